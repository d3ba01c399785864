//! `*` and `/` of two complex constants, folded as gcc folds them (`const_binop` through
//! MPC's `mpc_mul` and `mpc_div`, then `do_mpc_ckconv`): each part of the result is the
//! exact value rounded once to the part's precision (with an unbounded exponent, as MPFR
//! computes), then converted to the part's format (which rounds again only for a subnormal
//! result, or overflows to an infinity). C99 Annex G's infinities and NaNs follow MPC's
//! rules (`mul_infinite`, `mpc_div_zero`, `mpc_div_inf_fin`, `mpc_div_fin_inf`); a NaN
//! result is the format's positive default NaN, as gcc's `real_from_mpfr` makes it.
//!
//! Outside an initializer gcc folds only when the four operand parts are finite and each
//! part of the result is finite and exact in its format (`real_identical` after the
//! conversion); otherwise the operation is left to `__muldc3`, `__divdc3`... at run time.

use super::*;

/// The real type of the parts of a complex result.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Part {
    Float,
    Double,
    /// The target's `long double`: the format the operands are given in.
    Long,
}

/// A complex operation folded by `fold`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ComplexOp {
    Mul,
    Div,
}

/// A signed finite value `(-1)^neg * m * 2^e`, exactly.
#[derive(Clone, Debug)]
struct Signed {
    neg: bool,
    m: BigUint,
    e: i64,
}

impl Signed {
    fn is_zero(&self) -> bool {
        self.m == BigUint::default()
    }

    fn mul(&self, o: &Signed) -> Signed {
        Signed {
            neg: self.neg != o.neg,
            m: &self.m * &o.m,
            e: self.e + o.e,
        }
    }

    fn negated(mut self) -> Signed {
        self.neg = !self.neg;
        self
    }

    /// The exact sum, with IEEE 754's sign of a zero sum when rounding to nearest: the
    /// sum of two zeros is negative only if both are, an exact cancellation is `+0`.
    fn add(&self, o: &Signed) -> Signed {
        if self.is_zero() && o.is_zero() {
            return Signed {
                neg: self.neg && o.neg,
                m: BigUint::default(),
                e: 0,
            };
        }
        let e = self.e.min(o.e);
        let (a, b) = (&self.m << (self.e - e) as u64, &o.m << (o.e - e) as u64);
        let (neg, m) = match (self.neg == o.neg, a.cmp(&b)) {
            (true, _) => (self.neg, a + b),
            (false, Ordering::Greater) => (self.neg, a - b),
            (false, Ordering::Less) => (o.neg, b - a),
            (false, Ordering::Equal) => (false, BigUint::default()),
        };
        Signed { neg, m, e }
    }
}

/// One operand part: finite, infinite, or a NaN.
#[derive(Clone, Debug)]
enum P {
    Fin(Signed),
    Inf(bool),
    NaN,
}

impl P {
    fn decode(bytes: [u8; 16], fmt: Format) -> P {
        match Value::decode(bytes, fmt) {
            Value::Finite { neg, m, e } => P::Fin(Signed { neg, m, e }),
            Value::Inf(neg) => P::Inf(neg),
            Value::NaN(_) | Value::Invalid(_) => P::NaN,
        }
    }

    /// MPFR's sign bit (a NaN's is taken as positive: gcc's NaN constants are).
    fn signbit(&self, bytes: [u8; 16], fmt: Format) -> bool {
        match self {
            P::Fin(s) => s.neg,
            P::Inf(neg) => *neg,
            P::NaN => bytes[sign_byte(fmt)] >> 7 == 1,
        }
    }

    fn is_zero(&self) -> bool {
        matches!(self, P::Fin(s) if s.is_zero())
    }

    fn is_inf(&self) -> bool {
        matches!(self, P::Inf(_))
    }

    fn is_nan(&self) -> bool {
        matches!(self, P::NaN)
    }

    /// `mpfr_sgn`: -1, 0 or 1 (0 for a zero; never asked of a NaN).
    fn sgn(&self) -> i32 {
        match self {
            P::Fin(s) if s.is_zero() => 0,
            P::Fin(Signed { neg: true, .. }) | P::Inf(true) => -1,
            _ => 1,
        }
    }

    /// The part as an exact value (a finite one only).
    fn fin(&self) -> Signed {
        match self {
            P::Fin(s) => s.clone(),
            _ => unreachable!("only finite parts are read as values"),
        }
    }
}

/// A part of the result before its conversion to the part's format.
#[derive(Debug)]
enum R {
    /// `num / den` exactly, `den` positive.
    Quot(Signed, Signed),
    Inf(bool),
    NaN,
}

impl R {
    fn exact(v: Signed) -> R {
        R::Quot(
            v,
            Signed {
                neg: false,
                m: BigUint::from(1u8),
                e: 0,
            },
        )
    }

    /// A zero with the sign of `v` (`MPFR_COPYSIGN` of a zero).
    fn zero_signed_as(v: &Signed) -> R {
        R::exact(Signed {
            neg: v.neg,
            m: BigUint::default(),
            e: 0,
        })
    }

    /// An infinity of sign `s` (-1 or 1), or a NaN for 0.
    fn inf_or_nan(s: i32) -> R {
        match s {
            0 => R::NaN,
            s => R::Inf(s < 0),
        }
    }
}

/// `(a + bi) op (c + di)` folded as gcc folds it: the parts' bytes in `fmt` (which holds
/// every `float` and `double` exactly), each the value of the result's part of type
/// `part`. With `strict` (outside an initializer) `None` where gcc leaves the operation to
/// run time.
pub fn fold(
    op: ComplexOp,
    parts: [[u8; 16]; 4],
    fmt: Format,
    part: Part,
    strict: bool,
) -> Option<([u8; 16], [u8; 16])> {
    let p = parts.map(|b| P::decode(b, fmt));
    let mut s = [false; 4];
    for (i, b) in parts.into_iter().enumerate() {
        s[i] = p[i].signbit(b, fmt);
    }
    if strict && p.iter().any(|v| !matches!(v, P::Fin(_))) {
        return None;
    }
    let (re, im) = match op {
        ComplexOp::Mul => mul(&p, s),
        ComplexOp::Div => div(&p, s),
    };
    let params = match part {
        Part::Float => SINGLE,
        Part::Double => DOUBLE,
        Part::Long => fmt.params(),
    };
    Some((
        convert(re, params, fmt, strict)?,
        convert(im, params, fmt, strict)?,
    ))
}

/// `mpc_mul`.
fn mul(p: &[P; 4], s: [bool; 4]) -> (R, R) {
    let [a, b, c, d] = p;
    if a.is_inf() || b.is_inf() {
        return mul_infinite([a, b, c, d], s);
    }
    if c.is_inf() || d.is_inf() {
        return mul_infinite([c, d, a, b], [s[2], s[3], s[0], s[1]]);
    }
    if p.iter().any(P::is_nan) {
        return (R::NaN, R::NaN);
    }
    // Finite: MPC's real, imaginary and general products are each the exact value, with
    // the signs of zeros IEEE 754 gives the exact products' sum.
    let (a, b, c, d) = (a.fin(), b.fin(), c.fin(), d.fin());
    let re = a.mul(&c).add(&b.mul(&d).negated());
    let im = a.mul(&d).add(&b.mul(&c));
    (R::exact(re), R::exact(im))
}

/// MPC's `mul_infinite`: `x * y` where a part of `x` is infinite (C99 G.5.1).
fn mul_infinite(p: [&P; 4], s: [bool; 4]) -> (R, R) {
    let [xr, xi, yr, yi] = p;
    let sign = |b: bool| if b { -1 } else { 1 };
    let (xrs, xis, yrs, yis) = (sign(s[0]), sign(s[1]), sign(s[2]), sign(s[3]));
    let (mut u, mut v);
    if p.iter().any(|v| v.is_nan()) {
        (u, v) = (0, 0);
    } else if xr.is_inf() {
        u = match yr.is_zero()
            || (xi.is_inf() && yi.is_zero())
            || (xi.is_zero() && yi.is_inf())
            || ((xi.is_inf() || yi.is_inf()) && xrs * yrs == xis * yis)
        {
            true => 0,
            false => xrs * yrs,
        };
        // MPC 1.3.1 tests `xi` twice here, where `yr` may have been meant; gcc folds
        // with it as it is.
        v = match yi.is_zero()
            || (xi.is_inf() && yr.is_zero())
            || (xi.is_zero() && yr.is_inf())
            || (xi.is_inf() && xrs * yis != xis * yrs)
        {
            true => 0,
            false => xrs * yis,
        };
    } else {
        u = match yi.is_zero()
            || (xr.is_zero() && yr.is_inf())
            || (yr.is_inf() && xrs * yrs == xis * yis)
        {
            true => 0,
            false => -xis * yis,
        };
        v = match yr.is_zero()
            || (xr.is_zero() && yi.is_inf())
            || (yi.is_inf() && xrs * yis != xis * yrs)
        {
            true => 0,
            false => xis * yrs,
        };
    }
    if u == 0 && v == 0 {
        // Annex G's recovery of an infinity from a naive NaN + NaN i.
        let inf01 = |v: &P| i32::from(v.is_inf());
        let nonzero = |v: &P| i32::from(!v.is_zero() && !v.is_nan());
        let (xr1, xi1) = (inf01(xr), inf01(xi));
        let (yr1, yi1) = match yr.is_inf() || yi.is_inf() {
            true => (inf01(yr), inf01(yi)),
            false => (nonzero(yr), nonzero(yi)),
        };
        u = xrs * xr1 * yrs * yr1 - xis * xi1 * yis * yi1;
        v = xrs * xr1 * yis * yi1 + xis * xi1 * yrs * yr1;
    }
    (R::inf_or_nan(u.signum()), R::inf_or_nan(v.signum()))
}

/// `mpc_div`: `z / w`.
fn div(p: &[P; 4], s: [bool; 4]) -> (R, R) {
    let [zr, zi, wr, wi] = p;
    let finite = |v: &P| matches!(v, P::Fin(_));
    let (z_fin, w_fin) = (finite(zr) && finite(zi), finite(wr) && finite(wi));
    let (z_inf, w_inf) = (zr.is_inf() || zi.is_inf(), wr.is_inf() || wi.is_inf());
    if wr.is_zero() && wi.is_zero() {
        // `mpc_div_zero`: each part of `z` times an infinity of the sign of `Re w`.
        let times_inf = |v: &P, sv: bool| match v {
            P::NaN => R::NaN,
            v if v.is_zero() => R::NaN,
            _ => R::Inf(sv != s[2]),
        };
        return (times_inf(zr, s[0]), times_inf(zi, s[1]));
    }
    if z_inf && w_fin {
        return div_inf_fin(p);
    }
    if z_fin && w_inf {
        return div_fin_inf(p, s);
    }
    if !z_fin || !w_fin {
        return (R::NaN, R::NaN);
    }
    // Finite by finite: the exact quotient (a c + b d)/(c² + d²) + (b c - a d)/(c² + d²) i,
    // whose zero parts take IEEE 754's sign of the numerator's sum, as MPC's real and
    // imaginary divisions set them.
    let (a, b, c, d) = (zr.fin(), zi.fin(), wr.fin(), wi.fin());
    let norm = c.mul(&c).add(&d.mul(&d));
    let re = a.mul(&c).add(&b.mul(&d));
    let im = b.mul(&c).add(&a.mul(&d).negated());
    (R::Quot(re, norm.clone()), R::Quot(im, norm))
}

/// MPC's `mpc_div_inf_fin`: an infinite `z` by a finite, nonzero `w`.
fn div_inf_fin(p: &[P; 4]) -> (R, R) {
    let [zr, zi, wr, wi] = p;
    let inf_sign = |v: &P| match v {
        P::Inf(true) => -1,
        P::Inf(false) => 1,
        _ => 0,
    };
    let (a, b) = (inf_sign(zr), inf_sign(zi));
    let (x, y) = if a == 0 || b == 0 {
        (a * wr.sgn() + b * wi.sgn(), b * wr.sgn() - a * wi.sgn())
    } else {
        let (c, d) = (wr.fin(), wi.fin());
        let sum = P::Fin(c.add(&d)).sgn();
        let diff = P::Fin(c.add(&d.clone().negated())).sgn();
        match (a, b) {
            (1, 1) => (sum, diff),
            (1, _) => (diff, -sum),
            (_, 1) => (-diff, sum),
            _ => (-sum, -diff),
        }
    };
    (R::inf_or_nan(x), R::inf_or_nan(y))
}

/// MPC's `mpc_div_fin_inf`: a finite `z` by an infinite `w`, zeros whose signs are those
/// of `zr c + zi d` and `zi c - zr d`, where `c` and `d` are 1 for an infinite part of `w`
/// and 0 for a finite one, with its sign.
fn div_fin_inf(p: &[P; 4], s: [bool; 4]) -> (R, R) {
    let [zr, zi, wr, wi] = p;
    let unit = |v: &P, neg: bool| Signed {
        neg,
        m: BigUint::from(u8::from(v.is_inf())),
        e: 0,
    };
    let (c, d) = (unit(wr, s[2]), unit(wi, s[3]));
    let (a, b) = (zr.fin(), zi.fin());
    let x = a.mul(&c).add(&b.mul(&d));
    let y = b.mul(&c).add(&a.mul(&d).negated());
    (R::zero_signed_as(&x), R::zero_signed_as(&y))
}

/// A result part in `fmt`: rounded once to the precision of `f` with an unbounded
/// exponent (MPFR), then converted to `f` (gcc's `real_convert`); with `strict`, `None`
/// if it is not a finite value that the conversion keeps exactly.
fn convert(r: R, f: Params, fmt: Format, strict: bool) -> Option<[u8; 16]> {
    let (num, den) = match r {
        R::Inf(_) | R::NaN if strict => return None,
        R::Inf(neg) => return Some(infinity(neg, fmt)),
        R::NaN => return Some(nan(false, fmt)),
        R::Quot(num, den) => (num, den),
    };
    let neg = num.neg;
    if num.is_zero() {
        return Some(layout(neg, 0, 0, fmt));
    }
    let x = Exact::new(num.m, den.m, num.e - den.e);
    let (q1, k1) = round_to_precision(&x, f.precision);
    let Some((biased, q2)) = round(&Exact::new(q1.clone(), BigUint::from(1u8), k1), f) else {
        return match strict {
            true => None,
            false => Some(infinity(neg, fmt)),
        };
    };
    let e2 = i64::from(biased).max(1) - f.emax - (f.precision - 1);
    let q2 = BigUint::from(q2);
    if strict {
        let e = k1.min(e2);
        if &q1 << (k1 - e) as u64 != &q2 << (e2 - e) as u64 {
            return None;
        }
    }
    Some(encode(neg, Exact::new(q2, BigUint::from(1u8), e2), fmt))
}

/// `x` (nonzero) rounded to `p` significant bits, nearest, ties to even, with no bound on
/// the exponent: `(q, k)` with the value `q * 2^k`.
fn round_to_precision(x: &Exact, p: i64) -> (BigUint, i64) {
    x.round_at(x.floor_log2() - (p - 1), p)
}

#[cfg(test)]
mod tests {
    use super::*;

    const C: Format = Format::X87;

    /// `(a + bi) op (c + di)` on `double` parts, as an initializer (`strict` false) or an
    /// expression folds it.
    fn fold_f64(op: ComplexOp, parts: [f64; 4], strict: bool) -> Option<(f64, f64)> {
        let (re, im) = fold(op, parts.map(|v| from_f64(v, C)), C, Part::Double, strict)?;
        Some((to_f64(re, C), to_f64(im, C)))
    }

    fn bits(v: Option<(f64, f64)>) -> Option<(u64, u64)> {
        v.map(|(re, im)| (re.to_bits(), im.to_bits()))
    }

    #[test]
    fn each_part_is_rounded_once_from_the_exact_value() {
        // gcc 12's (0.1 + 0.7i) * (0.3 + 0.9i) and quotient, printed with %a.
        let product = fold_f64(ComplexOp::Mul, [0.1, 0.7, 0.3, 0.9], true);
        assert_eq!(
            bits(product),
            Some((0xbfe3_3333_3333_3333, 0x3fd3_3333_3333_3333))
        );
        let (re, im) = fold_f64(ComplexOp::Div, [0.1, 0.7, 0.3, 0.9], true).unwrap();
        assert_eq!(
            (re.to_bits(), im.to_bits()),
            (0x3fe7_7777_7777_7777, 0x3fc1_1111_1111_1110)
        );
        // The x87 parts of (0.1L + 0.7Li) * (0.3L + 0.9Li): -0x9.999999999999999p-4.
        let ld = |s: &str| from_literal(s, false, C);
        let (re, im) = fold(
            ComplexOp::Mul,
            [ld("0.1"), ld("0.7"), ld("0.3"), ld("0.9")],
            C,
            Part::Long,
            true,
        )
        .unwrap();
        assert_eq!(
            re[..10],
            layout(true, 0x3ffe, 0x9999_9999_9999_9999, C)[..10]
        );
        assert_eq!(
            im[..10],
            layout(false, 0x3ffd, 0x9999_9999_9999_999a, C)[..10]
        );
    }

    #[test]
    fn a_subnormal_result_is_rounded_twice_and_not_folded_in_an_expression() {
        let parts = [
            1.5 * 2f64.powi(-1000),
            1.5 * 2f64.powi(-1000),
            (1.0 + f64::EPSILON) * 2f64.powi(-70),
            2f64.powi(-100),
        ];
        // gcc: 0x0.0000000000018p-1022 for both parts in an initializer.
        let tiny = 24.0 * 2f64.powi(-1074);
        assert_eq!(fold_f64(ComplexOp::Mul, parts, false), Some((tiny, tiny)));
        assert_eq!(fold_f64(ComplexOp::Mul, parts, true), None);
        // Exact in the subnormal range: folded everywhere.
        let exact = [parts[0], parts[1], 2f64.powi(-70), 0.0];
        assert!(fold_f64(ComplexOp::Mul, exact, true).is_some());
    }

    #[test]
    fn overflow_and_non_finite_operands_fold_only_in_initializers() {
        let big = [1e300, 1e300, 1e300, 2e300];
        let inf = f64::INFINITY;
        assert_eq!(fold_f64(ComplexOp::Mul, big, false), Some((-inf, inf)));
        assert_eq!(fold_f64(ComplexOp::Mul, big, true), None);
        assert_eq!(fold_f64(ComplexOp::Mul, [inf, 0.0, 0.0, 1.0], true), None);
        assert_eq!(fold_f64(ComplexOp::Div, [1.0, 2.0, 0.0, 0.0], true), None);
    }

    #[test]
    fn annex_g_cases_follow_mpc() {
        let (inf, nan) = (f64::INFINITY, f64::NAN);
        let f = |op, p| bits(fold_f64(op, p, false));
        let pair = |re: f64, im: f64| Some((re.to_bits(), im.to_bits()));
        // inf * i: MPC's recovery gives NaN + inf i (gcc: "nan inf").
        assert_eq!(f(ComplexOp::Mul, [inf, 0.0, 0.0, 1.0]), pair(nan, inf));
        // (inf + NaN i)(2 + i): an infinity recovered in both parts.
        assert_eq!(f(ComplexOp::Mul, [inf, nan, 2.0, 1.0]), pair(inf, inf));
        // Division by zero: each part times an infinity of the divisor's real sign.
        assert_eq!(f(ComplexOp::Div, [1.0, 1.0, -0.0, 0.0]), pair(-inf, -inf));
        assert_eq!(f(ComplexOp::Div, [0.0, -1.0, -0.0, 0.0]), pair(nan, inf));
        // (inf + inf i) / (2 - 2i), and a finite value by an infinite one.
        assert_eq!(f(ComplexOp::Div, [inf, inf, 2.0, -2.0]), pair(nan, inf));
        assert_eq!(f(ComplexOp::Div, [1.0, 2.0, inf, -3.0]), pair(0.0, 0.0));
        // A NaN without an infinity: NaN in both parts.
        assert_eq!(f(ComplexOp::Div, [nan, 2.0, 1.0, -3.0]), pair(nan, nan));
    }

    #[test]
    fn zeros_take_the_sign_of_the_exact_products_sum() {
        let f = |op, p| bits(fold_f64(op, p, true));
        let pair = |re: f64, im: f64| Some((re.to_bits(), im.to_bits()));
        assert_eq!(f(ComplexOp::Mul, [-0.0, 0.0, -0.0, -0.0]), pair(0.0, 0.0));
        assert_eq!(f(ComplexOp::Mul, [1.0, 0.0, -1.0, -0.0]), pair(-1.0, -0.0));
        assert_eq!(f(ComplexOp::Div, [0.0, -0.0, -1.0, 2.0]), pair(-0.0, 0.0));
        // An exact cancellation is +0: (1 + i)² = 0 + 2i.
        assert_eq!(f(ComplexOp::Mul, [1.0, 1.0, 1.0, 1.0]), pair(0.0, 2.0));
    }
}

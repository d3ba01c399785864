//! `long double` constants in the target's representation, computed exactly: x86-64's
//! x87 80-bit extended format (64-bit significand with an explicit integer bit, stored in
//! 16 bytes, the last 6 zero) and aarch64's IEEE binary128 (113-bit significand). Both
//! have a 15-bit exponent biased by 16383.
//!
//! A literal such as `1.1L` is converted from its decimal (or hexadecimal) text with one
//! correct rounding to nearest, ties to even, as gcc does: the value is held as an exact
//! fraction of big integers, never as a `double` first.

use num_bigint::BigUint;
use std::cmp::Ordering;

pub mod complex;

/// The representation of `long double` on a target.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Format {
    X87,
    Binary128,
}

const EMAX: i64 = 16383;
const BIAS: i64 = 16383;

impl Format {
    /// Bits of significand, the integer bit included.
    fn precision(self) -> i64 {
        match self {
            Format::X87 => 64,
            Format::Binary128 => 113,
        }
    }
}

/// The bytes of the literal `body` (lower case, without its suffix; after the `0x` of a
/// hexadecimal one), correctly rounded. The parser has checked its syntax.
pub fn from_literal(body: &str, hex: bool, fmt: Format) -> [u8; 16] {
    let (digits, exp) = match body.find(if hex { 'p' } else { 'e' }) {
        Some(at) => (
            &body[..at],
            body[at + 1..].parse::<i64>().unwrap_or(i64::MAX),
        ),
        None => (body, 0),
    };
    let (int, frac) = digits.split_once('.').unwrap_or((digits, ""));
    let all: String = int.chars().chain(frac.chars()).collect();
    let radix = if hex { 16 } else { 10 };
    let significant = all.trim_start_matches('0');
    let num = BigUint::parse_bytes(significant.as_bytes(), radix).unwrap_or_default();
    let frac_len = frac.len() as i64;
    if hex {
        // Clamped: a binary exponent this far out is infinity or zero either way.
        let exp2 = exp.clamp(-100_000, 100_000) - 4 * frac_len;
        return encode(false, Exact::new(num, BigUint::from(1u8), exp2), fmt);
    }
    let exp10 = exp.saturating_sub(frac_len);
    let magnitude = exp10.saturating_add(significant.len() as i64);
    if num == BigUint::default() || magnitude < -4970 {
        return encode(false, Exact::zero(), fmt);
    }
    if magnitude > 4934 {
        return infinity(false, fmt);
    }
    let ten = BigUint::from(10u8);
    let x = match exp10 {
        e if e >= 0 => Exact::new(num * ten.pow(e as u32), BigUint::from(1u8), 0),
        e => Exact::new(num, ten.pow((-e) as u32), 0),
    };
    encode(false, x, fmt)
}

/// The bytes of a `double` converted to `long double` (exact: both formats are wider).
pub fn from_f64(v: f64, fmt: Format) -> [u8; 16] {
    let neg = v.is_sign_negative();
    if v.is_nan() {
        return nan(neg, fmt);
    }
    if v.is_infinite() {
        return infinity(neg, fmt);
    }
    let bits = v.abs().to_bits();
    let (exp, frac) = ((bits >> 52) as i64, bits & ((1 << 52) - 1));
    let (mantissa, exp2) = match exp {
        0 => (frac, -1074),
        e => (frac | 1 << 52, e - 1075),
    };
    encode(
        neg,
        Exact::new(BigUint::from(mantissa), BigUint::from(1u8), exp2),
        fmt,
    )
}

/// The bytes of an integer converted to `long double` (rounded for binary128 never, for
/// x87 when it has more than 64 significant bits).
pub fn from_int(v: i128, unsigned: bool, fmt: Format) -> [u8; 16] {
    let (neg, mag) = match unsigned {
        true => (false, v as u128),
        false => (v < 0, v.unsigned_abs()),
    };
    encode(
        neg,
        Exact::new(BigUint::from(mag), BigUint::from(1u8), 0),
        fmt,
    )
}

/// `bytes` with the sign flipped.
pub fn negate(mut bytes: [u8; 16], fmt: Format) -> [u8; 16] {
    bytes[sign_byte(fmt)] ^= 0x80;
    bytes
}

/// The byte holding the sign bit (its top bit).
fn sign_byte(fmt: Format) -> usize {
    match fmt {
        Format::X87 => 9,
        Format::Binary128 => 15,
    }
}

/// An arithmetic operator folded on `long double` constants.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Op {
    Add,
    Sub,
    Mul,
    Div,
}

/// A decoded `long double`: a finite value `(-1)^neg * m * 2^e`, an infinity, or a NaN
/// (kept as its bytes, which propagate as gcc's folding propagates the first NaN operand).
#[derive(Clone)]
enum Value {
    Finite {
        neg: bool,
        m: BigUint,
        e: i64,
    },
    Inf(bool),
    NaN([u8; 16]),
    /// The NaN of an invalid operation (`inf - inf`, `0 * inf`, `0 / 0`): the format's
    /// default NaN, with the sign gcc gives it.
    Invalid(bool),
}

impl Value {
    fn decode(bytes: [u8; 16], fmt: Format) -> Value {
        let (neg, biased, significand, fraction_bits) = match fmt {
            Format::X87 => {
                let se = u16::from_le_bytes([bytes[8], bytes[9]]);
                let sig = u64::from_le_bytes(bytes[..8].try_into().unwrap_or_default());
                // The integer bit is explicit; an infinity has only it set.
                let sig = match se & 0x7fff {
                    0x7fff => u128::from(sig << 1),
                    _ => u128::from(sig),
                };
                (se >> 15 == 1, se & 0x7fff, sig, 63)
            }
            Format::Binary128 => {
                let bits = u128::from_le_bytes(bytes);
                let biased = (bits >> 112) as u16 & 0x7fff;
                let frac = bits & ((1 << 112) - 1);
                let sig = match biased {
                    0 | 0x7fff => frac,
                    _ => frac | 1 << 112,
                };
                (bits >> 127 == 1, biased, sig, 112)
            }
        };
        match biased {
            0x7fff if significand == 0 => Value::Inf(neg),
            0x7fff => Value::NaN(quiet(bytes, fmt)),
            b => Value::Finite {
                neg,
                m: BigUint::from(significand),
                e: i64::from(b.max(1)) - BIAS - fraction_bits,
            },
        }
    }

    fn encode(self, fmt: Format) -> [u8; 16] {
        match self {
            Value::Finite { neg, m, e } => encode(neg, Exact::new(m, BigUint::from(1u8), e), fmt),
            Value::Inf(neg) => infinity(neg, fmt),
            Value::NaN(bytes) => bytes,
            Value::Invalid(neg) => nan(neg, fmt),
        }
    }
}

/// A NaN's bytes with the quiet bit set (an operation on a signaling NaN gives a quiet one).
fn quiet(mut bytes: [u8; 16], fmt: Format) -> [u8; 16] {
    match fmt {
        Format::X87 => bytes[7] |= 0x40,
        Format::Binary128 => bytes[13] |= 0x80,
    }
    bytes
}

/// `a op b` on `long double` constants, correctly rounded to `fmt` (nearest, ties to
/// even), with IEEE 754's infinities, NaNs and signed zeros: what gcc folds.
pub fn arith(op: Op, a: [u8; 16], b: [u8; 16], fmt: Format) -> [u8; 16] {
    let (a, b) = (Value::decode(a, fmt), Value::decode(b, fmt));
    let result = match (a, b) {
        (Value::NaN(n), _) | (_, Value::NaN(n)) => Value::NaN(n),
        (a, b) => match op {
            Op::Add => add(a, b),
            Op::Sub => add(a, negated(b)),
            Op::Mul => mul(a, b),
            Op::Div => div(a, b, fmt),
        },
    };
    result.encode(fmt)
}

fn negated(v: Value) -> Value {
    match v {
        Value::Finite { neg, m, e } => Value::Finite { neg: !neg, m, e },
        Value::Inf(neg) => Value::Inf(!neg),
        nan => nan,
    }
}

fn add(a: Value, b: Value) -> Value {
    match (a, b) {
        (Value::Inf(x), Value::Inf(y)) if x != y => Value::Invalid(false),
        (Value::Inf(x), _) | (_, Value::Inf(x)) => Value::Inf(x),
        (
            Value::Finite {
                neg: na,
                m: ma,
                e: ea,
            },
            Value::Finite {
                neg: nb,
                m: mb,
                e: eb,
            },
        ) => {
            let e = ea.min(eb);
            let (ma, mb) = (ma << (ea - e) as u64, mb << (eb - e) as u64);
            let zero = BigUint::default();
            let (neg, m) = match (na == nb, ma.cmp(&mb)) {
                (true, _) => (na, ma + mb),
                (false, Ordering::Greater) => (na, ma - mb),
                (false, Ordering::Less) => (nb, mb - ma),
                // x - x is +0 when rounding to nearest; -0 + -0 was caught above.
                (false, Ordering::Equal) => (false, zero),
            };
            Value::Finite { neg, m, e }
        }
        // NaN operands were handled by `arith`.
        (a, _) => a,
    }
}

fn is_zero(v: &Value) -> bool {
    matches!(v, Value::Finite { m, .. } if *m == BigUint::default())
}

fn sign(v: &Value) -> bool {
    match v {
        Value::Finite { neg, .. } | Value::Inf(neg) => *neg,
        Value::NaN(_) | Value::Invalid(_) => false,
    }
}

fn mul(a: Value, b: Value) -> Value {
    let neg = sign(&a) != sign(&b);
    match (a, b) {
        (Value::Inf(_), v) | (v, Value::Inf(_)) if is_zero(&v) => Value::Invalid(neg),
        (Value::Inf(_), _) | (_, Value::Inf(_)) => Value::Inf(neg),
        (Value::Finite { m: ma, e: ea, .. }, Value::Finite { m: mb, e: eb, .. }) => Value::Finite {
            neg,
            m: ma * mb,
            e: ea + eb,
        },
        // NaN operands were handled by `arith`.
        (a, _) => a,
    }
}

/// The quotient is not exact in binary, so it is rounded here, to `fmt`, and returned
/// as the exact value of the rounded result.
fn div(a: Value, b: Value, fmt: Format) -> Value {
    let neg = sign(&a) != sign(&b);
    let zero = |neg| Value::Finite {
        neg,
        m: BigUint::default(),
        e: 0,
    };
    match (a, b) {
        (Value::Inf(_), Value::Inf(_)) => Value::Invalid(neg),
        (Value::Inf(_), _) => Value::Inf(neg),
        (_, Value::Inf(_)) => zero(neg),
        (a, b) if is_zero(&b) => match is_zero(&a) {
            true => Value::Invalid(neg),
            false => Value::Inf(neg),
        },
        (Value::Finite { m: ma, e: ea, .. }, Value::Finite { m: mb, e: eb, .. }) => {
            let bytes = encode(neg, Exact::new(ma, mb, ea - eb), fmt);
            Value::decode(bytes, fmt)
        }
        // NaN operands were handled by `arith`.
        (a, _) => a,
    }
}

/// A `long double` converted to `double`, with one correct rounding (as gcc folds
/// `(double)x`; rounding to `float` goes straight from `long double` in `to_f32`).
pub fn to_f64(bytes: [u8; 16], fmt: Format) -> f64 {
    f64::from_bits(to_binary(bytes, fmt, DOUBLE) as u64)
}

/// A `long double` converted to `float`, with one correct rounding.
pub fn to_f32(bytes: [u8; 16], fmt: Format) -> f32 {
    f32::from_bits(to_binary(bytes, fmt, SINGLE) as u32)
}

/// The bits of `bytes` rounded to the IEEE interchange format `f` (width `1 + exponent
/// bits + precision - 1`).
fn to_binary(bytes: [u8; 16], fmt: Format, f: Params) -> u128 {
    let frac_bits = f.precision - 1;
    let exp_shift = frac_bits as u32;
    let sign_shift = exp_shift + (2 * f.emax + 2).ilog2();
    let inf = |neg: bool| u128::from(neg) << sign_shift | ((2 * f.emax + 1) as u128) << exp_shift;
    match Value::decode(bytes, fmt) {
        Value::Inf(neg) => inf(neg),
        // A quiet NaN with the sign of the original and gcc's payload (none).
        // A quiet NaN with the original's sign and no payload, as gcc folds it.
        Value::NaN(_) | Value::Invalid(_) => {
            inf(bytes[sign_byte(fmt)] >> 7 == 1) | 1 << (frac_bits - 1)
        }
        Value::Finite { neg, m, e } => match round(&Exact::new(m, BigUint::from(1u8), e), f) {
            Some((biased, q)) => {
                u128::from(neg) << sign_shift
                    | u128::from(biased) << exp_shift
                    | (q & ((1 << frac_bits) - 1))
            }
            None => inf(neg),
        },
    }
}

/// A `long double` converted to an integer of `bits` bits, truncated toward zero and
/// saturated to the type's range as Rust's `as` saturates (C leaves an out-of-range value
/// undefined); a NaN gives 0.
pub fn to_int(bytes: [u8; 16], fmt: Format, signed: bool, bits: u32) -> i128 {
    let Value::Finite { neg, m, e } = (match Value::decode(bytes, fmt) {
        Value::Inf(neg) => Value::Finite {
            neg,
            m: BigUint::from(1u8),
            e: 200,
        },
        v => v,
    }) else {
        return 0;
    };
    let whole = match e {
        e if e >= 0 => m << e as u64,
        e => m >> (-e) as u64,
    };
    let (lo, hi): (i128, u128) = match signed {
        true => (i128::MIN >> (128 - bits), u128::MAX >> (129 - bits)),
        false => (0, u128::MAX >> (128 - bits)),
    };
    let big_hi = BigUint::from(hi);
    match neg {
        false if whole > big_hi => hi as i128,
        false => u128::try_from(whole).unwrap_or(hi) as i128,
        true if !signed => 0,
        true if whole >= BigUint::from(lo.unsigned_abs()) => lo,
        true => -(u128::try_from(whole).unwrap_or(0) as i128),
    }
}

/// Whether a `long double` is nonzero (a NaN is), as `_Bool` and `!` test it.
pub fn is_nonzero(bytes: [u8; 16], fmt: Format) -> bool {
    !is_zero(&Value::decode(bytes, fmt))
}

/// A nonnegative value `num / den * 2^exp2`, exactly.
struct Exact {
    num: BigUint,
    den: BigUint,
    exp2: i64,
}

impl Exact {
    /// floor(log2 x) of a nonzero `x`.
    fn floor_log2(&self) -> i64 {
        // It is this or one more.
        let lg = self.num.bits() as i64 - self.den.bits() as i64 + self.exp2 - 1;
        lg + i64::from(self.at_least_pow2(lg + 1))
    }

    /// `x` rounded to nearest, ties to even, at the bit of exponent `k`: `(q, k')` with the
    /// value `q * 2^k'`, where `k'` is `k`, or one more when rounding carried into a
    /// `p + 1`-th bit (so `q` has at most `p` bits).
    fn round_at(&self, mut k: i64, p: i64) -> (BigUint, i64) {
        let (n, d) = match self.exp2 - k {
            s if s >= 0 => (&self.num << s as u64, self.den.clone()),
            s => (self.num.clone(), &self.den << (-s) as u64),
        };
        let (mut q, r) = (&n / &d, &n % &d);
        let up = match (&r << 1u8).cmp(&d) {
            Ordering::Greater => true,
            Ordering::Equal => q.bit(0),
            Ordering::Less => false,
        };
        if up {
            q += 1u8;
        }
        if q.bits() as i64 > p {
            q >>= 1u8;
            k += 1;
        }
        (q, k)
    }

    fn new(num: BigUint, den: BigUint, exp2: i64) -> Exact {
        Exact { num, den, exp2 }
    }

    fn zero() -> Exact {
        Exact::new(BigUint::default(), BigUint::from(1u8), 0)
    }

    /// Whether the value is at least `2^e`.
    fn at_least_pow2(&self, e: i64) -> bool {
        let shift = self.exp2 - e;
        let (l, r) = match shift {
            s if s >= 0 => (&self.num << s as u64, self.den.clone()),
            s => (self.num.clone(), &self.den << (-s) as u64),
        };
        l >= r
    }
}

/// The parameters of an IEEE-style binary format: bits of significand (the integer bit
/// included) and the largest exponent, which is also the bias (the least is `1 - emax`).
#[derive(Copy, Clone)]
struct Params {
    precision: i64,
    emax: i64,
}

const DOUBLE: Params = Params {
    precision: 53,
    emax: 1023,
};
const SINGLE: Params = Params {
    precision: 24,
    emax: 127,
};

impl Format {
    fn params(self) -> Params {
        Params {
            precision: self.precision(),
            emax: EMAX,
        }
    }
}

/// `x` rounded once to a format (nearest, ties to even): `None` if it overflows to
/// infinity, else the biased exponent field (0 for subnormals and zero) and the
/// significand with its integer bit.
fn round(x: &Exact, f: Params) -> Option<(u16, u128)> {
    let (p, emin) = (f.precision, 1 - f.emax);
    if x.num == BigUint::default() {
        return Some((0, 0));
    }
    let lg = x.floor_log2();
    if lg > f.emax + 1 {
        return None;
    }
    // The exponent of the last bit kept; subnormals keep fewer bits.
    let (q, k) = x.round_at(lg.max(emin) - (p - 1), p);
    let normal = q.bits() as i64 == p;
    if normal && k + p - 1 > f.emax {
        return None;
    }
    let biased = if normal { k + p - 1 + f.emax } else { 0 };
    let digits = q.to_u64_digits();
    let q = u128::from(digits.first().copied().unwrap_or(0))
        | u128::from(digits.get(1).copied().unwrap_or(0)) << 64;
    Some((biased as u16, q))
}

/// Round `x` to `fmt`'s precision (nearest, ties to even) and lay it out with sign `neg`.
fn encode(neg: bool, x: Exact, fmt: Format) -> [u8; 16] {
    match round(&x, fmt.params()) {
        Some((biased, q)) => layout(neg, biased, q, fmt),
        None => infinity(neg, fmt),
    }
}

/// The bytes of sign, biased exponent and significand (with its integer bit, which
/// binary128 leaves implicit).
fn layout(neg: bool, biased: u16, significand: u128, fmt: Format) -> [u8; 16] {
    let sign = u16::from(neg) << 15;
    match fmt {
        Format::X87 => {
            let mut out = [0u8; 16];
            out[..8].copy_from_slice(&(significand as u64).to_le_bytes());
            out[8..10].copy_from_slice(&(sign | biased).to_le_bytes());
            out
        }
        Format::Binary128 => {
            let frac = significand & ((1 << 112) - 1);
            let bits = u128::from(sign | biased) << 112 | frac;
            bits.to_le_bytes()
        }
    }
}

fn infinity(neg: bool, fmt: Format) -> [u8; 16] {
    match fmt {
        Format::X87 => layout(neg, 0x7fff, 1 << 63, fmt),
        Format::Binary128 => layout(neg, 0x7fff, 0, fmt),
    }
}

/// The quiet NaN that gcc's `__builtin_nanl("")` is.
fn nan(neg: bool, fmt: Format) -> [u8; 16] {
    match fmt {
        Format::X87 => layout(neg, 0x7fff, 0xc000_0000_0000_0000, fmt),
        Format::Binary128 => layout(neg, 0x7fff, 1 << 111, fmt),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn x87(body: &str) -> (u16, u64) {
        let b = from_literal(body, false, Format::X87);
        (
            u16::from_le_bytes([b[8], b[9]]),
            u64::from_le_bytes(b[..8].try_into().unwrap()),
        )
    }

    fn quad(body: &str) -> u128 {
        u128::from_le_bytes(from_literal(body, false, Format::Binary128))
    }

    #[test]
    fn decimal_literals_round_once_to_the_format() {
        // gcc: 1.1L is 0x3fff 8ccccccccccccccd on x86-64.
        assert_eq!(x87("1.1"), (0x3fff, 0x8ccc_cccc_cccc_cccd));
        assert_eq!(x87("1"), (0x3fff, 1 << 63));
        assert_eq!(x87("0.1"), (0x3ffb, 0xcccc_cccc_cccc_cccd));
        // LDBL_MAX and the least subnormal.
        assert_eq!(x87("1.18973149535723176502e+4932"), (0x7ffe, u64::MAX));
        assert_eq!(x87("3.64519953188247460253e-4951"), (0, 1));
        assert_eq!(x87("1e5000"), (0x7fff, 1 << 63));
        assert_eq!(quad("1"), 0x3fff_u128 << 112);
        assert_eq!(quad("1.1"), 0x3fff_1999_9999_9999_9999_9999_9999_999a);
    }

    #[test]
    fn doubles_and_integers_convert_exactly() {
        assert_eq!(from_f64(1.1, Format::X87), {
            let mut b = [0u8; 16];
            b[..8].copy_from_slice(&0x8ccc_cccc_cccc_d000u64.to_le_bytes());
            b[8..10].copy_from_slice(&0x3fffu16.to_le_bytes());
            b
        });
        assert_eq!(
            from_int(-2, false, Format::X87),
            negate(x87_bytes("2"), Format::X87)
        );
        assert_eq!(
            from_literal("1.8p1", true, Format::Binary128),
            from_int(3, false, Format::Binary128)
        );
    }

    fn x87_bytes(body: &str) -> [u8; 16] {
        from_literal(body, false, Format::X87)
    }

    fn lit(body: &str, fmt: Format) -> [u8; 16] {
        from_literal(body, false, fmt)
    }

    fn bits(b: [u8; 16]) -> u128 {
        u128::from_le_bytes(b)
    }

    #[test]
    fn arithmetic_rounds_once_as_gcc_folds() {
        // Bytes of gcc 12's folding of these static initializers on each target.
        for (fmt, third, big_third, sum) in [
            (
                Format::X87,
                0x3ffd_aaaa_aaaa_aaaa_aaab,
                0x403d_aaaa_aaaa_aaaa_aaaa,
                0x3ffd_aaaa_aaaa_aaaa_aaab,
            ),
            (
                Format::Binary128,
                0x3ffd_5555_5555_5555_5555_5555_5555_5555,
                0x403d_5555_5555_5555_5554_0000_0000_0000,
                0x3ffd_5555_5555_5555_5555_5555_5555_a676,
            ),
        ] {
            let one_third = arith(Op::Div, lit("1", fmt), from_int(3, false, fmt), fmt);
            assert_eq!(bits(one_third), third);
            // (long double)18446744073709551615ULL / 3: the dividend is rounded first on x87.
            let max = from_int(u64::MAX as i128, true, fmt);
            assert_eq!(
                bits(arith(Op::Div, max, from_int(3, false, fmt), fmt)),
                big_third
            );
            let plus = arith(Op::Add, one_third, lit("1e-30", fmt), fmt);
            assert_eq!(bits(plus), sum);
        }
    }

    #[test]
    fn special_values_follow_ieee_and_gcc() {
        for fmt in [Format::X87, Format::Binary128] {
            let (zero, one) = (lit("0", fmt), lit("1", fmt));
            let inf = infinity(false, fmt);
            // gcc: 0/0 and inf - inf are the positive default NaN, 0 * -inf the negative one.
            assert_eq!(arith(Op::Div, zero, zero, fmt), nan(false, fmt));
            assert_eq!(arith(Op::Sub, inf, inf, fmt), nan(false, fmt));
            assert_eq!(arith(Op::Mul, zero, negate(inf, fmt), fmt), nan(true, fmt));
            assert_eq!(
                arith(Op::Div, one, negate(zero, fmt), fmt),
                negate(inf, fmt)
            );
            assert_eq!(arith(Op::Sub, one, one, fmt), zero);
            let neg_zero = negate(zero, fmt);
            assert_eq!(arith(Op::Add, neg_zero, neg_zero, fmt), neg_zero);
            let max = arith(Op::Sub, from_literal("1p16384", true, fmt), one, fmt);
            assert_eq!(arith(Op::Mul, max, lit("2", fmt), fmt), inf);
        }
    }

    #[test]
    fn conversions_round_once_and_saturate() {
        let fmt = Format::X87;
        let third = arith(Op::Div, lit("1", fmt), lit("3", fmt), fmt);
        assert_eq!(to_f64(third, fmt), 1.0 / 3.0);
        assert_eq!(to_f32(third, fmt), 1.0f32 / 3.0);
        assert_eq!(to_f64(lit("1e-400", fmt), fmt), 0.0);
        assert_eq!(to_f64(lit("1e400", fmt), fmt), f64::INFINITY);
        let big = lit("1e19", fmt);
        assert_eq!(to_int(big, fmt, false, 64), 10_000_000_000_000_000_000);
        assert_eq!(to_int(big, fmt, true, 64), i128::from(i64::MAX));
        assert_eq!(to_int(negate(lit("2.5", fmt), fmt), fmt, true, 8), -2);
        assert_eq!(to_int(negate(lit("2.5", fmt), fmt), fmt, false, 32), 0);
    }
}

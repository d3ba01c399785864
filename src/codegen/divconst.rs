//! Division by a constant without a divide instruction, as gcc expands it even at `-O0`
//! (`expand_divmod`, after Granlund and Montgomery, "Division by Invariant Integers using
//! Multiplication", 1994): a power of two becomes shifts, any other divisor a multiply by
//! its scaled reciprocal, keeping the high half of the product, and shifts.
//!
//! When Cranelift optimises, its own rewrite rules do the same, so the translation uses
//! this only when it does not (`-O0`): an `idiv` takes 20 to 40 cycles where the multiply
//! takes 3, and a remainder or quotient by a constant is in most inner loops (`% size` in a
//! hash, `/ 10` in a number's printing, field extraction in a bytecode interpreter). The
//! remainder is `x - q * d`.
//!
//! [`plan`] decides the sequence; the translation emits it, and [`Plan::eval`] runs the same
//! steps on host integers so the unit tests can check every plan against the hardware's
//! division.

/// How to divide an integer of `bits` (32 or 64) by a constant other than 0, 1 and -1.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Plan {
    /// Unsigned, by `2^k`: `x >> k`.
    UnsignedShift { k: u32 },
    /// Unsigned, by a divisor of at least `2^(bits-1)`: the quotient is 0 or 1, `x >= d`.
    UnsignedCompare,
    /// Unsigned: `mulhi(x >> pre, m) >> post` (`m` fits in `bits` bits).
    UnsignedMultiply { pre: u32, m: u64, post: u32 },
    /// Unsigned, when the multiplier needs `bits + 1` bits (`m` is the low `bits`):
    /// `t = mulhi(x, m); (t + ((x - t) >> 1)) >> (post - 1)`.
    UnsignedMultiplyAdd { m: u64, post: u32 },
    /// Signed, by `±2^k`: `(x + ((x >> (bits-1)) >>> (bits-k))) >> k`, negated when the
    /// divisor is negative (`>>` arithmetic, `>>>` logical).
    SignedShift { k: u32, negate: bool },
    /// Signed: `t = smulhi(x, m)` (plus `x` when `add`, the multiplier then being `m +
    /// 2^bits`), `q = (t >> post) - (x >> (bits-1))`, negated when the divisor is negative.
    SignedMultiply {
        m: i64,
        add: bool,
        post: u32,
        negate: bool,
    },
}

/// The plan for `x / d` in `bits`-bit arithmetic (`d` as the IR holds it, sign-extended), or
/// `None` where the divide instruction stays: other widths, and the divisors the
/// translation handles itself (0, and -1 when signed) or that need nothing (1).
pub fn plan(bits: u32, signed: bool, d: i64) -> Option<Plan> {
    if !matches!(bits, 32 | 64) || d == 0 || d == 1 || (signed && d == -1) {
        return None;
    }
    let mask = u64::MAX >> (64 - bits);
    Some(match signed {
        false => unsigned_plan(bits, d as u64 & mask),
        true => signed_plan(bits, d),
    })
}

fn unsigned_plan(bits: u32, d: u64) -> Plan {
    if d.is_power_of_two() {
        return Plan::UnsignedShift {
            k: d.trailing_zeros(),
        };
    }
    if d >= 1 << (bits - 1) {
        return Plan::UnsignedCompare;
    }
    let (m, post) = choose_multiplier(d, bits, bits);
    if m >> bits == 0 {
        return Plan::UnsignedMultiply {
            pre: 0,
            m: m as u64,
            post,
        };
    }
    // An even divisor: divide by its odd part after shifting out the factor of two, which
    // leaves a multiplier of `bits` bits.
    let pre = d.trailing_zeros();
    if pre > 0 {
        let (m, post) = choose_multiplier(d >> pre, bits, bits - pre);
        debug_assert!(m >> bits == 0);
        return Plan::UnsignedMultiply {
            pre,
            m: m as u64,
            post,
        };
    }
    let low = u64::MAX >> (64 - bits);
    Plan::UnsignedMultiplyAdd {
        m: (m as u64) & low,
        post,
    }
}

fn signed_plan(bits: u32, d: i64) -> Plan {
    let negate = d < 0;
    let abs = d.unsigned_abs() & (u64::MAX >> (64 - bits));
    if abs.is_power_of_two() {
        return Plan::SignedShift {
            k: abs.trailing_zeros(),
            negate,
        };
    }
    let (m, post) = choose_multiplier(abs, bits, bits - 1);
    // `m` needs at most `bits + 1` bits; read as a `bits`-bit signed number, one of `bits`
    // bits is negative and the product misses `x * 2^bits`, which `add` restores.
    let add = m >> (bits - 1) != 0;
    let m = sign_extend((m as u64) & (u64::MAX >> (64 - bits)), bits);
    Plan::SignedMultiply {
        m,
        add,
        post,
        negate,
    }
}

/// Granlund and Montgomery's CHOOSE_MULTIPLIER (their figure 6.2, gcc's
/// `choose_multiplier`): for `1 < d < 2^bits`, not a power of two, and `precision` bits
/// of dividend, the least multiplier `m` (of at most `bits + 1` bits) and shift `post` with
/// `floor(x / d) = floor(x * m / 2^(bits + post))` for every `x < 2^precision`.
fn choose_multiplier(d: u64, bits: u32, precision: u32) -> (u128, u32) {
    let l = 64 - (d - 1).leading_zeros(); // ceil(log2(d))
    let mut post = l;
    let mut low = (1u128 << (bits + l)) / u128::from(d);
    let mut high = ((1u128 << (bits + l)) + (1u128 << (bits + l - precision))) / u128::from(d);
    while low / 2 < high / 2 && post > 0 {
        low /= 2;
        high /= 2;
        post -= 1;
    }
    (high, post)
}

fn sign_extend(v: u64, bits: u32) -> i64 {
    ((v << (64 - bits)) as i64) >> (64 - bits)
}

impl Plan {
    /// The quotient of `x` (its low `bits` bits) computed as the translation's instructions
    /// compute it, for the tests; `d` is needed only by [`Plan::UnsignedCompare`].
    #[cfg(test)]
    pub fn eval(self, bits: u32, x: u64, d: u64) -> u64 {
        let mask = u64::MAX >> (64 - bits);
        let x = x & mask;
        let sx = sign_extend(x, bits);
        let umulhi = |a: u64, b: u64| ((u128::from(a) * u128::from(b)) >> bits) as u64 & mask;
        let smulhi =
            |a: i64, b: i64| ((i128::from(a) * i128::from(b)) >> bits) as i64 as u64 & mask;
        let sshr = |v: u64, s: u32| (sign_extend(v, bits) >> s) as u64 & mask;
        let q = match self {
            Plan::UnsignedShift { k } => x >> k,
            Plan::UnsignedCompare => u64::from(x >= d & mask),
            Plan::UnsignedMultiply { pre, m, post } => umulhi(x >> pre, m) >> post,
            Plan::UnsignedMultiplyAdd { m, post } => {
                let t = umulhi(x, m);
                ((t + ((x - t) >> 1)) & mask) >> (post - 1)
            }
            Plan::SignedShift { k, negate } => {
                let bias = sshr(x, bits - 1) >> (bits - k);
                let q = sshr(x.wrapping_add(bias) & mask, k);
                if negate {
                    q.wrapping_neg() & mask
                } else {
                    q
                }
            }
            Plan::SignedMultiply {
                m,
                add,
                post,
                negate,
            } => {
                let mut t = smulhi(sx, m);
                if add {
                    t = t.wrapping_add(x) & mask;
                }
                let q = sshr(t, post).wrapping_sub(sshr(x, bits - 1)) & mask;
                if negate {
                    q.wrapping_neg() & mask
                } else {
                    q
                }
            }
        };
        q & mask
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Dividends that find the edges: around 0, the extremes, powers of two and their
    /// neighbours, multiples of `d` and their neighbours, and a pseudo-random spread.
    fn dividends(bits: u32, d: u64) -> Vec<u64> {
        let mask = u64::MAX >> (64 - bits);
        let mut xs = vec![0, 1, 2, 3, mask, mask - 1, mask >> 1, (mask >> 1) + 1];
        for k in 0..bits {
            let p = 1u64 << k;
            xs.extend([p, p - 1, p + 1, p.wrapping_neg()]);
        }
        for j in [1u64, 2, 3, 7, 1000, mask / d.max(1)] {
            let m = d.wrapping_mul(j);
            xs.extend([m, m.wrapping_sub(1), m.wrapping_add(1), m.wrapping_neg()]);
        }
        let mut s = 0x9e37_79b9_7f4a_7c15u64 ^ d;
        for _ in 0..200 {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            xs.push(s);
        }
        xs.into_iter().map(|x| x & mask).collect()
    }

    fn divisors(bits: u32) -> Vec<i64> {
        let mut ds: Vec<i64> = (2..=300).collect();
        ds.extend([
            641,
            1000,
            3600,
            10007,
            65535,
            65536,
            65537,
            86400,
            1_000_000,
            0x7fff_ffff,
        ]);
        for k in 2..bits {
            let p = 1i64.wrapping_shl(k);
            ds.extend([p.wrapping_sub(1), p.wrapping_add(1), p.wrapping_add(3)]);
        }
        if bits == 64 {
            ds.extend([
                1_000_000_007,
                10_000_000_000_000_000_000u64 as i64,
                i64::MAX,
                (1u64 << 63) as i64 + 1,
            ]);
        }
        let mask = u64::MAX >> (64 - bits);
        let mut all: Vec<i64> = ds.iter().flat_map(|&d| [d, -d]).collect();
        all.push(sign_extend(1 << (bits - 1), bits)); // the most negative
        all.into_iter()
            .map(|d| sign_extend(d as u64 & mask, bits))
            .filter(|&d| d != 0)
            .collect()
    }

    #[test]
    fn unsigned_plans_give_the_quotient_of_a_divide() {
        for bits in [32, 64] {
            let mask = u64::MAX >> (64 - bits);
            for d in divisors(bits) {
                let Some(p) = plan(bits, false, d) else {
                    continue;
                };
                let ud = d as u64 & mask;
                for x in dividends(bits, ud) {
                    assert_eq!(
                        p.eval(bits, x, ud),
                        x / ud,
                        "{bits}-bit {x} / {ud} by {p:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn signed_plans_give_the_quotient_of_a_divide() {
        for bits in [32, 64] {
            let mask = u64::MAX >> (64 - bits);
            for d in divisors(bits) {
                let Some(p) = plan(bits, true, d) else {
                    continue;
                };
                for x in dividends(bits, d.unsigned_abs()) {
                    let sx = sign_extend(x, bits);
                    let want = if bits == 32 {
                        i64::from((sx as i32).wrapping_div(d as i32))
                    } else {
                        sx.wrapping_div(d)
                    };
                    let got = sign_extend(p.eval(bits, x, d as u64 & mask), bits);
                    assert_eq!(got, want, "{bits}-bit {sx} / {d} by {p:?}");
                }
            }
        }
    }

    #[test]
    fn the_plans_are_gccs() {
        // gcc 12 -O0, x86-64: `x / 10` multiplies by 0x66666667 and shifts by 2; unsigned
        // `x % 7` by 0x24924925 with the add-and-halve step; `x / 65536` is shifts.
        let ten = Plan::SignedMultiply {
            m: 0x6666_6667,
            add: false,
            post: 2,
            negate: false,
        };
        assert_eq!(plan(32, true, 10), Some(ten));
        assert_eq!(
            plan(32, false, 7),
            Some(Plan::UnsignedMultiplyAdd {
                m: 0x2492_4925,
                post: 3
            })
        );
        assert_eq!(
            plan(32, true, 65536),
            Some(Plan::SignedShift {
                k: 16,
                negate: false
            })
        );
        assert_eq!(plan(32, true, -1), None);
        assert_eq!(plan(16, true, 10), None);
    }
}

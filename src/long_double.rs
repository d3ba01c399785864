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

/// The representation of `long double` on a target.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Format {
    X87,
    Binary128,
}

const EMAX: i64 = 16383;
const EMIN: i64 = -16382;
const BIAS: i64 = 16383;

impl Format {
    pub fn of_target(aarch64: bool) -> Format {
        if aarch64 {
            Format::Binary128
        } else {
            Format::X87
        }
    }

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
    let at = match fmt {
        Format::X87 => 9,
        Format::Binary128 => 15,
    };
    bytes[at] ^= 0x80;
    bytes
}

/// A nonnegative value `num / den * 2^exp2`, exactly.
struct Exact {
    num: BigUint,
    den: BigUint,
    exp2: i64,
}

impl Exact {
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

/// Round `x` to `fmt`'s precision (nearest, ties to even) and lay it out with sign `neg`.
fn encode(neg: bool, x: Exact, fmt: Format) -> [u8; 16] {
    let p = fmt.precision();
    if x.num == BigUint::default() {
        return layout(neg, 0, 0, fmt);
    }
    // floor(log2 x) is this or one more.
    let mut lg = x.num.bits() as i64 - x.den.bits() as i64 + x.exp2 - 1;
    if x.at_least_pow2(lg + 1) {
        lg += 1;
    }
    if lg > EMAX + 1 {
        return infinity(neg, fmt);
    }
    // The exponent of the last bit kept; subnormals keep fewer bits.
    let mut k = lg.max(EMIN) - (p - 1);
    let shift = x.exp2 - k;
    let (n, d) = match shift {
        s if s >= 0 => (&x.num << s as u64, x.den),
        s => (x.num, &x.den << (-s) as u64),
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
    let normal = q.bits() as i64 == p;
    if normal && k + p - 1 > EMAX {
        return infinity(neg, fmt);
    }
    let biased = if normal { k + p - 1 + BIAS } else { 0 };
    let digits = q.to_u64_digits();
    let q = u128::from(digits.first().copied().unwrap_or(0))
        | u128::from(digits.get(1).copied().unwrap_or(0)) << 64;
    layout(neg, biased as u16, q, fmt)
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
}

//! Decoding of literal tokens: integer and floating constants (6.4.4.1, 6.4.4.2),
//! character constants (6.4.4.4) and string literals (6.4.5).
//!
//! A constant's type is lexical (it follows from its digits and suffix), so the parser sets
//! it here; the sema stage only checks that the type is one it supports.

use crate::ast::{Expr, ExprKind};
use crate::diag::{Diagnostic, Span};
use crate::types::Type;

/// A preprocessing number: an integer constant or a floating constant.
pub fn number(text: &str, sp: Span) -> Result<Expr, Diagnostic> {
    let lower = text.to_ascii_lowercase();
    let hex = lower.starts_with("0x");
    let is_float = if hex {
        lower.contains('.') || lower.contains('p')
    } else {
        lower.contains('.') || lower.contains('e')
    };
    if is_float {
        floating(text, &lower, hex, sp)
    } else {
        integer(text, &lower, hex, sp)
    }
}

/// integer-constant = (decimal | octal | hexadecimal) integer-suffix?
///
/// The type is the first of the candidate list (6.4.4.1p5) that holds the value: decimal
/// constants without `u` only try signed types; octal and hex constants try the unsigned
/// type of each rank too. GNU C's binary constants (`0b101`) are typed as octal and hex ones.
fn integer(text: &str, lower: &str, hex: bool, sp: Span) -> Result<Expr, Diagnostic> {
    let binary = lower.starts_with("0b");
    let (radix, digits_start) = if hex {
        (16, 2)
    } else if binary {
        (2, 2)
    } else if lower.starts_with('0') {
        (8, 1)
    } else {
        (10, 0)
    };
    let body = &lower[digits_start..];
    let digits_end = body
        .find(|c: char| !c.is_ascii_hexdigit() || (radix != 16 && !c.is_ascii_digit()))
        .unwrap_or(body.len());
    let digits = &body[..digits_end];
    if (hex || binary) && digits.is_empty() {
        return Err(Diagnostic::error(
            sp,
            format!("invalid suffix \"{}\" on integer constant", &text[1..]),
        ));
    }
    if radix == 8 || radix == 2 {
        let (max, what) = if radix == 8 {
            ('7', "octal")
        } else {
            ('1', "binary")
        };
        if let Some(bad) = digits.chars().find(|c| *c > max) {
            return Err(Diagnostic::error(
                sp,
                format!("invalid digit \"{bad}\" in {what} constant"),
            ));
        }
    }
    let suffix = &text[digits_start + digits_end..];
    let Some((unsigned, longs)) = integer_suffix(suffix) else {
        return Err(Diagnostic::error(
            sp,
            format!("invalid suffix \"{suffix}\" on integer constant"),
        ));
    };
    let value = if digits.is_empty() {
        Some(0)
    } else {
        u64::from_str_radix(digits, radix).ok()
    };
    let Some(value) = value else {
        return Err(Diagnostic::error(
            sp,
            "integer constant is too large for its type",
        ));
    };
    let ty = integer_constant_type(value, unsigned, longs, radix == 10);
    Ok(Expr {
        kind: ExprKind::IntLit(value),
        span: sp,
        ty: Some(ty),
    })
}

/// integer-suffix = unsigned-suffix long-suffix? | long-suffix unsigned-suffix?, where a
/// `long long` suffix is `ll` or `LL`, never `lL` (6.4.4.1): whether it says unsigned, and
/// how many `long`s.
fn integer_suffix(suffix: &str) -> Option<(bool, u8)> {
    let (unsigned, longs) = match suffix.strip_prefix(['u', 'U']) {
        Some(rest) => (true, rest),
        None => match suffix.strip_suffix(['u', 'U']) {
            Some(rest) => (true, rest),
            None => (false, suffix),
        },
    };
    match longs {
        "" => Some((unsigned, 0)),
        "l" | "L" => Some((unsigned, 1)),
        "ll" | "LL" => Some((unsigned, 2)),
        _ => None,
    }
}

fn integer_constant_type(value: u64, unsigned: bool, longs: u8, decimal: bool) -> Type {
    let fits_int = value <= i32::MAX as u64;
    let fits_uint = value <= u32::MAX as u64;
    let fits_long = value <= i64::MAX as u64;
    // `long long` is as wide as `long`: a constant that fits neither is unsigned.
    let long = match longs {
        2 => Type::LONG_LONG,
        _ => Type::LONG,
    };
    match (unsigned, longs) {
        (false, 0) if fits_int => Type::INT,
        (false, 0) if fits_uint && !decimal => Type::UINT,
        (true, 0) if fits_uint => Type::UINT,
        (false, _) if fits_long => long,
        // Too big for long: gcc makes it unsigned ("so large that it is unsigned").
        _ => long.with_signedness(false),
    }
}

/// floating-constant = (decimal | hexadecimal) floating-suffix?
fn floating(text: &str, lower: &str, hex: bool, sp: Span) -> Result<Expr, Diagnostic> {
    let number = float_number_len(lower, hex).map_err(|msg| Diagnostic::error(sp, msg))?;
    let (body, suffix) = lower.split_at(number);
    let ty = match suffix {
        "" => Type::DOUBLE,
        "f" => Type::FLOAT,
        "l" => Type::LONG_DOUBLE,
        _ => {
            let suffix = &text[number..];
            return Err(Diagnostic::error(
                sp,
                format!("invalid suffix \"{suffix}\" on floating constant"),
            ));
        }
    };
    let value = if hex {
        hex_float(&body[2..])
    } else {
        body.parse::<f64>().ok()
    };
    let Some(value) = value else {
        return Err(Diagnostic::error(
            sp,
            format!("invalid floating constant \"{text}\""),
        ));
    };
    let value = if ty == Type::FLOAT {
        value as f32 as f64
    } else {
        value
    };
    Ok(Expr {
        kind: ExprKind::FloatLit(value),
        span: sp,
        ty: Some(ty),
    })
}

/// The length of the number in a floating constant (lower-cased), before its suffix:
/// digits with a `.`, then an exponent (`e` for decimal, `p` for hexadecimal, where it is
/// required), with gcc's messages for a missing exponent or exponent digits.
fn float_number_len(lower: &str, hex: bool) -> Result<usize, &'static str> {
    let digit = |c: u8| {
        if hex {
            c.is_ascii_hexdigit()
        } else {
            c.is_ascii_digit()
        }
    };
    let bytes = lower.as_bytes();
    let mut i = if hex { 2 } else { 0 };
    while i < bytes.len() && (digit(bytes[i]) || bytes[i] == b'.') {
        i += 1;
    }
    let marker = if hex { b'p' } else { b'e' };
    if bytes.get(i) != Some(&marker) {
        return match hex {
            true => Err("hexadecimal floating constants require an exponent"),
            false => Ok(i),
        };
    }
    i += 1;
    if matches!(bytes.get(i), Some(b'+' | b'-')) {
        i += 1;
    }
    let exponent_start = i;
    while i < bytes.len() && bytes[i].is_ascii_digit() {
        i += 1;
    }
    match i == exponent_start {
        true => Err("exponent has no digits"),
        false => Ok(i),
    }
}

/// `h.hhhp±d`: the mantissa in hex, the binary exponent in decimal.
fn hex_float(s: &str) -> Option<f64> {
    let (mantissa, exp) = s.split_once('p')?;
    let exp: i32 = exp.parse().ok()?;
    let (int_part, frac_part) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let mut value = 0f64;
    for c in int_part.chars() {
        value = value * 16.0 + c.to_digit(16)? as f64;
    }
    let mut scale = 1.0 / 16.0;
    for c in frac_part.chars() {
        value += c.to_digit(16)? as f64 * scale;
        scale /= 16.0;
    }
    Some(value * 2f64.powi(exp))
}

/// character-constant = "'" c-char-sequence "'". The value is computed later by sema
/// (whether plain `char` is signed depends on the target).
pub fn character(text: &str, sp: Span) -> Result<Expr, Diagnostic> {
    if !text.starts_with('\'') {
        return Err(Diagnostic::error(
            sp,
            "wide character constants are not supported yet",
        ));
    }
    let bytes = unescape(&text[1..text.len() - 1], sp)?;
    if bytes.len() > 4 {
        return Err(Diagnostic::error(
            sp,
            "character constant too long for its type",
        ));
    }
    Ok(Expr {
        kind: ExprKind::CharLit(bytes),
        span: sp,
        ty: Some(Type::INT),
    })
}

/// string-literal = encoding-prefix? '"' s-char-sequence? '"'; the bytes without the
/// terminating NUL. A `u8` literal is a plain one spelled in UTF-8 (6.4.5p6), which plain
/// literals already are here, as in gcc; the wide prefixes `L`, `u` and `U` are not supported.
pub fn string(text: &str, sp: Span) -> Result<Vec<u8>, Diagnostic> {
    let text = text.strip_prefix("u8").unwrap_or(text);
    if !text.starts_with('"') {
        return Err(Diagnostic::error(
            sp,
            "wide string literals are not supported yet",
        ));
    }
    unescape(&text[1..text.len() - 1], sp)
}

/// Decode C escape sequences (simple, octal `\ooo`, hex `\xhh`, and universal character
/// names `\uXXXX`/`\UXXXXXXXX` in UTF-8) into bytes.
fn unescape(s: &str, sp: Span) -> Result<Vec<u8>, Diagnostic> {
    let mut out = Vec::new();
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            let mut buf = [0u8; 4];
            out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
            continue;
        }
        let Some(e) = chars.next() else { break };
        let byte = match e {
            'n' => b'\n',
            't' => b'\t',
            'r' => b'\r',
            'a' => 0x07,
            'b' => 0x08,
            'f' => 0x0c,
            'v' => 0x0b,
            'e' | 'E' => 0x1b,
            '\\' | '\'' | '"' | '?' => e as u8,
            '0'..='7' => {
                let mut v = e.to_digit(8).unwrap();
                for _ in 0..2 {
                    match chars.peek().and_then(|c| c.to_digit(8)) {
                        Some(d) => {
                            v = v * 8 + d;
                            chars.next();
                        }
                        None => break,
                    }
                }
                if v > 0xff {
                    return Err(Diagnostic::error(sp, "octal escape sequence out of range"));
                }
                v as u8
            }
            'x' => {
                let mut v: u32 = 0;
                let mut n = 0;
                while let Some(d) = chars.peek().and_then(|c| c.to_digit(16)) {
                    v = v.saturating_mul(16).saturating_add(d);
                    n += 1;
                    chars.next();
                }
                if n == 0 {
                    return Err(Diagnostic::error(
                        sp,
                        "\\x used with no following hex digits",
                    ));
                }
                if v > 0xff {
                    return Err(Diagnostic::error(sp, "hex escape sequence out of range"));
                }
                v as u8
            }
            'u' | 'U' => {
                let c = universal_character(e, &mut chars, sp)?;
                let mut buf = [0u8; 4];
                out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
                continue;
            }
            other => {
                return Err(Diagnostic::error(
                    sp,
                    format!("unknown escape sequence: '\\{other}'"),
                ))
            }
        };
        out.push(byte);
    }
    Ok(out)
}

/// The character of a universal character name after its `\u` (4 hex digits) or `\U` (8).
/// C11 6.4.3p2 excludes surrogates and, below U+00A0, everything but `$`, `@` and `` ` ``.
fn universal_character(
    kind: char,
    chars: &mut std::iter::Peekable<std::str::Chars>,
    sp: Span,
) -> Result<char, Diagnostic> {
    let len = if kind == 'u' { 4 } else { 8 };
    let mut digits = String::new();
    while digits.len() < len {
        match chars.peek() {
            Some(d) if d.is_ascii_hexdigit() => digits.push(*d),
            _ => break,
        }
        chars.next();
    }
    let name = format!("\\{kind}{digits}");
    if digits.len() < len {
        return Err(Diagnostic::error(
            sp,
            format!("incomplete universal character name {name}"),
        ));
    }
    let value = u32::from_str_radix(&digits, 16).unwrap_or(u32::MAX);
    match char::from_u32(value) {
        Some(c) if value >= 0xa0 || matches!(c, '$' | '@' | '`') => Ok(c),
        _ => Err(Diagnostic::error(
            sp,
            format!("{name} is not a valid universal character"),
        )),
    }
}

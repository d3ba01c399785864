//! Decoding of literal tokens: integer and floating constants (6.4.4.1, 6.4.4.2),
//! character constants (6.4.4.4) and string literals (6.4.5).
//!
//! A constant's type is lexical (it follows from its digits and suffix), so the parser sets
//! it here; the sema stage only checks that the type is one it supports.

use crate::ast::{Encoding, Expr, ExprKind};
use crate::diag::{Diagnostic, Span};
use crate::types::{FloatN, Type};

/// A preprocessing number: an integer constant or a floating constant.
pub fn number(text: &str, sp: Span) -> Result<Expr, Diagnostic> {
    if let Some((value, ty)) = plain_decimal(text) {
        return Ok(Expr {
            kind: ExprKind::IntLit(value),
            span: sp,
            ty: Some(ty),
        });
    }
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
    if suffix.contains(['i', 'j', 'I', 'J'])
        && integer_suffix(&suffix.replacen(['i', 'j', 'I', 'J'], "", 1)).is_some()
    {
        return Err(Diagnostic::error(
            sp,
            format!("imaginary constant of integer type '{text}' is not supported yet"),
        ));
    }
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

/// A decimal integer constant without a suffix (`12345`, or `0`), the common case of a
/// table's numbers and of code, decoded without the general path's allocation: its value
/// and type; `None` for any other number.
pub fn plain_decimal(text: &str) -> Option<(u64, Type)> {
    let octal = text.len() > 1 && text.starts_with('0');
    let plain = text.bytes().all(|b| b.is_ascii_digit()) && !octal;
    let value = text.parse::<u64>().ok().filter(|_| plain)?;
    Some((value, integer_constant_type(value, false, 0, true)))
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
    // GNU C's imaginary constants: an `i` or `j` before or after the other suffix.
    let real_suffix = suffix.replacen(['i', 'j'], "", 1);
    if real_suffix.len() < suffix.len() && !real_suffix.contains(['i', 'j']) {
        let mut real_text = text[..number].to_string();
        real_text.push_str(&real_suffix);
        return imaginary(floating(
            &real_text,
            &real_text.to_ascii_lowercase(),
            hex,
            sp,
        )?);
    }
    let ty = match suffix {
        "" => Type::DOUBLE,
        "f" => Type::FLOAT,
        "l" => Type::LONG_DOUBLE,
        // gcc's suffixes of TS 18661-3's types (see `types::FloatN`); sema refuses
        // x86-64's `_Float128` values.
        "f32" => Type::float_n(FloatN::F32),
        "f64" => Type::float_n(FloatN::F64),
        "f32x" => Type::float_n(FloatN::F32x),
        "f64x" => Type::float_n(FloatN::F64x),
        "f128" => Type::float_n(FloatN::F128),
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
    let value = if matches!(ty, Type::Float { size: 4, .. }) {
        value as f32 as f64
    } else {
        value
    };
    let kind = match ty {
        Type::Float { size: 16, .. } => ExprKind::LongFloatLit(value, body.into()),
        _ => ExprKind::FloatLit(value),
    };
    Ok(Expr {
        kind,
        span: sp,
        ty: Some(ty),
    })
}

/// The imaginary constant `value` times `i`: `__builtin_complex(0, value)`, as gcc folds it.
fn imaginary(value: Expr) -> Result<Expr, Diagnostic> {
    let sp = value.span;
    let ty = value.ty.clone().unwrap_or(Type::DOUBLE);
    let zero = match &ty {
        Type::Float { size: 16, .. } => ExprKind::LongFloatLit(0.0, "0".into()),
        _ => ExprKind::FloatLit(0.0),
    };
    let zero = Expr {
        kind: zero,
        span: sp,
        ty: Some(ty),
    };
    let callee = Expr::new(ExprKind::Ident("__builtin_complex".into(), None), sp);
    Ok(Expr::new(
        ExprKind::Call(Box::new(callee), vec![zero, value]),
        sp,
    ))
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

/// character-constant = encoding-prefix? "'" c-char-sequence "'". A plain one's value is
/// computed later by sema (whether plain `char` is signed depends on the target), and so is
/// a wide one's type; a `u8` one (C23) is an `unsigned char`.
pub fn character(text: &str, sp: Span) -> Result<Expr, Diagnostic> {
    let (prefix, body) = split_prefix(text, '\'');
    if body.is_empty() {
        return Err(Diagnostic::error(sp, "empty character constant"));
    }
    if let Some(enc) = Encoding::of_prefix(prefix) {
        let units = wide_units(body, enc, sp)?;
        return Ok(Expr::new(ExprKind::WideCharLit(enc, units), sp));
    }
    let bytes = unescape(body, sp)?;
    if prefix == "u8" {
        // gcc 12's error for more than one byte (`u8'ab'`, `u8'\u00e9'`).
        let [b] = bytes[..] else {
            return Err(Diagnostic::error(
                sp,
                "character constant too long for its type",
            ));
        };
        let uchar = Type::int(1, false);
        return Ok(Expr {
            kind: ExprKind::IntLit(u64::from(b)),
            span: sp,
            ty: Some(uchar),
        });
    }
    Ok(Expr {
        kind: ExprKind::CharLit(bytes),
        span: sp,
        ty: Some(Type::INT),
    })
}

/// A literal's encoding prefix (`""`, `"u8"`, `"L"`, `"u"`, `"U"`) and the text between
/// its quotes.
fn split_prefix(text: &str, quote: char) -> (&str, &str) {
    let open = text.find(quote).unwrap_or(0);
    (&text[..open], &text[open + 1..text.len() - 1])
}

/// Adjacent string literals joined (6.4.5p5), from their tokens: plain ones with anything;
/// wide ones only with wide ones of the same prefix (gcc refuses the rest, and `u8` with a
/// wide one). A plain piece of a wide literal is read as wide (`L"a" "\xe9"` holds the unit
/// 0xE9), as in gcc.
pub fn join_strings(tokens: &[(&str, Span)]) -> Result<ExprKind, Diagnostic> {
    let Some(enc) = common_encoding(tokens)? else {
        let mut bytes = Vec::new();
        for (text, sp) in tokens {
            bytes.extend(unescape(split_prefix(text, '"').1, *sp)?);
        }
        return Ok(ExprKind::StringLit(bytes, None));
    };
    let mut units = Vec::new();
    for (text, sp) in tokens {
        units.extend(wide_units(split_prefix(text, '"').1, enc, *sp)?);
    }
    Ok(ExprKind::WideStringLit(enc, units, None))
}

/// The encoding of a wide literal made of `tokens`, `None` for a narrow one; an error for
/// a concatenation gcc refuses.
fn common_encoding(tokens: &[(&str, Span)]) -> Result<Option<Encoding>, Diagnostic> {
    let mut wide: Option<Encoding> = None;
    let mut utf8 = false;
    for (text, sp) in tokens {
        let prefix = split_prefix(text, '"').0;
        utf8 |= prefix == "u8";
        if let Some(enc) = Encoding::of_prefix(prefix) {
            if wide.is_some_and(|w| w != enc) {
                return Err(unsupported_concatenation(*sp));
            }
            wide = Some(enc);
        }
        if utf8 && wide.is_some() {
            return Err(unsupported_concatenation(*sp));
        }
    }
    Ok(wide)
}

fn unsupported_concatenation(sp: Span) -> Diagnostic {
    Diagnostic::error(
        sp,
        "unsupported non-standard concatenation of string literals",
    )
}

/// What a wide literal's text denotes: characters (source text and universal character
/// names), encoded in the literal's encoding, and code units given by octal and hex
/// escapes, taken as they are.
enum WideItem {
    Char(char),
    Unit(u32),
}

/// The code units of a wide literal's contents in encoding `enc`.
fn wide_units(s: &str, enc: Encoding, sp: Span) -> Result<Vec<u32>, Diagnostic> {
    // Bytes of the source that are not UTF-8 have no character to convert, as in gcc.
    let Some(s) = crate::source_bytes::as_utf8(s) else {
        return Err(Diagnostic::error(
            sp,
            "converting to execution character set: Invalid or incomplete multibyte or wide character",
        ));
    };
    let mut items = Vec::new();
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            items.push(WideItem::Char(c));
            continue;
        }
        let Some(e) = chars.next() else { break };
        let item = match e {
            '0'..='7' => {
                let mut v = e.to_digit(8).unwrap_or(0);
                for _ in 0..2 {
                    match chars.peek().and_then(|c| c.to_digit(8)) {
                        Some(d) => {
                            v = v * 8 + d;
                            chars.next();
                        }
                        None => break,
                    }
                }
                WideItem::Unit(v)
            }
            'x' => {
                let mut v: u64 = 0;
                let mut n = 0;
                while let Some(d) = chars.peek().and_then(|c| c.to_digit(16)) {
                    v = v.saturating_mul(16).saturating_add(u64::from(d));
                    n += 1;
                    chars.next();
                }
                if n == 0 {
                    return Err(Diagnostic::error(
                        sp,
                        "\\x used with no following hex digits",
                    ));
                }
                if v > u64::from(enc.max_unit()) {
                    return Err(Diagnostic::error(sp, "hex escape sequence out of range"));
                }
                WideItem::Unit(v as u32)
            }
            'u' | 'U' => WideItem::Char(universal_character(e, &mut chars, sp)?),
            // An unknown escape stands for its character, as in gcc (the preprocessor warns).
            simple => match simple_escape(simple) {
                Some(b) => WideItem::Unit(u32::from(b)),
                None => WideItem::Char(simple),
            },
        };
        items.push(item);
    }
    encode_units(&items, enc, sp)
}

/// Characters in UTF-32 (`L`, `U`) or UTF-16 (`u`: surrogate pairs above U+FFFF).
fn encode_units(items: &[WideItem], enc: Encoding, _sp: Span) -> Result<Vec<u32>, Diagnostic> {
    let mut units = Vec::with_capacity(items.len());
    for item in items {
        match (item, enc) {
            (WideItem::Unit(u), _) => units.push(*u),
            (WideItem::Char(c), Encoding::Utf16) => {
                let mut buf = [0u16; 2];
                units.extend(c.encode_utf16(&mut buf).iter().map(|&u| u32::from(u)));
            }
            (WideItem::Char(c), _) => units.push(u32::from(*c)),
        }
    }
    Ok(units)
}

/// The byte a simple escape sequence (`\\n`, `\\t`, `\\'`...) stands for.
fn simple_escape(e: char) -> Option<u8> {
    Some(match e {
        'n' => b'\n',
        't' => b'\t',
        'r' => b'\r',
        'a' => 0x07,
        'b' => 0x08,
        'f' => 0x0c,
        'v' => 0x0b,
        'e' | 'E' => 0x1b,
        '\\' | '\'' | '"' | '?' => e as u8,
        _ => return None,
    })
}

/// Decode C escape sequences (simple, octal `\ooo`, hex `\xhh`, and universal character
/// names `\uXXXX`/`\UXXXXXXXX` in UTF-8) into bytes.
fn unescape(s: &str, sp: Span) -> Result<Vec<u8>, Diagnostic> {
    let mut out = Vec::new();
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            // A byte of the source that is not UTF-8 is itself (`source_bytes`).
            crate::source_bytes::push_char(&mut out, c);
            continue;
        }
        let Some(e) = chars.next() else { break };
        let byte = match e {
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
            // An unknown escape stands for its character, as in gcc (the preprocessor warns).
            other => match simple_escape(other) {
                Some(b) => b,
                None => {
                    crate::source_bytes::push_char(&mut out, other);
                    continue;
                }
            },
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

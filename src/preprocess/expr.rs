//! `#if` expressions (C11 6.10.1): integer constant expressions evaluated in `intmax_t` or
//! `uintmax_t`, after macro expansion, with `defined` answered from the macro table and every
//! remaining identifier read as 0.
//!
//! A recursive-descent parser, one function per precedence level of C's grammar, evaluating
//! as it parses. `eval` is false inside the untaken arm of `&&`, `||` and `?:`, where C says
//! a division by zero is not an error.

use super::lexer::{canonical_punct, Token, TokenKind};

/// A value and whether it has type `uintmax_t`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Value {
    pub bits: u64,
    pub unsigned: bool,
}

impl Value {
    fn signed(v: i64) -> Value {
        Value {
            bits: v as u64,
            unsigned: false,
        }
    }

    fn truth(b: bool) -> Value {
        Value::signed(b as i64)
    }

    fn is_true(self) -> bool {
        self.bits != 0
    }
}

/// An error with the token it is about (index into the expression's tokens, if any).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExprError {
    pub at: Option<usize>,
    pub message: String,
}

/// Evaluate an expanded `#if` line. `is_defined` answers `defined X`; `char_unsigned` is
/// the target's plain-char signedness, for character constants.
pub fn evaluate(
    tokens: &[Token],
    is_defined: &dyn Fn(&str) -> bool,
    char_unsigned: bool,
) -> Result<Value, ExprError> {
    if tokens.is_empty() {
        return Err(ExprError {
            at: None,
            message: "#if with no expression".into(),
        });
    }
    let mut p = Parser {
        toks: tokens,
        pos: 0,
        is_defined,
        char_unsigned,
        depth: 0,
    };
    let v = p.comma(true)?;
    if p.pos < tokens.len() {
        return Err(p.error_here(format!(
            "missing binary operator before token \"{}\"",
            tokens[p.pos].text
        )));
    }
    Ok(v)
}

struct Parser<'a> {
    toks: &'a [Token],
    pos: usize,
    is_defined: &'a dyn Fn(&str) -> bool,
    char_unsigned: bool,
    depth: usize,
}

/// Nesting (parentheses, unary operators, `?:`) beyond this is an error, not a stack overflow.
const MAX_NESTING: usize = 4096;

type Res = Result<Value, ExprError>;

impl Parser<'_> {
    fn error_here(&self, message: String) -> ExprError {
        ExprError {
            at: Some(self.pos.min(self.toks.len().saturating_sub(1))),
            message,
        }
    }

    fn peek_is(&self, p: &str) -> bool {
        self.toks.get(self.pos).is_some_and(|t| t.is(p))
    }

    fn accept(&mut self, p: &str) -> bool {
        let yes = self.peek_is(p);
        if yes {
            self.pos += 1;
        }
        yes
    }

    fn expect(&mut self, p: &str) -> Result<(), ExprError> {
        if self.accept(p) {
            return Ok(());
        }
        let message = match self.toks.get(self.pos) {
            Some(t) => format!("expected '{p}' in expression before \"{}\"", t.text),
            None => format!("expected '{p}' in expression"),
        };
        Err(self.error_here(message))
    }

    // comma = cond ("," cond)*
    fn comma(&mut self, eval: bool) -> Res {
        let mut v = self.cond(eval)?;
        while self.accept(",") {
            v = self.cond(eval)?;
        }
        Ok(v)
    }

    /// Run `f` one nesting level deeper.
    fn nested(&mut self, f: impl FnOnce(&mut Self) -> Res) -> Res {
        if self.depth >= MAX_NESTING {
            return Err(self.error_here("#if expression nested too deeply".into()));
        }
        self.depth += 1;
        let r = f(self);
        self.depth -= 1;
        r
    }

    // cond = lor ("?" comma ":" cond)?
    fn cond(&mut self, eval: bool) -> Res {
        self.nested(|p| p.cond_level(eval))
    }

    fn cond_level(&mut self, eval: bool) -> Res {
        let c = self.binary(0, eval)?;
        if !self.accept("?") {
            return Ok(c);
        }
        let a = self.comma(eval && c.is_true())?;
        self.expect(":")?;
        let b = self.cond(eval && !c.is_true())?;
        let unsigned = a.unsigned || b.unsigned;
        let pick = if c.is_true() { a } else { b };
        Ok(Value {
            bits: pick.bits,
            unsigned,
        })
    }

    /// Binary operators by precedence climbing: parse operators binding at least as tightly
    /// as `min_level` (0 is `||`, 9 is `* / %`), one frame per operator rather than per level.
    fn binary(&mut self, min_level: usize, eval: bool) -> Res {
        let mut lhs = self.unary(eval)?;
        loop {
            let Some((op, level)) = self.toks.get(self.pos).and_then(binary_operator) else {
                return Ok(lhs);
            };
            if level < min_level {
                return Ok(lhs);
            }
            let op_at = self.pos;
            self.pos += 1;
            let rhs_eval = match op {
                "||" => eval && !lhs.is_true(),
                "&&" => eval && lhs.is_true(),
                _ => eval,
            };
            let rhs = self.binary(level + 1, rhs_eval)?;
            lhs = apply(op, lhs, rhs, eval).map_err(|message| ExprError {
                at: Some(op_at),
                message,
            })?;
        }
    }

    // unary = ("+" | "-" | "~" | "!") unary | primary
    fn unary(&mut self, eval: bool) -> Res {
        let op = match self.toks.get(self.pos) {
            Some(t) if t.kind == TokenKind::Punct => match &*t.text {
                op @ ("+" | "-" | "~" | "!") => Some(op),
                _ => None,
            },
            _ => None,
        };
        let Some(op) = op else {
            return self.primary(eval);
        };
        self.pos += 1;
        let v = self.nested(|p| p.unary(eval))?;
        Ok(match op {
            "+" => v,
            "-" => Value {
                bits: v.bits.wrapping_neg(),
                unsigned: v.unsigned,
            },
            "~" => Value {
                bits: !v.bits,
                unsigned: v.unsigned,
            },
            _ => Value::truth(!v.is_true()),
        })
    }

    // primary = number | char | "defined" ident | "defined" "(" ident ")" | ident | "(" comma ")"
    fn primary(&mut self, eval: bool) -> Res {
        if let Some(e) = self.missing_operand() {
            return Err(e);
        }
        let Some(t) = self.toks.get(self.pos) else {
            return Err(self.error_here("#if with no expression".into()));
        };
        self.pos += 1;
        match t.kind {
            TokenKind::Number => parse_integer(&t.text).map_err(|m| self.error_at_prev(m)),
            TokenKind::Char => {
                char_value(&t.text, self.char_unsigned).map_err(|m| self.error_at_prev(m))
            }
            TokenKind::Ident if &*t.text == "defined" => self.defined(),
            TokenKind::Ident => Ok(Value::signed(0)),
            TokenKind::Punct if &*t.text == "(" => {
                let v = self.comma(eval)?;
                self.expect(")")?;
                Ok(v)
            }
            _ => Err(self.error_at_prev(format!(
                "token \"{}\" is not valid in preprocessor expressions",
                t.text
            ))),
        }
    }

    /// Where an operand is due but the line ends or an operator stands, gcc's diagnostic:
    /// the operator before lacks its right operand (`#if X // c` in strict C90 is
    /// `X / / c`), or the one here its left operand.
    fn missing_operand(&self) -> Option<ExprError> {
        let is_operator = |t: &Token| {
            t.kind == TokenKind::Punct
                && (binary_operator(t).is_some()
                    || matches!(
                        canonical_punct(&t.text),
                        "+" | "-" | "~" | "!" | "?" | ":" | ","
                    ))
        };
        let here = self.toks.get(self.pos);
        let before = self.pos.checked_sub(1).map(|i| &self.toks[i]);
        let open = before.is_some_and(|t| t.is("("));
        let error = |at, message| {
            Some(ExprError {
                at: Some(at),
                message,
            })
        };
        match here {
            Some(t) if open && t.is(")") => {
                error(self.pos, "missing expression between '(' and ')'".into())
            }
            Some(t) if !is_operator(t) => None,
            None if open => error(self.pos - 1, "missing ')' in expression".into()),
            _ => match before {
                Some(op) if is_operator(op) => error(
                    self.pos,
                    format!("operator '{}' has no right operand", op.text),
                ),
                None | Some(_) if open || before.is_none() => {
                    let op = here?;
                    error(
                        self.pos,
                        format!("operator '{}' has no left operand", op.text),
                    )
                }
                _ => None,
            },
        }
    }

    fn error_at_prev(&self, message: String) -> ExprError {
        ExprError {
            at: Some(self.pos - 1),
            message,
        }
    }

    fn defined(&mut self) -> Res {
        let paren = self.accept("(");
        let name = match self.toks.get(self.pos) {
            Some(t) if t.kind == TokenKind::Ident => t.text.clone(),
            _ => return Err(self.error_here("operator \"defined\" requires an identifier".into())),
        };
        self.pos += 1;
        if paren {
            self.expect(")")?;
        }
        Ok(Value::truth((self.is_defined)(&name)))
    }
}

/// A binary operator token and its precedence level (0 binds loosest).
fn binary_operator(t: &Token) -> Option<(&'static str, usize)> {
    if t.kind != TokenKind::Punct {
        return None;
    }
    Some(match canonical_punct(&t.text) {
        "||" => ("||", 0),
        "&&" => ("&&", 1),
        "|" => ("|", 2),
        "^" => ("^", 3),
        "&" => ("&", 4),
        "==" => ("==", 5),
        "!=" => ("!=", 5),
        "<" => ("<", 6),
        ">" => (">", 6),
        "<=" => ("<=", 6),
        ">=" => (">=", 6),
        "<<" => ("<<", 7),
        ">>" => (">>", 7),
        "+" => ("+", 8),
        "-" => ("-", 8),
        "*" => ("*", 9),
        "/" => ("/", 9),
        "%" => ("%", 9),
        _ => return None,
    })
}

/// A binary operator after the usual arithmetic conversions (unsigned wins).
fn apply(op: &str, l: Value, r: Value, eval: bool) -> Result<Value, String> {
    let unsigned = l.unsigned || r.unsigned;
    let (a, b) = (l.bits, r.bits);
    let (sa, sb) = (a as i64, b as i64);
    let arith = |bits: u64| Value { bits, unsigned };
    Ok(match op {
        "||" => Value::truth(l.is_true() || r.is_true()),
        "&&" => Value::truth(l.is_true() && r.is_true()),
        "|" => arith(a | b),
        "^" => arith(a ^ b),
        "&" => arith(a & b),
        "==" => Value::truth(a == b),
        "!=" => Value::truth(a != b),
        "<" => Value::truth(if unsigned { a < b } else { sa < sb }),
        ">" => Value::truth(if unsigned { a > b } else { sa > sb }),
        "<=" => Value::truth(if unsigned { a <= b } else { sa <= sb }),
        ">=" => Value::truth(if unsigned { a >= b } else { sa >= sb }),
        "<<" => shift(l, r, true),
        ">>" => shift(l, r, false),
        "+" => arith(a.wrapping_add(b)),
        "-" => arith(a.wrapping_sub(b)),
        "*" => arith(a.wrapping_mul(b)),
        "/" | "%" if b == 0 => {
            if eval {
                return Err("division by zero in #if".into());
            }
            arith(0)
        }
        "/" if unsigned => arith(a / b),
        "/" => arith(sa.wrapping_div(sb) as u64),
        "%" if unsigned => arith(a % b),
        _ => arith(sa.wrapping_rem(sb) as u64),
    })
}

/// Shifts take the type of the left operand; a negative count shifts the other way and a
/// count past the width gives 0 (or the sign), as gcc's preprocessor does.
fn shift(l: Value, r: Value, left: bool) -> Value {
    let count = r.bits as i64;
    let (left, count) = if !r.unsigned && count < 0 {
        (!left, count.unsigned_abs())
    } else {
        (left, r.bits)
    };
    let bits = if left {
        if count >= 64 {
            0
        } else {
            l.bits << count
        }
    } else if l.unsigned {
        if count >= 64 {
            0
        } else {
            l.bits >> count
        }
    } else {
        ((l.bits as i64) >> count.min(63)) as u64
    };
    Value {
        bits,
        unsigned: l.unsigned,
    }
}

/// An integer constant (C11 6.4.4.1): decimal, octal, hex or binary, with `u`/`l` suffixes.
pub fn parse_integer(text: &str) -> Result<Value, String> {
    // Read in place, in either case (no lowered copy: this runs for every number of every
    // `#if` line).
    let digits_end = text.trim_end_matches(['u', 'U', 'l', 'L']).len();
    let (body, suffix) = text.split_at(digits_end);
    let suffixes = ["", "u", "l", "ul", "lu", "ll", "ull", "llu"];
    if !suffixes.iter().any(|s| s.eq_ignore_ascii_case(suffix)) {
        return Err(format!("invalid suffix \"{suffix}\" on integer constant"));
    }
    let prefixed = |p: &str| {
        body.get(..2)
            .filter(|b| b.eq_ignore_ascii_case(p))
            .map(|_| &body[2..])
    };
    let (radix, digits) = if let Some(h) = prefixed("0x") {
        (16, h)
    } else if let Some(b) = prefixed("0b") {
        (2, b)
    } else if body.len() > 1 && body.starts_with('0') {
        (8, &body[1..])
    } else {
        (10, body)
    };
    let floating = if radix == 16 {
        body.contains(['.', 'p', 'P'])
    } else {
        body.contains(['.', 'e', 'E', 'p', 'P'])
    };
    if floating {
        return Err("floating constant in preprocessor expression".into());
    }
    if digits.is_empty() {
        return Err(format!("invalid integer constant \"{text}\""));
    }
    let mut v: u64 = 0;
    for c in digits.chars() {
        let d = c.to_digit(radix).ok_or_else(|| match radix {
            8 if c.is_ascii_digit() => format!("invalid digit \"{c}\" in octal constant"),
            _ => format!(
                "invalid suffix \"{}\" on integer constant",
                &digits[digits.find(c).unwrap_or(0)..]
            ),
        })?;
        v = v
            .checked_mul(radix as u64)
            .and_then(|v| v.checked_add(d as u64))
            .ok_or("integer constant is too large for its type")?;
    }
    Ok(Value {
        bits: v,
        unsigned: suffix.contains(['u', 'U']) || v > i64::MAX as u64,
    })
}

/// The value of a character constant (C11 6.4.4.4), with plain `char` signed or unsigned
/// as on the target.
pub fn char_value(text: &str, char_unsigned: bool) -> Result<Value, String> {
    let prefix_len = text.find('\'').unwrap_or(0);
    let prefix = &text[..prefix_len];
    let body = &text[prefix_len + 1..text.len().saturating_sub(1)];
    let units = char_units(body, prefix.is_empty())?;
    if units.is_empty() {
        return Err("empty character constant".into());
    }
    let v = match prefix {
        "" if units.len() == 1 => {
            let b = units[0] as u8;
            if char_unsigned {
                b as i64
            } else {
                b as i8 as i64
            }
        }
        "" => units.iter().fold(0i64, |acc, &u| {
            ((acc << 8) | (u as i64 & 0xff)) as i32 as i64
        }),
        "u" => (units[units.len() - 1] & 0xffff) as i64,
        "L" => {
            let u = units[units.len() - 1] as u32;
            // wchar_t is int on x86-64 and unsigned int on aarch64: same signedness as char.
            if char_unsigned {
                u as i64
            } else {
                u as i32 as i64
            }
        }
        _ => units[units.len() - 1] as u32 as i64,
    };
    // As in gcc, a constant whose type is unsigned (plain `char` and `wchar_t` where the
    // target makes them unsigned, and always `char16_t`, `char32_t` and `u8`'s `unsigned
    // char`) is evaluated in `uintmax_t`, so `'\0' - 1 < 0` is false on aarch64.
    let unsigned = match prefix {
        "" | "L" => char_unsigned,
        _ => true,
    };
    Ok(Value {
        bits: v as u64,
        unsigned,
    })
}

/// The code units of a literal body: bytes for plain chars, code points otherwise.
fn char_units(body: &str, bytes: bool) -> Result<Vec<u64>, String> {
    // A wide constant's characters are the source's bytes read as UTF-8 (`source_bytes`).
    let body = match bytes {
        true => std::borrow::Cow::Borrowed(body),
        false => crate::source_bytes::as_utf8(body).ok_or(
            "converting to execution character set: Invalid or incomplete multibyte or wide character",
        )?,
    };
    let mut out = Vec::new();
    let mut chars = body.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            if bytes {
                let mut buf = Vec::with_capacity(4);
                crate::source_bytes::push_char(&mut buf, c);
                out.extend(buf.iter().map(|&b| b as u64));
            } else {
                out.push(c as u64);
            }
            continue;
        }
        let e = chars.next().ok_or("missing escape")?;
        let v = match e {
            'n' => 10,
            't' => 9,
            'r' => 13,
            'a' => 7,
            'b' => 8,
            'f' => 12,
            'v' => 11,
            'e' | 'E' => 27,
            '\\' | '\'' | '"' | '?' => e as u64,
            '0'..='7' => {
                let mut v = e.to_digit(8).unwrap_or(0) as u64;
                for _ in 0..2 {
                    match chars.peek().and_then(|c| c.to_digit(8)) {
                        Some(d) => {
                            v = v * 8 + d as u64;
                            chars.next();
                        }
                        None => break,
                    }
                }
                v
            }
            'x' => {
                let mut v: u64 = 0;
                let mut any = false;
                while let Some(d) = chars.peek().and_then(|c| c.to_digit(16)) {
                    v = v.wrapping_mul(16).wrapping_add(d as u64);
                    any = true;
                    chars.next();
                }
                if !any {
                    return Err("\\x used with no following hex digits".into());
                }
                v
            }
            'u' | 'U' => {
                let n = if e == 'u' { 4 } else { 8 };
                let mut v: u64 = 0;
                for _ in 0..n {
                    let d = chars
                        .next()
                        .and_then(|c| c.to_digit(16))
                        .ok_or("incomplete universal character name")?;
                    v = v * 16 + d as u64;
                }
                v
            }
            other => other as u64,
        };
        out.push(v);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::preprocess::lexer::tokenize_fragment;

    fn eval(src: &str) -> Result<i64, String> {
        let toks = tokenize_fragment(src);
        evaluate(&toks, &|n| n == "FOO", false)
            .map(|v| v.bits as i64)
            .map_err(|e| e.message)
    }

    #[test]
    fn precedence_and_ternary() {
        assert_eq!(eval("1 + 2 * 3 == 7 && (4 >> 1) == 2"), Ok(1));
        assert_eq!(eval("0 ? 1 : 2 ? 3 : 4"), Ok(3));
        assert_eq!(eval("10 - 4 - 3"), Ok(3));
        assert_eq!(eval("100 / 10 / 5"), Ok(2));
        assert_eq!(eval("1 << 2 + 1"), Ok(8));
        assert_eq!(eval("1 || 0 && 0"), Ok(1));
        assert_eq!(eval("1 | 2 ^ 3 & 6"), Ok(1));
        assert_eq!(eval("3 > 2 == 1"), Ok(1));
        assert_eq!(eval("-1 < 0"), Ok(1));
        assert_eq!(eval("~0 == -1"), Ok(1));
    }

    #[test]
    fn unsigned_arithmetic_rules() {
        assert_eq!(eval("-1 < 0u"), Ok(0));
        assert_eq!(eval("0xffffffffffffffff == -1"), Ok(1));
        assert_eq!(eval("18446744073709551615 / 2 > 0"), Ok(1));
        assert_eq!(eval("(0 ? 1u : -1) > 0"), Ok(1));
    }

    #[test]
    fn defined_and_unknown_identifiers() {
        assert_eq!(eval("defined FOO && defined(FOO) && !defined BAR"), Ok(1));
        assert_eq!(eval("UNKNOWN + 1"), Ok(1));
    }

    #[test]
    fn char_constants_follow_target_signedness() {
        assert_eq!(eval("'\\xff'"), Ok(-1));
        let toks = tokenize_fragment("'\\xff' 'ab' '\\n'");
        assert_eq!(char_value(&toks[0].text, true).map(|v| v.bits), Ok(255));
        assert_eq!(char_value(&toks[1].text, false).map(|v| v.bits), Ok(0x6162));
        assert_eq!(char_value(&toks[2].text, false).map(|v| v.bits), Ok(10));
    }

    #[test]
    fn unsigned_char_types_evaluate_in_uintmax() {
        assert_eq!(eval("u'\\0' - 1 < 0"), Ok(0));
        assert_eq!(eval("U'\\0' - 1 < 0"), Ok(0));
        assert_eq!(eval("L'\\0' - 1 < 0"), Ok(1));
        let toks = tokenize_fragment("'\\0' L'\\0'");
        assert!(char_value(&toks[0].text, true).is_ok_and(|v| v.unsigned));
        assert!(char_value(&toks[1].text, true).is_ok_and(|v| v.unsigned));
    }

    #[test]
    fn division_by_zero_only_when_evaluated() {
        assert_eq!(eval("0 && 1 / 0"), Ok(0));
        assert_eq!(eval("1 / 0").unwrap_err(), "division by zero in #if");
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_crash() {
        // The compiler evaluates `#if` on its own large stack (`stack::on_compiler_stack`);
        // the test harness's threads have 2 MiB, too little for the 4,096 levels allowed in an
        // unoptimised build, so the test gives itself the compiler's conditions.
        let check = || {
            let deep = format!("{}1{}", "(".repeat(5000), ")".repeat(5000));
            assert!(eval(&deep).unwrap_err().contains("nested too deeply"));
            assert!(eval(&"-".repeat(5000)).is_err());
            let allowed = format!("{}1{}", "(".repeat(4000), ")".repeat(4000));
            assert_eq!(eval(&allowed), Ok(1));
        };
        std::thread::Builder::new()
            .stack_size(256 << 20)
            .spawn(check)
            .unwrap()
            .join()
            .unwrap();
    }

    #[test]
    fn malformed_expressions_are_errors() {
        assert!(eval("1 +").is_err());
        assert!(eval("1 2").unwrap_err().contains("missing binary operator"));
        assert!(eval("1.0").unwrap_err().contains("floating"));
        assert!(eval("\"s\"").is_err());
    }
}

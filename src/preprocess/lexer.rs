//! Translation phases 1-3: line splicing, comments, and preprocessing tokens.
//!
//! A file is lexed once, whole, into a vector of tokens. Backslash-newline splices (and the
//! `\r` of `\r\n`) are removed first, but every token keeps the offset of its spelling in
//! the *original* text, so the source map can point at the bytes the user wrote. A comment
//! becomes white space: the next token gets `has_space`, and a newline inside a block
//! comment is still a newline in the line map because offsets are original.

use std::rc::Rc;

use super::macros::HideSet;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TokenKind {
    Ident,
    Number,
    Char,
    Str,
    Punct,
    /// `<stdio.h>` or `"foo.h"` after `#include`; the text is the whole spelling.
    HeaderName,
    /// A character that is no other token (`@`, a lone `\`, ...).
    Other,
    /// A `'` or `"` with no closing quote on its line; an error only if it reaches output.
    Unterminated,
    /// A reference to parameter `n` inside a macro body.
    Param(usize),
    /// The placemarker of C11 6.10.3.3, standing for an empty argument of `##`.
    Placemarker,
}

/// A preprocessing token. `loc` is an offset in the source space of the `SourceMap` (all
/// files laid end to end); `exp` is the macro expansion that produced it, if any.
#[derive(Clone, Debug)]
pub struct Token {
    pub kind: TokenKind,
    pub text: Rc<str>,
    pub loc: u32,
    pub exp: Option<u32>,
    /// First token of a line (so a `#` here starts a directive).
    pub at_bol: bool,
    /// White space (or a comment) precedes it.
    pub has_space: bool,
    pub hide: HideSet,
    /// For a token of a macro argument: the expansion it was substituted into and where
    /// the parameter stands in the macro's body (gcc's "in definition of macro" note).
    pub arg_of: Option<ArgUse>,
}

/// A macro argument's token substituted for a parameter.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ArgUse {
    pub exp: u32,
    pub param: u32,
}

impl Token {
    /// Whether this is the punctuator `punct` (a digraph is its canonical form).
    pub fn is(&self, punct: &str) -> bool {
        self.kind == TokenKind::Punct && canonical_punct(&self.text) == punct
    }

    pub fn is_ident(&self, name: &str) -> bool {
        self.kind == TokenKind::Ident && &*self.text == name
    }

    pub fn synthetic(kind: TokenKind, text: &str, like: &Token) -> Token {
        Token {
            kind,
            text: text.into(),
            loc: like.loc,
            exp: like.exp,
            at_bol: false,
            has_space: like.has_space,
            hide: like.hide.clone(),
            arg_of: like.arg_of,
        }
    }
}

/// A lexing error: message and source-space offset.
#[derive(Debug, Clone)]
pub struct LexError {
    pub loc: u32,
    pub message: String,
}

/// The text with splices removed, and where each removal happened, to map offsets back.
struct Spliced {
    text: String,
    /// (offset in `text` where bytes were removed, total bytes removed up to and incl. it).
    cuts: Vec<(usize, usize)>,
}

impl Spliced {
    fn new(src: &str) -> Spliced {
        let b = src.as_bytes();
        let mut text = String::with_capacity(src.len());
        let mut cuts = Vec::new();
        let mut removed = 0;
        let mut i = 0;
        let mut run_start = 0;
        while i < b.len() {
            let cut = if b[i] == b'\\' && b.get(i + 1) == Some(&b'\n') {
                2
            } else if b[i] == b'\\' && b.get(i + 1) == Some(&b'\r') && b.get(i + 2) == Some(&b'\n')
            {
                3
            } else if b[i] == b'\r' && b.get(i + 1) == Some(&b'\n') {
                1
            } else {
                0
            };
            if cut == 0 {
                i += 1;
                continue;
            }
            text.push_str(&src[run_start..i]);
            removed += cut;
            cuts.push((text.len(), removed));
            i += cut;
            run_start = i;
        }
        text.push_str(&src[run_start..]);
        Spliced { text, cuts }
    }

    /// Offset in the original text of offset `off` in the spliced text.
    fn original(&self, off: usize) -> usize {
        let idx = self.cuts.partition_point(|&(at, _)| at <= off);
        if idx == 0 {
            off
        } else {
            off + self.cuts[idx - 1].1
        }
    }
}

const PUNCTUATORS: &[&str] = &[
    "%:%:", "...", "<<=", ">>=", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
    "*=", "/=", "%=", "+=", "-=", "&=", "^=", "|=", "##", "<:", ":>", "<%", "%>", "%:", "[", "]",
    "(", ")", "{", "}", ".", "&", "*", "+", "-", "~", "!", "/", "%", "<", ">", "^", "|", "?", ":",
    ";", "=", ",", "#",
];

/// The length of the longest punctuator at the start of `s` (0 if there is none).
pub fn punct_len(s: &str) -> usize {
    PUNCTUATORS
        .iter()
        .find(|p| s.starts_with(**p))
        .map_or(0, |p| p.len())
}

/// The canonical spelling of a digraph. Tokens keep the spelling written (as gcc -E does);
/// comparisons use this.
fn canonical_punct(p: &str) -> &str {
    match p {
        "<:" => "[",
        ":>" => "]",
        "<%" => "{",
        "%>" => "}",
        "%:" => "#",
        "%:%:" => "##",
        other => other,
    }
}

fn is_ident_start(c: char) -> bool {
    c.is_ascii_alphabetic() || c == '_' || c == '$' || !c.is_ascii()
}

fn is_ident_continue(c: char) -> bool {
    is_ident_start(c) || c.is_ascii_digit()
}

/// Lex `src` into preprocessing tokens whose `loc`s start at `base` in source space.
pub fn tokenize(src: &str, base: u32) -> (Vec<Token>, Vec<LexError>) {
    let spliced = Spliced::new(src);
    let mut lx = Lexer {
        s: &spliced.text,
        pos: 0,
        tokens: Vec::new(),
        errors: Vec::new(),
        at_bol: true,
        has_space: false,
    };
    lx.run();
    let Lexer {
        mut tokens,
        mut errors,
        ..
    } = lx;
    for t in &mut tokens {
        t.loc = base + spliced.original(t.loc as usize) as u32;
    }
    for e in &mut errors {
        e.loc = base + spliced.original(e.loc as usize) as u32;
    }
    (tokens, errors)
}

/// Lex a string that is not part of any file (a `##` result, a `_Pragma` operand).
pub fn tokenize_fragment(s: &str) -> Vec<Token> {
    tokenize(s, 0).0
}

struct Lexer<'a> {
    s: &'a str,
    pos: usize,
    tokens: Vec<Token>,
    errors: Vec<LexError>,
    at_bol: bool,
    has_space: bool,
}

impl Lexer<'_> {
    fn rest(&self) -> &str {
        &self.s[self.pos..]
    }

    fn peek(&self) -> Option<char> {
        self.rest().chars().next()
    }

    fn run(&mut self) {
        while let Some(c) = self.peek() {
            if c == '\n' {
                self.pos += 1;
                self.at_bol = true;
                self.has_space = false;
            } else if c == ' ' || c == '\t' || c == '\x0b' || c == '\x0c' || c == '\r' {
                self.pos += 1;
                self.has_space = true;
            } else if self.rest().starts_with("//") {
                let end = self.rest().find('\n').unwrap_or(self.rest().len());
                self.pos += end;
                self.has_space = true;
            } else if self.rest().starts_with("/*") {
                self.block_comment();
            } else {
                self.token();
            }
        }
    }

    fn block_comment(&mut self) {
        match self.rest()[2..].find("*/") {
            Some(end) => self.pos += end + 4,
            None => {
                self.errors.push(LexError {
                    loc: self.pos as u32,
                    message: "unterminated comment".into(),
                });
                self.pos = self.s.len();
            }
        }
        self.has_space = true;
    }

    fn token(&mut self) {
        let start = self.pos;
        let kind = self.scan_token();
        let text = &self.s[start..self.pos];
        self.tokens.push(Token {
            kind,
            text: text.into(),
            loc: start as u32,
            exp: None,
            at_bol: self.at_bol,
            has_space: self.has_space,
            hide: HideSet::default(),
            arg_of: None,
        });
        self.at_bol = false;
        self.has_space = false;
    }

    /// Whether the tokens so far on this line are `#` `include` (or a relative), so that a
    /// `<` starts a header name.
    fn in_include_directive(&self) -> bool {
        let n = self.tokens.len();
        n >= 2
            && self.tokens[n - 2].at_bol
            && self.tokens[n - 2].is("#")
            && !self.at_bol
            && matches!(
                &*self.tokens[n - 1].text,
                "include" | "include_next" | "import"
            )
    }

    fn scan_token(&mut self) -> TokenKind {
        let rest = self.rest();
        let c = self.peek().unwrap_or('\0');
        if (c == '<' || c == '"') && self.in_include_directive() {
            let close = if c == '<' { '>' } else { '"' };
            let line_end = rest.find('\n').unwrap_or(rest.len());
            if let Some(end) = rest[1..line_end].find(close) {
                self.pos += end + 2;
                return TokenKind::HeaderName;
            }
        }
        if c.is_ascii_digit() || (c == '.' && rest[1..].starts_with(|d: char| d.is_ascii_digit())) {
            self.pp_number();
            return TokenKind::Number;
        }
        if let Some(kind) = self.literal_with_prefix() {
            return kind;
        }
        let rest = self.rest();
        if is_ident_start(c) {
            let len = rest
                .find(|ch: char| !is_ident_continue(ch))
                .unwrap_or(rest.len());
            self.pos += len;
            return TokenKind::Ident;
        }
        if let Some(p) = PUNCTUATORS.iter().find(|p| rest.starts_with(**p)) {
            self.pos += p.len();
            return TokenKind::Punct;
        }
        self.pos += c.len_utf8();
        TokenKind::Other
    }

    // pp-number: .? digit ( digit | identifier-nondigit | e sign | E sign | p sign | P sign | . )*
    fn pp_number(&mut self) {
        let b = self.s.as_bytes();
        let mut i = self.pos + 1;
        while i < b.len() {
            let ch = b[i];
            let sign_of_exponent =
                matches!(ch, b'+' | b'-') && matches!(b[i - 1], b'e' | b'E' | b'p' | b'P');
            if !(sign_of_exponent || ch.is_ascii_alphanumeric() || ch == b'_' || ch == b'.') {
                break;
            }
            i += 1;
        }
        self.pos = i;
    }

    /// A character constant or string literal, with an optional `L`, `u`, `U` or `u8`.
    fn literal_with_prefix(&mut self) -> Option<TokenKind> {
        let rest = self.rest();
        if !rest.starts_with(['"', '\'', 'L', 'u', 'U']) {
            return None;
        }
        let prefix = ["u8", "u", "U", "L", ""]
            .into_iter()
            .find(|p| rest.starts_with(p) && rest[p.len()..].starts_with(['"', '\'']))?;
        let quote = rest.as_bytes()[prefix.len()];
        let body = &rest[prefix.len() + 1..];
        let mut escaped = false;
        for (i, ch) in body.char_indices() {
            if ch == '\n' {
                break;
            }
            if escaped {
                escaped = false;
            } else if ch == '\\' {
                escaped = true;
            } else if ch as u32 == quote as u32 {
                self.pos += prefix.len() + 1 + i + 1;
                return Some(if quote == b'"' {
                    TokenKind::Str
                } else {
                    TokenKind::Char
                });
            }
        }
        // No closing quote: the quote alone is the token, as gcc does in skipped groups.
        self.pos += prefix.len() + 1;
        Some(TokenKind::Unterminated)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spell(src: &str) -> Vec<String> {
        tokenize(src, 0)
            .0
            .iter()
            .map(|t| t.text.to_string())
            .collect()
    }

    #[test]
    fn splices_join_lines_but_locations_stay_original() {
        let (toks, _) = tokenize("ab\\\ncd x", 0);
        assert_eq!(&*toks[0].text, "abcd");
        assert_eq!(toks[1].loc, 7);
    }

    #[test]
    fn comments_become_space_and_keep_line_starts() {
        let (toks, _) = tokenize("a/* x\n y */b\nc // d\ne", 0);
        let v: Vec<_> = toks
            .iter()
            .map(|t| (&*t.text, t.at_bol, t.has_space))
            .collect();
        assert_eq!(
            v,
            [
                ("a", true, false),
                ("b", false, true),
                ("c", true, false),
                ("e", true, false)
            ]
        );
    }

    #[test]
    fn pp_numbers_literals_and_punctuators() {
        assert_eq!(
            spell("0x1e+3 1.5e-2f .5 a+++b L'x' u8\"s\\\"\" ... <<= %:"),
            [
                "0x1e+3",
                "1.5e-2f",
                ".5",
                "a",
                "++",
                "+",
                "b",
                "L'x'",
                "u8\"s\\\"\"",
                "...",
                "<<=",
                "%:"
            ]
        );
    }

    #[test]
    fn header_names_only_after_include() {
        assert_eq!(
            spell("#include <a b.h>\nx < y >"),
            ["#", "include", "<a b.h>", "x", "<", "y", ">"]
        );
    }

    #[test]
    fn unterminated_comment_is_an_error() {
        let (_, errs) = tokenize("a /* b", 0);
        assert_eq!(errs[0].message, "unterminated comment");
    }
}

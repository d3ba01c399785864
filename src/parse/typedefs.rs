//! Typedef names for a grammar that has no symbol table.
//!
//! C's grammar is not context free: in `T * x;` the parser must know whether `T` names a
//! type. pest cannot ask, so this pre-pass runs before the real parse. It scans the tokens
//! in order; at each `typedef` declaration it parses that declaration alone to learn the
//! names it declares, and from then on marks every use of those names by replacing their
//! first character with `$`, which the grammar's `typedef_name` rule matches and which no
//! C token contains. The text keeps its length, so every span stays valid for diagnostics,
//! and the builder reads the real name back from the original text.
//!
//! The scan ignores scopes: a typedef name redeclared as an ordinary identifier in an inner
//! scope is still taken as a type there (a known limitation; the headers tcc-rs bundles
//! never do that). Tags (`struct T`) and member names (`x.T`, `p->T`) are not marked.

use super::{build_declaration, CParser, Rule};
use crate::diag::Span;
use pest::Parser;
use std::cell::RefCell;
use std::collections::HashSet;

thread_local! {
    /// The unmarked source while the builder runs, to read typedef names back.
    static ORIGINAL: RefCell<String> = const { RefCell::new(String::new()) };
}

/// Run the builder with the original text available to `original`.
pub fn with_original_text<T>(text: &str, build: impl FnOnce() -> T) -> T {
    ORIGINAL.with(|o| *o.borrow_mut() = text.to_string());
    let result = build();
    ORIGINAL.with(|o| o.borrow_mut().clear());
    result
}

/// The original text of a span (a typedef name as written).
pub fn original(sp: Span) -> String {
    ORIGINAL.with(|o| o.borrow().get(sp.lo..sp.hi).unwrap_or_default().to_string())
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Kind {
    Identifier,
    Punctuator,
    Other,
}

#[derive(Copy, Clone, Debug)]
struct Token {
    lo: usize,
    hi: usize,
    kind: Kind,
}

/// The text with every use of a typedef name marked (see the module comment).
pub fn mark_typedef_names(text: &str) -> String {
    if !text.contains("typedef") {
        return text.to_string();
    }
    let toks = tokens(text);
    let mut out = text.as_bytes().to_vec();
    let mut names: HashSet<String> = HashSet::new();
    let mut i = 0;
    while i < toks.len() {
        if word(text, toks[i]) != "typedef" {
            mark(text, &toks, i, &names, &mut out);
            i += 1;
            continue;
        }
        let end = end_of_declaration(text, &toks, i);
        let mut depth = 0;
        for j in i + 1..=end {
            let this = &text[toks[j].lo..toks[j].hi];
            match this {
                "(" | "[" | "{" => depth += 1,
                ")" | "]" | "}" => depth -= 1,
                _ => {}
            }
            // An identifier just before a top-level `,` or `;` is a declarator's name (a
            // typedef being repeated), not a use.
            let next = toks.get(j + 1).map_or("", |t| &text[t.lo..t.hi]);
            if depth != 0 || !matches!(next, ";" | ",") {
                mark(text, &toks, j, &names, &mut out);
            }
        }
        let slice = &out[toks[i].lo..toks[end].hi];
        if let Ok(decl) = std::str::from_utf8(slice) {
            names.extend(declared_names(decl));
        }
        i = end + 1;
    }
    // Only ASCII letters were replaced by `$`, so the bytes are still UTF-8.
    String::from_utf8(out).unwrap_or_else(|_| text.to_string())
}

/// The names a typedef declaration (parsed on its own) declares.
fn declared_names(decl: &str) -> Vec<String> {
    let Ok(mut pairs) = CParser::parse(Rule::declaration, decl) else {
        return Vec::new();
    };
    let Some(pair) = pairs.next() else {
        return Vec::new();
    };
    match build_declaration(pair) {
        Ok(d) => d
            .declarators
            .into_iter()
            .filter_map(|d| d.declarator.name.map(|(n, _)| n))
            .collect(),
        Err(_) => Vec::new(),
    }
}

fn word(text: &str, t: Token) -> &str {
    if t.kind == Kind::Identifier {
        &text[t.lo..t.hi]
    } else {
        ""
    }
}

/// Mark token `i` if it is a typedef name used as one.
fn mark(text: &str, toks: &[Token], i: usize, names: &HashSet<String>, out: &mut [u8]) {
    let t = toks[i];
    if t.kind != Kind::Identifier || !names.contains(&text[t.lo..t.hi]) {
        return;
    }
    if let Some(prev) = i.checked_sub(1).map(|p| toks[p]) {
        let p = &text[prev.lo..prev.hi];
        if matches!(p, "." | "->" | "struct" | "union" | "enum" | "goto") {
            return;
        }
    }
    out[t.lo] = b'$';
}

/// The index of the `;` ending the declaration that starts at token `start` (brackets
/// balanced), or the last token.
fn end_of_declaration(text: &str, toks: &[Token], start: usize) -> usize {
    let mut depth = 0i32;
    for (j, t) in toks.iter().enumerate().skip(start) {
        if t.kind != Kind::Punctuator {
            continue;
        }
        match &text[t.lo..t.hi] {
            "(" | "[" | "{" => depth += 1,
            ")" | "]" | "}" => depth -= 1,
            ";" if depth <= 0 => return j,
            _ => {}
        }
    }
    toks.len() - 1
}

/// A rough C tokenizer: enough to tell identifiers from the insides of literals and
/// comments, and to see `.`, `->` and brackets.
fn tokens(text: &str) -> Vec<Token> {
    let b = text.as_bytes();
    let mut toks = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let lo = i;
        let kind = if c.is_ascii_whitespace() {
            i += 1;
            continue;
        } else if b[i..].starts_with(b"//") {
            i = text[i..].find('\n').map_or(b.len(), |n| i + n);
            continue;
        } else if b[i..].starts_with(b"/*") {
            i = text[i + 2..].find("*/").map_or(b.len(), |n| i + 2 + n + 2);
            continue;
        } else if c == b'"' || c == b'\'' {
            i += 1;
            while i < b.len() && b[i] != c && b[i] != b'\n' {
                i += if b[i] == b'\\' { 2 } else { 1 };
            }
            i = (i + 1).min(b.len());
            Kind::Other
        } else if c.is_ascii_alphabetic() || c == b'_' {
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            Kind::Identifier
        } else if c.is_ascii_digit() {
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'.') {
                i += 1;
            }
            Kind::Other
        } else {
            i += if b[i..].starts_with(b"->") { 2 } else { 1 };
            // Keep multi-byte characters whole.
            while !text.is_char_boundary(i) {
                i += 1;
            }
            Kind::Punctuator
        };
        toks.push(Token { lo, hi: i, kind });
    }
    toks
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uses_after_the_typedef_are_marked_and_keep_their_length() {
        let src = "int T; typedef unsigned long size_t; size_t n = sizeof(size_t); int size_t2;";
        let marked = mark_typedef_names(src);
        assert_eq!(marked.len(), src.len());
        assert_eq!(
            marked,
            "int T; typedef unsigned long size_t; $ize_t n = sizeof($ize_t); int size_t2;"
        );
    }

    #[test]
    fn tags_members_and_strings_are_not_marked() {
        let src = "typedef struct node node; struct node *p; node *q; x.node; y->node; \"node\";";
        assert_eq!(
            mark_typedef_names(src),
            "typedef struct node node; struct node *p; $ode *q; x.node; y->node; \"node\";"
        );
    }

    #[test]
    fn a_repeated_typedef_name_is_a_declarator_but_parameters_are_uses() {
        let src = "typedef int n; typedef int n; typedef void (*f)(n, n);";
        assert_eq!(
            mark_typedef_names(src),
            "typedef int n; typedef int n; typedef void (*f)($, $);"
        );
    }

    #[test]
    fn function_pointer_typedefs_declare_their_inner_name() {
        let src = "typedef int (*cmp_t)(const void *, const void *); cmp_t c;";
        assert!(mark_typedef_names(src).ends_with("$mp_t c;"));
    }
}

//! Declarations of system headers that nothing names, left out of the parse.
//!
//! `#include <stdio.h>` brings some 13 KB of prototypes and typedefs, of which a program
//! uses a handful; parsing and checking the rest was most of the front end's time on a
//! small program. A file-scope declaration that only declares functions (or only typedef
//! names), written in a system header, whose every declared name appears nowhere else in
//! the translation unit, cannot change the meaning of the program: nothing calls, takes
//! the address of, redeclares or mentions what it declares, and it defines nothing. Its
//! text is replaced by spaces before pest runs (spans stay valid), so it is neither parsed
//! nor checked. Names used only by such declarations (the `__gnuc_va_list` of `vprintf`'s
//! prototype) become unused in turn.
//!
//! What is always kept: anything outside system headers (its errors must be reported),
//! definitions, declarations of objects (an `extern` object is imported by the module
//! whether used or not), and anything with a `struct`, `union` or `enum` (a tag declared
//! in passing has file scope), an initializer, braces, `static` or `inline`. The region
//! left out must also be one declaration for any C parser: it follows a `;` or `}`, ends
//! with the only `;` in it, and its brackets balance.

use super::{FileItem, Kind, Token};
use rustc_hash::FxHashMap as HashMap;

/// The byte ranges of the text to leave out of the parse, in order. `tokens` are all the
/// tokens of `text`, `toks` those the recogniser read `items` from.
pub(super) fn unused_declarations(
    text: &str,
    tokens: &[Token],
    toks: &[Token],
    items: &[FileItem],
) -> Vec<(usize, usize)> {
    if !tokens.iter().any(|t| t.system) {
        return Vec::new();
    }
    let spell = |t: &Token| &text[t.lo..t.hi];
    let is_name = |t: &&Token| matches!(t.kind, Kind::Identifier | Kind::Keyword);
    // Each candidate: its tokens (indices into `tokens`) and the names it declares.
    let mut candidates = Vec::new();
    let mut region_start = 0; // index in `tokens` just past the previous item
    for item in items {
        let Some(last) = item.end.checked_sub(1).and_then(|i| toks.get(i)) else {
            continue;
        };
        let end = tokens.partition_point(|t| t.lo < last.hi);
        let region = region_start..end;
        let names = item.declared.as_ref().filter(|d| d.typedef || d.functions);
        if let Some(d) = names {
            let follows_boundary = region_start
                .checked_sub(1)
                .is_none_or(|i| matches!(spell(&tokens[i]), ";" | "}"));
            if follows_boundary && omissible(&tokens[region.clone()], spell) {
                candidates.push((region.clone(), d.names.clone()));
            }
        }
        region_start = end;
    }
    // A name is unused when its every occurrence is as the name declared by a candidate
    // still kept (glibc declares some functions twice). Only the candidates' names are
    // counted.
    let mut declarations: HashMap<&str, u32> = HashMap::default();
    for n in candidates.iter().flat_map(|(_, names)| names) {
        *declarations.entry(n).or_default() += 1;
    }
    let mut uses: HashMap<&str, u32> = declarations.keys().map(|&n| (n, 0)).collect();
    for t in tokens.iter().filter(is_name) {
        if let Some(n) = uses.get_mut(spell(t)) {
            *n += 1;
        }
    }
    // Later declarations first, so that a typedef used only by prototypes after it goes
    // with them; again while something was left out.
    let mut dropped = vec![false; candidates.len()];
    loop {
        let mut changed = false;
        for (k, (region, names)) in candidates.iter().enumerate().rev() {
            let unused = |n: &&str| uses.get(n) == declarations.get(n);
            if dropped[k] || !names.iter().all(unused) {
                continue;
            }
            dropped[k] = true;
            changed = true;
            for t in tokens[region.clone()].iter().filter(is_name) {
                if let Some(n) = uses.get_mut(spell(t)) {
                    *n -= 1;
                }
            }
            for n in names {
                if let Some(d) = declarations.get_mut(n) {
                    *d -= 1;
                }
            }
        }
        if !changed {
            break;
        }
    }
    candidates
        .iter()
        .zip(&dropped)
        .filter(|(_, &d)| d)
        .map(|((region, _), _)| (tokens[region.start].lo, tokens[region.end - 1].hi))
        .collect()
}

/// Whether the tokens of a declaration allow leaving it out (see the module comment).
fn omissible<'t>(region: &[Token], spell: impl Fn(&Token) -> &'t str) -> bool {
    let Some((last, body)) = region.split_last() else {
        return false;
    };
    if spell(last) != ";" || !region.iter().all(|t| t.system) {
        return false;
    }
    let mut depth = 0i32;
    for t in body {
        match spell(t) {
            "(" | "[" | "<:" => depth += 1,
            ")" | "]" | ":>" => {
                depth -= 1;
                if depth < 0 {
                    return false;
                }
            }
            ";" | "{" | "}" | "<%" | "%>" | "=" | "struct" | "union" | "enum" | "static"
            | "inline" | "__inline" | "__inline__" | "_Static_assert" => return false,
            _ => {}
        }
    }
    depth == 0
}

#[cfg(test)]
mod tests {
    use super::super::mark_typedef_names;
    use crate::preprocess::tokens_of;

    /// What pest is given of `header` (read as a system header) followed by `program`,
    /// white space squeezed: the declarations left out are gone.
    fn kept(header: &str, program: &str) -> String {
        let src = format!("{header}\n{program}");
        let mut tokens = tokens_of(&src);
        for t in tokens.iter_mut().filter(|t| (t.at as usize) < header.len()) {
            t.system = true;
        }
        let text = mark_typedef_names(&src, tokens, &[]).text;
        // Names and numbers are marked; read them back from the source.
        let bytes: Vec<u8> = text
            .bytes()
            .zip(src.bytes())
            .map(|(m, s)| if m == b' ' || m == b'\n' { m } else { s })
            .collect();
        String::from_utf8(bytes)
            .unwrap()
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn unused_prototypes_and_typedefs_of_system_headers_are_left_out() {
        let header = "typedef long off_t; typedef int used_t;\n\
                      extern int puts(const char *s);\n\
                      extern int seek(int fd, off_t at) __attribute__((__nothrow__));\n\
                      extern int f(void), g(int);";
        assert_eq!(
            kept(
                header,
                "int main(void) { used_t x = 0; return puts(\"\"); }"
            ),
            "typedef int used_t; extern int puts(const char *s); \
             int main(void) { used_t x = 0; return puts(\"\"); }"
        );
        // One name of a declaration used keeps the whole declaration.
        assert_eq!(
            kept(header, "int main(void) { return g(1); }"),
            "extern int f(void), g(int); int main(void) { return g(1); }"
        );
    }

    #[test]
    fn a_function_declared_twice_goes_or_stays_as_a_whole() {
        let header = "extern int scanf(const char *, ...);\n\
                      extern int scanf(const char *, ...) __asm__(\"__isoc99_scanf\");";
        assert_eq!(kept(header, "int x;"), "int x;");
        assert_eq!(
            kept(header, "int (*p)(const char *, ...) = scanf;"),
            "extern int scanf(const char *, ...); \
             extern int scanf(const char *, ...) __asm__(\"__isoc99_scanf\"); \
             int (*p)(const char *, ...) = scanf;"
        );
    }

    #[test]
    fn objects_tags_statics_and_the_program_itself_are_kept() {
        let header = "extern int errno_value;\n\
                      int (*handler)(int);\n\
                      struct tm *localtime(const long *t);\n\
                      typedef struct node { int v; } node;\n\
                      static int helper(int);\n\
                      extern inline int twice(int);\n\
                      enum { A, B } choose(void);";
        assert_eq!(
            kept(header, "int unused(void); typedef int unused_t;"),
            format!(
                "{} int unused(void); typedef int unused_t;",
                header.split_whitespace().collect::<Vec<_>>().join(" ")
            )
        );
    }
}

//! Parsing: `c.pest` (the grammar) and the builder from pest pairs to the AST.
//!
//! First stage after the preprocessor. pest recognises the input; each `build_*` function
//! below turns the pairs of one grammar rule into AST nodes, and carries that rule as a
//! comment. Syntax errors are turned from pest's "attempts at the farthest position" into
//! gcc-style messages (`expected ';' before '}' token`). Literal values (integer suffixes,
//! escapes) are decoded here, since a bad one is a lexical error.

mod constants;
mod expr;
pub(crate) mod literal;
mod typedefs;

use crate::ast::*;
use crate::diag::{Diagnostic, SourceFile, Span};
use expr::build_expr;
use pest::iterators::Pair;
use pest::Parser;

#[derive(pest_derive::Parser)]
#[grammar = "parse/c.pest"]
struct CParser;

type PResult<T> = Result<T, Diagnostic>;

/// Parse one translation unit of C text that was not preprocessed (the front end's tests),
/// lexed by the preprocessor's lexer.
pub fn parse(file: &SourceFile) -> Result<TranslationUnit, Vec<Diagnostic>> {
    parse_tokens(file, crate::preprocess::tokens_of(&file.text), &[])
}

/// Parse one preprocessed translation unit, given the preprocessor's tokens of its text,
/// all of it at once (see [`items`]).
pub fn parse_tokens(
    file: &SourceFile,
    tokens: Vec<crate::preprocess::OutputToken>,
    names: &[&str],
) -> Result<TranslationUnit, Vec<Diagnostic>> {
    let mut items = items(file, tokens, names)?;
    let decls = items.by_ref().collect::<Result<Vec<_>, _>>()?;
    Ok(TranslationUnit {
        items: decls,
        attributes: items.attributes(),
        extensions: items.extensions(),
        pragmas: Vec::new(),
    })
}

/// Read one preprocessed translation unit one external declaration at a time, given the
/// preprocessor's tokens of its text. The typedef-name pre-pass reads (and consumes) all
/// the tokens first; it also refuses input nested too deeply, here. Then each item the
/// iterator gives is parsed and built only when asked for (see [`Items`]). `names` are the
/// keywords that are identifiers in the standard selected ([`names_not_keywords`]).
pub fn items<'a>(
    file: &'a SourceFile,
    tokens: Vec<crate::preprocess::OutputToken>,
    names: &[&str],
) -> Result<Items<'a>, Vec<Diagnostic>> {
    let marked = typedefs::mark_typedef_names(&file.text, tokens, names);
    if let Some((sp, what)) = marked.too_deep {
        return Err(vec![Diagnostic::error(
            sp,
            format!("{what} nested too deeply"),
        )]);
    }
    typedefs::set_original_text(&file.text);
    WRITTEN_ATTRIBUTES.with(|w| w.borrow_mut().clear());
    EXTENSIONS.with(|e| e.borrow_mut().clear());
    Ok(Items {
        file,
        at: skip_white_space(&marked.text, 0),
        marked,
        build_error: None,
        ended: false,
    })
}

pub use typedefs::{names_not_keywords, Definitions};

/// Re-parse an input that has a syntax error with pest's attempt tracking switched on, to
/// say which token was expected. Tracking slows parsing a lot, so correct inputs are parsed
/// without it. The switch is global to the process: the lock keeps two failing parses from
/// turning it off under each other (a correct parse that sees it on is only slower).
fn detailed_syntax_error(file: &SourceFile, marked: &typedefs::Marked) -> Diagnostic {
    static DETAIL: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let _guard = DETAIL.lock().unwrap_or_else(|e| e.into_inner());
    pest::set_error_detail(true);
    let detailed = CParser::parse(Rule::translation_unit, &marked.text);
    pest::set_error_detail(false);
    match detailed {
        Err(e) => syntax_error(file, marked, &e),
        Ok(_) => Diagnostic::error_no_span(
            "internal compiler error: the parser accepted the input on a second try",
        ),
    }
}

thread_local! {
    /// Where the text pest is reading starts in the file. pest is handed one slice of the
    /// text per external declaration (see `build_translation_unit`), so its offsets are
    /// relative to the slice; every span the builder makes goes through `span`, which
    /// adds this.
    static BASE: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// The span of a pair in the file.
fn span(p: &Pair<Rule>) -> Span {
    let base = BASE.with(|b| b.get());
    Span::new(base + p.as_span().start(), base + p.as_span().end())
}

/// The text of a pair as written: pest parses a text in which names and numbers are
/// marked (`typedefs::pest_text`), so a name or a number is read from the original.
fn written(p: &Pair<Rule>) -> String {
    typedefs::original(span(p))
}

// ---------------------------------------------------------------- syntax errors

/// Turn pest's error into gcc's wording: what token was expected, before which token.
fn syntax_error(
    file: &SourceFile,
    marked: &typedefs::Marked,
    e: &pest::error::Error<Rule>,
) -> Diagnostic {
    let rule_pos = match e.location {
        pest::error::InputLocation::Pos(p) => p,
        pest::error::InputLocation::Span((p, _)) => p,
    };
    // pest places the error at the furthest rule it tried; the tokens it tried may reach
    // further (`int x = 1, y 2;`: the rule `pointer` at `y`, then `,` and `;` at `2`).
    // (Not where no token was expected there: the end of input tried by another reading.)
    let attempts = e.parse_attempts();
    // A declarator wanted at the rule's place (`int typeof = 1;`) is reported there.
    let rules_at_pos: Vec<Rule> = match &e.variant {
        pest::error::ErrorVariant::ParsingError { positives, .. } => positives.clone(),
        _ => Vec::new(),
    };
    let pos = attempts
        .as_ref()
        .filter(|a| !a.expected_tokens().is_empty() && !rules_at_pos.contains(&Rule::declarator))
        .map_or(rule_pos, |a| a.max_position.max(rule_pos));
    let text = &file.text;
    // A keyword's try may fail inside a word (`__label__` out of place fails after `__`):
    // the error is at the word.
    let is_word = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'$';
    let bytes = text.as_bytes();
    let mut pos = pos;
    while pos > 0 && pos < bytes.len() && is_word(bytes[pos]) && is_word(bytes[pos - 1]) {
        pos -= 1;
    }
    if let Some(d) = unterminated_literal(text, pos) {
        return d;
    }
    // `foo x;` with `foo` declared nowhere fails at `foo` or at `x`: gcc's guess.
    let unknown = marked
        .unknown_type_names
        .iter()
        .find(|(sp, next)| pos == sp.lo || pos == *next);
    if let Some((sp, _)) = unknown {
        return Diagnostic::error(*sp, format!("unknown type name '{}'", &text[sp.lo..sp.hi]));
    }
    let found = token_at(text, pos);
    let before = found.map_or("end of input".to_string(), describe_token);
    if let (Some(name), Some(&typedefs::MARK)) = (found, marked.text.as_bytes().get(pos)) {
        // A typedef name where the grammar wanted something else: gcc's wording.
        return Diagnostic::error(
            Span::new(pos, pos + name.len()),
            format!("expected expression before '{name}'"),
        );
    }
    if found == Some("#") {
        return Diagnostic::error(Span::new(pos, pos + 1), "stray '#' in program");
    }
    let expected: Vec<String> = attempts
        .map(|a| a.expected_tokens().iter().map(|t| t.to_string()).collect())
        .unwrap_or_default();
    let expects = |t: &str| expected.iter().any(|e| e == t);
    let rules = rules_at_pos;
    // An operand was expected where a unary operator could start one.
    let wants_operand = expects("~") || expects("sizeof");
    if found.is_none() && expects("}") {
        return Diagnostic::error(
            Span::new(pos, pos),
            "expected declaration or statement at end of input",
        );
    }
    // Where a declarator could start (`int 5;`, `int : 4;` in a structure), gcc asks for
    // one, not for the `;` or `:` that would do without one.
    let wants_declarator = rules.contains(&Rule::declarator);
    let punct = [";", ")", "]", "}", ":"]
        .into_iter()
        .find(|t| expects(t) && !(wants_declarator && matches!(*t, ";" | ":")));
    let what = match punct {
        Some(t) => format!("'{t}'"),
        None if wants_operand => "expression".to_string(),
        // A declarator was wanted (`int asm = 3;`, `int 5;`): gcc's wording.
        None if wants_declarator || (expects("(") && rules.contains(&Rule::identifier)) => {
            "identifier or '('".to_string()
        }
        None => match ["(", "{", ","].into_iter().find(|t| expects(t)) {
            Some(t) => format!("'{t}'"),
            None => "declaration or statement".to_string(),
        },
    };
    // The token that came instead; gcc points just past the previous token when a
    // punctuator is missing.
    let at_token = Span::new(pos, pos + found.map_or(0, str::len));
    let sp = if punct.is_some() {
        let at = end_of_previous_token(text, pos);
        Span::new(at, at)
    } else {
        at_token
    };
    // A parameter's declarator that does not start (`int f(int, int 3);`): gcc's wording,
    // at the token.
    if wants_declarator && punct == Some(")") && expects(",") {
        let msg = format!("expected ';', ',' or ')' before {before}");
        return Diagnostic::error(at_token, msg);
    }
    // What may follow a declarator or an initializer, at the token that came instead.
    if expects(",") && expects(";") {
        let what = if expects(":") && expects("__attribute") {
            // A member's declarator.
            "':', ',', ';', '}' or '__attribute__'"
        } else if expects("__attribute") && expects("asm") {
            "'=', ',', ';', 'asm' or '__attribute__'"
        } else {
            // An initializer's end.
            "',' or ';'"
        };
        return Diagnostic::error(at_token, format!("expected {what} before {before}"));
    }
    if found == Some("else") && what == "declaration or statement" {
        return Diagnostic::error(sp, "'else' without a previous 'if'");
    }
    let mut d = Diagnostic::error(sp, format!("expected {what} before {before}"));
    if let Some(t @ (";" | ")" | "]")) = punct {
        // gcc's fix-it hint: the token inserted at the caret, the one that came instead
        // underlined, and for `)` the `(` it would close.
        let mut ranges: Vec<Span> = found.map(|_| at_token).into_iter().collect();
        if t == ")" {
            ranges.extend(unclosed_paren(text, sp.lo).map(|at| Span::new(at, at + 1)));
        }
        d.insertion = Some(Box::new(crate::diag::Insertion { text: t, ranges }));
    }
    d
}

/// The `(` left open before `end` in the statement or declaration it is in, if any.
fn unclosed_paren(text: &str, end: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (i, c) in text[..end].char_indices().rev() {
        match c {
            ')' => depth += 1,
            '(' if depth == 0 => return Some(i),
            '(' => depth -= 1,
            ';' | '{' | '}' => return None,
            _ => {}
        }
    }
    None
}

/// A token as gcc names it after "before": words and character constants as spelled,
/// other literals by their kind, punctuators as `'X' token`.
fn describe_token(t: &str) -> String {
    let first = t.chars().next().unwrap_or(' ');
    if first.is_ascii_digit() || (first == '.' && t.len() > 1) {
        "numeric constant".to_string()
    } else if t.ends_with('"') {
        "string constant".to_string()
    } else if t.ends_with('\'') {
        t.to_string()
    } else if first.is_ascii_alphabetic() || first == '_' {
        format!("'{t}'")
    } else {
        format!("'{t}' token")
    }
}

/// A quote with no closing quote on its line is a lexical error of its own.
fn unterminated_literal(text: &str, pos: usize) -> Option<Diagnostic> {
    let line_start = text[..pos].rfind('\n').map_or(0, |i| i + 1);
    let line_end = text[pos..].find('\n').map_or(text.len(), |i| pos + i);
    let line = &text[line_start..line_end];
    let mut in_lit: Option<(char, usize)> = None;
    let mut chars = line.char_indices();
    while let Some((i, c)) = chars.next() {
        match (in_lit, c) {
            (Some(_), '\\') => {
                chars.next();
            }
            (Some((q, _)), c) if c == q => in_lit = None,
            (None, '"' | '\'') => in_lit = Some((c, i)),
            (None, '/') if line[i..].starts_with("//") => break,
            _ => {}
        }
    }
    let (q, at) = in_lit?;
    let at = line_start + at;
    Some(Diagnostic::error(
        Span::new(at, line_end),
        format!("missing terminating {q} character"),
    ))
}

/// The C token starting at `pos` (after whitespace), roughly as a lexer would cut it.
pub(super) fn token_at(text: &str, pos: usize) -> Option<&str> {
    let rest = &text[pos..];
    let c = rest.chars().next()?;
    let word = rest
        .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '$'))
        .unwrap_or(rest.len());
    let len = if matches!(&rest[..word], "L" | "u" | "U" | "u8" | "")
        && matches!(rest[word..].chars().next(), Some('"' | '\''))
    {
        word + literal_len(&rest[word..])
    } else if c.is_ascii_digit()
        || (c == '.' && rest[1..].starts_with(|d: char| d.is_ascii_digit()))
    {
        number_len(rest)
    } else if c.is_alphanumeric() || c == '_' || c == '$' {
        word
    } else {
        const PUNCT: [&str; 25] = [
            "<<=", ">>=", "...", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
            "*=", "/=", "%=", "+=", "-=", "&=", "^=", "|=", "##", "<:", "::",
        ];
        PUNCT
            .iter()
            .find(|p| rest.starts_with(*p))
            .map_or(c.len_utf8(), |p| p.len())
    };
    Some(&rest[..len])
}

/// The length of the character or string literal at the start of `s`, up to its closing
/// quote (or the end of the line).
fn literal_len(s: &str) -> usize {
    let quote = s.as_bytes()[0];
    let b = s.as_bytes();
    let mut i = 1;
    while i < b.len() && b[i] != quote && b[i] != b'\n' {
        i += if b[i] == b'\\' { 2 } else { 1 };
    }
    let mut end = (i + 1).min(b.len());
    while !s.is_char_boundary(end) {
        end += 1;
    }
    end
}

/// The length of the preprocessing number at the start of `s` (6.4.8).
fn number_len(s: &str) -> usize {
    let b = s.as_bytes();
    let mut i = 1;
    while i < b.len() {
        let sign = matches!(b[i], b'+' | b'-') && matches!(b[i - 1], b'e' | b'E' | b'p' | b'P');
        if !(b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'.' || sign) {
            break;
        }
        i += 1;
    }
    i
}

fn end_of_previous_token(text: &str, pos: usize) -> usize {
    text[..pos].trim_end().len()
}

// ---------------------------------------------------------------- A.2.4 External definitions

// translation_unit = SOI external_item* EOI
//
// pest recognises one external item at a time, from the slice of the text where it
// starts, and the item is built and its pairs dropped before the next is read: pest's pair
// queue then holds one declaration or function, not the whole file (the whole file's was
// the largest block of the parse's memory), and the caller can take each item through
// the later stages before the next is read. A PEG's ordered choice at a position does not
// depend on what came before it, so the items found are those a parse of the whole unit
// finds, and an item that does not parse is where the whole unit fails: the error is then
// reported from a parse of the whole unit, as before (`detailed_syntax_error`). A syntax
// error anywhere is reported before any error of the builder, also as before: after the
// builder's first error no item is built, the rest is only recognised, and that error
// comes last, if no syntax error came.
/// A translation unit read one external declaration at a time ([`items`]): each is `Ok`
/// until the first error, which ends the iteration. An error is then the only one the
/// unit has (diagnostics about the items before it are not to be reported).
pub struct Items<'f> {
    file: &'f SourceFile,
    marked: typedefs::Marked,
    /// Where the next item starts in the text.
    at: usize,
    /// The builder's first error, reported at the end unless a syntax error comes first.
    build_error: Option<Diagnostic>,
    ended: bool,
}

impl Iterator for Items<'_> {
    type Item = Result<ExternalDecl, Vec<Diagnostic>>;

    fn next(&mut self) -> Option<Self::Item> {
        let text = &self.marked.text;
        while !self.ended {
            if text.as_bytes().get(self.at) == Some(&b';') {
                let semicolon = Span::new(self.at, self.at + 1);
                self.at = skip_white_space(text, self.at + 1);
                return Some(Ok(ExternalDecl::Empty(semicolon)));
            }
            if self.at >= text.len() {
                self.ended = true;
                return self.build_error.take().map(|d| Err(vec![d]));
            }
            let Ok(mut pairs) = CParser::parse(Rule::external_item, &text[self.at..]) else {
                self.ended = true;
                return Some(Err(vec![detailed_syntax_error(self.file, &self.marked)]));
            };
            let item = pairs.next().expect("external_item always yields its pair");
            let start = self.at;
            self.at = skip_white_space(text, start + item.as_span().end());
            if self.build_error.is_none() {
                BASE.with(|b| b.set(start));
                let built = build_external_item(item);
                BASE.with(|b| b.set(0));
                match built {
                    Ok(decl) => return Some(Ok(decl)),
                    Err(d) => self.build_error = Some(d),
                }
            }
        }
        None
    }
}

impl Items<'_> {
    /// Every GNU attribute written in the items read so far (see
    /// `TranslationUnit::attributes`): all of the unit's once the iteration has ended.
    pub fn attributes(&self) -> Vec<(String, Span)> {
        WRITTEN_ATTRIBUTES.with(|w| std::mem::take(&mut *w.borrow_mut()))
    }

    /// What `__extension__` covers in the items read so far and not asked for yet (see
    /// `TranslationUnit::extensions`).
    pub fn extensions(&self) -> Vec<Span> {
        EXTENSIONS.with(|e| std::mem::take(&mut *e.borrow_mut()))
    }

    /// Where the next item starts in the text (the text's length at the end).
    pub fn offset(&self) -> usize {
        self.at
    }

    /// What the pre-pass saw the unit define at file scope, items not read yet included.
    pub fn definitions(&self) -> &Definitions {
        &self.marked.definitions
    }
}

impl Drop for Items<'_> {
    fn drop(&mut self) {
        typedefs::set_original_text("");
    }
}

/// The offset of the first byte at or after `at` that is not white space as the grammar's
/// `WHITESPACE` has it (the pre-pass leaves only spaces and newlines between tokens).
fn skip_white_space(text: &str, at: usize) -> usize {
    let rest = &text.as_bytes()[at..];
    at + rest
        .iter()
        .position(|b| !(b'\n'..=b' ').contains(b))
        .unwrap_or(rest.len())
}

// external_item = directive | asm_statement | external_declaration | declaration
//               | implicit_int_definition | implicit_int_declaration
fn build_external_item(p: Pair<Rule>) -> PResult<ExternalDecl> {
    let item = p
        .into_inner()
        .next()
        .expect("an external item has one part");
    match item.as_rule() {
        Rule::external_declaration => build_external_declaration(item),
        Rule::implicit_int_definition => {
            Ok(ExternalDecl::Function(build_implicit_int_definition(item)?))
        }
        Rule::declaration | Rule::implicit_int_declaration => {
            Ok(ExternalDecl::Declaration(build_declaration(item)?))
        }
        Rule::asm_statement => {
            let sp = span(&item);
            let asm = build_asm(item)?;
            if !asm.basic || asm.volatile || !asm.labels.is_empty() {
                return Err(Diagnostic::error(
                    sp,
                    "expected ')' before ':' token: only basic 'asm' is allowed at file scope",
                ));
            }
            Ok(ExternalDecl::Asm(asm.template, sp))
        }
        Rule::directive => {
            let name: String = written(&item)[1..]
                .trim_start()
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            Err(Diagnostic::error(
                span(&item),
                format!("preprocessor directive '#{name}' is not supported here (the input must be preprocessed)"),
            ))
        }
        rule => Err(Diagnostic::error(
            span(&item),
            format!("internal compiler error: unexpected {rule:?} at file scope"),
        )),
    }
}

// external_declaration = declaration_specifiers (declarator (function_tail | declaration_tail) | ";")
// declaration_tail = asm_label? attribute_specifier* ("=" initializer)? ("," init_declarator)* ";"
fn build_external_declaration(p: Pair<Rule>) -> PResult<ExternalDecl> {
    let sp = span(&p);
    let mut inner = p.into_inner();
    let first = inner.next().unwrap();
    if has_extension(&first) {
        extension(sp);
    }
    let specs = build_declaration_specifiers(first)?;
    let mut declarators = Vec::new();
    if let Some(first) = inner.next() {
        let declarator = build_declarator(first)?;
        let tail = inner.next().unwrap();
        if tail.as_rule() == Rule::function_tail {
            let def = build_function_tail(specs, declarator, tail.into_inner())?;
            return Ok(ExternalDecl::Function(def));
        }
        let mut first = InitDeclarator {
            declarator,
            asm_label: None,
            init: None,
            sym: None,
            items: Vec::new(),
        };
        let mut others = Vec::new();
        for part in tail.into_inner() {
            match part.as_rule() {
                Rule::init_declarator => others.push(build_init_declarator(part)?),
                _ => add_init_declarator_part(&mut first, part)?,
            }
        }
        declarators.push(first);
        declarators.extend(others);
    }
    Ok(ExternalDecl::Declaration(Declaration {
        specs,
        declarators,
        span: sp,
        static_assert: None,
    }))
}

// implicit_int_definition = no_specifiers declarator attributes? declaration* compound_statement
fn build_implicit_int_definition(p: Pair<Rule>) -> PResult<FunctionDef> {
    let mut inner = p.into_inner();
    let specs = build_declaration_specifiers(inner.next().unwrap())?;
    let declarator = build_declarator(inner.next().unwrap())?;
    build_function_tail(specs, declarator, inner)
}

// function_tail = attribute_specifier* declaration* compound_statement
fn build_function_tail(
    specs: DeclSpecs,
    mut declarator: Declarator,
    mut inner: pest::iterators::Pairs<Rule>,
) -> PResult<FunctionDef> {
    let mut body_pair = inner.next().unwrap();
    let mut kr_decls = Vec::new();
    loop {
        match body_pair.as_rule() {
            Rule::attribute_specifier => declarator.attrs.extend(build_attributes(body_pair)?),
            Rule::declaration => kr_decls.push(build_declaration(body_pair)?),
            _ => break,
        }
        body_pair = inner.next().unwrap();
    }
    let body_span = span(&body_pair);
    let body = build_compound_items(body_pair)?;
    Ok(FunctionDef {
        specs,
        declarator,
        body,
        end: Span::new(body_span.hi - 1, body_span.hi),
        sym: None,
        param_syms: Vec::new(),
        kr_decls,
    })
}

// ---------------------------------------------------------------- A.2.2 Declarations

// declaration = declaration_specifiers (init_declarator ("," init_declarator)*)? ";"
fn build_declaration(p: Pair<Rule>) -> PResult<Declaration> {
    let sp = span(&p);
    let mut inner = p.into_inner();
    let first = inner.next().unwrap();
    if first.as_rule() == Rule::static_assert_declaration {
        return build_static_assert(first, sp);
    }
    if has_extension(&first) {
        extension(sp);
    }
    let specs = build_declaration_specifiers(first)?;
    let declarators = build_each(inner, build_init_declarator)?;
    Ok(Declaration {
        specs,
        declarators,
        span: sp,
        static_assert: None,
    })
}

// static_assert_declaration = "_Static_assert" "(" constant_expression ("," string_literals)? ")" ";"
fn build_static_assert(p: Pair<Rule>, sp: Span) -> PResult<Declaration> {
    let mut it = p
        .into_inner()
        .filter(|c| c.as_rule() != Rule::kw_static_assert);
    let cond = build_expr(it.next().unwrap())?;
    let message = match it.next().map(build_expr).transpose()? {
        Some(Expr {
            kind: ExprKind::StringLit(bytes, _),
            ..
        }) => Some(bytes),
        _ => None,
    };
    Ok(Declaration {
        specs: DeclSpecs {
            span: sp,
            ..DeclSpecs::default()
        },
        declarators: Vec::new(),
        span: sp,
        static_assert: Some(Box::new((cond, message))),
    })
}

// declaration_specifiers = (storage_class_specifier | type_specifier | type_qualifier
//                           | function_specifier)+
// specifier_qualifier_list = (type_specifier | type_qualifier)+
// no_specifiers = "" (none at all, an empty span: see `DeclSpecs::none_written`)
fn build_declaration_specifiers(p: Pair<Rule>) -> PResult<DeclSpecs> {
    let mut specs = DeclSpecs {
        span: span(&p),
        ..DeclSpecs::default()
    };
    for s in p.into_inner() {
        let sp = span(&s);
        match s.as_rule() {
            Rule::type_keyword | Rule::storage_keyword => match keyword_specifier(s.as_str()) {
                KeywordSpecifier::Type(t) => specs.type_specs.push((t, sp)),
                KeywordSpecifier::Qualifier(q) => specs.qualifiers.push((q, sp)),
                KeywordSpecifier::Storage(c) => specs.storage.push((c, sp)),
                KeywordSpecifier::Function(f) => specs.function_specs.push((f, sp)),
                KeywordSpecifier::UnsignedInt128 => {
                    specs.type_specs.push((TypeSpec::Unsigned, sp));
                    specs.type_specs.push((TypeSpec::Int128, sp));
                }
            },
            Rule::kw_atomic => specs.qualifiers.push((TypeQualifier::Atomic, sp)),
            // `__extension__` silences pedwarns in the declaration (see `extension`).
            Rule::kw_extension => {}
            Rule::attribute_specifier => specs.attrs.extend(build_attributes(s)?),
            // typeof_specifier = "typeof" "(" (type_name | expression) ")"
            Rule::typeof_specifier => {
                let operand = s.into_inner().nth(1).unwrap();
                specs.typeof_arg = Some(if operand.as_rule() == Rule::type_name {
                    AlignSpec::Type(Box::new(build_type_name(operand)?))
                } else {
                    AlignSpec::Expr(Box::new(build_expr(operand)?))
                });
                specs.type_specs.push((TypeSpec::Typeof, sp));
            }
            // atomic_type_specifier = "_Atomic" "(" type_name ")": the type as `typeof`
            // gives it, with the `_Atomic` qualifier.
            Rule::atomic_type_specifier => {
                let operand = s.into_inner().nth(1).unwrap();
                let name = build_type_name(operand)?;
                specs.typeof_arg = Some(AlignSpec::Type(Box::new(name)));
                specs.type_specs.push((TypeSpec::Typeof, sp));
                specs.qualifiers.push((TypeQualifier::Atomic, sp));
            }
            // alignment_specifier = "_Alignas" "(" (type_name | constant_expression) ")"
            Rule::alignment_specifier => {
                let operand = s.into_inner().nth(1).unwrap();
                let spec = if operand.as_rule() == Rule::type_name {
                    AlignSpec::Type(Box::new(build_type_name(operand)?))
                } else {
                    AlignSpec::Expr(Box::new(build_expr(operand)?))
                };
                let keyword = Span::new(sp.lo, sp.lo + "_Alignas".len());
                specs.alignas.push((spec, keyword));
            }
            Rule::typedef_name => {
                specs.typedef_name = Some(typedefs::original(sp));
                specs.type_specs.push((TypeSpec::TypedefName, sp));
            }
            rule => {
                if matches!(rule, Rule::struct_or_union_specifier | Rule::enum_specifier) {
                    let tag = s
                        .clone()
                        .into_inner()
                        .find(|c| c.as_rule() == Rule::identifier);
                    if let Some(t) = &tag {
                        specs.tag_span = span(t);
                    }
                    specs.tag = tag.map(|c| written(&c));
                }
                if rule == Rule::enum_specifier {
                    (specs.enumerators, specs.enum_comma) = build_enum_body(s.clone())?;
                }
                for a in s.clone().into_inner() {
                    if a.as_rule() == Rule::attribute_specifier {
                        specs.tag_attrs.extend(build_attributes(a)?);
                    }
                }
                if let Some(body) = s
                    .clone()
                    .into_inner()
                    .find(|c| c.as_rule() == Rule::struct_body)
                {
                    let (members, semicolons) = build_struct_body(body)?;
                    specs.members = Some(members);
                    specs.stray_semicolons = semicolons;
                }
                specs.type_specs.push((type_spec_of(rule, &s), sp))
            }
        }
    }
    Ok(specs)
}

// enum_specifier = "enum" identifier? ("{" enumerator ("," enumerator)* ","? "}")?
// enumerator = identifier attribute_specifier* ("=" constant_expression)?
/// The enumerators of a body, if there is one, and the `,` after the last, if any.
fn build_enum_body(p: Pair<Rule>) -> PResult<(Option<Vec<Enumerator>>, Option<Span>)> {
    let has_body = p.as_str().contains('{');
    let mut list = Vec::new();
    let mut comma = None;
    let (text, start) = (p.as_str(), p.as_span().start());
    for e in p
        .clone()
        .into_inner()
        .filter(|c| c.as_rule() == Rule::enumerator)
    {
        let end = e.as_span().end();
        let rest = &text[end - start..];
        let after = rest.trim_start();
        comma = after.starts_with(',').then(|| {
            let lo = span(&e).hi + rest.len() - after.len();
            Span::new(lo, lo + 1)
        });
        let (attrs, mut it) = split_attributes(e.into_inner())?;
        let name = it.next().unwrap();
        list.push(Enumerator {
            name: written(&name),
            span: span(&name),
            value: it.next().map(build_expr).transpose()?,
            attrs,
        });
    }
    Ok((has_body.then_some(list), comma))
}

/// The attribute specifiers among `pairs`, built, and the other pairs in order.
fn split_attributes<'i>(
    pairs: impl Iterator<Item = Pair<'i, Rule>>,
) -> PResult<(Vec<Attribute>, std::vec::IntoIter<Pair<'i, Rule>>)> {
    let (specifiers, rest): (Vec<_>, Vec<_>) =
        pairs.partition(|c| c.as_rule() == Rule::attribute_specifier);
    let mut attrs = Vec::new();
    for a in specifiers {
        attrs.extend(build_attributes(a)?);
    }
    Ok((attrs, rest.into_iter()))
}

// struct_body = "{" (struct_declaration | stray_semicolon)* "}"
// struct_declaration = specifier_qualifier_list (struct_declarator ("," struct_declarator)*)? ";"
// struct_declarator = declarator (":" constant_expression)? | ":" constant_expression
/// The members, and where a `;` stands alone among them.
fn build_struct_body(p: Pair<Rule>) -> PResult<(Vec<MemberDecl>, Vec<Span>)> {
    let mut members = Vec::new();
    let mut semicolons = Vec::new();
    for decl in p.into_inner() {
        let sp = span(&decl);
        if decl.as_rule() == Rule::stray_semicolon {
            semicolons.push(sp);
            continue;
        }
        if has_extension(&decl) {
            extension(sp);
        }
        let mut it = decl
            .into_inner()
            .filter(|c| c.as_rule() != Rule::kw_extension);
        let first = it.next().unwrap();
        if first.as_rule() == Rule::static_assert_declaration {
            let sp = span(&first);
            members.push(MemberDecl {
                specs: DeclSpecs::default(),
                declarators: Vec::new(),
                span: sp,
                static_assert: build_static_assert(first, sp)?.static_assert,
            });
            continue;
        }
        let specs = build_declaration_specifiers(first)?;
        let mut declarators = Vec::new();
        for sd in it {
            let sd_span = span(&sd);
            let mut declarator = Declarator {
                span: sd_span,
                ..Declarator::default()
            };
            let mut width = None;
            let mut attrs = Vec::new();
            for part in sd.into_inner() {
                if part.as_rule() == Rule::attribute_specifier {
                    attrs.extend(build_attributes(part)?);
                } else if part.as_rule() == Rule::declarator {
                    declarator = build_declarator(part)?;
                } else {
                    width = Some(build_expr(part)?);
                }
            }
            declarator.attrs.extend(attrs);
            declarators.push((declarator, width));
        }
        members.push(MemberDecl {
            specs,
            declarators,
            span: sp,
            static_assert: None,
        });
    }
    Ok((members, semicolons))
}

fn type_spec_of(rule: Rule, p: &Pair<Rule>) -> TypeSpec {
    match rule {
        Rule::enum_specifier => TypeSpec::Enum,
        _ if p.as_str().starts_with("union") => TypeSpec::Union,
        _ => TypeSpec::Struct,
    }
}

/// What a keyword read by `type_keyword`, `storage_keyword` or `qualifier_keyword` specifies.
enum KeywordSpecifier {
    Type(TypeSpec),
    Qualifier(TypeQualifier),
    Storage(StorageClass),
    Function(FunctionSpec),
    /// GNU's `__uint128_t`: `unsigned __int128`.
    UnsignedInt128,
}

// type_keyword = "int" | "unsigned" | "char" | "const" | ... (the grammar's tries)
fn keyword_specifier(word: &str) -> KeywordSpecifier {
    use KeywordSpecifier::*;
    match word {
        "void" => Type(TypeSpec::Void),
        "char" => Type(TypeSpec::Char),
        "short" => Type(TypeSpec::Short),
        "int" => Type(TypeSpec::Int),
        "long" => Type(TypeSpec::Long),
        "float" => Type(TypeSpec::Float),
        "double" => Type(TypeSpec::Double),
        "signed" | "__signed__" | "__signed" => Type(TypeSpec::Signed),
        "unsigned" => Type(TypeSpec::Unsigned),
        "_Bool" => Type(TypeSpec::Bool),
        "_Complex" => Type(TypeSpec::Complex),
        "_Float32" => Type(TypeSpec::FloatN(FloatN::F32)),
        "_Float64" => Type(TypeSpec::FloatN(FloatN::F64)),
        "_Float32x" => Type(TypeSpec::FloatN(FloatN::F32x)),
        "_Float64x" => Type(TypeSpec::FloatN(FloatN::F64x)),
        "_Float128" => Type(TypeSpec::FloatN(FloatN::F128)),
        "__int128" | "__int128_t" => Type(TypeSpec::Int128),
        "__uint128_t" => UnsignedInt128,
        "__auto_type" => Type(TypeSpec::AutoType),
        "const" | "__const__" | "__const" => Qualifier(TypeQualifier::Const),
        "volatile" | "__volatile__" | "__volatile" => Qualifier(TypeQualifier::Volatile),
        "restrict" | "__restrict__" | "__restrict" => Qualifier(TypeQualifier::Restrict),
        "typedef" => Storage(StorageClass::Typedef),
        "extern" => Storage(StorageClass::Extern),
        "static" => Storage(StorageClass::Static),
        "auto" => Storage(StorageClass::Auto),
        "register" => Storage(StorageClass::Register),
        "_Thread_local" => Storage(StorageClass::ThreadLocal),
        "__thread" => Storage(StorageClass::Thread),
        "_Noreturn" => Function(FunctionSpec::Noreturn),
        // "inline" | "__inline__" | "__inline"
        _ => Function(FunctionSpec::Inline),
    }
}

// init_declarator = declarator ("=" initializer)?
// init_declarator = declarator asm_label? attribute_specifier* ("=" initializer)?
fn build_init_declarator(p: Pair<Rule>) -> PResult<InitDeclarator> {
    let mut inner = p.into_inner();
    let mut d = InitDeclarator {
        declarator: build_declarator(inner.next().unwrap())?,
        asm_label: None,
        init: None,
        sym: None,
        items: Vec::new(),
    };
    for part in inner {
        add_init_declarator_part(&mut d, part)?;
    }
    Ok(d)
}

/// One of the pairs after an init-declarator's declarator: its asm label, an attribute or
/// its initializer.
fn add_init_declarator_part(d: &mut InitDeclarator, part: Pair<Rule>) -> PResult<()> {
    match part.as_rule() {
        Rule::asm_label => d.asm_label = Some(build_asm_label(part)?),
        Rule::attribute_specifier => d.declarator.attrs.extend(build_attributes(part)?),
        _ => d.init = Some(build_initializer(part)?),
    }
    Ok(())
}

// asm_statement = kw_asm asm_qualifier* "(" string_literals asm_sections? ")" ";"
// asm_sections = ":" asm_operands (":" asm_operands (":" asm_clobbers (":" asm_labels)?)?)?
fn build_asm(p: Pair<Rule>) -> PResult<AsmStmt> {
    let mut asm = AsmStmt {
        span: span(&p),
        template: String::new(),
        template_span: span(&p),
        basic: true,
        volatile: false,
        outputs: Vec::new(),
        inputs: Vec::new(),
        clobbers: Vec::new(),
        labels: Vec::new(),
    };
    for part in p.into_inner() {
        match part.as_rule() {
            Rule::asm_qualifier if written(&part).contains("volatile") => asm.volatile = true,
            Rule::string_literals => {
                asm.template_span = span(&part);
                asm.template = asm_string(part)?;
            }
            Rule::asm_sections => {
                asm.basic = false;
                build_asm_sections(part, &mut asm)?;
            }
            _ => {}
        }
    }
    Ok(asm)
}

fn build_asm_sections(p: Pair<Rule>, asm: &mut AsmStmt) -> PResult<()> {
    let mut operand_lists = 0;
    for section in p.into_inner() {
        match section.as_rule() {
            Rule::asm_operands => {
                let operands = section
                    .into_inner()
                    .map(build_asm_operand)
                    .collect::<PResult<Vec<_>>>()?;
                match operand_lists {
                    0 => asm.outputs = operands,
                    _ => asm.inputs = operands,
                }
                operand_lists += 1;
            }
            Rule::asm_clobbers => {
                for c in section.into_inner() {
                    let sp = span(&c);
                    asm.clobbers.push((asm_string(c)?, sp));
                }
            }
            Rule::asm_labels => {
                asm.labels = section
                    .into_inner()
                    .map(|l| (written(&l), span(&l)))
                    .collect();
            }
            _ => {}
        }
    }
    Ok(())
}

// asm_operand = ("[" identifier "]")? string_literals "(" expression ")"
fn build_asm_operand(p: Pair<Rule>) -> PResult<AsmOperand> {
    let mut name = None;
    let mut constraint = None;
    for part in p.into_inner() {
        match part.as_rule() {
            Rule::identifier => name = Some(written(&part)),
            Rule::string_literals => {
                let sp = span(&part);
                constraint = Some((asm_string(part)?, sp));
            }
            _ => {
                let (constraint, constraint_span) = constraint.take().expect("a constraint");
                return Ok(AsmOperand {
                    name,
                    constraint,
                    constraint_span,
                    expr: build_expr(part)?,
                    parsed: None,
                    symbol: None,
                    based_on: None,
                });
            }
        }
    }
    unreachable!("an asm operand ends with its expression")
}

/// The text of an asm statement's string (a template, constraint or clobber).
fn asm_string(p: Pair<Rule>) -> PResult<String> {
    let sp = span(&p);
    match build_expr(p)?.kind {
        ExprKind::StringLit(bytes, _) => {
            let text = bytes.strip_suffix(&[0]).unwrap_or(&bytes);
            String::from_utf8(text.to_vec()).map_err(|_| {
                Diagnostic::error(
                    sp,
                    "asm string with bytes that are not UTF-8 is not supported",
                )
            })
        }
        _ => Err(Diagnostic::error(sp, "expected string literal in 'asm'")),
    }
}

// asm_label = "__asm__" "(" string_literals ")"
fn build_asm_label(p: Pair<Rule>) -> PResult<(String, Span)> {
    let sp = span(&p);
    let strings = p.into_inner().nth(1).unwrap();
    match build_expr(strings)?.kind {
        ExprKind::StringLit(bytes, _) => {
            let name = bytes.strip_suffix(&[0]).unwrap_or(&bytes);
            // A symbol's name in the object file, which is UTF-8 here.
            match std::str::from_utf8(name) {
                Ok(name) => Ok((name.to_owned(), sp)),
                Err(_) => Err(Diagnostic::error(
                    sp,
                    "asm label with bytes that are not UTF-8 is not supported",
                )),
            }
        }
        _ => Err(Diagnostic::error(
            sp,
            "expected string literal in asm label",
        )),
    }
}

thread_local! {
    /// The attributes built so far in this unit (see `TranslationUnit::attributes`).
    static WRITTEN_ATTRIBUTES: std::cell::RefCell<Vec<(String, Span)>> =
        const { std::cell::RefCell::new(Vec::new()) };
    /// What `__extension__` covers in the items built so far (see
    /// `TranslationUnit::extensions`).
    static EXTENSIONS: std::cell::RefCell<Vec<Span>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Record that `__extension__` covers `sp`: a declaration it starts, or the operand it
/// prefixes.
fn extension(sp: Span) {
    EXTENSIONS.with(|e| e.borrow_mut().push(sp));
}

/// Whether `__extension__` is among the declaration specifiers `p`.
fn has_extension(p: &Pair<Rule>) -> bool {
    p.clone()
        .into_inner()
        .any(|s| s.as_rule() == Rule::kw_extension)
}

// attribute_specifier = "__attribute__" "(" "(" attribute? ("," attribute?)* ")" ")"
// attribute = attribute_name ("(" (assignment_expression ("," assignment_expression)*)? ")")?
fn build_attributes(p: Pair<Rule>) -> PResult<Vec<Attribute>> {
    p.into_inner()
        .filter(|a| a.as_rule() == Rule::attribute)
        .map(|a| {
            let sp = span(&a);
            let mut it = a.into_inner();
            let name = written(&it.next().unwrap());
            WRITTEN_ATTRIBUTES.with(|w| w.borrow_mut().push((name.clone(), sp)));
            let args = build_each(it, build_expr)?;
            Ok(Attribute {
                name,
                args,
                span: sp,
            })
        })
        .collect()
}

// initializer = brace_initializer | (number | string_literals | identifier) &("," | "}")
//             | assignment_expression
fn build_initializer(p: Pair<Rule>) -> PResult<Initializer> {
    if p.as_rule() == Rule::brace_initializer {
        let sp = span(&p);
        Ok(Initializer::List(build_initializer_items(p)?, sp))
    } else {
        Ok(Initializer::Expr(build_expr(p)?))
    }
}

// brace_initializer = "{" (initializer_item ("," initializer_item)* ","?)? "}"
// initializer_item = constant_run | designation? initializer
/// The items of a brace initializer: each is an initializer pair, after its designation's
/// pair if it has one.
fn build_initializer_items(p: Pair<Rule>) -> PResult<Vec<Initializer>> {
    let mut items = Vec::new();
    let mut designation = None;
    for part in p.into_inner() {
        if part.as_rule() == Rule::designation {
            designation = Some(part);
            continue;
        }
        if part.as_rule() == Rule::constant_run {
            constants::build_run(part, &mut items)?;
            continue;
        }
        let end = span(&part).hi;
        let init = build_initializer(part)?;
        items.push(match designation.take() {
            None => init,
            Some(d) => {
                let sp = Span::new(span(&d).lo, end);
                Initializer::Designated(build_designation(d)?, Box::new(init), sp)
            }
        });
    }
    Ok(items)
}

// designation = (index_designator | member_designator)+ "="
// index_designator = "[" constant_expression (ellipsis constant_expression)? "]"
fn build_designation(p: Pair<Rule>) -> PResult<Vec<Designator>> {
    p.into_inner()
        .map(|d| {
            let rule = d.as_rule();
            let mut inner = d.into_inner();
            let first = inner.next().unwrap();
            Ok(match (rule, inner.next()) {
                (Rule::index_designator, None) => Designator::Index(build_expr(first)?),
                (Rule::index_designator, Some(dots)) => {
                    let hi = inner.next().unwrap();
                    Designator::Range(build_expr(first)?, build_expr(hi)?, span(&dots))
                }
                _ => Designator::Member(written(&first), span(&first)),
            })
        })
        .collect()
}

// declarator = pointer* direct_declarator
// direct_declarator = (identifier | "(" declarator ")") declarator_suffix*
// abstract_declarator = pointer+ direct_abstract_declarator? | direct_abstract_declarator
// direct_abstract_declarator = "(" attributes? abstract_declarator ")" declarator_suffix*
//                            | declarator_suffix+
//
// C reads a declarator inside out: the pointers of a level apply to the base type first,
// then its suffixes from right to left, then the nested declarator. The result lists the
// derivations in that order of application.
fn build_declarator(p: Pair<Rule>) -> PResult<Declarator> {
    let sp = span(&p);
    let mut decl = Declarator {
        span: sp,
        ..Declarator::default()
    };
    let mut nested: Option<Declarator> = None;
    let mut suffixes = Vec::new();
    for part in p.into_inner() {
        match part.as_rule() {
            Rule::pointer => {
                for a in part.clone().into_inner() {
                    if a.as_rule() == Rule::attribute_specifier {
                        decl.attrs.extend(build_attributes(a)?);
                    }
                }
                decl.derived.push(build_pointer(part))
            }
            Rule::attribute_specifier => decl.attrs.extend(build_attributes(part)?),
            Rule::direct_declarator | Rule::direct_abstract_declarator => {
                for d in part.into_inner() {
                    match d.as_rule() {
                        Rule::attribute_specifier => decl.attrs.extend(build_attributes(d)?),
                        Rule::identifier => decl.name = Some((written(&d), span(&d))),
                        Rule::declarator | Rule::abstract_declarator => {
                            nested = Some(build_declarator(d)?)
                        }
                        _ => suffixes.push(build_declarator_suffix(d)?),
                    }
                }
            }
            _ => {}
        }
    }
    decl.derived.extend(suffixes.into_iter().rev());
    if let Some(n) = nested {
        decl.name = n.name;
        decl.derived.extend(n.derived);
        decl.attrs.extend(n.attrs);
    }
    Ok(decl)
}

// pointer = "*" type_qualifier*
fn build_pointer(p: Pair<Rule>) -> Derived {
    Derived::Pointer(
        p.into_inner()
            .filter(|q| q.as_rule() != Rule::attribute_specifier)
            .map(|q| type_qualifier(&q))
            .collect(),
    )
}

// type_qualifier = qualifier_keyword | "_Atomic"
fn type_qualifier(p: &Pair<Rule>) -> TypeQualifier {
    match keyword_specifier(p.as_str()) {
        KeywordSpecifier::Qualifier(q) => q,
        _ => TypeQualifier::Atomic,
    }
}

// array_suffix = "[" ("static" type_qualifier* assignment_expression
//                    | type_qualifier+ "static" assignment_expression
//                    | type_qualifier* (vla_star | assignment_expression)?) "]"
// function_suffix = "(" parameter_type_list? ")"
fn build_declarator_suffix(p: Pair<Rule>) -> PResult<Derived> {
    let sp = span(&p);
    match p.as_rule() {
        Rule::array_suffix => {
            let mut quals = ArrayParamQuals {
                line_start: typedefs::first_token_of_line(sp.hi.saturating_sub(1)),
                ..ArrayParamQuals::default()
            };
            let mut size = None;
            for part in p.into_inner() {
                match part.as_rule() {
                    Rule::kw_static => quals.is_static = true,
                    Rule::vla_star => quals.star = true,
                    Rule::qualifier_keyword | Rule::kw_atomic => {
                        quals.quals.push(type_qualifier(&part))
                    }
                    _ => size = Some(Box::new(build_expr(part)?)),
                }
            }
            Ok(Derived::Array(size, sp, quals))
        }
        _ => {
            let Some(list) = p.into_inner().next() else {
                return Ok(Derived::Function(Vec::new(), false, sp));
            };
            if list.as_rule() == Rule::identifier_list {
                return Ok(Derived::Function(build_identifier_list(list), false, sp));
            }
            let (params, variadic) = build_parameter_type_list(list)?;
            Ok(Derived::Function(params, variadic, sp))
        }
    }
}

// identifier_list = identifier ("," identifier)*
// Each name is a parameter with no specifiers yet (see `ParamDecl::kr`).
fn build_identifier_list(p: Pair<Rule>) -> Vec<ParamDecl> {
    p.into_inner()
        .map(|id| {
            let sp = span(&id);
            ParamDecl {
                specs: DeclSpecs {
                    span: sp,
                    ..DeclSpecs::default()
                },
                declarator: Declarator {
                    name: Some((written(&id), sp)),
                    span: sp,
                    ..Declarator::default()
                },
                span: sp,
                kr: true,
            }
        })
        .collect()
}

// parameter_type_list = parameter_declaration ("," parameter_declaration)* ("," ellipsis)?
// parameter_declaration = declaration_specifiers (declarator | abstract_declarator)?
fn build_parameter_type_list(p: Pair<Rule>) -> PResult<(Vec<ParamDecl>, bool)> {
    let mut params = Vec::new();
    let mut variadic = false;
    for param in p.into_inner() {
        if param.as_rule() == Rule::ellipsis {
            variadic = true;
            continue;
        }
        let sp = span(&param);
        let (specs, declarator) = build_specifiers_and_declarator(param)?;
        params.push(ParamDecl {
            specs,
            declarator,
            span: sp,
            kr: false,
        });
    }
    Ok((params, variadic))
}

// (parameter_declaration | type_name) = specifiers (declarator | abstract_declarator)?
// A missing declarator is an empty one at the end of the construct (an unnamed parameter, a
// plain type name).
fn build_specifiers_and_declarator(p: Pair<Rule>) -> PResult<(DeclSpecs, Declarator)> {
    let end = span(&p).hi;
    let mut inner = p.into_inner();
    let specs = build_declaration_specifiers(inner.next().unwrap())?;
    let (attrs, rest): (Vec<_>, Vec<_>) =
        inner.partition(|c| c.as_rule() == Rule::attribute_specifier);
    let mut declarator = match rest.into_iter().next() {
        Some(d) => build_declarator(d)?,
        None => Declarator {
            span: Span::new(end, end),
            ..Declarator::default()
        },
    };
    for a in attrs {
        declarator.attrs.extend(build_attributes(a)?);
    }
    Ok((specs, declarator))
}

// type_name = specifier_qualifier_list abstract_declarator?
fn build_type_name(p: Pair<Rule>) -> PResult<TypeName> {
    let sp = span(&p);
    let (specs, declarator) = build_specifiers_and_declarator(p)?;
    Ok(TypeName {
        specs,
        declarator,
        span: sp,
        ty: None,
    })
}

// ---------------------------------------------------------------- A.2.3 Statements

// compound_statement = "{" label_declaration* (declaration | statement)* "}"
fn build_compound_items(p: Pair<Rule>) -> PResult<Vec<BlockItem>> {
    build_each(p.into_inner(), |item| match item.as_rule() {
        Rule::declaration => Ok(BlockItem::Decl(build_declaration(item)?)),
        Rule::label_declaration => Ok(build_label_declaration(item)),
        _ => Ok(BlockItem::Stmt(build_statement(item)?)),
    })
}

// label_declaration = "__label__" identifier ("," identifier)* ";"
fn build_label_declaration(p: Pair<Rule>) -> BlockItem {
    let sp = span(&p);
    let keyword = Span::new(sp.lo, sp.lo + "__label__".len());
    let names = p.into_inner().map(|n| (written(&n), span(&n))).collect();
    BlockItem::Labels(names, keyword)
}

/// Build each of `pairs` into a vector of just their number. (Collecting `Result`s loses
/// the length of the iterator, and the vector grows by doubling from four: a declaration
/// of one declarator kept room for four, and the whole file's AST is alive through sema.)
fn build_each<T>(
    pairs: pest::iterators::Pairs<Rule>,
    mut build: impl FnMut(Pair<Rule>) -> PResult<T>,
) -> PResult<Vec<T>> {
    let mut built = Vec::with_capacity(pairs.len());
    for p in pairs {
        built.push(build(p)?);
    }
    Ok(built)
}

// statement = labeled_statement | case_statement | default_statement | compound_statement
//           | if_statement | switch_statement | while_statement | do_statement
//           | for_statement | goto_statement | continue_statement | break_statement
//           | return_statement | expression_statement
fn build_statement(p: Pair<Rule>) -> PResult<Stmt> {
    let sp = span(&p);
    let rule = p.as_rule();
    let mut attrs = Vec::new();
    let kind = match rule {
        // compound_statement = "{" (declaration | statement)* "}"
        Rule::compound_statement => StmtKind::Compound(build_compound_items(p)?),
        // end_of_block = &"}": what a label at the end of a compound statement labels, an
        // empty statement of no length (see `Stmt::is_end_of_block`)
        Rule::end_of_block => StmtKind::Expr(None),
        // expression_statement = attribute_specifier* expression? ";"
        Rule::expression_statement => {
            let mut it = p.into_inner().peekable();
            while let Some(a) = it.next_if(|c| c.as_rule() == Rule::attribute_specifier) {
                attrs.extend(build_attributes(a)?);
            }
            StmtKind::Expr(it.next().map(build_expr).transpose()?)
        }
        Rule::asm_statement => StmtKind::Asm(Box::new(build_asm(p)?)),
        // labeled_statement = identifier ":" attribute_specifier* statement
        Rule::labeled_statement => {
            let (label_attrs, mut it) = split_attributes(p.into_inner())?;
            attrs = label_attrs;
            let name = it.next().unwrap();
            let body = build_statement(it.next().unwrap())?;
            StmtKind::Labeled(written(&name), span(&name), Box::new(body))
        }
        // case_statement = "case" constant_expression ":" statement
        Rule::case_statement => {
            let mut it = p.into_inner();
            let value = build_expr(it.next().unwrap())?;
            let next = it.next().unwrap();
            if next.as_rule() == Rule::constant_expression {
                let hi = build_expr(next)?;
                let body = build_statement(it.next().unwrap())?;
                StmtKind::CaseRange(value, hi, None, Box::new(body))
            } else {
                StmtKind::Case(value, None, Box::new(build_statement(next)?))
            }
        }
        // default_statement = "default" ":" statement
        Rule::default_statement => {
            let body = build_statement(p.into_inner().next().unwrap())?;
            StmtKind::Default(Box::new(body))
        }
        // if_statement = "if" "(" expression ")" statement ("else" statement)?
        Rule::if_statement => {
            let mut it = p.into_inner();
            let cond = build_expr(it.next().unwrap())?;
            let then = build_statement(it.next().unwrap())?;
            let els = it.next().map(build_statement).transpose()?;
            StmtKind::If(cond, Box::new(then), els.map(Box::new))
        }
        // switch_statement = "switch" "(" expression ")" statement
        // while_statement = "while" "(" expression ")" statement
        Rule::switch_statement | Rule::while_statement => {
            let mut it = p.into_inner();
            let cond = build_expr(it.next().unwrap())?;
            let body = Box::new(build_statement(it.next().unwrap())?);
            if rule == Rule::switch_statement {
                StmtKind::Switch(cond, body)
            } else {
                StmtKind::While(cond, body)
            }
        }
        // do_statement = "do" statement "while" "(" expression ")" ";"
        Rule::do_statement => {
            let mut it = p.into_inner();
            let body = build_statement(it.next().unwrap())?;
            let cond = build_expr(it.next().unwrap())?;
            StmtKind::DoWhile(Box::new(body), cond)
        }
        // for_statement = "for" "(" (declaration | for_init) for_cond ";" for_step ")" statement
        Rule::for_statement => build_for_statement(p)?,
        // goto_statement = "goto" identifier ";"
        Rule::goto_statement => {
            let label = p.into_inner().next().unwrap();
            if label.as_rule() == Rule::expression {
                StmtKind::IndirectGoto(build_expr(label)?)
            } else {
                StmtKind::Goto(written(&label), span(&label))
            }
        }
        Rule::continue_statement => StmtKind::Continue,
        Rule::break_statement => StmtKind::Break,
        // return_statement = "return" expression? ";"
        Rule::return_statement => {
            StmtKind::Return(p.into_inner().next().map(build_expr).transpose()?)
        }
        other => unreachable!("not a statement rule: {other:?}"),
    };
    Ok(Stmt {
        kind,
        span: sp,
        attrs,
    })
}

fn build_for_statement(p: Pair<Rule>) -> PResult<StmtKind> {
    let mut it = p.into_inner();
    let first = it.next().unwrap();
    let init = if first.as_rule() == Rule::declaration {
        ForInit::Decl(build_declaration(first)?)
    } else {
        ForInit::Expr(first.into_inner().next().map(build_expr).transpose()?)
    };
    let cond = it
        .next()
        .unwrap()
        .into_inner()
        .next()
        .map(build_expr)
        .transpose()?;
    let step = it
        .next()
        .unwrap()
        .into_inner()
        .next()
        .map(build_expr)
        .transpose()?;
    let body = build_statement(it.next().unwrap())?;
    Ok(StmtKind::For {
        init: Box::new(init),
        cond,
        step,
        body: Box::new(body),
    })
}

#[cfg(test)]
mod tests;

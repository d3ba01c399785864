//! Macro expansion (C11 6.10.3): argument collection, substitution with `#` and `##`, and
//! rescanning under Prosser's hide-set rule.
//!
//! Every token carries a hide set: the names of the macros whose expansion produced it. A
//! name in its own token's hide set is never expanded again, which is how "a macro is not
//! replaced inside its own expansion" survives arbitrary rescanning. For an object-like
//! macro `T` the body gets `HS(T) ∪ {T}`; for a function-like one `(HS(T) ∩ HS(')')) ∪ {T}`
//! (Prosser's algorithm, as in chibicc). `##` works on placemarkers for empty arguments.

use crate::diag::{Diagnostic, Pedwarn, Span, Standard};
use std::cell::OnceCell;
use std::rc::Rc;

use super::directives::Preprocessor;
use super::lexer::{
    tokenize_fragment, tokenize_with, ArgUse, LineRest, Prefixes, Spellings, Token, TokenKind,
};
use super::source_map::Expansion;

/// The set of macro names a token may not be expanded by. Almost always empty or tiny, so a
/// shared vector beats a tree.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HideSet(Option<Rc<[Rc<str>]>>);

impl HideSet {
    pub fn contains(&self, name: &str) -> bool {
        // Names are interned (`Spellings`): the same pointer is the same name, and most
        // names that differ differ in length.
        self.0.as_ref().is_some_and(|v| {
            v.iter().any(|n| {
                n.len() == name.len() && (std::ptr::eq(n.as_ptr(), name.as_ptr()) || **n == *name)
            })
        })
    }

    fn names(&self) -> &[Rc<str>] {
        self.0.as_deref().unwrap_or_default()
    }

    pub fn union(&self, other: &HideSet) -> HideSet {
        if self.0.is_none() {
            return other.clone();
        }
        if other.names().iter().all(|n| self.contains(n)) {
            return self.clone();
        }
        let added = other.names().iter().filter(|n| !self.contains(n));
        HideSet(Some(self.names().iter().chain(added).cloned().collect()))
    }

    pub fn intersection(&self, other: &HideSet) -> HideSet {
        let v: Vec<_> = self
            .names()
            .iter()
            .filter(|n| other.contains(n))
            .cloned()
            .collect();
        if v.is_empty() {
            HideSet(None)
        } else {
            HideSet(Some(v.into()))
        }
    }

    pub fn with(&self, name: &Rc<str>) -> HideSet {
        if self.contains(name) {
            return self.clone();
        }
        // Collected straight into the shared slice: one allocation, not a vector's too.
        let names = self.names().iter().chain(std::iter::once(name));
        HideSet(Some(names.cloned().collect()))
    }

    /// The same set, shared: unions of the same two sets give the same result.
    fn same(&self, other: &HideSet) -> bool {
        match (&self.0, &other.0) {
            (None, None) => true,
            (Some(a), Some(b)) => Rc::ptr_eq(a, b),
            _ => false,
        }
    }
}

/// How deeply macro invocations may nest inside arguments (`f(f(f(...)))`).
const MAX_ARGUMENT_NESTING: usize = 256;

/// The arguments of one invocation.
#[derive(Default)]
struct Args {
    args: Vec<Vec<Token>>,
    /// The variable arguments were left out (`F(a)` for `F(x, ...)`), not just empty.
    va_absent: bool,
}

/// Macros whose replacement is computed at each use.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Builtin {
    File,
    Line,
    Counter,
    IncludeLevel,
    BaseFile,
}

#[derive(Debug)]
pub struct Macro {
    /// `None` for an object-like macro.
    pub params: Option<Vec<Rc<str>>>,
    /// The last parameter is `...` (or GNU `name...`) and collects the remaining arguments.
    pub variadic: bool,
    /// The replacement list; parameter uses are `TokenKind::Param(i)`. Lexed from `source`
    /// at the first expansion.
    body: OnceCell<Vec<Token>>,
    /// The text of the replacement list, for a definition not lexed yet.
    source: Option<LineRest>,
    pub loc: u32,
    pub builtin: Option<Builtin>,
    /// The hide set `{name}` of this macro, made at its first expansion and shared by the
    /// tokens of every expansion from a token with an empty hide set (nearly all of them).
    alone: OnceCell<HideSet>,
}

impl Macro {
    /// A macro whose replacement list is lexed (and checked) already.
    pub fn new(
        params: Option<Vec<Rc<str>>>,
        variadic: bool,
        body: Vec<Token>,
        loc: u32,
        builtin: Option<Builtin>,
    ) -> Macro {
        Macro {
            params,
            variadic,
            body: OnceCell::from(body),
            source: None,
            loc,
            builtin,
            alone: OnceCell::new(),
        }
    }

    /// A macro whose replacement list, known to hold nothing to check (no `#`, `##` or
    /// `__VA_ARGS__`), is lexed when first needed.
    pub fn lazy(params: Option<Vec<Rc<str>>>, variadic: bool, source: LineRest, loc: u32) -> Macro {
        Macro {
            params,
            variadic,
            body: OnceCell::new(),
            source: Some(source),
            loc,
            builtin: None,
            alone: OnceCell::new(),
        }
    }

    /// The replacement list, lexed now if it was not yet.
    pub fn body(&self, spellings: &mut Spellings) -> &[Token] {
        self.body.get_or_init(|| {
            let toks = self
                .source
                .as_ref()
                .map_or_else(Vec::new, |s| s.tokens(spellings));
            replacement_tokens(toks, self.params.as_deref())
        })
    }

    /// Whether the replacement list is one token that is not a name, so that rescanning
    /// leaves it as it is (a number, most often).
    fn is_single_token(&self, spellings: &mut Spellings) -> bool {
        matches!(self.body(spellings), [t] if t.kind != TokenKind::Ident)
    }

    /// C11 6.10.3p2: same parameters, same replacement list, same white-space separation.
    pub fn same_definition(&self, other: &Macro, spellings: &mut Spellings) -> bool {
        let (body, other_body) = (self.body(spellings), other.body(spellings));
        self.params == other.params
            && self.variadic == other.variadic
            && body.len() == other_body.len()
            && body.iter().zip(other_body).enumerate().all(|(i, (a, b))| {
                a.kind == b.kind && a.text == b.text && (i == 0 || a.has_space == b.has_space)
            })
    }
}

/// Where the expansion engine reads from: tokens pushed back (reversed, the next one last),
/// then, for the main stream, the current file.
#[derive(Default)]
pub struct Stream {
    pub pending: Vec<Token>,
    pub from_file: bool,
    /// Inside `#if`: the operand of `defined` is not expanded.
    pub in_if: bool,
    verbatim: usize,
    /// A macro at the start of a line expanded to nothing; the next token starts the line.
    bol_carry: bool,
}

impl Stream {
    pub fn of(tokens: Vec<Token>, in_if: bool) -> Stream {
        let mut pending = tokens;
        pending.reverse();
        Stream {
            pending,
            in_if,
            ..Stream::default()
        }
    }

    /// The stream of the translation unit: tokens come from the include stack.
    pub fn main() -> Stream {
        Stream {
            from_file: true,
            ..Stream::default()
        }
    }

    fn push_front(&mut self, tokens: Vec<Token>) {
        self.pending.extend(tokens.into_iter().rev());
    }
}

impl Preprocessor {
    fn next_raw(&mut self, s: &mut Stream) -> Option<Token> {
        if let Some(t) = s.pending.pop() {
            return Some(t);
        }
        if s.from_file {
            self.next_file_token()
        } else {
            None
        }
    }

    /// Fully macro-expand a token list on its own (an argument, a directive line).
    pub fn expand_list(&mut self, tokens: Vec<Token>, in_if: bool) -> Vec<Token> {
        // Arguments are expanded recursively; bound the depth rather than the stack.
        if self.expand_depth >= MAX_ARGUMENT_NESTING {
            if let Some(t) = tokens.first() {
                let msg = format!("macro arguments nested more than {MAX_ARGUMENT_NESTING} deep");
                self.error(t.loc, t.text.len(), msg);
            }
            return tokens;
        }
        let mut tokens = tokens;
        if self.expand_in_place(&mut tokens, in_if) {
            return tokens;
        }
        self.expand_depth += 1;
        let mut out = Vec::with_capacity(tokens.len());
        let mut s = Stream::of(tokens, in_if);
        while let Some(t) = self.expand_next(&mut s) {
            out.push(t);
        }
        self.expand_depth -= 1;
        out
    }

    /// Expand `tokens` where they stand when each macro named in them stands for a single
    /// token (`single_token_expansion`), as most of an `#if` line's and most arguments'
    /// macros do, if any: no stream, no second vector. False, `tokens` untouched, when one
    /// needs the general expansion (a function-like macro invoked, a longer replacement,
    /// `_Pragma`).
    fn expand_in_place(&mut self, tokens: &mut [Token], in_if: bool) -> bool {
        let mut singles: Vec<(usize, Rc<Macro>)> = Vec::new();
        let mut i = 0;
        while i < tokens.len() {
            let t = &tokens[i];
            i += 1;
            if t.kind != TokenKind::Ident || t.hide.contains(&t.text) {
                continue;
            }
            if in_if && &*t.text == "defined" {
                // Its operand, `X` or `( X )`, is not expanded.
                i += if tokens.get(i).is_some_and(|n| n.is("(")) {
                    3
                } else {
                    1
                };
                continue;
            }
            if &*t.text == "_Pragma" {
                return false;
            }
            let Some(m) = self.macros.get(&t.text) else {
                continue;
            };
            if m.params.is_some() && m.builtin.is_none() {
                // Not invoked without a `(` after it.
                if tokens.get(i).is_some_and(|n| n.is("(")) {
                    return false;
                }
                continue;
            }
            let m = m.clone();
            if m.builtin.is_some() || !m.is_single_token(&mut self.spellings) {
                return false;
            }
            singles.push((i - 1, m));
        }
        for (i, m) in singles {
            tokens[i] = self.single_token_expansion(&m, &tokens[i]);
        }
        true
    }

    /// The expansion of object-like macro `m` invoked as `name` when its replacement list
    /// is one token that rescanning passes over (see `Macro::is_single_token`): that token,
    /// as `substitute` would give it, made without a vector.
    fn single_token_expansion(&mut self, m: &Macro, name: &Token) -> Token {
        let exp = self.map.add_expansion(Expansion {
            name: name.text.clone(),
            invocation: name.loc,
            invocation_len: name.text.len() as u32,
            parent: name.exp,
        });
        let mut t = m.body(&mut self.spellings)[0].clone();
        t.exp = Some(exp);
        t.hide = self.hide_set(m, &name.text, &name.hide);
        t.has_space = name.has_space;
        t.at_bol = name.at_bol;
        t
    }

    /// The hide set of an expansion of macro `m`, named `name`, from tokens whose hide sets
    /// have `from` in common: `from` with the name added (`{name}` made once by the macro).
    fn hide_set(&self, m: &Macro, name: &Rc<str>, from: &HideSet) -> HideSet {
        match from.0 {
            None => m.alone.get_or_init(|| from.with(name)).clone(),
            Some(_) => from.with(name),
        }
    }

    /// The next token of `s` after macro expansion.
    pub fn expand_next(&mut self, s: &mut Stream) -> Option<Token> {
        loop {
            let mut tok = self.next_raw(s)?;
            if std::mem::take(&mut s.bol_carry) {
                tok.at_bol = true;
            }
            if s.verbatim > 0 {
                s.verbatim -= 1;
                return Some(tok);
            }
            if tok.kind != TokenKind::Ident || tok.hide.contains(&tok.text) {
                return Some(tok);
            }
            if s.in_if && &*tok.text == "defined" {
                s.verbatim = self.defined_operand_len(s);
                return Some(tok);
            }
            if &*tok.text == "_Pragma" && self.pragma_operator(s) {
                s.bol_carry |= tok.at_bol;
                continue;
            }
            let Some(m) = self.macros.get(&tok.text).cloned() else {
                if matches!(
                    &*tok.text,
                    "__has_builtin" | "__has_attribute" | "__has_c_attribute"
                ) {
                    let value = self.feature_operator(s, &tok)?;
                    s.push_front(vec![value]);
                    continue;
                }
                return Some(tok);
            };
            if m.builtin.is_none() && m.params.is_none() && m.is_single_token(&mut self.spellings) {
                return Some(self.single_token_expansion(&m, &tok));
            }
            let expansion = match (m.builtin, &m.params) {
                (Some(b), _) => vec![self.builtin(b, &tok)],
                (None, None) => {
                    let hs = self.hide_set(&m, &tok.text, &tok.hide);
                    self.substitute(&m, &tok, &Args::default(), &hs, s.in_if)
                }
                (None, Some(_)) => match self.function_invocation(s, &m, &tok) {
                    Some(body) => body,
                    None => return Some(tok),
                },
            };
            if expansion.is_empty() && tok.at_bol {
                s.bol_carry = true;
            }
            s.push_front(expansion);
        }
    }

    /// `__has_builtin (x)`, `__has_attribute (x)` or `__has_c_attribute (x)` outside `#if`,
    /// which gcc expands anywhere as it does in `#if` (`__has_include` it refuses there, as
    /// tcc-rs leaves it): the value, as a number token in the operator's place.
    fn feature_operator(&mut self, s: &mut Stream, op: &Token) -> Option<Token> {
        match self.next_raw(s) {
            Some(t) if t.is("(") => {}
            other => {
                // gcc points at what follows the operator.
                let (loc, len) = other.as_ref().map_or((op.loc, op.text.len()), |t| {
                    (self.map.outermost_invocation(t.loc, t.exp), t.text.len())
                });
                s.pending.extend(other);
                let msg = format!("missing '(' after \"{}\"", op.text);
                self.error(loc, len, msg);
                return Some(Token::synthetic(TokenKind::Number, "0", op));
            }
        }
        let mut operand = String::new();
        let mut depth = 0;
        loop {
            let Some(t) = self.next_raw(s) else {
                let msg = format!("missing ')' after \"{}\" operand", op.text);
                self.error(op.loc, op.text.len(), msg);
                return None;
            };
            match &*t.text {
                ")" if depth == 0 => break,
                ")" => depth -= 1,
                "(" => depth += 1,
                _ => {}
            }
            operand.push_str(&t.text);
        }
        let value = super::directives::feature_value(&op.text, &operand, self.search.arch);
        let mut t = Token::synthetic(TokenKind::Number, value, op);
        t.at_bol = op.at_bol;
        t.has_space = op.has_space;
        Some(t)
    }

    /// After `defined` in `#if`: how many following tokens (`X` or `( X )`) to leave alone.
    fn defined_operand_len(&mut self, s: &mut Stream) -> usize {
        let Some(next) = self.next_raw(s) else {
            return 0;
        };
        let n = if next.is("(") { 3 } else { 1 };
        s.pending.push(next);
        n
    }

    /// Collect the arguments of a function-like macro and substitute them; `None` when the
    /// name is not followed by `(` (then it is an ordinary identifier) or on an error.
    fn function_invocation(
        &mut self,
        s: &mut Stream,
        m: &Macro,
        name: &Token,
    ) -> Option<Vec<Token>> {
        let next = self.next_raw(s);
        match next {
            Some(t) if t.is("(") => {}
            Some(t) => {
                s.pending.push(t);
                return None;
            }
            None => return None,
        }
        let (args, rparen, va_absent) = self.collect_args(s, m, name)?;
        let hs = self.hide_set(m, &name.text, &name.hide.intersection(&rparen.hide));
        Some(self.substitute(m, name, &Args { args, va_absent }, &hs, s.in_if))
    }

    // arguments = argument ( "," argument )* ")", commas inside parentheses do not split
    fn collect_args(
        &mut self,
        s: &mut Stream,
        m: &Macro,
        name: &Token,
    ) -> Option<(Vec<Vec<Token>>, Token, bool)> {
        let nparams = m.params.as_ref().map_or(0, |p| p.len());
        let mut args: Vec<Vec<Token>> = vec![Vec::new()];
        let mut depth = 0;
        let rparen = loop {
            let Some(mut t) = self.next_raw(s) else {
                // gcc reports it where the file ran out.
                let at = self.map.outermost_invocation(name.loc, name.exp);
                self.error(
                    self.map.end_of_file(at),
                    1,
                    format!(
                        "unterminated argument list invoking macro \"{}\"",
                        name.text
                    ),
                );
                return None;
            };
            if t.at_bol {
                // A newline inside the arguments is white space.
                t.at_bol = false;
                t.has_space = true;
            }
            if t.is("(") {
                depth += 1;
            } else if t.is(")") {
                if depth == 0 {
                    break t;
                }
                depth -= 1;
            } else if t.is(",") && depth == 0 && !(m.variadic && args.len() == nparams) {
                args.push(Vec::new());
                continue;
            }
            if let Some(a) = args.last_mut() {
                a.push(t);
            }
        };
        if rparen.exp.is_none() {
            self.last_file_rparen = rparen.loc;
        }
        if nparams == 0 && args.len() == 1 && args[0].is_empty() {
            args.clear();
        }
        let va_omitted = m.variadic && args.len() + 1 == nparams;
        if va_omitted {
            // gcc accepts `F(a)` for `F(x, ...)`: the variable arguments are empty.
            args.push(Vec::new());
        }
        // For `F(...)` called as `F()`, an omitted and an empty variable argument cannot be
        // told apart; gcc (outside its strict ISO modes, which tcc-rs does not emulate)
        // takes it as omitted, so `, ## __VA_ARGS__` deletes the comma.
        let only_va_empty = m.variadic && nparams == 1 && args.len() == 1 && args[0].is_empty();
        let va_absent = va_omitted || only_va_empty;
        if args.len() < nparams {
            self.error(
                name.loc,
                name.text.len(),
                format!(
                    "macro \"{}\" requires {} arguments, but only {} given",
                    name.text,
                    nparams,
                    args.len()
                ),
            );
            return None;
        }
        if args.len() > nparams {
            self.error(
                name.loc,
                name.text.len(),
                format!(
                    "macro \"{}\" passed {} arguments, but takes just {}",
                    name.text,
                    args.len(),
                    nparams
                ),
            );
            return None;
        }
        Some((args, rparen, va_absent))
    }

    /// Replace the parameters of `m`'s body by the arguments (C11 6.10.3.1-3), giving every
    /// resulting token the hide set `hs` and the new expansion as its origin.
    fn substitute(
        &mut self,
        m: &Macro,
        name: &Token,
        args: &Args,
        hs: &HideSet,
        in_if: bool,
    ) -> Vec<Token> {
        let va_absent = args.va_absent;
        let args = &args.args;
        let exp = self.map.add_expansion(Expansion {
            name: name.text.clone(),
            invocation: name.loc,
            invocation_len: name.text.len() as u32,
            parent: name.exp,
        });
        let mut expanded: Vec<Option<Vec<Token>>> = vec![None; args.len()];
        let is_function = m.params.is_some();
        let with_va_opt;
        let body = m.body(&mut self.spellings);
        let body = if m.variadic && body.iter().any(|t| t.is_ident("__VA_OPT__")) {
            let va_present = args.last().is_some_and(|a| !a.is_empty());
            with_va_opt = resolve_va_opt(body, va_present);
            &with_va_opt
        } else {
            body
        };
        let mut out: Vec<Token> = Vec::with_capacity(body.len());
        let mut i = 0;
        while i < body.len() {
            let t = &body[i];
            let next = body.get(i + 1);
            let next_param = next.and_then(|n| match n.kind {
                TokenKind::Param(k) => Some(k),
                _ => None,
            });
            if is_function && t.is("#") {
                if let Some(k) = next_param {
                    let mut st = stringize(&args[k], t);
                    st.exp = Some(exp);
                    out.push(st);
                    i += 2;
                    continue;
                }
            }
            if t.is("##") {
                if let Some(n) = next {
                    match next_param {
                        Some(k) => {
                            self.empty_argument(m, name, k, &args[k]);
                            self.paste_argument(&mut out, m, body, i, k, &args[k], va_absent)
                        }
                        None => {
                            let mut rhs = n.clone();
                            rhs.exp = Some(exp);
                            self.paste(&mut out, &rhs);
                        }
                    }
                    i += 2;
                    continue;
                }
            }
            if let TokenKind::Param(k) = t.kind {
                self.empty_argument(m, name, k, &args[k]);
                let before_paste = next.is_some_and(|n| n.is("##"));
                if before_paste && args[k].is_empty() {
                    out.push(Token::synthetic(TokenKind::Placemarker, "", t));
                }
                if !before_paste && expanded[k].is_none() {
                    expanded[k] = Some(self.expand_list(args[k].clone(), in_if));
                }
                // Before `##` the argument as written, else fully expanded (C11 6.10.3.1).
                let arg = match before_paste {
                    true => &args[k],
                    false => expanded[k].as_deref().unwrap_or_default(),
                };
                let start = out.len();
                out.extend(arg.iter().cloned());
                if let Some(first) = out.get_mut(start) {
                    first.has_space = t.has_space;
                }
                for a in &mut out[start..] {
                    a.arg_of.get_or_insert(ArgUse { exp, param: t.loc });
                }
                i += 1;
                continue;
            }
            let mut b = t.clone();
            b.exp = Some(exp);
            out.push(b);
            i += 1;
        }
        out.retain(|t| t.kind != TokenKind::Placemarker);
        // Runs of tokens share a hide set (an argument's tokens came through the same
        // expansions): one union for the run.
        let mut last: Option<(HideSet, HideSet)> = None;
        for t in &mut out {
            t.at_bol = false;
            if let Some((from, to)) = &last {
                if t.hide.same(from) {
                    t.hide = to.clone();
                    continue;
                }
            }
            let union = t.hide.union(hs);
            last = Some((std::mem::replace(&mut t.hide, union.clone()), union));
        }
        if let Some(first) = out.first_mut() {
            first.has_space = name.has_space;
            first.at_bol = name.at_bol;
        }
        out
    }

    /// A use of parameter `k` of the macro `name` (`m`) whose argument is empty (as
    /// written): undefined in C90, where gcc's -pedantic warns, at each such use but not
    /// under `#`, and not for a macro defined in a system header.
    fn empty_argument(&mut self, m: &Macro, name: &Token, k: usize, arg: &[Token]) {
        let c90 = self.pedantic.std == Standard::C90 && self.pedantic.warns();
        if !c90 || !arg.is_empty() {
            return;
        }
        let defined_in = self.map.resolve(m.loc).map(|l| l.file_index);
        if defined_in.is_some_and(|f| self.system_files.contains(&f)) {
            return;
        }
        let msg = format!(
            "invoking macro {} argument {}: empty macro arguments are undefined in ISO C90",
            name.text,
            k + 1
        );
        self.pedwarn(Pedwarn::Pedantic, self.last_file_rparen, 1, &msg);
    }

    /// `## param`: paste the first token of the (unexpanded) argument onto the last output
    /// token, with gcc's `, ## __VA_ARGS__` rule: an empty variable argument deletes the comma.
    #[allow(clippy::too_many_arguments)]
    fn paste_argument(
        &mut self,
        out: &mut Vec<Token>,
        m: &Macro,
        body: &[Token],
        at: usize,
        k: usize,
        arg: &[Token],
        va_absent: bool,
    ) {
        let is_va = m.variadic && k + 1 == m.params.as_ref().map_or(0, |p| p.len());
        let after_comma = at > 0 && body[at - 1].is(",") && out.last().is_some_and(|t| t.is(","));
        if is_va && after_comma {
            if va_absent {
                out.pop();
            } else {
                out.extend(arg.iter().cloned());
            }
            return;
        }
        if let Some((first, rest)) = arg.split_first() {
            self.paste(out, first);
            out.extend(rest.iter().cloned());
        }
    }

    /// Replace the last output token `l` by the token spelled `l` `r` (C11 6.10.3.3).
    fn paste(&mut self, out: &mut Vec<Token>, rhs: &Token) {
        let Some(lhs) = out.pop() else {
            out.push(rhs.clone());
            return;
        };
        if lhs.kind == TokenKind::Placemarker {
            let mut r = rhs.clone();
            r.has_space = lhs.has_space;
            out.push(r);
            return;
        }
        let text = format!("{}{}", lhs.text, rhs.text);
        let prefixes = Prefixes::of(self.pedantic.std, self.pedantic.iso);
        let (toks, _) = tokenize_with(&text, 0, prefixes, &mut self.spellings);
        match toks.as_slice() {
            [t] if t.kind != TokenKind::Unterminated && t.text.len() == text.len() => {
                let mut glued = lhs.clone();
                glued.kind = t.kind;
                glued.text = t.text.clone();
                out.push(glued);
            }
            _ => {
                self.error(
                    lhs.loc,
                    lhs.text.len(),
                    format!(
                        "pasting \"{}\" and \"{}\" does not give a valid preprocessing token",
                        lhs.text, rhs.text
                    ),
                );
                // gcc's notes: the macro whose body or argument the left operand is from.
                let arg = lhs.arg_of.and_then(|a| self.map.argument(a));
                let notes = self.map.macro_notes(arg, lhs.exp);
                if let Some(d) = self.diags.last_mut() {
                    for (at, len, note) in notes {
                        let span = Span::new(at as usize, at as usize + len);
                        d.notes.push(Diagnostic::note(span, note));
                    }
                }
                out.push(lhs);
                out.push(rhs.clone());
            }
        }
    }

    /// Apply `_Pragma ( string-literal )` (C11 6.10.9); false if not followed by one. As in
    /// gcc (`get__Pragma_string`), the operand's tokens are macro-expanded first: check's
    /// `_Pragma(CK_DIAGNOSTIC_HELPER2(w))` makes its string with a macro.
    fn pragma_operator(&mut self, s: &mut Stream) -> bool {
        let mut taken = Vec::new();
        for want in ["(", "\"", ")"] {
            match self.expand_next(s) {
                Some(t) if (want == "\"" && t.kind == TokenKind::Str) || t.is(want) => {
                    taken.push(t)
                }
                other => {
                    s.pending.extend(other);
                    while let Some(t) = taken.pop() {
                        s.pending.push(t);
                    }
                    return false;
                }
            }
        }
        let text = destringize(&taken[1].text);
        let line = tokenize_fragment(&text);
        self.pragma(&line);
        true
    }

    fn builtin(&mut self, b: Builtin, tok: &Token) -> Token {
        let at = self.map.outermost_invocation(tok.loc, tok.exp);
        let (file, line) = self.map.presumed(at);
        let (kind, text) = match b {
            Builtin::File => (TokenKind::Str, quote(&file)),
            Builtin::Line => (TokenKind::Number, line.to_string()),
            Builtin::Counter => {
                self.counter += 1;
                (TokenKind::Number, (self.counter - 1).to_string())
            }
            Builtin::IncludeLevel => (TokenKind::Number, self.include_level().to_string()),
            Builtin::BaseFile => (TokenKind::Str, quote(&self.base_file)),
        };
        let mut t = Token::synthetic(kind, &text, tok);
        t.at_bol = tok.at_bol;
        t
    }
}

/// The tokens of a replacement list as the body of a macro with `params`: parameter names
/// become `TokenKind::Param`, and the list starts neither a line nor after white space.
pub fn replacement_tokens(mut body: Vec<Token>, params: Option<&[Rc<str>]>) -> Vec<Token> {
    if let Some(first) = body.first_mut() {
        first.has_space = false;
    }
    for t in &mut body {
        t.at_bol = false;
        if t.kind != TokenKind::Ident {
            continue;
        }
        if let Some(i) = params.and_then(|p| p.iter().position(|n| *n == t.text)) {
            t.kind = TokenKind::Param(i);
        }
    }
    body
}

/// A string literal spelling `s`, with `"` and `\` escaped.
pub fn quote(s: &str) -> String {
    let mut q = String::with_capacity(s.len() + 2);
    q.push('"');
    for c in s.chars() {
        if c == '"' || c == '\\' {
            q.push('\\');
        }
        q.push(c);
    }
    q.push('"');
    q
}

/// The contents of a string literal with `\"` and `\\` undone (C11 6.10.9).
pub fn destringize(lit: &str) -> String {
    let body = lit.trim_start_matches(['L', 'u', 'U', '8']);
    let body = body.get(1..body.len().saturating_sub(1)).unwrap_or("");
    let mut out = String::new();
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            match chars.next() {
                Some(n @ ('"' | '\\')) => out.push(n),
                Some(n) => {
                    out.push('\\');
                    out.push(n);
                }
                None => out.push('\\'),
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// `# param`: the argument's spelling as a string literal (C11 6.10.3.2): white space
/// between tokens becomes one space, and `"` and `\` inside literals are escaped.
fn stringize(arg: &[Token], hash: &Token) -> Token {
    let mut s = String::from("\"");
    for (i, t) in arg.iter().enumerate() {
        if i > 0 && (t.has_space || t.at_bol) {
            s.push(' ');
        }
        if matches!(t.kind, TokenKind::Str | TokenKind::Char) {
            for c in t.text.chars() {
                if c == '"' || c == '\\' {
                    s.push('\\');
                }
                s.push(c);
            }
        } else {
            s.push_str(&t.text);
        }
    }
    s.push('"');
    Token::synthetic(TokenKind::Str, &s, hash)
}

/// C23's `__VA_OPT__ ( tokens )` in a variadic macro's body: the tokens when the variable
/// arguments are present and not empty, else nothing (a placemarker, so that `##` next to
/// it pastes as with an empty argument).
fn resolve_va_opt(body: &[Token], va_present: bool) -> Vec<Token> {
    let mut out = Vec::with_capacity(body.len());
    let mut i = 0;
    while i < body.len() {
        let t = &body[i];
        if !(t.is_ident("__VA_OPT__") && body.get(i + 1).is_some_and(|n| n.is("("))) {
            out.push(t.clone());
            i += 1;
            continue;
        }
        let mut depth = 0usize;
        let mut end = i + 1;
        while end < body.len() {
            if body[end].is("(") {
                depth += 1;
            } else if body[end].is(")") {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            }
            end += 1;
        }
        let inner = &body[(i + 2).min(end)..end.min(body.len())];
        if va_present && !inner.is_empty() {
            let start = out.len();
            out.extend(inner.iter().cloned());
            out[start].has_space = t.has_space;
        } else {
            out.push(Token::synthetic(TokenKind::Placemarker, "", t));
        }
        i = end + 1;
    }
    out
}

/// `-dM`: the macros of `table` as gcc prints them, `#define NAME VALUE` (or
/// `#define NAME(a,b) VALUE`), one a line, sorted by name. The replacement list keeps
/// one space wherever the definition had white space; built-in macros whose value is
/// computed where used (`__LINE__`, `__FILE__`, `__COUNTER__`...) are left out, as gcc
/// leaves them out.
pub fn definitions(
    table: &std::collections::HashMap<Rc<str>, Rc<Macro>, rustc_hash::FxBuildHasher>,
) -> String {
    let mut names: Vec<&Rc<str>> = table
        .iter()
        .filter(|(name, m)| m.builtin.is_none() && !CLOCK_MACROS.contains(&&***name))
        .map(|(name, _)| name)
        .collect();
    names.sort();
    let mut out = String::new();
    let mut spellings = Spellings::default();
    for name in names {
        out.push_str(&definition_line(name, &table[name], &mut spellings));
        out.push('\n');
    }
    out
}

/// The `#define` line (no newline) of the macro `name`, as gcc's `-dM` and `-dD` write it: the parameters
/// without spaces, the replacement list with one space where its tokens had any.
pub fn definition_line(name: &str, m: &Macro, spellings: &mut Spellings) -> String {
    let mut out = String::from("#define ");
    out.push_str(name);
    if let Some(params) = &m.params {
        out.push('(');
        out.push_str(&parameter_list(params, m.variadic));
        out.push(')');
    }
    // gcc writes the space after the name even when the replacement list is empty.
    out.push(' ');
    let params = m.params.as_deref().unwrap_or_default();
    for (i, t) in m.body(spellings).iter().enumerate() {
        if i > 0 && t.has_space {
            out.push(' ');
        }
        match t.kind {
            TokenKind::Param(n) => out.push_str(params.get(n).map_or("", |p| p)),
            TokenKind::Placemarker => {}
            _ => out.push_str(&t.text),
        }
    }
    out
}

/// Defined as text once per run here, built-ins in gcc, which `-dM` does not list.
pub(crate) const CLOCK_MACROS: [&str; 3] = ["__DATE__", "__TIME__", "__TIMESTAMP__"];

/// `a,b`, `a,...` (the parameter `__VA_ARGS__`) or GNU's `a,rest...`.
fn parameter_list(params: &[Rc<str>], variadic: bool) -> String {
    let mut spelled: Vec<String> = params.iter().map(|p| p.to_string()).collect();
    if let (true, Some(last)) = (variadic, spelled.last_mut()) {
        *last = match last.as_str() {
            "__VA_ARGS__" => "...".to_string(),
            named => format!("{named}..."),
        };
    }
    spelled.join(",")
}

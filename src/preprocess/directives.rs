//! Translation phase 4 proper: the include stack, conditional groups and the directives
//! (C11 6.10). `Preprocessor::next_file_token` hands the macro expander the tokens of the
//! current file that are not directives and not in a skipped group.

use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::HashMap;
use std::fmt::Write;
use std::rc::Rc;

use super::expr;
use super::headers::{self, Found, SearchDir};
use super::lexer::{
    FileLexer, LexErrorKind, LineRest, Prefixes, Spellings, Spliced, Token, TokenKind,
};
use super::macros::{self, destringize, replacement_tokens, Builtin, Macro};
use super::source_map::SourceMap;
use super::PpOptions;
use crate::diag::{Diagnostic, Pedantic, Pedwarn, Span, Standard, WarningSwitch};
use rustc_hash::FxBuildHasher as FxBuild;

/// gcc's limit; deeper nesting is almost surely a file including itself.
const MAX_INCLUDE_DEPTH: usize = 200;

/// Room in the macro table and the spellings for what glibc's `<stdio.h>` defines and
/// names (415 macros, 840 spellings), so that neither table is rehashed half a dozen times
/// while a libc header is read: the most a table of 512 (1,024) buckets holds, 7/8 of them.
const MACROS_CAPACITY: usize = 448;
const SPELLINGS_CAPACITY: usize = 896;
/// Room in the tables of files (read, searched for, included) for the 25 headers behind
/// `<stdio.h>` and as many searches.
const FILES_CAPACITY: usize = 56;

/// A file read before: its text after splicing, read again however often it is included.
struct KnownFile {
    spliced: Rc<Spliced>,
    base: u32,
    /// The macro of an include guard wrapping the whole file, once a reading found one.
    guard: Option<Rc<str>>,
}

/// What a reading of a file has shown of an include guard, the multiple-include
/// optimisation of gcc and clang: a `#ifndef X` (or `#if !defined X`) first, whose `#endif`
/// ends the file, makes X the file's guard, and while X is defined a second `#include` of
/// the file is skipped without reading it.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Guard {
    /// Nothing read yet.
    Start,
    /// Inside the `#ifndef X` that began the file: X and the conditional-stack depth of its
    /// group.
    Open(Rc<str>, usize),
    /// The group of `#ifndef X` has ended and nothing followed it yet.
    Closed(Rc<str>),
    /// Not wholly guarded.
    No,
}

/// A file being read: an entry of the include stack.
struct FileCtx {
    key: Rc<str>,
    lexer: FileLexer,
    guard: Guard,
    /// Conditional-stack depth when the file was entered; deeper entries left at the end of
    /// the file are unterminated.
    cond_base: usize,
    /// Where `#include "..."` looks first.
    dir: SearchDir,
    /// Index in the search list where the file was found, for `#include_next`.
    found_at: Option<usize>,
    /// With `-E`, the `#include` directive that entered the file from a file of source
    /// (not a pseudo file): leaving it is a line marker back to the includer.
    marked_from: Option<u32>,
}

/// In `PpOutput::pragmas` with `-E`: the entering of a header (followed by the source-map
/// locations of its text and of the `#include`), and the return from the header entered by
/// the `#include` at the location that follows (see `render_e`).
pub(crate) const ENTER_MARKER: &str = "\0enter ";
pub(crate) const LEAVE_MARKER: &str = "\0leave ";

/// A parsed parameter list: the names (`Some` even when empty, for a function-like
/// macro), whether it is variadic, and where the replacement list starts.
type Parameters = (Option<Vec<Rc<str>>>, bool, usize);

/// One `#if` group being read.
struct Cond {
    loc: u32,
    /// Some arm has been taken (so later `#elif`/`#else` arms are skipped).
    taken: bool,
    seen_else: bool,
}

/// The key and name of the pseudo file holding the `-D`, `-U` and `-include` options.
pub(crate) const COMMAND_LINE: &str = "<command-line>";

pub struct Preprocessor {
    pub(crate) map: SourceMap,
    pub(crate) macros: HashMap<Rc<str>, Rc<Macro>, FxBuild>,
    pub(crate) diags: Vec<Diagnostic>,
    /// For each of `diags`, how much output text there was when it was found: where the
    /// front end, which reads that text, meets it (see `PpOutput::warnings_at`).
    pub(crate) diags_at: Vec<usize>,
    pub(crate) counter: u32,
    pub(crate) base_file: String,
    /// Depth of nested argument pre-expansions (see `expand_list`).
    pub(crate) expand_depth: usize,
    /// Pragmas read but not yet placed in the output (see `PpOutput::pragmas`).
    pub(crate) pending_pragmas: Vec<String>,
    /// How many `#pragma GCC visibility push` are open (for gcc's warning at a `pop` with none).
    visibility_depth: usize,
    pub(crate) char_unsigned: bool,
    /// `PpOptions::no_dollars`.
    pub(crate) no_dollars: bool,
    /// `PpOptions::text_only`.
    pub(crate) text_only: bool,
    /// `PpOptions::keep_defines` (`-dD`): each `#define` and `#undef` is kept, as a pragma
    /// is, for the `-E` output.
    pub(crate) keep_defines: bool,
    /// `PpOptions::pedantic`.
    pub(crate) pedantic: Pedantic,
    /// `-W[no-]cpp`, `-W[no-]error=cpp`: what `#warning` gives.
    cpp: WarningSwitch,
    files: Vec<FileCtx>,
    conds: Vec<Cond>,
    known: FxHashMap<Rc<str>, KnownFile>,
    /// The results of `find_include`, by header name, the including file's directory
    /// (for `"..."`) and where in the search list the search starts.
    lookups: FxHashMap<(String, Option<SearchDir>, usize), Option<Found>>,
    /// The location of the last token of the directive being read (or of its `#`).
    directive_end: u32,
    /// The names and punctuators lexed so far, shared by their tokens in every file.
    pub(crate) spellings: Spellings,
    /// The replacement list of the `#define` being read, as text (see `take_line`).
    define_body: Option<(LineRest, bool)>,
    once: FxHashSet<Rc<str>>,
    pub(crate) search: headers::SearchList,
    /// The files entered by `#include`, once each, in order (see `PpOutput::includes`).
    pub(crate) includes: Vec<String>,
    included: FxHashSet<Rc<str>>,
    /// `-H`: how many times each file was entered by `#include`, with its name as found;
    /// `None` without `-H`.
    entered: Option<HashMap<Rc<str>, (String, usize)>>,
    /// `-H`'s lines so far (see `PpOutput::include_trace`).
    pub(crate) trace: String,
    /// A missing header stopped preprocessing (gcc's fatal error).
    stopped: bool,
    /// `#pragma push_macro("X")`: the saved definitions of X (`None`: it was undefined).
    pushed_macros: FxHashMap<Rc<str>, Vec<Option<Rc<Macro>>>>,
    /// The source map's indices of the system headers read (see `SearchList::system_start`).
    pub(crate) system_files: FxHashSet<usize>,
    /// The last `)` read from a file that closed a macro's arguments: where gcc reports an
    /// empty argument in C90, of that macro or of one its expansion invokes.
    pub(crate) last_file_rparen: u32,
}

impl Preprocessor {
    pub fn new(opts: &PpOptions, base_file: &str) -> Preprocessor {
        let search = headers::search_list(opts);
        let mut pp = Preprocessor {
            map: SourceMap::default(),
            macros: HashMap::with_capacity_and_hasher(MACROS_CAPACITY, FxBuild),
            diags: Vec::new(),
            diags_at: Vec::new(),
            counter: 0,
            base_file: base_file.to_string(),
            expand_depth: 0,
            pending_pragmas: Vec::new(),
            visibility_depth: 0,
            char_unsigned: !opts.target.char_signed(),
            no_dollars: opts.no_dollars,
            text_only: opts.text_only,
            keep_defines: opts.keep_defines,
            pedantic: opts.pedantic.clone(),
            cpp: opts.cpp,
            files: Vec::new(),
            conds: Vec::new(),
            known: FxHashMap::with_capacity_and_hasher(FILES_CAPACITY, FxBuild),
            lookups: FxHashMap::with_capacity_and_hasher(FILES_CAPACITY, FxBuild),
            directive_end: 0,
            spellings: Spellings::with_capacity(SPELLINGS_CAPACITY),
            define_body: None,
            once: FxHashSet::default(),
            search,
            includes: Vec::new(),
            included: FxHashSet::with_capacity_and_hasher(FILES_CAPACITY, FxBuild),
            entered: opts.trace_includes.then(HashMap::new),
            trace: String::new(),
            stopped: false,
            pushed_macros: FxHashMap::default(),
            system_files: FxHashSet::with_capacity_and_hasher(FILES_CAPACITY, FxBuild),
            last_file_rparen: 0,
        };
        for (name, b) in [
            ("__FILE__", Builtin::File),
            ("__LINE__", Builtin::Line),
            ("__COUNTER__", Builtin::Counter),
            ("__INCLUDE_LEVEL__", Builtin::IncludeLevel),
            ("__BASE_FILE__", Builtin::BaseFile),
        ] {
            pp.macros.insert(
                name.into(),
                Rc::new(Macro::new(None, false, Vec::new(), 0, Some(b))),
            );
        }
        pp
    }

    pub(crate) fn error(&mut self, loc: u32, len: usize, message: impl Into<String>) {
        let span = Span::new(loc as usize, loc as usize + len);
        self.diags.push(Diagnostic::error(span, message));
    }

    pub(crate) fn warning(&mut self, loc: u32, len: usize, message: impl Into<String>) {
        let span = Span::new(loc as usize, loc as usize + len);
        self.diags.push(Diagnostic::warning(span, message));
    }

    /// A pedwarn at `loc` (see `diag::Pedwarn`), unless it is spelled in a system header,
    /// where gcc gives none; the diagnostic given, for notes.
    pub(crate) fn pedwarn(
        &mut self,
        kind: Pedwarn,
        loc: u32,
        len: usize,
        message: &str,
    ) -> Option<&mut Diagnostic> {
        let file = self.map.resolve(loc).map(|l| l.file_index);
        if file.is_some_and(|f| self.system_files.contains(&f)) {
            return None;
        }
        let span = Span::new(loc as usize, loc as usize + len);
        let d = self.pedantic.pedwarn(kind, span, message)?;
        self.diags.push(d);
        self.diags.last_mut()
    }

    pub(crate) fn include_level(&self) -> usize {
        // The built-in and command-line pseudo files and the main file are level 0.
        self.files
            .iter()
            .filter(|f| !f.key.starts_with('<'))
            .count()
            .saturating_sub(1)
    }

    /// Start reading a file (the main file, or a pseudo file of definitions) on top of the
    /// include stack.
    pub fn push_file(&mut self, key: &str, name: &str, text: Rc<str>, dir: SearchDir) {
        let lexer = self.open_file(key, name, text, None, false);
        self.enter(key.into(), lexer, dir, None);
    }

    /// A lexer at the start of the file `key`, entered in the source map the first time.
    fn open_file(
        &mut self,
        key: &str,
        name: &str,
        text: Rc<str>,
        included_from: Option<u32>,
        system: bool,
    ) -> FileLexer {
        if let Some(k) = self.known.get(key) {
            return self.file_lexer(k.spliced.clone(), k.base, system);
        }
        // The file is kept spliced only (in place, in the buffer it was read into): the
        // source map restores the text as written when a diagnostic needs it.
        let spliced = Rc::new(Spliced::new(text));
        let map_index = self.map.add_file(name, spliced.clone(), included_from);
        if system {
            self.system_files.insert(map_index);
        }
        let base = self.map.file(map_index).base;
        let lexer = self.file_lexer(spliced.clone(), base, system);
        self.known.insert(
            key.into(),
            KnownFile {
                spliced,
                base,
                guard: None,
            },
        );
        lexer
    }

    /// A lexer over a file's text, lexing encoding prefixes and `//` as the standard has
    /// them (see `Prefixes`): C90's are reported
    /// once per file read (gcc's buffer), never in a system header; strict ISO C90 takes some
    /// for no comment at all (see `FileLexer::strict_c90`).
    fn file_lexer(&self, spliced: Rc<Spliced>, base: u32, system: bool) -> FileLexer {
        let mut lexer = FileLexer::of(spliced, base);
        lexer.prefixes = Prefixes::of(self.pedantic.std, self.pedantic.iso);
        if self.pedantic.std == Standard::C90 && !system {
            lexer.strict_c90 = self.pedantic.iso;
            let report = self.pedantic.iso || self.pedantic.warns();
            lexer.cxx_comments = report.then_some(self.pedantic.iso);
        }
        lexer
    }

    fn enter(&mut self, key: Rc<str>, lexer: FileLexer, dir: SearchDir, found_at: Option<usize>) {
        self.files.push(FileCtx {
            key,
            lexer,
            guard: Guard::Start,
            cond_base: self.conds.len(),
            dir,
            found_at,
            marked_from: None,
        });
    }

    /// Leave the current file at its end; false when the include stack is empty.
    pub fn pop_file(&mut self) -> bool {
        let Some(f) = self.files.pop() else {
            return false;
        };
        while self.conds.len() > f.cond_base {
            if let Some(c) = self.conds.pop() {
                self.error(c.loc, 1, "unterminated conditional directive");
            }
        }
        if let (Guard::Closed(g), Some(k)) = (f.guard, self.known.get_mut(&f.key)) {
            k.guard = Some(g);
        }
        if let Some(at) = f.marked_from {
            self.pending_pragmas.push(format!("{LEAVE_MARKER}{at}"));
        }
        !self.files.is_empty()
    }

    /// The next token of the current file that is not part of a directive or a skipped
    /// group; `None` at the end of the file (the caller decides whether to pop it).
    pub fn next_file_token(&mut self) -> Option<Token> {
        loop {
            let lexer = &mut self.files.last_mut()?.lexer;
            lexer.skip_space();
            if let Some(hash) = lexer.directive_hash() {
                let line = self.take_line(hash);
                self.directive_with_guard(line);
                continue;
            }
            let t = lexer.next_after_space(&mut self.spellings);
            self.take_lex_errors();
            let t = t?;
            if let Some(f) = self.files.last_mut() {
                if matches!(f.guard, Guard::Start | Guard::Closed(_)) {
                    f.guard = Guard::No;
                }
            }
            return Some(t);
        }
    }

    /// Report the lexer's errors (unterminated comments) so far. Asked after every token,
    /// so the test that there are none is inlined and the reporting is not.
    #[inline]
    fn take_lex_errors(&mut self) {
        if self
            .files
            .last()
            .is_some_and(|f| !f.lexer.errors.is_empty())
        {
            self.report_lex_errors();
        }
    }

    #[inline(never)]
    fn report_lex_errors(&mut self) {
        let Some(f) = self.files.last_mut() else {
            return;
        };
        for e in std::mem::take(&mut f.lexer.errors) {
            match e.kind {
                LexErrorKind::Error => self.error(e.loc, 2, e.message),
                LexErrorKind::CxxComment => self.cxx_comment(e.loc, &e.message),
                LexErrorKind::MissingTerminator => {
                    self.pedwarn(Pedwarn::Always, e.loc, 1, &e.message);
                }
            }
        }
    }

    /// The first `//` comment of a file in C90: gcc's error in strict ISO C90, a pedwarn in
    /// GNU C90 under -pedantic; told once per file.
    #[cold]
    fn cxx_comment(&mut self, loc: u32, message: &str) {
        let note = "(this will be reported only once per input file)";
        let span = Span::new(loc as usize, loc as usize + 1);
        let d = match self.pedantic.iso {
            true => {
                self.diags.push(Diagnostic::error(span, message));
                self.diags.last_mut()
            }
            false => self.pedwarn(Pedwarn::PedanticUntagged, loc, 1, message),
        };
        if let Some(d) = d {
            *d = d.clone().with_note(span, note);
        }
    }

    /// The directive's name and operands after the `#` at `hash`, up to the end of the
    /// line (`None` for the null directive); for `#define`, up to the replacement list,
    /// which is left as text in `define_body`.
    fn take_line(&mut self, hash: u32) -> Option<(Token, Vec<Token>)> {
        let f = self.files.last_mut()?;
        let spellings = &mut self.spellings;
        let Some(name) = f.lexer.next_in_line(spellings) else {
            self.directive_end = hash;
            self.take_lex_errors();
            return None;
        };
        // No allocation for a line with no operands (`#else`, `#endif`), one for most others.
        let mut line = Vec::new();
        let push = |line: &mut Vec<Token>, t: Token| {
            if line.capacity() == 0 {
                line.reserve_exact(8);
            }
            line.push(t);
        };
        if name.is_ident("define") {
            // The name, and the parameters of a function-like macro.
            if let Some(name) = f.lexer.next_in_line(spellings) {
                push(&mut line, name);
                // A `(` right after the name opens a parameter list.
                if f.lexer.at_byte(b'(') {
                    while let Some(t) = f.lexer.next_in_line(spellings) {
                        let close = t.is(")");
                        push(&mut line, t);
                        if close {
                            break;
                        }
                    }
                }
            }
            self.define_body = Some(f.lexer.take_line_rest());
        } else {
            while let Some(t) = f.lexer.next_in_line(spellings) {
                push(&mut line, t);
            }
        }
        self.directive_end = line.last().unwrap_or(&name).loc;
        self.take_lex_errors();
        Some((name, line))
    }

    /// Carry out a directive of the current file, following what it shows of an include
    /// guard (see `Guard`).
    fn directive_with_guard(&mut self, line: Option<(Token, Vec<Token>)>) {
        let at = self.files.len() - 1;
        let before = self.conds.len();
        let candidate = match (&self.files[at].guard, &line) {
            (Guard::Start, Some((name, args))) => guard_candidate(name, args),
            _ => None,
        };
        let ends_arm = line
            .as_ref()
            .is_some_and(|(n, _)| matches!(&*n.text, "elif" | "else"));
        if let Some((name, args)) = line {
            self.directive(&name, args);
        }
        let after = self.conds.len();
        let Some(f) = self.files.get_mut(at) else {
            return;
        };
        f.guard = match std::mem::replace(&mut f.guard, Guard::No) {
            Guard::Start => match candidate {
                Some(g) if after == before + 1 => Guard::Open(g, after),
                _ => Guard::No,
            },
            Guard::Open(g, depth) if after < depth => Guard::Closed(g),
            Guard::Open(_, depth) if ends_arm && before == depth => Guard::No,
            open @ Guard::Open(..) => open,
            _ => Guard::No,
        };
    }

    fn directive(&mut self, name: &Token, args: Vec<Token>) {
        match (name.kind, &*name.text) {
            (TokenKind::Ident, "define") => self.define(&args),
            (TokenKind::Ident, "undef") => {
                self.extra_tokens(name, &args, 1);
                self.undef(&args);
            }
            (TokenKind::Ident, "include") => self.include(name, args, false),
            (TokenKind::Ident, "include_next") => self.include(name, args, true),
            (TokenKind::Ident, "if") => {
                let v = self.eval_if(name, args);
                self.open_group(name, v);
            }
            (TokenKind::Ident, "ifdef" | "ifndef") => {
                self.extra_tokens(name, &args, 1);
                let v = self.ifdef(name, &args);
                self.open_group(name, v);
            }
            (TokenKind::Ident, "elif") => self.elif(name, args),
            (TokenKind::Ident, "else") => {
                self.extra_tokens(name, &args, 0);
                self.else_(name);
            }
            (TokenKind::Ident, "endif") => {
                self.extra_tokens(name, &args, 0);
                self.endif(name);
            }
            (TokenKind::Ident, "line") => self.line(name, args),
            (TokenKind::Number, _) => {
                let all = std::iter::once(name.clone()).chain(args).collect();
                self.line(name, all)
            }
            (TokenKind::Ident, "error") => {
                let msg = format!("#error {}", self.rest_of_line(&args));
                self.error(name.loc, name.text.len(), msg.trim_end());
            }
            (TokenKind::Ident, "warning") => self.warning_directive(name, &args),
            (TokenKind::Ident, "pragma") => self.pragma(&args),
            (TokenKind::Ident, "ident" | "sccs") => self.ident(name, &args),
            (TokenKind::Ident, "assert" | "unassert") => {}
            _ => self.error(
                name.loc,
                name.text.len(),
                format!("invalid preprocessing directive #{}", name.text),
            ),
        }
    }

    /// `#warning`: gcc's `-Wcpp` warning (an error with `-Werror=cpp`, nothing with
    /// `-Wno-cpp`), after `-pedantic`'s note that the directive is an extension.
    fn warning_directive(&mut self, name: &Token, args: &[Token]) {
        let len = name.text.len();
        self.pedwarn(
            Pedwarn::PedanticUntagged,
            name.loc,
            len,
            "#warning is a GCC extension",
        );
        let switch = self.cpp;
        if switch.on == Some(false) {
            return;
        }
        let message = format!("#warning {}", self.rest_of_line(args));
        let message = message.trim_end();
        let span = Span::new(name.loc as usize, name.loc as usize + len);
        let mut d = match switch.error {
            Some(true) => Diagnostic::error(span, format!("{message} [-Werror=cpp]")),
            _ => Diagnostic::warning(span, format!("{message} [-Wcpp]")),
        };
        d.werror_exempt = switch.error == Some(false);
        self.diags.push(d);
    }

    /// gcc's warning for tokens after the `expected` operands of a directive (`#endif FOO`).
    fn extra_tokens(&mut self, directive: &Token, args: &[Token], expected: usize) {
        if let Some(t) = args.get(expected) {
            let msg = format!("extra tokens at end of #{} directive", directive.text);
            let kind = match &*directive.text {
                "else" | "endif" => Pedwarn::EndifLabels,
                _ => Pedwarn::Always,
            };
            self.pedwarn(kind, t.loc, t.text.len(), &msg);
        }
    }

    /// The source text of a directive's operands, as written (for `#error`).
    fn rest_of_line(&self, args: &[Token]) -> String {
        let (Some(first), Some(last)) = (args.first(), args.last()) else {
            return String::new();
        };
        let Some(fi) = self.map.resolve(first.loc).map(|l| l.file_index) else {
            return String::new();
        };
        let f = self.map.file(fi);
        let lo = (first.loc - f.base) as usize;
        let hi = (last.loc - f.base) as usize + last.text.len();
        let text = f.original();
        text.get(lo..hi.min(text.len()))
            .unwrap_or("")
            .replace("\\\n", "")
    }

    // #define identifier replacement-list
    // #define identifier( identifier-list? ) replacement-list   (no space before "(")
    fn define(&mut self, args: &[Token]) {
        let source = self.define_body.take();
        let Some(name) = args.first() else {
            self.error_at_directive("macro names must be identifiers");
            return;
        };
        if name.kind != TokenKind::Ident {
            self.error(name.loc, name.text.len(), "macro names must be identifiers");
            return;
        }
        if &*name.text == "defined" {
            self.error(
                name.loc,
                name.text.len(),
                "\"defined\" cannot be used as a macro name",
            );
            return;
        }
        let function_like = args.get(1).is_some_and(|t| t.is("(") && !t.has_space);
        let (params, variadic, body_start) = if function_like {
            match self.parameters(args) {
                Some(p) => p,
                None => return,
            }
        } else {
            (None, false, 1)
        };
        let m = match source {
            // Nothing to check in the replacement list: lex it when first expanded.
            Some((rest, false)) => Macro::lazy(params, variadic, rest, name.loc),
            source => {
                let toks = match source {
                    Some((rest, _)) => rest.tokens(&mut self.spellings),
                    None => args[body_start..].to_vec(),
                };
                let Some(body) = self.replacement_list(toks, params.as_deref(), variadic) else {
                    return;
                };
                Macro::new(params, variadic, body, name.loc, None)
            }
        };
        if let Some(old) = self.macros.get(&name.text) {
            if !old.same_definition(&m, &mut self.spellings) {
                let old_loc = old.loc;
                let has_note = old.builtin.is_none() && old_loc != 0;
                let msg = format!("\"{}\" redefined", name.text);
                let len = name.text.len();
                if let Some(d) = self.pedwarn(Pedwarn::Always, name.loc, len, &msg) {
                    if has_note {
                        let at = Span::new(old_loc as usize, old_loc as usize + len);
                        *d = d
                            .clone()
                            .with_note(at, "this is the location of the previous definition");
                    }
                }
            }
        }
        // `__DATE__` and `__TIME__` are defined as text by the built-ins, gcc's are not.
        let clock = macros::CLOCK_MACROS.contains(&&*name.text)
            && self.files.last().is_some_and(|f| &*f.key == "<built-in>");
        if self.keep_defines && !clock {
            let line = macros::definition_line(&name.text, &m, &mut self.spellings);
            self.pending_pragmas.push(line);
        }
        self.macros.insert(name.text.clone(), Rc::new(m));
    }

    fn error_at_directive(&mut self, message: &str) {
        self.error(self.directive_end, 1, message);
    }

    // identifier-list = ( identifier ( "," identifier )* ( "," "..." )? | "..." )?
    fn parameters(&mut self, args: &[Token]) -> Option<Parameters> {
        let mut params: Vec<Rc<str>> = Vec::new();
        let mut i = 2;
        let mut variadic = false;
        if args.get(i).is_some_and(|t| t.is(")")) {
            return Some((Some(params), false, i + 1));
        }
        loop {
            let Some(t) = args.get(i) else {
                self.error_at_directive("missing ')' in macro parameter list");
                return None;
            };
            if t.is("...") {
                if self.pedantic.std < Standard::C99 {
                    let msg = "anonymous variadic macros were introduced in C99";
                    self.pedwarn(Pedwarn::VariadicMacros, t.loc, 3, msg);
                }
                params.push("__VA_ARGS__".into());
                variadic = true;
                i += 1;
            } else if t.kind == TokenKind::Ident {
                if params.contains(&t.text) {
                    self.error(
                        t.loc,
                        t.text.len(),
                        format!("duplicate macro parameter \"{}\"", t.text),
                    );
                    return None;
                }
                params.push(t.text.clone());
                i += 1;
                // GNU named variadic parameter: `args...`
                if let Some(dots) = args.get(i).filter(|t| t.is("...")) {
                    let msg = "ISO C does not permit named variadic macros";
                    self.pedwarn(Pedwarn::VariadicMacros, dots.loc, 3, msg);
                    variadic = true;
                    i += 1;
                }
            } else {
                self.error(
                    t.loc,
                    t.text.len(),
                    format!("expected parameter name, found \"{}\"", t.text),
                );
                return None;
            }
            match args.get(i) {
                Some(t) if t.is(")") => return Some((Some(params), variadic, i + 1)),
                Some(t) if t.is(",") && !variadic => i += 1,
                Some(t) => {
                    self.error(
                        t.loc,
                        t.text.len(),
                        "expected ',' or ')' in macro parameter list",
                    );
                    return None;
                }
                None => {
                    self.error_at_directive("missing ')' in macro parameter list");
                    return None;
                }
            }
        }
    }

    /// The body with parameters replaced by `Param(i)`, checking the rules of C11 6.10.3.2-3
    /// for `#` and `##`.
    fn replacement_list(
        &mut self,
        toks: Vec<Token>,
        params: Option<&[Rc<str>]>,
        variadic: bool,
    ) -> Option<Vec<Token>> {
        let body = replacement_tokens(toks, params);
        for t in &body {
            if t.is_ident("__VA_ARGS__")
                && !(variadic
                    && params.is_some_and(|p| p.last().is_some_and(|l| &**l == "__VA_ARGS__")))
            {
                self.pedwarn(
                    Pedwarn::Always,
                    t.loc,
                    t.text.len(),
                    "__VA_ARGS__ can only appear in the expansion of a C99 variadic macro",
                );
            }
        }
        let ends = [body.first(), body.last()];
        if let Some(t) = ends.into_iter().flatten().find(|t| t.is("##")) {
            self.error(
                t.loc,
                2,
                "'##' cannot appear at either end of a macro expansion",
            );
            return None;
        }
        if params.is_some() {
            for (i, t) in body.iter().enumerate() {
                let next_is_param =
                    matches!(body.get(i + 1).map(|n| n.kind), Some(TokenKind::Param(_)));
                if t.is("#") && !next_is_param {
                    self.error(t.loc, 1, "'#' is not followed by a macro parameter");
                    return None;
                }
            }
        }
        Some(body)
    }

    fn undef(&mut self, args: &[Token]) {
        match args.first() {
            Some(t) if t.kind == TokenKind::Ident => {
                if self
                    .macros
                    .get(&t.text)
                    .is_some_and(|m| m.builtin.is_some())
                {
                    self.warning(t.loc, t.text.len(), format!("undefining \"{}\"", t.text));
                }
                self.macros.remove(&t.text);
                if self.keep_defines {
                    self.pending_pragmas.push(format!("#undef {}", t.text));
                }
            }
            Some(t) => self.error(t.loc, t.text.len(), "macro names must be identifiers"),
            None => self.error_at_directive("no macro name given in #undef directive"),
        }
    }

    fn ifdef(&mut self, directive: &Token, args: &[Token]) -> bool {
        let want = &*directive.text == "ifdef";
        match args.first() {
            Some(t) if t.kind == TokenKind::Ident => is_defined(&self.macros, &t.text) == want,
            Some(t) => {
                self.error(t.loc, t.text.len(), "macro names must be identifiers");
                false
            }
            None => {
                let msg = format!("no macro name given in #{} directive", directive.text);
                self.error(directive.loc, directive.text.len(), msg);
                false
            }
        }
    }

    /// Whether numbers are checked for what C90 lacks (`super::c90_number`): in C90, and
    /// after it under an explicit `-Wlong-long`.
    pub(crate) fn c90_numbers(&self) -> bool {
        self.pedantic.std == Standard::C90
            || self.pedantic.switch(Pedwarn::LongLong).on == Some(true)
    }

    /// Expand and evaluate the operand of `#if` or `#elif`; an error counts as false.
    fn eval_if(&mut self, directive: &Token, args: Vec<Token>) -> bool {
        let args = self.has_include_operators(args);
        let toks = self.expand_list(args, true);
        // Again for the operators that macros produced (glibc's `__glibc_has_attribute`).
        let toks = self.has_include_operators(toks);
        // gcc reads the numbers of the line as it reads C's (`#if 1LL` in C90).
        if self.c90_numbers() {
            for t in toks.iter().filter(|t| t.kind == TokenKind::Number) {
                super::c90_number(self, t);
            }
        }
        let macros = &self.macros;
        match expr::evaluate(&toks, &|n| is_defined(macros, n), self.char_unsigned) {
            Ok(v) => v.bits != 0,
            Err(e) => {
                let (loc, len) = match (e.at, toks.last()) {
                    // Past the last token: where the line ends, as gcc has it.
                    (Some(i), Some(last)) if i == toks.len() => {
                        (last.loc + last.text.len() as u32, 1)
                    }
                    _ => {
                        let at = e.at.and_then(|i| toks.get(i)).unwrap_or(directive);
                        (at.loc, at.text.len())
                    }
                };
                let message = if e.message == "#if with no expression" {
                    format!("#{} with no expression", directive.text)
                } else {
                    e.message
                };
                self.error(loc, len, message);
                false
            }
        }
    }

    /// Replace each `__has_include ( header-name )` (and `__has_include_next`) of an `#if`
    /// line by 1 or 0, before macro expansion can take the header name apart.
    fn has_include_operators(&mut self, args: Vec<Token>) -> Vec<Token> {
        let operator = |t: &Token| t.kind == TokenKind::Ident && t.text.starts_with("__has_");
        if !args.iter().any(operator) {
            return args;
        }
        let mut out: Vec<Token> = Vec::with_capacity(args.len());
        let mut i = 0;
        while i < args.len() {
            let t = &args[i];
            let n = out.len();
            let after_defined = (n >= 1 && out[n - 1].is_ident("defined"))
                || (n >= 2 && out[n - 1].is("(") && out[n - 2].is_ident("defined"));
            let next = match &*t.text {
                _ if after_defined => {
                    out.push(t.clone());
                    i += 1;
                    continue;
                }
                "__has_attribute" | "__has_builtin" | "__has_c_attribute"
                    if t.kind == TokenKind::Ident =>
                {
                    let Some(close) = args[i..].iter().position(|x| x.is(")")).map(|p| i + p)
                    else {
                        let msg = format!("missing '(' after \"{}\"", t.text);
                        self.error(t.loc, t.text.len(), msg);
                        return Vec::new();
                    };
                    let operand: String = args[(i + 2).min(close)..close]
                        .iter()
                        .map(|x| &*x.text)
                        .collect();
                    let value = feature_value(&t.text, &operand, self.search.arch);
                    out.push(Token::synthetic(TokenKind::Number, value, t));
                    i = close + 1;
                    continue;
                }
                "__has_include" if t.kind == TokenKind::Ident => false,
                "__has_include_next" if t.kind == TokenKind::Ident => true,
                _ => {
                    out.push(t.clone());
                    i += 1;
                    continue;
                }
            };
            let close = args[i..].iter().position(|x| x.is(")")).map(|p| i + p);
            let Some(close) = close.filter(|_| args.get(i + 1).is_some_and(|x| x.is("("))) else {
                let msg = format!("missing '(' before \"{}\" operand", t.text);
                self.error(t.loc, t.text.len(), msg);
                return Vec::new();
            };
            let operand = args[i + 2..close].to_vec();
            let found = match self.header_name(t, operand) {
                Some((name, angled, _)) => self.find_include(&name, angled, next).is_some(),
                None => false,
            };
            out.push(Token::synthetic(
                TokenKind::Number,
                if found { "1" } else { "0" },
                t,
            ));
            i = close + 1;
        }
        out
    }

    fn open_group(&mut self, directive: &Token, taken: bool) {
        self.conds.push(Cond {
            loc: directive.loc,
            taken,
            seen_else: false,
        });
        if !taken {
            self.skip_group();
        }
    }

    fn current_cond(&mut self, directive: &Token) -> Option<usize> {
        let base = self.files.last().map_or(0, |f| f.cond_base);
        if self.conds.len() > base {
            return Some(self.conds.len() - 1);
        }
        let msg = format!("#{} without #if", directive.text);
        self.error(directive.loc, directive.text.len(), msg);
        None
    }

    fn elif(&mut self, directive: &Token, args: Vec<Token>) {
        let Some(i) = self.current_cond(directive) else {
            return;
        };
        if self.conds[i].seen_else {
            self.error(directive.loc, directive.text.len(), "#elif after #else");
        }
        if self.conds[i].taken {
            self.skip_group();
            return;
        }
        let v = self.eval_if(directive, args);
        self.conds[i].taken = v;
        if !v {
            self.skip_group();
        }
    }

    fn else_(&mut self, directive: &Token) {
        let Some(i) = self.current_cond(directive) else {
            return;
        };
        if self.conds[i].seen_else {
            self.error(directive.loc, directive.text.len(), "#else after #else");
        }
        self.conds[i].seen_else = true;
        if self.conds[i].taken {
            self.skip_group();
        } else {
            self.conds[i].taken = true;
        }
    }

    fn endif(&mut self, directive: &Token) {
        if self.current_cond(directive).is_some() {
            self.conds.pop();
        }
    }

    /// Skip to the `#elif`, `#else` or `#endif` that ends the current group, leaving it to be
    /// read next. Nested conditionals are skipped whole; nothing else is interpreted.
    fn skip_group(&mut self) {
        let mut depth = 0;
        while let Some(f) = self.files.last_mut() {
            if !f.lexer.skip_to_directive() {
                break;
            }
            let mark = f.lexer.mark();
            let name = f.lexer.skip_directive_name();
            let include = matches!(name, Some("include" | "include_next" | "import"));
            match name {
                Some("if" | "ifdef" | "ifndef") => depth += 1,
                Some("elif" | "else" | "endif") if depth == 0 => {
                    f.lexer.rewind(mark);
                    break;
                }
                Some("endif") => depth -= 1,
                _ => {}
            }
            f.lexer.skip_directive_rest(include, &mut self.spellings);
        }
        self.take_lex_errors();
    }

    // #line digit-sequence "s-char-sequence"?   (also gcc's `# 33 "file"` line markers)
    fn line(&mut self, directive: &Token, args: Vec<Token>) {
        let toks = self.expand_list(args, false);
        let number = toks
            .first()
            .filter(|t| t.kind == TokenKind::Number && t.text.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|t| t.text.parse::<usize>().ok());
        let Some(number) = number else {
            let msg = match toks.first() {
                Some(t) => format!("\"{}\" after #line is not a positive integer", t.text),
                None => "unexpected end of file after #line".to_string(),
            };
            self.error(directive.loc, directive.text.len(), msg);
            return;
        };
        let name = match toks.get(1) {
            Some(t) if t.kind == TokenKind::Str => Some(Rc::from(destringize(&t.text))),
            Some(t) => {
                let msg = format!("invalid filename \"{}\"", t.text);
                self.error(t.loc, t.text.len(), msg);
                return;
            }
            None => None,
        };
        if let Some(l) = self.map.resolve(directive.loc) {
            self.map
                .add_line_directive(l.file_index, l.physical_line + 1, number, name);
        }
    }

    /// `#pragma` and `_Pragma`: only `once` means anything to us. The others are ignored, as
    /// the standard allows for pragmas an implementation does not recognize, but kept for
    /// the `-E` output, where gcc shows them.
    pub(crate) fn pragma(&mut self, args: &[Token]) {
        if args.first().is_some_and(|t| t.is_ident("once")) {
            if let Some(f) = self.files.last() {
                self.once.insert(f.key.clone());
            }
            return;
        }
        self.push_or_pop_macro(args);
        self.check_symbol_pragma(args);
        let mut line = String::from("#pragma");
        for (i, t) in args.iter().enumerate() {
            if i == 0 || t.has_space {
                line.push(' ');
            }
            line.push_str(&t.text);
        }
        self.pending_pragmas.push(line);
    }

    /// `#ident "text"` and `#sccs "text"`: no meaning to the program; kept for the `-E`
    /// output as gcc writes both, `#ident "text"`.
    fn ident(&mut self, directive: &Token, args: &[Token]) {
        match args {
            [s] if s.kind == TokenKind::Str => {
                self.pending_pragmas.push(format!("#ident {}", s.text))
            }
            _ => {
                let at = args.first().unwrap_or(directive);
                let message = format!("invalid #{} directive", directive.text);
                self.error(at.loc, at.text.len(), message);
            }
        }
    }

    /// gcc's `#pragma push_macro("X")` saves X's definition (or its absence) and
    /// `#pragma pop_macro("X")` restores the last one saved. The pragma stays in the `-E`
    /// output, as in gcc.
    /// gcc's warnings for a malformed `#pragma GCC visibility` or `#pragma
    /// redefine_extname`, which are then ignored (sema honours the well-formed ones: see
    /// `sema::attrs::visibility_timeline` and `sema::attrs::extname_pragmas`).
    fn check_symbol_pragma(&mut self, args: &[Token]) {
        let words: Vec<&str> = args.iter().map(|t| &*t.text).collect();
        match words.as_slice() {
            ["GCC", "visibility", rest @ ..] => {
                let (loc, len) = (args[0].loc, args[0].text.len());
                match rest {
                    ["push", "(", v, ")"]
                        if matches!(*v, "default" | "internal" | "hidden" | "protected") =>
                    {
                        self.visibility_depth += 1
                    }
                    ["push", ..] => {
                        // gcc still counts it, so the next pop matches it.
                        self.visibility_depth += 1;
                        self.warning(
                            loc,
                            len,
                            "'#pragma GCC visibility push()' must specify 'default', 'internal', \
                         'hidden' or 'protected' [-Wpragmas]",
                        )
                    }
                    ["pop"] if self.visibility_depth > 0 => self.visibility_depth -= 1,
                    ["pop"] => self.warning(
                        loc,
                        len,
                        "no matching push for '#pragma GCC visibility pop' [-Wpragmas]",
                    ),
                    _ => self.warning(
                        loc,
                        len,
                        "'#pragma GCC visibility' must be followed by 'push' or 'pop' [-Wpragmas]",
                    ),
                }
            }
            ["redefine_extname", ..] => {
                let names = &args[1..];
                if names.len() != 2 || names.iter().any(|t| t.kind != TokenKind::Ident) {
                    let msg = "malformed '#pragma redefine_extname', ignored [-Wpragmas]";
                    self.warning(args[0].loc, args[0].text.len(), msg);
                }
            }
            _ => {}
        }
    }

    fn push_or_pop_macro(&mut self, args: &[Token]) {
        let [op, open, name, close, ..] = args else {
            return;
        };
        let push = op.is_ident("push_macro");
        if !(push || op.is_ident("pop_macro"))
            || !open.is("(")
            || !close.is(")")
            || name.kind != TokenKind::Str
        {
            return;
        }
        let name: Rc<str> = name.text.trim_matches('"').into();
        if push {
            let saved = self.macros.get(&name).cloned();
            self.pushed_macros.entry(name).or_default().push(saved);
        } else if let Some(saved) = self.pushed_macros.get_mut(&name).and_then(Vec::pop) {
            match saved {
                Some(m) => self.macros.insert(name, m),
                None => self.macros.remove(&name),
            };
        }
    }

    // #include "q-char-sequence" | #include <h-char-sequence> | #include pp-tokens
    fn include(&mut self, directive: &Token, args: Vec<Token>, next: bool) {
        let Some((name, angled, at)) = self.header_name(directive, args) else {
            return;
        };
        if self.files.len() > MAX_INCLUDE_DEPTH {
            let msg = format!(
                "#include nested depth {} exceeds maximum of {MAX_INCLUDE_DEPTH}",
                self.files.len()
            );
            self.error(at.loc, at.text.len(), msg);
            return;
        }
        let Some(found) = self.find_include(&name, angled, next) else {
            // Fatal, as in gcc: what follows would only report the header's absence again.
            self.stop_missing(&name, &at);
            return;
        };
        if self.once.contains(&*found.key) {
            return;
        }
        let guard = self.known.get(&*found.key).and_then(|k| k.guard.as_ref());
        if guard.is_some_and(|g| self.macros.contains_key(g)) {
            return;
        }
        let system = found.index.is_some_and(|i| i >= self.search.system_start);
        let lexer = match self.known.get(&*found.key) {
            Some(k) => self.file_lexer(k.spliced.clone(), k.base, system),
            None => {
                let Some(text) = found.read() else {
                    self.stop_missing(&name, &at);
                    return;
                };
                self.open_file(&found.key, &found.display, text, Some(at.loc), system)
            }
        };
        self.map.add_entered_include(at.loc);
        // `-E` marks every header entered from a file of source (`# 1 "foo.h" 1`) and the
        // return from it (`# 8 "main.c" 2`), as gcc does, even when the header writes no
        // line: configure scripts read the header names off them (zsh's `signal.h`).
        let from_source = self.files.last().is_some_and(|f| !f.key.starts_with('<'));
        let marked_from = (self.text_only && from_source).then_some(at.loc);
        if marked_from.is_some() {
            if let Some(k) = self.known.get(&*found.key) {
                self.pending_pragmas
                    .push(format!("{ENTER_MARKER}{} {}", k.base, at.loc));
            }
        }
        let key: Rc<str> = found.key.into();
        self.trace_include(&key, &found.display);
        if self.included.insert(key.clone()) {
            self.includes.push(found.display);
        }
        self.enter(key, lexer, found.dir, found.index);
        if let Some(f) = self.files.last_mut() {
            f.marked_from = marked_from;
        }
    }

    /// gcc's fatal error for a header it cannot find or read: preprocessing stops.
    fn stop_missing(&mut self, name: &str, at: &Token) {
        let msg = format!("{name}: No such file or directory");
        self.error(at.loc, at.text.len(), msg);
        self.files.clear();
        self.conds.clear();
        self.stopped = true;
    }

    /// `-H`: count the entering of file `key`, and trace its name, after one dot per level
    /// of nesting below the main file. As in gcc, which starts tracing once the main file
    /// is stacked, the `-include` files and what they include are counted but not printed;
    /// a header skipped by its guard or `#pragma once` is not entered.
    fn trace_include(&mut self, key: &Rc<str>, display: &str) {
        let Some(entered) = &mut self.entered else {
            return;
        };
        entered
            .entry(key.clone())
            .or_insert_with(|| (display.to_string(), 0))
            .1 += 1;
        if self.files.iter().all(|f| &*f.key != COMMAND_LINE) {
            let dots = ".".repeat(self.files.len());
            let _ = writeln!(self.trace, "{dots} {display}");
        }
    }

    /// `-H`'s advice at the end, as gcc gives it (unless a missing header stopped it): the
    /// files entered once, without `#pragma once` and without an include guard, sorted by
    /// name (the main file too if an `#include` entered it once). Empty without `-H`.
    pub(crate) fn guards_wanted(&self) -> String {
        let Some(entered) = &self.entered else {
            return String::new();
        };
        let unguarded = |key: &Rc<str>| {
            !self.once.contains(key) && self.known.get(key).is_none_or(|k| k.guard.is_none())
        };
        let mut names: Vec<&str> = entered
            .iter()
            .filter(|(key, (_, times))| *times == 1 && unguarded(key))
            .map(|(_, (name, _))| name.as_str())
            .collect();
        if names.is_empty() || self.stopped {
            return String::new();
        }
        names.sort_unstable();
        let mut text = String::from("Multiple include guards may be useful for:\n");
        for name in names {
            text.push_str(name);
            text.push('\n');
        }
        text
    }

    /// The header name of an `#include`, and whether it was `<...>`; a line that is not a
    /// header name is macro-expanded first (a computed include).
    fn header_name(
        &mut self,
        directive: &Token,
        args: Vec<Token>,
    ) -> Option<(String, bool, Token)> {
        let toks = match args.first() {
            Some(t) if t.kind == TokenKind::HeaderName => args,
            _ => self.expand_list(args, false),
        };
        let first = toks.first().cloned();
        match first {
            Some(t) if t.kind == TokenKind::HeaderName || t.kind == TokenKind::Str => {
                let angled = t.text.starts_with('<');
                Some((t.text[1..t.text.len() - 1].to_string(), angled, t))
            }
            Some(t) if t.is("<") => {
                let Some(close) = toks.iter().position(|x| x.is(">")) else {
                    self.error(t.loc, 1, "missing terminating > character");
                    return None;
                };
                // The tokens spelled one after another, with a space where one is written
                // before a token, as gcc glues them: not at the start of a macro's expansion
                // (`#define dir sys/` then `< dir name >`: gcc's padding, which it skips).
                let mut name = String::new();
                for (i, x) in toks[1..close].iter().enumerate() {
                    if i > 0 && x.has_space && !self.map.starts_expansion(toks[i].exp, x.exp) {
                        name.push(' ');
                    }
                    name.push_str(&x.text);
                }
                Some((name, true, t))
            }
            _ => {
                let msg = format!("#{} expects \"FILENAME\" or <FILENAME>", directive.text);
                self.error(directive.loc, directive.text.len(), msg);
                None
            }
        }
    }

    /// Where `#include` finds `name`: for `"..."` in the including file's directory first,
    /// then in the search list from its `"..."` or `<...>` part, or (`#include_next`) after
    /// the directory the current file was found in. A search made before is not made again
    /// (`lookups`): `<features.h>` is asked for by a dozen headers, each time a `stat` per
    /// directory tried.
    fn find_include(&mut self, name: &str, angled: bool, next: bool) -> Option<Found> {
        let current = self.files.last()?;
        let path = crate::source_bytes::to_path(name);
        if path.is_absolute() {
            return headers::read_real(&path, None);
        }
        let (quote_dir, start) = match current.found_at {
            // gcc: the next directory after the one the current file was found in.
            Some(i) if next => (None, i + 1),
            _ if angled => (None, self.search.angled_start),
            _ => (Some(current.dir.clone()), 0),
        };
        let key = (name.to_string(), quote_dir, start);
        if let Some(found) = self.lookups.get(&key) {
            return found.clone();
        }
        let arch = self.search.arch.unwrap_or(crate::target::Arch::X86_64);
        let found = key
            .1
            .as_ref()
            .and_then(|dir| headers::find_in(dir, name, None, arch))
            .or_else(|| {
                self.search
                    .dirs
                    .iter()
                    .enumerate()
                    .skip(start)
                    .find_map(|(i, d)| headers::find_in(d, name, Some(i), arch))
            });
        self.lookups.insert(key, found.clone());
        found
    }
}

/// `defined X`: a macro, or one of the operators gcc lets programs test for.
fn is_defined(macros: &HashMap<Rc<str>, Rc<Macro>, FxBuild>, name: &str) -> bool {
    macros.contains_key(name)
        || matches!(
            name,
            "__has_include"
                | "__has_include_next"
                | "__has_attribute"
                | "__has_builtin"
                | "__has_c_attribute"
        )
}

/// The value of `__has_attribute(x)`, `__has_builtin(x)` or `__has_c_attribute(x)`: true
/// only for what tcc-rs gives its meaning (the builtins are `crate::builtins`' table; the va_ ones are
/// the variadic support's). C23's `[[...]]` attributes are not parsed.
pub(super) fn feature_value(
    operator: &str,
    operand: &str,
    arch: Option<crate::target::Arch>,
) -> &'static str {
    let arch = arch.unwrap_or(crate::target::Arch::X86_64);
    let known = match operator {
        "__has_attribute" => crate::ast::attributes::understood(operand),
        "__has_builtin" => crate::builtins::is_builtin(operand, arch),
        _ => false,
    };
    if known {
        "1"
    } else {
        "0"
    }
}

/// The X of a directive line `#ifndef X`, `#if !defined X` or `#if !defined(X)` (its name
/// and operands): the guard of a file that begins with it and whose group ends the file.
fn guard_candidate(directive: &Token, args: &[Token]) -> Option<Rc<str>> {
    let spell: Vec<&str> = args.iter().take(6).map(|t| &*t.text).collect();
    let name = match (&*directive.text, spell.as_slice()) {
        ("ifndef", [_]) => &args[0],
        ("if", ["!", "defined", _]) => &args[2],
        ("if", ["!", "defined", "(", _, ")"]) => &args[3],
        _ => return None,
    };
    (name.kind == TokenKind::Ident).then(|| name.text.clone())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    /// The include guard a preprocessor finds in `src` after reading it once.
    fn guard(src: &str) -> Option<String> {
        let mut pp = Preprocessor::new(&PpOptions::default(), "g.h");
        pp.push_file("g.h", "g.h", src.into(), SearchDir::Path(PathBuf::new()));
        while pp.next_file_token().is_some() {}
        pp.pop_file();
        pp.known["g.h"].guard.as_ref().map(|g| g.to_string())
    }

    #[test]
    fn detects_include_guards() {
        assert_eq!(
            guard("// c\n#ifndef G\n#define G\nint x;\n#endif\n/* end */\n"),
            Some("G".into())
        );
        assert_eq!(
            guard("#if !defined(G)\n#define G\n#if 1\n#endif\n#endif"),
            Some("G".into())
        );
        // Nothing before the #ifndef but comments.
        assert_eq!(guard("/* a */\n#ifndef G\n#endif\n"), Some("G".into()));
    }

    #[test]
    fn rejects_files_not_wholly_guarded() {
        assert_eq!(guard("int y;\n#ifndef G\n#define G\n#endif"), None);
        assert_eq!(guard("#ifndef G\n#define G\n#endif\nint y;"), None);
        assert_eq!(guard("#ifndef G\n#else\n#endif"), None);
        assert_eq!(guard("#ifdef G\n#endif"), None);
        assert_eq!(guard("#ifndef G\n#endif\n#define H"), None);
        assert_eq!(guard("#define H\n#ifndef G\n#endif"), None);
    }
}

//! The C preprocessor: translation phases 1-4 (C11 5.1.1.2), the first stage of the pipeline.
//!
//! ```text
//! foo.c ─ lexer (splices, comments, pp-tokens) ─ directives (#include, #if, #define, ...)
//!       ─ macros (expansion with hide sets) ─ PpOutput { text, map } ─ parse
//! ```
//!
//! The output is C text, one output line per source line where practical, and a
//! `SourceMap` from every byte of it back to the file, line and column it came from and the
//! macro expansions it went through. Later stages report errors with spans in the text;
//! `render_diagnostic` turns them into gcc-style messages about the original source.

mod directives;
mod expr;
mod headers;
mod lexer;
mod macros;
mod predefined;
mod source_map;

use std::fmt::Write;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use crate::target::Target;

use crate::diag::{Diagnostic, Pedwarn, SourceFile, Span, Standard};
use directives::{Preprocessor, COMMAND_LINE};
use headers::SearchDir;
use lexer::Token;
pub use lexer::TokenKind;
use macros::Stream;

pub use headers::{
    bundled, bundled_names, describe as describe_search_list, search_list, system_dirs, SearchList,
    BUNDLED_PREFIX,
};
pub use predefined::{builtin_defines, GnucVersion, MathFlags, PicMacros};
pub use source_map::{Location, Origin, SourceMap};

/// A `-D` or `-U` on the command line; they apply in command-line order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CmdMacro {
    /// `-D name` (value `1`), `-D name=value`, or `-D 'name(args)=body'`.
    Define(String, Option<String>),
    /// `-U name`.
    Undef(String),
}

/// What the preprocessor takes from the command line (`-I`, `-D`, `-U`, `-include`,
/// `--target`).
#[derive(Clone, Debug, Default)]
pub struct PpOptions {
    pub target: Target,
    /// `-iquote` directories, searched for `#include "..."` only, after the including file's
    /// directory.
    pub quote_dirs: Vec<PathBuf>,
    /// `-I` directories, searched in order for both forms of `#include`.
    pub include_dirs: Vec<PathBuf>,
    /// `-isystem` directories, searched after `-I`.
    pub isystem_dirs: Vec<PathBuf>,
    /// `-idirafter` directories, searched last.
    pub after_dirs: Vec<PathBuf>,
    /// `-nostdinc`: no bundled headers, no system directories.
    pub nostdinc: bool,
    /// `-v`: print the search list to standard error, as gcc does.
    pub verbose: bool,
    /// `-H`: print each header entered to standard error, and at the end the headers that
    /// an include guard would spare, as gcc does (see `Preprocessor::trace_include`).
    pub trace_includes: bool,
    /// `-D` and `-U`, in command-line order.
    pub macros: Vec<CmdMacro>,
    /// `-include` files, read before the main file as if `#include "file"` began it.
    pub forced_includes: Vec<PathBuf>,
    /// `-dM`: collect the macros defined at the end (`PpOutput::definitions`).
    pub dump_macros: bool,
    /// `-dD`: the `-E` output keeps each `#define` and `#undef` where it stands (in
    /// `PpOutput::pragmas`), the built-in and command-line ones first, as gcc's does.
    pub keep_defines: bool,
    /// Optimising (`-O1` and up, tcc-rs's default): `__OPTIMIZE__` is predefined, where
    /// `-O0` predefines `__NO_INLINE__`, as in gcc.
    pub optimize: bool,
    /// `-Os`: `__OPTIMIZE_SIZE__` too.
    pub optimize_size: bool,
    /// `-ffast-math` and its parts: the macros they predefine.
    pub math: predefined::MathFlags,
    /// `-fno-dollars-in-identifiers`: a `$` in a name is gcc's "stray '$'" error (GNU C,
    /// and gcc on Linux, allow it by default).
    pub no_dollars: bool,
    /// `-E`: no warnings about string and character literals (unknown escapes), which gcc
    /// gives only when it reads the literals' values, as compiling does.
    pub text_only: bool,
    /// `-std=` and `-pedantic`: the preprocessor's own pedwarns.
    pub pedantic: crate::diag::Pedantic,
    /// `-W[no-]cpp` and `-W[no-]error=cpp`: what `#warning` gives.
    pub cpp: crate::diag::WarningSwitch,
    /// x86-64's `-march=` and `-msse4.2`...: the extensions whose macros are predefined.
    pub x86_isa: crate::target::x86_isa::X86Isa,
    /// `-fpic`, `-fPIE`, `-fno-pic`...: `__pic__`, `__PIE__`...
    pub pic: PicMacros,
    /// `-ffreestanding` (`-fno-hosted`): `__STDC_HOSTED__` is 0, and the bundled `<stdint.h>`,
    /// `<limits.h>`... stand alone instead of including the C library's, as in gcc.
    pub freestanding: bool,
    /// `-fgnuc-version=`: the GNU C version claimed (`__GNUC__`...), 4.2.1 by default.
    pub gnuc: GnucVersion,
}

/// The preprocessed translation unit.
#[derive(Debug, Clone)]
pub struct PpOutput {
    /// The tokens re-spelled as C text; no line markers, no directives.
    pub text: String,
    /// Where each token stands in `text`, for the parser (one C tokenizer: the parser's
    /// typedef-name pre-pass reads these instead of lexing the text again).
    pub tokens: Vec<OutputToken>,
    pub map: SourceMap,
    /// Warnings, with spans in source space: render them with `map.render`.
    pub warnings: Vec<Diagnostic>,
    /// For each warning, the length of `text` when it was found: the front end's
    /// diagnostics at or after that offset come after it, as gcc, which preprocesses as it
    /// parses, gives them.
    pub warnings_at: Vec<usize>,
    /// `#pragma` lines (other than `once`), each with the offset in `text` of the line it
    /// comes before. Not part of `text`: the compiler ignores them; `-E` prints them.
    pub pragmas: Vec<(usize, String)>,
    /// The files `#include` read, each once, in the order they were first entered, named
    /// as found (`inc/a.h`, `/usr/include/stdio.h`): what `-M` lists after the main file.
    pub includes: Vec<String>,
    /// With `trace_includes` (`-H`): a line per header entered, then the headers that an
    /// include guard would spare, as gcc prints them to standard error; else empty.
    pub include_trace: String,
    /// The source map's indices of the system headers (see `in_system_header`).
    pub system_files: rustc_hash::FxHashSet<usize>,
    /// With `dump_macros` (`-dM`): every macro defined at the end of the unit, one
    /// `#define NAME VALUE` line each (see `macros::definitions`); else empty.
    pub definitions: String,
}

/// A token of the output text: its bytes `at..at + len` and its kind.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct OutputToken {
    pub at: u32,
    pub len: u32,
    pub kind: TokenKind,
    /// Its line was written in a system header (for a token out of a macro: the line of
    /// the outermost invocation), as `PpOutput::in_system_header` tells.
    pub system: bool,
}

/// The tokens of C text that was not preprocessed (the front end's tests parse such text),
/// lexed by the preprocessor's lexer. A token whose spelling is not its bytes in `text` (a
/// backslash-newline inside it) is `Other`, since the parser's pre-pass reads the text.
pub fn tokens_of(text: &str) -> Vec<OutputToken> {
    let (toks, _) = lexer::tokenize(text, 0);
    toks.iter()
        .map(|t| {
            let at = t.loc as usize;
            let whole = text.get(at..at + t.text.len()) == Some(&*t.text);
            OutputToken {
                at: t.loc,
                len: t.text.len() as u32,
                kind: if whole { t.kind } else { TokenKind::Other },
                system: false,
            }
        })
        .collect()
}

/// Preprocessing failed: the diagnostics (errors and warnings, spans in source space), and
/// the output as far as preprocessing went (to the end of the unit, or to a fatal error such
/// as a missing header), whose map renders them: `-E` prints that text, as gcc does.
#[derive(Debug, Clone)]
pub struct PpFailure {
    pub diagnostics: Vec<Diagnostic>,
    pub output: Box<PpOutput>,
}

impl PpFailure {
    /// All diagnostics, gcc style, in the order they were found.
    pub fn render(&self) -> String {
        self.output.map.forget_rendered();
        self.output.map.render_all(&self.diagnostics)
    }

    /// `out` with its diagnostics, if any of them is an error.
    fn check(mut out: PpOutput) -> Result<PpOutput, PpFailure> {
        if !out.warnings.iter().any(Diagnostic::is_error) {
            return Ok(out);
        }
        out.warnings_at.clear();
        Err(PpFailure {
            diagnostics: std::mem::take(&mut out.warnings),
            output: Box::new(out),
        })
    }
}

impl PpOutput {
    /// Whether byte `out` of the text was written in a system header: gcc does not show
    /// warnings about code there (they are the C library's business, not the program's).
    pub fn in_system_header(&self, out: usize) -> bool {
        self.map
            .origin(out)
            .is_some_and(|o| self.system_files.contains(&o.spelling.file_index))
    }

    /// Whether `d` is a diagnostic located in a system header, whose warnings are not
    /// shown: spelled there, unless gcc reports it at the use of the header's macro
    /// (`Diagnostic::at_use`) and that use is not in a system header itself.
    pub fn hidden_in_system_header(&self, d: &Diagnostic) -> bool {
        let Some(sp) = d.span else {
            return false;
        };
        if !self.in_system_header(sp.lo) {
            return false;
        }
        let used = d
            .at_use
            .then(|| self.map.outermost_expansion(sp.lo))
            .flatten();
        match used.and_then(|(at, _)| self.map.resolve(at)) {
            Some(l) => self.system_files.contains(&l.file_index),
            None => true,
        }
    }

    /// The line of the main file that byte `out` of the text came from (for a token out of
    /// a macro, the line of the outermost invocation, as `__LINE__` has it); `None` for
    /// text from a header or the command line.
    pub fn main_file_line(&self, out: usize) -> Option<usize> {
        let loc = self.map.resolve(self.map.presentation_loc(out)?)?;
        (loc.file_index == MAIN_FILE).then_some(loc.physical_line)
    }

    /// The file and line byte `out` of the text came from, as `__FILE__` and `__LINE__`
    /// have them there (for a token out of a macro, its outermost invocation): what a
    /// debugger's line table says (`-g`), and where an assembler's error is reported.
    pub fn source_line(&self, out: usize) -> Option<(String, u64)> {
        let loc = self.map.resolve(self.map.presentation_loc(out)?)?;
        Some((loc.file.to_string(), loc.line as u64))
    }

    /// The warnings, gcc style.
    pub fn render_warnings(&self) -> String {
        self.map.forget_rendered();
        self.map.render_all(&self.warnings)
    }
}

/// The main file's index in the source map: `preprocess` reads it first.
const MAIN_FILE: usize = 0;

/// Preprocess `file`. `path` is where it was read from (for `#include "..."` relative to
/// it); `None` for standard input, whose includes are relative to the current directory.
pub fn preprocess(
    file: &SourceFile,
    path: Option<&Path>,
    opts: &PpOptions,
) -> Result<PpOutput, PpFailure> {
    let mut pp = Preprocessor::new(opts, &file.name);
    if opts.verbose {
        eprint!("{}", headers::describe(&pp.search));
    }
    let dir = path.and_then(Path::parent).map_or_else(
        || SearchDir::Path(PathBuf::new()),
        |p| SearchDir::Path(p.to_path_buf()),
    );
    let main_key = path.map_or_else(
        || format!("<main>{}", file.name),
        |p| {
            std::fs::metadata(p).map_or_else(
                |_| p.to_string_lossy().into_owned(),
                |m| headers::file_key(&m),
            )
        },
    );
    // A stack: the last pushed is read first.
    pp.push_file(&main_key, &file.name, file.text.as_str().into(), dir);
    pp.push_file(
        COMMAND_LINE,
        COMMAND_LINE,
        command_line_text(opts).into(),
        SearchDir::Path(PathBuf::new()),
    );
    pp.push_file(
        "<built-in>",
        "<built-in>",
        builtin_defines(opts).into(),
        SearchDir::Bundled,
    );
    let (text, tokens, map, pragmas) = emit(&mut pp);
    let mut include_trace = std::mem::take(&mut pp.trace);
    include_trace.push_str(&pp.guards_wanted());
    let definitions = match opts.dump_macros {
        true => macros::definitions(&pp.macros),
        false => String::new(),
    };
    let includes = std::mem::take(&mut pp.includes);
    PpFailure::check(PpOutput {
        text,
        tokens,
        map,
        warnings: std::mem::take(&mut pp.diags),
        warnings_at: std::mem::take(&mut pp.diags_at),
        pragmas,
        includes,
        include_trace,
        system_files: std::mem::take(&mut pp.system_files),
        definitions,
    })
}

/// Read a file that is already preprocessed (`.i`, `-x cpp-output`): its line markers
/// place diagnostics in the original files, and nothing is defined, so no macro is
/// expanded a second time.
pub fn reread_preprocessed(file: &SourceFile, opts: &PpOptions) -> Result<PpOutput, PpFailure> {
    let mut pp = Preprocessor::new(opts, &file.name);
    pp.push_file(
        &format!("<preprocessed>{}", file.name),
        &file.name,
        file.text.as_str().into(),
        SearchDir::Path(PathBuf::new()),
    );
    let (text, tokens, map, pragmas) = emit(&mut pp);
    PpFailure::check(PpOutput {
        text,
        tokens,
        map,
        warnings: std::mem::take(&mut pp.diags),
        warnings_at: std::mem::take(&mut pp.diags_at),
        pragmas,
        includes: Vec::new(),
        include_trace: String::new(),
        system_files: std::mem::take(&mut pp.system_files),
        definitions: String::new(),
    })
}

/// The `<command-line>` pseudo file: `-D`/`-U` in order, then the `-include`s.
fn command_line_text(opts: &PpOptions) -> String {
    let mut text = String::new();
    for m in &opts.macros {
        let _ = match m {
            CmdMacro::Define(name, None) => writeln!(text, "#define {name} 1"),
            CmdMacro::Define(name, Some(v)) => writeln!(text, "#define {name} {v}"),
            CmdMacro::Undef(name) => writeln!(text, "#undef {name}"),
        };
    }
    for f in &opts.forced_includes {
        let _ = writeln!(text, "#include {}", macros::quote(&f.to_string_lossy()));
    }
    text
}

/// Run the preprocessor to the end, spelling every token into the output text.
#[allow(clippy::type_complexity)]
fn emit(pp: &mut Preprocessor) -> (String, Vec<OutputToken>, SourceMap, Vec<(usize, String)>) {
    // Room for a small program and a libc header or two, so that the vectors do not
    // grow (and copy) a dozen times.
    let mut out = Emitter {
        text: String::with_capacity(1 << 15),
        tokens: Vec::with_capacity(1 << 12),
        ..Emitter::default()
    };
    pp.map.reserve_runs(1 << 10);
    let mut main = Stream::main();
    loop {
        let next = pp.expand_next(&mut main);
        // What was found reading the token (or writing it: a stray character) comes
        // before whatever the front end finds at it.
        let at = out.text.len();
        let more = match next {
            Some(t) => {
                out.token(pp, &t);
                true
            }
            None => pp.pop_file(),
        };
        pp.diags_at.resize(pp.diags.len(), at);
        if !more {
            break;
        }
    }
    if !out.text.is_empty() {
        out.text.push('\n');
    }
    let (loc, len) = out.last_string;
    out.tell_escapes(pp, loc, len);
    let end = out.text.len();
    pp.diags_at.resize(pp.diags.len(), end);
    out.pragmas
        .extend(pp.pending_pragmas.drain(..).map(|p| (end, p)));
    (
        out.text,
        out.tokens,
        std::mem::take(&mut pp.map),
        out.pragmas,
    )
}

/// gcc's "stray" errors for a name: a byte that is not UTF-8 (a name is written in UTF-8 in
/// the object, so it cannot hold one), and `$` under `-fno-dollars-in-identifiers`.
fn stray_in_name(pp: &mut Preprocessor, t: &Token) {
    let stray = t
        .text
        .char_indices()
        .find_map(|(at, c)| match crate::source_bytes::raw_byte(c) {
            Some(b) => Some((at, format!("\\{b:o}"))),
            None if c == '$' && pp.no_dollars => Some((at, "$".to_string())),
            None => None,
        });
    if let Some((at, what)) = stray {
        let loc = pp.map.outermost_invocation(t.loc, t.exp);
        pp.error(loc + at as u32, 1, format!("stray '{what}' in program"));
    }
}

/// The unknown escape sequences of a string or character literal, spelled as gcc's warning
/// spells them (`j`, or `033` for a character that does not print). Like gcc, `\\(`, `\\[`,
/// `\\{` and `\\%` are kept silently (they protect text from editors and SCCS); the
/// literal keeps the character after the backslash (`parse::literal`).
fn unknown_escapes(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            continue;
        }
        let Some(e) = chars.next() else { break };
        match e {
            'n' | 't' | 'r' | 'a' | 'b' | 'f' | 'v' | 'e' | 'E' | '\\' | '\'' | '"' | '?' => {}
            '0'..='7' | 'x' | 'u' | 'U' | '(' | '[' | '{' | '%' => {}
            e if e.is_ascii_graphic() => found.push(e.to_string()),
            e if e.is_ascii() => found.push(format!("{:03o}", e as u32)),
            e => found.push(e.to_string()),
        }
    }
    found
}

/// The GNU escape sequences of a string or character literal, which ISO C has not: `\\e`
/// and `\\E` (the escape character).
fn gnu_escapes(text: &str) -> Vec<char> {
    let mut found = Vec::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            continue;
        }
        if let Some(e @ ('e' | 'E')) = chars.next() {
            found.push(e);
        }
    }
    found
}

/// A binary integer constant (`0b101`), GNU C's and C2x's.
fn is_binary_constant(number: &str) -> bool {
    let digits = number
        .strip_prefix("0b")
        .or_else(|| number.strip_prefix("0B"));
    digits.is_some_and(|d| d.starts_with(['0', '1']))
}

/// The numbers C99 added, which gcc's preprocessor reports in C90 as it reads them: `long
/// long` constants (`5LL`), and hexadecimal floating constants (`0x1.8p3`) in the strict
/// ISO mode only. Unlike gcc's, these are not silenced by an `__extension__`.
/// After C90, under an explicit `-Wlong-long`, `long long` constants are told too, as plain
/// warnings (`Pedantic::pedwarn`). An operand of `#if` is told as well (`eval_if`).
#[cold]
pub(crate) fn c90_number(pp: &mut Preprocessor, t: &Token) {
    let text = &*t.text;
    let hex = text.starts_with("0x") || text.starts_with("0X");
    let float = match hex {
        true => text.contains(['p', 'P']),
        false => text.contains(['.', 'e', 'E']),
    };
    let suffix = &text[text.trim_end_matches(['u', 'U', 'l', 'L']).len()..];
    let msg = match float {
        true if hex && pp.pedantic.iso && pp.pedantic.std == Standard::C90 => {
            "use of C99 hexadecimal floating constant"
        }
        false if suffix.contains("ll") || suffix.contains("LL") => {
            "use of C99 long long integer constant"
        }
        _ => return,
    };
    let kind = match float {
        true => Pedwarn::PedanticUntagged,
        false => Pedwarn::LongLong,
    };
    // As gcc: where it is spelled, with a note for each macro that brought it.
    let notes = pp
        .map
        .macro_notes(t.arg_of.and_then(|a| pp.map.argument(a)), t.exp);
    if let Some(d) = pp.pedwarn(kind, t.loc, text.len(), msg) {
        for (at, len, note) in notes {
            let span = Span::new(at as usize, at as usize + len);
            d.notes.push(Diagnostic::note(span, note));
        }
    }
}

#[derive(Default)]
struct Emitter {
    text: String,
    tokens: Vec<OutputToken>,
    /// File index and physical line the current output line shows.
    line: Option<(usize, usize)>,
    /// The current output line comes from a system header.
    system: bool,
    /// The file of the last line begun, and whether it is a system header.
    system_of: (Option<usize>, bool),
    prev: Option<Token>,
    pragmas: Vec<(usize, String)>,
    /// The escape-sequence diagnostics of the string literals just written (whether each
    /// is a pedwarn, and its message), told at the token after the last of them, where
    /// gcc's parser, which joins adjacent literals before reading them, tells them; and
    /// the place of the last literal, for one at the end of the unit.
    escapes: Vec<(bool, String)>,
    last_string: (u32, usize),
}

impl Emitter {
    /// Tell the escape-sequence diagnostics waiting (`escapes`) at `len` bytes at `loc`.
    fn tell_escapes(&mut self, pp: &mut Preprocessor, loc: u32, len: usize) {
        for (pedwarn, message) in std::mem::take(&mut self.escapes) {
            match pedwarn {
                true => _ = pp.pedwarn(Pedwarn::PedanticUntagged, loc, len, &message),
                false => pp.warning(loc, len, message),
            }
        }
    }

    fn token(&mut self, pp: &mut Preprocessor, t: &Token) {
        if t.kind == TokenKind::Placemarker {
            return;
        }
        if t.kind == TokenKind::Unterminated {
            let q = if t.text.ends_with('"') { '"' } else { '\'' };
            // As gcc's front end: the literal runs to the end of the line.
            let len = pp.map.rest_of_line_len(t.loc).max(t.text.len());
            pp.error(t.loc, len, format!("missing terminating {q} character"));
        }
        if t.kind == TokenKind::Ident {
            stray_in_name(pp, t);
        }
        let (loc, len) = pp.map.outermost_use(t.loc, t.text.len(), t.exp);
        if t.kind != TokenKind::Str {
            self.tell_escapes(pp, loc, len);
        }
        if matches!(t.kind, TokenKind::Str | TokenKind::Char) && !self.system && !pp.text_only {
            let unknown = unknown_escapes(&t.text).into_iter();
            let unknown = unknown.map(|e| (false, format!("unknown escape sequence: '\\{e}'")));
            let gnu = gnu_escapes(&t.text).into_iter();
            let gnu = gnu.map(|e| (true, format!("non-ISO-standard escape sequence, '\\{e}'")));
            self.escapes.extend(unknown.chain(gnu));
            self.last_string = (loc, len);
            // gcc marks a character constant itself.
            if t.kind == TokenKind::Char {
                self.tell_escapes(pp, loc, len);
            }
        }
        // Like the escapes, told when the value is read, which `-E` does not.
        let binary = t.kind == TokenKind::Number && is_binary_constant(&t.text);
        if binary && !self.system && !pp.text_only && pp.pedantic.std < Standard::C2x {
            let loc = pp.map.outermost_invocation(t.loc, t.exp);
            let msg = "binary constants are a C2X feature or GCC extension";
            pp.pedwarn(Pedwarn::PedanticUntagged, loc, t.text.len(), msg);
        }
        if t.kind == TokenKind::Number && !self.system && !pp.text_only && pp.c90_numbers() {
            c90_number(pp, t);
        }
        let new_line = t.at_bol || self.prev.is_none();
        if new_line {
            let at = pp.map.outermost_invocation(t.loc, t.exp);
            let here = pp
                .map
                .resolve(at)
                .map(|l| (l.file_index, l.physical_line, l.col));
            if let Some((file, _, _)) = here {
                if self.system_of.0 != Some(file) {
                    self.system_of = (Some(file), pp.system_files.contains(&file));
                }
            }
            self.system = here.is_some() && self.system_of.1;
            self.new_line(here);
            let line_start = self.text.rfind('\n').map_or(0, |i| i + 1);
            self.pragmas
                .extend(pp.pending_pragmas.drain(..).map(|p| (line_start, p)));
        } else {
            // A `_Pragma` in the middle of a line: `-E` breaks the line there.
            let here = self.text.len();
            self.pragmas
                .extend(pp.pending_pragmas.drain(..).map(|p| (here, p)));
            if t.has_space || self.prev.as_ref().is_some_and(|p| would_paste(p, t)) {
                self.text.push(' ');
            }
        }
        pp.map.add_token(self.text.len(), t, !new_line);
        self.tokens.push(OutputToken {
            at: self.text.len() as u32,
            len: t.text.len() as u32,
            kind: t.kind,
            system: self.system,
        });
        self.text.push_str(&t.text);
        self.prev = Some(t.clone());
    }

    /// Start the line of a token at (file, line, column): as many newlines as keep the
    /// output line in step with the source (up to a small gap), and the token's indentation.
    fn new_line(&mut self, here: Option<(usize, usize, usize)>) {
        let Some((file, line, col)) = here else {
            if !self.text.is_empty() {
                self.text.push('\n');
            }
            return;
        };
        if let Some((f, l)) = self.line {
            let gap = if f == file && line > l { line - l } else { 1 };
            let gap = if gap > 8 { 1 } else { gap };
            for _ in 0..gap {
                self.text.push('\n');
            }
        }
        self.line = Some((file, line));
        self.text.extend(std::iter::repeat_n(' ', col - 1));
    }
}

/// Whether printing `a` and `b` with nothing between would lex differently (`+` `+`, `-`
/// `>`, `/` `/`, `x` `1`, `L` `"s"`...): then the output needs a space, as gcc's -E gives.
fn would_paste(a: &Token, b: &Token) -> bool {
    let adjacent_in_source =
        a.exp.is_none() && b.exp.is_none() && b.loc as usize == a.loc as usize + a.text.len();
    let (Some(x), Some(y)) = (a.text.chars().last(), b.text.chars().next()) else {
        return false;
    };
    if adjacent_in_source {
        return false;
    }
    let word = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '$' || !c.is_ascii();
    match a.kind {
        TokenKind::Ident | TokenKind::Number if word(y) => true,
        TokenKind::Ident => matches!(&*a.text, "L" | "u" | "U" | "u8") && matches!(y, '"' | '\''),
        TokenKind::Number => {
            y == '.' || (matches!(y, '+' | '-') && matches!(x, 'e' | 'E' | 'p' | 'P'))
        }
        TokenKind::Punct if &*a.text == "." => y.is_ascii_digit() || y == '.',
        TokenKind::Punct | TokenKind::Other => {
            // The longest punctuator is 4 bytes: the two spellings' first 4 bytes joined
            // tell, with no string made.
            let mut joined = [0u8; 8];
            let (a, b) = (a.text.as_bytes(), b.text.as_bytes());
            let (na, nb) = (a.len().min(4), b.len().min(4));
            joined[..na].copy_from_slice(&a[..na]);
            joined[na..na + nb].copy_from_slice(&b[..nb]);
            let joined = &joined[..na + nb];
            joined.starts_with(b"//")
                || joined.starts_with(b"/*")
                || lexer::punct_len(joined) > a.len()
        }
        _ => false,
    }
}

/// The spellings of the preprocessing tokens of `text` (for comparing `-E` outputs token
/// by token, modulo white space).
pub fn spellings(text: &str) -> Vec<String> {
    lexer::tokenize(text, 0)
        .0
        .iter()
        .map(|t| t.text.to_string())
        .collect()
}

/// The `-E` output: the text, with gcc-style line markers (`# 12 "foo.h"`) where the
/// output leaves the line sequence of a file, or (`-P`) without them and blank lines.
pub fn render_e(out: &PpOutput, with_linemarkers: bool) -> String {
    let mut s = String::new();
    let mut at = MarkerState {
        with_linemarkers,
        ..MarkerState::default()
    };
    // The main file is the first file read.
    if let (true, Some(main)) = (with_linemarkers, out.map.files().first()) {
        let _ = writeln!(s, "# 1 {}", macros::quote(&main.name));
        at.file = Some((0, main.name.clone()));
        at.next_line = Some(1);
    }
    let mut offset = 0;
    let mut pragmas = out.pragmas.iter().peekable();
    for line in out.text.split_inclusive('\n') {
        let mut start = offset;
        offset += line.len();
        let mut line = line;
        // Pragmas go on lines of their own, before the text that followed them.
        while let Some((pos, p)) = pragmas.next_if(|(pos, _)| *pos < offset) {
            let cut = pos.saturating_sub(start).min(line.len());
            if !line[..cut].trim().is_empty() {
                at.line(out, &line[..cut], start, &mut s);
            }
            if !at.include_marker(out, p, &mut s) {
                s.push_str(p);
                s.push('\n');
                at.next_line = None;
            }
            line = &line[cut..];
            start += cut;
        }
        at.line(out, line, start, &mut s);
    }
    for (_, p) in pragmas {
        if !at.include_marker(out, p, &mut s) {
            s.push_str(p);
            s.push('\n');
        }
    }
    s
}

/// Where `-E` output stands: the file shown and the line the next output line shows.
#[derive(Default)]
struct MarkerState {
    with_linemarkers: bool,
    file: Option<(usize, Rc<str>)>,
    next_line: Option<usize>,
}

impl MarkerState {
    /// If `p` is an include event (`directives::ENTER_MARKER` or `LEAVE_MARKER`), its line
    /// marker as gcc writes it (`# 1 "foo.h" 1`, or `# 8 "main.c" 2` for the line after the
    /// `#include`), none with `-P`; false for a line to print as it is.
    fn include_marker(&mut self, out: &PpOutput, p: &str, s: &mut String) -> bool {
        let (loc, flag, after) = if let Some(at) = p.strip_prefix(directives::ENTER_MARKER) {
            let (text, directive) = at.split_once(' ').unwrap_or((at, ""));
            // As gcc: the output is brought to the `#include` line (blank lines for a gap
            // of at most 8, else a marker), not past it: the blank lines the text shows
            // for the directive and after it are taken back.
            let directive = directive.parse().ok().and_then(|at| out.map.resolve(at));
            if let (true, Some(d)) = (self.with_linemarkers, directive) {
                let in_file = self.file.as_ref().is_some_and(|(f, _)| *f == d.file_index);
                match self.next_line.filter(|_| in_file) {
                    Some(shown) if shown > d.line => {
                        for _ in d.line..shown {
                            if !s.ends_with("\n\n") {
                                break;
                            }
                            s.pop();
                        }
                    }
                    Some(shown) if d.line - shown <= 8 => {
                        s.push_str(&"\n".repeat(d.line - shown));
                    }
                    _ => {
                        let _ = writeln!(s, "# {} {}", d.line, macros::quote(&d.file));
                    }
                }
            }
            (text, 1, 0)
        } else if let Some(at) = p.strip_prefix(directives::LEAVE_MARKER) {
            (at, 2, 1)
        } else {
            return false;
        };
        let loc = loc.parse().ok().and_then(|at| out.map.resolve(at));
        if let (true, Some(loc)) = (self.with_linemarkers, loc) {
            let line = loc.line + after;
            let _ = writeln!(s, "# {line} {} {flag}", macros::quote(&loc.file));
            self.file = Some((loc.file_index, loc.file.clone()));
            self.next_line = Some(line);
        }
        true
    }

    /// One line of `-E` output (starting at `start` in the text), after a line marker if it
    /// does not follow the previous line of the same file: `# 12 "foo.h" 1` on entering an
    /// include, `... 2` on returning to the includer, as gcc writes them.
    fn line(&mut self, out: &PpOutput, line: &str, start: usize, s: &mut String) {
        let Some(first) = line.find(|c: char| !c.is_whitespace()) else {
            if let (true, Some(l)) = (self.with_linemarkers, &mut self.next_line) {
                s.push('\n');
                *l += 1;
            }
            return;
        };
        let loc = out
            .map
            .presentation_loc(start + first)
            .and_then(|l| out.map.resolve(l));
        if let (true, Some(loc)) = (self.with_linemarkers, loc) {
            let same_file = self.file.as_ref().is_some_and(|(_, f)| *f == loc.file);
            if !same_file || self.next_line != Some(loc.line) {
                let flag = match &self.file {
                    Some((prev, _)) if !same_file && includes(&out.map, *prev, loc.file_index) => {
                        " 1"
                    }
                    Some((prev, _)) if !same_file && includes(&out.map, loc.file_index, *prev) => {
                        " 2"
                    }
                    _ if !same_file && out.map.files()[loc.file_index].included_from.is_some() => {
                        " 1"
                    }
                    _ => "",
                };
                let _ = writeln!(s, "# {} {}{flag}", loc.line, macros::quote(&loc.file));
            }
            self.file = Some((loc.file_index, loc.file.clone()));
            self.next_line = Some(loc.line + 1);
        }
        s.push_str(line);
        if !line.ends_with('\n') {
            s.push('\n');
        }
    }
}

/// Whether file `outer` is on the include chain of file `inner`.
fn includes(map: &SourceMap, outer: usize, inner: usize) -> bool {
    let mut from = map.files().get(inner).and_then(|f| f.included_from);
    while let Some(l) = from.and_then(|at| map.resolve(at)) {
        if l.file_index == outer {
            return true;
        }
        if l.file_index >= inner {
            return false;
        }
        from = map.files()[l.file_index].included_from;
    }
    false
}

/// Render a diagnostic of a later stage (span in `out.text`) as gcc does, at the original
/// file, line and column, followed by a note at each macro invocation it came through.
pub fn render_diagnostic(d: &Diagnostic, out: &PpOutput) -> String {
    render_diagnostic_after(d, None, out)
}

/// `render_diagnostic` of `d` printed right after `before` (the last message or note of
/// the diagnostic before it): as gcc, a message at the very place of the one before shows
/// no source again.
pub fn render_diagnostic_after(
    d: &Diagnostic,
    before: Option<&Diagnostic>,
    out: &PpOutput,
) -> String {
    if let Some(s) = render_at_use(d, out) {
        return s;
    }
    let mut s = String::new();
    let repeated = before.filter(|_| d.include_fixit.is_none() && d.notes.is_empty());
    if let Some(l) = repeated.and_then(|b| same_place(b, d, &out.map)) {
        let (label, col) = (d.severity.label(), out.map.display_col(&l));
        let _ = writeln!(s, "{}:{}:{col}: {label}: {}", l.file, l.line, d.message);
        return s;
    }
    // As gcc: the include chain of the file the offending token is spelled in.
    let spelled = d
        .span
        .and_then(|sp| out.map.source_of(reported_span(&out.map, sp).lo));
    if let Some(l) = spelled.and_then(|(loc, _, _)| out.map.resolve(loc)) {
        s.push_str(&out.map.include_context(l.file_index));
    }
    render_one(d, out, &mut s);
    for (i, n) in d.notes.iter().enumerate() {
        let before = if i == 0 { d } else { &d.notes[i - 1] };
        let moved = n.include_fixit.is_some();
        match same_place(before, n, &out.map).filter(|_| !moved) {
            // As gcc: a note at the very place of the message before shows no source again.
            Some(l) => {
                let label = n.severity.label();
                let col = out.map.display_col(&l);
                let _ = writeln!(s, "{}:{}:{col}: {label}: {}", l.file, l.line, n.message);
            }
            None => render_one(n, out, &mut s),
        }
    }
    s
}

/// `d` rendered at the use of the system header's macro it came from, when gcc reports it
/// there (`Diagnostic::at_use`): the macro's name underlined, with no expansion notes.
fn render_at_use(d: &Diagnostic, out: &PpOutput) -> Option<String> {
    let span = reported_span(&out.map, d.span.filter(|_| d.at_use)?);
    if !out.in_system_header(span.lo) {
        return None;
    }
    let (at, len) = out.map.outermost_expansion(span.lo)?;
    let l = out.map.resolve(at)?;
    let mut s = out.map.include_context(l.file_index);
    source_map::render_located(&out.map, &l, len as usize, d.severity, &d.message, &mut s);
    let col = out.map.display_col(&l);
    for n in &d.notes {
        match n.span == d.span {
            // As gcc: a note at the very place of the message shows no source again.
            true => {
                let label = n.severity.label();
                let _ = writeln!(s, "{}:{}:{col}: {label}: {}", l.file, l.line, n.message);
            }
            false => render_one(n, out, &mut s),
        }
    }
    Some(s)
}

/// The location of `d`, if `before` is reported at the same one and nothing was printed
/// between them: the notes that show where a macro was expanded come last otherwise.
fn same_place(
    before: &Diagnostic,
    d: &Diagnostic,
    map: &SourceMap,
) -> Option<source_map::Location> {
    let at = |d: &Diagnostic| Some(reported_span(map, d.span?).lo);
    let (prev, here) = (at(before)?, at(d)?);
    let (prev_src, here_src) = (map.source_of(prev)?, map.source_of(here)?);
    let through_macro = prev_src.1.is_some() || map.argument_use(prev).is_some();
    (prev_src == here_src && !through_macro)
        .then(|| map.resolve(here_src.0))
        .flatten()
}

fn render_one(d: &Diagnostic, out: &PpOutput, s: &mut String) {
    let map = &out.map;
    if let (Some(span), Some(header)) = (d.span, &d.include_fixit) {
        let span = reported_span(map, span);
        if let Some(at) = map.presentation_loc(span.lo) {
            if let Some(l) = map.include_insertion(at) {
                let (label, message) = (d.severity.label(), &d.message);
                let _ = writeln!(s, "{}:{}:1: {label}: {message}", l.file, l.line);
                let line = l.physical_line;
                let previous = (line > 1).then(|| map.physical_line_text(&l, line - 1));
                let inserted = format!("#include {header}");
                let text = map.line_text(&l);
                crate::diag::write_insertion(s, line, previous, &inserted, text);
                return;
            }
        }
    }
    let main = map.files().iter().find(|f| !f.name.starts_with('<'));
    if let (true, Some(f)) = (d.at_end_of_file, main) {
        let line = crate::diag::end_of_file_line(f.original());
        let _ = writeln!(
            s,
            "{}:{line}: {}: {}",
            f.name,
            d.severity.label(),
            d.message
        );
        return;
    }
    let Some(span) = d.span.map(|sp| reported_span(map, sp)) else {
        let name = main.map_or("tcc-rs", |f| &f.name);
        let _ = writeln!(s, "{}: {}: {}", name, d.severity.label(), d.message);
        return;
    };
    let Some((loc, exp, seg_len)) = map.source_of(span.lo) else {
        let _ = writeln!(s, "tcc-rs: {}: {}", d.severity.label(), d.message);
        return;
    };
    let Some(l) = map.resolve(loc) else {
        return;
    };
    if let Some(ins) = d.insertion.as_ref().filter(|_| d.span == Some(span)) {
        if render_insertion(map, &l, exp, ins, d, s) {
            return;
        }
    }
    // Underline the whole span when it stays within one expansion; otherwise the first
    // token (render_located stops at the end of the line).
    let len = match map.source_of(span.hi.saturating_sub(1).max(span.lo)) {
        Some((hi_loc, hi_exp, _)) if hi_exp == exp && hi_loc >= loc => (hi_loc - loc) as usize + 1,
        _ => seg_len as usize,
    };
    source_map::render_located(map, &l, len, d.severity, &d.message, s);
    if d.removal_fixit {
        crate::diag::write_removal(s);
    }
    for (at, len, msg) in map.macro_notes(map.argument_use(span.lo), exp) {
        if let Some(l) = map.resolve(at) {
            source_map::render_located(map, &l, len, crate::diag::Severity::Note, &msg, s);
        }
    }
}

/// A diagnostic with gcc's fix-it hint (`expected ';'`) at `l`, its ranges resolved in the
/// same file; false, with nothing written, where gcc would not show the hint (the caret in
/// a macro's expansion or under a `#line`).
fn render_insertion(
    map: &SourceMap,
    l: &source_map::Location,
    exp: Option<u32>,
    ins: &crate::diag::Insertion,
    d: &Diagnostic,
    s: &mut String,
) -> bool {
    if exp.is_some() || l.line != l.physical_line {
        return false;
    }
    let mut ranges = Vec::new();
    for r in &ins.ranges {
        // Each range is one token, written in the file (not out of a macro).
        let Some((at, None, _)) = map.source_of(r.lo) else {
            continue;
        };
        let Some(rl) = map.resolve(at).filter(|rl| rl.file_index == l.file_index) else {
            continue;
        };
        let last = rl.col + (r.hi - r.lo).max(1) - 1;
        if rl.physical_line >= l.physical_line {
            ranges.push((rl.physical_line, rl.col, last));
        }
    }
    let (label, message) = (d.severity.label(), &d.message);
    let col = map.display_col(l);
    let _ = writeln!(s, "{}:{}:{col}: {label}: {message}", l.file, l.line);
    let text = |n| map.physical_line_text(l, n);
    crate::diag::write_insertion_hint(s, text, (l.physical_line, l.col), ins.text, &ranges);
    true
}

/// The output span a diagnostic is reported at: its own, but for an empty one (a point
/// between tokens) the one gcc chooses.
fn reported_span(map: &SourceMap, span: Span) -> Span {
    if span.lo != span.hi {
        return span;
    }
    let (lo, hi) = map.point_span(span.lo);
    Span::new(lo, hi)
}

//! Diagnostics with source spans, rendered the way gcc renders them:
//!
//! ```text
//! foo.c:3:5: error: 'x' undeclared
//!     3 |     x = 1;
//!       |     ^
//! ```
//!
//! Every stage reports errors as `Diagnostic` values; only the driver prints them.

use std::fmt::Write;

/// A source file as the compiler sees it.
#[derive(Clone, Debug)]
pub struct SourceFile {
    pub name: String,
    pub text: String,
    /// The `#pragma` lines the preprocessor kept out of `text`, each with the offset in
    /// `text` of what follows it.
    pub pragmas: Vec<(usize, String)>,
    /// The runs of `text` spelled in a system header, in order, where gcc gives no pedwarn
    /// (see `Pedantic::in_system_header`); filled only when a pedwarn can be an error,
    /// since the driver leaves out the warnings located there itself.
    pub system_text: Vec<Span>,
}

impl SourceFile {
    pub fn new(name: impl Into<String>, text: impl Into<String>) -> SourceFile {
        SourceFile {
            name: name.into(),
            text: text.into(),
            pragmas: Vec::new(),
            system_text: Vec::new(),
        }
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.text.len());
        let before = &self.text[..offset];
        let line = before.matches('\n').count() + 1;
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let col = self.text[line_start..offset].chars().count() + 1;
        (line, col)
    }

    /// The text of the 1-based line `line`, without its newline.
    pub fn line_text(&self, line: usize) -> &str {
        self.text.split('\n').nth(line - 1).unwrap_or("")
    }
}

/// A byte range in a `SourceFile`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct Span {
    pub lo: usize,
    pub hi: usize,
}

impl Span {
    pub fn new(lo: usize, hi: usize) -> Span {
        Span { lo, hi }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Severity {
    Error,
    Warning,
    Note,
    /// A bug in tcc-rs found at a place in the source (gcc's "internal compiler error").
    InternalError,
}

impl Severity {
    /// The word gcc prints before the message.
    pub fn label(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::InternalError => "internal compiler error",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub severity: Severity,
    pub message: String,
    /// `None` for errors about the whole file or the command line.
    pub span: Option<Span>,
    /// Notes printed after the main message (e.g. "previous definition is here").
    pub notes: Vec<Diagnostic>,
    /// gcc's fix-it hint that adds `#include HEADER` to the file of the span: the message
    /// is then placed where the line would go (after the last `#include` above the span,
    /// or at the top of the file) and shows it inserted there.
    pub include_fixit: Option<String>,
    /// Reported, as gcc reports it, at the use of the system header's macro the offending
    /// code came from, where other warnings located in a system header are not shown
    /// (gcc's `expansion_point_location_if_in_system_header`).
    pub at_use: bool,
    /// A warning `-Werror` leaves a warning (`-Wno-error=NAME` said so, as gcc allows).
    pub werror_exempt: bool,
    /// gcc's fix-it hint that removes the span (an extra `;`): rendered as a line of `-`
    /// under the caret line (see `write_removal`).
    pub removal_fixit: bool,
    /// Reported, as gcc reports what it finds at the end of the main file, at the line
    /// after its last and with no column or source (see `end_of_file_line`).
    pub at_end_of_file: bool,
    /// gcc's fix-it hint that inserts a missing token at the caret (see `Insertion`).
    pub insertion: Option<Box<Insertion>>,
}

/// gcc's fix-it hint for a missing `;`, `)` or `]` (`c_parser_require`): the token to insert
/// at the caret, a point just past the token before, and the ranges gcc underlines with it
/// (the token that came instead, the `(` a missing `)` would match).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Insertion {
    pub text: &'static str,
    pub ranges: Vec<Span>,
}

impl Diagnostic {
    pub fn error(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            message: message.into(),
            span: Some(span),
            notes: Vec::new(),
            include_fixit: None,
            at_use: false,
            werror_exempt: false,
            removal_fixit: false,
            at_end_of_file: false,
            insertion: None,
        }
    }

    pub fn warning(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Warning,
            message: message.into(),
            span: Some(span),
            notes: Vec::new(),
            include_fixit: None,
            at_use: false,
            werror_exempt: false,
            removal_fixit: false,
            at_end_of_file: false,
            insertion: None,
        }
    }

    /// A compiler bug noticed at `span`; it fails the compilation like an error.
    pub fn internal_error(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::InternalError,
            ..Diagnostic::error(span, message)
        }
    }

    /// An error with no location in the source.
    pub fn error_no_span(message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            message: message.into(),
            span: None,
            notes: Vec::new(),
            include_fixit: None,
            at_use: false,
            werror_exempt: false,
            removal_fixit: false,
            at_end_of_file: false,
            insertion: None,
        }
    }

    pub fn with_note(mut self, span: Span, message: impl Into<String>) -> Diagnostic {
        self.notes.push(Diagnostic::note(span, message));
        self
    }

    /// A note, to go under another diagnostic (`notes`).
    pub fn note(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Note,
            ..Diagnostic::error(span, message)
        }
    }

    /// The message with gcc's tag naming the switch that gave it: `[-Wpedantic]`.
    fn tagged(mut self, tag: &str) -> Diagnostic {
        self.message = format!("{} [{tag}]", self.message);
        self
    }

    /// The warning as gcc shows it under `-Werror`: an error whose tag names the switch that
    /// made it one, `[-Wname]` becoming `[-Werror=name]` and an untagged warning getting
    /// `[-Werror]`. Anything else (an error, a warning `-Wno-error=NAME` keeps) is unchanged.
    pub fn as_werror(&self) -> Diagnostic {
        let mut d = self.clone();
        if d.severity != Severity::Warning || d.werror_exempt {
            return d;
        }
        d.severity = Severity::Error;
        let tag_at = d.message.rfind(" [-W").filter(|_| d.message.ends_with(']'));
        match tag_at {
            Some(at) => {
                let name = d.message[at + 4..d.message.len() - 1].to_string();
                d.message.truncate(at);
                d.tagged(&format!("-Werror={name}"))
            }
            None => d.tagged("-Werror"),
        }
    }

    pub fn is_error(&self) -> bool {
        matches!(self.severity, Severity::Error | Severity::InternalError)
    }

    /// Render as gcc does: `file:line:col: error: message`, the source line with a gutter,
    /// and a caret under the start of the span (with `~` under the rest of it on that line).
    /// As gcc, a note at the very place of the message before it shows no source again.
    pub fn render(&self, file: &SourceFile) -> String {
        let mut out = String::new();
        self.render_after(file, None, &mut out);
        out
    }

    /// `render`, printed right after a message at `before`: as gcc, a message at the very
    /// place of the one before shows no source again.
    fn render_after(&self, file: &SourceFile, before: Option<Span>, out: &mut String) {
        let before = before.filter(|_| self.include_fixit.is_none() && self.notes.is_empty());
        self.render_into(file, before, out);
        for (i, n) in self.notes.iter().enumerate() {
            let before = if i == 0 { self } else { &self.notes[i - 1] };
            n.render_into(file, before.span, out);
        }
    }

    /// Render `diags` one after the other, as a compile prints them (see `render_after`).
    pub fn render_all(diags: &[Diagnostic], file: &SourceFile) -> String {
        let mut out = String::new();
        let mut before = None;
        for d in diags {
            d.render_after(file, before, &mut out);
            before = d.notes.last().unwrap_or(d).span;
        }
        out
    }

    fn render_into(&self, file: &SourceFile, before: Option<Span>, out: &mut String) {
        if let (Some(span), Some(header)) = (self.span, &self.include_fixit) {
            let (use_line, _) = file.line_col(span.lo);
            let lines = (1..use_line).map(|n| file.line_text(n));
            let line = include_insertion_line(lines);
            let (label, message) = (self.severity.label(), &self.message);
            let _ = writeln!(out, "{}:{line}:1: {label}: {message}", file.name);
            let previous = (line > 1).then(|| file.line_text(line - 1));
            let inserted = format!("#include {header}");
            write_insertion(out, line, previous, &inserted, file.line_text(line));
            return;
        }
        if self.at_end_of_file {
            let line = end_of_file_line(&file.text);
            let (label, message) = (self.severity.label(), &self.message);
            let _ = writeln!(out, "{}:{line}: {label}: {message}", file.name);
            return;
        }
        let Some(span) = self.span else {
            let _ = writeln!(
                out,
                "{}: {}: {}",
                file.name,
                self.severity.label(),
                self.message
            );
            return;
        };
        let (line, col) = file.line_col(span.lo);
        let _ = writeln!(
            out,
            "{}:{}:{}: {}: {}",
            file.name,
            line,
            display_column(file.line_text(line), col),
            self.severity.label(),
            self.message
        );
        if before.is_some_and(|b| file.line_col(b.lo) == (line, col)) {
            return;
        }
        if let Some(ins) = &self.insertion {
            let ranges: Vec<_> = ins
                .ranges
                .iter()
                .map(|r| {
                    let (l, c) = file.line_col(r.lo);
                    let (hl, hc) = file.line_col(r.hi.max(r.lo + 1) - 1);
                    let last = if hl == l {
                        hc
                    } else {
                        file.line_text(l).chars().count()
                    };
                    (l, c, last)
                })
                .filter(|&(l, ..)| l >= line)
                .collect();
            let caret = (line, col);
            write_insertion_hint(out, |n| file.line_text(n), caret, ins.text, &ranges);
            return;
        }
        let (end_line, end_col) = file.line_col(span.hi.max(span.lo));
        let text = file.line_text(line);
        let end_col = if end_line == line {
            end_col
        } else {
            text.chars().count() + 1
        };
        write_excerpt(out, line, text, col, end_col.saturating_sub(col + 1));
        if self.removal_fixit {
            write_removal(out);
        }
    }
}

/// The edition of ISO C that `-std=` selects (`c89` ... `c2x`, or the GNU dialect of one):
/// what the pedantic diagnostics hold a program to. gcc 12's default is GNU C17.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub enum Standard {
    C90,
    C99,
    C11,
    #[default]
    C17,
    C2x,
}

/// What gcc calls a pedwarn: a diagnostic ISO C requires, which `-pedantic-errors` makes an
/// error. Each kind says which switch gives it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Pedwarn {
    /// Always given (gcc's `pedwarn (loc, 0, ...)`): "excess elements in array initializer".
    Always,
    /// `-Wpedantic`, which `-pedantic` turns on: the message is tagged `[-Wpedantic]`.
    Pedantic,
    /// `-Wpedantic` too, untagged: the preprocessor's ("binary constants are a C2X feature
    /// or GCC extension").
    PedanticUntagged,
    /// `-Wpointer-arith` (on with `-Wpedantic`): arithmetic on `void *` and functions.
    PointerArith,
    /// `-Wvariadic-macros` (on with `-Wpedantic`).
    VariadicMacros,
    /// `-Wlong-long` (on with `-Wpedantic`; given only before C99).
    LongLong,
    /// `-Wdeclaration-after-statement` (on with `-Wpedantic`; given only before C99).
    DeclarationAfterStatement,
    /// `-Wmain` (on with `-Wpedantic`): `main` declared unlike the standard's.
    Main,
    /// `-Wvla` (on with `-Wpedantic`; given only before C99).
    Vla,
    /// `-Wendif-labels`, on unless turned off: tokens after `#else` and `#endif`.
    EndifLabels,
}

impl Pedwarn {
    /// The kinds with a switch of their own, as `-W` names them.
    pub const NAMED: [Pedwarn; 8] = [
        Pedwarn::Pedantic,
        Pedwarn::PointerArith,
        Pedwarn::VariadicMacros,
        Pedwarn::LongLong,
        Pedwarn::DeclarationAfterStatement,
        Pedwarn::Main,
        Pedwarn::Vla,
        Pedwarn::EndifLabels,
    ];

    /// Whether `__extension__` silences it, as gcc's `disable_extension_diagnostics` turns
    /// off `-pedantic`, `-Wpointer-arith` and `-Wlong-long` (not the others).
    pub fn is_extension(self) -> bool {
        matches!(
            self,
            Pedwarn::Pedantic
                | Pedwarn::PedanticUntagged
                | Pedwarn::PointerArith
                | Pedwarn::LongLong
        )
    }

    /// What only C90 lacks (`long long`, variable length arrays): told after C90 too when
    /// its switch is given (`Pedantic::pedwarn`).
    pub fn is_c90_only(self) -> bool {
        matches!(self, Pedwarn::LongLong | Pedwarn::Vla)
    }

    /// The switch's name, as `-W` takes it.
    pub fn name(self) -> Option<&'static str> {
        match self {
            Pedwarn::Always | Pedwarn::PedanticUntagged => None,
            Pedwarn::Pedantic => Some("pedantic"),
            Pedwarn::PointerArith => Some("pointer-arith"),
            Pedwarn::VariadicMacros => Some("variadic-macros"),
            Pedwarn::LongLong => Some("long-long"),
            Pedwarn::DeclarationAfterStatement => Some("declaration-after-statement"),
            Pedwarn::Main => Some("main"),
            Pedwarn::Vla => Some("vla"),
            Pedwarn::EndifLabels => Some("endif-labels"),
        }
    }

    pub fn named(name: &str) -> Option<Pedwarn> {
        Pedwarn::NAMED.into_iter().find(|p| p.name() == Some(name))
    }
}

/// gcc's warnings that are on by default and have a switch of their own (`-Wno-NAME`,
/// `-Werror=NAME`, `-Wno-error=NAME`), besides the pedwarns and gcc 14's permerrors.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Warning {
    DiscardedQualifiers,
    PointerToIntCast,
    IntToPointerCast,
    /// gcc's `-Wattributes`: an attribute ignored (unknown, or misplaced).
    Attributes,
}

impl Warning {
    pub const ALL: [Warning; 4] = [
        Warning::DiscardedQualifiers,
        Warning::PointerToIntCast,
        Warning::IntToPointerCast,
        Warning::Attributes,
    ];

    /// The switch's name, as `-W` takes it.
    pub fn name(self) -> &'static str {
        match self {
            Warning::DiscardedQualifiers => "discarded-qualifiers",
            Warning::PointerToIntCast => "pointer-to-int-cast",
            Warning::IntToPointerCast => "int-to-pointer-cast",
            Warning::Attributes => "attributes",
        }
    }

    pub fn named(name: &str) -> Option<Warning> {
        Warning::ALL.into_iter().find(|w| w.name() == name)
    }
}

/// What the command line says of each `Warning`, indexed by it.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct WarningSwitches(pub [WarningSwitch; Warning::ALL.len()]);

impl WarningSwitches {
    pub fn get_mut(&mut self, w: Warning) -> &mut WarningSwitch {
        &mut self.0[w as usize]
    }

    /// Warning `w`'s `message` at `span` as the command line has it: `None` when
    /// `-Wno-NAME` turned it off, an error tagged `[-Werror=NAME]` when `-Werror=NAME` made
    /// it one, else a warning tagged `[-WNAME]` (which `-Werror` makes an error unless
    /// `-Wno-error=NAME` says otherwise).
    pub fn report(&self, w: Warning, span: Span, message: &str) -> Option<Diagnostic> {
        let switch = self.0[w as usize];
        if switch.on == Some(false) {
            return None;
        }
        let name = w.name();
        Some(match switch.error {
            Some(true) => Diagnostic::error(span, message).tagged(&format!("-Werror={name}")),
            error => {
                let mut d = Diagnostic::warning(span, message).tagged(&format!("-W{name}"));
                d.werror_exempt = error == Some(false);
                d
            }
        })
    }
}

/// What the command line says of one warning switch; the last one given wins, as in gcc.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct WarningSwitch {
    /// `-WNAME` (`Some(true)`) or `-Wno-NAME` (`Some(false)`); unset, the warning follows
    /// its group (`-Wpedantic`, `-Wall`).
    pub on: Option<bool>,
    /// `-Werror=NAME` (`Some(true)`, which also sets `on`) or `-Wno-error=NAME`
    /// (`Some(false)`).
    pub error: Option<bool>,
}

/// `-std=`, `-pedantic`, `-pedantic-errors` and the switches of the pedwarns: which are
/// given, and whether as warnings or errors. Every stage that reports a pedwarn asks
/// [`Pedantic::pedwarn`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Pedantic {
    pub std: Standard,
    /// An ISO mode (`-std=c90`, `-ansi`, `-std=c99`...), not a GNU one: what gcc's
    /// preprocessor calls `std` (hexadecimal floating constants are C90's only there).
    pub iso: bool,
    /// `-fno-asm` (`Some(true)`) or `-fasm` (`Some(false)`), the last one given, wherever
    /// `-std=` is on the command line; unset, it follows `iso` (see [`Pedantic::no_asm`]).
    pub asm_flag: Option<bool>,
    /// `-pedantic-errors`: every pedwarn given is an error, except those `-Wno-error=NAME`
    /// keeps warnings.
    pub errors: bool,
    /// Indexed as `Pedwarn::NAMED`; `-pedantic` sets `-Wpedantic`'s.
    pub switches: [WarningSwitch; Pedwarn::NAMED.len()],
}

impl Pedantic {
    /// gcc's `flag_no_asm`: `asm` and `typeof` (and before C99 `inline`) are not keywords.
    /// A strict ISO `-std=` sets it, `-fno-asm` sets it and `-fasm` clears it in any mode.
    pub fn no_asm(&self) -> bool {
        self.asm_flag.unwrap_or(self.iso)
    }

    /// Whether some pedwarn can be an error (`-pedantic-errors`, `-Werror=NAME`).
    pub fn may_be_error(&self) -> bool {
        self.errors || self.switches.iter().any(|s| s.error == Some(true))
    }

    /// `-Wpedantic`: on with `-pedantic` and `-pedantic-errors`, off with `-Wno-pedantic`.
    pub fn warns(&self) -> bool {
        self.switch(Pedwarn::Pedantic).on == Some(true)
    }

    pub fn switch(&self, kind: Pedwarn) -> WarningSwitch {
        let i = Pedwarn::NAMED.iter().position(|&k| k == kind);
        i.map_or_else(WarningSwitch::default, |i| self.switches[i])
    }

    pub fn switch_mut(&mut self, kind: Pedwarn) -> Option<&mut WarningSwitch> {
        let i = Pedwarn::NAMED.iter().position(|&k| k == kind)?;
        Some(&mut self.switches[i])
    }

    /// The pedwarn `message` at `span` as the command line has it given: a warning or an
    /// error, tagged with its switch as gcc tags it, or `None` when its switch is off.
    pub fn pedwarn(&self, kind: Pedwarn, span: Span, message: &str) -> Option<Diagnostic> {
        let as_error = |error| match error {
            true => Diagnostic::error(span, message),
            false => Diagnostic::warning(span, message),
        };
        let Some(name) = kind.name() else {
            let given = kind == Pedwarn::Always || self.warns();
            return given.then(|| as_error(self.errors));
        };
        let switch = self.switch(kind);
        // gcc's `pedwarn_c90`: after C90, what C90 lacks is told only when its switch is
        // given, as a plain warning (`-pedantic-errors` leaves it one).
        if kind.is_c90_only() && self.std > Standard::C90 {
            return (switch.on == Some(true)).then(|| {
                let error = switch.error == Some(true);
                let tag = format!("-W{}{name}", if error { "error=" } else { "" });
                let mut d = as_error(error).tagged(&tag);
                d.werror_exempt = switch.error == Some(false);
                d
            });
        }
        let default_on = kind == Pedwarn::EndifLabels;
        if !switch.on.unwrap_or_else(|| default_on || self.warns()) {
            return None;
        }
        let (error, tag) = match switch.error {
            Some(true) => (true, format!("-Werror={name}")),
            Some(false) => (false, format!("-W{name}")),
            None => (self.errors, format!("-W{name}")),
        };
        let mut d = as_error(error).tagged(&tag);
        // `-Wno-error=NAME` keeps it a warning under `-Werror` too.
        d.werror_exempt = switch.error == Some(false);
        Some(d)
    }
}

/// The column gcc reports for the character at (1-based) column `col` of `text`: a tab
/// advances to the next multiple of 8, as gcc's default `-fdiagnostics-column-unit=display`.
pub fn display_column(text: &str, col: usize) -> usize {
    let before = col.saturating_sub(1);
    let mut shown = 0;
    let mut chars = 0;
    for c in text.chars().take(before) {
        shown = if c == '\t' {
            shown / 8 * 8 + 8
        } else {
            shown + 1
        };
        chars += 1;
    }
    shown + (before - chars) + 1
}

/// Where gcc's fix-it hint puts a new `#include` in a file whose lines before the use are
/// `lines`: on the line after the last `#include` among them, or on the first line.
pub fn include_insertion_line<'a>(lines: impl Iterator<Item = &'a str>) -> usize {
    let is_include = |text: &str| {
        let rest = text.trim_start().strip_prefix('#');
        rest.is_some_and(|r| r.trim_start().starts_with("include"))
    };
    let last = lines.enumerate().filter(|(_, t)| is_include(t)).last();
    last.map_or(1, |(i, _)| i + 2)
}

/// gcc's rendering of a fix-it hint that inserts the line `inserted` before line `line`
/// (whose text is `text`): the line before it if any, the new line marked `+++`, then `line`.
pub fn write_insertion(
    out: &mut String,
    line: usize,
    previous: Option<&str>,
    inserted: &str,
    text: &str,
) {
    let width = format!("{line:>5}").len();
    if let Some(previous) = previous {
        let _ = writeln!(out, "{:>width$} | {}", line - 1, shown_line(previous));
    }
    let _ = writeln!(out, "{:>width$} |+{inserted}", "+++");
    let _ = writeln!(out, "{line:>width$} | {}", shown_line(text));
}

/// A source line as gcc shows it: tabs expanded, trailing white space dropped.
fn shown_line(text: &str) -> String {
    let text = text.trim_end_matches([' ', '\t', '\r', '\x0c', '\x0b']);
    let mut shown = String::new();
    for c in text.chars() {
        if c == '\t' {
            let to = shown.chars().count() / 8 * 8 + 8;
            while shown.chars().count() < to {
                shown.push(' ');
            }
        } else {
            shown.push(c);
        }
    }
    shown
}

/// The source line under a gcc-style message: the line with its number in a gutter, then a
/// caret under column `col` (1-based, in characters) followed by `tildes` tildes. As gcc,
/// the line is shown with its tabs expanded and without its trailing white space.
pub fn write_excerpt(out: &mut String, line: usize, text: &str, col: usize, tildes: usize) {
    let text = text.trim_end_matches([' ', '\t', '\r', '\x0c', '\x0b']);
    write_source_line(out, line, text);
    let gutter = format!("{line:>5}");
    let pad = " ".repeat(display_column(text, col) - 1);
    let _ = writeln!(
        out,
        "{} | {}^{}",
        " ".repeat(gutter.len()),
        pad,
        "~".repeat(tildes)
    );
}

/// A source excerpt with gcc's fix-it hint that inserts `insert` at `caret` (line, column;
/// columns count characters from 1), and `ranges` (line, first and last column, on the
/// caret's line or after it) underlined with `~`: the caret's line and its marks, the
/// insertion under them, then the later lines that have ranges, the lines between shown
/// when there is one, gcc's `......` when there are more.
pub fn write_insertion_hint<'t>(
    out: &mut String,
    line_text: impl Fn(usize) -> &'t str,
    caret: (usize, usize),
    insert: &str,
    ranges: &[(usize, usize, usize)],
) {
    let (line, col) = caret;
    let last_line = ranges.iter().map(|r| r.0).max().unwrap_or(line).max(line);
    let gutter = " ".repeat(format!("{last_line:>5}").len());
    let caret_col = display_column(line_text(line), col);
    // The marks under line `n`: gcc pads a later line's to the caret's column.
    let marks = |n: usize, min_width: usize| {
        let text = line_text(n);
        let mut row: Vec<char> = Vec::new();
        let mut put = |at: usize, c: char| {
            if row.len() < at {
                row.resize(at, ' ');
            }
            row[at - 1] = c;
        };
        for &(_, lo, hi) in ranges.iter().filter(|r| r.0 == n) {
            for c in display_column(text, lo)..=display_column(text, hi) {
                put(c, '~');
            }
        }
        if n == line {
            put(caret_col, '^');
        }
        if row.len() < min_width {
            row.resize(min_width, ' ');
        }
        row.into_iter().collect::<String>()
    };
    write_source_line(out, line, line_text(line));
    let _ = writeln!(out, "{gutter} | {}", marks(line, 0));
    let _ = writeln!(out, "{gutter} | {}{insert}", " ".repeat(caret_col - 1));
    let mut shown = line;
    for n in (line + 1..=last_line).filter(|&n| ranges.iter().any(|r| r.0 == n)) {
        if n == shown + 2 {
            write_source_line(out, shown + 1, line_text(shown + 1));
        } else if n > shown + 2 {
            let _ = writeln!(out, "{}", ".".repeat(gutter.len() + 1));
        }
        write_source_line(out, n, line_text(n));
        let _ = writeln!(out, "{gutter} | {}", marks(n, caret_col));
        shown = n;
    }
}

/// A source line with its number in a gutter, as gcc shows it: tabs expanded, trailing
/// white space dropped.
fn write_source_line(out: &mut String, line: usize, text: &str) {
    let text = text.trim_end_matches([' ', '\t', '\r', '\x0c', '\x0b']);
    let _ = writeln!(out, "{line:>5} | {}", shown_line(text));
}

/// The line gcc gives the end of a file whose text is `text`: the one after its last, a last
/// line without a newline counting as ended by one (an empty file has one empty line).
pub fn end_of_file_line(text: &str) -> usize {
    text.matches('\n').count() + 1 + usize::from(!text.ends_with('\n'))
}

/// gcc's rendering of a fix-it hint that removes what the caret line just written marks: the
/// caret line again, with `-` under each character marked.
pub fn write_removal(out: &mut String) {
    let body = out.strip_suffix('\n').unwrap_or(out);
    let caret = &body[body.rfind('\n').map_or(0, |i| i + 1)..];
    let removal: String = caret
        .chars()
        .map(|c| if c == '^' || c == '~' { '-' } else { c })
        .collect();
    let _ = writeln!(out, "{removal}");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_like_gcc_with_caret_under_the_span() {
        let f = SourceFile::new("t.c", "int main() {\n    x = 1;\n}\n");
        let d = Diagnostic::error(Span::new(17, 18), "'x' undeclared");
        assert_eq!(
            d.render(&f),
            "t.c:2:5: error: 'x' undeclared\n    2 |     x = 1;\n      |     ^\n"
        );
    }

    #[test]
    fn a_note_at_the_same_place_shows_no_source_again() {
        let f = SourceFile::new("t.c", "int a = {1, 2};\n");
        let d = Diagnostic::warning(Span::new(12, 13), "excess elements in scalar initializer")
            .with_note(Span::new(12, 13), "(near initialization for 'a')");
        assert_eq!(
            d.render(&f),
            "t.c:1:13: warning: excess elements in scalar initializer\n    1 | int a = {1, 2};\n      |             ^\nt.c:1:13: note: (near initialization for 'a')\n"
        );
    }

    #[test]
    fn shows_the_line_without_trailing_white_space_and_the_caret_past_it() {
        let f = SourceFile::new("t.c", "int y;   ");
        let d = Diagnostic::error(Span::new(9, 9), "unterminated");
        assert_eq!(
            d.render(&f),
            "t.c:1:10: error: unterminated\n    1 | int y;\n      |          ^\n"
        );
    }

    #[test]
    fn counts_a_tab_to_the_next_multiple_of_8_as_gcc_does() {
        let f = SourceFile::new("t.c", "\tx = 1;\n");
        let d = Diagnostic::error(Span::new(1, 2), "'x' undeclared");
        assert_eq!(
            d.render(&f),
            "t.c:1:9: error: 'x' undeclared\n    1 |         x = 1;\n      |         ^\n"
        );
    }

    #[test]
    fn marks_a_longer_span_with_tildes() {
        let f = SourceFile::new("t.c", "return foo;\n");
        let d = Diagnostic::error(Span::new(7, 10), "bad");
        assert_eq!(
            d.render(&f),
            "t.c:1:8: error: bad\n    1 | return foo;\n      |        ^~~\n"
        );
    }
}

//! The source map: from a byte of the preprocessed text back to the file, line and column the
//! user wrote, and through the chain of macro expansions that produced it.
//!
//! Every file the preprocessor reads is laid end to end in one "source space" (as clang's
//! SourceManager does), so a location is a single `u32`. The output text is covered by
//! runs of tokens (see `Run`), each holding its source location and the expansion it came
//! from: one run for the tokens of a line written in a file and laid out in the output as
//! there, one for each other token. Diagnostics from the preprocessor itself carry spans in
//! source space; diagnostics from later stages carry spans in the output text and are
//! translated here (`render_diagnostic` in `mod.rs`).

use std::borrow::Cow;
use std::cell::OnceCell;
use std::collections::BTreeMap;
use std::fmt::Write;
use std::rc::Rc;

use super::lexer::{self, ArgUse, Token};
use crate::diag::{Diagnostic, Severity};

/// A file as read, with its place in source space.
#[derive(Debug, Clone)]
pub struct FileEntry {
    pub name: Rc<str>,
    /// The text after phase 2, shared with the lexer; offsets in source space are offsets
    /// in the text as written, which it can tell (`Spliced::original_len`, `unspliced`).
    text: Rc<lexer::Spliced>,
    /// The text as written, when a diagnostic first needs it and the file has line splices
    /// (else it is `text`'s own): the file is kept spliced only.
    original: OnceCell<String>,
    pub base: u32,
    /// Where each line starts, found when a location in the file is first resolved: most
    /// of a libc header's lines are directives, and some headers (`<features.h>`,
    /// `<sys/cdefs.h>`) put nothing in the output that would need one.
    line_starts: OnceCell<Vec<u32>>,
    /// `#line` directives: physical line of the next line -> (presumed line, presumed name).
    line_directives: BTreeMap<usize, (usize, Option<Rc<str>>)>,
    /// Where the file was first included (the header name of the `#include`), for gcc's
    /// "In file included from" lines.
    pub included_from: Option<u32>,
    /// The locations of the `#include`s in this file that entered a file (a header
    /// skipped by its include guard or `#pragma once` enters none), in order: gcc's
    /// fix-it hints add an `#include` after the last of these above the use.
    entered_includes: Vec<u32>,
}

impl FileEntry {
    /// The offsets in the text as written where its lines start.
    fn line_starts(&self) -> &[u32] {
        self.line_starts
            .get_or_init(|| self.text.original_line_starts())
    }

    /// The text as written (restored from the spliced text the first time it is asked for,
    /// in a file with line splices).
    pub(crate) fn original(&self) -> &str {
        if let Some(text) = self.original.get() {
            return text;
        }
        match self.text.original_text() {
            Cow::Borrowed(text) => text,
            Cow::Owned(text) => self.original.get_or_init(|| text),
        }
    }
}

/// One macro expansion: which macro, where it was invoked, and the expansion the invocation
/// itself came from (for a macro used inside another macro's body).
#[derive(Debug, Clone)]
pub struct Expansion {
    pub name: Rc<str>,
    pub invocation: u32,
    pub invocation_len: u32,
    pub parent: Option<u32>,
}

/// Output tokens that come from one place in one way: byte `out + k` of the output is
/// byte `loc + k` of source space, for `k` below `len` (from the first token's start to
/// the last one's end). A run of several tokens is text of one line of a file, `written`:
/// tokens spelled as they are written at their location, no macro's, standing in the
/// output as in the file (one space in the output where the file has one white-space
/// character, nothing where it has nothing). Any other token is a run of its own. Most
/// lines of a file are one run, so the map costs a few bytes a line rather than 32 a
/// token; the tokens of a run are found again by the lexer, in the file's text, when a
/// diagnostic needs one's extent (`tokens_of`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Run {
    out: u32,
    len: u32,
    loc: u32,
    exp: Option<u32>,
    arg_of: Option<ArgUse>,
    written: bool,
}

impl Run {
    /// Whether the run is out of no macro (its tokens may still be a macro's doing: the
    /// result of `##` on arguments has an argument's location and no expansion).
    fn is_plain(&self) -> bool {
        self.exp.is_none() && self.arg_of.is_none()
    }

    /// The source location of output byte `out`, for an `out` in this run or in the white
    /// space after it: within the run, the byte it stands for; just past its end, just
    /// past its last token's spelling (where gcc puts "expected ';'"); further on, that
    /// token's last byte.
    fn source_loc(&self, out: usize) -> u32 {
        let past = out.saturating_sub(self.out as usize);
        let within = if past == self.len as usize {
            past
        } else {
            past.min(self.len.saturating_sub(1) as usize)
        };
        self.loc + within as u32
    }
}

/// A resolved source location, with `#line` applied to `line` and `file`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Location {
    pub file: Rc<str>,
    pub line: usize,
    pub col: usize,
    /// The line as it appears in the file (ignoring `#line`), for showing the source text.
    pub physical_line: usize,
    pub file_index: usize,
}

/// Where an output byte came from: its spelling location and, if it came out of a macro,
/// each enclosing expansion from the innermost out (macro name and invocation location).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Origin {
    pub spelling: Location,
    pub expansions: Vec<(Rc<str>, Location)>,
}

#[derive(Debug, Clone, Default)]
pub struct SourceMap {
    files: Vec<FileEntry>,
    pub(crate) expansions: Vec<Expansion>,
    runs: Vec<Run>,
    next_base: u32,
    /// The file of the last diagnostic rendered: gcc shows a header's "In file included
    /// from" lines only when the diagnostics move into it (see `include_context`).
    last_file: std::cell::Cell<Option<usize>>,
    /// The file of the last token added, and the cuts of its text before that token
    /// (`Spliced::unspliced_bytes_near`): where the next token's search starts.
    near: (usize, usize),
    /// The file and line (an index of its `line_starts`) of the last location resolved.
    last_line: std::cell::Cell<(usize, usize)>,
}

#[cfg(test)]
thread_local! {
    /// Each token as a run of its own, in the tests only: what the runs must answer as.
    static TOKENS: std::cell::RefCell<Vec<Run>> = const { std::cell::RefCell::new(Vec::new()) };
}

impl SourceMap {
    pub fn files(&self) -> &[FileEntry] {
        &self.files
    }

    /// Add a file to source space; returns its index.
    pub(crate) fn add_file(
        &mut self,
        name: &str,
        text: Rc<lexer::Spliced>,
        included_from: Option<u32>,
    ) -> usize {
        let base = self.next_base;
        // One spare byte so the end-of-file location of one file is not the next's start.
        self.next_base += text.original_len() as u32 + 1;
        self.files.push(FileEntry {
            name: name.into(),
            text,
            original: OnceCell::new(),
            base,
            line_starts: OnceCell::new(),
            line_directives: BTreeMap::new(),
            included_from,
            entered_includes: Vec::new(),
        });
        self.files.len() - 1
    }

    pub(crate) fn add_entered_include(&mut self, at: u32) {
        if let Some(i) = self.file_of(at) {
            self.files[i].entered_includes.push(at);
        }
    }

    /// Where gcc's fix-it hint inserts a new `#include` for a use at source location
    /// `at`: in the use's file, the line after the last `#include` above it that entered
    /// a file, or the first line. Returns a location at column 1 of that line.
    pub(crate) fn include_insertion(&self, at: u32) -> Option<Location> {
        let used = self.resolve(at)?;
        let f = &self.files[used.file_index];
        let above = f
            .entered_includes
            .iter()
            .filter_map(|&at| self.resolve(at))
            .map(|l| l.physical_line)
            .filter(|&l| l < used.physical_line);
        let physical_line = above.max().map_or(1, |l| l + 1);
        let start = *f.line_starts().get(physical_line - 1)?;
        self.resolve(f.base + start)
    }

    /// The text of physical line `line` (1-based) of the file of `l`.
    pub(crate) fn physical_line_text(&self, l: &Location, line: usize) -> &str {
        let at = Location {
            physical_line: line,
            ..l.clone()
        };
        self.line_text(&at)
    }

    pub(crate) fn file(&self, index: usize) -> &FileEntry {
        &self.files[index]
    }

    pub(crate) fn add_line_directive(
        &mut self,
        file: usize,
        next_physical: usize,
        line: usize,
        name: Option<Rc<str>>,
    ) {
        self.files[file]
            .line_directives
            .insert(next_physical, (line, name));
    }

    pub(crate) fn add_expansion(&mut self, e: Expansion) -> u32 {
        self.expansions.push(e);
        self.expansions.len() as u32 - 1
    }

    /// Make room for `n` more runs.
    pub(crate) fn reserve_runs(&mut self, n: usize) {
        self.runs.reserve(n);
    }

    /// Record that the output from byte `out` on spells `t`; `same_line` says that the
    /// token before it is on the same output line.
    pub(crate) fn add_token(&mut self, out: usize, t: &Token, same_line: bool) {
        let mut token = Run {
            out: out as u32,
            len: t.text.len() as u32,
            loc: t.loc,
            exp: t.exp,
            arg_of: t.arg_of,
            written: false,
        };
        token.written = token.is_plain() && self.spelled_as_written(t);
        #[cfg(test)]
        TOKENS.with(|t| t.borrow_mut().push(token));
        if let Some(run) = self.runs.last_mut() {
            // In step with the run: as far from its start in the output as in the file.
            let in_step = same_line
                && run.written
                && token.written
                && token.loc >= run.loc
                && token.out - run.out == token.loc - run.loc;
            if in_step {
                run.len = token.out + token.len - run.out;
                return;
            }
        }
        self.runs.push(token);
    }

    /// Whether `t` is spelled as the file has it at its location (not so: a token with a
    /// backslash-newline in it, or the result of `##`).
    fn spelled_as_written(&mut self, t: &Token) -> bool {
        let (file, cuts) = self.near;
        let holds = |i: usize| {
            self.files.get(i).is_some_and(|f| f.base <= t.loc)
                && self.files.get(i + 1).is_none_or(|f| f.base > t.loc)
        };
        let i = match holds(file) {
            true => file,
            false => match self.file_of(t.loc) {
                Some(i) => i,
                None => return false,
            },
        };
        let mut cuts = if i == file { cuts } else { 0 };
        let f = &self.files[i];
        let lo = (t.loc - f.base) as usize;
        let written = f
            .text
            .unspliced_bytes_near(lo, lo + t.text.len(), &mut cuts);
        let same = written == Some(t.text.as_bytes());
        self.near = (i, cuts);
        same
    }

    /// The run holding output byte `out` or last before it (the first run if none is).
    fn run_at(&self, out: usize) -> Option<Run> {
        let i = self.runs.partition_point(|r| r.out as usize <= out);
        self.runs.get(i.saturating_sub(1)).copied()
    }

    /// The tokens of a run, each as a run of its own: those of a written run are the ones
    /// the lexer finds in the file's text it stands for.
    fn tokens_of(&self, run: Run) -> Vec<Run> {
        let text = self.file_of(run.loc).and_then(|i| {
            let f = &self.files[i];
            let lo = (run.loc - f.base) as usize;
            f.original().get(lo..lo + run.len as usize)
        });
        let Some(text) = text.filter(|_| run.written) else {
            return vec![run];
        };
        // After a `;`, the run's first token is not the first of a line, as it was not in
        // the file (where `# include <` would begin a header name).
        let (lexed, _) = lexer::tokenize(&format!(";{text}"), 0);
        let tokens: Vec<Run> = lexed[1..]
            .iter()
            .map(|t| Run {
                out: run.out + t.loc - 1,
                len: t.text.len() as u32,
                loc: run.loc + t.loc - 1,
                ..run
            })
            .collect();
        match tokens.is_empty() {
            true => vec![run],
            false => tokens,
        }
    }

    /// The token starting at output byte `out` or last before it (the first token if none
    /// does), as a run of its own.
    fn token_at(&self, out: usize) -> Option<Run> {
        let tokens = self.tokens_of(self.run_at(out)?);
        let i = tokens.partition_point(|t| t.out as usize <= out);
        tokens.get(i.saturating_sub(1)).copied()
    }

    /// The token starting at output byte `out` or last before it, if one does, and the
    /// first token starting after `out`, if one does.
    fn tokens_around(&self, out: usize) -> (Option<Run>, Option<Run>) {
        let i = self.runs.partition_point(|r| r.out as usize <= out);
        let first_of = |r: Option<&Run>| r.map(|&r| self.tokens_of(r)[0]);
        let Some(&run) = i.checked_sub(1).and_then(|j| self.runs.get(j)) else {
            return (None, first_of(self.runs.get(i)));
        };
        let tokens = self.tokens_of(run);
        let j = tokens.partition_point(|t| t.out as usize <= out);
        let after = tokens
            .get(j)
            .copied()
            .or_else(|| first_of(self.runs.get(i)));
        (Some(tokens[j - 1]), after)
    }

    /// For an output byte out of a macro argument: the macro's name and where the parameter
    /// stands in its definition.
    pub(crate) fn argument_use(&self, out: usize) -> Option<(Rc<str>, u32)> {
        self.argument(self.run_at(out)?.arg_of?)
    }

    fn file_of(&self, loc: u32) -> Option<usize> {
        let i = self.files.partition_point(|f| f.base <= loc);
        i.checked_sub(1)
    }

    /// Resolve a source-space location to file, line and column.
    pub fn resolve(&self, loc: u32) -> Option<Location> {
        let fi = self.file_of(loc)?;
        let f = &self.files[fi];
        let off = ((loc - f.base) as usize).min(f.text.original_len());
        let starts = f.line_starts();
        // The line of the last location resolved, or the next: the preprocessor's output
        // asks for each line in turn.
        let holds = |i: usize| {
            starts.get(i).is_some_and(|&s| s as usize <= off)
                && starts.get(i + 1).is_none_or(|&s| s as usize > off)
        };
        let (last_file, last_line) = self.last_line.get();
        let line_idx = match last_file == fi {
            true if holds(last_line) => last_line,
            true if holds(last_line + 1) => last_line + 1,
            _ => starts.partition_point(|&s| s as usize <= off) - 1,
        };
        self.last_line.set((fi, line_idx));
        let start = starts[line_idx] as usize;
        // A line's text up to a token holds no splice: the text as written is not needed.
        let col = f
            .text
            .unspliced(start, off)
            .or_else(|| f.original().get(start..off))
            .map_or(off - start, |s| s.chars().count())
            + 1;
        let physical_line = line_idx + 1;
        let (line, file) = match f.line_directives.range(..=physical_line).next_back() {
            Some((&from, (presumed, name))) => (
                presumed + (physical_line - from),
                name.clone().unwrap_or_else(|| f.name.clone()),
            ),
            None => (physical_line, f.name.clone()),
        };
        Some(Location {
            file,
            line,
            col,
            physical_line,
            file_index: fi,
        })
    }

    /// The length of the text from `loc` to the end of its line.
    pub(crate) fn rest_of_line_len(&self, loc: u32) -> usize {
        let Some(f) = self.file_of(loc).map(|i| &self.files[i]) else {
            return 0;
        };
        let rest = f.original().get((loc - f.base) as usize..).unwrap_or("");
        let line = rest.split('\n').next().unwrap_or("");
        line.trim_end_matches('\r').len()
    }

    /// The end of the file holding `loc`, as libcpp places it: at the final newline.
    pub(crate) fn end_of_file(&self, loc: u32) -> u32 {
        let Some(f) = self.file_of(loc).map(|i| &self.files[i]) else {
            return loc;
        };
        let len = f.text.original_len() - usize::from(f.text.original_ends_with_newline());
        f.base + len as u32
    }

    /// The physical line of a location, as written.
    pub(crate) fn line_text(&self, l: &Location) -> &str {
        self.files[l.file_index]
            .original()
            .split('\n')
            .nth(l.physical_line - 1)
            .unwrap_or("")
            .trim_end_matches('\r')
    }

    /// The column gcc reports for a location (tabs count to the next multiple of 8);
    /// `col` itself counts characters, as `-E` output needs.
    pub(crate) fn display_col(&self, l: &Location) -> usize {
        crate::diag::display_column(self.line_text(l), l.col)
    }

    /// The presumed (file, line) of a source location, as `__FILE__` and `__LINE__` see it.
    pub(crate) fn presumed(&self, loc: u32) -> (Rc<str>, usize) {
        self.resolve(loc)
            .map_or_else(|| ("<built-in>".into(), 0), |l| (l.file, l.line))
    }

    /// The source location of byte `out` of the output text, and the expansion it belongs
    /// to. The point just past a token maps to the point just past its spelling (where gcc
    /// puts "expected ';'"); white space further on maps to the token before it. (Within a
    /// run the bytes between tokens are such points: one byte at most.)
    fn location_of(&self, out: usize) -> Option<(u32, Option<u32>)> {
        let run = self.run_at(out)?;
        Some((run.source_loc(out), run.exp))
    }

    /// `location_of`, and the length of the token at or before `out`.
    pub(crate) fn source_of(&self, out: usize) -> Option<(u32, Option<u32>, u32)> {
        let (loc, exp) = self.location_of(out)?;
        Some((loc, exp, self.token_at(out)?.len))
    }

    /// The output span gcc reports for a diagnostic at the point `out` just past a token
    /// (a missing ';'): that point, unless the token came out of a macro. Its end is then no
    /// place in the file (gcc's fix-it hints refuse it), and gcc reports the next token.
    pub(crate) fn point_span(&self, out: usize) -> (usize, usize) {
        let (before, after) = self.tokens_around(out);
        let ends_here = before.filter(|s| (s.out + s.len) as usize == out);
        match (ends_here, after) {
            (Some(prev), Some(next)) if prev.exp.is_some() || prev.arg_of.is_some() => {
                (next.out as usize, (next.out + next.len) as usize)
            }
            (None, None) => self.end_of_input_span().unwrap_or((out, out)),
            _ => (out, out),
        }
    }

    /// Where gcc reports the end of input: at the first token of the last line that has
    /// tokens (libcpp gives its end-of-file token the location of that line).
    fn end_of_input_span(&self) -> Option<(usize, usize)> {
        // The tokens of a run are on one line: its first token's.
        let line_of = |s: &Run| {
            let l = self.resolve(self.outermost_invocation(s.loc, s.exp))?;
            Some((l.file_index, l.physical_line))
        };
        let last = self.runs.last()?;
        let line = line_of(last)?;
        let first_run = self
            .runs
            .iter()
            .rev()
            .take_while(|s| line_of(s) == Some(line))
            .last()?;
        let first = self.tokens_of(*first_run)[0];
        Some((first.out as usize, (first.out + first.len) as usize))
    }

    /// Where byte `out` of the output text came from.
    pub fn origin(&self, out: usize) -> Option<Origin> {
        let (loc, exp) = self.location_of(out)?;
        Some(Origin {
            spelling: self.resolve(loc)?,
            expansions: self.expansion_chain(exp),
        })
    }

    pub(crate) fn expansion_chain(&self, mut exp: Option<u32>) -> Vec<(Rc<str>, Location)> {
        let mut chain = Vec::new();
        while let Some(e) = exp.and_then(|i| self.expansions.get(i as usize)) {
            if let Some(l) = self.resolve(e.invocation) {
                chain.push((e.name.clone(), l));
            }
            exp = e.parent;
        }
        chain
    }

    /// The location a reader associates with output byte `out`: for a token out of a macro,
    /// the outermost invocation (what `-E` line markers and `__LINE__` use).
    pub(crate) fn presentation_loc(&self, out: usize) -> Option<u32> {
        let (loc, mut exp) = self.location_of(out)?;
        let mut at = loc;
        while let Some(e) = exp.and_then(|i| self.expansions.get(i as usize)) {
            at = e.invocation;
            exp = e.parent;
        }
        Some(at)
    }

    /// The outermost macro invocation that output byte `out` came from, and its length
    /// (where gcc reports some diagnostics about a system header's macro); `None` for a
    /// byte from no macro.
    pub(crate) fn outermost_expansion(&self, out: usize) -> Option<(u32, u32)> {
        let (_, mut exp) = self.location_of(out)?;
        let mut found = None;
        while let Some(e) = exp.and_then(|i| self.expansions.get(i as usize)) {
            found = Some((e.invocation, e.invocation_len));
            exp = e.parent;
        }
        found
    }

    /// Whether a token from expansion `exp` that follows one from `prev` is the first token
    /// of a macro's expansion (`exp` neither `prev` nor one of the expansions `prev` is in):
    /// the white space it has is its invocation's.
    pub(crate) fn starts_expansion(&self, prev: Option<u32>, exp: Option<u32>) -> bool {
        let mut at = prev;
        loop {
            if at == exp {
                return false;
            }
            match at.and_then(|i| self.expansions.get(i as usize)) {
                Some(e) => at = e.parent,
                None => return exp.is_some(),
            }
        }
    }

    /// The macro argument `arg` as `argument_use` gives it: the macro's name and where the
    /// parameter stands in its body.
    pub(crate) fn argument(&self, arg: ArgUse) -> Option<(Rc<str>, u32)> {
        let e = self.expansions.get(arg.exp as usize)?;
        Some((e.name.clone(), arg.param))
    }

    /// gcc's notes under a diagnostic at a token that came out of a macro, as (source-space
    /// location, length, message): for a token of an argument (`arg`, see `argument_use`),
    /// "in definition of macro 'NAME'" at the parameter in the body; then "in expansion of
    /// macro 'NAME'" at each invocation of `exp`'s chain, innermost first.
    pub(crate) fn macro_notes(
        &self,
        arg: Option<(Rc<str>, u32)>,
        mut exp: Option<u32>,
    ) -> Vec<(u32, usize, String)> {
        let mut notes = Vec::new();
        if let Some((name, param)) = arg {
            let len = self.identifier_len(param);
            notes.push((param, len, format!("in definition of macro '{name}'")));
        }
        while let Some(x) = exp.and_then(|i| self.expansions.get(i as usize)) {
            let msg = format!("in expansion of macro '{}'", x.name);
            notes.push((x.invocation, x.invocation_len as usize, msg));
            exp = x.parent;
        }
        notes
    }

    /// The length of the identifier spelled at source location `loc` (a macro parameter).
    fn identifier_len(&self, loc: u32) -> usize {
        let Some(l) = self.resolve(loc) else {
            return 1;
        };
        let f = &self.files()[l.file_index];
        let rest = f.original().get((loc - f.base) as usize..).unwrap_or("");
        rest.find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '$'))
            .unwrap_or(rest.len())
            .max(1)
    }

    /// Where gcc reports a token at `loc` of `len` bytes in the expansion `exp`: the
    /// outermost macro invocation it came from, all of it, or else the token itself.
    pub(crate) fn outermost_use(&self, loc: u32, len: usize, mut exp: Option<u32>) -> (u32, usize) {
        let mut at = (loc, len);
        while let Some(e) = exp.and_then(|i| self.expansions.get(i as usize)) {
            at = (e.invocation, e.invocation_len as usize);
            exp = e.parent;
        }
        at
    }

    pub(crate) fn outermost_invocation(&self, loc: u32, mut exp: Option<u32>) -> u32 {
        let mut at = loc;
        while let Some(e) = exp.and_then(|i| self.expansions.get(i as usize)) {
            at = e.invocation;
            exp = e.parent;
        }
        at
    }

    /// Render diagnostics whose spans are in source space, gcc style, in order.
    pub fn render_all<'d>(&self, diags: impl IntoIterator<Item = &'d Diagnostic>) -> String {
        let mut out = String::new();
        let mut before = None;
        for d in diags {
            out.push_str(&self.render_after(d, before));
            before = Some(d.notes.last().unwrap_or(d));
        }
        out
    }

    /// `d` printed right after `before`: as gcc, a message or a note at the very place of
    /// the one printed before it shows no source again.
    fn render_after(&self, d: &Diagnostic, before: Option<&Diagnostic>) -> String {
        let place = |d: &Diagnostic| d.span.map(|s| s.lo);
        let same = |b: Option<&Diagnostic>, d: &Diagnostic| {
            place(d).is_some() && b.is_some_and(|b| place(b) == place(d))
        };
        let mut out = String::new();
        let repeated = d.notes.is_empty() && same(before, d);
        if let Some(l) = d.span.and_then(|s| self.resolve(s.lo as u32)) {
            if !repeated {
                out.push_str(&self.include_context(l.file_index));
            }
        }
        self.render_one(d, repeated, &mut out);
        let mut before = d;
        for n in &d.notes {
            self.render_one(n, same(Some(before), n), &mut out);
            before = n;
        }
        out
    }

    /// Render from here on as if nothing had been rendered before (`include_context`).
    pub fn forget_rendered(&self) {
        self.last_file.set(None);
    }

    /// gcc's "In file included from a.h:3,\n                 from main.c:1:" lines for a
    /// diagnostic in file `file_index`: empty for the main file, and for the file of the
    /// diagnostic rendered before, as gcc, which tells them when the diagnostics move
    /// into another file.
    pub(crate) fn include_context(&self, file_index: usize) -> String {
        if self.last_file.replace(Some(file_index)) == Some(file_index) {
            return String::new();
        }
        let mut lines = Vec::new();
        let mut from = self.files.get(file_index).and_then(|f| f.included_from);
        // Each file is included from one read before it, so the chain ends; the bound is
        // only a guard.
        while let Some(l) = from.and_then(|at| self.resolve(at)) {
            if lines.len() > self.files.len() {
                break;
            }
            lines.push(format!("{}:{}", l.file, l.line));
            from = self.files[l.file_index].included_from;
        }
        let mut out = String::new();
        for (i, l) in lines.iter().enumerate() {
            let lead = if i == 0 {
                "In file included from"
            } else {
                "                 from"
            };
            let end = if i + 1 == lines.len() { ':' } else { ',' };
            let _ = writeln!(out, "{lead} {l}{end}");
        }
        out
    }

    /// `d` alone (`repeated`: without its source line).
    fn render_one(&self, d: &Diagnostic, repeated: bool, out: &mut String) {
        let loc = d.span.and_then(|s| Some((self.resolve(s.lo as u32)?, s)));
        match loc {
            Some((l, _)) if repeated => {
                let (label, col) = (d.severity.label(), self.display_col(&l));
                let _ = writeln!(out, "{}:{}:{col}: {label}: {}", l.file, l.line, d.message);
            }
            Some((l, s)) => {
                let len = s.hi.saturating_sub(s.lo);
                render_located(self, &l, len, d.severity, &d.message, out);
            }
            None => {
                let _ = writeln!(out, "tcc-rs: {}: {}", d.severity.label(), d.message);
            }
        }
    }
}

/// The gcc format of `diag.rs`: header, the source line with a gutter, a caret and tildes.
pub(crate) fn render_located(
    map: &SourceMap,
    l: &Location,
    len: usize,
    severity: Severity,
    message: &str,
    out: &mut String,
) {
    let _ = writeln!(
        out,
        "{}:{}:{}: {}: {}",
        l.file,
        l.line,
        map.display_col(l),
        severity.label(),
        message
    );
    let text = map.line_text(l);
    let tildes = len
        .saturating_sub(1)
        .min((text.chars().count() + 1).saturating_sub(l.col));
    crate::diag::write_excerpt(out, l.line, text, l.col, tildes);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::SourceFile;
    use crate::preprocess::{preprocess, PpOptions};

    // What the map answered when it kept one segment per token, over `tokens`.

    fn token_at(tokens: &[Run], out: usize) -> Option<Run> {
        let i = tokens.partition_point(|s| s.out as usize <= out);
        tokens.get(i.saturating_sub(1)).copied()
    }

    fn source_of(tokens: &[Run], out: usize) -> Option<(u32, Option<u32>, u32)> {
        let s = token_at(tokens, out)?;
        Some((s.source_loc(out), s.exp, s.len))
    }

    fn point_span(map: &SourceMap, tokens: &[Run], out: usize) -> (usize, usize) {
        let i = tokens.partition_point(|s| s.out as usize <= out);
        let before = i.checked_sub(1).map(|j| tokens[j]);
        let ends_here = before.filter(|s| (s.out + s.len) as usize == out);
        match (ends_here, tokens.get(i)) {
            (Some(prev), Some(next)) if !prev.is_plain() => {
                (next.out as usize, (next.out + next.len) as usize)
            }
            (None, None) => end_of_input_span(map, tokens).unwrap_or((out, out)),
            _ => (out, out),
        }
    }

    fn end_of_input_span(map: &SourceMap, tokens: &[Run]) -> Option<(usize, usize)> {
        let line_of = |s: &Run| {
            let l = map.resolve(map.outermost_invocation(s.loc, s.exp))?;
            Some((l.file_index, l.physical_line))
        };
        let line = line_of(tokens.last()?)?;
        let first = tokens
            .iter()
            .rev()
            .take_while(|s| line_of(s) == Some(line))
            .last()?;
        Some((first.out as usize, (first.out + first.len) as usize))
    }

    /// Every query the diagnostics make gets, at every byte of the output of `src`, the
    /// answer one segment per token gave.
    fn check_runs_answer_as_tokens(name: &str, src: &str, opts: &PpOptions) -> (usize, usize) {
        TOKENS.with(|t| t.borrow_mut().clear());
        let out = preprocess(&SourceFile::new(name, src), None, opts)
            .unwrap_or_else(|e| panic!("{name}: {}", e.render()));
        let tokens = &TOKENS.with(|t| std::mem::take(&mut *t.borrow_mut()));
        let map = &out.map;
        for at in 0..out.text.len() + 2 {
            let want = source_of(tokens, at);
            assert_eq!(map.source_of(at), want, "{name}: source_of({at})");
            assert_eq!(
                map.location_of(at),
                want.map(|w| (w.0, w.1)),
                "{name}: {at}"
            );
            let arg = token_at(tokens, at).and_then(|t| t.arg_of);
            assert_eq!(map.run_at(at).and_then(|r| r.arg_of), arg, "{name}: {at}");
            let want = point_span(map, tokens, at);
            assert_eq!(map.point_span(at), want, "{name}: point_span({at})");
        }
        (map.runs.len(), tokens.len())
    }

    #[test]
    fn runs_answer_every_query_as_one_segment_per_token_did() {
        let src = "#define N 10\n#define ADD(a, b) ((a) + (b))\n#define CAT(a, b) a ## b\n\
                   #define STR(x) #x\n#define EMPTY\n\
                   int  x =  N ;\tint y\t= ADD(x, 2);\n  int z = ADD( N , y ) * 3;\n\
                   int CAT(u, v) = sizeof STR(a  b);\nchar *s = \"a b  c\", c = ' ';\n\
                   int lo\\\nng_name = 1; int w = 1\\\n2 + 3;\n\
                   int a<:2:> = <% 1, 2 %>; /* c */ int b /* c */ = 2; // end\n\
                   EMPTY int e = x  # include <a b>\n;\n\
                   const char *u = \"é\\\nè\" \"ü\";\n\n\n\n\n\n\n\n\n\n\nint last = N+1";
        let (runs, tokens) = check_runs_answer_as_tokens("t.c", src, &PpOptions::default());
        assert!(runs * 2 < tokens, "{runs} runs for {tokens} tokens");
        let src = "int f(void) {\n    return 1 + 2\n}\n";
        check_runs_answer_as_tokens("u.c", src, &PpOptions::default());
        check_runs_answer_as_tokens(
            "v.c",
            "#define M(x) x\nint v = M(1) +\n",
            &PpOptions::default(),
        );
        // The C library's headers: macros, attributes, long lines, `#line`-free but deep.
        let src = "#include <stdio.h>\n#include <stdlib.h>\nint main(void) { return EOF; }\n";
        check_runs_answer_as_tokens("w.c", src, &PpOptions::default());
    }

    #[test]
    fn runs_answer_as_tokens_on_the_golden_inputs() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/preprocess");
        let opts = PpOptions {
            include_dirs: vec![dir.join("inc2")],
            ..PpOptions::default()
        };
        for case in ["c11_examples.c", "conditionals.c", "gnu_varargs.c"] {
            let src = std::fs::read_to_string(dir.join(case)).expect("readable case");
            check_runs_answer_as_tokens(case, &src, &opts);
        }
    }
}

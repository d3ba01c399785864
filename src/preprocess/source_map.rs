//! The source map: from a byte of the preprocessed text back to the file, line and column the
//! user wrote, and through the chain of macro expansions that produced it.
//!
//! Every file the preprocessor reads is laid end to end in one "source space" (as clang's
//! SourceManager does), so a location is a single `u32`. The output text is covered by
//! segments, one per emitted token, each holding the token's source location and the
//! expansion it came from. Diagnostics from the preprocessor itself carry spans in source
//! space; diagnostics from later stages carry spans in the output text and are translated
//! here (`render_diagnostic` in `mod.rs`).

use std::collections::BTreeMap;
use std::fmt::Write;
use std::rc::Rc;

use super::lexer::{ArgUse, Token};
use crate::diag::{Diagnostic, Severity};

/// A file as read, with its place in source space.
#[derive(Debug, Clone)]
pub struct FileEntry {
    pub name: Rc<str>,
    pub text: Rc<str>,
    pub base: u32,
    line_starts: Vec<usize>,
    /// `#line` directives: physical line of the next line -> (presumed line, presumed name).
    line_directives: BTreeMap<usize, (usize, Option<Rc<str>>)>,
    /// Where the file was first included (the header name of the `#include`), for gcc's
    /// "In file included from" lines.
    pub included_from: Option<u32>,
    /// The physical lines of the `#include`s in this file that entered a file (a header
    /// skipped by its include guard or `#pragma once` enters none), in order: gcc's
    /// fix-it hints add an `#include` after the last of these above the use.
    entered_includes: Vec<usize>,
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

#[derive(Debug, Clone, Copy)]
struct Segment {
    out: u32,
    len: u32,
    loc: u32,
    exp: Option<u32>,
    arg_of: Option<ArgUse>,
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
    segments: Vec<Segment>,
    next_base: u32,
}

impl SourceMap {
    pub fn files(&self) -> &[FileEntry] {
        &self.files
    }

    /// Add a file to source space; returns its index.
    pub(crate) fn add_file(
        &mut self,
        name: &str,
        text: Rc<str>,
        included_from: Option<u32>,
    ) -> usize {
        let mut line_starts = Vec::with_capacity(text.len() / 32);
        line_starts.push(0);
        line_starts.extend(memchr::memchr_iter(b'\n', text.as_bytes()).map(|i| i + 1));
        let base = self.next_base;
        // One spare byte so the end-of-file location of one file is not the next's start.
        self.next_base += text.len() as u32 + 1;
        self.files.push(FileEntry {
            name: name.into(),
            text,
            base,
            line_starts,
            line_directives: BTreeMap::new(),
            included_from,
            entered_includes: Vec::new(),
        });
        self.files.len() - 1
    }

    pub(crate) fn add_entered_include(&mut self, at: u32) {
        if let Some(l) = self.resolve(at) {
            self.files[l.file_index]
                .entered_includes
                .push(l.physical_line);
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
            .filter(|&&l| l < used.physical_line);
        let physical_line = above.max().map_or(1, |l| l + 1);
        let start = *f.line_starts.get(physical_line - 1)?;
        self.resolve(f.base + start as u32)
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

    /// Make room for `n` more segments.
    pub(crate) fn reserve_segments(&mut self, n: usize) {
        self.segments.reserve(n);
    }

    /// Record that the output from byte `out` on spells `t`.
    pub(crate) fn add_segment(&mut self, out: usize, t: &Token) {
        self.segments.push(Segment {
            out: out as u32,
            len: t.text.len() as u32,
            loc: t.loc,
            exp: t.exp,
            arg_of: t.arg_of,
        });
    }

    /// For an output byte out of a macro argument: the macro's name and where the parameter
    /// stands in its definition.
    pub(crate) fn argument_use(&self, out: usize) -> Option<(Rc<str>, u32)> {
        let a = self.segment_at(out)?.arg_of?;
        let e = self.expansions.get(a.exp as usize)?;
        Some((e.name.clone(), a.param))
    }

    fn file_of(&self, loc: u32) -> Option<usize> {
        let i = self.files.partition_point(|f| f.base <= loc);
        i.checked_sub(1)
    }

    /// Resolve a source-space location to file, line and column.
    pub fn resolve(&self, loc: u32) -> Option<Location> {
        let fi = self.file_of(loc)?;
        let f = &self.files[fi];
        let off = ((loc - f.base) as usize).min(f.text.len());
        let line_idx = f.line_starts.partition_point(|&s| s <= off) - 1;
        let start = f.line_starts[line_idx];
        let col = f
            .text
            .get(start..off)
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
        let rest = f.text.get((loc - f.base) as usize..).unwrap_or("");
        let line = rest.split('\n').next().unwrap_or("");
        line.trim_end_matches('\r').len()
    }

    /// The end of the file holding `loc`, as libcpp places it: at the final newline.
    pub(crate) fn end_of_file(&self, loc: u32) -> u32 {
        let Some(f) = self.file_of(loc).map(|i| &self.files[i]) else {
            return loc;
        };
        let len = f.text.len() - usize::from(f.text.ends_with('\n'));
        f.base + len as u32
    }

    /// The physical line of a location, as written.
    pub(crate) fn line_text(&self, l: &Location) -> &str {
        self.files[l.file_index]
            .text
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

    fn segment_at(&self, out: usize) -> Option<&Segment> {
        let i = self.segments.partition_point(|s| s.out as usize <= out);
        let i = i.checked_sub(1).or(if self.segments.is_empty() {
            None
        } else {
            Some(0)
        })?;
        self.segments.get(i)
    }

    /// The source location of byte `out` of the output text, and the expansion it belongs
    /// to. The point just past a token maps to the point just past its spelling (where gcc
    /// puts "expected ';'"); white space further on maps to the token before it.
    pub(crate) fn source_of(&self, out: usize) -> Option<(u32, Option<u32>, u32)> {
        let s = self.segment_at(out)?;
        let past = out.saturating_sub(s.out as usize);
        let within = if past == s.len as usize {
            past
        } else {
            past.min(s.len.saturating_sub(1) as usize)
        };
        Some((s.loc + within as u32, s.exp, s.len))
    }

    /// The output span gcc reports for a diagnostic at the point `out` just past a token
    /// (a missing ';'): that point, unless the token came out of a macro. Its end is then no
    /// place in the file (gcc's fix-it hints refuse it), and gcc reports the next token.
    pub(crate) fn point_span(&self, out: usize) -> (usize, usize) {
        let i = self.segments.partition_point(|s| s.out as usize <= out);
        let before = i.checked_sub(1).map(|j| self.segments[j]);
        let ends_here = before.filter(|s| (s.out + s.len) as usize == out);
        match (ends_here, self.segments.get(i)) {
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
        let line_of = |s: &Segment| {
            let l = self.resolve(self.outermost_invocation(s.loc, s.exp))?;
            Some((l.file_index, l.physical_line))
        };
        let last = self.segments.last()?;
        let line = line_of(last)?;
        let first = self
            .segments
            .iter()
            .rev()
            .take_while(|s| line_of(s) == Some(line))
            .last()?;
        Some((first.out as usize, (first.out + first.len) as usize))
    }

    /// Where byte `out` of the output text came from.
    pub fn origin(&self, out: usize) -> Option<Origin> {
        let (loc, exp, _) = self.source_of(out)?;
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
        let (loc, mut exp, _) = self.source_of(out)?;
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
        let (_, mut exp, _) = self.source_of(out)?;
        let mut found = None;
        while let Some(e) = exp.and_then(|i| self.expansions.get(i as usize)) {
            found = Some((e.invocation, e.invocation_len));
            exp = e.parent;
        }
        found
    }

    pub(crate) fn outermost_invocation(&self, loc: u32, mut exp: Option<u32>) -> u32 {
        let mut at = loc;
        while let Some(e) = exp.and_then(|i| self.expansions.get(i as usize)) {
            at = e.invocation;
            exp = e.parent;
        }
        at
    }

    /// Render a diagnostic whose span is in source space, gcc style.
    pub fn render(&self, d: &Diagnostic) -> String {
        let mut out = String::new();
        if let Some(l) = d.span.and_then(|s| self.resolve(s.lo as u32)) {
            out.push_str(&self.include_context(l.file_index));
        }
        self.render_one(d, &mut out);
        for n in &d.notes {
            self.render_one(n, &mut out);
        }
        out
    }

    /// gcc's "In file included from a.h:3,\n                 from main.c:1:" lines for a
    /// location in file `file_index` (empty for the main file).
    pub(crate) fn include_context(&self, file_index: usize) -> String {
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

    fn render_one(&self, d: &Diagnostic, out: &mut String) {
        let loc = d.span.and_then(|s| Some((self.resolve(s.lo as u32)?, s)));
        match loc {
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

//! Translation phases 1-3: line splicing, comments, and preprocessing tokens.
//!
//! A file is lexed once, whole, into a vector of tokens. Backslash-newline splices (and the
//! `\r` of `\r\n`) are removed first, but every token keeps the offset of its spelling in
//! the *original* text, so the source map can point at the bytes the user wrote. A comment
//! becomes white space: the next token gets `has_space`, and a newline inside a block
//! comment is still a newline in the line map because offsets are original.

use std::borrow::Cow;
use std::collections::HashSet;
use std::rc::Rc;

use super::macros::HideSet;
use crate::diag::Standard;
use rustc_hash::FxBuildHasher as FxBuild;

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
    #[inline]
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
    pub kind: LexErrorKind,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LexErrorKind {
    /// An error (`message`).
    Error,
    /// The first `//` comment of a file in C90 (see `FileLexer::cxx_comments`), which the
    /// preprocessor reports as gcc does.
    CxxComment,
    /// A quote with no closing one on its line, in text the preprocessor passes over
    /// without making tokens (a skipped group, a macro's replacement list): gcc's pedwarn
    /// "missing terminating ' character", given in every mode.
    MissingTerminator,
}

/// The text with splices removed, and where each removal happened, to map offsets back.
#[derive(Debug)]
pub struct Spliced {
    /// The buffer the file was read into: its text when it has no splice (most headers),
    /// else the text spliced in place, followed by spaces where the removed bytes were.
    /// Shared with the source map, which restores the text as written when a diagnostic
    /// needs it, rather than holding a second copy.
    buf: Rc<str>,
    /// The length of the spliced text at the start of `buf`.
    len: usize,
    /// (offset in the spliced text where bytes were removed, total bytes removed up to and
    /// incl. it).
    cuts: Vec<(usize, usize)>,
}

impl Spliced {
    /// `src` with its splices removed: in `src`'s own buffer when nothing else holds it (a
    /// file just read), else in a copy.
    pub fn new(mut src: Rc<str>) -> Spliced {
        let b = src.as_bytes();
        if memchr::memchr2(b'\\', b'\r', b).is_none() {
            let len = src.len();
            return Spliced {
                buf: src,
                len,
                cuts: Vec::new(),
            };
        }
        // Only a `\` or a `\r` can start a splice: jump from one to the next.
        let mut cuts = Vec::new();
        let mut removed = 0;
        let mut at = 0;
        while let Some(k) = memchr::memchr2(b'\\', b'\r', &b[at..]) {
            let i = at + k;
            let cut = match (b[i], b.get(i + 1), b.get(i + 2)) {
                (b'\\', Some(b'\n'), _) => 2,
                (b'\\', Some(b'\r'), Some(b'\n')) => 3,
                (b'\r', Some(b'\n'), _) => 1,
                _ => 0,
            };
            if cut != 0 {
                cuts.push((i - removed, removed + cut));
                removed += cut;
            }
            at = i + cut.max(1);
        }
        let len = src.len() - removed;
        // The runs of `src` between cuts (a cut at `at` with `total` removed by then ends
        // at `at + total` in `src`), each moved to where it goes in the spliced text.
        let src_len = src.len();
        let runs = || {
            let totals_before = std::iter::once(0).chain(cuts.iter().map(|c| c.1));
            let ends = cuts
                .iter()
                .zip(totals_before)
                .map(|(&(at, _), before)| at + before);
            let starts = cuts.iter().map(|&(at, total)| at + total);
            std::iter::once(0).chain(starts).zip(ends.chain([src_len]))
        };
        let buf = match Rc::get_mut(&mut src) {
            Some(text) => {
                // SAFETY: the runs moved are whole stretches of the text between ASCII
                // bytes (a splice is `\`, `\r` and `\n`), so the spliced text is UTF-8, and
                // the bytes after it become ASCII spaces.
                let bytes = unsafe { text.as_bytes_mut() };
                let mut to = 0;
                for (from, end) in runs() {
                    bytes.copy_within(from..end, to);
                    to += end - from;
                }
                bytes[to..].fill(b' ');
                src
            }
            None => {
                let mut text = String::with_capacity(len);
                for (from, end) in runs() {
                    text.push_str(&src[from..end]);
                }
                text.into()
            }
        };
        Spliced { buf, len, cuts }
    }

    /// The spliced text.
    #[inline]
    pub fn text(&self) -> &str {
        // SAFETY: `len` is at most `buf`'s length and ends the spliced text, after which
        // come ASCII spaces (or nothing): a character boundary. (The lexer asks for the
        // text at every byte; a checked slice would test the boundary each time.)
        unsafe { self.buf.get_unchecked(..self.len) }
    }

    /// The length of the text as written.
    pub fn original_len(&self) -> usize {
        self.text().len() + self.cuts.last().map_or(0, |c| c.1)
    }

    /// Cut `i`: where its bytes start in the text as written, and those bytes (a splice
    /// is a backslash before a newline or `\r\n`; a cut of one byte is the `\r` of `\r\n`).
    fn cut(&self, i: usize) -> (usize, &'static str) {
        let (at, removed) = self.cuts[i];
        let before = i.checked_sub(1).map_or(0, |j| self.cuts[j].1);
        let bytes = match removed - before {
            1 => "\r",
            2 => "\\\n",
            _ => "\\\r\n",
        };
        (at + before, bytes)
    }

    /// Bytes `lo..hi` of the text as written, when no splice lies in them (they are then
    /// the same in the spliced text): `None` when one does, or when the range is not one
    /// of the text.
    pub fn unspliced(&self, lo: usize, hi: usize) -> Option<&str> {
        self.text().get(self.unspliced_range(lo, hi)?)
    }

    /// `unspliced`, as bytes (a range that splits a character included), the search for the
    /// cuts before `lo` starting at `near` (the answer for the last range asked, which the
    /// caller keeps): the source map asks for each token in turn, so that the answer is
    /// most often the same or the next one.
    pub fn unspliced_bytes_near(&self, lo: usize, hi: usize, near: &mut usize) -> Option<&[u8]> {
        if self.cuts.is_empty() {
            return self.text().as_bytes().get(lo..hi);
        }
        let end = |j: usize| self.cuts[j].0 + self.cuts[j].1;
        let fits = |k: usize| {
            k <= self.cuts.len()
                && (k == 0 || end(k - 1) <= lo)
                && (k == self.cuts.len() || end(k) > lo)
        };
        let k = match (fits(*near), fits(*near + 1)) {
            (true, _) => *near,
            (_, true) => *near + 1,
            _ => self.cuts_before(lo),
        };
        *near = k;
        self.text()
            .as_bytes()
            .get(self.range_after_cuts(k, lo, hi)?)
    }

    /// The number of cuts that end at or before `lo` in the text as written.
    fn cuts_before(&self, lo: usize) -> usize {
        self.cuts
            .partition_point(|&(at, removed)| at + removed <= lo)
    }

    /// Where bytes `lo..hi` of the text as written are in the spliced text, when no splice
    /// lies in them.
    #[inline]
    fn unspliced_range(&self, lo: usize, hi: usize) -> Option<std::ops::Range<usize>> {
        if self.cuts.is_empty() {
            return Some(lo..hi);
        }
        self.range_after_cuts(self.cuts_before(lo), lo, hi)
    }

    /// `unspliced_range`, given the `k` cuts that end at or before `lo`.
    #[inline]
    fn range_after_cuts(&self, k: usize, lo: usize, hi: usize) -> Option<std::ops::Range<usize>> {
        // What the cuts before `lo` removed.
        let removed = k.checked_sub(1).map_or(0, |j| self.cuts[j].1);
        if k < self.cuts.len() && self.cut(k).0 < hi {
            return None;
        }
        Some(lo.checked_sub(removed)?..hi.checked_sub(removed)?)
    }

    /// The text as written: the spliced text with its cuts put back.
    pub fn original_text(&self) -> Cow<'_, str> {
        let text = self.text();
        if self.cuts.is_empty() {
            return Cow::Borrowed(text);
        }
        let mut out = String::with_capacity(self.original_len());
        let mut from = 0;
        for i in 0..self.cuts.len() {
            let at = self.cuts[i].0;
            out.push_str(&text[from..at]);
            out.push_str(self.cut(i).1);
            from = at;
        }
        out.push_str(&text[from..]);
        Cow::Owned(out)
    }

    /// Where the lines of the text as written start (offsets in it), found from the
    /// spliced text and the cuts: the newlines of the one and those the splices removed.
    pub fn original_line_starts(&self) -> Vec<u32> {
        let text = self.text().as_bytes();
        let mut starts = Vec::with_capacity(self.original_len() / 32);
        starts.push(0);
        // The runs of spliced text between cuts, each followed by its cut, whose newline
        // (a splice's) comes before the next run's.
        let (mut from, mut removed) = (0, 0);
        for i in 0..=self.cuts.len() {
            let to = self.cuts.get(i).map_or(text.len(), |c| c.0);
            let newlines = memchr::memchr_iter(b'\n', &text[from..to]);
            starts.extend(newlines.map(|k| (from + k + removed + 1) as u32));
            if let Some(&(_, total)) = self.cuts.get(i) {
                let (start, bytes) = self.cut(i);
                if bytes.ends_with('\n') {
                    starts.push((start + bytes.len()) as u32);
                }
                (from, removed) = (to, total);
            }
        }
        starts
    }

    /// Whether the text as written ends with a newline.
    pub fn original_ends_with_newline(&self) -> bool {
        match self.cuts.last() {
            Some(&(at, _)) if at == self.text().len() => {
                self.cut(self.cuts.len() - 1).1.ends_with('\n')
            }
            _ => self.text().ends_with('\n'),
        }
    }

    /// Offset in the original text of offset `off` in the spliced text.
    ///
    /// `cursor` is the number of cuts at or before the offset asked last: a lexer asks for
    /// offsets in increasing order, so it moves a step or two rather than searching.
    #[inline]
    fn original(&self, off: usize, cursor: &mut usize) -> usize {
        let cuts = &self.cuts;
        if cuts.is_empty() {
            return off;
        }
        // `idx` is right when the cuts before it are at or before `off` and the rest after.
        let below = |i: usize| i == 0 || cuts[i - 1].0 <= off;
        let above = |i: usize| i == cuts.len() || cuts[i].0 > off;
        let mut idx = (*cursor).min(cuts.len());
        if !(below(idx) && above(idx)) {
            // One cut on, as the lexer moves through the file; else a search (a macro's
            // body is lexed when the macro is first used, by a lexer of its own).
            idx = if below(idx) && above(idx + 1) {
                idx + 1
            } else {
                cuts.partition_point(|&(at, _)| at <= off)
            };
        }
        *cursor = idx;
        if idx == 0 {
            off
        } else {
            off + cuts[idx - 1].1
        }
    }
}

/// The length of the longest punctuator at the start of `s` (0 if there is none): C11 6.4.6's
/// punctuators and digraphs, told apart by their first bytes (this runs once per token).
pub fn punct_len(b: &[u8]) -> usize {
    let at = |i: usize| b.get(i).copied().unwrap_or(0);
    let (c1, c2) = (at(1), at(2));
    // `X` or `X=`; `X`, `XX` or `X=`.
    let eq = |c1: u8| 1 + usize::from(c1 == b'=');
    let double_or_eq = |x: u8, c1: u8| 1 + usize::from(c1 == x || c1 == b'=');
    match at(0) {
        b'[' | b']' | b'(' | b')' | b'{' | b'}' | b'~' | b'?' | b';' | b',' => 1,
        b'*' | b'/' | b'^' | b'!' | b'=' => eq(c1),
        b'+' => double_or_eq(b'+', c1),
        b'&' => double_or_eq(b'&', c1),
        b'|' => double_or_eq(b'|', c1),
        b'-' => 1 + usize::from(matches!(c1, b'-' | b'=' | b'>')),
        b'#' => 1 + usize::from(c1 == b'#'),
        b':' => 1 + usize::from(c1 == b'>'),
        b'.' if c1 == b'.' && c2 == b'.' => 3,
        b'.' => 1,
        b'<' if c1 == b'<' => 2 + usize::from(c2 == b'='),
        b'<' => 1 + usize::from(matches!(c1, b'=' | b':' | b'%')),
        b'>' if c1 == b'>' => 2 + usize::from(c2 == b'='),
        b'>' => eq(c1),
        b'%' if c1 == b':' => 2 + 2 * usize::from(c2 == b'%' && at(3) == b':'),
        b'%' => 1 + usize::from(matches!(c1, b'=' | b'>')),
        _ => 0,
    }
}

/// The canonical spelling of a digraph. Tokens keep the spelling written (as gcc -E does);
/// comparisons use this.
#[inline]
pub fn canonical_punct(p: &str) -> &str {
    // Only digraphs start with these.
    if !matches!(p.as_bytes().first(), Some(b'<' | b':' | b'%')) {
        return p;
    }
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

/// Whether byte `c` starts an identifier: a letter, `_`, `$` (GNU C), or any byte of a
/// non-ASCII character (the lexer advances by whole characters, so at a token's start such a
/// byte is a character's first).
const fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_' || c == b'$' || !c.is_ascii()
}

const fn is_ident_continue(c: u8) -> bool {
    is_ident_start(c) || c.is_ascii_digit()
}

/// The longest number whose spelling `Spellings` shares (a table of decimal data has at
/// most 11,110 such).
const SHARED_NUMBER_LEN: usize = 4;

/// The spellings of the identifiers, punctuators and short numbers lexed so far, each
/// shared by all its tokens: most tokens of a header are names and punctuators met before,
/// and sharing one `Rc<str>` spares an allocation and a free per token. (Longer numbers and
/// literals are mostly distinct, as in a table of a million numbers, and keep their own.)
#[derive(Default)]
pub struct Spellings(HashSet<Rc<str>, FxBuild>);

impl Spellings {
    pub fn with_capacity(n: usize) -> Spellings {
        Spellings(HashSet::with_capacity_and_hasher(n, FxBuild))
    }

    fn get(&mut self, text: &str) -> Rc<str> {
        if let Some(s) = self.0.get(text) {
            return s.clone();
        }
        let s: Rc<str> = text.into();
        self.0.insert(s.clone());
        s
    }
}

/// The rest of a directive line, kept as text to be lexed when first needed: a macro's
/// replacement list (most macros of a system header are never expanded).
#[derive(Debug)]
pub struct LineRest {
    spliced: Rc<Spliced>,
    base: u32,
    /// Where the rest starts in the spliced text.
    start: usize,
    /// Lexed as its file was (see `FileLexer::strict_c90`, `FileLexer::prefixes`).
    strict_c90: bool,
    prefixes: Prefixes,
}

impl LineRest {
    /// Its tokens, up to the end of the line.
    pub fn tokens(&self, spellings: &mut Spellings) -> Vec<Token> {
        let mut lx = FileLexer::of(self.spliced.clone(), self.base);
        lx.pos = self.start;
        lx.at_bol = false;
        lx.directive = true;
        lx.strict_c90 = self.strict_c90;
        lx.prefixes = self.prefixes;
        let mut out = Vec::new();
        while let Some(t) = lx.next_in_line(spellings) {
            out.push(t);
        }
        out
    }
}

/// Lex `src` into preprocessing tokens whose `loc`s start at `base` in source space.
pub fn tokenize(src: &str, base: u32) -> (Vec<Token>, Vec<LexError>) {
    tokenize_with(src, base, Prefixes::default(), &mut Spellings::default())
}

/// `tokenize`, with the encoding prefixes of the standard selected, sharing spellings with
/// `spellings` (the preprocessor's, for a `##` result).
pub fn tokenize_with(
    src: &str,
    base: u32,
    prefixes: Prefixes,
    spellings: &mut Spellings,
) -> (Vec<Token>, Vec<LexError>) {
    let mut lx = FileLexer::new(src.into(), base);
    lx.prefixes = prefixes;
    let mut tokens = Vec::new();
    while let Some(t) = lx.next(spellings) {
        tokens.push(t);
    }
    (tokens, lx.errors)
}

/// Lex a string that is not part of any file (a `##` result, a `_Pragma` operand).
pub fn tokenize_fragment(s: &str) -> Vec<Token> {
    tokenize(s, 0).0
}

/// Which encoding prefixes make a string literal or a character constant, by standard, as
/// gcc 12's preprocessor has them (its `uliterals` and `utf8_char_literals`). Where a prefix
/// is not one, `u8"x"` is the identifier `u8` followed by the string literal `"x"`.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Prefixes {
    /// `L` only: C90 (strict and GNU) and strict ISO C99.
    Wide,
    /// `L`, and `u`, `U`, `u8` on strings and `u`, `U` on character constants: GNU99, C11
    /// and C17 (strict and GNU: gcc 12's default, GNU17).
    #[default]
    Unicode,
    /// Those and `u8'x'`: C2x.
    All,
}

impl Prefixes {
    /// Those of the standard selected (`-std=`), an ISO one when `iso`.
    pub fn of(std: Standard, iso: bool) -> Prefixes {
        match std {
            Standard::C90 => Prefixes::Wide,
            Standard::C99 if iso => Prefixes::Wide,
            Standard::C99 | Standard::C11 | Standard::C17 => Prefixes::Unicode,
            Standard::C2x => Prefixes::All,
        }
    }

    /// The length of the encoding prefix `c0 c1` (the next two bytes) before a quote `q`,
    /// or `None` where that makes no literal.
    fn len(self, c0: u8, c1: u8, quote: u8) -> Option<usize> {
        let unicode = self != Prefixes::Wide;
        match (c0, c1) {
            (b'u', b'8') if unicode && (quote == b'"' || self == Prefixes::All) => Some(2),
            (b'u' | b'U', _) if unicode => Some(1),
            (b'L', _) => Some(1),
            _ => None,
        }
    }
}

/// Where the tokens of the current line stand, as far as header names care: a `<` starts
/// one only after `#` `include` (or a relative) at the start of a line.
#[derive(Copy, Clone, PartialEq, Eq)]
enum LineState {
    Other,
    Hash,
    Include,
}

/// A file's text after phase 2, lexed one token at a time as the preprocessor asks for
/// them: text in skipped groups is only scanned for the next directive
/// (`skip_to_directive`), never cut into tokens.
pub struct FileLexer {
    spliced: Rc<Spliced>,
    base: u32,
    /// Where `Spliced::original` last stood among the splices.
    cut: usize,
    pos: usize,
    at_bol: bool,
    has_space: bool,
    line: LineState,
    /// On a directive's line (from its `#` to the newline).
    directive: bool,
    /// Passing over a skipped group (`skip_to_directive`).
    skipping: bool,
    /// Strict ISO C90 (`-std=c90`, `-ansi`), outside system headers: `//` starts no comment
    /// when a `*` follows it, in a directive or in a skipped group, where gcc's preprocessor
    /// lexes two `/` (`#define X 1 // c` is `1 / / c`, `6 //* c */ 2` is `6 / 2`).
    pub strict_c90: bool,
    /// The encoding prefixes of the standard selected.
    pub prefixes: Prefixes,
    /// In C90: look for the first `//` comment, to report it once per file as gcc does
    /// (an error in strict ISO C90, `Some(true)`; a pedwarn in GNU C90 under -pedantic,
    /// `Some(false)`).
    pub cxx_comments: Option<bool>,
    /// The first `//` passed, not yet reported: a skipped group may start before it
    /// (after the newline of the `#if 0` being read), where strict C90 does not report it.
    cxx_pending: Option<usize>,
    /// Errors found so far (unterminated comments), for the caller to take.
    pub errors: Vec<LexError>,
}

impl FileLexer {
    /// A lexer at the start of `src`, whose offsets start at `base` in source space.
    pub fn new(src: Rc<str>, base: u32) -> FileLexer {
        FileLexer::of(Rc::new(Spliced::new(src)), base)
    }

    /// A lexer over text already spliced (a file read again).
    pub fn of(spliced: Rc<Spliced>, base: u32) -> FileLexer {
        FileLexer {
            spliced,
            base,
            cut: 0,
            pos: 0,
            at_bol: true,
            has_space: false,
            line: LineState::Other,
            directive: false,
            skipping: false,
            strict_c90: false,
            prefixes: Prefixes::default(),
            cxx_comments: None,
            cxx_pending: None,
            errors: Vec::new(),
        }
    }

    /// The next token, or `None` at the end of the file.
    pub fn next(&mut self, spellings: &mut Spellings) -> Option<Token> {
        self.skip_space();
        (self.pos < self.spliced.text().len()).then(|| self.token(spellings))
    }

    /// The next token, or `None` at the end of the file, with the lexer past the white
    /// space before it already (`skip_space`).
    pub fn next_after_space(&mut self, spellings: &mut Spellings) -> Option<Token> {
        (self.pos < self.spliced.text().len()).then(|| self.token(spellings))
    }

    /// After `skip_space`, at a line whose first token is `#` (or `%:`; not `##`): pass it
    /// and give its location, where a directive begins. The directive's name and operands
    /// are then read with `next_in_line`; the `#` itself needs no token.
    pub fn directive_hash(&mut self) -> Option<u32> {
        if !self.at_bol {
            return None;
        }
        let len = match (self.byte(0), self.byte(1)) {
            (b'#', b'#') => return None,
            (b'#', _) => 1,
            (b'%', b':') if !(self.byte(2) == b'%' && self.byte(3) == b':') => 2,
            _ => return None,
        };
        let loc = self.loc(self.pos);
        self.pos += len;
        self.at_bol = false;
        self.has_space = false;
        self.line = LineState::Hash;
        self.directive = true;
        if self.cxx_pending.is_some() {
            self.cxx_comment();
        }
        Some(loc)
    }

    /// The next token if it is on the current line (a directive's operands).
    pub fn next_in_line(&mut self, spellings: &mut Spellings) -> Option<Token> {
        self.skip_space();
        (self.pos < self.spliced.text().len() && !self.at_bol).then(|| self.token(spellings))
    }

    /// The source-space offset of spliced offset `off`.
    fn loc(&mut self, off: usize) -> u32 {
        self.base + self.spliced.original(off, &mut self.cut) as u32
    }

    /// Pass the rest of the current line (a directive's), giving it as text and whether it
    /// may hold `#`, `##` or `__VA_ARGS__` (which a macro definition checks at once).
    pub fn take_line_rest(&mut self) -> (LineRest, bool) {
        let start = self.pos;
        loop {
            self.skip_space();
            if self.at_bol || self.pos >= self.spliced.text().len() {
                break;
            }
            self.skip_line_rest();
        }
        let text = &self.spliced.text().as_bytes()[start..self.pos];
        let marked = memchr::memchr2(b'#', b'%', text).is_some()
            || memchr::memmem::find(text, b"__VA_ARGS__").is_some();
        let rest = LineRest {
            spliced: self.spliced.clone(),
            base: self.base,
            start,
            strict_c90: self.strict_c90,
            prefixes: self.prefixes,
        };
        (rest, marked)
    }

    /// Whether the next byte, with no white space before it, is `c`.
    pub fn at_byte(&self, c: u8) -> bool {
        self.byte(0) == c
    }

    /// Where the lexer stands, to come back to with `rewind`.
    pub fn mark(&self) -> (usize, bool) {
        (self.pos, self.at_bol)
    }

    pub fn rewind(&mut self, (pos, at_bol): (usize, bool)) {
        self.pos = pos;
        self.at_bol = at_bol;
        self.has_space = false;
        self.line = LineState::Other;
    }

    /// White space, newlines and comments up to the next token.
    pub fn skip_space(&mut self) {
        let b = self.spliced.text().as_bytes();
        // The first `//` passed, when C90 asks for it (see `cxx_comments`).
        let mut cxx = None;
        while let Some(&c) = b.get(self.pos) {
            match c {
                b'\n' => {
                    self.pos += 1;
                    self.at_bol = true;
                    self.has_space = false;
                    // Where a directive ends, a skipped group may start, whose `//` are no
                    // comments in strict C90: stop here, for the caller to say.
                    if std::mem::take(&mut self.directive) && self.strict_c90 {
                        break;
                    }
                }
                b' ' | b'\t' | b'\x0b' | b'\x0c' | b'\r' => {
                    self.pos += 1;
                    self.has_space = true;
                }
                b'/' if b.get(self.pos + 1) == Some(&b'/') => {
                    if !self.line_comment_at(b, self.pos) {
                        break;
                    }
                    if self.cxx_comments.is_some() && cxx.is_none() && self.cxx_pending.is_none() {
                        cxx = Some(self.pos);
                    }
                    self.pos = line_end(b, self.pos);
                    self.has_space = true;
                }
                b'/' if b.get(self.pos + 1) == Some(&b'*') => {
                    self.has_space = true;
                    let Some(end) = comment_end(b, self.pos) else {
                        self.unterminated_comment();
                        break;
                    };
                    self.pos = end;
                }
                _ => break,
            }
        }
        if cxx.is_some() {
            self.cxx_pending = cxx;
        }
        if self.cxx_pending.is_some() && self.pos >= self.spliced.text().len() {
            self.cxx_comment();
        }
    }

    /// Whether the `//` at `at` starts a comment: always, except in strict C90 (see
    /// `strict_c90`).
    fn line_comment_at(&self, b: &[u8], at: usize) -> bool {
        !(self.strict_c90 && (b.get(at + 2) == Some(&b'*') || self.directive || self.skipping))
    }

    /// The first `//` comment of the file, in C90 (see `cxx_comments`), once a token or a
    /// directive after it shows it is not in a skipped group: record it, to be reported.
    #[cold]
    fn cxx_comment(&mut self) {
        let Some(at) = self.cxx_pending.take() else {
            return;
        };
        self.cxx_comments = None;
        let loc = self.loc(at);
        self.errors.push(LexError {
            loc,
            message: "C++ style comments are not allowed in ISO C90".into(),
            kind: LexErrorKind::CxxComment,
        });
    }

    /// A `/*` with no `*/`: an error, and the comment runs to the end of the file.
    fn unterminated_comment(&mut self) {
        let loc = self.loc(self.pos);
        self.errors.push(LexError {
            loc,
            message: "unterminated comment".into(),
            kind: LexErrorKind::Error,
        });
        self.pos = self.spliced.text().len();
    }

    /// Skip the text of a skipped group up to the next line that starts with `#` (or
    /// `%:`), leaving the lexer at that `#`; false at the end of the file. Only comments and
    /// literals are recognised on the lines passed over, for where they end.
    pub fn skip_to_directive(&mut self) -> bool {
        self.skipping = true;
        let found = self.skip_to_directive_line();
        self.skipping = false;
        found
    }

    fn skip_to_directive_line(&mut self) -> bool {
        loop {
            self.skip_space();
            let b = self.spliced.text().as_bytes();
            let Some(&c) = b.get(self.pos) else {
                return false;
            };
            if self.at_bol && (c == b'#' || (c == b'%' && b.get(self.pos + 1) == Some(&b':'))) {
                self.has_space = false;
                self.line = LineState::Other;
                return true;
            }
            self.at_bol = false;
            self.skip_line_rest();
        }
    }

    /// At a directive's `#` (after `skip_to_directive`): pass it and return the directive's
    /// name, if an identifier follows on the line, without making tokens of them.
    pub fn skip_directive_name(&mut self) -> Option<&str> {
        self.pos += if self.byte(0) == b'#' { 1 } else { 2 };
        self.at_bol = false;
        self.directive = true;
        self.skip_space();
        if self.at_bol || !is_ident_start(self.byte(0)) {
            return None;
        }
        let start = self.pos;
        let b = self.spliced.text().as_bytes();
        let len = ident_len(&b[start..]);
        self.pos += len;
        Some(&self.spliced.text()[start..start + len])
    }

    /// Pass the rest of a directive line in a skipped group: as tokens after `#include`
    /// (a header name may hold what looks like a comment), else as text.
    pub fn skip_directive_rest(&mut self, include: bool, spellings: &mut Spellings) {
        if include {
            self.line = LineState::Include;
            while self.next_in_line(spellings).is_some() {}
            return;
        }
        loop {
            self.skip_space();
            if self.at_bol || self.pos >= self.spliced.text().len() {
                return;
            }
            self.skip_line_rest();
        }
    }

    /// Up to the newline ending the current line (or a comment that runs past it): from one
    /// quote or slash to the next, the only bytes that can hide the newline or start a
    /// comment. A quote not closed on the line is reported (`missing_terminator`).
    fn skip_line_rest(&mut self) {
        let spliced = self.spliced.clone();
        let b = spliced.text().as_bytes();
        let mut i = self.pos;
        loop {
            let end = line_end(b, i);
            let Some(k) = memchr::memchr3(b'"', b'\'', b'/', &b[i..end]) else {
                i = end;
                break;
            };
            i += k;
            match b[i] {
                b'/' if b.get(i + 1) == Some(&b'*') => break,
                b'/' if b.get(i + 1) == Some(&b'/') && self.line_comment_at(b, i) => break,
                b'/' => i += 1,
                // An unterminated literal runs to the end of the line, as in gcc.
                q => match literal_end(b, i, 0) {
                    Some(past) => i = past,
                    None => {
                        self.missing_terminator(i, q);
                        i = end;
                    }
                },
            }
        }
        self.pos = i;
    }

    /// The quote `q` at `at` has no closing one on its line.
    #[cold]
    fn missing_terminator(&mut self, at: usize, q: u8) {
        let loc = self.loc(at);
        self.errors.push(LexError {
            loc,
            message: format!("missing terminating {} character", q as char),
            kind: LexErrorKind::MissingTerminator,
        });
    }

    fn token(&mut self, spellings: &mut Spellings) -> Token {
        if self.cxx_pending.is_some() {
            self.cxx_comment();
        }
        let start = self.pos;
        let kind = self.scan_token();
        let text = &self.spliced.text()[start..self.pos];
        let text = match kind {
            // A universal character name in a name is its character (in UTF-8), so that
            // `\u00e9t\u00e9` and `été` are one name, as in gcc, which spells it in UTF-8 in
            // the object's symbols too.
            TokenKind::Ident if text.contains('\\') => spellings.get(&ucns_to_utf8(text)),
            TokenKind::Ident | TokenKind::Punct => spellings.get(text),
            // Short numbers (`0`, `1`, `16`, `0x7f`) are most of a header's and recur; there
            // are too few of them to make the table large even in a file of data.
            TokenKind::Number if text.len() <= SHARED_NUMBER_LEN => spellings.get(text),
            _ => text.into(),
        };
        self.line = match (self.line, kind) {
            _ if self.at_bol && kind == TokenKind::Punct && matches!(&*text, "#" | "%:") => {
                LineState::Hash
            }
            (LineState::Hash, TokenKind::Ident)
                if matches!(&*text, "include" | "include_next" | "import") =>
            {
                LineState::Include
            }
            _ => LineState::Other,
        };
        let t = Token {
            kind,
            text,
            loc: self.loc(start),
            exp: None,
            at_bol: self.at_bol,
            has_space: self.has_space,
            hide: HideSet::default(),
            arg_of: None,
        };
        self.at_bol = false;
        self.has_space = false;
        t
    }

    fn rest(&self) -> &str {
        &self.spliced.text()[self.pos..]
    }

    /// The byte `n` bytes ahead, or 0 at the end of the text.
    fn byte(&self, n: usize) -> u8 {
        self.spliced
            .text()
            .as_bytes()
            .get(self.pos + n)
            .copied()
            .unwrap_or(0)
    }

    fn scan_token(&mut self) -> TokenKind {
        let c = self.byte(0);
        if (c == b'<' || c == b'"') && self.line == LineState::Include && !self.at_bol {
            let rest = self.rest();
            let close = if c == b'<' { '>' } else { '"' };
            let line_end = rest.find('\n').unwrap_or(rest.len());
            if let Some(end) = rest[1..line_end].find(close) {
                self.pos += end + 2;
                return TokenKind::HeaderName;
            }
        }
        if c.is_ascii_digit() || (c == b'.' && self.byte(1).is_ascii_digit()) {
            self.pp_number();
            return TokenKind::Number;
        }
        if matches!(c, b'"' | b'\'' | b'L' | b'u' | b'U') {
            if let Some(kind) = self.literal_with_prefix() {
                return kind;
            }
        }
        if is_ident_start(c) || ucn_len(self.rest().as_bytes()) > 0 {
            self.pos += identifier_len(&self.spliced.text().as_bytes()[self.pos..]);
            return TokenKind::Ident;
        }
        match punct_len(self.rest().as_bytes()) {
            0 => {
                self.pos += self.rest().chars().next().map_or(1, char::len_utf8);
                TokenKind::Other
            }
            len => {
                self.pos += len;
                TokenKind::Punct
            }
        }
    }

    // pp-number: .? digit ( digit | identifier-nondigit | e sign | E sign | p sign | P sign | . )*
    fn pp_number(&mut self) {
        let b = self.spliced.text().as_bytes();
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

    /// A character constant or string literal, with an optional `L`, `u`, `U` or `u8` (those
    /// of `prefixes`).
    fn literal_with_prefix(&mut self) -> Option<TokenKind> {
        let prefix_len = match self.byte(0) {
            b'"' | b'\'' => 0,
            c0 => {
                let c1 = self.byte(1);
                let quote = self.byte(if c1 == b'8' { 2 } else { 1 });
                self.prefixes.len(c0, c1, quote)?
            }
        };
        let quote = self.byte(prefix_len);
        if quote != b'"' && quote != b'\'' {
            return None;
        }
        match literal_end(self.spliced.text().as_bytes(), self.pos, prefix_len) {
            Some(end) => {
                self.pos = end;
                Some(if quote == b'"' {
                    TokenKind::Str
                } else {
                    TokenKind::Char
                })
            }
            None => {
                // No closing quote: the quote alone is the token, as gcc does in skipped
                // groups.
                self.pos += prefix_len + 1;
                Some(TokenKind::Unterminated)
            }
        }
    }
}

/// The length of the identifier at the start of `b` (a table lookup per byte: names are
/// most of a header's bytes).
fn ident_len(b: &[u8]) -> usize {
    static CONTINUES: [bool; 256] = {
        let mut table = [false; 256];
        let mut c = 0;
        while c < 256 {
            table[c] = is_ident_continue(c as u8);
            c += 1;
        }
        table
    };
    b.iter()
        .position(|&ch| !CONTINUES[ch as usize])
        .unwrap_or(b.len())
}

/// The length of the identifier at the start of `b`, universal character names
/// (`\u00e9`, `\U000000e9`) included.
fn identifier_len(b: &[u8]) -> usize {
    let mut i = 0;
    loop {
        i += ident_len(&b[i..]);
        match ucn_len(&b[i..]) {
            0 => return i,
            n => i += n,
        }
    }
}

/// The length of the universal character name at the start of `b`, or 0.
fn ucn_len(b: &[u8]) -> usize {
    let digits = match b {
        [b'\\', b'u', ..] => 4,
        [b'\\', b'U', ..] => 8,
        _ => return 0,
    };
    match b.get(2..2 + digits) {
        Some(hex) if hex.iter().all(u8::is_ascii_hexdigit) => 2 + digits,
        _ => 0,
    }
}

/// `name` with each universal character name replaced by its character (one that is no
/// character, a surrogate, stays as written).
fn ucns_to_utf8(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    let mut rest = name;
    while let Some(at) = rest.find('\\') {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        let n = ucn_len(rest.as_bytes());
        let c = (n > 0)
            .then(|| u32::from_str_radix(&rest[2..n], 16).ok())
            .flatten()
            .and_then(char::from_u32);
        match c {
            Some(c) => {
                out.push(c);
                rest = &rest[n..];
            }
            None => {
                out.push('\\');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// Just past the `*/` closing the comment whose `/*` is at `start`; `None` if there is none.
fn comment_end(b: &[u8], start: usize) -> Option<usize> {
    let mut i = start + 2;
    while let Some(star) = memchr::memchr(b'*', &b[i..]) {
        if b.get(i + star + 1) == Some(&b'/') {
            return Some(i + star + 2);
        }
        i += star + 1;
    }
    None
}

/// The offset of the newline ending the line at `from` (or the end of the text).
fn line_end(b: &[u8], from: usize) -> usize {
    memchr::memchr(b'\n', &b[from..]).map_or(b.len(), |i| from + i)
}

/// The end of the literal whose quote is `prefix_len` bytes after `start`: just past its
/// closing quote, or `None` if the line ends first. The quote, `\\` and the newline are
/// ASCII, never part of a multi-byte character.
fn literal_end(b: &[u8], start: usize, prefix_len: usize) -> Option<usize> {
    let open = start + prefix_len;
    let quote = b[open];
    let mut i = open + 1;
    while let Some(&ch) = b.get(i) {
        match ch {
            b'\n' => return None,
            b'\\' => i += 2,
            _ if ch == quote => return Some(i + 1),
            _ => i += 1,
        }
    }
    None
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
    fn encoding_prefixes_are_the_standards() {
        let spell_in = |std, iso| {
            let src = "L'a' u8\"b\" u\"c\" U'd' u8'e' u8 x\"f\"";
            let toks = tokenize_with(src, 0, Prefixes::of(std, iso), &mut Spellings::default());
            toks.0
                .iter()
                .map(|t| t.text.to_string())
                .collect::<Vec<_>>()
        };
        let wide = ["L'a'", "u8", "\"b\"", "u", "\"c\"", "U", "'d'", "u8", "'e'"];
        let unicode = ["L'a'", "u8\"b\"", "u\"c\"", "U'd'", "u8", "'e'"];
        let all = ["L'a'", "u8\"b\"", "u\"c\"", "U'd'", "u8'e'"];
        let rest = ["u8", "x", "\"f\""];
        for (std, iso, want) in [
            (Standard::C90, true, &wide[..]),
            (Standard::C90, false, &wide[..]),
            (Standard::C99, true, &wide[..]),
            (Standard::C99, false, &unicode[..]),
            (Standard::C11, true, &unicode[..]),
            (Standard::C17, true, &unicode[..]),
            (Standard::C17, false, &unicode[..]),
            (Standard::C2x, true, &all[..]),
            (Standard::C2x, false, &all[..]),
        ] {
            assert_eq!(
                spell_in(std, iso),
                [want, &rest[..]].concat(),
                "{std:?} {iso}"
            );
        }
    }

    #[test]
    fn splices_join_lines_but_locations_stay_original() {
        let (toks, _) = tokenize("ab\\\ncd x", 0);
        assert_eq!(&*toks[0].text, "abcd");
        assert_eq!(toks[1].loc, 7);
    }

    /// Texts with every kind of splice: backslash-newline, backslash-CR-LF, CR-LF, one at
    /// the very end, two in a row, a lone `\r` and a backslash that splices nothing, and
    /// characters of more than one byte around them.
    const SPLICED_TEXTS: [&str; 6] = [
        "a\\\nb\\\r\nc\r\nd\\\ne f\\\ng\nh\\\n",
        "#define X(a) \\\n  (a) \\\\\n\\\n+ 1\nint é = X(2);\r\n",
        "x\ry\\z\n\\",
        "no splice at all\n",
        "\\\n\\\n\\\n",
        "ü\\\nß\r\n",
    ];

    /// The text spliced in its own buffer and in a copy (the buffer shared) is the same,
    /// and the source map's questions about the text as written (its text, length, line
    /// starts, last newline, stretches without a splice) get the answers the text as
    /// written gives.
    #[test]
    fn spliced_text_answers_for_the_text_as_written() {
        for written in SPLICED_TEXTS {
            let shared: Rc<str> = written.into();
            let copy = Spliced::new(shared.clone());
            let in_place = Spliced::new(written.into());
            let plain = written
                .replace("\\\r\n", "")
                .replace("\\\n", "")
                .replace("\r\n", "\n");
            assert_eq!(copy.text(), plain, "{written:?}");
            assert_eq!(in_place.text(), plain, "{written:?}");
            assert_eq!(in_place.cuts, copy.cuts);
            assert_eq!(in_place.original_text(), written);
            assert_eq!(in_place.original_len(), written.len());
            let mut starts = vec![0];
            starts.extend(written.match_indices('\n').map(|(i, _)| i as u32 + 1));
            assert_eq!(in_place.original_line_starts(), starts, "{written:?}");
            assert_eq!(
                in_place.original_ends_with_newline(),
                written.ends_with('\n')
            );
            for lo in 0..=written.len() {
                for hi in lo..=written.len() {
                    let (Some(unspliced), Some(as_written)) =
                        (in_place.unspliced(lo, hi), written.get(lo..hi))
                    else {
                        continue;
                    };
                    assert_eq!(unspliced, as_written, "{written:?} {lo}..{hi}");
                }
            }
            // Where no splice lies, the stretch is always found.
            let line = written.find(['\\', '\r']).unwrap_or(written.len());
            assert_eq!(in_place.unspliced(0, line), written.get(0..line));
        }
    }

    /// `Spliced::original` from any cursor, in any order of offsets (a lexer moving on, a
    /// macro's body lexed later by a lexer of its own), gives the offset a plain count of
    /// the bytes removed before it gives.
    #[test]
    fn original_offsets_from_any_cursor() {
        let src: Rc<str> = "a\\\nb\\\r\nc\r\nd\\\ne f\\\ng\nh\\\n".into();
        let spliced = Spliced::new(src);
        let naive = |off: usize| {
            let removed = spliced.cuts.iter().take_while(|c| c.0 <= off).last();
            off + removed.map_or(0, |c| c.1)
        };
        let len = spliced.text().len();
        for start in 0..=spliced.cuts.len() {
            let mut cursor = start;
            for off in (0..len).chain((0..len).rev()).chain([3, 0, len - 1, 1]) {
                assert_eq!(
                    spliced.original(off, &mut cursor),
                    naive(off),
                    "offset {off}"
                );
            }
        }
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
    fn every_punctuator_is_one_token_and_the_longest_wins() {
        let all = [
            "%:%:", "...", "<<=", ">>=", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=",
            "&&", "||", "*=", "/=", "%=", "+=", "-=", "&=", "^=", "|=", "##", "<:", ":>", "<%",
            "%>", "%:", "[", "]", "(", ")", "{", "}", ".", "&", "*", "+", "-", "~", "!", "/", "%",
            "<", ">", "^", "|", "?", ":", ";", "=", ",", "#",
        ];
        for p in all {
            assert_eq!(punct_len(p.as_bytes()), p.len(), "{p}");
            assert_eq!(punct_len(format!("{p}a").as_bytes()), p.len(), "{p}a");
        }
        assert_eq!(
            spell("..%:%<<<>>>"),
            [".", ".", "%:", "%", "<<", "<", ">>", ">"]
        );
        assert_eq!(punct_len(b"@"), 0);
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

//! A mutation fuzzer for the whole compiler. Seeds are the programs under `samples/` and
//! `tests/errors/`; each mutant (bytes flipped, inserted or deleted, tokens replaced,
//! duplicated, dropped or swapped, pieces of other seeds spliced in, random bytes) is compiled
//! by the built `tcc-rs -c -o /dev/null` in a child process, so that a stack overflow or an
//! abort is observed instead of killing the fuzzer. Each mutant is compiled with one of
//! `PROFILES`, drawn from the stream's seed: the default level, `-O0`, `--no-mem2reg`, `-g`,
//! `-Wall -Wextra` and the `-pedantic` modes, so that the paths only a flag opens (DWARF,
//! warnings, strict ISO diagnostics) are fuzzed too. Any outcome but acceptance (exit 0) or
//! rejection (exit 1 with ordinary diagnostics) is a crash: an internal compiler error (a
//! panic), a signal, or no end within the time limit (a hang). A crashing input is kept in `target/fuzz/` with the command to reproduce it.
//!
//! Each trial `fuzz/N` runs its own stream of mutants, reproducible from the seed:
//!   FUZZ_SEED=S       first seed (default 1)     FUZZ_TRIALS=N  parallel streams (default 2)
//!   FUZZ_MUTANTS=N    mutants per stream (default 500)
//!   TCC_RS=PATH       the compiler to fuzz (default: the one cargo built)
//!   FUZZ_SECONDS=T    instead: run each stream for T seconds (the long run; see docs/testing.md)
//!   FUZZ_REAL=DIR     instead draw seeds from the real C files under DIR (the corpus's build
//!                     trees, `target/corpus/build/tcc-rs`): each preprocessed by tcc-rs
//!                     (`-E -P`, with its own directory and the two above it as `-I`), so
//!                     that its headers come along; those that do not preprocess are left
//!                     out. FUZZ_REAL_FILES=N takes N of them, spread over the sorted list
//!                     (default 400).

mod process;

use libtest_mimic::{Arguments, Failed, Trial};
use process::{run_with_timeout, status_code};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The flag sets a mutant is compiled with (after `-c`), one drawn per mutant.
const PROFILES: &[&[&str]] = &[
    &["-w"],
    &["-w", "-O0"],
    &["-w", "--no-mem2reg"],
    &["-g"],
    &["-g", "-O0"],
    &["-Wall", "-Wextra"],
    &["-std=c17", "-pedantic"],
    &["-std=c99", "-pedantic-errors", "-Wall"],
    &["-std=gnu89", "-pedantic", "-g"],
];

/// A compile of a mutant that takes longer than this is a hang.
const HANG_LIMIT: Duration = Duration::from_secs(20);

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|t| t.trim().parse().ok())
        .unwrap_or(default)
}

fn main() {
    let args = Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut corpus = Vec::new();
    collect(&root.join("samples"), &mut corpus);
    collect(&root.join("tests/errors"), &mut corpus);
    corpus.sort();
    let mut seeds: Vec<Vec<u8>> = corpus
        .iter()
        .filter_map(|p| fs::read(p).ok())
        .filter(|t| t.len() < 20_000)
        .collect();
    if let Ok(dir) = std::env::var("FUZZ_REAL") {
        let real = real_sources(Path::new(&dir), env_number("FUZZ_REAL_FILES", 400));
        eprintln!("fuzz: {} seeds from {dir}", real.len());
        seeds = real;
    }
    let corpus = Arc::new(seeds);
    let first = env_number("FUZZ_SEED", 1);
    let trials = (0..env_number("FUZZ_TRIALS", 2))
        .map(|i| {
            let corpus = corpus.clone();
            let seed = first + i;
            Trial::test(format!("fuzz/{seed}"), move || stream(seed, &corpus))
        })
        .collect();
    libtest_mimic::run(&args, trials).exit();
}

/// Every `.c` file under `dir`.
fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, out);
        } else if path.extension().is_some_and(|e| e == "c") {
            out.push(path);
        }
    }
}

/// Up to `wanted` of the C files under `dir`, spread over them in sorted order, each as
/// tcc-rs preprocesses it (so the seed holds its headers); files that do not preprocess, and
/// preprocessed texts over 400 KB, are left out.
fn real_sources(dir: &Path, wanted: u64) -> Vec<Vec<u8>> {
    let mut files = Vec::new();
    collect(dir, &mut files);
    files.sort();
    let step = (files.len() as u64 / wanted.max(1)).max(1) as usize;
    files
        .iter()
        .step_by(step)
        .filter_map(|file| {
            let here = file.parent()?;
            let mut cmd = Command::new(tcc_rs());
            cmd.args(["-E", "-P", "-w"]);
            for up in here.ancestors().take(3) {
                cmd.arg("-I").arg(up);
            }
            cmd.arg(file);
            let out = run_with_timeout(&mut cmd, b"", HANG_LIMIT).ok()?;
            (out.status.success() && out.stdout.len() < 400_000).then_some(out.stdout)
        })
        .collect()
}

/// One stream of mutants from `seed`: a fixed number, or for `FUZZ_SECONDS`.
fn stream(seed: u64, corpus: &[Vec<u8>]) -> Result<(), Failed> {
    let mut rng = Rng::new(seed);
    let seconds = env_number("FUZZ_SECONDS", 0);
    let count = env_number("FUZZ_MUTANTS", 500);
    let start = Instant::now();
    let work = tempfile::tempdir().map_err(|e| format!("temporary directory: {e}"))?;
    let mut crashes = Vec::new();
    let mut n = 0u64;
    loop {
        let done = match seconds {
            0 => n >= count,
            s => start.elapsed() >= Duration::from_secs(s),
        };
        if done {
            break;
        }
        let mutant = mutate(&mut rng, corpus);
        let flags = PROFILES[rng.below(PROFILES.len())];
        if let Some(what) = try_compile(&mutant, flags, work.path()) {
            crashes.push(keep(seed, n, &mutant, flags, &what));
        }
        n += 1;
    }
    eprintln!(
        "fuzz/{seed}: {n} mutants in {:.0} s, {} crashes",
        start.elapsed().as_secs_f64(),
        crashes.len()
    );
    match crashes.is_empty() {
        true => Ok(()),
        false => Err(crashes.join("\n").into()),
    }
}

/// Compiles `source` with `flags`; returns what went wrong if it is a crash or a hang.
fn try_compile(source: &[u8], flags: &[&str], dir: &Path) -> Option<String> {
    let file = dir.join("mutant.c");
    fs::write(&file, source).ok()?;
    let mut cmd = Command::new(tcc_rs());
    cmd.current_dir(dir)
        .args(flags)
        .args(["-c", "mutant.c", "-o", "/dev/null"]);
    let out = match run_with_timeout(&mut cmd, b"", HANG_LIMIT) {
        Ok(out) => out,
        Err(message) => return Some(format!("hang: {message}")),
    };
    let status = status_code(out.status);
    let stderr = String::from_utf8_lossy(&out.stderr);
    // The driver turns a panic into "internal compiler error" and exit status 1.
    let internal = stderr.contains("internal compiler error");
    if (status == 0 || status == 1) && !internal {
        return None;
    }
    let first: String = stderr
        .lines()
        .filter(|l| !l.trim().is_empty())
        .take(3)
        .collect::<Vec<_>>()
        .join(" | ");
    let kind = match stderr.contains("overflowed its stack") {
        true => "stack overflow",
        false => "crash",
    };
    Some(format!("{kind} (exit status {status}): {first}"))
}

/// Keeps a crashing input in `target/fuzz/` and says how to reproduce it.
fn keep(seed: u64, n: u64, source: &[u8], flags: &[&str], what: &str) -> String {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .unwrap_or(Path::new("."))
        .join("fuzz");
    let _ = fs::create_dir_all(&dir);
    let path = dir.join(format!("crash-{seed}-{n}.c"));
    let _ = fs::write(&path, source);
    format!(
        "{what}\n  input kept: {}\n  reproduce: {} {} -c {} -o /dev/null",
        path.display(),
        tcc_rs(),
        flags.join(" "),
        path.display()
    )
}

#[path = "randc/rng.rs"]
mod rng;
use rng::Rng;

/// Tokens worth inserting: the punctuation and keywords where parsers and checkers have
/// their corner cases.
const TOKENS: &[&str] = &[
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    ";",
    ",",
    "*",
    "&",
    "...",
    "->",
    ".",
    "?",
    ":",
    "=",
    "==",
    "<<=",
    "#",
    "##",
    "\\\n",
    "'",
    "\"",
    "0",
    "0x",
    "1e",
    "1.",
    "'\\",
    "L\"",
    "u8\"",
    "int",
    "char",
    "void",
    "struct",
    "union",
    "enum",
    "typedef",
    "static",
    "extern",
    "const",
    "volatile",
    "restrict",
    "register",
    "_Bool",
    "_Complex",
    "_Atomic",
    "_Alignas",
    "_Alignof",
    "_Generic",
    "_Static_assert",
    "_Noreturn",
    "inline",
    "sizeof",
    "return",
    "goto",
    "case",
    "default",
    "switch",
    "break",
    "continue",
    "do",
    "while",
    "for",
    "if",
    "else",
    "long",
    "unsigned",
    "signed",
    "short",
    "float",
    "double",
    "#define X",
    "#include",
    "#if",
    "#endif",
    "#undef",
    "__VA_ARGS__",
    "defined",
    "9223372036854775808",
    "x",
    "main",
    "(*)",
    "[]",
    "[0]",
    "[-1]",
    "{0}",
    "= {",
    "(void)",
    "(int)",
];

/// One mutant of a corpus file.
fn mutate(rng: &mut Rng, corpus: &[Vec<u8>]) -> Vec<u8> {
    let mut text = corpus[rng.below(corpus.len())].clone();
    let rounds = 1 + rng.below(4);
    for _ in 0..rounds {
        match rng.below(9) {
            0 => flip_byte(rng, &mut text),
            1 => insert_bytes(rng, &mut text),
            2 => delete_range(rng, &mut text),
            3 => duplicate_range(rng, &mut text),
            4 => splice(rng, &mut text, corpus),
            _ => token_mutation(rng, &mut text),
        }
    }
    text
}

fn flip_byte(rng: &mut Rng, text: &mut [u8]) {
    if !text.is_empty() {
        let i = rng.below(text.len());
        text[i] ^= 1 << rng.below(8);
    }
}

fn insert_bytes(rng: &mut Rng, text: &mut Vec<u8>) {
    let at = rng.below(text.len() + 1);
    let bytes: Vec<u8> = (0..1 + rng.below(8)).map(|_| rng.next() as u8).collect();
    text.splice(at..at, bytes);
}

fn delete_range(rng: &mut Rng, text: &mut Vec<u8>) {
    if text.is_empty() {
        return;
    }
    let at = rng.below(text.len());
    let len = 1 + rng.below(64.min(text.len() - at));
    text.drain(at..at + len.min(text.len() - at));
}

fn duplicate_range(rng: &mut Rng, text: &mut Vec<u8>) {
    if text.is_empty() {
        return;
    }
    let at = rng.below(text.len());
    let len = 1 + rng.below(200.min(text.len() - at));
    let piece: Vec<u8> = text[at..(at + len).min(text.len())].to_vec();
    let to = rng.below(text.len() + 1);
    text.splice(to..to, piece);
}

fn splice(rng: &mut Rng, text: &mut Vec<u8>, corpus: &[Vec<u8>]) {
    let other = &corpus[rng.below(corpus.len())];
    if other.is_empty() {
        return;
    }
    let from = rng.below(other.len());
    let len = 1 + rng.below(300.min(other.len() - from));
    let to = rng.below(text.len() + 1);
    text.splice(to..to, other[from..from + len].iter().copied());
}

/// The byte ranges of C-ish tokens: identifiers and numbers, or single other characters.
fn tokens(text: &[u8]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < text.len() {
        let c = text[i];
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        if c.is_ascii_alphanumeric() || c == b'_' {
            while i < text.len() && (text[i].is_ascii_alphanumeric() || text[i] == b'_') {
                i += 1;
            }
        } else {
            i += 1;
        }
        out.push((start, i));
    }
    out
}

/// Replaces, drops, duplicates or swaps whole tokens, or inserts a token from `TOKENS`.
fn token_mutation(rng: &mut Rng, text: &mut Vec<u8>) {
    let toks = tokens(text);
    if toks.is_empty() {
        text.extend_from_slice(TOKENS[rng.below(TOKENS.len())].as_bytes());
        return;
    }
    let (s, e) = toks[rng.below(toks.len())];
    match rng.below(5) {
        0 => {
            let word = TOKENS[rng.below(TOKENS.len())].as_bytes();
            text.splice(s..e, word.iter().copied());
        }
        1 => {
            text.drain(s..e);
        }
        2 => {
            let piece = text[s..e].to_vec();
            // Repeated many times: deep nesting, long chains.
            let times = if rng.below(8) == 0 {
                200
            } else {
                1 + rng.below(3)
            };
            let copies: Vec<u8> = (0..times).flat_map(|_| piece.iter().copied()).collect();
            text.splice(e..e, copies);
        }
        3 => {
            let (s2, e2) = toks[rng.below(toks.len())];
            if e <= s2 {
                let second = text[s2..e2].to_vec();
                let first = text[s..e].to_vec();
                text.splice(s2..e2, first);
                text.splice(s..e, second);
            }
        }
        _ => {
            let word = TOKENS[rng.below(TOKENS.len())].as_bytes();
            let mut piece = vec![b' '];
            piece.extend_from_slice(word);
            piece.push(b' ');
            text.splice(s..s, piece);
        }
    }
}

/// The compiler under test: `$TCC_RS` (a long run uses a copy, so that rebuilding the
/// working tree meanwhile does not pull the file from under it), or the one cargo built.
fn tcc_rs() -> String {
    std::env::var("TCC_RS").unwrap_or_else(|_| env!("CARGO_BIN_EXE_tcc-rs").to_string())
}

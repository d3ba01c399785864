//! The real workloads of the run-time benchmark: whole programs built from the vendored
//! projects' unmodified sources (`tests/projects/`), each built by every compiler variant
//! and timed on a generated input:
//!
//! - `minigzip -9`: zlib's own `test/minigzip.c` and the library sources, compressing a
//!   50 MB text file (5 MB with `--quick`) from standard input to standard output;
//! - `cjson`: `benches/workloads/cjson_loop.c` with cJSON, parsing a 2.2 MB JSON document and
//!   printing it back (formatted, then unformatted in turn) 200 times (430 KB, 50 times with
//!   `--quick`).
//!
//! Before any timing every build's output is compared with the reference build's (byte for
//! byte, through its length and hash), and the reference `minigzip -d` must give back the
//! input from its own compressed output, so a time is only reported for a correct program.

use crate::measure::{run_measured_from, run_to_file};
use crate::report::{Cell, ProgramResult};
use crate::{compile, mark_mismatches, slug, Config, REFERENCE_ORDER, VARIANTS};
use fastrand::Rng;
use std::fs::{self, File};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

/// How long a checking run may take, in wall time: `minigzip -9` built without
/// optimisation takes about 15 s of CPU on the full input, and a loaded machine may
/// stretch that many times.
const RUN_TIMEOUT: Duration = Duration::from_secs(900);

/// One workload: a program built from several sources and a run of it.
struct Workload {
    name: &'static str,
    sources: Vec<PathBuf>,
    /// Extra compiler flags (include directories).
    flags: Vec<String>,
    args: Vec<String>,
    /// The file the program reads on standard input.
    stdin: Option<PathBuf>,
    /// Arguments that make the reference build turn its own output back into its standard
    /// input (a round trip that checks the output is right, not just the same everywhere).
    inverse: Option<Vec<String>>,
}

/// Builds and checks every workload under every variant, then times them round-robin.
pub fn run(
    config: &Config,
    root: &Path,
    out_dir: &Path,
    tcc_rs: &Path,
) -> Result<Vec<ProgramResult>, String> {
    let dir = out_dir.join("workloads");
    fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let workloads = define(config, root, &dir)?;
    let exe_of =
        |w: &Workload, v: usize| dir.join(format!("{}.{}", slug(w.name), slug(VARIANTS[v].label)));
    let output_of = |w: &Workload, v: usize| {
        dir.join(format!("{}.{}.out", slug(w.name), slug(VARIANTS[v].label)))
    };

    let mut results = Vec::new();
    for workload in &workloads {
        eprintln!("[workload] {}: building and checking", workload.name);
        let sources: Vec<&Path> = workload.sources.iter().map(PathBuf::as_path).collect();
        let mut cells = Vec::new();
        let mut outputs = Vec::new();
        for (v, variant) in VARIANTS.iter().enumerate() {
            let exe = exe_of(workload, v);
            let (cell, output) =
                match compile(variant, tcc_rs, &sources, &workload.flags, &exe, false) {
                    Err(cell) => (cell, None),
                    Ok(()) => check(workload, &exe, &output_of(workload, v)),
                };
            if let Cell::CompileFailed(why) | Cell::Crashed(why) = &cell {
                eprintln!("  {}: {}: {why}", workload.name, variant.label);
            }
            cells.push(cell);
            outputs.push(output);
        }
        mark_mismatches(workload.name, &mut cells, &outputs);
        if let Some(v) = REFERENCE_ORDER
            .iter()
            .copied()
            .find(|&v| outputs[v].is_some())
        {
            let back = dir.join("inverse.out");
            check_inverse(
                workload,
                &exe_of(workload, v),
                &output_of(workload, v),
                &back,
                &mut cells,
            );
        }
        for v in 0..VARIANTS.len() {
            let _ = fs::remove_file(output_of(workload, v));
        }
        results.push(ProgramResult {
            name: workload.name.into(),
            cells,
        });
    }

    for rep in 0..config.reps {
        for (workload, result) in workloads.iter().zip(results.iter_mut()) {
            eprintln!(
                "[workload run {}/{}] {}",
                rep + 1,
                config.reps,
                workload.name
            );
            for (v, cell) in result.cells.iter_mut().enumerate() {
                let Cell::Ran { times, .. } = cell else {
                    continue;
                };
                let mut cmd = Command::new(exe_of(workload, v));
                cmd.args(&workload.args);
                match stdin_of(workload).and_then(|stdin| run_measured_from(&mut cmd, stdin)) {
                    Ok((status, usage)) if status.success() => times.push(usage.cpu),
                    Ok((status, _)) => *cell = Cell::Crashed(format!("timed run: {status}")),
                    Err(e) => *cell = Cell::Crashed(format!("timed run: {e}")),
                }
            }
        }
    }
    Ok(results)
}

/// The two workloads, with their generated inputs written to `dir`.
fn define(config: &Config, root: &Path, dir: &Path) -> Result<Vec<Workload>, String> {
    let zlib = root.join("tests/projects/zlib");
    let cjson = root.join("tests/projects/cJSON");
    let text = dir.join("input.txt");
    let mebibytes = if config.quick { 5 } else { 50 };
    write(&text, &text_input(mebibytes << 20))?;
    let json = dir.join("input.json");
    let (records, rounds) = if config.quick {
        (2_000, 50)
    } else {
        (10_000, 200)
    };
    write(&json, json_input(records).as_bytes())?;

    let zlib_sources = [
        "adler32.c",
        "compress.c",
        "crc32.c",
        "deflate.c",
        "gzclose.c",
        "gzlib.c",
        "gzread.c",
        "gzwrite.c",
        "infback.c",
        "inffast.c",
        "inflate.c",
        "inftrees.c",
        "trees.c",
        "uncompr.c",
        "zutil.c",
        "test/minigzip.c",
    ];
    Ok(vec![
        Workload {
            name: "minigzip -9",
            sources: zlib_sources.iter().map(|s| zlib.join(s)).collect(),
            // What zlib's `./configure` finds on Linux (zconf.h then includes unistd.h).
            flags: vec![
                format!("-I{}", zlib.display()),
                "-D_LARGEFILE64_SOURCE=1".into(),
                "-DHAVE_UNISTD_H".into(),
                "-DHAVE_HIDDEN".into(),
            ],
            args: vec!["-9".into()],
            stdin: Some(text),
            inverse: Some(vec!["-d".into()]),
        },
        Workload {
            name: "cjson",
            sources: vec![
                cjson.join("cJSON.c"),
                root.join("benches/workloads/cjson_loop.c"),
            ],
            flags: vec![format!("-I{}", cjson.display())],
            args: vec![json.display().to_string(), rounds.to_string()],
            stdin: None,
            inverse: None,
        },
    ])
}

fn write(path: &Path, bytes: &[u8]) -> Result<(), String> {
    fs::write(path, bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

fn stdin_of(workload: &Workload) -> std::io::Result<Stdio> {
    Ok(match &workload.stdin {
        Some(path) => Stdio::from(File::open(path)?),
        None => Stdio::null(),
    })
}

/// The checking run: the program's output goes to `output`; the cell, and a summary of the
/// output (length and hash) to compare across builds.
fn check(workload: &Workload, exe: &Path, output: &Path) -> (Cell, Option<String>) {
    let mut cmd = Command::new(exe);
    cmd.args(&workload.args);
    let outcome = stdin_of(workload).and_then(|stdin| {
        let stdout = Stdio::from(File::create(output)?);
        run_to_file(&mut cmd, stdin, stdout, RUN_TIMEOUT)
    });
    match outcome {
        Ok(Some((status, _))) if status.success() => match fs::read(output) {
            Ok(bytes) => (
                Cell::Ran {
                    correct: true,
                    times: Vec::new(),
                },
                Some(summary(&bytes)),
            ),
            Err(e) => (Cell::Crashed(format!("cannot read its output: {e}")), None),
        },
        Ok(Some((status, stderr))) => (
            Cell::Crashed(format!("{status}: {}", stderr.lines().next().unwrap_or(""))),
            None,
        ),
        Ok(None) => (Cell::TimedOut, None),
        Err(e) => (Cell::Crashed(e.to_string()), None),
    }
}

/// Runs the reference build `exe` with the workload's inverse arguments on its own
/// `output`, into `back`, and checks that the result is the workload's input; if not, every
/// build is marked wrong (they all printed the same thing).
fn check_inverse(workload: &Workload, exe: &Path, output: &Path, back: &Path, cells: &mut [Cell]) {
    let (Some(args), Some(input)) = (&workload.inverse, &workload.stdin) else {
        return;
    };
    let inverse = Workload {
        args: args.clone(),
        stdin: Some(output.to_owned()),
        inverse: None,
        name: workload.name,
        sources: Vec::new(),
        flags: Vec::new(),
    };
    let problem = match check(&inverse, exe, back) {
        (Cell::Ran { .. }, _) if fs::read(back).ok() == fs::read(input).ok() => None,
        (Cell::Ran { .. }, _) => Some("it gave something else".to_string()),
        (cell, _) => Some(format!("{cell:?}")),
    };
    let _ = fs::remove_file(back);
    let Some(problem) = problem else {
        eprintln!("  {}: the output turns back into the input", workload.name);
        return;
    };
    eprintln!(
        "  !!! {}: the reference output does NOT turn back into the input: {problem}",
        workload.name
    );
    for cell in cells {
        if let Cell::Ran { correct, .. } = cell {
            *correct = false;
        }
    }
}

/// Length and 64-bit FNV-1a hash: enough to tell two outputs apart in a message.
fn summary(bytes: &[u8]) -> String {
    let hash = bytes.iter().fold(0xcbf2_9ce4_8422_2325_u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    format!("{} bytes, FNV-1a {hash:016x}", bytes.len())
}

/// An index below `n` skewed towards small values, as word frequencies in text are.
fn skewed(rng: &mut Rng, n: u64) -> u64 {
    let a = rng.u64(..n);
    let b = rng.u64(..n);
    a * b / n
}

/// `len` bytes of text-like input: lines of words drawn from a 4,096-word vocabulary with
/// a skewed frequency, and numbers; it compresses about as well as English prose.
fn text_input(len: usize) -> Vec<u8> {
    const SYLLABLES: [&str; 16] = [
        "ka", "lo", "mi", "ne", "ru", "sa", "ti", "vo", "ben", "dor", "fis", "gal", "har", "jun",
        "pex", "wir",
    ];
    let mut rng = Rng::with_seed(0x9e37_79b9_7f4a_7c15);
    let vocabulary: Vec<String> = (0..4096)
        .map(|_| {
            let syllables = 1 + rng.u64(..4);
            (0..syllables)
                .map(|_| SYLLABLES[rng.u64(..16) as usize])
                .collect()
        })
        .collect();
    let mut out = Vec::with_capacity(len + 100);
    while out.len() < len {
        let words = 4 + rng.u64(..12);
        for w in 0..words {
            if w > 0 {
                out.push(b' ');
            }
            if rng.u64(..10) == 0 {
                out.extend_from_slice(rng.u64(..100_000).to_string().as_bytes());
            } else {
                out.extend_from_slice(vocabulary[skewed(&mut rng, 4096) as usize].as_bytes());
            }
        }
        out.extend_from_slice(b".\n");
    }
    out.truncate(len);
    out
}

/// A JSON document: an array of `records` objects with strings, integers, reals, booleans,
/// null, a nested object and an array, escapes included.
fn json_input(records: usize) -> String {
    let mut rng = Rng::with_seed(0x5851_f42d_4c95_7f2d);
    let mut out = String::from("[\n");
    for i in 0..records {
        if i > 0 {
            out.push_str(",\n");
        }
        let tags: Vec<String> = (0..rng.u64(..6))
            .map(|t| format!("\"tag{}\"", t * 7 + rng.u64(..9)))
            .collect();
        out.push_str(&format!(
            "  {{\"id\": {i}, \"name\": \"record \\\"{i}\\\"\\tof {records}\", \"score\": {}.{:03}, \
             \"ratio\": {}e-{}, \"active\": {}, \"parent\": null, \"tags\": [{}], \
             \"position\": {{\"x\": {}, \"y\": -{}, \"label\": \"\\u00e9t\\u00e9 {}\"}}}}",
            rng.u64(..1000),
            rng.u64(..1000),
            1 + rng.u64(..9),
            1 + rng.u64(..9),
            rng.u64(..2) == 0,
            tags.join(", "),
            rng.u64(..1 << 20),
            rng.u64(..1 << 20),
            rng.u64(..100),
        ));
    }
    out.push_str("\n]\n");
    out
}

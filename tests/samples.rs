//! The samples runner: every C program under `samples/` is compiled by the built `tcc-rs`
//! and run, and its standard output and exit status must equal what the gcc-built program
//! produced (`samples/NAME.stdout`, `samples/NAME.status`, made by `make samples-expected`).
//!
//! Each (target, mode, sample) is its own trial, named `x86_64/mem2reg/gcd` or
//! `aarch64/no-mem2reg/gcd`, so one miscompilation names exactly what broke and
//! `cargo test --test samples -- no-mem2reg/` runs a slice. Running every sample both with
//! and without mem2reg is the end-to-end check that the pass changes nothing observable.
//! A third mode, `TARGET/O0/NAME`, builds with `-O0` (mem2reg only, and Cranelift's
//! `opt_level=none`).
//!
//! Samples live in topic folders (`samples/structs/NAME.c`, or a directory of `.c` files
//! compiled together); `tests/process/samples.rs` says how they are found and named.
//!
//! Another, `x86_64/run/NAME`, runs each sample through `tcc-rs -run` (compiled into
//! memory with mem2reg, no executable) on an x86-64 host, with the same expectations.
//!
//! And `TARGET/assembly/NAME`, checks `-S`: each source written as assembler text by
//! `tcc-rs -S`, assembled by the target's gcc (`gcc -c NAME.s`), and the objects linked by
//! `tcc-rs`: the program must behave the same.
//!
//! aarch64 trials exist on an x86-64 host when `aarch64-linux-gnu-gcc` (the linker the driver
//! uses) and `qemu-aarch64` are on `PATH`; the binaries run under
//! `qemu-aarch64 -L /usr/aarch64-linux-gnu`.

mod process;

use libtest_mimic::{Arguments, Failed, Trial};
use process::{run_with_timeout, status_code, Mode, Target};
use similar::TextDiff;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// How long one compilation may take.
const COMPILE_LIMIT: Duration = Duration::from_secs(60);
/// How long one program may run: generous for qemu on a loaded machine, and short enough that
/// a miscompiled infinite loop fails the trial instead of hanging the suite.
const RUN_LIMIT: Duration = Duration::from_secs(20);

/// One program of the suite with its expected behaviour.
struct Sample {
    name: String,
    sources: Vec<PathBuf>,
    stdin: Vec<u8>,
    /// The libraries it links with as gcc's users do (`-latomic`), from `NAME.libs`.
    libs: Vec<String>,
    expected_stdout: String,
    expected_status: i32,
}

fn main() {
    let args = Arguments::from_args();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("samples");
    let samples = match discover(&dir) {
        Ok(samples) => samples,
        Err(message) => {
            eprintln!("samples: {message}");
            std::process::exit(101);
        }
    };
    let trials = trials(samples, &Target::available("samples"));
    libtest_mimic::run(&args, trials).exit();
}

fn trials(samples: Vec<Sample>, targets: &[Target]) -> Vec<Trial> {
    let samples: Vec<std::sync::Arc<Sample>> =
        samples.into_iter().map(std::sync::Arc::new).collect();
    let mut trials = Vec::new();
    for &target in targets {
        for mode in [Mode::Mem2reg, Mode::NoMem2reg, Mode::O0] {
            for sample in samples.iter().filter(|s| runs_on(s, target)) {
                let name = format!("{}/{}/{}", target.label(), mode.label(), sample.name);
                let sample = sample.clone();
                trials.push(Trial::test(name, move || check(&sample, target, mode)));
            }
        }
    }
    for &target in targets {
        for sample in samples.iter().filter(|s| runs_on(s, target)) {
            let name = format!("{}/assembly/{}", target.label(), sample.name);
            let sample = sample.clone();
            trials.push(Trial::test(name, move || check_assembly(&sample, target)));
        }
    }
    if std::env::consts::ARCH == "x86_64" {
        // `-run` refuses file-scope asm (tests/cli.rs checks how).
        let native = samples
            .iter()
            .filter(|s| runs_on(s, Target::Host) && !refused_by_run(s));
        for sample in native {
            let name = format!("x86_64/run/{}", sample.name);
            let sample = sample.clone();
            trials.push(Trial::test(name, move || check_run(&sample)));
        }
    }
    trials
}

/// Whether `sample` runs on `target`: a topic folder named `TOPIC-ARCH` (`asm-x86_64/`,
/// `asm-aarch64/`, `simd-x86_64/`) holds programs for that architecture only (its inline
/// assembly, its intrinsics).
fn runs_on(sample: &Sample, target: Target) -> bool {
    let topic = sample.name.split('/').next().unwrap_or_default();
    match topic.rsplit_once('-') {
        Some((_, arch)) if arch == "x86_64" || arch == "aarch64" => arch == target.label(),
        _ => true,
    }
}

/// Whether a source of `sample` has file-scope asm: a line that starts `asm(` or `__asm__(`.
/// Whether the sample has asm that `-run` may not take: file-scope asm (which may name the
/// program's own symbols: `.set`, `.symver`) or an operand naming a symbol (`"i"(&x)`), which
/// the library `-run` runs asm from cannot reach (tests/cli.rs covers both under `-run`).
fn refused_by_run(sample: &Sample) -> bool {
    sample.sources.iter().any(|path| {
        fs::read_to_string(path).is_ok_and(|text| {
            text.contains("\"i\"(&")
                || text
                    .lines()
                    .any(|l| l.starts_with("asm(") || l.starts_with("__asm__("))
        })
    })
}

/// One `-run` trial: the sources compiled into memory and run, the last one named by `-run`
/// (its name is the program's `argv[0]`).
fn check_run(sample: &Sample) -> Result<(), Failed> {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_tcc-rs"));
    let (last, others) = sample
        .sources
        .split_last()
        .ok_or("a sample without sources")?;
    cmd.args(&sample.libs).args(others).arg("-run").arg(last);
    let run = run_with_timeout(&mut cmd, &sample.stdin, COMPILE_LIMIT + RUN_LIMIT)?;
    let stdout = String::from_utf8_lossy(&run.stdout);
    let status = status_code(run.status);
    if stdout == sample.expected_stdout && status == sample.expected_status {
        return Ok(());
    }
    Err(report(sample, &stdout, status, &run.stderr, "").into())
}

/// One `-S` trial: `tcc-rs -S` writes `NAME.s` for each source in a scratch directory, the
/// target's gcc assembles each, and `tcc-rs` links the objects with its runtime.
fn check_assembly(sample: &Sample, target: Target) -> Result<(), Failed> {
    let work =
        tempfile::tempdir().map_err(|e| format!("cannot make a temporary directory: {e}"))?;
    let sources: Vec<PathBuf> = sample
        .sources
        .iter()
        .map(|s| fs::canonicalize(s).unwrap_or_else(|_| s.clone()))
        .collect();
    let tcc = || {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_tcc-rs"));
        cmd.current_dir(work.path()).args(target.tcc_args());
        cmd
    };
    let mut compiler_stderr = String::new();
    let mut step = |mut cmd: Command, what: &str| -> Result<(), Failed> {
        let out = run_with_timeout(&mut cmd, b"", COMPILE_LIMIT)?;
        compiler_stderr.push_str(&String::from_utf8_lossy(&out.stderr));
        match out.status.success() {
            true => Ok(()),
            false => Err(format!("{what} failed:\n{compiler_stderr}").into()),
        }
    };
    let mut s = tcc();
    s.arg("-S").args(&sources);
    step(s, "tcc-rs -S")?;
    let mut objects = Vec::new();
    for source in &sources {
        let stem = source.file_stem().ok_or("a source without a name")?;
        let asm = Path::new(stem).with_extension("s");
        let object = Path::new(stem).with_extension("o");
        let mut gcc = Command::new(match target {
            Target::Host => "cc",
            Target::Aarch64Qemu => "aarch64-linux-gnu-gcc",
        });
        gcc.current_dir(work.path())
            .arg("-c")
            .arg(&asm)
            .arg("-o")
            .arg(&object);
        step(gcc, "assembling with gcc -c")?;
        objects.push(object);
    }
    let mut link = tcc();
    link.args(&objects).args(&sample.libs).arg("-o").arg("exe");
    step(link, "linking the objects")?;
    let run = execute(&work.path().join("exe"), target, &sample.stdin)?;
    let stdout = String::from_utf8_lossy(&run.stdout);
    let status = status_code(run.status);
    if stdout == sample.expected_stdout && status == sample.expected_status {
        return Ok(());
    }
    Err(report(sample, &stdout, status, &run.stderr, &compiler_stderr).into())
}

/// Every sample under `dir` with its expected behaviour (see `process::samples`).
fn discover(dir: &Path) -> Result<Vec<Sample>, String> {
    process::samples::discover(dir)?
        .into_iter()
        .map(load)
        .collect()
}

fn load(files: process::samples::SampleFiles) -> Result<Sample, String> {
    let name = files.name.clone();
    let read = |ext: &str| {
        let path = files.sibling(ext);
        fs::read(&path).map_err(|e| {
            format!(
                "{}: {e} (run `make samples-expected SAMPLE={name}`)",
                path.display()
            )
        })
    };
    let expected_stdout = String::from_utf8_lossy(&read("stdout")?).into_owned();
    let status_text = String::from_utf8_lossy(&read("status")?).into_owned();
    let expected_status = status_text
        .trim()
        .parse()
        .map_err(|_| format!("{name}.status: not a number: {status_text:?}"))?;
    let stdin = fs::read(files.sibling("stdin")).unwrap_or_default();
    let libs = fs::read_to_string(files.sibling("libs")).unwrap_or_default();
    Ok(Sample {
        name,
        sources: files.sources,
        stdin,
        libs: libs.split_whitespace().map(String::from).collect(),
        expected_stdout,
        expected_status,
    })
}

/// One trial: compile, run, compare.
fn check(sample: &Sample, target: Target, mode: Mode) -> Result<(), Failed> {
    let work =
        tempfile::tempdir().map_err(|e| format!("cannot make a temporary directory: {e}"))?;
    let exe = work.path().join("exe");
    let compiler_stderr = compile(sample, target, mode, &exe)?;
    let run = execute(&exe, target, &sample.stdin)?;
    let stdout = String::from_utf8_lossy(&run.stdout);
    let status = status_code(run.status);
    if stdout == sample.expected_stdout && status == sample.expected_status {
        return Ok(());
    }
    Err(report(sample, &stdout, status, &run.stderr, &compiler_stderr).into())
}

/// Compiles the sample to `exe`; returns the compiler's standard error (warnings) or fails
/// with it.
fn compile(sample: &Sample, target: Target, mode: Mode, exe: &Path) -> Result<String, Failed> {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_tcc-rs"));
    cmd.args(mode.tcc_args()).args(target.tcc_args());
    cmd.args(&sample.sources)
        .args(&sample.libs)
        .arg("-o")
        .arg(exe);
    let out = run_with_timeout(&mut cmd, b"", COMPILE_LIMIT)?;
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    if !out.status.success() {
        return Err(format!(
            "tcc-rs failed (exit status {}):\n{stderr}",
            status_code(out.status)
        )
        .into());
    }
    if !exe.exists() {
        return Err(format!("tcc-rs exited 0 but wrote no {}:\n{stderr}", exe.display()).into());
    }
    Ok(stderr)
}

fn execute(exe: &Path, target: Target, stdin: &[u8]) -> Result<process::Finished, Failed> {
    Ok(run_with_timeout(
        &mut target.run_command(exe),
        stdin,
        RUN_LIMIT,
    )?)
}

/// A failure message a person can act on: what differs, as a unified diff, and everything
/// the compiler and the program said on standard error.
fn report(
    sample: &Sample,
    stdout: &str,
    status: i32,
    program_stderr: &[u8],
    compiler_stderr: &str,
) -> String {
    let mut message = String::new();
    if stdout != sample.expected_stdout {
        let diff = TextDiff::from_lines(sample.expected_stdout.as_str(), stdout);
        message.push_str("standard output differs from gcc's:\n");
        message.push_str(
            &diff
                .unified_diff()
                .context_radius(3)
                .header("expected (gcc)", "actual (tcc-rs)")
                .to_string(),
        );
    }
    if status != sample.expected_status {
        message.push_str(&format!(
            "exit status {status}, expected {}\n",
            sample.expected_status
        ));
    }
    if !program_stderr.is_empty() {
        message.push_str("program stderr:\n");
        message.push_str(&String::from_utf8_lossy(program_stderr));
    }
    if !compiler_stderr.is_empty() {
        message.push_str("compiler stderr:\n");
        message.push_str(compiler_stderr);
    }
    message
}

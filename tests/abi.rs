//! The ABI interoperability suite: objects built by tcc-rs and objects built by gcc call each
//! other, and the linked program must print exactly what the all-gcc build prints.
//!
//! A case is a directory `tests/abi/NAME/` holding
//! - `main.c`: the calling side (it has `main`),
//! - `lib.c`: the called side (and callers of callbacks that `main.c` passes it),
//! - optionally `*.gcc.c`: code only gcc compiles (it may include system headers, e.g. a
//!   variadic function using `<stdarg.h>`), linked into every build of the case.
//!
//! gcc compiles at `-O2`, so its code relies on every extension guarantee the ABI gives and
//! leaves garbage wherever the ABI allows. Each (target, mode, direction, case) is one trial,
//! named like `aarch64/no-mem2reg/gcc-calls-tcc/stack_args`:
//! - `tcc-calls-gcc`: tcc-rs compiles `main.c` and links it with the gcc-built `lib.o`;
//! - `gcc-calls-tcc`: gcc compiles `main.c`, tcc-rs compiles `lib.c` (`-c`), gcc links.
//!
//! Callbacks run the other way in each direction: the `lib.c` side calls functions `main.c`
//! passes it by pointer. The expected output is the all-gcc build's, made once per case and
//! target. aarch64 trials exist on an x86-64 host when `aarch64-linux-gnu-gcc` and
//! `qemu-aarch64` are on `PATH`; the binaries run under `qemu-aarch64 -L /usr/aarch64-linux-gnu`.

mod process;

use libtest_mimic::{Arguments, Failed, Trial};
use process::{on_path, run_with_timeout, status_code};
use similar::TextDiff;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

/// How long one compilation or link may take.
const COMPILE_LIMIT: Duration = Duration::from_secs(60);
/// How long one program may run (generous for qemu on a loaded machine).
const RUN_LIMIT: Duration = Duration::from_secs(20);

const AARCH64_TRIPLE: &str = "aarch64-unknown-linux-gnu";
const AARCH64_SYSROOT: &str = "/usr/aarch64-linux-gnu";

/// One pair of C files (and their gcc-only helpers) that call each other.
struct Case {
    name: String,
    main: PathBuf,
    lib: PathBuf,
    gcc_only: Vec<PathBuf>,
    /// The all-gcc build's output per target, made by the first trial that needs it.
    expected: [OnceLock<Result<String, String>>; 2],
}

#[derive(Clone, Copy)]
enum Target {
    /// The host, x86-64: no `--target`, run directly.
    Host,
    /// aarch64 Linux from an x86-64 host: cross-compiled, run under qemu.
    Aarch64Qemu,
}

impl Target {
    fn label(self) -> &'static str {
        match self {
            Target::Host => std::env::consts::ARCH,
            Target::Aarch64Qemu => "aarch64",
        }
    }

    fn index(self) -> usize {
        self as usize
    }

    /// The gcc that builds the other side and links.
    fn gcc(self) -> &'static str {
        match self {
            Target::Host => "gcc",
            Target::Aarch64Qemu => "aarch64-linux-gnu-gcc",
        }
    }
}

#[derive(Clone, Copy)]
enum Mode {
    Mem2reg,
    NoMem2reg,
}

impl Mode {
    fn label(self) -> &'static str {
        match self {
            Mode::Mem2reg => "mem2reg",
            Mode::NoMem2reg => "no-mem2reg",
        }
    }
}

/// Which side tcc-rs compiles.
#[derive(Clone, Copy)]
enum Direction {
    /// tcc-rs builds `main.c` and links; gcc builds `lib.c`.
    TccCallsGcc,
    /// gcc builds `main.c` and links; tcc-rs builds `lib.c`.
    GccCallsTcc,
}

impl Direction {
    fn label(self) -> &'static str {
        match self {
            Direction::TccCallsGcc => "tcc-calls-gcc",
            Direction::GccCallsTcc => "gcc-calls-tcc",
        }
    }
}

/// One build of a case: everything that names a trial.
#[derive(Clone, Copy)]
struct Config {
    target: Target,
    mode: Mode,
    direction: Direction,
}

impl Config {
    fn label(self) -> String {
        format!(
            "{}/{}/{}",
            self.target.label(),
            self.mode.label(),
            self.direction.label()
        )
    }
}

fn main() {
    let args = Arguments::from_args();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("abi");
    let cases = match discover(&dir) {
        Ok(cases) => cases,
        Err(message) => {
            eprintln!("abi: {message}");
            std::process::exit(101);
        }
    };
    libtest_mimic::run(&args, trials(cases, &targets())).exit();
}

/// The targets to test on this machine; says once why aarch64 is left out if it is.
fn targets() -> Vec<Target> {
    let mut targets = vec![Target::Host];
    if std::env::consts::ARCH != "x86_64" {
        return targets;
    }
    let missing: Vec<&str> = ["aarch64-linux-gnu-gcc", "qemu-aarch64"]
        .into_iter()
        .filter(|tool| !on_path(tool))
        .collect();
    if missing.is_empty() {
        targets.push(Target::Aarch64Qemu);
    } else {
        eprintln!(
            "abi: aarch64 trials skipped: {} not on PATH",
            missing.join(" and ")
        );
    }
    targets
}

fn trials(cases: Vec<Case>, targets: &[Target]) -> Vec<Trial> {
    let cases: Vec<Arc<Case>> = cases.into_iter().map(Arc::new).collect();
    let mut trials = Vec::new();
    for &target in targets {
        for mode in [Mode::Mem2reg, Mode::NoMem2reg] {
            for direction in [Direction::TccCallsGcc, Direction::GccCallsTcc] {
                let config = Config {
                    target,
                    mode,
                    direction,
                };
                for case in &cases {
                    let name = format!("{}/{}", config.label(), case.name);
                    let case = case.clone();
                    trials.push(Trial::test(name, move || check(&case, config)));
                }
            }
        }
    }
    trials
}

/// Every directory under `dir` with a `main.c` and a `lib.c` is a case.
fn discover(dir: &Path) -> Result<Vec<Case>, String> {
    let entries = fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    let mut cases = Vec::new();
    for entry in entries {
        let path = entry.map_err(|e| e.to_string())?.path();
        if !path.is_dir() {
            continue;
        }
        let (main, lib) = (path.join("main.c"), path.join("lib.c"));
        if !main.is_file() || !lib.is_file() {
            return Err(format!("{}: a case needs main.c and lib.c", path.display()));
        }
        cases.push(Case {
            name: path.file_name().unwrap().to_string_lossy().into_owned(),
            main,
            lib,
            gcc_only: gcc_only_sources(&path)?,
            expected: [OnceLock::new(), OnceLock::new()],
        });
    }
    cases.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(cases)
}

fn gcc_only_sources(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let entries = fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    let mut files = Vec::new();
    for entry in entries {
        let path = entry.map_err(|e| e.to_string())?.path();
        if path.to_string_lossy().ends_with(".gcc.c") {
            files.push(path);
        }
    }
    files.sort();
    Ok(files)
}

/// One trial: build the mixed program, run it, compare with the all-gcc build.
fn check(case: &Case, config: Config) -> Result<(), Failed> {
    let expected = case.expected[config.target.index()]
        .get_or_init(|| reference_output(case, config.target))
        .as_ref()
        .map_err(|e| format!("the all-gcc reference build failed: {e}"))?;
    let work = tempdir()?;
    let exe = work.path().join("mixed");
    let compiler_stderr = build_mixed(case, config, work.path(), &exe)?;
    let run = execute(&exe, config.target)?;
    let stdout = String::from_utf8_lossy(&run.stdout);
    let status = status_code(run.status);
    if stdout == *expected && status == 0 {
        return Ok(());
    }
    Err(report(
        config,
        expected,
        &stdout,
        status,
        &run.stderr,
        &compiler_stderr,
    )
    .into())
}

fn tempdir() -> Result<tempfile::TempDir, Failed> {
    tempfile::tempdir().map_err(|e| format!("cannot make a temporary directory: {e}").into())
}

/// The output of the program built by gcc alone; it must exit 0.
fn reference_output(case: &Case, target: Target) -> Result<String, String> {
    let work =
        tempfile::tempdir().map_err(|e| format!("cannot make a temporary directory: {e}"))?;
    let exe = work.path().join("reference");
    let mut cmd = Command::new(target.gcc());
    cmd.args(["-O2", "-w"])
        .arg(&case.main)
        .arg(&case.lib)
        .args(&case.gcc_only)
        .arg("-o")
        .arg(&exe);
    tool(&mut cmd)?;
    let run = execute(&exe, target)?;
    if !run.status.success() {
        return Err(format!(
            "the gcc-built program exited with status {}:\n{}",
            status_code(run.status),
            String::from_utf8_lossy(&run.stderr)
        ));
    }
    Ok(String::from_utf8_lossy(&run.stdout).into_owned())
}

/// Builds the program with one side by tcc-rs and the other by gcc; returns what tcc-rs said
/// on standard error (warnings).
fn build_mixed(case: &Case, config: Config, work: &Path, exe: &Path) -> Result<String, String> {
    let gcc_objects = case
        .gcc_only
        .iter()
        .enumerate()
        .map(|(i, src)| gcc_object(config.target, src, &work.join(format!("only{i}.o"))))
        .collect::<Result<Vec<PathBuf>, String>>()?;
    match config.direction {
        Direction::TccCallsGcc => {
            let lib = gcc_object(config.target, &case.lib, &work.join("lib.o"))?;
            let mut cmd = tcc(config);
            cmd.arg(&case.main)
                .arg(&lib)
                .args(&gcc_objects)
                .arg("-o")
                .arg(exe);
            tool(&mut cmd)
        }
        Direction::GccCallsTcc => {
            let lib = work.join("lib.o");
            let mut cmd = tcc(config);
            cmd.arg("-c").arg(&case.lib).arg("-o").arg(&lib);
            let warnings = tool(&mut cmd)?;
            let main = gcc_object(config.target, &case.main, &work.join("main.o"))?;
            let mut link = Command::new(config.target.gcc());
            link.arg(&main)
                .arg(&lib)
                .args(&gcc_objects)
                .arg("-o")
                .arg(exe);
            tool(&mut link)?;
            Ok(warnings)
        }
    }
}

/// The tcc-rs command for `config`, without inputs.
fn tcc(config: Config) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_tcc-rs"));
    if let Mode::NoMem2reg = config.mode {
        cmd.arg("--no-mem2reg");
    }
    if let Target::Aarch64Qemu = config.target {
        cmd.args(["--target", AARCH64_TRIPLE]);
    }
    cmd
}

fn gcc_object(target: Target, src: &Path, obj: &Path) -> Result<PathBuf, String> {
    let mut cmd = Command::new(target.gcc());
    cmd.args(["-O2", "-w", "-c"]).arg(src).arg("-o").arg(obj);
    tool(&mut cmd)?;
    Ok(obj.to_path_buf())
}

/// Runs a compiler or linker; its standard error on success, or a message naming the
/// command on failure.
fn tool(cmd: &mut Command) -> Result<String, String> {
    let out = run_with_timeout(cmd, b"", COMPILE_LIMIT)?;
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    if out.status.success() {
        return Ok(stderr);
    }
    let args: Vec<String> = cmd
        .get_args()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    Err(format!(
        "`{} {}` failed (exit status {}):\n{stderr}",
        cmd.get_program().to_string_lossy(),
        args.join(" "),
        status_code(out.status)
    ))
}

fn execute(exe: &Path, target: Target) -> Result<process::Finished, String> {
    let mut cmd = match target {
        Target::Host => Command::new(exe),
        Target::Aarch64Qemu => {
            let mut qemu = Command::new("qemu-aarch64");
            qemu.arg("-L").arg(AARCH64_SYSROOT).arg(exe);
            qemu
        }
    };
    run_with_timeout(&mut cmd, b"", RUN_LIMIT)
}

/// A failure message a person can act on: the build that broke, what differs as a unified
/// diff, and everything the program and tcc-rs said on standard error.
fn report(
    config: Config,
    expected: &str,
    stdout: &str,
    status: i32,
    program_stderr: &[u8],
    compiler_stderr: &str,
) -> String {
    let mut message = format!(
        "target {}, {}, {}\n",
        config.target.label(),
        config.mode.label(),
        match config.direction {
            Direction::TccCallsGcc => "main.c by tcc-rs, lib.c by gcc",
            Direction::GccCallsTcc => "main.c by gcc, lib.c by tcc-rs",
        }
    );
    if stdout != expected {
        message.push_str("standard output differs from the all-gcc build's:\n");
        message.push_str(
            &TextDiff::from_lines(expected, stdout)
                .unified_diff()
                .context_radius(3)
                .header("all gcc", "mixed")
                .to_string(),
        );
    }
    if status != 0 {
        message.push_str(&format!("exit status {status}, expected 0\n"));
    }
    if !program_stderr.is_empty() {
        message.push_str("program stderr:\n");
        message.push_str(&String::from_utf8_lossy(program_stderr));
    }
    if !compiler_stderr.is_empty() {
        message.push_str("tcc-rs stderr:\n");
        message.push_str(compiler_stderr);
    }
    message
}

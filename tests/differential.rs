//! Differential testing against gcc on random programs. Each trial generates one program from
//! a seed, builds it with gcc -O0 (the reference) and with tcc-rs with and without mem2reg,
//! runs all three with time limits, and requires the same standard output and exit status.
//! Programs come from two generators:
//!
//! - `csmith/SEED`: csmith (`csmith --seed SEED`), the classic random C generator (a share
//!   of its structures packed with `#pragma pack(1)`, bit-fields crossing their units);
//! - `randc/SEED`: our own generator (`tests/randc/`), for what csmith does not write:
//!   floating point, `switch`, `goto` (also into loops: irreducible control flow), struct
//!   copies, function pointers, many variables live across deep loops, unreachable blocks.
//!
//! One seed in eight of each generator is also built for aarch64 (tcc-rs against
//! `aarch64-linux-gnu-gcc`, both run under qemu) when the cross tools are installed.
//!
//! Counts and seeds come from the environment, so a run is reproducible:
//!   DIFF_CSMITH=N  csmith programs (default 12)      DIFF_RANDC=N  own programs (default 24)
//!   DIFF_SEED=S    first seed (default 1); seeds S .. S+N-1
//! Every run also tries the randc seeds in `REGRESSION_RANDC`, which once failed, whatever
//! the counts (unless DIFF_RANDC=0).
//!   DIFF_PRINT=S   print the program randc makes for seed S, and run nothing
//! A program whose gcc build does not finish (compile or run) within its limit is skipped, not
//! failed: csmith sometimes writes programs that run for hours; so is a seed csmith itself
//! does not finish writing in time. A skipped seed is reported as ignored, with the reason,
//! and counted apart from the passes. The programs' run limits are in CPU time, so that
//! which seeds are skipped does not depend on the machine's load. Every
//! `DIFF_REPORT_EVERY` programs (default 100) and at the end, a summary line gives the
//! counts so far (passed, skipped by reason, failed) and the throughput in programs per
//! CPU-minute (the harness's and its children's CPU time), so that a run stopped early
//! still tells what it covered. A failure is printed when it happens, and the failing
//! program is kept in
//! `target/differential/GENERATOR-SEED/` with the command that reproduces it; `tests/reduce.sh`
//! reduces it with C-Vise. `make differential` runs 10,000 of each at low priority.
//! `TCC_RS=PATH` tests another build of the compiler (a long run uses a copy, so that
//! rebuilding the working tree meanwhile does not change the compiler under test).

mod process;
mod randc;

use libtest_mimic::{Arguments, Completion, Failed, Trial};
use process::{on_path, run_with_timeout, status_code, Mode, Target};
use std::fs;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

/// How long gcc and tcc-rs may take to compile one program (and csmith to write it).
const COMPILE_LIMIT: Duration = Duration::from_secs(120);
/// How much CPU time the gcc-built program may use; slower programs are skipped. csmith's
/// programs either finish at once or run for minutes (of 121 seeds timed, 11 ran over
/// 8 s and none of the others over 0.5 s), so a longer limit only burns CPU time on the
/// skipped ones.
const REFERENCE_CPU_LIMIT: u64 = 2;
/// How much CPU time a tcc-rs-built program may use: code without mem2reg, or under qemu,
/// is several times slower than gcc's.
const RUN_CPU_LIMIT: u64 = 60;
/// How long any built program may run, however little CPU time it gets on a loaded
/// machine: a guard against one blocked for good.
const RUN_WALL_LIMIT: Duration = Duration::from_secs(1200);
/// Which seeds are also tried on aarch64: one in this many.
const AARCH64_SHARE: u64 = 8;

/// randc seeds that found bugs, kept in every run: 7, 59, 197, 261, 333 and 436 made
/// Cranelift panic in mem2reg mode, because a jump table's entries shared one argument list
/// (samples/control/switch_default_with_phi_arguments.c).
const REGRESSION_RANDC: &[u64] = &[7, 59, 197, 261, 333, 436];

/// Why a seed was not compared: its reference could not be had in time.
#[derive(Clone, Copy)]
enum Skip {
    CsmithTimeout,
    GccTimeout,
    ReferenceTooSlow,
}

impl Skip {
    const ALL: [Skip; 3] = [
        Skip::CsmithTimeout,
        Skip::GccTimeout,
        Skip::ReferenceTooSlow,
    ];

    fn reason(self) -> String {
        match self {
            Skip::CsmithTimeout => format!(
                "csmith did not write the program within {} s",
                COMPILE_LIMIT.as_secs()
            ),
            Skip::GccTimeout => format!(
                "gcc did not compile the program within {} s",
                COMPILE_LIMIT.as_secs()
            ),
            Skip::ReferenceTooSlow => {
                format!("gcc's program ran over {REFERENCE_CPU_LIMIT} s of CPU time")
            }
        }
    }
}

/// What the trials finished so far came to, for the running summary.
struct Tally {
    /// Trials finished, whatever their result (counted apart, so that each number is
    /// reached by exactly one trial).
    finished: AtomicUsize,
    passed: AtomicUsize,
    failed: AtomicUsize,
    skipped: [AtomicUsize; 3],
}

static TALLY: Tally = Tally {
    finished: AtomicUsize::new(0),
    passed: AtomicUsize::new(0),
    failed: AtomicUsize::new(0),
    skipped: [
        AtomicUsize::new(0),
        AtomicUsize::new(0),
        AtomicUsize::new(0),
    ],
};

impl Tally {
    /// Counts one finished trial; every `every` trials, prints the summary.
    fn count(&self, result: &Result<Option<Skip>, Failed>, every: usize) {
        let counter = match result {
            Ok(None) => &self.passed,
            Ok(Some(skip)) => &self.skipped[*skip as usize],
            Err(_) => &self.failed,
        };
        counter.fetch_add(1, Ordering::Relaxed);
        let finished = self.finished.fetch_add(1, Ordering::Relaxed) + 1;
        if finished.is_multiple_of(every.max(1)) {
            // On a line of its own: libtest has written "test NAME ... " without its end.
            eprintln!("\n{}", self.summary());
        }
    }

    fn done(&self) -> usize {
        let skipped: usize = self.skipped.iter().map(|s| s.load(Ordering::Relaxed)).sum();
        skipped + self.passed.load(Ordering::Relaxed) + self.failed.load(Ordering::Relaxed)
    }

    /// "differential: 300 programs: 270 passed, 30 skipped (30 gcc's program ran over
    /// 2 s of CPU time), 0 failed; 41.2 programs per CPU-minute (7.3 CPU-minutes)".
    fn summary(&self) -> String {
        let load = |c: &AtomicUsize| c.load(Ordering::Relaxed);
        let skipped: Vec<String> = Skip::ALL
            .iter()
            .zip(&self.skipped)
            .filter(|(_, n)| load(n) > 0)
            .map(|(s, n)| format!("{} {}", load(n), s.reason()))
            .collect();
        let skipped = match skipped.is_empty() {
            true => "0 skipped".to_string(),
            false => {
                let total: usize = self.skipped.iter().map(load).sum();
                format!("{total} skipped ({})", skipped.join(", "))
            }
        };
        let minutes = cpu_seconds() / 60.0;
        format!(
            "differential: {} programs: {} passed, {skipped}, {} failed; \
             {:.1} programs per CPU-minute ({minutes:.1} CPU-minutes)",
            self.done(),
            load(&self.passed),
            load(&self.failed),
            self.done() as f64 / minutes.max(1e-9),
        )
    }
}

/// CPU time used so far by this process and the children it has waited for (the
/// generators, compilers and programs), in seconds.
fn cpu_seconds() -> f64 {
    let used = |who| {
        // SAFETY: getrusage only writes the struct it is given.
        let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
        unsafe { libc::getrusage(who, &mut usage) };
        let seconds = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
        seconds(usage.ru_utime) + seconds(usage.ru_stime)
    };
    used(libc::RUSAGE_SELF) + used(libc::RUSAGE_CHILDREN)
}

#[derive(Clone, Copy, PartialEq)]
enum Generator {
    Csmith,
    Randc,
}

impl Generator {
    fn label(self) -> &'static str {
        match self {
            Generator::Csmith => "csmith",
            Generator::Randc => "randc",
        }
    }

    /// Writes the program for `seed` to `path`; false if csmith did not finish in time
    /// (on a loaded machine it sometimes takes minutes), and the seed is skipped.
    fn generate(self, seed: u64, path: &Path) -> Result<bool, String> {
        match self {
            Generator::Csmith => {
                let mut cmd = Command::new("csmith");
                // csmith leaves a platform.info in its working directory.
                cmd.current_dir(path.parent().unwrap_or(Path::new(".")));
                cmd.arg("--seed").arg(seed.to_string()).arg("-o").arg(path);
                let Ok(out) = run_with_timeout(&mut cmd, b"", COMPILE_LIMIT) else {
                    return Ok(false);
                };
                if !out.status.success() {
                    return Err(format!(
                        "csmith failed:\n{}",
                        String::from_utf8_lossy(&out.stderr)
                    ));
                }
                Ok(true)
            }
            Generator::Randc => fs::write(path, randc::program(seed))
                .map(|()| true)
                .map_err(|e| format!("{}: {e}", path.display())),
        }
    }

    /// Extra compiler arguments the programs need (csmith's header).
    fn cflags(self) -> Vec<String> {
        match self {
            Generator::Csmith => vec![format!("-I{}", csmith_include())],
            Generator::Randc => Vec::new(),
        }
    }
}

/// Where `csmith.h` is: `$CSMITH_INCLUDE`, or Debian's place.
fn csmith_include() -> String {
    std::env::var("CSMITH_INCLUDE").unwrap_or_else(|_| "/usr/include/csmith".into())
}

fn env_number(name: &str, default: u64) -> u64 {
    match std::env::var(name) {
        Ok(text) => text.trim().parse().unwrap_or_else(|_| {
            eprintln!("differential: {name}={text:?} is not a number");
            std::process::exit(101)
        }),
        Err(_) => default,
    }
}

fn main() {
    if let Ok(seed) = std::env::var("DIFF_PRINT") {
        let seed = seed.trim().parse().expect("DIFF_PRINT=SEED");
        print!("{}", randc::program(seed));
        return;
    }
    let args = Arguments::from_args();
    let first = env_number("DIFF_SEED", 1);
    let randc = env_number("DIFF_RANDC", 24);
    let mut generators = vec![(Generator::Randc, seeds(first, randc, REGRESSION_RANDC))];
    if on_path("csmith") && Path::new(&csmith_include()).join("csmith.h").exists() {
        let count = env_number("DIFF_CSMITH", 12);
        generators.push((Generator::Csmith, seeds(first, count, &[])));
    } else {
        eprintln!("differential: csmith trials skipped: csmith or csmith.h not installed");
    }
    let aarch64 = process::can_run_aarch64("differential");
    let every = env_number("DIFF_REPORT_EVERY", 100) as usize;
    let mut trials = Vec::new();
    for (generator, seeds) in generators {
        for seed in seeds {
            let targets = match aarch64 && seed % AARCH64_SHARE == 0 {
                true => vec![Target::Host, Target::Aarch64Qemu],
                false => vec![Target::Host],
            };
            let name = format!("{}/{seed}", generator.label());
            trials.push(Trial::ignorable_test(name.clone(), move || {
                let result = check(generator, seed, &targets);
                TALLY.count(&result, every);
                match result {
                    Ok(None) => Ok(Completion::Completed),
                    Ok(Some(skip)) => Ok(Completion::ignored_with(skip.reason())),
                    Err(failed) => {
                        // Said at once, not only in the summary at the end, which a
                        // long run stopped early never prints.
                        let message = failed.message().unwrap_or("");
                        eprintln!("differential: {name} failed: {message}");
                        Err(failed)
                    }
                }
            }));
        }
    }
    let conclusion = libtest_mimic::run(&args, trials);
    if !TALLY.done().is_multiple_of(every.max(1)) {
        eprintln!("{}", TALLY.summary());
    }
    conclusion.exit();
}

/// Seeds `first .. first + count`, then the `regressions` outside that range (none when
/// `count` is 0, so that DIFF_RANDC=0 runs no randc program).
fn seeds(first: u64, count: u64, regressions: &[u64]) -> Vec<u64> {
    let range = first..first + count;
    let extra = regressions
        .iter()
        .filter(|s| count > 0 && !range.contains(s));
    range.clone().chain(extra.copied()).collect()
}

/// One trial: generate, build with gcc, then with tcc-rs in each mode on each target, and
/// compare; `Some` says why the seed was skipped. A difference keeps the program (see
/// `keep`).
fn check(generator: Generator, seed: u64, targets: &[Target]) -> Result<Option<Skip>, Failed> {
    let work = tempfile::tempdir().map_err(|e| format!("temporary directory: {e}"))?;
    let source = work.path().join(format!("{}{seed}.c", generator.label()));
    if !generator.generate(seed, &source)? {
        return Ok(Some(Skip::CsmithTimeout));
    }
    for &target in targets {
        let expected = match reference(generator, &source, target, work.path())? {
            Ok(expected) => expected,
            // The seed was compared on the host already: only its aarch64 share is lost
            // (qemu is several times slower).
            Err(_) if matches!(target, Target::Aarch64Qemu) => break,
            Err(skip) => return Ok(Some(skip)),
        };
        for mode in [Mode::Mem2reg, Mode::NoMem2reg] {
            let actual = tcc_rs_run(generator, &source, target, mode, work.path());
            let difference = match actual {
                Ok(actual) if actual == expected => continue,
                Ok(actual) => describe(&expected, &actual),
                Err(message) => message,
            };
            let kept = keep(generator, seed, &source, target, mode, &difference);
            return Err(format!(
                "{} {}: {difference}\nkept in {}",
                target.label(),
                mode.label(),
                kept.display()
            )
            .into());
        }
    }
    Ok(None)
}

/// What a run printed and how it ended.
#[derive(PartialEq)]
struct Outcome {
    stdout: String,
    status: i32,
}

fn describe(expected: &Outcome, actual: &Outcome) -> String {
    format!(
        "gcc's program printed {:?} and exited {}; tcc-rs's printed {:?} and exited {}",
        tail(&expected.stdout),
        expected.status,
        tail(&actual.stdout),
        actual.status
    )
}

/// The last few lines of an output, enough to see where two runs part.
fn tail(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    lines[lines.len().saturating_sub(4)..].join("\n")
}

/// The gcc-built program's outcome, or why there is none when gcc's build or run does not
/// finish within its limit.
fn reference(
    generator: Generator,
    source: &Path,
    target: Target,
    dir: &Path,
) -> Result<Result<Outcome, Skip>, String> {
    let exe = dir.join(format!("gcc-{}", target.label()));
    let gcc = match target {
        Target::Host => "gcc",
        Target::Aarch64Qemu => "aarch64-linux-gnu-gcc",
    };
    let mut cmd = Command::new(gcc);
    // No contraction of a * b + c into one fused operation: tcc-rs rounds each.
    cmd.args(["-O0", "-w", "-ffp-contract=off"])
        .args(generator.cflags())
        .arg(source);
    cmd.arg("-o").arg(&exe).arg("-lm");
    let Ok(out) = run_with_timeout(&mut cmd, b"", COMPILE_LIMIT) else {
        return Ok(Err(Skip::GccTimeout));
    };
    if !out.status.success() {
        return Err(format!(
            "gcc rejects the program:\n{}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    match run(&exe, target, REFERENCE_CPU_LIMIT) {
        Ok(Ran::Finished(outcome)) => Ok(Ok(outcome)),
        Ok(Ran::OverCpuLimit) | Err(_) => Ok(Err(Skip::ReferenceTooSlow)),
    }
}

/// The tcc-rs-built program's outcome, or why there is none.
fn tcc_rs_run(
    generator: Generator,
    source: &Path,
    target: Target,
    mode: Mode,
    dir: &Path,
) -> Result<Outcome, String> {
    let exe = dir.join(format!("tcc-rs-{}-{}", target.label(), mode.label()));
    let mut cmd = Command::new(tcc_rs());
    cmd.args(mode.tcc_args()).args(target.tcc_args()).arg("-w");
    cmd.args(generator.cflags()).arg(source).arg("-o").arg(&exe);
    let out = run_with_timeout(&mut cmd, b"", COMPILE_LIMIT)?;
    if !out.status.success() {
        return Err(format!(
            "tcc-rs failed (exit status {}):\n{}",
            status_code(out.status),
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    match run(&exe, target, RUN_CPU_LIMIT)? {
        Ran::Finished(outcome) => Ok(outcome),
        Ran::OverCpuLimit => Err(format!(
            "tcc-rs's program ran over {RUN_CPU_LIMIT} s of CPU time"
        )),
    }
}

/// How a built program's run ended.
enum Ran {
    Finished(Outcome),
    /// Stopped by its CPU time limit (SIGXCPU, then SIGKILL at the hard limit).
    OverCpuLimit,
}

/// Runs `exe` with at most `cpu_seconds` of CPU time (an error if it outlives the wall
/// limit too).
fn run(exe: &Path, target: Target, cpu_seconds: u64) -> Result<Ran, String> {
    let mut cmd = target.run_command(exe);
    let limit = libc::rlimit {
        rlim_cur: cpu_seconds,
        rlim_max: cpu_seconds + 1,
    };
    // SAFETY: between fork and exec the child only calls setrlimit, which is
    // async-signal-safe.
    unsafe {
        cmd.pre_exec(move || match libc::setrlimit(libc::RLIMIT_CPU, &limit) {
            0 => Ok(()),
            _ => Err(std::io::Error::last_os_error()),
        });
    }
    let out = run_with_timeout(&mut cmd, b"", RUN_WALL_LIMIT)?;
    if matches!(out.status.signal(), Some(libc::SIGXCPU | libc::SIGKILL)) {
        return Ok(Ran::OverCpuLimit);
    }
    Ok(Ran::Finished(Outcome {
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        status: status_code(out.status),
    }))
}

/// Keeps a failing program in `target/differential/GENERATOR-SEED/` with a note saying what
/// differed and how to reproduce and reduce it; returns the directory.
fn keep(
    generator: Generator,
    seed: u64,
    source: &Path,
    target: Target,
    mode: Mode,
    difference: &str,
) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .unwrap_or(Path::new("."))
        .join("differential")
        .join(format!("{}-{seed}", generator.label()));
    let _ = fs::create_dir_all(&dir);
    let kept = dir.join("program.c");
    let _ = fs::copy(source, &kept);
    let counts = match generator {
        Generator::Csmith => "DIFF_CSMITH=1 DIFF_RANDC=0",
        Generator::Randc => "DIFF_CSMITH=0 DIFF_RANDC=1",
    };
    let note = format!(
        "{label} seed {seed}: {target} {mode}\n{difference}\n\n\
         reproduce: DIFF_SEED={seed} {counts} cargo test --test differential\n\
         reduce:    tests/reduce.sh {kept} {target_flag}{mode_flag}\n",
        label = generator.label(),
        target = target.label(),
        mode = mode.label(),
        kept = kept.display(),
        target_flag = match target {
            Target::Host => "",
            Target::Aarch64Qemu => "--aarch64 ",
        },
        mode_flag = mode.tcc_args().join(" "),
    );
    let _ = fs::write(dir.join("NOTE"), note);
    dir
}

/// The compiler under test: `$TCC_RS` (a long run uses a copy, so that rebuilding the
/// working tree meanwhile does not pull the file from under it), or the one cargo built.
fn tcc_rs() -> String {
    std::env::var("TCC_RS").unwrap_or_else(|_| env!("CARGO_BIN_EXE_tcc-rs").to_string())
}

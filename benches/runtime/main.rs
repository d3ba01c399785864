//! The run-time benchmark runner (`cargo bench --bench runtime`): compiles every program in
//! `benches/programs/` with tcc-rs (default, `--no-mem2reg`, `-O0`) and with the installed
//! reference compilers (gcc -O0/-O2, clang -O2, tcc), checks that all binaries print the
//! same output (and, where the cross tools are installed, that tcc-rs's aarch64 builds print
//! `aarch64-linux-gnu-gcc`'s under qemu, `aarch64.rs`), runs them several times round-robin (each repetition visits every program
//! and variant once, so machine noise spreads over all of them alike), and reports median
//! CPU times with the ratios the project's performance targets are stated in. A second part
//! generates a large C file and measures compile time and peak memory of tcc-rs against
//! the other compilers. A third part builds real programs from the vendored projects' sources
//! (zlib's `minigzip`, cJSON) with every variant and times them on generated inputs
//! (`workloads.rs`).
//!
//! Output: a Markdown report on stdout and in `target/bench/report.md`, an SVG chart in
//! `target/bench/runtime.svg`; progress on stderr.
//!
//! Options (after `cargo bench --bench runtime --`):
//!   --quick          small inputs (each program's `// bench: quick-arg=N`), one repetition,
//!                    a 5,000-line file for the compile-time part
//!   --reps N         timed repetitions per program and variant (default 3)
//!   --only A,B       only these programs
//!   --no-runtime     skip the run-time part      --no-compile-time   skip the compile-time part
//!   --no-workloads   skip the real workloads
//!   --lines N        size of the generated file (default 60,000)
//!   --gen-large F    only write the generated file to F and exit
//!   --tcc-rs PATH    the tcc-rs binary to measure (default: the one cargo built for this run)

mod aarch64;
mod gen_large;
mod measure;
mod report;
mod workloads;

use measure::{run_captured, run_measured, Outcome, Usage};
use report::{Cell, CompileResult, ProgramResult, RatioColumn};
use std::env;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{self, Command};
use std::time::Duration;

/// Which compiler a variant uses.
#[derive(Clone, Copy)]
enum Compiler {
    TccRs,
    /// A compiler found on `PATH` by this name.
    External(&'static str),
}

/// A compiler and its flags: one column of the run-time table.
struct Variant {
    label: &'static str,
    compiler: Compiler,
    flags: &'static [&'static str],
}

/// The run-time variants, in table order. The indices below name them.
const VARIANTS: [Variant; 7] = [
    Variant {
        label: "gcc -O2",
        compiler: Compiler::External("gcc"),
        flags: &["-O2"],
    },
    Variant {
        label: "tcc-rs",
        compiler: Compiler::TccRs,
        flags: &[],
    },
    Variant {
        label: "tcc-rs --no-mem2reg",
        compiler: Compiler::TccRs,
        flags: &["--no-mem2reg"],
    },
    Variant {
        label: "tcc-rs -O0",
        compiler: Compiler::TccRs,
        flags: &["-O0"],
    },
    Variant {
        label: "gcc -O0",
        compiler: Compiler::External("gcc"),
        flags: &["-O0"],
    },
    Variant {
        label: "clang -O2",
        compiler: Compiler::External("clang"),
        flags: &["-O2"],
    },
    Variant {
        label: "tcc",
        compiler: Compiler::External("tcc"),
        flags: &[],
    },
];
const GCC_O2: usize = 0;
const TCC_RS: usize = 1;
const NO_MEM2REG: usize = 2;
const TCC: usize = 6;
/// The ratio columns of the run-time tables.
const RATIOS: [RatioColumn; 3] = [
    RatioColumn {
        label: "tcc-rs / gcc -O2",
        numerator: TCC_RS,
        denominator: GCC_O2,
    },
    RatioColumn {
        label: "tcc-rs / tcc",
        numerator: TCC_RS,
        denominator: TCC,
    },
    RatioColumn {
        label: "no-mem2reg / default",
        numerator: NO_MEM2REG,
        denominator: TCC_RS,
    },
];
/// Reference outputs come from the first of these that ran.
const REFERENCE_ORDER: [usize; 4] = [GCC_O2, 5, 4, TCC];

/// The compilers of the compile-time part, all with `-c`.
const COMPILE_VARIANTS: [Variant; 6] = [
    Variant {
        label: "tcc-rs",
        compiler: Compiler::TccRs,
        flags: &[],
    },
    Variant {
        label: "tcc-rs -O0",
        compiler: Compiler::TccRs,
        flags: &["-O0"],
    },
    Variant {
        label: "gcc -O0",
        compiler: Compiler::External("gcc"),
        flags: &["-O0"],
    },
    Variant {
        label: "gcc -O2",
        compiler: Compiler::External("gcc"),
        flags: &["-O2"],
    },
    Variant {
        label: "clang -O0",
        compiler: Compiler::External("clang"),
        flags: &["-O0"],
    },
    Variant {
        label: "tcc",
        compiler: Compiler::External("tcc"),
        flags: &[],
    },
];
const COMPILE_TCC_RS: usize = 0;
const COMPILE_CLANG_O0: usize = 4;

const COMPILE_TIMEOUT: Duration = Duration::from_secs(300);
const RUN_TIMEOUT: Duration = Duration::from_secs(120);

struct Config {
    quick: bool,
    reps: usize,
    only: Option<Vec<String>>,
    runtime: bool,
    compile_time: bool,
    workloads: bool,
    lines: usize,
    gen_large: Option<PathBuf>,
    tcc_rs: Option<PathBuf>,
}

fn parse_args(args: impl Iterator<Item = String>) -> Result<Config, String> {
    let mut config = Config {
        quick: false,
        reps: 3,
        only: None,
        runtime: true,
        compile_time: true,
        workloads: true,
        lines: 60_000,
        gen_large: None,
        tcc_rs: None,
    };
    let mut reps = None;
    let mut lines = None;
    let mut args = args.peekable();
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().ok_or(format!("{name} needs a value"));
        match arg.as_str() {
            "--quick" => config.quick = true,
            "--reps" => reps = Some(parse_count("--reps", &value("--reps")?)?),
            "--lines" => lines = Some(parse_count("--lines", &value("--lines")?)?),
            "--only" => {
                config.only = Some(value("--only")?.split(',').map(str::to_owned).collect());
            }
            "--no-runtime" => config.runtime = false,
            "--no-compile-time" => config.compile_time = false,
            "--no-workloads" => config.workloads = false,
            "--gen-large" => config.gen_large = Some(value("--gen-large")?.into()),
            "--tcc-rs" => config.tcc_rs = Some(value("--tcc-rs")?.into()),
            // `cargo bench` passes `--bench` to every bench target.
            "--bench" => {}
            "--help" | "-h" => return Err(usage()),
            other => return Err(format!("unknown argument '{other}'\n{}", usage())),
        }
    }
    config.reps = reps.unwrap_or(if config.quick { 1 } else { 3 });
    config.lines = lines.unwrap_or(if config.quick { 5_000 } else { 60_000 });
    Ok(config)
}

fn parse_count(name: &str, value: &str) -> Result<usize, String> {
    match value.parse::<usize>() {
        Ok(n) if n > 0 => Ok(n),
        _ => Err(format!("{name} needs a positive integer, got '{value}'")),
    }
}

fn usage() -> String {
    "usage: cargo bench --bench runtime -- [--quick] [--reps N] [--only A,B] [--no-runtime] \
     [--no-compile-time] [--no-workloads] [--lines N] [--gen-large FILE] [--tcc-rs PATH]"
        .into()
}

fn main() {
    let config = match parse_args(env::args().skip(1)) {
        Ok(config) => config,
        Err(message) => {
            eprintln!("{message}");
            process::exit(2);
        }
    };
    if let Err(message) = run(&config) {
        eprintln!("runtime bench: {message}");
        process::exit(1);
    }
}

fn run(config: &Config) -> Result<(), String> {
    if let Some(path) = &config.gen_large {
        return fs::write(path, gen_large::generate(config.lines))
            .map_err(|e| format!("cannot write {}: {e}", path.display()));
    }
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let target_dir =
        env::var_os("CARGO_TARGET_DIR").map_or_else(|| root.join("target"), PathBuf::from);
    let out_dir = target_dir.join("bench");
    fs::create_dir_all(out_dir.join("bin"))
        .map_err(|e| format!("cannot create {}: {e}", out_dir.display()))?;
    let tcc_rs = locate_tcc_rs(config, &root, &target_dir)?;
    eprintln!("tcc-rs under test: {}", tcc_rs.display());

    let mut report = String::new();
    report.push_str("# tcc-rs benchmarks\n\n");
    report.push_str(&environment(config, &tcc_rs));
    // Compile times first, while the runner is small: a child's peak RSS (`ru_maxrss`) is at
    // least the runner's own high-water mark, which Linux records when a child spawned with
    // `vfork` (as `Command` does) executes its program; the workloads' data would raise it.
    let compile_times = match config.compile_time {
        true => Some(compile_time_part(config, &out_dir, &tcc_rs)?),
        false => None,
    };
    let mut targets = Vec::new();
    let labels: Vec<&str> = VARIANTS.iter().map(|v| v.label).collect();
    if config.runtime {
        let (results, on_aarch64) = runtime_part(config, &root, &out_dir, &tcc_rs)?;
        report.push_str("## Run time\n\n");
        let _ = writeln!(
            report,
            "Median CPU time (user + system) in seconds over {} interleaved run(s){}.\n",
            config.reps,
            if config.quick { ", quick inputs" } else { "" }
        );
        report.push_str(&report::runtime_table(&labels, &results, &RATIOS, GCC_O2));
        let notes = report::runtime_notes(&labels, &results);
        if !notes.is_empty() {
            report.push('\n');
            report.push_str(&notes);
        }
        let svg_path = out_dir.join("runtime.svg");
        fs::write(&svg_path, report::runtime_svg(&labels, &results, GCC_O2))
            .map_err(|e| format!("cannot write {}: {e}", svg_path.display()))?;
        let _ = writeln!(report, "\nChart: `target/bench/runtime.svg`.\n");
        report.push_str(&on_aarch64.section);
        targets.push(match on_aarch64.all_agree {
            Some(true) => "outputs on aarch64 agree with gcc's: **met**".to_owned(),
            Some(false) => "outputs on aarch64 agree with gcc's: **missed**".to_owned(),
            None => "outputs on aarch64: not checked (no cross tools)".to_owned(),
        });
        let speedup = report::geomean_ratio(&results, NO_MEM2REG, TCC_RS);
        targets.push(target_line(
            "mem2reg speed-up (no-mem2reg / default, geomean)",
            speedup,
            ">=",
            1.8,
        ));
        let vs_gcc = report::geomean_ratio(&results, TCC_RS, GCC_O2);
        targets.push(target_line(
            "tcc-rs / gcc -O2 (geomean)",
            vs_gcc,
            "<=",
            1.15,
        ));
        let worst = report::max_ratio(&results, TCC_RS, GCC_O2);
        targets.push(target_line(
            "tcc-rs / gcc -O2 (worst program)",
            worst,
            "<=",
            2.0,
        ));
    }
    if config.workloads {
        let results = workloads::run(config, &root, &out_dir, &tcc_rs)?;
        report.push_str("## Real workloads\n\n");
        let _ = writeln!(
            report,
            "Programs built from the vendored projects' sources by each compiler (`workloads.rs`): \
             zlib's `minigzip -9` compressing {} of generated text, and cJSON parsing and \
             printing a generated document in a loop. Median CPU time in seconds over {} \
             interleaved run(s).\n",
            if config.quick { "5 MiB" } else { "50 MiB" },
            config.reps
        );
        report.push_str(&report::runtime_table(&labels, &results, &RATIOS, GCC_O2));
        let notes = report::runtime_notes(&labels, &results);
        if !notes.is_empty() {
            report.push('\n');
            report.push_str(&notes);
        }
        let worst = report::max_ratio(&results, TCC_RS, GCC_O2);
        targets.push(target_line(
            "real workloads tcc-rs / gcc -O2 (worst)",
            worst,
            "<=",
            1.3,
        ));
    }
    if let Some((lines, results)) = compile_times {
        report.push_str("## Compile time\n\n");
        let _ = writeln!(
            report,
            "A generated file of {lines} lines (`gen_large.rs`), compiled with `-c`; median CPU \
             time of {} run(s), largest peak RSS.\n",
            config.reps
        );
        report.push_str(&report::compile_table(
            lines,
            &results,
            Some(COMPILE_CLANG_O0),
        ));
        let ours = results[COMPILE_TCC_RS].outcome.as_ref().ok();
        let clang = results[COMPILE_CLANG_O0].outcome.as_ref().ok();
        let (time_ratio, rss_ratio) = match (ours, clang) {
            (Some((t, m)), Some((ct, cm))) => (
                Some(t.as_secs_f64() / ct.as_secs_f64()),
                Some(*m as f64 / *cm as f64),
            ),
            _ => (None, None),
        };
        targets.push(target_line(
            "compile time tcc-rs / clang -O0",
            time_ratio,
            "<=",
            0.5,
        ));
        targets.push(target_line(
            "peak memory tcc-rs / clang -O0",
            rss_ratio,
            "<",
            1.0,
        ));
    }
    report.push_str("\n## Targets\n\n");
    for line in &targets {
        let _ = writeln!(report, "- {line}");
    }
    let report_path = out_dir.join("report.md");
    fs::write(&report_path, &report)
        .map_err(|e| format!("cannot write {}: {e}", report_path.display()))?;
    print!("{report}");
    eprintln!(
        "wrote {} and {}",
        report_path.display(),
        out_dir.join("runtime.svg").display()
    );
    Ok(())
}

fn target_line(what: &str, measured: Option<f64>, op: &str, bound: f64) -> String {
    match measured {
        Some(m) => {
            let met = match op {
                ">=" => m >= bound,
                "<=" => m <= bound,
                _ => m < bound,
            };
            format!(
                "{what}: {m:.2} (target {op} {bound}): **{}**",
                if met { "met" } else { "missed" }
            )
        }
        None => format!("{what}: not measured (target {op} {bound}): **missed**"),
    }
}

/// The tcc-rs binary: `--tcc-rs`, else `$TCC_RS`, else the one cargo built for this bench
/// (in the bench profile, which is the release profile), else a `cargo build --release`.
fn locate_tcc_rs(config: &Config, root: &Path, target_dir: &Path) -> Result<PathBuf, String> {
    if let Some(path) = config
        .tcc_rs
        .clone()
        .or_else(|| env::var_os("TCC_RS").map(PathBuf::from))
    {
        return Ok(path);
    }
    let built = PathBuf::from(env!("CARGO_BIN_EXE_tcc-rs"));
    if built.exists() {
        return Ok(built);
    }
    let release = target_dir.join("release").join("tcc-rs");
    if !release.exists() {
        eprintln!("building tcc-rs: cargo build --release");
        let cargo = env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        let status = Command::new(cargo)
            .args(["build", "--release", "--bin", "tcc-rs"])
            .current_dir(root)
            .status()
            .map_err(|e| format!("cannot run cargo: {e}"))?;
        if !status.success() {
            return Err("cargo build --release failed".into());
        }
    }
    Ok(release)
}

/// Whether `name` is an executable file in a directory on `PATH`.
fn on_path(name: &str) -> bool {
    env::var_os("PATH")
        .is_some_and(|paths| env::split_paths(&paths).any(|dir| dir.join(name).is_file()))
}

fn compiler_command(variant: &Variant, tcc_rs: &Path) -> Option<Command> {
    let mut cmd = match variant.compiler {
        Compiler::TccRs => Command::new(tcc_rs),
        Compiler::External(name) if on_path(name) => Command::new(name),
        Compiler::External(_) => return None,
    };
    cmd.args(variant.flags).arg("-w");
    Some(cmd)
}

/// The first line of a command's version output, for the report.
fn version_of(program: &Path, arg: &str) -> String {
    match run_captured(Command::new(program).arg(arg), Duration::from_secs(10)) {
        Ok(Outcome::Exited { stdout, stderr, .. }) => {
            let text = if stdout.trim().is_empty() {
                stderr
            } else {
                stdout
            };
            text.lines().next().unwrap_or("").trim().to_owned()
        }
        _ => "not installed".into(),
    }
}

fn environment(config: &Config, tcc_rs: &Path) -> String {
    let cpu = fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split(':').nth(1))
                .map(|s| s.trim().to_owned())
        })
        .unwrap_or_else(|| "unknown".into());
    let nproc = std::thread::available_parallelism().map_or(0, |n| n.get());
    let date = match run_captured(Command::new("date").arg("-u"), Duration::from_secs(5)) {
        Ok(Outcome::Exited { stdout, .. }) => stdout.trim().to_owned(),
        _ => "unknown".into(),
    };
    let mut out = String::new();
    let _ = writeln!(out, "- date: {date}");
    let _ = writeln!(out, "- machine: {nproc} CPUs, {cpu}");
    let _ = writeln!(out, "- tcc-rs: {}", version_of(tcc_rs, "--version"));
    for (name, arg) in [("gcc", "--version"), ("clang", "--version"), ("tcc", "-v")] {
        let _ = writeln!(out, "- {name}: {}", version_of(Path::new(name), arg));
    }
    let _ = writeln!(
        out,
        "- command: `cargo bench --bench runtime{}`\n",
        if config.quick { " -- --quick" } else { "" }
    );
    out
}

/// A benchmark program: its source and the argument that shrinks it for `--quick`.
struct Program {
    name: String,
    source: PathBuf,
    quick_arg: Option<String>,
}

fn discover_programs(dir: &Path, only: Option<&[String]>) -> Result<Vec<Program>, String> {
    let entries = fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    let mut programs = Vec::new();
    for entry in entries.flatten() {
        let source = entry.path();
        if source.extension().and_then(|e| e.to_str()) != Some("c") {
            continue;
        }
        let name = source
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or("")
            .to_owned();
        if only.is_some_and(|only| !only.contains(&name)) {
            continue;
        }
        let text = fs::read_to_string(&source)
            .map_err(|e| format!("cannot read {}: {e}", source.display()))?;
        let quick_arg = text
            .lines()
            .find_map(|l| l.trim().strip_prefix("// bench: quick-arg="))
            .map(|a| a.trim().to_owned());
        programs.push(Program {
            name,
            source,
            quick_arg,
        });
    }
    programs.sort_by(|a, b| a.name.cmp(&b.name));
    if programs.is_empty() {
        return Err(format!(
            "no benchmark programs selected in {}",
            dir.display()
        ));
    }
    Ok(programs)
}

fn slug(label: &str) -> String {
    label
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect()
}

/// Compiles `sources` with `variant` and the extra `flags` into `output` (`-c` when
/// `object`); the failure reason when it does not work.
fn compile(
    variant: &Variant,
    tcc_rs: &Path,
    sources: &[&Path],
    flags: &[String],
    output: &Path,
    object: bool,
) -> Result<(), Cell> {
    let Some(mut cmd) = compiler_command(variant, tcc_rs) else {
        return Err(Cell::NotInstalled);
    };
    if object {
        cmd.arg("-c");
    }
    cmd.args(flags).args(sources).arg("-o").arg(output);
    if !object {
        cmd.arg("-lm");
    }
    let _ = fs::remove_file(output);
    match run_captured(&mut cmd, COMPILE_TIMEOUT) {
        Ok(Outcome::Exited { status, .. }) if status.success() && output.exists() => Ok(()),
        Ok(Outcome::Exited { status, stderr, .. }) => {
            let mut first = stderr
                .lines()
                .find(|l| !l.trim().is_empty())
                .unwrap_or("")
                .to_owned();
            // Keep machine paths out of the report: name files relative to their directory.
            for dir in sources.iter().filter_map(|s| s.parent()) {
                first = first.replace(&format!("{}/", dir.display()), "");
            }
            Err(Cell::CompileFailed(format!("{status}: {first}")))
        }
        Ok(Outcome::TimedOut) => Err(Cell::CompileFailed("timed out".into())),
        Err(e) => Err(Cell::CompileFailed(e.to_string())),
    }
}

fn program_command(exe: &Path, program: &Program, quick: bool) -> Command {
    let mut cmd = Command::new(exe);
    if quick {
        cmd.args(program.quick_arg.iter());
    }
    cmd
}

fn runtime_part(
    config: &Config,
    root: &Path,
    out_dir: &Path,
    tcc_rs: &Path,
) -> Result<(Vec<ProgramResult>, aarch64::Checked), String> {
    let programs = discover_programs(
        &root.join("benches").join("programs"),
        config.only.as_deref(),
    )?;
    let exe_of = |p: &Program, v: &Variant| {
        out_dir
            .join("bin")
            .join(format!("{}.{}", p.name, slug(v.label)))
    };

    // Compile everything, then check every binary's output against the reference.
    let mut results = Vec::new();
    for (i, program) in programs.iter().enumerate() {
        eprintln!(
            "[{}/{}] {}: compiling and checking",
            i + 1,
            programs.len(),
            program.name
        );
        let mut cells = Vec::new();
        let mut outputs = Vec::new();
        for variant in &VARIANTS {
            let exe = exe_of(program, variant);
            let (cell, stdout) =
                match compile(variant, tcc_rs, &[&program.source], &[], &exe, false) {
                    Err(cell) => (cell, None),
                    Ok(()) => check_run(&program_command(&exe, program, config.quick)),
                };
            if let Cell::CompileFailed(why) = &cell {
                eprintln!(
                    "  {}: {}: compile failed ({why})",
                    program.name, variant.label
                );
            }
            cells.push(cell);
            outputs.push(stdout);
        }
        mark_mismatches(&program.name, &mut cells, &outputs);
        results.push(ProgramResult {
            name: program.name.clone(),
            cells,
        });
    }

    let on_aarch64 = aarch64::check(&programs, out_dir, tcc_rs);

    // Timed runs, round-robin: each repetition runs every program under every variant once.
    for rep in 0..config.reps {
        for (program, result) in programs.iter().zip(results.iter_mut()) {
            eprintln!("[run {}/{}] {}", rep + 1, config.reps, program.name);
            for (variant, cell) in VARIANTS.iter().zip(result.cells.iter_mut()) {
                let Cell::Ran { times, .. } = cell else {
                    continue;
                };
                let mut cmd = program_command(&exe_of(program, variant), program, config.quick);
                match run_measured(&mut cmd) {
                    Ok((status, Usage { cpu, .. })) if status.success() => times.push(cpu),
                    Ok((status, _)) => *cell = Cell::Crashed(format!("timed run: {status}")),
                    Err(e) => *cell = Cell::Crashed(format!("timed run: {e}")),
                }
            }
        }
    }
    Ok((results, on_aarch64))
}

/// The checking run: the cell for a binary that exits cleanly (output not yet compared)
/// and its output.
fn check_run(cmd: &Command) -> (Cell, Option<String>) {
    let mut cmd = clone_command(cmd);
    match run_captured(&mut cmd, RUN_TIMEOUT) {
        Ok(Outcome::Exited { status, stdout, .. }) if status.success() => (
            Cell::Ran {
                correct: true,
                times: Vec::new(),
            },
            Some(stdout),
        ),
        Ok(Outcome::Exited { status, .. }) => (Cell::Crashed(status.to_string()), None),
        Ok(Outcome::TimedOut) => (Cell::TimedOut, None),
        Err(e) => (Cell::Crashed(e.to_string()), None),
    }
}

fn clone_command(cmd: &Command) -> Command {
    let mut copy = Command::new(cmd.get_program());
    copy.args(cmd.get_args());
    copy
}

/// Compares every output with the reference compiler's and marks, loudly, those that differ.
fn mark_mismatches(program: &str, cells: &mut [Cell], outputs: &[Option<String>]) {
    let Some(reference) = REFERENCE_ORDER.iter().find_map(|&v| outputs[v].as_ref()) else {
        eprintln!(
            "  {program}: no reference output (no reference compiler built a working binary)"
        );
        return;
    };
    for (v, output) in outputs.iter().enumerate() {
        let Some(output) = output else { continue };
        if output != reference {
            eprintln!(
                "  !!! {program}: {} printed a DIFFERENT result:\n      expected: {}\n      got:      {}",
                VARIANTS[v].label,
                first_difference(reference, output).0,
                first_difference(reference, output).1
            );
            if let Cell::Ran { correct, .. } = &mut cells[v] {
                *correct = false;
            }
        }
    }
}

fn first_difference<'a>(expected: &'a str, got: &'a str) -> (&'a str, &'a str) {
    let mut e = expected.lines();
    let mut g = got.lines();
    loop {
        match (e.next(), g.next()) {
            (Some(a), Some(b)) if a == b => continue,
            (a, b) => {
                return (
                    a.unwrap_or("<end of output>"),
                    b.unwrap_or("<end of output>"),
                )
            }
        }
    }
}

/// Generates the large file, checks that the tcc-rs-built program agrees with gcc's, and
/// measures each compiler compiling it with `-c`, round-robin.
fn compile_time_part(
    config: &Config,
    out_dir: &Path,
    tcc_rs: &Path,
) -> Result<(usize, Vec<CompileResult>), String> {
    let source = out_dir.join("large.c");
    let text = gen_large::generate(config.lines);
    let lines = text.lines().count();
    fs::write(&source, &text).map_err(|e| format!("cannot write {}: {e}", source.display()))?;
    eprintln!("compile time: {} ({lines} lines)", source.display());
    check_large_program(&source, out_dir, tcc_rs);

    let mut samples: Vec<Result<Vec<Usage>, String>> = COMPILE_VARIANTS
        .iter()
        .map(|v| match compiler_command(v, tcc_rs) {
            Some(_) => Ok(Vec::new()),
            None => Err("not installed".into()),
        })
        .collect();
    for rep in 0..config.reps {
        for (variant, sample) in COMPILE_VARIANTS.iter().zip(samples.iter_mut()) {
            let Ok(usages) = sample else { continue };
            eprintln!("[compile {}/{}] {}", rep + 1, config.reps, variant.label);
            let object = out_dir.join(format!("large.{}.o", slug(variant.label)));
            let Some(mut cmd) = compiler_command(variant, tcc_rs) else {
                continue;
            };
            cmd.arg("-c").arg(&source).arg("-o").arg(&object);
            match run_measured(&mut cmd) {
                Ok((status, usage)) if status.success() => usages.push(usage),
                Ok((status, _)) => *sample = Err(format!("exit {status}")),
                Err(e) => *sample = Err(e.to_string()),
            }
        }
    }
    let results = COMPILE_VARIANTS
        .iter()
        .zip(samples)
        .map(|(variant, sample)| CompileResult {
            label: variant.label.to_owned(),
            outcome: sample.and_then(|usages| {
                let cpus: Vec<Duration> = usages.iter().map(|u| u.cpu).collect();
                let cpu = measure::median(&cpus).ok_or("no successful run")?;
                let rss = usages.iter().map(|u| u.max_rss_kib).max().unwrap_or(0);
                Ok((cpu, rss))
            }),
        })
        .collect();
    Ok((lines, results))
}

/// Builds the generated program with tcc-rs and gcc -O0 and compares their output: a
/// compile-time figure for a miscompiled file would mean little.
fn check_large_program(source: &Path, out_dir: &Path, tcc_rs: &Path) {
    let mut outputs = Vec::new();
    for variant in [&COMPILE_VARIANTS[COMPILE_TCC_RS], &COMPILE_VARIANTS[2]] {
        let exe = out_dir
            .join("bin")
            .join(format!("large.{}", slug(variant.label)));
        let output = match compile(variant, tcc_rs, &[source], &[], &exe, false) {
            Ok(()) => check_run(&Command::new(&exe)).1,
            Err(cell) => {
                eprintln!("  large.c: {}: {cell:?}", variant.label);
                None
            }
        };
        outputs.push(output);
    }
    match (&outputs[0], &outputs[1]) {
        (Some(a), Some(b)) if a == b => {
            eprintln!("  large.c: tcc-rs and gcc -O0 agree: {}", a.trim())
        }
        (Some(a), Some(b)) => eprintln!(
            "  !!! large.c: tcc-rs printed '{}', gcc -O0 '{}'",
            a.trim(),
            b.trim()
        ),
        _ => eprintln!("  large.c: could not compare outputs"),
    }
}

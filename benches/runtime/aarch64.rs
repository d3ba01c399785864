//! The check on the second target before any timing: every benchmark program is built for
//! aarch64 by tcc-rs (default, `--no-mem2reg`, `-O0`) and by `aarch64-linux-gnu-gcc -O2`,
//! run under `qemu-aarch64` with its quick input (`// bench: quick-arg=N`: the full inputs
//! would take minutes each under emulation), and tcc-rs's outputs must be gcc's. The timed
//! runs are on the host, but the passes that make its code fast (loop rotation,
//! induction-variable widening, strength reduction, inlining...) run for both targets, so a
//! program they miscompile only on aarch64 is caught here rather than only in the samples.
//!
//! Skipped, with a line saying so, when the cross compiler or qemu is missing.

use crate::measure::{run_captured, Outcome};
use crate::{first_difference, on_path, Program, RUN_TIMEOUT};
use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;

const GCC: &str = "aarch64-linux-gnu-gcc";
const QEMU: &str = "qemu-aarch64";
/// Where Debian's cross C library lives (the loader and libc that qemu needs).
const SYSROOT: &str = "/usr/aarch64-linux-gnu";
const TARGET: &str = "aarch64-unknown-linux-gnu";

/// The tcc-rs modes checked, as the run-time table names them.
const MODES: [(&str, &[&str]); 3] = [
    ("tcc-rs", &[]),
    ("tcc-rs --no-mem2reg", &["--no-mem2reg"]),
    ("tcc-rs -O0", &["-O0"]),
];

/// The outcome: a Markdown section for the report, and whether every build agreed with
/// gcc's (`None` when the tools are missing and nothing was checked).
pub struct Checked {
    pub section: String,
    pub all_agree: Option<bool>,
}

/// Builds and runs every program for aarch64 and compares the outputs.
pub fn check(programs: &[Program], out_dir: &Path, tcc_rs: &Path) -> Checked {
    let mut section = String::from("## Checked on aarch64\n\n");
    if !on_path(GCC) || !on_path(QEMU) {
        let _ = writeln!(
            section,
            "Not checked: `{GCC}` or `{QEMU}` is not installed.\n"
        );
        return Checked {
            section,
            all_agree: None,
        };
    }
    let _ = writeln!(
        section,
        "Each program built for aarch64 and run under `{QEMU}` with its quick input, before \
         any timing; tcc-rs's output compared with `{GCC} -O2`'s.\n"
    );
    let _ = writeln!(
        section,
        "| program | {} |\n|---|{}",
        MODES.map(|(label, _)| label).join(" | "),
        "---|".repeat(MODES.len())
    );
    let mut all_agree = true;
    for program in programs {
        eprintln!("[aarch64] {}: compiling and checking", program.name);
        let exe = |label: &str| {
            out_dir
                .join("bin")
                .join(format!("{}.aarch64.{}", program.name, crate::slug(label)))
        };
        let mut gcc = Command::new(GCC);
        gcc.args(["-O2", "-w"]).arg(&program.source);
        let reference = build_and_run(gcc, &exe("gcc -O2"), program);
        let mut cells = Vec::new();
        for (label, flags) in MODES {
            let mut cmd = Command::new(tcc_rs);
            cmd.args(["--target", TARGET, "-w"])
                .args(flags)
                .arg(&program.source);
            let cell = match (&reference, build_and_run(cmd, &exe(label), program)) {
                (Err(why), _) => format!("no reference ({why})"),
                (Ok(_), Err(why)) => why,
                (Ok(expected), Ok(got)) if *expected == got => "agrees".to_owned(),
                (Ok(expected), Ok(got)) => {
                    let (e, g) = first_difference(expected, &got);
                    eprintln!(
                        "  !!! {}: {label} on aarch64 printed a DIFFERENT result:\n      \
                         expected: {e}\n      got:      {g}",
                        program.name
                    );
                    "**DIFFERENT**".to_owned()
                }
            };
            all_agree &= cell == "agrees";
            cells.push(cell);
        }
        let _ = writeln!(section, "| {} | {} |", program.name, cells.join(" | "));
    }
    section.push('\n');
    Checked {
        section,
        all_agree: Some(all_agree),
    }
}

/// Links `compile` (a compiler with its flags and the source) into `exe` and runs it under
/// qemu with the program's quick input: its output, or why there is none.
fn build_and_run(mut compile: Command, exe: &Path, program: &Program) -> Result<String, String> {
    compile.arg("-o").arg(exe).arg("-lm");
    match run_captured(&mut compile, RUN_TIMEOUT) {
        Ok(Outcome::Exited { status, .. }) if status.success() => {}
        Ok(Outcome::Exited { stderr, .. }) => {
            let first = stderr.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
            eprintln!("  {}: compile failed: {first}", program.name);
            return Err("compile failed".into());
        }
        Ok(Outcome::TimedOut) => return Err("compile timed out".into()),
        Err(e) => return Err(format!("cannot compile: {e}")),
    }
    let mut run = Command::new(QEMU);
    run.arg("-L").arg(SYSROOT).arg(exe);
    run.args(program.quick_arg.iter());
    match run_captured(&mut run, RUN_TIMEOUT) {
        Ok(Outcome::Exited { status, stdout, .. }) if status.success() => Ok(stdout),
        Ok(Outcome::Exited { status, .. }) => Err(format!("crashed ({status})")),
        Ok(Outcome::TimedOut) => Err("timed out".into()),
        Err(e) => Err(format!("cannot run: {e}")),
    }
}

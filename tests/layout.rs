//! Structure and union layouts against gcc's: random declarations (`tests/layoutgen/`) with
//! bit-fields of every width, `packed`, `aligned`, `_Alignas` and `#pragma pack`, in programs
//! that print every type's size and alignment, every member's offset and every bit-field's
//! bits. Each program is built by gcc and by tcc-rs, on x86-64 and (when
//! `aarch64-linux-gnu-gcc` and `qemu-aarch64` are installed) on aarch64 under qemu, and the
//! outputs must be equal.
//!
//! Counts and seeds come from the environment, so a run is reproducible and can be made
//! longer: `LAYOUT_PROGRAMS=N` programs (default 6) of `LAYOUT_TYPES=N` types each (default
//! 300), seeds from `LAYOUT_SEED=S` (default 1). A difference names the type, shows its
//! declaration and the lines that differ, and keeps the program in `target/layout/`.

mod layoutgen;
mod process;

use process::{run_with_timeout, Target};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

const LIMIT: Duration = Duration::from_secs(300);

fn setting(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[test]
fn structure_layouts_match_gcc_on_the_host() {
    compare_layouts(Target::Host);
}

#[test]
fn structure_layouts_match_gcc_on_aarch64() {
    if !process::can_run_aarch64("layout") {
        return;
    }
    compare_layouts(Target::Aarch64Qemu);
}

fn compare_layouts(target: Target) {
    let programs = setting("LAYOUT_PROGRAMS", 6);
    let types = setting("LAYOUT_TYPES", 300) as usize;
    let first = setting("LAYOUT_SEED", 1);
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .unwrap_or(Path::new("."))
        .join("layout")
        .join(target.label());
    std::fs::create_dir_all(&dir).expect("the output directory can be made");
    let mut failures = Vec::new();
    for seed in first..first + programs {
        let batch = layoutgen::batch(seed, types);
        let source = dir.join(format!("seed-{seed}.c"));
        std::fs::write(&source, &batch.source).expect("the program can be written");
        let expected = build_and_run(&source, target, Compiler::Gcc);
        let got = build_and_run(&source, target, Compiler::TccRs);
        match (expected, got) {
            (Ok(expected), Ok(got)) if expected == got => {
                let _ = std::fs::remove_file(&source);
            }
            (Ok(expected), Ok(got)) => failures.push(describe(seed, &batch, &expected, &got)),
            (Err(e), _) => panic!("seed {seed}: gcc's build: {e}"),
            (_, Err(e)) => failures.push(format!("seed {seed}: tcc-rs's build: {e}")),
        }
    }
    eprintln!(
        "layout ({}): {} types in {programs} programs compared with gcc, {} programs differ",
        target.label(),
        programs as usize * types,
        failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[derive(Clone, Copy)]
enum Compiler {
    Gcc,
    TccRs,
}

/// Builds `source` for the target and returns what it prints.
fn build_and_run(source: &Path, target: Target, compiler: Compiler) -> Result<String, String> {
    let (mut cmd, exe) = match compiler {
        Compiler::Gcc => {
            let gcc = match target {
                Target::Host => "gcc",
                Target::Aarch64Qemu => "aarch64-linux-gnu-gcc",
            };
            (Command::new(gcc), source.with_extension("gcc"))
        }
        Compiler::TccRs => {
            let mut cmd = Command::new(env!("CARGO_BIN_EXE_tcc-rs"));
            cmd.args(target.tcc_args());
            (cmd, source.with_extension("tcc-rs"))
        }
    };
    cmd.arg("-w").arg(source).arg("-o").arg(&exe);
    let built = run_with_timeout(&mut cmd, b"", LIMIT)?;
    if !built.status.success() {
        return Err(String::from_utf8_lossy(&built.stderr).into_owned());
    }
    let ran = run_with_timeout(&mut target.run_command(&exe), b"", LIMIT)?;
    let _ = std::fs::remove_file(&exe);
    if !ran.status.success() {
        return Err(format!("the program failed: {:?}", ran.status));
    }
    Ok(String::from_utf8_lossy(&ran.stdout).into_owned())
}

/// The types whose lines differ, each with its declaration and the lines.
fn describe(seed: u64, batch: &layoutgen::Batch, expected: &str, got: &str) -> String {
    let mut report = format!(
        "seed {seed}: tcc-rs's layout differs from gcc's (program kept in {})",
        kept(seed).display()
    );
    let mut shown = 0;
    let mut last_type = None;
    for (e, g) in expected.lines().zip(got.lines()) {
        if e == g {
            continue;
        }
        let ty: usize = e
            .trim_start_matches('T')
            .split(|c: char| !c.is_ascii_digit())
            .next()
            .and_then(|n| n.parse().ok())
            .unwrap_or(0);
        if last_type != Some(ty) {
            shown += 1;
            if shown > 5 {
                report += "\n...";
                break;
            }
            report += &format!("\n\n{}", batch.decls[ty]);
            last_type = Some(ty);
        }
        report += &format!("\n  gcc:    {e}\n  tcc-rs: {g}");
    }
    if expected.lines().count() != got.lines().count() {
        report += "\n(the outputs have different numbers of lines)";
    }
    report
}

fn kept(seed: u64) -> PathBuf {
    PathBuf::from(format!("target/layout/*/seed-{seed}.c"))
}

//! tcc-rs's x86-64 intrinsic headers (runtime/include/*intrin.h) against gcc's, with gcc as
//! the compiler: each program of tests/intrinsics/ calls every intrinsic of its headers on
//! edge inputs (NaNs, infinities, saturation and conversion boundaries, each rounding mode)
//! and prints the results as bytes. It is built once with gcc's own headers and once with
//! ours ahead of them on the include path (a directory holding only the intrinsic headers,
//! so that the rest of runtime/include does not stand in for gcc's), at -O0 and -O2, and
//! the outputs must be equal. Our headers use only GNU vector arithmetic, no x86 builtin,
//! so they are built without -msse4.2: the compiler chooses the instructions. wmmintrin.h's
//! AES and PCLMULQDQ intrinsics are asm statements, which need no -maes or -mpclmul either.
//!
//! gcc is the compiler here, so that the headers' semantics are checked apart from tcc-rs's
//! vector types; programs built by tcc-rs with them are the samples of samples/simd-x86_64/.
//!
//! aarch64's `<arm_neon.h>` is checked the same way with the cross compiler and qemu
//! (`neon.c`): gcc's build with gcc's header is the reference, and gcc's build with ours and
//! tcc-rs's builds (its bundled header, optimising and at -O0) must print the same. gcc runs
//! at -O0 with `-ffp-contract=off`: its optimiser fuses `a + b * c` (GNU C's default) and
//! commutes products, which changes which of two NaN operands a result carries, even with
//! gcc's own header.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

const HEADERS: &[&str] = &[
    "mm_malloc.h",
    "mmintrin.h",
    "xmmintrin.h",
    "emmintrin.h",
    "pmmintrin.h",
    "tmmintrin.h",
    "smmintrin.h",
    "nmmintrin.h",
    "wmmintrin.h",
    "immintrin.h",
    "x86intrin.h",
];

/// A directory of its own under the system's temporary directory, removed when dropped.
struct TempDir(PathBuf);

impl TempDir {
    fn new(name: &str) -> TempDir {
        let dir =
            std::env::temp_dir().join(format!("tcc-rs-intrinsics-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).expect("creating a temporary directory");
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

/// The output of `program` built by gcc with `flags`, or the build's or run's failure.
fn build_and_run(program: &Path, exe: &Path, flags: &[&str]) -> Result<String, String> {
    let mut gcc = Command::new("gcc");
    gcc.args(["-frounding-math", "-w"]).args(flags);
    build_and_run_with(gcc, program, exe, Command::new(exe))
}

/// The output of `program` built by `compiler` (a command with its flags) and run by `run`.
fn build_and_run_with(
    mut compiler: Command,
    program: &Path,
    exe: &Path,
    mut run: Command,
) -> Result<String, String> {
    let out = compiler
        .arg(program)
        .arg("-o")
        .arg(exe)
        .arg("-lm")
        .output()
        .map_err(|e| format!("running {compiler:?}: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "{compiler:?} failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    let run = run.output().map_err(|e| format!("running {exe:?}: {e}"))?;
    if !run.status.success() {
        return Err(format!("{exe:?} exited with {}", run.status));
    }
    Ok(String::from_utf8_lossy(&run.stdout).into_owned())
}

/// The first line where `ours` and `reference` differ, for the failure message.
fn first_difference(reference: &str, ours: &str) -> String {
    let mut lines = reference.lines().zip(ours.lines());
    match lines.find(|(a, b)| a != b) {
        Some((a, b)) => format!("gcc's headers: {a}\nours:          {b}"),
        None => "one output is a prefix of the other".into(),
    }
}

/// tests/intrinsics/NAME.c gives the same output with our headers as with gcc's.
fn check(name: &str) {
    check_with(name, &[]);
}

/// As `check`, gcc's build also given `isa` (`-maes`: its header's functions need the
/// instruction set enabled; ours, asm statements, do not).
fn check_with(name: &str, isa: &[&str]) {
    if std::env::consts::ARCH != "x86_64" {
        eprintln!("not an x86-64 host; skipping the {name} intrinsics test");
        return;
    }
    if !present("gcc") {
        eprintln!("gcc is missing; skipping the {name} intrinsics test");
        return;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let tmp = TempDir::new(name);
    let include = tmp.0.join("include");
    fs::create_dir_all(&include).expect("creating the include directory");
    for h in HEADERS {
        fs::copy(root.join("runtime/include").join(h), include.join(h)).expect("copying a header");
    }
    let program = root.join("tests/intrinsics").join(format!("{name}.c"));
    let include_flag = format!("-I{}", include.display());
    let flags = [&["-O0", "-march=x86-64-v2"], isa].concat();
    let reference = build_and_run(&program, &tmp.0.join("gcc"), &flags);
    let reference = reference.unwrap_or_else(|e| panic!("{e}"));
    for opt in ["-O0", "-O2"] {
        let ours = build_and_run(&program, &tmp.0.join("ours"), &[opt, &include_flag]);
        let ours = ours.unwrap_or_else(|e| panic!("{e}"));
        assert!(
            ours == reference,
            "{name}.c at {opt}: our headers give another result than gcc's:\n{}",
            first_difference(&reference, &ours)
        );
    }
}

#[test]
fn mmx_and_sse_intrinsics_match_gccs_headers() {
    check("sse");
}

#[test]
fn sse2_intrinsics_match_gccs_headers() {
    check("sse2");
}

#[test]
fn sse3_to_sse4_2_intrinsics_match_gccs_headers() {
    check("sse4");
}

/// `<wmmintrin.h>`'s instructions, on a processor that has them (CPUID: AES-NI, PCLMULQDQ).
#[test]
fn aes_and_pclmul_intrinsics_match_gccs_headers() {
    let cpuinfo = fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let flags = cpuinfo.lines().find(|l| l.starts_with("flags"));
    let has = |f: &str| flags.is_some_and(|l| l.split_whitespace().any(|w| w == f));
    if !has("aes") || !has("pclmulqdq") {
        eprintln!("no AES-NI or PCLMULQDQ on this processor; skipping the wmmintrin.h test");
        return;
    }
    check_with("aes_pclmul", &["-maes", "-mpclmul"]);
}

/// `<x86intrin.h>` and `<immintrin.h>` bring every family in, and compile on their own.
#[test]
fn umbrella_headers_include_every_family() {
    check("umbrella");
}

/// Whether `tool` runs (`TOOL --version`).
fn present(tool: &str) -> bool {
    Command::new(tool)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// `exe`, an aarch64 program, run under qemu with the cross C library.
fn qemu(exe: &Path) -> Command {
    let mut cmd = Command::new("qemu-aarch64");
    cmd.args(["-L", "/usr/aarch64-linux-gnu"]).arg(exe);
    cmd
}

/// tests/intrinsics/neon.c prints the same with our `<arm_neon.h>` as with gcc's, built by
/// gcc and by tcc-rs for aarch64.
#[test]
fn neon_intrinsics_match_gccs_header() {
    if !present("aarch64-linux-gnu-gcc") || !present("qemu-aarch64") {
        eprintln!("aarch64-linux-gnu-gcc or qemu-aarch64 is missing; skipping the NEON test");
        return;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let tmp = TempDir::new("neon");
    let include = tmp.0.join("include");
    fs::create_dir_all(&include).expect("creating the include directory");
    fs::copy(
        root.join("runtime/include/arm_neon.h"),
        include.join("arm_neon.h"),
    )
    .expect("copying arm_neon.h");
    let program = root.join("tests/intrinsics/neon.c");
    let gcc = |include: Option<&Path>| {
        let mut cmd = Command::new("aarch64-linux-gnu-gcc");
        cmd.args(["-O0", "-ffp-contract=off", "-w"]);
        if let Some(dir) = include {
            cmd.arg(format!("-I{}", dir.display()));
        }
        cmd
    };
    let tcc = |flags: &[&str]| {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_tcc-rs"));
        cmd.args(["--target", "aarch64-unknown-linux-gnu", "-w"])
            .args(flags);
        cmd
    };
    let exe = |name: &str| tmp.0.join(name);
    let reference = build_and_run_with(gcc(None), &program, &exe("gcc"), qemu(&exe("gcc")));
    let reference = reference.unwrap_or_else(|e| panic!("{e}"));
    let builds = [
        ("gcc with our header", gcc(Some(&include)), "ours"),
        ("tcc-rs", tcc(&[]), "tcc"),
        ("tcc-rs -O0", tcc(&["-O0"]), "tcc-O0"),
    ];
    for (what, compiler, name) in builds {
        let ours = build_and_run_with(compiler, &program, &exe(name), qemu(&exe(name)));
        let ours = ours.unwrap_or_else(|e| panic!("{e}"));
        assert!(
            ours == reference,
            "neon.c built by {what}: another result than gcc's header gives:\n{}",
            first_difference(&reference, &ours)
        );
    }
}

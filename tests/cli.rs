//! The command line, through the built binary: what `tcc-rs` does with files, flags and
//! errors, the way a user or a build system sees it.
//!
//! Every test works in its own temporary directory, which is also the compiler's working
//! directory, so relative names (`a.out`, `x.o`) land there and diagnostics name files the
//! way they were given.

mod process;

use process::{on_path, run_with_timeout, status_code};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;
use tcc_rs::passes::mem2reg::STEPS;

const LIMIT: Duration = Duration::from_secs(60);

/// A program in the C subset that prints "6 1\n" and exits with 3.
const HELLO: &str = "\
int print_int(int n);
int putchar(int c);

int add(int a, int b) {
    return a + b;
}

int main(void) {
    print_int(add(2, 4));
    putchar(' ');
    print_int(add(-1, 2));
    putchar('\\n');
    return 3;
}
";

/// `main` calls `twice`, defined in TWICE_LIB; shares a global with it.
const TWICE_MAIN: &str = "\
int print_int(int n);
int twice(int x);
int calls;

int main(void) {
    print_int(twice(21));
    print_int(calls);
    return 0;
}
";

const TWICE_LIB: &str = "\
extern int calls;

int twice(int x) {
    calls++;
    return x * 2;
}
";

/// What one run of the compiler did.
struct Outcome {
    status: i32,
    stdout: String,
    stderr: String,
}

/// A temporary working directory with helpers to write sources and run the compiler in it.
struct Workspace {
    dir: tempfile::TempDir,
}

impl Workspace {
    fn new() -> Workspace {
        Workspace {
            dir: tempfile::tempdir().expect("temporary directory"),
        }
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    fn write(&self, name: &str, text: &str) -> &Self {
        fs::write(self.path(name), text).expect("write source");
        self
    }

    fn tcc(&self, args: &[&str]) -> Outcome {
        self.tcc_with_stdin(args, b"")
    }

    fn tcc_with_stdin(&self, args: &[&str], stdin: &[u8]) -> Outcome {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_tcc-rs"));
        cmd.args(args).current_dir(self.dir.path());
        finish(run_with_timeout(&mut cmd, stdin, LIMIT).expect("tcc-rs runs"))
    }

    /// Runs an executable the compiler produced (named relative to the workspace).
    fn run(&self, exe: &str) -> Outcome {
        let mut cmd = Command::new(self.path(exe));
        cmd.current_dir(self.dir.path());
        finish(run_with_timeout(&mut cmd, b"", LIMIT).expect("program runs"))
    }

    /// The names of the files in the workspace, sorted.
    fn files(&self) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(self.dir.path())
            .expect("read workspace")
            .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }
}

fn finish(done: process::Finished) -> Outcome {
    Outcome {
        status: status_code(done.status),
        stdout: String::from_utf8_lossy(&done.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&done.stderr).into_owned(),
    }
}

/// Asserts the compiler succeeded, showing what it said if not.
fn assert_success(out: &Outcome, what: &str) {
    assert_eq!(
        out.status, 0,
        "{what}: tcc-rs failed\nstdout:\n{}\nstderr:\n{}",
        out.stdout, out.stderr
    );
}

/// Whether `line` is a gcc-style diagnostic `file:line:col: error: message`.
fn is_located_error(line: &str, file: &str) -> bool {
    let Some(rest) = line.strip_prefix(file).and_then(|r| r.strip_prefix(':')) else {
        return false;
    };
    let mut parts = rest.splitn(3, ':');
    let numeric =
        |s: Option<&str>| s.is_some_and(|s| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()));
    numeric(parts.next())
        && numeric(parts.next())
        && parts
            .next()
            .is_some_and(|m| m.starts_with(" error: ") && m.len() > " error: ".len())
}

/// Asserts a command-line failure: status 1 and a `tcc-rs: error: ...` line mentioning
/// `mention`.
fn assert_command_line_error(out: &Outcome, mention: &str) {
    assert_eq!(out.status, 1, "exit status; stderr:\n{}", out.stderr);
    assert!(
        out.stderr
            .lines()
            .any(|l| l.starts_with("tcc-rs: error: ") && l.contains(mention)),
        "expected a `tcc-rs: error: ...{mention}...` line, got:\n{}",
        out.stderr
    );
}

fn is_elf(path: &Path) -> bool {
    fs::read(path).is_ok_and(|bytes| bytes.starts_with(b"\x7fELF"))
}

#[test]
fn version_prints_name_and_version() {
    let out = Workspace::new().tcc(&["--version"]);
    assert_success(&out, "--version");
    let first = out.stdout.lines().next().unwrap_or("");
    assert!(first.contains("tcc-rs"), "first line: {first:?}");
    assert!(
        first.contains(env!("CARGO_PKG_VERSION")),
        "first line {first:?} lacks version {}",
        env!("CARGO_PKG_VERSION")
    );
}

/// Meson takes a compiler for a GCC when `--version` names the Free Software Foundation, then
/// reads `__GNUC__` and asks the linker its version through `-Wl,--version`, which runs the
/// linker as gcc does (no input files needed, no a.out written).
#[test]
fn meson_recognises_a_gcc_compatible_compiler() {
    let ws = Workspace::new();
    let out = ws.tcc(&["--version"]);
    assert!(
        out.stdout.contains("Free Software Foundation") && out.stdout.contains("__GNUC__ 4.2.1"),
        "{}",
        out.stdout
    );
    let out = ws.tcc(&["-Wl,--version"]);
    assert_success(&out, "-Wl,--version");
    assert!(out.stdout.starts_with("GNU ld"), "{}", out.stdout);
    assert!(ws.files().is_empty(), "wrote {:?}", ws.files());
    assert_command_line_error(&ws.tcc(&["-L."]), "no input files");
}

/// `-v` while linking shows the linker's command line, as `gcc -v` does: CMake reads the
/// library architecture and the linker's directories from it (without them its
/// `find_package(ZLIB)` finds no `libz.so` under /usr/lib/<triple>).
#[test]
fn verbose_link_shows_the_linkers_directories() {
    let ws = Workspace::new();
    ws.write("hello.c", HELLO);
    let out = ws.tcc(&["-v", "hello.c", "-o", "hello"]);
    assert_success(&out, "-v link");
    assert!(
        out.stderr
            .lines()
            .any(|l| l.contains("ld") && l.contains(" -L/") && l.contains(" -o ")),
        "no linker command line in:\n{}",
        out.stderr
    );
    assert_eq!(ws.run("hello").stdout, "6 1\n");
}

/// `-H` prints each header as it is entered, one dot per level of nesting, and at the end the
/// headers entered once that have neither a guard nor `#pragma once`, as gcc 12 does: a
/// second `#include` skipped by a guard or `#pragma once` prints nothing, one that enters
/// again prints again, and the `-include` files (here guarded) and what they include are
/// not printed. With two sources, each prints its own.
#[test]
fn dash_h_traces_the_headers_entered_as_gcc_does() {
    let ws = Workspace::new();
    fs::create_dir(ws.path("sub")).expect("mkdir sub");
    ws.write(
        "a.h",
        "#ifndef A_H\n#define A_H\n#include \"b.h\"\n#include \"c.h\"\n#endif\n",
    )
    .write("b.h", "#ifndef B_H\n#define B_H\nint b;\n#endif\n")
    .write("c.h", "extern int c;\n")
    .write("p.h", "#pragma once\nint p;\n")
    .write("sub/n.h", "#include \"m.h\"\n")
    .write("sub/m.h", "int m;\n")
    .write(
        "inc.h",
        "#if !defined(INC_H)\n#define INC_H\n#include \"e.h\"\n#endif\n",
    )
    .write("e.h", "#ifndef E_H\n#define E_H\n#endif\n")
    .write("other.c", "#include \"c.h\"\nint o;\n");
    let main = "#include \"a.h\"\n#include \"a.h\"\n#include \"c.h\"\n#include \"p.h\"\n\
                #include \"p.h\"\n#include \"sub/n.h\"\n#include <sysexits.h>\n\
                #include <paths.h>\nint main(void) { return b + m + p; }\n";
    ws.write("main.c", main);
    let of_main = "\
. a.h
.. b.h
.. c.h
. c.h
. p.h
. sub/n.h
.. sub/m.h
. /usr/include/sysexits.h
. /usr/include/paths.h
Multiple include guards may be useful for:
sub/m.h
sub/n.h
";
    let of_other = ". c.h\nMultiple include guards may be useful for:\nc.h\n";
    let expected = format!("{of_main}{of_other}");
    let args = ["-H", "-include", "inc.h", "-c", "main.c", "other.c"];
    let out = ws.tcc(&args);
    assert_success(&out, "-H");
    assert_eq!(out.stderr, expected);
    if on_path("gcc") {
        let gcc = Command::new("gcc")
            .args(args)
            .current_dir(ws.path(""))
            .output()
            .expect("gcc runs");
        assert_eq!(String::from_utf8_lossy(&gcc.stderr), expected, "gcc's -H");
    }
    let out = ws.tcc(&["-H", "-include", "inc.h", "-E", "main.c", "-o", "main.i"]);
    assert_success(&out, "-H -E");
    assert_eq!(
        out.stderr,
        expected.split(". c.h\nM").next().unwrap_or_default()
    );
}

#[test]
fn help_lists_the_options() {
    let out = Workspace::new().tcc(&["--help"]);
    assert_success(&out, "--help");
    assert!(
        out.stdout.to_lowercase().contains("usage"),
        "{}",
        out.stdout
    );
    for option in [
        "-o",
        "-c",
        "-fsyntax-only",
        "--target",
        "--no-mem2reg",
        "--emit",
        "--stats",
        "--remarks",
    ] {
        assert!(
            out.stdout.contains(option),
            "--help does not mention {option}:\n{}",
            out.stdout
        );
    }
}

#[test]
fn no_input_files_is_an_error() {
    let ws = Workspace::new();
    let out = ws.tcc(&[]);
    assert_command_line_error(&out, "input");
    assert!(ws.files().is_empty(), "wrote {:?}", ws.files());
}

#[test]
fn missing_input_file_is_an_error() {
    let ws = Workspace::new();
    let out = ws.tcc(&["nowhere.c", "-o", "prog"]);
    assert_command_line_error(&out, "nowhere.c");
    assert!(ws.files().is_empty(), "wrote {:?}", ws.files());
}

#[test]
fn unknown_flag_is_an_error() {
    let ws = Workspace::new();
    ws.write("hello.c", HELLO);
    let out = ws.tcc(&["--frobnicate", "hello.c"]);
    assert_command_line_error(&out, "--frobnicate");
    assert_eq!(ws.files(), ["hello.c"]);
}

/// `-c empty.c` with `flags` in a fresh workspace: the exit status and standard error.
fn compile_with(flags: &[&str]) -> (i32, String) {
    let ws = Workspace::new();
    ws.write("empty.c", "int main(void) { return 0; }\n");
    let mut args = flags.to_vec();
    args.extend(["-c", "empty.c"]);
    let out = ws.tcc(&args);
    (out.status, out.stderr)
}

/// A `-W` option gcc 12 does not know is refused, in gcc's words; one it knows for C is
/// accepted in silence, and an unknown `-Wno-NAME` too (gcc accepts those).
#[test]
fn unknown_warning_options_are_refused_as_gcc_refuses_them() {
    let refused = |flag: &str| {
        let expected = format!("tcc-rs: error: unrecognized command-line option '{flag}'\n");
        assert_eq!(compile_with(&[flag]), (1, expected), "{flag}");
    };
    refused("-Wshorten-64-to-32");
    refused("-Wfoo");
    refused("-Wfoo=1");
    refused("-Wshadow=foo");
    // `-Wformat=` takes no `-Wno-` form.
    refused("-Wno-format=2");
    for accepted in [
        "-Wshadow",
        "-Wno-foo",
        "-W",
        "-Wextra",
        "-Wpedantic",
        "-Wno-long-long",
    ] {
        assert_eq!(compile_with(&[accepted]), (0, String::new()), "{accepted}");
    }
    // A switch gcc 12 dropped: its driver's warning, even under -Werror; its -Wno- form is silent.
    assert_eq!(
        compile_with(&["-Werror", "-Wchkp", "-Wno-argument-mismatch"]),
        (
            0,
            "tcc-rs: warning: switch '-Wchkp' is no longer supported\n".into()
        )
    );
}

/// `-Werror=NAME` and `-Wno-error=NAME` must name one of gcc's warnings: cc1's error
/// otherwise, as gcc 12 gives it.
#[test]
fn werror_of_an_unknown_warning_is_an_error() {
    assert_eq!(
        compile_with(&["-Werror=unknown-warning-option"]),
        (
            1,
            "tcc-rs: error: '-Werror=unknown-warning-option': no option \
             '-Wunknown-warning-option'\n"
                .into()
        )
    );
    assert_eq!(
        compile_with(&["-Wno-error=foo"]),
        (
            1,
            "tcc-rs: error: '-Wno-error=foo': no option '-Wfoo'\n".into()
        )
    );
    assert_eq!(
        compile_with(&["-Werror=fatal-errors"]),
        (
            1,
            "tcc-rs: error: '-Werror=fatal-errors': '-Wfatal-errors' is not an option that \
             controls warnings\n"
                .into()
        )
    );
    for accepted in ["-Werror=shadow", "-Wno-error=format", "-Werror=format=2"] {
        assert_eq!(compile_with(&[accepted]), (0, String::new()), "{accepted}");
    }
}

/// A warning gcc has for C++ (or another language) but not C: gcc 12's warning, and the
/// compilation goes on; `-Werror` makes it an error.
#[test]
fn other_languages_warning_options_are_warned_about() {
    let warning = "command-line option '-Wctor-dtor-privacy' is valid for C++/ObjC++ but not \
                   for C";
    assert_eq!(
        compile_with(&["-Wctor-dtor-privacy"]),
        (0, format!("tcc-rs: warning: {warning}\n"))
    );
    assert_eq!(
        compile_with(&["-Werror", "-Wctor-dtor-privacy"]),
        (
            1,
            format!("tcc-rs: error: {warning} [-Werror]\ntcc-rs: all warnings being treated as errors\n")
        )
    );
    assert_eq!(
        compile_with(&["-Wno-error=ctor-dtor-privacy", "-Werror=ctor-dtor-privacy"]),
        (
            0,
            "tcc-rs: warning: '-Werror=' argument '-Werror=ctor-dtor-privacy' is not valid \
             for C\n"
                .into()
        )
    );
    assert_eq!(
        compile_with(&["-Waliasing"]),
        (
            0,
            "tcc-rs: warning: command-line option '-Waliasing' is valid for Fortran but not \
             for C\n"
                .into()
        )
    );
}

/// A sub-option of `-Wformat` (`-Wformat-security`...) given without `-Wformat` (or `-Wall`)
/// draws cc1's warning that it is ignored, as in gcc 12, so that a configure probe with
/// `-Werror` drops it as it does under gcc: compared with gcc on each form, in every mode.
#[test]
fn format_suboptions_without_format_are_warned_about_as_gcc_does() {
    let ws = Workspace::new();
    ws.write("empty.c", "int main(void) { return 0; }\n");
    let forms: &[&[&str]] = &[
        &["-Wformat-security"],
        &[
            "-Wformat-security",
            "-Wformat-nonliteral",
            "-Wformat-contains-nul",
            "-Wformat-y2k",
        ],
        &["-Wformat-zero-length", "-Wformat-extra-args"],
        &["-Wall", "-Wformat-security"],
        &["-Wextra", "-Wformat-security"],
        &["-Wall", "-Wno-all", "-Wformat-security"],
        &["-Wall", "-Wno-format", "-Wformat-security"],
        &["-Wno-format", "-Wall", "-Wformat-y2k"],
        &["-Wall", "-Wformat=0", "-Wformat-security"],
        &["-Wformat=2", "-Wformat-security"],
        &["-Werror=format", "-Wformat-security"],
        &["-Wformat-security", "-Wno-format-security"],
        &["-Werror=format-security", "-Wno-format-security"],
        &["-Wno-format-security", "-Werror=format-security"],
        &["-Wformat-security", "-w"],
        &["-Werror=format-y2k", "-w"],
        &["-Werror", "-Wformat-security"],
        &["-Werror", "-Wformat-security", "-Wno-error=format-security"],
        &["-Wformat-signedness", "-Wformat-overflow=2"],
    ];
    let modes: &[&[&str]] = &[&["-fsyntax-only"], &["-c"], &["-S"], &["-E"], &["-M"]];
    let run = |program: &str, args: &[&str]| status_and_stderr(&ws, program, args);
    let tcc = env!("CARGO_BIN_EXE_tcc-rs");
    for form in forms {
        for mode in modes {
            let mut args = form.to_vec();
            args.extend_from_slice(mode);
            args.extend(["empty.c", "-o", "out"]);
            assert_eq!(run(tcc, &args), run("gcc", &args), "{args:?}");
        }
    }
    // Once per source, as cc1 runs once per source.
    let args = ["-fsyntax-only", "-Wformat-y2k", "empty.c", "empty.c"];
    assert_eq!(run(tcc, &args), run("gcc", &args));
}

/// The exit status and standard error of `program args` run in `ws` in the C locale (gcc's
/// plain quotes), with cc1's name read as tcc-rs's: what must agree between gcc and tcc-rs.
fn status_and_stderr(ws: &Workspace, program: &str, args: &[&str]) -> (Option<i32>, String) {
    let out = Command::new(program)
        .current_dir(ws.dir.path())
        .env("LC_ALL", "C")
        .args(args)
        .output()
        .expect("the compiler runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    (out.status.code(), stderr.replace("cc1: ", "tcc-rs: "))
}

/// The options that take a value take gcc's values and refuse the others as gcc does.
#[test]
fn valued_warning_options_check_their_values() {
    for accepted in [
        "-Wformat=2",
        "-Wstrict-aliasing=3",
        "-Wimplicit-fallthrough=3",
        "-Wnormalized=nfc",
        "-Warray-bounds=2",
        "-Wlarger-than=1024",
        "-Wframe-larger-than=4KiB",
        "-Wno-alloc-size-larger-than",
    ] {
        assert_eq!(compile_with(&[accepted]), (0, String::new()), "{accepted}");
    }
    let refused = |flag: &str, message: &str| {
        assert_eq!(
            compile_with(&[flag]),
            (1, format!("tcc-rs: error: {message}\n")),
            "{flag}"
        );
    };
    refused(
        "-Wformat=3",
        "argument to '-Wformat=' is not between 0 and 2",
    );
    refused(
        "-Wformat=x",
        "argument to '-Wformat=' should be a non-negative integer",
    );
    refused(
        "-Wlarger-than=1k",
        "argument to '-Wlarger-than=' should be a non-negative integer optionally followed by a \
         size unit",
    );
    refused(
        "-Wnormalized=foo",
        "argument 'foo' to '-Wnormalized' not recognized (valid arguments to '-Wnormalized=' \
         are: id nfc nfkc none)",
    );
    refused("-Wformat=", "missing argument to '-Wformat='");
    assert_eq!(
        compile_with(&["-Wno-attributes=gnu::foo,vendor::"]),
        (0, String::new())
    );
    refused(
        "-Wno-attributes=foo",
        "wrong argument to ignored attributes (valid format is 'ns::attr' or 'ns::')",
    );
}

/// A configure script's "checking whether the compiler accepts FLAG" decides as with gcc:
/// jemalloc's keeps `-Wshorten-64-to-32` for clang only.
#[test]
fn configure_probe_of_a_warning_flag_decides_as_with_gcc() {
    let ws = Workspace::new();
    ws.write("conftest.c", "int main(void) { return 0; }\n");
    let probe = |flag: &str| ws.tcc(&[flag, "conftest.c", "-o", "conftest"]).status;
    assert_eq!(probe("-Wshorten-64-to-32"), 1);
    assert_eq!(probe("-Wshadow"), 0);
}

#[test]
fn compiles_and_links_an_executable() {
    let ws = Workspace::new();
    ws.write("hello.c", HELLO);
    assert_success(&ws.tcc(&["hello.c", "-o", "hello"]), "compile");
    let run = ws.run("hello");
    assert_eq!(run.stdout, "6 1\n");
    assert_eq!(run.status, 3);
}

#[test]
fn dash_reads_the_source_from_standard_input() {
    let ws = Workspace::new();
    ws.write("answer.h", "#define ANSWER 42\n");
    let source = "#include \"answer.h\"\nint main(void) { return ANSWER; }\n";
    assert_success(
        &ws.tcc_with_stdin(&["-", "-o", "from_stdin"], source.as_bytes()),
        "compile from stdin",
    );
    assert_eq!(ws.run("from_stdin").status, 42);
    let pre = ws.tcc_with_stdin(&["-E", "-P", "-"], source.as_bytes());
    assert_success(&pre, "preprocess from stdin");
    assert!(pre.stdout.contains("return 42;"), "{}", pre.stdout);
}

#[test]
fn errors_in_standard_input_name_stdin() {
    let ws = Workspace::new();
    let out = ws.tcc_with_stdin(&["-", "-o", "bad"], b"int main(void) { return x; }\n");
    assert_eq!(out.status, 1);
    assert!(
        out.stderr
            .starts_with("<stdin>:1:25: error: 'x' undeclared"),
        "{}",
        out.stderr
    );
    assert!(!ws.path("bad").exists());
}

#[test]
fn time_passes_reports_every_phase_on_stderr() {
    let ws = Workspace::new();
    ws.write("hello.c", HELLO);
    let out = ws.tcc(&["--time-passes", "hello.c", "-o", "hello"]);
    assert_success(&out, "compile");
    for phase in [
        "preprocess",
        "parse",
        "sema",
        "lower",
        "mem2reg",
        "verify",
        "codegen: IR to Cranelift IR",
        "codegen: Cranelift compile",
        "object emission",
        "link",
        "Total",
    ] {
        assert!(
            out.stderr.contains(phase),
            "no '{phase}' in\n{}",
            out.stderr
        );
    }
    assert!(out.stdout.is_empty(), "{}", out.stdout);
    assert_eq!(ws.run("hello").stdout, "6 1\n");
}

/// Under `--time-passes`, a second table splits mem2reg's time into its steps, in the
/// order they run; their total is within the phase's time. Without mem2reg, no table.
#[test]
fn time_passes_splits_mem2reg_into_its_steps() {
    let ws = Workspace::new();
    ws.write("hello.c", HELLO);
    let out = ws.tcc(&["--time-passes", "hello.c", "-o", "hello"]);
    assert_success(&out, "compile");
    let err = &out.stderr;
    let seconds = |line: &str| -> f64 {
        let first = line.split_whitespace().next().unwrap_or("");
        first
            .parse()
            .unwrap_or_else(|_| panic!("no time in {line:?}"))
    };
    let phase = err
        .lines()
        .find(|l| l.ends_with("  mem2reg"))
        .unwrap_or_else(|| panic!("no mem2reg row in\n{err}"));
    let table = &err[err.find("mem2reg, step by step").expect("the steps' table")..];
    let rows: Vec<&str> = table.lines().skip(3).collect();
    let steps: Vec<&str> = STEPS.iter().copied().chain(["Total"]).collect();
    assert_eq!(rows.len(), steps.len(), "{table}");
    for (row, step) in rows.iter().zip(&steps) {
        assert!(
            row.ends_with(&format!("  {step}")),
            "{row:?} is not {step:?}"
        );
    }
    // Both are rounded to 0.1 ms.
    assert!(
        seconds(rows[steps.len() - 1]) <= seconds(phase) + 0.0001,
        "{err}"
    );

    let out = ws.tcc(&["--time-passes", "--no-mem2reg", "hello.c", "-o", "hello"]);
    assert_success(&out, "compile");
    assert!(!out.stderr.contains("step by step"), "{}", out.stderr);
}

#[test]
fn output_defaults_to_a_out() {
    let ws = Workspace::new();
    ws.write("hello.c", HELLO);
    assert_success(&ws.tcc(&["hello.c"]), "compile");
    assert_eq!(ws.files(), ["a.out", "hello.c"]);
    assert_eq!(ws.run("a.out").stdout, "6 1\n");
}

#[test]
fn several_sources_in_one_call_link_together() {
    let ws = Workspace::new();
    ws.write("main.c", TWICE_MAIN).write("lib.c", TWICE_LIB);
    assert_success(&ws.tcc(&["main.c", "lib.c", "-o", "prog"]), "compile");
    let run = ws.run("prog");
    assert_eq!(run.stdout, "421");
    assert_eq!(run.status, 0);
    // Intermediate objects are temporary: nothing but the sources and the program remains.
    assert_eq!(ws.files(), ["lib.c", "main.c", "prog"]);
}

#[test]
fn dash_c_writes_an_object_named_after_the_source() {
    let ws = Workspace::new();
    ws.write("lib.c", TWICE_LIB);
    assert_success(&ws.tcc(&["-c", "lib.c"]), "compile -c");
    assert_eq!(ws.files(), ["lib.c", "lib.o"]);
    assert!(is_elf(&ws.path("lib.o")), "lib.o is not an ELF object");
    // Only the last suffix is replaced, as gcc does (GNU units builds bison's
    // `parse.tab.c` with `-c` and links `parse.tab.o`); `-S` and `-MD` name theirs alike.
    ws.write("parse.tab.c", TWICE_LIB);
    assert_success(&ws.tcc(&["-c", "-MD", "parse.tab.c"]), "compile -c");
    assert_success(&ws.tcc(&["-S", "parse.tab.c"]), "compile -S");
    assert_eq!(
        ws.files(),
        [
            "lib.c",
            "lib.o",
            "parse.tab.c",
            "parse.tab.d",
            "parse.tab.o",
            "parse.tab.s"
        ]
    );
}

#[test]
fn objects_from_dash_c_link_into_a_program() {
    let ws = Workspace::new();
    ws.write("main.c", TWICE_MAIN).write("lib.c", TWICE_LIB);
    assert_success(&ws.tcc(&["-c", "main.c", "-o", "main.o"]), "compile main.c");
    assert_success(&ws.tcc(&["-c", "lib.c", "-o", "lib.o"]), "compile lib.c");
    assert_success(&ws.tcc(&["main.o", "lib.o", "-o", "prog"]), "link");
    assert_eq!(ws.run("prog").stdout, "421");
}

/// A file of no suffix tcc-rs compiles is the linker's, as gcc has it: without a link it goes
/// unused with a warning (libb2's build passes its source directory with -c), and one that
/// does not exist is an error.
#[test]
fn other_files_are_linker_inputs_unused_by_dash_c() {
    let ws = Workspace::new();
    ws.write("lib.c", TWICE_LIB);
    fs::create_dir(ws.path("src")).expect("mkdir");
    let out = ws.tcc(&["-c", "lib.c", "src/"]);
    assert_success(&out, "compile -c with a directory");
    assert_eq!(
        out.stderr,
        "tcc-rs: warning: src/: linker input file unused because linking not done\n"
    );
    assert!(is_elf(&ws.path("lib.o")), "lib.o is not an ELF object");
    let out = ws.tcc(&["-c", "lib.c", "-o", "other.o", "missing.xyz"]);
    assert_command_line_error(&out, "missing.xyz: linker input file not found");
    assert!(!ws.path("other.o").exists(), "wrote other.o");
}

/// `-fsyntax-only`, as gcc: each source checked, its errors and warnings reported with the
/// status they give, nothing written (`-o` ignored).
#[test]
fn fsyntax_only_checks_each_source_and_writes_nothing() {
    let ws = Workspace::new();
    ws.write("main.c", TWICE_MAIN).write("lib.c", TWICE_LIB);
    ws.write(
        "warn.c",
        "int f(void) { unsigned *p = (int *)0; return p != 0; }\n",
    );
    ws.write("bad.c", "int g(void) {\n    return undeclared;\n}\n");
    let out = ws.tcc(&["-fsyntax-only", "main.c", "lib.c", "-o", "prog"]);
    assert_success(&out, "-fsyntax-only on good sources");
    assert!(out.stderr.is_empty(), "stderr:\n{}", out.stderr);
    let out = ws.tcc(&["-fsyntax-only", "-Wall", "warn.c"]);
    assert_success(&out, "-fsyntax-only with a warning");
    assert!(out.stderr.contains("warn.c:1:"), "stderr:\n{}", out.stderr);
    assert!(out.stderr.contains("warning:"), "stderr:\n{}", out.stderr);
    let out = ws.tcc(&["-fsyntax-only", "bad.c", "main.c"]);
    assert_eq!(out.status, 1, "stderr:\n{}", out.stderr);
    assert!(
        out.stderr
            .lines()
            .any(|l| l.starts_with("bad.c:2:") && is_located_error(l, "bad.c")),
        "expected an error at bad.c:2, got:\n{}",
        out.stderr
    );
    assert_eq!(ws.files(), ["bad.c", "lib.c", "main.c", "warn.c"]);
}

#[test]
fn compile_error_reports_file_line_col_and_writes_nothing() {
    let ws = Workspace::new();
    ws.write("bad.c", "int main(void) {\n    return 1 +;\n}\n");
    let out = ws.tcc(&["bad.c", "-o", "bad"]);
    assert_eq!(out.status, 1, "stderr:\n{}", out.stderr);
    assert!(
        out.stderr.lines().any(|l| is_located_error(l, "bad.c")),
        "expected `bad.c:LINE:COL: error: ...`, got:\n{}",
        out.stderr
    );
    assert!(
        !ws.path("bad").exists(),
        "a partial output file was left behind"
    );
    assert_eq!(ws.files(), ["bad.c"]);
}

#[test]
fn semantic_error_points_at_its_line() {
    let ws = Workspace::new();
    ws.write(
        "undeclared.c",
        "int main(void) {\n    int a = 1;\n    return a + b;\n}\n",
    );
    let out = ws.tcc(&["-c", "undeclared.c"]);
    assert_eq!(out.status, 1, "stderr:\n{}", out.stderr);
    assert!(
        out.stderr
            .lines()
            .any(|l| l.starts_with("undeclared.c:3:") && is_located_error(l, "undeclared.c")),
        "expected an error at undeclared.c:3, got:\n{}",
        out.stderr
    );
    assert!(!ws.path("undeclared.o").exists());
}

#[test]
fn failing_link_reports_the_undefined_symbol() {
    let ws = Workspace::new();
    ws.write(
        "undefined.c",
        "int missing_function(int x);\nint main(void) {\n    return missing_function(1);\n}\n",
    );
    let out = ws.tcc(&["undefined.c", "-o", "prog"]);
    assert_ne!(out.status, 0, "linking should fail");
    assert!(
        out.stderr.contains("missing_function"),
        "the linker's message should name the symbol:\n{}",
        out.stderr
    );
    assert!(!ws.path("prog").exists());
}

/// The text an `--emit=` run produced: standard output, or the files it wrote.
fn emitted(ws: &Workspace, args: &[&str]) -> String {
    let out = ws.tcc(args);
    assert_success(&out, &args.join(" "));
    let mut text = out.stdout;
    for name in ws.files() {
        if name != "loop.c" {
            text.push_str(&fs::read_to_string(ws.path(&name)).unwrap_or_default());
        }
    }
    text
}

/// A loop whose counter needs a phi once promoted.
const LOOP: &str = "\
int sum(int n) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s += i;
    return s;
}
";

#[test]
fn emit_ir_shows_memory_form() {
    let ws = Workspace::new();
    ws.write("loop.c", LOOP);
    let ir = emitted(&ws, &["--emit=ir", "loop.c"]);
    assert!(ir.contains("alloca"), "no alloca in --emit=ir:\n{ir}");
    assert!(
        ir.contains("load") && ir.contains("store"),
        "--emit=ir:\n{ir}"
    );
}

#[test]
fn emit_ssa_shows_phis_and_no_allocas() {
    let ws = Workspace::new();
    ws.write("loop.c", LOOP);
    let ssa = emitted(&ws, &["--emit=ssa", "loop.c"]);
    assert!(ssa.contains("phi"), "no phi in --emit=ssa:\n{ssa}");
    assert!(
        !ssa.contains("alloca"),
        "an alloca survived mem2reg:\n{ssa}"
    );
}

#[test]
fn emit_clif_without_mem2reg_uses_stack_slots() {
    let ws = Workspace::new();
    ws.write("loop.c", LOOP);
    let clif = emitted(&ws, &["--emit=clif", "--no-mem2reg", "loop.c"]);
    assert!(
        clif.contains("stack_slot") || clif.contains("ss0"),
        "no stack slot:\n{clif}"
    );
}

#[test]
fn emit_dot_is_a_graphviz_digraph() {
    let ws = Workspace::new();
    ws.write("loop.c", LOOP);
    let dot = emitted(&ws, &["--emit=dot", "loop.c"]);
    assert!(dot.contains("digraph"), "no digraph in --emit=dot:\n{dot}");
    assert!(dot.contains("->"), "no edges in --emit=dot:\n{dot}");
    if on_path("dot") {
        let mut graphviz = Command::new("dot");
        graphviz.arg("-Tsvg");
        let rendered =
            finish(run_with_timeout(&mut graphviz, dot.as_bytes(), LIMIT).expect("dot runs"));
        assert_eq!(
            rendered.status, 0,
            "Graphviz rejects the output:\n{}\n{dot}",
            rendered.stderr
        );
        assert!(rendered.stdout.contains("<svg"), "dot drew no SVG");
    }
}

#[test]
fn stats_go_to_stderr() {
    let ws = Workspace::new();
    ws.write("loop.c", LOOP);
    let out = ws.tcc(&["--stats", "-c", "loop.c"]);
    assert_success(&out, "--stats");
    assert!(out.stdout.is_empty(), "stdout: {}", out.stdout);
    assert!(
        out.stderr.contains("mem2reg") && out.stderr.contains("promoted"),
        "no mem2reg counters on stderr:\n{}",
        out.stderr
    );
    assert!(ws.path("loop.o").exists());
}

#[test]
fn remarks_go_to_stderr() {
    let ws = Workspace::new();
    ws.write("loop.c", LOOP);
    let out = ws.tcc(&["--remarks", "-c", "loop.c"]);
    assert_success(&out, "--remarks");
    assert!(out.stdout.is_empty(), "stdout: {}", out.stdout);
    assert!(
        out.stderr.contains("remark") && out.stderr.contains("sum"),
        "no remark about function `sum` on stderr:\n{}",
        out.stderr
    );
    assert!(ws.path("loop.o").exists());
}

#[test]
fn emitted_ir_compiles_back_to_the_same_program() {
    let ws = Workspace::new();
    ws.write("hello.c", HELLO);
    let out = ws.tcc(&["--emit=ir", "hello.c"]);
    assert_success(&out, "--emit=ir");
    ws.write("hello.ir", &out.stdout);
    assert_success(&ws.tcc(&["hello.ir", "-o", "from_ir"]), "compile hello.ir");
    let run = ws.run("from_ir");
    assert_eq!((run.stdout.as_str(), run.status), ("6 1\n", 3));
}

#[test]
fn no_mem2reg_gives_the_same_program() {
    let ws = Workspace::new();
    ws.write("hello.c", HELLO);
    assert_success(
        &ws.tcc(&["--no-mem2reg", "hello.c", "-o", "plain"]),
        "compile",
    );
    let run = ws.run("plain");
    assert_eq!((run.stdout.as_str(), run.status), ("6 1\n", 3));
}

#[test]
fn gcc_compatible_flags_are_accepted() {
    let ws = Workspace::new();
    ws.write("hello.c", HELLO);
    let out = ws.tcc(&[
        "-O2", "-g", "-w", "-Wall", "-std=c99", "hello.c", "-o", "hello", "-lm",
    ]);
    assert_success(&out, "gcc-style flags");
    assert_eq!(ws.run("hello").stdout, "6 1\n");
}

#[test]
fn target_aarch64_builds_an_aarch64_executable() {
    if !on_path("aarch64-linux-gnu-gcc") || !on_path("qemu-aarch64") {
        eprintln!("skipped: aarch64-linux-gnu-gcc or qemu-aarch64 not on PATH");
        return;
    }
    let ws = Workspace::new();
    ws.write("hello.c", HELLO);
    let out = ws.tcc(&[
        "--target",
        "aarch64-unknown-linux-gnu",
        "hello.c",
        "-o",
        "hello",
    ]);
    assert_success(&out, "--target aarch64");
    // e_machine (bytes 18..20 of the ELF header) is 183 for aarch64.
    let header = fs::read(ws.path("hello")).expect("executable");
    assert_eq!(
        header.get(18..20),
        Some(&[183u8, 0][..]),
        "not an aarch64 ELF"
    );
    let mut qemu = Command::new("qemu-aarch64");
    qemu.args(["-L", "/usr/aarch64-linux-gnu"])
        .arg(ws.path("hello"));
    let run = finish(run_with_timeout(&mut qemu, b"", LIMIT).expect("qemu runs"));
    assert_eq!((run.stdout.as_str(), run.status), ("6 1\n", 3));
}

/// TS 18661-3's types as gcc 12 has them, keywords from GNU C 7 on: `_Float32` of float's
/// format, `_Float64` and `_Float32x` of double's, `_Float64x` of long double's; `_Float128`
/// of long double's on aarch64, and declared only on x86-64 (binary128). Before 7 they are
/// names, which glibc typedefs.
const FLOAT_N: &str = "#include <math.h>\n#include <stdio.h>\n\
    _Float32 a = 1.5f32; _Float64 b = 2.5; _Float32x c = 3.5; _Float64x d = 4.5L;\n\
    _Complex _Float64 z = 1;\n\
    int main(void) {\n\
      printf(\"%d %d %d %d %d\\n\", (int)sizeof a, (int)sizeof b, (int)sizeof c,\n\
             (int)sizeof d, (int)sizeof z);\n\
      printf(\"%g %g %g %Lg %g\\n\", (double)a, b, c, d, sqrt(b * 2 + 11));\n\
      return 0;\n\
    }\n";

/// Distinct types of the same formats, as in gcc: `_Generic` and
/// `__builtin_types_compatible_p` tell them apart (glibc's `<math.h>` lists `float` and
/// `_Float32` in one `_Generic` from GNU C 7), the usual arithmetic conversions prefer an
/// interchange type to a standard one to an extended one of one format, and a `_Float32` is
/// passed to a variadic function unpromoted. x86-64's `_Float128` may be named where no value
/// is needed (glibc's prototypes, `sizeof`, an unselected `_Generic` association).
const FLOAT_N_DISTINCT: &str = "#define _GNU_SOURCE\n#include <math.h>\n#include <stdio.h>\n\
    #include <stdarg.h>\n\
    #define T(x) _Generic((x), float: \"float\", double: \"double\", long double: \"ld\", \\\n\
      _Float32: \"F32\", _Float64: \"F64\", _Float32x: \"F32x\", _Float64x: \"F64x\")\n\
    static void v(int n, ...) {\n\
      va_list ap; va_start(ap, n); _Float32 x = va_arg(ap, _Float32); double y = va_arg(ap, double);\n\
      printf(\"%g %g\\n\", (double)x, y); va_end(ap);\n\
    }\n\
    int main(void) {\n\
      _Float32 a = 1.5f32; float b = 2; _Float64 c = 3; double d = 4; _Float32x e = 5;\n\
      _Float64x f = 6; long double g = 7;\n\
      printf(\"%s %s %s %s %s %s %s\\n\", T(a + b), T(b + a), T(c + d), T(d + e), T(c + e),\n\
             T(f + g), T(a + c));\n\
      printf(\"%s %s %s %s %s %s\\n\", T(a + 1), T(1.0f32), T(+a), T(e + g), T(a + e), T(b * 2.0f64));\n\
      printf(\"%d %d %d\\n\", __builtin_types_compatible_p(_Float32, float),\n\
             __builtin_types_compatible_p(_Float64x, long double),\n\
             __builtin_types_compatible_p(_Float64, _Float64));\n\
      v(0, a, b);\n\
      printf(\"%d %d %d %d\\n\", issignaling(d), iszero(g), issubnormal(b), (int)sizeof(_Float128));\n\
      return 0;\n\
    }\n";

#[test]
fn float_n_types_are_distinct_as_in_gcc() {
    let ws = Workspace::new();
    ws.write("distinct.c", FLOAT_N_DISTINCT);
    gcc_in(&ws, &["distinct.c", "-o", "gcc-built", "-lm"]);
    let want = ws.run("gcc-built").stdout;
    let out = ws.tcc(&[
        "-fgnuc-version=12.2.0",
        "distinct.c",
        "-o",
        "distinct",
        "-lm",
    ]);
    assert_success(&out, "distinct _FloatN types");
    assert_eq!(ws.run("distinct").stdout, want);
    assert!(
        want.starts_with("F32 F32 F64 double F64 ld F64\n"),
        "{want}"
    );
}

#[test]
fn float_n_types_from_gnuc_7() {
    let ws = Workspace::new();
    ws.write("floatn.c", FLOAT_N);
    let out = ws.tcc(&["-fgnuc-version=12.2.0", "floatn.c", "-o", "floatn", "-lm"]);
    assert_success(&out, "_FloatN at GNU C 12.2.0");
    assert_eq!(ws.run("floatn").stdout, "4 8 8 16 16\n1.5 2.5 3.5 4.5 4\n");
    // At the default 4.2.1 they are names: glibc typedefs them, a program may too.
    ws.write(
        "names.c",
        "typedef int _Float32; int main(void) { _Float32 x = 3; return x; }\n",
    );
    assert_success(&ws.tcc(&["names.c", "-o", "names"]), "_Float32 as a name");
    assert_eq!(ws.run("names").status, 3);
    ws.write("f128.c", "_Float128 x;\nlong _Float64 y;\n");
    let out = ws.tcc(&[
        "-fgnuc-version=12.2.0",
        "--target=x86_64-linux-gnu",
        "-c",
        "f128.c",
    ]);
    assert!(
        out.status == 1
            && out
                .stderr
                .contains("f128.c:1:11: error: '_Float128' is not supported on x86-64")
            && out
                .stderr
                .contains("f128.c:2:1: error: two or more data types"),
        "{}",
        out.stderr
    );
    if !on_path("aarch64-linux-gnu-gcc") || !on_path("qemu-aarch64") {
        eprintln!("skipped aarch64: aarch64-linux-gnu-gcc or qemu-aarch64 not on PATH");
        return;
    }
    ws.write(
        "f128a.c",
        "_Float128 x = 2; int main(void) { return sizeof x + (int)x; }\n",
    );
    let args = [
        "-fgnuc-version=12",
        "--target=aarch64-linux-gnu",
        "f128a.c",
        "-o",
        "f128a",
    ];
    assert_success(&ws.tcc(&args), "_Float128 on aarch64");
    let args = [
        "-fgnuc-version=12",
        "--target=aarch64-linux-gnu",
        "floatn.c",
        "-o",
        "fa",
        "-lm",
    ];
    assert_success(&ws.tcc(&args), "_FloatN on aarch64");
    for (exe, stdout, status) in [
        ("f128a", "", 18),
        ("fa", "4 8 8 16 16\n1.5 2.5 3.5 4.5 4\n", 0),
    ] {
        let mut qemu = Command::new("qemu-aarch64");
        qemu.args(["-L", "/usr/aarch64-linux-gnu"])
            .arg(ws.path(exe));
        let run = finish(run_with_timeout(&mut qemu, b"", LIMIT).expect("qemu runs"));
        assert_eq!((run.stdout.as_str(), run.status), (stdout, status), "{exe}");
    }
}

/// Runs `tcc-rs args` in `ws` with its standard output and error both writing to a pipe
/// whose reader has already gone, like `tcc-rs bad.c 2>&1 | head -1` once `head` has left.
fn tcc_into_closed_pipe(ws: &Workspace, args: &[&str]) -> i32 {
    let (reader, writer) = std::io::pipe().expect("pipe");
    drop(reader);
    let status = Command::new(env!("CARGO_BIN_EXE_tcc-rs"))
        .args(args)
        .current_dir(ws.dir.path())
        .stdout(writer.try_clone().expect("dup"))
        .stderr(writer)
        .status()
        .expect("tcc-rs runs");
    status_code(status)
}

#[test]
fn a_closed_standard_output_or_error_exits_1_without_a_panic() {
    let ws = Workspace::new();
    ws.write(
        "bad.c",
        "int main(void) { return x; }\nint f(void) { return y; }\n",
    );
    ws.write("hello.c", HELLO);
    // Diagnostics, -E text, --help: gcc exits 1 when it cannot write, never 101.
    assert_eq!(tcc_into_closed_pipe(&ws, &["bad.c"]), 1);
    assert_eq!(tcc_into_closed_pipe(&ws, &["-E", "hello.c"]), 1);
    assert_eq!(tcc_into_closed_pipe(&ws, &["--emit=ir", "hello.c"]), 1);
    assert_eq!(tcc_into_closed_pipe(&ws, &["--help"]), 1);
    assert_eq!(tcc_into_closed_pipe(&ws, &["--debug-crash"]), 1);
    // A full device: the same.
    let full = Command::new(env!("CARGO_BIN_EXE_tcc-rs"))
        .args(["--version"])
        .stdout(fs::File::create("/dev/full").expect("/dev/full"))
        .status()
        .expect("tcc-rs runs");
    assert_eq!(status_code(full), 1);
}

#[test]
fn a_crash_is_an_internal_compiler_error_with_exit_1_and_no_backtrace() {
    let out = Workspace::new().tcc(&["--debug-crash"]);
    assert_eq!(out.status, 1, "{}", out.stderr);
    assert!(
        out.stderr
            .starts_with("tcc-rs: internal compiler error: --debug-crash"),
        "{}",
        out.stderr
    );
    assert!(!out.stderr.contains("backtrace"), "{}", out.stderr);
    assert!(!out.stderr.contains("panicked"), "{}", out.stderr);
}

/// Integer division and remainder by zero and `MIN / -1`, with the operands from the command
/// line so that no compiler can fold them; the program prints the result of operation `argv[3]`.
const DIVISION: &str = "\
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
    int a = atoi(argv[1]), b = atoi(argv[2]);
    long la = atol(argv[1]), lb = atol(argv[2]);
    unsigned ua = a, ub = b;
    switch (atoi(argv[3])) {
    case 0: printf(\"%d\\n\", a / b); break;
    case 1: printf(\"%d\\n\", a % b); break;
    case 2: printf(\"%u\\n\", ua / ub); break;
    case 3: printf(\"%u\\n\", ua % ub); break;
    case 4: printf(\"%ld\\n\", la / lb); break;
    case 5: printf(\"%ld\\n\", la % lb); break;
    case 6: printf(\"%d %d\\n\", a / -1, a % -1); break;
    case 7: printf(\"%d\\n\", a / 0); break;
    }
    return 0;
}
";

const DIVISION_CASES: [[&str; 3]; 12] = [
    ["7", "0", "0"],
    ["7", "0", "1"],
    ["7", "0", "2"],
    ["7", "0", "3"],
    ["-2147483648", "-1", "0"],
    ["-2147483648", "-1", "1"],
    ["-9223372036854775808", "-1", "4"],
    ["-9223372036854775808", "-1", "5"],
    ["-2147483648", "0", "6"],
    ["7", "0", "7"],
    ["-7", "2", "0"],
    ["-7", "2", "1"],
];

/// The output and exit status (128 + signal when killed) of `runner exe args`.
fn run_program(ws: &Workspace, runner: &[&str], exe: &str, args: &[&str]) -> (String, i32) {
    let (program, prefix) = match runner.split_first() {
        Some((p, rest)) => (p.to_string(), rest.to_vec()),
        None => (ws.path(exe).to_string_lossy().into_owned(), vec![]),
    };
    let mut cmd = Command::new(program);
    cmd.args(prefix).current_dir(ws.dir.path());
    if !runner.is_empty() {
        cmd.arg(ws.path(exe));
    }
    cmd.args(args);
    let done = finish(run_with_timeout(&mut cmd, b"", LIMIT).expect("program runs"));
    (done.stdout, done.status)
}

/// On x86-64 gcc's program dies of SIGFPE (from `idiv`); on aarch64 it does not trap. tcc-rs's
/// programs must do the same on each target, in both mem2reg modes.
#[test]
fn division_by_zero_and_overflow_behave_as_gcc_programs_do() {
    let ws = Workspace::new();
    ws.write("div.c", DIVISION);
    for (gcc, _, runner, triple) in &gcc_targets() {
        let target = vec!["--target", *triple];
        let made = Command::new(gcc)
            .args(["-w", "div.c", "-o", "div-gcc"])
            .current_dir(ws.dir.path())
            .status()
            .expect("gcc runs");
        assert!(made.success());
        for mode in [&[][..], &["--no-mem2reg"][..], &["-O2"][..]] {
            let mut args = target.clone();
            args.extend(mode);
            args.extend(["-w", "div.c", "-o", "div-tcc"]);
            assert_success(&ws.tcc(&args), "div.c");
            for case in DIVISION_CASES {
                let expected = run_program(&ws, runner, "div-gcc", &case);
                let got = run_program(&ws, runner, "div-tcc", &case);
                assert_eq!(got, expected, "{gcc} {mode:?} {case:?}");
            }
        }
    }
}

/// `-fsigned-char` and `-funsigned-char` change plain `char` on both targets, before or
/// after `--target`, as in gcc: the program prints what gcc's prints with the same flag, in
/// every mode (conversions, limits, the preprocessor, the ABI, bit-fields; not `wchar_t`).
#[test]
fn plain_char_signedness_follows_the_flag_on_both_targets() {
    let ws = Workspace::new();
    ws.write("plain_char.c", include_str!("cli/plain_char.c"));
    let targets = gcc_targets();
    for (gcc, _, runner, triple) in &targets {
        for flag in ["-fsigned-char", "-funsigned-char", "-fno-signed-char"] {
            let made = Command::new(gcc)
                .args([flag, "-w", "plain_char.c", "-o", "pc-gcc"])
                .current_dir(ws.dir.path())
                .status()
                .expect("gcc runs");
            assert!(made.success());
            let expected = run_program(&ws, runner, "pc-gcc", &[]);
            for mode in ["-O2", "--no-mem2reg", "-O0"] {
                // The flag both before and after --target: its place does not matter.
                for args in [
                    [flag, "--target", triple, mode],
                    ["--target", triple, mode, flag],
                ] {
                    let mut args = args.to_vec();
                    args.extend(["-w", "plain_char.c", "-o", "pc-tcc"]);
                    assert_success(&ws.tcc(&args), "plain_char.c");
                    let got = run_program(&ws, runner, "pc-tcc", &[]);
                    assert_eq!(got, expected, "{args:?}");
                }
            }
        }
    }
}

/// `a * b + c` is fused where gcc fuses it and nowhere else: on aarch64 (which has the
/// instruction) at `-O2` and above under `-ffp-contract=fast`, the default in the GNU modes;
/// not at `-O1` or tcc-rs's default level, not under `-std=c11` (unless `-ffp-contract=fast`
/// or `-ffast-math` says so), not under `-ffp-contract=off` or `on`; and never on x86-64,
/// whose baseline has no fused multiply-add. Each build prints what the cross gcc's build
/// with the same flags prints, to the last bit.
#[test]
fn fp_contract_fuses_as_gcc_does() {
    let ws = Workspace::new();
    ws.write("fp.c", include_str!("cli/fp_contract.c"));
    let targets = gcc_targets();
    let flag_sets: [&[&str]; 11] = [
        &["-O2"],
        &["-O3"],
        &["-Os"],
        &["-Oz"],
        &["-O4"],
        &["-O1"],
        &["-O2", "-ffp-contract=off"],
        &["-O2", "-ffp-contract=on"],
        &["-O2", "-std=c11"],
        &["-ffp-contract=fast", "-O2", "-std=c11"],
        &["-O3", "-O1"],
    ];
    for (gcc, _, runner, triple) in &targets {
        let mut outputs = Vec::new();
        for flags in flag_sets {
            let made = Command::new(gcc)
                .args(flags)
                .args(["fp.c", "-o", "fp-gcc"])
                .current_dir(ws.dir.path())
                .status()
                .expect("gcc runs");
            assert!(made.success());
            let expected = run_program(&ws, runner, "fp-gcc", &[]);
            let mut args = vec!["--target", triple];
            args.extend(flags);
            args.extend(["fp.c", "-o", "fp-tcc"]);
            assert_success(&ws.tcc(&args), "fp.c");
            assert_eq!(
                run_program(&ws, runner, "fp-tcc", &[]),
                expected,
                "{args:?}"
            );
            outputs.push(expected);
        }
        // The program tells the two apart: on aarch64, -O2 fuses and -O1 does not.
        let fuses = *triple == "aarch64-unknown-linux-gnu";
        assert_eq!(outputs[0] != outputs[5], fuses, "{triple}");
        // Without -O, tcc-rs optimises but, like gcc without -O, fuses nothing.
        assert_success(
            &ws.tcc(&["--target", triple, "fp.c", "-o", "fp-tcc"]),
            "fp.c",
        );
        assert_eq!(
            run_program(&ws, runner, "fp-tcc", &[]),
            outputs[5],
            "{triple}"
        );
    }
    // The IR shows the fused instructions. gcc's -funsafe-math-optimizations (which tcc-rs's
    // output does not follow otherwise: it keeps signed zeros) also fuses in the ISO modes.
    let aarch64 = [
        "--target",
        "aarch64-unknown-linux-gnu",
        "--emit=opt",
        "fp.c",
    ];
    for (flags, fuses) in [
        (&["-O2"][..], true),
        (&["-O2", "-std=c11"], false),
        (&["-O2", "-std=c11", "-funsafe-math-optimizations"], true),
        (&["-O2", "-std=c11", "-ffast-math"], true),
        (&["-O2", "--no-fp-contract"], false),
    ] {
        let ir = ws.tcc(&[flags, &aarch64[..]].concat());
        assert_success(&ir, "--emit=opt");
        assert_eq!(ir.stdout.contains(" = fma f64 "), fuses, "{flags:?}");
        assert_eq!(ir.stdout.contains(" = fma f32x4 "), fuses, "{flags:?}");
    }
    let ir = ws.tcc(&["-O2", "--emit=opt", "fp.c"]);
    assert_success(&ir, "--emit=opt");
    assert!(!ir.stdout.contains(" = fma "), "{}", ir.stdout);
}

/// Pointer/integer mixes and incompatible pointer types are warnings, as in gcc 12, and the
/// program is built as written; `-Werror=NAME` makes them gcc 14's errors. `-fpermissive`
/// (C++'s) changes nothing but gcc 12's warning that it is for C++.
#[test]
fn pointer_integer_mixes_are_warnings_as_in_gcc_12() {
    let ws = Workspace::new();
    ws.write(
        "mix.c",
        "int main(void) { long n = 42; char *p = n; int *q = p; return (int)(long)q - 42; }\n",
    );
    let mix = ws.tcc(&["mix.c", "-o", "mix"]);
    assert_success(&mix, "default");
    assert!(mix.stderr.contains("warning: initialization of 'char *' from 'long int' makes pointer from integer without a cast [-Wint-conversion]"), "{}", mix.stderr);
    assert!(mix.stderr.contains("warning: initialization of 'int *' from incompatible pointer type 'char *' [-Wincompatible-pointer-types]"), "{}", mix.stderr);
    assert_eq!(ws.run("mix").status, 0);
    let strict = ws.tcc(&["-Werror=int-conversion", "mix.c", "-o", "strict"]);
    assert_eq!(strict.status, 1, "{}", strict.stderr);
    assert!(strict.stderr.contains("error: initialization of 'char *' from 'long int' makes pointer from integer without a cast [-Werror=int-conversion]"), "{}", strict.stderr);
    assert!(!ws.path("strict").exists());
    let permissive = ws.tcc(&["-fpermissive", "mix.c", "-o", "permissive"]);
    assert_success(&permissive, "-fpermissive");
    assert!(permissive.stderr.starts_with("tcc-rs: warning: command-line option '-fpermissive' is valid for C++/ObjC++ but not for C\n"), "{}", permissive.stderr);
    assert_eq!(ws.run("permissive").status, 0);
}

/// A file-scope declaration or definition with no specifiers at all is gcc 12's
/// -Wimplicit-int warning (with gcc's "data definition has no type or storage class" warning
/// for a declaration), and so is a type name without one (`(const) 0`): they are `int`, as
/// in gcc. `-Werror=implicit-int` makes them gcc 14's errors.
#[test]
fn declarations_without_specifiers_are_int_with_a_warning() {
    let ws = Workspace::new();
    ws.write(
        "bare.c",
        "counter = 40;\n\
         *nothing, twice[2] = {1, 0};\n\
         scale(int k) { return k * 2; }\n\
         int main(void) { return counter + scale(1) + twice[0] - 43 + (nothing != 0) + (const) 0; }\n",
    );
    let strict = ws.tcc(&["-Werror=implicit-int", "bare.c", "-o", "strict"]);
    assert_eq!(strict.status, 1, "{}", strict.stderr);
    for error in [
        "bare.c:1:1: warning: data definition has no type or storage class",
        "bare.c:1:1: error: type defaults to 'int' in declaration of 'counter' [-Werror=implicit-int]",
        "bare.c:2:2: error: type defaults to 'int' in declaration of 'nothing' [-Werror=implicit-int]",
        "bare.c:3:1: error: return type defaults to 'int' [-Werror=implicit-int]",
    ] {
        assert!(strict.stderr.contains(error), "{error}\n{}", strict.stderr);
    }
    assert!(!ws.path("strict").exists());
    let permissive = ws.tcc(&["bare.c", "-o", "permissive"]);
    assert_success(&permissive, "default");
    assert!(
        !permissive.stderr.contains("error"),
        "{}",
        permissive.stderr
    );
    assert!(permissive.stderr.contains("bare.c:2:11: warning: type defaults to 'int' in declaration of 'twice' [-Wimplicit-int]"), "{}", permissive.stderr);
    assert!(
        permissive
            .stderr
            .contains("warning: type defaults to 'int' in type name [-Wimplicit-int]"),
        "{}",
        permissive.stderr
    );
    assert_eq!(ws.run("permissive").status, 0);
}

/// Pointers to `char`, `signed char` and `unsigned char` (or `int` and `unsigned int`)
/// convert silently by default; `-Wall` or `-Wpointer-sign` adds gcc's warning, and
/// `-Wno-pointer-sign` takes it back. The program is accepted either way.
#[test]
fn wall_warns_about_pointer_targets_differing_in_signedness() {
    let ws = Workspace::new();
    ws.write(
        "sign.c",
        "void g(char *p) { (void)p; }\n\
         char *r(signed char *x) { return x; }\n\
         int main(void) { char c = 0; unsigned char *u = &c; signed char *s = 0;\n\
         s = &c; g(u); unsigned *w = (int *)0; (void)w; return !r(s); }\n",
    );
    let quiet = ws.tcc(&["sign.c", "-o", "quiet"]);
    assert_success(&quiet, "default");
    assert_eq!(quiet.stderr, "", "no warning by default");
    assert_eq!(ws.run("quiet").status, 0);
    for flag in ["-Wall", "-Wpointer-sign"] {
        let loud = ws.tcc(&[flag, "sign.c", "-o", "loud"]);
        assert_success(&loud, flag);
        for warning in [
            "sign.c:2:34: warning: pointer targets in returning 'signed char *' from a function with return type 'char *' differ in signedness [-Wpointer-sign]",
            "sign.c:3:49: warning: pointer targets in initialization of 'unsigned char *' from 'char *' differ in signedness [-Wpointer-sign]",
            "sign.c:4:3: warning: pointer targets in assignment from 'char *' to 'signed char *' differ in signedness [-Wpointer-sign]",
            "sign.c:4:11: warning: pointer targets in passing argument 1 of 'g' differ in signedness [-Wpointer-sign]",
            "sign.c:4:29: warning: pointer targets in initialization of 'unsigned int *' from 'int *' differ in signedness [-Wpointer-sign]",
        ] {
            assert!(loud.stderr.contains(warning), "{flag}: {warning}\n{}", loud.stderr);
        }
    }
    let off = ws.tcc(&["-Wall", "-Wno-pointer-sign", "sign.c", "-o", "off"]);
    assert_success(&off, "-Wno-pointer-sign");
    assert_eq!(off.stderr, "");
}

/// Implicit `int` and implicit function declarations are gcc 12's warnings from C99 on,
/// pedwarns that `-pedantic-errors` makes errors, and nothing in C90 (`-std=gnu89`) without
/// `-Wall`; the program means what C90 said (`int`, and a call of an undeclared function
/// through `extern int f();`).
#[test]
fn implicit_int_and_implicit_function_declarations_are_gcc_12_warnings() {
    let ws = Workspace::new();
    ws.write(
        "old.c",
        "static total = 40;\n\
         static add(const n) { return total + n; }\n\
         int main(void) { return later(add(2)) - 42; }\n\
         int later(int x) { return x; }\n",
    );
    let strict = ws.tcc(&["-pedantic-errors", "old.c", "-o", "strict"]);
    assert_eq!(strict.status, 1, "{}", strict.stderr);
    for error in [
        "old.c:1:8: error: type defaults to 'int' in declaration of 'total' [-Wimplicit-int]",
        "old.c:2:8: error: return type defaults to 'int' [-Wimplicit-int]",
        "old.c:2:18: error: type defaults to 'int' in declaration of 'n' [-Wimplicit-int]",
        "old.c:3:25: error: implicit declaration of function 'later' [-Wimplicit-function-declaration]",
    ] {
        assert!(strict.stderr.contains(error), "{error}\n{}", strict.stderr);
    }
    assert!(!ws.path("strict").exists());
    let permissive = ws.tcc(&["old.c", "-o", "permissive"]);
    assert_success(&permissive, "default");
    assert!(permissive.stderr.contains("old.c:3:25: warning: implicit declaration of function 'later' [-Wimplicit-function-declaration]"), "{}", permissive.stderr);
    assert!(
        permissive
            .stderr
            .contains("old.c:2:8: warning: return type defaults to 'int' [-Wimplicit-int]"),
        "{}",
        permissive.stderr
    );
    assert_eq!(ws.run("permissive").status, 0);
    let c90 = ws.tcc(&["-std=gnu89", "old.c", "-o", "c90"]);
    assert_success(&c90, "-std=gnu89");
    assert_eq!(c90.stderr, "", "-std=gnu89");
    let wall = ws.tcc(&["-std=gnu89", "-Wall", "old.c", "-o", "c90"]);
    assert!(wall.stderr.contains("old.c:3:25: warning: implicit declaration of function 'later' [-Wimplicit-function-declaration]"), "{}", wall.stderr);
}

/// Old-style parameters without types: one left undeclared in a K&R definition
/// (-Wimplicit-int) and names only in a declaration (gcc 12's untagged warning), the first
/// an `int`, the second `int f();` as in gcc; gcc 14's switches make them its errors.
#[test]
fn old_style_parameters_without_types_are_gcc_12_warnings() {
    let ws = Workspace::new();
    ws.write(
        "kr.c",
        "int sub(a, b) int b; { return a - b; }\n\
         int twice(x);\n\
         int main(void) { return sub(50, 8) + twice(0) - 42; }\n\
         int twice(x) int x; { return 2 * x; }\n",
    );
    let strict = ws.tcc(&[
        "-Werror=implicit-int",
        "-Werror=declaration-missing-parameter-type",
        "kr.c",
        "-o",
        "strict",
    ]);
    assert_eq!(strict.status, 1, "{}", strict.stderr);
    for error in [
        "kr.c:1:5: error: type of 'a' defaults to 'int' [-Werror=implicit-int]",
        "kr.c:2:1: error: parameter names (without types) in function declaration [-Werror=declaration-missing-parameter-type]",
    ] {
        assert!(strict.stderr.contains(error), "{error}\n{}", strict.stderr);
    }
    assert!(!ws.path("strict").exists());
    let permissive = ws.tcc(&["kr.c", "-o", "permissive"]);
    assert_success(&permissive, "default");
    for warning in [
        "kr.c:1:5: warning: type of 'a' defaults to 'int' [-Wimplicit-int]",
        "kr.c:2:1: warning: parameter names (without types) in function declaration\n",
    ] {
        assert!(
            permissive.stderr.contains(warning),
            "{warning}\n{}",
            permissive.stderr
        );
    }
    assert_eq!(ws.run("permissive").status, 0);
}

// ---- `-run`: compiled into memory and run at once ----

/// Echoes its arguments and standard input, counts the environment, exits with argc.
const ECHO: &str = r#"#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv, char **envp) {
    int envc = 0;
    while (envp[envc]) envc++;
    for (int i = 0; i < argc; i++) printf("argv[%d]=%s\n", i, argv[i]);
    printf("env %s\n", envc > 0 && getenv("TCCRS_RUN_TEST") ? getenv("TCCRS_RUN_TEST") : "-");
    int c;
    while ((c = getchar()) != EOF) putchar(c == 'a' ? 'A' : c);
    return argc;
}
"#;

#[test]
fn run_passes_arguments_environment_and_standard_streams() {
    let ws = Workspace::new();
    ws.write("echo.c", ECHO);
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_tcc-rs"));
    cmd.args(["-run", "echo.c", "one", "-two", "--three"])
        .env("TCCRS_RUN_TEST", "yes")
        .current_dir(ws.path(""));
    let out = finish(run_with_timeout(&mut cmd, b"banana\n", LIMIT).expect("tcc-rs runs"));
    assert_eq!(
        out.stdout, "argv[0]=echo.c\nargv[1]=one\nargv[2]=-two\nargv[3]=--three\nenv yes\nbAnAnA\n",
        "{}",
        out.stderr
    );
    assert_eq!(out.status, 4);
}

#[test]
fn run_works_as_a_script_interpreter() {
    let ws = Workspace::new();
    let bin_dir = Path::new(env!("CARGO_BIN_EXE_tcc-rs")).parent().unwrap();
    // The error on line 3 proves the #! line still counts as line 1.
    let script = "#!/usr/bin/env -S tcc-rs -run\n#include <stdio.h>\nint main(int argc, char **argv) { printf(\"%s %s\\n\", argv[0], argv[1]); return 5; }\n";
    ws.write("script", script);
    use std::os::unix::fs::PermissionsExt;
    fs::set_permissions(ws.path("script"), fs::Permissions::from_mode(0o755)).unwrap();
    let path = format!(
        "{}:{}",
        bin_dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let mut cmd = Command::new(ws.path("script"));
    cmd.arg("hi").env("PATH", &path).current_dir(ws.path(""));
    let out = finish(run_with_timeout(&mut cmd, b"", LIMIT).expect("script runs"));
    assert_eq!(out.stdout, format!("{} hi\n", ws.path("script").display()));
    assert_eq!(out.status, 5, "{}", out.stderr);
    ws.write(
        "bad",
        "#!/usr/bin/env -S tcc-rs -run\nint main(void) {\n  return x;\n}\n",
    );
    let out = ws.tcc(&["-run", "bad"]);
    assert_eq!(out.status, 1);
    assert!(out.stderr.starts_with("bad:3:"), "{}", out.stderr);
}

#[test]
fn run_exit_atexit_and_signals_behave_as_in_a_linked_program() {
    let ws = Workspace::new();
    ws.write(
        "exits.c",
        "#include <stdio.h>\n#include <stdlib.h>\nstatic void last(void) { printf(\"atexit\\n\"); }\n\
         void leave(int n) { printf(\"buffered \"); exit(n); }\n\
         int main(int argc, char **argv) { atexit(last); if (argc > 1) leave(atoi(argv[1])); \
         if (argc == 1) { volatile int *p = 0; return *p; } return 0; }\n",
    );
    let out = ws.tcc(&["-run", "exits.c", "9"]);
    assert_eq!((out.stdout.as_str(), out.status), ("buffered atexit\n", 9));
    // A crash ends the process with the signal, as the linked program's would (128 + 11).
    let out = ws.tcc(&["-run", "exits.c"]);
    assert_eq!(
        (out.stdout.as_str(), out.status),
        ("", 139),
        "{}",
        out.stderr
    );
}

#[test]
fn run_takes_several_sources_libraries_and_mode_flags() {
    let ws = Workspace::new();
    // Both units have a `static` helper and a string literal of their own.
    ws.write(
        "lib.c",
        "static int helper(int x) { return x * 2; }\nextern int calls;\n\
         int twice(int x) { calls++; return helper(x); }\nconst char *lib_name(void) { return \"lib\"; }\n",
    );
    ws.write(
        "main.c",
        "#include <stdio.h>\n#include <math.h>\nint twice(int);\nconst char *lib_name(void);\nint calls;\n\
         static int helper(int x) { return x + 1; }\n\
         int main(void) { printf(\"%d %d %s %d %.1f\\n\", twice(N), helper(1), lib_name(), calls, sqrt(2.25)); return 0; }\n",
    );
    for flags in [&[][..], &["--no-mem2reg"], &["-O0"]] {
        let mut args = flags.to_vec();
        args.extend(["-DN=21", "lib.c", "-lm", "-run", "main.c"]);
        let out = ws.tcc(&args);
        assert_eq!(out.stdout, "42 2 lib 1 1.5\n", "{flags:?}: {}", out.stderr);
        assert_eq!(out.status, 0);
    }
}

#[test]
fn run_reports_undefined_symbols_and_missing_libraries() {
    let ws = Workspace::new();
    ws.write(
        "undef.c",
        "int nowhere(void);\nint main(void) { return nowhere(); }\n",
    );
    let out = ws.tcc(&["-run", "undef.c"]);
    assert_eq!(out.status, 1);
    assert!(
        out.stderr.contains("undefined reference to `nowhere'"),
        "{}",
        out.stderr
    );
    ws.write("ok.c", "int main(void) { return 0; }\n");
    let out = ws.tcc(&["-lno_such_library_here", "-run", "ok.c"]);
    assert_eq!(out.status, 1);
    assert!(
        out.stderr.contains("cannot find -lno_such_library_here"),
        "{}",
        out.stderr
    );
    let out = ws.tcc(&["-run"]);
    assert_eq!(out.status, 1);
}

/// Under `-run` with several sources, as with gcc's linker: a strong definition wins over
/// weak ones (of functions, objects and aliases) whichever comes first, the first of
/// several weak ones stays, other units' uses of an alias reach its target, and two strong
/// definitions are an error.
#[test]
fn run_links_weak_definitions_and_aliases_as_the_linker_does() {
    let ws = Workspace::new();
    ws.write(
        "main.c",
        "#include <stdio.h>\n\
         __attribute__((weak)) int answer(void) { return 1; }\n\
         __attribute__((weak)) int counter = 10;\n\
         __attribute__((weak)) const char *who(void) { return \"main\"; }\n\
         int impl(void), from_lib(void);\n\
         extern int data_alias;\n\
         extern int maybe(void) __attribute__((weak));\n\
         int lib_impl(void), (*lib_impl_address(void))(void), lib_weak_data(void);\n\
         extern int weak_data;\n\
         int main(void) {\n\
           int (*p)(void) = answer;\n\
           printf(\"%d %d %s %d %d %d %d %d\\n\", answer(), counter, who(), p(), impl(),\n\
                  data_alias, from_lib(), maybe ? maybe() : -1);\n\
           printf(\"%d %d %d %d\\n\", lib_impl(), lib_impl_address()(), weak_data,\n\
                  lib_weak_data());\n\
           return 0;\n\
         }\n",
    );
    ws.write(
        "lib.c",
        "int answer(void) { return 42; }\n\
         int counter = 20;\n\
         __attribute__((weak)) const char *who(void) { return \"lib\"; }\n\
         static int impl_(void) { return 7; }\n\
         int impl(void) __attribute__((weak, alias(\"impl_\")));\n\
         int data_ = 5;\n\
         extern int data_alias __attribute__((alias(\"data_\")));\n\
         int from_lib(void) { return answer() + counter; }\n\
         int lib_impl(void) { return impl(); }\n\
         int (*lib_impl_address(void))(void) { return impl; }\n\
         static int weak_data_ = 11;\n\
         extern int weak_data __attribute__((weak, alias(\"weak_data_\")));\n\
         int lib_weak_data(void) { return weak_data; }\n",
    );
    ws.write(
        "strong.c",
        "int impl(void) { return 9; }\nint weak_data = 12;\n",
    );
    for sources in [["lib.c", "main.c"], ["main.c", "lib.c"]] {
        let expected = {
            gcc_in(&ws, &[sources[0], sources[1], "-o", "gcc"]);
            ws.run("gcc").stdout
        };
        let out = ws.tcc(&[sources[0], "-run", sources[1]]);
        assert_eq!(out.stdout, expected, "{sources:?}: {}", out.stderr);
        assert_eq!(out.status, 0);
    }
    // The strong `impl` and `weak_data` of strong.c replace lib.c's weak aliases, for
    // lib.c's own uses too (gcc's 9 where a call straight to the target gave 7), linked
    // and under -run, in either order.
    for sources in [["strong.c", "lib.c"], ["lib.c", "strong.c"]] {
        gcc_in(&ws, &[sources[0], sources[1], "main.c", "-o", "gcc"]);
        let expected = ws.run("gcc").stdout;
        let out = ws.tcc(&[sources[0], sources[1], "-run", "main.c"]);
        assert_eq!(out.stdout, expected, "{sources:?} -run: {}", out.stderr);
        let out = ws.tcc(&[sources[0], sources[1], "main.c", "-o", "linked"]);
        assert_eq!(out.status, 0, "{}", out.stderr);
        assert_eq!(ws.run("linked").stdout, expected, "{sources:?} linked");
    }
    ws.write("again.c", "int answer(void) { return 3; }\n");
    let out = ws.tcc(&["again.c", "lib.c", "-run", "main.c"]);
    assert_eq!(out.status, 1);
    assert!(
        out.stderr.contains("multiple definition of `answer'"),
        "{}",
        out.stderr
    );
}

/// In a shared object, a unit's own calls of a default-visibility alias go through its
/// symbol, so that the executable's definition of that name preempts it, as in gcc's
/// library (a call straight to the target printed 7 where gcc's prints 9).
#[test]
fn shared_object_calls_of_an_alias_can_be_preempted() {
    let ws = Workspace::new();
    ws.write(
        "lib.c",
        "static int api_(void) { return 7; }\n\
         int api(void) __attribute__((alias(\"api_\")));\n\
         int call_api(void) { return api(); }\n",
    );
    ws.write(
        "main.c",
        "#include <stdio.h>\n\
         int call_api(void);\n\
         int api(void) { return 9; }\n\
         int main(void) { printf(\"%d %d\\n\", api(), call_api()); return 0; }\n",
    );
    let rpath = format!("-Wl,-rpath,{}", ws.dir.path().display());
    gcc_in(&ws, &["-fPIC", "-shared", "lib.c", "-o", "libref.so"]);
    gcc_in(&ws, &["main.c", "-L.", "-lref", &rpath, "-o", "gcc"]);
    let expected = ws.run("gcc").stdout;
    assert_eq!(expected, "9 9\n");
    let out = ws.tcc(&["-fPIC", "-shared", "lib.c", "-o", "libours.so"]);
    assert_eq!(out.status, 0, "{}", out.stderr);
    let out = ws.tcc(&["main.c", "-L.", "-lours", &rpath, "-o", "tcc"]);
    assert_eq!(out.status, 0, "{}", out.stderr);
    assert_eq!(ws.run("tcc").stdout, expected);
}

/// Runs `gcc args` in the workspace, returning its standard output.
fn gcc_in(ws: &Workspace, args: &[&str]) -> String {
    let out = Command::new("gcc")
        .args(args)
        .current_dir(ws.dir.path())
        .output()
        .expect("gcc runs");
    assert!(
        out.status.success(),
        "gcc {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// A main file including a guarded header, a `#pragma once` header (twice), and one in a
/// subdirectory, as make's dependency rules must list them.
fn dependency_workspace() -> Workspace {
    let ws = Workspace::new();
    fs::create_dir(ws.path("inc")).expect("mkdir");
    ws.write(
        "m.c",
        "#include \"a.h\"\n#include \"inc/b.h\"\n#include \"a.h\"\nint main(void) { return b; }\n",
    )
    .write(
        "a.h",
        "#ifndef A\n#define A\n#include \"inc/b.h\"\n#endif\n",
    )
    .write("inc/b.h", "#pragma once\nint b;\n");
    ws
}

#[test]
fn dependency_rules_are_byte_identical_to_gccs() {
    let ws = dependency_workspace();
    for args in [
        &["-MM", "m.c"][..],
        &["-MM", "-MP", "m.c"],
        &["-MM", "-MT", "x.o", "m.c"],
        &["-MM", "-MT", "a b$", "-MQ", "c d$#", "m.c"],
    ] {
        let out = ws.tcc(args);
        assert_success(&out, &format!("{args:?}"));
        assert_eq!(out.stdout, gcc_in(&ws, args), "{args:?}");
    }
    // -MMD beside the object: NAME.d after the -o name, the -o name as the target.
    fs::create_dir(ws.path("o")).expect("mkdir");
    for (args, d) in [
        (&["-MMD", "-c", "m.c", "-o", "o/z.obj"][..], "o/z.d"),
        (&["-MMD", "-MP", "-c", "m.c"], "m.d"),
        (
            &["-MMD", "-MF", "deps.txt", "-c", "m.c", "-o", "o/y.o"],
            "deps.txt",
        ),
    ] {
        gcc_in(&ws, args);
        let expected = fs::read_to_string(ws.path(d)).expect("gcc's .d");
        fs::remove_file(ws.path(d)).expect("rm");
        assert_success(&ws.tcc(args), &format!("{args:?}"));
        let got = fs::read_to_string(ws.path(d)).expect("tcc-rs's .d");
        assert_eq!(got, expected, "{args:?}");
    }
    // -M -MF writes the rule there and nothing on standard output.
    let out = ws.tcc(&["-MM", "-MF", "rule.d", "m.c"]);
    assert_success(&out, "-MF");
    assert_eq!(out.stdout, "");
    assert_eq!(
        fs::read_to_string(ws.path("rule.d")).expect("rule.d"),
        gcc_in(&ws, &["-MM", "m.c"])
    );
}

/// `-M` and `-MM` imply `-w` (gcc's driver passes it on): a `#warning` is not shown, and
/// `-Werror` has nothing to fail on; `#error` still fails. `-MD` compiles, and warns.
#[test]
fn dependency_only_runs_show_no_warnings_as_gcc_does() {
    let ws = Workspace::new();
    ws.write("w.c", "#warning look here\nint x;\n")
        .write("e.c", "#error stop here\nint x;\n");
    let run = |program: &str, args: &[&str]| status_and_stderr(&ws, program, args);
    let tcc = env!("CARGO_BIN_EXE_tcc-rs");
    for args in [
        &["-M", "w.c"][..],
        &["-MM", "-Werror", "w.c"],
        &["-M", "-Wall", "-Werror", "-MF", "w.d", "w.c"],
        &["-MD", "-MF", "w.d", "-Werror", "-c", "w.c", "-o", "w.o"],
        &["-MM", "e.c"],
    ] {
        assert_eq!(run(tcc, args), run("gcc", args), "{args:?}");
    }
    assert_eq!(run(tcc, &["-MM", "-Werror", "w.c"]).1, "");
}

/// Reads the FIFO `name` in the workspace on a thread while `tcc-rs args` writes it.
fn through_fifo(ws: &Workspace, name: &str, args: &[&str]) -> String {
    let fifo = ws.path(name);
    let made = Command::new("mkfifo").arg(&fifo).status().expect("mkfifo");
    assert!(made.success());
    let reader = std::thread::spawn(move || fs::read_to_string(fifo).expect("read fifo"));
    assert_success(&ws.tcc(args), &format!("{args:?}"));
    let text = reader.join().expect("reader");
    use std::os::unix::fs::FileTypeExt;
    let kind = fs::metadata(ws.path(name)).expect("fifo").file_type();
    assert!(kind.is_fifo(), "{name} was replaced");
    text
}

#[test]
fn dependency_and_preprocessed_outputs_write_into_special_files() {
    let ws = dependency_workspace();
    let rule = through_fifo(&ws, "deps.fifo", &["-MM", "-MF", "deps.fifo", "m.c"]);
    assert_eq!(rule, "m.o: m.c a.h inc/b.h\n");
    let rule = through_fifo(&ws, "md.fifo", &["-MMD", "-MF", "md.fifo", "-c", "m.c"]);
    assert_eq!(rule, "m.o: m.c a.h inc/b.h\n");
    let text = through_fifo(&ws, "e.fifo", &["-E", "-P", "m.c", "-o", "e.fifo"]);
    assert!(text.contains("int b;"), "{text}");
    let rule = through_fifo(&ws, "mo.fifo", &["-MM", "m.c", "-o", "mo.fifo"]);
    assert_eq!(rule, "m.o: m.c a.h inc/b.h\n");
}

const SHARED_LIB: &str = "\
int counter = 5;
static int hidden = 2;
int get(void) { return counter + hidden; }
int bump(int n) { counter += n; return get(); }
";

const SHARED_USER: &str = "\
#include <stdio.h>
int bump(int n);
extern int counter;
int main(void) {
    printf(\"%d \", bump(3));
    counter = 100;
    printf(\"%d\\n\", bump(1));
    return 0;
}
";

#[test]
fn shared_objects_load_into_gcc_built_programs() {
    let ws = Workspace::new();
    ws.write("lib.c", SHARED_LIB).write("user.c", SHARED_USER);
    assert_success(
        &ws.tcc(&["-fPIC", "-shared", "lib.c", "-o", "libt.so"]),
        "-shared",
    );
    // The program's copy of `counter` (a copy relocation) is the one the library uses:
    // the global stays behind the GOT, preemptible as in gcc's -fPIC code.
    gcc_in(&ws, &["user.c", "./libt.so", "-o", "user"]);
    assert_eq!(ws.run("user").stdout, "10 103\n");
    // Versioned names are shared libraries on the command line, as in gcc.
    fs::rename(ws.path("libt.so"), ws.path("libt.so.1.2.3")).expect("rename");
    assert_success(
        &ws.tcc(&["-w", "user.c", "./libt.so.1.2.3", "-o", "user2"]),
        "libt.so.1.2.3",
    );
    assert_eq!(ws.run("user2").stdout, "10 103\n");
}

/// mpg123's `getcpuflags.h`: a `static` function its generic build never calls, which
/// names a function and a variable defined nowhere.
const UNUSED_STATIC_LIB: &str = "\
unsigned getcpuflags(int *flags);
extern int cpu_count;
static unsigned wrap_getcpuflags(int *flags) { *flags = 0; return getcpuflags(flags) + cpu_count; }
int lib_answer(void) { if (0) getcpuflags(0); return 42; }
";

#[test]
fn symbols_only_unemitted_code_names_are_not_imported() {
    let ws = Workspace::new();
    ws.write("lib.c", UNUSED_STATIC_LIB).write(
        "user.c",
        "#include <stdio.h>\nint lib_answer(void);\nint main(void) { printf(\"%d\\n\", lib_answer()); }\n",
    );
    // gcc at -O2 emits neither the function nor the references: linking a program with the
    // library must not find undefined symbols in it.
    assert_success(
        &ws.tcc(&["-O2", "-fPIC", "-shared", "lib.c", "-o", "libu.so"]),
        "-shared",
    );
    assert_success(&ws.tcc(&["user.c", "./libu.so", "-o", "user"]), "link");
    assert_eq!(ws.run("user").stdout, "42\n");
    let symbols = Command::new("nm")
        .arg(ws.path("libu.so"))
        .output()
        .expect("nm");
    let symbols = String::from_utf8_lossy(&symbols.stdout);
    assert!(
        !symbols.contains("getcpuflags") && !symbols.contains("cpu_count"),
        "{symbols}"
    );
}

/// Symbols of every kind a module refers to: defined, `static`, hidden, weak, declared
/// data and functions, and function addresses.
const SYMBOL_KINDS: &str = "\
extern int ext;
extern int ext_f(void);
int counter;
static int hidden_s = 2;
__attribute__((visibility(\"hidden\"))) int hid = 3;
int weakv __attribute__((weak)) = 4;
int f(void) { return 1; }
static int sf(void) { return 2; }
int (*fp(int i))(void) { return i ? f : i > 1 ? ext_f : sf; }
int use(void) { return ext + counter + hidden_s + hid + weakv; }
";

/// The symbols `object`'s code reaches through the GOT, by its relocations.
fn got_symbols(ws: &Workspace, readelf: &str, object: &str) -> Vec<String> {
    let out = Command::new(readelf)
        .args(["-rW", object])
        .current_dir(ws.dir.path())
        .output()
        .expect("readelf runs");
    let text = String::from_utf8_lossy(&out.stdout);
    let mut names: Vec<String> = text
        .lines()
        .filter_map(|line| {
            let f: Vec<&str> = line.split_whitespace().collect();
            // Offset Info Type Symbol's-value Symbol's-name + Addend
            (f.len() > 4 && f[2].contains("GOT")).then(|| f[4].to_string())
        })
        .collect();
    names.sort();
    names.dedup();
    names
}

/// Every access and locality of `__builtin_prefetch`, each on the argument itself, so that gcc's
/// instruction addresses `(%rdi)` or `[x0]` as tcc-rs's stubs do.
const PREFETCHES: &str = "\
void r0(const char *p) { __builtin_prefetch(p, 0, 0); }
void r1(const char *p) { __builtin_prefetch(p, 0, 1); }
void r2(const char *p) { __builtin_prefetch(p, 0, 2); }
void r3(const char *p) { __builtin_prefetch(p); }
void w0(const char *p) { __builtin_prefetch(p, 1, 0); }
void w1(const char *p) { __builtin_prefetch(p, 1, 1); }
void w2(const char *p) { __builtin_prefetch(p, 1, 2); }
void w3(const char *p) { __builtin_prefetch(p, 1); }
";

/// The prefetch instructions of an object, as `objdump -d` writes them, without repeats.
fn prefetch_instructions(objdump: &str, object: &Path) -> Vec<String> {
    let out = Command::new(objdump)
        .args(["-d", "--no-show-raw-insn"])
        .arg(object)
        .output()
        .expect("objdump runs");
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let mut found: Vec<String> = (text.lines())
        .filter_map(|l| l.split_once(":\t").map(|(_, insn)| insn.trim().to_string()))
        .filter(|insn| insn.starts_with("prefetch") || insn.starts_with("prfm"))
        .map(|insn| insn.split_whitespace().collect::<Vec<_>>().join(" "))
        // A call of a stub replaced by its instruction (`inline_prefetches`) addresses
        // `(%rdi)` with a SIB byte and a zero displacement, to fill the call's five bytes.
        .map(|insn| insn.replace("0x0(%rdi,%riz,1)", "(%rdi)"))
        .collect();
    found.sort();
    found.dedup();
    found
}

/// `__builtin_prefetch` prefetches (the IR's `prefetch`, a call of a stub holding the
/// instruction): the very instruction gcc 12 chooses for each access and locality, on both
/// targets.
#[test]
fn prefetch_is_gccs_instruction_for_each_access_and_locality() {
    let ws = Workspace::new();
    ws.write("p.c", PREFETCHES);
    let ssa = ws.tcc(&["--emit=ssa", "p.c"]);
    assert_success(&ssa, "--emit=ssa");
    assert!(
        ssa.stdout.contains(", 0, 0\n") && ssa.stdout.contains(", 1, 3\n"),
        "{}",
        ssa.stdout
    );
    let mut targets = vec![("x86_64-unknown-linux-gnu", "gcc", "objdump")];
    if on_path("aarch64-linux-gnu-gcc") {
        targets.push((
            "aarch64-unknown-linux-gnu",
            "aarch64-linux-gnu-gcc",
            "aarch64-linux-gnu-objdump",
        ));
    }
    for (target, gcc, objdump) in targets {
        assert_success(
            &ws.tcc(&["--target", target, "-O2", "-c", "p.c", "-o", "tcc.o"]),
            "tcc-rs -c",
        );
        let out = Command::new(gcc)
            .args(["-O2", "-c", "p.c", "-o", "gcc.o"])
            .current_dir(ws.dir.path())
            .output();
        assert!(out.expect("gcc runs").status.success(), "{gcc}");
        let ours = prefetch_instructions(objdump, &ws.path("tcc.o"));
        assert_eq!(
            ours,
            prefetch_instructions(objdump, &ws.path("gcc.o")),
            "{target}"
        );
        assert!(ours.len() >= 4, "{target}: {ours:?}");
    }
}

/// A call of a prefetch stub becomes the stub's instruction where the call stood: the object
/// calls no stub, `--stats` counts the calls replaced, and the program still runs as gcc's.
#[test]
fn prefetch_stub_calls_become_the_instruction() {
    let ws = Workspace::new();
    ws.write(
        "p.c",
        "#include <stdio.h>\n\
         static int sum(const int *a, const int *idx, int n) {\n\
             int s = 0;\n\
             for (int i = 0; i < n; i++) {\n\
                 __builtin_prefetch(a + idx[i + 1]);\n\
                 __builtin_prefetch(a + idx[i + 2], 1, 0);\n\
                 s += a[idx[i]] * (i + 1);\n\
             }\n\
             return s;\n\
         }\n\
         int main(void) {\n\
             int a[64], idx[66];\n\
             for (int i = 0; i < 64; i++) a[i] = i * 7 - 100;\n\
             for (int i = 0; i < 66; i++) idx[i] = (i * 13) % 64;\n\
             printf(\"%d\\n\", sum(a, idx, 64));\n\
             return 0;\n\
         }\n",
    );
    let mut targets = vec![("x86_64-unknown-linux-gnu", "objdump")];
    if on_path("aarch64-linux-gnu-gcc") {
        targets.push(("aarch64-unknown-linux-gnu", "aarch64-linux-gnu-objdump"));
    }
    for (target, objdump) in targets {
        let out = ws.tcc(&[
            "--target", target, "-O2", "--stats", "-c", "p.c", "-o", "p.o",
        ]);
        assert_success(&out, "tcc-rs -c");
        assert!(
            out.stderr
                .contains("       2 prefetch - Number of prefetch stub calls replaced"),
            "{target}: {}",
            out.stderr
        );
        let dump = Command::new(objdump)
            .args(["-dr", "--no-show-raw-insn"])
            .arg(ws.path("p.o"))
            .output()
            .expect("objdump runs");
        let text = String::from_utf8_lossy(&dump.stdout);
        let calls: Vec<&str> = (text.lines())
            .filter(|l| l.contains("tccrs.prefetch") && !l.ends_with(">:"))
            .collect();
        assert!(calls.is_empty(), "{target}: {calls:?}\n{text}");
        let main = text.split("<main>:").nth(1).expect("main is in the object");
        let main = main.split("\n\n").next().unwrap_or(main);
        let prefetches =
            (main.lines()).filter(|l| l.contains("\tprefetch") || l.contains("\tprfm"));
        assert_eq!(prefetches.count(), 2, "{target}: {text}");
    }
    let run = ws.tcc(&["-O2", "p.c", "-o", "p"]);
    assert_success(&run, "tcc-rs");
    let ours = Command::new(ws.path("p")).output().expect("p runs");
    let gcc = Command::new("gcc")
        .args(["-O2", "p.c", "-o", "g"])
        .current_dir(ws.dir.path())
        .output()
        .expect("gcc runs");
    assert!(gcc.status.success(), "gcc");
    let theirs = Command::new(ws.path("g")).output().expect("g runs");
    assert_eq!(ours.stdout, theirs.stdout);
    assert!(ours.status.success());
}

/// A direct call is PC-relative in an object whatever binds the callee, as gcc's `call f@PLT`:
/// a function of another file (`ext`) and one of a library (`puts`) are called with the
/// target's PLT-relative call relocation, not through an address loaded from the GOT, with
/// and without `-fPIC`; a function's address still comes from the GOT where the function may
/// be preempted; and the program, linked with the other file, runs as gcc's.
#[test]
fn calls_are_pc_relative_whatever_binds_the_callee() {
    let ws = Workspace::new();
    ws.write(
        "c.c",
        "#include <stdio.h>\n\
         int ext(int);\n\
         int (*pick(void))(int) { return ext; }\n\
         int main(void) {\n\
             int s = 0;\n\
             for (int i = 0; i < 4; i++) s += ext(i);\n\
             puts(s == 10 ? \"ten\" : \"other\");\n\
             return pick() == ext ? 0 : 1;\n\
         }\n",
    );
    ws.write("e.c", "int ext(int x) { return x + 1; }\n");
    let mut targets = vec![(
        "x86_64-unknown-linux-gnu",
        "objdump",
        "R_X86_64_PLT32",
        "R_X86_64_GOTPCREL",
        "call\t*",
    )];
    if on_path("aarch64-linux-gnu-gcc") {
        targets.push((
            "aarch64-unknown-linux-gnu",
            "aarch64-linux-gnu-objdump",
            "R_AARCH64_CALL26",
            "R_AARCH64_ADR_GOT_PAGE",
            "blr\t",
        ));
    }
    for (target, objdump, call_reloc, got_reloc, indirect) in targets {
        for pic in [&[][..], &["-fPIC"][..]] {
            let mut args = vec!["--target", target, "-O2", "-c", "c.c", "-o", "c.o"];
            args.extend_from_slice(pic);
            assert_success(&ws.tcc(&args), "tcc-rs -c");
            let dump = Command::new(objdump)
                .args(["-dr", "--no-show-raw-insn"])
                .arg(ws.path("c.o"))
                .output()
                .expect("objdump runs");
            let text = String::from_utf8_lossy(&dump.stdout);
            let relocs = |sym: &str, kind: &str| {
                (text.lines())
                    .filter(|l| l.contains(kind) && l.trim_end().ends_with(sym))
                    .count()
            };
            let main = text.split("<main>:").nth(1).expect("main is in the object");
            let main = main.split("\n\n").next().unwrap_or(main);
            let context = format!("{target} {pic:?}:\n{text}");
            assert!(
                relocs("ext-0x4", call_reloc) + relocs("ext", call_reloc) >= 1,
                "{context}"
            );
            assert!(
                relocs("puts-0x4", call_reloc) + relocs("puts", call_reloc) >= 1,
                "{context}"
            );
            assert!(!main.contains(indirect), "{context}");
            let pick = text.split("<pick>:").nth(1).expect("pick is in the object");
            let pick = pick.split("\n\n").next().unwrap_or(pick);
            assert!(pick.contains(got_reloc), "{context}");
        }
    }
    let run = ws.tcc(&["-O2", "c.c", "e.c", "-o", "p"]);
    assert_success(&run, "tcc-rs");
    let ours = Command::new(ws.path("p")).output().expect("p runs");
    assert_eq!(String::from_utf8_lossy(&ours.stdout), "ten\n");
    assert!(ours.status.success());
}

/// `!x` is lowered as `x == 0`, so that Cranelift inverts a comparison under it: `!(t == 0)`
/// is one `setne`, not `sete`, `xor $1` and an extension; and `!` keeps its value on every
/// type (a NaN is true, so `!NaN` is 0), as gcc's program prints.
#[test]
fn logical_not_of_a_comparison_is_the_inverse_comparison() {
    let ws = Workspace::new();
    ws.write(
        "l.c",
        "#include <stdio.h>\n\
         int f(int t) { return !(t == 0); }\n\
         int g(long t) { return !(t < 5); }\n\
         int h(int *p) { return !p; }\n\
         int k(double d, __int128 w, unsigned char c) { return !d + 2 * !w + 4 * !c; }\n\
         int main(void) {\n\
             int x;\n\
             printf(\"%d %d %d %d %d %d\\n\", f(0), f(-3), g(4), g(5), h(&x), h(0));\n\
             printf(\"%d %d %d\\n\", k(0.0, 0, 0), k(0.0 / 0.0, 1, 255), k(-0.0, (__int128)1 << 100, 1));\n\
             return 0;\n\
         }\n",
    );
    let asm = ws.tcc(&[
        "--target",
        "x86_64-unknown-linux-gnu",
        "-O2",
        "--emit=asm",
        "l.c",
    ]);
    assert_success(&asm, "--emit=asm");
    let function = |name: &str| {
        let body = asm
            .stdout
            .split(&format!("\n{name}:\n"))
            .nth(1)
            .unwrap_or("");
        body.split("\n\n").next().unwrap_or("").to_string()
    };
    for (name, set) in [("f", "setne"), ("g", "setge"), ("h", "sete")] {
        let body = function(name);
        assert!(
            body.contains(set) && !body.contains("xor"),
            "{name}:\n{body}"
        );
    }
    let run = ws.tcc(&["-O2", "l.c", "-o", "l"]);
    assert_success(&run, "tcc-rs");
    let ours = Command::new(ws.path("l")).output().expect("l runs");
    assert_eq!(
        String::from_utf8_lossy(&ours.stdout),
        "0 1 0 1 0 1\n7 0 1\n"
    );
}

/// A vector literal of one value (`_mm_set1_epi8`'s) reaches Cranelift as a splat of it, not
/// as sixteen lane insertions (96 instructions without SSE4.1); one with another value in a
/// lane stays insertions (`samples/gnu/vector_literal_splat.c` runs both kinds).
#[test]
fn a_vector_literal_of_one_value_is_a_splat() {
    let ws = Workspace::new();
    ws.write(
        "v.c",
        "#include <emmintrin.h>\n\
         __m128i one(char e) { return _mm_set1_epi8(e); }\n\
         typedef short v8 __attribute__((vector_size(16)));\n\
         v8 two(short e, short f) { return (v8){e, e, e, e, e, e, e, f}; }\n",
    );
    let out = ws.tcc(&[
        "--target",
        "x86_64-unknown-linux-gnu",
        "-O2",
        "--emit=clif",
        "v.c",
    ]);
    assert_success(&out, "--emit=clif");
    let function = |name: &str| -> String {
        let from = format!("; function {name}\n");
        let text = out.stdout.split(&from).nth(1).unwrap_or("");
        text.split("; function ").next().unwrap_or("").to_string()
    };
    let (one, two) = (function("one"), function("two"));
    assert!(one.contains("= splat.i8x16 v0\n"), "{}", out.stdout);
    assert!(!two.contains("= splat.i16x8 v0\n"), "{}", out.stdout);
    assert!(two.contains("insertlane"), "{}", out.stdout);
}

/// A `static` function only this unit calls directly takes and returns its small integers
/// unextended; one whose address is taken, and an external one, keep the psABI's
/// extensions, which code compiled elsewhere may rely on.
#[test]
fn functions_only_the_unit_calls_take_unextended_arguments() {
    let ws = Workspace::new();
    ws.write(
        "s.c",
        "static __attribute__((noinline)) unsigned twice(unsigned a, short b) { return a * 2 + b; }\n\
         static __attribute__((noinline)) unsigned thrice(unsigned a) { return a * 3; }\n\
         unsigned (*pointer)(unsigned) = thrice;\n\
         unsigned outer(unsigned a) { return twice(a, 1) + thrice(a); }\n",
    );
    let x86 = "x86_64-unknown-linux-gnu";
    let out = ws.tcc(&["--target", x86, "-O2", "--emit=clif", "s.c"]);
    assert_success(&out, "--emit=clif");
    let text = &out.stdout;
    assert!(
        text.contains("; function twice\nfunction u0:0(i32, i16) -> i32 system_v {"),
        "{text}"
    );
    assert!(
        text.contains("function u0:1(i32 uext) -> i32 uext system_v {"),
        "{text}"
    );
    assert!(
        text.contains("function u0:2(i32 uext) -> i32 uext system_v {"),
        "{text}"
    );
    assert!(
        text.contains("sig0 = (i32, i16) -> i32 system_v\n"),
        "{text}"
    );
    // An object: the unit held until its end (`-O2`) knows every call of `twice`; `-O0`
    // compiles each function as it comes, before it knows them.
    let counted = |level: &str| {
        let out = ws.tcc(&["--target", x86, level, "--stats", "-c", "s.c"]);
        assert_success(&out, "-c --stats");
        let line = (out.stderr.lines())
            .find(|l| l.contains("internal-abi - Number of functions"))
            .unwrap_or_else(|| panic!("{}", out.stderr))
            .to_string();
        line.split_whitespace().next().unwrap_or("").to_string()
    };
    assert_eq!(counted("-O2"), "1");
    assert_eq!(counted("-O0"), "0");
}

/// The SSE headers' `_mm_movemask_*` are gcc's `__builtin_ia32_` builtins, each one
/// Cranelift `vhigh_bits` (`pmovmskb`, `movmskps`, `movmskpd`) on x86-64; the builtins are
/// x86-64's only, as in gcc.
#[test]
fn movemask_intrinsics_are_one_instruction() {
    let ws = Workspace::new();
    ws.write(
        "m.c",
        "#include <emmintrin.h>\n\
         int bytes(__m128i a) { return _mm_movemask_epi8(a); }\n\
         int floats(__m128 a) { return _mm_movemask_ps(a); }\n\
         int doubles(__m128d a) { return _mm_movemask_pd(a); }\n",
    );
    let x86 = "x86_64-unknown-linux-gnu";
    let out = ws.tcc(&["--target", x86, "-O2", "--emit=clif", "m.c"]);
    assert_success(&out, "--emit=clif");
    for (function, ty) in [
        ("bytes", "i8x16"),
        ("floats", "f32x4"),
        ("doubles", "f64x2"),
    ] {
        let from = format!("; function {function}\n");
        let text = out.stdout.split(&from).nth(1).unwrap_or("");
        let text = text.split("; function ").next().unwrap_or("");
        assert!(
            text.contains("vhigh_bits.i32"),
            "{function}: {}",
            out.stdout
        );
        assert!(text.contains(ty), "{function}: {}", out.stdout);
        assert!(!text.contains("imul"), "{function}: {}", out.stdout);
    }
    ws.write(
        "u.c",
        "int known(void) { return __has_builtin(__builtin_ia32_pmovmskb128); }\n\
         int f(void) { return __builtin_ia32_movmskps(0); }\n",
    );
    let known = |target: &str| {
        let out = ws.tcc(&["--target", target, "-E", "-P", "u.c"]);
        assert_success(&out, "-E");
        let line = out.stdout.lines().find(|l| l.contains("int known"));
        line.unwrap_or_default().to_string()
    };
    assert!(known(x86).contains("return 1;"), "{}", known(x86));
    let arm = "aarch64-unknown-linux-gnu";
    assert!(known(arm).contains("return 0;"), "{}", known(arm));
    let out = ws.tcc(&["--target", arm, "-c", "u.c", "-o", "u.o"]);
    assert!(
        out.stderr
            .contains("implicit declaration of function '__builtin_ia32_movmskps'"),
        "{}",
        out.stderr
    );
}

#[test]
fn own_symbols_are_reached_without_the_got_as_gcc_does() {
    let ws = Workspace::new();
    ws.write("syms.c", SYMBOL_KINDS);
    let mut targets = vec![("x86_64-unknown-linux-gnu", "gcc", "readelf")];
    if on_path("aarch64-linux-gnu-gcc") {
        targets.push((
            "aarch64-unknown-linux-gnu",
            "aarch64-linux-gnu-gcc",
            "aarch64-linux-gnu-readelf",
        ));
    }
    for (target, gcc, readelf) in targets {
        for flags in [&[][..], &["-fPIC"], &["-fPIE"]] {
            let mut args = vec!["--target", target, "-c", "syms.c", "-o", "tcc.o"];
            args.extend(flags);
            assert_success(&ws.tcc(&args), "tcc-rs -c");
            let mut args = vec!["-c", "syms.c", "-o", "gcc.o"];
            args.extend(flags);
            let out = Command::new(gcc)
                .args(&args)
                .current_dir(ws.dir.path())
                .output();
            assert!(out.expect("gcc runs").status.success(), "{gcc} {args:?}");
            assert_eq!(
                got_symbols(&ws, readelf, "tcc.o"),
                got_symbols(&ws, readelf, "gcc.o"),
                "symbols reached through the GOT, {target} {flags:?}"
            );
        }
        let args = [
            "--target",
            target,
            "--no-direct-symbols",
            "-c",
            "syms.c",
            "-o",
            "all.o",
        ];
        assert_success(&ws.tcc(&args), "--no-direct-symbols");
        let all = [
            "counter", "ext", "ext_f", "f", "hid", "hidden_s", "sf", "weakv",
        ];
        assert_eq!(got_symbols(&ws, readelf, "all.o"), all, "{target}");
    }
}

#[test]
fn a_weak_definition_reached_directly_still_yields_to_a_strong_one() {
    let ws = Workspace::new();
    ws.write(
        "weak.c",
        "#include <stdio.h>\n\
         int setting __attribute__((weak)) = 1;\n\
         int hook(void) __attribute__((weak));\n\
         int hook(void) { return 10; }\n\
         int main(void) { printf(\"%d %d\\n\", setting, hook()); return 0; }\n",
    )
    .write(
        "strong.c",
        "int setting = 2;\nint hook(void) { return 20; }\n",
    );
    assert_success(&ws.tcc(&["weak.c", "strong.c", "-o", "both"]), "link");
    assert_eq!(ws.run("both").stdout, "2 20\n");
    assert_success(&ws.tcc(&["weak.c", "-o", "alone"]), "link");
    assert_eq!(ws.run("alone").stdout, "1 10\n");
}

/// The `tailcallelim` counter of `tcc-rs --stats -c` with `flags`.
fn tail_calls_eliminated(ws: &Workspace, flags: &[&str]) -> String {
    let args: Vec<&str> = ["--stats", "-c", "rec.c"]
        .iter()
        .chain(flags)
        .copied()
        .collect();
    let out = ws.tcc(&args);
    assert_success(&out, "--stats");
    let line = out.stderr.lines().find(|l| l.contains("tailcallelim"));
    line.expect("a tailcallelim counter")
        .split_whitespace()
        .next()
        .unwrap()
        .to_string()
}

#[test]
fn tail_recursion_is_eliminated_when_optimising_and_only_in_final_functions() {
    let ws = Workspace::new();
    ws.write(
        "rec.c",
        "int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }\n\
         unsigned gcd(unsigned a, unsigned b) { return b ? gcd(b, a % b) : a; }\n\
         __attribute__((weak)) int depth(int n) { return n ? 1 + depth(n - 1) : 0; }\n",
    );
    assert_eq!(tail_calls_eliminated(&ws, &[]), "2");
    assert_eq!(tail_calls_eliminated(&ws, &["--no-tail-recursion"]), "0");
    assert_eq!(tail_calls_eliminated(&ws, &["-O0"]), "0");
    // Under -fPIC another object may provide `fib` and `gcd` in their place, as it may a
    // weak function's anywhere: their calls must reach whichever definition wins.
    assert_eq!(tail_calls_eliminated(&ws, &["-fPIC"]), "0");
}

/// The counter of `tcc-rs --stats -c FILE` with `flags` whose line contains `what`.
fn stats_counter(ws: &Workspace, file: &str, what: &str, flags: &[&str]) -> String {
    let args: Vec<&str> = ["--stats", "-c", file]
        .iter()
        .chain(flags)
        .copied()
        .collect();
    let out = ws.tcc(&args);
    assert_success(&out, "--stats");
    let line = out.stderr.lines().find(|l| l.contains(what));
    line.unwrap_or_else(|| panic!("a counter of {what}"))
        .split_whitespace()
        .next()
        .unwrap()
        .to_string()
}

/// `--stats` counts the branches with a `__builtin_expect` hint and the blocks they (and
/// calls of functions declared `noreturn` or `cold`) make cold, when optimising; neither at
/// `-O0`, and no cold block with `--no-block-placement`.
#[test]
fn stats_count_hinted_branches_and_the_blocks_they_make_cold() {
    let ws = Workspace::new();
    ws.write(
        "hints.c",
        "#define unlikely(x) __builtin_expect(!!(x), 0)\n\
         __attribute__((noreturn)) void fail(int);\n\
         __attribute__((cold)) void note(int);\n\
         int step(int);\n\
         int f(int x, int y) {\n\
             if (unlikely(x < 0 || y < 0))\n\
                 fail(x);\n\
             if (y == 7)\n\
                 note(y);\n\
             return step(x + y);\n\
         }\n",
    );
    let counter = |what: &str, flags: &[&str]| stats_counter(&ws, "hints.c", what, flags);
    let hinted = "branches with a hint";
    let cold = "unlikely blocks moved last";
    assert_eq!(counter(hinted, &[]), "2");
    // The two hinted branches' shared target, which calls `fail`, and `note`'s block.
    assert_eq!(counter(cold, &[]), "2");
    assert_eq!(counter(cold, &["--no-block-placement"]), "0");
    assert_eq!(counter(hinted, &["-O0"]), "0");
}

/// Cold calls go through a stub that saves every register (`codegen::cold_call`): a call of
/// a function declared `cold` and `sqrt`'s call kept for `errno`, when optimising; not a
/// call of a `noreturn` function (which ends its block), nor one with an argument on the
/// stack, nor any at `-O0` or under `--no-cold-call-stubs`. The stub is a local symbol
/// `NAME.tccrs.cold.N` of the object, and the program gives the same results either way.
#[test]
fn cold_calls_go_through_register_saving_stubs() {
    let ws = Workspace::new();
    ws.write(
        "cold.c",
        "#include <errno.h>\n\
         #include <math.h>\n\
         #include <stdio.h>\n\
         __attribute__((cold, noinline)) double note(double x, int k) { return x * -k; }\n\
         __attribute__((noreturn)) void fail(int);\n\
         __attribute__((cold)) long seven(long, long, long, long, long, long, long);\n\
         __attribute__((noinline)) double f(double a, double b, int k) {\n\
             double s = a * b, t = a - b;\n\
             if (k < 0) s = note(s, k);\n\
             if (k > 100) fail(k);\n\
             if (k == 50) t += seven(1, 2, 3, 4, 5, 6, k);\n\
             return sqrt(s) + t;\n\
         }\n\
         long seven(long a, long b, long c, long d, long e, long f, long g)\n\
         { return a + b + c + d + e + f + g; }\n\
         void fail(int k) { printf(\"fail %d\\n\", k); fflush(stdout); _Exit(3); }\n\
         int main(void) {\n\
             printf(\"%.3f %.3f\\n\", f(2, 8, 1), f(3, 4, -2));\n\
             errno = 0;\n\
             double n = f(-1, 1, 50);\n\
             printf(\"%d %d\\n\", n != n, errno == EDOM);\n\
             f(1, 1, 101);\n\
             return 0;\n\
         }\n",
    );
    let stubs = |flags: &[&str]| stats_counter(&ws, "cold.c", "register-saving stub", flags);
    // `note`'s call and `sqrt`'s; `fail` ends its block, `seven` takes one on the stack.
    assert_eq!(stubs(&[]), "2");
    assert_eq!(stubs(&["--no-cold-call-stubs"]), "0");
    assert_eq!(stubs(&["-O0"]), "0");
    assert_success(&ws.tcc(&["-c", "cold.c", "-o", "cold.o"]), "-c");
    let out = Command::new("nm")
        .arg(ws.path("cold.o"))
        .output()
        .expect("nm runs");
    let symbols = String::from_utf8_lossy(&out.stdout).into_owned();
    for stub in ["t note.tccrs.cold.0", "t sqrt.tccrs.cold.1"] {
        assert!(symbols.contains(stub), "{stub}: {symbols}");
    }
    assert!(
        !symbols.contains("fail.tccrs") && !symbols.contains("seven.tccrs"),
        "{symbols}"
    );
    for flags in [&[][..], &["--no-cold-call-stubs"], &["-O0"]] {
        let args: Vec<&str> = ["cold.c", "-o", "cold", "-lm"]
            .iter()
            .chain(flags)
            .copied()
            .collect();
        assert_success(&ws.tcc(&args), "compile");
        let out = ws.run("cold");
        assert_eq!(
            (out.status, out.stdout.as_str()),
            (3, "-2.000 3.899\n1 1\nfail 101\n"),
            "{flags:?}"
        );
    }
}

/// SROA splits the structure into its two members when optimising, not at `-O0` (where gdb
/// shows structures and arrays whole, in memory); `--no-sroa` turns it off alone and
/// `--no-mem2reg` both, which leaves memory form; the program computes the same either way.
#[test]
fn sroa_splits_aggregates_unless_turned_off() {
    let ws = Workspace::new();
    ws.write(
        "pair.c",
        "struct pair { int x, y; };\n\
         static struct pair swap(struct pair p) { struct pair q = { p.y, p.x }; return q; }\n\
         int main(void) { struct pair p = { 3, 40 }; p = swap(p); return p.x - p.y; }\n",
    );
    let split = |flags: &[&str]| stats_counter(&ws, "pair.c", "aggregates split", flags);
    assert_eq!(split(&[]), "6");
    for off in ["--no-sroa", "-O0"] {
        let out = ws.tcc(&["--stats", "-c", "pair.c", off]);
        assert_success(&out, off);
        assert!(!out.stderr.contains("sroa"), "{off}: {}", out.stderr);
    }
    let out = ws.tcc(&["--emit=ssa", "--no-mem2reg", "pair.c"]);
    assert_success(&out, "--no-mem2reg");
    assert!(out.stdout.contains("%p = alloca 8"), "{}", out.stdout);
    let out = ws.tcc(&["--emit=ssa", "pair.c"]);
    assert!(!out.stdout.contains("alloca"), "{}", out.stdout);
    let out = ws.tcc(&["--emit=ssa", "--print-after=sroa", "pair.c"]);
    assert!(
        out.stderr.contains("; *** IR Dump After sroa on @main ***")
            && out.stderr.contains("%p.sroa.0 = alloca 4"),
        "{}",
        out.stderr
    );
    for flags in [&[][..], &["--no-sroa"], &["--no-mem2reg"], &["-O0"]] {
        let args: Vec<&str> = ["pair.c", "-o", "pair"]
            .iter()
            .chain(flags)
            .copied()
            .collect();
        assert_success(&ws.tcc(&args), "compile");
        assert_eq!(ws.run("pair").status, 37, "{flags:?}");
    }
}

#[test]
fn small_memcpy_calls_are_expanded_unless_builtins_are_off() {
    let ws = Workspace::new();
    // A program with its own memcpy, which counts its calls: as in gcc, `-fno-builtin` and
    // `-fno-builtin-memcpy` keep every call, and `-O0` and `--no-small-memops` make them too.
    ws.write(
        "own.c",
        "typedef unsigned long size_t;\n\
         static int calls;\n\
         void *memcpy(void *d, const void *s, size_t n) {\n\
             char *a = d; const char *b = s; calls++;\n\
             while (n--) *a++ = *b++;\n\
             return d;\n\
         }\n\
         int main(void) {\n\
             long x = 5, y;\n\
             memcpy(&y, &x, sizeof y);\n\
             return calls * 10 + (int)y;\n\
         }\n",
    );
    let expanded = |flags: &[&str]| stats_counter(&ws, "own.c", "copies expanded", flags);
    assert_eq!(expanded(&[]), "1");
    assert_eq!(expanded(&["-fno-builtin-memset"]), "1");
    assert_eq!(expanded(&["-fno-builtin-memcpy"]), "0");
    for (flags, status) in [
        (&[][..], 5),
        (&["-fno-builtin"], 15),
        (&["-fno-builtin-memcpy"], 15),
        (&["-O0"], 15),
        (&["--no-small-memops"], 15),
    ] {
        let args: Vec<&str> = ["own.c", "-o", "own"]
            .iter()
            .chain(flags)
            .copied()
            .collect();
        assert_success(&ws.tcc(&args), "compile");
        assert_eq!(ws.run("own").status, status, "{flags:?}");
    }
    let out = ws.tcc(&["--emit=ssa", "--print-after=small-memops", "own.c"]);
    assert!(
        out.stderr
            .contains("; *** IR Dump After small-memops on @main ***")
            && out.stderr.contains("load i64, %x"),
        "{}",
        out.stderr
    );
}

/// `lib-builtins`: `fabs`, `sqrt` and `abs` calls become instructions when optimising, as gcc's
/// builtins; `sqrt` keeps its call for a negative operand under `-fmath-errno` (the default),
/// so `errno` is still set; `-fno-builtin[-NAME]` and `--no-lib-builtins` keep the calls.
#[test]
fn library_calls_become_instructions_unless_builtins_are_off() {
    let ws = Workspace::new();
    ws.write(
        "math.c",
        "#include <errno.h>\n\
         #include <math.h>\n\
         #include <stdlib.h>\n\
         int main(int argc, char **argv) {\n\
             volatile double x = -4.0 * argc;\n\
             double r = sqrt(x);\n\
             return (errno == EDOM) * 100 + (int)fabs(x) * 10 + abs(argc - 3) + (r == r);\n\
         }\n",
    );
    let counts = |flags: &[&str]| {
        let replaced = stats_counter(&ws, "math.c", "calls replaced by instructions", flags);
        let kept = stats_counter(&ws, "math.c", "kept for a negative operand", flags);
        (replaced, kept)
    };
    let pair = |a: &str, b: &str| (a.to_string(), b.to_string());
    assert_eq!(counts(&[]), pair("3", "1"));
    assert_eq!(counts(&["-fno-math-errno"]), pair("3", "0"));
    assert_eq!(counts(&["-ffast-math"]), pair("3", "0"));
    assert_eq!(counts(&["-ffast-math", "-fmath-errno"]), pair("3", "1"));
    assert_eq!(counts(&["-fno-builtin-sqrt"]), pair("2", "0"));
    assert_eq!(counts(&["-fno-builtin"]), pair("0", "0"));
    assert_eq!(counts(&["--no-lib-builtins"]), pair("0", "0"));
    // sqrt(-4) sets errno to EDOM and is a NaN; fabs(-4) is 4; abs(1 - 3) is 2.
    for flags in [&[][..], &["-fno-builtin"], &["-O0"], &["--no-lib-builtins"]] {
        let args: Vec<&str> = ["math.c", "-o", "math", "-lm"]
            .iter()
            .chain(flags)
            .copied()
            .collect();
        assert_success(&ws.tcc(&args), "compile");
        assert_eq!(ws.run("math").status, 142, "{flags:?}");
    }
}

#[test]
fn early_exits_are_copied_to_recursive_calls_when_optimising_in_final_functions() {
    let ws = Workspace::new();
    ws.write(
        "rec.c",
        "int fib(int n) { if (n < 2) return n; return fib(n - 1) + fib(n - 2); }\n\
         __attribute__((weak)) int w(int n) { if (n < 2) return n; return w(n - 1) + w(n - 2); }\n",
    );
    let calls = |flags: &[&str]| stats_counter(&ws, "rec.c", "recursive calls given", flags);
    // Tail recursion elimination leaves one call of `fib`'s two; the weak `w` may be
    // replaced by another object's definition, whose early exit is not known.
    assert_eq!(calls(&[]), "1");
    assert_eq!(calls(&["--no-tail-recursion"]), "2");
    assert_eq!(calls(&["--no-partial-inlining"]), "0");
    assert_eq!(calls(&["-O0"]), "0");
    assert_eq!(calls(&["-fPIC"]), "0");
}

/// Under `-fPIC` another object may interpose a function with default visibility, and a weak
/// one may be replaced anywhere, so their calls are not inlined; one declared `inline` is,
/// weak or not, as gcc inlines it.
#[test]
fn interposable_functions_are_inlined_only_when_declared_inline() {
    let ws = Workspace::new();
    ws.write(
        "lib.c",
        "int plain(int x) { return x * 3 + 1; }\n\
         inline int declared(int x) { return x * 5 + 2; }\n\
         extern int declared(int x);\n\
         __attribute__((weak)) inline int weak(int x) { return x * 7 + 3; }\n\
         extern int weak(int x);\n\
         __attribute__((weak)) int replaceable(int x) { return x * 9 + 4; }\n\
         int use(int y) { return plain(y) + declared(y) + weak(y) + replaceable(y); }\n",
    );
    let inlined = |flags: &[&str]| stats_counter(&ws, "lib.c", "calls inlined", flags);
    assert_eq!(inlined(&[]), "3");
    assert_eq!(inlined(&["-fPIC"]), "2");
    assert_eq!(inlined(&["-fPIC", "--no-inline"]), "0");
}

/// The unit's growth budget (`inline::unit_budget`: 40% of the unit, or of 10,000
/// instructions for a smaller one, as gcc's `inline-unit-growth` and `large-unit-insns`)
/// goes to the best calls first, whichever function holds them: the 20 calls of `helper`
/// (27 instructions) in `hot`'s loop, though `hot` comes last (callees first, then source
/// order), and of the 160 calls outside loops of the eight functions before it, as many as
/// the rest of the 4,000 instructions pays for (128); `--stats` counts the 32 refused. The
/// program computes the same as without inlining.
#[test]
fn the_unit_growth_budget_goes_to_the_best_calls_first() {
    let ws = Workspace::new();
    let rounds: String = (0..9)
        .map(|k| format!("x = (x * {}) ^ (x >> {}); ", 2 * k + 3, k + 1))
        .collect();
    let calls = |arg: &str| -> String {
        let calls: Vec<String> = (0..20).map(|j| format!("helper({arg} + {j})")).collect();
        calls.join(" + ")
    };
    let mut text = format!("unsigned helper(unsigned x) {{ {rounds}return x; }}\n");
    for k in 0..8 {
        text += &format!(
            "unsigned plain{k}(unsigned x) {{ return {}; }}\n",
            calls("x")
        );
    }
    text += &format!(
        "unsigned hot(int n) {{ unsigned r = 0; for (int i = 0; i < n; i++) r += {}; return r; }}\n",
        calls("i")
    );
    text += "int main(void) { return (plain0(1) + plain7(2) + hot(3)) & 127; }\n";
    ws.write("unit.c", &text);
    let count = |what| stats_counter(&ws, "unit.c", what, &[]);
    assert_eq!(count("calls inlined"), "148");
    assert_eq!(count("calls inlined into loops"), "20");
    assert_eq!(count("calls refused by the unit's budget"), "32");
    assert_eq!(count("calls refused by the caller's budget"), "0");
    for flags in [&[][..], &["--no-inline"]] {
        let args: Vec<&str> = ["unit.c", "-o", "unit"]
            .iter()
            .chain(flags)
            .copied()
            .collect();
        assert_success(&ws.tcc(&args), "compile");
        assert_eq!(ws.run("unit").status, 78, "{flags:?}");
    }
}

/// Loop placement (`codegen::loop_place`): in optimised x86-64 code a function with a loop
/// is laid out from a 64-byte line, its symbol after the no-ops that put its innermost loop
/// in the fewest lines; the object file says so.
#[test]
fn functions_with_loops_start_on_a_line_in_optimised_x86_64_code() {
    use object::{Object, ObjectSection, ObjectSymbol};
    let ws = Workspace::new();
    ws.write(
        "loops.c",
        "int add(int a, int b) { return a + b; }\n\
         long sum(const int *a, int n) {\n\
             long s = 0;\n\
             for (int i = 0; i < n; i++)\n\
                 for (int j = 0; j < n; j++)\n\
                     s += a[i] * a[j];\n\
             return s;\n\
         }\n",
    );
    let x86_64 = ["--target", "x86_64-unknown-linux-gnu"];
    let placed = |flags: &[&str]| {
        let args: Vec<&str> = x86_64.iter().chain(flags).copied().collect();
        stats_counter(&ws, "loops.c", "functions placed", &args)
    };
    assert_eq!(placed(&[]), "1");
    assert_eq!(placed(&["--no-loop-placement"]), "0");
    assert_eq!(placed(&["-O0"]), "0");
    assert_eq!(
        stats_counter(
            &ws,
            "loops.c",
            "functions placed",
            &["--target", "aarch64-unknown-linux-gnu"]
        ),
        "0"
    );
    let out = ws.tcc(&["--target", "x86_64-unknown-linux-gnu", "-c", "loops.c"]);
    assert_success(&out, "-c");
    let bytes = fs::read(ws.path("loops.o")).unwrap();
    let file = object::File::parse(&*bytes).unwrap();
    let text = file.section_by_name(".text").expect("a .text section");
    assert_eq!(text.align(), 64);
    let symbol = |name: &str| file.symbols().find(|s| s.name() == Ok(name)).expect(name);
    let (add, sum) = (symbol("add"), symbol("sum"));
    // The no-ops are between the line's start and the symbol, outside any function: no
    // call runs them.
    let line = sum.address() - sum.address() % 64;
    assert!(
        add.address() + add.size() <= line,
        "add ends before sum's line"
    );
    let data = text.data().unwrap();
    let pad = &data[line as usize..sum.address() as usize];
    let nop = pad.is_empty() || pad.starts_with(&[0x90]) || pad.starts_with(&[0x0f, 0x1f]);
    assert!(nop || pad.starts_with(&[0x66]), "{pad:x?}");
    assert_eq!(
        sum.size() as usize + pad.len(),
        data.len() - line as usize,
        "sum's symbol covers its code, not the no-ops"
    );
}

/// Block placement (`codegen::cold`): when optimising, the block that calls a function
/// declared `cold` is emitted after the function's returns, so the path that does not call
/// it falls through where it jumped over the call before; `--no-block-placement` and `-O0`
/// keep it in place. The program does the same either way. (A call of `abort`, declared
/// `noreturn`, ends its block with a trap, which Cranelift places last anyway. The calls are
/// direct, not through a cold call stub, to compare the layouts alone.)
#[test]
fn blocks_that_call_cold_functions_are_emitted_last() {
    let ws = Workspace::new();
    ws.write(
        "unref.c",
        "#include <stdio.h>\n\
         #include <stdlib.h>\n\
         struct node { int ref; };\n\
         __attribute__((cold)) void damaged(struct node *p);\n\
         int unref(struct node *p) {\n\
             if (p->ref <= 0)\n\
                 damaged(p);\n\
             if (--p->ref == 0) {\n\
                 free(p);\n\
                 return 1;\n\
             }\n\
             return 0;\n\
         }\n",
    );
    ws.write(
        "main.c",
        "#include <stdio.h>\n\
         #include <stdlib.h>\n\
         struct node { int ref; };\n\
         int unref(struct node *p);\n\
         void damaged(struct node *p) { p->ref = 1; }\n\
         int main(void) {\n\
             struct node *p = malloc(sizeof *p);\n\
             p->ref = 2;\n\
             int a = unref(p);\n\
             printf(\"%d %d\\n\", a, unref(p));\n\
             return 0;\n\
         }\n",
    );
    let x86_64 = ["--target", "x86_64-unknown-linux-gnu"];
    let cold = |flags: &[&str]| {
        let args: Vec<&str> = x86_64.iter().chain(flags).copied().collect();
        stats_counter(&ws, "unref.c", "block-place", &args)
    };
    assert_eq!(cold(&[]), "1");
    assert_eq!(cold(&["--no-block-placement"]), "0");
    assert_eq!(cold(&["-O0"]), "0");
    // `unref`'s instructions, each as its mnemonic, or the callee's name for a call.
    let code = |flags: &[&str]| -> Vec<String> {
        let args: Vec<&str> = x86_64
            .iter()
            .chain(&["-c", "unref.c", "--no-cold-call-stubs"])
            .chain(flags)
            .copied()
            .collect();
        assert_success(&ws.tcc(&args), "-c");
        let out = Command::new("objdump")
            .args(["-dr", "--no-show-raw-insn"])
            .arg(ws.path("unref.o"))
            .output()
            .expect("objdump runs");
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        let mut insts: Vec<String> = Vec::new();
        for line in text
            .lines()
            .skip_while(|l| !l.ends_with("<unref>:"))
            .skip(1)
            .take_while(|l| !l.ends_with(">:"))
        {
            let fields: Vec<&str> = line.split_whitespace().collect();
            match fields.as_slice() {
                [_, "R_X86_64_PLT32", callee, ..] => {
                    let name = callee.split(['-', '+']).next().unwrap_or(callee);
                    if let Some(last) = insts.last_mut() {
                        *last = format!("call {name}");
                    }
                }
                [_, mnemonic, ..] if line.contains(":\t") => insts.push(mnemonic.to_string()),
                _ => {}
            }
        }
        insts
    };
    let position = |insts: &[String], what: &str| insts.iter().position(|i| i == what);
    let last_ret = |insts: &[String]| insts.iter().rposition(|i| i == "ret");
    let placed = code(&[]);
    let called = position(&placed, "call damaged").expect("a call of damaged");
    assert!(
        called > last_ret(&placed).unwrap(),
        "damaged is called after the returns: {placed:?}"
    );
    assert!(
        position(&placed, "jmp").is_some_and(|j| j > called),
        "the only jmp is back from the cold block: {placed:?}"
    );
    let kept = code(&["--no-block-placement"]);
    let called = position(&kept, "call damaged").expect("a call of damaged");
    assert!(called < last_ret(&kept).unwrap(), "{kept:?}");
    assert!(
        position(&kept, "jmp").is_some_and(|j| j < called),
        "the hot path jumps over the call: {kept:?}"
    );
    for flags in [&[][..], &["--no-block-placement"], &["-O0"]] {
        let args: Vec<&str> = ["unref.c", "main.c", "-o", "unref"]
            .iter()
            .chain(flags)
            .copied()
            .collect();
        assert_success(&ws.tcc(&args), "compile");
        let out = ws.run("unref");
        assert_eq!((out.status, out.stdout.as_str()), (0, "0 1\n"), "{flags:?}");
    }
}

/// `noinline` (and `noipa`) keep every call of the function a call, as gcc does: no
/// inlining in loops, no partial inlining of its early exit, no inlining of a small leaf
/// by Cranelift. A call of itself in tail position may still become a jump.
#[test]
fn noinline_functions_are_never_inlined() {
    use object::{Object, ObjectSection, ObjectSymbol};
    let ws = Workspace::new();
    let source = |attr: &str| {
        format!(
            "{attr} int sq(int x) {{ return x * x; }}\n\
             int sum(int n) {{ int s = 0; for (int i = 0; i < n; i++) s += sq(i); return s; }}\n\
             {attr} int fib(int n) {{ if (n < 2) return n; return fib(n - 1) + fib(n - 2); }}\n\
             {attr} static int leaf(int x) {{ return x + 1; }}\n\
             int use_leaf(int x) {{ return leaf(x) * 2; }}\n"
        )
    };
    // Whether `use_leaf`'s code still calls `leaf` (a relocation naming it).
    let calls_leaf = |file: &str| {
        let out = ws.tcc(&["--target", "x86_64-unknown-linux-gnu", "-c", file]);
        assert_success(&out, "-c");
        let bytes = fs::read(ws.path(&file.replace(".c", ".o"))).unwrap();
        let object = object::File::parse(&*bytes).unwrap();
        let user = object
            .symbols()
            .find(|s| s.name() == Ok("use_leaf"))
            .unwrap();
        let range = user.address()..user.address() + user.size();
        let text = object.section_by_name(".text").unwrap();
        text.relocations().any(|(offset, r)| {
            let target = match r.target() {
                object::RelocationTarget::Symbol(i) => object.symbol_by_index(i).ok(),
                _ => None,
            };
            range.contains(&offset) && target.is_some_and(|t| t.name() == Ok("leaf"))
        })
    };
    ws.write("plain.c", &source(""));
    assert_eq!(
        stats_counter(&ws, "plain.c", "calls inlined into loops", &[]),
        "1"
    );
    assert_eq!(
        stats_counter(&ws, "plain.c", "recursive calls given", &[]),
        "1"
    );
    assert!(!calls_leaf("plain.c"), "a small leaf is inlined");
    for (file, attr) in [("noinline.c", "noinline"), ("noipa.c", "noipa")] {
        ws.write(file, &source(&format!("__attribute__(({attr}))")));
        assert_eq!(
            stats_counter(&ws, file, "calls inlined into loops", &[]),
            "0"
        );
        assert_eq!(stats_counter(&ws, file, "recursive calls given", &[]), "0");
        assert_eq!(stats_counter(&ws, file, "tail-recursive calls", &[]), "1");
        assert!(calls_leaf(file), "{attr}: the leaf is called");
    }
}

/// The names of the functions defined in the object `file` (x86-64, with `flags`).
fn defined_functions(ws: &Workspace, file: &str, flags: &[&str]) -> Vec<String> {
    use object::{Object, ObjectSymbol};
    let object_name = file.replace(".c", ".o");
    let args: Vec<&str> = ["--target", "x86_64-unknown-linux-gnu", "-c", file]
        .iter()
        .chain(flags)
        .copied()
        .collect();
    assert_success(&ws.tcc(&args), "-c");
    let bytes = fs::read(ws.path(&object_name)).unwrap();
    let object = object::File::parse(&*bytes).unwrap();
    let mut names: Vec<String> = object
        .symbols()
        .filter(|s| s.kind() == object::SymbolKind::Text && s.is_definition())
        .map(|s| s.name().unwrap().to_string())
        .collect();
    names.sort();
    names
}

/// When optimising, a static function inlined at every call is not emitted, as gcc does;
/// one whose address is taken, one marked `used` and an external one are; `-O0` and
/// `--no-inline` emit every function. `--stats` counts the calls and the functions.
#[test]
fn static_functions_inlined_everywhere_are_not_emitted() {
    let ws = Workspace::new();
    ws.write(
        "statics.c",
        "static int helper(int x) { return x * 3 + 1; }\n\
         static int big_once(int x) { int s = 0; for (int i = 0; i < x; i++) s += i * helper(i); return s; }\n\
         static int pointed(int x) { return x - 1; }\n\
         __attribute__((used)) static int pinned(int x) { return x + 2; }\n\
         int (*fp)(int) = pointed;\n\
         int api(int x) { return big_once(x) + helper(x) + pointed(x); }\n",
    );
    let all = ["api", "big_once", "helper", "pinned", "pointed"];
    assert_eq!(
        defined_functions(&ws, "statics.c", &[]),
        ["api", "pinned", "pointed"]
    );
    assert_eq!(defined_functions(&ws, "statics.c", &["-O0"]), all);
    assert_eq!(defined_functions(&ws, "statics.c", &["--no-inline"]), all);
    let count = |what| stats_counter(&ws, "statics.c", what, &[]);
    assert_eq!(count("calls inlined into loops"), "1");
    assert_eq!(count("inline - Number of calls inlined"), "4");
    assert_eq!(count("functions not emitted"), "2");
}

#[test]
fn small_blocks_are_duplicated_when_optimising() {
    let ws = Workspace::new();
    ws.write(
        "sign.c",
        "int sign(int x) { int r; if (x < 0) r = -1; else if (x == 0) r = 0; else r = 2; return r; }\n",
    );
    let blocks = |flags: &[&str]| stats_counter(&ws, "sign.c", "blocks duplicated", flags);
    assert_eq!(blocks(&[]), "2");
    assert_eq!(blocks(&["--no-tail-duplication"]), "0");
    assert_eq!(blocks(&["-O0"]), "0");
}

#[test]
fn build_system_flags_are_accepted_and_linking_flags_honoured() {
    let ws = Workspace::new();
    ws.write("hello.c", HELLO);
    for flags in [
        &[
            "-fPIC",
            "-fno-common",
            "-fno-strict-aliasing",
            "-fstack-protector-strong",
        ][..],
        &[
            "-fpic",
            "-fno-omit-frame-pointer",
            "-fvisibility=hidden",
            "-ffunction-sections",
        ],
        &[
            "-fPIE",
            "-pie",
            "-fdata-sections",
            "-fno-builtin",
            "-fwrapv",
            "-fexceptions",
        ],
        &[
            "-fno-pic",
            "-no-pie",
            "-pipe",
            "-m64",
            "-march=x86-64",
            "-mtune=generic",
        ],
        &[
            "-pthread",
            "-rdynamic",
            "-s",
            "-Wall",
            "-Wextra",
            "-Wno-unused",
            "-Werror=format",
        ],
        &["-static", "-std=gnu99", "-ansi", "-fsigned-char", "-x", "c"],
        // gcc's optimisation passes, as mpg123's configure gives them.
        &[
            "-funroll-all-loops",
            "-finline-functions",
            "-fno-inline-small-functions",
            "-finline-limit=600",
            "-falign-functions=32",
            "-fschedule-insns2",
            "-fno-gcse",
            "-fexpensive-optimizations",
            "-fpeel-loops",
            "-ftree-loop-vectorize",
            "-fvect-cost-model=cheap",
        ],
        // Passes gcc has removed and still accepts, doing nothing, as libmad's configure gives them.
        &[
            "-fforce-addr",
            "-fcse-skip-blocks",
            "-fregmove",
            "-fno-strength-reduce",
        ],
    ] {
        let mut args = flags.to_vec();
        args.extend(["hello.c", "-o", "hello"]);
        assert_success(&ws.tcc(&args), &format!("{flags:?}"));
        assert_eq!(ws.run("hello").stdout, "6 1\n", "{flags:?}");
    }
    // -s strips the symbol table.
    assert_success(&ws.tcc(&["-s", "hello.c", "-o", "stripped"]), "-s");
    let symbols = Command::new("nm")
        .arg(ws.path("stripped"))
        .output()
        .expect("nm");
    assert!(String::from_utf8_lossy(&symbols.stderr).contains("no symbols"));
    // Meaning-changing flags tcc-rs cannot honour are refused, naming the flag.
    for (flag, mention) in [
        ("-fshort-enums", "-fshort-enums"),
        ("-march=armv8-a", "-march=armv8-a"),
        ("-std=c++17", "-std=c++17"),
        ("-fbogus-flag", "-fbogus-flag"),
        ("-ftree-bogus-pass", "-ftree-bogus-pass"),
        ("-ftree-parallelize-loops=4", "-ftree-parallelize-loops=4"),
        ("-fforce-addr=1", "-fforce-addr=1"),
    ] {
        assert_command_line_error(&ws.tcc(&[flag, "hello.c"]), mention);
    }
    assert_command_line_error(&ws.tcc(&["-x", "fortran", "hello.c"]), "fortran");
}

/// gcc's coverage and profiling instrumentation (`--coverage`, which mosquitto's unit tests
/// build with, `-fprofile-arcs`, `-pg`...) makes the program write `.gcda` files or `gmon.out`:
/// refused by name, compiling or linking, where `-fprofile-arcs` was taken for tuning and the
/// others were "unrecognized" (gcc knows them). `-fprofile-use` stays a hint.
#[test]
fn instrumentation_flags_are_refused_by_name() {
    let ws = Workspace::new();
    ws.write("main.c", "int main(void) { return 0; }\n");
    for flag in [
        "--coverage",
        "-coverage",
        "-fprofile-arcs",
        "-ftest-coverage",
        "-fprofile-generate",
        "-fprofile-generate=prof",
        "-pg",
    ] {
        for args in [
            vec![flag, "-c", "main.c"],
            vec![flag, "main.c", "-o", "main"],
        ] {
            let out = ws.tcc(&args);
            assert_command_line_error(&out, &format!("'{flag}' is not supported: tcc-rs cannot"));
            assert!(
                out.stderr.contains("instrument programs for"),
                "{args:?}: {}",
                out.stderr
            );
        }
    }
    assert_success(
        &ws.tcc(&["-fprofile-use", "main.c", "-o", "main"]),
        "-fprofile-use",
    );
}

/// Under `-fwrapv` signed overflow wraps: `i` passes `INT_MAX` and goes on from `INT_MIN`,
/// and `x + step > x` turns false when `x + step` wraps.
const WRAPV: &str = r#"#include <limits.h>
#include <stdio.h>

static long sum_from(int start, int n, long *last) {
    long s = 0;
    int i = start;
    for (int k = 0; k < n; k++, i++) {
        s += i;
        *last = i;
    }
    return s;
}

static int steps_to_wrap(int x, int step) {
    int n = 0;
    while (x + step > x && n < 100)
        x += step, n++;
    return n;
}

int main(void) {
    long last = 0;
    long s = sum_from(INT_MAX - 2, 6, &last);
    printf("%ld %ld\n", s, last);
    printf("%d\n", steps_to_wrap(INT_MAX - 10, 4));
    int m = INT_MAX;
    m = m * 2 + 1;
    printf("%d\n", m);
    return 0;
}
"#;

#[test]
fn fwrapv_makes_signed_overflow_wrap() {
    let ws = Workspace::new();
    ws.write("w.c", WRAPV);
    // What gcc -O2 -fwrapv's build prints. Without the flag the loop overflows, which is
    // undefined: induction-variable widening then counts on in 64 bits, as gcc may.
    let expected = "-3 -2147483646\n2\n-1\n";
    for flag in ["-fwrapv", "-fno-strict-overflow"] {
        for level in [&["-O0"][..], &["-O2"], &["-O2", "--no-mem2reg"]] {
            let mut args = level.to_vec();
            args.extend([flag, "w.c", "-o", "w"]);
            assert_success(&ws.tcc(&args), "compile");
            assert_eq!(ws.run("w").stdout, expected, "{args:?}");
        }
        let ir = ws.tcc(&["-O2", flag, "--emit=ir", "w.c"]);
        assert_success(&ir, "--emit=ir");
        assert!(!ir.stdout.contains(" nsw "), "{flag}:\n{}", ir.stdout);
    }
    // The default, and the flags that restore it after -fwrapv, mark signed arithmetic.
    for args in [
        &["--emit=ir", "w.c"][..],
        &["-fwrapv", "-fno-wrapv", "--emit=ir", "w.c"],
        &[
            "-fno-strict-overflow",
            "-fstrict-overflow",
            "--emit=ir",
            "w.c",
        ],
    ] {
        let ir = ws.tcc(args);
        assert_success(&ir, "--emit=ir");
        assert!(
            ir.stdout.contains("add nsw i32"),
            "{args:?}:\n{}",
            ir.stdout
        );
    }
}

#[test]
fn ftrapv_is_refused_unless_overridden() {
    let ws = Workspace::new();
    ws.write("main.c", "int main(void) { return 0; }\n");
    for args in [
        &["-ftrapv", "-c", "main.c"][..],
        &["-ftrapv", "main.c", "-o", "main"],
        &["-fwrapv", "-ftrapv", "main.c", "-o", "main"],
    ] {
        let out = ws.tcc(args);
        assert_command_line_error(&out, "'-ftrapv' is not supported: tcc-rs cannot make");
        assert!(
            !ws.path("main").exists() && !ws.path("main.o").exists(),
            "{args:?}"
        );
    }
    // gcc's -fwrapv, -fno-strict-overflow and -fno-trapv each turn -ftrapv off.
    for flag in ["-fwrapv", "-fno-strict-overflow", "-fno-trapv"] {
        let out = ws.tcc(&["-ftrapv", flag, "main.c", "-o", "main"]);
        assert_success(&out, flag);
    }
}

/// `-Wp,LIST` hands LIST's options to the preprocessor, as gcc does (Fedora's
/// `-Wp,-D_FORTIFY_SOURCE=2`, the Linux kernel's `-Wp,-MMD,FILE`); ignored, a macro the
/// build defines this way was missing.
#[test]
fn wp_passes_options_to_the_preprocessor() {
    let ws = Workspace::new();
    ws.write(
        "m.c",
        "#include \"m.h\"\n#include <stdio.h>\nint main(void) {\n#ifdef FOO\n    \
         printf(\"FOO=%d\\n\", FOO);\n#else\n    puts(\"no FOO\");\n#endif\n    return 0;\n}\n",
    );
    ws.write("m.h", "/* nothing */\n");
    for (args, expected) in [
        (&["-Wp,-DFOO=3"][..], "FOO=3\n"),
        (&["-Wp,-D,FOO=4"], "FOO=4\n"),
        (&["-DFOO", "-Wp,-UFOO"], "no FOO\n"),
        (&["-Wp,-DFOO=5,-UFOO,-DFOO=6"], "FOO=6\n"),
    ] {
        let mut all = args.to_vec();
        all.extend(["m.c", "-o", "m"]);
        assert_success(&ws.tcc(&all), "compile");
        assert_eq!(ws.run("m").stdout, expected, "{args:?}");
    }
    // cc1's `-MMD FILE`: the dependency file is FILE, and lists the user's header only.
    assert_success(
        &ws.tcc(&["-Wp,-MMD,m.dep", "-c", "m.c", "-o", "m.o"]),
        "-MMD",
    );
    assert_eq!(
        fs::read_to_string(ws.path("m.dep")).unwrap(),
        "m.o: m.c m.h\n"
    );
    for (flag, mention) in [
        (
            "-Wp,-foo",
            "'-Wp,-foo' is not supported: tcc-rs passes only",
        ),
        ("-Wp,-D", "missing argument to '-D' in '-Wp,-D'"),
    ] {
        let out = ws.tcc(&[flag, "m.c", "-o", "bad"]);
        assert_command_line_error(&out, mention);
        assert!(!ws.path("bad").exists(), "{flag}");
    }
}

#[test]
fn queries_answer_as_gcc_does() {
    let ws = Workspace::new();
    assert_eq!(ws.tcc(&["-dumpversion"]).stdout, "4.2.1\n");
    assert_eq!(
        ws.tcc(&["-dumpmachine"]).stdout,
        gcc_in(&ws, &["-dumpmachine"])
    );
    for q in ["-print-prog-name=ld", "-print-file-name=libc.so"] {
        assert_eq!(ws.tcc(&[q]).stdout, gcc_in(&ws, &[q]), "{q}");
    }
}

/// The `__GNUC*` macros defined by `-E -dM` of an empty file with `args`, sorted.
fn gnuc_macros(ws: &Workspace, args: &[&str]) -> Vec<String> {
    ws.write("empty.c", "");
    let args: Vec<&str> = args
        .iter()
        .copied()
        .chain(["-E", "-dM", "empty.c"])
        .collect();
    let out = ws.tcc(&args);
    assert_success(&out, "-E -dM");
    let mut lines: Vec<String> = out
        .stdout
        .lines()
        .filter(|l| l.starts_with("#define __GNUC") || l.starts_with("#define __VERSION__"))
        .map(|l| l.replace(env!("CARGO_PKG_VERSION"), "V"))
        .collect();
    lines.sort();
    lines
}

/// `-fgnuc-version=` sets the GNU C version claimed, as clang's flag does: the macros, the
/// queries, `--version` and `-v`; 0 claims none (no `__GNUC__`, nor the inline-semantics
/// macros, and no Free Software Foundation for Meson to read); bad values are errors.
#[test]
fn gnuc_version_sets_the_version_claimed() {
    let ws = Workspace::new();
    let defines = |v: &str| {
        gnuc_macros(&ws, &[v])
            .iter()
            .filter(|l| !l.contains("CHARSET"))
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(
        defines("-fgnuc-version=12.2.0"),
        "#define __GNUC_MINOR__ 2\n#define __GNUC_PATCHLEVEL__ 0\n#define __GNUC_STDC_INLINE__ 1\n\
         #define __GNUC__ 12\n#define __VERSION__ \"12.2.0 Compatible tcc-rs V\""
    );
    assert_eq!(
        defines("-fgnuc-version=5"),
        "#define __GNUC_MINOR__ 0\n#define __GNUC_PATCHLEVEL__ 0\n#define __GNUC_STDC_INLINE__ 1\n\
         #define __GNUC__ 5\n#define __VERSION__ \"5.0.0 Compatible tcc-rs V\""
    );
    assert_eq!(
        defines("-fgnuc-version=0"),
        "#define __VERSION__ \"tcc-rs V\""
    );
    assert_eq!(
        gnuc_macros(&ws, &["-fgnuc-version=0", "-std=gnu89"]),
        ["#define __VERSION__ \"tcc-rs V\""]
    );
    // The last one wins.
    let last = gnuc_macros(&ws, &["-fgnuc-version=0", "-fgnuc-version=4.2.1"]);
    assert!(last.contains(&"#define __GNUC__ 4".to_string()), "{last:?}");
    let query = |args: &[&str]| ws.tcc(args).stdout;
    assert_eq!(query(&["-fgnuc-version=12.2.0", "-dumpversion"]), "12\n");
    assert_eq!(
        query(&["-fgnuc-version=12.2.0", "-dumpfullversion"]),
        "12.2.0\n"
    );
    assert_eq!(query(&["-fgnuc-version=6.5", "-dumpversion"]), "6.5.0\n");
    let version = query(&["-fgnuc-version=12.2", "--version"]);
    assert!(version.contains("Free Software Foundation") && version.contains("__GNUC__ 12.2.0"));
    let version = query(&["-fgnuc-version=0", "--version"]);
    assert!(!version.contains("Free Software Foundation") && version.contains("not GNU C"));
    let verbose = ws.tcc(&["-fgnuc-version=12.2.0", "-v"]).stderr;
    assert!(verbose.contains("GNU C 12.2.0"), "{verbose}");
    for bad in ["", "abc", "12.", "1.2.3.4", "4.100", "-1"] {
        let arg = format!("-fgnuc-version={bad}");
        assert_command_line_error(
            &ws.tcc(&[&arg, "empty.c"]),
            &format!("invalid value '{bad}'"),
        );
    }
}

#[test]
/// `__STDC_VERSION__`, `__STRICT_ANSI__`, and `linux` and `unix` (GNU modes only), the last
/// `-std=` winning.
fn std_and_ansi_set_the_standard_macros_as_gcc_does() {
    let ws = Workspace::new();
    ws.write(
        "v.c",
        "#ifdef __STDC_VERSION__\nversion __STDC_VERSION__\n#endif\n\
         #ifdef __STRICT_ANSI__\nstrict\n#endif\n\
         #if defined linux && defined unix\nsystem names\n#endif\n",
    );
    for std in [
        "-ansi",
        "-std=c89",
        "-std=c90",
        "-std=gnu89",
        "-std=c99",
        "-std=gnu99",
        "-std=c11",
        "-std=gnu11",
        "-std=c17",
        "-std=c18",
        "-std=gnu17",
        "-std=c2x",
        "-std=c11 -std=gnu17",
        "-std=gnu11 -ansi",
        "",
    ] {
        let args: Vec<&str> = std.split_whitespace().chain(["-E", "-P", "v.c"]).collect();
        let tcc = ws.tcc(&args);
        assert_success(&tcc, std);
        let gcc = gcc_in(&ws, &args);
        let words = |s: &str| s.split_whitespace().map(String::from).collect::<Vec<_>>();
        assert_eq!(words(&tcc.stdout), words(&gcc), "{std}");
    }
}

#[test]
fn preprocessed_input_keeps_its_line_markers_and_is_not_expanded_again() {
    let ws = Workspace::new();
    ws.write(
        "p.i",
        "# 1 \"orig.c\"\n\n\nint main(void) { return missing; }\n",
    )
    .write("q.txt", "#define X 1\nint main(void) { return X; }\n")
    .write(
        "r.i",
        "# 1 \"r.c\"\nint X = 4;\nint main(void) { return X - 4; }\n",
    );
    let out = ws.tcc(&["-c", "p.i"]);
    assert_eq!(out.status, 1);
    assert!(
        out.stderr.starts_with("orig.c:3:25: error:"),
        "{}",
        out.stderr
    );
    // -D does not apply to a preprocessed input.
    assert_success(&ws.tcc(&["-DX=9", "r.i", "-o", "r"]), "r.i");
    assert_eq!(ws.run("r").status, 0);
    assert_success(
        &ws.tcc(&["-x", "cpp-output", "r.i", "-o", "r2"]),
        "cpp-output",
    );
    // -x c: any name is C; -x none goes back to suffixes.
    assert_success(&ws.tcc(&["-x", "c", "q.txt", "-o", "q"]), "-x c");
    assert_eq!(ws.run("q").status, 1);
    // ... and q.txt is the linker's again, as gcc has it: ld takes it for a linker script.
    let out = ws.tcc(&["-x", "none", "q.txt"]);
    assert_eq!(out.status, 1);
    assert!(out.stderr.contains("q.txt"), "{}", out.stderr);
}

#[test]
fn objects_are_byte_identical_from_run_to_run() {
    let ws = Workspace::new();
    ws.write("hello.c", HELLO);
    assert_success(&ws.tcc(&["-c", "hello.c", "-o", "a.o"]), "first");
    assert_success(&ws.tcc(&["-c", "hello.c", "-o", "b.o"]), "second");
    assert_eq!(
        fs::read(ws.path("a.o")).expect("a.o"),
        fs::read(ws.path("b.o")).expect("b.o")
    );
}

#[test]
fn werror_turns_warnings_into_a_failure() {
    let ws = Workspace::new();
    ws.write("w.c", "#warning careful\nint main(void) { return 0; }\n");
    assert_success(&ws.tcc(&["-c", "w.c"]), "warning only");
    let out = ws.tcc(&["-Werror", "-c", "w.c", "-o", "w2.o"]);
    assert_eq!(out.status, 1, "{}", out.stderr);
    assert!(
        out.stderr.contains("warnings being treated as errors"),
        "{}",
        out.stderr
    );
    assert!(!ws.path("w2.o").exists());
    // -E too, as gcc's: it fails and writes no -o file.
    let out = ws.tcc(&["-Werror", "-E", "w.c", "-o", "w.i"]);
    assert_eq!(out.status, 1, "{}", out.stderr);
    assert!(
        out.stderr.contains("warnings being treated as errors"),
        "{}",
        out.stderr
    );
    assert!(!ws.path("w.i").exists());
}

/// `-E` on a source with errors prints its text as far as preprocessing went, as gcc's
/// does (to the end of the file, or to a missing header, which stops it), and fails; an
/// `-o` file is not written.
#[test]
fn preprocessing_with_errors_still_prints_the_text() {
    let ws = Workspace::new();
    ws.write(
        "e.c",
        "int a;\n#error boom\nint b;\n#if 1 +\n#endif\nint c;\n",
    );
    ws.write("m.c", "int a;\n#include \"absent.h\"\nint b;\n");
    ws.write("ok.c", "int ok;\n");
    for args in [
        &["-E", "-P", "e.c"][..],
        &["-E", "-P", "m.c"],
        &["-E", "-P", "m.c", "ok.c"],
        &["-E", "e.c", "-o", "-"],
    ] {
        let out = ws.tcc(args);
        let gcc = Command::new("gcc")
            .args(args)
            .current_dir(ws.dir.path())
            .output()
            .expect("gcc runs");
        assert_eq!(out.status, 1, "{args:?}: {}", out.stderr);
        assert_eq!(gcc.status.code(), Some(1), "gcc {args:?}");
        let gcc_text = String::from_utf8_lossy(&gcc.stdout);
        // gcc's markers for its built-in and command-line pseudo files are not ours.
        let gcc_text: String = gcc_text
            .split_inclusive('\n')
            .filter(|l| !l.starts_with("# 0 ") && !l.contains("stdc-predef.h"))
            .collect();
        // After a fatal error gcc leaves the last line unterminated: compared without
        // white space.
        let text = |t: &str| t.split_whitespace().collect::<String>();
        assert_eq!(text(&out.stdout), text(&gcc_text), "{args:?}");
    }
    let out = ws.tcc(&["-E", "e.c", "-o", "e.i"]);
    assert_eq!(out.status, 1, "{}", out.stderr);
    assert!(!ws.path("e.i").exists());
}

// ---- `--emit=asm` and `-S`: Cranelift's listing of the machine code ----

const ASM_SOURCE: &str = "#include <stdio.h>\nint counter;\n\
int sum(int n) { int s = 0; for (int i = 0; i < n; i++) s += i; return s; }\n\
int main(void) { counter = sum(10); printf(\"%d\\n\", counter); return 0; }\n";

#[test]
fn emit_asm_lists_each_function_with_labels_and_symbol_names_on_both_targets() {
    let ws = Workspace::new();
    ws.write("s.c", ASM_SOURCE);
    let x86 = ws.tcc(&["--emit=asm", "s.c"]);
    assert_success(&x86, "--emit=asm");
    for expected in [
        "not assembler input",
        "# function sum (",
        "\nsum:\n",
        "\nmain:\n",
        "block1:\n",
        "jmp     label",
        "leal 1(%",
        "counter",
        "call    printf.tccrs.variadic\n",
        "retq\n",
    ] {
        assert!(
            x86.stdout.contains(expected),
            "{expected:?} in\n{}",
            x86.stdout
        );
    }
    assert!(!x86.stdout.contains("userextname") && !x86.stdout.contains("unwind "));
    let arm = ws.tcc(&["--emit=asm", "--target", "aarch64-unknown-linux-gnu", "s.c"]);
    assert_success(&arm, "--emit=asm for aarch64");
    for expected in ["\nsum:\n", "add w", "b label", "printf", "\n  ret\n"] {
        assert!(
            arm.stdout.contains(expected),
            "{expected:?} in\n{}",
            arm.stdout
        );
    }
    // -S writes assembler text to NAME.s (or -o), the listing in its comments.
    assert_success(&ws.tcc(&["-S", "s.c"]), "-S");
    let s = fs::read_to_string(ws.path("s.s")).unwrap();
    assert!(
        s.contains("\n\t.globl sum\n") && s.contains("#     retq\n"),
        "{s}"
    );
    assert_success(&ws.tcc(&["-S", "s.c", "-o", "other.s"]), "-S -o");
    assert_eq!(fs::read_to_string(ws.path("other.s")).unwrap(), s);
}

/// Symbols whose binding and visibility GNU attributes and `-fvisibility=` decide.
const SYMBOL_ATTRIBUTES: &str = "\
int plain = 1;
int tentative;
int __attribute__((visibility(\"hidden\"))) hidden_var = 2;
int __attribute__((visibility(\"protected\"))) protected_var = 3;
int __attribute__((visibility(\"internal\"))) internal_var = 4;
__attribute__((visibility(\"default\"))) int exported(void) { return 5; }
int __attribute__((visibility(\"hidden\"))) helper(void) { return 6; }
int __attribute__((weak)) weak_var = 7;
__attribute__((weak, visibility(\"hidden\"))) int weak_hidden(void) { return 8; }
extern int maybe(void) __attribute__((weak));
int target(void) { return maybe ? maybe() : 9; }
int other_name(void) __attribute__((alias(\"target\")));
extern int visible_alias __attribute__((alias(\"plain\"), visibility(\"protected\")));
static int __attribute__((used)) unexported(void) { return 10; }
";

/// The global and weak symbols of an object, as `NAME BINDING VISIBILITY defined-or-UND`
/// lines from `readelf -sW`, sorted (local symbols differ between compilers).
fn global_symbols(ws: &Workspace, object: &str) -> Vec<String> {
    let out = Command::new("readelf")
        .args(["-sW", object])
        .current_dir(ws.dir.path())
        .output()
        .expect("readelf runs");
    let text = String::from_utf8_lossy(&out.stdout);
    let mut symbols: Vec<String> = text
        .lines()
        .filter_map(|line| {
            let f: Vec<&str> = line.split_whitespace().collect();
            // Num: Value Size Type Bind Vis Ndx Name
            let [_, _, _, _, bind, vis, ndx, name] = f.as_slice() else {
                return None;
            };
            let defined = if *ndx == "UND" { "UND" } else { "defined" };
            // gcc's code names the GOT, tcc-rs's reaches it through relocations only.
            let compared = *bind != "LOCAL" && *bind != "Bind" && *name != "_GLOBAL_OFFSET_TABLE_";
            compared.then(|| format!("{name} {bind} {vis} {defined}"))
        })
        .collect();
    symbols.sort();
    symbols
}

#[test]
fn visibility_weak_and_alias_attributes_give_gccs_symbol_table() {
    let ws = Workspace::new();
    ws.write("syms.c", SYMBOL_ATTRIBUTES);
    for flags in [
        &[][..],
        &["-fvisibility=hidden"],
        &["-fvisibility=protected"],
    ] {
        let mut args = vec!["-c", "syms.c", "-o", "tcc.o"];
        args.extend(flags);
        assert_success(&ws.tcc(&args), "attributes");
        let mut gcc_args = vec!["-fPIC", "-c", "syms.c", "-o", "gcc.o"];
        gcc_args.extend(flags);
        gcc_in(&ws, &gcc_args);
        assert_eq!(
            global_symbols(&ws, "tcc.o"),
            global_symbols(&ws, "gcc.o"),
            "symbols with {flags:?}"
        );
    }
    let out = ws.tcc(&["-fvisibility=secret", "-c", "syms.c"]);
    assert_command_line_error(&out, "unrecognized visibility value 'secret'");
}

/// `#pragma GCC visibility` (nested pushes, extern declarations, a declaration after the
/// pop, an attribute inside) and `#pragma redefine_extname` (before and after the
/// declarations it renames, a function defined here, an object, a static function).
const SYMBOL_PRAGMAS: &str = "\
#pragma GCC visibility push(hidden)
extern int ext_var;
int ext_fn(void);
int defined_in(void) { return 1; }
int var_in = 3;
#pragma GCC visibility push(default)
int def_inner(void) { return 2; }
#pragma GCC visibility pop
int later_in(void) { return ext_fn() + ext_var; }
__attribute__((visibility(\"protected\"))) int prot(void) { return 4; }
#pragma GCC visibility pop
int outside(void) { return 5; }
int ext_fn2(void);
#pragma GCC visibility push(internal)
int ext_fn2(void);
#pragma GCC visibility pop
int use2(void) { return ext_fn2(); }
int before(void);
int call_before(void) { return before(); }
#pragma redefine_extname before before_new
#pragma redefine_extname after after_new
int after(void);
int call_after(void) { return after(); }
int defined(void) { return 1; }
#pragma redefine_extname defined defined_new
extern int var;
#pragma redefine_extname var var_new
int get(void) { return var; }
static int st(void);
#pragma redefine_extname st st_new
int use_st(void) { return st(); }
static int st(void) { return 0; }
";

#[test]
fn visibility_and_redefine_extname_pragmas_give_gccs_symbol_table() {
    let ws = Workspace::new();
    ws.write("pragmas.c", SYMBOL_PRAGMAS);
    for flags in [&[][..], &["-fvisibility=hidden"]] {
        let mut args = vec!["-c", "pragmas.c", "-o", "tcc.o"];
        args.extend(flags);
        assert_success(&ws.tcc(&args), "pragmas");
        let mut gcc_args = vec!["-fPIC", "-c", "pragmas.c", "-o", "gcc.o"];
        gcc_args.extend(flags);
        gcc_in(&ws, &gcc_args);
        assert_eq!(
            global_symbols(&ws, "tcc.o"),
            global_symbols(&ws, "gcc.o"),
            "symbols with {flags:?}"
        );
    }
    // `st`, called once, is inlined and not emitted unless inlining is off.
    assert_success(
        &ws.tcc(&["-c", "pragmas.c", "-o", "tcc.o", "--no-inline"]),
        "pragmas",
    );
    let out = Command::new("readelf")
        .args(["-sW", "tcc.o"])
        .current_dir(ws.dir.path())
        .output()
        .expect("readelf runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains(" st_new") && !text.contains(" st\n"),
        "{text}"
    );
}

#[test]
fn malformed_symbol_pragmas_are_warned_about_as_gcc_does() {
    let ws = Workspace::new();
    ws.write(
        "bad.c",
        "#pragma GCC visibility push(bogus)\n#pragma GCC visibility pop\n\
         #pragma GCC visibility pop\n#pragma GCC visibility\n\
         #pragma redefine_extname\n#pragma redefine_extname onlyone\nint x;\n",
    );
    let out = ws.tcc(&["-c", "bad.c", "-o", "bad.o"]);
    assert_success(&out, "malformed pragmas are warnings");
    let warnings: Vec<&str> = out
        .stderr
        .lines()
        .filter(|l| l.contains("warning:"))
        .collect();
    assert_eq!(
        warnings,
        [
            "bad.c:1:9: warning: '#pragma GCC visibility push()' must specify 'default', \
             'internal', 'hidden' or 'protected' [-Wpragmas]",
            "bad.c:3:9: warning: no matching push for '#pragma GCC visibility pop' [-Wpragmas]",
            "bad.c:4:9: warning: '#pragma GCC visibility' must be followed by 'push' or 'pop' \
             [-Wpragmas]",
            "bad.c:5:9: warning: malformed '#pragma redefine_extname', ignored [-Wpragmas]",
            "bad.c:6:9: warning: malformed '#pragma redefine_extname', ignored [-Wpragmas]",
        ]
    );
}

/// Functions and function pointers placed in named sections and enumerated through the
/// linker's `__start_NAME`/`__stop_NAME`, the registration pattern real code uses.
const FUNCTION_SECTIONS: &str = "\
#include <stdio.h>
typedef int (*handler)(int);
#define REGISTER(f) static handler f##_entry __attribute__((used, section(\"handlers\"))) = f
static int twice(int x) { return 2 * x; }
static int square(int x) { return x * x; }
REGISTER(twice);
REGISTER(square);
extern handler __start_handlers[], __stop_handlers[];
__attribute__((section(\"hot_code\"))) int hot(int x) { return x + 1; }
__attribute__((section(\"hot_code\"), noinline)) static int hot2(int x) { return hot(x) * 3; }
extern char __start_hot_code[], __stop_hot_code[];
static int in_hot(void *f) { return (char *)f >= __start_hot_code && (char *)f < __stop_hot_code; }
int main(void) {
    for (handler *h = __start_handlers; h < __stop_handlers; h++)
        printf(\"%d\\n\", (*h)(7));
    printf(\"%d %d %d %d\\n\", hot2(4), in_hot(hot), in_hot(hot2), in_hot(main));
    return 0;
}
";

/// The section each function symbol of an object is defined in, as `NAME SECTION FLAGS`
/// lines (from `readelf -SW` and `-sW`), sorted.
fn function_sections(ws: &Workspace, object: &str) -> Vec<String> {
    let readelf = |flag: &str| {
        let out = Command::new("readelf")
            .args([flag, object])
            .current_dir(ws.dir.path())
            .output()
            .expect("readelf runs");
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let headers = readelf("-SW");
    let sections: std::collections::HashMap<String, (String, String)> = headers
        .lines()
        .filter_map(|line| {
            let (index, rest) = line.trim_start().strip_prefix('[')?.split_once(']')?;
            let f: Vec<&str> = rest.split_whitespace().collect();
            // Name Type Address Off Size ES Flg Lk Inf Al
            Some((
                index.trim().to_string(),
                (f.first()?.to_string(), f.get(7)?.to_string()),
            ))
        })
        .collect();
    let mut out: Vec<String> = readelf("-sW")
        .lines()
        .filter_map(|line| {
            let f: Vec<&str> = line.split_whitespace().collect();
            let [_, _, _, "FUNC", _, _, ndx, name] = f.as_slice() else {
                return None;
            };
            let (section, flags) = sections.get(*ndx)?;
            Some(format!("{name} {section} {flags}"))
        })
        .collect();
    out.sort();
    out
}

#[test]
fn section_attribute_on_functions_places_them_as_gcc_does() {
    let ws = Workspace::new();
    ws.write("sections.c", FUNCTION_SECTIONS);
    gcc_in(&ws, &["-c", "sections.c", "-o", "gcc.o"]);
    gcc_in(&ws, &["sections.c", "-o", "gcc"]);
    let expected = ws.run("gcc");
    for flags in [&[][..], &["--no-mem2reg"]] {
        // Every function emitted, as in gcc's `-O0` object (the inliner would drop `in_hot`).
        let mut args = vec!["-c", "sections.c", "-o", "tcc.o", "--no-inline"];
        args.extend(flags);
        assert_success(&ws.tcc(&args), "section attributes");
        // tcc-rs also has local helper functions (variadic call stubs): compare gcc's.
        let gcc = function_sections(&ws, "gcc.o");
        let tcc: Vec<String> = function_sections(&ws, "tcc.o")
            .into_iter()
            .filter(|l| {
                gcc.iter()
                    .any(|g| g.split(' ').next() == l.split(' ').next())
            })
            .collect();
        assert_eq!(tcc, gcc, "sections with {flags:?}");
        assert_success(&ws.tcc(&["tcc.o", "-o", "tcc"]), "link");
        let got = ws.run("tcc");
        assert_eq!((got.stdout, got.status), (expected.stdout.clone(), 0));
    }
    assert_eq!(expected.stdout, "14\n49\n15 1 1 0\n");
    // Under -run there is no linker to make __start_NAME: the program cannot refer to them.
    let out = ws.tcc(&["-run", "sections.c"]);
    assert_eq!(out.status, 1);
    assert!(
        out.stderr
            .contains("undefined reference to `__start_handlers'"),
        "{}",
        out.stderr
    );
}

/// The strings of an object's `.comment` section, from `readelf -p .comment`.
fn comment_strings(ws: &Workspace, object: &str) -> Vec<String> {
    let out = Command::new("readelf")
        .args(["-p", ".comment", object])
        .current_dir(ws.dir.path())
        .output()
        .expect("readelf runs");
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|line| Some(line.trim_start().strip_prefix('[')?.split_once("]  ")?.1))
        .map(str::to_string)
        .collect()
}

#[test]
fn ident_texts_go_to_the_comment_section_as_gccs_do() {
    let ws = Workspace::new();
    ws.write(
        "ident.c",
        "#ident \"first: $Id: ident.c 1 $\"\n#sccs \"@(#) sccs \\x41\"\n\
         int main(void) { return 0; }\n#ident \"last\"\n",
    );
    gcc_in(&ws, &["-c", "ident.c", "-o", "gcc.o"]);
    // gcc adds its own version string; tcc-rs only the program's.
    let gcc: Vec<String> = comment_strings(&ws, "gcc.o")
        .into_iter()
        .filter(|s| !s.starts_with("GCC: "))
        .collect();
    assert_eq!(gcc, ["first: $Id: ident.c 1 $", "@(#) sccs A", "last"]);
    assert_success(&ws.tcc(&["-c", "ident.c", "-o", "tcc.o"]), "#ident");
    assert_eq!(comment_strings(&ws, "tcc.o"), gcc);
    // Through -S and gcc's assembler too.
    assert_success(&ws.tcc(&["-S", "ident.c", "-o", "ident.s"]), "-S");
    gcc_in(&ws, &["-c", "ident.s", "-o", "s.o"]);
    assert_eq!(comment_strings(&ws, "s.o"), gcc);
    // A unit without one has no .comment section.
    ws.write("plain.c", "int main(void) { return 0; }\n");
    assert_success(&ws.tcc(&["-c", "plain.c", "-o", "plain.o"]), "plain");
    assert!(comment_strings(&ws, "plain.o").is_empty());
}

/// A unit with `static` aliases (local symbols) of a `static` function and object, and
/// global ones, which two such units must be able to define under the same names.
const STATIC_ALIASES: &str = "\
static int f(void) { return UNIT; }
static int g(void) __attribute__((alias(\"f\")));
static int data = UNIT * 10;
static int data_alias __attribute__((alias(\"data\")));
int NAME(void) __attribute__((alias(\"f\")));
int SUM(void) { return g() + data_alias; }
";

/// Every symbol of `object` named in `names`, as `NAME TYPE BINDING`, sorted.
fn symbol_bindings(ws: &Workspace, object: &str, names: &[&str]) -> Vec<String> {
    let out = Command::new("readelf")
        .args(["-sW", object])
        .current_dir(ws.dir.path())
        .output()
        .expect("readelf runs");
    let mut found: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|line| {
            let f: Vec<&str> = line.split_whitespace().collect();
            let [_, _, _, kind, bind, _, _, name] = f.as_slice() else {
                return None;
            };
            names
                .contains(name)
                .then(|| format!("{name} {kind} {bind}"))
        })
        .collect();
    found.sort();
    found
}

#[test]
fn an_alias_declared_static_is_a_local_symbol() {
    let ws = Workspace::new();
    for unit in [1, 2] {
        let text = STATIC_ALIASES
            .replace("UNIT", &unit.to_string())
            .replace("NAME", &format!("alias{unit}"))
            .replace("SUM", &format!("sum{unit}"));
        ws.write(&format!("unit{unit}.c"), &text);
    }
    ws.write(
        "main.c",
        "#include <stdio.h>\nint sum1(void), sum2(void), alias1(void), alias2(void);\n\
         int main(void) { printf(\"%d %d %d %d\\n\", sum1(), sum2(), alias1(), alias2()); }\n",
    );
    let names = ["f", "g", "data", "data_alias", "alias1", "sum1"];
    gcc_in(&ws, &["-c", "unit1.c", "-o", "gcc.o"]);
    assert_success(&ws.tcc(&["-c", "unit1.c", "-o", "tcc.o"]), "static aliases");
    let gcc = symbol_bindings(&ws, "gcc.o", &names);
    assert_eq!(gcc.len(), names.len(), "{gcc:?}");
    assert_eq!(symbol_bindings(&ws, "tcc.o", &names), gcc);
    // Two units defining the same static alias names link together, as gcc's do.
    let args = ["unit1.c", "unit2.c", "main.c", "-o", "prog"];
    assert_success(&ws.tcc(&args), "two units");
    assert_eq!(ws.run("prog").stdout, "11 22 1 2\n");
}

#[test]
fn hidden_symbols_stay_out_of_a_shared_objects_dynamic_symbols() {
    let ws = Workspace::new();
    ws.write(
        "lib.c",
        "__attribute__((visibility(\"default\"))) int api(void) { return 1; }\n\
         int internal_helper(void) { return 2; }\n",
    );
    let args = [
        "-fPIC",
        "-shared",
        "-fvisibility=hidden",
        "lib.c",
        "-o",
        "lib.so",
    ];
    assert_success(&ws.tcc(&args), "-shared -fvisibility=hidden");
    let out = Command::new("readelf")
        .args(["--dyn-syms", "-W", "lib.so"])
        .current_dir(ws.dir.path())
        .output()
        .expect("readelf runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains(" api"), "api is exported:\n{text}");
    assert!(
        !text.contains("internal_helper"),
        "the helper is not:\n{text}"
    );
}

/// Units whose later declarations change what a function before them compiles to, or
/// name symbols before their definitions, each with its output and whether a compile one
/// function at a time must start again (`docs/design.md`, "One function at a time"): the
/// name, the source, the flags, the program's output, the `--stats` count of units
/// compiled again whole. The test puts forty functions before each source's last line, so
/// that the front end, which reads a few dozen functions at a time, has handed the
/// functions before them to code generation when it reads that line.
const LATE_DECLARATIONS: [(&str, &str, &str, &str, &str); 11] = [
    (
        "noinline_after_definition",
        "int g(void) { return 1; }\nint f(void) { return g() + 1; }\n\
         int g(void) __attribute__((noinline));\n",
        "",
        "2",
        "1",
    ),
    (
        "weak_after_definition",
        "int g(void) { return 1; }\nint f(void) { return g() + 1; }\n\
         int g(void) __attribute__((weak));\n",
        "",
        "2",
        "1",
    ),
    (
        "hidden_after_definition_in_a_shared_object",
        "int g(void) { return 1; }\nint f(void) { return g() + 1; }\n\
         int g(void) __attribute__((visibility(\"hidden\")));\n",
        "-fPIC",
        "2",
        "1",
    ),
    (
        "hidden_after_definition_in_an_executable",
        "int g(void) { return 1; }\nint f(void) { return g() + 1; }\n\
         int g(void) __attribute__((visibility(\"hidden\")));\n",
        "",
        "2",
        "0",
    ),
    (
        "alias_resolved_at_the_end",
        "int target(void) { return 4; }\nint al(void) __attribute__((alias(\"target\")));\n\
         int f(void) { return al() + 1; }\n",
        "",
        "5",
        "1",
    ),
    (
        "asm_label_after_the_first_call",
        "int h(void);\nint f(void) { return h(); }\nint h(void) { return 7; }\n\
         int h(void) __asm__(\"h_renamed\");\n",
        "",
        "7",
        "1",
    ),
    (
        "objects_defined_after_their_use",
        "extern int x;\nextern int tab[];\nint f(void) { return x + tab[2]; }\n\
         int x = 3;\nint tab[] = {1, 2, 3, 4};\n",
        "-fPIC",
        "6",
        "0",
    ),
    (
        "small_functions_defined_after_their_callers",
        "static int sq(int);\nint cube(int);\n\
         int f(void) { int s = 0; for (int i = 0; i < 10; i++) s += sq(i) + cube(i); return s; }\n\
         static int sq(int x) { return x * x; }\nint cube(int x) { return x * x * x; }\n",
        "",
        "2310",
        "0",
    ),
    (
        "a_variadic_definition_after_its_callers",
        "#include <stdarg.h>\nint sum(int n, ...);\nint f(void) { return sum(3, 1, 2, 3); }\n\
         int sum(int n, ...) { va_list ap; va_start(ap, n); int s = 0; \
         while (n--) s += va_arg(ap, int); va_end(ap); return s; }\n",
        "",
        "6",
        "0",
    ),
    (
        // Inlining `pick` into `f` moves into `f` the address of `twice`, defined after
        // `f`: the held unit's stream waits for `twice`, as for any later definition.
        "an_address_inlined_into_an_earlier_function",
        "typedef int (*fn)(int);\nstatic fn pick(void);\nint f(void) { return pick()(21); }\n\
         static int twice(int x) { return 2 * x; }\nstatic fn pick(void) { return twice; }\n",
        "",
        "42",
        "0",
    ),
    (
        "an_old_style_definition_after_its_call",
        "int g();\nint f(void) { return g(3, 4); }\nint g(a, b) int a; int b; { return a * 10 + b; }\n",
        "",
        "34",
        "0",
    ),
];

/// A relocation: its offset, type, addend and symbol (or section).
type Relocation = (u64, String, i64, String);

/// The `.text` bytes of an object and its relocations, to compare the code of two objects
/// whose symbol tables are ordered apart.
fn text_and_relocations(path: &Path) -> (Vec<u8>, Vec<Relocation>) {
    use object::{Object, ObjectSection, ObjectSymbol};
    let bytes = fs::read(path).unwrap();
    let file = object::File::parse(&*bytes).unwrap();
    let text = file.section_by_name(".text").expect("a .text section");
    let target_name = |t: object::RelocationTarget| match t {
        object::RelocationTarget::Symbol(i) => {
            let s = file.symbol_by_index(i).unwrap();
            match s.section_index() {
                Some(sec) if s.name() == Ok("") => file
                    .section_by_index(sec)
                    .unwrap()
                    .name()
                    .unwrap()
                    .to_string(),
                _ => s.name().unwrap().to_string(),
            }
        }
        other => format!("{other:?}"),
    };
    let relocs = text
        .relocations()
        .map(|(at, r)| {
            let kind = format!("{:?}", r.flags());
            (at, kind, r.addend(), target_name(r.target()))
        })
        .collect();
    (text.data().unwrap().to_vec(), relocs)
}

/// `-c` compiles a unit one function at a time; where a later declaration contradicts
/// what an earlier function was compiled with, it compiles the unit again, whole, so the
/// object's code is always what `-S` (which compiles the whole module) gives.
#[test]
fn late_declarations_give_the_code_of_a_whole_module_compile() {
    let ws = Workspace::new();
    for (name, source, flags, output, recompiled) in LATE_DECLARATIONS {
        let c = format!("{name}.c");
        let (head, last) = source.trim_end().rsplit_once('\n').unwrap();
        let padding: String = (0..40)
            .map(|i| format!("int pad{i}(int x) {{ return x + {i}; }}\n"))
            .collect();
        let program = format!(
            "#include <stdio.h>\n{head}\n{padding}{last}\n\
             int main(void) {{ printf(\"%d\\n\", f()); return 0; }}\n"
        );
        ws.write(&c, &program);
        let flags: Vec<&str> = flags.split_whitespace().collect();
        assert_eq!(
            stats_counter(&ws, &c, "compiled again whole", &flags),
            recompiled,
            "{name}"
        );
        let object = format!("{name}.o");
        let assembly = format!("{name}.s");
        let mut args: Vec<&str> = vec!["-c", &c, "-o", &object];
        args.extend(&flags);
        assert_success(&ws.tcc(&args), name);
        let mut args: Vec<&str> = vec!["-S", &c, "-o", &assembly];
        args.extend(&flags);
        assert_success(&ws.tcc(&args), name);
        gcc_in(&ws, &["-c", &assembly, "-o", "whole.o"]);
        assert!(
            text_and_relocations(&ws.path(&object)) == text_and_relocations(&ws.path("whole.o")),
            "{name}: the object's code is not the whole module's"
        );
        assert_success(&ws.tcc(&[&c, "-o", name]), name);
        assert_eq!(ws.run(name).stdout, format!("{output}\n"), "{name}");
    }
}

/// A C program that prints what an assembly function and an assembly object hold.
const ASM_MAIN: &str = "\
int printf(const char *, ...);
int add3(int x);
extern int val;

int main(void) {
    printf(\"%d %d\\n\", add3(4), val);
    return 0;
}
";

/// `val.S`: preprocessed, with a header from `-I inc` and a macro from `-D`.
const ASM_VAL: &str = "\
#include \"val.h\"
    .data
    .globl val
val:
    .long VAL + OFFSET
    .section .note.GNU-stack,\"\",%progbits
";

/// `.s` and `.S` sources (or any file with `-x assembler`, `-x assembler-with-cpp`) go to
/// the target's assembler through its C compiler driver, a `.S` one preprocessed with the
/// command line's `-D` and `-I`; they link with C sources, and `-c`, `-o` and `-E` work
/// as in gcc. `add3` is written for each target.
fn assembly_sources_for(ws: &Workspace, target: &[&'static str], add3: &str, run: &[&str]) {
    ws.write("main.c", ASM_MAIN)
        .write("add3.s", add3)
        .write("val.S", ASM_VAL)
        .write("add3.asm", add3);
    fs::create_dir_all(ws.path("inc")).expect("make inc/");
    ws.write("inc/val.h", "#define OFFSET 100\n");
    let with = |args: &[&'static str]| [target, args].concat();
    let out = ws.tcc(&with(&[
        "main.c", "add3.s", "val.S", "-DVAL=20", "-Iinc", "-o", "mixed",
    ]));
    assert_success(&out, "C, .s and .S linked");
    // Separately: -c for each, then the objects linked; `-x` names the language.
    let steps: [&[&str]; 4] = [
        &["-c", "main.c"],
        &["-c", "-x", "assembler", "add3.asm", "-o", "add3.o"],
        &["-c", "val.S", "-D", "VAL=20", "-I", "inc"],
        &["main.o", "add3.o", "val.o", "-o", "separate"],
    ];
    for args in steps {
        assert_success(&ws.tcc(&with(args)), &args.join(" "));
    }
    for exe in ["mixed", "separate"] {
        let mut cmd = Command::new(run[0]);
        cmd.args(&run[1..]).arg(ws.path(exe));
        let out = finish(run_with_timeout(&mut cmd, b"", LIMIT).expect("program runs"));
        assert_eq!(out.stdout, "7 120\n", "{exe}");
    }
    let pre = ws.tcc(&with(&["-E", "-P", "val.S", "-DVAL=20", "-Iinc"]));
    assert_success(&pre, "-E of a .S");
    assert!(pre.stdout.contains(".long 20 + 100"), "{}", pre.stdout);
    // -MD and its companions write a `.S` source's dependencies as gcc does (libffi's
    // Makefile moves the -MF file after each compile); -MMD's default file and target.
    fs::create_dir_all(ws.path("deps")).expect("make deps/");
    let md = [
        "-MD",
        "-MP",
        "-MF",
        "deps/val.Tpo",
        "-MT",
        "val.lo",
        "-c",
        "val.S",
        "-Iinc",
    ];
    assert_success(&ws.tcc(&with(&md)), "-MD of a .S");
    let rule = fs::read_to_string(ws.path("deps/val.Tpo")).expect("the -MF file");
    assert!(rule.starts_with("val.lo: val.S"), "{rule}");
    assert!(
        rule.contains("inc/val.h") && rule.contains("\ninc/val.h:"),
        "{rule}"
    );
    assert_success(
        &ws.tcc(&with(&["-MMD", "-c", "val.S", "-Iinc", "-o", "v.o"])),
        "-MMD",
    );
    let rule = fs::read_to_string(ws.path("v.d")).expect("-MMD's v.d");
    assert_eq!(rule.trim_end(), "v.o: val.S inc/val.h");
    // An error of the assembler is the compile's.
    ws.write("bad.s", "    not_an_instruction %r99\n");
    assert_eq!(ws.tcc(&with(&["-c", "bad.s"])).status, 1);
}

#[test]
fn assembly_sources_are_assembled_for_x86_64() {
    let ws = Workspace::new();
    let add3 = "    .text\n    .globl add3\nadd3:\n    leal 3(%rdi), %eax\n    ret\n\
                .section .note.GNU-stack,\"\",%progbits\n";
    let target = ["--target", "x86_64-unknown-linux-gnu"];
    assembly_sources_for(&ws, &target, add3, &["env"]);
}

#[test]
fn assembly_sources_are_assembled_for_aarch64() {
    if !on_path("aarch64-linux-gnu-gcc") || !on_path("qemu-aarch64") {
        eprintln!("skipped: aarch64-linux-gnu-gcc or qemu-aarch64 not on PATH");
        return;
    }
    let ws = Workspace::new();
    let add3 = "    .text\n    .globl add3\nadd3:\n    add w0, w0, #3\n    ret\n\
                .section .note.GNU-stack,\"\",%progbits\n";
    let target = ["--target", "aarch64-unknown-linux-gnu"];
    let qemu = ["qemu-aarch64", "-L", "/usr/aarch64-linux-gnu"];
    assembly_sources_for(&ws, &target, add3, &qemu);
}

/// gcc 14's switches for the errors it made of gcc 12's warnings, on top of gcc 12's
/// defaults: `-Werror=NAME` makes one an error (and says so), `-Wno-NAME` silences it,
/// `-Wno-error=NAME` keeps it a warning under `-Werror` and `-pedantic-errors`; `-Werror`
/// and `-pedantic-errors` make it an error as in gcc 12. The first case is jq's configure
/// probe for `strptime`, which glibc declares only under `_XOPEN_SOURCE`.
#[test]
fn gcc_14_error_switches_work_on_gcc_12_warnings() {
    let ws = Workspace::new();
    ws.write(
        "probe.c",
        "#include <time.h>\nint main(void) { struct tm tm; return strptime(\"2000\", \"%Y\", &tm) == 0; }\n",
    );
    let implicit = "implicit declaration of function 'strptime'";
    let error = |args: &[&str], suffix: &str| {
        let out = ws.tcc(&[args, &["probe.c", "-o", "probe"]].concat());
        assert_eq!(out.status, 1, "{args:?}: {}", out.stderr);
        assert!(
            out.stderr
                .contains(&format!("error: {implicit} [{suffix}]")),
            "{args:?}: {}",
            out.stderr
        );
    };
    let warning = |args: &[&str], shown: bool| {
        let out = ws.tcc(&[args, &["probe.c", "-o", "probe"]].concat());
        assert_success(&out, &args.join(" "));
        let said = out.stderr.contains(&format!(
            "warning: {implicit} [-Wimplicit-function-declaration]"
        ));
        assert_eq!(said, shown, "{args:?}: {}", out.stderr);
        assert_eq!(ws.run("probe").status, 0);
    };
    let by_switch = "-Werror=implicit-function-declaration";
    warning(&[], true);
    warning(&["-Wno-error=implicit-function-declaration"], true);
    warning(&["-Wno-implicit-function-declaration"], false);
    warning(&["-std=gnu89"], false);
    warning(&["-std=gnu89", "-pedantic-errors", "-Wall"], true);
    warning(
        &["-Werror", "-Wno-error=implicit-function-declaration"],
        true,
    );
    warning(
        &[
            "-pedantic-errors",
            "-Wno-error=implicit-function-declaration",
        ],
        true,
    );
    error(&[by_switch], by_switch);
    error(&["-Werror"], by_switch);
    error(&["-Werror=implicit"], by_switch);
    error(&["-std=gnu89", by_switch], by_switch);
    error(&["-pedantic-errors"], "-Wimplicit-function-declaration");
    error(
        &[
            by_switch,
            "-Wno-error=implicit-function-declaration",
            by_switch,
        ],
        by_switch,
    );
    // gcc 12's warning that -fpermissive is for C++ is an error too.
    assert_eq!(
        ws.tcc(&[
            "-Werror",
            "-Wno-error=implicit-function-declaration",
            "-fpermissive",
            "probe.c",
            "-o",
            "probe"
        ])
        .status,
        1
    );
    // The other errors, each with its own switch, and gcc 12's tag (none by default for
    // the last two).
    let cases = [
        ("int-conversion", "int *f(void) { return 1; }\n", true),
        (
            "incompatible-pointer-types",
            "int *f(char *c) { return c; }\n",
            true,
        ),
        (
            "implicit-int",
            "static x = 1; int f(void) { return x; }\n",
            true,
        ),
        ("return-mismatch", "int f(void) { return; }\n", false),
        ("declaration-missing-parameter-type", "int f(a);\n", false),
    ];
    for (name, source, tagged) in cases {
        ws.write("one.c", source);
        let compile =
            |switches: &[&str]| ws.tcc(&[switches, &["-c", "one.c", "-o", "one.o"]].concat());
        let out = compile(&[]);
        assert_success(&out, name);
        let tag = format!("[-W{name}]");
        assert_eq!(out.stderr.contains(&tag), tagged, "{name}: {}", out.stderr);
        assert!(out.stderr.contains("warning: "), "{name}: {}", out.stderr);
        let out = compile(&[&format!("-Werror={name}")]);
        let tag = format!("[-Werror={name}]");
        assert!(
            out.status == 1 && out.stderr.contains(&tag),
            "{name}: {}",
            out.stderr
        );
        let out = compile(&["-pedantic-errors", &format!("-Wno-error={name}")]);
        assert_success(&out, name);
        assert!(out.stderr.contains("warning: "), "{name}: {}", out.stderr);
        let out = compile(&[&format!("-Wno-{name}")]);
        assert_success(&out, name);
        assert_eq!(out.stderr, "", "{name}");
    }
    // gcc 12 names a return mismatch by -Wreturn-type, when that is on.
    let out = compile_return_mismatch(&ws, &["-Wall"]);
    assert_success(&out, "-Wall");
    assert!(
        out.stderr
            .contains("function returning non-void [-Wreturn-type]"),
        "{}",
        out.stderr
    );
    let out = compile_return_mismatch(&ws, &["-Werror=return-type"]);
    assert_eq!(out.status, 1, "{}", out.stderr);
    assert!(
        out.stderr
            .contains("function returning non-void [-Werror=return-type]"),
        "{}",
        out.stderr
    );
    let out = compile_return_mismatch(&ws, &["-Werror"]);
    assert_eq!(out.status, 1, "{}", out.stderr);
    assert!(
        out.stderr.contains("function returning non-void [-Werror]"),
        "{}",
        out.stderr
    );
}

fn compile_return_mismatch(ws: &Workspace, switches: &[&str]) -> Outcome {
    ws.write("ret.c", "int f(void) { return; }\n");
    ws.tcc(&[switches, &["-c", "ret.c", "-o", "ret.o"]].concat())
}

/// The x86-64 instruction-set macros are predefined, as tcc-rs has the intrinsic headers
/// they promise (zstd includes `<emmintrin.h>` under `__SSE2__`); the `-m` switches choose
/// them as in gcc, AVX's never (there are no AVX headers). aarch64 has `<arm_neon.h>` but
/// no `__ARM_NEON` (libpng would take its Armv7 assembler path; see `target::aarch64`), and
/// the x86 switches are unknown there, as to gcc.
#[test]
fn instruction_set_macros_only_with_their_headers() {
    let ws = Workspace::new();
    ws.write("empty.c", "");
    let x86 = [
        "--target",
        "x86_64-unknown-linux-gnu",
        "-E",
        "-dM",
        "empty.c",
    ];
    let flags = [
        "-msse", "-msse2", "-msse4.2", "-mavx2", "-mpclmul", "-maes", "-mno-avx",
    ];
    let arm = [
        "--target",
        "aarch64-unknown-linux-gnu",
        "-E",
        "-dM",
        "empty.c",
    ];
    let with_flags = [&x86[..], &flags[..]].concat();
    let cases: [(&[&str], &[&str]); 3] = [
        (
            &x86,
            &[
                "__MMX__",
                "__SSE__",
                "__SSE2__",
                "__SSE_MATH__",
                "__SSE2_MATH__",
            ],
        ),
        (
            &with_flags,
            &[
                "__SSE2__",
                "__SSE3__",
                "__SSSE3__",
                "__SSE4_1__",
                "__SSE4_2__",
                "__PCLMUL__",
                "__AES__",
            ],
        ),
        (&arm, &[]),
    ];
    for (args, wanted) in cases {
        let out = ws.tcc(args);
        assert_success(&out, &args.join(" "));
        let defined = |name: &str| out.stdout.contains(&format!("#define {name} "));
        for name in wanted {
            assert!(defined(name), "{name}: {args:?}");
        }
        for name in [
            "__SSE4_2__",
            "__AVX__",
            "__AVX2__",
            "__PCLMUL__",
            "__AES__",
            "__ARM_NEON",
            "__ARM_NEON__",
        ] {
            if !wanted.contains(&name) {
                assert!(!defined(name), "{name}: {args:?}");
            }
        }
    }
    let out = ws.tcc(&[
        "--target",
        "aarch64-unknown-linux-gnu",
        "-msse2",
        "-c",
        "empty.c",
    ]);
    assert!(
        out.stderr
            .contains("unrecognized command-line option '-msse2'"),
        "{}",
        out.stderr
    );
}

/// The external symbols of object `name` in the workspace as `nm` lists them: each name
/// with `T`, `D`, `U`..., sorted (the local ones, `t` `d`, too).
fn nm_symbols(ws: &Workspace, name: &str) -> Vec<String> {
    let out = Command::new("nm").arg(ws.path(name)).output().expect("nm");
    let mut symbols: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| {
            let mut fields = l.split_whitespace().rev();
            let name = fields.next()?;
            let kind = fields.next()?;
            Some(format!("{kind} {name}"))
        })
        .collect();
    symbols.sort();
    symbols
}

/// Which inline definitions give the object a symbol, under C99's rules, GNU89's (by
/// `-std=` or `-fgnu89-inline`) and the `gnu_inline` attribute: the same as gcc's objects.
#[test]
fn inline_definitions_give_the_symbols_gcc_gives() {
    let ws = Workspace::new();
    ws.write(
        "inl.c",
        "extern inline int a1(void); inline int a1(void) { return 1; }\n\
         inline int a2(void); extern inline int a2(void) { return 2; }\n\
         inline int a3(void) { return 3; }\n\
         extern inline int a4(void) { return 4; }\n\
         inline int a5(void) { return 5; } int a5(void);\n\
         inline int a6(void) { return 6; }\n\
         int use6(void) { extern int a6(void); return a6(); }\n\
         inline __attribute__((gnu_inline)) int a7(void) { return 7; }\n\
         extern inline __attribute__((gnu_inline)) int a8(void) { return 8; }\n\
         extern inline int b1(void) { return 1; } int b1(void);\n\
         int b4(void); extern inline int b4(void) { return 4; }\n\
         extern inline __attribute__((gnu_inline)) int b5(void) { return 5; } int b5(void);\n\
         int g(void);\n\
         static inline int unused(void) { return g(); }\n\
         static inline int called(void) { return 9; }\n\
         static inline int by_data(void) { return 10; }\n\
         int (*fp)(void) = by_data;\n\
         int u(void) { return a1() + a2() + a3() + a4() + a5() + a6() + a7() + a8()\n\
                       + b1() + b4() + b5() + called(); }\n",
    );
    for flags in [
        &[][..],
        &["-std=gnu89"],
        &["-std=c99"],
        &["-fgnu89-inline"],
        &["-std=gnu11", "-fgnu89-inline"],
        &["-O0"],
    ] {
        // Every function emitted, as gcc's `-O0` object has them: the inliner would drop
        // `called` (as gcc -O2 does, which also inlines `a3`, `a6`, `a8`, `b5`).
        let mut args = flags.to_vec();
        args.extend(["-c", "inl.c", "-o", "tcc.o"]);
        assert_success(
            &ws.tcc(&[&args[..], &["--no-inline"]].concat()),
            &format!("{flags:?}"),
        );
        args.pop();
        args.push("gcc.o");
        gcc_in(&ws, &args);
        assert_eq!(
            nm_symbols(&ws, "tcc.o"),
            nm_symbols(&ws, "gcc.o"),
            "{flags:?}"
        );
    }
    assert_command_line_error(
        &ws.tcc(&["-std=gnu89", "-fno-gnu89-inline", "-c", "inl.c"]),
        "-fno-gnu89-inline",
    );
}

/// A later declaration can make an inline definition external (`extern int f(void);`
/// after it, far enough that the definition was lowered before it was read): the unit is
/// compiled again whole, and the object defines it, as gcc's does.
#[test]
fn a_late_extern_declaration_makes_an_inline_definition_external() {
    let ws = Workspace::new();
    let mut text = String::from("inline int twice(int x) { return 2 * x; }\n");
    for i in 0..40 {
        text.push_str(&format!("int f{i}(int x) {{ return twice(x) + {i}; }}\n"));
    }
    text.push_str("extern int twice(int);\n");
    ws.write("late.c", &text);
    assert_success(&ws.tcc(&["-c", "late.c", "-o", "tcc.o"]), "late extern");
    gcc_in(&ws, &["-c", "late.c", "-o", "gcc.o"]);
    assert_eq!(nm_symbols(&ws, "tcc.o"), nm_symbols(&ws, "gcc.o"));
}

/// Declarations nothing uses (an array whose definition is left out, a pointer, a scalar,
/// a function) give the object no undefined symbol; those used in code or in a static
/// initializer do, as in gcc's objects, on both targets.
#[test]
fn unused_declarations_give_no_undefined_symbols() {
    let ws = Workspace::new();
    ws.write(
        "decls.c",
        "extern const unsigned char Table[];\n\
         extern const int *stubs_ptr;\n\
         extern int counter;\n\
         int never_called(void);\n\
         extern int in_data;\n\
         extern int in_code;\n\
         int called(void);\n\
         int *p = &in_data;\n\
         int main(void) { return called() + in_code; }\n",
    );
    for target in ["x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu"] {
        let out = ws.tcc(&["--target", target, "-c", "decls.c", "-o", "decls.o"]);
        assert_success(&out, target);
        let symbols = nm_symbols(&ws, "decls.o");
        assert_eq!(
            symbols,
            ["D p", "T main", "U called", "U in_code", "U in_data"],
            "{target}"
        );
    }
}

/// `__pic__`, `__PIC__`, `__pie__` and `__PIE__` follow the last of `-fpic`, `-fPIC`,
/// `-fpie`, `-fPIE` and their `-fno-` forms as in gcc, whose default (Debian's) is `-fPIE`.
#[test]
fn position_independence_macros_follow_the_last_flag_as_in_gcc() {
    let ws = Workspace::new();
    ws.write("empty.c", "");
    let pic = |text: &str| -> Vec<String> {
        let mut lines: Vec<String> = text
            .lines()
            .filter(|l| {
                ["__pic__", "__PIC__", "__pie__", "__PIE__"]
                    .iter()
                    .any(|n| l.starts_with(&format!("#define {n} ")))
            })
            .map(String::from)
            .collect();
        lines.sort();
        lines
    };
    for flags in [
        "",
        "-fpic",
        "-fPIC",
        "-fpie",
        "-fPIE",
        "-fno-pic",
        "-fno-PIE",
        "-fPIC -fno-pie",
        "-fPIE -fpic",
        "-fno-pic -fpie",
        "-shared",
    ] {
        let args: Vec<&str> = flags
            .split_whitespace()
            .chain(["-E", "-dM", "empty.c"])
            .collect();
        let out = ws.tcc(&args);
        assert_success(&out, flags);
        let gcc = gcc_in(&ws, &args);
        assert_eq!(pic(&out.stdout), pic(&gcc), "{flags}");
    }
}

/// `__OPTIMIZE__` (and `__OPTIMIZE_SIZE__` for `-Os`) when optimising, `__NO_INLINE__` at
/// `-O0`, as gcc defines them for each level; tcc-rs's default is to optimise, as `-O2`.
/// glibc's headers take their `extern inline` paths under `__OPTIMIZE__` (`<libintl.h>`
/// then includes `<locale.h>`), and the fortified ones with `_FORTIFY_SOURCE`.
#[test]
fn optimisation_macros_follow_the_level_as_in_gcc() {
    let ws = Workspace::new();
    ws.write("empty.c", "");
    let names = ["__OPTIMIZE__", "__OPTIMIZE_SIZE__", "__NO_INLINE__"];
    let defined = |text: &str| -> Vec<bool> {
        names
            .iter()
            .map(|n| text.contains(&format!("#define {n} ")))
            .collect()
    };
    let levels = [
        "-O0", "-O1", "-O2", "-O3", "-Os", "-Og", "-O", "-O4", "-O00", "-Oz",
    ];
    for level in levels {
        let out = ws.tcc(&[level, "-E", "-dM", "empty.c"]);
        assert_success(&out, level);
        let gcc = gcc_in(&ws, &[level, "-E", "-dM", "empty.c"]);
        assert_eq!(defined(&out.stdout), defined(&gcc), "{level}");
    }
    let out = ws.tcc(&["-E", "-dM", "empty.c"]);
    assert_eq!(defined(&out.stdout), [true, false, false], "the default");
    ws.write(
        "intl.c",
        "#include <libintl.h>\nint main(void) { return LC_ALL == 6 ? 0 : 1; }\n",
    );
    let out = ws.tcc(&["-O2", "intl.c", "-o", "intl"]);
    assert_success(&out, "<libintl.h> at -O2");
    assert_eq!(ws.run("intl").status, 0);
    let out = ws.tcc(&["-Ofast", "-E", "-dM", "empty.c"]);
    assert_success(&out, "-Ofast");
    assert_eq!(defined(&out.stdout), [true, false, false], "-Ofast");
    // What gcc refuses.
    for level in ["-Ofoo", "-O-1", "-O2x"] {
        let out = ws.tcc(&[level, "-c", "empty.c"]);
        assert_command_line_error(
            &out,
            &format!(
                "argument to '-O' should be a non-negative integer, 'g', 's', 'z' or 'fast' \
                 (in '{level}')"
            ),
        );
    }
}

/// `-ffast-math`, `-Ofast` and their parts only permit optimisations, which tcc-rs does not
/// make; what else they do is gcc's: the macros they predefine (`__FAST_MATH__`,
/// `__FINITE_MATH_ONLY__`, `__GCC_IEC_559`...) and, linked, gcc's flush-to-zero start-up
/// (`crtfastmath.o`), so a program prints what gcc's build prints: a subnormal result is 0
/// and `math_errhandling` is 0.
#[test]
fn fast_math_flags_predefine_gccs_macros_and_link_its_start_up() {
    let ws = Workspace::new();
    ws.write("empty.c", "");
    let float_macros = |text: &str| -> Vec<String> {
        let names = [
            "MATH",
            "IEC_559",
            "STDC_IEC_60559",
            "SIGNED_ZEROS",
            "__FLT_IS_IEC",
            "__DBL_IS_IEC",
            "__LDBL_IS_IEC",
            "EVAL_METHOD_TS",
        ];
        let mut lines: Vec<String> = text
            .lines()
            .filter(|l| names.iter().any(|n| l.contains(n)))
            .map(str::to_string)
            .collect();
        lines.sort();
        lines
    };
    let sets: [&[&str]; 25] = [
        &[],
        &["-ffast-math"],
        &["-Ofast"],
        &["-funsafe-math-optimizations"],
        &["-ffinite-math-only"],
        &["-fno-math-errno"],
        &["-ffast-math", "-fno-fast-math"],
        &["-ffast-math", "-fmath-errno"],
        &["-fno-trapping-math"],
        &["-fno-signed-zeros"],
        &["-freciprocal-math"],
        &[
            "-fno-signed-zeros",
            "-fno-trapping-math",
            "-fassociative-math",
        ],
        &["-ffast-math", "-fno-associative-math"],
        &["-ffast-math", "-fno-reciprocal-math"],
        &["-fcx-limited-range"],
        &["-fcx-fortran-rules"],
        // A flag cancels its earlier occurrences: -fcx-limited-range that -ffast-math set
        // goes with it, the one given stays.
        &["-ffast-math", "-fcx-limited-range", "-fno-fast-math"],
        &["-ffast-math", "-fexcess-precision=standard"],
        &["-fexcess-precision=standard", "-ffast-math"],
        &["-ffast-math", "-fexcess-precision=16"],
        // Without -ffast-math, excess precision is `standard` in the ISO modes.
        &[
            "-std=c11",
            "-fno-trapping-math",
            "-funsafe-math-optimizations",
            "-ffinite-math-only",
            "-fno-math-errno",
        ],
        &[
            "-fno-trapping-math",
            "-funsafe-math-optimizations",
            "-ffinite-math-only",
            "-fno-math-errno",
        ],
        &[
            "-funsafe-math-optimizations",
            "-fno-unsafe-math-optimizations",
        ],
        &["-ffp-contract=off", "-ffloat-store"],
        &["-ffp-contract=fast", "-fexcess-precision=fast"],
    ];
    for flags in sets {
        let args: Vec<&str> = flags
            .iter()
            .copied()
            .chain(["-E", "-dM", "empty.c"])
            .collect();
        let out = ws.tcc(&args);
        assert_success(&out, &format!("{flags:?}"));
        let gcc = gcc_in(&ws, &args);
        assert_eq!(float_macros(&out.stdout), float_macros(&gcc), "{flags:?}");
    }
    ws.write(
        "ftz.c",
        "#include <math.h>\n#include <stdio.h>\nint main(void) {\n  volatile double tiny = \
         1e-310;\n  printf(\"%g %d\\n\", tiny * 0.5, math_errhandling);\n#ifdef __FAST_MATH__\n  \
         puts(\"fast\");\n#endif\n  return 0;\n}\n",
    );
    for flags in [&[][..], &["-ffast-math"], &["-Ofast"]] {
        let mut args: Vec<&str> = flags.to_vec();
        args.extend(["ftz.c", "-o", "ftz"]);
        let out = ws.tcc(&args);
        assert_success(&out, &format!("{flags:?}"));
        let ours = ws.run("ftz").stdout;
        args.push("-lm");
        gcc_in(&ws, &args);
        assert_eq!(ours, ws.run("ftz").stdout, "{flags:?}");
    }
}

/// A header given as an input is preprocessed by `-E` (libgpg-error's build runs `cc -E -P
/// _mkerrcodes.h`), read by `-M` and checked by `-fsyntax-only`, as gcc does; compiling one
/// is gcc's precompiling, which tcc-rs refuses, and `-x c` makes it a C source.
#[test]
fn headers_are_preprocessed_and_checked_not_precompiled() {
    let ws = Workspace::new();
    ws.write("codes.h", "#define E(x) ERR_##x,\nE(ONE) E(TWO)\n")
        .write("ok.h", "#include \"codes2.h\"\nint f(int);\n")
        .write("codes2.h", "typedef int t;\n")
        .write("bad.h", "int f(int) {\n");
    let out = ws.tcc(&["-E", "-P", "codes.h"]);
    assert_success(&out, "-E -P codes.h");
    assert_eq!(out.stdout, gcc_in(&ws, &["-E", "-P", "codes.h"]));
    let out = ws.tcc(&["-M", "ok.h"]);
    assert_success(&out, "-M ok.h");
    assert_eq!(out.stdout, "ok.o: ok.h codes2.h\n");
    assert_success(&ws.tcc(&["-fsyntax-only", "ok.h"]), "-fsyntax-only ok.h");
    let out = ws.tcc(&["-fsyntax-only", "bad.h"]);
    assert_eq!(out.status, 1, "-fsyntax-only bad.h");
    assert!(out.stderr.contains("bad.h:"), "{}", out.stderr);
    assert!(
        out.stderr
            .contains("error: expected declaration or statement at end of input"),
        "{}",
        out.stderr
    );
    let out = ws.tcc(&["-c", "ok.h"]);
    assert_eq!(out.status, 1, "-c ok.h");
    assert_eq!(
        out.stderr,
        "tcc-rs: error: ok.h: tcc-rs does not precompile headers (compile a .c file that includes it)\n"
    );
    assert_success(
        &ws.tcc(&["-x", "c", "-c", "ok.h", "-o", "ok.o"]),
        "-x c -c ok.h",
    );
    assert!(ws.path("ok.o").exists());
}

/// gcc turns `-fassociative-math` off again where trapping math or signed zeros are kept,
/// and says so (an error with `-Werror`); the floating-point flags tcc-rs cannot honour are
/// refused, and a style gcc does not know is an error as in gcc.
#[test]
fn floating_point_flags_warn_and_refuse_as_gcc() {
    let ws = Workspace::new();
    ws.write("e.c", "int x;\n");
    let dropped = "'-fassociative-math' disabled; other options take precedence";
    for flags in [
        &["-fassociative-math"][..],
        &["-ffast-math", "-fsigned-zeros"],
    ] {
        let mut args = flags.to_vec();
        args.extend(["-c", "e.c", "-o", "e.o"]);
        let out = ws.tcc(&args);
        assert_success(&out, &format!("{flags:?}"));
        assert_eq!(
            out.stderr,
            format!("tcc-rs: warning: {dropped}\n"),
            "{flags:?}"
        );
        args.push("-Werror");
        let out = ws.tcc(&args);
        assert_eq!(out.status, 1, "{flags:?} -Werror");
        assert_eq!(
            out.stderr,
            format!("tcc-rs: error: {dropped} [-Werror]\ntcc-rs: all warnings being treated as errors\n"),
            "{flags:?} -Werror"
        );
    }
    let out = ws.tcc(&["-fassociative-math", "-w", "-c", "e.c", "-o", "e.o"]);
    assert_success(&out, "-w");
    assert_eq!(out.stderr, "", "-w");
    for (flag, message) in [
        (
            "-frounding-math",
            "'-frounding-math' is not supported: tcc-rs cannot leave floating-point arithmetic to \
             the run-time rounding mode (it evaluates constant operations while compiling, to \
             nearest)",
        ),
        (
            "-fsingle-precision-constant",
            "'-fsingle-precision-constant' is not supported: tcc-rs cannot make floating-point \
             constants single precision",
        ),
        (
            "-ffp-contract=sometimes",
            "unknown floating point contraction style 'sometimes' (valid arguments to \
             '-ffp-contract=' are: fast off on)",
        ),
        (
            "-fexcess-precision=more",
            "unknown excess precision style 'more' (valid arguments to '-fexcess-precision=' \
             are: 16 fast standard)",
        ),
    ] {
        let out = ws.tcc(&[flag, "-c", "e.c", "-o", "refused.o"]);
        assert_eq!(out.status, 1, "{flag}");
        assert_eq!(out.stderr, format!("tcc-rs: error: {message}\n"), "{flag}");
        assert!(!ws.path("refused.o").exists(), "{flag}");
    }
}

/// Objects that stand alone: units compiled by tcc-rs with `-c` that need its runtime
/// helpers (VLAs, `alloca`, long double, thread-local storage beside atomics) link with
/// plain gcc, as objects, as a static library (with g++ too where it is installed), and as a
/// shared library that exports none of the helpers; the program prints what the same
/// program built by gcc alone prints, on both targets.
#[test]
fn objects_link_without_tcc_rs_on_both_targets() {
    let mut targets = vec![("gcc", "g++", vec![], "x86_64-unknown-linux-gnu")];
    if on_path("aarch64-linux-gnu-gcc") && on_path("qemu-aarch64") {
        targets.push((
            "aarch64-linux-gnu-gcc",
            "aarch64-linux-gnu-g++",
            vec!["qemu-aarch64", "-L", "/usr/aarch64-linux-gnu"],
            "aarch64-unknown-linux-gnu",
        ));
    }
    let units = ["vla.c", "ld.c", "shared.c"];
    for (gcc, gxx, runner, triple) in &targets {
        let ws = Workspace::new();
        for name in ["lib.h", "main.c"].iter().chain(&units) {
            let text = fs::read_to_string(Path::new("tests/cli/standalone").join(name)).unwrap();
            ws.write(name, &text);
        }
        let sh = |program: &str, args: &[&str]| {
            let status = Command::new(program)
                .args(args)
                .current_dir(ws.dir.path())
                .status()
                .unwrap_or_else(|e| panic!("{program} runs: {e}"));
            assert!(status.success(), "{program} {args:?}");
        };
        let mut all = vec!["-pthread", "main.c"];
        all.extend(units);
        all.extend(["-o", "by-gcc"]);
        sh(gcc, &all);
        let expected = run_program(&ws, runner, "by-gcc", &[]);
        assert_eq!(expected.1, 0);

        let mut args = vec!["--target", triple, "-O2", "-fPIC", "-c"];
        args.extend(units);
        assert_success(&ws.tcc(&args), "tcc-rs -c");
        sh(gcc, &["-c", "main.c"]);
        sh(
            gcc,
            &[
                "-pthread", "main.o", "vla.o", "ld.o", "shared.o", "-o", "objects",
            ],
        );
        assert_eq!(
            run_program(&ws, runner, "objects", &[]),
            expected,
            "{triple}: objects"
        );

        sh(
            "ar",
            &["rcs", "libstandalone.a", "vla.o", "ld.o", "shared.o"],
        );
        let linker = if on_path(gxx) { *gxx } else { *gcc };
        sh(
            linker,
            &["-pthread", "main.o", "-L.", "-lstandalone", "-o", "archive"],
        );
        assert_eq!(
            run_program(&ws, runner, "archive", &[]),
            expected,
            "{triple}: {linker} and ar"
        );

        sh(
            gcc,
            &[
                "-shared",
                "vla.o",
                "ld.o",
                "shared.o",
                "-o",
                "libstandalone.so",
            ],
        );
        let nm = Command::new("nm")
            .args(["-D", "--defined-only", "libstandalone.so"])
            .current_dir(ws.dir.path())
            .output()
            .expect("nm runs");
        let exported = String::from_utf8_lossy(&nm.stdout);
        assert!(exported.contains("vla_sum"), "{exported}");
        assert!(
            !exported.contains("__tcc_rs_"),
            "{triple}: helpers exported:\n{exported}"
        );
    }
}

/// Names with extended characters reach the object's symbols in UTF-8, as gcc writes them
/// (a universal character name too), so objects of both compilers link together; `$` is
/// part of a name unless `-fno-dollars-in-identifiers`, which makes it gcc's error.
#[test]
fn extended_identifiers_are_utf8_symbols_and_dollars_follow_the_flag() {
    let ws = Workspace::new();
    ws.write(
        "names.c",
        "int caf\\u00e9 = 1;\nint \u{3bb}(void) { return 2; }\nint a$b = 3;\n",
    );
    ws.write(
        "main.c",
        "extern int café, a$b;\nint λ(void);\nint main(void) { return café + λ() + a$b; }\n",
    );
    assert_success(&ws.tcc(&["-c", "names.c"]), "names.c");
    let nm = Command::new("nm")
        .arg(ws.path("names.o"))
        .output()
        .expect("nm runs");
    let symbols = String::from_utf8_lossy(&nm.stdout);
    for name in ["café", "λ", "a$b"] {
        assert!(
            symbols.contains(&format!(" {name}\n")),
            "{name} in:\n{symbols}"
        );
    }
    let made = Command::new("gcc")
        .args(["main.c", "names.o", "-o", "mixed"])
        .current_dir(ws.dir.path())
        .status()
        .expect("gcc runs");
    assert!(made.success());
    assert_eq!(ws.run("mixed").status, 6);
    let strict = ws.tcc(&[
        "-fno-dollars-in-identifiers",
        "-c",
        "names.c",
        "-o",
        "strict.o",
    ]);
    assert_eq!(strict.status, 1, "{}", strict.stderr);
    assert!(
        strict
            .stderr
            .contains("names.c:3:6: error: stray '$' in program"),
        "{}",
        strict.stderr
    );
    let allowed = ws.tcc(&[
        "-fno-dollars-in-identifiers",
        "-fdollars-in-identifiers",
        "-c",
        "names.c",
    ]);
    assert_success(&allowed, "-fdollars-in-identifiers");
}

/// The attributes that only guide gcc's optimisations and warnings (docs/attributes.md,
/// "hint") are accepted without a word, as gcc accepts them: real code is full of them.
#[test]
fn attributes_that_only_guide_gcc_are_accepted_silently() {
    let ws = Workspace::new();
    ws.write(
        "hints.c",
        r#"#include <stddef.h>
__attribute__((cold, noinline)) static void fail(const char *m) { (void)m; }
__attribute__((hot, unused)) static int spare(void) { return 0; }
__attribute__((nonnull(1), format(printf, 1, 2))) int say(const char *f, ...);
__attribute__((malloc, alloc_size(1), warn_unused_result)) void *grab(size_t n);
__attribute__((pure, leaf, nothrow)) int look(const int *p);
__attribute__((const, always_inline)) static inline int twice(int x) { return 2 * x; }
__attribute__((returns_nonnull, assume_aligned(16))) void *block(void);
__attribute__((sentinel)) void list(const char *first, ...);
__attribute__((noreturn)) void stop(void);
int use(int *p) {
    __attribute__((unused)) int unused_local = 0;
    if (!p)
        fail("null");
    return twice(look(p));
}
"#,
    );
    let out = ws.tcc(&["-c", "hints.c", "-o", "hints.o"]);
    assert_success(&out, "compile hints.c");
    assert!(out.stderr.is_empty(), "stderr:\n{}", out.stderr);
}

/// An unknown escape sequence is gcc's warning when the program is compiled, and nothing
/// under `-E`, where gcc does not read the literals' values.
#[test]
fn unknown_escapes_warn_when_compiled_not_when_preprocessed() {
    let ws = Workspace::new();
    ws.write("esc.c", "const char *s = \"a\\jb\";\n");
    let compiled = ws.tcc(&["-c", "esc.c"]);
    assert_success(&compiled, "esc.c");
    assert!(
        compiled
            .stderr
            .contains("warning: unknown escape sequence: '\\j'"),
        "{}",
        compiled.stderr
    );
    let preprocessed = ws.tcc(&["-E", "esc.c"]);
    assert_success(&preprocessed, "-E esc.c");
    assert_eq!(preprocessed.stderr, "");
}

/// The output of `tcc-rs ARGS sum.c` (x86-64) on `stream` ("stdout" or "stderr"), against
/// `tests/cli/print_after/NAME` (`BLESS=1` writes it: review it by hand).
fn check_print_after(args: &[&str], stream: &str, name: &str) {
    let ws = Workspace::new();
    ws.write("sum.c", include_str!("cli/print_after/sum.c"));
    let target = ["--target", "x86_64-unknown-linux-gnu", "sum.c"];
    let args: Vec<&str> = args.iter().chain(&target).copied().collect();
    let out = ws.tcc(&args);
    assert_success(&out, &format!("{args:?}"));
    let got = match stream {
        "stdout" => &out.stdout,
        _ => &out.stderr,
    };
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/cli/print_after")
        .join(name);
    if std::env::var_os("BLESS").is_some() {
        fs::write(&path, got).expect("write the expected output");
        return;
    }
    let want = fs::read_to_string(&path).expect("the expected output; run with BLESS=1");
    assert_eq!(
        got,
        &want,
        "{args:?}: output differs from {}",
        path.display()
    );
}

/// `--emit=opt`: the IR after the whole pipeline, on stdout.
#[test]
fn emit_opt_prints_the_ir_after_the_pipeline() {
    check_print_after(&["--emit=opt"], "stdout", "emit_opt.ir");
}

/// `--print-after=NAME` (repeatable): each function after that pass, on stderr, under
/// LLVM's heading; `-c` still writes the object.
#[test]
fn print_after_prints_each_function_after_the_pass_named() {
    check_print_after(
        &["-c", "--print-after=inline", "--print-after", "loop-rotate"],
        "stderr",
        "print_after.txt",
    );
}

/// `--print-after-all`: after mem2reg and every pass of the pipeline.
#[test]
fn print_after_all_prints_after_every_pass() {
    check_print_after(
        &["--emit=opt", "--print-after-all"],
        "stderr",
        "print_after_all.txt",
    );
}

/// `--print-changed`: the function at the start, then after each pass that changed it, a
/// line for each that did not.
#[test]
fn print_changed_prints_only_what_changed() {
    check_print_after(&["-c", "--print-changed"], "stderr", "print_changed.txt");
}

/// A pass name `--print-after` does not know is an error naming the passes it knows.
#[test]
fn print_after_an_unknown_pass_is_an_error() {
    let ws = Workspace::new();
    ws.write("sum.c", include_str!("cli/print_after/sum.c"));
    for args in [
        &["--print-after=loop-unroll", "-c", "sum.c"][..],
        &["--print-after", "loop-unroll", "-c", "sum.c"],
    ] {
        let out = ws.tcc(args);
        assert_eq!(out.status, 1, "{args:?}: {}", out.stderr);
        assert!(
            out.stderr
                .contains("unknown pass 'loop-unroll' in --print-after")
                && out.stderr.contains(
                    "mem2reg, lib-builtins, inline, sccp, simplifycfg, early-cse, load-elim, load-combine, bit-test, table-switch"
                ),
            "{}",
            out.stderr
        );
        assert!(!ws.path("sum.o").exists(), "no object after a bad option");
    }
}

/// Each pass's `--no-...` option keeps it from running (and from `--print-after-all`).
#[test]
fn a_pass_turned_off_prints_nothing() {
    let ws = Workspace::new();
    ws.write("sum.c", include_str!("cli/print_after/sum.c"));
    let out = ws.tcc(&[
        "--emit=opt",
        "--print-after-all",
        "--no-loop-rotation",
        "sum.c",
    ]);
    assert_success(&out, "--no-loop-rotation");
    assert!(out
        .stderr
        .contains("; *** IR Dump After indvars on @sum_squares ***"));
    assert!(!out.stderr.contains("After loop-rotate"), "{}", out.stderr);
    let out = ws.tcc(&["--emit=opt", "--print-after-all", "-O0", "sum.c"]);
    assert_success(&out, "-O0");
    assert!(out.stderr.contains("After mem2reg") && !out.stderr.contains("After inline"));
}

/// The targets whose programs this machine can build with gcc and run: x86-64, and aarch64
/// when its cross gcc and qemu are installed. Each with its gcc, g++, runner and triple.
fn gcc_targets() -> Vec<(&'static str, &'static str, Vec<&'static str>, &'static str)> {
    let mut targets = vec![("gcc", "g++", vec![], "x86_64-unknown-linux-gnu")];
    if on_path("aarch64-linux-gnu-gcc") && on_path("qemu-aarch64") {
        targets.push((
            "aarch64-linux-gnu-gcc",
            "aarch64-linux-gnu-g++",
            vec!["qemu-aarch64", "-L", "/usr/aarch64-linux-gnu"],
            "aarch64-unknown-linux-gnu",
        ));
    }
    targets
}

/// Run `program args` in the workspace; it must succeed.
fn run_tool(ws: &Workspace, program: &str, args: &[&str]) {
    let status = Command::new(program)
        .args(args)
        .current_dir(ws.dir.path())
        .status()
        .unwrap_or_else(|e| panic!("{program} runs: {e}"));
    assert!(status.success(), "{program} {args:?}");
}

/// The unwind tables: glibc's `backtrace()` called five frames below `main` counts as many
/// frames in tcc-rs's program as in gcc's, at `-O0` and `-O2`, on both targets, and under
/// `-run` (whose frames above `main` are the compiler's: the difference is compared). With
/// the flags that turn the tables off, both compilers' programs see one frame.
#[test]
fn backtrace_walks_through_tcc_rs_frames_as_through_gccs() {
    for (gcc, _, runner, triple) in gcc_targets() {
        let ws = Workspace::new();
        ws.write("backtrace.c", include_str!("cli/unwind/backtrace.c"));
        let no_tables = ["-fno-asynchronous-unwind-tables", "-fno-unwind-tables"];
        for flags in [&["-O0"][..], &["-O2"], &["-O2", no_tables[0], no_tables[1]]] {
            let mut args = flags.to_vec();
            args.extend(["backtrace.c", "-o", "by-gcc"]);
            run_tool(&ws, gcc, &args);
            let expected = run_program(&ws, &runner, "by-gcc", &[]);
            assert_eq!(expected.1, 0, "{triple} {flags:?}: gcc's program");
            let mut args = vec!["--target", triple];
            args.extend(flags);
            args.extend(["backtrace.c", "-o", "by-tcc"]);
            assert_success(&ws.tcc(&args), "tcc-rs");
            let got = run_program(&ws, &runner, "by-tcc", &[]);
            assert_eq!(
                got, expected,
                "{triple} {flags:?}: frames deep, in main, between"
            );
            if runner.is_empty() {
                let mut args = flags.to_vec();
                args.extend(["-run", "backtrace.c"]);
                let out = ws.tcc(&args);
                assert_success(&out, "-run");
                let between = |s: &str| s.split_whitespace().nth(2).map(str::to_string);
                assert_eq!(
                    between(&out.stdout),
                    between(&expected.0),
                    "-run {flags:?}: frames between main and the call five deep"
                );
            }
        }
    }
}

/// A C++ exception thrown by a callback unwinds through a tcc-rs function (an object
/// written with `-c`, at `-O0` and `-O2`) to its C++ caller, which catches it, on both
/// targets; also through a function that calls `alloca`, whose calls go through the
/// runtime's stub on x86-64. Skipped for a target whose g++ is not installed.
#[test]
fn cpp_exception_unwinds_through_a_tcc_rs_function() {
    for (_, gxx, runner, triple) in gcc_targets() {
        if !on_path(gxx) {
            eprintln!("skipped on {triple}: {gxx} is not installed");
            continue;
        }
        let ws = Workspace::new();
        ws.write("walk.c", include_str!("cli/unwind/walk.c"));
        ws.write("walk_copy.c", include_str!("cli/unwind/walk_copy.c"));
        ws.write("throw.cc", include_str!("cli/unwind/throw.cc"));
        for level in ["-O0", "-O2"] {
            let out = ws.tcc(&["--target", triple, level, "-c", "walk.c", "walk_copy.c"]);
            assert_success(&out, "tcc-rs -c");
            run_tool(
                &ws,
                gxx,
                &["throw.cc", "walk.o", "walk_copy.o", "-o", "throw"],
            );
            let got = run_program(&ws, &runner, "throw", &[]);
            let expected = "caught three\ncaught three again\n";
            assert_eq!(got, (expected.into(), 0), "{triple} {level}");
        }
    }
}

/// The names of the sections of the object `path`.
fn section_names(path: &Path) -> Vec<String> {
    use object::{Object, ObjectSection};
    let bytes = fs::read(path).expect("the object");
    let file = object::File::parse(&*bytes).expect("an object file");
    let names = file.sections().map(|s| s.name().unwrap_or("").to_string());
    names.collect()
}

/// Every object has an `.eh_frame` unless the flags turn unwind tables off as they do for
/// gcc: on x86-64 `-fno-asynchronous-unwind-tables` alone, on aarch64 (where
/// `-funwind-tables` is on by default) with `-fno-unwind-tables` too; `-fexceptions` keeps
/// them. An object that calls `alloca` has the runtime's helpers merged in, and so their
/// tables, or none. Its entries are well formed (readelf reads them without a complaint)
/// and cover each function's first byte.
#[test]
fn unwind_tables_are_written_unless_turned_off_as_for_gcc() {
    let combinations: [&[&str]; 6] = [
        &[],
        &["-fno-asynchronous-unwind-tables"],
        &["-fno-unwind-tables"],
        &["-fno-asynchronous-unwind-tables", "-fno-unwind-tables"],
        &[
            "-fno-unwind-tables",
            "-fno-asynchronous-unwind-tables",
            "-funwind-tables",
        ],
        &[
            "-fno-asynchronous-unwind-tables",
            "-fno-unwind-tables",
            "-fexceptions",
        ],
    ];
    for (gcc, _, _, triple) in gcc_targets() {
        let ws = Workspace::new();
        ws.write("walk.c", include_str!("cli/unwind/walk.c"));
        ws.write("walk_copy.c", include_str!("cli/unwind/walk_copy.c"));
        for (source, flags) in ["walk.c", "walk_copy.c"]
            .into_iter()
            .flat_map(|source| combinations.map(|flags| (source, flags)))
        {
            let mut args = vec!["-c", source, "-o", "by-gcc.o"];
            args.extend(flags);
            run_tool(&ws, gcc, &args);
            let mut args = vec!["--target", triple, "-c", source, "-o", "by-tcc.o"];
            args.extend(flags);
            assert_success(&ws.tcc(&args), "tcc-rs -c");
            let has_tables = |o: &str| section_names(&ws.path(o)).contains(&".eh_frame".into());
            assert_eq!(
                has_tables("by-tcc.o"),
                has_tables("by-gcc.o"),
                "{triple} {source} {flags:?}: .eh_frame"
            );
        }
        assert_success(&ws.tcc(&["--target", triple, "-c", "walk.c"]), "tcc-rs -c");
        let out = Command::new("readelf")
            .args(["--debug-dump=frames", "walk.o"])
            .current_dir(ws.dir.path())
            .output()
            .expect("readelf runs");
        let (text, complaints) = (String::from_utf8_lossy(&out.stdout), out.stderr);
        assert!(
            complaints.is_empty(),
            "{}",
            String::from_utf8_lossy(&complaints)
        );
        assert!(text.contains(" CIE\n"), "{text}");
        // The first function's entry: from its symbol, which loop placement may have moved
        // past no-ops at the start of the section.
        assert!(
            text.contains("FDE cie=00000000 pc=00000000000000"),
            "{text}"
        );
    }
}

/// `-Wall` reports the uses of a variable no store reaches on some path, from mem2reg's
/// renaming, in gcc's words, at the use, with a note at the declaration: the text of
/// `tests/cli/uninit/cases.stderr`, the same at `-O0` and under `--no-mem2reg` (the
/// analysis runs on a copy there), and without changing the object by a byte.
#[test]
fn uninitialized_uses_are_reported_in_gccs_words() {
    let ws = Workspace::new();
    ws.write("cases.c", include_str!("cli/uninit/cases.c"));
    let expected = include_str!("cli/uninit/cases.stderr");
    for extra in [&[][..], &["-O0"], &["--no-mem2reg"], &["-Wextra"]] {
        let mut args = vec!["-Wall", "-c", "cases.c", "-o", "warned.o"];
        args.extend(extra);
        let out = ws.tcc(&args);
        assert_eq!(out.status, 0, "{extra:?}: {}", out.stderr);
        assert_eq!(out.stderr, expected, "{extra:?}");
    }
    let out = ws.tcc(&["-c", "cases.c", "-o", "quiet.o"]);
    assert_success(&out, "without -Wall");
    assert_eq!(out.stderr, "", "no warning without -Wall");
    let (warned, quiet) = (fs::read(ws.path("warned.o")), fs::read(ws.path("quiet.o")));
    assert_eq!(
        warned.unwrap(),
        quiet.unwrap(),
        "the analysis changes no code"
    );
}

/// The lines of `stderr` that are warnings or errors of the two uninitialized-use options,
/// as `LINE: MESSAGE` (without the file name and column).
fn uninitialized_lines(stderr: &str) -> Vec<String> {
    stderr
        .lines()
        .filter(|l| l.contains("uninitialized [-W"))
        .filter_map(|l| {
            let mut parts = l.splitn(4, ':');
            let (_, line, _, rest) = (parts.next()?, parts.next()?, parts.next()?, parts.next()?);
            Some(format!("{line}:{rest}"))
        })
        .collect()
}

/// The two options are switched as gcc's: `-Wuninitialized` (also on with `-Wall` and
/// `-Wextra`) turns on both, each has its `-Wno-`, `-Werror=` makes one an error (and turns
/// it on), `-Wno-error=` keeps one a warning under `-Werror`, and `-w` silences both.
#[test]
fn uninitialized_warnings_are_switched_as_gccs() {
    let ws = Workspace::new();
    ws.write(
        "two.c",
        "int f(int c) {\n    int y, z;\n    if (c)\n        y = 1;\n    return y + z;\n}\n",
    );
    let is_used = " warning: 'z' is used uninitialized [-Wuninitialized]";
    let may_be = " warning: 'y' may be used uninitialized [-Wmaybe-uninitialized]";
    let is_used_error = " error: 'z' is used uninitialized [-Werror=uninitialized]";
    let may_be_error = " error: 'y' may be used uninitialized [-Werror=maybe-uninitialized]";
    let cases: [(&[&str], i32, Vec<&str>); 10] = [
        (&[], 0, vec![]),
        (&["-Wall"], 0, vec![may_be, is_used]),
        (&["-Wuninitialized"], 0, vec![may_be, is_used]),
        (&["-Wmaybe-uninitialized"], 0, vec![may_be]),
        (&["-Wall", "-Wno-maybe-uninitialized"], 0, vec![is_used]),
        (&["-Wall", "-Wno-uninitialized"], 0, vec![]),
        (&["-Wall", "-w"], 0, vec![]),
        (&["-Werror=maybe-uninitialized"], 1, vec![may_be_error]),
        (&["-Wall", "-Werror"], 1, vec![may_be_error, is_used_error]),
        (
            &["-Wall", "-Werror", "-Wno-error=maybe-uninitialized"],
            1,
            vec![may_be, is_used_error],
        ),
    ];
    for (flags, status, expected) in cases {
        let mut args = vec!["-c", "two.c"];
        args.extend(flags);
        let out = ws.tcc(&args);
        assert_eq!(out.status, status, "{flags:?}: {}", out.stderr);
        let expected: Vec<String> = expected.iter().map(|m| format!("5:{m}")).collect();
        assert_eq!(uninitialized_lines(&out.stderr), expected, "{flags:?}");
    }
}

/// gcc 12 as the oracle: every uninitialized use gcc reports in `cases.c`, at `-O0` and at
/// `-O2`, tcc-rs reports too (the same variable, declared on the same line), except in the
/// aggregates, which mem2reg does not promote (docs/mem2reg.md has the whole table).
#[test]
fn uninitialized_uses_gcc_reports_are_reported() {
    let ws = Workspace::new();
    ws.write("cases.c", include_str!("cli/uninit/cases.c"));
    // 's.a' and the array 'a': members and elements of aggregates.
    let not_promoted = ["'s.a'", "'a'"];
    let declared = |stderr: &str| -> Vec<(String, String)> {
        let mut out = Vec::new();
        let mut name = None;
        for line in stderr.lines() {
            if line.contains("uninitialized [-W") {
                name = line.split_whitespace().nth(2).map(str::to_string);
            } else if line.contains("was declared here") {
                let at = line.split(':').nth(1).unwrap_or("").to_string();
                if let Some(n) = name.take() {
                    out.push((n, at));
                }
            }
        }
        out
    };
    let ours = declared(&ws.tcc(&["-Wall", "-c", "cases.c"]).stderr);
    for level in ["-O0", "-O2"] {
        let out = Command::new("gcc")
            .args(["-Wall", level, "-c", "cases.c", "-o", "by-gcc.o"])
            .env("LC_ALL", "C")
            .current_dir(ws.dir.path())
            .output()
            .expect("gcc runs");
        let gcc = declared(&String::from_utf8_lossy(&out.stderr));
        assert!(!gcc.is_empty(), "gcc {level} reports uninitialized uses");
        for use_ in gcc
            .iter()
            .filter(|(n, _)| !not_promoted.contains(&n.as_str()))
        {
            assert!(
                ours.contains(use_),
                "gcc {level} reports {use_:?}; tcc-rs: {ours:?}"
            );
        }
    }
}

/// `-g` at `-O0` on x86-64: gdb sets a breakpoint by `file:line` and by function (after the
/// prologue), stops there, and shows the backtrace with each frame's function and line; the
/// DWARF verifies (`llvm-dwarfdump --verify`, where installed); `addr2line` maps a
/// function's address to its line; and `-g` leaves the machine code as it was.
#[test]
fn gdb_breaks_by_line_and_shows_the_backtrace_with_g() {
    if !on_path("gdb") {
        eprintln!("skipped: gdb is not installed");
        return;
    }
    let ws = Workspace::new();
    ws.write("prog.c", include_str!("cli/debug/prog.c"));
    assert_success(&ws.tcc(&["-g", "-O0", "prog.c", "-o", "prog"]), "tcc-rs -g");
    let commands = ["break prog.c:6", "run", "bt", "break square", "continue"];
    let Some(text) = gdb_batch(&ws, "prog", &commands) else {
        return;
    };
    for expected in [
        "Breakpoint 1, square (x=",
        ") at prog.c:6",
        " in sum (n=",
        ") at prog.c:13",
        " in main () at prog.c:18",
    ] {
        assert!(text.contains(expected), "{expected:?} in:\n{text}");
    }
    // `break square` lands after the prologue, on the first line of the body.
    let by_name = |l: &&str| l.starts_with("Breakpoint 2 at ") && l.ends_with("line 6.");
    assert!(text.lines().any(|l| by_name(&l)), "{text}");

    assert_success(&ws.tcc(&["-g", "-O0", "-c", "prog.c"]), "tcc-rs -g -c");
    assert_dwarf_verifies(&ws, "prog.o");
    let nm = Command::new("nm")
        .arg("prog")
        .current_dir(ws.dir.path())
        .output();
    let symbols = String::from_utf8_lossy(&nm.expect("nm runs").stdout).into_owned();
    let square = symbols
        .lines()
        .find(|l| l.ends_with(" T square"))
        .expect("square");
    let address = format!("0x{}", square.split(' ').next().unwrap());
    let out = Command::new("addr2line")
        .args(["-e", "prog", &address])
        .current_dir(ws.dir.path())
        .output()
        .expect("addr2line runs");
    assert!(String::from_utf8_lossy(&out.stdout).ends_with("prog.c:5\n"));

    assert_success(
        &ws.tcc(&["-O0", "-c", "prog.c", "-o", "plain.o"]),
        "without -g",
    );
    let text_of = |o: &str| {
        use object::{Object, ObjectSection};
        let bytes = fs::read(ws.path(o)).unwrap();
        let file = object::File::parse(&*bytes).unwrap();
        let text = file.section_by_name(".text").unwrap();
        text.data().unwrap().to_vec()
    };
    assert_eq!(text_of("prog.o"), text_of("plain.o"), "-g changes no code");
}

/// Run gdb on `prog` in `ws` with `commands` (each an `-ex`); `None` where gdb cannot
/// trace a program.
fn gdb_batch(ws: &Workspace, prog: &str, commands: &[&str]) -> Option<String> {
    let mut gdb = Command::new("gdb");
    gdb.args(["-batch", "-nx"]);
    for c in commands {
        gdb.args(["-ex", c]);
    }
    let out = gdb
        .arg(prog)
        .current_dir(ws.dir.path())
        .output()
        .expect("gdb runs");
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    if text.contains("ptrace") || stderr.contains("ptrace") {
        eprintln!("skipped: gdb cannot trace a program here");
        return None;
    }
    Some(text + &stderr)
}

/// `llvm-dwarfdump --verify` finds no error in `file` (where it is installed).
fn assert_dwarf_verifies(ws: &Workspace, file: &str) {
    if !on_path("llvm-dwarfdump") {
        return;
    }
    let out = Command::new("llvm-dwarfdump")
        .args(["--verify", file])
        .current_dir(ws.dir.path())
        .output()
        .expect("llvm-dwarfdump runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && text.contains("No errors."),
        "{text}"
    );
}

/// `-g` with every variable in memory (`--no-mem2reg`): gdb shows the arguments of three
/// frames, the locals of a frame and of a lexical block, a structure through a pointer
/// with its bit-fields, an array, globals, and `finish`'s returned value.
#[test]
fn gdb_shows_arguments_locals_and_globals_with_g() {
    if !on_path("gdb") {
        eprintln!("skipped: gdb is not installed");
        return;
    }
    let ws = Workspace::new();
    ws.write("vars.c", include_str!("cli/debug/vars.c"));
    let build = ["-g", "-O0", "--no-mem2reg", "vars.c", "-o", "vars"];
    assert_success(&ws.tcc(&build), "tcc-rs -g --no-mem2reg");
    assert_dwarf_verifies(&ws, "vars");
    let commands = [
        "break vars.c:15",
        "run",
        "info locals",
        "delete",
        "break vars.c:17",
        "continue",
        "bt",
        "info args",
        "info locals",
        "print *p",
        "print arr",
        "print counter",
        "print names[1]",
        "print fp",
        "ptype struct point",
        "finish",
    ];
    let Some(text) = gdb_batch(&ws, "vars", &commands) else {
        return;
    };
    for expected in [
        "inner = 18",
        "#0  leaf (p=0x",
        ", k=2) at vars.c:17",
        " in middle (a=3, d=2.5) at vars.c:22",
        " in main () at vars.c:29",
        "sum = 9\narr = {1, 18, 3, 4}",
        "= {x = 3, y = 4, flag = 5, mode = 9}",
        "= {1, 18, 3, 4}",
        "= 7\n",
        "\"b\"",
        "(int (*)(int, int)) 0x0",
        "unsigned int flag : 3;",
        "Value returned is $",
        " = 27",
    ] {
        assert!(text.contains(expected), "{expected:?} in:\n{text}");
    }
}

/// `-g` when mem2reg promotes (at `-O0` and when optimising): a parameter stored once is
/// read where its value lives (so at a function's first line), an address-taken local
/// from the frame, a global, `finish`'s value; a promoted variable shows its value or
/// `<optimized out>`, never another value.
#[test]
fn gdb_shows_values_or_optimized_out_when_mem2reg_promotes() {
    if !on_path("gdb") {
        eprintln!("skipped: gdb is not installed");
        return;
    }
    let ws = Workspace::new();
    ws.write("vars.c", include_str!("cli/debug/vars.c"));
    for level in ["-O0", "-O2"] {
        assert_success(&ws.tcc(&["-g", level, "vars.c", "-o", "vars"]), level);
        assert_dwarf_verifies(&ws, "vars");
        let commands = [
            "break middle",
            "break leaf",
            "break vars.c:17",
            "run",
            "info args",
            "continue",
            "bt",
            "continue",
            "info locals",
            "print arr",
            "up",
            "print pt",
            "print counter",
            "down",
            "finish",
        ];
        let Some(text) = gdb_batch(&ws, "vars", &commands) else {
            return;
        };
        for expected in [
            "a = 3\nd = 2.5\n",
            "#0  leaf (p=0x",
            ", k=2) at vars.c:11",
            " in middle (a=",
            " in main () at vars.c:29",
            "= {x = 3, y = 4, flag = 5, mode = 9}",
            "= 7\n",
            "Value returned is $",
        ] {
            assert!(text.contains(expected), "{level}: {expected:?} in:\n{text}");
        }
        let sum = text.lines().find(|l| l.starts_with("sum = "));
        assert!(
            matches!(sum, Some("sum = 9" | "sum = <optimized out>")),
            "{level}: {text}"
        );
        // At -O0 the array is one object in memory; when optimising SROA may split it
        // into promoted elements, which gdb shows as optimized out, never wrong.
        let arr = text.lines().find(|l| l.starts_with("arr = "));
        let arr_ok = match level {
            "-O0" => arr == Some("arr = {1, 18, 3, 4}"),
            _ => matches!(arr, Some("arr = {1, 18, 3, 4}" | "arr = <optimized out>")),
        };
        assert!(arr_ok, "{level}: {text}");
        assert!(text.contains(" = 27\n"), "{level}: {text}");
    }
}

/// `-g` when mem2reg promotes variables stored more than once: a loop counter, an
/// accumulated sum and a variable assigned on two branches show, at every stop of
/// breakpoints in the loop, in the function and after the loop, the value the program
/// computed there, at `-O0`; when optimising, that value or `<optimized out>`, never
/// another. A static local is in its function's scope. The DWARF verifies and `-g`
/// changes no code.
#[test]
fn gdb_shows_promoted_variables_stored_more_than_once_with_g() {
    if !on_path("gdb") {
        eprintln!("skipped: gdb is not installed");
        return;
    }
    let ws = Workspace::new();
    ws.write("promoted.c", include_str!("cli/debug/promoted.c"));
    // The locals each stop shows: at line 20 before `sum += i * i` of iteration i; at
    // line 13 in pick(1, 20, 30) then pick(0, 20, 30); at line 24.
    let mut expected: Vec<(&str, Vec<(&str, i64)>)> = Vec::new();
    let mut sum = 0;
    for i in 0..5 {
        expected.push(("20", vec![("i", i), ("sum", sum)]));
        sum += i * i;
    }
    expected.push(("13", vec![("calls", 1), ("r", 40)]));
    expected.push(("13", vec![("calls", 2), ("r", 31)]));
    expected.push(("24", vec![("sum", 30), ("x", 40), ("y", 31)]));
    for level in ["-O0", "-O2"] {
        let build = ["-g", level, "promoted.c", "-o", "promoted"];
        assert_success(&ws.tcc(&build), level);
        assert_dwarf_verifies(&ws, "promoted");
        let mut commands = vec!["break promoted.c:20", "break promoted.c:13"];
        commands.extend(["break promoted.c:24", "run"]);
        commands.extend(["info locals", "continue"].repeat(expected.len()));
        let Some(text) = gdb_batch(&ws, "promoted", &commands) else {
            return;
        };
        // A stop is "Breakpoint N, function (...) at promoted.c:LINE", then the locals.
        let stops: Vec<&str> = (text.split("\nBreakpoint ").skip(1))
            .filter(|s| {
                s.split_once(", ")
                    .is_some_and(|(n, _)| n.parse::<u32>().is_ok())
            })
            .collect();
        if level == "-O0" {
            assert_eq!(stops.len(), expected.len(), "{text}");
        }
        // Without optimisation the stops are the expected ones, in order; when optimising
        // a line may lose stops, so a stop is the next expected one at its line it fits.
        let mut next = 0;
        for stop in stops {
            let line = stop.lines().next().and_then(|l| l.rsplit(':').next());
            let shown = |name: &str| {
                let prefix = format!("{name} = ");
                stop.lines().find_map(|l| l.strip_prefix(&prefix))
            };
            let fits = |(at, vars): &(&str, Vec<(&str, i64)>)| {
                Some(*at) == line
                    && vars.iter().all(|(name, value)| {
                        let v = shown(name);
                        v == Some(&*value.to_string())
                            || (level != "-O0" && v == Some("<optimized out>"))
                    })
            };
            let found = match level {
                "-O0" => expected.get(next).filter(|e| fits(e)).map(|_| 0),
                _ => expected[next..].iter().position(fits),
            };
            let Some(at) = found else {
                panic!("{level}: {stop:?} is not what the program computed, in:\n{text}");
            };
            next += at + 1;
        }
        assert_success(&ws.tcc(&["-g", level, "-c", "promoted.c"]), level);
        assert_success(
            &ws.tcc(&[level, "-c", "promoted.c", "-o", "plain.o"]),
            level,
        );
        assert_eq!(
            text_section(&ws, "promoted.o"),
            text_section(&ws, "plain.o")
        );
    }
}

/// `-g -O0` with mem2reg: at a breakpoint on every line of functions whose variables are
/// reassigned in loops, on branches, by copies and constants, through `continue`, `goto`
/// and `switch`, gdb shows every variable, and its value is the one the program has there
/// in memory with `--no-mem2reg` (the stops of the two builds aligned by function and
/// line): `-O0` keeps each variable's home in memory, also after its last use.
#[test]
fn gdb_shows_no_promoted_value_memory_does_not_hold_with_g() {
    if !on_path("gdb") {
        eprintln!("skipped: gdb is not installed");
        return;
    }
    let ws = Workspace::new();
    ws.write("steps.c", include_str!("cli/debug/steps.c"));
    let Some(memory) = gdb_stops(&ws, &["--no-mem2reg"], 5..=77) else {
        return;
    };
    let Some(promoted) = gdb_stops(&ws, &[], 5..=77) else {
        return;
    };
    // The line of the first assignment of `name` in `function`: before it, memory holds
    // whatever the stack held, which differs between the two builds.
    let source = include_str!("cli/debug/steps.c");
    let assigned = |function: &str, name: &str| {
        let lines = || source.lines().enumerate();
        let start = lines().find(|(_, l)| l.contains(&format!(" {function}(")));
        let first = lines()
            .skip(start.map_or(0, |(n, _)| n))
            .find(|(_, l)| l.contains(&format!(" {name} = ")));
        first.map_or(0, |(n, _)| n as u32 + 1)
    };
    let mut compared = 0;
    for (m, p) in aligned(&memory, &promoted) {
        for (name, value) in &p.2 {
            assert_ne!(
                value, "<optimized out>",
                "{name} in {} at line {}",
                p.0, p.1
            );
            let Some((_, held)) = m.2.iter().find(|(n, _)| n == name) else {
                continue;
            };
            if p.1 <= assigned(&p.0, name) {
                continue;
            }
            compared += 1;
            assert_eq!(value, held, "{name} in {} at line {}", p.0, p.1);
        }
    }
    assert!(compared > 200, "{compared}");
}

/// One stop of gdb: the function, the line, and the names and values `info locals` and
/// `info args` show.
type GdbStop = (String, u32, Vec<(String, String)>);

/// Each stop of gdb at a breakpoint on every line of `lines` in `steps.c` built with
/// `-g -O0` and `flags`: the function, the line, and what `info locals` and `info args` show.
fn gdb_stops(
    ws: &Workspace,
    flags: &[&str],
    lines: std::ops::RangeInclusive<u32>,
) -> Option<Vec<GdbStop>> {
    let mut build = vec!["-g", "-O0", "steps.c", "-o", "steps"];
    build.extend(flags);
    assert_success(&ws.tcc(&build), "tcc-rs -g -O0");
    let breaks: Vec<String> = lines.map(|n| format!("break steps.c:{n}")).collect();
    let mut commands: Vec<&str> = breaks.iter().map(String::as_str).collect();
    commands.push("run");
    commands.extend(["info locals", "info args", "continue"].repeat(300));
    let text = gdb_batch(ws, "steps", &commands)?;
    let mut stops: Vec<GdbStop> = Vec::new();
    for l in text.lines() {
        let stop = l
            .strip_prefix("Breakpoint ")
            .and_then(|l| l.split_once(", "));
        if let Some((_, at)) = stop.filter(|(n, _)| n.parse::<u32>().is_ok()) {
            let function = at.split(' ').next().unwrap_or("").to_string();
            let line = at
                .rsplit(':')
                .next()
                .and_then(|n| n.parse().ok())
                .unwrap_or(0);
            stops.push((function, line, Vec::new()));
        } else if let (Some((name, value)), Some(stop)) = (l.split_once(" = "), stops.last_mut()) {
            if !stop.2.iter().any(|(n, _)| n == name) {
                stop.2.push((name.to_string(), value.to_string()));
            }
        }
    }
    Some(stops)
}

type Stop = (String, u32, Vec<(String, String)>);

/// The pairs of a longest common subsequence of `a` and `b` by function and line.
fn aligned<'a>(a: &'a [Stop], b: &'a [Stop]) -> Vec<(&'a Stop, &'a Stop)> {
    let same = |i: usize, j: usize| a[i].0 == b[j].0 && a[i].1 == b[j].1;
    let mut len = vec![vec![0u32; b.len() + 1]; a.len() + 1];
    for i in (0..a.len()).rev() {
        for j in (0..b.len()).rev() {
            len[i][j] = match same(i, j) {
                true => len[i + 1][j + 1] + 1,
                false => len[i + 1][j].max(len[i][j + 1]),
            };
        }
    }
    let (mut i, mut j, mut pairs) = (0, 0, Vec::new());
    while i < a.len() && j < b.len() {
        if same(i, j) {
            pairs.push((&a[i], &b[j]));
            (i, j) = (i + 1, j + 1);
        } else if len[i + 1][j] >= len[i][j + 1] {
            i += 1;
        } else {
            j += 1;
        }
    }
    pairs
}

/// `-g` on 128-bit variables stored more than once (a parameter, a phi, a result), which
/// Cranelift cannot label (two registers): they are left unknown, and the labels of the
/// variables before them are killed where they are assigned, in a block with no
/// instruction yet too (an internal compiler error once).
#[test]
fn g_leaves_int128_variables_stored_more_than_once_unknown() {
    let ws = Workspace::new();
    let src = "__int128 f(__int128 a, int n) {\n\
        __int128 s = a;\n\
        for (int i = 0; i < n; i++)\n\
            s = s * 3 + a;\n\
        a = s - 1;\n\
        return a + s;\n\
        }\n";
    ws.write("wide.c", src);
    for level in ["-O0", "-O2"] {
        assert_success(&ws.tcc(&["-g", level, "-c", "wide.c"]), level);
        assert_dwarf_verifies(&ws, "wide.o");
    }
}

/// The bytes of `file`'s `.text`.
fn text_section(ws: &Workspace, file: &str) -> Vec<u8> {
    use object::{Object, ObjectSection};
    let bytes = fs::read(ws.path(file)).unwrap();
    let parsed = object::File::parse(&*bytes).unwrap();
    let text = parsed.section_by_name(".text").unwrap();
    text.data().unwrap().to_vec()
}

/// `-g` with `#line` naming an empty file (which a line table cannot name) or one from a
/// header: the object is written, its lines from the other files kept.
#[test]
fn g_writes_lines_whatever_line_directives_name() {
    let ws = Workspace::new();
    ws.write(
        "sq.h",
        "static inline int sq(int x) {\n    return x * x;\n}\n",
    );
    ws.write(
        "main.c",
        "#include \"sq.h\"\nint main(void) {\n    return sq(3) - 9;\n}\n#line 1 \"\"\nint f(void) { return 0; }\n",
    );
    assert_success(&ws.tcc(&["-g", "-O0", "-c", "main.c"]), "tcc-rs -g");
    let out = Command::new("readelf")
        .args(["--debug-dump=line", "main.o"])
        .current_dir(ws.dir.path())
        .output()
        .expect("readelf runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("sq.h") && text.contains("main.c"), "{text}");
}

#[test]
fn assembler_errors_in_inline_asm_are_reported_at_the_statement_line() {
    let ws = Workspace::new();
    ws.write(
        "bad_asm.c",
        "int main(void) {\n    int x = 1;\n    __asm__(\"bogus_insn %0\" : \"+r\"(x));\n    return x;\n}\n",
    );
    for args in [&["-c", "bad_asm.c"][..], &["bad_asm.c", "-o", "prog"][..]] {
        let out = ws.tcc(args);
        assert_eq!(out.status, 1, "{args:?}; stderr:\n{}", out.stderr);
        assert!(
            out.stderr
                .lines()
                .any(|l| l.starts_with("bad_asm.c:3: error: no such instruction: `bogus_insn ")),
            "{args:?}: expected the assembler's error at bad_asm.c:3, got:\n{}",
            out.stderr
        );
        assert_eq!(ws.files(), ["bad_asm.c"], "{args:?} left an output file");
    }
}

#[test]
fn run_calls_asm_statements_and_file_scope_asm() {
    let ws = Workspace::new();
    ws.write(
        "spin.c",
        "int main(void) {\n    int x = 0;\n    __asm__ __volatile__(\"\" : \"+r\"(x) : : \"memory\");\n    return x + 3;\n}\n",
    );
    let out = ws.tcc(&["-run", "spin.c"]);
    assert_eq!(out.status, 3, "stderr:\n{}", out.stderr);
    // A function written in file-scope asm is loaded with the statements' wrappers.
    ws.write(
        "top.c",
        "__asm__(\".globl triple\\ntriple:\\n\\tleal (%rdi,%rdi,2), %eax\\n\\tret\");\n\
         int triple(int);\nint main(void) { return triple(14); }\n",
    );
    let out = ws.tcc(&["-run", "top.c"]);
    assert_eq!(out.status, 42, "stderr:\n{}", out.stderr);
    // File-scope asm naming the program's own object cannot reach it from that library.
    ws.write(
        "own.c",
        "int counter = 3;\n__asm__(\".globl get\\nget:\\n\\tmovl counter(%rip), %eax\\n\\tret\");\n\
         int get(void);\nint main(void) { return get(); }\n",
    );
    let out = ws.tcc(&["-run", "own.c"]);
    assert_eq!(out.status, 1, "stderr:\n{}", out.stderr);
    assert!(
        out.stderr
            .lines()
            .last()
            .is_some_and(|l| l
                .starts_with("tcc-rs: error: -run runs inline assembly from a library of its own")),
        "got:\n{}",
        out.stderr
    );
    // An operand naming a symbol: the library the asm runs in cannot refer to the JIT's
    // code (compiled and linked, it works: samples/asm-*/symbol_immediates.c).
    ws.write(
        "sym.c",
        "int counter;\nint main(void) {\n    __asm__ volatile(\"\" : : \"i\"(&counter));\n    return 0;\n}\n",
    );
    let out = ws.tcc(&["-run", "sym.c"]);
    assert_eq!(out.status, 1, "stderr:\n{}", out.stderr);
    assert!(
        out.stderr.starts_with(
            "sym.c:3:5: error: an 'asm' operand naming the symbol 'counter' is not supported with -run"
        ),
        "got:\n{}",
        out.stderr
    );
}

/// File-scope `.symver` and `.set` name the unit's own functions: the object gets the
/// versioned and aliased symbols gcc's object has, and links with gcc.
#[test]
fn file_scope_asm_directives_see_the_units_symbols_as_in_gcc() {
    if !on_path("nm") {
        return;
    }
    let ws = Workspace::new();
    ws.write(
        "ver.c",
        "int impl_v1(int x) { return x + 1; }\n\
         int impl_v2(int x) { return x + 2; }\n\
         __asm__(\".symver impl_v1, versioned@VERS_1\");\n\
         __asm__(\".symver impl_v2, versioned@@VERS_2\");\n\
         __asm__(\".globl other_name\\n.set other_name, impl_v2\");\n",
    );
    let out = ws.tcc(&["-c", "ver.c", "-o", "tcc.o"]);
    assert_success(&out, "-c with file-scope asm");
    let gcc = Command::new("gcc")
        .current_dir(ws.dir.path())
        .args(["-c", "ver.c", "-o", "gcc.o"])
        .status()
        .expect("gcc runs");
    assert!(gcc.success());
    let defined = |object: &str| {
        let out = Command::new("nm")
            .current_dir(ws.dir.path())
            .args(["--defined-only", "--format=just-symbols", object])
            .output()
            .expect("nm runs");
        let mut names: Vec<String> = String::from_utf8_lossy(&out.stdout)
            .lines()
            .filter(|l| !l.starts_with('.') && !l.starts_with("__tccrs_asm_"))
            .map(str::to_string)
            .collect();
        names.sort();
        names
    };
    assert_eq!(defined("tcc.o"), defined("gcc.o"));
    assert!(defined("tcc.o").contains(&"versioned@VERS_1".to_string()));
}

/// An object with inline assembly links with gcc's objects and runs.
#[test]
fn objects_with_inline_asm_link_with_gcc() {
    let ws = Workspace::new();
    ws.write(
        "swap.c",
        "unsigned swap(unsigned x) {\n\
         #ifdef __x86_64__\n    __asm__(\"bswap %0\" : \"+r\"(x));\n\
         #else\n    __asm__(\"rev %w0, %w0\" : \"+r\"(x));\n#endif\n    return x;\n}\n",
    );
    ws.write(
        "main.c",
        "#include <stdio.h>\nunsigned swap(unsigned);\n\
         int main(void) { printf(\"%08x\\n\", swap(0x11223344)); return 0; }\n",
    );
    let out = ws.tcc(&["-c", "swap.c", "-o", "swap.o"]);
    assert_success(&out, "-c with inline asm");
    let gcc = Command::new("gcc")
        .current_dir(ws.dir.path())
        .args(["main.c", "swap.o", "-o", "prog"])
        .status()
        .expect("gcc runs");
    assert!(gcc.success());
    let (stdout, status) = run_program(&ws, &[], "./prog", &[]);
    assert_eq!((stdout.as_str(), status), ("44332211\n", 0));
}

/// A `static inline` function nothing calls gives the object none of its asm statements'
/// functions (as it gives none of its code), so a header of such functions costs nothing.
#[test]
fn unused_static_inline_functions_give_no_inline_asm() {
    if !on_path("nm") {
        return;
    }
    let ws = Workspace::new();
    ws.write(
        "io.c",
        "static inline void pause_now(void) { __asm__ __volatile__(\"pause\" ::: \"memory\"); }\n\
         static inline unsigned swap(unsigned x) { __asm__(\"bswap %0\" : \"+r\"(x)); return x; }\n\
         unsigned used(unsigned x) { return swap(x); }\n",
    );
    let out = ws.tcc(&["-c", "io.c", "-o", "io.o"]);
    assert_success(&out, "-c");
    let nm = Command::new("nm")
        .current_dir(ws.dir.path())
        .arg("io.o")
        .output()
        .expect("nm runs");
    let symbols = String::from_utf8_lossy(&nm.stdout);
    let wrappers = symbols
        .lines()
        .filter(|l| l.contains("__tccrs_asm_"))
        .count();
    assert_eq!(
        wrappers, 1,
        "one statement's function (swap's), got:\n{symbols}"
    );
}

/// The switches of the pedantic diagnostics as gcc 12 reads them, on a file with a pedwarn
/// of each kind sema gives (always given, `-Wpedantic`) and one with the preprocessor's
/// untagged one: the message lines (without the source excerpts) and the exit status gcc
/// gives for each command.
#[test]
fn pedantic_switches_follow_gcc() {
    let ws = Workspace::new();
    ws.write("mix.c", "int a[2] = {1, 2, 3};\nstruct E {};\n");
    ws.write("bin.c", "int b = 0b1;\n");
    let excess = "mix.c:1:19: {} excess elements in array initializer";
    let note = "mix.c:1:19: note: (near initialization for 'a')";
    let empty = "mix.c:2:8: {} struct has no members [-W{}]";
    let binary = "bin.c:1:9: {} binary constants are a C2X feature or GCC extension";
    // gcc's last line when `-Werror=NAME` made a warning an error.
    let some_errors = "tcc-rs: some warnings being treated as errors";
    type Case<'a> = (&'a [&'a str], &'a [(&'a str, &'a [&'a str])], i32);
    let cases: &[Case] = &[
        (&[], &[(excess, &["warning:"])], 0),
        (
            &["-pedantic"],
            &[
                (excess, &["warning:"]),
                (empty, &["warning:", "pedantic"]),
                (binary, &["warning:"]),
            ],
            0,
        ),
        (
            &["-pedantic-errors"],
            &[
                (excess, &["error:"]),
                (empty, &["error:", "pedantic"]),
                (binary, &["error:"]),
            ],
            1,
        ),
        (
            &["-pedantic", "-Wno-pedantic"],
            &[(excess, &["warning:"])],
            0,
        ),
        (
            &["-pedantic-errors", "-Wno-pedantic"],
            &[(excess, &["error:"])],
            1,
        ),
        (
            &["-Wno-pedantic", "-pedantic"],
            &[
                (excess, &["warning:"]),
                (empty, &["warning:", "pedantic"]),
                (binary, &["warning:"]),
            ],
            0,
        ),
        (
            &["-Werror=pedantic"],
            &[
                (excess, &["warning:"]),
                (empty, &["error:", "error=pedantic"]),
                (some_errors, &[]),
                (binary, &["warning:"]),
            ],
            1,
        ),
        (
            &["-pedantic-errors", "-Wno-error=pedantic"],
            &[
                (excess, &["error:"]),
                (empty, &["warning:", "pedantic"]),
                (binary, &["error:"]),
            ],
            1,
        ),
        (&["-pedantic-errors", "-w"], &[], 0),
    ];
    for (flags, expected, status) in cases {
        let mut want = Vec::new();
        for (line, fill) in expected.iter() {
            let mut text = line.to_string();
            for f in fill.iter() {
                text = text.replacen("{}", f, 1);
            }
            want.push(text);
            if *line == excess {
                want.push(note.to_string());
            }
        }
        let mut seen = Vec::new();
        let mut failed = false;
        for file in ["mix.c", "bin.c"] {
            let mut args = vec!["-std=c17", "-fsyntax-only"];
            args.extend_from_slice(flags);
            args.push(file);
            let out = ws.tcc(&args);
            let messages = out.stderr.lines().filter(|l| !l.starts_with(' '));
            seen.extend(messages.map(String::from));
            failed |= out.status != 0;
        }
        assert_eq!(seen, want, "tcc-rs {flags:?}");
        assert_eq!(i32::from(failed), *status, "tcc-rs {flags:?}");
    }
    // As gcc, -E reads no constant's value, so it has nothing to say of `0b1`.
    let out = ws.tcc(&["-std=c17", "-pedantic-errors", "-E", "bin.c"]);
    assert_success(&out, "-E -pedantic-errors");
    assert!(out.stderr.is_empty(), "stderr:\n{}", out.stderr);
}

/// A pedwarn in a system header is not given, so it does not fail `-Werror` either: the
/// compiler's own `<stddef.h>` declares a `long long` member, which `-std=c89 -pedantic`
/// reports in the program's own code only (cJSON builds with `-std=c89 -pedantic -Werror`).
#[test]
fn a_warning_hidden_in_a_system_header_does_not_fail_werror() {
    let ws = Workspace::new();
    ws.write(
        "quiet.c",
        "#include <stddef.h>\n#include <stdio.h>\nint main(void) { return 0; }\n",
    );
    let out = ws.tcc(&["-std=c89", "-pedantic", "-Werror", "-c", "quiet.c"]);
    assert_success(&out, "-std=c89 -pedantic -Werror");
    assert!(out.stderr.is_empty(), "stderr:\n{}", out.stderr);
}

/// A unit with inline assembly is assembled from its object written back as assembler text:
/// with `-g` that text carries the DWARF sections too (autotools builds use `-g -O2`).
#[test]
fn inline_asm_with_g_keeps_the_line_tables() {
    let ws = Workspace::new();
    ws.write(
        "asm_g.c",
        "#include <stdio.h>\nint main(void) {\n    unsigned x = 0x11223344;\n    \
         __asm__(\"\" : \"+r\"(x));\n    printf(\"%x\\n\", x);\n    return 0;\n}\n",
    );
    assert_success(&ws.tcc(&["-g", "-O2", "-c", "asm_g.c"]), "-g with asm");
    let out = Command::new("readelf")
        .args(["--debug-dump=line", "asm_g.o"])
        .current_dir(ws.dir.path())
        .output()
        .expect("readelf runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("asm_g.c"), "{text}");
}

/// The explain page of a file of 2,000 small functions and one of about 600 blocks: made and
/// opened by headless Chromium in bounded time, its script raises no error, and opening the
/// biggest function from the index draws its CFG. `dot` is kept off the compiler's PATH, so
/// that every CFG gets tcc-rs's own layout and the time does not depend on Graphviz.
#[test]
fn the_explain_page_of_a_big_file_opens_at_once_and_draws_its_biggest_cfg() {
    let Some(chromium) = ["chromium", "chromium-browser"]
        .into_iter()
        .find(|c| on_path(c))
    else {
        eprintln!("chromium not installed (Debian: apt-get install chromium); skipping");
        return;
    };
    let ws = Workspace::new();
    let mut source = String::new();
    for i in 0..2000 {
        source.push_str(&format!(
            "int f{i}(int x) {{ int s = x; if (s > {i}) s -= {i}; return s * 2; }}\n"
        ));
    }
    source.push_str("int big(int x) {\n    int s = 0;\n");
    for i in 0..300 {
        source.push_str(&format!("    if (x > {i}) s += x ^ {i};\n"));
    }
    source.push_str("    return s;\n}\n");
    ws.write("big.c", &source);
    fs::create_dir(ws.path("no-dot")).unwrap();
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_tcc-rs"));
    cmd.args(["--explain", "big.c", "-o", "big.html"])
        .current_dir(ws.dir.path())
        .env("PATH", ws.path("no-dot"));
    let made = std::time::Instant::now();
    let out = finish(run_with_timeout(&mut cmd, b"", LIMIT).expect("tcc-rs runs"));
    assert_success(&out, "--explain big.c");
    eprintln!("page made in {:?}", made.elapsed());
    let html = fs::read_to_string(ws.path("big.html")).unwrap();
    // 2,001 functions: about 6 kilobytes each (their tables, listings and graphs).
    assert!(html.len() < 16_000_000, "{} bytes", html.len());
    let check = r#"<script>
(function () {
  const out = { loadedMs: Math.round(performance.now()), errors: window.explainErrors };
  const rows = [...document.querySelectorAll("nav.index tbody tr")];
  out.rows = rows.length;
  const blocks = r => Number(r.cells[2].textContent);
  const biggest = rows.reduce((a, r) => blocks(r) > blocks(a) ? r : a);
  out.biggestBlocks = blocks(biggest);
  const start = performance.now();
  openFunction(biggest.querySelector("a").hash.slice(1));
  const section = document.querySelector("section.function");
  out.opened = section.querySelector("h2").firstChild.textContent.trim();
  const svgs = [...section.querySelectorAll("figure.cfg svg")];
  out.nodes = svgs.map(s => s.querySelectorAll("g.node").length);
  out.drawn = svgs.every(s => s.getBoundingClientRect().width > 50);
  out.openMs = Math.round(performance.now() - start);
  const pre = document.createElement("pre");
  pre.id = "check";
  pre.textContent = JSON.stringify(out);
  document.body.append(pre);
})();
</script>
"#;
    let sink = "<script>window.explainErrors = [];\
        addEventListener(\"error\", e => explainErrors.push(e.message + \" line \" + e.lineno));</script>";
    let checked = html
        .replacen("<head>", &format!("<head>{sink}"), 1)
        .replace("</body>", &format!("{check}</body>"));
    ws.write("checked.html", &checked);
    let mut browser = Command::new(chromium);
    browser
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--dump-dom",
        ])
        .arg(format!("--user-data-dir={}", ws.path("profile").display()))
        .arg(format!("file://{}", ws.path("checked.html").display()));
    let opened = std::time::Instant::now();
    let out = finish(run_with_timeout(&mut browser, b"", LIMIT).expect("chromium runs"));
    eprintln!("chromium ran for {:?}", opened.elapsed());
    assert_eq!(out.status, 0, "{}", out.stderr);
    let at = out
        .stdout
        .find("<pre id=\"check\">")
        .expect("the check ran")
        + 16;
    let result = &out.stdout[at..at + out.stdout[at..].find("</pre>").unwrap()];
    eprintln!("{result}");
    for fact in [
        "\"errors\":[]",
        "\"rows\":2001",
        "\"opened\":\"big\"",
        "\"drawn\":true",
    ] {
        assert!(result.contains(fact), "{fact} not in {result}");
    }
    let number = |key: &str| -> f64 {
        let from = result.find(key).unwrap_or_else(|| panic!("{key}")) + key.len();
        let len = result[from..].find([',', '}']).unwrap();
        result[from..from + len].parse().unwrap()
    };
    let blocks = number("\"biggestBlocks\":");
    assert!(blocks >= 600.0, "{result}");
    assert!(
        result.contains(&format!("\"nodes\":[{blocks},{blocks}]")),
        "{result}"
    );
    // Generous bounds for a loaded machine (on a shared 2-core one: 1.2 and 0.3 seconds).
    assert!(number("\"loadedMs\":") < 10_000.0, "{result}");
    assert!(number("\"openMs\":") < 10_000.0, "{result}");
}

/// `-g` describes typedefs and enumerations by their names, as gcc does: gdb's `whatis`
/// and `ptype` show `size_t`, a typedef of a typedef, a `const` typedef, a structure's
/// member of typedef type, a function's typedef'd result and parameters, and an enum
/// variable prints as its constant (`print (enum colour)5` too). Every answer about types
/// equals the one gdb gives for gcc's program; the DWARF verifies.
#[test]
fn gdb_shows_typedefs_and_enumerations_by_name_with_g() {
    if !on_path("gdb") {
        eprintln!("skipped: gdb is not installed");
        return;
    }
    let ws = Workspace::new();
    ws.write("names.c", include_str!("cli/debug/names.c"));
    assert_success(
        &ws.tcc(&["-g", "-O0", "names.c", "-o", "names"]),
        "tcc-rs -g",
    );
    assert_dwarf_verifies(&ws, "names");
    assert_eq!(ws.run("names").status, 0);
    let gcc = Command::new("gcc")
        .args(["-g", "-O0", "names.c", "-o", "gcc-names"])
        .current_dir(ws.dir.path())
        .status()
        .expect("gcc runs");
    assert!(gcc.success());
    let commands = [
        "break names.c:25",
        "run",
        "print colour",
        "print k",
        "whatis colour",
        "whatis k",
        "ptype k",
        "whatis len",
        "ptype point_t",
        "whatis count_t",
        "ptype count_t",
        "whatis cb",
        "whatis arr",
        "whatis limit",
        "ptype limit",
        "print favourite",
        "print (enum colour)5",
        "print (enum colour)1",
        "print/d BLUE",
        "whatis measure",
        "ptype measure",
        "up",
        "print pt",
        "whatis pt.c",
        "whatis pt.n",
    ];
    // The answers: each type, each value printed.
    let answers = |text: &str| -> Vec<String> {
        let answer = |l: &&str| l.starts_with("type = ") || l.starts_with('$');
        let lines = text
            .lines()
            .skip_while(|l| !l.starts_with("Breakpoint 1, measure"));
        let mut out: Vec<String> = Vec::new();
        for l in lines {
            // `ptype` of a structure goes on over several lines.
            match out.last_mut() {
                Some(last) if last.starts_with("type = struct") && !last.ends_with('}') => {
                    last.push_str(l)
                }
                _ if answer(&l) => out.push(l.to_string()),
                _ => {}
            }
        }
        out
    };
    let Some(ours) = gdb_batch(&ws, "names", &commands) else {
        return;
    };
    let Some(theirs) = gdb_batch(&ws, "gcc-names", &commands) else {
        return;
    };
    let (ours, theirs) = (answers(&ours), answers(&theirs));
    assert_eq!(ours, theirs);
    for expected in [
        "$1 = GREEN",
        "$2 = BIG",
        "type = enum {SMALL = -1, BIG = 1}",
        "type = size_t",
        "type = count_t (point_t *, size_t, cb_t)",
        "$7 = {x = 1, y = 2, n = 3, c = RED}",
    ] {
        assert!(
            ours.iter().any(|l| l == expected),
            "{expected:?} in {ours:#?}"
        );
    }
}

/// `-g -S`: the assembler text carries the DWARF (its `.debug_*` sections as bytes with
/// their relocations), so `gcc -c` on it makes an object gdb can use: it breaks by line,
/// shows the backtrace and prints locals; the DWARF verifies and reads as `-g -c`'s does.
#[test]
fn gdb_debugs_a_program_assembled_from_g_s_output() {
    if !on_path("gdb") {
        eprintln!("skipped: gdb is not installed");
        return;
    }
    let ws = Workspace::new();
    ws.write("names.c", include_str!("cli/debug/names.c"));
    assert_success(&ws.tcc(&["-g", "-O0", "-S", "names.c"]), "tcc-rs -g -S");
    let assembled = Command::new("gcc")
        .args(["-c", "names.s", "-o", "names-s.o"])
        .current_dir(ws.dir.path())
        .status()
        .expect("gcc runs");
    assert!(assembled.success());
    let linked = Command::new("gcc")
        .args(["names-s.o", "-o", "names"])
        .current_dir(ws.dir.path())
        .status()
        .expect("gcc runs");
    assert!(linked.success());
    assert_dwarf_verifies(&ws, "names-s.o");
    assert_success(&ws.tcc(&["-g", "-O0", "-c", "names.c"]), "tcc-rs -g -c");
    if on_path("llvm-dwarfdump") {
        let dump = |o: &str| {
            let out = Command::new("llvm-dwarfdump")
                .args(["--debug-info", "--debug-line", o])
                .current_dir(ws.dir.path())
                .output()
                .expect("llvm-dwarfdump runs");
            // The first line names the file.
            let text = String::from_utf8_lossy(&out.stdout).into_owned();
            text.lines().skip(1).collect::<Vec<_>>().join("\n")
        };
        assert_eq!(dump("names-s.o"), dump("names.o"));
    }
    let commands = [
        "break names.c:25",
        "run",
        "bt",
        "info locals",
        "print colour",
    ];
    let Some(text) = gdb_batch(&ws, "names", &commands) else {
        return;
    };
    for expected in [
        "Breakpoint 1, measure (",
        ") at names.c:25",
        " in main () at names.c:32",
        "arr = {1, 2}",
        "$1 = GREEN",
    ] {
        assert!(text.contains(expected), "{expected:?} in:\n{text}");
    }
}

/// A process killed and reaped when dropped, on every path out of a test.
struct KillOnDrop(std::process::Child);

impl Drop for KillOnDrop {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A TCP port no one listens on now (the system's pick for port 0).
fn free_port() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind port 0");
    listener.local_addr().expect("local address").port()
}

/// Run `prog` (built for aarch64 in `ws`) under `qemu-aarch64 -g PORT`, and `gdb-multiarch`
/// attached to it with `commands`; its output. qemu is killed on every path.
fn gdb_multiarch_session(ws: &Workspace, prog: &str, commands: &[&str]) -> String {
    let port = free_port().to_string();
    let qemu = Command::new("qemu-aarch64")
        .args(["-g", &port, "-L", "/usr/aarch64-linux-gnu", prog])
        .current_dir(ws.dir.path())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("qemu-aarch64 runs");
    let _qemu = KillOnDrop(qemu);
    let target = format!("target remote 127.0.0.1:{port}");
    let mut gdb = Command::new("gdb-multiarch");
    gdb.args(["-batch", "-nx", "-ex", "set sysroot /usr/aarch64-linux-gnu"]);
    // gdb retries a refused connection until qemu listens.
    gdb.args(["-ex", "set tcp connect-timeout 30", "-ex", &target]);
    for c in commands.iter().chain(&["kill"]) {
        gdb.args(["-ex", c]);
    }
    gdb.arg(prog).current_dir(ws.dir.path());
    let out = finish(run_with_timeout(&mut gdb, b"", LIMIT).expect("gdb-multiarch runs"));
    out.stdout + &out.stderr
}

/// `-g`: a promoted variable stored once with a constant is that constant throughout its
/// scope (`DW_AT_const_value`), with no register holding it: gdb prints it, signed, unsigned,
/// `double` and `float` alike, and `info locals` lists the integers, at `-O0` and `-O2`.
#[test]
fn gdb_shows_variables_that_are_constants_with_g() {
    if !on_path("gdb") {
        eprintln!("skipped: gdb is not installed");
        return;
    }
    let ws = Workspace::new();
    ws.write("constants.c", include_str!("cli/debug/constants.c"));
    for level in ["-O0", "-O2"] {
        let build = ["-g", level, "constants.c", "-o", "constants"];
        assert_success(&ws.tcc(&build), level);
        assert_dwarf_verifies(&ws, "constants");
        let commands = [
            "break use",
            "run",
            "up",
            "info locals",
            "print half",
            "print third",
        ];
        let Some(text) = gdb_batch(&ws, "constants", &commands) else {
            return;
        };
        for expected in ["five = 5\nminus = -3\n", "$1 = 2.5\n", "$2 = -0.75\n"] {
            assert!(text.contains(expected), "{level}: {expected:?} in:\n{text}");
        }
        let byte = text.lines().find(|l| l.starts_with("byte = "));
        let byte_ok = matches!(byte, Some("byte = 200 '\\310'" | "byte = <optimized out>"));
        assert!(byte_ok, "{level}: {text}");
    }
}

/// `-g`: a function's epilogue has its closing brace's line where its `return` statement
/// has code of its own, as gcc gives it: `next` from the `return` stops on the `}` and a
/// breakpoint on the `}` line is set there (not on the next function's first line), at
/// `-O0` and `-O2`. (`bump` is `noinline`: inlined, its store to `g` would be forwarded to
/// line 17's read, and line 17 would keep no instruction of its own at `-O2`.)
#[test]
fn gdb_stops_on_the_closing_brace_with_g() {
    if !on_path("gdb") {
        eprintln!("skipped: gdb is not installed");
        return;
    }
    let ws = Workspace::new();
    ws.write("brace.c", include_str!("cli/debug/brace.c"));
    for level in ["-O0", "-O2"] {
        assert_success(&ws.tcc(&["-g", level, "brace.c", "-o", "brace"]), level);
        assert_dwarf_verifies(&ws, "brace");
        let commands = [
            "break brace.c:18",
            "break main",
            "run",
            "next",
            "next",
            "continue",
        ];
        let Some(text) = gdb_batch(&ws, "brace", &commands) else {
            return;
        };
        for expected in [
            "Breakpoint 1 at ",
            ": file brace.c, line 18.\n",
            "\n16\t    bump(3);\n17\t    return twice(g) - 6;\n",
            "Breakpoint 1, main () at brace.c:18\n18\t}\n",
        ] {
            assert!(text.contains(expected), "{level}: {expected:?} in:\n{text}");
        }
    }
}

/// The bodies the inliner copied into `main` in `inlined.c` (it calls neither `scale` nor
/// `total` any more), checked so that the inlined-frame tests test inlined code.
fn assert_inlined(ws: &Workspace, target: &[&str]) {
    let mut args = target.to_vec();
    args.extend(["--emit=opt", "inlined.c"]);
    let out = ws.tcc(&args);
    assert_success(&out, "tcc-rs --emit=opt");
    let main = out.stdout.split("fn @main").nth(1).expect("main");
    assert!(
        !main.contains("@scale") && !main.contains("@total"),
        "{main}"
    );
}

/// What gdb shows of `tests/cli/debug/inlined.c`'s inlined calls at `scale`'s breakpoint
/// (`bt`, `up`, `print a[2]`, `down`, `finish`), on both targets.
const INLINED_FRAMES: [&str; 9] = [
    "#0  scale (v=",
    // A constant argument is the copy's parameter throughout (`DW_AT_const_value`).
    ", k=4) at inlined.c:10\n",
    "#1  total (a=0x",
    ", n=4) at inlined.c:18\n",
    "#2  main (argc=",
    ") at inlined.c:25\n",
    "$1 = 4\n",
    // `finish` from `scale` (after `down`) stops in `total`, on the call's line.
    "seen += r;\ntotal (a=0x",
    "\n18\t        s += scale(a[i], n);\n",
];

/// `-g` at the default level, where the inliner copies `scale` into `total` and `total`
/// into `main`: gdb shows the copies as inlined frames (`DW_TAG_inlined_subroutine`),
/// each with its name, its line and its caller's line below it, as on gcc -O2's build;
/// `up` reaches an inlined frame's variables (an argument the copy keeps in a register),
/// `finish` returns from an inlined frame to its caller's line. The DWARF verifies.
#[test]
fn gdb_shows_inlined_calls_as_frames_with_g() {
    if !on_path("gdb") {
        eprintln!("skipped: gdb is not installed");
        return;
    }
    let ws = Workspace::new();
    ws.write("inlined.c", include_str!("cli/debug/inlined.c"));
    assert_inlined(&ws, &[]);
    assert_success(&ws.tcc(&["-g", "inlined.c", "-o", "inlined"]), "tcc-rs -g");
    assert_dwarf_verifies(&ws, "inlined");
    let commands = [
        "break inlined.c:10",
        "run",
        "bt",
        "up",
        "print a[2]",
        "down",
        "finish",
    ];
    let Some(text) = gdb_batch(&ws, "inlined", &commands) else {
        return;
    };
    assert!(text.contains("Breakpoint 1, scale (v="), "{text}");
    for expected in INLINED_FRAMES {
        assert!(text.contains(expected), "{expected:?} in:\n{text}");
    }
}

/// Are `gdb-multiarch`, `qemu-aarch64` and the aarch64 cross gcc installed? If not, says
/// which is missing (the test is then skipped; CI installs them).
fn aarch64_gdb_tools() -> bool {
    let tools = ["gdb-multiarch", "qemu-aarch64", "aarch64-linux-gnu-gcc"];
    match tools.iter().find(|t| !on_path(t)) {
        Some(missing) => {
            eprintln!("skipped: {missing} is not installed (CI installs it)");
            false
        }
        None => true,
    }
}

/// The inlined frames of `gdb_shows_inlined_calls_as_frames_with_g` on aarch64, under
/// `qemu-aarch64` and `gdb-multiarch`.
#[test]
fn gdb_multiarch_shows_inlined_calls_as_frames_with_g() {
    if !aarch64_gdb_tools() {
        return;
    }
    let ws = Workspace::new();
    ws.write("inlined.c", include_str!("cli/debug/inlined.c"));
    let target = ["--target", "aarch64-linux-gnu"];
    assert_inlined(&ws, &target);
    let build = [&target[..], &["-g", "inlined.c", "-o", "inlined"]].concat();
    assert_success(&ws.tcc(&build), "tcc-rs --target aarch64 -g");
    assert_dwarf_verifies(&ws, "inlined");
    let commands = [
        "break inlined.c:10",
        "continue",
        "bt",
        "up",
        "print a[2]",
        "down",
        "finish",
    ];
    let text = gdb_multiarch_session(&ws, "inlined", &commands);
    for expected in INLINED_FRAMES {
        assert!(text.contains(expected), "{expected:?} in:\n{text}");
    }
}

/// `-g` on aarch64: tcc-rs programs built with `--target aarch64 -g -O0` run under
/// `qemu-aarch64 -g PORT`, and `gdb-multiarch` attached to them breaks by function and by
/// `file:line`, shows the arguments at a function's entry, a backtrace through three
/// frames with their lines, promoted locals (stepping with `next` through a loop) and one
/// in memory, and `finish`'s value; after `finish` the caller's argument, whose register
/// now holds the result, shows its own value or `<optimized out>`, never the result.
#[test]
fn gdb_multiarch_debugs_an_aarch64_program_under_qemu_with_g() {
    if !aarch64_gdb_tools() {
        return;
    }
    let ws = Workspace::new();
    ws.write("vars.c", include_str!("cli/debug/vars.c"));
    ws.write("stats.c", include_str!("../docs/examples/stats.c"));
    for c in ["vars", "stats"] {
        let (source, target) = (format!("{c}.c"), "aarch64-linux-gnu");
        let build = ["--target", target, "-g", "-O0", &source, "-o", c];
        assert_success(&ws.tcc(&build), "tcc-rs --target aarch64 -g");
        assert_dwarf_verifies(&ws, c);
    }
    let commands = [
        "break leaf",
        "break vars.c:17",
        "continue",
        "info args",
        "continue",
        "bt",
        "print sum",
        "print arr",
        "finish",
    ];
    let text = gdb_multiarch_session(&ws, "vars", &commands);
    for expected in [
        "Breakpoint 1, leaf (p=0x",
        ", k=2) at vars.c:11",
        "k = 2\n",
        "#0  leaf (",
        ") at vars.c:17",
        " in middle (a=",
        ") at vars.c:22",
        " in main () at vars.c:29",
        "= 9\n",
        "= {1, 18, 3, 4}\n",
        // The call's result is stored to `r`'s home on line 22 after it returns, as in
        // gcc's `-O0` code.
        ") at vars.c:22\n22\t    int r = leaf(&pt, (int)d);",
        "Value returned is $3 = 27",
    ] {
        assert!(text.contains(expected), "{expected:?} in:\n{text}");
    }

    let commands = [
        "break total",
        "continue",
        "bt",
        "next",
        "next",
        "next",
        "info locals",
        "finish",
    ];
    let text = gdb_multiarch_session(&ws, "stats", &commands);
    for expected in [
        // `int sum = 0;` stores to `sum`'s home: the function's first line with code, as in
        // gcc's `-O0` code.
        "Breakpoint 1, total (entries=0x",
        ", n=3) at stats.c:16",
        " in main () at stats.c:32",
        "18\t        sum += entries[i].score;\n17\t",
        "i = 0\nsum = 82\n",
        "Value returned is $1 = 220",
    ] {
        assert!(text.contains(expected), "{expected:?} in:\n{text}");
    }
    // `report (entries=0x..., n=3)` in the backtrace; after `finish`, that or nothing.
    let mut reports =
        (text.lines()).filter_map(|l| l.split("report (entries=").nth(1)?.split(',').next());
    let (Some(before), Some(after)) = (reports.next(), reports.next()) else {
        panic!("report's frame twice in:\n{text}")
    };
    assert!(before.starts_with("0x"), "{text}");
    assert!([before, "<optimized out>"].contains(&after), "{text}");
}

/// A branch to `__builtin_unreachable()` goes on past it, as gcc's programs do (gnulib's
/// `assume`, false in sed's own tests), and `__builtin_trap()` kills the program (SIGILL on
/// x86-64, SIGTRAP on aarch64):
/// the output and status of gcc -O0's program on each target, at every level of tcc-rs.
#[test]
fn unreachable_and_trap_behave_as_gcc_programs_do() {
    let ws = Workspace::new();
    ws.write("unreachable.c", include_str!("cli/unreachable.c"));
    for (gcc, _, runner, triple) in &gcc_targets() {
        let target = vec!["--target", *triple];
        let made = Command::new(gcc)
            .args(["-O0", "unreachable.c", "-o", "u-gcc"])
            .current_dir(ws.dir.path())
            .status()
            .expect("gcc runs");
        assert!(made.success());
        for mode in ["-O0", "--no-mem2reg", "-O2"] {
            let mut args = target.clone();
            args.extend([mode, "unreachable.c", "-o", "u-tcc"]);
            assert_success(&ws.tcc(&args), "unreachable.c");
            for case in [&[][..], &["trap"][..]] {
                let expected = run_program(&ws, runner, "u-gcc", case);
                let got = run_program(&ws, runner, "u-tcc", case);
                assert_eq!(got, expected, "{gcc} {mode} {case:?}");
            }
        }
    }
}

/// A unit held for the inliner runs the pipeline callees first, but its object defines the
/// functions kept in source order (as gcc's and as a compile one function at a time), and
/// lacks those nothing refers to any more once inlined: a static function called once, a
/// `static inline` one inlined at each call, and one whose only caller took it in.
#[test]
fn a_held_unit_defines_its_functions_in_source_order() {
    if !on_path("nm") {
        return;
    }
    let ws = Workspace::new();
    ws.write(
        "held.c",
        "#include <stdio.h>\n\
         static int once(int x);\n\
         static inline int tiny(int x) { return x + 1; }\n\
         int later(int x);\n\
         static int (*pick(void))(int);\n\
         int first(int x) { return once(x) + later(x) + tiny(x) + pick()(x); }\n\
         static int once(int x) { int s = 0; for (int i = 0; i < x; i++) s += i * i; return s; }\n\
         int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }\n\
         static int twice(int x) { return 2 * x; }\n\
         static int (*pick(void))(int) { return twice; }\n\
         int later(int x) { return tiny(x) * fact(5); }\n\
         int main(void) { printf(\"%d\\n\", first(4)); return 0; }\n",
    );
    for flags in [&["-O2"][..], &["-O2", "-g"], &["-Os"]] {
        let mut args = vec!["-c", "held.c", "-o", "held.o"];
        args.extend(flags);
        assert_success(&ws.tcc(&args), "-c");
        let nm = Command::new("nm")
            .current_dir(ws.dir.path())
            .args(["-n", "held.o"])
            .output()
            .expect("nm runs");
        let symbols = String::from_utf8_lossy(&nm.stdout);
        let code: Vec<&str> = (symbols.lines())
            .filter_map(|l| match l.split_whitespace().collect::<Vec<_>>()[..] {
                // Code generation's own stubs (`printf.tccrs.variadic`) apart.
                [_, "T" | "t", name] if !name.contains('.') => Some(name),
                _ => None,
            })
            .collect();
        assert_eq!(
            code,
            ["first", "fact", "twice", "later", "main"],
            "{flags:?}: the functions by address:\n{symbols}"
        );
        let mut args = vec!["held.c", "-o", "held"];
        args.extend(flags);
        assert_success(&ws.tcc(&args), "link");
        assert_eq!(ws.run("held").stdout, "627\n", "{flags:?}");
    }
}

/// A computed-goto interpreter and a dense `switch` on a `long` whose lowest case is small.
const DISPATCH: &str = "\
int run(const unsigned char *code) {
    static void *ops[] = {&&op_inc, &&op_dec, &&op_dbl, &&op_halt};
    int acc = 0;
    goto *ops[*code++];
op_inc: acc++; goto *ops[*code++];
op_dec: acc--; goto *ops[*code++];
op_dbl: acc *= 2; goto *ops[*code++];
op_halt: return acc;
}
int sw(long x) {
    switch (x) { case 1: return 10; case 2: return 20; case 3: return 7; case 4: return 9; case 6: return 1; }
    return -1;
}
int main(void) {
    static const unsigned char code[] = {0, 0, 2, 1, 2, 3};
    return run(code) * 10 + sw(3) + sw(5) + sw(-1) + sw(6);
}
";

/// The Cranelift text of function `name` in `--emit=clif` output.
fn clif_function<'a>(clif: &'a str, name: &str) -> &'a str {
    let start = clif
        .find(&format!("; function {name}\n"))
        .unwrap_or_else(|| panic!("no function {name} in:\n{clif}"));
    let rest = &clif[start + 1..];
    &rest[..rest.find("; function ").unwrap_or(rest.len())]
}

/// Narrow loads C widens are loaded extended, and the sign extension of a mask is a zero
/// extension (`src/codegen/extensions.rs`); the program's results are gcc's.
const EXTENSIONS: &str = r#"
#include <stdio.h>
typedef unsigned char u8;
long varint(const u8 *p) {            /* a byte read, tested, masked and widened */
    unsigned n = *p;
    if (n < 0x80) return n;
    return ((long)(n & 0x7f) << 7) | (p[1] & 0x7f);
}
int bytes(const signed char *s, const u8 *u) {
    int c = *s;                       /* sign-extended */
    return c == -1 ? 1000 + *u : c * 3 + (*s == 'A') + *u;
}
long index16(const short *a, const int *k) {   /* both extensions of one load */
    long i = *k;
    unsigned long j = (unsigned)*k;
    return a[i & 7] + (long)(j >> 28) + (long)(u8)*k;
}
int main(void) {
    u8 v[] = {0x85, 0x03, 0x7f};
    signed char s[] = {-1, 'A', -128};
    short a[8] = {1, -2, 3, -4, 5, -6, 7, -8};
    int k[] = {-3, 5, 0x7fffffff};
    printf("%ld %ld %ld\n", varint(v), varint(v + 2), varint(v + 1));
    printf("%d %d %d\n", bytes(s, v), bytes(s + 1, v + 1), bytes(s + 2, v + 2));
    printf("%ld %ld %ld\n", index16(a, k), index16(a, k + 1), index16(a, k + 2));
    return 0;
}
"#;

#[test]
fn narrow_loads_are_loaded_extended() {
    let ws = Workspace::new();
    ws.write("ext.c", EXTENSIONS);
    let out = ws.tcc(&["-O2", "--emit=clif", "ext.c"]);
    assert_success(&out, "--emit=clif");
    let varint = clif_function(&out.stdout, "varint");
    // `unsigned n = *p` returned as a `long`: the byte is loaded to 64 bits at once.
    assert!(varint.contains("= uload8.i64 v0"), "{varint}");
    assert!(!varint.contains("sextend"), "{varint}");
    let bytes = clif_function(&out.stdout, "bytes");
    assert!(bytes.contains("= sload8.i32 v0"), "{bytes}");
    assert!(bytes.contains("= uload8.i32 v1"), "{bytes}");
    assert!(!bytes.contains("sextend"), "{bytes}");
    // No plain narrow load is left to be extended after it.
    assert!(
        !varint.contains("= load.i8") && !bytes.contains("= load.i8"),
        "{bytes}"
    );
    assert_success(&ws.tcc(&["-O2", "ext.c", "-o", "ext"]), "compile");
    assert_success(&ws.tcc(&["-O0", "ext.c", "-o", "ext0"]), "compile -O0");
    let expected = "643 127 3\n1133 199 -257\n262 -1 254\n";
    assert_eq!(ws.run("ext").stdout, expected);
    assert_eq!(ws.run("ext0").stdout, expected);
}

/// Lowering's arithmetic and conversions of constants, which `-O0` runs no pass to fold
/// (`src/codegen/translate.rs`, `fold`); the program's results are gcc's.
const CONSTANT_OPERANDS: &str = r#"
#include <stdio.h>
unsigned long half(unsigned long x) { return x >> 1; }
long second(long *p) { return p[1] + 2 * 3; }
int main(void) {
    long a[3] = {10, 20, 30};
    unsigned char c = 300 - 45;
    long n = -7;
    unsigned long m = (unsigned)-1;
    short s = (short)70000;
    long sh = 1L << 62 >> 61;
    double d = 3;
    float big = 16777217;                 /* not exact in a float: converted when run */
    double u = (unsigned long)-1;
    int cmp = (unsigned)-1 > 1u;
    long *q = &a[2];
    printf("%lu %ld %u %ld %lu %d %ld %d %ld %g %ld\n", half(41), second(a), c, n, m, s, sh, cmp,
           7 / 2 + -7 % 3L, d, q[-1]);
    printf("%.1f %.1f\n", big, u);
    return 0;
}
"#;

#[test]
fn constant_operands_are_folded_at_o0() {
    let ws = Workspace::new();
    ws.write("k.c", CONSTANT_OPERANDS);
    let out = ws.tcc(&["-O0", "--emit=clif", "k.c"]);
    assert_success(&out, "--emit=clif");
    // `x >> 1` shifts by `iconst.i64 1`, not by a `sextend` of `iconst.i32 1` (which
    // Cranelift's x86-64 lowering made a load from the constant pool and a shift by %cl).
    let half = clif_function(&out.stdout, "half");
    assert!(!half.contains("sextend"), "{half}");
    assert!(half.contains("= iconst.i64 1\n"), "{half}");
    // `p[1]`: the index converted and scaled at compile time, an offset of 8.
    let second = clif_function(&out.stdout, "second");
    assert!(
        !second.contains("imul") && second.contains("= iconst.i64 8\n"),
        "{second}"
    );
    let main = clif_function(&out.stdout, "main");
    for op in [
        "sextend", "uextend", "ireduce", "imul", "ishl", "sshr", "icmp",
    ] {
        assert!(!main.contains(op), "{op} in:\n{main}");
    }
    // 3 to double is exact and folded; 16777217 to float and 2^64 - 1 to double round,
    // so they are converted when the program runs, in its rounding mode.
    assert_eq!(main.matches("fcvt_from").count(), 2, "{main}");
    let expected = "20 26 255 -7 4294967295 4464 2 1 2 3 20\n16777216.0 18446744073709551616.0\n";
    for opts in [&["-O0"][..], &["-O0", "--no-mem2reg"], &["-O2"]] {
        let mut args = opts.to_vec();
        args.extend(["k.c", "-o", "k"]);
        assert_success(&ws.tcc(&args), "compile");
        assert_eq!(ws.run("k").stdout, expected, "{opts:?}");
    }
}

#[test]
fn computed_goto_dispatch_is_a_bare_br_table() {
    let ws = Workspace::new();
    ws.write("dispatch.c", DISPATCH);
    let out = ws.tcc(&["-O2", "--emit=clif", "dispatch.c"]);
    assert_success(&out, "--emit=clif");
    // The label numbers start at 1 and any other number is undefined behaviour: the label
    // number is narrowed and indexes the table as it is, no subtraction, no range check.
    let run = clif_function(&out.stdout, "run");
    let table = run
        .lines()
        .position(|l| l.contains("br_table"))
        .unwrap_or_else(|| panic!("no br_table:\n{run}"));
    let lines: Vec<&str> = run.lines().collect();
    assert!(lines[table - 1].contains("= ireduce.i32 "), "{run}");
    assert!(lines[table - 2].starts_with("block"), "{run}");
    assert!(!run.contains("icmp"), "a range check in:\n{run}");
    // A switch on a `long` with a real default keeps its range check, without rebasing.
    let sw = clif_function(&out.stdout, "sw");
    assert!(sw.contains("icmp ult v0, v1  ; v1 = 7"), "{sw}");
    assert!(!sw.contains("isub"), "{sw}");
    assert_success(&ws.tcc(&["-O2", "dispatch.c", "-o", "dispatch"]), "compile");
    // acc: +1 +1 *2 -1 *2 = 6, then 6 * 10 + 7 - 1 - 1 + 1 (as gcc's build returns).
    assert_eq!(ws.run("dispatch").status, 66);
}

/// Where strict ISO C90 (`-ansi`, `-std=c90`) has no `//` comments, gcc's preprocessor lexes
/// `//*`, and `//` in a directive or a skipped group, as two `/`: the same program means
/// something else there than in GNU C90 or C99. The output of each build must be gcc's.
#[test]
fn double_slashes_mean_what_gcc_makes_of_them_in_each_standard() {
    let ws = Workspace::new();
    ws.write(
        "slashes.c",
        "#include <stdio.h>\n\
         #define EIGHT 8 //* 2 */ 4\n\
         int six = 6 //* a comment in C90 */ 2\n\
             ;\n\
         #if 0\n\
         // in a skipped group, C90 starts a comment here: /*\n\
         #else\n\
         #define KIND 1\n\
         #endif\n\
         #if 0\n\
         */\n\
         #else\n\
         #ifndef KIND\n\
         #define KIND 2\n\
         #endif\n\
         #endif\n\
         int main(void)\n\
         {\n\
             printf(\"%d %d %d\\n\", EIGHT, six, KIND);\n\
             return six;\n\
         }\n",
    );
    for std in [
        "-ansi",
        "-std=c89",
        "-std=iso9899:199409",
        "-std=gnu90",
        "-std=c99",
        "-std=gnu17",
    ] {
        gcc_in(&ws, &[std, "slashes.c", "-o", "gcc"]);
        let tcc = ws.tcc(&[std, "slashes.c", "-o", "tcc"]);
        assert_success(&tcc, std);
        let ours = run_program(&ws, &[], "tcc", &[]);
        assert_eq!(ours, run_program(&ws, &[], "gcc", &[]), "{std}");
    }
}

/// Which encoding prefixes make a literal depends on the standard, as in gcc 12: `u8"..."`,
/// `u"..."`, `U"..."`, `u'x'` and `U'x'` are C11's and GNU99's (before, `u8"x"` is the
/// name `u8` followed by `"x"`, which a macro may then expand), `u8'x'` is C2x's. The
/// program's output must be gcc's in every mode.
#[test]
fn literal_prefixes_are_the_standards_as_gcc_has_them() {
    let ws = Workspace::new();
    ws.write(
        "prefixes.c",
        "#include <stdio.h>\n\
         #define u8 \"narrow \"\n\
         static const char *s8 = u8\"x\";\n\
         #undef u8\n\
         #define u \"u \"\n\
         #define U \"U \"\n\
         static const char *su = (const char *)u\"x\", *sU = (const char *)U\"x\";\n\
         #undef u\n\
         #undef U\n\
         #define u 100 +\n\
         #define U 200 +\n\
         static int cu = u'x', cU = U'x';\n\
         int main(void)\n\
         {\n\
             printf(\"%s|%s|%s|%d|%d\\n\", s8, su, sU, cu, cU);\n\
         #if u'x' == 220\n\
             puts(\"#if: a name\");\n\
         #endif\n\
             return 0;\n\
         }\n",
    )
    .write(
        "utf8_char.c",
        "#include <stdio.h>\n\
         #define u8 1000 +\n\
         int main(void) { printf(\"%d\\n\", (int)u8'x'); return 0; }\n",
    );
    let cases: [(&str, &[&str]); 2] = [
        (
            "prefixes.c",
            &[
                "-std=c90",
                "-std=gnu90",
                "-std=c99",
                "-std=gnu99",
                "-std=c11",
                "-std=gnu17",
                "-std=c2x",
                "-std=gnu2x",
            ],
        ),
        (
            "utf8_char.c",
            &[
                "-std=c90",
                "-std=gnu90",
                "-std=c99",
                "-std=gnu99",
                "-std=c11",
                "-std=gnu17",
                "-std=c2x",
                "-std=gnu2x",
            ],
        ),
    ];
    for (file, stds) in cases {
        for std in stds {
            let what = format!("{file} {std}");
            gcc_in(&ws, &[std, "-w", file, "-o", "gcc"]);
            assert_success(&ws.tcc(&[std, "-w", file, "-o", "tcc"]), &what);
            let ours = run_program(&ws, &[], "tcc", &[]);
            assert_eq!(ours, run_program(&ws, &[], "gcc", &[]), "{what}");
        }
    }
}

/// Which words are keywords depends on the standard, as in gcc 12: in strict ISO C90
/// `inline`, `restrict`, `typeof` and `asm` are names; in GNU C90 `restrict` is; in the
/// strict ISO modes after C90 `typeof` and `asm` are. `-fno-asm` makes `asm` and `typeof`
/// names in every mode, and `inline` before C99; `-fasm` makes them keywords again, strict
/// ISO modes included, wherever `-std=` is. Their `__x__` spellings are keywords in every
/// mode (glibc's headers use them). Each program's output must be gcc's; what gcc rejects
/// must be rejected.
#[test]
fn keywords_are_the_standards_as_gcc_has_them() {
    let ws = Workspace::new();
    ws.write(
        "c90.c",
        "#include <stdio.h>\n#include <string.h>\n\
         static int inline = 3, restrict = 4;\n\
         static int typeof(int asm) { return asm * 2; }\n\
         static __inline int twice(int *__restrict p) { __typeof__(*p) v = *p; return v * 2; }\n\
         int main(void)\n\
         {\n\
             int asm = inline + restrict;\n\
             char buf[8];\n\
             strcpy(buf, \"c90\");\n\
             printf(\"%s %d %d %d\\n\", buf, asm, typeof(asm), twice(&asm));\n\
             return 0;\n\
         }\n",
    )
    .write(
        "gnu90.c",
        "#include <stdio.h>\n\
         static inline int restrict(int x) { typeof(x) y = x; return y + 1; }\n\
         int main(void) { int v = restrict(41); asm(\"\" : \"+r\"(v)); printf(\"%d\\n\", v); return 0; }\n",
    )
    .write(
        "c99.c",
        "#include <stdio.h>\n\
         static int typeof = 5;\n\
         static inline int get(const int *restrict asm) { return *asm + typeof; }\n\
         int main(void) { int v = 2; printf(\"%d\\n\", get(&v)); return 0; }\n",
    )
    .write(
        "fasm.c",
        "#include <stdio.h>\n\
         static inline int twice(int x) { typeof(x) y = x; asm(\"\" : \"+r\"(y)); return y * 2; }\n\
         int main(void) { printf(\"%d\\n\", twice(21)); return 0; }\n",
    );
    let cases: [(&str, &[&[&str]]); 6] = [
        (
            "c90.c",
            &[&["-ansi"], &["-std=c89"], &["-std=iso9899:199409"]],
        ),
        (
            "c90.c",
            &[&["-std=gnu90", "-fno-asm"], &["-fno-asm", "-std=gnu89"]],
        ),
        ("c90.c", &[&["-std=c90", "-fasm"], &["-fasm", "-ansi"]]),
        (
            "gnu90.c",
            &[&["-std=gnu90"], &["-std=gnu99"], &["-std=gnu17"]],
        ),
        (
            "c99.c",
            &[
                &["-std=c99"],
                &["-std=c11"],
                &["-std=c17"],
                &["-std=c2x"],
                &["-std=gnu90"],
                &["-fno-asm"],
                &["-std=gnu99", "-fno-asm"],
                &["-std=gnu2x", "-fno-asm"],
                &["-std=c11", "-fasm"],
                &["-std=c11", "-fasm", "-fno-asm"],
            ],
        ),
        (
            "fasm.c",
            &[
                &["-std=c90", "-fasm"],
                &["-ansi", "-fno-asm", "-fasm"],
                &["-fasm", "-std=c99"],
                &["-std=c2x", "-fasm"],
                &["-std=gnu99", "-fno-asm"],
                &["-std=gnu90", "-fno-asm"],
            ],
        ),
    ];
    for (file, flag_sets) in cases {
        for flags in flag_sets {
            let gcc = Command::new("gcc")
                .args(*flags)
                .args(["-w", file, "-o", "gcc"])
                .current_dir(ws.dir.path())
                .output()
                .expect("gcc runs");
            let tcc = ws.tcc(&[flags, &["-w", file, "-o", "tcc"][..]].concat());
            let what = format!("{file} {flags:?}");
            if !gcc.status.success() {
                // gnu90 has `typeof` as a keyword, so `c99.c` is rejected there; `-fasm`
                // makes `inline` one in C90 and `asm` one in C11, and `-fno-asm` leaves
                // `inline` a keyword in C99.
                assert_ne!(tcc.status, 0, "{what}: gcc rejects it, tcc-rs accepts it");
                continue;
            }
            assert_success(&tcc, &what);
            let ours = run_program(&ws, &[], "tcc", &[]);
            assert_eq!(ours, run_program(&ws, &[], "gcc", &[]), "{what}");
        }
    }
}

#[test]
fn clearing_loops_become_memset_unless_builtins_are_off() {
    let ws = Workspace::new();
    // A program with its own memset, which counts its calls: its own loop never becomes a
    // call (of itself), main's does, as in gcc, unless `-fno-builtin` or
    // `-fno-builtin-memset` keeps the loop.
    ws.write(
        "clear.c",
        "typedef unsigned long size_t;\n\
         static int calls;\n\
         void *memset(void *d, int c, size_t n) {\n\
             unsigned char *p = d; calls++;\n\
             for (size_t i = 0; i < n; i++) p[i] = (unsigned char)c;\n\
             return d;\n\
         }\n\
         char buf[100];\n\
         int main(int argc, char **argv) {\n\
             (void)argv;\n\
             for (int i = 0; i < argc * 50; i++) buf[i] = 7;\n\
             return calls * 10 + buf[49];\n\
         }\n",
    );
    let made = |flags: &[&str]| stats_counter(&ws, "clear.c", "memsets made", flags);
    assert_eq!(made(&[]), "1");
    assert_eq!(made(&["-fno-builtin-memcpy"]), "1");
    assert_eq!(made(&["-fno-builtin"]), "0");
    assert_eq!(made(&["-fno-builtin-memset"]), "0");
    assert_eq!(made(&["--no-loop-idiom"]), "0");
    // `-ffreestanding` implies `-fno-builtin`; `-fhosted` after either undoes it, as gcc's
    // c-opts.c sets `flag_no_builtin` from the last of them.
    assert_eq!(made(&["-ffreestanding"]), "0");
    assert_eq!(made(&["-fno-hosted"]), "0");
    assert_eq!(made(&["-ffreestanding", "-fhosted"]), "1");
    assert_eq!(made(&["-fno-builtin", "-fno-freestanding"]), "1");
    assert_eq!(made(&["-fhosted", "-fno-builtin"]), "0");
    for (flags, status) in [
        (&[][..], 17),
        (&["-fno-builtin"], 7),
        (&["-ffreestanding"], 7),
        (&["-fno-builtin-memset"], 7),
        (&["--no-loop-idiom"], 7),
    ] {
        let args: Vec<&str> = ["clear.c", "-o", "clear"]
            .iter()
            .chain(flags)
            .copied()
            .collect();
        assert_success(&ws.tcc(&args), "compile");
        assert_eq!(ws.run("clear").status, status, "{flags:?}");
    }
}

#[test]
fn freestanding_and_hosted_set_stdc_hosted_as_gcc() {
    let ws = Workspace::new();
    let command_lines: &[&[&str]] = &[
        &[],
        &["-ffreestanding"],
        &["-fno-hosted"],
        &["-fhosted"],
        &["-fno-freestanding"],
        &["-ffreestanding", "-fhosted"],
        &["-fhosted", "-ffreestanding"],
    ];
    let hosted = |out: &str| {
        out.lines()
            .find_map(|l| l.strip_prefix("#define __STDC_HOSTED__ "))
            .map(str::to_string)
    };
    for flags in command_lines {
        let args: Vec<&str> = flags.iter().copied().chain(["-dM", "-E", "-"]).collect();
        let Ok(gcc) = Command::new("gcc")
            .args(&args)
            .stdin(Stdio::null())
            .output()
        else {
            eprintln!("gcc not installed; skipping");
            return;
        };
        let ours = ws.tcc(&args);
        assert_success(&ours, "-dM -E");
        let expected = hosted(&String::from_utf8_lossy(&gcc.stdout));
        assert_eq!(hosted(&ours.stdout), expected, "{flags:?}");
    }
    // Freestanding, the bundled <stdint.h> stands alone, as gcc's stdint-gcc.h does.
    ws.write(
        "fs.c",
        "#include <stdint.h>\n#include <limits.h>\n#include <stddef.h>\n\
         int32_t f(intptr_t p) { return (int32_t)p + INT_MAX + (int)sizeof(size_t); }\n",
    );
    assert_success(
        &ws.tcc(&["-ffreestanding", "-c", "fs.c"]),
        "freestanding headers",
    );
}

/// `-E` marks the entering of every header and the return from it, as gcc does, even for a
/// header that writes no line: zsh's configure finds the header that defines the signals by
/// reading the names off the markers of `#include <signal.h>`.
#[test]
fn e_marks_every_header_entered_even_one_without_text() {
    let ws = Workspace::new();
    ws.write("defs.h", "#define A 1\n#include \"inner.h\"\n");
    ws.write("inner.h", "#define B 2\n");
    ws.write(
        "m.c",
        "int x;\n\n#include \"defs.h\"\nint y = A + B;\n#include \"defs.h\"\n\
         #include \"inner.h\"\nint z;\n#include \"inner.h\"\n",
    );
    let out = ws.tcc(&["-E", "m.c"]);
    assert_success(&out, "-E");
    // gcc's, less its lines for the built-in, command-line and stdc-predef.h pseudo files.
    let expected = "# 1 \"m.c\"\nint x;\n\n# 1 \"defs.h\" 1\n\n# 1 \"inner.h\" 1\n\
                    # 3 \"defs.h\" 2\n# 4 \"m.c\" 2\nint y = 1 + 2;\n# 1 \"defs.h\" 1\n\n\
                    # 1 \"inner.h\" 1\n# 3 \"defs.h\" 2\n# 6 \"m.c\" 2\n# 1 \"inner.h\" 1\n\
                    # 7 \"m.c\" 2\nint z;\n# 1 \"inner.h\" 1\n# 9 \"m.c\" 2\n";
    assert_eq!(out.stdout, expected);
    let out = ws.tcc(&["-E", "-P", "m.c"]);
    assert_eq!(out.stdout, "int x;\nint y = 1 + 2;\nint z;\n");
}

/// `-E -dD` keeps each `#define` and `#undef` where it stands in the output, spelled as gcc
/// spells them (libxcrypt's configure probes it); the built-in and command-line ones come
/// first, and `-dM` wins over it. Without `-E`, gcc ignores it, and so does tcc-rs.
#[test]
fn dd_keeps_the_define_directives_in_the_preprocessed_output_as_gcc() {
    let ws = Workspace::new();
    ws.write("inc.h", "#define IN_HEADER(a, ...)  a  +__VA_ARGS__\n");
    ws.write(
        "dd.c",
        "#define FIRST_OF_FILE 1\n#include \"inc.h\"\nint a = FIRST_OF_FILE;\n#undef FIRST_OF_FILE\n\
         #define F(x,y) ((x)+ y)  /* c */\nint b = F(1,2), c = IN_HEADER(3, 4);\n#pragma foo\n\
         #define EMPTY\n#if 0\n#define SKIPPED 1\n#endif\n#undef NEVER_DEFINED\n",
    );
    // The built-in macros differ (tcc-rs claims GNU C 4.2.1): compare from the file's first.
    let from_file = |text: &str| -> String {
        let at = text
            .find("#define FIRST_OF_FILE")
            .expect("the first define");
        text[at..].to_string()
    };
    let args = ["-E", "-dD", "-P", "-DFROM_CLI=2", "dd.c"];
    let out = ws.tcc(&args);
    assert_success(&out, "-E -dD -P");
    assert_eq!(from_file(&out.stdout), from_file(&gcc_in(&ws, &args)));
    assert!(
        out.stdout.contains("#define FROM_CLI 2\n"),
        "{}",
        out.stdout
    );
    assert!(!out.stdout.contains("__DATE__"), "{}", out.stdout);
    // With line markers: the same lines but the markers and blank lines.
    let out = ws.tcc(&["-E", "-dD", "dd.c"]);
    assert_success(&out, "-E -dD");
    let text = |s: &str| -> Vec<String> {
        from_file(s)
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with("# "))
            .map(String::from)
            .collect()
    };
    assert_eq!(
        text(&out.stdout),
        text(&gcc_in(&ws, &["-E", "-dD", "dd.c"]))
    );
    let out = ws.tcc(&["-E", "-dD", "-dM", "dd.c"]);
    assert_success(&out, "-E -dD -dM");
    assert!(!out.stdout.contains("int a"), "{}", out.stdout);
    assert!(out.stdout.contains("#define EMPTY \n"), "{}", out.stdout);
    let out = ws.tcc(&["-dD", "-c", "dd.c", "-o", "dd.o"]);
    assert_success(&out, "-dD -c");
}

/// gcc's `-Wattributes` names the warning for an attribute it ignores, so that
/// `-Werror=attributes` makes it an error and `-Wno-attributes` silences it: libmicrohttpd's
/// configure checks that `-Werror=attributes` rejects an unknown attribute before it trusts
/// that a compiler accepting `inline __attribute__((always_inline))` understands it.
#[test]
fn attributes_warning_has_its_switch() {
    let ws = Workspace::new();
    ws.write(
        "attr.c",
        "__attribute__((non_existing_attrb_dummy)) int f(void) { return 3; }\n\
         int main(void) { return f(); }\n",
    );
    let compile =
        |switches: &[&str]| ws.tcc(&[switches, &["-c", "attr.c", "-o", "attr.o"]].concat());
    let message = "'non_existing_attrb_dummy' attribute directive ignored";
    let out = compile(&[]);
    assert_success(&out, "no switch");
    assert!(
        out.stderr
            .contains(&format!("warning: {message} [-Wattributes]")),
        "{}",
        out.stderr
    );
    let out = compile(&["-Werror=attributes"]);
    assert_eq!(out.status, 1, "{}", out.stderr);
    assert!(
        out.stderr
            .contains(&format!("error: {message} [-Werror=attributes]")),
        "{}",
        out.stderr
    );
    let out = compile(&["-Werror", "-Wno-error=attributes"]);
    assert_success(&out, "-Werror -Wno-error=attributes");
    let out = compile(&["-Wno-attributes"]);
    assert_success(&out, "-Wno-attributes");
    assert_eq!(out.stderr, "");
}

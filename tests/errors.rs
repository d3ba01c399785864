//! Diagnostics tests: every `tests/errors/NAME.c` is a program gcc complains about; the
//! front end must give exactly the diagnostics in `NAME.stderr` (each rendered gcc-style
//! for a file named `NAME.c`). If they include an error, the program must be rejected; if
//! they are only warnings (gcc accepts `int a[1] = {1, 2};` with one), it must be accepted,
//! which is what makes the driver exit with status 0. A program accepted without any
//! diagnostic fails the test. `BLESS=1 cargo test --test errors` rewrites the expected files.
//!
//! Each case runs twice: through the library (parse and check, no preprocessor) and through
//! the built `tcc-rs`, whose preprocessor maps every position back through its source map.
//! The driver must print the same text, or `NAME.driver.stderr` where the two differ
//! (an empty one: the preprocessed program is accepted silently, as gcc accepts it). Cases
//! under `tests/errors/driver/` use macros and headers and run through the driver only.
//! The driver's `-c` output is also compared with what every other entry point prints
//! (`check_driver`).
//!
//! Cases under `tests/errors/inline/` are the inliner's errors, which gcc gives after its front
//! end: they run through the driver with the options their first line names, and
//! `-fsyntax-only` must accept them silently, as gcc does.
//!
//! Cases under `tests/errors/pedantic/` run through the driver with the options their first
//! line names (`/* options: -std=c17 -pedantic */`), and again with `-pedantic-errors` in
//! place of `-pedantic` when a `NAME.errors.stderr` holds what that gives: each expected
//! text is gcc 12's for the same command.
use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};
use tcc_rs::diag::{Diagnostic, Severity, SourceFile};
use tcc_rs::Options;

fn main() {
    let args = Arguments::from_args();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/errors");
    let mut trials = Vec::new();
    for path in sources(&dir) {
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        let p = path.clone();
        trials.push(Trial::test(name.clone(), move || check(&p)));
        trials.push(Trial::test(format!("driver/{name}"), move || {
            let own = path.with_extension("driver.stderr");
            match own.exists() {
                true => check_driver(&path, &own, &[], true),
                false => check_driver(&path, &path.with_extension("stderr"), &[], false),
            }
        }));
    }
    for path in sources(&dir.join("driver")) {
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        trials.push(Trial::test(format!("driver/{name}"), move || {
            check_driver(&path, &path.with_extension("stderr"), &[], true)
        }));
    }
    for path in sources(&dir.join("inline")) {
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        trials.push(Trial::test(format!("inline/{name}"), move || {
            let options = case_options(&path)?;
            check_inliner(&path, &options)
        }));
    }
    for path in sources(&dir.join("pedantic")) {
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        let p = path.clone();
        trials.push(Trial::test(format!("pedantic/{name}"), move || {
            let options = case_options(&p)?;
            check_driver(&p, &p.with_extension("stderr"), &options, true)
        }));
        let errors = path.with_extension("errors.stderr");
        if errors.exists() {
            trials.push(Trial::test(format!("pedantic-errors/{name}"), move || {
                let options = case_options(&path)?;
                let options = options.iter().map(|o| match o.as_str() {
                    "-pedantic" => "-pedantic-errors".to_string(),
                    _ => o.clone(),
                });
                check_driver(&path, &errors, &options.collect::<Vec<_>>(), false)
            }));
        }
    }
    libtest_mimic::run(&args, trials).exit();
}

/// The `.c` files of a directory, sorted.
fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut cases: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("test directory exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "c"))
        .collect();
    cases.sort();
    cases
}

/// The options a case's first line names: `/* options: -std=c17 -pedantic */`.
fn case_options(path: &Path) -> Result<Vec<String>, Failed> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let first = text.lines().next().unwrap_or("");
    let options = first
        .strip_prefix("/* options:")
        .and_then(|rest| rest.trim_end().strip_suffix("*/"))
        .ok_or_else(|| format!("{}: no '/* options: ... */' line first", path.display()))?;
    Ok(options.split_whitespace().map(String::from).collect())
}

/// The diagnostics the front end gives for the file, rendered as the driver prints them.
fn diagnostics(path: &Path) -> Result<String, Failed> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    let file = SourceFile::new(name, text);
    // The expected output is the same on every target: pin one.
    let opts = Options {
        target: "x86_64-unknown-linux-gnu".parse().unwrap(),
        ..Options::default()
    };
    // Through the front end's entry point, as the driver compiles.
    let checked = tcc_rs::front_end::lower_source(&file, &opts);
    let render = |ds: &[Diagnostic]| Diagnostic::render_all(ds, &file);
    match checked {
        Ok(syms) if syms.warnings.is_empty() => {
            Err("the program was accepted without a diagnostic".into())
        }
        Ok(syms) => Ok(render(&syms.warnings)),
        Err(ds) => {
            let rendered: String = render(&ds);
            if ds.iter().any(|d| d.severity == Severity::Error) {
                Ok(rendered)
            } else {
                Err(format!("rejected without an error:\n{rendered}").into())
            }
        }
    }
}

fn check(path: &Path) -> Result<(), Failed> {
    let actual = diagnostics(path)?;
    compare(&actual, &path.with_extension("stderr"), true)
}

/// Compares `actual` with the expected file, or rewrites it under `BLESS` if `bless`.
fn compare(actual: &str, expected_path: &Path, bless: bool) -> Result<(), Failed> {
    if bless && std::env::var_os("BLESS").is_some() {
        std::fs::write(expected_path, actual).map_err(|e| e.to_string())?;
        return Ok(());
    }
    let expected = std::fs::read_to_string(expected_path).unwrap_or_default();
    if actual == expected {
        return Ok(());
    }
    let diff = similar::TextDiff::from_lines(expected.as_str(), actual)
        .unified_diff()
        .header("expected", "actual")
        .to_string();
    Err(format!("diagnostics differ:\n{diff}").into())
}

/// Runs `tcc-rs OPTIONS -c` on the case in its own directory (so diagnostics name it as gcc
/// would) and compares what it prints with `expected` (which `BLESS` rewrites if `bless`); then
/// every other way the driver reads a C source must print the same and write nothing, so
/// that a check one path skips cannot hide: `-fsyntax-only`, `-S`, and for a rejected
/// program linking and `-run` (an accepted one may have no `main` to link or run).
fn check_driver(
    path: &Path,
    expected: &Path,
    options: &[String],
    bless: bool,
) -> Result<(), Failed> {
    let stderr = run_driver(path, options, &["-c"])?;
    compare(&stderr, expected, bless)?;
    let mut entries: Vec<&[&str]> = vec![&["-fsyntax-only"], &["-S"]];
    if stderr.contains(": error: ") {
        entries.extend([&[][..], &["-run"][..]]);
    }
    for args in entries {
        let again = run_driver(path, options, args)?;
        if again != stderr {
            let diff = similar::TextDiff::from_lines(stderr.as_str(), again.as_str())
                .unified_diff()
                .header("-c", &format!("{args:?}"))
                .to_string();
            return Err(format!("{args:?} prints other diagnostics than -c:\n{diff}").into());
        }
    }
    Ok(())
}

/// Runs `tcc-rs OPTIONS -c` on a case of the inliner's errors, which gcc gives after its
/// front end (a call of an `always_inline` function that cannot be inlined), and compares
/// what it prints with `NAME.stderr`; `-S`, linking and `-run` must print the same, and
/// `-fsyntax-only`, which stops before the inliner, nothing (as gcc's).
fn check_inliner(path: &Path, options: &[String]) -> Result<(), Failed> {
    let stderr = run_driver(path, options, &["-c"])?;
    compare(&stderr, &path.with_extension("stderr"), true)?;
    for args in [&["-S"][..], &[][..], &["-run"][..]] {
        let again = run_driver(path, options, args)?;
        if again != stderr {
            return Err(format!("{args:?} prints other diagnostics than -c:\n{again}").into());
        }
    }
    let syntax = run_driver(path, options, &["-fsyntax-only"])?;
    match syntax.is_empty() {
        true => Ok(()),
        false => Err(format!("-fsyntax-only prints diagnostics:\n{syntax}").into()),
    }
}

/// The standard error of `tcc-rs OPTIONS ARGS CASE` (with `-o` into a scratch directory,
/// except for `-run`), checked to fail exactly when it reports an error and to write no
/// output then.
fn run_driver(path: &Path, options: &[String], args: &[&str]) -> Result<String, Failed> {
    let out_dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let out = out_dir.path().join("out");
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_tcc-rs"));
    cmd.current_dir(path.parent().unwrap())
        .args(["--target", "x86_64-unknown-linux-gnu"])
        .args(options)
        .args(args);
    if args == ["-run"] {
        cmd.arg(path.file_name().unwrap())
            .stdin(std::process::Stdio::null());
    } else {
        cmd.arg(path.file_name().unwrap()).arg("-o").arg(&out);
    }
    let output = cmd.output().map_err(|e| format!("running tcc-rs: {e}"))?;
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    let rejected = !output.status.success();
    if rejected != stderr.contains(": error: ") {
        return Err(format!("{args:?}: exit status {} with:\n{stderr}", output.status).into());
    }
    if rejected && out.exists() {
        return Err(format!("{args:?}: rejected, yet wrote {}", out.display()).into());
    }
    Ok(stderr)
}

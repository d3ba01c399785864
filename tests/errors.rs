//! Diagnostics tests: every `tests/errors/NAME.c` is a program gcc complains about; the
//! front end must give exactly the diagnostics in `NAME.stderr` (each rendered gcc-style
//! for a file named `NAME.c`). If they include an error, the program must be rejected; if
//! they are only warnings (gcc accepts `int a[1] = {1, 2};` with one), it must be accepted,
//! which is what makes the driver exit with status 0. A program accepted without any
//! diagnostic fails the test. `BLESS=1 cargo test --test errors` rewrites the expected files.

use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};
use tcc_rs::diag::{Diagnostic, Severity, SourceFile};
use tcc_rs::Options;

fn main() {
    let args = Arguments::from_args();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/errors");
    let mut cases: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/errors exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "c"))
        .collect();
    cases.sort();
    let trials = cases
        .into_iter()
        .map(|path| {
            let name = path.file_stem().unwrap().to_string_lossy().into_owned();
            Trial::test(name, move || check(&path))
        })
        .collect();
    libtest_mimic::run(&args, trials).exit();
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
    // Lowering cannot fail once sema accepts: parse and check are the whole verdict.
    let checked =
        tcc_rs::parse::parse(&file).and_then(|mut unit| tcc_rs::sema::check(&mut unit, &opts));
    let render = |ds: &[Diagnostic]| ds.iter().map(|d| d.render(&file)).collect();
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
    let expected_path = path.with_extension("stderr");
    if std::env::var_os("BLESS").is_some() {
        std::fs::write(&expected_path, &actual).map_err(|e| e.to_string())?;
        return Ok(());
    }
    let expected = std::fs::read_to_string(&expected_path).unwrap_or_default();
    if actual == expected {
        return Ok(());
    }
    let diff = similar::TextDiff::from_lines(&expected, &actual)
        .unified_diff()
        .header("expected", "actual")
        .to_string();
    Err(format!("diagnostics differ:\n{diff}").into())
}

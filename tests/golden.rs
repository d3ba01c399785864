//! IR golden tests for mem2reg and loop rotation, in the style of Cranelift's filetests: each
//! `tests/mem2reg/NAME.ir` holds an input function, the separator line
//! `; ---- after mem2reg ----`, then exactly what the pass must produce: the printed
//! function, one `; stats:` line and one `; remark:` line per alloca left in memory.
//! The output must also pass the verifier. `BLESS=1 cargo test --test golden` rewrites the
//! expected sections from the current output (review every change by hand: they must be
//! right, not merely current).
//!
//! A `tests/mem2reg/NAME.c` file is a golden test from C: it is lowered by the front end (for
//! x86-64, without the preprocessor, so it includes no headers), every function goes through
//! mem2reg, and the output is compared with `NAME.ssa` in the same format: the printed
//! functions, each followed by its `; stats:` and `; remark:` lines. These show what the pass
//! does with the IR the front end really emits, aggregates included.
//!
//! `tests/loop_rotate/` holds the same two kinds for loop rotation (`passes::loop_rotate`):
//! `NAME.ir` with the separator `; ---- after loop-rotate ----` and one `; stats:` line, and
//! `NAME.c`, whose functions go through mem2reg then loop rotation, against `NAME.rotated`.

use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};
use tcc_rs::diag::SourceFile;
use tcc_rs::front_end::lower_source;
use tcc_rs::ir::print::print_function;
use tcc_rs::ir::read::read_function;
use tcc_rs::ir::verify::verify_function;
use tcc_rs::ir::Function;
use tcc_rs::passes::loop_rotate;
use tcc_rs::passes::mem2reg::{self, Report};
use tcc_rs::Options;

const SEPARATOR: &str = "; ---- after mem2reg ----";
const ROTATE_SEPARATOR: &str = "; ---- after loop-rotate ----";

fn main() {
    let args = Arguments::from_args();
    let mut trials = Vec::new();
    for path in test_files("mem2reg") {
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        trials.push(if path.extension().is_some_and(|x| x == "c") {
            Trial::test(name, move || run_c_golden(&path))
        } else {
            Trial::test(name, move || run_golden(&path))
        });
    }
    for path in test_files("loop_rotate") {
        let name = format!(
            "loop_rotate/{}",
            path.file_stem().unwrap().to_string_lossy()
        );
        trials.push(if path.extension().is_some_and(|x| x == "c") {
            Trial::test(name, move || run_rotate_c_golden(&path))
        } else {
            Trial::test(name, move || run_rotate_golden(&path))
        });
    }
    libtest_mimic::run(&args, trials).exit();
}

/// The `.ir` and `.c` tests of `tests/DIR`, sorted.
fn test_files(dir: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join(dir);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ir" || x == "c"))
        .collect();
    files.sort();
    files
}

/// Loop rotation on `func`, checked by the verifier; the printed result and its stats line.
fn rotate_text(func: &mut Function) -> Result<String, Failed> {
    let stats = loop_rotate::run(func);
    let actual = format!(
        "{}; stats: rotated {}\n",
        print_function(func),
        stats.rotated
    );
    verify_function(func).map_err(|e| format!("output does not verify: {e}\n{actual}"))?;
    Ok(actual)
}

fn run_rotate_golden(path: &Path) -> Result<(), Failed> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let (input, expected) = match text.split_once(&format!("{ROTATE_SEPARATOR}\n")) {
        Some((i, e)) => (i, Some(e)),
        None => (text.as_str(), None),
    };
    let mut func = read_function(&strip_comments(input)).map_err(|e| format!("input: {e}"))?;
    verify_function(&func).map_err(|e| format!("input does not verify: {e}"))?;
    let actual = rotate_text(&mut func)?;
    if std::env::var_os("BLESS").is_some() {
        let blessed = format!("{input}{ROTATE_SEPARATOR}\n{actual}");
        std::fs::write(path, blessed).map_err(|e| e.to_string())?;
        return Ok(());
    }
    let Some(expected) = expected else {
        return Err(format!("no `{ROTATE_SEPARATOR}` section; run with BLESS=1 and review").into());
    };
    same_text(path, expected, &actual)
}

fn run_rotate_c_golden(path: &Path) -> Result<(), Failed> {
    let mut actual = String::new();
    for mut func in lower_x86_64(path)? {
        mem2reg::run(&mut func);
        actual.push_str(&rotate_text(&mut func)?);
    }
    compare_or_bless(&path.with_extension("rotated"), &actual)
}

/// The functions of the C file at `path`, lowered for x86-64 (memory form, verified).
fn lower_x86_64(path: &Path) -> Result<Vec<Function>, Failed> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let file = SourceFile::new(path.file_name().unwrap().to_string_lossy(), text);
    let opts = Options {
        target: "x86_64-unknown-linux-gnu".parse().expect("a known triple"),
        ..Options::default()
    };
    let module = lower_source(&file, &opts)
        .map_err(|ds| {
            let rendered: String = ds.iter().map(|d| d.render(&file)).collect();
            format!("the front end rejected it:\n{rendered}")
        })?
        .module;
    for func in &module.functions {
        verify_function(func).map_err(|e| format!("input does not verify: {e}"))?;
    }
    Ok(module.functions)
}

fn run_golden(path: &Path) -> Result<(), Failed> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let (input, expected) = match text.split_once(&format!("{SEPARATOR}\n")) {
        Some((i, e)) => (i, Some(e)),
        None => (text.as_str(), None),
    };
    let mut func = read_function(&strip_comments(input)).map_err(|e| format!("input: {e}"))?;
    verify_function(&func).map_err(|e| format!("input does not verify: {e}"))?;
    let report = mem2reg::run(&mut func);
    let actual = format!("{}{}", print_function(&func), report_text(&report));
    verify_function(&func).map_err(|e| format!("output does not verify: {e}\n{actual}"))?;
    if std::env::var_os("BLESS").is_some() {
        let blessed = format!("{input}{SEPARATOR}\n{actual}");
        std::fs::write(path, blessed).map_err(|e| e.to_string())?;
        return Ok(());
    }
    let Some(expected) = expected else {
        return Err(format!("no `{SEPARATOR}` section; run with BLESS=1 and review").into());
    };
    same_text(path, expected, &actual)
}

fn run_c_golden(path: &Path) -> Result<(), Failed> {
    let mut actual = String::new();
    for mut func in lower_x86_64(path)? {
        let func = &mut func;
        let report = mem2reg::run(func);
        verify_function(func).map_err(|e| format!("output does not verify: {e}"))?;
        actual.push_str(&print_function(func));
        actual.push_str(&report_text(&report));
    }
    compare_or_bless(&path.with_extension("ssa"), &actual)
}

/// Compare `actual` with the file at `expected`, or write it there under `BLESS=1`.
fn compare_or_bless(expected: &Path, actual: &str) -> Result<(), Failed> {
    if std::env::var_os("BLESS").is_some() {
        return std::fs::write(expected, actual).map_err(|e| e.to_string().into());
    }
    let want = std::fs::read_to_string(expected)
        .map_err(|e| format!("{}: {e}; run with BLESS=1 and review", expected.display()))?;
    same_text(expected, &want, actual)
}

/// Ok when `actual` is `expected` (from the file at `path`), else the difference.
fn same_text(path: &Path, expected: &str, actual: &str) -> Result<(), Failed> {
    if expected != actual {
        let diff = similar::TextDiff::from_lines(expected, actual);
        let diff = diff.unified_diff().header("expected", "actual").to_string();
        return Err(format!("output differs from {}:\n{diff}", path.display()).into());
    }
    Ok(())
}

/// The reader sees the function only: the file's leading comment lines (what the test is
/// about) are dropped.
fn strip_comments(input: &str) -> String {
    input
        .lines()
        .filter(|l| !l.trim_start().starts_with(';'))
        .map(|l| format!("{l}\n"))
        .collect()
}

fn report_text(r: &Report) -> String {
    let s = &r.stats;
    let mut out = format!(
        "; stats: promoted {}, single-store {}, single-block {}, dead {}, phis {}, loads removed {}, stores removed {}\n",
        s.promoted, s.single_store, s.single_block, s.dead, s.phis_inserted, s.loads_removed, s.stores_removed
    );
    for m in &r.remarks {
        out.push_str(&format!("; remark: {m}\n"));
    }
    out
}

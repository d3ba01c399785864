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
//! The passes that run after mem2reg have the same two kinds, in a folder each (`PASSES`):
//! `tests/loop_rotate/` for loop rotation (`passes::loop_rotate`), `tests/tail_recursion/`
//! for tail recursion elimination (`passes::tail_recursion`), `tests/iv_widen/` for
//! induction-variable widening (`passes::iv_widen`), `tests/strength_reduce/` for loop
//! strength reduction (`passes::strength_reduce`), `tests/tail_dup/` for tail duplication
//! (`passes::tail_dup`), `tests/partial_inline/` for partial inlining of early exits
//! (`passes::partial_inline`), `tests/inline/` for inlining in loops (`passes::inline`,
//! whose `.c` tests inline the functions defined earlier in the file). `NAME.ir` has the separator `; ---- after PASS ----` and one
//! `; stats:` line; `NAME.c`'s functions go through mem2reg (and, as in code generation, loop
//! rotation for `iv_widen`, rotation and widening for `strength_reduce` and `tail_dup`) then
//! the pass, against `NAME.EXT` (`.rotated`, `.tre`, `.widened`, `.reduced`, `.dup`, `.pi`,
//! `.inlined`).

use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};
use tcc_rs::diag::SourceFile;
use tcc_rs::front_end::lower_source;
use tcc_rs::ir::print::print_function;
use tcc_rs::ir::read::read_function;
use tcc_rs::ir::verify::verify_function;
use tcc_rs::ir::Function;
use tcc_rs::passes::mem2reg::{self, Report};
use tcc_rs::passes::{
    inline, iv_widen, loop_rotate, partial_inline, strength_reduce, tail_dup, tail_recursion,
};
use tcc_rs::Options;

/// A pass with golden tests in `tests/DIR`: mem2reg, and those run after it.
struct Pass {
    dir: &'static str,
    /// As in the separator line: `; ---- after NAME ----`.
    name: &'static str,
    /// The extension of the expected output of a `.c` test.
    extension: &'static str,
    /// Runs the pass on a function, given the functions before it in its file (as
    /// `prepare` left them; only inlining looks at them); its `; stats:` line (and
    /// mem2reg's `; remark:` lines).
    run: fn(&mut Function, &[Function]) -> String,
    /// What a `.c` test's functions go through first (mem2reg for the passes after it).
    prepare: fn(&mut Function),
}

fn nothing(_: &mut Function) {}

fn promote(f: &mut Function) {
    mem2reg::run(f);
}

/// As code generation runs them: induction variables are widened in rotated loops.
fn promote_and_rotate(f: &mut Function) {
    mem2reg::run(f);
    loop_rotate::run(f);
}

/// As code generation runs them: tail duplication comes after rotation and widening.
fn promote_rotate_and_widen(f: &mut Function) {
    mem2reg::run(f);
    loop_rotate::run(f);
    iv_widen::run(f);
}

const PASSES: [Pass; 8] = [
    Pass {
        dir: "mem2reg",
        name: "mem2reg",
        extension: "ssa",
        run: |f, _| report_text(&mem2reg::run(f)),
        prepare: nothing,
    },
    Pass {
        dir: "loop_rotate",
        name: "loop-rotate",
        extension: "rotated",
        run: |f, _| format!("; stats: rotated {}\n", loop_rotate::run(f).rotated),
        prepare: promote,
    },
    Pass {
        dir: "tail_recursion",
        name: "tailcallelim",
        extension: "tre",
        run: |f, _| {
            format!(
                "; stats: eliminated {}\n",
                tail_recursion::run(f).eliminated
            )
        },
        prepare: promote,
    },
    Pass {
        dir: "iv_widen",
        name: "iv-widen",
        extension: "widened",
        run: |f, _| {
            let s = iv_widen::run(f);
            format!(
                "; stats: widened {}, extensions removed {}\n",
                s.widened, s.extensions_removed
            )
        },
        prepare: promote_and_rotate,
    },
    Pass {
        dir: "strength_reduce",
        name: "strength-reduction",
        extension: "reduced",
        run: |f, _| format!("; stats: reduced {}\n", strength_reduce::run(f).reduced),
        prepare: promote_rotate_and_widen,
    },
    Pass {
        dir: "tail_dup",
        name: "tail-duplication",
        extension: "dup",
        run: |f, _| {
            let s = tail_dup::run(f);
            format!("; stats: blocks {}, copies {}\n", s.blocks, s.copies)
        },
        prepare: promote_rotate_and_widen,
    },
    Pass {
        dir: "partial_inline",
        name: "partial-inlining",
        extension: "pi",
        run: |f, _| format!("; stats: calls {}\n", partial_inline::run(f).calls),
        prepare: promote,
    },
    Pass {
        dir: "inline",
        name: "inline",
        extension: "inlined",
        run: |f, before| {
            let body = |name: &str| {
                before
                    .iter()
                    .find(|g| g.name == name && inline::inlinable(g))
            };
            format!("; stats: inlined {}\n", inline::run(f, body).inlined)
        },
        prepare: promote,
    },
];

fn main() {
    let args = Arguments::from_args();
    let mut trials = Vec::new();
    for pass in &PASSES {
        for path in test_files(pass.dir) {
            let name = format!(
                "{}/{}",
                pass.dir,
                path.file_stem().unwrap().to_string_lossy()
            );
            trials.push(if path.extension().is_some_and(|x| x == "c") {
                Trial::test(name, move || run_pass_c_golden(pass, &path))
            } else {
                Trial::test(name, move || run_pass_golden(pass, &path))
            });
        }
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

/// `pass` on `func`, checked by the verifier; the printed result and its stats line.
fn pass_text(pass: &Pass, func: &mut Function, before: &[Function]) -> Result<String, Failed> {
    let stats = (pass.run)(func, before);
    let actual = format!("{}{stats}", print_function(func));
    verify_function(func).map_err(|e| format!("output does not verify: {e}\n{actual}"))?;
    Ok(actual)
}

fn run_pass_golden(pass: &Pass, path: &Path) -> Result<(), Failed> {
    let separator = format!("; ---- after {} ----", pass.name);
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let (input, expected) = match text.split_once(&format!("{separator}\n")) {
        Some((i, e)) => (i, Some(e)),
        None => (text.as_str(), None),
    };
    let mut func = read_function(&strip_comments(input)).map_err(|e| format!("input: {e}"))?;
    verify_function(&func).map_err(|e| format!("input does not verify: {e}"))?;
    let actual = pass_text(pass, &mut func, &[])?;
    if std::env::var_os("BLESS").is_some() {
        let blessed = format!("{input}{separator}\n{actual}");
        std::fs::write(path, blessed).map_err(|e| e.to_string())?;
        return Ok(());
    }
    let Some(expected) = expected else {
        return Err(format!("no `{separator}` section; run with BLESS=1 and review").into());
    };
    same_text(path, expected, &actual)
}

fn run_pass_c_golden(pass: &Pass, path: &Path) -> Result<(), Failed> {
    let mut actual = String::new();
    let mut before = Vec::new();
    for mut func in lower_x86_64(path)? {
        (pass.prepare)(&mut func);
        let prepared = func.clone();
        actual.push_str(&pass_text(pass, &mut func, &before)?);
        before.push(prepared);
    }
    compare_or_bless(&path.with_extension(pass.extension), &actual)
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

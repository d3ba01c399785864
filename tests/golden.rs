//! IR golden tests for SROA, mem2reg and the passes of the pipeline after it, in the style of
//! Cranelift's filetests: each `tests/mem2reg/NAME.ir` holds an input function, the
//! separator line `; ---- after mem2reg ----`, then exactly what the pass must produce: the
//! printed function, one `; stats:` line and one `; remark:` line per alloca left in memory.
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
//! small-memops, SROA and each pass of the pipeline (`passes::pipeline::PIPELINE`) have the same two kinds,
//! in a folder of their own (`FOLDERS`). `NAME.ir` has the separator `; ---- after PASS ----`
//! (the pass's name) and one `; stats:` line, the pass's counters. `tests/sroa/NAME.c`'s
//! functions go through SROA and then mem2reg, against `NAME.split`, to show what mem2reg
//! makes of the slices (with SROA's `; stats:` line). A pipeline pass's `NAME.c`'s functions
//! go through SROA, mem2reg and the whole pipeline, as the driver runs them (callees before
//! callers, `Pipeline::run_unit`'s order), and each function as the pass left it is compared
//! with `NAME.EXT` (in source order). (mem2reg's own `.c` tests run it alone, on the front
//! end's IR.) Every function may be inlined into its callers after the whole pipeline ran on
//! it, as its definition binds in an executable (`noinline` is kept).
//!
//! Block placement (`codegen::cold`) runs in code generation, after the pipeline: each
//! `tests/block_placement/NAME.c`'s functions go through the whole pipeline as above and are
//! compared with `NAME.placed`, each followed by a `; cold:` line naming the blocks emitted
//! last, and one `; stats:` line (the hinted branches and the cold blocks).

use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};
use tcc_rs::codegen::cold;
use tcc_rs::diag::SourceFile;
use tcc_rs::front_end::lower_source;
use tcc_rs::ir::binding::Binding;
use tcc_rs::ir::print::print_function;
use tcc_rs::ir::read::read_function;
use tcc_rs::ir::verify::verify_function;
use tcc_rs::ir::{Function, Module};
use tcc_rs::passes::inline::{Bodies, Progress, Unit};
use tcc_rs::passes::lib_builtins;
use tcc_rs::passes::mem2reg::{self, Report};
use tcc_rs::passes::pipeline::{self, Context, Pass, PIPELINE};
use tcc_rs::passes::small_memops;
use tcc_rs::passes::sroa;
use tcc_rs::passes::table_switch::Tables;
use tcc_rs::{Options, PicMode};

/// The folder under `tests/` of each pass's golden tests, and the extension of a `.c`
/// test's expected output, by pass name (mem2reg's, then the pipeline's).
const FOLDERS: [(&str, &str, &str); 24] = [
    ("small-memops", "small_memops", "expanded"),
    ("sroa", "sroa", "split"),
    ("mem2reg", "mem2reg", "ssa"),
    ("lib-builtins", "lib_builtins", "builtins"),
    ("inline", "inline", "inlined"),
    ("sccp", "sccp", "folded"),
    ("simplifycfg", "simplify_cfg", "simplified"),
    ("early-cse", "early_cse", "cse"),
    ("load-elim", "load_elim", "elim"),
    ("load-combine", "load_combine", "combined"),
    ("bit-test", "bit_test", "bits"),
    ("table-switch", "table_switch", "switched"),
    ("jump-threading", "jump_threading", "threaded"),
    ("phiopt", "phiopt", "phiopt"),
    ("tailcallelim", "tail_recursion", "tre"),
    ("partial-inliner", "partial_inline", "pi"),
    ("loop-rotate", "loop_rotate", "rotated"),
    ("indvars", "iv_widen", "widened"),
    ("loop-idiom", "loop_idiom", "idiom"),
    ("loop-reduce", "strength_reduce", "reduced"),
    ("tail-dup", "tail_dup", "dup"),
    ("fp-contract", "fp_contract", "fused"),
    ("dce", "dce", "live"),
    ("loop-simplify", "loop_simplify", "preheaders"),
];

/// A pass with golden tests: SROA, mem2reg or one of the pipeline's.
#[derive(Copy, Clone)]
struct Tested {
    kind: Kind,
    name: &'static str,
    dir: &'static str,
    extension: &'static str,
}

#[derive(Copy, Clone)]
enum Kind {
    SmallMemops,
    Sroa,
    Mem2reg,
    Pipeline(&'static Pass),
}

/// SROA, mem2reg, then the pipeline in order, each with its folder.
fn tested() -> Vec<Tested> {
    pipeline::pass_names()
        .map(|name| {
            let &(_, dir, extension) = FOLDERS
                .iter()
                .find(|(n, _, _)| *n == name)
                .unwrap_or_else(|| panic!("pass '{name}' has no golden tests in FOLDERS"));
            let kind = match pipeline::by_name(name) {
                Some(pass) => Kind::Pipeline(pass),
                None if name == sroa::NAME => Kind::Sroa,
                None if name == small_memops::NAME => Kind::SmallMemops,
                None => Kind::Mem2reg,
            };
            Tested {
                kind,
                name,
                dir,
                extension,
            }
        })
        .collect()
}

/// The counts of `stats` as a `; stats:` line, named by the pass's counters.
fn stats_line(pass: &Pass, stats: pipeline::Stats) -> String {
    let counts: Vec<String> = pass
        .counters
        .iter()
        .zip(stats.0)
        .map(|(what, n)| format!("{what} {n}"))
        .collect();
    format!("; stats: {}\n", counts.join(", "))
}

/// Run `pass` on `f` with the context the driver would give it: `ssa` is `f` as mem2reg
/// left it, `bodies` the functions before it in its file, whose bodies are read in `unit`,
/// `tables` the file's constant tables.
/// Every function `lib-builtins` replaces: no `-fno-builtin`.
const LIB_BUILTINS: [&str; lib_builtins::FUNCTIONS.len()] = {
    let mut names = [""; lib_builtins::FUNCTIONS.len()];
    let mut i = 0;
    while i < names.len() {
        names[i] = lib_builtins::FUNCTIONS[i].0;
        i += 1;
    }
    names
};

fn run_pass(
    pass: &Pass,
    f: &mut Function,
    ssa: &Function,
    (bodies, unit, tables): (&Bodies, Unit, &Tables),
) -> pipeline::Stats {
    let cx = Context {
        ssa,
        binding: Binding::FINAL,
        bodies,
        unit,
        expands: &small_memops::FUNCTIONS,
        tables,
        builtins: &small_memops::FUNCTIONS,
        lib_builtins: &LIB_BUILTINS,
        math_errno: true,
        fp_contract: true,
    };
    (pass.run)(f, &cx)
}

fn main() {
    let args = Arguments::from_args();
    let mut trials = Vec::new();
    for pass in tested() {
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
    for path in test_files("block_placement") {
        let name = format!(
            "block_placement/{}",
            path.file_stem().unwrap().to_string_lossy()
        );
        trials.push(Trial::test(name, move || run_placement_golden(&path)));
    }
    libtest_mimic::run(&args, trials).exit();
}

/// A block-placement test: the C file's functions after the whole pipeline, each with the
/// blocks `codegen::cold` makes cold.
fn run_placement_golden(path: &Path) -> Result<(), Failed> {
    let module = lower_x86_64(path)?;
    let text = through_the_pipeline(module, |func, ssa, context| {
        for p in &PIPELINE {
            run_pass(p, func, ssa, context);
        }
        verify_function(func).map_err(|e| format!("output does not verify: {e}"))?;
        let cold = cold::cold_blocks(func);
        let names: Vec<&str> = func
            .layout
            .iter()
            .filter(|&&b| cold[b])
            .map(|&b| func.block_name(b))
            .collect();
        Ok(format!(
            "{}; cold: {}\n; stats: hinted branches {}, cold blocks {}\n",
            print_function(func),
            names.join(", "),
            cold::hinted_branches(func),
            names.len()
        ))
    })?;
    compare_or_bless(&path.with_extension("placed"), &text)
}

/// The unit `module` through the pipeline as the driver runs it: every function as mem2reg
/// leaves it (the small-memops pass and SROA first), the inline definitions the unit does
/// not emit offered to the inliner, then each function in call-graph order given to
/// `passes` (with its SSA form and the unit's context) and offered to the inliner after.
/// The texts `passes` makes of the emitted functions, in the unit's order.
fn through_the_pipeline(
    module: Module,
    mut passes: impl FnMut(&mut Function, &Function, (&Bodies, Unit, &Tables)) -> Result<String, Failed>,
) -> Result<String, Failed> {
    let mut functions = module.functions;
    for func in &mut functions {
        small_memops::run(func, &|_| true);
        sroa::run(func);
        mem2reg::run(func);
    }
    let binding = |f: &Function| {
        Binding::of_definition(f.linkage, module.attrs.get(&f.name), PicMode::Executable)
    };
    let mut bindings: Vec<Binding> = functions.iter().map(binding).collect();
    let emitted = functions.len();
    for d in module.inline_only {
        let mut func = d.function;
        small_memops::run(&mut func, &|_| true);
        sroa::run(&mut func);
        mem2reg::run(&mut func);
        bindings.push(Binding::of_inline_definition(module.attrs.get(&func.name)));
        functions.push(func);
    }
    let bodies = Bodies::of_unit(&functions, &bindings, &module.attrs, false);
    let mut tables = Tables::default();
    module.globals.iter().for_each(|g| tables.add(g));
    let order = bodies.graph().expect("a unit's call graph").order.clone();
    let progress = Progress::new(&functions, &order);
    let mut texts = vec![String::new(); functions.len()];
    let mut pending: Vec<Option<Function>> = functions.into_iter().map(Some).collect();
    for i in order {
        let mut func = pending[i].take().expect("each place once in the order");
        let ssa = func.clone();
        let unit = Unit::around(&progress, i);
        texts[i] = passes(&mut func, &ssa, (&bodies, unit, &tables))?;
        progress.finish(i, Some(bodies.finish(func)));
    }
    texts.truncate(emitted);
    Ok(texts.concat())
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

/// `tested` on `func` (as mem2reg left it: `ssa`), checked by the verifier; the printed
/// result and its stats line (and mem2reg's remarks).
fn pass_text(
    tested: Tested,
    func: &mut Function,
    ssa: &Function,
    bodies: (&Bodies, Unit, &Tables),
) -> Result<String, Failed> {
    let stats = match tested.kind {
        Kind::SmallMemops => memops_line(small_memops::run(func, &|_| true)),
        Kind::Sroa => sroa_line(sroa::run(func)),
        Kind::Mem2reg => report_text(&mem2reg::run(func)),
        Kind::Pipeline(pass) => stats_line(pass, run_pass(pass, func, ssa, bodies)),
    };
    let actual = format!("{}{stats}", print_function(func));
    verify_function(func).map_err(|e| format!("output does not verify: {e}\n{actual}"))?;
    Ok(actual)
}

fn run_pass_golden(pass: Tested, path: &Path) -> Result<(), Failed> {
    let separator = format!("; ---- after {} ----", pass.name);
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let (input, expected) = match text.split_once(&format!("{separator}\n")) {
        Some((i, e)) => (i, Some(e)),
        None => (text.as_str(), None),
    };
    let mut func = read_function(&strip_comments(input)).map_err(|e| format!("input: {e}"))?;
    verify_function(&func).map_err(|e| format!("input does not verify: {e}"))?;
    let ssa = func.clone();
    let bodies = Bodies::default();
    let tables = Tables::default();
    let actual = pass_text(pass, &mut func, &ssa, (&bodies, Unit::default(), &tables))?;
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

fn run_pass_c_golden(pass: Tested, path: &Path) -> Result<(), Failed> {
    let mut module = lower_x86_64(path)?;
    let Kind::Pipeline(tested) = pass.kind else {
        let mut actual = String::new();
        for func in &mut module.functions {
            actual.push_str(&memory_form_text(pass.kind, func)?);
        }
        return compare_or_bless(&path.with_extension(pass.extension), &actual);
    };
    let text = through_the_pipeline(module, |func, ssa, context| {
        let mut text = String::new();
        for p in &PIPELINE {
            match p.name == tested.name {
                true => text = pass_text(pass, func, ssa, context)?,
                false => drop(run_pass(p, func, ssa, context)),
            }
        }
        Ok(text)
    })?;
    compare_or_bless(&path.with_extension(pass.extension), &text)
}

/// A `.c` test of SROA or mem2reg on `func` as the front end made it: mem2reg alone, or
/// SROA then mem2reg with SROA's stats line; verified.
fn memory_form_text(kind: Kind, func: &mut Function) -> Result<String, Failed> {
    let stats = match kind {
        Kind::SmallMemops => {
            let line = memops_line(small_memops::run(func, &|_| true));
            sroa::run(func);
            mem2reg::run(func);
            line
        }
        Kind::Sroa => {
            let line = sroa_line(sroa::run(func));
            mem2reg::run(func);
            line
        }
        _ => report_text(&mem2reg::run(func)),
    };
    let actual = format!("{}{stats}", print_function(func));
    verify_function(func).map_err(|e| format!("output does not verify: {e}\n{actual}"))?;
    Ok(actual)
}

/// The C file at `path`, lowered for x86-64 (memory form, its functions verified).
fn lower_x86_64(path: &Path) -> Result<Module, Failed> {
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
    Ok(module)
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

/// The small-memops pass's counts as a `; stats:` line.
fn memops_line(s: small_memops::Stats) -> String {
    format!("; stats: copies {}, sets {}\n", s.copies, s.sets)
}

/// SROA's counts as a `; stats:` line.
fn sroa_line(s: sroa::Stats) -> String {
    format!(
        "; stats: split {}, slices {}, in memory {}\n",
        s.split, s.slices, s.in_memory
    )
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

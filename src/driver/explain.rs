//! `--explain`: each source compiled to IR, mem2reg run recording how it placed its phis,
//! both forms compiled to machine code, both CFGs drawn by Graphviz's `dot` (or, without
//! it, by `explain::cfg_svg`), and the page `crate::explain` builds written to `-o` or
//! standard output. mem2reg always runs here (`--no-mem2reg` is what the page compares
//! against); the other options apply as in any compilation.

use super::cli::Cli;
use super::{lower_c, read_ir, read_source, write_text, Failure};
use crate::codegen::{self, AsmListing};
use crate::diag::SourceFile;
use crate::explain::{self, FunctionView, Page, UnitView};
use crate::ir::binding::Binding;
use crate::ir::{self, Function};
use crate::passes::mem2reg::{self, Report};
use crate::passes::pipeline::{self, Pass, Pipeline};
use crate::preprocess::PpOutput;
use crate::timing::{self, PassTimes};
use crate::Options;
use std::io::Write;
use std::process::{Command, Stdio};

/// Everything the page shows of one source.
struct Explained {
    file: SourceFile,
    /// `None` for an IR input.
    pp: Option<PpOutput>,
    memory: ir::Module,
    ssa: ir::Module,
    reports: Vec<Report>,
    asm_with: Vec<AsmListing>,
    asm_without: Vec<AsmListing>,
    /// Per function, what each pass of the pipeline did to it (after mem2reg).
    passes: Vec<Vec<(&'static Pass, pipeline::Stats)>>,
    /// Per function, its CFG before and after mem2reg as SVG.
    cfgs: Vec<(String, String)>,
}

pub(super) fn write_page(cli: &Cli, times: &mut PassTimes) -> Result<(), Failure> {
    let mut explained = Vec::new();
    let mut failed = false;
    for path in cli.sources() {
        match explain_source(cli, path, times) {
            Ok(e) => explained.push(e),
            Err(f) => {
                failed = true;
                f.report();
            }
        }
    }
    if failed {
        return Err(Failure::reported());
    }
    let line_of: Vec<Box<dyn Fn(usize) -> Option<usize> + '_>> = explained
        .iter()
        .map(|e| {
            let pp = e.pp.as_ref();
            Box::new(move |offset| pp.and_then(|p| p.main_file_line(offset))) as Box<_>
        })
        .collect();
    let units = explained
        .iter()
        .zip(&line_of)
        .map(|(e, line_of)| unit_view(e, line_of.as_ref()))
        .collect();
    let page = Page {
        target: cli.options.target.to_string(),
        units,
    };
    write_text(cli, &explain::page(&page))
}

fn unit_view<'a>(e: &'a Explained, line_of: &'a dyn Fn(usize) -> Option<usize>) -> UnitView<'a> {
    let listing = |all: &'a [AsmListing], f: &Function| all.iter().find(|l| l.function == f.name);
    let functions = e
        .memory
        .functions
        .iter()
        .zip(&e.ssa.functions)
        .zip(&e.reports)
        .zip(&e.cfgs)
        .zip(&e.passes)
        .map(
            |((((memory, ssa), report), (before, after)), passes)| FunctionView {
                memory,
                ssa,
                report,
                cfg_before: before.clone(),
                cfg_after: after.clone(),
                asm_with: listing(&e.asm_with, ssa),
                asm_without: listing(&e.asm_without, memory),
                passes,
            },
        )
        .collect();
    UnitView {
        file_name: &e.file.name,
        source: e.pp.is_some().then_some(e.file.text.as_str()),
        line_of,
        functions,
    }
}

/// One source through the pipeline, both ways.
fn explain_source(cli: &Cli, path: &str, times: &mut PassTimes) -> Result<Explained, Failure> {
    let file = read_source(path)?;
    let (memory, pp) = if path.ends_with(".ir") {
        (times.time(timing::PARSE, || read_ir(&file))?, None)
    } else {
        let (m, pp) = lower_c(cli, path, &file, times)?;
        (m, Some(pp))
    };
    let mut ssa = memory.clone();
    let reports: Vec<Report> = times.time(timing::MEM2REG, || {
        ssa.functions
            .iter_mut()
            .map(mem2reg::run_explained)
            .collect()
    });
    if cfg!(debug_assertions) {
        ir::verify::verify_module(&ssa)
            .map_err(|e| Failure::error(format!("internal compiler error: {path}: {e}")))?;
    }
    let asm = |m: &ir::Module| {
        codegen::asm_listings(m, &cli.options)
            .map_err(|e| Failure::error(format!("{}: {e}", file.name)))
    };
    // The machine code is of the IR after the pipeline, both ways.
    let ice = |e: String| Failure::error(format!("internal compiler error: {path}: {e}"));
    let (with, passes) = optimised(&ssa, &cli.options).map_err(ice)?;
    let (without, _) = optimised(&memory, &cli.options).map_err(ice)?;
    let (asm_with, asm_without) = (asm(&with)?, asm(&without)?);
    let cfgs = memory
        .functions
        .iter()
        .zip(&ssa.functions)
        .map(|(before, after)| (cfg_picture(before), cfg_picture(after)))
        .collect();
    Ok(Explained {
        file,
        pp,
        memory,
        ssa,
        reports,
        asm_with,
        asm_without,
        passes,
        cfgs,
    })
}

/// `m` through the pipeline `opts` asks for, and what each pass did to each function.
type PassStats = Vec<(&'static Pass, pipeline::Stats)>;
fn optimised(m: &ir::Module, opts: &Options) -> Result<(ir::Module, Vec<PassStats>), String> {
    let mut m = m.clone();
    let mut pipeline = Pipeline::new(opts);
    let mut per_function = Vec::new();
    for f in &mut m.functions {
        let before: PassStats = pipeline.stats().collect();
        let binding = Binding::of_definition(f.linkage, m.attrs.get(&f.name), opts.pic);
        pipeline.run(f, binding, &mut |_, run| run())?;
        let after = pipeline.stats().zip(before);
        let done = after.map(|((pass, a), (_, b))| (pass, a - b));
        per_function.push(done.filter(|&(p, _)| pipeline::enabled(p, opts)).collect());
    }
    Ok((m, per_function))
}

/// `f`'s CFG as SVG: drawn by `dot` when it is installed and succeeds, else by tcc-rs's own
/// simple layout, with a note saying so.
fn cfg_picture(f: &Function) -> String {
    let dot = ir::dot::print_dot(&[(f.name.as_str(), f)]);
    match run_dot(&dot) {
        Some(svg) => svg,
        None => format!(
            "<p class=\"note\">Graphviz <code>dot</code> is not installed: a simple layout \
             of tcc-rs's own, blocks in layout order.</p>\n{}",
            explain::cfg_svg(f, explain::node_id)
        ),
    }
}

/// `dot -Tsvg` of `dot`, from the `<svg` element on (no XML prolog inside HTML).
fn run_dot(dot: &str) -> Option<String> {
    let mut child = Command::new("dot")
        .arg("-Tsvg")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    let mut stdin = child.stdin.take()?;
    let text = dot.to_string();
    // Written from another thread: `dot` may fill its output pipe before reading all input.
    let writer = std::thread::spawn(move || stdin.write_all(text.as_bytes()));
    let out = child.wait_with_output().ok()?;
    writer.join().ok()?.ok()?;
    if !out.status.success() {
        return None;
    }
    let svg = String::from_utf8(out.stdout).ok()?;
    let start = svg.find("<svg")?;
    Some(svg[start..].to_string())
}

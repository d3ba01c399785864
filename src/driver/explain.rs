//! `--explain`: each source compiled to IR, SROA (unless `--no-sroa`) and mem2reg run, mem2reg
//! recording how it placed its phis,
//! both forms compiled to machine code, both CFGs drawn by Graphviz's `dot` (or, without
//! it, by the page's own layout: `explain::Picture`), and the page `crate::explain` builds written to `-o` or
//! standard output. mem2reg always runs here (`--no-mem2reg` is what the page compares
//! against); the other options apply as in any compilation.

use super::cli::Cli;
use super::{lower_c, read_ir, read_source, write_text, Failure};
use crate::codegen::{self, AsmListing};
use crate::diag::SourceFile;
use crate::explain::{self, FunctionView, Page, Picture, UnitView};
use crate::ir::binding::Binding;
use crate::ir::dot::Detail;
use crate::ir::{self, Function};
use crate::passes::mem2reg::{self, Report};
use crate::passes::pipeline::{self, Pass, Pipeline};
use crate::passes::sroa;
use crate::preprocess::PpOutput;
use crate::timing::{self, PassTimes};
use crate::Options;
use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

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
    /// Per function, the function after each pass that changed it.
    changes: Vec<Vec<pipeline::Change>>,
    /// Per function, its CFG before and after mem2reg.
    cfgs: Vec<(Picture, Picture)>,
    /// Per function, the function after SROA and what it counted, if it split anything.
    split: Vec<Option<(Function, sroa::Stats)>>,
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
        .zip(&e.changes)
        .zip(&e.split)
        .map(
            |((((((memory, ssa), report), (before, after)), passes), changes), split)| {
                FunctionView {
                    memory,
                    ssa,
                    report,
                    cfg_before: before.clone(),
                    cfg_after: after.clone(),
                    asm_with: listing(&e.asm_with, ssa),
                    asm_without: listing(&e.asm_without, memory),
                    passes,
                    changes,
                    sroa: split.as_ref().map(|(f, stats)| (f, *stats)),
                }
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
    let split = times.time(timing::SROA, || {
        let split = |f: &mut Function| {
            let stats = sroa::run(f);
            (stats.split > 0).then(|| (f.clone(), stats))
        };
        match cli.options.runs_sroa() {
            true => ssa.functions.iter_mut().map(split).collect(),
            false => vec![None; ssa.functions.len()],
        }
    });
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
    let (with, passes, changes) = optimised(&ssa, &cli.options, true).map_err(ice)?;
    let (without, _, _) = optimised(&memory, &cli.options, false).map_err(ice)?;
    let (asm_with, asm_without) = (asm(&with)?, asm(&without)?);
    let graphs: Vec<&Function> = memory
        .functions
        .iter()
        .zip(&ssa.functions)
        .flat_map(|(before, after)| [before, after])
        .collect();
    let mut pictures = cfg_pictures(&graphs).into_iter();
    let cfgs = memory
        .functions
        .iter()
        .map(|_| {
            let mut next = || {
                pictures
                    .next()
                    .unwrap_or_else(|| Picture::Svg(String::new()))
            };
            (next(), next())
        })
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
        changes,
        cfgs,
        split,
    })
}

/// `m` through the pipeline `opts` asks for, what each pass did to each function, and each
/// function after each pass that changed it (when `record`).
type PassStats = Vec<(&'static Pass, pipeline::Stats)>;
type Optimised = (ir::Module, Vec<PassStats>, Vec<Vec<pipeline::Change>>);
fn optimised(m: &ir::Module, opts: &Options, record: bool) -> Result<Optimised, String> {
    let mut m = m.clone();
    let mut pipeline = match record {
        true => Pipeline::recording(opts),
        false => Pipeline::new(opts),
    };
    let mut per_function = Vec::new();
    let mut changes = Vec::new();
    for f in &mut m.functions {
        let before: PassStats = pipeline.stats().collect();
        let binding = Binding::of_definition(f.linkage, m.attrs.get(&f.name), opts.pic);
        pipeline.run(f, binding, &|_, run| run())?;
        let after = pipeline.stats().zip(before);
        let done = after.map(|((pass, a), (_, b))| (pass, a - b));
        per_function.push(done.filter(|&(p, _)| pipeline::enabled(p, opts)).collect());
        changes.push(pipeline.take_changes());
    }
    Ok((m, per_function, changes))
}

/// Up to this many blocks a CFG shows every instruction; a bigger one shows each block's
/// name and size, and Graphviz lays it out with less effort (`BIG_GRAPH`).
const FULL_BLOCKS: usize = 60;
/// Graphviz's effort limits for a big graph (network simplex and crossing minimisation
/// iterations, straight edges): its default layout of a 600-block interpreter loop ran for
/// minutes.
const BIG_GRAPH: &str =
    "  graph [nslimit=2, nslimit1=2, mclimit=0.5, searchsize=20, splines=polyline];\n";
/// Graphs one `dot` process draws (a process per graph costs more than most graphs).
const BATCH: usize = 24;
/// How long one `dot` process may run before its graphs are drawn by tcc-rs's own layout.
const BATCH_LIMIT: Duration = Duration::from_secs(10);
/// After this long, the remaining graphs of the page are drawn by tcc-rs's own layout: with
/// `BATCH_LIMIT`, Graphviz adds at most 30 s to a page (SQLite's amalgamation, 2,400
/// functions, kept it busy for 70 s with a limit of 60, for a page its own layout draws in 12).
const PAGE_LIMIT: Duration = Duration::from_secs(20);

/// Above this many blocks or `HUGE_EDGES` edges, a graph is not given to Graphviz at all:
/// an interpreter's dispatch loop of 1,061 blocks and 7,800 edges ran `dot` for a minute and
/// 3.4 GB without an end, even with `BIG_GRAPH`'s limits.
const HUGE_BLOCKS: usize = 400;
const HUGE_EDGES: usize = 2000;

/// Why a graph is not drawn by Graphviz.
enum NoDot {
    NotInstalled,
    TooSlow,
    TooBig,
    Failed,
}

/// Whether `f`'s CFG is beyond what Graphviz lays out in reasonable time.
fn huge(f: &Function) -> bool {
    let edges: usize = f
        .layout
        .iter()
        .filter_map(|&b| f.blocks[b].term.as_ref())
        .map(|t| t.successors().len())
        .sum();
    f.layout.len() > HUGE_BLOCKS || edges > HUGE_EDGES
}

/// Each function's CFG as SVG: drawn by `dot` when it is installed and finishes in time
/// (`BATCH_LIMIT`, `PAGE_LIMIT`), else by tcc-rs's own simple layout (linear in the
/// blocks), with a note saying why. Batches run on every core.
fn cfg_pictures(graphs: &[&Function]) -> Vec<Picture> {
    let start = Instant::now();
    // A big graph is drawn alone, so that if it takes too long only it falls back.
    let mut batches: Vec<&[&Function]> = Vec::new();
    let mut from = 0;
    for (i, f) in graphs.iter().enumerate() {
        let big = f.layout.len() > FULL_BLOCKS;
        if big || i - from == BATCH {
            if from < i {
                batches.push(&graphs[from..i]);
            }
            from = i;
        }
        if big {
            batches.push(&graphs[i..i + 1]);
            from = i + 1;
        }
    }
    if from < graphs.len() {
        batches.push(&graphs[from..]);
    }
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let mut drawn: Vec<Option<Vec<Picture>>> = vec![None; batches.len()];
    let results = std::sync::Mutex::new(&mut drawn);
    std::thread::scope(|scope| {
        for _ in 0..workers.min(batches.len()) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(batch) = batches.get(i) else {
                    break;
                };
                let pictures = match start.elapsed() < PAGE_LIMIT {
                    true => draw_batch(batch),
                    false => own_layouts(batch, &NoDot::TooSlow),
                };
                if let Ok(mut all) = results.lock() {
                    all[i] = Some(pictures);
                }
            });
        }
    });
    drawn.into_iter().flatten().flatten().collect()
}

/// One `dot` process's SVG for each graph of `batch`, or tcc-rs's layouts.
fn draw_batch(batch: &[&Function]) -> Vec<Picture> {
    if let [f] = batch {
        if huge(f) {
            return own_layouts(batch, &NoDot::TooBig);
        }
    }
    let mut text = String::new();
    for f in batch {
        let big = f.layout.len() > FULL_BLOCKS;
        let detail = if big { Detail::Summary } else { Detail::Full };
        let dot = ir::dot::print_dot_with(&[(f.name.as_str(), f)], detail);
        match big {
            true => text.push_str(&dot.replacen('\n', &format!("\n{BIG_GRAPH}"), 1)),
            false => text.push_str(&dot),
        }
    }
    match run_dot(&text, batch.len()) {
        Ok(svgs) => svgs.into_iter().map(Picture::Svg).collect(),
        Err(why) => own_layouts(batch, &why),
    }
}

/// The page's own layout of each graph, with a note saying why Graphviz did not draw it.
fn own_layouts(batch: &[&Function], why: &NoDot) -> Vec<Picture> {
    let why = match why {
        NoDot::NotInstalled => "Graphviz <code>dot</code> is not installed".to_string(),
        NoDot::TooSlow => format!(
            "Graphviz <code>dot</code> did not finish in time (a batch may take {} s, the page \
             {} s)",
            BATCH_LIMIT.as_secs(),
            PAGE_LIMIT.as_secs()
        ),
        NoDot::TooBig => format!(
            "The graph is too big for Graphviz (more than {HUGE_BLOCKS} blocks or \
             {HUGE_EDGES} edges)"
        ),
        NoDot::Failed => "Graphviz <code>dot</code> failed".to_string(),
    };
    let note = format!(
        "<p class=\"note\">{why}: a simple layout of tcc-rs's own, blocks in layout order.</p>"
    );
    batch
        .iter()
        .map(|_| Picture::Own { note: note.clone() })
        .collect()
}

/// `dot -Tsvg` of `dot`, which holds `count` graphs: each one's SVG from the `<svg` element
/// on (no XML prolog inside HTML). The process is killed after `BATCH_LIMIT`.
fn run_dot(dot: &str, count: usize) -> Result<Vec<String>, NoDot> {
    let mut child = Command::new("dot")
        .arg("-Tsvg")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|_| NoDot::NotInstalled)?;
    let (Some(mut stdin), Some(mut stdout)) = (child.stdin.take(), child.stdout.take()) else {
        return Err(NoDot::Failed);
    };
    let text = dot.to_string();
    // Written and read from other threads: `dot` may fill its output pipe before it has
    // read all of its input.
    let writer = std::thread::spawn(move || stdin.write_all(text.as_bytes()));
    let reader = std::thread::spawn(move || {
        let mut out = Vec::new();
        stdout.read_to_end(&mut out).map(|_| out)
    });
    let start = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if start.elapsed() < BATCH_LIMIT => {
                std::thread::sleep(Duration::from_millis(5))
            }
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                let _ = (writer.join(), reader.join());
                return Err(NoDot::TooSlow);
            }
        }
    };
    let written = writer.join().map_err(|_| NoDot::Failed)?;
    let out = reader.join().map_err(|_| NoDot::Failed)?;
    let (Ok(()), Ok(out), true) = (written, out, status.success()) else {
        return Err(NoDot::Failed);
    };
    let svg = String::from_utf8(out).map_err(|_| NoDot::Failed)?;
    let svgs: Vec<String> = svg
        .split("<svg")
        .skip(1)
        .map(|s| {
            let end = s.find("</svg>").map_or(s.len(), |e| e + "</svg>".len());
            format!("<svg{}", &s[..end])
        })
        .collect();
    match svgs.len() == count {
        true => Ok(svgs),
        false => Err(NoDot::Failed),
    }
}

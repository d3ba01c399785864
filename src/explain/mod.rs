//! The `--explain` page: one self-contained HTML file showing what mem2reg did to each
//! function, from the C source to the machine code.
//!
//! For each function, side by side: the C source, the IR in memory form and the SSA form,
//! their lines linked through the source line each instruction came from
//! (`Function::positions`); the phis highlighted, each operand naming its incoming edge;
//! the CFG before and after as SVG; mem2reg's statistics and remarks; the machine code
//! with and without mem2reg with their sizes. Clicking a phi opens its panel: the
//! variable's defining blocks, where it is live-in, the iterated dominance frontier of the
//! definitions (`frontier.rs`) and the phis mem2reg placed there (`Report::placements`).
//!
//! The page opens on an index of the functions (with their sizes and a search field); a
//! function's view is built by the page's script from a JSON blob when it is opened, so
//! that a file of thousands of functions opens at once. The function's IR is there after
//! mem2reg and after each pass of the pipeline that changed it (each stage holding only
//! the lines its pass changed), to step through; its CFGs pan and zoom, and clicking a
//! block shows its instructions before and after mem2reg.
//!
//! The data comes from the driver (it runs the passes, the code generator and Graphviz);
//! the style is inline CSS and the script inline: nothing is fetched to view the page.

mod frontier;

use crate::codegen::AsmListing;
use crate::ir::cfg::Cfg;
use crate::ir::dominators::DomTree;
/// HTML escaping, shared with the Graphviz labels (`ir::dot`), which are HTML-like too.
pub(crate) use crate::ir::dot::escape_html;
use crate::ir::print::{header_text, inst_text, terminator_text, Names};
use crate::ir::{Block, Function, Inst, InstKind};
use crate::passes::mem2reg::Report;
use crate::passes::pipeline::{self, Pass};
use crate::passes::sroa;
use frontier::Frontiers;
use rustc_hash::FxHashMap;
use std::collections::HashMap;
use std::fmt::Write;

/// The whole page: one entry per source file.
pub struct Page<'a> {
    /// What was compiled for, shown in the heading (`x86_64-unknown-linux-gnu`).
    pub target: String,
    pub units: Vec<UnitView<'a>>,
}

/// One source file and its functions.
pub struct UnitView<'a> {
    pub file_name: &'a str,
    /// The C text as the user wrote it; `None` for an IR input.
    pub source: Option<&'a str>,
    /// The line of `source` that a byte offset of the preprocessed text came from.
    pub line_of: &'a dyn Fn(usize) -> Option<usize>,
    pub functions: Vec<FunctionView<'a>>,
}

/// One function, before and after mem2reg.
pub struct FunctionView<'a> {
    pub memory: &'a Function,
    pub ssa: &'a Function,
    pub report: &'a Report,
    /// The CFG before and after mem2reg.
    pub cfg_before: Picture,
    pub cfg_after: Picture,
    /// The machine code with and without mem2reg.
    pub asm_with: Option<&'a AsmListing>,
    pub asm_without: Option<&'a AsmListing>,
    /// What each pass of the pipeline after mem2reg did to the function on its way to
    /// that machine code (with mem2reg), in order; empty under `-O0`.
    pub passes: &'a [(&'static Pass, pipeline::Stats)],
    /// The function after each pass of the pipeline that changed it, in order.
    pub changes: &'a [pipeline::Change],
    /// The function after SROA, before mem2reg, and what SROA counted, if it split anything.
    pub sroa: Option<(&'a Function, sroa::Stats)>,
}

/// A CFG's picture: Graphviz's SVG, or where Graphviz did not draw it, a note saying why
/// and the graph, which the page's script lays out itself when the function is opened
/// (`ownLayout` in `page.js`: the blocks stacked in layout order, forward edges on the
/// right, back edges on the left), so that the page carries the graph, not its drawing.
#[derive(Clone, Debug)]
pub enum Picture {
    Svg(String),
    Own { note: String },
}

const STYLE: &str = include_str!("page.css");
const SCRIPT: &str = include_str!("page.js");

/// The page's HTML: a heading, the index of the functions, and per function a JSON blob
/// the script builds its view from when it is opened (so that a file of thousands of
/// functions opens at once, and only what is read is laid out).
pub fn page(p: &Page) -> String {
    let title = p
        .units
        .iter()
        .map(|u| u.file_name)
        .collect::<Vec<_>>()
        .join(", ");
    let mut out = String::new();
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <title>mem2reg explained: {t}</title>\n<style>\n{STYLE}</style>\n</head>\n<body>\n\
         <header>\n<h1>mem2reg explained: {t}</h1>\n<p class=\"about\">tcc-rs {v} --explain, \
         target {target}. Open a function from the index. Hover a line to see its C source \
         line and the IR made from it; click a <span class=\"phi-sample\">phi</span> to see \
         where its variable is defined and the iterated dominance frontier that placed it; \
         click a block of a CFG to see its instructions before and after mem2reg (the wheel \
         zooms, a drag pans); step through the passes that changed the function with its \
         tabs.</p>\n<p class=\"js-status\">The page needs JavaScript.</p>\n</header>\n",
        t = escape_html(&title),
        v = env!("CARGO_PKG_VERSION"),
        target = escape_html(&p.target),
    );
    out.push_str(&index(p));
    out.push_str("<main id=\"opened\"></main>\n");
    for (u, unit) in p.units.iter().enumerate() {
        if let Some(text) = unit.source {
            let lines = text.lines().map(json_string);
            let _ = writeln!(
                out,
                "<script type=\"application/json\" class=\"explain-source\" id=\"source-{u}\">{}\
                 </script>",
                json_for_script(&json_list(lines))
            );
        }
        for (k, f) in unit.functions.iter().enumerate() {
            let id = section_id(u, k);
            let _ = writeln!(
                out,
                "<script type=\"application/json\" class=\"explain-data\" id=\"data-{id}\">{}\
                 </script>",
                json_for_script(&function_data(u, unit, f, &id))
            );
        }
    }
    let _ = write!(out, "<script>\n{SCRIPT}</script>\n</body>\n</html>\n");
    out
}

/// The index: one row per function with its size, and a search field (the script filters).
fn index(p: &Page) -> String {
    let count: usize = p.units.iter().map(|u| u.functions.len()).sum();
    let mut out = format!(
        "<nav class=\"index\">\n<label>{count} function{} <input type=\"search\" id=\"search\" \
         placeholder=\"search by name\"></label>\n<div class=\"table\"><table>\n<thead><tr>\
         <th>function</th><th>file</th><th>blocks</th><th>instructions</th><th>phis</th>\
         <th>passes that changed it</th><th>code bytes</th></tr></thead>\n<tbody>\n",
        if count == 1 { "" } else { "s" }
    );
    for (u, unit) in p.units.iter().enumerate() {
        for (k, f) in unit.functions.iter().enumerate() {
            let insts: usize = f.memory.layout.iter().map(|&b| size(f.memory, b)).sum();
            let code = f.asm_with.map_or("-".to_string(), |l| l.size.to_string());
            let _ = writeln!(
                out,
                "<tr><td><a href=\"#{}\">{}</a></td><td>{}</td><td class=\"n\">{}</td>\
                 <td class=\"n\">{insts}</td><td class=\"n\">{}</td><td class=\"n\">{}</td>\
                 <td class=\"n\">{code}</td></tr>",
                section_id(u, k),
                escape_html(&f.ssa.name),
                escape_html(unit.file_name),
                f.memory.layout.len(),
                f.report.stats.phis_inserted,
                f.changes.len(),
            );
        }
    }
    out.push_str("</tbody></table></div>\n</nav>\n");
    out
}

/// A block's instructions, its terminator included.
fn size(f: &Function, b: Block) -> usize {
    f.block_phis(b).len() + f.block_insts(b).len() + 1
}

/// `f0-2`: the third function of the first file.
fn section_id(unit: usize, function: usize) -> String {
    format!("f{unit}-{function}")
}

/// What the script builds a function's view from: its name, the span of its C lines, the
/// summary tables (HTML), its IR at each stage (`stage_json`), the phis and the variables
/// behind them (`phi_data`), the CFG pictures and the machine code.
fn function_data(u: usize, unit: &UnitView, f: &FunctionView, id: &str) -> String {
    let lines = LineMap::new(f.memory, unit.line_of);
    let phis = PhiIds::new(f, id);
    let mut phi_lines = HashMap::new();
    let memory = ir_lines(f.memory, &lines, &mut |_, _| ());
    let ssa = ir_lines(f.ssa, &lines, &mut |i, n| {
        phi_lines.insert(i, n);
    });
    let mut stages = vec![stage_json("memory form", "", &memory, None)];
    let mut before_mem2reg = memory;
    if let Some((split, stats)) = f.sroa {
        let now = ir_lines(split, &lines, &mut |_, _| ());
        let counted = sroa_stats_list(stats);
        stages.push(stage_json(
            sroa::NAME,
            &counted,
            &now,
            Some(&before_mem2reg),
        ));
        before_mem2reg = now;
    }
    stages.push(stage_json(
        "mem2reg",
        &stats_list(f.report),
        &ssa,
        Some(&before_mem2reg),
    ));
    let mut previous = ssa;
    for change in f.changes {
        let now = ir_lines(&change.function, &lines, &mut |_, _| ());
        let stats = pass_stats_list(change.pass, change.stats);
        stages.push(stage_json(change.pass.name, &stats, &now, Some(&previous)));
        previous = now;
    }
    let span = lines
        .span
        .filter(|_| unit.source.is_some())
        .map_or("null".to_string(), |(a, b)| format!("[{a},{b}]"));
    let summary = [
        stats_table(f.report),
        passes_table(f.passes),
        remarks_list(f),
        sizes_table(f),
    ]
    .concat();
    format!(
        "{{\"id\":{},\"name\":{},\"file\":{},\"unit\":{u},\"span\":{span},\"summary\":{},\
         \"stages\":{},{},\"cfg\":[{},{}],\"asm\":{}}}",
        json_string(id),
        json_string(&f.ssa.name),
        json_string(unit.file_name),
        json_string(&summary),
        json_list(stages.into_iter()),
        phi_data(f, &phis, &phi_lines),
        picture_json(&f.cfg_before, f.memory),
        picture_json(&f.cfg_after, f.ssa),
        json_string(&asm_columns(f)),
    )
}

/// The source line of each instruction and terminator of a function (its memory form,
/// which has all of them; the SSA form's are the same instructions, less the promoted
/// loads and stores, plus the phis).
struct LineMap<'a> {
    line_of: &'a dyn Fn(usize) -> Option<usize>,
    /// The function's first and last source lines.
    span: Option<(usize, usize)>,
    /// The function's own first line, for its header.
    header: Option<usize>,
}

impl<'a> LineMap<'a> {
    fn new(f: &Function, line_of: &'a dyn Fn(usize) -> Option<usize>) -> LineMap<'a> {
        let mut lines = Vec::new();
        for &b in &f.layout {
            for i in f.block_phis_and_insts(b) {
                lines.extend(f.positions.inst(i).and_then(line_of));
            }
            lines.extend(f.positions.term(b).and_then(line_of));
        }
        let header = f
            .layout
            .first()
            .and_then(|&b| f.block_insts(b).first())
            .and_then(|&i| f.positions.inst(i))
            .and_then(line_of);
        let span = lines.iter().min().copied().zip(lines.iter().max().copied());
        LineMap {
            line_of,
            span,
            header,
        }
    }

    fn inst(&self, f: &Function, i: Inst) -> Option<usize> {
        f.positions.inst(i).and_then(self.line_of)
    }

    fn term(&self, f: &Function, b: Block) -> Option<usize> {
        f.positions.term(b).and_then(self.line_of)
    }

    /// A block's line: its first instruction's (what a phi at its top is shown with).
    fn block(&self, f: &Function, b: Block) -> Option<usize> {
        f.block_insts(b)
            .iter()
            .find_map(|&i| self.inst(f, i))
            .or_else(|| self.term(f, b))
    }
}

/// One printed line of a function's IR and the C line it was made from.
#[derive(PartialEq, Eq, Hash)]
struct IrLine {
    text: String,
    line: Option<usize>,
}

/// A function's IR as printed (`print_function`), line by line, each with its C line;
/// `phi_line` is told the index of each phi's line.
fn ir_lines(f: &Function, lines: &LineMap, phi_line: &mut dyn FnMut(Inst, usize)) -> Vec<IrLine> {
    let names = Names::new(f);
    let line = |text: String, line| IrLine { text, line };
    let mut out = vec![line(header_text(f, &names), lines.header)];
    for &b in &f.layout {
        out.push(line(format!("{}:", names.block(b)), None));
        for i in f.block_phis_and_insts(b) {
            let text = format!("  {}", inst_text(f, &names, i));
            if matches!(f.insts[i].kind, InstKind::Phi { .. }) {
                phi_line(i, out.len());
                out.push(line(text, lines.block(f, b)));
            } else {
                out.push(line(text, lines.inst(f, i)));
            }
        }
        if let Some(t) = &f.blocks[b].term {
            out.push(line(
                format!("  {}", terminator_text(f, &names, t)),
                lines.term(f, b),
            ));
        }
    }
    out.push(line("}".to_string(), None));
    out
}

/// One stage of a function's IR: its name, what the pass counted (HTML) and its lines, each
/// either new (`"text"`, or `["text", C line]`) or a run of lines unchanged from the
/// previous stage (`[first, count]`), so that a pass that changes a few lines of a big
/// function adds a few lines to the page.
fn stage_json(name: &str, stats: &str, lines: &[IrLine], previous: Option<&[IrLine]>) -> String {
    let mut at: FxHashMap<&IrLine, usize> = FxHashMap::default();
    for (i, l) in previous.unwrap_or_default().iter().enumerate().rev() {
        at.insert(l, i);
    }
    let previous = previous.unwrap_or_default();
    let mut items = Vec::new();
    let mut run: Option<(usize, usize)> = None;
    for l in lines {
        if let Some((first, count)) = &mut run {
            if previous.get(*first + *count) == Some(l) {
                *count += 1;
                continue;
            }
            items.push(format!("[{first},{count}]"));
            run = None;
        }
        match (at.get(l), l.line) {
            (Some(&first), _) => run = Some((first, 1)),
            (None, Some(n)) => items.push(format!("[{},{n}]", json_string(&l.text))),
            (None, None) => items.push(json_string(&l.text)),
        }
    }
    if let Some((first, count)) = run {
        items.push(format!("[{first},{count}]"));
    }
    format!(
        "{{\"name\":{},\"stats\":{},\"lines\":[{}]}}",
        json_string(name),
        json_string(stats),
        items.join(",")
    )
}

/// The element id of each phi left in the SSA form, and the placement it came from.
struct PhiIds {
    /// Per phi id, in order: (id, phi, its block, index into `Report::placements`).
    order: Vec<(String, Inst, Block, usize)>,
}

impl PhiIds {
    fn new(f: &FunctionView, section: &str) -> PhiIds {
        let mut order = Vec::new();
        for (v, p) in f.report.placements.iter().enumerate() {
            for placed in p.phis.iter().filter(|p| p.kept) {
                let id = format!("phi-{section}-{}", order.len());
                order.push((id, placed.inst, placed.block, v));
            }
        }
        PhiIds { order }
    }
}

/// The JSON the script builds the phi panels from: per phi its id, value, block and line
/// in the SSA form (the script reads its incoming edges from that line); per variable its
/// defining and live-in blocks, the full IDF and the phis placed; per block its node in the
/// CFG pictures, before and after mem2reg.
fn phi_data(f: &FunctionView, phis: &PhiIds, phi_lines: &HashMap<Inst, usize>) -> String {
    let ssa = f.ssa;
    let names = Names::new(ssa);
    let cfg = Cfg::new(ssa);
    let domtree = DomTree::new(ssa, &cfg);
    let frontiers = Frontiers::new(ssa, &cfg, &domtree);
    let blocks = |bs: &[Block]| json_list(bs.iter().map(|&b| json_string(names.block(b))));
    let mut phi_items = Vec::new();
    for (id, inst, block, var) in &phis.order {
        let Some(line) = phi_lines.get(inst) else {
            continue;
        };
        let result = ssa.insts[*inst].result.map(|r| names.value(ssa, r));
        phi_items.push(format!(
            "{{\"id\":{},\"value\":{},\"block\":{},\"variable\":{var},\"line\":{line}}}",
            json_string(id),
            json_string(result.as_deref().unwrap_or("")),
            json_string(names.block(*block)),
        ));
    }
    let variables = f.report.placements.iter().map(|p| {
        let placed = p.phis.iter().map(|q| {
            format!(
                "{{\"block\":{},\"kept\":{}}}",
                json_string(names.block(q.block)),
                q.kept
            )
        });
        format!(
            "{{\"name\":{},\"defs\":{},\"liveIn\":{},\"idf\":{},\"placed\":{}}}",
            json_string(p.variable.strip_suffix(".addr").unwrap_or(&p.variable)),
            blocks(&p.def_blocks),
            blocks(&p.live_in_blocks),
            blocks(&frontiers.iterated(&p.def_blocks)),
            json_list(placed)
        )
    });
    let nodes = |f: &Function| {
        let names = Names::new(f);
        let items = f.layout.iter().map(|&b| {
            format!(
                "{}:{}",
                json_string(names.block(b)),
                json_string(&node_id(b))
            )
        });
        format!("{{{}}}", items.collect::<Vec<_>>().join(","))
    };
    format!(
        "\"phis\":{},\"variables\":{},\"nodes\":{},\"nodesBefore\":{}",
        json_list(phi_items.into_iter()),
        json_list(variables),
        nodes(ssa),
        nodes(f.memory)
    )
}

/// `{"svg": SVG}`, or `{"note": HTML, "graph": [[block, instructions, [successor, ...]], ...]}`
/// with the blocks in layout order and each successor by its place in that order.
fn picture_json(p: &Picture, f: &Function) -> String {
    let note = match p {
        Picture::Svg(svg) => return format!("{{\"svg\":{}}}", json_string(&compact_svg(svg))),
        Picture::Own { note } => note,
    };
    let mut row: HashMap<Block, usize> = HashMap::new();
    for (i, &b) in f.layout.iter().enumerate() {
        row.insert(b, i);
    }
    let blocks = f.layout.iter().map(|&b| {
        let successors = f.blocks[b].term.as_ref().map(|t| t.successors());
        let rows = successors
            .unwrap_or_default()
            .into_iter()
            .filter_map(|s| row.get(&s));
        format!(
            "[{},{},[{}]]",
            json_string(f.block_name(b)),
            size(f, b),
            rows.map(|r| r.to_string()).collect::<Vec<_>>().join(",")
        )
    });
    format!(
        "{{\"note\":{},\"graph\":{}}}",
        json_string(note),
        json_list(blocks)
    )
}

/// Graphviz's SVG less what the page does not need: its comments, `text-anchor="start"`
/// (SVG's default) and the monospace font of each line of a block, given once by the page's
/// style to the class `m` instead. A third of a picture's bytes.
fn compact_svg(svg: &str) -> String {
    let mut out = String::with_capacity(svg.len());
    for line in svg
        .lines()
        .filter(|l| !(l.starts_with("<!--") && l.ends_with("-->")))
    {
        let line = line
            .replace(" text-anchor=\"start\"", "")
            .replace(
                " font-family=\"monospace\" font-size=\"10.00\"",
                " class=\"m\"",
            )
            .replace(
                " font-family=\"monospace\" font-weight=\"bold\" font-size=\"10.00\"",
                " class=\"m\" font-weight=\"bold\"",
            );
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// A block's node in the CFG pictures (the name `ir::dot` gives it in a one-graph file).
pub fn node_id(b: Block) -> String {
    format!("f0_{b}")
}

/// mem2reg's counters, each as its count and what it counts, from `--stats`'s text.
fn mem2reg_counters(r: &Report) -> Vec<(String, String)> {
    r.stats
        .to_string()
        .lines()
        .map(|line| {
            let (count, what) = line.trim_start().split_once(' ').unwrap_or((line, ""));
            let what = what.trim_start_matches("mem2reg - ");
            (count.to_string(), what.to_string())
        })
        .collect()
}

/// mem2reg's counters as the stage's statistics: those that counted something.
fn stats_list(r: &Report) -> String {
    let mut out = String::new();
    for (count, what) in mem2reg_counters(r) {
        if count != "0" {
            let _ = write!(
                out,
                "<li>{}: {}</li>",
                escape_html(&count),
                escape_html(&what)
            );
        }
    }
    format!("<ul>{out}</ul>")
}

/// SROA's counters for one function, those that counted something.
fn sroa_stats_list(s: sroa::Stats) -> String {
    let counts = [
        (s.split, "aggregates split"),
        (s.slices, "slices made"),
        (s.in_memory, "slices left in memory"),
    ];
    let mut out = String::new();
    for (n, what) in counts.iter().filter(|(n, _)| *n > 0) {
        let _ = write!(out, "<li>{n}: {what}</li>");
    }
    format!("<ul>{out}</ul>")
}

/// A pass's counters for one function, those that counted something.
fn pass_stats_list(pass: &Pass, stats: pipeline::Stats) -> String {
    let mut out = String::new();
    for (what, n) in pass.counters.iter().zip(stats.0).filter(|(_, n)| *n > 0) {
        let _ = write!(out, "<li>{n}: {}</li>", escape_html(what));
    }
    match out.is_empty() {
        true => "<ul><li>(the pass counts nothing here, but changed the text)</li></ul>".into(),
        false => format!("<ul>{out}</ul>"),
    }
}

fn stats_table(r: &Report) -> String {
    let mut out = String::from(
        "<table class=\"stats\">\n<caption>mem2reg statistics (<code>--stats</code>)</caption>\n",
    );
    for (count, what) in mem2reg_counters(r) {
        let _ = writeln!(
            out,
            "<tr><td class=\"n\">{}</td><td>{}</td></tr>",
            escape_html(&count),
            escape_html(&what)
        );
    }
    out.push_str("</table>\n");
    out
}

/// The counters of the passes after mem2reg (the pipeline), those that counted something.
fn passes_table(passes: &[(&'static Pass, pipeline::Stats)]) -> String {
    if passes.is_empty() {
        return String::new();
    }
    let mut out = String::from(
        "<table class=\"stats\">\n<caption>The passes after mem2reg \
         (<code>--print-changed</code> shows their work)</caption>\n",
    );
    for (pass, stats) in passes {
        for (what, n) in pass.counters.iter().zip(stats.0).filter(|(_, n)| *n > 0) {
            let _ = writeln!(
                out,
                "<tr><td class=\"n\">{n}</td><td>{}: {}</td></tr>",
                escape_html(pass.name),
                escape_html(what)
            );
        }
    }
    if !passes.iter().any(|(_, s)| s.0.iter().any(|&n| n > 0)) {
        out.push_str("<tr><td></td><td>none changed the function</td></tr>\n");
    }
    out.push_str("</table>\n");
    out
}

fn remarks_list(f: &FunctionView) -> String {
    let mut out =
        String::from("<div class=\"remarks\">\n<h4>Remarks (<code>--remarks</code>)</h4>\n<ul>\n");
    let _ = writeln!(
        out,
        "<li>{} alloca(s) promoted, {} phi(s) inserted</li>",
        f.report.stats.promoted, f.report.stats.phis_inserted
    );
    for r in &f.report.remarks {
        let _ = writeln!(
            out,
            "<li class=\"missed\">alloca <code>%{}</code> not promoted: {}</li>",
            escape_html(&r.name),
            escape_html(&r.reason.to_string())
        );
    }
    out.push_str("</ul>\n</div>\n");
    out
}

fn sizes_table(f: &FunctionView) -> String {
    let size = |a: Option<&AsmListing>| a.map_or("-".to_string(), |l| l.size.to_string());
    let ratio = match (f.asm_with, f.asm_without) {
        (Some(w), Some(wo)) if w.size > 0 => format!("{:.2}x", wo.size as f64 / w.size as f64),
        _ => "-".to_string(),
    };
    format!(
        "<table class=\"sizes\">\n<caption>Machine code size (bytes)</caption>\n\
         <tr><td>with mem2reg</td><td class=\"n size-with\">{}</td></tr>\n\
         <tr><td>without (<code>--no-mem2reg</code>)</td><td class=\"n size-without\">{}</td></tr>\n\
         <tr><td>without / with</td><td class=\"n\">{ratio}</td></tr>\n</table>\n",
        size(f.asm_with),
        size(f.asm_without)
    )
}

fn asm_columns(f: &FunctionView) -> String {
    let column = |title: &str, class: &str, a: Option<&AsmListing>| {
        let (size, text) = a.map_or(("-".to_string(), String::new()), |l| {
            (l.size.to_string(), l.text.clone())
        });
        format!(
            "<div class=\"col asm {class}\">\n<h3>{title} ({size} bytes)</h3>\n<pre>{}</pre>\n</div>\n",
            escape_html(&text)
        )
    };
    // A long listing is closed until asked for: laying out an interpreter's 40,000 lines
    // took seconds.
    let lines = |a: Option<&AsmListing>| a.map_or(0, |l| l.text.lines().count());
    let open = lines(f.asm_with).max(lines(f.asm_without)) <= ASM_OPEN_LINES;
    format!(
        "<details class=\"asm\"{}>\n<summary>Machine code with and without mem2reg</summary>\n\
         <div class=\"columns two\">\n{}{}</div>\n</details>\n",
        if open { " open" } else { "" },
        column("Machine code with mem2reg", "with", f.asm_with),
        column("Machine code without mem2reg", "without", f.asm_without)
    )
}

/// The longest machine code listing shown open.
const ASM_OPEN_LINES: usize = 400;

fn json_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    let mut from = 0;
    for (at, c) in s.char_indices() {
        let escaped = match c {
            '"' => "\\\"".to_string(),
            '\\' => "\\\\".to_string(),
            c if (c as u32) < 0x20 => format!("\\u{:04x}", c as u32),
            _ => continue,
        };
        out.push_str(&s[from..at]);
        out.push_str(&escaped);
        from = at + c.len_utf8();
    }
    out.push_str(&s[from..]);
    out.push('"');
    out
}

fn json_list(items: impl Iterator<Item = String>) -> String {
    format!("[{}]", items.collect::<Vec<_>>().join(","))
}

/// JSON inside a `<script>` element: no `</script>` may appear, so `<` is escaped.
fn json_for_script(json: &str) -> String {
    json.replace('<', "\\u003c")
}

#[cfg(test)]
mod tests;

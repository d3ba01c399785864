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
//! The page is built here from data the driver gathers (it runs the passes, the code
//! generator and Graphviz); the panels are built by a small inline script from a JSON blob
//! per function, the style is inline CSS: nothing is fetched to view it.

mod cfg_svg;
mod frontier;

pub use cfg_svg::cfg_svg;

use crate::codegen::AsmListing;
use crate::ir::cfg::Cfg;
use crate::ir::dominators::DomTree;
/// HTML escaping, shared with the Graphviz labels (`ir::dot`), which are HTML-like too.
pub(crate) use crate::ir::dot::escape_html;
use crate::ir::print::{inst_text, print_function, terminator_text, Names};
use crate::ir::{Block, Function, Inst, InstKind};
use crate::passes::mem2reg::Report;
use crate::passes::pipeline::{self, Pass};
use frontier::Frontiers;
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
    /// The CFG before and after mem2reg, as SVG.
    pub cfg_before: String,
    pub cfg_after: String,
    /// The machine code with and without mem2reg.
    pub asm_with: Option<&'a AsmListing>,
    pub asm_without: Option<&'a AsmListing>,
    /// What each pass of the pipeline after mem2reg did to the function on its way to
    /// that machine code (with mem2reg), in order; empty under `-O0`.
    pub passes: &'a [(&'static Pass, pipeline::Stats)],
}

const STYLE: &str = include_str!("page.css");
const SCRIPT: &str = include_str!("page.js");

/// The page's HTML.
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
         target {target}. Hover a line to see its C source line and the IR made from it; \
         click a <span class=\"phi-sample\">phi</span> to see where its variable is defined \
         and the iterated dominance frontier that placed it.</p>\n\
         <p class=\"js-status\">The panels need JavaScript.</p>\n",
        t = escape_html(&title),
        v = env!("CARGO_PKG_VERSION"),
        target = escape_html(&p.target),
    );
    out.push_str("<nav><ul>\n");
    for (u, unit) in p.units.iter().enumerate() {
        for (k, f) in unit.functions.iter().enumerate() {
            let _ = writeln!(
                out,
                "<li><a href=\"#{}\">{}</a> <span class=\"count\">{} phi{}</span></li>",
                section_id(u, k),
                escape_html(&f.ssa.name),
                f.report.stats.phis_inserted,
                if f.report.stats.phis_inserted == 1 {
                    ""
                } else {
                    "s"
                }
            );
        }
    }
    out.push_str("</ul></nav>\n</header>\n");
    for (u, unit) in p.units.iter().enumerate() {
        for (k, f) in unit.functions.iter().enumerate() {
            out.push_str(&function_section(unit, f, &section_id(u, k)));
        }
    }
    let _ = write!(out, "<script>\n{SCRIPT}</script>\n</body>\n</html>\n");
    out
}

/// `f0-2`: the third function of the first file.
fn section_id(unit: usize, function: usize) -> String {
    format!("f{unit}-{function}")
}

fn function_section(unit: &UnitView, f: &FunctionView, id: &str) -> String {
    let lines = LineMap::new(f.memory, unit.line_of);
    let mut out = format!(
        "<section class=\"function\" id=\"{id}\">\n<h2>{} <span class=\"file\">{}</span></h2>\n",
        escape_html(&f.ssa.name),
        escape_html(unit.file_name)
    );
    out.push_str("<div class=\"summary\">\n");
    out.push_str(&stats_table(f.report));
    out.push_str(&passes_table(f.passes));
    out.push_str(&remarks_list(f));
    out.push_str(&sizes_table(f));
    out.push_str("</div>\n<div class=\"columns three\">\n");
    out.push_str(&source_column(unit, &lines));
    out.push_str(&ir_column(
        "IR, memory form (before mem2reg)",
        "ir",
        f.memory,
        &lines,
        None,
    ));
    let phis = PhiIds::new(f, id);
    out.push_str(&ir_column(
        "SSA (after mem2reg)",
        "ssa",
        f.ssa,
        &lines,
        Some(&phis),
    ));
    out.push_str("</div>\n<div class=\"phi-panels\"></div>\n");
    out.push_str(&cfg_figures(f));
    out.push_str(&asm_columns(f));
    let _ = writeln!(
        out,
        "<script type=\"application/json\" class=\"explain-data\">{}</script>",
        json_for_script(&phi_data(f, &phis))
    );
    out.push_str("</section>\n");
    out
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

/// The function's lines of the C source, each with its number.
fn source_column(unit: &UnitView, lines: &LineMap) -> String {
    let mut out = String::from("<div class=\"col source\">\n<h3>C source</h3>\n<pre>");
    match (unit.source, lines.span) {
        (Some(text), Some((first, last))) => {
            for (n, line) in text
                .lines()
                .enumerate()
                .skip(first - 1)
                .take(last - first + 1)
            {
                let _ = write!(
                    out,
                    "<span class=\"line\" data-line=\"{l}\"><span class=\"ln\">{l:>4}</span> {}</span>",
                    escape_html(line),
                    l = n + 1
                );
            }
        }
        (None, _) => out.push_str("(an IR input: no C source)\n"),
        (Some(_), None) => out.push_str("(no source lines recorded)\n"),
    }
    out.push_str("</pre>\n</div>\n");
    out
}

/// A function's IR text, one element per printed line, each carrying the source line it
/// came from; with `phis`, the phi lines are marked and their operands name their edges.
fn ir_column(
    title: &str,
    class: &str,
    f: &Function,
    lines: &LineMap,
    phis: Option<&PhiIds>,
) -> String {
    let names = Names::new(f);
    let mut out = format!("<div class=\"col {class}\">\n<h3>{title}</h3>\n<pre>");
    let header = print_function(f).lines().next().unwrap_or("").to_string();
    out.push_str(&line_html(&header, lines.header, ""));
    for &b in &f.layout {
        out.push_str(&line_html(&format!("{}:", names.block(b)), None, "label"));
        for i in f.block_phis_and_insts(b) {
            let text = format!("  {}", inst_text(f, &names, i));
            match phis.and_then(|p| p.ids.get(&i)) {
                Some(id) => {
                    let line = lines.block(f, b);
                    out.push_str(&phi_line(f, &names, (b, i), &text, line, id))
                }
                None => out.push_str(&line_html(&text, lines.inst(f, i), "")),
            }
        }
        if let Some(t) = &f.blocks[b].term {
            let text = format!("  {}", terminator_text(f, &names, t));
            out.push_str(&line_html(&text, lines.term(f, b), ""));
        }
    }
    out.push_str(&line_html("}", None, ""));
    out.push_str("</pre>\n</div>\n");
    out
}

fn line_html(text: &str, line: Option<usize>, class: &str) -> String {
    let data = line.map_or(String::new(), |l| format!(" data-line=\"{l}\""));
    let class = if class.is_empty() {
        "line".to_string()
    } else {
        format!("line {class}")
    };
    format!("<span class=\"{class}\"{data}>{}</span>", escape_html(text))
}

/// A phi's line: each operand `[value, block]` wrapped with the edge it comes in on.
fn phi_line(
    f: &Function,
    names: &Names,
    (block, phi): (Block, Inst),
    text: &str,
    line: Option<usize>,
    id: &str,
) -> String {
    let InstKind::Phi { args, .. } = &f.insts[phi].kind else {
        return line_html(text, line, "");
    };
    let here = escape_html(names.block(block));
    let mut html = String::new();
    let mut rest = text;
    for &(pred, v) in args.iter() {
        let operand = format!("[{}, {}]", names.value(f, v), names.block(pred));
        let Some(at) = rest.find(&operand) else {
            continue;
        };
        html.push_str(&escape_html(&rest[..at]));
        let _ = write!(
            html,
            "<span class=\"operand\" title=\"on the edge {} &#8594; {here}\">{}</span>",
            escape_html(names.block(pred)),
            escape_html(&operand)
        );
        rest = &rest[at + operand.len()..];
    }
    html.push_str(&escape_html(rest));
    let data = line.map_or(String::new(), |l| format!(" data-line=\"{l}\""));
    format!("<span class=\"line phi\" id=\"{id}\" data-phi=\"{id}\"{data}>{html}</span>")
}

/// The element id of each phi left in the SSA form, and the placement it came from.
struct PhiIds {
    ids: HashMap<Inst, String>,
    /// Per phi id, in order: (id, phi, its block, index into `Report::placements`).
    order: Vec<(String, Inst, Block, usize)>,
}

impl PhiIds {
    fn new(f: &FunctionView, section: &str) -> PhiIds {
        let mut ids = HashMap::new();
        let mut order = Vec::new();
        for (v, p) in f.report.placements.iter().enumerate() {
            for placed in p.phis.iter().filter(|p| p.kept) {
                let id = format!("phi-{section}-{}", order.len());
                ids.insert(placed.inst, id.clone());
                order.push((id, placed.inst, placed.block, v));
            }
        }
        PhiIds { ids, order }
    }
}

/// The JSON the script builds the phi panels from: per phi its value, block and incoming
/// edges; per variable its defining and live-in blocks, the full IDF and the phis placed;
/// per block its node in the CFG pictures.
fn phi_data(f: &FunctionView, phis: &PhiIds) -> String {
    let ssa = f.ssa;
    let names = Names::new(ssa);
    let cfg = Cfg::new(ssa);
    let domtree = DomTree::new(ssa, &cfg);
    let frontiers = Frontiers::new(ssa, &cfg, &domtree);
    let blocks = |bs: &[Block]| json_list(bs.iter().map(|&b| json_string(names.block(b))));
    let mut phi_items = Vec::new();
    for (id, inst, block, var) in &phis.order {
        let InstKind::Phi { args, .. } = &ssa.insts[*inst].kind else {
            continue;
        };
        let edges = args.iter().map(|&(pred, v)| {
            format!(
                "{{\"from\":{},\"value\":{}}}",
                json_string(names.block(pred)),
                json_string(&names.value(ssa, v))
            )
        });
        let result = ssa.insts[*inst].result.map(|r| names.value(ssa, r));
        phi_items.push(format!(
            "{{\"id\":{},\"value\":{},\"block\":{},\"variable\":{var},\"edges\":{}}}",
            json_string(id),
            json_string(result.as_deref().unwrap_or("")),
            json_string(names.block(*block)),
            json_list(edges)
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
    let nodes = ssa.layout.iter().map(|&b| {
        format!(
            "{}:{}",
            json_string(names.block(b)),
            json_string(&node_id(b))
        )
    });
    format!(
        "{{\"phis\":{},\"variables\":{},\"nodes\":{{{}}}}}",
        json_list(phi_items.into_iter()),
        json_list(variables),
        nodes.collect::<Vec<_>>().join(",")
    )
}

/// A block's node in the CFG pictures (the name `ir::dot` gives it in a one-graph file).
pub fn node_id(b: Block) -> String {
    format!("f0_{b}")
}

fn stats_table(r: &Report) -> String {
    let mut out = String::from(
        "<table class=\"stats\">\n<caption>mem2reg statistics (<code>--stats</code>)</caption>\n",
    );
    for line in r.stats.to_string().lines() {
        let (count, what) = line.trim_start().split_once(' ').unwrap_or((line, ""));
        let what = what.trim_start_matches("mem2reg - ");
        let _ = writeln!(
            out,
            "<tr><td class=\"n\">{}</td><td>{}</td></tr>",
            escape_html(count),
            escape_html(what)
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

fn cfg_figures(f: &FunctionView) -> String {
    format!(
        "<div class=\"columns two cfgs\">\n\
         <figure class=\"cfg before\"><figcaption>CFG before mem2reg</figcaption>\n{}</figure>\n\
         <figure class=\"cfg after\"><figcaption>CFG after mem2reg \
         <span class=\"legend\"><span class=\"def\">defines</span> \
         <span class=\"idf\">in the IDF</span> <span class=\"phiblock\">gets a phi</span>\
         </span></figcaption>\n{}</figure>\n</div>\n",
        f.cfg_before, f.cfg_after
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
    format!(
        "<div class=\"columns two\">\n{}{}</div>\n",
        column("Machine code with mem2reg", "with", f.asm_with),
        column("Machine code without mem2reg", "without", f.asm_without)
    )
}

fn json_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
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

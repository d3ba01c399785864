//! Graphviz output of functions' CFGs (`--emit=dot`), to look at what a pass did: the same
//! function before and after mem2reg side by side, one cluster each.
//!
//! Each block is a node listing its name, phis, instructions and terminator, in exactly the
//! printer's text, left-aligned in an HTML-like label. Each CFG edge is an arrow: a `br`
//! labels its edges `T` and `F`, a `switch` its edges with the case value (or `default`).

use super::print::{inst_text, terminator_text, Names};
use super::{Block, Function, Terminator};
use std::fmt::Write;

/// One `digraph` with a cluster per (title, function) pair, e.g. the same function before
/// and after mem2reg.
pub fn print_dot(graphs: &[(&str, &Function)]) -> String {
    print_dot_with(graphs, Detail::Full)
}

/// How much of each block a node shows.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Detail {
    /// Its name and every phi, instruction and terminator (the printer's text).
    Full,
    /// Its name and how many instructions it holds: for graphs too big to read (or for
    /// Graphviz to lay out quickly) with full bodies.
    Summary,
}

/// `print_dot` with the blocks shown in `detail`.
pub fn print_dot_with(graphs: &[(&str, &Function)], detail: Detail) -> String {
    let mut out = String::from("digraph cfg {\n");
    out.push_str("  node [shape=box, fontname=\"monospace\", fontsize=10];\n");
    out.push_str("  edge [fontname=\"monospace\", fontsize=10];\n");
    for (n, (title, f)) in graphs.iter().enumerate() {
        write_cluster(&mut out, n, title, f, detail);
    }
    out.push_str("}\n");
    out
}

fn write_cluster(out: &mut String, n: usize, title: &str, f: &Function, detail: Detail) {
    let names = Names::new(f);
    let _ = writeln!(out, "  subgraph cluster_{n} {{");
    let _ = writeln!(out, "    label=\"{}\";", escape_string(title));
    for &b in &f.layout {
        let _ = writeln!(
            out,
            "    {} [label=<{}>{}];",
            node_id(n, b),
            match detail {
                Detail::Full => block_label(f, &names, b),
                Detail::Summary => summary_label(f, &names, b),
            },
            if b == f.entry { ", penwidth=2" } else { "" }
        );
    }
    for &b in &f.layout {
        let Some(term) = &f.blocks[b].term else {
            continue;
        };
        for (dest, label) in edges(term) {
            let label = match label {
                Some(l) => format!(" [label=\"{}\"]", escape_string(&l)),
                None => String::new(),
            };
            let _ = writeln!(out, "    {} -> {}{label};", node_id(n, b), node_id(n, dest));
        }
    }
    out.push_str("  }\n");
}

/// Node names are unique across clusters: the cluster number and the block's index.
fn node_id(cluster: usize, b: Block) -> String {
    format!("f{cluster}_{b}")
}

/// The CFG edges of a terminator, with their labels.
fn edges(term: &Terminator) -> Vec<(Block, Option<String>)> {
    match term {
        Terminator::Jump(b) => vec![(*b, None)],
        Terminator::Br {
            then_dest,
            else_dest,
            ..
        } => vec![
            (*then_dest, Some("T".to_string())),
            (*else_dest, Some("F".to_string())),
        ],
        Terminator::Switch { default, cases, .. } => {
            let mut out = vec![(*default, Some("default".to_string()))];
            out.extend(cases.iter().map(|&(c, b)| (b, Some(c.to_string()))));
            out
        }
        Terminator::Ret(_) | Terminator::Unreachable | Terminator::Trap => Vec::new(),
    }
}

/// A table with one left-aligned row per line: the block name in bold, then its code.
fn block_label(f: &Function, names: &Names, b: Block) -> String {
    let data = &f.blocks[b];
    let row = |text: &str| format!("<tr><td align=\"left\">{}</td></tr>", escape_html(text));
    let mut label = String::from("<table border=\"0\" cellborder=\"0\" cellspacing=\"0\">");
    let _ = write!(
        label,
        "<tr><td align=\"left\"><b>{}:</b></td></tr>",
        escape_html(names.block(b))
    );
    for i in f.block_phis_and_insts(b) {
        label.push_str(&row(&inst_text(f, names, i)));
    }
    match &data.term {
        Some(t) => label.push_str(&row(&terminator_text(f, names, t))),
        None => label.push_str(&row("; no terminator")),
    }
    label.push_str("</table>");
    label
}

/// The block name in bold and the number of its phis and instructions (with the
/// terminator).
fn summary_label(f: &Function, names: &Names, b: Block) -> String {
    let count = f.block_phis_and_insts(b).count() + 1;
    format!(
        "<b>{}:</b> {count} instruction{}",
        escape_html(names.block(b)),
        if count == 1 { "" } else { "s" }
    )
}

pub(crate) fn escape_html(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
    out
}

fn escape_string(s: &str) -> String {
    s.replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace('\n', "\\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::read::read_function;
    use std::io::Write as _;
    use std::process::{Command, Stdio};

    const LOOP: &str = "fn @f(i32 %n) -> i32 {
entry:
  %a = alloca 4, align 4
  %c = icmp sgt i32 %n, 0
  br %c, loop, exit
loop:
  %i = phi i32 [0, entry], [%j, loop], [%j, sw]
  %j = add i32 %i, 1
  %lt = icmp slt i32 %j, %n
  br %lt, loop, sw
sw:
  switch i32 %j, exit [1: loop, 2: exit]
exit:
  ret i32 %n
}";

    #[test]
    fn blocks_show_the_printed_instructions_and_edges_their_labels() {
        let f = read_function(LOOP).unwrap();
        let dot = print_dot(&[("before \"x\"", &f), ("after", &f)]);
        assert!(dot.starts_with("digraph cfg {\n"));
        assert!(dot.contains("subgraph cluster_0 {\n    label=\"before \\\"x\\\"\";"));
        assert!(dot.contains("subgraph cluster_1 {\n    label=\"after\";"));
        assert!(
            dot.contains("<td align=\"left\">%i = phi i32 [0, entry], [%j, loop], [%j, sw]</td>")
        );
        assert!(dot.contains("<b>entry:</b>"));
        // The reader numbers blocks by first mention: entry, loop, exit, sw.
        assert!(dot.contains("f0_bb0 -> f0_bb1 [label=\"T\"];"));
        assert!(dot.contains("f0_bb0 -> f0_bb2 [label=\"F\"];"));
        assert!(dot.contains("f0_bb3 -> f0_bb2 [label=\"default\"];"));
        assert!(dot.contains("f0_bb3 -> f0_bb1 [label=\"1\"];"));
        assert!(dot.contains("f1_bb3 -> f1_bb2 [label=\"2\"];"));
        assert!(dot.contains("penwidth=2"));
    }

    #[test]
    fn escapes_what_html_labels_reserve() {
        assert_eq!(escape_html("a<b>&\"c"), "a&lt;b&gt;&amp;&quot;c");
    }

    /// Graphviz itself accepts the output (skipped where `dot` is not installed).
    #[test]
    fn graphviz_accepts_the_output() {
        let f = read_function(LOOP).unwrap();
        let dot = print_dot(&[("before", &f), ("after", &f)]);
        let child = Command::new("dot")
            .arg("-Tsvg")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn();
        let Ok(mut child) = child else {
            eprintln!("graphviz `dot` not found; skipping");
            return;
        };
        child
            .stdin
            .take()
            .unwrap()
            .write_all(dot.as_bytes())
            .unwrap();
        let result = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&result.stderr);
        assert!(result.status.success(), "dot failed: {stderr}\n{dot}");
        assert!(stderr.is_empty(), "dot warned: {stderr}");
        assert!(String::from_utf8_lossy(&result.stdout).contains("<svg"));
    }
}

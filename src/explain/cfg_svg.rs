//! A CFG drawn without Graphviz, for the explain page when `dot` is not installed: the
//! blocks stacked in layout order, forward edges curving down on the right, back edges (to
//! an earlier or the same block, the loops) up on the left. Nodes follow Graphviz's SVG
//! (`<g class="node"><title>ID</title>...`), so the page's script marks them the same way.

use super::escape_html;
use crate::ir::{Block, Function};
use cranelift_entity::SecondaryMap;
use std::fmt::Write;

const WIDTH: usize = 220;
const HEIGHT: usize = 34;
const GAP: usize = 22;
/// Room on each side for the edges' curves.
const MARGIN: usize = 70;

/// The SVG of `f`'s CFG; node `b` is titled `node_id(b)`.
pub fn cfg_svg(f: &Function, node_id: impl Fn(Block) -> String) -> String {
    let mut row: SecondaryMap<Block, usize> = SecondaryMap::new();
    for (i, &b) in f.layout.iter().enumerate() {
        row[b] = i;
    }
    let height = f.layout.len() * (HEIGHT + GAP) + GAP;
    let width = WIDTH + 2 * MARGIN;
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"own-layout\" width=\"{width}\" \
         height=\"{height}\" viewBox=\"0 0 {width} {height}\">\n\
         <defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" \
         markerWidth=\"6\" markerHeight=\"6\" orient=\"auto\"><path d=\"M0,0 L10,5 L0,10 z\"/>\
         </marker></defs>\n"
    );
    for (i, &b) in f.layout.iter().enumerate() {
        let y = GAP + i * (HEIGHT + GAP);
        let size = f.block_phis(b).len() + f.block_insts(b).len() + 1;
        let _ = writeln!(
            svg,
            "<g class=\"node\"><title>{}</title><rect x=\"{MARGIN}\" y=\"{y}\" width=\"{WIDTH}\" \
             height=\"{HEIGHT}\" fill=\"none\" stroke=\"black\"/><text x=\"{}\" y=\"{}\" \
             text-anchor=\"middle\" font-family=\"monospace\" font-size=\"12\">{}: {} line{}</text></g>",
            node_id(b),
            MARGIN + WIDTH / 2,
            y + HEIGHT / 2 + 4,
            escape_html(f.block_name(b)),
            size,
            if size == 1 { "" } else { "s" }
        );
    }
    for &b in &f.layout {
        let Some(term) = &f.blocks[b].term else {
            continue;
        };
        for (k, dest) in term.successors().into_iter().enumerate() {
            svg.push_str(&edge(row[b], row[dest], k));
        }
    }
    svg.push_str("</svg>\n");
    svg
}

/// The path of one edge from row `from` to row `to`; `k` spreads a block's edges apart.
fn edge(from: usize, to: usize, k: usize) -> String {
    let mid = |r: usize| GAP + r * (HEIGHT + GAP) + HEIGHT / 2;
    let bulge = 18 + 12 * k;
    let (x, control) = if to > from {
        (MARGIN + WIDTH, MARGIN + WIDTH + bulge + 8 * (to - from))
    } else {
        (MARGIN, MARGIN.saturating_sub(bulge + 8 * (from - to)))
    };
    let (y1, y2) = (mid(from) + 4 * k, mid(to));
    format!(
        "<path class=\"edge\" d=\"M{x},{y1} C{control},{y1} {control},{y2} {x},{y2}\" \
         fill=\"none\" stroke=\"black\" marker-end=\"url(#arrow)\"/>\n"
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::read::read_function;

    #[test]
    fn every_block_is_a_titled_node_and_every_edge_a_path() {
        let f = read_function(
            "fn @f(i32 %n) -> i32 {\nentry:\n  jump head\nhead:\n  %c = icmp sgt i32 %n, 0\n  \
             br %c, head, exit\nexit:\n  ret i32 %n\n}",
        )
        .unwrap();
        let svg = cfg_svg(&f, |b| format!("f0_{b}"));
        assert!(svg.starts_with("<svg"));
        assert_eq!(svg.matches("<g class=\"node\">").count(), 3);
        assert!(svg.contains("<title>f0_bb0</title>"));
        assert!(svg.contains(">head: 2 lines</text>"));
        // entry -> head, head -> head (a back edge), head -> exit.
        assert_eq!(svg.matches("class=\"edge\"").count(), 3);
    }
}

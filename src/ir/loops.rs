//! Natural loops: the one loop analysis, for every pass that looks for loops and for code
//! generation (which tells the edges that leave a loop).
//!
//! A natural loop (Aho, Lam, Sethi and Ullman, section 9.6.6) is a header `h` with its back
//! edges `b -> h`, where `h` dominates `b` (`b` is a *latch*): the loop is `h` plus every
//! block that reaches a latch without passing through `h`, found by a backward walk from the
//! latches that stops at the header. Back edges to the same header make one loop, as in
//! LLVM's `LoopInfo`. Only blocks reachable from the entry are in loops: an unreachable
//! block is dominated by nothing.
//!
//! The header's other predecessors are the loop's *entries*; a loop entered from one block
//! only has that block as its *preheader* (LLVM's `getLoopPreheader` also asks it to end in
//! an unconditional branch: the passes that need that ask it themselves). Two loops are
//! either disjoint or nested, so each has a *parent*, the innermost loop containing it, and
//! a *depth* (1 for an outermost loop). Irreducible cycles (entered at more than one block)
//! have no header that dominates them, and are no loops here, as in LLVM.

use super::cfg::Cfg;
use super::dominators::DomTree;
use super::{Block, Function};
use cranelift_entity::SecondaryMap;

/// One natural loop.
pub struct Loop {
    pub header: Block,
    /// The header's predecessors inside the loop (its back edges), one per edge, in the
    /// order of `Cfg::predecessors`.
    pub latches: Vec<Block>,
    /// The header's predecessors outside the loop, one per edge (unreachable ones
    /// included), in the same order.
    pub entries: Vec<Block>,
    /// The blocks of the loop, the header and those of nested loops included.
    pub blocks: SecondaryMap<Block, bool>,
    /// The innermost other loop containing this one (its place in [`LoopInfo::loops`]).
    pub parent: Option<usize>,
    /// How many loops contain this one, itself included: 1 for an outermost loop.
    pub depth: u32,
}

impl Loop {
    /// Is `b` in the loop?
    pub fn contains(&self, b: Block) -> bool {
        self.blocks[b]
    }

    /// The one block the loop is entered from, if there is one (and one edge from it).
    pub fn preheader(&self) -> Option<Block> {
        match self.entries[..] {
            [p] => Some(p),
            _ => None,
        }
    }
}

/// The natural loops of a function, as it was when computed.
pub struct LoopInfo {
    /// In the layout order of their headers (so an outer loop's header, which dominates its
    /// inner loops' headers, usually comes first).
    loops: Vec<Loop>,
    /// Per block, how many loops contain it (0: none).
    depth: SecondaryMap<Block, u32>,
}

impl LoopInfo {
    pub fn new(f: &Function, cfg: &Cfg, dom: &DomTree) -> LoopInfo {
        let mut loops = Vec::new();
        for &header in &f.layout {
            if !dom.is_reachable(header) {
                continue;
            }
            let (latches, entries): (Vec<Block>, Vec<Block>) = cfg
                .predecessors(header)
                .iter()
                .partition(|&&p| dom.dominates(header, p));
            if latches.is_empty() {
                continue;
            }
            let blocks = natural_loop(cfg, dom, header, &latches);
            loops.push(Loop {
                header,
                latches,
                entries,
                blocks,
                parent: None,
                depth: 1,
            });
        }
        nest(&mut loops);
        let mut depth: SecondaryMap<Block, u32> = SecondaryMap::new();
        for l in &loops {
            for (b, &inside) in l.blocks.iter() {
                if inside {
                    depth[b] = depth[b].max(l.depth);
                }
            }
        }
        LoopInfo { loops, depth }
    }

    /// Every loop, in the layout order of their headers.
    pub fn loops(&self) -> &[Loop] {
        &self.loops
    }

    /// The loops, to keep.
    pub fn into_loops(self) -> Vec<Loop> {
        self.loops
    }

    /// The loops that contain no other loop.
    pub fn innermost(&self) -> impl Iterator<Item = &Loop> {
        let mut has_child = vec![false; self.loops.len()];
        for l in &self.loops {
            if let Some(p) = l.parent {
                has_child[p] = true;
            }
        }
        self.loops
            .iter()
            .zip(has_child)
            .filter(|(_, child)| !child)
            .map(|(l, _)| l)
    }

    /// Is `b` in some loop?
    pub fn in_loop(&self, b: Block) -> bool {
        self.depth(b) > 0
    }

    /// How many loops contain `b`.
    pub fn depth(&self, b: Block) -> u32 {
        self.depth[b]
    }

    /// Does the edge `from -> to` leave a loop that contains `from`?
    pub fn is_exit(&self, from: Block, to: Block) -> bool {
        self.loops
            .iter()
            .any(|l| l.contains(from) && !l.contains(to))
    }
}

/// The blocks of the loop of `header` whose back edges come from `latches`: a backward
/// walk from the latches that stops at the header and at unreachable blocks.
fn natural_loop(
    cfg: &Cfg,
    dom: &DomTree,
    header: Block,
    latches: &[Block],
) -> SecondaryMap<Block, bool> {
    let mut blocks = SecondaryMap::new();
    blocks[header] = true;
    let mut work = latches.to_vec();
    while let Some(b) = work.pop() {
        if blocks[b] {
            continue;
        }
        blocks[b] = true;
        work.extend(
            cfg.predecessors(b)
                .iter()
                .copied()
                .filter(|&p| dom.is_reachable(p) && !blocks[p]),
        );
    }
    blocks
}

/// Give each loop its parent and depth. Loops are disjoint or nested, so the parent of a
/// loop is the smallest other loop containing its header.
fn nest(loops: &mut [Loop]) {
    let size = |l: &Loop| l.blocks.values().filter(|&&b| b).count();
    let sizes: Vec<usize> = loops.iter().map(size).collect();
    for i in 0..loops.len() {
        let h = loops[i].header;
        loops[i].parent = (0..loops.len())
            .filter(|&j| j != i && loops[j].contains(h))
            .min_by_key(|&j| sizes[j]);
    }
    for i in 0..loops.len() {
        let mut depth = 1;
        let mut p = loops[i].parent;
        while let Some(j) = p {
            depth += 1;
            p = loops[j].parent;
        }
        loops[i].depth = depth;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::read::read_function;

    fn info(text: &str) -> (Function, LoopInfo) {
        let f = read_function(text).expect("a valid function");
        let cfg = Cfg::new(&f);
        let dom = DomTree::new(&f, &cfg);
        let loops = LoopInfo::new(&f, &cfg, &dom);
        (f, loops)
    }

    fn block(f: &Function, name: &str) -> Block {
        *f.layout
            .iter()
            .find(|&&b| f.block_name(b) == name)
            .expect("a block of that name")
    }

    /// Two nested `while` loops, an unreachable block jumping into the inner one.
    const NESTED: &str = "\
fn @f(i32 %c) {
entry:
  jump outer
outer:
  br %c, inner, exit
inner:
  br %c, body, outer.latch
body:
  jump inner
outer.latch:
  jump outer
dead:
  jump body
exit:
  ret void
}
";

    #[test]
    fn nested_loops_have_their_latches_preheaders_parents_and_depths() {
        let (f, info) = info(NESTED);
        let [outer, inner] = info.loops() else {
            panic!("two loops");
        };
        let b = |name| block(&f, name);
        assert_eq!(outer.header, b("outer"));
        assert_eq!(outer.latches, [b("outer.latch")]);
        assert_eq!(outer.preheader(), Some(b("entry")));
        assert_eq!((outer.parent, outer.depth), (None, 1));
        assert_eq!(inner.header, b("inner"));
        assert_eq!(inner.latches, [b("body")]);
        assert_eq!(inner.preheader(), Some(b("outer")));
        assert_eq!((inner.parent, inner.depth), (Some(0), 2));
        assert!(outer.contains(b("body")) && !inner.contains(b("outer.latch")));
        let innermost: Vec<Block> = info.innermost().map(|l| l.header).collect();
        assert_eq!(innermost, [b("inner")]);
    }

    #[test]
    fn unreachable_blocks_are_in_no_loop() {
        let (f, info) = info(NESTED);
        let dead = block(&f, "dead");
        assert!(!info.in_loop(dead));
        assert!(!info.in_loop(block(&f, "exit")) && info.in_loop(block(&f, "body")));
        assert_eq!(info.depth(block(&f, "body")), 2);
        assert_eq!(info.depth(block(&f, "outer.latch")), 1);
    }

    #[test]
    fn the_exits_of_a_loop_are_the_edges_that_leave_it() {
        let (f, info) = info(NESTED);
        let b = |name| block(&f, name);
        assert!(info.is_exit(b("outer"), b("exit")));
        assert!(
            info.is_exit(b("inner"), b("outer.latch")),
            "leaves the inner loop"
        );
        assert!(!info.is_exit(b("inner"), b("body")));
        assert!(!info.is_exit(b("entry"), b("outer")));
    }
}

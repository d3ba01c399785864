//! Control-flow graph utilities: successors, predecessors (one entry per edge) and reverse
//! post-order. Computed on demand from the terminators; nothing is cached in the IR.

use super::{Block, Function};
use cranelift_entity::SecondaryMap;

/// The control-flow graph of a function, as it was when computed.
pub struct Cfg {
    /// One entry per edge, in the successor block's order of `Terminator::successors`.
    succs: SecondaryMap<Block, Vec<Block>>,
    /// One entry per edge: a block with two edges to `b` appears twice in `preds[b]`.
    /// Ordered by the predecessor's position in the layout, then by edge order; this is the
    /// order phi operands follow.
    preds: SecondaryMap<Block, Vec<Block>>,
}

impl Cfg {
    pub fn new(func: &Function) -> Cfg {
        let mut succs: SecondaryMap<Block, Vec<Block>> = SecondaryMap::new();
        let mut preds: SecondaryMap<Block, Vec<Block>> = SecondaryMap::new();
        for &b in &func.layout {
            let s = match &func.blocks[b].term {
                Some(t) => t.successors(),
                None => Vec::new(),
            };
            for &d in &s {
                preds[d].push(b);
            }
            succs[b] = s;
        }
        Cfg { succs, preds }
    }

    pub fn successors(&self, b: Block) -> &[Block] {
        &self.succs[b]
    }

    pub fn predecessors(&self, b: Block) -> &[Block] {
        &self.preds[b]
    }
}

/// The blocks reachable from the entry, in reverse post-order of a depth-first search that
/// visits successors in edge order. Deterministic.
pub fn reverse_post_order(func: &Function, cfg: &Cfg) -> Vec<Block> {
    let mut visited: SecondaryMap<Block, bool> = SecondaryMap::new();
    let mut post = Vec::with_capacity(func.layout.len());
    // Iterative DFS: (block, index of the next successor to visit).
    let mut stack = vec![(func.entry, 0usize)];
    visited[func.entry] = true;
    while let Some(top) = stack.last_mut() {
        let (b, i) = *top;
        let succs = cfg.successors(b);
        if i < succs.len() {
            top.1 += 1;
            let s = succs[i];
            if !visited[s] {
                visited[s] = true;
                stack.push((s, 0));
            }
        } else {
            post.push(b);
            stack.pop();
        }
    }
    post.reverse();
    post
}

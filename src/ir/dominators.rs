//! The dominator tree, by Cooper, Harvey and Kennedy's "A Simple, Fast Dominance Algorithm":
//! iterate `idom(b) = intersect(processed preds of b)` over reverse post-order until nothing
//! changes. Each block also gets its level (depth in the tree), which the iterated dominance
//! frontier's priority queue orders by, and DFS in/out numbers for O(1) dominance queries.
//! Unreachable blocks have no immediate dominator and are dominated by nothing.

use super::cfg::{reverse_post_order, Cfg};
use super::csr::{group_by_key, Csr};
use super::{Block, Function};
use cranelift_entity::{EntityRef, SecondaryMap};

pub struct DomTree {
    rpo: Vec<Block>,
    /// Position in `rpo`; `u32::MAX` for unreachable blocks.
    rpo_number: SecondaryMap<Block, u32>,
    idom: SecondaryMap<Block, Option<Block>>,
    level: SecondaryMap<Block, u32>,
    /// Children of every block, in one flat array.
    children: Csr<Block>,
    dfs_in: SecondaryMap<Block, u32>,
    dfs_out: SecondaryMap<Block, u32>,
    /// The reachable blocks in order of `dfs_in` (a preorder walk of the tree).
    preorder: Vec<Block>,
}

const UNREACHABLE: u32 = u32::MAX;

impl DomTree {
    pub fn new(func: &Function, cfg: &Cfg) -> DomTree {
        let rpo = reverse_post_order(func, cfg);
        let mut rpo_number = func.block_map(UNREACHABLE);
        for (i, &b) in rpo.iter().enumerate() {
            rpo_number[b] = i as u32;
        }
        let mut idom: SecondaryMap<Block, Option<Block>> = func.block_map(None);
        let entry = func.entry;
        idom[entry] = Some(entry);
        let mut changed = true;
        while changed {
            changed = false;
            for &b in rpo.iter().skip(1) {
                let mut new_idom: Option<Block> = None;
                for &p in cfg.predecessors(b) {
                    if rpo_number[p] == UNREACHABLE || idom[p].is_none() {
                        continue;
                    }
                    new_idom = Some(match new_idom {
                        None => p,
                        Some(cur) => intersect(&idom, &rpo_number, p, cur),
                    });
                }
                if new_idom.is_some() && idom[b] != new_idom {
                    idom[b] = new_idom;
                    changed = true;
                }
            }
        }
        idom[entry] = None;

        let children = children_by_block(func, &rpo, &idom);
        let mut level: SecondaryMap<Block, u32> = func.block_map(0);
        let mut dfs_in: SecondaryMap<Block, u32> = func.block_map(0);
        let mut dfs_out: SecondaryMap<Block, u32> = func.block_map(0);
        let mut counter = 0u32;
        let mut stack = vec![(entry, 0usize)];
        dfs_in[entry] = counter;
        let mut preorder = vec![entry];
        while let Some(top) = stack.last_mut() {
            let (b, i) = *top;
            let kids = children.of(b.index());
            if i < kids.len() {
                top.1 += 1;
                let c = kids[i];
                level[c] = level[b] + 1;
                counter += 1;
                dfs_in[c] = counter;
                preorder.push(c);
                stack.push((c, 0));
            } else {
                counter += 1;
                dfs_out[b] = counter;
                stack.pop();
            }
        }
        DomTree {
            rpo,
            rpo_number,
            idom,
            level,
            children,
            dfs_in,
            dfs_out,
            preorder,
        }
    }

    /// The reachable blocks in preorder of the dominator tree (increasing `dfs_in`).
    pub fn preorder(&self) -> &[Block] {
        &self.preorder
    }

    /// The reachable blocks in reverse post-order.
    pub fn rpo(&self) -> &[Block] {
        &self.rpo
    }

    pub fn is_reachable(&self, b: Block) -> bool {
        self.rpo_number[b] != UNREACHABLE
    }

    /// The immediate dominator; `None` for the entry and for unreachable blocks.
    pub fn idom(&self, b: Block) -> Option<Block> {
        self.idom[b]
    }

    /// Depth in the dominator tree (the entry is 0).
    pub fn level(&self, b: Block) -> u32 {
        self.level[b]
    }

    /// Children in the dominator tree, in reverse post-order.
    pub fn children(&self, b: Block) -> &[Block] {
        self.children.of(b.index())
    }

    /// The number of `b` in a depth-first walk of the tree, on entry: a block's subtree is
    /// the blocks numbered from its own `dfs_in` up to below its `dfs_out`.
    pub fn dfs_in(&self, b: Block) -> u32 {
        self.dfs_in[b]
    }

    /// The walk's number on leaving `b`'s subtree (see [`DomTree::dfs_in`]).
    pub fn dfs_out(&self, b: Block) -> u32 {
        self.dfs_out[b]
    }

    /// Does `a` dominate `b`? Every reachable block dominates itself; unreachable blocks
    /// dominate and are dominated by nothing.
    pub fn dominates(&self, a: Block, b: Block) -> bool {
        if !self.is_reachable(a) || !self.is_reachable(b) {
            return false;
        }
        self.dfs_in[a] <= self.dfs_in[b] && self.dfs_out[b] <= self.dfs_out[a]
    }
}

/// The dominator tree's child lists, grouped by parent: each block's children stay in
/// reverse post-order.
fn children_by_block(
    func: &Function,
    rpo: &[Block],
    idom: &SecondaryMap<Block, Option<Block>>,
) -> Csr<Block> {
    let n = rpo
        .iter()
        .map(|b| b.index() + 1)
        .max()
        .unwrap_or(0)
        .max(func.blocks.len());
    let edges = rpo
        .iter()
        .skip(1)
        .filter_map(|&b| Some((idom[b]?.index() as u32, b)));
    group_by_key(n, edges)
}

/// Walk the two fingers up the tree until they meet (the CHK `intersect`).
fn intersect(
    idom: &SecondaryMap<Block, Option<Block>>,
    rpo_number: &SecondaryMap<Block, u32>,
    mut a: Block,
    mut b: Block,
) -> Block {
    while a != b {
        while rpo_number[a] > rpo_number[b] {
            a = idom[a].expect("processed block has an idom");
        }
        while rpo_number[b] > rpo_number[a] {
            b = idom[b].expect("processed block has an idom");
        }
    }
    a
}

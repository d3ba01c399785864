//! Step 5: phi placement (LLVM's `IDFCalculator`, Sreedhar and Gao's algorithm with a
//! priority queue). The phis of a variable go in the iterated dominance frontier of its
//! defining blocks, kept only where the variable is live-in (pruned SSA).
//!
//! Take the defining blocks deepest in the dominator tree first (a priority queue on
//! level); from each root, visit its dominator subtree and look at the CFG edges leaving it
//! for blocks no deeper than the root: those are in the dominance frontier. Frontier blocks
//! where the variable is live-in get a phi and, being new definitions, join the queue.
//!
//! One shortcut, which changes no result: an edge into a live-in block leaves a block that
//! is live-in or defining (liveness flows to every reachable predecessor that does not
//! define), so of each subtree only the blocks of the variable's region (`live_in.rs`)
//! need a visit. Sorted by `DomTree::dfs_in`, a subtree's region blocks are a contiguous
//! run starting at its root, and a union-find "next unvisited" pointer skips those an
//! earlier root already visited, as LLVM's visited set does. A variable thus costs time in
//! proportion to its live region, not to the dominator subtrees below its definitions: on a
//! long function with many short-lived variables, the difference between linear and
//! quadratic time (`benches/mem2reg_scaling.py`).

use super::accesses::Candidate;
use super::live_in::Region;
use super::{PlacedPhi, Placement, Rewrite};
use crate::ir::cfg::Cfg;
use crate::ir::dominators::DomTree;
use crate::ir::{Block, Function, Inst, InstData, InstKind, Value, ValueDef};
use cranelift_entity::{EntityRef, SecondaryMap};
use std::collections::BinaryHeap;

/// One phi the pass inserted.
#[derive(Clone, Copy, Debug)]
pub(super) struct Phi {
    pub inst: Inst,
    pub block: Block,
    pub result: Value,
    /// The variable it merges (index into the general path's candidates).
    pub var: u32,
    /// Its number among the variable's phis (for its name, `<variable>.<version>`).
    pub version: u32,
}

/// The phis the pass inserted, in creation order: by variable, each variable's in layout
/// order.
pub(super) struct Phis {
    pub phis: Vec<Phi>,
    /// Per instruction, its index in `phis`, or `NONE`.
    index: SecondaryMap<Inst, u32>,
}

impl Phis {
    const NONE: u32 = u32::MAX;

    /// The index of `inst` among the inserted phis, if it is one.
    pub fn index(&self, inst: Inst) -> Option<usize> {
        match self.index[inst] {
            Phis::NONE => None,
            i => Some(i as usize),
        }
    }

    /// The index of the inserted phi whose result is `v`, if there is one.
    pub fn defining(&self, func: &Function, v: Value) -> Option<usize> {
        self.index(func.def_inst(v)?)
    }
}

/// Step 5 for every variable left to the general path. Each phi is put in its block with
/// one `undef` operand per incoming edge, in `Cfg::predecessors` order; renaming overwrites
/// those of reachable edges. Deterministic: variables in alloca order, each variable's phi
/// blocks in layout order (the phi names' version numbers follow it). With `record`, each
/// variable's placement is appended to it (for `--explain`).
pub(super) fn insert_phis(
    func: &mut Function,
    cfg: &Cfg,
    domtree: &DomTree,
    rw: &mut Rewrite,
    vars: &[Candidate],
    mut record: Option<&mut Vec<Placement>>,
) -> Phis {
    let mut region = Region::new(func.blocks.len());
    let mut idf = Idf::new(func);
    let mut phis = Phis {
        phis: Vec::new(),
        index: SecondaryMap::with_default(Phis::NONE),
    };
    // Every `undef` the phis need exists before the first phi (the values' numbering).
    for cand in vars {
        rw.undef(func, cand.ty());
    }
    for (var, cand) in vars.iter().enumerate() {
        region.find(cfg, domtree, cand);
        let ty = cand.ty();
        let undef = rw.undef(func, ty);
        let first_phi = phis.phis.len();
        for (version, &b) in idf.phi_blocks(cfg, domtree, &mut region).iter().enumerate() {
            let args = cfg.predecessors(b).iter().map(|&p| (p, undef)).collect();
            let inst = func.insts.push(InstData {
                kind: InstKind::Phi { ty, args },
                result: None,
            });
            let result = func.add_value(ty, ValueDef::Inst(inst), None);
            func.insts[inst].result = Some(result);
            func.push_phi(b, inst);
            phis.index[inst] = phis.phis.len() as u32;
            phis.phis.push(Phi {
                inst,
                block: b,
                result,
                var: var as u32,
                version: version as u32,
            });
        }
        if let Some(placements) = record.as_deref_mut() {
            placements.push(placement(
                func,
                &idf,
                &region,
                cand,
                &phis.phis[first_phi..],
            ));
        }
    }
    phis
}

/// What `--explain` shows of one variable's phi placement.
fn placement(
    func: &Function,
    idf: &Idf,
    region: &Region,
    cand: &Candidate,
    phis: &[Phi],
) -> Placement {
    let in_layout = |mark: u8| {
        let mut blocks: Vec<Block> = region
            .blocks
            .iter()
            .copied()
            .filter(|&b| region.has(b, mark))
            .collect();
        blocks.sort_unstable_by_key(|b| idf.layout_position[b.index()]);
        blocks
    };
    Placement {
        variable: func.value_name(cand.addr).unwrap_or("").to_string(),
        def_blocks: in_layout(Region::DEF),
        live_in_blocks: in_layout(Region::LIVE_IN),
        phis: phis
            .iter()
            .map(|p| PlacedPhi {
                block: p.block,
                inst: p.inst,
                kept: true,
            })
            .collect(),
    }
}

/// A region with at least 1/`DENSE_REGION` of the function's blocks is ordered by a scan
/// (`Idf::dense`): the scan costs one step per block, a sort about log2(region) steps per
/// region block, so the scan wins from about that share on.
const DENSE_REGION: usize = 8;

/// The IDF walk's state, reused from one variable to the next.
struct Idf {
    /// Per block number, its position in the layout (the order of a variable's phis).
    layout_position: Vec<u32>,
    /// The region's blocks as (`dfs_in`, block), sorted: each subtree's are a run.
    nodes: Vec<(u32, Block)>,
    /// Per block number, its index in `nodes` (set for the current region).
    node: Vec<u32>,
    /// Per node, a union-find pointer to the next node not yet visited.
    next_unvisited: Vec<u32>,
    /// LLVM's priority queue: the deepest block first (ties by `dfs_in`, as LLVM does).
    queue: BinaryHeap<(u32, u32, Block)>,
    /// The blocks that get a phi.
    found: Vec<Block>,
}

impl Idf {
    fn new(func: &Function) -> Idf {
        let mut layout_position = vec![0; func.blocks.len()];
        for (i, &b) in func.layout.iter().enumerate() {
            layout_position[b.index()] = i as u32;
        }
        Idf {
            layout_position,
            nodes: Vec::new(),
            node: vec![0; func.blocks.len()],
            next_unvisited: Vec::new(),
            queue: BinaryHeap::new(),
            found: Vec::new(),
        }
    }

    /// The blocks where the variable of `region` gets a phi, in layout order.
    fn phi_blocks(&mut self, cfg: &Cfg, domtree: &DomTree, region: &mut Region) -> &[Block] {
        self.order_region(domtree, region);
        for (i, &(_, b)) in self.nodes.iter().enumerate() {
            self.node[b.index()] = i as u32;
        }
        self.next_unvisited.clear();
        self.next_unvisited.extend(0..=self.nodes.len() as u32);
        self.found.clear();
        for &b in region
            .blocks
            .iter()
            .filter(|&&b| region.has(b, Region::DEF))
        {
            self.queue.push((domtree.level(b), domtree.dfs_in(b), b));
        }
        while let Some((level, _, root)) = self.queue.pop() {
            self.visit_subtree(cfg, domtree, region, root, level);
        }
        let position = &self.layout_position;
        self.found.sort_unstable_by_key(|b| position[b.index()]);
        &self.found
    }

    /// `nodes` := the region's blocks as (`dfs_in`, block), sorted.
    fn order_region(&mut self, domtree: &DomTree, region: &Region) {
        self.nodes.clear();
        if region.blocks.len() * DENSE_REGION < domtree.preorder().len()
            || !self.dense(domtree, region)
        {
            self.nodes
                .extend(region.blocks.iter().map(|&b| (domtree.dfs_in(b), b)));
            self.nodes.sort_unstable();
        }
    }

    /// Speed-up, not part of the algorithm: a region covering a large share of the
    /// function (a variable live across most of it) is put in order by one scan of the
    /// dominator tree's preorder, in time linear in the function, instead of a comparison
    /// sort. Same result: `dfs_in` increases along the preorder. On the generated function
    /// of 100,000 IR instructions (`benches/mem2reg.rs`), the sort was 23% of the pass's
    /// machine instructions (callgrind); see `docs/benchmarks.md`. Fails (leaving `nodes`
    /// empty) when the region has unreachable blocks, which only the sort orders.
    fn dense(&mut self, domtree: &DomTree, region: &Region) -> bool {
        let in_region = Region::DEF | Region::LIVE_IN;
        self.nodes.extend(
            domtree
                .preorder()
                .iter()
                .filter(|&&b| region.has(b, in_region))
                .map(|&b| (domtree.dfs_in(b), b)),
        );
        if self.nodes.len() == region.blocks.len() {
            return true;
        }
        self.nodes.clear();
        false
    }

    /// One root: the blocks of its subtree in the region not visited yet, and their
    /// frontier edges.
    fn visit_subtree(
        &mut self,
        cfg: &Cfg,
        domtree: &DomTree,
        region: &mut Region,
        root: Block,
        level: u32,
    ) {
        let end = domtree.dfs_out(root);
        let mut i = find_unvisited(&mut self.next_unvisited, self.node[root.index()] as usize);
        while self.nodes.get(i).is_some_and(|&(dfs_in, _)| dfs_in < end) {
            self.next_unvisited[i] = i as u32 + 1;
            let b = self.nodes[i].1;
            self.visit_frontier_edges(cfg, domtree, region, b, level);
            i = find_unvisited(&mut self.next_unvisited, i + 1);
        }
    }

    /// The successors of `node` no deeper than the root are in the dominance frontier;
    /// the live-in ones get a phi and join the queue.
    fn visit_frontier_edges(
        &mut self,
        cfg: &Cfg,
        domtree: &DomTree,
        region: &mut Region,
        node: Block,
        level: u32,
    ) {
        for &succ in cfg.successors(node) {
            let succ_level = domtree.level(succ);
            if succ_level > level || !region.visit(succ) || !region.has(succ, Region::LIVE_IN) {
                continue;
            }
            self.found.push(succ);
            if !region.has(succ, Region::DEF) {
                self.queue.push((succ_level, domtree.dfs_in(succ), succ));
            }
        }
    }
}

/// The smallest index `>= i` not yet visited: a union-find "next" pointer with path
/// compression, so skipping visited runs costs near-constant amortised time.
fn find_unvisited(next: &mut [u32], i: usize) -> usize {
    let mut root = i;
    while next[root] as usize != root {
        root = next[root] as usize;
    }
    let mut cur = i;
    while next[cur] as usize != root {
        let n = next[cur] as usize;
        next[cur] = root as u32;
        cur = n;
    }
    root
}

//! Control-flow graph utilities: successors, predecessors (one entry per edge) and reverse
//! post-order. Computed on demand from the terminators; nothing is cached in the IR.

use super::csr::{group_by_key, Csr};
use super::{Block, Function, InstKind, Terminator};
use cranelift_entity::EntityRef;

/// The control-flow graph of a function, as it was when computed.
///
/// Both edge lists are flat arrays, one allocation each instead of one per block, which
/// keeps a million-instruction function's graph contiguous in memory: walking it is what
/// the passes over a large function spend their time on.
pub struct Cfg {
    /// One entry per edge, in the successor block's order of `Terminator::successors`;
    /// grouped by block in layout order.
    succs: Vec<Block>,
    /// Block `b`'s successors are `succs[lo..hi]` with `(lo, hi) = succ_rows[b]`.
    succ_rows: Vec<(u32, u32)>,
    /// Per block, one entry per edge: a block with two edges to `b` appears twice among
    /// `b`'s predecessors. Ordered by the predecessor's position in the layout, then by
    /// edge order; this is the order phi operands follow.
    preds: Csr<Block>,
}

impl Cfg {
    pub fn new(func: &Function) -> Cfg {
        let mut succ_rows: Vec<(u32, u32)> = vec![(0, 0); func.blocks.len()];
        let mut succs = Vec::with_capacity(func.layout.len() * 2);
        for &b in &func.layout {
            let lo = succs.len() as u32;
            if let Some(t) = &func.blocks[b].term {
                push_successors(t, &mut succs);
            }
            succ_rows[b.index()] = (lo, succs.len() as u32);
        }
        // Predecessors by counting sort on the destination: filling in layout order, then
        // edge order, gives the documented order.
        let blocks = succs
            .iter()
            .map(|d| d.index() + 1)
            .max()
            .unwrap_or(0)
            .max(func.blocks.len());
        let edges = func.layout.iter().flat_map(|&b| {
            let (lo, hi) = succ_rows[b.index()];
            succs[lo as usize..hi as usize]
                .iter()
                .map(move |&d| (d.index() as u32, b))
        });
        let preds = group_by_key(blocks, edges);
        Cfg {
            succs,
            succ_rows,
            preds,
        }
    }

    pub fn successors(&self, b: Block) -> &[Block] {
        match self.succ_rows.get(b.index()) {
            Some(&(lo, hi)) => &self.succs[lo as usize..hi as usize],
            None => &[],
        }
    }

    pub fn predecessors(&self, b: Block) -> &[Block] {
        self.preds.of(b.index())
    }
}

/// `Terminator::successors` without allocating: the same blocks in the same order.
fn push_successors(t: &Terminator, out: &mut Vec<Block>) {
    match t {
        Terminator::Jump(b) => out.push(*b),
        Terminator::Br {
            then_dest,
            else_dest,
            ..
        } => out.extend([*then_dest, *else_dest]),
        Terminator::Switch { default, cases, .. } => {
            out.push(*default);
            out.extend(cases.iter().map(|&(_, b)| b));
        }
        Terminator::Ret(_) | Terminator::Unreachable | Terminator::Trap => {}
    }
}

/// The blocks reachable from the entry, in reverse post-order of a depth-first search that
/// visits successors in edge order. Deterministic.
/// Make each conditional branch one of whose targets is nothing but `unreachable` go to the
/// other.
///
/// Reaching `unreachable` is undefined behaviour, so any behaviour is C's; this one is what
/// gcc's and clang's programs do. gnulib's `assume (R)`, `R ? (void) 0 :
/// __builtin_unreachable ()` (its `DEBUG_ASSERT`, in sed, grep, diffutils... wherever its
/// regex is built), tells the optimiser a fact: gcc at `-O2` deletes the test, and at `-O0`
/// emits nothing for the builtin, so a program whose assumption is false goes on past it.
/// sed 4.9's own `dc.sed` test makes gnulib's `re_node_set_insert` insert an element the set
/// already has, which its assumption says cannot happen (gcc's build with
/// `-fsanitize=unreachable` stops there too): had the branch stayed, the program would die
/// of the trap. Done on every function as lowering ends, so every level behaves alike.
/// An `unreachable` reached without a condition, and `__builtin_trap()`, still trap.
pub fn assume_unreachable(f: &mut Function) {
    let nothing = |f: &Function, b: Block| {
        f.block_phis(b).is_empty()
            && f.block_insts(b).is_empty()
            && f.blocks[b].term == Some(Terminator::Unreachable)
    };
    for i in 0..f.layout.len() {
        let b = f.layout[i];
        let Some(Terminator::Br {
            then_dest,
            else_dest,
            ..
        }) = f.blocks[b].term
        else {
            continue;
        };
        let to = match (nothing(f, then_dest), nothing(f, else_dest)) {
            (true, false) => else_dest,
            (false, true) => then_dest,
            _ => continue,
        };
        f.blocks[b].term = Some(Terminator::Jump(to));
    }
}

pub fn reverse_post_order(func: &Function, cfg: &Cfg) -> Vec<Block> {
    let mut visited = func.block_map(false);
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

/// Put every phi's operands in the order of its block's predecessors (the IR's rule), after
/// a pass added or removed edges.
pub fn sort_phi_operands(f: &mut Function) {
    let cfg = Cfg::new(f);
    for b in f.layout.clone() {
        let preds = cfg.predecessors(b);
        for phi in f.block_phis(b).to_vec() {
            if let InstKind::Phi { args, .. } = &mut f.insts[phi].kind {
                args.sort_by_key(|(p, _)| preds.iter().position(|q| q == p));
            }
        }
    }
}

/// Make `b`'s terminator a `jump` along its edge number `edge` (of
/// `Terminator::successors`): each successor's phis lose the operands of the edges from `b`
/// that go, the taken edge's operand staying.
pub fn retarget(f: &mut Function, b: Block, edge: usize) {
    let succs = f.terminator(b).successors();
    let to = succs[edge];
    // Which of the edges from `b` to `to` is taken: phi operands naming `b` follow edge order.
    let nth = succs[..edge].iter().filter(|&&s| s == to).count();
    let mut seen: Vec<Block> = Vec::new();
    for &s in &succs {
        if seen.contains(&s) {
            continue;
        }
        seen.push(s);
        for phi in f.block_phis(s).to_vec() {
            if let InstKind::Phi { args, .. } = &mut f.insts[phi].kind {
                let mut k = 0;
                let kept: Vec<(Block, super::Value)> = (args.iter().copied())
                    .filter(|&(p, _)| {
                        if p != b {
                            return true;
                        }
                        k += 1;
                        s == to && k - 1 == nth
                    })
                    .collect();
                *args = kept.into_boxed_slice();
            }
        }
    }
    f.blocks[b].term = Some(Terminator::Jump(to));
}

/// Remove from the layout the blocks the entry does not reach, and from the phis of the
/// others the operands of the edges from them. The count of blocks removed.
pub fn remove_unreachable(f: &mut Function) -> usize {
    let cfg = Cfg::new(f);
    let mut reached = f.block_map(false);
    for b in reverse_post_order(f, &cfg) {
        reached[b] = true;
    }
    let before = f.layout.len();
    let dead: Vec<Block> = f.layout.iter().copied().filter(|&b| !reached[b]).collect();
    if dead.is_empty() {
        return 0;
    }
    for &d in &dead {
        for &s in cfg.successors(d) {
            if !reached[s] {
                continue;
            }
            for phi in f.block_phis(s).to_vec() {
                if let InstKind::Phi { args, .. } = &mut f.insts[phi].kind {
                    if args.iter().any(|&(p, _)| p == d) {
                        let kept: Vec<_> = args.iter().copied().filter(|&(p, _)| p != d).collect();
                        *args = kept.into_boxed_slice();
                    }
                }
            }
        }
    }
    f.layout.retain(|&b| reached[b]);
    before - f.layout.len()
}

//! Control-flow graph simplification (LLVM's `simplifycfg`), the clean-up after constant
//! propagation (`sccp`) and inlining:
//!
//! - blocks the entry does not reach are removed (`cfg::remove_unreachable`), and the
//!   phis of the blocks they jumped to lose their operands;
//! - an empty block (no phi, no instruction) that only jumps on is jumped over: each
//!   predecessor goes straight to its successor, whose phis take for the new edge the
//!   operand the empty block gave. When the successor has phis, a predecessor that already
//!   reaches it, or that reaches the empty block by two edges, keeps its way through (the
//!   two edges would need operands in an order the phis cannot tell apart);
//! - a block whose one predecessor ends in a `jump` to it is merged into that
//!   predecessor: its phis (one operand each) give way to their operands, its instructions
//!   and terminator are appended to the predecessor's.
//!
//! Each step keeps every execution's instructions and values: a jumped-over block computed
//! nothing, a merged block ran exactly when its predecessor did. The steps repeat (each
//! may make work for the others, as an inlined callee's `ret` block merged into the join
//! after it) up to [`MAX_ROUNDS`] times.

use crate::ir::cfg::{remove_unreachable, Cfg};
use crate::ir::{Block, Function, InstKind, Terminator, Value};
use crate::passes::pipeline::{self, Context, Pass};
use cranelift_entity::SecondaryMap;

/// Rounds of the three steps at most.
const MAX_ROUNDS: usize = 4;

/// What the pass did to one function (`--stats`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Unreachable blocks removed.
    pub unreachable: usize,
    /// Empty blocks jumped over (once every predecessor is redirected) and blocks merged
    /// into their predecessors.
    pub merged: usize,
}

impl std::ops::AddAssign for Stats {
    fn add_assign(&mut self, o: Stats) {
        self.unreachable += o.unreachable;
        self.merged += o.merged;
    }
}

/// The pass in the pipeline (`passes::pipeline`).
pub const PASS: Pass = Pass {
    name: "simplifycfg",
    flag: "--no-simplifycfg",
    help: "Keep the control flow as it is (by default, when optimising, unreachable blocks \
           are removed, empty blocks that only jump are jumped over, and a block whose one \
           predecessor jumps to it is merged into it)",
    counters: &[
        "unreachable blocks removed",
        "blocks jumped over or merged into their predecessors",
    ],
    run: |f, _: &Context| {
        let s = run(f);
        pipeline::Stats::of(&[s.unreachable, s.merged])
    },
};

/// Simplify `f`'s control flow.
pub fn run(f: &mut Function) -> Stats {
    let mut stats = Stats::default();
    for _ in 0..MAX_ROUNDS {
        let mut round = Stats {
            unreachable: remove_unreachable(f),
            merged: 0,
        };
        // The blocks jumped over by every predecessor go now: counted as jumped over.
        let threaded = thread_empty(f);
        remove_unreachable(f);
        round.merged += threaded + merge(f);
        stats += round;
        if round == Stats::default() {
            break;
        }
    }
    stats
}

/// Is `b` empty, jumping on to another block? Its successor, if so.
fn empty_jump(f: &Function, b: Block) -> Option<Block> {
    match f.blocks[b].term {
        Some(Terminator::Jump(s))
            if s != b
                && b != f.entry
                && f.block_phis(b).is_empty()
                && f.block_insts(b).is_empty() =>
        {
            Some(s)
        }
        _ => None,
    }
}

/// Redirect the predecessors of empty jumping blocks to their successors; the count of
/// blocks left with no predecessor by it (removed after).
fn thread_empty(f: &mut Function) -> usize {
    let cfg = Cfg::new(f);
    // A block changed in this round is not looked at again: its facts are stale.
    let mut touched: SecondaryMap<Block, bool> = SecondaryMap::new();
    let mut emptied = 0;
    let mut changed = false;
    for b in f.layout.clone() {
        let Some(s) = empty_jump(f, b) else { continue };
        if touched[b] || touched[s] {
            continue;
        }
        let preds = cfg.predecessors(b);
        let s_preds = cfg.predecessors(s);
        let phis = f.block_phis(s).to_vec();
        let mut moved = 0;
        for (k, &p) in preds.iter().enumerate() {
            // Each predecessor once (a block with two edges to `b` appears twice).
            if preds[..k].contains(&p) || touched[p] {
                continue;
            }
            let twice = preds.iter().filter(|&&q| q == p).count() > 1;
            if !phis.is_empty() && (twice || s_preds.contains(&p) || p == b) {
                continue;
            }
            if let Some(t) = &mut f.blocks[p].term {
                redirect(t, b, s);
            }
            for &phi in &phis {
                if let InstKind::Phi { args, .. } = &mut f.insts[phi].kind {
                    let from_b = args.iter().find(|&&(q, _)| q == b).map(|&(_, v)| v);
                    if let Some(v) = from_b {
                        let mut new = args.to_vec();
                        new.push((p, v));
                        *args = new.into_boxed_slice();
                    }
                }
            }
            touched[p] = true;
            moved += preds.iter().filter(|&&q| q == p).count();
        }
        if moved == 0 {
            continue;
        }
        touched[b] = true;
        touched[s] = true;
        changed = true;
        if moved == preds.len() {
            emptied += 1;
            // `b` no longer reaches `s`: its operands go (it is removed as unreachable).
            drop_operands_from(f, s, b);
        }
    }
    if changed {
        crate::ir::cfg::sort_phi_operands(f);
    }
    emptied
}

/// Make every edge of `t` to `from` go to `to`.
pub(super) fn redirect(t: &mut Terminator, from: Block, to: Block) {
    let swap = |b: &mut Block| {
        if *b == from {
            *b = to
        }
    };
    match t {
        Terminator::Jump(b) => swap(b),
        Terminator::Br {
            then_dest,
            else_dest,
            ..
        } => {
            swap(then_dest);
            swap(else_dest)
        }
        Terminator::Switch { default, cases, .. } => {
            swap(default);
            cases.iter_mut().for_each(|(_, b)| swap(b))
        }
        Terminator::Ret(_) | Terminator::Unreachable | Terminator::Trap => {}
    }
}

/// Remove from `s`'s phis the operands naming `b`.
fn drop_operands_from(f: &mut Function, s: Block, b: Block) {
    for phi in f.block_phis(s).to_vec() {
        if let InstKind::Phi { args, .. } = &mut f.insts[phi].kind {
            let kept: Vec<_> = args.iter().copied().filter(|&(p, _)| p != b).collect();
            *args = kept.into_boxed_slice();
        }
    }
}

/// Move the instructions and terminator of `b`, whose phis are gone, to the end of `p`,
/// whose `jump` to it they replace (`p` its only predecessor): `b`'s successors' phis name
/// `p` where they named `b`, and `b` is left empty and unreachable, still in the layout.
pub fn append_block(f: &mut Function, p: Block, b: Block) {
    for i in f.block_insts(b).to_vec() {
        f.push_inst(p, i);
    }
    f.retain_in_block(b, |_| false);
    let term = f.blocks[b].term.take();
    for s in term.iter().flat_map(|t| t.successors()) {
        for phi in f.block_phis(s).to_vec() {
            if let InstKind::Phi { args, .. } = &mut f.insts[phi].kind {
                args.iter_mut()
                    .filter(|(q, _)| *q == b)
                    .for_each(|(q, _)| *q = p);
            }
        }
    }
    f.blocks[p].term = term;
    f.positions.copy_term(b, p);
    f.blocks[b].term = Some(Terminator::Unreachable);
}

/// Merge each block into its one predecessor when that predecessor jumps to it; the count
/// of blocks merged.
fn merge(f: &mut Function) -> usize {
    let cfg = Cfg::new(f);
    // Where a merged block's code went (chains resolved as they form).
    let mut into: SecondaryMap<Block, Option<Block>> = SecondaryMap::new();
    let mut replace: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    let mut merged = 0;
    for p in f.layout.clone() {
        if into[p].is_some() {
            continue;
        }
        while let Some(Terminator::Jump(b)) = f.blocks[p].term {
            let preds = cfg.predecessors(b);
            let only = match preds {
                [q] => merged_into(&into, *q) == p,
                _ => false,
            };
            if !only || b == p || b == f.entry {
                break;
            }
            for phi in f.block_phis(b).to_vec() {
                let (InstKind::Phi { args, .. }, Some(result)) =
                    (&f.insts[phi].kind, f.insts[phi].result)
                else {
                    continue;
                };
                replace[result] = Some(args[0].1);
            }
            append_block(f, p, b);
            into[b] = Some(p);
            merged += 1;
        }
    }
    if merged == 0 {
        return 0;
    }
    f.layout.retain(|&b| into[b].is_none());
    replace_values(f, |mut v: Value| {
        while let Some(w) = replace[v] {
            v = w;
        }
        v
    });
    merged
}

/// Where block `b`'s code is now (itself unless merged).
fn merged_into(into: &SecondaryMap<Block, Option<Block>>, mut b: Block) -> Block {
    while let Some(p) = into[b] {
        b = p;
    }
    b
}

/// Replace each value by `map` of it wherever `f` uses it: the operands of its
/// instructions and terminators, and the values its variables kept for the debugger.
pub fn replace_values(f: &mut Function, map: impl Fn(Value) -> Value + Copy) {
    for b in f.layout.clone() {
        f.update_block_insts(b, |data| data.kind.map_operands(map));
        if let Some(t) = &mut f.blocks[b].term {
            t.map_operands(map);
        }
    }
    map_debug_keeps(f, map);
}

/// After values were replaced by others (`map`), the variables that kept a value keep its
/// replacement (`ir::debug::DebugVariable::keeps`).
fn map_debug_keeps(f: &mut Function, map: impl Fn(Value) -> Value) {
    if let Some(d) = &mut f.debug {
        let own = d.variables.iter_mut().map(|v| &mut v.keeps);
        for k in own.chain(d.inlined.iter_mut().map(|v| &mut v.keeps)) {
            *k = k.map(&map);
        }
    }
}

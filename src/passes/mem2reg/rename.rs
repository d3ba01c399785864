//! Step 6: renaming (LLVM's `RenamePass`, done over the dominator tree as in Cytron et al.).
//! Walk the dominator tree from the entry with the current value of every variable,
//! initially `undef`. A phi of the variable makes its result current; a store makes its
//! value current; a load is replaced by the current value. At the end of each block the
//! current values fill that edge's operand of each successor phi: per CFG edge, so two
//! edges from one block fill two operands. Leaving a subtree undoes its assignments through
//! an undo log, so values are never copied per block. The walk is iterative: functions may
//! have a million instructions.

use super::accesses::{Candidate, InOrder};
use super::idf::Phis;
use super::Rewrite;
use crate::ir::cfg::Cfg;
use crate::ir::dominators::DomTree;
use crate::ir::{Block, Function, InstKind, Value};
use cranelift_entity::EntityRef;

/// Step 6 for all the variables of the general path at once.
pub(super) fn rename(
    func: &mut Function,
    cfg: &Cfg,
    domtree: &DomTree,
    rw: &mut Rewrite,
    vars: &[Candidate],
    in_order: &InOrder,
    phis: &Phis,
) {
    let mut var_of = vec![Renamer::NOT_RENAMED; in_order.allocas];
    for (var, cand) in vars.iter().enumerate() {
        var_of[cand.index as usize] = var as u32;
    }
    let mut r = Renamer {
        cfg,
        phis,
        accesses: in_order,
        var_of,
        slots: edge_slots(func, cfg),
        current: vars.iter().map(|c| rw.undef(func, c.ty())).collect(),
        undo: Vec::new(),
    };
    // (block, next dominator-tree child to visit, undo-log height on entry)
    let mut stack = vec![(func.entry, 0usize, 0usize)];
    r.rename_block(func, rw, func.entry);
    while let Some(top) = stack.last_mut() {
        let (b, i, height) = *top;
        if let Some(&child) = domtree.children(b).get(i) {
            top.1 += 1;
            stack.push((child, 0, r.undo.len()));
            r.rename_block(func, rw, child);
        } else {
            for (var, old) in r.undo.drain(height..).rev() {
                r.current[var as usize] = old;
            }
            stack.pop();
        }
    }
}

/// For every out-edge, the operand it fills in the successor's phis: the index of that edge
/// in `Cfg::predecessors(succ)`. Computed in exactly the order `Cfg` lists predecessors
/// (layout order, then edge order). Block `b`'s out-edges fill `slots[start[b]..]`, one per
/// successor.
struct EdgeSlots {
    start: Vec<u32>,
    slots: Vec<u32>,
}

fn edge_slots(func: &Function, cfg: &Cfg) -> EdgeSlots {
    let mut next = vec![0u32; func.blocks.len()];
    let mut slots = EdgeSlots {
        start: vec![0; func.blocks.len()],
        slots: Vec::with_capacity(func.layout.len() * 2),
    };
    for &b in &func.layout {
        slots.start[b.index()] = slots.slots.len() as u32;
        for &s in cfg.successors(b) {
            slots.slots.push(next[s.index()]);
            next[s.index()] += 1;
        }
    }
    slots
}

/// The state of the renaming walk.
struct Renamer<'a> {
    cfg: &'a Cfg,
    phis: &'a Phis,
    /// Every access of the entry block's allocas, by block.
    accesses: &'a InOrder,
    /// Per entry-block alloca, its variable, or `NOT_RENAMED` (not promoted, or promoted by
    /// a fast path).
    var_of: Vec<u32>,
    slots: EdgeSlots,
    /// The value each variable holds at this point of the walk.
    current: Vec<Value>,
    /// (variable, previous value) for every assignment, undone when leaving a subtree.
    undo: Vec<(u32, Value)>,
}

impl Renamer<'_> {
    const NOT_RENAMED: u32 = u32::MAX;

    fn set(&mut self, var: usize, v: Value) {
        self.undo.push((var as u32, self.current[var]));
        self.current[var] = v;
    }

    /// Step 6 for one block: its phis, loads and stores, then the successors' phi operands.
    fn rename_block(&mut self, func: &mut Function, rw: &mut Rewrite, b: Block) {
        for k in 0..func.block_phis(b).len() {
            if let Some(i) = self.phis.index(func.block_phis(b)[k]) {
                let phi = self.phis.phis[i];
                self.set(phi.var as usize, phi.result);
            }
        }
        for &(alloca, a) in self.accesses.of(b) {
            let var = self.var_of[alloca as usize];
            if var == Renamer::NOT_RENAMED {
                continue;
            }
            match a.stored.expand() {
                None => rw.replace_load(a.inst, a.loaded.expand(), self.current[var as usize]),
                Some(value) => {
                    rw.deleted[a.inst] = true;
                    self.set(var as usize, value);
                }
            }
        }
        let succs = self.cfg.successors(b);
        let lo = self.slots.start[b.index()] as usize;
        for (&succ, &slot) in succs.iter().zip(&self.slots.slots[lo..]) {
            for k in 0..func.block_phis(succ).len() {
                let inst = func.block_phis(succ)[k];
                let Some(i) = self.phis.index(inst) else {
                    continue;
                };
                let value = self.current[self.phis.phis[i].var as usize];
                if let InstKind::Phi { args, .. } = &mut func.insts[inst].kind {
                    args[slot as usize].1 = value;
                }
            }
        }
    }
}

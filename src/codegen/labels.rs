//! `-g`: which Cranelift values to label with which variable, so that Cranelift reports
//! where each promoted variable lives (`debug::ValueLocations`). A label is the variable's
//! index in `ir::debug::FunctionDebug::variables`.
//!
//! Cranelift's meaning of a label is linear: a value labelled with a variable is that
//! variable from the value's definition to the next definition labelled with it in the
//! order the machine code is laid out, wherever the value is live. The layout is a reverse
//! post-order of the CFG, not the order the program runs, so a label may only be given
//! where this cannot show a wrong value:
//! - A variable stored once (`DebugVariable::keeps`) is its value wherever that value
//!   lives, at any optimisation level: before the store it is not yet initialised.
//! - Without optimisation, the places mem2reg recorded for a variable stored more than
//!   once become *definitions* of the label: a value defined just before its store (a
//!   fresh value) and each phi are labelled; at any other store (a constant, a copy) the
//!   label is *killed* by a dead `iconst` that carries it, which makes no code (an unused
//!   pure instruction is not lowered without optimisation). At the start of a block that
//!   several of the variable's places reach (and that has no phi for it), the label is
//!   killed too. Then each point has one place that reaches it, and in a reducible CFG
//!   that place lies between any other labelled definition and the point in every
//!   reverse post-order, so the nearest definition before a point is the one that reaches
//!   it. An irreducible CFG gets no such labels. When Cranelift optimises, values move
//!   (and dead instructions go), so stored-more-than-once variables are left unknown.
//!
//! Never a wrong value, sometimes none: a debugger prints `<optimized out>` where a
//! variable's value is not in a labelled value that is live.

use crate::ir::cfg::Cfg;
use crate::ir::debug::FunctionDebug;
use crate::ir::dominators::DomTree;
use crate::ir::{self, Block, Inst};
use cranelift_entity::EntityRef;
use std::collections::HashMap;

/// Above this many (variable, block) pairs, the reaching places are not computed and the
/// variables stored more than once are left unknown: the analysis stays linear.
const MAX_PAIRS: usize = 1 << 22;

/// What the translation labels or kills, and where.
#[derive(Default)]
pub(crate) struct LabelPlan {
    /// The variables each value is from its definition (a result or a block parameter).
    pub at_def: HashMap<ir::Value, Vec<u32>>,
    /// The variables a store gave another value, before an instruction...
    pub kill_before: HashMap<Inst, Vec<u32>>,
    /// ... or before a block's terminator.
    pub kill_at_end: HashMap<Block, Vec<u32>>,
    /// The variables killed at the start of a block.
    pub kill_at_start: HashMap<Block, Vec<u32>>,
}

impl LabelPlan {
    pub fn is_empty(&self) -> bool {
        self.at_def.is_empty()
            && self.kill_before.is_empty()
            && self.kill_at_end.is_empty()
            && self.kill_at_start.is_empty()
    }

    /// The plan for `f` (described by `d`); `optimising` when Cranelift optimises.
    pub fn new(f: &ir::Function, d: &FunctionDebug, optimising: bool) -> LabelPlan {
        let mut plan = LabelPlan::default();
        // The variables of inlined copies are labelled after the function's own.
        let keeps = (d.variables.iter().map(|v| v.keeps)).chain(d.inlined.iter().map(|v| v.keeps));
        for (k, keeps) in keeps.enumerate() {
            if let Some(value) = keeps {
                plan.at_def.entry(value).or_default().push(k as u32);
            }
        }
        if optimising || (d.values.is_empty() && d.phis.is_empty()) {
            return plan;
        }
        let cfg = Cfg::new(f);
        let dom = DomTree::new(f, &cfg);
        let vars = distinct_vars(d);
        if !reducible(f, &cfg, &dom) || vars.len().saturating_mul(f.blocks.len()) > MAX_PAIRS {
            return plan;
        }
        for p in &d.values {
            match (p.value, p.before) {
                (Some(value), _) => plan.at_def.entry(value).or_default().push(p.var),
                (None, Some(inst)) => plan.kill_before.entry(inst).or_default().push(p.var),
                (None, None) => plan.kill_at_end.entry(p.block).or_default().push(p.var),
            }
        }
        for &(_, phi, k) in &d.phis {
            if let Some(r) = f.insts.get(phi).and_then(|data| data.result) {
                plan.at_def.entry(r).or_default().push(k);
            }
        }
        for k in vars {
            for b in joins_without_phi(f, &cfg, &dom, d, k) {
                plan.kill_at_start.entry(b).or_default().push(k);
            }
        }
        plan
    }
}

/// The variables with places, each once.
fn distinct_vars(d: &FunctionDebug) -> Vec<u32> {
    let mut vars: Vec<u32> = (d.values.iter().map(|p| p.var))
        .chain(d.phis.iter().map(|&(_, _, k)| k))
        .collect();
    vars.sort_unstable();
    vars.dedup();
    vars
}

/// Whether every edge that goes back in a reverse post-order goes to a block dominating
/// its source (then every depth-first order has the same back edges).
fn reducible(f: &ir::Function, cfg: &Cfg, dom: &DomTree) -> bool {
    let mut order = vec![usize::MAX; f.blocks.len()];
    for (i, &b) in dom.rpo().iter().enumerate() {
        order[b.index()] = i;
    }
    (dom.rpo().iter()).all(|&b| {
        (cfg.successors(b).iter())
            .all(|&s| order[s.index()] > order[b.index()] || dom.dominates(s, b))
    })
}

/// The place that reaches a point: none yet (`Top`), the uninitialised value at the entry,
/// one place (a store's index in `FunctionDebug::values`, or past them a phi's), or several.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Reaching {
    Top,
    Entry,
    Place(usize),
    Several,
}

impl Reaching {
    fn meet(self, o: Reaching) -> Reaching {
        match (self, o) {
            (Reaching::Top, x) | (x, Reaching::Top) => x,
            (a, b) if a == b => a,
            _ => Reaching::Several,
        }
    }
}

/// The blocks on entry to which several of variable `k`'s places may reach, that have no
/// phi for it: a forward data-flow over the reachable blocks in reverse post-order.
fn joins_without_phi(
    f: &ir::Function,
    cfg: &Cfg,
    dom: &DomTree,
    d: &FunctionDebug,
    k: u32,
) -> Vec<Block> {
    let n = f.blocks.len();
    let mut phi_at = vec![None; n];
    for (i, &(b, _, var)) in d.phis.iter().enumerate() {
        if var == k {
            phi_at[b.index()] = Some(d.values.len() + i);
        }
    }
    let mut last = vec![None; n];
    for (i, p) in d.values.iter().enumerate() {
        if p.var == k {
            last[p.block.index()] = Some(i);
        }
    }
    let entry_of = |b: Block, out: &[Reaching]| match phi_at[b.index()] {
        Some(i) => Reaching::Place(i),
        None if b == f.entry => Reaching::Entry,
        None => (cfg.predecessors(b).iter())
            .filter(|p| dom.is_reachable(**p))
            .fold(Reaching::Top, |r, p| r.meet(out[p.index()])),
    };
    let mut out = vec![Reaching::Top; n];
    let mut changed = true;
    while changed {
        changed = false;
        for &b in dom.rpo() {
            let new = last[b.index()].map_or_else(|| entry_of(b, &out), Reaching::Place);
            if new != out[b.index()] {
                out[b.index()] = new;
                changed = true;
            }
        }
    }
    (dom.rpo().iter().copied())
        .filter(|&b| phi_at[b.index()].is_none() && entry_of(b, &out) == Reaching::Several)
        .collect()
}

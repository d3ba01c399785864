//! Step 3: the fast paths, in LLVM's order, for allocas that need no phi. Before them, the
//! accesses in unreachable blocks are dropped, so that every later step sees only
//! reachable accesses, on which the dominator tree is defined. Each fast path falls through
//! to the general path (steps 4 to 7) when its condition fails.

use super::accesses::Candidate;
use super::{Rewrite, Stats};
use crate::ir::dominators::DomTree;
use crate::ir::{Function, Value, ValueDef};

/// Step 3 for every candidate: each one is promoted (so counted), by a fast path or, for
/// those returned, by the general path.
pub(super) fn promote_fast<'a>(
    func: &mut Function,
    domtree: &DomTree,
    rw: &mut Rewrite,
    candidates: Vec<Candidate<'a>>,
    stats: &mut Stats,
) -> Vec<Candidate<'a>> {
    let mut general = Vec::new();
    for mut cand in candidates {
        remove_unreachable_accesses(func, domtree, rw, &mut cand, stats);
        stats.lifetime_starts += cand
            .accesses
            .iter()
            .filter(|a| is_undef(func, a.stored.expand()))
            .count();
        stats.promoted += 1;
        rw.deleted[cand.alloca] = true;
        if !(promote_dead(rw, &cand, stats)
            || rewrite_single_store(func, domtree, rw, &cand, stats)
            || promote_single_block(func, rw, &cand, stats))
        {
            general.push(cand);
        }
    }
    general
}

/// Code in unreachable blocks never runs, so a promoted alloca's loads there read `undef`
/// and its stores there are dropped.
fn remove_unreachable_accesses(
    func: &mut Function,
    domtree: &DomTree,
    rw: &mut Rewrite,
    cand: &mut Candidate,
    stats: &mut Stats,
) {
    if cand.accesses.iter().all(|a| domtree.is_reachable(a.block)) {
        return;
    }
    let undef = rw.undef(func, cand.ty());
    let (stores, loads) = (cand.stores(), cand.loads());
    cand.retain_accesses(|a| {
        if domtree.is_reachable(a.block) {
            return true;
        }
        match a.stored.expand() {
            None => rw.replace_load(a.inst, a.loaded.expand(), undef),
            Some(_) => rw.deleted[a.inst] = true,
        }
        false
    });
    stats.loads_removed += loads - cand.loads();
    stats.stores_removed += stores - cand.stores();
}

/// With no reachable load, the stores are dead and the alloca with them (LLVM deletes an
/// alloca whose use list is empty; ours may still hold dead stores).
fn promote_dead(rw: &mut Rewrite, cand: &Candidate, stats: &mut Stats) -> bool {
    if cand.loads() != 0 {
        return false;
    }
    for a in cand.accesses.iter() {
        rw.deleted[a.inst] = true;
    }
    stats.stores_removed += cand.accesses.len();
    stats.dead += 1;
    true
}

/// LLVM's `rewriteSingleStoreAlloca`: if exactly one store exists and it dominates every
/// load, every load reads the stored value. A load in the store's block before the store,
/// or in a block the store's block does not dominate, may read something else (`undef`, or
/// a previous loop iteration's value): then the general path handles the alloca.
fn rewrite_single_store(
    func: &Function,
    domtree: &DomTree,
    rw: &mut Rewrite,
    cand: &Candidate,
    stats: &mut Stats,
) -> bool {
    // A store of `undef` (a declaration without an initializer) does not count: any value
    // may stand for it, the one stored after it included.
    let mut stores = cand
        .accesses
        .iter()
        .enumerate()
        .filter(|(_, a)| a.stored.is_some() && !is_undef(func, a.stored.expand()));
    let (Some((store_pos, store)), None) = (stores.next(), stores.next()) else {
        return false;
    };
    let dominated = cand.accesses.iter().enumerate().all(|(pos, a)| {
        if is_undef(func, a.stored.expand()) {
            true
        } else if a.block == store.block {
            pos >= store_pos
        } else {
            domtree.dominates(store.block, a.block)
        }
    });
    if !dominated {
        return false;
    }
    let value = store.stored.expect("a store");
    for a in cand.accesses.iter().filter(|a| a.stored.is_some()) {
        rw.deleted[a.inst] = true;
    }
    for a in cand.accesses.iter().filter(|a| a.stored.is_none()) {
        rw.replace_load(a.inst, a.loaded.expand(), value);
    }
    stats.loads_removed += cand.loads();
    stats.stores_removed += cand.stores();
    stats.single_store += 1;
    true
}

/// LLVM's `promoteSingleBlockAlloca`: all accesses in one block, so one sweep gives each
/// load the nearest earlier store. A load before the first store reads `undef` only when the
/// block has no store at all; otherwise it might read the value a store left on a previous
/// trip round a loop through this block, and, as LLVM does, we leave the alloca to the
/// general path, which places a phi if the value flows around.
fn promote_single_block(
    func: &mut Function,
    rw: &mut Rewrite,
    cand: &Candidate,
    stats: &mut Stats,
) -> bool {
    let Some(first) = cand.accesses.first() else {
        return false;
    };
    if cand.accesses.iter().any(|a| a.block != first.block) {
        return false;
    }
    if first.stored.is_none() && cand.stores() > 0 {
        return false;
    }
    let mut current = None;
    for a in cand.accesses.iter() {
        match a.stored.expand() {
            Some(v) => {
                rw.deleted[a.inst] = true;
                current = Some(v);
            }
            None => {
                let v = match current {
                    Some(v) => v,
                    None => rw.undef(func, cand.ty()),
                };
                rw.replace_load(a.inst, a.loaded.expand(), v);
            }
        }
    }
    stats.loads_removed += cand.loads();
    stats.stores_removed += cand.stores();
    stats.single_block += 1;
    true
}

/// Whether an access stores `undef`: a declaration's mark (`passes::lifetime_start`).
fn is_undef(func: &Function, stored: Option<Value>) -> bool {
    stored.is_some_and(|v| func.values[v].def == ValueDef::Undef)
}

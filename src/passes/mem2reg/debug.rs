//! For `-g` (`ir::debug`): what promotion tells a debugger of each variable's values, in the
//! manner of LLVM's `dbg.value`. A variable stored once is that value wherever the value
//! lives ([`DebugVariable::keeps`](crate::ir::debug::DebugVariable)); one stored more
//! than once gets a [`DebugValue`] at each store this pass deletes, and its phis are
//! noted. Code generation turns these into Cranelift's value labels (`codegen::labels`).
//!
//! Recorded after renaming and before the final sweep: the stores are still in their
//! blocks (marked deleted), so each one's place is found among the instructions that stay,
//! and each stored value is resolved through the replacements first.

use super::accesses::Candidate;
use super::uninit::PhiWeb;
use super::Rewrite;
use crate::ir::debug::DebugValue;
use crate::ir::{Block, Function, Inst, InstKind, Value, ValueDef};
use std::collections::HashMap;

/// The stores of each candidate that is one of the function's described variables, noted
/// before the fast paths drop any.
pub(super) struct Noted {
    variables: Vec<NotedVariable>,
}

struct NotedVariable {
    alloca: Inst,
    /// Its indices in `FunctionDebug::variables`.
    vars: Vec<u32>,
    /// (block, store, stored value), in program order.
    stores: Vec<(Block, Inst, Value)>,
}

/// Note the stores of the candidates `-g` describes; `None` without `-g`.
pub(super) fn note(func: &Function, candidates: &[Candidate]) -> Option<Noted> {
    let debug = func.debug.as_deref()?;
    let mut variables = Vec::new();
    for c in candidates {
        let vars: Vec<u32> = (debug.variables.iter().enumerate())
            .filter(|(_, v)| v.alloca == c.alloca)
            .map(|(k, _)| k as u32)
            .collect();
        if vars.is_empty() {
            continue;
        }
        let stores = (c.accesses.iter())
            .filter_map(|a| Some((a.block, a.inst, a.stored.expand()?)))
            .collect();
        variables.push(NotedVariable {
            alloca: c.alloca,
            vars,
            stores,
        });
    }
    Some(Noted { variables })
}

/// Record in `func.debug` what `noted` and the phis of the general path (`web`) say, before
/// `rw` is applied.
pub(super) fn record(func: &mut Function, noted: Noted, rw: &mut Rewrite, web: Option<&PhiWeb>) {
    let mut many: HashMap<Inst, Vec<(u32, Value)>> = HashMap::new();
    let mut blocks = Vec::new();
    let mut keeps = Vec::new();
    for v in &noted.variables {
        if let [(_, _, value)] = v.stores[..] {
            let value = rw.resolve(value);
            keeps.extend(v.vars.iter().map(|&k| (k, value)));
            continue;
        }
        for &(block, store, value) in &v.stores {
            let value = rw.resolve(value);
            many.entry(store)
                .or_default()
                .extend(v.vars.iter().map(|&k| (k, value)));
            blocks.push(block);
        }
    }
    blocks.sort_unstable();
    blocks.dedup();
    let values: Vec<DebugValue> = (blocks.iter())
        .flat_map(|&b| places_in_block(func, rw, b, &many))
        .collect();
    let kept_phis = web.map(|web| kept_phis(&noted, rw, web));
    let Some(debug) = func.debug.as_deref_mut() else {
        return;
    };
    for (k, value) in keeps {
        if let Some(v) = debug.variables.get_mut(k as usize) {
            v.keeps = Some(value);
        }
    }
    debug.values = values;
    debug.phis = kept_phis.unwrap_or_default();
}

/// The place of each store of `many` in block `b`, among the instructions that stay; its
/// value is given where the instruction just before defines it.
fn places_in_block(
    func: &Function,
    rw: &Rewrite,
    b: Block,
    many: &HashMap<Inst, Vec<(u32, Value)>>,
) -> Vec<DebugValue> {
    let mut out = Vec::new();
    // The values stored since the last instruction that stays, waiting for the next one.
    let mut waiting = 0;
    let mut previous: Option<Inst> = None;
    // In the entry block, only allocas (which make no code) before this point.
    let mut at_start = b == func.entry;
    for &inst in func.block_insts(b) {
        if let Some(stores) = many.get(&inst) {
            for &(var, value) in stores {
                let defined_before = match func.values[value].def {
                    ValueDef::Inst(def) => previous == Some(def),
                    ValueDef::Param(_) => at_start,
                    _ => false,
                };
                out.push(DebugValue {
                    var,
                    block: b,
                    before: None,
                    value: defined_before.then_some(value),
                });
            }
            continue;
        }
        if rw.deleted[inst] {
            continue;
        }
        for d in &mut out[waiting..] {
            d.before = Some(inst);
        }
        waiting = out.len();
        previous = Some(inst);
        at_start &= matches!(func.insts[inst].kind, InstKind::Alloca { .. });
    }
    out
}

/// The phis step 7 kept, with their blocks and their variables' indices in `FunctionDebug::variables`.
fn kept_phis(noted: &Noted, rw: &Rewrite, web: &PhiWeb) -> Vec<(Block, Inst, u32)> {
    let vars: HashMap<Inst, &[u32]> = (noted.variables.iter())
        .map(|v| (v.alloca, &v.vars[..]))
        .collect();
    let mut out = Vec::new();
    for phi in web.phis.phis.iter().filter(|p| !rw.deleted[p.inst]) {
        let Some(vars) = web.allocas.get(phi.var as usize).and_then(|a| vars.get(a)) else {
            continue;
        };
        out.extend(vars.iter().map(|&k| (phi.block, phi.inst, k)));
    }
    out
}

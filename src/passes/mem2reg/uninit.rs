//! Uninitialized uses, read off the promotion (for `-Wuninitialized` and
//! `-Wmaybe-uninitialized`). Promotion already answers the question: each load of a
//! variable is replaced by the value that reaches it, and that value is `undef` when no
//! store reaches the load on any path from the entry ("is used uninitialized"), or a phi of
//! the variable one of whose operands is, through the variable's other phis, `undef` when
//! some path reaches it without a store ("may be used uninitialized"). Anything else is a
//! stored value: defined on every path.
//!
//! The loads are listed before the fast paths (`watch`) and judged after step 7's trivial
//! phis are gone and before its final sweep (`judge`), from the replacements the pass
//! recorded; the promotion itself is not touched. Only variables declared in the C source
//! are judged (`Function::variables`: not the compiler's temporaries), only loads in
//! reachable blocks (code that never runs reads nothing), and a variable whose address
//! escapes is not promoted, so not judged, as gcc at `-O0`. A load stored straight back
//! into its own variable (`int x = x;`, gcc's idiom for silencing the warning, or `x = x;`)
//! is no use, and what it stores counts as defined. Each variable is reported once, at its
//! first use in the source, as gcc reports it once.
//!
//! One refinement over the CFG the promotion sees: a branch on a constant (`while (1)`,
//! which lowering gives as `br (icmp ne 1, 0)`) takes one edge only, so the blocks only the
//! other edge reaches are not judged, and a phi operand that flows along an edge never taken
//! is not a path: `int v; while (1) { if (c) { v = 1; break; } } return v;` defines `v`
//! before every use that can happen. The branches are not otherwise related: a variable
//! set under a condition and read under the same condition later is reported as gcc's
//! predicate analysis would not (docs/mem2reg.md lists such cases).

use super::accesses::Candidate;
use super::idf::Phis;
use super::{Rewrite, UninitializedUse};
use crate::ir::{Block, Cond, Function, Inst, InstKind, Terminator, Value, ValueDef};
use cranelift_entity::EntityRef;
use std::collections::HashSet;

/// The reads of one declared variable: its alloca, and its loads (instruction and result)
/// in reachable blocks that are uses.
pub(super) struct Watched {
    alloca: Inst,
    loads: Vec<(Inst, Value)>,
}

/// The reads to judge: every declared variable's, and the loads stored back unchanged.
#[derive(Default)]
pub(super) struct Watch {
    vars: Vec<Watched>,
    self_copies: HashSet<Value>,
    /// Per block number, whether it runs on some path from the entry that takes only the
    /// edge a constant branch takes.
    executable: Vec<bool>,
}

/// The block a branch on a constant goes to; `None` for any other terminator.
fn constant_target(func: &Function, b: Block) -> Option<Block> {
    let Some(Terminator::Br {
        cond,
        then_dest,
        else_dest,
    }) = &func.blocks[b].term
    else {
        return None;
    };
    let constant = |v: Value| match func.values[v].def {
        ValueDef::IConst(c) => Some(c),
        _ => None,
    };
    let taken = match constant(*cond) {
        Some(c) => c != 0,
        None => {
            let inst = func.def_inst(*cond)?;
            let InstKind::Icmp { cond, lhs, rhs, .. } = &func.insts[inst].kind else {
                return None;
            };
            let (l, r) = (constant(*lhs)?, constant(*rhs)?);
            match cond {
                Cond::Eq => l == r,
                Cond::Ne => l != r,
                _ => return None,
            }
        }
    };
    Some(if taken { *then_dest } else { *else_dest })
}

/// Whether the edge from `pred` to `succ` can be taken (see `constant_target`).
fn edge_taken(func: &Function, pred: Block, succ: Block) -> bool {
    constant_target(func, pred).is_none_or(|t| t == succ)
}

/// Per block number, whether a path from the entry along edges that can be taken reaches it.
fn executable_blocks(func: &Function) -> Vec<bool> {
    let mut seen = vec![false; func.blocks.len()];
    let mut stack = vec![func.entry];
    seen[func.entry.index()] = true;
    while let Some(b) = stack.pop() {
        let Some(term) = &func.blocks[b].term else {
            continue;
        };
        for s in term.successors() {
            if edge_taken(func, b, s) && !seen[s.index()] {
                seen[s.index()] = true;
                stack.push(s);
            }
        }
    }
    seen
}

/// List the reads of the candidates that are declared variables, before the fast paths
/// rewrite them.
pub(super) fn watch(func: &Function, candidates: &[Candidate]) -> Watch {
    let mut watch = Watch {
        executable: executable_blocks(func),
        ..Watch::default()
    };
    for c in candidates {
        if func.variables.declared_at(c.alloca).is_none() {
            continue;
        }
        let executable = &watch.executable;
        let reachable = c.accesses.iter().filter(|a| executable[a.block.index()]);
        let loads: Vec<(Inst, Value)> = reachable
            .clone()
            .filter(|a| a.stored.is_none())
            .filter_map(|a| Some((a.inst, a.loaded.expand()?)))
            .collect();
        let copies = reachable
            .filter_map(|a| a.stored.expand())
            .filter(|v| loads.iter().any(|&(_, l)| l == *v));
        watch.self_copies.extend(copies);
        let loads = loads
            .into_iter()
            .filter(|(_, l)| !watch.self_copies.contains(l))
            .collect();
        watch.vars.push(Watched {
            alloca: c.alloca,
            loads,
        });
    }
    watch
}

/// What a read yields once the replacements are followed.
enum Reaching {
    Defined,
    Undef,
    /// A phi of the variable (its index among the inserted phis).
    Phi(usize),
}

/// The general path's phis and which variable (alloca) each merges; none when every
/// variable took a fast path.
pub(super) struct PhiWeb {
    pub phis: Phis,
    pub allocas: Vec<Inst>,
}

/// Judge the watched reads, after the pass has replaced every load (and removed the
/// trivial phis) but before the final sweep.
pub(super) fn judge(
    func: &Function,
    rw: &Rewrite,
    web: Option<&PhiWeb>,
    watch: &Watch,
) -> Vec<UninitializedUse> {
    let mut out = Vec::new();
    for var in &watch.vars {
        let mut first: Option<(Option<usize>, bool)> = None;
        for &(load, result) in &var.loads {
            let always = match reaching(func, rw, web, watch, var.alloca, result) {
                Reaching::Defined => continue,
                Reaching::Undef => true,
                Reaching::Phi(i) => match phi_web(func, rw, web, watch, var.alloca, i) {
                    (false, _) => continue,
                    (true, defined) => !defined,
                },
            };
            let at = func.positions.inst(load);
            if first.is_none_or(|(earliest, _)| at < earliest) {
                first = Some((at, always));
            }
        }
        let Some((used, always)) = first else {
            continue;
        };
        let declared = func.variables.declared_at(var.alloca).unwrap_or_default();
        let alloca = func.insts[var.alloca].result;
        let name = alloca.and_then(|a| func.value_name(a)).unwrap_or("?");
        out.push(UninitializedUse {
            name: name.to_string(),
            declared,
            used: used.unwrap_or(declared),
            always,
        });
    }
    out.sort_by_key(|u| u.used);
    out
}

/// Follow `v`'s replacements to the value a read of the variable `alloca` yields.
fn reaching(
    func: &Function,
    rw: &Rewrite,
    web: Option<&PhiWeb>,
    watch: &Watch,
    alloca: Inst,
    mut v: Value,
) -> Reaching {
    // A chain longer than the replacements recorded is a cycle (see `Rewrite::resolve`).
    for _ in 0..=rw.replacements {
        if watch.self_copies.contains(&v) {
            return Reaching::Defined;
        }
        match rw.replacement[v].expand() {
            Some(next) => v = next,
            None => break,
        }
    }
    if matches!(func.values[v].def, ValueDef::Undef) {
        return Reaching::Undef;
    }
    let phi = web.and_then(|w| {
        let i = w.phis.defining(func, v)?;
        let p = &w.phis.phis[i];
        (!rw.deleted[p.inst] && w.allocas[p.var as usize] == alloca).then_some(i)
    });
    match phi {
        Some(i) => Reaching::Phi(i),
        None => Reaching::Defined,
    }
}

/// Whether `undef` flows into the phi `start` of the variable `alloca` on some reachable
/// edge (through its other phis), and whether a defined value does.
fn phi_web(
    func: &Function,
    rw: &Rewrite,
    web: Option<&PhiWeb>,
    watch: &Watch,
    alloca: Inst,
    start: usize,
) -> (bool, bool) {
    let Some(w) = web else {
        return (false, true);
    };
    let (mut undef, mut defined) = (false, false);
    let mut seen = HashSet::from([start]);
    let mut stack = vec![start];
    while let Some(i) = stack.pop() {
        let phi = &w.phis.phis[i];
        let InstKind::Phi { args, .. } = &func.insts[phi.inst].kind else {
            continue;
        };
        for &(pred, v) in args {
            if !watch.executable[pred.index()] || !edge_taken(func, pred, phi.block) {
                continue;
            }
            match reaching(func, rw, web, watch, alloca, v) {
                Reaching::Defined => defined = true,
                Reaching::Undef => undef = true,
                Reaching::Phi(j) => {
                    if seen.insert(j) {
                        stack.push(j);
                    }
                }
            }
        }
    }
    (undef, defined)
}

//! Step 7: clean-up. Inserted phis whose operands are one value apart from the phi itself
//! are removed (LLVM leaves that to `SimplifyInstruction` on the new phis); the phis that
//! remain get their names; then one sweep deletes the promoted allocas and their loads and
//! stores, and rewrites every operand that names a replaced value.

use super::accesses::Candidate;
use super::idf::{Phi, Phis};
use super::Rewrite;
use crate::ir::dominators::DomTree;
use crate::ir::{Function, InstKind, Value};

/// Remove the inserted phis whose operands are one value apart from the phi itself
/// (operands on edges from unreachable blocks never flow, so they do not count). Such a phi
/// is replaced by that value, which then dominates it; its users may become trivial in turn,
/// so they go back on the worklist. Returns how many inserted phis remain.
pub(super) fn remove_trivial_phis(
    func: &mut Function,
    domtree: &DomTree,
    rw: &mut Rewrite,
    phis: &Phis,
) -> usize {
    // Indices into `phis.phis`, in layout order.
    let inserted: Vec<usize> = func
        .layout
        .iter()
        .flat_map(|&b| func.block_phis(b).iter().filter_map(|&i| phis.index(i)))
        .collect();
    // The users of each inserted phi among the inserted phis, in the order found.
    let mut users: Vec<Vec<usize>> = vec![Vec::new(); phis.phis.len()];
    for &i in &inserted {
        for &(_, v) in phi_args(func, &phis.phis[i]) {
            let v = rw.resolve(v);
            if let Some(d) = phis.defining(func, v).filter(|&d| d != i) {
                users[d].push(i);
            }
        }
    }
    let mut worklist: Vec<usize> = inserted.iter().rev().copied().collect();
    let mut kept = inserted.len();
    while let Some(i) = worklist.pop() {
        let phi = &phis.phis[i];
        if rw.deleted[phi.inst] {
            continue;
        }
        let Some(same) = trivial_phi_value(func, domtree, rw, phi) else {
            continue;
        };
        let same = match same {
            Some(v) => v,
            None => rw.undef(func, func.value_type(phi.result)),
        };
        rw.deleted[phi.inst] = true;
        rw.replace(phi.result, same);
        kept -= 1;
        let phi_users = std::mem::take(&mut users[i]);
        worklist.extend(&phi_users);
        // Users of this phi now use `same`; if that is an inserted phi, they are its users.
        if let Some(heir) = phis.defining(func, same) {
            users[heir].extend(phi_users);
        }
    }
    kept
}

fn phi_args<'f>(func: &'f Function, phi: &Phi) -> &'f [(crate::ir::Block, Value)] {
    match &func.insts[phi.inst].kind {
        InstKind::Phi { args, .. } => args,
        _ => unreachable!("an inserted phi is a phi"),
    }
}

/// `Some(value)` if the phi is trivial: `Some(Some(v))` when every flowing operand is `v` or
/// the phi itself, `Some(None)` when there is no such operand at all.
fn trivial_phi_value(
    func: &Function,
    domtree: &DomTree,
    rw: &mut Rewrite,
    phi: &Phi,
) -> Option<Option<Value>> {
    let mut same = None;
    for &(pred, v) in phi_args(func, phi) {
        if !domtree.is_reachable(pred) {
            continue;
        }
        let v = rw.resolve(v);
        if v == phi.result || Some(v) == same {
            continue;
        }
        if same.is_some() {
            return None;
        }
        same = Some(v);
    }
    Some(same)
}

/// Name the phis that remain like LLVM's, `<variable>.<version>`; the variable of a
/// parameter's `x.addr` slot is `x`, since the phi holds the value, not the address.
pub(super) fn name_phis(func: &mut Function, rw: &Rewrite, vars: &[Candidate], phis: &Phis) {
    let bases: Vec<Option<String>> = vars
        .iter()
        .map(|c| {
            let name = func.value_name(c.addr)?;
            Some(name.strip_suffix(".addr").unwrap_or(name).to_string())
        })
        .collect();
    for p in phis.phis.iter().filter(|p| !rw.deleted[p.inst]) {
        if let Some(base) = &bases[p.var as usize] {
            func.set_value_name(p.result, format_args!("{base}.{}", p.version));
        }
    }
}

impl Rewrite {
    /// The final sweep: drop deleted instructions (and phis), and rewrite the operands
    /// that name a replaced value, in instructions, phis and terminators, once.
    pub(super) fn apply(mut self, func: &mut Function) {
        for k in 0..func.layout.len() {
            let b = func.layout[k];
            func.retain_in_block(b, |i| !self.deleted[i]);
            func.update_block_insts(b, |data| {
                let mut replaced = false;
                data.kind
                    .visit_operands(|v| replaced |= self.is_replaced(v));
                if replaced {
                    data.kind.map_operands(|v| self.resolve(v));
                }
            });
            if let Some(t) = &mut func.blocks[b].term {
                let mut replaced = false;
                t.visit_operands(|v| replaced |= self.is_replaced(v));
                if replaced {
                    t.map_operands(|v| self.resolve(v));
                }
            }
        }
    }
}

//! Step 1: which allocas can be promoted (LLVM's `isAllocaPromotable`). An alloca of the
//! entry block is promotable when every use of its address is the address operand of a
//! non-volatile `load` or `store`, all of one type no wider than the alloca. One pass over
//! the function checks every use and, for the allocas that stay candidates, lists their
//! accesses (step 2, `accesses.rs`).

use super::accesses::{Access, Found, InOrder};
use super::{NotPromoted, Remark};
use crate::ir::{Block, Function, Inst, InstData, InstKind, Type, Value};
use cranelift_entity::{EntityRef, SecondaryMap};

/// An entry-block alloca as step 1 finds it: whether it is promotable, and how many
/// accesses it has.
pub(super) struct Alloca {
    /// Its index among the entry block's allocas.
    pub index: u32,
    pub inst: Inst,
    pub addr: Value,
    size: u32,
    pub ty: Option<Type>,
    pub accesses: u32,
    pub rejected: Option<NotPromoted>,
}

impl Alloca {
    fn reject(&mut self, why: NotPromoted) {
        self.rejected.get_or_insert(why);
    }

    /// Note a load or store with `addr` = this alloca, checking step 1's conditions.
    fn access(&mut self, ty: Type, volatile: bool) {
        if volatile {
            self.reject(NotPromoted::Volatile);
        }
        if ty.bytes() > self.size {
            self.reject(NotPromoted::AccessTooWide);
        }
        match self.ty {
            Some(t) if t != ty => self.reject(NotPromoted::MixedTypes),
            _ => self.ty = Some(ty),
        }
        self.accesses += 1;
    }
}

/// Steps 1 and 2: find the entry-block allocas, then classify every use of each in one
/// pass over the function. A use that is not the address operand of a plain load or store
/// rejects the alloca with the reason; the others become its accesses. Allocas outside the
/// entry block are noted in the same pass.
pub(super) fn collect_promotable_allocas(func: &Function) -> (Found, Vec<Remark>) {
    const NONE: u32 = u32::MAX;
    let mut index: SecondaryMap<Value, u32> = SecondaryMap::with_default(NONE);
    let mut allocas = Vec::new();
    if func.layout.contains(&func.entry) {
        for &inst in func.block_insts(func.entry) {
            let data = &func.insts[inst];
            if let (InstKind::Alloca { size, .. }, Some(addr)) = (&data.kind, data.result) {
                index[addr] = allocas.len() as u32;
                allocas.push(Alloca {
                    index: allocas.len() as u32,
                    inst,
                    addr,
                    size: *size,
                    ty: None,
                    accesses: 0,
                    rejected: None,
                });
            }
        }
    }
    let alloca_of = |v: Value| match index[v] {
        NONE => None,
        i => Some(i as usize),
    };
    let mut remarks = Vec::new();
    let mut accesses = Vec::new();
    let mut blocks = vec![(0, 0); func.blocks.len()];
    for &block in &func.layout {
        let first = accesses.len() as u32;
        for inst in func.block_phis_and_insts(block) {
            let data = &func.insts[inst];
            if let (InstKind::Alloca { .. }, Some(addr)) = (&data.kind, data.result) {
                if block != func.entry {
                    remarks.push(remark(func, addr, NotPromoted::NotInEntryBlock));
                }
            }
            let at = (block, inst);
            classify_uses(data, at, &alloca_of, &mut allocas, &mut accesses);
        }
        blocks[block.index()] = (first, accesses.len() as u32);
        if let Some(t) = &func.blocks[block].term {
            t.visit_operands(|v| {
                if let Some(a) = alloca_of(v) {
                    allocas[a].reject(NotPromoted::AddressTaken)
                }
            });
        }
    }
    for a in &allocas {
        if let Some(why) = &a.rejected {
            remarks.push(remark(func, a.addr, why.clone()));
        }
    }
    let in_order = InOrder {
        accesses,
        blocks,
        allocas: allocas.len(),
    };
    (Found::new(allocas, in_order), remarks)
}

/// Step 1 for one instruction at `(block, inst)`: record it as an access of the alloca it
/// loads or stores, or reject every alloca whose address it uses otherwise.
fn classify_uses(
    data: &InstData,
    (block, inst): (Block, Inst),
    alloca_of: &impl Fn(Value) -> Option<usize>,
    allocas: &mut [Alloca],
    accesses: &mut Vec<(u32, Access)>,
) {
    let mut reject = |v: Value, why: NotPromoted| {
        if let Some(a) = alloca_of(v) {
            allocas[a].reject(why)
        }
    };
    let kind = &data.kind;
    let (ty, addr, volatile, stored) = match kind {
        InstKind::Load { ty, addr, volatile } => (*ty, *addr, *volatile, None),
        InstKind::Store {
            ty,
            value,
            addr,
            volatile,
        } => {
            reject(*value, NotPromoted::AddressStored);
            (*ty, *addr, *volatile, Some(*value))
        }
        InstKind::Call { .. } => {
            return kind.visit_operands(|v| reject(v, NotPromoted::PassedToCall));
        }
        InstKind::PtrOffset { base, offset } => {
            reject(*base, NotPromoted::Offset);
            return reject(*offset, NotPromoted::AddressTaken);
        }
        _ => return kind.visit_operands(|v| reject(v, NotPromoted::AddressTaken)),
    };
    if let Some(a) = alloca_of(addr) {
        let loaded = if stored.is_none() { data.result } else { None };
        let access = Access {
            block,
            inst,
            stored: stored.into(),
            loaded: loaded.into(),
        };
        allocas[a].access(ty, volatile);
        accesses.push((a as u32, access));
    }
}

fn remark(func: &Function, addr: Value, reason: NotPromoted) -> Remark {
    Remark {
        alloca: addr,
        name: func
            .value_name(addr)
            .map_or_else(|| addr.to_string(), str::to_string),
        reason,
    }
}

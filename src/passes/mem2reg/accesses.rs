//! Step 2: each candidate's accesses, its loads and stores in program order (LLVM's
//! `AllocaInfo::AnalyzeAlloca`, which finds the defining and using blocks). They are
//! collected in the same pass over the function as step 1 (`promotable.rs`): this file holds
//! what that pass builds.

use super::promotable::Alloca;
use crate::ir::{Block, Inst, Type, Value};
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::EntityRef;

/// One load or store of a candidate alloca.
#[derive(Clone, Copy, Debug)]
pub(super) struct Access {
    pub block: Block,
    pub inst: Inst,
    /// `None` for a load, the stored value for a store.
    pub stored: PackedOption<Value>,
    /// A load's result (so rewriting the load need not read the instruction again).
    pub loaded: PackedOption<Value>,
}

/// A promotable alloca, with its accesses in program order (layout order of the blocks,
/// then instruction order), so the accesses of one block are contiguous. The accesses are
/// its part of one array for all candidates ([`Found`]).
pub(super) struct Candidate<'a> {
    /// Its index among the entry block's allocas (see [`InOrder`]).
    pub index: u32,
    pub alloca: Inst,
    pub addr: Value,
    ty: Option<Type>,
    pub accesses: &'a mut [Access],
}

impl Candidate<'_> {
    pub fn loads(&self) -> usize {
        self.accesses.iter().filter(|a| a.stored.is_none()).count()
    }

    pub fn stores(&self) -> usize {
        self.accesses.len() - self.loads()
    }

    /// The type every access uses; `i32` when there are none (then it is never needed).
    pub fn ty(&self) -> Type {
        self.ty.unwrap_or(Type::I32)
    }

    /// Keep only the accesses `keep` accepts, in order.
    pub fn retain_accesses(&mut self, mut keep: impl FnMut(&Access) -> bool) {
        let mut kept = 0;
        for i in 0..self.accesses.len() {
            let a = self.accesses[i];
            if keep(&a) {
                self.accesses[kept] = a;
                kept += 1;
            }
        }
        let all = std::mem::take(&mut self.accesses);
        self.accesses = &mut all[..kept];
    }
}

/// Every access of the entry block's allocas (rejected ones included) in program order,
/// each with its alloca's index, as the pass over the function found them: renaming walks
/// the blocks and reads each block's accesses of all variables from here.
#[derive(Default)]
pub(super) struct InOrder {
    pub accesses: Vec<(u32, Access)>,
    /// Per block number, the range of its accesses.
    pub blocks: Vec<(u32, u32)>,
    /// How many allocas the entry block has.
    pub allocas: usize,
}

impl InOrder {
    pub fn of(&self, b: Block) -> &[(u32, Access)] {
        let (lo, hi) = self.blocks[b.index()];
        &self.accesses[lo as usize..hi as usize]
    }
}

/// What steps 1 and 2 found: the promotable allocas, and their accesses grouped by alloca
/// in one array (each alloca's in program order), so the steps that take the candidates one
/// at a time read it from start to end.
pub(super) struct Found {
    allocas: Vec<Alloca>,
    accesses: Vec<Access>,
    pub in_order: InOrder,
}

impl Found {
    /// `allocas` are the entry block's allocas, `in_order` the accesses of all of them.
    pub fn new(allocas: Vec<Alloca>, in_order: InOrder) -> Found {
        let allocas: Vec<Alloca> = allocas
            .into_iter()
            .filter(|a| a.rejected.is_none())
            .collect();
        let mut slot = vec![u32::MAX; in_order.allocas];
        for (i, a) in allocas.iter().enumerate() {
            slot[a.index as usize] = i as u32;
        }
        let keys = in_order
            .accesses
            .iter()
            .map(|&(alloca, a)| (slot[alloca as usize], a));
        let grouped =
            crate::ir::csr::group_by_key(allocas.len(), keys.filter(|&(k, _)| k != u32::MAX));
        Found {
            allocas,
            accesses: grouped.items,
            in_order,
        }
    }

    /// The candidates, each with its part of the accesses.
    pub fn candidates(&mut self) -> Vec<Candidate<'_>> {
        let mut rest = &mut self.accesses[..];
        let mut out = Vec::with_capacity(self.allocas.len());
        for a in &self.allocas {
            let (accesses, tail) = std::mem::take(&mut rest).split_at_mut(a.accesses as usize);
            rest = tail;
            out.push(Candidate {
                index: a.index,
                alloca: a.inst,
                addr: a.addr,
                ty: a.ty,
                accesses,
            });
        }
        out
    }
}

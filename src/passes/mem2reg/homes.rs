//! Homes (`-O0`): each declared variable keeps its alloca and its stores, and only its
//! loads are promoted.
//!
//! Promotion leaves a variable in whichever register or stack slot the register allocator
//! gives each of its values, and only while that value is live: after a variable's last
//! use a debugger finds nothing (`<optimized out>`), and between two uses it may find a
//! value only at the places Cranelift reports. gcc's `-O0` code keeps every variable in
//! memory, so `print i` always works there. With homes the variable's memory (its alloca,
//! which code generation makes a stack slot and `-g` describes with `DW_OP_fbreg`) is
//! written at each assignment, as gcc's `-O0` code does, while every read still uses the
//! SSA value: the loads, which cost the most, are gone; the stores stay. The parameters'
//! copies have homes too; temporaries the front end makes (`Function::variables` names
//! none of them) are promoted in full.
//!
//! It runs at every `-O0` compile, not only under `-g`: `-g` does not change the code.

use super::accesses::Candidate;
use super::Rewrite;
use crate::ir::{Function, Inst};

/// The named variables and parameters among the candidates: their allocas and stores.
pub(super) struct Homes {
    allocas: Vec<Inst>,
    stores: Vec<Inst>,
}

/// Note the allocas and stores of the candidates that are named ones, before the
/// fast paths drop any.
pub(super) fn note(func: &Function, candidates: &[Candidate]) -> Homes {
    let mut homes = Homes {
        allocas: Vec::new(),
        stores: Vec::new(),
    };
    for c in candidates {
        if !func.variables.is_named(c.alloca) {
            continue;
        }
        homes.allocas.push(c.alloca);
        let stores = c.accesses.iter().filter(|a| a.stored.is_some());
        homes.stores.extend(stores.map(|a| a.inst));
    }
    homes
}

impl Homes {
    /// Undo the deletion of the homes' allocas and stores (the stored values are still
    /// rewritten through the replacements); the number of stores kept.
    pub(super) fn keep(&self, rw: &mut Rewrite) -> usize {
        for &i in self.allocas.iter().chain(&self.stores) {
            rw.deleted[i] = false;
        }
        self.stores.len()
    }
}

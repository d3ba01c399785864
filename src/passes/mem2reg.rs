//! mem2reg: promote allocas to SSA values (LLVM's PromoteMemoryToRegister).
//!
//! API skeleton: the pass itself is being written; until then `run` promotes nothing and
//! reports every alloca as not promoted.

use crate::ir::{Function, Value};
use std::fmt;

/// LLVM-style `-stats` counters for one function (or a total, with `+=`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    pub promoted: usize,
    pub single_store: usize,
    pub single_block: usize,
    pub dead: usize,
    pub phis_inserted: usize,
    pub loads_removed: usize,
    pub stores_removed: usize,
}

impl std::ops::AddAssign for Stats {
    fn add_assign(&mut self, o: Stats) {
        self.promoted += o.promoted;
        self.single_store += o.single_store;
        self.single_block += o.single_block;
        self.dead += o.dead;
        self.phis_inserted += o.phis_inserted;
        self.loads_removed += o.loads_removed;
        self.stores_removed += o.stores_removed;
    }
}

/// Why an alloca stayed in memory.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotPromoted {
    /// Its address is used other than as the address of a load or store.
    AddressTaken,
    /// Its address is passed to a call.
    PassedToCall,
    /// Its address is stored to memory.
    AddressStored,
    /// Its address is offset (an array or aggregate element access).
    Offset,
    Volatile,
    /// Loaded or stored with more than one type.
    MixedTypes,
}

/// A remark about one alloca that was not promoted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Remark {
    pub alloca: Value,
    /// The alloca's name in the IR (`x.addr`), if it has one.
    pub name: String,
    pub reason: NotPromoted,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    pub stats: Stats,
    pub remarks: Vec<Remark>,
}

impl fmt::Display for Stats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{:>8} mem2reg - Number of alloca's promoted",
            self.promoted
        )
    }
}

/// Promote the promotable allocas of `func` to SSA values.
pub fn run(func: &mut Function) -> Report {
    let _ = func;
    Report::default()
}

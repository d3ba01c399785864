//! mem2reg: promote allocas to SSA values, following LLVM's PromoteMemoryToRegister.
//!
//! The front end emits *memory form*: every local is an `alloca` at the top of the entry
//! block, read with `load` and written with `store`. This pass turns each promotable alloca
//! into SSA values joined by `phi`s (pruned SSA), between lowering and code generation.
//!
//! The algorithm, one file per step, in the order the pass runs them:
//!
//! 1. `promotable.rs`: an entry-block alloca is promotable when every use is the address
//!    of a non-volatile `load` or `store` of one type no wider than the alloca. The others
//!    get a [`Remark`] saying why (LLVM's `isAllocaPromotable`).
//! 2. `accesses.rs`: the same pass over the function lists each candidate's loads and
//!    stores in program order, from which its defining and using blocks follow (LLVM's
//!    `AllocaInfo::AnalyzeAlloca`).
//! 3. `fast_paths.rs`, in LLVM's order: no reachable load (the stores are dead); a single
//!    store that dominates every load (`rewriteSingleStoreAlloca`); all accesses in one
//!    block (`promoteSingleBlockAlloca`). Each falls through to the general path when its
//!    condition fails. (The dominator tree, Cooper-Harvey-Kennedy with levels, is computed
//!    once before, in `ir::dominators`.)
//! 4. `live_in.rs`: the blocks on entry to which the variable may be read (LLVM's
//!    `ComputeLiveInBlocks`).
//! 5. `idf.rs`: phi placement, the iterated dominance frontier of the defining blocks with
//!    a priority queue on dominator-tree level (LLVM's `IDFCalculator`), kept only where
//!    the variable is live-in: this is what makes the SSA *pruned*. Phis are named `x.0`,
//!    `x.1`... as in LLVM, in layout order.
//! 6. `rename.rs`: one walk of the dominator tree for all variables at once, with the
//!    current value of each, replacing loads and filling each successor's phi operands per
//!    CFG edge (LLVM's `RenamePass`).
//! 7. `cleanup.rs`: trivial phis (one value apart from themselves) are removed by a
//!    worklist driven by their users; then one sweep deletes the promoted allocas and their
//!    loads and stores and rewrites every operand through the replacement map.
//!
//! Without optimisation (`-O0`) the pass can also keep each declared variable's *home*
//! (`homes.rs`): its loads are promoted as above, but its alloca and its stores stay, so a
//! debugger always finds the variable's current value in memory, as in gcc's `-O0` code.
//!
//! Besides promoting, the pass can report the uses of a variable that no store reaches on
//! some path (`uninit.rs`, for `-Wuninitialized` and `-Wmaybe-uninitialized`): what
//! renaming gave each load says it.
//!
//! Steps 4 and 5 keep the work of each variable proportional to its live region (its
//! defining and live-in blocks) rather than to the function; that shortcut, and what it
//! buys, is described in `idf.rs`. [`run_timed`] also times each step ([`STEPS`]), for
//! `--time-passes`.
//!
//! Assumptions: the function passed the verifier (the entry block has no predecessors, each
//! block has a terminator). Code in unreachable blocks never executes, so its loads of a
//! promoted alloca become `undef` and its stores vanish; phi operands on edges from
//! unreachable blocks are `undef`. Replacements go into a map resolved once at the end, so
//! replacing a value is never linear in its uses.

mod accesses;
mod cleanup;
mod debug;
mod fast_paths;
mod homes;
mod idf;
mod live_in;
mod promotable;
mod rename;
#[cfg(test)]
mod tests;
mod uninit;

use crate::ir::cfg::Cfg;
use crate::ir::dominators::DomTree;
use crate::ir::{Block, Function, Inst, Type, Value, ValueDef};
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::SecondaryMap;
use std::fmt;
use std::time::{Duration, Instant};

/// LLVM-style `-stats` counters for one function (or a total, with `+=`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Allocas removed, by whichever path (dead ones included).
    pub promoted: usize,
    /// Promoted because one store dominates every load.
    pub single_store: usize,
    /// Promoted by a linear sweep over the one block that uses them.
    pub single_block: usize,
    /// Removed because no reachable load reads them.
    pub dead: usize,
    /// Phis left after the clean-up of trivial phis.
    pub phis_inserted: usize,
    pub loads_removed: usize,
    pub stores_removed: usize,
    /// Stores kept in declared variables' homes (`Record::homes`), not counted as removed.
    pub stores_kept: usize,
    /// Declarations without an initializer whose mark (a store of `undef`,
    /// `passes::lifetime_start`) starts a promoted variable's value afresh.
    pub lifetime_starts: usize,
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
        self.stores_kept += o.stores_kept;
        self.lifetime_starts += o.lifetime_starts;
    }
}

impl fmt::Display for Stats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lines = [
            (self.promoted, "Number of alloca's promoted"),
            (
                self.single_store,
                "Number of alloca's promoted with a single store",
            ),
            (
                self.single_block,
                "Number of alloca's promoted within one block",
            ),
            (self.dead, "Number of dead alloca's removed"),
            (
                self.phis_inserted,
                "Number of PHI nodes inserted (kept after clean-up)",
            ),
            (self.loads_removed, "Number of loads removed"),
            (self.stores_removed, "Number of stores removed"),
        ];
        for (n, what) in lines {
            writeln!(f, "{n:>8} mem2reg - {what}")?;
        }
        // Only when optimising are there marks (the line would say 0 at `-O0`).
        if self.lifetime_starts > 0 {
            let (n, what) = (
                self.lifetime_starts,
                "Number of declarations starting a variable's value afresh",
            );
            writeln!(f, "{n:>8} mem2reg - {what}")?;
        }
        // Only `-O0` keeps homes: the line is left out where it would always say 0.
        if self.stores_kept > 0 {
            let (n, what) = (
                self.stores_kept,
                "Number of stores kept in variables' homes (-O0)",
            );
            writeln!(f, "{n:>8} mem2reg - {what}")?;
        }
        Ok(())
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
    /// Loaded or stored with a type wider than the alloca.
    AccessTooWide,
    /// The alloca is not in the entry block.
    NotInEntryBlock,
}

impl fmt::Display for NotPromoted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            NotPromoted::AddressTaken => "address taken",
            NotPromoted::PassedToCall => "address passed to a call",
            NotPromoted::AddressStored => "address stored to memory",
            NotPromoted::Offset => "address offset (element access)",
            NotPromoted::Volatile => "volatile access",
            NotPromoted::MixedTypes => "accessed with more than one type",
            NotPromoted::AccessTooWide => "access wider than the alloca",
            NotPromoted::NotInEntryBlock => "alloca not in the entry block",
        })
    }
}

/// A remark about one alloca that was not promoted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Remark {
    pub alloca: Value,
    /// The alloca's name in the IR (`x.addr`), if it has one.
    pub name: String,
    pub reason: NotPromoted,
}

impl fmt::Display for Remark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "%{} not promoted: {}", self.name, self.reason)
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    pub stats: Stats,
    pub remarks: Vec<Remark>,
    /// The wall time of each of [`STEPS`]; zero unless the pass ran as [`run_timed`].
    pub times: StepTimes,
    /// How each variable of the general path got its phis; empty unless the pass ran as
    /// [`run_explained`].
    pub placements: Vec<Placement>,
    /// The variables read where no store reaches on some path, in the order of their first
    /// such use; empty unless the pass ran with [`Record::uninitialized`].
    pub uninitialized: Vec<UninitializedUse>,
}

/// A variable of the C source read where no store reaches it on some path from the entry:
/// its first such use.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UninitializedUse {
    /// The variable's name.
    pub name: String,
    /// Where its name is in its declaration, and where the use is: byte offsets in the
    /// preprocessed text (`Function::variables`, `Function::positions`).
    pub declared: usize,
    pub used: usize,
    /// No store reaches the use on any path (else: on some path, not on another).
    pub always: bool,
}

/// What [`run_with`] records besides promoting, and whether it keeps homes.
#[derive(Clone, Copy, Debug, Default)]
pub struct Record {
    /// The wall time of each of [`STEPS`], into [`Report::times`].
    pub times: bool,
    /// How the phis were placed, into [`Report::placements`].
    pub placements: bool,
    /// The uninitialized uses, into [`Report::uninitialized`].
    pub uninitialized: bool,
    /// Keep each declared variable's alloca and stores, its home, and promote only its
    /// loads (`homes.rs`; `-O0`, for a debugger).
    pub homes: bool,
}

/// Step 5 for one variable, as [`run_explained`] records it for `--explain`: its defining
/// and live-in blocks, and the phis placed in the iterated dominance frontier of the
/// defining blocks where the variable is live-in. Blocks are the function's own (mem2reg
/// adds and removes none), each list in layout order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Placement {
    /// The variable's alloca, by its name in the IR (`x.addr`).
    pub variable: String,
    /// The blocks that store to it.
    pub def_blocks: Vec<Block>,
    /// The blocks on entry to which its value may be read.
    pub live_in_blocks: Vec<Block>,
    /// Its phis, in layout order of their blocks.
    pub phis: Vec<PlacedPhi>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlacedPhi {
    pub block: Block,
    pub inst: Inst,
    /// False for a phi step 7 removed as trivial (one value apart from itself).
    pub kept: bool,
}

/// The parts of the pass that [`run_timed`] times, in the order they run (the numbers are
/// the steps of the module's documentation).
pub const STEPS: [&str; 7] = [
    "find the promotable allocas (1, 2)",
    "CFG and dominator tree",
    "fast paths (3)",
    "phi placement (4, 5)",
    "renaming (6)",
    "trivial phis (7)",
    "final sweep (7)",
];

/// Wall time per entry of [`STEPS`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StepTimes(pub [Duration; STEPS.len()]);

impl std::ops::AddAssign for StepTimes {
    fn add_assign(&mut self, o: StepTimes) {
        for (t, o) in self.0.iter_mut().zip(o.0) {
            *t += o;
        }
    }
}

/// The stopwatch of [`run_timed`]: each `done(step)` charges the time since the previous
/// one to `step`. Stopped, it reads no clock.
struct Clock {
    last: Option<Instant>,
    times: StepTimes,
}

impl Clock {
    fn new(running: bool) -> Clock {
        Clock {
            last: running.then(Instant::now),
            times: StepTimes::default(),
        }
    }

    fn done(&mut self, step: usize) {
        if let Some(last) = self.last {
            let now = Instant::now();
            self.times.0[step] += now - last;
            self.last = Some(now);
        }
    }
}

/// The pass's name, LLVM's (`--print-after=mem2reg`).
pub const NAME: &str = "mem2reg";

/// Promote the promotable allocas of `func` to SSA values.
pub fn run(func: &mut Function) -> Report {
    run_with(func, Record::default())
}

/// [`run`], also timing each of [`STEPS`] into [`Report::times`] (for `--time-passes`).
pub fn run_timed(func: &mut Function) -> Report {
    let record = Record {
        times: true,
        ..Record::default()
    };
    run_with(func, record)
}

/// [`run`], also recording how the phis were placed into [`Report::placements`] (for
/// `--explain`).
pub fn run_explained(func: &mut Function) -> Report {
    let record = Record {
        placements: true,
        ..Record::default()
    };
    run_with(func, record)
}

/// [`run`], also recording what `record` asks for.
pub fn run_with(func: &mut Function, record: Record) -> Report {
    promote(func, Clock::new(record.times), record)
}

/// The pass: the steps of the module documentation, in order.
fn promote(func: &mut Function, mut clock: Clock, record: Record) -> Report {
    let mut report = Report::default();
    let (mut found, remarks) = promotable::collect_promotable_allocas(func);
    report.remarks = remarks;
    let in_order = std::mem::take(&mut found.in_order);
    let candidates = found.candidates();
    let noted = debug::note(func, &candidates);
    let homes = record.homes.then(|| homes::note(func, &candidates));
    clock.done(0);
    if candidates.is_empty() {
        report.times = clock.times;
        return report;
    }
    let cfg = Cfg::new(func);
    let domtree = DomTree::new(func, &cfg);
    let mut rw = Rewrite::new(func);
    let watch = record
        .uninitialized
        .then(|| uninit::watch(func, &candidates));
    clock.done(1);
    let general = fast_paths::promote_fast(func, &domtree, &mut rw, candidates, &mut report.stats);
    clock.done(2);
    let mut web = None;
    if !general.is_empty() {
        let placements = record.placements.then_some(&mut report.placements);
        let phis = idf::insert_phis(func, &cfg, &domtree, &mut rw, &general, placements);
        clock.done(3);
        rename::rename(func, &cfg, &domtree, &mut rw, &general, &in_order, &phis);
        clock.done(4);
        report.stats.phis_inserted = cleanup::remove_trivial_phis(func, &domtree, &mut rw, &phis);
        cleanup::name_phis(func, &rw, &general, &phis);
        for p in report.placements.iter_mut().flat_map(|p| &mut p.phis) {
            p.kept = !rw.deleted[p.inst];
        }
        report.stats.loads_removed += general.iter().map(|c| c.loads()).sum::<usize>();
        report.stats.stores_removed += general.iter().map(|c| c.stores()).sum::<usize>();
        clock.done(5);
        let allocas = general.iter().map(|c| c.alloca).collect();
        web = Some(uninit::PhiWeb { phis, allocas });
    }
    if let Some(watch) = &watch {
        report.uninitialized = uninit::judge(func, &cfg, &domtree, &rw, web.as_ref(), watch);
    }
    if let Some(noted) = noted {
        debug::record(func, noted, &mut rw, web.as_ref());
    }
    if let Some(homes) = homes {
        let kept = homes.keep(&mut rw);
        report.stats.stores_removed -= kept;
        report.stats.stores_kept = kept;
    }
    rw.apply(func);
    clock.done(6);
    report.times = clock.times;
    report
}

/// What the pass will do to the function, applied in one sweep at the end (step 7):
/// instructions to delete, and values to replace (a load by the value it reads, a trivial
/// phi by its only operand). Replacements may chain (a load replaced by a stored value that
/// is itself a load); `resolve` follows chains with path compression.
struct Rewrite {
    deleted: SecondaryMap<Inst, bool>,
    replacement: SecondaryMap<Value, PackedOption<Value>>,
    /// How many replacements are recorded: the longest chain `resolve` can meet.
    replacements: usize,
    /// One `undef` value per type, created on first use.
    undefs: [Option<Value>; Type::COUNT],
}

impl Rewrite {
    fn new(func: &Function) -> Rewrite {
        Rewrite {
            deleted: SecondaryMap::with_capacity(func.insts.len()),
            replacement: SecondaryMap::with_capacity(func.values.len()),
            replacements: 0,
            undefs: [None; Type::COUNT],
        }
    }

    fn undef(&mut self, func: &mut Function, ty: Type) -> Value {
        let slot = &mut self.undefs[ty as usize];
        *slot.get_or_insert_with(|| func.add_value(ty, ValueDef::Undef, None))
    }

    /// Delete the load `inst` and make its users read `v` instead.
    fn replace_load(&mut self, load: Inst, result: Option<Value>, v: Value) {
        self.deleted[load] = true;
        if let Some(r) = result {
            self.replace(r, v);
        }
    }

    /// Record that uses of `v` are to read `with`.
    fn replace(&mut self, v: Value, with: Value) {
        self.replacement[v] = with.into();
        self.replacements += 1;
    }

    fn is_replaced(&self, v: Value) -> bool {
        self.replacement[v].is_some()
    }

    /// The value `v` stands for once every recorded replacement is applied. In SSA form a
    /// chain only ever leads to a value whose definition dominates the replaced one, so it
    /// ends; a chain longer than the number of replacements is a cycle, which only input
    /// the verifier rejects can produce, and then `v` is left as it is instead of hanging.
    fn resolve(&mut self, v: Value) -> Value {
        let mut root = v;
        let mut steps = 0;
        while let Some(next) = self.replacement[root].expand() {
            root = next;
            steps += 1;
            if steps > self.replacements {
                return v;
            }
        }
        let mut cur = v;
        while let Some(next) = self.replacement[cur].expand() {
            self.replacement[cur] = root.into();
            cur = next;
        }
        root
    }
}

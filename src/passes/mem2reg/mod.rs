//! mem2reg: promote allocas to SSA values, following LLVM's PromoteMemoryToRegister.
//!
//! The front end emits *memory form*: every local is an `alloca` at the top of the entry
//! block, read with `load` and written with `store`. This pass turns each promotable alloca
//! into SSA values joined by `phi`s (pruned SSA), between lowering and code generation.
//!
//! The algorithm, step by step (each function below names its step):
//!
//! 1. Promotability: an entry-block alloca whose every use is the address of a non-volatile
//!    `load` or `store` of one type no wider than the alloca. Others get a [`Remark`].
//! 2. One pass over the function builds every candidate's list of accesses (loads and
//!    stores in program order), from which its defining and using blocks follow, and notes
//!    where the candidates' loads are used (for step 7's sweep).
//! 3. Fast paths, in LLVM's order: no reachable load (the stores are dead); a single store
//!    that dominates every load (loads take the stored value); all accesses in one block (a
//!    linear sweep). Each falls through to the general path when its condition fails.
//! 4. The dominator tree (Cooper-Harvey-Kennedy, with levels), computed once.
//! 5. Phi placement: live-in blocks (LLVM's `ComputeLiveInBlocks`), then the iterated
//!    dominance frontier of the defining blocks with a priority queue on dominator-tree
//!    level (LLVM's is a heap, ours a bucket queue), kept only where the variable is
//!    live-in. Phis are named `x.0`, `x.1`... as in LLVM, in layout order. Variables live
//!    across much of the function walk the dominator tree side by side, eight at a time
//!    (see `PhiPlacement`): the same phis, with the tables read once for the eight.
//! 6. Renaming: one walk of the dominator tree for all remaining variables at once, with the
//!    current value of each variable and an undo log (so nothing is copied per block),
//!    reading each block's accesses and filling each successor's phi operands per CFG edge.
//! 7. Clean-up: trivial phis (one value apart from themselves) are removed by a worklist
//!    driven by their users; the others go into their blocks with their operands; then one
//!    sweep deletes the promoted allocas and their loads and stores, and rewrites the
//!    operands step 2 saw using a load, through the replacement map.
//!
//! [`run_timed`] also times each step ([`STEPS`]), for `--time-passes`.
//!
//! Assumptions: the function passed the verifier (the entry block has no predecessors, each
//! block has a terminator). Code in unreachable blocks never executes, so its loads of a
//! promoted alloca become `undef` and its stores vanish; phi operands on edges from
//! unreachable blocks are `undef`. No step is quadratic: replacements go into a map resolved
//! once at the end; per-variable work touches only the variable's live region (its defining
//! and live-in blocks: the IDF walk skips the rest of the dominator subtrees LLVM visits,
//! which changes no result, see `IdfWalk`); renaming is one linear walk
//! for all variables. Nor is any O(n log n): blocks are put in order by counting and radix
//! sorts, or by filtering a whole-function order. On a large function the time goes to
//! memory traffic, so the tables are flat arrays of small entries, and after step 2 the
//! pass reads only the instructions it changes.

use crate::ir::cfg::Cfg;
use crate::ir::dominators::DomTree;
use crate::ir::{Block, Function, Inst, InstData, InstKind, Type, Value, ValueDef};
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::{EntityRef, SecondaryMap};
use std::fmt;
use std::ops::Range;
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
}

/// The parts of the pass that [`run_timed`] times, in the order they run (the numbers are
/// the steps of the module's documentation).
pub const STEPS: [&str; 8] = [
    "find the promotable allocas (1, 2)",
    "CFG and dominator tree (4)",
    "fast paths (3)",
    "phi placement (5)",
    "renaming (6)",
    "trivial phis (7)",
    "phis into their blocks (7)",
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

/// Promote the promotable allocas of `func` to SSA values.
pub fn run(func: &mut Function) -> Report {
    promote(func, Clock::new(false))
}

/// [`run`], also timing each of [`STEPS`] into [`Report::times`] (for `--time-passes`).
pub fn run_timed(func: &mut Function) -> Report {
    promote(func, Clock::new(true))
}

fn promote(func: &mut Function, mut clock: Clock) -> Report {
    let mut report = Report::default();
    let (mut found, remarks, users) = collect_promotable_allocas(func);
    let in_order = std::mem::take(&mut found.in_order);
    let candidates = found.candidates();
    report.remarks = remarks;
    clock.done(0);
    if candidates.is_empty() {
        report.times = clock.times;
        return report;
    }
    let cfg = Cfg::new(func);
    let domtree = DomTree::new(func, &cfg);
    let mut rw = Rewrite::new(func);
    clock.done(1);

    let mut general = Vec::new();
    for mut cand in candidates {
        rw.remove_unreachable_accesses(func, &domtree, &mut cand, &mut report.stats);
        report.stats.promoted += 1;
        rw.deleted[cand.alloca] = true;
        if promote_dead(&mut rw, &cand, &mut report.stats)
            || rewrite_single_store(&domtree, &mut rw, &cand, &mut report.stats)
            || promote_single_block(func, &mut rw, &cand, &mut report.stats)
        {
            continue;
        }
        general.push(cand);
    }
    clock.done(2);
    if !general.is_empty() {
        let mut phis = insert_phis(func, &cfg, &domtree, &mut rw, &general);
        clock.done(3);
        rename(
            func, &cfg, &domtree, &mut rw, &general, &in_order, &mut phis,
        );
        clock.done(4);
        report.stats.phis_inserted = remove_trivial_phis(func, &cfg, &domtree, &mut rw, &phis);
        clock.done(5);
        phis.materialize(func, &cfg, &mut rw, &general);
        report.stats.loads_removed += general.iter().map(|c| c.loads()).sum::<usize>();
        report.stats.stores_removed += general.iter().map(|c| c.stores()).sum::<usize>();
        clock.done(6);
    }
    rw.apply(func, &users);
    clock.done(7);
    report.times = clock.times;
    report
}

/// One load or store of a candidate alloca: 16 bytes (the options are packed), since there
/// is one per load and store of the function, and two copies of each (by alloca and in
/// program order).
#[derive(Clone, Copy, Debug)]
struct Access {
    block: Block,
    inst: Inst,
    /// `None` for a load, the stored value for a store.
    stored: PackedOption<Value>,
    /// A load's result, kept here so that rewriting the load does not have to read the
    /// instruction again (on a large function, that read is a cache miss).
    loaded: PackedOption<Value>,
}

/// A promotable alloca, with its accesses in program order (layout order of the blocks,
/// then instruction order), so the accesses of one block are contiguous. The accesses are
/// its part of one array for all candidates ([`Found`]).
struct Candidate<'a> {
    /// Its index among the entry block's allocas (see [`InOrder`]).
    index: u32,
    alloca: Inst,
    addr: Value,
    ty: Option<Type>,
    accesses: &'a mut [Access],
}

impl Candidate<'_> {
    fn loads(&self) -> usize {
        self.accesses.iter().filter(|a| a.stored.is_none()).count()
    }

    fn stores(&self) -> usize {
        self.accesses.len() - self.loads()
    }

    /// The type every access uses; `i32` when there are none (then it is never needed).
    fn ty(&self) -> Type {
        self.ty.unwrap_or(Type::I32)
    }

    /// Keep only the accesses `keep` accepts, in order.
    fn retain_accesses(&mut self, mut keep: impl FnMut(&Access) -> bool) {
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

/// An entry-block alloca as step 1 finds it: whether it is promotable, and how many
/// accesses it has.
struct Alloca {
    /// Its index among the entry block's allocas.
    index: u32,
    inst: Inst,
    addr: Value,
    size: u32,
    ty: Option<Type>,
    accesses: u32,
    rejected: Option<NotPromoted>,
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

/// What steps 1 and 2 found: the promotable allocas, and all their accesses in one array,
/// grouped by alloca (a counting sort of the accesses in program order, stable). One array
/// rather than a vector per alloca: no allocation per alloca, and the later steps, which
/// take the allocas in order, read it from start to end. Renaming reads the accesses in
/// program order instead, and they are kept that way too.
struct Found {
    allocas: Vec<Alloca>,
    accesses: Vec<Access>,
    in_order: InOrder,
}

/// Step 2's accesses in program order (layout order of the blocks, then instruction order),
/// each with its alloca's index among the entry block's allocas (rejected ones included),
/// for renaming, which walks the blocks and needs each block's accesses of all variables.
/// They are step 2's list as it was built, so that giving renaming its accesses by block
/// costs nothing: a counting sort of the variables' lists by block would write a large
/// array once per variable live across the function.
#[derive(Default)]
struct InOrder {
    accesses: Vec<(u32, Access)>,
    /// Per block number, the range of its accesses.
    blocks: Vec<(u32, u32)>,
    /// How many allocas the entry block has.
    allocas: usize,
}

impl InOrder {
    fn of(&self, b: Block) -> &[(u32, Access)] {
        let (lo, hi) = self.blocks[b.index()];
        &self.accesses[lo as usize..hi as usize]
    }
}

impl Found {
    /// `allocas` are the entry block's allocas, `in_order` the accesses of all of them.
    fn new(allocas: Vec<Alloca>, in_order: InOrder) -> Found {
        let accesses = &in_order.accesses;
        let mut start = Vec::with_capacity(allocas.len());
        let mut total = 0;
        for a in &allocas {
            start.push(total);
            if a.rejected.is_none() {
                total += a.accesses;
            }
        }
        let mut grouped = Vec::new();
        if let Some(&(_, first)) = accesses.first() {
            grouped.resize(total as usize, first);
        }
        for &(c, a) in accesses {
            if allocas[c as usize].rejected.is_none() {
                let slot = &mut start[c as usize];
                grouped[*slot as usize] = a;
                *slot += 1;
            }
        }
        let allocas = allocas
            .into_iter()
            .filter(|a| a.rejected.is_none())
            .collect();
        Found {
            allocas,
            accesses: grouped,
            in_order,
        }
    }

    fn candidates(&mut self) -> Vec<Candidate<'_>> {
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

/// Steps 1 and 2: find the entry-block allocas and classify every use of each in ONE pass
/// over the function. A use that is not the address operand of a plain load or store
/// rejects the alloca with the reason; the others become its access list. Allocas outside
/// the entry block are noted in the same pass.
fn collect_promotable_allocas(func: &Function) -> (Found, Vec<Remark>, LoadUsers) {
    const NONE: u32 = u32::MAX;
    let mut index: SecondaryMap<Value, u32> = SecondaryMap::with_default(NONE);
    let mut cands = Vec::new();
    let mut remarks = Vec::new();
    // The candidates must be known before the pass meets their uses; only the entry
    // block is scanned for them. The allocas at its top, usually all of them, have no
    // operands: the main pass below skips them. (The front end creates each alloca where
    // its variable is declared, so on a large function reading them is a cache miss
    // apiece: better once than twice.)
    let (mut leading, mut at_top) = (0, true);
    if func.layout.contains(&func.entry) {
        for &inst in func.block_insts(func.entry) {
            let data = &func.insts[inst];
            at_top &= matches!(data.kind, InstKind::Alloca { .. });
            leading += at_top as usize;
            if let (InstKind::Alloca { size, .. }, Some(addr)) = (&data.kind, data.result) {
                index[addr] = cands.len() as u32;
                cands.push(Alloca {
                    index: cands.len() as u32,
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
    let cand_of = |v: Value| match index[v] {
        NONE => None,
        i => Some(i as usize),
    };
    let mut users = LoadUsers::new(func);
    let mut accesses = Vec::new();
    let mut blocks = vec![(0, 0); func.blocks.len()];
    for &block in &func.layout {
        let first = accesses.len() as u32;
        let skip = if block == func.entry { leading } else { 0 };
        let insts = &func.block_insts(block)[skip..];
        for &inst in func.block_phis(block).iter().chain(insts) {
            let data = &func.insts[inst];
            if let (InstKind::Alloca { .. }, Some(addr)) = (&data.kind, data.result) {
                if block != func.entry {
                    remarks.push(remark(func, addr, NotPromoted::NotInEntryBlock));
                }
            }
            if !cands.is_empty() {
                if users.uses_load(&data.kind) {
                    users.insts.push(inst);
                }
                let (cands, accesses) = (&mut cands[..], &mut accesses);
                classify_uses(data, block, inst, &cand_of, cands, accesses, &mut users);
            }
        }
        blocks[block.index()] = (first, accesses.len() as u32);
        if let Some(t) = &func.blocks[block].term {
            let mut uses_load = false;
            t.visit_operands(|v| {
                uses_load |= users.uses(v);
                if let Some(c) = cand_of(v) {
                    cands[c].reject(NotPromoted::AddressTaken)
                }
            });
            if uses_load {
                users.terms.push(block);
            }
        }
    }
    for c in &cands {
        if let Some(why) = &c.rejected {
            remarks.push(remark(func, c.addr, why.clone()));
        }
    }
    let in_order = InOrder {
        accesses,
        blocks,
        allocas: cands.len(),
    };
    (Found::new(cands, in_order), remarks, users)
}

/// Where the values the pass may replace are used, found by step 2's pass over the function,
/// so that the final sweep rewrites those places instead of reading every instruction again
/// (on a large function, most of its time). Only a load of a candidate can be replaced (a
/// trivial phi replaces such a load, the inserted phis' operands are resolved as they are
/// written), so its users are the instructions and terminators with such a load's result
/// as an operand. A use met before its definition (the layout need not follow dominance)
/// is not recognised: then the list is marked incomplete and the sweep reads everything.
struct LoadUsers {
    /// Per value: `USED` once an operand names it, `LOADED` if a candidate's load defines it.
    state: SecondaryMap<Value, u8>,
    /// In layout order, each once.
    insts: Vec<Inst>,
    /// Blocks whose terminator uses a candidate's load.
    terms: Vec<Block>,
    complete: bool,
}

impl LoadUsers {
    const USED: u8 = 1;
    const LOADED: u8 = 2;

    fn new(func: &Function) -> LoadUsers {
        LoadUsers {
            state: SecondaryMap::with_capacity(func.values.len()),
            insts: Vec::new(),
            terms: Vec::new(),
            complete: true,
        }
    }

    /// Note a use of `v`; is it a candidate's load?
    fn uses(&mut self, v: Value) -> bool {
        let state = &mut self.state[v];
        *state |= LoadUsers::USED;
        *state & LoadUsers::LOADED != 0
    }

    fn uses_load(&mut self, kind: &InstKind) -> bool {
        let mut any = false;
        kind.visit_operands(|v| any |= self.uses(v));
        any
    }

    /// `v` is the result of a load of a candidate.
    fn defined_by_load(&mut self, v: Value) {
        let state = &mut self.state[v];
        if *state & LoadUsers::USED != 0 {
            self.complete = false;
        }
        *state |= LoadUsers::LOADED;
    }
}

/// Step 1 for one instruction: record it as an access of the alloca it loads or stores, or
/// reject every alloca whose address it uses otherwise.
fn classify_uses(
    data: &InstData,
    block: Block,
    inst: Inst,
    cand_of: &impl Fn(Value) -> Option<usize>,
    cands: &mut [Alloca],
    accesses: &mut Vec<(u32, Access)>,
    users: &mut LoadUsers,
) {
    let mut reject = |v: Value, why: NotPromoted| {
        if let Some(c) = cand_of(v) {
            cands[c].reject(why)
        }
    };
    let kind = &data.kind;
    match kind {
        InstKind::Load { ty, addr, volatile } => {
            if let Some(c) = cand_of(*addr) {
                if let Some(r) = data.result {
                    users.defined_by_load(r);
                }
                let a = Access {
                    block,
                    inst,
                    stored: None.into(),
                    loaded: data.result.into(),
                };
                cands[c].access(*ty, *volatile);
                accesses.push((c as u32, a));
            }
        }
        InstKind::Store {
            ty,
            value,
            addr,
            volatile,
        } => {
            reject(*value, NotPromoted::AddressStored);
            if let Some(c) = cand_of(*addr) {
                let a = Access {
                    block,
                    inst,
                    stored: (*value).into(),
                    loaded: None.into(),
                };
                cands[c].access(*ty, *volatile);
                accesses.push((c as u32, a));
            }
        }
        InstKind::Call { .. } => kind.visit_operands(|v| reject(v, NotPromoted::PassedToCall)),
        InstKind::PtrOffset { base, offset } => {
            reject(*base, NotPromoted::Offset);
            reject(*offset, NotPromoted::AddressTaken);
        }
        _ => kind.visit_operands(|v| reject(v, NotPromoted::AddressTaken)),
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

/// What the pass will do to the function, applied in one sweep at the end: instructions to
/// delete, and values to replace (a load by the value it reads, a trivial phi by its only
/// operand). Replacements may chain (a load replaced by a stored value that is itself a
/// load); `resolve` follows chains with path compression.
struct Rewrite {
    deleted: SecondaryMap<Inst, bool>,
    /// Packed (four bytes a value): on a large function this map is as big as the cache.
    replacement: SecondaryMap<Value, PackedOption<Value>>,
    /// How many replacements are recorded: the longest chain `resolve` can meet.
    replacements: usize,
    /// One `undef` value per type, created on first use.
    undefs: [Option<Value>; 7],
}

impl Rewrite {
    fn new(func: &Function) -> Rewrite {
        Rewrite {
            deleted: SecondaryMap::with_capacity(func.insts.len()),
            replacement: SecondaryMap::with_capacity(func.values.len()),
            replacements: 0,
            undefs: [None; 7],
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

    /// Code in unreachable blocks never runs, so a promoted alloca's loads there read
    /// `undef` and its stores there are dropped. Doing this first means every later step
    /// sees only reachable accesses, on which the dominator tree is defined.
    fn remove_unreachable_accesses(
        &mut self,
        func: &mut Function,
        domtree: &DomTree,
        cand: &mut Candidate,
        stats: &mut Stats,
    ) {
        if cand.accesses.iter().all(|a| domtree.is_reachable(a.block)) {
            return;
        }
        let undef = self.undef(func, cand.ty());
        let (stores, loads) = (cand.stores(), cand.loads());
        cand.retain_accesses(|a| {
            if domtree.is_reachable(a.block) {
                return true;
            }
            match a.stored.expand() {
                None => self.replace_load(a.inst, a.loaded.expand(), undef),
                Some(_) => self.deleted[a.inst] = true,
            }
            false
        });
        stats.loads_removed += loads - cand.loads();
        stats.stores_removed += stores - cand.stores();
    }

    fn is_replaced(&self, v: Value) -> bool {
        self.replacement[v].is_some()
    }

    /// Step 7's final sweep: drop deleted instructions and rewrite the operands that name a
    /// replaced value (in instructions and terminators) through the replacement map, once.
    /// The inserted phis' operands are already resolved (`PhiMap::materialize`).
    fn apply(mut self, func: &mut Function, users: &LoadUsers) {
        for k in 0..func.layout.len() {
            func.retain_in_block(func.layout[k], |i| !self.deleted[i]);
        }
        if !users.complete {
            return self.rewrite_everything(func);
        }
        for &i in &users.insts {
            if !self.deleted[i] {
                func.insts[i].kind.map_operands(|v| self.resolve(v));
            }
        }
        for &b in &users.terms {
            if let Some(t) = &mut func.blocks[b].term {
                t.map_operands(|v| self.resolve(v));
            }
        }
    }

    /// The final sweep when the users of loads are not all known: read every instruction,
    /// writing back only those that use a replaced value.
    fn rewrite_everything(mut self, func: &mut Function) {
        for k in 0..func.layout.len() {
            let b = func.layout[k];
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

/// Step 3, first fast path: with no reachable load, the stores are dead and the alloca with
/// them (LLVM deletes an alloca whose use list is empty; ours may still hold dead stores).
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

/// Step 3, second fast path (LLVM's `rewriteSingleStoreAlloca`): if exactly one store
/// exists and it dominates every load, every load reads the stored value. A load in the
/// store's block before the store, or in a block the store's block does not dominate, may
/// read something else (`undef`, or a previous loop iteration's value): then this path does
/// not fire and the general path handles the alloca.
fn rewrite_single_store(
    domtree: &DomTree,
    rw: &mut Rewrite,
    cand: &Candidate,
    stats: &mut Stats,
) -> bool {
    let mut stores = cand
        .accesses
        .iter()
        .enumerate()
        .filter(|(_, a)| a.stored.is_some());
    let (Some((store_pos, store)), None) = (stores.next(), stores.next()) else {
        return false;
    };
    let dominated = cand.accesses.iter().enumerate().all(|(pos, a)| {
        if a.block == store.block {
            pos >= store_pos
        } else {
            domtree.dominates(store.block, a.block)
        }
    });
    if !dominated {
        return false;
    }
    let value = store.stored.expect("a store");
    rw.deleted[store.inst] = true;
    for a in cand.accesses.iter().filter(|a| a.stored.is_none()) {
        rw.replace_load(a.inst, a.loaded.expand(), value);
    }
    stats.loads_removed += cand.loads();
    stats.stores_removed += 1;
    stats.single_store += 1;
    true
}

/// Step 3, third fast path (LLVM's `promoteSingleBlockAlloca`): all accesses in one block,
/// so one sweep gives each load the nearest earlier store. A load before the first store
/// reads `undef` only when the block has no store at all; otherwise it might read the value
/// a store left on a previous trip round a loop through this block, and, as LLVM does, we
/// leave the alloca to the general path, which places a phi if the value flows around.
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
    let has_store = cand.stores() > 0;
    if first.stored.is_none() && has_store {
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

/// Where a block is in the dominator tree: what phi placement reads of a block besides its
/// marks. Fixed for the whole pass.
#[derive(Clone, Copy, Debug, Default)]
struct BlockShape {
    /// Depth in the dominator tree (the priority of LLVM's queue).
    level: u32,
    /// The largest preorder number in the block's dominator subtree: the subtree is the
    /// preorder numbers from the block's own up to this one.
    last: u32,
}

/// Phi placement's per-block marks, one byte a block, so that the whole table stays in the
/// cache even on a function of a million instructions: each variable reads it about five
/// times over its live region, and a variable live across the whole function reads it for
/// every block. `REACHABLE` is fixed; the others are the current variable's block sets,
/// cleared after each variable by going over the blocks it marked (so a variable costs
/// time in proportion to the blocks it touches, not to the function).
struct Marks(Vec<u8>);

impl Marks {
    const REACHABLE: u8 = 1;
    /// The variable is stored in the block.
    const DEF: u8 = 2;
    /// The variable's value on entry to the block may be read.
    const LIVE_IN: u8 = 4;
    /// The IDF walk has looked at the block as a frontier candidate.
    const VISITED: u8 = 8;

    fn has(&self, b: Block, mark: u8) -> bool {
        self.0[b.index()] & mark != 0
    }

    /// Set `mark` on `b`; was it unset?
    fn set(&mut self, b: Block, mark: u8) -> bool {
        let m = &mut self.0[b.index()];
        let unset = *m & mark == 0;
        *m |= mark;
        unset
    }

    /// In the region of the current variable: defining or live-in.
    fn in_region(&self, b: Block) -> bool {
        self.has(b, Marks::DEF | Marks::LIVE_IN)
    }

    /// Unset every mark but `REACHABLE` on `blocks`.
    fn clear(&mut self, blocks: &[Block]) {
        for &b in blocks {
            self.0[b.index()] &= Marks::REACHABLE;
        }
    }
}

/// Step 4's results in the form step 5 reads them: each block's [`BlockShape`], the marks
/// with `REACHABLE` set, and the reachable blocks in dominator-tree preorder and by level.
fn block_shapes(func: &Function, domtree: &DomTree) -> (Vec<BlockShape>, Marks, BlockOrders) {
    let mut shapes = vec![BlockShape::default(); func.blocks.len()];
    let mut marks = Marks(vec![0; func.blocks.len()]);
    let mut preorder = vec![(0, func.entry)];
    let mut stack = vec![(func.entry, 0usize)];
    marks.set(func.entry, Marks::REACHABLE);
    while let Some(top) = stack.last_mut() {
        let (b, i) = *top;
        if let Some(&c) = domtree.children(b).get(i) {
            top.1 += 1;
            shapes[c.index()].level = domtree.level(c);
            marks.set(c, Marks::REACHABLE);
            preorder.push((preorder.len() as u32, c));
            stack.push((c, 0));
        } else {
            shapes[b.index()].last = preorder.len() as u32 - 1;
            stack.pop();
        }
    }
    // By level: a counting sort of the preorder.
    let level = |b: Block| shapes[b.index()].level;
    let levels = preorder.iter().map(|&(_, b)| level(b) + 1).max();
    let mut start = vec![0u32; levels.unwrap_or(0) as usize + 1];
    for &(_, b) in &preorder {
        start[level(b) as usize + 1] += 1;
    }
    for i in 1..start.len() {
        start[i] += start[i - 1];
    }
    let mut by_level = vec![(0, func.entry); preorder.len()];
    for &(_, b) in &preorder {
        let slot = &mut start[level(b) as usize];
        by_level[*slot as usize] = (level(b), b);
        *slot += 1;
    }
    let mut layout_position = vec![0; func.blocks.len()];
    let mut layout = Vec::with_capacity(func.layout.len());
    for (i, &b) in func.layout.iter().enumerate() {
        layout_position[b.index()] = i as u32;
        layout.push((i as u32, b));
    }
    let mut pre = vec![0; func.blocks.len()];
    for &(i, b) in &preorder {
        pre[b.index()] = i;
    }
    let orders = BlockOrders {
        preorder,
        by_level,
        layout,
        pre,
        layout_position,
    };
    (shapes, marks, orders)
}

/// Whole-function block orders, each as (key, block) pairs sorted by key: a variable whose
/// region covers a good part of the function takes its blocks in these orders by filtering,
/// rather than by sorting, reading nothing but the order and the marks.
struct BlockOrders {
    /// Key: the preorder number in the dominator tree.
    preorder: Vec<(u32, Block)>,
    /// Key: the level in the dominator tree; blocks of one level in preorder.
    by_level: Vec<(u32, Block)>,
    /// Key: the position in the layout (the order of each variable's phis and their names).
    layout: Vec<(u32, Block)>,
    /// Per block number, the keys of `preorder` and `layout` (for sorting small sets).
    pre: Vec<u32>,
    layout_position: Vec<u32>,
}

/// One phi the pass inserted.
#[derive(Clone, Copy, Debug)]
struct Phi {
    inst: Inst,
    result: Value,
    block: Block,
    /// The variable it merges (index into the general candidates).
    var: u32,
    /// Its number among the variable's phis (for its name, `<variable>.<version>`).
    version: u32,
    /// Where its operands start in [`PhiMap::ops`].
    ops: u32,
}

/// The phis the pass inserted, and their operands while steps 6 and 7 work on them. The
/// operands live here, one flat array beside the IR, rather than in the phi instructions:
/// filling one per CFG edge then touches neither the instruction nor its operand list (on a
/// large function, two cache misses per edge). Until `materialize` puts the phis that
/// survive step 7 into their blocks, with their operands and names, their instructions are
/// placeholders without operands, in no block.
struct PhiMap {
    /// In creation order: by variable, each variable's in layout order. Their instructions,
    /// and their results, are consecutive numbers.
    phis: Vec<Phi>,
    /// One operand per incoming edge of each phi, in `Cfg::predecessors` order.
    ops: Vec<Value>,
    /// Block `b`'s phis, as indices into `phis` in creation order (the order of the
    /// block's phi list), are `by_block[start[b]..start[b + 1]]`.
    start: Vec<u32>,
    by_block: Vec<u32>,
}

impl PhiMap {
    fn of(&self, b: Block) -> &[u32] {
        let (lo, hi) = (self.start[b.index()], self.start[b.index() + 1]);
        &self.by_block[lo as usize..hi as usize]
    }

    /// The index of the inserted phi whose result is `v`, if there is one.
    fn defining(&self, v: Value) -> Option<usize> {
        let first = self.phis.first()?.result.index();
        v.index()
            .checked_sub(first)
            .filter(|&i| i < self.phis.len())
    }

    fn operands(&self, phi: &Phi, cfg: &Cfg) -> std::ops::Range<usize> {
        let lo = phi.ops as usize;
        lo..lo + cfg.predecessors(phi.block).len()
    }

    /// Group the phis by block: a counting sort, stable, so each block's phis keep their
    /// creation order.
    fn group_by_block(&mut self, blocks: usize) {
        let mut start = vec![0u32; blocks + 1];
        for p in &self.phis {
            start[p.block.index() + 1] += 1;
        }
        for i in 1..start.len() {
            start[i] += start[i - 1];
        }
        let mut fill = start.clone();
        self.by_block = vec![0; self.phis.len()];
        for (i, p) in self.phis.iter().enumerate() {
            let slot = &mut fill[p.block.index()];
            self.by_block[*slot as usize] = i as u32;
            *slot += 1;
        }
        self.start = start;
    }

    /// Put the phis that remain at the top of their blocks, in creation order after any
    /// phis the block had, with their operands resolved through the replacements and their
    /// names. Block by block, so that each block is visited once. Each phi's operands are
    /// one allocation, made at its final size; a block's phi list gets its room once, and a
    /// name is written into the function's name text: on a large function every allocation
    /// from a heap that earlier work fragmented is a cache miss.
    fn materialize(&self, func: &mut Function, cfg: &Cfg, rw: &mut Rewrite, vars: &[Candidate]) {
        // The variables' names in one buffer: `bases[var]` is a range of `text`.
        let mut text = String::new();
        let bases: Vec<Option<Range<usize>>> = vars
            .iter()
            .map(|c| {
                let base = phi_name_base(func, c.addr)?;
                text.push_str(base);
                Some(text.len() - base.len()..text.len())
            })
            .collect();
        for b in 0..func.blocks.len() {
            let b = Block::new(b);
            let kept = self
                .of(b)
                .iter()
                .filter(|&&i| !rw.deleted[self.phis[i as usize].inst]);
            // Blocks that keep no phi are left untouched.
            match kept.count() {
                0 => continue,
                n => func.reserve_phis(b, n),
            }
            for &i in self.of(b) {
                let p = &self.phis[i as usize];
                if rw.deleted[p.inst] {
                    continue;
                }
                let preds = cfg.predecessors(b);
                let ops = &self.ops[self.operands(p, cfg)];
                let operands = preds
                    .iter()
                    .zip(ops)
                    .map(|(&pred, &v)| (pred, rw.resolve(v)));
                if let InstKind::Phi { args, .. } = &mut func.insts[p.inst].kind {
                    *args = operands.collect();
                }
                if let Some(base) = &bases[p.var as usize] {
                    let base = &text[base.clone()];
                    func.set_value_name(p.result, format_args!("{base}.{}", p.version));
                }
                func.push_phi(b, p.inst);
            }
        }
    }
}

/// Step 5: place the phis of every variable left to the general path, pruned by liveness.
/// Each phi gets one `undef` operand per incoming edge, in `Cfg::predecessors` order;
/// renaming overwrites those of reachable edges. Deterministic: variables in alloca order,
/// each variable's phi blocks in layout order (the phi names' version numbers follow it).
fn insert_phis(
    func: &mut Function,
    cfg: &Cfg,
    domtree: &DomTree,
    rw: &mut Rewrite,
    vars: &[Candidate],
) -> PhiMap {
    let mut placement = PhiPlacement::new(func, cfg, domtree);
    placement.place(vars);
    let mut phis = PhiMap {
        phis: Vec::new(),
        ops: Vec::new(),
        start: Vec::new(),
        by_block: Vec::new(),
    };
    // Every `undef` the phis need exists before the first phi, so that the phis' results
    // are consecutive values (see `PhiMap::defining`).
    for cand in vars {
        rw.undef(func, cand.ty());
    }
    for (var, cand) in vars.iter().enumerate() {
        let ty = cand.ty();
        let undef = rw.undef(func, ty);
        for (version, &(_, b)) in placement.placed.of(var).iter().enumerate() {
            let args = Box::new([]);
            let inst = new_inst(func, InstKind::Phi { ty, args });
            phis.phis.push(Phi {
                inst,
                result: func.insts[inst].result.expect("a phi has a result"),
                block: b,
                var: var as u32,
                version: version as u32,
                ops: phis.ops.len() as u32,
            });
            let edges = cfg.predecessors(b).len();
            phis.ops.extend(std::iter::repeat_n(undef, edges));
        }
    }
    phis.group_by_block(func.blocks.len());
    phis
}

/// Phis are named like LLVM's, `<variable>.<version>`; the variable of a parameter's
/// `x.addr` slot is `x`, since the phi holds the value, not the address.
fn phi_name_base(func: &Function, addr: Value) -> Option<&str> {
    let name = func.value_name(addr)?;
    Some(name.strip_suffix(".addr").unwrap_or(name))
}

/// `set` as (key, block) pairs sorted by key, in time linear in the set: `whole` lists every
/// reachable block with its key, in key order, and `member` recognises the set's blocks. A
/// set that is a good part of the function (a variable live across all of it) is `whole`
/// filtered, which costs no more than the walk over the set that follows; a smaller one is
/// sorted.
fn sort_blocks(
    out: &mut Vec<(u32, Block)>,
    set: &[Block],
    whole: &[(u32, Block)],
    key: impl Fn(Block) -> u32,
    member: impl Fn(Block) -> bool,
    scratch: &mut Vec<(u32, Block)>,
) {
    out.clear();
    if set.len() * 8 >= whole.len() {
        out.extend(whole.iter().filter(|&&(_, b)| member(b)));
    } else {
        out.extend(set.iter().map(|&b| (key(b), b)));
        radix_sort(out, scratch);
    }
}

/// Sort `(key, block)` pairs by key in linear time: a least-significant-digit radix sort on
/// 11-bit digits, as many passes as the largest key needs (two for a million blocks). Keys
/// here are block numberings (preorder, level, layout), so comparison sorts would make
/// step 5 O(n log n) for a variable live across the whole function. Stable; short arrays
/// use the standard stable sort, which is faster there and gives the same order.
fn radix_sort(items: &mut Vec<(u32, Block)>, scratch: &mut Vec<(u32, Block)>) {
    const BITS: u32 = 11;
    const DIGITS: usize = 1 << BITS;
    if items.len() <= 256 {
        items.sort_by_key(|&(key, _)| key);
        return;
    }
    let max = items.iter().map(|&(key, _)| key).max().unwrap_or(0);
    let mut shift = 0;
    while shift < u32::BITS && max >> shift != 0 {
        let digit = |key: u32| ((key >> shift) as usize) & (DIGITS - 1);
        let mut start = [0u32; DIGITS];
        for &(key, _) in items.iter() {
            start[digit(key)] += 1;
        }
        let mut sum = 0;
        for s in start.iter_mut() {
            (*s, sum) = (sum, sum + *s);
        }
        scratch.clear();
        scratch.resize(items.len(), items[0]);
        for &item in items.iter() {
            let d = digit(item.0);
            scratch[start[d] as usize] = item;
            start[d] += 1;
        }
        std::mem::swap(items, scratch);
        shift += BITS;
    }
}

/// Phi placement's state, reused from one variable to the next so that a variable costs no
/// allocation: the block shapes and marks, buffers, and the result.
///
/// A variable whose region (defining and live-in blocks) is a good part of the function,
/// an eighth of the reachable blocks or more, is *dense*: its IDF walk goes through the
/// whole-function orders, skipping the blocks outside its region, rather than through
/// sorted copies of its region (every reachable block is then at most eight times the
/// region, so the walk stays linear in the region). In a large function, dense variables wait in a
/// [`DenseGroup`] of up to eight, whose IDF walks then go through the dominator-tree
/// levels side by side. Each walk is exactly the walk the variable would make alone, so
/// the phis are the same; but each reads the per-block tables of nearly every block,
/// which on a function of a million instructions are far larger than the caches, and side
/// by side the walks read each stretch of them while it is still in the cache, instead of
/// once per variable.
struct PhiPlacement<'a> {
    cfg: &'a Cfg,
    shapes: Vec<BlockShape>,
    marks: Marks,
    orders: BlockOrders,
    /// The current variable's defining blocks, then its live-in blocks that do not define.
    region: Vec<Block>,
    /// The blocks the current variable's IDF walk marked `VISITED`.
    visited: Vec<Block>,
    worklist: Vec<Block>,
    /// `region` as (preorder number, block) and as (level, block), each sorted.
    nodes: Vec<(u32, Block)>,
    by_level: Vec<(u32, Block)>,
    scratch: Vec<(u32, Block)>,
    /// Per block number, its index in `nodes` (set for the current variable's region).
    node: Vec<u32>,
    /// The IDF walk of a variable walked alone.
    walk: IdfWalk,
    group: DenseGroup,
    /// The least number of reachable blocks for which dense variables are grouped
    /// ([`PhiPlacement::GROUP_FROM`]; a test lowers it).
    group_from: usize,
    /// The result.
    placed: PhiBlocks,
}

impl<'a> PhiPlacement<'a> {
    /// Dense variables are grouped from this many reachable blocks up. Below, the per-block
    /// tables the walks read (about 60 bytes a block) fit in a core's L2 cache, a walk
    /// alone reads them from there, and the group's set-up (a mask per block, a walk per
    /// member) would only cost: measured per function, 2-3 us more at 225 blocks, the
    /// same at 2,200, and the walks twice as fast at 22,000.
    const GROUP_FROM: usize = 8192;

    fn new(func: &Function, cfg: &'a Cfg, domtree: &DomTree) -> PhiPlacement<'a> {
        let (shapes, marks, orders) = block_shapes(func, domtree);
        PhiPlacement {
            cfg,
            shapes,
            marks,
            orders,
            region: Vec::new(),
            visited: Vec::new(),
            worklist: Vec::new(),
            nodes: Vec::new(),
            by_level: Vec::new(),
            scratch: Vec::new(),
            node: vec![0; func.blocks.len()],
            walk: IdfWalk::default(),
            group: DenseGroup::default(),
            group_from: PhiPlacement::GROUP_FROM,
            placed: PhiBlocks::default(),
        }
    }

    /// Step 5 for every variable: the blocks that get its phis, left in `placed`.
    fn place(&mut self, vars: &[Candidate]) {
        self.placed.ranges = vec![0..0; vars.len()];
        let grouped = self.orders.preorder.len() >= self.group_from;
        for (var, cand) in vars.iter().enumerate() {
            self.find_region(cand);
            let dense = self.region.len() * 8 >= self.orders.preorder.len();
            if dense && grouped {
                self.group.join(var, &self.region, &self.marks);
                if self.group.vars.len() == DenseGroup::MEMBERS {
                    self.walk_group();
                }
            } else {
                self.walk_alone(dense);
                let region = Alone {
                    marks: &mut self.marks,
                    visited: &mut self.visited,
                };
                let idf = &self.walk.idf;
                self.placed
                    .record(var, idf, &self.orders, |b| region.gets_phi(b));
            }
        }
        self.walk_group();
    }

    /// The variable's region: its defining blocks, marked `DEF`, then its live-in blocks,
    /// marked `LIVE_IN`, listed in `region` (the previous variable's marks cleared first).
    fn find_region(&mut self, cand: &Candidate) {
        self.marks.clear(&self.region);
        self.marks.clear(&self.visited);
        self.region.clear();
        self.visited.clear();
        for a in cand.accesses.iter().filter(|a| a.stored.is_some()) {
            if self.marks.set(a.block, Marks::DEF) {
                self.region.push(a.block);
            }
        }
        self.live_in_blocks(cand);
    }

    /// LLVM's `ComputeLiveInBlocks`: the blocks on entry to which the variable's value may
    /// still be read. A using block is live-in unless its first access is a store; liveness
    /// then flows backward through predecessors and stops at blocks that store (they define
    /// the value anew). Unreachable predecessors are skipped: no phi is placed there. The
    /// live-in blocks that do not store are appended to `region`.
    fn live_in_blocks(&mut self, cand: &Candidate) {
        let mut worklist = std::mem::take(&mut self.worklist);
        let mut prev: Option<Block> = None;
        for a in cand.accesses.iter() {
            // The accesses of one block are contiguous: its first one is where the block
            // changes.
            if prev != Some(a.block) {
                prev = Some(a.block);
                if a.stored.is_none() {
                    worklist.push(a.block);
                }
            }
        }
        let marks = &mut self.marks;
        while let Some(b) = worklist.pop() {
            if !marks.set(b, Marks::LIVE_IN) {
                continue;
            }
            if !marks.has(b, Marks::DEF) {
                self.region.push(b);
            }
            for &p in self.cfg.predecessors(b) {
                if !marks.has(p, Marks::DEF | Marks::LIVE_IN) && marks.has(p, Marks::REACHABLE) {
                    worklist.push(p);
                }
            }
        }
        self.worklist = worklist;
    }

    /// The IDF walk of one variable: a dense one over the whole-function orders, another
    /// over its region sorted by preorder number and by level.
    fn walk_alone(&mut self, dense: bool) {
        if !dense {
            self.sort_region();
        }
        let orders = &self.orders;
        let (nodes, by_level, node) = match dense {
            true => (&orders.preorder, &orders.by_level, &orders.pre),
            false => (&self.nodes, &self.by_level, &self.node),
        };
        let tables = WalkTables {
            cfg: self.cfg,
            shapes: &self.shapes,
            nodes,
            node,
        };
        let mut region = Alone {
            marks: &mut self.marks,
            visited: &mut self.visited,
        };
        self.walk.start(nodes.len());
        for bucket in by_level.chunk_by(|a, b| a.0 == b.0).rev() {
            self.walk.level(&mut region, &tables, bucket);
        }
    }

    /// The current variable's region as the walk's nodes (`nodes`, `node`) and by level.
    fn sort_region(&mut self) {
        let (marks, scratch) = (&self.marks, &mut self.scratch);
        let (region, orders, shapes) = (&self.region, &self.orders, &self.shapes);
        let in_region = |b: Block| marks.in_region(b);
        let pre = |b: Block| orders.pre[b.index()];
        sort_blocks(
            &mut self.nodes,
            region,
            &orders.preorder,
            pre,
            in_region,
            scratch,
        );
        let level = |b: Block| shapes[b.index()].level;
        sort_blocks(
            &mut self.by_level,
            region,
            &orders.by_level,
            level,
            in_region,
            scratch,
        );
        for (i, &(_, b)) in self.nodes.iter().enumerate() {
            self.node[b.index()] = i as u32;
        }
    }

    /// The IDF walks of the dense variables waiting in the group, side by side over the
    /// whole-function orders: every variable's walk at one level, then the next level up.
    fn walk_group(&mut self) {
        let group = &mut self.group;
        let members = group.vars.len();
        if members == 0 {
            return;
        }
        if group.walks.len() < members {
            group.walks.resize_with(members, IdfWalk::default);
        }
        let walks = &mut group.walks[..members];
        let tables = WalkTables {
            cfg: self.cfg,
            shapes: &self.shapes,
            nodes: &self.orders.preorder,
            node: &self.orders.pre,
        };
        for walk in walks.iter_mut() {
            walk.start(tables.nodes.len());
        }
        for bucket in self.orders.by_level.chunk_by(|a, b| a.0 == b.0).rev() {
            // The members with a root at this level, found for all of them at once.
            let queued = bucket
                .iter()
                .fold(0, |q, &(_, b)| q | group.masks[b.index()].queued());
            for (k, walk) in walks.iter_mut().enumerate() {
                if queued & (1 << k) == 0 {
                    continue;
                }
                let mut member = Member {
                    masks: &mut group.masks,
                    bit: 1 << k,
                };
                walk.level(&mut member, &tables, bucket);
            }
        }
        for (k, walk) in walks.iter().enumerate() {
            let member = Member {
                masks: &mut group.masks,
                bit: 1 << k,
            };
            let var = group.vars[k];
            self.placed
                .record(var, &walk.idf, &self.orders, |b| member.gets_phi(b));
        }
        group.masks.fill(VarMasks::default());
        group.vars.clear();
    }
}

/// Every variable's phi blocks, as (layout position, block) in layout order.
#[derive(Default)]
struct PhiBlocks {
    /// Variable `v`'s are `blocks[ranges[v]]`.
    blocks: Vec<(u32, Block)>,
    ranges: Vec<Range<usize>>,
    sorted: Vec<(u32, Block)>,
    scratch: Vec<(u32, Block)>,
}

impl PhiBlocks {
    fn of(&self, var: usize) -> &[(u32, Block)] {
        &self.blocks[self.ranges[var].clone()]
    }

    /// `var`'s phi blocks: the blocks of `idf` that are `member`s (LLVM sorts them by block
    /// number, i.e. layout order).
    fn record(
        &mut self,
        var: usize,
        idf: &[Block],
        orders: &BlockOrders,
        member: impl Fn(Block) -> bool,
    ) {
        let position = |b: Block| orders.layout_position[b.index()];
        sort_blocks(
            &mut self.sorted,
            idf,
            &orders.layout,
            position,
            member,
            &mut self.scratch,
        );
        let start = self.blocks.len();
        self.blocks.extend_from_slice(&self.sorted);
        self.ranges[var] = start..self.blocks.len();
    }
}

/// Up to eight dense variables whose IDF walks go side by side (see [`PhiPlacement`]).
/// Member `k`'s blocks are bit `1 << k` of each block's [`VarMasks`].
#[derive(Default)]
struct DenseGroup {
    /// The members' variables, in the order they joined.
    vars: Vec<usize>,
    /// Per block number; empty until the first member joins, all zero between groups
    /// (clearing every block costs at most eight times any member's region).
    masks: Vec<VarMasks>,
    /// One walk per member, kept from group to group for their buffers.
    walks: Vec<IdfWalk>,
}

impl DenseGroup {
    const MEMBERS: usize = 8;

    /// The current variable joins: its region's marks become its bit of the masks.
    fn join(&mut self, var: usize, region: &[Block], marks: &Marks) {
        if self.masks.is_empty() {
            self.masks = vec![VarMasks::default(); marks.0.len()];
        }
        let bit = 1 << self.vars.len();
        for &b in region {
            let m = &mut self.masks[b.index()];
            if marks.has(b, Marks::DEF) {
                m.def |= bit;
            }
            if marks.has(b, Marks::LIVE_IN) {
                m.live_in |= bit;
            }
        }
        self.vars.push(var);
    }
}

/// A block's sets for the members of a dense group, a bit per member.
#[derive(Clone, Copy, Debug, Default)]
struct VarMasks {
    def: u8,
    live_in: u8,
    visited: u8,
}

impl VarMasks {
    /// The members for which the block is queued ([`Region::is_queued`]).
    fn queued(self) -> u8 {
        self.def | (self.visited & self.live_in)
    }
}

/// One variable's blocks as its IDF walk sees them: a variable walked alone has them in
/// [`Marks`], a member of a dense group in its bit of the group's [`VarMasks`].
trait Region {
    fn is_def(&self, b: Block) -> bool;
    fn is_live_in(&self, b: Block) -> bool;
    /// Has the walk looked at `b` as a frontier candidate?
    fn is_visited(&self, b: Block) -> bool;
    /// Mark `b` as looked at; was it not yet?
    fn visit(&mut self, b: Block) -> bool;

    fn in_region(&self, b: Block) -> bool {
        self.is_def(b) || self.is_live_in(b)
    }

    /// Does `b` get a phi: a live-in block the walk found in the frontier?
    fn gets_phi(&self, b: Block) -> bool {
        self.is_visited(b) && self.is_live_in(b)
    }

    /// Is `b` in the queue: a defining block, or one that gets a phi?
    fn is_queued(&self, b: Block) -> bool {
        self.is_def(b) || self.gets_phi(b)
    }
}

/// A variable walked alone; the blocks it visits are listed, to clear their marks.
struct Alone<'a> {
    marks: &'a mut Marks,
    visited: &'a mut Vec<Block>,
}

impl Region for Alone<'_> {
    fn is_def(&self, b: Block) -> bool {
        self.marks.has(b, Marks::DEF)
    }

    fn is_live_in(&self, b: Block) -> bool {
        self.marks.has(b, Marks::LIVE_IN)
    }

    fn is_visited(&self, b: Block) -> bool {
        self.marks.has(b, Marks::VISITED)
    }

    fn visit(&mut self, b: Block) -> bool {
        let first = self.marks.set(b, Marks::VISITED);
        if first {
            self.visited.push(b);
        }
        first
    }
}

/// The member of a dense group whose bit is `bit`.
struct Member<'a> {
    masks: &'a mut [VarMasks],
    bit: u8,
}

impl Region for Member<'_> {
    fn is_def(&self, b: Block) -> bool {
        self.masks[b.index()].def & self.bit != 0
    }

    fn is_live_in(&self, b: Block) -> bool {
        self.masks[b.index()].live_in & self.bit != 0
    }

    fn is_visited(&self, b: Block) -> bool {
        self.masks[b.index()].visited & self.bit != 0
    }

    fn visit(&mut self, b: Block) -> bool {
        let m = &mut self.masks[b.index()];
        let first = m.visited & self.bit == 0;
        m.visited |= self.bit;
        first
    }
}

/// What every IDF walk reads: the CFG, the block shapes, and the walk's nodes, (preorder
/// number, block) sorted, with each block's index among them.
struct WalkTables<'a> {
    cfg: &'a Cfg,
    shapes: &'a [BlockShape],
    nodes: &'a [(u32, Block)],
    node: &'a [u32],
}

/// One variable's IDF walk: LLVM's `IDFCalculator` (Sreedhar and Gao's algorithm with a
/// priority queue). Take the definition blocks deepest in the dominator tree first; from
/// each root visit its dominator subtree and look at CFG edges leaving it for blocks no
/// deeper than the root: those are in the dominance frontier. Frontier blocks where the
/// variable is live-in get a phi and, being new definitions, join the queue.
///
/// The queue is a bucket queue on level: every block that can join it is in the region (a
/// defining or live-in block), so the walk's nodes by level hold the buckets, and a block
/// found at a lower level waits in its bucket until the walk gets there (`level` is called
/// for each bucket, deepest first). Roots of one level are taken in any order (LLVM breaks
/// ties by number): their subtrees are disjoint and every frontier edge they see is tested
/// against the same level, so the set found is the same.
///
/// One shortcut, which changes no result: an edge into a live-in block leaves a block that
/// is live-in or defining (liveness flows to every reachable predecessor that does not
/// define), so of each subtree only the blocks of the region need a visit. Sorted by
/// preorder number, a subtree's blocks are a contiguous range of the nodes starting at its
/// root, and `next_unvisited` skips the ones an earlier root already visited, as LLVM's
/// visited set does. The work is thus proportional to the variable's live region, not to
/// the dominator subtrees below its definitions.
#[derive(Default)]
struct IdfWalk {
    /// Per node, a union-find pointer to the next node not yet visited (see
    /// `find_unvisited`).
    next_unvisited: Vec<u32>,
    /// The roots waiting at the current level.
    roots: Vec<Block>,
    /// The result: the blocks that get a phi, in the order the walk finds them.
    idf: Vec<Block>,
}

impl IdfWalk {
    fn start(&mut self, nodes: usize) {
        self.next_unvisited.clear();
        self.next_unvisited.extend(0..=nodes as u32);
        self.idf.clear();
    }

    /// The walk at one level: `bucket` is the level's nodes, as (level, block).
    fn level(&mut self, region: &mut impl Region, t: &WalkTables, bucket: &[(u32, Block)]) {
        let level = bucket[0].0;
        let mut roots = std::mem::take(&mut self.roots);
        // Queued blocks are all in the region.
        roots.clear();
        roots.extend(
            bucket
                .iter()
                .map(|&(_, b)| b)
                .filter(|&b| region.is_queued(b)),
        );
        while let Some(root) = roots.pop() {
            self.visit_subtree(region, t, root, level, &mut roots);
        }
        self.roots = roots;
    }

    /// One root: its subtree's blocks of the region not visited yet, and their frontier
    /// edges. Frontier blocks at the root's own level join `same_level`. Every root is a
    /// defining or live-in block, so it is among the nodes, and its subtree's blocks follow
    /// it up to the first preorder number past `last`. Nodes outside the region (a dense
    /// variable's walk has them all) are skipped: no edge leaves them for a live-in block.
    fn visit_subtree(
        &mut self,
        region: &mut impl Region,
        t: &WalkTables,
        root: Block,
        level: u32,
        same_level: &mut Vec<Block>,
    ) {
        let last = t.shapes[root.index()].last;
        let in_subtree = |i: usize| t.nodes.get(i).is_some_and(|&(p, _)| p <= last);
        let mut i = find_unvisited(&mut self.next_unvisited, t.node[root.index()] as usize);
        self.visit_frontier_edges(region, t, root, level, same_level);
        while in_subtree(i) {
            self.next_unvisited[i] = i as u32 + 1;
            let b = t.nodes[i].1;
            if b != root && region.in_region(b) {
                self.visit_frontier_edges(region, t, b, level, same_level);
            }
            i = find_unvisited(&mut self.next_unvisited, i + 1);
        }
    }

    /// The inner step of the walk: the successors of `node` no deeper than the root are
    /// dominance-frontier blocks; the live-in ones get a phi.
    #[inline(always)]
    fn visit_frontier_edges(
        &mut self,
        region: &mut impl Region,
        t: &WalkTables,
        node: Block,
        level: u32,
        same_level: &mut Vec<Block>,
    ) {
        for &succ in t.cfg.successors(node) {
            let succ_level = t.shapes[succ.index()].level;
            if succ_level > level || !region.visit(succ) || !region.is_live_in(succ) {
                continue;
            }
            self.idf.push(succ);
            if !region.is_def(succ) && succ_level == level {
                same_level.push(succ);
            }
        }
    }
}

/// The smallest index `>= i` not yet visited: a union-find "next" pointer with path
/// compression, so skipping visited stretches costs near-constant amortised time.
fn find_unvisited(next: &mut [u32], i: usize) -> usize {
    let mut root = i;
    while next[root] as usize != root {
        root = next[root] as usize;
    }
    let mut cur = i;
    while next[cur] as usize != root {
        let n = next[cur] as usize;
        next[cur] = root as u32;
        cur = n;
    }
    root
}

/// Create an instruction and its result value, not yet placed in a block.
fn new_inst(func: &mut Function, kind: InstKind) -> Inst {
    let ty = kind.result_type();
    let inst = func.insts.push(InstData { kind, result: None });
    if let Some(ty) = ty {
        let v = func.add_value(ty, ValueDef::Inst(inst), None);
        func.insts[inst].result = Some(v);
    }
    inst
}

/// For every block, the slot each of its out-edges fills in the successor's phis: the
/// index of that edge in `Cfg::predecessors(succ)`. Computed in one pass in exactly the order
/// `Cfg` lists predecessors (layout order, then edge order), so two edges from one block
/// get two slots.
fn edge_slots(func: &Function, cfg: &Cfg) -> EdgeSlots {
    let mut next = vec![0u32; func.blocks.len()];
    let mut slots = EdgeSlots {
        start: vec![0; func.blocks.len()],
        slots: Vec::with_capacity(func.layout.len() * 2),
    };
    for &b in &func.layout {
        slots.start[b.index()] = slots.slots.len() as u32;
        for &s in cfg.successors(b) {
            slots.slots.push(next[s.index()]);
            next[s.index()] += 1;
        }
    }
    slots
}

/// The slots of `edge_slots`, for all blocks in one array: block `b`'s out-edges fill
/// `slots[start[b]..]`, one per successor.
struct EdgeSlots {
    start: Vec<u32>,
    slots: Vec<u32>,
}

impl EdgeSlots {
    fn of(&self, b: Block, edges: usize) -> &[u32] {
        let lo = self.start[b.index()] as usize;
        &self.slots[lo..lo + edges]
    }
}

/// Step 6 (LLVM's `RenamePass`, done over the dominator tree as in Cytron et al.): walk the
/// dominator tree from the entry with the current value of every variable, initially
/// `undef`. A phi of the variable makes its result current; a store makes its value
/// current; a load is replaced by the current value. At the end of each block the current
/// values fill that edge's operand of each successor phi. Leaving a subtree undoes its
/// assignments through an undo log, so values are never copied per block. The walk is
/// iterative: functions may have a million instructions.
fn rename(
    func: &mut Function,
    cfg: &Cfg,
    domtree: &DomTree,
    rw: &mut Rewrite,
    vars: &[Candidate],
    in_order: &InOrder,
    phis: &mut PhiMap,
) {
    let mut var_of = vec![Renamer::NOT_RENAMED; in_order.allocas];
    for (var, cand) in vars.iter().enumerate() {
        var_of[cand.index as usize] = var as u32;
    }
    let mut ops = std::mem::take(&mut phis.ops);
    let mut r = Renamer {
        cfg,
        phis: &*phis,
        ops: &mut ops,
        accesses: in_order,
        var_of,
        slots: edge_slots(func, cfg),
        current: vars.iter().map(|c| rw.undef(func, c.ty())).collect(),
        undo: Vec::new(),
    };
    // (block, next dominator-tree child to visit, undo-log height on entry)
    let entry = func.entry;
    let mut stack = vec![(entry, 0usize, 0usize)];
    r.rename_block(rw, entry);
    while let Some(top) = stack.last_mut() {
        let (b, i, height) = *top;
        if let Some(&child) = domtree.children(b).get(i) {
            top.1 += 1;
            stack.push((child, 0, r.undo.len()));
            r.rename_block(rw, child);
        } else {
            for (var, old) in r.undo.drain(height..).rev() {
                r.current[var as usize] = old;
            }
            stack.pop();
        }
    }
    phis.ops = ops;
}

/// The state of the renaming walk.
struct Renamer<'a> {
    cfg: &'a Cfg,
    phis: &'a PhiMap,
    /// The phis' operands, taken out of `phis` while the walk fills them.
    ops: &'a mut [Value],
    /// Every access of the entry block's allocas, by block.
    accesses: &'a InOrder,
    /// Per entry-block alloca, its variable, or `NOT_RENAMED` (not promoted, or promoted by
    /// a fast path).
    var_of: Vec<u32>,
    /// Which phi operand each out-edge fills (see `edge_slots`).
    slots: EdgeSlots,
    /// The value each variable holds at this point of the walk.
    current: Vec<Value>,
    /// (variable, previous value) for every assignment, undone when leaving a subtree.
    undo: Vec<(u32, Value)>,
}

impl Renamer<'_> {
    const NOT_RENAMED: u32 = u32::MAX;

    fn set(&mut self, var: usize, v: Value) {
        self.undo.push((var as u32, self.current[var]));
        self.current[var] = v;
    }

    /// Step 6 for one block: its phis, loads and stores, then the successors' phi operands.
    fn rename_block(&mut self, rw: &mut Rewrite, b: Block) {
        let phis = self.phis;
        for &i in phis.of(b) {
            let phi = &phis.phis[i as usize];
            self.set(phi.var as usize, phi.result);
        }
        let accesses = self.accesses;
        for &(alloca, a) in accesses.of(b) {
            let var = self.var_of[alloca as usize];
            if var == Renamer::NOT_RENAMED {
                continue;
            }
            match a.stored.expand() {
                None => rw.replace_load(a.inst, a.loaded.expand(), self.current[var as usize]),
                Some(value) => {
                    rw.deleted[a.inst] = true;
                    self.set(var as usize, value);
                }
            }
        }
        let succs = self.cfg.successors(b);
        for (&succ, &slot) in succs.iter().zip(self.slots.of(b, succs.len())) {
            for &i in phis.of(succ) {
                let phi = &phis.phis[i as usize];
                self.ops[(phi.ops + slot) as usize] = self.current[phi.var as usize];
            }
        }
    }
}

/// Step 7: remove the inserted phis whose operands are one value apart from the phi itself
/// (operands on edges from unreachable blocks never flow, so they do not count). Such a phi
/// is replaced by that value, which then dominates it; its users may become trivial in turn,
/// so they go back on the worklist. Returns how many inserted phis remain.
fn remove_trivial_phis(
    func: &mut Function,
    cfg: &Cfg,
    domtree: &DomTree,
    rw: &mut Rewrite,
    phis: &PhiMap,
) -> usize {
    // Indices into `phis.phis`, in layout order.
    let inserted: Vec<u32> = func
        .layout
        .iter()
        .flat_map(|&b| phis.of(b).iter().copied())
        .collect();
    let mut users = PhiUsers::new(phis.phis.len());
    for &i in &inserted {
        let phi = &phis.phis[i as usize];
        for &v in &phis.ops[phis.operands(phi, cfg)] {
            let v = rw.resolve(v);
            if let Some(d) = phis.defining(v).filter(|&d| d != i as usize) {
                users.push(d, i);
            }
        }
    }
    let mut worklist: Vec<u32> = inserted.iter().rev().copied().collect();
    let mut kept = inserted.len();
    while let Some(i) = worklist.pop() {
        let phi = &phis.phis[i as usize];
        if rw.deleted[phi.inst] {
            continue;
        }
        let Some(same) = trivial_phi_value(cfg, domtree, rw, phis, phi) else {
            continue;
        };
        let same = match same {
            Some(v) => v,
            None => rw.undef(func, func.value_type(phi.result)),
        };
        rw.deleted[phi.inst] = true;
        rw.replace(phi.result, same);
        kept -= 1;
        worklist.extend(users.of(i as usize));
        // Users of this phi now use `same`; if that is an inserted phi, they are its users.
        users.hand_over(i as usize, phis.defining(same));
    }
    kept
}

/// The users of each inserted phi among the inserted phis, for step 7: one list per phi,
/// in the order the uses were found, kept as linked lists in two flat arrays. A phi costs
/// no allocation of its own (on a large function each allocation from a heap that earlier
/// work fragmented is a cache miss), and handing a removed phi's users to the value that
/// replaces it is constant time, a splice.
struct PhiUsers {
    /// Per phi, its list's first and last link, or `NIL`.
    ends: Vec<(u32, u32)>,
    /// Per link, the using phi and the next link.
    links: Vec<(u32, u32)>,
}

impl PhiUsers {
    const NIL: u32 = u32::MAX;

    fn new(phis: usize) -> PhiUsers {
        PhiUsers {
            ends: vec![(PhiUsers::NIL, PhiUsers::NIL); phis],
            links: Vec::new(),
        }
    }

    /// Append `user` to the users of `phi`.
    fn push(&mut self, phi: usize, user: u32) {
        let link = self.links.len() as u32;
        self.links.push((user, PhiUsers::NIL));
        self.append(phi, (link, link));
    }

    /// Append the list `(first, last)` to the users of `phi`.
    fn append(&mut self, phi: usize, (first, last): (u32, u32)) {
        match self.ends[phi] {
            (PhiUsers::NIL, _) => self.ends[phi] = (first, last),
            (_, tail) => {
                self.links[tail as usize].1 = first;
                self.ends[phi].1 = last;
            }
        }
    }

    fn of(&self, phi: usize) -> impl Iterator<Item = u32> + '_ {
        let mut link = self.ends[phi].0;
        std::iter::from_fn(move || {
            let &(user, next) = self.links.get(link as usize)?;
            link = next;
            Some(user)
        })
    }

    /// `phi` is gone: its users move to the end of `heir`'s list (if `heir` is a phi).
    fn hand_over(&mut self, phi: usize, heir: Option<usize>) {
        let list = std::mem::replace(&mut self.ends[phi], (PhiUsers::NIL, PhiUsers::NIL));
        if let Some(heir) = heir.filter(|_| list.0 != PhiUsers::NIL) {
            self.append(heir, list);
        }
    }
}

/// `Some(value)` if the phi is trivial: `Some(Some(v))` when every flowing operand is `v` or
/// the phi itself, `Some(None)` when there is no such operand at all.
fn trivial_phi_value(
    cfg: &Cfg,
    domtree: &DomTree,
    rw: &mut Rewrite,
    phis: &PhiMap,
    phi: &Phi,
) -> Option<Option<Value>> {
    let preds = cfg.predecessors(phi.block);
    let mut same = None;
    for (&pred, &v) in preds.iter().zip(&phis.ops[phis.operands(phi, cfg)]) {
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

#[cfg(test)]
mod tests {
    //! Builder-based unit tests of the pass's structure; the golden files under
    //! `tests/mem2reg/` check whole outputs and `tests/mem2reg_props.rs` checks semantics.

    use super::*;
    use crate::ir::builder::FunctionBuilder;
    use crate::ir::cfg::Cfg;
    use crate::ir::{AbiParam, BinOp, Cond, Linkage, Signature, Terminator};

    fn sig(params: usize) -> Signature {
        Signature {
            params: vec![AbiParam::new(Type::I32); params],
            ret: vec![AbiParam::new(Type::I32)],
            variadic: false,
            fixed: params,
        }
    }

    /// Every inserted phi has one operand per incoming edge, naming the predecessors in
    /// `Cfg::predecessors` order; no operand names a deleted instruction's result, and no
    /// alloca without a remark is left.
    fn check_well_formed(f: &Function, report: &Report) {
        let cfg = Cfg::new(f);
        let mut live: SecondaryMap<Inst, bool> = SecondaryMap::new();
        for &b in &f.layout {
            for i in f.block_phis_and_insts(b) {
                live[i] = true;
            }
        }
        let defined = |v: Value| f.def_inst(v).is_none_or(|i| live[i]);
        for &b in &f.layout {
            for &phi in f.block_phis(b) {
                let InstKind::Phi { args, .. } = &f.insts[phi].kind else {
                    panic!("non-phi in the phi list of {}", f.block_name(b))
                };
                let preds: Vec<Block> = args.iter().map(|&(p, _)| p).collect();
                assert_eq!(
                    preds,
                    cfg.predecessors(b),
                    "phi operands of {}",
                    f.block_name(b)
                );
            }
            for i in f.block_phis_and_insts(b) {
                f.insts[i]
                    .kind
                    .visit_operands(|v| assert!(defined(v), "dangling {v}"));
                if let InstKind::Alloca { .. } = f.insts[i].kind {
                    let r = f.insts[i].result.unwrap();
                    assert!(
                        report.remarks.iter().any(|m| m.alloca == r),
                        "alloca {r} left"
                    );
                }
            }
            f.terminator(b)
                .visit_operands(|v| assert!(defined(v), "dangling {v}"));
        }
    }

    fn phi_args(f: &Function, b: Block) -> Vec<Vec<(Block, ValueDef)>> {
        f.block_phis(b)
            .iter()
            .map(|&phi| match &f.insts[phi].kind {
                InstKind::Phi { args, .. } => args
                    .iter()
                    .map(|&(p, v)| (p, f.values[v].def.clone()))
                    .collect(),
                _ => unreachable!(),
            })
            .collect()
    }

    /// A deterministic pseudo-random source: each call gives a number below its argument.
    fn below(mut seed: u32) -> impl FnMut(u32) -> u32 {
        move |n| {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
            (seed >> 8) % n
        }
    }

    fn ret_value(f: &Function, b: Block) -> Value {
        match f.terminator(b) {
            Terminator::Ret(vs) if vs.len() == 1 => vs[0],
            t => panic!("not a ret: {t:?}"),
        }
    }

    /// `int foo(int x, int cond) { if (cond > 0) x = 1; else x = -1; return x; }`
    #[test]
    fn if_else_assignment_merges_with_one_phi() {
        let mut fb = FunctionBuilder::new("foo", sig(2), Linkage::Export, &["x", "cond"]);
        let (x, cond) = (fb.func.params[0], fb.func.params[1]);
        let xa = fb.alloca(4, 4, "x.addr");
        let ca = fb.alloca(4, 4, "cond.addr");
        fb.store(Type::I32, x, xa);
        fb.store(Type::I32, cond, ca);
        let (then, els, end) = (
            fb.create_block("if.then"),
            fb.create_block("if.else"),
            fb.create_block("if.end"),
        );
        let c = fb.load(Type::I32, ca, None);
        let zero = fb.iconst(Type::I32, 0);
        let cmp = fb.icmp(Cond::Sgt, Type::I32, c, zero, Some("cmp"));
        fb.br(cmp, then, els);
        for (b, k) in [(then, 1), (els, -1)] {
            fb.switch_to(b);
            let v = fb.iconst(Type::I32, k);
            fb.store(Type::I32, v, xa);
            fb.jump(end);
        }
        fb.switch_to(end);
        let r = fb.load(Type::I32, xa, None);
        fb.ret(Some(r));
        let mut f = fb.finish();
        let report = run(&mut f);
        check_well_formed(&f, &report);
        assert_eq!(
            phi_args(&f, end),
            vec![vec![
                (then, ValueDef::IConst(1)),
                (els, ValueDef::IConst(-1))
            ]]
        );
        assert_eq!(f.def_inst(ret_value(&f, end)), Some(f.block_phis(end)[0]));
        assert_eq!(
            f.block_insts(f.entry).len(),
            1,
            "only the icmp stays in the entry"
        );
        let s = report.stats;
        assert_eq!((s.promoted, s.single_store, s.phis_inserted), (2, 1, 1));
        assert_eq!((s.loads_removed, s.stores_removed), (2, 4));
    }

    /// `run_timed` changes the function as `run` does and times its steps; `run` reads no
    /// clock.
    #[test]
    fn a_timed_run_gives_the_same_output_and_its_steps_times() {
        let text = "fn @f(i32 %x, i8 %c) -> i32 {
entry:
  %x.addr = alloca 4, align 4
  store i32 %x, %x.addr
  br %c, then, end
then:
  store i32 1, %x.addr
  jump end
end:
  %r = load i32, %x.addr
  ret i32 %r
}";
        let f = crate::ir::read::read_function(text).unwrap_or_else(|e| panic!("{e}"));
        let (mut plain, mut timed) = (f.clone(), f);
        let (a, b) = (run(&mut plain), run_timed(&mut timed));
        let print = crate::ir::print::print_function;
        assert_eq!(print(&plain), print(&timed));
        assert_eq!((a.stats, &a.remarks), (b.stats, &b.remarks));
        assert_eq!(a.stats.phis_inserted, 1, "the general path ran");
        assert_eq!(a.times, StepTimes::default());
        assert!(b.times.0.iter().sum::<Duration>() > Duration::ZERO);
    }

    /// A loop block that loads before it stores reads the previous iteration's value: the
    /// single-block fast path must not give that load `undef`.
    #[test]
    fn load_before_store_in_a_loop_block_gets_a_phi() {
        let mut fb = FunctionBuilder::new("f", sig(0), Linkage::Export, &[]);
        let a = fb.alloca(4, 4, "a");
        let (lp, exit) = (fb.create_block("loop"), fb.create_block("exit"));
        fb.jump(lp);
        fb.switch_to(lp);
        let v = fb.load(Type::I32, a, Some("v"));
        let one = fb.iconst(Type::I32, 1);
        let n = fb.binary(BinOp::Add, Type::I32, v, one, Some("n"));
        fb.store(Type::I32, n, a);
        let ten = fb.iconst(Type::I32, 10);
        let c = fb.icmp(Cond::Slt, Type::I32, n, ten, None);
        fb.br(c, lp, exit);
        fb.switch_to(exit);
        fb.ret(Some(n));
        let mut f = fb.finish();
        let report = run(&mut f);
        check_well_formed(&f, &report);
        assert_eq!(report.stats.single_block, 0);
        assert_eq!(report.stats.phis_inserted, 1);
        let args = &phi_args(&f, lp)[0];
        assert_eq!(args[0], (f.entry, ValueDef::Undef));
        assert_eq!(args[1].0, lp);
        let phi = f.block_phis(lp)[0];
        let InstKind::Binary { lhs, .. } = f.insts[f.block_insts(lp)[0]].kind else {
            panic!()
        };
        assert_eq!(f.def_inst(lhs), Some(phi), "the add reads the phi");
    }

    /// Two edges from one block give two operands; an unreachable predecessor's operand is
    /// `undef`; a self-looping unreachable block's own load and store vanish.
    #[test]
    fn multi_edges_and_unreachable_predecessors() {
        let mut fb = FunctionBuilder::new("f", sig(1), Linkage::Export, &["c"]);
        let c = fb.func.params[0];
        let a = fb.alloca(4, 4, "a");
        let (b1, b2, join, dead) = (
            fb.create_block("b1"),
            fb.create_block("b2"),
            fb.create_block("join"),
            fb.create_block("dead"),
        );
        fb.br(c, b1, b2);
        for (b, k) in [(b1, 1), (b2, 2)] {
            fb.switch_to(b);
            let v = fb.iconst(Type::I32, k);
            fb.store(Type::I32, v, a);
            if b == b1 {
                fb.br(c, join, join);
            } else {
                fb.jump(join);
            }
        }
        fb.switch_to(dead);
        let d = fb.load(Type::I32, a, None);
        fb.store(Type::I32, d, a);
        fb.br(c, dead, join);
        fb.switch_to(join);
        let r = fb.load(Type::I32, a, None);
        fb.ret(Some(r));
        let mut f = fb.finish();
        let report = run(&mut f);
        check_well_formed(&f, &report);
        let one = ValueDef::IConst(1);
        assert_eq!(
            phi_args(&f, join),
            vec![vec![
                (b1, one.clone()),
                (b1, one),
                (b2, ValueDef::IConst(2)),
                (dead, ValueDef::Undef)
            ]]
        );
        assert!(f.block_insts(dead).is_empty());
        assert_eq!(
            (report.stats.loads_removed, report.stats.stores_removed),
            (2, 3)
        );
    }

    /// An alloca whose address escapes stays, with the reason; a promotable one beside it
    /// is still promoted.
    #[test]
    fn escaping_address_is_reported_not_promoted() {
        let mut fb = FunctionBuilder::new("f", sig(0), Linkage::Export, &[]);
        let a = fb.alloca(4, 4, "a");
        let b = fb.alloca(8, 8, "b");
        let p = fb.alloca(8, 8, "p");
        fb.store(Type::Ptr, a, p);
        let q = fb.load(Type::Ptr, p, None);
        fb.store(Type::Ptr, q, b);
        let r = fb.load(Type::I32, a, None);
        fb.ret(Some(r));
        let mut f = fb.finish();
        let report = run(&mut f);
        check_well_formed(&f, &report);
        assert_eq!(report.remarks.len(), 1);
        assert_eq!(report.remarks[0].reason, NotPromoted::AddressStored);
        assert_eq!(
            report.remarks[0].to_string(),
            "%a not promoted: address stored to memory"
        );
        assert_eq!(report.stats.promoted, 2);
        assert_eq!(report.stats.dead, 1, "b is only stored to");
    }

    /// A load's result used in a block laid out before the load's (the layout need not
    /// follow dominance) still reads the replacement: the final sweep cannot rely on the
    /// users step 2 recorded and reads everything.
    #[test]
    fn use_laid_out_before_its_load_is_rewritten() {
        let mut fb = FunctionBuilder::new("f", sig(1), Linkage::Export, &["c"]);
        let c = fb.func.params[0];
        let x = fb.alloca(4, 4, "x");
        let (exit, body) = (fb.create_block("exit"), fb.create_block("body"));
        fb.jump(body);
        fb.switch_to(body);
        fb.store(Type::I32, c, x);
        let v = fb.load(Type::I32, x, Some("v"));
        fb.jump(exit);
        fb.switch_to(exit);
        let one = fb.iconst(Type::I32, 1);
        let r = fb.binary(BinOp::Add, Type::I32, v, one, Some("r"));
        fb.ret(Some(r));
        let mut f = fb.finish();
        let report = run(&mut f);
        check_well_formed(&f, &report);
        let InstKind::Binary { lhs, .. } = f.insts[f.block_insts(exit)[0]].kind else {
            panic!("the add is gone")
        };
        assert_eq!(lhs, c, "the add reads the stored parameter");
    }

    /// Dense variables, whose IDF walks go side by side in groups of eight, get exactly the
    /// phi blocks their walks alone give: 20 variables, loaded and stored at random over a
    /// chain of diamonds, every third one a loop, and all read at the end.
    #[test]
    fn dense_variables_walked_together_get_the_phis_they_get_alone() {
        let mut next = below(4242);
        let mut fb = FunctionBuilder::new("f", sig(1), Linkage::Export, &["c"]);
        let c = fb.func.params[0];
        let vars: Vec<Value> = (0..20).map(|i| fb.alloca(4, 4, &format!("v{i}"))).collect();
        for &v in &vars {
            fb.store(Type::I32, c, v);
        }
        for region in 0..30 {
            let (a, b, join) = (
                fb.create_block("a"),
                fb.create_block("b"),
                fb.create_block("join"),
            );
            fb.br(c, a, b);
            for block in [a, b, join] {
                fb.switch_to(block);
                for &v in &vars {
                    match next(10) {
                        0..=4 => {
                            fb.load(Type::I32, v, None);
                        }
                        5..=6 => fb.store(Type::I32, c, v),
                        _ => {}
                    }
                }
                if block != join {
                    fb.jump(join);
                }
            }
            let after = fb.create_block("next");
            if region % 3 == 0 {
                fb.br(c, a, after);
            } else {
                fb.jump(after);
            }
            fb.switch_to(after);
        }
        let mut sum = c;
        for &v in &vars {
            let x = fb.load(Type::I32, v, None);
            sum = fb.binary(BinOp::Add, Type::I32, sum, x, None);
        }
        fb.ret(Some(sum));
        let f = fb.finish();
        let (mut found, _, _) = collect_promotable_allocas(&f);
        let vars = found.candidates();
        let cfg = Cfg::new(&f);
        let domtree = DomTree::new(&f, &cfg);
        let mut together = PhiPlacement::new(&f, &cfg, &domtree);
        together.group_from = 0;
        together.place(&vars);
        let mut alone = PhiPlacement::new(&f, &cfg, &domtree);
        alone.placed.ranges = vec![0..0; vars.len()];
        let mut dense = 0;
        for (var, cand) in vars.iter().enumerate() {
            alone.find_region(cand);
            let is_dense = alone.region.len() * 8 >= alone.orders.preorder.len();
            dense += is_dense as usize;
            // A dense variable alone walks the whole-function orders; the sorted copies of
            // its region give the same phis.
            for whole in [false, is_dense] {
                alone.find_region(cand);
                alone.walk_alone(whole);
                let region = Alone {
                    marks: &mut alone.marks,
                    visited: &mut alone.visited,
                };
                alone
                    .placed
                    .record(var, &alone.walk.idf, &alone.orders, |b| region.gets_phi(b));
                assert!(!alone.placed.of(var).is_empty(), "variable {var} has phis");
                let (a, b) = (together.placed.of(var), alone.placed.of(var));
                assert_eq!(a, b, "variable {var}, whole orders: {whole}");
            }
        }
        assert!(
            dense > DenseGroup::MEMBERS,
            "a full group and another: {dense}"
        );
    }

    /// The radix sort agrees with the standard stable sort, on arrays long enough to take
    /// its radix path and with keys that need more than one digit.
    #[test]
    fn radix_sort_orders_like_a_stable_sort() {
        let mut seed = 12345u32;
        let mut items: Vec<(u32, Block)> = (0..5000)
            .map(|i| {
                seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
                (seed % 3_000_000, Block::new(i))
            })
            .collect();
        let mut expected = items.clone();
        expected.sort_by_key(|&(key, _)| key);
        radix_sort(&mut items, &mut Vec::new());
        assert_eq!(items, expected);
    }

    /// The linked user lists give the users in the order a vector per phi would: pushes
    /// append, and a handed-over list goes after the heir's own users, whatever was
    /// spliced into either before.
    #[test]
    fn phi_users_keep_the_order_of_a_vector_per_phi() {
        let mut next = below(777);
        const PHIS: usize = 40;
        let mut model: Vec<Vec<u32>> = vec![Vec::new(); PHIS];
        let mut users = PhiUsers::new(PHIS);
        let mut gone = [false; PHIS];
        for _ in 0..2000 {
            let phi = next(PHIS as u32) as usize;
            if gone[phi] {
                continue;
            }
            if next(16) == 0 {
                // Remove `phi`, handing its users to another live phi or to none.
                let heir = Some(next(PHIS as u32) as usize).filter(|&h| h != phi && !gone[h]);
                assert_eq!(users.of(phi).collect::<Vec<_>>(), model[phi]);
                users.hand_over(phi, heir);
                let moved = std::mem::take(&mut model[phi]);
                if let Some(h) = heir {
                    model[h].extend(moved);
                }
                gone[phi] = true;
            } else {
                let user = next(PHIS as u32);
                users.push(phi, user);
                model[phi].push(user);
            }
        }
        for (phi, expected) in model.iter().enumerate() {
            assert_eq!(&users.of(phi).collect::<Vec<_>>(), expected, "phi {phi}");
        }
    }

    #[test]
    fn stats_print_one_line_per_counter() {
        let s = Stats {
            promoted: 3,
            ..Stats::default()
        };
        let text = s.to_string();
        assert_eq!(text.lines().count(), 7);
        assert!(text.starts_with("       3 mem2reg - Number of alloca's promoted\n"));
    }
}

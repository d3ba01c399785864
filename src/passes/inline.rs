//! The unit-wide inliner: a direct call of a function the unit defines is replaced by a
//! copy of the callee's body when the cost model below says the copy pays. The pipeline
//! runs on the unit's functions callees first (`call_graph`, `Pipeline::run_unit`), so a
//! callee's body is already simplified, its own calls inlined, when its callers consider
//! it: the size the model weighs is the size after simplification, and inlining nests.
//!
//! The call's block is split at the call: the instructions before it jump to the copy of
//! the callee's entry block; each copied `ret` jumps to a new block holding what followed
//! the call, where a phi joins the returned values under the call's result. The callee's
//! parameters are the call's arguments, its constants are made anew, its blocks and values
//! are fresh. A copied block runs exactly when the callee's would have, so the program
//! computes the same values. A local of the callee left in memory (an `alloca`) becomes one
//! of the caller's: allocas are the frame's fixed slots wherever they stand, so the copy
//! gets a slot of its own for the caller's whole run, as LLVM's inliner makes the callee's
//! static allocas the caller's entry-block ones.
//!
//! A structure passed in memory (`byval`) is the call's own copy, which the callee may
//! change: the copy of the body gets a fresh local of the caller, filled from the argument
//! where the call stood (`copy_byval`). A structure returned through memory (`sret`) needs
//! nothing: the callee's parameter is the call's destination. When a copy brought locals
//! into the caller, SROA and mem2reg run on it again (`run`): a structure passed by value
//! or returned is then taken apart into SSA values, as gcc's SRA runs after its inliner and
//! LLVM's SROA after its.
//!
//! Which bodies may be copied at all (`inlinable`): not variadic, with the call's
//! signature, no `va_start`, no call of a function that returns twice (`setjmp` and its
//! kin, as gcc refuses), no `asm` statement (its template may rely on the frame), and at
//! least one `ret` (the join needs a predecessor). The calls must run this body: the callee
//! binds locally and is not weak (under `-fPIC` a function with default visibility may be
//! interposed) or is declared `inline` (as gcc takes it), and it is not `noinline`/`noipa`
//! ([`Binding::may_inline`]).
//!
//! The cost model (gcc's rules, with limits in IR instructions, phis apart, and two for each
//! eightbyte of a `byval` copy; [`Bodies::worth`]):
//! - `always_inline`: always;
//! - a member of the caller's recursion (the same strongly connected component): never;
//! - a `static` function called once in the unit, whose address is not taken: whatever its
//!   size (its body then has no reference left and is not emitted, `unreferenced`);
//! - otherwise up to [`MAX_AUTO`] instructions, [`MAX_IN_LOOP`] for a call in a loop, and
//!   [`MAX_DECLARED_INLINE`] for a function declared `inline`; under `-Os` only bodies no
//!   larger than the call ([`MAX_FOR_SIZE`]);
//! - a callee that calls nothing, up to [`MAX_INTO_SMALL`] instructions, into a caller of at
//!   most [`MAX_SMALL_CALLER`], for which the call is a large share of what it runs: gcc's
//!   `big_speedup` (Lua's `lua_type`, `lua_pushvalue`... each a few instructions around a
//!   call of `index2value`, 45 instructions, which gcc inlines into all 46 of them);
//! - a callee's loads and stores through a parameter whose argument is the address of a
//!   local of the caller, and the constant offsets from it, are not counted when it is used
//!   for nothing else ([`local_savings`]): SROA and mem2reg take the local apart once the
//!   copy is in the caller (LLVM's SROA savings; gcc deems such accesses eliminated too);
//! - a callee over those limits, called with some constant argument, is weighed by what a
//!   copy keeps once the constants are propagated through it and the branches they decide
//!   folded ([`specialised_size`], for bodies up to [`MAX_SPECIALISED`]): gcc weighs a
//!   callee under what it knows of the call's arguments too (`ipa-fnsummary`);
//! - a callee whose locals in memory take more than [`MAX_CALLEE_FRAME`] bytes only if it is
//!   `always_inline` or called once (the caller's frame would grow at each copy);
//! - a caller grows by at most [`growth_budget`] instructions, and the unit by at most
//!   [`unit_budget`] (gcc's `inline-unit-growth` over `large-unit-insns`); `always_inline`
//!   copies are counted against neither, and the copy of a `static` function called once
//!   not against the unit's (its body is then not emitted: the unit does not grow);
//! - within those budgets a caller's calls are taken in order of benefit ([`badness`], as
//!   gcc's priority queue): the instructions a copy adds against the call it saves, times
//!   how often the call runs (more in deeper loops), so that a small helper called in a loop
//!   comes before a large body called once.

use crate::ir::binding::Binding;
use crate::ir::cfg::{sort_phi_operands, Cfg};
use crate::ir::debug::InlinedCall;
use crate::ir::dominators::DomTree;
use crate::ir::loops::LoopInfo;
use crate::ir::names::{ASM_PREFIX, RETURNS_TWICE};
use crate::ir::{
    Block, CallData, Callee, Function, Inst, InstData, InstKind, Linkage, Purpose, SymbolAttrs,
    Terminator, Type, Value, ValueDef,
};
use crate::passes::call_graph::CallGraph;
use crate::passes::pipeline::{self, Context, Pass};
use crate::passes::simplify_cfg::replace_values;
use crate::passes::{mem2reg, sccp, small_memops, sroa};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
use std::sync::{Arc, Mutex, OnceLock};

/// Callees of at most this many instructions (phis apart) are inlined anywhere.
pub const MAX_AUTO: usize = 30;
/// Callees of at most this many instructions are inlined into loops.
pub const MAX_IN_LOOP: usize = 40;
/// Callees declared `inline` of at most this many instructions are inlined anywhere.
pub const MAX_DECLARED_INLINE: usize = 100;
/// Under `-Os`, callees of at most this many instructions (about a call's own: the
/// arguments' moves, the call, the result's) are inlined.
pub const MAX_FOR_SIZE: usize = 4;
/// A `static` function called once is inlined up to this size (a sanity bound: gcc's
/// `large-function-insns` is 2700 of its own, somewhat larger, instructions).
pub const MAX_SINGLE_SITE: usize = 4000;
/// A callee larger than the limits may still be copied where the call's constant arguments
/// fold it under them ([`specialised_size`]); larger ones than this are not weighed so.
pub const MAX_SPECIALISED: usize = 400;
/// A caller of at most this many instructions is small: a call of a function that calls
/// nothing is a large share of what it runs, and such callees up to [`MAX_INTO_SMALL`]
/// instructions are inlined into it.
pub const MAX_SMALL_CALLER: usize = 30;
/// Callees of at most this many instructions are inlined into small callers (gcc inlines
/// where the copy is a `big_speedup` of the caller, whatever the callee's size limit).
pub const MAX_INTO_SMALL: usize = 60;
/// The most bytes a callee's locals in memory may take for it to be inlined at every call
/// (gcc's `large-stack-frame`).
pub const MAX_CALLEE_FRAME: u64 = 256;

/// How much a caller of `size` instructions may grow by inlining (gcc's
/// `large-function-growth`, 100%, for large functions; small ones may reach 600).
pub fn growth_budget(size: usize) -> usize {
    size.max(600)
}

/// How much the unit may grow by inlining, in instructions, when its functions take `size`
/// before the pipeline: 40% (gcc 12's `inline-unit-growth`) of its size or of
/// [`LARGE_UNIT`], whichever is larger.
pub fn unit_budget(size: usize) -> usize {
    size.max(LARGE_UNIT) * UNIT_GROWTH_PERCENT / 100
}

/// The unit's growth by inlining, in percent of its size (gcc's `inline-unit-growth`).
pub const UNIT_GROWTH_PERCENT: usize = 40;
/// A unit smaller than this many instructions may grow as much as one of this size (gcc's
/// `large-unit-insns`).
pub const LARGE_UNIT: usize = 10_000;

/// How often a call at loop depth `depth` is taken to run for one run of its function, as
/// gcc's static profile estimates a loop's iterations (deeper loops capped at three).
fn frequency(depth: u32) -> u64 {
    8u64.pow(depth.min(3))
}

/// The cost of a call as the ranking weighs it, in instructions: the call, its result and
/// an argument's move each (gcc's `eni_size_weights`, near enough).
fn call_cost(args: usize) -> u64 {
    2 + args as u64
}

/// How bad a copy of `size` instructions is at a call with `args` arguments at loop depth
/// `depth`: the instructions it adds per instruction of call overhead it saves each time the
/// caller runs (gcc's `badness`, growth over time saved). Lower is better.
pub fn badness(size: usize, args: usize, depth: u32) -> u64 {
    (size as u64 * 1024) / (call_cost(args) * frequency(depth))
}

/// What the pass did to one function (`--stats`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Calls replaced by a copy of the callee.
    pub inlined: usize,
    /// Locals in memory the copies brought into the caller (the callees' and the copies
    /// of structures passed in memory).
    pub allocas: usize,
    /// The calls of `memcpy`, `memmove` and `memset` the copies gave a constant small size,
    /// expanded by `small_memops` after the inlining.
    pub memops: small_memops::Stats,
}

/// The calls the cost model took but the budgets refused, in one function.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Refused {
    /// By the caller's growth budget ([`growth_budget`]).
    pub caller: usize,
    /// By the unit's ([`unit_budget`]).
    pub unit: usize,
}

/// The size of a body as the cost model weighs it: its instructions, phis apart.
pub fn size(g: &Function) -> usize {
    g.layout.iter().map(|&b| g.block_insts(b).len()).sum()
}

/// Whether `g` calls nothing: the call of it is then a large share of its cost.
fn is_leaf(g: &Function) -> bool {
    let mut insts = g.layout.iter().flat_map(|&b| g.block_insts(b));
    !insts.any(|&i| matches!(g.insts[i].kind, InstKind::Call(_)))
}

/// The size of `g` as the cost model weighs a copy: its instructions and the copies of
/// the structures it takes in memory.
fn weighed_size(g: &Function) -> usize {
    size(g)
        + byval_sizes(g)
            .map(|(_, bytes)| copy_cost(bytes))
            .sum::<usize>()
}

/// May calls of `g` be replaced by copies of this body? If so, the bytes its locals in
/// memory take.
pub fn inlinable(g: &Function) -> Option<u64> {
    let returns = g
        .layout
        .iter()
        .any(|&b| matches!(g.blocks[b].term, Some(Terminator::Ret(_))));
    if g.sig.variadic || !returns {
        return None;
    }
    // A structure passed in memory becomes a local of the caller (`copy_byval`).
    let mut frame: u64 = byval_sizes(g).map(|(_, bytes)| u64::from(bytes)).sum();
    for &b in &g.layout {
        for &i in g.block_insts(b) {
            match &g.insts[i].kind {
                InstKind::Alloca { size, .. } => frame += u64::from(*size),
                InstKind::VaStart { .. } => return None,
                InstKind::Call(call) => {
                    if let Callee::Direct(name) = &call.callee {
                        if RETURNS_TWICE.contains(&name.as_str()) || name.starts_with(ASM_PREFIX) {
                            return None;
                        }
                    }
                }
                _ => {}
            }
        }
    }
    Some(frame)
}

/// The parameters of `g` that are structures passed in memory (`byval`) and that its body
/// reads, by place, with their sizes: each becomes a copy in the caller when `g` is inlined.
/// A parameter the body never names (the padding before an aligned argument) needs none.
fn byval_sizes(g: &Function) -> impl Iterator<Item = (usize, u32)> + '_ {
    // Most functions take no structure in memory: their bodies need no reading.
    let byval = |p: &crate::ir::AbiParam| matches!(p.purpose, Purpose::StructArgument(_));
    let used = match g.sig.params.iter().any(byval) {
        true => used_values(g),
        false => HashSet::default(),
    };
    g.sig
        .params
        .iter()
        .enumerate()
        .filter_map(move |(k, p)| match p.purpose {
            Purpose::StructArgument(bytes) if g.params.get(k).is_some_and(|v| used.contains(v)) => {
                Some((k, bytes))
            }
            _ => None,
        })
}

/// The values some instruction or terminator of `g` reads.
fn used_values(g: &Function) -> HashSet<Value> {
    let mut used = HashSet::default();
    g.visit_all_operands(|v| {
        used.insert(v);
    });
    used
}

/// What copying a `byval` structure of `bytes` bytes adds to a body, in the cost model's
/// instructions: a load and a store per eightbyte (their addresses fold away).
fn copy_cost(bytes: u32) -> usize {
    2 * bytes.div_ceil(8) as usize
}

/// Why a call of an `always_inline` function can never be inlined, where gcc then fails the
/// compilation (gcc 12's `expand_call_inline` and `inline_forbidden_p`, at every level).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Unhonourable {
    /// The callee is weak, or interposable under `-fPIC`: the calls may run another body.
    Overwritable,
    /// The callee reads its variable arguments (`va_start`).
    VariableArguments,
    /// The callee calls `setjmp` or one of its kin.
    Setjmp,
}

impl Unhonourable {
    /// gcc's message for a call of `callee`.
    pub fn message(self, callee: &str) -> String {
        match self {
            Unhonourable::Overwritable => format!(
                "inlining failed in call to 'always_inline' '{callee}': function body can be \
                 overwritten at link time"
            ),
            Unhonourable::VariableArguments => format!(
                "function '{callee}' can never be inlined because it uses variable argument lists"
            ),
            Unhonourable::Setjmp => {
                format!("function '{callee}' can never be inlined because it uses setjmp")
            }
        }
    }

    /// Whether gcc reports each call (with a note there), or the callee once.
    pub fn at_each_call(self) -> bool {
        self == Unhonourable::Overwritable
    }
}

/// A direct call, at source offset `at` in the unit's function of place `caller`, of the
/// `always_inline` function of place `callee` that no copy can replace.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unhonoured {
    pub caller: usize,
    pub at: Option<usize>,
    pub callee: usize,
    pub why: Unhonourable,
}

/// The calls among `functions` (the unit's definitions, before the pipeline, binding as
/// `bindings` say) of `always_inline` functions that can never be inlined (gcc's errors),
/// by caller, in gcc's order. Other refusals keep the call, as gcc does for recursion once
/// optimising: the program computes the same.
pub fn unhonoured(
    functions: &[Function],
    bindings: &[Binding],
    attrs: &BTreeMap<String, SymbolAttrs>,
) -> Vec<Unhonoured> {
    let place: HashMap<&str, usize> = (functions.iter().enumerate())
        .filter(|(_, f)| attrs.get(&f.name).is_some_and(|a| a.always_inline))
        .map(|(k, f)| (f.name.as_str(), k))
        .collect();
    let mut out = Vec::new();
    for (caller, f) in functions.iter().enumerate() {
        for (_, i, name, _) in direct_calls(f) {
            let Some(&callee) = place.get(name) else {
                continue;
            };
            // gcc takes a function declared `inline` to be the one its calls run, even
            // a weak one or one the linker could interpose (tcc-rs keeps those calls).
            let declared_inline = attrs.get(name).is_some_and(|a| a.inline);
            let final_ = declared_inline || bindings.get(callee).is_some_and(|b| b.is_final);
            if let Some(why) = unhonourable(&functions[callee], final_) {
                let at = f.positions.inst(i);
                out.push(Unhonoured {
                    caller,
                    at,
                    callee,
                    why,
                });
            }
        }
    }
    // gcc reports the calls of one function last to first.
    out.sort_by_key(|u| (u.caller, std::cmp::Reverse(u.at)));
    out
}

/// Why calls of `g` (whose calls run its body if `final_`) can never be inlined, if so.
fn unhonourable(g: &Function, final_: bool) -> Option<Unhonourable> {
    if !final_ {
        return Some(Unhonourable::Overwritable);
    }
    let insts = g.layout.iter().flat_map(|&b| g.block_insts(b));
    for &i in insts {
        match &g.insts[i].kind {
            InstKind::VaStart { .. } => return Some(Unhonourable::VariableArguments),
            InstKind::Call(call) => match &call.callee {
                Callee::Direct(name) if RETURNS_TWICE.contains(&name.as_str()) => {
                    return Some(Unhonourable::Setjmp)
                }
                _ => {}
            },
            _ => {}
        }
    }
    None
}

/// The pass in the pipeline (`passes::pipeline`).
pub const PASS: Pass = Pass {
    name: "inline",
    flag: "--no-inline",
    help: "Keep the calls of the unit's functions (by default, when optimising, a call is \
           replaced by a copy of the callee's body where the cost model says it pays)",
    counters: &[
        "calls inlined",
        "calls inlined into loops",
        "calls refused by the caller's budget",
        "calls refused by the unit's budget",
        "small memcpy, memmove and memset calls expanded after inlining",
    ],
    run: |f, cx| {
        let (all, in_loops, refused) = run(f, cx);
        let memops = all.memops.copies + all.memops.sets;
        pipeline::Stats([all.inlined, in_loops, refused.caller, refused.unit, memops])
    },
};

/// What the unit says of one function it defines, for the cost model.
#[derive(Clone, Debug, Default)]
struct Facts {
    /// Its place in the unit (in the call graph).
    place: usize,
    binding: Binding,
    always_inline: bool,
    declared_inline: bool,
    /// `static`, called once in the unit, its address never taken, not `used`.
    single_site: bool,
    /// Called directly somewhere in the unit: else no copy of its body is ever wanted.
    called: bool,
}

/// One function of a unit once the pipeline is done with it, and what the inliner may do
/// with its calls ([`Bodies::finish`]).
pub struct Done {
    pub function: Function,
    /// Its calls run this body after the pipeline: the partial inliner may copy its header.
    runs_body: bool,
    /// Its calls may be replaced by this body: its size and the bytes of its locals.
    copy: Option<(usize, u64)>,
}

/// The functions of a unit as the pipeline runs on them, shared by the threads that run it
/// (`Pipeline::run_unit`): their names, each one's position in the order the pipeline takes
/// them (callees first), and each one once done. A function done is never changed again.
pub struct Progress {
    names: HashSet<String>,
    position: Vec<usize>,
    done: Vec<OnceLock<Option<Done>>>,
}

impl Progress {
    /// The unit of `functions` (in source order), which the pipeline takes in `order`.
    pub fn new(functions: &[Function], order: &[usize]) -> Progress {
        let mut position = vec![usize::MAX; functions.len()];
        for (k, &place) in order.iter().enumerate() {
            position[place] = k;
        }
        Progress {
            names: functions.iter().map(|f| f.name.clone()).collect(),
            position,
            done: functions.iter().map(|_| OnceLock::new()).collect(),
        }
    }

    /// Record the function at `place` as done (`None`: its pipeline panicked), waking the
    /// threads waiting for it.
    pub fn finish(&self, place: usize, done: Option<Done>) {
        // Each place is finished once.
        let _ = self.done[place].set(done);
    }

    /// The position of the function at `place` in the pipeline's order.
    pub fn position(&self, place: usize) -> usize {
        self.position[place]
    }

    /// The functions, in source order, once every one is done (`None` where a pipeline
    /// panicked).
    pub fn into_functions(self) -> Vec<Option<Function>> {
        let done = self.done.into_iter();
        done.map(|d| d.into_inner().flatten().map(|d| d.function))
            .collect()
    }
}

/// The unit around the function the pipeline runs on, at `place`: the inliner reads the
/// callees' bodies there, where the pipeline left them, rather than in copies of its own.
/// It sees those done before this function in the pipeline's order, as a pipeline run on
/// one thread would: a function done earlier on another thread is not seen, and one not
/// yet done is waited for. Outside a unit there are none.
#[derive(Copy, Clone, Default)]
pub struct Unit<'a> {
    progress: Option<&'a Progress>,
    place: usize,
}

impl<'a> Unit<'a> {
    /// The unit `progress` around the function at `place`.
    pub fn around(progress: &'a Progress, place: usize) -> Self {
        Unit {
            progress: Some(progress),
            place,
        }
    }

    /// Whether the unit defines a function called `name`.
    pub fn defines(&self, name: &str) -> bool {
        self.progress.is_some_and(|p| p.names.contains(name))
    }

    /// The function at `place` as the pipeline left it, if it comes before this one in the
    /// pipeline's order (waiting for it if it is not done yet).
    fn get(&self, place: usize) -> Option<&'a Done> {
        let p = self.progress?;
        if p.position.get(place)? >= p.position.get(self.place)? {
            return None;
        }
        p.done[place].wait().as_ref()
    }
}

/// The unit's functions as the inliner knows them: what the unit says of each, and which
/// of those done so far may be copied, their bodies being read in the [`Unit`].
#[derive(Default)]
pub struct Bodies {
    facts: HashMap<String, Facts>,
    /// The call graph's recursions, by place.
    graph: Option<CallGraph>,
    /// `-Os`.
    size_only: bool,
    /// What is left of the unit's growth budget ([`unit_budget`]), in instructions.
    unit_left: AtomicUsize,
    /// The worst [`badness`] the unit's budget affords ([`Bodies::plan`]): a worse call is
    /// refused even while the budget lasts, kept for the better ones of callers to come.
    cutoff: u64,
    /// What is left of the budget for the calls of badness `cutoff` (what the plan left
    /// for them once the better calls were served): they do not take the better calls' share.
    marginal_left: AtomicUsize,
    /// The sizes [`specialised_size`] found, by callee (its place, and whether the body was
    /// the one before the pipeline, which [`Bodies::plan`] weighs) and constant arguments
    /// (their places and values): calls with the same constants are common.
    specialised: Mutex<HashMap<SpecialisedKey, usize>>,
    /// Which parameters each callee's branches may turn on ([`deciding_params`]), keyed as
    /// `specialised` is.
    deciding: Mutex<HashMap<(usize, bool), Vec<bool>>>,
    /// What a copy of each callee saves per parameter when the argument is a local of the
    /// caller ([`local_savings`]), keyed as `specialised` is.
    savings: Mutex<HashMap<(usize, bool), Vec<usize>>>,
}

/// A callee's place, whether its body is the one before the pipeline, and the constant
/// arguments of a call (the parameters' places and values).
type SpecialisedKey = (usize, bool, Vec<(usize, i64)>);

impl Bodies {
    /// The facts of the unit whose definitions are `functions` (in source order), which bind
    /// as `bindings` say, with the symbols' attributes `attrs`; `size_only` under `-Os`.
    pub fn of_unit(
        functions: &[Function],
        bindings: &[Binding],
        attrs: &BTreeMap<String, SymbolAttrs>,
        size_only: bool,
    ) -> Bodies {
        let graph = CallGraph::new(functions);
        let mut facts = HashMap::default();
        for (place, f) in functions.iter().enumerate() {
            let a = attrs.get(&f.name).cloned().unwrap_or_default();
            let single_site = f.linkage == Linkage::Local
                && graph.sites[place] == 1
                && !graph.address_taken[place]
                && !a.used;
            let fact = Facts {
                place,
                binding: bindings.get(place).copied().unwrap_or_default(),
                always_inline: a.always_inline,
                declared_inline: a.inline,
                single_site,
                called: graph.sites[place] > 0,
            };
            facts.insert(f.name.clone(), fact);
        }
        let unit_size = functions.iter().map(size).sum();
        let mut bodies = Bodies {
            facts,
            graph: Some(graph),
            size_only,
            unit_left: AtomicUsize::new(unit_budget(unit_size)),
            cutoff: u64::MAX,
            marginal_left: AtomicUsize::new(0),
            specialised: Mutex::default(),
            deciding: Mutex::default(),
            savings: Mutex::default(),
        };
        let (cutoff, marginal) = bodies.plan(functions);
        bodies.cutoff = cutoff;
        bodies.marginal_left.store(marginal, Relaxed);
        bodies
    }

    /// The worst [`badness`] of a call the unit's budget affords, foreseen before the
    /// pipeline runs: the pipeline goes callees first, so a budget spent as it goes would
    /// go to the calls of the first functions, however poor, and refuse those of the last
    /// (the entry points and interpreters that call everything else). gcc ranks the unit's
    /// calls in one priority queue; here each call the cost model takes on the bodies as
    /// they are before the pipeline (after mem2reg) is ranked by its badness, and the
    /// budget is spent on them best first: the badness where it runs out is the cutoff.
    /// The bodies shrink by folding and grow by their own inlining, so this is an estimate;
    /// the budget itself is still counted on the bodies as offered.
    fn plan(&self, functions: &[Function]) -> (u64, usize) {
        let Some(graph) = self.graph() else {
            return (u64::MAX, 0);
        };
        let estimate: Vec<Option<(usize, u64)>> = (functions.iter())
            .map(|g| inlinable(g).map(|frame| (weighed_size(g), frame)))
            .collect();
        let mut ranked = Vec::new();
        for f in functions {
            let mut loops: Option<LoopInfo> = None;
            for (b, _, name, call) in direct_calls(f) {
                let Some(j) = graph.place(name) else {
                    continue;
                };
                let (Some(facts), Some((n, frame))) = (self.facts.get(name), estimate[j]) else {
                    continue;
                };
                if facts.always_inline || facts.single_site || name == f.name {
                    continue;
                }
                let loops = loops.get_or_insert_with(|| {
                    let cfg = Cfg::new(f);
                    LoopInfo::new(f, &cfg, &DomTree::new(f, &cfg))
                });
                let depth = loops.depth(b);
                let g = &functions[j];
                if let Some(n) = self.weigh(&f.name, facts, (n, frame), depth, (f, call, g), true) {
                    ranked.push((badness(n, call.args.len(), depth), n));
                }
            }
        }
        ranked.sort_unstable();
        let mut left = self.unit_left.load(Relaxed);
        let mut k = 0;
        while k < ranked.len() {
            let (badness, _) = ranked[k];
            let class = ranked[k..].iter().take_while(|r| r.0 == badness);
            let (count, need) = class.fold((0, 0), |(c, s), r| (c + 1, s + r.1));
            if need > left {
                // Calls as good as this one share what is left.
                return (badness, left);
            }
            left -= need;
            k += count;
        }
        (u64::MAX, left)
    }

    /// The call graph of the unit (none before [`Bodies::of_unit`]).
    pub fn graph(&self) -> Option<&CallGraph> {
        self.graph.as_ref()
    }

    /// `f` done by the pipeline, with what its callers' pipelines may do with it: run its
    /// header if its calls run this body, and copy it if it is within the limits.
    pub fn finish(&self, function: Function) -> Done {
        let mut done = Done {
            function,
            runs_body: false,
            copy: None,
        };
        let f = &done.function;
        let Some(facts) = self.facts.get(&f.name) else {
            return done;
        };
        if !facts.binding.may_inline || !facts.called {
            return done;
        }
        done.runs_body = true;
        if let Some(frame) = inlinable(f) {
            let n = weighed_size(f);
            let limit = match facts.single_site || facts.always_inline {
                true => MAX_SINGLE_SITE.max(n * usize::from(facts.always_inline)),
                false => MAX_SPECIALISED,
            };
            done.copy = (n <= limit).then_some((n, frame));
        }
        done
    }

    /// The size to weigh the call `call` in `caller` by, if the cost model takes it at all:
    /// the callee `g`'s, of `size` instructions whose locals take `frame` bytes, or, if that
    /// is too large, the size a copy keeps once the call's constant arguments are folded
    /// into it ([`specialised_size`]).
    fn weigh(
        &self,
        caller_name: &str,
        callee: &Facts,
        (size, frame): (usize, u64),
        depth: u32,
        (caller, call, g): (&Function, &CallData, &Function),
        planned: bool,
    ) -> Option<usize> {
        let saved = self.saved(callee.place, planned, caller, call, g);
        let net = size.saturating_sub(saved);
        if self.worth(caller_name, callee, (net, frame), depth > 0) {
            return Some(net);
        }
        // Into a small caller: the rules but the size (recursion, binding, frame) still hold.
        if net <= MAX_INTO_SMALL
            && !self.size_only
            && self.worth(caller_name, callee, (0, frame), depth > 0)
            && self::size(caller) <= MAX_SMALL_CALLER
            && is_leaf(g)
        {
            return Some(net);
        }
        if size > MAX_SPECIALISED || g.params.len() != call.args.len() {
            return None;
        }
        let known: Vec<(usize, i64)> = (call.args.iter().enumerate())
            .filter_map(|(i, &a)| match caller.values[a].def {
                ValueDef::IConst(k) => Some((i, k)),
                _ => None,
            })
            .collect();
        // A constant that no branch turns on folds arithmetic only: not worth the work.
        let decides = |known: &[(usize, i64)]| {
            let mut deciding = lock(&self.deciding);
            let d = (deciding.entry((callee.place, planned))).or_insert_with(|| deciding_params(g));
            known.iter().any(|&(i, _)| d[i])
        };
        if known.is_empty() || !decides(&known) {
            return None;
        }
        let key = (callee.place, planned, known);
        let cached = lock(&self.specialised).get(&key).copied();
        let folded = match cached {
            Some(n) => n,
            None => {
                let n = specialised_size(g, &key.2, size);
                lock(&self.specialised).insert(key, n);
                n
            }
        };
        let folded = folded.saturating_sub(saved);
        self.worth(caller_name, callee, (folded, frame), depth > 0)
            .then_some(folded)
    }

    /// The instructions a copy of `g`, at place `place`, saves at `call` in `caller` beyond
    /// the call: those [`local_savings`] counts for each argument that is the address of a
    /// local of the caller (LLVM's inline cost subtracts them as its SROA savings).
    fn saved(
        &self,
        place: usize,
        planned: bool,
        caller: &Function,
        call: &CallData,
        g: &Function,
    ) -> usize {
        let local: Vec<usize> = (call.args.iter().enumerate())
            .filter(|&(_, &a)| local_address(caller, a))
            .map(|(i, _)| i)
            .collect();
        if local.is_empty() {
            return 0;
        }
        let mut savings = lock(&self.savings);
        let per_param = savings
            .entry((place, planned))
            .or_insert_with(|| local_savings(g));
        local.iter().filter_map(|&i| per_param.get(i)).sum()
    }

    /// Should the call of `callee` in `caller` (in a loop: `in_loop`) be replaced by its
    /// body, of `size` instructions whose locals take `frame` bytes? The cost model of the
    /// module comment.
    fn worth(
        &self,
        caller: &str,
        callee: &Facts,
        (size, frame): (usize, u64),
        in_loop: bool,
    ) -> bool {
        let recursive = match (self.graph(), self.facts.get(caller)) {
            (Some(g), Some(c)) => g.recursive(c.place, callee.place),
            // Outside a unit (no call graph) nothing is known to be safe.
            _ => true,
        };
        if recursive || !callee.binding.may_inline {
            return false;
        }
        if callee.always_inline {
            return true;
        }
        if callee.single_site {
            return size <= MAX_SINGLE_SITE;
        }
        if frame > MAX_CALLEE_FRAME {
            return false;
        }
        let limit = match (self.size_only, callee.declared_inline, in_loop) {
            (true, _, _) => MAX_FOR_SIZE,
            (false, true, _) => MAX_DECLARED_INLINE,
            (false, false, true) => MAX_IN_LOOP,
            (false, false, false) => MAX_AUTO,
        };
        size <= limit
    }

    /// The body of `name`, done, whose header the partial inliner may copy into `caller`:
    /// its calls run it, it is not recursive with `caller`, and this is not `-Os`.
    pub fn header_body<'u>(
        &self,
        caller: &str,
        name: &str,
        unit: &Unit<'u>,
    ) -> Option<&'u Function> {
        let place = self.facts.get(name)?.place;
        let caller = self.facts.get(caller)?;
        if self.size_only || self.graph()?.recursive(caller.place, place) {
            return None;
        }
        let done = unit.get(place)?;
        done.runs_body.then_some(&done.function)
    }

    /// May the calls of `f` (as it stands) still be replaced by its body, in its callers'
    /// pipelines (probably: `always_inline`, or small enough for the inliner's limits)?
    /// Then the partial inliner leaves its calls for those callers, where the copy of `f`
    /// brings them (a header copied into `f` would make `f` too large for them: gawk's
    /// `POP_SCALAR`).
    pub fn may_be_copied(&self, f: &Function) -> bool {
        let Some(facts) = self.facts.get(&f.name) else {
            return false;
        };
        if !facts.binding.may_inline || !facts.called || inlinable(f).is_none() {
            return false;
        }
        // A larger function called once is often refused by its caller's budget (bzip2's
        // `mainSort`): its calls get their headers here.
        let limit = match facts.declared_inline || facts.single_site {
            true => MAX_DECLARED_INLINE,
            false => MAX_IN_LOOP,
        };
        facts.always_inline || weighed_size(f) <= limit
    }

    /// The body of `name` that calls may be replaced by, read in `unit`, with its size and
    /// the bytes of its locals.
    fn body<'u>(&self, name: &str, unit: &Unit<'u>) -> Option<(&'u Function, usize, u64)> {
        let done = unit.get(self.facts.get(name)?.place)?;
        let (n, frame) = done.copy?;
        Some((&done.function, n, frame))
    }
}

/// The contents of `m`, a cache of the main thread's: never left poisoned, since a panic in
/// a pass ends the compilation.
fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Inline into `f` the calls the cost model takes within the budgets; the counts of all
/// calls inlined, of those in loops, and of the calls the budgets refused.
pub fn run(f: &mut Function, cx: &Context) -> (Stats, usize, Refused) {
    let (sites, refused) = sites(f, cx.bodies, &cx.unit);
    let in_loops = sites.iter().filter(|s| s.1).count();
    let sites: Vec<Inst> = sites.into_iter().map(|s| s.0).collect();
    // A local whose address a copied call took may be taken apart now ([`local_savings`]).
    let locals_passed = sites.iter().any(|&i| match &f.insts[i].kind {
        InstKind::Call(call) => call.args.iter().any(|&a| local_address(f, a)),
        _ => false,
    });
    let body = |name: &str| cx.bodies.body(name, &cx.unit).map(|b| b.0);
    let mut stats = inline_sites(f, &sites, &body);
    if stats.inlined > 0 {
        // A wrapper's size parameter may be a constant now (xxhash's `XXH_memcpy(dest,
        // src, size)`, called with 8 by `XXH_read64`): the small-memops pass, which ran
        // before mem2reg, could not expand the wrapper's call; it can expand the copy's.
        stats.memops = small_memops::run(f, &|name| cx.expands.contains(&name));
        if stats.memops != small_memops::Stats::default() {
            // The copy's result is its destination now, which the join's phi names even
            // when the call's result is unused: that phi would keep the local in memory.
            fold_single_value_phis(f);
        }
    }
    if stats.allocas > 0 || locals_passed || stats.memops != small_memops::Stats::default() {
        // The callees' locals are the caller's now, and a structure passed by value or
        // returned through memory is one of its locals: SROA and mem2reg may take them
        // here, where the callee alone could not (as SRA runs after gcc's inliner, SROA
        // after LLVM's). So may a local that an expanded copy alone kept in memory, or
        // whose address only a copied call took.
        sroa::run(f);
        mem2reg::run(f);
    }
    (stats, in_loops, refused)
}

/// Replace each phi that joins one value (apart from itself) by that value, as mem2reg's
/// clean-up does: a copy's join with one `ret` is such a phi. The phis mem2reg kept for the
/// debugger's variables are left.
fn fold_single_value_phis(f: &mut Function) {
    let kept: HashSet<Inst> = f
        .debug
        .iter()
        .flat_map(|d| d.phis.iter().map(|p| p.1))
        .collect();
    let mut map: HashMap<Value, Value> = HashMap::default();
    let mut folded: HashSet<Inst> = HashSet::default();
    loop {
        let before = folded.len();
        for &b in &f.layout {
            for &i in f.block_phis(b) {
                let (InstKind::Phi { args, .. }, Some(r)) = (&f.insts[i].kind, f.insts[i].result)
                else {
                    continue;
                };
                if kept.contains(&i) || folded.contains(&i) {
                    continue;
                }
                let mut only = None;
                let single = args
                    .iter()
                    .map(|&(_, v)| chase(&map, v))
                    .all(|v| v == r || *only.get_or_insert(v) == v);
                if let (true, Some(v)) = (single, only) {
                    map.insert(r, v);
                    folded.insert(i);
                }
            }
        }
        if folded.len() == before {
            break;
        }
    }
    if folded.is_empty() {
        return;
    }
    for b in f.layout.clone() {
        f.retain_in_block(b, |i| !folded.contains(&i));
    }
    replace_values(f, |v| chase(&map, v));
}

/// `v`, or what replaced it, through any chain of replacements.
fn chase(map: &HashMap<Value, Value>, mut v: Value) -> Value {
    while let Some(&to) = map.get(&v) {
        v = to;
    }
    v
}

/// A call the cost model takes, before the budgets.
struct Candidate {
    inst: Inst,
    /// Its place among the caller's calls: the copies are made in this order.
    order: usize,
    depth: u32,
    /// The callee's size as the cost model weighs it.
    size: usize,
    badness: u64,
    always: bool,
    single_site: bool,
}

/// The calls to inline, in the order of the caller's code, and whether each is in a loop:
/// of a known body with the call's signature, taken by the cost model, within the caller's
/// and the unit's budgets, the best first ([`badness`]); and the calls the budgets refused.
fn sites(f: &Function, bodies: &Bodies, unit: &Unit) -> (Vec<(Inst, bool)>, Refused) {
    let mut refused = Refused::default();
    if bodies.facts.is_empty() {
        return (Vec::new(), refused);
    }
    // The loops only of a function that calls a body kept: most call none.
    let mut loops: Option<LoopInfo> = None;
    let mut candidates = Vec::new();
    for (order, (b, i, name, call)) in direct_calls(f).enumerate() {
        let (Some((g, n, frame)), Some(facts)) = (bodies.body(name, unit), bodies.facts.get(name))
        else {
            continue;
        };
        let fits = g.name != f.name
            && g.sig == call.sig
            && g.params.len() == call.args.len()
            && call.extra_results.is_empty();
        if !fits {
            continue;
        }
        let loops = loops.get_or_insert_with(|| {
            let cfg = Cfg::new(f);
            LoopInfo::new(f, &cfg, &DomTree::new(f, &cfg))
        });
        let depth = loops.depth(b);
        if let Some(n) = bodies.weigh(&f.name, facts, (n, frame), depth, (f, call, g), false) {
            candidates.push(Candidate {
                inst: i,
                order,
                depth,
                size: n,
                badness: badness(n, call.args.len(), depth),
                always: facts.always_inline,
                single_site: facts.single_site,
            });
        }
    }
    // `always_inline` first, then the best; equals in the code's order.
    candidates.sort_by_key(|c| (!c.always, c.badness, c.order));
    let mut budget = growth_budget(size(f));
    let mut unit_left = bodies.unit_left.load(Relaxed);
    let mut marginal = bodies.marginal_left.load(Relaxed);
    let mut taken = Vec::new();
    for c in candidates {
        if !c.always {
            // A `static` function called once is not emitted once copied: the unit keeps
            // its size.
            let unit_cost = if c.single_site { 0 } else { c.size };
            if c.size > budget {
                refused.caller += 1;
                continue;
            }
            let at_cutoff = unit_cost > 0 && c.badness == bodies.cutoff;
            let over = unit_cost > unit_left
                || (unit_cost > 0 && c.badness > bodies.cutoff)
                || (at_cutoff && unit_cost > marginal);
            if over {
                refused.unit += 1;
                continue;
            }
            budget -= c.size;
            unit_left -= unit_cost;
            if at_cutoff {
                marginal -= unit_cost;
            }
        }
        taken.push(c);
    }
    bodies.unit_left.store(unit_left, Relaxed);
    bodies.marginal_left.store(marginal, Relaxed);
    taken.sort_by_key(|c| c.order);
    let sites = taken.iter().map(|c| (c.inst, c.depth > 0)).collect();
    (sites, refused)
}

fn inline_sites<'a>(
    f: &mut Function,
    sites: &[Inst],
    body: &impl Fn(&str) -> Option<&'a Function>,
) -> Stats {
    if sites.is_empty() {
        return Stats::default();
    }
    let mut home: HashMap<Inst, Block> = HashMap::default();
    for &b in &f.layout {
        for &i in f.block_insts(b) {
            home.insert(i, b);
        }
    }
    let (mut inlined, mut allocas) = (0, 0);
    for &call in sites {
        let InstKind::Call(data) = &f.insts[call].kind else {
            continue;
        };
        let Callee::Direct(name) = &data.callee else {
            continue;
        };
        let Some(g) = body(name) else {
            continue;
        };
        let (join, moved) = inline_one(f, home[&call], call, g);
        allocas += moved;
        for &i in f.block_insts(join) {
            home.insert(i, join);
        }
        inlined += 1;
    }
    sort_phi_operands(f);
    Stats {
        inlined,
        allocas,
        memops: small_memops::Stats::default(),
    }
}

/// The functions of the unit, `functions` (in source order, after the pipeline), that
/// nothing refers to any more: `static`, not `used`, not a constructor, destructor or
/// alias target, and named by no function kept, by none of `globals`' initial contents and
/// by no operand of the `asm` statements (gcc emits no such function either). A function
/// refers to those it calls or whose address it takes.
pub fn unreferenced(
    functions: &[Function],
    globals: &[crate::ir::Global],
    asm: &[crate::ir::InlineAsm],
    attrs: &BTreeMap<String, SymbolAttrs>,
) -> Vec<bool> {
    // Only where each function is: the calls were counted before the pipeline.
    let places: HashMap<&str, usize> = (functions.iter().enumerate())
        .map(|(i, f)| (f.name.as_str(), i))
        .collect();
    let place = |name: &str| places.get(name).copied();
    let mut kept = vec![false; functions.len()];
    let mut work: Vec<usize> = Vec::new();
    let keep = |i: usize, kept: &mut Vec<bool>, work: &mut Vec<usize>| {
        if !kept[i] {
            kept[i] = true;
            work.push(i);
        }
    };
    for (i, f) in functions.iter().enumerate() {
        let a = attrs.get(&f.name);
        let pinned = a.is_some_and(|a| a.used || a.constructor.is_some() || a.destructor.is_some());
        if f.linkage != Linkage::Local || pinned {
            keep(i, &mut kept, &mut work);
        }
    }
    let aliased = attrs.values().filter_map(|a| a.alias.as_deref());
    for name in crate::ir::named_by_data_and_asm(globals, asm).chain(aliased) {
        if let Some(i) = place(name) {
            keep(i, &mut kept, &mut work);
        }
    }
    while let Some(i) = work.pop() {
        for name in crate::ir::verify::symbol_names(&functions[i]) {
            if let Some(j) = place(name) {
                keep(j, &mut kept, &mut work);
            }
        }
    }
    kept.iter().map(|k| !k).collect()
}

/// The direct calls of `f`: each one's block, instruction, callee and call.
/// Which of `g`'s parameters a branch may turn on: those compared (directly or through a
/// cast) and those a `br` or `switch` tests. A constant for another parameter can fold
/// computations, never a block.
fn deciding_params(g: &Function) -> Vec<bool> {
    let mut place: HashMap<Value, usize> = (g.params.iter().enumerate())
        .map(|(i, &p)| (p, i))
        .collect();
    for &b in &g.layout {
        for &i in g.block_insts(b) {
            if let (InstKind::Cast { arg, .. }, Some(r)) = (&g.insts[i].kind, g.insts[i].result) {
                if let Some(&k) = place.get(arg) {
                    place.insert(r, k);
                }
            }
        }
    }
    let mut out = vec![false; g.params.len()];
    let mut mark = |v: &Value| {
        if let Some(&k) = place.get(v) {
            out[k] = true;
        }
    };
    for &b in &g.layout {
        for &i in g.block_insts(b) {
            if let InstKind::Icmp { lhs, rhs, .. } = &g.insts[i].kind {
                mark(lhs);
                mark(rhs);
            }
        }
        match &g.blocks[b].term {
            Some(Terminator::Br { cond, .. }) => mark(cond),
            Some(Terminator::Switch { value, .. }) => mark(value),
            _ => {}
        }
    }
    out
}

/// The size a copy of `g` (weighed at `size`) keeps once the constant arguments `known`
/// (the parameters' places and values) are propagated through it and the branches they
/// decide folded (`sccp::size_given`): Lua's `setnodevector(L, t, 0)` is then three stores
/// where its body is a loop. SCCP runs on the copy once it is made.
fn specialised_size(g: &Function, known: &[(usize, i64)], size: usize) -> usize {
    let known: Vec<(Value, i64)> = known.iter().map(|&(i, k)| (g.params[i], k)).collect();
    // What the weighing adds to the instructions (the copies of `byval` structures) stays.
    let extra = size.saturating_sub(self::size(g));
    sccp::size_given(g, &known) + extra
}

/// Whether `v` is the address of a local of `f` in memory, or that plus a constant: the
/// alloca SROA and mem2reg could take apart once a callee's accesses through `v` are the
/// caller's own.
fn local_address(f: &Function, mut v: Value) -> bool {
    for _ in 0..8 {
        let Some(i) = f.def_inst(v) else {
            return false;
        };
        match &f.insts[i].kind {
            InstKind::Alloca { .. } => return true,
            InstKind::PtrOffset { base, offset } if sroa::constant(f, *offset, 4).is_some() => {
                v = *base
            }
            _ => return false,
        }
    }
    false
}

/// For each parameter of `g`, the instructions that vanish from a copy of `g` whose argument
/// is a local of the caller ([`local_address`]): the loads and stores through the parameter
/// and the constant offsets from it, which SROA and mem2reg turn into SSA values once the
/// copy is in the caller. A parameter that reaches anything else (a call, a stored value, a
/// variable offset, a comparison, a phi) saves nothing: the local stays in memory. gcc's
/// `eliminated_by_inlining_prob` deems such accesses eliminated too. A structure passed in
/// memory (`byval`) is the copy's own local whatever the call passes: it saves nothing here.
fn local_savings(g: &Function) -> Vec<usize> {
    let mut of: HashMap<Value, usize> = HashMap::default();
    for (k, (&p, abi)) in g.params.iter().zip(&g.sig.params).enumerate() {
        if g.value_type(p) == Type::Ptr && !matches!(abi.purpose, Purpose::StructArgument(_)) {
            of.insert(p, k);
        }
    }
    let mut count = vec![0; g.params.len()];
    let mut escaped = vec![false; g.params.len()];
    if of.is_empty() {
        return count;
    }
    let escape = |of: &HashMap<Value, usize>, v: Value, escaped: &mut Vec<bool>| {
        if let Some(&k) = of.get(&v) {
            escaped[k] = true;
        }
    };
    for &b in &g.layout {
        for i in g.block_phis_and_insts(b) {
            let data = &g.insts[i];
            match &data.kind {
                InstKind::Load { addr, volatile, .. } => match of.get(addr) {
                    Some(&k) if !volatile => count[k] += 1,
                    _ => escape(&of, *addr, &mut escaped),
                },
                InstKind::Store {
                    value,
                    addr,
                    volatile,
                    ..
                } => {
                    escape(&of, *value, &mut escaped);
                    match of.get(addr) {
                        Some(&k) if !volatile => count[k] += 1,
                        _ => escape(&of, *addr, &mut escaped),
                    }
                }
                InstKind::PtrOffset { base, offset } => {
                    escape(&of, *offset, &mut escaped);
                    match (of.get(base), data.result) {
                        (Some(&k), Some(r)) if sroa::constant(g, *offset, 4).is_some() => {
                            count[k] += 1;
                            of.insert(r, k);
                        }
                        _ => escape(&of, *base, &mut escaped),
                    }
                }
                kind => kind.visit_operands(|v| escape(&of, v, &mut escaped)),
            }
        }
        if let Some(t) = &g.blocks[b].term {
            t.visit_operands(|v| escape(&of, v, &mut escaped));
        }
    }
    for (c, e) in count.iter_mut().zip(escaped) {
        if e {
            *c = 0;
        }
    }
    count
}

fn direct_calls(f: &Function) -> impl Iterator<Item = (Block, Inst, &str, &CallData)> + '_ {
    f.layout.iter().flat_map(move |&b| {
        f.block_insts(b)
            .iter()
            .filter_map(move |&i| match &f.insts[i].kind {
                InstKind::Call(call) => match &call.callee {
                    Callee::Direct(name) => Some((b, i, name.as_str(), &**call)),
                    _ => None,
                },
                _ => None,
            })
    })
}

/// Replace `call`, in `b`, by a copy of `g`; returns the block holding what followed it and
/// the number of locals in memory the caller received.
fn inline_one(f: &mut Function, b: Block, call: Inst, g: &Function) -> (Block, usize) {
    let insts = f.block_insts(b).to_vec();
    let at = insts
        .iter()
        .position(|&i| i == call)
        .expect("the call is in its block");
    let position = f.positions.inst(call);
    let InstKind::Call(data) = &f.insts[call].kind else {
        unreachable!("a site is a call");
    };
    let mut values: HashMap<Value, Value> = g
        .params
        .iter()
        .copied()
        .zip(data.args.iter().copied())
        .collect();
    let result = f.insts[call].result;
    let args = data.args.clone();
    let calls = record_inlined(f, g, call, position);
    // The callee's locals in memory, which become the caller's entry block's: first the
    // copies of the structures passed in memory.
    let (mut allocas, copy) = copy_byval(f, g, &args, &mut values);
    let join = f.add_block(&format!("{}.{}.ret", f.block_name(b), g.name));

    // Fresh blocks, then fresh values for every result (phis may name later ones).
    let blocks: HashMap<Block, Block> = g
        .layout
        .iter()
        .map(|&gb| (gb, f.add_block(&format!("{}.{}", g.name, g.block_name(gb)))))
        .collect();
    for &gb in &g.layout {
        for i in g.block_phis_and_insts(gb) {
            // A call's extra results too (a structure returned in two registers).
            for r in g.insts[i].results() {
                let name = g.value_name(r).map(str::to_string);
                let new = f.add_value(g.values[r].ty, ValueDef::Undef, name.as_deref());
                values.insert(r, new);
            }
        }
    }
    let mut returns: Vec<(Block, Value)> = Vec::new();
    let mut copied_allocas = HashMap::default();
    for &gb in &g.layout {
        let nb = blocks[&gb];
        for i in g.block_phis_and_insts(gb) {
            let mut kind = g.insts[i].kind.clone();
            let mut operands = Vec::new();
            kind.visit_operands(|v| operands.push(v));
            let mapped: Vec<Value> = operands
                .iter()
                .map(|&v| value_in(f, g, v, &mut values))
                .collect();
            let mut next = mapped.into_iter();
            kind.map_operands(|_| next.next().expect("one value per operand"));
            match &mut kind {
                InstKind::Phi { args, .. } => {
                    for (p, _) in args.iter_mut() {
                        *p = blocks[p];
                    }
                }
                // A call's further results are defined by it, not operands.
                InstKind::Call(call) => {
                    for r in call.extra_results.iter_mut() {
                        *r = values[r];
                    }
                }
                _ => {}
            }
            let is_phi = matches!(kind, InstKind::Phi { .. });
            let new = f.insts.push(InstData { kind, result: None });
            f.positions.set_inst(new, g.positions.inst(i));
            (f.positions).set_inst_call(new, calls[g.positions.inst_call(i) as usize]);
            for r in g.insts[i].results() {
                f.values[values[&r]].def = ValueDef::Inst(new);
            }
            f.insts[new].result = g.insts[i].result.map(|r| values[&r]);
            if is_phi {
                f.push_phi(nb, new);
            } else if matches!(f.insts[new].kind, InstKind::Alloca { .. }) {
                allocas.push(new);
                copied_allocas.insert(i, new);
            } else {
                f.push_inst(nb, new);
            }
        }
        let term = match g.terminator(gb).clone() {
            Terminator::Ret(vs) => {
                if let Some(&v) = vs.first() {
                    let v = value_in(f, g, v, &mut values);
                    returns.push((nb, v));
                }
                Terminator::Jump(join)
            }
            Terminator::Jump(t) => Terminator::Jump(blocks[&t]),
            Terminator::Br {
                cond,
                then_dest,
                else_dest,
                hint,
            } => Terminator::Br {
                cond: value_in(f, g, cond, &mut values),
                then_dest: blocks[&then_dest],
                else_dest: blocks[&else_dest],
                hint,
            },
            Terminator::Switch {
                value,
                default,
                cases,
            } => Terminator::Switch {
                value: value_in(f, g, value, &mut values),
                default: blocks[&default],
                cases: cases.iter().map(|&(k, t)| (k, blocks[&t])).collect(),
            },
            Terminator::Unreachable => Terminator::Unreachable,
            Terminator::Trap => Terminator::Trap,
        };
        f.blocks[nb].term = Some(term);
        f.positions.set_term(nb, g.positions.term(gb));
        (f.positions).set_term_call(nb, calls[g.positions.term_call(gb) as usize]);
    }

    if let (Some(d), Some(gd)) = (f.debug.as_deref_mut(), g.debug.as_deref()) {
        let value = |v| values.get(&v).copied();
        d.add_inlined(gd, &calls, value, |a| copied_allocas.get(&a).copied());
    }

    // `b` up to the call, then into the copy; `join` takes the rest and `b`'s terminator.
    f.truncate_insts(b, at);
    for i in copy {
        f.positions.set_inst(i, position);
        f.push_inst(b, i);
    }
    let old_term = f.blocks[b].term.take().expect("a block has a terminator");
    let term_position = f.positions.term(b);
    let term_call = f.positions.term_call(b);
    f.blocks[b].term = Some(Terminator::Jump(blocks[&g.entry]));
    f.positions.set_term(b, position);
    f.positions.set_term_call(b, f.positions.inst_call(call));
    if let Some(r) = result {
        f.define_by_phi(join, r, returns);
    }
    let copied: Vec<Block> = g.layout.iter().map(|gb| blocks[gb]).collect();
    f.move_tail(b, &insts[at + 1..], (old_term, term_position), join, copied);
    f.positions.set_term_call(join, term_call);
    let entry = f.entry;
    let top = (f.block_insts(entry).iter())
        .take_while(|&&i| matches!(f.insts[i].kind, InstKind::Alloca { .. }))
        .count();
    let moved = allocas.len();
    for (k, a) in allocas.into_iter().enumerate() {
        f.insert_inst(entry, top + k, a);
    }
    (join, moved)
}

/// For each structure `g` takes in memory (`byval`) and reads, the copy the call would have
/// made (the callee may write its parameter, not the caller's object): a fresh alloca of the
/// caller, which `values` then gives for the parameter, filled eightbyte by eightbyte from
/// the argument (the call copies whole eightbytes too: lowering passes an object that ends
/// inside one from a padded copy). Returns the allocas and the copying instructions, in
/// order, neither placed yet. An `sret` parameter needs nothing: it is the call's
/// destination, the argument itself.
fn copy_byval(
    f: &mut Function,
    g: &Function,
    args: &[Value],
    values: &mut HashMap<Value, Value>,
) -> (Vec<Inst>, Vec<Inst>) {
    let (mut allocas, mut copy) = (Vec::new(), Vec::new());
    for (k, bytes) in byval_sizes(g) {
        let (Some(&param), Some(&from)) = (g.params.get(k), args.get(k)) else {
            continue;
        };
        // The ABI's alignment of an argument in memory: 16 at most.
        let alloca = make(
            f,
            InstKind::Alloca {
                size: bytes,
                align: 16,
            },
            Some(Type::Ptr),
        );
        let to = f.insts[alloca].result.expect("an alloca has a result");
        allocas.push(alloca);
        values.insert(param, to);
        let mut words = Vec::new();
        for at in (0..bytes).step_by(8) {
            let addr = |f: &mut Function, base: Value, copy: &mut Vec<Inst>| match at {
                0 => base,
                _ => {
                    let offset = f.add_value(Type::I64, ValueDef::IConst(i64::from(at)), None);
                    let i = make(f, InstKind::PtrOffset { base, offset }, Some(Type::Ptr));
                    copy.push(i);
                    f.insts[i].result.expect("an offset has a result")
                }
            };
            let addr_from = addr(f, from, &mut copy);
            let load = InstKind::Load {
                ty: Type::I64,
                addr: addr_from,
                volatile: false,
            };
            let l = make(f, load, Some(Type::I64));
            copy.push(l);
            let addr_to = addr(f, to, &mut copy);
            let word = f.insts[l].result.expect("a load has a result");
            words.push((word, addr_to));
        }
        for (value, addr) in words {
            let store = InstKind::Store {
                ty: Type::I64,
                value,
                addr,
                volatile: false,
            };
            copy.push(make(f, store, None));
        }
    }
    (allocas, copy)
}

/// A new instruction of `f`, not placed, with a result of type `ty` if it has one.
fn make(f: &mut Function, kind: InstKind, ty: Option<Type>) -> Inst {
    let i = f.insts.push(InstData { kind, result: None });
    if let Some(ty) = ty {
        let v = f.add_value(ty, ValueDef::Inst(i), None);
        f.insts[i].result = Some(v);
    }
    i
}

/// Record in `f`'s positions that `call` (at `position`) is inlined as a copy of `g`, and
/// the calls inlined into `g` as nested in it: each copied instruction keeps `g`'s position
/// and belongs to the copy of the call its original belonged to. The number in `f` of each
/// of `g`'s inlined calls, by its number in `g` (0, `g`'s own code: the new call's).
fn record_inlined(f: &mut Function, g: &Function, call: Inst, position: Option<usize>) -> Vec<u32> {
    let top = f.positions.add_inlined(InlinedCall {
        callee: g.name.clone(),
        declared: g.positions.function(),
        external: g.linkage != Linkage::Local,
        call: position,
        parent: f.positions.inst_call(call),
        debug: g.debug.as_ref().map(|d| Arc::new((**d).clone())),
    });
    let mut calls = vec![top];
    for c in g.positions.inlined() {
        let nested = InlinedCall {
            parent: calls[c.parent as usize],
            ..c.clone()
        };
        calls.push(f.positions.add_inlined(nested));
    }
    calls
}

/// The value in `f` standing for `g`'s `v`: its copy, or the same constant made anew.
fn value_in(f: &mut Function, g: &Function, v: Value, values: &mut HashMap<Value, Value>) -> Value {
    if let Some(&m) = values.get(&v) {
        return m;
    }
    let new = f.add_value(g.values[v].ty, g.values[v].def.clone(), None);
    values.insert(v, new);
    new
}

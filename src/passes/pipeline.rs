//! The pass pipeline: the passes that run after mem2reg, in order, as data.
//!
//! Each pass is one [`Pass`] value in its own file: its name (LLVM's), the option that
//! turns it off, what its statistics count, and its one entry point. [`PIPELINE`] lists
//! them in the order they run; `--no-...`, `--stats`, `--time-passes`, `--print-after`,
//! `--help`, the golden tests and the explain page all read that list, so adding a pass
//! is a file and one line here.
//!
//! The passes run when Cranelift optimises (not under `-O0`, which measures mem2reg alone
//! and compiles one function at a time). The driver then holds the unit's functions after
//! mem2reg and runs the pipeline on them callees first ([`Pipeline::run_unit`]: the call
//! graph's strongly connected components bottom up), so that the inliner finds each callee
//! already simplified, and gives code generation the result, which it only translates.
//!
//! Why this order: inlining first, so that the caller's loops hold the callee's code for the
//! passes after it; common subexpressions merged before load elimination, which knows a
//! location by its address value (two computations of `p + 8` were two locations); tail
//! recursion elimination before loop rotation, which rotates the loops it makes; compare chains
//! become bit tests after load elimination, which leaves them one read of the value, and before
//! loop rotation, which then copies a short test; a switch on a constant table's entry switches
//! on its index before jump threading, which can then thread a constant index through it; jump
//! threading after inlining and load elimination, when an inlined callee's result meets its
//! caller's test and a field read twice is one value, and before loop rotation, which wants a
//! loop's header as it will stay; conditional increments lose their branch (`phiopt`) after
//! jump threading, which may first thread a constant through their join, and before loop
//! rotation, so that rotation copies, and the loop passes see, one block where there were
//! three; the partial inliner after tail recursion elimination, on the calls it left; induction
//! variables are widened in rotated loops, and strength reduction follows widened ones; loops
//! that clear or copy arrays become calls between the two, where a rotated loop is one block
//! with its guard and its 64-bit counter is still the offset itself; tail duplication late, so
//! that the loops the passes before it look for keep one latch each; floating multiplications
//! fused into their additions after it, once the blocks are as they stay (gcc's contraction
//! comes after its other tree passes too), and before dead code elimination; dead code elimination
//! after every pass that leaves dead code, so that the inliner weighs and copies clean bodies
//! and code generation translates none; preheaders last, so that no pass merges them back into
//! the blocks that enter their loops before Cranelift hoists into them.

use super::{
    bit_test, dce, early_cse, fp_contract, inline, iv_widen, jump_thread, lib_builtins,
    load_combine, load_elim, loop_idiom, loop_rotate, loop_simplify, partial_inline, phiopt,
    strength_reduce, table_switch, tail_dup,
};
use super::{mem2reg, sccp, simplify_cfg, small_memops, sroa, tail_recursion};
use crate::ir::binding::Binding;
use crate::ir::print::print_function;
use crate::ir::{Function, Module, SymbolAttrs};
use crate::{OptLevel, Options};
use std::collections::BTreeMap;
use std::fmt;
use std::sync::{mpsc, Mutex};

/// The passes after mem2reg, in the order they run.
pub const PIPELINE: [Pass; 21] = [
    lib_builtins::PASS,
    inline::PASS,
    sccp::PASS,
    simplify_cfg::PASS,
    early_cse::PASS,
    load_elim::PASS,
    load_combine::PASS,
    bit_test::PASS,
    table_switch::PASS,
    jump_thread::PASS,
    phiopt::PASS,
    tail_recursion::PASS,
    partial_inline::PASS,
    loop_rotate::PASS,
    iv_widen::PASS,
    loop_idiom::PASS,
    strength_reduce::PASS,
    tail_dup::PASS,
    fp_contract::PASS,
    dce::PASS,
    loop_simplify::PASS,
];

/// One pass after mem2reg.
pub struct Pass {
    /// Its name, LLVM's where LLVM has the pass: `--print-after=NAME`, `--stats`,
    /// `--time-passes`.
    pub name: &'static str,
    /// The option that turns it off (it is on by default when Cranelift optimises).
    pub flag: &'static str,
    /// What `--help` says of that option: what the pass does by default.
    pub help: &'static str,
    /// What each of its counters counts, in the order of [`Stats`] (`--stats`).
    pub counters: &'static [&'static str],
    /// Run the pass on one function.
    pub run: fn(&mut Function, &Context) -> Stats,
}

/// The most counters a pass has.
pub const MAX_COUNTERS: usize = 5;

/// What a pass did to one function (or, summed, to a unit): one count per counter of the
/// pass, in the order of [`Pass::counters`].
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats(pub [usize; MAX_COUNTERS]);

impl Stats {
    /// The counts `counts`, in the order of the pass's counters (the rest zero).
    pub fn of(counts: &[usize]) -> Stats {
        let mut s = Stats::default();
        s.0[..counts.len()].copy_from_slice(counts);
        s
    }
}

impl std::ops::AddAssign for Stats {
    fn add_assign(&mut self, o: Stats) {
        for (a, b) in self.0.iter_mut().zip(o.0) {
            *a += b;
        }
    }
}

/// What was counted since `o` (the counts of an earlier moment).
impl std::ops::Sub for Stats {
    type Output = Stats;
    fn sub(mut self, o: Stats) -> Stats {
        for (a, b) in self.0.iter_mut().zip(o.0) {
            *a = a.saturating_sub(b);
        }
        self
    }
}

/// What a pass may know of the function besides its body.
pub struct Context<'a> {
    /// The function as mem2reg left it, before the pipeline: the partial inliner reads the
    /// early exit there (tail recursion elimination moves the test into a loop).
    pub ssa: &'a Function,
    /// Whether the function's calls run this body (see [`Binding`]).
    pub binding: Binding,
    /// The unit's functions as the inliner knows them, and which callees done so far it may
    /// copy into their callers (`inline::Bodies`)...
    pub bodies: &'a inline::Bodies,
    /// ... whose bodies, after the pipeline, are read among the unit's other functions.
    pub unit: inline::Unit<'a>,
    /// The functions of `small_memops::FUNCTIONS` whose small calls may be expanded, as
    /// before mem2reg (none under `--no-small-memops`): the inliner expands the calls its
    /// copies give a constant size.
    pub expands: &'a [&'static str],
    /// The unit's constant tables (`table_switch`), as far as they are known.
    pub tables: &'a table_switch::Tables,
    /// The functions of `small_memops::FUNCTIONS` that the program lets the compiler call
    /// where it has no call (all but those `-fno-builtin` names): `loop_idiom` makes calls.
    pub builtins: &'a [&'static str],
    /// The functions of `lib_builtins::FUNCTIONS` whose calls may become instructions (all
    /// but those `-fno-builtin` names).
    pub lib_builtins: &'a [&'static str],
    /// `-fmath-errno` (gcc's default): `sqrt` of a negative number still calls the library.
    pub math_errno: bool,
    /// Fuse multiplications into their additions (`Options::fp_contract`).
    pub fp_contract: bool,
}

/// The names `--print-after` accepts: small memops', SROA's and mem2reg's, then the pipeline's.
pub fn pass_names() -> impl Iterator<Item = &'static str> {
    [small_memops::NAME, sroa::NAME, mem2reg::NAME]
        .into_iter()
        .chain(PIPELINE.iter().map(|p| p.name))
}

/// The pass of the pipeline called `name`.
pub fn by_name(name: &str) -> Option<&'static Pass> {
    PIPELINE.iter().find(|p| p.name == name)
}

/// The pass of the pipeline that option `flag` turns off.
pub fn by_flag(flag: &str) -> Option<&'static Pass> {
    PIPELINE.iter().find(|p| p.flag == flag)
}

/// Is `pass` run under `opts`? When Cranelift optimises, unless its option turns it off.
pub fn enabled(pass: &Pass, opts: &Options) -> bool {
    opts.opt_level != OptLevel::None && !opts.disabled_passes.contains(&pass.name)
}

/// Which dumps of the IR to print after passes, as LLVM's options of the same names.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PrintAfter {
    /// `--print-after=NAME` (repeatable): after these passes.
    pub passes: Vec<&'static str>,
    /// `--print-after-all`: after every pass.
    pub all: bool,
    /// `--print-changed`: the function at the start, then after each pass that changed it
    /// (a line for each that did not).
    pub changed: bool,
}

impl PrintAfter {
    /// Does any pass print?
    pub fn any(&self) -> bool {
        self.all || self.changed || !self.passes.is_empty()
    }

    /// What to print of `f` after the pass `name`, given its text before the pass (known
    /// under `--print-changed`).
    pub fn dump(&self, name: &str, f: &Function, before: Option<&str>) -> String {
        if self.all || self.passes.contains(&name) {
            return dump(name, f, &print_function(f));
        }
        match before {
            Some(before) if self.changed => {
                let after = print_function(f);
                match after == before {
                    true => format!(
                        "; *** IR Dump After {name} on @{} omitted because no change ***\n",
                        f.name
                    ),
                    false => dump(name, f, &after),
                }
            }
            _ => String::new(),
        }
    }

    /// What to print of `f` before the first pass (`--print-changed`).
    pub fn start(&self, f: &Function) -> String {
        match self.changed {
            true => format!(
                "; *** IR Dump At Start on @{} ***\n{}\n",
                f.name,
                print_function(f)
            ),
            false => String::new(),
        }
    }
}

/// One dump, headed as LLVM's: `; *** IR Dump After NAME on @function ***`.
fn dump(name: &str, f: &Function, text: &str) -> String {
    format!("; *** IR Dump After {name} on @{} ***\n{text}\n", f.name)
}

/// The pipeline run over the functions of one unit: the passes enabled, what they did, and
/// what the inliner keeps from one function to the next.
pub struct Pipeline {
    /// The passes enabled, by their place in `PIPELINE`.
    passes: Vec<usize>,
    /// Summed over the unit, one per pass of `PIPELINE` (zero for those not run).
    stats: [Stats; PIPELINE.len()],
    /// How many threads run the passes on a unit's functions ([`Pipeline::on_threads`]).
    threads: usize,
    /// `-Os`.
    size_only: bool,
    print: PrintAfter,
    /// What `print` asked for, to be written by the caller ([`Pipeline::take_dumps`]).
    dumps: String,
    /// When recording (the explain page), the function after each pass that changed it.
    changes: Option<Vec<Change>>,
    /// [`Context::expands`].
    expands: Vec<&'static str>,
    /// [`Context::tables`].
    tables: table_switch::Tables,
    /// [`Context::builtins`].
    builtins: Vec<&'static str>,
    /// [`Context::lib_builtins`] and [`Context::math_errno`].
    lib_builtins: Vec<&'static str>,
    math_errno: bool,
    /// [`Context::fp_contract`].
    fp_contract: bool,
}

/// A pass that changed a function: what it counted and the function after it.
pub struct Change {
    pub pass: &'static Pass,
    pub stats: Stats,
    pub function: Function,
}

impl Pipeline {
    /// The pipeline `opts` asks for, printing nothing.
    pub fn new(opts: &Options) -> Pipeline {
        let passes = (0..PIPELINE.len())
            .filter(|&i| enabled(&PIPELINE[i], opts))
            .collect();
        Pipeline {
            stats: Default::default(),
            passes,
            threads: 1,
            size_only: opts.optimise_size,
            print: PrintAfter::default(),
            dumps: String::new(),
            changes: None,
            expands: match opts.runs_small_memops() {
                true => small_memops::FUNCTIONS
                    .into_iter()
                    .filter(|name| opts.expands_builtin(name))
                    .collect(),
                false => Vec::new(),
            },
            tables: table_switch::Tables::default(),
            builtins: small_memops::FUNCTIONS
                .into_iter()
                .filter(|name| opts.expands_builtin(name))
                .collect(),
            lib_builtins: lib_builtins::FUNCTIONS
                .into_iter()
                .map(|(name, ..)| name)
                .filter(|name| opts.expands_builtin(name))
                .collect(),
            math_errno: opts.math_errno,
            fp_contract: opts.fp_contract,
        }
    }

    /// Know the global `g`, which the functions run after may read: the table switch reads
    /// the constant tables among them.
    pub fn know_global(&mut self, g: &crate::ir::Global) {
        self.tables.add(g);
    }

    /// Know each of the unit's globals `globals` ([`Pipeline::know_global`]).
    pub fn know_globals(&mut self, globals: &[crate::ir::Global]) {
        globals.iter().for_each(|g| self.know_global(g));
    }

    /// The pipeline `opts` asks for, keeping a copy of each function after each pass that
    /// changed its text (as `--print-changed` decides), for [`Pipeline::take_changes`].
    pub fn recording(opts: &Options) -> Pipeline {
        Pipeline {
            changes: Some(Vec::new()),
            ..Pipeline::new(opts)
        }
    }

    /// The pipeline `opts` asks for, keeping the dumps `print` asks for.
    pub fn printing(opts: &Options, print: PrintAfter) -> Pipeline {
        Pipeline {
            print,
            ..Pipeline::new(opts)
        }
    }

    /// The pipeline running on `threads` threads for a unit's functions
    /// ([`Pipeline::run_unit`]), one by default. The result is the same on any number.
    pub fn on_threads(self, threads: usize) -> Pipeline {
        Pipeline {
            threads: threads.max(1),
            ..self
        }
    }

    /// Run the pipeline on `f` (after mem2reg), which binds as `binding` says, outside a
    /// unit: the inliner knows no callee. `time` runs each pass (`time(name, run)`), so that
    /// the caller can time it. In debug builds the verifier checks the function after each
    /// pass; what it finds is an internal compiler error.
    pub fn run(&mut self, f: &mut Function, binding: Binding, time: Timer) -> Result<(), String> {
        let bodies = inline::Bodies::default();
        self.run_in(f, binding, &bodies, inline::Unit::default(), time)
    }

    /// What the passes may know of `f`, which mem2reg left as `ssa`, besides its body.
    fn context<'a>(
        &'a self,
        ssa: &'a Function,
        binding: Binding,
        bodies: &'a inline::Bodies,
        unit: inline::Unit<'a>,
    ) -> Context<'a> {
        Context {
            ssa,
            binding,
            bodies,
            unit,
            expands: &self.expands,
            tables: &self.tables,
            builtins: &self.builtins,
            lib_builtins: &self.lib_builtins,
            math_errno: self.math_errno,
            fp_contract: self.fp_contract,
        }
    }

    /// [`Pipeline::run`] on `f`, one of a unit's functions, the others being `unit`, on
    /// this thread, keeping the dumps and changes asked for.
    fn run_in(
        &mut self,
        f: &mut Function,
        binding: Binding,
        bodies: &inline::Bodies,
        unit: inline::Unit,
        time: Timer,
    ) -> Result<(), String> {
        if self.passes.is_empty() {
            return Ok(());
        }
        let ssa = f.clone();
        // The text before each pass, under `--print-changed` or when recording: the text
        // after the pass before.
        let mut text = (self.print.changed || self.changes.is_some()).then(|| print_function(f));
        for k in 0..self.passes.len() {
            let i = self.passes[k];
            let before = text.take();
            let counted = run_pass(i, f, &self.context(&ssa, binding, bodies, unit), time)?;
            self.stats[i] += counted;
            let pass = &PIPELINE[i];
            self.dumps
                .push_str(&self.print.dump(pass.name, f, before.as_deref()));
            if let Some(before) = before {
                let after = print_function(f);
                if let (Some(changes), true) = (&mut self.changes, after != before) {
                    let function = f.clone();
                    changes.push(Change {
                        pass,
                        stats: counted,
                        function,
                    });
                }
                text = Some(after);
            }
        }
        Ok(())
    }

    /// Run the pipeline on the definitions of one unit, `functions` (after mem2reg, in
    /// source order), which bind as `bindings` say, the symbols' attributes being `attrs`:
    /// callees before callers (the call graph's components bottom up), each function's
    /// result offered to the inliner for the callers after it. The dumps are kept in source
    /// order. On several threads ([`Pipeline::on_threads`]) when nothing is printed or
    /// recorded, see [`Pipeline::run_unit_on_threads`].
    pub fn run_unit(
        &mut self,
        functions: &mut Vec<Function>,
        bindings: &[Binding],
        attrs: &BTreeMap<String, SymbolAttrs>,
        time: Timer,
    ) -> Result<(), String> {
        let inlining = self
            .passes
            .iter()
            .any(|&i| PIPELINE[i].name == inline::PASS.name);
        let bodies = match inlining {
            true => inline::Bodies::of_unit(functions, bindings, attrs, self.size_only),
            false => inline::Bodies::default(),
        };
        let order = match bodies.graph() {
            Some(g) => g.order.clone(),
            None => (0..functions.len()).collect(),
        };
        let progress = inline::Progress::new(functions, &order);
        let mut pending: Vec<Option<Function>> =
            std::mem::take(functions).into_iter().map(Some).collect();
        let alone = self.threads < 2 || self.print.any() || self.changes.is_some();
        let result = match alone {
            true => self.run_unit_here(&mut pending, bindings, &bodies, &progress, &order, time),
            false => {
                self.run_unit_on_threads(&mut pending, bindings, &bodies, &progress, &order, time)
            }
        };
        // Every function back in its place: done, or not reached (after an error).
        let done = progress.into_functions().into_iter();
        *functions = (done.zip(pending))
            .filter_map(|(done, pending)| done.or(pending))
            .collect();
        result
    }

    /// [`Pipeline::run_unit`] on this thread: each function of `pending` in `order`, done
    /// in `progress`.
    fn run_unit_here(
        &mut self,
        pending: &mut [Option<Function>],
        bindings: &[Binding],
        bodies: &inline::Bodies,
        progress: &inline::Progress,
        order: &[usize],
        time: Timer,
    ) -> Result<(), String> {
        let mut dumps = vec![String::new(); pending.len()];
        for &i in order {
            let binding = bindings.get(i).copied().unwrap_or_default();
            let Some(mut f) = pending.get_mut(i).and_then(Option::take) else {
                continue;
            };
            let result = self.run_in(
                &mut f,
                binding,
                bodies,
                inline::Unit::around(progress, i),
                time,
            );
            hold(progress, bodies, i, f);
            result?;
            dumps[i] = self.take_dumps();
        }
        self.dumps = dumps.concat();
        Ok(())
    }

    /// [`Pipeline::run_unit`] on several threads. This thread runs the passes up to the
    /// inliner on each function in `order`, since the inliner spends the unit's budget in
    /// that order, and hands the function over to the workers, which run the passes after
    /// it. A function's inliner and partial inliner read the callees done before it in
    /// `order` and wait for those still running (`inline::Unit`), so every function sees
    /// what it would see on one thread and the result is the same. A worker takes the
    /// functions in the order they were handed over: the earliest one running never waits.
    fn run_unit_on_threads(
        &mut self,
        pending: &mut [Option<Function>],
        bindings: &[Binding],
        bodies: &inline::Bodies,
        progress: &inline::Progress,
        order: &[usize],
        time: Timer,
    ) -> Result<(), String> {
        let last_early = PIPELINE.iter().position(|p| p.name == inline::PASS.name);
        let split = (self.passes.iter())
            .take_while(|&&i| Some(i) <= last_early)
            .count();
        let this = &*self;
        let (early, late) = this.passes.split_at(split);
        let (jobs, queue) = mpsc::channel::<(usize, Function, Function)>();
        let queue = Mutex::new(queue);
        let binding = |i: usize| bindings.get(i).copied().unwrap_or_default();
        let mut here = Tally::default();
        let workers = std::thread::scope(|scope| {
            let workers: Vec<_> = (0..this.threads)
                .map(|_| {
                    let queue = &queue;
                    scope.spawn(move || {
                        crate::stack::on_compiler_stack(|| {
                            let mut tally = Tally::default();
                            loop {
                                // The lock is held while waiting for a job, never while running one.
                                let job = match queue.lock() {
                                    Ok(q) => q.recv(),
                                    Err(_) => break,
                                };
                                let Ok((i, mut f, ssa)) = job else { break };
                                let cx = this.context(
                                    &ssa,
                                    binding(i),
                                    bodies,
                                    inline::Unit::around(progress, i),
                                );
                                let run =
                                    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                                        let result = tally.run(late, &mut f, &cx, time);
                                        hold(progress, bodies, i, f);
                                        result
                                    }));
                                match run {
                                    Ok(result) => tally.note(progress, i, result),
                                    Err(payload) => {
                                        progress.finish(i, None);
                                        tally.panics.push(payload);
                                    }
                                }
                            }
                            tally
                        })
                    })
                })
                .collect();
            // Dropped here, also when a pass panics on this thread: the workers then stop.
            let jobs = jobs;
            for &i in order {
                let Some(mut f) = pending.get_mut(i).and_then(Option::take) else {
                    continue;
                };
                let ssa = f.clone();
                let cx = this.context(&ssa, binding(i), bodies, inline::Unit::around(progress, i));
                let result = match here.run(early, &mut f, &cx, time) {
                    Ok(()) => match jobs.send((i, f, ssa)) {
                        Ok(()) => continue,
                        Err(mpsc::SendError((_, g, _))) => {
                            f = g;
                            Err("internal error: the pipeline's worker threads stopped".to_string())
                        }
                    },
                    Err(e) => Err(e),
                };
                hold(progress, bodies, i, f);
                here.note(progress, i, result);
            }
            drop(jobs);
            workers.into_iter().map(|w| w.join()).collect::<Vec<_>>()
        });
        for w in workers {
            match w {
                Ok(tally) => here.add(tally),
                Err(payload) => std::panic::resume_unwind(payload),
            }
        }
        if let Some(payload) = here.panics.pop() {
            std::panic::resume_unwind(payload);
        }
        for (stats, counted) in self.stats.iter_mut().zip(here.stats) {
            *stats += counted;
        }
        match here.errors.into_iter().min() {
            Some((_, e)) => Err(e),
            None => Ok(()),
        }
    }

    /// Run the pipeline on every function of `m` (after mem2reg), callees first.
    pub fn run_module(&mut self, m: &mut Module, opts: &Options) -> Result<(), String> {
        let bindings: Vec<Binding> = (m.functions.iter())
            .map(|f| Binding::of_definition(f.linkage, m.attrs.get(&f.name), opts.pic))
            .collect();
        self.run_unit(&mut m.functions, &bindings, &m.attrs, &|_, run| run())
    }

    /// The dumps asked for since the last call.
    pub fn take_dumps(&mut self) -> String {
        std::mem::take(&mut self.dumps)
    }

    /// The changes recorded since the last call (none unless [`Pipeline::recording`]).
    pub fn take_changes(&mut self) -> Vec<Change> {
        self.changes
            .as_mut()
            .map(std::mem::take)
            .unwrap_or_default()
    }

    /// What each pass of the pipeline did, summed over the functions run so far (nothing,
    /// for a pass not run).
    pub fn stats(&self) -> impl Iterator<Item = (&'static Pass, Stats)> + '_ {
        PIPELINE.iter().zip(self.stats.iter().copied())
    }
}

/// The function at `place` done (or stopped by an error): held in `progress` until the
/// unit's end, without the room it grew into, and offered to the callers after it.
fn hold(progress: &inline::Progress, bodies: &inline::Bodies, place: usize, mut f: Function) {
    f.shrink_to_fit();
    progress.finish(place, Some(bodies.finish(f)));
}

/// How a caller times the passes: `time(name, run)` runs the pass `name`, on whichever
/// thread runs it.
pub type Timer<'t> = &'t (dyn Fn(&'static str, &mut dyn FnMut()) + Sync);

/// Run the pass at `i` of [`PIPELINE`] on `f`, timed by `time`: what it counted. In debug
/// builds the verifier checks the function after it; what it finds is an internal compiler
/// error.
fn run_pass(i: usize, f: &mut Function, cx: &Context, time: Timer) -> Result<Stats, String> {
    let pass = &PIPELINE[i];
    let mut counted = Stats::default();
    time(pass.name, &mut || counted = (pass.run)(f, cx));
    if cfg!(debug_assertions) {
        crate::ir::verify::verify_function(f)
            .map_err(|e| format!("the IR after {} does not verify: {e}", pass.name))?;
    }
    Ok(counted)
}

/// What the passes did on one thread of [`Pipeline::run_unit_on_threads`]: their counts,
/// the errors (by the function's position in the pipeline's order) and the panics.
#[derive(Default)]
struct Tally {
    stats: [Stats; PIPELINE.len()],
    errors: Vec<(usize, String)>,
    panics: Vec<Box<dyn std::any::Any + Send>>,
}

impl Tally {
    /// Run the passes at `passes` of [`PIPELINE`] on `f`, counting what they do.
    fn run(
        &mut self,
        passes: &[usize],
        f: &mut Function,
        cx: &Context,
        time: Timer,
    ) -> Result<(), String> {
        for &i in passes {
            self.stats[i] += run_pass(i, f, cx, time)?;
        }
        Ok(())
    }

    /// Keep the error of the function at `place`, if any.
    fn note(&mut self, progress: &inline::Progress, place: usize, result: Result<(), String>) {
        if let Err(e) = result {
            self.errors.push((progress.position(place), e));
        }
    }

    fn add(&mut self, o: Tally) {
        for (a, b) in self.stats.iter_mut().zip(o.stats) {
            *a += b;
        }
        self.errors.extend(o.errors);
        self.panics.extend(o.panics);
    }
}

/// `--stats`: one line per counter of each pass, in LLVM's `-stats` format (as mem2reg's
/// and code generation's).
impl fmt::Display for Pipeline {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        for (pass, stats) in self.stats() {
            for (what, n) in pass.counters.iter().zip(stats.0) {
                writeln!(f, "{n:>8} {} - Number of {what}", pass.name)?;
            }
        }
        Ok(())
    }
}

/// The whole module `m` after mem2reg, run through the pipeline `opts` asks for: what code
/// generation takes. An error is an internal compiler error (see [`Pipeline::run`]).
pub fn optimise(m: &mut Module, opts: &Options) -> Result<(), String> {
    Pipeline::new(opts).run_module(m, opts)
}

//! Compiling functions on several threads, with small leaf functions inlined into their
//! callers.
//!
//! Translation to Cranelift IR stays on the calling thread (`translate`), because it
//! declares symbols in the one shared `ObjectModule`; the bodies of the small leaf
//! functions translated so far are kept for inlining (`SmallLeaves`, only when Cranelift
//! optimises). Workers then take translated functions from a queue and run Cranelift's
//! compilation (inlining, legalisation, e-graph optimisation, instruction selection,
//! register allocation, emission), which needs only the target ISA and the bodies to
//! inline: `compile_jobs` compiles a list of them and returns, `Pool` keeps workers
//! running while the calling thread goes on with the next functions (`stream`: their
//! front end and translation overlap the compilation of those before them).
//!
//! The results come back in any order; they are put back in the order of the jobs, so the
//! caller defines them in the module in the same order as a serial compilation would, and the
//! object file is byte-identical whatever the number of threads. A function's machine code
//! does not depend on which thread compiled it: Cranelift's compilation is a pure function
//! of the function, the inlined bodies and the ISA.

use super::direct::LocalSymbols;
use super::{debug, loop_place, CodegenTimes, ObjectGen};
use crate::ir;
use cranelift_codegen::control::ControlPlane;
use cranelift_codegen::inline::{Inline, InlineCommand};
use cranelift_codegen::ir as clif;
use cranelift_codegen::isa::unwind::UnwindInfo;
use cranelift_codegen::isa::{OwnedTargetIsa, TargetIsa};
use cranelift_codegen::settings::OptLevel;
use cranelift_codegen::Context;
use cranelift_module::{FuncId, Module, ModuleReloc};
use rustc_hash::FxHashMap as HashMap;
use std::borrow::Cow;
use std::cell::Cell;
use std::panic::AssertUnwindSafe;
use std::sync::{mpsc, Arc, Mutex};
use std::time::Instant;

/// The machine code of one function, ready for `Module::define_function_bytes`.
pub(crate) struct CompiledFunction {
    pub id: FuncId,
    pub alignment: u64,
    pub bytes: Vec<u8>,
    pub relocs: Vec<ModuleReloc>,
    /// The bytes of no-op put before the code to place its innermost loop
    /// (`loop_place`), if it was placed.
    pub loop_padding: Option<u32>,
    /// Cranelift's listing of the machine code, when the generator asked for it, and the
    /// symbols its `userextnameN` refer to (the function's external names, in order).
    pub disasm: Option<(String, Vec<clif::UserExternalName>)>,
    /// What the prologue and epilogues do to the frame, when the ISA records it (the unwind
    /// tables).
    pub unwind: Option<UnwindInfo>,
    /// `-g`: where each run of the machine code comes from, as (offset in the code, index of
    /// its source location in the function's `debug::SourceLocations`), in code order.
    pub lines: Option<Vec<(u32, usize)>>,
    /// `-g`: where the stack slots are in the frame ([`debug::SlotFrame`]).
    pub frame: Option<debug::SlotFrame>,
    /// `-g`: where each labelled value lives, by the variable's index.
    pub value_locations: debug::ValueLocations,
}

/// One translated function waiting for a worker: its index in source order, its symbol,
/// its name (for messages) and its Cranelift IR.
pub(crate) struct Job {
    pub index: usize,
    pub id: FuncId,
    pub name: String,
    pub ctx: Context,
}

/// Translate `f`, the `index`-th function of the module, into a job.
pub(crate) fn translate<M: Module>(
    gen: &mut ObjectGen<M>,
    f: &ir::Function,
    index: usize,
) -> Result<Job, String> {
    let mut ctx = gen.module.make_context();
    ctx.set_disasm(gen.disasm);
    let id = gen.translate(f, &mut ctx)?;
    Ok(Job {
        index,
        id,
        name: f.name.clone(),
        ctx,
    })
}

/// Translate and compile every function of `funcs`, using `threads` workers (at most 1:
/// all on the calling thread). The result is in the order of `funcs`.
pub(crate) fn compile_functions<M: Module>(
    gen: &mut ObjectGen<M>,
    funcs: &[ir::Function],
    threads: usize,
    times: &mut CodegenTimes,
) -> Result<Vec<CompiledFunction>, String> {
    let start = Instant::now();
    let mut jobs = Vec::with_capacity(funcs.len());
    for (index, f) in funcs.iter().enumerate() {
        jobs.push(translate(gen, f, index)?);
    }
    let optimising = gen.isa.flags().opt_level() != OptLevel::None;
    let mut leaves = SmallLeaves::default();
    if optimising {
        for j in &jobs {
            leaves.offer(j, &gen.local);
        }
    }
    times.translate += start.elapsed();
    compile_jobs(&*gen.isa.clone(), &leaves, jobs, threads)
        .into_iter()
        .collect()
}

/// Compile `jobs` on `threads` workers (at most 1: all on the calling thread), inlining
/// `leaves`. The results are in the order of `jobs`.
pub(crate) fn compile_jobs(
    isa: &dyn TargetIsa,
    leaves: &SmallLeaves,
    jobs: Vec<Job>,
    threads: usize,
) -> Vec<Result<CompiledFunction, String>> {
    let workers = threads.clamp(1, jobs.len().max(1));
    if workers == 1 {
        return jobs.into_iter().map(|j| compile(isa, leaves, j)).collect();
    }
    let count = jobs.len();
    // Workers report each result with its place in `jobs`.
    let queue = Mutex::new(jobs.into_iter().enumerate());
    let (done_tx, done_rx) = mpsc::channel();
    std::thread::scope(|scope| {
        for _ in 0..workers {
            let (queue, done_tx) = (&queue, done_tx.clone());
            scope.spawn(move || worker(isa, leaves, queue, done_tx));
        }
    });
    drop(done_tx);
    let mut out: Vec<Option<Result<CompiledFunction, String>>> = (0..count).map(|_| None).collect();
    for (place, result) in done_rx {
        out[place] = Some(result);
    }
    out.into_iter()
        .map(|r| r.unwrap_or_else(|| Err(ice("a worker thread compiled no code"))))
        .collect()
}

/// Compile jobs until the queue is empty.
fn worker(
    isa: &dyn TargetIsa,
    leaves: &SmallLeaves,
    jobs: &Mutex<std::iter::Enumerate<std::vec::IntoIter<Job>>>,
    done: mpsc::Sender<(usize, Result<CompiledFunction, String>)>,
) {
    loop {
        // The lock is held only while taking a job, never while compiling.
        let job = match jobs.lock() {
            Ok(mut q) => q.next(),
            Err(_) => return,
        };
        let Some((place, job)) = job else { return };
        if done.send((place, compile(isa, leaves, job))).is_err() {
            return;
        }
    }
}

/// How many translated functions may wait in a pool's queue per worker: enough to keep
/// the workers busy, few enough that their Cranelift IR stays small next to the object.
/// When the queue is full, the calling thread waits.
const QUEUED_PER_WORKER: usize = 8;

/// A compiled job's place (see `Job::index`) and its machine code.
pub(crate) type Placed = (usize, Result<CompiledFunction, String>);

/// Workers compiling translated functions on other threads while the calling thread goes
/// on. Each job goes with the bodies of the small leaves it calls (all translated before
/// it is sent, see `stream`), so a worker needs nothing else but the ISA, and the machine
/// code does not depend on when or where a job is compiled. Results come back with their
/// place, in any order. Without workers, each job is compiled when sent, on the caller's
/// thread.
pub(crate) struct Pool {
    isa: OwnedTargetIsa,
    jobs: Option<mpsc::SyncSender<(Job, SmallLeaves)>>,
    results: mpsc::Receiver<Placed>,
    /// The results of jobs compiled on the calling thread.
    done: Vec<Placed>,
    workers: Vec<std::thread::JoinHandle<()>>,
    /// Jobs sent, and results handed out.
    sent: usize,
    received: usize,
}

impl Pool {
    /// A pool of `workers` threads (none: the caller's).
    pub fn new(isa: OwnedTargetIsa, workers: usize) -> Pool {
        let (job_tx, job_rx) = mpsc::sync_channel(QUEUED_PER_WORKER * workers.max(1));
        let (done_tx, done_rx) = mpsc::channel();
        let queue = Arc::new(Mutex::new(job_rx));
        let workers = (0..workers)
            .map(|_| {
                let (isa, queue, done) = (isa.clone(), queue.clone(), done_tx.clone());
                std::thread::spawn(move || pool_worker(&*isa, &queue, &done))
            })
            .collect();
        Pool {
            isa,
            jobs: Some(job_tx),
            results: done_rx,
            done: Vec::new(),
            workers,
            sent: 0,
            received: 0,
        }
    }

    /// Compile `job`, inlining `leaves` (the caller waits while the queue is full).
    pub fn send(&mut self, job: Job, leaves: SmallLeaves) -> Result<(), String> {
        self.sent += 1;
        if self.workers.is_empty() {
            self.done
                .push((job.index, compile(&*self.isa, &leaves, job)));
            return Ok(());
        }
        let jobs = self
            .jobs
            .as_ref()
            .expect("a pool takes jobs until it finishes");
        jobs.send((job, leaves))
            .map_err(|_| ice("the compiler's worker threads stopped"))
    }

    /// The results that have come back since the last call, each with its job's place.
    pub fn results(&mut self) -> Vec<Placed> {
        let mut out = std::mem::take(&mut self.done);
        out.extend(self.results.try_iter());
        self.received += out.len();
        out
    }

    /// Wait for every job sent; the results not handed out yet. The pool takes no more jobs.
    pub fn finish(&mut self) -> Result<Vec<Placed>, String> {
        // The queue closes: each worker stops once it is empty.
        self.jobs = None;
        for w in std::mem::take(&mut self.workers) {
            w.join()
                .map_err(|_| ice("a worker thread of the compiler panicked"))?;
        }
        let out = self.results();
        match self.received == self.sent {
            true => Ok(out),
            false => Err(ice("a worker thread compiled no code")),
        }
    }
}

/// Compile jobs from `queue` until it closes.
fn pool_worker(
    isa: &dyn TargetIsa,
    queue: &Mutex<mpsc::Receiver<(Job, SmallLeaves)>>,
    done: &mpsc::Sender<Placed>,
) {
    loop {
        // The lock is held while waiting for a job, never while compiling.
        let next = match queue.lock() {
            Ok(q) => q.recv(),
            Err(_) => return,
        };
        let Ok((job, leaves)) = next else { return };
        if done.send((job.index, compile(isa, &leaves, job))).is_err() {
            return;
        }
    }
}

/// A callee is inlined when its body has at most this many instructions.
const INLINE_MAX_INSTS: usize = 24;

/// The functions worth inlining, by symbol: small leaves (no calls), as translated, before
/// Cranelift optimised them. Inlining them gives the caller's loops their bodies to hoist
/// from and removes the call, its argument moves and the callee's frame.
#[derive(Default)]
pub(crate) struct SmallLeaves {
    bodies: HashMap<u32, clif::Function>,
}

impl SmallLeaves {
    /// Keep the body of the translated function `job` if it is a small leaf whose body is
    /// the one its calls run (`local`).
    pub fn offer(&mut self, job: &Job, local: &LocalSymbols) {
        if local.may_inline(job.id) && is_small_leaf(&job.ctx.func) {
            self.bodies.insert(job.id.as_u32(), job.ctx.func.clone());
        }
    }

    /// Whether calls of `f` are inlined.
    pub fn contains(&self, f: FuncId) -> bool {
        self.bodies.contains_key(&f.as_u32())
    }

    /// The bodies `job` may inline: those of the functions it names.
    pub fn of(&self, job: &Job) -> SmallLeaves {
        let names = job.ctx.func.params.user_named_funcs().values();
        let bodies = names
            .filter(|n| n.namespace == 0)
            .filter_map(|n| Some((n.index, self.bodies.get(&n.index)?.clone())))
            .collect();
        SmallLeaves { bodies }
    }
}

fn is_small_leaf(f: &clif::Function) -> bool {
    // Cranelift 0.135's inliner copies the callee's global values without renaming the
    // symbols they name into the caller's table, so a callee that names a symbol (a global
    // variable, a function's address) would reach the wrong one: those stay calls.
    if !f.global_values.is_empty() || !f.params.user_named_funcs().is_empty() {
        return false;
    }
    // A structure passed by value (x86-64's `byval`) is the callee's own copy, made by the
    // call's lowering; inlined, the callee would get the caller's address and write the
    // caller's structure.
    let byval = |p: &clif::AbiParam| matches!(p.purpose, clif::ArgumentPurpose::StructArgument(_));
    if f.signature.params.iter().any(byval) {
        return false;
    }
    let insts = f.layout.blocks().flat_map(|b| f.layout.block_insts(b));
    let mut size = 0;
    for inst in insts {
        // A variadic function reads its caller's frame (`va_start`): never inlined.
        let opcode = f.dfg.insts[inst].opcode();
        if opcode.is_call() || opcode == clif::Opcode::GetFramePointer {
            return false;
        }
        size += usize::from(!is_stack_traffic(f, inst));
    }
    size <= INLINE_MAX_INSTS
}

/// Is `inst` an access to a stack slot (trusted flags, see `translate`) or a slot's
/// address? The size of a callee leaves them out, so that a function is inlined or not
/// alike with and without mem2reg (which removes most of them): the comparison of the two
/// modes measures mem2reg, not a different inlining decision.
fn is_stack_traffic(f: &clif::Function, inst: clif::Inst) -> bool {
    let data = &f.dfg.insts[inst];
    match data.opcode() {
        clif::Opcode::StackAddr => true,
        clif::Opcode::Load | clif::Opcode::Store => data
            .memflags_data(&f.dfg)
            .is_some_and(|m| m.notrap() && m.aligned()),
        _ => false,
    }
}

impl Inline for &SmallLeaves {
    fn inline(
        &mut self,
        caller: &clif::Function,
        _call: clif::Inst,
        opcode: clif::Opcode,
        callee: clif::FuncRef,
        _args: &[clif::Value],
    ) -> InlineCommand<'_> {
        let data = &caller.dfg.ext_funcs[callee];
        let clif::ExternalName::User(name) = data.name else {
            return InlineCommand::KeepCall;
        };
        let index = caller.params.user_named_funcs()[name].index;
        match self.bodies.get(&index) {
            // A call whose signature is not the callee's (a C call through an old-style
            // declaration) keeps its call: the ABI decides what it means.
            Some(body)
                if opcode == clif::Opcode::Call
                    && caller.dfg.signatures[data.signature] == body.signature =>
            {
                InlineCommand::Inline {
                    callee: Cow::Borrowed(body),
                    visit_callee: false,
                }
            }
            _ => InlineCommand::KeepCall,
        }
    }
}

/// Cranelift's compilation of one function, with its relocations named as the module
/// names them (what `ObjectModule::define_function` does, minus the definition).
pub(crate) fn compile(
    isa: &dyn TargetIsa,
    leaves: &SmallLeaves,
    mut job: Job,
) -> Result<CompiledFunction, String> {
    let mut ctx = WORKSPACE.take().unwrap_or_else(Context::new);
    ctx.clear();
    std::mem::swap(&mut ctx.func, &mut job.ctx.func);
    ctx.set_disasm(job.ctx.want_disasm);
    let name = job.name.clone();
    // After a panic inside Cranelift the context's state is unknown: it is dropped, and the
    // next function gets a new one.
    let compiled = guard_panics(&name, || {
        if !leaves.bodies.is_empty() {
            ctx.inline(leaves)
                .map_err(|e| ice(format!("cranelift could not inline into '{name}': {e:?}")))?;
        }
        ctx.compile(isa, &mut ControlPlane::default())
            .map(|_| ())
            .map_err(|e| {
                ice(format!(
                    "cranelift rejected function '{name}': {:?}",
                    e.inner
                ))
            })
    })?
    .and_then(|()| compiled_function(isa, &job, &ctx));
    WORKSPACE.set(Some(ctx));
    compiled
}

thread_local! {
    /// The thread's Cranelift context, reused from one function to the next, as Cranelift
    /// means it to be: its register allocator's tables, control flow graph and dominator
    /// tree keep their memory, where a new context per function allocated them afresh.
    static WORKSPACE: Cell<Option<Context>> = const { Cell::new(None) };
}

/// The machine code `ctx` holds for `job`, compiled.
fn compiled_function(
    isa: &dyn TargetIsa,
    job: &Job,
    ctx: &Context,
) -> Result<CompiledFunction, String> {
    let code = ctx
        .compiled_code()
        .ok_or_else(|| ice(format!("function '{}' has no code", job.name)))?;
    let mut relocs: Vec<ModuleReloc> = code
        .buffer
        .relocs()
        .iter()
        .map(|r| ModuleReloc::from_mach_reloc(r, &ctx.func, job.id))
        .collect();
    let unwind = match isa.flags().unwind_info() {
        true => code
            .create_unwind_info(isa)
            .map_err(|e| ice(format!("no unwind information for '{}': {e}", job.name)))?,
        false => None,
    };
    let mut alignment = u64::from(code.buffer.alignment);
    let mut bytes = code.buffer.data().to_vec();
    // Cranelift reports the layout only when `target_isa` asked for loop placement. It
    // records the blocks' starts in the order it emits them, cold blocks last (`cold`), but
    // reads them back by block number: with a cold block, starts and edges are misattributed
    // and the loops it shows are not the function's. No placement there.
    let func = &ctx.func;
    let has_cold = func.layout.blocks().any(|b| func.is_effectively_cold(b));
    let loop_padding = if isa.flags().machine_code_cfg_info() && !has_cold {
        let len = code.buffer.data().len() as u32;
        loop_place::padding(&code.bb_starts, &code.bb_edges, len, code.buffer.alignment)
    } else {
        None
    };
    // Only `-g` gives instructions source locations. Offsets in the code, whose symbol will
    // be after any padding.
    let runs = code.buffer.get_srclocs_sorted().iter();
    let rows: Vec<(u32, usize)> = runs
        .filter(|r| !r.loc.is_default())
        .map(|r| (r.start, r.loc.bits() as usize - 1))
        .collect();
    let lines = (!rows.is_empty()).then_some(rows);
    let frame = lines
        .as_ref()
        .and(code.buffer.frame_layout())
        .map(debug::SlotFrame::of);
    let returns: Vec<u32> = code.buffer.call_sites().map(|c| c.ret_addr).collect();
    let value_locations = debug::ValueLocations::of(&code.value_labels_ranges, isa, &returns);
    if let Some(pad) = loop_padding {
        loop_place::pad_x86_64(&mut bytes, &mut relocs, pad);
        alignment = alignment.max(u64::from(loop_place::LINE));
    }
    Ok(CompiledFunction {
        id: job.id,
        alignment,
        bytes,
        relocs,
        loop_padding,
        disasm: code.vcode.clone().map(|text| {
            let names = ctx.func.params.user_named_funcs().values().cloned();
            (text, names.collect())
        }),
        unwind,
        lines,
        frame,
        value_locations,
    })
}

fn ice(msg: impl std::fmt::Display) -> String {
    format!("internal compiler error: {msg}")
}

thread_local! {
    /// Set while `guard_panics` runs Cranelift on this thread.
    static IN_CRANELIFT: Cell<bool> = const { Cell::new(false) };
}

/// Is a panic on this thread one that `guard_panics` catches and reports? The driver's
/// process-wide panic hook stays quiet for those, so the error is reported once.
pub fn panic_is_caught() -> bool {
    IN_CRANELIFT.with(Cell::get)
}

/// Runs `f` (Cranelift's work on function `name`), turning a panic in it into an internal
/// compiler error naming the function: the last line of defence against IR that Cranelift's
/// verifier accepts but one of its passes cannot handle. Such a panic is a bug, in tcc-rs's
/// translation or in Cranelift, but it must reach the user as a message, not a crash (on a
/// worker thread a panic would also take down the thread pool).
fn guard_panics<T>(name: &str, f: impl FnOnce() -> T) -> Result<T, String> {
    IN_CRANELIFT.with(|c| c.set(true));
    let result = std::panic::catch_unwind(AssertUnwindSafe(f));
    IN_CRANELIFT.with(|c| c.set(false));
    result.map_err(|payload| {
        let message = payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "a panic without a message".into());
        ice(format!(
            "cranelift panicked on function '{name}': {message}"
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_in_cranelift_becomes_an_internal_compiler_error() {
        let result: Result<(), String> = guard_panics("f3", || panic!("rewriting arg v7"));
        assert_eq!(
            result.unwrap_err(),
            "internal compiler error: cranelift panicked on function 'f3': rewriting arg v7"
        );
        assert!(!panic_is_caught());
    }
}

//! Compiling the functions of a module on several threads.
//!
//! Translation to Cranelift IR stays on the calling thread, because it declares symbols in
//! the one shared `ObjectModule`. Each translated function then goes through a bounded
//! queue to a pool of workers that run Cranelift's compilation (legalisation, e-graph
//! optimisation, instruction selection, register allocation, emission), which needs only
//! the target ISA. Translation of the next functions overlaps with their compilation.
//!
//! The results come back in any order; they are put back in source order, so the caller
//! defines them in the module in the same order as a serial compilation would, and the
//! object file is byte-identical whatever the number of threads. A function's machine code
//! does not depend on which thread compiled it: Cranelift's compilation is a pure function
//! of the function and the ISA.

use super::{CodegenTimes, ObjectGen};
use crate::ir;
use cranelift_codegen::control::ControlPlane;
use cranelift_codegen::isa::TargetIsa;
use cranelift_codegen::Context;
use cranelift_module::{FuncId, Module, ModuleReloc};
use std::sync::{mpsc, Mutex};
use std::time::Instant;

/// The machine code of one function, ready for `Module::define_function_bytes`.
pub(crate) struct CompiledFunction {
    pub id: FuncId,
    pub alignment: u64,
    pub bytes: Vec<u8>,
    pub relocs: Vec<ModuleReloc>,
}

/// One translated function waiting for a worker: its index in source order, its symbol,
/// its name (for messages) and its Cranelift IR.
struct Job {
    index: usize,
    id: FuncId,
    name: String,
    ctx: Context,
}

/// Translate and compile every function of `funcs`, using `threads` workers (at most 1:
/// all on the calling thread). The result is in the order of `funcs`.
pub(crate) fn compile_functions(
    gen: &mut ObjectGen,
    funcs: &[ir::Function],
    threads: usize,
    times: &mut CodegenTimes,
) -> Result<Vec<CompiledFunction>, String> {
    if threads <= 1 || funcs.len() <= 1 {
        return compile_serially(gen, funcs, times);
    }
    let isa = gen.isa.clone();
    // A bounded queue keeps only a few translated functions alive at a time.
    let (job_tx, job_rx) = mpsc::sync_channel::<Job>(2 * threads);
    let job_rx = Mutex::new(job_rx);
    let (done_tx, done_rx) = mpsc::channel();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let (job_rx, done_tx, isa) = (&job_rx, done_tx.clone(), &*isa);
            scope.spawn(move || worker(isa, job_rx, done_tx));
        }
        drop(done_tx);
        let translated = translate_all(gen, funcs, times, |job| job_tx.send(job).is_ok());
        drop(job_tx);
        let mut out: Vec<Option<Result<CompiledFunction, String>>> =
            funcs.iter().map(|_| None).collect();
        for (index, result) in done_rx {
            out[index] = Some(result);
        }
        translated?;
        out.into_iter()
            .map(|r| r.unwrap_or_else(|| Err(ice("a worker thread compiled no code"))))
            .collect()
    })
}

fn compile_serially(
    gen: &mut ObjectGen,
    funcs: &[ir::Function],
    times: &mut CodegenTimes,
) -> Result<Vec<CompiledFunction>, String> {
    let isa = gen.isa.clone();
    let mut out = Vec::with_capacity(funcs.len());
    let mut failed = None;
    translate_all(gen, funcs, times, |job| {
        let result = compile(&*isa, job);
        let ok = result.is_ok();
        match result {
            Ok(c) => out.push(c),
            Err(e) => failed = Some(e),
        }
        ok
    })?;
    match failed {
        Some(e) => Err(e),
        None => Ok(out),
    }
}

/// Translate the functions in order, handing each to `take` until it refuses one.
fn translate_all(
    gen: &mut ObjectGen,
    funcs: &[ir::Function],
    times: &mut CodegenTimes,
    mut take: impl FnMut(Job) -> bool,
) -> Result<(), String> {
    for (index, f) in funcs.iter().enumerate() {
        let start = Instant::now();
        let mut ctx = gen.module.make_context();
        let id = gen.translate(f, &mut ctx)?;
        times.translate += start.elapsed();
        let job = Job {
            index,
            id,
            name: f.name.clone(),
            ctx,
        };
        if !take(job) {
            break;
        }
    }
    Ok(())
}

/// Compile jobs until the queue is closed.
fn worker(
    isa: &dyn TargetIsa,
    jobs: &Mutex<mpsc::Receiver<Job>>,
    done: mpsc::Sender<(usize, Result<CompiledFunction, String>)>,
) {
    loop {
        // The lock is held only while taking a job, never while compiling.
        let job = match jobs.lock() {
            Ok(rx) => rx.recv(),
            Err(_) => return,
        };
        let Ok(job) = job else { return };
        let index = job.index;
        if done.send((index, compile(isa, job))).is_err() {
            return;
        }
    }
}

/// Cranelift's compilation of one function, with its relocations named as the module
/// names them (what `ObjectModule::define_function` does, minus the definition).
fn compile(isa: &dyn TargetIsa, mut job: Job) -> Result<CompiledFunction, String> {
    job.ctx
        .compile(isa, &mut ControlPlane::default())
        .map_err(|e| {
            ice(format!(
                "cranelift rejected function '{}': {:?}",
                job.name, e.inner
            ))
        })?;
    let code = job
        .ctx
        .compiled_code()
        .ok_or_else(|| ice(format!("function '{}' has no code", job.name)))?;
    let relocs = code
        .buffer
        .relocs()
        .iter()
        .map(|r| ModuleReloc::from_mach_reloc(r, &job.ctx.func, job.id))
        .collect();
    Ok(CompiledFunction {
        id: job.id,
        alignment: u64::from(code.buffer.alignment),
        bytes: code.buffer.data().to_vec(),
        relocs,
    })
}

fn ice(msg: impl std::fmt::Display) -> String {
    format!("internal compiler error: {msg}")
}

//! Code generation one function at a time: an object file built from functions handed over
//! in source order, each translated to Cranelift IR as it comes and dropped once compiled,
//! so that only a few functions' Cranelift IR is alive at once (docs/design.md, "One
//! function at a time").
//!
//! [`ObjectStream::new`] declares what the module's skeleton names (the definitions, by
//! signature, and the globals; functions the module only calls are declared by the first
//! call that names them). [`ObjectStream::add`] translates a function and queues it;
//! queued functions are compiled in batches on the worker threads (`parallel`), and their
//! machine code is defined in the object in source order, so the object does not depend on
//! the number of threads or the batches. [`ObjectStream::finish`] compiles what is left,
//! adds the data objects, the stubs and the attributes, and writes the object.
//!
//! Small leaf functions are inlined into their callers when Cranelift optimises (see
//! `parallel`). A caller can only be compiled once the bodies of the small leaves it calls
//! are known: a function calling a function defined later in the unit waits, translated,
//! until that function has been translated. Since definitions are declared first, in
//! source order, a callee's symbol number is its place in the unit, which says whether it
//! comes later.

use super::parallel::{self, CompiledFunction, Job, SmallLeaves};
use super::{attrs, direct, CodegenTimes, ObjectGen};
use crate::ir;
use crate::Options;
use cranelift_codegen::settings::OptLevel;
use cranelift_module::Module;
use std::collections::BTreeMap;
use std::time::Instant;

/// Queued functions are compiled once they hold this many Cranelift instructions, or
/// [`BATCH_FUNCTIONS`] functions: enough to keep the workers busy, few enough that the
/// memory they take stays small next to the object.
const BATCH_INSTS: usize = 200_000;
const BATCH_FUNCTIONS: usize = 256;

/// An object file under construction, fed one function at a time.
pub struct ObjectStream {
    gen: ObjectGen,
    /// The module's definitions, bodiless, in source order.
    definitions: Vec<ir::Function>,
    threads: usize,
    optimising: bool,
    /// The place in the unit of the next function `add` gets.
    next: usize,
    /// Small leaves translated so far, for inlining.
    leaves: SmallLeaves,
    /// Translated functions waiting for a later definition they call to be translated:
    /// each with the place of the last such definition.
    waiting: Vec<(usize, Job)>,
    /// Translated functions ready to compile, and their number of instructions.
    ready: Vec<Job>,
    ready_insts: usize,
    /// Compiled functions not yet defined in the object (one before them is not compiled).
    compiled: BTreeMap<usize, CompiledFunction>,
    /// The place of the next function to define in the object.
    next_defined: usize,
    times: CodegenTimes,
}

impl ObjectStream {
    /// A stream for a module shaped like `skeleton` (its functions are only declared: their
    /// bodies, if any, are not read), compiling on `threads` threads.
    pub fn new(skeleton: &ir::Module, opts: &Options, threads: usize) -> Result<Self, String> {
        let gen = ObjectGen::new(skeleton, opts)?;
        let definitions = skeleton
            .functions
            .iter()
            .map(|f| ir::Function::new(f.name.clone(), f.sig.clone(), f.linkage))
            .collect();
        Ok(ObjectStream {
            optimising: gen.isa.flags().opt_level() != OptLevel::None,
            gen,
            definitions,
            threads,
            next: 0,
            leaves: SmallLeaves::default(),
            waiting: Vec::new(),
            ready: Vec::new(),
            ready_insts: 0,
            compiled: BTreeMap::new(),
            next_defined: 0,
            times: CodegenTimes::default(),
        })
    }

    /// Translate the next function of the module (in source order) and queue it.
    pub fn add(&mut self, f: &ir::Function) -> Result<(), String> {
        let start = Instant::now();
        let index = self.next;
        self.next += 1;
        let job = parallel::translate(&mut self.gen, f, index)?;
        if self.optimising {
            self.leaves.offer(&job, &self.gen.local);
        }
        match self.last_later_callee(&job) {
            Some(later) => self.waiting.push((later, job)),
            None => self.queue(job),
        }
        // Callers that were waiting for this function can go.
        let (go, wait) = std::mem::take(&mut self.waiting)
            .into_iter()
            .partition(|(later, _)| *later <= index);
        self.waiting = wait;
        for (_, job) in go {
            self.queue(job);
        }
        self.times.translate += start.elapsed();
        if self.ready_insts >= BATCH_INSTS || self.ready.len() >= BATCH_FUNCTIONS {
            self.compile_ready()?;
        }
        Ok(())
    }

    /// Compile what is left and write the object file. `module` is the finished module
    /// without bodies: its globals, the declarations of the functions it calls, the
    /// attributes.
    pub fn finish(mut self, module: &ir::Module) -> Result<(Vec<u8>, CodegenTimes), String> {
        for (_, job) in std::mem::take(&mut self.waiting) {
            self.queue(job);
        }
        self.compile_ready()?;
        let start = Instant::now();
        for d in &module.decls {
            if !self.gen.syms.funcs.contains_key(&d.name) {
                let linkage =
                    attrs::weakened(cranelift_module::Linkage::Import, module.attrs.get(&d.name));
                self.gen.declare_function(&d.name, linkage, &d.sig)?;
            }
        }
        let gen = &mut self.gen;
        gen.define_globals(module)?;
        gen.define_variadic_stubs()?;
        let mut product = self.gen.module.finish();
        let with_definitions = ir::Module {
            functions: self.definitions,
            ..module.clone()
        };
        attrs::apply(&mut product, &self.gen.syms, &with_definitions)?;
        let mut bytes = product
            .emit()
            .map_err(|e| format!("cannot write the object file: {e}"))?;
        if attrs::has_function_sections(&with_definitions) {
            bytes = attrs::name_function_sections(&bytes, &with_definitions)?;
        }
        self.times.emit += start.elapsed();
        self.times.stats.loops_rotated = self.gen.loops_rotated;
        self.times.stats.tail_calls_eliminated = self.gen.tail_calls_eliminated;
        self.times.stats.iv_widening = self.gen.iv_widening;
        self.times.stats.strength_reduced = self.gen.strength_reduced;
        self.times.stats.tail_duplication = self.gen.tail_duplication;
        self.times.stats.partial_inlined = self.gen.partial_inlined;
        self.times.stats.inlined = self.gen.inlined;
        Ok((bytes, self.times))
    }

    /// The place of the last definition after `job`'s function that it calls directly, if
    /// it calls one and Cranelift inlines (otherwise nothing needs to wait).
    fn last_later_callee(&self, job: &Job) -> Option<usize> {
        if !self.optimising {
            return None;
        }
        let defined = self.definitions.len() as u32;
        job.ctx
            .func
            .params
            .user_named_funcs()
            .values()
            .filter(|n| n.namespace == 0 && n.index < defined)
            .map(|n| n.index as usize)
            .filter(|&place| place > job.index)
            .max()
    }

    fn queue(&mut self, job: Job) {
        self.ready_insts += job.ctx.func.dfg.num_insts();
        self.ready.push(job);
    }

    /// Compile the ready functions on the workers, and define in the object those whose
    /// turn has come.
    fn compile_ready(&mut self) -> Result<(), String> {
        let start = Instant::now();
        let jobs = std::mem::take(&mut self.ready);
        self.ready_insts = 0;
        let places: Vec<usize> = jobs.iter().map(|j| j.index).collect();
        let isa = self.gen.isa.clone();
        let results = parallel::compile_jobs(&*isa, &self.leaves, jobs, self.threads);
        for (place, result) in places.into_iter().zip(results) {
            self.compiled.insert(place, result?);
        }
        while let Some(mut c) = self.compiled.remove(&self.next_defined) {
            self.times.stats.direct += direct::relax(&mut c.bytes, &mut c.relocs, &self.gen.local);
            if let Some(pad) = c.loop_padding {
                self.times.stats.loops_placed += 1;
                self.times.stats.loops_padded += usize::from(pad > 0);
            }
            self.gen
                .module
                .define_function_bytes(c.id, c.alignment, &c.bytes, &c.relocs)
                .map_err(|e| format!("internal compiler error: cannot define function: {e}"))?;
            self.next_defined += 1;
        }
        self.times.compile += start.elapsed();
        Ok(())
    }
}

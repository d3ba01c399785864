//! Code generation one function at a time: an object file built from functions handed over
//! in source order, each translated to Cranelift IR as it comes and dropped once compiled,
//! so that only a few functions' Cranelift IR is alive at once (docs/design.md, "One
//! function at a time").
//!
//! A stream is made for a whole module ([`ObjectStream::new`]: its symbols are declared
//! first, as a module's are) or opened before the unit is read ([`ObjectStream::open`]):
//! then the front end announces each symbol a function names before handing the function
//! over ([`ObjectStream::announce`]), as far as the unit read so far knows it, with the
//! parser's forecast of what the unit defines further on. [`ObjectStream::add`]
//! translates a function and hands it to the worker threads (`parallel::Pool`), which
//! compile it while the caller goes on with the next functions. The machine code is kept
//! until [`ObjectStream::finish`], which knows the whole module: it gives the program's
//! own symbols their direct addresses (`direct`, which must know every definition),
//! defines the functions in the object in source order, then the data objects, the stubs
//! and the attributes. So the object does not depend on the number of threads or on when
//! each function was compiled.
//!
//! Small leaf functions are inlined into their callers when Cranelift optimises (see
//! `parallel`). A caller can only be compiled once the bodies of the small leaves it calls
//! are known: a function calling a function defined later in the unit waits, translated,
//! until that function has been translated.
//!
//! What an opened stream assumed when it translated a function, the end of the unit may
//! contradict: a later declaration can make a function weak or hidden, or the forecast can
//! be wrong. The translation depends on whether each symbol it names is final (Cranelift
//! calls and addresses a `colocated` symbol directly), on whether the function itself is
//! (inlining, tail recursion), on whether the module keeps frame pointers (a variadic
//! definition) and puts functions in sections of their own, and on which callees were
//! waited for. `finish` checks each against the finished module, and if one differs it
//! makes no object ([`StreamError::Forecast`]): the caller compiles the unit again, whole.

use super::debug::{self, DebugSource};
use super::parallel::{self, CompiledFunction, Job, Pool, SmallLeaves};
use super::ObjectGen;
use super::{
    attrs, defines_variadic, definition_linkage, direct, linkage, listing, loop_place, unwind,
};
use super::{AsmListing, CodegenTimes};
use crate::ir;
use crate::ir::binding::Binding;
use crate::Options;
use cranelift_codegen::ir as clif;
use cranelift_codegen::settings::OptLevel;
use cranelift_module::{DataId, FuncId, Linkage, Module};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::collections::BTreeMap;
use std::time::Instant;

/// An object file under construction, fed one function at a time.
pub struct ObjectStream {
    gen: ObjectGen,
    opts: Options,
    optimising: bool,
    /// The place in the unit of the next function `add` gets.
    next: usize,
    /// The functions defined here that are not translated yet, as far as known, and
    /// those translated.
    pending: HashSet<FuncId>,
    translated: HashSet<FuncId>,
    /// Small leaves translated so far, for inlining.
    leaves: SmallLeaves,
    /// Translated functions waiting for definitions they call to be translated.
    waiting: Vec<(Vec<FuncId>, Job)>,
    /// The workers compiling the functions translated and not waiting.
    pool: Pool,
    /// Compiled functions, by place, until `finish` defines them.
    compiled: BTreeMap<usize, CompiledFunction>,
    /// What an opened stream assumed (`None` for a whole module).
    assumed: Option<Assumed>,
    times: CodegenTimes,
    /// Cranelift's listing of each function, in source order, when asked for (`listing`).
    listings: Option<Vec<AsmListing>>,
}

/// What the translations of an opened stream took for granted (see the module comment).
#[derive(Default)]
struct Assumed {
    frame_pointers: bool,
    /// Each symbol the functions name (Cranelift's namespace and index), and whether it
    /// was final (`colocated`) where named.
    colocated: HashMap<(u32, u32), bool>,
    /// Each function defined, and whether its body was final, and might be inlined, when
    /// translated.
    final_definitions: Vec<(FuncId, (bool, bool))>,
    /// Functions called that were neither translated nor expected when their caller was
    /// queued: none of them may be a small leaf defined here.
    unexpected_callees: HashSet<FuncId>,
}

/// Why [`ObjectStream::finish`] made no object.
#[derive(Debug)]
pub enum StreamError {
    Error(String),
    /// The finished unit contradicts what an opened stream assumed (the reason): compile
    /// it whole.
    Forecast(String),
}

impl std::fmt::Display for StreamError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            StreamError::Error(e) => write!(f, "{e}"),
            StreamError::Forecast(why) => write!(f, "internal compiler error: {why}"),
        }
    }
}

impl From<String> for StreamError {
    fn from(e: String) -> Self {
        StreamError::Error(e)
    }
}

impl ObjectStream {
    /// A stream for a module shaped like `skeleton` (its functions are only declared: their
    /// bodies, if any, are not read), compiling on `threads` threads (1: the caller's).
    pub fn new(skeleton: &ir::Module, opts: &Options, threads: usize) -> Result<Self, String> {
        let gen = ObjectGen::new(skeleton, opts)?;
        let pending = skeleton
            .functions
            .iter()
            .map(|f| gen.syms.funcs[&f.name])
            .collect();
        let workers = if threads > 1 { threads } else { 0 };
        Ok(ObjectStream::with(gen, opts, workers, pending, None))
    }

    /// A stream for a unit not read yet, whose symbols are announced as functions name
    /// them; `frame_pointers` if it is forecast to define a variadic function. Of the
    /// `threads`, the caller's reads the unit and the others compile (one thread: the
    /// caller's compiles too).
    pub fn open(opts: &Options, threads: usize, frame_pointers: bool) -> Result<Self, String> {
        let gen = ObjectGen::object(opts, frame_pointers, false)?;
        let assumed = Assumed {
            frame_pointers,
            ..Assumed::default()
        };
        let workers = threads.saturating_sub(1);
        let pending = HashSet::default();
        Ok(ObjectStream::with(
            gen,
            opts,
            workers,
            pending,
            Some(assumed),
        ))
    }

    fn with(
        gen: ObjectGen,
        opts: &Options,
        workers: usize,
        pending: HashSet<FuncId>,
        assumed: Option<Assumed>,
    ) -> Self {
        ObjectStream {
            optimising: gen.isa.flags().opt_level() != OptLevel::None,
            pool: Pool::new(gen.isa.clone(), workers),
            gen,
            opts: opts.clone(),
            next: 0,
            pending,
            translated: HashSet::default(),
            leaves: SmallLeaves::default(),
            waiting: Vec::new(),
            compiled: BTreeMap::new(),
            assumed,
            times: CodegenTimes::default(),
            listings: None,
        }
    }

    /// Keep Cranelift's listing of each function's machine code (for `-S`), which
    /// [`ObjectStream::finish_listed`] returns.
    pub fn listing(mut self) -> Self {
        self.gen.disasm = true;
        self.listings = Some(Vec::new());
        self
    }

    /// Note that `definitions` (with their bodies) are every function the unit `m` defines,
    /// before any of them is announced: a unit held until its end knows which functions
    /// only its own code calls (`internal_abi`). A unit compiled as it comes does not.
    pub fn know_definitions(&mut self, definitions: &[ir::Function], m: &ir::Module) {
        self.gen.know_definitions(definitions, m);
    }

    /// Declare a symbol as the unit read so far knows it (an opened stream).
    pub fn announce(&mut self, a: &ir::Announced) -> Result<(), String> {
        match a {
            ir::Announced::Global(g, attrs) => {
                let linkage = attrs::weakened(linkage(g.linkage), attrs.as_ref());
                self.note_attrs(&g.name, attrs);
                // Whether it is written to is known once it is defined (`finish`).
                self.gen.declare_data(g, linkage, false)?;
            }
            ir::Announced::Function {
                decl,
                linkage: l,
                attrs,
                later,
            } => {
                let linkage = attrs::weakened(linkage(*l), attrs.as_ref());
                self.note_attrs(&decl.name, attrs);
                let id = match self.gen.syms.funcs.get(&decl.name) {
                    Some(&id) => self.gen.redeclare_function(id, linkage)?,
                    None => self.gen.declare_function(&decl.name, linkage, &decl.sig)?,
                };
                if *later {
                    self.pending.insert(id);
                }
            }
        }
        Ok(())
    }

    fn note_attrs(&mut self, name: &str, attrs: &Option<ir::SymbolAttrs>) {
        if let Some(a) = attrs {
            self.gen.attrs.insert(name.to_string(), a.clone());
        }
    }

    /// How the next function, `f`, binds as far as the stream knows (the unit read so far,
    /// for an opened stream): whether the passes before code generation may take its calls
    /// to run this body. An opened stream declares its definition here, if `add` has not.
    pub fn binding(&mut self, f: &ir::Function) -> Result<Binding, String> {
        let id = self.define(f)?;
        let local = &self.gen.local;
        Ok(Binding {
            is_final: local.is_final(id),
            may_inline: local.may_inline(id),
        })
    }

    /// Declare the definition of `f` (an opened stream; a whole module's are declared),
    /// once, and note whether it was final.
    fn define(&mut self, f: &ir::Function) -> Result<FuncId, String> {
        let Some(assumed) = &mut self.assumed else {
            return self.gen.syms.funcs.get(&f.name).copied().ok_or_else(|| {
                format!(
                    "internal compiler error: function '{}' not declared",
                    f.name
                )
            });
        };
        let id = self.gen.declare_definition(f)?;
        if assumed
            .final_definitions
            .last()
            .is_some_and(|&(last, _)| last == id)
        {
            return Ok(id);
        }
        let attrs = self.gen.attrs.get(&f.name);
        self.gen
            .local
            .add_definition(id, f.linkage, attrs, &self.opts);
        let local = &self.gen.local;
        let facts = (local.is_final(id), local.may_inline(id));
        assumed.final_definitions.push((id, facts));
        Ok(id)
    }

    /// Translate the next function of the module (in source order) and queue it.
    pub fn add(&mut self, f: &ir::Function) -> Result<(), String> {
        let start = Instant::now();
        let index = self.next;
        self.next += 1;
        self.define(f)?;
        let job = parallel::translate(&mut self.gen, f, index)?;
        let id = job.id;
        self.pending.remove(&id);
        self.translated.insert(id);
        if self.optimising {
            self.leaves.offer(&job, &self.gen.local);
        }
        self.note_assumptions(&job);
        let callees = self.pending_callees(&job);
        if callees.is_empty() {
            self.queue(job)?;
        } else {
            self.waiting.push((callees, job));
        }
        // Callers that were waiting for this function can go. (Taken out in place: a job
        // holds a whole Cranelift context, and moving every waiting one on every function
        // was a few percent of compiling a large unit.)
        for (callees, _) in &mut self.waiting {
            callees.retain(|&c| c != id);
        }
        let go: Vec<_> = self
            .waiting
            .extract_if(.., |(callees, _)| callees.is_empty())
            .collect();
        let translated = start.elapsed();
        for (_, job) in go {
            self.queue(job)?;
        }
        self.times.translate += translated;
        self.take_results()
    }

    /// The functions `job` calls directly that are defined here but not translated yet, if
    /// Cranelift inlines (otherwise nothing needs to wait).
    fn pending_callees(&self, job: &Job) -> Vec<FuncId> {
        if !self.optimising {
            return Vec::new();
        }
        let mut callees: Vec<FuncId> = user_names(&job.ctx.func)
            .filter(|n| n.namespace == 0)
            .map(|n| FuncId::from_u32(n.index))
            .filter(|id| self.pending.contains(id))
            .collect();
        callees.sort();
        callees.dedup();
        callees
    }

    /// Note what the translation of `job` took for granted (an opened stream).
    fn note_assumptions(&mut self, job: &Job) {
        let Some(assumed) = &mut self.assumed else {
            return;
        };
        let func = &job.ctx.func;
        let names = &func.params.user_named_funcs();
        // In position-independent code a call is colocated whatever binds its callee (a
        // PLT-relative call, `FunctionTranslator::callee`): what such a call took for granted
        // is the callee's linkage as declared then (a definition withheld later, as an inline
        // one may be, must still make the unit compile again). A function's address
        // (`func_addr`) is colocated as its linkage is final.
        let pic = self.gen.isa.flags().is_pic();
        let addressed: HashSet<clif::FuncRef> = func
            .layout
            .blocks()
            .flat_map(|b| func.layout.block_insts(b))
            .filter_map(|i| match func.dfg.insts[i] {
                clif::InstructionData::FuncAddr { func_ref, .. } => Some(func_ref),
                _ => None,
            })
            .collect();
        let declarations = self.gen.module.declarations();
        let functions = func.dfg.ext_funcs.iter().filter_map(|(r, e)| match e.name {
            clif::ExternalName::User(n) => {
                let name = &names[n];
                let assumed = if pic && !addressed.contains(&r) && name.namespace == 0 {
                    declarations
                        .get_function_decl(FuncId::from_u32(name.index))
                        .linkage
                        .is_final()
                } else {
                    e.colocated
                };
                Some((name, assumed))
            }
            _ => None,
        });
        let data = func.global_values.values().filter_map(|g| match g {
            clif::GlobalValueData::Symbol {
                name: clif::ExternalName::User(n),
                colocated,
                ..
            } => Some((&names[*n], *colocated)),
            _ => None,
        });
        for (n, colocated) in functions.chain(data) {
            assumed.colocated.insert((n.namespace, n.index), colocated);
        }
        if self.optimising {
            let unexpected = user_names(func)
                .filter(|n| n.namespace == 0)
                .map(|n| FuncId::from_u32(n.index))
                .filter(|id| !self.pending.contains(id) && !self.translated.contains(id));
            assumed.unexpected_callees.extend(unexpected);
        }
    }

    /// Send `job` to the workers, with the bodies it may inline.
    fn queue(&mut self, job: Job) -> Result<(), String> {
        let start = Instant::now();
        let leaves = self.leaves.of(&job);
        let sent = self.pool.send(job, leaves);
        self.times.compile += start.elapsed();
        sent
    }

    /// Keep the machine code the workers have finished.
    fn take_results(&mut self) -> Result<(), String> {
        for (place, result) in self.pool.results() {
            self.compiled.insert(place, result?);
        }
        Ok(())
    }

    /// Compile what is left and write the object file. `module` is the finished module,
    /// whose functions may be bodiless: its definitions, globals, the declarations of the
    /// functions it calls, the attributes.
    pub fn finish(self, module: &ir::Module) -> Result<(Vec<u8>, CodegenTimes), StreamError> {
        self.finish_listed(module, None)
            .map(|(bytes, times, _)| (bytes, times))
    }

    /// [`ObjectStream::finish`], with DWARF (`-g`) read from `source` if given.
    pub fn finish_debug(
        self,
        module: &ir::Module,
        source: Option<&DebugSource>,
    ) -> Result<(Vec<u8>, CodegenTimes), StreamError> {
        self.finish_listed(module, source)
            .map(|(bytes, times, _)| (bytes, times))
    }

    /// [`ObjectStream::finish`], and the listing of each function if the stream keeps them
    /// ([`ObjectStream::listing`]; none otherwise).
    pub fn finish_listed(
        mut self,
        module: &ir::Module,
        source: Option<&DebugSource>,
    ) -> Result<(Vec<u8>, CodegenTimes, Vec<AsmListing>), StreamError> {
        for (_, job) in std::mem::take(&mut self.waiting) {
            self.queue(job)?;
        }
        let start = Instant::now();
        for (place, result) in self.pool.finish()? {
            self.compiled.insert(place, result?);
        }
        self.times.compile += start.elapsed();
        self.times.stats.internal_functions = self.gen.internal.len();
        let start = Instant::now();
        match self.assumed.take() {
            Some(assumed) => {
                self.declare_finished(module)?;
                let local = direct::LocalSymbols::of(module, &self.gen.syms, &self.opts);
                self.check(&assumed, module, &local)
                    .map_err(StreamError::Forecast)?;
                self.gen.local = local;
            }
            // A skeleton may leave out the declarations; calls declared those they name.
            None => {
                for d in &module.decls {
                    if !self.gen.syms.funcs.contains_key(&d.name) {
                        let linkage = attrs::weakened(Linkage::Import, module.attrs.get(&d.name));
                        self.gen.declare_function(&d.name, linkage, &d.sig)?;
                    }
                }
            }
        }
        self.define_functions()?;
        let gen = &mut self.gen;
        gen.define_globals(module)?;
        gen.define_variadic_stubs()?;
        let names: HashMap<FuncId, String> = (self.gen.lines.iter())
            .map(|l| (l.id, self.function_name(l.id)))
            .collect();
        let mut product = self.gen.module.finish();
        loop_place::start_after_padding(&mut product, &self.gen.padded);
        let isa = &*self.gen.isa;
        unwind::write_eh_frame(
            &mut product.object,
            &self.gen.frames,
            &product.functions,
            isa,
        )?;
        if let Some(source) = source.filter(|_| !self.gen.lines.is_empty()) {
            let name = |id: FuncId| names.get(&id).cloned().unwrap_or_default();
            let data_objects = &product.data_objects;
            let data_ids = &self.gen.syms.data;
            let data = |name: &str| data_objects[*data_ids.get(name)?].map(|(s, _)| s);
            let described = debug::Described {
                module: &module.debug,
                variables: &self.gen.variables,
                data: &data,
            };
            debug::write_debug_info(
                &mut product.object,
                &self.gen.lines,
                &product.functions,
                &name,
                source,
                (isa, &described),
            )?;
        }
        attrs::apply(&mut product, &self.gen.syms, module)?;
        let mut bytes = product
            .emit()
            .map_err(|e| format!("cannot write the object file: {e}"))?;
        if attrs::has_function_sections(module) {
            bytes = attrs::name_function_sections(&bytes, module)?;
        }
        self.times.emit += start.elapsed();
        self.times.stats.cold_blocks = self.gen.cold_blocks;
        self.times.stats.hinted_branches = self.gen.hinted_branches;
        self.times.stats.cold_calls = self.gen.cold_calls;
        Ok((bytes, self.times, self.listings.unwrap_or_default()))
    }

    /// Declare each symbol of the finished `module` with its final linkage (an opened
    /// stream), as a whole module's are declared.
    fn declare_finished(&mut self, module: &ir::Module) -> Result<(), String> {
        let gen = &mut self.gen;
        gen.attrs = module.attrs.clone();
        for f in &module.functions {
            gen.declare_definition(f)?;
        }
        for d in &module.decls {
            let linkage = attrs::weakened(Linkage::Import, module.attrs.get(&d.name));
            match gen.syms.funcs.get(&d.name) {
                Some(&id) => gen.redeclare_function(id, linkage)?,
                None => gen.declare_function(&d.name, linkage, &d.sig)?,
            };
        }
        for g in &module.globals {
            let linkage = attrs::weakened(linkage(g.linkage), module.attrs.get(&g.name));
            gen.declare_data(g, linkage, !g.readonly)?;
        }
        Ok(())
    }

    /// Whether what the stream assumed holds in the finished `module`, whose symbols bind
    /// locally as `local` says; if not, why.
    fn check(
        &self,
        assumed: &Assumed,
        module: &ir::Module,
        local: &direct::LocalSymbols,
    ) -> Result<(), String> {
        if assumed.frame_pointers != defines_variadic(module) {
            return Err("the unit's variadic definitions were not forecast".into());
        }
        if attrs::has_function_sections(module) {
            return Err("a function of the unit has a section of its own".into());
        }
        for &(id, facts) in &assumed.final_definitions {
            if (local.is_final(id), local.may_inline(id)) != facts {
                return Err(format!(
                    "function '{}' became weak, interposable or noinline after its definition",
                    self.function_name(id)
                ));
            }
        }
        let finals = final_linkages(module);
        for (&(namespace, index), &colocated) in &assumed.colocated {
            let name = match namespace {
                0 => self.function_name(FuncId::from_u32(index)),
                _ => self.data_name(DataId::from_u32(index)),
            };
            if finals
                .get(name.as_str())
                .is_some_and(|l| l.is_final() != colocated)
            {
                return Err(format!("the linkage of '{name}' was not forecast"));
            }
        }
        // A callee not waited for changes the caller's code only if it is inlined.
        for &id in &assumed.unexpected_callees {
            if self.leaves.contains(id) {
                let name = self.function_name(id);
                return Err(format!("the definition of '{name}' was not forecast"));
            }
        }
        Ok(())
    }

    fn function_name(&self, id: FuncId) -> String {
        let decl = self.gen.module.declarations().get_function_decl(id);
        decl.linkage_name(id).into_owned()
    }

    fn data_name(&self, id: DataId) -> String {
        let decl = self.gen.module.declarations().get_data_decl(id);
        decl.linkage_name(id).into_owned()
    }

    /// Define the compiled functions in the object, in source order, each symbol address
    /// computed directly where the symbol binds locally.
    fn define_functions(&mut self) -> Result<(), String> {
        for (_, mut c) in std::mem::take(&mut self.compiled) {
            if let Some(listings) = &mut self.listings {
                let name = self.gen.module.declarations().get_function_decl(c.id);
                let name = name.linkage_name(c.id).into_owned();
                listings.extend(listing(self.gen.module.declarations(), &name, &c));
            }
            self.times.stats.direct += direct::relax(&mut c.bytes, &mut c.relocs, &self.gen.local);
            self.times.stats.prefetches_inlined += self.gen.inline_prefetches(&mut c);
            if let Some(pad) = c.loop_padding {
                self.times.stats.loops_placed += 1;
                self.times.stats.loops_padded += usize::from(pad > 0);
            }
            self.gen.define_compiled(&mut c)?;
        }
        Ok(())
    }
}

/// The user-named symbols (functions and data objects) function `f` refers to.
fn user_names(f: &clif::Function) -> impl Iterator<Item = &clif::UserExternalName> {
    f.params.user_named_funcs().values()
}

/// The linkage each symbol of `module` is declared with in a whole module's object.
fn final_linkages(module: &ir::Module) -> HashMap<&str, Linkage> {
    let weakened = |name: &str, l| attrs::weakened(l, module.attrs.get(name));
    let mut out = HashMap::default();
    for d in &module.decls {
        out.insert(d.name.as_str(), weakened(&d.name, Linkage::Import));
    }
    for g in &module.globals {
        out.insert(g.name.as_str(), weakened(&g.name, linkage(g.linkage)));
    }
    for f in &module.functions {
        out.insert(
            f.name.as_str(),
            weakened(&f.name, definition_linkage(f.linkage)),
        );
    }
    out
}

//! Code generation into this process's memory, for `-run`: the same translation and
//! Cranelift compilation as an object file, defined in a `cranelift_jit::JITModule` instead
//! of an `ObjectModule`.
//!
//! The differences from an object: the code is not position-independent (cranelift-jit
//! patches absolute addresses), so a call to a library function loads its address into a
//! register, and the x86-64 variadic stubs jump through `%r11` (`ObjectGen::
//! define_variadic_stubs`). Code and data share one reserved arena, so the PC-relative
//! references between them always reach. Every symbol the module imports must be found in
//! the process (libc, the runtime, the libraries the driver loaded) before the addresses are
//! patched: cranelift-jit would panic on a missing one, tcc-rs reports it as `ld` would.

use super::{parallel, target_isa, unwind, CodegenTimes, ObjectGen};
use crate::ir;
use crate::Options;
use cranelift_jit::{ArenaMemoryProvider, JITBuilder, JITModule};
use cranelift_module::{default_libcall_names, Linkage, Module};
use rustc_hash::FxHashSet as HashSet;
use std::sync::{Arc, Mutex};

/// The address space reserved for a program's code and data. Only what is used is
/// committed; 1 GiB keeps every PC-relative reference (±2 GiB) within range.
const ARENA_SIZE: usize = 1 << 30;

/// A module compiled into memory, ready to run. Its memory is never freed: the program runs
/// until the process exits.
pub struct InMemory {
    module: JITModule,
    functions: rustc_hash::FxHashMap<String, cranelift_module::FuncId>,
}

impl InMemory {
    /// The address of the function `name` defined by the module.
    pub fn function(&self, name: &str) -> Option<*const u8> {
        let id = *self.functions.get(name)?;
        let decl = self.module.declarations().get_function_decl(id);
        decl.linkage
            .is_definable()
            .then(|| self.module.get_finalized_function(id))
    }
}

/// Compile `m` into memory. `resolve` finds the address of a symbol `m` imports (a function
/// or a variable of libc, the runtime or a loaded library); a symbol it cannot find is an
/// error naming every such symbol.
pub fn compile_in_memory(
    m: &ir::Module,
    opts: &Options,
    resolve: impl Fn(&str) -> Option<*const u8> + Clone + Send + 'static,
) -> Result<InMemory, String> {
    if !opts.target.is_host() {
        return Err(format!(
            "-run cannot run code for '{}' on this machine",
            opts.target
        ));
    }
    // The program's own thread-local objects get a copy per thread from the runtime (see
    // `TlsSlot`); a library's live in the library's TLS block, which that cannot reach.
    if let Some(g) = m
        .globals
        .iter()
        .find(|g| g.thread_local && g.linkage == ir::Linkage::Import)
    {
        return Err(format!(
            "-run cannot use the thread-local variable '{}' of a library: compile and link \
             the program instead",
            g.name
        ));
    }
    // In memory a function's address is its first byte, so there is no placing its code
    // after padding outside it (`loop_place`): the padding would run on every call.
    let opts = &Options {
        loop_placement: false,
        ..opts.clone()
    };
    let isa = target_isa(opts, false, super::defines_variadic(m))?;
    let mut builder = JITBuilder::with_isa(isa.clone(), default_libcall_names());
    let arena = ArenaMemoryProvider::new_with_size(ARENA_SIZE)
        .map_err(|e| format!("cannot reserve memory for the program: {e}"))?;
    builder.memory_provider(Box::new(arena));
    // `resolve` is asked first; cranelift-jit's own dlsym lookup stays as a fallback. A
    // symbol only unreachable code names (`check_imports_resolve`) is given an address that
    // stops the program, as the address it would never be called through.
    let unreached: Arc<Mutex<HashSet<String>>> = Arc::default();
    let lookup = {
        let (resolve, unreached) = (resolve.clone(), unreached.clone());
        move |name: &str| {
            resolve(name).or_else(|| {
                let unreached = unreached.lock().ok()?;
                unreached
                    .contains(name)
                    .then_some(unreached_symbol as *const u8)
            })
        }
    };
    builder.symbol_lookup_fn(Box::new(lookup));
    let mut gen = ObjectGen::with_module(JITModule::new(builder), isa, m, opts)?;
    // One function is compiled on this thread: no need to ask for the processor count
    // (which reads the cgroup's CPU quota files, a tenth of a millisecond at start-up).
    let threads = match m.functions.len() {
        0 | 1 => 1,
        _ => std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    let compiled = parallel::compile_functions(
        &mut gen,
        &m.functions,
        threads,
        &mut CodegenTimes::default(),
    )?;
    for mut c in compiled {
        gen.inline_prefetches(&mut c);
        gen.define_compiled(&mut c)?;
    }
    gen.define_globals(m)?;
    gen.define_variadic_stubs()?;
    let missing = check_imports_resolve(&gen.module, &gen.referenced, resolve)?;
    if let Ok(mut unreached) = unreached.lock() {
        unreached.extend(missing);
    }
    gen.module
        .finalize_definitions()
        .map_err(|e| format!("cannot make the program executable: {e}"))?;
    let module = &gen.module;
    unwind::register_in_memory(
        &gen.frames,
        |id| module.get_finalized_function(id),
        &*gen.isa,
    )?;
    Ok(InMemory {
        module: gen.module,
        functions: gen.syms.funcs,
    })
}

/// Every imported symbol the code or data of `module` refers to (`referenced`) must have
/// an address, as a linker would require. Those declared for code that Cranelift left out
/// as unreachable (`if (c && 0) f();`, `f` defined nowhere) need none, as in a link: their
/// names are returned.
fn check_imports_resolve(
    module: &JITModule,
    referenced: &HashSet<(u32, u32)>,
    resolve: impl Fn(&str) -> Option<*const u8>,
) -> Result<Vec<String>, String> {
    let decls = module.declarations();
    let functions = decls
        .get_functions()
        .map(|(id, d)| (&d.name, d.linkage, (0, id.as_u32())));
    let data = decls
        .get_data_objects()
        .map(|(id, d)| (&d.name, d.linkage, (1, id.as_u32())));
    let mut missing: Vec<String> = Vec::new();
    let mut unreached = Vec::new();
    for (name, linkage, key) in functions.chain(data) {
        let Some(name) = name else { continue };
        if linkage != Linkage::Import || resolve(name).is_some() {
            continue;
        }
        match referenced.contains(&key) {
            true => missing.push(format!("undefined reference to `{name}'")),
            false => unreached.push(name.clone()),
        }
    }
    if missing.is_empty() {
        Ok(unreached)
    } else {
        missing.sort();
        Err(missing.join("\n"))
    }
}

/// The address given to a symbol only unreachable code names.
extern "C" fn unreached_symbol() {
    eprintln!("tcc-rs: -run: a symbol defined nowhere was reached");
    std::process::abort();
}

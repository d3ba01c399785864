//! Code generation: IR (SSA with phis, after mem2reg) to Cranelift IR, and object emission.
//!
//! This is the last compiler stage before the driver links the object. The mapping is one to
//! one, so the Cranelift IR shows exactly what mem2reg produced: one Cranelift block per IR
//! block, one block parameter per phi, one stack slot per surviving alloca (see
//! `translate`). This module owns the module-level work: the target ISA, the symbols of the
//! object (functions, data, variadic-call stubs) and the data objects of the globals.
//!
//! Variadic calls on x86-64: SysV wants `%al` to bound the number of vector registers a
//! variadic call uses, and Cranelift cannot set it. Direct calls go through a local stub per
//! callee (`mov eax, 8; jmp callee`); calls through a pointer pass the pointer as an extra
//! last argument to a stub that sets `%al` and jumps to wherever that argument landed. Each
//! call site uses its own signature (the arguments after C's default promotions). On aarch64
//! Linux variadic arguments are passed like named ones, so the call-site signature suffices.

mod assembly;
mod attrs;
pub mod cold;
mod cold_call;
mod debug;
pub use debug::DebugSource;
mod direct;
mod divconst;
mod frame;
pub mod inline_asm;
mod internal_abi;
pub use direct::DirectStats;
pub mod jit;
mod labels;
mod loop_place;
mod parallel;
pub use parallel::panic_is_caught;
mod stream;
pub use stream::{ObjectStream, StreamError};
mod extensions;
mod translate;
mod unwind;
mod variadic;
mod vector;

#[cfg(test)]
mod tests;

use crate::ir;
use crate::target::{Arch, Target};
use crate::{OptLevel, Options};
use cranelift_codegen::binemit::Reloc;
use cranelift_codegen::ir as clif;
use cranelift_codegen::isa::{CallConv, OwnedTargetIsa};
use cranelift_codegen::settings::{self, Configurable, TlsModel};
use cranelift_codegen::Context;
use cranelift_module::{
    default_libcall_names, DataDescription, DataId, FuncId, Linkage, Module, ModuleDeclarations,
    ModuleReloc, ModuleRelocTarget,
};
use cranelift_object::{ObjectBuilder, ObjectModule};
use parallel::CompiledFunction;
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::collections::BTreeMap;
use std::time::Duration;

/// Compile `m` to a relocatable object file for `opts.target`; returns the file's bytes.
/// Functions are compiled on as many threads as the machine offers.
pub fn compile_module(m: &ir::Module, opts: &Options) -> Result<Vec<u8>, String> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    compile_module_timed(m, opts, threads).map(|(bytes, _)| bytes)
}

/// Wall time of the phases of code generation, for `--time-passes`, and what its
/// optimisations did, for `--stats`.
#[derive(Copy, Clone, Debug, Default)]
pub struct CodegenTimes {
    /// IR to Cranelift IR, every function, on the calling thread.
    pub translate: Duration,
    /// Cranelift's compilation of each function to machine code, on `threads` threads.
    pub compile: Duration,
    /// Data objects, stubs and writing the object file.
    pub emit: Duration,
    pub stats: CodegenStats,
}

/// What the optimisations of code generation did (`--stats`).
#[derive(Copy, Clone, Debug, Default)]
pub struct CodegenStats {
    pub direct: DirectStats,
    /// Functions started on a line so that their innermost loop takes the fewest lines
    /// (`loop_place`), and how many of them needed no-ops before their code.
    pub loops_placed: usize,
    pub loops_padded: usize,
    /// Blocks emitted at the end of their function as cold (`cold`).
    pub cold_blocks: usize,
    /// Branches with a `__builtin_expect` hint block placement read (`cold`).
    pub hinted_branches: usize,
    /// Cold calls made through a stub that clobbers no register (`cold_call`).
    pub cold_calls: usize,
    /// Calls of a prefetch stub replaced by its instruction (`inline_prefetches`).
    pub prefetches_inlined: usize,
    /// Functions only the unit calls, their arguments and results unextended
    /// (`internal_abi`).
    pub internal_functions: usize,
    /// Units compiled again, whole, because their end contradicted what code generation
    /// one function at a time assumed (`ObjectStream::open`).
    pub recompiled: usize,
}

/// LLVM's `-stats` format, as mem2reg's.
impl std::fmt::Display for CodegenStats {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        writeln!(
            f,
            "{:>8} loop-place - Number of functions placed for their innermost loop",
            self.loops_placed
        )?;
        writeln!(
            f,
            "{:>8} loop-place - Number of those given no-ops before their code",
            self.loops_padded
        )?;
        writeln!(
            f,
            "{:>8} block-place - Number of unlikely blocks moved last",
            self.cold_blocks
        )?;
        writeln!(
            f,
            "{:>8} block-place - Number of branches with a hint (__builtin_expect)",
            self.hinted_branches
        )?;
        writeln!(
            f,
            "{:>8} cold-call - Number of cold calls made through a register-saving stub",
            self.cold_calls
        )?;
        writeln!(
            f,
            "{:>8} prefetch - Number of prefetch stub calls replaced by the instruction",
            self.prefetches_inlined
        )?;
        writeln!(
            f,
            "{:>8} internal-abi - Number of functions called without extended arguments",
            self.internal_functions
        )?;
        writeln!(
            f,
            "{:>8} stream - Number of units compiled again whole",
            self.recompiled
        )?;
        write!(f, "{}", self.direct)
    }
}

/// `compile_module` on `threads` threads (1: everything on the calling thread), also
/// returning how long each phase took. The object is byte-identical for every `threads`:
/// functions are defined in the module in source order whichever thread compiled them.
pub fn compile_module_timed(
    m: &ir::Module,
    opts: &Options,
    threads: usize,
) -> Result<(Vec<u8>, CodegenTimes), String> {
    let mut stream = ObjectStream::new(m, opts, threads)?;
    for f in &m.functions {
        stream.add(f)?;
    }
    stream.finish(m).map_err(|e| e.to_string())
}

/// The Cranelift IR of every function of `m`, as Cranelift prints it, before Cranelift's own
/// optimisations (`--emit=clif`).
pub fn clif_text(m: &ir::Module, opts: &Options) -> Result<String, String> {
    let mut gen = ObjectGen::new(m, opts)?;
    let mut out = String::new();
    for f in &m.functions {
        let mut ctx = gen.module.make_context();
        gen.translate(f, &mut ctx)?;
        out.push_str(&format!("; function {}\n{}\n", f.name, ctx.func.display()));
    }
    Ok(out)
}

/// The machine code of every function of `m` as Cranelift produced it for the object file
/// (`--emit=asm`): Cranelift's listing, in the target's assembly syntax (AT&T on x86-64),
/// with its block labels, calls and symbol addresses named by their symbols, and the size of
/// each function. It is a listing, not assembler input.
pub fn asm_text(m: &ir::Module, opts: &Options) -> Result<String, String> {
    let mut out = format!(
        "# tcc-rs --emit=asm for {}: Cranelift's listing of the machine code, not assembler input\n",
        opts.target
    );
    for l in asm_listings(m, opts)? {
        out.push_str(&format!(
            "\n# function {} ({} bytes)\n{}:\n{}",
            l.function, l.size, l.function, l.text
        ));
    }
    Ok(out)
}

/// `-S`: the object `compile_module` writes, as GNU assembler input (see `assembly`), each
/// function's listing beside its bytes, and with `-g` its DWARF (read from `source`) as
/// the bytes of its sections. The module is compiled once: the listings are Cranelift's
/// of the very code in the object.
pub fn assembly_text(
    m: &ir::Module,
    opts: &Options,
    source: Option<&DebugSource>,
) -> Result<String, String> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut stream = ObjectStream::new(m, opts, threads)?.listing();
    for f in &m.functions {
        stream.add(f)?;
    }
    let (object, _, listings) = (stream.finish_listed(m, source)).map_err(|e| e.to_string())?;
    assembly::object_to_assembly(&object, &listings, opts.target)
}

/// The ELF object `bytes` (as [`ObjectStream`] writes it) as GNU assembler text, for `as`
/// to rebuild with more text after it (the unit's inline assembly).
pub fn object_assembly(bytes: &[u8], target: crate::target::Target) -> Result<String, String> {
    assembly::object_to_assembly(bytes, &[], target)
}

/// One function's machine code, as [`asm_listings`] gives it.
pub struct AsmListing {
    pub function: String,
    /// The size of its code in bytes.
    pub size: usize,
    /// Cranelift's listing, with symbols named.
    pub text: String,
}

/// The listing of each function of `m` that has one, in order.
pub fn asm_listings(m: &ir::Module, opts: &Options) -> Result<Vec<AsmListing>, String> {
    let mut gen = ObjectGen::new(m, opts)?;
    gen.disasm = true;
    let compiled =
        parallel::compile_functions(&mut gen, &m.functions, 1, &mut CodegenTimes::default())?;
    let decls = gen.module.declarations();
    let listings = m.functions.iter().zip(&compiled);
    Ok(listings
        .filter_map(|(f, c)| listing(decls, &f.name, c))
        .collect())
}

/// The listing of `c`, the compiled code of `function`, if Cranelift kept one; its
/// symbols named as `decls` declares them.
fn listing(
    decls: &ModuleDeclarations,
    function: &str,
    c: &parallel::CompiledFunction,
) -> Option<AsmListing> {
    let (listing, user_names) = c.disasm.as_ref()?;
    // cranelift-module names functions in namespace 0 and data objects in namespace 1.
    let symbol = |n: &clif::UserExternalName| -> String {
        let name = match n.namespace {
            0 => decls
                .get_function_decl(FuncId::from_u32(n.index))
                .name
                .clone(),
            _ => decls.get_data_decl(DataId::from_u32(n.index)).name.clone(),
        };
        name.unwrap_or_else(|| format!("u{}:{}", n.namespace, n.index))
    };
    let names: Vec<String> = user_names.iter().map(symbol).collect();
    // Cranelift writes every direct call on aarch64 as `bl 0`: name each by its relocation,
    // the calls' relocations in code order being the listing's calls in order (unless a
    // prefetch took a call's place and its relocation: then they stay as written).
    let mut calls: Vec<&ModuleReloc> = (c.relocs.iter())
        .filter(|r| r.kind == Reloc::Arm64Call)
        .collect();
    calls.sort_by_key(|r| r.offset);
    let callees: Vec<String> = (calls.iter())
        .map(|r| match r.name {
            ModuleRelocTarget::User { namespace, index } => {
                symbol(&clif::UserExternalName { namespace, index })
            }
            ref other => format!("{other}"),
        })
        .collect();
    Some(AsmListing {
        function: function.to_string(),
        size: c.bytes.len(),
        text: name_calls(&name_symbols(listing, &names), &callees),
    })
}

/// `listing` with its `bl 0` calls (aarch64's direct calls, as Cranelift writes them) named
/// `callees` in order, if there are as many of those as of these.
fn name_calls(listing: &str, callees: &[String]) -> String {
    let is_call = |l: &str| l.trim_start() == "bl 0" || l.trim_start().starts_with("bl 0 ");
    if callees.is_empty() || listing.lines().filter(|l| is_call(l)).count() != callees.len() {
        return listing.to_string();
    }
    let mut callees = callees.iter();
    let mut out = String::with_capacity(listing.len());
    for line in listing.lines() {
        if is_call(line) {
            if let Some(name) = callees.next() {
                out.push_str(&line.replacen("bl 0", &format!("bl {name}"), 1));
                out.push('\n');
                continue;
            }
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// Cranelift's listing names symbols by their number in the function (`userextname3`):
/// put the symbols' names in their place, and leave out the pseudo-instructions that emit
/// no code (`unwind` records, `uninit` markers).
fn name_symbols(listing: &str, names: &[String]) -> String {
    const MARK: &str = "userextname";
    let mut out = String::new();
    for line in listing.lines() {
        let op = line.trim_start();
        if op.starts_with("unwind ") || op.starts_with("uninit ") {
            continue;
        }
        let mut rest = line;
        while let Some(at) = rest.find(MARK) {
            // `User(userextname3)` is written as the bare symbol.
            let wrapped = rest[..at].ends_with("User(");
            out.push_str(&rest[..at - if wrapped { 5 } else { 0 }]);
            let digits = rest[at + MARK.len()..]
                .chars()
                .take_while(char::is_ascii_digit)
                .count();
            let end = at + MARK.len() + digits;
            match rest[at + MARK.len()..end]
                .parse::<usize>()
                .ok()
                .and_then(|k| names.get(k))
            {
                Some(name) => out.push_str(name),
                None => out.push_str(&rest[at..end]),
            }
            rest = &rest[end..];
            if wrapped {
                rest = rest.strip_prefix(')').unwrap_or(rest);
            }
        }
        out.push_str(rest);
        out.push('\n');
    }
    out
}

/// The Cranelift ISA for `opts`: baseline features (no host CPU detection, so the object runs
/// on any machine of the architecture), position-independent code for PIE executables
/// (`pic`; code compiled into memory for `-run` is not).
///
/// A module that defines a variadic function keeps frame pointers (`frame_pointers`):
/// `va_start` finds the arguments passed on the stack from the frame pointer (see
/// `variadic`).
fn target_isa(opts: &Options, pic: bool, frame_pointers: bool) -> Result<OwnedTargetIsa, String> {
    let mut flags = settings::builder();
    let opt_level = match opts.opt_level {
        OptLevel::None => "none",
        OptLevel::Speed => "speed",
    };
    let set = |flags: &mut settings::Builder, name: &str, value: &str| {
        flags
            .set(name, value)
            .map_err(|e| format!("internal compiler error: cranelift setting {name}: {e}"))
    };
    set(&mut flags, "opt_level", opt_level)?;
    // Every level uses regalloc2's backtracking register allocator (Cranelift's default),
    // not the single-pass one, although `-O0` asks for a fast compile: the single-pass
    // allocator gives each value it spills a stack slot of its own and never reuses one, so
    // a large function's frame grows with its number of values (pcre2's `match`: 22,664
    // bytes where gcc -O0's frame is 760), and recursion that fits gcc -O0's 8 MB stack
    // overflows (pcre2test, issue 33; the sample recursion/deep_frames). The backtracking
    // one costs about a quarter more CPU in Cranelift at `-O0` (docs/benchmarks.md).
    set(&mut flags, "regalloc_algorithm", "backtracking")?;
    // `i128` parameters and results as gcc passes `__int128`: in two integer registers (or
    // on the stack, 16-byte aligned); without it Cranelift refuses `i128` in signatures.
    // The two corners where gcc and Cranelift still differ are handled by `lower::abi`.
    set(&mut flags, "enable_llvm_abi_extensions", "true")?;
    // Functions start on a 16-byte boundary when optimising, as gcc -O2 aligns them
    // (cranelift-object would pack them at 1-byte boundaries on x86-64, 4 on aarch64), so
    // a function's code no longer shifts with the sizes of the functions before it. Where a
    // hot loop falls across the processor's fetch blocks still matters, and Cranelift does
    // not align loops: see docs/benchmarks.md.
    if opts.opt_level == OptLevel::Speed {
        set(&mut flags, "log2_min_function_alignment", "4")?;
    }
    // Loop placement (`loop_place`) reads the machine code's block layout, which Cranelift
    // records only when asked. Measured on x86-64 only, so done there only.
    if opts.opt_level == OptLevel::Speed
        && opts.loop_placement
        && opts.target.arch() == Arch::X86_64
    {
        set(&mut flags, "machine_code_cfg_info", "true")?;
    }
    set(&mut flags, "is_pic", if pic { "true" } else { "false" })?;
    // Thread-local objects in an object file: ELF's general dynamic model. In memory
    // (`-run`, not position-independent) Cranelift has none; see `TlsSlot`.
    if pic {
        set(&mut flags, "tls_model", "elf_gd")?;
    }
    if frame_pointers {
        set(&mut flags, "preserve_frame_pointers", "true")?;
    }
    // Cranelift records what each prologue and epilogue does to the frame only when asked
    // (the unwind tables, `unwind`); the machine code is the same either way.
    let unwind_info = if opts.unwind_tables { "true" } else { "false" };
    set(&mut flags, "unwind_info", unwind_info)?;
    // Cranelift checks its input after each of its passes, like tcc-rs's own verifier: in
    // debug builds only. In release builds it would cost about 40% more code generation time.
    let verify = if cfg!(debug_assertions) {
        "true"
    } else {
        "false"
    };
    set(&mut flags, "enable_verifier", verify)?;
    let isa_builder = cranelift_codegen::isa::lookup(opts.target.triple())
        .map_err(|e| format!("unsupported target '{}': {e}", opts.target))?;
    isa_builder
        .finish(settings::Flags::new(flags))
        .map_err(|e| format!("unsupported target '{}': {e}", opts.target))
}

/// Whether `m` defines a variadic function (whose `va_start` needs frame pointers).
pub(crate) fn defines_variadic(m: &ir::Module) -> bool {
    m.functions.iter().any(|f| f.sig.variadic)
}

/// The symbols of the object being built.
pub(crate) struct Symbols {
    pub funcs: HashMap<String, FuncId>,
    pub data: HashMap<String, DataId>,
    /// Per variadic callee, the local `mov eax, 8; jmp callee` stub (x86-64 only). Ordered,
    /// so that the object file does not depend on hash order.
    pub variadic_stubs: BTreeMap<String, FuncId>,
    /// Stubs for variadic calls through pointers (x86-64 only), by name: id and code.
    pub indirect_stubs: BTreeMap<String, (FuncId, Vec<u8>)>,
    /// The local function that raises SIGFPE the way the hardware does (x86-64 only),
    /// declared by the first division that needs it.
    pub sigfpe_stub: Option<FuncId>,
    /// The local functions that prefetch the cache line at their one argument, by access
    /// (read, write) and locality (0 to 3), declared by the first `prefetch` of each kind.
    pub prefetch_stubs: BTreeMap<(bool, u8), FuncId>,
    /// The stubs that make cold calls without clobbering a register (`cold_call`).
    pub cold_stubs: cold_call::Stubs,
    /// The thread-local objects, by name (see `TlsSlot`).
    pub tls: HashMap<String, TlsSlot>,
}

/// A thread-local object. In an object file it is a TLS symbol in `.tdata` or `.tbss`,
/// reached with ELF's general dynamic model (Cranelift's `tls_value`: `__tls_get_addr` on
/// x86-64, a TLS descriptor call on aarch64), which the linker relaxes to the local-exec
/// model in an executable. In memory (`-run`) Cranelift has no TLS: the object is ordinary
/// data holding the initial image, and each access asks the runtime's `__tcc_rs_tls_addr`
/// for the running thread's copy, found by `index` (see runtime/runtime.c).
#[derive(Copy, Clone, Debug)]
pub(crate) struct TlsSlot {
    pub index: u32,
    pub size: u32,
    pub align: u32,
}

/// An object under construction: the Cranelift module and its symbol table. The module is
/// an object file (`ObjectModule`) or, for `-run`, memory in this process (`JITModule`).
pub(crate) struct ObjectGen<M: Module = ObjectModule> {
    pub module: M,
    /// The module's ISA, shared with the threads that compile functions.
    pub isa: OwnedTargetIsa,
    pub syms: Symbols,
    pub target: Target,
    pub call_conv: CallConv,
    /// x86-64 SysV needs `%al` set before a variadic call; aarch64 Linux does not.
    pub needs_variadic_stubs: bool,
    /// Keep Cranelift's listing of each function's machine code (`--emit=asm`).
    pub disasm: bool,
    /// The symbols that bind locally: reached without the GOT, and inlined if small.
    pub local: direct::LocalSymbols,
    /// The functions only this unit's code calls, directly (`internal_abi`): their
    /// arguments and results are not extended. Empty until the whole module is known.
    internal: HashSet<String>,
    /// The attributes of the module's symbols (a weak function declared by its first call
    /// is declared weak).
    attrs: BTreeMap<String, ir::SymbolAttrs>,
    /// How each function defined so far treats the call frame, for the unwind tables (none
    /// kept under `-fno-asynchronous-unwind-tables`).
    pub frames: Vec<unwind::Frame>,
    /// `-g`: Cranelift's instructions carry their source locations, and each function's
    /// line rows are kept (`lines`).
    pub debug_info: bool,
    pub lines: Vec<debug::FunctionLines>,
    /// When optimising, the blocks only reached on the way to the end of the program are
    /// emitted last (`cold`; `--no-block-placement` turns it off).
    pub block_placement: bool,
    /// When optimising, cold calls go through stubs that clobber no register (`cold_call`;
    /// `--no-cold-call-stubs` turns it off).
    pub cold_call_stubs: bool,
    /// The blocks made cold so far (`--stats`).
    pub cold_blocks: usize,
    /// The calls made through a cold call stub so far (`--stats`).
    pub cold_calls: usize,
    /// The hinted branches seen so far (`--stats`).
    pub hinted_branches: usize,
    /// Each function defined with loop placement's padding before its code, and how many
    /// bytes: its symbol moves past them once the object is made (`loop_place`).
    pub padded: Vec<(FuncId, u32)>,
    /// `-g`: the source offset of each function's declarator, its first line row.
    function_starts: HashMap<FuncId, usize>,
    /// The symbols the machine code and data defined so far refer to, as Cranelift names
    /// them (namespace 0: functions, 1: data), for `-run`'s check that each resolves: a
    /// function only called from unreachable code (`if (c && 0) f();`) need not exist.
    pub referenced: HashSet<(u32, u32)>,
    /// `-g`: each function's variables, with the stack slots holding them.
    pub variables: HashMap<FuncId, debug::FunctionVariables>,
    /// `-g`: what each function's source locations stand for.
    sources: HashMap<FuncId, debug::SourceLocations>,
}

impl ObjectGen<ObjectModule> {
    fn new(m: &ir::Module, opts: &Options) -> Result<ObjectGen, String> {
        let mut gen =
            ObjectGen::object(opts, defines_variadic(m), attrs::has_function_sections(m))?;
        gen.declare_module(m, opts)?;
        Ok(gen)
    }

    /// A generator of an object file that declares nothing yet: `frame_pointers` for a
    /// module that defines a variadic function, `function_sections` for one that puts a
    /// function in a section of its own.
    fn object(
        opts: &Options,
        frame_pointers: bool,
        function_sections: bool,
    ) -> Result<ObjectGen, String> {
        let isa = target_isa(opts, true, frame_pointers)?;
        let mut builder = ObjectBuilder::new(isa.clone(), "tcc-rs", default_libcall_names())
            .map_err(|e| format!("internal compiler error: {e}"))?;
        builder.per_function_section(function_sections);
        Ok(ObjectGen::empty(ObjectModule::new(builder), isa, opts))
    }
}

impl<M: Module> ObjectGen<M> {
    /// A generator writing into `module`, whose ISA is `isa`, with the symbols of `m`
    /// declared.
    pub(crate) fn with_module(
        module: M,
        isa: OwnedTargetIsa,
        m: &ir::Module,
        opts: &Options,
    ) -> Result<ObjectGen<M>, String> {
        let mut gen = ObjectGen::empty(module, isa, opts);
        gen.declare_module(m, opts)?;
        Ok(gen)
    }

    /// A generator writing into `module`, whose ISA is `isa`, with nothing declared.
    fn empty(module: M, isa: OwnedTargetIsa, opts: &Options) -> ObjectGen<M> {
        let call_conv = isa.default_call_conv();
        let needs_variadic_stubs = opts.target.arch() == Arch::X86_64;
        ObjectGen {
            module,
            isa,
            target: opts.target,
            syms: Symbols {
                funcs: HashMap::default(),
                data: HashMap::default(),
                variadic_stubs: BTreeMap::new(),
                indirect_stubs: BTreeMap::new(),
                sigfpe_stub: None,
                prefetch_stubs: BTreeMap::new(),
                cold_stubs: Vec::new(),
                tls: HashMap::default(),
            },
            call_conv,
            needs_variadic_stubs,
            disasm: false,
            local: direct::LocalSymbols::default(),
            internal: HashSet::default(),
            attrs: BTreeMap::new(),
            frames: Vec::new(),
            debug_info: opts.debug_info,
            lines: Vec::new(),
            block_placement: opts.block_placement,
            cold_call_stubs: opts.cold_call_stubs,
            cold_blocks: 0,
            cold_calls: 0,
            hinted_branches: 0,
            padded: Vec::new(),
            function_starts: HashMap::default(),
            referenced: HashSet::default(),
            variables: HashMap::default(),
            sources: HashMap::default(),
        }
    }

    /// Note that `definitions` (with their bodies) are every function module `m` defines,
    /// before any is declared: those only the unit calls get unextended signatures
    /// (`internal_abi`).
    pub(crate) fn know_definitions(&mut self, definitions: &[ir::Function], m: &ir::Module) {
        self.internal = internal_abi::functions(definitions, m);
    }

    /// Declare every symbol of `m` (whose functions have their bodies) before translating
    /// anything, so that calls and relocations can name symbols defined later in the module.
    /// The internal functions are those a compile of the unit one function at a time would
    /// find (none unless it holds the unit), so that `-S` shows the object's code.
    fn declare_module(&mut self, m: &ir::Module, opts: &Options) -> Result<(), String> {
        self.attrs = m.attrs.clone();
        if opts.holds_unit() {
            self.know_definitions(&m.functions, m);
        }
        for f in &m.functions {
            self.declare_definition(f)?;
        }
        for d in &m.decls {
            if !self.syms.funcs.contains_key(&d.name) {
                let linkage = attrs::weakened(Linkage::Import, m.attrs.get(&d.name));
                self.declare_function(&d.name, linkage, &d.sig)?;
            }
        }
        for g in &m.globals {
            let linkage = attrs::weakened(linkage(g.linkage), m.attrs.get(&g.name));
            self.declare_data(g, linkage, !g.readonly)?;
        }
        self.local = direct::LocalSymbols::of(m, &self.syms, opts);
        Ok(())
    }

    /// Declare the definition of `f` (again, if it was declared: with its linkage).
    fn declare_definition(&mut self, f: &ir::Function) -> Result<FuncId, String> {
        let linkage = attrs::weakened(definition_linkage(f.linkage), self.attrs.get(&f.name));
        self.check_signature(&f.sig)?;
        if let Some(&id) = self.syms.funcs.get(&f.name) {
            return self.redeclare_function(id, linkage);
        }
        let sig = self.definition_signature(f);
        let id = self
            .module
            .declare_function(&f.name, linkage, &sig)
            .map_err(|e| format!("cannot declare function '{}': {e}", f.name))?;
        self.syms.funcs.insert(f.name.clone(), id);
        Ok(id)
    }

    /// Give the declared function `id` `linkage` (merged with what it had; the signature
    /// it was declared with stays: it does not reach the object file).
    fn redeclare_function(&mut self, id: FuncId, linkage: Linkage) -> Result<FuncId, String> {
        let decl = self.module.declarations().get_function_decl(id);
        let (name, sig) = (decl.linkage_name(id).into_owned(), decl.signature.clone());
        self.module
            .declare_function(&name, linkage, &sig)
            .map_err(|e| format!("cannot declare function '{name}': {e}"))
    }

    /// Declare the data object of `g` with `linkage` (again, if it was declared: merged
    /// with what it had, and writable if either declaration is).
    fn declare_data(
        &mut self,
        g: &ir::Global,
        linkage: Linkage,
        writable: bool,
    ) -> Result<DataId, String> {
        let native_tls = self.isa.flags().tls_model() != TlsModel::None;
        let tls = g.thread_local && native_tls;
        if let Some(&id) = self.syms.data.get(&g.name) {
            if self.module.declarations().get_data_decl(id).tls != tls {
                return Err(format!(
                    "internal compiler error: '{}' declared both thread-local and not",
                    g.name
                ));
            }
        }
        let id = self
            .module
            .declare_data(&g.name, linkage, writable, tls)
            .map_err(|e| format!("cannot declare global '{}': {e}", g.name))?;
        self.syms.data.insert(g.name.clone(), id);
        if g.thread_local && !self.syms.tls.contains_key(&g.name) {
            let slot = TlsSlot {
                index: self.syms.tls.len() as u32,
                size: g.size,
                align: g.align,
            };
            self.syms.tls.insert(g.name.clone(), slot);
        }
        Ok(id)
    }

    pub fn declare_function(
        &mut self,
        name: &str,
        linkage: Linkage,
        sig: &ir::Signature,
    ) -> Result<FuncId, String> {
        self.check_signature(sig)?;
        let sig = self.function_signature(name, sig);
        let id = self
            .module
            .declare_function(name, linkage, &sig)
            .map_err(|e| format!("cannot declare function '{name}': {e}"))?;
        self.syms.funcs.insert(name.to_string(), id);
        Ok(id)
    }

    /// Cranelift places struct arguments (`byval`) on the stack only on x86-64 (AAPCS64
    /// passes big aggregates by reference), and panics on them elsewhere.
    pub fn check_signature(&self, sig: &ir::Signature) -> Result<(), String> {
        let byval = sig
            .params
            .iter()
            .any(|p| matches!(p.purpose, ir::Purpose::StructArgument(_)));
        if byval && self.target.arch() != Arch::X86_64 {
            return Err(format!(
                "internal compiler error: a byval parameter on {}",
                self.target
            ));
        }
        Ok(())
    }

    /// The Cranelift signature of an IR signature. For a variadic call site, `params` already
    /// lists every argument passed, so it is the signature of that one call.
    pub fn signature(&self, sig: &ir::Signature) -> clif::Signature {
        let conv = match sig.conv {
            ir::CallConv::C => self.call_conv,
            // Only x86-64 has it: sema leaves `ms_abi` out elsewhere, as gcc ignores it.
            ir::CallConv::MsAbi => CallConv::WindowsFastcall,
        };
        let mut out = clif::Signature::new(conv);
        out.params.extend(sig.params.iter().map(abi_param));
        out.returns.extend(sig.ret.iter().map(abi_param));
        out
    }

    /// The Cranelift signature of the calls of function `name` with the call-site signature
    /// `sig`, and of its declaration: unextended for the unit's internal functions.
    pub fn function_signature(&self, name: &str, sig: &ir::Signature) -> clif::Signature {
        match self.internal.contains(name) {
            true => internal_abi::unextended(self.signature(sig)),
            false => self.signature(sig),
        }
    }

    /// The function id of `name`, declaring it as an import if the module has not declared
    /// it yet (a call to an implicitly declared function, or, when the module is built one
    /// function at a time, the first call to a function it does not define).
    pub fn function_id(&mut self, name: &str, sig: &ir::Signature) -> Result<FuncId, String> {
        match self.syms.funcs.get(name) {
            Some(&id) => Ok(id),
            None => {
                let linkage = attrs::weakened(Linkage::Import, self.attrs.get(name));
                self.declare_function(name, linkage, sig)
            }
        }
    }

    /// The local stub through which variadic calls to `callee` go on x86-64.
    pub fn variadic_stub(&mut self, callee: &str, sig: &ir::Signature) -> Result<FuncId, String> {
        if let Some(&id) = self.syms.variadic_stubs.get(callee) {
            return Ok(id);
        }
        self.function_id(callee, sig)?;
        let stub_name = format!("{callee}.tccrs.variadic");
        let empty = clif::Signature::new(self.call_conv);
        let id = self
            .module
            .declare_function(&stub_name, Linkage::Local, &empty)
            .map_err(|e| format!("internal compiler error: variadic stub: {e}"))?;
        self.syms.variadic_stubs.insert(callee.to_string(), id);
        Ok(id)
    }

    /// The local function a division calls when its divisor is zero or its quotient
    /// overflows (x86-64): Cranelift's own checks trap with `ud2` (SIGILL), where gcc's `idiv`
    /// faults with SIGFPE. The stub divides by zero with `idiv`, so the program gets the very
    /// signal (and `si_code` FPE_INTDIV) a gcc-built program gets, without needing libc.
    pub fn sigfpe_stub(&mut self) -> Result<FuncId, String> {
        if let Some(id) = self.syms.sigfpe_stub {
            return Ok(id);
        }
        let empty = clif::Signature::new(self.call_conv);
        let id = self
            .module
            .declare_function("tccrs.sigfpe", Linkage::Local, &empty)
            .map_err(|e| format!("internal compiler error: SIGFPE stub: {e}"))?;
        self.syms.sigfpe_stub = Some(id);
        Ok(id)
    }

    /// The local function that prefetches the cache line at its one argument for the IR's
    /// `prefetch` (`write`, `locality`), and the signature to call it with. Cranelift has
    /// no prefetch instruction, so the instruction is in a stub of tcc-rs's own, two
    /// instructions (`prefetcht0 (%rdi); ret`, `prfm pldl1keep, [x0]; ret`) called with
    /// Cranelift's `preserve_all` convention: the call clobbers no register, so the code
    /// around it is allocated as if it were not there.
    pub fn prefetch_stub(
        &mut self,
        write: bool,
        locality: u8,
    ) -> Result<(FuncId, clif::Signature), String> {
        let mut sig = clif::Signature::new(CallConv::PreserveAll);
        sig.params.push(clif::AbiParam::new(clif::types::I64));
        if let Some(&id) = self.syms.prefetch_stubs.get(&(write, locality)) {
            return Ok((id, sig));
        }
        let name = format!(
            "tccrs.prefetch.{}{locality}",
            ["r", "w"][usize::from(write)]
        );
        let id = self
            .module
            .declare_function(&name, Linkage::Local, &sig)
            .map_err(|e| format!("internal compiler error: prefetch stub: {e}"))?;
        self.syms.prefetch_stubs.insert((write, locality), id);
        Ok((id, sig))
    }

    /// The stub for variadic calls through a function pointer with the call-site signature
    /// `sig`, and the signature to call it with: `sig` plus the target as a last `ptr`
    /// argument. Where that argument lands depends only on how many integer and floating
    /// arguments precede it, so one stub per location serves every such call.
    pub fn indirect_variadic_stub(
        &mut self,
        sig: &ir::Signature,
    ) -> Result<(FuncId, ir::Signature), String> {
        let jump = sysv_jump_to_next_int_arg(&sig.params);
        let mut stub_sig = sig.clone();
        stub_sig.params.push(ir::AbiParam::new(ir::Type::Ptr));
        let name = format!("tccrs.variadic.indirect.{}", hex(&jump));
        if let Some(&(id, _)) = self.syms.indirect_stubs.get(&name) {
            return Ok((id, stub_sig));
        }
        let empty = clif::Signature::new(self.call_conv);
        let id = self
            .module
            .declare_function(&name, Linkage::Local, &empty)
            .map_err(|e| format!("internal compiler error: variadic stub: {e}"))?;
        let mut bytes = vec![0xb8, 0x08, 0x00, 0x00, 0x00];
        bytes.extend(jump);
        self.syms.indirect_stubs.insert(name, (id, bytes));
        Ok((id, stub_sig))
    }

    /// Emit the stubs: `mov eax, 8` (the SysV upper bound on vector registers used by a
    /// variadic call, so the callee's prologue saves them all) then `jmp callee`. Cranelift
    /// cannot set `%al` at a call, so every variadic call goes through one of these.
    pub(crate) fn define_variadic_stubs(&mut self) -> Result<(), String> {
        let stubs: Vec<(String, FuncId)> = self
            .syms
            .variadic_stubs
            .iter()
            .map(|(n, &id)| (n.clone(), id))
            .collect();
        for (callee, stub) in stubs {
            let target = ModuleRelocTarget::from(self.syms.funcs[&callee]);
            let (bytes, reloc) = if self.isa.flags().is_pic() {
                // mov eax, 8; jmp callee@PLT
                let bytes = vec![0xb8, 0x08, 0x00, 0x00, 0x00, 0xe9, 0x00, 0x00, 0x00, 0x00];
                let reloc = ModuleReloc {
                    offset: 6,
                    kind: Reloc::X86CallPLTRel4,
                    name: target,
                    // rel32 is relative to the end of the instruction, 4 bytes past the field.
                    addend: -4,
                };
                (bytes, reloc)
            } else {
                // In memory (`-run`) the callee may be anywhere in the address space:
                // mov eax, 8; movabs r11, callee; jmp *r11.
                let mut bytes = vec![0xb8, 0x08, 0x00, 0x00, 0x00, 0x49, 0xbb];
                bytes.extend([0; 8]);
                bytes.extend([0x41, 0xff, 0xe3]);
                let reloc = ModuleReloc {
                    offset: 7,
                    kind: Reloc::Abs8,
                    name: target,
                    addend: 0,
                };
                (bytes, reloc)
            };
            self.define_stub(stub, &bytes, &[reloc], "variadic stub")?;
        }
        if let Some(id) = self.syms.sigfpe_stub {
            self.define_stub(id, &SIGFPE_CODE, &[], "SIGFPE stub")?;
        }
        let prefetch: Vec<((bool, u8), FuncId)> = self
            .syms
            .prefetch_stubs
            .iter()
            .map(|(&k, &id)| (k, id))
            .collect();
        for ((write, locality), id) in prefetch {
            let bytes = prefetch_code(self.target.arch(), write, locality);
            self.define_stub(id, &bytes, &[], "prefetch stub")?;
        }
        let indirect: Vec<(FuncId, Vec<u8>)> = self.syms.indirect_stubs.values().cloned().collect();
        for (id, bytes) in indirect {
            self.define_stub(id, &bytes, &[], "variadic stub")?;
        }
        self.define_cold_call_stubs()
    }

    /// Define a stub of tcc-rs's own (`what`, for messages): code that leaves the stack and
    /// the return address as the call put them (it jumps on, or traps).
    fn define_stub(
        &mut self,
        id: FuncId,
        bytes: &[u8],
        relocs: &[ModuleReloc],
        what: &str,
    ) -> Result<(), String> {
        self.module
            .define_function_bytes(id, 16, bytes, relocs)
            .map_err(|e| format!("internal compiler error: {what}: {e}"))?;
        if self.isa.flags().unwind_info() {
            let size = bytes.len() as u32;
            self.frames.push(unwind::Frame {
                id,
                info: None,
                size,
            });
        }
        Ok(())
    }

    /// Put the prefetch instruction of each prefetch stub `c` calls in place of the call
    /// (`inline_prefetches`); how many calls it replaced (`--stats`).
    pub(crate) fn inline_prefetches(&self, c: &mut CompiledFunction) -> usize {
        if self.syms.prefetch_stubs.is_empty() {
            return 0;
        }
        let stubs: HashMap<u32, (bool, u8)> = (self.syms.prefetch_stubs.iter())
            .map(|(&kind, id)| (id.as_u32(), kind))
            .collect();
        inline_prefetches(self.target.arch(), &mut c.bytes, &mut c.relocs, &stubs)
    }

    /// Define the compiled function `c`, keeping how it treats the frame for the unwind
    /// tables.
    pub(crate) fn define_compiled(&mut self, c: &mut CompiledFunction) -> Result<(), String> {
        self.module
            .define_function_bytes(c.id, c.alignment, &c.bytes, &c.relocs)
            .map_err(|e| format!("internal compiler error: cannot define function: {e}"))?;
        let pad = c.loop_padding.unwrap_or(0);
        if pad > 0 {
            self.padded.push((c.id, pad));
        }
        // The code's size, which its symbol's line rows and unwind entry cover.
        let size = c.bytes.len() as u32 - pad;
        for r in &c.relocs {
            if let ModuleRelocTarget::User { namespace, index } = r.name {
                self.referenced.insert((namespace, index));
            }
        }
        if let Some(locations) = c.lines.take() {
            let sources = self.sources.remove(&c.id).unwrap_or_default();
            let mut rows: Vec<(u32, usize, u32)> = (locations.iter())
                .filter_map(|&(offset, n)| {
                    let &(source, call) = sources.places.get(n)?;
                    Some((offset, source, call))
                })
                .collect();
            // The prologue (which Cranelift gives no location) belongs to the declarator's
            // line, as gcc has it: a debugger puts a function's breakpoint after it. So do
            // the parameters' copies to their homes (`-O0`, `--no-mem2reg`), which have the
            // declarator's position: one row, so the breakpoint lands after them too.
            if let Some(&start) = self.function_starts.get(&c.id) {
                match rows.first_mut() {
                    Some(first) if first.1 == start && first.2 == 0 => first.0 = 0,
                    Some(&mut (0, _, _)) => {}
                    _ => rows.insert(0, (0, start, 0)),
                }
            }
            self.lines.push(debug::FunctionLines {
                id: c.id,
                rows,
                inlined: sources.inlined,
                size,
                frame: c.frame.take(),
                value_locations: std::mem::take(&mut c.value_locations),
            });
        }
        if self.isa.flags().unwind_info() {
            self.frames.push(unwind::Frame {
                id: c.id,
                info: c.unwind.take(),
                size,
            });
        }
        Ok(())
    }

    /// Define the data object of every global that is not an import.
    pub(crate) fn define_globals(&mut self, m: &ir::Module) -> Result<(), String> {
        let mut defined = HashSet::default();
        for g in &m.globals {
            if g.linkage == ir::Linkage::Import || !defined.insert(g.name.as_str()) {
                continue;
            }
            let desc = self.data_description(g, m.attrs.get(&g.name))?;
            self.module
                .define_data(self.syms.data[&g.name], &desc)
                .map_err(|e| format!("cannot define global '{}': {e}", g.name))?;
        }
        Ok(())
    }

    fn data_description(
        &mut self,
        g: &ir::Global,
        attrs: Option<&ir::SymbolAttrs>,
    ) -> Result<DataDescription, String> {
        let mut desc = DataDescription::new();
        desc.set_align(u64::from(g.align.max(1)));
        let section = attrs.and_then(|a| a.section.as_deref());
        if let Some(name) = section {
            desc.set_custom_section(name);
        }
        match &g.init {
            // A section of the program's choosing holds its zeros as bytes (gcc's too,
            // unless the name says `.bss`).
            ir::GlobalInit::Zero if section.is_some() => {
                desc.define(vec![0; g.size as usize].into_boxed_slice())
            }
            ir::GlobalInit::Zero => desc.define_zeroinit(g.size as usize),
            ir::GlobalInit::Bytes { bytes, relocs } => {
                desc.define(bytes.clone().into_boxed_slice());
                for r in relocs {
                    self.write_reloc(&mut desc, g, r)?;
                }
            }
        }
        Ok(desc)
    }

    /// Write the address of `r.symbol + r.addend` into the data of `g`.
    fn write_reloc(
        &mut self,
        desc: &mut DataDescription,
        g: &ir::Global,
        r: &ir::Reloc,
    ) -> Result<(), String> {
        if let Some(&id) = self.syms.data.get(&r.symbol) {
            self.referenced.insert((1, id.as_u32()));
            let gv = self.module.declare_data_in_data(id, desc);
            desc.write_data_addr(r.offset, gv, r.addend);
            return Ok(());
        }
        let Some(&id) = self.syms.funcs.get(&r.symbol) else {
            return Err(format!(
                "internal compiler error: global '{}' refers to unknown symbol '{}'",
                g.name, r.symbol
            ));
        };
        self.referenced.insert((0, id.as_u32()));
        if r.addend != 0 {
            // cranelift-module's function relocations have no addend; its data ones do, and
            // name any symbol (`f + 1` in GNU C's byte steps).
            let target = cranelift_module::ModuleRelocTarget::user(0, id.as_u32());
            let gv = desc.import_global_value(target);
            desc.write_data_addr(r.offset, gv, r.addend);
            return Ok(());
        }
        let fr = self.module.declare_func_in_data(id, desc);
        desc.write_function_addr(r.offset, fr);
        Ok(())
    }

    /// The Cranelift signature of a function defined here: a variadic one takes the free
    /// argument registers as extra parameters (see `variadic`).
    fn definition_signature(&self, f: &ir::Function) -> clif::Signature {
        let mut out = self.function_signature(&f.name, &f.sig);
        if f.sig.variadic {
            out.params
                .extend(variadic::extra_params(&f.sig, self.target));
        }
        out
    }

    fn translate(&mut self, f: &ir::Function, ctx: &mut Context) -> Result<FuncId, String> {
        let id = self.syms.funcs.get(&f.name).copied().ok_or_else(|| {
            format!(
                "internal compiler error: function '{}' not declared",
                f.name
            )
        })?;
        ctx.func.signature = self.definition_signature(f);
        ctx.func.name = clif::UserFuncName::user(0, id.as_u32());
        let (slots, sources) = translate::translate_function(self, f, &mut ctx.func)?;
        if self.debug_info {
            self.sources.insert(id, sources);
        }
        if let Some(start) = f.positions.function().filter(|_| self.debug_info) {
            self.function_starts.insert(id, start);
        }
        if let Some(d) = f.debug.as_deref().filter(|_| self.debug_info) {
            let vars = debug::FunctionVariables::new(f, d, slots);
            self.variables.insert(id, vars);
        }
        Ok(id)
    }
}

/// The x86-64 code of `jmp *ARG`, where ARG is the integer argument that follows `before` as
/// the SysV ABI passes it: integer arguments go to rdi, rsi, rdx, rcx, r8, r9, floating ones
/// to xmm0-7, and the rest to the stack in order, 8 bytes each, above the return address.
fn sysv_jump_to_next_int_arg(before: &[ir::AbiParam]) -> Vec<u8> {
    const JMP_GPR: [&[u8]; 6] = [
        &[0xff, 0xe7],       // jmp *%rdi
        &[0xff, 0xe6],       // jmp *%rsi
        &[0xff, 0xe2],       // jmp *%rdx
        &[0xff, 0xe1],       // jmp *%rcx
        &[0x41, 0xff, 0xe0], // jmp *%r8
        &[0x41, 0xff, 0xe1], // jmp *%r9
    ];
    let (mut ints, mut floats, mut stack) = (0, 0, 0u32);
    for p in before {
        if let ir::Purpose::StructArgument(size) = p.purpose {
            // A copy in the argument area, in no register.
            stack += size / 8;
        } else if p.ty.is_float() && floats < 8 {
            floats += 1;
        } else if !p.ty.is_float() && ints < 6 {
            ints += 1;
        } else {
            stack += 1;
        }
    }
    if ints < 6 {
        return JMP_GPR[ints].to_vec();
    }
    // jmp *disp32(%rsp): the return address is at 0(%rsp), stack arguments follow it.
    let mut code = vec![0xff, 0xa4, 0x24];
    code.extend((8 + 8 * stack).to_le_bytes());
    code
}

/// `xor eax, eax; cdq; idiv eax; ud2`: a division by zero, which the CPU answers with
/// SIGFPE (the `ud2` is never reached, even if a handler returns: it re-runs the `idiv`).
/// The code of a prefetch stub (`ObjectGen::prefetch_stub`), gcc 12's instruction for
/// `__builtin_prefetch(p, write, locality)` then a return. x86-64 without `-mprfchw` has no
/// write prefetch, so gcc gives a read's there: `prefetchnta`, `prefetcht2`, `prefetcht1`,
/// `prefetcht0` (`0f 18 /0../3` on `(%rdi)`) for localities 0 to 3. aarch64: `prfm` on `[x0]`
/// with `pldl1strm`, `pldl3keep`, `pldl2keep`, `pldl1keep` (`pst...` to write).
fn prefetch_code(arch: Arch, write: bool, locality: u8) -> Vec<u8> {
    let mut code = prefetch_instruction(arch, write, locality);
    match arch {
        Arch::X86_64 => code.push(0xc3),
        Arch::Aarch64 => code.extend_from_slice(&0xd65f_03c0u32.to_le_bytes()),
    }
    code
}

/// The prefetch instruction of a stub (`prefetch_code`) without its return: on the first
/// argument register, `(%rdi)` or `[x0]`.
fn prefetch_instruction(arch: Arch, write: bool, locality: u8) -> Vec<u8> {
    match arch {
        Arch::X86_64 => {
            let hint = [0u8, 3, 2, 1][usize::from(locality & 3)];
            vec![0x0f, 0x18, (hint << 3) | 0x07]
        }
        Arch::Aarch64 => {
            // prfop = type (0 load, 2 store) << 3 | target (0 L1, 1 L2, 2 L3) << 1 | streaming
            let (target, streaming) =
                [(0u32, 1u32), (2, 0), (1, 0), (0, 0)][usize::from(locality & 3)];
            let prfop = (u32::from(write) * 2) << 3 | target << 1 | streaming;
            (0xf980_0000u32 | prfop).to_le_bytes().to_vec()
        }
    }
}

/// Replace each call of a prefetch stub in a compiled function's `code` (`stubs`: the
/// stubs' function indexes and their access and locality) by the stub's prefetch
/// instruction, of the call's length, and drop the call's relocation; the number
/// replaced. Cranelift called the stub with the address in the first argument register,
/// which the instruction reads as the stub did, and under `preserve_all`, so the code
/// around the call expects no register changed: a prefetch changes none. A call, the
/// stub's instruction and its return become that one instruction (x86-64's `call rel32`
/// is five bytes, and so is `prefetcht0 0x0(%rdi,%riz,1)`, the stub's `prefetcht0 (%rdi)`
/// with a SIB byte and a zero displacement; aarch64's `bl` and `prfm` are a word each). A
/// call not in the form Cranelift emits is left to the stub.
fn inline_prefetches(
    arch: Arch,
    code: &mut [u8],
    relocs: &mut Vec<ModuleReloc>,
    stubs: &HashMap<u32, (bool, u8)>,
) -> usize {
    let before = relocs.len();
    relocs.retain(|r| {
        let ModuleRelocTarget::User {
            namespace: 0,
            index,
        } = r.name
        else {
            return true;
        };
        let Some(&(write, locality)) = stubs.get(&index) else {
            return true;
        };
        let at = r.offset as usize;
        let insn = prefetch_instruction(arch, write, locality);
        match (arch, r.kind) {
            (Arch::X86_64, Reloc::X86CallPCRel4 | Reloc::X86CallPLTRel4)
                if r.addend == -4 && at >= 1 && at + 4 <= code.len() && code[at - 1] == 0xe8 =>
            {
                // The stub's ModRM `(%rdi)` as `0x0(%rdi,%riz,1)`: mod 01 (an 8-bit
                // displacement), r/m 100 (a SIB byte: no index, base %rdi), so that the
                // one instruction fills the call's five bytes.
                let modrm = (insn[2] & 0x38) | 0x44;
                code[at - 1..at + 4].copy_from_slice(&[insn[0], insn[1], modrm, 0x27, 0]);
                false
            }
            (Arch::Aarch64, Reloc::Arm64Call)
                if r.addend == 0 && at + 4 <= code.len() && code[at + 3] & 0xfc == 0x94 =>
            {
                code[at..at + 4].copy_from_slice(&insn);
                false
            }
            _ => true,
        }
    });
    before - relocs.len()
}

const SIGFPE_CODE: [u8; 7] = [0x31, 0xc0, 0x99, 0xf7, 0xf8, 0x0f, 0x0b];

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn linkage(l: ir::Linkage) -> Linkage {
    match l {
        ir::Linkage::Export => Linkage::Export,
        ir::Linkage::Local => Linkage::Local,
        ir::Linkage::Import => Linkage::Import,
    }
}

/// The linkage of a function the module defines (an IR file may say `import` of one).
fn definition_linkage(l: ir::Linkage) -> Linkage {
    match l {
        ir::Linkage::Local => Linkage::Local,
        ir::Linkage::Export | ir::Linkage::Import => Linkage::Export,
    }
}

/// The Cranelift type of an IR type (`ptr` is `i64` on both targets).
pub(crate) fn clif_type(t: ir::Type) -> clif::Type {
    match t {
        ir::Type::I8 => clif::types::I8,
        ir::Type::I16 => clif::types::I16,
        ir::Type::I32 => clif::types::I32,
        ir::Type::I64 | ir::Type::Ptr => clif::types::I64,
        ir::Type::I128 => clif::types::I128,
        ir::Type::F32 => clif::types::F32,
        ir::Type::F64 => clif::types::F64,
        ir::Type::F128 => clif::types::F128,
        vector => self::vector::clif_vector_type(vector),
    }
}

fn abi_param(p: &ir::AbiParam) -> clif::AbiParam {
    let purpose = match p.purpose {
        ir::Purpose::Normal => clif::ArgumentPurpose::Normal,
        ir::Purpose::StructReturn => clif::ArgumentPurpose::StructReturn,
        ir::Purpose::StructArgument(size) => clif::ArgumentPurpose::StructArgument(size),
    };
    // An 8-byte vector travels as the `f64` of its bits (see `vector`).
    let ty = if vector::is_short(p.ty) {
        clif::types::F64
    } else {
        clif_type(p.ty)
    };
    let param = clif::AbiParam::special(ty, purpose);
    match p.ext {
        // A 32-bit integer's upper half is undefined in the psABI, but gcc's code always
        // clears it (its 32-bit moves do), and assembly relies on that (libgcrypt's
        // `_gcry_mpih_submul_1` reads its `unsigned` size as `%rdx`): passed and returned
        // zero-extended, as gcc's are in practice. (Cranelift extends on x86-64 only.)
        ir::Ext::None if p.ty == ir::Type::I32 => param.uext(),
        ir::Ext::None => param,
        ir::Ext::Sext => param.sext(),
        ir::Ext::Zext => param.uext(),
    }
}

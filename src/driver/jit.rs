//! `-run`: compile the sources into this process's memory and run the program's `main`,
//! as `tcc -run` does, with no object file and no linker.
//!
//! The steps a linker and the dynamic loader would take are done here: the translation
//! units are merged into one module (each unit's `static` symbols renamed so that they stay
//! apart), the runtime (a cached shared library) and the `-l` libraries are loaded into the
//! process with `dlopen`, every imported symbol is looked up with `dlsym`, and `main` is
//! called with `argc`, `argv` (`argv[0]` is the program's source) and `envp`. Its status
//! goes to `exit`, which runs the `atexit` handlers and flushes stdio as after a linked
//! program's `main`. The signals tcc-rs (Rust) handles itself are reset first, so a crash
//! ends the process with the signal a linked program would get.

use super::cli::{Cli, Input, Run};
use super::{compile_to_ir, runtime, Failure, IrWanted};
use crate::codegen::jit::compile_in_memory;
use crate::ir;
use crate::passes::pipeline::Pipeline;
use crate::timing::PassTimes;
use std::collections::{HashMap, HashSet};
use std::ffi::{c_char, c_int, c_void, CStr, CString};
use std::path::{Path, PathBuf};

/// Compile, load and run the program of `cli` (which has `-run`). Returns only on failure:
/// otherwise the process exits with the program's status.
pub(super) fn run_program(cli: &Cli, run: &Run, times: &mut PassTimes) -> Result<(), Failure> {
    let mut units = Vec::new();
    let mut inline_asm = Vec::new();
    let mut failed = false;
    // The pipeline runs on the linked program, so that a function may be inlined into
    // callers in the files after its own, as code generation sees the program whole.
    let wanted = IrWanted {
        memory_form: false,
        optimise: false,
    };
    for path in cli.sources() {
        match compile_to_ir(cli, path, wanted, times) {
            Ok(unit) => {
                inline_asm.extend(unit.inline_asm);
                units.push(unit.ssa);
            }
            Err(f) => {
                failed = true;
                f.report();
            }
        }
    }
    if failed {
        return Err(Failure::reported());
    }
    let mut program = link_units(units)?;
    let mut pipeline = Pipeline::printing(&cli.options, cli.print_after.clone());
    let optimised = pipeline.run_module(&mut program, &cli.options);
    eprint!("{}", pipeline.take_dumps());
    optimised.map_err(|e| Failure::error(format!("internal compiler error: {e}")))?;
    let runtime = load_libraries(cli)?;
    // Each unit's asm statements are functions in a library of their own, which the
    // program's code finds as it finds libc's.
    let scratch = tempfile::tempdir()
        .map_err(|e| Failure::error(format!("cannot create a temporary directory: {e}")))?;
    for library in super::inline_asm::libraries_for_run(cli, &inline_asm, scratch.path())? {
        dlopen(&library).map_err(|f| {
            f.report();
            Failure::error(super::inline_asm::UNREACHABLE_UNDER_RUN)
        })?;
    }
    let lookup = move |name: &str| lookup(name, &runtime);
    let code = times.time(crate::timing::COMPILE, || {
        compile_in_memory(&program, &cli.options, lookup).map_err(one_error_per_line)
    })?;
    let main = code
        .function("main")
        .ok_or_else(|| Failure::error("undefined reference to `main'"))?;
    if times.enabled() {
        eprint!("{}", times.report());
    }
    let (constructors, destructors) = init_and_fini(&program);
    let address = |names: Vec<String>| -> Vec<*const u8> {
        names.iter().filter_map(|n| code.function(n)).collect()
    };
    let (constructors, destructors) = (address(constructors), address(destructors));
    // SAFETY: `main` is the program's `int main(int, char **, char **)` (a `main` with
    // fewer parameters ignores the extra arguments under the C calling conventions); the
    // constructors and destructors are its `void (void)` functions.
    unsafe { call_main(main, run, &constructors, &destructors) }
}

/// The program's constructors in the order a linked program runs them (by priority, then
/// as written), and its destructors in the order its `.fini_array` lists them, the same
/// order, which runs last to first.
fn init_and_fini(program: &ir::Module) -> (Vec<String>, Vec<String>) {
    let listed = |priority: fn(&ir::SymbolAttrs) -> Option<u16>| {
        let mut v: Vec<(u16, String)> = program
            .functions
            .iter()
            .filter_map(|f| Some((priority(program.attrs.get(&f.name)?)?, f.name.clone())))
            .collect();
        v.sort_by_key(|(p, _)| *p);
        v.into_iter().map(|(_, name)| name).collect()
    };
    (listed(|a| a.constructor), listed(|a| a.destructor))
}

/// Several errors (one per undefined symbol) reported like one each.
fn one_error_per_line(message: String) -> Failure {
    let mut lines: Vec<&str> = message.lines().collect();
    let last = lines.pop().unwrap_or_default().to_string();
    for line in lines {
        Failure::error(line).report();
    }
    Failure::error(last)
}

/// The address of the symbol `name`: one of the runtime's (which a linked program gets
/// from `runtime.o`, ahead of any library) from the runtime, the shared library at
/// `runtime`, loaded when first asked for (most programs use none of its helpers and so do
/// without it); any other from the process (libc, libm, the `-l` libraries).
fn lookup(name: &str, runtime: &CStr) -> Option<*const u8> {
    if let Some(&(_, f)) = LIBC_NONSHARED.iter().find(|(n, _)| *n == name) {
        return Some(f);
    }
    let handle = match RUNTIME_EXPORTS.contains(&name) {
        true => {
            // SAFETY: the runtime has no initialisers; loading it again returns the handle
            // of the first load.
            let h = unsafe { libc::dlopen(runtime.as_ptr(), libc::RTLD_NOW | libc::RTLD_GLOBAL) };
            if h.is_null() {
                return None;
            }
            h
        }
        // (A null handle: the whole process.)
        false => libc::RTLD_DEFAULT,
    };
    let name = CString::new(name).ok()?;
    // SAFETY: dlsym with a NUL-terminated name only reads the loaded objects' tables.
    let p = unsafe { libc::dlsym(handle, name.as_ptr()) };
    (!p.is_null()).then_some(p as *const u8)
}

/// The symbols `runtime/runtime.c` and the helpers it includes define (a test checks the list against the built
/// library).
const RUNTIME_EXPORTS: [&str; 38] = [
    "__tcc_rs_call_keeping_sp",
    "__tcc_rs_call_push",
    "__tcc_rs_caller_stack_pointer",
    "__tcc_rs_frame_address",
    "__tcc_rs_return_address",
    "__tcc_rs_ld_add",
    "__tcc_rs_ld_classify",
    "__tcc_rs_ld_cmp",
    "__tcc_rs_ld_div",
    "__tcc_rs_ld_from_f32",
    "__tcc_rs_ld_from_f64",
    "__tcc_rs_ld_from_i128",
    "__tcc_rs_ld_from_i64",
    "__tcc_rs_ld_from_u128",
    "__tcc_rs_ld_from_u64",
    "__tcc_rs_ld_mul",
    "__tcc_rs_ld_neg",
    "__tcc_rs_ld_sub",
    "__tcc_rs_ld_to_f32",
    "__tcc_rs_ld_to_f64",
    "__tcc_rs_ld_to_i128",
    "__tcc_rs_ld_to_i64",
    "__tcc_rs_ld_to_u128",
    "__tcc_rs_ld_to_u64",
    "__tcc_rs_stack_alloc",
    "__tcc_rs_stack_restore",
    "__tcc_rs_stack_save",
    "__tcc_rs_tls_addr",
    "__tcc_rs_x87_result",
    "__tcc_rs_x87_result_pair",
    "__tcc_rs_x87_return",
    "__tcc_rs_x87_return_pair",
    "clock_ns",
    "elapsed_ms",
    "print_char",
    "print_int",
    "print_newline",
    "read_int",
];

/// glibc's functions that are not in `libc.so.6` but in `libc_nonshared.a`, linked into
/// every program: the same wrappers around libc's registration functions.
const LIBC_NONSHARED: [(&str, *const u8); 3] = [
    ("atexit", atexit as *const u8),
    ("at_quick_exit", at_quick_exit as *const u8),
    ("pthread_atfork", pthread_atfork as *const u8),
];

type Handler = unsafe extern "C" fn();

extern "C" {
    fn __cxa_atexit(f: Handler, arg: *mut c_void, dso: *mut c_void) -> c_int;
    fn __cxa_at_quick_exit(f: Handler, dso: *mut c_void) -> c_int;
    fn __register_atfork(
        prepare: Option<Handler>,
        parent: Option<Handler>,
        child: Option<Handler>,
        dso: *mut c_void,
    ) -> c_int;
}

/// `atexit` as glibc defines it, the program being the main executable (no DSO handle).
/// `__cxa_atexit` passes the handler an argument, which a `void (void)` function ignores.
unsafe extern "C" fn atexit(f: Handler) -> c_int {
    __cxa_atexit(f, std::ptr::null_mut(), std::ptr::null_mut())
}

unsafe extern "C" fn at_quick_exit(f: Handler) -> c_int {
    __cxa_at_quick_exit(f, std::ptr::null_mut())
}

unsafe extern "C" fn pthread_atfork(
    prepare: Option<Handler>,
    parent: Option<Handler>,
    child: Option<Handler>,
) -> c_int {
    __register_atfork(prepare, parent, child, std::ptr::null_mut())
}

/// One module of the translation units, as the linker would see them: a symbol with
/// internal linkage (`static`) gets a name private to its unit when there are several, an
/// import defined by another unit becomes a reference to it, a weak definition yields to a
/// strong one (the first of several weak ones stays), a symbol defined strong twice is an
/// error, and another unit's uses of an alias name its target.
fn link_units(mut units: Vec<ir::Module>) -> Result<ir::Module, Failure> {
    if units.len() == 1 {
        let mut unit = units.pop().unwrap_or_default();
        // The uses of a weak alias name the alias, which nothing else defines here.
        resolve_aliases(&mut unit);
        let defined: HashSet<String> = definitions(&unit).into_iter().collect();
        unit.globals
            .retain(|g| is_defined(g) || !defined.contains(&g.name));
        unit.decls.retain(|d| !defined.contains(&d.name));
        return Ok(unit);
    }
    let mut program = ir::Module::default();
    // Each defined name, and whether its definition is weak.
    let mut defined: HashMap<String, bool> = HashMap::new();
    for (i, mut unit) in units.into_iter().enumerate() {
        rename_locals(&mut unit, i);
        // A `static` alias's uses already name its target, and nothing else can name it.
        unit.attrs.retain(|_, a| !a.local_alias);
        // The names this unit defines and whose definitions stay.
        let mut kept = HashSet::new();
        for name in definitions(&unit) {
            let weak = unit.attrs.get(&name).is_some_and(|a| a.weak);
            match defined.get(&name) {
                None => {}
                Some(_) if weak => {
                    drop_definition(&mut unit, &name);
                    continue;
                }
                Some(true) => drop_definition(&mut program, &name),
                Some(false) => {
                    return Err(Failure::error(format!("multiple definition of `{name}'")));
                }
            }
            defined.insert(name.clone(), weak);
            kept.insert(name);
        }
        program.functions.append(&mut unit.functions);
        program.globals.append(&mut unit.globals);
        program.decls.append(&mut unit.decls);
        merge_attrs(&mut program.attrs, unit.attrs, &kept);
    }
    resolve_aliases(&mut program);
    // Imports of what another unit defines, and repeated imports, go.
    let mut seen = HashSet::new();
    program.globals.retain(|g| {
        is_defined(g) || (!defined.contains_key(&g.name) && seen.insert(g.name.clone()))
    });
    let mut seen = HashSet::new();
    program
        .decls
        .retain(|d| !defined.contains_key(&d.name) && seen.insert(d.name.clone()));
    Ok(program)
}

/// The names `unit` defines: its functions, its data objects, its aliases.
fn definitions(unit: &ir::Module) -> Vec<String> {
    let functions = unit.functions.iter().map(|f| &f.name);
    let data = unit
        .globals
        .iter()
        .filter(|g| is_defined(g))
        .map(|g| &g.name);
    let aliases = unit
        .attrs
        .iter()
        .filter(|(_, a)| a.alias.is_some())
        .map(|(name, _)| name);
    functions.chain(data).chain(aliases).cloned().collect()
}

/// Add a unit's attributes to the program's. A symbol's attributes are its definition's:
/// those of a unit that only declares it (a weak reference, say) do not replace them.
fn merge_attrs(
    program: &mut std::collections::BTreeMap<String, ir::SymbolAttrs>,
    unit: std::collections::BTreeMap<String, ir::SymbolAttrs>,
    kept: &HashSet<String>,
) {
    for (name, a) in unit {
        if kept.contains(&name) {
            program.insert(name, a);
        } else {
            program.entry(name).or_insert(a);
        }
    }
}

/// Remove the (weak) definition of `name` from `m`, with its attributes: another unit's
/// definition is the symbol's.
fn drop_definition(m: &mut ir::Module, name: &str) {
    m.functions.retain(|f| f.name != name);
    m.globals.retain(|g| g.name != name || !is_defined(g));
    m.attrs.remove(name);
}

fn is_defined(g: &ir::Global) -> bool {
    g.linkage != ir::Linkage::Import
}

/// An alias is not a symbol of the in-memory program, only another name for its target,
/// which the unit defining it already uses: the other units' uses of the name become
/// uses of the target.
fn resolve_aliases(program: &mut ir::Module) {
    let aliases: HashMap<String, String> = program
        .attrs
        .iter()
        .filter_map(|(name, a)| Some((name.clone(), a.alias.clone()?)))
        .collect();
    program.attrs.retain(|_, a| a.alias.is_none());
    rename_references(program, &aliases);
}
/// Give every local symbol of unit `index` a name no other unit can use: `NAME.tccrs.INDEX`
/// (a dot cannot appear in a C identifier).
fn rename_locals(unit: &mut ir::Module, index: usize) {
    let functions = unit
        .functions
        .iter()
        .filter(|f| f.linkage == ir::Linkage::Local);
    let data = unit
        .globals
        .iter()
        .filter(|g| g.linkage == ir::Linkage::Local);
    let renamed: HashMap<String, String> = functions
        .map(|f| &f.name)
        .chain(data.map(|g| &g.name))
        .map(|name| (name.clone(), format!("{name}.tccrs.{index}")))
        .collect();
    if renamed.is_empty() {
        return;
    }
    rename_references(unit, &renamed);
    unit.attrs = std::mem::take(&mut unit.attrs)
        .into_iter()
        .map(|(mut name, mut a)| {
            rename(&renamed, &mut name);
            if let Some(target) = &mut a.alias {
                rename(&renamed, target);
            }
            (name, a)
        })
        .collect();
}

/// Rename, as `renamed` says, the functions, data objects and declarations of `m` and
/// every reference to them (calls, addresses, relocations of initializers).
fn rename_references(m: &mut ir::Module, renamed: &HashMap<String, String>) {
    for f in &mut m.functions {
        rename(renamed, &mut f.name);
        for data in f.insts.values_mut() {
            match &mut data.kind {
                ir::InstKind::Call(call) => {
                    if let ir::Callee::Direct(name) = &mut call.callee {
                        rename(renamed, name);
                    }
                }
                ir::InstKind::GlobalAddr { name } | ir::InstKind::FuncAddr { name } => {
                    if let Some(new) = renamed.get(&**name) {
                        *name = new.as_str().into();
                    }
                }
                _ => {}
            }
        }
    }
    for g in &mut m.globals {
        rename(renamed, &mut g.name);
        if let ir::GlobalInit::Bytes { relocs, .. } = &mut g.init {
            for r in relocs {
                rename(renamed, &mut r.symbol);
            }
        }
    }
    for d in &mut m.decls {
        rename(renamed, &mut d.name);
    }
}

fn rename(renamed: &HashMap<String, String>, name: &mut String) {
    if let Some(new) = renamed.get(name.as_str()) {
        *name = new.clone();
    }
}

/// Load the libraries of the command line into the process, so that `lookup` finds their
/// symbols: `-lNAME` is `libNAME.so` in a `-L` directory or the loader's search path; a
/// `.so` input is loaded by name. Objects and archives need a real link: they are refused.
/// Returns the path of the runtime (built if it is not cached), which `lookup` loads when
/// the program needs it.
fn load_libraries(cli: &Cli) -> Result<CString, Failure> {
    let cc = cli.options.target.c_compiler();
    let scratch = std::env::temp_dir();
    let rt = runtime::runtime_shared_library(cli.options.target, &cc, &scratch)
        .map_err(Failure::error)?;
    let runtime = CString::new(rt.as_os_str().as_encoded_bytes())
        .map_err(|_| Failure::error(format!("{}: invalid library name", rt.display())))?;
    // Every linked program gets `-lm` (`link::link`).
    dlopen(Path::new(LIBM))?;
    let dirs: Vec<PathBuf> = cli
        .inputs
        .iter()
        .filter_map(|i| match i {
            Input::LinkerArg(a) => a.strip_prefix("-L").map(PathBuf::from),
            _ => None,
        })
        .collect();
    for input in &cli.inputs {
        match input {
            Input::LinkerArg(a) => {
                if let Some(name) = a.strip_prefix("-l") {
                    load_library(name, &dirs, &cc)?;
                }
            }
            Input::Object(path) if path.ends_with(".so") => dlopen(Path::new(path))?,
            Input::Object(path) | Input::Assembly { path, .. } => {
                return Err(Failure::error(format!(
                    "{path}: -run loads shared libraries only; link objects, archives and \
                     assembly into an executable instead"
                )))
            }
            Input::Source(_) => {}
        }
    }
    Ok(runtime)
}

/// The libraries of glibc that are one with libc, or loaded for every program (libm).
const IN_LIBC: [&str; 6] = ["c", "pthread", "dl", "rt", "util", "m"];

/// libm by its run-time name (`libm.so` is a linker script).
const LIBM: &str = "libm.so.6";

fn load_library(name: &str, dirs: &[PathBuf], cc: &str) -> Result<(), Failure> {
    if IN_LIBC.contains(&name) {
        return Ok(());
    }
    let file = format!("lib{name}.so");
    match dirs.iter().map(|d| d.join(&file)).find(|p| p.is_file()) {
        Some(path) => dlopen(&path),
        None => dlopen(Path::new(&file))
            .or_else(|_| dlopen(&compiler_library(cc, &file).ok_or(())?).map_err(|_| ()))
            .map_err(|_| Failure::error(format!("cannot find -l{name}"))),
    }
}

/// Where the C compiler would find `file` when linking: its own libraries (libatomic,
/// libgcc_s) live in its private directory, outside the loader's search path.
fn compiler_library(cc: &str, file: &str) -> Option<PathBuf> {
    let out = std::process::Command::new(cc)
        .arg(format!("-print-file-name={file}"))
        .output()
        .ok()?;
    let path = PathBuf::from(String::from_utf8(out.stdout).ok()?.trim());
    path.is_absolute().then_some(path)
}

/// `dlopen` with every symbol resolved now and made global (visible to `dlsym` with
/// `RTLD_DEFAULT`, like a library linked into the program).
fn dlopen(path: &Path) -> Result<(), Failure> {
    let name = CString::new(path.as_os_str().as_encoded_bytes())
        .map_err(|_| Failure::error(format!("{}: invalid library name", path.display())))?;
    // SAFETY: loading a library runs its initialisers, as linking it into the program would.
    let handle = unsafe { libc::dlopen(name.as_ptr(), libc::RTLD_NOW | libc::RTLD_GLOBAL) };
    if handle.is_null() {
        // SAFETY: dlerror returns a NUL-terminated message owned by the loader.
        let why = unsafe { std::ffi::CStr::from_ptr(libc::dlerror()) };
        return Err(Failure::error(format!(
            "cannot load {}: {}",
            path.display(),
            why.to_string_lossy()
        )));
    }
    Ok(())
}

type CMain = unsafe extern "C" fn(c_int, *mut *mut c_char, *mut *mut c_char) -> c_int;

/// Call `main` and exit with its status.
///
/// # Safety
/// `main` must be the address of the program's `main`.
unsafe fn call_main(
    main: *const u8,
    run: &Run,
    constructors: &[*const u8],
    destructors: &[*const u8],
) -> ! {
    let strings: Vec<CString> = std::iter::once(&run.file)
        .chain(&run.args)
        .map(|a| CString::new(a.as_bytes()).unwrap_or_default())
        .collect();
    let mut argv: Vec<*mut c_char> = strings.iter().map(|s| s.as_ptr() as *mut c_char).collect();
    argv.push(std::ptr::null_mut());
    let argc = c_int::try_from(strings.len()).unwrap_or(c_int::MAX);
    extern "C" {
        static mut environ: *mut *mut c_char;
    }
    reset_signals();
    use std::io::Write;
    let _ = std::io::stdout().flush();
    // What the C library's start-up does with `.init_array` and `.fini_array`: `exit` runs
    // the destructors after the handlers the program registers itself.
    for &d in destructors {
        atexit(std::mem::transmute::<*const u8, Handler>(d));
    }
    for &c in constructors {
        std::mem::transmute::<*const u8, Handler>(c)();
    }
    let main: CMain = std::mem::transmute(main);
    let status = main(argc, argv.as_mut_ptr(), environ);
    // exit runs the atexit handlers and flushes the C streams.
    libc::exit(status)
}

/// Rust ignores SIGPIPE and catches SIGSEGV and SIGBUS (to report stack overflows); a C
/// program starts with the default actions.
fn reset_signals() {
    for sig in [libc::SIGPIPE, libc::SIGSEGV, libc::SIGBUS] {
        // SAFETY: setting a signal to its default action has no preconditions.
        unsafe { libc::signal(sig, libc::SIG_DFL) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::target::Target;

    #[test]
    fn runtime_exports_are_what_the_runtime_defines() {
        let target = Target::host();
        let cc = target.c_compiler();
        let so = runtime::runtime_shared_library(target, &cc, &std::env::temp_dir()).unwrap();
        let out = std::process::Command::new("nm")
            .args(["-D", "--defined-only", "--format=just-symbols"])
            .arg(&so)
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        let mut defined: Vec<&str> = text.lines().collect();
        defined.sort_unstable();
        let mut listed = RUNTIME_EXPORTS.to_vec();
        listed.sort_unstable();
        assert_eq!(defined, listed);
    }
}

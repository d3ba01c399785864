//! The driver: the only part of tcc-rs that knows about files, processes and the linker.
//!
//! It parses the gcc-style command line (`cli`), runs the pipeline of docs/design.md on each C
//! source (lower, mem2reg, verify, codegen), and then either prints an intermediate form
//! (`--emit=`), writes objects (`-c`) or links an executable with the target's C compiler
//! and the cached runtime (`link`, `runtime`). Every output is written under a temporary
//! name and renamed into place, so a failure never leaves a partial file behind.

mod assemble;
pub mod cli;
mod explain;
pub mod flags;
pub mod help;
mod inline_asm;
mod jit;
pub mod link;
pub mod runtime;
pub mod warning_options;

use crate::diag::{Diagnostic, SourceFile, Span};
use crate::ir::binding::Binding;
use crate::ir::print::print_function;
use crate::passes::inline;
use crate::passes::lifetime_start;
use crate::passes::mem2reg::{self, Report, Stats};
use crate::passes::pipeline::{self, Pipeline};
use crate::passes::small_memops;
use crate::passes::sroa;
use crate::preprocess::{self, PpOutput};
use crate::timing::{self, PassTimes};
use crate::{codegen, front_end, ir, source_bytes, OptLevel};
use cli::{Cli, Emit, Input};
use link::{LinkError, LinkInput};
use std::collections::{BTreeMap, HashSet};
use std::io::Write;
use std::path::{Path, PathBuf};
use warning_options::ErrorSwitch;

/// Run the compiler with `args` (without the program name); returns the exit status.
pub fn main(args: Vec<String>) -> i32 {
    // Every stage runs on the compiler's large stack (see `stack::on_compiler_stack`).
    match crate::stack::on_compiler_stack(|| run(&args)) {
        Ok(()) => 0,
        Err(failure) => failure.report(),
    }
}

/// `main` for the `tcc-rs` process: a panic anywhere (a bug) is reported as gcc reports its
/// crashes, `tcc-rs: internal compiler error: ...`, with exit status 1 and no backtrace. A
/// standard output or error that cannot be written (closed, or a pipe whose reader left, as in
/// `tcc-rs bad.c 2>&1 | head -1`) makes `print!` panic: that exits 1 silently.
///
/// Not in `main` itself, which the unit tests call: the hook is process-wide.
pub fn process_main(args: Vec<String>) -> i32 {
    std::panic::set_hook(Box::new(|info| {
        // A broken invariant with a place in the source is reported as a diagnostic by
        // the front end (`front_end::reporting_internal_errors`).
        if info.payload().is::<crate::ast::InternalError>() {
            return;
        }
        let message = panic_message(info.payload());
        // Cranelift's panics are caught and reported with the function's name.
        if message.starts_with("failed printing to") || codegen::panic_is_caught() {
            return;
        }
        let place = info
            .location()
            .map(|l| format!(" (at {}:{})", l.file(), l.line()))
            .unwrap_or_default();
        // Ignore a failure: there is nowhere else to report it.
        let _ = writeln!(
            std::io::stderr(),
            "tcc-rs: internal compiler error: {message}{place}\n\
             Please report it with the input that caused it."
        );
    }));
    // Every stage runs on the compiler's large stack (see `stack::on_compiler_stack`).
    std::panic::catch_unwind(|| crate::stack::on_compiler_stack(|| main(args))).unwrap_or(1)
}

fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        s.to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "a panic without a message".to_string()
    }
}

/// Why the driver stopped: the exit status, and a message not yet printed (diagnostics and
/// linker messages are printed where they arise).
struct Failure {
    status: i32,
    message: Option<String>,
}

impl Failure {
    fn error(message: impl Into<String>) -> Failure {
        Failure {
            status: 1,
            message: Some(message.into()),
        }
    }

    /// gcc's `fatal error:`, for a mistake that stops the compiler before it starts.
    fn fatal(message: impl Into<String>) -> Failure {
        Failure::error(format!("fatal error: {}", message.into()))
    }

    /// Already reported to the user (diagnostics).
    fn reported() -> Failure {
        Failure {
            status: 1,
            message: None,
        }
    }

    fn report(self) -> i32 {
        match self.message {
            Some(m) if m.starts_with("internal compiler error") || m.starts_with("fatal error") => {
                eprintln!("tcc-rs: {m}")
            }
            Some(m) => print_diagnostic_text(&format!("tcc-rs: error: {m}\n")),
            None => {}
        }
        self.status
    }
}

fn run(args: &[String]) -> Result<(), Failure> {
    let cli = cli::parse(args).map_err(Failure::error)?;
    for switch in &cli.gcc.removed {
        // gcc's driver says so once, and neither `-w` nor `-Werror` changes it.
        eprintln!("tcc-rs: warning: switch '{switch}' is no longer supported");
    }
    if cli.debug_crash {
        panic!("--debug-crash: crashing on purpose");
    }
    if cli.help {
        print!("{}", help::usage());
        return Ok(());
    }
    if cli.man_page {
        print!("{}", help::man_page());
        return Ok(());
    }
    if cli.version {
        // The second line says what tcc-rs is compatible with in the words build systems look
        // for: Meson takes a compiler whose `--version` names the Free Software Foundation
        // for a GCC, and then reads its version from `__GNUC__` (`-E -dM`); without GNU C
        // (`-fgnuc-version=0`) there is no `__GNUC__` to read, and no such claim.
        let compatible = match cli.pp.gnuc.is_gnu() {
            true => format!(
                "Compatible with GCC, the Free Software Foundation's GNU Compiler Collection: \
                 its options and GNU C (__GNUC__ {}).",
                cli.pp.gnuc.full()
            ),
            false => "Compatible with GCC's options; not GNU C (-fgnuc-version=0).".into(),
        };
        println!(
            "tcc-rs {} (mem2reg SSA, Cranelift 0.135 back end)\n{compatible}",
            env!("CARGO_PKG_VERSION")
        );
        return Ok(());
    }
    if let Some(query) = &cli.gcc.query {
        return answer(&cli, query);
    }
    // As in gcc, `-l` and `-Wl,` are the linker's inputs (`tcc-rs -Wl,--version` runs the
    // linker, which Meson asks for its name); `-L` alone is not.
    let no_inputs = cli
        .inputs
        .iter()
        .all(|i| matches!(i, Input::LinkerArg(a) if a.starts_with("-L")));
    if no_inputs && cli.pp.verbose {
        // `gcc -v` alone: the version, on standard error, and success. Configure scripts
        // (zlib's among them) take a compiler for GNU C only if this line says "gcc" or
        // "clang", and tcc-rs accepts gcc's options and GNU C.
        let dialect = match cli.pp.gnuc.is_gnu() {
            true => format!("GNU C {}", cli.pp.gnuc.full()),
            false => "not GNU C".into(),
        };
        eprintln!(
            "tcc-rs version {} (gcc-compatible, {dialect}; target: {})",
            env!("CARGO_PKG_VERSION"),
            cli.pp.target
        );
        return Ok(());
    }
    if no_inputs {
        return Err(Failure::error("no input files"));
    }
    refuse_output_that_is_an_input(&cli)?;
    refuse_assembly_where_c_is_compiled(&cli)?;
    WARNED.set(false);
    let links = cli.run.is_some()
        || !(cli.gcc.deps.only
            || cli.preprocess_only
            || cli.syntax_only
            || cli.assembly_files
            || cli.explain
            || cli.emit.is_some()
            || cli.compile_only);
    if !links {
        unused_linker_inputs(&cli)?;
    }
    let mut times = PassTimes::new(cli.time_passes);
    let result = if cli.gcc.deps.only {
        dependencies_only(&cli, &mut times)
    } else if cli.preprocess_only {
        preprocess_sources(&cli, &mut times)
    } else if cli.syntax_only {
        check_sources(&cli, &mut times)
    } else if cli.assembly_files && cli.output.is_none() {
        write_assembly_files(&cli, &mut times)
    } else if cli.explain {
        explain::write_page(&cli, &mut times)
    } else if let Some(emit) = cli.emit {
        emit_text(&cli, emit, &mut times)
    } else if cli.compile_only {
        compile_objects(&cli, &mut times)
    } else if let Some(run) = &cli.run {
        jit::run_program(&cli, run, &mut times)
    } else {
        build_executable(&cli, &mut times)
    };
    if times.enabled() {
        eprint!("{}", times.report());
    }
    result
}

/// One translation unit after the IR stages.
struct Unit {
    file: SourceFile,
    /// The IR in memory form, as the front end produced it (kept only when asked for).
    memory_form: Option<ir::Module>,
    /// The IR after mem2reg (unless `--no-mem2reg`) and, if asked for, the pipeline: what
    /// code generation takes.
    ssa: ir::Module,
    /// The assembler text of the unit's inline assembly, if it has any (for `-S`).
    inline_asm: Option<String>,
    /// The preprocessor's output, for a C file: `-S -g` reads the lines from it.
    pp: Option<PpOutput>,
}

/// What [`compile_to_ir`] keeps and runs besides mem2reg.
#[derive(Copy, Clone)]
struct IrWanted {
    /// Keep the memory form, before mem2reg.
    memory_form: bool,
    /// Run the pipeline after mem2reg (for code generation or `--emit=opt`).
    optimise: bool,
}

impl IrWanted {
    /// What code generation takes: the IR after the pipeline.
    const CODEGEN: IrWanted = IrWanted {
        memory_form: false,
        optimise: true,
    };
}

/// lower -> mem2reg -> verify (-> the pipeline) for the C file at `path`, the whole module
/// at once. Diagnostics are printed here.
fn compile_to_ir(
    cli: &Cli,
    path: &str,
    wanted: IrWanted,
    times: &mut PassTimes,
) -> Result<Unit, Failure> {
    let mut file = read_source(path)?;
    if cli.run.is_some() {
        skip_interpreter_line(&mut file);
    }
    let (mut module, pp, inline_asm) = if path.ends_with(".ir") {
        (times.time(timing::PARSE, || read_ir(&file))?, None, None)
    } else {
        let (module, pp) = lower_c(cli, path, &file, times)?;
        let text = inline_asm::text(cli, &pp, &module)?;
        (module, Some(pp), text)
    };
    let memory_form = wanted.memory_form.then(|| module.clone());
    let optimise = wanted.optimise;
    run_ir_stages(
        cli,
        path,
        &mut module,
        &file,
        optimise,
        (pp.as_ref(), false),
        times,
    )?;
    Ok(Unit {
        file,
        memory_form,
        ssa: module,
        inline_asm,
        pp,
    })
}

/// The IR stages on every function of `module`, read from `file` (see [`IrStages`]): mem2reg
/// on each, then, if `optimise`, the pipeline on each (a function binds as the whole
/// module says). The warnings mem2reg finds are printed if `pp`, the preprocessor's output
/// they are read from, is given, unless `again` (they were printed once, by a compile one
/// function at a time that is done again); so are the inliner's errors, even `again` (that
/// compile stopped before the inliner).
fn run_ir_stages(
    cli: &Cli,
    path: &str,
    module: &mut ir::Module,
    file: &SourceFile,
    optimise: bool,
    (pp, again): (Option<&PpOutput>, bool),
    times: &mut PassTimes,
) -> Result<(), Failure> {
    let mut stages = IrStages::new(cli, path);
    for f in &mut module.functions {
        stages.run(f, times)?;
    }
    if let (Some(pp), false) = (pp, again) {
        stages.print_warnings(pp)?;
    }
    let bindings = bindings(cli, &module.functions, &module.attrs);
    if let Some(pp) = pp {
        // `-run` inlines later, across its units: the errors are the unit's all the same.
        stages.find_unhonoured(&module.functions, &bindings, &module.attrs);
        stages.print_unhonoured(pp)?;
    }
    if optimise {
        let attrs = &module.attrs;
        let inline_only = std::mem::take(&mut module.inline_only);
        let elsewhere: HashSet<String> = (inline_only.iter())
            .map(|d| d.function.name.clone())
            .collect();
        stages.pipeline.know_globals(&module.globals);
        let names =
            (stages.optimise_unit(&mut module.functions, &bindings, attrs, inline_only, times))?;
        let dropped = stages.unreferenced(&module.functions, module);
        module.functions.retain(|f| !dropped.contains(&f.name));
        let functions = std::mem::take(&mut module.functions);
        let (_, mut unnamed) = adopt_inlined_names(module, &functions, names, &elsewhere);
        unnamed.extend(forget_unnamed_imports(module, &functions));
        stages.uses.retain(|u| !unnamed.contains(u.name()));
        module.functions = functions;
    }
    stages.finish(module, file)
}

/// Where `name` stands in `text` from `declarator` on (the declarator of a function's
/// definition may begin with `*` or a parenthesis): gcc's place for errors about it.
fn name_at(text: &str, declarator: usize, name: &str) -> usize {
    let window = text.get(declarator..).unwrap_or("");
    let window = &window[..window.len().min(256)];
    let found = window.match_indices(name).find(|&(k, _)| {
        let bytes = window.as_bytes();
        let before = k.checked_sub(1).map(|p| bytes[p]);
        let after = bytes.get(k + name.len()).copied();
        let ident = |c: Option<u8>| c.is_some_and(|c| c == b'_' || c.is_ascii_alphanumeric());
        !ident(before) && !ident(after)
    });
    declarator + found.map_or(0, |(k, _)| k)
}

/// The span of the call whose callee's name starts at `at` in `text`, through its closing
/// parenthesis, as gcc underlines a call (just the name if the parentheses do not balance).
fn call_span(text: &str, at: usize) -> Span {
    let rest = text.as_bytes().get(at..).unwrap_or(&[]);
    let mut depth = 0usize;
    for (k, &c) in rest.iter().enumerate() {
        match c {
            b'(' => depth += 1,
            b')' if depth == 1 => return Span::new(at, at + k + 1),
            b')' => depth = depth.saturating_sub(1),
            b';' | b'{' | b'}' => break,
            _ => {}
        }
    }
    Span::new(at, at + 1)
}

/// How each of `functions`, definitions of a unit whose symbols' attributes are `attrs`,
/// binds (as the whole unit says).
fn bindings(
    cli: &Cli,
    functions: &[ir::Function],
    attrs: &BTreeMap<String, ir::SymbolAttrs>,
) -> Vec<Binding> {
    let binding =
        |f: &ir::Function| Binding::of_definition(f.linkage, attrs.get(&f.name), cli.options.pic);
    functions.iter().map(binding).collect()
}

/// The IR stages between the front end and code generation, one function at a time:
/// SROA and mem2reg (unless `--no-mem2reg`; SROA unless `--no-sroa`) and, in debug builds,
/// the verifier ([`IrStages::run`]), then the pipeline ([`IrStages::optimise`], or
/// [`IrStages::optimise_unit`] on a unit held whole). What they report about the whole
/// module (`--stats`, `--remarks`, the symbols the functions name) is kept until
/// [`IrStages::finish`]; the dumps of `--print-after` and its kin are printed as they come.
struct IrStages<'a> {
    cli: &'a Cli,
    path: &'a str,
    reports: Vec<(String, Report)>,
    /// What SROA did, summed over the functions (`--stats`).
    small_memops: small_memops::Stats,
    sroa: sroa::Stats,
    uses: Vec<ir::verify::SymbolUse>,
    pipeline: Pipeline,
    /// Whether the pipeline ran (its statistics are printed only then).
    optimised: bool,
    /// The static functions not emitted, no reference to them being left.
    dropped: usize,
    /// The uninitialized uses mem2reg found (`-Wuninitialized`, `-Wmaybe-uninitialized`),
    /// as diagnostics, until [`IrStages::print_warnings`].
    warnings: Vec<Diagnostic>,
    /// The calls of `always_inline` functions the inliner can never honour, each as the
    /// callee's name and definition and the call's place, until
    /// [`IrStages::print_unhonoured`].
    unhonoured: Vec<(String, Option<usize>, Option<usize>, inline::Unhonourable)>,
}

impl<'a> IrStages<'a> {
    fn new(cli: &'a Cli, path: &'a str) -> Self {
        IrStages {
            cli,
            path,
            reports: Vec::new(),
            small_memops: small_memops::Stats::default(),
            sroa: sroa::Stats::default(),
            uses: Vec::new(),
            pipeline: Pipeline::printing(&cli.options, cli.print_after.clone())
                .on_threads(std::thread::available_parallelism().map_or(1, |n| n.get())),
            optimised: false,
            dropped: 0,
            warnings: Vec::new(),
            unhonoured: Vec::new(),
        }
    }

    fn run(&mut self, f: &mut ir::Function, times: &mut PassTimes) -> Result<(), Failure> {
        let print = &self.cli.print_after;
        eprint!("{}", print.start(f));
        // Under `--time-passes`, the pass also times its steps.
        let record = mem2reg::Record {
            times: times.enabled(),
            placements: false,
            uninitialized: self.warns_uninitialized(),
            // Without optimisation a debugger finds every variable in memory.
            homes: self.cli.options.opt_level == OptLevel::None,
        };
        if !self.cli.options.honours_lifetime_starts() {
            lifetime_start::strip(f);
        }
        if self.cli.options.runs_small_memops() {
            let before = print.changed.then(|| print_function(f));
            let opts = &self.cli.options;
            let expands = |name: &str| opts.expands_builtin(name);
            self.small_memops +=
                times.time(timing::SMALL_MEMOPS, || small_memops::run(f, &expands));
            eprint!("{}", print.dump(small_memops::NAME, f, before.as_deref()));
        }
        if self.cli.options.runs_sroa() {
            let before = print.changed.then(|| print_function(f));
            self.sroa += times.time(timing::SROA, || sroa::run(f));
            eprint!("{}", print.dump(sroa::NAME, f, before.as_deref()));
        }
        if self.cli.options.mem2reg {
            let before = print.changed.then(|| print_function(f));
            let mut report = times.time(timing::MEM2REG, || mem2reg::run_with(f, record));
            times.add_mem2reg_steps(report.times);
            self.add_warnings(std::mem::take(&mut report.uninitialized));
            if self.cli.stats || self.cli.remarks {
                self.reports.push((f.name.clone(), report));
            }
            eprint!("{}", print.dump(mem2reg::NAME, f, before.as_deref()));
        } else if record.uninitialized {
            // The analysis is the promotion's: it runs on a copy, which is dropped.
            let report = mem2reg::run_with(&mut f.clone(), record);
            self.add_warnings(report.uninitialized);
        }
        if cfg!(debug_assertions) {
            times
                .time(timing::VERIFY, || ir::verify::verify_function(f))
                .map_err(|e| self.internal_error(e))?;
            self.uses.extend(ir::verify::symbol_uses(f));
        }
        Ok(())
    }

    /// [`IrStages::run`]'s transformations on the body of an inline definition the module
    /// does not emit (`ir::Module::inline_only`), for the inliner: not counted, dumped or
    /// warned about, as the unit's code is only what is copied into its functions.
    fn prepare_inline_definition(
        &mut self,
        f: &mut ir::Function,
        times: &mut PassTimes,
    ) -> Result<(), Failure> {
        let opts = &self.cli.options;
        if !opts.honours_lifetime_starts() {
            lifetime_start::strip(f);
        }
        if opts.runs_small_memops() {
            let expands = |name: &str| opts.expands_builtin(name);
            times.time(timing::SMALL_MEMOPS, || small_memops::run(f, &expands));
        }
        if opts.runs_sroa() {
            times.time(timing::SROA, || sroa::run(f));
        }
        if opts.mem2reg {
            // Only the inliner reads these bodies, and only when optimising: no homes.
            let record = mem2reg::Record::default();
            times.time(timing::MEM2REG, || mem2reg::run_with(f, record));
        }
        if cfg!(debug_assertions) {
            times
                .time(timing::VERIFY, || ir::verify::verify_function(f))
                .map_err(|e| self.internal_error(e))?;
        }
        Ok(())
    }

    /// Whether mem2reg looks for uninitialized uses: either warning is on.
    fn warns_uninitialized(&self) -> bool {
        let gcc = &self.cli.gcc;
        self.cli.warnings && (gcc.warns_uninitialized() || gcc.warns_maybe_uninitialized())
    }

    /// The diagnostics of the uninitialized uses the options ask for, as gcc words them:
    /// at the use, with a note at the declaration.
    fn add_warnings(&mut self, uses: Vec<mem2reg::UninitializedUse>) {
        let gcc = &self.cli.gcc;
        for u in uses {
            let (on, switch, name, verb) = match u.always {
                true => (
                    gcc.warns_uninitialized(),
                    gcc.uninitialized,
                    "uninitialized",
                    "is",
                ),
                false => (
                    gcc.warns_maybe_uninitialized(),
                    gcc.maybe_uninitialized,
                    "maybe-uninitialized",
                    "may be",
                ),
            };
            if !on {
                continue;
            }
            let (severity, option) = match gcc.is_error(switch) {
                true => (crate::diag::Severity::Error, format!("-Werror={name}")),
                false => (crate::diag::Severity::Warning, format!("-W{name}")),
            };
            let var = &u.name;
            let message = format!("'{var}' {verb} used uninitialized [{option}]");
            let declared = Span::new(u.declared, u.declared + var.len());
            let d = Diagnostic {
                severity,
                // `-Wno-error=NAME` keeps it a warning under `-Werror`.
                werror_exempt: switch.error == Some(false),
                ..Diagnostic::warning(Span::new(u.used, u.used + 1), message)
            };
            self.warnings
                .push(d.with_note(declared, format!("'{var}' was declared here")));
        }
    }

    /// Print the warnings mem2reg found in the functions so far, read from `pp`; those
    /// made errors (`-Werror`, `-Werror=...`) fail the compilation after all are printed.
    fn print_warnings(&mut self, pp: &PpOutput) -> Result<(), Failure> {
        let warnings = std::mem::take(&mut self.warnings);
        print_diagnostics(self.cli, pp, &warnings);
        if !warnings.iter().any(Diagnostic::is_error) {
            return Ok(());
        }
        if self.cli.gcc.werror {
            WARNED.set(true);
            return check_werror(self.cli);
        }
        eprintln!("tcc-rs: some warnings being treated as errors");
        Err(Failure::reported())
    }

    /// The pipeline on `f` (after [`IrStages::run`]), which binds as `binding` says.
    fn optimise(
        &mut self,
        f: &mut ir::Function,
        binding: Binding,
        times: &mut PassTimes,
    ) -> Result<(), Failure> {
        self.optimised = true;
        let shared = times.shared();
        let result = (self.pipeline).run(f, binding, &|name, run| shared.time(name, run));
        times.absorb(shared);
        eprint!("{}", self.pipeline.take_dumps());
        result.map_err(|e| self.internal_error(e))
    }

    /// The pipeline on the definitions of a unit, `functions` (after [`IrStages::run`], in
    /// source order), callees first, which bind as `bindings` say; the bodies of
    /// `inline_only`, the inline definitions the unit does not emit, go through it with
    /// them for the inliner to copy into their calls, and are dropped after. The symbols
    /// each of those names (`ir::InlineDefinition::names`), for [`adopt_inlined_names`].
    fn optimise_unit(
        &mut self,
        functions: &mut Vec<ir::Function>,
        bindings: &[Binding],
        attrs: &BTreeMap<String, ir::SymbolAttrs>,
        inline_only: Vec<ir::InlineDefinition>,
        times: &mut PassTimes,
    ) -> Result<Vec<ir::Announced>, Failure> {
        self.optimised = true;
        let emitted = functions.len();
        let mut bindings = bindings.to_vec();
        let mut names = Vec::new();
        for mut d in inline_only {
            self.prepare_inline_definition(&mut d.function, times)?;
            bindings.push(Binding::of_inline_definition(attrs.get(&d.function.name)));
            functions.push(d.function);
            names.extend(d.names);
        }
        let shared = times.shared();
        let time = |name: &'static str, run: &mut dyn FnMut()| shared.time(name, run);
        let result = (self.pipeline).run_unit(functions, &bindings, attrs, &time);
        times.absorb(shared);
        functions.truncate(emitted);
        eprint!("{}", self.pipeline.take_dumps());
        result.map_err(|e| self.internal_error(e))?;
        Ok(names)
    }

    /// Find the calls, among the definitions of a unit, `functions` (after
    /// [`IrStages::run`], in source order, binding as `bindings` say), of `always_inline`
    /// functions that the inliner, if it runs, can never honour (`inline::unhonoured`), for
    /// [`IrStages::print_unhonoured`].
    fn find_unhonoured(
        &mut self,
        functions: &[ir::Function],
        bindings: &[Binding],
        attrs: &BTreeMap<String, ir::SymbolAttrs>,
    ) {
        if !pipeline::enabled(&inline::PASS, &self.cli.options) {
            return;
        }
        for u in inline::unhonoured(functions, bindings, attrs) {
            let callee = &functions[u.callee];
            let defined = callee.positions.function();
            (self.unhonoured).push((callee.name.clone(), defined, u.at, u.why));
        }
    }

    /// Print the errors of the calls of `always_inline` functions that can never be inlined,
    /// as gcc words them, read from `pp`: at the callee's name, with a note at each call, or
    /// once at the callee's name where gcc blames the body. Any fails the compilation.
    fn print_unhonoured(&mut self, pp: &PpOutput) -> Result<(), Failure> {
        let unhonoured = std::mem::take(&mut self.unhonoured);
        let mut said = HashSet::new();
        let mut diags = Vec::new();
        for (name, defined, at, why) in unhonoured {
            if !why.at_each_call() && !said.insert(name.clone()) {
                continue;
            }
            let lo = defined.map_or(0, |d| name_at(&pp.text, d, &name));
            let d = Diagnostic::error(Span::new(lo, lo + name.len()), why.message(&name));
            diags.push(match (why.at_each_call(), at) {
                (true, Some(at)) => d.with_note(call_span(&pp.text, at), "called from here"),
                _ => d,
            });
        }
        print_diagnostics(self.cli, pp, &diags);
        match diags.is_empty() {
            true => Ok(()),
            false => Err(Failure::reported()),
        }
    }

    /// The names of the `functions` (after [`IrStages::optimise_unit`]) of module `m` (whose
    /// own functions may be bodiless) nothing refers to any more (`inline::unreferenced`),
    /// which the object does not get; the uses of them made before inlining are forgotten.
    fn unreferenced(&mut self, functions: &[ir::Function], m: &ir::Module) -> HashSet<String> {
        let dropped = inline::unreferenced(functions, &m.globals, &m.inline_asm, &m.attrs);
        let names: HashSet<String> = (functions.iter().zip(dropped))
            .filter(|(_, d)| *d)
            .map(|(f, _)| f.name.clone())
            .collect();
        self.uses.retain(|u| !names.contains(u.name()));
        self.dropped += names.len();
        names
    }

    /// Print the reports, and check the symbols the functions named against `module` (the
    /// finished module; its functions' bodies are not read).
    fn finish(self, module: &ir::Module, file: &SourceFile) -> Result<(), Failure> {
        if self.cli.stats && self.cli.options.runs_small_memops() {
            eprint!(
                "{}: small-memops statistics, total:\n{}",
                file.name, self.small_memops
            );
        }
        if self.cli.stats && self.cli.options.runs_sroa() {
            eprint!("{}: sroa statistics, total:\n{}", file.name, self.sroa);
        }
        print_reports(self.cli, file, &self.reports);
        if self.cli.stats && self.optimised {
            eprint!("{}: optimisation statistics:\n{}", file.name, self.pipeline);
            eprintln!(
                "{:>8} inline - Number of functions not emitted (no reference left)",
                self.dropped
            );
        }
        if cfg!(debug_assertions) {
            ir::verify::verify_symbols(module, &self.uses).map_err(|e| self.internal_error(e))?;
        }
        Ok(())
    }

    fn internal_error(&self, e: String) -> Failure {
        Failure::error(format!("internal compiler error: {}: {e}", self.path))
    }
}

/// When the preprocessor's warnings are printed: at once, or by `accept` with the front
/// end's diagnostics, in the order gcc gives them (`print_in_order`).
#[derive(Copy, Clone, PartialEq, Eq)]
enum PpWarnings {
    Now,
    WithFrontEnd,
}

/// The C file `file` read from `path`, preprocessed (or, for a preprocessed input, read
/// with its line markers). Its errors are printed here, its warnings as `when` says, and
/// with `-MD`/`-MMD` the dependency file is written.
fn preprocess_c(
    cli: &Cli,
    path: &str,
    file: &SourceFile,
    when: PpWarnings,
) -> Result<PpOutput, Failure> {
    preprocess_c_keeping_text(cli, path, file, when).map_err(|(failure, _)| failure)
}

/// [`preprocess_c`], which on an error in the source also gives the output as far as
/// preprocessing went, for `-E`.
fn preprocess_c_keeping_text(
    cli: &Cli,
    path: &str,
    file: &SourceFile,
    when: PpWarnings,
) -> Result<PpOutput, (Failure, Option<Box<PpOutput>>)> {
    let preprocessed = cli.gcc.preprocessed.iter().any(|p| p == path);
    option_warnings(cli).map_err(|failure| (failure, None))?;
    let out = run_preprocessor(cli, path, file).map_err(|f| {
        eprint!("{}", f.output.include_trace);
        let diags: Vec<Diagnostic> = f.diagnostics.iter().filter_map(|d| shown(cli, d)).collect();
        print_diagnostic_text(&f.output.map.render_all(&diags));
        treated_as_errors(cli, &diags);
        (Failure::reported(), Some(f.output))
    })?;
    eprint!("{}", out.include_trace);
    if when == PpWarnings::Now {
        let warnings: Vec<Diagnostic> = out.warnings.iter().filter_map(|d| shown(cli, d)).collect();
        if warnings.iter().any(|w| !w.werror_exempt) {
            WARNED.set(true);
        }
        print_diagnostic_text(&out.map.render_all(&warnings));
    }
    if cli.gcc.deps.beside && !preprocessed {
        let rule = dependency_rule(cli, path, &out);
        write_output(&dependency_file(cli, path), |tmp| {
            write_file(tmp, rule.as_bytes())
        })
        .map_err(|failure| (failure, None))?;
    }
    Ok(out)
}

/// The warnings and errors gcc 12's `cc1` gives about the options when it compiles a C
/// source, in its order: that a `-W` option is another language's (even under `-w`), what
/// `-Werror=NAME` and `-Wno-error=NAME` name (`warning_options::check_error_switch`), that
/// `-fpermissive` is C++'s (gcc 14's errors it would relax are warnings already), and that
/// `-fassociative-math` is turned off where trapping math or signed zeros are kept. Printed
/// as gcc prints them, so that a configure script checking that a flag draws no complaint
/// decides as it does with gcc; an error fails the source.
fn option_warnings(cli: &Cli) -> Result<(), Failure> {
    let warn = |message: &str| {
        match cli.gcc.werror && cli.warnings {
            true => eprintln!("tcc-rs: error: {message} [-Werror]"),
            false => eprintln!("tcc-rs: warning: {message}"),
        }
        WARNED.set(true);
    };
    for message in &cli.gcc.other_language {
        warn(message);
    }
    let mut failed = false;
    for (name, error) in &cli.gcc.error_switches {
        match warning_options::check_error_switch(name, *error) {
            ErrorSwitch::Fine => {}
            ErrorSwitch::NotForC(message) => warn(&message),
            ErrorSwitch::Error(message) => {
                eprintln!("tcc-rs: error: {message}");
                failed = true;
            }
        }
    }
    if failed {
        return Err(Failure::reported());
    }
    if cli.warnings {
        format_without_format(cli)?;
    }
    if !cli.warnings || cli.gcc.deps.only {
        return Ok(());
    }
    let permissive = cli.gcc.permissive && !cli.preprocess_only;
    let messages = [
        (
            permissive,
            "command-line option '-fpermissive' is valid for C++/ObjC++ but not for C",
        ),
        (
            cli.pp.math.associative_dropped(),
            "'-fassociative-math' disabled; other options take precedence",
        ),
    ];
    for (_, message) in messages.iter().filter(|(given, _)| *given) {
        warn(message);
    }
    Ok(())
}

/// cc1's warning that a sub-option of `-Wformat` given without `-Wformat` does nothing
/// (`-Wformat-security` alone, without `-Wall`), printed once per source as gcc prints it,
/// also under `-E` and `-M`. `-Werror` or `-Werror=NAME` make it an error tagged
/// `[-Werror=NAME]`; `-Wno-error=NAME` keeps it a warning.
fn format_without_format(cli: &Cli) -> Result<(), Failure> {
    let mut failed = false;
    for (name, switch) in cli.gcc.format.ignored() {
        let message = format!("'-W{name}' ignored without '-Wformat'");
        if !cli.gcc.is_error(switch) {
            eprintln!("tcc-rs: warning: {message} [-W{name}]");
            continue;
        }
        eprintln!("tcc-rs: error: {message} [-Werror={name}]");
        // `-Werror=NAME` fails the source now; `-Werror` when its warnings are counted.
        match switch.error {
            Some(true) => failed = true,
            _ => WARNED.set(true),
        }
    }
    if failed {
        eprintln!("tcc-rs: some warnings being treated as errors");
        return Err(Failure::reported());
    }
    // `-M` reads no further warnings: `-Werror` fails the source here.
    match cli.gcc.deps.only {
        true => check_werror(cli),
        false => Ok(()),
    }
}

/// The preprocessor's output for the C file `file` read from `path`, nothing printed or
/// written.
fn run_preprocessor(
    cli: &Cli,
    path: &str,
    file: &SourceFile,
) -> Result<PpOutput, preprocess::PpFailure> {
    // Includes from standard input are relative to the current directory.
    let source_path = (path != STDIN).then(|| Path::new(path));
    match cli.gcc.preprocessed.iter().any(|p| p == path) {
        true => preprocess::reread_preprocessed(file, &cli.pp),
        false => preprocess::preprocess(file, source_path, &cli.pp),
    }
}

thread_local! {
    /// Whether this run printed a warning (for `-Werror`).
    static WARNED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// `-Werror`: the warnings printed while compiling a source fail it, as in gcc.
fn check_werror(cli: &Cli) -> Result<(), Failure> {
    if cli.gcc.werror && cli.warnings && WARNED.take() {
        eprintln!("tcc-rs: all warnings being treated as errors");
        return Err(Failure::reported());
    }
    Ok(())
}

/// `-M`, `-MM`: the dependency rule of every source instead of compiling, to `-MF`, `-o`
/// or standard output.
fn dependencies_only(cli: &Cli, times: &mut PassTimes) -> Result<(), Failure> {
    let mut text = String::new();
    each_source(cli, |path| {
        let file = read_source(path)?;
        let out = times.time(timing::PREPROCESS, || {
            preprocess_c(cli, path, &file, PpWarnings::Now)
        })?;
        text.push_str(&dependency_rule(cli, path, &out));
        Ok(())
    })?;
    match &cli.gcc.deps.file {
        Some(f) if f != "-" => write_output(Path::new(f), |tmp| write_file(tmp, text.as_bytes())),
        _ => write_text(cli, &text),
    }
}

/// The make rule for the source at `path`: its targets (`-MT`/`-MQ`, else the object gcc
/// would write), the source, then every file it included, less the system headers for
/// `-MM`/`-MMD`. The compiler's own headers are inside the binary, not files: never listed.
fn dependency_rule(cli: &Cli, path: &str, out: &PpOutput) -> String {
    let deps = &cli.gcc.deps;
    let targets = dependency_targets(cli, path);
    let mut files = vec![path.to_string()];
    files.extend(
        out.includes
            .iter()
            .filter(|f| !f.starts_with(preprocess::BUNDLED_PREFIX))
            .filter(|f| !(deps.user_only && is_system_header(cli, f)))
            .cloned(),
    );
    flags::make_rule(&targets, &files, deps.phony)
}

/// Whether the header at `path` was found in a system directory, as gcc decides for
/// `-MM`: the C library's directories of the target and the configured system ones.
fn is_system_header(cli: &Cli, path: &str) -> bool {
    let machine = cli.options.target.multiarch();
    let standard = [
        PathBuf::from("/usr/local/include"),
        Path::new("/usr/include").to_path_buf(),
        Path::new("/usr").join(&machine).join("include"),
    ];
    standard
        .iter()
        .chain(cli.pp.isystem_dirs.iter().chain(&cli.pp.after_dirs))
        .any(|dir| Path::new(path).starts_with(dir))
}

/// The targets of the make rule for the source at `path`, quoted for make: `-MT`/`-MQ`,
/// else the object gcc would write.
pub(super) fn dependency_targets(cli: &Cli, path: &str) -> Vec<String> {
    let deps = &cli.gcc.deps;
    if !deps.targets.is_empty() {
        return deps.targets.clone();
    }
    let object = match (&cli.output, cli.compile_only && deps.beside) {
        (Some(o), true) => PathBuf::from(o),
        _ => object_name(path),
    };
    vec![flags::quote_for_make(&object.to_string_lossy())]
}

/// Where `-MD`/`-MMD` write: `-MF`, else the output named by `-o` with its suffix replaced
/// by `.d` (with `-c` or `-E`), else the source's name with `.d` in the current directory.
pub(super) fn dependency_file(cli: &Cli, source: &str) -> PathBuf {
    if let Some(f) = &cli.gcc.deps.file {
        return PathBuf::from(f);
    }
    match &cli.output {
        Some(o) if (cli.compile_only || cli.preprocess_only) && o != "-" => {
            Path::new(o).with_extension("d")
        }
        _ => object_name(source).with_extension("d"),
    }
}

/// `-dumpversion`, `-dumpmachine`, and the questions only the linking driver can answer
/// (`-print-prog-name=ld`, `-print-file-name=libc.so`...), which it is asked.
fn answer(cli: &Cli, query: &flags::Query) -> Result<(), Failure> {
    use flags::Query;
    let text = match query {
        Query::DumpVersion => format!("{}\n", cli.pp.gnuc.dump()),
        Query::DumpFullVersion => format!("{}\n", cli.pp.gnuc.full()),
        Query::DumpMachine => format!("{}\n", cli.options.target.multiarch()),
        Query::Linker(flag) => {
            let cc = cli.options.target.c_compiler();
            let out = std::process::Command::new(&cc)
                .arg(flag)
                .output()
                .map_err(|e| Failure::error(format!("cannot run '{cc}': {e}")))?;
            String::from_utf8_lossy(&out.stdout).into_owned()
        }
    };
    print!("{text}");
    Ok(())
}

/// The preprocessed text of `pp` as a source file for the front end, and its tokens. The
/// text is lent, not copied (a copy was a fresh page of memory per 4 KB of text): give it
/// back with [`return_text`], for the diagnostics.
fn lend_text(
    name: &str,
    pp: &mut PpOutput,
    options: &crate::Options,
) -> (SourceFile, Vec<preprocess::OutputToken>) {
    let may_be_error = options.pedantic.may_be_error() || options.permerrors.may_be_error();
    let system = match may_be_error {
        true => system_text(pp),
        false => Vec::new(),
    };
    let mut source = SourceFile::new(name.to_string(), std::mem::take(&mut pp.text));
    source.pragmas = pp.pragmas.clone();
    source.system_text = system;
    (source, std::mem::take(&mut pp.tokens))
}

/// The runs of the preprocessed text spelled in a system header (`SourceFile::system_text`).
fn system_text(pp: &PpOutput) -> Vec<crate::diag::Span> {
    let mut runs: Vec<crate::diag::Span> = Vec::new();
    for t in &pp.tokens {
        let (lo, hi) = (t.at as usize, (t.at + t.len) as usize);
        if !pp.in_system_header(lo) {
            continue;
        }
        match runs.last_mut() {
            Some(last) if pp.text[last.hi..lo].trim().is_empty() => last.hi = hi,
            _ => runs.push(crate::diag::Span::new(lo, hi)),
        }
    }
    runs
}

fn return_text(source: SourceFile, pp: &mut PpOutput) {
    pp.text = source.text;
}

/// The front end's result: its diagnostics printed if it failed, or else its warnings
/// printed (and `-Werror` applied).
fn accept<T>(
    cli: &Cli,
    pp: &PpOutput,
    result: Result<T, Vec<Diagnostic>>,
    warnings: impl FnOnce(&T) -> &[Diagnostic],
) -> Result<T, Failure> {
    let pp_warnings = (&pp.warnings[..], &pp.warnings_at[..]);
    let accepted = result.map_err(|diags| {
        let shown = print_in_order(cli, pp, pp_warnings, &diags);
        treated_as_errors(cli, &shown);
        Failure::reported()
    })?;
    // Only a warning that is printed counts: one in a system header is not (gcc's rule).
    let shown = print_in_order(cli, pp, pp_warnings, warnings(&accepted));
    if shown.iter().any(|w| !w.werror_exempt) {
        WARNED.set(true);
    }
    check_werror(cli)?;
    Ok(accepted)
}

/// Print rendered diagnostics, with the source's bytes that are not UTF-8 as they were
/// written, as gcc prints them.
fn print_diagnostic_text(text: &str) {
    // Ignore a failure: there is nowhere else to report it.
    let _ = std::io::stderr().write_all(&source_bytes::encode(text));
}

/// Print the front end's diagnostics; `-w` silences the warnings, also those printed along
/// with errors, and warnings in system headers are not shown.
fn print_diagnostics(cli: &Cli, pp: &PpOutput, diags: &[Diagnostic]) {
    print_in_order(cli, pp, (&[], &[]), diags);
}

/// Print the front end's diagnostics `front` (as `print_diagnostics`) and the
/// preprocessor's warnings `early` (each with the offset of the output text where it was
/// found: `PpOutput::warnings_at`) in the order gcc, which preprocesses as it parses, gives
/// them: each of `early` before the first of `front` at or after its offset. The
/// diagnostics printed, as shown.
fn print_in_order(
    cli: &Cli,
    pp: &PpOutput,
    (early, early_at): (&[Diagnostic], &[usize]),
    front: &[Diagnostic],
) -> Vec<Diagnostic> {
    let mut printed = Vec::new();
    let mut early = early.iter().zip(early_at).peekable();
    let mut before = None;
    for d in front {
        let at = d
            .span
            .filter(|_| !d.at_end_of_file)
            .map_or(usize::MAX, |s| s.lo);
        let first = printed.len();
        while let Some((w, _)) = early.next_if(|&(_, &found)| found <= at) {
            printed.extend(shown(cli, w));
        }
        if printed.len() > first {
            print_diagnostic_text(&pp.map.render_all(&printed[first..]));
            before = None;
        }
        let warning = d.severity == crate::diag::Severity::Warning;
        if let Some(shown) = shown(cli, d).filter(|_| !warning || !pp.hidden_in_system_header(d)) {
            print_diagnostic_text(&preprocess::render_diagnostic_after(&shown, before, pp));
            before = Some(d.notes.last().unwrap_or(d));
            printed.push(shown);
        }
    }
    let first = printed.len();
    printed.extend(early.filter_map(|(w, _)| shown(cli, w)));
    print_diagnostic_text(&pp.map.render_all(&printed[first..]));
    printed
}

/// gcc's last word when a warning switch made a diagnostic in `shown` an error: all
/// warnings are errors under `-Werror`, some under `-Werror=NAME`.
fn treated_as_errors(cli: &Cli, shown: &[Diagnostic]) {
    let made_error = |d: &Diagnostic| d.is_error() && d.message.contains(" [-Werror");
    if shown.iter().any(made_error) {
        let which = if cli.gcc.werror { "all" } else { "some" };
        eprintln!("tcc-rs: {which} warnings being treated as errors");
    }
}

/// `d` as this run shows it: `None` for a warning `-w` silences, or `-M` and `-MM`, which
/// imply `-w` in gcc's driver (not `-MD` and `-MMD`, which compile); under `-Werror`, a
/// warning shown as the error gcc shows (`Diagnostic::as_werror`).
fn shown(cli: &Cli, d: &Diagnostic) -> Option<Diagnostic> {
    let silenced = !cli.warnings || cli.gcc.deps.only;
    if d.severity == crate::diag::Severity::Warning && silenced {
        return None;
    }
    Some(match cli.gcc.werror {
        true => d.as_werror(),
        false => d.clone(),
    })
}

/// Preprocess, then the front end, the whole module at once. Diagnostics point into the
/// original files. Also returns the preprocessor's output, whose source map places the IR's
/// source positions.
fn lower_c(
    cli: &Cli,
    path: &str,
    file: &SourceFile,
    times: &mut PassTimes,
) -> Result<(ir::Module, PpOutput), Failure> {
    let mut pp = times.time(timing::PREPROCESS, || {
        preprocess_c(cli, path, file, PpWarnings::WithFrontEnd)
    })?;
    let (source, tokens) = lend_text(&file.name, &mut pp, &cli.options);
    let lowered = front_end::lower_c(&source, Some(tokens), &cli.options, times);
    return_text(source, &mut pp);
    let lowered = accept(cli, &pp, lowered, |l| &l.warnings)?;
    Ok((lowered.module, pp))
}

/// `-fsyntax-only`: every C source through the front end (preprocessing, parsing, the
/// checks of types and declarations, lowering), its diagnostics printed, nothing written
/// (`-o` is ignored, as by gcc). Other inputs are passed over, as `-c` passes them over
/// (gcc warns that an object file goes unused).
fn check_sources(cli: &Cli, times: &mut PassTimes) -> Result<(), Failure> {
    each_source(cli, |path| {
        let file = read_source(path)?;
        lower_c(cli, path, &file, times).map(drop)
    })
}

/// `each` on every C source in turn, each failure reported as it comes, as gcc goes on to
/// the next source; then a failure if any had one.
fn each_source(
    cli: &Cli,
    mut each: impl FnMut(&str) -> Result<(), Failure>,
) -> Result<(), Failure> {
    each_input(cli, |input| match input {
        Input::Source(path) => each(path),
        _ => Ok(()),
    })
}

/// `each_source` for every input, of any kind, in command-line order.
fn each_input(
    cli: &Cli,
    mut each: impl FnMut(&Input) -> Result<(), Failure>,
) -> Result<(), Failure> {
    let mut failed = false;
    for input in &cli.inputs {
        if let Err(f) = each(input) {
            failed = true;
            f.report();
        }
    }
    if failed {
        Err(Failure::reported())
    } else {
        Ok(())
    }
}

/// `-E`: the preprocessed text of every C source (and `.S` source, by the target's
/// driver), to `-o` or stdout. As in gcc, a source with errors still gives its text as far
/// as preprocessing went on standard output; an `-o` file is written only without errors.
fn preprocess_sources(cli: &Cli, times: &mut PassTimes) -> Result<(), Failure> {
    let mut text = String::new();
    let done = each_input(cli, |input| {
        let path = match input {
            Input::Source(path) => path,
            Input::Assembly { path, preprocess } if !cli.pp.dump_macros => {
                let out = assemble::preprocess(cli, path, *preprocess)?;
                text.push_str(&source_bytes::decode(out));
                return Ok(());
            }
            _ => return Ok(()),
        };
        let file = read_source(path)?;
        let out = times.time(timing::PREPROCESS, || {
            preprocess_c_keeping_text(cli, path, &file, PpWarnings::Now)
        });
        let mut append = |out: &PpOutput| match cli.pp.dump_macros {
            true => text.push_str(&out.definitions),
            false => text.push_str(&preprocess::render_e(out, cli.line_markers)),
        };
        match out {
            Ok(out) => {
                append(&out);
                // gcc -E fails under -Werror too (and writes no `-o` file).
                check_werror(cli)
            }
            Err((failure, partial)) => {
                if let Some(out) = partial {
                    append(&out);
                }
                Err(failure)
            }
        }
    });
    let to_stdout = cli.output.as_deref().is_none_or(|out| out == "-");
    if done.is_ok() || to_stdout {
        write_text(cli, &text)?;
    }
    done
}

/// Write the texts `text_of` makes of every source, in order, after reporting the failure of
/// each source that has one (then nothing is written).
fn text_of_each_source(
    cli: &Cli,
    mut text_of: impl FnMut(&Input) -> Result<String, Failure>,
) -> Result<(), Failure> {
    let mut text = String::new();
    each_input(cli, |input| {
        text.push_str(&text_of(input)?);
        Ok(())
    })?;
    write_text(cli, &text)
}

/// The source at `path`; `-` is standard input, named `<stdin>` in diagnostics as gcc does.
fn read_source(path: &str) -> Result<SourceFile, Failure> {
    let (name, bytes) = if path == STDIN {
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(&mut std::io::stdin(), &mut bytes)
            .map_err(|e| Failure::error(format!("<stdin>: {}", io_reason(&e))))?;
        ("<stdin>", bytes)
    } else {
        let bytes = std::fs::read(path)
            .map_err(|e| Failure::error(format!("{path}: {}", io_reason(&e))))?;
        (path, bytes)
    };
    Ok(SourceFile::new(name, source_bytes::decode(bytes)))
}

/// A script's first line `#!/usr/bin/env -S tcc-rs -run` is blanked out under `-run`, as
/// tcc does (the newline stays, so line numbers stay right).
fn skip_interpreter_line(file: &mut SourceFile) {
    if file.text.starts_with("#!") {
        let end = file.text.find('\n').unwrap_or(file.text.len());
        *file = SourceFile::new(file.name.clone(), file.text[end..].to_string());
    }
}

/// The input name that means standard input.
const STDIN: &str = "-";

/// An IR text file, checked by the verifier since it comes from the user, not the front end.
fn read_ir(file: &SourceFile) -> Result<ir::Module, Failure> {
    let m = ir::read::read_module(&file.text)
        .map_err(|e| Failure::error(format!("{}:{e}", file.name)))?;
    ir::verify::verify_module(&m)
        .map_err(|e| Failure::error(format!("{}: invalid IR: {e}", file.name)))?;
    Ok(m)
}

/// `--stats` (LLVM `-stats` style, per function then the total) and `--remarks`.
fn print_reports(cli: &Cli, file: &SourceFile, reports: &[(String, Report)]) {
    if cli.stats {
        let mut total = Stats::default();
        for (name, r) in reports {
            eprint!(
                "{}: mem2reg statistics for function '{name}':\n{}",
                file.name, r.stats
            );
            total += r.stats;
        }
        eprint!("{}: mem2reg statistics, total:\n{}", file.name, total);
    }
    if cli.remarks {
        for (name, r) in reports {
            // Like LLVM's -pass-remarks, what was done first, then what was missed and why.
            eprintln!(
                "{}: remark: in function '{name}': {} alloca(s) promoted, {} phi(s) inserted",
                file.name, r.stats.promoted, r.stats.phis_inserted
            );
            for remark in &r.remarks {
                eprintln!(
                    "{}: remark: in function '{name}': alloca '%{}' not promoted: {}",
                    file.name, remark.name, remark.reason
                );
            }
        }
    }
}

fn io_reason(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "No such file or directory".to_string(),
        _ => e.to_string(),
    }
}

/// `--emit=ir|ssa|clif|dot`: print the requested form of every source, to `-o` or stdout
/// (also with `-o -`).
fn emit_text(cli: &Cli, emit: Emit, times: &mut PassTimes) -> Result<(), Failure> {
    text_of_each_source(cli, |input| {
        let Input::Source(path) = input else {
            return Ok(String::new());
        };
        let wanted = IrWanted {
            memory_form: matches!(emit, Emit::Ir | Emit::Dot),
            optimise: matches!(emit, Emit::Opt | Emit::Clif | Emit::Asm),
        };
        let unit = compile_to_ir(cli, path, wanted, times)?;
        render(cli, emit, &unit)
    })
}

/// `-S` without `-o`: each source's assembler text to `NAME.s` in the current directory, as gcc.
fn write_assembly_files(cli: &Cli, times: &mut PassTimes) -> Result<(), Failure> {
    each_source(cli, |path| {
        let out = object_name(path).with_extension("s");
        let unit = compile_to_ir(cli, path, IrWanted::CODEGEN, times)?;
        let text = render(cli, Emit::Asm, &unit)?;
        write_output(&out, |tmp| write_file(tmp, text.as_bytes()))
    })
}

/// Textual output goes to `-o` or, without it or with `-o -`, to stdout.
fn write_text(cli: &Cli, text: &str) -> Result<(), Failure> {
    // The text may hold bytes of the source that are not UTF-8 (`-E` output).
    let bytes = source_bytes::encode(text);
    match cli.output.as_deref() {
        Some(out) if out != "-" => write_output(Path::new(out), |tmp| write_file(tmp, &bytes)),
        _ => std::io::stdout()
            .write_all(&bytes)
            .map_err(|e| Failure::error(format!("cannot write to standard output: {e}"))),
    }
}

fn render(cli: &Cli, emit: Emit, unit: &Unit) -> Result<String, Failure> {
    let before = unit.memory_form.as_ref().unwrap_or(&unit.ssa);
    Ok(match emit {
        Emit::Ir => ir::print::print_module(before),
        Emit::Ssa | Emit::Opt => ir::print::print_module(&unit.ssa),
        Emit::Clif => codegen::clif_text(&unit.ssa, &cli.options).map_err(Failure::error)?,
        Emit::Asm if cli.assembly_files => {
            let line_of = |offset| unit.pp.as_ref()?.source_line(offset);
            let source = debug_source(cli, &unit.file, &line_of);
            let text = codegen::assembly_text(&unit.ssa, &cli.options, source.as_ref())
                .map_err(Failure::error)?;
            // The inline assembly's functions follow the compiled ones, as one more part.
            text + unit.inline_asm.as_deref().unwrap_or("")
        }
        Emit::Asm => codegen::asm_text(&unit.ssa, &cli.options).map_err(Failure::error)?,
        Emit::Dot => {
            let titles: Vec<(String, String)> = unit
                .ssa
                .functions
                .iter()
                .map(|f| {
                    (
                        format!("{} (before mem2reg)", f.name),
                        format!("{} (after mem2reg)", f.name),
                    )
                })
                .collect();
            let mut graphs = Vec::new();
            for ((b, a), (tb, ta)) in before
                .functions
                .iter()
                .zip(&unit.ssa.functions)
                .zip(&titles)
            {
                graphs.push((tb.as_str(), b));
                graphs.push((ta.as_str(), a));
            }
            ir::dot::print_dot(&graphs)
        }
    })
}

/// The object file bytes of the C (or IR) file at `path`. A C file goes through the
/// stages one function at a time (docs/design.md, "One function at a time"): each function
/// is parsed, checked, lowered, run through mem2reg and the verifier, translated and queued
/// for Cranelift before the next is read. If the end of the unit contradicts what code
/// generation assumed on the way (a function made weak after its definition, say), the
/// unit is compiled again, whole.
fn compile_to_object(cli: &Cli, path: &str, times: &mut PassTimes) -> Result<Vec<u8>, Failure> {
    if path.ends_with(".ir") {
        let unit = compile_to_ir(cli, path, IrWanted::CODEGEN, times)?;
        return whole_object(cli, &unit.file, &unit.ssa, (0, None), times);
    }
    let file = read_source(path)?;
    let mut pp = times.time(timing::PREPROCESS, || {
        preprocess_c(cli, path, &file, PpWarnings::WithFrontEnd)
    })?;
    if let Some(object) = stream_object(cli, path, &file, &mut pp, times)? {
        return Ok(object);
    }
    // The preprocessor's diagnostics are printed, and its tokens consumed: it runs again,
    // quietly, and the front end's warnings are not printed again either.
    let mut pp = times
        .time(timing::PREPROCESS, || run_preprocessor(cli, path, &file))
        .map_err(|f| Failure::error(f.render()))?;
    pp.warnings.clear();
    pp.warnings_at.clear();
    let (source, tokens) = lend_text(&file.name, &mut pp, &cli.options);
    let lowered = front_end::lower_c(&source, Some(tokens), &cli.options, times);
    return_text(source, &mut pp);
    let mut module = accept(cli, &pp, lowered, |_| &[])?.module;
    run_ir_stages(
        cli,
        path,
        &mut module,
        &file,
        true,
        (Some(&pp), true),
        times,
    )?;
    let line_of = |offset| pp.source_line(offset);
    let source = debug_source(cli, &file, &line_of);
    let object = whole_object(cli, &file, &module, (1, source.as_ref()), times)?;
    inline_asm::merge(cli, &pp, &module, object)
}

/// The object of `module` (after the IR stages), read from `file`, compiled whole;
/// `recompiled` counts for `--stats` whether a compile one function at a time came first,
/// and `source` gives `-g`'s lines.
fn whole_object(
    cli: &Cli,
    file: &SourceFile,
    module: &ir::Module,
    (recompiled, source): (usize, Option<&codegen::DebugSource>),
    times: &mut PassTimes,
) -> Result<Vec<u8>, Failure> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let error = |e: String| Failure::error(format!("{}: {e}", file.name));
    let mut codegen = CodegenClock::new(times);
    let mut stream = codegen
        .time(times, || {
            codegen::ObjectStream::new(module, &cli.options, threads)
        })
        .map_err(error)?;
    for f in &module.functions {
        codegen.time(times, || stream.add(f)).map_err(error)?;
    }
    let (object, mut t) = codegen
        .finish(times, stream, module, source)
        .map_err(|e| error(e.to_string()))?;
    t.stats.recompiled = recompiled;
    print_codegen_stats(cli, file, &t);
    Ok(object)
}

/// What `-g`'s DWARF says of the source `file`: its name as given, the working directory,
/// and `line_of`, the file and line of a source offset; `None` without `-g`.
fn debug_source<'a>(
    cli: &Cli,
    file: &SourceFile,
    line_of: &'a dyn Fn(usize) -> Option<(String, u64)>,
) -> Option<codegen::DebugSource<'a>> {
    let comp_dir = std::env::current_dir().ok()?;
    cli.options.debug_info.then(|| codegen::DebugSource {
        name: file.name.clone(),
        comp_dir: comp_dir.to_string_lossy().into_owned(),
        line_of,
    })
}

/// The object of the C file `file`, preprocessed into `pp`, made one function at a time;
/// `None` if the end of the unit contradicts what code generation assumed.
fn stream_object(
    cli: &Cli,
    path: &str,
    file: &SourceFile,
    pp: &mut PpOutput,
    times: &mut PassTimes,
) -> Result<Option<Vec<u8>>, Failure> {
    let mut codegen = CodegenClock::new(times);
    let (source, tokens) = lend_text(&file.name, pp, &cli.options);
    let streamed = stream_functions(cli, path, &source, tokens, &mut codegen, times);
    return_text(source, pp);
    let Streamed {
        finished,
        mut stages,
        object,
    } = accept(cli, pp, streamed, |s| &s.finished.warnings)?;
    stages.print_warnings(pp)?;
    stages.print_unhonoured(pp)?;
    let object = object?;
    if finished.changed() {
        return Ok(None);
    }
    let module = finished.module;
    let line_of = |offset| pp.source_line(offset);
    let source = debug_source(cli, file, &line_of);
    let (object, t) = match codegen.finish(times, object, &module, source.as_ref()) {
        Ok(done) => done,
        Err(codegen::StreamError::Forecast(_)) => return Ok(None),
        Err(e) => return Err(Failure::error(format!("{}: {e}", file.name))),
    };
    stages.finish(&module, file)?;
    print_codegen_stats(cli, file, &t);
    inline_asm::merge(cli, pp, &module, object).map(Some)
}

/// What [`stream_functions`] leaves: the finished unit, the IR stages' reports, and the
/// object being made (or the first failure of the stages after the front end, reported
/// if the front end accepts the unit).
struct Streamed<'a> {
    finished: front_end::Finished,
    stages: IrStages<'a>,
    object: Result<codegen::ObjectStream, Failure>,
}

/// Take the unit `source` (with the preprocessor's `tokens`) through the front end one
/// function at a time, and each function through the IR stages and into an object stream.
fn stream_functions<'a>(
    cli: &'a Cli,
    path: &'a str,
    source: &SourceFile,
    tokens: Vec<preprocess::OutputToken>,
    codegen: &mut CodegenClock,
    times: &mut PassTimes,
) -> Result<Streamed<'a>, Vec<Diagnostic>> {
    let holding = cli.options.holds_unit();
    // A unit held until its end is compiled after the front end is done: the thread that
    // read it only translates then, and every thread compiles.
    let threads =
        std::thread::available_parallelism().map_or(1, |n| n.get()) + usize::from(holding);
    let error = |e: String| Failure::error(format!("{}: {e}", source.name));
    let mut stream =
        front_end::Stream::new(source, Some(tokens), &cli.options, times)?.announcing();
    if holding {
        stream = stream.keeping_inline_definitions();
    }
    let variadic = stream.forecast().variadic;
    let mut object = codegen
        .time(times, || {
            codegen::ObjectStream::open(&cli.options, threads, variadic)
        })
        .map_err(error);
    let mut stages = IrStages::new(cli, path);
    let mut held = Vec::new();
    while let Some(mut f) = stream.next_function(times) {
        let announced = stream.announcements();
        let Ok(o) = &mut object else {
            continue;
        };
        if holding {
            match stages.run(&mut f, times) {
                Ok(()) => {
                    // Held until the unit's end, without the room it grew into.
                    f.shrink_to_fit();
                    held.push((f, announced));
                }
                Err(e) => object = Err(e),
            }
            continue;
        }
        let step = stages.run(&mut f, times).and_then(|()| {
            let binding = codegen
                .time(times, || {
                    announced.iter().try_for_each(|a| o.announce(a))?;
                    o.binding(&f)
                })
                .map_err(error)?;
            for a in &announced {
                if let ir::Announced::Global(g, _) = a {
                    stages.pipeline.know_global(g);
                }
            }
            stages.optimise(&mut f, binding, times)?;
            codegen.time(times, || o.add(&f)).map_err(error)
        });
        if let Err(e) = step {
            object = Err(e);
        }
    }
    let mut finished = stream.finish(times)?;
    if let (Ok(o), false) = (&mut object, finished.changed() || held.is_empty()) {
        let unit = Held {
            functions: held,
            module: &mut finished.module,
        };
        if let Err(e) = unit.compile(cli, &mut stages, o, codegen, times) {
            object = Err(e);
        }
    }
    Ok(Streamed {
        finished,
        stages,
        object,
    })
}

/// The functions of a unit held after mem2reg (each with the symbols announced before it),
/// and the finished module.
struct Held<'m> {
    functions: Vec<(ir::Function, Vec<ir::Announced>)>,
    module: &'m mut ir::Module,
}

impl Held<'_> {
    /// Run the pipeline on the held functions, callees first, announce every symbol they
    /// named, and hand those still referred to to the object stream `o`, in source order;
    /// the others leave `module`.
    fn compile(
        self,
        cli: &Cli,
        stages: &mut IrStages,
        o: &mut codegen::ObjectStream,
        codegen: &mut CodegenClock,
        times: &mut PassTimes,
    ) -> Result<(), Failure> {
        let (mut functions, announced): (Vec<_>, Vec<_>) = self.functions.into_iter().unzip();
        let module = self.module;
        let bindings = bindings(cli, &functions, &module.attrs);
        stages.find_unhonoured(&functions, &bindings, &module.attrs);
        let inline_only = std::mem::take(&mut module.inline_only);
        let elsewhere: HashSet<String> = (inline_only.iter())
            .map(|d| d.function.name.clone())
            .collect();
        stages.pipeline.know_globals(&module.globals);
        let names =
            stages.optimise_unit(&mut functions, &bindings, &module.attrs, inline_only, times)?;
        let dropped = stages.unreferenced(&functions, module);
        module.functions.retain(|f| !dropped.contains(&f.name));
        functions.retain(|f| !dropped.contains(&f.name));
        let (adopted, mut unnamed) = adopt_inlined_names(module, &functions, names, &elsewhere);
        unnamed.extend(forget_unnamed_imports(module, &functions));
        stages.uses.retain(|u| !unnamed.contains(u.name()));
        let error = |e: String| Failure::error(format!("{}: {e}", stages.path));
        let kept = |a: &&ir::Announced| match a {
            ir::Announced::Function { decl, .. } => {
                !dropped.contains(&decl.name) && !unnamed.contains(&decl.name)
            }
            ir::Announced::Global(g, _) => !unnamed.contains(&g.name),
        };
        let added: HashSet<&str> = (functions.iter())
            .filter(|f| !dropped.contains(&f.name))
            .map(|f| f.name.as_str())
            .collect();
        // Every symbol first: a function may now name symbols (those of the bodies inlined
        // into it) that were first announced for a function after it.
        let all = announced.iter().flatten().filter(kept);
        let all = all.map(|a| still_to_come(a, &added, &elsewhere));
        let all = all.chain(adopted);
        codegen
            .time(times, || {
                o.know_definitions(&functions, module);
                all.into_iter().try_for_each(|a| o.announce(&a))
            })
            .map_err(error)?;
        drop(announced);
        // Each function's IR goes once translated: only the machine code is kept.
        for f in functions {
            codegen.time(times, || o.add(&f)).map_err(error)?;
        }
        Ok(())
    }
}

/// Declare in `module` the symbols `functions` (its definitions after the pipeline) name
/// that it neither defines nor declares: those the bodies of inline definitions copied into
/// them brought, which are among `names` (see [`IrStages::optimise_unit`]). What code
/// generation is to be told of them, in order. The declarations of the inline definitions
/// `elsewhere` that no function names any more (all their calls inlined) leave `module`,
/// and the object does not name them, as gcc's; their names are returned too.
fn adopt_inlined_names(
    module: &mut ir::Module,
    functions: &[ir::Function],
    names: Vec<ir::Announced>,
    elsewhere: &HashSet<String>,
) -> (Vec<ir::Announced>, HashSet<String>) {
    if elsewhere.is_empty() {
        return Default::default();
    }
    let outside = ir::named_by_data_and_asm(&module.globals, &module.inline_asm);
    let named: HashSet<String> = (functions.iter())
        .flat_map(ir::verify::symbol_names)
        .chain(outside)
        .map(str::to_string)
        .collect();
    let unnamed: HashSet<String> = (elsewhere.iter())
        .filter(|n| !named.contains(*n))
        .cloned()
        .collect();
    module.decls.retain(|d| !unnamed.contains(&d.name));
    let mut known: HashSet<String> = (module.functions.iter().map(|f| f.name.clone()))
        .chain(functions.iter().map(|f| f.name.clone()))
        .chain(module.decls.iter().map(|d| d.name.clone()))
        .chain(module.globals.iter().map(|g| g.name.clone()))
        .collect();
    let used: HashSet<&String> = named.iter().filter(|n| !known.contains(*n)).collect();
    let mut adopted = Vec::new();
    for a in names {
        let (name, attrs) = match &a {
            ir::Announced::Function { decl, attrs, .. } => (&decl.name, attrs),
            ir::Announced::Global(g, attrs) => (&g.name, attrs),
        };
        if !used.contains(name) || !known.insert(name.clone()) {
            continue;
        }
        if let (Some(attrs), false) = (attrs, module.attrs.contains_key(name)) {
            module.attrs.insert(name.clone(), attrs.clone());
        }
        match &a {
            ir::Announced::Function { decl, .. } => module.decls.push(decl.clone()),
            ir::Announced::Global(g, _) => module.globals.push(g.clone()),
        }
        adopted.push(a);
    }
    (adopted, unnamed)
}

/// Take out of `module` the declarations of the functions and variables it does not define
/// that nothing names any more: neither `functions` (its definitions after the pipeline and
/// the unreferenced ones dropped), nor the initial contents of its globals, nor an operand
/// of its `asm` statements, nor an alias. Only code that is not emitted named them (a
/// `static` function never called, a call in a branch never taken): gcc's object does not
/// name them, and a shared library that did would leave them undefined for every program
/// linked with it (mpg123's unused `wrap_getcpuflags`). Their names are returned.
fn forget_unnamed_imports(module: &mut ir::Module, functions: &[ir::Function]) -> HashSet<String> {
    let outside = ir::named_by_data_and_asm(&module.globals, &module.inline_asm);
    let aliased = module.attrs.values().filter_map(|a| a.alias.as_deref());
    let named: HashSet<&str> = (functions.iter())
        .flat_map(ir::verify::symbol_names)
        .chain(outside)
        .chain(aliased)
        .chain(functions.iter().map(|f| f.name.as_str()))
        .chain(module.functions.iter().map(|f| f.name.as_str()))
        .collect();
    let imported = module
        .globals
        .iter()
        .filter(|g| g.linkage == ir::Linkage::Import);
    let unnamed: HashSet<String> = (module.decls.iter().map(|d| &d.name))
        .chain(imported.map(|g| &g.name))
        .filter(|name| !named.contains(name.as_str()))
        .cloned()
        .collect();
    module.decls.retain(|d| !unnamed.contains(&d.name));
    (module.globals).retain(|g| g.linkage != ir::Linkage::Import || !unnamed.contains(&g.name));
    unnamed
}

/// `a`, announced for a held function, as it stands before the first held function is
/// handed over: a function still to be handed over (one of `added`) is defined further on,
/// even one defined before the function that named it. Inlining moves names into other
/// functions, earlier ones too (a static function called once, inlined into its caller,
/// may take the address of a function defined between them): code generation must know
/// that the definition is coming, to wait for it and perhaps inline it, or the object
/// would not be the one the whole unit makes. An inline definition the unit does not emit
/// (one of `elsewhere`) is another unit's: imported, not to come, even where the
/// function was announced before the end of the unit said so.
fn still_to_come(
    a: &ir::Announced,
    added: &HashSet<&str>,
    elsewhere: &HashSet<String>,
) -> ir::Announced {
    let mut a = a.clone();
    if let ir::Announced::Function {
        decl,
        later,
        linkage,
        ..
    } = &mut a
    {
        *later |= added.contains(decl.name.as_str());
        if elsewhere.contains(&decl.name) {
            (*later, *linkage) = (false, ir::Linkage::Import);
        }
    }
    a
}

/// The CPU time of code generation, which runs between the other phases on the calling
/// thread and, while they run, on its worker threads: it all goes to the compile phase.
struct CodegenClock {
    cpu: Option<std::time::Duration>,
    /// The CPU time of the process and the calling thread when the clock started: what
    /// other threads took since is the workers'.
    start: Option<timing::CpuMark>,
}

impl CodegenClock {
    fn new(times: &PassTimes) -> Self {
        CodegenClock {
            cpu: times.enabled().then_some(std::time::Duration::ZERO),
            start: times.cpu_mark(),
        }
    }

    fn time<T>(&mut self, times: &PassTimes, f: impl FnOnce() -> T) -> T {
        let before = times.cpu_now();
        let out = f();
        if let (Some(cpu), Some(a), Some(b)) = (&mut self.cpu, before, times.cpu_now()) {
            *cpu += b.saturating_sub(a);
        }
        out
    }

    /// Finish the object (with DWARF from `source`, for `-g`); the wall time of each
    /// codegen phase goes to `times`.
    fn finish(
        mut self,
        times: &mut PassTimes,
        stream: codegen::ObjectStream,
        module: &ir::Module,
        source: Option<&codegen::DebugSource>,
    ) -> Result<(Vec<u8>, codegen::CodegenTimes), codegen::StreamError> {
        let (object, t) = self.time(times, || stream.finish_debug(module, source))?;
        let workers = times.other_threads_since(self.start);
        let cpu = self.cpu.zip(workers).map(|(own, workers)| own + workers);
        times.add(timing::TRANSLATE, t.translate, None);
        times.add(timing::COMPILE, t.compile, cpu);
        times.add(timing::EMIT, t.emit, None);
        Ok((object, t))
    }
}

/// `--stats`: what code generation counted.
fn print_codegen_stats(cli: &Cli, file: &SourceFile, t: &codegen::CodegenTimes) {
    if cli.stats {
        eprint!("{}: code generation statistics:\n{}", file.name, t.stats);
    }
}

/// `-c`: one object per source, `NAME.o` in the current directory unless `-o` names it.
fn compile_objects(cli: &Cli, times: &mut PassTimes) -> Result<(), Failure> {
    if cli.output.is_some() && cli.sources().count() + cli.assembly_sources().count() > 1 {
        return Err(Failure::error(
            "cannot specify '-o' with '-c' and multiple files",
        ));
    }
    each_input(cli, |input| {
        let (Input::Source(path) | Input::Assembly { path, .. }) = input else {
            return Ok(());
        };
        let out = match &cli.output {
            Some(o) => PathBuf::from(o),
            None => object_name(path),
        };
        if let Input::Assembly { preprocess, .. } = input {
            return write_output(&out, |tmp| assemble::assemble(cli, path, *preprocess, tmp));
        }
        let obj = compile_to_object(cli, path, times)?;
        times.time(timing::EMIT, || {
            write_output(&out, |tmp| write_standalone_object(cli, tmp, &obj))
        })
    })
}

/// Write the object `bytes` to `path` so that it links without tcc-rs: if it calls a
/// runtime helper, with the helper object merged in (its symbols weak and hidden, so any
/// number of such objects link together; docs/design.md, "Objects that stand alone").
fn write_standalone_object(cli: &Cli, path: &Path, bytes: &[u8]) -> Result<(), Failure> {
    if !runtime::refers_to_helpers(bytes) {
        return write_file(path, bytes);
    }
    let cc = cli.options.target.c_compiler();
    let scratch = tempfile::tempdir()
        .map_err(|e| Failure::error(format!("cannot create a temporary directory: {e}")))?;
    let (target, tables) = (cli.options.target, cli.options.unwind_tables);
    let helpers =
        runtime::helpers_object(target, &cc, scratch.path(), tables).map_err(Failure::error)?;
    let own = scratch.path().join("own.o");
    write_file(&own, bytes)?;
    link::merge_objects(&cc, &[&own, &helpers], path).map_err(Failure::error)
}

/// `dir/foo.c` -> `foo.o` (in the current directory, as gcc does).
fn object_name(source: &str) -> PathBuf {
    let mut name = Path::new(source)
        .file_stem()
        .map_or_else(|| "out".into(), |s| s.to_os_string());
    // Appended, not `with_extension`: the stem of `parse.tab.c` is `parse.tab`.
    name.push(".o");
    PathBuf::from(name)
}

/// Compile every source to a temporary object, then link them with the other inputs, the
/// runtime and `-lm` into `-o` (default `a.out`).
fn build_executable(cli: &Cli, times: &mut PassTimes) -> Result<(), Failure> {
    let scratch = tempfile::tempdir()
        .map_err(|e| Failure::error(format!("cannot create a temporary directory: {e}")))?;
    let mut inputs = Vec::new();
    let mut failed = false;
    for (i, input) in cli.inputs.iter().enumerate() {
        match input {
            Input::Source(path) => match compile_to_object(cli, path, times) {
                Ok(obj) => {
                    let name = format!("{i}-{}", object_name(path).display());
                    let obj_path = scratch.path().join(name);
                    times.time(timing::EMIT, || write_file(&obj_path, &obj))?;
                    inputs.push(LinkInput::File(obj_path));
                }
                Err(f) => {
                    failed = true;
                    f.report();
                }
            },
            Input::Assembly { path, preprocess } => {
                let name = format!("{i}-{}", object_name(path).display());
                let obj_path = scratch.path().join(name);
                match assemble::assemble(cli, path, *preprocess, &obj_path) {
                    Ok(()) => inputs.push(LinkInput::File(obj_path)),
                    Err(f) => {
                        failed = true;
                        f.report();
                    }
                }
            }
            Input::Object(path) => inputs.push(LinkInput::File(PathBuf::from(path))),
            Input::LinkerArg(arg) => inputs.push(LinkInput::Arg(arg.clone())),
        }
    }
    if failed {
        return Err(Failure::reported());
    }
    times.time(timing::LINK, || {
        link_executable(cli, &inputs, scratch.path())
    })
}

/// Link the objects and linker arguments `inputs` with the (cached) runtime into `-o`.
fn link_executable(cli: &Cli, inputs: &[LinkInput], scratch: &Path) -> Result<(), Failure> {
    let cc = cli.options.target.c_compiler();
    // A shared object gets no runtime, as gcc's get nothing of the kind; without the C
    // library (-nostdlib), the runtime, which calls it, cannot be linked either.
    let runtime = if cli.gcc.shared || cli.gcc.no_default_libs {
        None
    } else {
        Some(runtime::runtime_object(cli.options.target, &cc, scratch).map_err(Failure::error)?)
    };
    let output = PathBuf::from(cli.output.as_deref().unwrap_or("a.out"));
    let flags = link::Flags {
        gcc: &cli.gcc.link,
        runtime: runtime.as_deref(),
        libm: !cli.gcc.no_default_libs,
        verbose: cli.pp.verbose,
    };
    write_output(&output, |tmp| {
        link::link(&cc, inputs, &flags, tmp).map_err(|e| match e {
            LinkError::NotRun(m) => Failure::error(m),
            LinkError::Failed(status) => Failure {
                status,
                message: Some("linking failed".into()),
            },
        })
    })
}

fn write_file(path: &Path, bytes: &[u8]) -> Result<(), Failure> {
    std::fs::write(path, bytes)
        .map_err(|e| Failure::error(format!("cannot write {}: {e}", path.display())))
}

/// Let `produce` write the output under a temporary name in the output's directory (so the
/// final rename is atomic), then rename it to `path`. On failure nothing is left behind.
///
/// Only a regular file (or a path that does not exist yet) is replaced that way: a device,
/// FIFO or other special file (`/dev/null`, `/dev/stdout`) is opened and written, as gcc does,
/// since renaming over it would replace the device itself with a regular file.
fn write_output(
    path: &Path,
    produce: impl FnOnce(&Path) -> Result<(), Failure>,
) -> Result<(), Failure> {
    let cannot_write = |e: &std::io::Error| {
        Failure::error(format!("cannot write {}: {}", path.display(), io_reason(e)))
    };
    let special = std::fs::metadata(path).is_ok_and(|m| !m.is_file() && !m.is_dir());
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() && !special => d.to_path_buf(),
        _ if special => std::env::temp_dir(),
        _ => PathBuf::from("."),
    };
    let tmp = tempfile::Builder::new()
        .prefix(".tcc-rs-")
        .tempdir_in(&dir)
        .map_err(|e| cannot_write(&e))?;
    let tmp_path = tmp.path().join("output");
    produce(&tmp_path)?;
    if !tmp_path.exists() {
        // The tool succeeded and wrote nothing: the linker asked only for its version
        // (`-Wl,--version`), as gcc then leaves no a.out either.
        return Ok(());
    }
    if special {
        let mut from = std::fs::File::open(&tmp_path).map_err(|e| cannot_write(&e))?;
        let mut to = std::fs::OpenOptions::new()
            .write(true)
            .open(path)
            .map_err(|e| cannot_write(&e))?;
        return std::io::copy(&mut from, &mut to)
            .map(drop)
            .map_err(|e| cannot_write(&e));
    }
    std::fs::rename(&tmp_path, path).map_err(|e| cannot_write(&e))
}

/// The listings (`-S`, `--emit=`, `--explain`) and `-run` are of C: an assembly source
/// there is refused, not passed over.
fn refuse_assembly_where_c_is_compiled(cli: &Cli) -> Result<(), Failure> {
    let listing = (cli.emit.is_some() || cli.explain || cli.run.is_some())
        && !(cli.preprocess_only || cli.syntax_only || cli.gcc.deps.only);
    match cli.assembly_sources().next() {
        Some((path, _)) if listing => Err(Failure::error(format!(
            "{path}: an assembly source cannot be listed or run (-S, --emit, --explain, -run)"
        ))),
        _ => Ok(()),
    }
}

/// Without a link, the linker's inputs (objects, libraries, files of a suffix tcc-rs does not
/// compile) go unused: a warning for each, as gcc gives, or an error for one that is missing.
fn unused_linker_inputs(cli: &Cli) -> Result<(), Failure> {
    for input in &cli.inputs {
        let Input::Object(path) = input else { continue };
        if std::fs::metadata(path).is_err() {
            return Err(Failure::error(format!(
                "{path}: linker input file not found: No such file or directory"
            )));
        }
        if cli.warnings {
            eprintln!("tcc-rs: warning: {path}: linker input file unused because linking not done");
        }
    }
    Ok(())
}

/// gcc refuses an output that is one of the inputs (the same file, also through a link)
/// before doing anything, so that `tcc-rs x.c -o x.c` cannot destroy the source.
fn refuse_output_that_is_an_input(cli: &Cli) -> Result<(), Failure> {
    use std::os::unix::fs::MetadataExt;
    let Some(out) = cli.output.as_deref().filter(|o| *o != "-") else {
        return Ok(());
    };
    let Ok(out_meta) = std::fs::metadata(out) else {
        return Ok(());
    };
    if !out_meta.is_file() {
        return Ok(());
    }
    for input in &cli.inputs {
        let (Input::Source(name) | Input::Object(name) | Input::Assembly { path: name, .. }) =
            input
        else {
            continue;
        };
        let same = std::fs::metadata(name)
            .is_ok_and(|m| m.dev() == out_meta.dev() && m.ino() == out_meta.ino());
        if same {
            return Err(Failure::fatal(format!(
                "input file '{name}' is the same as output file"
            )));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn object_names_follow_gcc() {
        assert_eq!(object_name("dir/foo.c"), PathBuf::from("foo.o"));
        assert_eq!(object_name("bar.c"), PathBuf::from("bar.o"));
        assert_eq!(object_name("src/parse.tab.c"), PathBuf::from("parse.tab.o"));
    }

    #[test]
    fn a_failed_output_leaves_no_file() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("out");
        let r = write_output(&out, |tmp| {
            write_file(tmp, b"partial")?;
            Err(Failure::reported())
        });
        assert!(r.is_err());
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
        write_output(&out, |tmp| write_file(tmp, b"done"))
            .map_err(|_| ())
            .unwrap();
        assert_eq!(std::fs::read(&out).unwrap(), b"done");
    }

    #[test]
    fn a_special_output_file_is_written_not_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("fifo");
        let status = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap();
        assert!(status.success());
        let reader = {
            let fifo = fifo.clone();
            std::thread::spawn(move || std::fs::read(fifo).unwrap())
        };
        write_output(&fifo, |tmp| write_file(tmp, b"through the pipe"))
            .map_err(|_| ())
            .unwrap();
        assert_eq!(reader.join().unwrap(), b"through the pipe");
        use std::os::unix::fs::FileTypeExt;
        assert!(std::fs::metadata(&fifo).unwrap().file_type().is_fifo());
        // Nothing is left in the output's directory.
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[test]
    fn an_output_that_is_an_input_is_refused_before_anything_is_written() {
        let dir = tempfile::tempdir().unwrap();
        let src = dir.path().join("same.c");
        let source = "int main(void) { return 0; }\n";
        std::fs::write(&src, source).unwrap();
        let link = dir.path().join("link.c");
        std::fs::hard_link(&src, &link).unwrap();
        for out in [&src, &link] {
            assert_eq!(main(vec![arg(&src), "-o".into(), arg(out)]), 1);
            assert_eq!(main(vec!["-c".into(), arg(&src), "-o".into(), arg(out)]), 1);
        }
        assert_eq!(std::fs::read_to_string(&src).unwrap(), source);
    }

    /// A loop in memory form calling a function of another translation unit and printf.
    const MAIN_IR: &str = r#"
global local readonly @.fmt size 7 align 1 = "%d %d\0A\00"
declare @printf(ptr, ...) -> i32
declare @twice(i32) -> i32
fn @main() -> i32 {
entry:
  %i.addr = alloca 4, align 4
  %s.addr = alloca 4, align 4
  store i32 0, %i.addr
  store i32 0, %s.addr
  jump cond
cond:
  %i = load i32, %i.addr
  %lt = icmp slt i32 %i, 10
  br %lt, body, done
body:
  %s = load i32, %s.addr
  %s2 = add i32 %s, %i
  store i32 %s2, %s.addr
  %i2 = add i32 %i, 1
  store i32 %i2, %i.addr
  jump cond
done:
  %fin = load i32, %s.addr
  %t = call i32 @twice(i32 %fin)
  %p = global_addr @.fmt
  %n = call i32 @printf(ptr %p, ... i32 %fin, i32 %t)
  ret i32 7
}
"#;

    const TWICE_IR: &str =
        "fn @twice(i32 %x) -> i32 {\nentry:\n  %y = add i32 %x, %x\n  ret i32 %y\n}\n";

    fn arg(p: &Path) -> String {
        p.to_str().unwrap().to_string()
    }

    #[test]
    fn ir_files_compile_link_and_run_in_every_mode() {
        let dir = tempfile::tempdir().unwrap();
        let (main_ir, twice_ir) = (dir.path().join("main.ir"), dir.path().join("twice.ir"));
        std::fs::write(&main_ir, MAIN_IR).unwrap();
        std::fs::write(&twice_ir, TWICE_IR).unwrap();
        let twice_o = dir.path().join("twice.o");
        assert_eq!(
            main(vec![
                "-c".into(),
                arg(&twice_ir),
                "-o".into(),
                arg(&twice_o)
            ]),
            0
        );
        for flags in [
            vec![],
            vec!["--no-mem2reg", "-O0"],
            vec!["-O2", "-g", "-Wall"],
        ] {
            let exe = dir.path().join("prog");
            let mut args: Vec<String> = flags.iter().map(|s| s.to_string()).collect();
            args.extend([arg(&main_ir), arg(&twice_o), "-o".into(), arg(&exe)]);
            assert_eq!(main(args), 0, "{flags:?}");
            let out = std::process::Command::new(&exe).output().unwrap();
            assert_eq!(out.status.code(), Some(7));
            assert_eq!(String::from_utf8_lossy(&out.stdout), "45 90\n");
        }
        let ssa = dir.path().join("main.ssa");
        assert_eq!(
            main(vec![
                "--emit=ssa".into(),
                arg(&main_ir),
                "-o".into(),
                arg(&ssa)
            ]),
            0
        );
        let text = std::fs::read_to_string(&ssa).unwrap();
        assert!(text.contains("phi") && !text.contains("alloca"), "{text}");
    }

    #[test]
    fn a_failed_link_leaves_no_output_and_returns_the_linker_status() {
        let dir = tempfile::tempdir().unwrap();
        let main_ir = dir.path().join("main.ir");
        std::fs::write(&main_ir, MAIN_IR).unwrap();
        let exe = dir.path().join("prog");
        // `twice` is missing: the link fails.
        assert_ne!(main(vec![arg(&main_ir), "-o".into(), arg(&exe)]), 0);
        assert!(!exe.exists());
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[test]
    fn c_sources_are_preprocessed_with_command_line_includes_and_macros() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("inc")).unwrap();
        std::fs::write(
            dir.path().join("inc/twice.h"),
            "#define TWICE(x) ((x) * 2)\n",
        )
        .unwrap();
        let src = dir.path().join("m.c");
        std::fs::write(
            &src,
            "#include \"twice.h\"\nint print_int(int n);\n\
             int main(void) { print_int(TWICE(N)); return 0; }\n",
        )
        .unwrap();
        let (inc, exe) = (dir.path().join("inc"), dir.path().join("m"));
        let args = vec![
            format!("-I{}", arg(&inc)),
            "-DN=21".into(),
            arg(&src),
            "-o".into(),
            arg(&exe),
        ];
        assert_eq!(main(args), 0);
        let out = std::process::Command::new(&exe).output().unwrap();
        assert_eq!(String::from_utf8_lossy(&out.stdout), "42");
        let pre = dir.path().join("m.i");
        let args = vec![
            "-E".into(),
            "-P".into(),
            "-I".into(),
            arg(&inc),
            "-DN=1".into(),
            arg(&src),
            "-o".into(),
            arg(&pre),
        ];
        assert_eq!(main(args), 0);
        assert!(std::fs::read_to_string(&pre).unwrap().contains("((1) * 2)"));
    }

    #[test]
    fn invalid_ir_is_an_error() {
        let dir = tempfile::tempdir().unwrap();
        let bad = dir.path().join("bad.ir");
        std::fs::write(&bad, "fn @f() -> i32 {\nentry:\n  ret void\n}\n").unwrap();
        assert_eq!(main(vec!["-c".into(), arg(&bad)]), 1);
    }

    #[test]
    fn missing_input_and_bad_flags_exit_1() {
        assert_eq!(main(vec!["no/such/file.c".into()]), 1);
        assert_eq!(main(vec!["--bogus".into()]), 1);
        assert_eq!(main(vec![]), 1);
        assert_eq!(main(vec!["--version".into()]), 0);
    }
}

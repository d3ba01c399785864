//! The command line: gcc-compatible flags parsed into a `Cli`.
//!
//! Only the driver reads the command line; the rest of the compiler sees `Options`.

use super::flags::{self, GccFlags, Language};
use super::warning_options::{self, Accepted};
use crate::diag::Pedwarn;
use crate::passes::pipeline::{self, PrintAfter};
use crate::preprocess::{CmdMacro, PpOptions};
use crate::target::Target;
use crate::{OptLevel, Options};

/// `--help` and the manual page (`docs/tcc-rs.1`) are both rendered from this table, so the
/// two cannot drift (`help.rs` renders them; `tests/man_page.rs` checks the checked-in page).
pub mod options {
    /// The synopsis, after `Usage: ` in `--help` and under SYNOPSIS in the manual.
    pub const SYNOPSIS: &str = "tcc-rs [options] file...";

    /// What tcc-rs is, in one line.
    pub const SUMMARY: &str =
        "A C compiler whose SSA stage is LLVM's mem2reg, with a Cranelift back end.";

    /// What tcc-rs is, at more length, for the manual page's DESCRIPTION.
    pub const DESCRIPTION: &str = "tcc-rs compiles C11, with the GNU C extensions that glibc's \
         headers and real programs use, to native executables for x86-64 and aarch64 Linux. It \
         takes gcc's command line, so build systems can use it as CC. The front end lowers C \
         to an IR in memory form (every local an alloca), mem2reg promotes the locals to SSA \
         values with phis, a few classic optimisations follow, and Cranelift writes the object \
         file, which the system C compiler links with a small runtime. Every stage can be \
         printed (--emit).";

    /// One option: how it is written (`-o FILE`) and what it does, in one unwrapped line.
    #[derive(Copy, Clone)]
    pub struct Entry {
        pub flags: &'static str,
        pub text: &'static str,
    }

    const fn entry(flags: &'static str, text: &'static str) -> Entry {
        Entry { flags, text }
    }

    /// Every option `--help` lists, in its order: these, then the options that turn off
    /// the pipeline's passes (each pass's own, `passes::pipeline`), then `TAIL`.
    pub fn all() -> Vec<Entry> {
        let passes = crate::passes::pipeline::PIPELINE
            .iter()
            .map(|pass| entry(pass.flag, pass.help));
        HEAD.iter()
            .copied()
            .chain(passes)
            .chain(TAIL.iter().copied())
            .collect()
    }

    /// The options before the pipeline's.
    const HEAD: &[Entry] = &[
        entry(
            "-o FILE",
            "Write the output to FILE (default a.out; with -c, NAME.o)",
        ),
        entry("-c", "Compile to object files, do not link"),
        entry(
            "-E",
            "Preprocess only, to standard output or -o (-P: without line markers)",
        ),
        entry(
            "-fsyntax-only",
            "Check each source (preprocess, parse, types) and write nothing",
        ),
        entry("-I DIR", "Search DIR for #include files"),
        entry(
            "-iquote DIR",
            "Search DIR for #include \"...\" only, before the -I directories",
        ),
        entry(
            "-isystem DIR",
            "Search DIR after the -I directories, before the system ones",
        ),
        entry("-idirafter DIR", "Search DIR after the system directories"),
        entry(
            "-nostdinc",
            "Do not search the compiler's own or the system header directories",
        ),
        entry(
            "-v",
            "Print the header search list (and, with no input, the version)",
        ),
        entry(
            "-H",
            "Print each header as it is entered, indented by its depth, as gcc does",
        ),
        entry("-D NAME[=VALUE]", "Define a macro (-U NAME: undefine it)"),
        entry(
            "-include FILE",
            "Read FILE before the source, as if #included on its first line",
        ),
        entry(
            "-O0 -O1 -O2 -O3 -Os",
            "Optimisation level (-O0: Cranelift opt_level none, else speed)",
        ),
        entry("-l LIB, -L DIR", "Passed to the linker"),
        entry("-Wl,ARGS", "Passed to the linker"),
        entry(
            "--target TRIPLE",
            "x86_64-unknown-linux-gnu or aarch64-unknown-linux-gnu (default: host)",
        ),
        entry(
            "--no-mem2reg",
            "Keep every local in memory (skip mem2reg and SROA)",
        ),
        entry(
            "--no-sroa",
            "Keep structures, unions and arrays whole (skip SROA, which splits those reached \
             at constant offsets into scalars for mem2reg)",
        ),
        entry(
            "--no-lifetime-start",
            "Let a variable declared without an initializer keep its value from the last pass \
             through its declaration (do not take the declaration as the start of its value, \
             C11 6.2.4p6)",
        ),
        entry(
            "--no-small-memops",
            "Keep memcpy, memmove and memset of a small constant size as calls (skip the pass \
             that makes them loads and stores when optimising)",
        ),
        entry(
            "--emit=ir",
            "Print the IR in memory form (before mem2reg) and stop",
        ),
        entry("--emit=ssa", "Print the IR after mem2reg and stop"),
        entry(
            "--emit=opt",
            "Print the IR after the pass pipeline (what code generation takes) and stop",
        ),
        entry("--emit=clif", "Print the Cranelift IR and stop"),
        entry(
            "--emit=dot",
            "Print a Graphviz CFG of every function before and after mem2reg",
        ),
        entry(
            "--emit=asm",
            "Print each function's machine code as Cranelift produced it (a listing)",
        ),
        entry(
            "-S",
            "Write NAME.s (or -o) for each source: assembler input for as/gcc -c (the code as \
             bytes and relocations, the listing in comments)",
        ),
        entry(
            "--explain",
            "Write one HTML page showing what mem2reg did to each function (to -o, or standard \
             output): C, IR, SSA, CFGs, statistics, machine code",
        ),
    ];

    /// The options after the pipeline's.
    const TAIL: &[Entry] = &[
        entry(
            "--no-loop-placement",
            "Start functions where they fall (by default, in optimised x86-64 code, a function \
             with a loop starts after a 64-byte line's start by the few bytes of no-op that put \
             its innermost loop in the fewest lines)",
        ),
        entry(
            "--no-block-placement",
            "Keep unlikely blocks among the others (by default, when optimising, the blocks \
             that lead only to abort, exit, a noreturn or cold function or \
             __builtin_unreachable, or that only the unlikely side of a __builtin_expect \
             reaches, are emitted at the function's end)",
        ),
        entry(
            "--no-cold-call-stubs",
            "Call cold functions directly (by default, when optimising, a call of a function \
             declared cold, or sqrt's call kept for errno, goes through a stub that saves every \
             register, so no value is spilled for it on the paths that do not call)",
        ),
        entry(
            "--no-direct-symbols",
            "Load every symbol's address from the GOT, even the program's own (by default \
             those no shared object can preempt are PC-relative, as in gcc)",
        ),
        entry(
            "--stats",
            "Print statistics to stderr: mem2reg's (per function and total), the pipeline's \
             passes' and code generation's",
        ),
        entry(
            "--remarks",
            "Print why each alloca was not promoted to stderr",
        ),
        entry(
            "--time-passes",
            "Print the wall time of each compiler phase to stderr",
        ),
        entry(
            "--print-after=NAME",
            "Print each function's IR to stderr after pass NAME: mem2reg or a pass of the \
             pipeline (as --stats names them); may be repeated",
        ),
        entry(
            "--print-after-all",
            "Print each function's IR to stderr after every pass",
        ),
        entry(
            "--print-changed",
            "Print each function's IR to stderr at the start and after every pass that \
             changed it",
        ),
        entry(
            "-run FILE ARGS...",
            "Compile in memory and run FILE's main with ARGS (also after other .c files and \
             -l libraries); a first line starting with #! is skipped",
        ),
        entry("--help", "Print this help"),
        entry("--version", "Print the version"),
    ];

    /// The paragraphs after the options: gcc's driver flags and the kinds of input.
    pub const NOTES: &[&str] = &[
        "gcc's driver flags for build systems (docs/usage.md, \"Command line\"): -fPIC, \
         -shared, -static, -pthread and the other linking flags; -M -MM -MD -MMD -MF -MT -MQ \
         -MP; -x c|cpp-output|assembler|assembler-with-cpp|none; -Wa,ARGS; -std=, -ansi; \
         -Werror; -dumpversion, -dumpfullversion, -dumpmachine, -print-prog-name=, \
         -print-file-name=. -fgnuc-version=X[.Y[.Z]] sets the GNU C version claimed \
         (__GNUC__..., 4.2.1 by default; 0: not GNU C), as in clang. \
         -pedantic (-Wpedantic) gives gcc's diagnostics of what ISO C, for the standard -std= \
         selects, does not allow (docs/usage.md, \"Pedantic diagnostics\"), -pedantic-errors \
         makes them errors; -Wno-pedantic, -Werror=pedantic, -Wpointer-arith and the like \
         switch them. Accepted and ignored: -g*, gcc 12's other -W options for C (an unknown \
         one is refused, another language's warned about, as gcc does), optimisation and \
         hardening -f flags. -w silences warnings.",
        "Inputs: .c files are compiled (`-` reads C from standard input), .i files as \
         preprocessed C; .ir files (the IR text form, as --emit=ir prints it) enter the \
         pipeline at mem2reg; .o, .a, .so and versioned .so.N files are passed to the \
         linker; .s files (and .S, .sx after the preprocessor) are assembled by the target's \
         C compiler driver.",
    ];
}

/// What to print instead of producing an object or executable.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Emit {
    /// Memory-form IR, before mem2reg.
    Ir,
    /// IR after mem2reg.
    Ssa,
    /// IR after the pipeline (`passes::pipeline`).
    Opt,
    Clif,
    Dot,
    /// Cranelift's listing of the machine code.
    Asm,
}

/// One input, in command-line order (the order matters to the linker).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// A C file, or an IR text file (`.ir`).
    Source(String),
    /// An object or library file given by name.
    Object(String),
    /// An assembly source (`.s`, or `.S` and `.sx` with `preprocess`), for the target's
    /// assembler (`assemble.rs`).
    Assembly { path: String, preprocess: bool },
    /// `-lfoo`, `-Ldir` or `-Wl,...`, passed to the linker as written.
    LinkerArg(String),
}

/// A parsed command line.
#[derive(Clone, Debug)]
pub struct Cli {
    pub inputs: Vec<Input>,
    pub output: Option<String>,
    pub compile_only: bool,
    /// `-E`: stop after preprocessing.
    pub preprocess_only: bool,
    /// `-fsyntax-only`: stop after the front end's checks, write nothing.
    pub syntax_only: bool,
    /// The inputs that are C headers (`.h`, no `-x`): gcc preprocesses them with `-E` and
    /// checks them with `-fsyntax-only`, and precompiles them otherwise, which tcc-rs does
    /// not (`headers_only_preprocessed`).
    pub headers: Vec<String>,
    /// `-P` turns off the line markers of `-E`.
    pub line_markers: bool,
    /// `-w` turns warnings off.
    pub warnings: bool,
    /// `-I`, `-D`, `-U`, `-include` (its `target` follows `--target`).
    pub pp: PpOptions,
    pub emit: Option<Emit>,
    /// `--explain`: write the HTML page of what mem2reg did (`crate::explain`).
    pub explain: bool,
    pub stats: bool,
    /// `--time-passes`: print the time of each phase.
    pub time_passes: bool,
    /// `--print-after=NAME`, `--print-after-all`, `--print-changed`.
    pub print_after: PrintAfter,
    pub remarks: bool,
    pub help: bool,
    /// `--print-man-page`: print the manual page (roff) made from `options`, to regenerate
    /// `docs/tcc-rs.1`. Not listed by `--help`.
    pub man_page: bool,
    pub version: bool,
    /// `--debug-crash`: panic on purpose, to check how a crash is reported (like clang's
    /// `#pragma clang __debug crash`).
    pub debug_crash: bool,
    /// gcc's driver flags for build systems (`flags`).
    pub gcc: GccFlags,
    pub options: Options,
    /// `-S`: the listing of each source goes to `NAME.s` (or `-o`).
    pub assembly_files: bool,
    /// `-run FILE ARGS...`: compile in memory and run (see `driver::jit`).
    pub run: Option<Run>,
}

/// `-run`: the program's source (its `argv[0]`) and the arguments after it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Run {
    pub file: String,
    pub args: Vec<String>,
}

impl Cli {
    /// The assembly sources, with whether each is preprocessed.
    pub fn assembly_sources(&self) -> impl Iterator<Item = (&str, bool)> {
        self.inputs.iter().filter_map(|i| match i {
            Input::Assembly { path, preprocess } => Some((path.as_str(), *preprocess)),
            _ => None,
        })
    }

    pub fn sources(&self) -> impl Iterator<Item = &str> {
        self.inputs.iter().filter_map(|i| match i {
            Input::Source(s) => Some(s.as_str()),
            _ => None,
        })
    }
}

/// Parse the arguments (without the program name).
pub fn parse(args: &[String]) -> Result<Cli, String> {
    let mut cli = Cli {
        inputs: Vec::new(),
        output: None,
        compile_only: false,
        preprocess_only: false,
        syntax_only: false,
        headers: Vec::new(),
        line_markers: true,
        warnings: true,
        // tcc-rs optimises unless told `-O0`.
        pp: PpOptions {
            optimize: true,
            ..PpOptions::default()
        },
        emit: None,
        explain: false,
        stats: false,
        time_passes: false,
        print_after: PrintAfter::default(),
        remarks: false,
        help: false,
        man_page: false,
        version: false,
        debug_crash: false,
        gcc: GccFlags::default(),
        options: Options::default(),
        assembly_files: false,
        run: None,
    };
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        // After `-run`, the first input is the program; what follows is its arguments.
        if let Some(run) = cli.run.as_mut().filter(|r| r.file.is_empty()) {
            if arg == "-" || !arg.starts_with('-') {
                run.file = arg.clone();
                run.args = args.by_ref().cloned().collect();
                // A script (`#!... -run`) is C whatever its name, unless `-x` says otherwise.
                let input = match cli.gcc.language {
                    None => Input::Source(arg.clone()),
                    Some(_) => classify_input(arg, cli.gcc.language)?,
                };
                cli.inputs.push(input);
                break;
            }
        }
        if let Some(list) = arg.strip_prefix("-Wp,") {
            let options = preprocessor_options(list)?;
            let mut options = options.iter();
            while let Some(o) = options.next() {
                if !flags::parse(&mut cli, o, &mut options)? {
                    parse_joined(&mut cli, o)?;
                }
            }
            continue;
        }
        cli.gcc.format.note(arg);
        if arg.len() > 1 && flags::parse(&mut cli, arg, &mut args)? {
            continue;
        }
        let mut value_of = |flag: &str| {
            args.next()
                .cloned()
                .ok_or_else(|| format!("missing argument to '{flag}'"))
        };
        match arg.as_str() {
            "-o" => cli.output = Some(value_of("-o")?),
            "-c" => cli.compile_only = true,
            "-S" => {
                cli.emit = Some(Emit::Asm);
                cli.assembly_files = true;
            }
            "-E" => cli.preprocess_only = true,
            "-fsyntax-only" => cli.syntax_only = true,
            "-dM" => cli.pp.dump_macros = true,
            // Without -E, gcc ignores it (the object is the same): so does tcc-rs.
            "-dD" => cli.pp.keep_defines = true,
            "-P" => cli.line_markers = false,
            "-w" => cli.warnings = false,
            // C++'s: gcc 12 warns that C has no use for it (see `driver::option_warnings`).
            "-fpermissive" => cli.gcc.permissive = true,
            "-Wall" => {
                cli.options.warn_pointer_sign = true;
                cli.options.permerrors.wall = true;
                cli.gcc.wall = true;
            }
            "-Wpointer-sign" => cli.options.warn_pointer_sign = true,
            "-Wno-pointer-sign" => cli.options.warn_pointer_sign = false,
            "-I" => cli.pp.include_dirs.push(value_of("-I")?.into()),
            "-iquote" => cli.pp.quote_dirs.push(value_of("-iquote")?.into()),
            "-isystem" => cli.pp.isystem_dirs.push(value_of("-isystem")?.into()),
            "-idirafter" => cli.pp.after_dirs.push(value_of("-idirafter")?.into()),
            "-nostdinc" => cli.pp.nostdinc = true,
            "-v" => cli.pp.verbose = true,
            "-H" => cli.pp.trace_includes = true,
            "-D" => cli.pp.macros.push(define(&value_of("-D")?)),
            "-U" => cli.pp.macros.push(CmdMacro::Undef(value_of("-U")?)),
            "-include" => cli.pp.forced_includes.push(value_of("-include")?.into()),
            "-l" => cli
                .inputs
                .push(Input::LinkerArg(format!("-l{}", value_of("-l")?))),
            "-L" => cli
                .inputs
                .push(Input::LinkerArg(format!("-L{}", value_of("-L")?))),
            "--target" => cli.options.target = parse_target(&value_of("--target")?)?,
            "--no-mem2reg" => cli.options.mem2reg = false,
            "--no-sroa" => cli.options.sroa = false,
            "--no-lifetime-start" => cli.options.lifetime_start = false,
            "--no-small-memops" => cli.options.small_memops = false,
            "--no-direct-symbols" => cli.options.direct_symbols = false,
            "--no-loop-placement" => cli.options.loop_placement = false,
            "--no-block-placement" => cli.options.block_placement = false,
            "--no-cold-call-stubs" => cli.options.cold_call_stubs = false,
            "--print-after-all" => cli.print_after.all = true,
            "--print-changed" => cli.print_after.changed = true,
            "--print-after" => {
                let name = value_of("--print-after")?;
                cli.print_after.passes.push(pass_name(&name)?);
            }
            "--stats" => cli.stats = true,
            "--explain" => cli.explain = true,
            "--time-passes" => cli.time_passes = true,
            "--remarks" => cli.remarks = true,
            "-run" => cli.run = Some(Run::default()),
            "--help" => cli.help = true,
            "--print-man-page" => cli.man_page = true,
            "--version" => cli.version = true,
            "--debug-crash" => cli.debug_crash = true,
            // C source read from standard input (gcc needs `-x c` for this; `-` is only
            // ever C here).
            "-" => {
                if cli.inputs.contains(&Input::Source("-".into())) {
                    return Err("standard input ('-') given more than once".into());
                }
                cli.inputs.push(Input::Source("-".into()))
            }
            a => parse_joined(&mut cli, a)?,
        }
    }
    if cli.run.as_ref().is_some_and(|r| r.file.is_empty()) {
        return Err("-run needs a file to run".into());
    }
    // Without -E, gcc's -dM asks for a dump of its RTL, which tcc-rs has not.
    if cli.pp.dump_macros && !cli.preprocess_only {
        return Err("'-dM' is supported only with '-E' (the macros defined)".into());
    }
    if let Some(signed) = cli.gcc.char_signed {
        cli.options.target = cli.options.target.with_char_signed(signed);
    }
    flags::inline_semantics(&mut cli)?;
    flags::overflow_traps(&cli)?;
    flags::unwind_tables(&mut cli);
    if cli.gcc.wall {
        // `-Wall` turns on `-Wmain` unless a `-Wmain` or `-Wno-main` said otherwise.
        if let Some(main) = cli.options.pedantic.switch_mut(Pedwarn::Main) {
            main.on.get_or_insert(true);
        }
    }
    if !cli.warnings {
        // gcc's -w silences the pedwarns -pedantic-errors or -Werror=NAME would make errors.
        flags::silence_pedwarns(&mut cli.options.pedantic);
        cli.options.permerrors = flags::silenced_permerrors();
        cli.options.warnings = Default::default();
        cli.pp.cpp.error = None;
    }
    headers_only_preprocessed(&cli)?;
    flags::math_flags(&mut cli);
    flags::fp_contract(&mut cli);
    if cli.pp.math.unsafe_math {
        // The linking gcc adds `crtfastmath.o` (flush-to-zero) for it, as for its own objects.
        cli.gcc.link.push("-ffast-math".into());
    }
    cli.pp.pedantic = cli.options.pedantic.clone();
    cli.pp.target = cli.options.target;
    cli.pp.text_only = cli.preprocess_only;
    Ok(cli)
}

/// `-D NAME` (defined as 1), `-D NAME=VALUE`, `-D 'NAME(ARGS)=BODY'`.
fn define(arg: &str) -> CmdMacro {
    match arg.split_once('=') {
        Some((name, value)) => CmdMacro::Define(name.to_string(), Some(value.to_string())),
        None => CmdMacro::Define(arg.to_string(), None),
    }
}

/// The flags whose value is joined to them (`-ofile`, `-lm`, `--emit=ir`, `-O2`...), the
/// ignored ones, and the inputs.
fn parse_joined(cli: &mut Cli, a: &str) -> Result<(), String> {
    if let Some(v) = a.strip_prefix("--target=") {
        cli.options.target = parse_target(v)?;
    } else if let Some(pass) = pipeline::by_flag(a) {
        cli.options.disabled_passes.push(pass.name);
    } else if let Some(name) = a.strip_prefix("--print-after=") {
        cli.print_after.passes.push(pass_name(name)?);
    } else if let Some(v) = a.strip_prefix("--emit=") {
        cli.emit = Some(parse_emit(v)?);
    } else if a == "-Ofast" {
        // gcc: -O3 and -ffast-math.
        cli.options.opt_level = OptLevel::Speed;
        cli.pp.optimize = true;
        cli.pp.optimize_size = false;
        cli.options.optimise_size = false;
        cli.gcc.math.push("-ffast-math".into());
        cli.gcc.level_2 = true;
    } else if let Some(level) = a.strip_prefix("-O") {
        (cli.options.opt_level, cli.gcc.level_2) = parse_opt_level(level)?;
        cli.pp.optimize = cli.options.opt_level != OptLevel::None;
        // gcc 12's -Oz optimises for size more aggressively than -Os: for tcc-rs, as -Os.
        let size = matches!(level, "s" | "z");
        cli.pp.optimize_size = size;
        cli.options.optimise_size = size;
    } else if a.starts_with("-l") || a.starts_with("-L") || a.starts_with("-Wl,") {
        cli.inputs.push(Input::LinkerArg(a.to_string()));
    } else if let Some(dir) = a.strip_prefix("-iquote") {
        cli.pp.quote_dirs.push(dir.into());
    } else if let Some(dir) = a.strip_prefix("-isystem") {
        cli.pp.isystem_dirs.push(dir.into());
    } else if let Some(dir) = a.strip_prefix("-idirafter") {
        cli.pp.after_dirs.push(dir.into());
    } else if let Some(dir) = a.strip_prefix("-I") {
        cli.pp.include_dirs.push(dir.into());
    } else if let Some(m) = a.strip_prefix("-D") {
        cli.pp.macros.push(define(m));
    } else if let Some(m) = a.strip_prefix("-U") {
        cli.pp.macros.push(CmdMacro::Undef(m.to_string()));
    } else if let Some(v) = a.strip_prefix("-o") {
        cli.output = Some(v.to_string());
    } else if let Some(level) = a.strip_prefix("-g") {
        // -g, -g1..3, -ggdb, -gdwarf-4/5...: line tables and functions; -g0: none.
        cli.options.debug_info = level != "0";
    } else if let Some(rest) = a.strip_prefix("-W") {
        // The warning options tcc-rs gives no meaning: accepted, warned about or refused
        // as gcc 12 does.
        match warning_options::check(rest)? {
            Accepted::C => {}
            Accepted::OtherLanguage(message) => cli.gcc.other_language.push(message),
            Accepted::UnknownNegative => cli.gcc.unknown_negatives.push(a.into()),
            Accepted::Removed => cli.gcc.removed.push(a.into()),
        }
    } else if a.starts_with('-') {
        return Err(format!("unrecognized command-line option '{a}'"));
    } else {
        let input = classify_input(a, cli.gcc.language)?;
        if cli.gcc.language.is_none() && a.ends_with(".h") {
            cli.headers.push(a.to_string());
        }
        let preprocessed = cli.gcc.language == Some(Language::CppOutput)
            || (cli.gcc.language.is_none() && a.ends_with(".i"));
        if preprocessed {
            cli.gcc.preprocessed.push(a.to_string());
        }
        cli.inputs.push(input);
    }
    Ok(())
}

/// A header given as an input is preprocessed (`-E`, `-M`) or checked (`-fsyntax-only`) as
/// C, as gcc does; gcc precompiles it otherwise (a `.gch` file), which tcc-rs does not.
fn headers_only_preprocessed(cli: &Cli) -> Result<(), String> {
    let read_only = cli.preprocess_only || cli.syntax_only || cli.gcc.deps.only;
    match cli.headers.first() {
        Some(path) if !read_only => Err(format!(
            "{path}: tcc-rs does not precompile headers (compile a .c file that includes it)"
        )),
        _ => Ok(()),
    }
}

/// `-Wp,LIST`: the options in LIST (split at its commas) that gcc hands its preprocessor, as
/// the driver's options they stand for: `-D`, `-U` and `-I` (joined or with the next item as
/// their value), and the dependency options. cc1's `-MD FILE` and `-MMD FILE` (the Linux
/// kernel's `-Wp,-MMD,FILE`) name the dependency file, as the driver's `-MD -MF FILE` does.
/// Any other is refused by name: ignored, it could change what the program means.
fn preprocessor_options(list: &str) -> Result<Vec<String>, String> {
    let mut items = list.split(',');
    let mut out = Vec::new();
    while let Some(item) = items.next() {
        let mut value = |flag: &str| {
            items
                .next()
                .map(str::to_string)
                .ok_or_else(|| format!("missing argument to '{flag}' in '-Wp,{list}'"))
        };
        match item {
            "-D" | "-U" | "-I" => out.push(format!("{item}{}", value(item)?)),
            "-MD" | "-MMD" => {
                let file = value(item)?;
                out.extend([item.to_string(), "-MF".into(), file]);
            }
            "-MF" | "-MT" | "-MQ" => {
                let v = value(item)?;
                out.extend([item.to_string(), v]);
            }
            "-MP" => out.push(item.into()),
            _ if item.len() > 2 && ["-D", "-U", "-I"].iter().any(|f| item.starts_with(f)) => {
                out.push(item.into())
            }
            _ => {
                return Err(format!(
                    "'-Wp,{item}' is not supported: tcc-rs passes only -D, -U, -I and the -M \
                     options to its preprocessor this way"
                ))
            }
        }
    }
    Ok(out)
}

/// A source (by `-x`, or `.c`, `.i`, `.ir`), assembly (`.s`, `.S`), or a file for the linker
/// (`.o`, `.a`, `.so`, versioned shared libraries such as `libz.so.1.3.1`, and any other).
fn classify_input(path: &str, language: Option<Language>) -> Result<Input, String> {
    let assembly = |preprocess| Input::Assembly {
        path: path.to_string(),
        preprocess,
    };
    match language {
        Some(Language::Assembler) => return Ok(assembly(false)),
        Some(Language::AssemblerWithCpp) => return Ok(assembly(true)),
        Some(Language::C | Language::CppOutput) => return Ok(Input::Source(path.to_string())),
        None => {}
    }
    let ext = std::path::Path::new(path)
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or("");
    match ext {
        // A header is C to preprocess or check (see `headers_only_preprocessed`).
        "c" | "i" | "ir" | "h" => Ok(Input::Source(path.to_string())),
        "s" => Ok(assembly(false)),
        "S" | "sx" => Ok(assembly(true)),
        // Any other file is the linker's, as gcc has it (libb2's build passes a directory
        // beside its source with -c: gcc warns that it goes unused).
        _ => Ok(Input::Object(path.to_string())),
    }
}

/// The pass `--print-after` names: mem2reg or one of the pipeline's.
fn pass_name(name: &str) -> Result<&'static str, String> {
    pipeline::pass_names().find(|&n| n == name).ok_or_else(|| {
        let names: Vec<&str> = pipeline::pass_names().collect();
        format!(
            "unknown pass '{name}' in --print-after (expected one of: {})",
            names.join(", ")
        )
    })
}

fn parse_emit(v: &str) -> Result<Emit, String> {
    match v {
        "ir" => Ok(Emit::Ir),
        "ssa" => Ok(Emit::Ssa),
        "opt" => Ok(Emit::Opt),
        "clif" => Ok(Emit::Clif),
        "dot" => Ok(Emit::Dot),
        "asm" => Ok(Emit::Asm),
        _ => Err(format!(
            "unknown --emit kind '{v}' (expected ir, ssa, opt, clif, dot or asm)"
        )),
    }
}

/// `-OLEVEL` as gcc 12 reads it: any non-negative number (above 3 is `-O3`), `s`, `z`, `g`,
/// or nothing (`-O1`); and whether it is gcc's level 2 or above (`-Os` and `-Oz` included).
fn parse_opt_level(level: &str) -> Result<(OptLevel, bool), String> {
    let digits = level.trim_start_matches('0');
    let number = !level.is_empty() && level.bytes().all(|b| b.is_ascii_digit());
    match level {
        _ if number && digits.is_empty() => Ok((OptLevel::None, false)),
        "" | "g" => Ok((OptLevel::Speed, false)),
        "s" | "z" => Ok((OptLevel::Speed, true)),
        _ if number => Ok((OptLevel::Speed, digits.len() > 1 || digits > "1")),
        _ => Err(format!(
            "argument to '-O' should be a non-negative integer, 'g', 's', 'z' or 'fast' \
             (in '-O{level}')"
        )),
    }
}

fn parse_target(v: &str) -> Result<Target, String> {
    v.parse()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(args: &[&str]) -> Result<Cli, String> {
        parse(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>())
    }

    /// Each pass of the pipeline has its `--no-...` option, read from the list, and its
    /// line in `--help`.
    #[test]
    fn every_pass_of_the_pipeline_can_be_turned_off() {
        for pass in &pipeline::PIPELINE {
            let cli = p(&[pass.flag, "a.c"]).unwrap();
            assert_eq!(cli.options.disabled_passes, [pass.name], "{}", pass.flag);
            assert!(
                crate::driver::help::usage().contains(&format!("  {}", pass.flag)),
                "{}",
                pass.flag
            );
        }
    }

    /// gcc's switch for turning loops into `memset` and `memcpy` calls is loop-idiom's: the
    /// last one given wins.
    #[test]
    fn loop_distribute_patterns_switches_loop_idiom() {
        let idiom = crate::passes::loop_idiom::PASS.name;
        let off = p(&["-fno-tree-loop-distribute-patterns", "a.c"]).unwrap();
        assert_eq!(off.options.disabled_passes, [idiom]);
        let on = [
            "-fno-tree-loop-distribute-patterns",
            "-ftree-loop-distribute-patterns",
            "a.c",
        ];
        assert!(p(&on).unwrap().options.disabled_passes.is_empty());
    }

    #[test]
    fn print_after_takes_the_passes_names() {
        let cli = p(&["--print-after=mem2reg", "--print-after", "tail-dup", "a.c"]).unwrap();
        assert_eq!(cli.print_after.passes, ["mem2reg", "tail-dup"]);
        assert!(
            p(&["--print-after-all", "--print-changed"])
                .unwrap()
                .print_after
                .changed
        );
        let e = p(&["--print-after=gvn"]).unwrap_err();
        assert!(
            e.contains("unknown pass 'gvn'") && e.contains("indvars"),
            "{e}"
        );
        assert!(p(&["--emit=opt"]).unwrap().emit == Some(Emit::Opt));
    }

    #[test]
    fn output_and_compile_only() {
        let cli = p(&["-c", "a.c", "-o", "x.o"]).unwrap();
        assert!(cli.compile_only);
        assert_eq!(cli.output.as_deref(), Some("x.o"));
        assert_eq!(cli.inputs, vec![Input::Source("a.c".into())]);
        assert_eq!(p(&["-oy", "a.c"]).unwrap().output.as_deref(), Some("y"));
    }

    #[test]
    fn inputs_and_linker_args_keep_their_order() {
        let cli = p(&[
            "a.c",
            "-lm",
            "b.o",
            "-L",
            "lib",
            "-l",
            "z",
            "-Wl,--as-needed",
            "c.a",
        ])
        .unwrap();
        assert_eq!(
            cli.inputs,
            vec![
                Input::Source("a.c".into()),
                Input::LinkerArg("-lm".into()),
                Input::Object("b.o".into()),
                Input::LinkerArg("-Llib".into()),
                Input::LinkerArg("-lz".into()),
                Input::LinkerArg("-Wl,--as-needed".into()),
                Input::Object("c.a".into()),
            ]
        );
    }

    #[test]
    fn optimisation_levels() {
        assert_eq!(
            p(&["-O0", "a.c"]).unwrap().options.opt_level,
            OptLevel::None
        );
        for o in ["-O", "-O1", "-O2", "-O3", "-Os", "-Oz", "-Og", "-O9"] {
            assert_eq!(
                p(&[o, "a.c"]).unwrap().options.opt_level,
                OptLevel::Speed,
                "{o}"
            );
        }
        assert_eq!(
            p(&["-O00", "a.c"]).unwrap().options.opt_level,
            OptLevel::None
        );
        assert!(p(&["-Ox", "a.c"]).is_err());
    }

    #[test]
    fn mem2reg_flags() {
        let cli = p(&["--no-mem2reg", "--stats", "--remarks", "--emit=ssa", "a.c"]).unwrap();
        assert!(!cli.options.mem2reg && cli.stats && cli.remarks);
        assert!(p(&["--time-passes", "a.c"]).unwrap().time_passes);
        assert_eq!(cli.emit, Some(Emit::Ssa));
        for (flag, emit) in [("ir", Emit::Ir), ("clif", Emit::Clif), ("dot", Emit::Dot)] {
            assert_eq!(p(&[&format!("--emit={flag}")]).unwrap().emit, Some(emit));
        }
        assert_eq!(p(&["--emit=asm"]).unwrap().emit, Some(Emit::Asm));
        assert!(p(&["-S", "a.c"]).unwrap().assembly_files);
        assert!(p(&["--emit=obj"]).is_err());
    }

    #[test]
    fn target_triples() {
        let cli = p(&["--target", "aarch64-unknown-linux-gnu", "a.c"]).unwrap();
        assert_eq!(cli.options.target.to_string(), "aarch64-unknown-linux-gnu");
        let cli = p(&["--target=x86_64-unknown-linux-gnu"]).unwrap();
        assert_eq!(cli.options.target.to_string(), "x86_64-unknown-linux-gnu");
        assert!(p(&["--target", "riscv64gc-unknown-linux-gnu"]).is_err());
        assert!(p(&["--target", "not a triple"]).is_err());
        assert!(p(&["--target"]).is_err());
    }

    #[test]
    fn harmless_flags_are_accepted_silently() {
        let cli = p(&[
            "-g",
            "-g3",
            "-w",
            "-Wall",
            "-Wextra",
            "-std=c99",
            "-pedantic-errors",
            "a.c",
        ])
        .unwrap();
        assert_eq!(cli.inputs, vec![Input::Source("a.c".into())]);
    }

    #[test]
    fn bad_usage_is_an_error() {
        assert!(p(&["--frobnicate"]).unwrap_err().contains("unrecognized"));
        assert!(p(&["-o"]).unwrap_err().contains("missing argument"));
        assert!(p(&["stdio.h"]).unwrap_err().contains("precompile"));
        // Any other file is the linker's, as in gcc.
        assert_eq!(
            p(&["notes.txt"]).unwrap().inputs,
            vec![Input::Object("notes.txt".into())]
        );
    }

    #[test]
    fn preprocessor_flags() {
        let cli = p(&[
            "-E", "-P", "-Iinc", "-I", "dir", "-DA", "-D", "B=2", "-UC", "-include", "f.h", "a.c",
        ])
        .unwrap();
        assert!(cli.preprocess_only && !cli.line_markers);
        assert_eq!(
            cli.pp.include_dirs,
            vec![std::path::PathBuf::from("inc"), "dir".into()]
        );
        assert_eq!(
            cli.pp.macros,
            vec![
                CmdMacro::Define("A".into(), None),
                CmdMacro::Define("B".into(), Some("2".into())),
                CmdMacro::Undef("C".into()),
            ]
        );
        assert_eq!(
            cli.pp.forced_includes,
            vec![std::path::PathBuf::from("f.h")]
        );
        let cli = p(&["--target", "aarch64-unknown-linux-gnu", "-w", "a.c"]).unwrap();
        assert_eq!(cli.pp.target, cli.options.target);
        assert!(!cli.warnings);
    }

    #[test]
    fn x86_extension_flags_choose_the_macros_in_order() {
        let macros = |args: &[&str]| p(args).unwrap().pp.x86_isa.macros();
        let v2 = macros(&["-march=x86-64-v2", "-mno-popcnt", "a.c"]);
        assert!(
            v2.contains(&"__SSE4_2__") && !v2.contains(&"__POPCNT__"),
            "{v2:?}"
        );
        let avx = macros(&["-mavx2", "-mno-ssse3", "a.c"]);
        assert!(
            avx.contains(&"__SSE3__") && !avx.contains(&"__SSSE3__"),
            "{avx:?}"
        );
        assert!(!avx.iter().any(|m| m.contains("AVX")), "{avx:?}");
        assert!(macros(&["a.c"]).contains(&"__SSE2__"));
    }

    #[test]
    fn run_takes_the_first_input_after_it_and_the_rest_as_arguments() {
        let cli = p(&["lib.c", "-lm", "-run", "-DX", "main.c", "-o", "x", "-run"]).unwrap();
        let run = cli.run.unwrap();
        assert_eq!(run.file, "main.c");
        assert_eq!(run.args, vec!["-o", "x", "-run"]);
        assert_eq!(cli.output, None);
        assert_eq!(cli.inputs.len(), 3);
        assert_eq!(
            p(&["-run", "script"]).unwrap().inputs,
            vec![Input::Source("script".into())]
        );
        assert!(p(&["-run"]).is_err());
    }

    #[test]
    fn help_and_version() {
        assert!(p(&["--help"]).unwrap().help);
        assert!(p(&["--version"]).unwrap().version);
    }
}

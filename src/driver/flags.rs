//! gcc's driver flags as build systems pass them: code-generation and hardening flags that
//! change nothing for tcc-rs, the linking flags handed on to the linking driver, the `-M`
//! family of dependency outputs, `-x`, `-std=`/`-ansi`, and the queries configure scripts
//! make (`-dumpversion`, `-dumpmachine`, `-print-prog-name=`...).
//!
//! `cli::parse` offers every argument here first; what is not one of these flags goes on
//! to the core flags of `cli`.

use crate::diag::{Pedantic, Pedwarn, Standard, WarningSwitch};
use crate::preprocess::{CmdMacro, GnucVersion, MathFlags, PicMacros};
use crate::target::CpuSwitch;
use crate::{Permerror, PicMode};

use super::cli::Cli;

/// What the `-M` family asked for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Deps {
    /// `-M` / `-MM`: write the dependencies instead of compiling (implies `-E`).
    pub only: bool,
    /// `-MD` / `-MMD`: write them beside the compilation.
    pub beside: bool,
    /// `-MM` / `-MMD`: leave out the headers found in system directories.
    pub user_only: bool,
    /// `-MF FILE`.
    pub file: Option<String>,
    /// `-MT` (as written) and `-MQ` (quoted for make) targets, in order.
    pub targets: Vec<String>,
    /// `-MP`: a phony target for every header.
    pub phony: bool,
}

impl Deps {
    pub fn wanted(&self) -> bool {
        self.only || self.beside
    }
}

/// A question about the compiler answered instead of compiling.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Query {
    DumpVersion,
    DumpFullVersion,
    DumpMachine,
    /// `-print-prog-name=`, `-print-file-name=` and the like, answered by the driver that
    /// links (the flag as written).
    Linker(String),
}

/// The flags of this module, as parsed.
#[derive(Clone, Debug, Default)]
pub struct GccFlags {
    pub deps: Deps,
    /// Linking flags handed to the linking driver as written, in order.
    pub link: Vec<String>,
    /// `-shared`: a shared object, not an executable.
    pub shared: bool,
    /// `-fsigned-char` (true) or `-funsigned-char` (false), the last one given: applied to
    /// the target once the command line is read, so that it holds whatever `--target`
    /// comes after it.
    pub char_signed: Option<bool>,
    /// `-Wa,...`: the assembler's options, for assembly sources.
    pub assembler: Vec<String>,
    /// `-nostdlib`, `-nodefaultlibs`: no C library, so no runtime (which needs it) either.
    pub no_default_libs: bool,
    /// The language of the inputs that follow (`-x`); `None` means by their suffix.
    pub language: Option<Language>,
    /// Inputs that are already preprocessed (`.i`, `-x cpp-output`).
    pub preprocessed: Vec<String>,
    pub query: Option<Query>,
    /// `-Werror`: a warning fails the compilation.
    pub werror: bool,
    /// `-fpermissive`, which gcc 12 warns is for C++ only.
    pub permissive: bool,
    /// cc1's warnings about `-W` options of other languages than C, in order (see
    /// `driver::option_warnings`).
    pub other_language: Vec<String>,
    /// `-Werror=NAME` (true) and `-Wno-error=NAME` (false) for the names tcc-rs gives no
    /// meaning, in order: cc1 checks NAME against gcc's options.
    pub error_switches: Vec<(String, bool)>,
    /// `-Wno-NAME` for no option gcc knows, in order: accepted, as gcc accepts them.
    pub unknown_negatives: Vec<String>,
    /// `-W` switches gcc no longer supports, which its driver warns about.
    pub removed: Vec<String>,
    /// The floating-point flags (`-ffast-math`, `-fno-trapping-math`... and `-Ofast` as
    /// `-ffast-math`), in order: `math_flags` makes `PpOptions::math` of them.
    pub math: Vec<String>,
    /// The standard asked for is C90's (`-std=c89`, `gnu89`, `-ansi`...), whose `inline`
    /// is GNU's, unless `-fno-gnu89-inline` says otherwise.
    pub c90: bool,
    /// `-ftrapv`, unless a later `-fwrapv`, `-fno-strict-overflow` or `-fno-trapv` turned it
    /// off: refused once every flag is read (`overflow_traps`).
    pub trapv: bool,
    /// `-ffp-contract=fast` (true) or `-ffp-contract=off`/`on` (false), the last one given.
    pub fp_contract: Option<bool>,
    /// The last `-O` asks for gcc's level 2 or above (`-O2`, `-O3`, `-Os`, `-Ofast`), where
    /// gcc contracts floating-point expressions (`fp_contract`); not `-O1` or `-Og`.
    pub level_2: bool,
    /// `-fgnu89-inline` (true) or `-fno-gnu89-inline` (false), if given.
    pub gnu89_inline: Option<bool>,
    /// `-f[no-]asynchronous-unwind-tables`, `-f[no-]unwind-tables`, `-f[no-]exceptions`,
    /// the last of each given.
    pub async_unwind_tables: Option<bool>,
    pub unwind_tables: Option<bool>,
    pub exceptions: Option<bool>,
    /// `-Wall` or `-Wextra`: the warnings they enable are on unless turned off.
    pub wall: bool,
    /// `-W[no-]uninitialized` (which also sets `-Wmaybe-uninitialized`, as in gcc) and
    /// `-W[no-]maybe-uninitialized`, with their `-W[no-]error=`.
    pub uninitialized: WarningSwitch,
    pub maybe_uninitialized: WarningSwitch,
    /// The `-Wformat` family, as far as cc1 checks that its sub-options have `-Wformat`.
    pub format: FormatSwitches,
}

/// The sub-options of `-Wformat` that gcc 12's cc1 says are "ignored without '-Wformat'",
/// in the order it says so.
pub const FORMAT_SUBOPTIONS: [&str; 6] = [
    "format-y2k",
    "format-extra-args",
    "format-zero-length",
    "format-nonliteral",
    "format-contains-nul",
    "format-security",
];

/// What the command line says of `-Wformat` and its sub-options ([`FORMAT_SUBOPTIONS`]).
#[derive(Clone, Debug, Default)]
pub struct FormatSwitches {
    /// The last of `-Wformat`, `-Wformat=N` (off for 0), `-Werror=format[=N]` and
    /// `-Wno-format`: whether it turned `-Wformat` on.
    explicit: Option<bool>,
    /// The last of `-Wall` (true) and `-Wno-all` (false).
    all: Option<bool>,
    /// Each sub-option's `-WNAME`, `-Wno-NAME`, `-Werror=NAME` and `-Wno-error=NAME`.
    subs: [WarningSwitch; FORMAT_SUBOPTIONS.len()],
}

impl FormatSwitches {
    /// Note `arg` if it is one of the family's switches (or `-Wall`, `-Wno-all`).
    pub fn note(&mut self, arg: &str) {
        let Some((name, flag)) = switch_flag(arg) else {
            return;
        };
        let on = !matches!(flag, SwitchFlag::Off);
        match name {
            "all" if !matches!(flag, SwitchFlag::Error | SwitchFlag::NoError) => {
                self.all = Some(on)
            }
            "format" if !matches!(flag, SwitchFlag::NoError) => self.explicit = Some(on),
            _ => match name.strip_prefix("format=") {
                Some(level) if !matches!(flag, SwitchFlag::NoError | SwitchFlag::Off) => {
                    self.explicit = Some(level != "0")
                }
                _ => {
                    if let Some(k) = FORMAT_SUBOPTIONS.iter().position(|&n| n == name) {
                        flag.apply(&mut self.subs[k]);
                    }
                }
            },
        }
    }

    /// Whether `-Wformat` is on: as the last of its own switches says, else with `-Wall`.
    fn format_on(&self) -> bool {
        self.explicit.unwrap_or(self.all == Some(true))
    }

    /// The sub-options turned on while `-Wformat` is off, with their switches, in cc1's
    /// order.
    pub fn ignored(&self) -> impl Iterator<Item = (&'static str, WarningSwitch)> + '_ {
        let off = !self.format_on();
        (FORMAT_SUBOPTIONS.iter().zip(self.subs))
            .filter(move |(_, s)| off && s.on == Some(true))
            .map(|(&name, s)| (name, s))
    }
}

impl GccFlags {
    /// `-Wuninitialized`: on with `-Wall` and `-Wextra`.
    pub fn warns_uninitialized(&self) -> bool {
        self.uninitialized.on.unwrap_or(self.wall)
    }

    /// `-Wmaybe-uninitialized`: on with `-Wall`, `-Wextra` and `-Wuninitialized`.
    pub fn warns_maybe_uninitialized(&self) -> bool {
        let on = self.maybe_uninitialized.on.or(self.uninitialized.on);
        on.unwrap_or(self.wall)
    }

    /// Whether a warning set by `switch` is reported as an error.
    pub fn is_error(&self, switch: WarningSwitch) -> bool {
        switch.error.unwrap_or(self.werror)
    }
}

/// `-x LANGUAGE`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Language {
    C,
    CppOutput,
    /// `-x assembler`: for the target's assembler.
    Assembler,
    /// `-x assembler-with-cpp`: preprocessed (with C's preprocessor), then assembled.
    AssemblerWithCpp,
}

/// Handle `arg` if it is one of this module's flags (taking its value from `rest` when it
/// is separate); `Ok(false)` if it is not one of them.
pub fn parse(
    cli: &mut Cli,
    arg: &str,
    rest: &mut std::slice::Iter<String>,
) -> Result<bool, String> {
    let mut value_of = |flag: &str| {
        rest.next()
            .cloned()
            .ok_or_else(|| format!("missing argument to '{flag}'"))
    };
    let f = &mut cli.gcc;
    match arg {
        "-M" => (f.deps.only, f.deps.user_only) = (true, false),
        "-MM" => (f.deps.only, f.deps.user_only) = (true, true),
        "-MD" => (f.deps.beside, f.deps.user_only) = (true, false),
        "-MMD" => (f.deps.beside, f.deps.user_only) = (true, true),
        "-MP" => f.deps.phony = true,
        "-MF" => f.deps.file = Some(value_of("-MF")?),
        "-MT" => f.deps.targets.push(value_of("-MT")?),
        "-MQ" => f.deps.targets.push(quote_for_make(&value_of("-MQ")?)),
        "-x" => f.language = parse_language(&value_of("-x")?)?,
        "-shared" => {
            f.shared = true;
            cli.options.pic = PicMode::SharedObject;
            f.link.push(arg.into());
        }
        "-nostdlib" | "-nodefaultlibs" => {
            f.no_default_libs = true;
            f.link.push(arg.into());
        }
        "-static" | "-rdynamic" | "-s" | "-pie" | "-no-pie" | "-static-pie" | "-nostartfiles"
        | "-static-libgcc" | "-shared-libgcc" => f.link.push(arg.into()),
        "-pthread" => {
            // gcc: link with the thread library, and define _REENTRANT.
            f.link.push(arg.into());
            cli.pp
                .macros
                .push(CmdMacro::Define("_REENTRANT".into(), None));
        }
        _ if MathFlags::default().set(arg) => f.math.push(arg.into()),
        _ if arg.starts_with("-fexcess-precision=") => {
            return Err(unknown_style(arg, "excess precision", "16 fast standard"));
        }
        // gcc 12 implements `on` as `off` (contraction within an expression is not done).
        "-ffp-contract=off" | "-ffp-contract=on" | "-ffp-contract=fast" => {
            f.fp_contract = Some(arg == "-ffp-contract=fast")
        }
        _ if arg.starts_with("-ffp-contract=") => {
            return Err(unknown_style(
                arg,
                "floating point contraction",
                "fast off on",
            ));
        }
        "-dumpversion" => f.query = Some(Query::DumpVersion),
        "-dumpfullversion" => f.query = Some(Query::DumpFullVersion),
        "-dumpmachine" => f.query = Some(Query::DumpMachine),
        "-print-search-dirs"
        | "-print-libgcc-file-name"
        | "-print-multiarch"
        | "-print-multi-os-directory"
        | "-print-multi-directory"
        | "-print-sysroot" => f.query = Some(Query::Linker(arg.into())),
        "-Werror" | "-Wno-error" => {
            f.werror = arg == "-Werror";
            cli.options.permerrors.werror = f.werror;
        }
        // -Wpedantic, which turns -Wpointer-sign on too; -pedantic-errors makes every
        // pedwarn an error.
        "-pedantic" | "-Wpedantic" | "-pedantic-errors" => {
            let pedantic = &mut cli.options.pedantic;
            pedantic.errors |= arg == "-pedantic-errors";
            if let Some(s) = pedantic.switch_mut(Pedwarn::Pedantic) {
                s.on = Some(true);
            }
            cli.options.warn_pointer_sign = true;
        }
        "-ansi" => set_standard(cli, "c90")?,
        "-fdollars-in-identifiers" => cli.pp.no_dollars = false,
        "-fno-dollars-in-identifiers" => cli.pp.no_dollars = true,
        // Which of `asm`, `typeof` and `inline` are keywords (`Pedantic::no_asm`).
        "-fno-asm" | "-fasm" => cli.options.pedantic.asm_flag = Some(arg == "-fno-asm"),
        // gcc's `-fwrapv` and `-ftrapv` each turn the other off, and `-fno-strict-overflow`
        // is `-fwrapv` (and `-fwrapv-pointer`); the last given decides.
        "-fwrapv" | "-fno-strict-overflow" => {
            cli.options.wrapv = true;
            f.trapv = false;
        }
        "-fno-wrapv" | "-fstrict-overflow" => cli.options.wrapv = false,
        "-ftrapv" => {
            f.trapv = true;
            cli.options.wrapv = false;
        }
        "-fno-trapv" => f.trapv = false,
        "-fgnu89-inline" => f.gnu89_inline = Some(true),
        "-fno-gnu89-inline" => f.gnu89_inline = Some(false),
        "-fasynchronous-unwind-tables" => f.async_unwind_tables = Some(true),
        "-fno-asynchronous-unwind-tables" => f.async_unwind_tables = Some(false),
        "-funwind-tables" => f.unwind_tables = Some(true),
        "-fno-unwind-tables" => f.unwind_tables = Some(false),
        "-Wextra" => f.wall = true,
        "-Wuninitialized" => f.uninitialized.on = Some(true),
        "-Wno-uninitialized" => f.uninitialized.on = Some(false),
        "-Wmaybe-uninitialized" => f.maybe_uninitialized.on = Some(true),
        "-Wno-maybe-uninitialized" => f.maybe_uninitialized.on = Some(false),
        "-Werror=uninitialized" => f.uninitialized = error_switch(f.uninitialized, true),
        "-Wno-error=uninitialized" => f.uninitialized = error_switch(f.uninitialized, false),
        "-Werror=maybe-uninitialized" => {
            f.maybe_uninitialized = error_switch(f.maybe_uninitialized, true)
        }
        "-Wno-error=maybe-uninitialized" => {
            f.maybe_uninitialized = error_switch(f.maybe_uninitialized, false)
        }
        "-fexceptions" => f.exceptions = Some(true),
        "-fno-exceptions" => f.exceptions = Some(false),
        // Objects are always position-independent; these say which symbols a shared
        // library could preempt (see `codegen::direct`).
        "-fPIC" | "-fpic" | "-fPIE" | "-fpie" | "-fno-pic" | "-fno-PIC" | "-fno-pie"
        | "-fno-PIE" => {
            let macros = PicMacros::of_flag(arg).expect("a flag of the family");
            cli.options.pic = match macros.level > 0 && !macros.pie {
                true => PicMode::SharedObject,
                false => PicMode::Executable,
            };
            cli.pp.pic = macros;
        }
        "-pipe" | "-m64" => {}
        _ => return parse_joined(cli, arg),
    }
    Ok(true)
}

fn parse_joined(cli: &mut Cli, arg: &str) -> Result<bool, String> {
    let f = &mut cli.gcc;
    if let Some(lang) = arg.strip_prefix("-x") {
        f.language = parse_language(lang)?;
    } else if arg.starts_with("-print-prog-name=") || arg.starts_with("-print-file-name=") {
        f.query = Some(Query::Linker(arg.into()));
    } else if let Some(std) = arg.strip_prefix("-std=") {
        set_standard(cli, std)?;
    } else if let Some(v) = arg
        .strip_prefix("-march=")
        .or_else(|| arg.strip_prefix("-mtune="))
        .or_else(|| arg.strip_prefix("-mcpu="))
    {
        check_cpu(cli, arg, v)?;
    } else if let Some(v) = arg.strip_prefix("-fgnuc-version=") {
        cli.pp.gnuc = GnucVersion::parse(v).ok_or_else(|| {
            format!(
                "invalid value '{v}' in '-fgnuc-version=' (a version MAJOR[.MINOR[.PATCH]], \
                 MINOR and PATCH below 100; 0 for not GNU C)"
            )
        })?;
    } else if let Some(v) = arg.strip_prefix("-fvisibility=") {
        cli.options.visibility = crate::ir::Visibility::named(v).ok_or_else(|| {
            format!(
                "unrecognized visibility value '{v}' (valid arguments to '-fvisibility=' are: \
                 default hidden internal protected)"
            )
        })?;
    } else if let Some(signed) = char_signedness(arg) {
        cli.gcc.char_signed = Some(signed);
    } else if arg.starts_with("-Wa,") {
        f.assembler.push(arg.into());
    } else if set_permerror_switch(cli, arg)
        || set_pedwarn_switch(&mut cli.options.pedantic, arg)
        || set_cpp_switch(cli, arg)
        || set_warning_switch(cli, arg)
    {
    } else if arg == "-Werror=" || arg == "-Wno-error=" {
        return Err(format!("missing argument to '{arg}'"));
    } else if let Some(name) = arg.strip_prefix("-Werror=") {
        // Per-warning control of the warnings tcc-rs gives no name to select: cc1 checks the
        // name (`warning_options::check_error_switch`).
        cli.gcc.error_switches.push((name.into(), true));
    } else if let Some(name) = arg.strip_prefix("-Wno-error=") {
        cli.gcc.error_switches.push((name.into(), false));
    } else if x86_extension_switch(cli, arg) {
        // The code is baseline x86-64 whatever they say; they choose the macros
        // (`__SSE4_2__`...) and so the intrinsics code may use.
    } else if let Some(hosted) = hosted_switch(arg) {
        // gcc's c-opts.c: `-ffreestanding` is `-fno-hosted`, and either sets
        // `flag_no_builtin` to the opposite of hosted: the last one wins over `-fno-builtin`.
        cli.pp.freestanding = !hosted;
        cli.options.builtins_off.retain(|name| name != "*");
        if !hosted {
            cli.options.builtins_off.push("*".into());
        }
    } else if arg == "-fno-builtin" {
        cli.options.builtins_off.push("*".into());
    } else if let Some(name) = arg.strip_prefix("-fno-builtin-") {
        cli.options.builtins_off.push(name.into());
    } else if let Some(on) = loop_patterns_switch(arg) {
        // gcc's `-fno-tree-loop-distribute-patterns` keeps a loop that fills or copies memory
        // from becoming a `memset` or `memcpy` call (a C library's own `memset` is built
        // with it, or it would call itself): `loop-idiom` is that pass here.
        let name = crate::passes::loop_idiom::PASS.name;
        cli.options.disabled_passes.retain(|&p| p != name);
        if !on {
            cli.options.disabled_passes.push(name);
        }
    } else if let Some(refused) = changes_meaning(arg) {
        return Err(format!("'{arg}' is not supported: tcc-rs cannot {refused}"));
    } else if is_tuning_flag(arg) {
    } else {
        return Ok(false);
    }
    Ok(true)
}

/// Whether `arg` turns gcc's loop distribution into library calls on (`true`) or off;
/// `None` for another flag.
fn loop_patterns_switch(arg: &str) -> Option<bool> {
    match arg {
        "-ftree-loop-distribute-patterns" => Some(true),
        "-fno-tree-loop-distribute-patterns" => Some(false),
        _ => None,
    }
}

/// Whether `arg` asks for a hosted environment (`-fhosted`, `-fno-freestanding`) or a
/// freestanding one (`-ffreestanding`, `-fno-hosted`); `None` for another flag.
fn hosted_switch(arg: &str) -> Option<bool> {
    match arg {
        "-fhosted" | "-fno-freestanding" => Some(true),
        "-ffreestanding" | "-fno-hosted" => Some(false),
        _ => None,
    }
}

/// What `-Wno-error=NAME`, `-Werror=NAME`, `-Wno-NAME` or `-WNAME` asks of warning NAME.
#[derive(Clone, Copy)]
enum SwitchFlag {
    NoError,
    /// gcc: `-Werror=NAME` also turns the warning on.
    Error,
    Off,
    On,
}

impl SwitchFlag {
    /// Set `s` as the flag asks.
    fn apply(self, s: &mut WarningSwitch) {
        match self {
            SwitchFlag::NoError => s.error = Some(false),
            SwitchFlag::Error => (s.on, s.error) = (Some(true), Some(true)),
            SwitchFlag::Off => s.on = Some(false),
            SwitchFlag::On => s.on = Some(true),
        }
    }
}

/// The warning a `-W` flag names, and what it asks of it; `None` for another flag.
fn switch_flag(arg: &str) -> Option<(&str, SwitchFlag)> {
    let rest = arg.strip_prefix("-W")?;
    Some(if let Some(name) = rest.strip_prefix("no-error=") {
        (name, SwitchFlag::NoError)
    } else if let Some(name) = rest.strip_prefix("error=") {
        (name, SwitchFlag::Error)
    } else if let Some(name) = rest.strip_prefix("no-") {
        (name, SwitchFlag::Off)
    } else {
        (rest, SwitchFlag::On)
    })
}

/// `-Wno-error=NAME`, `-Werror=NAME`, `-Wno-NAME`, `-WNAME` for one of gcc 14's errors
/// (`crate::Permerror`) or gcc 12's switches that govern them (`-Wimplicit`,
/// `-Wreturn-type`); false for any other flag.
fn set_permerror_switch(cli: &mut Cli, arg: &str) -> bool {
    let Some((name, flag)) = switch_flag(arg) else {
        return false;
    };
    let switches = &mut cli.options.permerrors;
    let s = match Permerror::named(name) {
        Some(p) => &mut switches.own[p as usize],
        None if name == "implicit" => &mut switches.implicit,
        None if name == "return-type" => &mut switches.return_type,
        None => return false,
    };
    flag.apply(s);
    true
}

/// `-Wno-error=NAME`, `-Werror=NAME`, `-Wno-NAME`, `-WNAME` for a pedwarn's switch
/// (`crate::diag::Pedwarn::NAMED`); false for any other flag.
fn set_pedwarn_switch(pedantic: &mut Pedantic, arg: &str) -> bool {
    let Some((name, flag)) = switch_flag(arg) else {
        return false;
    };
    let Some(s) = Pedwarn::named(name).and_then(|k| pedantic.switch_mut(k)) else {
        return false;
    };
    flag.apply(s);
    true
}

/// `-Wno-error=cpp`, `-Werror=cpp`, `-Wno-cpp`, `-Wcpp`: what `#warning` gives; false for
/// any other flag.
fn set_cpp_switch(cli: &mut Cli, arg: &str) -> bool {
    let Some(("cpp", flag)) = switch_flag(arg) else {
        return false;
    };
    let s = &mut cli.pp.cpp;
    flag.apply(s);
    true
}

/// `-Wno-error=NAME`, `-Werror=NAME`, `-Wno-NAME`, `-WNAME` for one of the other named
/// warnings (`crate::diag::Warning`); false for any other flag.
fn set_warning_switch(cli: &mut Cli, arg: &str) -> bool {
    let Some((name, flag)) = switch_flag(arg) else {
        return false;
    };
    let Some(w) = crate::diag::Warning::named(name) else {
        return false;
    };
    flag.apply(cli.options.warnings.get_mut(w));
    true
}

/// `-w`: no pedwarn is an error, so that none is shown (gcc's -w with -pedantic-errors
/// prints nothing and accepts the program).
pub fn silence_pedwarns(pedantic: &mut Pedantic) {
    pedantic.errors = false;
    for s in &mut pedantic.switches {
        s.error = None;
    }
}

/// `-w`: none of gcc 14's errors is given, as none of gcc 12's warnings is, even one that
/// `-Werror=NAME` made an error.
pub fn silenced_permerrors() -> crate::PermerrorSwitches {
    let off = crate::diag::WarningSwitch {
        on: Some(false),
        error: None,
    };
    crate::PermerrorSwitches {
        own: [off; Permerror::ALL.len()],
        ..Default::default()
    }
}

/// `-msse2`, `-mavx2`, `-mno-avx`...: on x86-64, gcc's switches for instruction-set
/// extensions, which let gcc emit their instructions; those up to SSE4.2 are recorded
/// (`x86_isa`), the others accepted.
fn x86_extension_switch(cli: &mut Cli, arg: &str) -> bool {
    const EXTENSIONS: &[&str] = &[
        "mmx",
        "sse",
        "sse2",
        "sse3",
        "ssse3",
        "sse4",
        "sse4a",
        "sse4.1",
        "sse4.2",
        "avx",
        "avx2",
        "fma",
        "fma4",
        "f16c",
        "pclmul",
        "vpclmulqdq",
        "aes",
        "vaes",
        "popcnt",
        "bmi",
        "bmi2",
        "lzcnt",
        "movbe",
        "rdrnd",
        "rdseed",
        "sha",
        "xsave",
        "cx16",
        "adx",
        "crc32",
        "sahf",
        "gfni",
    ];
    let Some(name) = arg.strip_prefix("-m") else {
        return false;
    };
    let (name, on) = match name.strip_prefix("no-") {
        Some(name) => (name, false),
        None => (name, true),
    };
    let known = cli.options.target.arch() == crate::target::Arch::X86_64
        && (EXTENSIONS.contains(&name) || name.starts_with("avx512"));
    if known {
        cli.pp.x86_isa.switch(name, on);
    }
    known
}

/// `-f` flags that tune optimisation, hardening, sections or debugging output: the program
/// means the same with or without them, so tcc-rs accepts them and changes nothing.
fn is_tuning_flag(arg: &str) -> bool {
    const PREFIXES: &[&str] = &[
        "-fstack-protector",
        "-fno-stack-protector",
        "-fstack-clash-protection",
        "-fno-stack-clash-protection",
        "-fcf-protection",
        "-fdiagnostics-",
        "-fmessage-length=",
        "-fdebug-prefix-map=",
        "-ffile-prefix-map=",
        "-fmacro-prefix-map=",
        "-fsanitize-recover",
        "-flto",
        "-fno-lto",
        "-fprofile-",
        "-fno-profile-",
        "-fopt-info",
        "-fmax-errors=",
        "-ftrack-macro-expansion",
    ];
    const EXACT: &[&str] = &[
        "-fno-common",
        "-fcommon",
        "-fno-strict-aliasing",
        "-fstrict-aliasing",
        "-fomit-frame-pointer",
        "-fno-omit-frame-pointer",
        "-fno-optimize-sibling-calls",
        "-ffunction-sections",
        "-fno-function-sections",
        "-fdata-sections",
        "-fno-data-sections",
        "-fbuiltin",
        "-fno-plt",
        "-fplt",
        "-fno-semantic-interposition",
        "-fsemantic-interposition",
        "-fno-delete-null-pointer-checks",
        "-fno-inline",
        "-finline-functions",
        "-fno-inline-functions",
        "-funroll-loops",
        "-fno-unroll-loops",
        "-fno-ident",
        "-fident",
        "-fno-tree-vectorize",
        "-ftree-vectorize",
        "-fPIC",
        "-fno-keep-inline-functions",
        "-fno-merge-constants",
        "-fmerge-all-constants",
        "-fno-zero-initialized-in-bss",
        "-fno-strict-enums",
        "-fno-jump-tables",
        "-fjump-tables",
        "-fno-diagnostics-color",
        "-fdiagnostics-color",
        "-fno-show-column",
        "-fshow-column",
        // Floating-point values are never kept wider than their type (SSE and aarch64
        // registers; x87's for `long double` are its width).
        "-ffloat-store",
        "-fno-float-store",
        // Their defaults: what tcc-rs does.
        "-fno-rounding-math",
        "-fno-signaling-nans",
        "-fno-single-precision-constant",
    ];
    // -fbuiltin-NAME turns on a builtin, as they all are.
    EXACT.contains(&arg)
        || PREFIXES.iter().any(|p| arg.starts_with(p))
        || is_gcc_pass_flag(arg)
        || is_gcc_ignored_flag(arg)
}

/// `-fNAME` or `-fno-NAME` for a pass gcc has since removed and still accepts, doing nothing
/// ("Does nothing. Preserved for backward compatibility.": `[ignored]` in `gcc -Q
/// --help=common`). Old configure scripts give them (libmad's `-fforce-addr -fregmove`).
fn is_gcc_ignored_flag(arg: &str) -> bool {
    const IGNORED: &str = "\
        argument-alias argument-noalias argument-noalias-anything argument-noalias-global \
        branch-target-load-optimize branch-target-load-optimize2 btr-bb-exclusive \
        check-data-deps cse-skip-blocks eliminate-dwarf2-dups force-addr ipa-cp-alignment \
        ipa-matrix-reorg ipa-struct-reorg loop-flatten loop-optimize lto-odr-type-merging \
        optimize-register-move regmove rerun-loop-opt sched2-use-traces see strength-reduce \
        tree-coalesce-inlined-vars tree-copyrename tree-loop-if-convert-stores tree-salias \
        tree-store-ccp tree-store-copy-prop tree-vect-loop-version unsafe-loop-optimizations zee";
    let Some(flag) = arg.strip_prefix("-f") else {
        return false;
    };
    let name = flag.strip_prefix("no-").unwrap_or(flag);
    IGNORED.split_whitespace().any(|pass| pass == name)
}

/// `-fNAME`, `-fno-NAME` or `-fNAME=VALUE` for one of gcc 12's optimisation passes (`gcc -Q
/// --help=optimizers`, less the flags that change meaning or the ABI, which tcc-rs handles or
/// refuses elsewhere): they choose how gcc optimises, never what the program does. A value is
/// not checked.
fn is_gcc_pass_flag(arg: &str) -> bool {
    const PASSES: &str = "\
        aggressive-loop-optimizations align-functions align-jumps align-labels align-loops \
        allocation-dce allow-store-data-races auto-inc-dec bit-tests branch-count-reg \
        caller-saves code-hoisting combine-stack-adjustments compare-elim conserve-stack \
        cprop-registers crossjumping cse-follow-jumps dce defer-pop delayed-branch devirtualize \
        devirtualize-speculatively dse early-inlining expensive-optimizations \
        fold-simple-inlines forward-propagate function-cse gcse gcse-after-reload gcse-las \
        gcse-lm gcse-sm graphite graphite-identity guess-branch-probability \
        hoist-adjacent-loads if-conversion if-conversion2 indirect-inlining inline-atomics \
        inline-functions-called-once inline-limit inline-small-functions ipa-bit-cp ipa-cp \
        ipa-cp-clone ipa-icf ipa-icf-functions ipa-icf-variables ipa-modref ipa-profile ipa-pta \
        ipa-pure-const ipa-ra ipa-reference ipa-reference-addressable ipa-sra \
        ipa-stack-alignment ipa-strict-aliasing ipa-vrp ira-algorithm ira-hoist-pressure \
        ira-loop-pressure ira-region ira-share-save-slots ira-share-spill-slots \
        isolate-erroneous-paths-attribute isolate-erroneous-paths-dereference ivopts \
        lifetime-dse limit-function-alignment live-range-shrinkage loop-interchange \
        loop-nest-optimize loop-unroll-and-jam lra-remat modulo-sched \
        modulo-sched-allow-regmoves move-loop-invariants move-loop-stores optimize-strlen \
        partial-inlining peel-loops peephole peephole2 predictive-commoning \
        prefetch-loop-arrays printf-return-value ree rename-registers reorder-blocks \
        reorder-blocks-algorithm reorder-blocks-and-partition reorder-functions \
        rerun-cse-after-loop reschedule-modulo-scheduled-loops sched-critical-path-heuristic \
        sched-dep-count-heuristic sched-group-heuristic sched-interblock \
        sched-last-insn-heuristic sched-pressure sched-rank-heuristic sched-spec \
        sched-spec-insn-heuristic sched-spec-load sched-spec-load-dangerous sched-stalled-insns \
        sched-stalled-insns-dep sched2-use-superblocks schedule-fusion schedule-insns \
        schedule-insns2 section-anchors sel-sched-pipelining sel-sched-pipelining-outer-loops \
        sel-sched-reschedule-pipelined selective-scheduling selective-scheduling2 shrink-wrap \
        shrink-wrap-separate simd-cost-model split-ivs-in-unroller split-loops split-paths \
        split-wide-types split-wide-types-early ssa-backprop ssa-phiopt stdarg-opt \
        store-merging thread-jumps tracer tree-bit-ccp tree-builtin-call-dce tree-ccp tree-ch \
        tree-coalesce-vars tree-copy-prop tree-cselim tree-dce tree-dominator-opts tree-dse \
        tree-forwprop tree-fre tree-loop-distribution \
        tree-loop-if-convert tree-loop-im tree-loop-ivcanon tree-loop-optimize \
        tree-loop-vectorize tree-lrs tree-partial-pre tree-phiprop tree-pre tree-pta \
        tree-reassoc tree-scev-cprop tree-sink tree-slp-vectorize tree-slsr tree-sra \
        tree-switch-conversion tree-tail-merge tree-ter tree-vrp unconstrained-commons \
        unroll-all-loops unroll-completely-grow-size unswitch-loops var-tracking \
        var-tracking-assignments var-tracking-assignments-toggle var-tracking-uninit \
        variable-expansion-in-unroller vect-cost-model version-loops-for-strides vpt web";
    let Some(flag) = arg.strip_prefix("-f") else {
        return false;
    };
    let name = flag.strip_prefix("no-").unwrap_or(flag);
    let name = name.split_once('=').map_or(name, |(name, _)| name);
    PASSES.split_whitespace().any(|pass| pass == name)
}

/// gcc's error for a value `-fNAME=VALUE` does not know, and the values it does.
fn unknown_style(arg: &str, what: &str, valid: &str) -> String {
    let (flag, value) = arg.split_once('=').unwrap_or((arg, ""));
    format!("unknown {what} style '{value}' (valid arguments to '{flag}=' are: {valid})")
}

/// The flags that change what a program means or does and that tcc-rs cannot honour: refused
/// with what they would change, rather than ignored.
fn changes_meaning(arg: &str) -> Option<&'static str> {
    Some(match arg {
        "-fshort-enums" => "change the size of enumerated types",
        "-fshort-wchar" => "change the size of wchar_t",
        "-fpack-struct" => "pack every structure",
        "-fsanitize=address" | "-fsanitize=undefined" | "-fsanitize=thread" => {
            "instrument programs for sanitizers"
        }
        "-fopenmp" => "compile OpenMP",
        "-frounding-math" => {
            "leave floating-point arithmetic to the run-time rounding mode (it evaluates \
             constant operations while compiling, to nearest)"
        }
        "-fsignaling-nans" => {
            "keep the traps of signaling NaNs (it evaluates constant operations while \
             compiling, quietly)"
        }
        "-fsingle-precision-constant" => "make floating-point constants single precision",
        // gcc's `--coverage` is `-fprofile-arcs -ftest-coverage` (and `-lgcov` to link):
        // the program then writes its counts into `.gcda` files, which gcov reads.
        "--coverage" | "-coverage" | "-fprofile-arcs" | "-ftest-coverage"
        | "-fprofile-generate" => {
            "instrument programs for coverage or profile feedback (gcov's .gcno and .gcda files)"
        }
        "-pg" => "instrument programs for gprof (gmon.out)",
        _ if arg.starts_with("-fprofile-generate=") => {
            "instrument programs for coverage or profile feedback (gcov's .gcno and .gcda files)"
        }
        _ if arg.starts_with("-fpack-struct=") => "pack every structure",
        _ if arg.starts_with("-fsanitize=") => "instrument programs for sanitizers",
        _ => return None,
    })
}

/// `-x c`, `-x none` (back to choosing by suffix), `-x cpp-output`, `-x assembler`,
/// `-x assembler-with-cpp`.
fn parse_language(lang: &str) -> Result<Option<Language>, String> {
    match lang {
        "c" => Ok(Some(Language::C)),
        "cpp-output" => Ok(Some(Language::CppOutput)),
        "assembler" => Ok(Some(Language::Assembler)),
        "assembler-with-cpp" => Ok(Some(Language::AssemblerWithCpp)),
        "none" => Ok(None),
        "c-header" | "c++" | "c++-header" | "c++-cpp-output" | "objective-c" | "objective-c++"
        | "ada" | "d" | "f77" | "f95" | "go" | "brig" => Err(format!(
            "language {lang} is not supported: tcc-rs compiles C ('-x c', '-x cpp-output') \
             and assembles ('-x assembler', '-x assembler-with-cpp')"
        )),
        _ => Err(format!("language {lang} not recognized")),
    }
}

/// `-std=` and `-ansi`: `__STDC_VERSION__` (absent for C90), and `__STRICT_ANSI__` for
/// the ISO modes, as gcc 12 defines them (`linux` and `unix` follow `Pedantic::iso`, see
/// `preprocess::builtin_defines`). The rest of the language is tcc-rs's C11 in every mode.
fn set_standard(cli: &mut Cli, std: &str) -> Result<(), String> {
    cli.gcc.c90 = matches!(
        std,
        "c89" | "c90" | "iso9899:1990" | "iso9899:199409" | "gnu89" | "gnu90"
    );
    cli.options.pedantic.std = match std {
        _ if cli.gcc.c90 => Standard::C90,
        "c99" | "c9x" | "iso9899:1999" | "iso9899:199x" | "gnu99" | "gnu9x" => Standard::C99,
        "c11" | "c1x" | "iso9899:2011" | "gnu11" | "gnu1x" => Standard::C11,
        "c2x" | "gnu2x" => Standard::C2x,
        _ => Standard::C17,
    };
    let (version, strict) = match std {
        "c89" | "c90" | "iso9899:1990" => (None, true),
        "iso9899:199409" => (Some("199409L"), true),
        "gnu89" | "gnu90" => (None, false),
        "c99" | "c9x" | "iso9899:1999" | "iso9899:199x" => (Some("199901L"), true),
        "gnu99" | "gnu9x" => (Some("199901L"), false),
        "c11" | "c1x" | "iso9899:2011" => (Some("201112L"), true),
        "gnu11" | "gnu1x" => (Some("201112L"), false),
        "c17" | "c18" | "iso9899:2017" | "iso9899:2018" => (Some("201710L"), true),
        "gnu17" | "gnu18" => (Some("201710L"), false),
        "c2x" => (Some("202000L"), true),
        "gnu2x" => (Some("202000L"), false),
        _ => {
            return Err(format!(
                "unrecognized command-line option '-std={std}' (C standards only)"
            ))
        }
    };
    cli.options.pedantic.iso = strict;
    let standard = vec![
        CmdMacro::Undef("__STDC_VERSION__".into()),
        CmdMacro::Undef("__STRICT_ANSI__".into()),
    ];
    let mut standard = standard;
    if let Some(v) = version {
        standard.push(CmdMacro::Define("__STDC_VERSION__".into(), Some(v.into())));
    }
    if strict {
        standard.push(CmdMacro::Define("__STRICT_ANSI__".into(), None));
    }
    // Before the user's own -D and -U, which may change them again; the last -std= wins.
    cli.pp.macros.retain(|m| !is_standard_macro(m));
    cli.pp.macros.splice(0..0, standard);
    Ok(())
}

/// `-Werror=NAME` (`error`: it also turns the warning on) or `-Wno-error=NAME`.
fn error_switch(switch: WarningSwitch, error: bool) -> WarningSwitch {
    WarningSwitch {
        on: if error { Some(true) } else { switch.on },
        error: Some(error),
    }
}

/// Once every flag is read: the floating-point flags' state, as gcc's options make it. A
/// flag cancels its own earlier occurrences, either form (gcc's `prune_options`: after
/// `-ffast-math -fno-fast-math` only the second counts, and it leaves
/// `-fcx-limited-range` off), then they apply in order; `-fexcess-precision=` not given is
/// `standard` in the ISO modes (`-std=c11`...) and `fast` in the GNU ones.
pub fn math_flags(cli: &mut Cli) {
    fn flag(arg: &str) -> &str {
        let name = arg.strip_prefix("-fno-").unwrap_or(&arg[2..]);
        name.split('=').next().unwrap_or(name)
    }
    let args = &cli.gcc.math;
    let mut math = MathFlags::default();
    for (i, arg) in args.iter().enumerate() {
        if args[i + 1..].iter().all(|later| flag(later) != flag(arg)) {
            math.set(arg);
        }
    }
    math.excess_standard.get_or_insert(cli.options.pedantic.iso);
    cli.options.math_errno = !math.no_errno;
    cli.pp.math = math;
}

/// Once every flag is read (the target included): whether to write unwind tables. As gcc 12
/// for C: `-fasynchronous-unwind-tables` is on by default on both targets, `-funwind-tables`
/// on aarch64 only, and `-fexceptions` (off by default for C) needs tables too; any of the
/// three writes them. So `-fno-asynchronous-unwind-tables` alone turns them off on x86-64,
/// and aarch64 needs `-fno-unwind-tables` as well.
pub fn unwind_tables(cli: &mut Cli) {
    let f = &cli.gcc;
    let aarch64 = cli.options.target.arch() == crate::target::Arch::Aarch64;
    cli.options.unwind_tables = f.async_unwind_tables.unwrap_or(true)
        || f.unwind_tables.unwrap_or(aarch64)
        || f.exceptions.unwrap_or(false);
}

/// Once every flag is read (the target and the floating-point flags included): whether to
/// fuse `a * b + c` as gcc does (`passes::fp_contract`). gcc 12 contracts under
/// `-ffp-contract=fast`, its default in the GNU modes, while the ISO ones (`-std=c11`...)
/// default to `off` unless `-funsafe-math-optimizations` (or `-ffast-math`) is on; and only
/// at `-O2` and above, on a target with a fused multiply-add: aarch64 (tcc-rs's x86-64
/// code stays within SSE4.2, which has none).
pub fn fp_contract(cli: &mut Cli) {
    let fast = cli
        .gcc
        .fp_contract
        .unwrap_or(!cli.options.pedantic.iso || cli.pp.math.unsafe_math);
    let has_fma = cli.options.target.arch() == crate::target::Arch::Aarch64;
    cli.options.fp_contract = fast && cli.gcc.level_2 && has_fma;
}

/// Once every flag is read: `-ftrapv`, if still in force, is refused. gcc's programs abort
/// where a signed `+`, `-` or `*` overflows; tcc-rs's would go on with a value, which
/// would be a silent change of meaning.
pub fn overflow_traps(cli: &Cli) -> Result<(), String> {
    match cli.gcc.trapv {
        true => Err(
            "'-ftrapv' is not supported: tcc-rs cannot make signed overflow abort the \
                     program (compile without it, or with '-fwrapv' for wrapping arithmetic)"
                .into(),
        ),
        false => Ok(()),
    }
}

/// Once every flag is read: whether `inline` has GNU89's meaning (`-fgnu89-inline`, or a C90
/// standard without `-fno-gnu89-inline`) or C99's, and the macro gcc defines to say which
/// (`__GNUC_GNU_INLINE__` or `__GNUC_STDC_INLINE__`, the built-in default).
pub fn inline_semantics(cli: &mut Cli) -> Result<(), String> {
    if cli.gcc.c90 && cli.gcc.gnu89_inline == Some(false) {
        return Err("'-fno-gnu89-inline' is only supported in GNU99 or C99 mode".into());
    }
    let gnu89 = cli.gcc.gnu89_inline.unwrap_or(cli.gcc.c90);
    cli.options.gnu89_inline = gnu89;
    cli.options.float_n_keywords = cli.pp.gnuc.major >= 7;
    // Not GNU C (`-fgnuc-version=0`): neither of gcc's macros for the inline semantics.
    if gnu89 && cli.pp.gnuc.is_gnu() {
        let macros = [
            CmdMacro::Undef("__GNUC_STDC_INLINE__".into()),
            CmdMacro::Define("__GNUC_GNU_INLINE__".into(), None),
        ];
        // Before the user's own -D and -U, as the standard's macros.
        cli.pp.macros.splice(0..0, macros);
    }
    Ok(())
}

pub(super) fn is_standard_macro(m: &CmdMacro) -> bool {
    let name = match m {
        CmdMacro::Define(n, _) | CmdMacro::Undef(n) => n,
    };
    name == "__STDC_VERSION__" || name == "__STRICT_ANSI__"
}

/// `-march=`, `-mtune=`, `-mcpu=`: accepted when they name a CPU of the target's
/// architecture that gcc takes after that switch (tcc-rs generates baseline code for every
/// CPU of the architecture). On x86-64 `-march=` chooses the extensions announced
/// (`x86_isa`).
fn check_cpu(cli: &mut Cli, arg: &str, cpu: &str) -> Result<(), String> {
    let switch = match arg.starts_with("-march=") {
        true => CpuSwitch::Arch,
        false => CpuSwitch::Tune,
    };
    if (cli.options.target.facts().knows_cpu)(switch, cpu) {
        if arg.starts_with("-march=") && cli.options.target.arch() == crate::target::Arch::X86_64 {
            cli.pp.x86_isa.set_cpu(cpu);
        }
        Ok(())
    } else {
        Err(format!(
            "'{arg}' does not name a CPU of the target {}",
            cli.options.target
        ))
    }
}

/// Whether a flag makes plain `char` signed (`-fsigned-char`, `-fno-unsigned-char`) or
/// unsigned (`-funsigned-char`, `-fno-signed-char`), as in gcc.
fn char_signedness(arg: &str) -> Option<bool> {
    match arg {
        "-fsigned-char" | "-fno-unsigned-char" => Some(true),
        "-funsigned-char" | "-fno-signed-char" => Some(false),
        _ => None,
    }
}

/// A make target quoted as gcc's `-MQ` does: `$` doubled, `#`, space and tab escaped with a
/// backslash (and the backslashes before a space or tab doubled).
pub fn quote_for_make(name: &str) -> String {
    let mut out = String::new();
    let chars: Vec<char> = name.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        match c {
            ' ' | '\t' => {
                // Backslashes just before: double them.
                let slashes = chars[..i].iter().rev().take_while(|&&b| b == '\\').count();
                out.push_str(&"\\".repeat(slashes));
                out.push('\\');
                out.push(c);
            }
            '$' => out.push_str("$$"),
            '#' => out.push_str("\\#"),
            _ => out.push(c),
        }
    }
    out
}

/// The dependency rule gcc writes (libcpp's `make_write`): the targets, a colon and the
/// dependencies, lines broken before a name that would pass column 72 with ` \` and
/// continued with one space; with `-MP`, a `NAME:` line for every dependency but the first.
pub fn make_rule(targets: &[String], deps: &[String], phony: bool) -> String {
    const COLMAX: usize = 72;
    let mut out = String::new();
    let mut col = 0;
    let write = |out: &mut String, name: &str, col: &mut usize| {
        if *col > 0 {
            if *col + name.len() > COLMAX {
                out.push_str(" \\\n");
                *col = 0;
            }
            *col += 1;
            out.push(' ');
        }
        *col += name.len();
        out.push_str(name);
    };
    for t in targets {
        write(&mut out, t, &mut col);
    }
    out.push(':');
    col += 1;
    let quoted: Vec<String> = deps.iter().map(|d| quote_for_make(d)).collect();
    for d in &quoted {
        write(&mut out, d, &mut col);
    }
    out.push('\n');
    if phony {
        for d in quoted.iter().skip(1) {
            out.push_str(d);
            out.push_str(":\n");
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn make_rules_wrap_like_gcc() {
        let deps: Vec<String> = ["m.c", "/usr/include/stdc-predef.h", "a.h", "inc/b.h"]
            .iter()
            .chain(&["/usr/include/stdio.h"])
            .map(|s| s.to_string())
            .collect();
        assert_eq!(
            make_rule(&["m.o".into()], &deps, false),
            "m.o: m.c /usr/include/stdc-predef.h a.h inc/b.h /usr/include/stdio.h\n"
        );
        let long: Vec<String> = (0..4)
            .map(|i| format!("/usr/include/x86_64-linux-gnu/bits/header{i}.h"))
            .collect();
        let rule = make_rule(&["m.o".into()], &long, true);
        assert!(rule.starts_with("m.o: /usr/include/x86_64-linux-gnu/bits/header0.h \\\n /usr"));
        assert!(rule.ends_with("header2.h:\n/usr/include/x86_64-linux-gnu/bits/header3.h:\n"));
    }

    #[test]
    fn quoting_for_make() {
        assert_eq!(quote_for_make("c d$#"), "c\\ d$$\\#");
        assert_eq!(quote_for_make("a\\ b"), "a\\\\\\ b");
    }
}

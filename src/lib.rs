//! tcc-rs: a small C compiler whose SSA stage is LLVM's mem2reg.
//!
//! The pipeline (see docs/design.md), one plain function per arrow:
//!
//! ```text
//! foo.c ─ preprocess ─ parse (pest) ─ AST ─ sema ─ lower ─ IR (alloca/load/store)
//!       ─ mem2reg ─ IR (SSA + phis) ─ verify ─ codegen (Cranelift) ─ foo.o
//! ```
//!
//! The driver (`driver`) links objects with the system C compiler and the runtime.

pub mod ast;
pub mod builtins;
pub mod codegen;
pub mod diag;
pub mod driver;
pub mod explain;
pub mod front_end;
pub mod ir;
pub mod lower;
pub mod parse;
pub mod passes;
pub mod preprocess;
pub mod sema;
pub mod source_bytes;
pub mod stack;
pub mod symbol;
pub mod target;
pub mod timing;
pub mod types;

pub use target::{Arch, Target};

/// Cranelift's optimisation level, from `-O0` (none) or `-O1`..`-O3`/`-Os` (speed).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OptLevel {
    None,
    Speed,
}

/// Which of the object's own symbols may be preempted at run time, so that code must reach
/// them through the GOT: gcc's `-fPIE` (an executable, the default) or `-fPIC`/`-fpic`/
/// `-shared` (a shared object, where default-visibility symbols may be preempted).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PicMode {
    Executable,
    SharedObject,
}

/// The six diagnostics gcc 14 made errors of ("permerrors"), each named by its gcc 14
/// warning. tcc-rs reports them as the machine's gcc 12 does, as warnings (configure
/// scripts rely on it), and gcc 14's switches (`-Werror=NAME`...) work on top of that.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Permerror {
    ImplicitFunctionDeclaration,
    ImplicitInt,
    IntConversion,
    IncompatiblePointerTypes,
    /// `return` with a value in a void function, or without one in a non-void function.
    ReturnMismatch,
    DeclarationMissingParameterType,
}

impl Permerror {
    pub const ALL: [Permerror; 6] = [
        Permerror::ImplicitFunctionDeclaration,
        Permerror::ImplicitInt,
        Permerror::IntConversion,
        Permerror::IncompatiblePointerTypes,
        Permerror::ReturnMismatch,
        Permerror::DeclarationMissingParameterType,
    ];

    /// The warning's name, as `-W` takes it.
    pub fn name(self) -> &'static str {
        match self {
            Permerror::ImplicitFunctionDeclaration => "implicit-function-declaration",
            Permerror::ImplicitInt => "implicit-int",
            Permerror::IntConversion => "int-conversion",
            Permerror::IncompatiblePointerTypes => "incompatible-pointer-types",
            Permerror::ReturnMismatch => "return-mismatch",
            Permerror::DeclarationMissingParameterType => "declaration-missing-parameter-type",
        }
    }

    pub fn named(name: &str) -> Option<Permerror> {
        Permerror::ALL.into_iter().find(|p| p.name() == name)
    }
}

/// What the command line says of the six `Permerror`s: their own switches and gcc 12's
/// that also govern them.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct PermerrorSwitches {
    /// `-W[no-]NAME`, `-W[no-]error=NAME`, indexed by `Permerror`.
    pub own: [diag::WarningSwitch; Permerror::ALL.len()],
    /// `-W[no-]implicit` and its `-W[no-]error=`: the group of the two implicit ones.
    pub implicit: diag::WarningSwitch,
    /// `-W[no-]return-type` and its `-W[no-]error=`: gcc 12's name for a return mismatch.
    pub return_type: diag::WarningSwitch,
    /// `-Wall` (or `-Wextra`), which turns on `-Wimplicit` and `-Wreturn-type`.
    pub wall: bool,
    /// `-Werror`.
    pub werror: bool,
}

impl PermerrorSwitches {
    /// Whether a switch may make one of them an error (`-pedantic-errors` aside).
    pub fn may_be_error(&self) -> bool {
        let switches = self.own.iter().chain([&self.implicit, &self.return_type]);
        self.werror || switches.into_iter().any(|s| s.error == Some(true))
    }
}

/// How one of the six is reported: an error or a warning, and the switch gcc names after
/// the message (`-Wint-conversion`, `-Werror=int-conversion`, `-Werror`), if any.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PermerrorReport {
    pub error: bool,
    pub tag: Option<String>,
}

/// What the pipeline needs to know besides the source.
#[derive(Clone, Debug)]
pub struct Options {
    /// The machine to compile for, with plain `char`'s signedness.
    pub target: Target,
    /// Run mem2reg (on by default; `--no-mem2reg` turns it off).
    pub mem2reg: bool,
    /// Run SROA before mem2reg when optimising and mem2reg runs (on by default; `--no-sroa`
    /// turns it off; see `Options::runs_sroa`).
    pub sroa: bool,
    /// Expand `memcpy`, `memmove` and `memset` of a small constant size into loads and
    /// stores when optimising (on by default; `--no-small-memops` turns it off; see
    /// `Options::expands_builtin`).
    pub small_memops: bool,
    /// Take a declaration without an initializer as the start of its variable's value
    /// (on by default; `--no-lifetime-start` turns it off; see
    /// `Options::honours_lifetime_starts`).
    pub lifetime_start: bool,
    /// `-fno-builtin` (`"*"`) and `-fno-builtin-NAME`: the C library functions not to treat
    /// as builtins (so not to expand).
    pub builtins_off: Vec<String>,
    /// Whether the math functions set `errno` (gcc's default `-fmath-errno`;
    /// `-fno-math-errno` and `-ffast-math` turn it off): `sqrt` of a negative number then
    /// still calls the library (`passes::lib_builtins`).
    pub math_errno: bool,
    pub opt_level: OptLevel,
    /// `-Os`: optimise for size (the inliner copies only bodies no larger than a call).
    pub optimise_size: bool,
    /// The switches of the six diagnostics gcc 14 made errors (see `Options::permerror`).
    pub permerrors: PermerrorSwitches,
    /// `-Wpointer-sign` (on with `-Wall` and `-pedantic`, as in gcc; off by default):
    /// warn when pointers to integer types differing only in signedness (`char *` and
    /// `unsigned char *`) convert to each other.
    pub warn_pointer_sign: bool,
    /// `-fvisibility=`: the ELF visibility of definitions without a `visibility` attribute.
    pub visibility: symbol::Visibility,
    pub pic: PicMode,
    /// Compute the addresses of symbols that bind locally PC-relatively instead of loading
    /// them from the GOT (on by default; `--no-direct-symbols` turns it off).
    pub direct_symbols: bool,
    /// The passes of the pipeline after mem2reg (`passes::pipeline::PIPELINE`) turned off,
    /// by name (each by its `--no-...` option); the others run when Cranelift optimises.
    pub disabled_passes: Vec<&'static str>,
    /// Start a function that has a loop as many bytes of no-op after a 64-byte line's start
    /// as put its most deeply nested loop in the fewest lines, in optimised x86-64 code (on
    /// by default; `--no-loop-placement` turns it off).
    pub loop_placement: bool,
    /// Emit the blocks only reached on the way to the end of the program (a call of
    /// `abort` or `exit`, `__builtin_unreachable()`) after the others, in optimised code
    /// (on by default; `--no-block-placement` turns it off; see `codegen::cold`).
    pub block_placement: bool,
    /// Cold calls go through stubs that clobber no register, when optimising (on by
    /// default; `--no-cold-call-stubs` turns it off; see `codegen::cold_call`).
    pub cold_call_stubs: bool,
    /// `inline` has GNU89's meaning (`-fgnu89-inline`, `-std=gnu89`...): a plain `inline`
    /// definition is an external definition and an `extern inline` one is for inlining
    /// only; C99's meaning otherwise (see `sema::Symbols::inline_only`).
    pub gnu89_inline: bool,
    /// `_Float32`, `_Float64`, `_Float32x`, `_Float64x` and `_Float128` are keywords: the
    /// GNU C version claimed (`-fgnuc-version=`) is 7 or later, as gcc has them from 7 on.
    /// Before, glibc's headers typedef those names themselves.
    pub float_n_keywords: bool,
    /// `-fwrapv` (or `-fno-strict-overflow`): signed integer arithmetic wraps, so lowering
    /// marks no operation `nsw` and no pass may assume that it does not overflow.
    pub wrapv: bool,
    /// Fuse a floating multiplication and the addition or subtraction that uses it into one
    /// `fma`, as gcc -O2 does on a target with the instruction (`passes::fp_contract`; the
    /// driver decides, see `driver::flags::fp_contract`). Off by default.
    pub fp_contract: bool,
    /// Write unwind tables (`.eh_frame`) for every function, as gcc does by default on both
    /// targets; off only when `-fno-asynchronous-unwind-tables` and, where the target's
    /// default has them, `-fno-unwind-tables` say so (see `driver::flags::unwind_tables`).
    pub unwind_tables: bool,
    /// `-g`: write DWARF line tables and a compile unit with each function (`codegen::debug`).
    pub debug_info: bool,
    /// `-std=`, `-pedantic`, `-pedantic-errors` and the pedwarns' switches.
    pub pedantic: diag::Pedantic,
    /// The switches of the other warnings that have a name (`diag::Warning`).
    pub warnings: diag::WarningSwitches,
}

impl Options {
    /// How gcc 12 reports `p` (`None`: not at all), with gcc 14's switches on top;
    /// `without_value` is for `return;` in a non-void function, which C90 allows.
    /// gcc 12 gives the implicit ones only from C99 on (or with `-Wall`), as pedwarns
    /// (`-pedantic-errors` makes them errors) there and plain warnings in C90; the others
    /// always, as pedwarns, a return mismatch tagged `-Wreturn-type` only when that is on.
    pub fn permerror(&self, p: Permerror, without_value: bool) -> Option<PermerrorReport> {
        let s = &self.permerrors;
        let own = s.own[p as usize];
        let c99 = self.pedantic.std >= diag::Standard::C99;
        // `None`: gcc 12's default for C, an untagged diagnostic.
        let return_type = s.return_type.on.or(s.wall.then_some(true));
        let implicit = || own.on.or(s.implicit.on).unwrap_or(c99 || s.wall);
        let (given, pedwarn) = match p {
            Permerror::ImplicitFunctionDeclaration | Permerror::ImplicitInt => (implicit(), c99),
            Permerror::ReturnMismatch if without_value => (return_type.unwrap_or(c99), c99),
            Permerror::ReturnMismatch => (return_type != Some(false), true),
            _ => (true, true),
        };
        if !given || own.on == Some(false) {
            return None;
        }
        let (option, group) = match p {
            Permerror::ReturnMismatch if return_type == Some(true) => {
                (Some("return-type"), s.return_type)
            }
            Permerror::ReturnMismatch | Permerror::DeclarationMissingParameterType => {
                (None, diag::WarningSwitch::default())
            }
            Permerror::ImplicitFunctionDeclaration | Permerror::ImplicitInt => {
                (Some(p.name()), s.implicit)
            }
            _ => (Some(p.name()), diag::WarningSwitch::default()),
        };
        let warning = |error| PermerrorReport {
            error,
            tag: option.map(|o| format!("-W{o}")),
        };
        let by_switch = |name: &str| PermerrorReport {
            error: true,
            tag: Some(format!("-Werror={name}")),
        };
        Some(match (own.error, group.error) {
            (Some(true), _) => by_switch(p.name()),
            (None, Some(true)) => by_switch(option.unwrap_or(p.name())),
            (Some(false), _) | (None, Some(false)) => warning(false),
            (None, None) if pedwarn && self.pedantic.errors => warning(true),
            (None, None) if s.werror => PermerrorReport {
                error: true,
                tag: Some(option.map_or("-Werror".into(), |o| format!("-Werror={o}"))),
            },
            (None, None) => warning(false),
        })
    }
}

impl Options {
    /// Whether SROA runs: before mem2reg, when optimising. Not at `-O0`, where a structure or
    /// an array stays one object in memory that gdb shows whole, as with gcc at `-O0`.
    pub fn runs_sroa(&self) -> bool {
        self.mem2reg && self.sroa && self.opt_level != OptLevel::None
    }

    /// Whether mem2reg sees the marks lowering puts at declarations without an initializer
    /// (`passes::lifetime_start`): when optimising. At `-O0` a variable keeps its value
    /// between passes through its declaration, as in its home in memory.
    pub fn honours_lifetime_starts(&self) -> bool {
        self.lifetime_start && self.opt_level != OptLevel::None
    }

    /// Whether a unit is held after mem2reg until its end, rather than compiled one function
    /// at a time as it comes: when the inliner runs (optimising, not `--no-inline`), which
    /// runs on callees before their callers. Code generation then knows every call of the
    /// unit's functions (`codegen::internal_abi`), whichever way the object is made.
    pub fn holds_unit(&self) -> bool {
        self.opt_level != OptLevel::None && !self.disabled_passes.contains(&"inline")
    }

    /// Whether the small-memops pass runs: before SROA, when optimising.
    pub fn runs_small_memops(&self) -> bool {
        self.small_memops && self.opt_level != OptLevel::None
    }

    /// Whether a call of the C library's `name` may be expanded as gcc's builtin would be:
    /// not under `-fno-builtin` or `-fno-builtin-NAME`.
    pub fn expands_builtin(&self, name: &str) -> bool {
        !self
            .builtins_off
            .iter()
            .any(|off| off == "*" || off == name)
    }

    /// gcc 12's "return type defaults to 'int'" of a function definition: an implicit-int
    /// diagnostic, but in C90 with `-Wreturn-type` on (`-Wall`) one of that switch's.
    pub fn implicit_return_type(&self) -> Option<PermerrorReport> {
        let s = &self.permerrors;
        let return_type = s.return_type.on.or(s.wall.then_some(true)) == Some(true);
        let c90 = self.pedantic.std < diag::Standard::C99;
        if !c90 || !return_type {
            return self.permerror(Permerror::ImplicitInt, false);
        }
        let (error, tag) = match s.return_type.error {
            Some(true) => (true, "-Werror=return-type"),
            None if s.werror => (true, "-Werror=return-type"),
            _ => (false, "-Wreturn-type"),
        };
        Some(PermerrorReport {
            error,
            tag: Some(tag.to_string()),
        })
    }
}

impl Default for Options {
    fn default() -> Self {
        Options {
            target: Target::host(),
            mem2reg: true,
            sroa: true,
            small_memops: true,
            lifetime_start: true,
            builtins_off: Vec::new(),
            math_errno: true,
            opt_level: OptLevel::Speed,
            optimise_size: false,
            permerrors: Default::default(),
            warn_pointer_sign: false,
            visibility: symbol::Visibility::Default,
            pic: PicMode::Executable,
            direct_symbols: true,
            disabled_passes: Vec::new(),
            loop_placement: true,
            block_placement: true,
            cold_call_stubs: true,
            gnu89_inline: false,
            wrapv: false,
            fp_contract: false,
            float_n_keywords: false,
            unwind_tables: true,
            debug_info: false,
            pedantic: diag::Pedantic::default(),
            warnings: diag::WarningSwitches::default(),
        }
    }
}

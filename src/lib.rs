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

/// What gcc 14 made errors of what earlier versions warned about ("permerrors"), each
/// named by its warning.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Permerror {
    ImplicitFunctionDeclaration,
    ImplicitInt,
    IntConversion,
    IncompatiblePointerTypes,
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

/// What the command line says of one `Permerror`; the last switch wins, as in gcc.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct PermerrorSwitch {
    /// `-Wno-NAME`: no diagnostic at all (`-WNAME` turns it back on).
    pub off: bool,
    /// `-Werror=NAME` (`Some(true)`: an error even under `-fpermissive`) or
    /// `-Wno-error=NAME` (`Some(false)`: a warning).
    pub error: Option<bool>,
}

/// How a `Permerror` is reported.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PermerrorLevel {
    Error,
    /// An error because of `-Werror=NAME`, which gcc names in the message.
    ErrorBySwitch,
    Warning,
    Ignored,
}

/// What the pipeline needs to know besides the source.
#[derive(Clone, Debug)]
pub struct Options {
    /// The machine to compile for, with plain `char`'s signedness.
    pub target: Target,
    /// Run mem2reg (on by default; `--no-mem2reg` turns it off).
    pub mem2reg: bool,
    pub opt_level: OptLevel,
    /// `-fpermissive`: what gcc 14 made errors (pointer/integer mixes, incompatible pointer
    /// types) are warnings again, as in gcc 13 and before.
    pub permissive: bool,
    /// Each of gcc 14's errors as its warning switches set it (`-Wno-error=`, `-Wno-`,
    /// `-Werror=`), indexed by `Permerror`.
    pub permerrors: [PermerrorSwitch; Permerror::ALL.len()],
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
    /// Start a function that has a loop on a 64-byte line, after as many bytes of no-op as
    /// put its most deeply nested loop in the fewest lines, in optimised x86-64 code (on by
    /// default; `--no-loop-placement` turns it off).
    pub loop_placement: bool,
    /// `inline` has GNU89's meaning (`-fgnu89-inline`, `-std=gnu89`...): a plain `inline`
    /// definition is an external definition and an `extern inline` one is for inlining
    /// only; C99's meaning otherwise (see `sema::Symbols::inline_only`).
    pub gnu89_inline: bool,
    /// Write unwind tables (`.eh_frame`) for every function, as gcc does by default on both
    /// targets; off only when `-fno-asynchronous-unwind-tables` and, where the target's
    /// default has them, `-fno-unwind-tables` say so (see `driver::flags::unwind_tables`).
    pub unwind_tables: bool,
    /// `-g`: write DWARF line tables and a compile unit with each function (`codegen::debug`).
    pub debug_info: bool,
    /// `-std=`, `-pedantic`, `-pedantic-errors` and the pedwarns' switches.
    pub pedantic: diag::Pedantic,
}

impl Options {
    /// How `p` is reported: an error unless `-fpermissive` or a switch says otherwise.
    pub fn permerror_level(&self, p: Permerror) -> PermerrorLevel {
        let switch = self.permerrors[p as usize];
        match switch.error {
            _ if switch.off => PermerrorLevel::Ignored,
            Some(true) => PermerrorLevel::ErrorBySwitch,
            Some(false) => PermerrorLevel::Warning,
            None if self.permissive => PermerrorLevel::Warning,
            None => PermerrorLevel::Error,
        }
    }
}

impl Default for Options {
    fn default() -> Self {
        Options {
            target: Target::host(),
            mem2reg: true,
            opt_level: OptLevel::Speed,
            permissive: false,
            permerrors: Default::default(),
            warn_pointer_sign: false,
            visibility: symbol::Visibility::Default,
            pic: PicMode::Executable,
            direct_symbols: true,
            disabled_passes: Vec::new(),
            loop_placement: true,
            gnu89_inline: false,
            unwind_tables: true,
            debug_info: false,
            pedantic: diag::Pedantic::default(),
        }
    }
}

//! The machine tcc-rs compiles for, built once from the `--target` triple (and
//! `-f[un]signed-char`, the one target choice gcc lets a command line change). Every stage
//! asks it what depends on the target: type sizes and alignments, plain `char`'s and
//! `wchar_t`'s signedness, `long double`'s format, the argument registers, the C library's
//! directories, the cross toolchain, the predefined macros.
//!
//! What one architecture fixes is its `Arch` and the `Facts` in its own file (`x86_64.rs`,
//! `aarch64.rs`); code whose whole shape differs per target (the calling conventions in
//! `lower::abi`, `ir::callconv` and `codegen::variadic`) matches on `Arch`, so a third target
//! fails to compile until each such place handles it.
//!
//! Both targets are LP64 Linux: `int` 4 bytes, `long` and pointers 8 (`types.rs`).

mod aarch64;
pub mod asm;
pub mod long_double;
mod x86_64;
pub mod x86_isa;

use long_double::Format;
use std::fmt;
use std::str::FromStr;
use target_lexicon::{Architecture, OperatingSystem, Triple};

/// The architectures tcc-rs generates code for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Arch {
    /// x86-64, System V psABI.
    X86_64,
    /// AArch64, AAPCS64.
    Aarch64,
}

/// What an architecture's C ABI and toolchain fix, as gcc has them on Debian.
pub struct Facts {
    /// The architecture's name in Debian's multiarch triple (`x86_64-linux-gnu`).
    pub name: &'static str,
    /// Whether plain `char` is signed unless `-f[un]signed-char` says otherwise.
    pub char_signed: bool,
    /// Whether `wchar_t` (4 bytes) is signed.
    pub wchar_signed: bool,
    pub long_double: Format,
    /// Arrays defined with at least this many bytes are aligned to it (gcc's
    /// `DATA_ALIGNMENT`: 16 on x86-64, for aligned vector loads; 8 on aarch64).
    pub big_array_align: u64,
    /// Whether unnamed bit-fields (zero-width included) align the structure that holds
    /// them, as gcc does on aarch64 but not on x86-64.
    pub unnamed_bit_fields_align: bool,
    /// Integer and floating-point argument registers.
    pub argument_registers: (u32, u32),
    /// Whether the hidden address of a returned aggregate takes the first integer argument
    /// register (x86-64's `rdi`) rather than one of its own (aarch64's `x8`).
    pub result_address_is_argument: bool,
    /// Whether an `__int128` argument takes an even-numbered register pair, and one that goes
    /// to the stack leaves no integer register to later arguments (AAPCS64 C.8-C.12).
    pub int128_even_pair: bool,
    /// glibc's `FE_ALL_EXCEPT`.
    pub fe_all_except: i64,
    /// Whether `__atomic` memory orders may carry bits above the order (x86-64's hardware
    /// lock elision hints).
    pub memory_order_hints: bool,
    /// What starts a comment in the GNU assembler's syntax for the target.
    pub asm_comment: &'static str,
    /// The predefined macros that name the architecture (`__x86_64__`...).
    pub macros: &'static [(&'static str, &'static str)],
    /// `__DECIMAL_DIG__`: decimal digits that round-trip a `long double`.
    pub decimal_dig: &'static str,
    /// Whether `cpu` after `-march=` ([`CpuSwitch::Arch`]) or `-mtune=`/`-mcpu=` names a CPU
    /// of the architecture.
    pub knows_cpu: fn(CpuSwitch, &str) -> bool,
    /// The GNU assembler's name of an ELF relocation type of the target's objects (`-S`).
    pub reloc_name: fn(u32) -> Option<&'static str>,
}

/// Which switch names a CPU: gcc takes different sets of names for each (on x86-64,
/// `-mcpu=` is an old spelling of `-mtune=`; on aarch64 it sets both).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CpuSwitch {
    /// `-march=`.
    Arch,
    /// `-mtune=` or `-mcpu=`.
    Tune,
}

/// The target: an architecture (on Linux with glibc) and plain `char`'s signedness.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Target {
    arch: Arch,
    char_signed: bool,
}

impl Target {
    pub const X86_64: Target = Target::new(Arch::X86_64);
    pub const AARCH64: Target = Target::new(Arch::Aarch64);

    /// The target for `arch`, with its ABI's plain `char`.
    pub const fn new(arch: Arch) -> Target {
        let char_signed = match arch {
            Arch::X86_64 => x86_64::FACTS.char_signed,
            Arch::Aarch64 => aarch64::FACTS.char_signed,
        };
        Target { arch, char_signed }
    }

    /// The machine tcc-rs runs on (x86-64 on a host that is neither supported architecture:
    /// `--target` chooses there).
    pub const fn host() -> Target {
        if cfg!(target_arch = "aarch64") {
            Target::AARCH64
        } else {
            Target::X86_64
        }
    }

    /// The target a triple names, or why tcc-rs cannot compile for it.
    pub fn from_triple(t: &Triple) -> Result<Target, String> {
        let arch = match t.architecture {
            Architecture::X86_64 => Some(Arch::X86_64),
            Architecture::Aarch64(_) => Some(Arch::Aarch64),
            _ => None,
        };
        match arch {
            Some(arch) if t.operating_system == OperatingSystem::Linux => Ok(Target::new(arch)),
            _ => Err(format!(
                "unsupported target '{t}' (supported: x86_64-unknown-linux-gnu, \
                 aarch64-unknown-linux-gnu)"
            )),
        }
    }

    pub fn arch(self) -> Arch {
        self.arch
    }

    /// What the architecture fixes.
    pub fn facts(self) -> &'static Facts {
        match self.arch {
            Arch::X86_64 => &x86_64::FACTS,
            Arch::Aarch64 => &aarch64::FACTS,
        }
    }

    /// The canonical triple (`x86_64-unknown-linux-gnu`), which Cranelift's ISA lookup takes.
    pub fn triple(self) -> Triple {
        let name = format!("{}-unknown-linux-gnu", self.facts().name);
        Triple::from_str(&name).expect("the supported triples parse")
    }

    /// Whether plain `char` is signed.
    pub fn char_signed(self) -> bool {
        self.char_signed
    }

    /// The target with plain `char` signed or not (`-fsigned-char`, `-funsigned-char`).
    pub fn with_char_signed(self, signed: bool) -> Target {
        Target {
            char_signed: signed,
            ..self
        }
    }

    /// Whether this is the architecture tcc-rs itself runs on (so `-run` can execute its
    /// code, and the host's `cc` links it).
    pub fn is_host(self) -> bool {
        self.arch == Target::host().arch
    }

    /// Debian's multiarch name: `x86_64-linux-gnu` (`gcc -dumpmachine`, the C library's
    /// directories, the cross toolchain's prefix).
    pub fn multiarch(self) -> String {
        format!("{}-linux-gnu", self.facts().name)
    }

    /// The C compiler driver that assembles and links for the target: the host's `cc`, else
    /// Debian's cross compiler (`aarch64-linux-gnu-gcc`).
    pub fn c_compiler(self) -> String {
        match self.is_host() {
            true => "cc".to_string(),
            false => format!("{}-gcc", self.multiarch()),
        }
    }
}

impl FromStr for Target {
    type Err = String;

    /// A target-lexicon triple: `x86_64-unknown-linux-gnu`, `aarch64-linux-gnu`...
    fn from_str(s: &str) -> Result<Target, String> {
        let t = Triple::from_str(s).map_err(|e| format!("invalid target '{s}': {e}"))?;
        Target::from_triple(&t)
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.triple())
    }
}

impl Default for Target {
    fn default() -> Target {
        Target::host()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn triples_name_the_two_targets_and_nothing_else() {
        let t: Target = "aarch64-linux-gnu".parse().unwrap();
        assert_eq!(t, Target::AARCH64);
        assert_eq!(t.to_string(), "aarch64-unknown-linux-gnu");
        assert_eq!("x86_64-unknown-linux-gnu".parse(), Ok(Target::X86_64));
        let e = "riscv64gc-unknown-linux-gnu".parse::<Target>().unwrap_err();
        assert!(
            e.starts_with("unsupported target 'riscv64gc-unknown-linux-gnu'"),
            "{e}"
        );
        assert!("x86_64-pc-windows-msvc".parse::<Target>().is_err());
        assert!("not-a-triple-at-all".parse::<Target>().is_err());
    }

    #[test]
    fn plain_char_follows_the_abi_until_a_flag_changes_it() {
        assert!(Target::X86_64.char_signed());
        assert!(!Target::AARCH64.char_signed());
        let unsigned = Target::X86_64.with_char_signed(false);
        assert!(!unsigned.char_signed());
        assert_eq!(unsigned.arch(), Arch::X86_64);
        assert!(
            unsigned.facts().wchar_signed,
            "wchar_t keeps the ABI's signedness"
        );
    }

    #[test]
    fn the_cross_toolchain_is_debians() {
        let other = match Target::host().arch() {
            Arch::X86_64 => Target::AARCH64,
            Arch::Aarch64 => Target::X86_64,
        };
        assert_eq!(Target::host().c_compiler(), "cc");
        assert_eq!(
            other.c_compiler(),
            format!("{}-linux-gnu-gcc", other.facts().name)
        );
    }
}

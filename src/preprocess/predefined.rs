//! The macros every translation unit starts with, as gcc predefines them for the target
//! (`gcc -std=c11 -dM -E - </dev/null`). Like clang, tcc-rs says it is GNU C 4.2.1
//! (`__GNUC__` 4, `__GNUC_MINOR__` 2, `__GNUC_PATCHLEVEL__` 1): the C library's headers and
//! real programs then take their GNU paths, whose syntax tcc-rs accepts (`__attribute__`,
//! `__extension__`, asm labels, `typeof`...), while 4.2 is old enough that glibc does not
//! reach for what tcc-rs lacks (`_Float128`, `__builtin_fpclassify` from 4.4, ...);
//! `-fgnuc-version=` claims another version (`GnucVersion`), or none. As in
//! gcc, the names outside the reserved space (`linux`, `unix`) are defined in the GNU modes
//! (tcc-rs's default, as gcc's) and not in the ISO ones (`-std=c11`...).
//! `__OPTIMIZE__` is defined when optimising (tcc-rs's default and `-O1` and up), and
//! `__NO_INLINE__` at `-O0`, as gcc does: glibc then defines its `extern inline` functions
//! with `gnu_inline` semantics, which tcc-rs honours. The x86-64 instruction-set macros
//! (`__SSE2__`, `__SSE4_2__`..., as `-march=` and `-msse4.2` choose them) are predefined as
//! gcc does; aarch64's `__ARM_NEON` is not, though `<arm_neon.h>` is bundled (see
//! `target::aarch64`: libpng would take an Armv7 assembler path).
//!
//! They are produced as the text of a pseudo file `<built-in>` of `#define` lines, read
//! before the main file, exactly like gcc's.

use std::fmt::Write;
use std::time::{SystemTime, UNIX_EPOCH};

use crate::target::x86_isa::X86Isa;
use crate::target::{Arch, Target};

/// The `#define` lines of the x86-64 extensions `isa` chooses (`__MMX__`, `__SSE__`,
/// `__SSE2__`, `__SSE_MATH__`..., and `__SSE3__` to `__SSE4_2__`, `__POPCNT__` as the flags
/// choose), for an x86-64 target; nothing otherwise. tcc-rs has the intrinsic headers they
/// promise (runtime/include/*intrin.h, over GNU vector types).
fn x86_extension_defines(target: Target, isa: &X86Isa) -> String {
    if target.arch() != Arch::X86_64 {
        return String::new();
    }
    isa.macros()
        .iter()
        .map(|name| format!("#define {name} 1\n"))
        .collect()
}

/// The GNU C version tcc-rs claims, `-fgnuc-version=` as in clang: `__GNUC__`,
/// `__GNUC_MINOR__` and `__GNUC_PATCHLEVEL__`, `-dumpversion` and `--version`'s words. Version
/// 0 (`-fgnuc-version=0`) says the dialect is not GNU C: none of the `__GNUC*` macros is
/// defined (nor `__GNUC_EXECUTION_CHARSET_NAME`...), as in clang; the target's `__GCC_ATOMIC_*`
/// stay, which `<stdatomic.h>` reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GnucVersion {
    pub major: u32,
    pub minor: u32,
    pub patch: u32,
}

impl Default for GnucVersion {
    /// 4.2.1, as clang says by default.
    fn default() -> Self {
        GnucVersion {
            major: 4,
            minor: 2,
            patch: 1,
        }
    }
}

impl GnucVersion {
    /// `MAJOR[.MINOR[.PATCH]]` in decimal digits, the minor and patch numbers below 100 as
    /// in clang (`__GNUC_PREREQ`-style tests combine them as two digits); `None` otherwise.
    pub fn parse(text: &str) -> Option<GnucVersion> {
        let mut parts = text.split('.');
        let mut number = |limit: u32| -> Option<Option<u32>> {
            match parts.next() {
                None => Some(None),
                Some(p) if !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()) => {
                    p.parse::<u32>().ok().filter(|&n| n < limit).map(Some)
                }
                Some(_) => None,
            }
        };
        let major = number(u32::MAX)??;
        let minor = number(100)?;
        let patch = number(100)?.filter(|_| minor.is_some());
        if parts.next().is_some() {
            return None;
        }
        Some(GnucVersion {
            major,
            minor: minor.unwrap_or(0),
            patch: patch.unwrap_or(0),
        })
    }

    /// Whether tcc-rs says it is GNU C at all (not `-fgnuc-version=0`).
    pub fn is_gnu(self) -> bool {
        (self.major, self.minor, self.patch) != (0, 0, 0)
    }

    /// `MAJOR.MINOR.PATCH`: `-dumpfullversion`'s answer.
    pub fn full(self) -> String {
        format!("{}.{}.{}", self.major, self.minor, self.patch)
    }

    /// `-dumpversion`'s answer: from gcc 7 on, gcc as Debian builds it gives the major
    /// number alone (`12`); before, the full version (`4.2.1`).
    pub fn dump(self) -> String {
        match self.major >= 7 {
            true => self.major.to_string(),
            false => self.full(),
        }
    }

    /// The `__GNUC*` and `__VERSION__` definitions; only `__VERSION__` when not GNU C.
    fn defines(self) -> Vec<(&'static str, String)> {
        let tcc = format!("tcc-rs {}", env!("CARGO_PKG_VERSION"));
        if !self.is_gnu() {
            return vec![("__VERSION__", format!("\"{tcc}\""))];
        }
        vec![
            ("__GNUC__", self.major.to_string()),
            ("__GNUC_MINOR__", self.minor.to_string()),
            ("__GNUC_PATCHLEVEL__", self.patch.to_string()),
            ("__GNUC_STDC_INLINE__", "1".into()),
            (
                "__VERSION__",
                format!("\"{} Compatible {tcc}\"", self.full()),
            ),
            ("__GNUC_EXECUTION_CHARSET_NAME", "\"UTF-8\"".into()),
            ("__GNUC_WIDE_EXECUTION_CHARSET_NAME", "\"UTF-32LE\"".into()),
        ]
    }
}

/// The crate version as gcc-style number: 0.1.0 -> 100, 1.2.3 -> 10203.
fn version_number() -> u32 {
    let parse = |s: &str| s.parse::<u32>().unwrap_or(0);
    parse(env!("CARGO_PKG_VERSION_MAJOR")) * 10000
        + parse(env!("CARGO_PKG_VERSION_MINOR")) * 100
        + parse(env!("CARGO_PKG_VERSION_PATCH"))
}

/// gcc's floating-point flags (`-ffast-math` and its parts, `-fcx-limited-range`,
/// `-fexcess-precision=`), each as the last of its flags left it. They permit optimisations,
/// which tcc-rs does not make (its results are IEEE's, which they allow), so what they
/// change is what gcc's do besides: the macros they predefine (`builtin_defines`) and, at the
/// link, gcc's `crtfastmath.o` (flush-to-zero), which the linking gcc adds itself.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MathFlags {
    /// `-funsafe-math-optimizations` (and `-ffast-math`, `-Ofast`).
    pub unsafe_math: bool,
    /// `-ffinite-math-only`.
    pub finite_only: bool,
    /// `-fno-math-errno`.
    pub no_errno: bool,
    /// `-fno-trapping-math`.
    pub no_trapping: bool,
    /// `-fno-signed-zeros`.
    pub no_signed_zeros: bool,
    /// `-fassociative-math`, which gcc turns off again unless trapping math and signed
    /// zeros are off too (`associative`).
    pub associative_asked: bool,
    /// `-freciprocal-math`.
    pub reciprocal: bool,
    /// `-fcx-limited-range` or `-fcx-fortran-rules`: complex multiplication and division
    /// without C99's checks for infinities and NaNs.
    pub cx_limited_range: bool,
    /// `-fexcess-precision=`: `Some(true)` for `standard` (or `16`), `Some(false)` for `fast`; `None`,
    /// not given, is gcc's default, which the driver resolves (`standard` in the ISO modes).
    /// On x86-64 and aarch64 no arithmetic has excess precision either way.
    pub excess_standard: Option<bool>,
}

impl MathFlags {
    /// `-ffast-math` (and `-Ofast`) or `-fno-fast-math`, as gcc's `set_fast_math_flags`.
    pub fn set_fast(&mut self, on: bool) {
        self.set_unsafe(on);
        self.finite_only = on;
        self.no_errno = on;
        if on {
            self.excess_standard = Some(false);
            self.cx_limited_range = true;
        }
    }

    /// `-ffast-math` alone (and `-Ofast`).
    pub fn fast() -> MathFlags {
        let mut flags = MathFlags::default();
        flags.set_fast(true);
        flags
    }

    /// `-funsafe-math-optimizations` or its `-fno-` form, which set or clear four more.
    pub fn set_unsafe(&mut self, on: bool) {
        self.unsafe_math = on;
        self.no_trapping = on;
        self.no_signed_zeros = on;
        self.associative_asked = on;
        self.reciprocal = on;
    }

    /// Set what `arg`, a flag of the family, says; false if it is not one of them.
    pub fn set(&mut self, arg: &str) -> bool {
        let Some(name) = arg.strip_prefix("-f") else {
            return false;
        };
        let (name, on) = match name.strip_prefix("no-") {
            Some(rest) => (rest, false),
            None => (name, true),
        };
        match name {
            "fast-math" => self.set_fast(on),
            "unsafe-math-optimizations" => self.set_unsafe(on),
            "finite-math-only" => self.finite_only = on,
            "math-errno" => self.no_errno = !on,
            "trapping-math" => self.no_trapping = !on,
            "signed-zeros" => self.no_signed_zeros = !on,
            "associative-math" => self.associative_asked = on,
            "reciprocal-math" => self.reciprocal = on,
            "cx-limited-range" | "cx-fortran-rules" => self.cx_limited_range = on,
            // `16` is `standard` but for `_Float16`, which tcc-rs does not have.
            "excess-precision=standard" | "excess-precision=16" if on => {
                self.excess_standard = Some(true)
            }
            "excess-precision=fast" if on => self.excess_standard = Some(false),
            _ => return false,
        }
        true
    }

    /// Whether `-fassociative-math` holds: gcc turns it off where traps or signed zeros
    /// must be kept, and warns (`associative_dropped`).
    pub fn associative(self) -> bool {
        self.associative_asked && self.no_trapping && self.no_signed_zeros
    }

    /// `-fassociative-math` was asked for and gcc turns it off again.
    pub fn associative_dropped(self) -> bool {
        self.associative_asked && !self.associative()
    }

    /// gcc's `__GCC_IEC_559`: 2 (IEEE 754-2008), or 0 where a flag permits results that
    /// IEEE 754 does not.
    fn iec_559(self) -> u8 {
        let contrary = self.unsafe_math
            || self.associative()
            || self.reciprocal
            || self.finite_only
            || self.no_signed_zeros;
        if contrary {
            0
        } else {
            2
        }
    }

    /// gcc's `__GCC_IEC_559_COMPLEX`: as `__GCC_IEC_559`, and 0 without Annex G's checks.
    fn iec_559_complex(self) -> u8 {
        if self.cx_limited_range {
            0
        } else {
            self.iec_559()
        }
    }

    /// The macros gcc 12 predefines for them, and those of glibc's `<stdc-predef.h>`
    /// (which gcc reads before every file) that follow from `__GCC_IEC_559` and
    /// `__GCC_IEC_559_COMPLEX`.
    fn defines(self) -> Vec<(&'static str, String)> {
        let (iec, complex) = (self.iec_559(), self.iec_559_complex());
        let mut defs = vec![
            (
                "__FINITE_MATH_ONLY__",
                u8::from(self.finite_only).to_string(),
            ),
            ("__GCC_IEC_559", iec.to_string()),
            ("__GCC_IEC_559_COMPLEX", complex.to_string()),
        ];
        if iec > 0 {
            defs.push(("__STDC_IEC_559__", "1".into()));
            defs.push(("__STDC_IEC_60559_BFP__", "201404L".into()));
        }
        if complex > 0 {
            defs.push(("__STDC_IEC_559_COMPLEX__", "1".into()));
            defs.push(("__STDC_IEC_60559_COMPLEX__", "201404L".into()));
        }
        let named = [
            ("__ASSOCIATIVE_MATH__", self.associative()),
            ("__RECIPROCAL_MATH__", self.reciprocal),
            ("__NO_SIGNED_ZEROS__", self.no_signed_zeros),
            ("__NO_TRAPPING_MATH__", self.no_trapping),
            ("__NO_MATH_ERRNO__", self.no_errno),
        ];
        defs.extend(
            named
                .into_iter()
                .filter(|&(_, on)| on)
                .map(|(name, _)| (name, "1".into())),
        );
        let fast = self.no_trapping
            && self.unsafe_math
            && self.finite_only
            && self.no_signed_zeros
            && self.no_errno
            && self.excess_standard != Some(true);
        if fast {
            defs.push(("__FAST_MATH__", "1".into()));
        }
        defs
    }
}

/// The `<built-in>` file for `opts`: the target's macros; optimising (`__OPTIMIZE__`) or not
/// (`__NO_INLINE__`), and for size (`-Os`: `__OPTIMIZE_SIZE__`); the macros of the
/// floating-point flags and of `-fpic`...; and `linux` and `unix` in the GNU modes.
pub fn builtin_defines(opts: &super::PpOptions) -> String {
    let (target, math) = (opts.target, opts.math);
    let facts = target.facts();
    let (wchar_type, wchar_max, wchar_min) = match facts.wchar_signed {
        true => ("int", "0x7fffffff", "(-__WCHAR_MAX__ - 1)"),
        false => ("unsigned int", "0xffffffffU", "0U"),
    };
    let mut defs: Vec<(&str, String)> = vec![
        ("__STDC__", "1".into()),
        ("__STDC_VERSION__", "201710L".into()),
        ("__STDC_HOSTED__", u8::from(!opts.freestanding).to_string()),
        ("__STDC_UTF_16__", "1".into()),
        ("__STDC_UTF_32__", "1".into()),
        ("__STDC_ISO_10646__", "201706L".into()),
    ];
    defs.extend(opts.gnuc.defines());
    defs.extend([
        ("__CHAR16_TYPE__", "short unsigned int".into()),
        ("__CHAR32_TYPE__", "unsigned int".into()),
        ("__SIG_ATOMIC_TYPE__", "int".into()),
        ("__INT_LEAST8_TYPE__", "signed char".into()),
        ("__INT_LEAST16_TYPE__", "short int".into()),
        ("__INT_LEAST32_TYPE__", "int".into()),
        ("__INT_LEAST64_TYPE__", "long int".into()),
        ("__UINT_LEAST8_TYPE__", "unsigned char".into()),
        ("__UINT_LEAST16_TYPE__", "short unsigned int".into()),
        ("__UINT_LEAST32_TYPE__", "unsigned int".into()),
        ("__UINT_LEAST64_TYPE__", "long unsigned int".into()),
        ("__INT_FAST8_TYPE__", "signed char".into()),
        ("__INT_FAST16_TYPE__", "long int".into()),
        ("__INT_FAST32_TYPE__", "long int".into()),
        ("__INT_FAST64_TYPE__", "long int".into()),
        ("__UINT_FAST8_TYPE__", "unsigned char".into()),
        ("__UINT_FAST16_TYPE__", "long unsigned int".into()),
        ("__UINT_FAST32_TYPE__", "long unsigned int".into()),
        ("__UINT_FAST64_TYPE__", "long unsigned int".into()),
        ("__INT8_MAX__", "0x7f".into()),
        ("__INT16_MAX__", "0x7fff".into()),
        ("__INT32_MAX__", "0x7fffffff".into()),
        ("__INT64_MAX__", "0x7fffffffffffffffL".into()),
        ("__UINT8_MAX__", "0xff".into()),
        ("__UINT16_MAX__", "0xffff".into()),
        ("__UINT32_MAX__", "0xffffffffU".into()),
        ("__UINT64_MAX__", "0xffffffffffffffffUL".into()),
        ("__SIG_ATOMIC_MAX__", "0x7fffffff".into()),
        ("__SIG_ATOMIC_MIN__", "(-__SIG_ATOMIC_MAX__ - 1)".into()),
        ("__WINT_MAX__", "0xffffffffU".into()),
        ("__WINT_MIN__", "0U".into()),
        ("__SIZEOF_INT128__", "16".into()),
        ("__ATOMIC_RELAXED", "0".into()),
        ("__ATOMIC_SEQ_CST", "5".into()),
        ("__ATOMIC_ACQUIRE", "2".into()),
        ("__ATOMIC_RELEASE", "3".into()),
        ("__ATOMIC_ACQ_REL", "4".into()),
        ("__ATOMIC_CONSUME", "1".into()),
        // Every size the atomic instructions take is always lock-free (2), as in gcc.
        ("__GCC_ATOMIC_BOOL_LOCK_FREE", "2".into()),
        ("__GCC_ATOMIC_CHAR_LOCK_FREE", "2".into()),
        ("__GCC_ATOMIC_CHAR16_T_LOCK_FREE", "2".into()),
        ("__GCC_ATOMIC_CHAR32_T_LOCK_FREE", "2".into()),
        ("__GCC_ATOMIC_WCHAR_T_LOCK_FREE", "2".into()),
        ("__GCC_ATOMIC_SHORT_LOCK_FREE", "2".into()),
        ("__GCC_ATOMIC_INT_LOCK_FREE", "2".into()),
        ("__GCC_ATOMIC_LONG_LOCK_FREE", "2".into()),
        ("__GCC_ATOMIC_LLONG_LOCK_FREE", "2".into()),
        ("__GCC_ATOMIC_POINTER_LOCK_FREE", "2".into()),
        ("__GCC_ATOMIC_TEST_AND_SET_TRUEVAL", "1".into()),
        ("__GCC_HAVE_SYNC_COMPARE_AND_SWAP_1", "1".into()),
        ("__GCC_HAVE_SYNC_COMPARE_AND_SWAP_2", "1".into()),
        ("__GCC_HAVE_SYNC_COMPARE_AND_SWAP_4", "1".into()),
        ("__GCC_HAVE_SYNC_COMPARE_AND_SWAP_8", "1".into()),
        ("__tcc_rs__", version_number().to_string()),
        ("__linux__", "1".into()),
        ("__linux", "1".into()),
        ("__gnu_linux__", "1".into()),
        ("__unix__", "1".into()),
        ("__unix", "1".into()),
        ("__ELF__", "1".into()),
        ("__LP64__", "1".into()),
        ("_LP64", "1".into()),
        ("__CHAR_BIT__", "8".into()),
        ("__SIZEOF_SHORT__", "2".into()),
        ("__SIZEOF_INT__", "4".into()),
        ("__SIZEOF_LONG__", "8".into()),
        ("__SIZEOF_LONG_LONG__", "8".into()),
        ("__SIZEOF_POINTER__", "8".into()),
        ("__SIZEOF_FLOAT__", "4".into()),
        ("__SIZEOF_DOUBLE__", "8".into()),
        ("__SIZEOF_LONG_DOUBLE__", "16".into()),
        ("__SIZEOF_SIZE_T__", "8".into()),
        ("__SIZEOF_WCHAR_T__", "4".into()),
        ("__SIZEOF_WINT_T__", "4".into()),
        ("__SIZEOF_PTRDIFF_T__", "8".into()),
        ("__SIZE_TYPE__", "long unsigned int".into()),
        ("__PTRDIFF_TYPE__", "long int".into()),
        ("__WCHAR_TYPE__", wchar_type.into()),
        ("__WINT_TYPE__", "unsigned int".into()),
        ("__INTMAX_TYPE__", "long int".into()),
        ("__UINTMAX_TYPE__", "long unsigned int".into()),
        ("__INTPTR_TYPE__", "long int".into()),
        ("__UINTPTR_TYPE__", "long unsigned int".into()),
        ("__INT8_TYPE__", "signed char".into()),
        ("__INT16_TYPE__", "short int".into()),
        ("__INT32_TYPE__", "int".into()),
        ("__INT64_TYPE__", "long int".into()),
        ("__UINT8_TYPE__", "unsigned char".into()),
        ("__UINT16_TYPE__", "short unsigned int".into()),
        ("__UINT32_TYPE__", "unsigned int".into()),
        ("__UINT64_TYPE__", "long unsigned int".into()),
        ("__SCHAR_MAX__", "0x7f".into()),
        ("__SHRT_MAX__", "0x7fff".into()),
        ("__INT_MAX__", "0x7fffffff".into()),
        ("__LONG_MAX__", "0x7fffffffffffffffL".into()),
        ("__LONG_LONG_MAX__", "0x7fffffffffffffffLL".into()),
        ("__WCHAR_MAX__", wchar_max.into()),
        ("__WCHAR_MIN__", wchar_min.into()),
        ("__INTMAX_MAX__", "0x7fffffffffffffffL".into()),
        ("__UINTMAX_MAX__", "0xffffffffffffffffUL".into()),
        ("__SIZE_MAX__", "0xffffffffffffffffUL".into()),
        ("__PTRDIFF_MAX__", "0x7fffffffffffffffL".into()),
        ("__INTPTR_MAX__", "0x7fffffffffffffffL".into()),
        ("__UINTPTR_MAX__", "0xffffffffffffffffUL".into()),
        ("__SCHAR_WIDTH__", "8".into()),
        ("__SHRT_WIDTH__", "16".into()),
        ("__INT_WIDTH__", "32".into()),
        ("__LONG_WIDTH__", "64".into()),
        ("__LONG_LONG_WIDTH__", "64".into()),
        ("__WCHAR_WIDTH__", "32".into()),
        ("__WINT_WIDTH__", "32".into()),
        ("__PTRDIFF_WIDTH__", "64".into()),
        ("__SIZE_WIDTH__", "64".into()),
        ("__SIG_ATOMIC_WIDTH__", "32".into()),
        ("__INTMAX_WIDTH__", "64".into()),
        ("__INTPTR_WIDTH__", "64".into()),
        ("__INT_LEAST8_MAX__", "0x7f".into()),
        ("__INT_LEAST16_MAX__", "0x7fff".into()),
        ("__INT_LEAST32_MAX__", "0x7fffffff".into()),
        ("__INT_LEAST64_MAX__", "0x7fffffffffffffffL".into()),
        ("__UINT_LEAST8_MAX__", "0xff".into()),
        ("__UINT_LEAST16_MAX__", "0xffff".into()),
        ("__UINT_LEAST32_MAX__", "0xffffffffU".into()),
        ("__UINT_LEAST64_MAX__", "0xffffffffffffffffUL".into()),
        ("__INT_FAST8_MAX__", "0x7f".into()),
        ("__INT_FAST16_MAX__", "0x7fffffffffffffffL".into()),
        ("__INT_FAST32_MAX__", "0x7fffffffffffffffL".into()),
        ("__INT_FAST64_MAX__", "0x7fffffffffffffffL".into()),
        ("__UINT_FAST8_MAX__", "0xff".into()),
        ("__UINT_FAST16_MAX__", "0xffffffffffffffffUL".into()),
        ("__UINT_FAST32_MAX__", "0xffffffffffffffffUL".into()),
        ("__UINT_FAST64_MAX__", "0xffffffffffffffffUL".into()),
        ("__INT_LEAST8_WIDTH__", "8".into()),
        ("__INT_LEAST16_WIDTH__", "16".into()),
        ("__INT_LEAST32_WIDTH__", "32".into()),
        ("__INT_LEAST64_WIDTH__", "64".into()),
        ("__INT_FAST8_WIDTH__", "8".into()),
        ("__INT_FAST16_WIDTH__", "64".into()),
        ("__INT_FAST32_WIDTH__", "64".into()),
        ("__INT_FAST64_WIDTH__", "64".into()),
        // <stdint.h>'s INT64_C()... in gcc's own header are these.
        ("__INT8_C(c)", "c".into()),
        ("__INT16_C(c)", "c".into()),
        ("__INT32_C(c)", "c".into()),
        ("__INT64_C(c)", "c ## L".into()),
        ("__UINT8_C(c)", "c".into()),
        ("__UINT16_C(c)", "c".into()),
        ("__UINT32_C(c)", "c ## U".into()),
        ("__UINT64_C(c)", "c ## UL".into()),
        ("__INTMAX_C(c)", "c ## L".into()),
        ("__UINTMAX_C(c)", "c ## UL".into()),
        ("__BIGGEST_ALIGNMENT__", "16".into()),
        // `asm` outputs `"=@ccCOND"` (see `target::asm::flag_conditions`).
        ("__GCC_ASM_FLAG_OUTPUTS__", "1".into()),
        ("__GCC_CONSTRUCTIVE_SIZE", "64".into()),
        ("__ORDER_LITTLE_ENDIAN__", "1234".into()),
        ("__ORDER_BIG_ENDIAN__", "4321".into()),
        ("__ORDER_PDP_ENDIAN__", "3412".into()),
        ("__BYTE_ORDER__", "__ORDER_LITTLE_ENDIAN__".into()),
        ("__FLOAT_WORD_ORDER__", "__ORDER_LITTLE_ENDIAN__".into()),
        ("__USER_LABEL_PREFIX__", String::new()),
        ("__REGISTER_PREFIX__", String::new()),
        ("__DECIMAL_DIG__", facts.decimal_dig.into()),
        ("__FLT_EVAL_METHOD__", "0".into()),
        ("__FLT_EVAL_METHOD_TS_18661_3__", "0".into()),
        // C2x's `FLT_IS_IEC_60559`...: each type is an IEC 60559 format.
        ("__FLT_IS_IEC_60559__", "2".into()),
        ("__DBL_IS_IEC_60559__", "2".into()),
        ("__LDBL_IS_IEC_60559__", "2".into()),
        // float and double (binary32 and binary64 on both targets), as <float.h> says them;
        // long double's are the target's (`Facts::macros`).
        ("__FLT_RADIX__", "2".into()),
        ("__FLT_MANT_DIG__", "24".into()),
        ("__FLT_DIG__", "6".into()),
        ("__FLT_MIN_EXP__", "(-125)".into()),
        ("__FLT_MIN_10_EXP__", "(-37)".into()),
        ("__FLT_MAX_EXP__", "128".into()),
        ("__FLT_MAX_10_EXP__", "38".into()),
        ("__FLT_DECIMAL_DIG__", "9".into()),
        (
            "__FLT_MAX__",
            "3.40282346638528859811704183484516925e+38F".into(),
        ),
        (
            "__FLT_NORM_MAX__",
            "3.40282346638528859811704183484516925e+38F".into(),
        ),
        (
            "__FLT_MIN__",
            "1.17549435082228750796873653722224568e-38F".into(),
        ),
        (
            "__FLT_EPSILON__",
            "1.19209289550781250000000000000000000e-7F".into(),
        ),
        (
            "__FLT_DENORM_MIN__",
            "1.40129846432481707092372958328991613e-45F".into(),
        ),
        ("__FLT_HAS_DENORM__", "1".into()),
        ("__FLT_HAS_INFINITY__", "1".into()),
        ("__FLT_HAS_QUIET_NAN__", "1".into()),
        ("__DBL_MANT_DIG__", "53".into()),
        ("__DBL_DIG__", "15".into()),
        ("__DBL_MIN_EXP__", "(-1021)".into()),
        ("__DBL_MIN_10_EXP__", "(-307)".into()),
        ("__DBL_MAX_EXP__", "1024".into()),
        ("__DBL_MAX_10_EXP__", "308".into()),
        ("__DBL_DECIMAL_DIG__", "17".into()),
        (
            "__DBL_MAX__",
            "((double)1.79769313486231570814527423731704357e+308L)".into(),
        ),
        (
            "__DBL_NORM_MAX__",
            "((double)1.79769313486231570814527423731704357e+308L)".into(),
        ),
        (
            "__DBL_MIN__",
            "((double)2.22507385850720138309023271733240406e-308L)".into(),
        ),
        (
            "__DBL_EPSILON__",
            "((double)2.22044604925031308084726333618164062e-16L)".into(),
        ),
        (
            "__DBL_DENORM_MIN__",
            "((double)4.94065645841246544176568792868221372e-324L)".into(),
        ),
        ("__DBL_HAS_DENORM__", "1".into()),
        ("__DBL_HAS_INFINITY__", "1".into()),
        ("__DBL_HAS_QUIET_NAN__", "1".into()),
        ("__LDBL_HAS_DENORM__", "1".into()),
        ("__LDBL_HAS_INFINITY__", "1".into()),
        ("__LDBL_HAS_QUIET_NAN__", "1".into()),
        ("__LDBL_MAX_EXP__", "16384".into()),
        ("__LDBL_MAX_10_EXP__", "4932".into()),
        ("__LDBL_MIN_EXP__", "(-16381)".into()),
        ("__LDBL_MIN_10_EXP__", "(-4931)".into()),
    ]);
    defs.extend(
        facts
            .macros
            .iter()
            .map(|&(name, value)| (name, value.into())),
    );
    if !target.char_signed() {
        defs.push(("__CHAR_UNSIGNED__", "1".into()));
    }
    match opts.optimize {
        true => defs.push(("__OPTIMIZE__", "1".into())),
        false => defs.push(("__NO_INLINE__", "1".into())),
    }
    if opts.optimize && opts.optimize_size {
        defs.push(("__OPTIMIZE_SIZE__", "1".into()));
    }
    defs.extend(math.defines());
    defs.extend(opts.pic.defines());
    // The names outside the reserved space, which gcc's ISO modes leave out.
    if !opts.pedantic.iso {
        defs.push(("linux", "1".into()));
        defs.push(("unix", "1".into()));
    }
    let (date, time) = date_and_time();
    defs.push(("__DATE__", date));
    defs.push(("__TIME__", time));
    let mut text = String::new();
    for (name, value) in defs {
        let _ = writeln!(text, "#define {name} {value}");
    }
    text + &x86_extension_defines(target, &opts.x86_isa)
}

/// `-fpic`, `-fPIC`, `-fpie`, `-fPIE` and their `-fno-` forms, the last one given: the
/// `__pic__`/`__PIC__` and `__pie__`/`__PIE__` macros gcc predefines, at level 1 for the
/// lower-case flags and 2 for the upper-case ones (Debian's gcc is `-fPIE` by default). The
/// code tcc-rs makes is position-independent whatever they say.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PicMacros {
    /// 0 (`-fno-pic`...), 1 or 2.
    pub level: u8,
    /// `-fpie` or `-fPIE`: `__pie__` and `__PIE__` too.
    pub pie: bool,
}

impl Default for PicMacros {
    fn default() -> Self {
        PicMacros {
            level: 2,
            pie: true,
        }
    }
}

impl PicMacros {
    /// The macros of the flag `arg`, if it is one of the family.
    pub fn of_flag(arg: &str) -> Option<PicMacros> {
        let (level, pie) = match arg {
            "-fpic" => (1, false),
            "-fPIC" => (2, false),
            "-fpie" => (1, true),
            "-fPIE" => (2, true),
            "-fno-pic" | "-fno-PIC" | "-fno-pie" | "-fno-PIE" => (0, false),
            _ => return None,
        };
        Some(PicMacros { level, pie })
    }

    fn defines(self) -> Vec<(&'static str, String)> {
        let mut names = vec![];
        if self.level > 0 {
            names.extend(["__pic__", "__PIC__"]);
            if self.pie {
                names.extend(["__pie__", "__PIE__"]);
            }
        }
        names
            .into_iter()
            .map(|name| (name, self.level.to_string()))
            .collect()
    }
}

/// `__DATE__` ("Mmm dd yyyy") and `__TIME__` ("hh:mm:ss") in UTC, honouring
/// SOURCE_DATE_EPOCH for reproducible builds as gcc does.
fn date_and_time() -> (String, String) {
    let secs = std::env::var("SOURCE_DATE_EPOCH")
        .ok()
        .and_then(|s| s.parse::<i64>().ok())
        .unwrap_or_else(|| {
            SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |d| d.as_secs() as i64)
        });
    let (days, rem) = (secs.div_euclid(86400), secs.rem_euclid(86400));
    let (y, m, d) = civil_from_days(days);
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let date = format!("\"{} {:>2} {}\"", MONTHS[(m - 1) as usize], d, y);
    let time = format!("\"{:02}:{:02}:{:02}\"", rem / 3600, rem / 60 % 60, rem % 60);
    (date, time)
}

/// Howard Hinnant's `civil_from_days`: days since 1970-01-01 to (year, month, day).
fn civil_from_days(z: i64) -> (i64, i64, i64) {
    let z = z + 719468;
    let era = z.div_euclid(146097);
    let doe = z - era * 146097;
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + (m <= 2) as i64;
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn civil_dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(19723), (2024, 1, 1));
        assert_eq!(civil_from_days(11016), (2000, 2, 29));
    }

    #[test]
    fn gnuc_versions_parse_as_clang_reads_them() {
        let v = |major, minor, patch| {
            Some(GnucVersion {
                major,
                minor,
                patch,
            })
        };
        assert_eq!(GnucVersion::parse("12.2.0"), v(12, 2, 0));
        assert_eq!(GnucVersion::parse("12"), v(12, 0, 0));
        assert_eq!(GnucVersion::parse("4.99.99"), v(4, 99, 99));
        assert_eq!(GnucVersion::parse("0012.3"), v(12, 3, 0));
        assert!(!GnucVersion::parse("0").unwrap().is_gnu());
        assert!(GnucVersion::parse("0.1").unwrap().is_gnu());
        for bad in [
            "", "abc", "12.", ".2", "1.2.3.4", "4.100", "4.2.100", "+3", " 3", "12.x",
        ] {
            assert_eq!(GnucVersion::parse(bad), None, "{bad:?}");
        }
        assert_eq!(GnucVersion::parse("12.2.0").unwrap().dump(), "12");
        assert_eq!(GnucVersion::default().dump(), "4.2.1");
    }

    #[test]
    fn version_is_major_minor_patch_in_two_digits_each() {
        let parts: Vec<u32> = env!("CARGO_PKG_VERSION")
            .split(['.', '-'])
            .take(3)
            .map(|p| p.parse().unwrap_or(0))
            .collect();
        assert_eq!(
            version_number(),
            parts[0] * 10000 + parts[1] * 100 + parts[2]
        );
    }
}

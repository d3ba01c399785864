//! x86-64's instruction-set extensions as gcc's `-m` switches and `-march=` choose them, and
//! the macros gcc predefines for them (`__SSE2__`, `__SSE4_2__`, `__POPCNT__`...). tcc-rs
//! emits baseline x86-64 code whatever they say; what they choose is which intrinsic
//! headers code may use (runtime/include/*intrin.h). Those go up to SSE4.2, with AES-NI and
//! PCLMULQDQ beside them (wmmintrin.h) but no AVX, so the set stops there: `-mavx` or
//! `-march=haswell` give SSE4.2 (and PCLMUL), as they do in gcc, and `__AVX__` is never
//! announced, so AVX code takes its SSE path.
//!
//! As in gcc, turning an extension on turns on those it builds on (`-msse4.1` gives SSSE3,
//! SSE3, SSE2, SSE), turning one off turns off those built on it (`-mno-sse2` removes SSE3
//! to SSE4.2), and explicit switches win over the CPU of `-march=` whatever their order.

use super::CpuSwitch;
use std::ops::{BitAnd, BitOr, Not};

/// A set of extensions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Features(u16);

impl Features {
    pub const NONE: Features = Features(0);
    pub const MMX: Features = Features(1 << 0);
    pub const SSE: Features = Features(1 << 1);
    pub const SSE2: Features = Features(1 << 2);
    pub const SSE3: Features = Features(1 << 3);
    pub const SSSE3: Features = Features(1 << 4);
    pub const SSE4_1: Features = Features(1 << 5);
    pub const SSE4_2: Features = Features(1 << 6);
    pub const POPCNT: Features = Features(1 << 7);
    pub const CRC32: Features = Features(1 << 8);
    pub const SAHF: Features = Features(1 << 9);
    pub const AES: Features = Features(1 << 10);
    pub const PCLMUL: Features = Features(1 << 11);

    /// What every x86-64 processor has (gcc's `-march=x86-64`).
    pub const BASELINE: Features = Features(Self::MMX.0 | Self::SSE.0 | Self::SSE2.0);

    pub fn contains(self, other: Features) -> bool {
        self.0 & other.0 == other.0
    }
}

impl BitOr for Features {
    type Output = Features;
    fn bitor(self, other: Features) -> Features {
        Features(self.0 | other.0)
    }
}

impl BitAnd for Features {
    type Output = Features;
    fn bitand(self, other: Features) -> Features {
        Features(self.0 & other.0)
    }
}

impl Not for Features {
    type Output = Features;
    fn not(self) -> Features {
        Features(!self.0)
    }
}

/// The SSE levels in order: each builds on the ones before it. SSE4.2 brings CRC32 (gcc 12
/// turns `-mcrc32` on and off with it).
const LEVELS: [Features; 6] = [
    Features::SSE,
    Features::SSE2,
    Features::SSE3,
    Features::SSSE3,
    Features::SSE4_1,
    Features(Features::SSE4_2.0 | Features::CRC32.0),
];

/// Level `n` and those below it.
fn up_to(n: usize) -> Features {
    LEVELS[..=n].iter().fold(Features::NONE, |a, &b| a | b)
}

/// Level `n` and those above it.
fn from(n: usize) -> Features {
    LEVELS[n..].iter().fold(Features::NONE, |a, &b| a | b)
}

/// What `-mNAME` turns on and `-mno-NAME` turns off; `None` for an extension tcc-rs has no
/// intrinsics for and that brings none of these (`-mbmi`, `-mno-avx`...).
fn switch(name: &str) -> Option<(Features, Features)> {
    let level = |n: usize| Some((up_to(n), from(n)));
    match name {
        "mmx" => Some((Features::MMX, Features::MMX)),
        "sse" => level(0),
        "sse2" => level(1),
        "sse3" => level(2),
        "ssse3" => level(3),
        "sse4.1" => level(4),
        "sse4.2" => level(5),
        "sse4" => Some((up_to(5), from(4))),
        "popcnt" => Some((Features::POPCNT, Features::POPCNT)),
        "crc32" => Some((Features::CRC32, Features::CRC32)),
        "sahf" => Some((Features::SAHF, Features::SAHF)),
        // AMD's SSE4a builds on SSE3; it has no macro here (no <ammintrin.h>).
        "sse4a" => Some((up_to(2), Features::NONE)),
        // AES-NI and PCLMULQDQ bring SSE2; turning SSE2 off leaves them on, as in gcc.
        "aes" => Some((up_to(1) | Features::AES, Features::AES)),
        "pclmul" => Some((up_to(1) | Features::PCLMUL, Features::PCLMUL)),
        "sha" | "gfni" => Some((up_to(1), Features::NONE)),
        n if n.starts_with("avx")
            || matches!(n, "fma" | "fma4" | "f16c" | "vaes" | "vpclmulqdq") =>
        {
            Some((up_to(5), Features::NONE))
        }
        _ => None,
    }
}

/// gcc 12's x86-64 CPUs, as its `-march=` lists them, with the extensions of this file each
/// brings (`gcc -march=CPU -dM -E`; AVX and later are never announced, see the module
/// comment). gcc 12 gives PCLMUL from Westmere on, and AES from Skylake, Goldmont and AMD's
/// Bulldozer, Jaguar and Zen. `native` is the host's ([`host_features`]).
fn cpu_table() -> [(&'static [&'static str], Features); 10] {
    let mmx_sse3 = up_to(2) | Features::MMX;
    let sahf = Features::SAHF;
    let v2 = up_to(5) | Features::POPCNT | Features::MMX | sahf;
    [
        (
            &["x86-64", "k8", "opteron", "athlon64", "athlon-fx"],
            Features::BASELINE,
        ),
        (
            &["nocona", "k8-sse3", "opteron-sse3", "athlon64-sse3"],
            mmx_sse3,
        ),
        (&["eden-x2"], mmx_sse3 | sahf),
        (
            &["amdfam10", "barcelona"],
            mmx_sse3 | sahf | Features::POPCNT,
        ),
        (
            &["core2", "bonnell", "atom", "nano", "nano-1000", "nano-2000"],
            up_to(3) | Features::MMX | sahf,
        ),
        (
            &["btver1"],
            up_to(3) | Features::MMX | sahf | Features::POPCNT,
        ),
        (
            &["nano-3000", "nano-x2", "eden-x4", "nano-x4"],
            up_to(4) | Features::MMX | sahf,
        ),
        (
            &["nehalem", "corei7", "x86-64-v2", "x86-64-v3", "x86-64-v4"],
            v2,
        ),
        (
            &[
                "westmere",
                "sandybridge",
                "corei7-avx",
                "ivybridge",
                "core-avx-i",
                "haswell",
                "core-avx2",
                "broadwell",
                "silvermont",
                "slm",
                "knl",
                "knm",
            ],
            v2 | Features::PCLMUL,
        ),
        (
            &[
                "skylake",
                "skylake-avx512",
                "cannonlake",
                "icelake-client",
                "rocketlake",
                "icelake-server",
                "cascadelake",
                "tigerlake",
                "cooperlake",
                "sapphirerapids",
                "alderlake",
                "goldmont",
                "goldmont-plus",
                "tremont",
                "bdver1",
                "bdver2",
                "bdver3",
                "bdver4",
                "znver1",
                "znver2",
                "znver3",
                "btver2",
            ],
            v2 | Features::PCLMUL | Features::AES,
        ),
    ]
}

/// What `-march=CPU` gives; `None` for a name gcc 12's `-march=` does not take.
pub fn cpu_features(cpu: &str) -> Option<Features> {
    if cpu == "native" {
        return Some(host_features());
    }
    cpu_table()
        .into_iter()
        .find(|(names, _)| names.contains(&cpu))
        .map(|(_, features)| features)
}

/// Whether gcc 12 takes `cpu` after `switch`: `-mtune=` takes every `-march=` CPU but the
/// x86-64 levels, and `generic` and `intel`, which `-march=` refuses.
pub fn knows_cpu(switch: CpuSwitch, cpu: &str) -> bool {
    match switch {
        CpuSwitch::Arch => cpu_features(cpu).is_some(),
        CpuSwitch::Tune => {
            matches!(cpu, "generic" | "intel")
                || (cpu_features(cpu).is_some() && !cpu.starts_with("x86-64-v"))
        }
    }
}

/// Every CPU name `-march=` takes.
pub fn cpu_names() -> impl Iterator<Item = &'static str> {
    let table = cpu_table().into_iter();
    table
        .flat_map(|(names, _)| names.iter().copied())
        .chain(["native"])
}

/// `-march=native`: the extensions of the processor tcc-rs runs on (the baseline when that
/// is not an x86-64).
fn host_features() -> Features {
    #[cfg(target_arch = "x86_64")]
    {
        let mut f = Features::BASELINE;
        let checks = [
            (std::arch::is_x86_feature_detected!("sse3"), Features::SSE3),
            (
                std::arch::is_x86_feature_detected!("ssse3"),
                Features::SSSE3,
            ),
            (
                std::arch::is_x86_feature_detected!("sse4.1"),
                Features::SSE4_1,
            ),
            (
                std::arch::is_x86_feature_detected!("sse4.2"),
                Features::SSE4_2 | Features::CRC32,
            ),
            (
                std::arch::is_x86_feature_detected!("popcnt"),
                Features::POPCNT,
            ),
            (std::arch::is_x86_feature_detected!("aes"), Features::AES),
            (
                std::arch::is_x86_feature_detected!("pclmulqdq"),
                Features::PCLMUL,
            ),
        ];
        for (present, feature) in checks {
            if present {
                f = f | feature;
            }
        }
        f | Features::SAHF
    }
    #[cfg(not(target_arch = "x86_64"))]
    Features::BASELINE
}

/// The choices of a command line: the CPU of the last `-march=`, then the switches in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct X86Isa {
    cpu: Option<Features>,
    switches: Vec<(Features, bool)>,
    /// Whether `-mpopcnt` or `-mno-popcnt` was given: otherwise SSE4.2 brings POPCNT, as
    /// gcc's option handling adds it after the switches (so `-mno-sse4.2` after
    /// `-march=x86-64-v2` keeps the CPU's POPCNT, while `-msse4.2 -mno-ssse3` has none).
    popcnt_explicit: bool,
}

impl X86Isa {
    /// `-march=CPU`, for a CPU [`knows_cpu`] takes (another leaves the choice as it was).
    pub fn set_cpu(&mut self, cpu: &str) {
        if let Some(features) = cpu_features(cpu) {
            self.cpu = Some(features);
        }
    }

    /// `-mNAME` (`on`) or `-mno-NAME`; whether NAME is one of the extensions above.
    pub fn switch(&mut self, name: &str, on: bool) -> bool {
        match switch(name) {
            Some((set, clear)) => {
                self.switches.push((if on { set } else { clear }, on));
                self.popcnt_explicit |= name == "popcnt";
                true
            }
            None => false,
        }
    }

    /// The extensions chosen.
    pub fn features(&self) -> Features {
        let cpu = self.cpu.unwrap_or(Features::BASELINE);
        let f = self.switches.iter().fold(cpu, |f, &(s, on)| match on {
            true => f | s,
            false => f & !s,
        });
        match f.contains(Features::SSE4_2) && !self.popcnt_explicit {
            true => f | Features::POPCNT,
            false => f,
        }
    }

    /// The macros gcc predefines for the extensions chosen, in `gcc -dM -E`'s names.
    pub fn macros(&self) -> Vec<&'static str> {
        let f = self.features();
        let named = [
            (Features::MMX, "__MMX__"),
            (Features::SSE, "__SSE__"),
            (Features::SSE2, "__SSE2__"),
            (Features::SSE3, "__SSE3__"),
            (Features::SSSE3, "__SSSE3__"),
            (Features::SSE4_1, "__SSE4_1__"),
            (Features::SSE4_2, "__SSE4_2__"),
            (Features::POPCNT, "__POPCNT__"),
            (Features::CRC32, "__CRC32__"),
            (Features::SAHF, "__LAHF_SAHF__"),
            (Features::AES, "__AES__"),
            (Features::PCLMUL, "__PCLMUL__"),
            // Floating point in SSE registers, as gcc does on x86-64 unless -mfpmath=387.
            (Features::SSE, "__SSE_MATH__"),
            (Features::SSE2, "__SSE2_MATH__"),
            (Features::SSE2, "__MMX_WITH_SSE__"),
        ];
        let mut macros = vec!["__FXSR__"];
        macros.extend(
            named
                .iter()
                .filter(|(n, _)| f.contains(*n))
                .map(|(_, m)| *m),
        );
        macros
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The macros of a command line's `-march=` and `-m` flags, sorted.
    fn macros_of(flags: &[&str]) -> Vec<&'static str> {
        let mut isa = X86Isa::default();
        for f in flags {
            if let Some(cpu) = f.strip_prefix("-march=") {
                isa.set_cpu(cpu);
            } else if let Some(name) = f.strip_prefix("-mno-") {
                assert!(isa.switch(name, false), "{f}");
            } else if let Some(name) = f.strip_prefix("-m") {
                assert!(isa.switch(name, true), "{f}");
            }
        }
        let mut m = isa.macros();
        m.sort_unstable();
        m
    }

    fn sse(extra: &[&'static str]) -> Vec<&'static str> {
        let mut m = vec![
            "__FXSR__",
            "__MMX_WITH_SSE__",
            "__MMX__",
            "__SSE2_MATH__",
            "__SSE2__",
        ];
        m.extend(["__SSE_MATH__", "__SSE__"]);
        m.extend(extra);
        m.sort_unstable();
        m
    }

    // The expectations are gcc 12's `gcc FLAGS -dM -E - </dev/null` (tests/preprocess.rs
    // compares with gcc itself when it is installed).
    #[test]
    fn the_default_is_sse2() {
        assert_eq!(macros_of(&[]), sse(&[]));
        assert_eq!(macros_of(&["-march=x86-64"]), sse(&[]));
    }

    #[test]
    fn a_level_brings_those_below_it() {
        assert_eq!(macros_of(&["-mssse3"]), sse(&["__SSE3__", "__SSSE3__"]));
        let sse42 = sse(&[
            "__SSE3__",
            "__SSSE3__",
            "__SSE4_1__",
            "__SSE4_2__",
            "__POPCNT__",
            "__CRC32__",
        ]);
        assert_eq!(macros_of(&["-msse4.2"]), sse42);
        let no_popcnt = sse(&[
            "__SSE3__",
            "__SSSE3__",
            "__SSE4_1__",
            "__SSE4_2__",
            "__CRC32__",
        ]);
        assert_eq!(macros_of(&["-msse4.2", "-mno-popcnt"]), no_popcnt);
        assert_eq!(macros_of(&["-msse4"]), sse42);
        assert_eq!(macros_of(&["-mavx2"]), sse42);
    }

    #[test]
    fn turning_a_level_off_removes_those_above_it() {
        assert_eq!(macros_of(&["-msse4.2", "-mno-sse3"]), sse(&[]));
        assert_eq!(macros_of(&["-msse4.2", "-mno-ssse3"]), sse(&["__SSE3__"]));
        assert_eq!(
            macros_of(&["-mpopcnt", "-mno-sse4.2"]),
            sse(&["__POPCNT__"])
        );
        assert_eq!(
            macros_of(&["-mno-sse2"]),
            ["__FXSR__", "__MMX__", "__SSE_MATH__", "__SSE__"]
        );
        assert_eq!(macros_of(&["-mno-sse"]), ["__FXSR__", "__MMX__"]);
    }

    #[test]
    fn explicit_switches_win_over_the_cpu() {
        let v2 = macros_of(&["-march=x86-64-v2"]);
        let more = [
            "__SSE3__",
            "__SSSE3__",
            "__SSE4_1__",
            "__SSE4_2__",
            "__POPCNT__",
            "__CRC32__",
        ];
        let mut expected = sse(&more);
        expected.push("__LAHF_SAHF__");
        expected.sort_unstable();
        assert_eq!(v2, expected);
        assert_eq!(
            macros_of(&["-mno-sse4", "-march=x86-64-v2"]),
            sse(&["__SSE3__", "__SSSE3__", "__POPCNT__", "__LAHF_SAHF__"])
        );
        assert_eq!(macros_of(&["-march=nehalem"]), expected);
        let mut haswell = expected.clone();
        haswell.push("__PCLMUL__");
        haswell.sort_unstable();
        assert_eq!(macros_of(&["-march=haswell"]), haswell);
        let mut skylake = haswell.clone();
        skylake.push("__AES__");
        skylake.sort_unstable();
        assert_eq!(macros_of(&["-march=skylake"]), skylake);
        assert_eq!(macros_of(&["-march=znver3", "-mno-aes"]), haswell);
    }

    #[test]
    fn aes_and_pclmul_bring_sse2_and_outlive_it() {
        assert_eq!(macros_of(&["-maes"]), sse(&["__AES__"]));
        assert_eq!(macros_of(&["-mpclmul"]), sse(&["__PCLMUL__"]));
        assert_eq!(
            macros_of(&["-maes", "-mno-sse2"]),
            ["__AES__", "__FXSR__", "__MMX__", "__SSE_MATH__", "__SSE__"]
        );
        assert_eq!(
            macros_of(&["-mpclmul", "-mno-sse"]),
            ["__FXSR__", "__MMX__", "__PCLMUL__"]
        );
    }
}

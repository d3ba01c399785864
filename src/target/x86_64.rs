//! x86-64 Linux: the System V psABI (AMD64 supplement) as gcc implements it.

use super::long_double::Format;
use super::Facts;

pub(super) const FACTS: Facts = Facts {
    name: "x86_64",
    char_signed: true,
    wchar_signed: true,
    long_double: Format::X87,
    big_array_align: 16,
    unnamed_bit_fields_align: false,
    argument_registers: (6, 8),
    result_address_is_argument: true,
    int128_even_pair: false,
    fe_all_except: 0x3d,
    memory_order_hints: true,
    asm_comment: "#",
    macros: &[
        ("__x86_64__", "1"),
        ("__x86_64", "1"),
        ("__amd64__", "1"),
        ("__amd64", "1"),
        ("__SIZEOF_FLOAT80__", "16"),
    ],
    decimal_dig: "21",
    knows_cpu,
};

/// The generic names and the Intel and AMD families gcc's `-march=` takes (tcc-rs makes
/// baseline x86-64 code for all of them).
fn knows_cpu(cpu: &str) -> bool {
    const FAMILIES: [&str; 9] = [
        "x86-64-v",
        "core",
        "skylake",
        "haswell",
        "znver",
        "nehalem",
        "sandybridge",
        "ivybridge",
        "broadwell",
    ];
    matches!(
        cpu,
        "x86-64" | "x86_64" | "native" | "generic" | "intel" | "amd"
    ) || FAMILIES.iter().any(|f| cpu.starts_with(f))
}

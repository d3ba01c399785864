//! x86-64 Linux: the System V psABI (AMD64 supplement) as gcc implements it.

use super::long_double::Format;
use super::Facts;
use std::collections::HashMap;

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
    reloc_name,
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

/// The x86-64 relocations Cranelift's objects use.
fn reloc_name(r_type: u32) -> Option<&'static str> {
    use object::elf::*;
    let names: HashMap<u32, &str> = HashMap::from([
        (R_X86_64_64, "R_X86_64_64"),
        (R_X86_64_PC32, "R_X86_64_PC32"),
        (R_X86_64_PLT32, "R_X86_64_PLT32"),
        (R_X86_64_GOTPCREL, "R_X86_64_GOTPCREL"),
        (R_X86_64_32, "R_X86_64_32"),
        (R_X86_64_32S, "R_X86_64_32S"),
        (R_X86_64_PC64, "R_X86_64_PC64"),
        (R_X86_64_GOTPCRELX, "R_X86_64_GOTPCRELX"),
        (R_X86_64_REX_GOTPCRELX, "R_X86_64_REX_GOTPCRELX"),
        (R_X86_64_TLSGD, "R_X86_64_TLSGD"),
        (R_X86_64_GOTTPOFF, "R_X86_64_GOTTPOFF"),
        (R_X86_64_TPOFF32, "R_X86_64_TPOFF32"),
    ]);
    names.get(&r_type).copied()
}

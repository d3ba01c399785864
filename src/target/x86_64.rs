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
        ("__code_model_small__", "1"),
        ("__GCC_DESTRUCTIVE_SIZE", "64"),
        // long double is the x87 80-bit format.
        ("__LDBL_MANT_DIG__", "64"),
        ("__LDBL_DIG__", "18"),
        ("__LDBL_DECIMAL_DIG__", "21"),
        (
            "__LDBL_MAX__",
            "1.18973149535723176502126385303097021e+4932L",
        ),
        (
            "__LDBL_NORM_MAX__",
            "1.18973149535723176502126385303097021e+4932L",
        ),
        (
            "__LDBL_MIN__",
            "3.36210314311209350626267781732175260e-4932L",
        ),
        (
            "__LDBL_EPSILON__",
            "1.08420217248550443400745280086994171e-19L",
        ),
        (
            "__LDBL_DENORM_MIN__",
            "3.64519953188247460252840593361941982e-4951L",
        ),
    ],
    decimal_dig: "21",
    knows_cpu: super::x86_isa::knows_cpu,
    reloc_name,
};

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

//! AArch64 Linux: the Procedure Call Standard (AAPCS64) as gcc implements it.

use super::long_double::Format;
use super::Facts;

pub(super) const FACTS: Facts = Facts {
    name: "aarch64",
    char_signed: false,
    wchar_signed: false,
    long_double: Format::Binary128,
    big_array_align: 8,
    unnamed_bit_fields_align: true,
    argument_registers: (8, 8),
    result_address_is_argument: false,
    int128_even_pair: true,
    fe_all_except: 0x1f,
    memory_order_hints: false,
    asm_comment: "//",
    macros: &[
        ("__aarch64__", "1"),
        ("__AARCH64EL__", "1"),
        ("__ARM_64BIT_STATE", "1"),
        ("__ARM_ARCH", "8"),
        ("__ARM_PCS_AAPCS64", "1"),
    ],
    decimal_dig: "36",
    knows_cpu,
};

/// Armv8 and later, and the Cortex-A and Neoverse cores (tcc-rs makes baseline Armv8-A
/// code for all of them).
fn knows_cpu(cpu: &str) -> bool {
    matches!(cpu, "native" | "generic")
        || ["armv8", "cortex-a", "neoverse"]
            .iter()
            .any(|f| cpu.starts_with(f))
}

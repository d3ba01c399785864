//! AArch64 Linux: the Procedure Call Standard (AAPCS64) as gcc implements it.

use super::long_double::Format;
use super::Facts;
use std::collections::HashMap;

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
        ("__ARM_ARCH_8A", "1"),
        ("__ARM_ARCH_ISA_A64", "1"),
        ("__ARM_ARCH_PROFILE", "65"),
        ("__ARM_FEATURE_CLZ", "1"),
        ("__ARM_FEATURE_FMA", "1"),
        ("__ARM_FEATURE_IDIV", "1"),
        ("__ARM_FEATURE_NUMERIC_MAXMIN", "1"),
        ("__ARM_FEATURE_UNALIGNED", "1"),
        ("__ARM_FP", "14"),
        ("__ARM_SIZEOF_MINIMAL_ENUM", "4"),
        ("__ARM_SIZEOF_WCHAR_T", "4"),
        ("__ARM_ALIGN_MAX_PWR", "28"),
        ("__ARM_ALIGN_MAX_STACK_PWR", "16"),
        ("__AARCH64_CMODEL_SMALL__", "1"),
        ("__FLT_EVAL_METHOD_C99__", "0"),
        ("__FP_FAST_FMA", "1"),
        ("__FP_FAST_FMAF", "1"),
        ("__GCC_DESTRUCTIVE_SIZE", "256"),
        // long double is IEEE binary128.
        ("__LDBL_MANT_DIG__", "113"),
        ("__LDBL_DIG__", "33"),
        ("__LDBL_DECIMAL_DIG__", "36"),
        (
            "__LDBL_MAX__",
            "1.18973149535723176508575932662800702e+4932L",
        ),
        (
            "__LDBL_NORM_MAX__",
            "1.18973149535723176508575932662800702e+4932L",
        ),
        (
            "__LDBL_MIN__",
            "3.36210314311209350626267781732175260e-4932L",
        ),
        (
            "__LDBL_EPSILON__",
            "1.92592994438723585305597794258492732e-34L",
        ),
        (
            "__LDBL_DENORM_MIN__",
            "6.47517511943802511092443895822764655e-4966L",
        ),
        // Not `__ARM_NEON`, though runtime/include/arm_neon.h is there: libpng, seeing it
        // with a GNU C older than 4.6 (tcc-rs says 4.2.1), picks its Armv7 assembler for
        // NEON, which cannot build for aarch64, where without it it takes its C path. Code
        // takes its NEON path with `-D__ARM_NEON`.
    ],
    decimal_dig: "36",
    knows_cpu,
    reloc_name,
};

/// Armv8 and later, and the Cortex-A and Neoverse cores, after any of the three switches
/// (tcc-rs makes baseline Armv8-A code for all of them).
fn knows_cpu(_: super::CpuSwitch, cpu: &str) -> bool {
    matches!(cpu, "native" | "generic")
        || ["armv8", "cortex-a", "neoverse"]
            .iter()
            .any(|f| cpu.starts_with(f))
}

/// The aarch64 relocations Cranelift's objects use.
fn reloc_name(r_type: u32) -> Option<&'static str> {
    use object::elf::*;
    let names: HashMap<u32, &str> = HashMap::from([
        (R_AARCH64_ABS64, "R_AARCH64_ABS64"),
        (R_AARCH64_ABS32, "R_AARCH64_ABS32"),
        (R_AARCH64_PREL64, "R_AARCH64_PREL64"),
        (R_AARCH64_PREL32, "R_AARCH64_PREL32"),
        (R_AARCH64_ADR_PREL_PG_HI21, "R_AARCH64_ADR_PREL_PG_HI21"),
        (R_AARCH64_ADD_ABS_LO12_NC, "R_AARCH64_ADD_ABS_LO12_NC"),
        (R_AARCH64_LDST8_ABS_LO12_NC, "R_AARCH64_LDST8_ABS_LO12_NC"),
        (R_AARCH64_LDST16_ABS_LO12_NC, "R_AARCH64_LDST16_ABS_LO12_NC"),
        (R_AARCH64_LDST32_ABS_LO12_NC, "R_AARCH64_LDST32_ABS_LO12_NC"),
        (R_AARCH64_LDST64_ABS_LO12_NC, "R_AARCH64_LDST64_ABS_LO12_NC"),
        (
            R_AARCH64_LDST128_ABS_LO12_NC,
            "R_AARCH64_LDST128_ABS_LO12_NC",
        ),
        (R_AARCH64_JUMP26, "R_AARCH64_JUMP26"),
        (R_AARCH64_CALL26, "R_AARCH64_CALL26"),
        (R_AARCH64_ADR_GOT_PAGE, "R_AARCH64_ADR_GOT_PAGE"),
        (R_AARCH64_LD64_GOT_LO12_NC, "R_AARCH64_LD64_GOT_LO12_NC"),
        (R_AARCH64_TLSGD_ADR_PAGE21, "R_AARCH64_TLSGD_ADR_PAGE21"),
        (R_AARCH64_TLSGD_ADD_LO12_NC, "R_AARCH64_TLSGD_ADD_LO12_NC"),
        (R_AARCH64_TLSDESC_ADR_PAGE21, "R_AARCH64_TLSDESC_ADR_PAGE21"),
        (R_AARCH64_TLSDESC_LD64_LO12, "R_AARCH64_TLSDESC_LD64_LO12"),
        (R_AARCH64_TLSDESC_ADD_LO12, "R_AARCH64_TLSDESC_ADD_LO12"),
        (R_AARCH64_TLSDESC_CALL, "R_AARCH64_TLSDESC_CALL"),
    ]);
    names.get(&r_type).copied()
}

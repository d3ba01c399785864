//! The GNU attributes tcc-rs knows. Shared by the preprocessor (`__has_attribute`), the
//! parser's tree (`ast::Attribute`) and sema, which honours them (`sema::attrs`), so that
//! none of those imports a later stage.

/// GNU attributes whose meaning tcc-rs gives: those that only feed gcc's warnings and
/// optimisations (a program means the same without them), and those `sema::attrs` and
/// the layout of types honour. `__has_attribute` answers 1 for these; any other attribute
/// is warned about and ignored where written.
const UNDERSTOOD_ATTRIBUTES: &[&str] = &[
    "access",
    "alias",
    "aligned",
    "alloc_align",
    "alloc_size",
    "always_inline",
    "artificial",
    "assume_aligned",
    "cleanup",
    "cold",
    "const",
    "constructor",
    "deprecated",
    "destructor",
    "error",
    "externally_visible",
    "fallthrough",
    "fd_arg",
    "fd_arg_read",
    "fd_arg_write",
    "flatten",
    "format",
    "format_arg",
    "gnu_inline",
    "hot",
    "leaf",
    "malloc",
    "may_alias",
    "mode",
    // The Microsoft x64 calling convention, on x86-64 (`sema::attrs::calling_convention`).
    "ms_abi",
    "no_icf",
    "no_instrument_function",
    "no_reorder",
    "no_sanitize",
    "no_sanitize_address",
    "no_split_stack",
    "no_stack_protector",
    "noclone",
    "noinline",
    "noipa",
    "nonnull",
    "nonstring",
    "noreturn",
    "nothrow",
    "optimize",
    "packed",
    "pure",
    "returns_nonnull",
    "returns_twice",
    "section",
    "sentinel",
    // The System V convention, x86-64's default: `ms_abi`'s opposite
    // (`sema::attrs::calling_convention`).
    "sysv_abi",
    "tainted_args",
    // A faster access model for a thread-local object; the general dynamic one tcc-rs
    // emits is right for every model, and the linker relaxes it.
    "tls_model",
    "transparent_union",
    "unavailable",
    // Exempts a local from -ftrivial-auto-var-init, which tcc-rs does not have: its locals
    // are never initialized implicitly.
    "uninitialized",
    "unused",
    "used",
    "vector_size",
    "visibility",
    "warn_unused_result",
    "warning",
    "weak",
];

/// GNU attributes gcc knows and tcc-rs does not honour, whose absence a program would
/// notice (a layout, a calling convention, a symbol, a value): each is an error naming it,
/// with what ignoring it would change, rather than gcc's "ignored" warning. The list with
/// every other class is in docs/attributes.md.
const REFUSED_ATTRIBUTES: &[(&str, &str)] = &[
    ("scalar_storage_order", "the byte order of the members"),
    ("ms_struct", "the layout of the structure"),
    (
        "ifunc",
        "which function a call runs, which the resolver chooses",
    ),
    ("weakref", "which symbol the name refers to"),
    ("symver", "the symbol version the definition exports"),
    (
        "naked",
        "the function's code, which would get a prologue and an epilogue",
    ),
    ("interrupt", "the function's calling convention"),
    (
        "no_caller_saved_registers",
        "the function's calling convention",
    ),
    ("preserve_none", "the function's calling convention"),
    ("hardbool", "the values the type takes as true and false"),
    (
        "common",
        "the object's linkage: it would not be merged with its other definitions",
    ),
];

/// Whether tcc-rs gives the attribute `name` (`noreturn` or `__noreturn__`) its meaning.
pub fn understood(name: &str) -> bool {
    UNDERSTOOD_ATTRIBUTES.contains(&canonical(name))
}

/// What ignoring the attribute `name` would change, if it is one gcc knows whose meaning
/// tcc-rs does not give and a program would notice (`REFUSED_ATTRIBUTES`).
pub fn refused(name: &str) -> Option<&'static str> {
    let name = canonical(name);
    REFUSED_ATTRIBUTES
        .iter()
        .find(|(refused, _)| *refused == name)
        .map(|(_, change)| *change)
}

/// The name without the optional surrounding `__`, as gcc compares them.
pub fn canonical(name: &str) -> &str {
    name.strip_prefix("__")
        .and_then(|m| m.strip_suffix("__"))
        .unwrap_or(name)
}

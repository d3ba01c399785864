//! The function names the IR gives a meaning beyond a call: the runtime's stack region,
//! the functions `asm` statements become, and the functions that return twice. Lowering
//! makes these calls; the interpreter, the passes and code generation recognise them.

/// The runtime's stack region for `alloca` and variable length arrays (`lower::vla`):
/// its top, `n` more bytes from it, and a cut back to an earlier top.
pub const STACK_SAVE: &str = "__tcc_rs_stack_save";
pub const STACK_ALLOC: &str = "__tcc_rs_stack_alloc";
pub const STACK_RESTORE: &str = "__tcc_rs_stack_restore";

/// The prefix of every runtime helper's name (and of nothing else the generated code names).
pub const HELPER_PREFIX: &str = "__tcc_rs_";

/// The prefix of the functions an `asm` statement becomes (`lower::asm`).
pub const ASM_PREFIX: &str = "__tccrs_asm_";

/// Functions that return twice: a copy of a caller of one would return into the wrong
/// frame's copy, and each must return into its caller's own frame.
pub const RETURNS_TWICE: [&str; 7] = [
    "setjmp",
    "_setjmp",
    "__setjmp",
    "sigsetjmp",
    "__sigsetjmp",
    "vfork",
    "getcontext",
];

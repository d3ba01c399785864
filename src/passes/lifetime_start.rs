//! Declarations as the start of a variable's value.
//!
//! C11 6.2.4p6: an automatic object declared without an initializer has an indeterminate
//! value "each time the declaration is reached". Lowering says so with a store of `undef`
//! at each such declaration of a scalar (`lower::stmt`, `indeterminate`). mem2reg takes it
//! as a definition: a variable declared in a loop's body is then dead where the loop
//! starts again, instead of being carried around the loop by a phi that merges its value
//! from the last iteration (with `undef` from before the loop). An interpreter's `switch`
//! or computed-goto arms declare many (Lua's `luaV_execute`: 46 such phis at its dispatch,
//! every one live across every opcode). gcc does the same with the clobber its gimplifier
//! puts at the end of a variable's scope.
//!
//! Code generation emits nothing for a store of `undef`, and the single-store fast path of
//! mem2reg ignores it (any value, the one stored after it too, may stand for `undef`).
//! Where the marks are not wanted (`-O0`, whose variables keep their homes for a
//! debugger, and `--no-lifetime-start`), [`strip`] deletes them before mem2reg, which
//! then sees what it saw before: a value that survives from one pass to the next.

use crate::ir::{Function, InstKind, ValueDef};
use cranelift_entity::EntityRef;

/// Whether an instruction of `func` is a declaration's mark: a non-volatile store of `undef`.
pub fn is_mark(func: &Function, kind: &InstKind) -> bool {
    match kind {
        InstKind::Store {
            value, volatile, ..
        } => !volatile && matches!(func.values[*value].def, ValueDef::Undef),
        _ => false,
    }
}

/// Delete every declaration's mark from `func`; how many there were.
pub fn strip(func: &mut Function) -> usize {
    let marks: Vec<bool> = func
        .insts
        .values()
        .map(|d| is_mark(func, &d.kind))
        .collect();
    let stripped = marks.iter().filter(|&&m| m).count();
    if stripped > 0 {
        for b in func.layout.clone() {
            func.retain_in_block(b, |i| !marks[i.index()]);
        }
    }
    stripped
}

//! Block placement: the blocks only reached on the way to the end of the program go last.
//!
//! Cranelift lays a function's blocks out in its own reverse post-order, whatever order they
//! are inserted in; what tcc-rs can still choose is which blocks are *cold*: Cranelift emits
//! those after all the others. gcc's `bb-reorder` moves the blocks its profile estimate says
//! are never or rarely run out of the hot code (to `.text.unlikely`); the part of that
//! estimate that needs no profile is "a path that ends the program is cold": a block that
//! calls a function that never returns, or that every path from leads to one, or to
//! `__builtin_unreachable()`/`__builtin_trap()`.
//!
//! Where such a block sits between a branch and the block after it (`if (!ok) abort();`),
//! the hot path had to jump over it, and the critical edge Cranelift splits for the branch,
//! which holds the register allocator's moves, ended in a `jmp`: moved away, the hot path
//! falls through. Cold blocks change where code is, never what it does.
//!
//! The functions that never return are the ones gcc knows without their declarations
//! (its built-in `abort`, `exit`, `_exit` and `_Exit`, `NORETURN`); the `noreturn`
//! attribute of other declarations does not reach the IR.

use crate::ir::{self, InstKind, Terminator};
use cranelift_entity::SecondaryMap;

/// The C library's functions gcc knows never return, declared or not (its built-ins with
/// the `noreturn` attribute).
const NORETURN: [&str; 4] = ["abort", "exit", "_exit", "_Exit"];

/// Does `b` call a function that never returns?
fn calls_noreturn(f: &ir::Function, b: ir::Block) -> bool {
    f.block_insts(b).iter().any(|&i| {
        matches!(&f.insts[i].kind, InstKind::Call(call)
            if matches!(&call.callee, ir::Callee::Direct(name) if NORETURN.contains(&name.as_str())))
    })
}

/// The cold blocks of `f`: each block that ends the program (a call of a function in
/// `NORETURN`, `unreachable`, `trap`), and each block all of whose successors are cold.
/// Never the entry block, which Cranelift must emit first.
pub fn cold_blocks(f: &ir::Function) -> SecondaryMap<ir::Block, bool> {
    let mut cold = SecondaryMap::<ir::Block, bool>::new();
    for &b in &f.layout {
        cold[b] = matches!(f.terminator(b), Terminator::Unreachable | Terminator::Trap)
            || calls_noreturn(f, b);
    }
    // A block's successors' coldness decides its own: repeat until nothing changes (each
    // round turns at least one block cold, so at most one round per block).
    let mut changed = true;
    while changed {
        changed = false;
        for &b in &f.layout {
            if cold[b] {
                continue;
            }
            let succs = f.terminator(b).successors();
            if !succs.is_empty() && succs.iter().all(|&s| cold[s]) {
                cold[b] = true;
                changed = true;
            }
        }
    }
    cold[f.entry] = false;
    cold
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cold_names(text: &str) -> Vec<String> {
        let f = &ir::read::read_function(text).expect("the test's IR reads");
        let cold = cold_blocks(f);
        f.layout
            .iter()
            .filter(|&&b| cold[b])
            .map(|&b| f.block_name(b).to_string())
            .collect()
    }

    #[test]
    fn a_path_to_abort_is_cold_up_to_its_branch() {
        let text = "\
fn @check(i32 %x) -> i32 {
entry:
  %c = icmp slt i32 %x, 0
  br %c, bad, good
bad:
  %d = icmp eq i32 %x, -1
  br %d, die, quit
die:
  call void @abort()
  jump good
quit:
  call void @exit(i32 1)
  unreachable
good:
  ret i32 %x
}
";
        assert_eq!(cold_names(text), ["bad", "die", "quit"]);
    }

    #[test]
    fn a_block_with_one_hot_successor_stays_hot() {
        let text = "\
fn @f(i32 %x) -> void {
entry:
  %c = icmp slt i32 %x, 0
  br %c, trap, next
trap:
  trap
next:
  br %c, trap, done
done:
  ret void
}
";
        assert_eq!(cold_names(text), ["trap"]);
    }

    #[test]
    fn the_entry_block_is_never_cold() {
        let text = "\
fn @f() -> void {
entry:
  call void @abort()
  unreachable
}
";
        assert!(cold_names(text).is_empty());
    }
}

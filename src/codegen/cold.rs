//! Block placement: the blocks the program says are unlikely, and those only reached on the
//! way to its end, go last.
//!
//! Cranelift lays a function's blocks out in its own reverse post-order, whatever order they
//! are inserted in; what tcc-rs can still choose is which blocks are *cold*: Cranelift emits
//! those after all the others. gcc's `bb-reorder` moves the blocks its profile estimate says
//! are never or rarely run out of the hot code (to `.text.unlikely`). The part of that
//! estimate that needs no profile is what the program states, and gcc's predictors for it:
//! - a path that ends the program: a block that calls a function that never returns, or
//!   ends in `__builtin_unreachable()`/`__builtin_trap()`;
//! - a call of a function declared `noreturn`, `_Noreturn` or `cold` (`luaG_runerror`,
//!   SQLite's `sqlite3CorruptError`): the IR's `call cold`;
//! - the unlikely edge of a branch on `__builtin_expect` (`if (unlikely(err))`): the IR's
//!   `br likely`/`br unlikely` (`ir::BranchHint`).
//!
//! Coldness then spreads both ways to a fixed point: back to a block all of whose successors
//! are cold (the branch before `if (!ok) abort();`), and forward to a block all of whose
//! ways in are unlikely edges or come from cold blocks (the body of `if (unlikely(err))`
//! and the error path it jumps to).
//!
//! Where such a block sits between a branch and the block after it (`if (!ok) abort();`),
//! the hot path had to jump over it, and the critical edge Cranelift splits for the branch,
//! which holds the register allocator's moves, ended in a `jmp`: moved away, the hot path
//! falls through. Cold blocks change where code is, never what it does.
//!
//! The functions that never return without a declaration saying so are the ones gcc knows
//! (its built-in `abort`, `exit`, `_exit` and `_Exit`, `NORETURN`).

use crate::ir::{self, cfg::Cfg, InstKind, Terminator};
use cranelift_entity::SecondaryMap;

/// The C library's functions gcc knows never return, declared or not (its built-ins with
/// the `noreturn` attribute).
const NORETURN: [&str; 4] = ["abort", "exit", "_exit", "_Exit"];

/// Does `b` call a function that never returns, or one declared `cold`?
fn calls_cold(f: &ir::Function, b: ir::Block) -> bool {
    f.block_insts(b).iter().any(|&i| match &f.insts[i].kind {
        InstKind::Call(call) => {
            call.cold
                || matches!(&call.callee, ir::Callee::Direct(name)
                    if NORETURN.contains(&name.as_str()))
        }
        _ => false,
    })
}

/// The cold blocks of `f`: each block that ends the program (a call of a function in
/// `NORETURN`, `unreachable`, `trap`) or calls a `cold` one, each block all of whose
/// successors are cold, and each block all of whose ways in are a hinted branch's unlikely
/// edge or come from cold blocks. Never the entry block, which Cranelift must emit first.
pub fn cold_blocks(f: &ir::Function) -> SecondaryMap<ir::Block, bool> {
    let cfg = Cfg::new(f);
    let mut cold = SecondaryMap::<ir::Block, bool>::new();
    for &b in &f.layout {
        cold[b] = matches!(f.terminator(b), Terminator::Unreachable | Terminator::Trap)
            || calls_cold(f, b);
    }
    cold[f.entry] = false;
    // Each round turns at least one block cold, so at most one round per block.
    let mut changed = true;
    while changed {
        changed = false;
        for &b in &f.layout {
            if cold[b] || b == f.entry {
                continue;
            }
            let succs = cfg.successors(b);
            let preds = cfg.predecessors(b);
            let back = !succs.is_empty() && succs.iter().all(|&s| cold[s]);
            let forward = !preds.is_empty()
                && preds
                    .iter()
                    .all(|&p| cold[p] || f.terminator(p).unlikely_successor() == Some(b));
            if back || forward {
                cold[b] = true;
                changed = true;
            }
        }
    }
    cold
}

/// How many of `f`'s branches carry a hint (`--stats`).
pub fn hinted_branches(f: &ir::Function) -> usize {
    let hinted = |b: &&ir::Block| matches!(f.terminator(**b), Terminator::Br { hint, .. } if *hint != ir::BranchHint::None);
    f.layout.iter().filter(hinted).count()
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
    #[test]
    fn the_unlikely_side_of_a_hinted_branch_is_cold_until_the_paths_join() {
        let text = "\
fn @f(i32 %x) -> i32 {
entry:
  br unlikely %x, err, ok
err:
  %c = icmp eq i32 %x, 7
  br %c, err.log, err.out
err.log:
  call void @log(i32 %x)
  jump err.out
err.out:
  jump join
ok:
  jump join
join:
  %r = phi i32 [0, err.out], [1, ok]
  ret i32 %r
}
";
        assert_eq!(cold_names(text), ["err", "err.log", "err.out"]);
    }

    #[test]
    fn a_likely_branch_makes_its_else_side_cold() {
        let text = "\
fn @f(i32 %x) -> i32 {
entry:
  br likely %x, ok, err
ok:
  ret i32 1
err:
  ret i32 0
}
";
        assert_eq!(cold_names(text), ["err"]);
    }

    #[test]
    fn a_block_also_reached_by_a_hot_edge_stays_hot() {
        let text = "\
fn @f(i32 %x, i32 %y) -> i32 {
entry:
  br %y, a, b
a:
  br unlikely %x, shared, out
b:
  jump shared
shared:
  jump out
out:
  ret i32 0
}
";
        assert!(cold_names(text).is_empty());
    }

    #[test]
    fn a_call_of_a_cold_function_makes_its_block_and_its_branch_cold() {
        let text = "\
fn @f(i32 %x) -> i32 {
entry:
  br %x, fail, ok
fail:
  call cold void @luaG_runerror(i32 %x)
  jump ok
ok:
  ret i32 0
}
";
        assert_eq!(cold_names(text), ["fail"]);
    }
}

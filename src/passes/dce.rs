//! Dead code elimination (LLVM's `adce` without its control dependence): delete the
//! instructions and phis whose values nothing the program does depends on.
//!
//! The passes before it leave such code behind: load elimination and jump threading
//! replace a value by another and leave the address computations and casts that led to
//! the old one, and the inliner's copies bring arguments' conversions no copy uses.
//! Cranelift would drop them later, so the machine code is the same; but the inliner
//! weighs a callee by its instructions ([`inline::size`](super::inline::size)), and a
//! copy carries them into every caller, where code generation translates them again.
//!
//! The algorithm marks, then sweeps (as `adce`, not as `dce`'s worklist of instructions
//! found dead: marking live from the roots also finds the phi cycles that only feed each
//! other, such as a loop's counter that nothing reads after the loop):
//! 1. The roots are live: every terminator's operands, and every instruction that does
//!    more than compute its result ([`removable`] does not hold).
//! 2. An operand of a live instruction is live, transitively (a worklist of values).
//! 3. Every removable instruction or phi not marked is deleted.
//!
//! What may go ([`removable`]): computations (`InstKind::is_computation`: arithmetic,
//! compares, casts, addresses, vector lanes), phis, and non-volatile loads. A computation
//! whose operands make it trap (a division by zero, `INT_MIN / -1`) is undefined behaviour
//! in C, so a program whose meaning is defined never sees the trap go. A load whose value is
//! unused is deleted as LLVM's `dce` deletes one: C defines a read only of an object that
//! exists (C11 6.5.3.2p4, 6.3.2.1p1), and such a read changes nothing; a fault is the
//! undefined behaviour of reading through an invalid pointer. A volatile load is an access
//! the program asks for (C11 6.7.3p7: an observable side effect) and stays, as do atomic
//! loads (they order other threads' accesses), calls, stores, `asm`, allocas (the debugger's
//! variables name them), `va_start`, fences and prefetches.
//!
//! Where it runs: after tail duplication, before preheaders are inserted (`passes::pipeline`),
//! so that the body the inliner is offered after the pipeline and the code Cranelift
//! translates hold no dead code, whatever the passes before made dead, copies inlined into
//! a function included (the inliner runs first in its pipeline, this pass near last).

use crate::ir::{Function, Inst, InstKind, Value};
use crate::passes::pipeline::{self, Pass};
use cranelift_entity::SecondaryMap;

/// The pass in the pipeline (`passes::pipeline`).
pub const PASS: Pass = Pass {
    name: "dce",
    flag: "--no-dce",
    help: "Keep computations whose values nothing uses (by default, when optimising, \
           instructions with no effect whose results nothing uses, and phis nothing uses, \
           are deleted)",
    counters: &["instructions deleted", "phis deleted"],
    run: |f, _| {
        let s = run(f);
        pipeline::Stats::of(&[s.insts, s.phis])
    },
};

/// What the pass did to one function (`--stats`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Instructions deleted, phis apart.
    pub insts: usize,
    pub phis: usize,
}

/// Delete `f`'s dead instructions and phis.
pub fn run(f: &mut Function) -> Stats {
    let live = mark_live(f);
    sweep(f, &live)
}

/// Whether the instruction may be deleted when nothing uses its result: it computes the
/// result and does nothing else a defined program can observe (see the module comment).
pub fn removable(kind: &InstKind) -> bool {
    kind.is_computation()
        || matches!(
            kind,
            InstKind::Phi { .. }
                | InstKind::Load {
                    volatile: false,
                    ..
                }
        )
}

/// Steps 1 and 2: the instructions the program needs, the roots and what they use.
fn mark_live(f: &Function) -> SecondaryMap<Inst, bool> {
    let mut live: SecondaryMap<Inst, bool> = SecondaryMap::with_capacity(f.insts.len());
    let mut work: Vec<Value> = Vec::new();
    for &b in &f.layout {
        for i in f.block_phis_and_insts(b) {
            let kind = &f.insts[i].kind;
            if !removable(kind) {
                live[i] = true;
                kind.visit_operands(|v| work.push(v));
            }
        }
        if let Some(term) = &f.blocks[b].term {
            term.visit_operands(|v| work.push(v));
        }
    }
    while let Some(v) = work.pop() {
        if let Some(i) = f.def_inst(v) {
            if !live[i] {
                live[i] = true;
                f.insts[i].kind.visit_operands(|v| work.push(v));
            }
        }
    }
    live
}

/// Step 3: delete what is not live (the roots are marked live too). Blocks with nothing
/// dead are left as they are.
fn sweep(f: &mut Function, live: &SecondaryMap<Inst, bool>) -> Stats {
    let mut stats = Stats::default();
    for b in f.layout.clone() {
        let phis = f.block_phis(b).iter().filter(|&&i| !live[i]).count();
        let insts = f.block_insts(b).iter().filter(|&&i| !live[i]).count();
        if phis + insts > 0 {
            stats.phis += phis;
            stats.insts += insts;
            f.retain_in_block(b, |i| live[i]);
        }
    }
    stats
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::print::print_function;
    use crate::ir::read::read_function;
    use crate::ir::verify::verify_function;

    fn dce(text: &str) -> (String, Stats) {
        let mut f = read_function(text).expect("the test's IR reads");
        let stats = run(&mut f);
        verify_function(&f).expect("the pass leaves valid IR");
        (print_function(&f), stats)
    }

    #[test]
    fn deletes_a_chain_of_unused_computations() {
        let (text, stats) = dce(
            "fn @f(ptr %p) -> i32 {\nentry:\n  %a = ptr_offset %p, 8\n  %b = load ptr, %a\n  \
             %c = bitcast ptr %b to i64\n  %d = trunc i64 %c to i32\n  ret i32 0\n}\n",
        );
        assert_eq!(stats, Stats { insts: 4, phis: 0 });
        assert_eq!(text, "fn @f(ptr %p) -> i32 {\nentry:\n  ret i32 0\n}\n");
    }

    #[test]
    fn deletes_a_phi_cycle_nothing_reads() {
        let (text, stats) = dce(
            "fn @f(i32 %n) {\nentry:\n  jump loop\nloop:\n  %i = phi i32 [0, entry], [%j, loop]\n  \
             %j = add i32 %i, 1\n  %k = icmp slt i32 %n, 10\n  br %k, loop, out\nout:\n  ret void\n}\n",
        );
        assert_eq!(stats, Stats { insts: 1, phis: 1 });
        assert!(!text.contains("phi") && !text.contains("add"), "{text}");
    }

    #[test]
    fn keeps_effects_and_what_they_use() {
        let input = "fn @f(ptr %p) -> i32 {\nentry:\n  %a = ptr_offset %p, 8\n  \
                     %v = load volatile i32, %a\n  %b = ptr_offset %p, 4\n  store i32 1, %b\n  \
                     %c = call i32 @g()\n  ret i32 0\n}\n";
        let (text, stats) = dce(input);
        assert_eq!(stats, Stats::default());
        assert_eq!(text, print_function(&read_function(input).unwrap()));
    }
}

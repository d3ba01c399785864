//! Loop preheaders (the preheader step of LLVM's `LoopSimplify`): a loop entered from an
//! interpreter's dispatch `switch` gets a block of its own to be entered from, which ends in `jump header` and is
//! the header's only predecessor outside the loop.
//!
//! Why: Cranelift's e-graph hoists a loop-invariant pure value with no operands (a global's
//! address) out of the innermost loop that uses it into the header's immediate dominator.
//! When that block is a `switch` (an interpreter's dispatch; pcre2's opcode dispatch, which
//! dominates `RETURN_SWITCH`, the re-entry into its matcher's backtracking code), the value
//! is computed at every dispatch and lives across everything the `switch` dominates, where
//! the register allocator spills it: pcre2's `match` made four table addresses and stored
//! them to the stack at each opcode. With a preheader, the immediate dominator is the
//! preheader, run only on entering the loop.
//!
//! Which loops: those whose header's immediate dominator, where Cranelift hoists, is a
//! dispatch: it ends in a branch to more than two blocks (a `switch`) and is itself in a
//! loop, so it runs far more often than the loop is entered. A guard (`br` into the loop or
//! past it) runs about as often as the loop is entered, and a `switch` in no loop (bzip2's
//! decoder resuming its state machine) once per call: there a new block only moved
//! regalloc2's choices (bzip2 -d ran 3.9% more instructions with a preheader for every loop,
//! 5% with one for every loop a `switch` enters). The header must not be the entry.
//! The new block `p` takes every edge from outside the loop, in their order; each of the
//! header's phis keeps its operands from the latches and gets one from `p`: the operand the
//! entries agree on, or a new phi of `p` that joins theirs (named as LLVM names it, `%x.ph`).
//! Every dynamic execution of `p` stands between an entry and the header, so the program
//! does the same work; what it costs is a `jump` where `p` is not laid out just before the
//! header, and Cranelift's own split of a critical entry edge is already such a block.
//! Irreducible cycles are no loops and are left alone. Last in the pipeline, so that no
//! pass after it merges `p` back.
//!
//! A loop one block enters by one edge ending in `jump header` already has its preheader,
//! and that block is then the immediate dominator: such loops are never taken.

use crate::ir::cfg::{sort_phi_operands, Cfg};
use crate::ir::dominators::DomTree;
use crate::ir::loops::LoopInfo;
use crate::ir::{Block, Function, InstKind, Terminator, Value, ValueDef};
use crate::passes::pipeline::{self, Pass};
use crate::passes::simplify_cfg::redirect;

/// The pass in the pipeline (`passes::pipeline`).
pub const PASS: Pass = Pass {
    name: "loop-simplify",
    flag: "--no-preheaders",
    help: "Enter loops straight from a dispatch switch (by default, when optimising, a loop \
           whose header a switch in a loop immediately dominates gets a block of its own to be \
           entered from, where Cranelift hoists its invariant values)",
    counters: &["preheaders inserted", "phis in preheaders"],
    run: |f, _| {
        let s = run(f);
        pipeline::Stats::of(&[s.preheaders, s.phis])
    },
};

/// What the pass did to one function (`--stats`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    pub preheaders: usize,
    pub phis: usize,
}

/// Give every loop of `f` that lacks one a preheader.
pub fn run(f: &mut Function) -> Stats {
    let cfg = Cfg::new(f);
    let dom = DomTree::new(f, &cfg);
    let info = LoopInfo::new(f, &cfg, &dom);
    let wanted: Vec<(Block, Vec<Block>)> = info
        .loops()
        .iter()
        .filter(|l| l.header != f.entry && hoists_into_a_dispatch(f, &dom, &info, l.header))
        .map(|l| (l.header, l.entries.clone()))
        .collect();
    let mut stats = Stats::default();
    for (header, entries) in &wanted {
        stats.phis += insert_preheader(f, *header, entries);
        stats.preheaders += 1;
    }
    if stats.preheaders > 0 {
        sort_phi_operands(f);
    }
    stats
}

/// Is the block Cranelift hoists `header`'s invariant values into a dispatch: a branch to
/// more than two blocks, itself in a loop (so run again and again)?
fn hoists_into_a_dispatch(f: &Function, dom: &DomTree, info: &LoopInfo, header: Block) -> bool {
    let Some(idom) = dom.idom(header) else {
        return false;
    };
    let mut succs = f.terminator(idom).successors();
    succs.sort();
    succs.dedup();
    succs.len() > 2 && info.in_loop(idom)
}

/// A phi's operand: the predecessor it comes from and its value.
type Operand = (Block, Value);

/// Route the edges from `entries` (the header's predecessors outside its loop, one per
/// edge) to `header` through a new block placed before it. The count of phis it holds.
fn insert_preheader(f: &mut Function, header: Block, entries: &[Block]) -> usize {
    let name = format!("{}.preheader", f.block_name(header));
    let p = f.add_block(&name);
    let at = f.layout.iter().position(|&b| b == header).unwrap_or(0);
    f.layout.insert(at, p);
    let mut phis = 0;
    for phi in f.block_phis(header).to_vec() {
        let InstKind::Phi { args, .. } = &f.insts[phi].kind else {
            continue;
        };
        let (outside, mut inside): (Vec<Operand>, Vec<Operand>) =
            args.iter().partition(|(b, _)| entries.contains(b));
        let result = f.insts[phi].result.expect("a phi has a result");
        let joined = match outside.first() {
            Some(&(_, v)) if outside.iter().all(|&(_, w)| w == v) => v,
            _ => {
                let ty = f.value_type(result);
                let name = f.value_name(result).map(|n| format!("{n}.ph"));
                let v = f.add_value(ty, ValueDef::Undef, name.as_deref());
                f.define_by_phi(p, v, outside);
                phis += 1;
                v
            }
        };
        inside.push((p, joined));
        if let InstKind::Phi { args, .. } = &mut f.insts[phi].kind {
            *args = inside.into_boxed_slice();
        }
    }
    let mut seen: Vec<Block> = Vec::new();
    for &e in entries {
        if seen.contains(&e) {
            continue;
        }
        seen.push(e);
        if let Some(t) = &mut f.blocks[e].term {
            redirect(t, header, p);
        }
    }
    f.blocks[p].term = Some(Terminator::Jump(header));
    f.positions.copy_term(header, p);
    phis
}

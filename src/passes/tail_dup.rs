//! Tail duplication of small blocks (LLVM's and gcc's "tail duplication"): a short block
//! that several blocks reach by an unconditional `jump` is copied to the end of each of
//! them, so that none of them takes the jump. The cases that matter are a loop latch that
//! only steps a counter (or only passes the loop's variables back: phis and a `jump`) and
//! jumps to the header, reached from every arm of a `switch` in the loop, and a shared
//! `return` block that only returns its phi:
//!
//! ```text
//!   a: ... jump l                      a: ...  %i1.a = add i32 %x, 1   jump h
//!   b: ... jump l                      b: ...  %i1.b = add i32 %y, 1   jump h
//!   l: %i = phi [%x, a], [%y, b]       h: %j = phi [%i1.a, a], [%i1.b, b], ...
//!      %i1 = add i32 %i, 1
//!      jump h
//! ```
//!
//! Each copy replaces the block's phis by the operands from the block it is copied into,
//! and its instructions' results by the copies' results; the copy ends in the block's own
//! terminator. The block's successor (if it ends in `jump s`) gets, in each phi, one
//! operand per copy in place of the block's. Every dynamic execution of a copy stands for
//! one execution of the original, so the program does the same work, one jump fewer on
//! each path.
//!
//! Which blocks: not the entry; ending in `jump s` (to another block) or `ret`; at most
//! `MAX_INSTS` instructions besides phis, none of them a call, an `alloca`, `va_start`,
//! a volatile access or an atomic one (copying those would be correct, but buys nothing
//! and makes them harder to follow); at least two predecessors, one of them (reachable)
//! ending in `jump` to it. Its values (phis and results) must be used only in it or by
//! the phis of `s` on the edge from it: then no new phi is needed anywhere, which keeps
//! the pass correct on any control flow, irreducible included, since it only moves edges.
//! A block keeps its other predecessors (a `br` or `switch` to it), and disappears once
//! every predecessor has its copy.

use super::loop_rotate::copy_inst;
use crate::ir::cfg::{sort_phi_operands, Cfg};
use crate::ir::dominators::DomTree;
use crate::ir::{Block, Function, Inst, InstKind, Terminator, Value};
use crate::passes::pipeline::{self, Context, Pass};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// Blocks with more instructions than this (phis apart) are not copied.
pub const MAX_INSTS: usize = 4;

/// Rounds of duplication: a copy may make another block a candidate (a latch copied into
/// the arms of a `switch` leaves an empty header behind them).
const MAX_ROUNDS: usize = 3;

/// What the pass did to one function (`--stats`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Blocks copied into (some of) their predecessors.
    pub blocks: usize,
    /// Copies made: one per predecessor.
    pub copies: usize,
}

impl std::ops::AddAssign for Stats {
    fn add_assign(&mut self, o: Stats) {
        self.blocks += o.blocks;
        self.copies += o.copies;
    }
}

/// A block to copy, as found at the start of a round.
struct Candidate {
    block: Block,
    /// The reachable predecessors ending in `jump block`, each once.
    into: Vec<Block>,
    /// Where `block` jumps, if it does not return.
    succ: Option<Block>,
    /// Does `block` have predecessors besides `into` (which keep it)?
    kept: bool,
}

/// The pass in the pipeline (`passes::pipeline`).
pub const PASS: Pass = Pass {
    name: "tail-dup",
    flag: "--no-tail-duplication",
    help: "Keep small blocks shared (by default, when optimising, a block of a few \
           instructions ending in a jump or return is copied into the blocks that jump \
           to it: a latch that only steps a counter, a shared return)",
    counters: &["blocks duplicated into their predecessors", "copies made"],
    run: |f, cx| {
        let s = run(f, cx);
        pipeline::Stats::of(&[s.blocks, s.copies])
    },
};

/// Duplicate every small block of `f` that qualifies into its predecessors.
pub fn run(f: &mut Function, _: &Context) -> Stats {
    let mut stats = Stats::default();
    for _ in 0..MAX_ROUNDS {
        let round = run_round(f);
        if round.copies == 0 {
            break;
        }
        stats += round;
    }
    stats
}

/// One round: the candidates found on `f` as it is, each duplicated unless a block it
/// involves was already changed in this round (then its facts may be stale; the next
/// round looks again).
///
/// A duplication changes its block and the blocks it is copied into (their code and
/// terminators: `touched`), and the successor's phis and predecessors (`succs`). A later
/// candidate is stale if its block is either, if a block it would be copied into was
/// changed, or if its successor was: a block copied this round may be about to go, and
/// would get new predecessors. Several candidates may share a successor: each only adds
/// its own operands to the successor's phis and drops its block's, so a latch reached
/// from many arms of a `switch` is still copied in the round its arms' blocks are.
fn run_round(f: &mut Function) -> Stats {
    let candidates = find(f);
    let mut touched: HashSet<Block> = HashSet::default();
    let mut succs: HashSet<Block> = HashSet::default();
    // The blocks whose every predecessor got a copy: nothing reaches them any more.
    let mut gone: HashSet<Block> = HashSet::default();
    let mut stats = Stats::default();
    for c in candidates {
        let stale = touched.contains(&c.block)
            || succs.contains(&c.block)
            || c.into.iter().any(|p| touched.contains(p))
            || c.succ.is_some_and(|s| touched.contains(&s));
        if stale {
            continue;
        }
        duplicate(f, &c);
        if !c.kept {
            gone.insert(c.block);
        }
        touched.insert(c.block);
        touched.extend(c.into.iter().copied());
        succs.extend(c.succ);
        stats.blocks += 1;
        stats.copies += c.into.len();
    }
    if stats.copies > 0 {
        f.layout.retain(|b| !gone.contains(b));
        sort_phi_operands(f);
    }
    stats
}

fn find(f: &Function) -> Vec<Candidate> {
    let cfg = Cfg::new(f);
    let dom = DomTree::new(f, &cfg);
    let escaping = escaping_values(f);
    let mut out = Vec::new();
    for &b in &f.layout {
        if b == f.entry || !dom.is_reachable(b) {
            continue;
        }
        let succ = match f.blocks[b].term {
            Some(Terminator::Jump(s)) if s != b => Some(s),
            Some(Terminator::Ret(_)) => None,
            _ => continue,
        };
        let insts = f.block_insts(b);
        if insts.len() > MAX_INSTS || !insts.iter().all(|&i| copyable(&f.insts[i].kind)) {
            continue;
        }
        let defines_escaping = f
            .block_phis_and_insts(b)
            .flat_map(|i| f.insts[i].results().collect::<Vec<_>>())
            .any(|v| escaping.contains(&v));
        let preds = cfg.predecessors(b);
        let into: Vec<Block> = preds
            .iter()
            .copied()
            .filter(|&p| {
                p != b
                    && dom.is_reachable(p)
                    && matches!(f.blocks[p].term, Some(Terminator::Jump(t)) if t == b)
            })
            .collect();
        if defines_escaping || preds.len() < 2 || into.is_empty() {
            continue;
        }
        out.push(Candidate {
            block: b,
            kept: preds.len() > into.len(),
            into,
            succ,
        });
    }
    out
}

/// May an instruction of this kind be in a duplicated block?
fn copyable(kind: &InstKind) -> bool {
    match kind {
        InstKind::Binary { .. }
        | InstKind::Unary { .. }
        | InstKind::Icmp { .. }
        | InstKind::Fcmp { .. }
        | InstKind::Cast { .. }
        | InstKind::GlobalAddr { .. }
        | InstKind::FuncAddr { .. }
        | InstKind::PtrOffset { .. } => true,
        InstKind::Load { volatile, .. } | InstKind::Store { volatile, .. } => !volatile,
        _ => false,
    }
}

/// The values used somewhere other than in their own block (by its instructions and
/// terminator) and the phis on edges out of it: those whose block cannot be duplicated
/// without new phis.
fn escaping_values(f: &Function) -> HashSet<Value> {
    let mut home: HashMap<Value, Block> = HashMap::default();
    for &b in &f.layout {
        for i in f.block_phis_and_insts(b) {
            for v in f.insts[i].results() {
                home.insert(v, b);
            }
        }
    }
    let mut out = HashSet::default();
    let note = |v: Value, from: Block, out: &mut HashSet<Value>| {
        if home.get(&v).is_some_and(|&h| h != from) {
            out.insert(v);
        }
    };
    for &b in &f.layout {
        for &i in f.block_insts(b) {
            f.insts[i].kind.visit_operands(|v| note(v, b, &mut out));
        }
        // Broken IR (a block without a terminator) is the verifier's to report.
        if let Some(t) = &f.blocks[b].term {
            t.visit_operands(|v| note(v, b, &mut out));
        }
        // A phi's operand is used at the end of the predecessor it comes from.
        for &phi in f.block_phis(b) {
            if let InstKind::Phi { args, .. } = &f.insts[phi].kind {
                for &(p, v) in args.iter() {
                    note(v, p, &mut out);
                }
            }
        }
    }
    out
}

/// Copy `c.block` to the end of each block of `c.into`.
fn duplicate(f: &mut Function, c: &Candidate) {
    let b = c.block;
    let phis: Vec<Inst> = f.block_phis(b).to_vec();
    let insts: Vec<Inst> = f.block_insts(b).to_vec();
    let term = f.terminator(b).clone();
    let term_position = (f.positions.term(b), f.positions.term_call(b));
    // The successor's operands from `b`, per phi, before any copy changes them.
    let succ_phis: Vec<(Inst, Value)> = match c.succ {
        Some(s) => f
            .block_phis(s)
            .iter()
            .filter_map(|&phi| match &f.insts[phi].kind {
                InstKind::Phi { args, .. } => {
                    args.iter().find(|(p, _)| *p == b).map(|&(_, v)| (phi, v))
                }
                _ => None,
            })
            .collect(),
        None => Vec::new(),
    };
    for &p in &c.into {
        let mut map: HashMap<Value, Value> = HashMap::default();
        for &phi in &phis {
            if let InstKind::Phi { args, .. } = &f.insts[phi].kind {
                if let Some(&(_, v)) = args.iter().find(|(q, _)| *q == p) {
                    map.insert(f.insts[phi].result.expect("a phi has a result"), v);
                }
            }
        }
        for &i in &insts {
            copy_inst(f, i, p, &mut map);
        }
        let mapped = |v: Value| *map.get(&v).unwrap_or(&v);
        let mut copy = term.clone();
        copy.map_operands(mapped);
        f.blocks[p].term = Some(copy);
        f.positions.set_term(p, term_position.0);
        f.positions.set_term_call(p, term_position.1);
        for &(phi, v) in &succ_phis {
            if let InstKind::Phi { args, .. } = &mut f.insts[phi].kind {
                let mut new = args.to_vec();
                new.push((p, mapped(v)));
                *args = new.into_boxed_slice();
            }
        }
    }
    // `b` loses the edges its copies took over, and, if it has no predecessor left (the
    // caller removes it then), its own edge to the successor.
    let copied: HashSet<Block> = c.into.iter().copied().collect();
    for &phi in &phis {
        if let InstKind::Phi { args, .. } = &mut f.insts[phi].kind {
            let kept: Vec<(Block, Value)> = args
                .iter()
                .copied()
                .filter(|(p, _)| !copied.contains(p))
                .collect();
            *args = kept.into_boxed_slice();
        }
    }
    if !c.kept {
        for &(phi, _) in &succ_phis {
            if let InstKind::Phi { args, .. } = &mut f.insts[phi].kind {
                let kept: Vec<(Block, Value)> =
                    args.iter().copied().filter(|(p, _)| *p != b).collect();
                *args = kept.into_boxed_slice();
            }
        }
        // Nothing reaches it: the caller removes it from the layout.
    }
}

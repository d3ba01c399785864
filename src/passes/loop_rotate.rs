//! Loop rotation: a `while` or `for` loop, tested at the top, becomes a guard and a loop
//! tested at the bottom, so that each iteration takes one branch instead of two (LLVM's
//! `LoopRotate`, gcc's "loop header copying").
//!
//! Before, the header `h` tests the condition and branches into the body `b` or out to the
//! exit `e`; each latch jumps back to `h`:
//!
//! ```text
//!   p: ... jump h          h: phis; cond; br cond, b, e        latch: ... jump h
//! ```
//!
//! After, `h`'s instructions are copied to the end of the preheader `p` (the guard: is the
//! loop entered at all?) and to the end of each latch (is there another iteration?), each
//! copy ending in `h`'s branch, and `h` is gone. Every dynamic execution of a copy stands for
//! exactly one execution of the original, so even calls and loads may be copied; only code
//! size grows, which `MAX_HEADER_INSTS` bounds.
//!
//! The SSA repair is the textbook one for this shape. A value `v` defined in `h` (a phi or
//! an instruction result) now has one definition per copy. Where it is used in the loop
//! (blocks dominated by `b`), a new phi in `b` joins the guard's copy and each latch's copy;
//! where it is used after the loop (blocks dominated by `e`), a new phi in `e` does the
//! same. In a latch's copy, `h`'s phis are replaced by their operands from that latch: the
//! values of the next iteration.
//!
//! Which loops: those whose shape makes that repair complete. The header ends in a `br`
//! with one target in the loop (`b`) and one out of it (`e`), `b` and `e` have `h` as their
//! only predecessor (so `e` takes no `break`), they are all `h` immediately dominates, the
//! loop has one predecessor outside it, ending in `jump h`, and every latch ends in
//! `jump h`. A `do`/`while` loop is already tested at the bottom, and a condition with `&&`
//! or `||` spans several blocks: neither matches, and both are left alone.

use crate::ir::cfg::{sort_phi_operands, Cfg};
use crate::ir::dominators::DomTree;
use crate::ir::loops::{Loop, LoopInfo};
use crate::ir::{Block, Function, Inst, InstData, InstKind, Terminator, Value, ValueDef};
use crate::passes::pipeline::{self, Context, Pass};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// Headers with more instructions than this (phis apart) are not copied.
pub const MAX_HEADER_INSTS: usize = 16;

/// What the pass did to one function (`--stats`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    pub rotated: usize,
}

/// A loop the pass rotates, as found before any change.
struct Candidate {
    header: Block,
    preheader: Block,
    latches: Vec<Block>,
    /// The header's target inside the loop.
    body: Block,
    exit: Block,
    /// The blocks `body` dominates, and those `exit` dominates.
    body_region: Vec<Block>,
    exit_region: Vec<Block>,
}

/// The pass in the pipeline (`passes::pipeline`).
pub const PASS: Pass = Pass {
    name: "loop-rotate",
    flag: "--no-loop-rotation",
    help: "Keep loops tested at the top (by default, when optimising, a loop's test is \
           copied before it and to its end: one branch per iteration)",
    counters: &["loops rotated"],
    run: |f, cx| pipeline::Stats::of(&[run(f, cx).rotated, 0]),
};

/// Rotate every loop of `f` that has the shape described above.
pub fn run(f: &mut Function, _: &Context) -> Stats {
    let candidates = find(f);
    rotate_all(f, &candidates)
}

fn rotate_all(f: &mut Function, candidates: &[Candidate]) -> Stats {
    for c in candidates {
        rotate(f, c);
    }
    if !candidates.is_empty() {
        sort_phi_operands(f);
    }
    Stats {
        rotated: candidates.len(),
    }
}

/// The loops to rotate. Rotating one changes the predecessors of its own `body` and `exit`
/// only, removes its header, and leaves every other block's dominators as they were apart
/// from that header; no block plays one of those parts in two loops. So every candidate
/// found here on the unchanged function is still one after the others are rotated.
fn find(f: &Function) -> Vec<Candidate> {
    let cfg = Cfg::new(f);
    let dom = DomTree::new(f, &cfg);
    let loops = LoopInfo::new(f, &cfg, &dom);
    loops
        .loops()
        .iter()
        .filter_map(|l| candidate(f, &cfg, &dom, l))
        .collect()
}

fn candidate(f: &Function, cfg: &Cfg, dom: &DomTree, l: &Loop) -> Option<Candidate> {
    let h = l.header;
    let Some(Terminator::Br {
        then_dest,
        else_dest,
        ..
    }) = &f.blocks[h].term
    else {
        return None;
    };
    if f.block_insts(h).len() > MAX_HEADER_INSTS {
        return None;
    }
    let preheader = l.preheader()?;
    let jumps_to_h = |b: Block| matches!(f.blocks[b].term, Some(Terminator::Jump(t)) if t == h);
    if !jumps_to_h(preheader) || !l.latches.iter().all(|&b| jumps_to_h(b)) {
        return None;
    }
    let latches = l.latches.clone();
    let (body, exit) = match (l.contains(*then_dest), l.contains(*else_dest)) {
        (true, false) => (*then_dest, *else_dest),
        (false, true) => (*else_dest, *then_dest),
        _ => return None,
    };
    let only_from_h = |b: Block| b != h && cfg.predecessors(b) == [h];
    let children_ok = dom.children(h).iter().all(|&c| c == body || c == exit);
    if !only_from_h(body) || !only_from_h(exit) || !children_ok {
        return None;
    }
    Some(Candidate {
        header: h,
        preheader,
        latches,
        body,
        exit,
        body_region: subtree(dom, body),
        exit_region: subtree(dom, exit),
    })
}

/// `b` and every block it dominates.
pub(super) fn subtree(dom: &DomTree, b: Block) -> Vec<Block> {
    let mut out = vec![b];
    let mut i = 0;
    while i < out.len() {
        out.extend_from_slice(dom.children(out[i]));
        i += 1;
    }
    out
}

/// The values of the header's definitions at the end of one copy of it: `h`'s phis mapped
/// to their operands on the copy's incoming edge, `h`'s instruction results to the copy's.
type CopyMap = HashMap<Value, Value>;

fn rotate(f: &mut Function, c: &Candidate) {
    let h = c.header;
    let phis: Vec<Inst> = f.block_phis(h).to_vec();
    let insts: Vec<Inst> = f.block_insts(h).to_vec();
    let defined: Vec<Value> = phis
        .iter()
        .chain(&insts)
        .flat_map(|&i| f.insts[i].results().collect::<Vec<_>>())
        .collect();
    let Some(Terminator::Br {
        cond,
        then_dest,
        else_dest,
        hint,
    }) = f.blocks[h].term.clone()
    else {
        unreachable!("a candidate's header ends in br");
    };

    // The values of `h`'s definitions inside the loop and after it: new phis (made below,
    // once the copies they join exist), named now so that the uses can be rewritten first.
    let in_body = placeholders(f, &defined, &c.body_region);
    let after = placeholders(f, &defined, &c.exit_region);
    let in_body_map: HashMap<Value, Value> = in_body.iter().copied().collect();
    rewrite_uses(f, &c.body_region, &in_body_map);
    rewrite_uses(f, &c.exit_region, &after.iter().copied().collect());

    // The guard, at the end of the preheader, and the bottom test, at the end of each latch.
    let mut copies: Vec<(Block, CopyMap)> = Vec::new();
    for &from in std::iter::once(&c.preheader).chain(&c.latches) {
        let mut map = CopyMap::default();
        for &phi in &phis {
            let InstKind::Phi { args, .. } = &f.insts[phi].kind else {
                continue;
            };
            let incoming = args.iter().find(|(p, _)| *p == from).map(|&(_, v)| v);
            let incoming = incoming.expect("a header phi has an operand per predecessor");
            // From a latch, an operand that is itself one of `h`'s values is that value in
            // the iteration just ending: its phi in the body.
            let incoming = *in_body_map.get(&incoming).unwrap_or(&incoming);
            map.insert(f.insts[phi].result.expect("a phi has a result"), incoming);
        }
        for &i in &insts {
            copy_inst(f, i, from, &mut map);
        }
        let mapped = |v: Value| *map.get(&v).unwrap_or(&v);
        f.blocks[from].term = Some(Terminator::Br {
            cond: mapped(cond),
            then_dest,
            else_dest,
            hint,
        });
        f.positions.copy_term(h, from);
        copies.push((from, map));
    }

    // The phis joining the copies, and the phis `body` and `exit` had (with `h` as their
    // only predecessor, each had one operand) now with one operand per copy.
    for (region_phis, block) in [(&in_body, c.body), (&after, c.exit)] {
        for &(v, joined) in region_phis {
            let args = copies
                .iter()
                .map(|(from, map)| (*from, *map.get(&v).unwrap_or(&v)));
            f.define_by_phi(block, joined, args.collect());
        }
        for &phi in f.block_phis(block).to_vec().iter() {
            let InstKind::Phi { args, .. } = &mut f.insts[phi].kind else {
                continue;
            };
            if let [(from, v)] = args[..] {
                if from == h {
                    let new = copies
                        .iter()
                        .map(|(p, map)| (*p, *map.get(&v).unwrap_or(&v)));
                    *args = new.collect::<Vec<_>>().into_boxed_slice();
                }
            }
        }
    }
    f.layout.retain(|&b| b != h);
}

/// For each of `defined` used in `region` (by an instruction, a terminator, or an operand
/// of a phi on an edge out of a block of the region, `h`'s own phis included), a new value
/// to stand for it there: the result of a phi made later. In the order of `defined`, so that
/// the output does not depend on hashing.
pub(super) fn placeholders(
    f: &mut Function,
    defined: &[Value],
    region: &[Block],
) -> Vec<(Value, Value)> {
    let mut used: HashSet<Value> = HashSet::default();
    let wanted: HashSet<Value> = defined.iter().copied().collect();
    let mut note = |v: Value| {
        if wanted.contains(&v) {
            used.insert(v);
        }
    };
    for &b in region {
        for &i in f.block_insts(b) {
            f.insts[i].kind.visit_operands(&mut note);
        }
        f.terminator(b).visit_operands(&mut note);
        for s in f.terminator(b).successors() {
            for &phi in f.block_phis(s) {
                if let InstKind::Phi { args, .. } = &f.insts[phi].kind {
                    args.iter()
                        .filter(|(p, _)| *p == b)
                        .for_each(|&(_, v)| note(v));
                }
            }
        }
    }
    let mut out = Vec::new();
    for &v in defined.iter().filter(|v| used.contains(v)) {
        // Defined by nothing until its phi is made.
        let joined = new_value_like(f, v, ValueDef::Undef);
        out.push((v, joined));
    }
    out
}

/// Replace, in `region`, each use of a key of `map` by its value: in instructions and
/// terminators, and in the operands of phis on edges leaving the region's blocks.
pub(super) fn rewrite_uses(f: &mut Function, region: &[Block], map: &HashMap<Value, Value>) {
    if map.is_empty() {
        return;
    }
    let mapped = |v: Value| *map.get(&v).unwrap_or(&v);
    for &b in region {
        let insts: Vec<Inst> = f.block_insts(b).to_vec();
        for i in insts {
            f.insts[i].kind.map_operands(mapped);
        }
        if let Some(t) = &mut f.blocks[b].term {
            t.map_operands(mapped);
        }
        for s in f.terminator(b).successors() {
            for phi in f.block_phis(s).to_vec() {
                if let InstKind::Phi { args, .. } = &mut f.insts[phi].kind {
                    for (p, v) in args.iter_mut() {
                        if *p == b {
                            *v = mapped(*v);
                        }
                    }
                }
            }
        }
    }
}

/// Append to `b` a copy of `i` whose operands go through `map`, and record the copy's
/// results in `map` as the values of `i`'s. (Tail duplication copies with it too.)
pub(super) fn copy_inst(f: &mut Function, i: Inst, b: Block, map: &mut CopyMap) {
    let mut kind = f.insts[i].kind.clone();
    kind.map_operands(|v| *map.get(&v).unwrap_or(&v));
    let new = f.insts.push(InstData { kind, result: None });
    f.positions.copy_inst(i, new);
    if let Some(r) = f.insts[i].result {
        let copy = new_value_like(f, r, ValueDef::Inst(new));
        f.insts[new].result = Some(copy);
        map.insert(r, copy);
    }
    let extra: Vec<Value> = match &f.insts[i].kind {
        InstKind::Call(call) => call.extra_results.clone(),
        _ => Vec::new(),
    };
    if !extra.is_empty() {
        let copies: Vec<Value> = extra
            .iter()
            .map(|&r| new_value_like(f, r, ValueDef::Inst(new)))
            .collect();
        for (&r, &copy) in extra.iter().zip(&copies) {
            map.insert(r, copy);
        }
        if let InstKind::Call(call) = &mut f.insts[new].kind {
            call.extra_results = copies;
        }
    }
    f.push_inst(b, new);
}

/// A new value of `v`'s type and name hint, defined by `def`.
fn new_value_like(f: &mut Function, v: Value, def: ValueDef) -> Value {
    let ty = f.value_type(v);
    let name = f.value_name(v).map(str::to_string);
    f.add_value(ty, def, name.as_deref())
}

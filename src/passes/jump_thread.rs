//! Jump threading (LLVM's `JumpThreading`, gcc's "jump threading"): a branch whose way is
//! known on some of the paths that reach it is skipped on those paths.
//!
//! **Through a join.** A block `b` ends in a `br` (or `switch`) whose condition, on the edge
//! from one of its predecessors `p`, is a constant: a phi of `b` whose operand from `p` is
//! one, or a compare (cast, arithmetic) in `b` of such a phi that folds, with the other
//! operand a constant or a value the known one decides alone (an unsigned 0 is never greater
//! than anything); or, for a `br` on a condition computed above `b`, the way `p`'s own
//! branch to `b` or a branch above `p` decided it (`implied_on_edge`: the join after a
//! `while (p < end && *p != c)` loop that tests `p < end` again). `p` then goes to a copy of
//! `b` that ends in `jump t`, `t` being the successor the condition picks; `b` keeps its
//! other predecessors. The copy holds `b`'s instructions, phis replaced by their operands
//! from `p` (those only the test needed are removed again); every execution of the copy
//! stands for one of `b`, so calls, loads and stores are copied too, and keep their order. An inlined function's result tested by
//! its caller is the case that matters: in zstd's best-match loop, `ZSTD_count`'s join
//! gives a length of 0 on the mismatch path, and `if (currentMl > ml)` is then decided.
//!
//! ```text
//!   p: ... jump b                         p: ... jump b.thread
//!   b: %n = phi [0, p], [%k, q]           b.thread: jump latch
//!      %c = icmp ugt i64 %n, %ml          b: %n = phi [%k, q]
//!      br %c, update, latch                  %c = icmp ugt i64 %n, %ml
//!                                            br %c, update, latch
//! ```
//!
//! The SSA repair: a value defined in `b` now has two definitions. A use in `b`, or in a
//! block dominated by a successor `s` of `b` other than `t` whose only predecessor is `b`,
//! still sees `b`'s (no path through the copy reaches it); a use in a block dominated by
//! `t`, when `t`'s only predecessor was `b`, gets a new phi in `t` joining `b`'s value and
//! the copy's (`loop_rotate`'s placeholders); `t`'s phis get an operand from the copy. A
//! value used anywhere else (a join after both arms) would need phis the pass does not
//! build: that `b` is left alone. `b` is never a loop header (a predecessor it dominates):
//! a copy of a header would give its loop a second entry. Then no loop of a reducible
//! function becomes irreducible, as threading only adds paths inside the loops `b` is in.
//!
//! **Implied by a dominating branch.** A `br` on a condition that a dominating `br` already
//! tested is decided where the edge the dominating branch took (its target, whose only
//! predecessor it is) dominates the second: the same value, or a computation of the same
//! pure operations on the same operands (`flags & K` tested twice: gawk's `free_wstr` and
//! the inlined `r_free_wstr`'s own test), or a comparison of the same operands, in either
//! order, under the complement of its condition (`r != NULL` below `r == NULL`). Its `br`
//! becomes a `jump`. In SSA, the operands'
//! latest values are the same at both branches, since their definitions dominate the first.
//!
//! Which blocks are copied: at most `MAX_COPIED` instructions besides phis, none an
//! `alloca` or `va_start`; edges from a predecessor that reaches `b` by one edge only.

use super::iv_widen::{Facts, User};
use super::loop_rotate::{copy_inst, placeholders, rewrite_uses, subtree};
use super::sccp::{fold, foldable};
use super::simplify_cfg::redirect;
use crate::ir::cfg::{remove_unreachable, retarget, sort_phi_operands, Cfg};
use crate::ir::dominators::DomTree;
use crate::ir::{BinOp, Block, Cond, Function, Inst, InstKind, Terminator, Value, ValueDef};
use crate::passes::pipeline::{self, Context, Pass};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// Blocks with more instructions than this (phis apart) are not copied (LLVM's default
/// threshold is 6).
pub const MAX_COPIED: usize = 6;

/// Rounds: a thread may make another (a copy's target is a join whose branch is now known
/// on the copy's edge).
const MAX_ROUNDS: usize = 4;

/// How far up the dominator tree a branch looks for one that decides it.
const MAX_DOMINATORS: usize = 16;

/// How far up the dominator tree from a join's predecessor a branch that decides the join's
/// condition on that edge is looked for (each predecessor of each join is asked: the exits
/// of a `&&` loop are one level below the test).
const MAX_EDGE_DOMINATORS: usize = 4;

/// How deep two computations are compared operand by operand.
const MAX_DEPTH: u32 = 3;

/// What the pass did to one function (`--stats`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Edges sent past a branch decided on them.
    pub threaded: usize,
    /// Instructions copied (those left in the copies).
    pub copied: usize,
    /// Branches decided by a dominating branch on the same condition.
    pub implied: usize,
}

/// The pass in the pipeline (`passes::pipeline`).
pub const PASS: Pass = Pass {
    name: "jump-threading",
    flag: "--no-jump-threading",
    help: "Keep branches whose way is known on some paths (by default, when optimising, a \
           predecessor on whose edge a branch's condition is a constant goes straight to \
           the successor it picks, through a copy of the block, and a branch on a condition \
           a dominating branch already tested becomes a jump)",
    counters: &[
        "edges threaded past a known branch",
        "instructions copied",
        "branches implied by a dominating branch",
    ],
    run: |f, cx| {
        let s = run(f, cx);
        pipeline::Stats::of(&[s.threaded, s.copied, s.implied])
    },
};

/// Thread every edge of `f` that qualifies, and fold the branches dominating ones decide.
pub fn run(f: &mut Function, _: &Context) -> Stats {
    let mut stats = Stats::default();
    for _ in 0..MAX_ROUNDS {
        let (threaded, copied) = thread_round(f);
        let implied = fold_implied(f);
        stats.threaded += threaded;
        stats.copied += copied;
        stats.implied += implied;
        if threaded + implied == 0 {
            break;
        }
        remove_unreachable(f);
        sort_phi_operands(f);
    }
    stats
}

/// The edge index (of `Terminator::successors`) a `br` or `switch` on the constant `k`
/// takes.
fn edge_taken(f: &Function, t: &Terminator, k: i64) -> Option<usize> {
    match t {
        Terminator::Br { .. } => Some(usize::from(k == 0)),
        Terminator::Switch { value, cases, .. } => {
            let ty = f.value_type(*value);
            let at = cases.iter().position(|&(c, _)| ty.sign_extend(c) == k);
            Some(at.map_or(0, |at| at + 1))
        }
        _ => None,
    }
}

/// The value of `v` at the end of `b` when `b` is entered from `p`, if that is a constant
/// (sign-extended, as the IR keeps constants).
fn eval(f: &Function, b: Block, p: Block, v: Value, depth: u32) -> Option<i64> {
    let i = match f.values[v].def {
        ValueDef::IConst(k) => return Some(k),
        ValueDef::Inst(i) => i,
        _ => return None,
    };
    if depth > MAX_COPIED as u32 + 1 {
        return None;
    }
    let kind = &f.insts[i].kind;
    if let InstKind::Phi { args, .. } = kind {
        if !f.block_phis(b).contains(&i) {
            return None;
        }
        let (_, from_p) = args.iter().find(|(q, _)| *q == p)?;
        return match f.values[*from_p].def {
            ValueDef::IConst(k) => Some(k),
            _ => None,
        };
    }
    if !f.block_insts(b).contains(&i) {
        return None;
    }
    let ty = f.value_type(v);
    if !foldable(ty) {
        return None;
    }
    let operands = kind.operands();
    if operands.iter().any(|&o| !foldable(f.value_type(o))) {
        return None;
    }
    let ks: Vec<Option<i64>> = operands
        .iter()
        .map(|&o| eval(f, b, p, o, depth + 1))
        .collect();
    if let Some(ks) = ks.iter().copied().collect::<Option<Vec<i64>>>() {
        return fold(kind, &ks);
    }
    decided_by_one(kind, &ks)
}

/// The result of `kind` when only some of its operands are known (`ks`, in operand order),
/// if those decide it: a compare with the least or greatest value of its type on the side
/// that makes it always hold or never, `and` or `mul` with 0.
fn decided_by_one(kind: &InstKind, ks: &[Option<i64>]) -> Option<i64> {
    match *kind {
        InstKind::Icmp { cond, ty, .. } if !cond.is_float() && ks.len() == 2 => {
            let bits = ty.bytes() * 8;
            let umax = ty.sign_extend(-1);
            let smin = ty.sign_extend(1i64.wrapping_shl(bits - 1));
            let smax = ty.sign_extend(!smin);
            // `l OP r` with `l` known, or `r OP l` with `r` known, as `known OP' other`.
            let (known, cond) = match (ks[0], ks[1]) {
                (Some(l), None) => (l, cond),
                (None, Some(r)) => (r, cond.swapped()),
                _ => return None,
            };
            let always = match cond {
                Cond::Ule => known == 0,
                Cond::Uge => known == umax,
                Cond::Sle => known == smin,
                Cond::Sge => known == smax,
                _ => false,
            };
            let never = match cond {
                Cond::Ugt => known == 0,
                Cond::Ult => known == umax,
                Cond::Sgt => known == smin,
                Cond::Slt => known == smax,
                _ => false,
            };
            match (always, never) {
                (true, _) => Some(1),
                (_, true) => Some(0),
                _ => None,
            }
        }
        InstKind::Binary {
            op: BinOp::And | BinOp::Mul,
            ..
        } if ks.contains(&Some(0)) => Some(0),
        _ => None,
    }
}

/// May an instruction of this kind be copied into a predecessor's copy of its block?
fn copyable(kind: &InstKind) -> bool {
    !matches!(kind, InstKind::Alloca { .. } | InstKind::VaStart { .. })
}

/// Is an unused result of this kind removable (reads at most, never writes)?
fn pure(kind: &InstKind) -> bool {
    match kind {
        InstKind::Load { volatile, .. } => !volatile,
        _ => kind.is_computation(),
    }
}

/// A thread found: the predecessors of `block` sent to its successor at `edge`.
struct Thread {
    block: Block,
    preds: Vec<Block>,
    edge: usize,
    /// The blocks whose uses of `block`'s values need the new phis in the target, when it
    /// had `block` as its only predecessor.
    target_region: Vec<Block>,
}

/// One round of threading through joins; (edges threaded, instructions copied).
fn thread_round(f: &mut Function) -> (usize, usize) {
    let cfg = Cfg::new(f);
    let dom = DomTree::new(f, &cfg);
    let mut touched: HashSet<Block> = HashSet::default();
    let mut found: Vec<Thread> = Vec::new();
    // The function does not change until the round's threads are found: where its values
    // are used is found once, when a first candidate asks.
    let mut uses: Option<Facts> = None;
    for &b in &f.layout {
        if b == f.entry || !dom.is_reachable(b) || touched.contains(&b) {
            continue;
        }
        let Some(t) = &f.blocks[b].term else { continue };
        let cond = match t {
            Terminator::Br { cond, .. } => *cond,
            Terminator::Switch { value, .. } => *value,
            _ => continue,
        };
        if f.is_constant(cond) {
            continue;
        }
        let preds = cfg.predecessors(b);
        let insts = f.block_insts(b);
        if insts.len() > MAX_COPIED
            || !insts.iter().all(|&i| copyable(&f.insts[i].kind))
            || preds.iter().any(|&p| dom.dominates(b, p))
        {
            continue;
        }
        let succs = t.successors();
        // The predecessors on whose edge the branch is known, by the edge it takes.
        let mut by_edge: Vec<(usize, Vec<Block>)> = Vec::new();
        for &p in preds {
            let once = preds.iter().filter(|&&q| q == p).count() == 1;
            if !once || touched.contains(&p) || !dom.is_reachable(p) {
                continue;
            }
            let implied = || match t {
                Terminator::Br { .. } => implied_on_edge(f, &cfg, &dom, (b, p), cond),
                _ => None,
            };
            let Some(k) = eval(f, b, p, cond, 0).or_else(implied) else {
                continue;
            };
            let Some(edge) = edge_taken(f, t, k) else {
                continue;
            };
            let to = succs[edge];
            // Branches with every edge to one block are simplify-cfg's.
            if succs.iter().all(|&s| s == to) || touched.contains(&to) {
                continue;
            }
            match by_edge.iter_mut().find(|(e, _)| succs[*e] == to) {
                Some((_, ps)) => ps.push(p),
                None => by_edge.push((edge, vec![p])),
            }
        }
        // One target per block and round: the one most predecessors go to.
        let Some((edge, ps)) = by_edge.into_iter().max_by_key(|(_, ps)| ps.len()) else {
            continue;
        };
        let to = succs[edge];
        let uses = uses.get_or_insert_with(|| Facts::new(f));
        let Some(target_region) = repairable(f, &cfg, &dom, uses, b, to) else {
            continue;
        };
        // A thread changes `b`, its predecessors' branches, its successors' phis and the
        // uses in the target's region: the threads of one round touch disjoint blocks, so
        // that each acts on the function its facts were found on.
        let mut involved: Vec<Block> = vec![b];
        involved.extend_from_slice(preds);
        involved.extend_from_slice(&succs);
        involved.extend_from_slice(&target_region);
        if involved.iter().any(|x| touched.contains(x)) {
            continue;
        }
        touched.extend(involved);
        found.push(Thread {
            block: b,
            preds: ps,
            edge,
            target_region,
        });
    }
    let mut threaded = 0;
    let mut copied = 0;
    for th in &found {
        threaded += th.preds.len();
        copied += thread(f, th);
    }
    (threaded, copied)
}

/// Whether the values `b` defines may be given a second definition in copies of `b` that
/// jump to `to` (see the module's comment); if so, the blocks where their uses must read a
/// new phi in `to` (none unless `to`'s only predecessor is `b`). `uses` has the users of
/// each value of `f`.
fn repairable(
    f: &Function,
    cfg: &Cfg,
    dom: &DomTree,
    uses: &Facts,
    b: Block,
    to: Block,
) -> Option<Vec<Block>> {
    let defined: Vec<Value> = f
        .block_phis_and_insts(b)
        .flat_map(|i| f.insts[i].results())
        .collect();
    // A block that defines nothing (the join after a `&&` loop) needs no repair.
    if defined.is_empty() {
        return Some(Vec::new());
    }
    // The successors other than `to` that only `b` reaches: uses they dominate stay.
    let only_b = |s: Block| cfg.predecessors(s).iter().all(|&p| p == b);
    let kept: Vec<Block> = f
        .terminator(b)
        .successors()
        .into_iter()
        .filter(|&s| s != to && only_b(s))
        .collect();
    let target_owned = only_b(to);
    // A use at the end of block `at`: kept (false), to read the target's new phi (true), or
    // beyond repair (`None`).
    let verdict = |at: Block| -> Option<bool> {
        if at == b || kept.iter().any(|&s| dom.dominates(s, at)) {
            return Some(false);
        }
        (target_owned && dom.dominates(to, at)).then_some(true)
    };
    let mut in_target = false;
    for &v in &defined {
        for &user in uses.users(v) {
            let (u, inst) = match user {
                User::Term(u) => (u, None),
                User::Inst(i) => (uses.block_of[i].expect("a user is in a block"), Some(i)),
            };
            if !dom.is_reachable(u) {
                continue;
            }
            match inst.map(|i| &f.insts[i].kind) {
                // A phi's operand is used at the end of the predecessor it comes from.
                Some(InstKind::Phi { args, .. }) => {
                    for &(p, _) in args.iter().filter(|&&(_, a)| a == v) {
                        in_target |= verdict(p)?;
                    }
                }
                _ => in_target |= verdict(u)?,
            }
        }
    }
    Some(match in_target {
        true => subtree(dom, to),
        false => Vec::new(),
    })
}

/// The operand of phi `phi` (of `to`) on the edge number `edge` of `b`'s terminator.
fn operand_on_edge(f: &Function, phi: Inst, b: Block, edge: usize) -> Option<Value> {
    let succs = f.terminator(b).successors();
    let to = succs[edge];
    let nth = succs[..edge].iter().filter(|&&s| s == to).count();
    match &f.insts[phi].kind {
        InstKind::Phi { args, .. } => args
            .iter()
            .filter(|(p, _)| *p == b)
            .nth(nth)
            .map(|&(_, v)| v),
        _ => None,
    }
}

/// Send `th.preds` past `th.block` to its successor at `th.edge`; the instructions the
/// copies keep.
fn thread(f: &mut Function, th: &Thread) -> usize {
    let b = th.block;
    let to = f.terminator(b).successors()[th.edge];
    let phis: Vec<Inst> = f.block_phis(b).to_vec();
    let insts: Vec<Inst> = f.block_insts(b).to_vec();
    let defined: Vec<Value> = phis
        .iter()
        .chain(&insts)
        .flat_map(|&i| f.insts[i].results().collect::<Vec<_>>())
        .collect();
    // `to`'s operands from `b` on the edge taken, per phi, before copies add theirs.
    let to_phis: Vec<(Inst, Value)> = f
        .block_phis(to)
        .iter()
        .filter_map(|&phi| operand_on_edge(f, phi, b, th.edge).map(|v| (phi, v)))
        .collect();
    // Uses of `b`'s values that `to` dominates read new phis in `to`.
    let joined = placeholders(f, &defined, &th.target_region);
    rewrite_uses(f, &th.target_region, &joined.iter().copied().collect());
    let mut copies: Vec<(Block, HashMap<Value, Value>)> = Vec::new();
    let mut kept = 0;
    for &p in &th.preds {
        let name = format!("{}.thread", f.block_name(b));
        let copy = f.add_block(&name);
        let at = f.layout.iter().position(|&x| x == p).map_or(0, |i| i + 1);
        f.layout.insert(at, copy);
        let mut map: HashMap<Value, Value> = HashMap::default();
        for &phi in &phis {
            if let InstKind::Phi { args, .. } = &f.insts[phi].kind {
                if let Some(&(_, v)) = args.iter().find(|(q, _)| *q == p) {
                    map.insert(f.insts[phi].result.expect("a phi has a result"), v);
                }
            }
        }
        for &i in &insts {
            copy_inst(f, i, copy, &mut map);
        }
        f.blocks[copy].term = Some(Terminator::Jump(to));
        f.positions.copy_term(b, copy);
        if let Some(t) = &mut f.blocks[p].term {
            redirect(t, b, copy);
        }
        let mapped = |v: Value| *map.get(&v).unwrap_or(&v);
        for &(phi, v) in &to_phis {
            if let InstKind::Phi { args, .. } = &mut f.insts[phi].kind {
                let mut new = args.to_vec();
                new.push((copy, mapped(v)));
                *args = new.into_boxed_slice();
            }
        }
        for &phi in &phis {
            if let InstKind::Phi { args, .. } = &mut f.insts[phi].kind {
                let rest: Vec<(Block, Value)> =
                    args.iter().copied().filter(|&(q, _)| q != p).collect();
                *args = rest.into_boxed_slice();
            }
        }
        copies.push((copy, map));
    }
    // One operand per edge from `b` (a `switch` may have several cases going to `to`).
    let edges_from_b = f
        .terminator(b)
        .successors()
        .iter()
        .filter(|&&s| s == to)
        .count();
    for &(v, phi_value) in &joined {
        let mut args = vec![(b, v); edges_from_b];
        args.extend(
            copies
                .iter()
                .map(|(c, map)| (*c, *map.get(&v).unwrap_or(&v))),
        );
        f.define_by_phi(to, phi_value, args);
    }
    for (copy, _) in &copies {
        remove_dead(f, *copy, to);
        kept += f.block_insts(*copy).len();
    }
    kept
}

/// Remove from `copy` the pure instructions whose results nothing uses: only `copy` itself
/// and the phis of `to` (where it jumps) can use them.
fn remove_dead(f: &mut Function, copy: Block, to: Block) {
    loop {
        let mut used: HashSet<Value> = HashSet::default();
        for &i in f.block_insts(copy) {
            f.insts[i].kind.visit_operands(|v| {
                used.insert(v);
            });
        }
        for &phi in f.block_phis(to) {
            if let InstKind::Phi { args, .. } = &f.insts[phi].kind {
                used.extend(args.iter().filter(|(p, _)| *p == copy).map(|&(_, v)| v));
            }
        }
        let dead: Vec<Inst> = f
            .block_insts(copy)
            .iter()
            .copied()
            .filter(|&i| pure(&f.insts[i].kind) && f.insts[i].results().all(|r| !used.contains(&r)))
            .collect();
        if dead.is_empty() {
            return;
        }
        f.retain_in_block(copy, |i| !dead.contains(&i));
    }
}

/// Are `a` and `b` the same value: the same, equal constants, or the results of the same
/// pure operation on the same operands (compared to `depth` levels)?
fn same(f: &Function, a: Value, b: Value, depth: u32) -> bool {
    if a == b {
        return true;
    }
    if let (ValueDef::IConst(x), ValueDef::IConst(y)) = (&f.values[a].def, &f.values[b].def) {
        return x == y && f.value_type(a) == f.value_type(b);
    }
    if depth == 0 {
        return false;
    }
    let (Some(ia), Some(ib)) = (f.def_inst(a), f.def_inst(b)) else {
        return false;
    };
    let (ka, kb) = (&f.insts[ia].kind, &f.insts[ib].kind);
    let comparable = |k: &InstKind| {
        matches!(
            k,
            InstKind::Binary { .. }
                | InstKind::Unary { .. }
                | InstKind::Icmp { .. }
                | InstKind::Cast { .. }
                | InstKind::PtrOffset { .. }
        )
    };
    if !comparable(ka) || !comparable(kb) {
        return false;
    }
    let (oa, ob) = (ka.operands(), kb.operands());
    if oa.len() != ob.len() || !oa.iter().zip(&ob).all(|(&x, &y)| same(f, x, y, depth - 1)) {
        return false;
    }
    // The same operation: `a`'s with `b`'s operands is `b`'s.
    let mut next = ob.into_iter();
    let mut k = ka.clone();
    k.map_operands(|v| next.next().unwrap_or(v));
    k == *kb
}

/// Whether the condition `a` is `b` (true) or its negation (false), when [`same`] or the
/// comparisons that make them tell: the same operands, or the same exchanged, under the
/// same condition or its complement. An inlined `unref`'s `r != NULL` after the caller's
/// `if (r == NULL) continue;` (gawk's `leaf_clear`), `n > 0` after `0 < n`, as LLVM's
/// `isImpliedCondition` sees them.
fn relation(f: &Function, a: Value, b: Value) -> Option<bool> {
    if same(f, a, b, MAX_DEPTH) {
        return Some(true);
    }
    let (ia, ib) = (f.def_inst(a)?, f.def_inst(b)?);
    let (
        InstKind::Icmp {
            cond: ca,
            ty: ta,
            lhs: la,
            rhs: ra,
        },
        InstKind::Icmp {
            cond: cb,
            ty: tb,
            lhs: lb,
            rhs: rb,
        },
    ) = (&f.insts[ia].kind, &f.insts[ib].kind)
    else {
        return None;
    };
    if ta != tb || ta.is_vector() {
        return None;
    }
    let s = |x: Value, y: Value| same(f, x, y, MAX_DEPTH - 1);
    // `b`'s condition, written with `a`'s operands in `a`'s order.
    let cb = if s(*la, *lb) && s(*ra, *rb) {
        *cb
    } else if s(*la, *rb) && s(*ra, *lb) {
        cb.swapped()
    } else {
        return None;
    };
    if cb == *ca {
        Some(true)
    } else if ca.complement() == Some(cb) {
        Some(false)
    } else {
        None
    }
}

/// The edge (0 `then`, 1 `else`) a `br` on `cond` at the end of `c` takes, when a branch on
/// the same condition at most `levels` up the dominator tree from `c` decides it: one whose
/// target, entered from it alone, dominates `c`.
fn decided_above(
    f: &Function,
    (cfg, dom): (&Cfg, &DomTree),
    cond: Value,
    c: Block,
    levels: usize,
) -> Option<usize> {
    // Up the dominator tree: `below` is the block under `d` on the way to `c`.
    let mut below = c;
    let mut d = dom.idom(c);
    for _ in 0..levels {
        let up = d?;
        if let Some(Terminator::Br {
            cond: dc,
            then_dest: dt,
            else_dest: de,
            ..
        }) = &f.blocks[up].term
        {
            let only_up = |s: Block| cfg.predecessors(s) == [up];
            if let Some(equal) = (dt != de).then(|| relation(f, cond, *dc)).flatten() {
                let taken = match () {
                    _ if *dt == below && only_up(*dt) => Some(0),
                    _ if *de == below && only_up(*de) => Some(1),
                    _ => None,
                };
                if let Some(edge) = taken {
                    return Some(if equal { edge } else { 1 - edge });
                }
            }
        }
        below = up;
        d = dom.idom(up);
    }
    None
}

/// Whether `cond`, defined above `b` and tested by `b`'s `br`, is true (1) or false (0) on
/// the edge from `p`: `p` branches to `b` on the same condition, or a branch above `p`
/// decided it ([`decided_above`]). The join after `while (p < end && *p != c) p++;` that
/// tests `p < end` again is decided on both its edges: the loop's exit on `p < end` goes
/// straight to the code for the end, the exit on the character to the other.
fn implied_on_edge(
    f: &Function,
    cfg: &Cfg,
    dom: &DomTree,
    (b, p): (Block, Block),
    cond: Value,
) -> Option<i64> {
    if f.def_inst(cond)
        .is_some_and(|i| f.block_insts(b).contains(&i))
    {
        return None;
    }
    if let Some(Terminator::Br {
        cond: pc,
        then_dest,
        else_dest,
        ..
    }) = &f.blocks[p].term
    {
        if let Some(equal) = (then_dest != else_dest)
            .then(|| relation(f, cond, *pc))
            .flatten()
        {
            return Some(i64::from((*then_dest == b) == equal));
        }
    }
    decided_above(f, (cfg, dom), cond, p, MAX_EDGE_DOMINATORS).map(|edge| i64::from(edge == 0))
}

/// Fold each `br` whose condition a dominating `br` decides; the count folded.
fn fold_implied(f: &mut Function) -> usize {
    let cfg = Cfg::new(f);
    let dom = DomTree::new(f, &cfg);
    let mut folds: Vec<(Block, usize)> = Vec::new();
    for &c in &f.layout {
        if !dom.is_reachable(c) {
            continue;
        }
        let Some(Terminator::Br {
            cond,
            then_dest,
            else_dest,
            ..
        }) = &f.blocks[c].term
        else {
            continue;
        };
        if then_dest == else_dest || f.is_constant(*cond) {
            continue;
        }
        if let Some(edge) = decided_above(f, (&cfg, &dom), *cond, c, MAX_DOMINATORS) {
            folds.push((c, edge));
        }
    }
    for &(c, edge) in &folds {
        retarget(f, c, edge);
    }
    folds.len()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::print::print_function;
    use crate::ir::read::read_function;
    use crate::ir::verify::verify_function;

    fn thread(text: &str) -> (String, Stats) {
        let mut f = read_function(text).expect("test IR parses");
        let ssa = f.clone();
        let bodies = super::super::inline::Bodies::default();
        let cx = Context {
            ssa: &ssa,
            binding: crate::ir::binding::Binding {
                is_final: true,
                may_inline: false,
            },
            bodies: &bodies,
            unit: super::super::inline::Unit::default(),
            expands: &[],
            tables: &Default::default(),
            builtins: &[],
            lib_builtins: &[],
            math_errno: true,
            fp_contract: false,
        };
        let s = run(&mut f, &cx);
        verify_function(&f).expect("threaded IR verifies");
        (print_function(&f), s)
    }

    #[test]
    fn zero_from_a_join_skips_the_greater_than_test() {
        let (out, s) = thread(
            "fn @f(i64 %a, i64 %ml) -> i64 {\n\
             entry:\n  %z = icmp eq i64 %a, 0\n  br %z, join, other\n\
             other:\n  jump join\n\
             join:\n  %n = phi i64 [0, entry], [%a, other]\n\
             \x20 %c = icmp ugt i64 %n, %ml\n  br %c, update, latch\n\
             update:\n  ret i64 %n\n\
             latch:\n  ret i64 %ml\n}\n",
        );
        assert_eq!((s.threaded, s.copied, s.implied), (1, 0, 0), "{out}");
        assert!(out.contains("br %z, join.thread, other"), "{out}");
    }

    #[test]
    fn a_use_after_both_arms_keeps_the_block() {
        let (_, s) = thread(
            "fn @f(i64 %a) -> i64 {\n\
             entry:\n  %z = icmp eq i64 %a, 0\n  br %z, join, other\n\
             other:\n  jump join\n\
             join:\n  %n = phi i64 [1, entry], [%a, other]\n\
             \x20 %m = add i64 %n, 5\n  br %n, x, y\n\
             x:\n  jump out\n\
             y:\n  jump out\n\
             out:\n  ret i64 %m\n}\n",
        );
        assert_eq!(s.threaded, 0);
    }

    #[test]
    fn the_same_test_twice_is_folded() {
        let (out, s) = thread(
            "fn @f(i32 %x) -> i32 {\n\
             entry:\n  %a = and i32 %x, 4\n  %c = icmp ne i32 %a, 0\n  br %c, t, e\n\
             t:\n  %a2 = and i32 %x, 4\n  %c2 = icmp ne i32 %a2, 0\n  br %c2, t2, e\n\
             t2:\n  ret i32 1\n\
             e:\n  ret i32 0\n}\n",
        );
        assert_eq!(s.implied, 1, "{out}");
        assert!(out.contains("jump t2"), "{out}");
    }
}

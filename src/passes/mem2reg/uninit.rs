//! Uninitialized uses, read off the promotion (for `-Wuninitialized` and
//! `-Wmaybe-uninitialized`). Promotion already answers the question: each load of a
//! variable is replaced by the value that reaches it, and that value is `undef` when no
//! store reaches the load on any path from the entry ("is used uninitialized"), or a phi of
//! the variable one of whose operands is, through the variable's other phis, `undef` when
//! some path reaches it without a store ("may be used uninitialized"). Anything else is a
//! stored value: defined on every path.
//!
//! The loads are listed before the fast paths (`watch`) and judged after step 7's trivial
//! phis are gone and before its final sweep (`judge`), from the replacements the pass
//! recorded; the promotion itself is not touched. Only variables declared in the C source
//! are judged (`Function::variables`: not the compiler's temporaries), only loads in
//! reachable blocks (code that never runs reads nothing), and a variable whose address
//! escapes is not promoted, so not judged, as gcc at `-O0`. A load stored straight back
//! into its own variable (`int x = x;`, gcc's idiom for silencing the warning, or `x = x;`)
//! is no use, and what it stores counts as defined. Each variable is reported once, at its
//! first use in the source, as gcc reports it once.
//!
//! One refinement over the CFG the promotion sees: a branch on a constant (`while (1)`,
//! which lowering gives as `br (icmp ne 1, 0)`) takes one edge only, so the blocks only the
//! other edge reaches are not judged, and a phi operand that flows along an edge never taken
//! is not a path: `int v; while (1) { if (c) { v = 1; break; } } return v;` defines `v`
//! before every use that can happen.
//!
//! And a light form of gcc's predicate analysis for "may be used": a use guarded by a
//! condition (a branch on the way to it, along the dominator tree) is no use on the paths
//! that bring `undef` if each of them contradicts the guard: either the path left a branch
//! on the same condition the other way (`if (c) x = 1; ... if (c) use(x);`), or the guard
//! tests a phi merged in the same block as the variable's (or in a later merge, followed back
//! to it), whose operand on that path is a constant (through integer and pointer conversions:
//! `NULL`) the guard rejects (`found = 0; ... { value = i; found = 1; break; } ...
//! found ? value : 0`, and `if (i > 0) use(last); last = i;` in a loop from `i = 0`). The
//! first needs the condition's operands not to be computed again between the path and the
//! use (they are defined where the merge block cannot reach). What this does not see is
//! reported (docs/mem2reg.md lists such cases).

use super::accesses::Candidate;
use super::idf::Phis;
use super::{Rewrite, UninitializedUse};
use crate::ir::cfg::Cfg;
use crate::ir::dominators::DomTree;
use crate::ir::{Block, CastOp, Cond, Function, Inst, InstKind, Terminator, Value, ValueDef};
use cranelift_entity::EntityRef;
use rustc_hash::FxHashSet as HashSet;

/// The reads of one declared variable: its alloca, and its loads (instruction and result)
/// in reachable blocks that are uses.
pub(super) struct Watched {
    alloca: Inst,
    loads: Vec<(Inst, Block, Value)>,
}

/// The reads to judge: every declared variable's, and the loads stored back unchanged.
#[derive(Default)]
pub(super) struct Watch {
    vars: Vec<Watched>,
    self_copies: HashSet<Value>,
    /// Per block number, whether it runs on some path from the entry that takes only the
    /// edge a constant branch takes.
    executable: Vec<bool>,
}

/// The block a branch on a constant goes to; `None` for any other terminator.
fn constant_target(func: &Function, b: Block) -> Option<Block> {
    let Some(Terminator::Br {
        cond,
        then_dest,
        else_dest,
        ..
    }) = &func.blocks[b].term
    else {
        return None;
    };
    let constant = |v: Value| match func.values[v].def {
        ValueDef::IConst(c) => Some(c),
        _ => None,
    };
    let taken = match constant(*cond) {
        Some(c) => c != 0,
        None => {
            let inst = func.def_inst(*cond)?;
            let InstKind::Icmp { cond, lhs, rhs, .. } = &func.insts[inst].kind else {
                return None;
            };
            let (l, r) = (constant(*lhs)?, constant(*rhs)?);
            match cond {
                Cond::Eq => l == r,
                Cond::Ne => l != r,
                _ => return None,
            }
        }
    };
    Some(if taken { *then_dest } else { *else_dest })
}

/// Whether the edge from `pred` to `succ` can be taken (see `constant_target`).
fn edge_taken(func: &Function, pred: Block, succ: Block) -> bool {
    constant_target(func, pred).is_none_or(|t| t == succ)
}

/// Per block number, whether a path from the entry along edges that can be taken reaches it.
fn executable_blocks(func: &Function) -> Vec<bool> {
    let mut seen = vec![false; func.blocks.len()];
    let mut stack = vec![func.entry];
    seen[func.entry.index()] = true;
    while let Some(b) = stack.pop() {
        let Some(term) = &func.blocks[b].term else {
            continue;
        };
        for s in term.successors() {
            if edge_taken(func, b, s) && !seen[s.index()] {
                seen[s.index()] = true;
                stack.push(s);
            }
        }
    }
    seen
}

/// List the reads of the candidates that are declared variables, before the fast paths
/// rewrite them.
pub(super) fn watch(func: &Function, candidates: &[Candidate]) -> Watch {
    let mut watch = Watch {
        executable: executable_blocks(func),
        ..Watch::default()
    };
    for c in candidates {
        if func.variables.declared_at(c.alloca).is_none() {
            continue;
        }
        let executable = &watch.executable;
        let reachable = c.accesses.iter().filter(|a| executable[a.block.index()]);
        let loads: Vec<(Inst, Block, Value)> = reachable
            .clone()
            .filter(|a| a.stored.is_none())
            .filter_map(|a| Some((a.inst, a.block, a.loaded.expand()?)))
            .collect();
        let copies = reachable
            .filter_map(|a| a.stored.expand())
            .filter(|v| loads.iter().any(|&(_, _, l)| l == *v));
        watch.self_copies.extend(copies);
        let loads = loads
            .into_iter()
            .filter(|(_, _, l)| !watch.self_copies.contains(l))
            .collect();
        watch.vars.push(Watched {
            alloca: c.alloca,
            loads,
        });
    }
    watch
}

/// What a read yields once the replacements are followed.
enum Reaching {
    Defined,
    Undef,
    /// A phi of the variable (its index among the inserted phis).
    Phi(usize),
}

/// The general path's phis and which variable (alloca) each merges; none when every
/// variable took a fast path.
pub(super) struct PhiWeb {
    pub phis: Phis,
    pub allocas: Vec<Inst>,
}

/// Judge the watched reads, after the pass has replaced every load (and removed the
/// trivial phis) but before the final sweep.
pub(super) fn judge(
    func: &Function,
    cfg: &Cfg,
    domtree: &DomTree,
    rw: &Rewrite,
    web: Option<&PhiWeb>,
    watch: &Watch,
) -> Vec<UninitializedUse> {
    let mut out = Vec::new();
    let preds = Predicates {
        func,
        cfg,
        domtree,
        rw,
        def_blocks: std::cell::OnceCell::new(),
    };
    for var in &watch.vars {
        let mut first: Option<(Option<usize>, bool)> = None;
        for &(load, block, result) in &var.loads {
            let always = match reaching(func, rw, web, watch, var.alloca, result) {
                Reaching::Defined => continue,
                Reaching::Undef => true,
                Reaching::Phi(i) => {
                    let (undef_edges, defined) = phi_web(func, rw, web, watch, var.alloca, i);
                    if undef_edges.is_empty() || (defined && preds.guarded(block, &undef_edges)) {
                        continue;
                    }
                    !defined
                }
            };
            let at = func.positions.inst(load);
            if first.is_none_or(|(earliest, _)| at < earliest) {
                first = Some((at, always));
            }
        }
        let Some((used, always)) = first else {
            continue;
        };
        let declared = func.variables.declared_at(var.alloca).unwrap_or_default();
        let alloca = func.insts[var.alloca].result;
        let name = alloca.and_then(|a| func.value_name(a)).unwrap_or("?");
        out.push(UninitializedUse {
            name: name.to_string(),
            declared,
            used: used.unwrap_or(declared),
            always,
        });
    }
    out.sort_by_key(|u| u.used);
    out
}

/// Follow `v`'s replacements to the value a read of the variable `alloca` yields.
fn reaching(
    func: &Function,
    rw: &Rewrite,
    web: Option<&PhiWeb>,
    watch: &Watch,
    alloca: Inst,
    mut v: Value,
) -> Reaching {
    // A chain longer than the replacements recorded is a cycle (see `Rewrite::resolve`).
    for _ in 0..=rw.replacements {
        if watch.self_copies.contains(&v) {
            return Reaching::Defined;
        }
        match rw.replacement[v].expand() {
            Some(next) => v = next,
            None => break,
        }
    }
    if matches!(func.values[v].def, ValueDef::Undef) {
        return Reaching::Undef;
    }
    let phi = web.and_then(|w| {
        let i = w.phis.defining(func, v)?;
        let p = &w.phis.phis[i];
        (!rw.deleted[p.inst] && w.allocas[p.var as usize] == alloca).then_some(i)
    });
    match phi {
        Some(i) => Reaching::Phi(i),
        None => Reaching::Defined,
    }
}

/// The edges (merge block, predecessor) on which `undef` flows into the phi `start` of the
/// variable `alloca` (through its other phis), and whether a defined value flows in too.
fn phi_web(
    func: &Function,
    rw: &Rewrite,
    web: Option<&PhiWeb>,
    watch: &Watch,
    alloca: Inst,
    start: usize,
) -> (Vec<(Block, Block)>, bool) {
    let Some(w) = web else {
        return (Vec::new(), true);
    };
    let (mut undef, mut defined) = (Vec::new(), false);
    let mut seen = HashSet::from_iter([start]);
    let mut stack = vec![start];
    while let Some(i) = stack.pop() {
        let phi = &w.phis.phis[i];
        let InstKind::Phi { args, .. } = &func.insts[phi.inst].kind else {
            continue;
        };
        for &(pred, v) in args {
            if !watch.executable[pred.index()] || !edge_taken(func, pred, phi.block) {
                continue;
            }
            match reaching(func, rw, web, watch, alloca, v) {
                Reaching::Defined => defined = true,
                Reaching::Undef => undef.push((phi.block, pred)),
                Reaching::Phi(j) => {
                    if seen.insert(j) {
                        stack.push(j);
                    }
                }
            }
        }
    }
    (undef, defined)
}

/// A condition known on entry to a block: the branch on `cond` went the way `holds` says.
#[derive(Clone, Copy)]
struct Fact {
    cond: Value,
    holds: bool,
}

/// How far up the dominator tree the facts of a block are looked for.
const FACT_DEPTH: usize = 16;

/// How many merges a guard's phi is followed back through (`Predicates::value_on_path`).
const PHI_DEPTH: usize = 4;

/// The light predicate analysis of the module documentation.
struct Predicates<'a> {
    func: &'a Function,
    cfg: &'a Cfg,
    domtree: &'a DomTree,
    rw: &'a Rewrite,
    /// The block of each instruction, computed when first needed.
    def_blocks: std::cell::OnceCell<cranelift_entity::SecondaryMap<Inst, Option<Block>>>,
}

impl Predicates<'_> {
    /// Whether every edge of `undef_edges` contradicts a condition known at the use in
    /// `use_block`.
    fn guarded(&self, use_block: Block, undef_edges: &[(Block, Block)]) -> bool {
        let guards = self.facts_at(use_block);
        !guards.is_empty()
            && undef_edges.iter().all(|&(merge, pred)| {
                let mut known = self.facts_at(pred);
                known.extend(self.edge_fact(pred, merge));
                guards
                    .iter()
                    .any(|g| self.contradicted(*g, merge, pred, &known))
            })
    }

    /// The fact a branch from `pred` to `succ` establishes, if it branches two ways.
    fn edge_fact(&self, pred: Block, succ: Block) -> Option<Fact> {
        match &self.func.blocks[pred].term {
            Some(Terminator::Br {
                cond,
                then_dest,
                else_dest,
                ..
            }) if then_dest != else_dest => Some(Fact {
                cond: *cond,
                holds: succ == *then_dest,
            }),
            _ => None,
        }
    }

    /// The facts on entry to `b`: up its dominators, each block entered from a branch along
    /// its only incoming edge.
    fn facts_at(&self, b: Block) -> Vec<Fact> {
        let mut out = Vec::new();
        let mut cur = b;
        for _ in 0..FACT_DEPTH {
            if let [pred] = self.cfg.predecessors(cur) {
                out.extend(self.edge_fact(*pred, cur));
            }
            match self.domtree.idom(cur) {
                Some(d) => cur = d,
                None => break,
            }
        }
        out
    }

    /// Whether the guard `g` cannot hold on a path that took the edge from `pred` to
    /// `merge`, where the facts `known` hold.
    fn contradicted(&self, g: Fact, merge: Block, pred: Block, known: &[Fact]) -> bool {
        let same_way_back = known
            .iter()
            .any(|f| f.holds != g.holds && self.same(f.cond, g.cond, merge));
        same_way_back || self.phi_constant_fails(g, merge, pred)
    }

    fn follow(&self, v: Value) -> Value {
        let mut v = v;
        for _ in 0..=self.rw.replacements {
            match self.rw.replacement[v].expand() {
                Some(next) => v = next,
                None => break,
            }
        }
        v
    }

    /// Whether the conditions `a` and `b` are the same test of the same values, those
    /// values computed where `merge` cannot reach (so not again on the way to the use).
    fn same(&self, a: Value, b: Value, merge: Block) -> bool {
        let (a, b) = (self.follow(a), self.follow(b));
        let operands = match (self.icmp(a), self.icmp(b)) {
            _ if a == b => vec![a],
            (Some((ca, la, ra)), Some((cb, lb, rb)))
                if ca == cb && self.equal(la, lb) && self.equal(ra, rb) =>
            {
                vec![la, ra]
            }
            _ => return false,
        };
        operands.iter().all(|&v| self.fixed_after(v, merge))
    }

    /// Whether the followed values `a` and `b` are one value, or equal constants.
    fn equal(&self, a: Value, b: Value) -> bool {
        a == b
            || self
                .constant(a)
                .is_some_and(|k| Some(k) == self.constant(b))
    }

    /// `v`'s `icmp`, its operands followed.
    fn icmp(&self, v: Value) -> Option<(Cond, Value, Value)> {
        let inst = self.func.def_inst(v)?;
        match &self.func.insts[inst].kind {
            InstKind::Icmp { cond, lhs, rhs, .. } => {
                Some((*cond, self.follow(*lhs), self.follow(*rhs)))
            }
            _ => None,
        }
    }

    /// Whether `v` is not computed again once `merge` is reached: a parameter, a constant,
    /// or the result of an instruction in a block `merge` cannot reach.
    fn fixed_after(&self, v: Value, merge: Block) -> bool {
        let Some(inst) = self.func.def_inst(v) else {
            return true;
        };
        let Some(def) = self.def_block(inst) else {
            return false;
        };
        let mut seen = HashSet::from_iter([merge]);
        let mut stack = vec![merge];
        while let Some(b) = stack.pop() {
            if b == def {
                return false;
            }
            for &s in self.cfg.successors(b) {
                if seen.insert(s) {
                    stack.push(s);
                }
            }
        }
        true
    }

    /// Whether the guard `g` tests a phi of `merge` against a constant, and that phi's
    /// operand from `pred` is a constant the test rejects.
    fn phi_constant_fails(&self, g: Fact, merge: Block, pred: Block) -> bool {
        let cond = self.follow(g.cond);
        let (test, x, k) = match self.icmp(cond) {
            Some((c, l, r)) => match (self.constant(l), self.constant(r)) {
                (None, Some(k)) => (c, l, k),
                (Some(k), None) => (c.swapped(), r, k),
                _ => return false,
            },
            None => (Cond::Ne, cond, 0),
        };
        if self
            .func
            .def_inst(x)
            .is_none_or(|i| !matches!(self.func.insts[i].kind, InstKind::Phi { .. }))
        {
            return false;
        }
        let Some(value) = self.value_on_path(x, merge, pred, PHI_DEPTH) else {
            return false;
        };
        let bits = self.func.value_type(x).bytes() * 8;
        evaluate(test, value, k, bits).is_some_and(|holds| holds != g.holds)
    }

    /// The constant `x` holds at a use on every path that took the edge from `pred` to
    /// `merge`, if it is one: a phi of `merge` has its operand from `pred`; a phi of a later
    /// merge (reached from `merge`, which it does not reach back, so entered only after it)
    /// has, on those paths, one of its operands from the predecessors `merge` reaches, and
    /// they must all be that constant (`if (a) p = q; else if (b) p = r; else p = NULL;`
    /// nests the last two in a merge of their own).
    fn value_on_path(&self, x: Value, merge: Block, pred: Block, depth: usize) -> Option<i64> {
        let x = self.follow(x);
        if let Some(k) = self.constant(x) {
            return Some(k);
        }
        let inst = self.func.def_inst(x)?;
        let InstKind::Phi { args, .. } = &self.func.insts[inst].kind else {
            return None;
        };
        let block = self.def_block(inst)?;
        if block == merge {
            let &(_, v) = args.iter().find(|&&(p, _)| p == pred)?;
            return self.constant(self.follow(v));
        }
        if depth == 0 || !self.reaches(merge, block) || self.reaches(block, merge) {
            return None;
        }
        let mut value = None;
        for &(p, v) in args {
            if p == merge || self.reaches(merge, p) {
                let k = self.value_on_path(v, merge, pred, depth - 1)?;
                if value.is_some_and(|seen| seen != k) {
                    return None;
                }
                value = Some(k);
            }
        }
        value
    }

    /// Whether a path leads from `from` to `to` (`from` itself only round a loop).
    fn reaches(&self, from: Block, to: Block) -> bool {
        let mut seen = HashSet::default();
        let mut stack: Vec<Block> = self.cfg.successors(from).to_vec();
        while let Some(b) = stack.pop() {
            if b == to {
                return true;
            }
            if seen.insert(b) {
                stack.extend(self.cfg.successors(b).iter().copied());
            }
        }
        false
    }

    /// The block of instruction `inst`.
    fn def_block(&self, inst: Inst) -> Option<Block> {
        self.def_blocks.get_or_init(|| {
            let mut map = cranelift_entity::SecondaryMap::new();
            for &b in &self.func.layout {
                for i in self.func.block_phis_and_insts(b) {
                    map[i] = Some(b);
                }
            }
            map
        })[inst]
    }

    /// `v`'s integer value if it is a constant, through the integer and pointer conversions
    /// of one (`NULL` is `(void *)0`: a `bitcast` of a `sext` of 0).
    fn constant(&self, v: Value) -> Option<i64> {
        let mut v = self.follow(v);
        for _ in 0..4 {
            if let ValueDef::IConst(c) = self.func.values[v].def {
                return Some(c);
            }
            let inst = self.func.def_inst(v)?;
            let InstKind::Cast { op, from, to, arg } = self.func.insts[inst].kind else {
                return None;
            };
            let scalar = |t: crate::ir::Type| t.is_int() || t == crate::ir::Type::Ptr;
            match op {
                CastOp::Sext if scalar(from) => {}
                CastOp::Bitcast if scalar(from) && scalar(to) && from.bytes() == to.bytes() => {}
                _ => return None,
            }
            v = self.follow(arg);
        }
        None
    }
}

/// `a test b` on `bits`-wide integers (sign-extended in the IR); `None` for a floating test.
fn evaluate(test: Cond, a: i64, b: i64, bits: u32) -> Option<bool> {
    let mask = if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    };
    let (ua, ub) = (a as u64 & mask, b as u64 & mask);
    Some(match test {
        Cond::Eq => ua == ub,
        Cond::Ne => ua != ub,
        Cond::Slt => a < b,
        Cond::Sle => a <= b,
        Cond::Sgt => a > b,
        Cond::Sge => a >= b,
        Cond::Ult => ua < ub,
        Cond::Ule => ua <= ub,
        Cond::Ugt => ua > ub,
        Cond::Uge => ua >= ub,
        _ => return None,
    })
}

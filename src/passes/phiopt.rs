//! Phis that differ by one across a branch become arithmetic on the branch's condition
//! (gcc's `tree-ssa-phiopt`, its `conditional_replacement` and the increments LLVM's
//! SimplifyCFG speculates and InstCombine folds: `select c, x + 1, x` is `x + zext c`).
//! C's `if (!seen[i]) count++;` needs no branch, which on irregular data mispredicts:
//!
//! ```text
//!   a:  %t = icmp ne i8 %s, 0                a:  %t = icmp ne i8 %s, 0
//!       br %t, j, b                              %c = icmp eq i8 %s, 0
//!   b:  %inc = add nsw i32 %n, 1                 %z = zext i8 %c to i32
//!       jump j                                   %n.1 = add nsw i32 %n, %z
//!   j:  %n.1 = phi i32 [%n, a], [%inc, b]        (j's code follows)
//! ```
//!
//! The shapes: a block `a` ending in `br c` without a `__builtin_expect` hint (one the
//! program says is predictable is better left a branch, as LLVM leaves a branch its profile
//! calls predictable), a join `j` of exactly two edges, and between them a triangle (one
//! edge straight from `a` to `j`, the other through an arm block) or a diamond (an arm block
//! on each edge). Each arm is reached only from `a` and only jumps to `j`. Each phi of `j`,
//! with `t` its operand when `c` holds and `f` when not, must be one of:
//!
//! - `t == f`: that value;
//! - `t = f + 1` or `t = f - 1` (an `add` or `sub` of the constant, or two constants that
//!   differ so in the phi's type, wrapping): `f + zext(c)` or `f - zext(c)` (`0 + zext(c)`
//!   is `zext(c)`; `0 - zext(c)` stays a subtraction, `sext` of an `i8` 1 being 1);
//! - the same with `t` and `f` exchanged, on `!c`.
//!
//! Every phi of `j` must match (else nothing changes: a branch kept for one phi gains
//! nothing from the others), each of integer type up to 64 bits, the base (`f`, or `t`) not
//! computed in an arm, and every instruction of the arms must be one of the matched
//! increments: nothing with a side effect, nothing that can trap, nothing else that would
//! now run on both ways. The results are the same for every input: the condition is 0 or 1
//! (a compare's result, else `c != 0`), so the sum is the operand the phi would have
//! chosen; a `nsw` increment keeps its flag, since adding 0 cannot overflow and adding 1
//! overflows exactly when the increment did. The new code goes at the end of `a`, which
//! dominates `j`; the phi's value is redefined by its replacement (its uses stay), `a`
//! jumps to `j`, the arms go, and `j`, now reached only from `a`, is merged into it.
//!
//! A join found again after a change (nested or consecutive `if`s) is tried in the next
//! round, up to [`MAX_ROUNDS`].

use crate::ir::cfg::{sort_phi_operands, Cfg};
use crate::ir::{BinOp, Block, BranchHint, CastOp, Cond, Function, Inst, InstData, InstKind};
use crate::ir::{Terminator, Type, Value, ValueDef};
use crate::passes::pipeline::{self, Context, Pass};
use crate::passes::simplify_cfg::{append_block, replace_values};
use cranelift_entity::SecondaryMap;
use rustc_hash::FxHashSet as HashSet;

/// Rounds over the function at most (each round looks at each join once).
const MAX_ROUNDS: usize = 4;

/// What the pass did to one function (`--stats`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Phis replaced by arithmetic on a branch's condition.
    pub phis: usize,
    /// Conditional branches removed (with their arm blocks).
    pub branches: usize,
}

/// The pass in the pipeline (`passes::pipeline`).
pub const PASS: Pass = Pass {
    name: "phiopt",
    flag: "--no-phiopt",
    help: "Keep the branches around conditional increments (by default, when optimising, \
           `if (c) n++;` becomes `n += (c != 0)` and a branch choosing between k and k + 1 \
           becomes arithmetic on its condition, when nothing else depends on the branch)",
    counters: &[
        "phis replaced by arithmetic on a branch condition",
        "conditional branches removed",
    ],
    run: |f, _: &Context| {
        let s = run(f);
        pipeline::Stats::of(&[s.phis, s.branches])
    },
};

/// A branch and its join, as described in the module comment.
struct Shape {
    head: Block,
    join: Block,
    cond: Value,
    /// The arm blocks (one for a triangle, two for a diamond).
    arms: Vec<Block>,
    /// The predecessors of `join` on the way the condition holds, and on the other.
    then_from: Block,
    else_from: Block,
}

/// What one phi becomes.
#[derive(Copy, Clone)]
enum Replacement {
    /// Its two operands are this value.
    Same(Value),
    /// `base + step * (the condition == when)`, `step` 1 or -1.
    Step {
        base: Value,
        step: i64,
        when: bool,
        nsw: bool,
    },
}

/// Replace the phis of triangles and diamonds by arithmetic on their branch's condition.
pub fn run(f: &mut Function) -> Stats {
    let mut stats = Stats::default();
    for _ in 0..MAX_ROUNDS {
        let cfg = Cfg::new(f);
        // A block changed in this round is not looked at again: its facts are stale.
        let mut touched: SecondaryMap<Block, bool> = SecondaryMap::new();
        let mut replace: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
        let before = stats;
        for j in f.layout.clone() {
            let Some(shape) = shape_at(f, &cfg, j) else {
                continue;
            };
            let blocks = || {
                [shape.head, shape.join]
                    .into_iter()
                    .chain(shape.arms.clone())
            };
            if blocks().any(|b| touched[b]) {
                continue;
            }
            let Some(plan) = plan(f, &shape) else {
                continue;
            };
            stats.phis += plan.len();
            stats.branches += 1;
            rewrite(f, &shape, plan, &mut replace);
            blocks().for_each(|b| touched[b] = true);
        }
        if stats == before {
            break;
        }
        replace_values(f, |mut v| {
            while let Some(w) = replace[v] {
                v = w;
            }
            v
        });
        sort_phi_operands(f);
    }
    stats
}

/// The triangle or diamond whose join is `j`, if `j` joins one.
fn shape_at(f: &Function, cfg: &Cfg, j: Block) -> Option<Shape> {
    let &[p, q] = cfg.predecessors(j) else {
        return None;
    };
    if p == q || f.block_phis(j).is_empty() {
        return None;
    }
    // An arm's way into the join: its one predecessor, if it only jumps to `j`.
    let arm_head = |b: Block| match (cfg.predecessors(b), &f.blocks[b].term) {
        (&[h], Some(Terminator::Jump(to))) if *to == j && h != b && b != f.entry => Some(h),
        _ => None,
    };
    let (head, arms) = match (arm_head(p), arm_head(q)) {
        (Some(h), Some(g)) if h == g => (h, vec![p, q]),
        (Some(h), _) if h == q => (q, vec![p]),
        (_, Some(g)) if g == p => (p, vec![q]),
        _ => return None,
    };
    let Some(Terminator::Br {
        cond,
        then_dest,
        else_dest,
        hint: BranchHint::None,
    }) = f.blocks[head].term
    else {
        return None;
    };
    let from = |dest: Block| if dest == j { head } else { dest };
    let ok = then_dest != else_dest
        && head != j
        && arms.iter().all(|&b| f.block_phis(b).is_empty())
        && [then_dest, else_dest]
            .iter()
            .all(|d| *d == j || arms.contains(d));
    ok.then(|| Shape {
        head,
        join: j,
        cond,
        arms,
        then_from: from(then_dest),
        else_from: from(else_dest),
    })
}

/// What each phi of the shape's join becomes, in order; `None` unless every phi matches
/// and every instruction of the arms is one of the increments matched.
fn plan(f: &Function, shape: &Shape) -> Option<Vec<(Inst, Replacement)>> {
    // Sets: a large arm with many phis must not cost their product.
    let arm_insts: HashSet<Inst> = (shape.arms.iter())
        .flat_map(|&b| f.block_insts(b).iter().copied())
        .collect();
    let in_arm = |v: Value| f.def_inst(v).is_some_and(|i| arm_insts.contains(&i));
    let mut matched: HashSet<Inst> = HashSet::default();
    let mut plan = Vec::new();
    for &phi in f.block_phis(shape.join) {
        let InstKind::Phi { ty, args } = &f.insts[phi].kind else {
            return None;
        };
        let operand = |from: Block| args.iter().find(|&&(p, _)| p == from).map(|&(_, v)| v);
        let (t, e) = (operand(shape.then_from)?, operand(shape.else_from)?);
        let (r, insts) = replacement(f, *ty, t, e)?;
        let base = match r {
            Replacement::Same(v) => v,
            Replacement::Step { base, .. } => base,
        };
        if in_arm(base) {
            return None;
        }
        matched.extend(insts);
        plan.push((phi, r));
    }
    arm_insts
        .iter()
        .all(|i| matched.contains(i))
        .then_some(plan)
}

/// What a phi of type `ty` choosing `t` when the condition holds and `e` when not
/// becomes, if it is one of the module comment's forms, and the instructions its
/// increment takes.
fn replacement(f: &Function, ty: Type, t: Value, e: Value) -> Option<(Replacement, Vec<Inst>)> {
    if t == e {
        return Some((Replacement::Same(t), Vec::new()));
    }
    if !matches!(ty, Type::I8 | Type::I16 | Type::I32 | Type::I64) {
        return None;
    }
    let step = |when: bool, s: Increment| {
        let r = Replacement::Step {
            base: s.base,
            step: s.step,
            when,
            nsw: s.nsw,
        };
        (r, s.insts)
    };
    (increment(f, ty, t, e).map(|s| step(true, s)))
        .or_else(|| increment(f, ty, e, t).map(|s| step(false, s)))
}

/// A value that is `base + step`, `step` 1 or -1.
struct Increment {
    base: Value,
    step: i64,
    /// The addition is `nsw`.
    nsw: bool,
    /// The instructions that compute it.
    insts: Vec<Inst>,
}

/// `v` as `base + step` in type `ty`, if it is: two constants one apart, an `add` or
/// `sub` of 1 or -1, or that done in a wider type on an extension of `base` and truncated
/// back (C's `c -= 1` on a `char`), which is the same sum wrapped.
fn increment(f: &Function, ty: Type, v: Value, base: Value) -> Option<Increment> {
    if let (Some(a), Some(b)) = (constant(f, v), constant(f, base)) {
        return unit(ty, a.wrapping_sub(b)).map(|step| Increment {
            base,
            step,
            nsw: false,
            insts: Vec::new(),
        });
    }
    let i = f.def_inst(v)?;
    if let InstKind::Cast {
        op: CastOp::Trunc,
        arg,
        to,
        ..
    } = f.insts[i].kind
    {
        let wide = f.value_type(arg);
        let ext = |w: Value| {
            let e = f.def_inst(w)?;
            match f.insts[e].kind {
                InstKind::Cast {
                    op: CastOp::Zext | CastOp::Sext,
                    from,
                    arg,
                    ..
                } if from == to && arg == base => Some(e),
                _ => None,
            }
        };
        let (add, step, _, operand) = unit_step(f, wide, arg)?;
        let e = ext(operand)?;
        return (to == ty).then(|| Increment {
            base,
            step,
            nsw: false,
            insts: vec![i, add, e],
        });
    }
    let (add, step, nsw, operand) = unit_step(f, ty, v)?;
    (operand == base).then(|| Increment {
        base,
        step,
        nsw,
        insts: vec![add],
    })
}

/// `v` as `operand + step` by an `add` or `sub` of type `ty` with a constant, `step` 1 or
/// -1: the instruction, `step`, whether it is `nsw`, and `operand`.
fn unit_step(f: &Function, ty: Type, v: Value) -> Option<(Inst, i64, bool, Value)> {
    let i = f.def_inst(v)?;
    let InstKind::Binary {
        op,
        lhs,
        rhs,
        nsw,
        ty: t,
    } = f.insts[i].kind
    else {
        return None;
    };
    let (step, operand) = match (op, constant(f, lhs), constant(f, rhs)) {
        (BinOp::Add, _, Some(k)) => (unit(ty, k)?, lhs),
        (BinOp::Add, Some(k), _) => (unit(ty, k)?, rhs),
        (BinOp::Sub, _, Some(k)) => (unit(ty, k.wrapping_neg())?, lhs),
        _ => return None,
    };
    (t == ty).then_some((i, step, nsw, operand))
}

/// `k` in type `ty` (wrapped to its width), if that is 1 or -1.
fn unit(ty: Type, k: i64) -> Option<i64> {
    let k = ty.sign_extend(k);
    matches!(k, 1 | -1).then_some(k)
}

/// The integer constant `v` is, if it is one.
fn constant(f: &Function, v: Value) -> Option<i64> {
    match f.values[v].def {
        ValueDef::IConst(k) => Some(k),
        _ => None,
    }
}

/// Replace the shape's phis as `plan` says, make its head jump to its join, remove its
/// arms and merge the join into the head. A phi replaced by an existing value is noted
/// in `replace` (the caller rewrites the uses).
fn rewrite(
    f: &mut Function,
    shape: &Shape,
    plan: Vec<(Inst, Replacement)>,
    replace: &mut SecondaryMap<Value, Option<Value>>,
) {
    let mut tests = Tests::default();
    for (phi, r) in plan {
        let result = f.insts[phi].result.expect("a phi has a result");
        let ty = f.value_type(result);
        let (base, step, when, nsw) = match r {
            Replacement::Same(v) => {
                replace[result] = Some(v);
                continue;
            }
            Replacement::Step {
                base,
                step,
                when,
                nsw,
            } => (base, step, when, nsw),
        };
        let op = if step == 1 { BinOp::Add } else { BinOp::Sub };
        let kind = match (constant(f, base), step, ty) {
            (Some(0), 1, Type::I8) => {
                replace[result] = Some(tests.get(f, shape, when, ty, None));
                continue;
            }
            (Some(0), 1, _) => {
                // Made before for another phi, the value is that one.
                let v = tests.get(f, shape, when, ty, Some(result));
                if v != result {
                    replace[result] = Some(v);
                }
                continue;
            }
            _ => InstKind::Binary {
                op,
                ty,
                lhs: base,
                rhs: tests.get(f, shape, when, ty, None),
                nsw,
            },
        };
        emit(f, shape.head, kind, ty, Some(result));
    }
    let phis = f.block_phis(shape.join).to_vec();
    f.retain_in_block(shape.join, |i| !phis.contains(&i));
    for &arm in &shape.arms {
        f.retain_in_block(arm, |_| false);
        f.blocks[arm].term = Some(Terminator::Unreachable);
    }
    f.layout.retain(|b| !shape.arms.contains(b));
    merge_join(f, shape.head, shape.join);
}

/// Merge `join`, which only `head` now reaches, into `head` (whose branch it replaces).
fn merge_join(f: &mut Function, head: Block, join: Block) {
    append_block(f, head, join);
    f.layout.retain(|&b| b != join);
}

/// The 0-or-1 values made so far at the end of one shape's head: `cond == when` (an `i8`)
/// and its extensions, by `when` and type.
#[derive(Default)]
struct Tests {
    made: Vec<((bool, Type), Value)>,
}

impl Tests {
    /// `cond == when` as a `ty`, made (as `result`, if given) unless made before.
    fn get(
        &mut self,
        f: &mut Function,
        shape: &Shape,
        when: bool,
        ty: Type,
        result: Option<Value>,
    ) -> Value {
        if let Some(&(_, v)) = self.made.iter().find(|(k, _)| *k == (when, ty)) {
            return v;
        }
        let v = match ty {
            Type::I8 => test(f, shape.head, shape.cond, when),
            _ => {
                let c = self.get(f, shape, when, Type::I8, None);
                emit(f, shape.head, zext(ty, c), ty, result)
            }
        };
        self.made.push(((when, ty), v));
        v
    }
}

/// `zext` of the `i8` `arg` to `to`.
fn zext(to: Type, arg: Value) -> InstKind {
    InstKind::Cast {
        op: CastOp::Zext,
        from: Type::I8,
        to,
        arg,
    }
}

/// `cond == when` as an `i8` 0 or 1, computed at the end of `head`: the compare itself,
/// its complement, or `cond` compared with 0.
fn test(f: &mut Function, head: Block, cond: Value, when: bool) -> Value {
    let def = f.def_inst(cond).map(|i| f.insts[i].kind.clone());
    let kind = match def {
        Some(InstKind::Icmp { .. } | InstKind::Fcmp { .. }) if when => return cond,
        Some(InstKind::Icmp {
            cond: c,
            ty,
            lhs,
            rhs,
        }) if c.complement().is_some() => InstKind::Icmp {
            cond: c.complement().expect("tested"),
            ty,
            lhs,
            rhs,
        },
        // An ordered comparison's complement is an unordered one, which `fcmp` lacks; a
        // compare's result is 0 or 1, so `xor 1` complements it.
        Some(InstKind::Icmp { .. } | InstKind::Fcmp { .. }) => {
            let one = f.add_value(Type::I8, ValueDef::IConst(1), None);
            InstKind::binary(BinOp::Xor, Type::I8, cond, one)
        }
        _ => {
            let ty = f.value_type(cond);
            let zero = f.add_value(ty, ValueDef::IConst(0), None);
            let c = if when { Cond::Ne } else { Cond::Eq };
            InstKind::Icmp {
                cond: c,
                ty,
                lhs: cond,
                rhs: zero,
            }
        }
    };
    emit(f, head, kind, Type::I8, None)
}

/// Append `kind` (whose result is a `ty`) to `b`, defining `result` if given (a phi's
/// value, which keeps its uses and name), else a new value; that value.
fn emit(f: &mut Function, b: Block, kind: InstKind, ty: Type, result: Option<Value>) -> Value {
    let inst = f.insts.push(InstData { kind, result: None });
    let r = match result {
        Some(r) => {
            f.values[r].def = ValueDef::Inst(inst);
            r
        }
        None => f.add_value(ty, ValueDef::Inst(inst), None),
    };
    f.insts[inst].result = Some(r);
    // Where the branch it replaces came from (for `--explain`).
    f.positions.set_inst(inst, f.positions.term(b));
    f.positions.set_inst_call(inst, f.positions.term_call(b));
    f.push_inst(b, inst);
    r
}

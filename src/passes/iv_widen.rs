//! Induction-variable widening (LLVM's IndVarSimplify, "widen IV"): an `i32` induction
//! variable whose values are extended to 64 bits in the loop, typically to index an array
//! (`a[i]` is `sext i32 %i to i64` then a `ptr_offset`), is replaced by an `i64` one, so the
//! loop does not extend it on every iteration (`movslq`, or a zero-extending `mov`).
//!
//! For a phi `%i` of `i32` in a loop header, the pass gathers `%i`'s family: `%i` and the
//! `add`, `sub` and `mul` marked `nsw` that combine a member with a constant, a value
//! defined outside the loop, or another member (`%i + 1`, `2 * %i`...). If every value the
//! latches pass back to `%i` is in the family, then with `nsw` (signed overflow is
//! undefined in C, so a program that reaches it has no meaning to keep) each member `%v`
//! equals, sign-extended, the same operations done in 64 bits on sign-extended operands:
//! `sext(%a + %b) = sext(%a) + sext(%b)`. So a new phi `%i.wide` of `i64`, starting at the
//! extended initial value and stepped by the 64-bit copies of the family's operations,
//! always holds `sext(%i)`. Then:
//!
//! - each `sext` of a member becomes its 64-bit copy;
//! - each `icmp` of members and values defined outside the loop compares the 64-bit copies
//!   and the extended outside values instead (extension keeps every order: signed, unsigned
//!   and equality);
//! - any other use takes a `trunc` of the 64-bit copy (free on both targets);
//!
//! and the 32-bit family, now unused, is deleted.
//!
//! An `unsigned` induction variable wraps where C says it does, so it is widened (with zero
//! extension) only when that cannot happen: `%i` stepped by `add i32 %i, 1` in every latch,
//! and every edge into the header taken only when the value it brings is `<u` something
//! (a guard or bottom test `i < n`, as loop rotation makes of `for (i = 0; i < n; i++)`) or
//! is a constant other than `UINT_MAX`. Then `%i` is never `UINT_MAX` in the loop, so
//! `%i + 1` does not wrap, and `zext(%i + 1) = zext(%i) + 1`. Its compares are rewritten only
//! where zero extension keeps their meaning (unsigned and equality).
//!
//! Which loops: a header with one predecessor outside the loop (where extended outside
//! values are computed) and at least one extension of a family member inside the loop
//! (otherwise there is nothing to gain).

use crate::ir::cfg::Cfg;
use crate::ir::dominators::DomTree;
use crate::ir::loops::LoopInfo;
use crate::ir::{
    BinOp, Block, CastOp, Cond, Function, Inst, InstData, InstKind, Terminator, Type, Value,
    ValueDef,
};
use crate::passes::pipeline::{self, Context, Pass};
use cranelift_entity::{EntityRef, SecondaryMap};
// Fx hashing: the pass hashes values and instructions in every round, and SipHash's
// protection against crafted keys buys a compiler nothing.
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// What the pass did to one function (`--stats`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Induction variables replaced by 64-bit ones.
    pub widened: usize,
    /// Sign and zero extensions removed.
    pub extensions_removed: usize,
}

impl std::ops::AddAssign for Stats {
    fn add_assign(&mut self, o: Stats) {
        self.widened += o.widened;
        self.extensions_removed += o.extensions_removed;
    }
}

/// The pass in the pipeline (`passes::pipeline`): LLVM's IndVarSimplify.
pub const PASS: Pass = Pass {
    name: "indvars",
    flag: "--no-iv-widening",
    help: "Keep int and unsigned loop counters 32-bit (by default, when optimising, one \
           extended to 64 bits to index memory is kept in 64 bits instead)",
    counters: &[
        "induction variables widened",
        "extensions of induction variables removed",
    ],
    run: |f, cx| {
        let s = run(f, cx);
        pipeline::Stats::of(&[s.widened, s.extensions_removed])
    },
};

/// Widen every induction variable of `f` that qualifies.
pub fn run(f: &mut Function, _: &Context) -> Stats {
    let loops = loops(f);
    let first = find(f, &loops, &Truncs::default());
    widen_all(f, &loops, first)
}

/// Widen `first` and then every other candidate. The CFG never changes, so the loops found
/// before the first change stay right; each widening deletes its 32-bit phi, so the search
/// moves on. The search starts again from the first loop each time: widening an inner
/// loop's variable can extend an outer one's in the outer loop, making it a candidate.
fn widen_all(f: &mut Function, loops: &[Loop], first: Option<Found>) -> Stats {
    let mut stats = Stats::default();
    let mut truncs = Truncs::default();
    let mut next = first;
    while let Some(found) = next {
        stats += widen(f, found, &mut truncs);
        next = find(f, loops, &truncs);
    }
    remove_unused(f, &truncs);
    stats
}

/// Delete the `trunc`s whose every user was widened later.
fn remove_unused(f: &mut Function, truncs: &Truncs) {
    if truncs.is_empty() {
        return;
    }
    let mut used = HashSet::default();
    f.visit_all_operands(|v| {
        used.insert(v);
    });
    let unused = |f: &Function, i: Inst| {
        f.insts[i]
            .result
            .is_some_and(|r| truncs.contains_key(&r) && !used.contains(&r))
    };
    for b in f.layout.clone() {
        let dead: Vec<Inst> = f
            .block_insts(b)
            .iter()
            .copied()
            .filter(|&i| unused(f, i))
            .collect();
        f.retain_in_block(b, |i| !dead.contains(&i));
    }
}

/// The `trunc`s the pass made, each with the 64-bit value it truncates and the extension
/// that gives that value back: when an inner loop's family uses an outer one's value
/// (`i * n + j`), its extension of the `trunc` is the outer 64-bit value itself.
type Truncs = HashMap<Value, (Value, CastOp)>;

/// An induction variable to widen, as found before any change.
struct Candidate {
    phi: Inst,
    header: Block,
    preheader: Block,
    ext: CastOp,
    /// The phi's result, then the family's instructions, each after its operands.
    family: Vec<Inst>,
    /// The loop-invariant values the 64-bit copies use, in a fixed order, each with the
    /// instruction to extend it after: `None` for the end of the preheader (a value
    /// defined before the loop), else its definition in the loop (an invariant computation
    /// the front end placed in the loop, which Cranelift's LICM hoists with its extension).
    invariants: Vec<(Value, Option<Inst>)>,
}

/// Where each value is used: by an instruction (phis included), or by a block's terminator.
#[derive(Copy, Clone, PartialEq, Eq)]
pub(super) enum User {
    Inst(Inst),
    Term(Block),
}

pub(super) struct Facts<'a> {
    pub(super) f: &'a Function,
    pub(super) block_of: SecondaryMap<Inst, Option<Block>>,
    /// The users of value `v` are `users[first_user[v]..first_user[v + 1]]`: one flat
    /// array (compressed rows), built anew in each round without hashing or a vector per
    /// value.
    first_user: Vec<u32>,
    users: Vec<User>,
}

impl<'a> Facts<'a> {
    pub(super) fn new(f: &'a Function) -> Facts<'a> {
        let mut block_of = SecondaryMap::with_capacity(f.insts.len());
        // Count each value's users, then place them: every operand is visited twice.
        let mut first_user = vec![0u32; f.values.len() + 1];
        Self::visit_users(f, |v, _| first_user[v.index() + 1] += 1);
        for k in 1..first_user.len() {
            first_user[k] += first_user[k - 1];
        }
        let mut next = first_user.clone();
        let mut users = vec![User::Term(f.entry); first_user[f.values.len()] as usize];
        Self::visit_users(f, |v, u| {
            users[next[v.index()] as usize] = u;
            next[v.index()] += 1;
        });
        for &b in &f.layout {
            for i in f.block_phis_and_insts(b) {
                block_of[i] = Some(b);
            }
        }
        Facts {
            f,
            block_of,
            first_user,
            users,
        }
    }

    /// Call `visit(operand, user)` for every operand of every instruction and terminator,
    /// in layout order.
    pub(super) fn visit_users(f: &Function, mut visit: impl FnMut(Value, User)) {
        for &b in &f.layout {
            for i in f.block_phis_and_insts(b) {
                f.insts[i].kind.visit_operands(|v| visit(v, User::Inst(i)));
            }
            // Broken IR (a block without a terminator) is the verifier's to report.
            if let Some(t) = &f.blocks[b].term {
                t.visit_operands(|v| visit(v, User::Term(b)));
            }
        }
    }

    pub(super) fn users(&self, v: Value) -> &[User] {
        let k = v.index();
        &self.users[self.first_user[k] as usize..self.first_user[k + 1] as usize]
    }
}

/// The loops whose induction variables may be widened: those with a preheader and a phi
/// in their header, in layout order.
pub(super) fn loops(f: &Function) -> Vec<Loop> {
    let cfg = Cfg::new(f);
    let dom = DomTree::new(f, &cfg);
    let mut loops = Vec::new();
    for l in LoopInfo::new(f, &cfg, &dom).into_loops() {
        let Some(preheader) = l.preheader() else {
            continue;
        };
        if f.block_phis(l.header).is_empty() {
            continue;
        }
        // Blocks that dominate the preheader: where a value is defined before the loop.
        let mut before = SecondaryMap::new();
        let mut b = Some(preheader);
        while let Some(d) = b {
            before[d] = true;
            b = dom.idom(d);
        }
        loops.push(Loop {
            header: l.header,
            preheader,
            in_loop: l.blocks,
            before,
        });
    }
    loops
}

/// A candidate with what its widening needs to know of the function as it was found.
struct Found {
    candidate: Candidate,
    /// The family's results, each with its users.
    users: Vec<(Value, Vec<User>)>,
    block_of: SecondaryMap<Inst, Option<Block>>,
}

/// The first induction variable of `f` that qualifies.
fn find(f: &Function, loops: &[Loop], truncs: &Truncs) -> Option<Found> {
    let facts = Facts::new(f);
    let candidate = loops.iter().find_map(|l| {
        f.block_phis(l.header)
            .iter()
            .find_map(|&phi| candidate(&facts, l, phi, truncs))
    })?;
    let users = candidate
        .family
        .iter()
        .map(|&i| {
            let v = f.insts[i].result.expect("members have results");
            (v, facts.users(v).to_vec())
        })
        .collect();
    Some(Found {
        candidate,
        users,
        block_of: facts.block_of,
    })
}

/// A loop whose header has one predecessor outside it.
pub(super) struct Loop {
    pub(super) header: Block,
    pub(super) preheader: Block,
    pub(super) in_loop: SecondaryMap<Block, bool>,
    /// The blocks that dominate the preheader.
    before: SecondaryMap<Block, bool>,
}

/// How deep `Loop::invariant` looks through computations in the loop.
const INVARIANT_DEPTH: u32 = 3;

impl Loop {
    /// Whether `v` has the same value in every iteration: a constant, a parameter, defined
    /// in a block that dominates the preheader, or a pure computation of such values (`k *
    /// n` in an inner loop: the front end computes it where it is used).
    pub(super) fn invariant(&self, facts: &Facts, v: Value) -> bool {
        self.invariant_within(facts, v, INVARIANT_DEPTH)
    }

    fn invariant_within(&self, facts: &Facts, v: Value, depth: u32) -> bool {
        let ValueDef::Inst(i) = facts.f.values[v].def else {
            return true;
        };
        let Some(b) = facts.block_of[i] else {
            return false;
        };
        if !self.in_loop[b] {
            return self.before[b];
        }
        let kind = &facts.f.insts[i].kind;
        let pure = match kind {
            InstKind::Binary { op, .. } => {
                !matches!(op, BinOp::SDiv | BinOp::UDiv | BinOp::SRem | BinOp::URem)
            }
            InstKind::Unary { .. } | InstKind::Cast { .. } | InstKind::Icmp { .. } => true,
            _ => false,
        };
        let mut operands_invariant = depth > 0 && pure;
        kind.visit_operands(|o| {
            operands_invariant = operands_invariant && self.invariant_within(facts, o, depth - 1);
        });
        operands_invariant
    }

    /// Where to extend the invariant `v`: after its definition if that is in the loop.
    fn extend_after(&self, facts: &Facts, v: Value) -> Option<Inst> {
        facts
            .f
            .def_inst(v)
            .filter(|&i| facts.block_of[i].is_some_and(|b| self.in_loop[b]))
    }
}

fn candidate(facts: &Facts, l: &Loop, phi: Inst, truncs: &Truncs) -> Option<Candidate> {
    let f = facts.f;
    let InstKind::Phi {
        ty: Type::I32,
        args,
    } = &f.insts[phi].kind
    else {
        return None;
    };
    let iv = f.insts[phi].result?;
    let is_outside = |v: Value| l.invariant(facts, v);
    let signed = signed_family(facts, iv, &is_outside);
    let (ext, family) = match signed {
        Some(family) if latches_step_within(f, &family, args, l.preheader, truncs) => {
            (CastOp::Sext, family)
        }
        _ => (
            CastOp::Zext,
            unsigned_family(facts, l.header, l.preheader, iv, args)?,
        ),
    };
    let results: HashSet<Value> = family.iter().filter_map(|&i| f.insts[i].result).collect();
    let in_loop = |i: Inst| facts.block_of[i].is_some_and(|b| l.in_loop[b]);
    let extended_in_loop = results.iter().any(|&v| {
        facts.users(v).iter().any(|u| match *u {
            User::Inst(i) => is_extension(&f.insts[i].kind, ext) && in_loop(i),
            User::Term(_) => false,
        })
    });
    if !extended_in_loop {
        return None;
    }
    // The values from outside the loop that the 64-bit copies use: the initial value, the
    // other operands of the family's operations and of the compares that are rewritten.
    let mut outside: Vec<Value> = Vec::new();
    outside.extend(
        args.iter()
            .filter(|(p, _)| *p == l.preheader)
            .map(|&(_, v)| v),
    );
    for &i in &family[1..] {
        f.insts[i].kind.visit_operands(|o| {
            if !results.contains(&o) {
                outside.push(o);
            }
        });
    }
    for &v in &results {
        for u in facts.users(v) {
            let User::Inst(i) = *u else { continue };
            if let InstKind::Icmp {
                cond,
                ty: Type::I32,
                lhs,
                rhs,
            } = f.insts[i].kind
            {
                let known = |o: Value| results.contains(&o) || is_outside(o);
                if compare_kept(cond, ext) && known(lhs) && known(rhs) {
                    outside.extend([lhs, rhs].into_iter().filter(|o| !results.contains(o)));
                }
            }
        }
    }
    let mut seen = HashSet::default();
    outside.retain(|&v| seen.insert(v));
    let invariants = outside
        .into_iter()
        .map(|v| (v, l.extend_after(facts, v)))
        .collect();
    Some(Candidate {
        phi,
        header: l.header,
        preheader: l.preheader,
        ext,
        family,
        invariants,
    })
}

/// Whether every operand of the phi from a latch is a member of `family`, or a `trunc` of a
/// 64-bit value the pass made that sign extension gives back (the phi then takes that value:
/// `%i = phi [0, pre], [%next, latch]` where `%next` is another induction variable, widened
/// first, as loop rotation leaves `for (i = 0; i + 1 < n; i++)` once `i++` and the test's
/// `i + 1` are one value).
fn latches_step_within(
    f: &Function,
    family: &[Inst],
    args: &[(Block, Value)],
    preheader: Block,
    truncs: &Truncs,
) -> bool {
    args.iter().all(|&(p, v)| {
        p == preheader
            || f.def_inst(v).is_some_and(|i| family.contains(&i))
            || truncs.get(&v).is_some_and(|&(_, ext)| ext == CastOp::Sext)
    })
}

/// Whether extending both operands with `ext` keeps the meaning of a compare: sign
/// extension keeps every order, zero extension the unsigned ones and equality.
fn compare_kept(cond: Cond, ext: CastOp) -> bool {
    ext == CastOp::Sext || !matches!(cond, Cond::Slt | Cond::Sle | Cond::Sgt | Cond::Sge)
}

fn is_extension(kind: &InstKind, ext: CastOp) -> bool {
    matches!(kind, InstKind::Cast { op, from: Type::I32, to: Type::I64, .. } if *op == ext)
}

/// `iv`'s phi and the `nsw` operations on its family, each after its operands.
fn signed_family(
    facts: &Facts,
    iv: Value,
    is_outside: &dyn Fn(Value) -> bool,
) -> Option<Vec<Inst>> {
    let f = facts.f;
    let mut family = vec![f.def_inst(iv)?];
    let mut members: HashSet<Value> = [iv].into_iter().collect();
    let mut i = 0;
    while i < family.len() {
        let v = f.insts[family[i]].result.expect("members have results");
        i += 1;
        for u in facts.users(v) {
            let User::Inst(user) = *u else { continue };
            let InstKind::Binary {
                op: BinOp::Add | BinOp::Sub | BinOp::Mul,
                ty: Type::I32,
                lhs,
                rhs,
                nsw: true,
            } = f.insts[user].kind
            else {
                continue;
            };
            let known = |o: Value| members.contains(&o) || is_outside(o);
            let r = f.insts[user].result.expect("a binary has a result");
            if known(lhs) && known(rhs) && members.insert(r) {
                family.push(user);
            }
        }
    }
    Some(family)
}

/// `iv`'s phi and its step `add i32 %iv, 1`, if that cannot wrap (see the module comment):
/// every latch passes back that one step, and every edge into the header brings a value
/// that is not `UINT_MAX`.
fn unsigned_family(
    facts: &Facts,
    header: Block,
    preheader: Block,
    iv: Value,
    args: &[(Block, Value)],
) -> Option<Vec<Inst>> {
    let f = facts.f;
    let mut step: Option<Value> = None;
    for &(p, v) in args {
        if !below_something(f, p, header, v) {
            return None;
        }
        if p == preheader {
            continue;
        }
        let InstKind::Binary {
            op: BinOp::Add,
            ty: Type::I32,
            lhs,
            rhs,
            ..
        } = f.insts[f.def_inst(v)?].kind
        else {
            return None;
        };
        if lhs != iv || f.values[rhs].def != ValueDef::IConst(1) || *step.get_or_insert(v) != v {
            return None;
        }
    }
    Some(vec![f.def_inst(iv)?, f.def_inst(step?)?])
}

/// Whether the edge `from -> header` is taken only when `v` is less (unsigned) than some
/// value, or `v` is a constant other than `UINT_MAX`: either way `v` is not `UINT_MAX`.
fn below_something(f: &Function, from: Block, header: Block, v: Value) -> bool {
    if let ValueDef::IConst(c) = f.values[v].def {
        return c as u32 != u32::MAX;
    }
    let Some(Terminator::Br {
        cond,
        then_dest,
        else_dest,
        ..
    }) = &f.blocks[from].term
    else {
        return false;
    };
    if then_dest == else_dest {
        return false;
    }
    let Some(InstKind::Icmp {
        cond: c,
        ty: Type::I32,
        lhs,
        rhs,
    }) = f.def_inst(*cond).map(|i| &f.insts[i].kind)
    else {
        return false;
    };
    // `v < x` or `x > v` on the true edge; `v >= x` or `x <= v` on the false edge.
    match (*then_dest == header, c) {
        (true, Cond::Ult) | (false, Cond::Uge) => *lhs == v,
        (true, Cond::Ugt) | (false, Cond::Ule) => *rhs == v,
        _ => false,
    }
}

/// Replace the candidate's 32-bit family by a 64-bit one (see the module comment).
fn widen(f: &mut Function, found: Found, truncs: &mut Truncs) -> Stats {
    let Found {
        candidate: c,
        users,
        block_of,
    } = found;
    let c = &c;
    let signed = c.ext == CastOp::Sext;

    // The 64-bit copies: the phi's result first (defined below, once its operands exist),
    // then each family operation right after the one it copies.
    let iv = f.insts[c.phi].result.expect("a phi has a result");
    let name = f.value_name(iv).unwrap_or("iv").to_string();
    let iv_wide = f.add_value(Type::I64, ValueDef::Undef, Some(&format!("{name}.wide")));
    let mut wide: HashMap<Value, Value> = [(iv, iv_wide)].into_iter().collect();
    for &(v, after) in &c.invariants {
        let w = match truncs.get(&v) {
            Some(&(w, ext)) if ext == c.ext => w,
            _ => extended_invariant(f, c, v, after.map(|i| (i, block_of[i]))),
        };
        wide.insert(v, w);
    }
    for &i in &c.family[1..] {
        let InstKind::Binary { op, lhs, rhs, .. } = f.insts[i].kind else {
            unreachable!("family members after the phi are binaries");
        };
        let kind = InstKind::Binary {
            op,
            ty: Type::I64,
            lhs: wide[&lhs],
            rhs: wide[&rhs],
            // Sign-extended 32-bit operands cannot overflow 64 bits in `+ - *`.
            nsw: signed,
        };
        let b = block_of[i].expect("family members are in blocks");
        let r = f.insts[i].result.expect("a binary has a result");
        let copy = insert_after(
            f,
            b,
            Some(i),
            kind,
            Type::I64,
            &format!("{}.wide", name_of(f, r)),
        );
        wide.insert(r, copy);
    }
    let InstKind::Phi { args, .. } = &f.insts[c.phi].kind else {
        unreachable!("a candidate is a phi");
    };
    // A latch's operand outside the family is a `trunc` the pass made (`latches_step_within`).
    let wide_of = |v: Value| wide.get(&v).copied().unwrap_or_else(|| truncs[&v].0);
    let wide_args = args.iter().map(|&(p, v)| (p, wide_of(v))).collect();
    f.define_by_phi(c.header, iv_wide, wide_args);

    // Rewrite the uses, then delete the 32-bit family.
    let members: HashSet<Inst> = c.family.iter().copied().collect();
    let mut stats = Stats {
        widened: 1,
        extensions_removed: 0,
    };
    let mut dead: HashSet<Inst> = members.clone();
    let mut replace: HashMap<Value, Value> = HashMap::default();
    for (v, us) in &users {
        let mut needs_trunc = false;
        for u in us {
            let User::Inst(i) = *u else {
                needs_trunc = true;
                continue;
            };
            if members.contains(&i) || dead.contains(&i) {
                continue;
            }
            if is_extension(&f.insts[i].kind, c.ext) {
                replace.insert(f.insts[i].result.expect("a cast has a result"), wide[v]);
                dead.insert(i);
                stats.extensions_removed += 1;
            } else if !widen_compare(f, i, &wide, signed) {
                needs_trunc = true;
            }
        }
        if needs_trunc {
            // Right after the 64-bit copy, which is right after `v`; the phi's first in
            // the header.
            let def = f.def_inst(wide[v]).filter(|_| *v != iv);
            let narrow = f.def_inst(*v).expect("members are instruction results");
            let b = block_of[narrow].expect("members are in blocks");
            let kind = InstKind::Cast {
                op: CastOp::Trunc,
                from: Type::I64,
                to: Type::I32,
                arg: wide[v],
            };
            let t = insert_after(f, b, def, kind, Type::I32, &name_of(f, *v));
            replace.insert(*v, t);
            truncs.insert(t, (wide[v], c.ext));
        }
    }
    let mapped = |v: Value| *replace.get(&v).unwrap_or(&v);
    for b in f.layout.clone() {
        f.retain_in_block(b, |i| !dead.contains(&i));
        f.update_block_insts(b, |d| d.kind.map_operands(mapped));
        if let Some(t) = &mut f.blocks[b].term {
            t.map_operands(mapped);
        }
    }
    stats
}

/// The invariant `v` extended to 64 bits: a constant, or an extension at the end of the
/// preheader or right after `after` (in its block).
fn extended_invariant(
    f: &mut Function,
    c: &Candidate,
    v: Value,
    after: Option<(Inst, Option<Block>)>,
) -> Value {
    if let ValueDef::IConst(k) = f.values[v].def {
        let k = match c.ext {
            CastOp::Sext => k as i32 as i64,
            _ => k as u32 as i64,
        };
        return f.add_value(Type::I64, ValueDef::IConst(k), None);
    }
    let kind = InstKind::Cast {
        op: c.ext,
        from: Type::I32,
        to: Type::I64,
        arg: v,
    };
    let name = format!("{}.wide", name_of(f, v));
    if let Some((def, Some(b))) = after {
        return insert_after(f, b, Some(def), kind, Type::I64, &name);
    }
    append(f, c.preheader, kind, Type::I64, &name)
}

/// Append an instruction `kind` with a result of type `ty` to `b`; its result.
pub(super) fn append(f: &mut Function, b: Block, kind: InstKind, ty: Type, name: &str) -> Value {
    let inst = f.insts.push(InstData { kind, result: None });
    let r = f.add_value(ty, ValueDef::Inst(inst), Some(name));
    f.insts[inst].result = Some(r);
    f.push_inst(b, inst);
    r
}

/// Rewrite `icmp COND i32 a, b` at `i` to compare the 64-bit copies if both operands have
/// one and the extension keeps COND's meaning; whether it did.
fn widen_compare(f: &mut Function, i: Inst, wide: &HashMap<Value, Value>, signed: bool) -> bool {
    let InstKind::Icmp {
        cond,
        ty: Type::I32,
        lhs,
        rhs,
    } = f.insts[i].kind
    else {
        return false;
    };
    let ext = if signed { CastOp::Sext } else { CastOp::Zext };
    let (Some(&l), Some(&r), true) = (wide.get(&lhs), wide.get(&rhs), compare_kept(cond, ext))
    else {
        return false;
    };
    f.insts[i].kind = InstKind::Icmp {
        cond,
        ty: Type::I64,
        lhs: l,
        rhs: r,
    };
    true
}

/// Insert an instruction `kind` with a result of type `ty` into `b`: right after `after`,
/// or first (after the phis) if `None`.
fn insert_after(
    f: &mut Function,
    b: Block,
    after: Option<Inst>,
    kind: InstKind,
    ty: Type,
    name: &str,
) -> Value {
    let at = match after {
        Some(a) => f
            .block_insts(b)
            .iter()
            .position(|&x| x == a)
            .map_or(0, |p| p + 1),
        None => 0,
    };
    let inst = f.insts.push(InstData { kind, result: None });
    if let Some(a) = after {
        f.positions.copy_inst(a, inst);
    }
    let r = f.add_value(ty, ValueDef::Inst(inst), Some(name));
    f.insts[inst].result = Some(r);
    f.insert_inst(b, at, inst);
    r
}

pub(super) fn name_of(f: &Function, v: Value) -> String {
    f.value_name(v).unwrap_or("iv").to_string()
}

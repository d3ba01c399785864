//! Loop idiom recognition (LLVM's LoopIdiomRecognize, gcc's `-ftree-loop-distribute-patterns`),
//! with the deletion of the loop it empties (LLVM's LoopDeletion): a loop that only clears
//! or copies an array element by element becomes one call of `memset`, `memcpy` or
//! `memmove` before it, which the C library does a vector register at a time.
//!
//! ```text
//!   for.body:                                   for.body:
//!     %i = phi i64 [0, entry], [%inc, for.body]   %n1 = sub i64 %limit, 0 ...
//!     %a = ptr_offset @composite, %i              call ptr @memset(ptr @composite, i32 0, i64 %bytes)
//!     store i8 0, %a                              jump for.end
//!     %inc = add nsw i64 %i, 1
//!     %c = icmp sle i64 %inc, %limit
//!     br %c, for.body, for.end
//! ```
//!
//! Which loops (also a loop not rotated, whose header tests `%i` and whose one latch stores
//! and jumps back: there the count has no leading 1, and a copy is not yet recognised):
//! a rotated loop of one block `B`, its own latch, entered from one block `P`
//! and left for one block `E` by `br` on `icmp COND X, n`, where `X` is the induction
//! variable `%i` (a phi of `i64` stepped by `+1` or `-1`) or its next value, and `n` is
//! defined before the loop. Its one store (not volatile) writes a `ty` to `root + size*%i +
//! k` (`root` invariant, `size` the width of `ty`, `k` a constant), and the rest of `B` is
//! pure computation (no division, which may trap) and, for a copy, one load of a `ty` from
//! `src + size*%i + k'` whose only user is the store. Then:
//!
//! - *set*: the stored value's bytes are all one byte (any `i8`; an integer or floating
//!   constant whose bytes are equal): `memset(root + k + size*lo, byte, size*count)`;
//! - *copy*: `memcpy` when the source and destination are provably distinct objects (two
//!   allocas, or an alloca and a global); `memmove` when they are addresses in the same
//!   object with the same root, and the loop reads each byte before it writes it (`k <= k'`
//!   counting up, `k >= k'` counting down), which is exactly what `memmove` keeps; nothing
//!   otherwise (`a[i + 1] = a[i]` spreads `a[0]` and stays a loop).
//!
//! `count`, the number of iterations, is computed before the loop from the exit test. The
//! body runs once with `%i = s` and goes on while `X COND n` holds, `X` being `a + j` at the
//! `j`-th test (`a` is `s`, or `s + step` for the next value): counting up, `count = 1 +
//! (a < n ? n - a : 0)` for `<`, `1 + (a <= n ? n - a + 1 : 0)` for `<=`, `1 + (n - a)` for
//! `!=` (signed or unsigned as the test is; counting down the mirror image), computed
//! without a branch as a product with the test's 0 or 1. `<` never lets `X` wrap while the
//! loop goes on; `<=` would loop forever with `n` the type's largest value, so it is taken
//! only when the step is `nsw` (C's signed overflow is undefined, so a defined program
//! leaves first) or `n` cannot be that value (a constant, or an `i32` extended). A zero-trip
//! C loop is a rotated loop behind a guard, so the call made on the edge into `B` is made
//! only when the loop would have run.
//!
//! The loop is then deleted when nothing after it uses a value of `B` but `%i` and its next
//! value, whose last values (`s + step*(count-1)` and one step more) replace them: `B` keeps
//! the call and jumps to `E`. Otherwise the call goes in `P` (or a block on the edge from
//! `P`, when `P` branches) and the loop stays, storing nothing.
//!
//! Never in a function called `memset`, `memcpy` or `memmove` (the call would be to itself)
//! and never under `-fno-builtin` (or `-fno-builtin-NAME`): such a program may define its
//! own functions of those names. A loop of a constant count writing at most
//! [`MIN_BYTES`] bytes is left alone: the call would cost more than the stores.
//!
//! Where: after induction-variable widening, which leaves `%i` an `i64` used as the offset
//! itself (no extension between them) and the exit test in 64 bits, and before strength
//! reduction, which would turn the offset into a pointer stepped on its own.

use crate::ir::cfg::sort_phi_operands;
use crate::ir::{
    AbiParam, BinOp, Block, CallData, Callee, CastOp, Cond, Function, Inst, InstData, InstKind,
    Signature, Terminator, Type, Value, ValueDef,
};
use crate::passes::pipeline::{self, Context, Pass};
use crate::passes::small_memops;
use cranelift_entity::SecondaryMap;
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// What the pass did to one function (`--stats`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Loops that became a `memset`.
    pub sets: usize,
    /// Loops that became a `memcpy` or `memmove`.
    pub copies: usize,
    /// Loops deleted after that.
    pub deleted: usize,
}

/// The pass in the pipeline (`passes::pipeline`).
pub const PASS: Pass = Pass {
    name: "loop-idiom",
    flag: "--no-loop-idiom",
    help: "Keep loops that clear or copy arrays element by element (by default, when \
           optimising, such a loop becomes a call of memset, memcpy or memmove)",
    counters: &["memsets made", "memcpys and memmoves made", "loops deleted"],
    run: |f, cx| {
        let s = run(f, cx);
        pipeline::Stats::of(&[s.sets, s.copies, s.deleted])
    },
};

/// The most bytes a loop of constant trip count may write and stay a loop.
pub const MIN_BYTES: i64 = 32;

/// How deep the pass looks through computations for an offset or an invariant value.
const DEPTH: u32 = 6;

/// Replace the loops of `f` that only set or copy memory by calls of the functions of
/// `small_memops::FUNCTIONS` that `cx.builtins` allows.
pub fn run(f: &mut Function, cx: &Context) -> Stats {
    let mut stats = Stats::default();
    if small_memops::FUNCTIONS.contains(&f.name.as_str()) {
        return stats;
    }
    let loops = candidates(f);
    if loops.is_empty() {
        return stats;
    }
    let uses = OutsideUses::of(f, &loops);
    let idioms: Vec<Idiom> = loops
        .iter()
        .filter_map(|&l| recognise(f, l, &uses, cx.builtins))
        .collect();
    // A loop's start or bound may be a value of a loop before it that was deleted.
    let mut replaced = HashMap::default();
    let mut split = false;
    for idiom in idioms {
        split |= rewrite(f, idiom, &mut replaced, &mut stats);
    }
    if split {
        sort_phi_operands(f);
    }
    stats
}

/// A loop of one block (`header == latch`, rotated) or of a header that tests and a latch
/// that jumps back (not rotated: a loop whose exit is the next loop's header).
#[derive(Copy, Clone)]
struct Candidate {
    header: Block,
    latch: Block,
}

/// The loops of one or two blocks with one store, in the latch.
fn candidates(f: &Function) -> Vec<Candidate> {
    let stores = |b: Block| {
        (f.block_insts(b).iter())
            .filter(|&&i| matches!(f.insts[i].kind, InstKind::Store { .. }))
            .count()
    };
    let mut preds: SecondaryMap<Block, u32> = SecondaryMap::new();
    for &b in &f.layout {
        if let Some(t) = &f.blocks[b].term {
            t.successors().into_iter().for_each(|s| preds[s] += 1);
        }
    }
    let latch_of = |h: Block| {
        let Some(Terminator::Br {
            then_dest,
            else_dest,
            ..
        }) = f.blocks[h].term
        else {
            return None;
        };
        if (then_dest == h) != (else_dest == h) {
            return Some(h);
        }
        let jumps_back = |l: Block| matches!(f.blocks[l].term, Some(Terminator::Jump(t)) if t == h);
        [then_dest, else_dest].into_iter().find(|&l| {
            then_dest != else_dest
                && l != h
                && l != f.entry
                && preds[l] == 1
                && f.block_phis(l).is_empty()
                && jumps_back(l)
                && stores(h) == 0
        })
    };
    (f.layout.iter().copied())
        .filter(|&h| h != f.entry)
        .filter_map(|header| {
            let latch = latch_of(header)?;
            (stores(latch) == 1).then_some(Candidate { header, latch })
        })
        .collect()
}

/// Where the values defined in the candidate loops are used outside their own block.
struct OutsideUses {
    /// The loop (its header) of each candidate's phis' and instructions' values.
    block_of: SecondaryMap<Value, Option<Block>>,
    /// For each value so used: its users, instructions or a terminator's block.
    users: HashMap<Value, Vec<User>>,
}

#[derive(Copy, Clone)]
enum User {
    Inst(Inst),
    Term(Block),
}

impl OutsideUses {
    fn of(f: &Function, loops: &[Candidate]) -> OutsideUses {
        let mut block_of = SecondaryMap::new();
        let mut loop_of = SecondaryMap::new();
        for l in loops {
            for b in [l.header, l.latch] {
                loop_of[b] = Some(l.header);
                for i in f.block_phis_and_insts(b) {
                    f.insts[i]
                        .results()
                        .for_each(|r| block_of[r] = Some(l.header));
                }
            }
        }
        let mut users: HashMap<Value, Vec<User>> = HashMap::default();
        let mut note = |v: Value, at: Block, user: User| {
            if block_of[v].is_some_and(|d| loop_of[at] != Some(d)) {
                users.entry(v).or_default().push(user);
            }
        };
        for &b in &f.layout {
            for i in f.block_phis_and_insts(b) {
                f.insts[i]
                    .kind
                    .visit_operands(|v| note(v, b, User::Inst(i)));
            }
            if let Some(t) = &f.blocks[b].term {
                t.visit_operands(|v| note(v, b, User::Term(b)));
            }
        }
        OutsideUses { block_of, users }
    }

    fn used_outside(&self, v: Value) -> bool {
        self.users.contains_key(&v)
    }
}

/// A loop recognised, as found before any change.
struct Idiom {
    body: Block,
    /// The latch of a loop not rotated (`None`: `body` is its own latch).
    latch: Option<Block>,
    preheader: Block,
    exit: Block,
    iv: Value,
    next: Value,
    step: i64,
    start: Value,
    test: Test,
    store: Inst,
    /// The element's width in bytes.
    size: i64,
    dst: Address,
    what: What,
    /// Delete the loop: every value of it used after it can be computed from the last
    /// values of `iv` and `next`.
    delete: bool,
    /// The values of the loop used outside it, with their users there.
    outside: Vec<(Value, Vec<User>)>,
}

/// The exit test, as the condition to go on: `X cond bound`, `X` being `iv` or `next`.
#[derive(Copy, Clone)]
struct Test {
    cond: Cond,
    on_next: bool,
    bound: Value,
}

/// `root + coef * iv + k`.
#[derive(Copy, Clone)]
struct Address {
    root: Value,
    coef: i64,
    k: i64,
}

enum What {
    /// `memset` of this `i8` value (or `i8` constant).
    Set(Byte),
    /// `memcpy` (`memmove` when `overlap`) from this address, read by this load.
    Copy {
        src: Address,
        load: Inst,
        overlap: bool,
    },
}

#[derive(Copy, Clone)]
enum Byte {
    Const(u8),
    Value(Value),
}

/// Whether `b` is a loop this pass replaces, and how.
fn recognise(f: &Function, l: Candidate, uses: &OutsideUses, builtins: &[&str]) -> Option<Idiom> {
    let (b, latch) = (l.header, l.latch);
    let Terminator::Br {
        cond,
        then_dest,
        else_dest,
        ..
    } = *f.terminator(b)
    else {
        return None;
    };
    let (exit, go_on_if_true) = if then_dest == latch {
        (else_dest, true)
    } else {
        (then_dest, false)
    };
    let (iv, preheader, start, next, step, test) = f.block_phis(b).iter().find_map(|&phi| {
        let InstKind::Phi {
            ty: Type::I64,
            args,
        } = &f.insts[phi].kind
        else {
            return None;
        };
        let [(p, s), (l, n)] = match args[..] {
            [x, y] if y.0 == latch => [x, y],
            [x, y] if x.0 == latch => [y, x],
            _ => return None,
        };
        let iv = f.insts[phi].result.expect("a phi has a result");
        let (step, nsw) = step_of(f, iv, n)?;
        let cx = Affine {
            f,
            body: b,
            block_of: &uses.block_of,
            iv,
            next: n,
            step,
        };
        let test = exit_test(&cx, cond, go_on_if_true)?;
        let rotated = b == latch;
        let ok = p != b && p != latch && l == latch && (rotated || !test.on_next);
        (ok && finite(f, test, step, nsw)).then_some((iv, p, s, n, step, test))
    })?;
    let scan = match latch == b {
        true => scan(f, &[b])?,
        false => scan(f, &[b, latch])?,
    };
    let InstKind::Store {
        ty,
        value,
        addr,
        volatile: false,
    } = f.insts[scan.store].kind
    else {
        return None;
    };
    let size = i64::from(ty.bytes());
    let cx = Affine {
        f,
        body: b,
        block_of: &uses.block_of,
        iv,
        next,
        step,
    };
    let dst = cx.address(addr, DEPTH).filter(|a| a.coef == size)?;
    let what = match scan.load {
        Some(load) => copy(&cx, load, value, ty, dst, step, uses)?,
        None => What::Set(splat(&cx, value, ty)?),
    };
    let name = match &what {
        What::Set(_) => "memset",
        What::Copy { overlap: false, .. } => "memcpy",
        What::Copy { overlap: true, .. } => "memmove",
    };
    if !builtins.contains(&name) || small_constant(f, start, test, size) {
        return None;
    }
    let outside: Vec<(Value, Vec<User>)> = (f.block_phis_and_insts(b))
        .filter_map(|i| f.insts[i].result)
        .filter_map(|r| Some((r, uses.users.get(&r)?.clone())))
        .collect();
    let delete = (outside.iter()).all(|&(r, _)| cx.computable(r, DEPTH));
    Some(Idiom {
        body: b,
        latch: (latch != b).then_some(latch),
        preheader,
        exit,
        iv,
        next,
        step,
        start,
        test,
        store: scan.store,
        size,
        dst,
        what,
        delete,
        outside,
    })
}

/// The step of `iv` if `next` is `iv + 1` or `iv - 1`, and whether that step is `nsw`.
fn step_of(f: &Function, iv: Value, next: Value) -> Option<(i64, bool)> {
    let InstKind::Binary {
        op,
        ty: Type::I64,
        lhs,
        rhs,
        nsw,
    } = f.insts[f.def_inst(next)?].kind
    else {
        return None;
    };
    let k = |v: Value| match f.values[v].def {
        ValueDef::IConst(k) => Some(k),
        _ => None,
    };
    let step = match op {
        BinOp::Add if lhs == iv => k(rhs)?,
        BinOp::Add if rhs == iv => k(lhs)?,
        BinOp::Sub if lhs == iv => k(rhs)?.checked_neg()?,
        _ => return None,
    };
    matches!(step, 1 | -1).then_some((step, nsw))
}

/// The exit test of the loop, as the condition to go on: `iv` or `next` against an
/// invariant.
fn exit_test(cx: &Affine, cond: Value, go_on_if_true: bool) -> Option<Test> {
    let (f, iv, next) = (cx.f, cx.iv, cx.next);
    let InstKind::Icmp {
        cond: c,
        ty: Type::I64,
        lhs,
        rhs,
    } = f.insts[f.def_inst(cond)?].kind
    else {
        return None;
    };
    let (c, x, bound) = if cx.invariant(rhs, DEPTH) {
        (c, lhs, rhs)
    } else if cx.invariant(lhs, DEPTH) {
        (c.swapped(), rhs, lhs)
    } else {
        return None;
    };
    if x != iv && x != next {
        return None;
    }
    let cond = if go_on_if_true { c } else { c.complement()? };
    Some(Test {
        cond,
        on_next: x == next,
        bound,
    })
}

/// The shape of the test: strict (`<` counting up, `>` down), inclusive, or `!=`.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Shape {
    Strict,
    Inclusive,
    NotEqual,
}

/// The shape of a test `cond` for a loop counting by `step`, if it ends the loop.
fn shape(cond: Cond, step: i64) -> Option<Shape> {
    let up = step > 0;
    Some(match cond {
        Cond::Ne => Shape::NotEqual,
        Cond::Slt | Cond::Ult if up => Shape::Strict,
        Cond::Sle | Cond::Ule if up => Shape::Inclusive,
        Cond::Sgt | Cond::Ugt if !up => Shape::Strict,
        Cond::Sge | Cond::Uge if !up => Shape::Inclusive,
        _ => return None,
    })
}

/// Whether the loop leaves before its variable wraps past the bound, so that the count
/// computed is its count: always for a strict test or `!=`; for an inclusive one if the
/// step is `nsw` or the bound is not the last value counted towards.
fn finite(f: &Function, test: Test, step: i64, nsw: bool) -> bool {
    let Some(shape) = shape(test.cond, step) else {
        return false;
    };
    if shape != Shape::Inclusive || nsw {
        return true;
    }
    let signed = matches!(test.cond, Cond::Sle | Cond::Sge);
    let last = match (signed, step > 0) {
        (true, true) => i64::MAX,
        (true, false) => i64::MIN,
        (false, true) => -1,
        (false, false) => 0,
    };
    match f.values[test.bound].def {
        ValueDef::IConst(k) => k != last,
        // An extended `i32` is never `i64::MAX`, `i64::MIN` or `-1` as unsigned; only zero
        // extension keeps it from `-1`, and either may be 0.
        ValueDef::Inst(i) => match f.insts[i].kind {
            InstKind::Cast { op, from, .. } if from.bytes() < 8 && from.is_int() => {
                matches!(
                    (op, signed, step > 0),
                    (CastOp::Sext | CastOp::Zext, true, _) | (CastOp::Zext, false, true)
                )
            }
            _ => false,
        },
        _ => false,
    }
}

/// What a loop body holds besides pure computation.
struct Scan {
    store: Inst,
    load: Option<Inst>,
}

/// The one store and at most one load of `blocks`, if the rest is pure computation that
/// cannot trap.
fn scan(f: &Function, blocks: &[Block]) -> Option<Scan> {
    let (mut store, mut load) = (None, None);
    for &i in blocks.iter().flat_map(|&b| f.block_insts(b)) {
        match &f.insts[i].kind {
            InstKind::Store { .. } if store.is_none() => store = Some(i),
            InstKind::Load {
                volatile: false, ..
            } if load.is_none() => load = Some(i),
            InstKind::Binary { op, .. } if is_division(*op) => return None,
            k if k.is_computation() => {}
            _ => return None,
        }
    }
    Some(Scan {
        store: store?,
        load,
    })
}

fn is_division(op: BinOp) -> bool {
    matches!(op, BinOp::SDiv | BinOp::UDiv | BinOp::SRem | BinOp::URem)
}

/// Reading addresses and values of one loop body.
struct Affine<'a> {
    f: &'a Function,
    body: Block,
    /// The block of each value of the candidate loops (`OutsideUses::block_of`).
    block_of: &'a SecondaryMap<Value, Option<Block>>,
    iv: Value,
    next: Value,
    step: i64,
}

impl Affine<'_> {
    /// Whether `v` has the same value in every iteration: defined outside the body, or a
    /// pure computation there of such values.
    fn invariant(&self, v: Value, depth: u32) -> bool {
        self.pure_over(v, depth, &|_| false)
    }

    /// Whether `v` can be computed after the loop from the last values of `iv` and `next`:
    /// one of them, or a pure computation of them and invariants.
    fn computable(&self, v: Value, depth: u32) -> bool {
        self.pure_over(v, depth, &|v| v == self.iv || v == self.next)
    }

    /// Whether `v` is a value `leaf` accepts, one defined outside the body, or a pure
    /// computation in the body (no division: it may trap), at most `depth` deep, of such
    /// values.
    fn pure_over(&self, v: Value, depth: u32, leaf: &dyn Fn(Value) -> bool) -> bool {
        if leaf(v) || self.block_of[v] != Some(self.body) {
            return true;
        }
        let Some(i) = self.f.def_inst(v) else {
            return true;
        };
        let kind = &self.f.insts[i].kind;
        let mut ok = depth > 0
            && kind.is_computation()
            && !matches!(kind, InstKind::Binary { op, .. } if is_division(*op));
        kind.visit_operands(|o| ok = ok && self.pure_over(o, depth - 1, leaf));
        ok
    }

    /// `a` as `root + coef * iv + k`.
    fn address(&self, a: Value, depth: u32) -> Option<Address> {
        if self.invariant(a, DEPTH) {
            return Some(Address {
                root: a,
                coef: 0,
                k: 0,
            });
        }
        let InstKind::PtrOffset { base, offset } = self.f.insts[self.f.def_inst(a)?].kind else {
            return None;
        };
        if self.invariant(base, DEPTH) {
            let (coef, k) = self.linear(offset, depth)?;
            return Some(Address {
                root: base,
                coef,
                k,
            });
        }
        let inner = self.address(base, depth.checked_sub(1)?)?;
        let ValueDef::IConst(k) = self.f.values[offset].def else {
            return None;
        };
        Some(Address {
            k: inner.k.checked_add(k)?,
            ..inner
        })
    }

    /// The `i64` value `v` as `coef * iv + k`, with constants `coef` and `k`.
    fn linear(&self, v: Value, depth: u32) -> Option<(i64, i64)> {
        if v == self.iv {
            return Some((1, 0));
        }
        if v == self.next {
            return Some((1, self.step));
        }
        let i = match self.f.values[v].def {
            ValueDef::IConst(k) => return Some((0, k)),
            ValueDef::Inst(i) => i,
            _ => return None,
        };
        let d = depth.checked_sub(1)?;
        let InstKind::Binary {
            op,
            ty: Type::I64,
            lhs,
            rhs,
            ..
        } = self.f.insts[i].kind
        else {
            return None;
        };
        let konst = |v: Value| match self.f.values[v].def {
            ValueDef::IConst(k) => Some(k),
            _ => None,
        };
        let scale = |(c, k): (i64, i64), m: i64| Some((c.checked_mul(m)?, k.checked_mul(m)?));
        match op {
            BinOp::Add | BinOp::Sub => {
                let (c1, k1) = self.linear(lhs, d)?;
                let (mut c2, mut k2) = self.linear(rhs, d)?;
                if op == BinOp::Sub {
                    (c2, k2) = (c2.checked_neg()?, k2.checked_neg()?);
                }
                Some((c1.checked_add(c2)?, k1.checked_add(k2)?))
            }
            BinOp::Mul => match (konst(lhs), konst(rhs)) {
                (_, Some(m)) => scale(self.linear(lhs, d)?, m),
                (Some(m), _) => scale(self.linear(rhs, d)?, m),
                _ => None,
            },
            BinOp::Shl => match konst(rhs) {
                Some(s @ 0..=62) => scale(self.linear(lhs, d)?, 1 << s),
                _ => None,
            },
            _ => None,
        }
    }
}

/// The byte every byte of the invariant `value`, a `ty`, is, if they are all one.
fn splat(cx: &Affine, value: Value, ty: Type) -> Option<Byte> {
    if !cx.invariant(value, DEPTH) {
        return None;
    }
    let bits = match cx.f.values[value].def {
        ValueDef::IConst(k) if ty.is_int() && !ty.is_vector() && ty != Type::I128 => k as u64,
        ValueDef::FConst(bits) if ty == Type::F64 => bits,
        ValueDef::FConst(bits) if ty == Type::F32 => {
            u64::from((f64::from_bits(bits) as f32).to_bits())
        }
        _ if ty == Type::I8 => return Some(Byte::Value(value)),
        _ => return None,
    };
    let byte = bits as u8;
    let all = (0..ty.bytes()).all(|n| (bits >> (8 * n)) as u8 == byte);
    all.then_some(Byte::Const(byte))
}

/// A copy: `value` is the result of `load`, a `ty` read from an address that steps as the
/// destination `dst` does and is used by the store alone.
fn copy(
    cx: &Affine,
    load: Inst,
    value: Value,
    ty: Type,
    dst: Address,
    step: i64,
    uses: &OutsideUses,
) -> Option<What> {
    let InstKind::Load { ty: lty, addr, .. } = cx.f.insts[load].kind else {
        return None;
    };
    if cx.f.insts[load].result != Some(value) || lty != ty || uses.used_outside(value) {
        return None;
    }
    let mut users = 0;
    for i in cx.f.block_phis_and_insts(cx.body) {
        cx.f.insts[i]
            .kind
            .visit_operands(|o| users += usize::from(o == value));
    }
    cx.f.terminator(cx.body)
        .visit_operands(|o| users += usize::from(o == value));
    let src = cx.address(addr, DEPTH).filter(|a| a.coef == dst.coef)?;
    if users != 1 {
        return None;
    }
    let overlap = match (object(cx.f, dst.root), object(cx.f, src.root)) {
        (Object::Alloca(a), Object::Alloca(b)) if a != b => false,
        (Object::Alloca(_), Object::Global(_)) | (Object::Global(_), Object::Alloca(_)) => false,
        _ if same_root(cx.f, dst.root, src.root) => {
            // Each byte is read no later than the iteration that writes it.
            let reads_first = if step > 0 {
                dst.k <= src.k
            } else {
                dst.k >= src.k
            };
            if !reads_first {
                return None;
            }
            true
        }
        _ => return None,
    };
    Some(What::Copy { src, load, overlap })
}

/// What an address points into, as far as the pass can tell.
#[derive(PartialEq, Eq)]
enum Object<'a> {
    Alloca(Inst),
    Global(&'a str),
    Unknown,
}

fn object(f: &Function, mut v: Value) -> Object<'_> {
    loop {
        let Some(i) = f.def_inst(v) else {
            return Object::Unknown;
        };
        match &f.insts[i].kind {
            InstKind::Alloca { .. } => return Object::Alloca(i),
            InstKind::GlobalAddr { name } => return Object::Global(name),
            InstKind::PtrOffset { base, .. } => v = *base,
            _ => return Object::Unknown,
        }
    }
}

/// Whether `a` and `b` are the same address: one value, or one global's.
fn same_root(f: &Function, a: Value, b: Value) -> bool {
    let global = |v: Value| match f.def_inst(v).map(|i| &f.insts[i].kind) {
        Some(InstKind::GlobalAddr { name }) => Some(name),
        _ => None,
    };
    a == b || global(a).is_some_and(|n| global(b) == Some(n))
}

/// Whether the loop runs a constant number of times writing few bytes.
fn small_constant(f: &Function, start: Value, test: Test, size: i64) -> bool {
    let konst = |v: Value| match f.values[v].def {
        ValueDef::IConst(k) => Some(k),
        _ => None,
    };
    let (Some(s), Some(n)) = (konst(start), konst(test.bound)) else {
        return false;
    };
    // At most |n - s| + 2 iterations.
    let span = (i128::from(n) - i128::from(s)).unsigned_abs() + 2;
    span.saturating_mul(size.unsigned_abs() as u128) <= MIN_BYTES as u128
}

/// Replace the loop of `idiom` by its call, and delete it if it may be; whether a new
/// block now enters the loop (its phis' operands then need sorting).
fn rewrite(
    f: &mut Function,
    idiom: Idiom,
    replaced: &mut HashMap<Value, Value>,
    stats: &mut Stats,
) -> bool {
    let at = match idiom.delete && idiom.latch.is_none() {
        true => idiom.body,
        false => edge_block(f, idiom.preheader, idiom.body),
    };
    let split = at != idiom.body && at != idiom.preheader;
    let blocks = [idiom.body, idiom.latch.unwrap_or(idiom.body)];
    let body_insts: HashSet<Inst> = (blocks.iter())
        .flat_map(|&b| f.block_phis_and_insts(b))
        .collect();
    let mut e = Emitter {
        at,
        body: body_insts,
        hoisted: HashMap::default(),
        replaced,
    };
    if idiom.delete {
        blocks.iter().for_each(|&b| f.retain_in_block(b, |_| false));
        if let Some(latch) = idiom.latch {
            f.layout.retain(|&b| b != latch);
        }
    } else {
        let (store, load) = (idiom.store, load_of(&idiom.what));
        f.retain_in_block(blocks[1], |i| i != store && Some(i) != load);
    }
    let count = e.count(f, &idiom);
    let lowest = match idiom.step > 0 {
        true => e.get(f, idiom.start),
        false => {
            let last = e.binary(f, BinOp::Sub, idiom.start, count, "idiom.low");
            e.add_const(f, last, 1, "idiom.low")
        }
    };
    let bytes = e.mul_const(f, count, idiom.size, "idiom.bytes");
    let dst = e.address(f, idiom.dst, lowest);
    match &idiom.what {
        What::Set(byte) => {
            let byte = e.byte(f, *byte);
            e.call(f, "memset", [dst, byte, bytes]);
            stats.sets += 1;
        }
        What::Copy { src, overlap, .. } => {
            let src = e.address(f, *src, lowest);
            e.call(
                f,
                if *overlap { "memmove" } else { "memcpy" },
                [dst, src, bytes],
            );
            stats.copies += 1;
        }
    }
    if idiom.delete {
        e.delete_loop(f, &idiom, count);
        stats.deleted += 1;
    }
    split
}

fn load_of(what: &What) -> Option<Inst> {
    match what {
        What::Copy { load, .. } => Some(*load),
        What::Set(_) => None,
    }
}

/// The block where code runs exactly when `p` goes to `b`: `p` itself if it goes nowhere
/// else, or a new block on the edge.
fn edge_block(f: &mut Function, p: Block, b: Block) -> Block {
    if matches!(f.terminator(p), Terminator::Jump(_)) {
        return p;
    }
    let name = format!("{}.idiom", f.block_name(b));
    let n = f.add_block(&name);
    let at = f.layout.iter().position(|&x| x == b).unwrap_or(0);
    f.layout.insert(at, n);
    if let Some(t) = &mut f.blocks[p].term {
        crate::passes::simplify_cfg::redirect(t, b, n);
    }
    f.blocks[n].term = Some(Terminator::Jump(b));
    f.positions.copy_term(p, n);
    for phi in f.block_phis(b).to_vec() {
        if let InstKind::Phi { args, .. } = &mut f.insts[phi].kind {
            args.iter_mut()
                .filter(|(q, _)| *q == p)
                .for_each(|(q, _)| *q = n);
        }
    }
    n
}

/// Appends the new code to one block.
struct Emitter<'a> {
    at: Block,
    /// The loop body's instructions as they were: invariant ones are copied to `at`.
    body: HashSet<Inst>,
    hoisted: HashMap<Value, Value>,
    /// Values of deleted loops, and what replaced them.
    replaced: &'a mut HashMap<Value, Value>,
}

impl Emitter<'_> {
    /// `v` where the new code runs: a replacement, a copy of its invariant computation in
    /// the loop, or itself.
    fn get(&mut self, f: &mut Function, v: Value) -> Value {
        if let Some(&r) = self.replaced.get(&v).or(self.hoisted.get(&v)) {
            return r;
        }
        let Some(i) = f.def_inst(v).filter(|i| self.body.contains(i)) else {
            return v;
        };
        let mut kind = f.insts[i].kind.clone();
        let mut operands = Vec::new();
        kind.visit_operands(|o| operands.push(o));
        let copies: Vec<Value> = operands.iter().map(|&o| self.get(f, o)).collect();
        let mut k = 0;
        kind.map_operands(|_| {
            k += 1;
            copies[k - 1]
        });
        let ty = f.value_type(v);
        let name = f.value_name(v).unwrap_or("inv").to_string();
        let r = self.push(f, kind, ty, &name);
        self.hoisted.insert(v, r);
        r
    }

    fn push(&mut self, f: &mut Function, kind: InstKind, ty: Type, name: &str) -> Value {
        let inst = f.insts.push(InstData { kind, result: None });
        let r = f.add_value(ty, ValueDef::Inst(inst), Some(name));
        f.insts[inst].result = Some(r);
        f.push_inst(self.at, inst);
        r
    }

    fn konst(f: &mut Function, k: i64) -> Value {
        f.add_value(Type::I64, ValueDef::IConst(k), None)
    }

    /// `lhs op rhs` in `i64` (folded when both are constants).
    fn binary(&mut self, f: &mut Function, op: BinOp, lhs: Value, rhs: Value, name: &str) -> Value {
        let (lhs, rhs) = (self.get(f, lhs), self.get(f, rhs));
        if let (ValueDef::IConst(a), ValueDef::IConst(b)) = (&f.values[lhs].def, &f.values[rhs].def)
        {
            let k = match op {
                BinOp::Add => a.wrapping_add(*b),
                BinOp::Sub => a.wrapping_sub(*b),
                _ => a.wrapping_mul(*b),
            };
            return Self::konst(f, k);
        }
        self.push(
            f,
            InstKind::binary(op, Type::I64, lhs, rhs),
            Type::I64,
            name,
        )
    }

    fn add_const(&mut self, f: &mut Function, v: Value, k: i64, name: &str) -> Value {
        if k == 0 {
            return self.get(f, v);
        }
        let k = Self::konst(f, k);
        self.binary(f, BinOp::Add, v, k, name)
    }

    fn mul_const(&mut self, f: &mut Function, v: Value, k: i64, name: &str) -> Value {
        if k == 1 {
            return self.get(f, v);
        }
        let k = Self::konst(f, k);
        self.binary(f, BinOp::Mul, v, k, name)
    }

    /// The number of iterations (see the module comment).
    fn count(&mut self, f: &mut Function, idiom: &Idiom) -> Value {
        let Test {
            cond,
            on_next,
            bound,
        } = idiom.test;
        let first = match on_next {
            true => self.add_const(f, idiom.start, idiom.step, "idiom.first"),
            false => self.get(f, idiom.start),
        };
        let bound = self.get(f, bound);
        let (high, low) = match idiom.step > 0 {
            true => (bound, first),
            false => (first, bound),
        };
        let mut distance = self.binary(f, BinOp::Sub, high, low, "idiom.distance");
        let shape = shape(cond, idiom.step).expect("recognised");
        if shape == Shape::Inclusive {
            distance = self.add_const(f, distance, 1, "idiom.distance");
        }
        if shape != Shape::NotEqual {
            let before = self.icmp(f, cond, first, bound);
            distance = self.binary(f, BinOp::Mul, distance, before, "idiom.distance");
        }
        match idiom.latch {
            // Rotated: the body ran once before the first test.
            None => self.add_const(f, distance, 1, "idiom.count"),
            Some(_) => distance,
        }
    }

    /// `lhs cond rhs` as an `i64` 0 or 1.
    fn icmp(&mut self, f: &mut Function, cond: Cond, lhs: Value, rhs: Value) -> Value {
        let kind = InstKind::Icmp {
            cond,
            ty: Type::I64,
            lhs,
            rhs,
        };
        let c = self.push(f, kind, Type::I8, "idiom.runs");
        let kind = InstKind::Cast {
            op: CastOp::Zext,
            from: Type::I8,
            to: Type::I64,
            arg: c,
        };
        self.push(f, kind, Type::I64, "idiom.runs")
    }

    /// `root + k + coef * index`.
    fn address(&mut self, f: &mut Function, a: Address, index: Value) -> Value {
        let scaled = self.mul_const(f, index, a.coef, "idiom.offset");
        let offset = self.add_const(f, scaled, a.k, "idiom.offset");
        let root = self.get(f, a.root);
        if matches!(f.values[offset].def, ValueDef::IConst(0)) {
            return root;
        }
        let kind = InstKind::PtrOffset { base: root, offset };
        self.push(f, kind, Type::Ptr, "idiom.addr")
    }

    /// The byte as `memset`'s `int`.
    fn byte(&mut self, f: &mut Function, byte: Byte) -> Value {
        match byte {
            Byte::Const(b) => f.add_value(Type::I32, ValueDef::IConst(i64::from(b)), None),
            Byte::Value(v) => {
                let arg = self.get(f, v);
                let kind = InstKind::Cast {
                    op: CastOp::Zext,
                    from: Type::I8,
                    to: Type::I32,
                    arg,
                };
                self.push(f, kind, Type::I32, "idiom.byte")
            }
        }
    }

    /// A call of `name`, one of `small_memops::FUNCTIONS`, with C's signature.
    fn call(&mut self, f: &mut Function, name: &str, args: [Value; 3]) {
        let middle = match name {
            "memset" => Type::I32,
            _ => Type::Ptr,
        };
        let params: Vec<AbiParam> = [Type::Ptr, middle, Type::I64]
            .into_iter()
            .map(AbiParam::new)
            .collect();
        let sig = Signature {
            fixed: params.len(),
            params,
            ret: vec![AbiParam::new(Type::Ptr)],
            variadic: false,
            conv: Default::default(),
        };
        let call = InstKind::Call(Box::new(CallData {
            callee: Callee::Direct(name.to_string()),
            sig,
            args: args.to_vec(),
            extra_results: Vec::new(),
            cold: false,
        }));
        self.push(f, call, Type::Ptr, "idiom");
    }

    /// Make the (emptied) loop body run once and go to the exit: the values of the last
    /// iteration replace their uses after it, computed from the last values of `iv` and
    /// `next`.
    fn delete_loop(&mut self, f: &mut Function, idiom: &Idiom, count: Value) {
        f.blocks[idiom.body].term = Some(Terminator::Jump(idiom.exit));
        if idiom.outside.is_empty() {
            return;
        }
        // The counter's value in the last iteration: the test after it does not run the
        // body of a loop not rotated, which tests the value after that.
        let runs = match idiom.latch {
            None => self.add_const(f, count, -1, "idiom.steps"),
            Some(_) => count,
        };
        let steps = self.mul_const(f, runs, idiom.step, "idiom.steps");
        let name = f.value_name(idiom.iv).unwrap_or("iv").to_string();
        let last = self.binary(f, BinOp::Add, idiom.start, steps, &format!("{name}.last"));
        let name = f.value_name(idiom.next).unwrap_or("iv").to_string();
        let after = self.add_const(f, last, idiom.step, &format!("{name}.last"));
        self.hoisted.insert(idiom.iv, last);
        self.hoisted.insert(idiom.next, after);
        for (old, users) in &idiom.outside {
            let (old, new) = (*old, self.get(f, *old));
            self.replaced.insert(old, new);
            for &u in users {
                let to = |v: Value| if v == old { new } else { v };
                match u {
                    User::Inst(i) => f.insts[i].kind.map_operands(to),
                    User::Term(b) => {
                        if let Some(t) = &mut f.blocks[b].term {
                            t.map_operands(to);
                        }
                    }
                }
            }
        }
    }
}

//! Loop strength reduction, in its classic form (LLVM's LoopStrengthReduce, gcc's
//! ivopts): a multiply in a loop that only scales the induction variable becomes an
//! addition carried from one iteration to the next.
//!
//! A basic induction variable `%i` is a phi in a loop header whose every latch passes back
//! the one value `%i + s` (or `%i - s`), `s` loop-invariant. A value computed from `%i` by a
//! chain of `add`, `sub`, `mul` and `ptr_offset`, each combining the previous link
//! with a loop-invariant value, is a linear function of `%i`: `b[k * n + j]`'s address
//! `b + (k * n + j) * 4` in a loop over `k` grows by `n * 4` in every iteration. When the
//! chain has a multiply an address does not do for free (by a loop-invariant value, or a
//! constant other than 1, 2, 4 or 8), a value `%v` of it becomes a new induction variable:
//! a phi `%v.lsr` in the header, starting at the chain computed in the preheader for `%i`'s
//! initial value, and stepped on every latch by the chain's change per iteration, also
//! computed in the preheader. `%v`'s uses take the phi and the chain, now unused, is
//! deleted: the multiply leaves the loop. `%v` is the first address past the multiply that
//! is used by something other than one more link (a load, a store, several links), or
//! whose one link adds a constant (`&p[i].y`: the address does that for free, and `&p[i]`
//! serves every member). Chains made of the same links from `%i` (the front end computes
//! `&p[i]` anew for each member read) share the phi.
//!
//! Only addresses: a chain that ends in an integer (an `unsigned` index `k * n + j`, which
//! may wrap, ends in its zero extension) could become a 32-bit phi stepped by `n`, as gcc
//! makes it, but on a 400x400 `unsigned` matrix multiply that ran 1.11x to 1.13x slower
//! than the multiply it saves (with 9% fewer instructions), while a pointer phi, for `int`,
//! ran in 0.72x the time (docs/benchmarks.md).
//!
//! C's overflow rules do not come into it. Those operations are exact in the integers
//! modulo 2^width (`ptr_offset` is a 64-bit addition), so `chain(%i + s) = chain(%i) +
//! step` holds, bit for bit, whatever the values: the phi holds exactly what the chain
//! computed, wrapped or not. The new instructions carry
//! no `nsw`: the preheader computes the chain for `%i`'s initial value even where the loop
//! would not have computed it. Sign and zero extensions do not wrap alike, so they end a
//! chain; where C allows it, induction-variable widening (`passes::iv_widen`, run before)
//! has already made an `int` index's extension 64-bit arithmetic, so that chain reaches the
//! address, while an `unsigned` index that may wrap stops at its extension.
//!
//! Then pointer induction variables are rebased (`rebase`): `%p` whose latches pass back
//! `%n = ptr_offset %p, step` becomes a phi of `%p + step` stepped last in each latch, when
//! `%n` addresses memory or `%p` is used after `%n` (bzip2's move-to-front loop, `*++p`):
//! Cranelift would fold `%p + step` into those accesses and keep both pointers alive.
//!
//! Which loops: those `iv_widen` works on (one predecessor outside, phis in the header)
//! that contain no other such loop, at most `MAX_PER_LOOP` new phis each. In an outer loop
//! the new phi would hold a register across the inner loop to save a multiply per outer
//! iteration, and each phi holds a register in its loop.

use super::iv_widen::{append, loops, name_of, Facts, Loop, User};
use crate::ir::cfg::sort_phi_operands;
use crate::ir::{BinOp, Block, Function, Inst, InstData, InstKind, Type, Value, ValueDef};
use crate::passes::pipeline::{self, Context, Pass};
use cranelift_entity::SecondaryMap;
use rustc_hash::FxHashMap as HashMap;

/// How many pointers one loop may be given.
const MAX_PER_LOOP: usize = 4;

/// What the pass did to one function (`--stats`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Addresses made induction variables (pointers stepped by the loop).
    pub reduced: usize,
    /// Pointer induction variables rebased to their stepped value.
    pub rebased: usize,
}

/// The pass in the pipeline (`passes::pipeline`): LLVM's LoopStrengthReduce.
pub const PASS: Pass = Pass {
    name: "loop-reduce",
    flag: "--no-strength-reduction",
    help: "Keep multiplies by a loop's counter in the loop (by default, when optimising, \
           the address of `a[k * n + j]` in a loop over k is stepped by `n * sizeof *a` \
           each iteration instead of computed anew), and pointers stepped before their use \
           (`*++p`) as they are",
    counters: &[
        "addresses made induction variables",
        "pointer induction variables rebased",
    ],
    run: |f, cx| {
        let s = run(f, cx);
        pipeline::Stats::of(&[s.reduced, s.rebased, 0])
    },
};

/// Reduce every chain of `f` that qualifies, then rebase every pointer induction variable
/// that qualifies. Each change is found by a search of user lists (`Facts`) built anew
/// only after a change: the search that finds no more chains hands its lists on to the
/// first search for a pointer to rebase. The CFG never changes, so the loops stay right.
pub fn run(f: &mut Function, _: &Context) -> Stats {
    let loops = loops(f);
    let inner = innermost(&loops);
    if inner.is_empty() {
        return Stats::default();
    }
    let mut facts = Facts::new(f);
    // Each reduction deletes the value it replaced, so the search moves on.
    let mut per_loop = vec![0; loops.len()];
    while let Some(c) = find(&facts, &loops, &inner, &per_loop) {
        per_loop[c.in_loop] += 1;
        let block_of = facts.block_of;
        reduce(f, &loops[c.in_loop], c, &block_of);
        facts = Facts::new(f);
    }
    // Each rebase replaces the old phi and the exit phis, and a later loop may start from
    // one of those, so each is found afresh after the last; a rebased phi steps last in its
    // latches and never qualifies again.
    let limit: usize = inner
        .iter()
        .map(|&k| f.block_phis(loops[k].header).len())
        .sum();
    let mut rebased = 0;
    while let Some((k, r)) = find_rebase(&facts, &loops, &inner) {
        let block_of = facts.block_of;
        rebase(f, &loops[k], &r, &block_of);
        rebased += 1;
        if rebased == limit {
            break;
        }
        facts = Facts::new(f);
    }
    if rebased > 0 {
        sort_phi_operands(f);
    }
    Stats {
        reduced: per_loop.iter().sum(),
        rebased,
    }
}

/// The indices of the `loops` that contain no other of them (a loop without a preheader
/// or a header phi, which `loops` leaves out, does not count).
fn innermost(loops: &[Loop]) -> Vec<usize> {
    let contains_another = |l: &Loop| {
        loops
            .iter()
            .any(|o| o.header != l.header && l.in_loop[o.header])
    };
    (0..loops.len())
        .filter(|&k| !contains_another(&loops[k]))
        .collect()
}

/// A chain to reduce, as found before any change.
struct Candidate {
    /// Its loop's index in the list of loops.
    in_loop: usize,
    iv: BasicIv,
    reduction: Reduction,
}

/// What one new phi replaces.
struct Reduction {
    /// The chain's instructions, from the one using the induction variable to the one
    /// defining the value to reduce, each with its operand in the chain.
    chain: Vec<(Inst, Value)>,
    /// The values that chain computes: its last, and those of chains of the same links
    /// (the front end computes `&p[i]` anew for each of `p[i].x` and `p[i].y`).
    twins: Vec<Value>,
    /// The links of all those chains.
    links: Vec<(Inst, Value)>,
}

/// A header phi stepped by the same loop-invariant amount on every latch.
#[derive(Copy, Clone)]
struct BasicIv {
    phi: Inst,
    value: Value,
    /// Its operand from the preheader.
    init: Value,
    step: Value,
    /// Whether the latches pass back `%i - step` rather than `%i + step`.
    down: bool,
}

/// The first chain of `facts.f` to reduce, in an innermost loop (`inner`, indices into
/// `loops`) with fewer than `MAX_PER_LOOP` reductions so far (`per_loop`).
fn find(facts: &Facts, loops: &[Loop], inner: &[usize], per_loop: &[usize]) -> Option<Candidate> {
    inner.iter().find_map(|&k| {
        if per_loop[k] >= MAX_PER_LOOP {
            return None;
        }
        let l = &loops[k];
        facts.f.block_phis(l.header).iter().find_map(|&phi| {
            let iv = basic_iv(facts, l, phi)?;
            Some(Candidate {
                in_loop: k,
                iv,
                reduction: chain_to_reduce(facts, l, iv.value)?,
            })
        })
    })
}

/// `phi` as a basic induction variable of `l`, if it is one.
fn basic_iv(facts: &Facts, l: &Loop, phi: Inst) -> Option<BasicIv> {
    let f = facts.f;
    let InstKind::Phi { ty, args } = &f.insts[phi].kind else {
        return None;
    };
    if !is_word(*ty) {
        return None;
    }
    let value = f.insts[phi].result?;
    let (init, next) = init_and_next(args, l)?;
    let def = f.def_inst(next)?;
    if !facts.block_of[def].is_some_and(|b| l.in_loop[b]) {
        return None;
    }
    let (step, down) = match f.insts[def].kind {
        InstKind::Binary {
            op: BinOp::Add,
            lhs,
            rhs,
            ..
        } if lhs == value || rhs == value => (if lhs == value { rhs } else { lhs }, false),
        InstKind::Binary {
            op: BinOp::Sub,
            lhs,
            rhs,
            ..
        } if lhs == value => (rhs, true),
        _ => return None,
    };
    (step != value && l.invariant(facts, step)).then_some(BasicIv {
        phi,
        value,
        init,
        step,
        down,
    })
}

/// A header phi's operand from the preheader and the one value every latch passes back,
/// if they do pass back one value.
fn init_and_next(args: &[(Block, Value)], l: &Loop) -> Option<(Value, Value)> {
    let from = |outside: bool| {
        args.iter()
            .filter(move |(p, _)| (*p == l.preheader) == outside)
    };
    let init = from(true).next()?.1;
    let next = from(false).next()?.1;
    let one_each = from(true).all(|&(_, v)| v == init) && from(false).all(|&(_, v)| v == next);
    one_each.then_some((init, next))
}

/// How a link continues a chain.
struct Link {
    /// Whether it is a multiply an address does not do for free.
    costly: bool,
    shape: Shape,
}

/// What makes two links compute the same value from equal operands in the chain: the
/// operation, the other operand (a constant by its value), and the side the chain is on.
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
struct Shape {
    op: Op,
    other: Operand,
    chain_on_left: bool,
}

impl Shape {
    /// Whether it adds or subtracts a constant, which an address does for free.
    fn is_displacement(&self) -> bool {
        let additive = matches!(
            self.op,
            Op::PtrOffset | Op::Binary(BinOp::Add | BinOp::Sub, _)
        );
        additive && matches!(self.other, Operand::Constant(_))
    }
}

#[derive(Copy, Clone, PartialEq, Eq, Hash)]
enum Op {
    Binary(BinOp, Type),
    PtrOffset,
}

#[derive(Copy, Clone, PartialEq, Eq, Hash)]
enum Operand {
    Constant(i64),
    Value(Value),
}

/// How instruction `i`, one of whose operands is `from` (in a chain), continues the chain
/// (with its other operand, if any, loop-invariant), if it does.
fn link(facts: &Facts, l: &Loop, i: Inst, from: Value) -> Option<Link> {
    let f = facts.f;
    let in_loop = facts.block_of[i].is_some_and(|b| l.in_loop[b]);
    let (lhs, rhs, op) = match f.insts[i].kind {
        _ if !in_loop => return None,
        InstKind::Binary {
            op: op @ (BinOp::Add | BinOp::Sub | BinOp::Mul),
            ty,
            lhs,
            rhs,
            ..
        } if is_word(ty) => (lhs, rhs, Op::Binary(op, ty)),
        InstKind::PtrOffset { base, offset } => (base, offset, Op::PtrOffset),
        _ => return None,
    };
    let other = if lhs == from { rhs } else { lhs };
    let operand = match f.values[other].def {
        ValueDef::IConst(k) => Operand::Constant(k),
        _ => Operand::Value(other),
    };
    let costly = matches!(op, Op::Binary(BinOp::Mul, _))
        && !matches!(operand, Operand::Constant(1 | 2 | 4 | 8));
    let shape = Shape {
        op,
        other: operand,
        chain_on_left: lhs == from,
    };
    (other != from && l.invariant(facts, other)).then_some(Link { costly, shape })
}

/// The integer types a chain computes in (`i128` arithmetic is left alone).
fn is_word(ty: Type) -> bool {
    matches!(ty, Type::I8 | Type::I16 | Type::I32 | Type::I64)
}

/// A value reached from the induction variable by a chain.
struct Reached {
    inst: Inst,
    from: Value,
    /// Whether its chain has a costly multiply.
    costly: bool,
    /// Its chain's links' shapes, as a number: equal for values computed alike.
    key: u32,
}

/// The first chain from `iv` worth reducing: one with a costly multiply, ending in an
/// address with a use outside the chains; with its twins.
fn chain_to_reduce(facts: &Facts, l: &Loop, iv: Value) -> Option<Reduction> {
    let f = facts.f;
    // Breadth first: the shortest chain with a costly multiply is taken first, and the
    // chains that continued it continue the new phi, which is cheap. Its twins have chains
    // as long, so they are reached by then.
    let mut reached: HashMap<Value, Reached> = HashMap::default();
    let mut keys: HashMap<(u32, Shape), u32> = HashMap::default();
    let mut queue = vec![iv];
    let mut k = 0;
    while k < queue.len() {
        let v = queue[k];
        k += 1;
        let (costly_so_far, key) = reached.get(&v).map_or((false, 0), |r| (r.costly, r.key));
        let mut ends = false;
        let mut continued_by = Vec::new();
        for u in facts.users(v) {
            let User::Inst(i) = *u else {
                ends = true;
                continue;
            };
            let Some(r) = f.insts[i].result.filter(|r| *r != iv) else {
                ends = true;
                continue;
            };
            match link(facts, l, i, v) {
                Some(link) if !reached.contains_key(&r) => {
                    continued_by.push(link.shape);
                    let next = keys.len() as u32 + 1;
                    let key = *keys.entry((key, link.shape)).or_insert(next);
                    let costly = costly_so_far || link.costly;
                    reached.insert(
                        r,
                        Reached {
                            inst: i,
                            from: v,
                            costly,
                            key,
                        },
                    );
                    queue.push(r);
                }
                Some(link) => continued_by.push(link.shape),
                None => ends = true,
            }
        }
        // Where the phi stops: a use other than a link, or one an address does for free
        // (`p + 4`: the member of an element), or several links (each would need its own
        // phi past this point).
        let stops = match &continued_by[..] {
            [] => ends,
            [shape] => ends || shape.is_displacement(),
            _ => true,
        };
        if stops && costly_so_far && f.value_type(v) == Type::Ptr {
            let chain_of = |mut at: Value| {
                let mut chain = Vec::new();
                while let Some(r) = reached.get(&at) {
                    chain.push((r.inst, r.from));
                    at = r.from;
                }
                chain.reverse();
                chain
            };
            let twins: Vec<Value> = queue
                .iter()
                .copied()
                .filter(|t| reached.get(t).is_some_and(|r| r.key == key))
                .collect();
            let mut links: Vec<(Inst, Value)> = twins.iter().flat_map(|&t| chain_of(t)).collect();
            links.sort_by_key(|&(i, _)| i);
            links.dedup();
            return Some(Reduction {
                chain: chain_of(v),
                twins,
                links,
            });
        }
    }
    None
}

/// Replace the chain's last value by a new induction variable (see the module comment).
/// `block_of` places the instructions as they were when `c` was found.
fn reduce(f: &mut Function, l: &Loop, c: Candidate, block_of: &SecondaryMap<Inst, Option<Block>>) {
    let last = c.reduction.chain.last().expect("a chain has links").0;
    let v = f.insts[last].result.expect("links have results");
    let pre = l.preheader;
    let mut hoisted = HashMap::default();
    // The chain's value for the initial `%i`, and its change per iteration, both in the
    // preheader.
    let step = hoist(f, l, block_of, c.iv.step, &mut hoisted);
    let step = if c.iv.down {
        negated(f, pre, step)
    } else {
        step
    };
    let mut start = c.iv.init;
    let mut delta = step;
    for &(i, from) in &c.reduction.chain {
        let kind = f.insts[i].kind.clone();
        let mut other = from;
        kind.visit_operands(|o| {
            if o != from {
                other = o;
            }
        });
        let other = hoist(f, l, block_of, other, &mut hoisted);
        let name = name_of(f, f.insts[i].result.expect("links have results"));
        let with_start = |o: Value| if o == from { start } else { other };
        (start, delta) = match kind {
            InstKind::Binary { op, lhs, rhs, .. } => {
                let start = binary(f, pre, op, with_start(lhs), with_start(rhs), &name);
                let delta = match (op, lhs == from) {
                    (BinOp::Add, _) | (BinOp::Sub, true) => delta,
                    (BinOp::Sub, false) => negated(f, pre, delta),
                    _ => binary(f, pre, BinOp::Mul, delta, other, "step"),
                };
                (start, delta)
            }
            InstKind::PtrOffset { base, offset } => {
                let (b, o) = (with_start(base), with_start(offset));
                (ptr_offset(f, pre, b, o, &name), delta)
            }
            _ => unreachable!("links are binaries and pointer offsets"),
        };
    }
    let phi = new_phi(f, l, &c.iv, v, start, delta);
    replace_uses(f, &c.reduction.twins, phi);
    delete_unused_links(f, &c.reduction.links, block_of);
}

/// The phi `%v.lsr` in `l`'s header: `start` from the preheader, itself plus `delta` from
/// each latch (the addition appended to the latch).
fn new_phi(
    f: &mut Function,
    l: &Loop,
    iv: &BasicIv,
    v: Value,
    start: Value,
    delta: Value,
) -> Value {
    let ty = f.value_type(v);
    let name = format!("{}.lsr", name_of(f, v));
    let phi = f.add_value(ty, ValueDef::Undef, Some(&name));
    let InstKind::Phi { args, .. } = &f.insts[iv.phi].kind else {
        unreachable!("an induction variable is a phi");
    };
    let preds: Vec<Block> = args.iter().map(|&(p, _)| p).collect();
    let mut next: HashMap<Block, Value> = HashMap::default();
    let mut new_args = Vec::new();
    for p in preds {
        let arg = if p == l.preheader {
            start
        } else if let Some(&n) = next.get(&p) {
            n
        } else {
            let n = if ty == Type::Ptr {
                ptr_offset(f, p, phi, delta, &name)
            } else {
                binary(f, p, BinOp::Add, phi, delta, &name)
            };
            next.insert(p, n);
            n
        };
        new_args.push((p, arg));
    }
    f.define_by_phi(l.header, phi, new_args);
    phi
}

/// `v` where it can be used in the preheader: itself, or if it is computed in the loop
/// (a loop-invariant computation), a copy of that computation appended to the preheader.
fn hoist(
    f: &mut Function,
    l: &Loop,
    block_of: &SecondaryMap<Inst, Option<Block>>,
    v: Value,
    hoisted: &mut HashMap<Value, Value>,
) -> Value {
    let Some(i) = f.def_inst(v) else { return v };
    if !block_of[i].is_some_and(|b| l.in_loop[b]) {
        return v;
    }
    if let Some(&h) = hoisted.get(&v) {
        return h;
    }
    let mut kind = f.insts[i].kind.clone();
    let mut operands = Vec::new();
    kind.visit_operands(|o| operands.push(o));
    let copies: Vec<Value> = operands
        .into_iter()
        .map(|o| hoist(f, l, block_of, o, hoisted))
        .collect();
    let mut next = copies.into_iter();
    kind.map_operands(|_| next.next().expect("one copy per operand"));
    let name = name_of(f, v);
    let h = append(f, l.preheader, kind, f.value_type(v), &name);
    hoisted.insert(v, h);
    h
}

/// `a op b` (without `nsw`) appended to `at`, or its value where that is known: both
/// constants, adding or subtracting 0, multiplying by 1 or 0.
fn binary(f: &mut Function, at: Block, op: BinOp, a: Value, b: Value, name: &str) -> Value {
    let constant = |v: Value| match f.values[v].def {
        ValueDef::IConst(k) => Some(k),
        _ => None,
    };
    let ty = f.value_type(a);
    match (op, constant(a), constant(b)) {
        (_, Some(x), Some(y)) => {
            let k = match op {
                BinOp::Add => x.wrapping_add(y),
                BinOp::Sub => x.wrapping_sub(y),
                _ => x.wrapping_mul(y),
            };
            return constant_of(f, ty, k);
        }
        (BinOp::Add, Some(0), _) => return b,
        (BinOp::Add | BinOp::Sub, _, Some(0)) | (BinOp::Mul, _, Some(1)) => return a,
        (BinOp::Mul, Some(1), _) => return b,
        (BinOp::Mul, Some(0), _) => return a,
        (BinOp::Mul, _, Some(0)) => return b,
        _ => {}
    }
    append(f, at, InstKind::binary(op, ty, a, b), ty, name)
}

/// `0 - v` appended to `at` (or folded).
fn negated(f: &mut Function, at: Block, v: Value) -> Value {
    let zero = f.add_value(f.value_type(v), ValueDef::IConst(0), None);
    binary(f, at, BinOp::Sub, zero, v, "step")
}

/// The constant `k` of type `ty` (a word type), stored as constants are: sign-extended
/// from `ty`'s width.
fn constant_of(f: &mut Function, ty: Type, k: i64) -> Value {
    let unused = 64 - 8 * ty.bytes();
    f.add_value(ty, ValueDef::IConst(k << unused >> unused), None)
}

/// `ptr_offset base, offset` appended to `at`, or `base` if `offset` is 0.
fn ptr_offset(f: &mut Function, at: Block, base: Value, offset: Value, name: &str) -> Value {
    if f.values[offset].def == ValueDef::IConst(0) {
        return base;
    }
    append(f, at, InstKind::PtrOffset { base, offset }, Type::Ptr, name)
}

fn replace_uses(f: &mut Function, old: &[Value], new: Value) {
    f.map_all_operands(|v| if old.contains(&v) { new } else { v });
}

/// Delete the links left unused: those of the twins, whose uses the phi took, then
/// those whose uses were all links deleted. (A link shared by two twins' chains is used
/// twice.)
fn delete_unused_links(
    f: &mut Function,
    links: &[(Inst, Value)],
    block_of: &SecondaryMap<Inst, Option<Block>>,
) {
    let mut uses: HashMap<Value, usize> = links.iter().map(|&(i, _)| (result(f, i), 0)).collect();
    Facts::visit_users(f, |v, _| {
        if let Some(n) = uses.get_mut(&v) {
            *n += 1;
        }
    });
    let def_of: HashMap<Value, (Inst, Value)> = links
        .iter()
        .map(|&(i, from)| (result(f, i), (i, from)))
        .collect();
    let mut unused: Vec<Value> = uses
        .iter()
        .filter(|&(_, &n)| n == 0)
        .map(|(&v, _)| v)
        .collect();
    while let Some(v) = unused.pop() {
        let (i, from) = def_of[&v];
        let b = block_of[i].expect("links are in blocks");
        f.retain_in_block(b, |x| x != i);
        if let Some(n) = uses.get_mut(&from) {
            *n -= 1;
            if *n == 0 {
                unused.push(from);
            }
        }
    }
}

/// A pointer induction variable to rebase: its latches pass back `next = ptr_offset %p,
/// step`, a constant step.
struct Rebase {
    iv: BasicIv,
    next: Value,
    next_def: Inst,
    /// The phis outside the loop that take `next` from a latch.
    exit_phis: Vec<(Block, Inst)>,
}

/// The first pointer induction variable of an innermost loop (`inner`, indices into
/// `loops`) worth rebasing, with its loop's index.
fn find_rebase(facts: &Facts, loops: &[Loop], inner: &[usize]) -> Option<(usize, Rebase)> {
    inner.iter().find_map(|&k| {
        let l = &loops[k];
        facts
            .f
            .block_phis(l.header)
            .iter()
            .find_map(|&phi| to_rebase(facts, l, loops, phi).map(|r| (k, r)))
    })
}

/// `phi` as a pointer induction variable of `l` worth rebasing (see `rebase`): its step
/// `next` addresses memory in the loop, or `%p` is used after `next` is computed, so that
/// the two are alive at once. `%p` must be used only as an address in the loop (there
/// `%q - step` costs nothing), and `next` only in the loop or by
/// phis of blocks outside it, on edges from latches, whose other edges come from outside
/// the loop too (their operands are moved by `step`).
fn to_rebase(facts: &Facts, l: &Loop, loops: &[Loop], phi: Inst) -> Option<Rebase> {
    let f = facts.f;
    // The start and the exit phis' operands are moved by `step` in blocks outside the
    // loop: not in one that runs more often than the loop is entered (a loop before it
    // whose test block leads to it).
    let elsewhere = |b: Block| loops.iter().any(|n| n.in_loop[b] && !n.in_loop[l.header]);
    if elsewhere(l.preheader) {
        return None;
    }
    let InstKind::Phi {
        ty: Type::Ptr,
        args,
    } = &f.insts[phi].kind
    else {
        return None;
    };
    let value = f.insts[phi].result?;
    let (init, next) = init_and_next(args, l)?;
    let latches: Vec<Block> = args
        .iter()
        .filter(|(p, _)| *p != l.preheader)
        .map(|&(p, _)| p)
        .collect();
    let next_def = f.def_inst(next)?;
    let at = facts.block_of[next_def].filter(|&b| l.in_loop[b])?;
    let InstKind::PtrOffset { base, offset: step } = f.insts[next_def].kind else {
        return None;
    };
    if base != value || !matches!(f.values[step].def, ValueDef::IConst(_)) {
        return None;
    }
    let in_loop = |u: &User| match *u {
        User::Inst(i) => facts.block_of[i].is_some_and(|b| l.in_loop[b]),
        User::Term(b) => l.in_loop[b],
    };
    if !facts.users(value).iter().all(in_loop) {
        return None;
    }
    let mut exit_phis = Vec::new();
    for u in facts.users(next).iter().filter(|u| !in_loop(u)) {
        let User::Inst(i) = *u else { return None };
        let InstKind::Phi { args, .. } = &f.insts[i].kind else {
            return None;
        };
        let from_latch = |&(p, v): &(Block, Value)| v == next && latches.contains(&p);
        let other_outside = |&(p, v): &(Block, Value)| v != next && !l.in_loop[p] && !elsewhere(p);
        if !args.iter().all(|a| from_latch(a) || other_outside(a)) {
            return None;
        }
        let b = facts.block_of[i]?;
        if !exit_phis.contains(&(b, i)) {
            exit_phis.push((b, i));
        }
    }
    let addresses = |v: Value| {
        move |u: &User| match *u {
            User::Inst(i) => match f.insts[i].kind {
                InstKind::Load { addr, .. } => addr == v,
                InstKind::Store { addr, value, .. } => addr == v && value != v,
                _ => false,
            },
            User::Term(_) => false,
        }
    };
    // `%p`'s other uses take `%q - step`, which is free only in an address.
    let own = |u: &&User| **u != User::Inst(next_def);
    if !facts.users(value).iter().filter(own).all(addresses(value)) {
        return None;
    }
    let insts = f.block_insts(at);
    let after = insts.iter().position(|&i| i == next_def)?;
    let used_after = facts
        .users(value)
        .iter()
        .any(|u| matches!(u, User::Inst(i) if insts[after + 1..].contains(i)));
    let worth = facts.users(next).iter().any(addresses(next)) || used_after;
    worth.then_some(Rebase {
        iv: BasicIv {
            phi,
            value,
            init,
            step,
            down: false,
        },
        next,
        next_def,
        exit_phis,
    })
}

/// Rebase `r`: a new phi `%q` holds `%p + step` (the stepped value, from the start of the
/// iteration), stepped at the end of each latch (`%q.next`), and takes the place of `next`
/// in the loop; `%p`'s own uses take `%q - step`.
///
/// Why: Cranelift folds `next = %p + step` into the addresses that use it (`1(%p)`), which
/// keeps `%p` alive after `next` is computed: two registers, and a move on the back edge.
/// With `%q`, every use comes before the step at the end of the latch, which then adds in
/// place (`*++p`: `add $1, %reg`). For the same reason a phi after the loop that took
/// `next` from a latch takes `%q.next` there (and its other operands plus `step`, added
/// at the end of their blocks, outside the loop), and `step` is subtracted after the
/// phi: were it given `%q`, `%q` would be alive on the exit edge after `%q.next` is
/// computed, and Cranelift's e-graph folds a `%q.next - step` on that edge back to `%q`.
fn rebase(f: &mut Function, l: &Loop, r: &Rebase, block_of: &SecondaryMap<Inst, Option<Block>>) {
    let step = r.iv.step;
    let ValueDef::IConst(k) = f.values[step].def else {
        unreachable!("the step is a constant");
    };
    let back = f.add_value(Type::I64, ValueDef::IConst(k.wrapping_neg()), None);
    let start = ptr_offset(f, l.preheader, r.iv.init, step, "rebased");
    let q = new_phi(f, l, &r.iv, r.next, start, step);
    let stepped: HashMap<Block, Value> = match &f.insts[f.def_inst(q).expect("a phi")].kind {
        InstKind::Phi { args, .. } => args.iter().copied().collect(),
        _ => unreachable!("new_phi makes a phi"),
    };
    for &(e, phi) in &r.exit_phis {
        rebase_exit_phi(f, e, phi, r.next, &stepped, (step, back));
    }
    replace_uses(f, &[r.next], q);
    let at = block_of[r.next_def].expect("the step is in the loop");
    f.retain_in_block(at, |i| i != r.next_def);
    let p = r.iv.value;
    let mut uses = 0;
    f.visit_all_operands(|v| uses += usize::from(v == p));
    // The old phi used itself only through `next`, now gone: what is left are its own
    // uses in the loop, which `%q - step` serves.
    if uses > 0 {
        let v = offset_at_top(f, l.header, q, back, &name_of(f, p));
        replace_uses(f, &[p], v);
    }
    f.retain_in_block(l.header, |i| i != r.iv.phi);
}

/// Replace `phi` of exit block `e` (operand `next` from latches) by a phi of the values
/// moved by `step` (`%q.next` from each latch, its value from the latch in `stepped`),
/// minus `step` after it.
fn rebase_exit_phi(
    f: &mut Function,
    e: Block,
    phi: Inst,
    next: Value,
    stepped: &HashMap<Block, Value>,
    (step, back): (Value, Value),
) {
    let InstKind::Phi { args, .. } = f.insts[phi].kind.clone() else {
        unreachable!("exit uses are phis");
    };
    let old = f.insts[phi].result.expect("phis have results");
    let name = name_of(f, old);
    let moved: Vec<(Block, Value)> = args
        .iter()
        .map(|&(b, v)| match v == next {
            true => (b, stepped[&b]),
            false => (b, ptr_offset(f, b, v, step, &name)),
        })
        .collect();
    let merged = f.add_value(Type::Ptr, ValueDef::Undef, Some(&name));
    f.define_by_phi(e, merged, moved);
    f.retain_in_block(e, |i| i != phi);
    let v = offset_at_top(f, e, merged, back, &name);
    replace_uses(f, &[old], v);
}

/// `ptr_offset base, offset` inserted first in `b` (after its phis).
fn offset_at_top(f: &mut Function, b: Block, base: Value, offset: Value, name: &str) -> Value {
    let inst = f.insts.push(InstData {
        kind: InstKind::PtrOffset { base, offset },
        result: None,
    });
    let v = f.add_value(Type::Ptr, ValueDef::Inst(inst), Some(name));
    f.insts[inst].result = Some(v);
    f.insert_inst(b, 0, inst);
    v
}

fn result(f: &Function, i: Inst) -> Value {
    f.insts[i].result.expect("links have results")
}

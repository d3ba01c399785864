//! Compare chains on one value into a range test or a bit test (gcc's `if-to-switch` and
//! its switch lowering's bit tests; LLVM's `simplifycfg` makes a `switch` of such a chain,
//! which its back end lowers the same way). C's `c == ' ' || c == '\t' || c == '\n'`
//! becomes one block per test: each compares the same value with a constant and goes to one
//! common block when it is equal, to the next test when not (a chain of `!=` joined by
//! `&&` is the same chain, its common block the one the `&&` leaves to when a test fails):
//!
//! ```text
//!   h:  %e = icmp eq i32 %c, 32               h:    %i = sub i32 %c, 9
//!       br %e, t, m1                                %r = icmp ule i32 %i, 23
//!   m1: %e1 = icmp eq i32 %c, 9                     br %r, h.bits, f
//!       br %e1, t, m2                         h.bits:
//!   m2: %e2 = icmp eq i32 %c, 10                    %s = lshr i32 8388611, %i
//!       br %e2, t, f                                %b = and i32 %s, 1
//!                                                   br %b, t, f
//! ```
//!
//! When the constants lie in a window of 64 values, the value minus the window's least
//! constant, as an unsigned number, is at most the window's span exactly when the value is
//! in the window (wrapping arithmetic: it holds for signed and unsigned values alike), and
//! bit `i` of a mask says whether the window's `i`-th value is one of the constants. A run
//! of consecutive constants needs no mask: the range test alone decides. The tests read the
//! value directly or through `sext`/`zext` of it (each block extends it again before the
//! load eliminator and Cranelift merge them): the constants are taken back to the value's
//! own type, and a chain whose constant the extension cannot produce is left alone.
//!
//! Which chains: at least `MIN_TESTS` distinct constants; every test after the first in a
//! block of its own that only the test before it reaches and that holds nothing but casts
//! and compares whose results no other block uses (they go with the block; the first
//! test's block keeps what it has, since it has only pure instructions before its branch,
//! nothing in the chain has side effects, and all the tests read one value, evaluating
//! them in any order or at once gives what the short-circuit order gives). The common
//! block's phis must have one operand for all the chain's edges to it, the exit's (where
//! the last test goes when no test matched) one not defined in the removed blocks.

use crate::ir::cfg::{reverse_post_order, sort_phi_operands, Cfg};
use crate::ir::{BinOp, Block, CastOp, Cond, Function, Inst, InstData, InstKind, Terminator};
use crate::ir::{Type, Value, ValueDef};
use crate::passes::pipeline::{self, Context, Pass};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// The fewest distinct constants a chain must test (gcc's `if-to-switch` wants three
/// conditions too): two tests are two compare-and-branch pairs, no more than a range or
/// bit test costs.
pub const MIN_TESTS: usize = 3;

/// What the pass did to one function (`--stats`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Chains of consecutive constants made one range test.
    pub ranges: usize,
    /// Chains made a range test and a bit test.
    pub bit_tests: usize,
    /// Compare-and-branch blocks removed.
    pub removed: usize,
}

/// The pass in the pipeline (`passes::pipeline`).
pub const PASS: Pass = Pass {
    name: "bit-test",
    flag: "--no-bit-tests",
    help: "Keep chains of equality tests of one value as they are (by default, when \
           optimising, `x == a || x == b || x == c` and `x != a && x != b && x != c` with \
           constants within 64 of each other become one range test and one bit test)",
    counters: &[
        "compare chains made range tests",
        "compare chains made bit tests",
        "compare blocks removed",
    ],
    run: |f, cx| {
        let s = run(f, cx);
        pipeline::Stats::of(&[s.ranges, s.bit_tests, s.removed])
    },
};

/// One test of a chain: `root == k` (`k` in `root`'s type, sign-extended as the IR keeps
/// constants), going to `equal` when it holds, to `unequal` when not.
#[derive(Copy, Clone)]
struct Test {
    root: Value,
    k: i64,
    equal: Block,
    unequal: Block,
}

/// A chain found: its blocks in order, the first kept, and what it tests.
struct Chain {
    blocks: Vec<Block>,
    root: Value,
    constants: Vec<i64>,
    /// Where any test that holds goes...
    common: Block,
    /// ... and where the last goes when none did.
    exit: Block,
}

/// Make every compare chain of `f` that qualifies a range test or a bit test.
pub fn run(f: &mut Function, _: &Context) -> Stats {
    let chains = find(f);
    let mut stats = Stats::default();
    if chains.is_empty() {
        return stats;
    }
    let mut gone: HashSet<Block> = HashSet::default();
    // The heads' compares, which their branches no longer use.
    let mut replaced: Vec<(Block, Inst)> = Vec::new();
    for c in &chains {
        if let Terminator::Br { cond, .. } = f.terminator(c.blocks[0]) {
            replaced.extend(f.def_inst(*cond).map(|i| (c.blocks[0], i)));
        }
        if rewrite(f, c) {
            stats.bit_tests += 1;
        } else {
            stats.ranges += 1;
        }
        stats.removed += c.blocks.len() - 1;
        gone.extend(c.blocks[1..].iter().copied());
    }
    f.layout.retain(|b| !gone.contains(b));
    sort_phi_operands(f);
    remove_unused(f, &replaced);
    stats
}

/// Remove each instruction of `candidates` (a block and an instruction of it) whose result
/// nothing uses.
fn remove_unused(f: &mut Function, candidates: &[(Block, Inst)]) {
    let results: HashSet<Value> = candidates
        .iter()
        .filter_map(|&(_, i)| f.insts[i].result)
        .collect();
    let mut used: HashSet<Value> = HashSet::default();
    f.visit_all_operands(|v| {
        if results.contains(&v) {
            used.insert(v);
        }
    });
    for &(b, i) in candidates {
        if f.insts[i].result.is_some_and(|v| !used.contains(&v)) {
            f.retain_in_block(b, |j| j != i);
        }
    }
}

/// The chains of `f`, disjoint, each as long as it goes.
fn find(f: &Function) -> Vec<Chain> {
    let cfg = Cfg::new(f);
    let local = local_blocks(f);
    let mut taken: HashSet<Block> = HashSet::default();
    let mut out = Vec::new();
    for h in reverse_post_order(f, &cfg) {
        if taken.contains(&h) {
            continue;
        }
        let Some(first) = test_of(f, h) else {
            continue;
        };
        let mut blocks = vec![h];
        let mut constants = vec![first.k];
        let mut at = first.unequal;
        while at != first.equal
            && !blocks.contains(&at)
            && !taken.contains(&at)
            && cfg.predecessors(at) == [*blocks.last().expect("a chain has its head")]
            && f.block_phis(at).is_empty()
            && local.contains(&at)
        {
            let Some(t) = test_of(f, at) else { break };
            if t.root != first.root || t.equal != first.equal {
                break;
            }
            blocks.push(at);
            constants.push(t.k);
            at = t.unequal;
        }
        constants.sort_unstable();
        constants.dedup();
        let chain = Chain {
            root: first.root,
            common: first.equal,
            exit: at,
            blocks,
            constants,
        };
        if chain.constants.len() < MIN_TESTS
            || chain.exit == chain.common
            || chain.blocks.contains(&chain.exit)
            || window(f.value_type(chain.root), &chain.constants).is_none()
            || !phis_agree(f, &chain)
        {
            continue;
        }
        taken.extend(chain.blocks.iter().copied());
        out.push(chain);
    }
    out
}

/// The test `b` ends in, if it branches on `root == k` or `root != k` for an integer
/// `root` seen through extensions.
fn test_of(f: &Function, b: Block) -> Option<Test> {
    let Some(Terminator::Br {
        cond,
        then_dest,
        else_dest,
        ..
    }) = f.blocks[b].term
    else {
        return None;
    };
    if then_dest == else_dest {
        return None;
    }
    let InstKind::Icmp {
        cond: cc,
        ty,
        lhs,
        rhs,
    } = f.insts[f.def_inst(cond)?].kind
    else {
        return None;
    };
    let (x, k) = match (&f.values[lhs].def, &f.values[rhs].def) {
        (_, &ValueDef::IConst(k)) => (lhs, k),
        (&ValueDef::IConst(k), _) => (rhs, k),
        _ => return None,
    };
    let (root, k) = through_extensions(f, x, ty, k)?;
    let (equal, unequal) = match cc {
        Cond::Eq => (then_dest, else_dest),
        Cond::Ne => (else_dest, then_dest),
        _ => return None,
    };
    Some(Test {
        root,
        k,
        equal,
        unequal,
    })
}

/// `x == k` (in type `ty`) as a test of the value `x` extends: that value and the constant
/// in its type, or `None` if no value of it extends to `k` (or `x` is not an integer).
fn through_extensions(
    f: &Function,
    mut x: Value,
    mut ty: Type,
    mut k: i64,
) -> Option<(Value, i64)> {
    loop {
        if !matches!(ty, Type::I8 | Type::I16 | Type::I32 | Type::I64) {
            return None;
        }
        let Some(InstKind::Cast { op, from, arg, .. }) = f.def_inst(x).map(|i| &f.insts[i].kind)
        else {
            return Some((x, k));
        };
        let fits = match op {
            CastOp::Sext => from.sign_extend(k) == k,
            // `k` as an unsigned number of `ty` below 2^bits(from).
            CastOp::Zext => {
                bits(ty) == 64 && k >= 0 && k >> bits(*from) == 0
                    || bits(ty) < 64 && (k & mask(ty)) >> bits(*from) == 0
            }
            _ => return Some((x, k)),
        };
        if !fits {
            return None;
        }
        k = from.sign_extend(k);
        ty = *from;
        x = *arg;
    }
}

fn bits(ty: Type) -> u32 {
    ty.bytes() * 8
}

/// The bits of a `ty` (an integer of at most 64 bits) as a mask.
fn mask(ty: Type) -> i64 {
    if bits(ty) >= 64 {
        -1
    } else {
        (1i64 << bits(ty)) - 1
    }
}

/// The window of fewer than 64 values of `ty` that holds `constants` (sorted, distinct):
/// its least value (a constant of `ty`) and its span (greatest minus least). The values
/// are tried as signed numbers, then as unsigned ones (a window across 0 as signed or
/// across the sign bit).
fn window(ty: Type, constants: &[i64]) -> Option<(i64, u64)> {
    let (&lo, &hi) = (constants.first()?, constants.last()?);
    let span = (hi as i128 - lo as i128) as u128;
    if span < 64 {
        return Some((lo, span as u64));
    }
    let unsigned = |k: i64| (k as u64) & (mask(ty) as u64);
    let lo = constants.iter().copied().min_by_key(|&k| unsigned(k))?;
    let hi = constants.iter().copied().max_by_key(|&k| unsigned(k))?;
    let span = unsigned(hi) - unsigned(lo);
    (span < 64).then_some((lo, span))
}

/// Do the phis of the chain's common block have one operand for all its edges from the
/// chain, and those of its exit none defined in the blocks that go?
fn phis_agree(f: &Function, c: &Chain) -> bool {
    let removed = &c.blocks[1..];
    let defined_in_removed = |v: Value| {
        f.def_inst(v).is_some_and(|i| {
            removed
                .iter()
                .any(|&b| f.block_phis_and_insts(b).any(|j| j == i))
        })
    };
    let operands = |phi: Inst, from: &[Block]| -> Vec<Value> {
        match &f.insts[phi].kind {
            InstKind::Phi { args, .. } => args
                .iter()
                .filter(|(p, _)| from.contains(p))
                .map(|&(_, v)| v)
                .collect(),
            _ => Vec::new(),
        }
    };
    let last = &c.blocks[c.blocks.len() - 1..];
    f.block_phis(c.common).iter().all(|&phi| {
        let vs = operands(phi, &c.blocks);
        vs.windows(2).all(|w| w[0] == w[1]) && !vs.iter().any(|&v| defined_in_removed(v))
    }) && f
        .block_phis(c.exit)
        .iter()
        .all(|&phi| !operands(phi, last).into_iter().any(defined_in_removed))
}

/// The blocks that may be removed from a chain: nothing but casts and integer compares,
/// whose results only the block itself uses (no other block, no phi).
fn local_blocks(f: &Function) -> HashSet<Block> {
    let mut home: HashMap<Value, Block> = HashMap::default();
    let mut out = HashSet::default();
    for &b in &f.layout {
        let pure = f.block_insts(b).iter().all(|&i| {
            matches!(
                f.insts[i].kind,
                InstKind::Cast {
                    op: CastOp::Sext | CastOp::Zext | CastOp::Trunc,
                    ..
                } | InstKind::Icmp { .. }
            )
        });
        if pure {
            out.insert(b);
            for &i in f.block_insts(b) {
                if let Some(v) = f.insts[i].result {
                    home.insert(v, b);
                }
            }
        }
    }
    let escapes = |v: Value, from: Option<Block>, out: &mut HashSet<Block>| {
        if let Some(&h) = home.get(&v) {
            if Some(h) != from {
                out.remove(&h);
            }
        }
    };
    for &b in &f.layout {
        for i in f.block_phis_and_insts(b) {
            let phi = matches!(f.insts[i].kind, InstKind::Phi { .. });
            let from = (!phi).then_some(b);
            f.insts[i]
                .kind
                .visit_operands(|v| escapes(v, from, &mut out));
        }
        if let Some(t) = &f.blocks[b].term {
            t.visit_operands(|v| escapes(v, Some(b), &mut out));
        }
    }
    out
}

/// Replace the chain `c` by its head's range test, and a bit test in a new block unless the
/// constants are consecutive; whether it made a bit test.
fn rewrite(f: &mut Function, c: &Chain) -> bool {
    let h = c.blocks[0];
    let ty = f.value_type(c.root);
    let (lo, span) = window(ty, &c.constants).expect("find checked the window");
    let at = f.def_inst(match f.terminator(h) {
        Terminator::Br { cond, .. } => *cond,
        _ => unreachable!("a chain's head ends in a branch"),
    });
    let konst = |f: &mut Function, ty: Type, k: i64| {
        f.add_value(ty, ValueDef::IConst(ty.sign_extend(k)), None)
    };
    let index = if lo == 0 {
        c.root
    } else {
        let lo = konst(f, ty, lo);
        append(
            f,
            h,
            at,
            InstKind::binary(BinOp::Sub, ty, c.root, lo),
            ty,
            "bt.index",
        )
    };
    let span_value = konst(f, ty, span as i64);
    let icmp = InstKind::Icmp {
        cond: Cond::Ule,
        ty,
        lhs: index,
        rhs: span_value,
    };
    let in_range = append(f, h, at, icmp, Type::I8, "bt.range");
    let dense = c.constants.len() as u64 == span + 1;
    let term_position = (f.positions.term(h), f.positions.term_call(h));
    let mut into_common = vec![h];
    let mut into_exit = vec![h];
    if dense {
        f.blocks[h].term = Some(Terminator::br(in_range, c.common, c.exit));
    } else {
        let name = unique_name(f, &format!("{}.bits", f.block_name(h)));
        let bits_block = f.add_block(&name);
        let position = f
            .layout
            .iter()
            .position(|&b| b == h)
            .expect("h is laid out");
        f.layout.insert(position + 1, bits_block);
        let wide = if span < 32 { Type::I32 } else { Type::I64 };
        let shift = match bits(ty).cmp(&bits(wide)) {
            std::cmp::Ordering::Equal => index,
            order => {
                let op = if order.is_lt() {
                    CastOp::Zext
                } else {
                    CastOp::Trunc
                };
                let cast = InstKind::Cast {
                    op,
                    from: ty,
                    to: wide,
                    arg: index,
                };
                append(f, bits_block, at, cast, wide, "bt.shift")
            }
        };
        let m = c.constants.iter().fold(0u64, |m, &k| {
            m | 1 << (k.wrapping_sub(lo) as u64 & mask(ty) as u64)
        });
        let m = konst(f, wide, m as i64);
        let shifted = append(
            f,
            bits_block,
            at,
            InstKind::binary(BinOp::LShr, wide, m, shift),
            wide,
            "bt.shifted",
        );
        let one = konst(f, wide, 1);
        let bit = append(
            f,
            bits_block,
            at,
            InstKind::binary(BinOp::And, wide, shifted, one),
            wide,
            "bt.bit",
        );
        f.blocks[bits_block].term = Some(Terminator::br(bit, c.common, c.exit));
        f.positions.set_term(bits_block, term_position.0);
        f.positions.set_term_call(bits_block, term_position.1);
        f.blocks[h].term = Some(Terminator::br(in_range, bits_block, c.exit));
        into_common = vec![bits_block];
        into_exit.push(bits_block);
    }
    // The common block: one operand, the chain's, for each new edge; the exit: the last
    // test's operand.
    let last = *c.blocks.last().expect("a chain has blocks");
    relink(f, c.common, &c.blocks, &into_common);
    relink(f, c.exit, &[last], &into_exit);
    !dense
}

/// In `b`'s phis, replace the operands from `old` (all one value) by one from each of `new`.
fn relink(f: &mut Function, b: Block, old: &[Block], new: &[Block]) {
    for phi in f.block_phis(b).to_vec() {
        if let InstKind::Phi { args, .. } = &mut f.insts[phi].kind {
            let v = args
                .iter()
                .find(|(p, _)| old.contains(p))
                .map(|&(_, v)| v)
                .expect("a phi has an operand per incoming edge");
            let mut kept: Vec<(Block, Value)> = args
                .iter()
                .copied()
                .filter(|(p, _)| !old.contains(p))
                .collect();
            kept.extend(new.iter().map(|&p| (p, v)));
            *args = kept.into_boxed_slice();
        }
    }
}

/// Append `kind` (whose result is a `ty`) to `b`, with the source position of `like` (the
/// head's compare); its result.
fn append(
    f: &mut Function,
    b: Block,
    like: Option<Inst>,
    kind: InstKind,
    ty: Type,
    name: &str,
) -> Value {
    let inst = f.insts.push(InstData { kind, result: None });
    if let Some(like) = like {
        f.positions.copy_inst(like, inst);
    }
    let r = f.add_value(ty, ValueDef::Inst(inst), Some(name));
    f.insts[inst].result = Some(r);
    f.push_inst(b, inst);
    r
}

/// `name`, or `name.N` for the first N that no block of `f` has.
fn unique_name(f: &Function, name: &str) -> String {
    let taken = |n: &str| f.blocks.keys().any(|b| f.block_name(b) == n);
    if !taken(name) {
        return name.to_string();
    }
    (1..)
        .map(|n| format!("{name}.{n}"))
        .find(|n| !taken(n))
        .expect("some suffix is free")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn windows_signed_unsigned_and_too_wide() {
        // Blanks: 9..=32.
        assert_eq!(window(Type::I8, &[9, 10, 32]), Some((9, 23)));
        // Across zero as signed values.
        assert_eq!(window(Type::I32, &[-3, 0, 2, 5]), Some((-3, 8)));
        // Across the sign bit: only as unsigned values (0x7ffffffe, 0x80000001).
        let (lo, span) = window(Type::I32, &[-2147483647, 2147483646]).unwrap();
        assert_eq!((lo, span), (2147483646, 3));
        // The widest window: 64 values.
        assert_eq!(window(Type::I64, &[100, 163]), Some((100, 63)));
        assert_eq!(window(Type::I64, &[100, 164]), None);
        assert_eq!(
            window(Type::I64, &[i64::MIN, i64::MAX]),
            Some((i64::MAX, 1))
        );
        assert_eq!(window(Type::I32, &[0, 32, 64]), None);
    }

    #[test]
    fn masks() {
        assert_eq!(mask(Type::I8), 0xff);
        assert_eq!(mask(Type::I32), 0xffff_ffff);
        assert_eq!(mask(Type::I64), -1);
    }
}

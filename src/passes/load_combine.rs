//! Load combining (gcc's `bswap` pass, LLVM's `foldConsecutiveLoads` in
//! AggressiveInstCombine): an integer put together from bytes loaded at consecutive
//! addresses, `p[0] << 24 | p[1] << 16 | p[2] << 8 | p[3]`, becomes one load of the whole
//! and, for the big-endian order, a byte swap.
//!
//! Why: portable C reads big-endian fields this way (SQLite's `get2byte` and
//! `sqlite3Get4byte` for every B-tree page header, cell pointer and record header, whose
//! `memcpy`-and-`__builtin_bswap32` variant SQLite keeps for gcc 4.3 and later, not the gcc
//! 4.2 tcc-rs says it is). Each byte costs a load, a shift and an `or`, and holds a register
//! until the `or`: in a small function, the registers of a four-byte read are the ones that
//! make Cranelift save callee-saved registers at every call (SQLite's
//! `vdbeRecordCompareInt`).
//!
//! What is matched: a tree of `or`s of one integer type `T` (its root the value replaced)
//! whose leaves are `zext i8 (load i8 a_k) to T`, each shifted left by a constant (or not;
//! `shl`, or a `mul` by a power of two). The most significant byte may be a `sext` instead
//! (SQLite's `TWO_BYTE_INT`, `256*(i8)x[0] | x[1]`): the load is then sign-extended to `T`.
//! The addresses must be one base at constant byte offsets `o_k`: a chain of `ptr_offset`s
//! of constants, or of `sext (add nsw x, c)`, from bases equal in structure (the same
//! pure instructions of the same operands: the two copies of a macro's argument). With `n`
//! leaves (2, 4 or 8, at most `T`'s width), the offsets `m..m+n` each once, and each byte
//! shifted to its place in one order: little-endian (`p[k] << 8k`), the root becomes the
//! load of `n` bytes at `m`, widened to `T`; big-endian (`p[k] << 8(n-1-k)`), the same
//! after a `bswap` (x86-64 and aarch64 are little-endian). The wide load reads exactly the
//! bytes the narrow ones read, no wider alignment assumed.
//!
//! Where: the new load is placed just before the root, in its block, so the leaves' loads
//! and every instruction of the tree must be in that block, no instruction between the
//! first leaf load and the root may write memory (a store, a call, an atomic...), and no
//! load may be volatile. Every value of the tree but the root must have that one use, so
//! that the old loads, `zext`s, shifts and `or`s can be deleted (Cranelift keeps a load it
//! cannot prove does not trap). After load elimination, which leaves one load of a byte
//! read twice.

use crate::ir::{BinOp, Block, CastOp, Function, Inst, InstKind, Type, UnOp, Value, ValueDef};
use crate::passes::pipeline::{self, Pass};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// The pass in the pipeline (`passes::pipeline`).
pub const PASS: Pass = Pass {
    name: "load-combine",
    flag: "--no-load-combine",
    help: "Keep integers assembled from byte loads (`p[0] << 8 | p[1]`) as they are written \
           (by default, when optimising, bytes loaded from consecutive addresses and shifted \
           into place become one load, byte-swapped for the big-endian order)",
    counters: &["loads combined", "byte loads removed"],
    run: |f, _| {
        let s = run(f);
        pipeline::Stats::of(&[s.combined, s.bytes])
    },
};

/// What the pass did to one function (`--stats`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Trees of `or`s replaced by one wide load.
    pub combined: usize,
    /// The byte loads they had.
    pub bytes: usize,
}

/// How deep `same` compares two bases' instructions.
const SAME_DEPTH: u32 = 4;

/// Combine every tree of byte loads in `f` that can be.
pub fn run(f: &mut Function) -> Stats {
    let mut stats = Stats::default();
    let uses = use_counts(f);
    for b in f.layout.clone() {
        // From the block's end, so that a tree's root is tried before the `or`s inside it.
        let mut dead = HashSet::default();
        let place = places(f, b);
        for at in (0..f.block_insts(b).len()).rev() {
            let root = f.block_insts(b)[at];
            if dead.contains(&root) {
                continue;
            }
            if let Some(t) = tree(f, b, at, &place, &uses) {
                stats.combined += 1;
                stats.bytes += t.width as usize;
                dead.extend(t.insts.iter().copied());
                rewrite(f, b, at, root, &t);
            }
        }
        if !dead.is_empty() {
            f.retain_in_block(b, |i| !dead.contains(&i));
        }
    }
    stats
}

/// Each instruction of `b` and its place in it.
fn places(f: &Function, b: Block) -> HashMap<Inst, usize> {
    let insts = f.block_insts(b).iter().enumerate();
    insts.map(|(k, &i)| (i, k)).collect()
}

/// How many times each value is an operand (of an instruction, phi or terminator).
fn use_counts(f: &Function) -> HashMap<Value, u32> {
    let mut uses = HashMap::default();
    f.visit_all_operands(|v| *uses.entry(v).or_insert(0) += 1);
    uses
}

/// A tree found: its byte count, the lowest byte's address, the order, the instructions to
/// delete (all but the root).
struct Tree {
    width: u32,
    addr: Value,
    big_endian: bool,
    signed: bool,
    insts: Vec<Inst>,
}

/// One byte of the tree: its load's address, its shift, its load's place in the block,
/// and whether it is sign-extended (SQLite's `256*(i8)x[0] | x[1]`).
struct Leaf {
    addr: Value,
    shift: i64,
    load_at: usize,
    signed: bool,
}

/// The tree whose root is the instruction at `at` in `b`, if it is one to combine.
fn tree(
    f: &Function,
    b: Block,
    at: usize,
    place: &HashMap<Inst, usize>,
    uses: &HashMap<Value, u32>,
) -> Option<Tree> {
    let root = f.block_insts(b)[at];
    let InstKind::Binary {
        op: BinOp::Or, ty, ..
    } = f.insts[root].kind
    else {
        return None;
    };
    if !matches!(ty, Type::I16 | Type::I32 | Type::I64) {
        return None;
    }
    let (mut leaves, mut insts) = (Vec::new(), Vec::new());
    let result = f.insts[root].result?;
    collect(f, result, ty, true, place, uses, &mut leaves, &mut insts)?;
    let n = leaves.len() as u32;
    if !matches!(n, 2 | 4 | 8) || n > ty.bytes() {
        return None;
    }
    let first = leaves.iter().map(|l| l.load_at).min()?;
    if f.block_insts(b)[first..at]
        .iter()
        .any(|&i| writes_memory(&f.insts[i].kind))
    {
        return None;
    }
    let (base, _) = decompose(f, leaves[0].addr);
    let mut offsets = Vec::new();
    for l in &leaves {
        let (lb, off) = decompose(f, l.addr);
        if !same_base(f, &base, &lb) {
            return None;
        }
        offsets.push(off);
    }
    let low = *offsets.iter().min()?;
    let mut seen = vec![false; n as usize];
    for &o in &offsets {
        let k = usize::try_from(o - low).ok().filter(|&k| k < n as usize)?;
        if std::mem::replace(&mut seen[k], true) {
            return None;
        }
    }
    let place_of = |big: bool, o: i64| {
        let k = o - low;
        8 * if big { n as i64 - 1 - k } else { k }
    };
    let order = |big: bool| {
        leaves
            .iter()
            .zip(&offsets)
            .all(|(l, &o)| l.shift == place_of(big, o))
    };
    let big_endian = if order(false) {
        false
    } else if order(true) {
        true
    } else {
        return None;
    };
    // A sign-extended byte must be the most significant: its copies of the sign fill the
    // bits above the others, as a sign extension of the whole does.
    let top = 8 * (n as i64 - 1);
    let signed = leaves.iter().filter(|l| l.signed).count();
    if signed > 1 || leaves.iter().any(|l| l.signed && l.shift != top) {
        return None;
    }
    let low_leaf = offsets.iter().position(|&o| o == low)?;
    Some(Tree {
        width: n,
        addr: leaves[low_leaf].addr,
        big_endian,
        signed: signed == 1,
        insts,
    })
}

/// Walk the tree below `v` (an `or`, or a leaf), collecting its leaves and (but for the
/// root) its instructions; `None` if any part of it does not fit.
#[allow(clippy::too_many_arguments)]
fn collect(
    f: &Function,
    v: Value,
    ty: Type,
    is_root: bool,
    place: &HashMap<Inst, usize>,
    uses: &HashMap<Value, u32>,
    leaves: &mut Vec<Leaf>,
    insts: &mut Vec<Inst>,
) -> Option<()> {
    let i = local_def(f, v, is_root, place, uses)?;
    if !is_root {
        insts.push(i);
    }
    if leaves.len() > 8 {
        return None;
    }
    match f.insts[i].kind {
        InstKind::Binary {
            op: BinOp::Or,
            ty: t,
            lhs,
            rhs,
            ..
        } if t == ty => {
            collect(f, lhs, ty, false, place, uses, leaves, insts)?;
            collect(f, rhs, ty, false, place, uses, leaves, insts)
        }
        InstKind::Binary {
            op: BinOp::Shl,
            ty: t,
            lhs,
            rhs,
            ..
        } if t == ty && !is_root => {
            let ValueDef::IConst(shift) = f.values[rhs].def else {
                return None;
            };
            leaf(f, lhs, ty, shift, place, uses, leaves, insts)
        }
        // `256 * b`, as SQLite writes a sign-extended byte's shift.
        InstKind::Binary {
            op: BinOp::Mul,
            ty: t,
            lhs,
            rhs,
            ..
        } if t == ty && !is_root => {
            let (k, byte) = match (&f.values[lhs].def, &f.values[rhs].def) {
                (ValueDef::IConst(k), _) => (*k, rhs),
                (_, ValueDef::IConst(k)) => (*k, lhs),
                _ => return None,
            };
            if k <= 0 || k.count_ones() != 1 {
                return None;
            }
            let shift = i64::from(k.trailing_zeros());
            leaf(f, byte, ty, shift, place, uses, leaves, insts)
        }
        _ if !is_root => leaf(f, v, ty, 0, place, uses, leaves, insts),
        _ => None,
    }
}

/// A leaf: `zext i8 (load i8 a) to ty` (or `sext`), shifted by `shift`.
#[allow(clippy::too_many_arguments)]
fn leaf(
    f: &Function,
    v: Value,
    ty: Type,
    shift: i64,
    place: &HashMap<Inst, usize>,
    uses: &HashMap<Value, u32>,
    leaves: &mut Vec<Leaf>,
    insts: &mut Vec<Inst>,
) -> Option<()> {
    let ext = local_def(f, v, false, place, uses)?;
    let InstKind::Cast {
        op: op @ (CastOp::Zext | CastOp::Sext),
        from: Type::I8,
        to,
        arg,
    } = f.insts[ext].kind
    else {
        return None;
    };
    let load = local_def(f, arg, false, place, uses)?;
    let InstKind::Load {
        ty: Type::I8,
        addr,
        volatile: false,
    } = f.insts[load].kind
    else {
        return None;
    };
    if to != ty {
        return None;
    }
    insts.extend([ext, load]);
    leaves.push(Leaf {
        addr,
        shift,
        load_at: place[&load],
        signed: op == CastOp::Sext,
    });
    Some(())
}

/// The instruction defining `v` if it is in the block (`place`) and, unless it is the
/// root, `v` has no other use.
fn local_def(
    f: &Function,
    v: Value,
    is_root: bool,
    place: &HashMap<Inst, usize>,
    uses: &HashMap<Value, u32>,
) -> Option<Inst> {
    let i = f.def_inst(v)?;
    let one_use = uses.get(&v).copied() == Some(1);
    (place.contains_key(&i) && (is_root || one_use)).then_some(i)
}

/// Whether an instruction may change memory that a load reads.
fn writes_memory(kind: &InstKind) -> bool {
    let reads_at_most = matches!(
        kind,
        InstKind::Alloca { .. }
            | InstKind::Load {
                volatile: false,
                ..
            }
            | InstKind::Phi { .. }
    );
    !(kind.is_computation() || reads_at_most)
}

/// What an address adds its constant offset to: the base, and the variable offsets added
/// to it (each an `i64` value, or `sext x` of an `x + c` whose `c` went to the constant).
#[derive(Debug)]
struct Base {
    root: Value,
    terms: Vec<Term>,
}

#[derive(Debug)]
enum Term {
    Value(Value),
    SextOf(Value),
}

/// `addr` as a base and a constant byte offset.
fn decompose(f: &Function, mut addr: Value) -> (Base, i64) {
    let (mut terms, mut constant) = (Vec::new(), 0i64);
    while let Some(i) = f.def_inst(addr) {
        let InstKind::PtrOffset { base, offset } = f.insts[i].kind else {
            break;
        };
        let (term, k) = split_offset(f, offset);
        constant = constant.wrapping_add(k);
        terms.extend(term);
        addr = base;
    }
    terms.reverse();
    (Base { root: addr, terms }, constant)
}

/// An `i64` offset as a variable term and a constant: `c`, `add x, c`, `sext (add nsw x, c)`
/// (the signed `int` index `i + c`, which the program promises does not overflow).
fn split_offset(f: &Function, v: Value) -> (Option<Term>, i64) {
    if let ValueDef::IConst(k) = f.values[v].def {
        return (None, k);
    }
    let Some(i) = f.def_inst(v) else {
        return (Some(Term::Value(v)), 0);
    };
    match f.insts[i].kind {
        InstKind::Binary {
            op: BinOp::Add,
            lhs,
            rhs,
            ..
        } => match f.values[rhs].def {
            ValueDef::IConst(k) => (Some(Term::Value(lhs)), k),
            _ => (Some(Term::Value(v)), 0),
        },
        InstKind::Cast {
            op: CastOp::Sext,
            arg,
            ..
        } => match f.def_inst(arg).map(|a| &f.insts[a].kind) {
            Some(&InstKind::Binary {
                op: BinOp::Add,
                lhs,
                rhs,
                nsw: true,
                ..
            }) => match f.values[rhs].def {
                ValueDef::IConst(k) => (Some(Term::SextOf(lhs)), k),
                _ => (Some(Term::SextOf(arg)), 0),
            },
            _ => (Some(Term::SextOf(arg)), 0),
        },
        _ => (Some(Term::Value(v)), 0),
    }
}

fn same_base(f: &Function, a: &Base, b: &Base) -> bool {
    let term = |x: &Term, y: &Term| match (x, y) {
        (Term::Value(x), Term::Value(y)) | (Term::SextOf(x), Term::SextOf(y)) => {
            same(f, *x, *y, SAME_DEPTH)
        }
        _ => false,
    };
    same(f, a.root, b.root, SAME_DEPTH)
        && a.terms.len() == b.terms.len()
        && a.terms.iter().zip(&b.terms).all(|(x, y)| term(x, y))
}

/// Whether `a` and `b` are the same value: the same one, equal constants, or results of
/// the same pure instruction of operands that are the same (to `depth` levels).
fn same(f: &Function, a: Value, b: Value, depth: u32) -> bool {
    if a == b {
        return true;
    }
    if f.value_type(a) != f.value_type(b) {
        return false;
    }
    match (&f.values[a].def, &f.values[b].def) {
        (ValueDef::IConst(x), ValueDef::IConst(y)) => x == y,
        (ValueDef::Inst(i), ValueDef::Inst(j)) if depth > 0 => {
            let (ki, kj) = (&f.insts[*i].kind, &f.insts[*j].kind);
            let pure = matches!(
                ki,
                InstKind::Binary { .. }
                    | InstKind::Cast { .. }
                    | InstKind::PtrOffset { .. }
                    | InstKind::GlobalAddr { .. }
            );
            let (oi, oj) = (ki.operands(), kj.operands());
            pure && std::mem::discriminant(ki) == std::mem::discriminant(kj)
                && same_shape(ki, kj)
                && oi.len() == oj.len()
                && oi.iter().zip(&oj).all(|(&x, &y)| same(f, x, y, depth - 1))
        }
        _ => false,
    }
}

/// Whether two instructions of one kind agree in all but their operands. Division is
/// pure as a value but may trap; it is never a base here, so comparing it is harmless.
fn same_shape(a: &InstKind, b: &InstKind) -> bool {
    match (a, b) {
        (
            InstKind::Binary { op, ty, nsw, .. },
            InstKind::Binary {
                op: o2,
                ty: t2,
                nsw: n2,
                ..
            },
        ) => op == o2 && ty == t2 && nsw == n2,
        (
            InstKind::Cast { op, from, to, .. },
            InstKind::Cast {
                op: o2,
                from: f2,
                to: t2,
                ..
            },
        ) => op == o2 && from == f2 && to == t2,
        (InstKind::PtrOffset { .. }, InstKind::PtrOffset { .. }) => true,
        (InstKind::GlobalAddr { name }, InstKind::GlobalAddr { name: n2 }) => name == n2,
        _ => false,
    }
}

/// Insert the wide load (and its swap and widening) before `root`, at `at` in `b`, and
/// make `root` the last of them. Only places after `at` move, and the instructions of
/// the trees before it (all before `at`) keep theirs.
fn rewrite(f: &mut Function, b: Block, at: usize, root: Inst, t: &Tree) {
    let ty = f.insts[root].kind.result_type().unwrap_or(Type::I32);
    let narrow = match t.width {
        2 => Type::I16,
        4 => Type::I32,
        _ => Type::I64,
    };
    let mut steps = vec![(
        InstKind::Load {
            ty: narrow,
            addr: t.addr,
            volatile: false,
        },
        narrow,
    )];
    if t.big_endian {
        steps.push((
            InstKind::Unary {
                op: UnOp::Bswap,
                ty: narrow,
                arg: t.addr,
            },
            narrow,
        ));
    }
    if narrow != ty {
        steps.push((
            InstKind::Cast {
                op: if t.signed { CastOp::Sext } else { CastOp::Zext },
                from: narrow,
                to: ty,
                arg: t.addr,
            },
            ty,
        ));
    }
    let last = steps.len() - 1;
    let mut prev = None;
    for (k, (mut kind, rty)) in steps.into_iter().enumerate() {
        if let Some(p) = prev {
            kind.map_operands(|_| p);
        }
        if k == last {
            f.insts[root].kind = kind;
            return;
        }
        let (inst, v) = super::sroa::make(f, root, kind, Some(rty), None);
        f.insert_inst(b, at + k, inst);
        prev = Some(v);
    }
}

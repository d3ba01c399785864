//! Common subexpression elimination over the dominator tree (the computation half of LLVM's
//! `EarlyCSE`; `load_elim` is the memory half): an instruction that computes what an
//! instruction dominating it already computed, the same operation on the same operands,
//! takes that result and is removed.
//!
//! ```text
//!   for.body:                                  for.body:
//!     %conv1 = zext i8 %i to i64                 %conv1 = zext i8 %i to i64
//!     %a = ptr_offset %s, %conv1                 %a = ptr_offset %s, %conv1
//!     %x = load i8, %a                           %x = load i8, %a
//!     ...                                        ...
//!     %conv8 = zext i8 %i to i64
//!     %b = ptr_offset %s, %conv8
//!     %y = load i8, %b                           %y = load i8, %a
//! ```
//!
//! The front end computes each C expression anew where it appears: `g.s[i]` read three
//! times is three `global_addr`, three chains of `ptr_offset` and three `zext`s of `i`, and
//! an inlined body brings its own copies of what its caller already computed. Cranelift's
//! e-graph merges them when it compiles the function, so the machine code does not change
//! by this alone; what changes is what the passes after this one see. Load elimination
//! knows a location by its address value, so the second load above is one it can now
//! replace (`%y` takes `%x` when no store is between); the inliner weighs a callee by its
//! instructions, duplicates included; and every pass after this one, and the translation to
//! Cranelift, has fewer instructions to read.
//!
//! How: a walk of the dominator tree in preorder with a table from an instruction's key (its
//! operation, types and operands) to the first result with that key, entries recorded in a
//! block undone on leaving its subtree, as EarlyCSE does. Only computations take part
//! (`InstKind::is_computation`: arithmetic, compares, casts, addresses, vector lanes):
//! they read no memory, so one computed earlier on every path still holds the same value.
//! A division that may trap is replaced only by one that ran before it with the same
//! operands, which would have trapped first. Constants are keyed by type and bits, so two
//! uses of `4` match; the operands of integer `add`, `mul`, `and`, `or` and `xor` are keyed
//! in a fixed order, so `a + b` matches `b + a` (not floating ones: x86-64 returns the first
//! operand's NaN). `nsw` is not part of the key: the instruction kept ran first, on every
//! path, with the same operands, so the promise it makes held there as it does here.

use crate::ir::cfg::Cfg;
use crate::ir::dominators::DomTree;
use crate::ir::{
    BinOp, Block, CastOp, Cond, Function, Inst, InstKind, Type, UnOp, Value, ValueDef,
};
use crate::passes::inline;
use crate::passes::pipeline::{self, Context, Pass};
use crate::passes::simplify_cfg::replace_values;
use cranelift_entity::EntityRef;
// Fx hashing: the pass hashes a key per instruction of every function, and SipHash's
// protection against crafted keys buys a compiler nothing.
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// The pass in the pipeline (`passes::pipeline`).
pub const PASS: Pass = Pass {
    name: "early-cse",
    flag: "--no-early-cse",
    help: "Compute every expression where it appears (by default, when optimising, an \
           instruction that repeats a computation made earlier on every path to it takes \
           that result)",
    counters: &["instructions replaced by an earlier one"],
    run: |f, _: &Context| pipeline::Stats::of(&[run(f).replaced]),
};

/// What the pass did to one function (`--stats`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Instructions whose result an earlier instruction's replaced.
    pub replaced: usize,
}

/// An operand as the key sees it: a constant by its type and bits, any other value by
/// itself.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
enum Operand {
    Value(Value),
    Int(Type, i64),
    Float(Type, u64),
}

impl Operand {
    /// A fixed order among operands, to key a commutative operation's two in one order.
    fn rank(&self) -> (u8, u64) {
        match *self {
            Operand::Value(v) => (0, v.index() as u64),
            Operand::Int(_, bits) => (1, bits as u64),
            Operand::Float(_, bits) => (2, bits),
        }
    }
}

/// What an instruction computes, as far as it decides the result.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
enum Key<'a> {
    Binary(BinOp, Type, Operand, Operand),
    Unary(UnOp, Type, Operand),
    Icmp(Cond, Type, Operand, Operand),
    Fcmp(Cond, Type, Operand, Operand),
    Cast(CastOp, Type, Type, Operand),
    GlobalAddr(&'a str),
    FuncAddr(&'a str),
    PtrOffset(Operand, Operand),
    ExtractLane(Type, Operand, u8),
    InsertLane(Type, Operand, Operand, u8),
    Splat(Type, Operand),
    HighBits(Type, Operand),
    Fma(Type, Operand, Operand, Operand),
}

/// Replace the instructions of `f` that repeat a dominating one.
pub fn run(f: &mut Function) -> Stats {
    let cfg = Cfg::new(f);
    let dom = DomTree::new(f, &cfg);
    let size = inline::size(f);
    let mut table: HashMap<Key, Value> = HashMap::default();
    table.reserve(size);
    // Each key recorded, to remove on leaving the subtree it was recorded in (a key is
    // recorded only when absent, so removing restores the table).
    let mut undo: Vec<Key> = Vec::with_capacity(size);
    // The open subtrees, innermost last, each with the length of the undo log on entry.
    let mut open: Vec<(Block, usize)> = Vec::new();
    let mut replaced: HashMap<Value, Value> = HashMap::default();
    let mut removed: HashSet<Inst> = HashSet::default();
    let mut touched: Vec<Block> = Vec::new();
    for &b in dom.preorder() {
        while let Some(&(top, mark)) = open.last() {
            if dom.dominates(top, b) {
                break;
            }
            for key in undo.drain(mark..) {
                table.remove(&key);
            }
            open.pop();
        }
        open.push((b, undo.len()));
        for &i in f.block_insts(b) {
            let data = &f.insts[i];
            let Some(result) = data.result else { continue };
            let Some(key) = key(f, &data.kind, &replaced) else {
                continue;
            };
            match table.get(&key) {
                Some(&earlier) => {
                    replaced.insert(result, earlier);
                    removed.insert(i);
                    if touched.last() != Some(&b) {
                        touched.push(b);
                    }
                }
                None => {
                    table.insert(key, result);
                    undo.push(key);
                }
            }
        }
    }
    let stats = Stats {
        replaced: replaced.len(),
    };
    if replaced.is_empty() {
        return stats;
    }
    // A replacement is never itself replaced: it was recorded as the first of its key.
    replace_values(f, |v| *replaced.get(&v).unwrap_or(&v));
    for b in touched {
        f.retain_in_block(b, |i| !removed.contains(&i));
    }
    stats
}

/// The key of `kind`, with its operands as replaced so far; `None` for an instruction that
/// is not a computation.
fn key<'a>(f: &Function, kind: &'a InstKind, replaced: &HashMap<Value, Value>) -> Option<Key<'a>> {
    let op = |v: Value| {
        let v = *replaced.get(&v).unwrap_or(&v);
        let ty = f.values[v].ty;
        match f.values[v].def {
            ValueDef::IConst(bits) => Operand::Int(ty, bits),
            ValueDef::FConst(bits) => Operand::Float(ty, bits),
            _ => Operand::Value(v),
        }
    };
    Some(match kind {
        InstKind::Binary {
            op: o,
            ty,
            lhs,
            rhs,
            ..
        } => {
            let (mut a, mut b) = (op(*lhs), op(*rhs));
            let commutes = matches!(
                o,
                BinOp::Add | BinOp::Mul | BinOp::And | BinOp::Or | BinOp::Xor
            );
            if commutes && b.rank() < a.rank() {
                std::mem::swap(&mut a, &mut b);
            }
            Key::Binary(*o, *ty, a, b)
        }
        InstKind::Unary { op: o, ty, arg } => Key::Unary(*o, *ty, op(*arg)),
        InstKind::Icmp { cond, ty, lhs, rhs } => Key::Icmp(*cond, *ty, op(*lhs), op(*rhs)),
        InstKind::Fcmp { cond, ty, lhs, rhs } => Key::Fcmp(*cond, *ty, op(*lhs), op(*rhs)),
        InstKind::Cast {
            op: o,
            from,
            to,
            arg,
        } => Key::Cast(*o, *from, *to, op(*arg)),
        InstKind::GlobalAddr { name } => Key::GlobalAddr(name),
        InstKind::FuncAddr { name } => Key::FuncAddr(name),
        InstKind::PtrOffset { base, offset } => Key::PtrOffset(op(*base), op(*offset)),
        InstKind::ExtractLane { ty, vector, lane } => Key::ExtractLane(*ty, op(*vector), *lane),
        InstKind::InsertLane {
            ty,
            vector,
            value,
            lane,
        } => Key::InsertLane(*ty, op(*vector), op(*value), *lane),
        InstKind::Splat { ty, value } => Key::Splat(*ty, op(*value)),
        InstKind::HighBits { ty, vector } => Key::HighBits(*ty, op(*vector)),
        InstKind::Fma { ty, a, b, c } => Key::Fma(*ty, op(*a), op(*b), op(*c)),
        InstKind::Alloca { .. }
        | InstKind::Load { .. }
        | InstKind::Store { .. }
        | InstKind::Call(_)
        | InstKind::VaStart { .. }
        | InstKind::AtomicLoad { .. }
        | InstKind::AtomicStore { .. }
        | InstKind::AtomicRmw { .. }
        | InstKind::AtomicCas { .. }
        | InstKind::Fence
        | InstKind::Prefetch { .. }
        | InstKind::Phi { .. } => return None,
    })
}

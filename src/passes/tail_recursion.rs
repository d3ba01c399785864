//! Tail recursion elimination with accumulators (LLVM's `TailCallElim`, gcc's
//! `tree-tailcall`): a function's calls of itself whose result is returned at once, or
//! combined with one other value by an associative and commutative operation and returned,
//! become jumps back to its start. Naive recursive `fib` keeps one of its two calls and
//! loops instead of making the other:
//!
//! ```text
//!   entry: cmp = icmp slt n, 2          tre.entry: jump entry
//!          br cmp, base, rec            entry: n' = phi [n, tre.entry], [n - 2, rec]
//!   base:  ret n                               acc = phi [0, tre.entry], [acc2, rec]
//!   rec:   c1 = call fib(n - 1)                cmp = icmp slt n', 2 ...
//!          c2 = call fib(n - 2)         base:  r = add acc, n'; ret r
//!          r = add c1, c2; ret r        rec:   c1 = call fib(n' - 1)
//!                                              acc2 = add acc, c1; jump entry
//! ```
//!
//! A new entry block jumps to the old one, which gets a phi per parameter (the arguments of
//! each eliminated call arrive there) and, if some call's result was combined with a value
//! `a` by `op`, an accumulator: `op`'s identity on entry, `acc op a` from such a call's
//! block, `acc` unchanged from a plain tail call. Every remaining `ret r` returns `acc op r`.
//! That is the same value: the accumulator holds what the eliminated calls' callers would
//! have combined with their result. Integer `add`, `mul`, `and`, `or` and `xor` are
//! associative and commutative in the IR's wrapping arithmetic, so combining in a
//! different order gives the same bits; floating operations are not, and are left alone.
//!
//! Which calls: a direct call of the function itself, with its signature, as the last
//! instruction of a block ending in `ret` of its result, or as the last but one followed by
//! the combining instruction whose result is returned, its result used nowhere else. The
//! block may also jump to a block that only returns the value of its one phi (as `c ? x :
//! n * f(n - 1)` is lowered), passing it that result; the phi then loses that operand. Only
//! in functions with no `alloca` (after mem2reg: no local whose address is taken, which the
//! callee could be reading) and no variable arguments. Whether the call really reaches this
//! definition (not a weak one's replacement, not another object's under `-fPIC`) is the
//! caller's question: code generation runs the pass only where it does.

use crate::ir::cfg::sort_phi_operands;
use crate::ir::{
    BinOp, Block, Callee, Function, Inst, InstData, InstKind, Terminator, Type, Value, ValueDef,
};
use crate::passes::pipeline::{self, Context, Pass};
use rustc_hash::FxHashMap as HashMap;

/// What the pass did to one function (`--stats`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Recursive calls turned into jumps.
    pub eliminated: usize,
}

/// A recursive call that the pass turns into a jump.
struct Site {
    block: Block,
    call: Inst,
    /// For `return a op f(...)`: the combining instruction and `a`.
    combined: Option<(Inst, Value)>,
    /// When the block jumps to a return block instead of returning itself: that block and
    /// its phi, which loses the operand from this one.
    join: Option<(Block, Inst)>,
}

/// The operation that combines calls' results with the accumulator, and its type.
#[derive(Copy, Clone, PartialEq, Eq)]
struct Accumulation {
    op: BinOp,
    ty: Type,
}

/// The pass in the pipeline (`passes::pipeline`).
pub const PASS: Pass = Pass {
    name: "tailcallelim",
    flag: "--no-tail-recursion",
    help: "Keep a function's calls of itself as calls (by default, when optimising, \
           `return f(x)` and `return a + f(x)` become loops)",
    counters: &["tail-recursive calls made jumps"],
    run: |f, cx| pipeline::Stats::of(&[run(f, cx).eliminated, 0]),
};

/// Eliminate the tail-recursive calls of `f`, if its calls of itself run this body.
pub fn run(f: &mut Function, cx: &Context) -> Stats {
    if !cx.binding.is_final {
        return Stats::default();
    }
    let sites = find(f);
    eliminate(f, sites)
}

/// The calls to eliminate. Combined calls must all use one operation (the first one found);
/// a call combined by another is left as it is, which is still correct.
fn find(f: &Function) -> Vec<Site> {
    if f.sig.variadic || has_alloca_or_va_start(f) {
        return Vec::new();
    }
    let uses = use_counts(f);
    let mut accumulation = None;
    let mut sites = Vec::new();
    for &b in &f.layout {
        let Some(site) = site(f, b, &uses) else {
            continue;
        };
        if let Some((combine, _)) = site.combined {
            let this = combining_op(f, combine);
            if *accumulation.get_or_insert(this) != this {
                continue;
            }
        }
        sites.push(site);
    }
    // A return block all of whose incoming values are eliminated calls would be left
    // unreachable with an empty phi: keep those calls (a base case returns elsewhere).
    let mut joined: HashMap<Inst, usize> = HashMap::default();
    for (_, phi) in sites.iter().filter_map(|s| s.join) {
        *joined.entry(phi).or_insert(0) += 1;
    }
    sites.retain(|s| {
        s.join.is_none_or(|(_, phi)| match &f.insts[phi].kind {
            InstKind::Phi { args, .. } => joined[&phi] < args.len(),
            _ => false,
        })
    });
    sites
}

fn has_alloca_or_va_start(f: &Function) -> bool {
    f.layout.iter().any(|&b| {
        f.block_insts(b).iter().any(|&i| {
            matches!(
                f.insts[i].kind,
                InstKind::Alloca { .. } | InstKind::VaStart { .. }
            )
        })
    })
}

/// How many times each value is an operand (of an instruction or a terminator).
fn use_counts(f: &Function) -> HashMap<Value, usize> {
    let mut uses = HashMap::default();
    f.visit_all_operands(|v| *uses.entry(v).or_insert(0) += 1);
    uses
}

/// The site in `b`, if `b` ends with a tail-recursive call.
fn site(f: &Function, b: Block, uses: &HashMap<Value, usize>) -> Option<Site> {
    let (returned, join) = match f.blocks[b].term.as_ref()? {
        Terminator::Ret(returned) => (returned.clone(), None),
        &Terminator::Jump(to) => {
            let (value, phi) = joined_return(f, b, to)?;
            (vec![value], Some((to, phi)))
        }
        _ => return None,
    };
    let insts = f.block_insts(b);
    let used_once = |v: Value| uses.get(&v) == Some(&1);
    match (returned.as_slice(), insts) {
        // `f(...); return;` or `return f(...);`
        (returned, [.., call]) if is_self_call(f, *call) => {
            let result = f.insts[*call].result;
            let plain = match (returned, result) {
                ([], None) => true,
                ([r], Some(c)) => *r == c && used_once(c),
                _ => false,
            };
            plain.then_some(Site {
                block: b,
                call: *call,
                combined: None,
                join,
            })
        }
        // `return a op f(...);`
        ([r], [.., call, combine]) if is_self_call(f, *call) => {
            let c = f.insts[*call].result?;
            let InstKind::Binary {
                op, ty, lhs, rhs, ..
            } = f.insts[*combine].kind
            else {
                return None;
            };
            let a = match (lhs == c, rhs == c) {
                (true, false) => rhs,
                (false, true) => lhs,
                _ => return None,
            };
            let combines = is_accumulating(op) && ty.is_int() && ty != Type::I128;
            (combines && f.insts[*combine].result == Some(*r) && used_once(c) && used_once(*r))
                .then_some(Site {
                    block: b,
                    call: *call,
                    combined: Some((*combine, a)),
                    join,
                })
        }
        _ => None,
    }
}

/// When `to` only returns the value of its one phi (`return c ? x : f(...);`, or returns
/// gathered in one block): the value that phi takes from `from`, and the phi.
fn joined_return(f: &Function, from: Block, to: Block) -> Option<(Value, Inst)> {
    let (&[phi], []) = (f.block_phis(to), f.block_insts(to)) else {
        return None;
    };
    let Some(Terminator::Ret(returned)) = &f.blocks[to].term else {
        return None;
    };
    let InstKind::Phi { args, .. } = &f.insts[phi].kind else {
        return None;
    };
    let mut incoming = args.iter().filter(|(b, _)| *b == from);
    match (incoming.next(), incoming.next()) {
        (Some(&(_, value)), None) if returned[..] == [f.insts[phi].result?] => Some((value, phi)),
        _ => None,
    }
}

fn is_self_call(f: &Function, i: Inst) -> bool {
    match &f.insts[i].kind {
        InstKind::Call(call) => {
            matches!(&call.callee, Callee::Direct(name) if *name == f.name)
                && call.sig == f.sig
                && call.extra_results.is_empty()
        }
        _ => false,
    }
}

/// The integer operations that are associative and commutative.
fn is_accumulating(op: BinOp) -> bool {
    matches!(
        op,
        BinOp::Add | BinOp::Mul | BinOp::And | BinOp::Or | BinOp::Xor
    )
}

fn combining_op(f: &Function, i: Inst) -> Accumulation {
    match f.insts[i].kind {
        InstKind::Binary { op, ty, .. } => Accumulation { op, ty },
        _ => unreachable!("a site's combining instruction is a binary operation"),
    }
}

/// `op`'s identity element: `x op identity == x`.
fn identity(op: BinOp) -> i64 {
    match op {
        BinOp::Mul => 1,
        BinOp::And => -1,
        _ => 0,
    }
}

fn eliminate(f: &mut Function, sites: Vec<Site>) -> Stats {
    if sites.is_empty() {
        return Stats::default();
    }
    let accumulation = sites
        .iter()
        .find_map(|s| s.combined)
        .map(|(combine, _)| combining_op(f, combine));
    let loop_header = f.entry;
    let entry = f.add_block("tre.entry");
    f.blocks[entry].term = Some(Terminator::Jump(loop_header));
    f.layout.insert(0, entry);
    f.entry = entry;

    // The parameters become phis of the old entry: their values on the first iteration.
    let params = f.params.clone();
    let mut renamed = HashMap::default();
    for &p in &params {
        let ty = f.value_type(p);
        let name = f.value_name(p).map(str::to_string);
        renamed.insert(p, f.add_value(ty, ValueDef::Undef, name.as_deref()));
    }
    let rename = |v: Value| *renamed.get(&v).unwrap_or(&v);
    for b in f.layout.clone() {
        f.update_block_insts(b, |data| data.kind.map_operands(rename));
        if let Some(term) = &mut f.blocks[b].term {
            term.map_operands(rename);
        }
    }
    let mut param_args: Vec<Vec<(Block, Value)>> =
        params.iter().map(|&p| vec![(entry, p)]).collect();
    let accumulator = accumulation.map(|a| {
        let acc = f.add_value(a.ty, ValueDef::Undef, Some("acc"));
        let start = f.add_value(a.ty, ValueDef::IConst(identity(a.op)), None);
        (a, acc, vec![(entry, start)])
    });
    let mut accumulator = accumulator;

    for site in &sites {
        let InstKind::Call(call) = &f.insts[site.call].kind else {
            unreachable!("a site's call is a call");
        };
        for (args, &arg) in param_args.iter_mut().zip(&call.args) {
            args.push((site.block, arg));
        }
        if let Some((_, phi)) = site.join {
            if let InstKind::Phi { args, .. } = &mut f.insts[phi].kind {
                *args = args
                    .iter()
                    .copied()
                    .filter(|&(b, _)| b != site.block)
                    .collect();
            }
        }
        let (call, combined) = (site.call, site.combined);
        f.retain_in_block(site.block, |i| {
            i != call && combined.is_none_or(|(combine, _)| i != combine)
        });
        if let Some((a, acc, incoming)) = &mut accumulator {
            let next = match combined {
                Some((_, operand)) => push_binary(f, site.block, *a, *acc, rename(operand)),
                None => *acc,
            };
            incoming.push((site.block, next));
        }
        f.blocks[site.block].term = Some(Terminator::Jump(loop_header));
    }

    for (&p, args) in params.iter().zip(param_args) {
        f.define_by_phi(loop_header, renamed[&p], args);
    }
    if let Some((a, acc, incoming)) = accumulator {
        f.define_by_phi(loop_header, acc, incoming);
        accumulate_returns(f, a, acc);
    }
    sort_phi_operands(f);
    Stats {
        eliminated: sites.len(),
    }
}

/// Every `ret r` left returns `acc op r`.
fn accumulate_returns(f: &mut Function, a: Accumulation, acc: Value) {
    for b in f.layout.clone() {
        let Some(Terminator::Ret(returned)) = &f.blocks[b].term else {
            continue;
        };
        let [r] = returned[..] else {
            continue;
        };
        let total = push_binary(f, b, a, acc, r);
        f.blocks[b].term = Some(Terminator::Ret(vec![total]));
    }
}

/// Append `acc op operand` to `b`; its result.
fn push_binary(f: &mut Function, b: Block, a: Accumulation, acc: Value, operand: Value) -> Value {
    let kind = InstKind::Binary {
        op: a.op,
        ty: a.ty,
        lhs: acc,
        rhs: operand,
        // Reassociated: partial sums the program never computed may overflow.
        nsw: false,
    };
    let inst = f.insts.push(InstData { kind, result: None });
    let result = f.add_value(a.ty, ValueDef::Inst(inst), Some("acc"));
    f.insts[inst].result = Some(result);
    f.push_inst(b, inst);
    result
}

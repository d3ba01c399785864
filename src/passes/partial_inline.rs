//! Partial inlining of a recursive function's early exit into its calls of itself (the
//! idea of LLVM's `PartialInlining`, which inlines a function's early-return test into
//! its callers and leaves the rest as a call). Naive recursive `fib` returns at once for
//! `n < 2` on about half its calls, yet each of those pays the full call: the prologue
//! saving the callee-saved registers that the recursive path needs, the epilogue, the
//! call and return. With the test inlined, those calls are not made:
//!
//! ```text
//!   fib:  entry: %cmp = icmp slt i32 %n, 2     rec: %sub = sub nsw i32 %n, 1
//!                br %cmp, if.then, if.end           %cmp.pi = icmp slt i32 %sub, 2
//!         if.then: ret i32 %n                       br %cmp.pi, rec.exit, rec.call
//!         ...                                  rec.exit: jump rec.join
//!   rec:  %sub = sub nsw i32 %n, 1             rec.call: %c.call = call i32 @fib(%sub)
//!         %c = call i32 @fib(i32 %sub)                   jump rec.join
//!         ...                                  rec.join: %c = phi [%sub, rec.exit],
//!                                                                 [%c.call, rec.call]
//! ```
//!
//! The early exit (`EarlyExit`) is read from the function as mem2reg left it: an entry
//! block of at most `MAX_TEST_INSTS` instructions that compute on the parameters and
//! constants only (integer and floating arithmetic without division, compares, casts
//! other than floating to integer: nothing that reads memory, traps or has an effect),
//! ending in a `br` one of whose targets has the entry as its only predecessor, computes
//! the same way (at most `MAX_EXIT_INSTS` instructions) and returns. At a call of the
//! function by itself, the entry's instructions are copied with the call's arguments for
//! the parameters; the copy's branch goes to a copy of the exit, whose returned values
//! become the call's results, or to the call. Every copied instruction is one the callee
//! would have executed with those arguments (the whole entry runs on every call; the exit
//! only when its branch is taken), so the program computes the same values, `nsw`
//! included, with fewer calls.
//!
//! The calls are those of the function being compiled (which may since have been changed
//! by other passes: tail recursion elimination keeps one call of `fib`'s two) whose callee
//! is the function itself with its own signature. Whether such a call reaches this body
//! (not a weak definition's replacement, not another object's under `-fPIC`) is the
//! caller's question, as for tail recursion: code generation runs the pass only where it
//! does. At most `MAX_SITES` calls per function get the copy.

use crate::ir::{
    BinOp, Block, Callee, CastOp, Function, Inst, InstData, InstKind, Terminator, Value, ValueDef,
};
use crate::passes::pipeline::{self, Context, Pass};
use std::collections::HashMap;

/// Entry blocks with more instructions than this are not copied.
pub const MAX_TEST_INSTS: usize = 8;
/// Exit blocks with more instructions than this are not copied.
pub const MAX_EXIT_INSTS: usize = 4;
/// At most this many calls per function get the copy.
pub const MAX_SITES: usize = 8;

/// What the pass did to one function (`--stats`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Calls given an inline copy of their callee's early exit.
    pub calls: usize,
}

/// A function's early exit, in the function it was read from.
pub struct EarlyExit<'a> {
    f: &'a Function,
    /// The entry block's instructions.
    test: Vec<Inst>,
    cond: Value,
    /// The `br`'s hint, which the copies keep (their successors are in the same order).
    hint: crate::ir::BranchHint,
    /// Is the exit the `br`'s `then` target?
    exit_on_true: bool,
    /// The exit block's instructions, and the values it returns.
    exit: Vec<Inst>,
    returned: Vec<Value>,
}

/// The pass in the pipeline (`passes::pipeline`).
pub const PASS: Pass = Pass {
    name: "partial-inliner",
    flag: "--no-partial-inlining",
    help: "Keep a recursive function's calls of itself whole (by default, when \
           optimising, its early-return test is copied to them: `fib(n - 1)` is called \
           only when `n - 1 < 2` fails)",
    counters: &["recursive calls given their early exit"],
    run: |f, cx| pipeline::Stats::of(&[run(f, cx).calls, 0]),
};

/// Give `f`'s calls of itself its early exit, read from mem2reg's output (`cx.ssa`: tail
/// recursion elimination moves the test into a loop), if they may be replaced by its body.
pub fn run(f: &mut Function, cx: &Context) -> Stats {
    if !cx.binding.may_inline {
        return Stats::default();
    }
    match EarlyExit::of(cx.ssa) {
        Some(exit) => inline_into(f, &exit),
        None => Stats::default(),
    }
}

impl<'a> EarlyExit<'a> {
    /// The early exit of `f`, if it has one of the shape described above.
    pub fn of(f: &'a Function) -> Option<EarlyExit<'a>> {
        if f.sig.variadic || f.layout.is_empty() {
            return None;
        }
        let entry = f.entry;
        let Some(Terminator::Br {
            cond,
            then_dest,
            else_dest,
            hint,
        }) = f.blocks[entry].term
        else {
            return None;
        };
        let test = f.block_insts(entry).to_vec();
        let mut known: Vec<Value> = f.params.clone();
        if test.len() > MAX_TEST_INSTS || !computes_on(f, &test, &mut known) {
            return None;
        }
        for (dest, exit_on_true) in [(then_dest, true), (else_dest, false)] {
            if dest == entry || dest == then_dest && dest == else_dest || has_phis(f, dest) {
                continue;
            }
            let Some(Terminator::Ret(returned)) = &f.blocks[dest].term else {
                continue;
            };
            let exit = f.block_insts(dest).to_vec();
            let mut known = known.clone();
            if exit.len() > MAX_EXIT_INSTS
                || !computes_on(f, &exit, &mut known)
                || !returned.iter().all(|&v| is_known(f, v, &known))
                || !only_from_entry(f, dest)
            {
                continue;
            }
            return Some(EarlyExit {
                f,
                test,
                cond,
                hint,
                exit_on_true,
                exit,
                returned: returned.clone(),
            });
        }
        None
    }
}

fn has_phis(f: &Function, b: Block) -> bool {
    !f.block_phis(b).is_empty()
}

/// Is the entry block the only predecessor of `b` (which it reaches by its `br`)?
fn only_from_entry(f: &Function, b: Block) -> bool {
    f.layout.iter().all(|&p| {
        p == f.entry
            || f.blocks[p]
                .term
                .as_ref()
                .is_none_or(|t| !t.successors().contains(&b))
    })
}

/// Do `insts` compute, without effects, traps or memory, on `known` values and constants
/// (adding their results to `known`)?
fn computes_on(f: &Function, insts: &[Inst], known: &mut Vec<Value>) -> bool {
    for &i in insts {
        let pure = match &f.insts[i].kind {
            InstKind::Binary { op, .. } => {
                !matches!(op, BinOp::SDiv | BinOp::UDiv | BinOp::SRem | BinOp::URem)
            }
            InstKind::Cast { op, .. } => !matches!(op, CastOp::FpToSi | CastOp::FpToUi),
            InstKind::Unary { .. } | InstKind::Icmp { .. } | InstKind::Fcmp { .. } => true,
            _ => false,
        };
        let mut operands_known = true;
        f.insts[i]
            .kind
            .visit_operands(|v| operands_known &= is_known(f, v, known));
        if !pure || !operands_known {
            return false;
        }
        known.extend(f.insts[i].result);
    }
    true
}

fn is_known(f: &Function, v: Value, known: &[Value]) -> bool {
    known.contains(&v)
        || matches!(
            f.values[v].def,
            ValueDef::IConst(_) | ValueDef::FConst(_) | ValueDef::Undef
        )
}

/// The calls of `f` to `callee` (by name and signature) that get the copy, by block.
fn sites(f: &Function, callee: &Function) -> Vec<Inst> {
    let mut out = Vec::new();
    for &b in &f.layout {
        for &i in f.block_insts(b) {
            let InstKind::Call(call) = &f.insts[i].kind else {
                continue;
            };
            let is_self = matches!(&call.callee, Callee::Direct(name) if *name == callee.name);
            if is_self
                && call.sig == callee.sig
                && call.extra_results.is_empty()
                && call.args.len() == callee.params.len()
                && out.len() < MAX_SITES
            {
                out.push(i);
            }
        }
    }
    out
}

/// Give each call of `exit`'s function in `f` the early exit.
pub fn inline_into(f: &mut Function, exit: &EarlyExit) -> Stats {
    let calls = sites(f, exit.f);
    if calls.is_empty() {
        return Stats::default();
    }
    // Where each call is: a split moves the instructions after a call to a new block.
    let mut home: HashMap<Inst, Block> = HashMap::new();
    for &b in &f.layout {
        for &i in f.block_insts(b) {
            home.insert(i, b);
        }
    }
    for &call in &calls {
        let b = home[&call];
        let join = split(f, b, call, exit);
        for &i in f.block_insts(join) {
            home.insert(i, join);
        }
    }
    Stats { calls: calls.len() }
}

/// Split `b` at `call`: `b` ends with the copy of the test, branching to a copy of the
/// exit or to a block holding the call; both go to a new block, which joins the call's
/// result and the exit's returned value under the call's old result and holds what
/// followed the call. Returns that block.
fn split(f: &mut Function, b: Block, call: Inst, exit: &EarlyExit) -> Block {
    let insts = f.block_insts(b).to_vec();
    let at = insts
        .iter()
        .position(|&i| i == call)
        .expect("the call is in its block");
    let name = f.block_name(b).to_string();
    let exit_block = f.add_block(&format!("{name}.exit"));
    let call_block = f.add_block(&format!("{name}.call"));
    let join = f.add_block(&format!("{name}.join"));
    let position = f.positions.inst(call);

    // The callee's parameters are the call's arguments.
    let InstKind::Call(data) = &f.insts[call].kind else {
        unreachable!("a site is a call");
    };
    let mut map: HashMap<Value, Value> = exit
        .f
        .params
        .iter()
        .copied()
        .zip(data.args.iter().copied())
        .collect();

    // `b`: what preceded the call, then the test.
    f.truncate_insts(b, at);
    for &i in &exit.test {
        copy_inst(f, exit.f, i, b, &mut map, position);
    }
    let cond = constant_or(f, exit.f, exit.cond, &map);
    let (then_dest, else_dest) = if exit.exit_on_true {
        (exit_block, call_block)
    } else {
        (call_block, exit_block)
    };
    let old_term = f.blocks[b].term.take().expect("a block has a terminator");
    let term_position = f.positions.term(b);
    f.blocks[b].term = Some(Terminator::Br {
        cond,
        then_dest,
        else_dest,
        hint: exit.hint,
    });
    f.positions.set_term(b, position);

    // The exit's copy.
    for &i in &exit.exit {
        copy_inst(f, exit.f, i, exit_block, &mut map, position);
    }
    let returned: Vec<Value> = exit
        .returned
        .iter()
        .map(|&v| constant_or(f, exit.f, v, &map))
        .collect();
    f.blocks[exit_block].term = Some(Terminator::Jump(join));
    f.positions.set_term(exit_block, position);

    // The call, with a new result; its old result becomes the join's phi.
    f.push_inst(call_block, call);
    f.blocks[call_block].term = Some(Terminator::Jump(join));
    f.positions.set_term(call_block, position);
    if let (Some(old), Some(&value)) = (f.insts[call].result, returned.first()) {
        let ty = f.value_type(old);
        let name = f.value_name(old).map(|n| format!("{n}.call"));
        let new = f.add_value(ty, ValueDef::Inst(call), name.as_deref());
        f.insts[call].result = Some(new);
        f.define_by_phi(join, old, vec![(exit_block, value), (call_block, new)]);
    }

    // `join`: what followed the call, and `b`'s old terminator; `b`'s successors now
    // come from `join`.
    f.move_tail(
        b,
        &insts[at + 1..],
        (old_term, term_position),
        join,
        [exit_block, call_block],
    );
    join
}

/// The value in `f` standing for `v` of `from`: its copy, or the same constant.
fn constant_or(f: &mut Function, from: &Function, v: Value, map: &HashMap<Value, Value>) -> Value {
    if let Some(&m) = map.get(&v) {
        return m;
    }
    let ty = from.values[v].ty;
    f.add_value(ty, from.values[v].def.clone(), None)
}

/// Append to `b` a copy of `from`'s instruction `i`, its operands mapped by `map` (or
/// constants made anew), and record its result's copy in `map`.
fn copy_inst(
    f: &mut Function,
    from: &Function,
    i: Inst,
    b: Block,
    map: &mut HashMap<Value, Value>,
    position: Option<usize>,
) {
    let mut kind = from.insts[i].kind.clone();
    let mut operands = Vec::new();
    kind.visit_operands(|v| operands.push(v));
    let new_operands: Vec<Value> = operands
        .iter()
        .map(|&v| constant_or(f, from, v, map))
        .collect();
    let mut next = new_operands.into_iter();
    kind.map_operands(|_| next.next().expect("one value per operand"));
    let new = f.insts.push(InstData { kind, result: None });
    f.positions.set_inst(new, position);
    if let Some(r) = from.insts[i].result {
        let ty = from.values[r].ty;
        let name = from.value_name(r).map(|n| format!("{n}.pi"));
        let copy = f.add_value(ty, ValueDef::Inst(new), name.as_deref());
        f.insts[new].result = Some(copy);
        map.insert(r, copy);
    }
    f.push_inst(b, new);
}

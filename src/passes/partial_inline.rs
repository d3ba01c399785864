//! Partial inlining (the idea of LLVM's `PartialInlining` and gcc's `ipa-split`): a
//! function's header, the short tests at its start and the cheap paths out of it that
//! return at once, is copied into its callers; the rest of the function stays behind a call.
//! A call whose arguments take a cheap path then costs a few instructions instead of a call,
//! its prologue and its epilogue; a call that needs the rest runs the header's tests once
//! more in the callee.
//!
//! ```text
//!   fib:  entry: %cmp = icmp slt i32 %n, 2     rec: %sub = sub nsw i32 %n, 1
//!                br %cmp, if.then, if.end           %cmp.pi = icmp slt i32 %sub, 2
//!         if.then: ret i32 %n                       br %cmp.pi, rec.h1, rec.call
//!         ...                                  rec.h1: jump rec.join
//!   rec:  %sub = sub nsw i32 %n, 1             rec.call: %c.call = call i32 @fib(%sub)
//!         %c = call i32 @fib(i32 %sub)                   jump rec.join
//!         ...                                  rec.join: %c = phi [%sub, rec.h1],
//!                                                                 [%c.call, rec.call]
//! ```
//!
//! The header (`Header`) is a tree of blocks from the entry: each block but the entry has
//! one predecessor, in the tree, and no phi; each computes without effects (integer and
//! floating arithmetic without division, compares, casts other than floating to integer,
//! addresses, and loads that are not volatile) and ends in a `br`, a `jump` or a `ret`. An
//! edge out of the tree leads to the rest. The tree grows from the entry breadth first while
//! it stays within [`MAX_HEADER_INSTS`] instructions; a block from which no `ret` of the tree
//! can be reached is left out again (its edge leads to the rest). A header needs a `ret` and
//! an edge to the rest (without one, the whole function is the inliner's business).
//!
//! At a call, the call's block is split: the tree's blocks are copied with the call's
//! arguments for the parameters, the entry's copy ending the call's block; a copied `ret`
//! jumps to a new block that joins the returned values and the call's result under the
//! call's old result and holds what followed the call; every edge to the rest goes to a block
//! holding the call itself. Every copied instruction is one the callee would have executed,
//! at the same point, on those arguments: the program computes the same values, `nsw` flags
//! included. When the call is made after all, the callee's loads read what the copies read
//! (nothing is stored between them), and its tests decide as theirs did.
//!
//! Two kinds of calls get the copy:
//! - a function's calls of itself, the header read from the function as mem2reg left it
//!   (`cx.ssa`: tail recursion elimination moves the test into a loop), where its calls run
//!   this body (`cx.binding`): naive `fib` no longer makes the half of its calls that return
//!   at once;
//! - calls of the unit's other functions the inliner left as calls (too large, or beyond
//!   its budgets), the header read from the callee after the pipeline
//!   ([`Bodies::header_body`](crate::passes::inline::Bodies::header_body): it binds locally,
//!   is not recursive with the caller, not under `-Os`), when the header is at most half
//!   the callee and no branch hint says the rest is the likely way: Lua's `index2value`
//!   (fifty instructions: a stack slot for a positive index, then pseudo-indices and
//!   upvalues) costs ten instructions at its calls for a positive index.
//!
//! A function the inliner may still copy into its callers (`Bodies::may_be_copied`:
//! `always_inline`, or within the inliner's size limits) keeps its calls of others: they come along
//! with the copy and get the header in the caller, whereas a header copied here would make
//! the function too large for the inliner (gawk's `POP_SCALAR` was no longer inlined into
//! the interpreter). Calls the inliner marked cold are left alone. At most [`MAX_SITES`]
//! calls per function get a copy, those in the deepest loops first.

use crate::ir::cfg::Cfg;
use crate::ir::dominators::DomTree;
use crate::ir::loops::LoopInfo;
use crate::ir::{
    BinOp, Block, BranchHint, Callee, CastOp, Function, Inst, InstData, InstKind, Terminator,
    Value, ValueDef,
};
use crate::passes::inline;
use crate::passes::pipeline::{self, Context, Pass};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// A header takes at most this many instructions.
pub const MAX_HEADER_INSTS: usize = 16;
/// At most this many calls per function get the copy.
pub const MAX_SITES: usize = 8;

/// What the pass did to one function (`--stats`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Calls of the function by itself given its header.
    pub recursive: usize,
    /// Calls of other functions given their callee's header.
    pub other: usize,
}

/// A function's header, in the function it was read from.
pub struct Header<'a> {
    f: &'a Function,
    /// The tree's blocks, the entry first, each after its predecessor.
    blocks: Vec<Block>,
    /// Its instructions.
    size: usize,
    /// Does a branch hint say an edge to the rest is the likely way?
    rest_likely: bool,
}

/// The pass in the pipeline (`passes::pipeline`).
pub const PASS: Pass = Pass {
    name: "partial-inliner",
    flag: "--no-partial-inlining",
    help: "Keep calls whole (by default, when optimising, a function's header, the tests at its \
           start and the paths out of them that return at once, is copied to its calls of \
           itself and to the calls of it that the inliner left: `fib(n - 1)` is called only \
           when `n - 1 < 2` fails)",
    counters: &[
        "recursive calls given their early exit",
        "calls given their callee's header",
    ],
    run: |f, cx| {
        let s = run(f, cx);
        pipeline::Stats::of(&[s.recursive, s.other])
    },
};

/// Give `f`'s calls of itself, and of the unit's functions done before it, their callee's
/// header (see the module comment).
pub fn run(f: &mut Function, cx: &Context) -> Stats {
    let own = match cx.binding.may_inline {
        true => Header::of(cx.ssa),
        false => None,
    };
    let name = f.name.clone();
    let others = !cx.bodies.may_be_copied(f);
    let mut headers: HashMap<String, Option<Header>> = HashMap::default();
    let mut sites = Vec::new();
    for &b in &f.layout {
        for &i in f.block_insts(b) {
            let InstKind::Call(call) = &f.insts[i].kind else {
                continue;
            };
            let Callee::Direct(callee) = &call.callee else {
                continue;
            };
            if call.cold || !call.extra_results.is_empty() {
                continue;
            }
            let header = match *callee == name {
                true => own.as_ref(),
                false if !others => None,
                false => headers
                    .entry(callee.to_string())
                    .or_insert_with(|| {
                        let g = cx.bodies.header_body(&name, callee, &cx.unit)?;
                        Header::of(g).filter(|h| !h.rest_likely && 2 * h.size <= inline::size(g))
                    })
                    .as_ref(),
            };
            let Some(h) = header else {
                continue;
            };
            if call.sig == h.f.sig && call.args.len() == h.f.params.len() {
                sites.push((i, callee.to_string(), b));
            }
        }
    }
    if sites.len() > MAX_SITES {
        // The calls in the deepest loops first, as they run most often.
        let cfg = Cfg::new(f);
        let loops = LoopInfo::new(f, &cfg, &DomTree::new(f, &cfg));
        sites.sort_by_key(|&(_, _, b)| std::cmp::Reverse(loops.depth(b)));
        sites.truncate(MAX_SITES);
    }
    let mut stats = Stats::default();
    // Where each call is: a split moves the instructions after a call to a new block.
    let mut home: HashMap<Inst, Block> = HashMap::default();
    for &b in &f.layout {
        for &i in f.block_insts(b) {
            home.insert(i, b);
        }
    }
    for (call, callee, _) in sites {
        let recursive = callee == name;
        let header = match recursive {
            true => own.as_ref(),
            false => headers[&callee].as_ref(),
        };
        let header = header.expect("a site has a header");
        let join = split(f, home[&call], call, header);
        for &i in f.block_insts(join) {
            home.insert(i, join);
        }
        match recursive {
            true => stats.recursive += 1,
            false => stats.other += 1,
        }
    }
    stats
}

impl<'a> Header<'a> {
    /// The header of `f`, if it has one (see the module comment).
    pub fn of(f: &'a Function) -> Option<Header<'a>> {
        if f.sig.variadic || f.layout.is_empty() {
            return None;
        }
        let cfg = Cfg::new(f);
        let mut known: HashSet<Value> = f.params.iter().copied().collect();
        let mut blocks = vec![f.entry];
        let mut size = 0;
        let mut k = 0;
        while k < blocks.len() {
            let b = blocks[k];
            let insts = f.block_insts(b);
            let mut inner = known.clone();
            let fits = size + insts.len() <= MAX_HEADER_INSTS
                && computes_on(f, insts, &mut inner)
                && f.blocks[b].term.as_ref().is_some_and(|t| match t {
                    Terminator::Br { cond, .. } => is_known(f, *cond, &inner),
                    Terminator::Jump(_) => true,
                    Terminator::Ret(values) => values.iter().all(|&v| is_known(f, v, &inner)),
                    _ => false,
                });
            if !fits {
                if b == f.entry {
                    return None;
                }
                blocks.remove(k);
                continue;
            }
            known = inner;
            size += insts.len();
            let term = f.blocks[b].term.as_ref().expect("a block has a terminator");
            for s in term.successors() {
                let single = cfg.predecessors(s).len() == 1;
                if single && s != f.entry && f.block_phis(s).is_empty() && !blocks.contains(&s) {
                    blocks.push(s);
                }
            }
            k += 1;
        }
        // Leave out the blocks from which no `ret` of the tree is reached, children first.
        loop {
            let in_tree: HashSet<Block> = blocks.iter().copied().collect();
            let dead = blocks.iter().rposition(|&b| {
                b != f.entry
                    && match f.blocks[b].term.as_ref() {
                        Some(Terminator::Ret(_)) => false,
                        Some(t) => t.successors().iter().all(|s| !in_tree.contains(s)),
                        None => true,
                    }
            });
            match dead {
                Some(at) => {
                    let b = blocks.remove(at);
                    size -= f.block_insts(b).len();
                }
                None => break,
            }
        }
        let in_tree: HashSet<Block> = blocks.iter().copied().collect();
        let rets = (blocks.iter()).any(|&b| matches!(f.blocks[b].term, Some(Terminator::Ret(_))));
        let mut to_rest = false;
        let mut rest_likely = false;
        for &b in &blocks {
            match f.blocks[b].term.as_ref() {
                Some(&Terminator::Br {
                    then_dest,
                    else_dest,
                    hint,
                    ..
                }) => {
                    let (then_out, else_out) =
                        (!in_tree.contains(&then_dest), !in_tree.contains(&else_dest));
                    if then_out && else_out {
                        // Both ways lead to the rest: the tree above this block leads there.
                        return None;
                    }
                    to_rest |= then_out || else_out;
                    rest_likely |= then_out && hint == BranchHint::Likely
                        || else_out && hint == BranchHint::Unlikely;
                }
                Some(Terminator::Jump(s)) => to_rest |= !in_tree.contains(s),
                _ => {}
            }
        }
        if !rets || !to_rest {
            return None;
        }
        Some(Header {
            f,
            blocks,
            size,
            rest_likely,
        })
    }
}

/// Do `insts` compute, without effects or traps, on `known` values and constants (adding
/// their results to `known`)? Loads that are not volatile read memory, which the copy reads
/// at the call, where the callee would.
fn computes_on(f: &Function, insts: &[Inst], known: &mut HashSet<Value>) -> bool {
    for &i in insts {
        let pure = match &f.insts[i].kind {
            InstKind::Binary { op, .. } => {
                !matches!(op, BinOp::SDiv | BinOp::UDiv | BinOp::SRem | BinOp::URem)
            }
            InstKind::Cast { op, .. } => !matches!(op, CastOp::FpToSi | CastOp::FpToUi),
            InstKind::Unary { .. }
            | InstKind::Icmp { .. }
            | InstKind::Fcmp { .. }
            | InstKind::PtrOffset { .. }
            | InstKind::GlobalAddr { .. }
            | InstKind::FuncAddr { .. } => true,
            InstKind::Load { volatile, .. } => !volatile,
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

fn is_known(f: &Function, v: Value, known: &HashSet<Value>) -> bool {
    known.contains(&v)
        || matches!(
            f.values[v].def,
            ValueDef::IConst(_) | ValueDef::FConst(_) | ValueDef::Undef
        )
}

/// Split `b` at `call`: `b` ends with the copy of the header's entry, the header's other
/// blocks follow, the edges to the rest go to a block holding the call; the copied `ret`s
/// and that block go to a new block, which joins the returned values and the call's result
/// under the call's old result and holds what followed the call. Returns that block.
fn split(f: &mut Function, b: Block, call: Inst, header: &Header) -> Block {
    let g = header.f;
    let insts = f.block_insts(b).to_vec();
    let at = insts
        .iter()
        .position(|&i| i == call)
        .expect("the call is in its block");
    let name = f.block_name(b).to_string();
    let mut copies: HashMap<Block, Block> = HashMap::from_iter([(g.entry, b)]);
    for (k, &gb) in header.blocks.iter().enumerate().skip(1) {
        copies.insert(gb, f.add_block(&format!("{name}.h{k}")));
    }
    let call_block = f.add_block(&format!("{name}.call"));
    let join = f.add_block(&format!("{name}.join"));
    let position = f.positions.inst(call);

    // The callee's parameters are the call's arguments.
    let InstKind::Call(data) = &f.insts[call].kind else {
        unreachable!("a site is a call");
    };
    let mut map: HashMap<Value, Value> = g
        .params
        .iter()
        .copied()
        .zip(data.args.iter().copied())
        .collect();

    f.truncate_insts(b, at);
    let old_term = f.blocks[b].term.take().expect("a block has a terminator");
    let term_position = f.positions.term(b);
    let dest = |s: Block| copies.get(&s).copied().unwrap_or(call_block);
    let mut returns = Vec::new();
    for &gb in &header.blocks {
        let nb = copies[&gb];
        for &i in g.block_insts(gb) {
            copy_inst(f, g, i, nb, &mut map, position);
        }
        let term = match g.blocks[gb]
            .term
            .as_ref()
            .expect("a block has a terminator")
        {
            &Terminator::Br {
                cond,
                then_dest,
                else_dest,
                hint,
            } => Terminator::Br {
                cond: constant_or(f, g, cond, &map),
                then_dest: dest(then_dest),
                else_dest: dest(else_dest),
                hint,
            },
            &Terminator::Jump(s) => Terminator::Jump(dest(s)),
            Terminator::Ret(values) => {
                if let Some(&v) = values.first() {
                    returns.push((nb, constant_or(f, g, v, &map)));
                }
                Terminator::Jump(join)
            }
            _ => unreachable!("a header's blocks end in br, jump or ret"),
        };
        f.blocks[nb].term = Some(term);
        f.positions.set_term(nb, position);
    }

    // The call, with a new result; its old result becomes the join's phi.
    f.push_inst(call_block, call);
    f.blocks[call_block].term = Some(Terminator::Jump(join));
    f.positions.set_term(call_block, position);
    if let Some(old) = f.insts[call].result {
        let ty = f.value_type(old);
        let name = f.value_name(old).map(|n| format!("{n}.call"));
        let new = f.add_value(ty, ValueDef::Inst(call), name.as_deref());
        f.insts[call].result = Some(new);
        returns.push((call_block, new));
        f.define_by_phi(join, old, returns);
    }

    // `join`: what followed the call, and `b`'s old terminator; `b`'s successors now
    // come from `join`.
    let between = header.blocks[1..].iter().map(|gb| copies[gb]);
    let between: Vec<Block> = between.chain([call_block]).collect();
    f.move_tail(
        b,
        &insts[at + 1..],
        (old_term, term_position),
        join,
        between,
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

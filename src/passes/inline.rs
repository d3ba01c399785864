//! Inlining of small functions called in loops: a call, in a block of a natural loop, of a
//! function whose body code generation has already seen (defined earlier in the unit, and
//! final: the body its calls run) is replaced by a copy of that body. Cranelift's own
//! inliner (`codegen::parallel`) takes only leaves that name no symbol; this one also takes
//! functions that read globals or call others (`nqueens`'s `safe`, a hash table's `insert`),
//! and gives the caller's passes (loop rotation, induction-variable widening) and
//! Cranelift's optimisations the callee's code to work on.
//!
//! The call's block is split at the call: the instructions before it jump to the copy of
//! the callee's entry block; each copied `ret` jumps to a new block holding what followed
//! the call, where a phi joins the returned values under the call's result. The callee's
//! parameters are the call's arguments, its constants are made anew, its blocks and values
//! are fresh. A copied block runs exactly when the callee's would have, so the program
//! computes the same values.
//!
//! Which callees (`inlinable`): not variadic, with the call's signature, no structure
//! passed or returned in memory (a `byval` argument is the call's own copy), at most
//! `MAX_CALLEE_INSTS` instructions (phis apart), no `alloca` (no local whose address is
//! taken: its frame would become the caller's), no `va_start`, no call of itself, and no
//! call of a function that returns twice (`setjmp` and its kin, as gcc refuses), and at
//! least one `ret` (the join needs a predecessor). At most
//! `MAX_SITES` calls per caller are inlined; a body is copied as mem2reg left it, not
//! with its own inlined calls, so inlining never nests.

use crate::ir::binding::Binding;
use crate::ir::cfg::{sort_phi_operands, Cfg};
use crate::ir::dominators::DomTree;
use crate::ir::loops::LoopInfo;
use crate::ir::{
    Block, Callee, Function, Inst, InstData, InstKind, Purpose, Terminator, Value, ValueDef,
};
use crate::passes::pipeline::{self, Context, Pass};
use std::collections::HashMap;

/// Callees with more instructions than this (phis apart) are not inlined.
pub const MAX_CALLEE_INSTS: usize = 40;
/// At most this many calls per caller are inlined.
pub const MAX_SITES: usize = 16;

/// Functions that return twice: a copy of a caller of one would return into the wrong
/// frame's copy.
const RETURNS_TWICE: [&str; 7] = [
    "setjmp",
    "_setjmp",
    "__setjmp",
    "sigsetjmp",
    "__sigsetjmp",
    "vfork",
    "getcontext",
];

/// What the pass did to one function (`--stats`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Calls replaced by a copy of the callee.
    pub inlined: usize,
}

/// May calls of `g` be replaced by copies of this body?
pub fn inlinable(g: &Function) -> bool {
    let returns = g
        .layout
        .iter()
        .any(|&b| matches!(g.blocks[b].term, Some(Terminator::Ret(_))));
    // A structure passed by value is a pointer to the caller's copy of it, made by the
    // call (the ABI's `byval`), which the callee may write: a copy of the body would write
    // the caller's own object. A structure returned through memory is left to the call too.
    let by_memory = g.sig.params.iter().any(|p| p.purpose != Purpose::Normal);
    if g.sig.variadic || !returns || by_memory {
        return false;
    }
    let mut size = 0;
    for &b in &g.layout {
        for &i in g.block_insts(b) {
            size += 1;
            match &g.insts[i].kind {
                InstKind::Alloca { .. } | InstKind::VaStart { .. } => return false,
                InstKind::Call(call) => {
                    if let Callee::Direct(name) = &call.callee {
                        if *name == g.name || RETURNS_TWICE.contains(&name.as_str()) {
                            return false;
                        }
                    }
                }
                _ => {}
            }
        }
    }
    size <= MAX_CALLEE_INSTS
}

/// The pass in the pipeline (`passes::pipeline`).
pub const PASS: Pass = Pass {
    name: "inline",
    flag: "--no-inline-in-loops",
    help: "Keep calls in loops of small functions defined earlier in the file (by \
           default, when optimising, they are replaced by a copy of the body)",
    counters: &["calls in loops inlined"],
    run: |f, cx| pipeline::Stats([run(f, cx).inlined, 0]),
};

/// The bodies, as mem2reg left them, of the functions before the current one in the unit
/// that calls may be replaced by: final, not `noinline`, and `inlinable`.
#[derive(Default)]
pub struct Bodies(HashMap<String, Function>);

impl Bodies {
    /// Keep `f` (mem2reg's output) if its calls may be replaced by it.
    pub fn offer(&mut self, f: Function, binding: Binding) {
        if binding.may_inline && inlinable(&f) {
            self.0.insert(f.name.clone(), f);
        }
    }

    fn get(&self, name: &str) -> Option<&Function> {
        self.0.get(name)
    }
}

/// Inline into `f` its calls in loops of the functions `cx.bodies` holds.
pub fn run(f: &mut Function, cx: &Context) -> Stats {
    let body = |name: &str| cx.bodies.get(name);
    let sites = sites(f, &body);
    inline_sites(f, &sites, &body)
}

/// The calls to inline: in a natural loop, of a known body with the call's signature.
fn sites<'a>(f: &Function, body: &impl Fn(&str) -> Option<&'a Function>) -> Vec<Inst> {
    let cfg = Cfg::new(f);
    let loops = LoopInfo::new(f, &cfg, &DomTree::new(f, &cfg));
    let mut out = Vec::new();
    for &b in f.layout.iter().filter(|&&b| loops.in_loop(b)) {
        for &i in f.block_insts(b) {
            let InstKind::Call(call) = &f.insts[i].kind else {
                continue;
            };
            let Callee::Direct(name) = &call.callee else {
                continue;
            };
            let fits = body(name).is_some_and(|g| {
                g.name != f.name && g.sig == call.sig && g.params.len() == call.args.len()
            });
            if fits && call.extra_results.is_empty() && out.len() < MAX_SITES {
                out.push(i);
            }
        }
    }
    out
}

fn inline_sites<'a>(
    f: &mut Function,
    sites: &[Inst],
    body: &impl Fn(&str) -> Option<&'a Function>,
) -> Stats {
    if sites.is_empty() {
        return Stats::default();
    }
    let mut home: HashMap<Inst, Block> = HashMap::new();
    for &b in &f.layout {
        for &i in f.block_insts(b) {
            home.insert(i, b);
        }
    }
    for &call in sites {
        let InstKind::Call(data) = &f.insts[call].kind else {
            continue;
        };
        let Callee::Direct(name) = &data.callee else {
            continue;
        };
        let g = body(name).expect("a site's callee has a body");
        let join = inline_one(f, home[&call], call, g);
        for &i in f.block_insts(join) {
            home.insert(i, join);
        }
    }
    sort_phi_operands(f);
    Stats {
        inlined: sites.len(),
    }
}

/// Replace `call`, in `b`, by a copy of `g`; returns the block holding what followed it.
fn inline_one(f: &mut Function, b: Block, call: Inst, g: &Function) -> Block {
    let insts = f.block_insts(b).to_vec();
    let at = insts
        .iter()
        .position(|&i| i == call)
        .expect("the call is in its block");
    let position = f.positions.inst(call);
    let InstKind::Call(data) = &f.insts[call].kind else {
        unreachable!("a site is a call");
    };
    let mut values: HashMap<Value, Value> = g
        .params
        .iter()
        .copied()
        .zip(data.args.iter().copied())
        .collect();
    let result = f.insts[call].result;
    let join = f.add_block(&format!("{}.{}.ret", f.block_name(b), g.name));

    // Fresh blocks, then fresh values for every result (phis may name later ones).
    let blocks: HashMap<Block, Block> = g
        .layout
        .iter()
        .map(|&gb| (gb, f.add_block(&format!("{}.{}", g.name, g.block_name(gb)))))
        .collect();
    for &gb in &g.layout {
        for i in g.block_phis_and_insts(gb) {
            // A call's extra results too (a structure returned in two registers).
            for r in g.insts[i].results() {
                let name = g.value_name(r).map(str::to_string);
                let new = f.add_value(g.values[r].ty, ValueDef::Undef, name.as_deref());
                values.insert(r, new);
            }
        }
    }
    let mut returns: Vec<(Block, Value)> = Vec::new();
    for &gb in &g.layout {
        let nb = blocks[&gb];
        for i in g.block_phis_and_insts(gb) {
            let mut kind = g.insts[i].kind.clone();
            let mut operands = Vec::new();
            kind.visit_operands(|v| operands.push(v));
            let mapped: Vec<Value> = operands
                .iter()
                .map(|&v| value_in(f, g, v, &mut values))
                .collect();
            let mut next = mapped.into_iter();
            kind.map_operands(|_| next.next().expect("one value per operand"));
            if let InstKind::Phi { args, .. } = &mut kind {
                for (p, _) in args.iter_mut() {
                    *p = blocks[p];
                }
            }
            let is_phi = matches!(kind, InstKind::Phi { .. });
            if let InstKind::Call(call) = &mut kind {
                for r in call.extra_results.iter_mut() {
                    *r = values[r];
                }
            }
            let new = f.insts.push(InstData { kind, result: None });
            f.positions.set_inst(new, position);
            for r in g.insts[i].results() {
                f.values[values[&r]].def = ValueDef::Inst(new);
            }
            f.insts[new].result = g.insts[i].result.map(|r| values[&r]);
            if is_phi {
                f.push_phi(nb, new);
            } else {
                f.push_inst(nb, new);
            }
        }
        let term = match g.terminator(gb).clone() {
            Terminator::Ret(vs) => {
                if let Some(&v) = vs.first() {
                    let v = value_in(f, g, v, &mut values);
                    returns.push((nb, v));
                }
                Terminator::Jump(join)
            }
            Terminator::Jump(t) => Terminator::Jump(blocks[&t]),
            Terminator::Br {
                cond,
                then_dest,
                else_dest,
            } => Terminator::Br {
                cond: value_in(f, g, cond, &mut values),
                then_dest: blocks[&then_dest],
                else_dest: blocks[&else_dest],
            },
            Terminator::Switch {
                value,
                default,
                cases,
            } => Terminator::Switch {
                value: value_in(f, g, value, &mut values),
                default: blocks[&default],
                cases: cases.iter().map(|&(k, t)| (k, blocks[&t])).collect(),
            },
            Terminator::Unreachable => Terminator::Unreachable,
        };
        f.blocks[nb].term = Some(term);
        f.positions.set_term(nb, position);
    }

    // `b` up to the call, then into the copy; `join` takes the rest and `b`'s terminator.
    f.truncate_insts(b, at);
    let old_term = f.blocks[b].term.take().expect("a block has a terminator");
    let term_position = f.positions.term(b);
    f.blocks[b].term = Some(Terminator::Jump(blocks[&g.entry]));
    f.positions.set_term(b, position);
    if let Some(r) = result {
        f.define_by_phi(join, r, returns);
    }
    let copied: Vec<Block> = g.layout.iter().map(|gb| blocks[gb]).collect();
    f.move_tail(b, &insts[at + 1..], (old_term, term_position), join, copied);
    join
}

/// The value in `f` standing for `g`'s `v`: its copy, or the same constant made anew.
fn value_in(f: &mut Function, g: &Function, v: Value, values: &mut HashMap<Value, Value>) -> Value {
    if let Some(&m) = values.get(&v) {
        return m;
    }
    let new = f.add_value(g.values[v].ty, g.values[v].def.clone(), None);
    values.insert(v, new);
    new
}

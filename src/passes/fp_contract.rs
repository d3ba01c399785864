//! Floating-point contraction: a multiplication and the additions or subtractions that use
//! it become fused multiply-adds (`fma`, one rounding where there were two), as gcc -O2 does
//! under `-ffp-contract=fast`, GNU C's default (gcc's `convert_mult_to_fma`, in
//! `tree-ssa-math-opts.cc`'s widening_mul pass). The results differ from the unfused ones in
//! the last bits, and C allows either; tcc-rs contracts where gcc does so that a program
//! prints what gcc's prints (test suites compare floating output with their own build's).
//!
//! ```text
//!   %m = fmul f64 %a, %b                  %r = fma f64 %a, %b, %c
//!   %r = fadd f64 %m, %c
//! ```
//!
//! The driver decides whether the pass works (`Options::fp_contract`): on a target with the
//! instruction (aarch64), at gcc's `-O2` and above, under `-ffp-contract=fast`. Elsewhere it
//! changes nothing. gcc's rules, for a multiplication `%m = fmul %a, %b` of `f32`, `f64` or a
//! vector of them, visited in layout order, block by block:
//!
//! - `%m` must have uses, each one in `%m`'s block (gcc does not move the multiplication to
//!   its uses), none of them a phi or a terminator: the multiplication must disappear.
//! - Each use is an `fadd` or `fsub` of `%m` and another value (`%m + %m` is left alone), or
//!   one `fneg` of `%m` whose only use is such an `fadd` or `fsub` in the block that does not
//!   use `%m` as well (a second `fneg` of `%m` stops the contraction).
//! - Each use becomes `fma ±%a, %b, ±%c`: `%m + %c` is `fma %a, %b, %c`; `%m - %c`,
//!   `fma %a, %b, -%c`; `%c - %m` and `-%m + %c`, `fma -%a, %b, %c` (the `fneg`s are new
//!   instructions, which Cranelift folds into aarch64's `fmsub`, `fnmadd` and `fnmsub`).
//! - A use made an `fma` is no longer an addition, so in `a*b + c*d` the first product in
//!   the block is fused and the second is not, as in gcc.
//! - On vectors, aarch64 has no `a*b - c` instruction (gcc's `fms` pattern), so for
//!   `%m - %n` where `%n` is another multiplication used only there, gcc leaves `%m` and
//!   fuses `%n` instead (`fmls`); so does the pass.
//!
//! The pass runs late, when the inliner and the other passes have shaped the blocks, as gcc's
//! runs after its other tree passes. Functions are contracted before they are inlined
//! (callees first), where gcc inlines first and then contracts: a product that is fused in
//! its callee stays fused in the caller, even where, after inlining, it also has another use.

use crate::ir::{BinOp, Block, Function, Inst, InstData, InstKind, Type, UnOp, Value, ValueDef};
use crate::passes::pipeline::{self, Context, Pass};
use cranelift_entity::SecondaryMap;
use rustc_hash::FxHashMap as HashMap;

/// The pass in the pipeline (`passes::pipeline`).
pub const PASS: Pass = Pass {
    name: "fp-contract",
    flag: "--no-fp-contract",
    help: "Keep floating multiplications and the additions that use them apart (by default, \
           at -O2 and above on aarch64 under -ffp-contract=fast, gcc's default in GNU C, \
           `a * b + c` is one fused multiply-add, as gcc makes it)",
    counters: &["multiplications fused into their additions"],
    run: |f, cx: &Context| match cx.fp_contract {
        true => pipeline::Stats::of(&[run(f)]),
        false => pipeline::Stats::default(),
    },
};

/// Where an operand of an `fadd` or `fsub` that is a multiplication's result goes.
struct Use {
    /// The `fadd` or `fsub`.
    inst: Inst,
    /// The other operand.
    addend: Value,
    /// The product is subtracted (`c - a*b`, `-(a*b) + c`).
    negate_product: bool,
    /// The other operand is subtracted (`a*b - c`).
    negate_addend: bool,
}

/// Fuse the multiplications of `f` that gcc would fuse into their additions; how many.
pub fn run(f: &mut Function) -> usize {
    let Some(users) = Users::of(f) else {
        return 0;
    };
    let mut fused = 0;
    for b in f.layout.clone() {
        // New `fneg`s go before the instruction that uses them; what is fused goes.
        let mut before: HashMap<Inst, Vec<Inst>> = HashMap::default();
        let mut gone: Vec<Inst> = Vec::new();
        let insts = f.block_insts(b).to_vec();
        for &mul in &insts {
            let InstKind::Binary {
                op: BinOp::FMul,
                ty,
                lhs: a,
                rhs: b_,
                ..
            } = f.insts[mul].kind
            else {
                continue;
            };
            if !fusable(ty) {
                continue;
            }
            let Some((uses, negation)) = uses_to_fuse(f, &users, b, mul, ty) else {
                continue;
            };
            for u in uses {
                let mut extra = Vec::new();
                let a = match u.negate_product {
                    true => negate(f, u.inst, a, ty, &mut extra),
                    false => a,
                };
                let c = match u.negate_addend {
                    true => negate(f, u.inst, u.addend, ty, &mut extra),
                    false => u.addend,
                };
                f.insts[u.inst].kind = InstKind::Fma { ty, a, b: b_, c };
                before.entry(u.inst).or_default().extend(extra);
            }
            gone.push(mul);
            gone.extend(negation);
            fused += 1;
        }
        if gone.is_empty() {
            continue;
        }
        f.truncate_insts(b, 0);
        for i in insts {
            for &n in before.get(&i).into_iter().flatten() {
                f.push_inst(b, n);
            }
            if !gone.contains(&i) {
                f.push_inst(b, i);
            }
        }
    }
    fused
}

/// Whether a multiplication of `ty` can be fused: `f32`, `f64` and vectors of them (not
/// `f128`, which has no instruction).
fn fusable(ty: Type) -> bool {
    matches!(ty.lane(), Type::F32 | Type::F64)
}

/// The uses of `mul`'s result (in block `b`) to fuse, and the `fneg` between it and one of
/// them, if every use can be fused; `None` if not, as gcc's `convert_mult_to_fma` decides.
fn uses_to_fuse(
    f: &Function,
    users: &Users,
    b: Block,
    mul: Inst,
    ty: Type,
) -> Option<(Vec<Use>, Option<Inst>)> {
    let m = f.insts[mul].result?;
    let direct = users.of_value(m)?;
    if direct.is_empty() {
        return None;
    }
    let mut uses = Vec::with_capacity(direct.len());
    let mut negation = None;
    for &user in direct {
        if users.block[user] != Some(b) {
            return None;
        }
        let (user, result, negated) = match f.insts[user].kind {
            InstKind::Unary {
                op: UnOp::FNeg,
                arg,
                ..
            } if arg == m => {
                if negation.is_some() {
                    return None;
                }
                let n = f.insts[user].result?;
                let [only] = users.of_value(n)? else {
                    return None;
                };
                let also_m = f.insts[*only].kind.operands().contains(&m);
                if also_m || users.block[*only] != Some(b) {
                    return None;
                }
                negation = Some(user);
                (*only, n, true)
            }
            _ => (user, m, false),
        };
        let InstKind::Binary { op, lhs, rhs, .. } = f.insts[user].kind else {
            return None;
        };
        if lhs == rhs {
            return None;
        }
        // The other operand, whether the product is subtracted, whether the other operand is.
        let (addend, subtrahend, negate_addend) = match (lhs == result, op) {
            (true, BinOp::FAdd) => (rhs, false, false),
            (false, BinOp::FAdd) => (lhs, false, false),
            (true, BinOp::FSub) => (rhs, false, true),
            (false, BinOp::FSub) => (lhs, true, false),
            _ => return None,
        };
        // Vectors have no `a*b - c` instruction: `m - n` with `n` another product used
        // only there fuses `n` (later), not `m`.
        if ty.is_vector() && negate_addend && !negated && users.lone_product(f, addend) {
            return None;
        }
        uses.push(Use {
            inst: user,
            addend,
            negate_product: subtrahend != negated,
            negate_addend,
        });
    }
    Some((uses, negation))
}

/// `-x` of type `ty`, a new instruction with the source position of `like`, to be placed
/// before it (added to `extra`).
fn negate(f: &mut Function, like: Inst, x: Value, ty: Type, extra: &mut Vec<Inst>) -> Value {
    let kind = InstKind::Unary {
        op: UnOp::FNeg,
        ty,
        arg: x,
    };
    let inst = f.insts.push(InstData { kind, result: None });
    f.positions.copy_inst(like, inst);
    let r = f.add_value(ty, ValueDef::Inst(inst), None);
    f.insts[inst].result = Some(r);
    extra.push(inst);
    r
}

/// The instructions that use each multiplication's result, and each `fneg` of one, as the
/// function was before the pass; and the block of every instruction.
struct Users {
    /// By value: its users, one entry per operand (`None`: a phi or terminator uses it,
    /// which no contraction can serve).
    users: HashMap<Value, Option<Vec<Inst>>>,
    block: SecondaryMap<Inst, Option<Block>>,
}

impl Users {
    /// The users of `f`'s floating multiplications; `None` if it has none.
    fn of(f: &Function) -> Option<Users> {
        let mut users: HashMap<Value, Option<Vec<Inst>>> = HashMap::default();
        let mut block = SecondaryMap::with_capacity(f.insts.len());
        for &b in &f.layout {
            for i in f.block_insts(b) {
                block[*i] = Some(b);
                if let InstKind::Binary {
                    op: BinOp::FMul,
                    ty,
                    ..
                } = f.insts[*i].kind
                {
                    if let (Some(r), true) = (f.insts[*i].result, fusable(ty)) {
                        users.insert(r, Some(Vec::new()));
                    }
                }
            }
        }
        if users.is_empty() {
            return None;
        }
        // The negations of products: their uses count too.
        for &b in &f.layout {
            for i in f.block_insts(b) {
                if let InstKind::Unary {
                    op: UnOp::FNeg,
                    arg,
                    ..
                } = f.insts[*i].kind
                {
                    if let (Some(r), true) = (f.insts[*i].result, users.contains_key(&arg)) {
                        users.insert(r, Some(Vec::new()));
                    }
                }
            }
        }
        for &b in &f.layout {
            for i in f.block_phis_and_insts(b) {
                let phi = matches!(f.insts[i].kind, InstKind::Phi { .. });
                f.insts[i].kind.visit_operands(|v| {
                    if let Some(list) = users.get_mut(&v) {
                        match (phi, list) {
                            (false, Some(list)) => list.push(i),
                            (_, list) => *list = None,
                        }
                    }
                });
            }
            if let Some(t) = &f.blocks[b].term {
                t.visit_operands(|v| {
                    if let Some(list) = users.get_mut(&v) {
                        *list = None;
                    }
                });
            }
        }
        Some(Users { users, block })
    }

    /// The instructions using `v` (a product or its negation), if only instructions other
    /// than phis do.
    fn of_value(&self, v: Value) -> Option<&[Inst]> {
        self.users.get(&v)?.as_deref()
    }

    /// Whether `v` is a floating product used by one instruction only.
    fn lone_product(&self, f: &Function, v: Value) -> bool {
        let ValueDef::Inst(i) = f.values[v].def else {
            return false;
        };
        let product = matches!(
            f.insts[i].kind,
            InstKind::Binary {
                op: BinOp::FMul,
                ..
            }
        );
        product && self.of_value(v).is_some_and(|u| u.len() == 1)
    }
}

//! Calls of C library functions that gcc treats as builtins, made the instructions gcc
//! makes of them: `fabs` one instruction, `sqrt` one instruction with the call kept for a
//! negative operand, `abs` three, `copysign` bit operations, glibc's `__isnan`, `__isinf`
//! and `__finite` a comparison and `__fpclassify` four, with the class chosen without a
//! branch.
//!
//! gcc knows these functions (its "implicit builtins") and, when optimising, emits no call
//! for them: `fabs(x)` is `andpd` with the sign mask, `abs(n)` a negation and a conditional
//! move. The call alone costs more than the operation, and on x86-64 every floating
//! register is clobbered by a call, so a loop that calls `sqrt` keeps its floating values in
//! memory around it (`benches/programs/nbody.c`).
//!
//! `sqrt` sets `errno` to `EDOM` for an operand below zero, which the instruction does not
//! (it gives NaN), so, as gcc does under its default `-fmath-errno`, the call stays, on the
//! unlikely branch taken for such an operand:
//!
//! ```text
//!   %r = sqrt f64 %x                     %r.fast = sqrt f64 %x
//!                              ->        %neg = fcmp olt f64 %x, 0.0
//!                                        br unlikely %neg, sqrt.errno, sqrt.join
//!                                      sqrt.errno: %r.call = call cold f64 @sqrt(f64 %x)
//!                                      sqrt.join: %r = phi [%r.fast, ...], [%r.call, ...]
//! ```
//!
//! The call is `cold`: code generation makes it through a stub that clobbers no register
//! (`codegen::cold_call`), so the floating values live across it stay in registers on the
//! path that does not call. Under `-fno-math-errno` (or `-ffast-math`) the instruction alone.
//!
//! glibc's `<math.h>` makes `isnan`, `isinf`, `isfinite` and `fpclassify` (and so `isnormal`)
//! its functions `__isnan`, `__isinf`, `__finite`, `__fpclassify` (and the `f` forms) for a
//! compiler claiming a GNU C before 4.4, as
//! tcc-rs does (4.2.1, clang's), where gcc 12 gets `__builtin_isnan`...: those calls become
//! the builtins' comparisons, with the values glibc's functions return (1 for a NaN; -1, 1
//! or 0 for `__isinf`; glibc's `FP_*` numbers). The BSD names `isnan`, `isnanf`, `finite` and
//! `finitef` too, which gcc also knows.
//!
//! A call is replaced only if it is a direct call of that name with the C prototype's types
//! (a program that declares `fabs` otherwise gets its call), the unit does not define the
//! function (gcc too calls a program's own `sqrt`), and not under `-fno-builtin` or
//! `-fno-builtin-NAME`, as in gcc. `long double` forms stay calls (`fabsl`, `sqrtl`), as do
//! the rounding functions (`floor`...: gcc calls them too on x86-64 without SSE4.1).

use crate::ir::{
    BinOp, Block, BranchHint, CallConv, Callee, CastOp, Cond, Function, Inst, InstData, InstKind,
    Terminator, Type, UnOp, Value, ValueDef,
};
use crate::passes::pipeline::{self, Context, Pass};

/// The functions the pass replaces, with their parameters' type (`copysign` has two) and
/// their result's.
pub const FUNCTIONS: [(&str, Type, Type); 22] = [
    ("fabs", Type::F64, Type::F64),
    ("fabsf", Type::F32, Type::F32),
    ("sqrt", Type::F64, Type::F64),
    ("sqrtf", Type::F32, Type::F32),
    ("abs", Type::I32, Type::I32),
    ("labs", Type::I64, Type::I64),
    ("llabs", Type::I64, Type::I64),
    ("imaxabs", Type::I64, Type::I64),
    ("__isnan", Type::F64, Type::I32),
    ("__isnanf", Type::F32, Type::I32),
    ("isnan", Type::F64, Type::I32),
    ("isnanf", Type::F32, Type::I32),
    ("__isinf", Type::F64, Type::I32),
    ("__isinff", Type::F32, Type::I32),
    ("__finite", Type::F64, Type::I32),
    ("__finitef", Type::F32, Type::I32),
    ("finite", Type::F64, Type::I32),
    ("finitef", Type::F32, Type::I32),
    ("copysign", Type::F64, Type::F64),
    ("copysignf", Type::F32, Type::F32),
    ("__fpclassify", Type::F64, Type::I32),
    ("__fpclassifyf", Type::F32, Type::I32),
];

/// What the pass did to one function (`--stats`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Calls replaced by instructions (`sqrt` included).
    pub replaced: usize,
    /// Of those, `sqrt` calls kept on a branch for a negative operand (`errno`).
    pub errno_branches: usize,
}

pub const PASS: Pass = Pass {
    name: "lib-builtins",
    flag: "--no-lib-builtins",
    help: "Call the C library's fabs, sqrt, abs, copysign, __isnan, __isinf, __finite and \
           __fpclassify (by default, when optimising, they become the instructions gcc makes of \
           them; -fno-builtin and -fno-builtin-NAME keep the calls too)",
    counters: &[
        "calls replaced by instructions",
        "sqrt calls kept for a negative operand (errno)",
    ],
    run: |f, cx: &Context| {
        // The program's own definition of such a function is called, as gcc does.
        let own = f.name.clone();
        let expands =
            |name: &str| cx.lib_builtins.contains(&name) && name != own && !cx.unit.defines(name);
        let s = run(f, &expands, cx.math_errno);
        pipeline::Stats::of(&[s.replaced, s.errno_branches])
    },
};

/// What a call becomes.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Op {
    FAbs,
    Sqrt,
    Abs,
    IsNan,
    IsInf,
    Finite,
    /// `copysign(x, y)`: `x`'s magnitude with `y`'s sign.
    Copysign,
    /// glibc's `FP_NAN` 0, `FP_INFINITE` 1, `FP_ZERO` 2, `FP_SUBNORMAL` 3, `FP_NORMAL` 4.
    Fpclassify,
}

fn op(name: &str) -> Op {
    match name {
        "fabs" | "fabsf" => Op::FAbs,
        "sqrt" | "sqrtf" => Op::Sqrt,
        "__isnan" | "__isnanf" | "isnan" | "isnanf" => Op::IsNan,
        "__isinf" | "__isinff" => Op::IsInf,
        "__finite" | "__finitef" | "finite" | "finitef" => Op::Finite,
        "copysign" | "copysignf" => Op::Copysign,
        "__fpclassify" | "__fpclassifyf" => Op::Fpclassify,
        _ => Op::Abs,
    }
}

/// Replace the calls of `func` to the functions of [`FUNCTIONS`] that `expands` allows;
/// `errno`: keep the library call of `sqrt` for a negative operand.
pub fn run(func: &mut Function, expands: &dyn Fn(&str) -> bool, errno: bool) -> Stats {
    let mut stats = Stats::default();
    // The `sqrt` calls left on their errno branch, not to be replaced again.
    let mut kept: Vec<Inst> = Vec::new();
    let mut i = 0;
    while i < func.layout.len() {
        let b = func.layout[i];
        i += 1;
        let mut at = 0;
        while at < func.block_insts(b).len() {
            let inst = func.block_insts(b)[at];
            let Some((op, args, result)) = replaceable(func, inst, expands) else {
                at += 1;
                continue;
            };
            if kept.contains(&inst) {
                at += 1;
                continue;
            }
            stats.replaced += 1;
            if op == Op::Sqrt && errno {
                stats.errno_branches += 1;
                kept.push(inst);
                split_sqrt(func, b, at, args[0], result);
                // The rest of `b` is now in the join block, laid out after the errno block.
                break;
            }
            let new = expand(func, inst, op, &args, result);
            let mut insts = func.block_insts(b).to_vec();
            insts.splice(at..=at, new.iter().copied());
            func.truncate_insts(b, 0);
            for &n in &insts {
                func.push_inst(b, n);
            }
            at += new.len();
        }
    }
    stats
}

/// The operation, operand and result of `inst` if it is a call to replace.
fn replaceable(
    func: &Function,
    inst: Inst,
    expands: &dyn Fn(&str) -> bool,
) -> Option<(Op, Vec<Value>, Value)> {
    let InstKind::Call(call) = &func.insts[inst].kind else {
        return None;
    };
    let Callee::Direct(name) = &call.callee else {
        return None;
    };
    let &(name, param, ret) = FUNCTIONS.iter().find(|(n, ..)| n == name)?;
    let op = op(name);
    let arity = if op == Op::Copysign { 2 } else { 1 };
    let sig = &call.sig;
    let types_match = sig.params.len() == arity
        && sig.params.iter().all(|p| p.ty == param)
        && sig.ret.len() == 1
        && sig.ret[0].ty == ret
        && !sig.variadic
        && sig.conv == CallConv::C
        && call.args.len() == arity
        && call.extra_results.is_empty();
    let result = func.insts[inst].result?;
    (types_match && expands(name)).then(|| (op, call.args.clone(), result))
}

/// The instructions replacing the call `like`, the last of them defining its `result`.
fn expand(func: &mut Function, like: Inst, op: Op, args: &[Value], result: Value) -> Vec<Inst> {
    let mut new = Vec::new();
    let x = args[0];
    let t = func.value_type(x);
    let int = Type::I32;
    let kind = match op {
        Op::FAbs => unary(UnOp::FAbs, t, x),
        Op::Sqrt => unary(UnOp::Sqrt, t, x),
        Op::Abs => {
            // (x ^ s) - s, s = x >> (width - 1): x or -x, as gcc's `neg; cmovs`.
            let bits = func.add_value(t, ValueDef::IConst(i64::from(t.bytes() * 8 - 1)), None);
            let s = emit(
                func,
                like,
                InstKind::binary(BinOp::AShr, t, x, bits),
                t,
                &mut new,
            );
            let flipped = emit(
                func,
                like,
                InstKind::binary(BinOp::Xor, t, x, s),
                t,
                &mut new,
            );
            InstKind::binary(BinOp::Sub, t, flipped, s)
        }
        Op::IsNan => {
            let nan = fcmp(func, like, Cond::Une, t, x, x, &mut new);
            zext(nan)
        }
        Op::Finite => {
            // x - x is 0 for a finite x, NaN for an infinity or a NaN.
            let d = emit(
                func,
                like,
                InstKind::binary(BinOp::FSub, t, x, x),
                t,
                &mut new,
            );
            let zero = fconst(func, t, 0.0);
            let finite = fcmp(func, like, Cond::Oeq, t, d, zero, &mut new);
            zext(finite)
        }
        Op::IsInf => {
            let (pos, neg) = (
                fconst(func, t, f64::INFINITY),
                fconst(func, t, f64::NEG_INFINITY),
            );
            let p = fcmp(func, like, Cond::Oeq, t, x, pos, &mut new);
            let n = fcmp(func, like, Cond::Oeq, t, x, neg, &mut new);
            let p = emit(func, like, zext(p), int, &mut new);
            let n = emit(func, like, zext(n), int, &mut new);
            InstKind::binary(BinOp::Sub, int, p, n)
        }
        Op::Copysign => {
            // (bits(x) & !sign) | (bits(y) & sign), as gcc's `andpd`, `andnpd`, `orpd`.
            let it = if t == Type::F32 { Type::I32 } else { Type::I64 };
            let sign = it.sign_extend(1 << (it.bytes() * 8 - 1));
            let (sign, rest) = (iconst(func, it, sign), iconst(func, it, !sign));
            let bx = emit(func, like, bitcast(t, it, x), it, &mut new);
            let by = emit(func, like, bitcast(t, it, args[1]), it, &mut new);
            let magnitude = binary(func, like, BinOp::And, it, bx, rest, &mut new);
            let signed = binary(func, like, BinOp::And, it, by, sign, &mut new);
            let bits = binary(func, like, BinOp::Or, it, magnitude, signed, &mut new);
            bitcast(it, t, bits)
        }
        Op::Fpclassify => {
            // Normal (4) or subnormal (3), then zero (2), infinite (1) and NaN (0) chosen over
            // it in turn, each without a branch, as the front end's `__builtin_fpclassify`.
            let a = emit(func, like, unary(UnOp::FAbs, t, x), t, &mut new);
            let min = if t == Type::F32 {
                f64::from(f32::MIN_POSITIVE)
            } else {
                f64::MIN_POSITIVE
            };
            let (min, zero, inf) = (
                fconst(func, t, min),
                fconst(func, t, 0.0),
                fconst(func, t, f64::INFINITY),
            );
            let normal = fcmp(func, like, Cond::Oge, t, a, min, &mut new);
            let normal = emit(func, like, zext(normal), int, &mut new);
            let three = iconst(func, int, 3);
            let mut r = binary(func, like, BinOp::Add, int, three, normal, &mut new);
            for (cond, rhs, class) in [(Cond::Oeq, zero, 2), (Cond::Oeq, inf, 1)] {
                let is = fcmp(func, like, cond, t, a, rhs, &mut new);
                let is = emit(func, like, zext(is), int, &mut new);
                let class = iconst(func, int, class);
                r = choose(func, like, is, class, r, &mut new);
            }
            let nan = fcmp(func, like, Cond::Une, t, a, a, &mut new);
            let nan = emit(func, like, zext(nan), int, &mut new);
            let class = iconst(func, int, 0);
            let kept = chosen_bits(func, like, nan, class, r, &mut new);
            InstKind::binary(BinOp::Xor, int, r, kept)
        }
    };
    let last = func.insts.push(InstData {
        kind,
        result: Some(result),
    });
    func.positions.copy_inst(like, last);
    func.values[result].def = ValueDef::Inst(last);
    new.push(last);
    new
}

/// Split `b` at its `at`-th instruction, the `sqrt` call `call`... (see the module's
/// comment): `b` computes the instruction and branches on `x < 0` to a block holding the
/// call, and both go to a block joining their results under the call's old result.
fn split_sqrt(func: &mut Function, b: Block, at: usize, x: Value, result: Value) {
    let insts = func.block_insts(b).to_vec();
    let call = insts[at];
    let rest = insts[at + 1..].to_vec();
    let t = func.value_type(x);
    let errno = func.add_block("sqrt.errno");
    let join = func.add_block("sqrt.join");

    func.truncate_insts(b, at);
    let mut new = Vec::new();
    let fast = emit(func, call, unary(UnOp::Sqrt, t, x), t, &mut new);
    let zero = fconst(func, t, 0.0);
    let negative = fcmp(func, call, Cond::Olt, t, x, zero, &mut new);
    for n in new {
        func.push_inst(b, n);
    }
    let term = func.blocks[b]
        .term
        .take()
        .expect("a block has a terminator");
    let term_position = func.positions.term(b);
    let call_position = func.positions.inst(call);

    // The call, now with a result of its own, alone in the errno block, and `cold`: code
    // generation makes it through a stub that clobbers no register (`codegen::cold_call`),
    // so the values live across it are not spilled on the path that does not call.
    let called = func.add_value(t, ValueDef::Inst(call), None);
    func.insts[call].result = Some(called);
    if let InstKind::Call(data) = &mut func.insts[call].kind {
        data.cold = true;
    }
    func.push_inst(errno, call);
    func.blocks[errno].term = Some(Terminator::Jump(join));
    func.positions.set_term(errno, call_position);

    func.move_tail(b, &rest, (term, term_position), join, [errno]);
    func.define_by_phi(join, result, vec![(b, fast), (errno, called)]);
    func.blocks[b].term = Some(Terminator::Br {
        cond: negative,
        then_dest: errno,
        else_dest: join,
        hint: BranchHint::Unlikely,
    });
    func.positions.set_term(b, call_position);
}

/// `flag ? a : b` for an `int` `flag` of 0 or 1, as `b ^ ((a ^ b) & -flag)`.
fn choose(
    func: &mut Function,
    like: Inst,
    flag: Value,
    a: Value,
    b: Value,
    new: &mut Vec<Inst>,
) -> Value {
    let kept = chosen_bits(func, like, flag, a, b, new);
    binary(func, like, BinOp::Xor, Type::I32, b, kept, new)
}

/// `(a ^ b) & -flag`, which turns `b` into `flag ? a : b` (see [`choose`]).
fn chosen_bits(
    func: &mut Function,
    like: Inst,
    flag: Value,
    a: Value,
    b: Value,
    new: &mut Vec<Inst>,
) -> Value {
    let int = Type::I32;
    let zero = iconst(func, int, 0);
    let mask = binary(func, like, BinOp::Sub, int, zero, flag, new);
    let diff = binary(func, like, BinOp::Xor, int, a, b, new);
    binary(func, like, BinOp::And, int, diff, mask, new)
}

fn binary(
    func: &mut Function,
    like: Inst,
    op: BinOp,
    ty: Type,
    lhs: Value,
    rhs: Value,
    new: &mut Vec<Inst>,
) -> Value {
    emit(func, like, InstKind::binary(op, ty, lhs, rhs), ty, new)
}

fn bitcast(from: Type, to: Type, arg: Value) -> InstKind {
    InstKind::Cast {
        op: CastOp::Bitcast,
        from,
        to,
        arg,
    }
}

fn iconst(func: &mut Function, t: Type, k: i64) -> Value {
    func.add_value(t, ValueDef::IConst(t.sign_extend(k)), None)
}

fn unary(op: UnOp, ty: Type, arg: Value) -> InstKind {
    InstKind::Unary { op, ty, arg }
}

fn zext(flag: Value) -> InstKind {
    InstKind::Cast {
        op: CastOp::Zext,
        from: Type::I8,
        to: Type::I32,
        arg: flag,
    }
}

fn fconst(func: &mut Function, t: Type, k: f64) -> Value {
    func.add_value(t, ValueDef::FConst(k.to_bits()), None)
}

fn fcmp(
    func: &mut Function,
    like: Inst,
    cond: Cond,
    ty: Type,
    lhs: Value,
    rhs: Value,
    new: &mut Vec<Inst>,
) -> Value {
    let kind = InstKind::Fcmp { cond, ty, lhs, rhs };
    emit(func, like, kind, Type::I8, new)
}

/// A new instruction at `like`'s place in the source, appended to `new`; its result.
fn emit(func: &mut Function, like: Inst, kind: InstKind, ty: Type, new: &mut Vec<Inst>) -> Value {
    let (inst, result) = super::sroa::make(func, like, kind, Some(ty), None);
    new.push(inst);
    result
}

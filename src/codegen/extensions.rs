//! Extensions made cheaper: loads made extended, and sign extensions of values known not
//! to be negative made zero extensions.
//!
//! Extending loads: a narrow integer load whose value C widens (`unsigned char` promoted to
//! `int`, an `int` index widened to a pointer's width) becomes one of Cranelift's extending
//! loads (`uload8`, `sload16`, `uload32`...), so that the extension is the load's own.
//!
//! ```text
//!   %0 = load i8, %p                 v1 = uload8.i32 v0
//!   %1 = zext i8 %0 to i32           (%1 is v1; %0, if used elsewhere, is ireduce.i8 v1)
//! ```
//!
//! Cranelift folds an extension into its load only when the load has no other use, and its
//! e-graph makes other uses: `zext i32 (zext i8 %0)` is rewritten `zext %0`, so the byte gets
//! two readers, and x86-64 then loads it with `movzbq` and extends it again with `movzbl`.
//! An extension of an extension of a loaded value counts as one (`zext i64 (zext i32 %0)`).
//! Loaded already extended, the value needs nothing more; a use of the narrow value takes
//! its low bits (`ireduce`, no instruction on either target).
//!
//! A `sext` of a value whose sign bit is known clear (`x & 0x7f`, `x >> 3` unsigned, a
//! zero-extended byte, and `&`, `|`, `^` of such) is made a `uextend`: on x86-64 a 32-bit
//! operation already clears the upper half of its register, so the zero extension costs no
//! instruction, where the sign extension is a `movslq`. C code widens `int` indices and
//! masks this way all the time (`aData + (get2byte(p) & mask)`).

use crate::ir::{self, BinOp, CastOp, InstKind, Type, ValueDef};
use cranelift_entity::SecondaryMap;

/// How a load is made: the extension and the width it loads to.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct WideLoad {
    pub signed: bool,
    pub to: Type,
}

/// A load's widening uses: for zero, then sign extension, how many there are and the widest
/// type one asks for.
type Widenings = [(usize, Option<Type>); 2];

/// For each load result of `f` to be loaded extended, how. A load qualifies when it is a
/// non-volatile `i8`, `i16` or `i32` load and some `zext` or `sext` widens its value to
/// `i32` or `i64`: it is loaded with the extension its widening uses ask for most (zero on
/// a tie), to the widest type they want.
pub(super) fn plan(f: &ir::Function) -> SecondaryMap<ir::Value, Option<WideLoad>> {
    let mut uses: SecondaryMap<ir::Value, Option<Widenings>> = SecondaryMap::new();
    for &b in &f.layout {
        for &i in f.block_insts(b) {
            let &InstKind::Cast { op, to, arg, .. } = &f.insts[i].kind else {
                continue;
            };
            let Some((load, signed)) = of_load(f, op, arg) else {
                continue;
            };
            let wider = narrow_load(f, load).is_some_and(|ty| ty.bytes() < to.bytes());
            if !matches!(to, Type::I32 | Type::I64) || !wider {
                continue;
            }
            let kinds = uses[load].get_or_insert([(0, None), (0, None)]);
            let (count, widest) = &mut kinds[usize::from(signed)];
            *count += 1;
            *widest = Some(match *widest {
                Some(w) if w.bytes() >= to.bytes() => w,
                _ => to,
            });
        }
    }
    let mut plan = SecondaryMap::new();
    for (v, kinds) in uses.iter() {
        let Some([(zero, zero_to), (sign, sign_to)]) = *kinds else {
            continue;
        };
        plan[v] = match sign > zero {
            true => sign_to.map(|to| WideLoad { signed: true, to }),
            false => zero_to.map(|to| WideLoad { signed: false, to }),
        };
    }
    plan
}

/// If `op` (a cast) of `arg` extends a narrow load's value, directly or through one more
/// extension (`zext i64 (zext i32 %byte)`), that load's result and whether the whole is a
/// sign extension (a sign extension of a zero extension is a zero extension).
pub(super) fn of_load(f: &ir::Function, op: CastOp, arg: ir::Value) -> Option<(ir::Value, bool)> {
    let outer = match op {
        CastOp::Zext => false,
        CastOp::Sext => true,
        _ => return None,
    };
    if narrow_load(f, arg).is_some() {
        return Some((arg, outer));
    }
    let ValueDef::Inst(i) = f.values[arg].def else {
        return None;
    };
    let InstKind::Cast {
        op: inner,
        arg: load,
        ..
    } = f.insts[i].kind
    else {
        return None;
    };
    narrow_load(f, load)?;
    match (outer, inner) {
        (_, CastOp::Zext) => Some((load, false)),
        (true, CastOp::Sext) => Some((load, true)),
        _ => None,
    }
}

/// The type `v` loads, if it is the result of a non-volatile load of an `i8`, `i16` or
/// `i32`.
fn narrow_load(f: &ir::Function, v: ir::Value) -> Option<Type> {
    let ValueDef::Inst(i) = f.values[v].def else {
        return None;
    };
    match f.insts[i].kind {
        InstKind::Load {
            ty: ty @ (Type::I8 | Type::I16 | Type::I32),
            volatile: false,
            ..
        } => Some(ty),
        _ => None,
    }
}

/// Is the sign bit of `v` (an integer value) known to be clear? Looks through `depth` levels
/// of `&`, `|` and `^`.
pub(super) fn non_negative(f: &ir::Function, v: ir::Value, depth: u32) -> bool {
    let ty = f.values[v].ty;
    let constant = |v: ir::Value| match f.values[v].def {
        ValueDef::IConst(k) => Some(f.values[v].ty.sign_extend(k)),
        _ => None,
    };
    match f.values[v].def {
        ValueDef::IConst(k) => ty.sign_extend(k) >= 0,
        ValueDef::Inst(i) => match f.insts[i].kind {
            InstKind::Cast {
                op: CastOp::Zext,
                from,
                to,
                ..
            } => from.bytes() < to.bytes(),
            InstKind::Binary { op, lhs, rhs, .. } => {
                let deeper = |v| depth > 0 && non_negative(f, v, depth - 1);
                match op {
                    BinOp::And => deeper(lhs) || deeper(rhs),
                    BinOp::Or | BinOp::Xor => deeper(lhs) && deeper(rhs),
                    BinOp::LShr => constant(rhs).is_some_and(|k| k > 0),
                    BinOp::URem => constant(rhs).is_some_and(|k| k > 0),
                    BinOp::UDiv => constant(rhs).is_some_and(|k| k > 1),
                    _ => false,
                }
            }
            _ => false,
        },
        _ => false,
    }
}

//! Integer constant expressions (6.6): evaluation of a checked expression to a value, used for
//! case labels, array sizes and the initializers of static storage.

use super::types::Type;
use crate::ast::{BinaryOp, Expr, ExprKind, UnaryOp};

/// Reduce `v` to a value of the integer type `ty`: wrap to its width, then sign- or
/// zero-extend back to 64 bits. The result is the C value of `ty`, as an `i64` (an
/// `unsigned long` above `i64::MAX` keeps its bits).
pub fn wrap(v: i64, ty: &Type) -> i64 {
    match ty {
        Type::Bool => (v != 0) as i64,
        Type::Int { size, signed } if *size < 8 => {
            let bits = *size as u32 * 8;
            let shift = 64 - bits;
            if *signed {
                (v << shift) >> shift
            } else {
                ((v as u64) << shift >> shift) as i64
            }
        }
        _ => v,
    }
}

/// The value of an integer constant expression, or `None` if `e` is not one.
pub fn eval_int(e: &Expr) -> Option<i64> {
    let ty = e.ty();
    let v = match &e.kind {
        ExprKind::IntLit(v) => *v as i64,
        ExprKind::ImplicitCast(arg) | ExprKind::Cast(_, arg)
            if arg.ty().is_pointer() && ty.is_integer() =>
        {
            null_based_address(arg)?
        }
        ExprKind::ImplicitCast(arg) | ExprKind::Cast(_, arg) => {
            if !arg.ty().is_integer() || !(ty.is_integer() || ty.is_pointer()) {
                return None;
            }
            eval_int(arg)?
        }
        ExprKind::Unary(op, arg) => {
            let a = eval_int(arg)?;
            match op {
                UnaryOp::Plus => a,
                UnaryOp::Neg => a.wrapping_neg(),
                UnaryOp::BitNot => !a,
                UnaryOp::LogNot => (a == 0) as i64,
                UnaryOp::Deref | UnaryOp::AddrOf => return None,
            }
        }
        ExprKind::Binary(op, l, r) => binary(*op, l, r)?,
        ExprKind::Conditional(c, t, f) => {
            if eval_int(c)? != 0 {
                eval_int(t)?
            } else {
                eval_int(f)?
            }
        }
        _ => return None,
    };
    Some(wrap(v, &ty))
}

/// The value of a pointer computed from a null pointer by member access, indexing and
/// pointer arithmetic, like the `&((T *)0)->member` that `offsetof` expands to: gcc folds its
/// conversion to an integer into an integer constant, so it may size arrays and initialize
/// statics.
fn null_based_address(e: &Expr) -> Option<i64> {
    match &e.kind {
        ExprKind::ImplicitCast(arg) | ExprKind::Cast(_, arg) => match arg.ty() {
            t if t.is_integer() => eval_int(arg),
            t if t.is_pointer() => null_based_address(arg),
            Type::Array(..) => null_based_lvalue(arg),
            _ => None,
        },
        ExprKind::Unary(UnaryOp::AddrOf, lvalue) => null_based_lvalue(lvalue),
        ExprKind::Binary(op @ (BinaryOp::Add | BinaryOp::Sub), l, r) if l.ty().is_pointer() => {
            let step = eval_int(r)?.wrapping_mul(l.ty().pointee()?.size()? as i64);
            let base = null_based_address(l)?;
            Some(if *op == BinaryOp::Add {
                base.wrapping_add(step)
            } else {
                base.wrapping_sub(step)
            })
        }
        _ => None,
    }
}

/// The address of an lvalue designated through a null-based pointer (see
/// `null_based_address`).
fn null_based_lvalue(e: &Expr) -> Option<i64> {
    match &e.kind {
        ExprKind::Unary(UnaryOp::Deref, p) => null_based_address(p),
        ExprKind::Arrow(base, name) => match base.ty().pointee()? {
            Type::Struct(st) => {
                Some(null_based_address(base)?.wrapping_add(st.member(name)?.0 as i64))
            }
            _ => None,
        },
        ExprKind::Member(base, name) => match base.ty() {
            Type::Struct(st) => {
                Some(null_based_lvalue(base)?.wrapping_add(st.member(name)?.0 as i64))
            }
            _ => None,
        },
        ExprKind::Index(base, index) => {
            let (p, i) = if base.ty().is_pointer() {
                (base, index)
            } else {
                (index, base)
            };
            let step = eval_int(i)?.wrapping_mul(e.ty().size()? as i64);
            Some(null_based_address(p)?.wrapping_add(step))
        }
        _ => None,
    }
}

fn binary(op: BinaryOp, l: &Expr, r: &Expr) -> Option<i64> {
    let a = eval_int(l)?;
    // `&&` and `||` do not evaluate (or require constancy of) an operand they skip.
    match op {
        BinaryOp::LogAnd if a == 0 => return Some(0),
        BinaryOp::LogOr if a != 0 => return Some(1),
        _ => {}
    }
    let b = eval_int(r)?;
    // Operands have been converted to a common type, except for shifts.
    let unsigned = !l.ty().is_signed() && l.ty().is_integer();
    let bits = l.ty().size().unwrap_or(4) as u32 * 8;
    let (ua, ub) = (a as u64, b as u64);
    Some(match op {
        BinaryOp::Mul => a.wrapping_mul(b),
        BinaryOp::Div | BinaryOp::Rem if b == 0 => return None,
        BinaryOp::Div if unsigned => (ua / ub) as i64,
        BinaryOp::Div => a.wrapping_div(b),
        BinaryOp::Rem if unsigned => (ua % ub) as i64,
        BinaryOp::Rem => a.wrapping_rem(b),
        BinaryOp::Add => a.wrapping_add(b),
        BinaryOp::Sub => a.wrapping_sub(b),
        BinaryOp::Shl => a.wrapping_shl(b as u32 % bits),
        BinaryOp::Shr if unsigned => (ua >> (b as u32 % bits)) as i64,
        BinaryOp::Shr => a >> (b as u32 % bits),
        BinaryOp::Lt if unsigned => (ua < ub) as i64,
        BinaryOp::Gt if unsigned => (ua > ub) as i64,
        BinaryOp::Le if unsigned => (ua <= ub) as i64,
        BinaryOp::Ge if unsigned => (ua >= ub) as i64,
        BinaryOp::Lt => (a < b) as i64,
        BinaryOp::Gt => (a > b) as i64,
        BinaryOp::Le => (a <= b) as i64,
        BinaryOp::Ge => (a >= b) as i64,
        BinaryOp::Eq => (a == b) as i64,
        BinaryOp::Ne => (a != b) as i64,
        BinaryOp::BitAnd => a & b,
        BinaryOp::BitXor => a ^ b,
        BinaryOp::BitOr => a | b,
        BinaryOp::LogAnd | BinaryOp::LogOr => (b != 0) as i64,
    })
}

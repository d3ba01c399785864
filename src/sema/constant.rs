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
        ExprKind::ImplicitCast(arg) | ExprKind::Cast(_, arg) => {
            // An integer converted to an integer or a pointer, or an integer-valued pointer
            // converted to another pointer type: `(int *)(void *)0`, the null pointer a
            // `NULL` initializer of a non-void pointer becomes.
            let int_to_scalar = arg.ty().is_integer() && (ty.is_integer() || ty.is_pointer());
            let ptr_to_ptr = arg.ty().is_pointer() && ty.is_pointer();
            if !int_to_scalar && !ptr_to_ptr {
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

//! Integer constant expressions (6.6): evaluation of a checked expression to a value, used for
//! case labels, array sizes and the initializers of static storage.

use crate::ast::{BinaryOp, Expr, ExprKind, UnaryOp};
use crate::target::long_double::{self as ld, Format};
use crate::types::Type;

/// Reduce `v` to a value of the integer type `ty`: wrap to its width, then sign- or
/// zero-extend back to 64 bits. The result is the C value of `ty`, as an `i64` (an
/// `unsigned long` above `i64::MAX` keeps its bits; an `__int128` keeps its low 64 bits).
pub fn wrap(v: i64, ty: &Type) -> i64 {
    wrap128(i128::from(v), ty) as i64
}

/// Reduce `v` to a value of the integer type `ty` (up to `__int128`): wrap to its width,
/// then sign- or zero-extend back. Every value of every integer type is exact here, except
/// an `unsigned __int128` above `i128::MAX`, which keeps its bits.
pub fn wrap128(v: i128, ty: &Type) -> i128 {
    match ty {
        Type::Bool => (v != 0) as i128,
        Type::Int { size, signed, .. } if *size < 16 => {
            let shift = 128 - *size as u32 * 8;
            if *signed {
                (v << shift) >> shift
            } else {
                ((v as u128) << shift >> shift) as i128
            }
        }
        _ => v,
    }
}

/// The value of an integer constant expression, or `None` if `e` is not one; an
/// `__int128` value is cut to its low 64 bits (see `eval_int128`).
pub fn eval_int(e: &Expr) -> Option<i64> {
    eval_int128(e).map(|v| v as i64)
}

/// The value of an integer constant expression of any width, or `None` if `e` is not one.
/// Expressions are evaluated in 128 bits, each result wrapped to its type (`wrap128`).
pub fn eval_int128(e: &Expr) -> Option<i128> {
    eval_int128_on(e, None)
}

/// `eval_int128` for a target whose `long double` format is `ld`: a `long double`
/// operand converted to an integer (`(int)(10.0L / 3)`) is then computed in that format,
/// as gcc folds it; without a format it is approximated by a `double`.
pub fn eval_int128_on(e: &Expr, ld: Option<Format>) -> Option<i128> {
    // The tree can be as deep as the source is long (see `stack::grow_stack`).
    crate::stack::grow_stack(|| eval_int_here(e, ld))
}

fn eval_int_here(e: &Expr, ld: Option<Format>) -> Option<i128> {
    let eval_int128 = |e| eval_int128_on(e, ld);
    let ty = e.ty();
    let v = match &e.kind {
        ExprKind::IntLit(v) => i128::from(*v),
        // A structure or union is not a number (a GNU cast to a union type).
        ExprKind::ImplicitCast(_) | ExprKind::Cast(..) if ty.is_struct() => return None,
        ExprKind::ImplicitCast(arg) | ExprKind::Cast(_, arg) => {
            // Conversions among integers and pointers keep the value: `(void *)0` converted
            // to `const char *`, or the address `&((T *)0)->m` of the traditional
            // `offsetof` converted to `size_t` (gcc folds both). Only addresses computed from
            // integers are evaluated here; a symbol's address is not a number.
            let from = arg.ty();
            if matches!(from, Type::Array(..)) && ty.is_pointer() {
                return lvalue_address(arg).map(i128::from);
            }
            // A floating constant converted to an integer type (`(int)3.7`, 6.6p6).
            if let (Type::Float { size: 16, .. }, Some(fmt)) = (&from, ld) {
                return Some(long_double_to_integer(
                    eval_long_double(arg, fmt)?,
                    fmt,
                    &ty,
                ));
            }
            if from.is_float() && ty.is_integer() {
                return Some(float_to_integer(eval_float_on(arg, ld)?, &ty));
            }
            let scalar = |t: &Type| t.is_integer() || t.is_pointer();
            if !scalar(&from) || !scalar(&ty) {
                return None;
            }
            eval_int128(arg)?
        }
        ExprKind::Unary(UnaryOp::AddrOf, lvalue) => i128::from(lvalue_address(lvalue)?),
        ExprKind::Unary(op, arg) => {
            let a = eval_int128(arg)?;
            match op {
                UnaryOp::Plus => a,
                UnaryOp::Neg => a.wrapping_neg(),
                UnaryOp::BitNot => !a,
                UnaryOp::LogNot => (a == 0) as i128,
                UnaryOp::Deref | UnaryOp::AddrOf | UnaryOp::Real | UnaryOp::Imag => return None,
            }
        }
        ExprKind::Binary(op @ (BinaryOp::Add | BinaryOp::Sub), l, r, _)
            if l.ty().is_pointer() || r.ty().is_pointer() =>
        {
            i128::from(pointer_arithmetic(*op, l, r)?)
        }
        ExprKind::Binary(op, l, r, _) => binary(*op, l, r, ld)?,
        ExprKind::Conditional(c, t, f) => {
            if eval_int128(c)? != 0 {
                eval_int128(t)?
            } else {
                eval_int128(f)?
            }
        }
        ExprKind::BinaryConditional(c, f, _) => match eval_int128(c)? {
            0 => eval_int128(f)?,
            v => v,
        },
        // GNU C's `&&label` is the label's number (see `lower::stmt`), a constant.
        ExprKind::LabelAddr(_, Some(n), _) => i128::from(*n),
        _ => return None,
    };
    Some(wrap128(v, &ty))
}

/// The representation in `fmt` of an arithmetic constant expression of type `long double`
/// (6.6p8), folded as gcc folds it: each operation rounded once to `fmt`
/// (`long_double::arith`), never through `double`.
pub fn eval_long_double(e: &Expr, fmt: Format) -> Option<[u8; 16]> {
    // The tree can be as deep as the source is long (see `stack::grow_stack`).
    crate::stack::grow_stack(|| eval_long_double_here(e, fmt))
}

fn eval_long_double_here(e: &Expr, fmt: Format) -> Option<[u8; 16]> {
    match &e.kind {
        ExprKind::LongFloatLit(_, text) => Some(match text.strip_prefix("0x") {
            Some(hex) => ld::from_literal(hex, true, fmt),
            None => ld::from_literal(text, false, fmt),
        }),
        ExprKind::ImplicitCast(arg) | ExprKind::Cast(_, arg) => {
            let from = arg.ty();
            match from {
                Type::Float { size: 16, .. } => eval_long_double(arg, fmt),
                Type::Float { .. } => Some(ld::from_f64(eval_float_on(arg, Some(fmt))?, fmt)),
                _ if from.is_integer() => Some(ld::from_int(
                    eval_int128_on(arg, Some(fmt))?,
                    !from.is_signed(),
                    fmt,
                )),
                _ => None,
            }
        }
        ExprKind::Unary(UnaryOp::Neg, arg) => Some(ld::negate(eval_long_double(arg, fmt)?, fmt)),
        ExprKind::Unary(UnaryOp::Plus, arg) => eval_long_double(arg, fmt),
        ExprKind::Binary(op, l, r, _) => {
            let op = match op {
                BinaryOp::Add => ld::Op::Add,
                BinaryOp::Sub => ld::Op::Sub,
                BinaryOp::Mul => ld::Op::Mul,
                BinaryOp::Div => ld::Op::Div,
                _ => return None,
            };
            let (a, b) = (eval_long_double(l, fmt)?, eval_long_double(r, fmt)?);
            Some(ld::arith(op, a, b, fmt))
        }
        ExprKind::Conditional(c, t, f) => {
            let taken = match c.ty() {
                Type::Float { size: 16, .. } => ld::is_nonzero(eval_long_double(c, fmt)?, fmt),
                _ if c.ty().is_float() => eval_float_on(c, Some(fmt))? != 0.0,
                _ => eval_int128_on(c, Some(fmt))? != 0,
            };
            eval_long_double(if taken { t } else { f }, fmt)
        }
        ExprKind::Unary(op @ (UnaryOp::Real | UnaryOp::Imag), arg) if arg.ty().is_complex() => {
            let (re, im) = eval_complex_long_double(arg, fmt)?;
            Some(if *op == UnaryOp::Real { re } else { im })
        }
        // What sema makes of `__builtin_infl()` and the like.
        ExprKind::FloatLit(v) => Some(ld::from_f64(*v, fmt)),
        _ => None,
    }
}

/// The value of a complex constant expression of type `float _Complex` or `double
/// _Complex`: its real and imaginary parts, each rounded to the type's real type. A real
/// operand of `+`, `-`, `*` and `/` is used as one part, as gcc computes it, except the
/// dividend of a complex divisor, which is made complex. `*` and `/` of two complex
/// operands are folded as gcc folds them in an initializer (`long_double::complex`).
pub fn eval_complex(e: &Expr) -> Option<(f64, f64)> {
    eval_complex_on(e, None)
}

/// `eval_complex` for a target whose `long double` format is `ld`: a `long double
/// _Complex` operand converted to the result's type is folded in that format.
pub fn eval_complex_on(e: &Expr, ld: Option<Format>) -> Option<(f64, f64)> {
    crate::stack::grow_stack(|| eval_complex_here(e, ld, Fold::Initializer))
}

/// Where a complex constant is folded: gcc folds `*` and `/` of two complex constants
/// whatever their values in an initializer, and elsewhere only when the operands and the
/// result are finite and the result exact in its format (`long_double::complex::fold`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Fold {
    Initializer,
    Expression,
}

/// `l op r`, of complex type with real type `part`, where gcc's `c_fully_fold` makes it a
/// constant outside an initializer: `*` of two complex constants or `/` by a complex
/// constant, when operands and result are finite and the result is exact in its format
/// (`Fold::Expression`). The parts' bytes in `fmt`, which holds `float` and `double`
/// values exactly; `None` where the operation is left to `__muldc3`, `__divdc3`...
pub fn fold_complex_binary(
    op: BinaryOp,
    l: &Expr,
    r: &Expr,
    part: &Type,
    fmt: Format,
) -> Option<([u8; 16], [u8; 16])> {
    let complex_operands = match op {
        BinaryOp::Mul => l.ty().is_complex() && r.ty().is_complex(),
        BinaryOp::Div => r.ty().is_complex(),
        _ => false,
    };
    if !complex_operands {
        return None;
    }
    let kind = match part.size() {
        Some(4) => ld::complex::Part::Float,
        Some(8) => ld::complex::Part::Double,
        _ => ld::complex::Part::Long,
    };
    let operand = |e: &Expr| -> Option<([u8; 16], [u8; 16])> {
        match (e.ty().is_complex(), kind) {
            (false, ld::complex::Part::Long) => Some((real_as_long_double(e, fmt)?, [0; 16])),
            (false, _) => Some((ld::from_f64(real_value(e)?, fmt), [0; 16])),
            (true, ld::complex::Part::Long) => {
                eval_complex_long_double_here(e, fmt, Fold::Expression)
            }
            (true, _) => {
                let (re, im) = eval_complex_here(e, Some(fmt), Fold::Expression)?;
                Some((ld::from_f64(re, fmt), ld::from_f64(im, fmt)))
            }
        }
    };
    let ((a, b), (c, d)) = (operand(l)?, operand(r)?);
    fold_mul_div(op, [a, b, c, d], fmt, kind, Fold::Expression)
}

/// `Some(negative)` if `e` is a constant gcc's folding takes for one or minus one
/// (`real_onep`, `real_minus_onep`): a real constant exactly 1 or -1, or a complex one whose
/// real part is exactly 1 or -1 and whose imaginary part is a zero of either sign. `fmt` is
/// the target's `long double` format.
pub fn unit_constant(e: &Expr, fmt: Format) -> Option<bool> {
    let one = |bytes: [u8; 16]| {
        [false, true]
            .into_iter()
            .find(|&negative| bytes == ld::from_f64(if negative { -1.0 } else { 1.0 }, fmt))
    };
    let ty = e.ty();
    if !ty.is_complex() {
        return ty
            .is_arithmetic()
            .then(|| real_as_long_double(e, fmt))
            .flatten()
            .and_then(one);
    }
    let (re, im) = match ty.real_part().size() {
        Some(4 | 8) => {
            let (re, im) = eval_complex_here(e, Some(fmt), Fold::Expression)?;
            (ld::from_f64(re, fmt), ld::from_f64(im, fmt))
        }
        _ => eval_complex_long_double_here(e, fmt, Fold::Expression)?,
    };
    let zero = im == ld::from_f64(0.0, fmt) || im == ld::from_f64(-0.0, fmt);
    one(re).filter(|_| zero)
}

/// `(a + bi) op (c + di)` of two complex constants, folded as gcc folds it; `fmt` holds
/// the parts (it holds every `float` and `double` exactly).
fn fold_mul_div(
    op: BinaryOp,
    parts: [[u8; 16]; 4],
    fmt: Format,
    part: ld::complex::Part,
    mode: Fold,
) -> Option<([u8; 16], [u8; 16])> {
    let op = match op {
        BinaryOp::Mul => ld::complex::ComplexOp::Mul,
        _ => ld::complex::ComplexOp::Div,
    };
    ld::complex::fold(op, parts, fmt, part, mode == Fold::Expression)
}

fn eval_complex_here(e: &Expr, ld: Option<Format>, mode: Fold) -> Option<(f64, f64)> {
    let eval_complex = |e: &Expr| crate::stack::grow_stack(|| eval_complex_here(e, ld, mode));
    let ty = e.ty();
    let Type::Complex(part) = &ty else {
        return Some((real_value(e)?, 0.0));
    };
    // `long double` parts are folded in the target's format (`eval_complex_long_double`);
    // a `double` could not hold them.
    if part.size() == Some(16) {
        return None;
    }
    if let ExprKind::ImplicitCast(arg) | ExprKind::Cast(_, arg) = &e.kind {
        if arg.ty().is_complex() && arg.ty().real_part().size() == Some(16) {
            let fmt = ld?;
            let (re, im) =
                crate::stack::grow_stack(|| eval_complex_long_double_here(arg, fmt, mode))?;
            return Some(match part.size() {
                Some(4) => (
                    f64::from(ld::to_f32(re, fmt)),
                    f64::from(ld::to_f32(im, fmt)),
                ),
                _ => (ld::to_f64(re, fmt), ld::to_f64(im, fmt)),
            });
        }
    }
    // An operand as its parts, `None` for a real operand's imaginary part.
    let parts = |e: &Expr| -> Option<(f64, Option<f64>)> {
        match e.ty().is_complex() {
            true => eval_complex(e).map(|(r, i)| (r, Some(i))),
            false => real_value(e).map(|r| (r, None)),
        }
    };
    let (re, im) = match &e.kind {
        ExprKind::ImplicitCast(arg) | ExprKind::Cast(_, arg) => eval_complex(arg)?,
        ExprKind::Builtin(crate::builtins::Builtin::Complex, args) => {
            (eval_float(&args[0])?, eval_float(&args[1])?)
        }
        ExprKind::Unary(UnaryOp::Neg, arg) => {
            let (r, i) = eval_complex(arg)?;
            (-r, -i)
        }
        ExprKind::Unary(UnaryOp::Plus, arg) => eval_complex(arg)?,
        ExprKind::Unary(UnaryOp::BitNot, arg) => {
            let (r, i) = eval_complex(arg)?;
            (r, -i)
        }
        ExprKind::Binary(op, l, r, _) => {
            let ((a, b), (c, d)) = (parts(l)?, parts(r)?);
            let z = |v: Option<f64>| v.unwrap_or(0.0);
            match (op, b, d) {
                (BinaryOp::Add, ..) => (a + c, z(b) + z(d)),
                (BinaryOp::Sub, _, None) => (a - c, z(b)),
                (BinaryOp::Sub, ..) => (a - c, z(b) - z(d)),
                (BinaryOp::Mul, Some(_), Some(_)) | (BinaryOp::Div, _, Some(_)) => {
                    let fmt = ld.unwrap_or(Format::X87);
                    let kind = match part.size() {
                        Some(4) => ld::complex::Part::Float,
                        _ => ld::complex::Part::Double,
                    };
                    let parts = [a, z(b), c, z(d)].map(|v| ld::from_f64(v, fmt));
                    let (re, im) = fold_mul_div(*op, parts, fmt, kind, mode)?;
                    (ld::to_f64(re, fmt), ld::to_f64(im, fmt))
                }
                (BinaryOp::Mul, b, d) => (a * c, z(b) * c + a * z(d)),
                (BinaryOp::Div, b, None) => (a / c, z(b) / c),
                _ => return None,
            }
        }
        _ => return None,
    };
    let round = |v: f64| {
        if part.size() == Some(4) {
            v as f32 as f64
        } else {
            v
        }
    };
    Some((round(re), round(im)))
}

/// The value of a constant expression of type `long double _Complex` on a target whose
/// `long double` format is `fmt`: its parts' bytes, computed as `eval_complex` computes
/// them, each operation rounded once in that format.
pub fn eval_complex_long_double(e: &Expr, fmt: Format) -> Option<([u8; 16], [u8; 16])> {
    crate::stack::grow_stack(|| eval_complex_long_double_here(e, fmt, Fold::Initializer))
}

fn eval_complex_long_double_here(
    e: &Expr,
    fmt: Format,
    mode: Fold,
) -> Option<([u8; 16], [u8; 16])> {
    let zero = [0; 16];
    let ty = e.ty();
    if !ty.is_complex() {
        return Some((real_as_long_double(e, fmt)?, zero));
    }
    let part_is_ld = |t: &Type| t.real_part().size() == Some(16);
    let eval = |e: &Expr| match part_is_ld(&e.ty()) || !e.ty().is_complex() {
        true => crate::stack::grow_stack(|| eval_complex_long_double_here(e, fmt, mode)),
        // A `float` or `double` complex value converted: each part exactly.
        false => {
            let (re, im) = crate::stack::grow_stack(|| eval_complex_here(e, Some(fmt), mode))?;
            Some((ld::from_f64(re, fmt), ld::from_f64(im, fmt)))
        }
    };
    let parts = |e: &Expr| -> Option<([u8; 16], Option<[u8; 16]>)> {
        match e.ty().is_complex() {
            true => eval(e).map(|(r, i)| (r, Some(i))),
            false => real_as_long_double(e, fmt).map(|r| (r, None)),
        }
    };
    if !part_is_ld(&ty) {
        return None;
    }
    let op = |o, a, b| ld::arith(o, a, b, fmt);
    let neg = |a| ld::negate(a, fmt);
    Some(match &e.kind {
        ExprKind::ImplicitCast(arg) | ExprKind::Cast(_, arg) => eval(arg)?,
        ExprKind::Builtin(crate::builtins::Builtin::Complex, args) => (
            real_as_long_double(&args[0], fmt)?,
            real_as_long_double(&args[1], fmt)?,
        ),
        ExprKind::Unary(UnaryOp::Neg, arg) => {
            let (r, i) = eval(arg)?;
            (neg(r), neg(i))
        }
        ExprKind::Unary(UnaryOp::Plus, arg) => eval(arg)?,
        ExprKind::Unary(UnaryOp::BitNot, arg) => {
            let (r, i) = eval(arg)?;
            (r, neg(i))
        }
        ExprKind::Binary(bop, l, r, _) => {
            let ((a, b), (c, d)) = (parts(l)?, parts(r)?);
            let z = |v: Option<[u8; 16]>| v.unwrap_or(zero);
            use ld::Op::{Add, Div, Mul, Sub};
            match (bop, b, d) {
                (BinaryOp::Add, None, None) => (op(Add, a, c), zero),
                (BinaryOp::Add, Some(b), None) | (BinaryOp::Add, None, Some(b)) => {
                    (op(Add, a, c), b)
                }
                (BinaryOp::Add, Some(b), Some(d)) => (op(Add, a, c), op(Add, b, d)),
                (BinaryOp::Sub, b, None) => (op(Sub, a, c), z(b)),
                (BinaryOp::Sub, None, Some(d)) => (op(Sub, a, c), neg(d)),
                (BinaryOp::Sub, Some(b), Some(d)) => (op(Sub, a, c), op(Sub, b, d)),
                (BinaryOp::Mul, Some(_), Some(_)) | (BinaryOp::Div, _, Some(_)) => {
                    let parts = [a, z(b), c, z(d)];
                    fold_mul_div(*bop, parts, fmt, ld::complex::Part::Long, mode)?
                }
                (BinaryOp::Mul, Some(b), None) => (op(Mul, a, c), op(Mul, b, c)),
                (BinaryOp::Mul, None, Some(d)) => (op(Mul, a, c), op(Mul, a, d)),
                (BinaryOp::Mul, None, None) => (op(Mul, a, c), zero),
                (BinaryOp::Div, b, None) => (op(Div, a, c), op(Div, z(b), c)),
                _ => return None,
            }
        }
        _ => return None,
    })
}

/// A real constant expression's value in the `long double` format `fmt`.
fn real_as_long_double(e: &Expr, fmt: Format) -> Option<[u8; 16]> {
    match e.ty() {
        Type::Float { size: 16, .. } => eval_long_double(e, fmt),
        t if t.is_integer() => Some(ld::from_int(
            eval_int128_on(e, Some(fmt))?,
            !t.is_signed(),
            fmt,
        )),
        t if t.is_float() => Some(ld::from_f64(eval_float_on(e, Some(fmt))?, fmt)),
        _ => None,
    }
}

/// The value of a real constant expression, integer or floating, as a `double`.
fn real_value(e: &Expr) -> Option<f64> {
    match e.ty() {
        t if t.is_integer() && t.is_signed() => eval_int128_on(e, None).map(|v| v as f64),
        t if t.is_integer() => eval_int128_on(e, None).map(|v| v as u128 as f64),
        _ => eval_float(e),
    }
}

/// The value of an arithmetic constant expression of floating type (6.6p8), a `float`
/// one rounded to single precision.
pub fn eval_float(e: &Expr) -> Option<f64> {
    eval_float_on(e, None)
}

/// `eval_float` for a target whose `long double` format is `ld` (see `eval_int128_on`):
/// a `long double` operand is folded in that format and rounded once to the result's type.
pub fn eval_float_on(e: &Expr, ld: Option<Format>) -> Option<f64> {
    // The tree can be as deep as the source is long (see `stack::grow_stack`).
    crate::stack::grow_stack(|| eval_float_here(e, ld))
}

fn eval_float_here(e: &Expr, ld: Option<Format>) -> Option<f64> {
    let ty = e.ty();
    if !ty.is_float() {
        return None;
    }
    let eval_float = |e| eval_float_on(e, ld);
    let eval_int128 = |e| eval_int128_on(e, ld);
    let v = match &e.kind {
        ExprKind::ImplicitCast(arg) | ExprKind::Cast(_, arg)
            if ld.is_some() && arg.ty().is_long_double() && !ty.is_long_double() =>
        {
            let (bytes, fmt) = (eval_long_double(arg, ld?)?, ld?);
            match ty {
                Type::Float { size: 4, .. } => f64::from(ld::to_f32(bytes, fmt)),
                _ => ld::to_f64(bytes, fmt),
            }
        }
        ExprKind::FloatLit(v) | ExprKind::LongFloatLit(v, _) => *v,
        ExprKind::ImplicitCast(arg) | ExprKind::Cast(_, arg) => {
            let from = arg.ty();
            if from.is_float() {
                eval_float(arg)?
            } else if from.is_integer() && from.is_signed() {
                eval_int128(arg)? as f64
            } else if from.is_integer() {
                eval_int128(arg)? as u128 as f64
            } else if from.is_complex() {
                eval_complex(arg)?.0
            } else {
                return None;
            }
        }
        ExprKind::Unary(UnaryOp::Neg, arg) => -eval_float(arg)?,
        ExprKind::Unary(UnaryOp::Real, arg) => eval_complex_on(arg, ld)?.0,
        ExprKind::Unary(UnaryOp::Imag, arg) => eval_complex_on(arg, ld)?.1,
        ExprKind::Unary(UnaryOp::Plus, arg) => eval_float(arg)?,
        ExprKind::Binary(op, l, r, _) => {
            let (a, b) = (eval_float(l)?, eval_float(r)?);
            match op {
                BinaryOp::Add => a + b,
                BinaryOp::Sub => a - b,
                BinaryOp::Mul => a * b,
                BinaryOp::Div => a / b,
                _ => return None,
            }
        }
        ExprKind::Conditional(c, t, f) => {
            let taken = match eval_int(c) {
                Some(v) => v != 0,
                None => eval_float(c)? != 0.0,
            };
            eval_float(if taken { t } else { f })?
        }
        _ => return None,
    };
    Some(if matches!(ty, Type::Float { size: 4, .. }) {
        v as f32 as f64
    } else {
        v
    })
}

/// A `long double` converted to the integer type `ty` (6.3.1.4): truncated toward zero, or
/// compared with zero for `_Bool`. Out-of-range values are undefined in C; gcc's folding
/// saturates them to the type's range (a NaN gives 0), and so does this.
fn long_double_to_integer(v: [u8; 16], fmt: Format, ty: &Type) -> i128 {
    match ty {
        Type::Bool => ld::is_nonzero(v, fmt) as i128,
        Type::Int { size, signed, .. } => ld::to_int(v, fmt, *signed, *size as u32 * 8),
        // Sema converts floating values only to arithmetic types.
        _ => ld::to_int(v, fmt, true, 64),
    }
}

/// A floating value converted to the integer type `ty`, as `long_double_to_integer`
/// converts (a `double` is exact in the x87 format).
fn float_to_integer(v: f64, ty: &Type) -> i128 {
    long_double_to_integer(ld::from_f64(v, Format::X87), Format::X87, ty)
}

/// The address of an lvalue reached from a constant pointer, such as `((T *)0)->m.n[2]`.
fn lvalue_address(e: &Expr) -> Option<i64> {
    let member_offset = |ty: &Type, name: &str| match ty {
        Type::Struct(st) => st.member(name).map(|(offset, _)| offset as i64),
        _ => None,
    };
    match &e.kind {
        ExprKind::Unary(UnaryOp::Deref, p) => eval_int(p),
        ExprKind::Arrow(p, name) => {
            Some(eval_int(p)?.wrapping_add(member_offset(p.ty().pointee()?, name)?))
        }
        ExprKind::Member(base, name) => {
            Some(lvalue_address(base)?.wrapping_add(member_offset(&base.ty(), name)?))
        }
        ExprKind::Index(base, index) => {
            let size = e.ty().size()? as i64;
            let start = if base.ty().is_pointer() {
                eval_int(base)?
            } else {
                lvalue_address(base)?
            };
            Some(start.wrapping_add(eval_int(index)?.wrapping_mul(size)))
        }
        _ => None,
    }
}

/// `p + i`, `i + p`, `p - i` and `p - q` on constant addresses (such as `(int *)0 + 1`): the
/// integer operand counts elements, so it is scaled by the size of the pointed-to type.
fn pointer_arithmetic(op: BinaryOp, l: &Expr, r: &Expr) -> Option<i64> {
    let (a, b) = (eval_int(l)?, eval_int(r)?);
    let (lt, rt) = (l.ty(), r.ty());
    if lt.is_pointer() && rt.is_pointer() {
        let size = lt.pointee()?.size().filter(|&s| s > 0)? as i64;
        return (op == BinaryOp::Sub).then(|| a.wrapping_sub(b) / size);
    }
    let (p, i, pointee) = if lt.is_pointer() {
        (a, b, lt.pointee()?)
    } else {
        (b, a, rt.pointee()?)
    };
    // GNU C: `void *` arithmetic counts bytes.
    let size = if pointee.is_void() {
        1
    } else {
        pointee.size()?
    };
    let scaled = i.wrapping_mul(size as i64);
    Some(if op == BinaryOp::Sub {
        p.wrapping_sub(scaled)
    } else {
        p.wrapping_add(scaled)
    })
}

fn binary(op: BinaryOp, l: &Expr, r: &Expr, ld: Option<Format>) -> Option<i128> {
    let a = eval_int128_on(l, ld)?;
    // `&&` and `||` do not evaluate (or require constancy of) an operand they skip.
    match op {
        BinaryOp::LogAnd if a == 0 => return Some(0),
        BinaryOp::LogOr if a != 0 => return Some(1),
        _ => {}
    }
    let b = eval_int128_on(r, ld)?;
    // Operands have been converted to a common type, except for shifts.
    let unsigned = !l.ty().is_signed() && l.ty().is_integer();
    let bits = l.ty().size().unwrap_or(4) as u32 * 8;
    let (ua, ub) = (a as u128, b as u128);
    Some(match op {
        BinaryOp::Mul => a.wrapping_mul(b),
        BinaryOp::Div | BinaryOp::Rem if b == 0 => return None,
        BinaryOp::Div if unsigned => (ua / ub) as i128,
        BinaryOp::Div => a.wrapping_div(b),
        BinaryOp::Rem if unsigned => (ua % ub) as i128,
        BinaryOp::Rem => a.wrapping_rem(b),
        BinaryOp::Add => a.wrapping_add(b),
        BinaryOp::Sub => a.wrapping_sub(b),
        BinaryOp::Shl => a.wrapping_shl(b as u32 % bits),
        BinaryOp::Shr if unsigned => (ua >> (b as u32 % bits)) as i128,
        BinaryOp::Shr => a >> (b as u32 % bits),
        BinaryOp::Lt if unsigned => (ua < ub) as i128,
        BinaryOp::Gt if unsigned => (ua > ub) as i128,
        BinaryOp::Le if unsigned => (ua <= ub) as i128,
        BinaryOp::Ge if unsigned => (ua >= ub) as i128,
        BinaryOp::Lt => (a < b) as i128,
        BinaryOp::Gt => (a > b) as i128,
        BinaryOp::Le => (a <= b) as i128,
        BinaryOp::Ge => (a >= b) as i128,
        BinaryOp::Eq => (a == b) as i128,
        BinaryOp::Ne => (a != b) as i128,
        BinaryOp::BitAnd => a & b,
        BinaryOp::BitXor => a ^ b,
        BinaryOp::BitOr => a | b,
        BinaryOp::LogAnd | BinaryOp::LogOr => (b != 0) as i128,
    })
}

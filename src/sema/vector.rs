//! GNU C's vector types (`__attribute__((vector_size(N)))`) in expressions, as gcc 12 has
//! them in C: operators lane by lane, a scalar operand broadcast to every lane when it fits
//! the lanes' type, comparisons giving masks of 0 and -1, subscripts, and casts that keep
//! the bits of a vector of the same size. tcc-rs compiles vectors of 8 and 16 bytes.

use super::expr::convert;
use super::*;
use crate::builtins::Builtin;
use crate::types::IntKind;
use std::rc::Rc;

/// The lane type and lane count of a vector type.
pub(super) fn lanes(ty: &Type) -> Option<(Type, u64)> {
    match ty {
        Type::Vector(elem, size) => Some(((**elem).clone(), size / elem.size()?.max(1))),
        _ => None,
    }
}

/// The type of a comparison of vectors of type `ty`: signed integer lanes of the same
/// size, as many (`__vector(4) int` for `float` lanes).
pub fn mask_type(ty: &Type) -> Type {
    let Type::Vector(elem, size) = ty else {
        return ty.clone();
    };
    let lane = match elem.size() {
        Some(1) => Type::Int {
            size: 1,
            signed: true,
            kind: IntKind::Standard,
        },
        Some(2) => Type::int(2, true),
        Some(4) => Type::INT,
        _ => Type::LONG,
    };
    Type::Vector(Rc::new(lane), *size)
}

impl Checker<'_> {
    /// `l op r` where either operand is a vector (from `binary`), spanning `sp`, its
    /// operator at `at` (where gcc reports a scalar that does not fit).
    pub(super) fn vector_binary(
        &mut self,
        op: BinaryOp,
        l: &mut Expr,
        r: &mut Expr,
        (sp, at): (Span, Span),
    ) -> Option<Type> {
        use BinaryOp::*;
        let (lt, rt) = (l.ty(), r.ty());
        if matches!(op, LogAnd | LogOr) {
            let vector = if lt.is_vector() { l.span } else { r.span };
            return self.error(vector, "used vector type where scalar is required");
        }
        let vt = if lanes(&lt).is_some() {
            lt.clone()
        } else {
            rt.clone()
        };
        let (elem, _) = lanes(&vt)?;
        let integer_only = matches!(op, Rem | BitAnd | BitOr | BitXor | Shl | Shr);
        let operand_ok = |t: &Type| match lanes(t) {
            Some((e, _)) => e.is_integer() == elem.is_integer() && t.size() == vt.size(),
            None => t.is_arithmetic(),
        };
        if !operand_ok(&lt) || !operand_ok(&rt) || (integer_only && !elem.is_integer()) {
            return self.invalid_operands(op, &lt, &rt, sp);
        }
        let both = lanes(&lt).is_some() && lanes(&rt).is_some();
        if both && lanes(&lt).map(|(_, n)| n) != lanes(&rt).map(|(_, n)| n) {
            return self.invalid_operands(op, &lt, &rt, sp);
        }
        for (i, e) in [&mut *l, &mut *r].into_iter().enumerate() {
            // A shift's scalar count is converted to the lanes' type without gcc's
            // truncation check (`v << n` with `n` an int and 16-bit lanes).
            let count = i == 1 && matches!(op, Shl | Shr);
            if lanes(&e.ty()).is_none() && !count {
                self.broadcast_check(e, &vt, at)?;
            }
            convert(e, &vt);
        }
        Some(match op {
            Lt | Gt | Le | Ge | Eq | Ne => mask_type(&vt),
            _ => vt,
        })
    }

    /// gcc's checks before a scalar operand `e` is broadcast to the vector type `vt`: its
    /// value (a constant) or its type (otherwise) must fit the lanes without truncation.
    fn broadcast_check(&mut self, e: &Expr, vt: &Type, at: Span) -> Option<()> {
        let (elem, _) = lanes(vt)?;
        let st = e.ty();
        if elem.is_integer() && !st.is_integer() {
            return self.error(at, "cannot convert value to a vector");
        }
        let fits = match (elem.is_integer(), constant::eval_int(e), st.is_integer()) {
            (true, Some(c), _) => constant::wrap(constant::wrap(c, &elem), &st) == c,
            (true, None, _) => st.size() <= elem.size(),
            (false, Some(c), true) => match elem.size() {
                Some(4) => (c as f32) as i64 == c,
                _ => (c as f64) as i64 == c,
            },
            (false, _, true) => {
                let mantissa = if elem.size() == Some(4) { 24 } else { 53 };
                st.size().unwrap_or(8) * 8 <= mantissa
            }
            (false, _, false) => match constant::eval_float(e) {
                Some(c) if elem.size() == Some(4) => f64::from(c as f32) == c || c.is_nan(),
                Some(_) => true,
                None => st.size() <= elem.size(),
            },
        };
        if !fits {
            let msg = format!("conversion of scalar '{st}' to vector '{vt}' involves truncation");
            return self.error(at, msg);
        }
        Some(())
    }

    /// A cast from `from` to `to` where either is a vector: between vectors of the same
    /// size, or a vector and an integer of its size, the bits are kept.
    pub(super) fn vector_cast(&mut self, to: &Type, from: &Type, sp: Span) -> Option<Type> {
        let same_size = to.size() == from.size();
        match (lanes(to).is_some(), lanes(from).is_some()) {
            (true, true) | (true, false) if same_size && (from.is_integer() || lanes(from).is_some()) => {
                Some(to.clone())
            }
            (false, true) if same_size && to.is_integer() => Some(to.clone()),
            (true, _) => self.error(
                sp,
                format!(
                    "cannot convert a value of type '{from}' to vector type '{to}' which has \
                     different size"
                ),
            ),
            _ => self.error(
                sp,
                format!("cannot convert a vector of type '{from}' to type '{to}' which has different size"),
            ),
        }
    }

    /// `v[i]` on a vector `v`: its lane, an lvalue as an array's element is.
    pub(super) fn vector_index(&mut self, base: &Expr, index: &mut Expr) -> Option<Type> {
        let (elem, _) = lanes(&base.ty())?;
        if !index.ty().is_integer() {
            return self.error(index.span, "array subscript is not an integer");
        }
        convert(index, &Type::LONG);
        Some(elem)
    }
}

impl Checker<'_> {
    /// `__builtin_shufflevector(a, b, i...)` and `__builtin_shuffle(a[, b], mask)`, named
    /// at `name_sp`, spanning `sp`.
    pub(super) fn shuffle(
        &mut self,
        b: Builtin,
        mut args: Vec<Expr>,
        name: &str,
        (name_sp, sp): (Span, Span),
    ) -> Option<Expr> {
        for a in args.iter_mut() {
            self.rvalue(a)?;
        }
        let vectors = if b == Builtin::ShuffleVector {
            2
        } else {
            args.len().saturating_sub(1)
        };
        if args.len() < 2 || (b == Builtin::Shuffle && args.len() > 3) {
            let few = if args.len() < 2 { "few" } else { "many" };
            return self.error(name_sp, format!("too {few} arguments to function '{name}'"));
        }
        let first = args[0].ty();
        let Some((elem, n)) = lanes(&first) else {
            return self.error(name_sp, format!("'{name}' arguments must be vectors"));
        };
        if vectors == 2 && args[1].ty() != first {
            let msg = format!("'{name}' argument vectors must be of the same type");
            return self.error(name_sp, msg);
        }
        if b == Builtin::Shuffle {
            let mask = args[vectors].ty();
            if !lanes(&mask).is_some_and(|(m, _)| m.is_integer()) {
                let msg = format!("'{name}' last argument must be an integer vector");
                return self.error(name_sp, msg);
            }
            let fits = lanes(&mask).is_some_and(|(m, k)| k == n && m.size() == elem.size());
            if !fits {
                let msg = format!(
                    "'{name}' last argument must be an integer vector of the same size and \
                     number of elements as the vector arguments"
                );
                return self.error(name_sp, msg);
            }
            return Some(builtins::builtin_node(b, args, first, sp));
        }
        let count = args.len() - 2;
        for a in &mut args[2..] {
            let value = constant::eval_int(a).filter(|_| a.ty().is_integer());
            let Some(index) = value.filter(|&i| (-1..2 * n as i64).contains(&i)) else {
                let msg = match value {
                    Some(i) => format!("invalid element index '{i}' to '{name}'"),
                    None => format!("'{name}' element index is not an integer constant"),
                };
                return self.error(name_sp, msg);
            };
            *a = builtins::int_literal(index as u64, Type::LONG, a.span);
        }
        let size = elem.size().unwrap_or(1) * count as u64;
        if !count.is_power_of_two() || !matches!(size, 8 | 16 | 32 | 64) {
            let msg = format!("'{name}' of {count} elements of '{elem}' is not supported yet");
            return self.error(sp, msg);
        }
        let ty = Type::Vector(Rc::new(elem), size);
        Some(builtins::builtin_node(b, args, ty, sp))
    }
}

impl Checker<'_> {
    /// `__builtin_convertvector(v, T)`: `T` a vector type with as many lanes as `v`'s.
    /// gcc reports its errors at the start of the call, `sp`.
    pub(super) fn convert_vector(
        &mut self,
        v: &mut Expr,
        tn: &mut TypeName,
        sp: Span,
    ) -> Option<Type> {
        let sp = Span::new(sp.lo, sp.lo + "__builtin_convertvector".len());
        self.rvalue(v)?;
        let to = self.type_name(tn)?;
        let Some((_, n)) = lanes(&v.ty()) else {
            let msg = "'__builtin_convertvector' first argument must be an integer or floating \
                       vector";
            return self.error(sp, msg);
        };
        let Some((_, m)) = lanes(&to) else {
            let msg = "'__builtin_convertvector' second argument must be an integer or floating \
                       vector type";
            return self.error(sp, msg);
        };
        if n != m {
            let msg = "'__builtin_convertvector' number of elements of the first argument vector \
                       and the second argument vector type should be the same";
            return self.error(sp, msg);
        }
        Some(to)
    }
}

/// Whether `e`, a comparison of vectors, converts implicitly to the vector type `to`: gcc
/// gives a comparison an opaque mask type, which converts to any integer vector of its size
/// (`__v2di m = a < b;` with `a` and `b` vectors of doubles, whose mask is of `long`s).
pub(super) fn mask_converts(e: &Expr, to: &Type) -> bool {
    let comparison = matches!(&e.kind, ExprKind::Binary(op, ..) if op.is_comparison());
    let integer_lanes = lanes(to).is_some_and(|(elem, _)| elem.is_integer());
    comparison && integer_lanes && e.ty().is_vector() && to.size() == e.ty().size()
}

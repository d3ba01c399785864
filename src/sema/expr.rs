//! Expressions (6.5): the type of every operator's result, lvalues, and the implicit
//! conversions (6.3) made explicit as `ImplicitCast` nodes: integer promotions, the usual
//! arithmetic conversions, conversion as if by assignment, and array/function decay.

use super::constant::{eval_int, wrap};
use super::*;
use crate::diag::Warning;
use crate::types::{FuncType, StructType, Type};
use std::rc::Rc;

/// Wrap `e` in a conversion to `to` (nothing if it already has that type, qualifiers
/// included: what a converted pointer points at is accessed as the new type says).
pub(super) fn convert(e: &mut Expr, to: &Type) {
    if e.ty.as_ref().is_some_and(|t| t.same_qualified(to)) {
        return;
    }
    let span = e.span;
    let inner = std::mem::replace(e, Expr::new(ExprKind::IntLit(0), span));
    *e = Expr {
        kind: ExprKind::ImplicitCast(Box::new(inner)),
        span,
        ty: Some(to.clone()),
    };
}

/// The integer promotions (6.3.1.1p2): types narrower than `int` become `int`.
pub fn promoted(ty: &Type) -> Type {
    match ty {
        Type::Bool => Type::INT,
        Type::Int { size, .. } if *size < 4 => Type::INT,
        t => t.clone(),
    }
}

/// The type a bit-field of declared type `ty` and `width` bits is read as, if not `ty`:
/// `int` when `int` holds all its values, else `unsigned int` when that does (6.3.1.1p2).
/// gcc applies this to bit-fields of every integer type, `long long` ones included, so an
/// `unsigned long long x : 8` is read as an `int`; wider fields keep their declared type.
fn bit_field_promotion(ty: &Type, width: u32) -> Option<Type> {
    let Type::Int { size, signed, .. } = *ty else {
        return None;
    };
    let t = match (signed, width) {
        (true, ..=32) | (false, ..=31) => Type::INT,
        (false, 32) => Type::UINT,
        _ => return None,
    };
    (size >= 4 && t != *ty).then_some(t)
}

/// An arithmetic type, real or complex (6.2.5p18).
fn numeric(t: &Type) -> bool {
    t.is_arithmetic() || t.is_complex()
}

/// The common type of the usual arithmetic conversions (6.3.1.8): complex if either
/// operand is, of the common real type of the operands' real types.
fn common_type(a: &Type, b: &Type) -> Type {
    if a.is_complex() || b.is_complex() {
        let real = common_type(a.real_part(), b.real_part());
        return Type::Complex(Rc::new(real));
    }
    if a.is_float() || b.is_float() {
        return if a.float_rank() >= b.float_rank() {
            a.clone()
        } else {
            b.clone()
        };
    }
    let (a, b) = (promoted(a), promoted(b));
    if a == b || !a.is_integer() || !b.is_integer() {
        return a;
    }
    if a.is_signed() == b.is_signed() {
        return if a.rank() >= b.rank() { a } else { b };
    }
    let (s, u) = if a.is_signed() { (a, b) } else { (b, a) };
    // The unsigned one wins if its rank is no lower; else the signed one if it is wider
    // (it holds every value of the unsigned type: `long` and `unsigned int`); else the
    // unsigned type of the signed one's rank (`long long` and `unsigned long`).
    if u.rank() >= s.rank() {
        u
    } else if s.size() > u.size() {
        s
    } else {
        s.with_signedness(false)
    }
}

/// An object designator (6.3.2.1): something that names storage.
pub fn is_lvalue(e: &Expr, syms: &Symbols) -> bool {
    match &e.kind {
        ExprKind::Ident(_, Some(id)) => !matches!(syms.get(*id).kind, SymbolKind::Function(_)),
        ExprKind::CompoundLiteral(_) => true,
        ExprKind::Unary(UnaryOp::Deref, _) | ExprKind::Index(..) | ExprKind::Arrow(..) => {
            !matches!(e.ty(), Type::Function(_))
        }
        // `f().x` is not an lvalue: the structure it is a member of is a value.
        ExprKind::Member(base, _) => is_lvalue(base, syms),
        ExprKind::Unary(UnaryOp::Real | UnaryOp::Imag, z) => {
            z.ty().is_complex() && is_lvalue(z, syms)
        }
        _ => false,
    }
}

/// The qualifiers of the object the lvalue `e` designates (6.3.2.1): a name's own, what
/// a pointer points at, a member's with those of the structure it is in.
pub fn lvalue_quals(e: &Expr, syms: &Symbols) -> Quals {
    match &e.kind {
        ExprKind::Ident(_, Some(id)) => syms.get(*id).quals,
        ExprKind::CompoundLiteral(cl) => cl.sym.map_or(Quals::NONE, |id| syms.get(id).quals),
        ExprKind::Unary(UnaryOp::Deref, p) => p.ty().pointee_quals(),
        ExprKind::Unary(UnaryOp::Real | UnaryOp::Imag, z) => lvalue_quals(z, syms),
        ExprKind::Index(a, i) => a.ty().pointee_quals().union(i.ty().pointee_quals()),
        ExprKind::Member(base, name) => match base.ty() {
            Type::Struct(st) => lvalue_quals(base, syms).union(st.member_quals(name)),
            _ => Quals::NONE,
        },
        ExprKind::Arrow(p, name) => match p.ty().pointee() {
            Some(Type::Struct(st)) => p.ty().pointee_quals().union(st.member_quals(name)),
            _ => Quals::NONE,
        },
        _ => Quals::NONE,
    }
}

/// What gcc calls a const lvalue in "assignment of read-only variable 'x'" (or "parameter",
/// "member", "location"), if `e` is one.
pub(super) fn read_only(e: &Expr, syms: &Symbols) -> Option<String> {
    let member_const = |base: &Type, name: &str| match base {
        Type::Struct(st) => st.member_quals(name).is_const,
        _ => false,
    };
    // A structure with a `const` member cannot be assigned as a whole (6.5.16p2, a
    // modifiable lvalue), which gcc reports as if the object itself were `const`.
    let whole_const = lvalue_quals(e, syms).is_const || has_const_member(&e.ty());
    match &e.kind {
        ExprKind::Ident(n, Some(id)) if whole_const => {
            let what = if syms.params.contains(id) {
                "parameter"
            } else {
                "variable"
            };
            Some(format!("read-only {what} '{n}'"))
        }
        ExprKind::Member(base, name) if member_const(&base.ty(), name) => {
            Some(format!("read-only member '{name}'"))
        }
        ExprKind::Arrow(p, name) if p.ty().pointee().is_some_and(|t| member_const(t, name)) => {
            Some(format!("read-only member '{name}'"))
        }
        ExprKind::Member(..) | ExprKind::Arrow(..) if lvalue_quals(e, syms).is_const => {
            let (ExprKind::Member(_, name) | ExprKind::Arrow(_, name)) = &e.kind else {
                return None;
            };
            Some(format!("member '{name}' in read-only object"))
        }
        // `__real__ z` of a `const` z: gcc names the object.
        ExprKind::Unary(UnaryOp::Real | UnaryOp::Imag, z) => read_only(z, syms),
        ExprKind::Index(..) | ExprKind::Unary(UnaryOp::Deref, _) if whole_const => {
            Some(match printed(e) {
                Some(text) => format!("read-only location '{text}'"),
                None => "read-only location".to_string(),
            })
        }
        _ => None,
    }
}

/// Whether a structure or union has a `const` member, at any depth of nested ones.
fn has_const_member(ty: &Type) -> bool {
    let Type::Struct(st) = ty else {
        return false;
    };
    st.body().is_some_and(|b| {
        b.members.iter().any(|m| {
            let mut elem = &m.ty;
            while let Type::Array(e, _) = elem {
                elem = e;
            }
            m.quals.is_const || has_const_member(elem)
        })
    })
}

/// The `.` or `->` (`len` bytes) of a member access spanning `sp`, where diagnostics point
/// as gcc's do; written without spaces before the member name, as is usual.
fn operator_span(sp: Span, name: &str, len: usize) -> Span {
    let hi = sp.hi.saturating_sub(name.len()).max(sp.lo);
    Span::new(hi.saturating_sub(len).max(sp.lo), hi)
}

/// A null pointer constant (6.3.2.3p3): an integer constant 0, possibly cast to `void *`.
fn is_null_pointer_constant(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Cast(_, inner) | ExprKind::ImplicitCast(inner)
            if e.ty() == Type::pointer_to(Type::Void) =>
        {
            is_null_pointer_constant(inner)
        }
        _ => e.ty().is_integer() && eval_int(e) == Some(0),
    }
}

/// What gcc 14 rejects in a conversion as if by assignment that C allows only with a cast:
/// a pointer from a non-null integer or an integer from a pointer (-Wint-conversion), a
/// pointer from an incompatible pointer type (-Wincompatible-pointer-types); gcc's message.
fn pointer_mismatch(
    e: &Expr,
    to: &Type,
    from: &Type,
    context: &str,
) -> Option<(Permerror, String)> {
    let (kind, option) = match (to, from) {
        (Type::Pointer(..), f) if f.is_integer() && !is_null_pointer_constant(e) => (
            "makes pointer from integer without a cast",
            Permerror::IntConversion,
        ),
        (t, Type::Pointer(..)) if t.is_integer() && *t != Type::Bool => (
            "makes integer from pointer without a cast",
            Permerror::IntConversion,
        ),
        // `_Atomic T` is not compatible with `T` (6.2.5p27), unlike the other qualifiers.
        (Type::Pointer(a, qa), Type::Pointer(b, qb))
            if !compatible_pointees(a, b) || qa.is_atomic != qb.is_atomic =>
        {
            ("", Permerror::IncompatiblePointerTypes)
        }
        _ => return None,
    };
    let incompatible = kind.is_empty();
    let message = match (context, incompatible) {
        ("return", false) => {
            format!("returning '{from}' from a function with return type '{to}' {kind}")
        }
        ("return", true) => {
            format!("returning '{from}' from a function with incompatible return type '{to}'")
        }
        ("initialization", false) => format!("initialization of '{to}' from '{from}' {kind}"),
        ("initialization", true) => {
            format!("initialization of '{to}' from incompatible pointer type '{from}'")
        }
        ("assignment", false) => format!("assignment to '{to}' from '{from}' {kind}"),
        ("assignment", true) => {
            format!("assignment to '{to}' from incompatible pointer type '{from}'")
        }
        (argument, false) => format!("passing {argument} {kind}"),
        (argument, true) => format!("passing {argument} from incompatible pointer type"),
    };
    Some((option, message))
}

/// Whether pointers to `a` and to `b` convert to each other without a cast: one is `void`,
/// the types are compatible, or they are integers differing only in signedness (gcc's
/// -Wpointer-sign, a warning even in gcc 14).
fn compatible_pointees(a: &Type, b: &Type) -> bool {
    match (a, b) {
        (Type::Void, _) | (_, Type::Void) => true,
        _ => super::decl::composite_type(a, b).is_some() || differ_in_signedness(a, b),
    }
}

/// The member of the transparent union `to` (GNU `transparent_union`) that an argument
/// `arg` of another type initializes, as gcc chooses it: the first of a compatible type,
/// else the first pointer the argument converts to without a warning, else the first it
/// converts to at all (with the warning); a null pointer constant, the first pointer.
fn transparent_member(to: &Type, arg: &Expr) -> Option<Type> {
    let Type::Struct(st) = to else {
        return None;
    };
    let from = arg.ty();
    if !st.transparent.get() || super::decl::composite_type(to, &from).is_some() {
        return None;
    }
    let body = st.body()?;
    let members = || body.members.iter().map(|m| &m.ty);
    if let Some(same) = members().find(|m| super::decl::composite_type(m, &from).is_some()) {
        return Some(same.clone());
    }
    let converts = |m: &Type, keeps_quals: bool| match (m, &from) {
        (Type::Pointer(to, tq), Type::Pointer(pointee, fq)) => {
            let kept = (tq.is_const || !fq.is_const) && (tq.is_volatile || !fq.is_volatile);
            compatible_pointees(to, pointee) && (kept || !keeps_quals)
        }
        _ => false,
    };
    let pointer = members()
        .find(|m| converts(m, true))
        .or_else(|| members().find(|m| converts(m, false)));
    if let Some(m) = pointer {
        return Some(m.clone());
    }
    let null = from.is_integer() && super::constant::eval_int(arg) == Some(0);
    members().find(|m| m.is_pointer() && null).cloned()
}

/// How gcc names a called expression in its messages: the expression printed back
/// (`'take'`, `'cb'`, `'s.fp'`, `'p->fp'`, `'ops[0]'`), without the `*` of `(*cb)(x)`.
/// None for a form not printed back here.
fn callee_name(callee: &Expr) -> Option<String> {
    match &callee.kind {
        ExprKind::ImplicitCast(inner) | ExprKind::Unary(UnaryOp::Deref, inner) => {
            callee_name(inner)
        }
        _ => printed(callee),
    }
}

/// A name, member access or subscript by a constant or a name, as C writes it.
fn printed(e: &Expr) -> Option<String> {
    Some(match &e.kind {
        ExprKind::ImplicitCast(inner) => printed(inner)?,
        ExprKind::Ident(n, _) => n.clone(),
        ExprKind::IntLit(v) => v.to_string(),
        ExprKind::Member(base, m) => format!("{}.{m}", printed(base)?),
        ExprKind::Arrow(base, m) => format!("{}->{m}", printed(base)?),
        ExprKind::Index(base, i) => format!("{}[{}]", printed(base)?, printed(i)?),
        ExprKind::Unary(UnaryOp::Deref, p) => format!("*{}", printed(p)?),
        _ => return None,
    })
}

/// Whether comparing pointers of types `a` and `b` with `op` gets gcc's "comparison of
/// distinct pointer types lacks a cast" (a warning in gcc 14 too): their pointees are not
/// compatible (qualifiers aside), unless one is `void` and `op` is `==` or `!=`. Unlike a
/// conversion, `int *` and `unsigned *` are distinct here.
fn distinct_pointers(op: BinaryOp, a: &Type, b: &Type) -> bool {
    let (Some(a), Some(b)) = (a.pointee(), b.pointee()) else {
        return false;
    };
    let equality = matches!(op, BinaryOp::Eq | BinaryOp::Ne);
    if equality && (a.is_void() || b.is_void()) {
        return false;
    }
    super::decl::composite_type(a, b).is_none()
}

/// gcc's -Wdiscarded-qualifiers warning for converting the pointer `from` to `to` in
/// `context`, if `to` points at a type without some qualifier `from`'s pointee has
/// (6.5.16.1p1). A null pointer constant has nothing to discard.
fn discarded_qualifiers(to: &Type, from: &Type, context: &str) -> Option<String> {
    let (Type::Pointer(_, qt), Type::Pointer(_, qf)) = (to, from) else {
        return None;
    };
    let lost = Quals {
        is_atomic: false,
        ..qf.minus(*qt)
    };
    if lost.is_empty() {
        return None;
    }
    let what = match context {
        "return" => "return".to_string(),
        "initialization" | "assignment" => context.to_string(),
        argument => format!("passing {argument}"),
    };
    Some(format!(
        "{what} discards '{}' qualifier from pointer target type",
        lost.words()
    ))
}

/// Two distinct integer types that are the signed and unsigned forms of one type, plain
/// `char` counting as a form of `signed char` and `unsigned char` (as gcc's
/// `c_common_signed_type` has it): `long` and `unsigned long long` are not.
fn differ_in_signedness(a: &Type, b: &Type) -> bool {
    a != b && a.is_integer() && a.with_signedness(true) == b.with_signedness(true)
}

/// gcc's -Wpointer-sign warning for converting `from` to `to` in `context`, if they are
/// pointers to integer types differing only in signedness.
fn pointer_sign_warning(to: &Type, from: &Type, context: &str) -> Option<String> {
    let (Type::Pointer(a, _), Type::Pointer(b, _)) = (to, from) else {
        return None;
    };
    if !differ_in_signedness(a, b) {
        return None;
    }
    let what = match context {
        "return" => format!("returning '{from}' from a function with return type '{to}'"),
        "initialization" => format!("initialization of '{to}' from '{from}'"),
        "assignment" => format!("assignment from '{from}' to '{to}'"),
        argument => format!("passing {argument}"),
    };
    Some(format!(
        "pointer targets in {what} differ in signedness [-Wpointer-sign]"
    ))
}

/// ISO C's lack of conversions between pointers to functions and `void *` (6.3.2.3), in
/// `context` ("initialization", "assignment", "return", "argument N of 'f'"): gcc's
/// Whether `e` names C99's `__func__` (not GNU C's other names of it).
fn e_name_is_func(e: &Expr) -> bool {
    matches!(&e.kind, ExprKind::Ident(name, _) if name == "__func__")
}

/// -Wpedantic message, if `to` and `from` are such a pair. A null pointer constant converts.
fn function_and_void_pointer(to: &Type, from: &Type, context: &str, null: bool) -> Option<String> {
    let is_function = |t: &Type| matches!(t.pointee(), Some(Type::Function(_)));
    let is_void = |t: &Type| t.pointee().is_some_and(|p| p.is_void());
    let pair = (is_function(to) && is_void(from) && !null) || (is_void(to) && is_function(from));
    if !pair {
        return None;
    }
    let what = match context {
        "initialization" | "assignment" | "return" => context.to_string(),
        argument => format!("passing {argument}"),
    };
    Some(format!(
        "ISO C forbids {what} between function pointer and 'void *'"
    ))
}

impl Checker<'_> {
    /// One of what gcc 14 made errors, as gcc 12 reports it (`Options::permerror`): a
    /// warning, an error, or nothing; the message ends with gcc's switch if it names one.
    /// `None` when it is an error.
    pub(super) fn permissive_error(&mut self, span: Span, p: Permerror, msg: &str) -> Option<()> {
        match self.permerror(span, p, msg, false, Vec::new()) {
            Some(true) => None,
            _ => Some(()),
        }
    }

    /// `permissive_error` with `notes` after it and `without_value` as
    /// `Options::permerror` takes it; whether it was an error, `None` if not given. As
    /// gcc, nothing is said of code in a system header.
    pub(super) fn permerror(
        &mut self,
        span: Span,
        p: Permerror,
        msg: &str,
        without_value: bool,
        notes: Vec<Diagnostic>,
    ) -> Option<bool> {
        let report = self.opts.permerror(p, without_value)?;
        self.report_permerror(span, report, msg, notes)
    }

    /// gcc 12's "return type defaults to 'int'" at `span` (`Options::implicit_return_type`).
    pub(super) fn implicit_return_type(&mut self, span: Span) {
        if let Some(report) = self.opts.implicit_return_type() {
            let _ =
                self.report_permerror(span, report, "return type defaults to 'int'", Vec::new());
        }
    }

    fn report_permerror(
        &mut self,
        span: Span,
        report: crate::PermerrorReport,
        msg: &str,
        notes: Vec<Diagnostic>,
    ) -> Option<bool> {
        if self.in_system_text(span) {
            return None;
        }
        let message = match report.tag {
            Some(tag) => format!("{msg} [{tag}]"),
            None => msg.to_string(),
        };
        let mut d = match report.error {
            true => Diagnostic::error(span, message),
            false => Diagnostic::warning(span, message),
        };
        d.notes = notes;
        // A warning -Werror would have made an error had -Wno-error=NAME not said otherwise.
        d.werror_exempt = !report.error;
        match report.error {
            true => self.errors.push(d),
            false => self.warnings.push(d),
        }
        Some(report.error)
    }

    /// Check an expression used for its value; arrays and functions decay to pointers.
    pub(super) fn rvalue(&mut self, e: &mut Expr) -> Option<()> {
        self.expr(e)?;
        self.complete_value(e)?;
        if let Some((_, width)) = crate::ast::bit_field(e) {
            if let Some(t) = bit_field_promotion(&e.ty(), width) {
                convert(e, &t);
            }
        }
        match e.ty() {
            Type::Array(elem, _) | Type::Vla(elem, _) => {
                let quals = lvalue_quals(e, &self.syms);
                convert(e, &Type::Pointer(elem, quals))
            }
            t @ Type::Function(_) => convert(e, &Type::pointer_to(t)),
            _ => {}
        }
        Some(())
    }

    /// An object of an incomplete structure or union type has no value to read (6.3.2.1p2):
    /// gcc names the object when the expression is one.
    fn complete_value(&mut self, e: &Expr) -> Option<()> {
        let ty = e.ty();
        if !matches!(&ty, Type::Struct(st) if st.body().is_none()) {
            return Some(());
        }
        match &e.kind {
            ExprKind::Ident(name, _) => {
                self.error(e.span, format!("'{name}' has an incomplete type '{ty}'"))
            }
            // At the expression's first token, as gcc points.
            _ => self.error(
                Span::new(e.span.lo, e.span.lo + 1),
                format!("invalid use of undefined type '{ty}'"),
            ),
        }
    }

    /// An rvalue of scalar type (operands of `!`, `&&`, conditions...).
    fn scalar(&mut self, e: &mut Expr, what: &str) -> Option<()> {
        self.rvalue(e)?;
        // GNU C tests a complex number as gcc does: either part non-zero.
        if e.ty().is_complex() {
            convert(e, &Type::Bool);
        }
        if e.ty().is_vector() && what != "unary exclamation mark" {
            return self.error(e.span, "used vector type where scalar is required");
        }
        if !e.ty().is_scalar() {
            return self.error(e.span, format!("wrong type argument to {what}"));
        }
        Some(())
    }

    pub(super) fn promote(&mut self, e: &mut Expr) {
        let t = promoted(&e.ty());
        convert(e, &t);
    }

    fn usual_arithmetic(&mut self, l: &mut Expr, r: &mut Expr) -> Type {
        let t = common_type(&l.ty(), &r.ty());
        convert(l, &t);
        convert(r, &t);
        t
    }

    /// The usual arithmetic conversions of `l op r` where one operand is complex: as gcc
    /// does, a real operand is converted to the common real type only, not made complex
    /// (`lower::complex` computes with its one part), but for `real / complex`.
    fn complex_arithmetic(&mut self, op: BinaryOp, l: &mut Expr, r: &mut Expr) -> Type {
        let t = common_type(&l.ty(), &r.ty());
        let real = t.real_part().clone();
        let keep_real =
            |e: &Expr, right: bool| !e.ty().is_complex() && (op != BinaryOp::Div || right);
        let lt = if keep_real(l, false) {
            real.clone()
        } else {
            t.clone()
        };
        let rt = if keep_real(r, true) { real } else { t.clone() };
        convert(l, &lt);
        convert(r, &rt);
        t
    }

    /// Conversion as if by assignment (6.5.16.1), for `=`, initializers, arguments and
    /// `return`. Pointer/integer mixes that gcc only warns about are accepted, as gcc does.
    pub(super) fn assign_convert(&mut self, e: &mut Expr, to: &Type, context: &str) -> Option<()> {
        self.assign_convert_at(e, to, context, e.span)
    }

    /// `assign_convert`, its diagnostics at `at`: gcc places those of an assignment at
    /// its operator.
    fn assign_convert_at(
        &mut self,
        e: &mut Expr,
        to: &Type,
        context: &str,
        at: Span,
    ) -> Option<()> {
        let from = e.ty();
        let ok = match (to, &from) {
            (_, Type::Void) => {
                return self.error(e.span, "void value not ignored as it ought to be");
            }
            (t, f) if numeric(t) && numeric(f) => true,
            (Type::Pointer(..), f) if f.is_pointer() || f.is_integer() => true,
            (t, Type::Pointer(..)) if t.is_integer() => true,
            (Type::Struct(a), Type::Struct(b)) => a == b,
            (Type::Vector(..), Type::Vector(..)) => to == &from || vector::mask_converts(e, to),
            _ => false,
        };
        if ok {
            if let Some((p, msg)) = pointer_mismatch(e, to, &from, context) {
                // Not fatal: the conversion is the one -fpermissive makes, so checking goes
                // on to report what else is wrong, as gcc does.
                let _ = self.permissive_error(at, p, &msg);
            }
            if self.opts.warn_pointer_sign {
                if let Some(msg) = pointer_sign_warning(to, &from, context) {
                    self.warning(at, msg);
                }
            }
            let null = is_null_pointer_constant(e);
            if let Some(msg) = function_and_void_pointer(to, &from, context, null) {
                self.pedwarn(Pedwarn::Pedantic, at, &msg, Vec::new());
            }
            match discarded_qualifiers(to, &from, context) {
                Some(msg) if !null && pointer_mismatch(e, to, &from, context).is_none() => {
                    self.named_warning(Warning::DiscardedQualifiers, at, &msg)
                }
                _ => {}
            }
        }
        if !ok {
            let msg = match context {
                "return" => format!(
                    "incompatible types when returning type '{from}' but '{to}' was expected"
                ),
                "initialization" => {
                    format!("incompatible types when initializing type '{to}' using type '{from}'")
                }
                "assignment" => {
                    format!("incompatible types when assigning to type '{to}' from type '{from}'")
                }
                arg => format!("incompatible type for {arg}"),
            };
            return self.error(e.span, msg);
        }
        convert(e, to);
        Some(())
    }

    /// Check `e` and set its type. Lvalues are not converted here (the caller decides
    /// whether the expression is used for its value or its address).
    pub(super) fn expr(&mut self, e: &mut Expr) -> Option<()> {
        // The tree can be as deep as the source is long (see `stack::grow_stack`).
        crate::stack::grow_stack(|| self.expr_here(e))
    }

    fn expr_here(&mut self, e: &mut Expr) -> Option<()> {
        match e.kind {
            ExprKind::Generic(_) => return self.generic_selection(e),
            ExprKind::Offsetof(..) => return self.offsetof(e),
            ExprKind::TypesCompatible(_) => return self.types_compatible(e),
            _ => {}
        }
        if let Some(checked) = self.builtin_call(e) {
            return checked;
        }
        if let ExprKind::Call(callee, _) = &e.kind {
            if let ExprKind::Ident(name, None) = &callee.kind {
                if let Some(which) = VaBuiltin::named(name).filter(|_| self.lookup(name).is_none())
                {
                    return self.va_builtin(e, which);
                }
            }
        }
        let sp = e.span;
        let ty = match &mut e.kind {
            ExprKind::IntLit(_) | ExprKind::FloatLit(_) | ExprKind::LongFloatLit(..) => {
                let ty = e.ty();
                self.check_supported(&ty, sp)?;
                ty
            }
            ExprKind::CharLit(bytes) => {
                // gcc warns and keeps the last four characters, as `character_value` does.
                if bytes.len() > 4 {
                    let w = Diagnostic::warning(sp, "character constant too long for its type");
                    self.warnings.push(w);
                }
                e.kind = ExprKind::IntLit(self.character_value(bytes) as u64);
                Type::INT
            }
            ExprKind::StringLit(bytes, index) => {
                let mut data = bytes.clone();
                data.push(0);
                let len = data.len() as u64;
                *index = Some(self.syms.strings.len());
                self.syms.strings.push(data);
                self.syms.string_aligns.push(1);
                let char_ty = Type::plain_char(self.char_is_signed());
                Type::Array(Rc::new(char_ty), Some(len))
            }
            ExprKind::WideCharLit(enc, units) => {
                let ty = self.encoding_type(*enc);
                if units.len() > 1 {
                    let w = Diagnostic::warning(sp, "character constant too long for its type");
                    self.warnings.push(w);
                }
                // gcc keeps the last character of a multi-character wide constant.
                let last = units.last().copied().unwrap_or(0);
                e.kind = ExprKind::IntLit(wrap(i64::from(last), &ty) as u64);
                ty
            }
            ExprKind::WideStringLit(enc, units, index) => {
                let unit = self.encoding_type(*enc);
                let size = unit.size().unwrap_or(4) as usize;
                let data: Vec<u8> = units
                    .iter()
                    .chain(std::iter::once(&0))
                    .flat_map(|u| u.to_le_bytes().into_iter().take(size))
                    .collect();
                *index = Some(self.syms.strings.len());
                self.syms.strings.push(data);
                self.syms.string_aligns.push(size as u32);
                Type::Array(Rc::new(unit), Some(units.len() as u64 + 1))
            }
            ExprKind::Ident(name, _)
                if matches!(
                    name.as_str(),
                    "__func__" | "__FUNCTION__" | "__PRETTY_FUNCTION__"
                ) && self.lookup(name).is_none() =>
            {
                // 6.4.2.2: as if `static const char __func__[] = "function-name";`; GNU C's
                // two other names are the same in C.
                let Some(ctx) = &self.func else {
                    return self.error(
                        sp,
                        format!("'{name}' is not defined outside of function scope"),
                    );
                };
                let name = ctx.name.clone();
                if e_name_is_func(e) && self.standard() == Standard::C90 {
                    let msg = "ISO C90 does not support '__func__' predefined identifier";
                    self.pedwarn(Pedwarn::Pedantic, sp, msg, Vec::new());
                }
                e.kind = ExprKind::StringLit(name.into_bytes(), None);
                return self.expr(e);
            }
            ExprKind::Ident(name, sym) => {
                let Some(id) = self.lookup(name) else {
                    let msg = if self.at_file_scope() {
                        format!("'{name}' undeclared here (not in a function)")
                    } else {
                        format!("'{name}' undeclared (first use in this function)")
                    };
                    return self.error(sp, msg);
                };
                if matches!(self.syms.table[id.0].kind, SymbolKind::Typedef) {
                    return self.error(sp, format!("expected expression before '{name}'"));
                }
                if let SymbolKind::EnumConstant(v) = self.syms.table[id.0].kind {
                    e.kind = ExprKind::IntLit(v as u64);
                    e.ty = Some(Type::INT);
                    return Some(());
                }
                *sym = Some(id);
                self.warn_if_deprecated(id, sp);
                let s = &mut self.syms.table[id.0];
                if let SymbolKind::Function(info) = &mut s.kind {
                    info.used |= self.unevaluated == 0;
                }
                s.ty.clone()
            }
            ExprKind::Unary(op, arg) => self.unary(*op, arg, sp)?,
            ExprKind::IncDec {
                prefix,
                inc,
                arg,
                op,
            } => {
                self.expr(arg)?;
                if !is_lvalue(arg, &self.syms) {
                    let what = if *inc { "increment" } else { "decrement" };
                    return self.error(arg.span, format!("lvalue required as {what} operand"));
                }
                let _ = prefix;
                if let Some(what) = read_only(arg, &self.syms) {
                    let op = if *inc { "increment" } else { "decrement" };
                    return self.error(arg.span, format!("{op} of {what}"));
                }
                let t = arg.ty();
                // GNU C steps a complex number's real part.
                if !t.is_scalar() && !t.is_complex() {
                    let what = if *inc { "increment" } else { "decrement" };
                    return self.error(sp, format!("wrong type argument to {what}"));
                }
                // The step is the pointee's size; `void *` and function pointers step by
                // one byte as in gcc, an incomplete struct or union has no size at all.
                if let Some(Type::Void | Type::Function(_)) = t.pointee() {
                    let what = if *inc { "increment" } else { "decrement" };
                    let msg = format!("wrong type argument to {what}");
                    self.pedwarn(Pedwarn::PointerArith, *op, &msg, Vec::new());
                }
                if let Some(pointee) = t.pointee() {
                    if pointee.size().is_none()
                        && !pointee.has_runtime_size()
                        && !pointee.is_void()
                        && !matches!(pointee, Type::Function(_))
                    {
                        let what = if *inc { "increment" } else { "decrement" };
                        return self.error(
                            sp,
                            format!("{what} of pointer to an incomplete type '{pointee}'"),
                        );
                    }
                }
                t
            }
            ExprKind::Binary(op, l, r, at) => self.binary(*op, l, r, (sp, *at))?,
            ExprKind::Assign(op, l, r, at) => self.assignment(*op, l, r, *at)?,
            ExprKind::Conditional(c, t, f) => self.conditional(c, t, f, sp)?,
            ExprKind::BinaryConditional(c, f, colon) => {
                let msg = "ISO C forbids omitting the middle term of a '?:' expression";
                self.pedwarn(Pedwarn::Pedantic, *colon, msg, Vec::new());
                self.scalar(c, "conditional operator")?;
                self.rvalue(f)?;
                self.conditional_type(c, f, sp)?
            }
            ExprKind::StmtExpr(items) => self.statement_expression(items, sp)?,
            ExprKind::LabelAddr(name, number, at) => {
                // Reported away from the operand, which `__extension__` may cover.
                if !self.in_extension(sp) {
                    let msg = "taking the address of a label is non-standard";
                    self.pedwarn(Pedwarn::Pedantic, *at, msg, Vec::new());
                }
                if self.func.is_none() {
                    return self.error(
                        sp,
                        format!("label '{name}' referenced outside of any function"),
                    );
                }
                self.resolve_label(name);
                let ctx = self.ctx();
                let next = ctx.label_addresses.len() as u32 + 1;
                *number = Some(*ctx.label_addresses.entry(name.clone()).or_insert(next));
                let label_span = Span::new(sp.lo + 2, sp.hi);
                ctx.gotos.push((name.clone(), label_span));
                Type::pointer_to(Type::Void)
            }
            ExprKind::Builtin(..) => e.ty(),
            ExprKind::Comma(l, r) => {
                self.rvalue(l)?;
                self.rvalue(r)?;
                r.ty()
            }
            ExprKind::Call(callee, args) => self.call(callee, args, sp)?,
            ExprKind::Index(base, index) => self.index(base, index, sp)?,
            ExprKind::Member(base, name) => {
                let op = operator_span(sp, name, 1);
                self.expr(base)?;
                let Type::Struct(st) = base.ty() else {
                    return self.error(
                        op,
                        format!(
                            "request for member '{name}' in something not a structure or union"
                        ),
                    );
                };
                if lvalue_quals(base, &self.syms).is_atomic {
                    self.atomic_member_warning(&st, name, printed(base), op);
                }
                self.member_type(&st, name, op)?
            }
            ExprKind::Arrow(base, name) => {
                let op = operator_span(sp, name, 2);
                self.rvalue(base)?;
                let bt = base.ty();
                let Some(Type::Struct(st)) = bt.pointee().cloned() else {
                    return self.error(op, format!("invalid type argument of '->' (have '{bt}')"));
                };
                if bt.pointee_quals().is_atomic {
                    let object = printed(base).map(|p| format!("*{p}"));
                    self.atomic_member_warning(&st, name, object, op);
                }
                self.member_type(&st, name, op)?
            }
            ExprKind::CompoundLiteral(cl) => self.compound_literal(cl, sp)?,
            ExprKind::Cast(tn, arg) => self.cast(tn, arg, sp)?,
            ExprKind::SizeofType(_)
            | ExprKind::SizeofExpr(_)
            | ExprKind::AlignofType(..)
            | ExprKind::AlignofExpr(_) => {
                self.size_query(e)?;
                return Some(());
            }
            ExprKind::ImplicitCast(_) => e.ty(),
            ExprKind::Generic(_) | ExprKind::Offsetof(..) | ExprKind::TypesCompatible(_) => {
                unreachable!("replaced by a value above")
            }
            ExprKind::VaArg(list, tn) => self.va_arg(list, tn)?,
            ExprKind::ConvertVector(v, tn) => self.convert_vector(v, tn, sp)?,
            ExprKind::VaBuiltin(..) => Type::Void,
        };
        e.ty = Some(ty);
        Some(())
    }

    /// `(T){...}`: an unnamed object of type `T`, automatic in a function and static at
    /// file scope (6.5.2.5p5), initialized like a declared one.
    fn compound_literal(&mut self, cl: &mut CompoundLiteral, sp: Span) -> Option<Type> {
        let ty = self.type_name(&mut cl.type_name)?;
        if matches!(ty, Type::Function(_) | Type::Void)
            || ty.size().is_none() && !matches!(ty, Type::Array(_, None))
        {
            return self.error(sp, "compound literal has variable size or incomplete type");
        }
        let brace = match &cl.init {
            Initializer::List(_, brace) => Some(Span::new(brace.lo, brace.lo + 1)),
            _ => None,
        };
        let (ty, items) = self.initializer(&ty, &mut cl.init)?;
        // As gcc, once the initializer has been read.
        if let (Some(brace), Standard::C90) = (brace, self.standard()) {
            let msg = "ISO C90 forbids compound literals";
            self.pedwarn(Pedwarn::Pedantic, brace, msg, Vec::new());
        }
        let kind = if self.at_file_scope() {
            self.static_locals += 1;
            SymbolKind::Global(GlobalInfo {
                ir_name: format!("__compound_literal.{}", self.static_locals),
                linkage: symbol::Linkage::Local,
                init: None,
                defined_at: None,
                thread_local: false,
            })
        } else {
            SymbolKind::Local
        };
        let is_global = matches!(kind, SymbolKind::Global(_));
        let id = self.add_symbol(Symbol {
            name: ".compoundliteral".to_string(),
            ty: ty.clone(),
            quals: Quals::default(),
            kind,
            span: sp,
        });
        if is_global {
            let init = self.static_bytes(&ty, &items)?;
            self.define_global(id, sp, init)?;
        }
        cl.sym = Some(id);
        cl.items = items;
        Some(ty)
    }

    /// The type of member `name` of a structure or union, which must be complete.
    fn member_type(&mut self, st: &Rc<StructType>, name: &str, sp: Span) -> Option<Type> {
        let ty = Type::Struct(st.clone());
        if st.body().is_none() {
            return self.error(sp, format!("invalid use of undefined type '{ty}'"));
        }
        match st.member(name) {
            Some((_, mty)) => {
                self.check_supported(&mty, sp)?;
                Some(mty)
            }
            None => self.error(sp, format!("'{ty}' has no member named '{name}'")),
        }
    }

    /// The value of a character constant: one byte as a `char` (sign-extended where plain
    /// char is signed), several bytes packed big-endian into an `int` as gcc does.
    /// The type of a wide character constant and the element type of a wide string
    /// literal, as glibc defines them: `wchar_t` is `int` on x86-64 and `unsigned int` on
    /// aarch64, `char16_t` is `unsigned short`, `char32_t` `unsigned int`.
    pub(super) fn encoding_type(&self, enc: Encoding) -> Type {
        match enc {
            Encoding::Wide => Type::int(4, self.opts.target.facts().wchar_signed),
            Encoding::Utf16 => Type::int(2, false),
            Encoding::Utf32 => Type::int(4, false),
        }
    }

    fn character_value(&self, bytes: &[u8]) -> i64 {
        match bytes {
            [b] if self.char_is_signed() => *b as i8 as i64,
            [b] => *b as i64,
            _ => bytes.iter().fold(0i64, |v, b| (v << 8) | *b as i64) as i32 as i64,
        }
    }

    fn unary(&mut self, op: UnaryOp, arg: &mut Expr, sp: Span) -> Option<Type> {
        match op {
            UnaryOp::Plus | UnaryOp::Neg | UnaryOp::BitNot => {
                self.rvalue(arg)?;
                let t = arg.ty();
                if let Some((elem, _)) = super::vector::lanes(&t) {
                    if op == UnaryOp::BitNot && !elem.is_integer() {
                        return self.error(sp, "wrong type argument to bit-complement");
                    }
                    return Some(t);
                }
                let ok = if op == UnaryOp::BitNot {
                    // GNU C: `~z` is the conjugate.
                    t.is_integer() || t.is_complex()
                } else {
                    numeric(&t)
                };
                if !ok {
                    let name = match op {
                        UnaryOp::Plus => "unary plus",
                        UnaryOp::Neg => "unary minus",
                        _ => "bit-complement",
                    };
                    return self.error(sp, format!("wrong type argument to {name}"));
                }
                self.promote(arg);
                Some(arg.ty())
            }
            UnaryOp::LogNot => {
                self.scalar(arg, "unary exclamation mark")?;
                Some(Type::INT)
            }
            UnaryOp::Real | UnaryOp::Imag => {
                self.rvalue(arg)?;
                let t = arg.ty();
                if !numeric(&t) {
                    let name = if op == UnaryOp::Real {
                        "__real__"
                    } else {
                        "__imag__"
                    };
                    return self.error(sp, format!("wrong type argument to {name}"));
                }
                Some(t.real_part().clone())
            }
            UnaryOp::Deref => {
                self.rvalue(arg)?;
                match arg.ty() {
                    Type::Pointer(t, _) if t.is_void() => {
                        self.error(sp, "dereferencing 'void *' pointer")
                    }
                    Type::Pointer(t, _) => Some((*t).clone()),
                    t => self.error(
                        sp,
                        format!("invalid type argument of unary '*' (have '{t}')"),
                    ),
                }
            }
            UnaryOp::AddrOf => {
                self.expr(arg)?;
                let is_function = matches!(arg.ty(), Type::Function(_));
                if let (Some(_), ExprKind::Member(_, name) | ExprKind::Arrow(_, name)) =
                    (crate::ast::bit_field(arg), &arg.kind)
                {
                    return self.error(sp, format!("cannot take address of bit-field '{name}'"));
                }
                // A string literal is an lvalue (an array object of static storage).
                let string = matches!(arg.kind, ExprKind::StringLit(_, Some(_)));
                if !is_function && !string && !is_lvalue(arg, &self.syms) {
                    return self.error(sp, "lvalue required as unary '&' operand");
                }
                let quals = lvalue_quals(arg, &self.syms);
                Some(Type::pointer_to_qualified(arg.ty(), quals))
            }
        }
    }

    /// gcc's error for operands that `op` does not take, at `sp`.
    pub(super) fn invalid_operands<T>(
        &mut self,
        op: BinaryOp,
        lt: &Type,
        rt: &Type,
        sp: Span,
    ) -> Option<T> {
        let message = format!(
            "invalid operands to binary {} (have '{lt}' and '{rt}')",
            op.symbol()
        );
        self.error(sp, message)
    }

    /// `l op r`, spanning `sp`, its operator at `at` (where gcc's pedwarns point).
    fn binary(
        &mut self,
        op: BinaryOp,
        l: &mut Expr,
        r: &mut Expr,
        (sp, at): (Span, Span),
    ) -> Option<Type> {
        // Both operands are checked before either's error ends the expression, so that
        // `f(x) + g(y)` reports what is wrong in each, as gcc does.
        let left = self.rvalue(l);
        self.rvalue(r)?;
        left?;
        let (lt, rt) = (l.ty(), r.ty());
        if lt.is_vector() || rt.is_vector() {
            return self.vector_binary(op, l, r, (sp, at));
        }
        let invalid = |c: &mut Self| c.invalid_operands(op, &lt, &rt, sp);
        use BinaryOp::*;
        match op {
            LogAnd | LogOr => {
                if !(lt.is_scalar() || lt.is_complex()) || !(rt.is_scalar() || rt.is_complex()) {
                    return invalid(self);
                }
                for e in [l, r] {
                    if e.ty().is_complex() {
                        convert(e, &Type::Bool);
                    }
                }
                Some(Type::INT)
            }
            Shl | Shr => {
                if !lt.is_integer() || !rt.is_integer() {
                    return invalid(self);
                }
                self.promote(l);
                self.promote(r);
                Some(l.ty())
            }
            Mul | Div | Add | Sub
                if (lt.is_complex() || rt.is_complex()) && numeric(&lt) && numeric(&rt) =>
            {
                Some(self.complex_arithmetic(op, l, r))
            }
            Eq | Ne if (lt.is_complex() || rt.is_complex()) && numeric(&lt) && numeric(&rt) => {
                self.usual_arithmetic(l, r);
                Some(Type::INT)
            }
            Mul | Div if lt.is_arithmetic() && rt.is_arithmetic() => {
                Some(self.usual_arithmetic(l, r))
            }
            Rem | BitAnd | BitXor | BitOr if lt.is_integer() && rt.is_integer() => {
                Some(self.usual_arithmetic(l, r))
            }
            Add | Sub if lt.is_arithmetic() && rt.is_arithmetic() => {
                Some(self.usual_arithmetic(l, r))
            }
            Add | Sub if lt.is_pointer() && rt.is_integer() => {
                self.pointer_arithmetic_operand(&lt, sp)?;
                self.gnu_pointer_arithmetic(&lt, at, "arithmetic");
                convert(r, &Type::LONG);
                Some(lt)
            }
            Add if lt.is_integer() && rt.is_pointer() => {
                self.pointer_arithmetic_operand(&rt, sp)?;
                self.gnu_pointer_arithmetic(&rt, at, "arithmetic");
                convert(l, &Type::LONG);
                Some(rt)
            }
            Sub if lt.is_pointer() && rt.is_pointer() => {
                // Pointers to compatible types: two rows of variable length arrays declared
                // apart (`int (*)[n]`) are, as `int (*)[4]` and `int (*)[]` are.
                let compatible = match (lt.pointee(), rt.pointee()) {
                    (Some(a), Some(b)) => super::decl::composite_type(a, b).is_some(),
                    _ => false,
                };
                if !compatible {
                    return invalid(self);
                }
                self.pointer_arithmetic_operand(&lt, sp)?;
                self.pointer_arithmetic_operand(&rt, sp)?;
                self.gnu_pointer_arithmetic(&lt, at, "subtraction");
                Some(Type::LONG)
            }
            Lt | Gt | Le | Ge | Eq | Ne if lt.is_arithmetic() && rt.is_arithmetic() => {
                self.usual_arithmetic(l, r);
                Some(Type::INT)
            }
            Lt | Gt | Le | Ge | Eq | Ne if lt.is_pointer() && rt.is_pointer() => {
                if distinct_pointers(op, &lt, &rt) {
                    let msg = "comparison of distinct pointer types lacks a cast \
                               [-Wcompare-distinct-pointer-types]";
                    self.pedwarn(Pedwarn::Always, at, msg, Vec::new());
                }
                Some(Type::INT)
            }
            Lt | Gt | Le | Ge | Eq | Ne if lt.is_pointer() && rt.is_integer() => {
                self.pointer_integer_comparison(op, r, &lt, at);
                Some(Type::INT)
            }
            Lt | Gt | Le | Ge | Eq | Ne if lt.is_integer() && rt.is_pointer() => {
                self.pointer_integer_comparison(op, l, &rt, at);
                Some(Type::INT)
            }
            _ => invalid(self),
        }
    }

    /// A pointer compared with an integer: the integer becomes a pointer. C allows only a
    /// null pointer constant (6.5.9p2, and GNU C an ordered comparison with one too);
    /// gcc, 14 included, accepts any integer with a warning, not an error. `at` is the
    /// operator.
    fn pointer_integer_comparison(&mut self, op: BinaryOp, int: &mut Expr, ptr: &Type, at: Span) {
        let pedwarn = match (is_null_pointer_constant(int), op) {
            (false, _) => Some((Pedwarn::Always, "comparison between pointer and integer")),
            (true, BinaryOp::Eq | BinaryOp::Ne) => None,
            (true, _) => Some((
                Pedwarn::Pedantic,
                "ordered comparison of pointer with integer zero",
            )),
        };
        if let Some((kind, msg)) = pedwarn {
            self.pedwarn(kind, at, msg, Vec::new());
        }
        convert(int, ptr);
    }

    /// Pointer arithmetic needs the size of the pointee; GNU C counts `void` and
    /// functions as one byte, as gcc does.
    /// GNU C's arithmetic on `void *` and on pointers to functions (a byte a step): ISO C
    /// has none, `-Wpointer-arith` says so. `what` is "arithmetic" or "subtraction".
    fn gnu_pointer_arithmetic(&mut self, ptr: &Type, sp: Span, what: &str) {
        let msg = match ptr.pointee() {
            Some(Type::Void) => format!("pointer of type 'void *' used in {what}"),
            Some(Type::Function(_)) => format!("pointer to a function used in {what}"),
            _ => return,
        };
        self.pedwarn(Pedwarn::PointerArith, sp, &msg, Vec::new());
    }

    fn pointer_arithmetic_operand(&mut self, ptr: &Type, sp: Span) -> Option<()> {
        match ptr.pointee() {
            Some(Type::Void | Type::Function(_)) => Some(()),
            Some(t) if t.size().is_some() || t.has_runtime_size() => Some(()),
            _ => self.error(sp, "arithmetic on a pointer to an incomplete type"),
        }
    }

    /// `l = r` or `l op= r`, the operator at `at`.
    fn assignment(
        &mut self,
        op: Option<BinaryOp>,
        l: &mut Expr,
        r: &mut Expr,
        at: Span,
    ) -> Option<Type> {
        let left = self.expr(l);
        let right = self.rvalue(r);
        left?;
        // An object of incomplete type cannot be stored to either (gcc names it after
        // any error in the right operand).
        self.complete_value(l)?;
        right?;
        if !is_lvalue(l, &self.syms) {
            return self.error(l.span, "lvalue required as left operand of assignment");
        }
        let lt = l.ty();
        if lt.is_array() {
            return self.error(l.span, "assignment to expression with array type");
        }
        if let Some(what) = read_only(l, &self.syms) {
            return self.error(l.span, format!("assignment of {what}"));
        }
        let Some(op) = op else {
            self.assign_convert_at(r, &lt, "assignment", at)?;
            return Some(lt);
        };
        let rt = r.ty();
        let sp = Span::new(l.span.lo, r.span.hi);
        let invalid = |c: &mut Self| c.invalid_operands(op, &lt, &rt, sp);
        if lt.is_vector() || rt.is_vector() {
            // As `l op r` would be, which must give `l`'s type back.
            let mut left = l.clone();
            if self.vector_binary(op, &mut left, r, (sp, at))? != lt {
                return invalid(self);
            }
            return Some(lt);
        }
        use BinaryOp::*;
        match op {
            Shl | Shr if lt.is_integer() && rt.is_integer() => self.promote(r),
            Add | Sub if lt.is_pointer() && rt.is_integer() => {
                self.pointer_arithmetic_operand(&lt, sp)?;
                self.gnu_pointer_arithmetic(&lt, at, "arithmetic");
                convert(r, &Type::LONG);
            }
            Mul | Div | Add | Sub
                if (lt.is_complex() || rt.is_complex()) && numeric(&lt) && numeric(&rt) =>
            {
                // As in `l op r` (see `complex_arithmetic`): a real right operand stays real.
                let t = common_type(&lt, &rt);
                let to = if rt.is_complex() {
                    t
                } else {
                    t.real_part().clone()
                };
                convert(r, &to);
            }
            Mul | Div | Add | Sub if lt.is_arithmetic() && rt.is_arithmetic() => {
                convert(r, &common_type(&lt, &rt));
            }
            Rem | BitAnd | BitXor | BitOr if lt.is_integer() && rt.is_integer() => {
                convert(r, &common_type(&lt, &rt));
            }
            _ => return invalid(self),
        }
        Some(lt)
    }

    fn conditional(&mut self, c: &mut Expr, t: &mut Expr, f: &mut Expr, sp: Span) -> Option<Type> {
        self.scalar(c, "conditional operator")?;
        // With a constant condition only one arm is ever evaluated (and lowered).
        let constant = eval_int(c);
        self.unevaluated += (constant == Some(0)) as usize;
        let checked_t = self.rvalue(t);
        self.unevaluated -= (constant == Some(0)) as usize;
        checked_t?;
        let dead_f = matches!(constant, Some(v) if v != 0) as usize;
        self.unevaluated += dead_f;
        let checked_f = self.rvalue(f);
        self.unevaluated -= dead_f;
        checked_f?;
        self.conditional_type(t, f, sp)
    }

    /// The type of `c ? t : f` from its checked arms, converting them to it (6.5.15).
    fn conditional_type(&mut self, t: &mut Expr, f: &mut Expr, sp: Span) -> Option<Type> {
        let (tt, ft) = (t.ty(), f.ty());
        if numeric(&tt) && numeric(&ft) {
            return Some(self.usual_arithmetic(t, f));
        }
        // GNU C: one arm `void` makes the whole `void`.
        if tt.is_void() || ft.is_void() {
            convert(t, &Type::Void);
            convert(f, &Type::Void);
            return Some(Type::Void);
        }
        // Pointers to compatible types: to their composite type (a prototyped function
        // and an old-style one: the prototyped) with the qualifiers of both (6.5.15p6).
        if let (Type::Pointer(pt, qt), Type::Pointer(pf, qf)) = (&tt, &ft) {
            if let Some(composite) = super::decl::composite_type(pt, pf) {
                let ty = Type::Pointer(Rc::new(composite), qt.union(*qf));
                convert(t, &ty);
                convert(f, &ty);
                return Some(ty);
            }
        }
        if tt == ft {
            return Some(tt);
        }
        if tt.is_pointer() && is_null_pointer_constant(f) {
            convert(f, &tt);
            return Some(tt);
        }
        if ft.is_pointer() && is_null_pointer_constant(t) {
            convert(t, &ft);
            return Some(ft);
        }
        let quals = tt.pointee_quals().union(ft.pointee_quals());
        let void_ptr = Type::pointer_to_qualified(Type::Void, quals);
        if (tt == void_ptr && ft.is_pointer()) || (ft == void_ptr && tt.is_pointer()) {
            convert(t, &void_ptr);
            convert(f, &void_ptr);
            return Some(void_ptr);
        }
        self.error(sp, "type mismatch in conditional expression")
    }

    /// gcc's note after the implicit declaration of a standard function: the header that
    /// declares it, with a fix-it hint adding its `#include` the first time it is named.
    fn header_hint(&mut self, name: &str, span: Span, error: bool) {
        let Some(header) = super::known_headers::header_for(name) else {
            return;
        };
        let implicit = match error {
            false => self.warnings.last_mut(),
            true => self.errors.last_mut(),
        };
        let Some(implicit) = implicit else {
            return;
        };
        let message = format!("include '{header}' or provide a declaration of '{name}'");
        let mut note = Diagnostic {
            severity: Severity::Note,
            ..Diagnostic::error(span, message)
        };
        if self.headers_suggested.insert(header) {
            note.include_fixit = Some(header.to_string());
        }
        implicit.notes.push(note);
    }

    fn call(&mut self, callee: &mut Expr, args: &mut [Expr], sp: Span) -> Option<Type> {
        if let ExprKind::Ident(name, _) = &callee.kind {
            if self.lookup(name).is_none() {
                let name = name.clone();
                if self.implicit_functions.insert(name.clone()) {
                    // Not fatal even as an error: the call is checked with the implicit
                    // declaration, and the rest of the expression after it.
                    let p = Permerror::ImplicitFunctionDeclaration;
                    let msg = format!("implicit declaration of function '{name}'");
                    if let Some(error) = self.permerror(callee.span, p, &msg, false, Vec::new()) {
                        self.header_hint(&name, callee.span, error);
                    }
                }
                self.declare_implicitly(&name, callee.span)?;
            }
        }
        self.rvalue(callee)?;
        let ft: Rc<FuncType> = match callee.ty() {
            Type::Pointer(t, _) if matches!(*t, Type::Function(_)) => match &*t {
                Type::Function(ft) => ft.clone(),
                _ => unreachable!("matched a function above"),
            },
            _ => return self.not_callable(callee),
        };
        let name = callee_name(callee).map_or(String::new(), |n| format!(" '{n}'"));
        if self.unevaluated == 0 {
            self.check_supported(&Type::Function(ft.clone()), sp)?;
        }
        if ft.prototyped {
            if args.len() < ft.params.len() {
                return self.error(sp, format!("too few arguments to function{name}"));
            }
            if args.len() > ft.params.len() && !ft.variadic {
                return self.error(sp, format!("too many arguments to function{name}"));
            }
        }
        // Every argument is checked, an error in one not hiding those in the others.
        let mut checked = Some(());
        for (i, arg) in args.iter_mut().enumerate() {
            if self.rvalue(arg).is_none() {
                checked = None;
                continue;
            }
            let converted = match ft.params.get(i) {
                Some(p) if ft.prototyped => {
                    let what = match name.is_empty() {
                        true => format!("argument {}", i + 1),
                        false => format!("argument {} of{name}", i + 1),
                    };
                    let expected_at = self.parameter_span(callee, i).unwrap_or(arg.span);
                    self.argument_convert(arg, p, &what, expected_at)
                }
                _ => self.default_argument_promotion(arg),
            };
            checked = checked.and(converted);
        }
        checked?;
        if !ft.ret.is_void() && ft.ret.size().is_none() {
            return self.error(sp, "calling a function with an incomplete return type");
        }
        Some(ft.ret.clone())
    }

    /// An argument converted to its parameter's type as if by assignment; a diagnostic
    /// about it gets gcc's note "expected 'T' but argument is of type 'U'" at the
    /// parameter (`expected_at`).
    pub(super) fn argument_convert(
        &mut self,
        arg: &mut Expr,
        to: &Type,
        what: &str,
        expected_at: Span,
    ) -> Option<()> {
        let from = arg.ty();
        let (errors, warnings) = (self.errors.len(), self.warnings.len());
        let converted = match transparent_member(to, arg) {
            Some(member) => self
                .assign_convert(arg, &member, what)
                .map(|()| convert(arg, to)),
            None => self.assign_convert(arg, to, what),
        };
        let new = self.errors[errors..]
            .iter_mut()
            .chain(self.warnings[warnings..].iter_mut());
        // Spelled only for a diagnostic: most arguments convert silently.
        let mut note = None;
        for d in new.filter(|d| d.message.contains(what)) {
            let note = note
                .get_or_insert_with(|| format!("expected '{to}' but argument is of type '{from}'"));
            d.notes.push(Diagnostic {
                severity: Severity::Note,
                ..Diagnostic::error(expected_at, note.clone())
            });
        }
        converted
    }

    /// Where the `i`-th parameter of the function a call names is written in its latest
    /// declaration, or the function's name when that declaration has no parameter list
    /// (a typedef); None for a call through a pointer.
    fn parameter_span(&self, callee: &Expr, i: usize) -> Option<Span> {
        let ExprKind::ImplicitCast(inner) = &callee.kind else {
            return None;
        };
        let ExprKind::Ident(_, Some(id)) = &inner.kind else {
            return None;
        };
        let sym = self.syms.get(*id);
        if !matches!(sym.kind, SymbolKind::Function(_)) {
            return None;
        }
        let written = self.parameter_spans.get(id).and_then(|v| v.get(i));
        Some(written.copied().unwrap_or(sym.span))
    }

    /// "called object is not a function": named, with where it was declared, when the
    /// callee is a variable.
    fn not_callable<T>(&mut self, callee: &Expr) -> Option<T> {
        let mut inner = callee;
        while let ExprKind::ImplicitCast(e) = &inner.kind {
            inner = e;
        }
        if let ExprKind::Ident(name, Some(id)) = &inner.kind {
            let decl = self.syms.get(*id).span;
            return self.error_with_note(
                callee.span,
                format!("called object '{name}' is not a function or function pointer"),
                decl,
                "declared here",
            );
        }
        self.error(
            callee.span,
            "called object is not a function or function pointer",
        )
    }

    /// Arguments matched by no prototype parameter (6.5.2.2p6-7).
    fn default_argument_promotion(&mut self, arg: &mut Expr) -> Option<()> {
        match arg.ty() {
            // Only `float`: TS 18661-3's `_Float32` is passed as it is, as in gcc.
            Type::Float {
                size: 4,
                floatn: None,
            } => convert(arg, &Type::DOUBLE),
            t if t.is_integer() => self.promote(arg),
            Type::Void => return self.error(arg.span, "invalid use of void expression"),
            t if self.unevaluated == 0 => self.check_passed_by_value(&t, arg.span)?,
            _ => {}
        }
        Some(())
    }

    /// `a[i]` is `*(a + i)`; either operand may be the pointer.
    fn index(&mut self, base: &mut Expr, index: &mut Expr, sp: Span) -> Option<Type> {
        self.rvalue(base)?;
        self.rvalue(index)?;
        if index.ty().is_pointer() && base.ty().is_integer() {
            std::mem::swap(base, index);
        }
        if base.ty().is_vector() {
            return self.vector_index(base, index);
        }
        let Some(elem) = base.ty().pointee().cloned() else {
            return self.error(sp, "subscripted value is neither array nor pointer");
        };
        if !index.ty().is_integer() {
            return self.error(index.span, "array subscript is not an integer");
        }
        self.pointer_arithmetic_operand(&base.ty(), sp)?;
        convert(index, &Type::LONG);
        Some(elem)
    }

    /// The type named by a type name whose values the program makes (a cast, a compound
    /// literal, `va_arg`): one tcc-rs cannot compile yet is refused by name.
    pub(super) fn type_name(&mut self, tn: &mut TypeName) -> Option<Type> {
        let ty = self.measured_type_name(tn)?;
        if !ty.is_void() {
            self.check_supported(&ty, tn.span)?;
        }
        Some(ty)
    }

    /// The type named by a type name that is only measured or compared (`sizeof`,
    /// `_Alignof`, `_Alignas`, `_Generic`'s associations, `__builtin_types_compatible_p`):
    /// a type tcc-rs cannot make values of (`_Complex`, a GNU vector) still has gcc's size.
    pub(super) fn measured_type_name(&mut self, tn: &mut TypeName) -> Option<Type> {
        if let Some((_, sp)) = tn.specs.storage.first() {
            return self.error(*sp, "storage class specified in a type name");
        }
        self.reject_alignment_in_type_name(&tn.specs)?;
        self.implicit_int(&tn.specs, &tn.declarator, false);
        let base = self.base_type(&tn.specs)?;
        let ty = self.declarator_type(base, &tn.specs, &mut tn.declarator)?;
        self.check_aligned_elements(&tn.specs, &tn.declarator)?;
        tn.ty = Some(ty.clone());
        Some(ty)
    }

    fn cast(&mut self, tn: &mut TypeName, arg: &mut Expr, sp: Span) -> Option<Type> {
        let to = self.type_name(tn)?;
        self.rvalue(arg)?;
        let from = arg.ty();
        if to.is_void() {
            return Some(to);
        }
        if let Type::Struct(st) = &to {
            // gcc places its errors at the cast's start or at the type name's end.
            let type_end = Span::new(tn.span.hi.saturating_sub(1), tn.span.hi.saturating_sub(1));
            return self.aggregate_cast(&to, st, &from, (sp, type_end));
        }
        if numeric(&to) && numeric(&from) && (to.is_complex() || from.is_complex()) {
            return Some(to);
        }
        if to.is_vector() || from.is_vector() {
            return self.vector_cast(&to, &from, sp);
        }
        if !to.is_scalar() {
            return self.error(sp, "conversion to non-scalar type requested");
        }
        let ok = from.is_scalar()
            && !(to.is_pointer() && from.is_float())
            && !(to.is_float() && from.is_pointer());
        if !ok {
            return self.error(
                sp,
                format!("cannot convert a value of type '{from}' to type '{to}'"),
            );
        }
        let at = Span::new(sp.lo, sp.lo + 1);
        self.function_object_cast(&to, &from, arg, at);
        self.integer_size_cast(&to, &from, arg, at);
        Some(to)
    }

    /// gcc's warnings for a cast at `at` between a pointer and an integer of another size
    /// (not `_Bool`): `(int)p`, and `(char *)n` unless `n` is a constant (`(void *)1`).
    fn integer_size_cast(&mut self, to: &Type, from: &Type, arg: &Expr, at: Span) {
        let plain_integer = |t: &Type| matches!(t, Type::Int { .. });
        if plain_integer(to) && from.is_pointer() && to.size() != from.size() {
            let msg = "cast from pointer to integer of different size";
            self.named_warning(Warning::PointerToIntCast, at, msg);
        }
        let constant = || eval_int(arg).is_some();
        if to.is_pointer() && plain_integer(from) && to.size() != from.size() && !constant() {
            let msg = "cast to pointer from integer of different size";
            self.named_warning(Warning::IntToPointerCast, at, msg);
        }
    }

    /// ISO C has no conversion between pointers to functions and pointers to objects
    /// (6.3.2.3), which a cast at `at` makes (but from a null pointer constant).
    fn function_object_cast(&mut self, to: &Type, from: &Type, arg: &Expr, at: Span) {
        let is_function = |t: &Type| matches!(t.pointee(), Some(Type::Function(_)));
        let msg = match (is_function(to), is_function(from)) {
            (true, false) if from.is_pointer() && !is_null_pointer_constant(arg) => {
                "ISO C forbids conversion of object pointer to function pointer type"
            }
            (false, true) if to.is_pointer() => {
                "ISO C forbids conversion of function pointer to object pointer type"
            }
            _ => return,
        };
        self.pedwarn(Pedwarn::Pedantic, at, msg, Vec::new());
    }

    /// A cast to a structure or union type, which GNU C allows from a value of that type
    /// (a copy) and, to a union, from a value of one of its members' types: the union
    /// holding that member.
    fn aggregate_cast(
        &mut self,
        to: &Type,
        st: &StructType,
        from: &Type,
        (sp, operand): (Span, Span),
    ) -> Option<Type> {
        if super::decl::composite_type(to, from).is_some() {
            let at = Span::new(sp.lo, sp.lo);
            let msg = "ISO C forbids casting nonscalar to the same type";
            self.pedwarn(Pedwarn::Pedantic, at, msg, Vec::new());
            return Some(to.clone());
        }
        if !st.union {
            let at = Span::new(operand.lo, operand.lo);
            return self.error(at, "conversion to non-scalar type requested");
        }
        let at = Span::new(sp.lo, sp.lo);
        let msg = "ISO C forbids casts to union type";
        self.pedwarn(Pedwarn::Pedantic, at, msg, Vec::new());
        let body = st.body();
        let members = body.as_ref().map_or(&[][..], |b| &b.members[..]);
        let present = members
            .iter()
            .any(|m| m.bits.is_none() && super::decl::composite_type(&m.ty, from).is_some());
        if !present {
            return self.error(at, "cast to union type from type not present in union");
        }
        Some(to.clone())
    }

    /// GNU C's `({ ... })`: a block whose value is that of its last statement, if that is
    /// an expression statement (`void` otherwise).
    fn statement_expression(&mut self, items: &mut [BlockItem], sp: Span) -> Option<Type> {
        let paren = Span::new(sp.lo, sp.lo + 1);
        if self.at_file_scope() {
            return self.error(
                paren,
                "braced-group within expression allowed only inside a function",
            );
        }
        let msg = "ISO C forbids braced-groups within expressions";
        self.pedwarn(Pedwarn::Pedantic, paren, msg, Vec::new());
        self.scopes.push(Scope::default());
        let labels = self.open_label_scope(items);
        let mut ty = Some(Type::Void);
        let n = items.len();
        for (i, item) in items.iter_mut().enumerate() {
            match item {
                BlockItem::Stmt(last) if i + 1 == n => ty = self.statement_expression_value(last),
                _ => {
                    let _ = self.block_item(item);
                }
            }
        }
        self.close_label_scope(labels);
        self.scopes.pop();
        ty
    }

    /// The last statement of a statement expression: an expression statement, labelled or
    /// not (`out: r;`, as gcc reads labels as items of their own), gives the value.
    fn statement_expression_value(&mut self, last: &mut Stmt) -> Option<Type> {
        match &mut last.kind {
            StmtKind::Expr(Some(e)) => self.rvalue(e).map(|()| e.ty()),
            StmtKind::Labeled(name, name_span, body) if !body.is_end_of_block() => {
                self.label_definition(name, *name_span, body);
                self.statement_expression_value(body)
            }
            _ => {
                let _ = self.statement(last);
                Some(Type::Void)
            }
        }
    }

    /// gcc's warning (always on) for a member of an `_Atomic` structure or union, which C11
    /// leaves undefined (6.5.2.3p5): the access is not atomic as the whole object's are.
    /// `object` is the structure as written, when it is simple enough to print back.
    fn atomic_member_warning(
        &mut self,
        st: &StructType,
        name: &str,
        object: Option<String>,
        at: Span,
    ) {
        let kind = if st.union { "union" } else { "structure" };
        let object = object.map_or(String::new(), |o| format!(" '{o}'"));
        self.warning(
            at,
            format!("accessing a member '{name}' of an atomic {kind}{object}"),
        );
    }

    /// GNU C's `sizeof` of `void` and of a function (1): ISO C has none, `-Wpointer-arith`
    /// says so.
    fn gnu_size_of(&mut self, ty: &Type, sp: Span) {
        let what = match ty {
            Type::Void => "void",
            Type::Function(_) => "function",
            _ => return,
        };
        let msg = format!("invalid application of 'sizeof' to a {what} type");
        self.pedwarn(Pedwarn::PointerArith, sp, &msg, Vec::new());
    }

    /// A keyword C11 added (`what`, quoted), used before C11, where gcc reports it at
    /// `keyword`.
    pub(super) fn before_c11(&mut self, keyword: Span, what: &str) {
        let version = match self.standard() {
            Standard::C90 => "C90",
            Standard::C99 => "C99",
            _ => return,
        };
        let msg = format!("ISO {version} does not support {what}");
        self.pedwarn_once(Pedwarn::Pedantic, keyword, &msg);
    }

    /// `sizeof` and `_Alignof` become integer constants of type `size_t`.
    fn size_query(&mut self, e: &mut Expr) -> Option<()> {
        let sp = e.span;
        // An `aligned(N)` typedef's alignment replaces its type's.
        let mut typedef_align = None;
        // gcc answers `_Alignof(type)` with C11's guaranteed alignment, everything else
        // (`__alignof__(type)`, either spelling of an expression) with the type's own.
        let mut spelling = AlignofSpelling::Gnu;
        let (ty, align) = match &mut e.kind {
            ExprKind::SizeofType(tn) => {
                let ty = self.measured_type_name(tn)?;
                self.gnu_size_of(&ty, tn.span);
                (ty, false)
            }
            ExprKind::AlignofType(tn, how) => {
                spelling = *how;
                if *how == AlignofSpelling::C11 {
                    let keyword = Span::new(sp.lo, sp.lo + "_Alignof".len());
                    self.before_c11(keyword, "'_Alignof'");
                }
                let ty = self.measured_type_name(tn)?;
                typedef_align = self.type_name_alignment(tn)?;
                let quals = self.own_quals(&tn.specs, &tn.declarator);
                let raised = super::align::atomic_alignment(quals, &ty);
                if raised > 0 {
                    typedef_align = Some(raised.max(typedef_align.unwrap_or(0)));
                }
                (ty, true)
            }
            ExprKind::SizeofExpr(arg) => {
                self.unevaluated += 1;
                let checked = self.expr(arg);
                self.unevaluated -= 1;
                checked?;
                // gcc points at the operand's first character.
                self.gnu_size_of(&arg.ty(), Span::new(arg.span.lo, arg.span.lo + 1));
                (arg.ty(), false)
            }
            ExprKind::AlignofExpr(arg) => {
                self.unevaluated += 1;
                let checked = self.expr(arg);
                self.unevaluated -= 1;
                checked?;
                // gcc answers with a declared object's own alignment (`_Alignas`, an `aligned(N)`
                // typedef), not what the ABI adds for array variables.
                if let ExprKind::Ident(_, Some(id)) = arg.kind {
                    if !matches!(self.syms.get(id).kind, SymbolKind::Function(_)) {
                        let align = self.syms.declared_align(id);
                        e.kind = ExprKind::IntLit(align);
                        e.ty = Some(Type::ULONG);
                        return Some(());
                    }
                }
                (arg.ty(), true)
            }
            _ => unreachable!("size_query on a non-size expression"),
        };
        // The size of a variable length array is computed where the expression is.
        if ty.has_runtime_size() && !align {
            e.ty = Some(Type::ULONG);
            return Some(());
        }
        let complete = !matches!(&ty, Type::Struct(st) if st.body().is_none());
        let value = match (align, complete) {
            (true, true) => Some(typedef_align.unwrap_or(match spelling {
                AlignofSpelling::C11 => ty.c11_align(),
                AlignofSpelling::Gnu => ty.align_on(self.opts.target),
            })),
            (true, false) => None,
            // GNU C: `void` and functions have a size of 1, as in pointer arithmetic.
            (false, _) if matches!(ty, Type::Void | Type::Function(_)) => Some(1),
            (false, _) => ty.size(),
        };
        let Some(value) = value else {
            let what = if align { "_Alignof" } else { "sizeof" };
            // gcc places it at the type named, if one is, marking its first token.
            let at = match &e.kind {
                ExprKind::SizeofType(tn) | ExprKind::AlignofType(tn, _) => {
                    let keyword = |spec: TypeSpec, sp: Span| match spec {
                        // `struct` of `struct Q`.
                        TypeSpec::Struct | TypeSpec::Union | TypeSpec::Enum => {
                            Span::new(sp.lo, sp.lo + spec.keyword().len())
                        }
                        _ => sp,
                    };
                    let first = tn.specs.type_specs.first();
                    first.map_or(tn.span, |&(spec, sp)| keyword(spec, sp))
                }
                _ => sp,
            };
            return self.error(
                at,
                format!("invalid application of '{what}' to incomplete type '{ty}'"),
            );
        };
        self.check_supported(&Type::ULONG, sp)?;
        e.kind = ExprKind::IntLit(value);
        e.ty = Some(Type::ULONG);
        Some(())
    }
}

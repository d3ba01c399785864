//! Variable arguments: GNU C's `__builtin_va_list` type and the `__builtin_va_*` built-ins
//! that <stdarg.h>'s macros expand to (C11 7.16).
//!
//! `__builtin_va_list` is a typedef name declared before the unit, with the target's ABI
//! type, so that a `va_list` passes to and from gcc-built code (`vprintf`): on x86-64 an
//! array of one `struct __va_list_tag` (so an object decays to a pointer and a parameter is
//! one), on aarch64 the five-member `struct __va_list` passed by reference like any large
//! structure. The built-ins check that their operands are such objects; lowering turns them
//! into IR (`va_start` is an instruction, `va_arg` loads and branches).

use super::*;
use crate::target::{Arch, Target};
use crate::types::StructType;
use std::rc::Rc;

/// The `__builtin_va_list` of the target (psABI 3.5.7, AAPCS64 B.3).
pub(super) fn va_list_type(target: Target) -> Type {
    let member = |name: &str, ty: Type| (Some(Rc::from(name)), ty, None);
    let ptr = || Type::pointer_to(Type::Void);
    let aapcs = target.arch() == Arch::Aarch64;
    let (tag, members) = if aapcs {
        let members = vec![
            member("__stack", ptr()),
            member("__gr_top", ptr()),
            member("__vr_top", ptr()),
            member("__gr_offs", Type::INT),
            member("__vr_offs", Type::INT),
        ];
        ("__va_list", members)
    } else {
        let members = vec![
            member("gp_offset", Type::UINT),
            member("fp_offset", Type::UINT),
            member("overflow_arg_area", ptr()),
            member("reg_save_area", ptr()),
        ];
        ("__va_list_tag", members)
    };
    let st = StructType::new(Some(Rc::from(tag)), false);
    *st.body.borrow_mut() = Some(Rc::new(StructType::layout(false, members, target)));
    let record = Type::Struct(Rc::new(st));
    if aapcs {
        record
    } else {
        Type::Array(Rc::new(record), Some(1))
    }
}

impl Checker<'_> {
    /// Declare `__builtin_va_list` at file scope, before the unit's own declarations.
    pub(super) fn declare_builtin_va_list(&mut self) {
        let ty = va_list_type(self.opts.target);
        self.va_list = ty.clone();
        let id = self.add_symbol(Symbol {
            name: "__builtin_va_list".into(),
            ty,
            quals: Quals::default(),
            kind: SymbolKind::Typedef,
            span: Span::new(0, 0),
        });
        self.bind("__builtin_va_list", id);
    }

    /// Whether `ty` is a `va_list` as an operand sees it: the object itself (aarch64), or
    /// a pointer to its one element (x86-64, after the array decayed or as a parameter).
    fn is_va_list(&self, ty: &Type) -> bool {
        match (&self.va_list, ty) {
            (Type::Array(tag, _), Type::Pointer(p, _)) => **tag == **p,
            (list, t) => list == t,
        }
    }

    /// A `va_list` operand of a built-in, checked as gcc checks an argument of type
    /// `__va_list_tag *` (x86-64) or `__builtin_va_list` (aarch64).
    fn va_list_operand(&mut self, e: &mut Expr, builtin: &str, n: usize) -> Option<()> {
        self.rvalue(e)?;
        if self.is_va_list(&e.ty()) {
            return Some(());
        }
        self.error(
            e.span,
            format!("incompatible type for argument {n} of '{builtin}'"),
        )
    }

    /// `__builtin_va_start(ap, last)`, `__builtin_va_end(ap)`, `__builtin_va_copy(dst, src)`,
    /// all of type `void`. `e` is the call as parsed; it becomes an `ExprKind::VaBuiltin`.
    pub(super) fn va_builtin(&mut self, e: &mut Expr, which: VaBuiltin) -> Option<()> {
        let ExprKind::Call(_, args) = std::mem::replace(&mut e.kind, ExprKind::IntLit(0)) else {
            unreachable!("a va built-in is recognised by its call")
        };
        let (name, sp) = (which.name(), e.span);
        let arity = if which == VaBuiltin::End { 1 } else { 2 };
        let shown = if which == VaBuiltin::Start {
            "va_start"
        } else {
            name
        };
        if args.len() < arity {
            return self.error(sp, format!("too few arguments to function '{shown}'"));
        }
        if args.len() > arity {
            return self.error(sp, format!("too many arguments to function '{name}'"));
        }
        let mut args = args;
        if which == VaBuiltin::Start {
            self.check_va_start(sp, &mut args)?;
        } else {
            for (i, a) in args.iter_mut().enumerate() {
                self.va_list_operand(a, name, i + 1)?;
            }
        }
        e.kind = ExprKind::VaBuiltin(which, args);
        e.ty = Some(Type::Void);
        Some(())
    }

    /// `va_start` only in a variadic function, with its last named parameter (gcc warns
    /// about any other second argument, and ignores it).
    fn check_va_start(&mut self, sp: Span, args: &mut [Expr]) -> Option<()> {
        let Some(ctx) = &self.func else {
            return self.error(sp, "'va_start' used in function with fixed arguments");
        };
        let (variadic, last) = (ctx.variadic, ctx.last_param);
        if !variadic {
            return self.error(sp, "'va_start' used in function with fixed arguments");
        }
        self.va_list_operand(&mut args[0], "__builtin_va_start", 1)?;
        self.unevaluated += 1;
        let checked = self.rvalue(&mut args[1]);
        self.unevaluated -= 1;
        checked?;
        let names_last = match (&args[1].kind, &last) {
            (ExprKind::Ident(_, Some(id)), Some(last)) => id == last,
            (ExprKind::ImplicitCast(inner), Some(last)) => {
                matches!(&inner.kind, ExprKind::Ident(_, Some(id)) if id == last)
            }
            _ => false,
        };
        if !names_last {
            self.warning(sp, "second parameter of 'va_start' not last named argument");
        }
        Some(())
    }

    /// `__builtin_va_arg(ap, T)`: the next argument, of the complete object type `T`. As gcc
    /// does, a type that the default argument promotions change gets a warning.
    pub(super) fn va_arg(&mut self, list: &mut Expr, tn: &mut TypeName) -> Option<Type> {
        self.rvalue(list)?;
        if !self.is_va_list(&list.ty()) {
            // gcc points at the type name.
            return self.error(tn.span, "first argument to 'va_arg' not of type 'va_list'");
        }
        let ty = self.type_name(tn)?;
        if ty.is_void() || ty.size().is_none() {
            return self.error(
                tn.span,
                format!("second argument to 'va_arg' is of incomplete type '{ty}'"),
            );
        }
        if matches!(ty, Type::Function(_) | Type::Array(..) | Type::Vla(..)) {
            return self.error(tn.span, format!("invalid type '{ty}' for 'va_arg'"));
        }
        let promoted = match &ty {
            Type::Float {
                size: 4,
                floatn: None,
            } => Type::DOUBLE,
            t if t.is_integer() => promoted_type(t),
            t => t.clone(),
        };
        if promoted != ty {
            let mut d = Diagnostic::warning(
                tn.span,
                format!("'{ty}' is promoted to '{promoted}' when passed through '...'"),
            );
            if ty.is_integer() {
                d = d.with_note(
                    tn.span,
                    format!("(so you should pass '{promoted}' not '{ty}' to 'va_arg')"),
                );
            }
            self.warnings.push(d);
        }
        Some(ty)
    }
}

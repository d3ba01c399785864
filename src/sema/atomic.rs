//! Checking of GNU C's atomic builtins (`__atomic_*`, `__sync_*`; the table is
//! `crate::builtins::Atomic`). The first operand points at the atomic object; the value
//! operands convert to its type as by assignment, the memory orders to `int`. The `_n`,
//! read-modify-write and `__sync` forms take integer and pointer objects (an operation on a
//! pointer is not scaled, as gcc says: it acts on the address as a `uintptr_t`); the generic
//! forms (`__atomic_load(p, ret, order)`) take any complete object.

use super::builtins::{builtin_node, int_literal};
use super::constant::eval_int;
use super::expr::convert;
use super::*;
use crate::builtins::{Atomic, Builtin};
use crate::types::Type;

impl Checker<'_> {
    pub(super) fn atomic_builtin(
        &mut self,
        a: Atomic,
        mut args: Vec<Expr>,
        name: &str,
        name_sp: Span,
        sp: Span,
    ) -> Option<Expr> {
        self.builtin_arity(name, args.len(), a.arity(), name_sp)?;
        for arg in args.iter_mut() {
            self.rvalue(arg)?;
        }
        let ty = match a {
            Atomic::Fence { .. } => {
                self.orders(&mut args, 0, name)?;
                Type::Void
            }
            Atomic::TestAndSet | Atomic::Clear => {
                let byte = Type::pointer_to(Type::Void);
                self.assign_convert(&mut args[0], &byte, &format!("argument 1 of '{name}'"))?;
                self.orders(&mut args, 1, name)?;
                if a == Atomic::TestAndSet {
                    Type::Bool
                } else {
                    Type::Void
                }
            }
            _ => {
                let generic = matches!(
                    a,
                    Atomic::LoadGeneric
                        | Atomic::StoreGeneric
                        | Atomic::ExchangeGeneric
                        | Atomic::CompareExchangeGeneric
                );
                let object = self.atomic_object(&args[0], name, generic)?;
                self.atomic_operands(a, &mut args, &object, name)?
            }
        };
        Some(builtin_node(Builtin::Atomic(a), args, ty, sp))
    }

    /// The type of the object the first operand points at, checked for the builtin.
    fn atomic_object(&mut self, p: &Expr, name: &str, generic: bool) -> Option<Type> {
        let ty = p.ty();
        if !ty.is_pointer() {
            return self.error(
                p.span,
                format!("operand type '{ty}' is incompatible with argument 1 of '{name}'"),
            );
        }
        let Some(object) = ty.pointee().filter(|t| **t != Type::Void).cloned() else {
            return self.error(
                p.span,
                format!("argument 1 of '{name}' must be a non-void pointer type"),
            );
        };
        let scalar = object.is_integer() || object.is_pointer();
        if !generic && !scalar {
            return self.error(
                p.span,
                format!("operand type '{ty}' is incompatible with argument 1 of '{name}'"),
            );
        }
        match object.size() {
            // 16 bytes: through libatomic, as gcc does (see `lower::atomic`); other sizes
            // too, for the generic forms.
            Some(1 | 2 | 4 | 8 | 16) => Some(object),
            Some(n) if generic && n > 0 => Some(object),
            _ => self.error(p.span, format!("size mismatch in argument 1 of '{name}'")),
        }
    }

    /// Convert the operands after the first: values to the object's type, pointers to
    /// pointers to it, memory orders (and `weak`) to `int`. The result is the call's type.
    fn atomic_operands(
        &mut self,
        a: Atomic,
        args: &mut [Expr],
        object: &Type,
        name: &str,
    ) -> Option<Type> {
        let value = |checker: &mut Self, e: &mut Expr, i: usize, to: &Type| {
            checker.assign_convert(e, to, &format!("argument {} of '{name}'", i + 1))
        };
        let to_object = Type::pointer_to(object.clone());
        match a {
            Atomic::Load => {
                self.orders(args, 1, name)?;
                Some(object.clone())
            }
            Atomic::Store | Atomic::Exchange | Atomic::LockTestAndSet => {
                value(self, &mut args[1], 1, object)?;
                self.orders(args, 2, name)?;
                Some(if a == Atomic::Store {
                    Type::Void
                } else {
                    object.clone()
                })
            }
            Atomic::Rmw { .. } => {
                // On a pointer the operand is a byte count, not scaled.
                let operand = if object.is_pointer() {
                    Type::LONG
                } else {
                    object.clone()
                };
                value(self, &mut args[1], 1, &operand)?;
                self.orders(args, 2, name)?;
                Some(object.clone())
            }
            Atomic::ValCas | Atomic::BoolCas => {
                value(self, &mut args[1], 1, object)?;
                value(self, &mut args[2], 2, object)?;
                Some(if a == Atomic::BoolCas {
                    Type::Bool
                } else {
                    object.clone()
                })
            }
            Atomic::LockRelease => Some(Type::Void),
            Atomic::CompareExchange | Atomic::CompareExchangeGeneric => {
                value(self, &mut args[1], 1, &to_object)?;
                let desired = if a == Atomic::CompareExchange {
                    object.clone()
                } else {
                    to_object.clone()
                };
                value(self, &mut args[2], 2, &desired)?;
                self.orders(args, 3, name)?;
                Some(Type::Bool)
            }
            Atomic::LoadGeneric | Atomic::StoreGeneric => {
                value(self, &mut args[1], 1, &to_object)?;
                self.orders(args, 2, name)?;
                Some(Type::Void)
            }
            Atomic::ExchangeGeneric => {
                value(self, &mut args[1], 1, &to_object)?;
                value(self, &mut args[2], 2, &to_object)?;
                self.orders(args, 3, name)?;
                Some(Type::Void)
            }
            Atomic::Fence { .. } | Atomic::TestAndSet | Atomic::Clear => {
                unreachable!("no object operand")
            }
        }
    }

    /// The memory orders (and `weak`) from operand `from` on convert to `int`.
    fn orders(&mut self, args: &mut [Expr], from: usize, name: &str) -> Option<()> {
        for (i, arg) in args.iter_mut().enumerate().skip(from) {
            if !arg.ty().is_integer() {
                return self.error(
                    arg.span,
                    format!("non-integer memory model argument {} of '{name}'", i + 1),
                );
            }
            convert(arg, &Type::INT);
        }
        Some(())
    }

    /// `__atomic_always_lock_free(size, p)` and `__atomic_is_lock_free(size, p)`: 1 for the
    /// sizes the atomic instructions take (1, 2, 4, 8 bytes), else 0; the size must be a
    /// constant.
    pub(super) fn lock_free(
        &mut self,
        mut args: Vec<Expr>,
        name: &str,
        name_sp: Span,
        sp: Span,
    ) -> Option<Expr> {
        self.builtin_arity(name, args.len(), 2, name_sp)?;
        for arg in args.iter_mut() {
            self.rvalue(arg)?;
        }
        let Some(size) = eval_int(&args[0]).filter(|_| args[0].ty().is_integer()) else {
            return self.error(args[0].span, format!("non-constant argument 1 to '{name}'"));
        };
        let free = matches!(size, 1 | 2 | 4 | 8);
        Some(int_literal(free as u64, Type::Bool, sp))
    }
}

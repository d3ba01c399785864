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
                let ty = self.atomic_operands(a, &mut args, &object, name)?;
                self.check_memory_models(a, &args, object.size().unwrap_or(0), name, sp);
                ty
            }
        };
        if a == Atomic::Clear {
            self.check_memory_models(a, &args, 1, name, sp);
        }
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

    /// gcc's -Winvalid-memory-model warnings for constant memory orders: a number that is
    /// no `memory_order`, an order a load (`release`, `acq_rel`) or a store or clear
    /// (`consume`, `acquire`, `acq_rel`) cannot have, and a compare-exchange's failure order
    /// that is a release or stronger than its success order. As gcc, tcc-rs then serves the
    /// operation as `seq_cst` (as it serves every order; see `lower::atomic`). gcc names
    /// the sized library function (`__atomic_load_4`) and says nothing of a generic
    /// builtin on an object of another size, which is a call.
    fn check_memory_models(&mut self, a: Atomic, args: &[Expr], size: u64, name: &str, sp: Span) {
        let orders: &[usize] = match a {
            Atomic::Load | Atomic::Clear => &[1],
            Atomic::LoadGeneric | Atomic::Store | Atomic::Exchange => &[2],
            Atomic::Rmw { sync: false, .. } => &[2],
            Atomic::StoreGeneric => &[2],
            Atomic::ExchangeGeneric => &[3],
            Atomic::CompareExchange | Atomic::CompareExchangeGeneric => &[4, 5],
            _ => return,
        };
        if a != Atomic::Clear && !matches!(size, 1 | 2 | 4 | 8 | 16) {
            return;
        }
        let callee = match a {
            Atomic::Clear => name.to_string(),
            _ => format!("{}_{size}", name.strip_suffix("_n").unwrap_or(name)),
        };
        const NAMES: [&str; 6] = [
            "relaxed", "consume", "acquire", "release", "acq_rel", "seq_cst",
        ];
        let model = |m: i64| format!("'memory_order_{}'", NAMES[m as usize]);
        // gcc's note lists the orders the operation can have, in its own order.
        let valid: &[i64] = match a {
            Atomic::Load | Atomic::LoadGeneric => &[0, 5, 2, 1],
            Atomic::Store | Atomic::StoreGeneric | Atomic::Clear => &[0, 5, 3],
            _ => &[0, 5, 2, 1, 3, 4],
        };
        let listed = |models: &[i64]| {
            models
                .iter()
                .map(|&m| model(m))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let tag = "[-Winvalid-memory-model]";
        let mut models = Vec::new();
        for &i in orders {
            let Some(v) = args.get(i).and_then(eval_int) else {
                return;
            };
            match v {
                // x86-64 reserves the bits above the order for lock elision hints.
                v if v < 0 && self.syms.target.facts().memory_order_hints => {
                    let msg = format!("unknown architecture specific memory model {tag}");
                    self.warning_at_use(sp, msg, None);
                    return;
                }
                0..=5 => models.push(v),
                v if v > 0 => {
                    let msg = format!("invalid memory model {v} for '{callee}' {tag}");
                    let note = format!("valid models are {}", listed(valid));
                    self.warning_at_use(sp, msg, Some(note));
                    return;
                }
                _ => return,
            }
        }
        let (msg, note) = match models[..] {
            [m] if !valid.contains(&m) => (
                format!("invalid memory model {} for '{callee}' {tag}", model(m)),
                format!("valid models are {}", listed(valid)),
            ),
            [_, fail] if fail == 3 || fail == 4 => (
                format!(
                    "invalid failure memory model {} for '{callee}' {tag}",
                    model(fail)
                ),
                format!("valid failure models are {}", listed(&[0, 5, 2, 1])),
            ),
            // gcc's note here names only `relaxed`, whatever the success order.
            [success, fail] if fail > success => (
                format!(
                    "failure memory model {} cannot be stronger than success memory model {} \
                     for '{callee}' {tag}",
                    model(fail),
                    model(success)
                ),
                format!("valid models are {}", model(0)),
            ),
            _ => return,
        };
        self.warning_at_use(sp, msg, Some(note));
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

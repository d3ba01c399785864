//! Lowering of GNU C's atomic builtins (checked by `sema::atomic`) to the IR's atomic
//! instructions: `atomic_load`, `atomic_store`, `atomic_rmw`, `atomic_cas` and `fence`,
//! all sequentially consistent. Every operand is evaluated, in order, the memory orders
//! included. A pointer object is accessed as the `i64` of its address; a generic form's
//! object (`__atomic_load(p, ret, order)`, any type) as the integer of its size.
//!
//! Cranelift has no 16-byte atomic instructions, so an object of 16 bytes (`_Atomic
//! __int128`, the builtins on one) is accessed by calls to libatomic's `__atomic_load_16`,
//! `__atomic_store_16`, `__atomic_exchange_16`, `__atomic_compare_exchange_16` and
//! `__atomic_fetch_OP_16`, as gcc's code does: the program links with `-latomic`, as with
//! gcc. libatomic makes them lock-free where the processor can (`cmpxchg16b`, LSE2).

use super::*;
use crate::builtins::Atomic;
use crate::ir::{AtomicOp, BinOp, CastOp, Cond, InstKind, UnOp};

impl FunctionLowering<'_> {
    pub(super) fn atomic_builtin(&mut self, a: Atomic, args: &[Expr], ty: &Type) -> Option<Value> {
        let vals: Vec<Value> = args.iter().map(|e| self.value(e)).collect();
        let object = match a {
            Atomic::Fence { .. } => {
                self.b.ins(InstKind::Fence, None);
                return None;
            }
            Atomic::TestAndSet | Atomic::Clear => Type::int(1, false),
            _ => args[0]
                .ty()
                .pointee()
                .cloned()
                .unwrap_or(Type::int(1, false)),
        };
        let p = vals[0];
        if !matches!(object.size(), Some(1 | 2 | 4 | 8 | 16)) {
            return self.generic_libatomic(a, object.size().unwrap_or(0), &vals);
        }
        // The integer type the object is accessed as.
        let it = match object.size() {
            Some(1) => ir::Type::I8,
            Some(2) => ir::Type::I16,
            Some(4) => ir::Type::I32,
            Some(16) => ir::Type::I128,
            _ => ir::Type::I64,
        };
        let result = match a {
            Atomic::Load => {
                let v = self.atomic_load(it, p);
                self.of_atomic_int(v, &object)
            }
            Atomic::Store => {
                let v = self.as_atomic_int(vals[1], &object);
                self.atomic_store(it, v, p);
                return None;
            }
            Atomic::LockRelease | Atomic::Clear => {
                let zero = self.b.iconst(it, 0);
                self.atomic_store(it, zero, p);
                return None;
            }
            Atomic::Exchange | Atomic::LockTestAndSet => {
                let v = self.as_atomic_int(vals[1], &object);
                let old = self.atomic_rmw(AtomicOp::Xchg, it, p, v);
                self.of_atomic_int(old, &object)
            }
            Atomic::TestAndSet => {
                let one = self.b.iconst(it, 1);
                let old = self.atomic_rmw(AtomicOp::Xchg, it, p, one);
                self.is_nonzero(old, it)
            }
            Atomic::Rmw {
                op, fetch_first, ..
            } => {
                // A pointer's operand is already a `long` byte count.
                let v = match object.is_pointer() {
                    true => vals[1],
                    false => self.as_atomic_int(vals[1], &object),
                };
                let old = self.atomic_rmw(op, it, p, v);
                let r = if fetch_first {
                    old
                } else {
                    self.rmw_result(op, it, old, v)
                };
                self.of_atomic_int(r, &object)
            }
            Atomic::ValCas | Atomic::BoolCas => {
                let expected = self.as_atomic_int(vals[1], &object);
                let desired = self.as_atomic_int(vals[2], &object);
                let old = self.atomic_cas(it, p, expected, desired);
                if a == Atomic::ValCas {
                    self.of_atomic_int(old, &object)
                } else {
                    self.b.icmp(Cond::Eq, it, old, expected, Some("swapped"))
                }
            }
            Atomic::CompareExchange | Atomic::CompareExchangeGeneric => {
                let desired = if a == Atomic::CompareExchange {
                    self.as_atomic_int(vals[2], &object)
                } else {
                    self.b.load(it, vals[2], None)
                };
                self.compare_exchange(it, p, vals[1], desired)
            }
            Atomic::LoadGeneric => {
                let v = self.atomic_load(it, p);
                self.b.store(it, v, vals[1]);
                return None;
            }
            Atomic::StoreGeneric => {
                let v = self.b.load(it, vals[1], None);
                self.atomic_store(it, v, p);
                return None;
            }
            Atomic::ExchangeGeneric => {
                let v = self.b.load(it, vals[1], None);
                let old = self.atomic_rmw(AtomicOp::Xchg, it, p, v);
                self.b.store(it, old, vals[2]);
                return None;
            }
            Atomic::Fence { .. } => unreachable!("returned above"),
        };
        debug_assert!(*ty != Type::Void);
        Some(result)
    }

    /// A generic builtin on an object of a size no instruction has (`__atomic_load(p, ret,
    /// order)` on a 6-byte structure): libatomic's function of the same name, which takes
    /// the size first, as gcc calls it.
    fn generic_libatomic(&mut self, a: Atomic, size: u64, vals: &[Value]) -> Option<Value> {
        let (name, ret) = match a {
            Atomic::LoadGeneric => ("__atomic_load", None),
            Atomic::StoreGeneric => ("__atomic_store", None),
            Atomic::ExchangeGeneric => ("__atomic_exchange", None),
            // The `weak` operand (vals[3]) has no place in libatomic's call.
            _ => ("__atomic_compare_exchange", Some(ir::Type::I8)),
        };
        let mut args = vec![self.b.iconst(ir::Type::I64, size as i64)];
        match a {
            Atomic::CompareExchangeGeneric => {
                args.extend([vals[0], vals[1], vals[2], vals[4], vals[5]])
            }
            _ => args.extend_from_slice(vals),
        }
        let v = self.libatomic(name, ret, args);
        ret.map(|_| v)
    }

    /// C11's compare-exchange: if the object at `p` equals `*expected`, store `desired`;
    /// otherwise copy the object's value to `*expected`. Yields whether it stored.
    fn compare_exchange(
        &mut self,
        it: ir::Type,
        p: Value,
        expected: Value,
        desired: Value,
    ) -> Value {
        let want = self.b.load(it, expected, None);
        let old = self.atomic_cas(it, p, want, desired);
        let ok = self.b.icmp(Cond::Eq, it, old, want, Some("swapped"));
        let failed = self.block("cas.failed");
        let done = self.block("cas.done");
        self.b.br(ok, done, failed);
        self.start_block(failed);
        self.b.store(it, old, expected);
        self.b.jump(done);
        self.start_block(done);
        ok
    }

    /// The value `op` stored: `old op v`.
    fn rmw_result(&mut self, op: AtomicOp, it: ir::Type, old: Value, v: Value) -> Value {
        let bin = |s: &mut Self, op| s.b.binary(op, it, old, v, None);
        match op {
            AtomicOp::Add => bin(self, BinOp::Add),
            AtomicOp::Sub => bin(self, BinOp::Sub),
            AtomicOp::And => bin(self, BinOp::And),
            AtomicOp::Or => bin(self, BinOp::Or),
            AtomicOp::Xor => bin(self, BinOp::Xor),
            AtomicOp::Nand => {
                let and = bin(self, BinOp::And);
                self.b.ins_value(
                    InstKind::Unary {
                        op: UnOp::Not,
                        ty: it,
                        arg: and,
                    },
                    None,
                )
            }
            AtomicOp::Xchg => v,
        }
    }

    /// A value of the object's type as the integer the atomic instructions take.
    fn as_atomic_int(&mut self, v: Value, object: &Type) -> Value {
        match object.is_pointer() {
            true => self
                .b
                .cast(CastOp::Bitcast, ir::Type::Ptr, ir::Type::I64, v, None),
            false => v,
        }
    }

    /// The inverse of `as_atomic_int`.
    fn of_atomic_int(&mut self, v: Value, object: &Type) -> Value {
        match object.is_pointer() {
            true => self
                .b
                .cast(CastOp::Bitcast, ir::Type::I64, ir::Type::Ptr, v, None),
            false => v,
        }
    }

    pub(super) fn atomic_load(&mut self, ty: ir::Type, addr: Value) -> Value {
        let word = atomic_word(ty);
        if word != ty {
            let v = self.atomic_load(word, addr);
            return self.reinterpret(v, word, ty);
        }
        if ty == ir::Type::I128 {
            let order = self.seq_cst();
            return self.libatomic("__atomic_load_16", Some(ty), vec![addr, order]);
        }
        self.b.ins_value(InstKind::AtomicLoad { ty, addr }, None)
    }

    pub(super) fn atomic_store(&mut self, ty: ir::Type, value: Value, addr: Value) {
        let word = atomic_word(ty);
        if word != ty {
            let v = self.reinterpret(value, ty, word);
            return self.atomic_store(word, v, addr);
        }
        if ty == ir::Type::I128 {
            let order = self.seq_cst();
            self.libatomic("__atomic_store_16", None, vec![addr, value, order]);
            return;
        }
        self.b.ins(InstKind::AtomicStore { ty, value, addr }, None);
    }

    pub(super) fn atomic_rmw(
        &mut self,
        op: AtomicOp,
        ty: ir::Type,
        addr: Value,
        value: Value,
    ) -> Value {
        let word = atomic_word(ty);
        if word != ty {
            let v = self.reinterpret(value, ty, word);
            let old = self.atomic_rmw(op, word, addr, v);
            return self.reinterpret(old, word, ty);
        }
        if ty == ir::Type::I128 {
            let name = match op {
                AtomicOp::Add => "__atomic_fetch_add_16",
                AtomicOp::Sub => "__atomic_fetch_sub_16",
                AtomicOp::And => "__atomic_fetch_and_16",
                AtomicOp::Nand => "__atomic_fetch_nand_16",
                AtomicOp::Or => "__atomic_fetch_or_16",
                AtomicOp::Xor => "__atomic_fetch_xor_16",
                AtomicOp::Xchg => "__atomic_exchange_16",
            };
            let order = self.seq_cst();
            return self.libatomic(name, Some(ty), vec![addr, value, order]);
        }
        self.b.ins_value(
            InstKind::AtomicRmw {
                op,
                ty,
                addr,
                value,
            },
            None,
        )
    }

    pub(super) fn atomic_cas(
        &mut self,
        ty: ir::Type,
        addr: Value,
        expected: Value,
        desired: Value,
    ) -> Value {
        let word = atomic_word(ty);
        if word != ty {
            let e = self.reinterpret(expected, ty, word);
            let d = self.reinterpret(desired, ty, word);
            let old = self.atomic_cas(word, addr, e, d);
            return self.reinterpret(old, word, ty);
        }
        if ty == ir::Type::I128 {
            // libatomic's takes the expected value by address and writes the object's
            // value there when it differs: that is the old value either way.
            let slot = self.b.alloca(16, 16, "cas.expected");
            self.b.store(ty, expected, slot);
            let order = self.seq_cst();
            let args = vec![addr, slot, desired, order, order];
            self.libatomic("__atomic_compare_exchange_16", Some(ir::Type::I8), args);
            return self.b.load(ty, slot, Some("cas.old"));
        }
        self.b.ins_value(
            InstKind::AtomicCas {
                ty,
                addr,
                expected,
                desired,
            },
            None,
        )
    }
}

/// `_Atomic` objects: an object whose lvalue is `_Atomic` (a named one, an element, a member
/// or a pointee; see `sema::lvalue_quals`)
/// is read with `atomic_load` and written with `atomic_store`; `++`, `--` and compound
/// assignments are one `atomic_rmw` where the operation is one (integer `+ - & | ^` in the
/// object's own type), else a compare-exchange loop that recomputes the new value from
/// the old until no other thread wrote in between.
impl FunctionLowering<'_> {
    /// Whether `e` designates an `_Atomic` object.
    pub(super) fn is_atomic(&self, e: &Expr) -> bool {
        crate::sema::lvalue_quals(e, self.syms).is_atomic
    }

    /// Replace the `t` at `addr` by `update(old)` atomically; yields `(old, new)`.
    pub(super) fn atomic_update(
        &mut self,
        t: ir::Type,
        addr: Value,
        rmw: Option<(AtomicOp, Value)>,
        update: &mut dyn FnMut(&mut Self, Value) -> Value,
    ) -> (Value, Value) {
        if let Some((op, v)) = rmw {
            let old = self.atomic_rmw(op, t, addr, v);
            let made_before = self.b.func.insts.len();
            let new = update(self, old);
            self.forget_nsw_since(made_before);
            return (old, new);
        }
        // The loop compares the object's bits, as gcc's does: a floating value (whose `==`
        // differs from its bits' for NaNs and zeros) travels as the integer of its size.
        let w = atomic_word(t);
        let slot = self.b.alloca(w.bytes(), w.bytes(), "atomic.old");
        let made_before = self.b.func.insts.len();
        let env = t.is_float().then(|| self.hold_fp_environment());
        let first = self.atomic_load(w, addr);
        self.b.store(w, first, slot);
        let retry = self.block("atomic.retry");
        let done = self.block("atomic.done");
        // A discarded iteration's floating-point exceptions are cleared before the next.
        let discard = match env {
            Some(_) => self.block("atomic.discard"),
            None => retry,
        };
        self.b.jump(retry);
        self.start_block(retry);
        let old_bits = self.b.load(w, slot, None);
        let old = self.reinterpret(old_bits, w, t);
        let new = update(self, old);
        self.forget_nsw_since(made_before);
        let new_bits = self.reinterpret(new, t, w);
        let seen = self.atomic_cas(w, addr, old_bits, new_bits);
        self.b.store(w, seen, slot);
        let ok = self.b.icmp(Cond::Eq, w, seen, old_bits, Some("swapped"));
        self.b.br(ok, done, discard);
        if env.is_some() {
            self.start_block(discard);
            let all = self.b.iconst(ir::Type::I32, self.fe_all_except());
            self.runtime_call("feclearexcept", Some(ir::Type::I32), vec![all]);
            self.b.jump(retry);
        }
        self.start_block(done);
        if let Some(env) = env {
            self.runtime_call("feupdateenv", Some(ir::Type::I32), vec![env]);
        }
        (old, new)
    }

    /// C11 6.5.16.2p3 (note 113): a floating compound assignment on an `_Atomic` object
    /// that had to retry must raise only the exceptions of the iteration that stored. As
    /// gcc does, the environment is held before the loop (the flags saved, then cleared),
    /// cleared again before each retry, and updated after it (the saved flags restored,
    /// the last iteration's raised), here with the C library's `feholdexcept`,
    /// `feclearexcept` and `feupdateenv` (libm, which every program links, where gcc's
    /// call libatomic). Returns the address of the held `fenv_t`.
    fn hold_fp_environment(&mut self) -> Value {
        // glibc's `fenv_t`: 32 bytes on x86-64, 8 on aarch64.
        let env = self.b.alloca(32, 8, "atomic.fenv");
        self.runtime_call("feholdexcept", Some(ir::Type::I32), vec![env]);
        env
    }

    /// glibc's `FE_ALL_EXCEPT` for the target.
    fn fe_all_except(&self) -> i64 {
        self.target.facts().fe_all_except
    }
}

impl FunctionLowering<'_> {
    /// `v`, a `from`, as the `to` of the same bits. The IR has no bit casts between
    /// floating and integer types, so the value goes through a stack slot.
    fn reinterpret(&mut self, v: Value, from: ir::Type, to: ir::Type) -> Value {
        if from == to {
            return v;
        }
        let slot = self.b.alloca(from.bytes(), from.bytes(), "atomic.bits");
        self.b.store(from, v, slot);
        self.b.load(to, slot, None)
    }

    /// Copy the `_Atomic` structure or union `ty` atomically: from the object at `src` to
    /// `dst` (`load`), or from `src` to the object at `dst`. As gcc does, one of the integer
    /// instructions when the type's size is 1, 2, 4 or 8 bytes and its alignment as large
    /// (16 bytes: libatomic's `__atomic_load_16`/`__atomic_store_16`), else libatomic's
    /// generic `__atomic_load(size, object, into, order)` and `__atomic_store(size,
    /// object, from, order)`, which lock where no instruction fits.
    /// `object` is the lvalue designating the `_Atomic` object, which is aligned past its
    /// type as gcc aligns it wherever it is (`sema::atomic_alignment`), and a named one
    /// perhaps further (`_Alignas`).
    pub(super) fn atomic_copy(&mut self, dst: Value, src: Value, object: &Expr, load: bool) {
        let ty = object.ty();
        let size = ty.size().unwrap_or(0);
        let align = match &object.kind {
            ExprKind::Ident(_, Some(id)) => self.syms.declared_align(*id),
            _ => {
                let quals = crate::sema::lvalue_quals(object, self.syms);
                ty.align().max(crate::sema::atomic_alignment(quals, &ty))
            }
        };
        let word = match size {
            1 => Some(ir::Type::I8),
            2 => Some(ir::Type::I16),
            4 => Some(ir::Type::I32),
            8 => Some(ir::Type::I64),
            16 => Some(ir::Type::I128),
            _ => None,
        };
        match word.filter(|_| align >= size) {
            Some(w) if load => {
                let v = self.atomic_load(w, src);
                self.b.store(w, v, dst);
            }
            Some(w) => {
                let v = self.b.load(w, src, None);
                self.atomic_store(w, v, dst);
            }
            None => {
                let n = self.b.iconst(ir::Type::I64, size as i64);
                let order = self.seq_cst();
                let (name, object, other) = match load {
                    true => ("__atomic_load", src, dst),
                    false => ("__atomic_store", dst, src),
                };
                self.libatomic(name, None, vec![n, object, other, order]);
            }
        }
    }

    /// Clear `nsw` on the instructions made since there were `made_before`: the arithmetic
    /// of an atomic update wraps, as `atomic_fetch_add` does (7.17.7.5p3), rather than
    /// letting a pass assume it does not.
    fn forget_nsw_since(&mut self, made_before: usize) {
        use cranelift_entity::EntityRef;
        let insts = &mut self.b.func.insts;
        for i in made_before..insts.len() {
            if let InstKind::Binary { nsw, .. } = &mut insts[ir::Inst::new(i)].kind {
                *nsw = false;
            }
        }
    }
}

/// The integer type an atomic access to a `t` is made with: a floating value is accessed
/// as its bits (Cranelift's atomic instructions take integers), a `long double` as the 16
/// bytes libatomic's `__atomic_*_16` take.
fn atomic_word(t: ir::Type) -> ir::Type {
    match t {
        ir::Type::F32 => ir::Type::I32,
        ir::Type::F64 => ir::Type::I64,
        ir::Type::F128 => ir::Type::I128,
        t => t,
    }
}

/// The `atomic_rmw` operation a binary operator is, on integers.
pub(super) fn rmw_of(op: crate::ast::BinaryOp) -> Option<AtomicOp> {
    use crate::ast::BinaryOp;
    Some(match op {
        BinaryOp::Add => AtomicOp::Add,
        BinaryOp::Sub => AtomicOp::Sub,
        BinaryOp::BitAnd => AtomicOp::And,
        BinaryOp::BitOr => AtomicOp::Or,
        BinaryOp::BitXor => AtomicOp::Xor,
        _ => return None,
    })
}

/// The calls to libatomic for 16-byte objects and structures of other sizes.
impl FunctionLowering<'_> {
    /// `__ATOMIC_SEQ_CST`, the order every atomic access here has.
    fn seq_cst(&mut self) -> Value {
        self.b.iconst(ir::Type::I32, 5)
    }

    /// Call libatomic's `name`.
    fn libatomic(&mut self, name: &str, ret: Option<ir::Type>, args: Vec<Value>) -> Value {
        match self.runtime_call(name, ret, args) {
            Some(v) => v,
            None => self.b.undef(ir::Type::I32),
        }
    }
}

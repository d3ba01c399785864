//! Lowering of GNU C's inline builtins (`crate::builtins` says which are inline), statement
//! expressions and `a ?: b`.
//!
//! The bit builtins map to the IR's `clz`, `ctz`, `popcnt` and `bswap`. The overflow
//! builtins compute in 64 bits and then ask whether the exact result fits the result's
//! type: in signed 64-bit arithmetic when neither operand is `unsigned long`, else in
//! unsigned 64-bit arithmetic with the carry (or borrow) kept. Two corners differ from
//! gcc's exact rule: a negative operand mixed with an `unsigned long` one is taken as a
//! huge unsigned value, and two `long` operands whose exact sum, difference or product
//! overflows `long` but fits an `unsigned long` result are reported as overflowing.

use super::*;
use crate::builtins::{BitOp, Builtin, FloatClass, FloatCompare, OverflowOp};
use crate::ir::{BinOp, CastOp, Cond, InstKind, UnOp};

const I64: ir::Type = ir::Type::I64;

impl FunctionLowering<'_> {
    /// GNU C's `({ ... })`: the block's statements, then the value of the last one.
    pub(super) fn statement_expression(&mut self, items: &[BlockItem]) -> Option<Value> {
        let (last, rest) = items.split_last()?;
        let depth = self.cleanups.len();
        for item in rest {
            self.block_item(item);
        }
        let value = match last {
            BlockItem::Stmt(Stmt {
                kind: StmtKind::Expr(Some(e)),
                ..
            }) => {
                self.ensure_open();
                self.rvalue(e)
            }
            item => {
                self.block_item(item);
                None
            }
        };
        self.close_scope(depth);
        value
    }

    /// GNU C's `c ?: f`: `c` is evaluated once, and is the value when it is nonzero.
    pub(super) fn binary_conditional(&mut self, c: &Expr, f: &Expr, ty: &Type) -> Option<Value> {
        let it = self.ir_type(ty);
        let slot = self.b.alloca(it.bytes(), it.bytes(), "cond.tmp");
        let v = self.rvalue(c)?;
        self.b.store(it, v, slot);
        let test = self.is_nonzero(v, it);
        let false_b = self.block("cond.false");
        let end = self.block("cond.end");
        self.b.br(test, end, false_b);
        self.start_block(false_b);
        if let Some(w) = self.rvalue(f) {
            self.b.store(it, w, slot);
        }
        self.start_block(end);
        Some(self.b.load(it, slot, None))
    }

    pub(super) fn builtin(&mut self, b: Builtin, args: &[Expr], ty: &Type) -> Option<Value> {
        match b {
            Builtin::Unreachable | Builtin::Trap => {
                // Both end the block in `unreachable`, which traps where it is reached;
                // the rest of the expression goes into a block nothing jumps to.
                self.b.terminate(ir::Terminator::Unreachable);
                self.ensure_open();
                None
            }
            Builtin::Bits(op, size) => Some(self.bit_operation(op, size, &args[0], ty)),
            Builtin::Alloca => self.alloca_call(&args[0]),
            Builtin::Frame { ret } => {
                let level = self.rvalue(&args[0])?;
                let helper = match ret {
                    false => "__tcc_rs_frame_address",
                    true => "__tcc_rs_return_address",
                };
                self.runtime_call(helper, Some(ir::Type::Ptr), vec![level])
            }
            Builtin::Atomic(a) => self.atomic_builtin(a, args, ty),
            Builtin::Overflow(op) => Some(self.overflow(op, args)),
            Builtin::Classify(class) => Some(self.classify(class, &args[0])),
            Builtin::Compare(cmp) => Some(self.float_compare(cmp, &args[0], &args[1])),
        }
    }

    fn unary_op(&mut self, op: UnOp, ty: ir::Type, arg: Value) -> Value {
        self.b.ins_value(InstKind::Unary { op, ty, arg }, None)
    }

    fn bit_operation(&mut self, op: BitOp, size: u8, arg: &Expr, ty: &Type) -> Value {
        let x = self.value(arg);
        let t = self.ir_type(&arg.ty());
        let operand = Type::int(size, false);
        let r = match op {
            BitOp::Bswap => return self.unary_op(UnOp::Bswap, t, x),
            BitOp::Clz => self.unary_op(UnOp::Clz, t, x),
            BitOp::Ctz => self.unary_op(UnOp::Ctz, t, x),
            BitOp::Popcount => self.unary_op(UnOp::Popcnt, t, x),
            BitOp::Parity => {
                let n = self.unary_op(UnOp::Popcnt, t, x);
                let one = self.b.iconst(t, 1);
                self.b.binary(BinOp::And, t, n, one, None)
            }
            BitOp::Ffs => {
                // ctz(x) + 1, times 0 when x is 0.
                let n = self.unary_op(UnOp::Ctz, t, x);
                let one = self.b.iconst(t, 1);
                let n1 = self.b.binary(BinOp::Add, t, n, one, None);
                let zero = self.b.iconst(t, 0);
                let nonzero = self.b.icmp(Cond::Ne, t, x, zero, None);
                let mask = self.b.cast(CastOp::Zext, ir::Type::I8, t, nonzero, None);
                self.b.binary(BinOp::Mul, t, n1, mask, None)
            }
            BitOp::Clrsb => {
                // The leading bits equal to the sign bit, after it: clz(x ^ (x >> w-1)) - 1.
                let shift = self.b.iconst(t, i64::from(t.bytes() * 8 - 1));
                let sign = self.b.binary(BinOp::AShr, t, x, shift, None);
                let folded = self.b.binary(BinOp::Xor, t, x, sign, None);
                let n = self.unary_op(UnOp::Clz, t, folded);
                let one = self.b.iconst(t, 1);
                self.b.binary(BinOp::Sub, t, n, one, None)
            }
        };
        self.convert(r, &operand, ty)
    }

    /// `__builtin_*_overflow(a, b, p)`: store the wrapped result at `p`, return whether
    /// the exact result does not fit `*p`'s type (see the module comment).
    fn overflow(&mut self, op: OverflowOp, args: &[Expr]) -> Value {
        let (at, bt) = (args[0].ty(), args[1].ty());
        let rt = args[2].ty().pointee().cloned().unwrap_or(Type::INT);
        let a = self.value(&args[0]);
        let a = self.convert(a, &at, &Type::LONG);
        let b = self.value(&args[1]);
        let b = self.convert(b, &bt, &Type::LONG);
        let p = self.value(&args[2]);
        let ulong = Type::ULONG;
        let unsigned_domain = at == ulong || bt == ulong;
        let bin = match op {
            OverflowOp::Add => BinOp::Add,
            OverflowOp::Sub => BinOp::Sub,
            OverflowOp::Mul => BinOp::Mul,
        };
        let r = self.b.binary(bin, I64, a, b, None);
        let overflow = if unsigned_domain {
            self.unsigned_overflow(op, a, b, r, &rt)
        } else {
            // Only 64-bit operands, or a product of two 32-bit unsigned ones, can
            // overflow signed 64-bit arithmetic.
            let wide_operand = |t: &Type| {
                t.size() == Some(8)
                    || (op == OverflowOp::Mul && t.size() == Some(4) && !t.is_signed())
            };
            let wide = wide_operand(&at) || wide_operand(&bt);
            let o = self.signed_overflow(op, a, b, r, wide);
            let fits = self.fits(r, &rt, false);
            let misfit = self.not(fits);
            self.b.binary(BinOp::Or, ir::Type::I8, o, misfit, None)
        };
        let narrowed = self.convert(r, &Type::LONG, &rt);
        let t = self.ir_type(&rt);
        self.b.store(t, narrowed, p);
        overflow
    }

    /// Whether `a op b` overflowed signed 64-bit arithmetic (`r` its wrapped value); only
    /// possible when an operand is 64 bits wide.
    fn signed_overflow(
        &mut self,
        op: OverflowOp,
        a: Value,
        b: Value,
        r: Value,
        wide: bool,
    ) -> Value {
        let zero = self.b.iconst(I64, 0);
        if !wide {
            return self.b.icmp(Cond::Ne, I64, zero, zero, None);
        }
        match op {
            // The sign of the result differs from both operands' (add), or from the
            // first's when the operands' signs differ (sub).
            OverflowOp::Add | OverflowOp::Sub => {
                let ar = self.b.binary(BinOp::Xor, I64, a, r, None);
                let other = if op == OverflowOp::Add {
                    self.b.binary(BinOp::Xor, I64, b, r, None)
                } else {
                    self.b.binary(BinOp::Xor, I64, a, b, None)
                };
                let both = self.b.binary(BinOp::And, I64, ar, other, None);
                self.b.icmp(Cond::Slt, I64, both, zero, None)
            }
            OverflowOp::Mul => {
                // r / a != b, with a divisor that cannot trap: a = 0 never overflows, and
                // a = -1 overflows only for b = LONG_MIN.
                let minus1 = self.b.iconst(I64, -1);
                let is_zero = self.b.icmp(Cond::Eq, I64, a, zero, None);
                let is_m1 = self.b.icmp(Cond::Eq, I64, a, minus1, None);
                let z = self.b.cast(CastOp::Zext, ir::Type::I8, I64, is_zero, None);
                let m = self.b.cast(CastOp::Zext, ir::Type::I8, I64, is_m1, None);
                let two = self.b.iconst(I64, 2);
                let m2 = self.b.binary(BinOp::Mul, I64, m, two, None);
                let fix = self.b.binary(BinOp::Add, I64, z, m2, None);
                let divisor = self.b.binary(BinOp::Add, I64, a, fix, None);
                let q = self.b.binary(BinOp::SDiv, I64, r, divisor, None);
                let differs = self.b.icmp(Cond::Ne, I64, q, b, None);
                let special = self.b.binary(BinOp::Or, ir::Type::I8, is_zero, is_m1, None);
                let ordinary = self.not(special);
                let general = self
                    .b
                    .binary(BinOp::And, ir::Type::I8, ordinary, differs, None);
                let min = self.b.iconst(I64, i64::MIN);
                let b_min = self.b.icmp(Cond::Eq, I64, b, min, None);
                let neg_min = self.b.binary(BinOp::And, ir::Type::I8, is_m1, b_min, None);
                self.b
                    .binary(BinOp::Or, ir::Type::I8, general, neg_min, None)
            }
        }
    }

    /// Overflow when the operands are unsigned 64-bit values and `r` is the wrapped result.
    fn unsigned_overflow(
        &mut self,
        op: OverflowOp,
        a: Value,
        b: Value,
        r: Value,
        rt: &Type,
    ) -> Value {
        let i8t = ir::Type::I8;
        let fits = self.fits(r, rt, true);
        let misfit = self.not(fits);
        match op {
            OverflowOp::Add => {
                let carry = self.b.icmp(Cond::Ult, I64, r, a, None);
                self.b.binary(BinOp::Or, i8t, carry, misfit, None)
            }
            OverflowOp::Sub => {
                // With a borrow the exact result is r - 2^64, negative: it fits only a
                // signed type, and only if r read as signed is negative and fits.
                let borrow = self.b.icmp(Cond::Ult, I64, a, b, None);
                let neg_fits = if rt.is_signed() {
                    let zero = self.b.iconst(I64, 0);
                    let negative = self.b.icmp(Cond::Slt, I64, r, zero, None);
                    let round_trip = self.fits(r, rt, false);
                    self.b.binary(BinOp::And, i8t, negative, round_trip, None)
                } else {
                    self.b.iconst(i8t, 0)
                };
                let neg_misfit = self.not(neg_fits);
                let with_borrow = self.b.binary(BinOp::And, i8t, borrow, neg_misfit, None);
                let no_borrow = self.not(borrow);
                let without = self.b.binary(BinOp::And, i8t, no_borrow, misfit, None);
                self.b.binary(BinOp::Or, i8t, with_borrow, without, None)
            }
            OverflowOp::Mul => {
                let zero = self.b.iconst(I64, 0);
                let is_zero = self.b.icmp(Cond::Eq, I64, a, zero, None);
                let z = self.b.cast(CastOp::Zext, i8t, I64, is_zero, None);
                let divisor = self.b.binary(BinOp::Add, I64, a, z, None);
                let q = self.b.binary(BinOp::UDiv, I64, r, divisor, None);
                let differs = self.b.icmp(Cond::Ne, I64, q, b, None);
                let nonzero = self.not(is_zero);
                let o = self.b.binary(BinOp::And, i8t, nonzero, differs, None);
                self.b.binary(BinOp::Or, i8t, o, misfit, None)
            }
        }
    }

    /// Whether the 64-bit value `r` (signed, or unsigned if `unsigned`) fits type `rt`.
    fn fits(&mut self, r: Value, rt: &Type, unsigned: bool) -> Value {
        let zero = self.b.iconst(I64, 0);
        let size = rt.size().unwrap_or(8);
        let always = |s: &mut Self| s.b.icmp(Cond::Eq, I64, zero, zero, None);
        let non_negative = |s: &mut Self| s.b.icmp(Cond::Sge, I64, r, zero, None);
        if size == 8 {
            return match (rt.is_signed(), unsigned) {
                (true, false) | (false, true) => always(self),
                _ => non_negative(self),
            };
        }
        let narrowed = self.convert(r, &Type::LONG, rt);
        let back = self.convert(narrowed, rt, &Type::LONG);
        let same = self.b.icmp(Cond::Eq, I64, back, r, None);
        if unsigned && rt.is_signed() {
            let nn = non_negative(self);
            return self.b.binary(BinOp::And, ir::Type::I8, same, nn, None);
        }
        same
    }

    /// The negation of a 0/1 flag.
    fn not(&mut self, flag: Value) -> Value {
        let one = self.b.iconst(ir::Type::I8, 1);
        self.b.binary(BinOp::Xor, ir::Type::I8, flag, one, None)
    }

    fn fcmp(&mut self, cond: Cond, t: ir::Type, lhs: Value, rhs: Value) -> Value {
        self.b.ins_value(
            InstKind::Fcmp {
                cond,
                ty: t,
                lhs,
                rhs,
            },
            None,
        )
    }

    /// A 0/1 flag as an `int`.
    fn flag_int(&mut self, flag: Value) -> Value {
        self.b
            .cast(CastOp::Zext, ir::Type::I8, ir::Type::I32, flag, None)
    }

    fn classify(&mut self, class: FloatClass, arg: &Expr) -> Value {
        let x = self.value(arg);
        let t = self.ir_type(&arg.ty());
        if t == ir::Type::F128 {
            return self.ld_classify(class, x);
        }
        let finite = |s: &mut Self| {
            // x - x is 0 for a finite x, NaN for an infinity or a NaN.
            let d = s.b.binary(BinOp::FSub, t, x, x, None);
            let zero = s.b.fconst(t, 0.0);
            s.fcmp(Cond::Oeq, t, d, zero)
        };
        let flag = match class {
            FloatClass::IsNan => self.fcmp(Cond::Une, t, x, x),
            FloatClass::IsFinite => finite(self),
            FloatClass::IsNormal => {
                let min = if t == ir::Type::F32 {
                    f64::from(f32::MIN_POSITIVE)
                } else {
                    f64::MIN_POSITIVE
                };
                let (lo, hi) = (self.b.fconst(t, -min), self.b.fconst(t, min));
                let big = self.fcmp(Cond::Oge, t, x, hi);
                let small = self.fcmp(Cond::Ole, t, x, lo);
                let normal = self.b.binary(BinOp::Or, ir::Type::I8, big, small, None);
                let f = finite(self);
                self.b.binary(BinOp::And, ir::Type::I8, normal, f, None)
            }
            FloatClass::IsInfSign => {
                let (pos, neg) = (
                    self.b.fconst(t, f64::INFINITY),
                    self.b.fconst(t, f64::NEG_INFINITY),
                );
                let p = self.fcmp(Cond::Oeq, t, x, pos);
                let n = self.fcmp(Cond::Oeq, t, x, neg);
                let (p, n) = (self.flag_int(p), self.flag_int(n));
                return self.b.binary(BinOp::Sub, ir::Type::I32, p, n, None);
            }
            FloatClass::Signbit => return self.sign_bit(x, t),
        };
        self.flag_int(flag)
    }

    /// gcc's `__builtin_signbit` without optimisation: 1 for a negative `double`, the
    /// sign bit in place (`INT_MIN`) for a negative `float`, else 0.
    fn sign_bit(&mut self, x: Value, t: ir::Type) -> Value {
        let it = if t == ir::Type::F32 {
            ir::Type::I32
        } else {
            I64
        };
        let slot = self.b.alloca(t.bytes(), t.bytes(), "signbit.tmp");
        self.b.store(t, x, slot);
        let bits = self.b.load(it, slot, None);
        if it == ir::Type::I32 {
            let mask = self.b.iconst(it, i64::from(i32::MIN));
            return self.b.binary(BinOp::And, it, bits, mask, None);
        }
        let shift = self.b.iconst(it, 63);
        let bit = self.b.binary(BinOp::LShr, it, bits, shift, None);
        self.b.cast(CastOp::Trunc, it, ir::Type::I32, bit, None)
    }

    fn float_compare(&mut self, cmp: FloatCompare, l: &Expr, r: &Expr) -> Value {
        let (x, y) = (self.value(l), self.value(r));
        let t = self.ir_type(&l.ty());
        if t == ir::Type::F128 {
            return self.ld_float_compare(cmp, x, y);
        }
        let or = |s: &mut Self, a, b| s.b.binary(BinOp::Or, ir::Type::I8, a, b, None);
        let flag = match cmp {
            FloatCompare::Greater => self.fcmp(Cond::Ogt, t, x, y),
            FloatCompare::GreaterEqual => self.fcmp(Cond::Oge, t, x, y),
            FloatCompare::Less => self.fcmp(Cond::Olt, t, x, y),
            FloatCompare::LessEqual => self.fcmp(Cond::Ole, t, x, y),
            FloatCompare::LessGreater => {
                let (a, b) = (self.fcmp(Cond::Olt, t, x, y), self.fcmp(Cond::Ogt, t, x, y));
                or(self, a, b)
            }
            FloatCompare::Unordered => {
                let (a, b) = (self.fcmp(Cond::Une, t, x, x), self.fcmp(Cond::Une, t, y, y));
                or(self, a, b)
            }
        };
        self.flag_int(flag)
    }
}

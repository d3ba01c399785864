//! Lowering of GNU C's inline builtins (`crate::builtins` says which are inline), statement
//! expressions and `a ?: b`.
//!
//! The bit builtins map to the IR's `clz`, `ctz`, `popcnt` and `bswap`. The overflow
//! builtins follow gcc's rule exactly: the operands' mathematical values (each in its own
//! type) are added, subtracted or multiplied in infinite precision, and the builtin says
//! whether that value does not fit the result's type. A sum or difference is computed as a
//! 128-bit pair of words; a product by its sign and magnitude, checked against the largest
//! magnitude the result's type holds with that sign. Operands and results of 128-bit types
//! are refused by sema.

use super::*;
use crate::builtins::{BitOp, Builtin, FloatClass, FloatCompare, OverflowOp};
use crate::ir::{BinOp, CastOp, Cond, InstKind, UnOp};

const I64: ir::Type = ir::Type::I64;

/// An operand of an overflow builtin, widened to a word: sign-extended, or zero-extended
/// from an unsigned type, so that only an `unsigned long` may exceed `long`'s range.
#[derive(Copy, Clone)]
struct Operand {
    bits: Value,
    unsigned64: bool,
}

impl FunctionLowering<'_> {
    /// GNU C's `({ ... })`: the block's statements, then the value of the last one.
    pub(super) fn statement_expression(&mut self, items: &[BlockItem]) -> Option<Value> {
        let (last, rest) = items.split_last()?;
        let depth = self.cleanups.len();
        for item in rest {
            self.block_item(item);
        }
        let value = match last {
            BlockItem::Stmt(s) => self.statement_expression_value(s),
            item => {
                self.block_item(item);
                None
            }
        };
        self.close_scope(depth);
        value
    }

    /// The last statement of a statement expression: an expression statement, labelled or
    /// not (`out: r;`), gives the value.
    fn statement_expression_value(&mut self, last: &Stmt) -> Option<Value> {
        match &last.kind {
            StmtKind::Expr(Some(e)) => {
                self.ensure_open();
                self.rvalue(e)
            }
            StmtKind::Labeled(name, _, body) if !body.is_end_of_block() => {
                let b = self.label_block(name);
                self.start_block(b);
                self.statement_expression_value(body)
            }
            _ => {
                self.statement(last);
                None
            }
        }
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
            // As a value, the hint says nothing (`branch_on` reads it).
            Builtin::Expect(_) => self.rvalue(&args[0]),
            Builtin::Unreachable | Builtin::Trap => {
                // The block ends (`unreachable` or `trap`); the rest of the expression goes
                // into a block nothing jumps to.
                self.b.terminate(match b {
                    Builtin::Trap => ir::Terminator::Trap,
                    _ => ir::Terminator::Unreachable,
                });
                self.ensure_open();
                None
            }
            Builtin::Bits(op, size) => Some(self.bit_operation(op, size, &args[0], ty)),
            Builtin::Alloca => self.alloca_call(&args[0]),
            Builtin::Complex => Some(self.builtin_complex(args, ty)),
            Builtin::ShuffleVector => Some(self.shuffle_vector(args, ty)),
            Builtin::Shuffle => Some(self.shuffle(args, ty)),
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
            Builtin::OverflowP(op) => Some(self.overflow_p(op, args)),
            Builtin::Classify(class) => Some(self.classify(class, &args[0])),
            Builtin::Fpclassify => Some(self.fpclassify(args)),
            Builtin::Compare(cmp) => Some(self.float_compare(cmp, &args[0], &args[1])),
            Builtin::Prefetch { write, locality } => {
                let addr = self.rvalue(&args[0])?;
                let prefetch = InstKind::Prefetch {
                    addr,
                    write,
                    locality,
                };
                self.b.ins(prefetch, None);
                None
            }
            Builtin::HighBits { .. } => {
                let vector = self.rvalue(&args[0])?;
                let ty = self.ir_type(&args[0].ty());
                Some((self.b).ins_value(InstKind::HighBits { ty, vector }, None))
            }
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
        let rt = args[2].ty().pointee().cloned().unwrap_or(Type::INT);
        let [a, b] = self.overflow_operands(args);
        let p = self.value(&args[2]);
        let (low, overflow) = self.exact(op, a, b, &rt);
        let narrowed = self.convert(low, &Type::LONG, &rt);
        let t = self.ir_type(&rt);
        self.b.store(t, narrowed, p);
        overflow
    }

    /// `__builtin_add_overflow_p(a, b, c)` and its kin: the overflow flag for `c`'s type,
    /// `c` evaluated for its side effects.
    fn overflow_p(&mut self, op: OverflowOp, args: &[Expr]) -> Value {
        let rt = args[2].ty();
        let [a, b] = self.overflow_operands(args);
        self.value(&args[2]);
        self.exact(op, a, b, &rt).1
    }

    /// The first two operands of an overflow builtin, as 64-bit words.
    fn overflow_operands(&mut self, args: &[Expr]) -> [Operand; 2] {
        [&args[0], &args[1]].map(|e| {
            let v = self.value(e);
            Operand {
                bits: self.convert(v, &e.ty(), &Type::LONG),
                unsigned64: e.ty().size() == Some(8) && !e.ty().is_signed(),
            }
        })
    }

    /// `a op b` exactly: its low word, and whether it lies outside `rt`.
    fn exact(&mut self, op: OverflowOp, a: Operand, b: Operand, rt: &Type) -> (Value, Value) {
        match op {
            OverflowOp::Add | OverflowOp::Sub => self.exact_sum(op, a, b, rt),
            OverflowOp::Mul => self.exact_product(a, b, rt),
        }
    }

    /// `a + b` or `a - b` exactly, as a 128-bit pair of words (each operand's high word is
    /// its sign, or 0 for an `unsigned long`): the low word, and whether the pair lies
    /// outside `rt`.
    fn exact_sum(&mut self, op: OverflowOp, a: Operand, b: Operand, rt: &Type) -> (Value, Value) {
        let (a_hi, b_hi) = (self.high_word(a), self.high_word(b));
        let (lo, hi) = match op {
            OverflowOp::Add => {
                let lo = self.b.binary(BinOp::Add, I64, a.bits, b.bits, None);
                let carry = self.b.icmp(Cond::Ult, I64, lo, a.bits, None);
                let carry = self.b.cast(CastOp::Zext, ir::Type::I8, I64, carry, None);
                let hi = self.b.binary(BinOp::Add, I64, a_hi, b_hi, None);
                (lo, self.b.binary(BinOp::Add, I64, hi, carry, None))
            }
            _ => {
                let lo = self.b.binary(BinOp::Sub, I64, a.bits, b.bits, None);
                let borrow = self.b.icmp(Cond::Ult, I64, a.bits, b.bits, None);
                let borrow = self.b.cast(CastOp::Zext, ir::Type::I8, I64, borrow, None);
                let hi = self.b.binary(BinOp::Sub, I64, a_hi, b_hi, None);
                (lo, self.b.binary(BinOp::Sub, I64, hi, borrow, None))
            }
        };
        // The pair is a value of 64 bits when its high word is the low word's sign
        // (signed) or zero (unsigned); then the low word must fit `rt`.
        let zero = self.b.iconst(I64, 0);
        let fits = if rt.is_signed() {
            let sign = self.sign_word(lo);
            let is_64 = self.b.icmp(Cond::Eq, I64, hi, sign, None);
            let in_range = self.fits_signed(lo, rt);
            self.b
                .binary(BinOp::And, ir::Type::I8, is_64, in_range, None)
        } else {
            let is_64 = self.b.icmp(Cond::Eq, I64, hi, zero, None);
            let max = self.unsigned_max(rt);
            let in_range = self.b.icmp(Cond::Ule, I64, lo, max, None);
            self.b
                .binary(BinOp::And, ir::Type::I8, is_64, in_range, None)
        };
        (lo, self.not(fits))
    }

    /// `a * b`: its low word (the same bits whatever the signs), and whether the exact
    /// product lies outside `rt`, from its sign and magnitude: `|a| * |b| > limit` exactly
    /// when `|a| != 0` and `|b| > limit / |a|`.
    fn exact_product(&mut self, a: Operand, b: Operand, rt: &Type) -> (Value, Value) {
        let i8t = ir::Type::I8;
        let lo = self.b.binary(BinOp::Mul, I64, a.bits, b.bits, None);
        let (a_neg, a_mag) = self.sign_and_magnitude(a);
        let (b_neg, b_mag) = self.sign_and_magnitude(b);
        let negative = self.b.binary(BinOp::Xor, i8t, a_neg, b_neg, None);
        // The largest magnitude `rt` holds with the product's sign.
        let positive_limit = match rt.is_signed() {
            true => self.signed_max(rt),
            false => self.unsigned_max(rt),
        };
        let negative_limit = match rt.is_signed() {
            true => {
                let max = self.signed_max(rt);
                let one = self.b.iconst(I64, 1);
                self.b.binary(BinOp::Add, I64, max, one, None)
            }
            false => self.b.iconst(I64, 0),
        };
        let neg_mask = self.b.cast(CastOp::Zext, i8t, I64, negative, None);
        let zero = self.b.iconst(I64, 0);
        let neg_mask = self.b.binary(BinOp::Sub, I64, zero, neg_mask, None);
        let keep_pos = {
            let ones = self.b.iconst(I64, -1);
            self.b.binary(BinOp::Xor, I64, neg_mask, ones, None)
        };
        let pos_part = self
            .b
            .binary(BinOp::And, I64, positive_limit, keep_pos, None);
        let neg_part = self
            .b
            .binary(BinOp::And, I64, negative_limit, neg_mask, None);
        let limit = self.b.binary(BinOp::Or, I64, pos_part, neg_part, None);
        let a_zero = self.b.icmp(Cond::Eq, I64, a_mag, zero, None);
        let fix = self.b.cast(CastOp::Zext, i8t, I64, a_zero, None);
        let divisor = self.b.binary(BinOp::Add, I64, a_mag, fix, None);
        let quotient = self.b.binary(BinOp::UDiv, I64, limit, divisor, None);
        let too_big = self.b.icmp(Cond::Ugt, I64, b_mag, quotient, None);
        let a_nonzero = self.not(a_zero);
        (lo, self.b.binary(BinOp::And, i8t, a_nonzero, too_big, None))
    }

    /// An operand's high word in the 128-bit reading: its sign, or 0 for `unsigned long`.
    fn high_word(&mut self, x: Operand) -> Value {
        match x.unsigned64 {
            true => self.b.iconst(I64, 0),
            false => self.sign_word(x.bits),
        }
    }

    /// All ones when `v` is negative as a signed word, else 0.
    fn sign_word(&mut self, v: Value) -> Value {
        let shift = self.b.iconst(I64, 63);
        self.b.binary(BinOp::AShr, I64, v, shift, None)
    }

    /// Whether the operand is negative, and its magnitude as an unsigned word (`LONG_MIN`'s
    /// is 2^63).
    fn sign_and_magnitude(&mut self, x: Operand) -> (Value, Value) {
        if x.unsigned64 {
            return (self.b.iconst(ir::Type::I8, 0), x.bits);
        }
        let sign = self.sign_word(x.bits);
        let flipped = self.b.binary(BinOp::Xor, I64, x.bits, sign, None);
        let magnitude = self.b.binary(BinOp::Sub, I64, flipped, sign, None);
        let zero = self.b.iconst(I64, 0);
        (self.b.icmp(Cond::Slt, I64, x.bits, zero, None), magnitude)
    }

    /// Whether the signed word `v` is within the signed type `rt`.
    fn fits_signed(&mut self, v: Value, rt: &Type) -> Value {
        let narrowed = self.convert(v, &Type::LONG, rt);
        let back = self.convert(narrowed, rt, &Type::LONG);
        self.b.icmp(Cond::Eq, I64, back, v, None)
    }

    /// The largest value of the unsigned type `rt`, as a word.
    fn unsigned_max(&mut self, rt: &Type) -> Value {
        let bits = 8 * rt.size().unwrap_or(8).min(8);
        self.b.iconst(I64, (u64::MAX >> (64 - bits)) as i64)
    }

    /// The largest value of the signed type `rt`, as a word.
    fn signed_max(&mut self, rt: &Type) -> Value {
        let bits = 8 * rt.size().unwrap_or(8).min(8);
        self.b.iconst(I64, (u64::MAX >> (65 - bits)) as i64)
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
        self.classify_value(class, x, t)
    }

    /// `__builtin_fpclassify(nan, infinite, normal, subnormal, zero, x)`: each test as a 0
    /// or 1, and the classes chosen without a branch, from the last test to the first.
    fn fpclassify(&mut self, args: &[Expr]) -> Value {
        let classes: Vec<Value> = args[..5].iter().map(|a| self.value(a)).collect();
        let x = self.value(&args[5]);
        let t = self.ir_type(&args[5].ty());
        let is = |s: &mut Self, class| {
            let v = s.classify_value(class, x, t);
            let zero = s.b.iconst(ir::Type::I32, 0);
            let flag = s.b.icmp(Cond::Ne, ir::Type::I32, v, zero, None);
            s.flag_int(flag)
        };
        let nan = is(self, FloatClass::IsNan);
        let infinite = is(self, FloatClass::IsInfSign);
        let normal = is(self, FloatClass::IsNormal);
        let zero = if t == ir::Type::F128 {
            let nonzero = self.ld_is_nonzero(x);
            let one = self.b.iconst(ir::Type::I8, 1);
            let flag = self.b.binary(BinOp::Xor, ir::Type::I8, nonzero, one, None);
            self.flag_int(flag)
        } else {
            let z = self.b.fconst(t, 0.0);
            let flag = self.fcmp(Cond::Oeq, t, x, z);
            self.flag_int(flag)
        };
        let mut r = self.choose(zero, classes[4], classes[3]);
        r = self.choose(normal, classes[2], r);
        r = self.choose(infinite, classes[1], r);
        self.choose(nan, classes[0], r)
    }

    /// `flag ? a : b` for an `int` `flag` of 0 or 1, as `b ^ ((a ^ b) & -flag)`.
    fn choose(&mut self, flag: Value, a: Value, b: Value) -> Value {
        let i32t = ir::Type::I32;
        let zero = self.b.iconst(i32t, 0);
        let mask = self.b.binary(BinOp::Sub, i32t, zero, flag, None);
        let diff = self.b.binary(BinOp::Xor, i32t, a, b, None);
        let kept = self.b.binary(BinOp::And, i32t, diff, mask, None);
        self.b.binary(BinOp::Xor, i32t, b, kept, None)
    }

    /// `class` of the value `x` of floating type `t`, as an `int` (see `classify`).
    fn classify_value(&mut self, class: FloatClass, x: Value, t: ir::Type) -> Value {
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

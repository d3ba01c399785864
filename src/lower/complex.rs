//! Lowering of `float _Complex`, `double _Complex` and `long double _Complex` values (the
//! parts of the last are `f128`s, computed through the `long double` helpers).
//!
//! A complex value is an aggregate, as a small structure is: the address of an object laid
//! out as `{ re, im }` (see `Type::is_aggregate`), so locals, members, arrays, assignment,
//! initialization and the calling conventions are the structures' code (both psABIs pass a
//! complex number as the structure of its two parts). Each operation loads the parts it
//! reads and stores its result into a new temporary: a local complex variable whose address
//! is not taken is still an object in memory that mem2reg does not promote (its two parts
//! are accessed at two offsets); what mem2reg promotes is every real value in between.
//!
//! The arithmetic follows gcc's at `-O2`: `+` and `-` part by part; `*` and `/` by a real
//! operand part by part (the front end's rule, 6.3.1.8 does not make the real operand
//! complex); `*` and `/` of two complex operands through libgcc's `__mulsc3`/`__muldc3`
//! and `__divsc3`/`__divdc3` (Annex G's infinities and NaNs), except where gcc's complex
//! lowering knows a part of an operand is zero (a real converted to complex, an imaginary
//! constant), where it computes the parts directly too.

use super::*;
use crate::ir::{BinOp, Cond, InstKind, UnOp};
use crate::target::long_double as ld;

/// What gcc's complex lowering (`tree-complex.cc`) knows of an operand: that one of its
/// parts is zero.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum Shape {
    OnlyReal,
    OnlyImag,
    Varying,
}

/// The shape of the complex operand `e`, as far as its expression shows it.
pub(super) fn shape(e: &Expr) -> Shape {
    let zero = |e: &Expr| match &e.kind {
        ExprKind::FloatLit(v) => *v == 0.0,
        // The `double` beside the text may have underflowed: the digits decide.
        ExprKind::LongFloatLit(v, text) => {
            let digits = text.strip_prefix("0x").unwrap_or(text);
            let mantissa = digits.split(['e', 'E', 'p', 'P']).next().unwrap_or("");
            *v == 0.0 && mantissa.chars().all(|c| c == '0' || c == '.')
        }
        _ => false,
    };
    match &e.kind {
        ExprKind::ImplicitCast(inner) | ExprKind::Cast(_, inner) if !inner.ty().is_complex() => {
            Shape::OnlyReal
        }
        ExprKind::Builtin(crate::builtins::Builtin::Complex, args) if zero(&args[0]) => {
            Shape::OnlyImag
        }
        ExprKind::Builtin(crate::builtins::Builtin::Complex, args) if zero(&args[1]) => {
            Shape::OnlyReal
        }
        _ => Shape::Varying,
    }
}

impl FunctionLowering<'_> {
    /// The IR type of the parts of complex type `ty`.
    fn part_type(&self, ty: &Type) -> ir::Type {
        self.ir_type(ty.real_part())
    }

    /// The real and imaginary parts of the complex object at `addr`.
    pub(super) fn complex_parts(&mut self, addr: Value, ty: &Type) -> (Value, Value) {
        let t = self.part_type(ty);
        let re = self.b.load(t, addr, Some("real"));
        let at = self.element_address(addr, u64::from(t.bytes()));
        let im = self.b.load(t, at, Some("imag"));
        (re, im)
    }

    /// A new complex value of type `ty` with parts `re` and `im`.
    pub(super) fn complex_value(&mut self, re: Value, im: Value, ty: &Type) -> Value {
        let t = self.part_type(ty);
        let tmp = self.b.alloca(2 * t.bytes(), t.bytes(), "complex");
        self.b.store(t, re, tmp);
        let at = self.element_address(tmp, u64::from(t.bytes()));
        self.b.store(t, im, at);
        tmp
    }

    /// Convert `v` between types one of which is complex (6.3.1.7): a real becomes the real
    /// part with a zero imaginary part, a complex number becomes its real part (or, to
    /// `_Bool`, whether either part is non-zero).
    pub(super) fn convert_complex(&mut self, v: Value, from: &Type, to: &Type) -> Value {
        let (fp, tp) = (from.real_part().clone(), to.real_part().clone());
        match (from.is_complex(), to.is_complex()) {
            (true, true) => {
                let (re, im) = self.complex_parts(v, from);
                let re = self.convert(re, &fp, &tp);
                let im = self.convert(im, &fp, &tp);
                self.complex_value(re, im, to)
            }
            (false, true) => {
                let re = self.convert(v, from, &tp);
                let t = self.ir_type(&tp);
                let im = self.fzero(t);
                self.complex_value(re, im, to)
            }
            (true, false) if *to == Type::Bool => {
                let (re, im) = self.complex_parts(v, from);
                let t = self.ir_type(&fp);
                let re = self.is_nonzero(re, t);
                let im = self.is_nonzero(im, t);
                self.b
                    .binary(BinOp::Or, ir::Type::I8, re, im, Some("tobool"))
            }
            (true, false) => {
                let (re, _) = self.complex_parts(v, from);
                self.convert(re, &fp, to)
            }
            (false, false) => unreachable!("convert_complex of two real types"),
        }
    }

    /// `a op b` of two parts; a `long double` one through the runtime's helper.
    fn fbin(&mut self, op: BinOp, t: ir::Type, a: Value, b: Value) -> Value {
        if t == ir::Type::F128 {
            let op = match op {
                BinOp::FAdd => BinaryOp::Add,
                BinOp::FSub => BinaryOp::Sub,
                BinOp::FMul => BinaryOp::Mul,
                _ => BinaryOp::Div,
            };
            return self.ld_arithmetic(op, a, b);
        }
        self.b.binary(op, t, a, b, None)
    }

    /// A part that is zero (`+0.0`, all bits clear in every format).
    fn fzero(&mut self, t: ir::Type) -> Value {
        match t {
            ir::Type::F128 => self.ld_constant([0; 16]),
            _ => self.b.fconst(t, 0.0),
        }
    }

    fn fneg(&mut self, t: ir::Type, v: Value) -> Value {
        if t == ir::Type::F128 {
            return self.ld_negate(v);
        }
        self.b.ins_value(
            InstKind::Unary {
                op: UnOp::FNeg,
                ty: t,
                arg: v,
            },
            Some("neg"),
        )
    }

    /// The complex constant of type `ty` whose parts are `parts`, given in the target's
    /// `long double` format (which holds every `float` and `double` exactly).
    pub(super) fn complex_constant(&mut self, parts: ([u8; 16], [u8; 16]), ty: &Type) -> Value {
        let (t, fmt) = (self.part_type(ty), self.ld_format());
        let [re, im] = [parts.0, parts.1].map(|bytes| match t {
            ir::Type::F128 => self.ld_constant(bytes),
            ir::Type::F32 => self.b.fconst(t, f64::from(ld::to_f32(bytes, fmt))),
            _ => self.b.fconst(t, ld::to_f64(bytes, fmt)),
        });
        self.complex_value(re, im, ty)
    }

    /// `-v`, `v` of floating or complex type `ty`.
    pub(super) fn negate_float(&mut self, v: Value, ty: &Type) -> Value {
        let t = self.part_type(ty);
        if !ty.is_complex() {
            return self.fneg(t, v);
        }
        let (re, im) = self.complex_parts(v, ty);
        let (re, im) = (self.fneg(t, re), self.fneg(t, im));
        self.complex_value(re, im, ty)
    }

    /// `-z`, `+z`, and GNU C's `~z` (the conjugate).
    pub(super) fn complex_unary(&mut self, op: UnaryOp, arg: &Expr, ty: &Type) -> Value {
        let v = self.value(arg);
        let t = self.part_type(ty);
        let (re, im) = self.complex_parts(v, ty);
        let (re, im) = match op {
            UnaryOp::Neg => (self.fneg(t, re), self.fneg(t, im)),
            UnaryOp::BitNot => (re, self.fneg(t, im)),
            _ => (re, im),
        };
        self.complex_value(re, im, ty)
    }

    /// `l op r` where `ty`, the result, is complex: each operand is complex of type `ty`,
    /// or of its real type (see the module's documentation); `shapes` are the operands'.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn complex_arithmetic(
        &mut self,
        op: BinaryOp,
        (lv, lt, ls): (Value, &Type, Shape),
        (rv, rt, rs): (Value, &Type, Shape),
        ty: &Type,
    ) -> Value {
        let t = self.part_type(ty);
        // With a real operand the front end computes with every part of the complex one
        // (`x * (0 + 1i)` is `(x * 0) + (x * 1)i`); what the lowering knows of zero parts
        // applies between two complex operands only.
        let (ls, rs) = match lt.is_complex() && rt.is_complex() {
            true => (ls, rs),
            false => (Shape::Varying, Shape::Varying),
        };
        // Each operand as its parts, `None` for a part known to be zero.
        let parts = |s: &mut Self, v: Value, vt: &Type, shape: Shape| match (vt.is_complex(), shape)
        {
            (false, _) => (Some(v), None),
            (true, Shape::OnlyReal) => (Some(s.complex_parts(v, vt).0), None),
            (true, Shape::OnlyImag) => (None, Some(s.complex_parts(v, vt).1)),
            (true, Shape::Varying) => {
                let (re, im) = s.complex_parts(v, vt);
                (Some(re), Some(im))
            }
        };
        let (a, b) = parts(self, lv, lt, ls);
        let (c, d) = parts(self, rv, rt, rs);
        use BinaryOp::*;
        let (re, im) = match op {
            Add | Sub => {
                let bop = if op == Add { BinOp::FAdd } else { BinOp::FSub };
                let re = self.add_parts(bop, t, a, c);
                let im = self.add_parts(bop, t, b, d);
                (re, im)
            }
            Mul => match (a, b, c, d) {
                (Some(a), Some(b), Some(c), Some(d)) => {
                    return self.complex_libcall("mul", ty, [a, b, c, d]);
                }
                _ => self.mul_parts(t, (a, b), (c, d)),
            },
            Div => match (a, b, c, d) {
                (a, b, Some(c), None) => {
                    let re = a.map(|a| self.fbin(BinOp::FDiv, t, a, c));
                    let im = b.map(|b| self.fbin(BinOp::FDiv, t, b, c));
                    (re, im)
                }
                // (a + bi) / di = b/d - (a/d)i
                (a, b, None, Some(d)) => {
                    let re = b.map(|b| self.fbin(BinOp::FDiv, t, b, d));
                    let im = a.map(|a| {
                        let q = self.fbin(BinOp::FDiv, t, a, d);
                        self.fneg(t, q)
                    });
                    (re, im)
                }
                (a, b, c, d) => {
                    let zero = |s: &mut Self, v: Option<Value>| v.unwrap_or_else(|| s.fzero(t));
                    let args = [zero(self, a), zero(self, b), zero(self, c), zero(self, d)];
                    return self.complex_libcall("div", ty, args);
                }
            },
            _ => unreachable!("sema allows no other complex operator"),
        };
        let re = re.unwrap_or_else(|| self.fzero(t));
        let im = im.unwrap_or_else(|| self.fzero(t));
        self.complex_value(re, im, ty)
    }

    /// One part of a sum or difference, either operand possibly known to be zero (`0 - x`
    /// is `-x`, as gcc computes it).
    fn add_parts(
        &mut self,
        op: BinOp,
        t: ir::Type,
        x: Option<Value>,
        y: Option<Value>,
    ) -> Option<Value> {
        match (x, y) {
            (Some(x), Some(y)) => Some(self.fbin(op, t, x, y)),
            (None, Some(y)) if op == BinOp::FSub => Some(self.fneg(t, y)),
            (x, y) => x.or(y),
        }
    }

    /// A product where some part is known to be zero: (a + bi)(c + di) without the terms
    /// that are zero.
    #[allow(clippy::type_complexity)]
    fn mul_parts(
        &mut self,
        t: ir::Type,
        (a, b): (Option<Value>, Option<Value>),
        (c, d): (Option<Value>, Option<Value>),
    ) -> (Option<Value>, Option<Value>) {
        let mul = |s: &mut Self, x: Option<Value>, y: Option<Value>| match (x, y) {
            (Some(x), Some(y)) => Some(s.fbin(BinOp::FMul, t, x, y)),
            _ => None,
        };
        let ac = mul(self, a, c);
        let bd = mul(self, b, d);
        let ad = mul(self, a, d);
        let bc = mul(self, b, c);
        let re = self.add_parts(BinOp::FSub, t, ac, bd);
        let im = self.add_parts(BinOp::FAdd, t, ad, bc);
        (re, im)
    }

    /// A call of libgcc's `__mulsc3`, `__muldc3`, `__divsc3` or `__divdc3` (`what` is
    /// "mul" or "div") with the four parts, through the C calling convention of a function
    /// returning `ty`; for `long double` parts `__mulxc3`/`__divxc3` on x86-64 (x87 format)
    /// and `__multc3`/`__divtc3` on aarch64 (binary128), as gcc calls them.
    fn complex_libcall(&mut self, what: &str, ty: &Type, args: [Value; 4]) -> Value {
        let part = ty.real_part().clone();
        let letter = match (part.size(), self.ld_format()) {
            (Some(4), _) => 's',
            (Some(8), _) => 'd',
            (_, ld::Format::X87) => 'x',
            (_, ld::Format::Binary128) => 't',
        };
        let name = format!("__{what}{letter}c3");
        let params = vec![part.clone(); 4];
        let sig = call_signature(ty, &params, CallShape::c(4), self.target);
        if !self.callees.iter().any(|(n, _)| *n == name) {
            self.callees.push((name.clone(), sig.clone()));
        }
        let lowered = abi::classify_call(ty, &params, false, self.target);
        let mut values = Vec::new();
        for (v, passing) in args.into_iter().zip(&lowered.params) {
            self.argument_values(v, &part, passing, &mut values);
        }
        let inst = self.b.ins(
            InstKind::call(ir::Callee::Direct(name), sig, values),
            Some("call"),
        );
        let results: Vec<Value> = self.b.func.insts[inst].results().collect();
        match lowered.ret {
            abi::Passing::X87Pair => self.x87_result_pair(),
            _ => self.aggregate_from_registers(ty, &results),
        }
    }

    /// The result of type `ty` that came back in `results`, stored to a temporary.
    pub(super) fn aggregate_from_registers(&mut self, ty: &Type, results: &[Value]) -> Value {
        let abi::Passing::Pieces(pieces) = abi::classify_return(ty, self.target) else {
            unreachable!("a complex number not returned in x87 registers is returned in registers")
        };
        let tmp = self
            .b
            .alloca(padded_size(ty) as u32, ty.align().max(8) as u32, "coerce");
        for ((offset, t), &r) in pieces.into_iter().zip(results) {
            let at = self.element_address(tmp, offset);
            self.b.store(t, r, at);
        }
        tmp
    }

    /// `l == r` or `l != r` of two complex values of one type, as an `i8`: equal when both
    /// parts are.
    pub(super) fn complex_compare(
        &mut self,
        op: BinaryOp,
        lv: Value,
        rv: Value,
        ty: &Type,
    ) -> Value {
        let t = self.part_type(ty);
        let (a, b) = self.complex_parts(lv, ty);
        let (c, d) = self.complex_parts(rv, ty);
        let (cond, join) = match op {
            BinaryOp::Eq => (Cond::Oeq, BinOp::And),
            _ => (Cond::Une, BinOp::Or),
        };
        let cmp = |s: &mut Self, x, y| {
            if t == ir::Type::F128 {
                return s.ld_compare(op, x, y);
            }
            s.b.ins_value(
                InstKind::Fcmp {
                    cond,
                    ty: t,
                    lhs: x,
                    rhs: y,
                },
                Some("cmp"),
            )
        };
        let re = cmp(self, a, c);
        let im = cmp(self, b, d);
        self.b.binary(join, ir::Type::I8, re, im, Some("cmp"))
    }

    /// `++z`, `z++`, `--z`, `z--` of the complex object at `addr` (GNU C): its real part
    /// steps by one; the value is a copy of the new or the old number.
    pub(super) fn complex_inc_dec(
        &mut self,
        prefix: bool,
        inc: bool,
        addr: Value,
        ty: &Type,
    ) -> Value {
        let t = self.part_type(ty);
        let (re, im) = self.complex_parts(addr, ty);
        let one = match t {
            ir::Type::F128 => self.ld_constant(ld::from_int(1, false, self.ld_format())),
            _ => self.b.fconst(t, 1.0),
        };
        let op = if inc { BinOp::FAdd } else { BinOp::FSub };
        let new = self.fbin(op, t, re, one);
        self.b.store(t, new, addr);
        self.complex_value(if prefix { new } else { re }, im, ty)
    }

    /// `__builtin_complex(re, im)`: sema made both operands of the complex type's real type.
    pub(super) fn builtin_complex(&mut self, args: &[Expr], ty: &Type) -> Value {
        let re = self.value(&args[0]);
        let im = self.value(&args[1]);
        self.complex_value(re, im, ty)
    }
}

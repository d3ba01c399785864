//! `long double`: an `f128` value in the IR (16 bytes: x87's 80-bit format on x86-64, IEEE
//! binary128 on aarch64) that only loads, stores, phis, calls and returns carry. Every
//! operation on one is a call of a helper in the runtime (`runtime/helpers.c`,
//! `__tcc_rs_ld_*`), which the target's C compiler built: its `long double` arithmetic is
//! gcc's by construction (x87 instructions on x86-64, libgcc's `__addtf3` family on
//! aarch64). Constants are computed exactly at compile time (`crate::target::long_double`).
//!
//! On x86-64 a `long double` result comes back in the x87 register `st(0)`, which Cranelift
//! cannot reach: a function returning one has no IR result and calls
//! `__tcc_rs_x87_return(v)` just before returning, which loads `st(0)`; a caller calls
//! `__tcc_rs_x87_result()` right after the call, which pops it (`abi::Passing::X87`).

use super::*;
use crate::ast::BinaryOp;
use crate::builtins::{FloatClass, FloatCompare};
use crate::ir::{BinOp, CastOp, Cond};
use crate::target::long_double::{self as ld, Format};

impl FunctionLowering<'_> {
    pub(super) fn ld_format(&self) -> Format {
        self.target.facts().long_double
    }

    /// The `f128` with representation `bytes`, put together in a stack temporary.
    pub(super) fn ld_constant(&mut self, bytes: [u8; 16]) -> Value {
        let tmp = self.b.alloca(16, 16, "ld.const");
        for half in 0..2 {
            let word = u64::from_le_bytes(bytes[half * 8..half * 8 + 8].try_into().unwrap());
            let v = self.b.iconst(ir::Type::I64, word as i64);
            let at = self.element_address(tmp, half as u64 * 8);
            self.b.store(ir::Type::I64, v, at);
        }
        self.b.load(ir::Type::F128, tmp, Some("ld"))
    }

    /// The literal `text` (see `ExprKind::LongFloatLit`).
    pub(super) fn ld_literal(&mut self, text: &str) -> Value {
        let bytes = match text.strip_prefix("0x") {
            Some(hex) => ld::from_literal(hex, true, self.ld_format()),
            None => ld::from_literal(text, false, self.ld_format()),
        };
        self.ld_constant(bytes)
    }

    /// A call of the runtime helper `__tcc_rs_<name>` returning `ret` (if any).
    pub(super) fn ld_helper(
        &mut self,
        name: &str,
        ret: Option<ir::Type>,
        args: Vec<Value>,
    ) -> Option<Value> {
        self.call_direct(format!("__tcc_rs_{name}"), ret, args, Some("ld"))
    }

    fn ld_op(&mut self, name: &str, ret: ir::Type, args: Vec<Value>) -> Value {
        self.ld_helper(name, Some(ret), args)
            .expect("a helper with a result")
    }

    /// `l op r` for `+ - * /`.
    pub(super) fn ld_arithmetic(&mut self, op: BinaryOp, l: Value, r: Value) -> Value {
        let name = match op {
            BinaryOp::Add => "ld_add",
            BinaryOp::Sub => "ld_sub",
            BinaryOp::Mul => "ld_mul",
            BinaryOp::Div => "ld_div",
            op => unreachable!("sema allows no {op:?} on long double"),
        };
        self.ld_op(name, ir::Type::F128, vec![l, r])
    }

    pub(super) fn ld_negate(&mut self, v: Value) -> Value {
        self.ld_op("ld_neg", ir::Type::F128, vec![v])
    }

    /// A comparison as an `i8` 0 or 1; `!=` is "not equal", so true when unordered.
    pub(super) fn ld_compare(&mut self, op: BinaryOp, l: Value, r: Value) -> Value {
        let (mask, cond) = match op {
            BinaryOp::Lt => (1, Cond::Ne),
            BinaryOp::Le => (3, Cond::Ne),
            BinaryOp::Eq => (2, Cond::Ne),
            BinaryOp::Ne => (2, Cond::Eq),
            BinaryOp::Gt => (4, Cond::Ne),
            _ => (6, Cond::Ne),
        };
        self.ld_order_test(l, r, mask, cond)
    }

    /// Whether the runtime's order bit set for `l` and `r` (1 less, 2 equal, 4 greater, none
    /// when unordered), masked by `mask`, compares `cond` with 0: an `i8` 0 or 1.
    fn ld_order_test(&mut self, l: Value, r: Value, mask: i64, cond: Cond) -> Value {
        let order = self.ld_op("ld_cmp", ir::Type::I32, vec![l, r]);
        let mask = self.b.iconst(ir::Type::I32, mask);
        let bits = self
            .b
            .binary(BinOp::And, ir::Type::I32, order, mask, Some("order"));
        let zero = self.b.iconst(ir::Type::I32, 0);
        self.b.icmp(cond, ir::Type::I32, bits, zero, Some("cmp"))
    }

    /// `__builtin_isnan` and its kin: the runtime answers with the same builtin.
    pub(super) fn ld_classify(&mut self, class: FloatClass, x: Value) -> Value {
        let which = match class {
            FloatClass::IsNan => 0,
            FloatClass::IsInfSign => 1,
            FloatClass::IsFinite => 2,
            FloatClass::IsNormal => 3,
            FloatClass::Signbit => 4,
        };
        let which = self.b.iconst(ir::Type::I32, which);
        self.ld_op("ld_classify", ir::Type::I32, vec![x, which])
    }

    /// `__builtin_isgreater` and its kin (which never raise an exception on a NaN; the
    /// runtime's comparison does not either), as an `int`.
    pub(super) fn ld_float_compare(&mut self, cmp: FloatCompare, x: Value, y: Value) -> Value {
        let (mask, cond) = match cmp {
            FloatCompare::Greater => (4, Cond::Ne),
            FloatCompare::GreaterEqual => (6, Cond::Ne),
            FloatCompare::Less => (1, Cond::Ne),
            FloatCompare::LessEqual => (3, Cond::Ne),
            FloatCompare::LessGreater => (5, Cond::Ne),
            FloatCompare::Unordered => (7, Cond::Eq),
        };
        let flag = self.ld_order_test(x, y, mask, cond);
        self.b
            .cast(CastOp::Zext, ir::Type::I8, ir::Type::I32, flag, None)
    }

    /// `v != 0` as an `i8`.
    pub(super) fn ld_is_nonzero(&mut self, v: Value) -> Value {
        let zero = self.ld_constant([0; 16]);
        self.ld_compare(BinaryOp::Ne, v, zero)
    }

    /// Convert `v` from `from` to `to`, one of which is `long double` (the other an
    /// arithmetic type; `_Bool` is handled by the caller).
    pub(super) fn ld_convert(&mut self, v: Value, from: &Type, to: &Type) -> Value {
        // `long double` and `_Float64x` (or aarch64's `_Float128`) share the format.
        if from.is_long_double() && to.is_long_double() {
            return v;
        }
        if to.is_long_double() {
            self.ld_from(v, from)
        } else {
            self.ld_to(v, to)
        }
    }

    fn ld_from(&mut self, v: Value, from: &Type) -> Value {
        let fmt = self.ld_format();
        // A constant converts at compile time.
        match self.b.func.values[v].def {
            // The IR keeps every floating constant as a `double` (a `float` one rounded).
            ir::ValueDef::FConst(bits) if from.is_float() => {
                return self.ld_constant(ld::from_f64(f64::from_bits(bits), fmt));
            }
            ir::ValueDef::IConst(c) if from.is_integer() && from.size() != Some(16) => {
                let size = from.size().unwrap_or(8) as u32 * 8;
                let unsigned = !from.is_signed();
                let c = match unsigned {
                    true if size < 64 => i128::from(c as u64 & ((1u64 << size) - 1)),
                    true => i128::from(c as u64),
                    false => i128::from(c),
                };
                return self.ld_constant(ld::from_int(c, unsigned, fmt));
            }
            _ => {}
        }
        let ft = self.ir_type(from);
        let (name, v) = match from {
            Type::Float { size: 4, .. } => ("ld_from_f32", v),
            Type::Float { .. } => ("ld_from_f64", v),
            Type::Int {
                size: 16, signed, ..
            } => (
                if *signed {
                    "ld_from_i128"
                } else {
                    "ld_from_u128"
                },
                v,
            ),
            Type::Int {
                size: 8,
                signed: false,
                ..
            } => ("ld_from_u64", v),
            _ => {
                let wide = self.convert_integer(v, from, ft, ir::Type::I64);
                ("ld_from_i64", wide)
            }
        };
        self.ld_op(name, ir::Type::F128, vec![v])
    }

    fn ld_to(&mut self, v: Value, to: &Type) -> Value {
        let tt = self.ir_type(to);
        match to {
            Type::Float { size: 4, .. } => self.ld_op("ld_to_f32", tt, vec![v]),
            Type::Float { .. } => self.ld_op("ld_to_f64", tt, vec![v]),
            Type::Int {
                size: 16, signed, ..
            } => {
                let name = if *signed { "ld_to_i128" } else { "ld_to_u128" };
                self.ld_op(name, tt, vec![v])
            }
            Type::Int {
                size: 8,
                signed: false,
                ..
            } => self.ld_op("ld_to_u64", tt, vec![v]),
            _ => {
                let wide = self.ld_op("ld_to_i64", ir::Type::I64, vec![v]);
                self.convert_integer(wide, &Type::LONG, ir::Type::I64, tt)
            }
        }
    }

    /// Return `v` from a function whose `long double` result goes in x87's `st(0)`.
    pub(super) fn x87_return(&mut self, v: Value) {
        self.ld_helper("x87_return", None, vec![v]);
        self.b.ret(None);
    }

    /// Return the `long double _Complex` at `addr` from a function whose result goes in
    /// `st(0)` and `st(1)`: `__tcc_rs_x87_return_pair(addr)` loads both parts.
    pub(super) fn x87_return_pair(&mut self, addr: Value) {
        self.ld_helper("x87_return_pair", None, vec![addr]);
        self.b.ret(None);
    }

    /// The `long double _Complex` result of the call just made, popped from `st(0)` and
    /// `st(1)` into a new temporary (its address).
    pub(super) fn x87_result_pair(&mut self) -> Value {
        let tmp = self.b.alloca(32, 16, "coerce");
        self.ld_helper("x87_result_pair", None, vec![tmp]);
        tmp
    }

    /// The `long double` result of the call just made, popped from `st(0)`.
    pub(super) fn x87_result(&mut self) -> Value {
        self.ld_op("x87_result", ir::Type::F128, Vec::new())
    }
}

/// A conversion `v as` cast op could not do: one side is `long double`.
pub(super) fn needs_helper(from: &Type, to: &Type) -> bool {
    from.is_long_double() || to.is_long_double()
}

//! Lowering of GNU C's vectors: one IR value of a vector type (`i32x4`...), operated on
//! lane by lane by the IR's own instructions where Cranelift has them on both targets, and
//! lane by lane through `extractlane`/`insertlane` where it has not (integer division and
//! remainder, shifts by a vector of counts, multiplication of 8- and 64-bit lanes).

use super::*;
use crate::ir::{BinOp, CastOp, Cond, InstKind, UnOp};

/// The IR type of a vector of C type `ty`.
pub(super) fn vector_ir_type(ty: &Type) -> Option<ir::Type> {
    let Type::Vector(elem, size) = ty else {
        return None;
    };
    let lane = scalar_ir_type(elem)?;
    ir::Type::vector(lane, (*size / u64::from(lane.bytes())) as u32)
}

fn lane_type(ty: &Type) -> Type {
    match ty {
        Type::Vector(elem, _) => (**elem).clone(),
        t => t.clone(),
    }
}

impl FunctionLowering<'_> {
    /// `l op r` where `ty` (the result) or the operands are vectors; sema gave both
    /// operands the vector type.
    pub(super) fn vector_binary(&mut self, op: BinaryOp, l: &Expr, r: &Expr) -> Value {
        let vt = l.ty();
        let lv = self.value(l);
        let rv = self.value(r);
        self.vector_arithmetic(op, lv, rv, &vt)
    }

    /// `lv op rv` on two vectors of C type `vt`.
    pub(super) fn vector_arithmetic(
        &mut self,
        op: BinaryOp,
        lv: Value,
        rv: Value,
        vt: &Type,
    ) -> Value {
        let t = self.ir_type(vt);
        let elem = lane_type(vt);
        let float = t.lane().is_float();
        let signed = elem.is_signed();
        if op.is_comparison() {
            let cond = comparison(op, float, signed);
            let kind = if float {
                InstKind::Fcmp {
                    cond,
                    ty: t,
                    lhs: lv,
                    rhs: rv,
                }
            } else {
                InstKind::Icmp {
                    cond,
                    ty: t,
                    lhs: lv,
                    rhs: rv,
                }
            };
            return self.b.ins_value(kind, Some("cmp"));
        }
        let bop = match (op, float) {
            (BinaryOp::Add, false) => BinOp::Add,
            (BinaryOp::Sub, false) => BinOp::Sub,
            (BinaryOp::Mul, false) if matches!(t.lane(), ir::Type::I16 | ir::Type::I32) => {
                BinOp::Mul
            }
            (BinaryOp::Add, true) => BinOp::FAdd,
            (BinaryOp::Sub, true) => BinOp::FSub,
            (BinaryOp::Mul, true) => BinOp::FMul,
            (BinaryOp::Div, true) => BinOp::FDiv,
            (BinaryOp::BitAnd, _) => BinOp::And,
            (BinaryOp::BitOr, _) => BinOp::Or,
            (BinaryOp::BitXor, _) => BinOp::Xor,
            _ => return self.lane_by_lane(op, lv, rv, vt),
        };
        self.b.binary(bop, t, lv, rv, Some("vec"))
    }

    /// `lv op rv` computed one lane at a time.
    fn lane_by_lane(&mut self, op: BinaryOp, lv: Value, rv: Value, vt: &Type) -> Value {
        let t = self.ir_type(vt);
        let elem = lane_type(vt);
        let mut out = lv;
        for lane in 0..t.lanes() as u8 {
            let a = self.extract_lane(t, lv, lane);
            let b = self.extract_lane(t, rv, lane);
            // In the lane's promoted type, as C computes a scalar `a op b`.
            let wide = crate::sema::promoted_type(&elem);
            let (a, b) = (self.convert(a, &elem, &wide), self.convert(b, &elem, &wide));
            let x = self.arithmetic(op, a, &wide, b, &wide, &wide);
            let x = self.convert(x, &wide, &elem);
            out = self.insert_lane(t, out, x, lane, "vec");
        }
        out
    }

    /// `v` with `lane` replaced by `value`, the result named `name`.
    fn insert_lane(&mut self, t: ir::Type, v: Value, value: Value, lane: u8, name: &str) -> Value {
        let kind = InstKind::InsertLane {
            ty: t,
            vector: v,
            value,
            lane,
        };
        self.b.ins_value(kind, Some(name))
    }

    pub(super) fn extract_lane(&mut self, t: ir::Type, v: Value, lane: u8) -> Value {
        self.b.ins_value(
            InstKind::ExtractLane {
                ty: t,
                vector: v,
                lane,
            },
            Some("lane"),
        )
    }

    /// `-v`, `~v`, `+v` on a vector.
    pub(super) fn vector_unary(&mut self, op: UnaryOp, arg: &Expr, ty: &Type) -> Value {
        let v = self.value(arg);
        let t = self.ir_type(ty);
        let op = match op {
            UnaryOp::Neg if t.lane().is_float() => UnOp::FNeg,
            UnaryOp::Neg => UnOp::Neg,
            UnaryOp::BitNot => UnOp::Not,
            _ => return v,
        };
        self.b
            .ins_value(InstKind::Unary { op, ty: t, arg: v }, Some("vec"))
    }

    /// A conversion where `from` or `to` is a vector: a scalar broadcast to every lane, or
    /// the same bits as another vector or integer of the same size.
    pub(super) fn vector_convert(&mut self, v: Value, from: &Type, to: &Type) -> Value {
        let (ft, tt) = (self.ir_type(from), self.ir_type(to));
        if ft == tt {
            return v;
        }
        if tt.is_vector() && !from.is_vector() && !(from.is_integer() && ft.bytes() == tt.bytes()) {
            let elem = lane_type(to);
            let x = self.convert(v, from, &elem);
            return self
                .b
                .ins_value(InstKind::Splat { ty: tt, value: x }, Some("splat"));
        }
        self.b.cast(CastOp::Bitcast, ft, tt, v, Some("vec.cast"))
    }

    /// The address of a vector's value for `v[i]`: the object's own if `v` is an lvalue,
    /// else a temporary holding the value.
    pub(super) fn vector_address(&mut self, v: &Expr) -> Value {
        if crate::sema::is_lvalue(v, self.syms) {
            return self.address(v);
        }
        let ty = v.ty();
        let t = self.ir_type(&ty);
        let value = self.value(v);
        let tmp = self.b.alloca(t.bytes(), t.bytes(), "vec.tmp");
        self.store(t, value, tmp, false);
        tmp
    }
}

/// The condition of a comparison operator on lanes.
fn comparison(op: BinaryOp, float: bool, signed: bool) -> Cond {
    match (op, float, signed) {
        (BinaryOp::Eq, false, _) => Cond::Eq,
        (BinaryOp::Ne, false, _) => Cond::Ne,
        (BinaryOp::Lt, false, true) => Cond::Slt,
        (BinaryOp::Le, false, true) => Cond::Sle,
        (BinaryOp::Gt, false, true) => Cond::Sgt,
        (BinaryOp::Ge, false, true) => Cond::Sge,
        (BinaryOp::Lt, false, false) => Cond::Ult,
        (BinaryOp::Le, false, false) => Cond::Ule,
        (BinaryOp::Gt, false, false) => Cond::Ugt,
        (BinaryOp::Ge, false, false) => Cond::Uge,
        (BinaryOp::Eq, true, _) => Cond::Oeq,
        (BinaryOp::Ne, true, _) => Cond::Une,
        (BinaryOp::Lt, true, _) => Cond::Olt,
        (BinaryOp::Le, true, _) => Cond::Ole,
        (BinaryOp::Gt, true, _) => Cond::Ogt,
        _ => Cond::Oge,
    }
}

impl FunctionLowering<'_> {
    /// `__builtin_shufflevector(a, b, i...)`, of type `ty`: sema made the indices `long`
    /// literals, each -1 (any lane: zero here) or a lane of `a` then `b`.
    pub(super) fn shuffle_vector(&mut self, args: &[Expr], ty: &Type) -> Value {
        let (at, t) = (self.ir_type(&args[0].ty()), self.ir_type(ty));
        let a = self.value(&args[0]);
        let b = self.value(&args[1]);
        let n = at.lanes() as i64;
        let mut out = self.zero_vector(t);
        for (lane, index) in args[2..].iter().enumerate() {
            let i = crate::sema::constant::eval_int(index).unwrap_or(-1);
            let (from, i) = match i {
                i if i < 0 => continue,
                i if i < n => (a, i),
                i => (b, i - n),
            };
            let x = self.extract_lane(at, from, i as u8);
            out = self.insert_lane(t, out, x, lane as u8, "shuffle");
        }
        out
    }

    /// `__builtin_shuffle(a[, b], mask)`: the vectors are laid out in a temporary, one
    /// after the other, and each lane of the result loaded from it at its index.
    pub(super) fn shuffle(&mut self, args: &[Expr], ty: &Type) -> Value {
        let t = self.ir_type(ty);
        let (vectors, mask) = args.split_at(args.len() - 1);
        let table = self
            .b
            .alloca(t.bytes() * vectors.len() as u32, t.bytes(), "shuffle");
        for (k, v) in vectors.iter().enumerate() {
            let value = self.value(v);
            let at = self.element_address(table, u64::from(t.bytes()) * k as u64);
            self.store(t, value, at, false);
        }
        let mt = self.ir_type(&mask[0].ty());
        let m = self.value(&mask[0]);
        let lanes = t.lanes() * vectors.len() as u32;
        let mut out = self.zero_vector(t);
        for lane in 0..t.lanes() as u8 {
            let i = self.extract_lane(mt, m, lane);
            let wrap = self.b.iconst(mt.lane(), i64::from(lanes - 1));
            let i = self.b.binary(BinOp::And, mt.lane(), i, wrap, Some("idx"));
            let i = match mt.lane() {
                ir::Type::I64 => i,
                lane => self
                    .b
                    .cast(CastOp::Zext, lane, ir::Type::I64, i, Some("idx")),
            };
            let at = self.offset(table, i, i64::from(t.lane().bytes()));
            let x = self.load(t.lane(), at, false);
            out = self.insert_lane(t, out, x, lane, "shuffle");
        }
        out
    }

    /// A vector of type `t` with every lane zero.
    fn zero_vector(&mut self, t: ir::Type) -> Value {
        let zero = match t.lane() {
            lane if lane.is_float() => self.b.fconst(lane, 0.0),
            lane => self.b.iconst(lane, 0),
        };
        self.b
            .ins_value(InstKind::Splat { ty: t, value: zero }, Some("zero"))
    }
}

impl FunctionLowering<'_> {
    /// `__builtin_convertvector(v, T)`: each lane converted as a scalar of its type is.
    pub(super) fn convert_vector(&mut self, v: &Expr, to: &Type) -> Value {
        let (from, fe, te) = (v.ty(), lane_type(&v.ty()), lane_type(to));
        let (ft, tt) = (self.ir_type(&from), self.ir_type(to));
        let value = self.value(v);
        if ft == tt {
            return value;
        }
        let mut out = self.zero_vector(tt);
        for lane in 0..tt.lanes() as u8 {
            let x = self.extract_lane(ft, value, lane);
            let x = self.convert(x, &fe, &te);
            out = self.insert_lane(tt, out, x, lane, "conv");
        }
        out
    }
}

//! Lowering of GNU C's vectors: one IR value of a vector type (`i32x4`...), operated on
//! lane by lane by the IR's own instructions where Cranelift has them on both targets, and
//! lane by lane through `extractlane`/`insertlane` where it has not (integer division and
//! remainder, shifts by a vector of counts, multiplication of 8- and 64-bit lanes).
//!
//! A vector of 32 or 64 bytes (AVX's sizes) fits no SIMD type Cranelift has on our
//! targets: it is an aggregate, its value the address of an object holding it, and each
//! operation loads the operands' 16-byte halves, applies the 16-byte operation to each
//! and stores the results in a temporary. Lanes are read and written in memory.

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

/// The 16-byte vector type of a wide vector's halves; any other type is its own.
fn half_type(ty: &Type) -> Type {
    match ty {
        Type::Vector(elem, size) if *size > 16 => Type::Vector(elem.clone(), 16),
        t => t.clone(),
    }
}

/// How many lanes a vector of C type `ty` has.
fn lane_count(ty: &Type) -> u32 {
    let lane = lane_type(ty).size().unwrap_or(1).max(1);
    (ty.size().unwrap_or(0) / lane) as u32
}

impl FunctionLowering<'_> {
    /// A wide vector of C type `out` computed half by half: `op` is given the 16-byte
    /// halves of `operands` (each the address of a wide vector of type `from`) and the
    /// halves' C type, and gives the result's half.
    fn by_halves(
        &mut self,
        out: &Type,
        from: &Type,
        operands: &[Value],
        mut op: impl FnMut(&mut Self, &[Value], &Type) -> Value,
    ) -> Value {
        let (half, out_half) = (half_type(from), half_type(out));
        let (ht, ot) = (self.ir_type(&half), self.ir_type(&out_half));
        let size = out.size().unwrap_or(0);
        let result = self.b.alloca(size as u32, 16, "vec.wide");
        for at in (0..size).step_by(16) {
            let halves: Vec<Value> = operands
                .iter()
                .map(|&v| {
                    let addr = self.element_address(v, at);
                    self.load(ht, addr, false)
                })
                .collect();
            let x = op(self, &halves, &half);
            let addr = self.element_address(result, at);
            self.store(ot, x, addr, false);
        }
        result
    }

    /// Lane `i` of the vector `v` of C type `vt`.
    fn lane(&mut self, vt: &Type, v: Value, i: u32) -> Value {
        if !vt.is_wide_vector() {
            let t = self.ir_type(vt);
            return self.extract_lane(t, v, i as u8);
        }
        let elem = lane_type(vt);
        let addr = self.element_address(v, u64::from(i) * elem.size().unwrap_or(1));
        let t = self.ir_type(&elem);
        self.load(t, addr, false)
    }

    /// A vector of C type `vt` of the given lanes (`None`: zero), named `name`.
    fn build_vector(&mut self, vt: &Type, lanes: &[Option<Value>], name: &str) -> Value {
        let elem = lane_type(vt);
        let lt = self.ir_type(&elem);
        if !vt.is_wide_vector() {
            let t = self.ir_type(vt);
            let mut out = self.zero_vector(t);
            for (i, x) in lanes.iter().enumerate() {
                if let Some(x) = x {
                    out = self.insert_lane(t, out, *x, i as u8, name);
                }
            }
            return out;
        }
        let size = vt.size().unwrap_or(0);
        let out = self.b.alloca(size as u32, 16, name);
        for (i, x) in lanes.iter().enumerate() {
            let x = x.unwrap_or_else(|| self.zero_lane(lt));
            let addr = self.element_address(out, i as u64 * elem.size().unwrap_or(1));
            self.store(lt, x, addr, false);
        }
        out
    }

    /// A zero of the lane type `t`.
    fn zero_lane(&mut self, t: ir::Type) -> Value {
        match t {
            t if t.is_float() => self.b.fconst(t, 0.0),
            t => self.b.iconst(t, 0),
        }
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
        if vt.is_wide_vector() {
            let out = match op.is_comparison() {
                true => crate::sema::mask_type(vt),
                false => vt.clone(),
            };
            return self.by_halves(&out, vt, &[lv, rv], |s, h, ht| {
                s.vector_arithmetic(op, h[0], h[1], ht)
            });
        }
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
            // Cranelift multiplies 16-, 32- and 64-bit lanes on both targets (x86-64's
            // 64-bit lanes by a pmuludq sequence), but not 8-bit ones on x86-64.
            (BinaryOp::Mul, false)
                if matches!(t.lane(), ir::Type::I16 | ir::Type::I32 | ir::Type::I64) =>
            {
                BinOp::Mul
            }
            (BinaryOp::Add, true) => BinOp::FAdd,
            (BinaryOp::Sub, true) => BinOp::FSub,
            (BinaryOp::Mul, true) => BinOp::FMul,
            (BinaryOp::Div, true) => BinOp::FDiv,
            (BinaryOp::BitAnd, _) => BinOp::And,
            (BinaryOp::BitOr, _) => BinOp::Or,
            (BinaryOp::BitXor, _) => BinOp::Xor,
            // A shift by a scalar broadcast (`v >> n`) is one Cranelift shift; by a vector
            // of differing counts, lane by lane.
            (BinaryOp::Shl, false) if self.is_splat(rv) => BinOp::Shl,
            (BinaryOp::Shr, false) if self.is_splat(rv) && signed => BinOp::AShr,
            (BinaryOp::Shr, false) if self.is_splat(rv) => BinOp::LShr,
            _ => return self.lane_by_lane(op, lv, rv, vt),
        };
        self.b.binary(bop, t, lv, rv, Some("vec"))
    }

    /// Whether `v` is a scalar broadcast to every lane (`splat`), the only shift count the
    /// IR's vector shifts take (see `InstKind::Binary`).
    fn is_splat(&self, v: Value) -> bool {
        match self.b.func.values[v].def {
            ir::ValueDef::Inst(i) => matches!(self.b.func.insts[i].kind, InstKind::Splat { .. }),
            _ => false,
        }
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
        self.vector_unary_value(op, v, ty)
    }

    /// `op v` on the vector value `v` of C type `ty`.
    fn vector_unary_value(&mut self, op: UnaryOp, v: Value, ty: &Type) -> Value {
        if ty.is_wide_vector() && op != UnaryOp::Plus {
            return self.by_halves(ty, ty, &[v], |s, h, ht| s.vector_unary_value(op, h[0], ht));
        }
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
        if to.is_wide_vector() && !from.is_vector() {
            // A scalar broadcast: one 16-byte splat, stored in each half.
            let half = self.vector_convert(v, from, &half_type(to));
            return self.by_halves(to, to, &[], |_, _, _| half);
        }
        if to.is_wide_vector() || from.is_wide_vector() {
            // Between vectors of the same size: the same bytes, which are in memory.
            return v;
        }
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
        if v.ty().is_wide_vector() {
            return self.value(v);
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
        let at = args[0].ty();
        let a = self.value(&args[0]);
        let b = self.value(&args[1]);
        let n = i64::from(lane_count(&at));
        let mut lanes = Vec::with_capacity(args.len() - 2);
        for index in &args[2..] {
            let i = crate::sema::constant::eval_int(index).unwrap_or(-1);
            let lane = match i {
                i if i < 0 => None,
                i if i < n => Some(self.lane(&at, a, i as u32)),
                i => Some(self.lane(&at, b, (i - n) as u32)),
            };
            lanes.push(lane);
        }
        self.build_vector(ty, &lanes, "shuffle")
    }

    /// `__builtin_shuffle(a[, b], mask)`: the vectors are laid out in a temporary, one
    /// after the other, and each lane of the result loaded from it at its index.
    pub(super) fn shuffle(&mut self, args: &[Expr], ty: &Type) -> Value {
        let size = ty.size().unwrap_or(0);
        let elem = lane_type(ty);
        let lt = self.ir_type(&elem);
        let (vectors, mask) = args.split_at(args.len() - 1);
        let table = self
            .b
            .alloca((size * vectors.len() as u64) as u32, 16, "shuffle");
        for (k, v) in vectors.iter().enumerate() {
            let value = self.value(v);
            let at = self.element_address(table, size * k as u64);
            match ty.is_wide_vector() {
                true => self.copy_object(at, value, ty),
                false => {
                    let t = self.ir_type(ty);
                    self.store(t, value, at, false)
                }
            }
        }
        let mask_ty = mask[0].ty();
        let mt = self.ir_type(&lane_type(&mask_ty));
        let m = self.value(&mask[0]);
        let count = lane_count(ty);
        let wrap_at = count * vectors.len() as u32 - 1;
        let mut lanes = Vec::with_capacity(count as usize);
        for lane in 0..count {
            let i = self.lane(&mask_ty, m, lane);
            let wrap = self.b.iconst(mt, i64::from(wrap_at));
            let i = self.b.binary(BinOp::And, mt, i, wrap, Some("idx"));
            let i = match mt {
                ir::Type::I64 => i,
                lane => self
                    .b
                    .cast(CastOp::Zext, lane, ir::Type::I64, i, Some("idx")),
            };
            let at = self.offset(table, i, i64::from(lt.bytes()));
            lanes.push(Some(self.load(lt, at, false)));
        }
        self.build_vector(ty, &lanes, "shuffle")
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
        let value = self.value(v);
        // Lanes of the same IR type (`int` and `unsigned`): the same bits.
        if from.size() == to.size() && self.ir_type(&fe) == self.ir_type(&te) {
            return value;
        }
        // Integer lanes to lanes of twice the width, 8 bytes to 16 (NEON's `vmovl`): one
        // widening instruction, which Cranelift also fuses into a multiplication (`umull`).
        let (ft, tt) = (self.ir_type(&from), self.ir_type(to));
        let ints = matches!((&fe, &te), (Type::Int { .. }, Type::Int { .. }));
        let vectors = ft.is_vector() && tt.is_vector() && tt.bytes() == 16;
        if ints && vectors && ft.lanes() == tt.lanes() && tt.lane().bytes() == 2 * ft.lane().bytes()
        {
            let op = match fe.is_signed() {
                true => CastOp::Sext,
                false => CastOp::Zext,
            };
            return self.b.cast(op, ft, tt, value, Some("widen"));
        }
        let mut lanes = Vec::with_capacity(lane_count(to) as usize);
        for lane in 0..lane_count(to) {
            let x = self.lane(&from, value, lane);
            lanes.push(Some(self.convert(x, &fe, &te)));
        }
        self.build_vector(to, &lanes, "conv")
    }
}

impl FunctionLowering<'_> {
    /// The lane `v[i]` names when `v` is a vector of 8 or 16 bytes (one IR value), `i` a
    /// constant lane of it and `v` a variable that is not volatile, or no lvalue at all:
    /// such a subscript reads and writes the vector's value (`extractlane`, `insertlane`),
    /// not its memory, so mem2reg still promotes the vector local. A variable index keeps
    /// the vector in memory, as in LLVM; so does a vector inside a structure or behind a
    /// pointer, whose lanes SROA may split into scalars.
    pub(super) fn constant_lane(&self, base: &Expr, index: &Expr) -> Option<u8> {
        let ty = base.ty();
        if !ty.is_vector() || ty.is_wide_vector() || self.is_volatile(base) {
            return None;
        }
        let variable = matches!(base.kind, ExprKind::Ident(..));
        if !variable && crate::sema::is_lvalue(base, self.syms) {
            return None;
        }
        let i = crate::sema::constant::eval_int(index)?;
        u8::try_from(i)
            .ok()
            .filter(|&i| u32::from(i) < lane_count(&ty))
    }

    /// `v[i]` for a constant lane `i` (see `constant_lane`).
    pub(super) fn lane_value(&mut self, base: &Expr, lane: u8) -> Value {
        let t = self.ir_type(&base.ty());
        let v = self.value(base);
        self.extract_lane(t, v, lane)
    }

    /// `v[i] = r` or `v[i] op= r` for a constant lane `i` of the vector lvalue `v`: the
    /// vector's value loaded, the lane replaced, the value stored back whole.
    pub(super) fn lane_assignment(
        &mut self,
        op: Option<BinaryOp>,
        (base, lane): (&Expr, u8),
        l: &Expr,
        r: &Expr,
    ) -> Value {
        let vt = base.ty();
        let t = self.ir_type(&vt);
        let rv = self.value(r);
        let addr = self.address(base);
        let old = self.load(t, addr, false);
        let x = match op {
            None => rv,
            Some(op) => {
                let lane_old = self.extract_lane(t, old, lane);
                self.compound_value(op, l, r, lane_old, rv)
            }
        };
        let new = self.insert_lane(t, old, x, lane, "vec");
        self.store(t, new, addr, false);
        x
    }

    /// A brace initializer of a vector of 8 or 16 bytes, as one value built lane by lane
    /// (`insertlane` into zero), so that the local it initializes is stored whole and
    /// mem2reg promotes it; `None` where an item is not one lane's expression.
    pub(super) fn vector_initializer(&mut self, ty: &Type, items: &[InitItem]) -> Option<Value> {
        if !ty.is_vector() || ty.is_wide_vector() {
            return None;
        }
        let elem = lane_type(ty);
        let size = elem.size()?.max(1);
        let lanes = items
            .iter()
            .all(|i| matches!(i.value, InitValue::Expr(_)) && i.bits.is_none() && i.ty == elem);
        if !lanes || items.is_empty() {
            return None;
        }
        let t = self.ir_type(ty);
        let mut out = self.zero_vector(t);
        for item in items {
            let InitValue::Expr(e) = &item.value else {
                return None;
            };
            let x = self.value(e);
            out = self.insert_lane(t, out, x, (item.offset / size) as u8, "init");
        }
        Some(out)
    }
}

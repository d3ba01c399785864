//! Lowering of expressions: values (`rvalue`), addresses of lvalues (`address`), and
//! conditions, which branch directly on a comparison instead of materialising 0 or 1.

use super::*;
use crate::ast::bit_field;
use crate::ir::{AtomicOp, BinOp, CastOp, Cond, InstKind, UnOp};
use crate::target::Arch;
use crate::types::FuncType;

impl FunctionLowering<'_> {
    /// Evaluate `e` for its value; `None` for an expression of type `void`.
    pub(super) fn rvalue(&mut self, e: &Expr) -> Option<Value> {
        let outer = self.b.position();
        self.b.set_position(Some(e.span.lo));
        // The tree can be as deep as the source is long (see `stack::grow_stack`).
        let v = crate::stack::grow_stack(|| self.rvalue_here(e));
        self.b.set_position(outer);
        v
    }

    fn rvalue_here(&mut self, e: &Expr) -> Option<Value> {
        let ty = e.ty();
        match &e.kind {
            ExprKind::IntLit(v) if self.ir_type(&ty) == ir::Type::I128 => {
                Some(self.int128_constant(i128::from(*v)))
            }
            ExprKind::IntLit(v) => {
                let t = self.ir_type(&ty);
                Some(self.b.iconst(t, ir_constant(*v as i64, t)))
            }
            // What sema makes of `__builtin_infl()` and the like.
            ExprKind::FloatLit(v) if ty.is_long_double() => {
                let bytes = crate::target::long_double::from_f64(*v, self.ld_format());
                Some(self.ld_constant(bytes))
            }
            ExprKind::FloatLit(v) => {
                let t = self.ir_type(&ty);
                Some(self.b.fconst(t, *v))
            }
            ExprKind::LongFloatLit(_, text) => Some(self.ld_literal(text)),
            ExprKind::Index(base, index) if self.constant_lane(base, index).is_some() => {
                let lane = self.constant_lane(base, index).unwrap_or(0);
                Some(self.lane_value(base, lane))
            }
            ExprKind::Ident(..)
            | ExprKind::Index(..)
            | ExprKind::StringLit(..)
            | ExprKind::WideStringLit(..)
            | ExprKind::Member(..)
            | ExprKind::Arrow(..)
            | ExprKind::CompoundLiteral(_)
            | ExprKind::Unary(UnaryOp::Deref, _) => {
                let addr = self.address(e);
                if ty.is_aggregate() && self.is_atomic(e) {
                    let copy = self.b.alloca(
                        ty.size().unwrap_or(0) as u32,
                        ty.align() as u32,
                        "atomic.copy",
                    );
                    self.atomic_copy(copy, addr, e, true);
                    return Some(copy);
                }
                // Arrays and functions decay to their address; a structure's value is
                // represented by the address of the object holding it.
                if ty.is_aggregate()
                    || matches!(ty, Type::Array(..) | Type::Vla(..) | Type::Function(_))
                {
                    return Some(addr);
                }
                let volatile = self.is_volatile(e);
                let t = self.ir_type(&ty);
                if self.is_atomic(e) {
                    return Some(self.atomic_load(t, addr));
                }
                Some(match bit_field(e) {
                    Some(bits) => self.load_bit_field(t, addr, volatile, bits, ty.is_signed()),
                    None => self.load(t, addr, volatile),
                })
            }
            ExprKind::ImplicitCast(arg) => self.conversion(arg, &ty),
            ExprKind::Cast(tn, arg) => {
                self.vla_lengths(&tn.declarator.vla_lengths);
                self.conversion(arg, &ty)
            }
            // What sema left of `sizeof`: the size of a variable length array. Its operand
            // is evaluated (C11 6.5.3.4p2: `sizeof a[i++]` increments `i`), as in gcc.
            ExprKind::SizeofExpr(arg) => {
                self.rvalue(arg);
                Some(self.runtime_size(&arg.ty()))
            }
            ExprKind::SizeofType(tn) => {
                self.vla_lengths(&tn.declarator.vla_lengths);
                let named = tn.ty.clone().unwrap_or(Type::Void);
                Some(self.runtime_size(&named))
            }
            ExprKind::Unary(UnaryOp::Neg | UnaryOp::BitNot | UnaryOp::Plus, arg)
                if is_literal(arg) && !ty.is_long_double() =>
            {
                // `-1` is a constant, as in clang's output, not a negation of 1.
                let t = self.ir_type(&ty);
                Some(match crate::sema::constant::eval_int(e) {
                    Some(v) if ty.is_integer() && t != ir::Type::I128 => {
                        self.b.iconst(t, ir_constant(v, t))
                    }
                    _ => match (&e.kind, literal_value(arg)) {
                        (ExprKind::Unary(UnaryOp::Neg, _), Some(v)) => self.b.fconst(t, -v),
                        _ => self.unary_of(e, &ty),
                    },
                })
            }
            ExprKind::Unary(op, arg) => Some(self.unary(*op, arg, &ty)),
            ExprKind::IncDec {
                prefix, inc, arg, ..
            } => Some(self.inc_dec(*prefix, *inc, arg)),
            ExprKind::Binary(op, l, r, _) => Some(self.binary(*op, l, r, &ty)),
            ExprKind::Assign(op, l, r, _) => Some(self.assignment(*op, l, r)),
            ExprKind::Conditional(c, t, f) => self.conditional(c, t, f, &ty),
            ExprKind::Comma(l, r) => {
                self.rvalue(l);
                self.rvalue(r)
            }
            ExprKind::Call(callee, args) => self.call(callee, args, &ty),
            ExprKind::StmtExpr(items) => self.statement_expression(items),
            ExprKind::BinaryConditional(c, f, _) => self.binary_conditional(c, f, &ty),
            ExprKind::Builtin(b, args) => self.builtin(*b, args, &ty),
            ExprKind::LabelAddr(_, number, _) => {
                // The label's number as a pointer (see `goto *p` in `stmt.rs`).
                let n = self.b.iconst(ir::Type::I64, i64::from(number.unwrap_or(0)));
                Some(
                    self.b
                        .cast(CastOp::Bitcast, ir::Type::I64, ir::Type::Ptr, n, None),
                )
            }
            ExprKind::VaArg(list, _) => Some(self.va_arg(list, &ty)),
            ExprKind::ConvertVector(v, _) => Some(self.convert_vector(v, &ty)),
            ExprKind::VaBuiltin(which, args) => {
                self.va_builtin(*which, args);
                None
            }
            // sema rejected or folded everything else.
            other => InternalError::raise(
                e.span,
                format!("{} reached lowering unfolded", other.describe()),
            ),
        }
    }

    /// Whether `e` designates a `volatile` object (whose accesses must all happen, so
    /// mem2reg leaves its alloca alone).
    pub(super) fn is_volatile(&self, e: &Expr) -> bool {
        crate::sema::lvalue_quals(e, self.syms).is_volatile
    }

    pub(super) fn load(&mut self, ty: ir::Type, addr: Value, volatile: bool) -> Value {
        self.b
            .ins_value(InstKind::Load { ty, addr, volatile }, None)
    }

    pub(super) fn store(&mut self, ty: ir::Type, value: Value, addr: Value, volatile: bool) {
        self.b.ins(
            InstKind::Store {
                ty,
                value,
                addr,
                volatile,
            },
            None,
        );
    }

    /// A value that must exist (sema guarantees the expression is not `void`).
    pub(super) fn value(&mut self, e: &Expr) -> Value {
        match self.rvalue(e) {
            Some(v) => v,
            None => InternalError::raise(
                e.span,
                format!("{} has no value where one is needed", e.kind.describe()),
            ),
        }
    }

    /// The address of an lvalue or function designator.
    pub(super) fn address(&mut self, e: &Expr) -> Value {
        // The tree can be as deep as the source is long (see `stack::grow_stack`).
        crate::stack::grow_stack(|| self.address_here(e))
    }

    fn address_here(&mut self, e: &Expr) -> Value {
        match &e.kind {
            ExprKind::Ident(_, Some(id)) => {
                if let Some(&slot) = self.vla_objects.get(id) {
                    return self.b.load(ir::Type::Ptr, slot, None);
                }
                if let Some(&addr) = self.locals.get(id) {
                    return addr;
                }
                let name = self.namer.name(*id, self.syms).into();
                match &self.syms.get(*id).kind {
                    SymbolKind::Global(_) => self.b.ins_value(InstKind::GlobalAddr { name }, None),
                    _ => self.b.ins_value(InstKind::FuncAddr { name }, None),
                }
            }
            ExprKind::StringLit(_, Some(i)) | ExprKind::WideStringLit(_, _, Some(i)) => {
                self.b.ins_value(
                    InstKind::GlobalAddr {
                        name: crate::sema::string_name(*i).into(),
                    },
                    Some("str"),
                )
            }
            ExprKind::Unary(UnaryOp::Deref, p) => self.value(p),
            // A part of a complex object (sema allows only a complex lvalue here).
            ExprKind::Unary(op @ (UnaryOp::Real | UnaryOp::Imag), z) if z.ty().is_complex() => {
                let base = self.value(z);
                let size = e.ty().size().unwrap_or(0);
                self.member_address(base, if *op == UnaryOp::Imag { size } else { 0 })
            }
            ExprKind::Index(base, index) if base.ty().is_vector() => {
                let base_v = self.vector_address(base);
                let index_v = self.value(index);
                let size = e.ty().size().unwrap_or(1) as i64;
                self.offset(base_v, index_v, size)
            }
            ExprKind::Index(base, index) => {
                let base_v = self.value(base);
                let index_v = self.value(index);
                match e.ty().size() {
                    Some(size) => self.offset(base_v, index_v, size as i64),
                    None => {
                        let size = self.runtime_size(&e.ty());
                        self.scaled_offset(base_v, index_v, size)
                    }
                }
            }
            // A local compound literal is (re)initialized each time it is evaluated.
            ExprKind::CompoundLiteral(cl) => {
                let Some(id) = cl.sym else {
                    InternalError::raise(e.span, "a compound literal without its object".into())
                };
                let sym = self.syms.get(id);
                if let SymbolKind::Global(_) = &sym.kind {
                    let name = self.namer.name(id, self.syms).into();
                    return self.b.ins_value(InstKind::GlobalAddr { name }, None);
                }
                let ty = sym.ty.clone();
                let addr = match self.locals.get(&id) {
                    Some(&a) => a,
                    None => {
                        let a = self.b.alloca(
                            ty.size().unwrap_or(0) as u32,
                            ty.align() as u32,
                            ".compoundliteral",
                        );
                        self.locals.insert(id, a);
                        a
                    }
                };
                self.initialize(addr, &ty, &cl.items, false);
                addr
            }
            // The value of a structure is its address, whether or not it is an lvalue.
            ExprKind::Member(base, name) => {
                let base_v = self.value(base);
                let offset = member_offset(&base.ty(), name);
                self.member_address(base_v, offset)
            }
            ExprKind::Arrow(base, name) => {
                let base_v = self.value(base);
                let offset = base.ty().pointee().map_or(0, |t| member_offset(t, name));
                self.member_address(base_v, offset)
            }
            _ if e.ty().is_aggregate() => self.value(e),
            // Not an lvalue (sema only lets these through where C allows a value):
            // keep it in a temporary so it has an address.
            _ => {
                let ty = e.ty();
                let t = self.ir_type(&ty);
                let tmp = self.b.alloca(t.bytes(), t.bytes(), "tmp");
                let v = self.value(e);
                self.b.store(t, v, tmp);
                tmp
            }
        }
    }

    /// The address of a member `offset` bytes into the object at `base`.
    pub(super) fn member_address(&mut self, base: Value, offset: u64) -> Value {
        if offset == 0 {
            return base;
        }
        let off = self.b.iconst(ir::Type::I64, offset as i64);
        self.b
            .ins_value(InstKind::PtrOffset { base, offset: off }, Some("member"))
    }

    /// Copy a structure or union from `src` to `dst` (which may be the same object):
    /// scalar loads and stores as wide as its alignment allows for a small one, a call to
    /// `memcpy` for a large one, as clang does.
    pub(super) fn copy_object(&mut self, dst: Value, src: Value, ty: &Type) {
        const MEMCPY_ABOVE: u64 = 64;
        let size = ty.size().unwrap_or(0);
        if size > MEMCPY_ABOVE {
            let len = self.b.iconst(ir::Type::I64, size as i64);
            self.call_libc("memcpy", ir::Type::Ptr, vec![dst, src, len]);
            return;
        }
        let chunk = ty.align().clamp(1, 8);
        let it = match chunk {
            8 => ir::Type::I64,
            4 => ir::Type::I32,
            2 => ir::Type::I16,
            _ => ir::Type::I8,
        };
        // Load everything first so that an overlapping copy (`s = *p` with p == &s) reads
        // the old value.
        let mut loaded = Vec::new();
        let mut at = 0;
        while at + chunk <= size {
            let from = self.member_address(src, at);
            loaded.push((at, self.b.load(it, from, None)));
            at += chunk;
        }
        for (at, v) in loaded {
            let to = self.member_address(dst, at);
            self.b.store(it, v, to);
        }
    }

    /// Call a C library function the front end uses on its own (`memcpy`, `memset`).
    pub(super) fn call_libc(&mut self, name: &str, ret: ir::Type, args: Vec<Value>) {
        self.call_direct(name.to_string(), Some(ret), args, None);
    }

    /// A direct call of `name`, which the module declares with a signature taken from the
    /// arguments' types (pointers and scalars, no variadic part) and `ret`; the result, if any.
    pub(super) fn call_direct(
        &mut self,
        name: String,
        ret: Option<ir::Type>,
        args: Vec<Value>,
        result_name: Option<&str>,
    ) -> Option<Value> {
        let params = args
            .iter()
            .map(|&a| AbiParam::new(self.b.func.value_type(a)))
            .collect::<Vec<_>>();
        let sig = Signature {
            fixed: params.len(),
            params,
            ret: ret.map(AbiParam::new).into_iter().collect(),
            variadic: false,
            ..Default::default()
        };
        if !self.callees.iter().any(|(n, _)| *n == name) {
            self.callees.push((name.clone(), sig.clone()));
        }
        let inst = self.b.ins(
            InstKind::call(ir::Callee::Direct(name), sig, args),
            result_name,
        );
        self.b.func.insts[inst].results().next()
    }

    /// `base + index * size` with a size computed at run time (an `i64`).
    fn scaled_offset(&mut self, base: Value, index: Value, size: Value) -> Value {
        let offset = self
            .b
            .binary(BinOp::Mul, ir::Type::I64, index, size, Some("idx.ext"));
        self.b
            .ins_value(InstKind::PtrOffset { base, offset }, Some("arrayidx"))
    }

    /// `base + index * size` for pointer arithmetic; `index` is an `i64`.
    pub(super) fn offset(&mut self, base: Value, index: Value, size: i64) -> Value {
        let offset = if size == 1 {
            index
        } else {
            let size = self.b.iconst(ir::Type::I64, size);
            self.b
                .binary(BinOp::Mul, ir::Type::I64, index, size, Some("idx.ext"))
        };
        self.b
            .ins_value(InstKind::PtrOffset { base, offset }, Some("arrayidx"))
    }

    /// An explicit or implicit conversion of `arg` to `to`; arrays and functions decay to
    /// their address.
    fn conversion(&mut self, arg: &Expr, to: &Type) -> Option<Value> {
        if to.is_struct() {
            return Some(self.aggregate_cast(arg, to));
        }
        let from = arg.ty();
        if matches!(from, Type::Array(..) | Type::Vla(..) | Type::Function(_)) {
            return Some(self.address(arg));
        }
        let v = self.rvalue(arg);
        if to.is_void() {
            return None;
        }
        let v = v?;
        Some(self.convert(v, &from, to))
    }

    /// GNU C's cast to a structure or union type (sema allows a value of that type, or to
    /// a union a value of a member's type): a new object holding the value at its start,
    /// as a member of a union is.
    fn aggregate_cast(&mut self, arg: &Expr, to: &Type) -> Value {
        let size = to.size().unwrap_or(0) as u32;
        let tmp = self.b.alloca(size, to.align() as u32, "cast");
        let value = InitItem {
            offset: 0,
            ty: arg.ty(),
            value: InitValue::Expr(arg.clone()),
            bits: None,
        };
        self.initialize(tmp, to, &[value], false);
        tmp
    }

    /// An `i128` constant: the IR's constants are sign-extended from 64 bits, so a value
    /// outside that range is put together from its halves.
    pub(super) fn int128_constant(&mut self, v: i128) -> Value {
        let t = ir::Type::I128;
        if let Ok(small) = i64::try_from(v) {
            return self.b.iconst(t, small);
        }
        let half = |s: &mut Self, bits: i64| {
            let h = s.b.iconst(ir::Type::I64, bits);
            s.b.cast(CastOp::Zext, ir::Type::I64, t, h, None)
        };
        let low = half(self, v as i64);
        let high = half(self, (v >> 64) as i64);
        let sixty_four = self.b.iconst(t, 64);
        let high = self.b.binary(BinOp::Shl, t, high, sixty_four, None);
        self.b.binary(BinOp::Or, t, high, low, None)
    }

    /// Convert a value between scalar types (6.3.1).
    pub(super) fn convert(&mut self, v: Value, from: &Type, to: &Type) -> Value {
        if from.is_complex() || to.is_complex() {
            return self.convert_complex(v, from, to);
        }
        if from.is_vector() || to.is_vector() {
            return self.vector_convert(v, from, to);
        }
        let (ft, tt) = (self.ir_type(from), self.ir_type(to));
        if *to == Type::Bool {
            if *from == Type::Bool {
                return v;
            }
            return self.is_nonzero(v, ft);
        }
        if long_double::needs_helper(from, to) {
            return self.ld_convert(v, from, to);
        }
        let cast = |s: &mut Self, op, a, b, v| s.b.cast(op, a, b, v, Some("conv"));
        match (ft.is_float(), tt.is_float()) {
            (true, true) if ft == tt => v,
            (true, true) if ft.bytes() < tt.bytes() => cast(self, CastOp::FpExt, ft, tt, v),
            (true, true) => cast(self, CastOp::FpTrunc, ft, tt, v),
            (false, true) => {
                let op = if from.is_signed() {
                    CastOp::SiToFp
                } else {
                    CastOp::UiToFp
                };
                cast(self, op, ft, tt, v)
            }
            (true, false) => {
                let op = if to.is_signed() {
                    CastOp::FpToSi
                } else {
                    CastOp::FpToUi
                };
                cast(self, op, ft, tt, v)
            }
            (false, false) => self.convert_integer(v, from, ft, tt),
        }
    }

    /// Integer and pointer conversions: widen by the source's signedness, narrow by
    /// truncation, and reinterpret between `ptr` and `i64`.
    pub(super) fn convert_integer(
        &mut self,
        v: Value,
        from: &Type,
        ft: ir::Type,
        tt: ir::Type,
    ) -> Value {
        if ft == tt {
            return v;
        }
        if ft == ir::Type::Ptr {
            let i = self
                .b
                .cast(CastOp::Bitcast, ft, ir::Type::I64, v, Some("conv"));
            return self.convert_integer(i, &Type::ULONG, ir::Type::I64, tt);
        }
        if tt == ir::Type::Ptr {
            let i = self.convert_integer(v, from, ft, ir::Type::I64);
            return self
                .b
                .cast(CastOp::Bitcast, ir::Type::I64, tt, i, Some("conv"));
        }
        let op = if ft.bytes() > tt.bytes() {
            CastOp::Trunc
        } else if from.is_signed() {
            CastOp::Sext
        } else {
            CastOp::Zext
        };
        self.b.cast(op, ft, tt, v, Some("conv"))
    }

    /// `v != 0` as an `i8` 0 or 1.
    pub(super) fn is_nonzero(&mut self, v: Value, t: ir::Type) -> Value {
        if t == ir::Type::F128 {
            return self.ld_is_nonzero(v);
        }
        if t.is_float() {
            let zero = self.b.fconst(t, 0.0);
            return self.b.ins_value(
                InstKind::Fcmp {
                    cond: Cond::Une,
                    ty: t,
                    lhs: v,
                    rhs: zero,
                },
                Some("tobool"),
            );
        }
        let zero = self.b.iconst(t, 0);
        self.b.icmp(Cond::Ne, t, v, zero, Some("tobool"))
    }

    fn unary_of(&mut self, e: &Expr, ty: &Type) -> Value {
        match &e.kind {
            ExprKind::Unary(op, arg) => self.unary(*op, arg, ty),
            _ => unreachable!("unary_of on a non-unary expression"),
        }
    }

    fn unary(&mut self, op: UnaryOp, arg: &Expr, ty: &Type) -> Value {
        if ty.is_vector() {
            return self.vector_unary(op, arg, ty);
        }
        if ty.is_complex() {
            return self.complex_unary(op, arg, ty);
        }
        let t = self.ir_type(ty);
        match op {
            UnaryOp::Plus => self.value(arg),
            UnaryOp::Neg if t == ir::Type::F128 => {
                let v = self.value(arg);
                self.ld_negate(v)
            }
            UnaryOp::Neg => {
                let v = self.value(arg);
                let op = if t.is_float() { UnOp::FNeg } else { UnOp::Neg };
                self.b
                    .ins_value(InstKind::Unary { op, ty: t, arg: v }, Some("neg"))
            }
            UnaryOp::BitNot => {
                let v = self.value(arg);
                self.b.ins_value(
                    InstKind::Unary {
                        op: UnOp::Not,
                        ty: t,
                        arg: v,
                    },
                    Some("not"),
                )
            }
            UnaryOp::LogNot => {
                let v = self.value(arg);
                let vt = self.ir_type(&arg.ty());
                if !vt.is_float() {
                    // `!x` is `x == 0`: a comparison Cranelift can invert when `x` is itself
                    // one (`!(t == 0)` becomes `t != 0`, one `setne`), where the `xor` of
                    // the truth value with 1 stayed a `sete`, an `xor` and an extension.
                    let zero = self.b.iconst(vt, 0);
                    let z = self.b.icmp(Cond::Eq, vt, v, zero, Some("lnot"));
                    return self.b.cast(
                        CastOp::Zext,
                        ir::Type::I8,
                        ir::Type::I32,
                        z,
                        Some("lnot.ext"),
                    );
                }
                let nz = self.is_nonzero(v, vt);
                let one = self.b.iconst(ir::Type::I8, 1);
                let not = self
                    .b
                    .binary(BinOp::Xor, ir::Type::I8, nz, one, Some("lnot"));
                self.b.cast(
                    CastOp::Zext,
                    ir::Type::I8,
                    ir::Type::I32,
                    not,
                    Some("lnot.ext"),
                )
            }
            UnaryOp::AddrOf => self.address(arg),
            UnaryOp::Deref => unreachable!("handled as an lvalue"),
            UnaryOp::Real | UnaryOp::Imag => {
                let at = arg.ty();
                let v = self.value(arg);
                match (at.is_complex(), op) {
                    (true, _) => {
                        let (re, im) = self.complex_parts(v, &at);
                        if op == UnaryOp::Real {
                            re
                        } else {
                            im
                        }
                    }
                    (false, UnaryOp::Real) => v,
                    (false, _) if t.is_float() => self.b.fconst(t, 0.0),
                    (false, _) => self.b.iconst(t, 0),
                }
            }
        }
    }

    /// `++x`, `x++`, `--x`, `x--`: load, add one (one element for pointers), store.
    fn inc_dec(&mut self, prefix: bool, inc: bool, arg: &Expr) -> Value {
        let ty = arg.ty();
        let t = self.ir_type(&ty);
        let addr = self.address(arg);
        if ty.is_complex() {
            return self.complex_inc_dec(prefix, inc, addr, &ty);
        }
        let volatile = self.is_volatile(arg);
        let bits = bit_field(arg);
        if self.is_atomic(arg) {
            let rmw = match ty.is_integer() && ty != Type::Bool {
                true => Some((
                    if inc { AtomicOp::Add } else { AtomicOp::Sub },
                    self.b.iconst(t, 1),
                )),
                false => None,
            };
            let mut step = |s: &mut Self, old| s.stepped(inc, &ty, t, old);
            let (old, new) = self.atomic_update(t, addr, rmw, &mut step);
            return if prefix { new } else { old };
        }
        let old = match bits {
            Some(b) => self.load_bit_field(t, addr, volatile, b, ty.is_signed()),
            None => self.load(t, addr, volatile),
        };
        let new = self.stepped(inc, &ty, t, old);
        let new = self.store_lvalue(t, new, addr, volatile, bits, &ty);
        if prefix {
            new
        } else {
            old
        }
    }

    /// `old` plus or minus one (one element for a pointer).
    fn stepped(&mut self, inc: bool, ty: &Type, t: ir::Type, old: Value) -> Value {
        let name = if inc { "inc" } else { "dec" };
        match ty {
            Type::Pointer(p, _) => {
                let step = if inc { 1 } else { -1 };
                let step = self.b.iconst(ir::Type::I64, step);
                self.pointer_step(old, step, p)
            }
            Type::Float { size: 16, .. } => {
                let one = self.ld_constant(crate::target::long_double::from_int(
                    1,
                    false,
                    self.ld_format(),
                ));
                let op = if inc { BinaryOp::Add } else { BinaryOp::Sub };
                self.ld_arithmetic(op, old, one)
            }
            Type::Float { .. } => {
                let one = self.b.fconst(t, 1.0);
                let op = if inc { BinOp::FAdd } else { BinOp::FSub };
                self.b.binary(op, t, old, one, Some(name))
            }
            Type::Bool => {
                // `b++` sets a _Bool to 1; `b--` flips it.
                let one = self.b.iconst(t, 1);
                let op = if inc { BinOp::Or } else { BinOp::Xor };
                self.b.binary(op, t, old, one, Some(name))
            }
            _ => {
                let one = self.b.iconst(t, 1);
                let op = if inc { BinOp::Add } else { BinOp::Sub };
                self.b
                    .binary_flagged(op, t, old, one, self.overflow_is_undefined(ty), Some(name))
            }
        }
    }

    fn binary(&mut self, op: BinaryOp, l: &Expr, r: &Expr, ty: &Type) -> Value {
        if l.ty().is_vector() {
            return self.vector_binary(op, l, r);
        }
        if matches!(op, BinaryOp::LogAnd | BinaryOp::LogOr) || op.is_comparison() {
            return self.boolean_value(op, l, r);
        }
        if let Some((x, negative)) = self.unit_operand(op, l, r, ty) {
            let v = self.value(x);
            let v = self.convert(v, &x.ty(), ty);
            return if negative {
                self.negate_float(v, ty)
            } else {
                v
            };
        }
        if ty.is_complex() {
            // A product or quotient of complex constants is folded as gcc's front end
            // folds it, at every optimisation level (its value is MPC's, not libgcc's).
            let fmt = self.ld_format();
            let part = ty.real_part();
            if let Some(parts) = crate::sema::constant::fold_complex_binary(op, l, r, part, fmt) {
                return self.complex_constant(parts, ty);
            }
        }
        let (lt, rt) = (l.ty(), r.ty());
        let lv = self.value(l);
        let rv = self.value(r);
        if ty.is_complex() {
            let left = (lv, &lt, complex::shape(l));
            return self.complex_arithmetic(op, left, (rv, &rt, complex::shape(r)), ty);
        }
        self.arithmetic(op, lv, &lt, rv, &rt, ty)
    }

    /// The operand `l op r` of floating or complex type `ty` is folded to, and whether
    /// negated: gcc's front end folds a product with a real constant 1 or -1, and a quotient
    /// by a constant 1 or -1 (also a complex one with a zero imaginary part), to the other
    /// operand or its negation (`real_onep` and `real_minus_onep` in match.pd), at every
    /// optimisation level. The signs of NaNs and of zero parts show it: `-x` flips a NaN's
    /// sign where `x * -1.0` keeps it, and `(NaN + 2.5i) / (1 + 0i)` is `NaN + 2.5i` where
    /// libgcc's `__divdc3` gives `NaN + NaNi`.
    fn unit_operand<'e>(
        &self,
        op: BinaryOp,
        l: &'e Expr,
        r: &'e Expr,
        ty: &Type,
    ) -> Option<(&'e Expr, bool)> {
        if !(ty.is_float() || ty.is_complex()) {
            return None;
        }
        let right = self.unit_right(op, r).map(|negative| (l, negative));
        right.or_else(|| match op {
            BinaryOp::Mul => self.unit_right(op, l).map(|negative| (r, negative)),
            _ => None,
        })
    }

    /// `Some(negative)` if `x op r` folds to `x` or `-x` (see `unit_operand`): `r` is a
    /// divisor 1 or -1, or a real factor 1 or -1 (gcc leaves a product with a complex one
    /// to `__muldc3`, since the signs of zeros would differ).
    fn unit_right(&self, op: BinaryOp, r: &Expr) -> Option<bool> {
        let unit = || crate::sema::constant::unit_constant(r, self.ld_format());
        match op {
            BinaryOp::Div => unit(),
            BinaryOp::Mul if !r.ty().is_complex() => unit(),
            _ => None,
        }
    }

    /// An arithmetic operator on two values whose types sema made ready (equal for the
    /// usual arithmetic conversions; a pointer and a `long` for pointer arithmetic).
    pub(super) fn arithmetic(
        &mut self,
        op: BinaryOp,
        lv: Value,
        lt: &Type,
        rv: Value,
        rt: &Type,
        ty: &Type,
    ) -> Value {
        if let (Type::Pointer(p, _), true) = (lt, rt.is_integer()) {
            let rv = if op == BinaryOp::Sub {
                self.b.ins_value(
                    InstKind::Unary {
                        op: UnOp::Neg,
                        ty: ir::Type::I64,
                        arg: rv,
                    },
                    Some("idx.neg"),
                )
            } else {
                rv
            };
            return self.pointer_step(lv, rv, p);
        }
        if let (true, Type::Pointer(p, _)) = (lt.is_integer(), rt) {
            return self.pointer_step(rv, lv, p);
        }
        if let (Type::Pointer(p, _), Type::Pointer(..)) = (lt, rt) {
            let size = match p.size() {
                None if p.has_runtime_size() => self.runtime_size(p),
                size => self.b.iconst(ir::Type::I64, size.unwrap_or(1) as i64),
            };
            return self.pointer_difference(lv, rv, size);
        }
        let t = self.ir_type(ty);
        if t == ir::Type::F128 {
            return self.ld_arithmetic(op, lv, rv);
        }
        let rv = if matches!(op, BinaryOp::Shl | BinaryOp::Shr) {
            // The shift count has its own promoted type; bring it to the left's.
            self.convert(rv, rt, ty)
        } else {
            rv
        };
        let signed = ty.is_signed();
        let (bop, name) = match (op, t.is_float()) {
            (BinaryOp::Add, false) => (BinOp::Add, "add"),
            (BinaryOp::Sub, false) => (BinOp::Sub, "sub"),
            (BinaryOp::Mul, false) => (BinOp::Mul, "mul"),
            (BinaryOp::Add, true) => (BinOp::FAdd, "add"),
            (BinaryOp::Sub, true) => (BinOp::FSub, "sub"),
            (BinaryOp::Mul, true) => (BinOp::FMul, "mul"),
            (BinaryOp::Div, true) => (BinOp::FDiv, "div"),
            (BinaryOp::Div, _) if signed => (BinOp::SDiv, "div"),
            (BinaryOp::Div, _) => (BinOp::UDiv, "div"),
            (BinaryOp::Rem, _) if signed => (BinOp::SRem, "rem"),
            (BinaryOp::Rem, _) => (BinOp::URem, "rem"),
            (BinaryOp::Shl, _) => (BinOp::Shl, "shl"),
            (BinaryOp::Shr, _) if signed => (BinOp::AShr, "shr"),
            (BinaryOp::Shr, _) => (BinOp::LShr, "shr"),
            (BinaryOp::BitAnd, _) => (BinOp::And, "and"),
            (BinaryOp::BitXor, _) => (BinOp::Xor, "xor"),
            (BinaryOp::BitOr, _) => (BinOp::Or, "or"),
            (op, _) => unreachable!("not an arithmetic operator: {op:?}"),
        };
        let nsw =
            matches!(bop, BinOp::Add | BinOp::Sub | BinOp::Mul) && self.overflow_is_undefined(ty);
        self.b.binary_flagged(bop, t, lv, rv, nsw, Some(name))
    }

    /// `p + index` for a pointer `p` to `pointee`: `void` and functions step by one byte
    /// (GNU C), a variable length array by its size at run time.
    fn pointer_step(&mut self, p: Value, index: Value, pointee: &Type) -> Value {
        match pointee.size() {
            None if pointee.has_runtime_size() => {
                let size = self.runtime_size(pointee);
                self.scaled_offset(p, index, size)
            }
            size => self.offset(p, index, size.unwrap_or(1) as i64),
        }
    }

    /// `p - q` in elements: the byte difference divided (exactly) by the element size.
    ///
    /// C defines `p - q` only for pointers into one array, so the difference is a multiple
    /// of the size (C11 6.5.6p9) and a constant size divides it exactly, as gcc's
    /// `EXACT_DIV_EXPR` and LLVM's `sdiv exact` take it: an arithmetic shift by the size's
    /// power of two, then a multiplication by the inverse of its odd part modulo 2^64
    /// ([`exact_division`]). A signed division would round towards zero, which costs three
    /// more instructions after the shift (Lua's `L->top - L->stack`, a 16-byte `TValue`)
    /// and a multiply-high sequence for an odd factor (a 24-byte `Node`).
    fn pointer_difference(&mut self, p: Value, q: Value, size: Value) -> Value {
        let i64t = ir::Type::I64;
        let pi = self.b.cast(
            CastOp::Bitcast,
            ir::Type::Ptr,
            i64t,
            p,
            Some("sub.ptr.lhs.cast"),
        );
        let qi = self.b.cast(
            CastOp::Bitcast,
            ir::Type::Ptr,
            i64t,
            q,
            Some("sub.ptr.rhs.cast"),
        );
        let diff = self.b.binary(BinOp::Sub, i64t, pi, qi, Some("sub.ptr.sub"));
        let ir::ValueDef::IConst(c) = self.b.func.values[size].def else {
            return self
                .b
                .binary(BinOp::SDiv, i64t, diff, size, Some("sub.ptr.div"));
        };
        let Some((shift, inverse)) = exact_division(c) else {
            return self
                .b
                .binary(BinOp::SDiv, i64t, diff, size, Some("sub.ptr.div"));
        };
        let mut quotient = diff;
        if shift > 0 {
            let by = self.b.iconst(i64t, shift.into());
            quotient = self
                .b
                .binary(BinOp::AShr, i64t, quotient, by, Some("sub.ptr.div"));
        }
        if inverse != 1 {
            let by = self.b.iconst(i64t, inverse as i64);
            quotient = self
                .b
                .binary(BinOp::Mul, i64t, quotient, by, Some("sub.ptr.div"));
        }
        quotient
    }

    /// A comparison, `&&` or `||` used as a value: 0 or 1 as an `int`.
    fn boolean_value(&mut self, op: BinaryOp, l: &Expr, r: &Expr) -> Value {
        if op.is_comparison() {
            let c = self.compare(op, l, r);
            return self
                .b
                .cast(CastOp::Zext, ir::Type::I8, ir::Type::I32, c, Some("conv"));
        }
        let prefix = if op == BinaryOp::LogAnd {
            "land"
        } else {
            "lor"
        };
        let tmp = self.b.alloca(4, 4, &format!("{prefix}.tmp"));
        let true_b = self.block(&format!("{prefix}.true"));
        let false_b = self.block(&format!("{prefix}.false"));
        let end = self.block(&format!("{prefix}.end"));
        let e = Expr {
            kind: ExprKind::Binary(op, Box::new(l.clone()), Box::new(r.clone()), l.span),
            span: l.span,
            ty: Some(Type::INT),
        };
        self.branch_on(&e, true_b, false_b);
        for (b, v) in [(true_b, 1), (false_b, 0)] {
            self.start_block(b);
            let c = self.b.iconst(ir::Type::I32, v);
            self.b.store(ir::Type::I32, c, tmp);
            self.b.jump(end);
        }
        self.start_block(end);
        self.b.load(ir::Type::I32, tmp, None)
    }

    /// A comparison as an `i8` 0 or 1; signedness from the (common) operand type.
    fn compare(&mut self, op: BinaryOp, l: &Expr, r: &Expr) -> Value {
        let ty = l.ty();
        let t = self.ir_type(&ty);
        let lv = self.value(l);
        let rv = self.value(r);
        if ty.is_complex() {
            return self.complex_compare(op, lv, rv, &ty);
        }
        if t == ir::Type::F128 {
            return self.ld_compare(op, lv, rv);
        }
        if t.is_float() {
            let cond = match op {
                BinaryOp::Eq => Cond::Oeq,
                BinaryOp::Ne => Cond::Une,
                BinaryOp::Lt => Cond::Olt,
                BinaryOp::Le => Cond::Ole,
                BinaryOp::Gt => Cond::Ogt,
                _ => Cond::Oge,
            };
            return self.b.ins_value(
                InstKind::Fcmp {
                    cond,
                    ty: t,
                    lhs: lv,
                    rhs: rv,
                },
                Some("cmp"),
            );
        }
        let signed = ty.is_signed();
        let cond = match op {
            BinaryOp::Eq => Cond::Eq,
            BinaryOp::Ne => Cond::Ne,
            BinaryOp::Lt if signed => Cond::Slt,
            BinaryOp::Le if signed => Cond::Sle,
            BinaryOp::Gt if signed => Cond::Sgt,
            BinaryOp::Ge if signed => Cond::Sge,
            BinaryOp::Lt => Cond::Ult,
            BinaryOp::Le => Cond::Ule,
            BinaryOp::Gt => Cond::Ugt,
            _ => Cond::Uge,
        };
        self.b.icmp(cond, t, lv, rv, Some("cmp"))
    }

    /// Branch to `then_b` if `e` is true, else to `else_b`: comparisons branch on their
    /// `icmp` directly, `&&`, `||` and `!` become control flow (short-circuit).
    pub(super) fn branch_on(&mut self, e: &Expr, then_b: Block, else_b: Block) {
        let outer = self.b.position();
        self.b.set_position(Some(e.span.lo));
        // The tree can be as deep as the source is long (see `stack::grow_stack`).
        crate::stack::grow_stack(|| self.branch_on_here(e, then_b, else_b));
        self.b.set_position(outer);
    }

    fn branch_on_here(&mut self, e: &Expr, then_b: Block, else_b: Block) {
        // A constant condition, here or as an operand of `&&`, `||` and `!`, jumps straight
        // to the block it selects, so the other is unreachable and left out even at -O0, as
        // gcc's folding leaves it out (libtommath's `if (err != MP_OKAY && MP_HAS(X))
        // err = s_read_x(p);`, with `MP_HAS(X)` 0 and `s_read_x` defined nowhere).
        if let Some(v) = crate::sema::constant::eval_int(e) {
            self.b.jump(if v != 0 { then_b } else { else_b });
            return;
        }
        // `__builtin_expect`: the branches below that go straight to the side it says is
        // unlikely carry the hint. Its operand is tested as a condition of its own, so that
        // `unlikely(a || b)` still branches on `a` and `b` (both `br`s hinted).
        if let Some((tested, likely)) = expectation(e) {
            let unlikely = if likely { else_b } else { then_b };
            self.unlikely_targets.push(unlikely);
            match tested {
                Some(operand) => self.branch_on(operand, then_b, else_b),
                None => self.branch_on_unhinted(e, then_b, else_b),
            }
            self.unlikely_targets.pop();
            return;
        }
        self.branch_on_unhinted(e, then_b, else_b);
    }

    /// A `br` on `c`, with the hint `unlikely_targets` gives it.
    fn hinted_br(&mut self, c: Value, then_b: Block, else_b: Block) {
        let unlikely = |b| self.unlikely_targets.contains(&b);
        let hint = match (unlikely(then_b), unlikely(else_b)) {
            (true, false) => ir::BranchHint::Unlikely,
            (false, true) => ir::BranchHint::Likely,
            _ => ir::BranchHint::None,
        };
        self.b.terminate(ir::Terminator::Br {
            cond: c,
            then_dest: then_b,
            else_dest: else_b,
            hint,
        });
    }

    fn branch_on_unhinted(&mut self, e: &Expr, then_b: Block, else_b: Block) {
        match &e.kind {
            // A constant left operand decides at compile time, and a right operand it
            // skips is left out, as in gcc at -O0 (`if (HAVE_X && x_only())`).
            ExprKind::Binary(op @ (BinaryOp::LogAnd | BinaryOp::LogOr), l, r, _)
                if crate::sema::constant::eval_int(l).is_some() =>
            {
                let v = crate::sema::constant::eval_int(l).unwrap_or(0) != 0;
                match (op, v) {
                    (BinaryOp::LogAnd, false) => self.b.jump(else_b),
                    (BinaryOp::LogOr, true) => self.b.jump(then_b),
                    _ => self.branch_on(r, then_b, else_b),
                }
            }
            ExprKind::Binary(BinaryOp::LogAnd, l, r, _) => {
                let mid = self.block("land.lhs.true");
                self.branch_on(l, mid, else_b);
                self.start_block(mid);
                self.branch_on(r, then_b, else_b);
            }
            ExprKind::Binary(BinaryOp::LogOr, l, r, _) => {
                let mid = self.block("lor.lhs.false");
                self.branch_on(l, then_b, mid);
                self.start_block(mid);
                self.branch_on(r, then_b, else_b);
            }
            ExprKind::Unary(UnaryOp::LogNot, arg) => self.branch_on(arg, else_b, then_b),
            ExprKind::Binary(op, l, r, _) if op.is_comparison() => {
                let c = self.compare(*op, l, r);
                self.hinted_br(c, then_b, else_b);
            }
            _ => {
                let v = self.value(e);
                let t = self.b.func.value_type(v);
                let c = self.is_nonzero(v, t);
                self.hinted_br(c, then_b, else_b);
            }
        }
    }

    fn assignment(&mut self, op: Option<BinaryOp>, l: &Expr, r: &Expr) -> Value {
        if let ExprKind::Index(base, index) = &l.kind {
            if let Some(lane) = self.constant_lane(base, index) {
                return self.lane_assignment(op, (base, lane), l, r);
            }
        }
        let lt = l.ty();
        let t = self.ir_type(&lt);
        let rv = self.value(r);
        let addr = self.address(l);
        let volatile = self.is_volatile(l);
        if lt.is_aggregate() && self.is_atomic(l) {
            self.atomic_copy(addr, rv, l, false);
            return rv;
        }
        if let (true, Some(op)) = (lt.is_complex() || lt.is_wide_vector(), op) {
            let new = self.compound_value(op, l, r, addr, rv);
            self.copy_object(addr, new, &lt);
            return addr;
        }
        if lt.is_aggregate() {
            self.copy_object(addr, rv, &lt);
            return addr;
        }
        let bits = bit_field(l);
        if self.is_atomic(l) {
            return self.atomic_assignment(op, l, r, rv, addr);
        }
        let Some(op) = op else {
            return self.store_lvalue(t, rv, addr, volatile, bits, &lt);
        };
        // Compound assignment: compute in the operation's type, convert back (6.5.16.2).
        let old = match bits {
            Some(b) => self.load_bit_field(t, addr, volatile, b, lt.is_signed()),
            None => self.load(t, addr, volatile),
        };
        let new = self.compound_value(op, l, r, old, rv);
        self.store_lvalue(t, new, addr, volatile, bits, &lt)
    }

    /// The value `l op= r` stores, from `l`'s old value: computed in the operation's type
    /// and converted back (6.5.16.2).
    pub(super) fn compound_value(
        &mut self,
        op: BinaryOp,
        l: &Expr,
        r: &Expr,
        old: Value,
        rv: Value,
    ) -> Value {
        let (lt, rt) = (l.ty(), r.ty());
        if lt.is_complex() || rt.is_complex() {
            // Complex if either operand is; a real left operand stays real (sema converted
            // the right one to the common type).
            let part = rt.real_part().clone();
            let comp = Type::Complex(std::rc::Rc::new(part.clone()));
            let left_ty = if lt.is_complex() { comp.clone() } else { part };
            let old_c = self.convert(old, &lt, &left_ty);
            if let Some(negative) = self.unit_right(op, r) {
                let v = self.convert(old_c, &left_ty, &comp);
                let v = if negative {
                    self.negate_float(v, &comp)
                } else {
                    v
                };
                return self.convert(v, &comp, &lt);
            }
            let left = (old_c, &left_ty, complex::Shape::Varying);
            let res = self.complex_arithmetic(op, left, (rv, &rt, complex::shape(r)), &comp);
            return self.convert(res, &comp, &lt);
        }
        if lt.is_vector() {
            return self.vector_arithmetic(op, old, rv, &lt);
        }
        let comp = compound_type(op, &lt, &rt);
        let old_c = self.convert(old, &lt, &comp);
        let unit = comp.is_float().then(|| self.unit_right(op, r)).flatten();
        let res = match unit {
            Some(true) => self.negate_float(old_c, &comp),
            Some(false) => old_c,
            None => self.arithmetic(op, old_c, &comp, rv, &rt, &comp),
        };
        self.convert(res, &comp, &lt)
    }

    /// `l = r` or `l op= r` on an `_Atomic` object.
    fn atomic_assignment(
        &mut self,
        op: Option<BinaryOp>,
        l: &Expr,
        r: &Expr,
        rv: Value,
        addr: Value,
    ) -> Value {
        let lt = l.ty();
        let t = self.ir_type(&lt);
        let Some(op) = op else {
            self.atomic_store(t, rv, addr);
            return rv;
        };
        let comp = compound_type(op, &lt, &r.ty());
        let same = self.ir_type(&comp) == t && comp.is_integer() && lt != Type::Bool;
        let rmw = match super::atomic::rmw_of(op) {
            Some(a) if same && lt.is_integer() => Some((a, rv)),
            _ => None,
        };
        let mut update = |s: &mut Self, old| s.compound_value(op, l, r, old, rv);
        self.atomic_update(t, addr, rmw, &mut update).1
    }

    /// `c ? a : b` as a value goes through a temporary that both arms store to.
    fn conditional(&mut self, c: &Expr, t: &Expr, f: &Expr, ty: &Type) -> Option<Value> {
        // A constant condition selects its arm at compile time; the other arm may call
        // functions whose types are not supported (sema checked only the live arm).
        if let Some(v) = crate::sema::constant::eval_int(c) {
            return self.rvalue(if v != 0 { t } else { f });
        }
        let true_b = self.block("cond.true");
        let false_b = self.block("cond.false");
        let end = self.block("cond.end");
        let slot = (!ty.is_void()).then(|| {
            let it = self.ir_type(ty);
            (self.b.alloca(it.bytes(), it.bytes(), "cond.tmp"), it)
        });
        self.branch_on(c, true_b, false_b);
        for (b, arm) in [(true_b, t), (false_b, f)] {
            self.start_block(b);
            let v = self.rvalue(arm);
            if let (Some((addr, it)), Some(v)) = (slot, v) {
                self.b.store(it, v, addr);
            }
            self.b.jump(end);
        }
        self.start_block(end);
        slot.map(|(addr, it)| self.b.load(it, addr, None))
    }

    fn call(&mut self, callee: &Expr, args: &[Expr], ret: &Type) -> Option<Value> {
        let ft: FuncType = match callee.ty() {
            Type::Pointer(p, _) => match &*p {
                Type::Function(ft) => (**ft).clone(),
                _ => unreachable!("sema checked the callee"),
            },
            _ => unreachable!("sema checked the callee"),
        };
        let direct_id = match &callee.kind {
            ExprKind::ImplicitCast(inner) => match &inner.kind {
                ExprKind::Ident(_, Some(id))
                    if matches!(self.syms.get(*id).kind, SymbolKind::Function(_)) =>
                {
                    Some(*id)
                }
                _ => None,
            },
            _ => None,
        };
        let direct = direct_id.map(|id| self.namer.name(id, self.syms).to_string());
        let attrs = direct_id.and_then(|id| self.syms.attrs.get(&id));
        let cold = attrs.is_some_and(|a| a.cold);
        let noreturn = attrs.is_some_and(|a| a.noreturn);
        let callee_v = match &direct {
            Some(name) => ir::Callee::Direct(name.clone()),
            None => ir::Callee::Indirect(self.value(callee)),
        };
        let site = CallSite {
            arg_types: args.iter().map(|a| a.ty()).collect(),
            args: args.iter().map(|a| self.value(a)).collect(),
            ft,
            direct,
            callee: callee_v,
            ret: ret.clone(),
            cold,
        };
        let result = match self.stack_phases(&site) {
            1 => self.emit_call(&site, 0),
            phases => self.call_at_each_phase(&site, phases),
        };
        // A function declared `noreturn` never comes back: its call ends the block, as in
        // gcc, so nothing after it (a join's phis, values used later) is kept live across it.
        // The code that follows, which may use the call's value, is unreachable, and reads
        // that value as `undef`: the call's own result is not defined in a block it follows.
        if noreturn {
            self.b.terminate(ir::Terminator::Unreachable);
            self.ensure_open();
            return result.map(|v| {
                let ty = self.b.func.value_type(v);
                self.b.undef(ty)
            });
        }
        result
    }

    /// How many 16-byte phases the argument area of a call may have that `va_arg` tells
    /// apart: x86-64's `va_arg` aligns a variable argument aligned to more than 16 (a 32- or
    /// 64-byte vector, on the stack) in the absolute address space (see `abi::StackPhase`).
    fn stack_phases(&self, site: &CallSite) -> u64 {
        if self.target.arch() != Arch::X86_64 || !site.ft.variadic || site.ft.ms_abi {
            return 1;
        }
        let variable = site.arg_types.iter().skip(site.ft.params.len());
        let widest = variable.map(Type::align).max().unwrap_or(0);
        (widest / 16).max(1)
    }

    /// A call whose layout depends on the stack pointer's phase: read it (a helper returns
    /// its caller's stack pointer, which is where the arguments begin: the code generator
    /// keeps the outgoing area at the stack pointer, which does not move within a function),
    /// and make the call laid out for that phase, one call per phase.
    fn call_at_each_phase(&mut self, site: &CallSite, phases: u64) -> Option<Value> {
        let sp = self.runtime_call("__tcc_rs_caller_stack_pointer", Some(ir::Type::Ptr), vec![])?;
        let bits = self
            .b
            .cast(CastOp::Bitcast, ir::Type::Ptr, ir::Type::I64, sp, None);
        let mask = self.b.iconst(ir::Type::I64, (16 * phases - 1) as i64);
        let phase = self
            .b
            .binary(BinOp::And, ir::Type::I64, bits, mask, Some("phase"));
        let result_type = match &site.ret {
            t if t.is_void() => None,
            t if t.is_aggregate() => Some(ir::Type::Ptr),
            t => Some(self.ir_type(t)),
        };
        let slot = result_type.map(|t| (self.b.alloca(t.bytes(), t.bytes(), "call.result"), t));
        let end = self.block("call.end");
        for k in 0..phases {
            let here = self.block("call.phase");
            let next = self.block("call.next");
            let p = self.b.iconst(ir::Type::I64, (16 * k) as i64);
            let is = self
                .b
                .icmp(Cond::Eq, ir::Type::I64, phase, p, Some("at_phase"));
            self.b.br(is, here, next);
            self.start_block(here);
            let v = self.emit_call(site, 16 * k);
            if let (Some((at, t)), Some(v)) = (slot, v) {
                self.b.store(t, v, at);
            }
            self.b.jump(end);
            self.start_block(next);
        }
        // The phases are all the stack pointer can have: this block is never reached.
        self.b.terminate(ir::Terminator::Unreachable);
        self.start_block(end);
        slot.map(|(at, t)| self.b.load(t, at, None))
    }

    /// The call instruction of `site` with its argument area at `phase` (see
    /// `abi::StackPhase`), and the C value of its result.
    fn emit_call(&mut self, site: &CallSite, phase: u64) -> Option<Value> {
        let (ft, ret, target) = (&site.ft, &site.ret, self.target);
        let at = abi::StackPhase {
            fixed: ft.params.len(),
            phase,
        };
        let lowered = abi::classify_call_at(ret, &site.arg_types, ft.ms_abi, target, at);
        let mut values = Vec::with_capacity(site.args.len() + 1);
        let result_slot =
            (ret.is_aggregate() && lowered.ret == abi::Passing::Indirect).then(|| {
                let slot = self.b.alloca(
                    ret.size().unwrap_or(0) as u32,
                    ret.align() as u32,
                    "agg.tmp",
                );
                values.push(slot);
                slot
            });
        for ((&v, ty), passing) in site.args.iter().zip(&site.arg_types).zip(&lowered.params) {
            self.argument_values(v, ty, passing, &mut values);
        }
        let sig = if ft.prototyped && !ft.variadic {
            signature(ft, target)
        } else {
            // Variadic or old-style: the signature of this call site, from the arguments
            // as promoted by sema.
            let fixed = if ft.prototyped {
                ft.params.len()
            } else {
                site.args.len()
            };
            let call = CallShape {
                fixed,
                variadic: ft.variadic,
                conv: signature(ft, target).conv,
                phase,
            };
            call_signature(ret, &site.arg_types, call, target)
        };
        if let Some(name) = &site.direct {
            if !self.callees.iter().any(|(n, _)| n == name) {
                self.callees.push((name.clone(), sig.clone()));
            }
        }
        let mut call = InstKind::call(site.callee.clone(), sig, values);
        if let InstKind::Call(data) = &mut call {
            data.cold = site.cold;
        }
        let inst = self.b.ins(call, Some("call"));
        let results: Vec<Value> = self.b.func.insts[inst].results().collect();
        if let Some(slot) = result_slot {
            return Some(slot);
        }
        match lowered.ret {
            abi::Passing::X87 if ret.is_aggregate() => {
                let v = self.x87_result();
                let tmp = self.b.alloca(16, 16, "coerce");
                self.b.store(ir::Type::F128, v, tmp);
                Some(tmp)
            }
            abi::Passing::X87 => Some(self.x87_result()),
            abi::Passing::X87Pair => Some(self.x87_result_pair()),
            // The registers the aggregate came back in, stored to a temporary.
            abi::Passing::Pieces(pieces) if ret.is_aggregate() => {
                let tmp =
                    self.b
                        .alloca(padded_size(ret) as u32, ret.align().max(8) as u32, "coerce");
                for ((offset, t), r) in pieces.into_iter().zip(results) {
                    let at = self.element_address(tmp, offset);
                    self.b.store(t, r, at);
                }
                Some(tmp)
            }
            _ => results.first().copied(),
        }
    }

    /// Append the IR arguments for the C argument `v` of type `ty` passed as `passing`.
    pub(super) fn argument_values(
        &mut self,
        v: Value,
        ty: &Type,
        passing: &abi::Passing,
        out: &mut Vec<Value>,
    ) {
        match passing {
            abi::Passing::Scalar => out.push(v),
            abi::Passing::X87 | abi::Passing::X87Pair => {
                unreachable!("a result, never an argument")
            }
            abi::Passing::Pieces(pieces) | abi::Passing::Spilled(_, pieces) => {
                if let abi::Passing::Spilled(pad, _) = passing {
                    out.extend(pad.iter().map(|&t| self.b.undef(t)));
                }
                let tmp = self.padded_copy(v, ty);
                for &(offset, t) in pieces {
                    let at = self.element_address(tmp, offset);
                    out.push(self.b.load(t, at, None));
                }
            }
            abi::Passing::Indirect => {
                // The callee may modify its parameter: it gets a copy.
                let copy = self.b.alloca(
                    ty.size().unwrap_or(0) as u32,
                    ty.align() as u32,
                    "byval.tmp",
                );
                self.copy_object(copy, v, ty);
                out.push(copy);
            }
            // The call copies the object to the stack in whole eightbytes: from a padded
            // copy when the object ends inside one, so the copy never reads past it.
            abi::Passing::Stack(size) if ty.size() != Some(u64::from(*size)) => {
                let tmp = self.padded_copy(v, ty);
                out.push(tmp)
            }
            // An `__int128` (a value, not an object's address) from a copy.
            abi::Passing::Stack(_) if !ty.is_aggregate() => {
                let t = self.ir_type(ty);
                let tmp = self.b.alloca(t.bytes(), t.bytes(), "byval.tmp");
                self.b.store(t, v, tmp);
                out.push(tmp)
            }
            abi::Passing::Stack(_) => out.push(v),
            abi::Passing::Padded(pad, inner) => {
                let dummy = match pad.purpose {
                    // 8 bytes of stack, copied from anywhere readable.
                    ir::Purpose::StructArgument(size) => self.b.alloca(size, 8, "pad"),
                    _ => self.b.undef(pad.ty),
                };
                out.push(dummy);
                self.argument_values(v, ty, inner, out)
            }
        }
    }
}

/// A call with its callee and arguments evaluated, ready to be laid out.
struct CallSite {
    ft: FuncType,
    /// The callee's name if the call is direct.
    direct: Option<String>,
    callee: ir::Callee,
    /// The arguments' values (an aggregate's: its address) and C types.
    args: Vec<Value>,
    arg_types: Vec<Type>,
    ret: Type,
    /// The callee is declared `noreturn`, `_Noreturn` or `cold` (`ir::CallData::cold`).
    cold: bool,
}

/// The offset of member `name` in a structure type (sema checked that it exists).
pub(super) fn member_offset(ty: &Type, name: &str) -> u64 {
    match ty {
        Type::Struct(st) => st.member(name).map_or(0, |(off, _)| off),
        _ => 0,
    }
}

/// A literal, possibly behind an implicit conversion (`-1`, `-1.5`, `-1.5f` after promotion).
fn is_literal(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::IntLit(_) | ExprKind::FloatLit(_) | ExprKind::LongFloatLit(..) => true,
        ExprKind::ImplicitCast(inner) => is_literal(inner),
        _ => false,
    }
}

/// The value of a floating literal converted to the expression's type.
fn literal_value(e: &Expr) -> Option<f64> {
    match &e.kind {
        ExprKind::FloatLit(v) if e.ty().is_float() => Some(*v),
        ExprKind::IntLit(v) if e.ty().is_float() => Some(*v as i64 as f64),
        ExprKind::ImplicitCast(inner) if e.ty().is_float() => {
            let v = literal_value(inner).or_else(|| match &inner.kind {
                ExprKind::IntLit(v) if inner.ty().is_signed() => Some(*v as i64 as f64),
                ExprKind::IntLit(v) => Some(*v as f64),
                _ => None,
            })?;
            Some(if matches!(e.ty(), Type::Float { size: 4, .. }) {
                v as f32 as f64
            } else {
                v
            })
        }
        _ => None,
    }
}

/// How to divide exactly by `size`, a multiple of it: the shift that divides by its power
/// of two and the inverse of its odd part modulo 2^64, by which a multiplication divides a
/// multiple of that part (Hacker's Delight, 10-15). `None` for a size that is not positive.
fn exact_division(size: i64) -> Option<(u32, u64)> {
    if size <= 0 {
        return None;
    }
    let shift = size.trailing_zeros();
    let odd = (size >> shift) as u64;
    // Newton's iteration doubles the bits of `x * odd == 1` each time; `odd` is its own
    // inverse modulo 8 (three bits), so five rounds reach 96 > 64.
    let mut inverse = odd;
    for _ in 0..5 {
        inverse = inverse.wrapping_mul(2u64.wrapping_sub(odd.wrapping_mul(inverse)));
    }
    debug_assert_eq!(odd.wrapping_mul(inverse), 1);
    Some((shift, inverse))
}

impl FunctionLowering<'_> {
    /// Whether overflow of `+ - *` in `ty` is undefined in this unit: C's rule, unless
    /// `-fwrapv` (or `-fno-strict-overflow`) defines signed arithmetic to wrap.
    fn overflow_is_undefined(&self, ty: &Type) -> bool {
        !self.syms.wrapv && overflow_is_undefined(ty)
    }
}

/// Whether C leaves overflow of `+ - *` (and `++ --`) in type `ty` undefined, so that the
/// IR operation may carry `nsw`: the signed integer types of `int`'s rank and above. Not
/// the unsigned ones (they wrap), and not `signed char` or `short`: their `x + 1` is done in
/// `int` and cannot overflow, and the conversion back of `c++` or `c += 1`, which is what an
/// `i8` or `i16` operation computes, wraps (gcc's implementation-defined choice).
fn overflow_is_undefined(ty: &Type) -> bool {
    matches!(ty, Type::Int { signed: true, size, .. } if *size >= 4)
}

/// The type a compound assignment `l op= r` computes in: the pointer's for pointer
/// arithmetic, the promoted left operand's for shifts, else the right operand's (which sema
/// converted to the usual arithmetic conversions' type).
fn compound_type(op: BinaryOp, lt: &Type, rt: &Type) -> Type {
    if lt.is_pointer() {
        lt.clone()
    } else if matches!(op, BinaryOp::Shl | BinaryOp::Shr) {
        crate::sema::promoted_type(lt)
    } else {
        rt.clone()
    }
}

/// What a `__builtin_expect` says of the condition `e`: whether it is expected true, and
/// the operand to branch on in its place (`None`: `e` itself, a comparison). Seen through
/// conversions that keep whether a value is zero: `__builtin_expect(!!(x), 0)`, Lua's
/// `l_unlikely(x)` (`__builtin_expect(((x) != 0), 0)`), `__builtin_expect(x, 1)` and
/// `__builtin_expect(x, 5) == 5` (a comparison with a constant, as gcc's predictor reads).
fn expectation(e: &Expr) -> Option<(Option<&Expr>, bool)> {
    if let Some((operand, c)) = expect_call(e) {
        return Some((Some(zero_preserving(operand)), c != 0));
    }
    let ExprKind::Binary(op @ (BinaryOp::Eq | BinaryOp::Ne), l, r, _) = &e.kind else {
        return None;
    };
    let eval = crate::sema::constant::eval_int;
    let (c, k) = match (expect_call(l), expect_call(r)) {
        (Some((_, c)), None) => (c, eval(r)?),
        (None, Some((_, c))) => (c, eval(l)?),
        _ => return None,
    };
    Some((None, (c == k) == (*op == BinaryOp::Eq)))
}

/// `e` as a call of `__builtin_expect` (through conversions that keep whether a value is
/// zero): its operand and its expected value.
fn expect_call(e: &Expr) -> Option<(&Expr, i64)> {
    match &zero_preserving(e).kind {
        ExprKind::Builtin(crate::builtins::Builtin::Expect(c), args) => Some((&args[0], *c)),
        _ => None,
    }
}

/// `e` without its integer conversions that keep whether a value is zero (to an integer
/// type at least as wide), which sema puts around `__builtin_expect`'s operand.
fn zero_preserving(mut e: &Expr) -> &Expr {
    while let ExprKind::ImplicitCast(inner) | ExprKind::Cast(_, inner) = &e.kind {
        let (to, from) = (e.ty(), inner.ty());
        let keeps = to.is_integer() && from.is_integer() && to.size() >= from.size();
        if !keeps {
            break;
        }
        e = inner;
    }
    e
}

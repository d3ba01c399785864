//! Lowering of the `va_list` built-ins.
//!
//! `va_start` becomes the IR instruction of that name, which the code generator expands
//! (it alone knows where the register save area and the stack arguments are); `va_end` does
//! nothing; `va_copy` copies the object. `va_arg` is lowered here, as clang lowers it, to
//! loads, stores and branches on the `va_list` object, following the target's ABI:
//!
//! - x86-64 (psABI 3.5.7): the argument's eightbytes are classified as for a call; if the
//!   integer and SSE registers it needs are all still in the save area (`gp_offset` and
//!   `fp_offset` say how far `va_arg` has read), it is read from there (copied into a
//!   temporary when it spans both kinds, or two SSE registers, 16 bytes apart) and the
//!   offsets advance; otherwise it is read from `overflow_arg_area`, which advances by its
//!   size in eightbytes (aligned first to the argument's alignment if above 8, as gcc does:
//!   a 32- or 64-byte vector's 32 or 64, which gcc's callers and ours arrange; see
//!   `abi::StackPhase`).
//! - aarch64 (AAPCS64 B.4): an integer, pointer or aggregate of at most 16 bytes is read
//!   from general registers, a `double`, `float` or homogeneous floating-point aggregate
//!   from vector registers (16 bytes apart), and a larger aggregate (a 32- or 64-byte vector
//!   too) through the address passed in its place. `__gr_offs`/`__vr_offs` count up to 0; once an argument does not
//!   fit, the offset is still advanced, so every later one of that class comes from
//!   `__stack` too, as the caller placed them.
//!
//! The address the argument is read from is kept in an alloca (`va.addr`) so that both
//! paths meet without a phi; mem2reg promotes it.

use super::*;
use crate::ir::{BinOp, CastOp, Cond, InstKind};
use crate::target::{Arch, Target};

/// Byte offsets of the fields of the x86-64 `__va_list_tag`.
const GP_OFFSET: u64 = 0;
const FP_OFFSET: u64 = 4;
const OVERFLOW_ARG_AREA: u64 = 8;
const REG_SAVE_AREA: u64 = 16;
/// The x86-64 register save area: six 8-byte integer registers, then eight 16-byte SSE ones.
const GP_AREA: i64 = 48;
const SAVE_AREA: i64 = GP_AREA + 8 * 16;

/// Byte offsets of the fields of the aarch64 `__va_list`.
const STACK: u64 = 0;
const GR_TOP: u64 = 8;
const VR_TOP: u64 = 16;
const GR_OFFS: u64 = 24;
const VR_OFFS: u64 = 28;

/// How aarch64 passes a variable argument.
enum Aapcs {
    /// In general registers: how many.
    General(u32),
    /// In vector registers: the IR type of each member (one for a scalar).
    Vector(Vec<ir::Type>),
    /// By reference: a pointer in one general register.
    Indirect,
}

impl FunctionLowering<'_> {
    /// The address of the `va_list` object an operand designates: on x86-64 the operand
    /// is a pointer to it (the array decayed), on aarch64 the structure, whose value is its
    /// address.
    fn va_list_address(&mut self, e: &Expr) -> Value {
        match self.rvalue(e) {
            Some(v) => v,
            None => self.b.undef(ir::Type::Ptr),
        }
    }

    /// `va_start`, `va_end`, `va_copy` (all `void`).
    pub(super) fn va_builtin(&mut self, which: VaBuiltin, args: &[Expr]) {
        match which {
            VaBuiltin::Start => {
                let list = self.va_list_address(&args[0]);
                self.b.ins(InstKind::VaStart { list }, None);
            }
            VaBuiltin::End => {
                self.va_list_address(&args[0]);
            }
            VaBuiltin::Copy => {
                let dst = self.va_list_address(&args[0]);
                let src = self.va_list_address(&args[1]);
                let record = match args[0].ty() {
                    Type::Pointer(record, _) => (*record).clone(),
                    record => record,
                };
                self.copy_object(dst, src, &record);
            }
        }
    }

    /// `va_arg(ap, ty)`: the argument's value (a structure's: its address).
    pub(super) fn va_arg(&mut self, list: &Expr, ty: &Type) -> Value {
        let ap = self.va_list_address(list);
        let slot = self.b.alloca(8, 8, "va.addr");
        let end = self.block("vaarg.end");
        match self.target.arch() {
            Arch::X86_64 => self.sysv_va_arg(ap, ty, slot, end),
            Arch::Aarch64 => self.aapcs_va_arg(ap, ty, slot, end),
        }
        self.start_block(end);
        let mut addr = self.b.load(ir::Type::Ptr, slot, Some("vaarg.addr"));
        if self.target.arch() == Arch::Aarch64 && matches!(aapcs_class(ty), Aapcs::Indirect) {
            addr = self.b.load(ir::Type::Ptr, addr, Some("vaarg.indirect"));
        }
        if ty.is_aggregate() {
            return addr;
        }
        let t = self.ir_type(ty);
        self.b.load(t, addr, Some("vaarg"))
    }

    /// x86-64's `va_arg`: from the register save area if the registers the argument needs
    /// are left there, else from the overflow area.
    fn sysv_va_arg(&mut self, ap: Value, ty: &Type, slot: Value, end: Block) {
        let pieces = match abi::classify_param(ty, Target::X86_64) {
            // `__int128` takes two integer registers (psABI 3.2.3), consecutive in the save
            // area, so it is read there in place.
            abi::Passing::Scalar if self.ir_type(ty) == ir::Type::I128 => {
                vec![(0, ir::Type::I64), (8, ir::Type::I64)]
            }
            abi::Passing::Scalar => vec![(0, self.ir_type(ty))],
            abi::Passing::Pieces(pieces) => pieces,
            _ => Vec::new(),
        };
        // A vector of 8 or 16 bytes takes one vector register (class SSE, and SSEUP).
        let in_vector_register = |t: &ir::Type| t.is_float() || t.is_vector();
        let fp = pieces.iter().filter(|(_, t)| in_vector_register(t)).count() as i64;
        let gp = pieces.len() as i64 - fp;
        let in_mem = self.block("vaarg.in_mem");
        // A MEMORY-class argument (over 16 bytes) is always in the overflow area.
        if !pieces.is_empty() {
            let in_reg = self.block("vaarg.in_reg");
            let gp_at = self.element_address(ap, GP_OFFSET);
            let fp_at = self.element_address(ap, FP_OFFSET);
            let gp_offset = self.b.load(ir::Type::I32, gp_at, Some("gp_offset"));
            let fp_offset = self.b.load(ir::Type::I32, fp_at, Some("fp_offset"));
            let gp_fits = self.save_area_fits(gp_offset, GP_AREA - 8 * gp);
            let fp_fits = self.save_area_fits(fp_offset, SAVE_AREA - 16 * fp);
            let both = self
                .b
                .binary(BinOp::And, ir::Type::I8, gp_fits, fp_fits, Some("fits"));
            self.b.br(both, in_reg, in_mem);
            self.start_block(in_reg);
            let save_at = self.element_address(ap, REG_SAVE_AREA);
            let save = self.b.load(ir::Type::Ptr, save_at, Some("reg_save_area"));
            let addr = match pieces.as_slice() {
                [(_, t)] if in_vector_register(t) => self.offset_by(save, fp_offset),
                _ if !ty.is_aggregate() && fp == 0 => self.offset_by(save, gp_offset),
                _ => {
                    let gp_base = self.offset_by(save, gp_offset);
                    let fp_base = self.offset_by(save, fp_offset);
                    self.gather_pieces(ty, &pieces, gp_base, fp_base)
                }
            };
            self.b.store(ir::Type::Ptr, addr, slot);
            self.advance(gp_at, gp_offset, 8 * gp);
            self.advance(fp_at, fp_offset, 16 * fp);
            self.b.jump(end);
        }
        self.start_block(in_mem);
        let area_at = self.element_address(ap, OVERFLOW_ARG_AREA);
        let size = ty.size().unwrap_or(8).div_ceil(8) * 8;
        // gcc aligns to the type's alignment (`ix86_function_arg_boundary`): 16, or a 32- or
        // 64-byte vector's 32 or 64, at its absolute address.
        let addr = self.next_stack_argument(area_at, ty.align().max(8), size);
        self.b.store(ir::Type::Ptr, addr, slot);
        self.b.jump(end);
    }

    /// Whether an offset into the save area leaves room: `offset <= limit`, unsigned.
    fn save_area_fits(&mut self, offset: Value, limit: i64) -> Value {
        let limit = self.b.iconst(ir::Type::I32, limit);
        self.b
            .icmp(Cond::Ule, ir::Type::I32, offset, limit, Some("fits_in"))
    }

    /// `base + offset` for an `i32` offset (sign-extended).
    fn offset_by(&mut self, base: Value, offset: Value) -> Value {
        let wide = self
            .b
            .cast(CastOp::Sext, ir::Type::I32, ir::Type::I64, offset, None);
        self.b
            .ins_value(InstKind::PtrOffset { base, offset: wide }, None)
    }

    /// Store `offset + step` to the `i32` field at `at` (nothing when `step` is 0).
    fn advance(&mut self, at: Value, offset: Value, step: i64) {
        if step == 0 {
            return;
        }
        let step = self.b.iconst(ir::Type::I32, step);
        let next = self
            .b
            .binary(BinOp::Add, ir::Type::I32, offset, step, Some("next"));
        self.b.store(ir::Type::I32, next, at);
    }

    /// An x86-64 aggregate's eightbytes, copied from their registers' save slots into a
    /// temporary: integer ones from `gp`, 8 bytes apart, SSE ones from `fp`, 16 apart.
    fn gather_pieces(
        &mut self,
        ty: &Type,
        pieces: &[(u64, ir::Type)],
        gp: Value,
        fp: Value,
    ) -> Value {
        let tmp = self
            .b
            .alloca(padded_size(ty) as u32, ty.align().max(8) as u32, "va.tmp");
        let (mut gp_k, mut fp_k) = (0, 0);
        for &(offset, t) in pieces {
            let from = if t.is_float() || t.is_vector() {
                fp_k += 1;
                self.element_address(fp, 16 * (fp_k - 1))
            } else {
                gp_k += 1;
                self.element_address(gp, 8 * (gp_k - 1))
            };
            let v = self.b.load(t, from, None);
            let to = self.element_address(tmp, offset);
            self.b.store(t, v, to);
        }
        tmp
    }

    /// The next argument on the stack, `size` bytes (a multiple of 8), its address rounded
    /// up to a multiple of `align` first; the pointer at `area_at` advances past it.
    fn next_stack_argument(&mut self, area_at: Value, align: u64, size: u64) -> Value {
        let mut p = self.b.load(ir::Type::Ptr, area_at, Some("arg_area"));
        if align > 8 {
            let bits = self
                .b
                .cast(CastOp::Bitcast, ir::Type::Ptr, ir::Type::I64, p, None);
            let below = self.b.iconst(ir::Type::I64, align as i64 - 1);
            let up = self.b.binary(BinOp::Add, ir::Type::I64, bits, below, None);
            let mask = self.b.iconst(ir::Type::I64, -(align as i64));
            let aligned = self.b.binary(BinOp::And, ir::Type::I64, up, mask, None);
            p = self
                .b
                .cast(CastOp::Bitcast, ir::Type::I64, ir::Type::Ptr, aligned, None);
        }
        let next = self.element_address(p, size);
        self.b.store(ir::Type::Ptr, next, area_at);
        p
    }

    /// aarch64's `va_arg`: from the general or vector register save area while its offset
    /// is negative and the argument fits below its top, else from `__stack`.
    fn aapcs_va_arg(&mut self, ap: Value, ty: &Type, slot: Value, end: Block) {
        let class = aapcs_class(ty);
        let (offs_field, top_field, step, count) = match &class {
            Aapcs::General(n) => (GR_OFFS, GR_TOP, 8, *n as i64),
            Aapcs::Indirect => (GR_OFFS, GR_TOP, 8, 1),
            Aapcs::Vector(members) => (VR_OFFS, VR_TOP, 16, members.len() as i64),
        };
        let maybe_reg = self.block("vaarg.maybe_reg");
        let in_reg = self.block("vaarg.in_reg");
        let on_stack = self.block("vaarg.on_stack");
        let offs_at = self.element_address(ap, offs_field);
        let mut offs = self.b.load(ir::Type::I32, offs_at, Some("offs"));
        let zero = self.b.iconst(ir::Type::I32, 0);
        let exhausted = self
            .b
            .icmp(Cond::Sge, ir::Type::I32, offs, zero, Some("exhausted"));
        self.b.br(exhausted, on_stack, maybe_reg);
        self.start_block(maybe_reg);
        // A 16-byte aligned aggregate starts at an even register (B.4 step 2).
        if matches!(class, Aapcs::General(2)) && ty.align() == 16 {
            let fifteen = self.b.iconst(ir::Type::I32, 15);
            let up = self
                .b
                .binary(BinOp::Add, ir::Type::I32, offs, fifteen, None);
            let mask = self.b.iconst(ir::Type::I32, -16);
            offs = self
                .b
                .binary(BinOp::And, ir::Type::I32, up, mask, Some("align"));
        }
        let width = self.b.iconst(ir::Type::I32, step * count);
        let next = self
            .b
            .binary(BinOp::Add, ir::Type::I32, offs, width, Some("new_offs"));
        self.b.store(ir::Type::I32, next, offs_at);
        let past_top = self
            .b
            .icmp(Cond::Sgt, ir::Type::I32, next, zero, Some("inreg"));
        self.b.br(past_top, on_stack, in_reg);
        self.start_block(in_reg);
        let top_at = self.element_address(ap, top_field);
        let top = self.b.load(ir::Type::Ptr, top_at, Some("reg_top"));
        let base = self.offset_by(top, offs);
        let addr = match &class {
            Aapcs::Vector(members) if members.len() > 1 => {
                self.gather_vector_members(ty, members, base)
            }
            _ => base,
        };
        self.b.store(ir::Type::Ptr, addr, slot);
        self.b.jump(end);
        self.start_block(on_stack);
        let stack_at = self.element_address(ap, STACK);
        let (align, size) = match class {
            Aapcs::Indirect => (8, 8),
            _ => (ty.align().min(16), ty.size().unwrap_or(8).div_ceil(8) * 8),
        };
        let addr = self.next_stack_argument(stack_at, align, size);
        self.b.store(ir::Type::Ptr, addr, slot);
        self.b.jump(end);
    }

    /// An aarch64 homogeneous floating-point aggregate's members, each from its own vector
    /// register's 16-byte save slot, packed into a temporary.
    fn gather_vector_members(&mut self, ty: &Type, members: &[ir::Type], base: Value) -> Value {
        let tmp = self
            .b
            .alloca(padded_size(ty) as u32, ty.align().max(8) as u32, "va.tmp");
        for (i, &t) in members.iter().enumerate() {
            let from = self.element_address(base, 16 * i as u64);
            let v = self.b.load(t, from, None);
            let to = self.element_address(tmp, u64::from(t.bytes()) * i as u64);
            self.b.store(t, v, to);
        }
        tmp
    }
}

/// How aarch64 passes a variable argument of type `ty` (as a named one: AAPCS64 B.4).
fn aapcs_class(ty: &Type) -> Aapcs {
    match abi::classify_param(ty, Target::AARCH64) {
        abi::Passing::Scalar => match super::scalar_ir_type(ty) {
            Some(t) if t.is_float() || t.is_vector() => Aapcs::Vector(vec![t]),
            // `__int128`: two general registers from an even one (AAPCS64 B.4, C.8).
            Some(ir::Type::I128) => Aapcs::General(2),
            _ => Aapcs::General(1),
        },
        abi::Passing::Pieces(pieces)
            if pieces.iter().all(|(_, t)| t.is_float() || t.is_vector()) =>
        {
            Aapcs::Vector(pieces.into_iter().map(|(_, t)| t).collect())
        }
        abi::Passing::Pieces(pieces) => Aapcs::General(pieces.len() as u32),
        _ => Aapcs::Indirect,
    }
}

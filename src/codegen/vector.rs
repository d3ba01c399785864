//! Code generation for the IR's vector types (GNU C's `vector_size` vectors).
//!
//! Every IR vector lives in one 16-byte Cranelift vector register. An 8-byte vector
//! (`i32x2`...) is kept in the low half of the 16-byte type with its lane type (`i32x4`),
//! the high half of no meaning: loads and stores move its 8 bytes, and at calls and returns
//! it travels as the `f64` holding its bits, in the floating register where the x86-64 and
//! AAPCS64 C ABIs put a short vector. Operations on the high half's leftovers never trap:
//! lowering expands the integer division of vectors lane by lane.

use super::translate::Translator;
use crate::ir::{self, Type};
use cranelift_codegen::ir as clif;
use cranelift_codegen::ir::Endianness;
use cranelift_codegen::ir::{types, InstBuilder, MemFlagsData};
use cranelift_module::Module;

/// The Cranelift type of an IR vector type: its 16-byte shape.
pub(super) fn clif_vector_type(t: Type) -> clif::Type {
    let lane = super::clif_type(t.lane());
    lane.by(128 / lane.bits()).unwrap_or(types::I8X16)
}

/// Whether `t` is an 8-byte vector, which travels as an `f64` (see the module comment).
pub(super) fn is_short(t: Type) -> bool {
    t.is_vector() && t.bytes() == 8
}

/// The flags of a bitcast between vector types: the lanes in memory order.
fn lane_order() -> MemFlagsData {
    MemFlagsData::new().with_endianness(Endianness::Little)
}

impl<M: Module> Translator<'_, '_, M> {
    /// A value of type `ty` as the ABI passes it: an 8-byte vector as its `f64`.
    pub(super) fn abi_value(&mut self, ty: Type, v: clif::Value) -> clif::Value {
        if !is_short(ty) {
            return v;
        }
        let pair = self.b.ins().bitcast(types::F64X2, lane_order(), v);
        self.b.ins().extractlane(pair, 0)
    }

    /// A value of type `ty` as the ABI passed it (the inverse of `abi_value`).
    pub(super) fn value_from_abi(&mut self, ty: Type, v: clif::Value) -> clif::Value {
        if !is_short(ty) {
            return v;
        }
        let pair = self.b.ins().scalar_to_vector(types::F64X2, v);
        self.b
            .ins()
            .bitcast(clif_vector_type(ty), lane_order(), pair)
    }

    /// The scalar count of a vector shift whose count vector is `count` (`r` translated):
    /// lowering shifts a vector only by a splat, so every lane holds the count, which
    /// Cranelift's vector shifts take as a scalar (modulo the lane width, where C leaves
    /// larger counts undefined). The splat's own operand when it is still in sight.
    pub(super) fn vector_shift_count(&mut self, count: ir::Value, r: clif::Value) -> clif::Value {
        if let ir::ValueDef::Inst(i) = self.f.values[count].def {
            if let ir::InstKind::Splat { value, .. } = self.f.insts[i].kind {
                if let Ok(x) = self.value(value) {
                    return x;
                }
            }
        }
        self.b.ins().extractlane(r, 0)
    }

    /// A vector of type `ty` with every bit zero.
    pub(super) fn vector_zero(&mut self, ty: Type) -> clif::Value {
        let zero = self.b.func.dfg.constants.insert(vec![0u8; 16].into());
        self.b.ins().vconst(clif_vector_type(ty), zero)
    }

    /// `bitcast` with a vector on either side; the other side is a vector or an integer of
    /// the same size (`i64` for an 8-byte vector, `i128` for a 16-byte one).
    pub(super) fn vector_bitcast(&mut self, from: Type, to: Type, a: clif::Value) -> clif::Value {
        match (from.is_vector(), to.is_vector()) {
            (true, true) => self.b.ins().bitcast(clif_vector_type(to), lane_order(), a),
            (false, _) if from == Type::I64 => {
                let v = self.b.ins().scalar_to_vector(types::I64X2, a);
                self.b.ins().bitcast(clif_vector_type(to), lane_order(), v)
            }
            (false, _) => {
                let (lo, hi) = self.b.ins().isplit(a);
                let v = self.b.ins().scalar_to_vector(types::I64X2, lo);
                let v = self.b.ins().insertlane(v, hi, 1);
                self.b.ins().bitcast(clif_vector_type(to), lane_order(), v)
            }
            (_, false) => {
                let v = self.b.ins().bitcast(types::I64X2, lane_order(), a);
                let lo = self.b.ins().extractlane(v, 0);
                if to == Type::I64 {
                    return lo;
                }
                let hi = self.b.ins().extractlane(v, 1);
                self.b.ins().iconcat(lo, hi)
            }
        }
    }

    /// Load a vector of type `ty` (8 or 16 bytes) from `addr`.
    pub(super) fn load_vector(
        &mut self,
        ty: Type,
        flags: MemFlagsData,
        addr: clif::Value,
    ) -> clif::Value {
        if is_short(ty) {
            let bits = self.b.ins().load(types::F64, flags, addr, 0);
            return self.value_from_abi(ty, bits);
        }
        self.b.ins().load(clif_vector_type(ty), flags, addr, 0)
    }

    /// Store the vector `v` of type `ty` at `addr`.
    pub(super) fn store_vector(
        &mut self,
        ty: Type,
        flags: MemFlagsData,
        v: clif::Value,
        addr: clif::Value,
    ) {
        let v = self.abi_value(ty, v);
        self.b.ins().store(flags, v, addr, 0);
    }

    /// Whether inserting `value` at `lane` of `vector` (a `ty`) ends a chain of insertions
    /// that leaves `value` in every lane: a vector literal of one value, `_mm_set1_epi8`'s
    /// `(__v16qi){e, e, ..., e}`, whose sixteen insertions Cranelift lowers without SSE4.1's
    /// `pinsrb` as six instructions each (96 for the vector); a splat is four or five. The
    /// chain is followed up through `vector` while it is an insertion into a `ty`: of
    /// `value`, or into a lane a later insertion overwrites (what the chain starts from
    /// does not matter once every lane is written).
    fn fills_every_lane(&self, ty: Type, vector: ir::Value, value: ir::Value, lane: u8) -> bool {
        let lanes = ty.lanes();
        if !(2..=64).contains(&lanes) {
            return false;
        }
        let all = if lanes == 64 {
            u64::MAX
        } else {
            (1u64 << lanes) - 1
        };
        let mut seen = 1u64 << (u32::from(lane) % lanes);
        let mut at = vector;
        while seen != all {
            let ir::ValueDef::Inst(i) = self.f.values[at].def else {
                return false;
            };
            let ir::InstKind::InsertLane {
                ty: t,
                vector: v,
                value: x,
                lane: l,
            } = self.f.insts[i].kind
            else {
                return false;
            };
            let bit = 1u64 << (u32::from(l) % lanes);
            if t != ty || (x != value && seen & bit == 0) {
                return false;
            }
            seen |= bit;
            at = v;
        }
        true
    }

    /// The vector lane instructions.
    pub(super) fn lane_inst(&mut self, kind: &ir::InstKind) -> Result<clif::Value, String> {
        Ok(match kind {
            ir::InstKind::ExtractLane { vector, lane, .. } => {
                let v = self.value(*vector)?;
                self.b.ins().extractlane(v, *lane)
            }
            ir::InstKind::InsertLane {
                ty,
                vector,
                value,
                lane,
            } if self.fills_every_lane(*ty, *vector, *value, *lane) => {
                let x = self.value(*value)?;
                self.b.ins().splat(clif_vector_type(*ty), x)
            }
            ir::InstKind::InsertLane {
                vector,
                value,
                lane,
                ..
            } => {
                let (v, x) = (self.value(*vector)?, self.value(*value)?);
                self.b.ins().insertlane(v, x, *lane)
            }
            ir::InstKind::Splat { ty, value } => {
                let x = self.value(*value)?;
                self.b.ins().splat(clif_vector_type(*ty), x)
            }
            ir::InstKind::HighBits { vector, .. } => {
                let v = self.value(*vector)?;
                self.b.ins().vhigh_bits(clif::types::I32, v)
            }
            other => {
                return Err(format!(
                    "internal compiler error: {other:?} is no lane instruction"
                ))
            }
        })
    }
}

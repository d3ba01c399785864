//! Lowering of bit-field reads and writes.
//!
//! A bit-field lives in a storage unit, an object of its declared type at the member's
//! offset: reading loads the unit and shifts the field's bits down; writing is a
//! read-modify-write of the unit. In a packed structure (or under `#pragma pack`) a field
//! may cross the end of its unit (`char a : 3; int b : 30;` puts `b` in bits 3 to 32 of a
//! 4-byte unit); such a field is accessed through the bytes it spans instead, at most 9
//! for a 64-bit field, in pieces of 8, 4, 2 and 1 bytes. Both targets are little-endian,
//! so byte `i` of the span holds bits `8i..8i + 8` of the field's window.

use super::*;
use crate::ir::{BinOp, CastOp};

const I64: ir::Type = ir::Type::I64;

/// The bytes a bit-field crossing its unit occupies: the offset of the first from the
/// unit, the field's first bit within it, and their number (at most 9).
struct Span {
    first: u64,
    shift: u32,
    bytes: u32,
}

impl Span {
    /// `None` when the field fits its unit of IR type `t`.
    fn of(t: ir::Type, (bit, width): (u32, u32)) -> Option<Span> {
        (bit + width > t.bytes() * 8).then(|| Span {
            first: u64::from(bit / 8),
            shift: bit % 8,
            bytes: (bit % 8 + width).div_ceil(8),
        })
    }

    /// The pieces to access, as (byte offset within the span, type): as wide as possible,
    /// none crossing byte 8 (the ninth byte, when there is one, is read on its own).
    fn pieces(&self) -> Vec<(u32, ir::Type)> {
        let mut out = Vec::new();
        let mut at = 0;
        while at < self.bytes {
            let left = self.bytes.min(8.max(at + 1)) - at;
            let t = match left {
                8.. => ir::Type::I64,
                4..=7 => ir::Type::I32,
                2..=3 => ir::Type::I16,
                _ => ir::Type::I8,
            };
            out.push((at, t));
            at += t.bytes();
        }
        out
    }
}

impl FunctionLowering<'_> {
    /// The value of the bit-field at `bits` of the unit (of IR type `t`) at `addr`,
    /// sign- or zero-extended to `t`.
    pub(super) fn load_bit_field(
        &mut self,
        t: ir::Type,
        addr: Value,
        volatile: bool,
        bits: (u32, u32),
        signed: bool,
    ) -> Value {
        let Some(span) = Span::of(t, bits) else {
            let unit = self.load(t, addr, volatile);
            return self.extract_bits(unit, t, bits, signed);
        };
        let width = bits.1;
        // The span's first 8 bytes in `window`, its ninth (if any) in `ninth`.
        let mut window = None;
        let mut ninth = None;
        for (at, pt) in span.pieces() {
            let piece_addr = self.element_address(addr, span.first + u64::from(at));
            let piece = self.load(pt, piece_addr, volatile);
            let piece = self.widen(piece, pt);
            if at == 8 {
                ninth = Some(piece);
                continue;
            }
            let placed = self.shift(BinOp::Shl, piece, 8 * at);
            window = Some(match window {
                None => placed,
                Some(w) => self.b.binary(BinOp::Or, I64, w, placed, None),
            });
        }
        let window = window.expect("a span has a first byte");
        let mut field = self.shift(BinOp::LShr, window, span.shift);
        if let Some(high) = ninth {
            let high = self.shift(BinOp::Shl, high, 64 - span.shift);
            field = self.b.binary(BinOp::Or, I64, field, high, None);
        }
        let value = self.extract_bits(field, I64, (0, width), signed);
        if t == I64 {
            value
        } else {
            self.b.cast(CastOp::Trunc, I64, t, value, Some("bf.value"))
        }
    }

    /// Bits `bit..bit + width` of `unit`, sign- or zero-extended to the unit's type.
    pub(super) fn extract_bits(
        &mut self,
        unit: Value,
        t: ir::Type,
        (bit, width): (u32, u32),
        signed: bool,
    ) -> Value {
        let total = t.bytes() * 8;
        let up = self.b.iconst(t, (total - bit - width) as i64);
        let high = self.b.binary(BinOp::Shl, t, unit, up, None);
        let down = self.b.iconst(t, (total - width) as i64);
        let op = if signed { BinOp::AShr } else { BinOp::LShr };
        self.b.binary(op, t, high, down, Some("bf.value"))
    }

    /// Store `v` to an lvalue (a bit-field's bits within its unit, read-modify-write);
    /// returns the value the lvalue then has.
    pub(super) fn store_lvalue(
        &mut self,
        t: ir::Type,
        v: Value,
        addr: Value,
        volatile: bool,
        bits: Option<(u32, u32)>,
        ty: &Type,
    ) -> Value {
        let Some(b) = bits else {
            self.store(t, v, addr, volatile);
            return v;
        };
        self.insert_bits(t, v, addr, volatile, b);
        // The value of the assignment is the bit-field's: `v` truncated to its width.
        self.load_bit_field(t, addr, volatile, b, ty.is_signed())
    }

    /// Replace bits `bit..bit + width` of the unit at `addr` with the low bits of `v`.
    pub(super) fn insert_bits(
        &mut self,
        t: ir::Type,
        v: Value,
        addr: Value,
        volatile: bool,
        (bit, width): (u32, u32),
    ) {
        if let Some(span) = Span::of(t, (bit, width)) {
            return self.insert_span(t, v, addr, volatile, width, &span);
        }
        // In u64: a 63-bit field's mask would overflow i64 on the way.
        let ones = if width >= 64 {
            u64::MAX
        } else {
            (1u64 << width) - 1
        } as i64;
        let mask = ir_constant(ones << bit, t);
        let keep = ir_constant(!(ones << bit), t);
        let old = self.load(t, addr, volatile);
        let keep = self.b.iconst(t, keep);
        let cleared = self.b.binary(BinOp::And, t, old, keep, None);
        let shift = self.b.iconst(t, bit as i64);
        let placed = self.b.binary(BinOp::Shl, t, v, shift, None);
        let mask = self.b.iconst(t, mask);
        let field = self.b.binary(BinOp::And, t, placed, mask, None);
        let new = self.b.binary(BinOp::Or, t, cleared, field, Some("bf.set"));
        self.store(t, new, addr, volatile);
    }

    /// `insert_bits` for a field crossing its unit: each piece of its span gets its share
    /// of `v`'s bits, read-modify-write where the field covers only part of the piece.
    fn insert_span(
        &mut self,
        t: ir::Type,
        v: Value,
        addr: Value,
        volatile: bool,
        width: u32,
        span: &Span,
    ) {
        let v = self.widen(v, t);
        let field_mask = ((1u128 << width) - 1) << span.shift;
        for (at, pt) in span.pieces() {
            let piece_bits = pt.bytes() * 8;
            let mask = (field_mask >> (8 * at)) as u64 & (u64::MAX >> (64 - piece_bits));
            let share = if at < 8 {
                let placed = self.shift(BinOp::Shl, v, span.shift);
                self.shift(BinOp::LShr, placed, 8 * at)
            } else {
                self.shift(BinOp::LShr, v, 64 - span.shift)
            };
            let share = self.narrow(share, pt);
            let piece_addr = self.element_address(addr, span.first + u64::from(at));
            let new = if mask == u64::MAX >> (64 - piece_bits) {
                share
            } else {
                let old = self.load(pt, piece_addr, volatile);
                let keep = self.b.iconst(pt, ir_constant(!mask as i64, pt));
                let cleared = self.b.binary(BinOp::And, pt, old, keep, None);
                let mask = self.b.iconst(pt, ir_constant(mask as i64, pt));
                let share = self.b.binary(BinOp::And, pt, share, mask, None);
                self.b.binary(BinOp::Or, pt, cleared, share, Some("bf.set"))
            };
            self.store(pt, new, piece_addr, volatile);
        }
    }

    /// `v` (of integer type `t`) zero-extended to 64 bits.
    fn widen(&mut self, v: Value, t: ir::Type) -> Value {
        if t == I64 {
            return v;
        }
        self.b.cast(CastOp::Zext, t, I64, v, None)
    }

    /// The low bits of 64-bit `v` as integer type `t`.
    fn narrow(&mut self, v: Value, t: ir::Type) -> Value {
        if t == I64 {
            return v;
        }
        self.b.cast(CastOp::Trunc, I64, t, v, None)
    }

    /// 64-bit `v` shifted by a constant `n` (nothing emitted when it is 0).
    fn shift(&mut self, op: BinOp, v: Value, n: u32) -> Value {
        if n == 0 {
            return v;
        }
        let n = self.b.iconst(I64, i64::from(n));
        self.b.binary(op, I64, v, n, None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pieces(t: ir::Type, bits: (u32, u32)) -> Vec<(u32, u32)> {
        let span = Span::of(t, bits).expect("crosses its unit");
        span.pieces()
            .iter()
            .map(|&(at, t)| (at, t.bytes()))
            .collect()
    }

    #[test]
    fn a_field_within_its_unit_has_no_span() {
        assert!(Span::of(ir::Type::I32, (3, 29)).is_none());
        assert!(Span::of(ir::Type::I64, (0, 64)).is_none());
    }

    #[test]
    fn spans_are_read_in_the_widest_pieces() {
        // `char a : 3; int b : 30;`: bits 3..33 are bytes 0..5.
        assert_eq!(pieces(ir::Type::I32, (3, 30)), [(0, 4), (4, 1)]);
        // A 64-bit field after 7 bits spans 9 bytes: 8 at once, then the ninth.
        assert_eq!(pieces(ir::Type::I64, (7, 64)), [(0, 8), (8, 1)]);
        // 31 bits starting at bit 17: bytes 2..7 of the unit.
        let span = Span::of(ir::Type::I32, (17, 31)).unwrap();
        assert_eq!((span.first, span.shift, span.bytes), (2, 1, 4));
        assert_eq!(pieces(ir::Type::I16, (9, 16)), [(0, 2), (2, 1)]);
        assert_eq!(pieces(ir::Type::I64, (60, 60)), [(0, 8)]);
        assert_eq!(pieces(ir::Type::I64, (62, 50)), [(0, 4), (4, 2), (6, 1)]);
    }
}

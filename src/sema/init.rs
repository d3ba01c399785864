//! Initialization (6.7.9): brace-enclosed lists with brace elision and zero fill, string
//! literals for char arrays, arrays whose length the initializer gives, and the constant
//! bytes (with relocations) of objects with static storage.
//!
//! An initializer is flattened to the list of scalars it sets (`InitItem`s, each at a byte
//! offset); every other byte of the object is zero. Lowering stores the items; a static
//! object's items are evaluated here into its initial bytes.

use super::constant::{eval_int, wrap};
use super::types::Type;
use super::*;

fn is_char_array(ty: &Type) -> bool {
    matches!(ty, Type::Array(elem, _) if matches!(**elem, Type::Int { size: 1, .. }))
}

fn string_bytes(e: &Expr) -> Option<&[u8]> {
    match &e.kind {
        ExprKind::StringLit(b, _) => Some(b),
        _ => None,
    }
}

impl Checker<'_> {
    /// Flatten `init` for an object of type `ty`. Returns the completed type (an array of
    /// unknown length gets its length from the initializer) and the items.
    pub(super) fn initializer(
        &mut self,
        ty: &Type,
        init: &mut Initializer,
    ) -> Option<(Type, Vec<InitItem>)> {
        let mut out = Vec::new();
        let ty = self.init_object(ty, init, 0, &mut out)?;
        Some((ty, out))
    }

    /// Initialize one (sub)object from an initializer of its own (braced or not).
    fn init_object(
        &mut self,
        ty: &Type,
        init: &mut Initializer,
        offset: u64,
        out: &mut Vec<InitItem>,
    ) -> Option<Type> {
        match init {
            Initializer::Expr(e) => {
                if is_char_array(ty) && string_bytes(e).is_some() {
                    return Some(self.string_init(ty, e, offset, out));
                }
                if !ty.is_scalar() && !ty.is_struct() {
                    return self.error(e.span, "invalid initializer");
                }
                // A structure from an expression of the same structure type (a copy).
                self.scalar_item(ty, e, offset, out)?;
                Some(ty.clone())
            }
            Initializer::Designated(_, _, sp) => {
                let sp = *sp;
                self.error(sp, "designator outside a braced initializer")
            }
            Initializer::List(items, sp) => {
                let sp = *sp;
                if let [Initializer::Expr(e)] = items.as_mut_slice() {
                    if is_char_array(ty) && string_bytes(e).is_some() {
                        return Some(self.string_init(ty, e, offset, out));
                    }
                }
                match ty {
                    t if t.is_scalar() => match items.as_mut_slice() {
                        [] => Some(t.clone()),
                        [one] => self.init_object(t, one, offset, out),
                        [_, extra, ..] => {
                            let sp = initializer_span(extra);
                            self.error(sp, "excess elements in scalar initializer")
                        }
                    },
                    Type::Array(..) | Type::Struct(_) => {
                        let mut pos = 0;
                        let done = self.fill_aggregate(ty, items, &mut pos, offset, out, true)?;
                        if pos < items.len() {
                            let what = match ty {
                                Type::Array(..) => "array",
                                Type::Struct(st) if st.union => "union",
                                _ => "struct",
                            };
                            let sp = initializer_span(&items[pos]);
                            return self
                                .error(sp, format!("excess elements in {what} initializer"));
                        }
                        Some(done)
                    }
                    t => self.error(sp, format!("invalid initializer for type '{t}'")),
                }
            }
        }
    }

    /// Initialize the elements or members of an array or structure from `items[pos..]`,
    /// consuming as many as it takes. `braced` is false for a sub-aggregate whose braces
    /// were elided: a designator then belongs to the enclosing list, so it stops there.
    /// Returns the type, completed (an array of unknown length gets one).
    fn fill_aggregate(
        &mut self,
        ty: &Type,
        items: &mut [Initializer],
        pos: &mut usize,
        offset: u64,
        out: &mut Vec<InitItem>,
        braced: bool,
    ) -> Option<Type> {
        match ty {
            Type::Array(elem, len) => {
                let (elem, len) = (elem.clone(), *len);
                let size = elem.size().unwrap_or(0);
                let (mut i, mut max) = (0u64, 0u64);
                while *pos < items.len() {
                    if let Initializer::Designated(ds, init, sp) = &mut items[*pos] {
                        if !braced {
                            break;
                        }
                        let sp = *sp;
                        let Designator::Index(e) = &mut ds[0] else {
                            return self.error(sp, "field name not in record or union initializer");
                        };
                        let index = self.designator_index(e, len)?;
                        let mut rest = ds[1..].to_vec();
                        let at = offset + index * size;
                        self.init_designated(&elem, &mut rest, init, at, out)?;
                        i = index + 1;
                    } else {
                        if len.is_some_and(|n| i >= n) {
                            break;
                        }
                        self.init_element(&elem, items, pos, offset + i * size, out)?;
                        *pos -= 1;
                        i += 1;
                    }
                    *pos += 1;
                    max = max.max(i);
                }
                Some(Type::Array(elem, Some(len.unwrap_or(max))))
            }
            Type::Struct(st) => {
                let Some(body) = st.body() else {
                    let sp = initializer_span(&items[(*pos).min(items.len().saturating_sub(1))]);
                    return self.error(sp, format!("invalid use of undefined type '{ty}'"));
                };
                let mut next = 0;
                while *pos < items.len() {
                    if let Initializer::Designated(ds, init, sp) = &mut items[*pos] {
                        if !braced {
                            break;
                        }
                        let sp = *sp;
                        let Designator::Member(name, nsp) = &ds[0] else {
                            return self.error(sp, "array index in non-array initializer");
                        };
                        let (name, nsp) = (name.clone(), *nsp);
                        let Some(k) = body.members.iter().position(|m| match (&m.name, &m.ty) {
                            (Some(n), _) => **n == *name,
                            (None, Type::Struct(inner)) => inner.member(&name).is_some(),
                            _ => false,
                        }) else {
                            return self.error(nsp, format!("'{ty}' has no member named '{name}'"));
                        };
                        let m = &body.members[k];
                        if matches!(m.ty, Type::Array(_, None)) {
                            return self
                                .unsupported(sp, "initialization of a flexible array member");
                        }
                        // Through an anonymous member, the same designator applies inside it.
                        let mut rest = if m.name.is_some() {
                            ds[1..].to_vec()
                        } else {
                            ds.clone()
                        };
                        let before = out.len();
                        self.init_designated(&m.ty, &mut rest, init, offset + m.offset, out)?;
                        mark_bit_field(out, before, m.bits);
                        next = k + 1;
                    } else {
                        // Unnamed bit-fields are padding: no initializer is for them.
                        while body
                            .members
                            .get(next)
                            .is_some_and(|m| m.name.is_none() && !m.ty.is_struct() && !st.union)
                        {
                            next += 1;
                        }
                        if next >= body.members.len() || (st.union && next >= 1) {
                            break;
                        }
                        let m = &body.members[next];
                        if matches!(m.ty, Type::Array(_, None)) {
                            let sp = initializer_span(&items[*pos]);
                            return self
                                .unsupported(sp, "initialization of a flexible array member");
                        }
                        let before = out.len();
                        self.init_element(&m.ty, items, pos, offset + m.offset, out)?;
                        mark_bit_field(out, before, m.bits);
                        *pos -= 1;
                        next += 1;
                    }
                    *pos += 1;
                }
                Some(ty.clone())
            }
            t => {
                let sp = initializer_span(&items[*pos]);
                self.error(sp, format!("invalid initializer for type '{t}'"))
            }
        }
    }

    /// The value of an array designator `[e]`, within the array's bounds.
    fn designator_index(&mut self, e: &mut Expr, len: Option<u64>) -> Option<u64> {
        self.rvalue(e)?;
        match eval_int(e) {
            Some(v) if e.ty().is_integer() && v >= 0 && len.is_none_or(|n| (v as u64) < n) => {
                Some(v as u64)
            }
            Some(_) if e.ty().is_integer() => {
                self.error(e.span, "array index in initializer exceeds array bounds")
            }
            _ => self.error(e.span, "array index in initializer not of integer type"),
        }
    }

    /// Initialize the subobject a designator list selects, starting from an object of
    /// type `ty` at `offset`.
    fn init_designated(
        &mut self,
        ty: &Type,
        designators: &mut [Designator],
        init: &mut Initializer,
        offset: u64,
        out: &mut Vec<InitItem>,
    ) -> Option<()> {
        let Some((first, rest)) = designators.split_first_mut() else {
            if let (Initializer::Expr(e), Type::Array(..) | Type::Struct(_)) = (&mut *init, ty) {
                if !(is_char_array(ty) && string_bytes(e).is_some()) {
                    // `.pos = 1` for an aggregate member: brace elision of a single value.
                    let mut one = [init.clone()];
                    let mut pos = 0;
                    self.fill_aggregate(ty, &mut one, &mut pos, offset, out, false)?;
                    return Some(());
                }
            }
            self.init_object(ty, init, offset, out)?;
            return Some(());
        };
        match (first, ty) {
            (Designator::Index(e), Type::Array(elem, len)) => {
                let index = self.designator_index(e, *len)?;
                let size = elem.size().unwrap_or(0);
                self.init_designated(elem, rest, init, offset + index * size, out)
            }
            (Designator::Member(name, sp), Type::Struct(st)) => {
                let Some((off, mty)) = st.member(name) else {
                    let (name, sp) = (name.clone(), *sp);
                    return self.error(sp, format!("'{ty}' has no member named '{name}'"));
                };
                self.init_designated(&mty, rest, init, offset + off, out)
            }
            (Designator::Member(_, sp), _) => {
                let sp = *sp;
                self.error(sp, "field name not in record or union initializer")
            }
            (Designator::Index(e), _) => {
                let sp = e.span;
                self.error(sp, "array index in non-array initializer")
            }
        }
    }

    /// Initialize one element from the next initializer(s) of an enclosing list, leaving
    /// `pos` after the last one it used.
    fn init_element(
        &mut self,
        ty: &Type,
        items: &mut [Initializer],
        pos: &mut usize,
        offset: u64,
        out: &mut Vec<InitItem>,
    ) -> Option<()> {
        let elided = match &mut items[*pos] {
            Initializer::List(..) | Initializer::Designated(..) => false,
            Initializer::Expr(e) if ty.is_struct() => {
                // A structure member may be initialized by a structure value; only an
                // expression of another type starts an elided brace list.
                self.rvalue(e)?;
                e.ty() != *ty
            }
            Initializer::Expr(e) => {
                !(ty.is_scalar() || (is_char_array(ty) && string_bytes(e).is_some()))
            }
        };
        if !elided {
            let item = &mut items[*pos];
            *pos += 1;
            self.init_object(ty, item, offset, out)?;
            return Some(());
        }
        // A sub-aggregate without its own braces takes the initializers that follow.
        match ty {
            Type::Array(_, Some(_)) | Type::Struct(_) => {
                self.fill_aggregate(ty, items, pos, offset, out, false)?;
                Some(())
            }
            t => {
                let sp = initializer_span(&items[*pos]);
                self.error(sp, format!("invalid initializer for type '{t}'"))
            }
        }
    }

    fn scalar_item(
        &mut self,
        ty: &Type,
        e: &mut Expr,
        offset: u64,
        out: &mut Vec<InitItem>,
    ) -> Option<()> {
        self.rvalue(e)?;
        self.assign_convert(e, ty, "initialization")?;
        out.push(InitItem {
            offset,
            ty: ty.clone(),
            value: e.clone(),
            bits: None,
        });
        Some(())
    }

    /// `char s[] = "abc"`: one item per byte, including the NUL if it fits.
    fn string_init(&mut self, ty: &Type, e: &Expr, offset: u64, out: &mut Vec<InitItem>) -> Type {
        let Type::Array(elem, len) = ty else {
            unreachable!("string_init on a non-array")
        };
        let bytes = string_bytes(e).unwrap_or_default();
        let n = len.unwrap_or(bytes.len() as u64 + 1);
        for (i, &b) in bytes.iter().chain(std::iter::once(&0)).enumerate() {
            if i as u64 >= n {
                break;
            }
            out.push(InitItem {
                offset: offset + i as u64,
                ty: (**elem).clone(),
                value: Expr {
                    kind: ExprKind::IntLit(wrap(b as i64, elem) as u64),
                    span: e.span,
                    ty: Some((**elem).clone()),
                },
                bits: None,
            });
        }
        Type::Array(elem.clone(), Some(n))
    }

    /// The initial bytes of a static object: each item must be an arithmetic constant or
    /// an address constant (6.6p7-9).
    pub(super) fn static_bytes(&mut self, ty: &Type, items: &[InitItem]) -> Option<ir::GlobalInit> {
        let size = ty.size().unwrap_or(0) as usize;
        let mut bytes = vec![0u8; size];
        let mut relocs = Vec::new();
        for item in items {
            let at = item.offset as usize;
            let width = item.ty.size().unwrap_or(0) as usize;
            let e = &item.value;
            let value: Option<Vec<u8>> = match &item.ty {
                Type::Float { size: 4 } => {
                    float_constant(e).map(|v| (v as f32).to_le_bytes().to_vec())
                }
                Type::Float { .. } => float_constant(e).map(|v| v.to_le_bytes().to_vec()),
                t if t.is_integer() => {
                    eval_int(e).map(|v| wrap(v, t).to_le_bytes()[..width].to_vec())
                }
                _ => match eval_int(e) {
                    Some(v) => Some(v.to_le_bytes().to_vec()),
                    None => self.address_constant(e).map(|(symbol, addend)| {
                        relocs.push(ir::Reloc {
                            offset: at as u32,
                            symbol,
                            addend,
                        });
                        vec![0; 8]
                    }),
                },
            };
            let Some(value) = value else {
                return self.error(e.span, "initializer element is not constant");
            };
            if let Some((bit, w)) = item.bits {
                if at + width <= bytes.len() {
                    insert_bits(&mut bytes[at..at + width], &value, bit, w);
                }
                continue;
            }
            if at + width <= bytes.len() {
                bytes[at..at + width].copy_from_slice(&value[..width]);
            }
        }
        if relocs.is_empty() && bytes.iter().all(|&b| b == 0) {
            return Some(ir::GlobalInit::Zero);
        }
        Some(ir::GlobalInit::Bytes { bytes, relocs })
    }

    /// An address constant: a symbol and a byte offset from it.
    fn address_constant(&self, e: &Expr) -> Option<(String, i64)> {
        match &e.kind {
            ExprKind::ImplicitCast(inner) | ExprKind::Cast(_, inner) => {
                if matches!(inner.ty(), Type::Array(..) | Type::Function(_)) {
                    self.lvalue_address(inner)
                } else if inner.ty().is_pointer() {
                    self.address_constant(inner)
                } else {
                    None
                }
            }
            ExprKind::Unary(UnaryOp::AddrOf, inner) => self.lvalue_address(inner),
            ExprKind::Binary(op @ (BinaryOp::Add | BinaryOp::Sub), l, r) => {
                let (p, i) = if l.ty().is_pointer() { (l, r) } else { (r, l) };
                let (sym, addend) = self.address_constant(p)?;
                let size = p.ty().pointee()?.size()? as i64;
                let k = eval_int(i)? * size;
                Some((
                    sym,
                    if *op == BinaryOp::Sub {
                        addend - k
                    } else {
                        addend + k
                    },
                ))
            }
            _ => None,
        }
    }

    fn lvalue_address(&self, e: &Expr) -> Option<(String, i64)> {
        match &e.kind {
            ExprKind::Ident(name, Some(id)) => match &self.syms.get(*id).kind {
                SymbolKind::Global(info) => Some((info.ir_name.clone(), 0)),
                SymbolKind::Function(_) => Some((name.clone(), 0)),
                SymbolKind::Local | SymbolKind::Typedef | SymbolKind::EnumConstant(_) => None,
            },
            ExprKind::StringLit(_, Some(i)) => Some((string_name(*i), 0)),
            ExprKind::CompoundLiteral(cl) => match &self.syms.get(cl.sym?).kind {
                SymbolKind::Global(info) => Some((info.ir_name.clone(), 0)),
                _ => None,
            },
            ExprKind::Index(base, index) => {
                let (sym, addend) = self.address_constant(base)?;
                let size = e.ty().size()? as i64;
                Some((sym, addend + eval_int(index)? * size))
            }
            ExprKind::Unary(UnaryOp::Deref, p) => self.address_constant(p),
            ExprKind::Member(base, name) => {
                let (sym, addend) = self.lvalue_address(base)?;
                let Type::Struct(st) = base.ty() else {
                    return None;
                };
                Some((sym, addend + st.member(name)?.0 as i64))
            }
            ExprKind::Arrow(base, name) => {
                let (sym, addend) = self.address_constant(base)?;
                let Some(Type::Struct(st)) = base.ty().pointee().cloned() else {
                    return None;
                };
                Some((sym, addend + st.member(name)?.0 as i64))
            }
            _ => None,
        }
    }
}

/// Mark the item a bit-field member's initializer produced (its only one) as setting
/// those bits of its unit.
fn mark_bit_field(out: &mut [InitItem], before: usize, bits: Option<(u32, u32)>) {
    if let (Some(b), Some(item)) = (bits, out.get_mut(before)) {
        item.bits = Some(b);
    }
}

/// Store the low `width` bits of the little-endian `value` at bit `bit` of `unit`.
fn insert_bits(unit: &mut [u8], value: &[u8], bit: u32, width: u32) {
    let mut word = [0u8; 8];
    word[..unit.len()].copy_from_slice(unit);
    let mut v = [0u8; 8];
    v[..value.len().min(8)].copy_from_slice(&value[..value.len().min(8)]);
    let mask = if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    } << bit;
    let old = u64::from_le_bytes(word);
    let new = (old & !mask) | ((u64::from_le_bytes(v) << bit) & mask);
    unit.copy_from_slice(&new.to_le_bytes()[..unit.len()]);
}

/// The value of an arithmetic constant expression of floating type.
fn float_constant(e: &Expr) -> Option<f64> {
    match &e.kind {
        ExprKind::FloatLit(v) => Some(*v),
        ExprKind::ImplicitCast(inner) | ExprKind::Cast(_, inner) => {
            let v = if inner.ty().is_float() {
                float_constant(inner)?
            } else if inner.ty().is_signed() {
                eval_int(inner)? as f64
            } else {
                eval_int(inner)? as u64 as f64
            };
            Some(if e.ty() == Type::FLOAT {
                v as f32 as f64
            } else {
                v
            })
        }
        ExprKind::Unary(UnaryOp::Neg, inner) => Some(-float_constant(inner)?),
        ExprKind::Unary(UnaryOp::Plus, inner) => float_constant(inner),
        ExprKind::Binary(op, l, r) if e.ty().is_float() => {
            let (a, b) = (float_constant(l)?, float_constant(r)?);
            let v = match op {
                BinaryOp::Add => a + b,
                BinaryOp::Sub => a - b,
                BinaryOp::Mul => a * b,
                BinaryOp::Div => a / b,
                _ => return None,
            };
            Some(if e.ty() == Type::FLOAT {
                v as f32 as f64
            } else {
                v
            })
        }
        _ => None,
    }
}

/// The symbol name of the `i`-th string literal, as clang names them.
pub fn string_name(i: usize) -> String {
    if i == 0 {
        ".str".to_string()
    } else {
        format!(".str.{i}")
    }
}

pub(super) fn initializer_span(init: &Initializer) -> Span {
    match init {
        Initializer::Expr(e) => e.span,
        Initializer::List(_, sp) | Initializer::Designated(_, _, sp) => *sp,
    }
}

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
use std::rc::Rc;

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
                if !ty.is_scalar() {
                    return self.error(e.span, "invalid initializer");
                }
                self.scalar_item(ty, e, offset, out)?;
                Some(ty.clone())
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
                    Type::Array(elem, len) => {
                        let mut pos = 0;
                        let n = self.fill_array(elem, *len, items, &mut pos, offset, out)?;
                        if pos < items.len() {
                            let sp = initializer_span(&items[pos]);
                            return self.error(sp, "excess elements in array initializer");
                        }
                        Some(Type::Array(elem.clone(), Some(n)))
                    }
                    t => self.error(sp, format!("invalid initializer for type '{t}'")),
                }
            }
        }
    }

    /// Initialize the elements of an array from `items[pos..]`, consuming as many as it
    /// takes (brace elision); returns the array's length.
    fn fill_array(
        &mut self,
        elem: &Rc<Type>,
        len: Option<u64>,
        items: &mut [Initializer],
        pos: &mut usize,
        offset: u64,
        out: &mut Vec<InitItem>,
    ) -> Option<u64> {
        let size = elem.size().unwrap_or(0);
        let mut i = 0;
        while len.is_none_or(|n| i < n) && *pos < items.len() {
            self.init_element(elem, items, pos, offset + i * size, out)?;
            i += 1;
        }
        Some(len.unwrap_or(i))
    }

    /// Initialize one element from the next initializer(s) of an enclosing list.
    fn init_element(
        &mut self,
        ty: &Type,
        items: &mut [Initializer],
        pos: &mut usize,
        offset: u64,
        out: &mut Vec<InitItem>,
    ) -> Option<()> {
        let elided = match &items[*pos] {
            Initializer::List(..) => false,
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
            Type::Array(elem, len @ Some(_)) => {
                self.fill_array(elem, *len, items, pos, offset, out)?;
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
            ExprKind::Index(base, index) => {
                let (sym, addend) = self.address_constant(base)?;
                let size = e.ty().size()? as i64;
                Some((sym, addend + eval_int(index)? * size))
            }
            ExprKind::Unary(UnaryOp::Deref, p) => self.address_constant(p),
            _ => None,
        }
    }
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
        Initializer::List(_, sp) => *sp,
    }
}

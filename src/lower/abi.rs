//! How structures and unions cross function boundaries, decided in the front end as clang
//! does: the IR only has scalar parameters and one scalar result, so a C aggregate
//! parameter or result is lowered to scalar pieces or a pointer according to the target's
//! procedure call standard.
//!
//! - x86-64 (System V psABI 3.2.3): an aggregate of at most 16 bytes is split into
//!   eightbytes, each of class SSE (only `float`/`double` in it: passed as an `f64`, whose
//!   bits are what an XMM register holds) or INTEGER (an `i64`). A larger one has class
//!   MEMORY: as a result, the caller passes the address of the result object as a hidden
//!   first argument and the callee returns it (in `rax`), which is exactly the psABI.
//! - aarch64 (AAPCS64 6.8.2): a homogeneous floating-point aggregate (one to four members
//!   of the same floating type) travels as that many `f32`/`f64`s, any other aggregate of at
//!   most 16 bytes as one or two `i64`s, and a larger one by reference to a copy the caller
//!   makes (a pointer argument), all as the standard says.
//!
//! Where the IR cannot say what the standards require, one convention is used that all
//! code this compiler builds agrees on, but which differs from gcc's: a result of more than
//! one register (9 to 16 bytes, or a 2-4 member HFA) and every aarch64 result over 16 bytes
//! (whose address belongs in `x8`) come back through a hidden first pointer argument, and an
//! x86-64 MEMORY argument (which belongs on the stack) is passed as a pointer to a copy.

use crate::ir;
use crate::ir::AbiParam;
use crate::sema::types::Type;

/// How one C parameter or result is passed.
#[derive(Clone, Debug, PartialEq)]
pub enum Passing {
    /// A scalar: one IR value of its own type.
    Scalar,
    /// An aggregate in registers: the IR values and the byte offset each is loaded from.
    Pieces(Vec<(u64, ir::Type)>),
    /// An aggregate by address: a pointer to a copy (parameter) or a hidden result pointer.
    Indirect,
}

/// The IR types of `p`'s values, given the scalar's own parameter for `Scalar`.
pub fn params_of(p: &Passing, scalar: AbiParam) -> Vec<AbiParam> {
    match p {
        Passing::Scalar => vec![scalar],
        Passing::Pieces(pieces) => pieces.iter().map(|&(_, t)| AbiParam::new(t)).collect(),
        Passing::Indirect => vec![AbiParam::new(ir::Type::Ptr)],
    }
}

/// How a parameter of type `ty` is passed.
pub fn classify_param(ty: &Type, aarch64: bool) -> Passing {
    if !ty.is_struct() {
        return Passing::Scalar;
    }
    match register_pieces(ty, aarch64) {
        Some(pieces) => Passing::Pieces(pieces),
        None => Passing::Indirect,
    }
}

/// How a result of type `ty` is returned: only in one register, else through a hidden
/// result pointer (see the module comment).
pub fn classify_return(ty: &Type, aarch64: bool) -> Passing {
    match classify_param(ty, aarch64) {
        Passing::Pieces(p) if p.len() == 1 => Passing::Pieces(p),
        Passing::Pieces(_) => Passing::Indirect,
        other => other,
    }
}

/// Whether a function type's aggregates are passed exactly as the target's standard says
/// (else only code this compiler builds agrees on how; see the module comment).
pub fn follows_standard(ft: &crate::sema::types::FuncType, aarch64: bool) -> bool {
    let ret_ok = !ft.ret.is_struct()
        || match classify_return(&ft.ret, aarch64) {
            Passing::Pieces(_) => true,
            // x86-64 MEMORY: the hidden pointer is the psABI's own convention.
            _ => !aarch64 && ft.ret.size().unwrap_or(0) > 16,
        };
    let params_ok = aarch64
        || ft
            .params
            .iter()
            .all(|p| classify_param(p, aarch64) != Passing::Indirect);
    ret_ok && params_ok
}

/// The registers an aggregate of at most 16 bytes is passed in, or `None` for a bigger
/// one (or an empty one, which has nothing to pass).
fn register_pieces(ty: &Type, aarch64: bool) -> Option<Vec<(u64, ir::Type)>> {
    let size = ty.size()?;
    let mut leaves = Vec::new();
    scalar_members(ty, 0, &mut leaves);
    // An HFA of up to four doubles (32 bytes) still travels in registers.
    if aarch64 {
        if let Some(hfa) = homogeneous_float_aggregate(&leaves, size) {
            return Some(hfa);
        }
    }
    if size == 0 || size > 16 {
        return None;
    }
    if aarch64 {
        return Some(
            (0..size.div_ceil(8))
                .map(|i| (i * 8, ir::Type::I64))
                .collect(),
        );
    }
    let pieces = (0..size.div_ceil(8))
        .map(|i| {
            let in_eightbyte = leaves.iter().filter(|(off, _)| off / 8 == i);
            let sse =
                in_eightbyte.clone().count() > 0 && in_eightbyte.clone().all(|(_, t)| t.is_float());
            (i * 8, if sse { ir::Type::F64 } else { ir::Type::I64 })
        })
        .collect();
    Some(pieces)
}

/// AAPCS64 5.9.5: one to four floating-point members of one type, filling the object.
fn homogeneous_float_aggregate(leaves: &[(u64, Type)], size: u64) -> Option<Vec<(u64, ir::Type)>> {
    let mut unique: Vec<(u64, Type)> = Vec::new();
    for (off, t) in leaves {
        if !unique.iter().any(|(o, u)| o == off && u == t) {
            unique.push((*off, t.clone()));
        }
    }
    let first = unique.first()?.1.clone();
    let elem = first.size()?;
    let homogeneous = first.is_float()
        && unique.len() <= 4
        && unique.iter().all(|(_, t)| *t == first)
        && unique.len() as u64 * elem == size;
    if !homogeneous {
        return None;
    }
    let it = first.ir_type()?;
    Some(unique.into_iter().map(|(off, _)| (off, it)).collect())
}

/// Every scalar inside an object with its offset, through all members of a union.
fn scalar_members(ty: &Type, offset: u64, out: &mut Vec<(u64, Type)>) {
    match ty {
        Type::Array(elem, Some(n)) => {
            let size = elem.size().unwrap_or(0);
            for i in 0..*n {
                scalar_members(elem, offset + i * size, out);
            }
        }
        Type::Struct(st) => {
            if let Some(body) = st.body() {
                for m in &body.members {
                    scalar_members(&m.ty, offset + m.offset, out);
                }
            }
        }
        t if t.is_scalar() => out.push((offset, t.clone())),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sema::types::StructType;
    use std::rc::Rc;

    fn record(members: &[Type]) -> Type {
        let st = StructType::new(None, false);
        let body = StructType::layout(
            false,
            members
                .iter()
                .enumerate()
                .map(|(i, t)| (Some(Rc::from(format!("m{i}").as_str())), t.clone(), None))
                .collect(),
            false,
        );
        *st.body.borrow_mut() = Some(Rc::new(body));
        Type::Struct(Rc::new(st))
    }

    #[test]
    fn sysv_splits_into_integer_and_sse_eightbytes() {
        let t = record(&[Type::INT, Type::FLOAT, Type::DOUBLE]);
        assert_eq!(
            classify_param(&t, false),
            Passing::Pieces(vec![(0, ir::Type::I64), (8, ir::Type::F64)])
        );
        let big = record(&[Type::LONG, Type::LONG, Type::LONG]);
        assert_eq!(classify_param(&big, false), Passing::Indirect);
    }

    #[test]
    fn aapcs_passes_homogeneous_float_aggregates_member_by_member() {
        let t = record(&[Type::FLOAT, Type::FLOAT, Type::FLOAT]);
        assert_eq!(
            classify_param(&t, true),
            Passing::Pieces(vec![
                (0, ir::Type::F32),
                (4, ir::Type::F32),
                (8, ir::Type::F32)
            ])
        );
        assert_eq!(classify_return(&t, true), Passing::Indirect);
        let mixed = record(&[Type::FLOAT, Type::INT]);
        assert_eq!(
            classify_param(&mixed, true),
            Passing::Pieces(vec![(0, ir::Type::I64)])
        );
    }
}

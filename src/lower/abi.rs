//! How structures and unions cross function boundaries, decided in the front end as clang
//! does: the IR has scalar parameters and results only, so a C aggregate parameter or result
//! is lowered to scalar pieces, an address, or a copy on the stack according to the target's
//! procedure call standard, and the code generator only has to place scalars.
//!
//! - x86-64 (System V psABI 3.2.3): an aggregate of at most 16 bytes is split into
//!   eightbytes, each of class SSE (only `float`/`double` in it: passed as an `f64`, whose
//!   bits are what an XMM register holds) or INTEGER (an `i64`); a result comes back in up
//!   to two registers (`rax`/`rdx`, `xmm0`/`xmm1`, or one of each). A larger one has class
//!   MEMORY: as an argument it is copied onto the stack (`byval`), as a result the caller
//!   passes the result's address as a hidden first argument (`sret`). An argument whose
//!   eightbytes do not all fit in the registers still free goes on the stack whole.
//! - aarch64 (AAPCS64 6.8.2): a homogeneous floating-point aggregate (one to four members
//!   of the same floating type) travels as that many `f32`/`f64`s, any other aggregate of at
//!   most 16 bytes as one or two `i64`s, a larger argument by reference to a copy the caller
//!   makes, and a larger result through an address in `x8` (`sret`). An argument that does
//!   not fit in the registers still free goes on the stack whole, and no later argument of
//!   that register class goes in a register (C.12, C.14): the free registers are filled with
//!   dummy values first.

use crate::ir;
use crate::ir::AbiParam;
use crate::target::long_double::Format;
use crate::target::{Arch, Target};
use crate::types::{FuncType, Type};

/// How one C parameter or result is passed.
#[derive(Clone, Debug, PartialEq)]
pub enum Passing {
    /// A scalar: one IR value of its own type.
    Scalar,
    /// An aggregate in registers: the IR values and the byte offset each is loaded from.
    Pieces(Vec<(u64, ir::Type)>),
    /// An aggregate on the stack because the registers ran out (aarch64): dummy values
    /// of the given types fill the registers still free, then the pieces follow on the
    /// stack (a floating aggregate as `f64` images of its bytes).
    Spilled(Vec<ir::Type>, Vec<(u64, ir::Type)>),
    /// An aggregate by address: a pointer to a copy the caller makes (aarch64 parameter),
    /// or the hidden result address (`sret`, a result).
    Indirect,
    /// An aggregate copied onto the stack by the call (x86-64 `byval`): its size in whole
    /// eightbytes. Also an x86-64 `__int128` that must go on the stack while a register is
    /// still free (see `place_int128`).
    Stack(u32),
    /// A dummy argument, then the parameter passed as the inner `Passing` says: where gcc
    /// places an `__int128` differently from Cranelift's own `i128` rule (`place_int128`).
    /// The dummy is an `i64` that takes a register, or (x86-64) an 8-byte `byval` that
    /// takes 8 bytes of stack.
    Padded(AbiParam, Box<Passing>),
    /// An x86-64 `long double` result, in the x87 register `st(0)`: no IR result (see
    /// `lower::long_double`).
    X87,
    /// An x86-64 `long double _Complex` result (class COMPLEX_X87), in `st(0)` (the real
    /// part) and `st(1)` (the imaginary part): no IR result either.
    X87Pair,
}

/// The passing of every parameter and of the result of one signature: where a parameter
/// goes depends on the registers the ones before it took.
#[derive(Clone, Debug, PartialEq)]
pub struct Lowered {
    pub ret: Passing,
    pub params: Vec<Passing>,
}

/// The argument registers not yet taken, per class, and the bytes of stack arguments so
/// far (kept on x86-64 only, where an `__int128` on the stack may need padding before it).
struct FreeRegisters {
    int: usize,
    float: usize,
    stack: u64,
}

/// How a function of type `ft` passes its parameters and result, by its calling convention.
pub fn classify_function(ft: &FuncType, target: Target) -> Lowered {
    classify_call(&ft.ret, &ft.params, ft.ms_abi, target)
}

/// How a call returning `ret` with arguments of types `args` passes them, by the callee's
/// calling convention (`ms_abi`: GNU C's Microsoft x64 one).
pub fn classify_call(ret: &Type, args: &[Type], ms_abi: bool, target: Target) -> Lowered {
    classify_call_at(ret, args, ms_abi, target, StackPhase::ALIGNED)
}

/// Where a call's stack arguments begin, as far as `va_arg` can tell: x86-64's `va_arg`
/// aligns an over-aligned argument (a 32- or 64-byte vector) to its alignment in the
/// absolute address space, and gcc's callers realign their stack so that the argument area
/// begins at such a multiple. Cranelift keeps the stack aligned to 16 only, so a caller
/// that passes such an argument through `...` lays the call out once for each `phase` its
/// stack pointer may have (`lower::expr`'s `call_at_each_phase`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StackPhase {
    /// The named arguments, laid out relative to the argument area as the callee reads
    /// them; the phase applies from the first variable one.
    pub fixed: usize,
    /// The argument area's address modulo the largest alignment (a multiple of 16).
    pub phase: u64,
}

impl StackPhase {
    /// An argument area at a multiple of every alignment, as gcc's callers make it.
    pub const ALIGNED: StackPhase = StackPhase { fixed: 0, phase: 0 };
}

/// `classify_call` for a call whose argument area begins at `at`.
pub fn classify_call_at(
    ret: &Type,
    args: &[Type],
    ms_abi: bool,
    target: Target,
    at: StackPhase,
) -> Lowered {
    match ms_abi {
        true => classify_ms_abi(ret, args),
        false => classify_signature(ret, args, target, at),
    }
}

/// The Microsoft x64 convention (`__attribute__((ms_abi))`), as gcc implements it: an
/// aggregate of 1, 2, 4 or 8 bytes travels as an integer of its size (in an integer
/// register even when it holds a `float`); any other by reference, a parameter as the
/// address of a copy the caller makes, a result through the hidden address in the first
/// argument register. Scalars are themselves; which register each argument takes (its
/// position decides) is the code generator's. `sema` has refused the types whose passing
/// this does not give (`long double`, `__int128`, `_Complex`, vectors) and variadic
/// functions.
fn classify_ms_abi(ret: &Type, params: &[Type]) -> Lowered {
    let passing = |ty: &Type| {
        if !ty.is_aggregate() {
            return Passing::Scalar;
        }
        match ty.size() {
            Some(1) => Passing::Pieces(vec![(0, ir::Type::I8)]),
            Some(2) => Passing::Pieces(vec![(0, ir::Type::I16)]),
            Some(4) => Passing::Pieces(vec![(0, ir::Type::I32)]),
            Some(8) => Passing::Pieces(vec![(0, ir::Type::I64)]),
            _ => Passing::Indirect,
        }
    };
    Lowered {
        ret: passing(ret),
        params: params.iter().map(passing).collect(),
    }
}

/// How a function returning `ret` and taking `params` passes each of them, its argument
/// area beginning at `at`: from the first variable argument on, stack placement counts from
/// `at.phase`, so the padding before an over-aligned argument aligns its absolute address.
fn classify_signature(ret: &Type, params: &[Type], target: Target, at: StackPhase) -> Lowered {
    let ret = classify_return(ret, target);
    let (int, float) = target.facts().argument_registers;
    let mut free = FreeRegisters {
        int: int as usize,
        float: float as usize,
        stack: 0,
    };
    // The x86-64 result address takes `rdi`; aarch64's is in `x8`, not an argument register.
    if ret == Passing::Indirect && target.facts().result_address_is_argument {
        free.int -= 1;
    }
    let params = params
        .iter()
        .enumerate()
        .map(|(i, p)| {
            if i == at.fixed {
                free.stack += at.phase;
            }
            place(classify_param(p, target), p, &mut free, target)
        })
        .collect();
    Lowered { ret, params }
}

/// The IR parameters of `p`, given the scalar's own parameter for `Scalar`.
pub fn params_of(p: &Passing, scalar: AbiParam) -> Vec<AbiParam> {
    match p {
        Passing::Scalar => vec![scalar],
        Passing::Pieces(pieces) => pieces.iter().map(|&(_, t)| AbiParam::new(t)).collect(),
        Passing::Spilled(pad, pieces) => pad
            .iter()
            .copied()
            .chain(pieces.iter().map(|&(_, t)| t))
            .map(AbiParam::new)
            .collect(),
        Passing::Indirect => vec![AbiParam::new(ir::Type::Ptr)],
        Passing::Stack(size) => vec![AbiParam::struct_argument(*size)],
        Passing::Padded(pad, inner) => std::iter::once(*pad)
            .chain(params_of(inner, scalar))
            .collect(),
        Passing::X87 | Passing::X87Pair => Vec::new(),
    }
}

/// How a parameter of type `ty` is passed when registers are free.
pub(super) fn classify_param(ty: &Type, target: Target) -> Passing {
    // x86-64's `long double` has class X87: passed in memory, 16-byte aligned.
    if is_x87(ty, target) {
        return Passing::Stack(16);
    }
    if !ty.is_aggregate() {
        return Passing::Scalar;
    }
    match (register_pieces(ty, target), target.arch()) {
        (Some(pieces), _) => Passing::Pieces(pieces),
        (None, Arch::Aarch64) => Passing::Indirect,
        (None, Arch::X86_64) => on_stack(ty),
    }
}

/// Whether `ty` is a `long double` in the x87 format (class X87 in the x86-64 psABI).
fn is_x87(ty: &Type, target: Target) -> bool {
    target.facts().long_double == Format::X87 && ty.is_long_double()
}

/// `ty` copied onto the stack by the call (x86-64 `byval`), in whole eightbytes.
fn on_stack(ty: &Type) -> Passing {
    Passing::Stack(ty.size().unwrap_or(0).div_ceil(8) as u32 * 8)
}

/// Whether `ty` is an aggregate whose only scalar is one `long double` (in a structure, an
/// array of one, or nested ones): x86-64 returns it as the `long double` alone, in `st(0)`
/// (its eightbytes have classes X87 and X87UP).
fn is_x87_aggregate(ty: &Type) -> bool {
    let mut leaves = Vec::new();
    scalar_members(ty, 0, &mut leaves);
    ty.is_struct()
        && ty.size() == Some(16)
        && matches!(leaves.as_slice(), [(0, t)] if t.is_long_double())
}

/// How a result of type `ty` is returned: in registers if it fits them, else through the
/// hidden result address.
pub fn classify_return(ty: &Type, target: Target) -> Passing {
    let x87 = target.facts().long_double == Format::X87;
    if is_x87(ty, target) || (x87 && is_x87_aggregate(ty)) {
        return Passing::X87;
    }
    if x87 && matches!(ty, Type::Complex(part) if part.is_long_double()) {
        return Passing::X87Pair;
    }
    match classify_param(ty, target) {
        Passing::Stack(_) => Passing::Indirect,
        other => other,
    }
}

/// Where `p` (of C type `ty`) goes given the registers still `free`, taking them.
fn place(p: Passing, ty: &Type, free: &mut FreeRegisters, target: Target) -> Passing {
    if p == Passing::Scalar && super::scalar_ir_type(ty) == Some(ir::Type::I128) {
        return place_int128(free, target);
    }
    if is_x87(ty, target) {
        return place_x87(free);
    }
    let before = (free.int, free.float);
    let p = place_in_registers(p, ty, free, target);
    if let Passing::Stack(size) = p {
        return place_on_stack(size, ty, free);
    }
    // A vector of 8 or 16 bytes takes a vector register, as a floating scalar does.
    let scalar = super::scalar_ir_type(ty).filter(|_| p == Passing::Scalar);
    let float = scalar.is_some_and(|t| t.is_float() || t.is_vector());
    // A scalar or an address whose class had no register left: 8 bytes of stack, or a
    // 16-byte vector's 16, at a multiple of 16 as Cranelift places it.
    let on_stack = match &p {
        Passing::Scalar | Passing::Indirect if float => before.1 == 0,
        Passing::Scalar | Passing::Indirect => before.0 == 0,
        _ => false,
    };
    if on_stack && scalar.is_some_and(|t| t.bytes() == 16) {
        free.stack = free.stack.next_multiple_of(16) + 16;
    } else if on_stack {
        free.stack += 8;
    }
    p
}

/// An `__int128`, as gcc passes it (psABI 3.2.3, AAPCS64 C.8-C.12): in two integer
/// registers if two are free (on aarch64 an even-numbered pair, skipping one), else on the
/// stack, 16-byte aligned. Cranelift's `i128` rule agrees except in one corner per target,
/// when exactly one register is left: gcc's x86-64 code leaves it to the next integer
/// argument (Cranelift would skip it), so the value goes on the stack as a `byval` copy
/// instead, after 8 bytes of padding if that keeps it aligned; gcc's aarch64 code gives no
/// later argument a register (Cranelift would give that one), so a dummy takes it first.
fn place_int128(free: &mut FreeRegisters, target: Target) -> Passing {
    let align_stack = |free: &mut FreeRegisters| {
        let padded = !free.stack.is_multiple_of(16);
        free.stack = free.stack.div_ceil(16) * 16 + 16;
        padded
    };
    match (free.int, target.arch()) {
        (n, Arch::X86_64) if n >= 2 => {
            free.int -= 2;
            Passing::Scalar
        }
        (n, Arch::Aarch64) if n >= 2 => {
            // Eight registers on aarch64: an odd number free is an odd next register.
            free.int -= 2 + n % 2;
            Passing::Scalar
        }
        (1, Arch::Aarch64) => {
            free.int = 0;
            Passing::Padded(AbiParam::new(ir::Type::I64), Box::new(Passing::Scalar))
        }
        (1, Arch::X86_64) => match align_stack(free) {
            true => Passing::Padded(AbiParam::struct_argument(8), Box::new(Passing::Stack(16))),
            false => Passing::Stack(16),
        },
        _ => {
            align_stack(free);
            Passing::Scalar
        }
    }
}

/// An x86-64 `long double` argument: on the stack, 16-byte aligned, after 8 bytes of
/// padding if the stack arguments so far end in the middle of 16 (psABI 3.2.3).
fn place_x87(free: &mut FreeRegisters) -> Passing {
    let padded = !free.stack.is_multiple_of(16);
    free.stack = free.stack.div_ceil(16) * 16 + 16;
    match padded {
        true => Passing::Padded(AbiParam::struct_argument(8), Box::new(Passing::Stack(16))),
        false => Passing::Stack(16),
    }
}

/// An x86-64 argument of `size` bytes in memory, at the next multiple of its type's
/// alignment in the argument area (psABI 3.2.3; gcc aligns a 32-byte vector to 32 there),
/// after padding if the stack arguments so far end short of it.
fn place_on_stack(size: u32, ty: &Type, free: &mut FreeRegisters) -> Passing {
    let at = free.stack.next_multiple_of(ty.align().max(8));
    let pad = at - free.stack;
    free.stack = at + u64::from(size);
    match pad {
        0 => Passing::Stack(size),
        pad => Passing::Padded(
            AbiParam::struct_argument(pad as u32),
            Box::new(Passing::Stack(size)),
        ),
    }
}

/// `place` for everything but `__int128`.
fn place_in_registers(p: Passing, ty: &Type, free: &mut FreeRegisters, target: Target) -> Passing {
    let (ints, floats) = match &p {
        Passing::Scalar => match super::scalar_ir_type(ty) {
            Some(t) if t.is_float() || t.is_vector() => (0, 1),
            _ => (1, 0),
        },
        Passing::Indirect => (1, 0),
        Passing::Pieces(pieces) => {
            let floats = pieces
                .iter()
                .filter(|(_, t)| t.is_float() || t.is_vector())
                .count();
            (pieces.len() - floats, floats)
        }
        Passing::Spilled(..)
        | Passing::Stack(_)
        | Passing::Padded(..)
        | Passing::X87
        | Passing::X87Pair => (0, 0),
    };
    let fits = ints <= free.int && floats <= free.float;
    if fits || matches!(p, Passing::Scalar | Passing::Indirect) {
        // A scalar that does not fit goes on the stack by itself, in the code generator.
        free.int = free.int.saturating_sub(ints);
        free.float = free.float.saturating_sub(floats);
        return p;
    }
    let Passing::Pieces(pieces) = p else {
        return p;
    };
    if target.arch() == Arch::X86_64 {
        return on_stack(ty);
    }
    if floats > 0 {
        // The HFA's bytes go to the stack as they lie in memory, eight at a time, at a
        // multiple of 16 if it is aligned to 16 (AAPCS64 C.14): a dummy `f64` past the
        // registers takes the 8 bytes before it.
        let mut pad = vec![ir::Type::F64; std::mem::take(&mut free.float)];
        let size = ty.size().unwrap_or(0);
        if ty.align() >= 16 && !free.stack.is_multiple_of(16) {
            pad.push(ir::Type::F64);
        }
        free.stack = free.stack.next_multiple_of(ty.align().clamp(8, 16)) + size.div_ceil(8) * 8;
        let image = (0..size.div_ceil(8))
            .map(|i| (i * 8, ir::Type::F64))
            .collect();
        return Passing::Spilled(pad, image);
    }
    free.stack += 8 * pieces.len() as u64;
    Passing::Spilled(vec![ir::Type::I64; std::mem::take(&mut free.int)], pieces)
}

/// The registers an aggregate of at most 16 bytes is passed in, or `None` for a bigger
/// one (or an empty one, which has nothing to pass).
fn register_pieces(ty: &Type, target: Target) -> Option<Vec<(u64, ir::Type)>> {
    let size = ty.size()?;
    let mut leaves = Vec::new();
    scalar_members(ty, 0, &mut leaves);
    if leaves.iter().any(|(_, t)| t.is_vector()) {
        return vector_pieces(&leaves, size, target);
    }
    match target.arch() {
        Arch::X86_64 => eightbytes(&leaves, size),
        Arch::Aarch64 => aapcs_pieces(&leaves, size),
    }
}

/// AAPCS64: an HFA of up to four members (32 bytes of doubles) in vector registers, any
/// other aggregate of at most 16 bytes in one or two general registers.
fn aapcs_pieces(leaves: &[(u64, Type)], size: u64) -> Option<Vec<(u64, ir::Type)>> {
    if let Some(hfa) = homogeneous_float_aggregate(leaves, size) {
        return Some(hfa);
    }
    if size == 0 || size > 16 {
        return None;
    }
    Some(
        (0..size.div_ceil(8))
            .map(|i| (i * 8, ir::Type::I64))
            .collect(),
    )
}

/// The x86-64 psABI's eightbytes of an aggregate of at most 16 bytes, each of class SSE
/// (an `f64`) or INTEGER (an `i64`).
fn eightbytes(leaves: &[(u64, Type)], size: u64) -> Option<Vec<(u64, ir::Type)>> {
    if size == 0 || size > 16 {
        return None;
    }
    // An eightbyte of class X87 or X87UP makes an argument MEMORY (psABI 3.2.3).
    if leaves.iter().any(|(_, t)| t.is_long_double()) {
        return None;
    }
    let pieces = (0..size.div_ceil(8))
        .map(|i| {
            let in_eightbyte = leaves.iter().filter(|(off, _)| off / 8 == i);
            let sse = in_eightbyte.clone().count() > 0
                && in_eightbyte
                    .clone()
                    .all(|(_, t)| t.is_float() || t.is_vector());
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
    let it = super::scalar_ir_type(&first)?;
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
        // Both psABIs pass a complex number as the structure `{ re, im }`.
        Type::Complex(part) => {
            let size = part.size().unwrap_or(0);
            out.push((offset, (**part).clone()));
            out.push((offset + size, (**part).clone()));
        }
        t if t.is_scalar() || t.is_vector() => out.push((offset, t.clone())),
        _ => {}
    }
}

/// A GNU vector in an aggregate: x86-64 gives an 8-byte one class SSE and a 16-byte one
/// SSE and SSEUP, one XMM register; AAPCS64 passes one to four vectors of the same type
/// as a homogeneous short-vector aggregate, in V registers.
fn vector_pieces(
    leaves: &[(u64, Type)],
    size: u64,
    target: Target,
) -> Option<Vec<(u64, ir::Type)>> {
    let first = &leaves.first()?.1;
    let whole = |t: &Type| super::vector::vector_ir_type(t);
    // A vector of 32 or 64 bytes is no short vector: AAPCS64 passes it as any composite
    // of more than 16 bytes.
    let homogeneous = leaves.len() <= 4
        && first.size()? <= 16
        && leaves.iter().all(|(_, t)| t == first)
        && leaves.len() as u64 * first.size()? == size;
    match target.arch() {
        Arch::Aarch64 if homogeneous => Some(
            leaves
                .iter()
                .map(|(o, t)| (*o, whole(t).unwrap_or(ir::Type::F64)))
                .collect(),
        ),
        Arch::Aarch64 => aapcs_pieces(&[], size),
        Arch::X86_64 if size == 16 && first.size() == Some(16) => Some(vec![(0, whole(first)?)]),
        Arch::X86_64 => eightbytes(leaves, size),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::StructType;
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
            Target::X86_64,
        );
        *st.body.borrow_mut() = Some(Rc::new(body));
        Type::Struct(Rc::new(st))
    }

    #[test]
    fn sysv_splits_into_integer_and_sse_eightbytes() {
        let t = record(&[Type::INT, Type::FLOAT, Type::DOUBLE]);
        assert_eq!(
            classify_param(&t, Target::X86_64),
            Passing::Pieces(vec![(0, ir::Type::I64), (8, ir::Type::F64)])
        );
        let big = record(&[Type::LONG, Type::LONG, Type::LONG]);
        assert_eq!(classify_param(&big, Target::X86_64), Passing::Stack(24));
        assert_eq!(classify_return(&big, Target::X86_64), Passing::Indirect);
    }

    /// With five of six integer registers taken, a two-eightbyte structure goes on the
    /// stack whole and the next integer still takes the last register (psABI); on aarch64
    /// the free registers are filled and everything after goes on the stack (AAPCS64 C.14).
    #[test]
    fn an_aggregate_that_does_not_fit_the_free_registers_goes_on_the_stack_whole() {
        let pair = record(&[Type::LONG, Type::LONG]);
        let mut params = vec![Type::LONG; 5];
        params.extend([pair.clone(), Type::LONG]);
        let two = vec![(0, ir::Type::I64), (8, ir::Type::I64)];
        let x86 = classify_call(&Type::Void, &params, false, Target::X86_64);
        assert_eq!(x86.params[5], Passing::Stack(16));
        assert_eq!(x86.params[6], Passing::Scalar);
        let mut params = vec![Type::LONG; 7];
        params.extend([pair, Type::LONG]);
        let arm = classify_call(&Type::Void, &params, false, Target::AARCH64);
        assert_eq!(arm.params[7], Passing::Spilled(vec![ir::Type::I64], two));
    }

    /// A 32-byte vector through `...` on x86-64 goes at a multiple of 32 in the address
    /// space: with the argument area at 16 modulo 32, 16 bytes of padding come first; a
    /// named one is placed as the callee reads it, relative to the area.
    #[test]
    fn an_over_aligned_variable_argument_is_padded_for_the_stack_phase() {
        let v8si = Type::Vector(Rc::new(Type::INT), 32);
        let params = [v8si.clone(), Type::LONG, v8si.clone()];
        let at = |fixed, phase| StackPhase { fixed, phase };
        let classify = |at| classify_call_at(&Type::Void, &params, false, Target::X86_64, at);
        let pad16 = |inner| Passing::Padded(AbiParam::struct_argument(16), Box::new(inner));
        let aligned = classify(StackPhase::ALIGNED);
        assert_eq!(aligned.params[0], Passing::Stack(32));
        assert_eq!(aligned.params[2], Passing::Stack(32));
        let variadic = classify(at(1, 16));
        assert_eq!(variadic.params[0], Passing::Stack(32));
        assert_eq!(variadic.params[2], pad16(Passing::Stack(32)));
        let all_variable = classify(at(0, 16));
        assert_eq!(all_variable.params[0], pad16(Passing::Stack(32)));
        assert_eq!(all_variable.params[2], Passing::Stack(32));
    }

    /// With one integer register left, gcc puts an `__int128` on the stack and gives the
    /// register to the next integer on x86-64 (a `byval` copy, padded to 16-byte alignment
    /// after one stack eightbyte), and to nothing on aarch64 (a dummy takes it); an odd
    /// next register on aarch64 is skipped.
    #[test]
    fn an_int128_with_one_register_left_goes_where_gcc_puts_it() {
        let wide = Type::int(16, true);
        let mut params = vec![Type::LONG; 5];
        params.extend([wide.clone(), Type::LONG]);
        let x86 = classify_call(&Type::Void, &params, false, Target::X86_64);
        assert_eq!(x86.params[5], Passing::Stack(16));
        let mut params = vec![Type::LONG; 6];
        params.extend([Type::INT, wide.clone(), wide.clone()]);
        let x86 = classify_call(&Type::Void, &params, false, Target::X86_64);
        assert_eq!(x86.params[7], Passing::Scalar);
        assert_eq!(x86.params[8], Passing::Scalar);
        let mut params = vec![Type::LONG; 7];
        params.extend([wide.clone(), Type::LONG]);
        let arm = classify_call(&Type::Void, &params, false, Target::AARCH64);
        let pad = AbiParam::new(ir::Type::I64);
        assert_eq!(
            arm.params[7],
            Passing::Padded(pad, Box::new(Passing::Scalar))
        );
        // A ninth double takes the first stack eightbyte.
        let mut params = vec![Type::DOUBLE; 9];
        params.extend(vec![Type::LONG; 5]);
        params.push(wide);
        let x86 = classify_call(&Type::Void, &params, false, Target::X86_64);
        assert_eq!(
            x86.params[14],
            Passing::Padded(AbiParam::struct_argument(8), Box::new(Passing::Stack(16)))
        );
    }

    /// An HFA that does not fit the free vector registers goes to the stack as the image of
    /// its bytes (three floats: two eightbytes).
    #[test]
    fn a_spilled_hfa_is_passed_as_its_memory_image() {
        let fff = record(&[Type::FLOAT, Type::FLOAT, Type::FLOAT]);
        let mut params = vec![Type::DOUBLE; 6];
        params.push(fff);
        let arm = classify_call(&Type::Void, &params, false, Target::AARCH64);
        assert_eq!(
            arm.params[6],
            Passing::Spilled(
                vec![ir::Type::F64; 2],
                vec![(0, ir::Type::F64), (8, ir::Type::F64)]
            )
        );
    }

    /// `long double _Complex`: x86-64 passes it in memory and returns it in `st(0)` and
    /// `st(1)` (class COMPLEX_X87); aarch64 passes and returns two binary128 `q` registers.
    #[test]
    fn long_double_complex_is_complex_x87_or_an_hfa_of_two_f128() {
        let ldc = Type::Complex(Rc::new(Type::LONG_DOUBLE));
        assert_eq!(classify_param(&ldc, Target::X86_64), Passing::Stack(32));
        assert_eq!(classify_return(&ldc, Target::X86_64), Passing::X87Pair);
        let two = Passing::Pieces(vec![(0, ir::Type::F128), (16, ir::Type::F128)]);
        assert_eq!(classify_param(&ldc, Target::AARCH64), two);
        assert_eq!(classify_return(&ldc, Target::AARCH64), two);
        // A structure of two `long double`s is MEMORY on x86-64 either way.
        let pair = record(&[Type::LONG_DOUBLE, Type::LONG_DOUBLE]);
        assert_eq!(classify_return(&pair, Target::X86_64), Passing::Indirect);
    }

    #[test]
    fn aapcs_passes_homogeneous_float_aggregates_member_by_member() {
        let t = record(&[Type::FLOAT, Type::FLOAT, Type::FLOAT]);
        assert_eq!(
            classify_param(&t, Target::AARCH64),
            Passing::Pieces(vec![
                (0, ir::Type::F32),
                (4, ir::Type::F32),
                (8, ir::Type::F32)
            ])
        );
        assert_eq!(
            classify_return(&t, Target::AARCH64),
            classify_param(&t, Target::AARCH64)
        );
        let mixed = record(&[Type::FLOAT, Type::INT]);
        assert_eq!(
            classify_param(&mixed, Target::AARCH64),
            Passing::Pieces(vec![(0, ir::Type::I64)])
        );
    }
}

//! Small `memcpy`, `memmove` and `memset` calls as loads and stores, before SROA and mem2reg
//! (LLVM's InstCombine does the same for its `llvm.memcpy` of a constant small size).
//!
//! Portable C reads and writes unaligned or type-punned values with `memcpy` of a constant
//! size: `uint64_t v; memcpy(&v, p, 8); return v;` (zstd's `MEM_read64`, xz's `read32ne`,
//! xxhash's `XXH_read64`), and clears small objects with `memset`. gcc treats these as
//! builtins and emits one load and one store; as calls, each costs a call into the C
//! library, and the local whose address it takes stays in memory. Here a call of one of
//! the three with a constant size of at most [`MAX_BYTES`] ([`MAX_SET_BYTES`] for a `memset`
//! of a constant byte) becomes loads of the source in
//! the widest integer pieces that fit (8, 4, 2, 1 bytes), all before the stores, so an
//! overlapping `memmove` reads the old bytes too, then stores of them to the destination
//! (`memset`: stores of its byte repeated, when the byte is a constant). The call's result,
//! the destination, replaces its uses. A local that the call alone made escape is then
//! read and written through its own address, which SROA and mem2reg promote.
//!
//! It runs when optimising (gcc at `-O0` calls the library for a plain `memcpy`), unless
//! `--no-small-memops`, `-fno-builtin` or `-fno-builtin-NAME` asks for the calls, as gcc's
//! `-fno-builtin` does: a program may define its own `memcpy` and count its calls.

use crate::ir::{Callee, Function, Inst, InstKind, Type, Value, ValueDef};
use std::fmt;

/// The pass's name (`--print-after=small-memops`, `--stats`).
pub const NAME: &str = "small-memops";

/// The largest size expanded: two 8-byte pieces, as gcc's `-O2` on x86-64 still does
/// without vector registers.
pub const MAX_BYTES: i64 = 16;

/// The largest `memset` of a constant byte expanded: sixteen 8-byte stores of a constant,
/// one instruction each and no register held, against a call and the library's own
/// dispatch (gcc's `-O2` clears gawk's 88-byte `NODE` with five 16-byte stores).
pub const MAX_SET_BYTES: i64 = 128;

/// The functions the pass expands.
pub const FUNCTIONS: [&str; 3] = ["memcpy", "memmove", "memset"];

/// LLVM-style `-stats` counters for one function (or a total, with `+=`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// `memcpy` and `memmove` calls replaced by loads and stores.
    pub copies: usize,
    /// `memset` calls replaced by stores.
    pub sets: usize,
}

impl std::ops::AddAssign for Stats {
    fn add_assign(&mut self, o: Stats) {
        self.copies += o.copies;
        self.sets += o.sets;
    }
}

impl fmt::Display for Stats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "  {:>6} copies expanded (memcpy, memmove)", self.copies)?;
        writeln!(f, "  {:>6} memsets expanded", self.sets)
    }
}

/// What one call does, once its operands are known to be expandable.
enum Op {
    Copy { dst: Value, src: Value },
    Set { dst: Value, byte: u8 },
}

/// Expand the small calls of `func` to the functions of [`FUNCTIONS`] that `expands` allows.
pub fn run(func: &mut Function, expands: &dyn Fn(&str) -> bool) -> Stats {
    let mut stats = Stats::default();
    let mut results: Vec<(Value, Value)> = Vec::new();
    let blocks: Vec<_> = func.layout.clone();
    for b in blocks {
        let old = func.block_insts(b).to_vec();
        let ops: Vec<_> = old.iter().map(|&i| expandable(func, i, expands)).collect();
        if ops.iter().all(Option::is_none) {
            continue;
        }
        func.truncate_insts(b, 0);
        for (i, op) in old.into_iter().zip(ops) {
            let Some((op, size)) = op else {
                func.push_inst(b, i);
                continue;
            };
            let (new, dst) = match op {
                Op::Copy { dst, src } => {
                    stats.copies += 1;
                    (copy(func, i, dst, src, size), dst)
                }
                Op::Set { dst, byte } => {
                    stats.sets += 1;
                    (set(func, i, dst, byte, size), dst)
                }
            };
            for n in new {
                func.push_inst(b, n);
            }
            if let Some(r) = func.insts[i].result {
                results.push((r, dst));
            }
        }
    }
    if !results.is_empty() {
        replace_uses(func, &results);
    }
    stats
}

/// The call `inst`'s operation and size if it is one to expand.
fn expandable(func: &Function, inst: Inst, expands: &dyn Fn(&str) -> bool) -> Option<(Op, i64)> {
    let InstKind::Call(call) = &func.insts[inst].kind else {
        return None;
    };
    let Callee::Direct(name) = &call.callee else {
        return None;
    };
    if !FUNCTIONS.contains(&name.as_str()) || !expands(name) || call.args.len() != 3 {
        return None;
    }
    let [dst, second, len] = [call.args[0], call.args[1], call.args[2]];
    let size = constant(func, len)?;
    let most = if name == "memset" {
        MAX_SET_BYTES
    } else {
        MAX_BYTES
    };
    if !(1..=most).contains(&size) || func.value_type(dst) != Type::Ptr {
        return None;
    }
    let op = if name == "memset" {
        let byte = constant(func, second)? as u8;
        Op::Set { dst, byte }
    } else if func.value_type(second) == Type::Ptr {
        Op::Copy { dst, src: second }
    } else {
        return None;
    };
    Some((op, size))
}

/// `v` if it folds to a constant (lowering converts `8`, an `int`, to `size_t` by a `sext`).
fn constant(func: &Function, v: Value) -> Option<i64> {
    super::sroa::constant(func, v, 4)
}

/// The pieces of a `size`-byte access: offsets and integer types, widest first.
fn pieces(size: i64) -> Vec<(i64, Type)> {
    let mut out = Vec::new();
    let mut at = 0;
    for (bytes, ty) in [
        (8, Type::I64),
        (4, Type::I32),
        (2, Type::I16),
        (1, Type::I8),
    ] {
        while size - at >= bytes {
            out.push((at, ty));
            at += bytes;
        }
    }
    out
}

/// Loads of every piece of `src`, then stores of them to `dst`.
fn copy(func: &mut Function, like: Inst, dst: Value, src: Value, size: i64) -> Vec<Inst> {
    let mut new = Vec::new();
    let mut loaded = Vec::new();
    for (at, ty) in pieces(size) {
        let addr = offset(func, like, src, at, &mut new);
        let kind = InstKind::Load {
            ty,
            addr,
            volatile: false,
        };
        loaded.push((at, ty, emit(func, like, kind, Some(ty), &mut new)));
    }
    for (at, ty, value) in loaded {
        let addr = offset(func, like, dst, at, &mut new);
        store(func, like, ty, value, addr, &mut new);
    }
    new
}

/// Stores of `byte` repeated over every piece of `dst`.
fn set(func: &mut Function, like: Inst, dst: Value, byte: u8, size: i64) -> Vec<Inst> {
    let mut new = Vec::new();
    for (at, ty) in pieces(size) {
        let repeated = u64::from_le_bytes([byte; 8]) as i64;
        let value = func.add_value(ty, ValueDef::IConst(ty.sign_extend(repeated)), None);
        let addr = offset(func, like, dst, at, &mut new);
        store(func, like, ty, value, addr, &mut new);
    }
    new
}

fn store(
    func: &mut Function,
    like: Inst,
    ty: Type,
    value: Value,
    addr: Value,
    new: &mut Vec<Inst>,
) {
    let kind = InstKind::Store {
        ty,
        value,
        addr,
        volatile: false,
    };
    emit(func, like, kind, None, new);
}

/// `base + at`, or `base` itself at 0.
fn offset(func: &mut Function, like: Inst, base: Value, at: i64, new: &mut Vec<Inst>) -> Value {
    if at == 0 {
        return base;
    }
    let offset = func.add_value(Type::I64, ValueDef::IConst(at), None);
    emit(
        func,
        like,
        InstKind::PtrOffset { base, offset },
        Some(Type::Ptr),
        new,
    )
}

/// A new instruction at `like`'s place in the source (`sroa::make`), appended to `new`;
/// its result, if it has one.
fn emit(
    func: &mut Function,
    like: Inst,
    kind: InstKind,
    ty: Option<Type>,
    new: &mut Vec<Inst>,
) -> Value {
    let (inst, result) = super::sroa::make(func, like, kind, ty, None);
    new.push(inst);
    result
}

/// Every use of each removed call's result becomes its destination, which `memcpy`,
/// `memmove` and `memset` return.
fn replace_uses(func: &mut Function, results: &[(Value, Value)]) {
    let map: std::collections::HashMap<Value, Value> = results.iter().copied().collect();
    func.map_all_operands(|v| *map.get(&v).unwrap_or(&v));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_are_widest_first_and_cover_the_size() {
        let widths = |n| {
            pieces(n)
                .iter()
                .map(|(at, t)| (*at, t.bytes()))
                .collect::<Vec<_>>()
        };
        assert_eq!(widths(16), [(0, 8), (8, 8)]);
        assert_eq!(widths(7), [(0, 4), (4, 2), (6, 1)]);
        assert_eq!(widths(1), [(0, 1)]);
        assert_eq!(widths(12), [(0, 8), (8, 4)]);
    }
}

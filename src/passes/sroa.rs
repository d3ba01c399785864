//! SROA, scalar replacement of aggregates (LLVM's `SROA.cpp`): split the structure, union
//! and array locals whose bytes are reached only at constant offsets into one alloca per
//! slice, so that mem2reg, which runs next, promotes each slice to SSA values.
//!
//! mem2reg promotes an alloca read and written with one type through its own address.
//! Lowering gives an aggregate one alloca, reached through `ptr_offset` by members and
//! constant indices, copied by integer words (`Lower::copy_object`), and filled from or read
//! into the integer or float registers that pass a small structure: none of that promotes.
//! The pass runs in four steps, in this order:
//!
//! 1. `addresses`: the values that are an entry-block alloca plus a constant: the alloca,
//!    and each `ptr_offset` of such a value by an offset that folds to a constant (a member,
//!    `a[2]`, whose index lowering scales by a multiplication of constants).
//! 2. `classify`: each use of such a value must be the address of a non-volatile load or
//!    store that lies inside the alloca, or the base of a `ptr_offset` that is another such
//!    value. Any other use (an argument of a call, a stored value, a comparison, a variable
//!    index, a phi, a return) or a volatile access makes the alloca escape: it stays whole.
//! 3. `partition`: an alloca's accesses, sorted by offset, are merged where their byte
//!    ranges overlap into slices (LLVM's partitions). Bytes that no access reaches belong to
//!    no slice: nothing can read them, so nothing need copy them (padding, unread members).
//!    A slice read and written with one type that covers it is of that type. A slice also
//!    reached with other scalar types (a union, a structure copied by words, a small
//!    structure passed in a register) becomes the integer of its width, 1 to 8 bytes: a
//!    narrower access reads it by shift and truncation and writes it by masking (LLVM's
//!    `extractInteger`, `insertInteger`; both targets are little-endian), a float by a
//!    bitcast. Any other slice (mixed vectors, unaligned overlaps) keeps its bytes in an
//!    alloca of its own, which is still correct: every access lies in one slice.
//! 4. `rewrite`: one new alloca per slice, in the place and C scope of the old one (so code
//!    generation still lets siblings' storage overlap); the accesses are readdressed and
//!    converted, the old alloca and its `ptr_offset`s deleted.
//!
//! An alloca whose accesses form one slice at offset 0 of the type of every access is left
//! as it is: mem2reg promotes it already. Larger copies call `memcpy`, which makes the
//! alloca escape, as does anything whose address reaches a call: nothing here reasons about
//! memory it cannot see.

use crate::ir::{BinOp, Block, CastOp, Function, Inst, InstData, InstKind, Type, Value, ValueDef};
use cranelift_entity::SecondaryMap;
use rustc_hash::FxHashMap as HashMap;
use std::fmt;

/// The pass's name, LLVM's (`--print-after=sroa`, `--stats`).
pub const NAME: &str = "sroa";

/// LLVM-style `-stats` counters for one function (or a total, with `+=`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Aggregates replaced by their slices.
    pub split: usize,
    /// Allocas made, one per slice.
    pub slices: usize,
    /// Of those, the slices left in memory: reached with types no one scalar can serve.
    pub in_memory: usize,
}

impl std::ops::AddAssign for Stats {
    fn add_assign(&mut self, o: Stats) {
        self.split += o.split;
        self.slices += o.slices;
        self.in_memory += o.in_memory;
    }
}

impl fmt::Display for Stats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lines = [
            (self.split, "Number of aggregates split"),
            (self.slices, "Number of slices made"),
            (self.in_memory, "Number of slices left in memory"),
        ];
        for (n, what) in lines {
            writeln!(f, "{n:>8} {NAME} - {what}")?;
        }
        Ok(())
    }
}

/// Split the aggregates of `func` into slices that mem2reg can promote.
pub fn run(func: &mut Function) -> Stats {
    let (mut aggregates, derived) = addresses(func);
    classify(func, &mut aggregates, &derived);
    let mut rw = Rewrite::default();
    let mut stats = Stats::default();
    let mut split_ones = vec![false; aggregates.len()];
    for (i, agg) in aggregates.iter_mut().enumerate() {
        if agg.escapes {
            continue;
        }
        let slices = partition(&mut agg.accesses);
        if worth_splitting(agg, &slices) {
            split(func, agg, &slices, &mut rw, &mut stats);
            split_ones[i] = true;
        }
    }
    if stats.split > 0 {
        // Their uses are all readdressed now.
        for (inst, block, alloca) in derived.offsets {
            if split_ones[alloca as usize] {
                rw.deleted[inst] = true;
                rw.blocks.push(block);
            }
        }
        rw.apply(func);
    }
    stats
}

/// An entry-block alloca and what step 2 found of its uses.
struct Aggregate {
    inst: Inst,
    size: u32,
    align: u32,
    escapes: bool,
    accesses: Vec<Access>,
}

/// A load or store of an aggregate at a constant offset.
#[derive(Clone, Copy, Debug)]
struct Access {
    inst: Inst,
    block: Block,
    offset: u32,
    ty: Type,
}

impl Access {
    fn end(&self) -> u32 {
        self.offset + self.ty.bytes()
    }
}

/// The values of step 1: for each, the aggregate (its index) and the offset into it; and
/// the `ptr_offset`s among them, deleted with their aggregate.
struct Derived {
    of: SecondaryMap<Value, (u32, i64)>,
    offsets: Vec<(Inst, Block, u32)>,
}

const NOT_DERIVED: (u32, i64) = (u32::MAX, 0);

impl Derived {
    fn get(&self, v: Value) -> Option<(usize, i64)> {
        match self.of[v] {
            NOT_DERIVED => None,
            (a, off) => Some((a as usize, off)),
        }
    }
}

/// Step 1: the entry block's allocas, and every value that is one of them plus a constant.
/// Layout order sees a `ptr_offset`'s base first in all the front end emits; one whose base
/// comes later is not derived, and step 2 then makes its aggregate escape, which is safe.
fn addresses(func: &Function) -> (Vec<Aggregate>, Derived) {
    let mut aggregates = Vec::new();
    let mut derived = Derived {
        of: SecondaryMap::with_default(NOT_DERIVED),
        offsets: Vec::new(),
    };
    if !func.layout.contains(&func.entry) {
        return (aggregates, derived);
    }
    for &inst in func.block_insts(func.entry) {
        let data = &func.insts[inst];
        if let (InstKind::Alloca { size, align }, Some(addr)) = (&data.kind, data.result) {
            derived.of[addr] = (aggregates.len() as u32, 0);
            aggregates.push(Aggregate {
                inst,
                size: *size,
                align: *align,
                escapes: false,
                accesses: Vec::new(),
            });
        }
    }
    for &block in &func.layout {
        for &inst in func.block_insts(block) {
            let data = &func.insts[inst];
            let (InstKind::PtrOffset { base, offset }, Some(r)) = (&data.kind, data.result) else {
                continue;
            };
            let (Some((a, at)), Some(k)) = (derived.get(*base), constant(func, *offset, 8)) else {
                continue;
            };
            if let Some(at) = at.checked_add(k) {
                derived.of[r] = (a as u32, at);
                derived.offsets.push((inst, block, a as u32));
            }
        }
    }
    (aggregates, derived)
}

/// The value of `v` if it folds to an integer constant: a constant, or an extension,
/// truncation, sum, difference, product or left shift of such (how lowering scales a
/// constant index), looking at most `depth` instructions deep.
pub(super) fn constant(func: &Function, v: Value, depth: u32) -> Option<i64> {
    let ty = func.value_type(v);
    let k = match func.values[v].def {
        ValueDef::IConst(k) => k,
        ValueDef::Inst(i) if depth > 0 => {
            let c = |v| constant(func, v, depth - 1);
            match &func.insts[i].kind {
                InstKind::Cast {
                    op: CastOp::Sext | CastOp::Trunc,
                    arg,
                    ..
                } => c(*arg)?,
                InstKind::Cast {
                    op: CastOp::Zext,
                    from,
                    arg,
                    ..
                } => zero_extend(*from, c(*arg)?)?,
                InstKind::Binary { op, lhs, rhs, .. } => {
                    let (a, b) = (c(*lhs)?, c(*rhs)?);
                    match op {
                        BinOp::Add => a.wrapping_add(b),
                        BinOp::Sub => a.wrapping_sub(b),
                        BinOp::Mul => a.wrapping_mul(b),
                        BinOp::Shl if (0..64).contains(&b) => a.wrapping_shl(b as u32),
                        _ => return None,
                    }
                }
                _ => return None,
            }
        }
        _ => return None,
    };
    sign_extend(ty, k)
}

/// `k`, a constant of the integer type `ty`, sign-extended from its width (how the IR keeps
/// constants, `Type::sign_extend`); `None` for types wider than 64 bits or not integers.
fn sign_extend(ty: Type, k: i64) -> Option<i64> {
    (ty.is_int() && ty.bytes() <= 8).then(|| ty.sign_extend(k))
}

fn zero_extend(ty: Type, k: i64) -> Option<i64> {
    match ty {
        Type::I8 => Some(k as u8 as i64),
        Type::I16 => Some(k as u16 as i64),
        Type::I32 => Some(k as u32 as i64),
        Type::I64 | Type::Ptr => Some(k),
        _ => None,
    }
}

/// Step 2: every use of every value of step 1, in one pass over the function.
fn classify(func: &Function, aggregates: &mut [Aggregate], derived: &Derived) {
    for &block in &func.layout {
        for inst in func.block_phis_and_insts(block) {
            classify_inst(func, (block, inst), aggregates, derived);
        }
        if let Some(t) = &func.blocks[block].term {
            t.visit_operands(|v| escape(aggregates, derived, v));
        }
    }
}

fn escape(aggregates: &mut [Aggregate], derived: &Derived, v: Value) {
    if let Some((a, _)) = derived.get(v) {
        aggregates[a].escapes = true;
    }
}

/// Step 2 for one instruction: an access at a known offset is noted, a `ptr_offset` to a
/// value of step 1 passes, any other use makes the aggregate escape.
fn classify_inst(
    func: &Function,
    (block, inst): (Block, Inst),
    aggregates: &mut [Aggregate],
    derived: &Derived,
) {
    let data = &func.insts[inst];
    let (ty, addr, volatile) = match &data.kind {
        InstKind::Load { ty, addr, volatile } => (*ty, *addr, *volatile),
        InstKind::Store {
            ty,
            value,
            addr,
            volatile,
        } => {
            escape(aggregates, derived, *value);
            (*ty, *addr, *volatile)
        }
        InstKind::PtrOffset { base, offset } => {
            escape(aggregates, derived, *offset);
            if data.result.and_then(|r| derived.get(r)).is_none() {
                escape(aggregates, derived, *base);
            }
            return;
        }
        kind => return kind.visit_operands(|v| escape(aggregates, derived, v)),
    };
    let Some((a, offset)) = derived.get(addr) else {
        return;
    };
    let agg = &mut aggregates[a];
    let inside = u32::try_from(offset)
        .ok()
        .filter(|&o| o.checked_add(ty.bytes()).is_some_and(|end| end <= agg.size));
    match (inside, volatile) {
        (Some(offset), false) => agg.accesses.push(Access {
            inst,
            block,
            offset,
            ty,
        }),
        _ => agg.escapes = true,
    }
}

/// A slice of an aggregate: bytes `start..end`, the accesses (of the aggregate's sorted
/// list) that reach it, and the scalar type it becomes (`None`: it stays in memory).
#[derive(Clone, Debug)]
struct Slice {
    start: u32,
    end: u32,
    accesses: std::ops::Range<usize>,
    ty: Option<Type>,
}

/// Step 3: sort `accesses` by offset and merge the overlapping ones into slices, each with
/// its type.
fn partition(accesses: &mut [Access]) -> Vec<Slice> {
    accesses.sort_by_key(|a| (a.offset, a.end()));
    let mut slices: Vec<Slice> = Vec::new();
    for (i, a) in accesses.iter().enumerate() {
        match slices.last_mut() {
            Some(s) if a.offset < s.end => {
                s.end = s.end.max(a.end());
                s.accesses.end = i + 1;
            }
            _ => slices.push(Slice {
                start: a.offset,
                end: a.end(),
                accesses: i..i + 1,
                ty: None,
            }),
        }
    }
    for s in &mut slices {
        s.ty = slice_type(&accesses[s.accesses.clone()], s.end - s.start);
    }
    slices
}

/// The type a slice `width` bytes wide becomes, given its accesses: theirs, if they all
/// have one that covers it; else the integer of its width, if each access is a scalar that
/// a shift and a truncation (and a bitcast, for a float) reach in it.
fn slice_type(accesses: &[Access], width: u32) -> Option<Type> {
    let first = accesses.first()?.ty;
    if accesses.iter().all(|a| a.ty == first) && first.bytes() == width {
        return Some(first);
    }
    let int = int_of_width(width)?;
    let fits = |a: &Access| match a.ty {
        Type::I8 | Type::I16 | Type::I32 | Type::I64 | Type::F32 | Type::F64 => true,
        Type::Ptr => width == 8,
        _ => false,
    };
    accesses.iter().all(fits).then_some(int)
}

fn int_of_width(bytes: u32) -> Option<Type> {
    match bytes {
        1 => Some(Type::I8),
        2 => Some(Type::I16),
        4 => Some(Type::I32),
        8 => Some(Type::I64),
        _ => None,
    }
}

/// Whether splitting changes anything mem2reg could not do alone: not when one slice at
/// offset 0 is accessed with its own type only (mem2reg promotes the alloca as it is), nor
/// when one slice at offset 0 stays in memory.
fn worth_splitting(agg: &Aggregate, slices: &[Slice]) -> bool {
    match slices {
        [] => false,
        [s] if s.start == 0 => match s.ty {
            None => false,
            Some(t) => agg.accesses.iter().any(|a| a.ty != t),
        },
        _ => true,
    }
}

/// What step 4 does to the function, applied in one sweep at the end: instructions to
/// insert before others, instructions to delete, and the blocks where either happens.
#[derive(Default)]
struct Rewrite {
    before: HashMap<Inst, Vec<Inst>>,
    deleted: SecondaryMap<Inst, bool>,
    blocks: Vec<Block>,
}

impl Rewrite {
    /// Rebuild the instruction list of each block touched.
    fn apply(mut self, func: &mut Function) {
        self.blocks.sort_unstable();
        self.blocks.dedup();
        for &b in &self.blocks {
            let old = func.block_insts(b).to_vec();
            func.truncate_insts(b, 0);
            for i in old {
                for &new in self.before.get(&i).into_iter().flatten() {
                    func.push_inst(b, new);
                }
                if !self.deleted[i] {
                    func.push_inst(b, i);
                }
            }
        }
    }
}

/// Step 4 for one aggregate: an alloca per slice where the aggregate's was, and each
/// access readdressed to its slice.
fn split(
    func: &mut Function,
    agg: &Aggregate,
    slices: &[Slice],
    rw: &mut Rewrite,
    stats: &mut Stats,
) {
    let name = func
        .insts
        .get(agg.inst)
        .and_then(|d| d.result)
        .and_then(|r| func.value_name(r))
        .map(str::to_string);
    let scope = func.scopes.scope_of(agg.inst);
    let mut allocas = Vec::new();
    for s in slices {
        let align = slice_align(agg.align, s.start, s.end - s.start);
        let kind = InstKind::Alloca {
            size: s.end - s.start,
            align,
        };
        let slice_name = name.as_ref().map(|n| format!("{n}.sroa.{}", s.start));
        let (inst, addr) = make(func, agg.inst, kind, Some(Type::Ptr), slice_name.as_deref());
        func.scopes.place(inst, scope);
        allocas.push(inst);
        stats.in_memory += usize::from(s.ty.is_none());
        for a in &agg.accesses[s.accesses.clone()] {
            let at = a.offset - s.start;
            let new = match s.ty {
                None => readdress(func, a, addr, at),
                Some(t) => convert(func, a, t, addr, at),
            };
            rw.before.entry(a.inst).or_default().extend(new);
            rw.blocks.push(a.block);
        }
    }
    stats.split += 1;
    stats.slices += slices.len();
    rw.before.insert(agg.inst, allocas);
    rw.deleted[agg.inst] = true;
    rw.blocks.push(func.entry);
}

/// A slice's alignment: the aggregate's, as far as the slice's offset keeps it, and no more
/// than its size asks (nothing takes a slice's address to rely on more).
fn slice_align(align: u32, start: u32, size: u32) -> u32 {
    let kept = match start {
        0 => align.max(1),
        _ => align.max(1).min(1 << start.trailing_zeros()),
    };
    kept.min(size.max(1).next_power_of_two())
}

/// A new instruction (placed by the caller), at `like`'s place in the source; its result,
/// of type `ty`, is `Value::reserved_value()` when it has none.
pub(super) fn make(
    func: &mut Function,
    like: Inst,
    kind: InstKind,
    ty: Option<Type>,
    name: Option<&str>,
) -> (Inst, Value) {
    let inst = func.insts.push(InstData { kind, result: None });
    func.positions.copy_inst(like, inst);
    let result = match ty {
        Some(ty) => {
            let v = func.add_value(ty, ValueDef::Inst(inst), name);
            func.insts[inst].result = Some(v);
            v
        }
        None => cranelift_entity::packed_option::ReservedValue::reserved_value(),
    };
    (inst, result)
}

fn iconst(func: &mut Function, ty: Type, k: i64) -> Value {
    let k = sign_extend(ty, k).unwrap_or(k);
    func.add_value(ty, ValueDef::IConst(k), None)
}

/// The instructions made for the access `a` to a slice as `insert` emits them, to go just
/// before `a`.
struct Emitter {
    like: Inst,
    new: Vec<Inst>,
}

impl Emitter {
    fn emit(&mut self, func: &mut Function, kind: InstKind, ty: Type) -> Value {
        let (inst, v) = make(func, self.like, kind, Some(ty), None);
        self.new.push(inst);
        v
    }
}

/// Point the load or store `a` at `addr`, `at` bytes into its slice (one in memory).
fn readdress(func: &mut Function, a: &Access, slice: Value, at: u32) -> Vec<Inst> {
    let mut e = Emitter {
        like: a.inst,
        new: Vec::new(),
    };
    let addr = match at {
        0 => slice,
        _ => {
            let offset = iconst(func, Type::I64, at.into());
            let kind = InstKind::PtrOffset {
                base: slice,
                offset,
            };
            e.emit(func, kind, Type::Ptr)
        }
    };
    set_address(&mut func.insts[a.inst].kind, addr);
    e.new
}

fn set_address(kind: &mut InstKind, to: Value) {
    if let InstKind::Load { addr, .. } | InstKind::Store { addr, .. } = kind {
        *addr = to;
    }
}

/// Make the load or store `a`, `at` bytes into a slice of type `t` at `slice`, an access of
/// the whole slice as `t`, converting what it reads or writes: the instructions to insert
/// before it.
fn convert(func: &mut Function, a: &Access, t: Type, slice: Value, at: u32) -> Vec<Inst> {
    let mut e = Emitter {
        like: a.inst,
        new: Vec::new(),
    };
    if a.ty == t {
        set_address(&mut func.insts[a.inst].kind, slice);
        return e.new;
    }
    let kind = match func.insts[a.inst].kind.clone() {
        InstKind::Store { value, .. } => {
            let value = insert(func, &mut e, (t, slice), a.ty, value, at);
            InstKind::Store {
                ty: t,
                value,
                addr: slice,
                volatile: false,
            }
        }
        _ => extract(func, &mut e, (t, slice), a.ty, at),
    };
    func.insts[a.inst].kind = kind;
    e.new
}

/// A load of a `ty` `at` bytes into the slice `t` at `slice`: the slice loaded, shifted
/// down, truncated and bitcast, the last of which becomes the load itself (so its result
/// keeps its uses), returned to be put in its place.
fn extract(
    func: &mut Function,
    e: &mut Emitter,
    (t, slice): (Type, Value),
    ty: Type,
    at: u32,
) -> InstKind {
    let load = InstKind::Load {
        ty: t,
        addr: slice,
        volatile: false,
    };
    let mut x = e.emit(func, load, t);
    if ty.bytes() == t.bytes() {
        return bitcast(t, ty, x);
    }
    if at > 0 {
        let k = iconst(func, t, 8 * i64::from(at));
        x = e.emit(func, InstKind::binary(BinOp::LShr, t, x, k), t);
    }
    let int = int_of_width(ty.bytes()).unwrap_or(ty);
    let trunc = InstKind::Cast {
        op: CastOp::Trunc,
        from: t,
        to: int,
        arg: x,
    };
    if int == ty {
        return trunc;
    }
    let x = e.emit(func, trunc, int);
    bitcast(int, ty, x)
}

/// The value of the slice `t` at `slice` once a `ty`, `value`, is stored `at` bytes into
/// it: the slice loaded, its other bytes kept by a mask, `value` (bitcast to an integer)
/// extended, shifted up and or-ed in. A slice no store reached yet reads as `undef`, whose
/// bits the mask drops.
fn insert(
    func: &mut Function,
    e: &mut Emitter,
    (t, slice): (Type, Value),
    ty: Type,
    value: Value,
    at: u32,
) -> Value {
    if ty.bytes() == t.bytes() {
        return e.emit(func, bitcast(ty, t, value), t);
    }
    let int = int_of_width(ty.bytes()).unwrap_or(ty);
    let mut v = value;
    if int != ty {
        v = e.emit(func, bitcast(ty, int, v), int);
    }
    let zext = InstKind::Cast {
        op: CastOp::Zext,
        from: int,
        to: t,
        arg: v,
    };
    let mut v = e.emit(func, zext, t);
    if at > 0 {
        let k = iconst(func, t, 8 * i64::from(at));
        v = e.emit(func, InstKind::binary(BinOp::Shl, t, v, k), t);
    }
    let load = InstKind::Load {
        ty: t,
        addr: slice,
        volatile: false,
    };
    let old = e.emit(func, load, t);
    let bits = (1u64 << (8 * ty.bytes())) - 1;
    let mask = iconst(func, t, !(bits << (8 * at)) as i64);
    let kept = e.emit(func, InstKind::binary(BinOp::And, t, old, mask), t);
    e.emit(func, InstKind::binary(BinOp::Or, t, kept, v), t)
}

fn bitcast(from: Type, to: Type, arg: Value) -> InstKind {
    InstKind::Cast {
        op: CastOp::Bitcast,
        from,
        to,
        arg,
    }
}

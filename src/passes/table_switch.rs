//! A `switch` on an entry of a constant table becomes a `switch` on the entry's index.
//!
//! An interpreter that dispatches with computed goto, as Lua's `luaV_execute` does, jumps
//! through a table of label addresses: `goto *disptab[op]`, where `disptab` is a `static
//! const` array of `&&label`s. tcc-rs lowers `goto *p` to one dispatch block that switches
//! over the function's label numbers (`indirect_goto` in `src/lower/stmt.rs`), so each
//! opcode reads its label's number from the table, and the dispatch switches on that:
//!
//! ```text
//!   op_add: ...                               op_add: ...
//!     %a = global_addr @disptab                 %k1 = zext i32 %op1 to i64
//!     %k1 = zext i32 %op1 to i64                jump dispatch
//!     %o = mul i64 %k1, 8                     dispatch:
//!     %p = ptr_offset %a, %o                    %k = phi i64 [%k1, op_add], ...
//!     %l = load ptr, %p                         switch i64 %k, nowhere [0: op_add,
//!     %n1 = bitcast ptr %l to i64                      1: op_sub, ...]
//!     jump dispatch
//!   dispatch:
//!     %n = phi i64 [%n1, op_add], ...
//!     switch i64 %n, nowhere [1: op_add, 2: op_sub, ...]
//! ```
//!
//! The table's contents are known, so case `j` of the new switch goes where the old one
//! went for entry `j`: each dispatch loses a load and the table's address (which
//! Cranelift hoists out of the loop, where it takes a register or a spill slot of its
//! own), and the switch's jump table is indexed by the opcode. The same holds for a
//! `switch (table[i])` of ordinary code, read once or through a phi whose every operand
//! reads the same table the same way.
//!
//! Which tables (`Tables`): the unit's read-only globals of internal linkage (a `static
//! const` array or a string literal; no other unit can define or change them, and a
//! program that writes one has undefined behaviour), whose initializer is bytes without
//! relocations (the label numbers are plain integers), at most [`MAX_BYTES`] long. An
//! index outside the table reads outside its object, which is undefined behaviour: the new
//! switch sends it to the old default. The new switch has one case per entry, so the pass
//! only applies when the table has at most twice as many entries as the switch had cases
//! (at least [`MIN_ENTRIES`]): a table of 256 character classes switched over in four
//! cases stays a load and a small switch.

use crate::ir::{BinOp, Block, CastOp, Function, Global, GlobalInit, Inst, InstKind, Linkage};
use crate::ir::{Terminator, Type, Value, ValueDef};
use crate::passes::pipeline::{self, Pass};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// The largest table the pass reads, in bytes (a table of 1,024 pointers).
pub const MAX_BYTES: u32 = 8192;

/// A table of up to this many entries may replace a switch of fewer cases (up to twice as
/// many entries as cases beyond it).
pub const MIN_ENTRIES: usize = 16;

/// What the pass did to one function (`--stats`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Switches on a table entry made switches on its index.
    pub switches: usize,
    /// Table reads that went with them.
    pub reads: usize,
}

/// The pass in the pipeline (`passes::pipeline`).
pub const PASS: Pass = Pass {
    name: "table-switch",
    flag: "--no-table-switch",
    help: "Keep a switch on an entry of a constant table as a read and a switch (by \
           default, when optimising, it switches on the entry's index, as computed goto \
           through a static table of label addresses does)",
    counters: &[
        "switches on a table entry made switches on its index",
        "table reads removed",
    ],
    run: |f, cx| {
        let s = run(f, cx.tables);
        pipeline::Stats::of(&[s.switches, s.reads])
    },
};

/// The unit's constant tables the pass may read, by symbol name.
#[derive(Clone, Debug, Default)]
pub struct Tables(HashMap<String, Box<[u8]>>);

impl Tables {
    /// Know `g`'s contents if it is a constant table (see the module comment).
    pub fn add(&mut self, g: &Global) {
        if !g.readonly || g.thread_local || g.linkage != Linkage::Local || g.size > MAX_BYTES {
            return;
        }
        if let GlobalInit::Bytes { bytes, relocs } = &g.init {
            if relocs.is_empty() && bytes.len() == g.size as usize {
                self.0
                    .insert(g.name.clone(), bytes.clone().into_boxed_slice());
            }
        }
    }

    /// The bytes of the table `name`, if it is one.
    fn get(&self, name: &str) -> Option<&[u8]> {
        self.0.get(name).map(|b| &b[..])
    }
}

/// A read of a table entry, `cast(load ty, @table + index * ty.bytes())`.
#[derive(Clone, PartialEq)]
struct Read<'t> {
    table: &'t str,
    index: Value,
    ty: Type,
    /// The cast of the loaded value, if any: its operation and result type.
    cast: Option<(CastOp, Type)>,
    /// The instructions of the read, the cast first: they go if nothing else uses them.
    insts: Vec<Inst>,
}

impl Read<'_> {
    /// Do `self` and `o` read the same table the same way (at any index)?
    fn same_shape(&self, o: &Read) -> bool {
        (self.table, self.ty, self.cast) == (o.table, o.ty, o.cast)
    }

    /// The value entry `j` of `bytes` gives, as the IR keeps a constant of the read's
    /// final type.
    fn entry(&self, bytes: &[u8], j: usize) -> i64 {
        let size = self.ty.bytes() as usize;
        let mut raw = [0u8; 8];
        raw[..size].copy_from_slice(&bytes[j * size..(j + 1) * size]);
        let loaded = self.ty.sign_extend(i64::from_le_bytes(raw));
        match self.cast {
            None => loaded,
            Some((CastOp::Zext, to)) => to.sign_extend(zero_extend(self.ty, loaded)),
            Some((_, to)) => to.sign_extend(loaded),
        }
    }
}

/// `k` (of type `ty`) zero-extended to 64 bits.
fn zero_extend(ty: Type, k: i64) -> i64 {
    match 64u32.checked_sub(ty.bytes() * 8) {
        Some(shift) if shift > 0 => ((k as u64) << shift >> shift) as i64,
        _ => k,
    }
}

/// Make every switch of `f` on a constant table's entry a switch on its index.
pub fn run(f: &mut Function, tables: &Tables) -> Stats {
    let mut stats = Stats::default();
    let mut candidates: Vec<Inst> = Vec::new();
    for b in f.layout.clone() {
        let Some(rewrite) = find(f, tables, b) else {
            continue;
        };
        stats.switches += 1;
        candidates.extend(rewrite.reads.iter().flat_map(|r| r.insts.iter().copied()));
        candidates.extend(f.def_inst(rewrite.value));
        apply(f, b, rewrite);
    }
    if stats.switches > 0 {
        stats.reads = remove_unused(f, &candidates);
    }
    stats
}

/// What a switch becomes: the switch on `value` in block `b` gets `cases`, on the index.
struct Rewrite<'t> {
    value: Value,
    reads: Vec<Read<'t>>,
    cases: Vec<(i64, Block)>,
}

/// The rewrite of `b`'s switch, if it switches on a table entry (directly, or through a
/// phi of `b` that only it uses and whose every operand reads one table the same way).
fn find<'t>(f: &Function, tables: &'t Tables, b: Block) -> Option<Rewrite<'t>> {
    let Some(Terminator::Switch { value, cases, .. }) = &f.blocks[b].term else {
        return None;
    };
    let value = *value;
    let (operands, phi): (Vec<Value>, _) = match f.def_inst(value).map(|i| &f.insts[i].kind) {
        Some(InstKind::Phi { args, .. }) => (args.iter().map(|&(_, v)| v).collect(), true),
        _ => (vec![value], false),
    };
    let reads: Vec<Read> = (operands.iter())
        .map(|&v| read(f, tables, v))
        .collect::<Option<_>>()?;
    let first = reads.first()?;
    if !reads.iter().all(|r| r.same_shape(first)) {
        return None;
    }
    // Counted last, once the rest matched: it reads the whole function.
    if phi && (!f.block_phis(b).contains(&f.def_inst(value)?) || uses(f, value) != 1) {
        return None;
    }
    let bytes = tables.get(first.table)?;
    let entries = bytes.len() / first.ty.bytes() as usize;
    if entries == 0 || entries > 2 * cases.len().max(MIN_ENTRIES / 2) {
        return None;
    }
    let ty = f.value_type(value);
    let target: HashMap<i64, Block> = cases
        .iter()
        .map(|&(k, to)| (ty.sign_extend(k), to))
        .collect();
    let cases = (0..entries)
        .filter_map(|j| {
            let k = ty.sign_extend(first.entry(bytes, j));
            target.get(&k).map(|&to| (j as i64, to))
        })
        .collect();
    Some(Rewrite {
        value,
        reads,
        cases,
    })
}

/// `v` as a read of a constant table's entry, if it is one.
fn read<'t>(f: &Function, tables: &'t Tables, v: Value) -> Option<Read<'t>> {
    let mut insts = Vec::new();
    let mut at = f.def_inst(v)?;
    let mut cast = None;
    if let InstKind::Cast { op, to, arg, .. } = f.insts[at].kind {
        if !matches!(
            op,
            CastOp::Bitcast | CastOp::Zext | CastOp::Sext | CastOp::Trunc
        ) {
            return None;
        }
        cast = Some((op, to));
        insts.push(at);
        at = f.def_inst(arg)?;
    }
    let InstKind::Load {
        ty,
        addr,
        volatile: false,
    } = f.insts[at].kind
    else {
        return None;
    };
    if !(ty.is_int() && !ty.is_vector() && ty.bytes() <= 8) {
        return None;
    }
    insts.push(at);
    let address = f.def_inst(addr)?;
    let InstKind::PtrOffset { base, offset } = f.insts[address].kind else {
        return None;
    };
    insts.push(address);
    let global = f.def_inst(base)?;
    let InstKind::GlobalAddr { name } = &f.insts[global].kind else {
        return None;
    };
    let table = tables.0.get_key_value(&**name)?.0.as_str();
    insts.push(global);
    let index = scaled_index(f, offset, ty.bytes(), &mut insts)?;
    Some(Read {
        table,
        index,
        ty,
        cast,
        insts,
    })
}

/// The `i64` index whose product by `size` is `offset` (`mul i64 %i, size`, or `offset`
/// itself for entries of one byte).
fn scaled_index(f: &Function, offset: Value, size: u32, insts: &mut Vec<Inst>) -> Option<Value> {
    if size == 1 {
        return Some(offset);
    }
    let scale = f.def_inst(offset)?;
    let InstKind::Binary {
        op: BinOp::Mul,
        ty: Type::I64,
        lhs,
        rhs,
        ..
    } = f.insts[scale].kind
    else {
        return None;
    };
    insts.push(scale);
    let is_size = |v: Value| f.values[v].def == ValueDef::IConst(i64::from(size));
    match (is_size(lhs), is_size(rhs)) {
        (_, true) => Some(lhs),
        (true, false) => Some(rhs),
        (false, false) => None,
    }
}

/// How many operands of `f`'s instructions and terminators are `v`.
fn uses(f: &Function, v: Value) -> usize {
    let mut n = 0;
    f.visit_all_operands(|u| n += usize::from(u == v));
    n
}

/// Switch `b` on the index of its reads: a new phi of the indices when there was a phi.
fn apply(f: &mut Function, b: Block, rewrite: Rewrite) {
    let index = match f.def_inst(rewrite.value).map(|i| &f.insts[i].kind) {
        Some(InstKind::Phi { args, .. }) => {
            let args = (args.iter().zip(&rewrite.reads))
                .map(|(&(from, _), r)| (from, r.index))
                .collect();
            let k = f.add_value(Type::I64, ValueDef::Undef, Some("index"));
            f.define_by_phi(b, k, args);
            k
        }
        _ => rewrite.reads[0].index,
    };
    if let Some(Terminator::Switch { value, cases, .. }) = &mut f.blocks[b].term {
        *value = index;
        *cases = rewrite.cases;
    }
}

/// Remove the instructions of `candidates` that nothing uses any more, and then those that
/// only they used; the number of loads removed.
fn remove_unused(f: &mut Function, candidates: &[Inst]) -> usize {
    let mut left: HashSet<Inst> = candidates.iter().copied().collect();
    let mut loads = 0;
    loop {
        let mut used: HashSet<Value> = HashSet::default();
        f.visit_all_operands(|v| {
            used.insert(v);
        });
        let dead: HashSet<Inst> = (left.iter().copied())
            .filter(|&i| f.insts[i].result.is_some_and(|v| !used.contains(&v)))
            .collect();
        if dead.is_empty() {
            return loads;
        }
        loads += (dead.iter())
            .filter(|&&i| matches!(f.insts[i].kind, InstKind::Load { .. }))
            .count();
        for b in f.layout.clone() {
            f.retain_in_block(b, |i| !dead.contains(&i));
        }
        left.retain(|i| !dead.contains(i));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::read::read_function;

    fn table(name: &str, entries: &[u64]) -> Global {
        let bytes: Vec<u8> = entries.iter().flat_map(|e| e.to_le_bytes()).collect();
        Global {
            name: name.into(),
            size: bytes.len() as u32,
            align: 8,
            linkage: Linkage::Local,
            readonly: true,
            thread_local: false,
            init: GlobalInit::Bytes {
                bytes,
                relocs: Vec::new(),
            },
        }
    }

    const DISPATCH: &str = "\
fn @f(i64 %i, i64 %j) -> i32 {
entry:
  %a = global_addr @t
  %o = mul i64 %i, 8
  %p = ptr_offset %a, %o
  %l = load ptr, %p
  %n1 = bitcast ptr %l to i64
  jump d
x:
  %a2 = global_addr @t
  %o2 = mul i64 %j, 8
  %p2 = ptr_offset %a2, %o2
  %l2 = load ptr, %p2
  %n2 = bitcast ptr %l2 to i64
  jump d
d:
  %n = phi i64 [%n1, entry], [%n2, x]
  switch i64 %n, z [1: x, 2: y]
y:
  ret i32 1
z:
  unreachable
}
";

    #[test]
    fn a_dispatch_through_a_table_of_label_numbers_switches_on_the_index() {
        let mut f = read_function(DISPATCH).expect("the test's IR reads");
        let mut tables = Tables::default();
        tables.add(&table("t", &[2, 1]));
        let s = run(&mut f, &tables);
        assert_eq!(
            s,
            Stats {
                switches: 1,
                reads: 2
            }
        );
        let text = crate::ir::print::print_function(&f);
        assert!(text.contains("switch i64 %index, z [0: y, 1: x]"), "{text}");
        assert!(!text.contains("load"), "{text}");
    }

    #[test]
    fn a_table_that_may_change_is_not_read() {
        let mut f = read_function(DISPATCH).expect("the test's IR reads");
        let mut tables = Tables::default();
        let mut t = table("t", &[2, 1]);
        t.readonly = false;
        tables.add(&t);
        t.readonly = true;
        t.linkage = Linkage::Export;
        tables.add(&t);
        assert_eq!(run(&mut f, &tables), Stats::default());
    }

    #[test]
    fn entries_are_read_in_the_loaded_type_and_extended_as_the_cast_says() {
        let r = Read {
            table: "t",
            index: Value::from_u32(0),
            ty: Type::I8,
            cast: Some((CastOp::Zext, Type::I32)),
            insts: Vec::new(),
        };
        assert_eq!(r.entry(&[0xff, 1], 0), 255);
        let s = Read {
            cast: Some((CastOp::Sext, Type::I32)),
            ..r
        };
        assert_eq!(s.entry(&[0xff, 1], 0), -1);
        assert_eq!(s.entry(&[0xff, 1], 1), 1);
    }
}

//! Redundant load elimination across blocks (the memory half of LLVM's EarlyCSE): a load
//! of a location that an earlier instruction already read or wrote, with no write to
//! memory on any path between them, takes that value instead of reading memory again.
//!
//! ```text
//!   while.cond:                           while.cond:
//!     %1 = load i8, %p                      %1 = load i8, %p
//!     %c1 = icmp eq i8 %1, 32               %c1 = icmp eq i8 %1, 32
//!     br %c1, body, next                    br %c1, body, next
//!   next:                                 next:
//!     %2 = load i8, %p                      %c2 = icmp eq i8 %1, 9
//!     %c2 = icmp eq i8 %2, 9                ...
//! ```
//!
//! Cranelift's own alias analysis does this within a block and across blocks of straight
//! code, but in a loop whose body calls or stores it gives every block after the loop
//! header a memory version of its own (its lattice starts every block at "no store yet"
//! and meets the loop's second visit to a fresh version), so the `||` chains and repeated
//! `p->field` reads of an interpreter's loop reload memory at every test.
//!
//! How: a walk of the dominator tree in preorder, with a table from location to the value
//! it holds and the *generation* (memory version) it was recorded in, as EarlyCSE does. An
//! instruction that may write memory (a store, a call, `va_start`, an atomic or volatile
//! access, a fence) starts a new generation; a store then records the value it wrote, and
//! what was known of the locations of its own root that it cannot touch (`p->a` after a
//! store to `p->b`: the same address plus offsets whose bytes are apart) holds on. A
//! block starts in its immediate dominator's final generation when that dominator is its
//! only predecessor (nothing else reaches it, so memory is as the dominator left it), and in
//! a new one otherwise. A load finds an entry of the current generation recorded in a block
//! that dominates it, and takes its value; otherwise it records its own result. Entries
//! recorded in a subtree are undone on leaving it.
//!
//! A location is an address and a type: the address as a root (a value, or a global by
//! name) plus a constant byte offset through `ptr_offset`s, so that `p->x` read in two
//! blocks is one location even when each block computed `p + 4` anew. Reads of other types
//! at the same address (an `i32` stored, an `i8` read) are not forwarded. Volatile loads are
//! never replaced nor recorded.
//!
//! Functions of more than [`MAX_INSTS`] instructions are left alone, as gcc's GCSE leaves
//! alone a function whose size would make it too expensive: there a value kept in a
//! register instead of reloaded lives across the arms of a large state machine (an
//! interpreter's `switch`, a decoder's), and the spills it costs outnumber the loads it
//! saves (Lua's `luaV_execute` ran 3.4% more instructions with the pass, xz's
//! `lzma_decode` 1.1%; see docs/benchmarks.md).

use crate::ir::cfg::Cfg;
use crate::ir::dominators::DomTree;
use crate::ir::{Block, Function, Inst, InstKind, Type, Value, ValueDef};
use crate::passes::inline;
use crate::passes::pipeline::{self, Context, Pass};
use rustc_hash::FxHashMap as HashMap;

/// The pass in the pipeline (`passes::pipeline`).
pub const PASS: Pass = Pass {
    name: "load-elim",
    flag: "--no-load-elim",
    help: "Reload memory at every read (by default, when optimising, a load of a location \
           read or written earlier on every path to it, with no store or call between, takes \
           that value)",
    counters: &[
        "loads replaced by an earlier load",
        "loads replaced by a stored value",
        "functions left alone for their size",
    ],
    run: |f, _: &Context| {
        let s = run(f);
        pipeline::Stats::of(&[s.reloads, s.forwarded, s.too_large])
    },
};

/// What the pass did to one function (`--stats`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Loads replaced by the result of an earlier load of the same location.
    pub reloads: usize,
    /// Loads replaced by the value an earlier store wrote there.
    pub forwarded: usize,
    /// 1 if the function has more than [`MAX_INSTS`] instructions and was left alone.
    pub too_large: usize,
}

/// The largest function the pass works on, in instructions (terminators not counted). In
/// the workloads (docs/benchmarks.md) the pass pays below it and costs spills in the state
/// machines above it: Lua's `luaV_execute` and xz's `lzma_decode` (some 7,000 instructions
/// each after the pipeline) and SQLite's `sqlite3VdbeExec` (15,000).
pub const MAX_INSTS: usize = 5_000;

/// Where an address points: a root and a constant offset from it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
enum Root {
    Value(Value),
    /// A global's address, by its index among the function's `global_addr` names (two
    /// `global_addr @x` in two blocks are one root).
    Global(usize),
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
struct Location {
    root: Root,
    offset: i64,
    ty: Type,
}

/// What a location is known to hold.
#[derive(Copy, Clone, Debug)]
struct Known {
    value: Value,
    generation: u32,
    /// Did a store record it (rather than a load)?
    stored: bool,
}

impl Location {
    /// Whether the two accesses cannot touch a common byte: the same root, and byte ranges
    /// apart (`p->a` and `p->b`). Different roots may be the same address.
    fn disjoint(&self, o: &Location) -> bool {
        let (a, b) = (i64::from(self.ty.bytes()), i64::from(o.ty.bytes()));
        self.root == o.root
            && (self
                .offset
                .checked_add(a)
                .is_some_and(|end| end <= o.offset)
                || o.offset
                    .checked_add(b)
                    .is_some_and(|end| end <= self.offset))
    }
}

/// The walk's state: the table with its undo log, and the replacements made.
struct Walk {
    known: HashMap<Location, Known>,
    /// The locations ever recorded, by root (each once): a store keeps those of its root
    /// that it does not touch.
    by_root: HashMap<Root, Vec<Location>>,
    /// Each change to `known`, with the entry it replaced, to undo on leaving a subtree.
    undo: Vec<(Location, Option<Known>)>,
    replaced: HashMap<Value, Value>,
    globals: HashMap<Box<str>, usize>,
    next_generation: u32,
    stats: Stats,
}

/// Replace the redundant loads of `f`.
pub fn run(f: &mut Function) -> Stats {
    let size = inline::size(f);
    if size > MAX_INSTS {
        return Stats {
            too_large: 1,
            ..Stats::default()
        };
    }
    let cfg = Cfg::new(f);
    let dom = DomTree::new(f, &cfg);
    let mut walk = Walk {
        known: HashMap::default(),
        by_root: HashMap::default(),
        undo: Vec::new(),
        replaced: HashMap::default(),
        globals: HashMap::default(),
        next_generation: 0,
        stats: Stats::default(),
    };
    // The final generation of each block walked, for the blocks it is the only way into.
    let mut generation_out: HashMap<Block, u32> = HashMap::default();
    // The open subtrees, innermost last, each with the length of the undo log on entry.
    let mut open: Vec<(Block, usize)> = Vec::new();
    let mut removed: Vec<(Block, Inst)> = Vec::new();
    for &b in dom.preorder() {
        while let Some(&(top, mark)) = open.last() {
            if dom.dominates(top, b) {
                break;
            }
            walk.undo_to(mark);
            open.pop();
        }
        open.push((b, walk.undo.len()));
        let preds = cfg.predecessors(b);
        let only_idom = dom
            .idom(b)
            .filter(|&d| !preds.is_empty() && preds.iter().all(|&p| p == d));
        let mut generation = match only_idom.and_then(|d| generation_out.get(&d)) {
            Some(&g) => g,
            None => walk.new_generation(),
        };
        for &i in f.block_insts(b) {
            if let Some(kept) = walk.visit(f, i, &mut generation) {
                if !kept {
                    removed.push((b, i));
                }
            }
        }
        generation_out.insert(b, generation);
    }
    if walk.replaced.is_empty() {
        return walk.stats;
    }
    let replaced = &walk.replaced;
    f.map_all_operands(|v| resolve(replaced, v));
    let mut by_block: HashMap<Block, Vec<Inst>> = HashMap::default();
    for (b, i) in removed {
        by_block.entry(b).or_default().push(i);
    }
    for (b, gone) in by_block {
        f.retain_in_block(b, |i| !gone.contains(&i));
    }
    walk.stats
}

/// `v`, or what replaced it (replacements never chain: a replacement is a value no load
/// replaced, but its operands were looked up through this map when it was recorded).
fn resolve(replaced: &HashMap<Value, Value>, v: Value) -> Value {
    *replaced.get(&v).unwrap_or(&v)
}

impl Walk {
    fn new_generation(&mut self) -> u32 {
        self.next_generation += 1;
        self.next_generation
    }

    fn undo_to(&mut self, mark: usize) {
        while self.undo.len() > mark {
            let (loc, old) = self.undo.pop().expect("longer than the mark");
            match old {
                Some(k) => self.known.insert(loc, k),
                None => self.known.remove(&loc),
            };
        }
    }

    fn record(&mut self, loc: Location, known: Known) {
        let old = self.known.insert(loc, known);
        if old.is_none() {
            let locations = self.by_root.entry(loc.root).or_default();
            if !locations.contains(&loc) {
                locations.push(loc);
            }
        }
        self.undo.push((loc, old));
    }

    /// A store to `to` in a new generation after `old`: what was known in `old` of the
    /// locations of its root that it does not touch holds in the new one too.
    fn keep_apart(&mut self, to: &Location, old: u32, new: u32) {
        let Some(locations) = self.by_root.get(&to.root) else {
            return;
        };
        let kept: Vec<(Location, Known)> = locations
            .iter()
            .filter(|l| l.disjoint(to))
            .filter_map(|l| Some((*l, *self.known.get(l)?)))
            .filter(|(_, k)| k.generation == old)
            .collect();
        for (l, k) in kept {
            let known = Known {
                generation: new,
                ..k
            };
            self.record(l, known);
        }
    }

    /// Visit instruction `i` in generation `*generation`: `Some(false)` if it is a load
    /// that an earlier value replaces (to be removed), `Some(true)` if it stays.
    fn visit(&mut self, f: &Function, i: Inst, generation: &mut u32) -> Option<bool> {
        match &f.insts[i].kind {
            &InstKind::Load { ty, addr, volatile } => {
                let result = f.insts[i].result?;
                if volatile {
                    *generation = self.new_generation();
                    return Some(true);
                }
                let loc = self.location(f, addr, ty);
                match self.known.get(&loc) {
                    Some(k) if k.generation == *generation => {
                        self.replaced.insert(result, k.value);
                        match k.stored {
                            true => self.stats.forwarded += 1,
                            false => self.stats.reloads += 1,
                        }
                        Some(false)
                    }
                    _ => {
                        let known = Known {
                            value: result,
                            generation: *generation,
                            stored: false,
                        };
                        self.record(loc, known);
                        Some(true)
                    }
                }
            }
            &InstKind::Store {
                ty,
                value,
                addr,
                volatile,
            } => {
                let old = *generation;
                *generation = self.new_generation();
                if !volatile {
                    let loc = self.location(f, addr, ty);
                    self.keep_apart(&loc, old, *generation);
                    let known = Known {
                        value: resolve(&self.replaced, value),
                        generation: *generation,
                        stored: true,
                    };
                    self.record(loc, known);
                }
                Some(true)
            }
            InstKind::Call(_)
            | InstKind::VaStart { .. }
            | InstKind::AtomicLoad { .. }
            | InstKind::AtomicStore { .. }
            | InstKind::AtomicRmw { .. }
            | InstKind::AtomicCas { .. }
            | InstKind::Fence => {
                *generation = self.new_generation();
                Some(true)
            }
            InstKind::Alloca { .. }
            | InstKind::Binary { .. }
            | InstKind::Unary { .. }
            | InstKind::Icmp { .. }
            | InstKind::Fcmp { .. }
            | InstKind::Cast { .. }
            | InstKind::GlobalAddr { .. }
            | InstKind::FuncAddr { .. }
            | InstKind::PtrOffset { .. }
            | InstKind::Prefetch { .. }
            | InstKind::ExtractLane { .. }
            | InstKind::InsertLane { .. }
            | InstKind::Splat { .. }
            | InstKind::HighBits { .. }
            | InstKind::Fma { .. }
            | InstKind::Phi { .. } => None,
        }
    }

    /// The location a `ty` access at `addr` reads or writes.
    fn location(&mut self, f: &Function, addr: Value, ty: Type) -> Location {
        let mut at = resolve(&self.replaced, addr);
        let mut offset: i64 = 0;
        while let ValueDef::Inst(def) = f.values[at].def {
            match &f.insts[def].kind {
                &InstKind::PtrOffset { base, offset: by } => match f.values[by].def {
                    ValueDef::IConst(k) => {
                        offset = offset.wrapping_add(k);
                        at = resolve(&self.replaced, base);
                    }
                    _ => break,
                },
                InstKind::GlobalAddr { name } => {
                    let next = self.globals.len();
                    let g = *self.globals.entry(name.clone()).or_insert(next);
                    return Location {
                        root: Root::Global(g),
                        offset,
                        ty,
                    };
                }
                _ => break,
            }
        }
        Location {
            root: Root::Value(at),
            offset,
            ty,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::read::read_function;

    /// A function that reads `%p` `reads` times, each read after the first redundant.
    fn reads_of_one_location(reads: usize) -> Function {
        let mut text = String::from("fn @f(ptr %p) -> i32 {\nentry:\n");
        for k in 0..reads {
            text.push_str(&format!("  %v{k} = load i32, %p\n"));
        }
        text.push_str(&format!("  ret i32 %v{}\n}}\n", reads - 1));
        read_function(&text).expect("the test's IR reads")
    }

    #[test]
    fn functions_up_to_the_limit_are_worked_on() {
        // MAX_INSTS loads (a terminator is not counted).
        let mut f = reads_of_one_location(MAX_INSTS);
        let stats = run(&mut f);
        assert_eq!(stats.reloads, MAX_INSTS - 1);
        assert_eq!(stats.too_large, 0);
        assert_eq!(f.block_insts(f.layout[0]).len(), 1);
    }

    #[test]
    fn larger_functions_are_left_alone() {
        let mut f = reads_of_one_location(MAX_INSTS + 1);
        let stats = run(&mut f);
        assert_eq!(
            stats,
            Stats {
                too_large: 1,
                ..Stats::default()
            }
        );
        assert_eq!(f.block_insts(f.layout[0]).len(), MAX_INSTS + 1);
    }
}

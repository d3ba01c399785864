//! Step 4: the live-in blocks of a variable (LLVM's `ComputeLiveInBlocks`), the blocks on
//! entry to which its value may still be read. Together with the defining blocks they are
//! the variable's *region*: phi placement (step 5) keeps a phi only in a live-in block, and
//! its walk needs to visit only the region (see `idf.rs`).

use super::accesses::Candidate;
use crate::ir::cfg::Cfg;
use crate::ir::dominators::DomTree;
use crate::ir::Block;
use cranelift_entity::EntityRef;

/// The current variable's blocks, as one byte of marks per block, reused from one variable
/// to the next: each variable costs time in proportion to the blocks it marks, which are
/// listed so as to clear them afterwards, not to the function.
pub(super) struct Region {
    marks: Vec<u8>,
    /// The defining blocks, then the live-in blocks that do not define.
    pub blocks: Vec<Block>,
    /// The blocks marked `VISITED` (by step 5's walk).
    visited: Vec<Block>,
    worklist: Vec<Block>,
}

impl Region {
    /// The variable stores in the block.
    pub const DEF: u8 = 1;
    /// The variable's value on entry to the block may be read.
    pub const LIVE_IN: u8 = 2;
    /// Step 5's walk has looked at the block as a dominance-frontier candidate.
    const VISITED: u8 = 4;

    pub fn new(blocks: usize) -> Region {
        Region {
            marks: vec![0; blocks],
            blocks: Vec::new(),
            visited: Vec::new(),
            worklist: Vec::new(),
        }
    }

    pub fn has(&self, b: Block, mark: u8) -> bool {
        self.marks[b.index()] & mark != 0
    }

    /// Set `mark` on `b`; was it unset?
    fn set(&mut self, b: Block, mark: u8) -> bool {
        let m = &mut self.marks[b.index()];
        let unset = *m & mark == 0;
        *m |= mark;
        unset
    }

    /// Mark `b` visited by step 5's walk; was it not yet?
    pub fn visit(&mut self, b: Block) -> bool {
        let first = self.set(b, Region::VISITED);
        if first {
            self.visited.push(b);
        }
        first
    }

    /// The region of `cand`: its defining blocks, marked `DEF`, then its live-in blocks,
    /// marked `LIVE_IN` (the previous variable's marks cleared first).
    pub fn find(&mut self, cfg: &Cfg, domtree: &DomTree, cand: &Candidate) {
        for &b in self.blocks.iter().chain(&self.visited) {
            self.marks[b.index()] = 0;
        }
        self.blocks.clear();
        self.visited.clear();
        for a in cand.accesses.iter().filter(|a| a.stored.is_some()) {
            if self.set(a.block, Region::DEF) {
                self.blocks.push(a.block);
            }
        }
        self.live_in_blocks(cfg, domtree, cand);
    }

    /// LLVM's `ComputeLiveInBlocks`: a using block is live-in unless its first access is a
    /// store; liveness then flows backward through predecessors and stops at blocks that
    /// store (they define the value anew). Unreachable predecessors are skipped: no phi is
    /// placed there.
    fn live_in_blocks(&mut self, cfg: &Cfg, domtree: &DomTree, cand: &Candidate) {
        let mut worklist = std::mem::take(&mut self.worklist);
        let mut prev = None;
        for a in cand.accesses.iter() {
            // The accesses of one block are contiguous: its first is where the block changes.
            if prev != Some(a.block) {
                prev = Some(a.block);
                if a.stored.is_none() {
                    worklist.push(a.block);
                }
            }
        }
        while let Some(b) = worklist.pop() {
            if !self.set(b, Region::LIVE_IN) {
                continue;
            }
            if !self.has(b, Region::DEF) {
                self.blocks.push(b);
            }
            for &p in cfg.predecessors(b) {
                if !self.has(p, Region::DEF | Region::LIVE_IN) && domtree.is_reachable(p) {
                    worklist.push(p);
                }
            }
        }
        self.worklist = worklist;
    }
}

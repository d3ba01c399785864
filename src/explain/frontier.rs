//! The textbook iterated dominance frontier (Cytron et al. 1991; the frontiers computed as
//! in Cooper, Harvey and Kennedy's "A Simple, Fast Dominance Algorithm"), for the explain
//! page to show beside mem2reg's placement: mem2reg computes only the part of the IDF where
//! the variable is live-in (pruned SSA, `passes/mem2reg/idf.rs`), and the page shows what
//! the pruning left out.

use crate::ir::cfg::Cfg;
use crate::ir::dominators::DomTree;
use crate::ir::{Block, Function};
use cranelift_entity::SecondaryMap;

/// The dominance frontier of every reachable block.
pub struct Frontiers {
    df: SecondaryMap<Block, Vec<Block>>,
    /// Each block's position in the layout, the order results are given in.
    position: SecondaryMap<Block, usize>,
}

impl Frontiers {
    /// For each join block `b`, walk up the dominator tree from each predecessor until
    /// `b`'s immediate dominator: `b` is in the frontier of every block passed.
    pub fn new(func: &Function, cfg: &Cfg, domtree: &DomTree) -> Frontiers {
        let mut df: SecondaryMap<Block, Vec<Block>> = SecondaryMap::new();
        for &b in domtree.rpo() {
            let preds = cfg.predecessors(b);
            if preds.len() < 2 {
                continue;
            }
            let idom = domtree.idom(b);
            for &p in preds.iter().filter(|&&p| domtree.is_reachable(p)) {
                let mut runner = Some(p);
                while let Some(r) = runner.filter(|&r| Some(r) != idom) {
                    if !df[r].contains(&b) {
                        df[r].push(b);
                    }
                    runner = domtree.idom(r);
                }
            }
        }
        let mut position = SecondaryMap::new();
        for (i, &b) in func.layout.iter().enumerate() {
            position[b] = i;
        }
        Frontiers { df, position }
    }

    /// The iterated dominance frontier of `defs`: the frontier of the set, then of the set
    /// with its frontier added, until nothing changes (where phis go in minimal SSA).
    pub fn iterated(&self, defs: &[Block]) -> Vec<Block> {
        let mut in_idf: SecondaryMap<Block, bool> = SecondaryMap::new();
        let mut work: Vec<Block> = defs.to_vec();
        let mut idf = Vec::new();
        while let Some(x) = work.pop() {
            for &y in &self.df[x] {
                if !in_idf[y] {
                    in_idf[y] = true;
                    idf.push(y);
                    work.push(y);
                }
            }
        }
        idf.sort_unstable_by_key(|&b| self.position[b]);
        idf
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::read::read_function;

    /// A loop inside an if: the loop header joins the preheader and the latch, the exit
    /// joins the two arms.
    const NESTED: &str = "fn @f(i32 %n) -> i32 {
entry:
  %c = icmp sgt i32 %n, 0
  br %c, pre, exit
pre:
  jump head
head:
  %d = icmp sgt i32 %n, 1
  br %d, body, exit
body:
  jump head
exit:
  ret i32 %n
}";

    #[test]
    fn the_idf_of_a_loop_body_is_its_header_and_the_exit_join() {
        let f = read_function(NESTED).unwrap();
        let cfg = Cfg::new(&f);
        let dt = DomTree::new(&f, &cfg);
        let fr = Frontiers::new(&f, &cfg, &dt);
        let block = |name: &str| {
            f.layout
                .iter()
                .copied()
                .find(|&b| f.block_name(b) == name)
                .unwrap()
        };
        let names = |bs: Vec<Block>| -> Vec<&str> { bs.iter().map(|&b| f.block_name(b)).collect() };
        assert_eq!(names(fr.iterated(&[block("body")])), ["head", "exit"]);
        assert_eq!(names(fr.iterated(&[block("pre")])), ["exit"]);
        assert!(fr.iterated(&[block("entry")]).is_empty());
    }
}

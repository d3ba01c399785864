//! Natural loops of an IR function, so that the translation can tell which edges leave a
//! loop.
//!
//! Why code generation cares: Cranelift's loop-invariant code motion happens while it
//! elaborates its e-graph back into blocks, walking the dominator tree with a stack of the
//! loops it is in. It visits the dominator-tree children of a loop header in reverse
//! post-order and pops a loop as soon as it meets a block outside it, without pushing the
//! loop again for the siblings visited after. Its post-order puts the *first* target of a
//! `brif` first, hence last in reverse post-order: for the `brif cond, body, exit` of a
//! `for` or `while` header, the exit is visited before the body, the loop is popped, and
//! nothing in the body is hoisted. Branching with the exit first
//! (`brif !cond, exit, body`) puts the body before the exit and lets the hoisting happen.
//!
//! A natural loop (Aho, Lam, Sethi and Ullman, section 9.6.6) is a header `h` with its back
//! edges `b -> h` (`h` dominates `b`): the loop is `h` plus every block that reaches a `b`
//! without passing through `h`.

use crate::ir::{self, cfg::Cfg, dominators::DomTree};
use cranelift_entity::SecondaryMap;

/// The body of every natural loop of a function (loops with the same header merged).
pub(crate) struct Loops {
    bodies: Vec<SecondaryMap<ir::Block, bool>>,
}

impl Loops {
    pub fn new(cfg: &Cfg, dt: &DomTree) -> Loops {
        let mut bodies = Vec::new();
        for &header in dt.rpo() {
            let latches: Vec<ir::Block> = cfg
                .predecessors(header)
                .iter()
                .copied()
                .filter(|&p| dt.dominates(header, p))
                .collect();
            if !latches.is_empty() {
                bodies.push(natural_loop(cfg, dt, header, latches));
            }
        }
        Loops { bodies }
    }

    /// Does the edge `from -> to` leave a loop that contains `from`?
    pub fn is_exit(&self, from: ir::Block, to: ir::Block) -> bool {
        self.bodies.iter().any(|body| body[from] && !body[to])
    }
}

/// The blocks of the loop of `header` with the back edges from `latches`: a backward walk
/// from the latches that stops at the header.
fn natural_loop(
    cfg: &Cfg,
    dt: &DomTree,
    header: ir::Block,
    latches: Vec<ir::Block>,
) -> SecondaryMap<ir::Block, bool> {
    let mut body = SecondaryMap::new();
    body[header] = true;
    let mut work = latches;
    while let Some(b) = work.pop() {
        if body[b] {
            continue;
        }
        body[b] = true;
        work.extend(
            cfg.predecessors(b)
                .iter()
                .copied()
                .filter(|&p| dt.is_reachable(p) && !body[p]),
        );
    }
    body
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::builder::FunctionBuilder;
    use crate::ir::{Cond, Linkage, Signature, Type};

    /// `entry -> h; h -> body | exit; body -> h; exit: ret`.
    #[test]
    fn the_exit_of_a_while_loop_is_an_exit_and_the_body_is_not() {
        let mut fb = FunctionBuilder::new("f", Signature::default(), Linkage::Export, &[]);
        let entry = fb.func.entry;
        let (h, body, exit) = (
            fb.create_block("h"),
            fb.create_block("body"),
            fb.create_block("exit"),
        );
        fb.jump(h);
        fb.switch_to(h);
        let zero = fb.iconst(Type::I32, 0);
        let c = fb.icmp(Cond::Slt, Type::I32, zero, zero, None);
        fb.br(c, body, exit);
        fb.switch_to(body);
        fb.jump(h);
        fb.switch_to(exit);
        fb.ret(None);
        let f = fb.finish();
        let cfg = Cfg::new(&f);
        let dt = DomTree::new(&f, &cfg);
        let loops = Loops::new(&cfg, &dt);
        assert!(loops.is_exit(h, exit));
        assert!(!loops.is_exit(h, body));
        assert!(!loops.is_exit(body, h));
        assert!(!loops.is_exit(entry, h));
    }
}

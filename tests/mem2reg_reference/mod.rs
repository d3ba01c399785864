//! The textbook SSA construction, as an oracle for mem2reg: Cytron, Ferrante, Rosen, Wegman
//! and Zadeck, "Efficiently computing static single assignment form and the control
//! dependence graph" (TOPLAS 1991), pruned by liveness. Deliberately simple and independent
//! of the pass: dominators as sets by the iterative data-flow equations, full dominance
//! frontiers, the iterated frontier by a worklist, liveness by iteration to a fixed point,
//! renaming by a recursive walk of the dominator tree with a stack per variable. Quadratic
//! and more, which does not matter on the property test's functions of ten blocks.
//!
//! It promotes every entry-block alloca (the property test's functions have only
//! promotable ones) and, as the pass does, removes the phis that merge one value with
//! themselves, and treats code in unreachable blocks as dead.

use cranelift_entity::{EntityRef, SecondaryMap};
use tcc_rs::ir::cfg::Cfg;
use tcc_rs::ir::{Block, Function, Inst, InstData, InstKind, Type, Value, ValueDef};

/// Promote `f`'s allocas; returns the phis kept, as (block, variable) with the variable the
/// alloca's index in the entry block, sorted.
pub fn promote(f: &mut Function) -> Vec<(Block, usize)> {
    let cfg = Cfg::new(f);
    let n = f.blocks.len();
    let reachable = reachable(f, &cfg);
    let idom = immediate_dominators(f, &cfg, &reachable);
    let df = dominance_frontiers(f, &cfg, &reachable, &idom);
    let vars: Vec<(Value, Type)> = f
        .block_insts(f.entry)
        .iter()
        .filter_map(|&i| match f.insts[i].kind {
            InstKind::Alloca { .. } => Some((f.insts[i].result.unwrap(), access_type(f, i))),
            _ => None,
        })
        .collect();
    // One `undef` per type, as in the pass: a phi merging two reads of uninitialised
    // variables merges one value, so it is trivial.
    let mut undefs: Vec<(Type, Value)> = Vec::new();
    let mut undef = |f: &mut Function, ty: Type| match undefs.iter().find(|u| u.0 == ty) {
        Some(&(_, v)) => v,
        None => {
            let v = f.add_value(ty, ValueDef::Undef, None);
            undefs.push((ty, v));
            v
        }
    };
    let mut phis: Vec<(Inst, usize)> = Vec::new();
    for (var, &(addr, ty)) in vars.iter().enumerate() {
        let defs: Vec<bool> = (0..n)
            .map(|b| reachable[b] && block_stores(f, Block::new(b), addr))
            .collect();
        let live_in = live_in(f, &cfg, &reachable, addr);
        let undef = undef(f, ty);
        for b in iterated_frontier(&df, &defs) {
            if live_in[b] {
                let block = Block::new(b);
                let args = cfg
                    .predecessors(block)
                    .iter()
                    .map(|&p| (p, undef))
                    .collect();
                let inst = new_inst(f, InstKind::Phi { ty, args });
                f.push_phi(block, inst);
                phis.push((inst, var));
            }
        }
    }
    let mut map: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    let mut stacks: Vec<Vec<Value>> = vars.iter().map(|&(_, ty)| vec![undef(f, ty)]).collect();
    let children = tree_children(n, &idom);
    let renaming = Renaming {
        cfg: &cfg,
        vars: &vars,
        phis: &phis,
        children: &children,
    };
    renaming.rename(f, f.entry, &mut stacks, &mut map);
    drop_unreachable_accesses(f, &reachable, &vars, &mut map, &mut undef);
    let kept = remove_trivial_phis(f, &reachable, &phis, &mut map, &mut undef);
    finish(f, &vars, &map);
    let mut placed: Vec<(Block, usize)> = kept
        .iter()
        .map(|&(inst, var)| (block_of_phi(f, inst), var))
        .collect();
    placed.sort();
    placed
}

fn access_type(f: &Function, alloca: Inst) -> Type {
    let addr = f.insts[alloca].result.unwrap();
    let mut ty = Type::I32;
    for &b in &f.layout {
        for &i in f.block_insts(b) {
            match f.insts[i].kind {
                InstKind::Load { ty: t, addr: a, .. } | InstKind::Store { ty: t, addr: a, .. }
                    if a == addr =>
                {
                    ty = t
                }
                _ => {}
            }
        }
    }
    ty
}

fn new_inst(f: &mut Function, kind: InstKind) -> Inst {
    let ty = kind.result_type().unwrap();
    let inst = f.insts.push(InstData { kind, result: None });
    let v = f.add_value(ty, ValueDef::Inst(inst), None);
    f.insts[inst].result = Some(v);
    inst
}

fn reachable(f: &Function, cfg: &Cfg) -> Vec<bool> {
    let mut seen = vec![false; f.blocks.len()];
    let mut stack = vec![f.entry];
    while let Some(b) = stack.pop() {
        if !std::mem::replace(&mut seen[b.index()], true) {
            stack.extend(cfg.successors(b));
        }
    }
    seen
}

/// Dom(entry) = {entry}; Dom(b) = {b} + the intersection of Dom(p) over b's reachable
/// predecessors, iterated until nothing changes. The immediate dominator of b is the strict
/// dominator with the most dominators of its own.
fn immediate_dominators(f: &Function, cfg: &Cfg, reachable: &[bool]) -> Vec<Option<usize>> {
    let n = f.blocks.len();
    let mut dom: Vec<Vec<bool>> = (0..n).map(|_| reachable.to_vec()).collect();
    dom[f.entry.index()] = (0..n).map(|b| b == f.entry.index()).collect();
    let mut changed = true;
    while changed {
        changed = false;
        for b in (0..n).filter(|&b| reachable[b] && b != f.entry.index()) {
            let mut new: Vec<bool> = reachable.to_vec();
            for p in cfg
                .predecessors(Block::new(b))
                .iter()
                .filter(|p| reachable[p.index()])
            {
                for (x, &d) in new.iter_mut().zip(&dom[p.index()]) {
                    *x &= d;
                }
            }
            new[b] = true;
            if new != dom[b] {
                dom[b] = new;
                changed = true;
            }
        }
    }
    let size = |b: usize| dom[b].iter().filter(|&&d| d).count();
    (0..n)
        .map(|b| {
            if !reachable[b] || b == f.entry.index() {
                return None;
            }
            (0..n)
                .filter(|&d| d != b && dom[b][d])
                .max_by_key(|&d| size(d))
        })
        .collect()
}

fn tree_children(n: usize, idom: &[Option<usize>]) -> Vec<Vec<usize>> {
    let mut children = vec![Vec::new(); n];
    for (b, d) in idom.iter().enumerate() {
        if let Some(d) = d {
            children[*d].push(b);
        }
    }
    children
}

/// DF(x): the blocks y with a predecessor that x dominates while x does not strictly
/// dominate y. For each reachable edge p -> y, every block from p up the dominator tree to
/// (not including) idom(y) has y in its frontier.
fn dominance_frontiers(
    f: &Function,
    cfg: &Cfg,
    reachable: &[bool],
    idom: &[Option<usize>],
) -> Vec<Vec<usize>> {
    let mut df = vec![Vec::new(); f.blocks.len()];
    for y in (0..f.blocks.len()).filter(|&y| reachable[y]) {
        for p in cfg
            .predecessors(Block::new(y))
            .iter()
            .filter(|p| reachable[p.index()])
        {
            let mut runner = Some(p.index());
            while let Some(r) = runner.filter(|&r| Some(r) != idom[y]) {
                if !df[r].contains(&y) {
                    df[r].push(y);
                }
                runner = idom[r];
            }
        }
    }
    df
}

/// DF+(defs) by Cytron's worklist: every frontier block of a definition is one too.
fn iterated_frontier(df: &[Vec<usize>], defs: &[bool]) -> Vec<usize> {
    let mut in_idf = vec![false; df.len()];
    let mut worklist: Vec<usize> = (0..df.len()).filter(|&b| defs[b]).collect();
    while let Some(x) = worklist.pop() {
        for &y in &df[x] {
            if !std::mem::replace(&mut in_idf[y], true) {
                worklist.push(y);
            }
        }
    }
    (0..df.len()).filter(|&b| in_idf[b]).collect()
}

fn block_stores(f: &Function, b: Block, addr: Value) -> bool {
    f.block_insts(b)
        .iter()
        .any(|&i| matches!(f.insts[i].kind, InstKind::Store { addr: a, .. } if a == addr))
}

/// Is the variable read in `b` before any store to it?
fn upward_exposed(f: &Function, b: Block, addr: Value) -> bool {
    for &i in f.block_insts(b) {
        match f.insts[i].kind {
            InstKind::Load { addr: a, .. } if a == addr => return true,
            InstKind::Store { addr: a, .. } if a == addr => return false,
            _ => {}
        }
    }
    false
}

/// live_in(b) = upward_exposed(b) or (b does not store and some successor is live-in),
/// over the reachable blocks, to a fixed point.
fn live_in(f: &Function, cfg: &Cfg, reachable: &[bool], addr: Value) -> Vec<bool> {
    let n = f.blocks.len();
    let mut live = vec![false; n];
    let mut changed = true;
    while changed {
        changed = false;
        for b in (0..n).filter(|&b| reachable[b]) {
            let block = Block::new(b);
            let out = cfg.successors(block).iter().any(|s| live[s.index()]);
            let new = upward_exposed(f, block, addr) || (out && !block_stores(f, block, addr));
            if new != live[b] {
                live[b] = new;
                changed = true;
            }
        }
    }
    live
}

struct Renaming<'a> {
    cfg: &'a Cfg,
    vars: &'a [(Value, Type)],
    phis: &'a [(Inst, usize)],
    children: &'a [Vec<usize>],
}

impl Renaming<'_> {
    fn var_of_addr(&self, addr: Value) -> Option<usize> {
        self.vars.iter().position(|&(a, _)| a == addr)
    }

    fn var_of_phi(&self, inst: Inst) -> Option<usize> {
        self.phis.iter().find(|&&(i, _)| i == inst).map(|&(_, v)| v)
    }

    /// Cytron's SEARCH(b): push the block's definitions, rewrite its uses, fill the
    /// successors' phi operands, recurse into the dominator-tree children, pop.
    fn rename(
        &self,
        f: &mut Function,
        b: Block,
        stacks: &mut [Vec<Value>],
        map: &mut SecondaryMap<Value, Option<Value>>,
    ) {
        let heights: Vec<usize> = stacks.iter().map(Vec::len).collect();
        for &phi in f.block_phis(b) {
            if let Some(var) = self.var_of_phi(phi) {
                stacks[var].push(f.insts[phi].result.unwrap());
            }
        }
        for &i in f.block_insts(b) {
            match f.insts[i].kind {
                InstKind::Load { addr, .. } => {
                    if let Some(var) = self.var_of_addr(addr) {
                        map[f.insts[i].result.unwrap()] = Some(*stacks[var].last().unwrap());
                    }
                }
                InstKind::Store { value, addr, .. } => {
                    if let Some(var) = self.var_of_addr(addr) {
                        stacks[var].push(value);
                    }
                }
                _ => {}
            }
        }
        let succs = self.cfg.successors(b).to_vec();
        for (edge, &s) in succs.iter().enumerate() {
            // This edge's operand: among s's predecessors, b's entries are adjacent, one per
            // edge in order.
            let first = self
                .cfg
                .predecessors(s)
                .iter()
                .position(|&p| p == b)
                .unwrap();
            let slot = first + succs[..edge].iter().filter(|&&x| x == s).count();
            for phi in f.block_phis(s).to_vec() {
                if let Some(var) = self.var_of_phi(phi) {
                    let v = *stacks[var].last().unwrap();
                    if let InstKind::Phi { args, .. } = &mut f.insts[phi].kind {
                        args[slot].1 = v;
                    }
                }
            }
        }
        for &c in &self.children[b.index()] {
            self.rename(f, Block::new(c), stacks, map);
        }
        for (stack, h) in stacks.iter_mut().zip(heights) {
            stack.truncate(h);
        }
    }
}

/// Loads in unreachable blocks read `undef`.
fn drop_unreachable_accesses(
    f: &mut Function,
    reachable: &[bool],
    vars: &[(Value, Type)],
    map: &mut SecondaryMap<Value, Option<Value>>,
    undef: &mut impl FnMut(&mut Function, Type) -> Value,
) {
    for b in (0..f.blocks.len()).filter(|&b| !reachable[b]) {
        for i in f.block_insts(Block::new(b)).to_vec() {
            if let InstKind::Load { ty, addr, .. } = f.insts[i].kind {
                if vars.iter().any(|&(a, _)| a == addr) {
                    map[f.insts[i].result.unwrap()] = Some(undef(f, ty));
                }
            }
        }
    }
}

fn resolve(map: &SecondaryMap<Value, Option<Value>>, mut v: Value) -> Value {
    while let Some(next) = map[v] {
        v = next;
    }
    v
}

/// Replace each phi whose flowing operands (from reachable predecessors) are one value
/// apart from itself by that value (`undef` if none), until none is left. Returns the rest.
fn remove_trivial_phis(
    f: &mut Function,
    reachable: &[bool],
    phis: &[(Inst, usize)],
    map: &mut SecondaryMap<Value, Option<Value>>,
    undef: &mut impl FnMut(&mut Function, Type) -> Value,
) -> Vec<(Inst, usize)> {
    let mut kept = phis.to_vec();
    loop {
        let trivial = kept.iter().position(|&(phi, _)| {
            let result = f.insts[phi].result.unwrap();
            let InstKind::Phi { args, .. } = &f.insts[phi].kind else {
                unreachable!()
            };
            let mut flowing = args
                .iter()
                .filter(|(p, _)| reachable[p.index()])
                .map(|&(_, v)| resolve(map, v))
                .filter(|&v| v != result);
            let first = flowing.next();
            flowing.all(|v| Some(v) == first)
        });
        let Some(k) = trivial else {
            return kept;
        };
        let (phi, _) = kept.remove(k);
        let result = f.insts[phi].result.unwrap();
        let InstKind::Phi { ty, args } = &f.insts[phi].kind else {
            unreachable!()
        };
        let same = args
            .iter()
            .filter(|(p, _)| reachable[p.index()])
            .map(|&(_, v)| resolve(map, v))
            .find(|&v| v != result);
        let ty = *ty;
        map[result] = Some(same.unwrap_or_else(|| undef(f, ty)));
        for &b in &f.layout.clone() {
            f.retain_in_block(b, |i| i != phi);
        }
    }
}

/// Delete the allocas, loads and stores, and rewrite every operand through `map`.
fn finish(f: &mut Function, vars: &[(Value, Type)], map: &SecondaryMap<Value, Option<Value>>) {
    let promoted = |f: &Function, i: Inst| match f.insts[i].kind {
        InstKind::Alloca { .. } => true,
        InstKind::Load { addr, .. } | InstKind::Store { addr, .. } => {
            vars.iter().any(|&(a, _)| a == addr)
        }
        _ => false,
    };
    for b in f.layout.clone() {
        let gone: Vec<Inst> = f
            .block_insts(b)
            .iter()
            .copied()
            .filter(|&i| promoted(f, i))
            .collect();
        f.retain_in_block(b, |i| !gone.contains(&i));
        f.update_block_insts(b, |data| data.kind.map_operands(|v| resolve(map, v)));
        if let Some(t) = &mut f.blocks[b].term {
            t.map_operands(|v| resolve(map, v));
        }
    }
}

fn block_of_phi(f: &Function, phi: Inst) -> Block {
    *f.layout
        .iter()
        .find(|&&b| f.block_phis(b).contains(&phi))
        .expect("a kept phi is in a block")
}

//! The unit's call graph, for the inliner: which functions of the unit each one calls
//! directly, how many calls each receives, which are named other than as a callee, and the
//! strongly connected components in bottom-up order (Tarjan's algorithm), so that the
//! pipeline can run on every callee before its callers (`pipeline::Pipeline::run_unit`).
//!
//! A component of more than one function, or a function that calls itself, is a recursion:
//! its members are not inlined into each other (the copy would never end).

use crate::ir::{Callee, Function, InstKind};
use rustc_hash::FxHashMap as HashMap;

/// The direct calls between the functions of one unit.
pub struct CallGraph {
    /// Each function's place in the unit, by name.
    index: HashMap<String, usize>,
    /// The functions of the unit each one calls directly (each once).
    callees: Vec<Vec<usize>>,
    /// How many direct calls each function receives in the unit.
    pub sites: Vec<usize>,
    /// Whether each function is named other than as a callee (its address is taken).
    pub address_taken: Vec<bool>,
    /// Each function's strongly connected component.
    pub scc: Vec<usize>,
    /// Whether each function calls itself.
    pub self_recursive: Vec<bool>,
    /// The functions, callees before callers (a component's members together).
    pub order: Vec<usize>,
}

impl CallGraph {
    /// The call graph of `functions`, the definitions of one unit, in source order.
    pub fn new(functions: &[Function]) -> CallGraph {
        let index: HashMap<String, usize> = functions
            .iter()
            .enumerate()
            .map(|(i, f)| (f.name.clone(), i))
            .collect();
        let n = functions.len();
        let mut g = CallGraph {
            index,
            callees: vec![Vec::new(); n],
            sites: vec![0; n],
            address_taken: vec![false; n],
            scc: vec![0; n],
            self_recursive: vec![false; n],
            order: Vec::with_capacity(n),
        };
        for (i, f) in functions.iter().enumerate() {
            g.add_edges(i, f);
        }
        g.strongly_connected_components();
        g
    }

    /// The place of the function called `name`, if the unit defines it.
    pub fn place(&self, name: &str) -> Option<usize> {
        self.index.get(name).copied()
    }

    /// Note the calls and the addresses `f`, the `i`th function, takes.
    fn add_edges(&mut self, i: usize, f: &Function) {
        for &b in &f.layout {
            for inst in f.block_insts(b) {
                let (name, call) = match &f.insts[*inst].kind {
                    InstKind::Call(c) => match &c.callee {
                        Callee::Direct(name) => (name.as_str(), true),
                        Callee::Indirect(_) => continue,
                    },
                    InstKind::FuncAddr { name } | InstKind::GlobalAddr { name } => (&**name, false),
                    _ => continue,
                };
                let Some(&j) = self.index.get(name) else {
                    continue;
                };
                if !call {
                    self.address_taken[j] = true;
                    continue;
                }
                self.sites[j] += 1;
                self.self_recursive[j] |= i == j;
                if !self.callees[i].contains(&j) {
                    self.callees[i].push(j);
                }
            }
        }
    }

    /// Tarjan's algorithm, without recursion (call chains can be thousands deep): each
    /// component is complete when its root is left, after every component it reaches, so the
    /// components come out callees first.
    fn strongly_connected_components(&mut self) {
        const UNSEEN: usize = usize::MAX;
        let n = self.callees.len();
        let mut number = vec![UNSEEN; n];
        let mut low = vec![0; n];
        let mut on_stack = vec![false; n];
        let mut stack = Vec::new();
        let mut next = 0;
        let mut components = 0;
        for root in 0..n {
            if number[root] != UNSEEN {
                continue;
            }
            // The depth-first path: each node with the index of its next callee to visit.
            let mut path = vec![(root, 0)];
            number[root] = next;
            low[root] = next;
            next += 1;
            stack.push(root);
            on_stack[root] = true;
            while let Some(&mut (v, ref mut k)) = path.last_mut() {
                if let Some(&w) = self.callees[v].get(*k) {
                    *k += 1;
                    if number[w] == UNSEEN {
                        number[w] = next;
                        low[w] = next;
                        next += 1;
                        stack.push(w);
                        on_stack[w] = true;
                        path.push((w, 0));
                    } else if on_stack[w] {
                        low[v] = low[v].min(number[w]);
                    }
                    continue;
                }
                path.pop();
                if let Some(&(parent, _)) = path.last() {
                    low[parent] = low[parent].min(low[v]);
                }
                if low[v] == number[v] {
                    while let Some(w) = stack.pop() {
                        on_stack[w] = false;
                        self.scc[w] = components;
                        self.order.push(w);
                        if w == v {
                            break;
                        }
                    }
                    components += 1;
                }
            }
        }
    }

    /// Are the functions at `a` and `b` one recursion (the same component, or one function
    /// that calls itself)?
    pub fn recursive(&self, a: usize, b: usize) -> bool {
        self.scc[a] == self.scc[b] && (a != b || self.self_recursive[a])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::read::read_module;

    fn graph(text: &str) -> (CallGraph, Vec<String>) {
        let m = read_module(text).expect("valid IR");
        let names = m.functions.iter().map(|f| f.name.clone()).collect();
        (CallGraph::new(&m.functions), names)
    }

    #[test]
    fn callees_come_before_callers_and_cycles_are_one_component() {
        let (g, names) = graph(
            "declare @ext() -> i32\n\
             fn @main() -> i32 {\nentry:\n  %a = call i32 @even()\n  ret i32 %a\n}\n\
             fn @even() -> i32 {\nentry:\n  %a = call i32 @odd()\n  ret i32 %a\n}\n\
             fn @odd() -> i32 {\nentry:\n  %a = call i32 @even()\n  %b = call i32 @leaf()\n  ret i32 %a\n}\n\
             fn @leaf() -> i32 {\nentry:\n  %a = call i32 @ext()\n  ret i32 %a\n}\n",
        );
        let order: Vec<&str> = g.order.iter().map(|&i| names[i].as_str()).collect();
        assert_eq!(order, ["leaf", "odd", "even", "main"]);
        assert!(g.recursive(1, 2) && !g.recursive(0, 1) && !g.recursive(3, 3));
        assert_eq!(g.sites, [0, 2, 1, 1]);
    }

    #[test]
    fn a_function_calling_itself_is_recursive_and_an_address_taken_is_noted() {
        let (g, _) = graph(
            "fn @f(i32 %n) -> i32 {\nentry:\n  %a = call i32 @f(i32 %n)\n  ret i32 %a\n}\n\
             fn @g() -> ptr {\nentry:\n  %p = func_addr @f\n  ret ptr %p\n}\n",
        );
        assert!(g.recursive(0, 0) && !g.recursive(1, 1));
        assert_eq!(g.address_taken, [true, false]);
    }
}

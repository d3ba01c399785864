//! Graphviz output of a function's CFG. API skeleton; being written.

use super::Function;

/// One `digraph` with a cluster per (title, function) pair, e.g. the same function before
/// and after mem2reg.
pub fn print_dot(graphs: &[(&str, &Function)]) -> String {
    let _ = graphs;
    String::from("digraph cfg {\n}\n")
}

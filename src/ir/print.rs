//! The IR text form (printer).

use super::{Function, Module};

pub fn print_module(m: &Module) -> String {
    m.functions.iter().map(print_function).collect()
}

pub fn print_function(f: &Function) -> String {
    format!("fn @{} {{ }}\n", f.name)
}

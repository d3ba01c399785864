//! The IR verifier. API skeleton; the checks are being written.

use super::{Function, Module};

/// Check one function; the error names the entity and says what is wrong.
pub fn verify_function(f: &Function) -> Result<(), String> {
    let _ = f;
    Ok(())
}

pub fn verify_module(m: &Module) -> Result<(), String> {
    m.functions.iter().try_for_each(verify_function)
}

//! Lowering: the checked AST to IR in memory form (every local an alloca).

use crate::diag::{Diagnostic, SourceFile};
use crate::{ir, Options};

/// Parse, check and lower one translation unit.
pub fn lower_source(file: &SourceFile, opts: &Options) -> Result<ir::Module, Vec<Diagnostic>> {
    let _ = (file, opts);
    Err(vec![Diagnostic::error_no_span("front end not written yet")])
}

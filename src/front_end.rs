//! The front end's one entry point: preprocessed C to IR in memory form.
//!
//! The driver, the tests and the benchmarks all compile C through [`lower_c`], so what is
//! tested is what ships. It runs parse -> sema -> lower one phase at a time (so that
//! `--time-passes` can tell them apart) on the compiler's stack (see [`on_compiler_stack`]).

use crate::diag::{Diagnostic, SourceFile};
use crate::driver::timing::{self, PassTimes};
use crate::stack::on_compiler_stack;
use crate::{ir, lower, parse, sema, Options};

/// What the front end made of a translation unit it accepted.
pub struct Lowered {
    pub module: ir::Module,
    /// Warnings (sema's), in source order, for the caller to print or silence.
    pub warnings: Vec<Diagnostic>,
}

/// Parse, check and lower one preprocessed translation unit. On failure the diagnostics
/// are the errors and warnings together, in the order they arose.
pub fn lower_c(
    file: &SourceFile,
    opts: &Options,
    times: &mut PassTimes,
) -> Result<Lowered, Vec<Diagnostic>> {
    on_compiler_stack(|| {
        let mut unit = times.time(timing::PARSE, || parse::parse(file))?;
        unit.pragmas = file.pragmas.clone();
        let mut syms = times.time(timing::SEMA, || {
            reporting_internal_errors(|| sema::check(&mut unit, opts))
        })?;
        let module = times.time(timing::LOWER, || {
            reporting_internal_errors(|| Ok(lower::lower(&unit, &syms)))
        })?;
        Ok(Lowered {
            module,
            warnings: std::mem::take(&mut syms.warnings),
        })
    })
}

/// Run a stage on the tree; a broken invariant it finds (`ast::InternalError`) becomes a
/// located diagnostic instead of a crash.
fn reporting_internal_errors<T>(
    stage: impl FnOnce() -> Result<T, Vec<Diagnostic>>,
) -> Result<T, Vec<Diagnostic>> {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(stage)) {
        Ok(result) => result,
        Err(payload) => match payload.downcast::<crate::ast::InternalError>() {
            Ok(ice) => Err(vec![Diagnostic::internal_error(ice.span, ice.message)]),
            Err(other) => std::panic::resume_unwind(other),
        },
    }
}

/// [`lower_c`] without timing, for tests and tools.
pub fn lower_source(file: &SourceFile, opts: &Options) -> Result<Lowered, Vec<Diagnostic>> {
    lower_c(file, opts, &mut PassTimes::new(false))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An expression sema never typed is a located internal compiler error, not `int`.
    #[test]
    fn an_untyped_expression_is_a_located_internal_compiler_error() {
        let file = SourceFile::new("x.c", "int f(void) { return 1 + 2; }\n");
        let mut unit = parse::parse(&file).unwrap();
        let syms = sema::check(&mut unit, &Options::default()).unwrap();
        // Undo sema's work on the returned expression, as a bug in sema would.
        let crate::ast::ExternalDecl::Function(f) = &mut unit.items[0] else {
            panic!("the unit is one function definition");
        };
        let crate::ast::BlockItem::Stmt(ret) = &mut f.body[0] else {
            panic!("the body is one statement");
        };
        let crate::ast::StmtKind::Return(Some(value)) = &mut ret.kind else {
            panic!("the statement returns a value");
        };
        value.ty = None;
        let diags = reporting_internal_errors(|| Ok(lower::lower(&unit, &syms))).unwrap_err();
        let rendered: String = diags.iter().map(|d| d.render(&file)).collect();
        assert_eq!(
            rendered,
            "x.c:1:22: internal compiler error: a binary expression was never typed by \
             sema\n    1 | int f(void) { return 1 + 2; }\n      |                      ^~~~~\n"
        );
    }
}

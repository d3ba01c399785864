//! The front end's one entry point: preprocessed C to IR in memory form.
//!
//! The driver, the tests and the benchmarks all compile C through [`check_c`] and
//! [`Lowering`] (or [`lower_c`], which collects what `Lowering` gives), so what is tested is
//! what ships. Parsing and sema take the whole translation unit (C's scopes and
//! sema's checks run over all of it before anything is accepted); lowering then takes one
//! function definition at a time and hands each to the caller, which takes it through the
//! later stages before the next is lowered, so the IR of only one function is alive at a
//! time (docs/design.md, "One function at a time"). Each phase is timed on its own for
//! `--time-passes`, and runs on the compiler's stack (see [`on_compiler_stack`]), where the
//! driver runs.

use crate::ast::{ExternalDecl, TranslationUnit};
use crate::diag::{Diagnostic, SourceFile};
use crate::driver::timing::{self, PassTimes};
use crate::lower::ModuleLowering;
use crate::preprocess::OutputToken;
use crate::sema::Symbols;
use crate::stack::{is_compiler_stack, on_compiler_stack};
use crate::{ir, parse, sema, Options};

/// What the front end made of a translation unit it accepted.
pub struct Lowered {
    pub module: ir::Module,
    /// Warnings (sema's), in source order, for the caller to print or silence.
    pub warnings: Vec<Diagnostic>,
}

/// A translation unit parsed and accepted by sema: its syntax tree, annotated, and its
/// symbols. The parse tree is gone by now; the syntax tree goes function by function as
/// [`Lowering`] lowers it.
pub struct Checked {
    unit: TranslationUnit,
    syms: Symbols,
}

/// Parse and check one preprocessed translation unit, given the preprocessor's tokens of
/// its text (which the parser consumes; `None` has the parser lex the text, for text that
/// was not preprocessed). On failure the diagnostics are the errors and warnings together,
/// in the order they arose. Runs on the compiler's stack (the syntax tree cannot move to
/// another thread): the driver runs there, and [`lower_c`] moves there.
pub fn check_c(
    file: &SourceFile,
    tokens: Option<Vec<OutputToken>>,
    opts: &Options,
    times: &mut PassTimes,
) -> Result<Checked, Vec<Diagnostic>> {
    assert!(
        is_compiler_stack(),
        "the front end runs on the compiler's stack (stack::on_compiler_stack)"
    );
    let mut unit = times.time(timing::PARSE, || match tokens {
        Some(tokens) => parse::parse_tokens(file, tokens),
        None => parse::parse(file),
    })?;
    unit.pragmas = file.pragmas.clone();
    let syms = times.time(timing::SEMA, || {
        reporting_internal_errors(|| sema::check(&mut unit, opts))
    })?;
    Ok(Checked { unit, syms })
}

impl Checked {
    /// Sema's warnings, in source order, for the caller to print or silence.
    pub fn take_warnings(&mut self) -> Vec<Diagnostic> {
        std::mem::take(&mut self.syms.warnings)
    }

    /// Start lowering the unit, one function definition at a time.
    pub fn lowering(self) -> Lowering {
        let Checked { mut unit, syms } = self;
        let module = ModuleLowering::new(&unit, &syms);
        Lowering {
            items: std::mem::take(&mut unit.items).into_iter(),
            syms,
            module,
        }
    }
}

/// A unit being lowered one function definition at a time: the caller takes each function
/// [`Lowering::next_function`] gives through the later stages before asking for the next,
/// so that the IR of one function is alive at a time, and each definition's syntax tree is
/// dropped once lowered. [`Lowering::skeleton`] is what code generation declares before
/// the first function; [`Lowering::finish`] gives the rest of the module.
pub struct Lowering {
    /// The external declarations not lowered yet.
    items: std::vec::IntoIter<ExternalDecl>,
    syms: Symbols,
    module: ModuleLowering,
}

impl Lowering {
    /// The module as known before any function is lowered: its globals, its symbols'
    /// attributes, and each definition without its body.
    pub fn skeleton(&self) -> ir::Module {
        self.module.skeleton()
    }

    /// The next function definition, lowered; `None` after the last. A broken invariant
    /// lowering finds is a located internal compiler error.
    pub fn next_function(
        &mut self,
        times: &mut PassTimes,
    ) -> Option<Result<ir::Function, Vec<Diagnostic>>> {
        let def = self.items.find_map(|item| match item {
            ExternalDecl::Function(def) => Some(def),
            ExternalDecl::Declaration(_) => None,
        })?;
        let (module, syms) = (&mut self.module, &self.syms);
        Some(times.time(timing::LOWER, || {
            reporting_internal_errors(|| Ok(module.function(&def, syms)))
        }))
    }

    /// The module without functions: globals, attributes, and the declarations of the
    /// functions it calls without defining them (which depend on the calls lowering made).
    pub fn finish(self) -> ir::Module {
        self.module.finish(&self.syms)
    }
}

/// Parse, check and lower one preprocessed translation unit, all of it at once. On failure
/// the diagnostics are the errors and warnings together, in the order they arose.
pub fn lower_c(
    file: &SourceFile,
    opts: &Options,
    times: &mut PassTimes,
) -> Result<Lowered, Vec<Diagnostic>> {
    on_compiler_stack(|| {
        let mut checked = check_c(file, None, opts, times)?;
        let warnings = checked.take_warnings();
        let mut lowering = checked.lowering();
        let mut functions = Vec::new();
        while let Some(f) = lowering.next_function(times) {
            functions.push(f?);
        }
        let module = ir::Module {
            functions,
            ..lowering.finish()
        };
        Ok(Lowered { module, warnings })
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
    use crate::lower;

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

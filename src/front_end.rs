//! The front end's one entry point: preprocessed C to IR in memory form.
//!
//! The driver, the tests and the benchmarks all compile C through [`Stream`] (or
//! [`lower_c`], which collects what `Stream` gives), so what is tested is what ships. The
//! unit is read one external declaration at a time: the parser builds it, sema checks it,
//! and a function definition is lowered at once and handed to the caller, which takes it
//! through the later stages before asking for the next; its syntax tree is gone by then.
//! So the syntax tree and the IR of one function are alive at a time, besides what the
//! whole unit declares (docs/design.md, "One function at a time"). Each phase is timed on
//! its own for `--time-passes`, and runs on the compiler's stack (see
//! [`on_compiler_stack`]), where the driver runs.
//!
//! The diagnostics are those of a whole-unit compile: a syntax error anywhere is the only
//! error reported, so sema's diagnostics are held until the parser reaches the end, and a
//! unit with an error gives no functions after the item that has it.

use crate::ast::{ExternalDecl, FunctionDef};
use crate::diag::{Diagnostic, SourceFile};
use crate::lower::ModuleLowering;
use crate::passes::{inline, pipeline};
use crate::preprocess::OutputToken;
use crate::sema::Checker;
use crate::stack::{is_compiler_stack, on_compiler_stack};
use crate::timing::{self, PassTimes};
use crate::{ir, parse, Options};
use std::collections::VecDeque;

/// What the front end made of a translation unit it accepted, all of it at once.
pub struct Lowered {
    pub module: ir::Module,
    /// Warnings (sema's), in source order, for the caller to print or silence.
    pub warnings: Vec<Diagnostic>,
}

/// A translation unit read, checked and lowered one external declaration at a time. The
/// caller takes each function [`Stream::next_function`] gives through the later stages
/// before asking for the next, and then calls [`Stream::finish`], which says whether the
/// unit was accepted and gives the rest of the module.
pub struct Stream<'a> {
    items: parse::Items<'a>,
    checker: Checker<'a>,
    lowering: ModuleLowering,
    /// The parser's error, the only one the unit then reports.
    parse_error: Option<Vec<Diagnostic>>,
    /// A broken invariant sema or lowering found (`ast::InternalError`), reported if the
    /// unit has no other error. After one in sema the checker's state is not to be
    /// trusted, so the rest of the unit is only parsed.
    internal_error: Option<Vec<Diagnostic>>,
    sema_broken: bool,
    /// Functions lowered and not given out yet, and whether the parser is at the end.
    lowered: VecDeque<ir::Function>,
    ended: bool,
}

/// The front end reads a group of external declarations at a time: it parses them, then
/// checks them, then lowers the function definitions among them. Each phase's code and
/// tables stay in the processor's caches for a group rather than for one function; one
/// function at a time took 15% more CPU time than the whole unit phase by phase, for the
/// same instructions (docs/benchmarks.md, "Phases in groups"). A group is a few
/// functions' syntax trees and IR.
const GROUP_DEFINITIONS: usize = 32;
const GROUP_TEXT: usize = 64 * 1024;

/// A unit the front end accepted, once read to its end.
pub struct Finished {
    /// The module without its functions' bodies (see `lower::Finished`).
    pub module: ir::Module,
    /// The names functions given out before the end gave symbols that have other names
    /// now (see `lower::ModuleLowering`), each with its name now.
    pub renames: Vec<(String, String)>,
    /// The definitions withheld that the finished unit needs, and the names of those
    /// given out that it does not define (see `lower::Finished`).
    pub late: Vec<ir::Function>,
    pub withdrawn: Vec<String>,
    /// Sema's warnings, in source order, for the caller to print or silence.
    pub warnings: Vec<Diagnostic>,
}

impl Finished {
    /// Whether the functions given out before the end are not those of the finished
    /// unit (what a later declaration changed): the unit must be compiled again, whole.
    pub fn changed(&self) -> bool {
        !(self.renames.is_empty() && self.late.is_empty() && self.withdrawn.is_empty())
    }
}

impl<'a> Stream<'a> {
    /// Start reading one preprocessed translation unit, given the preprocessor's tokens of
    /// its text (which the parser consumes; `None` has the parser lex the text, for text
    /// that was not preprocessed). Input nested too deeply is refused here. Runs on the
    /// compiler's stack (syntax trees cannot move to another thread): the driver runs
    /// there, and [`lower_c`] moves there.
    pub fn new(
        file: &'a SourceFile,
        tokens: Option<Vec<OutputToken>>,
        opts: &'a Options,
        times: &mut PassTimes,
    ) -> Result<Stream<'a>, Vec<Diagnostic>> {
        assert!(
            is_compiler_stack(),
            "the front end runs on the compiler's stack (stack::on_compiler_stack)"
        );
        let tokens = tokens.unwrap_or_else(|| crate::preprocess::tokens_of(&file.text));
        let names = parse::names_not_keywords(
            opts.pedantic.std,
            opts.pedantic.no_asm(),
            opts.float_n_keywords,
        );
        let items = times.time(timing::PARSE, || parse::items(file, tokens, &names))?;
        let mut lowering = ModuleLowering::new(&file.pragmas);
        if opts.debug_info {
            lowering.describe_for_debugger();
        }
        Ok(Stream {
            items,
            checker: Checker::new(opts, &file.pragmas).with_system_text(&file.system_text),
            lowering,
            parse_error: None,
            internal_error: None,
            sema_broken: false,
            lowered: VecDeque::new(),
            ended: false,
        })
    }

    /// The stream, keeping for [`Stream::announcements`] what it needs.
    pub fn announcing(mut self) -> Self {
        self.lowering.announce();
        self
    }

    /// The stream, keeping in the finished module the bodies of the inline definitions it
    /// does not emit, for the inliner (`ir::Module::inline_only`).
    pub fn keeping_inline_definitions(mut self) -> Self {
        self.lowering.keep_inline_definitions();
        self
    }

    /// The definitions the parser's pre-pass saw in the whole unit.
    pub fn forecast(&self) -> &parse::Definitions {
        self.items.definitions()
    }

    /// The next function definition, lowered; `None` after the last, or once the unit is
    /// known to have an error (the rest is then read for its diagnostics, which
    /// [`Stream::finish`] reports).
    pub fn next_function(&mut self, times: &mut PassTimes) -> Option<ir::Function> {
        while self.lowered.is_empty() && !self.ended {
            let items = times.time(timing::PARSE, || self.parse_group());
            let definitions = times.time(timing::SEMA, || self.check_group(items));
            times.time(timing::LOWER, || self.lower_group(definitions));
        }
        self.lowered.pop_front()
    }

    /// The next group of external declarations: up to [`GROUP_DEFINITIONS`] function
    /// definitions, or [`GROUP_TEXT`] bytes of text.
    fn parse_group(&mut self) -> Vec<ExternalDecl> {
        let (start, mut items, mut definitions) = (self.items.offset(), Vec::new(), 0);
        while definitions < GROUP_DEFINITIONS && self.items.offset() - start < GROUP_TEXT {
            match self.items.next() {
                Some(Ok(item)) => {
                    definitions += usize::from(matches!(item, ExternalDecl::Function(_)));
                    items.push(item);
                }
                Some(Err(diags)) => {
                    self.parse_error = Some(diags);
                    self.ended = true;
                    break;
                }
                None => {
                    self.ended = true;
                    break;
                }
            }
        }
        items
    }

    /// Check `items`, in order; their function definitions.
    fn check_group(&mut self, items: Vec<ExternalDecl>) -> Vec<FunctionDef> {
        let mut definitions = Vec::new();
        self.checker.add_extensions(&self.items.extensions());
        for mut item in items {
            if self.sema_broken {
                break;
            }
            let checker = &mut self.checker;
            let checked = reporting_internal_errors(|| {
                checker.check_item(&mut item);
                Ok(())
            });
            match (checked, item) {
                (Err(ice), _) => {
                    self.internal_error.get_or_insert(ice);
                    self.sema_broken = true;
                }
                (Ok(()), ExternalDecl::Function(def)) => definitions.push(def),
                (Ok(()), ExternalDecl::Declaration(_) | ExternalDecl::Empty(_)) => {}
                (Ok(()), ExternalDecl::Asm(text, _)) => self.lowering.file_scope_asm(&text),
            }
        }
        definitions
    }

    /// Lower `definitions`, checked, unless the unit has an error (then there is no
    /// output, and no use for them), and queue the functions lowering gives out (see
    /// `lower::ModuleLowering`: not every definition, nor only definitions of the group).
    fn lower_group(&mut self, definitions: Vec<FunctionDef>) {
        let failed = |s: &Self| s.checker.has_errors() || s.internal_error.is_some();
        for def in definitions {
            if failed(self) {
                return;
            }
            let (lowering, syms) = (&mut self.lowering, self.checker.symbols());
            match reporting_internal_errors(|| Ok(lowering.function(&def, syms))) {
                Ok(fs) => self.lowered.extend(fs),
                Err(ice) => self.internal_error = Some(ice),
            }
        }
        if !failed(self) {
            let released = self.lowering.release(self.checker.symbols());
            self.lowered.extend(released);
        }
    }

    /// What code generation must declare before it translates the function given last
    /// (see `lower::ModuleLowering::announcements`), for a stream made
    /// [`Stream::announcing`].
    pub fn announcements(&mut self) -> Vec<ir::Announced> {
        let forecast = self.items.definitions();
        let later = |name: &str, function: bool| match function {
            true => forecast.functions.contains(name),
            false => forecast.objects.contains(name),
        };
        let announced = self.lowering.announcements(self.checker.symbols(), &later);
        announced.unwrap_or_default()
    }

    /// Read the rest of the unit (the caller has taken every function), and finish it. On
    /// failure the diagnostics are the errors and warnings together, in the order they
    /// arose.
    pub fn finish(mut self, times: &mut PassTimes) -> Result<Finished, Vec<Diagnostic>> {
        while self.next_function(times).is_some() {}
        if let Some(diags) = self.parse_error {
            return Err(diags);
        }
        if let (true, Some(diags)) = (self.sema_broken, &mut self.internal_error) {
            return Err(std::mem::take(diags));
        }
        let attributes = self.items.attributes();
        let checker = self.checker;
        let mut syms = times.time(timing::SEMA, || {
            reporting_internal_errors(|| checker.finish(&attributes))
        })?;
        if let Some(diags) = self.internal_error {
            return Err(diags);
        }
        let lowered = times.time(timing::LOWER, || self.lowering.finish(&syms));
        Ok(Finished {
            module: lowered.module,
            renames: lowered.renames,
            late: lowered.late,
            withdrawn: lowered.withdrawn,
            warnings: std::mem::take(&mut syms.warnings),
        })
    }
}

/// Give each of `renames` (old name, new) its new name in the functions of `m` (see
/// [`Finished::renames`]): the module is then the one lowering gives once the unit is read.
pub fn rename_symbols(m: &mut ir::Module, renames: &[(String, String)]) {
    if renames.is_empty() {
        return;
    }
    let new_name = |name: &str| {
        renames
            .iter()
            .find(|(old, _)| old == name)
            .map(|(_, new)| new.as_str())
    };
    let inline_only = m.inline_only.iter_mut().map(|d| &mut d.function);
    for f in m.functions.iter_mut().chain(inline_only) {
        if let Some(new) = new_name(&f.name) {
            f.name = new.to_string();
        }
        for inst in f.insts.values_mut() {
            let name = match &mut inst.kind {
                ir::InstKind::GlobalAddr { name } | ir::InstKind::FuncAddr { name } => name,
                ir::InstKind::Call(call) => match &mut call.callee {
                    ir::Callee::Direct(name) => {
                        if let Some(new) = new_name(name) {
                            *name = new.to_string();
                        }
                        continue;
                    }
                    ir::Callee::Indirect(_) => continue,
                },
                _ => continue,
            };
            if let Some(new) = new_name(name) {
                *name = new.into();
            }
        }
    }
}

/// Parse, check and lower one preprocessed translation unit, all of it, given the
/// preprocessor's tokens of its text (or `None`, see [`Stream::new`]); when `opts`
/// inline, the module keeps the inline definitions it does not emit. On failure the
/// diagnostics are the errors and warnings together, in the order they arose.
pub fn lower_c(
    file: &SourceFile,
    tokens: Option<Vec<OutputToken>>,
    opts: &Options,
    times: &mut PassTimes,
) -> Result<Lowered, Vec<Diagnostic>> {
    on_compiler_stack(|| {
        let mut stream = Stream::new(file, tokens, opts, times)?;
        if pipeline::enabled(&inline::PASS, opts) {
            stream = stream.keeping_inline_definitions();
        }
        let mut functions = Vec::new();
        while let Some(f) = stream.next_function(times) {
            functions.push(f);
        }
        let finished = stream.finish(times)?;
        functions.retain(|f| !finished.withdrawn.contains(&f.name));
        functions.extend(finished.late);
        let mut module = ir::Module {
            functions,
            ..finished.module
        };
        rename_symbols(&mut module, &finished.renames);
        Ok(Lowered {
            module,
            warnings: finished.warnings,
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
    lower_c(file, None, opts, &mut PassTimes::new(false))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{lower, sema};

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

//! Thread-local storage: `_Thread_local` (C11) and GNU C's `__thread`.
//!
//! The keyword joins `static` or `extern` (or stands alone at file scope) on an object
//! with static storage duration; each thread then has its own instance of the object
//! (6.2.4p4). Here: how the keyword combines with the other storage classes, with gcc's
//! errors, and the agreement of every declaration of one object on being thread-local. The
//! object's `GlobalInfo::thread_local` takes it to the IR (`ir::Global::thread_local`);
//! its address is not an address constant (6.6p9), so `init` refuses it in static
//! initializers.

use super::kr::first_token;
use super::*;

/// A declaration's thread-local specifier: which keyword, and where.
pub(super) type ThreadSpec = Option<(StorageClass, Span)>;

impl Checker<'_> {
    /// The thread-local specifier among `specs`, checked against the other storage classes
    /// as gcc checks it: once only, not with `typedef`, `auto` or `register`, and `__thread`
    /// only after `static` or `extern`. Errors are not fatal: the declaration goes on as
    /// gcc reads it (without the specifier beside `typedef`, `auto` or `register`).
    pub(super) fn thread_spec(&mut self, specs: &DeclSpecs) -> Option<ThreadSpec> {
        let mut found: ThreadSpec = None;
        let mut before: Option<StorageClass> = None;
        for &(class, sp) in &specs.storage {
            if !class.is_thread_local() {
                before = before.or(Some(class));
                if let Some((tls, tsp)) = found {
                    match class {
                        StorageClass::Static | StorageClass::Extern
                            if tls == StorageClass::Thread =>
                        {
                            let msg = format!("'__thread' before '{}'", class.keyword());
                            self.error::<()>(tsp, msg);
                        }
                        _ => {}
                    }
                }
                continue;
            }
            if found.is_some() {
                let at = first_token(specs);
                self.error::<()>(at, "duplicate '_Thread_local' or '__thread'");
                continue;
            }
            found = Some((class, sp));
        }
        let Some((tls, _)) = found else {
            return Some(None);
        };
        let other = specs.storage.iter().map(|s| s.0).find(|s| {
            matches!(
                s,
                StorageClass::Typedef | StorageClass::Auto | StorageClass::Register
            )
        });
        if let Some(other) = other {
            let msg = format!("'{}' used with '{}'", tls.keyword(), other.keyword());
            self.error::<()>(first_token(specs), msg);
            return Some(None);
        }
        Some(found)
    }

    /// A function cannot be thread-local: gcc's errors for a definition and a declaration.
    pub(super) fn thread_local_function(
        &mut self,
        tls: ThreadSpec,
        name_span: Span,
        definition: bool,
        name: &str,
    ) -> Option<()> {
        let Some((class, _)) = tls else {
            return Some(());
        };
        match definition {
            true => {
                let msg = format!("function definition declared '{}'", class.keyword());
                self.error(name_span, msg)
            }
            false => self.error(
                name_span,
                format!("invalid storage class for function '{name}'"),
            ),
        }
    }

    /// A block-scope thread-local object needs `static` or `extern` (6.7.1p3).
    pub(super) fn thread_local_auto(
        &mut self,
        tls: ThreadSpec,
        storage: Option<StorageClass>,
        name: &str,
        name_span: Span,
    ) -> Option<()> {
        match (tls, storage) {
            (Some((class, _)), None) => self.error(
                name_span,
                format!(
                    "function-scope '{name}' implicitly auto and declared '{}'",
                    class.keyword()
                ),
            ),
            _ => Some(()),
        }
    }

    /// Every declaration of an object agrees on its being thread-local (6.7.1p3): the
    /// declaration of `name` at `span` (`thread_local` or not) follows `prev`'s.
    pub(super) fn thread_local_agrees(
        &mut self,
        name: &str,
        span: Span,
        thread_local: bool,
        prev: &Symbol,
    ) -> Option<()> {
        let SymbolKind::Global(info) = &prev.kind else {
            return Some(());
        };
        let msg = match (info.thread_local, thread_local) {
            (false, true) => {
                format!("thread-local declaration of '{name}' follows non-thread-local declaration")
            }
            (true, false) => {
                format!("non-thread-local declaration of '{name}' follows thread-local declaration")
            }
            _ => return Some(()),
        };
        self.error_with_note(
            span,
            msg,
            prev.span,
            format!("previous declaration of '{name}' with type '{}'", prev.ty),
        )
    }
}

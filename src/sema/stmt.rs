//! Statements (6.8): block scopes, the contexts `break`, `continue` and `case` need, labels
//! and gotos, and the controlling expressions of conditions and switches.

use super::constant::{eval_int, wrap};
use super::*;

impl Checker<'_> {
    pub(super) fn block_item(&mut self, item: &mut BlockItem) -> Option<()> {
        match item {
            BlockItem::Decl(d) => self.local_declaration(d),
            BlockItem::Stmt(s) => self.statement(s),
        }
    }

    fn with_scope<T>(&mut self, f: impl FnOnce(&mut Self) -> T) -> T {
        self.scopes.push(HashMap::new());
        let r = f(self);
        self.scopes.pop();
        r
    }

    fn ctx(&mut self) -> &mut FunctionContext {
        self.func
            .as_mut()
            .expect("statements are only checked inside a function")
    }

    /// Check one statement. Errors are recorded; the return value only stops the
    /// statement itself.
    pub(super) fn statement(&mut self, s: &mut Stmt) -> Option<()> {
        let sp = s.span;
        match &mut s.kind {
            StmtKind::Expr(e) => {
                if let Some(e) = e {
                    self.rvalue(e)?;
                }
            }
            StmtKind::Compound(items) => self.with_scope(|c| {
                for item in items.iter_mut() {
                    let _ = c.block_item(item);
                }
            }),
            StmtKind::If(cond, then, els) => {
                let _ = self.condition(cond);
                let _ = self.statement(then);
                if let Some(els) = els {
                    let _ = self.statement(els);
                }
            }
            StmtKind::While(cond, body) => {
                let _ = self.condition(cond);
                self.loop_body(body);
            }
            StmtKind::DoWhile(body, cond) => {
                self.loop_body(body);
                let _ = self.condition(cond);
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => self.with_scope(|c| {
                let _ = match &mut **init {
                    ForInit::Decl(d) => c.for_declaration(d),
                    ForInit::Expr(Some(e)) => c.rvalue(e),
                    ForInit::Expr(None) => Some(()),
                };
                if let Some(cond) = cond {
                    let _ = c.condition(cond);
                }
                if let Some(step) = step {
                    let _ = c.rvalue(step);
                }
                c.loop_body(body);
            }),
            StmtKind::Switch(value, body) => self.switch_statement(value, body)?,
            StmtKind::Case(value, folded, body) => {
                let r = self.case_label(value, sp);
                *folded = r;
                let _ = self.statement(body);
            }
            StmtKind::Default(body) => {
                let _ = self.default_label(sp);
                let _ = self.statement(body);
            }
            StmtKind::Labeled(name, name_span, body) => {
                let name_span = *name_span;
                if let Some(prev) = self.ctx().labels.get(name.as_str()).copied() {
                    self.error_with_note::<()>(
                        name_span,
                        format!("duplicate label '{name}'"),
                        prev,
                        format!("previous definition of '{name}' was here"),
                    );
                } else {
                    self.ctx().labels.insert(name.clone(), name_span);
                }
                let _ = self.statement(body);
            }
            StmtKind::Goto(name, name_span) => {
                let entry = (name.clone(), *name_span);
                self.ctx().gotos.push(entry);
            }
            StmtKind::Break => {
                let ctx = self.ctx();
                if ctx.loop_depth == 0 && ctx.switches.is_empty() {
                    return self.error(sp, "break statement not within loop or switch");
                }
            }
            StmtKind::Continue => {
                if self.ctx().loop_depth == 0 {
                    return self.error(sp, "continue statement not within a loop");
                }
            }
            StmtKind::Return(value) => self.return_statement(value.as_mut(), sp)?,
        }
        Some(())
    }

    fn loop_body(&mut self, body: &mut Stmt) {
        self.ctx().loop_depth += 1;
        let _ = self.statement(body);
        self.ctx().loop_depth -= 1;
    }

    /// The declaration in the first clause of a `for` may only declare objects with
    /// automatic storage (6.8.5p3).
    fn for_declaration(&mut self, d: &mut Declaration) -> Option<()> {
        if let Some((s, sp)) = d.specs.storage.first() {
            if matches!(s, StorageClass::Static | StorageClass::Extern) {
                return self.error(
                    *sp,
                    "declaration of non-variable in 'for' loop initial declaration",
                );
            }
        }
        self.local_declaration(d)
    }

    /// A controlling expression: any scalar (6.8.4.1p1, 6.8.5p2).
    pub(super) fn condition(&mut self, e: &mut Expr) -> Option<()> {
        self.rvalue(e)?;
        match e.ty() {
            t if t.is_scalar() => {}
            Type::Struct(st) => {
                let kw = if st.union { "union" } else { "struct" };
                return self.error(
                    e.span,
                    format!("used {kw} type value where scalar is required"),
                );
            }
            _ => return self.error(e.span, "used a value where a scalar is required"),
        }
        Some(())
    }

    fn switch_statement(&mut self, value: &mut Expr, body: &mut Stmt) -> Option<()> {
        let ty = match self.rvalue(value) {
            Some(()) if value.ty().is_integer() => {
                self.promote(value);
                value.ty()
            }
            Some(()) => {
                self.error::<()>(value.span, "switch quantity not an integer");
                Type::INT
            }
            None => Type::INT,
        };
        self.ctx().switches.push(SwitchContext {
            ty,
            cases: HashMap::new(),
            default: None,
        });
        let _ = self.statement(body);
        self.ctx().switches.pop();
        Some(())
    }

    /// `case E:`: E is an integer constant expression, converted to the promoted type of the
    /// switch's controlling expression; two cases may not have the same value.
    fn case_label(&mut self, value: &mut Expr, sp: Span) -> Option<i64> {
        if self.ctx().switches.is_empty() {
            return self.error(sp, "case label not within a switch statement");
        }
        self.rvalue(value)?;
        let v = match eval_int(value) {
            Some(v) if value.ty().is_integer() => v,
            _ => {
                return self.error(
                    value.span,
                    "case label does not reduce to an integer constant",
                )
            }
        };
        let switch = self.ctx().switches.last_mut().unwrap();
        let v = wrap(v, &switch.ty);
        if let Some(prev) = switch.cases.get(&v).copied() {
            return self.error_with_note(
                value.span,
                "duplicate case value",
                prev,
                "previously used here",
            );
        }
        switch.cases.insert(v, value.span);
        Some(v)
    }

    fn default_label(&mut self, sp: Span) -> Option<()> {
        let Some(switch) = self.ctx().switches.last_mut() else {
            return self.error(sp, "'default' label not within a switch statement");
        };
        if let Some(prev) = switch.default {
            return self.error_with_note(
                sp,
                "multiple default labels in one switch",
                prev,
                "this is the first default label",
            );
        }
        switch.default = Some(sp);
        Some(())
    }

    fn return_statement(&mut self, value: Option<&mut Expr>, sp: Span) -> Option<()> {
        let ret = self.ctx().ret.clone();
        match value {
            Some(e) => {
                self.rvalue(e)?;
                if ret.is_void() {
                    if e.ty().is_void() {
                        return Some(());
                    }
                    return self.error(sp, "'return' with a value, in function returning void");
                }
                self.assign_convert(e, &ret, "return")
            }
            // gcc (before version 14) only warns about a missing value; the caller reads
            // an unspecified value, which lowering makes `undef`.
            None => Some(()),
        }
    }
}

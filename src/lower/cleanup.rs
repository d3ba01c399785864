//! GNU `cleanup(f)` on locals: `f(&local)` runs whenever control leaves the local's scope,
//! at the end of its block and on `break`, `continue`, `return` or `goto` out of it, the
//! innermost first, as gcc runs them.
//!
//! Part of lowering. The cleanups in scope form a stack (`FunctionLowering::cleanups`): a
//! declaration pushes one, the end of its block calls and drops those its block pushed, and
//! a jump calls those between where it is and where it lands, leaving the stack as it is for
//! the paths that go on. Where a `goto` lands is known only from the whole body, so
//! `label_scopes` walks it first, in functions of units that use `cleanup` at all.

use super::*;

/// What runs where control leaves a scope.
#[derive(Copy, Clone, Debug)]
pub(super) enum Cleanup {
    /// GNU `cleanup(f)`: call `f(&local)`.
    Call(SymbolId),
    /// Cut the run-time stack region back to the top saved in this slot (see `vla`).
    RestoreRegion(Value),
}

impl FunctionLowering<'_> {
    /// A local declared with `cleanup` enters its scope.
    pub(super) fn push_cleanup(&mut self, local: SymbolId) {
        if let Some(f) = self.syms.attrs.get(&local).and_then(|a| a.cleanup) {
            self.cleanups.push((local, Cleanup::Call(f)));
        }
    }

    /// Call the cleanups above `depth`, innermost first, where control leaves their scopes.
    pub(super) fn run_cleanups(&mut self, depth: usize) {
        if self.b.is_terminated() {
            return;
        }
        for i in (depth..self.cleanups.len()).rev() {
            match self.cleanups[i] {
                (local, Cleanup::Call(f)) => self.call_cleanup(local, f),
                (_, Cleanup::RestoreRegion(mark)) => self.restore_region(mark),
            }
        }
    }

    /// The end of a scope entered at `depth`: its cleanups run (if control gets there) and
    /// leave the stack.
    pub(super) fn close_scope(&mut self, depth: usize) {
        self.run_cleanups(depth);
        self.cleanups.truncate(depth);
    }

    /// How many cleanups in scope now are also in scope at `label`: those above are left by
    /// a `goto label`.
    pub(super) fn depth_at_label(&self, label: &str) -> usize {
        let there = self
            .label_scopes
            .get(label)
            .map_or(&[][..], |v| v.as_slice());
        self.cleanups
            .iter()
            .zip(there)
            .take_while(|((local, _), other)| local == *other)
            .count()
    }

    /// `f(&local)`.
    fn call_cleanup(&mut self, local: SymbolId, f: SymbolId) {
        let Some(&addr) = self.locals.get(&local) else {
            return;
        };
        let Type::Function(ft) = &self.syms.get(f).ty else {
            return;
        };
        let param = Type::pointer_to(self.syms.get(local).ty.clone());
        let sig = call_signature(&ft.ret, &[param], CallShape::c(1), self.target);
        let name = self.namer.name(f, self.syms).to_string();
        if !self.callees.iter().any(|(n, _)| *n == name) {
            self.callees.push((name.clone(), sig.clone()));
        }
        let call = ir::InstKind::call(ir::Callee::Direct(name), sig, vec![addr]);
        self.b.ins(call, None);
    }
}

/// For each label of a function body, the locals with a cleanup in scope there, outermost
/// first (variable length arrays included, and under them all the function `outer` when
/// it restores the stack region on return). Empty unless the unit uses `cleanup` or
/// variable length arrays.
pub(super) fn label_scopes(
    body: &[BlockItem],
    syms: &Symbols,
    outer: Option<SymbolId>,
) -> HashMap<String, Vec<SymbolId>> {
    let mut scopes = HashMap::default();
    if syms.has_vla_objects || outer.is_some() || syms.attrs.values().any(|a| a.cleanup.is_some()) {
        items_scopes(body, syms, &mut outer.into_iter().collect(), &mut scopes);
    }
    scopes
}

fn items_scopes(
    items: &[BlockItem],
    syms: &Symbols,
    in_scope: &mut Vec<SymbolId>,
    out: &mut HashMap<String, Vec<SymbolId>>,
) {
    let depth = in_scope.len();
    for item in items {
        match item {
            BlockItem::Decl(d) => declared_cleanups(d, syms, in_scope),
            BlockItem::Stmt(s) => stmt_scopes(s, syms, in_scope, out),
            BlockItem::Labels(..) => {}
        }
    }
    in_scope.truncate(depth);
}

fn declared_cleanups(d: &Declaration, syms: &Symbols, in_scope: &mut Vec<SymbolId>) {
    for decl in &d.declarators {
        if let Some(id) = decl.sym {
            let vla = matches!(syms.get(id).kind, SymbolKind::Local)
                && syms.get(id).ty.has_runtime_size();
            if vla || syms.attrs.get(&id).is_some_and(|a| a.cleanup.is_some()) {
                in_scope.push(id);
            }
        }
    }
}

fn stmt_scopes(
    s: &Stmt,
    syms: &Symbols,
    in_scope: &mut Vec<SymbolId>,
    out: &mut HashMap<String, Vec<SymbolId>>,
) {
    crate::stack::grow_stack(|| match &s.kind {
        StmtKind::Labeled(name, _, body) => {
            out.insert(name.clone(), in_scope.clone());
            stmt_scopes(body, syms, in_scope, out);
        }
        StmtKind::Compound(items) => items_scopes(items, syms, in_scope, out),
        StmtKind::For { init, body, .. } => {
            let depth = in_scope.len();
            if let ForInit::Decl(d) = &**init {
                declared_cleanups(d, syms, in_scope);
            }
            stmt_scopes(body, syms, in_scope, out);
            in_scope.truncate(depth);
        }
        StmtKind::If(_, then, els) => {
            stmt_scopes(then, syms, in_scope, out);
            if let Some(els) = els {
                stmt_scopes(els, syms, in_scope, out);
            }
        }
        StmtKind::Switch(_, body)
        | StmtKind::While(_, body)
        | StmtKind::DoWhile(body, _)
        | StmtKind::Case(_, _, body)
        | StmtKind::CaseRange(_, _, _, body)
        | StmtKind::Default(body) => stmt_scopes(body, syms, in_scope, out),
        StmtKind::Expr(_)
        | StmtKind::Goto(..)
        | StmtKind::Continue
        | StmtKind::Break
        | StmtKind::Return(_)
        | StmtKind::IndirectGoto(_)
        | StmtKind::Asm(_) => {}
    })
}

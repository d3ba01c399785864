//! Statements (6.8): block scopes, the contexts `break`, `continue` and `case` need, labels
//! and gotos, and the controlling expressions of conditions and switches.

use super::constant::{eval_int, wrap};
use super::*;

impl Checker<'_> {
    pub(super) fn block_item(&mut self, item: &mut BlockItem) -> Option<()> {
        match item {
            BlockItem::Decl(d) => self.local_declaration(d),
            BlockItem::Stmt(s) => self.statement(s),
            BlockItem::Labels(names, _) => {
                self.label_declaration(names);
                Some(())
            }
        }
    }

    /// Open the scope of the local labels a block declares, if it starts by declaring
    /// some (`__label__`, GNU C); `close_label_scope` closes it with the block.
    pub(super) fn open_label_scope(&mut self, items: &[BlockItem]) -> bool {
        let keywords = items.iter().map_while(|item| match item {
            BlockItem::Labels(_, keyword) => Some(*keyword),
            _ => None,
        });
        let Some(last) = keywords.last() else {
            return false;
        };
        // As gcc: once for the block, at its last `__label__`.
        let msg = "ISO C forbids label declarations";
        self.pedwarn(Pedwarn::Pedantic, last, msg, Vec::new());
        self.ctx().local_labels.push(HashMap::default());
        true
    }

    pub(super) fn close_label_scope(&mut self, opened: bool) {
        if opened {
            self.ctx().local_labels.pop();
        }
    }

    /// `__label__ a, b;`: each name, in the block's scope of labels, stands for a label
    /// of its own, which the block must define.
    fn label_declaration(&mut self, names: &[(String, Span)]) {
        for (name, sp) in names {
            let ctx = self.ctx();
            ctx.local_label_count += 1;
            let unique = format!("{name}.{}", ctx.local_label_count);
            let scope = ctx
                .local_labels
                .last_mut()
                .expect("a block that declares labels opened a scope of labels");
            let Some(&(_, prev)) = scope.get(name) else {
                scope.insert(name.clone(), (unique, *sp));
                continue;
            };
            self.error_with_note::<()>(
                *sp,
                format!("duplicate label declaration '{name}'"),
                prev,
                format!("previous declaration of '{name}' was here"),
            );
        }
    }

    /// The label a name stands for where it is used: the innermost local label of that name
    /// (renamed to its unique name), or else the function's label of that name.
    pub(super) fn resolve_label(&mut self, name: &mut String) {
        let Some(ctx) = &self.func else { return };
        let local = ctx
            .local_labels
            .iter()
            .rev()
            .find_map(|s| s.get(name.as_str()));
        if let Some((unique, _)) = local {
            *name = unique.clone();
        }
    }

    /// The items of a block, in order. Before C99 its declarations come first: gcc's
    /// -pedantic flags each declaration that follows a statement.
    pub(super) fn block_items(&mut self, items: &mut [BlockItem]) {
        let labels = self.open_label_scope(items);
        let mut after_statement = false;
        for item in items {
            let _ = self.block_item(item);
            // As gcc, once the declaration has been read (after what it reports itself).
            if let (BlockItem::Decl(d), true) = (&*item, after_statement) {
                if d.static_assert.is_none() && self.standard() == Standard::C90 {
                    let msg = "ISO C90 forbids mixed declarations and code";
                    let mut at = d.specs.first_specifier().unwrap_or(d.span);
                    // gcc points at an `__extension__` before the specifiers.
                    if self
                        .extensions
                        .iter()
                        .any(|e| e.lo == d.span.lo && e.lo < at.lo)
                    {
                        let keyword = "__extension__".len();
                        at = Span::new(d.span.lo, d.span.lo + keyword);
                    }
                    self.pedwarn(Pedwarn::DeclarationAfterStatement, at, msg, Vec::new());
                }
            }
            // As gcc: a declaration right after a statement (a series of them warns once).
            after_statement = matches!(item, BlockItem::Stmt(_));
        }
        self.close_label_scope(labels);
    }

    /// A declaration in a `for` loop's first clause in C90, gcc's error with any GNU C90
    /// too (tcc-rs gives it only under `-pedantic`, so as not to reject a program it
    /// otherwise accepts); the hint that follows it the first time, as gcc's.
    fn for_declaration_in_c90(&mut self, d: &mut Declaration, at: Span) -> Option<()> {
        self.local_declaration(d)?;
        let msg = "'for' loop initial declarations are only allowed in C99 or C11 mode";
        let mut error = Diagnostic::error(at, msg);
        if !std::mem::replace(&mut self.for_declaration_hinted, true) {
            let hint = "use option '-std=c99', '-std=gnu99', '-std=c11' or '-std=gnu11' to \
                        compile your code";
            error = error.with_note(at, hint);
        }
        self.errors.push(error);
        None
    }

    /// A label (at `at`) that ends a compound statement: C2x's, and GNU C's before it.
    fn label_at_end(&mut self, body: &Stmt, at: Span) {
        if body.is_end_of_block() && self.standard() < Standard::C2x {
            let msg = "label at end of compound statement";
            self.pedwarn(Pedwarn::Pedantic, at, msg, Vec::new());
        }
    }

    fn with_scope<T>(&mut self, f: impl FnOnce(&mut Self) -> T) -> T {
        self.scopes.push(Scope::default());
        let vm = self.vm_scope.len();
        let r = f(self);
        self.vm_scope.truncate(vm);
        self.scopes.pop();
        r
    }

    /// gcc's error for a `goto` into the scope of a variably modified identifier (from
    /// outside it), with notes at the label and at the identifier.
    pub(super) fn check_jumps_into_vm_scope(
        &mut self,
        gotos: &[(String, Span, Vec<SymbolId>)],
        label_vm: &HashMap<String, Vec<SymbolId>>,
        labels: &HashMap<String, Span>,
    ) {
        for (label, sp, at_goto) in gotos {
            let (Some(at_label), Some(&label_sp)) = (label_vm.get(label), labels.get(label)) else {
                continue;
            };
            if let Some(&id) = at_label.iter().find(|id| !at_goto.contains(id)) {
                let decl = &self.syms.table[id.0];
                let error = Diagnostic::error(
                    *sp,
                    "jump into scope of identifier with variably modified type",
                )
                .with_note(
                    label_sp,
                    format!("label '{}' defined here", written_label(label)),
                )
                .with_note(decl.span, format!("'{}' declared here", decl.name));
                self.errors.push(error);
            }
        }
    }

    /// A `case` or `default` label inside the scope of a variably modified identifier
    /// declared in the switch's body: gcc's error, with notes at the switch and the
    /// identifier.
    fn check_case_vm_scope(&mut self, sp: Span, keyword_len: usize) {
        let Some(switch) = self.func.as_ref().and_then(|f| f.switches.last()) else {
            return;
        };
        let Some(&id) = self
            .vm_scope
            .iter()
            .find(|id| !switch.vm_scope.contains(id))
        else {
            return;
        };
        let decl = &self.syms.table[id.0];
        let error = Diagnostic::error(
            Span::new(sp.lo, sp.lo + keyword_len),
            "switch jumps into scope of identifier with variably modified type",
        )
        .with_note(switch.span, "switch starts here")
        .with_note(decl.span, format!("'{}' declared here", decl.name));
        self.errors.push(error);
    }

    pub(super) fn ctx(&mut self) -> &mut FunctionContext {
        self.func
            .as_mut()
            .expect("statements are only checked inside a function")
    }

    /// Check one statement. Errors are recorded; the return value only stops the
    /// statement itself.
    pub(super) fn statement(&mut self, s: &mut Stmt) -> Option<()> {
        // The tree can be as deep as the source is long (see `stack::grow_stack`).
        crate::stack::grow_stack(|| self.statement_here(s))
    }

    fn statement_here(&mut self, s: &mut Stmt) -> Option<()> {
        let sp = s.span;
        match &mut s.kind {
            StmtKind::Expr(e) => {
                if let Some(e) = e {
                    self.rvalue(e)?;
                }
            }
            StmtKind::Compound(items) => self.with_scope(|c| c.block_items(items)),
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
                    ForInit::Decl(d) => c.for_declaration(d, sp),
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
            StmtKind::Switch(value, body) => self.switch_statement(value, body, sp)?,
            StmtKind::Case(value, folded, body) => {
                self.check_case_vm_scope(sp, "case".len());
                let r = self.case_label(value, sp);
                *folded = r;
                self.label_at_end(body, Span::new(sp.lo, sp.lo + "case".len()));
                let _ = self.statement(body);
            }
            StmtKind::CaseRange(lo, hi, folded, body) => {
                self.check_case_vm_scope(sp, "case".len());
                *folded = self.case_range(lo, hi, sp);
                self.label_at_end(body, Span::new(sp.lo, sp.lo + "case".len()));
                let _ = self.statement(body);
            }
            StmtKind::Default(body) => {
                self.check_case_vm_scope(sp, "default".len());
                let _ = self.default_label(sp);
                self.label_at_end(body, Span::new(sp.lo, sp.lo + "default".len()));
                let _ = self.statement(body);
            }
            StmtKind::IndirectGoto(target) => {
                let keyword = Span::new(sp.lo, sp.lo + "goto".len());
                self.pedwarn(
                    Pedwarn::Pedantic,
                    keyword,
                    "ISO C forbids 'goto *expr;'",
                    Vec::new(),
                );
                self.rvalue(target)?;
                if !target.ty().is_pointer() {
                    let ptr = Type::pointer_to(Type::Void);
                    self.assign_convert(target, &ptr, "computed goto")?;
                }
            }
            StmtKind::Labeled(name, name_span, body) => {
                self.label_definition(name, *name_span, body);
                let _ = self.statement(body);
            }
            StmtKind::Goto(name, name_span) => {
                self.resolve_label(name);
                let entry = (name.clone(), *name_span);
                self.ctx().gotos.push(entry);
                let vm = self.vm_scope.clone();
                let keyword = Span::new(sp.lo, sp.lo + "goto".len());
                self.ctx().goto_vm.push((name.clone(), keyword, vm));
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
            StmtKind::Asm(asm) => self.asm_statement(asm)?,
        }
        Some(())
    }

    /// `name:` labelling `body` (which the caller checks): a label may be defined once in
    /// its scope, the function or the block that declares it local.
    pub(super) fn label_definition(&mut self, name: &mut String, name_span: Span, body: &Stmt) {
        self.resolve_label(name);
        if let Some(prev) = self.ctx().labels.get(name.as_str()).copied() {
            let name = written_label(name);
            self.error_with_note::<()>(
                name_span,
                format!("duplicate label '{name}'"),
                prev,
                format!("previous definition of '{name}' was here"),
            );
        } else {
            self.ctx().labels.insert(name.clone(), name_span);
            if !self.vm_scope.is_empty() {
                let vm = self.vm_scope.clone();
                self.ctx().label_vm.insert(name.clone(), vm);
            }
        }
        self.label_at_end(body, name_span);
    }

    fn loop_body(&mut self, body: &mut Stmt) {
        self.ctx().loop_depth += 1;
        let _ = self.statement(body);
        self.ctx().loop_depth -= 1;
    }

    /// The declaration in the first clause of a `for` may only declare objects with
    /// automatic storage (6.8.5p3): no functions, typedefs, `static` or `extern` objects,
    /// enumeration constants or new tags. gcc reports these at the `for` keyword (`at`),
    /// or at the name of a `static` or `extern` object.
    fn for_declaration(&mut self, d: &mut Declaration, at: Span) -> Option<()> {
        let at = Span::new(at.lo, at.lo + 3);
        if self.standard() == Standard::C90 && self.opts.pedantic.warns() {
            return self.for_declaration_in_c90(d, at);
        }
        let non_variable = |name: &str| {
            format!("declaration of non-variable '{name}' in 'for' loop initial declaration")
        };
        let before = self.errors.len();
        // gcc names the enumerators last to first, then the enumeration.
        for e in d.specs.enumerators.iter().flatten().rev() {
            self.error::<()>(at, non_variable(&e.name));
        }
        let storage = d.specs.storage.first().map(|(s, _)| *s);
        for decl in &d.declarators {
            let Some((name, sp)) = &decl.declarator.name else {
                continue;
            };
            let function = matches!(decl.declarator.derived.last(), Some(Derived::Function(..)))
                || d.specs
                    .typedef_name
                    .as_ref()
                    .is_some_and(|t| self.names_function(t));
            let msg = match storage {
                _ if function => non_variable(name),
                Some(StorageClass::Typedef) => non_variable(name),
                Some(StorageClass::Static) => format!(
                    "declaration of static variable '{name}' in 'for' loop initial declaration"
                ),
                Some(StorageClass::Extern) => format!(
                    "declaration of 'extern' variable '{name}' in 'for' loop initial declaration"
                ),
                _ => continue,
            };
            let sp = if function || storage == Some(StorageClass::Typedef) {
                at
            } else {
                *sp
            };
            self.error::<()>(sp, msg);
            break;
        }
        if let Some(tag) = self.tag_declared_by(&d.specs) {
            self.error::<()>(
                at,
                format!("'{tag}' declared in 'for' loop initial declaration"),
            );
        }
        // Declared all the same, so that the loop's uses of the names raise nothing more.
        let declared = self.local_declaration(d);
        if self.errors.len() > before {
            return None;
        }
        declared
    }

    /// Is `name` a typedef name for a function type (`typedef int F(void); F g;`)?
    fn names_function(&self, name: &str) -> bool {
        let Some(id) = self.lookup(name) else {
            return false;
        };
        let sym = self.syms.get(id);
        matches!(sym.kind, SymbolKind::Typedef) && matches!(sym.ty, Type::Function(_))
    }

    /// The structure or union tag that these specifiers declare anew, as gcc names it
    /// (`struct P`): one with a body, or one not yet visible (`struct Q *q`).
    fn tag_declared_by(&self, specs: &DeclSpecs) -> Option<String> {
        let tag = specs.tag.as_ref()?;
        let kw = specs.type_specs.iter().find_map(|(t, _)| match t {
            TypeSpec::Struct => Some("struct"),
            TypeSpec::Union => Some("union"),
            TypeSpec::Enum => Some("enum"),
            _ => None,
        })?;
        let visible = kw == "enum" || self.lookup(&format!("tag {tag}")).is_some();
        (specs.members.is_some() || !visible).then(|| format!("{kw} {tag}"))
    }

    /// A controlling expression: any scalar (6.8.4.1p1, 6.8.5p2).
    pub(super) fn condition(&mut self, e: &mut Expr) -> Option<()> {
        self.rvalue(e)?;
        if e.ty().is_complex() {
            // Either part non-zero, as gcc tests a complex number.
            super::expr::convert(e, &Type::Bool);
        }
        match e.ty() {
            t if t.is_scalar() => {}
            Type::Struct(st) => {
                let kw = if st.union { "union" } else { "struct" };
                return self.error(
                    e.span,
                    format!("used {kw} type value where scalar is required"),
                );
            }
            Type::Vector(..) => {
                return self.error(e.span, "used vector type where scalar is required")
            }
            _ => return self.error(e.span, "used a value where a scalar is required"),
        }
        Some(())
    }

    fn switch_statement(&mut self, value: &mut Expr, body: &mut Stmt, sp: Span) -> Option<()> {
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
        let vm_scope = self.vm_scope.clone();
        self.ctx().switches.push(SwitchContext {
            ty,
            span: Span::new(sp.lo, sp.lo + "switch".len()),
            vm_scope,
            cases: HashMap::default(),
            ranges: Vec::new(),
            default: None,
        });
        let _ = self.statement(body);
        self.ctx().switches.pop();
        Some(())
    }

    /// `case E:`: E is an integer constant expression, converted to the promoted type of the
    /// switch's controlling expression; two cases may not have the same value.
    fn case_label(&mut self, value: &mut Expr, sp: Span) -> Option<i64> {
        let v = self.case_value(value, sp)?;
        let switch = self.ctx().switches.last_mut().unwrap();
        let key = |v: i64| range_key(v, &switch.ty);
        let in_range = switch
            .ranges
            .iter()
            .find(|&&(lo, hi, _)| key(lo) <= key(v) && key(v) <= key(hi))
            .map(|r| r.2);
        if let Some(prev) = switch.cases.get(&v).copied().or(in_range) {
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

    /// The value of a case label's expression converted to the switch's type.
    fn case_value(&mut self, value: &mut Expr, sp: Span) -> Option<i64> {
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
        let switch = self.ctx().switches.last().unwrap();
        Some(wrap(v, &switch.ty))
    }

    /// GNU C's `case lo ... hi:`. As in gcc, an empty range (`hi < lo`) is only warned
    /// about and matches nothing; a range may not overlap another label.
    fn case_range(&mut self, lo: &mut Expr, hi: &mut Expr, sp: Span) -> Option<(i64, i64)> {
        // gcc points at the `case` keyword.
        let sp = Span::new(sp.lo, sp.lo + "case".len());
        let msg = "range expressions in switch statements are non-standard";
        self.pedwarn(Pedwarn::Pedantic, sp, msg, Vec::new());
        let lo_v = self.case_value(lo, sp)?;
        let hi_v = self.case_value(hi, sp)?;
        let switch = self.ctx().switches.last().unwrap();
        let ty = switch.ty.clone();
        let key = |v: i64| range_key(v, &ty);
        if key(hi_v) < key(lo_v) {
            self.warning(sp, "empty range specified");
            return None;
        }
        let overlapping = switch
            .cases
            .iter()
            .filter(|(&v, _)| key(lo_v) <= key(v) && key(v) <= key(hi_v))
            .map(|(_, &s)| s)
            .chain(
                switch
                    .ranges
                    .iter()
                    .filter(|&&(a, b, _)| key(a) <= key(hi_v) && key(lo_v) <= key(b))
                    .map(|r| r.2),
            )
            .min_by_key(|s| s.lo);
        if let Some(prev) = overlapping {
            return self.error_with_note(
                sp,
                "duplicate (or overlapping) case value",
                prev,
                "this is the first entry overlapping that value",
            );
        }
        let switch = self.ctx().switches.last_mut().unwrap();
        switch.ranges.push((lo_v, hi_v, sp));
        Some((lo_v, hi_v))
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

    /// gcc's note after a diagnostic of a `return`: where the function is declared.
    fn declared_here(&mut self) -> Vec<Diagnostic> {
        let declared = self.ctx().name_span;
        Diagnostic::warning(declared, "")
            .with_note(declared, "declared here")
            .notes
    }

    fn return_statement(&mut self, value: Option<&mut Expr>, sp: Span) -> Option<()> {
        let ret = self.ctx().ret.clone();
        match value {
            Some(e) => {
                self.rvalue(e)?;
                if ret.is_void() {
                    if e.ty().is_void() {
                        let msg =
                            "ISO C forbids 'return' with expression, in function returning void";
                        let notes = self.declared_here();
                        self.pedwarn(Pedwarn::Pedantic, e.span, msg, notes);
                        return Some(());
                    }
                    // As a warning, the value is computed and dropped.
                    let msg = "'return' with a value, in function returning void";
                    let notes = self.declared_here();
                    let error =
                        self.permerror(e.span, Permerror::ReturnMismatch, msg, false, notes);
                    return (error != Some(true)).then_some(());
                }
                self.assign_convert(e, &ret, "return")
            }
            // As a warning, the caller reads an unspecified value, which lowering makes
            // `undef`. gcc 12 puts it at the keyword.
            None if !ret.is_void() => {
                let msg = "'return' with no value, in function returning non-void";
                let at = Span::new(sp.lo, sp.lo + "return".len());
                let notes = self.declared_here();
                let error = self.permerror(at, Permerror::ReturnMismatch, msg, true, notes);
                (error != Some(true)).then_some(())
            }
            None => Some(()),
        }
    }
}

/// A case value as a number that orders as the switch's type does (signed or unsigned).
fn range_key(v: i64, ty: &Type) -> i128 {
    if ty.is_signed() {
        i128::from(v)
    } else {
        i128::from(v as u64)
    }
}

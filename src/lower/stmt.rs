//! Lowering of statements and local declarations: control flow becomes blocks and
//! terminators, named as clang names them.

use super::*;

impl FunctionLowering<'_> {
    pub(super) fn block_item(&mut self, item: &BlockItem) {
        match item {
            BlockItem::Decl(d) => {
                self.b.set_position(Some(d.span.lo));
                self.local_declaration(d);
            }
            BlockItem::Stmt(s) => self.statement(s),
            // Sema gave each local label a name of its own in the function.
            BlockItem::Labels(..) => {}
        }
    }

    /// Automatic objects get their alloca here; static and extern ones are globals.
    fn local_declaration(&mut self, d: &Declaration) {
        for decl in &d.declarators {
            // Array sizes are evaluated where the declarator is, typedefs' included.
            if !decl.declarator.vla_lengths.is_empty() {
                self.vla_lengths(&decl.declarator.vla_lengths);
            }
            let Some(id) = decl.sym else { continue };
            let sym = self.syms.get(id);
            if !matches!(sym.kind, SymbolKind::Local) {
                self.describe_static_local(id);
                continue;
            }
            let ty = sym.ty.clone();
            if ty.has_runtime_size() {
                self.vla_object(id, &ty);
                continue;
            }
            let name = sym.name.clone();
            let align = self.syms.align(id) as u32;
            let addr = self.b.alloca(ty.size().unwrap_or(0) as u32, align, &name);
            self.b.place_in_scope(addr, self.scope);
            self.describe_variable(id, addr, false);
            // A structure mem2reg promotes (one word of bit-fields) is read to set a member:
            // only scalars' reads are uses of their value.
            if let (Some((_, at)), true) = (&decl.declarator.name, ty.is_scalar()) {
                self.b.declare_variable(addr, at.lo);
            }
            self.locals.insert(id, addr);
            if decl.init.is_some() {
                self.ensure_open();
                let volatile = sym.quals.is_volatile;
                self.initialize(addr, &ty, &decl.items, volatile);
            } else if ty.is_scalar() && !sym.quals.is_volatile && !sym.quals.is_atomic {
                self.indeterminate(addr, &ty);
            }
            self.push_cleanup(id);
        }
    }

    /// A scalar declared without an initializer: its value "becomes indeterminate each time
    /// the declaration is reached" (C11 6.2.4p6), which a store of `undef` says. mem2reg
    /// then knows that the value of an earlier pass through the block is dead here, so a
    /// variable declared in a loop's body is not carried around the loop in a phi (an
    /// interpreter's `switch` arms declare dozens); code generation emits nothing for it.
    /// gcc's gimplifier ends such a variable's life with a clobber at the end of its scope.
    fn indeterminate(&mut self, addr: Value, ty: &Type) {
        if self.b.is_terminated() {
            return;
        }
        let t = self.ir_type(ty);
        let undef = self.b.undef(t);
        self.store(t, undef, addr, false);
    }

    /// Store an initializer's items; the rest of an aggregate is zero (6.7.9p21).
    pub(super) fn initialize(
        &mut self,
        addr: Value,
        ty: &Type,
        items: &[InitItem],
        volatile: bool,
    ) {
        if let Some(v) = self.vector_initializer(ty, items) {
            let t = self.ir_type(ty);
            self.store(t, v, addr, volatile);
            return;
        }
        if !ty.is_scalar() {
            self.zero_fill(addr, ty, items);
        }
        // Values stored in several places, by the expression they are evaluated from.
        let mut shared: HashMap<*const Expr, Value> = HashMap::default();
        for item in items {
            let v = match &item.value {
                InitValue::Expr(e) => self.rvalue(e),
                InitValue::Bytes(bytes) => {
                    self.store_bytes(addr, item, bytes, volatile);
                    continue;
                }
                InitValue::Shared(e) => match shared.get(&std::rc::Rc::as_ptr(e)) {
                    Some(&v) => Some(v),
                    None => self.rvalue(e).inspect(|&v| {
                        shared.insert(std::rc::Rc::as_ptr(e), v);
                    }),
                },
            };
            let Some(v) = v else {
                continue;
            };
            let at = self.element_address(addr, item.offset);
            if let Some(bits) = item.bits {
                let t = self.ir_type(&item.ty);
                self.insert_bits(t, v, at, volatile, bits);
                continue;
            }
            if item.ty.is_aggregate() {
                self.copy_object(at, v, &item.ty);
                continue;
            }
            self.store(self.ir_type(&item.ty), v, at, volatile);
        }
    }

    /// Store constants evaluated in bulk (an item of a static object's initializer, which
    /// sema makes only for those): each element as an integer of its size, which has the
    /// same bytes.
    fn store_bytes(&mut self, addr: Value, item: &InitItem, bytes: &[u8], volatile: bool) {
        let size = item.ty.element().and_then(|e| e.size()).unwrap_or(1).max(1) as usize;
        let t = match size {
            1 => ir::Type::I8,
            2 => ir::Type::I16,
            4 => ir::Type::I32,
            _ => ir::Type::I64,
        };
        for (i, chunk) in bytes.chunks(size).enumerate() {
            let mut le = [0u8; 8];
            le[..chunk.len()].copy_from_slice(chunk);
            let v = self.b.iconst(t, i64::from_le_bytes(le));
            let at = self.element_address(addr, item.offset + (i * size) as u64);
            self.store(t, v, at, volatile);
        }
    }

    pub(super) fn element_address(&mut self, base: Value, offset: u64) -> Value {
        if offset == 0 {
            return base;
        }
        let off = self.b.iconst(ir::Type::I64, offset as i64);
        self.b
            .ins_value(ir::InstKind::PtrOffset { base, offset: off }, None)
    }

    /// Zero the bytes of an aggregate that no item sets: scalar by scalar for a small one,
    /// with one call to `memset` for a large one.
    fn zero_fill(&mut self, addr: Value, ty: &Type, items: &[InitItem]) {
        const MEMSET_ABOVE: u64 = 64;
        let size = ty.size().unwrap_or(0);
        if size > MEMSET_ABOVE {
            let zero = self.b.iconst(ir::Type::I32, 0);
            let len = self.b.iconst(ir::Type::I64, size as i64);
            self.call_libc("memset", ir::Type::Ptr, vec![addr, zero, len]);
            return;
        }
        // The bytes each offset's items set, the widest kept. A leaf is left alone only when
        // an item sets all of it: a bit-field item sets part of its unit, and in a union a
        // narrower member (`.i = 7` over a `double`) leaves the rest to be zeroed.
        let mut set: HashMap<u64, u64> = HashMap::default();
        for item in items.iter().filter(|i| i.bits.is_none()) {
            let size = item.ty.size().unwrap_or(0);
            let widest = set.entry(item.offset).or_default();
            *widest = (*widest).max(size);
        }
        // A whole vector sets the leaves of its lanes too.
        let vectors: Vec<(u64, u64)> = items
            .iter()
            .filter(|i| i.ty.is_vector())
            .map(|i| (i.offset, i.offset + i.ty.size().unwrap_or(0)))
            .collect();
        let mut leaves = Vec::new();
        scalar_leaves(ty, 0, &mut leaves);
        for (offset, leaf) in leaves {
            let leaf_size = leaf.size().unwrap_or(0);
            if set.get(&offset).is_some_and(|&n| n >= leaf_size) {
                continue;
            }
            if vectors
                .iter()
                .any(|&(lo, hi)| lo <= offset && offset + leaf_size <= hi)
            {
                continue;
            }
            let t = self.ir_type(&leaf);
            let zero = if t.is_float() {
                self.b.fconst(t, 0.0)
            } else {
                self.b.iconst(t, 0)
            };
            let at = self.element_address(addr, offset);
            self.b.store(t, zero, at);
        }
    }

    pub(super) fn statement(&mut self, s: &Stmt) {
        let outer = self.b.position();
        self.b.set_position(Some(s.span.lo));
        // The tree can be as deep as the source is long (see `stack::grow_stack`).
        crate::stack::grow_stack(|| self.statement_here(s));
        self.b.set_position(outer);
    }

    fn statement_here(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::Labeled(name, _, body) => {
                let b = self.label_block(name);
                self.start_block(b);
                self.statement(body);
            }
            StmtKind::Case(_, value, body) => {
                let b = self.block("sw.bb");
                self.start_block(b);
                if let Some(sw) = self.switches.last_mut() {
                    let v = ir_constant(value.unwrap_or(0), sw.ty);
                    sw.cases.push((v, b));
                }
                self.statement(body);
            }
            StmtKind::CaseRange(_, _, range, body) => {
                let b = self.block("sw.bb");
                self.start_block(b);
                if let (Some(sw), Some((lo, hi))) = (self.switches.last_mut(), range) {
                    let (lo, hi) = (ir_constant(*lo, sw.ty), ir_constant(*hi, sw.ty));
                    sw.ranges.push((lo, hi, b));
                }
                self.statement(body);
            }
            StmtKind::Default(body) => {
                let b = self.block("sw.default");
                self.start_block(b);
                if let Some(sw) = self.switches.last_mut() {
                    sw.default = Some(b);
                }
                self.statement(body);
            }
            StmtKind::Compound(items) => {
                let depth = self.cleanups.len();
                let outer = self.open_block_scope();
                self.describe_scope(self.scope, s.span);
                for item in items {
                    self.block_item(item);
                }
                self.scope = outer;
                self.close_scope(depth);
            }
            kind => {
                self.ensure_open();
                self.simple_statement(kind, s.span);
            }
        }
    }

    /// Statements that start in an open block.
    fn simple_statement(&mut self, kind: &StmtKind, span: crate::diag::Span) {
        match kind {
            StmtKind::Expr(e) => {
                if let Some(e) = e {
                    self.rvalue(e);
                }
            }
            StmtKind::If(cond, then, els) => self.if_statement(cond, then, els.as_deref()),
            StmtKind::While(cond, body) => self.while_statement(cond, body),
            StmtKind::DoWhile(body, cond) => self.do_statement(body, cond),
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => self.for_statement(init, cond.as_ref(), step.as_ref(), body, span),
            StmtKind::Switch(value, body) => self.switch_statement(value, body),
            StmtKind::Goto(name, _) => {
                let b = self.label_block(name);
                let depth = self.depth_at_label(name);
                self.run_cleanups(depth);
                self.b.jump(b);
            }
            StmtKind::IndirectGoto(target) => self.indirect_goto(target),
            StmtKind::Asm(asm) => self.asm_statement(asm),
            StmtKind::Break => {
                if let Some(&(b, depth)) = self.break_targets.last() {
                    self.run_cleanups(depth);
                    self.b.jump(b);
                }
            }
            StmtKind::Continue => {
                if let Some(&(b, depth)) = self.continue_targets.last() {
                    self.run_cleanups(depth);
                    self.b.jump(b);
                }
            }
            StmtKind::Return(value) => self.return_statement(value.as_ref()),
            StmtKind::Labeled(..)
            | StmtKind::Case(..)
            | StmtKind::CaseRange(..)
            | StmtKind::Default(..)
            | StmtKind::Compound(_) => {
                unreachable!("handled by statement()")
            }
        }
    }

    /// The block of a goto label, created by its first use (a goto may come before it).
    pub(super) fn label_block(&mut self, name: &str) -> Block {
        if let Some(&b) = self.labels.get(name) {
            return b;
        }
        let b = self.block(name);
        self.labels.insert(name.to_string(), b);
        b
    }

    fn if_statement(&mut self, cond: &Expr, then: &Stmt, els: Option<&Stmt>) {
        // A constant condition leaves its dead arm out, as gcc does even at -O0 (code uses
        // it for feature tests: `if (HAVE_X) x_only();` with `x_only` defined nowhere),
        // unless a label in it can still be reached.
        if let Some(v) = crate::sema::constant::eval_int(cond) {
            let (live, dead) = if v != 0 {
                (Some(then), els)
            } else {
                (els, Some(then))
            };
            if !dead.is_some_and(has_label) {
                if let Some(live) = live {
                    self.statement(live);
                }
                return;
            }
        }
        let then_b = self.block("if.then");
        let else_b = els.map(|_| self.block("if.else"));
        let end = self.block("if.end");
        self.branch_on(cond, then_b, else_b.unwrap_or(end));
        self.start_block(then_b);
        self.statement(then);
        if let (Some(else_b), Some(els)) = (else_b, els) {
            if !self.b.is_terminated() {
                self.b.jump(end);
            }
            self.start_block(else_b);
            self.statement(els);
        }
        self.start_block(end);
    }

    fn while_statement(&mut self, cond: &Expr, body: &Stmt) {
        let cond_b = self.block("while.cond");
        let body_b = self.block("while.body");
        let end = self.block("while.end");
        self.start_block(cond_b);
        self.branch_on(cond, body_b, end);
        self.start_block(body_b);
        self.loop_body(body, end, cond_b);
        self.jump_if_open(cond_b);
        self.start_block(end);
    }

    fn do_statement(&mut self, body: &Stmt, cond: &Expr) {
        let body_b = self.block("do.body");
        let cond_b = self.block("do.cond");
        let end = self.block("do.end");
        self.start_block(body_b);
        self.loop_body(body, end, cond_b);
        self.start_block(cond_b);
        self.branch_on(cond, body_b, end);
        self.start_block(end);
    }

    fn for_statement(
        &mut self,
        init: &ForInit,
        cond: Option<&Expr>,
        step: Option<&Expr>,
        body: &Stmt,
        span: crate::diag::Span,
    ) {
        let depth = self.cleanups.len();
        let outer = self.open_block_scope();
        self.describe_scope(self.scope, span);
        match init {
            ForInit::Decl(d) => self.local_declaration(d),
            ForInit::Expr(Some(e)) => {
                self.rvalue(e);
            }
            ForInit::Expr(None) => {}
        }
        let cond_b = self.block("for.cond");
        let body_b = self.block("for.body");
        let inc_b = step.map(|_| self.block("for.inc"));
        let end = self.block("for.end");
        self.start_block(cond_b);
        match cond {
            Some(c) => self.branch_on(c, body_b, end),
            None => self.b.jump(body_b),
        }
        self.start_block(body_b);
        self.loop_body(body, end, inc_b.unwrap_or(cond_b));
        if let (Some(inc_b), Some(step)) = (inc_b, step) {
            self.start_block(inc_b);
            self.rvalue(step);
        }
        self.jump_if_open(cond_b);
        self.start_block(end);
        self.scope = outer;
        self.close_scope(depth);
    }

    /// Enter a new C block's scope (see `ir::Scopes`); the enclosing one is returned, for
    /// the caller to restore at the block's end.
    fn open_block_scope(&mut self) -> u32 {
        let outer = self.scope;
        self.scope = self.b.func.scopes.open(outer);
        outer
    }

    fn loop_body(&mut self, body: &Stmt, break_to: Block, continue_to: Block) {
        let depth = self.cleanups.len();
        self.break_targets.push((break_to, depth));
        self.continue_targets.push((continue_to, depth));
        self.statement(body);
        self.break_targets.pop();
        self.continue_targets.pop();
    }

    fn jump_if_open(&mut self, b: Block) {
        if !self.b.is_terminated() {
            self.b.jump(b);
        }
    }

    /// The dispatch block ends in a `switch` terminator, filled in once the body has shown
    /// where its case labels are.
    fn switch_statement(&mut self, value: &Expr, body: &Stmt) {
        let Some(v) = self.rvalue(value) else { return };
        let ty = self.b.func.value_type(v);
        let dispatch = self.b.current_block().expect("an open block");
        self.b.terminate(ir::Terminator::Unreachable);
        let end = self.block("sw.epilog");
        self.switches.push(SwitchLowering {
            cases: Vec::new(),
            ranges: Vec::new(),
            default: None,
            ty,
        });
        self.break_targets.push((end, self.cleanups.len()));
        self.statement(body);
        self.break_targets.pop();
        let mut sw = self.switches.pop().expect("pushed above");
        let default = sw.default.unwrap_or(end);
        let default = self.case_ranges(v, &mut sw, default);
        self.b.func.blocks[dispatch].term = Some(ir::Terminator::Switch {
            value: v,
            default,
            cases: sw.cases,
        });
        self.start_block(end);
    }

    /// GNU C's case ranges: a short range becomes one case per value; longer ones are
    /// tested in turn, `(v - lo) <= (hi - lo)` unsigned, in blocks the switch's default
    /// goes to first. Returns the block the switch's default is then.
    fn case_ranges(&mut self, v: Value, sw: &mut SwitchLowering, default: Block) -> Block {
        const EXPANDED: u64 = 64;
        let mut tested = Vec::new();
        for &(lo, hi, b) in &sw.ranges {
            let len = (hi as u64).wrapping_sub(lo as u64);
            if len < EXPANDED {
                let values =
                    (0..=len).map(|i| ir_constant((lo as u64).wrapping_add(i) as i64, sw.ty));
                sw.cases.extend(values.map(|c| (c, b)));
            } else {
                tested.push((lo, len, b));
            }
        }
        let resume = self.b.current_block();
        let mut next = default;
        for (lo, len, b) in tested.into_iter().rev() {
            let test = self.block("sw.range");
            self.b.switch_to(test);
            let t = sw.ty;
            let lo_v = self.b.iconst(t, lo);
            let offset = self.b.binary(ir::BinOp::Sub, t, v, lo_v, None);
            let len_v = self.b.iconst(t, ir_constant(len as i64, t));
            let inside = self.b.icmp(ir::Cond::Ule, t, offset, len_v, None);
            self.b.br(inside, b, next);
            next = test;
        }
        if let Some(r) = resume {
            self.b.switch_to(r);
        }
        next
    }

    /// GNU C's `goto *p`: `p` holds the number of one of the function's address-taken
    /// labels (the value `&&label` gave). Every `goto *p` of the function stores it and
    /// jumps to one dispatch block that switches over those labels, as gcc factors computed
    /// gotos: an interpreter with a `goto *` per opcode then has sites + labels edges, not
    /// sites x labels (Lua's `luaV_execute` has 78 sites and 83 labels). mem2reg makes the
    /// stored numbers a phi of the dispatch block.
    fn indirect_goto(&mut self, target: &Expr) {
        let Some(p) = self.rvalue(target) else { return };
        let n = self
            .b
            .cast(ir::CastOp::Bitcast, ir::Type::Ptr, ir::Type::I64, p, None);
        let (dispatch, slot) = self.indirect_dispatch();
        self.b.store(ir::Type::I64, n, slot);
        self.b.jump(dispatch);
    }

    /// The function's computed-goto dispatch block and the slot it reads the label number
    /// from, made at the first `goto *p`. A number that no `&&label` of this function
    /// produced reaches `unreachable`.
    fn indirect_dispatch(&mut self) -> (Block, ir::Value) {
        if let Some(dispatch) = self.indirect_dispatch {
            return dispatch;
        }
        let slot = self.b.alloca(8, 8, "indirectgoto.target");
        let dispatch = self.block("indirectgoto");
        let nowhere = self.block("indirectgoto.default");
        let site = self.b.current_block();
        self.b.switch_to(dispatch);
        let n = self.b.load(ir::Type::I64, slot, None);
        let names = self.label_addresses;
        let cases = names
            .iter()
            .enumerate()
            .map(|(i, name)| (i as i64 + 1, self.label_block(name)))
            .collect();
        self.b.terminate(ir::Terminator::Switch {
            value: n,
            default: nowhere,
            cases,
        });
        self.b.switch_to(nowhere);
        self.b.terminate(ir::Terminator::Unreachable);
        if let Some(site) = site {
            self.b.switch_to(site);
        }
        self.indirect_dispatch = Some((dispatch, slot));
        (dispatch, slot)
    }

    fn return_statement(&mut self, value: Option<&Expr>) {
        let v = value.and_then(|e| self.rvalue(e));
        self.run_cleanups(0);
        if self.ret.is_void() {
            self.b.ret(None);
            return;
        }
        match v {
            Some(v) if self.ret.is_aggregate() && self.lowered.ret == abi::Passing::X87 => {
                let value = self.b.load(ir::Type::F128, v, None);
                self.x87_return(value)
            }
            Some(v) if self.lowered.ret == abi::Passing::X87Pair => self.x87_return_pair(v),
            Some(v) if self.ret.is_aggregate() => {
                let ret = self.ret.clone();
                let results = self.aggregate_result(v, &ret);
                self.b.ret(results);
            }
            Some(v) if self.lowered.ret == abi::Passing::X87 => self.x87_return(v),
            Some(v) => self.b.ret(Some(v)),
            None => self.ret_undef(),
        }
    }
}

impl FunctionLowering<'_> {
    /// What a function returns for the aggregate at `v`: nothing after copying it to the
    /// hidden result address, or the registers it fits in.
    fn aggregate_result(&mut self, v: Value, ty: &Type) -> Vec<Value> {
        if let Some(sret) = self.sret {
            self.copy_object(sret, v, ty);
            return Vec::new();
        }
        match self.lowered.ret.clone() {
            abi::Passing::Pieces(pieces) => {
                let tmp = self.padded_copy(v, ty);
                pieces
                    .into_iter()
                    .map(|(offset, t)| {
                        let at = self.element_address(tmp, offset);
                        self.b.load(t, at, None)
                    })
                    .collect()
            }
            _ => vec![v],
        }
    }

    /// A copy of the aggregate at `v` in a temporary of whole eightbytes, so that
    /// register-sized pieces can be loaded from it without reading past the object.
    pub(super) fn padded_copy(&mut self, v: Value, ty: &Type) -> Value {
        let tmp = self
            .b
            .alloca(padded_size(ty) as u32, ty.align().max(8) as u32, "coerce");
        self.copy_object(tmp, v, ty);
        tmp
    }
}

/// The scalars an object is made of, with their offsets.
fn scalar_leaves(ty: &Type, offset: u64, out: &mut Vec<(u64, Type)>) {
    match ty {
        Type::Array(elem, Some(n)) => {
            let size = elem.size().unwrap_or(0);
            for i in 0..*n {
                scalar_leaves(elem, offset + i * size, out);
            }
        }
        t if t.is_scalar() => out.push((offset, t.clone())),
        // A vector's lanes, as an array's elements.
        Type::Vector(elem, size) => {
            let lane = elem.size().unwrap_or(1).max(1);
            for i in 0..size / lane {
                out.push((offset + i * lane, (**elem).clone()));
            }
        }
        Type::Struct(st) => {
            let Some(body) = st.body() else { return };
            if st.union {
                // Every byte, in pieces as wide as the alignment.
                let chunk = body.align.clamp(1, 8);
                let piece = Type::int(chunk as u8, false);
                for i in 0..body.size / chunk {
                    out.push((offset + i * chunk, piece.clone()));
                }
                return;
            }
            // An unnamed bit-field is padding, and its unit may reach past the object.
            for m in body
                .members
                .iter()
                .filter(|m| m.name.is_some() || m.ty.is_struct())
            {
                match m.bits {
                    // A packed structure's bit-field crossing its unit, or whose unit
                    // reaches past the object: only the bytes the field occupies.
                    Some((bit, width))
                        if m.straddles_its_unit()
                            || m.offset + m.ty.size().unwrap_or(0) > body.size =>
                    {
                        let byte = Type::int(1, false);
                        for b in bit / 8..(bit + width).div_ceil(8) {
                            out.push((offset + m.offset + u64::from(b), byte.clone()));
                        }
                    }
                    _ => scalar_leaves(&m.ty, offset + m.offset, out),
                }
            }
        }
        _ => {}
    }
}

/// Whether a jump from outside can land in `s`: it holds a label, or a `case` or `default`
/// of an enclosing `switch`.
fn has_label(s: &Stmt) -> bool {
    crate::stack::grow_stack(|| match &s.kind {
        StmtKind::Labeled(..)
        | StmtKind::Case(..)
        | StmtKind::CaseRange(..)
        | StmtKind::Default(_) => true,
        StmtKind::Compound(items) => items.iter().any(|i| match i {
            BlockItem::Stmt(s) => has_label(s),
            BlockItem::Decl(_) | BlockItem::Labels(..) => false,
        }),
        StmtKind::If(_, then, els) => has_label(then) || els.as_deref().is_some_and(has_label),
        StmtKind::Switch(_, body)
        | StmtKind::While(_, body)
        | StmtKind::DoWhile(body, _)
        | StmtKind::For { body, .. } => has_label(body),
        StmtKind::Expr(_)
        | StmtKind::Goto(..)
        | StmtKind::Continue
        | StmtKind::Break
        | StmtKind::Return(_)
        | StmtKind::IndirectGoto(_)
        | StmtKind::Asm(_) => false,
    })
}

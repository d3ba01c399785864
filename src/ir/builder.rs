//! A builder for IR functions, used by the lowering stage, the IR reader and tests.
//!
//! The builder has a current block; `ins_*` methods append to it. Allocas always go to the top
//! of the entry block whatever the current block is, as docs/design.md requires.

use super::*;

pub struct FunctionBuilder {
    pub func: Function,
    current: Option<Block>,
    /// How many allocas sit at the top of the entry block.
    allocas: usize,
    /// The source offset given to the instructions made from now on (`set_position`).
    position: Option<usize>,
}

impl FunctionBuilder {
    /// Start a function with the given parameter names; creates and selects the entry block.
    pub fn new(name: &str, sig: Signature, linkage: Linkage, param_names: &[&str]) -> Self {
        let params: Vec<Type> = sig.params.iter().map(|p| p.ty).collect();
        let mut func = Function::new(name.to_string(), sig, linkage);
        func.entry = func.add_block("entry");
        func.layout.push(func.entry);
        for (i, ty) in params.into_iter().enumerate() {
            let v = func.add_value(ty, ValueDef::Param(i), param_names.get(i).copied());
            func.params.push(v);
        }
        let entry = func.entry;
        FunctionBuilder {
            func,
            current: Some(entry),
            allocas: 0,
            position: None,
        }
    }

    pub fn finish(self) -> Function {
        self.func
    }

    /// The source offset of the statement or expression being lowered: the instructions and
    /// terminators made until the next call come from there (`Function::positions`).
    pub fn set_position(&mut self, offset: Option<usize>) {
        self.position = offset;
    }

    pub fn position(&self) -> Option<usize> {
        self.position
    }

    /// Create a block (appended to the layout) without selecting it.
    pub fn create_block(&mut self, name: &str) -> Block {
        let b = self.func.add_block(name);
        self.func.layout.push(b);
        b
    }

    pub fn switch_to(&mut self, b: Block) {
        self.current = Some(b);
    }

    pub fn current_block(&self) -> Option<Block> {
        self.current
    }

    /// True if the current block already has its terminator.
    pub fn is_terminated(&self) -> bool {
        match self.current {
            Some(b) => self.func.blocks[b].term.is_some(),
            None => true,
        }
    }

    pub fn iconst(&mut self, ty: Type, v: i64) -> Value {
        self.new_value(ty, ValueDef::IConst(v), None)
    }

    pub fn fconst(&mut self, ty: Type, v: f64) -> Value {
        self.new_value(ty, ValueDef::FConst(v.to_bits()), None)
    }

    pub fn undef(&mut self, ty: Type) -> Value {
        self.new_value(ty, ValueDef::Undef, None)
    }

    fn new_value(&mut self, ty: Type, def: ValueDef, name: Option<&str>) -> Value {
        self.func.add_value(ty, def, name)
    }

    /// Create an instruction and its result values without placing it in a block (a call
    /// gets one value per result of its signature; its `extra_results` are replaced).
    pub fn make_inst(&mut self, kind: InstKind, name: Option<&str>) -> Inst {
        let ty = kind.result_type();
        let extra: Vec<Type> = match &kind {
            InstKind::Call(call) => call.sig.ret.iter().skip(1).map(|r| r.ty).collect(),
            _ => Vec::new(),
        };
        let inst = self.func.insts.push(InstData { kind, result: None });
        self.func.positions.set_inst(inst, self.position);
        if let Some(ty) = ty {
            let v = self.new_value(ty, ValueDef::Inst(inst), name);
            self.func.insts[inst].result = Some(v);
        }
        let extra: Vec<Value> = extra
            .into_iter()
            .map(|ty| self.new_value(ty, ValueDef::Inst(inst), name))
            .collect();
        if let InstKind::Call(call) = &mut self.func.insts[inst].kind {
            call.extra_results = extra;
        }
        inst
    }

    /// Append an instruction to the current block and return it.
    pub fn ins(&mut self, kind: InstKind, name: Option<&str>) -> Inst {
        let b = self
            .current
            .expect("internal compiler error: no current block");
        let inst = self.make_inst(kind, name);
        self.func.push_inst(b, inst);
        inst
    }

    /// Append an instruction that has a result and return the result.
    pub fn ins_value(&mut self, kind: InstKind, name: Option<&str>) -> Value {
        let inst = self.ins(kind, name);
        self.func.insts[inst]
            .result
            .expect("internal compiler error: instruction has no result")
    }

    /// An alloca at the top of the entry block (after the allocas already there).
    pub fn alloca(&mut self, size: u32, align: u32, name: &str) -> Value {
        let inst = self.make_inst(InstKind::Alloca { size, align }, Some(name));
        let entry = self.func.entry;
        self.func.insert_inst(entry, self.allocas, inst);
        self.allocas += 1;
        self.func.insts[inst].result.unwrap()
    }

    /// Record that the alloca `addr` holds a variable of the C source whose name is at
    /// `offset` (see `Function::variables`).
    pub fn declare_variable(&mut self, addr: Value, offset: usize) {
        if let ValueDef::Inst(alloca) = self.func.values[addr].def {
            self.func.variables.declare(alloca, offset);
        }
    }

    /// Record that the alloca `addr` holds a copy of a parameter (see `Function::variables`).
    pub fn declare_parameter(&mut self, addr: Value) {
        if let ValueDef::Inst(alloca) = self.func.values[addr].def {
            self.func.variables.declare_parameter(alloca);
        }
    }

    /// Record that the alloca `addr` belongs to the C block `scope` (see `Function::scopes`).
    pub fn place_in_scope(&mut self, addr: Value, scope: u32) {
        if let ValueDef::Inst(alloca) = self.func.values[addr].def {
            self.func.scopes.place(alloca, scope);
        }
    }

    pub fn load(&mut self, ty: Type, addr: Value, name: Option<&str>) -> Value {
        self.ins_value(
            InstKind::Load {
                ty,
                addr,
                volatile: false,
            },
            name,
        )
    }

    pub fn store(&mut self, ty: Type, value: Value, addr: Value) {
        self.ins(
            InstKind::Store {
                ty,
                value,
                addr,
                volatile: false,
            },
            None,
        );
    }

    pub fn binary(
        &mut self,
        op: BinOp,
        ty: Type,
        lhs: Value,
        rhs: Value,
        name: Option<&str>,
    ) -> Value {
        self.binary_flagged(op, ty, lhs, rhs, false, name)
    }

    /// `binary` with the `nsw` flag given (see `InstKind::Binary`).
    pub fn binary_flagged(
        &mut self,
        op: BinOp,
        ty: Type,
        lhs: Value,
        rhs: Value,
        nsw: bool,
        name: Option<&str>,
    ) -> Value {
        let kind = InstKind::Binary {
            op,
            ty,
            lhs,
            rhs,
            nsw,
        };
        self.ins_value(kind, name)
    }

    pub fn icmp(
        &mut self,
        cond: Cond,
        ty: Type,
        lhs: Value,
        rhs: Value,
        name: Option<&str>,
    ) -> Value {
        self.ins_value(InstKind::Icmp { cond, ty, lhs, rhs }, name)
    }

    pub fn cast(
        &mut self,
        op: CastOp,
        from: Type,
        to: Type,
        arg: Value,
        name: Option<&str>,
    ) -> Value {
        self.ins_value(InstKind::Cast { op, from, to, arg }, name)
    }

    /// Add a phi to block `b` (at the end of its phi list) and return its result.
    pub fn phi(
        &mut self,
        b: Block,
        ty: Type,
        args: Vec<(Block, Value)>,
        name: Option<&str>,
    ) -> Value {
        let inst = self.make_inst(
            InstKind::Phi {
                ty,
                args: args.into(),
            },
            name,
        );
        self.func.push_phi(b, inst);
        self.func.insts[inst].result.unwrap()
    }

    /// Set the terminator of the current block.
    pub fn terminate(&mut self, term: Terminator) {
        let b = self
            .current
            .expect("internal compiler error: no current block");
        debug_assert!(
            self.func.blocks[b].term.is_none(),
            "block {} terminated twice",
            self.func.block_name(b)
        );
        self.func.blocks[b].term = Some(term);
        self.func.positions.set_term(b, self.position);
    }

    pub fn jump(&mut self, dest: Block) {
        self.terminate(Terminator::Jump(dest));
    }

    pub fn br(&mut self, cond: Value, then_dest: Block, else_dest: Block) {
        self.terminate(Terminator::br(cond, then_dest, else_dest));
    }

    /// Return `values`, one per result of the signature (`None` or nothing for `void`).
    pub fn ret(&mut self, values: impl IntoIterator<Item = Value>) {
        self.terminate(Terminator::Ret(values.into_iter().collect()));
    }
}

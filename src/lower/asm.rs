//! GNU `asm` statements: the operands go through a block of 16-byte slots, and the
//! statement is a call of the function code generation writes for it in assembler
//! (docs/design.md, "Inline assembly").
//!
//! An input's value, or a memory operand's address, is stored in its slot before the call;
//! a register output is read from its slot after it and assigned to its lvalue, so a local
//! used only as a register operand stays promotable, while one whose address goes to a
//! memory operand escapes. The call is opaque to every pass: a barrier for memory, never
//! inlined or removed. `asm goto` returns the index of the label taken (0: none).

use super::*;
use crate::ast::AsmStmt;
use crate::target::asm::Place;

/// Bytes per operand slot: a scalar, or a 16-byte vector.
const SLOT: u32 = 16;

/// An output register operand's destination, assigned after the call.
struct Write<'e> {
    slot: u32,
    addr: Value,
    expr: &'e Expr,
}

impl FunctionLowering<'_> {
    pub(super) fn asm_statement(&mut self, asm: &AsmStmt) {
        self.ensure_open();
        let count = asm.outputs.len() + asm.inputs.len();
        let block = self
            .b
            .alloca(SLOT * count.max(1) as u32, 16, "asm.operands");
        let mut operands = Vec::with_capacity(count);
        let mut writes = Vec::new();
        for (i, op) in asm.outputs.iter().enumerate() {
            let c = op.parsed.expect("sema parsed every asm constraint");
            let slot = SLOT * i as u32;
            let mut operand = self.asm_operand(op, slot);
            if c.place == Place::Memory {
                let addr = self.address(&op.expr);
                self.store_slot(block, slot, ir::Type::Ptr, addr);
            } else {
                let addr = self.address(&op.expr);
                if c.read_write {
                    let v = self.read_lvalue(&op.expr, addr);
                    let t = self.ir_type(&op.expr.ty());
                    self.store_slot(block, slot, t, v);
                    operand.load = true;
                }
                operand.store = true;
                writes.push(Write {
                    slot,
                    addr,
                    expr: &op.expr,
                });
            }
            operands.push(operand);
        }
        for (j, op) in asm.inputs.iter().enumerate() {
            let c = op.parsed.expect("sema parsed every asm constraint");
            let slot = SLOT * (asm.outputs.len() + j) as u32;
            let mut operand = self.asm_operand(op, slot);
            match c.place {
                Place::Memory => {
                    let addr = self.address(&op.expr);
                    self.store_slot(block, slot, ir::Type::Ptr, addr);
                }
                Place::Immediate(_) => {
                    operand.immediate = crate::sema::constant::eval_int(&op.expr);
                    operand.symbol = op.symbol.clone();
                }
                Place::Tied(n) => {
                    // The input's value goes where output `n`'s register is loaded from.
                    let v = self.value(&op.expr);
                    let t = self.ir_type(&op.expr.ty());
                    self.store_slot(block, SLOT * n as u32, t, v);
                    operands[n].load = true;
                }
                Place::Flag(_) => unreachable!("sema allows flag outputs only"),
                Place::Register(_) | Place::Fixed(_) => {
                    let v = self.value(&op.expr);
                    let t = self.ir_type(&op.expr.ty());
                    self.store_slot(block, slot, t, v);
                    operand.load = true;
                }
            }
            operands.push(operand);
        }
        let mut record = ir::InlineAsm {
            symbol: String::new(),
            template: asm.template.clone(),
            basic: asm.basic,
            operands,
            clobbers: asm.clobbers.iter().map(|(c, _)| c.clone()).collect(),
            // As written, which the template names them by (`%l[out]`).
            labels: asm
                .labels
                .iter()
                .map(|(l, _)| written_label(l).to_string())
                .collect(),
            span: asm.span,
        };
        record.symbol = wrapper_symbol(&record);
        let ret = (!asm.labels.is_empty()).then_some(ir::Type::I32);
        let taken = self.runtime_call(&record.symbol, ret, vec![block]);
        self.inline_asm.push(record);
        for w in writes {
            let ty = w.expr.ty();
            let t = self.ir_type(&ty);
            let slot_addr = self.member_address(block, u64::from(w.slot));
            let v = self.load(t, slot_addr, false);
            let volatile = self.is_volatile(w.expr);
            let bits = crate::ast::bit_field(w.expr);
            self.store_lvalue(t, v, w.addr, volatile, bits, &ty);
        }
        if let Some(taken) = taken {
            self.asm_goto(taken, &asm.labels);
        }
    }

    /// The operand's record, its loads and stores not decided yet.
    fn asm_operand(&self, op: &crate::ast::AsmOperand, slot: u32) -> ir::AsmOperand {
        let ty = op.expr.ty();
        let c = op.parsed.expect("sema parsed every asm constraint");
        ir::AsmOperand {
            name: op.name.clone(),
            place: c.place,
            output: c.output || c.read_write,
            early_clobber: c.early_clobber,
            slot,
            size: ty.size().unwrap_or(8) as u32,
            float: ty.is_float(),
            load: false,
            store: false,
            immediate: None,
            symbol: None,
            based_on: op.based_on,
        }
    }

    fn store_slot(&mut self, block: Value, slot: u32, t: ir::Type, v: Value) {
        let addr = self.member_address(block, u64::from(slot));
        self.store(t, v, addr, false);
    }

    /// The value of the lvalue `e` at `addr` (a `+` operand's value before the template).
    fn read_lvalue(&mut self, e: &Expr, addr: Value) -> Value {
        let ty = e.ty();
        let t = self.ir_type(&ty);
        let volatile = self.is_volatile(e);
        match crate::ast::bit_field(e) {
            Some(b) => self.load_bit_field(t, addr, volatile, b, ty.is_signed()),
            None => self.load(t, addr, volatile),
        }
    }

    /// Branch on what an `asm goto` returned: label `i` for `i + 1`, on for 0.
    fn asm_goto(&mut self, taken: Value, labels: &[(String, crate::diag::Span)]) {
        let on = self.block("asm.fallthrough");
        let mut cases = Vec::new();
        let mut exits = Vec::new();
        for (i, (name, _)) in labels.iter().enumerate() {
            let exit = self.block("asm.goto");
            cases.push((i as i64 + 1, exit));
            exits.push((exit, name));
        }
        self.b.terminate(ir::Terminator::Switch {
            value: taken,
            default: on,
            cases,
        });
        for (exit, name) in exits {
            self.b.switch_to(exit);
            let target = self.label_block(name);
            let depth = self.depth_at_label(name);
            self.run_cleanups(depth);
            self.b.jump(target);
        }
        self.b.switch_to(on);
    }
}

/// The wrapper's name: a hash of what its code depends on, so that the same statement in
/// two objects is one weak symbol with the same code.
fn wrapper_symbol(record: &ir::InlineAsm) -> String {
    let key = format!(
        "{:?}|{}|{:?}|{:?}|{}",
        record.template,
        record.basic,
        record.operands,
        record.clobbers,
        record.labels.len()
    );
    // FNV-1a, 64 bits: stable across compilers and runs, unlike std's hasher.
    let hash = key.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    format!("{}{hash:016x}", crate::ir::names::ASM_PREFIX)
}

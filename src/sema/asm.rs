//! GNU inline assembly statements: each operand's constraint parsed with the target's table
//! (`target::asm`) and its expression checked against it, the clobbers and `goto` labels
//! named, and the template's operand references and modifiers checked, so that what
//! tcc-rs cannot honour is an error here, located, and never wrong code later.

use super::constant::eval_int;
use super::expr::{is_lvalue, read_only};
use super::*;
use crate::ast::{AsmOperand, AsmStmt};
use crate::target::asm::{self, OperandRef, Piece, Place};

impl Checker<'_> {
    pub(super) fn asm_statement(&mut self, asm: &mut AsmStmt) -> Option<()> {
        let target = self.syms.target;
        let outputs = asm.outputs.len();
        let mut ok = true;
        for (i, op) in asm.outputs.iter_mut().enumerate() {
            ok &= self.asm_output(op, i).is_some();
        }
        let output_places: Vec<_> = asm
            .outputs
            .iter()
            .map(|o| o.parsed.map(|c| c.place))
            .collect();
        for (i, op) in asm.inputs.iter_mut().enumerate() {
            ok &= self.asm_input(op, outputs + i, &output_places).is_some();
        }
        // Memory operands in one object, for code generation to address from one register
        // when it runs out of them (16 "m" operands in one local array: libgcrypt's tests).
        let mut known = Vec::new();
        for (i, op) in asm
            .outputs
            .iter_mut()
            .chain(asm.inputs.iter_mut())
            .enumerate()
        {
            if op.parsed.is_some_and(|c| c.place == Place::Memory) {
                op.based_on = self.same_object_as(&op.expr, i, &mut known);
            }
        }
        for op in &asm.inputs {
            let tied = match op.parsed.map(|c| c.place) {
                Some(Place::Tied(n)) => asm.outputs.get(n),
                _ => None,
            };
            let in_register =
                |c: asm::Constraint| !matches!(c.place, Place::Memory | Place::Flag(_));
            if tied.and_then(|o| o.parsed).is_some_and(|c| !in_register(c)) {
                ok = false;
                self.errors.push(Diagnostic::error(
                    op.constraint_span,
                    "inconsistent operand constraints in an 'asm'",
                ));
            }
        }
        let clobbered: Vec<_> = asm
            .clobbers
            .iter()
            .filter_map(|(c, _)| asm::register_named(target, c))
            .collect();
        let ops = asm.outputs.iter().chain(&asm.inputs);
        let shape: Option<Vec<_>> = ops
            .map(|o| {
                o.parsed
                    .map(|c| (c.place, c.output || c.read_write, c.early_clobber))
            })
            .collect();
        if let Some(i) = shape.and_then(|s| asm::fixed_register_conflict(&s, &clobbered)) {
            ok = false;
            let op = asm
                .outputs
                .iter()
                .chain(&asm.inputs)
                .nth(i)
                .expect("operand i");
            self.errors.push(Diagnostic::error(
                op.constraint_span,
                format!("'asm' operand {i} has impossible constraints"),
            ));
        }
        for (name, sp) in &asm.clobbers {
            let known = matches!(name.as_str(), "cc" | "memory")
                || asm::register_named(target, name).is_some();
            if !known {
                ok = false;
                self.errors.push(Diagnostic::error(
                    *sp,
                    format!("unknown register name '{name}' in 'asm'"),
                ));
            }
        }
        for label in &mut asm.labels {
            self.resolve_label(&mut label.0);
            self.ctx().gotos.push(label.clone());
        }
        if !asm.basic {
            ok &= self.asm_template(asm).is_some();
        }
        ok.then_some(())
    }

    fn asm_output(&mut self, op: &mut AsmOperand, index: usize) -> Option<()> {
        let constraint = self.asm_constraint(op, true)?;
        self.expr(&mut op.expr)?;
        self.explicit_register(op)?;
        if !is_lvalue(&op.expr, &self.syms) {
            return self.error(op.expr.span, "lvalue required in 'asm' statement");
        }
        if let Some(what) = read_only(&op.expr, &self.syms) {
            return self.error(op.expr.span, format!("assignment of {what}"));
        }
        self.asm_operand_type(op, constraint.place, index)
    }

    /// `output_places`: where each output is (`None` for one whose constraint was refused),
    /// for a matching constraint's input, which goes where its output is.
    fn asm_input(
        &mut self,
        op: &mut AsmOperand,
        index: usize,
        output_places: &[Option<Place>],
    ) -> Option<()> {
        let outputs = output_places.len();
        let constraint = self.asm_constraint(op, false)?;
        match constraint.place {
            Place::Memory => {
                self.expr(&mut op.expr)?;
                if !is_lvalue(&op.expr, &self.syms) {
                    return self.error(
                        op.expr.span,
                        format!("memory input {index} is not directly addressable"),
                    );
                }
            }
            Place::Tied(n) if n >= outputs => {
                return self.error(
                    op.constraint_span,
                    "matching constraint references invalid operand number",
                )
            }
            Place::Immediate(range) => {
                self.rvalue(&mut op.expr)?;
                let value = eval_int(&op.expr).filter(|_| op.expr.ty().is_integer());
                match value {
                    Some(v) if asm::immediate_fits(self.syms.target, range, v) => {}
                    Some(v) => {
                        return self.error(
                            op.expr.span,
                            format!(
                                "impossible constraint in 'asm': {v} does not fit constraint \
                                 '{}'",
                                op.constraint
                            ),
                        )
                    }
                    // An address constant is a link-time immediate (`"i"(&x)`, `"i"(f)`),
                    // which the template writes as the symbol (x86-64: `$x`, `%P0` bare).
                    None if asm::takes_symbols(range) => match self.address_symbol(&op.expr) {
                        Some(symbol) => op.symbol = Some(symbol),
                        None => return self.not_an_immediate(op, index),
                    },
                    None => return self.not_an_immediate(op, index),
                }
            }
            _ => {
                self.rvalue(&mut op.expr)?;
                self.explicit_register(op)?;
            }
        }
        let place = match constraint.place {
            Place::Tied(n) => output_places[n]?,
            place => place,
        };
        self.asm_operand_type(op, place, index)
    }

    fn not_an_immediate(&mut self, op: &AsmOperand, index: usize) -> Option<()> {
        self.error(
            op.expr.span,
            format!(
                "impossible constraint in 'asm': operand {index} ('{}') is not an integer \
                 constant expression",
                op.constraint
            ),
        )
    }

    fn asm_constraint(&mut self, op: &mut AsmOperand, output: bool) -> Option<asm::Constraint> {
        match asm::parse_constraint(self.syms.target, &op.constraint, output) {
            Ok(c) => {
                op.parsed = Some(c);
                Some(c)
            }
            Err(message) => self.error(op.constraint_span, message),
        }
    }

    /// A local register variable with an asm label (`register long x asm("r10")`) as a
    /// register operand is in that register, which the operand then asks for.
    fn explicit_register(&mut self, op: &mut AsmOperand) -> Option<()> {
        let Some(c) = op.parsed.as_mut() else {
            return Some(());
        };
        let Place::Register(_) = c.place else {
            return Some(());
        };
        let mut e = &op.expr;
        while let ExprKind::ImplicitCast(inner) = &e.kind {
            e = inner;
        }
        let ExprKind::Ident(_, Some(id)) = &e.kind else {
            return Some(());
        };
        let sym = self.syms.get(*id);
        let Some(name) = self
            .syms
            .link_names
            .get(id)
            .filter(|_| matches!(sym.kind, SymbolKind::Local))
        else {
            return Some(());
        };
        match asm::register_named(self.syms.target, name) {
            Some(r) => {
                c.place = Place::Fixed(r);
                Some(())
            }
            None => {
                let message = format!("invalid register name for '{}'", sym.name);
                self.error(op.expr.span, message)
            }
        }
    }

    /// A register operand must fit a register: a scalar of 1, 2, 4 or 8 bytes, or in a
    /// vector register also a 16-byte scalar or a GNU vector of 8 or 16 bytes (`__m128i` in
    /// an `x` register, as the AES and PCLMULQDQ intrinsics of wmmintrin.h need).
    fn asm_operand_type(&mut self, op: &AsmOperand, place: Place, index: usize) -> Option<()> {
        let ty = op.expr.ty();
        if matches!(place, Place::Memory | Place::Immediate(_)) {
            return Some(());
        }
        if matches!(place, Place::Flag(_)) {
            if ty.is_integer() {
                return Some(());
            }
            return self.error(
                op.expr.span,
                format!("invalid type for asm flag output: '{ty}'"),
            );
        }
        let vector = matches!(
            place,
            Place::Register(asm::RegClass::Vector | asm::RegClass::LowVector)
        ) || matches!(place, Place::Fixed(r) if r.is_vector(self.syms.target.arch()));
        let fits = match ty.size() {
            Some(1 | 2 | 4) => ty.is_scalar(),
            Some(8) => ty.is_scalar() || (vector && ty.is_vector()),
            Some(16) => vector && (ty.is_scalar() || ty.is_vector()),
            _ => false,
        };
        if fits {
            return Some(());
        }
        self.error(
            op.expr.span,
            format!(
                "operand {index} of type '{}' does not fit the register constraint '{}' \
                 (tcc-rs passes scalars of 1, 2, 4 or 8 bytes in registers, and vectors \
                 of 8 or 16 bytes in vector registers)",
                ty, op.constraint
            ),
        )
    }

    /// Every `%N`, `%[name]` and modifier of the template names an operand or label.
    fn asm_template(&mut self, asm: &AsmStmt) -> Option<()> {
        let pieces = match asm::parse_template(self.syms.target, &asm.template) {
            Ok(p) => p,
            Err(message) => return self.error(asm.template_span, message),
        };
        let operands = asm.outputs.len() + asm.inputs.len();
        let count = operands + asm.labels.len();
        for piece in pieces {
            let Piece::Operand(modifier, reference) = piece else {
                continue;
            };
            let named = |n: &str| {
                let ops = asm.outputs.iter().chain(&asm.inputs);
                ops.map(|o| o.name.as_deref())
                    .position(|o| o == Some(n))
                    .or_else(|| {
                        asm.labels
                            .iter()
                            .position(|l| written_label(&l.0) == n)
                            .map(|i| operands + i)
                    })
            };
            let index = match &reference {
                OperandRef::Number(n) if *n < count => *n,
                OperandRef::Number(_) => {
                    return self.error(asm.template_span, "operand number out of range")
                }
                OperandRef::Name(n) => match named(n) {
                    Some(i) => i,
                    None => {
                        return self
                            .error(asm.template_span, format!("undefined named operand '{n}'"))
                    }
                },
            };
            let ops = asm.outputs.iter().chain(&asm.inputs);
            if ops
                .clone()
                .nth(index)
                .and_then(|o| o.parsed)
                .is_some_and(|c| matches!(c.place, Place::Flag(_)))
            {
                return self.error(asm.template_span, "invalid use of asm flag output");
            }
            let is_label = index >= operands;
            if is_label != (modifier == Some('l')) {
                let message = match is_label {
                    true => "invalid 'asm': a label is referred to as '%l' only",
                    false => "invalid 'asm': operand is not a label for '%l'",
                };
                return self.error(asm.template_span, message);
            }
        }
        Some(())
    }
}

//! Alignment specifiers (C11 6.7.5): `_Alignas(N)` and `_Alignas(type)` on objects and
//! structure members, checked with gcc's messages.
//!
//! Part of semantic analysis. An object's requested alignment lives beside its type, in
//! `Symbols::aligns`, since C does not make it part of the type; a member's goes into its
//! structure's layout.

use super::constant::eval_int;
use super::*;
use crate::types::Type;

/// gcc's largest alignment for an object on ELF targets (`1 << 28`).
const MAX_ALIGNMENT: i64 = 1 << 28;

impl Checker<'_> {
    /// The strictest alignment the specifiers request, 0 if they request none (`_Alignas(0)`
    /// requests none too). Each operand must be a positive power of two or a complete type.
    /// The operands are checked on copies: nothing after sema reads them.
    pub(super) fn requested_alignment(&mut self, specs: &DeclSpecs) -> Option<u64> {
        let mut align = 0;
        for (spec, sp) in &specs.alignas {
            let sp = *sp;
            let requested = match &mut spec.clone() {
                AlignSpec::Type(tn) => {
                    let ty = self.type_name(tn)?;
                    if ty.size().is_none() {
                        return self.error(
                            sp,
                            format!(
                                "invalid application of '__alignof__' to incomplete type '{ty}'"
                            ),
                        );
                    }
                    ty.align()
                }
                AlignSpec::Expr(e) => self.alignment_value(e, sp)?,
            };
            align = align.max(requested);
        }
        Some(align)
    }

    pub(super) fn alignment_value(&mut self, e: &mut Expr, sp: Span) -> Option<u64> {
        self.rvalue(e)?;
        let value = match eval_int(e) {
            Some(v) if e.ty().is_integer() => v,
            _ => return self.error(sp, "requested alignment is not an integer constant"),
        };
        if value == 0 {
            return Some(0);
        }
        if value < 0 || value.count_ones() != 1 {
            return self.error(
                sp,
                format!("requested alignment '{value}' is not a positive power of 2"),
            );
        }
        if value > MAX_ALIGNMENT {
            return self.error(
                sp,
                format!("requested alignment '{value}' exceeds maximum {MAX_ALIGNMENT}"),
            );
        }
        Some(value as u64)
    }

    /// Record a declared object's requested alignment, which may strengthen its natural
    /// alignment but not weaken it (6.7.5p4). A typedef or a function takes none.
    pub(super) fn align_declared(&mut self, specs: &DeclSpecs, align: u64, decl: &InitDeclarator) {
        let Some((name, sp)) = &decl.declarator.name else {
            return;
        };
        if specs.alignas.is_empty() {
            return;
        }
        let typedef = specs
            .storage
            .iter()
            .any(|(s, _)| *s == StorageClass::Typedef);
        let Some(id) = decl.sym.filter(|_| !typedef) else {
            if typedef {
                self.error::<()>(*sp, format!("alignment specified for typedef '{name}'"));
            }
            return;
        };
        let ty = self.syms.get(id).ty.clone();
        if matches!(ty, Type::Function(_)) {
            self.error::<()>(*sp, format!("alignment specified for function '{name}'"));
            return;
        }
        let Some(align) = self.checked_alignment(align, &ty, name, *sp) else {
            return;
        };
        let strictest = self.syms.aligns.get(&id).copied().unwrap_or(0).max(align);
        self.syms.aligns.insert(id, strictest);
    }

    /// The alignment a member declared with `specs` asks for (0 for none).
    pub(super) fn member_alignment(
        &mut self,
        specs: &DeclSpecs,
        align: u64,
        ty: &Type,
        d: &Declarator,
        bit_field: bool,
    ) -> Option<u64> {
        if specs.alignas.is_empty() {
            return Some(0);
        }
        let (name, sp) = d.name.clone().unwrap_or_default();
        let sp = if d.name.is_some() { sp } else { d.span };
        if bit_field {
            return self.error(sp, format!("alignment specified for bit-field '{name}'"));
        }
        self.checked_alignment(align, ty, &name, sp)
    }

    fn checked_alignment(&mut self, align: u64, ty: &Type, name: &str, sp: Span) -> Option<u64> {
        if align != 0 && align < ty.align() {
            return self.error(
                sp,
                format!("'_Alignas' specifiers cannot reduce alignment of '{name}'"),
            );
        }
        Some(align)
    }

    /// `_Alignas` where only a type is named (a cast, `sizeof`, a compound literal).
    pub(super) fn reject_alignment_in_type_name(&mut self, specs: &DeclSpecs) -> Option<()> {
        match specs.alignas.first() {
            Some((_, sp)) => self.error(*sp, "alignment specified for type name"),
            None => Some(()),
        }
    }

    /// `_Alignas` on a parameter (6.7.5p2 allows it only on objects and members).
    pub(super) fn reject_alignment_on_parameter(&mut self, p: &ParamDecl) -> Option<()> {
        if p.specs.alignas.is_empty() {
            return Some(());
        }
        match &p.declarator.name {
            Some((name, sp)) => {
                self.error(*sp, format!("alignment specified for parameter '{name}'"))
            }
            None => self.error(p.span, "alignment specified for unnamed parameter"),
        }
    }
}

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

/// gcc aligns an `_Atomic` structure or union of 2, 4, 8 or 16 bytes to its size, so that
/// one instruction can access it, and so an array of them too; the alignment `quals` and
/// `ty` raise that way (an object, a member, a type name), 0 if none.
pub fn atomic_alignment(quals: Quals, ty: &Type) -> u64 {
    let mut elem = ty;
    while let Type::Array(e, _) | Type::Vla(e, _) = elem {
        elem = e;
    }
    match (quals.is_atomic, elem, elem.size()) {
        (true, Type::Struct(_), Some(size @ (2 | 4 | 8 | 16))) => size.max(elem.align()),
        _ => 0,
    }
}

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
                    let ty = self.measured_type_name(tn)?;
                    if ty.size().is_none() {
                        return self.error(
                            sp,
                            format!(
                                "invalid application of '__alignof__' to incomplete type '{ty}'"
                            ),
                        );
                    }
                    self.type_name_alignment(tn)?.unwrap_or(ty.align())
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
        let natural = self
            .typedef_aligned(specs, &decl.declarator)
            .unwrap_or(ty.align());
        let Some(align) = self.checked_alignment(align, natural, name, *sp) else {
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
        let natural = self.typedef_aligned(specs, d).unwrap_or(ty.align());
        self.checked_alignment(align, natural, &name, sp)
    }

    /// `align` if it does not lower `natural`, the declared type's alignment (an `aligned(N)`
    /// typedef's, which may be less than its type's).
    fn checked_alignment(&mut self, align: u64, natural: u64, name: &str, sp: Span) -> Option<u64> {
        if align != 0 && align < natural {
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

    /// The alignment a type name gives its type when it is not the type's own, as gcc has
    /// it: an `aligned(N)` among its specifiers or on its declarator names it (more or less
    /// than the type's), else an `aligned(N)` typedef it names; a pointer or a function
    /// has its own.
    pub(super) fn type_name_alignment(&mut self, tn: &TypeName) -> Option<Option<u64>> {
        let d = &tn.declarator;
        if !d
            .derived
            .iter()
            .all(|derived| matches!(derived, Derived::Array(..)))
        {
            return Some(None);
        }
        let mut own = 0;
        for a in tn.specs.attrs.iter().chain(&d.attrs) {
            if a.canonical_name() == "aligned" {
                own = own.max(self.aligned_argument(a)?);
            }
        }
        match own {
            0 => Some(self.typedef_aligned(&tn.specs, d)),
            own => Some(Some(own)),
        }
    }

    /// The alignment of the typedef that `specs` name, if it is one with a GNU `aligned(N)`
    /// of its own or inherited (`Symbols::type_aligns`).
    fn typedef_align(&self, specs: &DeclSpecs) -> Option<u64> {
        self.aligned_typedef(specs).map(|(align, _)| align)
    }

    /// The alignment and the size of the type of the `aligned(N)` typedef `specs` name.
    fn aligned_typedef(&self, specs: &DeclSpecs) -> Option<(u64, u64)> {
        let name = specs.typedef_name.as_ref()?;
        let id = self.lookup(name)?;
        let align = *self.syms.type_aligns.get(&id)?;
        Some((align, self.syms.get(id).ty.size().unwrap_or(0)))
    }

    /// The alignment that an `aligned(N)` typedef among `specs` gives what `d` declares,
    /// `None` for the type's own: the typedef's for an object of that type or an array of
    /// them; a pointer or a function has its own.
    pub(super) fn typedef_aligned(&self, specs: &DeclSpecs, d: &Declarator) -> Option<u64> {
        let align = self.typedef_align(specs)?;
        d.derived
            .iter()
            .all(|derived| matches!(derived, Derived::Array(..)))
            .then_some(align)
    }

    /// An array of elements of an `aligned(N)` typedef's type (as `d` may declare) must
    /// keep each element aligned: gcc's errors when the element is smaller than its
    /// alignment or not a multiple of it.
    pub(super) fn check_aligned_elements(
        &mut self,
        specs: &DeclSpecs,
        d: &Declarator,
    ) -> Option<()> {
        let Some((align, size)) = self.aligned_typedef(specs) else {
            return Some(());
        };
        if !matches!(d.derived.first(), Some(Derived::Array(..))) {
            return Some(());
        }
        let at = specs
            .type_specs
            .iter()
            .find(|(s, _)| *s == TypeSpec::TypedefName)
            .map_or(specs.span, |(_, sp)| *sp);
        self.check_element_alignment(size, align, at)
    }

    /// An array element of `size` bytes aligned to `align`, at `at` (the element type's).
    pub(super) fn check_element_alignment(
        &mut self,
        size: u64,
        align: u64,
        at: Span,
    ) -> Option<()> {
        if size == 0 || size.is_multiple_of(align) {
            Some(())
        } else if align > size {
            self.error(
                at,
                "alignment of array elements is greater than element size",
            )
        } else {
            self.error(
                at,
                "size of array element is not a multiple of its alignment",
            )
        }
    }

    /// An object declared with an `aligned(N)` typedef's type (or an array of them) has
    /// that alignment (`Symbols::type_aligns`).
    pub(super) fn typedef_aligned_object(
        &mut self,
        specs: &DeclSpecs,
        storage: Option<StorageClass>,
        decl: &InitDeclarator,
    ) {
        let Some(id) = decl.sym.filter(|_| storage != Some(StorageClass::Typedef)) else {
            return;
        };
        if matches!(self.syms.get(id).ty, Type::Function(_)) {
            return;
        }
        if let Some(align) = self.typedef_aligned(specs, &decl.declarator) {
            self.syms.type_aligns.insert(id, align);
        }
    }
}

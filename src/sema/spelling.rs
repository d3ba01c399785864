//! `-g`: how declarations name their types. Sema resolves a typedef name to the type it
//! stands for and an enumeration to an integer type, which is all the rest of the compiler
//! needs; a debugger shows the names (`size_t`, `enum colour` and its constants), so with
//! `-g` sema also notes, beside the types, where a declaration names one
//! (`types::Spelled`): by the declarator's name's offset in `Symbols::spellings`, and on a
//! structure's members. Lowering's debug types read them (`lower::debug`).

use super::{Checker, SymbolKind};
use crate::ast::{DeclSpecs, Declarator, TypeSpec};
use crate::types::{NamedType, Quals, Spelled, SymbolId, Type};
use rustc_hash::FxHashMap as HashMap;
use std::rc::Rc;

/// The typedefs and enumerations declared so far, as a debugger shows them.
#[derive(Default)]
pub(super) struct NamedTypes {
    typedefs: HashMap<SymbolId, Rc<NamedType>>,
    /// Enumerations with their constants, by the position of their specifiers.
    enums: HashMap<usize, Rc<NamedType>>,
    /// The same by tag (scopes are not tracked for tags, as in `Checker::enum_tags`).
    enum_tags: HashMap<String, Rc<NamedType>>,
}

impl Checker<'_> {
    /// How `specs` and the declarator `d` name the declared type, with `-g`.
    pub(super) fn spelling(&self, specs: &DeclSpecs, d: &Declarator) -> Option<Spelled> {
        if !self.opts.debug_info {
            return None;
        }
        let named = self.named_by(specs)?;
        let depth = u32::try_from(d.derived.len()).ok()?;
        Some(Spelled { named, depth })
    }

    /// Note how a named declarator spells its type, for the symbol it declares.
    pub(super) fn note_spelling(&mut self, specs: &DeclSpecs, d: &Declarator) {
        if let (Some(s), Some((_, sp))) = (self.spelling(specs, d), &d.name) {
            self.syms.spellings.insert(sp.lo, s);
        }
    }

    /// The typedef or enumeration the specifiers name.
    fn named_by(&self, specs: &DeclSpecs) -> Option<Rc<NamedType>> {
        if let Some(name) = &specs.typedef_name {
            let id = self.lookup(name)?;
            return self.named.typedefs.get(&id).cloned();
        }
        if !specs.type_specs.iter().any(|(s, _)| *s == TypeSpec::Enum) {
            return None;
        }
        let by_tag = || self.named.enum_tags.get(specs.tag.as_deref()?);
        self.named
            .enums
            .get(&specs.span.lo)
            .or_else(by_tag)
            .cloned()
    }

    /// Record the typedef `id` that `specs` and `d` declare, of type `ty`.
    pub(super) fn name_typedef(
        &mut self,
        id: SymbolId,
        specs: &DeclSpecs,
        d: &Declarator,
        (ty, quals): (&Type, Quals),
    ) {
        if !self.opts.debug_info {
            return;
        }
        let named = NamedType::Typedef {
            name: self.syms.table[id.0].name.clone(),
            ty: ty.clone(),
            quals,
            spelled: self.spelling(specs, d),
            decl: self.syms.table[id.0].span.lo,
        };
        self.named.typedefs.insert(id, Rc::new(named));
    }

    /// Record the enumeration `specs` define, of type `ty`, with the constants `consts`.
    pub(super) fn name_enumeration(&mut self, specs: &DeclSpecs, ty: &Type, consts: &[SymbolId]) {
        if !self.opts.debug_info {
            return;
        }
        let enumerators = (consts.iter().map(|id| &self.syms.table[id.0]))
            .filter_map(|sym| match sym.kind {
                SymbolKind::EnumConstant(v) => Some((sym.name.clone(), v)),
                _ => None,
            })
            .collect();
        let decl = match &specs.tag {
            Some(_) => specs.tag_span.lo,
            None => specs.span.lo,
        };
        let named = Rc::new(NamedType::Enum {
            tag: specs.tag.clone(),
            ty: ty.clone(),
            enumerators,
            decl,
        });
        if let Some(tag) = &specs.tag {
            self.named.enum_tags.insert(tag.clone(), named.clone());
        }
        self.named.enums.insert(specs.span.lo, named);
    }
}

//! Declarations (6.7): from specifiers and declarators to types, the rules for redeclaring a
//! name at file scope and in a block, static storage and its constant initializers, and
//! function definitions.

use super::constant::eval_int;
use super::init::initializer_span;
use super::tls::ThreadSpec;
use super::*;
use crate::types::{FuncType, IntKind, MemberAttrs, StructBody, StructType, Type};
use std::rc::Rc;

/// The member names of a structure body met so far, and where.
type MemberNames = rustc_hash::FxHashMap<String, Span>;

impl Checker<'_> {
    /// The type named by the type specifiers of a declaration (6.7.2).
    pub(super) fn base_type(&mut self, specs: &DeclSpecs) -> Option<Type> {
        self.c11_specifiers(specs);
        let ty = self.specified_type(specs)?;
        let ty = self.machine_mode(ty, &specs.attrs)?;
        let ty = self.vector_size(ty, &specs.attrs)?;
        // Only a pointer may be `restrict`-qualified (6.7.3p2), here a typedef'd one.
        let restrict = specs
            .qualifiers
            .iter()
            .find(|(q, _)| *q == TypeQualifier::Restrict);
        if let (Some((_, sp)), false) = (restrict, ty.is_pointer()) {
            return self.error(*sp, "invalid use of 'restrict'");
        }
        Some(ty)
    }

    fn specified_type(&mut self, specs: &DeclSpecs) -> Option<Type> {
        let count = |k: TypeSpec| specs.type_specs.iter().filter(|(s, _)| *s == k).count();
        let (signed, unsigned) = (count(TypeSpec::Signed), count(TypeSpec::Unsigned));
        if let Some((sp, msg)) = specifier_conflict(&specs.type_specs) {
            return self.error(sp, msg);
        }
        self.non_iso_type_specifiers(specs);
        if let Some(ty) = self.named_type(specs) {
            return ty;
        }
        if specs
            .type_specs
            .iter()
            .any(|(s, _)| *s == TypeSpec::Complex)
        {
            return self.complex_type(specs);
        }
        if signed > 0 && unsigned > 0 {
            return self.error(
                specs.span,
                "both 'signed' and 'unsigned' in declaration specifiers",
            );
        }
        let longs = count(TypeSpec::Long);
        if longs > 2 {
            return self.error(specs.span, "'long long long' is too long for GCC");
        }
        let kinds: Vec<TypeSpec> = specs
            .type_specs
            .iter()
            .map(|(s, _)| *s)
            .filter(|s| !matches!(s, TypeSpec::Signed | TypeSpec::Unsigned | TypeSpec::Long))
            .collect();
        let two_types = || "two or more data types in declaration specifiers".to_string();
        let ty = match kinds.as_slice() {
            [] | [TypeSpec::Int] if longs == 2 => Type::LONG_LONG.with_signedness(unsigned == 0),
            [] | [TypeSpec::Int] if longs == 1 => Type::int(8, unsigned == 0),
            // No type specifier at all is implicit `int`, as gcc still accepts.
            [] | [TypeSpec::Int] => Type::int(4, unsigned == 0),
            [TypeSpec::Short]
            | [TypeSpec::Short, TypeSpec::Int]
            | [TypeSpec::Int, TypeSpec::Short]
                if longs == 0 =>
            {
                Type::int(2, unsigned == 0)
            }
            [TypeSpec::Char] if longs == 0 && signed + unsigned == 0 => {
                Type::plain_char(self.char_is_signed())
            }
            [TypeSpec::Char] if longs == 0 => Type::int(1, signed > 0),
            // Laid out (glibc's aarch64 `struct sigcontext` has one) but not computed with.
            [TypeSpec::Int128] if longs == 0 => Type::int(16, unsigned == 0),
            [TypeSpec::Void] if longs + signed + unsigned == 0 => Type::Void,
            [TypeSpec::Bool] if longs + signed + unsigned == 0 => Type::Bool,
            [TypeSpec::Float] if longs + signed + unsigned == 0 => Type::FLOAT,
            [TypeSpec::Double] if longs == 0 && signed + unsigned == 0 => Type::DOUBLE,
            [TypeSpec::Double] if longs == 1 && signed + unsigned == 0 => Type::LONG_DOUBLE,
            [TypeSpec::FloatN(n)] if longs + signed + unsigned == 0 => Type::float_n(*n),
            _ => return self.error(specs.span, two_types()),
        };
        Some(ty)
    }

    /// The type specifiers ISO C (or the standard `-std=` selects) has not: `__int128`,
    /// and before C99 `long long` and `_Bool`.
    fn non_iso_type_specifiers(&mut self, specs: &DeclSpecs) {
        if !self.specifiers_checked.insert(specs.span.lo) {
            return;
        }
        let c90 = self.standard() == Standard::C90;
        let mut longs = 0;
        for &(spec, sp) in &specs.type_specs {
            longs += usize::from(spec == TypeSpec::Long);
            let (kind, msg) = match spec {
                // Not `__int128_t` and `__uint128_t`, which are typedef names to gcc.
                TypeSpec::Int128 if sp.hi - sp.lo == "__int128".len() => {
                    (Pedwarn::Pedantic, "ISO C does not support '__int128' types")
                }
                // Given after C90 too under an explicit -Wlong-long (`Pedantic::pedwarn`).
                TypeSpec::Long if longs == 2 => {
                    (Pedwarn::LongLong, "ISO C90 does not support 'long long'")
                }
                TypeSpec::Bool if c90 => {
                    (Pedwarn::Pedantic, "ISO C90 does not support boolean types")
                }
                TypeSpec::Complex if c90 => {
                    (Pedwarn::Pedantic, "ISO C90 does not support complex types")
                }
                _ => continue,
            };
            self.pedwarn(kind, sp, msg, Vec::new());
        }
    }

    /// The specifiers C11 added, before C11: `_Thread_local`, `_Alignas` and the `_Atomic`
    /// qualifier (`_Noreturn` is reported at the declarator, `noreturn_before_c11`).
    fn c11_specifiers(&mut self, specs: &DeclSpecs) {
        let keyword = |sp: Span, word: &str| Span::new(sp.lo, (sp.lo + word.len()).min(sp.hi));
        for &(class, sp) in &specs.storage {
            if class == StorageClass::ThreadLocal {
                self.before_c11(keyword(sp, "_Thread_local"), "'_Thread_local'");
            }
        }
        for &(_, sp) in &specs.alignas {
            self.before_c11(sp, "'_Alignas'");
        }
        for &(q, sp) in &specs.qualifiers {
            if q == TypeQualifier::Atomic {
                self.before_c11(keyword(sp, "_Atomic"), "the '_Atomic' qualifier");
            }
        }
    }

    /// `_Noreturn` before C11, which gcc reports at each declarator it specifies.
    pub(super) fn noreturn_before_c11(&mut self, specs: &DeclSpecs, d: &Declarator) {
        let noreturn = specs
            .function_specs
            .iter()
            .any(|&(f, _)| f == FunctionSpec::Noreturn);
        if let (true, Some((_, at))) = (noreturn, &d.name) {
            self.before_c11(*at, "'_Noreturn'");
        }
    }

    /// `_Complex` with the other specifiers' real type (alone, `double`, as gcc reads it).
    /// Such types are declared (glibc's `<complex.h>` prototypes) but not computed with:
    /// `check_supported` refuses them where used.
    fn complex_type(&mut self, specs: &DeclSpecs) -> Option<Type> {
        let mut real = specs.clone();
        real.type_specs.retain(|(s, _)| *s != TypeSpec::Complex);
        let real = match real.type_specs.is_empty() {
            true => Type::DOUBLE,
            false => self.specified_type(&real)?,
        };
        if !real.is_arithmetic() {
            let sp = specs
                .type_specs
                .iter()
                .find(|(s, _)| *s == TypeSpec::Complex);
            let sp = sp.map_or(specs.span, |(_, sp)| *sp);
            return self.error(sp, "'_Complex' needs an arithmetic type");
        }
        Some(Type::Complex(Rc::new(real)))
    }

    /// The type of specifiers that name one: a typedef name or a structure/union. `None`
    /// when the specifiers are keywords only.
    fn named_type(&mut self, specs: &DeclSpecs) -> Option<Option<Type>> {
        let (named, sp) = specs.type_specs.iter().find(|(s, _)| {
            matches!(
                s,
                TypeSpec::TypedefName
                    | TypeSpec::Struct
                    | TypeSpec::Union
                    | TypeSpec::Enum
                    | TypeSpec::Typeof
                    | TypeSpec::AutoType
            )
        })?;
        if specs.type_specs.len() > 1 {
            return Some(self.error(
                specs.span,
                "two or more data types in declaration specifiers",
            ));
        }
        if *named == TypeSpec::Enum {
            return Some(self.enum_type(specs));
        }
        if *named == TypeSpec::Typeof {
            return Some(self.typeof_type(specs));
        }
        if *named == TypeSpec::AutoType {
            return Some(self.auto_type(specs, *sp));
        }
        if *named != TypeSpec::TypedefName {
            let (union, sp) = (*named == TypeSpec::Union, *sp);
            return Some(self.struct_type(specs, union, sp));
        }
        let name = specs.typedef_name.clone().unwrap_or_default();
        match self.lookup(&name).map(|id| &self.syms.table[id.0]) {
            Some(sym) if matches!(sym.kind, SymbolKind::Typedef) => Some(Some(sym.ty.clone())),
            _ => Some(self.error(*sp, format!("unknown type name '{name}'"))),
        }
    }

    /// GNU `typeof`: the type of a type name, or of an expression, which is not evaluated
    /// (it is checked on a copy, since specifiers are read once per declarator).
    fn typeof_type(&mut self, specs: &DeclSpecs) -> Option<Type> {
        match specs.typeof_arg.clone()? {
            AlignSpec::Type(mut tn) => self.measured_type_name(&mut tn),
            AlignSpec::Expr(mut e) => {
                self.unevaluated += 1;
                let checked = self.expr(&mut e);
                self.unevaluated -= 1;
                checked?;
                Some(e.ty())
            }
        }
    }

    /// GNU `__auto_type`: the type of the initializer `auto_type_operand` copied into the
    /// specifiers, after lvalue conversion (arrays and functions decay, the qualifiers of an
    /// lvalue are dropped), as gcc has it. The copy is checked unevaluated, like `typeof`'s
    /// operand: the declarator's own initializer is the one evaluated.
    fn auto_type(&mut self, specs: &DeclSpecs, sp: Span) -> Option<Type> {
        let Some(AlignSpec::Expr(mut e)) = specs.typeof_arg.clone() else {
            return self.error(sp, "'__auto_type' requires an initialized data declaration");
        };
        self.unevaluated += 1;
        let checked = self.expr(&mut e);
        self.unevaluated -= 1;
        checked?;
        let quals = lvalue_quals(&e, &self.syms);
        Some(super::generic::decayed(e.ty(), quals))
    }

    /// Give `__auto_type` its operand: the initializer of the declaration's one declarator,
    /// which must be a plain identifier initialized with an expression (gcc's rules).
    fn auto_type_operand(&mut self, d: &mut Declaration) -> Option<()> {
        let specs = &d.specs.type_specs;
        let Some(&(_, sp)) = specs.iter().find(|(s, _)| *s == TypeSpec::AutoType) else {
            return Some(());
        };
        let [decl] = d.declarators.as_slice() else {
            return self.error(
                sp,
                if d.declarators.is_empty() {
                    "'__auto_type' in empty declaration"
                } else {
                    "'__auto_type' may only be used with a single declarator"
                },
            );
        };
        if !decl.declarator.derived.is_empty() {
            return self.error(
                sp,
                "'__auto_type' requires a plain identifier as declarator",
            );
        }
        if let Some(Initializer::Expr(e)) = &decl.init {
            d.specs.typeof_arg = Some(AlignSpec::Expr(Box::new(e.clone())));
        }
        Some(())
    }

    /// A structure or union specifier (6.7.2.1, 6.7.2.3). Tags live in the ordinary scopes
    /// under the key `tag NAME` (no identifier contains a space), bound to a typedef-like
    /// symbol whose type is the structure. A specifier with a body defines the tag in the
    /// current scope (completing an incomplete declaration there); one without looks the
    /// tag up and declares it, incomplete, if it is not visible.
    fn struct_type(&mut self, specs: &DeclSpecs, union: bool, sp: Span) -> Option<Type> {
        if let Some(ty) = self.structs_declared.get(&sp.lo) {
            return Some(ty.clone());
        }
        let kw = if union { "union" } else { "struct" };
        let key = specs.tag.as_ref().map(|t| format!("tag {t}"));
        let visible = match (&key, &specs.members) {
            // `struct S;` alone declares a new incomplete type in this scope, hiding any
            // outer `struct S` (6.7.2.3p7).
            (Some(k), None) if !self.forward_declaration => self.lookup(k),
            (Some(k), _) => self.scopes.last().unwrap().get(k).copied(),
            (None, _) => None,
        };
        let tag_sp = specs.tag_span;
        let ty = match visible.map(|id| (id, self.syms.table[id.0].ty.clone())) {
            Some((_, Type::Struct(st))) if st.union != union => {
                let tag = specs.tag.clone().unwrap_or_default();
                return self.error(tag_sp, format!("'{tag}' defined as wrong kind of tag"));
            }
            Some((id, Type::Struct(st))) => {
                if specs.members.is_some() {
                    let prev = self.syms.table[id.0].span;
                    if st.body().is_some() {
                        let tag = specs.tag.clone().unwrap_or_default();
                        return self.error_with_note(
                            tag_sp,
                            format!("redefinition of '{kw} {tag}'"),
                            prev,
                            "originally defined here",
                        );
                    }
                    self.syms.table[id.0].span = tag_sp;
                }
                Type::Struct(st)
            }
            _ => {
                let st = Rc::new(StructType::new(specs.tag.as_deref().map(Rc::from), union));
                if let (Some(k), Some(tag)) = (&key, &specs.tag) {
                    let id = self.add_symbol(Symbol {
                        quals: Quals::default(),
                        name: tag.clone(),
                        ty: Type::Struct(st.clone()),
                        kind: SymbolKind::Typedef,
                        span: tag_sp,
                    });
                    self.bind(k, id);
                }
                Type::Struct(st)
            }
        };
        self.structs_declared.insert(sp.lo, ty.clone());
        if let (Some(members), Type::Struct(st)) = (&specs.members, &ty) {
            let packing = self.packing(specs, sp)?;
            let semicolons = &specs.stray_semicolons;
            let body = self.struct_body(members, semicolons, st.union, packing)?;
            self.check_named_members(&body, kw, tag_sp);
            *st.body.borrow_mut() = Some(Rc::new(body));
        }
        if let Type::Struct(st) = &ty {
            self.transparent_union(specs, st);
        }
        Some(ty)
    }

    /// An anonymous structure or union member, new in C11; `span` is its declaration's,
    /// whose `;` gcc points at.
    fn anonymous_member(&mut self, span: Span) {
        let msg = match self.standard() {
            Standard::C90 => "ISO C90 doesn't support unnamed structs/unions",
            Standard::C99 => "ISO C99 doesn't support unnamed structs/unions",
            _ => return,
        };
        let at = Span::new(span.hi.saturating_sub(1), span.hi);
        self.pedwarn(Pedwarn::Pedantic, at, msg, Vec::new());
    }

    /// ISO C wants a structure or union to have a named member (6.7.2.1p8); GNU C allows
    /// none. A member that is an anonymous structure counts as named.
    fn check_named_members(&mut self, body: &StructBody, kw: &str, at: Span) {
        let named = |m: &crate::types::Member| m.name.is_some() || m.bits.is_none();
        let msg = match body.members.as_slice() {
            [] => format!("{kw} has no members"),
            members if !members.iter().any(named) => format!("{kw} has no named members"),
            _ => return,
        };
        self.pedwarn(Pedwarn::Pedantic, at, &msg, Vec::new());
    }

    /// Check the member declarations of a body and lay them out; `semicolons` are the `;`
    /// standing alone among them, which gcc's -pedantic flags in source order with them.
    fn struct_body(
        &mut self,
        members: &[MemberDecl],
        semicolons: &[Span],
        union: bool,
        packing: crate::types::Packing,
    ) -> Option<StructBody> {
        let mut laid: Vec<(Option<Rc<str>>, Type, Option<u32>)> = Vec::new();
        // What each laid-out member's declaration asks of the layout.
        let mut aligns: Vec<MemberAttrs> = Vec::new();
        // Member-level static assertions declare nothing: the last member is the last
        // declaration that declares one.
        let count = members
            .iter()
            .rposition(|m| m.static_assert.is_none())
            .map_or(0, |i| i + 1);
        // Sized for one name per declaration, so that a structure of a few dozen members
        // is not rehashed on the way.
        let mut seen = MemberNames::with_capacity_and_hasher(count, Default::default());
        // With `-g`, how the named members' declarations name their types.
        let mut spellings: HashMap<String, crate::types::Spelled> = HashMap::default();
        let mut semicolons = semicolons.iter().peekable();
        for (i, m) in members.iter().enumerate() {
            while let Some(sp) = semicolons.next_if(|sp| sp.lo < m.span.lo) {
                self.stray_semicolon(*sp);
            }
            if let Some(assertion) = &m.static_assert {
                let (mut cond, message) = (**assertion).clone();
                self.static_assertion(&mut cond, message.as_deref(), m.span)?;
                continue;
            }
            let base = self.base_type(&m.specs)?;
            let align = self.requested_alignment(&m.specs)?;
            if m.declarators.is_empty() {
                // C11 anonymous structure or union member; any other declaration without
                // a declarator declares nothing (gcc warns), like a nested tag declaration.
                if let Type::Struct(st) = &base {
                    if st.tag.is_none() {
                        self.anonymous_member(m.span);
                        for name in member_names(st) {
                            self.check_duplicate_member(&mut seen, &name, m.span)?;
                        }
                        laid.push((None, base.clone(), None));
                        let mut attrs = self.member_attrs(&m.specs.attrs, &[], align)?;
                        attrs.quals = self.specs_quals(&m.specs);
                        aligns.push(attrs);
                    }
                }
                continue;
            }
            let last_decl = m.declarators.len() - 1;
            for (j, (d, width)) in m.declarators.iter().enumerate() {
                self.implicit_int(&m.specs, d, false);
                let mut d = d.clone();
                let ty = self.declarator_type(base.clone(), &m.specs, &mut d)?;
                if let (Some(s), Some((n, _))) = (self.spelling(&m.specs, &d), &d.name) {
                    spellings.insert(n.clone(), s);
                }
                let quals = self.own_quals(&m.specs, &d);
                let at = d.name.as_ref().map_or(m.span, |(_, sp)| *sp);
                self.check_atomic_type(quals, &ty, at, "member")?;
                if let Some(w) = width {
                    let width = self.bit_field_width(&ty, w, d.name.as_ref())?;
                    let name = d.name.as_ref().map(|(n, _)| Rc::from(n.as_str()));
                    if let Some((n, nsp)) = &d.name {
                        self.check_duplicate_member(&mut seen, n, *nsp)?;
                    }
                    let align = self.member_alignment(&m.specs, align, &ty, &d, true)?;
                    let mut attrs = self.member_attrs(&m.specs.attrs, &d.attrs, align)?;
                    attrs.type_align = self.typedef_aligned(&m.specs, &d).unwrap_or(0);
                    attrs.quals = quals;
                    aligns.push(attrs);
                    laid.push((name, ty, Some(width)));
                    continue;
                }
                let Some((name, nsp)) = d.name.clone() else {
                    continue;
                };
                self.check_duplicate_member(&mut seen, &name, nsp)?;
                if matches!(ty, Type::Function(_)) {
                    return self.error(nsp, format!("field '{name}' declared as a function"));
                }
                if matches!(ty, Type::Array(_, None)) && self.standard() == Standard::C90 {
                    let msg = "ISO C90 does not support flexible array members";
                    self.pedwarn(Pedwarn::Pedantic, nsp, msg, Vec::new());
                }
                // A flexible array member (6.7.2.1p18) is last and adds no size.
                let flexible = matches!(ty, Type::Array(_, None))
                    && i + 1 == count
                    && j == last_decl
                    && !union;
                if ty.size().is_none() && !flexible {
                    return self.error(nsp, format!("field '{name}' has incomplete type"));
                }
                // Members of unsupported types (`_Complex`) are laid out; using one is
                // reported at the member access.
                let align = self.member_alignment(&m.specs, align, &ty, &d, false)?;
                self.check_aligned_elements(&m.specs, &d)?;
                let mut attrs = self.member_attrs(&m.specs.attrs, &d.attrs, align)?;
                attrs.type_align = self.typedef_aligned(&m.specs, &d).unwrap_or(0);
                let raised = super::align::atomic_alignment(quals, &ty);
                if raised > 0 {
                    attrs.type_align = raised.max(attrs.type_align);
                }
                attrs.quals = quals;
                aligns.push(attrs);
                laid.push((Some(Rc::from(name.as_str())), ty, None));
            }
        }
        for sp in semicolons {
            self.stray_semicolon(*sp);
        }
        if let [(_, Type::Array(_, None), _)] = laid.as_slice() {
            let sp = members.last().map_or(Span::default(), |m| m.span);
            return self.error(
                sp,
                "flexible array member in a struct with no named members",
            );
        }
        let mut body = StructType::layout_with(union, laid, &aligns, packing, self.opts.target);
        for m in &mut body.members {
            m.spelled = m.name.as_deref().and_then(|n| spellings.remove(n));
        }
        Some(body)
    }

    /// A `;` alone among a structure's members: gcc's pedwarn, with its fix-it hint that
    /// removes it.
    fn stray_semicolon(&mut self, sp: Span) {
        let msg = "extra semicolon in struct or union specified";
        if let Some(d) = self.pedwarn(Pedwarn::Pedantic, sp, msg, Vec::new()) {
            d.removal_fixit = true;
        }
    }

    /// The width of a bit-field (6.7.2.1p4-5): an integer constant no wider than its
    /// type, which must be an integer type; zero only without a name.
    fn bit_field_width(
        &mut self,
        ty: &Type,
        w: &Expr,
        name: Option<&(String, Span)>,
    ) -> Option<u32> {
        let label = name.map_or("<anonymous>".to_string(), |(n, _)| n.clone());
        let sp = name.map_or(w.span, |(_, s)| *s);
        if !ty.is_integer() {
            return self.error(sp, format!("bit-field '{label}' has invalid type"));
        }
        let mut w = w.clone();
        self.rvalue(&mut w)?;
        let Some(v) = eval_int(&w).filter(|_| w.ty().is_integer()) else {
            return self.error(
                w.span,
                format!("bit-field '{label}' width not an integer constant"),
            );
        };
        let max = ty.size().unwrap_or(0) as i64 * 8;
        let max = if *ty == Type::Bool { 1 } else { max };
        if v < 0 {
            return self.error(sp, format!("negative width in bit-field '{label}'"));
        }
        if v > max {
            return self.error(sp, format!("width of '{label}' exceeds its type"));
        }
        if v == 0 && name.is_some() {
            return self.error(sp, format!("zero width for bit-field '{label}'"));
        }
        Some(v as u32)
    }

    fn check_duplicate_member(
        &mut self,
        seen: &mut MemberNames,
        name: &str,
        sp: Span,
    ) -> Option<()> {
        if seen.insert(name.to_string(), sp).is_some() {
            return self.error(sp, format!("duplicate member '{name}'"));
        }
        Some(())
    }

    /// An enumeration (6.7.2.2): its constants are `int`s declared in the current scope,
    /// each one more than the previous unless given; the type is `unsigned int` when no
    /// value is negative and `int` otherwise, as gcc chooses.
    fn enum_type(&mut self, specs: &DeclSpecs) -> Option<Type> {
        if let Some(ty) = self.enums_declared.get(&specs.span.lo) {
            return Some(ty.clone());
        }
        let Some(list) = &specs.enumerators else {
            let tag = specs.tag.clone().unwrap_or_default();
            if !self.enum_tags.contains_key(&tag) {
                let msg = "ISO C forbids forward references to 'enum' types";
                self.pedwarn(Pedwarn::Pedantic, specs.tag_span, msg, Vec::new());
                // Once for the specifiers, which are read once per declarator.
                self.enums_declared.insert(specs.span.lo, Type::UINT);
            }
            return Some(self.enum_tags.get(&tag).cloned().unwrap_or(Type::UINT));
        };
        if let (Some(comma), Standard::C90) = (specs.enum_comma, self.standard()) {
            let msg = "comma at end of enumerator list";
            self.pedwarn(Pedwarn::Pedantic, comma, msg, Vec::new());
        }
        let mut next = 0i64;
        let mut negative = false;
        let mut enumerators = Vec::new();
        for en in list.clone() {
            let value = match en.value {
                Some(mut e) => {
                    self.rvalue(&mut e)?;
                    match eval_int(&e) {
                        Some(v) if e.ty().is_integer() => {
                            if i32::try_from(v).is_err() {
                                let msg = "ISO C restricts enumerator values to range of 'int'";
                                self.pedwarn(Pedwarn::Pedantic, e.span, msg, Vec::new());
                            }
                            v
                        }
                        _ => {
                            return self.error(
                                e.span,
                                format!(
                                    "enumerator value for '{}' is not an integer constant",
                                    en.name
                                ),
                            )
                        }
                    }
                }
                None => next,
            };
            negative |= value < 0;
            next = value.wrapping_add(1);
            self.check_local_redeclaration(&en.name, en.span, NameKind::Enumerator, true, false)?;
            let id = self.add_symbol(Symbol {
                quals: Quals::default(),
                name: en.name.clone(),
                ty: Type::INT,
                kind: SymbolKind::EnumConstant(value),
                span: en.span,
            });
            self.bind(&en.name, id);
            enumerators.push(id);
        }
        // gcc gives the constants the enumeration's type once it is complete.
        let enumeration = format!("enum {}", specs.tag.as_deref().unwrap_or("<anonymous>"));
        for &id in &enumerators {
            self.enumerations.insert(id, enumeration.clone());
        }
        let ty = if negative { Type::INT } else { Type::UINT };
        self.name_enumeration(specs, &ty, &enumerators);
        if let Some(tag) = &specs.tag {
            self.enum_tags.insert(tag.clone(), ty.clone());
        }
        self.enums_declared.insert(specs.span.lo, ty.clone());
        Some(ty)
    }

    /// `typedef T name;`: the name stands for the type from here on in this scope. A
    /// typedef may be repeated with the same type (6.7p3).
    fn typedef_declaration(&mut self, specs: &DeclSpecs, decl: &mut InitDeclarator) -> Option<()> {
        self.implicit_int(specs, &decl.declarator, false);
        let base = self.base_type(specs)?;
        let ty = self.declarator_type(base, specs, &mut decl.declarator)?;
        self.check_aligned_elements(specs, &decl.declarator)?;
        let (ty, align) = self.typedef_alignment(ty, specs, &decl.declarator)?;
        let ty = self.transparent_typedef(ty, specs, &decl.declarator);
        let (name, sp) = decl.declarator.name.clone()?;
        if decl.init.is_some() {
            return self.error(sp, format!("typedef '{name}' is initialized"));
        }
        if let Some(prev) = self.scopes.last().unwrap().get(&name).copied() {
            let p = &self.syms.table[prev.0];
            if !matches!(p.kind, SymbolKind::Typedef) {
                return self.redeclared_as_other_kind(&name, sp, prev);
            }
            if p.ty == ty {
                return Some(());
            }
            return self.conflicting_types(&name, &ty, sp, prev);
        }
        let vm = ty.is_variably_modified();
        // A typedef keeps its qualifiers for the objects declared with it (`atomic_int`).
        let quals = self.own_quals(specs, &decl.declarator);
        let id = self.add_symbol(Symbol {
            quals,
            name: name.clone(),
            ty,
            kind: SymbolKind::Typedef,
            span: sp,
        });
        if let Some(align) = align {
            self.syms.type_aligns.insert(id, align);
        }
        let typedef = &self.syms.table[id.0];
        let (ty, quals) = (typedef.ty.clone(), typedef.quals);
        self.name_typedef(id, specs, &decl.declarator, (&ty, quals));
        self.bind(&name, id);
        if vm {
            self.vm_scope.push(id);
        }
        Some(())
    }

    /// Apply a declarator's derivations to the base type (6.7.6), which `specs` qualify.
    pub(super) fn declarator_type(
        &mut self,
        base: Type,
        specs: &DeclSpecs,
        d: &mut Declarator,
    ) -> Option<Type> {
        let quals = self.specs_quals(specs);
        let (ty, _) = self.derived_type(base, quals, d, false)?;
        self.note_spelling(specs, d);
        self.calling_convention(ty, specs.attrs.iter().chain(&d.attrs))
    }

    /// The qualifiers the specifiers give the base type: those written, and a typedef
    /// name's (`typedef volatile int vi;`).
    pub(super) fn specs_quals(&self, specs: &DeclSpecs) -> Quals {
        let written = quals_of(&mut specs.qualifiers.iter().map(|(q, _)| *q));
        written.union(self.typedef_quals(specs))
    }

    /// The qualifiers of the typedef name the specifiers use, if any.
    fn typedef_quals(&self, specs: &DeclSpecs) -> Quals {
        let Some(name) = &specs.typedef_name else {
            return Quals::NONE;
        };
        match self.lookup(name).map(|id| &self.syms.table[id.0]) {
            Some(sym) if matches!(sym.kind, SymbolKind::Typedef) => sym.quals,
            _ => Quals::NONE,
        }
    }

    /// `declarator_type` for a parameter (`param`) or anything else: only a parameter's
    /// outermost array may say `[static const N]`, since only it becomes a pointer. Also
    /// gives the qualifiers of the declared object (an array's are its elements').
    fn derived_type(
        &mut self,
        base: Type,
        quals: Quals,
        d: &mut Declarator,
        param: bool,
    ) -> Option<(Type, Quals)> {
        let pending = self.vla_pending.len();
        let ty = self.derivations(base, quals, d, param);
        d.vla_lengths = self
            .vla_pending
            .split_off(pending.min(self.vla_pending.len()));
        ty
    }

    fn derivations(
        &mut self,
        base: Type,
        mut quals: Quals,
        d: &mut Declarator,
        param: bool,
    ) -> Option<(Type, Quals)> {
        let ty = self.machine_mode(base, &d.attrs)?;
        let mut ty = self.vector_size(ty, &d.attrs)?;
        let outermost = d.derived.len().saturating_sub(1);
        // gcc names the array by the declarator, and reports its size there (at the
        // bracket of an abstract declarator).
        let name = d.name.clone();
        let name_span = name.as_ref().map(|(_, sp)| *sp);
        for (i, derived) in d.derived.iter_mut().enumerate() {
            ty = match derived {
                Derived::Pointer(own) => {
                    let pointee = std::mem::replace(&mut quals, quals_of(&mut own.iter().copied()));
                    Type::pointer_to_qualified(ty, pointee)
                }
                Derived::Array(size, sp, quals) => {
                    let sp = *sp;
                    let allowed = quals.is_empty() || (param && i == outermost);
                    if !allowed {
                        return self.error(
                            name_span.unwrap_or(sp),
                            "static or type qualifiers in non-parameter array declarator",
                        );
                    }
                    if !quals.is_empty() && self.standard() == Standard::C90 {
                        let msg = "ISO C90 does not support 'static' or type qualifiers in \
                                   parameter array declarators";
                        self.pedwarn_once(Pedwarn::Pedantic, Span::new(sp.lo, sp.lo + 1), msg);
                    }
                    if quals.star && self.standard() == Standard::C90 {
                        let msg = "ISO C90 does not support '[*]' array declarators";
                        self.pedwarn_once(Pedwarn::Pedantic, Span::new(sp.lo, sp.lo + 1), msg);
                    }
                    if matches!(ty, Type::Function(_)) {
                        return self.error(sp, "declaration of array of functions");
                    }
                    let array = match &name {
                        Some((n, nsp)) => (*nsp, format!("array '{n}'")),
                        None => (Span::new(sp.lo, sp.lo + 1), "unnamed array".to_string()),
                    };
                    self.check_element_type(&ty, name.as_ref().map(|(n, _)| n.as_str()), array.0)?;
                    if quals.star {
                        self.unspecified_vla(ty, sp)?
                    } else {
                        match size {
                            None => Type::Array(Rc::new(ty), None),
                            Some(e) => match self.array_length(e, array.clone())? {
                                Some(n) => {
                                    if n == 0 {
                                        self.zero_size_array(name.as_ref(), array.0);
                                    }
                                    Type::Array(Rc::new(ty), Some(n))
                                }
                                None => {
                                    let at = (sp, quals.line_start);
                                    self.variable_length_array(ty, e, name.as_ref(), at)?
                                }
                            },
                        }
                    }
                }
                Derived::Function(params, variadic, sp) => {
                    let sp = *sp;
                    if matches!(ty, Type::Function(_)) {
                        return self.error(sp, "function returning a function");
                    }
                    if ty.is_array() {
                        return self.error(sp, "function returning an array");
                    }
                    let (params, prototyped) = self.parameter_types(params)?;
                    quals = Quals::NONE;
                    Type::Function(Rc::new(FuncType {
                        ret: ty,
                        params,
                        variadic: *variadic,
                        prototyped,
                        ms_abi: false,
                    }))
                }
            };
        }
        Some((ty, quals))
    }

    /// An array's elements must have a complete object type (6.7.6.2p1), wherever the
    /// array type is written: a declaration of `name` (or a type name), reported at `at`.
    fn check_element_type(&mut self, elem: &Type, name: Option<&str>, at: Span) -> Option<()> {
        if elem.is_void() {
            return match name {
                Some(n) => self.error(at, format!("declaration of '{n}' as array of voids")),
                None => self.error(at, "declaration of type name as array of voids"),
            };
        }
        // A structure type an `aligned(N)` typedef aligned past its size.
        if let (Type::Struct(_), Some(size)) = (elem, elem.size()) {
            self.check_element_alignment(size, elem.align(), at)?;
        }
        let incomplete = match elem {
            Type::Struct(st) => st.body().is_none(),
            Type::Array(_, None) => true,
            _ => false,
        };
        if !incomplete {
            return Some(());
        }
        let msg = format!("array type has incomplete element type '{elem}'");
        match (elem, name) {
            (Type::Array(..), Some(n)) => self.error_with_note(
                at,
                msg,
                at,
                format!(
                    "declaration of '{n}' as multidimensional array must have bounds for all \
                     dimensions except the first"
                ),
            ),
            _ => self.error(at, msg),
        }
    }

    /// GNU C's arrays of no elements (`int d[0];`), which ISO C has not.
    fn zero_size_array(&mut self, name: Option<&(String, Span)>, at: Span) {
        let msg = match name {
            Some((n, _)) => format!("ISO C forbids zero-size array '{n}'"),
            None => "ISO C forbids zero-size array".to_string(),
        };
        self.pedwarn(Pedwarn::Pedantic, at, &msg, Vec::new());
    }

    /// The length `e` gives `array` (where gcc reports it, and how it names it); `None`
    /// inside when it is not a constant (a variable length array).
    fn array_length(&mut self, e: &mut Expr, (at, array): (Span, String)) -> Option<Option<u64>> {
        self.rvalue(e)?;
        if !e.ty().is_integer() {
            return self.error(at, format!("size of {array} has non-integer type"));
        }
        match eval_int(e) {
            Some(n) if n < 0 => self.error(at, format!("size of {array} is negative")),
            Some(n) => Some(Some(n as u64)),
            None => Some(None),
        }
    }

    /// `elem[len]` with a length known only at run time: its value goes to a hidden local
    /// (`vla.len`) where the declarator is evaluated, which the type names. Only block
    /// scope and parameter lists have such types (6.7.6.2p2).
    fn variable_length_array(
        &mut self,
        elem: Type,
        len: &Expr,
        name: Option<&(String, Span)>,
        (at, line_start): (Span, Span),
    ) -> Option<Type> {
        if self.func.is_none() && self.prototype_depth == 0 {
            return match name {
                Some((n, sp)) => self.error(*sp, format!("variably modified '{n}' at file scope")),
                None => self.error(at, "variably modified type at file scope"),
            };
        }
        // After C90 too under an explicit -Wvla, in the same words (`Pedantic::pedwarn`).
        {
            let msg = match name {
                Some((n, _)) => format!("ISO C90 forbids variable length array '{n}'"),
                None => "ISO C90 forbids variable length array".to_string(),
            };
            self.pedwarn_once(Pedwarn::Vla, line_start, &msg);
        }
        let id = self.vla_length_symbol(len.span);
        let mut len = len.clone();
        super::expr::convert(&mut len, &Type::ULONG);
        self.vla_pending.push((id, len));
        Some(Type::Vla(Rc::new(elem), id))
    }

    /// `elem[*]`, a variable length array whose length is never known: its type can only
    /// appear in a prototype, where no length is ever evaluated (6.7.6.2p4).
    fn unspecified_vla(&mut self, elem: Type, at: Span) -> Option<Type> {
        if self.prototype_depth == 0 {
            return self.error(
                at,
                "'[*]' not allowed in other than function prototype scope",
            );
        }
        Some(Type::Vla(Rc::new(elem), self.vla_length_symbol(at)))
    }

    /// The local that holds a variable length array's length, written at `at`.
    fn vla_length_symbol(&mut self, at: Span) -> SymbolId {
        self.add_symbol(Symbol {
            quals: Quals::default(),
            name: "vla.len".to_string(),
            ty: Type::ULONG,
            kind: SymbolKind::Local,
            span: at,
        })
    }

    /// The parameter types of a function declarator, adjusted (arrays and functions become
    /// pointers), and whether the declarator is a prototype. `(void)` means no parameters.
    fn parameter_types(&mut self, params: &mut [ParamDecl]) -> Option<(Vec<Type>, bool)> {
        self.last_param_syms.clear();
        // An identifier list outside a definition says nothing of the parameters: `f()`.
        if params.is_empty() || params[0].kr {
            return Some((Vec::new(), false));
        }
        let mut types = Vec::new();
        let n = params.len();
        // A size may name an earlier parameter (`int n, double m[n][n]`): those are then
        // declared in a scope of their own while the list is read.
        let named_sizes = params.iter().any(|p| has_variable_size(&p.declarator));
        if named_sizes {
            self.scopes.push(Scope::default());
        }
        self.prototype_depth += 1;
        let mut syms = Vec::new();
        let r = self.parameter_list(params, n, &mut types, named_sizes.then_some(&mut syms));
        self.prototype_depth -= 1;
        if named_sizes {
            self.scopes.pop();
        }
        self.last_param_syms = syms;
        r?;
        Some((types, true))
    }

    /// The parameters' types, into `types`; `Some((Vec::new(), true))` for `(void)`. With
    /// `syms`, each named parameter is declared as it is read, its symbol pushed there.
    fn parameter_list(
        &mut self,
        params: &mut [ParamDecl],
        n: usize,
        types: &mut Vec<Type>,
        mut syms: Option<&mut Vec<Option<SymbolId>>>,
    ) -> Option<()> {
        // Each name with where it was written and its type: a name given twice is an error
        // in a declaration as in a definition (6.7.6.3, gcc's "redefinition of parameter").
        let mut named: HashMap<String, (Span, Type)> = HashMap::default();
        for p in params.iter_mut() {
            self.names_without_types(&p.specs, &p.declarator);
            let base = self.base_type(&p.specs)?;
            if let Some((_, sp)) = p
                .specs
                .storage
                .iter()
                .find(|(s, _)| *s != StorageClass::Register)
            {
                return match &p.declarator.name {
                    Some((name, nsp)) => self.error(
                        *nsp,
                        format!("storage class specified for parameter '{name}'"),
                    ),
                    None => self.error(*sp, "storage class specified for unnamed parameter"),
                };
            }
            self.reject_alignment_on_parameter(p)?;
            self.implicit_int(&p.specs, &p.declarator, false);
            let quals = self.specs_quals(&p.specs);
            let (ty, quals) = self.derived_type(base, quals, &mut p.declarator, true)?;
            self.note_spelling(&p.specs, &p.declarator);
            let attrs = p.specs.attrs.iter().chain(&p.declarator.attrs);
            let ty = self.calling_convention(ty, attrs)?;
            self.check_aligned_elements(&p.specs, &p.declarator)?;
            if ty.is_void() {
                if n == 1 && p.declarator.name.is_none() {
                    return Some(());
                }
                return self.error(p.span, "'void' must be the only parameter");
            }
            let ty = adjust_parameter(ty, quals);
            if let Some((name, sp)) = &p.declarator.name {
                if let Some((prev, prev_ty)) = named.insert(name.clone(), (*sp, ty.clone())) {
                    let msg = match prev_ty == ty {
                        true => format!("redefinition of parameter '{name}'"),
                        false => format!("conflicting types for '{name}'; have '{ty}'"),
                    };
                    // Reported, and read on as gcc does: the list keeps its length.
                    self.error_with_note::<()>(
                        *sp,
                        msg,
                        prev,
                        format!("previous definition of '{name}' with type '{prev_ty}'"),
                    );
                }
            }
            if let Some(syms) = syms.as_deref_mut() {
                let id = p.declarator.name.clone().map(|(name, sp)| {
                    let id = self.add_symbol(Symbol {
                        quals: Quals::default(),
                        name: name.clone(),
                        ty: ty.clone(),
                        kind: SymbolKind::Local,
                        span: sp,
                    });
                    self.bind(&name, id);
                    if let Some(align) = self.typedef_aligned(&p.specs, &p.declarator) {
                        self.syms.type_aligns.insert(id, align);
                    }
                    id
                });
                syms.push(id);
            }
            types.push(ty);
        }
        Some(())
    }

    /// A declaration whose specifiers name no type (`static x;`, `const c` as a parameter or
    /// a member, `f(void) {...}`, the type name `(const)`) declares an `int`, which C99
    /// removed: gcc 14's `-Wimplicit-int` error, a warning with `-fpermissive`.
    /// `definition`: the declarator is a function definition's, whose return type is the
    /// one implied. A declarator without a name is a type name's (a cast, `sizeof`, an
    /// unnamed parameter): gcc points at the statement, tcc-rs at the specifiers.
    /// Not fatal: the declaration goes on as gcc reads it, with `int`.
    pub(super) fn implicit_int(&mut self, specs: &DeclSpecs, d: &Declarator, definition: bool) {
        if !specs.type_specs.is_empty() {
            return;
        }
        let (sp, msg) = match (&d.name, definition) {
            (Some((_, sp)), true) => return self.implicit_return_type(*sp),
            (Some((name, sp)), false) => (
                *sp,
                format!("type defaults to 'int' in declaration of '{name}'"),
            ),
            (None, _) => (
                specs.span,
                "type defaults to 'int' in type name".to_string(),
            ),
        };
        let _ = self.permissive_error(sp, Permerror::ImplicitInt, &msg);
    }

    /// The type a declaration gives to one of its declarators, with the support check.
    fn declared_type(&mut self, specs: &DeclSpecs, d: &mut Declarator) -> Option<Type> {
        self.implicit_int(specs, d, false);
        self.noreturn_before_c11(specs, d);
        self.names_without_types(specs, d);
        let base = self.base_type(specs)?;
        let ty = self.declarator_type(base, specs, d)?;
        self.check_aligned_elements(specs, d)?;
        // A prototype may mention types the compiler cannot handle yet (the bundled headers
        // declare `long double strtold(...)`); it is checked when the function is called.
        if !ty.is_void() && !matches!(ty, Type::Function(_)) {
            self.check_supported(&ty, d.span)?;
        }
        Some(ty)
    }

    /// The storage class of `specs` other than the thread-local one, which may join
    /// `static` or `extern` (6.7.1p2; see `thread_spec`).
    fn storage_class(&mut self, specs: &DeclSpecs) -> Option<Option<StorageClass>> {
        let mut classes = specs.storage.iter().filter(|(s, _)| !s.is_thread_local());
        let first = classes.next();
        if let Some((_, sp)) = classes.next() {
            return self.error(*sp, "multiple storage classes in declaration specifiers");
        }
        Some(first.map(|(s, _)| *s))
    }

    // ------------------------------------------------------------ file scope

    /// A declaration at file scope: variables with static storage and function declarations.
    /// `_Static_assert(E, "message")`: E must be a non-zero integer constant (6.7.10).
    /// `at` is the assertion's span: a failed one is reported at its keyword, as by gcc.
    fn static_assertion(
        &mut self,
        cond: &mut Expr,
        message: Option<&[u8]>,
        at: Span,
    ) -> Option<()> {
        let keyword = Span::new(at.lo, (at.lo + "_Static_assert".len()).min(at.hi));
        let omitted = match self.standard() {
            Standard::C90 => Some("ISO C90 does not support '_Static_assert'"),
            Standard::C99 => Some("ISO C99 does not support '_Static_assert'"),
            Standard::C11 | Standard::C17 if message.is_none() => {
                Some("ISO C11 does not support omitting the string in '_Static_assert'")
            }
            _ => None,
        };
        if let Some(msg) = omitted {
            self.pedwarn(Pedwarn::Pedantic, keyword, msg, Vec::new());
        }
        self.rvalue(cond)?;
        let failed = match message {
            Some(m) => format!(
                "static assertion failed: \"{}\"",
                crate::source_bytes::to_text(m)
            ),
            None => "static assertion failed".to_string(),
        };
        match eval_int(cond) {
            Some(v) if cond.ty().is_integer() && v != 0 => Some(()),
            Some(_) if cond.ty().is_integer() => self.error(keyword, failed),
            _ if !cond.ty().is_integer() => self.error(
                cond.span,
                "expression in static assertion is not an integer",
            ),
            _ => self.error(cond.span, "expression in static assertion is not constant"),
        }
    }

    pub(super) fn file_scope_declaration(&mut self, d: &mut Declaration) -> Option<()> {
        if let Some(assertion) = &mut d.static_assert {
            let (cond, message) = &mut **assertion;
            let message = message.clone();
            return self.static_assertion(cond, message.as_deref(), d.span);
        }
        self.auto_type_operand(d)?;
        let storage = self.storage_class(&d.specs)?;
        let tls = self.thread_spec(&d.specs)?;
        if matches!(storage, Some(StorageClass::Auto | StorageClass::Register)) {
            return self.error(
                d.span,
                "file-scope declaration specifies 'auto' or 'register'",
            );
        }
        if d.declarators.is_empty() {
            self.base_type(&d.specs)?;
        }
        if d.specs.none_written() {
            // At the first token, as gcc puts it: the name, or a `*` or `(`.
            let lo = d.span.lo;
            let first = match d
                .declarators
                .first()
                .and_then(|i| i.declarator.name.as_ref())
            {
                Some((_, sp)) if sp.lo == lo => *sp,
                _ => Span::new(lo, lo + 1),
            };
            self.warning(first, "data definition has no type or storage class");
        }
        let align = self.requested_alignment(&d.specs)?;
        for init_decl in &mut d.declarators {
            let _ = if storage == Some(StorageClass::Typedef) {
                self.typedef_declaration(&d.specs, init_decl)
            } else {
                self.file_scope_declarator(&d.specs, (storage, tls), init_decl)
            };
            self.align_declared(&d.specs, align, init_decl);
            self.typedef_aligned_object(&d.specs, storage, init_decl);
        }
        Some(())
    }

    fn file_scope_declarator(
        &mut self,
        specs: &DeclSpecs,
        (storage, tls): (Option<StorageClass>, ThreadSpec),
        decl: &mut InitDeclarator,
    ) -> Option<()> {
        let ty = self.declared_type(specs, &mut decl.declarator)?;
        let (name, name_span) = decl.declarator.name.clone()?;
        if let Type::Function(_) = ty {
            self.thread_local_function(tls, name_span, false, &name)?;
            if let Some(init) = &decl.init {
                let sp = initializer_span(init);
                return self.error(
                    sp,
                    format!("function '{name}' is initialized like a variable"),
                );
            }
            let inline = Some(specs.is_inline());
            let id = self.declare_function(&name, name_span, ty, (storage, inline), None)?;
            self.record_parameters(id, &decl.declarator);
            decl.sym = Some(id);
            self.asm_label(id, decl);
            return self.declaration_attributes(id, specs, &decl.declarator);
        }
        if ty.is_void() {
            return self.error(
                name_span,
                format!("variable or field '{name}' declared void"),
            );
        }
        let linkage = match storage {
            Some(StorageClass::Static) => symbol::Linkage::Local,
            Some(StorageClass::Extern) if decl.init.is_none() => symbol::Linkage::Import,
            _ => symbol::Linkage::Export,
        };
        if storage.is_none() {
            self.non_static_after_static(&name, name_span)?;
        }
        if storage == Some(StorageClass::Extern) && decl.init.is_some() {
            self.warning(
                name_span,
                format!("'{name}' initialized and declared 'extern'"),
            );
        }
        let id = self.declare_global(&name, name_span, ty, (linkage, tls.is_some()))?;
        decl.sym = Some(id);
        self.asm_label(id, decl);
        self.syms.table[id.0].quals = self.declared_quals(id, specs, &decl.declarator)?;
        self.declaration_attributes(id, specs, &decl.declarator)?;
        if let Some(init) = &mut decl.init {
            let ty = self.syms.table[id.0].ty.clone();
            let (ty, items, flexible) = self.static_object_initializer(&name, &ty, init)?;
            self.syms.table[id.0].ty = ty.clone();
            let braced = matches!(init, Initializer::List(..)).then_some(name.as_str());
            let bytes = self.object_bytes(braced, &ty, &items, flexible)?;
            self.define_global(id, name_span, bytes)?;
        }
        Some(())
    }

    /// `register long x asm("r10")`: the register it names, kept as its link name, puts the
    /// variable there when it is an asm operand (sema/asm.rs); elsewhere it is an ordinary
    /// local, as gcc's documentation allows.
    fn explicit_register_variable(
        &mut self,
        id: SymbolId,
        storage: Option<StorageClass>,
        decl: &InitDeclarator,
    ) -> Option<()> {
        let Some((label, sp)) = &decl.asm_label else {
            return Some(());
        };
        if storage != Some(StorageClass::Register) {
            return Some(());
        }
        if crate::target::asm::register_named(self.syms.target, label).is_none() {
            // Reported, and the variable declared all the same (no cascade of errors).
            let name = &self.syms.table[id.0].name;
            let _: Option<()> = self.error(*sp, format!("invalid register name for '{name}'"));
            return Some(());
        }
        self.syms.link_names.insert(id, label.clone());
        Some(())
    }

    /// Honour a GNU asm label: the entity keeps its C name in the program and diagnostics,
    /// and takes the label's as its symbol in the object file (how glibc redirects `fscanf`
    /// to `__isoc99_fscanf`, or `stat` to `stat64` with `_FILE_OFFSET_BITS=64`).
    pub(super) fn asm_label(&mut self, id: SymbolId, decl: &InitDeclarator) {
        let Some((label, _)) = &decl.asm_label else {
            return;
        };
        if let SymbolKind::Global(info) = &mut self.syms.table[id.0].kind {
            info.ir_name = label.clone();
        }
        self.syms.link_names.insert(id, label.clone());
        self.syms.asm_labels.insert(id, label.clone());
    }

    /// An object declared at file scope without a storage class has external linkage
    /// (6.2.2p5), so one declared `static` before makes the unit undefined (6.2.2p7); `extern`
    /// would take the earlier linkage instead.
    fn non_static_after_static(&mut self, name: &str, span: Span) -> Option<()> {
        let Some(&id) = self.scopes[0].get(name) else {
            return Some(());
        };
        let prev = &self.syms.table[id.0];
        match &prev.kind {
            SymbolKind::Global(info) if info.linkage == symbol::Linkage::Local => {
                let (prev_span, prev_ty) = (prev.span, prev.ty.clone());
                self.error_with_note(
                    span,
                    format!("non-static declaration of '{name}' follows static declaration"),
                    prev_span,
                    format!("previous declaration of '{name}' with type '{prev_ty}'"),
                )
            }
            _ => Some(()),
        }
    }

    /// Declare (or redeclare) a file-scope object.
    /// `thread_local`: declared `_Thread_local` or `__thread`.
    fn declare_global(
        &mut self,
        name: &str,
        span: Span,
        ty: Type,
        (linkage, thread_local): (symbol::Linkage, bool),
    ) -> Option<SymbolId> {
        let Some(id) = self.linked_entity(name) else {
            let id = self.add_symbol(Symbol {
                quals: Quals::default(),
                name: name.to_string(),
                ty,
                kind: SymbolKind::Global(GlobalInfo {
                    ir_name: name.to_string(),
                    linkage,
                    init: None,
                    defined_at: None,
                    thread_local,
                }),
                span,
            });
            self.record_linked(name, id);
            return Some(id);
        };
        self.record_linked(name, id);
        let prev = self.syms.table[id.0].clone();
        let SymbolKind::Global(info) = &prev.kind else {
            return self.redeclared_as_other_kind(name, span, id);
        };
        self.thread_local_agrees(name, span, thread_local, &prev)?;
        let Some(merged) = composite_type(&prev.ty, &ty) else {
            let err = self.conflicting_types(name, &ty, span, id);
            // Take the new type, so later uses are checked against what was written last.
            self.syms.table[id.0].ty = ty.clone();
            return err;
        };
        let new_linkage = match (info.linkage, linkage) {
            (symbol::Linkage::Local, _) => symbol::Linkage::Local,
            (_, symbol::Linkage::Local) => {
                return self.error_with_note(
                    span,
                    format!("static declaration of '{name}' follows non-static declaration"),
                    prev.span,
                    format!("previous declaration of '{name}' with type '{}'", prev.ty),
                )
            }
            (symbol::Linkage::Export, _) | (_, symbol::Linkage::Export) => symbol::Linkage::Export,
            _ => symbol::Linkage::Import,
        };
        let sym = &mut self.syms.table[id.0];
        sym.ty = merged;
        sym.span = span;
        if let SymbolKind::Global(info) = &mut sym.kind {
            info.linkage = new_linkage;
        }
        Some(id)
    }

    /// The entity with linkage that a declaration of `name` with linkage refers to
    /// (6.2.2p2): the one declared at file scope, else one declared so far only in blocks.
    fn linked_entity(&self, name: &str) -> Option<SymbolId> {
        let file_scope = self.scopes[0].get(name);
        file_scope.or_else(|| self.block_linked.get(name)).copied()
    }

    /// Where a declaration with linkage makes its name visible: the file scope when it is
    /// written there; one in a block is bound by its caller in the block alone, so that
    /// `{ extern int q; } return q;` finds no `q`, as in gcc.
    fn record_linked(&mut self, name: &str, id: SymbolId) {
        match self.scopes.len() {
            1 => self.scopes[0].insert(name.to_string(), id),
            _ => self.block_linked.insert(name.to_string(), id),
        };
    }

    pub(super) fn define_global(
        &mut self,
        id: SymbolId,
        span: Span,
        init: symbol::GlobalInit,
    ) -> Option<()> {
        let sym = &self.syms.table[id.0];
        if let SymbolKind::Global(info) = &sym.kind {
            if let Some(prev) = info.defined_at {
                let (name, ty) = (sym.name.clone(), sym.ty.clone());
                return self.error_with_note(
                    span,
                    format!("redefinition of '{name}'"),
                    prev,
                    format!("previous definition of '{name}' with type '{ty}'"),
                );
            }
        }
        if let SymbolKind::Global(info) = &mut self.syms.table[id.0].kind {
            info.init = Some(init);
            info.defined_at = Some(span);
        }
        Some(())
    }

    /// Declare (or redeclare) a function; `definition` is the span of a body. `inline`
    /// says whether a file-scope declaration says `inline`; `None` for one in a block or
    /// an implicit one, which do not decide whether a definition is external.
    fn declare_function(
        &mut self,
        name: &str,
        span: Span,
        ty: Type,
        (storage, inline): (Option<StorageClass>, Option<bool>),
        definition: Option<Span>,
    ) -> Option<SymbolId> {
        let linkage = if storage == Some(StorageClass::Static) {
            symbol::Linkage::Local
        } else {
            symbol::Linkage::Export
        };
        let Some(id) = self.linked_entity(name) else {
            let id = self.add_symbol(Symbol {
                quals: Quals::default(),
                name: name.to_string(),
                ty,
                kind: SymbolKind::Function(FunctionInfo {
                    linkage,
                    defined_at: definition,
                    used: false,
                    inline: InlineDecls::default(),
                }),
                span,
            });
            self.record_linked(name, id);
            self.note_inline(id, (storage, inline), definition.is_some());
            return Some(id);
        };
        self.record_linked(name, id);
        let prev = self.syms.table[id.0].clone();
        let SymbolKind::Function(info) = &prev.kind else {
            return self.redeclared_as_other_kind(name, span, id);
        };
        let Some(merged) = composite_type(&prev.ty, &ty) else {
            let err = self.conflicting_types(name, &ty, span, id);
            // Take the new type, so later uses are checked against what was written last.
            self.syms.table[id.0].ty = ty.clone();
            return err;
        };
        if let (Some(prev_def), Some(_)) = (info.defined_at, definition) {
            return self.error_with_note(
                span,
                format!("redefinition of '{name}'"),
                prev_def,
                format!("previous definition of '{name}' with type '{}'", prev.ty),
            );
        }
        if info.linkage == symbol::Linkage::Export && linkage == symbol::Linkage::Local {
            return self.error_with_note(
                span,
                format!("static declaration of '{name}' follows non-static declaration"),
                prev.span,
                format!("previous declaration of '{name}' with type '{}'", prev.ty),
            );
        }
        let sym = &mut self.syms.table[id.0];
        sym.ty = merged;
        sym.span = span;
        if let SymbolKind::Function(info) = &mut sym.kind {
            if definition.is_some() {
                info.defined_at = definition;
            }
        }
        self.note_inline(id, (storage, inline), definition.is_some());
        Some(id)
    }

    /// Record what a declaration of function `id` says about `inline` (see `InlineDecls`).
    fn note_inline(
        &mut self,
        id: SymbolId,
        (storage, inline): (Option<StorageClass>, Option<bool>),
        definition: bool,
    ) {
        let (Some(inline), SymbolKind::Function(info)) = (inline, &mut self.syms.table[id.0].kind)
        else {
            return;
        };
        let external = storage == Some(StorageClass::Extern);
        let d = &mut info.inline;
        d.inline |= inline;
        d.external |= external || !inline;
        d.plain_inline |= inline && !external;
        if definition {
            d.extern_inline_definition = inline && external;
        }
    }

    /// Remembers where the parameters of function `id` are written in the declarator `d`
    /// (each one's name, or the whole parameter when unnamed), for gcc's note about a
    /// mismatched argument. A declarator without a parameter list (a function declared
    /// through a typedef) forgets them: the note then points at the function's name.
    /// `int f();` says nothing about parameters and leaves what an earlier one said.
    fn record_parameters(&mut self, id: SymbolId, d: &Declarator) {
        match d.derived.last() {
            Some(Derived::Function(params, ..)) if params.is_empty() => {}
            Some(Derived::Function(params, ..)) => {
                let spans = params
                    .iter()
                    .map(|p| p.declarator.name.as_ref().map_or(p.span, |(_, sp)| *sp))
                    .collect();
                self.parameter_spans.insert(id, spans);
            }
            _ => {
                self.parameter_spans.remove(&id);
            }
        }
    }

    /// C90's implicit declaration `extern int name();` of a function called undeclared,
    /// which `-fpermissive` still allows (gcc 14): visible in the block of the call, and
    /// the same entity as a later declaration of the name.
    pub(super) fn declare_implicitly(&mut self, name: &str, span: Span) -> Option<()> {
        let ty = Type::Function(Rc::new(FuncType {
            ret: Type::INT,
            params: Vec::new(),
            variadic: false,
            prototyped: false,
            ms_abi: false,
        }));
        let id = self.declare_function(name, span, ty, (None, None), None)?;
        self.bind(name, id);
        Some(())
    }

    // ------------------------------------------------------------ functions

    /// `declaration-specifiers declarator compound-statement`
    pub(super) fn function_definition(&mut self, f: &mut FunctionDef) -> Option<()> {
        let storage = self.storage_class(&f.specs)?;
        if matches!(storage, Some(StorageClass::Auto | StorageClass::Register)) {
            return self.error(f.specs.span, "invalid storage class for function");
        }
        let tls = self.thread_spec(&f.specs)?;
        if let Some((name, sp)) = &f.declarator.name {
            self.thread_local_function(tls, *sp, true, name)?;
        }
        self.implicit_int(&f.specs, &f.declarator, true);
        self.noreturn_before_c11(&f.specs, &f.declarator);
        let kr = self.kr_parameters(f)?;
        if let Some(Derived::Function(params, ..)) = f.declarator.derived.last() {
            if params.iter().any(|p| has_unspecified_size(&p.declarator)) {
                return self.error(
                    f.specs.span,
                    "'[*]' not allowed in other than function prototype scope",
                );
            }
        }
        let base = self.base_type(&f.specs)?;
        let declared = self.declarator_type(base, &f.specs, &mut f.declarator)?;
        let param_syms = std::mem::take(&mut self.last_param_syms);
        // The parameters' own types; a K&R definition's function type has promoted ones.
        let param_types = match &declared {
            Type::Function(ft) => ft.params.clone(),
            _ => Vec::new(),
        };
        let ty = match kr {
            true => super::kr::old_style(&declared),
            false => declared,
        };
        let Some((name, name_span)) = f.declarator.name.clone() else {
            return self.error(f.declarator.span, "function definition without a name");
        };
        let Type::Function(ft) = &ty else {
            return self.error(
                name_span,
                format!("'{name}' is defined with a body but is not a function"),
            );
        };
        if !f.specs.alignas.is_empty() {
            return self.error(
                name_span,
                format!("alignment specified for function '{name}'"),
            );
        }
        let ft = ft.clone();
        if name == "main" && ft.ret != Type::INT {
            let msg = "return type of 'main' is not 'int'";
            self.pedwarn(Pedwarn::Main, name_span, msg, Vec::new());
        }
        if name == "main" {
            for msg in main_parameter_problems(&ft) {
                self.pedwarn(Pedwarn::Main, name_span, msg, Vec::new());
            }
        }
        self.check_supported(&ty, name_span)?;
        if ft.ret.is_struct() && ft.ret.size().is_none() {
            return self.error(name_span, "return type is an incomplete type");
        }
        let written = (storage, Some(f.specs.is_inline()));
        let id = self.declare_function(&name, name_span, ty.clone(), written, Some(name_span))?;
        self.record_parameters(id, &f.declarator);
        f.sym = Some(id);
        self.declaration_attributes(id, &f.specs, &f.declarator)?;

        // The parameters and the outermost block of the body share one scope (6.2.1p4).
        self.scopes.push(Scope::default());
        self.func = Some(FunctionContext {
            name: name.clone(),
            name_span,
            ret: ft.ret.clone(),
            labels: HashMap::default(),
            local_labels: Vec::new(),
            local_label_count: 0,
            gotos: Vec::new(),
            label_vm: HashMap::default(),
            goto_vm: Vec::new(),
            uses_alloca: false,
            loop_depth: 0,
            switches: Vec::new(),
            label_addresses: HashMap::default(),
            variadic: ft.variadic,
            last_param: None,
        });
        let params = match f.declarator.derived.last() {
            Some(Derived::Function(params, ..)) => params.clone(),
            _ => Vec::new(),
        };
        f.param_syms.clear();
        self.vm_scope.clear();
        for (i, (p, pty)) in params.iter().zip(param_types.iter()).enumerate() {
            let Some((pname, psp)) = p.declarator.name.clone() else {
                self.error::<()>(p.span, "parameter name omitted");
                continue;
            };
            if pty.is_struct() && pty.size().is_none() {
                let n = i + 1;
                self.error::<()>(
                    psp,
                    format!("parameter {n} ('{pname}') has incomplete type"),
                );
                continue;
            }
            // A name given twice was reported with the parameter list (`parameter_list`).
            if self.scopes.last().unwrap().contains_key(&pname) {
                continue;
            }
            // The symbol the parameter list declared, which its array sizes name.
            let id = match param_syms.get(i) {
                Some(&Some(id)) => id,
                _ => self.add_symbol(Symbol {
                    quals: Quals::default(),
                    name: pname.clone(),
                    ty: pty.clone(),
                    kind: SymbolKind::Local,
                    span: psp,
                }),
            };
            self.syms.table[id.0].quals = self.parameter_quals(&p.specs, &p.declarator);
            self.bind(&pname, id);
            f.param_syms.push(id);
            self.syms.params.insert(id);
            if let Some(ctx) = &mut self.func {
                ctx.last_param = Some(id);
            }
        }
        self.block_items(&mut f.body);
        let ctx = self.func.take().expect("function context set above");
        if !ctx.label_addresses.is_empty() {
            let mut taken: Vec<(u32, String)> = ctx
                .label_addresses
                .iter()
                .map(|(name, &n)| (n, name.clone()))
                .collect();
            taken.sort();
            let names = taken.into_iter().map(|(_, name)| name).collect();
            self.syms.label_addresses.insert(id, names);
        }
        for (label, sp) in ctx.gotos {
            if !ctx.labels.contains_key(&label) {
                let label = written_label(&label);
                self.error::<()>(sp, format!("label '{label}' used but not defined"));
            }
        }
        self.check_jumps_into_vm_scope(&ctx.goto_vm, &ctx.label_vm, &ctx.labels);
        if ctx.uses_alloca {
            self.syms.alloca_functions.insert(id);
        }
        self.scopes.pop();
        Some(())
    }

    // ------------------------------------------------------------ block scope

    /// A declaration in a block.
    pub(super) fn local_declaration(&mut self, d: &mut Declaration) -> Option<()> {
        if let Some(assertion) = &mut d.static_assert {
            let (cond, message) = &mut **assertion;
            let message = message.clone();
            return self.static_assertion(cond, message.as_deref(), d.span);
        }
        self.auto_type_operand(d)?;
        let storage = self.storage_class(&d.specs)?;
        let tls = self.thread_spec(&d.specs)?;
        if d.declarators.is_empty() {
            // Only a bare `struct S;` declares a new type hiding an outer `struct S`; the tags
            // named inside a body or an enumerator list are ordinary references.
            self.forward_declaration = d.specs.members.is_none() && d.specs.enumerators.is_none();
            let declared = self.base_type(&d.specs);
            self.forward_declaration = false;
            declared?;
        }
        let align = self.requested_alignment(&d.specs)?;
        for init_decl in &mut d.declarators {
            let _ = if storage == Some(StorageClass::Typedef) {
                self.typedef_declaration(&d.specs, init_decl)
            } else {
                self.local_declarator(&d.specs, (storage, tls), init_decl)
            };
            self.align_declared(&d.specs, align, init_decl);
            self.typedef_aligned_object(&d.specs, storage, init_decl);
        }
        Some(())
    }

    fn local_declarator(
        &mut self,
        specs: &DeclSpecs,
        (storage, tls): (Option<StorageClass>, ThreadSpec),
        decl: &mut InitDeclarator,
    ) -> Option<()> {
        let Some(ty) = self.declared_type(specs, &mut decl.declarator) else {
            // Declare the name anyway (as an int) so its uses do not cascade into
            // "undeclared" errors.
            if let Some((name, sp)) = decl.declarator.name.clone() {
                let id = self.add_symbol(Symbol {
                    quals: Quals::default(),
                    name: name.clone(),
                    ty: Type::INT,
                    kind: SymbolKind::Local,
                    span: sp,
                });
                self.bind(&name, id);
            }
            return None;
        };
        let (name, name_span) = decl.declarator.name.clone()?;
        // A function or an `extern` object declared in a block refers to the file-scope
        // entity of that name (6.2.2p4); the name is visible only in the block.
        if matches!(ty, Type::Function(_)) || storage == Some(StorageClass::Extern) {
            if let Some(init) = &decl.init {
                return self.error(
                    initializer_span(init),
                    format!("'{name}' has both 'extern' and initializer"),
                );
            }
            let kind = match ty {
                Type::Function(_) => NameKind::Function,
                _ => NameKind::Object,
            };
            // `extern int foo;` twice in one block declares the same entity twice, which is
            // allowed; `declare_global` checks that the types agree.
            let again = self
                .scopes
                .last()
                .unwrap()
                .get(&name)
                .copied()
                .is_some_and(|p| {
                    self.linked_entity(&name) == Some(p)
                        && matches!(self.syms.table[p.0].kind, SymbolKind::Global(_))
                });
            if !again {
                self.check_local_redeclaration(&name, name_span, kind, false, true)?;
            }
            if kind == NameKind::Object {
                self.check_extern_linkage(&name, name_span)?;
            }
            let id = if matches!(ty, Type::Function(_)) {
                self.thread_local_function(tls, name_span, false, &name)?;
                if storage == Some(StorageClass::Static) {
                    return self.error(
                        name_span,
                        format!("invalid storage class for function '{name}'"),
                    );
                }
                let id = self.declare_function(&name, name_span, ty, (None, None), None)?;
                self.record_parameters(id, &decl.declarator);
                id
            } else {
                if ty.is_variably_modified() {
                    return self.error(
                        name_span,
                        "object with variably modified type must have no linkage",
                    );
                }
                let linkage = (symbol::Linkage::Import, tls.is_some());
                self.declare_global(&name, name_span, ty, linkage)?
            };
            decl.sym = Some(id);
            self.asm_label(id, decl);
            self.syms.table[id.0].quals = self.declared_quals(id, specs, &decl.declarator)?;
            self.bind(&name, id);
            return self.declaration_attributes(id, specs, &decl.declarator);
        }
        if ty.is_void() {
            return self.error(
                name_span,
                format!("variable or field '{name}' declared void"),
            );
        }
        // Not fatal: the object is declared as the automatic one gcc reads.
        let _ = self.thread_local_auto(tls, storage, &name, name_span);
        let defines = decl.init.is_some();
        self.check_local_redeclaration(&name, name_span, NameKind::Object, defines, false)?;
        // A pointer to a variable length array may be static (6.7.6.2p2 forbids only the
        // array itself): its size expressions are evaluated where the declaration is.
        if storage == Some(StorageClass::Static) && ty.has_runtime_size() {
            // Declared anyway, so that its uses do not cascade into "undeclared" errors.
            let id = self.add_symbol(Symbol {
                quals: Quals::default(),
                name: name.clone(),
                ty: Type::INT,
                kind: SymbolKind::Local,
                span: name_span,
            });
            self.bind(&name, id);
            return self.error(
                name_span,
                format!("storage size of '{name}' isn't constant"),
            );
        }
        if storage == Some(StorageClass::Static) {
            self.static_locals += 1;
            let id = self.add_symbol(Symbol {
                quals: Quals::default(),
                name: name.clone(),
                ty: ty.clone(),
                kind: SymbolKind::Global(GlobalInfo {
                    ir_name: format!("{name}.{}", self.static_locals),
                    linkage: symbol::Linkage::Local,
                    init: None,
                    defined_at: None,
                    thread_local: tls.is_some(),
                }),
                span: name_span,
            });
            decl.sym = Some(id);
            self.syms.table[id.0].quals = self.declared_quals(id, specs, &decl.declarator)?;
            // In scope from the end of its declarator, so in its own initializer, as in
            // `static void *p = &p;` (libwebp's).
            self.bind(&name, id);
            let init = match &mut decl.init {
                Some(init) => {
                    let (ty, items, flexible) = self.static_object_initializer(&name, &ty, init)?;
                    self.syms.table[id.0].ty = ty.clone();
                    let braced = matches!(init, Initializer::List(..)).then_some(name.as_str());
                    self.object_bytes(braced, &ty, &items, flexible)?
                }
                None => symbol::GlobalInit::Zero,
            };
            self.define_global(id, name_span, init)?;
            return self.declaration_attributes(id, specs, &decl.declarator);
        }
        let id = self.add_symbol(Symbol {
            quals: Quals::default(),
            name: name.clone(),
            ty: ty.clone(),
            kind: SymbolKind::Local,
            span: name_span,
        });
        decl.sym = Some(id);
        self.explicit_register_variable(id, storage, decl)?;
        self.syms.table[id.0].quals = self.declared_quals(id, specs, &decl.declarator)?;
        // The name is in scope from the end of its declarator, so `int x = x;` reads the
        // new (uninitialised) `x`, as in C.
        self.bind(&name, id);
        self.declaration_attributes(id, specs, &decl.declarator)?;
        if ty.is_variably_modified() {
            self.vm_scope.push(id);
        }
        if ty.has_runtime_size() {
            // Its storage comes from the run-time stack region (see `lower::vla`).
            self.syms.has_vla_objects = true;
            if decl.init.is_some() {
                return self.error(specs.span, "variable-sized object may not be initialized");
            }
            return Some(());
        }
        if let Some(init) = &mut decl.init {
            self.initialized_locals.insert(id);
            let (ty, items) = self.object_initializer(&name, &ty, init)?;
            self.syms.table[id.0].ty = ty;
            decl.items = items;
        }
        let final_ty = self.syms.table[id.0].ty.clone();
        if final_ty.size().is_none() {
            if matches!(final_ty, Type::Array(_, None)) {
                return self.error(name_span, format!("array size missing in '{name}'"));
            }
            return self.error(name_span, format!("storage size of '{name}' isn't known"));
        }
        Some(())
    }

    /// A block-scope `extern` object declaration whose visible prior declaration has no
    /// linkage (a local hiding the file-scope name) has external linkage (6.2.2p4), which
    /// a file-scope `static` of that name contradicts.
    fn check_extern_linkage(&mut self, name: &str, span: Span) -> Option<()> {
        let (Some(visible), Some(linked)) = (self.lookup(name), self.linked_entity(name)) else {
            return Some(());
        };
        let internal = matches!(
            &self.syms.table[linked.0].kind,
            SymbolKind::Global(g) if g.linkage == symbol::Linkage::Local
        );
        if visible != linked && internal {
            return self.error(
                span,
                "variable previously declared 'static' redeclared 'extern'",
            );
        }
        Some(())
    }

    /// A declaration of `name` as a `kind` in the current block (or of an enumerator
    /// anywhere) against an earlier one in the same scope: another kind of identifier, a
    /// second object without linkage, a second enumerator. `defines`: it has an initializer
    /// (two are gcc's "redefinition"). Functions are left to `declare_function`.
    fn check_local_redeclaration(
        &mut self,
        name: &str,
        span: Span,
        kind: NameKind,
        defines: bool,
        new_linked: bool,
    ) -> Option<()> {
        let Some(prev) = self.scopes.last().unwrap().get(name).copied() else {
            return Some(());
        };
        let p = &self.syms.table[prev.0];
        if name_kind(&p.kind) != kind {
            return self.redeclared_as_other_kind(name, span, prev);
        }
        // Whether the earlier declaration has linkage; `new_linked` says whether this one
        // does (an `extern` one: the caller skips two of those, which declare one entity
        // twice).
        let prev_linked =
            matches!(p.kind, SymbolKind::Global(_)) && self.linked_entity(name) == Some(prev);
        let msg = match p.kind {
            SymbolKind::Function(_) => return Some(()),
            _ if prev_linked && !new_linked => {
                format!("declaration of '{name}' with no linkage follows extern declaration")
            }
            _ if new_linked && !prev_linked => {
                format!("extern declaration of '{name}' follows declaration with no linkage")
            }
            SymbolKind::Local if defines && self.initialized_locals.contains(&prev) => {
                format!("redefinition of '{name}'")
            }
            SymbolKind::Local => format!("redeclaration of '{name}' with no linkage"),
            SymbolKind::EnumConstant(_) => format!("redeclaration of enumerator '{name}'"),
            _ => format!("redefinition of '{name}'"),
        };
        let (pspan, note) = (p.span, self.previous_note(prev));
        self.error_with_note(span, msg, pspan, note)
    }

    /// gcc's note at an earlier declaration: "previous definition" for one that defined
    /// it, and the type as gcc spells it (a typedef name with what it stands for, an
    /// enumerator with its enumeration).
    pub(super) fn previous_note(&self, id: SymbolId) -> String {
        let p = &self.syms.table[id.0];
        let name = &p.name;
        let defined = match &p.kind {
            SymbolKind::Global(g) => g.defined_at.is_some(),
            SymbolKind::Function(f) => f.defined_at.is_some(),
            SymbolKind::Local => self.initialized_locals.contains(&id),
            SymbolKind::EnumConstant(_) => true,
            SymbolKind::Typedef => false,
        };
        let what = if defined { "definition" } else { "declaration" };
        let ty = match (&p.kind, self.enumerations.get(&id)) {
            (SymbolKind::Typedef, _) => format!("'{name}' {{aka '{}'}}", p.ty),
            (SymbolKind::EnumConstant(_), Some(e)) => format!("'{e}'"),
            _ => format!("'{}'", p.ty),
        };
        format!("previous {what} of '{name}' with type {ty}")
    }
}

/// The first type specifier that cannot join those before it (6.7.2p2), with gcc's
/// message, at that specifier as gcc reports it. `_Complex` is left to the caller.
fn specifier_conflict(specs: &[(TypeSpec, Span)]) -> Option<(Span, String)> {
    use TypeSpec::*;
    let both = |a: &str, b: TypeSpec| {
        Some(format!(
            "both '{a}' and '{}' in declaration specifiers",
            b.keyword()
        ))
    };
    let two = || Some("two or more data types in declaration specifiers".to_string());
    let named = |d: TypeSpec| matches!(d, Struct | Union | Enum | TypedefName);
    let (mut data, mut longs, mut short, mut sign) = (None::<TypeSpec>, 0, false, None);
    for &(s, sp) in specs {
        let modified = longs > 0 || short || sign.is_some();
        let err = match (s, data) {
            (Complex, _) => None,
            (Long | Short | Signed | Unsigned, Some(d)) if named(d) => two(),
            (Long, _) if longs == 2 => Some("'long long long' is too long for GCC".to_string()),
            (Long, _) if short => both("long", Short),
            (Long, Some(d @ (Void | Bool | Char | Float))) => both("long", d),
            (Long, Some(Double)) if longs == 1 => both("long long", Double),
            (Short, _) if short => Some("duplicate 'short'".to_string()),
            (Signed | Unsigned, _) if sign == Some(s) => {
                Some(format!("duplicate '{}'", s.keyword()))
            }
            (Short, _) if longs > 0 => both("long", Short),
            (Short, Some(d @ (Void | Bool | Char | Float | Double))) => both("short", d),
            (Signed, _) if sign == Some(Unsigned) => both("signed", Unsigned),
            (Unsigned, _) if sign == Some(Signed) => both("signed", Unsigned),
            (Signed | Unsigned, Some(d @ (Void | Bool | Float | Double))) => both(s.keyword(), d),
            (Long | Short | Signed | Unsigned, _) => None,
            (_, Some(_)) => two(),
            (d, None) if named(d) && modified => two(),
            (d @ (Void | Bool | Char | Float), None) if longs > 0 => both("long", d),
            (Double, None) if longs == 2 => both("long long", Double),
            (d @ (Void | Bool | Char | Float | Double), None) if short => both("short", d),
            (d @ (Void | Bool | Float | Double), None) if sign.is_some() => {
                both(sign.map_or("signed", TypeSpec::keyword), d)
            }
            _ => None,
        };
        if let Some(msg) = err {
            return Some((sp, msg));
        }
        match s {
            Long => longs += 1,
            Short => short = true,
            Signed | Unsigned => sign = Some(s),
            Complex => {}
            d => data = Some(d),
        }
    }
    None
}

/// The kinds of ordinary identifier (6.2.3) a redeclaration in one scope must keep.
#[derive(Clone, Copy, PartialEq, Eq)]
enum NameKind {
    Object,
    Function,
    Typedef,
    Enumerator,
}

fn name_kind(k: &SymbolKind) -> NameKind {
    match k {
        SymbolKind::Local | SymbolKind::Global(_) => NameKind::Object,
        SymbolKind::Function(_) => NameKind::Function,
        SymbolKind::Typedef => NameKind::Typedef,
        SymbolKind::EnumConstant(_) => NameKind::Enumerator,
    }
}

/// The qualifiers of the declared object itself: those of its outermost pointer, or of the
/// specifiers when it is not a pointer (an array's qualifiers are its elements').
pub(super) fn object_quals(specs: &DeclSpecs, d: &Declarator) -> Quals {
    let from = quals_of;
    match d
        .derived
        .iter()
        .rev()
        .find(|x| !matches!(x, Derived::Array(..)))
    {
        None => from(&mut specs.qualifiers.iter().map(|(q, _)| *q)),
        Some(Derived::Pointer(qs)) => from(&mut qs.iter().copied()),
        Some(_) => Quals::default(),
    }
}

/// The qualifiers a list of them names.
fn quals_of(qs: &mut dyn Iterator<Item = TypeQualifier>) -> Quals {
    let mut q = Quals::default();
    for t in qs {
        q.is_const |= t == TypeQualifier::Const;
        q.is_volatile |= t == TypeQualifier::Volatile;
        q.is_atomic |= t == TypeQualifier::Atomic;
        q.is_restrict |= t == TypeQualifier::Restrict;
    }
    q
}

impl Checker<'_> {
    /// `object_quals`, with those of a typedef name the specifiers use when the object is
    /// of that type or an array of it (not a pointer to it).
    pub(super) fn own_quals(&self, specs: &DeclSpecs, d: &Declarator) -> Quals {
        let q = object_quals(specs, d);
        match d.derived.iter().all(|x| matches!(x, Derived::Array(..))) {
            true => q.union(self.typedef_quals(specs)),
            false => q,
        }
    }

    /// `own_quals` of the object `id`, whose alignment they may raise (an `_Atomic`
    /// structure, see `align::atomic_alignment`).
    fn declared_quals(&mut self, id: SymbolId, specs: &DeclSpecs, d: &Declarator) -> Option<Quals> {
        let q = self.own_quals(specs, d);
        let sym = &self.syms.table[id.0];
        let (sp, ty) = (sym.span, sym.ty.clone());
        self.check_atomic_type(q, &ty, sp, "object")?;
        let raised = super::align::atomic_alignment(q, &ty);
        if raised > 0 {
            let align = self.syms.aligns.get(&id).copied().unwrap_or(0).max(raised);
            self.syms.aligns.insert(id, align);
        }
        Some(q)
    }

    /// `_Atomic` objects and members are of arithmetic, pointer, structure or union type (or
    /// arrays of them); not `_Complex`.
    pub(super) fn check_atomic_type(
        &mut self,
        q: Quals,
        ty: &Type,
        sp: Span,
        what: &str,
    ) -> Option<()> {
        let mut ty = ty;
        while let Type::Array(elem, _) = ty {
            ty = elem;
        }
        if q.is_atomic && !(ty.is_arithmetic() || ty.is_pointer() || ty.is_struct()) {
            return self.unsupported(sp, format!("an '_Atomic' {what} of type '{ty}'"));
        }
        Some(())
    }
}

impl Checker<'_> {
    /// The qualifiers of a parameter itself: an array parameter is the pointer it is
    /// adjusted to, qualified by what its brackets say (`int a[const]` is `int *const a`).
    fn parameter_quals(&self, specs: &DeclSpecs, d: &Declarator) -> Quals {
        match d.derived.last() {
            Some(Derived::Array(_, _, aq)) => Quals {
                is_const: aq.quals.contains(&TypeQualifier::Const),
                is_volatile: aq.quals.contains(&TypeQualifier::Volatile),
                is_atomic: aq.quals.contains(&TypeQualifier::Atomic),
                is_restrict: aq.quals.contains(&TypeQualifier::Restrict),
            },
            // `const mpz_t a`, `mpz_t` an array typedef: the elements are const, and `a` is a
            // pointer to them, itself assignable (gcc; GMP's swaps of such parameters).
            None if self.typedef_is_array(specs) => Quals::NONE,
            _ => self.own_quals(specs, d),
        }
    }

    /// Whether the specifiers name a typedef of an array type.
    fn typedef_is_array(&self, specs: &DeclSpecs) -> bool {
        let Some(name) = &specs.typedef_name else {
            return false;
        };
        self.lookup(name)
            .map(|id| &self.syms.table[id.0])
            .is_some_and(|sym| {
                matches!(sym.kind, SymbolKind::Typedef)
                    && matches!(sym.ty, Type::Array(..) | Type::Vla(..))
            })
    }
}

/// Array and function parameters are really pointers (6.7.6.3p7-8); an array's pointer
/// points at elements qualified by `quals` (`const char s[]` is `const char *s`).
fn adjust_parameter(ty: Type, quals: Quals) -> Type {
    match ty {
        Type::Array(elem, _) | Type::Vla(elem, _) => Type::Pointer(elem, quals),
        Type::Function(_) => Type::pointer_to(ty),
        t => t,
    }
}

/// The composite of two compatible types (6.2.7), or `None` if they are not compatible.
pub(super) fn composite_type(a: &Type, b: &Type) -> Option<Type> {
    match (a, b) {
        (Type::Function(fa), Type::Function(fb)) => {
            // A calling convention is part of the type, as in gcc.
            if fa.ret != fb.ret || fa.ms_abi != fb.ms_abi {
                return None;
            }
            match (fa.prototyped, fb.prototyped) {
                // A K&R definition's parameters outlive a later `f()` declaration.
                (false, false) if fb.params.is_empty() => Some(a.clone()),
                (false, _) => Some(b.clone()),
                (_, false) => Some(a.clone()),
                _ if fa.variadic == fb.variadic
                    && fa.params.len() == fb.params.len()
                    && fa
                        .params
                        .iter()
                        .zip(&fb.params)
                        .all(|(x, y)| parameters_compatible(x, y)) =>
                {
                    Some(a.clone())
                }
                _ => None,
            }
        }
        (Type::Array(ea, la), Type::Array(eb, lb)) if composite_type(ea, eb).is_some() => {
            match (la, lb) {
                (Some(x), Some(y)) if x != y => None,
                (Some(_), _) => Some(a.clone()),
                _ => Some(b.clone()),
            }
        }
        // A variable length array is compatible with any array of a compatible element
        // type (6.7.6.2p6); a constant length wins.
        (Type::Vla(ea, _), Type::Array(eb, _) | Type::Vla(eb, _))
        | (Type::Array(ea, _), Type::Vla(eb, _)) => {
            composite_type(ea, eb)?;
            match b {
                Type::Array(_, Some(_)) => Some(b.clone()),
                _ => Some(a.clone()),
            }
        }
        (Type::Pointer(pa, qa), Type::Pointer(pb, _))
            if pa.is_variably_modified() || pb.is_variably_modified() =>
        {
            Some(Type::pointer_to_qualified(composite_type(pa, pb)?, *qa))
        }
        // Qualifiers below the top level must agree (`char **` and `const char **` are
        // not compatible), as they must for `_Atomic` (6.7.3p10).
        _ if a.same_qualified(b) => Some(a.clone()),
        _ => None,
    }
}

/// Whether two prototypes' parameter types agree: compatible, or, as gcc extends it, one a
/// transparent union with a member compatible with the other (so glibc's `accept`, whose
/// address parameter is such a union under `_GNU_SOURCE`, converts to a pointer to a
/// function taking `struct sockaddr *`, as gnulib's signature tests check).
fn parameters_compatible(a: &Type, b: &Type) -> bool {
    let transparent_holds = |u: &Type, other: &Type| match u {
        Type::Struct(st) if st.union && st.transparent.get() => st.body().is_some_and(|body| {
            body.members
                .iter()
                .any(|m| composite_type(&m.ty, other).is_some())
        }),
        _ => false,
    };
    composite_type(a, b).is_some() || transparent_holds(a, b) || transparent_holds(b, a)
}

/// The names an anonymous member contributes to its enclosing structure.
fn member_names(st: &StructType) -> Vec<String> {
    let Some(body) = st.body() else {
        return Vec::new();
    };
    let mut names = Vec::new();
    for m in &body.members {
        match (&m.name, &m.ty) {
            (Some(n), _) => names.push(n.to_string()),
            (None, Type::Struct(inner)) => names.extend(member_names(inner)),
            _ => {}
        }
    }
    names
}

/// Whether a declarator writes an array size that is not a literal (it may name an
/// earlier parameter).
/// Whether `d` has a `[*]` of its own (not one in the parameters of a function type it
/// mentions, which is a prototype of its own).
fn has_unspecified_size(d: &Declarator) -> bool {
    d.derived
        .iter()
        .any(|der| matches!(der, Derived::Array(_, _, q) if q.star))
}

fn has_variable_size(d: &Declarator) -> bool {
    d.derived.iter().any(
        |der| matches!(der, Derived::Array(Some(e), ..) if !matches!(e.kind, ExprKind::IntLit(_))),
    )
}

/// What gcc's `check_main_parameter_types` finds wrong with `main`'s parameters, in its
/// words and order: the first must be `int`, the second and third `char **` (pointers to
/// `char` however qualified), and there must be none, two or three of them.
fn main_parameter_problems(ft: &FuncType) -> Vec<&'static str> {
    let char_pp = |t: &Type| {
        matches!(
            t.pointee().and_then(Type::pointee),
            Some(Type::Int {
                kind: IntKind::Char,
                ..
            })
        )
    };
    let mut problems = Vec::new();
    for (i, t) in ft.params.iter().enumerate() {
        match i {
            0 if *t != Type::INT => problems.push("first argument of 'main' should be 'int'"),
            1 if !char_pp(t) => problems.push("second argument of 'main' should be 'char **'"),
            2 if !char_pp(t) => {
                problems.push("third argument of 'main' should probably be 'char **'")
            }
            _ => {}
        }
    }
    if matches!(ft.params.len(), 1 | 4..) {
        problems.push("'main' takes only zero or two arguments");
    }
    if ft.variadic && ft.prototyped {
        problems.push("'main' declared as variadic function");
    }
    problems
}

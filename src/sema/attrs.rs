//! GNU attributes of declarations: what gcc's "Common Function Attributes" and "Common
//! Variable Attributes" mean for the declared symbol, checked with gcc's messages.
//!
//! Part of semantic analysis. The parser keeps every attribute as written; here those of a
//! function or object declaration (among its specifiers, and in or after its declarator)
//! become `DeclAttrs` in `Symbols::attrs`, merged over the symbol's declarations as gcc
//! merges them. Lowering hands the symbol-level ones to the object file (`symbol::SymbolAttrs`);
//! `cleanup` is lowering's own; `aligned` joins `_Alignas` in `Symbols::aligns`. Attributes
//! that change types and layout (`mode`, `aligned` and `packed` on types and members) are
//! read where types are built (`decl.rs`, `layout`).

use super::constant::eval_int;
use super::*;
use crate::diag::Warning;
use crate::types;

/// What the attributes of a function's or object's declarations say about it.
#[derive(Clone, Debug, Default)]
pub struct DeclAttrs {
    /// `visibility("...")`; `None` takes `-fvisibility=`'s for a definition.
    pub visibility: Option<symbol::Visibility>,
    pub weak: bool,
    /// `alias("target")`, with where it is written (the target must be defined here).
    pub alias: Option<(String, Span)>,
    pub section: Option<String>,
    /// `constructor`/`destructor` with their priority (65535 when none is given).
    pub constructor: Option<u16>,
    pub destructor: Option<u16>,
    /// `cleanup(f)` on a local: `f(&local)` runs when the local goes out of scope.
    pub cleanup: Option<SymbolId>,
    /// `deprecated` or `deprecated("why")`: uses are warned about.
    pub deprecated: Option<String>,
    /// `noinline` (or `noipa`) on a function: its calls stay calls.
    pub noinline: bool,
    /// `gnu_inline` on a function: `inline` has GNU89's meaning for it
    /// (`Symbols::inline_only`).
    pub gnu_inline: bool,
    /// `used` on a function: the object file keeps it even if nothing refers to it.
    pub used: bool,
    /// `always_inline` on a function: its calls are replaced by its body.
    pub always_inline: bool,
    /// `noreturn`, `_Noreturn` or `cold` on a function: its calls are unlikely to run, as
    /// gcc's predictors take them (the IR's `call cold`, read by block placement).
    pub cold: bool,
    /// `noreturn` or `_Noreturn` on a function: nothing runs after its calls, which end
    /// their block (as gcc, which keeps nothing live across them).
    pub noreturn: bool,
}

/// The priority gcc gives a constructor or destructor written without one.
const DEFAULT_PRIORITY: u16 = 65535;

/// A string argument naming something in the object file (a section, an alias target)
/// with bytes that are not UTF-8: tcc-rs writes names as UTF-8, gcc writes the bytes.
const NOT_UTF8: &str = "attribute argument with bytes that are not UTF-8 is not supported";

/// gcc's alignment of bare `aligned`: `__BIGGEST_ALIGNMENT__` on both targets.
pub(super) const BIGGEST_ALIGNMENT: u64 = 16;

impl Checker<'_> {
    /// Record the attributes written on one declaration of the function or object `id`.
    /// `local`: an object with automatic storage (which takes only `cleanup`, `aligned`,
    /// `unused` and the like).
    pub(super) fn declaration_attributes(
        &mut self,
        id: SymbolId,
        specs: &DeclSpecs,
        d: &Declarator,
    ) -> Option<()> {
        self.symbol_pragmas(id, d.span.lo);
        for a in specs.attrs.iter().chain(&d.attrs) {
            self.declaration_attribute(id, a)?;
        }
        let noreturn = specs
            .function_specs
            .iter()
            .any(|&(f, _)| f == FunctionSpec::Noreturn);
        if noreturn && matches!(self.syms.table[id.0].kind, SymbolKind::Function(_)) {
            let attrs = self.syms.attrs.entry(id).or_default();
            attrs.cold = true;
            attrs.noreturn = true;
        }
        Some(())
    }

    /// What the pragmas in effect say of a function or object declared at `offset`: under
    /// `#pragma GCC visibility push(V)` each declaration of an external symbol is one with
    /// visibility V (extern declarations too, unlike `-fvisibility=`; an attribute on the
    /// declaration still wins), and `#pragma redefine_extname OLD NEW` anywhere in the unit
    /// names every declaration of OLD NEW in the object file, as gcc does (an asm label wins).
    fn symbol_pragmas(&mut self, id: SymbolId, offset: usize) {
        let sym = &self.syms.table[id.0];
        let external = match &sym.kind {
            SymbolKind::Function(f) => f.linkage != symbol::Linkage::Local,
            SymbolKind::Global(g) => g.linkage != symbol::Linkage::Local,
            _ => return,
        };
        let renamed = self.extnames.get(&sym.name).cloned();
        if let (Some(new), false) = (renamed, self.syms.link_names.contains_key(&id)) {
            if let SymbolKind::Global(info) = &mut self.syms.table[id.0].kind {
                info.ir_name = new.clone();
            }
            self.syms.link_names.insert(id, new);
        }
        let after = self.visibility.partition_point(|&(at, _)| at <= offset);
        let pragma = after.checked_sub(1).and_then(|i| self.visibility[i].1);
        if let (Some(v), true) = (pragma, external) {
            self.syms.attrs.entry(id).or_default().visibility = Some(v);
        }
    }

    fn declaration_attribute(&mut self, id: SymbolId, a: &Attribute) -> Option<()> {
        let sym = &self.syms.table[id.0];
        let function = matches!(sym.kind, SymbolKind::Function(_));
        let local = matches!(sym.kind, SymbolKind::Local);
        let external = match &sym.kind {
            SymbolKind::Function(f) => f.linkage != symbol::Linkage::Local,
            SymbolKind::Global(g) => g.linkage != symbol::Linkage::Local,
            _ => false,
        };
        let name = sym.name.clone();
        let ignored = |c: &mut Self| {
            let msg = format!("'{}' attribute ignored", a.canonical_name());
            c.named_warning(Warning::Attributes, a.span, &msg);
            Some(())
        };
        let mut attrs = self.syms.attrs.get(&id).cloned().unwrap_or_default();
        match a.canonical_name() {
            "visibility" if local || !external => return ignored(self),
            "visibility" => attrs.visibility = Some(self.visibility_argument(a)?),
            "weak" if local => return ignored(self),
            "weak" if !external => {
                return self.error(
                    a.span,
                    format!("weak declaration of '{name}' must be public"),
                )
            }
            "weak" => attrs.weak = true,
            "alias" if local => return ignored(self),
            "alias" => {
                let target = self.string_argument(a, "alias argument not a string")?;
                attrs.alias = Some((target, a.span));
            }
            "section" if local => {
                let msg = "section attribute cannot be specified for local variables";
                return self.error(a.span, msg);
            }
            "section" => {
                let msg = "section attribute argument not a string constant";
                attrs.section = Some(self.string_argument(a, msg)?);
            }
            "constructor" | "destructor" if !function => return ignored(self),
            "constructor" => attrs.constructor = Some(self.priority_argument(a)?),
            "destructor" => attrs.destructor = Some(self.priority_argument(a)?),
            "cleanup" if !local => return ignored(self),
            "cleanup" => attrs.cleanup = Some(self.cleanup_argument(a)?),
            "aligned" if !function => {
                let align = self.aligned_argument(a)?;
                let strictest = self.syms.aligns.get(&id).copied().unwrap_or(0).max(align);
                self.syms.aligns.insert(id, strictest);
            }
            "deprecated" => {
                let why = match a.args.first().map(|e| &e.kind) {
                    Some(ExprKind::StringLit(bytes, _)) => {
                        crate::source_bytes::to_text(bytes).into_owned()
                    }
                    _ => String::new(),
                };
                attrs.deprecated = Some(why);
            }
            "packed" if !function => return ignored(self),
            "noinline" | "noipa" if !function => return ignored(self),
            "noinline" | "noipa" => attrs.noinline = true,
            "gnu_inline" if !function => return ignored(self),
            "gnu_inline" => attrs.gnu_inline = true,
            "used" if function => attrs.used = true,
            "always_inline" if function => attrs.always_inline = true,
            "noreturn" if function => (attrs.cold, attrs.noreturn) = (true, true),
            "cold" if function => attrs.cold = true,
            _ => return Some(()),
        }
        self.syms.attrs.insert(id, attrs);
        Some(())
    }

    /// gcc's warning at a use of a `deprecated` function or object.
    pub(super) fn warn_if_deprecated(&mut self, id: SymbolId, at: Span) {
        let Some(why) = self.syms.attrs.get(&id).and_then(|a| a.deprecated.clone()) else {
            return;
        };
        let sym = &self.syms.table[id.0];
        let mut msg = format!("'{}' is deprecated", sym.name);
        if !why.is_empty() {
            msg.push_str(&format!(": {why}"));
        }
        let w = Diagnostic::warning(at, msg).with_note(sym.span, "declared here");
        self.warnings.push(w);
    }

    fn string_argument(&mut self, a: &Attribute, msg: &str) -> Option<String> {
        match a.args.as_slice() {
            [e] => match &e.kind {
                // A name in the object file: its symbols' names are UTF-8 here.
                ExprKind::StringLit(bytes, _) => match std::str::from_utf8(bytes) {
                    Ok(name) => Some(name.into()),
                    Err(_) => self.error(e.span, NOT_UTF8),
                },
                _ => self.error(a.span, msg),
            },
            args => self.wrong_argument_count(a, 1, 1, args.len()),
        }
    }

    fn wrong_argument_count<T>(
        &mut self,
        a: &Attribute,
        lo: usize,
        hi: usize,
        n: usize,
    ) -> Option<T> {
        let attr = a.canonical_name();
        let expected = if lo == hi {
            format!("expected {lo}")
        } else {
            format!("expected between {lo} and {hi}")
        };
        self.error_with_note(
            a.span,
            format!("wrong number of arguments specified for '{attr}' attribute"),
            a.span,
            format!("{expected}, found {n}"),
        )
    }

    fn visibility_argument(&mut self, a: &Attribute) -> Option<symbol::Visibility> {
        let name = self.string_argument(a, "visibility argument not a string")?;
        match symbol::Visibility::named(&name) {
            Some(v) => Some(v),
            None => self.error(
                a.span,
                "attribute 'visibility' argument must be one of 'default', 'hidden', \
                 'protected', or 'internal'",
            ),
        }
    }

    /// The integer value of an attribute's constant argument.
    fn int_argument(&mut self, e: &Expr) -> Option<i64> {
        let mut e = e.clone();
        self.rvalue(&mut e)?;
        eval_int(&e).filter(|_| e.ty().is_integer())
    }

    fn priority_argument(&mut self, a: &Attribute) -> Option<u16> {
        let e = match a.args.as_slice() {
            [] => return Some(DEFAULT_PRIORITY),
            [e] => e,
            args => return self.wrong_argument_count(a, 0, 1, args.len()),
        };
        let range = "priorities must be integers from 0 to 65535 inclusive";
        let what = a.canonical_name();
        let Some(p) = self.int_argument(e).and_then(|p| u16::try_from(p).ok()) else {
            return self.error(a.span, format!("{what} {range}"));
        };
        if p <= 100 {
            let msg =
                format!("{what} priorities from 0 to 100 are reserved for the implementation");
            self.warning(a.span, msg);
        }
        Some(p)
    }

    /// `aligned(N)`, or bare `aligned`: the biggest alignment the target ever needs.
    pub(super) fn aligned_argument(&mut self, a: &Attribute) -> Option<u64> {
        match a.args.as_slice() {
            [] => Some(BIGGEST_ALIGNMENT),
            [e] => {
                let mut e = e.clone();
                self.alignment_value(&mut e, a.span)
            }
            args => self.wrong_argument_count(a, 0, 1, args.len()),
        }
    }

    /// `cleanup(f)`: `f` must name a function, which is then called.
    fn cleanup_argument(&mut self, a: &Attribute) -> Option<SymbolId> {
        let [e] = a.args.as_slice() else {
            return self.wrong_argument_count(a, 1, 1, a.args.len());
        };
        let id = match &e.kind {
            ExprKind::Ident(name, _) => self.lookup(name),
            _ => None,
        };
        let Some(id) =
            id.filter(|id| matches!(self.syms.table[id.0].kind, SymbolKind::Function(_)))
        else {
            return self.error(a.span, "cleanup argument not a function");
        };
        if let SymbolKind::Function(info) = &mut self.syms.table[id.0].kind {
            info.used = true;
        }
        Some(id)
    }

    /// At the end of the unit: each alias must name a function or object defined here
    /// (gcc's rule, since the alias is the same address under another name). The unit's
    /// own uses of an alias then refer to the target directly, unless another definition
    /// of the alias's name may take its place (`preemptible_alias`): those stay uses of
    /// the alias's symbol, for the linker to resolve, as in gcc's code. The object file
    /// gets the alias's name as a second symbol for the target (`codegen::attrs`).
    pub(super) fn resolve_aliases(&mut self) {
        let mut aliases: Vec<(SymbolId, String, Span)> = self
            .syms
            .attrs
            .iter()
            .filter_map(|(&id, a)| a.alias.clone().map(|(t, sp)| (id, t, sp)))
            .collect();
        aliases.sort_by_key(|(id, ..)| id.0);
        for (id, target, _) in aliases {
            let defined = self.syms.table.iter().find_map(|s| match &s.kind {
                SymbolKind::Function(f) if f.defined_at.is_some() && s.name == target => {
                    Some(target.clone())
                }
                SymbolKind::Global(g)
                    if g.linkage != symbol::Linkage::Import && s.name == target =>
                {
                    Some(g.ir_name.clone())
                }
                _ => None,
            });
            let sym = &mut self.syms.table[id.0];
            // gcc takes a `static` declaration without an initializer as the alias's
            // (`static int b __attribute__((alias("a")));`), but an external one as a
            // tentative definition of its own.
            let defined_normally =
                |g: &GlobalInfo| g.defined_at.is_some() || g.linkage == symbol::Linkage::Export;
            if matches!(&sym.kind, SymbolKind::Global(g) if defined_normally(g)) {
                let msg = format!(
                    "'{}' defined both normally and as 'alias' attribute",
                    sym.name
                );
                let sp = sym.span;
                self.error::<()>(sp, msg);
                continue;
            }
            let preemptible = self.preemptible_alias(id);
            let sym = &mut self.syms.table[id.0];
            match (defined, &mut sym.kind) {
                (Some(_), _) if preemptible => {
                    self.syms.preemptible_aliases.insert(id);
                }
                (Some(link), SymbolKind::Global(g)) => g.ir_name = link,
                (Some(link), _) => {
                    self.syms.link_names.insert(id, link);
                }
                (None, _) => {
                    let msg = format!("'{}' aliased to undefined symbol '{target}'", sym.name);
                    let sp = sym.span;
                    self.error::<()>(sp, msg);
                }
            }
        }
    }
}

impl Checker<'_> {
    /// Whether a definition elsewhere may replace the alias `id` at link or load time: a
    /// weak one (a strong definition in another object wins), or, for a shared object
    /// (`-fPIC`), one of default visibility with external linkage (another module's
    /// definition may preempt it).
    fn preemptible_alias(&self, id: SymbolId) -> bool {
        let a = self.syms.attrs.get(&id);
        let external = match &self.syms.table[id.0].kind {
            SymbolKind::Function(f) => f.linkage != symbol::Linkage::Local,
            SymbolKind::Global(g) => g.linkage != symbol::Linkage::Local,
            _ => false,
        };
        let visibility = a.and_then(|a| a.visibility).unwrap_or(self.opts.visibility);
        let shared = self.opts.pic == crate::PicMode::SharedObject;
        external
            && (a.is_some_and(|a| a.weak) || shared && visibility == symbol::Visibility::Default)
    }

    /// What a structure or union specifier's own attributes (`packed`, `aligned`) and the
    /// `#pragma pack` in effect where it is written ask of its layout.
    pub(super) fn packing(&mut self, specs: &DeclSpecs, at: Span) -> Option<types::Packing> {
        let mut packing = types::Packing {
            max_field_align: self.pack_at(at.lo),
            ..Default::default()
        };
        for a in &specs.tag_attrs {
            match a.canonical_name() {
                "packed" => packing.packed = true,
                // The last one holds, as in gcc, which sets the type's alignment for each.
                "aligned" => packing.min_align = self.aligned_argument(a)?,
                _ => {}
            }
        }
        Some(packing)
    }

    /// GNU `transparent_union` on a union specifier (on a structure gcc ignores it). The
    /// union is transparent once complete if gcc allows it: see [`can_be_transparent`].
    pub(super) fn transparent_union(&mut self, specs: &DeclSpecs, st: &types::StructType) {
        let asked = specs
            .tag_attrs
            .iter()
            .find(|a| a.canonical_name() == "transparent_union");
        match asked {
            Some(a) if !st.union => {
                let msg = format!("'{}' attribute ignored", a.canonical_name());
                self.named_warning(Warning::Attributes, type_location(specs), &msg);
            }
            Some(_) => st.transparent.set(true),
            None => {}
        }
        let refused = st.body().is_some_and(|b| !can_be_transparent(&b));
        if st.transparent.get() && refused {
            self.warning(type_location(specs), "union cannot be made transparent");
            st.transparent.set(false);
        }
    }

    /// `transparent_union` on a typedef of a union: a union defined in the same
    /// declaration becomes transparent, one defined elsewhere is named through a
    /// transparent copy (gcc's variant type). Anything else keeps its type, with gcc's
    /// warning.
    pub(super) fn transparent_typedef(
        &mut self,
        ty: Type,
        specs: &DeclSpecs,
        d: &Declarator,
    ) -> Type {
        let mut attrs = d.attrs.iter().chain(&specs.attrs);
        if !attrs.any(|a| a.canonical_name() == "transparent_union") {
            return ty;
        }
        let Type::Struct(st) = &ty else {
            let msg = "'transparent_union' attribute ignored";
            self.named_warning(Warning::Attributes, specs.span, msg);
            return ty;
        };
        let valid = st.union && st.body().is_some_and(|b| can_be_transparent(&b));
        if !valid {
            let msg = "'transparent_union' attribute ignored";
            self.named_warning(Warning::Attributes, type_location(specs), msg);
            return ty;
        }
        if specs.members.is_some() {
            st.transparent.set(true);
            return ty;
        }
        Type::Struct(std::rc::Rc::new(st.transparent_variant()))
    }

    /// What a member's declaration asks of its structure's layout: its `_Alignas`
    /// (`alignas`, 0 for none), and the `aligned` and `packed` among its specifiers'
    /// attributes and its declarator's.
    pub(super) fn member_attrs(
        &mut self,
        specs: &[Attribute],
        declarator: &[Attribute],
        alignas: u64,
    ) -> Option<types::MemberAttrs> {
        let mut m = types::MemberAttrs {
            align: alignas,
            ..Default::default()
        };
        for a in specs.iter().chain(declarator) {
            match a.canonical_name() {
                "packed" => m.packed = true,
                "aligned" => m.align = m.align.max(self.aligned_argument(a)?),
                _ => {}
            }
        }
        Some(m)
    }

    /// `aligned(N)` on a typedef: the name stands for its type aligned to N, even less
    /// than the type's own alignment; its size does not change (gcc's rules). A typedef
    /// of an aligned typedef (or of an array of them) without its own `aligned` keeps that
    /// alignment. A structure or union type carries it (a copy of the type, aligned);
    /// for another type it is returned, for `Symbols::type_aligns`.
    pub(super) fn typedef_alignment(
        &mut self,
        ty: Type,
        specs: &DeclSpecs,
        d: &Declarator,
    ) -> Option<(Type, Option<u64>)> {
        let mut own = 0;
        for a in specs.attrs.iter().chain(&d.attrs) {
            if a.canonical_name() == "aligned" {
                own = own.max(self.aligned_argument(a)?);
            }
        }
        let inherited = self.typedef_aligned(specs, d);
        let align = match (own, inherited) {
            (0, None) => return Some((ty, None)),
            (0, Some(inherited)) => inherited,
            (own, _) => own,
        };
        if align == ty.align() {
            return Some((ty, None));
        }
        if let Type::Struct(st) = &ty {
            if let Some(aligned) = st.with_alignment(align) {
                return Some((Type::Struct(std::rc::Rc::new(aligned)), None));
            }
        }
        Some((ty, Some(align)))
    }

    /// GNU `mode(M)` among `attrs`: the integer (or floating) type of the same signedness
    /// whose size is machine mode M's (`QI` 1 byte, `HI` 2, `SI` 4, `DI` 8, `TI` 16,
    /// `word` and `pointer` 8, `byte` 1; `SF` and `DF` for `float` and `double`).
    pub(super) fn machine_mode(&mut self, ty: Type, attrs: &[Attribute]) -> Option<Type> {
        let Some(a) = attrs.iter().rev().find(|a| a.canonical_name() == "mode") else {
            return Some(ty);
        };
        let mode = match a.args.as_slice() {
            [Expr {
                kind: ExprKind::Ident(name, _),
                ..
            }] => name.clone(),
            _ => {
                self.named_warning(Warning::Attributes, a.span, "'mode' attribute ignored");
                return Some(ty);
            }
        };
        let m = crate::ast::attributes::canonical(&mode);
        let size: u8 = match m {
            "QI" | "byte" => 1,
            "HI" => 2,
            "SI" | "SF" => 4,
            "DI" | "DF" | "word" | "pointer" => 8,
            "TI" => 16,
            _ => return self.error(a.span, format!("unknown machine mode '{mode}'")),
        };
        let float_mode = matches!(m, "SF" | "DF");
        match ty {
            Type::Int { signed, .. } if !float_mode => Some(Type::int(size, signed)),
            Type::Bool if !float_mode => Some(Type::int(size, false)),
            Type::Float { .. } if float_mode => Some(Type::float(size)),
            _ => self.error(
                a.span,
                format!("mode '{mode}' applied to inappropriate type"),
            ),
        }
    }

    /// GNU `ms_abi` among a declaration's attributes: the function type it declares, or the
    /// one its pointer points to (`int (__attribute__((ms_abi)) *f)(int)`), is called with
    /// the Microsoft x64 convention. gcc knows it on x86-64 only; on aarch64 it is gcc's
    /// "ignored" warning, and the type keeps the target's convention. A variadic function
    /// and the types whose Microsoft passing tcc-rs does not implement (`long double`,
    /// `__int128`, `_Complex`, vectors) are refused by name rather than passed wrongly.
    /// `sysv_abi` names x86-64's own convention, the one a function has without either;
    /// both on one declaration are gcc's error.
    pub(super) fn calling_convention<'a>(
        &mut self,
        ty: Type,
        attrs: impl Iterator<Item = &'a Attribute>,
    ) -> Option<Type> {
        let conventions: Vec<&Attribute> = attrs
            .filter(|a| matches!(a.canonical_name(), "ms_abi" | "sysv_abi"))
            .collect();
        let Some(&a) = conventions.last() else {
            return Some(ty);
        };
        let name = a.canonical_name();
        if self.opts.target.arch() != crate::target::Arch::X86_64 {
            let msg = match name {
                "ms_abi" => "'ms_abi' attribute ignored",
                _ => "'sysv_abi' attribute directive ignored",
            };
            self.named_warning(Warning::Attributes, a.span, msg);
            return Some(ty);
        }
        if conventions.iter().any(|c| c.canonical_name() != name) {
            return self.error(
                a.span,
                "'ms_abi' and 'sysv_abi' attributes are not compatible",
            );
        }
        let (ft, pointer) = match &ty {
            Type::Function(ft) => (ft.clone(), None),
            Type::Pointer(inner, quals) => match &**inner {
                Type::Function(ft) => (ft.clone(), Some(*quals)),
                _ => return Some(self.convention_misplaced(a, ty)),
            },
            _ => return Some(self.convention_misplaced(a, ty)),
        };
        if name == "sysv_abi" {
            return Some(ty);
        }
        if ft.variadic {
            return self.error(
                a.span,
                "the 'ms_abi' attribute is not supported by tcc-rs on a variadic function",
            );
        }
        for t in std::iter::once(&ft.ret).chain(&ft.params) {
            let unsupported = matches!(
                t,
                Type::Float { size: 16, .. }
                    | Type::Int { size: 16, .. }
                    | Type::Complex(_)
                    | Type::Vector(..)
            );
            if unsupported {
                let msg = format!(
                    "the 'ms_abi' attribute is not supported by tcc-rs with a parameter or \
                     result of type '{t}'"
                );
                return self.error(a.span, msg);
            }
        }
        let ft = Type::Function(std::rc::Rc::new(crate::types::FuncType {
            ms_abi: true,
            ..(*ft).clone()
        }));
        Some(match pointer {
            None => ft,
            Some(quals) => Type::Pointer(std::rc::Rc::new(ft), quals),
        })
    }

    /// gcc's warning for `ms_abi` or `sysv_abi` on something that is not a function: it is
    /// ignored.
    fn convention_misplaced(&mut self, a: &Attribute, ty: Type) -> Type {
        let msg = format!(
            "'{}' attribute only applies to function types",
            a.canonical_name()
        );
        self.named_warning(Warning::Attributes, a.span, &msg);
        ty
    }

    /// GNU `vector_size(N)` among `attrs`: a vector of N bytes of `ty`'s elements, which
    /// must be an integer or `float`/`double` type whose size divides N a power of two
    /// times (gcc's checks and messages).
    pub(super) fn vector_size(&mut self, ty: Type, attrs: &[Attribute]) -> Option<Type> {
        let Some(a) = attrs
            .iter()
            .rev()
            .find(|a| a.canonical_name() == "vector_size")
        else {
            return Some(ty);
        };
        let [e] = a.args.as_slice() else {
            return self.wrong_argument_count(a, 1, 1, a.args.len());
        };
        let Some(size) = self.int_argument(e) else {
            return self.error(
                a.span,
                "'vector_size' attribute argument is not an integer constant",
            );
        };
        if size < 0 {
            let msg = format!("'vector_size' attribute argument value '{size}' is negative");
            return self.error(a.span, msg);
        }
        let element = match &ty {
            Type::Int { .. } | Type::Float { size: 4 | 8, .. } => ty.size().unwrap_or(1),
            _ => return self.error(a.span, "invalid vector type for attribute 'vector_size'"),
        };
        let size = size as u64;
        if size == 0 {
            return self.error(a.span, "zero vector size");
        }
        if !size.is_multiple_of(element) {
            return self.error(
                a.span,
                "vector size not an integral multiple of component size",
            );
        }
        let count = size / element;
        if !count.is_power_of_two() {
            let msg = format!("number of vector components {count} not a power of two");
            return self.error(a.span, msg);
        }
        Some(Type::Vector(std::rc::Rc::new(ty), size))
    }

    /// The `#pragma pack` value at an offset of the unit (0: none).
    fn pack_at(&self, offset: usize) -> u64 {
        let after = self.pack.partition_point(|&(at, _)| at <= offset);
        after.checked_sub(1).map_or(0, |i| self.pack[i].1)
    }
}

/// The value of `#pragma pack` after each of the unit's pack pragmas, with its offset, as
/// gcc keeps it: `pack(N)` sets it, `pack()` clears it, `pack(push[, id][, N])` saves it
/// (then sets N), `pack(pop[, id])` restores the last saved, if any. A value that is not a power
/// of two up to 16 is ignored (gcc warns).
pub(super) fn pack_timeline(pragmas: &[(usize, String)]) -> Vec<(usize, u64)> {
    let mut saved = Vec::new();
    let mut current = 0u64;
    let mut timeline = Vec::new();
    for (at, line) in pragmas {
        let Some(args) = pack_arguments(line) else {
            continue;
        };
        let value = |a: &str| {
            a.parse::<u64>()
                .ok()
                .filter(|n| n.is_power_of_two() && *n <= 16)
        };
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        match args.as_slice() {
            [] => current = 0,
            ["push", rest @ ..] => {
                saved.push(current);
                if let Some(n) = rest.iter().find_map(|a| value(a)) {
                    current = n;
                }
            }
            // gcc warns about a pop without a push, and keeps the value.
            ["pop", ..] => current = saved.pop().unwrap_or(current),
            [n] => match value(n) {
                Some(n) => current = n,
                None => continue,
            },
            _ => continue,
        }
        timeline.push((*at, current));
    }
    timeline
}

/// The visibility `#pragma GCC visibility` gives from each of its pragmas on: `push(V)`
/// makes it V, `pop` restores the one before the matching push (none: `-fvisibility=`'s
/// rule applies again). Malformed ones are ignored (the preprocessor warns, as gcc does).
pub(super) fn visibility_timeline(
    pragmas: &[(usize, String)],
) -> Vec<(usize, Option<symbol::Visibility>)> {
    let mut stack = Vec::new();
    let mut timeline = Vec::new();
    for (at, line) in pragmas {
        let words: String = line.split_whitespace().collect();
        let Some(rest) = words.strip_prefix("#pragmaGCCvisibility") else {
            continue;
        };
        if rest == "pop" {
            if stack.pop().is_none() {
                continue;
            }
        } else if rest.starts_with("push") {
            let named = rest
                .strip_prefix("push(")
                .and_then(|r| r.strip_suffix(')'))
                .and_then(symbol::Visibility::named);
            // A malformed push changes nothing, but a pop matches it (as in gcc).
            let current = stack.last().copied().flatten();
            stack.push(named.or(current));
        } else {
            continue;
        }
        timeline.push((*at, stack.last().copied().flatten()));
    }
    timeline
}

/// `#pragma redefine_extname OLD NEW`: each OLD with its NEW (the last pragma for a name
/// wins).
pub(super) fn extname_pragmas(
    pragmas: &[(usize, String)],
) -> rustc_hash::FxHashMap<String, String> {
    let mut names = rustc_hash::FxHashMap::default();
    for (_, line) in pragmas {
        let words: Vec<&str> = line.split_whitespace().collect();
        let ident = |w: &str| {
            w.starts_with(|c: char| c.is_alphabetic() || c == '_' || c == '$')
                && w.chars()
                    .all(|c| c.is_alphanumeric() || c == '_' || c == '$')
        };
        if let ["#pragma", "redefine_extname", old, new] = words.as_slice() {
            if ident(old) && ident(new) {
                names.insert(old.to_string(), new.to_string());
            }
        }
    }
    names
}

/// Each `#pragma weak NAME` and `#pragma weak NAME = TARGET` of the unit, with its offset.
pub(super) fn weak_pragmas(pragmas: &[(usize, String)]) -> Vec<(usize, String, Option<String>)> {
    let mut weak = Vec::new();
    for (at, line) in pragmas {
        let rest = line.strip_prefix("#pragma").unwrap_or(line).trim_start();
        let Some(rest) = rest.strip_prefix("weak") else {
            continue;
        };
        if !rest.starts_with(char::is_whitespace) {
            continue;
        }
        let (name, target) = match rest.split_once('=') {
            Some((name, target)) => (name.trim(), Some(target.trim().to_string())),
            None => (rest.trim(), None),
        };
        weak.push((*at, name.to_string(), target));
    }
    weak
}

impl Checker<'_> {
    /// `#pragma weak NAME` makes the external function or object NAME weak, as
    /// `__attribute__((weak))` would, wherever it is declared in the unit; `#pragma weak
    /// NAME = TARGET` also makes NAME an alias of TARGET (which must be defined here). A
    /// name the unit does not declare is left alone, as gcc leaves it.
    pub(super) fn apply_weak_pragmas(&mut self) {
        for (at, name, target) in std::mem::take(&mut self.weak_pragmas) {
            let sp = Span { lo: at, hi: at };
            let id = self.scopes[0].get(&name).copied();
            let id = match (id, &target) {
                (Some(id), _) => id,
                (None, None) => continue,
                (None, Some(target)) => {
                    let msg = format!(
                        "'#pragma weak {name} = {target}' needs a declaration of '{name}' \
                         before the end of the unit in tcc-rs"
                    );
                    self.error::<()>(sp, msg);
                    continue;
                }
            };
            let sym = self.syms.get(id);
            let external = match &sym.kind {
                SymbolKind::Function(f) => f.linkage != symbol::Linkage::Local,
                SymbolKind::Global(g) => g.linkage != symbol::Linkage::Local,
                _ => continue,
            };
            if !external {
                self.error::<()>(sp, format!("weak declaration of '{name}' must be public"));
                continue;
            }
            let mut attrs = self.syms.attrs.get(&id).cloned().unwrap_or_default();
            attrs.weak = true;
            if let Some(target) = target {
                attrs.alias = Some((target, sp));
            }
            self.syms.attrs.insert(id, attrs);
        }
    }
}

/// The comma-separated arguments of `#pragma pack(...)`, or `None` for another pragma.
fn pack_arguments(line: &str) -> Option<Vec<String>> {
    let rest = line.strip_prefix("#pragma")?.trim_start();
    let rest = rest.strip_prefix("pack")?.trim_start();
    let inner = rest.strip_prefix('(')?.trim_end().strip_suffix(')')?.trim();
    if inner.is_empty() {
        return Some(Vec::new());
    }
    Some(inner.split(',').map(|a| a.trim().to_string()).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn timeline(lines: &[&str]) -> Vec<u64> {
        let pragmas: Vec<(usize, String)> = lines
            .iter()
            .enumerate()
            .map(|(i, l)| (i, l.to_string()))
            .collect();
        pack_timeline(&pragmas)
            .into_iter()
            .map(|(_, v)| v)
            .collect()
    }

    #[test]
    fn pragma_pack_sets_pushes_and_pops_as_gcc_does() {
        let lines = [
            "#pragma pack(2)",
            "#pragma pack(push, 1)",
            "#pragma pack(push)",
            "#pragma pack(4)",
            "#pragma pack(pop)",
            "#pragma pack(pop)",
            "#pragma pack()",
            "#pragma once",
            "#pragma pack(3)",
            "#pragma pack(push, label, 8)",
        ];
        assert_eq!(timeline(&lines), [2, 1, 1, 4, 1, 2, 0, 8]);
    }
}

/// Where gcc places a structure or union type in its warnings: at its tag, or at the
/// keyword of an anonymous one.
fn type_location(specs: &DeclSpecs) -> Span {
    let keyword = specs
        .type_specs
        .iter()
        .find(|(t, _)| matches!(t, TypeSpec::Struct | TypeSpec::Union));
    match (&specs.tag, keyword) {
        (None, Some(&(_, sp))) => sp,
        _ => specs.tag_span,
    }
}

/// gcc's condition for a transparent union: it has a first member, and its machine mode
/// (an integer mode of its size, or none) is that member's, so that passing the union
/// passes that member.
fn can_be_transparent(body: &types::StructBody) -> bool {
    let Some(first) = body.members.first() else {
        return false;
    };
    Mode::integer(body.size) == Mode::of(&first.ty)
}

/// A machine mode as gcc gives one to a type: its class and size; `Block` when there is
/// none (an aggregate of another size than an integer mode's).
#[derive(PartialEq)]
enum Mode {
    Int(u64),
    Float(u64),
    Block,
}

impl Mode {
    fn integer(size: u64) -> Mode {
        match size {
            1 | 2 | 4 | 8 | 16 => Mode::Int(size),
            _ => Mode::Block,
        }
    }

    fn of(ty: &Type) -> Mode {
        let size = ty.size().unwrap_or(0);
        match ty {
            Type::Float { size, .. } => Mode::Float(u64::from(*size)),
            Type::Struct(st) if !st.union => match st.body() {
                // A structure of one member that fills it has that member's mode.
                Some(b) if b.members.len() == 1 && b.members[0].ty.size() == Some(size) => {
                    Mode::of(&b.members[0].ty)
                }
                _ => Mode::integer(size),
            },
            Type::Complex(_) => Mode::Block,
            _ => Mode::integer(size),
        }
    }
}

//! `-g`: the C types of the variables and globals, in the terms of `ir::debug`, and the
//! variables and C blocks of each function as lowering meets them.

use super::FunctionLowering;
use crate::ir::debug::{DebugType, DebugTypes, DebugVariable, Encoding, Member, TypeInfo};
use crate::ir::{self, Value, ValueDef};
use crate::sema::Symbols;
use crate::types::{NamedType, Quals, Spelled, StructType, Type};
use rustc_hash::FxHashMap as HashMap;

/// The module's debug types as lowering builds them; a structure is entered once per
/// declaration (by the address of its `StructType`, which sema keeps alive), with whether
/// its members are (being) described.
#[derive(Default)]
pub(super) struct TypeTable {
    pub types: DebugTypes,
    structs: HashMap<*const StructType, (DebugType, bool)>,
}

impl TypeTable {
    /// The debug type of `ty` qualified by `q` (`None` for `void`).
    pub fn of(&mut self, ty: &Type, q: Quals) -> Option<DebugType> {
        let t = self.unqualified(ty);
        self.qualified(t, q)
    }

    /// `t` qualified by `q`.
    fn qualified(&mut self, mut t: Option<DebugType>, q: Quals) -> Option<DebugType> {
        if q.is_volatile {
            t = Some(self.types.intern(TypeInfo::Volatile(t)));
        }
        if q.is_const {
            t = Some(self.types.intern(TypeInfo::Const(t)));
        }
        t
    }

    fn unqualified(&mut self, ty: &Type) -> Option<DebugType> {
        let info = match ty {
            Type::Void => return None,
            Type::Pointer(to, q) => TypeInfo::Pointer(self.of(to, *q)),
            Type::Array(elem, n) => TypeInfo::Array(self.object(elem), *n),
            Type::Vla(elem, _) => TypeInfo::Array(self.object(elem), None),
            Type::Vector(elem, size) => {
                let count = elem.size().map(|e| size / e.max(1));
                TypeInfo::Array(self.object(elem), count)
            }
            Type::Function(ft) => TypeInfo::Function {
                ret: self.of(&ft.ret, Quals::NONE),
                params: ft.params.iter().map(|p| self.object(p)).collect(),
                variadic: ft.variadic,
                prototyped: ft.prototyped,
            },
            Type::Struct(st) => return Some(self.structure(st)),
            base => base_type(base),
        };
        Some(self.types.intern(info))
    }

    /// The debug type of `ty` qualified by `q`, which a declaration spells as `s` says:
    /// through its declarator's derivations (pointers, arrays, function results) to the
    /// typedef or enumeration it names. Where the type found there is not the one the
    /// name stands for (an attribute such as `mode` changed it), or the derivations are
    /// not the declarator's (a parameter declared as a function is a pointer), the type
    /// is described as it is.
    pub fn spelled(&mut self, ty: &Type, q: Quals, s: Option<&Spelled>) -> Option<DebugType> {
        let Some(s) = s else {
            return self.of(ty, q);
        };
        let Some(depth) = s.depth.checked_sub(1) else {
            if s.named.ty() != ty {
                return self.of(ty, q);
            }
            // A typedef's own qualifiers are part of it (`typedef const int cint;`).
            let own = match &*s.named {
                NamedType::Typedef { quals, .. } => *quals,
                NamedType::Enum { .. } => Quals::NONE,
            };
            let named = self.named(&s.named);
            return self.qualified(Some(named), without(q, own));
        };
        let inner = Spelled {
            named: s.named.clone(),
            depth,
        };
        let info = match ty {
            Type::Pointer(to, pq) => TypeInfo::Pointer(self.spelled(to, *pq, Some(&inner))),
            Type::Array(elem, n) => TypeInfo::Array(self.spelled_object(elem, &inner), *n),
            Type::Vla(elem, _) => TypeInfo::Array(self.spelled_object(elem, &inner), None),
            Type::Function(ft) => TypeInfo::Function {
                ret: self.spelled(&ft.ret, Quals::NONE, Some(&inner)),
                params: ft.params.iter().map(|p| self.object(p)).collect(),
                variadic: ft.variadic,
                prototyped: ft.prototyped,
            },
            _ => return self.of(ty, q),
        };
        let t = self.types.intern(info);
        self.qualified(Some(t), q)
    }

    /// The result type of a function of type `ty`, which its declaration spells as `s`.
    pub fn spelled_result(&mut self, ty: &Type, s: Option<&Spelled>) -> Option<DebugType> {
        let Type::Function(ft) = ty else {
            return None;
        };
        let inner = s.and_then(|s| {
            let depth = s.depth.checked_sub(1)?;
            let named = s.named.clone();
            Some(Spelled { named, depth })
        });
        self.spelled(&ft.ret, Quals::NONE, inner.as_ref())
    }

    fn spelled_object(&mut self, ty: &Type, s: &Spelled) -> DebugType {
        match self.spelled(ty, Quals::NONE, Some(s)) {
            Some(t) => t,
            None => self.object(ty),
        }
    }

    /// A typedef's or an enumeration's entry.
    fn named(&mut self, named: &NamedType) -> DebugType {
        let info = match named {
            NamedType::Typedef {
                name,
                ty,
                quals,
                spelled,
                decl,
            } => TypeInfo::Typedef {
                name: name.clone(),
                ty: self.spelled(ty, *quals, spelled.as_ref()),
                decl: *decl,
            },
            NamedType::Enum {
                tag,
                ty,
                enumerators,
                decl,
            } => TypeInfo::Enum {
                name: tag.clone(),
                ty: self.object(ty),
                size: ty.size().unwrap_or(4) as u32,
                enumerators: enumerators.clone(),
                decl: *decl,
            },
        };
        self.types.intern(info)
    }

    /// The type of an object of type `ty` (never `void`: a base type stands in).
    fn object(&mut self, ty: &Type) -> DebugType {
        self.of(ty, Quals::NONE).unwrap_or_else(|| {
            self.types.intern(TypeInfo::Base {
                name: "void".into(),
                size: 0,
                encoding: Encoding::Signed,
            })
        })
    }

    /// A structure's entry: made when first met, given its members when its body is known
    /// (marked done first, since its members may point back at it).
    fn structure(&mut self, st: &std::rc::Rc<StructType>) -> DebugType {
        let key = std::rc::Rc::as_ptr(st);
        let body = st.body();
        let name = st.tag.as_deref().map(str::to_string);
        let t = match self.structs.get(&key) {
            Some(&(t, done)) if done || body.is_none() => return t,
            Some(&(t, _)) => t,
            None => self.types.reserve(TypeInfo::Struct {
                union: st.union,
                name: name.clone(),
                size: None,
                members: Vec::new(),
            }),
        };
        self.structs.insert(key, (t, body.is_some()));
        let Some(body) = body else { return t };
        let members = body
            .members
            .iter()
            .map(|m| Member {
                name: m.name.as_deref().map(str::to_string),
                ty: self
                    .spelled(&m.ty, m.quals, m.spelled.as_ref())
                    .unwrap_or(t),
                offset: m.offset,
                bits: m.bits,
            })
            .collect();
        let info = TypeInfo::Struct {
            union: st.union,
            name,
            size: Some(body.size),
            members,
        };
        self.types.set(t, info);
        t
    }
}

/// `q` without the qualifiers `own`.
fn without(q: Quals, own: Quals) -> Quals {
    Quals {
        is_const: q.is_const && !own.is_const,
        is_volatile: q.is_volatile && !own.is_volatile,
        ..q
    }
}

/// A type no other is derived from, with gcc's name for it.
fn base_type(ty: &Type) -> TypeInfo {
    let (encoding, size) = match *ty {
        Type::Bool => (Encoding::Bool, 1),
        Type::Int {
            size: 1, signed, ..
        } => match signed {
            true => (Encoding::SignedChar, 1),
            false => (Encoding::UnsignedChar, 1),
        },
        Type::Int { size, signed, .. } => match signed {
            true => (Encoding::Signed, u32::from(size)),
            false => (Encoding::Unsigned, u32::from(size)),
        },
        Type::Float { size, .. } => (Encoding::Float, u32::from(size)),
        Type::Complex(ref real) => {
            let size = real.size().unwrap_or(0) as u32 * 2;
            match real.is_float() {
                true => (Encoding::ComplexFloat, size),
                false => (Encoding::Signed, size),
            }
        }
        _ => (Encoding::Signed, ty.size().unwrap_or(0) as u32),
    };
    TypeInfo::Base {
        name: ty.to_string(),
        size,
        encoding,
    }
}

impl FunctionLowering<'_> {
    /// Describe the object of symbol `id`, held at `addr`, for `-g`.
    pub(super) fn describe_variable(
        &mut self,
        id: crate::types::SymbolId,
        addr: Value,
        param: bool,
    ) {
        let Some(table) = self.debug.as_deref_mut() else {
            return;
        };
        let ValueDef::Inst(alloca) = self.b.func.values[addr].def else {
            return;
        };
        let sym = self.syms.get(id);
        let spelled = self.syms.spellings.get(&sym.span.lo);
        let ty = table.object_of(&sym.ty, sym.quals, spelled);
        let variable = DebugVariable {
            name: sym.name.clone(),
            ty,
            alloca,
            param,
            scope: self.scope,
            decl: sym.span.lo,
            keeps: None,
        };
        if let Some(d) = self.b.func.debug.as_mut() {
            d.variables.push(variable);
        }
    }

    /// Describe symbol `id`, declared in the C block being lowered, for `-g` if it is a
    /// static local (not an `extern` declaration, which names a global).
    pub(super) fn describe_static_local(&mut self, id: crate::types::SymbolId) {
        let Some(table) = self.debug.as_deref_mut() else {
            return;
        };
        let sym = self.syms.get(id);
        let crate::sema::SymbolKind::Global(info) = &sym.kind else {
            return;
        };
        if !is_static_local(&sym.name, &info.ir_name) || info.thread_local {
            return;
        }
        let global = ir::debug::DebugGlobal {
            name: sym.name.clone(),
            symbol: info.ir_name.clone(),
            ty: table.object_of(&sym.ty, sym.quals, self.syms.spellings.get(&sym.span.lo)),
            decl: sym.span.lo,
            external: false,
        };
        if let Some(d) = self.b.func.debug.as_mut() {
            d.statics.push((global, self.scope));
        }
    }

    /// Note where the C block `scope` (just opened) begins and ends, for `-g`.
    pub(super) fn describe_scope(&mut self, scope: u32, span: crate::diag::Span) {
        if let Some(d) = self.b.func.debug.as_mut() {
            let i = scope as usize - 1;
            if d.scope_spans.len() <= i {
                d.scope_spans.resize(i + 1, (span.lo, span.hi));
            }
            d.scope_spans[i] = (span.lo, span.hi);
        }
    }
}

impl TypeTable {
    /// The type of an object of type `ty` qualified by `q`, its declaration spelling it as
    /// `s`.
    fn object_of(&mut self, ty: &Type, q: Quals, s: Option<&Spelled>) -> DebugType {
        match self.spelled(ty, q, s) {
            Some(t) => t,
            None => self.object(ty),
        }
    }

    /// The debug description of the unit's objects with static storage.
    pub fn globals(&mut self, syms: &Symbols, module: &ir::Module) -> Vec<ir::debug::DebugGlobal> {
        let defined: rustc_hash::FxHashSet<&str> = (module.globals.iter())
            .filter(|g| g.linkage != ir::Linkage::Import)
            .map(|g| g.name.as_str())
            .collect();
        let mut out = Vec::new();
        for &id in &syms.globals {
            let sym = syms.get(id);
            let crate::sema::SymbolKind::Global(info) = &sym.kind else {
                continue;
            };
            // A static local belongs to its function's scope (`describe_static_local`).
            let static_local = is_static_local(&sym.name, &info.ir_name);
            if !defined.contains(info.ir_name.as_str()) || info.thread_local || static_local {
                continue;
            }
            out.push(ir::debug::DebugGlobal {
                name: sym.name.clone(),
                symbol: info.ir_name.clone(),
                ty: self.object_of(&sym.ty, sym.quals, syms.spellings.get(&sym.span.lo)),
                decl: sym.span.lo,
                external: info.linkage == ir::Linkage::Export,
            });
        }
        out
    }
}

/// Whether a symbol named `name` whose object is `ir_name` is a static local: sema names
/// those `counter.1`.
fn is_static_local(name: &str, ir_name: &str) -> bool {
    ir_name.strip_prefix(name).is_some_and(|rest| {
        rest.len() > 1 && rest.starts_with('.') && rest[1..].bytes().all(|b| b.is_ascii_digit())
    })
}

#[cfg(test)]
mod tests {
    use crate::diag::SourceFile;
    use crate::front_end::lower_source;
    use crate::ir::debug::TypeInfo;
    use crate::Options;

    /// A structure that points at itself is entered once, complete, its member pointing
    /// back at it; a block's local is in that block's scope, with the block's span.
    #[test]
    fn a_self_referential_structure_and_a_blocks_local_are_described() {
        let src = "struct node { struct node *next; int v : 3; };\n\
            struct node head;\n\
            int f(struct node *n) { { int x = n->v; return x; } }\n";
        let file = SourceFile::new("t.c", src);
        let opts = Options {
            debug_info: true,
            ..Options::default()
        };
        let m = lower_source(&file, &opts).unwrap().module;
        let types = &m.debug.types.types;
        let nodes: Vec<_> = (types.iter())
            .filter(|(_, t)| matches!(t, TypeInfo::Struct { name: Some(n), .. } if n == "node"))
            .collect();
        let [(node, TypeInfo::Struct { size, members, .. })] = nodes[..] else {
            panic!("one struct node: {types:?}")
        };
        assert_eq!(*size, Some(16));
        assert_eq!(types[members[0].ty], TypeInfo::Pointer(Some(node)));
        assert_eq!(members[1].bits, Some((0, 3)));
        assert_eq!(m.debug.globals[0].name, "head");
        assert_eq!(m.debug.globals[0].ty, node);
        let f = m.functions.iter().find(|f| f.name == "f").unwrap();
        let d = f.debug.as_ref().unwrap();
        let names: Vec<(&str, bool, u32)> = (d.variables.iter())
            .map(|v| (v.name.as_str(), v.param, v.scope))
            .collect();
        assert_eq!(names, [("n", true, 0), ("x", false, 1)]);
        let (lo, hi) = d.scope_spans[0];
        assert_eq!(&src[lo..hi], "{ int x = n->v; return x; }");
    }

    /// Typedefs and enumerations are described by name: a typedef of a typedef names the
    /// first, a pointer points at the typedef, a `const` typedef is not qualified again, a
    /// member and a function's result keep their typedef, an enumeration has its
    /// constants; where `mode` changed the type, the type is described as it is.
    #[test]
    fn declarations_are_described_by_the_typedefs_and_enumerations_they_name() {
        let src = "typedef unsigned long word; typedef word count_t; typedef const int cint;\n\
            enum colour { RED, GREEN = 5 };\n\
            struct s { count_t n; };\n\
            count_t *p; cint c = 1; enum colour col; struct s v;\n\
            word small __attribute__((mode(QI)));\n\
            count_t f(void) { return 0; }\n";
        let file = SourceFile::new("t.c", src);
        let opts = Options {
            debug_info: true,
            ..Options::default()
        };
        let m = lower_source(&file, &opts).unwrap().module;
        let types = &m.debug.types.types;
        let show = |t| describe(types, t);
        let global = |name: &str| {
            let g = m.debug.globals.iter().find(|g| g.name == name).unwrap();
            show(g.ty)
        };
        assert_eq!(global("p"), "*count_t=word=long unsigned int");
        assert_eq!(global("c"), "cint=const int");
        assert_eq!(global("col"), "enum colour{RED=0,GREEN=5}");
        assert_eq!(global("small"), "unsigned char");
        let Some(TypeInfo::Struct { members, .. }) = types
            .values()
            .find(|t| matches!(t, TypeInfo::Struct { name: Some(n), .. } if n == "s"))
        else {
            panic!("struct s: {types:?}")
        };
        assert_eq!(show(members[0].ty), "count_t=word=long unsigned int");
        let f = m.functions.iter().find(|f| f.name == "f").unwrap();
        let ret = f.debug.as_ref().unwrap().ret.unwrap();
        assert_eq!(show(ret), "count_t=word=long unsigned int");
    }

    /// A debug type in a short form: `*T` a pointer, `name=T` a typedef, `const T`.
    fn describe(
        types: &cranelift_entity::PrimaryMap<crate::ir::debug::DebugType, TypeInfo>,
        t: crate::ir::debug::DebugType,
    ) -> String {
        let or_void = |t: Option<_>| t.map_or("void".to_string(), |t| describe(types, t));
        match &types[t] {
            TypeInfo::Base { name, .. } => name.clone(),
            TypeInfo::Pointer(to) => format!("*{}", or_void(*to)),
            TypeInfo::Const(to) => format!("const {}", or_void(*to)),
            TypeInfo::Typedef { name, ty, .. } => format!("{name}={}", or_void(*ty)),
            TypeInfo::Enum {
                name, enumerators, ..
            } => {
                let consts: Vec<String> = enumerators
                    .iter()
                    .map(|(n, v)| format!("{n}={v}"))
                    .collect();
                format!(
                    "enum {}{{{}}}",
                    name.as_deref().unwrap_or(""),
                    consts.join(",")
                )
            }
            other => format!("{other:?}"),
        }
    }
}

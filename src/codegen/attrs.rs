//! GNU attributes in the object file: symbol visibility, weak symbols, aliases, and the
//! `.init_array`/`.fini_array` entries of constructors and destructors.
//!
//! Part of code generation. Weak symbols are Cranelift's `Linkage::Preemptible` (a weak
//! definition, or a weak undefined reference, which the linker resolves to address 0 when
//! nothing defines it) from the moment they are declared, since the in-memory module of
//! `-run` needs that too. The rest is what cranelift-object cannot express: once it has
//! written every function and data object, `apply` edits the object's symbol table and adds
//! the sections, as gcc's assembler output would have them.

use super::Symbols;
use crate::ir::{self, SymbolAttrs, Visibility};
use cranelift_module::Linkage;
use cranelift_object::ObjectProduct;
use object::write::{Object, Relocation, SectionId, Symbol, SymbolId, SymbolSection};
use object::{elf, RelocationEncoding, RelocationFlags, RelocationKind};
use object::{SectionFlags, SectionKind, SymbolFlags, SymbolKind, SymbolScope};
use std::collections::HashMap;

/// The linkage of a symbol declared with `linkage`, weak if its attributes say so.
pub(super) fn weakened(linkage: Linkage, attrs: Option<&SymbolAttrs>) -> Linkage {
    match attrs {
        Some(a) if a.weak && linkage != Linkage::Local => Linkage::Preemptible,
        _ => linkage,
    }
}

/// Give the finished object the aliases, visibilities and constructor and destructor
/// entries of `m`'s attributes.
pub(super) fn apply(
    product: &mut ObjectProduct,
    syms: &Symbols,
    m: &ir::Module,
) -> Result<(), String> {
    for (name, a) in &m.attrs {
        let symbol = match &a.alias {
            Some(target) => Some(alias(product, syms, name, target, a)?),
            None => symbol_of(product, syms, name),
        };
        if let Some(symbol) = symbol {
            set_visibility(&mut product.object, symbol, a.visibility);
        }
    }
    add_comment(&mut product.object, &m.idents);
    let mut sections = HashMap::new();
    // In source order: entries of one priority run in the order they are written.
    for f in &m.functions {
        let Some(a) = m.attrs.get(&f.name) else {
            continue;
        };
        let Some(symbol) = symbol_of(product, syms, &f.name) else {
            continue;
        };
        if let Some(priority) = a.constructor {
            let section = array_section(&mut product.object, &mut sections, true, priority);
            add_pointer(&mut product.object, section, symbol)?;
        }
        if let Some(priority) = a.destructor {
            let section = array_section(&mut product.object, &mut sections, false, priority);
            add_pointer(&mut product.object, section, symbol)?;
        }
    }
    Ok(())
}

/// The object's symbol for the function or data object `name` of the module.
fn symbol_of(product: &ObjectProduct, syms: &Symbols, name: &str) -> Option<SymbolId> {
    if let Some(&id) = syms.funcs.get(name) {
        return product.functions[id].map(|(s, _)| s);
    }
    let id = *syms.data.get(name)?;
    product.data_objects[id].map(|(s, _)| s)
}

/// `name` as a second symbol at the address of `target`, which the module defines (sema
/// checked it; the module's own uses of `name` refer to `target`, or, for an alias another
/// definition may replace, to `name`, declared so far as undefined: that symbol becomes the
/// alias): global, or local for a `static` alias, whatever the target's binding (as in
/// gcc's objects).
fn alias(
    product: &mut ObjectProduct,
    syms: &Symbols,
    name: &str,
    target: &str,
    a: &SymbolAttrs,
) -> Result<SymbolId, String> {
    let defined = symbol_of(product, syms, target).map(|t| product.object.symbol(t));
    let Some(t) = defined.filter(|t| matches!(t.section, SymbolSection::Section(_))) else {
        return Err(format!("'{name}' aliased to undefined symbol '{target}'"));
    };
    let symbol = Symbol {
        name: name.as_bytes().to_vec(),
        value: t.value,
        size: t.size,
        kind: t.kind,
        scope: if a.local_alias {
            SymbolScope::Compilation
        } else {
            SymbolScope::Dynamic
        },
        weak: a.weak,
        section: t.section,
        flags: SymbolFlags::None,
    };
    if let Some(used) = product.object.symbol_id(name.as_bytes()) {
        *product.object.symbol_mut(used) = symbol;
        return Ok(used);
    }
    Ok(product.object.add_symbol(symbol))
}

/// ELF's `st_other` visibility of an external symbol defined here (a `static` one has none
/// to set). An undefined one keeps the default: the module declares every `extern` object,
/// used or not, and the linker refuses a hidden reference nothing defines, where gcc would
/// have left an unused declaration out; the definition's visibility is what counts.
/// Hidden is the object crate's `SymbolScope::Linkage`; the others need the whole
/// `st_info`/`st_other` pair written out.
fn set_visibility(obj: &mut Object, id: SymbolId, visibility: Visibility) {
    let sym = obj.symbol_mut(id);
    if sym.scope == SymbolScope::Compilation {
        return;
    }
    // A reference to a symbol declared with a visibility (gcc marks the undefined symbol
    // too, so that the linker checks that the module defines it).
    let undefined = sym.section == SymbolSection::Undefined;
    let st_other = match visibility {
        Visibility::Default => return,
        Visibility::Hidden => {
            sym.scope = SymbolScope::Linkage;
            return;
        }
        Visibility::Protected => elf::STV_PROTECTED,
        Visibility::Internal => elf::STV_INTERNAL,
    };
    let st_type = match sym.kind {
        _ if undefined => elf::STT_NOTYPE,
        SymbolKind::Text => elf::STT_FUNC,
        SymbolKind::Data => elf::STT_OBJECT,
        _ => elf::STT_NOTYPE,
    };
    let st_bind = if sym.weak {
        elf::STB_WEAK
    } else {
        elf::STB_GLOBAL
    };
    if visibility == Visibility::Internal {
        sym.scope = SymbolScope::Linkage;
    }
    sym.flags = SymbolFlags::Elf {
        st_info: (st_bind << 4) + st_type,
        st_other,
    };
}

/// The section of constructor (`init`) or destructor pointers of one priority, named as
/// gcc names it: `.init_array` for the default priority, `.init_array.00101` for 101 (the
/// linker sorts those by name and runs them first).
fn array_section(
    obj: &mut Object,
    sections: &mut HashMap<(bool, u16), SectionId>,
    init: bool,
    priority: u16,
) -> SectionId {
    *sections.entry((init, priority)).or_insert_with(|| {
        let (base, sh_type) = if init {
            (".init_array", elf::SHT_INIT_ARRAY)
        } else {
            (".fini_array", elf::SHT_FINI_ARRAY)
        };
        let name = match priority {
            u16::MAX => base.to_string(),
            p => format!("{base}.{p:05}"),
        };
        let section = obj.add_section(Vec::new(), name.into_bytes(), SectionKind::Elf(sh_type));
        *obj.section_flags_mut(section) = SectionFlags::Elf {
            sh_flags: u64::from(elf::SHF_ALLOC | elf::SHF_WRITE),
        };
        section
    })
}

/// Append the address of `symbol` to `section` (8 bytes, relocated by the linker).
fn add_pointer(obj: &mut Object, section: SectionId, symbol: SymbolId) -> Result<(), String> {
    let offset = obj.append_section_data(section, &[0; 8], 8);
    let flags = RelocationFlags::Generic {
        kind: RelocationKind::Absolute,
        encoding: RelocationEncoding::Generic,
        size: 64,
    };
    obj.add_relocation(
        section,
        Relocation {
            offset,
            symbol,
            addend: 0,
            flags,
        },
    )
    .map_err(|e| format!("internal compiler error: constructor entry: {e}"))
}

/// Whether a function of `m` asks for a section of its own (`section("name")`): the object
/// is then built with one section per function, which `name_function_sections` renames.
pub(super) fn has_function_sections(m: &ir::Module) -> bool {
    m.functions
        .iter()
        .any(|f| function_section(m, &f.name).is_some())
}

fn function_section<'m>(m: &'m ir::Module, name: &str) -> Option<&'m str> {
    m.attrs.get(name)?.section.as_deref()
}

/// The name cranelift-object gives each function's section when it makes one per function.
const SUBSECTION: &[u8] = b".text.subsection";

/// `section("name")` on functions. cranelift-object puts every function in `.text`, or, when
/// asked, each in a section of its own, all named `.text.subsection`; the object crate has
/// no way to rename a section before writing. So the written object is read back and each
/// function's section renamed: to the section the function asked for, or to `.text` (so a
/// unit has several `.text` sections, which the linker concatenates as it does any sections
/// of one name), and each relocation section after the section it relocates.
pub(super) fn name_function_sections(bytes: &[u8], m: &ir::Module) -> Result<Vec<u8>, String> {
    use object::build::elf::Builder;
    let err = |e: object::build::Error| format!("internal compiler error: function sections: {e}");
    let mut b = Builder::read(bytes).map_err(err)?;
    // The sections the functions asked for (few: a linear search is enough).
    let mut wanted = Vec::new();
    for sym in b.symbols.iter() {
        let (Some(section), Ok(name)) = (sym.section, std::str::from_utf8(&sym.name)) else {
            continue;
        };
        if let Some(name) = function_section(m, name) {
            wanted.push((section, name.as_bytes().to_vec()));
        }
    }
    let mut renamed = Vec::new();
    for section in b.sections.iter_mut() {
        if &*section.name == SUBSECTION {
            let id = section.id();
            let name = wanted
                .iter()
                .find(|(s, _)| *s == id)
                .map(|(_, n)| n.clone());
            section.name = name.unwrap_or(b".text".to_vec()).into();
            renamed.push((id, section.name.to_vec()));
        }
    }
    for section in b.sections.iter_mut() {
        let target = section.sh_info_section;
        if section.sh_type == elf::SHT_RELA {
            if let Some((_, name)) = renamed.iter().find(|(s, _)| Some(*s) == target) {
                section.name = [b".rela", &name[..]].concat().into();
            }
        }
    }
    let mut out = Vec::new();
    b.write(&mut out).map_err(err)?;
    Ok(out)
}

/// `#ident "text"`: the texts in the `.comment` section, as gcc's assembler writes them (a
/// NUL, then each text NUL-terminated; mergeable strings). gcc adds its own version string
/// there too; tcc-rs adds only the program's.
fn add_comment(obj: &mut Object, idents: &[Vec<u8>]) {
    if idents.is_empty() {
        return;
    }
    let mut bytes = vec![0];
    for text in idents {
        bytes.extend_from_slice(text);
        bytes.push(0);
    }
    let section = obj.add_section(Vec::new(), b".comment".to_vec(), SectionKind::OtherString);
    obj.append_section_data(section, &bytes, 1);
}

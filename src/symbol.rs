//! What the object file says about a symbol: its linkage, its ELF visibility and the GNU
//! attributes that reach the symbol table and sections, and a static object's initial
//! bytes with the relocations that write addresses into them. Sema decides these while it
//! checks declarations and static initializers; lowering, the IR and codegen carry them to
//! the object file. Shared (the IR re-exports them), so that sema need not name the IR.

/// A symbol's linkage in the object file.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Linkage {
    /// Defined here and visible to other objects (C's default at file scope).
    Export,
    /// Defined here, private to this object (C's `static`).
    Local,
    /// Defined in another object (an `extern` declaration or a prototype).
    Import,
}

/// A global variable's initial contents: bytes, plus symbol addresses to write into them.
#[derive(Clone, Debug, PartialEq)]
pub enum GlobalInit {
    /// All zero (`.bss`).
    Zero,
    /// `bytes.len()` equals the global's size. Each reloc writes the 8-byte address of
    /// `symbol + addend` at `offset`.
    Bytes { bytes: Vec<u8>, relocs: Vec<Reloc> },
}

#[derive(Clone, Debug, PartialEq)]
pub struct Reloc {
    pub offset: u32,
    pub symbol: String,
    pub addend: i64,
}

/// ELF symbol visibility: gcc's `visibility` attribute and `-fvisibility=`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Visibility {
    #[default]
    Default,
    Protected,
    Hidden,
    Internal,
}

impl Visibility {
    /// The visibility gcc's attribute argument names (`"hidden"`...).
    pub fn named(name: &str) -> Option<Visibility> {
        Some(match name {
            "default" => Visibility::Default,
            "protected" => Visibility::Protected,
            "hidden" => Visibility::Hidden,
            "internal" => Visibility::Internal,
            _ => return None,
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            Visibility::Default => "default",
            Visibility::Protected => "protected",
            Visibility::Hidden => "hidden",
            Visibility::Internal => "internal",
        }
    }
}

/// What GNU attributes say about a symbol of the module beyond its linkage, for the object
/// file's symbol table and sections (see `Module::attrs`).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct SymbolAttrs {
    pub visibility: Visibility,
    /// A weak definition, or a weak reference (whose address is null if nothing defines it).
    pub weak: bool,
    /// `alias("target")`: the symbol is another name for `target`, defined in this module.
    pub alias: Option<String>,
    /// The alias has internal linkage (`static`): a local symbol, as in gcc's objects.
    pub local_alias: bool,
    /// `section("name")`: the section the object goes in.
    pub section: Option<String>,
    /// `constructor`/`destructor`: the function runs before/after `main`, in order of
    /// priority (65535 when none is given, as in gcc).
    pub constructor: Option<u16>,
    pub destructor: Option<u16>,
    /// `noinline`: calls of the function are never replaced by its body.
    pub noinline: bool,
    /// `always_inline`: every call of the function is replaced by its body where that is
    /// possible.
    pub always_inline: bool,
    /// A declaration says `inline`: the inliner takes larger bodies (gcc's hint).
    pub inline: bool,
    /// `used`: the object keeps the function even if nothing refers to it.
    pub used: bool,
}

//! Which of a module's symbols bind locally: gcc's rules (`default_binds_local_p`, with
//! x86-64's copy relocations in position-independent executables).
//!
//! Two stages ask. The passes after mem2reg may copy a function's body into its calls, or
//! turn its calls of itself into jumps, only where those calls are bound to this body
//! ([`Binding`]); code generation computes a symbol's address PC-relatively, without the
//! GOT, where it binds locally (`codegen::direct`). Both take the answer from here.

use super::{Linkage, SymbolAttrs, Visibility};
use crate::PicMode;

/// What decides whether a symbol of the module binds locally.
pub struct Symbol<'a> {
    /// The module defines it (not only declares it).
    pub defined: bool,
    /// A data object, not a function.
    pub data: bool,
    pub linkage: Linkage,
    pub attrs: Option<&'a SymbolAttrs>,
}

impl Symbol<'_> {
    /// Is the symbol's address fixed at link time, so that no other definition can take
    /// its place at load time? `copy_relocations`: the target copies a shared library's
    /// data object into the executable that uses it.
    pub fn binds_locally(&self, pic: PicMode, copy_relocations: bool) -> bool {
        let visibility = self.attrs.map_or(Visibility::Default, |a| a.visibility);
        let weak = self.attrs.is_some_and(|a| a.weak);
        match (self.linkage, visibility) {
            // A weak reference's address is null when nothing defines it: only the GOT
            // can say so.
            _ if weak && !self.defined => false,
            (Linkage::Local, _) => true,
            (_, Visibility::Hidden | Visibility::Internal) => true,
            _ if pic == PicMode::SharedObject => false,
            // An executable's own definitions cannot be preempted. Another module's data
            // object is copied into the executable by the linker when it lives in a shared
            // library (a copy relocation), so it too is at a fixed distance from the code;
            // a function of a shared library is not.
            _ => self.defined || (self.data && copy_relocations),
        }
    }
}

/// Whether the calls of a function defined here run this body, which the passes that copy
/// or reorder it need to know.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Binding {
    /// Calls of the function run this body: it binds locally and is not weak (no other
    /// definition may take its place at link or load time).
    pub is_final: bool,
    /// Calls of the function may be replaced by its body: it is final or declared `inline`,
    /// and it is not `noinline`,
    /// which gcc honours for every kind of inlining, partial inlining included (a
    /// `noinline` function's calls of itself may still become jumps: that is not inlining).
    pub may_inline: bool,
}

impl Binding {
    /// The binding of a function the module defines with `linkage` and `attrs`, in a
    /// module compiled for `pic`.
    pub fn of_definition(linkage: Linkage, attrs: Option<&SymbolAttrs>, pic: PicMode) -> Binding {
        let s = Symbol {
            defined: true,
            data: false,
            linkage,
            attrs,
        };
        // A function is never copied into the executable, whatever the target.
        let weak = attrs.is_some_and(|a| a.weak);
        let is_final = s.binds_locally(pic, false) && !weak;
        // gcc inlines a function declared `inline` even where the linker could put another
        // definition in its place (`-fPIC`): "it is not meaningful to enforce any sane
        // behavior on replacing inline function by different body" (its
        // `cgraph_node::get_availability`), a weak one too; its calls still go through the
        // PLT.
        let declared_inline = attrs.is_some_and(|a| a.inline);
        Binding {
            is_final,
            may_inline: (is_final || declared_inline) && !attrs.is_some_and(|a| a.noinline),
        }
    }

    /// The binding of an inline definition the module does not emit, with `attrs`
    /// (`ir::Module::inline_only`): a call runs the definition another unit gives, which
    /// C (6.7.4p7) lets the compiler replace by this body, unless `noinline`.
    pub fn of_inline_definition(attrs: Option<&SymbolAttrs>) -> Binding {
        Binding {
            is_final: false,
            may_inline: !attrs.is_some_and(|a| a.noinline),
        }
    }

    /// Every call runs this body and may be replaced by it: what the passes' tests assume.
    pub const FINAL: Binding = Binding {
        is_final: true,
        may_inline: true,
    };
}

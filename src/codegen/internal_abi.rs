//! The functions only this unit's own code calls, whose small integer arguments and results
//! travel without the extension the psABI's callers expect.
//!
//! Part of code generation. Every other function's `int` and `unsigned` arguments and
//! results are passed zero-extended to 64 bits on x86-64, and its `char`, `short` and
//! `_Bool` ones extended as their signedness says (`abi_param`): gcc's code does so in
//! practice, and assembly relies on it. That costs a `mov %eax,%eax` (or a `movzx`, a
//! `movsx`) before each such argument and after each such result is computed, which
//! tcc-rs's own code never reads: its callee works on the 32-bit value.
//!
//! A function whose every call is a direct call by this unit's code, compiled here and
//! nowhere else, needs none of it. That is a `static`, non-variadic definition the object
//! keeps to itself: its address taken nowhere (no `func_addr` in any function, no
//! relocation in any data object, no `asm` operand or text naming it), no alias of it, and
//! not `used`, a constructor or a destructor (which something outside may call). Its
//! definition and the calls of it then declare the parameters and results without an
//! extension, on the same terms (gcc's `-fipa` local calling convention goes further;
//! this is the part every call site agrees on by construction).
//!
//! Only a module compiled whole knows that every call is its own: a unit compiled one
//! function at a time (`-O0`'s stream) keeps the extensions for all.

use crate::ir::{self, InstKind, Linkage};
use cranelift_codegen::ir::{ArgumentExtension, Signature};
use rustc_hash::FxHashSet as HashSet;

/// The names of the functions whose calls and definition leave arguments and results
/// unextended (see the module comment), among `definitions`, every function module `m`
/// defines, with their bodies (`m`'s own functions are not read).
pub(crate) fn functions(definitions: &[ir::Function], m: &ir::Module) -> HashSet<String> {
    let mut internal: HashSet<&str> = definitions
        .iter()
        .filter(|f| f.linkage == Linkage::Local && !f.sig.variadic)
        .filter(|f| {
            m.attrs
                .get(&f.name)
                .is_none_or(|a| !a.used && a.constructor.is_none() && a.destructor.is_none())
        })
        .map(|f| f.name.as_str())
        .collect();
    for f in definitions {
        for &b in &f.layout {
            for i in f.block_phis_and_insts(b) {
                if let InstKind::FuncAddr { name } | InstKind::GlobalAddr { name } =
                    &f.insts[i].kind
                {
                    internal.remove(&**name);
                }
            }
        }
    }
    let aliased = m.attrs.values().filter_map(|a| a.alias.as_deref());
    for name in ir::named_by_data_and_asm(&m.globals, &m.inline_asm).chain(aliased) {
        internal.remove(name);
    }
    let texts: Vec<&str> = (m.inline_asm.iter().map(|a| a.template.as_str()))
        .chain(m.file_asm.iter().map(String::as_str))
        .collect();
    internal.retain(|name| !texts.iter().any(|t| t.contains(name)));
    internal.into_iter().map(str::to_string).collect()
}

/// `sig` as the calls and definition of a function of [`functions`] have it: no argument or
/// result extended.
pub(super) fn unextended(mut sig: Signature) -> Signature {
    for p in sig.params.iter_mut().chain(sig.returns.iter_mut()) {
        p.extension = ArgumentExtension::None;
    }
    sig
}

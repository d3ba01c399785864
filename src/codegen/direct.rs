//! Direct addresses for the program's own symbols: the load from the GOT replaced by a
//! PC-relative address where the symbol cannot be preempted.
//!
//! Part of code generation. Cranelift compiles position-independent code (`is_pic`) by
//! loading every symbol's address from the GOT: on x86-64 `movq sym@GOTPCREL(%rip), %reg`,
//! on aarch64 `adrp reg, :got:sym` then `ldr reg, [reg, :got_lo12:sym]`. That is what a
//! symbol defined in another module, or one a shared library may preempt, needs. But a
//! symbol this object defines, linked into an executable (gcc's `-fPIE`, Debian's default),
//! or a `static` or hidden one in any link, has its address fixed at link time, and gcc
//! computes it PC-relatively instead: `leaq sym(%rip), %reg`, or `adrp` then `add`. The
//! rewrite below turns the one into the other in the machine code, instruction for
//! instruction and relocation for relocation (the "GOT relaxation" GNU ld itself does for
//! `R_X86_64_REX_GOTPCRELX`, a relocation Cranelift does not emit). Code stays
//! position-independent; only the GOT load, a memory access on every use, goes away.
//!
//! Which symbols bind locally follows gcc: under `-fPIC`/`-fpic` (or `-shared`) only
//! `static` symbols and those of hidden or internal visibility, since the dynamic linker may
//! resolve a default-visibility symbol of a shared object to another object's definition.
//! Otherwise (an executable) also every symbol the object defines, weak ones included (the
//! static linker resolves each to the one definition it keeps, and no shared object can
//! preempt it), and the data objects it declares (`extern int x;`: one that a shared library
//! defines is copied into the executable, a copy relocation). Functions declared but not
//! defined here and weak references keep the GOT.

use super::Symbols;
use crate::ir;
use crate::ir::binding::{Binding, Symbol};
use crate::target::Arch;
use crate::Options;
use cranelift_codegen::binemit::Reloc;
use cranelift_module::{FuncId, ModuleReloc, ModuleRelocTarget};
use std::collections::HashSet;

/// Which symbols of a module bind locally: those reached without the GOT, by Cranelift's
/// names for them (namespace and index of `ModuleRelocTarget::User`), and the functions
/// whose body here is the one every call runs (bound locally and not weak), which alone
/// may be inlined (unless `noinline`).
#[derive(Default)]
pub(crate) struct LocalSymbols {
    direct: HashSet<(u32, u32)>,
    final_functions: HashSet<FuncId>,
    /// The final functions whose calls may be replaced by their body: not `noinline`.
    inlinable: HashSet<FuncId>,
}

impl LocalSymbols {
    /// The functions and data objects of `m` whose addresses bind locally under
    /// `opts.pic`; `syms` has Cranelift's names for them.
    pub fn of(m: &ir::Module, syms: &Symbols, opts: &Options) -> LocalSymbols {
        let attrs = |name: &str| m.attrs.get(name);
        let mut local = LocalSymbols::default();
        // `m.functions` are the definitions; declared functions keep the GOT.
        for f in &m.functions {
            local.add_definition(syms.funcs[&f.name], f.linkage, attrs(&f.name), opts);
        }
        for g in &m.globals {
            let s = Symbol {
                defined: g.linkage != ir::Linkage::Import,
                data: true,
                linkage: g.linkage,
                attrs: attrs(&g.name),
            };
            if s.binds_locally(opts.pic, copy_relocations(opts)) {
                local.direct.extend(key(&syms.data[&g.name].into()));
            }
        }
        if !opts.direct_symbols {
            local.direct.clear();
        }
        local
    }

    /// Note the definition of function `id`, with `linkage` and `attrs`: whether it binds
    /// locally, and whether its body here is final.
    pub fn add_definition(
        &mut self,
        id: FuncId,
        linkage: ir::Linkage,
        attrs: Option<&ir::SymbolAttrs>,
        opts: &Options,
    ) {
        let s = Symbol {
            defined: true,
            data: false,
            linkage,
            attrs,
        };
        if s.binds_locally(opts.pic, copy_relocations(opts)) && opts.direct_symbols {
            self.direct.extend(key(&id.into()));
        }
        let binding = Binding::of_definition(linkage, attrs, opts.pic);
        if binding.is_final {
            self.final_functions.insert(id);
        }
        if binding.may_inline {
            self.inlinable.insert(id);
        }
    }

    fn contains(&self, target: &ModuleRelocTarget) -> bool {
        key(target).is_some_and(|k| self.direct.contains(&k))
    }

    /// May calls of `f` run a copy of its body here (inlining)? Not if another definition
    /// may take its place at link or load time (a weak one, or one a shared object
    /// exports under `-fPIC`).
    pub fn is_final(&self, f: FuncId) -> bool {
        self.final_functions.contains(&f)
    }

    /// May calls of `f` be replaced by its body? Only if it is final (or declared `inline`,
    /// see [`Binding::of_definition`]) and not `noinline`,
    /// which gcc honours for every kind of inlining, partial inlining included (a
    /// `noinline` function's calls of itself may still become jumps: that is not inlining).
    pub fn may_inline(&self, f: FuncId) -> bool {
        self.inlinable.contains(&f)
    }
}

/// On x86-64 an executable may copy a shared library's data object into itself (a copy
/// relocation); on aarch64 GNU ld refuses to in a position-independent executable, and gcc
/// uses the GOT.
fn copy_relocations(opts: &Options) -> bool {
    opts.target.arch() == Arch::X86_64
}

/// How many symbol addresses `relax` computed directly and how many it left to the GOT
/// (`--stats`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct DirectStats {
    pub direct: usize,
    pub through_got: usize,
}

/// LLVM's `-stats` format, as mem2reg's.
impl std::fmt::Display for DirectStats {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        let line = |f: &mut std::fmt::Formatter, n: usize, what: &str| {
            writeln!(f, "{n:>8} direct-symbols - Number of {what}")
        };
        line(f, self.direct, "symbol addresses computed PC-relatively")?;
        line(f, self.through_got, "symbol addresses loaded from the GOT")
    }
}

impl std::ops::AddAssign for DirectStats {
    fn add_assign(&mut self, other: DirectStats) {
        self.direct += other.direct;
        self.through_got += other.through_got;
    }
}

/// A function's or data object's name as a key (`None` for library calls and the like).
fn key(target: &ModuleRelocTarget) -> Option<(u32, u32)> {
    match *target {
        ModuleRelocTarget::User { namespace, index } => Some((namespace, index)),
        _ => None,
    }
}

/// Rewrite, in one function's machine code `bytes`, each GOT load of a symbol of `local`
/// into a PC-relative address computation, adjusting `relocs` to match.
pub(crate) fn relax(
    bytes: &mut [u8],
    relocs: &mut [ModuleReloc],
    local: &LocalSymbols,
) -> DirectStats {
    let mut stats = DirectStats::default();
    for i in 0..relocs.len() {
        let r = &relocs[i];
        match r.kind {
            Reloc::X86GOTPCRel4 if local.contains(&r.name) && relax_x86_64(bytes, r) => {
                relocs[i].kind = Reloc::X86PCRel4;
                stats.direct += 1;
            }
            Reloc::Aarch64AdrGotPage21 if local.contains(&r.name) => {
                let ldr = relocs.iter().position(|l| {
                    l.kind == Reloc::Aarch64Ld64GotLo12Nc && l.offset == r.offset + 4
                });
                match ldr {
                    Some(j) if relax_aarch64(bytes, relocs[j].offset) => {
                        relocs[i].kind = Reloc::Aarch64AdrPrelPgHi21;
                        relocs[j].kind = Reloc::Aarch64AddAbsLo12Nc;
                        stats.direct += 1;
                    }
                    _ => stats.through_got += 1,
                }
            }
            Reloc::X86GOTPCRel4 | Reloc::Aarch64AdrGotPage21 => stats.through_got += 1,
            _ => {}
        }
    }
    stats
}

/// `movq disp32(%rip), %reg` (REX.W, opcode 8B, ModRM with mod 00 and r/m 101) becomes
/// `leaq disp32(%rip), %reg` (opcode 8D); the displacement is what `r` relocates. False,
/// and nothing changed, if the bytes before it are not that instruction.
fn relax_x86_64(bytes: &mut [u8], r: &ModuleReloc) -> bool {
    let at = r.offset as usize;
    let is_movq_riprel = at >= 3
        && bytes[at - 3] & 0xf8 == 0x48
        && bytes[at - 2] == 0x8b
        && bytes[at - 1] & 0xc7 == 0x05;
    if is_movq_riprel {
        bytes[at - 2] = 0x8d;
    }
    is_movq_riprel
}

/// `ldr xT, [xN]` (64-bit load, unsigned offset 0) at `at` becomes `add xT, xN, #0`, whose
/// immediate the new relocation fills with the symbol's offset within its 4 KiB page.
fn relax_aarch64(bytes: &mut [u8], at: u32) -> bool {
    let at = at as usize;
    let Some(word) = bytes.get(at..at + 4) else {
        return false;
    };
    let ldr = u32::from_le_bytes(word.try_into().expect("four bytes"));
    if ldr & 0xffff_fc00 != 0xf940_0000 {
        return false;
    }
    let registers = ldr & 0x3ff; // Rn (bits 5-9) and Rt (bits 0-4), where add has Rn and Rd
    let add = 0x9100_0000 | registers;
    bytes[at..at + 4].copy_from_slice(&add.to_le_bytes());
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use cranelift_module::DataId;

    fn reloc(offset: u32, kind: Reloc, target: ModuleRelocTarget) -> ModuleReloc {
        ModuleReloc {
            offset,
            kind,
            name: target,
            addend: if kind == Reloc::X86GOTPCRel4 { -4 } else { 0 },
        }
    }

    fn locals(ids: &[u32]) -> LocalSymbols {
        let keys = ids.iter().map(|&i| key(&DataId::from_u32(i).into()));
        LocalSymbols {
            direct: keys.flatten().collect(),
            ..Default::default()
        }
    }

    #[test]
    fn x86_64_got_load_of_a_local_symbol_becomes_lea() {
        // movq 0(%rip), %rsi ; movq 0(%rip), %r9 (REX.WR)
        let mut bytes = vec![0x48, 0x8b, 0x35, 0, 0, 0, 0, 0x4c, 0x8b, 0x0d, 0, 0, 0, 0];
        let mut relocs = vec![
            reloc(3, Reloc::X86GOTPCRel4, DataId::from_u32(0).into()),
            reloc(10, Reloc::X86GOTPCRel4, DataId::from_u32(1).into()),
        ];
        let stats = relax(&mut bytes, &mut relocs, &locals(&[0]));
        assert_eq!(bytes[..3], [0x48, 0x8d, 0x35]);
        assert_eq!(bytes[7..10], [0x4c, 0x8b, 0x0d], "symbol 1 is not local");
        assert_eq!(relocs[0].kind, Reloc::X86PCRel4);
        assert_eq!(relocs[0].addend, -4);
        assert_eq!(relocs[1].kind, Reloc::X86GOTPCRel4);
        assert_eq!(
            stats,
            DirectStats {
                direct: 1,
                through_got: 1
            }
        );
    }

    #[test]
    fn x86_64_leaves_an_instruction_it_does_not_know() {
        // addq 0(%rip), %rax: not a movq, so the GOT entry is still read.
        let mut bytes = vec![0x48, 0x03, 0x05, 0, 0, 0, 0];
        let mut relocs = vec![reloc(3, Reloc::X86GOTPCRel4, DataId::from_u32(0).into())];
        let stats = relax(&mut bytes, &mut relocs, &locals(&[0]));
        assert_eq!(bytes[1], 0x03);
        assert_eq!(relocs[0].kind, Reloc::X86GOTPCRel4);
        assert_eq!(stats.through_got, 1);
    }

    #[test]
    fn aarch64_got_load_of_a_local_symbol_becomes_adrp_add() {
        // adrp x4, :got:s ; ldr x4, [x4, :got_lo12:s]
        let ldr: u32 = 0xf940_0000 | (4 << 5) | 4;
        let mut bytes = [0x90000004u32.to_le_bytes(), ldr.to_le_bytes()].concat();
        let target: ModuleRelocTarget = FuncId::from_u32(2).into();
        let mut relocs = vec![
            reloc(0, Reloc::Aarch64AdrGotPage21, target.clone()),
            reloc(4, Reloc::Aarch64Ld64GotLo12Nc, target.clone()),
        ];
        let local = LocalSymbols {
            direct: key(&target).into_iter().collect(),
            ..Default::default()
        };
        let stats = relax(&mut bytes, &mut relocs, &local);
        let add = u32::from_le_bytes(bytes[4..8].try_into().unwrap());
        assert_eq!(add, 0x9100_0000 | (4 << 5) | 4, "add x4, x4, #0");
        assert_eq!(relocs[0].kind, Reloc::Aarch64AdrPrelPgHi21);
        assert_eq!(relocs[1].kind, Reloc::Aarch64AddAbsLo12Nc);
        assert_eq!(stats.direct, 1);
    }

    #[test]
    fn binding_follows_gcc() {
        let hidden = ir::SymbolAttrs {
            visibility: ir::Visibility::Hidden,
            ..Default::default()
        };
        let weak = ir::SymbolAttrs {
            weak: true,
            ..Default::default()
        };
        let def = |linkage, attrs| Symbol {
            defined: true,
            data: false,
            linkage,
            attrs,
        };
        let ext = |data, attrs| Symbol {
            defined: false,
            data,
            linkage: ir::Linkage::Import,
            attrs,
        };
        use crate::PicMode::*;
        use ir::Linkage::*;
        assert!(def(Export, None).binds_locally(Executable, true));
        assert!(def(Export, Some(&weak)).binds_locally(Executable, true));
        assert!(!def(Export, None).binds_locally(SharedObject, true));
        assert!(def(Local, None).binds_locally(SharedObject, true));
        assert!(def(Export, Some(&hidden)).binds_locally(SharedObject, true));
        assert!(
            ext(true, None).binds_locally(Executable, true),
            "copy relocation"
        );
        assert!(!ext(true, Some(&weak)).binds_locally(Executable, true));
        assert!(!ext(true, None).binds_locally(SharedObject, true));
        assert!(!ext(false, None).binds_locally(Executable, true));
        assert!(!ext(true, None).binds_locally(Executable, false), "aarch64");
    }
}

//! Defining variadic functions: the register save area and `va_start`.
//!
//! Cranelift has no variadic definitions, so a variadic function is given extra Cranelift
//! parameters after its named ones, one per argument register the named parameters left
//! free: on x86-64 (System V) up to six `i64`s and eight `f64`s, on aarch64 (AAPCS64) up to
//! eight of each. Cranelift assigns parameters to registers in order within each class, so
//! these are exactly the registers a caller puts its variable arguments in. The entry block
//! stores them into a register save area laid out as gcc's `va_list` expects:
//!
//! - x86-64: 176 bytes, `rdi..r9` at 0..48 and `xmm0..xmm7` at 48..176 (16 bytes each, of
//!   which the low 8 are stored; `va_arg` reads no more). `va_start` sets `gp_offset` and
//!   `fp_offset` past the named parameters' registers.
//! - aarch64: 128 bytes of `v0..v7` (16 each, all stored, for `long double`) followed by 64 bytes of `x0..x7`; `__vr_top`
//!   and `__gr_top` point at the end of each part, and `__vr_offs`/`__gr_offs` are minus the
//!   bytes of the registers left for variable arguments.
//!
//! The arguments passed on the stack start where the caller's stack pointer was at the call:
//! just above the frame record that the prologue pushes (saved frame pointer and return
//! address), so at the frame pointer plus 16, after the named parameters' stack bytes.
//! `get_frame_pointer` needs `preserve_frame_pointers`, which the code generator sets for a
//! module that defines a variadic function. Callers see the plain C signature: the extra
//! parameters are in registers that a C caller sets anyway (or leaves as garbage that
//! `va_arg` never reads).
//!
//! `va_arg` itself is not here: the front end lowers it to loads, stores and branches on the
//! `va_list` object, as clang does (`lower::va_arg`).

use super::translate::Translator;
use crate::ir;
use crate::ir::callconv::{self, AAPCS_SAVE_AREA, AAPCS_VR_AREA, SYSV_GP_AREA, SYSV_SAVE_AREA};
use crate::target::{Arch, Target};
use cranelift_codegen::ir as clif;
use cranelift_codegen::ir::{types, InstBuilder, MemFlagsData};
use cranelift_module::Module;

/// The argument registers of each class and the stack bytes that the named parameters of a
/// variadic function take, per the target's C ABI (`ir::callconv`).
pub(crate) type NamedArguments = callconv::Used;

/// Where the named parameters of `sig` go.
pub(crate) fn named_arguments(sig: &ir::Signature, target: Target) -> NamedArguments {
    callconv::used_by(&sig.params, target)
}

/// The extra Cranelift parameters of a variadic definition with signature `sig`: the free
/// integer registers as `i64`s, then the free vector registers whole, 16 bytes each: a GNU
/// vector argument fills one (x86-64's `xmm` as an `f64x2`, aarch64's `q` as an `f128`).
pub(crate) fn extra_params(sig: &ir::Signature, target: Target) -> Vec<clif::AbiParam> {
    let used = named_arguments(sig, target);
    let (gp_regs, fp_regs) = target.facts().argument_registers;
    let gp = (used.gp..gp_regs).map(|_| clif::AbiParam::new(types::I64));
    // Whole vector registers: a 16-byte vector (and on aarch64 a `long double`) takes all
    // 16 bytes of one.
    let fp_type = match target.arch() {
        Arch::X86_64 => types::F64X2,
        Arch::Aarch64 => types::F128,
    };
    let fp = (used.fp..fp_regs).map(|_| clif::AbiParam::new(fp_type));
    gp.chain(fp).collect()
}

/// What `va_start` needs to know in a variadic function: the save area's address and what
/// the named parameters took.
pub(crate) struct Varargs {
    save_area: clif::Value,
    named: NamedArguments,
    target: Target,
}

impl<M: Module> Translator<'_, '_, M> {
    /// In the entry block of a variadic function: store the extra parameters (the free
    /// argument registers) into a new register save area.
    pub(crate) fn save_argument_registers(&mut self, extras: &[clif::Value], target: Target) {
        let named = named_arguments(&self.f.sig, target);
        let (gp_regs, _) = target.facts().argument_registers;
        let (size, gp_base, fp_base) = match target.arch() {
            Arch::X86_64 => (SYSV_SAVE_AREA, 0, SYSV_GP_AREA),
            Arch::Aarch64 => (AAPCS_SAVE_AREA, AAPCS_VR_AREA, 0),
        };
        let slot = self.b.create_sized_stack_slot(clif::StackSlotData::new(
            clif::StackSlotKind::ExplicitSlot,
            size,
            4,
        ));
        let save_area = self.b.ins().stack_addr(types::I64, slot, 0);
        let free_gp = (gp_regs - named.gp) as usize;
        for (i, &v) in extras.iter().enumerate() {
            let offset = if i < free_gp {
                gp_base + 8 * (named.gp + i as u32)
            } else {
                fp_base + 16 * (named.fp + (i - free_gp) as u32)
            };
            self.b
                .ins()
                .store(MemFlagsData::trusted(), v, save_area, offset as i32);
        }
        self.varargs = Some(Varargs {
            save_area,
            named,
            target,
        });
    }

    /// `va_start`: fill the `va_list` at `list` (see the module comment).
    pub(crate) fn va_start(&mut self, list: clif::Value) -> Result<(), String> {
        let Some(va) = &self.varargs else {
            return Err(format!(
                "internal compiler error: va_start in '{}', which is not variadic",
                self.f.name
            ));
        };
        let (save_area, named, target) = (va.save_area, va.named, va.target);
        let flags = MemFlagsData::new();
        let fp = self.b.ins().get_frame_pointer(types::I64);
        let stack = self.b.ins().iadd_imm_s(fp, 16 + i64::from(named.stack));
        if target.arch() == Arch::Aarch64 {
            let gr_top = self
                .b
                .ins()
                .iadd_imm_s(save_area, i64::from(AAPCS_SAVE_AREA));
            let vr_top = self.b.ins().iadd_imm_s(save_area, i64::from(AAPCS_VR_AREA));
            let gr_offs = self
                .b
                .ins()
                .iconst(types::I32, -8 * (8 - i64::from(named.gp)));
            let vr_offs = self
                .b
                .ins()
                .iconst(types::I32, -16 * (8 - i64::from(named.fp)));
            for (v, at) in [
                (stack, 0),
                (gr_top, 8),
                (vr_top, 16),
                (gr_offs, 24),
                (vr_offs, 28),
            ] {
                self.b.ins().store(flags, v, list, at);
            }
        } else {
            let gp_offset = self.b.ins().iconst(types::I32, 8 * i64::from(named.gp));
            let fp_offset = self.b.ins().iconst(
                types::I32,
                i64::from(SYSV_GP_AREA) + 16 * i64::from(named.fp),
            );
            for (v, at) in [(gp_offset, 0), (fp_offset, 4), (stack, 8), (save_area, 16)] {
                self.b.ins().store(flags, v, list, at);
            }
        }
        Ok(())
    }
}

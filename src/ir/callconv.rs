//! Where the C calling convention of each target puts the arguments of an IR signature, as
//! the code generator's Cranelift calls and definitions place them: what a variadic
//! function needs to find its variable arguments (the code generator's register save area
//! and `va_start`, and the IR interpreter's model of them).
//!
//! Each scalar takes the next argument register of its class (integer or floating) or, when
//! none is left, the next 8 bytes of the stack; an x86-64 `byval` aggregate is copied to
//! the stack whole; the hidden result address takes the first integer register on x86-64
//! and `x8` (not an argument register) on aarch64. The IR has already split aggregates
//! into the scalars the ABI passes (`lower::abi`), so this rule is the whole story.

use super::{AbiParam, Purpose};
use crate::target::Target;

/// The x86-64 register save area that `va_arg` reads: `rdi..r9` at 0..48, then
/// `xmm0..xmm7`, 16 bytes each, at 48..176 (psABI 3.5.7).
pub const SYSV_GP_AREA: u32 = 6 * 8;
pub const SYSV_SAVE_AREA: u32 = SYSV_GP_AREA + 8 * 16;
/// The aarch64 one: `v0..v7`, 16 bytes each, at 0..128, then `x0..x7` at 128..192; the
/// `va_list`'s `__vr_top` and `__gr_top` point at the end of each part (AAPCS64 B.3).
pub const AAPCS_VR_AREA: u32 = 8 * 16;
pub const AAPCS_SAVE_AREA: u32 = AAPCS_VR_AREA + 8 * 8;

/// Where one argument goes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ArgSlot {
    /// The `n`th integer argument register.
    Gp(u32),
    /// The `n`th floating argument register.
    Fp(u32),
    /// `offset` bytes into the stack arguments.
    Stack(u32),
    /// A register that is not an argument register (aarch64's result address, `x8`).
    Hidden,
}

/// The slot of each parameter of `params`, in order, and the stack bytes they take.
pub fn argument_slots(params: &[AbiParam], target: Target) -> (Vec<ArgSlot>, u32) {
    let (slots, used) = assign(params, target);
    (slots, used.stack)
}

/// The slot of each parameter and what they take in all. An `i128` takes two integer
/// registers (an even-numbered pair on aarch64) or 16 aligned bytes of stack, where
/// `lower::abi` has arranged that Cranelift, and gcc, put it.
fn assign(params: &[AbiParam], target: Target) -> (Vec<ArgSlot>, Used) {
    let facts = target.facts();
    let (gp_regs, fp_regs) = facts.argument_registers;
    let (mut gp, mut fp, mut stack) = (0, 0, 0);
    let mut slots = Vec::with_capacity(params.len());
    for p in params {
        let slot = match p.purpose {
            Purpose::StructReturn if !facts.result_address_is_argument => ArgSlot::Hidden,
            Purpose::StructArgument(size) => {
                stack += size.div_ceil(8) * 8;
                ArgSlot::Stack(stack - size.div_ceil(8) * 8)
            }
            _ if p.ty.is_float() && fp < fp_regs => {
                fp += 1;
                ArgSlot::Fp(fp - 1)
            }
            _ if p.ty == super::Type::I128 => {
                let first = if facts.int128_even_pair {
                    gp + gp % 2
                } else {
                    gp
                };
                if first + 2 <= gp_regs {
                    gp = first + 2;
                    ArgSlot::Gp(first)
                } else {
                    if facts.int128_even_pair {
                        gp = gp_regs;
                    }
                    stack = stack.div_ceil(16) * 16 + 16;
                    ArgSlot::Stack(stack - 16)
                }
            }
            _ if !p.ty.is_float() && gp < gp_regs => {
                gp += 1;
                ArgSlot::Gp(gp - 1)
            }
            _ => {
                stack += 8;
                ArgSlot::Stack(stack - 8)
            }
        };
        slots.push(slot);
    }
    (slots, Used { gp, fp, stack })
}

/// The argument registers of each class and the stack bytes that `params` take.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Used {
    pub gp: u32,
    pub fp: u32,
    pub stack: u32,
}

/// What the named parameters of a variadic function take: its variable arguments start
/// in the next register of each class and at this offset on the stack.
pub fn used_by(params: &[AbiParam], target: Target) -> Used {
    assign(params, target).1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Type;
    use crate::target::Target;

    #[test]
    fn scalars_fill_their_class_then_the_stack_and_byval_copies_go_whole() {
        let i = AbiParam::new(Type::I32);
        let d = AbiParam::new(Type::F64);
        let mut params = vec![i; 7];
        params.push(d);
        params.push(AbiParam::struct_argument(20));
        params.push(i);
        let (slots, stack) = argument_slots(&params, Target::X86_64);
        assert_eq!(slots[5], ArgSlot::Gp(5));
        assert_eq!(slots[6], ArgSlot::Stack(0));
        assert_eq!(slots[7], ArgSlot::Fp(0));
        assert_eq!(slots[8], ArgSlot::Stack(8));
        assert_eq!(slots[9], ArgSlot::Stack(32));
        assert_eq!(stack, 40);
        let (slots, _) = argument_slots(&params, Target::AARCH64);
        assert_eq!(slots[6], ArgSlot::Gp(6));
        let sret = [AbiParam::struct_return(), i];
        assert_eq!(
            used_by(&sret, Target::AARCH64),
            Used {
                gp: 1,
                fp: 0,
                stack: 0
            }
        );
        assert_eq!(
            used_by(&sret, Target::X86_64),
            Used {
                gp: 2,
                fp: 0,
                stack: 0
            }
        );
    }
}

//! Where a function's innermost loop falls among the 64-byte lines of the instruction cache.
//!
//! On the x86-64 machines tcc-rs was measured on, a small loop whose code crosses a 64-byte
//! boundary can run much slower than the same loop within one line: `matmul`'s inner loop
//! (41 bytes) took 0.79 to 0.89 s where it crossed one and 0.47 s, gcc -O2's time, where it
//! did not (docs/benchmarks.md, "What each pass buys"). gcc aligns loop heads with padding inside
//! the function; Cranelift 0.135 has no loop alignment, and its machine code cannot be
//! changed inside once made. What can still be chosen is where the whole function starts:
//! such a function's bytes are aligned to a line and begin with as many bytes of no-op as
//! put its most deeply nested loop (the likeliest to be hot) in the fewest lines. Its symbol
//! is moved past them once the object file is made ([`start_after_padding`]), so the no-ops
//! lie between functions, where no call runs them (gcc's alignment padding lies there too).
//! In memory (`-run`) a function's address is its first byte: no placement there.
//!
//! The loops are found from the machine code's block layout, which Cranelift gives when its
//! `machine_code_cfg_info` setting is on (`target_isa` turns it on for optimised x86-64
//! code, unless `--no-loop-placement`): a loop is a branch back to an earlier (or the same)
//! block, and spans from that block to the end of the branching one.

use cranelift_codegen::binemit::CodeOffset;
use cranelift_module::{FuncId, ModuleReloc};
use cranelift_object::ObjectProduct;

/// The size of a line of the instruction cache, and the alignment of a placed function.
pub const LINE: u32 = 64;

/// The code of each loop, `[start, end)`: for each block some block branches back to, from
/// it to the end of the last such branching block. `starts` are the offsets at which the
/// blocks start, `edges` the (source block start, target block start) of each branch, `len`
/// the length of the code.
fn loops(
    starts: &[CodeOffset],
    edges: &[(CodeOffset, CodeOffset)],
    len: CodeOffset,
) -> Vec<(CodeOffset, CodeOffset)> {
    let end_of = |block: CodeOffset| {
        starts
            .iter()
            .copied()
            .filter(|&s| s > block)
            .min()
            .unwrap_or(len)
    };
    let mut loops: Vec<(CodeOffset, CodeOffset)> = Vec::new();
    for &(from, to) in edges.iter().filter(|(from, to)| to <= from) {
        let end = end_of(from);
        match loops.iter_mut().find(|l| l.0 == to) {
            Some(l) => l.1 = l.1.max(end),
            None => loops.push((to, end)),
        }
    }
    loops
}

/// The no-op bytes to put before the function, if it has a loop: fewer than [`LINE`], the
/// fewest that put its most deeply nested loop (the first of them, if several are as deep)
/// in as few lines as it can take, given that the function starts on a line. A multiple of
/// `step`, the alignment the code needs from its start: its constants (a vector operand read
/// from memory by `pand` must be 16-byte aligned) are placed relative to it.
pub fn padding(
    starts: &[CodeOffset],
    edges: &[(CodeOffset, CodeOffset)],
    len: CodeOffset,
    step: u32,
) -> Option<u32> {
    let loops = loops(starts, edges, len);
    let depth = |l: &(CodeOffset, CodeOffset)| {
        loops
            .iter()
            .filter(|outer| outer.0 <= l.0 && l.1 <= outer.1)
            .count()
    };
    let &(start, end) = loops
        .iter()
        .max_by_key(|l| (depth(l), std::cmp::Reverse(l.0)))?;
    let lines = |pad: u32| ((start + pad) % LINE + (end - start)).div_ceil(LINE);
    (0..LINE)
        .step_by(step.clamp(1, LINE) as usize)
        .min_by_key(|&pad| (lines(pad), pad))
}

/// x86-64's recommended no-op instructions of 1 to 9 bytes (`nop`, `xchg %ax,%ax`, `nopl`,
/// `nopw` with the various address forms), by length.
const X86_64_NOPS: [&[u8]; 9] = [
    &[0x90],
    &[0x66, 0x90],
    &[0x0f, 0x1f, 0x00],
    &[0x0f, 0x1f, 0x40, 0x00],
    &[0x0f, 0x1f, 0x44, 0x00, 0x00],
    &[0x66, 0x0f, 0x1f, 0x44, 0x00, 0x00],
    &[0x0f, 0x1f, 0x80, 0x00, 0x00, 0x00, 0x00],
    &[0x0f, 0x1f, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00],
    &[0x66, 0x0f, 0x1f, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00],
];

/// Put `pad` bytes of x86-64 no-ops (as few instructions as can make them) before the
/// machine code `bytes`, moving `relocs` with the code.
pub fn pad_x86_64(bytes: &mut Vec<u8>, relocs: &mut [ModuleReloc], pad: u32) {
    let mut nops = Vec::with_capacity(pad as usize + bytes.len());
    let mut left = pad as usize;
    while left > 0 {
        let nop = X86_64_NOPS[left.min(X86_64_NOPS.len()) - 1];
        nops.extend_from_slice(nop);
        left -= nop.len();
    }
    nops.append(bytes);
    *bytes = nops;
    for r in relocs {
        r.offset += pad;
    }
}

/// Move the symbol of each function defined with `pad` bytes of padding before its code
/// (`padded`) past them, once the object is made: the no-ops stay in the section, between
/// the function and the one before it, where no call runs them, and the symbol's size is
/// its code's.
pub fn start_after_padding(product: &mut ObjectProduct, padded: &[(FuncId, u32)]) {
    for &(id, pad) in padded {
        if let Some((symbol, _)) = product.functions[id] {
            let symbol = product.object.symbol_mut(symbol);
            symbol.value += u64::from(pad);
            symbol.size -= u64::from(pad);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `matmul`'s `multiply` as Cranelift laid it out: a loop nest i, k, j, and a first
    /// loop on its own; the inner loop (0x99 to 0xc3) is the one placed.
    #[test]
    fn the_most_deeply_nested_loop_is_placed_in_one_line() {
        let starts = [0x00, 0x27, 0x40, 0x4e, 0x67, 0x99, 0xc3, 0xd3, 0xe3];
        let edges = [
            (0x00, 0x27),
            (0x00, 0x40),
            (0x27, 0x27),
            (0x27, 0x40),
            (0x40, 0x4e),
            (0x4e, 0x67),
            (0x67, 0x99),
            (0x99, 0x99),
            (0x99, 0xc3),
            (0xc3, 0x67),
            (0xc3, 0xd3),
            (0xd3, 0x4e),
            (0xd3, 0xe3),
        ];
        // 0x99 to 0xc3 is 42 bytes at 0x19 into its line: it crosses into the next one.
        // 39 bytes of padding move it to 0xc0, the start of a line.
        assert_eq!(padding(&starts, &edges, 0xf0, 1), Some(39));
        // Code whose constants need 16-byte alignment moves by whole 16s: 48 bytes put the
        // loop at 0xc9, 9 bytes into a line, where its 42 bytes fit.
        assert_eq!(padding(&starts, &edges, 0xf0, 16), Some(48));
    }

    #[test]
    fn a_loop_that_fits_already_needs_no_padding() {
        // One loop, 0x10 to 0x30.
        assert_eq!(
            padding(&[0x00, 0x10, 0x30], &[(0x10, 0x10), (0x10, 0x30)], 0x40, 1),
            Some(0)
        );
    }

    #[test]
    fn a_loop_longer_than_a_line_starts_one() {
        // 100 bytes from 0x30: two lines at best, from a line's start.
        assert_eq!(
            padding(&[0x00, 0x30, 0x94], &[(0x30, 0x30)], 0x98, 1),
            Some(0x10)
        );
    }

    #[test]
    fn two_branches_back_to_one_block_are_one_loop() {
        // Blocks 0x20 and 0x38 both branch back to 0x10: the loop is 0x10 to 0x50, 64
        // bytes, placed at a line's start rather than its first part alone.
        let starts = [0x00, 0x10, 0x20, 0x38, 0x50];
        let edges = [(0x20, 0x10), (0x38, 0x10), (0x10, 0x20)];
        assert_eq!(padding(&starts, &edges, 0x60, 1), Some(0x30));
    }

    #[test]
    fn code_without_loops_is_left_alone() {
        assert_eq!(padding(&[0x00, 0x10], &[(0x00, 0x10)], 0x20, 1), None);
    }

    #[test]
    fn padding_is_whole_no_ops_and_relocations_move_with_the_code() {
        let mut bytes = vec![0xc3];
        let mut relocs = vec![ModuleReloc {
            offset: 0,
            kind: cranelift_codegen::binemit::Reloc::X86PCRel4,
            name: cranelift_module::ModuleRelocTarget::LibCall(
                cranelift_codegen::ir::LibCall::Probestack,
            ),
            addend: 0,
        }];
        pad_x86_64(&mut bytes, &mut relocs, 12);
        assert_eq!(
            bytes,
            [0x66, 0x0f, 0x1f, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00, 0x0f, 0x1f, 0x00, 0xc3]
        );
        assert_eq!(relocs[0].offset, 12);
    }
}

//! Stack storage shared by the locals of disjoint C blocks, as gcc shares it.
//!
//! Each alloca becomes a stack slot of its own (`translate`), except the locals of C blocks
//! (`ir::Scopes`): those are laid out in one area, each block's after the blocks enclosing
//! it, and the blocks nested in one block side by side from the same offset. Two loops that
//! each declare a kilobyte buffer then take one kilobyte of the frame, not two (pcre2test's
//! `copy_and_get`). An object lives only until its block ends (C11 6.2.4p6), so no two
//! locals that share bytes are alive at once.

use crate::ir::{self, InstKind};
use cranelift_entity::SecondaryMap;

/// The offset of each alloca placed in the shared area, by instruction, and the area's size.
#[derive(Default)]
pub(super) struct SharedArea {
    pub(super) offsets: SecondaryMap<ir::Inst, Option<u32>>,
    pub(super) size: u32,
}

/// Allocas placed in the area must not need more than the frame's 16-byte alignment (a
/// stricter one is had by rounding up an address, in `Translator::alloca`).
const FRAME_ALIGN: u32 = 16;

/// The shared area for `f`'s allocas, or `None` when sharing would save no bytes.
pub(super) fn shared_area(f: &ir::Function) -> Option<SharedArea> {
    let mut own: Vec<Vec<(ir::Inst, u32, u32)>> = vec![Vec::new(); f.scopes.count()];
    let mut separate = 0u64;
    for &inst in f.block_insts(f.entry) {
        let InstKind::Alloca { size, align } = f.insts[inst].kind else {
            continue;
        };
        let align = align.max(1).next_power_of_two();
        let scope = f.scopes.scope_of(inst);
        if scope != 0 && align <= FRAME_ALIGN {
            own[scope as usize].push((inst, size, align));
            separate += u64::from(size.next_multiple_of(align));
        }
    }
    let mut children: Vec<Vec<u32>> = vec![Vec::new(); f.scopes.count()];
    for scope in 1..f.scopes.count() as u32 {
        children[f.scopes.parent(scope) as usize].push(scope);
    }
    // Depth first, without recursion: blocks may nest thousands deep.
    let mut area = SharedArea::default();
    let mut end = 0u64;
    let mut pending = vec![(0u32, 0u64)];
    while let Some((scope, start)) = pending.pop() {
        let mut offset = start;
        for &(inst, size, align) in &own[scope as usize] {
            offset = offset.next_multiple_of(u64::from(align));
            area.offsets[inst] = Some(u32::try_from(offset).ok()?);
            offset += u64::from(size);
        }
        end = end.max(offset);
        pending.extend(children[scope as usize].iter().map(|&c| (c, offset)));
    }
    area.size = u32::try_from(end).ok()?;
    (end < separate).then_some(area)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::SourceFile;
    use crate::front_end::lower_source;
    use crate::Options;

    /// The shared area's offset of each alloca of `f` named `name`, in instruction order.
    fn offsets(f: &ir::Function, area: &SharedArea, name: &str) -> Vec<Option<u32>> {
        f.block_insts(f.entry)
            .iter()
            .filter(|&&i| {
                let r = f.insts[i].result;
                r.is_some_and(|r| f.value_name(r) == Some(name))
            })
            .map(|&i| area.offsets[i])
            .collect()
    }

    #[test]
    fn sibling_blocks_share_bytes_and_nested_blocks_do_not() {
        let src = "void g(char *);\n\
            void f(int n) {\n\
              char whole[16]; g(whole);\n\
              while (n--) { char a[1024]; g(a); { char inner[64]; g(inner); } }\n\
              { char b[1000]; g(b); }\n\
              if (n) { char c[100]; g(c); } else { char c[200]; g(c); }\n\
            }";
        let file = SourceFile::new("t.c", src);
        let m = lower_source(&file, &Options::default()).unwrap().module;
        let f = m.functions.iter().find(|f| f.name == "f").unwrap();
        let area = shared_area(f).expect("sharing saves bytes");
        assert_eq!(offsets(f, &area, "whole"), [None], "the function's own");
        let [Some(a)] = offsets(f, &area, "a")[..] else {
            panic!("one `a`")
        };
        let [Some(inner)] = offsets(f, &area, "inner")[..] else {
            panic!("one `inner`")
        };
        let [Some(b)] = offsets(f, &area, "b")[..] else {
            panic!("one `b`")
        };
        assert_eq!((a, b), (0, 0), "sibling blocks start together");
        assert_eq!(inner, 1024, "after its enclosing block's `a`");
        let cs = offsets(f, &area, "c");
        assert_eq!(cs, [Some(0), Some(0)], "if's arms share");
        assert_eq!(area.size, 1024 + 64);
    }

    #[test]
    fn temporaries_and_function_scope_keep_slots_of_their_own() {
        let src = "struct S { char x[64]; };\n\
            struct S h(void);\n\
            int f(void) { return h().x[0] + h().x[1]; }";
        let file = SourceFile::new("t.c", src);
        let m = lower_source(&file, &Options::default()).unwrap().module;
        let f = m.functions.iter().find(|f| f.name == "f").unwrap();
        assert!(shared_area(f).is_none());
    }
}

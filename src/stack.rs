//! The compiler's stack. Parsing and the tree walks after it recurse once per level of
//! nesting in the source, so every stage runs on one large stack
//! (`on_compiler_stack`), and the walks whose depth the input controls without a limit grow
//! their stack on the heap as they go (`grow_stack`). Used by every stage, so it depends on
//! none of them.

use std::cell::Cell;

/// The stack every stage of the compiler runs on. pest's parser recurses once per level of
/// nesting in the source, and the parser's depth limits (`parse::MAX_NESTING`,
/// `parse::MAX_STATEMENT_NESTING`) are chosen so that the deepest input they accept fits in
/// this stack with a wide margin; the stages after it grow their stack on the heap where the
/// tree is deeper (`grow_stack`). Only the pages actually touched are ever backed by memory.
pub const COMPILER_STACK: usize = 1 << 30;

thread_local! {
    static ON_COMPILER_STACK: Cell<bool> = const { Cell::new(false) };
}

/// Whether this thread runs on the compiler's stack (inside [`on_compiler_stack`]).
pub fn is_compiler_stack() -> bool {
    ON_COMPILER_STACK.with(Cell::get)
}

/// Run `f` on a stack of [`COMPILER_STACK`] bytes, or right here if this thread is on one
/// already. A panic in `f` is passed on to the caller.
///
/// The stack is mapped and switched to on this thread (`stacker::grow`), not given to a new
/// thread: a thread of its own cost `-run hello.c` a tenth of its start-up (its creation,
/// and a malloc arena of its own grown a page at a time by `mprotect`, where the main
/// thread's grows by `brk` in large steps). Only the pages touched are backed by memory.
pub fn on_compiler_stack<T: Send>(f: impl FnOnce() -> T + Send) -> T {
    if ON_COMPILER_STACK.with(Cell::get) {
        return f();
    }
    /// Clears the flag when `f` returns or unwinds.
    struct Leave;
    impl Drop for Leave {
        fn drop(&mut self) {
            ON_COMPILER_STACK.with(|on| on.set(false));
        }
    }
    stacker::grow(COMPILER_STACK, || {
        ON_COMPILER_STACK.with(|on| on.set(true));
        let _leave = Leave;
        f()
    })
}

/// Run `f`, first moving to a fresh stack segment on the heap if less than `RED_ZONE` bytes
/// are left. Every recursion over the syntax tree after the parser goes through this at
/// each level, since a flat construct in the source (a sum of 100,000 terms) is a tree as
/// deep as it is long, and no fixed stack fits every such tree.
#[inline]
pub fn grow_stack<T>(f: impl FnOnce() -> T) -> T {
    const RED_ZONE: usize = 256 * 1024;
    const SEGMENT: usize = 16 * 1024 * 1024;
    stacker::maybe_grow(RED_ZONE, SEGMENT, f)
}

//! The compiler's stack. Parsing and the tree walks after it recurse once per level of
//! nesting in the source, so every stage runs on one large stack
//! (`on_compiler_stack`), and the walks whose depth the input controls without a limit grow
//! their stack on the heap as they go (`grow_stack`). Used by every stage, so it depends on
//! none of them.
//!
//! The stacks are mappings of our own, switched to on the same thread with `psm` (the
//! stack-switching crate under `stacker`), and each records its lowest usable address in a
//! thread-local, so that `grow_stack` knows what is left with one subtraction. `stacker`,
//! which does the same, first asks the C library where the thread's own stack ends, and on
//! the main thread glibc reads all of `/proc/self/maps` to answer: about 60 µs, a fiftieth
//! of `tcc-rs -run hello.c`. `stacker` still serves threads that are not on a stack of ours
//! (a test harness's, code generation's workers).

use std::cell::Cell;

/// The stack every stage of the compiler runs on. pest's parser recurses once per level of
/// nesting in the source, and the parser's depth limits (`parse::MAX_NESTING`,
/// `parse::MAX_STATEMENT_NESTING`) are chosen so that the deepest input they accept fits in
/// this stack with a wide margin; the stages after it grow their stack on the heap where the
/// tree is deeper (`grow_stack`). Only the pages actually touched are ever backed by memory.
pub const COMPILER_STACK: usize = 1 << 30;

/// When less than this is left, `grow_stack` moves to a new segment of `SEGMENT` bytes.
const RED_ZONE: usize = 256 * 1024;
const SEGMENT: usize = 16 * 1024 * 1024;

thread_local! {
    /// The lowest usable address of the stack of ours this thread runs on, 0 if none.
    static LIMIT: Cell<usize> = const { Cell::new(0) };
}

/// Whether this thread runs on the compiler's stack (inside [`on_compiler_stack`]).
pub fn is_compiler_stack() -> bool {
    LIMIT.with(Cell::get) != 0
}

/// Run `f` on a stack of [`COMPILER_STACK`] bytes, or right here if this thread is on one
/// already. A panic in `f` is passed on to the caller.
///
/// The stack is mapped and switched to on this thread, not given to a new thread: a thread
/// of its own cost `-run hello.c` a tenth of its start-up (its creation, and a malloc arena
/// of its own grown a page at a time by `mprotect`, where the main thread's grows by `brk`
/// in large steps). Only the pages touched are backed by memory.
pub fn on_compiler_stack<T: Send>(f: impl FnOnce() -> T + Send) -> T {
    if is_compiler_stack() {
        return f();
    }
    on_new_stack(COMPILER_STACK, f)
}

/// Run `f`, first moving to a fresh stack segment if less than `RED_ZONE` bytes are left.
/// Every recursion over the syntax tree after the parser goes through this at each level,
/// since a flat construct in the source (a sum of 100,000 terms) is a tree as deep as it is
/// long, and no fixed stack fits every such tree.
#[inline]
pub fn grow_stack<T>(f: impl FnOnce() -> T) -> T {
    let limit = LIMIT.with(Cell::get);
    if limit == 0 {
        return stacker::maybe_grow(RED_ZONE, SEGMENT, f);
    }
    let left = (psm::stack_pointer() as usize).saturating_sub(limit);
    if left >= RED_ZONE {
        f()
    } else {
        on_new_stack(SEGMENT, f)
    }
}

/// Run `f` on a new stack of `size` bytes (a whole number of pages) with a guard page below
/// it, unmapped when `f` returns or panics; a panic is passed on.
fn on_new_stack<T>(size: usize, f: impl FnOnce() -> T) -> T {
    let stack = Mapping::new(size);
    let outer = LIMIT.with(|l| l.replace(stack.lowest));
    // Restores the outer stack's limit, also when `f` panics.
    struct Leave(usize);
    impl Drop for Leave {
        fn drop(&mut self) {
            LIMIT.with(|l| l.set(self.0));
        }
    }
    let leave = Leave(outer);
    // SAFETY: `stack.lowest..stack.lowest + size` is mapped readable and writable and stays
    // so until `stack` is dropped, after `on_stack` returns; `f` cannot unwind through
    // psm's frame, since a panic is caught inside it and resumed outside.
    let result = unsafe {
        psm::on_stack(stack.lowest as *mut u8, size, || {
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(f))
        })
    };
    drop(leave);
    drop(stack);
    result.unwrap_or_else(|panic| std::panic::resume_unwind(panic))
}

/// A stack's memory: `size` bytes above one page that faults on any access.
struct Mapping {
    base: *mut libc::c_void,
    len: usize,
    lowest: usize,
}

impl Mapping {
    fn new(size: usize) -> Mapping {
        let page = page_size();
        let len = size + page;
        // SAFETY: a fresh private anonymous mapping at an address the kernel picks touches
        // nothing else; the guard page at its bottom stays inaccessible.
        let base = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                len,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE | libc::MAP_STACK,
                -1,
                0,
            )
        };
        if base == libc::MAP_FAILED {
            // As a thread's creation would: out of address space is not an input error.
            panic!(
                "cannot map a stack of {size} bytes: {}",
                std::io::Error::last_os_error()
            );
        }
        // SAFETY: the first page of the mapping just made.
        if unsafe { libc::mprotect(base, page, libc::PROT_NONE) } != 0 {
            panic!(
                "cannot protect a stack's guard page: {}",
                std::io::Error::last_os_error()
            );
        }
        Mapping {
            base,
            len,
            lowest: base as usize + page,
        }
    }
}

impl Drop for Mapping {
    fn drop(&mut self) {
        // SAFETY: the whole mapping made by `new`, no longer in use as a stack.
        unsafe { libc::munmap(self.base, self.len) };
    }
}

fn page_size() -> usize {
    // SAFETY: sysconf only reads a system value.
    let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    usize::try_from(page).unwrap_or(4096)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn depth(n: u64) -> u64 {
        // A frame of some size, so that the recursion crosses several segments.
        let pad = std::hint::black_box([n; 64]);
        if n == 0 {
            pad[0]
        } else {
            grow_stack(|| depth(n - 1)) + pad[1] - n + 1
        }
    }

    #[test]
    fn deep_recursion_grows_onto_new_segments() {
        // About 12 MB of frames from a stack of 1 MB: the recursion crosses into segments.
        let n = on_new_stack(1 << 20, || depth(20_000));
        assert_eq!(n, 20_000);
        assert!(!is_compiler_stack());
    }

    #[test]
    fn a_panic_on_the_compiler_stack_reaches_the_caller_and_restores_the_limit() {
        let caught = std::panic::catch_unwind(|| on_compiler_stack(|| panic!("inside")));
        assert!(caught.is_err());
        assert!(!is_compiler_stack());
        assert!(on_compiler_stack(is_compiler_stack));
    }
}

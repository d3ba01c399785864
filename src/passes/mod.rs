//! IR-to-IR passes, one per file.

pub mod inline;
pub mod iv_widen;
pub mod loop_rotate;
pub mod mem2reg;
pub mod partial_inline;
pub mod strength_reduce;
pub mod tail_dup;
pub mod tail_recursion;

//! IR-to-IR passes, one per file: SROA and mem2reg, then the pipeline (`pipeline::PIPELINE`), run by
//! the driver on each function before code generation.

pub mod call_graph;
pub mod inline;
pub mod iv_widen;
pub mod loop_rotate;
pub mod mem2reg;
pub mod partial_inline;
pub mod pipeline;
pub mod sroa;
pub mod strength_reduce;
pub mod tail_dup;
pub mod tail_recursion;

//! IR-to-IR passes, one per file: small memops, SROA and mem2reg, then the pipeline (`pipeline::PIPELINE`), run by
//! the driver on each function before code generation.

pub mod bit_test;
pub mod call_graph;
pub mod dce;
pub mod early_cse;
pub mod fp_contract;
pub mod inline;
pub mod iv_widen;
pub mod jump_thread;
pub mod lib_builtins;
pub mod lifetime_start;
pub mod load_combine;
pub mod load_elim;
pub mod loop_idiom;
pub mod loop_rotate;
pub mod loop_simplify;
pub mod mem2reg;
pub mod partial_inline;
pub mod phiopt;
pub mod pipeline;
pub mod sccp;
pub mod simplify_cfg;
pub mod small_memops;
pub mod sroa;
pub mod strength_reduce;
pub mod table_switch;
pub mod tail_dup;
pub mod tail_recursion;

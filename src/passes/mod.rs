//! IR-to-IR passes, one per file.

pub mod mem2reg;

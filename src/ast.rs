//! The abstract syntax tree built from pest's parse pairs by `crate::parse`.

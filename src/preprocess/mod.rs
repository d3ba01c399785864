//! The C preprocessor (translation phases 1-4).

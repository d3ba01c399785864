//! The IR text form (reader).

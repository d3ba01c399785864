//! Semantic analysis: types, scopes, implicit conversions, constant expressions.

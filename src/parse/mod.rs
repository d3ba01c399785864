//! Parsing: `c.pest` and the builder from pest pairs to the AST.

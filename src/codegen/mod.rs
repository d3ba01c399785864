//! Code generation: IR to Cranelift IR, and object emission.

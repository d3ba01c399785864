//! mem2reg: promote allocas to SSA values (LLVM's PromoteMemoryToRegister).

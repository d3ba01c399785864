//! Variable length arrays and `__builtin_alloca`: storage whose size is known only at run
//! time.
//!
//! Part of lowering. Cranelift has no dynamic stack allocation, so that storage comes from
//! a second stack, a per-thread LIFO region the runtime keeps (`runtime/helpers.c`): the
//! program asks it for the current top (`__tcc_rs_stack_save`), for `n` more bytes aligned
//! to 16 (`__tcc_rs_stack_alloc`), and to cut it back to an earlier top
//! (`__tcc_rs_stack_restore`). A variable length array object saves the top before its
//! storage is taken and restores it wherever control leaves its scope (the end of its
//! block, `break`, `continue`, `goto`, `return`: the same exits `cleanup` handles, see
//! `cleanup`), so a loop that re-enters the scope reuses the memory. A function that calls
//! `alloca` saves the top on entry and restores it on every return, so `alloca` memory
//! lives until the function returns, as in gcc; and as in gcc, leaving the scope of a
//! variable length array also frees what `alloca` gave after it was declared. After a
//! `longjmp` out of such a scope nothing is restored there; the memory comes back when a
//! function further out that saved a top restores it (or stays until the thread ends).
//!
//! The sizes: each array size the declarator writes is evaluated where the declarator is
//! and kept in a hidden local (`vla.len`, which mem2reg promotes like any scalar); the
//! size of a type is then computed from those (`runtime_size`).

use super::cleanup::Cleanup;
use super::*;
use crate::ir::{BinOp, InstKind};

/// The runtime's region functions.
use crate::ir::names::{STACK_ALLOC as ALLOC, STACK_RESTORE as RESTORE, STACK_SAVE as SAVE};

impl FunctionLowering<'_> {
    /// Evaluate the array sizes a declarator writes, into their hidden locals.
    pub(super) fn vla_lengths(&mut self, lengths: &[(SymbolId, Expr)]) {
        for (id, len) in lengths {
            self.ensure_open();
            let slot = self.b.alloca(8, 8, "vla.len");
            self.locals.insert(*id, slot);
            if let Some(v) = self.rvalue(len) {
                self.b.store(ir::Type::I64, v, slot);
            }
        }
    }

    /// The size in bytes of `ty` as an `i64`, computed from the hidden lengths of the
    /// variable length arrays in it.
    pub(super) fn runtime_size(&mut self, ty: &Type) -> Value {
        if let Some(size) = ty.size() {
            return self.b.iconst(ir::Type::I64, size as i64);
        }
        let (count, elem) = match ty {
            Type::Vla(elem, len) => {
                let count = match self.locals.get(len) {
                    Some(&slot) => self.b.load(ir::Type::I64, slot, Some("vla.count")),
                    // A size never evaluated (a prototype's): sema allows none here.
                    None => self.b.iconst(ir::Type::I64, 0),
                };
                (count, elem)
            }
            Type::Array(elem, n) => (self.b.iconst(ir::Type::I64, n.unwrap_or(0) as i64), elem),
            // `void` and functions count as one byte in GNU C's pointer arithmetic.
            _ => return self.b.iconst(ir::Type::I64, 1),
        };
        let elem = elem.clone();
        let elem_size = self.runtime_size(&elem);
        self.b.binary(
            BinOp::Mul,
            ir::Type::I64,
            count,
            elem_size,
            Some("vla.size"),
        )
    }

    /// A variable length array object: its storage comes from the region, after saving
    /// the region's top, which leaving the scope restores. The local `id` then holds the
    /// address of the storage (see `address` of an identifier).
    pub(super) fn vla_object(&mut self, id: SymbolId, ty: &Type) {
        self.ensure_open();
        let mark = self.save_region_top();
        let size = self.runtime_size(ty);
        let storage = self.runtime_call(ALLOC, Some(ir::Type::Ptr), vec![size]);
        let slot = self
            .b
            .alloca(8, 8, &format!("{}.vla", self.syms.get(id).name));
        if let Some(p) = storage {
            self.b.store(ir::Type::Ptr, p, slot);
        }
        self.vla_objects.insert(id, slot);
        self.cleanups.push((id, Cleanup::RestoreRegion(mark)));
    }

    /// The start of a function that calls `alloca`: the region's top is restored on
    /// every return (as the bottom cleanup, keyed by the function itself).
    pub(super) fn save_region_for_alloca(&mut self, function: SymbolId) {
        let mark = self.save_region_top();
        self.cleanups.push((function, Cleanup::RestoreRegion(mark)));
    }

    /// `__builtin_alloca(size)`.
    pub(super) fn alloca_call(&mut self, size: &Expr) -> Option<Value> {
        let n = self.rvalue(size)?;
        self.runtime_call(ALLOC, Some(ir::Type::Ptr), vec![n])
    }

    /// The region's top, kept in an alloca of its own for the restores (at every exit
    /// of a scope, which need not be dominated by one SSA value before mem2reg).
    fn save_region_top(&mut self) -> Value {
        let slot = self.b.alloca(8, 8, "vla.mark");
        if let Some(top) = self.runtime_call(SAVE, Some(ir::Type::Ptr), vec![]) {
            self.b.store(ir::Type::Ptr, top, slot);
        }
        slot
    }

    /// Cut the region back to the top saved in `mark`.
    pub(super) fn restore_region(&mut self, mark: Value) {
        let top = self.b.load(ir::Type::Ptr, mark, None);
        self.runtime_call(RESTORE, None, vec![top]);
    }

    /// Call a function of the runtime or a support library (the region functions here,
    /// libatomic's), declaring it in the module.
    pub(super) fn runtime_call(
        &mut self,
        name: &str,
        ret: Option<ir::Type>,
        args: Vec<Value>,
    ) -> Option<Value> {
        let params: Vec<AbiParam> = args
            .iter()
            .map(|&a| AbiParam::new(self.b.func.value_type(a)))
            .collect();
        let sig = Signature {
            fixed: params.len(),
            params,
            ret: ret.into_iter().map(AbiParam::new).collect(),
            variadic: false,
            ..Default::default()
        };
        if !self.callees.iter().any(|(n, _)| n == name) {
            self.callees.push((name.to_string(), sig.clone()));
        }
        let inst = self.b.ins(
            InstKind::call(ir::Callee::Direct(name.to_string()), sig, args),
            None,
        );
        self.b.func.insts[inst].result
    }
}

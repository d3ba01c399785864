//! Calls on cold paths through a stub that clobbers no register.
//!
//! Part of code generation, when optimising. A call clobbers every register the C
//! convention lets its callee clobber, so each value live across it must sit in a
//! callee-saved register or on the stack; x86-64's System V convention has no callee-saved
//! floating register at all. regalloc2 places such a value once for its whole live range:
//! a floating value live across a call that almost never runs (`sqrt`'s call for a negative
//! operand, kept for `errno` by `lib-builtins`; a function declared `cold`) is stored to the
//! stack where it is defined and reloaded where it is used, on the path that makes no call
//! too. gcc's register allocator spills around the call, on the cold path only.
//!
//! So a `call cold` that returns goes through a stub of tcc-rs's own, compiled by Cranelift
//! with its `preserve_all` convention: the stub saves every register the call would clobber,
//! makes the call, stores its result at an address it was given (`preserve_all` returns no
//! value), and restores them. The caller's code around the call is allocated as if the call
//! clobbered nothing; the cost, two dozen stores and loads, is on the cold path. One stub per
//! callee and signature, local to the object (`NAME.tccrs.cold.N`).
//!
//! Only calls whose arguments all travel in registers and whose result is at most one
//! scalar: a stub forwards its arguments register for register. A call of a `noreturn`
//! function ends its block (`unreachable`): nothing is live across it, so it stays a call.

use super::parallel::{self, Job, SmallLeaves};
use super::ObjectGen;
use crate::ir::{self, InstKind, Terminator, Type};
use crate::target::Arch;
use cranelift_codegen::ir::{self as clif, InstBuilder, MemFlagsData};
use cranelift_codegen::isa::CallConv;
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_module::{FuncId, Linkage, Module};
use rustc_hash::FxHashSet as HashSet;

/// The stubs declared so far, with their callee and call-site signature, in the order
/// declared (so that the object file does not depend on hash order).
pub(crate) type Stubs = Vec<((String, ir::Signature), FuncId)>;

/// The calls of `f` that go through a stub: each `call cold` of a named, non-variadic
/// function with the C convention, whose arguments are scalars that all travel in
/// registers on `arch`, with at most one scalar result, in a block that goes on after it.
pub(crate) fn calls(f: &ir::Function, arch: Arch) -> HashSet<ir::Inst> {
    let mut out = HashSet::default();
    for &b in &f.layout {
        // (A block without a terminator is broken IR, which translation reports.)
        match &f.blocks[b].term {
            None | Some(Terminator::Unreachable | Terminator::Trap) => continue,
            Some(_) => {}
        }
        for &i in f.block_insts(b) {
            if let InstKind::Call(call) = &f.insts[i].kind {
                if call.cold && eligible(call, arch) {
                    out.insert(i);
                }
            }
        }
    }
    out
}

/// Whether `call` can go through a stub (see [`calls`]).
fn eligible(call: &ir::CallData, arch: Arch) -> bool {
    let sig = &call.sig;
    let scalar = |p: &ir::AbiParam| {
        p.purpose == ir::Purpose::Normal
            && matches!(
                p.ty,
                Type::I8 | Type::I16 | Type::I32 | Type::I64 | Type::Ptr | Type::F32 | Type::F64
            )
    };
    let floats = sig.params.iter().filter(|p| p.ty.is_float()).count();
    let ints = sig.params.len() - floats;
    // With the result's address, one integer argument more.
    let ints = ints + usize::from(!sig.ret.is_empty());
    let int_regs = if arch == Arch::X86_64 { 6 } else { 8 };
    matches!(call.callee, ir::Callee::Direct(_))
        && call.args.len() == sig.params.len()
        && !sig.variadic
        && sig.conv == ir::CallConv::C
        && call.extra_results.is_empty()
        && sig.ret.len() <= 1
        && sig.params.iter().chain(&sig.ret).all(scalar)
        && ints <= int_regs
        && floats <= 8
}

impl<M: Module> ObjectGen<M> {
    /// The stub through which a cold call of `callee` with the call-site signature `sig`
    /// goes, and the signature to call it with: the callee's parameters, then the address
    /// of the result's slot if it has a result, with the `preserve_all` convention.
    pub fn cold_call_stub(
        &mut self,
        callee: &str,
        sig: &ir::Signature,
    ) -> Result<(FuncId, clif::Signature), String> {
        let stub_sig = self.cold_stub_signature(callee, sig);
        let key = (callee.to_string(), sig.clone());
        if let Some(&(_, id)) = self.syms.cold_stubs.iter().find(|(k, _)| *k == key) {
            return Ok((id, stub_sig));
        }
        self.function_id(callee, sig)?;
        let name = format!("{callee}.tccrs.cold.{}", self.syms.cold_stubs.len());
        let id = self
            .module
            .declare_function(&name, Linkage::Local, &stub_sig)
            .map_err(|e| format!("internal compiler error: cold call stub: {e}"))?;
        self.syms.cold_stubs.push((key, id));
        Ok((id, stub_sig))
    }

    fn cold_stub_signature(&self, callee: &str, sig: &ir::Signature) -> clif::Signature {
        let target = self.function_signature(callee, sig);
        let mut out = clif::Signature::new(CallConv::PreserveAll);
        out.params = target.params;
        if !sig.ret.is_empty() {
            out.params.push(clif::AbiParam::new(clif::types::I64));
        }
        out
    }

    /// Compile and define each stub declared (see the module comment).
    pub(crate) fn define_cold_call_stubs(&mut self) -> Result<(), String> {
        let stubs = std::mem::take(&mut self.syms.cold_stubs);
        for ((callee, sig), id) in stubs {
            let func = self.cold_stub_body(&callee, &sig, id)?;
            let job = Job {
                index: 0,
                id,
                name: format!("{callee}.tccrs.cold"),
                ctx: cranelift_codegen::Context::for_function(func),
            };
            let mut compiled = parallel::compile(&*self.isa.clone(), &SmallLeaves::default(), job)?;
            self.define_compiled(&mut compiled)?;
        }
        Ok(())
    }

    /// The body of stub `id`: call `callee`, store its result at the last argument, return.
    fn cold_stub_body(
        &mut self,
        callee: &str,
        sig: &ir::Signature,
        id: FuncId,
    ) -> Result<clif::Function, String> {
        let stub_sig = self.cold_stub_signature(callee, sig);
        let target_sig = self.function_signature(callee, sig);
        let target = self.function_id(callee, sig)?;
        let decl = self.module.declarations().get_function_decl(target);
        let colocated = decl.linkage.is_final() || self.isa.flags().is_pic();
        let name = clif::UserFuncName::user(0, id.as_u32());
        let mut func = clif::Function::with_name_signature(name, stub_sig);
        let mut fctx = FunctionBuilderContext::new();
        let mut b = FunctionBuilder::new(&mut func, &mut fctx);
        let entry = b.create_block();
        b.append_block_params_for_function_params(entry);
        b.switch_to_block(entry);
        b.seal_block(entry);
        let params = b.block_params(entry).to_vec();
        let signature = b.import_signature(target_sig);
        let user = b
            .func
            .declare_imported_user_function(clif::UserExternalName::new(0, target.as_u32()));
        let fr = b.import_function(clif::ExtFuncData {
            name: clif::ExternalName::user(user),
            signature,
            colocated,
            patchable: false,
        });
        let args = &params[..sig.params.len()];
        let call = b.ins().call(fr, args);
        if !sig.ret.is_empty() {
            let result = b.inst_results(call)[0];
            b.ins()
                .store(MemFlagsData::trusted(), result, params[args.len()], 0);
        }
        b.ins().return_(&[]);
        b.finalize(self.module.isa().frontend_config());
        Ok(func)
    }
}

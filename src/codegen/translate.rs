//! Translation of one IR function into one Cranelift function.
//!
//! The IR is already in SSA form, so the translation is structural:
//! - every IR block becomes a Cranelift block, created with all its parameters (one per phi,
//!   in phi order) before any block is filled;
//! - every CFG edge passes the phi operands that belong to it as block arguments. The k-th
//!   operand of a phi naming predecessor P belongs to the k-th edge from P, counting edges in
//!   `Terminator::successors` order, so a `br` whose two edges reach one block passes each
//!   edge its own arguments;
//! - every alloca becomes an explicit stack slot addressed with `stack_addr`, or a place in
//!   one slot shared by the locals of disjoint C blocks (`frame`).
//!
//! Cranelift's own SSA construction (`declare_var`/`use_var`) is deliberately not used: it
//! would hide what mem2reg did. Blocks are filled in reverse post-order, so every value is
//! translated before its uses; unreachable blocks (no value flows out of them) become traps.
//!
//! When Cranelift optimises, a conditional branch that leaves a loop names the exit first,
//! with the condition inverted, so that Cranelift's loop-invariant code motion sees the loop
//! body (see `loops`).

use super::cold;
use super::cold_call;
use super::debug::SourceLocations;
use super::divconst;
use super::extensions::{self, WideLoad};
use super::labels::LabelPlan;
use super::variadic::Varargs;
use super::{clif_type, frame, ObjectGen};
use crate::ir::interp::{self, Val};
use crate::ir::loops::LoopInfo;
use crate::ir::names;
use crate::ir::{
    self, cfg, dominators::DomTree, AtomicOp, BinOp, CastOp, Cond, InstKind, Terminator, Type,
    UnOp, ValueDef,
};
use crate::passes::sccp;
use crate::target::Arch;
use cranelift_codegen::ir as clif;
use cranelift_codegen::ir::condcodes::{CondCode, FloatCC, IntCC};
use cranelift_codegen::ir::{types, BlockArg, InstBuilder, MemFlagsData, TrapCode};
use cranelift_codegen::settings::{OptLevel, TlsModel};
use cranelift_entity::{EntityRef, SecondaryMap};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_module::{FuncId, Module};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// A switch with at least this many cases, whose case values span at most
/// `DENSE_SPAN_PER_CASE` times as many values, becomes a `br_table`.
const DENSE_MIN_CASES: usize = 4;
const DENSE_SPAN_PER_CASE: i128 = 3;

/// `-g`: the stack slot and offset holding each variable, where one does.
pub(crate) type VariableSlots = Vec<Option<(clif::StackSlot, i32)>>;

/// Translate `f` into `out` (whose signature and name the caller has set). For `-g`, the
/// stack slot and offset holding each of `f.debug`'s variables, where one does, and what
/// the source locations of `out`'s instructions stand for.
pub(crate) fn translate_function<M: Module>(
    gen: &mut ObjectGen<M>,
    f: &ir::Function,
    out: &mut clif::Function,
) -> Result<(VariableSlots, SourceLocations), String> {
    let mut fctx = FunctionBuilderContext::new();
    let builder = FunctionBuilder::new(out, &mut fctx);
    let cfg = cfg::Cfg::new(f);
    let optimising = gen.isa.flags().opt_level() != OptLevel::None;
    let loops = optimising.then(|| LoopInfo::new(f, &cfg, &DomTree::new(f, &cfg)));
    let mut t = Translator {
        gen,
        f,
        b: builder,
        blocks: SecondaryMap::new(),
        values: SecondaryMap::new(),
        callees: HashMap::default(),
        symbols: HashMap::default(),
        loops,
        slot_align: SecondaryMap::new(),
        wide_loads: extensions::plan(f),
        widened: SecondaryMap::new(),
        slots: SecondaryMap::new(),
        constants: SecondaryMap::new(),
        shared: None,
        varargs: None,
        extra_params: Vec::new(),
        labels: LabelPlan::default(),
        sources: SourceLocations::default(),
        keeps_sp: None,
        cold_calls: Default::default(),
    };
    if optimising && t.gen.cold_call_stubs {
        t.cold_calls = cold_call::calls(f, t.gen.target.arch());
    }
    if t.gen.target.arch() == Arch::X86_64 && allocates_at_run_time(f) {
        t.keeps_sp = Some(None);
    }
    if let Some(d) = f.debug.as_ref().filter(|_| t.gen.debug_info) {
        t.labels = LabelPlan::new(f, d, optimising);
        if !t.labels.is_empty() {
            t.b.func.collect_debug_info();
        }
    }
    t.shared = frame::shared_area(f).map(|area| {
        let data = clif::StackSlotData::new(clif::StackSlotKind::ExplicitSlot, area.size, 4);
        (t.b.create_sized_stack_slot(data), area)
    });
    t.create_blocks()?;
    let rpo = cfg::reverse_post_order(f, &cfg);
    let mut reachable = SecondaryMap::<ir::Block, bool>::new();
    for &b in &rpo {
        reachable[b] = true;
        t.fill_block(b)?;
    }
    for &b in &f.layout {
        if !reachable[b] {
            t.fill_unreachable_block(b);
        }
    }
    if optimising && t.gen.block_placement {
        let cold = cold::cold_blocks(f);
        t.gen.hinted_branches += cold::hinted_branches(f);
        for &b in f.layout.iter().filter(|&&b| cold[b] && reachable[b]) {
            let cb = t.block(b)?;
            t.b.func.layout.set_cold(cb);
            t.gen.cold_blocks += 1;
        }
    }
    t.b.seal_all_blocks();
    let slots = t.variable_slots();
    let config = t.gen.module.isa().frontend_config();
    t.b.finalize(config);
    let mut sources = t.sources;
    sources.inlined = f.positions.inlined().to_vec();
    Ok((slots, sources))
}

pub(crate) struct Translator<'a, 'b, M: Module> {
    gen: &'a mut ObjectGen<M>,
    pub(super) f: &'a ir::Function,
    pub(crate) b: FunctionBuilder<'b>,
    blocks: SecondaryMap<ir::Block, Option<clif::Block>>,
    values: SecondaryMap<ir::Value, Option<clif::Value>>,
    /// Imported callees, per name and call-site signature (a name is called with one
    /// signature but for an unprototyped callee's calls).
    callees: HashMap<String, Vec<(ir::Signature, clif::FuncRef)>>,
    /// The global value of each data symbol used, declared once: Cranelift merges the
    /// addresses of one global value (and hoists them out of loops), not those of two.
    symbols: HashMap<cranelift_module::DataId, clif::GlobalValue>,
    /// The loops of `f`, when Cranelift optimises (to order branch targets for its LICM).
    loops: Option<LoopInfo>,
    /// The alignment of each alloca's stack slot, by the alloca's result.
    slot_align: SecondaryMap<ir::Value, u32>,
    /// The loads to be made extended, by result (`extensions`)...
    wide_loads: SecondaryMap<ir::Value, Option<WideLoad>>,
    /// ... and, once made, the extended value of each.
    widened: SecondaryMap<ir::Value, Option<(clif::Value, WideLoad)>>,
    /// The stack slot and offset of each alloca whose address is there (no stricter
    /// alignment than the frame's), by the alloca's result: each use takes its own
    /// `stack_addr` (see `value`).
    slots: SecondaryMap<ir::Value, Option<(clif::StackSlot, i32)>>,
    /// The results of the instructions whose operands are all constants, folded (`fold`;
    /// a floating one as its `f64`'s bits): each use makes the constant again, as a
    /// constant's use does.
    constants: SecondaryMap<ir::Value, Option<i64>>,
    /// The slot shared by the locals of disjoint C blocks, with their offsets (`frame`).
    shared: Option<(clif::StackSlot, frame::SharedArea)>,
    /// In a variadic function, its register save area (see `variadic`).
    pub(super) varargs: Option<Varargs>,
    /// In a variadic function, the extra parameters holding the free argument registers.
    extra_params: Vec<clif::Value>,
    /// `-g`: the values labelled with the variables they hold (`labels`).
    labels: LabelPlan,
    /// `-g`: what each source location given to an instruction stands for.
    sources: SourceLocations,
    /// On x86-64, in a function that allocates stack at run time (`alloca`, a variable
    /// length array), the slot through which calls that may move the stack pointer are
    /// made (see `call_keeping_sp`); created by the first such call.
    keeps_sp: Option<Option<clif::StackSlot>>,
    /// The calls made through a stub that clobbers no register (`cold_call`).
    cold_calls: HashSet<ir::Inst>,
}

/// The runtime's stub through which a function that allocates stack at run time makes its
/// calls, and the helper that hands it the caller's slot (see `call_keeping_sp`).
const CALL_KEEPING_SP: &str = "__tcc_rs_call_keeping_sp";
const CALL_PUSH: &str = "__tcc_rs_call_push";

/// Does `f` take stack at run time (`alloca` or a variable length array)? gcc gives such a
/// function a frame pointer.
fn allocates_at_run_time(f: &ir::Function) -> bool {
    f.insts.values().any(|d| {
        matches!(&d.kind, InstKind::Call(call)
            if matches!(&call.callee, ir::Callee::Direct(name) if name == names::STACK_ALLOC))
    })
}

/// What a call calls, once resolved.
enum CallTarget {
    Func(clif::FuncRef),
    Pointer(clif::Value),
}

/// May a call of `callee` return with another stack pointer than it was called with? Not
/// the runtime's helpers, the functions `asm` statements become, nor the functions that
/// return twice, which must return into the caller's own frame.
fn may_move_sp(callee: &ir::Callee) -> bool {
    match callee {
        ir::Callee::Direct(name) => {
            !name.starts_with(names::HELPER_PREFIX)
                && !name.starts_with(names::ASM_PREFIX)
                && !names::RETURNS_TWICE.contains(&name.as_str())
        }
        ir::Callee::Indirect(_) => true,
    }
}

fn ice(msg: impl std::fmt::Display) -> String {
    format!("internal compiler error: {msg}")
}

impl<M: Module> Translator<'_, '_, M> {
    /// Step 1: every block with its parameters, in layout order with the entry first (the
    /// Cranelift entry block is the first in layout and takes the function parameters).
    fn create_blocks(&mut self) -> Result<(), String> {
        let f = self.f;
        let order =
            std::iter::once(f.entry).chain(f.layout.iter().copied().filter(|&b| b != f.entry));
        for b in order {
            let cb = self.b.create_block();
            self.b.func.layout.append_block(cb);
            self.blocks[b] = Some(cb);
            if b == f.entry {
                self.b.append_block_params_for_function_params(cb);
                let mut params: Vec<_> = self.b.block_params(cb).to_vec();
                let extra = params.len().checked_sub(f.params.len());
                if extra.is_none() || (extra != Some(0) && !f.sig.variadic) {
                    return Err(ice(format!("function '{}': parameter count", f.name)));
                }
                self.extra_params = params.split_off(f.params.len());
                for (&v, &cv) in f.params.iter().zip(&params) {
                    self.values[v] = Some(cv);
                    // Nothing precedes a parameter: one left unlabelled needs no kill.
                    self.label(v, cv);
                }
            }
            for &phi in f.block_phis(b) {
                let data = &f.insts[phi];
                let (Some(ty), Some(result)) = (data.kind.result_type(), data.result) else {
                    return Err(ice(format!("phi {phi} without a result")));
                };
                let param = self.b.append_block_param(cb, clif_type(ty));
                self.values[result] = Some(param);
                // Killed when the block is filled: it has no instructions yet.
                if let Some(vars) = self.label(result, param) {
                    self.labels.kill_at_start.entry(b).or_default().extend(vars);
                }
            }
        }
        Ok(())
    }

    /// `-g`: where each variable of `f.debug` lives (those of inlined copies after the
    /// function's own), if its alloca is still there (mem2reg promotes those whose address
    /// is not taken) and has a slot of its own.
    fn variable_slots(&self) -> Vec<Option<(clif::StackSlot, i32)>> {
        let Some(debug) = self.f.debug.as_ref().filter(|_| self.gen.debug_info) else {
            return Vec::new();
        };
        let entry = self.f.block_insts(self.f.entry);
        let allocas = debug.variables.iter().map(|v| Some(v.alloca));
        (allocas.chain(debug.inlined.iter().map(|v| v.alloca)))
            .map(|alloca| {
                let alloca = alloca?;
                let r = self.f.insts.get(alloca)?.result?;
                entry.contains(&alloca).then_some(())?;
                self.slots[r]
            })
            .collect()
    }

    /// `-g`: label `cv`, just defined as `v`'s value, with the variables `v` holds from here
    /// (`labels`). A value of two registers, which Cranelift cannot label, is not: the
    /// variables it would label are returned, for the caller to kill.
    fn label(&mut self, v: ir::Value, cv: clif::Value) -> Option<Vec<u32>> {
        let vars = self.labels.at_def.get(&v)?;
        if self.b.func.dfg.value_type(cv) == types::I128 {
            return Some(vars.clone());
        }
        for &k in vars {
            self.b.set_val_label(cv, clif::ValueLabel::from_u32(k));
        }
        None
    }

    /// `-g`: end what the labels of `vars` say here, by a dead instruction carrying them,
    /// which makes no code when Cranelift does not optimise (`labels`).
    fn kill(&mut self, vars: &[u32]) {
        let dead = self.b.ins().iconst(types::I64, 0);
        for &k in vars {
            self.b.set_val_label(dead, clif::ValueLabel::from_u32(k));
        }
    }

    /// `-g`: what `labels` says at instruction `inst`, before (`after` false) or after it,
    /// whose translation made the values from `first` on.
    fn label_at(&mut self, inst: ir::Inst, after: Option<usize>) {
        let Some(first) = after else {
            if let Some(vars) = self.labels.kill_before.get(&inst).cloned() {
                self.kill(&vars);
            }
            return;
        };
        let f = self.f;
        for r in f.insts[inst].results() {
            let Some(cv) = self.values[r] else { continue };
            let unlabelled = match cv.index() >= first {
                true => self.label(r, cv),
                false => self.labels.at_def.get(&r).cloned(),
            };
            if let Some(vars) = unlabelled {
                self.kill(&vars);
            }
        }
    }

    fn block(&self, b: ir::Block) -> Result<clif::Block, String> {
        self.blocks[b].ok_or_else(|| ice(format!("branch to block {b} that is not in the layout")))
    }

    /// Step 2: the instructions and the terminator of a reachable block.
    fn fill_block(&mut self, b: ir::Block) -> Result<(), String> {
        let cb = self.block(b)?;
        self.b.switch_to_block(cb);
        if b == self.f.entry && self.f.sig.variadic {
            let extras = std::mem::take(&mut self.extra_params);
            self.save_argument_registers(&extras, self.gen.target);
        }
        if b == self.f.entry {
            self.vector_params_from_abi()?;
        }
        if let Some(vars) = self.labels.kill_at_start.get(&b).cloned() {
            self.kill(&vars);
        }
        for &inst in self.f.block_insts(b) {
            if self.gen.debug_info {
                let call = self.f.positions.inst_call(inst);
                self.set_source_location(self.f.positions.inst(inst), call);
            }
            self.label_at(inst, None);
            let first = self.b.func.dfg.num_values();
            self.inst(inst)?;
            self.label_at(inst, Some(first));
        }
        if self.gen.debug_info {
            let call = self.f.positions.term_call(b);
            self.set_source_location(self.terminator_position(b), call);
        }
        if let Some(vars) = self.labels.kill_at_end.get(&b).cloned() {
            self.kill(&vars);
        }
        let term = self.f.blocks[b]
            .term
            .as_ref()
            .ok_or_else(|| ice(format!("block {} has no terminator", self.f.block_name(b))))?;
        self.terminator(b, term)
    }

    /// `-g`: the source position of `b`'s terminator. A `ret` is the function's epilogue,
    /// which gcc gives the closing brace's line, so that `next` from the last statement
    /// stops there (and, returning into a caller, stops in it rather than leaving it too)
    /// and a breakpoint on it holds. Only where the `return` statement keeps code of its
    /// own before it in the block (instructions from its expression, which lies between
    /// the `return` and the brace): one that has none (`return 0;`, a variable's value in
    /// a register) keeps its line for the epilogue, or the line would have no code.
    fn terminator_position(&self, b: ir::Block) -> Option<usize> {
        let position = self.f.positions.term(b);
        let closing = self.f.positions.closing_brace();
        let (Some(ir::Terminator::Ret(_)), Some(at), Some(closing)) =
            (&self.f.blocks[b].term, position, closing)
        else {
            return position;
        };
        let from_return = |i: &ir::Inst| {
            let p = self.f.positions.inst(*i);
            self.f.positions.inst_call(*i) == 0 && p.is_some_and(|p| at <= p && p < closing)
        };
        match self.f.block_insts(b).iter().any(from_return) {
            true => Some(closing),
            false => position,
        }
    }

    /// The source offset (in the preprocessed text) the next instructions come from, and
    /// the inlined call whose copy they belong to, as Cranelift's source location (its
    /// number in `sources`), for `-g`.
    fn set_source_location(&mut self, offset: Option<usize>, call: u32) {
        if let Some(offset) = offset {
            let loc = self.sources.number(offset, call);
            self.b.set_srcloc(clif::SourceLoc::new(loc));
        }
    }

    fn fill_unreachable_block(&mut self, b: ir::Block) {
        if let Some(cb) = self.blocks[b] {
            self.b.switch_to_block(cb);
            self.b.ins().trap(TrapCode::unwrap_user(1));
        }
    }

    /// The Cranelift value of an IR value; constants and `undef` are materialised at the use.
    pub(super) fn value(&mut self, v: ir::Value) -> Result<clif::Value, String> {
        let data = &self.f.values[v];
        let ty = data.ty;
        match data.def {
            // An alloca's address is made again at each use, as a constant is: one value
            // defined in the entry block and used all over the function would hold a register
            // from start to end, or take a spill slot of its own and a load at each use.
            ValueDef::Inst(_) if self.slots[v].is_some() => {
                let (slot, offset) = self.slots[v].ok_or_else(|| ice("no slot"))?;
                Ok(self.b.ins().stack_addr(types::I64, slot, offset))
            }
            ValueDef::Inst(_) if self.constants[v].is_some() => {
                let n = self.constants[v].ok_or_else(|| ice("no constant"))?;
                Ok(self.constant(ty, n))
            }
            ValueDef::Inst(_) | ValueDef::Param(_) => {
                self.values[v].ok_or_else(|| ice(format!("value {v} used before its definition")))
            }
            ValueDef::IConst(n) => Ok(self.iconst(ty, n)),
            ValueDef::FConst(bits) => Ok(self.fconst(ty, f64::from_bits(bits))),
            // `undef` has no Cranelift form; any value is correct, and zero is cheapest.
            ValueDef::Undef if ty.is_vector() => Ok(self.vector_zero(ty)),
            ValueDef::Undef if ty.is_float() => Ok(self.fconst(ty, 0.0)),
            ValueDef::Undef => Ok(self.iconst(ty, 0)),
        }
    }

    fn iconst(&mut self, ty: Type, n: i64) -> clif::Value {
        // Cranelift has no 128-bit `iconst`; the IR's constant is sign-extended from 64 bits.
        if ty == Type::I128 {
            let low = self.b.ins().iconst(types::I64, n);
            return self.b.ins().sextend(types::I128, low);
        }
        // Cranelift wants the immediate of a narrow `iconst` zero-extended from its width.
        let bits = ty.bytes() * 8;
        let n = if bits == 64 {
            n
        } else {
            n & ((1i64 << bits) - 1)
        };
        self.b.ins().iconst(clif_type(ty), n)
    }

    fn fconst(&mut self, ty: Type, x: f64) -> clif::Value {
        match ty {
            Type::F32 => self.b.ins().f32const(x as f32),
            // Only ever zero (an `undef`): the IR has no `f128` constants.
            Type::F128 => {
                let zero = self.b.func.dfg.constants.insert(vec![0u8; 16].into());
                self.b.ins().f128const(zero)
            }
            _ => self.b.ins().f64const(x),
        }
    }

    fn define(&mut self, inst: ir::Inst, v: clif::Value) -> Result<(), String> {
        let r = self.f.insts[inst]
            .result
            .ok_or_else(|| ice(format!("instruction {inst} has no result")))?;
        self.values[r] = Some(v);
        Ok(())
    }

    /// Map every result of `inst` (a call's first and extra results) to `results`, in order.
    fn define_results(&mut self, inst: ir::Inst, results: &[clif::Value]) -> Result<(), String> {
        let data = &self.f.insts[inst];
        if data.results().count() != results.len() {
            return Err(ice(format!(
                "instruction {inst} has {} results, the call {}",
                data.results().count(),
                results.len()
            )));
        }
        for (r, &v) in data.results().zip(results) {
            self.values[r] = Some(v);
        }
        Ok(())
    }

    /// The constant `inst`'s result is when it is integer arithmetic, a comparison or a
    /// conversion of constants (`sccp::fold`), or an exact conversion of an integer
    /// constant to a floating type (exact, so that no rounding mode could change it). Only
    /// `-O0` leaves any: it runs no SCCP, and Cranelift folds nothing there, so lowering's
    /// conversions of constants (`sext i32 1 to i64`) would each be an instruction, and
    /// `x >> 1` a shift by a register loaded from the constant pool.
    fn fold(&self, inst: ir::Inst) -> Option<(ir::Value, i64)> {
        let data = &self.f.insts[inst];
        let result = data.result?;
        let constant = |v| self.known(v);
        if let InstKind::Cast {
            op: op @ (CastOp::SiToFp | CastOp::UiToFp),
            from,
            to,
            arg,
        } = data.kind
        {
            if !sccp::foldable(from) || !matches!(to, Type::F32 | Type::F64) {
                return None;
            }
            let n = constant(arg)?;
            let integer = match op {
                CastOp::SiToFp => i128::from(n),
                _ => i128::from(
                    interp::cast(CastOp::Zext, from, Type::I64, Val::Int(n)).int() as u64,
                ),
            };
            let x = match interp::cast(op, from, to, Val::Int(n)) {
                Val::F32(x) => f64::from(x),
                Val::F64(x) => x,
                Val::Int(_) => return None,
            };
            return (x as i128 == integer).then_some((result, x.to_bits() as i64));
        }
        let (a, b) = sccp::fold_operands(&data.kind)?;
        let ks = [constant(a)?, b.map_or(Some(0), constant)?];
        Some((result, sccp::fold(&data.kind, &ks)?))
    }

    /// The integer constant `v` is, sign-extended from its type, if it is one or was folded.
    fn known(&self, v: ir::Value) -> Option<i64> {
        let value = &self.f.values[v];
        match value.def {
            ValueDef::IConst(n) => Some(value.ty.sign_extend(n)),
            ValueDef::Inst(_) => self.constants[v],
            _ => None,
        }
    }

    /// `k` when `v` is the constant 2^k of scalar integer type `ty`.
    fn power_of_two(&self, v: ir::Value, ty: Type) -> Option<i64> {
        let n = self.known(v).filter(|_| sccp::foldable(ty))? as u64;
        let n = n & (u64::MAX >> (64 - ty.bytes() * 8));
        n.is_power_of_two().then(|| i64::from(n.trailing_zeros()))
    }

    /// The constant `n` at type `ty` (a floating one given as its `f64`'s bits).
    fn constant(&mut self, ty: Type, n: i64) -> clif::Value {
        match matches!(ty, Type::F32 | Type::F64) {
            true => self.fconst(ty, f64::from_bits(n as u64)),
            false => self.iconst(ty, n),
        }
    }

    fn inst(&mut self, inst: ir::Inst) -> Result<(), String> {
        if let Some((result, n)) = self.fold(inst) {
            self.constants[result] = Some(n);
            let v = self.constant(self.f.value_type(result), n);
            return self.define(inst, v);
        }
        let kind = &self.f.insts[inst].kind;
        let v = match kind {
            InstKind::Alloca { size, align } => {
                let shared = self.shared.as_ref().and_then(|(slot, area)| {
                    let offset = i32::try_from(area.offsets[inst]?).ok()?;
                    Some((*slot, offset))
                });
                let (slot, addr) = match shared {
                    Some((slot, offset)) => {
                        let addr = self.b.ins().stack_addr(types::I64, slot, offset);
                        (Some((slot, offset)), addr)
                    }
                    None => self.alloca(*size, *align),
                };
                if let Some(r) = self.f.insts[inst].result {
                    self.slot_align[r] = (*align).max(1);
                    self.slots[r] = slot;
                }
                Some(addr)
            }
            InstKind::Load { ty, addr, volatile } => {
                let wide = self.f.insts[inst]
                    .result
                    .and_then(|r| Some((r, self.wide_loads[r]?)));
                Some(match wide {
                    Some((r, wide)) => self.wide_load(r, wide, *ty, *addr)?,
                    None => self.load(*ty, *addr, *volatile)?,
                })
            }
            InstKind::Store {
                value,
                addr,
                volatile,
                ..
            } => {
                self.store(*value, *addr, *volatile)?;
                None
            }
            InstKind::Binary { op, lhs, rhs, .. } => {
                let (l, r) = (self.value(*lhs)?, self.value(*rhs)?);
                let ty = self.f.value_type(*lhs);
                // A multiplication by 2^k is a shift, which an address's scaled index can
                // take (`(%rax,%rcx,8)` where `imul $8` came first): Cranelift makes the
                // same rewrite when it optimises, not at `-O0`.
                let shift = match op {
                    BinOp::Mul => match self.power_of_two(*rhs, ty) {
                        Some(k) => Some((l, k)),
                        None => self.power_of_two(*lhs, ty).map(|k| (r, k)),
                    },
                    _ => None,
                };
                if let Some((x, k)) = shift {
                    let v = self.b.ins().ishl_imm_u(x, k);
                    return self.define(inst, v);
                }
                Some(match op {
                    BinOp::SDiv | BinOp::UDiv | BinOp::SRem | BinOp::URem if ty == Type::I128 => {
                        self.libcall(int128_division_routine(*op), &[ty, ty], ty, &[l, r])?
                    }
                    BinOp::SDiv | BinOp::UDiv | BinOp::SRem | BinOp::URem => {
                        let divisor = match self.f.values[*rhs].def {
                            ValueDef::IConst(n) => Some(self.f.value_type(*rhs).sign_extend(n)),
                            _ => None,
                        };
                        self.division(*op, l, r, divisor)?
                    }
                    BinOp::Shl | BinOp::LShr | BinOp::AShr if ty.is_vector() => {
                        let count = self.vector_shift_count(*rhs, r);
                        self.binary(*op, l, count)
                    }
                    _ => self.binary(*op, l, r),
                })
            }
            InstKind::Unary { op, arg, .. } => {
                let a = self.value(*arg)?;
                Some(match op {
                    UnOp::Neg => self.b.ins().ineg(a),
                    UnOp::Not => self.b.ins().bnot(a),
                    UnOp::FNeg => self.b.ins().fneg(a),
                    UnOp::FAbs => self.b.ins().fabs(a),
                    UnOp::Sqrt => self.b.ins().sqrt(a),
                    UnOp::Clz => self.b.ins().clz(a),
                    UnOp::Ctz => self.b.ins().ctz(a),
                    UnOp::Popcnt => self.b.ins().popcnt(a),
                    UnOp::Bswap => self.b.ins().bswap(a),
                })
            }
            InstKind::Icmp { cond, lhs, rhs, .. } => {
                let (l, r) = (self.value(*lhs)?, self.value(*rhs)?);
                Some(self.b.ins().icmp(int_cc(*cond)?, l, r))
            }
            InstKind::Fcmp { cond, lhs, rhs, .. } => {
                let (l, r) = (self.value(*lhs)?, self.value(*rhs)?);
                Some(self.b.ins().fcmp(float_cc(*cond)?, l, r))
            }
            InstKind::Cast { op, from, to, arg } => {
                if let Some(v) = self.extended_by_its_load(*op, *to, *arg) {
                    return self.define(inst, v);
                }
                let a = self.value(*arg)?;
                let op = match *op {
                    CastOp::Sext
                        if !from.is_vector() && extensions::non_negative(self.f, *arg, 3) =>
                    {
                        &CastOp::Zext
                    }
                    _ => op,
                };
                Some(match int128_conversion_routine(*op, *from, *to) {
                    Some(routine) => self.libcall(routine, &[*from], *to, &[a])?,
                    None => self.cast(*op, *from, *to, a),
                })
            }
            InstKind::Call(call) if self.cold_calls.contains(&inst) => {
                let results = self.cold_call(&call.callee, &call.sig, &call.args)?;
                return self.define_results(inst, &results);
            }
            InstKind::Call(call) => {
                let results = self.call(&call.callee, &call.sig, &call.args)?;
                return self.define_results(inst, &results);
            }
            InstKind::GlobalAddr { name } => Some(self.global_addr(name)?),
            InstKind::FuncAddr { name } => Some(self.func_addr(name)?),
            InstKind::PtrOffset { base, offset } => {
                let (b, o) = (self.value(*base)?, self.value(*offset)?);
                Some(self.b.ins().iadd(b, o))
            }
            InstKind::VaStart { list } => {
                let l = self.value(*list)?;
                self.va_start(l)?;
                None
            }
            InstKind::AtomicLoad { ty, addr } => {
                let a = self.value(*addr)?;
                let flags = MemFlagsData::new();
                Some(self.b.ins().atomic_load(clif_type(*ty), flags, a))
            }
            InstKind::AtomicStore { value, addr, .. } => {
                let (v, a) = (self.value(*value)?, self.value(*addr)?);
                self.b.ins().atomic_store(MemFlagsData::new(), v, a);
                None
            }
            InstKind::AtomicRmw {
                op,
                ty,
                addr,
                value,
            } => {
                let (a, v) = (self.value(*addr)?, self.value(*value)?);
                let flags = MemFlagsData::new();
                Some(
                    self.b
                        .ins()
                        .atomic_rmw(clif_type(*ty), flags, rmw_op(*op), a, v),
                )
            }
            InstKind::AtomicCas {
                addr,
                expected,
                desired,
                ..
            } => {
                let a = self.value(*addr)?;
                let (e, x) = (self.value(*expected)?, self.value(*desired)?);
                Some(self.b.ins().atomic_cas(MemFlagsData::new(), a, e, x))
            }
            InstKind::Fence => {
                self.b.ins().fence();
                None
            }
            InstKind::Prefetch {
                addr,
                write,
                locality,
            } => {
                let a = self.value(*addr)?;
                let (id, sig) = self.gen.prefetch_stub(*write, *locality)?;
                let signature = self.b.import_signature(sig);
                let user = (self.b.func)
                    .declare_imported_user_function(clif::UserExternalName::new(0, id.as_u32()));
                let fr = self.b.import_function(clif::ExtFuncData {
                    name: clif::ExternalName::user(user),
                    signature,
                    colocated: true,
                    patchable: false,
                });
                self.b.ins().call(fr, &[a]);
                None
            }
            InstKind::ExtractLane { .. }
            | InstKind::InsertLane { .. }
            | InstKind::Splat { .. }
            | InstKind::HighBits { .. } => Some(self.lane_inst(kind)?),
            InstKind::Fma { a, b, c, .. } => {
                let (a, b, c) = (self.value(*a)?, self.value(*b)?, self.value(*c)?);
                Some(self.b.ins().fma(a, b, c))
            }
            InstKind::Phi { .. } => return Err(ice(format!("phi {inst} among the instructions"))),
        };
        match v {
            Some(v) => self.define(inst, v),
            None => Ok(()),
        }
    }

    /// A stack slot of `size` bytes at an `align`-aligned address. Cranelift keeps the frame
    /// 16-byte aligned but no more, so a stricter alignment (`_Alignas(64)`) is had by
    /// reserving `align - 16` spare bytes and rounding the slot's address up. The slot is
    /// returned when its address is the alloca's.
    fn alloca(&mut self, size: u32, align: u32) -> (Option<(clif::StackSlot, i32)>, clif::Value) {
        const FRAME_ALIGN: u32 = 16;
        let align = align.max(1).next_power_of_two();
        let spare = align.saturating_sub(FRAME_ALIGN);
        let slot = self.b.create_sized_stack_slot(clif::StackSlotData::new(
            clif::StackSlotKind::ExplicitSlot,
            size + spare,
            align.min(FRAME_ALIGN).trailing_zeros() as u8,
        ));
        let addr = self.b.ins().stack_addr(types::I64, slot, 0);
        if spare == 0 {
            return (Some((slot, 0)), addr);
        }
        let bumped = self.b.ins().iadd_imm_s(addr, i64::from(align - 1));
        (None, self.b.ins().band_imm_s(bumped, -i64::from(align)))
    }

    /// A volatile access is fenced by sequence points, which emit no code but stop Cranelift
    /// from merging, forwarding or moving memory accesses across them.
    fn load(&mut self, ty: Type, addr: ir::Value, volatile: bool) -> Result<clif::Value, String> {
        let a = self.value(addr)?;
        if volatile {
            self.b.ins().sequence_point();
        }
        let flags = self.mem_flags(ty, addr);
        let v = if ty.is_vector() {
            self.load_vector(ty, flags, a)
        } else {
            self.b.ins().load(clif_type(ty), flags, a, 0)
        };
        if volatile {
            self.b.ins().sequence_point();
        }
        Ok(v)
    }

    /// The load of `ty` at `addr` whose result `r` is loaded extended as `wide` says
    /// (`extensions`): the narrow value returned is the extended one's low bits.
    fn wide_load(
        &mut self,
        r: ir::Value,
        wide: WideLoad,
        ty: Type,
        addr: ir::Value,
    ) -> Result<clif::Value, String> {
        let a = self.value(addr)?;
        let flags = self.mem_flags(ty, addr);
        let to = clif_type(wide.to);
        let ins = self.b.ins();
        let v = match (ty, wide.signed) {
            (Type::I8, false) => ins.uload8(to, flags, a, 0),
            (Type::I8, true) => ins.sload8(to, flags, a, 0),
            (Type::I16, false) => ins.uload16(to, flags, a, 0),
            (Type::I16, true) => ins.sload16(to, flags, a, 0),
            (Type::I32, false) => ins.uload32(flags, a, 0),
            (Type::I32, true) => ins.sload32(flags, a, 0),
            _ => return Err(ice(format!("an extending load of {ty}"))),
        };
        self.widened[r] = Some((v, wide));
        Ok(self.b.ins().ireduce(clif_type(ty), v))
    }

    /// The value of `op` (an extension to `to`) of `arg`, when `arg`, or the value `arg`
    /// extends, was loaded with that extension to at least `to`'s width (`wide_load`).
    fn extended_by_its_load(
        &mut self,
        op: CastOp,
        to: Type,
        arg: ir::Value,
    ) -> Option<clif::Value> {
        let (load, signed) = extensions::of_load(self.f, op, arg)?;
        let (v, wide) = self.widened[load]?;
        let (to, loaded) = (clif_type(to), clif_type(wide.to));
        if signed != wide.signed || !to.is_int() || to.bits() > loaded.bits() {
            return None;
        }
        Some(match to == loaded {
            true => v,
            false => self.b.ins().ireduce(to, v),
        })
    }

    fn store(&mut self, value: ir::Value, addr: ir::Value, volatile: bool) -> Result<(), String> {
        // Storing an indeterminate value (a declaration without an initializer, which
        // lowering marks so) leaves memory as it is: what it holds is as good a value.
        if !volatile && matches!(self.f.values[value].def, ValueDef::Undef) {
            return Ok(());
        }
        let (v, a) = (self.value(value)?, self.value(addr)?);
        if volatile {
            self.b.ins().sequence_point();
        }
        let ty = self.f.value_type(value);
        let flags = self.mem_flags(ty, addr);
        if ty.is_vector() {
            self.store_vector(ty, flags, v, a);
        } else {
            self.b.ins().store(flags, v, a, 0);
        }
        if volatile {
            self.b.ins().sequence_point();
        }
        Ok(())
    }

    /// An access of type `ty` right at the start of a stack slot can neither trap nor be
    /// misaligned (when the slot is aligned for `ty`): Cranelift may then drop it if dead,
    /// and use aligned forms. Any other address is C's business; it gets no promise.
    fn mem_flags(&self, ty: Type, addr: ir::Value) -> MemFlagsData {
        if self.slot_align[addr] >= ty.bytes() {
            MemFlagsData::trusted()
        } else {
            MemFlagsData::new()
        }
    }

    fn binary(&mut self, op: BinOp, l: clif::Value, r: clif::Value) -> clif::Value {
        let ins = self.b.ins();
        match op {
            BinOp::Add => ins.iadd(l, r),
            BinOp::Sub => ins.isub(l, r),
            BinOp::Mul => ins.imul(l, r),
            BinOp::SDiv => ins.sdiv(l, r),
            BinOp::UDiv => ins.udiv(l, r),
            BinOp::SRem => ins.srem(l, r),
            BinOp::URem => ins.urem(l, r),
            BinOp::And => ins.band(l, r),
            BinOp::Or => ins.bor(l, r),
            BinOp::Xor => ins.bxor(l, r),
            BinOp::Shl => ins.ishl(l, r),
            BinOp::LShr => ins.ushr(l, r),
            BinOp::AShr => ins.sshr(l, r),
            BinOp::FAdd => ins.fadd(l, r),
            BinOp::FSub => ins.fsub(l, r),
            BinOp::FMul => ins.fmul(l, r),
            BinOp::FDiv => ins.fdiv(l, r),
        }
    }

    /// An integer division or remainder that behaves on a zero divisor and on `MIN / -1` as
    /// gcc's programs do (C leaves both undefined; Cranelift's own checks trap with SIGILL):
    /// on x86-64 the program gets SIGFPE, as from `idiv` (also for `MIN % -1`); on aarch64,
    /// whose `sdiv`/`udiv` never fault, `x / 0` is 0, `x % 0` is `x`, `MIN / -1` is `MIN` and
    /// `MIN % -1` is 0. A constant divisor (`divisor`, sign-extended) other than 0 needs no
    /// check; gcc, even at -O0, turns a signed division by a constant -1 into a negation and
    /// the remainder into 0, which never fault on either target.
    fn division(
        &mut self,
        op: BinOp,
        l: clif::Value,
        r: clif::Value,
        divisor: Option<i64>,
    ) -> Result<clif::Value, String> {
        let ty = self.b.func.dfg.value_type(r);
        let signed = matches!(op, BinOp::SDiv | BinOp::SRem);
        match (op, divisor) {
            (BinOp::SDiv, Some(-1)) => return Ok(self.b.ins().ineg(l)),
            (BinOp::SRem, Some(-1)) => return Ok(self.b.ins().iconst(ty, 0)),
            _ => {}
        }
        if let Some(d) = divisor.filter(|&n| n != 0) {
            let unoptimised = self.gen.isa.flags().opt_level() == OptLevel::None;
            let plan = divconst::plan(ty.bits(), signed, d).filter(|_| unoptimised);
            return Ok(match plan {
                Some(plan) => self.divide_by_constant(op, plan, l, r),
                None => self.binary(op, l, r),
            });
        }
        let zero = self.b.ins().icmp_imm_s(IntCC::Equal, r, 0);
        let bad = if signed {
            let min = i64::MIN >> (64 - ty.bits());
            let l_min = self.b.ins().icmp_imm_s(IntCC::Equal, l, min);
            let r_minus_one = self.b.ins().icmp_imm_s(IntCC::Equal, r, -1);
            let overflow = self.b.ins().band(l_min, r_minus_one);
            self.b.ins().bor(zero, overflow)
        } else {
            zero
        };
        if self.gen.target.arch() == Arch::X86_64 {
            let stub = self.gen.sigfpe_stub()?;
            let empty = ir::Signature {
                params: Vec::new(),
                ret: Vec::new(),
                variadic: false,
                fixed: 0,
                ..Default::default()
            };
            let fr = self.func_ref(stub, true, self.gen.signature(&empty));
            let (fault, next) = (self.b.create_block(), self.b.create_block());
            self.b.set_cold_block(fault);
            self.b.ins().brif(bad, fault, &[], next, &[]);
            self.b.switch_to_block(fault);
            self.b.ins().call(fr, &[]);
            self.b.ins().trap(TrapCode::unwrap_user(1));
            self.b.switch_to_block(next);
            return Ok(self.binary(op, l, r));
        }
        // aarch64: divide by 1 instead, then give a zero divisor its hardware result.
        let one = self.b.ins().iconst(ty, 1);
        let safe = self.b.ins().select(bad, one, r);
        let q = self.binary(op, l, safe);
        let on_zero = match op {
            BinOp::SDiv | BinOp::UDiv => self.b.ins().iconst(ty, 0),
            _ => l,
        };
        Ok(self.b.ins().select(zero, on_zero, q))
    }

    /// `l / r` or `l % r` for a constant `r` by `plan`'s multiply and shifts (`divconst`);
    /// the remainder is `l - q * r`.
    fn divide_by_constant(
        &mut self,
        op: BinOp,
        plan: divconst::Plan,
        l: clif::Value,
        r: clif::Value,
    ) -> clif::Value {
        use divconst::Plan;
        let ty = self.b.func.dfg.value_type(l);
        let bits = i64::from(ty.bits());
        let q = match plan {
            Plan::UnsignedShift { k } => self.b.ins().ushr_imm_u(l, i64::from(k)),
            Plan::UnsignedCompare => {
                let ge = self.b.ins().icmp(IntCC::UnsignedGreaterThanOrEqual, l, r);
                self.b.ins().uextend(ty, ge)
            }
            Plan::UnsignedMultiply { pre, m, post } => {
                let x = self.b.ins().ushr_imm_u(l, i64::from(pre));
                let m = self.b.ins().iconst(ty, m as i64);
                let t = self.b.ins().umulhi(x, m);
                self.b.ins().ushr_imm_u(t, i64::from(post))
            }
            Plan::UnsignedMultiplyAdd { m, post } => {
                let m = self.b.ins().iconst(ty, m as i64);
                let t = self.b.ins().umulhi(l, m);
                let diff = self.b.ins().isub(l, t);
                let half = self.b.ins().ushr_imm_u(diff, 1);
                let sum = self.b.ins().iadd(t, half);
                self.b.ins().ushr_imm_u(sum, i64::from(post - 1))
            }
            Plan::SignedShift { k, negate } => {
                let sign = self.b.ins().sshr_imm_u(l, bits - 1);
                let bias = self.b.ins().ushr_imm_u(sign, bits - i64::from(k));
                let biased = self.b.ins().iadd(l, bias);
                let q = self.b.ins().sshr_imm_u(biased, i64::from(k));
                match negate {
                    true => self.b.ins().ineg(q),
                    false => q,
                }
            }
            Plan::SignedMultiply {
                m,
                add,
                post,
                negate,
            } => {
                // Cranelift wants a narrow `iconst`'s immediate zero-extended.
                let m = self
                    .b
                    .ins()
                    .iconst(ty, m & (-1i64 as u64 >> (64 - bits)) as i64);
                let mut t = self.b.ins().smulhi(l, m);
                if add {
                    t = self.b.ins().iadd(t, l);
                }
                let t = self.b.ins().sshr_imm_u(t, i64::from(post));
                let sign = self.b.ins().sshr_imm_u(l, bits - 1);
                let q = self.b.ins().isub(t, sign);
                match negate {
                    true => self.b.ins().ineg(q),
                    false => q,
                }
            }
        };
        match op {
            BinOp::SDiv | BinOp::UDiv => q,
            _ => {
                let qd = self.b.ins().imul(q, r);
                self.b.ins().isub(l, qd)
            }
        }
    }

    fn cast(&mut self, op: CastOp, from: Type, to: Type, a: clif::Value) -> clif::Value {
        let to_ty = clif_type(to);
        let from_ty = clif_type(from);
        match op {
            CastOp::Bitcast if from.is_vector() || to.is_vector() => {
                self.vector_bitcast(from, to, a)
            }
            // The low half's lanes widened (`from` is an 8-byte vector in the low half).
            CastOp::Sext if from.is_vector() => self.b.ins().swiden_low(a),
            CastOp::Zext if from.is_vector() => self.b.ins().uwiden_low(a),
            // `ptr` <-> `i64`, and any cast between types Cranelift does not distinguish.
            _ if from_ty == to_ty => a,
            // A float's bits as an integer's, or back.
            CastOp::Bitcast => self.b.ins().bitcast(to_ty, MemFlagsData::new(), a),
            CastOp::Sext => self.b.ins().sextend(to_ty, a),
            CastOp::Zext => self.b.ins().uextend(to_ty, a),
            CastOp::Trunc => self.b.ins().ireduce(to_ty, a),
            CastOp::FpExt => self.b.ins().fpromote(to_ty, a),
            CastOp::FpTrunc => self.b.ins().fdemote(to_ty, a),
            // Cranelift converts from 32 and 64-bit integers; widen narrower ones first.
            CastOp::SiToFp => {
                let a = self.widen_to_i32(from, a, true);
                self.b.ins().fcvt_from_sint(to_ty, a)
            }
            CastOp::UiToFp => {
                let a = self.widen_to_i32(from, a, false);
                self.b.ins().fcvt_from_uint(to_ty, a)
            }
            // C leaves an out-of-range conversion undefined. gcc's cvttsd2si gives INT_MIN
            // (the "integer indefinite") and never traps; Cranelift's trapping `fcvt_to_sint`
            // would kill such programs, so use the saturating form, which agrees with gcc in
            // range and for negative overflow, and differs only for positive overflow
            // (INT_MAX instead of INT_MIN) and NaN (0 instead of INT_MIN).
            CastOp::FpToSi => self.float_to_int(to, a, true),
            CastOp::FpToUi => self.float_to_int(to, a, false),
        }
    }

    fn widen_to_i32(&mut self, from: Type, a: clif::Value, signed: bool) -> clif::Value {
        match (from, signed) {
            (Type::I8 | Type::I16, true) => self.b.ins().sextend(types::I32, a),
            (Type::I8 | Type::I16, false) => self.b.ins().uextend(types::I32, a),
            _ => a,
        }
    }

    /// Narrow results are converted at a wider type and truncated, as gcc does on x86-64:
    /// signed i8/i16 via i32, unsigned below 64 bits via a *signed* i64 conversion (so that,
    /// like gcc's `cvttsd2si %xmm0, %rax`, `(unsigned)-1.0` keeps the low bits of -1).
    fn float_to_int(&mut self, to: Type, a: clif::Value, signed: bool) -> clif::Value {
        let (wide, signed) = match (to.bytes(), signed) {
            (1 | 2, true) => (types::I32, true),
            (1 | 2 | 4, false) => (types::I64, true),
            _ => (clif_type(to), signed),
        };
        let v = if signed {
            self.b.ins().fcvt_to_sint_sat(wide, a)
        } else {
            self.b.ins().fcvt_to_uint_sat(wide, a)
        };
        if wide == clif_type(to) {
            v
        } else {
            self.b.ins().ireduce(clif_type(to), v)
        }
    }

    fn call(
        &mut self,
        callee: &ir::Callee,
        sig: &ir::Signature,
        args: &[ir::Value],
    ) -> Result<Vec<clif::Value>, String> {
        if args.len() != sig.params.len() {
            return Err(ice(format!(
                "call with {} arguments to a signature with {}",
                args.len(),
                sig.params.len()
            )));
        }
        self.gen.check_signature(sig)?;
        let mut cargs = Vec::with_capacity(args.len());
        for &a in args {
            let v = self.value(a)?;
            cargs.push(self.abi_value(self.f.value_type(a), v));
        }
        // The callee, resolved once: a function this unit calls by reference (with whether
        // the call can move the stack pointer), or a pointer. `stub_sig` is the signature
        // of the indirect variadic stub, which takes the target as an extra argument.
        let mut stub_sig = None;
        let (target, moves_sp) = match callee {
            ir::Callee::Direct(name) => {
                let fr = self.callee(name, sig)?;
                let id = self.gen.syms.funcs.get(name.as_str()).copied();
                let is_final = id.is_some_and(|id| self.gen.local.is_final(id));
                (CallTarget::Func(fr), may_move_sp(callee) && !is_final)
            }
            ir::Callee::Indirect(ptr) if sig.variadic && self.gen.needs_variadic_stubs => {
                // Through the stub that sets %al and jumps to the target, which it finds in
                // the extra last argument.
                cargs.push(self.value(*ptr)?);
                let (stub, with_target) = self.gen.indirect_variadic_stub(sig)?;
                let fr = self.func_ref(stub, true, self.gen.signature(&with_target));
                stub_sig = Some(with_target);
                (CallTarget::Func(fr), true)
            }
            ir::Callee::Indirect(ptr) => (CallTarget::Pointer(self.value(*ptr)?), true),
        };
        let inst = if moves_sp && self.keeps_sp.is_some() {
            let target = match target {
                CallTarget::Func(fr) => self.b.ins().func_addr(types::I64, fr),
                CallTarget::Pointer(p) => p,
            };
            self.call_keeping_sp(target, stub_sig.as_ref().unwrap_or(sig), &cargs)?
        } else {
            match target {
                CallTarget::Func(fr) => self.b.ins().call(fr, &cargs),
                CallTarget::Pointer(p) => {
                    let sigref = self.b.import_signature(self.gen.signature(sig));
                    self.b.ins().call_indirect(sigref, p, &cargs)
                }
            }
        };
        Ok(self.call_results(sig, inst))
    }

    /// A call of one of `cold_calls` through its stub (`cold_call`): the arguments as
    /// the callee takes them, then the address of a slot for its result, read back after.
    fn cold_call(
        &mut self,
        callee: &ir::Callee,
        sig: &ir::Signature,
        args: &[ir::Value],
    ) -> Result<Vec<clif::Value>, String> {
        let ir::Callee::Direct(name) = callee else {
            return Err(ice("a cold call stub for an indirect call"));
        };
        let mut cargs = Vec::with_capacity(args.len() + 1);
        for &a in args {
            cargs.push(self.value(a)?);
        }
        let (stub, stub_sig) = self.gen.cold_call_stub(name, sig)?;
        let fr = self.func_ref(stub, true, stub_sig);
        let result = sig.ret.first().map(|r| {
            let data = clif::StackSlotData::new(clif::StackSlotKind::ExplicitSlot, 8, 3);
            let slot = self.b.create_sized_stack_slot(data);
            cargs.push(self.b.ins().stack_addr(types::I64, slot, 0));
            (slot, r.ty)
        });
        self.b.ins().call(fr, &cargs);
        self.gen.cold_calls += 1;
        Ok(match result {
            Some((slot, ty)) => vec![self.b.ins().stack_load(types::I64, clif_type(ty), slot, 0)],
            None => Vec::new(),
        })
    }

    /// The results of the call `inst` with the call-site signature `sig`.
    fn call_results(&mut self, sig: &ir::Signature, inst: clif::Inst) -> Vec<clif::Value> {
        let results = self.b.inst_results(inst).to_vec();
        sig.ret
            .iter()
            .zip(results)
            .map(|(r, v)| self.value_from_abi(r.ty, v))
            .collect()
    }

    /// A call of `target` that gives the caller back its stack pointer, however the callee
    /// left it. gcc gives a function that allocates stack at run time a frame pointer and
    /// addresses its frame from it, so such a function survives a callee that returns with
    /// another stack pointer: libffi's x86-64 `ffi_call_unix64` returns with the stack
    /// pointer at the end of the argument block its caller took from `alloca`. Cranelift
    /// addresses the frame from the stack pointer, so the call goes through the runtime's
    /// `__tcc_rs_call_keeping_sp`, which keeps the return address and the stack pointer in
    /// this function's slot and restores both (runtime/helpers.c). The slot is made known
    /// to it by `__tcc_rs_call_push`, which chains it to the thread's list; the stub takes it
    /// off at once, so a signal handler that makes such calls in between leaves the list
    /// as it found it.
    fn call_keeping_sp(
        &mut self,
        target: clif::Value,
        sig: &ir::Signature,
        args: &[clif::Value],
    ) -> Result<clif::Inst, String> {
        let slot = match self.keeps_sp {
            Some(Some(slot)) => slot,
            _ => {
                let data = clif::StackSlotData::new(clif::StackSlotKind::ExplicitSlot, 40, 3);
                let slot = self.b.create_sized_stack_slot(data);
                self.keeps_sp = Some(Some(slot));
                slot
            }
        };
        let at = self.b.ins().stack_addr(types::I64, slot, 0);
        self.b.ins().store(MemFlagsData::trusted(), target, at, 0);
        let ptr = Type::Ptr;
        let push_sig = ir::Signature {
            params: vec![ir::AbiParam::new(ptr)],
            fixed: 1,
            ..Default::default()
        };
        let push = self.callee(CALL_PUSH, &push_sig)?;
        self.b.ins().call(push, &[at]);
        let stub = self.func_addr(CALL_KEEPING_SP)?;
        let sigref = self.b.import_signature(self.gen.signature(sig));
        Ok(self.b.ins().call_indirect(sigref, stub, args))
    }

    /// Step 2 at the entry: each 8-byte vector parameter from the `f64` it arrived as.
    fn vector_params_from_abi(&mut self) -> Result<(), String> {
        for &p in &self.f.params {
            let ty = self.f.value_type(p);
            if super::vector::is_short(ty) {
                let raw = self.values[p].ok_or_else(|| ice("a parameter without a value"))?;
                self.values[p] = Some(self.value_from_abi(ty, raw));
            }
        }
        Ok(())
    }

    /// A call of the libgcc routine `name` (declared as an import, linked from libgcc by
    /// the system compiler, or found in libgcc_s under `-run`).
    fn libcall(
        &mut self,
        name: &str,
        params: &[Type],
        ret: Type,
        args: &[clif::Value],
    ) -> Result<clif::Value, String> {
        let sig = ir::Signature {
            params: params.iter().map(|&t| ir::AbiParam::new(t)).collect(),
            ret: vec![ir::AbiParam::new(ret)],
            variadic: false,
            fixed: params.len(),
            ..Default::default()
        };
        let fr = self.callee(name, &sig)?;
        let inst = self.b.ins().call(fr, args);
        Ok(self.b.inst_results(inst)[0])
    }

    /// A reference to `name` for a call with the call-site signature `sig`. A variadic callee
    /// on x86-64 is reached through its `%al`-setting stub (see `ObjectGen::variadic_stub`).
    ///
    /// In an object (position-independent code) every direct call is a PC-relative call
    /// (`colocated`), whatever binds the callee: Cranelift's relocation for it is x86-64's
    /// `R_X86_64_PLT32` (aarch64's `R_AARCH64_CALL26`), gcc's `call f@PLT`, which the linker
    /// resolves to the function itself when the link defines it and to a PLT entry when a
    /// shared library does (or may preempt it). Not colocated, Cranelift loads the address
    /// from the GOT and calls through a register: one instruction more per call, and a
    /// register or a spill slot where the load is hoisted. In memory (`-run`) a library
    /// function may lie beyond a 32-bit displacement, so only final callees are colocated.
    fn callee(&mut self, name: &str, sig: &ir::Signature) -> Result<clif::FuncRef, String> {
        let known = self.callees.get(name).into_iter().flatten();
        if let Some(&(_, fr)) = known.into_iter().find(|(s, _)| s == sig) {
            return Ok(fr);
        }
        let (id, colocated) = if sig.variadic && self.gen.needs_variadic_stubs {
            (self.gen.variadic_stub(name, sig)?, true)
        } else {
            let id = self.gen.function_id(name, sig)?;
            let decl = self.gen.module.declarations().get_function_decl(id);
            (id, decl.linkage.is_final() || self.gen.isa.flags().is_pic())
        };
        let fr = self.func_ref(id, colocated, self.gen.function_signature(name, sig));
        let entry = self.callees.entry(name.to_string()).or_default();
        entry.push((sig.clone(), fr));
        Ok(fr)
    }

    /// Import function `id` into this function with the call-site signature `sig`.
    fn func_ref(&mut self, id: FuncId, colocated: bool, sig: clif::Signature) -> clif::FuncRef {
        let signature = self.b.import_signature(sig);
        let user = self
            .b
            .func
            .declare_imported_user_function(clif::UserExternalName::new(0, id.as_u32()));
        self.b.import_function(clif::ExtFuncData {
            name: clif::ExternalName::user(user),
            signature,
            colocated,
            patchable: false,
        })
    }

    fn global_addr(&mut self, name: &str) -> Result<clif::Value, String> {
        let Some(&id) = self.gen.syms.data.get(name) else {
            // A function used as data (its address) is still an address.
            return self.func_addr(name);
        };
        let gv = *self
            .symbols
            .entry(id)
            .or_insert_with(|| self.gen.module.declare_data_in_func(id, self.b.func));
        if let Some(slot) = self.gen.syms.tls.get(name).copied() {
            return self.thread_local_addr(gv, slot);
        }
        Ok(self.b.ins().symbol_value(types::I64, gv))
    }

    /// The running thread's instance of the thread-local object `gv` (see `TlsSlot`).
    fn thread_local_addr(
        &mut self,
        gv: clif::GlobalValue,
        slot: super::TlsSlot,
    ) -> Result<clif::Value, String> {
        if self.gen.isa.flags().tls_model() != TlsModel::None {
            return Ok(self.b.ins().tls_value(types::I64, gv));
        }
        let image = self.b.ins().symbol_value(types::I64, gv);
        let [index, size, align] = [slot.index, slot.size, slot.align]
            .map(|n| self.b.ins().iconst(types::I64, i64::from(n)));
        let (i64, ptr) = (Type::I64, Type::Ptr);
        let params = [i64, ptr, i64, i64];
        self.libcall(
            "__tcc_rs_tls_addr",
            &params,
            ptr,
            &[index, image, size, align],
        )
    }

    fn func_addr(&mut self, name: &str) -> Result<clif::Value, String> {
        // An undeclared name is an external function (its signature does not matter to the
        // object file).
        let id = self.gen.function_id(name, &ir::Signature::default())?;
        let fr = self.gen.module.declare_func_in_func(id, self.b.func);
        Ok(self.b.ins().func_addr(types::I64, fr))
    }

    /// The block arguments of the `k`-th edge from `from` to `to`: the operand of each phi of
    /// `to` that belongs to that edge.
    fn edge_args(
        &mut self,
        from: ir::Block,
        to: ir::Block,
        k: usize,
    ) -> Result<Vec<BlockArg>, String> {
        let f = self.f;
        let mut out = Vec::with_capacity(f.block_phis(to).len());
        for &phi in f.block_phis(to) {
            let InstKind::Phi { args, .. } = &f.insts[phi].kind else {
                return Err(ice(format!("non-phi {phi} in the phi list")));
            };
            let operand = args
                .iter()
                .filter(|(p, _)| *p == from)
                .nth(k)
                .ok_or_else(|| {
                    ice(format!(
                        "phi {phi} in {} has no operand for edge {k} from {}",
                        f.block_name(to),
                        f.block_name(from)
                    ))
                })?;
            out.push(BlockArg::Value(self.value(operand.1)?));
        }
        Ok(out)
    }

    /// The target and arguments of every edge out of `from`, in `successors` order.
    fn edges(&mut self, from: ir::Block, term: &Terminator) -> Result<Vec<Edge>, String> {
        let mut seen: HashMap<ir::Block, usize> = HashMap::default();
        let mut out = Vec::new();
        for to in term.successors() {
            let k = seen.entry(to).or_insert(0);
            let args = self.edge_args(from, to, *k)?;
            *k += 1;
            out.push(Edge {
                block: self.block(to)?,
                args,
            });
        }
        Ok(out)
    }

    fn terminator(&mut self, from: ir::Block, term: &Terminator) -> Result<(), String> {
        let edges = self.edges(from, term)?;
        match term {
            Terminator::Jump(_) => {
                self.b.ins().jump(edges[0].block, &edges[0].args);
            }
            Terminator::Br {
                cond,
                then_dest,
                else_dest,
                ..
            } => {
                let (t, e) = (&edges[0], &edges[1]);
                if self.exit_belongs_first(from, *then_dest, *else_dest) {
                    let not_c = self.negated_condition(*cond)?;
                    self.b.ins().brif(not_c, e.block, &e.args, t.block, &t.args);
                } else {
                    let c = self.value(*cond)?;
                    self.b.ins().brif(c, t.block, &t.args, e.block, &e.args);
                }
            }
            Terminator::Switch {
                value,
                cases,
                default,
            } => {
                let v = self.value(*value)?;
                let ty = self.f.value_type(*value);
                let f = self.f;
                let never_taken = f.block_phis_and_insts(*default).next().is_none()
                    && matches!(f.terminator(*default), Terminator::Unreachable);
                self.switch(v, ty, cases, &edges, never_taken)?;
            }
            Terminator::Ret(vs) => self.ret(vs)?,
            Terminator::Unreachable => {
                self.b.ins().trap(TrapCode::unwrap_user(1));
            }
            // gcc's `__builtin_trap()`: `ud2` on x86-64 (SIGILL, Cranelift's `trap`), `brk`
            // on aarch64 (SIGTRAP, Cranelift's `debugtrap`, which a debugger would step over:
            // the `trap` after it keeps control from going on).
            Terminator::Trap => {
                if self.gen.target.arch() == Arch::Aarch64 {
                    self.b.ins().debugtrap();
                }
                self.b.ins().trap(TrapCode::unwrap_user(1));
            }
        }
        Ok(())
    }

    /// Should `from`'s branch name its else-target first? Yes when that target leaves a loop
    /// and the then-target stays in it.
    ///
    /// Why the order matters: Cranelift's loop-invariant code motion happens while it
    /// elaborates its e-graph back into blocks, walking the dominator tree with a stack of
    /// the loops it is in. It visits the dominator-tree children of a loop header in
    /// reverse post-order and pops a loop as soon as it meets a block outside it, without
    /// pushing the loop again for the siblings visited after. Its post-order puts the
    /// *first* target of a `brif` first, hence last in reverse post-order: for the `brif
    /// cond, body, exit` of a `for` or `while` header, the exit is visited before the body,
    /// the loop is popped, and nothing in the body is hoisted. Branching with the exit first
    /// (`brif !cond, exit, body`) puts the body before the exit and lets the hoisting happen.
    fn exit_belongs_first(
        &self,
        from: ir::Block,
        then_dest: ir::Block,
        else_dest: ir::Block,
    ) -> bool {
        self.loops
            .as_ref()
            .is_some_and(|l| l.is_exit(from, else_dest) && !l.is_exit(from, then_dest))
    }

    /// `!cond` for a branch: the complementary comparison when `cond` is one (its original
    /// is then dead and Cranelift drops it), else `cond == 0`.
    fn negated_condition(&mut self, cond: ir::Value) -> Result<clif::Value, String> {
        let def = self.f.def_inst(cond).map(|i| &self.f.insts[i].kind);
        match def {
            Some(InstKind::Icmp {
                cond: cc, lhs, rhs, ..
            }) => {
                let cc = int_cc(*cc)?.complement();
                let (l, r) = (self.value(*lhs)?, self.value(*rhs)?);
                Ok(self.b.ins().icmp(cc, l, r))
            }
            Some(InstKind::Fcmp {
                cond: cc, lhs, rhs, ..
            }) => {
                let cc = float_cc(*cc)?.complement();
                let (l, r) = (self.value(*lhs)?, self.value(*rhs)?);
                Ok(self.b.ins().fcmp(cc, l, r))
            }
            _ => {
                let c = self.value(cond)?;
                let zero = self.iconst(self.f.value_type(cond), 0);
                Ok(self.b.ins().icmp(IntCC::Equal, c, zero))
            }
        }
    }

    fn ret(&mut self, vs: &[ir::Value]) -> Result<(), String> {
        let f = self.f;
        let vals = if vs.is_empty() {
            // Falling off the end of a non-void function: C only forbids using the result.
            f.sig.ret.iter().map(|r| self.value_of_zero(r.ty)).collect()
        } else if vs.len() == f.sig.ret.len() {
            let mut vals = Vec::with_capacity(vs.len());
            for &v in vs {
                let cv = self.value(v)?;
                vals.push(self.abi_value(f.value_type(v), cv));
            }
            vals
        } else {
            return Err(ice(format!(
                "'{}' returns {} values, its signature {}",
                f.name,
                vs.len(),
                f.sig.ret.len()
            )));
        };
        self.b.ins().return_(&vals);
        Ok(())
    }

    fn value_of_zero(&mut self, ty: Type) -> clif::Value {
        if ty.is_vector() {
            let zero = self.vector_zero(ty);
            self.abi_value(ty, zero)
        } else if ty.is_float() {
            self.fconst(ty, 0.0)
        } else {
            self.iconst(ty, 0)
        }
    }

    /// `switch`: a `br_table` when the case values are dense, else a binary search. Case
    /// values are taken modulo the width of the switched type; the first of equal cases wins.
    /// `never_taken`: the default is an empty block ending in `unreachable` (a computed goto's
    /// dispatch, `lower::stmt`'s `indirect_dispatch`), so a value that is no case is undefined
    /// behaviour and the table needs no range check of its own.
    fn switch(
        &mut self,
        v: clif::Value,
        ty: Type,
        cases: &[(i64, ir::Block)],
        edges: &[Edge],
        never_taken: bool,
    ) -> Result<(), String> {
        let default = &edges[0];
        let mut table: Vec<(i64, &Edge)> = Vec::with_capacity(cases.len());
        for (i, &(c, _)) in cases.iter().enumerate() {
            let c = ty.sign_extend(c);
            if !table.iter().any(|&(d, _)| d == c) {
                table.push((c, &edges[i + 1]));
            }
        }
        table.sort_by_key(|&(c, _)| c);
        match (table.first(), table.last()) {
            (Some(&(lo, _)), Some(&(hi, _)))
                if table.len() >= DENSE_MIN_CASES
                    && ty != Type::I128
                    && (hi as i128 - lo as i128 + 1)
                        <= DENSE_SPAN_PER_CASE * table.len() as i128 =>
            {
                let default = if never_taken { table[0].1 } else { default };
                self.jump_table(v, ty, &table, default, never_taken);
            }
            _ => self.binary_search(v, ty, &table, default),
        }
        Ok(())
    }

    /// A `br_table` over the dense `table`. Its index is the switched value itself when the
    /// lowest case is small and not negative (the entries below it go to the default, and
    /// there is no subtraction), else the value less the lowest case. An `i64` index is
    /// range-checked before it is narrowed to `br_table`'s `i32`, unless `in_range` says that
    /// any value which is not a case is undefined (then `default` is one of the cases).
    /// Cranelift's own lowering of `br_table` still bounds the index.
    fn jump_table(
        &mut self,
        v: clif::Value,
        ty: Type,
        table: &[(i64, &Edge)],
        default: &Edge,
        in_range: bool,
    ) {
        let (lo, hi) = (table[0].0, table[table.len() - 1].0);
        let base = if (0..=table.len() as i64).contains(&lo) {
            0
        } else {
            lo
        };
        let span = (hi - base + 1) as usize;
        // One `BlockCall` per entry, never copies of one: a `BlockCall` is a handle to an
        // argument list in the function's value-list pool, so copies would share it, and a
        // pass that rewrites each entry's arguments in turn (Cranelift's e-graph pass maps
        // every value of the `br_table`) would rewrite the shared list once per copy,
        // turning an already rewritten value into nothing (it panicked on randc seed 7).
        let mut entry = |e: &Edge| self.b.func.dfg.block_call(e.block, &e.args);
        let def_call = entry(default);
        let mut targets: Vec<&Edge> = vec![default; span];
        for &(c, e) in table {
            targets[(c - base) as usize] = e;
        }
        let calls: Vec<clif::BlockCall> = targets.into_iter().map(&mut entry).collect();
        // Rebased to 0, values below `lo` wrap to large unsigned indices, which `br_table`
        // sends to the default like any index past the end.
        let index = if base == 0 {
            v
        } else {
            let base_v = self.iconst(ty, base);
            self.b.ins().isub(v, base_v)
        };
        let index = match ty.bytes() {
            1 | 2 => self.b.ins().uextend(types::I32, index),
            4 => index,
            _ if in_range => self.b.ins().ireduce(types::I32, index),
            // An i64 index must be range-checked before narrowing it to the i32 operand.
            _ => {
                let in_range = self
                    .b
                    .ins()
                    .icmp_imm_u(IntCC::UnsignedLessThan, index, span as i64);
                let table_block = self.b.create_block();
                self.b
                    .ins()
                    .brif(in_range, table_block, &[], default.block, &default.args);
                self.b.switch_to_block(table_block);
                self.b.ins().ireduce(types::I32, index)
            }
        };
        let jt = self
            .b
            .create_jump_table(clif::JumpTableData::new(def_call, &calls));
        self.b.ins().br_table(index, jt);
    }

    /// A balanced binary search over the sorted case values, ending in short chains of
    /// equality tests that branch straight to the case blocks with their edge arguments.
    fn binary_search(&mut self, v: clif::Value, ty: Type, table: &[(i64, &Edge)], default: &Edge) {
        if table.len() <= 3 {
            for (i, &(c, e)) in table.iter().enumerate() {
                let c = self.iconst(ty, c);
                let is_case = self.b.ins().icmp(IntCC::Equal, v, c);
                if i + 1 == table.len() {
                    self.b
                        .ins()
                        .brif(is_case, e.block, &e.args, default.block, &default.args);
                } else {
                    let next = self.b.create_block();
                    self.b.ins().brif(is_case, e.block, &e.args, next, &[]);
                    self.b.switch_to_block(next);
                }
            }
            if table.is_empty() {
                self.b.ins().jump(default.block, &default.args);
            }
            return;
        }
        let mid = table.len() / 2;
        let pivot = self.iconst(ty, table[mid].0);
        let is_low = self.b.ins().icmp(IntCC::SignedLessThan, v, pivot);
        let (low, high) = (self.b.create_block(), self.b.create_block());
        self.b.ins().brif(is_low, low, &[], high, &[]);
        self.b.switch_to_block(low);
        self.binary_search(v, ty, &table[..mid], default);
        self.b.switch_to_block(high);
        self.binary_search(v, ty, &table[mid..], default);
    }
}

/// One CFG edge out of a block: its Cranelift target and the phi operands it carries.
struct Edge {
    block: clif::Block,
    args: Vec<BlockArg>,
}

/// libgcc's 128-bit division and remainder (Cranelift lowers no `i128` division). Like
/// gcc's code, which calls the same routines, a zero divisor faults in them.
fn int128_division_routine(op: BinOp) -> &'static str {
    match op {
        BinOp::SDiv => "__divti3",
        BinOp::UDiv => "__udivti3",
        BinOp::SRem => "__modti3",
        _ => "__umodti3",
    }
}

/// The libgcc routine for a conversion between `i128` and a floating type, which Cranelift
/// does not lower on every target: the ones gcc calls.
fn int128_conversion_routine(op: CastOp, from: Type, to: Type) -> Option<&'static str> {
    Some(match (op, from, to) {
        (CastOp::SiToFp, Type::I128, Type::F64) => "__floattidf",
        (CastOp::SiToFp, Type::I128, Type::F32) => "__floattisf",
        (CastOp::UiToFp, Type::I128, Type::F64) => "__floatuntidf",
        (CastOp::UiToFp, Type::I128, Type::F32) => "__floatuntisf",
        (CastOp::FpToSi, Type::F64, Type::I128) => "__fixdfti",
        (CastOp::FpToSi, Type::F32, Type::I128) => "__fixsfti",
        (CastOp::FpToUi, Type::F64, Type::I128) => "__fixunsdfti",
        (CastOp::FpToUi, Type::F32, Type::I128) => "__fixunssfti",
        _ => return None,
    })
}

fn int_cc(c: Cond) -> Result<IntCC, String> {
    Ok(match c {
        Cond::Eq => IntCC::Equal,
        Cond::Ne => IntCC::NotEqual,
        Cond::Slt => IntCC::SignedLessThan,
        Cond::Sle => IntCC::SignedLessThanOrEqual,
        Cond::Sgt => IntCC::SignedGreaterThan,
        Cond::Sge => IntCC::SignedGreaterThanOrEqual,
        Cond::Ult => IntCC::UnsignedLessThan,
        Cond::Ule => IntCC::UnsignedLessThanOrEqual,
        Cond::Ugt => IntCC::UnsignedGreaterThan,
        Cond::Uge => IntCC::UnsignedGreaterThanOrEqual,
        _ => return Err(ice(format!("icmp with float condition {}", c.name()))),
    })
}

fn float_cc(c: Cond) -> Result<FloatCC, String> {
    Ok(match c {
        Cond::Oeq => FloatCC::Equal,
        Cond::Une => FloatCC::NotEqual,
        Cond::Olt => FloatCC::LessThan,
        Cond::Ole => FloatCC::LessThanOrEqual,
        Cond::Ogt => FloatCC::GreaterThan,
        Cond::Oge => FloatCC::GreaterThanOrEqual,
        _ => return Err(ice(format!("fcmp with integer condition {}", c.name()))),
    })
}

/// Cranelift's read-modify-write operation for the IR's.
fn rmw_op(op: AtomicOp) -> clif::AtomicRmwOp {
    match op {
        AtomicOp::Add => clif::AtomicRmwOp::Add,
        AtomicOp::Sub => clif::AtomicRmwOp::Sub,
        AtomicOp::And => clif::AtomicRmwOp::And,
        AtomicOp::Nand => clif::AtomicRmwOp::Nand,
        AtomicOp::Or => clif::AtomicRmwOp::Or,
        AtomicOp::Xor => clif::AtomicRmwOp::Xor,
        AtomicOp::Xchg => clif::AtomicRmwOp::Xchg,
    }
}

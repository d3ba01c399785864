//! Builder-based unit tests of the pass's structure; the golden files under
//! `tests/mem2reg/` check whole outputs and `tests/mem2reg_props.rs` checks semantics.

use super::*;
use crate::ir::builder::FunctionBuilder;
use crate::ir::cfg::Cfg;
use crate::ir::{AbiParam, BinOp, Block, Cond, InstKind, Linkage, Signature, Terminator};
use cranelift_entity::SecondaryMap;

fn sig(params: usize) -> Signature {
    Signature {
        params: vec![AbiParam::new(Type::I32); params],
        ret: vec![AbiParam::new(Type::I32)],
        variadic: false,
        fixed: params,
        ..Default::default()
    }
}

/// Every inserted phi has one operand per incoming edge, naming the predecessors in
/// `Cfg::predecessors` order; no operand names a deleted instruction's result, and no
/// alloca without a remark is left.
fn check_well_formed(f: &Function, report: &Report) {
    let cfg = Cfg::new(f);
    let mut live: SecondaryMap<Inst, bool> = SecondaryMap::new();
    for &b in &f.layout {
        for i in f.block_phis_and_insts(b) {
            live[i] = true;
        }
    }
    let defined = |v: Value| f.def_inst(v).is_none_or(|i| live[i]);
    for &b in &f.layout {
        for &phi in f.block_phis(b) {
            let InstKind::Phi { args, .. } = &f.insts[phi].kind else {
                panic!("non-phi in the phi list of {}", f.block_name(b))
            };
            let preds: Vec<Block> = args.iter().map(|&(p, _)| p).collect();
            assert_eq!(
                preds,
                cfg.predecessors(b),
                "phi operands of {}",
                f.block_name(b)
            );
        }
        for i in f.block_phis_and_insts(b) {
            f.insts[i]
                .kind
                .visit_operands(|v| assert!(defined(v), "dangling {v}"));
            if let InstKind::Alloca { .. } = f.insts[i].kind {
                let r = f.insts[i].result.unwrap();
                assert!(
                    report.remarks.iter().any(|m| m.alloca == r),
                    "alloca {r} left"
                );
            }
        }
        f.terminator(b)
            .visit_operands(|v| assert!(defined(v), "dangling {v}"));
    }
}

fn phi_args(f: &Function, b: Block) -> Vec<Vec<(Block, ValueDef)>> {
    f.block_phis(b)
        .iter()
        .map(|&phi| match &f.insts[phi].kind {
            InstKind::Phi { args, .. } => args
                .iter()
                .map(|&(p, v)| (p, f.values[v].def.clone()))
                .collect(),
            _ => unreachable!(),
        })
        .collect()
}

fn ret_value(f: &Function, b: Block) -> Value {
    match f.terminator(b) {
        Terminator::Ret(vs) if vs.len() == 1 => vs[0],
        t => panic!("not a ret: {t:?}"),
    }
}

/// `int foo(int x, int cond) { if (cond > 0) x = 1; else x = -1; return x; }`
#[test]
fn if_else_assignment_merges_with_one_phi() {
    let mut fb = FunctionBuilder::new("foo", sig(2), Linkage::Export, &["x", "cond"]);
    let (x, cond) = (fb.func.params[0], fb.func.params[1]);
    let xa = fb.alloca(4, 4, "x.addr");
    let ca = fb.alloca(4, 4, "cond.addr");
    fb.store(Type::I32, x, xa);
    fb.store(Type::I32, cond, ca);
    let (then, els, end) = (
        fb.create_block("if.then"),
        fb.create_block("if.else"),
        fb.create_block("if.end"),
    );
    let c = fb.load(Type::I32, ca, None);
    let zero = fb.iconst(Type::I32, 0);
    let cmp = fb.icmp(Cond::Sgt, Type::I32, c, zero, Some("cmp"));
    fb.br(cmp, then, els);
    for (b, k) in [(then, 1), (els, -1)] {
        fb.switch_to(b);
        let v = fb.iconst(Type::I32, k);
        fb.store(Type::I32, v, xa);
        fb.jump(end);
    }
    fb.switch_to(end);
    let r = fb.load(Type::I32, xa, None);
    fb.ret(Some(r));
    let mut f = fb.finish();
    let report = run(&mut f);
    check_well_formed(&f, &report);
    assert_eq!(
        phi_args(&f, end),
        vec![vec![
            (then, ValueDef::IConst(1)),
            (els, ValueDef::IConst(-1))
        ]]
    );
    assert_eq!(f.def_inst(ret_value(&f, end)), Some(f.block_phis(end)[0]));
    assert_eq!(
        f.block_insts(f.entry).len(),
        1,
        "only the icmp stays in the entry"
    );
    let s = report.stats;
    assert_eq!((s.promoted, s.single_store, s.phis_inserted), (2, 1, 1));
    assert_eq!((s.loads_removed, s.stores_removed), (2, 4));
}

/// `run_timed` changes the function as `run` does and times its steps; `run` reads no
/// clock.
#[test]
fn a_timed_run_gives_the_same_output_and_its_steps_times() {
    let text = "fn @f(i32 %x, i8 %c) -> i32 {
entry:
  %x.addr = alloca 4, align 4
  store i32 %x, %x.addr
  br %c, then, end
then:
  store i32 1, %x.addr
  jump end
end:
  %r = load i32, %x.addr
  ret i32 %r
}";
    let f = crate::ir::read::read_function(text).unwrap_or_else(|e| panic!("{e}"));
    let (mut plain, mut timed) = (f.clone(), f);
    let (a, b) = (run(&mut plain), run_timed(&mut timed));
    let print = crate::ir::print::print_function;
    assert_eq!(print(&plain), print(&timed));
    assert_eq!((a.stats, &a.remarks), (b.stats, &b.remarks));
    assert_eq!(a.stats.phis_inserted, 1, "the general path ran");
    assert_eq!(a.times, StepTimes::default());
    assert!(b.times.0.iter().sum::<Duration>() > Duration::ZERO);
}

/// A loop block that loads before it stores reads the previous iteration's value: the
/// single-block fast path must not give that load `undef`.
#[test]
fn load_before_store_in_a_loop_block_gets_a_phi() {
    let mut fb = FunctionBuilder::new("f", sig(0), Linkage::Export, &[]);
    let a = fb.alloca(4, 4, "a");
    let (lp, exit) = (fb.create_block("loop"), fb.create_block("exit"));
    fb.jump(lp);
    fb.switch_to(lp);
    let v = fb.load(Type::I32, a, Some("v"));
    let one = fb.iconst(Type::I32, 1);
    let n = fb.binary(BinOp::Add, Type::I32, v, one, Some("n"));
    fb.store(Type::I32, n, a);
    let ten = fb.iconst(Type::I32, 10);
    let c = fb.icmp(Cond::Slt, Type::I32, n, ten, None);
    fb.br(c, lp, exit);
    fb.switch_to(exit);
    fb.ret(Some(n));
    let mut f = fb.finish();
    let report = run(&mut f);
    check_well_formed(&f, &report);
    assert_eq!(report.stats.single_block, 0);
    assert_eq!(report.stats.phis_inserted, 1);
    let args = &phi_args(&f, lp)[0];
    assert_eq!(args[0], (f.entry, ValueDef::Undef));
    assert_eq!(args[1].0, lp);
    let phi = f.block_phis(lp)[0];
    let InstKind::Binary { lhs, .. } = f.insts[f.block_insts(lp)[0]].kind else {
        panic!()
    };
    assert_eq!(f.def_inst(lhs), Some(phi), "the add reads the phi");
}

/// Two edges from one block give two operands; an unreachable predecessor's operand is
/// `undef`; a self-looping unreachable block's own load and store vanish.
#[test]
fn multi_edges_and_unreachable_predecessors() {
    let mut fb = FunctionBuilder::new("f", sig(1), Linkage::Export, &["c"]);
    let c = fb.func.params[0];
    let a = fb.alloca(4, 4, "a");
    let (b1, b2, join, dead) = (
        fb.create_block("b1"),
        fb.create_block("b2"),
        fb.create_block("join"),
        fb.create_block("dead"),
    );
    fb.br(c, b1, b2);
    for (b, k) in [(b1, 1), (b2, 2)] {
        fb.switch_to(b);
        let v = fb.iconst(Type::I32, k);
        fb.store(Type::I32, v, a);
        if b == b1 {
            fb.br(c, join, join);
        } else {
            fb.jump(join);
        }
    }
    fb.switch_to(dead);
    let d = fb.load(Type::I32, a, None);
    fb.store(Type::I32, d, a);
    fb.br(c, dead, join);
    fb.switch_to(join);
    let r = fb.load(Type::I32, a, None);
    fb.ret(Some(r));
    let mut f = fb.finish();
    let report = run(&mut f);
    check_well_formed(&f, &report);
    let one = ValueDef::IConst(1);
    assert_eq!(
        phi_args(&f, join),
        vec![vec![
            (b1, one.clone()),
            (b1, one),
            (b2, ValueDef::IConst(2)),
            (dead, ValueDef::Undef)
        ]]
    );
    assert!(f.block_insts(dead).is_empty());
    assert_eq!(
        (report.stats.loads_removed, report.stats.stores_removed),
        (2, 3)
    );
}

/// An alloca whose address escapes stays, with the reason; a promotable one beside it
/// is still promoted.
#[test]
fn escaping_address_is_reported_not_promoted() {
    let mut fb = FunctionBuilder::new("f", sig(0), Linkage::Export, &[]);
    let a = fb.alloca(4, 4, "a");
    let b = fb.alloca(8, 8, "b");
    let p = fb.alloca(8, 8, "p");
    fb.store(Type::Ptr, a, p);
    let q = fb.load(Type::Ptr, p, None);
    fb.store(Type::Ptr, q, b);
    let r = fb.load(Type::I32, a, None);
    fb.ret(Some(r));
    let mut f = fb.finish();
    let report = run(&mut f);
    check_well_formed(&f, &report);
    assert_eq!(report.remarks.len(), 1);
    assert_eq!(report.remarks[0].reason, NotPromoted::AddressStored);
    assert_eq!(
        report.remarks[0].to_string(),
        "%a not promoted: address stored to memory"
    );
    assert_eq!(report.stats.promoted, 2);
    assert_eq!(report.stats.dead, 1, "b is only stored to");
}

/// A load's result used in a block laid out before the load's (the layout need not
/// follow dominance) still reads the replacement: the final sweep cannot rely on the
/// users step 2 recorded and reads everything.
#[test]
fn use_laid_out_before_its_load_is_rewritten() {
    let mut fb = FunctionBuilder::new("f", sig(1), Linkage::Export, &["c"]);
    let c = fb.func.params[0];
    let x = fb.alloca(4, 4, "x");
    let (exit, body) = (fb.create_block("exit"), fb.create_block("body"));
    fb.jump(body);
    fb.switch_to(body);
    fb.store(Type::I32, c, x);
    let v = fb.load(Type::I32, x, Some("v"));
    fb.jump(exit);
    fb.switch_to(exit);
    let one = fb.iconst(Type::I32, 1);
    let r = fb.binary(BinOp::Add, Type::I32, v, one, Some("r"));
    fb.ret(Some(r));
    let mut f = fb.finish();
    let report = run(&mut f);
    check_well_formed(&f, &report);
    let InstKind::Binary { lhs, .. } = f.insts[f.block_insts(exit)[0]].kind else {
        panic!("the add is gone")
    };
    assert_eq!(lhs, c, "the add reads the stored parameter");
}

#[test]
fn stats_print_one_line_per_counter() {
    let s = Stats {
        promoted: 3,
        ..Stats::default()
    };
    let text = s.to_string();
    assert_eq!(text.lines().count(), 7);
    assert!(text.starts_with("       3 mem2reg - Number of alloca's promoted\n"));
}

/// `text` read, with every alloca whose name has no `.` marked a declared variable (at
/// offset 0), then promoted while looking for uninitialized uses; also checks that looking
/// changes nothing in the promoted function.
fn uninitialized(text: &str) -> Vec<(String, bool)> {
    let mut f = crate::ir::read::read_function(text).unwrap_or_else(|e| panic!("{e}"));
    let allocas: Vec<(Inst, Value)> = f
        .block_insts(f.entry)
        .iter()
        .filter_map(|&i| Some((i, f.insts[i].result?)))
        .filter(|&(i, _)| matches!(f.insts[i].kind, InstKind::Alloca { .. }))
        .collect();
    for (inst, v) in allocas {
        if !f.value_name(v).is_some_and(|n| n.contains('.')) {
            f.variables.declare(inst, 0);
        }
    }
    let mut plain = f.clone();
    run(&mut plain);
    let record = Record {
        uninitialized: true,
        ..Record::default()
    };
    let report = run_with(&mut f, record);
    assert_eq!(
        crate::ir::print::print_function(&f),
        crate::ir::print::print_function(&plain)
    );
    let found = report.uninitialized.into_iter();
    found.map(|u| (u.name, u.always)).collect()
}

#[test]
fn a_read_no_store_reaches_is_used_uninitialized() {
    let text = "fn @f() -> i32 {\nentry:\n  %y = alloca 4, align 4\n  %0 = load i32, %y\n  ret i32 %0\n}\n";
    assert_eq!(uninitialized(text), [("y".to_string(), true)]);
}

/// The variable set on one arm only (general path: a phi with an `undef` operand), and a
/// variable set on both (no report); a compiler temporary (`t.addr`) is never judged.
#[test]
fn a_read_some_path_reaches_without_a_store_may_be_uninitialized() {
    let text = "\
fn @f(i32 %c) -> i32 {
entry:
  %y = alloca 4, align 4
  %z = alloca 4, align 4
  %t.addr = alloca 4, align 4
  br %c, then, else
then:
  store i32 1, %y
  store i32 1, %z
  jump join
else:
  store i32 2, %z
  jump join
join:
  %0 = load i32, %y
  %1 = load i32, %z
  %2 = load i32, %t.addr
  %3 = add i32 %0, %1
  %4 = add i32 %3, %2
  ret i32 %4
}
";
    assert_eq!(uninitialized(text), [("y".to_string(), false)]);
}

/// `while (1)`'s exit edge is never taken, so the store before the `break` reaches the
/// read after the loop on every path that runs.
#[test]
fn an_edge_a_constant_branch_never_takes_is_no_path() {
    let text = "\
fn @f(i32 %c) -> i32 {
entry:
  %v = alloca 4, align 4
  jump cond
cond:
  %one = icmp ne i32 1, 0
  br %one, body, end
body:
  br %c, set, cond
set:
  store i32 7, %v
  jump end
end:
  %0 = load i32, %v
  ret i32 %0
}
";
    assert_eq!(uninitialized(text), []);
}

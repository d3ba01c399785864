//! End-to-end tests of code generation: IR built by hand (SSA with phis, as mem2reg leaves
//! it), compiled to an object, linked with a small C harness by the target's C compiler, run,
//! and its output checked. Each test runs on x86-64 and, when `aarch64-linux-gnu-gcc` and
//! `qemu-aarch64` are installed, on aarch64 too.

use super::{clif_text, compile_module, compile_module_timed};
use crate::ir::builder::FunctionBuilder;
use crate::ir::{
    AbiParam, BinOp, Callee, CastOp, Cond, Ext, Global, GlobalInit, InstKind, Linkage, Module,
    Reloc, Signature, Terminator, Type, Value,
};
use crate::{OptLevel, Options};
use std::path::Path;
use std::process::Command;

const X86_64: &str = "x86_64-unknown-linux-gnu";
const AARCH64: &str = "aarch64-unknown-linux-gnu";

fn sig(params: &[Type], ret: Option<Type>) -> Signature {
    Signature {
        params: params.iter().map(|&t| AbiParam::new(t)).collect(),
        ret: ret.into_iter().map(AbiParam::new).collect(),
        variadic: false,
        fixed: params.len(),
        ..Default::default()
    }
}

fn tool_exists(name: &str) -> bool {
    Command::new(name).arg("--version").output().is_ok()
}

/// Compile `m` for `triple`, link it with the C `harness`, run it; `None` (with a note) if
/// the target's tools are missing.
fn build_and_run(m: &Module, triple: &str, opt: OptLevel, harness: &str) -> Option<String> {
    let (cc, runner): (&str, Vec<&str>) = if triple == X86_64 {
        ("cc", vec![])
    } else {
        (
            "aarch64-linux-gnu-gcc",
            vec!["qemu-aarch64", "-L", "/usr/aarch64-linux-gnu"],
        )
    };
    if !tool_exists(cc) || runner.first().is_some_and(|r| !tool_exists(r)) {
        eprintln!("note: skipping the {triple} run: {cc} or qemu-aarch64 not installed");
        return None;
    }
    let opts = Options {
        target: triple.parse().unwrap(),
        mem2reg: true,
        opt_level: opt,
        ..Options::default()
    };
    let obj = compile_module(m, &opts).unwrap_or_else(|e| panic!("{e}"));
    let dir = tempfile::tempdir().unwrap();
    let path = |n: &str| dir.path().join(n);
    std::fs::write(path("m.o"), obj).unwrap();
    std::fs::write(path("harness.c"), harness).unwrap();
    let exe = path("a.out");
    let status = Command::new(cc)
        .args([
            path("harness.c").as_path(),
            &path("m.o"),
            Path::new("-o"),
            &exe,
        ])
        .status()
        .unwrap();
    assert!(status.success(), "linking for {triple} failed");
    let out = match runner.split_first() {
        Some((r, args)) => Command::new(r).args(args).arg(&exe).output().unwrap(),
        None => Command::new(&exe).output().unwrap(),
    };
    assert!(
        out.status.success(),
        "{triple}: the program failed: {:?}",
        out.status
    );
    Some(String::from_utf8(out.stdout).unwrap())
}

/// Run `m` with `harness` on every available target and at both optimisation levels.
fn check(m: &Module, harness: &str, expected: &str) {
    crate::ir::verify::verify_module(m).unwrap_or_else(|e| panic!("test IR is invalid: {e}"));
    for triple in [X86_64, AARCH64] {
        for opt in [OptLevel::None, OptLevel::Speed] {
            if let Some(out) = build_and_run(m, triple, opt, harness) {
                assert_eq!(out, expected, "output on {triple} at {opt:?}");
            }
        }
    }
}

fn module(functions: Vec<crate::ir::Function>) -> Module {
    Module {
        functions,
        ..Module::default()
    }
}

/// `calc(a, b) = ((a + b) * (a - b) / 3 % 7) ^ (a << 2) | (b >> 1)`, plus unsigned and
/// 64-bit operations and an alloca written and read back (memory form).
fn arithmetic() -> crate::ir::Function {
    let mut fb = FunctionBuilder::new(
        "calc",
        sig(&[Type::I32, Type::I32], Some(Type::I32)),
        Linkage::Export,
        &["a", "b"],
    );
    let (a, b) = (fb.func.params[0], fb.func.params[1]);
    let slot = fb.alloca(4, 4, "t");
    let sum = fb.binary(BinOp::Add, Type::I32, a, b, None);
    let diff = fb.binary(BinOp::Sub, Type::I32, a, b, None);
    let prod = fb.binary(BinOp::Mul, Type::I32, sum, diff, None);
    let three = fb.iconst(Type::I32, 3);
    let q = fb.binary(BinOp::SDiv, Type::I32, prod, three, None);
    let seven = fb.iconst(Type::I32, 7);
    let r = fb.binary(BinOp::SRem, Type::I32, q, seven, None);
    fb.store(Type::I32, r, slot);
    let two = fb.iconst(Type::I32, 2);
    let shl = fb.binary(BinOp::Shl, Type::I32, a, two, None);
    let one = fb.iconst(Type::I32, 1);
    let shr = fb.binary(BinOp::AShr, Type::I32, b, one, None);
    let r2 = fb.load(Type::I32, slot, None);
    let x = fb.binary(BinOp::Xor, Type::I32, r2, shl, None);
    let y = fb.binary(BinOp::Or, Type::I32, x, shr, None);
    // (u64)(unsigned)y / 5 truncated back: exercises zext, udiv and trunc.
    let wide = fb.cast(CastOp::Zext, Type::I32, Type::I64, y, None);
    let five = fb.iconst(Type::I64, 5);
    let ud = fb.binary(BinOp::UDiv, Type::I64, wide, five, None);
    let back = fb.cast(CastOp::Trunc, Type::I64, Type::I32, ud, None);
    let res = fb.binary(BinOp::Add, Type::I32, back, y, None);
    fb.ret(Some(res));
    fb.finish()
}

#[test]
fn arithmetic_matches_c() {
    let harness = r#"#include <stdio.h>
int calc(int, int);
static int ref(int a, int b) { int y = (((a + b) * (a - b) / 3 % 7) ^ (a << 2)) | (b >> 1);
  return (int)((unsigned long long)(unsigned)y / 5) + y; }
int main(void) { for (int a = -9; a < 20; a += 4) for (int b = -5; b < 9; b += 3)
  printf("%d %d\n", calc(a, b), ref(a, b)); return 0; }
"#;
    let expected: String = {
        let mut s = String::new();
        for a in (-9..20).step_by(4) {
            for b in (-5..9).step_by(3) {
                let y: i32 = (((a + b) * (a - b) / 3 % 7) ^ (a << 2)) | (b >> 1);
                let v = ((y as u32 as u64) / 5) as i32 + y;
                s += &format!("{v} {v}\n");
            }
        }
        s
    };
    check(&module(vec![arithmetic()]), harness, &expected);
}

/// `sum(n)`: `s = 0; for (i = 0; i < n; i++) s += i * i; return s;` in hand-written SSA.
fn loop_sum() -> crate::ir::Function {
    let mut fb = FunctionBuilder::new(
        "sum",
        sig(&[Type::I32], Some(Type::I64)),
        Linkage::Export,
        &["n"],
    );
    let n = fb.func.params[0];
    let entry = fb.func.entry;
    let header = fb.create_block("for.cond");
    let body = fb.create_block("for.body");
    let exit = fb.create_block("for.end");
    fb.jump(header);
    fb.switch_to(body);
    let i = fb.phi(header, Type::I32, vec![], Some("i"));
    let s = fb.phi(header, Type::I64, vec![], Some("s"));
    let wide = fb.cast(CastOp::Sext, Type::I32, Type::I64, i, None);
    let sq = fb.binary(BinOp::Mul, Type::I64, wide, wide, None);
    let s2 = fb.binary(BinOp::Add, Type::I64, s, sq, None);
    let one = fb.iconst(Type::I32, 1);
    let i2 = fb.binary(BinOp::Add, Type::I32, i, one, None);
    fb.jump(header);
    let (zero32, zero64) = (fb.iconst(Type::I32, 0), fb.iconst(Type::I64, 0));
    set_phi_args(&mut fb, header, 0, vec![(entry, zero32), (body, i2)]);
    set_phi_args(&mut fb, header, 1, vec![(entry, zero64), (body, s2)]);
    fb.switch_to(header);
    let c = fb.icmp(Cond::Slt, Type::I32, i, n, None);
    fb.br(c, body, exit);
    fb.switch_to(exit);
    fb.ret(Some(s));
    fb.finish()
}

fn set_phi_args(
    fb: &mut FunctionBuilder,
    b: crate::ir::Block,
    k: usize,
    new: Vec<(crate::ir::Block, Value)>,
) {
    let phi = fb.func.block_phis(b)[k];
    if let InstKind::Phi { args, .. } = &mut fb.func.insts[phi].kind {
        *args = new.into();
    }
}

#[test]
fn loop_with_phis() {
    let harness = r#"#include <stdio.h>
long long sum(int);
int main(void) { printf("%lld %lld %lld\n", sum(0), sum(10), sum(100000)); return 0; }
"#;
    let big: i64 = (0..100000i64).map(|i| i * i).sum();
    check(
        &module(vec![loop_sum()]),
        harness,
        &format!("0 285 {big}\n"),
    );
}

/// `pick(c)`: a `br` whose both edges go to `join`, whose phi takes 1 on the then edge and 2
/// on the else edge.
#[test]
fn br_with_both_edges_to_one_block_passes_each_edge_its_args() {
    let mut fb = FunctionBuilder::new(
        "pick",
        sig(&[Type::I32], Some(Type::I32)),
        Linkage::Export,
        &["c"],
    );
    let c = fb.func.params[0];
    let entry = fb.func.entry;
    let join = fb.create_block("join");
    let (one, two) = (fb.iconst(Type::I32, 1), fb.iconst(Type::I32, 2));
    fb.br(c, join, join);
    let p = fb.phi(join, Type::I32, vec![(entry, one), (entry, two)], Some("p"));
    fb.switch_to(join);
    fb.ret(Some(p));
    let harness = r#"#include <stdio.h>
int pick(int);
int main(void) { printf("%d %d %d\n", pick(5), pick(0), pick(-1)); return 0; }
"#;
    check(&module(vec![fb.finish()]), harness, "1 2 1\n");
}

/// `name(x)`: a switch on `ty` whose default and cases 1, 3, 5 share block `shared` (phi
/// operands -1, 10, 30, 50, one per edge), cases 2 and 4 share `other` (20, 40, returned plus
/// 1000) and case 0 goes to `zero`.
fn switch_fn(name: &str, ty: Type, case_values: [i64; 6]) -> crate::ir::Function {
    let mut fb = FunctionBuilder::new(name, sig(&[ty], Some(Type::I32)), Linkage::Export, &["x"]);
    let x = fb.func.params[0];
    let entry = fb.func.entry;
    let shared = fb.create_block("shared");
    let other = fb.create_block("other");
    let zero = fb.create_block("zero");
    let targets = [zero, shared, other, shared, other, shared];
    let cases: Vec<(i64, crate::ir::Block)> = case_values.iter().copied().zip(targets).collect();
    fb.terminate(Terminator::Switch {
        value: x,
        default: shared,
        cases,
    });
    let k = |fb: &mut FunctionBuilder, v| fb.iconst(Type::I32, v);
    let shared_args = vec![
        (entry, k(&mut fb, -1)),
        (entry, k(&mut fb, 10)),
        (entry, k(&mut fb, 30)),
        (entry, k(&mut fb, 50)),
    ];
    let other_args = vec![(entry, k(&mut fb, 20)), (entry, k(&mut fb, 40))];
    let ps = fb.phi(shared, Type::I32, shared_args, None);
    let po = fb.phi(other, Type::I32, other_args, None);
    fb.switch_to(shared);
    fb.ret(Some(ps));
    fb.switch_to(other);
    let thousand = fb.iconst(Type::I32, 1000);
    let r = fb.binary(BinOp::Add, Type::I32, po, thousand, None);
    fb.ret(Some(r));
    fb.switch_to(zero);
    let z = fb.iconst(Type::I32, 0);
    fb.ret(Some(z));
    fb.finish()
}

#[test]
fn switch_dense_and_sparse_with_shared_targets_and_phis() {
    let m = module(vec![
        switch_fn("dense", Type::I32, [0, 1, 2, 3, 4, 5]),
        switch_fn("dense64", Type::I64, [10, 11, 12, 13, 14, 15]),
        switch_fn("sparse", Type::I64, [-50, 1, 100, 7, 1_000_000_000_000, -9]),
        // 200 and -56 are the same i8: the first case wins.
        switch_fn("narrow", Type::I8, [0, 1, 2, -56, 4, 200]),
    ]);
    let harness = r#"#include <stdio.h>
int dense(int); int dense64(long long); int sparse(long long); int narrow(signed char);
int main(void) {
  for (int x = -2; x < 8; x++) printf("%d ", dense(x));
  printf("\n");
  for (int x = 8; x < 18; x++) printf("%d ", dense64(x));
  printf("%d\n", dense64(-4294967284LL));
  long long s[] = {-50, 1, 100, 7, 1000000000000LL, -9, 0, 8, -1, 99};
  for (int i = 0; i < 10; i++) printf("%d ", sparse(s[i]));
  printf("\n");
  for (int x = -60; x < 10; x += 4) printf("%d ", narrow((signed char)x));
  printf("%d\n", narrow(-56));
  return 0;
}
"#;
    let expected = format!(
        "-1 -1 0 10 1020 30 1040 50 -1 -1 \n\
         -1 -1 0 10 1020 30 1040 50 -1 -1 -1\n\
         0 10 1020 30 1040 50 -1 -1 -1 -1 \n\
         -1 30 {}0 1040 -1 30\n",
        "-1 ".repeat(13)
    );
    check(&m, harness, &expected);
}

/// `many` takes 12 integers (two narrow, sign- and zero-extended) and 10 doubles, more than
/// either target passes in registers; `call_many` calls it from IR.
#[test]
fn calls_with_more_arguments_than_registers() {
    let mut params: Vec<AbiParam> = (0..12).map(|_| AbiParam::new(Type::I32)).collect();
    params[3] = AbiParam {
        ext: Ext::Sext,
        ..AbiParam::new(Type::I8)
    };
    params[10] = AbiParam {
        ext: Ext::Zext,
        ..AbiParam::new(Type::I16)
    };
    params.extend((0..10).map(|_| AbiParam::new(Type::F64)));
    let many_sig = Signature {
        params: params.clone(),
        ret: vec![AbiParam::new(Type::F64)],
        variadic: false,
        fixed: 22,
        ..Default::default()
    };
    let mut fb = FunctionBuilder::new("many", many_sig.clone(), Linkage::Export, &[]);
    // acc = sum of (i + 1) * arg_i, each converted to double.
    let mut acc = fb.fconst(Type::F64, 0.0);
    for (i, p) in params.iter().enumerate() {
        let arg = fb.func.params[i];
        let d = match p.ty {
            Type::F64 => arg,
            Type::I32 => fb.cast(CastOp::SiToFp, Type::I32, Type::F64, arg, None),
            t => fb.cast(
                if p.ext == Ext::Sext {
                    CastOp::SiToFp
                } else {
                    CastOp::UiToFp
                },
                t,
                Type::F64,
                arg,
                None,
            ),
        };
        let w = fb.fconst(Type::F64, (i + 1) as f64);
        let term = fb.binary(BinOp::FMul, Type::F64, d, w, None);
        acc = fb.binary(BinOp::FAdd, Type::F64, acc, term, None);
    }
    fb.ret(Some(acc));
    let many = fb.finish();

    let mut fb = FunctionBuilder::new("call_many", sig(&[], Some(Type::I32)), Linkage::Export, &[]);
    let mut args = Vec::new();
    for (i, p) in params.iter().enumerate() {
        args.push(match p.ty {
            Type::F64 => fb.fconst(Type::F64, i as f64 + 0.5),
            Type::I8 => fb.iconst(Type::I8, -3),
            Type::I16 => fb.iconst(Type::I16, 60000u16 as i16 as i64),
            t => fb.iconst(t, i as i64 * 7 - 20),
        });
    }
    let call = InstKind::call(Callee::Direct("many".into()), many_sig, args);
    let r = fb.ins_value(call, None);
    let ri = fb.cast(CastOp::FpToSi, Type::F64, Type::I32, r, None);
    fb.ret(Some(ri));
    let m = module(vec![many, fb.finish()]);
    let harness = r#"#include <stdio.h>
double many(int,int,int,signed char,int,int,int,int,int,int,unsigned short,int,
            double,double,double,double,double,double,double,double,double,double);
int call_many(void);
int main(void) {
  printf("%.1f\n", many(1,2,3,-4,5,6,7,8,9,10,65535,12, .5,1,1.5,2,2.5,3,3.5,4,4.5,5));
  printf("%d\n", call_many());
  return 0;
}
"#;
    let direct: f64 = {
        let ints = [
            1.0, 2.0, 3.0, -4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 65535.0, 12.0,
        ];
        let ds: Vec<f64> = (1..=10).map(|k| k as f64 * 0.5).collect();
        ints.iter()
            .chain(&ds)
            .enumerate()
            .map(|(i, v)| (i + 1) as f64 * v)
            .sum()
    };
    let from_ir: f64 = (0..22)
        .map(|i| {
            let v = match i {
                3 => -3.0,
                10 => 60000.0,
                i if i >= 12 => i as f64 + 0.5,
                i => (i * 7) as f64 - 20.0,
            };
            (i + 1) as f64 * v
        })
        .sum();
    check(&m, harness, &format!("{direct:.1}\n{}\n", from_ir as i32));
}

fn global(name: &str, size: u32, readonly: bool, linkage: Linkage, init: GlobalInit) -> Global {
    Global {
        name: name.into(),
        size,
        align: 8,
        linkage,
        readonly,
        thread_local: false,
        init,
    }
}

/// Globals: an initialised counter, a zeroed buffer, a read-only string, and a table of
/// addresses (relocations to data, data plus an offset, and a function) that `use_table`
/// reads, calling through the function pointer.
#[test]
fn globals_with_relocations() {
    let mut fb = FunctionBuilder::new(
        "twice",
        sig(&[Type::I32], Some(Type::I32)),
        Linkage::Local,
        &["x"],
    );
    let x = fb.func.params[0];
    let r = fb.binary(BinOp::Add, Type::I32, x, x, None);
    fb.ret(Some(r));
    let twice = fb.finish();

    // use_table() = twice(*table[0]) + *(int *)table[1] + (table[3] != 0), and bumps counter.
    let mut fb = FunctionBuilder::new("use_table", sig(&[], Some(Type::I32)), Linkage::Export, &[]);
    let table = fb.ins_value(
        InstKind::GlobalAddr {
            name: "table".into(),
        },
        None,
    );
    let p0 = fb.load(Type::Ptr, table, None);
    let v0 = fb.load(Type::I32, p0, None);
    let eight = fb.iconst(Type::I64, 8);
    let a1 = fb.ins_value(
        InstKind::PtrOffset {
            base: table,
            offset: eight,
        },
        None,
    );
    let p1 = fb.load(Type::Ptr, a1, None);
    let v1 = fb.load(Type::I32, p1, None);
    let sixteen = fb.iconst(Type::I64, 16);
    let a2 = fb.ins_value(
        InstKind::PtrOffset {
            base: table,
            offset: sixteen,
        },
        None,
    );
    let fp = fb.load(Type::Ptr, a2, None);
    let call = InstKind::call(
        Callee::Indirect(fp),
        sig(&[Type::I32], Some(Type::I32)),
        vec![v0],
    );
    let t = fb.ins_value(call, None);
    let sum = fb.binary(BinOp::Add, Type::I32, t, v1, None);
    let one = fb.iconst(Type::I32, 1);
    let bumped = fb.binary(BinOp::Add, Type::I32, v0, one, None);
    fb.store(Type::I32, bumped, p0);
    fb.ret(Some(sum));
    let use_table = fb.finish();

    let counter_bytes = 5i32
        .to_le_bytes()
        .iter()
        .chain(&9i32.to_le_bytes())
        .copied()
        .collect();
    let reloc = |offset, symbol: &str, addend| Reloc {
        offset,
        symbol: symbol.into(),
        addend,
    };
    let m = Module {
        globals: vec![
            global(
                "counter",
                8,
                false,
                Linkage::Export,
                GlobalInit::Bytes {
                    bytes: counter_bytes,
                    relocs: vec![],
                },
            ),
            global("zeroes", 64, false, Linkage::Export, GlobalInit::Zero),
            global(
                ".str.0",
                6,
                true,
                Linkage::Local,
                GlobalInit::Bytes {
                    bytes: b"hello\0".to_vec(),
                    relocs: vec![],
                },
            ),
            global(
                "table",
                32,
                false,
                Linkage::Export,
                GlobalInit::Bytes {
                    bytes: vec![0; 32],
                    relocs: vec![
                        reloc(0, "counter", 0),
                        reloc(8, "counter", 4),
                        reloc(16, "twice", 0),
                        reloc(24, ".str.0", 1),
                    ],
                },
            ),
            global("extern_value", 4, false, Linkage::Import, GlobalInit::Zero),
        ],
        decls: vec![],
        functions: vec![twice, use_table],
        attrs: Default::default(),
        idents: vec![],
        inline_asm: vec![],
        file_asm: vec![],
        debug: Default::default(),
        inline_only: Vec::new(),
    };
    let harness = r#"#include <stdio.h>
extern int counter[2]; extern char zeroes[64]; extern const char *table[4];
int extern_value = 3;
int use_table(void);
int main(void) {
  printf("%d ", use_table());
  printf("%d ", use_table());
  printf("%d %d %d %s\n", counter[0], counter[1], zeroes[63], table[3]);
  return 0;
}
"#;
    check(&m, harness, "19 21 7 9 0 ello\n");
}

/// `say()` calls `printf` (variadic, one named parameter) with int, pointer and double
/// arguments; on x86-64 the call goes through the `%al` stub.
#[test]
fn variadic_printf_with_doubles() {
    let fmt = b"%d %s %.3f %d %.1f %c\n\0".to_vec();
    let word = b"word\0".to_vec();
    let mut fb = FunctionBuilder::new("say", sig(&[Type::F64], None), Linkage::Export, &["d"]);
    let d = fb.func.params[0];
    let f = fb.ins_value(
        InstKind::GlobalAddr {
            name: ".fmt".into(),
        },
        None,
    );
    let w = fb.ins_value(
        InstKind::GlobalAddr {
            name: ".word".into(),
        },
        None,
    );
    let a = fb.iconst(Type::I32, 42);
    let b = fb.iconst(Type::I32, -7);
    let half = fb.fconst(Type::F32, 2.5);
    let promoted = fb.cast(CastOp::FpExt, Type::F32, Type::F64, half, None);
    let ch = fb.iconst(Type::I32, 'Z' as i64);
    let types = [
        Type::Ptr,
        Type::I32,
        Type::Ptr,
        Type::F64,
        Type::I32,
        Type::F64,
        Type::I32,
    ];
    let printf_sig = Signature {
        params: types.iter().map(|&t| AbiParam::new(t)).collect(),
        ret: vec![AbiParam::new(Type::I32)],
        variadic: true,
        fixed: 1,
        ..Default::default()
    };
    let call = InstKind::call(
        Callee::Direct("printf".into()),
        printf_sig.clone(),
        vec![f, a, w, d, b, promoted, ch],
    );
    fb.ins(call, None);
    // A second call site with a different signature to the same callee.
    let f2 = fb.ins_value(
        InstKind::GlobalAddr {
            name: ".fmt2".into(),
        },
        None,
    );
    let sig2 = Signature {
        params: vec![AbiParam::new(Type::Ptr), AbiParam::new(Type::F64)],
        ret: vec![AbiParam::new(Type::I32)],
        variadic: true,
        fixed: 1,
        ..Default::default()
    };
    fb.ins(
        InstKind::call(Callee::Direct("printf".into()), sig2, vec![f2, d]),
        None,
    );
    fb.ret(None);
    let ro = |name: &str, bytes: Vec<u8>| Global {
        name: name.into(),
        size: bytes.len() as u32,
        align: 1,
        linkage: Linkage::Local,
        readonly: true,
        thread_local: false,
        init: GlobalInit::Bytes {
            bytes,
            relocs: vec![],
        },
    };
    let m = Module {
        globals: vec![
            ro(".fmt", fmt),
            ro(".word", word),
            ro(".fmt2", b"%g\n\0".to_vec()),
        ],
        decls: vec![crate::ir::FuncDecl {
            name: "printf".into(),
            sig: Signature {
                params: vec![AbiParam::new(Type::Ptr)],
                ret: vec![AbiParam::new(Type::I32)],
                variadic: true,
                fixed: 1,
                ..Default::default()
            },
        }],
        functions: vec![fb.finish()],
        attrs: Default::default(),
        idents: vec![],
        inline_asm: vec![],
        file_asm: vec![],
        debug: Default::default(),
        inline_only: Vec::new(),
    };
    let harness = "void say(double); int main(void) { say(3.14159); return 0; }\n";
    check(&m, harness, "42 word 3.142 -7 2.5 Z\n3.14159\n");
}

#[test]
fn clif_text_shows_phis_as_block_params() {
    let m = module(vec![loop_sum()]);
    let text = clif_text(&m, &Options::default()).unwrap();
    assert!(text.contains("function u0:0(i32 uext) -> i64"), "{text}");
    assert!(
        text.contains("block1(v"),
        "loop header has parameters: {text}"
    );
}

/// `fbits(x)`: every float condition packed into bits: olt 1.5, oeq/ole/ogt/oge 2.0, and
/// une x x (true only for NaN).
fn float_conditions() -> crate::ir::Function {
    let mut fb = FunctionBuilder::new(
        "fbits",
        sig(&[Type::F64], Some(Type::I32)),
        Linkage::Export,
        &["x"],
    );
    let x = fb.func.params[0];
    let (c15, c2) = (fb.fconst(Type::F64, 1.5), fb.fconst(Type::F64, 2.0));
    let tests = [
        (Cond::Olt, c15),
        (Cond::Oeq, c2),
        (Cond::Une, x),
        (Cond::Ole, c2),
        (Cond::Ogt, c2),
        (Cond::Oge, c2),
    ];
    let mut acc = fb.iconst(Type::I32, 0);
    for (bit, (cond, rhs)) in tests.into_iter().enumerate() {
        let c = fb.ins_value(
            InstKind::Fcmp {
                cond,
                ty: Type::F64,
                lhs: x,
                rhs,
            },
            None,
        );
        let wide = fb.cast(CastOp::Zext, Type::I8, Type::I32, c, None);
        let shift = fb.iconst(Type::I32, bit as i64);
        let v = fb.binary(BinOp::Shl, Type::I32, wide, shift, None);
        acc = fb.binary(BinOp::Or, Type::I32, acc, v, None);
    }
    fb.ret(Some(acc));
    fb.finish()
}

/// `conv(x) = (int)x + (unsigned long long)(x * x * 1e15) + (long long)((double)(float)(int)x * 0.5)
///            + (signed char)(int)x + (unsigned)(x * x * 3e5)`
fn conversions() -> crate::ir::Function {
    let mut fb = FunctionBuilder::new(
        "conv",
        sig(&[Type::F64], Some(Type::I64)),
        Linkage::Export,
        &["x"],
    );
    let x = fb.func.params[0];
    let a = fb.cast(CastOp::FpToSi, Type::F64, Type::I32, x, None);
    let xx = fb.binary(BinOp::FMul, Type::F64, x, x, None);
    let big = fb.fconst(Type::F64, 1e15);
    let xxb = fb.binary(BinOp::FMul, Type::F64, xx, big, None);
    let b = fb.cast(CastOp::FpToUi, Type::F64, Type::I64, xxb, None);
    let c = fb.cast(CastOp::SiToFp, Type::I32, Type::F32, a, None);
    let d = fb.cast(CastOp::FpExt, Type::F32, Type::F64, c, None);
    let half = fb.fconst(Type::F64, 0.5);
    let dh = fb.binary(BinOp::FMul, Type::F64, d, half, None);
    let e = fb.cast(CastOp::FpToSi, Type::F64, Type::I64, dh, None);
    let a8 = fb.cast(CastOp::Trunc, Type::I32, Type::I8, a, None);
    let a8w = fb.cast(CastOp::Sext, Type::I8, Type::I64, a8, None);
    let aw = fb.cast(CastOp::Sext, Type::I32, Type::I64, a, None);
    let s1 = fb.binary(BinOp::Add, Type::I64, aw, b, None);
    let s2 = fb.binary(BinOp::Add, Type::I64, s1, e, None);
    let s3 = fb.binary(BinOp::Add, Type::I64, s2, a8w, None);
    let k = fb.fconst(Type::F64, 3e5);
    let xxk = fb.binary(BinOp::FMul, Type::F64, xx, k, None);
    let u = fb.cast(CastOp::FpToUi, Type::F64, Type::I32, xxk, None);
    let uw = fb.cast(CastOp::Zext, Type::I32, Type::I64, u, None);
    let s4 = fb.binary(BinOp::Add, Type::I64, s3, uw, None);
    fb.ret(Some(s4));
    fb.finish()
}

/// `fmix(a, b) = (float)((double)(a * b - a / b))` and `u2d(u) = (double)u`, `s2f(s)`.
fn float_arith() -> Vec<crate::ir::Function> {
    let mut fb = FunctionBuilder::new(
        "fmix",
        sig(&[Type::F32, Type::F32], Some(Type::F32)),
        Linkage::Export,
        &["a", "b"],
    );
    let (a, b) = (fb.func.params[0], fb.func.params[1]);
    let m = fb.binary(BinOp::FMul, Type::F32, a, b, None);
    let q = fb.binary(BinOp::FDiv, Type::F32, a, b, None);
    let d = fb.binary(BinOp::FSub, Type::F32, m, q, None);
    let n = fb.ins_value(
        InstKind::Unary {
            op: crate::ir::UnOp::FNeg,
            ty: Type::F32,
            arg: d,
        },
        None,
    );
    let w = fb.cast(CastOp::FpExt, Type::F32, Type::F64, n, None);
    let back = fb.cast(CastOp::FpTrunc, Type::F64, Type::F32, w, None);
    fb.ret(Some(back));
    let fmix = fb.finish();
    let mut fb = FunctionBuilder::new(
        "u2d",
        sig(&[Type::I64], Some(Type::F64)),
        Linkage::Export,
        &["u"],
    );
    let u = fb.func.params[0];
    let r = fb.cast(CastOp::UiToFp, Type::I64, Type::F64, u, None);
    fb.ret(Some(r));
    let u2d = fb.finish();
    let mut fb = FunctionBuilder::new(
        "s2f",
        sig(&[Type::I16], Some(Type::F32)),
        Linkage::Export,
        &["s"],
    );
    let s = fb.func.params[0];
    let r = fb.cast(CastOp::SiToFp, Type::I16, Type::F32, s, None);
    fb.ret(Some(r));
    vec![fmix, u2d, fb.finish()]
}

#[test]
fn floats_conversions_and_comparisons_match_c() {
    let mut functions = vec![float_conditions(), conversions()];
    functions.extend(float_arith());
    let harness = r#"#include <stdio.h>
#include <math.h>
int fbits(double); long long conv(double); float fmix(float, float);
double u2d(unsigned long long); float s2f(short);
static int ref_bits(double x) { return (x < 1.5) | (x == 2.0) << 1 | (x != x) << 2
  | (x <= 2.0) << 3 | (x > 2.0) << 4 | (x >= 2.0) << 5; }
static long long ref_conv(double x) { int a = (int)x;
  return a + (long long)(unsigned long long)(x * x * 1e15) + (long long)((double)(float)a * 0.5)
    + (signed char)a + (unsigned)(x * x * 3e5); }
int main(void) {
  double xs[] = {0.5, 1.5, 2.0, 2.5, -3.75, 100.25, 77.0, NAN};
  for (int i = 0; i < 8; i++) printf("%d/%d ", fbits(xs[i]), ref_bits(xs[i]));
  printf("\n");
  for (int i = 0; i < 7; i++) printf("%lld/%lld ", conv(xs[i]), ref_conv(xs[i]));
  printf("\n%.9g/%.9g ", fmix(3.5f, -0.25f), (float)(double)-(3.5f * -0.25f - 3.5f / -0.25f));
  printf("%.17g/%.17g ", u2d(18446744073709551557ULL), (double)18446744073709551557ULL);
  printf("%.9g/%.9g\n", s2f(-12345), (float)(short)-12345);
  return 0;
}
"#;
    let m = module(functions);
    // The harness prints each result next to C's; the test checks they agree.
    for triple in [X86_64, AARCH64] {
        for opt in [OptLevel::None, OptLevel::Speed] {
            let Some(out) = build_and_run(&m, triple, opt, harness) else {
                continue;
            };
            for pair in out.split_whitespace() {
                let (ours, c) = pair.split_once('/').unwrap();
                assert_eq!(ours, c, "{triple} {opt:?}: {out}");
            }
        }
    }
}

/// Blocks laid out against dominance order (the block defining `v` comes last), plus an
/// unreachable block that jumps into the join with its own phi operand.
#[test]
fn layout_order_need_not_follow_dominance_and_unreachable_blocks_are_harmless() {
    let mut fb = FunctionBuilder::new(
        "order",
        sig(&[Type::I32], Some(Type::I32)),
        Linkage::Export,
        &["n"],
    );
    let n = fb.func.params[0];
    let use_v = fb.create_block("use");
    let dead = fb.create_block("dead");
    let def_v = fb.create_block("def");
    fb.jump(def_v);
    fb.switch_to(def_v);
    let three = fb.iconst(Type::I32, 3);
    let v = fb.binary(BinOp::Mul, Type::I32, n, three, None);
    fb.jump(use_v);
    fb.switch_to(dead);
    fb.jump(use_v);
    let ninety_nine = fb.iconst(Type::I32, 99);
    let p = fb.phi(
        use_v,
        Type::I32,
        vec![(def_v, v), (dead, ninety_nine)],
        None,
    );
    fb.switch_to(use_v);
    let r = fb.binary(BinOp::Add, Type::I32, p, v, None);
    fb.ret(Some(r));
    let harness = "#include <stdio.h>\nint order(int);\nint main(void) { printf(\"%d\\n\", order(7)); return 0; }\n";
    check(&module(vec![fb.finish()]), harness, "42\n");
}

#[test]
fn volatile_accesses_are_fenced_by_sequence_points() {
    let mut fb = FunctionBuilder::new(
        "poll",
        sig(&[Type::Ptr], Some(Type::I32)),
        Linkage::Export,
        &["p"],
    );
    let p = fb.func.params[0];
    let load = InstKind::Load {
        ty: Type::I32,
        addr: p,
        volatile: true,
    };
    let a = fb.ins_value(load.clone(), None);
    let b = fb.ins_value(load, None);
    let r = fb.binary(BinOp::Add, Type::I32, a, b, None);
    fb.ret(Some(r));
    let text = clif_text(&module(vec![fb.finish()]), &Options::default()).unwrap();
    assert_eq!(text.matches("sequence_point").count(), 4, "{text}");
    assert_eq!(text.matches("load.i32").count(), 2, "{text}");
}

#[test]
fn broken_ir_is_an_internal_compiler_error_not_a_panic() {
    // A call passing one argument to a signature with two.
    let mut fb = FunctionBuilder::new("bad", sig(&[], None), Linkage::Export, &[]);
    let one = fb.iconst(Type::I32, 1);
    let call = InstKind::call(
        Callee::Direct("f".into()),
        sig(&[Type::I32, Type::I32], None),
        vec![one],
    );
    fb.ins(call, None);
    fb.ret(None);
    let err = compile_module(&module(vec![fb.finish()]), &Options::default()).unwrap_err();
    assert!(err.starts_with("internal compiler error"), "{err}");
    // A block without a terminator.
    let fb = FunctionBuilder::new("open", sig(&[], None), Linkage::Export, &[]);
    let err = compile_module(&module(vec![fb.finish()]), &Options::default()).unwrap_err();
    assert!(err.contains("no terminator"), "{err}");
}

/// `via_ptr(p)` calls the variadic function `p` points to (printf) three ways: few
/// arguments, more integer arguments than registers, and more of both kinds than registers,
/// so that on x86-64 the target reaches its stub in a register or on the stack.
#[test]
fn variadic_calls_through_function_pointers() {
    let fmt1 = b"%s %d %.2f\n\0".to_vec();
    let fmt2 = b"%d %d %d %d %d %d %d %.1f\n\0".to_vec();
    let fmt3 =
        b"%d %d %d %d %d %d %d %.0f %.0f %.0f %.0f %.0f %.0f %.0f %.0f %.0f %.0f\n\0".to_vec();
    let mut fb = FunctionBuilder::new("via_ptr", sig(&[Type::Ptr], None), Linkage::Export, &["p"]);
    let p = fb.func.params[0];
    let call = |fb: &mut FunctionBuilder, fmt: &str, args: Vec<(Type, f64)>| {
        let f = fb.ins_value(InstKind::GlobalAddr { name: fmt.into() }, None);
        let mut types = vec![Type::Ptr];
        let mut values = vec![f];
        for (t, v) in args {
            types.push(t);
            values.push(if t.is_float() {
                fb.fconst(t, v)
            } else if t == Type::Ptr {
                f
            } else {
                fb.iconst(t, v as i64)
            });
        }
        let s = Signature {
            params: types.iter().map(|&t| AbiParam::new(t)).collect(),
            ret: vec![AbiParam::new(Type::I32)],
            variadic: true,
            fixed: 1,
            ..Default::default()
        };
        fb.ins(InstKind::call(Callee::Indirect(p), s, values), None);
    };
    call(
        &mut fb,
        ".f1",
        vec![(Type::Ptr, 0.0), (Type::I32, 7.0), (Type::F64, 2.5)],
    );
    let mut seven: Vec<(Type, f64)> = (1..=7).map(|i| (Type::I32, i as f64)).collect();
    seven.push((Type::F64, 0.5));
    call(&mut fb, ".f2", seven.clone());
    seven.pop();
    seven.extend((1..=10).map(|i| (Type::F64, i as f64 * 10.0)));
    call(&mut fb, ".f3", seven);
    fb.ret(None);
    let ro = |name: &str, bytes: Vec<u8>| Global {
        name: name.into(),
        size: bytes.len() as u32,
        align: 1,
        linkage: Linkage::Local,
        readonly: true,
        thread_local: false,
        init: GlobalInit::Bytes {
            bytes,
            relocs: vec![],
        },
    };
    let m = Module {
        globals: vec![ro(".f1", fmt1), ro(".f2", fmt2), ro(".f3", fmt3)],
        decls: vec![],
        functions: vec![fb.finish()],
        attrs: Default::default(),
        idents: vec![],
        inline_asm: vec![],
        file_asm: vec![],
        debug: Default::default(),
        inline_only: Vec::new(),
    };
    let harness = "#include <stdio.h>\nvoid via_ptr(int (*)(const char *, ...));\nint main(void) { via_ptr(printf); return 0; }\n";
    check(
        &m,
        harness,
        "%s %d %.2f\n 7 2.50\n1 2 3 4 5 6 7 0.5\n1 2 3 4 5 6 7 10 20 30 40 50 60 70 80 90 100\n",
    );
}

#[test]
fn parallel_and_serial_compilation_give_identical_objects() {
    let mut functions = vec![
        arithmetic(),
        loop_sum(),
        switch_fn("dense", Type::I32, [0, 1, 2, 3, 4, 5]),
        switch_fn("sparse", Type::I64, [-50, 1, 100, 7, 1_000_000_000_000, -9]),
        float_conditions(),
        conversions(),
    ];
    functions.extend(float_arith());
    let m = module(functions);
    for triple in [X86_64, AARCH64] {
        for opt_level in [OptLevel::None, OptLevel::Speed] {
            let opts = Options {
                target: triple.parse().unwrap(),
                mem2reg: true,
                opt_level,
                ..Options::default()
            };
            let (serial, _) = compile_module_timed(&m, &opts, 1).unwrap();
            for threads in [2, 3, 8] {
                let (parallel, _) = compile_module_timed(&m, &opts, threads).unwrap();
                assert!(
                    serial == parallel,
                    "{triple} {opt_level:?}: {threads} threads give another object"
                );
            }
        }
    }
}

#[test]
fn an_error_in_one_function_is_reported_by_the_parallel_compiler() {
    let mut broken = loop_sum();
    broken.name = "broken".into();
    // A block without a terminator: translation fails, and nothing may hang or panic.
    let b = broken.layout[1];
    broken.blocks[b].term = None;
    let m = module(vec![arithmetic(), broken, conversions()]);
    let opts = Options::default();
    for threads in [1, 2] {
        let err = compile_module_timed(&m, &opts, threads).unwrap_err();
        assert!(err.contains("internal compiler error"), "{err}");
    }
}

/// `twice(x) = x + x`, a small leaf, and `quad(x) = twice(twice(x))`.
fn twice_and_quad() -> Module {
    let i32_sig = sig(&[Type::I32], Some(Type::I32));
    let mut fb = FunctionBuilder::new("twice", i32_sig.clone(), Linkage::Export, &["x"]);
    let x = fb.func.params[0];
    let y = fb.binary(BinOp::Add, Type::I32, x, x, None);
    fb.ret(Some(y));
    let twice = fb.finish();
    let mut fb = FunctionBuilder::new("quad", i32_sig.clone(), Linkage::Export, &["x"]);
    let mut v = fb.func.params[0];
    for _ in 0..2 {
        let call = InstKind::call(Callee::Direct("twice".into()), i32_sig.clone(), vec![v]);
        v = fb.ins_value(call, None);
    }
    fb.ret(Some(v));
    module(vec![twice, fb.finish()])
}

#[test]
fn small_leaf_functions_are_inlined_when_optimising() {
    let m = twice_and_quad();
    for (opt_level, calls) in [(OptLevel::Speed, 0), (OptLevel::None, 2)] {
        let opts = Options {
            opt_level,
            ..Options::default()
        };
        let mut gen = super::ObjectGen::new(&m, &opts).unwrap();
        let mut times = super::CodegenTimes::default();
        let code = super::parallel::compile_functions(&mut gen, &m.functions, 1, &mut times)
            .unwrap_or_else(|e| panic!("{e}"));
        // The call relocations of `quad`.
        assert_eq!(code[1].relocs.len(), calls, "{opt_level:?}");
    }
    check(
        &m,
        "#include <stdio.h>\nint quad(int);\nint main(void) { printf(\"%d\\n\", quad(-5)); return 0; }\n",
        "-20\n",
    );
}

/// One function at a time (`ObjectStream`): a caller of a small leaf defined after it,
/// in a module of more functions than one batch compiles, gets the leaf inlined as a
/// whole-module compilation inlines it, and the object does not depend on the threads.
#[test]
fn streamed_objects_inline_leaves_defined_later_and_do_not_depend_on_threads() {
    let i32_sig = sig(&[Type::I32], Some(Type::I32));
    let mut functions = Vec::new();
    // `quad0..quad299` each call `twiceK` twice, every `twiceK` defined after all of them.
    for k in 0..300 {
        let mut fb = FunctionBuilder::new(
            &format!("quad{k}"),
            i32_sig.clone(),
            Linkage::Export,
            &["x"],
        );
        let mut v = fb.func.params[0];
        for _ in 0..2 {
            let callee = Callee::Direct(format!("twice{k}"));
            v = fb.ins_value(InstKind::call(callee, i32_sig.clone(), vec![v]), None);
        }
        fb.ret(Some(v));
        functions.push(fb.finish());
    }
    for k in 0..300 {
        let mut fb = FunctionBuilder::new(
            &format!("twice{k}"),
            i32_sig.clone(),
            Linkage::Export,
            &["x"],
        );
        let x = fb.func.params[0];
        let y = fb.binary(BinOp::Add, Type::I32, x, x, None);
        fb.ret(Some(y));
        functions.push(fb.finish());
    }
    let m = module(functions);
    let opts = Options::default();
    let (serial, _) = compile_module_timed(&m, &opts, 1).unwrap();
    let (parallel, _) = compile_module_timed(&m, &opts, 2).unwrap();
    assert!(serial == parallel, "2 threads give another object");
    // Every `quad` is as long as the whole-module listing says: the calls are inlined.
    let listings = super::asm_listings(&m, &opts).unwrap();
    let file = object::File::parse(&*serial).unwrap();
    use object::{Object, ObjectSymbol};
    for l in &listings {
        let symbol = file.symbol_by_name(&l.function).unwrap();
        assert_eq!(symbol.size() as usize, l.size, "{}", l.function);
    }
    let mut gen = super::ObjectGen::new(&m, &opts).unwrap();
    let code =
        super::parallel::compile_functions(&mut gen, &m.functions, 1, &mut Default::default())
            .unwrap();
    assert!(
        code[..300].iter().all(|c| c.relocs.is_empty()),
        "a quad still calls"
    );
}

/// Aggregate results as the C ABI of both targets has them: two integer registers, two
/// floating ones (an x86-64 SSE pair, an aarch64 HFA), and a result address (`rdi` on
/// x86-64, `x8` on aarch64), called from C and from IR.
#[test]
fn several_results_and_result_addresses_match_c() {
    let m = crate::ir::read::read_module(
        "fn @two(i64 %a, i64 %b) -> i64, i64 {
entry:
  %s = sub i64 %a, %b
  ret i64 %b, i64 %s
}
fn @halves(f64 %x) -> f64, f64 {
entry:
  %h = fmul f64 %x, 0.5
  %n = fneg f64 %h
  ret f64 %h, f64 %n
}
fn @big(ptr sret %r, i64 %k) -> void {
entry:
  store i64 %k, %r
  %p1 = ptr_offset %r, 8
  %k2 = mul i64 %k, 2
  store i64 %k2, %p1
  %p2 = ptr_offset %r, 16
  %k3 = mul i64 %k, 3
  store i64 %k3, %p2
  ret void
}
fn @use_all() -> i64 {
entry:
  %buf = alloca 24, align 8
  %a, %b = call i64, i64 @two(i64 10, i64 4)
  %x, %y = call f64, f64 @halves(f64 9.0)
  call void @big(ptr sret %buf, i64 5)
  %p2 = ptr_offset %buf, 16
  %v = load i64, %p2
  %xi = fptosi f64 %y to i64
  %s1 = add i64 %a, %b
  %s2 = add i64 %s1, %xi
  %s3 = add i64 %s2, %v
  ret i64 %s3
}
",
    )
    .unwrap();
    let harness = r#"#include <stdio.h>
struct ll { long a, b; };
struct dd { double x, y; };
struct big { long v[3]; };
struct ll two(long a, long b);
struct dd halves(double x);
struct big big(long k);
long use_all(void);
int main(void) {
  struct ll t = two(7, 3);
  struct dd h = halves(3.0);
  struct big b = big(-2);
  printf("%ld %ld %g %g %ld %ld %ld %ld\n", t.a, t.b, h.x, h.y, b.v[0], b.v[1], b.v[2],
         use_all());
  return 0;
}
"#;
    check(&m, harness, "3 4 1.5 -1.5 -2 -4 -6 21\n");
}

/// AAPCS64 has no struct arguments on the stack (big aggregates go by reference), and
/// Cranelift panics on them there: code generation reports an error instead.
#[test]
fn a_struct_argument_for_aarch64_is_an_error_not_a_panic() {
    let m = crate::ir::read::read_module(
        "fn @f(ptr byval(24) %s) -> i64 {\nentry:\n  %v = load i64, %s\n  ret i64 %v\n}\n",
    )
    .unwrap();
    let opts = Options {
        target: AARCH64.parse().unwrap(),
        ..Options::default()
    };
    let err = compile_module(&m, &opts).unwrap_err();
    assert!(err.contains("byval parameter"), "{err}");
    let x86 = Options {
        target: X86_64.parse().unwrap(),
        ..Options::default()
    };
    assert!(compile_module(&m, &x86).is_ok());
}

/// Thread-local objects: initialised ones in `.tdata`, zero ones in `.tbss`, an imported
/// one undefined, all TLS symbols, each reached with the general dynamic model's
/// relocations (which the linker relaxes).
const TLS_MODULE: &str = "global thread_local @counter size 4 align 4 = \"\\05\\00\\00\\00\"
global local thread_local @zeros size 64 align 16
global import thread_local @other size 4 align 4
fn @f() -> i32 {
entry:
  %c = global_addr @counter
  %z = global_addr @zeros
  %o = global_addr @other
  %a = load i32, %c
  %b = load i32, %z
  %d = load i32, %o
  %s = add i32 %a, %b
  %t = add i32 %s, %d
  ret i32 %t
}
";

#[test]
fn thread_local_objects_are_tls_symbols_reached_by_general_dynamic_relocations() {
    use object::{Object, ObjectSection, ObjectSymbol, RelocationFlags, SymbolKind};
    let m = crate::ir::read::read_module(TLS_MODULE).unwrap();
    for (triple, relocs) in [
        (X86_64, vec![object::elf::R_X86_64_TLSGD]),
        (
            AARCH64,
            vec![
                object::elf::R_AARCH64_TLSDESC_ADR_PAGE21,
                object::elf::R_AARCH64_TLSDESC_LD64_LO12,
                object::elf::R_AARCH64_TLSDESC_ADD_LO12,
                object::elf::R_AARCH64_TLSDESC_CALL,
            ],
        ),
    ] {
        let opts = Options {
            target: triple.parse().unwrap(),
            ..Options::default()
        };
        let bytes = compile_module(&m, &opts).unwrap();
        let file = object::File::parse(&*bytes).unwrap();
        for (name, section) in [
            ("counter", Some(".tdata")),
            ("zeros", Some(".tbss")),
            ("other", None),
        ] {
            let s = file.symbol_by_name(name).unwrap();
            assert_eq!(s.kind(), SymbolKind::Tls, "{triple} {name}");
            let in_section = s.section_index().map(|i| {
                file.section_by_index(i)
                    .unwrap()
                    .name()
                    .unwrap()
                    .to_string()
            });
            assert_eq!(in_section.as_deref(), section, "{triple} {name}");
        }
        let text = file.section_by_name(".text").unwrap();
        let kinds: Vec<u32> = text
            .relocations()
            .filter_map(|(_, r)| match r.flags() {
                RelocationFlags::Elf { r_type } => Some(r_type),
                _ => None,
            })
            .collect();
        for r in relocs {
            assert_eq!(
                kinds.iter().filter(|&&k| k == r).count(),
                3,
                "{triple}: {kinds:?}"
            );
        }
    }
}

/// Under `-run` Cranelift has no TLS: each access asks the runtime for the thread's copy.
#[test]
fn thread_local_objects_in_memory_go_through_the_runtime() {
    let m = crate::ir::read::read_module(TLS_MODULE).unwrap();
    let mut gen = super::ObjectGen::with_module(
        cranelift_object::ObjectModule::new(
            cranelift_object::ObjectBuilder::new(
                super::target_isa(&Options::default(), false, false).unwrap(),
                "t",
                cranelift_module::default_libcall_names(),
            )
            .unwrap(),
        ),
        super::target_isa(&Options::default(), false, false).unwrap(),
        &m,
        &Options::default(),
    )
    .unwrap();
    let mut ctx = cranelift_codegen::Context::new();
    gen.translate(&m.functions[0], &mut ctx).unwrap();
    let clif = ctx.func.display().to_string();
    assert_eq!(clif.matches("call fn").count(), 3, "{clif}");
    assert!(!clif.contains("tls_value"), "{clif}");
    assert_eq!(gen.syms.tls["zeros"].index, 1);
    assert_eq!(gen.syms.tls["zeros"].align, 16);
}

/// `inline_prefetches` rewrites a call of a stub in place, for each locality, on both
/// targets, and leaves alone a call of another function and a relocation not at a call.
#[test]
fn prefetch_stub_calls_are_rewritten_in_place() {
    use super::{inline_prefetches, prefetch_code};
    use crate::target::Arch;
    use cranelift_codegen::binemit::Reloc as Kind;
    use cranelift_module::{ModuleReloc, ModuleRelocTarget};
    use rustc_hash::FxHashMap;
    let call = |offset: u32, kind: Kind, index: u32, addend: i64| ModuleReloc {
        offset,
        kind,
        name: ModuleRelocTarget::user(0, index),
        addend,
    };
    for locality in 0..4u8 {
        let stubs = FxHashMap::from_iter([(7, (false, locality))]);
        // call stub; call other; mov $0, %eax (an e8-less relocation at offset 11); ret
        let mut code = vec![0xe8, 0, 0, 0, 0, 0xe8, 0, 0, 0, 0, 0xb8, 0, 0, 0, 0, 0xc3];
        let mut relocs = vec![
            call(1, Kind::X86CallPCRel4, 7, -4),
            call(6, Kind::X86CallPCRel4, 8, -4),
            call(11, Kind::X86CallPCRel4, 7, -4),
        ];
        assert_eq!(
            inline_prefetches(Arch::X86_64, &mut code, &mut relocs, &stubs),
            1
        );
        let stub = prefetch_code(Arch::X86_64, false, locality);
        // The stub's opcode and ModRM reg field, r/m 100 with mod 01, SIB (none, %rdi), 0.
        assert_eq!(
            code[..5],
            [stub[0], stub[1], (stub[2] & 0x38) | 0x44, 0x27, 0]
        );
        assert_eq!(code[5..], [0xe8, 0, 0, 0, 0, 0xb8, 0, 0, 0, 0, 0xc3]);
        assert_eq!(relocs.iter().map(|r| r.offset).collect::<Vec<_>>(), [6, 11]);

        let stubs = FxHashMap::from_iter([(7, (true, locality))]);
        let bl = 0x9400_0000u32.to_le_bytes();
        let mut code = [bl, bl].concat();
        let mut relocs = vec![
            call(0, Kind::Arm64Call, 7, 0),
            call(4, Kind::Arm64Call, 8, 0),
        ];
        assert_eq!(
            inline_prefetches(Arch::Aarch64, &mut code, &mut relocs, &stubs),
            1
        );
        assert_eq!(code[..4], prefetch_code(Arch::Aarch64, true, locality)[..4]);
        assert_eq!(code[4..], bl);
        assert_eq!(relocs.len(), 1);
    }
}

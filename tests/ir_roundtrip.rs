//! The IR text form round-trips: every `tests/ir/*.ir` file is written in canonical printed
//! form, so reading and printing it again must give back exactly the same text. Together the
//! files use every instruction kind, terminator, linkage and global form.

use similar::TextDiff;
use std::path::PathBuf;
use tcc_rs::ir::print::{print_function, print_module};
use tcc_rs::ir::read::{read_function, read_module};
use tcc_rs::ir::{CastOp, InstKind, Terminator, UnOp};

fn ir_files() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/ir");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/ir exists")
        .map(|e| e.expect("readable directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "ir"))
        .collect();
    files.sort();
    files
}

fn read_file(path: &PathBuf) -> tcc_rs::ir::Module {
    let text = std::fs::read_to_string(path).expect("readable IR file");
    read_module(&text).unwrap_or_else(|e| panic!("{}:{e}", path.display()))
}

/// The canonical text without the comment lines the golden files may carry.
fn strip_comments(text: &str) -> String {
    text.lines()
        .filter(|l| !l.trim_start().starts_with(';'))
        .map(|l| format!("{l}\n"))
        .collect()
}

#[test]
fn every_ir_file_prints_back_exactly() {
    let files = ir_files();
    assert!(files.len() >= 3, "the IR test files are missing");
    let mut failures = String::new();
    for path in &files {
        let text = strip_comments(&std::fs::read_to_string(path).unwrap());
        let printed = print_module(&read_file(path));
        if printed != text {
            let diff = TextDiff::from_lines(&text, &printed);
            failures += &format!(
                "{} does not round-trip:\n{}\n",
                path.display(),
                diff.unified_diff().header("file", "printed")
            );
        }
    }
    assert!(failures.is_empty(), "{failures}");
}

#[test]
fn printing_is_a_fixed_point_of_reading() {
    for path in ir_files() {
        let once = print_module(&read_file(&path));
        let twice = print_module(&read_module(&once).unwrap());
        assert_eq!(once, twice, "{}", path.display());
    }
}

#[test]
fn single_functions_round_trip() {
    for path in ir_files() {
        for f in read_file(&path).functions {
            let text = print_function(&f);
            let again = read_function(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_eq!(print_function(&again), text);
        }
    }
}

/// Every instruction kind and terminator appears in some test file, so the round trip
/// covers the whole syntax.
#[test]
fn the_files_cover_every_instruction_kind() {
    let mut seen = std::collections::BTreeSet::new();
    for path in ir_files() {
        for f in read_file(&path).functions {
            for (_, inst) in f.insts.iter() {
                seen.insert(match &inst.kind {
                    InstKind::Binary { op, .. } => op.name().to_string(),
                    InstKind::Unary { op, .. } => op.name().to_string(),
                    InstKind::Cast { op, .. } => op.name().to_string(),
                    InstKind::Icmp { cond, .. } => format!("icmp {}", cond.name()),
                    InstKind::Fcmp { cond, .. } => format!("fcmp {}", cond.name()),
                    InstKind::Load { volatile, .. } => format!("load {volatile}"),
                    InstKind::Store { volatile, .. } => format!("store {volatile}"),
                    other => format!("{other:?}")
                        .split([' ', '{', '('])
                        .next()
                        .unwrap()
                        .to_string(),
                });
            }
            for &b in &f.layout {
                let t = f.blocks[b].term.as_ref().unwrap();
                seen.insert(
                    format!("{t:?}")
                        .split([' ', '(', '{'])
                        .next()
                        .unwrap()
                        .into(),
                );
            }
        }
    }
    let mut expected: Vec<String> = tcc_rs::ir::BinOp::ALL
        .iter()
        .map(|o| o.name().to_string())
        .collect();
    expected.extend(UnOp::ALL.iter().map(|o| o.name().to_string()));
    expected.extend(CastOp::ALL.iter().map(|o| o.name().to_string()));
    for c in tcc_rs::ir::Cond::ALL {
        let cmp = if c.is_float() { "fcmp" } else { "icmp" };
        expected.push(format!("{cmp} {}", c.name()));
    }
    for name in [
        "Alloca",
        "load false",
        "load true",
        "store false",
        "store true",
        "Call",
        "GlobalAddr",
        "FuncAddr",
        "PtrOffset",
        "Phi",
        "ExtractLane",
        "InsertLane",
        "Splat",
        "HighBits",
        "Jump",
        "Br",
        "Switch",
        "Ret",
        "Unreachable",
        "Trap",
    ] {
        expected.push(name.to_string());
    }
    let missing: Vec<&String> = expected.iter().filter(|e| !seen.contains(*e)).collect();
    assert!(missing.is_empty(), "not covered: {missing:?}");
    let _ = Terminator::Unreachable;
}

#[test]
fn every_ir_file_verifies() {
    for path in ir_files() {
        let m = read_file(&path);
        if let Err(e) = tcc_rs::ir::verify::verify_module(&m) {
            panic!("{}:\n{e}", path.display());
        }
    }
}

mod random_functions {
    //! Functions built at random through the builder, with arbitrary name hints and
    //! constants (any f64 bit pattern, any i64), print and read back to the same text.

    use proptest::prelude::*;
    use tcc_rs::ir::builder::FunctionBuilder;
    use tcc_rs::ir::interp::{run_function_with_fuel, Val};
    use tcc_rs::ir::print::print_function;
    use tcc_rs::ir::read::read_function;
    use tcc_rs::ir::*;

    #[derive(Debug, Clone)]
    enum Op {
        Binary(usize, i64),
        Float(u64),
        Cmp(usize),
        Cast(u8),
        Mem(bool),
        Call(bool),
        Phi,
    }

    fn op() -> impl Strategy<Value = Op> {
        prop_oneof![
            (0..BinOp::ALL.len() - 4, any::<i64>()).prop_map(|(o, c)| Op::Binary(o, c)),
            any::<u64>().prop_map(Op::Float),
            (0..10usize).prop_map(Op::Cmp),
            (0..4u8).prop_map(Op::Cast),
            any::<bool>().prop_map(Op::Mem),
            any::<bool>().prop_map(Op::Call),
            Just(Op::Phi),
        ]
    }

    fn hint() -> impl Strategy<Value = Option<String>> {
        prop_oneof![
            Just(None),
            "[a-z]{1,3}".prop_map(Some),
            "[a-z0-9 .%@-]{0,4}".prop_map(Some),
        ]
    }

    fn build(ops: &[(Op, Option<String>)], block_names: &[String]) -> Function {
        let sig = Signature {
            params: vec![AbiParam::new(Type::I32), AbiParam::new(Type::Ptr)],
            ret: vec![AbiParam::new(Type::I32)],
            variadic: false,
            fixed: 2,
            ..Default::default()
        };
        let mut b = FunctionBuilder::new("r", sig, Linkage::Export, &["a", "p"]);
        let (mut cur, p) = (b.func.params[0], b.func.params[1]);
        let slot = b.alloca(4, 4, "slot");
        let mut prev = b.func.entry;
        for (n, (op, name)) in ops.iter().enumerate() {
            let name = name.as_deref();
            cur = match op {
                Op::Binary(o, c) => {
                    let k = b.iconst(Type::I32, *c as i32 as i64);
                    b.binary(BinOp::ALL[*o], Type::I32, cur, k, name)
                }
                Op::Float(bits) => {
                    let x = b.fconst(Type::F64, f64::from_bits(*bits));
                    let s = b.cast(CastOp::SiToFp, Type::I32, Type::F64, cur, None);
                    let sum = b.binary(BinOp::FAdd, Type::F64, s, x, name);
                    b.cast(CastOp::FpToSi, Type::F64, Type::I32, sum, None)
                }
                Op::Cmp(c) => {
                    let zero = b.iconst(Type::I32, 0);
                    let r = b.icmp(Cond::ALL[*c], Type::I32, cur, zero, name);
                    b.cast(CastOp::Zext, Type::I8, Type::I32, r, None)
                }
                Op::Cast(t) => {
                    let ty = [Type::I8, Type::I16, Type::I64, Type::I32][*t as usize];
                    if ty == Type::I32 {
                        cur
                    } else if ty == Type::I64 {
                        let w = b.cast(CastOp::Sext, Type::I32, ty, cur, name);
                        b.cast(CastOp::Trunc, ty, Type::I32, w, None)
                    } else {
                        let t = b.cast(CastOp::Trunc, Type::I32, ty, cur, name);
                        b.cast(CastOp::Zext, ty, Type::I32, t, None)
                    }
                }
                Op::Mem(volatile) => {
                    let wide = b.cast(CastOp::Sext, Type::I32, Type::I64, cur, None);
                    let zero = b.iconst(Type::I64, 0);
                    let offset = b.binary(BinOp::And, Type::I64, wide, zero, None);
                    let addr = b.ins_value(InstKind::PtrOffset { base: slot, offset }, None);
                    b.ins(
                        InstKind::Store {
                            ty: Type::I32,
                            value: cur,
                            addr,
                            volatile: *volatile,
                        },
                        None,
                    );
                    b.ins_value(
                        InstKind::Load {
                            ty: Type::I32,
                            addr: slot,
                            volatile: !volatile,
                        },
                        name,
                    )
                }
                Op::Call(indirect) => {
                    let callee = if *indirect {
                        Callee::Indirect(b.ins_value(InstKind::FuncAddr { name: "g".into() }, None))
                    } else {
                        Callee::Direct("printf".into())
                    };
                    // The indirect callee takes a struct argument and returns two values
                    // (a C aggregate in two registers).
                    let first = match indirect {
                        true => AbiParam::struct_argument(16),
                        false => AbiParam::new(Type::Ptr),
                    };
                    let mut ret = vec![AbiParam::new(Type::I32)];
                    if *indirect {
                        ret.push(AbiParam::new(Type::F64));
                    }
                    let sig = Signature {
                        params: vec![
                            first,
                            AbiParam {
                                ext: Ext::Sext,
                                ..AbiParam::new(Type::I32)
                            },
                        ],
                        ret,
                        variadic: !indirect,
                        fixed: 1,
                        ..Default::default()
                    };
                    b.ins_value(InstKind::call(callee, sig, vec![p, cur]), name)
                }
                Op::Phi => {
                    let label = &block_names[n % block_names.len()];
                    let next = b.create_block(label);
                    b.br(cur, next, next);
                    b.switch_to(next);
                    let undef = b.undef(Type::I32);
                    let phi = b.phi(next, Type::I32, vec![(prev, cur), (prev, undef)], name);
                    prev = next;
                    phi
                }
            };
        }
        b.ret(Some(cur));
        b.finish()
    }

    proptest! {
        #![proptest_config(ProptestConfig {
            cases: 200,
            failure_persistence: None,
            ..ProptestConfig::default()
        })]
        #[test]
        fn random_functions_print_and_read_back_identically(
            ops in prop::collection::vec((op(), hint()), 0..40),
            block_names in prop::collection::vec("[a-z.0-9]{0,3}", 1..4),
        ) {
            let f = build(&ops, &block_names);
            prop_assert_eq!(tcc_rs::ir::verify::verify_function(&f), Ok(()));
            let text = print_function(&f);
            let again = read_function(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
            prop_assert_eq!(print_function(&again), text);
            // The interpreter runs both the same way (and never panics on them).
            for a in [0i64, 1, -1, 0x7fff_ffff] {
                let args = [Val::Int(a), Val::Int(0)];
                prop_assert_eq!(
                    run_function_with_fuel(&f, &args, 10_000),
                    run_function_with_fuel(&again, &args, 10_000)
                );
            }
        }
    }
}

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
        "Jump",
        "Br",
        "Switch",
        "Ret",
        "Unreachable",
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

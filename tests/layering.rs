//! The layering of `src/` that docs/design.md ("Code map") describes, checked against the
//! code: every `crate::NAME` a module of `src/` names (outside comments and its tests) must
//! go down the layers below, never up or sideways between stages.
//!
//! - Shared modules, depending on no stage and not on the IR: diagnostics, the target, the
//!   C types, the syntax tree, the builtin and attribute tables, the compiler's stack, the
//!   source bytes, the long double formats. They may use each other.
//! - The IR (`ir`), which may use the shared modules.
//! - The stages, in pipeline order: each may use the shared modules, the IR (from `lower`
//!   on) and every stage before it.
//!
//! A use that breaks these rules fails the test, unless it is one of `KNOWN`, the leaks
//! not yet mended, each with what it is: a new one must be mended or added there, in view.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

const SHARED: &[&str] = &[
    "diag",
    "target",
    "types",
    "ast",
    "builtins",
    "attributes",
    "stack",
    "source_bytes",
    "long_double",
];

/// The stages, in order: a stage may use those before it.
const STAGES: &[&str] = &[
    "preprocess",
    "parse",
    "sema",
    "lower",
    "passes",
    "codegen",
    "explain",
    "timing",
    "front_end",
    "driver",
];

/// The uses that go against the layers today, each with the reason it is still there.
const KNOWN: &[(&str, &str, &str)] = &[
    (
        "builtins",
        "ir",
        "the atomic builtins name the IR's read-modify-write operation (ir::AtomicOp)",
    ),
    (
        "sema",
        "ir",
        "sema builds static initializers as ir::GlobalInit (sema/init.rs) and records linkage \
         as ir::Linkage",
    ),
];

/// May module `from` use module `to`?
fn allowed(from: &str, to: &str) -> bool {
    let stage = |m: &str| STAGES.iter().position(|s| *s == m);
    match (SHARED.contains(&from), from == "ir") {
        (true, _) => SHARED.contains(&to),
        (_, true) => SHARED.contains(&to),
        _ => {
            let Some(at) = stage(from) else {
                return false;
            };
            SHARED.contains(&to)
                || (to == "ir" && at >= stage("lower").unwrap_or(0))
                || stage(to).is_some_and(|t| t < at)
        }
    }
}

/// The top-level module a file under `src/` belongs to (`sema/decl.rs` -> `sema`).
fn module_of(rel: &Path) -> String {
    let first = rel.components().next().expect("a path under src");
    let name = first.as_os_str().to_string_lossy();
    name.trim_end_matches(".rs").to_string()
}

/// The code of a file without its comments and its `#[cfg(test)]` part (which sits at the
/// end of a file in this code base).
fn code(text: &str) -> String {
    let text = match text.find("#[cfg(test)]") {
        Some(i) => &text[..i],
        None => text,
    };
    text.lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .map(|l| l.split(" // ").next().unwrap_or(l))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The modules `code` names through `crate::`, directly or in a `use crate::{...}` group.
fn uses(code: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut rest = code;
    while let Some(i) = rest.find("crate::") {
        rest = &rest[i + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let end = group.find('}').unwrap_or(group.len());
            for item in group[..end].split(',') {
                let name: String = item
                    .trim()
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                // Modules are lower case; the crate root's own items (`Options`) are not.
                if name.chars().next().is_some_and(|c| c.is_ascii_lowercase()) && name != "self" {
                    out.insert(name);
                }
            }
        } else {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            if name.chars().next().is_some_and(|c| c.is_ascii_lowercase()) {
                out.insert(name);
            }
        }
    }
    out
}

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in fs::read_dir(dir).expect("src/ readable").flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn no_use_goes_against_the_layers() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.sort();
    let mut broken = Vec::new();
    let mut seen_known = BTreeSet::new();
    for file in &files {
        let rel = file.strip_prefix(&src).expect("under src");
        let from = module_of(rel);
        // The crate's root and the binary declare the modules; unit-test files are tests.
        if matches!(from.as_str(), "lib" | "main") || rel.ends_with("tests.rs") {
            continue;
        }
        let text = fs::read_to_string(file).expect("readable");
        for to in uses(&code(&text)) {
            if to == from || allowed(&from, &to) {
                continue;
            }
            if KNOWN.iter().any(|(f, t, _)| *f == from && *t == to) {
                seen_known.insert((from.clone(), to.clone()));
                continue;
            }
            broken.push(format!("src/{}: {from} uses {to}", rel.display()));
        }
    }
    assert!(
        broken.is_empty(),
        "uses against the layers (docs/design.md, \"Code map\"):\n{}",
        broken.join("\n")
    );
    for (from, to, why) in KNOWN {
        assert!(
            seen_known.contains(&(from.to_string(), to.to_string())),
            "the known leak {from} -> {to} ({why}) is mended: take it out of KNOWN"
        );
    }
}

#[test]
fn the_layers_name_every_module() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let lib = fs::read_to_string(src.join("lib.rs")).expect("lib.rs");
    for line in lib.lines() {
        if let Some(name) = line
            .strip_prefix("pub mod ")
            .and_then(|l| l.strip_suffix(';'))
        {
            assert!(
                SHARED.contains(&name) || STAGES.contains(&name) || name == "ir",
                "module {name} is in no layer of tests/layering.rs"
            );
        }
    }
}

#[test]
fn the_rules_read_as_designed() {
    assert!(allowed("driver", "codegen"));
    assert!(allowed("lower", "ir"));
    assert!(allowed("ir", "target"));
    assert!(!allowed("sema", "ir"));
    assert!(!allowed("codegen", "driver"));
    assert!(!allowed("types", "sema"));
    assert!(!allowed("builtins", "ir"));
    assert_eq!(uses("use crate::{ast, ir::Value};\ncrate::diag::x"), {
        ["ast", "diag", "ir"]
            .iter()
            .map(|s| s.to_string())
            .collect::<BTreeSet<_>>()
    });
}

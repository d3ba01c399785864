//! The layering of `src/` that docs/design.md ("Code map") describes, checked against the
//! code: every `crate::NAME` a module of `src/` names (outside comments and its tests) must
//! go down the layers below, never up or sideways between stages.
//!
//! - Shared modules, depending on no stage and not on the IR, in an order of their own:
//!   each may use those before it (diagnostics, the compiler's stack, the source bytes and
//!   the symbols' object-file facts first; then the target with its long double formats,
//!   the C types, the builtin table, and the syntax tree with its attribute table), so that
//!   no two of them depend on each other.
//! - The IR (`ir`), which may use the shared modules.
//! - The stages, in pipeline order: each may use the shared modules, the IR (from `lower`
//!   on) and every stage before it.
//!
//! A use that breaks these rules fails the test, unless it is one of `KNOWN`, the leaks
//! not yet mended, each with what it is: a new one must be mended or added there, in view.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// The shared modules, in order: each may use those before it.
const SHARED: &[&str] = &[
    "diag",
    "stack",
    "source_bytes",
    "symbol",
    "target",
    "types",
    "builtins",
    "ast",
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
const KNOWN: &[(&str, &str, &str)] = &[];

/// May module `from` use module `to`?
fn allowed(from: &str, to: &str) -> bool {
    let stage = |m: &str| STAGES.iter().position(|s| *s == m);
    let shared = |m: &str| SHARED.iter().position(|s| *s == m);
    match (shared(from), from == "ir") {
        (Some(at), _) => shared(to).is_some_and(|t| t < at),
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

/// Every use between modules: for each file of `src/` (its module, its path under `src/`),
/// the modules it names other than its own.
fn uses_by_file() -> Vec<(String, String, BTreeSet<String>)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.sort();
    let mut out = Vec::new();
    for file in &files {
        let rel = file.strip_prefix(&src).expect("under src");
        let from = module_of(rel);
        // The crate's root and the binary declare the modules; unit-test files are tests.
        if matches!(from.as_str(), "lib" | "main") || rel.ends_with("tests.rs") {
            continue;
        }
        let text = fs::read_to_string(file).expect("readable");
        let mut named = uses(&code(&text));
        named.remove(&from);
        out.push((from, rel.display().to_string(), named));
    }
    out
}

#[test]
fn no_use_goes_against_the_layers() {
    let mut broken = Vec::new();
    let mut seen_known = BTreeSet::new();
    for (from, rel, named) in uses_by_file() {
        for to in named {
            if allowed(&from, &to) {
                continue;
            }
            if KNOWN.iter().any(|(f, t, _)| *f == from && *t == to) {
                seen_known.insert((from.clone(), to.clone()));
                continue;
            }
            broken.push(format!("src/{rel}: {from} uses {to}"));
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

/// docs/design.md draws the graph of the uses between modules as lines `MODULE -> USED...`
/// in its `uses` block; they must be the uses the code has today, no more and no fewer.
#[test]
fn the_design_draws_the_real_graph() {
    let mut real: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (from, _, named) in uses_by_file() {
        real.entry(from).or_default().extend(named);
    }
    real.retain(|_, used| !used.is_empty());
    let design = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/design.md"))
        .expect("docs/design.md");
    let block = design
        .split("```uses\n")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .expect("docs/design.md has a ```uses block");
    let mut drawn: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for line in block.lines().filter(|l| !l.trim().is_empty()) {
        let (from, used) = line.split_once("->").expect("a line `MODULE -> USED...`");
        drawn.insert(
            from.trim().to_string(),
            used.split_whitespace().map(str::to_string).collect(),
        );
    }
    let show = |g: &BTreeMap<String, BTreeSet<String>>| {
        g.iter()
            .map(|(m, u)| {
                format!(
                    "{m:<11}-> {}",
                    u.iter().cloned().collect::<Vec<_>>().join(" ")
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert!(
        drawn == real,
        "docs/design.md's uses block is not the code's graph; the code's is:\n{}",
        show(&real)
    );
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
    assert!(allowed("ast", "types"));
    assert!(!allowed("types", "ast"));
    assert!(!allowed("target", "types"));
    assert_eq!(uses("use crate::{ast, ir::Value};\ncrate::diag::x"), {
        ["ast", "diag", "ir"]
            .iter()
            .map(|s| s.to_string())
            .collect::<BTreeSet<_>>()
    });
}

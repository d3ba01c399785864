//! Long and deep inputs through the built binary: flat constructs of any length compile and
//! run, nested ones compile to at least 1,000 levels, and beyond the parser's documented
//! limits (`parse::MAX_NESTING`, `parse::MAX_STATEMENT_NESTING`) they give a located error,
//! never a crash. Every input is generated here.

use std::path::Path;
use std::process::Command;

fn tcc_rs() -> Command {
    Command::new(env!("CARGO_BIN_EXE_tcc-rs"))
}

/// Compile and link `src` with tcc-rs, run it and return its exit status.
fn run(name: &str, src: &str) -> i32 {
    let dir = tempfile::tempdir().unwrap();
    let c = dir.path().join(format!("{name}.c"));
    std::fs::write(&c, src).unwrap();
    let exe = dir.path().join(name);
    let out = tcc_rs().arg(&c).arg("-o").arg(&exe).output().unwrap();
    assert!(
        out.status.success(),
        "{name}: tcc-rs failed ({:?}):\n{}",
        out.status,
        tail(&out.stderr)
    );
    let ran = Command::new(&exe).output().unwrap();
    ran.status.code().expect("exited")
}

/// Compile `src` with tcc-rs and return its diagnostics, which must be an error (exit 1).
fn rejected(name: &str, src: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let c = dir.path().join(format!("{name}.c"));
    std::fs::write(&c, src).unwrap();
    let out = tcc_rs()
        .arg("-c")
        .arg(&c)
        .arg("-o")
        .arg(dir.path().join("out.o"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{name}:\n{}", tail(&out.stderr));
    assert!(!Path::new(&dir.path().join("out.o")).exists());
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn tail(bytes: &[u8]) -> String {
    let s = String::from_utf8_lossy(bytes);
    s.chars()
        .rev()
        .take(2000)
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect()
}

fn main_returning(body: &str) -> String {
    format!("int main(void) {{\n{body}\n}}\n")
}

/// The first line of an error, `NAME.c:LINE:COL: error: MESSAGE`, must say `message`.
fn assert_located(stderr: &str, name: &str, message: &str) {
    let first = stderr.lines().next().unwrap_or_default();
    assert!(
        first.contains(&format!("{name}.c:")),
        "not located: {first}"
    );
    assert!(
        first.ends_with(&format!(": error: {message}")),
        "{}",
        &first[first.len().saturating_sub(200)..]
    );
}

// ---------------------------------------------------------------- flat constructs

#[test]
fn a_sum_of_100000_terms() {
    let terms = vec!["x"; 100_000].join(" + ");
    let src =
        format!("int f(int x) {{ return {terms}; }}\n") + &main_returning("return f(1) % 251;");
    assert_eq!(run("sum", &src), 100_000 % 251);
}

#[test]
fn an_else_if_chain_of_10000_arms() {
    let mut src = "int f(int x) {\n  if (x == 0) return 0;\n".to_string();
    for i in 1..10_000 {
        src += &format!("  else if (x == {i}) return {};\n", i % 100);
    }
    src += "  return -1;\n}\n";
    src += &main_returning("return f(9999);");
    assert_eq!(run("elseif", &src), 99);
}

#[test]
fn a_switch_of_10000_cases() {
    let mut src = "int f(int x) {\n  switch (x) {\n".to_string();
    for i in 0..10_000 {
        src += &format!("  case {i}: return {};\n", i % 100);
    }
    src += "  }\n  return -1;\n}\n";
    src += &main_returning("return f(4321);");
    assert_eq!(run("cases", &src), 21);
}

#[test]
fn an_initializer_of_1000000_elements() {
    let items: Vec<String> = (0..1_000_000).map(|i| (i % 1000).to_string()).collect();
    let src = format!("int a[] = {{{}}};\n", items.join(","))
        + &main_returning("return (int)(sizeof a / sizeof a[0] == 1000000) + a[999999] % 100;");
    assert_eq!(run("init", &src), 1 + 99);
}

#[test]
fn a_function_of_100000_statements() {
    let body = "  x += 3;\n".repeat(100_000);
    let src = main_returning(&format!("int x = 0;\n{body}return x % 251;"));
    assert_eq!(run("stmts", &src), 300_000 % 251);
}

#[test]
fn a_string_of_10000_concatenated_literals() {
    let pieces = vec!["\"ab\""; 10_000].join(" ");
    let src = format!("const char s[] = {pieces};\n")
        + &main_returning("return (sizeof s == 20001) + (s[19999] == 'b');");
    assert_eq!(run("strings", &src), 2);
}

// ---------------------------------------------------------------- nested constructs

const DEEP: usize = 1_000;

fn nested(open: &str, inner: &str, close: &str, n: usize) -> String {
    format!("{}{inner}{}", open.repeat(n), close.repeat(n))
}

#[test]
fn expressions_1000_deep_compile() {
    let cases = [
        (
            "parens",
            format!("return {} - 7;", nested("(", "x", ")", DEEP)),
        ),
        ("minus", format!("return {}x - 7;", "- ".repeat(DEEP))),
        ("not", format!("return {}x - 1;", "!".repeat(DEEP))),
        ("casts", format!("return {}x - 7;", "(int)".repeat(DEEP))),
        (
            "neg_parens",
            format!("return {} - 7;", nested("-(", "x", ")", DEEP)),
        ),
        (
            "assignments",
            format!("return {}x - 7;", "x = ".repeat(DEEP)),
        ),
        (
            "conditionals",
            format!("return {}0;", "x == 7 ? 0 : ".repeat(DEEP)),
        ),
        (
            "brackets",
            format!(
                "int a[1] = {{0}}; return {} + x - 7;",
                nested("a[", "0", "]", DEEP)
            ),
        ),
    ];
    for (name, body) in cases {
        let src = main_returning(&format!("int x = 7;\n{body}"));
        assert_eq!(run(name, &src), 0, "{name}");
    }
}

#[test]
fn statements_1000_deep_compile() {
    let cases = [
        ("blocks", nested("{", "x++;", "}", DEEP)),
        ("ifs", format!("{}x++;", "if (x >= 0) ".repeat(DEEP))),
        ("whiles", format!("{}x++;", "while (x == 0) ".repeat(DEEP))),
        ("fors", format!("{}x++;", "for (; x == 0;) ".repeat(DEEP))),
        (
            "dos",
            format!(
                "{}x++;{}",
                "do ".repeat(DEEP),
                " while (x == 0);".repeat(DEEP)
            ),
        ),
        (
            "labels",
            format!(
                "{}x++;",
                (0..DEEP).map(|i| format!("l{i}: ")).collect::<String>()
            ),
        ),
    ];
    for (name, body) in cases {
        let src = main_returning(&format!("int x = 0;\n{body}\nreturn x - 1;"));
        assert_eq!(run(name, &src), 0, "{name}");
    }
}

#[test]
fn declarations_1000_deep_compile() {
    let declarator = format!("int {};\n", nested("(", "*p", ")", DEEP));
    let braces = format!("int b = {};\n", nested("{", "3", "}", DEEP));
    let structs = (0..DEEP)
        .map(|i| format!("struct s{i} {{ int x; "))
        .collect::<String>()
        + &(1..DEEP)
            .rev()
            .map(|i| format!("}} m{i}; "))
            .collect::<String>()
        + "} v;\n";
    let pointers = format!("int {}q;\n", "*".repeat(DEEP));
    let src = declarator
        + &braces
        + &structs
        + &pointers
        + &main_returning("v.x = 1; return (p == 0) + (q == 0) + b + v.x;");
    assert_eq!(run("declarations", &src), 6);
}

#[test]
fn preprocessing_1000_deep_compiles() {
    let macros = "#define M0(x) (x + 1)\n".to_string()
        + &(1..DEEP)
            .map(|i| format!("#define M{i}(x) M{}(x)\n", i - 1))
            .collect::<String>()
        + &main_returning(&format!("return M{}(0) - 1;", DEEP - 1));
    assert_eq!(run("macros", &macros), 0);
    let ifs = "#if 1\n".repeat(DEEP) + &main_returning("return 0;") + &"#endif\n".repeat(DEEP);
    assert_eq!(run("ifs", &ifs), 0);
    let if_parens = format!("#if {} == 1\n", nested("(", "1", ")", DEEP))
        + &main_returning("return 0;")
        + "#endif\n";
    assert_eq!(run("if_parens", &if_parens), 0);
}

// ---------------------------------------------------------------- beyond the limits

const TOO_DEEP: usize = 100_000;

#[test]
fn too_deep_expressions_are_a_located_error() {
    let cases = [
        (
            "parens",
            format!("return {};", nested("(", "x", ")", TOO_DEEP)),
        ),
        ("minus", format!("return {}x;", "- ".repeat(TOO_DEEP))),
        ("casts", format!("return {}x;", "(int)".repeat(TOO_DEEP))),
        (
            "assignments",
            format!("return {}x;", "x = ".repeat(TOO_DEEP)),
        ),
        (
            "brackets",
            format!("int a[1]; return {};", nested("a[", "0", "]", TOO_DEEP)),
        ),
    ];
    for (name, body) in cases {
        let src = main_returning(&format!("int x = 7;\n{body}"));
        assert_located(&rejected(name, &src), name, "expressions nested too deeply");
    }
}

#[test]
fn too_deep_statements_and_declarations_are_a_located_error() {
    let blocks = main_returning(&nested("{", ";", "}", TOO_DEEP));
    assert_located(
        &rejected("blocks", &blocks),
        "blocks",
        "statements nested too deeply",
    );
    let ifs = main_returning(&format!("int x = 0; {}x++;", "if (x) ".repeat(TOO_DEEP)));
    assert_located(
        &rejected("ifs", &ifs),
        "ifs",
        "statements nested too deeply",
    );
    let declarator = format!("int {};\n", nested("(", "p", ")", TOO_DEEP));
    assert_located(
        &rejected("decl", &declarator),
        "decl",
        "declarators nested too deeply",
    );
    let braces = format!("int b = {};\n", nested("{", "3", "}", TOO_DEEP));
    assert_located(
        &rejected("braces", &braces),
        "braces",
        "initializers nested too deeply",
    );
    let structs = "struct s { ".repeat(TOO_DEEP);
    assert_located(
        &rejected("structs", &structs),
        "structs",
        "structures nested too deeply",
    );
    let pp = format!("#if {}\n#endif\n", nested("(", "1", ")", TOO_DEEP));
    assert_located(
        &rejected("pp", &pp),
        "pp",
        "#if expression nested too deeply",
    );
}

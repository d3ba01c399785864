//! Preprocessor tests: golden `-E` outputs (tests/preprocess/*.c, the expected token stream
//! produced by `gcc -std=c11 -E -P -Iinc2` and checked in), directives and diagnostics, the
//! source map, and the bundled headers on both targets.

use std::path::{Path, PathBuf};

use tcc_rs::diag::{Diagnostic, Pedantic, SourceFile, Span, Standard};
use tcc_rs::preprocess::{
    bundled_names, preprocess, render_diagnostic, render_e, spellings, CmdMacro, PpFailure,
    PpOptions, PpOutput,
};

fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/preprocess")
}

fn run(src: &str, opts: &PpOptions) -> Result<PpOutput, PpFailure> {
    preprocess(&SourceFile::new("t.c", src), None, opts)
}

/// Preprocess `src` and return the `-P` style output; panics with the diagnostics on error.
fn pp(src: &str) -> String {
    match run(src, &PpOptions::default()) {
        Ok(out) => render_e(&out, false),
        Err(e) => panic!("unexpected errors:\n{}", e.render()),
    }
}

/// The output tokens of `src`, joined by single spaces.
fn toks(src: &str) -> String {
    spellings(&pp(src)).join(" ")
}

fn errors(src: &str) -> String {
    match run(src, &PpOptions::default()) {
        Ok(out) => panic!("expected errors, got:\n{}", out.text),
        Err(e) => e.render(),
    }
}

fn target(triple: &str) -> PpOptions {
    PpOptions {
        target: triple.parse().expect("valid triple"),
        ..PpOptions::default()
    }
}

#[test]
fn golden_outputs_match_gcc_token_for_token() {
    let dir = golden_dir();
    let mut cases: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/preprocess exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "c"))
        .collect();
    cases.sort();
    assert!(cases.len() >= 7, "golden cases missing");
    let opts = PpOptions {
        include_dirs: vec![dir.join("inc2")],
        ..PpOptions::default()
    };
    let mut failures = Vec::new();
    for case in &cases {
        let name = case
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default();
        let src = std::fs::read_to_string(case).expect("readable case");
        let expected =
            std::fs::read_to_string(case.with_extension("expected")).expect("expected output");
        let out = match preprocess(&SourceFile::new(name, src), Some(case), &opts) {
            Ok(out) => render_e(&out, false),
            Err(e) => {
                failures.push(format!("{name}: errors:\n{}", e.render()));
                continue;
            }
        };
        let (got, want) = (spellings(&out), spellings(&expected));
        if got != want {
            let diff = similar::TextDiff::from_lines(&want.join("\n"), &got.join("\n"))
                .unified_diff()
                .header("gcc", "tcc-rs")
                .to_string();
            failures.push(format!("{name}: tokens differ from gcc -E -P:\n{diff}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn object_and_function_like_macros() {
    assert_eq!(toks("#define N 10\nint a[N];"), "int a [ 10 ] ;");
    assert_eq!(
        toks("#define F(x) (x*2)\nF(3) F (4) F"),
        "( 3 * 2 ) ( 4 * 2 ) F"
    );
    assert_eq!(toks("#define F() 1\nF() F( )"), "1 1");
    assert_eq!(toks("#define F(x,y) x y\nF((a,b),[c)"), "( a , b ) [ c");
}

#[test]
fn undef_removes_a_definition() {
    assert_eq!(toks("#define A 1\n#undef A\nA"), "A");
}

#[test]
fn stringizing_escapes_quotes_and_backslashes() {
    assert_eq!(
        toks("#define S(x) #x\nS(\"a\\\"b\" '\\\\' c)"),
        r#""\"a\\\"b\" '\\\\' c""#
    );
}

#[test]
fn pasting_builds_new_tokens_that_are_rescanned() {
    assert_eq!(
        toks("#define C(a,b) a##b\n#define xy 42\nC(x,y) C(+,=) C(1,.5e)"),
        "42 += 1.5e"
    );
}

#[test]
fn invalid_paste_is_an_error() {
    let e = errors("#define C(a,b) a##b\nC(+,/)");
    assert!(
        e.contains("pasting \"+\" and \"/\" does not give a valid preprocessing token"),
        "{e}"
    );
}

#[test]
fn output_separates_tokens_that_would_otherwise_merge() {
    assert_eq!(
        spellings(&pp("#define P +\n#define M -\nP+ M- -M x/**/y")),
        ["+", "+", "-", "-", "-", "-", "x", "y"]
    );
    assert_eq!(spellings(&pp("#define E\n-E-")), ["-", "-"]);
}

#[test]
fn hide_set_stops_recursion_but_not_later_uses() {
    assert_eq!(toks("#define f(x) x f\nf(1)(2)"), "1 f ( 2 )");
    assert_eq!(toks("#define a a b\n#define b a\na b"), "a a a b");
}

#[test]
fn arguments_may_span_lines_and_keep_line_numbers_after() {
    let out = pp("#define F(a,b) a+b\nF(1,\n2)\n__LINE__\n");
    assert_eq!(spellings(&out), ["1", "+", "2", "4"]);
}

#[test]
fn line_and_file_macros() {
    assert_eq!(toks("__LINE__\n\n__LINE__ __FILE__"), "1 3 \"t.c\"");
    assert_eq!(toks("#line 42 \"x.c\"\n__LINE__ __FILE__"), "42 \"x.c\"");
    assert_eq!(toks("#define L __LINE__\nL\nL"), "2 3");
}

#[test]
fn counter_and_include_level() {
    assert_eq!(toks("__COUNTER__ __COUNTER__ __INCLUDE_LEVEL__"), "0 1 0");
}

#[test]
fn conditional_directives() {
    assert_eq!(toks("#if 1\na\n#elif 1\nb\n#else\nc\n#endif"), "a");
    assert_eq!(toks("#if 0\na\n#elif 2-2\nb\n#else\nc\n#endif"), "c");
    assert_eq!(
        toks("#define X\n#ifdef X\na\n#endif\n#ifndef X\nb\n#endif"),
        "a"
    );
    assert_eq!(toks("#if 0\n#if 1\nx\n#else\ny\n#endif\n#endif\nz"), "z");
    assert_eq!(
        toks("#if defined X || defined(Y)\na\n#else\nb\n#endif"),
        "b"
    );
}

#[test]
fn conditional_errors() {
    assert!(errors("#endif").contains("#endif without #if"));
    assert!(errors("#else").contains("#else without #if"));
    assert!(errors("#if 1\n#else\n#else\n#endif").contains("#else after #else"));
    assert!(errors("#if 1\nx").contains("unterminated conditional directive"));
    assert!(errors("#if\n#endif").contains("#if with no expression"));
    assert!(errors("#if 1/0\n#endif").contains("division by zero in #if"));
    assert!(errors("#if 1 +\n#endif").contains("error"));
}

#[test]
fn error_and_warning_directives() {
    // As gcc: at the directive's name, under all of it.
    let e = errors("  #  error stop here, don't go on\n");
    assert!(
        e.starts_with("t.c:1:6: error: #error stop here, don't go on\n    1 |   #  error stop here, don't go on\n      |      ^~~~~\n"),
        "{e}"
    );
    let out = run("#warning careful\nx", &PpOptions::default()).expect("warnings only");
    assert!(out
        .render_warnings()
        .contains("t.c:1:2: warning: #warning careful [-Wcpp]"));
}

#[test]
fn has_include_finds_bundled_and_missing_headers() {
    let src = "#if defined __has_include && __has_include(<stdio.h>) && !__has_include(\"nope.h\")\nyes\n#endif\n#ifdef __has_include\nalso\n#endif";
    assert_eq!(toks(src), "yes also");
}

#[test]
fn pragmas_stay_out_of_the_text_but_appear_in_e_output() {
    let src = "#pragma weird stuff\n#\n_Pragma(\"also kept\") x\n#pragma once\n";
    let out = run(src, &PpOptions::default()).expect("ok");
    assert_eq!(spellings(&out.text), ["x"]);
    let e = render_e(&out, false);
    let lines: Vec<&str> = e.lines().map(str::trim).collect();
    assert_eq!(lines, ["#pragma weird stuff", "#pragma also kept", "x"]);
}

#[test]
fn extra_tokens_after_directives_are_warnings() {
    let out = run(
        "#ifdef A B\n#else C\n#endif D\n#undef A B\nx",
        &PpOptions::default(),
    )
    .expect("warnings only");
    let w = out.render_warnings();
    assert_eq!(
        w.matches("warning: extra tokens at end of #").count(),
        4,
        "{w}"
    );
    assert!(
        w.contains("t.c:3:8: warning: extra tokens at end of #endif directive"),
        "{w}"
    );
    assert_eq!(spellings(&out.text), ["x"]);
}

#[test]
fn unknown_directive_is_an_error() {
    assert!(errors("#frobnicate\n").contains("invalid preprocessing directive #frobnicate"));
}

#[test]
fn redefinition_rules() {
    let same = run(
        "#define A (1 + 2)\n#define A (1  +   2)\nA",
        &PpOptions::default(),
    )
    .expect("ok");
    assert!(same.warnings.is_empty());
    let diff = run("#define A 1\n#define A 2\nA", &PpOptions::default()).expect("only a warning");
    let w = diff.render_warnings();
    assert!(w.contains("t.c:2:9: warning: \"A\" redefined"), "{w}");
    assert!(
        w.contains("t.c:1:9: note: this is the location of the previous definition"),
        "{w}"
    );
    assert_eq!(spellings(&diff.text), ["2"]);
}

#[test]
fn macro_argument_count_errors() {
    assert!(errors("#define F(a,b) a\nF(1)")
        .contains("macro \"F\" requires 2 arguments, but only 1 given"));
    assert!(errors("#define F(a) a\nF(1,2)")
        .contains("macro \"F\" passed 2 arguments, but takes just 1"));
    assert!(
        errors("#define F(a) a\nF(1").contains("unterminated argument list invoking macro \"F\"")
    );
}

#[test]
fn bad_definitions_are_errors() {
    assert!(errors("#define F(a) ## a\n").contains("'##' cannot appear at either end"));
    assert!(errors("#define F(a) #b\n").contains("'#' is not followed by a macro parameter"));
    assert!(errors("#define 3 x\n").contains("macro names must be identifiers"));
    assert!(errors("#define F(a,a) a\n").contains("duplicate macro parameter"));
}

#[test]
fn unterminated_literals_and_comments_are_errors() {
    assert!(errors("char c = 'x;\n").contains("missing terminating ' character"));
    assert!(errors("int x; /* never closed").contains("unterminated comment"));
    // ...but only warned of in a skipped group, as gcc does (a pedwarn given in every mode).
    let src = "#if 0\ndon't\n#endif\nok";
    assert_eq!(toks(src), "ok");
    let out = run(src, &PpOptions::default()).expect("accepted");
    let warnings: Vec<&str> = out.warnings.iter().map(|d| d.message.as_str()).collect();
    assert_eq!(warnings, ["missing terminating ' character"]);
}

#[test]
fn command_line_defines_undefs_and_forced_includes() {
    let dir = golden_dir();
    let opts = PpOptions {
        macros: vec![
            CmdMacro::Define("A".into(), None),
            CmdMacro::Define("B".into(), Some("2+3".into())),
            CmdMacro::Define("SQ(x)".into(), Some("((x)*(x))".into())),
            CmdMacro::Define("GONE".into(), None),
            CmdMacro::Undef("GONE".into()),
        ],
        forced_includes: vec![dir.join("inc/guarded.h")],
        ..PpOptions::default()
    };
    let out = run("A B SQ(4) GONE GUARDED_VALUE", &opts).expect("ok");
    assert_eq!(
        spellings(&out.text),
        [
            "int", "guarded", ";", "1", "2", "+", "3", "(", "(", "4", ")", "*", "(", "4", ")", ")",
            "GONE", "1"
        ]
    );
}

#[test]
fn errors_in_headers_say_where_they_were_included_from() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join("a.h"), "\n#error boom\n").expect("write");
    std::fs::write(dir.path().join("b.h"), "#include \"a.h\"\n").expect("write");
    let main = "int x;\n#include \"b.h\"\n";
    let path = dir.path().join("main.c");
    let e = preprocess(
        &SourceFile::new("main.c", main),
        Some(&path),
        &PpOptions::default(),
    )
    .expect_err("#error");
    let b = dir.path().join("b.h");
    let a = dir.path().join("a.h");
    let expected = format!(
        "In file included from {}:1,\n                 from main.c:2:\n{}:2:2: error: #error boom\n",
        b.display(),
        a.display()
    );
    assert!(e.render().starts_with(&expected), "{}", e.render());
}

#[test]
fn deeply_nested_arguments_are_an_error_not_a_crash() {
    let deep = format!("#define f(x) x\n{}1{}", "f(".repeat(3000), ")".repeat(3000));
    assert!(errors(&deep).contains("macro arguments nested more than 256 deep"));
    let ok = format!("#define f(x) x\n{}1{}", "f(".repeat(100), ")".repeat(100));
    assert_eq!(toks(&ok), "1");
}

#[test]
fn include_next_continues_the_search() {
    let dir = tempfile::tempdir().expect("temp dir");
    for (sub, text) in [
        ("one", "int one;\n#include_next <x.h>\n"),
        ("two", "int two;\n"),
    ] {
        std::fs::create_dir(dir.path().join(sub)).expect("mkdir");
        std::fs::write(dir.path().join(sub).join("x.h"), text).expect("write");
    }
    let opts = PpOptions {
        include_dirs: vec![dir.path().join("one"), dir.path().join("two")],
        ..PpOptions::default()
    };
    let out = run("#include <x.h>\n", &opts).expect("ok");
    assert_eq!(spellings(&out.text), ["int", "one", ";", "int", "two", ";"]);
}

#[test]
fn missing_header_is_an_error() {
    let e = errors("#include \"no/such/file.h\"\n");
    assert!(
        e.contains("t.c:1:10: error: no/such/file.h: No such file or directory"),
        "{e}"
    );
    assert!(errors("#include\n").contains("#include expects \"FILENAME\" or <FILENAME>"));
    let e = errors("#if 1\n#include <nope.h>\n#endif\n#error later\n");
    assert_eq!(
        e.matches("error:").count(),
        1,
        "stops at the missing header: {e}"
    );
}

/// `__has_builtin` outside `#if` without its operand: gcc's error, at what follows it.
#[test]
fn feature_operator_without_parenthesis_is_an_error() {
    let e = errors("int x = __has_builtin;\n");
    assert!(
        e.contains("t.c:1:22: error: missing '(' after \"__has_builtin\""),
        "{e}"
    );
}

#[test]
fn include_depth_is_limited() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("self.h");
    std::fs::write(&path, "#include \"self.h\"\n").expect("write");
    let src = std::fs::read_to_string(&path).expect("read");
    let e = preprocess(
        &SourceFile::new("self.h", src),
        Some(&path),
        &PpOptions::default(),
    )
    .expect_err("must fail");
    assert!(
        e.render()
            .contains("#include nested depth 201 exceeds maximum of 200"),
        "{}",
        e.render()
    );
}

#[test]
fn predefined_macros_follow_the_target() {
    let src = "__x86_64__ __aarch64__ __CHAR_UNSIGNED__ __WCHAR_TYPE__ __SIZE_TYPE__ __LP64__ __STDC_VERSION__ __GNUC__ __tcc_rs__";
    let x86 = run(src, &target("x86_64-unknown-linux-gnu")).expect("ok");
    assert_eq!(
        spellings(&x86.text).join(" "),
        "1 __aarch64__ __CHAR_UNSIGNED__ int long unsigned int 1 201710L 4 100"
    );
    let arm = run(src, &target("aarch64-unknown-linux-gnu")).expect("ok");
    assert_eq!(
        spellings(&arm.text).join(" "),
        "__x86_64__ 1 1 unsigned int long unsigned int 1 201710L 4 100"
    );
}

#[test]
fn optional_features_are_announced_as_gcc_does() {
    // Variable length arrays are supported, so `__STDC_NO_VLA__` is not defined (gcc does
    // not define it either); nor is `__STDC_NO_COMPLEX__`, now that `float _Complex` and
    // `double _Complex` are.
    let src = "__STDC_NO_VLA__ __STDC_NO_COMPLEX__";
    for t in ["x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu"] {
        let out = run(src, &target(t)).expect("ok");
        assert_eq!(
            spellings(&out.text).join(" "),
            "__STDC_NO_VLA__ __STDC_NO_COMPLEX__"
        );
    }
}

#[test]
fn char_signedness_in_if_follows_the_target() {
    let src = "#if '\\xff' < 0\nsigned\n#else\nunsigned\n#endif";
    assert_eq!(
        spellings(
            &run(src, &target("x86_64-unknown-linux-gnu"))
                .expect("ok")
                .text
        ),
        ["signed"]
    );
    assert_eq!(
        spellings(
            &run(src, &target("aarch64-unknown-linux-gnu"))
                .expect("ok")
                .text
        ),
        ["unsigned"]
    );
}

#[test]
fn bundled_headers_preprocess_cleanly_on_both_targets() {
    for triple in ["x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu"] {
        for name in bundled_names(target(triple).target.arch()) {
            // Twice, to exercise the include guards.
            let src = format!("#include <{name}>\n#include <{name}>\n");
            match run(&src, &target(triple)) {
                Ok(out) => {
                    assert!(
                        out.warnings.is_empty(),
                        "{triple} {name}: {}",
                        out.render_warnings()
                    );
                    assert!(
                        !out.text.contains("__SIZE_TYPE__"),
                        "{triple} {name}: unexpanded"
                    );
                }
                Err(e) => panic!("{triple} {name}:\n{}", e.render()),
            }
        }
    }
}

/// x86's `<cpuid.h>` is bundled for x86-64 only: on aarch64, as with gcc, there is none, so
/// a configure check for it fails.
#[test]
fn cpuid_h_is_x86s_only() {
    let src = "#include <cpuid.h>\nbit_SSE2\n";
    let x86 = run(src, &target("x86_64-unknown-linux-gnu")).expect("ok");
    assert!(x86.text.contains("(1 << 26)"), "{}", x86.text);
    let err = run(src, &target("aarch64-unknown-linux-gnu")).expect_err("no cpuid.h");
    assert!(
        err.render().contains("cpuid.h: No such file or directory"),
        "{}",
        err.render()
    );
}

/// The SSE intrinsic headers are bundled for x86-64 only, like gcc's: on aarch64
/// `<emmintrin.h>` is not found, so code testing `__has_include` takes its portable path.
#[test]
fn intrinsic_headers_are_x86s_only() {
    for name in ["emmintrin.h", "wmmintrin.h", "immintrin.h", "x86intrin.h"] {
        let src = format!("#include <{name}>\n_MM_SHUFFLE(3, 2, 1, 0)\n");
        let x86 = run(&src, &target("x86_64-unknown-linux-gnu")).expect("ok");
        assert!(x86.text.contains("_mm_add_epi32"), "{name}");
        let err = run(&src, &target("aarch64-unknown-linux-gnu")).expect_err("no intrinsics");
        let wanted = format!("{name}: No such file or directory");
        assert!(err.render().contains(&wanted), "{}", err.render());
    }
}

/// `<arm_neon.h>` is bundled for aarch64 only, like gcc's: on x86-64 it is not found.
#[test]
fn arm_neon_h_is_aarch64s_only() {
    let src = "#include <arm_neon.h>\n__ARM_NEON\n";
    let arm = run(src, &target("aarch64-unknown-linux-gnu")).expect("ok");
    assert!(arm.text.contains("vaddq_u8"), "no vaddq_u8");
    let err = run(src, &target("x86_64-unknown-linux-gnu")).expect_err("no arm_neon.h");
    let wanted = "arm_neon.h: No such file or directory";
    assert!(err.render().contains(wanted), "{}", err.render());
}

#[test]
fn bundled_headers_give_target_types() {
    let src = "#include <stdint.h>\n#include <limits.h>\n#include <inttypes.h>\n#include <stddef.h>\nCHAR_MIN WCHAR_MAX PRId64 NULL offsetof(struct s, m)";
    let x86 = run(src, &target("x86_64-unknown-linux-gnu")).expect("ok");
    let last_line = |o: &PpOutput| {
        o.text
            .trim_end()
            .lines()
            .last()
            .map(spellings)
            .unwrap_or_default()
            .join(" ")
    };
    assert_eq!(
        last_line(&x86),
        "( - 128 ) 0x7fffffff \"l\" \"d\" ( ( void * ) 0 ) __builtin_offsetof ( struct s , m )"
    );
    let arm = run(src, &target("aarch64-unknown-linux-gnu")).expect("ok");
    assert!(
        last_line(&arm).starts_with("0 0xffffffffU \"l\" \"d\""),
        "{}",
        last_line(&arm)
    );
}

#[test]
fn assert_honours_ndebug_and_calls_assert_fail() {
    let on = toks("#include <assert.h>\nassert(x > 0);");
    assert!(
        on.ends_with(
            "( ( void ) sizeof ( ( x > 0 ) ? 1 : 0 ) , __extension__ ( { if ( x > 0 ) ; else __assert_fail ( \"x > 0\" , \"t.c\" , 2 , __extension__ __PRETTY_FUNCTION__ ) ; } ) ) ;"
        ),
        "{on}"
    );
    assert!(
        toks("#define NDEBUG\n#include <assert.h>\nassert(x);").ends_with("( ( void ) ( 0 ) ) ;")
    );
}

/// The span in the output text of the first occurrence of `needle`.
fn span_of(out: &PpOutput, needle: &str) -> Span {
    let lo = out.text.find(needle).expect("needle in output");
    Span::new(lo, lo + needle.len())
}

#[test]
fn source_map_points_into_macros_inside_included_files() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(
        dir.path().join("defs.h"),
        "// definitions\n#define BAD(x) (x + oops)\n",
    )
    .expect("write");
    let main = "#include \"defs.h\"\nint f(void) {\n  return BAD(1);\n}\n";
    let path = dir.path().join("main.c");
    std::fs::write(&path, main).expect("write");
    let out = preprocess(
        &SourceFile::new("main.c", main),
        Some(&path),
        &PpOptions::default(),
    )
    .expect("ok");
    let origin = out.map.origin(span_of(&out, "oops").lo).expect("mapped");
    assert!(origin.spelling.file.ends_with("defs.h"));
    assert_eq!((origin.spelling.line, origin.spelling.col), (2, 21));
    assert_eq!(origin.expansions.len(), 1);
    assert_eq!(&*origin.expansions[0].0, "BAD");
    assert_eq!(
        (
            &*origin.expansions[0].1.file,
            origin.expansions[0].1.line,
            origin.expansions[0].1.col
        ),
        ("main.c", 3, 10)
    );

    let d = Diagnostic::error(span_of(&out, "oops"), "'oops' undeclared");
    let rendered = render_diagnostic(&d, &out);
    let defs = dir.path().join("defs.h");
    let expected = format!(
        "In file included from main.c:1:\n{}:2:21: error: 'oops' undeclared\n    2 | #define BAD(x) (x + oops)\n      |                     ^~~~\n\
         main.c:3:10: note: in expansion of macro 'BAD'\n    3 |   return BAD(1);\n      |          ^~~\n",
        defs.display()
    );
    assert_eq!(rendered, expected);
}

#[test]
fn diagnostics_outside_macros_render_like_diag_rs() {
    let src = "int main() {\n    x = 1;\n}\n";
    let out = run(src, &PpOptions::default()).expect("ok");
    let d = Diagnostic::error(span_of(&out, "x"), "'x' undeclared");
    assert_eq!(
        render_diagnostic(&d, &out),
        d.render(&SourceFile::new("t.c", src))
    );
}

#[test]
fn errors_in_arguments_note_the_macro_definition() {
    let src = "#define F(x) (x + 1)\nint main() { return F(y); }\n";
    let out = run(src, &PpOptions::default()).expect("ok");
    let d = Diagnostic::error(span_of(&out, "y"), "'y' undeclared");
    assert_eq!(
        render_diagnostic(&d, &out),
        "t.c:2:23: error: 'y' undeclared\n    2 | int main() { return F(y); }\n      |                       ^\n\
         t.c:1:15: note: in definition of macro 'F'\n    1 | #define F(x) (x + 1)\n      |               ^\n"
    );
}

#[test]
fn argument_tokens_map_to_where_they_were_written() {
    let out = run(
        "#define ID(x) x\nint a = ID(\n   bad);\n",
        &PpOptions::default(),
    )
    .expect("ok");
    let origin = out.map.origin(span_of(&out, "bad").lo).expect("mapped");
    assert_eq!((origin.spelling.line, origin.spelling.col), (3, 4));
}

#[test]
fn splices_keep_original_columns() {
    let out = run("int ab\\\ncd = 1; int zz;\n", &PpOptions::default()).expect("ok");
    assert_eq!(
        spellings(&out.text),
        ["int", "abcd", "=", "1", ";", "int", "zz", ";"]
    );
    let origin = out.map.origin(span_of(&out, "zz").lo).expect("mapped");
    assert_eq!((origin.spelling.line, origin.spelling.col), (2, 13));
}

#[test]
fn output_keeps_lines_in_step_with_the_source() {
    let out = run(
        "int a;\n\n/* c\n */\nint b;\n  int c;\n",
        &PpOptions::default(),
    )
    .expect("ok");
    assert_eq!(out.text, "int a;\n\n\n\nint b;\n  int c;\n");
}

#[test]
fn linemarkers_follow_includes() {
    let dir = golden_dir();
    let case = dir.join("includes.c");
    let src = std::fs::read_to_string(&case).expect("read");
    let opts = PpOptions {
        include_dirs: vec![dir.join("inc2")],
        ..PpOptions::default()
    };
    let out = preprocess(&SourceFile::new("includes.c", src), Some(&case), &opts).expect("ok");
    let e = render_e(&out, true);
    assert!(e.contains("int guarded;"));
    let markers: Vec<&str> = e.lines().filter(|l| l.starts_with("# ")).collect();
    assert!(markers.iter().any(|m| m.ends_with("guarded.h\" 1")), "{e}");
    assert!(
        markers
            .iter()
            .any(|m| m.starts_with("# 12 \"includes.c\" 2")),
        "{e}"
    );
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(300))]

    /// Whatever the input, the preprocessor returns a value (errors included), never panics.
    #[test]
    fn never_panics_on_arbitrary_input(src in "([#a-fA-F0-9_ (),.\\\\'\"/*<>!=&|+-?:%\n]|define |if |elif |include |undef |ifdef |endif|##|__VA_ARGS__|\\.\\.\\.){0,80}") {
        let _ = run(&src, &PpOptions::default());
    }
}

/// `#define NAME VALUE` lines as a map.
fn define_lines(text: &str) -> std::collections::HashMap<String, String> {
    text.lines()
        .filter_map(|l| l.strip_prefix("#define "))
        .map(|l| match l.split_once(' ') {
            Some((n, v)) => (n.to_string(), v.to_string()),
            None => (l.to_string(), String::new()),
        })
        .collect()
}

/// The names gcc predefines that tcc-rs does not, each for a reason: what it would promise
/// tcc-rs does not have.
fn left_out_of_gccs_macros(name: &str) -> bool {
    // Types tcc-rs lacks: decimal floats, `_Float16`, `_Float32`... `_Float128`, `__fp16`.
    let types = [
        "__DEC",
        "__FLT16_",
        "__FLT32",
        "__FLT64",
        "__FLT128_",
        "__FP_FAST_FMAF3",
    ]
    .iter()
    .any(|p| name.starts_with(p))
        || name.starts_with("__FP_FAST_FMAF64")
        || name.starts_with("__ARM_FP16_")
        || matches!(name, "__DECIMAL_BID_FORMAT__" | "__SIZEOF_FLOAT128__");
    types
        || matches!(
            name,
            // tcc-rs defines <stdc-predef.h>'s macros itself rather than reading the file.
            "_STDC_PREDEF_H"
            // Built-ins and pragmas tcc-rs lacks: Intel's lock elision bits for the
            // `__atomic` built-ins, `__builtin_speculation_safe_value`, the `__seg_fs`
            // and `__seg_gs` address spaces, `#pragma redefine_extname`, and a 16-byte
            // compare-and-swap without libatomic.
            | "__ATOMIC_HLE_ACQUIRE"
            | "__ATOMIC_HLE_RELEASE"
            | "__HAVE_SPECULATION_SAFE_VALUE"
            | "__SEG_FS"
            | "__SEG_GS"
            | "__PRAGMA_REDEFINE_EXTNAME"
            | "__GCC_HAVE_SYNC_COMPARE_AND_SWAP_16"
            // tcc-rs writes objects, not assembler text with `.cfi` directives; it
            // compiles no C++.
            | "__GCC_HAVE_DWARF2_CFI_ASM"
            | "__GXX_ABI_VERSION"
            // `-mtune=k8`'s names for gcc's default `-march=x86-64`: tcc-rs tunes for no
            // processor.
            | "__k8"
            | "__k8__"
            // On purpose (see `target::aarch64`).
            | "__ARM_NEON"
        )
}

/// tcc-rs's predefined macros are gcc's, value for value, on both targets and in both an
/// ISO mode and the GNU default; every name gcc has that tcc-rs lacks is one of
/// `left_out_of_gccs_macros`.
#[test]
fn predefined_macros_are_gccs() {
    for (triple, cc) in [
        ("x86_64-unknown-linux-gnu", "gcc"),
        ("aarch64-unknown-linux-gnu", "aarch64-linux-gnu-gcc"),
    ] {
        for iso in [true, false] {
            let std = if iso { "-std=c17" } else { "-std=gnu17" };
            let Ok(out) = std::process::Command::new(cc)
                .args([std, "-dM", "-E", "-x", "c", "/dev/null"])
                .output()
            else {
                eprintln!("{cc} not installed; skipping");
                continue;
            };
            let gcc = define_lines(&String::from_utf8_lossy(&out.stdout));
            let mut opts = PpOptions {
                target: triple.parse().expect("triple"),
                ..PpOptions::default()
            };
            opts.pedantic.iso = iso;
            let ours = define_lines(&tcc_rs::preprocess::builtin_defines(&opts));
            for (name, value) in &ours {
                // tcc-rs claims GNU C 4.2.1 as clang does (see predefined.rs), not gcc's
                // version, and says its own; the date and time are the moment's.
                let own = name.starts_with("__GNUC")
                    || matches!(
                        name.as_str(),
                        "__VERSION__" | "__tcc_rs__" | "__DATE__" | "__TIME__"
                    );
                if own {
                    continue;
                }
                let g = gcc.get(name);
                assert_eq!(Some(value), g, "{triple} {std}: {name}");
            }
            // `__STRICT_ANSI__` comes with `-std=` (driver::flags), not the built-in file.
            let missing: Vec<&String> = gcc
                .keys()
                .filter(|n| !ours.contains_key(*n) && !left_out_of_gccs_macros(n))
                .filter(|n| *n != "__STRICT_ANSI__")
                .collect();
            assert!(
                missing.is_empty(),
                "{triple} {std}: tcc-rs lacks {missing:?}"
            );
            assert_eq!(ours.get("__GNUC__").map(String::as_str), Some("4"));
            assert_eq!(ours.contains_key("linux"), !iso, "{triple} {std}");
        }
    }
}

/// The x86-64 extension macros `-march=` and the `-m` switches choose are gcc's, for
/// command lines that mix levels, CPUs and `-mno-` forms.
#[test]
fn x86_extension_macros_agree_with_gcc() {
    use tcc_rs::target::x86_isa::X86Isa;
    const NAMES: &[&str] = &[
        "__MMX__",
        "__SSE__",
        "__SSE2__",
        "__SSE3__",
        "__SSSE3__",
        "__SSE4_1__",
        "__SSE4_2__",
        "__POPCNT__",
        "__CRC32__",
        "__LAHF_SAHF__",
        "__SSE_MATH__",
        "__SSE2_MATH__",
        "__MMX_WITH_SSE__",
        "__FXSR__",
        "__AVX__",
        "__AVX2__",
        "__AES__",
        "__PCLMUL__",
    ];
    let command_lines: &[&[&str]] = &[
        &[],
        &["-msse3"],
        &["-mssse3"],
        &["-msse4.1"],
        &["-msse4.2"],
        &["-msse4"],
        &["-mpopcnt"],
        &["-mcrc32"],
        &["-march=x86-64"],
        &["-march=x86-64-v2"],
        &["-march=x86-64-v3"],
        &["-march=core2"],
        &["-march=haswell"],
        &["-march=znver3"],
        &["-mno-sse2"],
        &["-mno-sse"],
        &["-mno-mmx"],
        &["-msse4.2", "-mno-sse3"],
        &["-msse4.2", "-mno-ssse3"],
        &["-msse4.2", "-mno-popcnt"],
        &["-msse4.2", "-mno-crc32"],
        &["-mno-sse4", "-march=x86-64-v2"],
        &["-march=x86-64-v2", "-mno-sse4.2"],
        &["-march=x86-64-v2", "-mno-popcnt"],
        &["-mpopcnt", "-mno-sse4.2"],
        &["-mavx"],
        &["-mavx2", "-mno-sse4.1"],
        &["-maes", "-mno-sse2"],
        &["-maes"],
        &["-mpclmul"],
        &["-mpclmul", "-mno-sse"],
        &["-msse4.2", "-mno-sse2", "-maes"],
        &["-mavx", "-mno-aes"],
        &["-march=corei7"],
        &["-march=corei7-avx"],
        &["-march=core-avx2"],
        &["-march=nehalem"],
        &["-march=sandybridge"],
        &["-march=skylake"],
        &["-march=skylake-avx512"],
        &["-march=znver1"],
        &["-march=znver3", "-mno-pclmul"],
    ];
    if std::process::Command::new("gcc")
        .arg("--version")
        .output()
        .is_err()
    {
        eprintln!("gcc not installed; skipping");
        return;
    }
    // And every CPU gcc's `-march=` takes (but the host's, `native`).
    let cpus: Vec<String> = tcc_rs::target::x86_isa::cpu_names()
        .filter(|&c| c != "native")
        .map(|c| format!("-march={c}"))
        .collect();
    let cpu_lines: Vec<[&str; 1]> = cpus.iter().map(|c| [c.as_str()]).collect();
    let every = command_lines
        .iter()
        .copied()
        .chain(cpu_lines.iter().map(|l| &l[..]));
    for flags in every {
        let out = std::process::Command::new("gcc")
            .args(flags)
            .args(["-dM", "-E", "-"])
            .stdin(std::process::Stdio::null())
            .output()
            .expect("gcc");
        let text = String::from_utf8_lossy(&out.stdout);
        let mut gcc: Vec<&str> = define_lines(&text)
            .keys()
            .filter_map(|k| NAMES.iter().find(|n| **n == k.as_str()).copied())
            .collect();
        // tcc-rs has no AVX headers: an AVX command line announces SSE4.2 at most.
        gcc.retain(|n| !n.contains("AVX"));
        gcc.sort_unstable();
        let mut isa = X86Isa::default();
        for f in flags {
            if let Some(cpu) = f.strip_prefix("-march=") {
                isa.set_cpu(cpu);
            } else if let Some(name) = f.strip_prefix("-mno-") {
                isa.switch(name, false);
            } else if let Some(name) = f.strip_prefix("-m") {
                isa.switch(name, true);
            }
        }
        let mut ours = isa.macros();
        ours.sort_unstable();
        assert_eq!(ours, gcc, "{flags:?}");
    }
}

/// The CPUs tcc-rs takes after `-march=` and after `-mtune=` are the ones gcc lists as valid
/// for each switch when it refuses a name.
#[test]
fn x86_cpu_names_are_gccs() {
    use tcc_rs::target::{x86_isa, CpuSwitch};
    for (switch, flag) in [(CpuSwitch::Arch, "-march"), (CpuSwitch::Tune, "-mtune")] {
        let Ok(out) = std::process::Command::new("gcc")
            .args([&format!("{flag}=no-such-cpu"), "-E", "-x", "c", "-"])
            .stdin(std::process::Stdio::null())
            .output()
        else {
            eprintln!("gcc not installed; skipping");
            return;
        };
        let text = String::from_utf8_lossy(&out.stderr);
        let (_, list) = text
            .split_once("switch are: ")
            .expect("gcc lists the valid CPUs");
        let gcc: Vec<&str> = list.lines().next().unwrap_or("").split(' ').collect();
        for cpu in &gcc {
            assert!(x86_isa::knows_cpu(switch, cpu), "{flag}={cpu}");
        }
        let candidates = x86_isa::cpu_names().chain(["generic", "intel", "amd", "x86_64"]);
        for cpu in candidates {
            let known = x86_isa::knows_cpu(switch, cpu);
            assert_eq!(known, gcc.contains(&cpu), "{flag}={cpu}");
        }
    }
}

#[test]
fn ident_and_sccs_pass_to_the_output_as_gcc_writes_them() {
    let out = pp("int a;\n#ident \"version 1.2\"\n#sccs \"@(#) id\"\nint b;\n");
    assert_eq!(
        out.lines()
            .filter(|l| !l.trim().is_empty())
            .collect::<Vec<_>>(),
        [
            "int a;",
            "#ident \"version 1.2\"",
            "#ident \"@(#) id\"",
            "int b;"
        ]
    );
    assert!(errors("#ident version\n").contains("t.c:1:8: error: invalid #ident directive"));
    assert!(errors("#sccs\n").contains("invalid #sccs directive"));
}

/// The output tokens of `src` preprocessed under `-std=` `std` (strict ISO when `iso`).
fn toks_in(src: &str, std: Standard, iso: bool) -> String {
    let opts = PpOptions {
        pedantic: Pedantic {
            std,
            iso,
            ..Pedantic::default()
        },
        ..PpOptions::default()
    };
    match run(src, &opts) {
        Ok(out) => spellings(&render_e(&out, false)).join(" "),
        Err(e) => panic!("unexpected errors:\n{}", e.render()),
    }
}

#[test]
fn strict_c90_lexes_some_double_slashes_as_two_divisions() {
    // As gcc's preprocessor in strict ISO C90: `//*`, and `//` in a directive or a skipped
    // group, are two `/`; other `//` still comment (with an error, tested in tests/errors).
    let src = "#define X 1 //* c */ 2\nX\nsix //* c */ 2\n\
               #if 0\n// x /* a comment from here\n#else\nfirst\n#endif\n#if 0\n\
               to here */\n#else\nsecond\n#endif\n";
    assert_eq!(
        toks_in(src, Standard::C90, true),
        "1 / 2 six / 2 second",
        "strict C90"
    );
    for (std, iso) in [
        (Standard::C90, false),
        (Standard::C99, true),
        (Standard::C17, false),
    ] {
        assert_eq!(
            toks_in(src, std, iso),
            "1 six first second",
            "{std:?} iso={iso}"
        );
    }
}

#[test]
fn an_unterminated_literal_in_a_skipped_group_runs_to_the_end_of_its_line() {
    // gcc lexes `'t /* x` as one unterminated literal: no comment starts.
    let src = "#if 0\ndon't /* x\n#else\nkept\n#endif\n/* */\n";
    assert_eq!(toks(src), "kept");
}

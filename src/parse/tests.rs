//! Parser tests: precedence and associativity (printed as S-expressions), declarators,
//! literals, and the wording of syntax errors.

use super::*;

/// An expression as an S-expression: `(+ a (* b c))`.
fn sexp(e: &Expr) -> String {
    match &e.kind {
        ExprKind::IntLit(v) => v.to_string(),
        ExprKind::FloatLit(v) => format!("{v:?}"),
        ExprKind::LongFloatLit(_, text) => format!("{text}L"),
        ExprKind::CharLit(b) => format!("'{}'", String::from_utf8_lossy(b)),
        ExprKind::StringLit(b, _) => format!("{:?}", String::from_utf8_lossy(b)),
        ExprKind::WideCharLit(enc, units) | ExprKind::WideStringLit(enc, units, _) => {
            let prefix = match enc {
                crate::ast::Encoding::Wide => "L",
                crate::ast::Encoding::Utf16 => "u",
                crate::ast::Encoding::Utf32 => "U",
            };
            let hex: Vec<String> = units.iter().map(|u| format!("{u:x}")).collect();
            format!("{prefix}[{}]", hex.join(", "))
        }
        ExprKind::Ident(n, _) => n.clone(),
        ExprKind::Unary(op, a) => {
            let s = match op {
                UnaryOp::Plus => "+",
                UnaryOp::Neg => "-",
                UnaryOp::BitNot => "~",
                UnaryOp::LogNot => "!",
                UnaryOp::Deref => "*",
                UnaryOp::AddrOf => "&",
                UnaryOp::Real => "__real__",
                UnaryOp::Imag => "__imag__",
            };
            format!("({s} {})", sexp(a))
        }
        ExprKind::IncDec {
            prefix, inc, arg, ..
        } => {
            let op = if *inc { "++" } else { "--" };
            if *prefix {
                format!("(pre{op} {})", sexp(arg))
            } else {
                format!("(post{op} {})", sexp(arg))
            }
        }
        ExprKind::Binary(op, l, r, _) => format!("({} {} {})", op.symbol(), sexp(l), sexp(r)),
        ExprKind::Assign(op, l, r, _) => {
            let op = op.map_or("=".to_string(), |o| format!("{}=", o.symbol()));
            format!("({op} {} {})", sexp(l), sexp(r))
        }
        ExprKind::Conditional(c, t, f) => format!("(? {} {} {})", sexp(c), sexp(t), sexp(f)),
        ExprKind::Comma(l, r) => format!("(, {} {})", sexp(l), sexp(r)),
        ExprKind::Call(f, args) => {
            let args: Vec<String> = args.iter().map(sexp).collect();
            format!("(call {} {})", sexp(f), args.join(" "))
        }
        ExprKind::Index(a, i) => format!("([] {} {})", sexp(a), sexp(i)),
        ExprKind::Member(a, m) => format!("(. {} {m})", sexp(a)),
        ExprKind::Arrow(a, m) => format!("(-> {} {m})", sexp(a)),
        ExprKind::Cast(_, a) => format!("(cast {})", sexp(a)),
        ExprKind::SizeofType(_) => "(sizeof type)".into(),
        ExprKind::SizeofExpr(a) => format!("(sizeof {})", sexp(a)),
        ExprKind::AlignofType(_, AlignofSpelling::C11) => "(alignof type)".into(),
        ExprKind::AlignofType(_, AlignofSpelling::Gnu) => "(__alignof__ type)".into(),
        ExprKind::CompoundLiteral(_) => "(compound-literal)".into(),
        ExprKind::Generic(g) => {
            let arms: Vec<String> = g
                .associations
                .iter()
                .map(|a| {
                    let t = if a.type_name.is_some() {
                        "type"
                    } else {
                        "default"
                    };
                    format!("({t} {})", sexp(&a.expr))
                })
                .collect();
            format!("(generic {} {})", sexp(&g.control), arms.join(" "))
        }
        ExprKind::VaArg(a, _) => format!("(va_arg {} type)", sexp(a)),
        ExprKind::ConvertVector(a, _) => format!("(convertvector {} type)", sexp(a)),
        ExprKind::VaBuiltin(which, args) => {
            let args: Vec<String> = args.iter().map(sexp).collect();
            format!("({} {})", which.name(), args.join(" "))
        }
        ExprKind::ImplicitCast(a) => sexp(a),
        ExprKind::StmtExpr(items) => format!("({{}} {} items)", items.len()),
        ExprKind::BinaryConditional(c, f, _) => format!("(?: {} {})", sexp(c), sexp(f)),
        ExprKind::AlignofExpr(a) => format!("(alignof {})", sexp(a)),
        ExprKind::LabelAddr(l, ..) => format!("(&& {l})"),
        ExprKind::Offsetof(_, ds) => format!("(offsetof {} designators)", ds.len()),
        ExprKind::TypesCompatible(_) => "(types-compatible)".into(),
        ExprKind::Builtin(b, _) => format!("(builtin {b:?})"),
    }
}

#[test]
fn gnu_expression_forms() {
    assert_eq!(parse_expr("({ int x = 1; x; }) + 1"), "(+ ({} 2 items) 1)");
    assert_eq!(parse_expr("a ?: b ? c : d"), "(?: a (? b c d))");
    assert_eq!(parse_expr("a || b ?: c"), "(?: (|| a b) c)");
    assert_eq!(parse_expr("&&done"), "(&& done)");
    assert_eq!(parse_expr("a && &&b"), "(&& a (&& b))");
    assert_eq!(
        parse_expr("__alignof__ x + __alignof(int)"),
        "(+ (alignof x) (__alignof__ type))"
    );
    assert_eq!(
        parse_expr("__builtin_offsetof(struct s, a.b[2].c)"),
        "(offsetof 4 designators)"
    );
    assert_eq!(
        parse_expr("__builtin_types_compatible_p(int, long)"),
        "(types-compatible)"
    );
    assert_eq!(parse_expr("0b1010 + 0B1u"), "(+ 10 1)");
}

/// Parse `int f(void) { E; }` and print `E`.
fn parse_expr(e: &str) -> String {
    let src = format!("int f(void) {{ {e}; }}");
    let unit = parse(&SourceFile::new("t.c", src)).unwrap_or_else(|d| panic!("{d:?}"));
    let ExternalDecl::Function(f) = &unit.items[0] else {
        panic!("not a function")
    };
    let BlockItem::Stmt(Stmt {
        kind: StmtKind::Expr(Some(e)),
        ..
    }) = &f.body[0]
    else {
        panic!("not an expression statement")
    };
    sexp(e)
}

fn syntax_error_of(src: &str) -> String {
    let file = SourceFile::new("t.c", src);
    match parse(&file) {
        Ok(_) => panic!("parsed"),
        Err(ds) => ds[0].render(&file),
    }
}

#[test]
fn multiplication_binds_tighter_than_addition() {
    assert_eq!(parse_expr("a + b * c"), "(+ a (* b c))");
    assert_eq!(parse_expr("a * b + c"), "(+ (* a b) c)");
}

#[test]
fn binary_operators_are_left_associative() {
    assert_eq!(parse_expr("a - b - c"), "(- (- a b) c)");
    assert_eq!(parse_expr("a / b % c"), "(% (/ a b) c)");
    assert_eq!(parse_expr("a << b >> c"), "(>> (<< a b) c)");
}

#[test]
fn assignment_and_conditional_are_right_associative() {
    assert_eq!(parse_expr("a = b = c"), "(= a (= b c))");
    assert_eq!(parse_expr("a += b -= c"), "(+= a (-= b c))");
    assert_eq!(parse_expr("a ? b : c ? d : e"), "(? a b (? c d e))");
}

#[test]
fn the_full_precedence_ladder() {
    assert_eq!(
        parse_expr("a || b && c | d ^ e & f == g < h << i + j * k"),
        "(|| a (&& b (| c (^ d (& e (== f (< g (<< h (+ i (* j k))))))))))"
    );
}

#[test]
fn comma_is_lowest() {
    assert_eq!(parse_expr("a = 1, b = 2"), "(, (= a 1) (= b 2))");
}

#[test]
fn unary_and_postfix_operators() {
    assert_eq!(parse_expr("-a++"), "(- (post++ a))");
    assert_eq!(parse_expr("!~-a"), "(! (~ (- a)))");
    assert_eq!(parse_expr("++a--"), "(pre++ (post-- a))");
    assert_eq!(parse_expr("a+++b"), "(+ (post++ a) b)");
    assert_eq!(parse_expr("a - -b"), "(- a (- b))");
    assert_eq!(parse_expr("*p[1]"), "(* ([] p 1))");
    assert_eq!(parse_expr("f(a, b)(c)"), "(call (call f a b) c)");
}

#[test]
fn compound_operators_are_not_split() {
    assert_eq!(parse_expr("a <<= b"), "(<<= a b)");
    assert_eq!(parse_expr("a <= b"), "(<= a b)");
    assert_eq!(parse_expr("a < b"), "(< a b)");
    assert_eq!(parse_expr("a == b"), "(== a b)");
    assert_eq!(parse_expr("a & &b"), "(& a (& b))");
    assert_eq!(parse_expr("a && b"), "(&& a b)");
}

#[test]
fn parenthesised_expression_and_cast() {
    assert_eq!(parse_expr("(a + b) * c"), "(* (+ a b) c)");
    assert_eq!(parse_expr("(int)a + b"), "(+ (cast a) b)");
    assert_eq!(
        parse_expr("sizeof (int) + sizeof a"),
        "(+ (sizeof type) (sizeof a))"
    );
}

#[test]
fn integer_literals_in_every_base() {
    assert_eq!(parse_expr("10 + 0x1F + 017 + 0"), "(+ (+ (+ 10 31) 15) 0)");
}

#[test]
fn keywords_are_not_identifiers_but_prefixes_are() {
    assert_eq!(parse_expr("integer + iffy"), "(+ integer iffy)");
}

#[test]
fn declarators_apply_inside_out() {
    let unit = parse(&SourceFile::new("t.c", "int *a[3]; int (*p)[4];")).unwrap();
    let kinds = |i: usize| -> String {
        let ExternalDecl::Declaration(d) = &unit.items[i] else {
            panic!()
        };
        d.declarators[0]
            .declarator
            .derived
            .iter()
            .map(|d| match d {
                Derived::Pointer(_) => "ptr",
                Derived::Array(..) => "array",
                Derived::Function(..) => "fn",
            })
            .collect::<Vec<_>>()
            .join(" ")
    };
    // Array of pointers; pointer to array.
    assert_eq!(kinds(0), "ptr array");
    assert_eq!(kinds(1), "array ptr");
}

#[test]
fn missing_semicolon_is_reported_after_the_previous_token() {
    // With gcc's fix-it hint: `;` inserted at the caret, the `}` underlined on its line
    // (that line's marks padded to the caret's column, as gcc pads them).
    assert_eq!(
        syntax_error_of("int main(void) {\n  return 0\n}\n"),
        "t.c:2:11: error: expected ';' before '}' token\n    2 |   return 0\n      |           ^\n      \
         |           ;\n    3 | }\n      | ~          \n"
    );
}

#[test]
fn missing_operand_is_an_expected_expression() {
    assert!(syntax_error_of("int x = 1 + ;").contains("expected expression before ';' token"));
}

#[test]
fn the_conditional_binds_tighter_than_assignment_on_either_side() {
    // gcc parses `a ? b : c = d` as an assignment to the conditional (and then rejects it).
    assert_eq!(parse_expr("a ? b : c = d"), "(= (? a b c) d)");
    assert_eq!(parse_expr("a = b ? c : d = e"), "(= a (= (? b c d) e))");
    assert_eq!(parse_expr("a ? b = 1, c : d"), "(? a (, (= b 1) c) d)");
    assert_eq!(
        parse_expr("a || b ? c && d : e | f"),
        "(? (|| a b) (&& c d) (| e f))"
    );
}

#[test]
fn prefix_operators_apply_after_postfix_ones_from_the_inside_out() {
    assert_eq!(parse_expr("(int)(long)-x[1]"), "(cast (cast (- ([] x 1))))");
    assert_eq!(parse_expr("-(int)x"), "(- (cast x))");
    assert_eq!(parse_expr("sizeof -(int)x"), "(sizeof (- (cast x)))");
    assert_eq!(
        parse_expr("sizeof (int){1} * 2"),
        "(* (sizeof (compound-literal)) 2)"
    );
    assert_eq!(parse_expr("sizeof (x) + 1"), "(+ (sizeof x) 1)");
    assert_eq!(
        parse_expr("*p++ = -- *q"),
        "(= (* (post++ p)) (pre-- (* q)))"
    );
    assert_eq!(parse_expr("__extension__ (long)a + b"), "(+ (cast a) b)");
    assert_eq!(
        parse_expr("__real__ z + __imag z++"),
        "(+ (__real__ z) (__imag__ (post++ z)))"
    );
}

#[test]
fn sizeof_takes_a_unary_expression_not_a_cast() {
    assert!(syntax_error_of("int f(int x) { return sizeof (int) x; }")
        .contains("expected ';' before 'x'"));
}

#[test]
fn an_increment_of_a_cast_is_parsed_as_gcc_does_for_sema_to_reject() {
    // Not `+(+(int)x)`: `++` is one token.
    assert_eq!(parse_expr("++(int)x"), "(pre++ (cast x))");
    assert_eq!(parse_expr("- -x + +y"), "(+ (- (- x)) (+ y))");
}

#[test]
fn a_constant_expression_has_no_top_level_assignment() {
    assert!(
        syntax_error_of("int f(int x) { switch (x) { case x = 1: return 0; } }")
            .contains("expected ':' before '=' token")
    );
}

#[test]
fn long_flat_chains_parse_as_left_folds() {
    let sum = vec!["x"; 2_000].join(" + ");
    let e = parse_expr(&sum);
    assert!(e.starts_with(&"(+ ".repeat(1_999)));
}

#[test]
fn compound_literals_and_member_access_are_postfix_operands() {
    assert_eq!(
        parse_expr("(struct p){ 1, 2 }.x + (int){ 3 } + (long)y"),
        "(+ (+ (. (compound-literal) x) (compound-literal)) (cast y))"
    );
    assert_eq!(parse_expr("a->b.c[2]"), "([] (. (-> a b) c) 2)");
}

#[test]
fn struct_bodies_and_designators_are_parsed() {
    let src =
        "struct s { int a, *b; struct { char c; }; unsigned f : 3; } v = { .a = 1, [0] = 2, 3 };";
    let unit = parse(&SourceFile::new("t.c", src)).unwrap_or_else(|d| panic!("{d:?}"));
    let ExternalDecl::Declaration(d) = &unit.items[0] else {
        panic!("not a declaration")
    };
    let members = d.specs.members.as_ref().expect("a body");
    assert_eq!(members.len(), 3);
    assert_eq!(members[0].declarators.len(), 2);
    assert!(members[1].declarators.is_empty());
    assert!(members[2].declarators[0].1.is_some());
    let Some(Initializer::List(items, _)) = &d.declarators[0].init else {
        panic!("not a list")
    };
    assert!(
        matches!(&items[0], Initializer::Designated(ds, _, _) if matches!(&ds[0], Designator::Member(n, _) if n == "a"))
    );
    assert!(
        matches!(&items[1], Initializer::Designated(ds, _, _) if matches!(ds[0], Designator::Index(_)))
    );
    assert!(matches!(items[2], Initializer::Expr(_)));
}

/// Each item of the body of the last function in `src`: `decl NAME` for a declaration,
/// the S-expression for an expression statement.
fn body_items(src: &str) -> Vec<String> {
    let unit = parse(&SourceFile::new("t.c", src)).unwrap_or_else(|d| panic!("{d:?}"));
    let Some(ExternalDecl::Function(f)) = unit.items.last() else {
        panic!("no function last")
    };
    f.body
        .iter()
        .map(|item| match item {
            BlockItem::Decl(d) => {
                let names: Vec<&str> = d
                    .declarators
                    .iter()
                    .filter_map(|d| d.declarator.name.as_ref().map(|(n, _)| n.as_str()))
                    .collect();
                format!("decl {}", names.join(" "))
            }
            BlockItem::Stmt(Stmt {
                kind: StmtKind::Expr(Some(e)),
                ..
            }) => sexp(e),
            BlockItem::Stmt(_) => "stmt".into(),
            BlockItem::Labels(names, _) => {
                let names: Vec<&str> = names.iter().map(|(n, _)| n.as_str()).collect();
                format!("labels {}", names.join(" "))
            }
        })
        .collect()
}

#[test]
fn a_typedef_name_makes_star_a_declaration_and_an_object_makes_it_a_product() {
    assert_eq!(
        body_items("typedef int T; void f(void) { T * x; }"),
        ["decl x"]
    );
    assert_eq!(
        body_items("typedef int T; void f(int x) { int T; T * x; }"),
        ["decl T", "(* T x)"]
    );
}

#[test]
fn a_parenthesised_typedef_name_is_a_cast_and_a_parenthesised_object_an_operand() {
    assert_eq!(
        body_items("typedef int T; void f(int x) { (T) - x; }"),
        ["(cast (- x))"]
    );
    assert_eq!(
        body_items("typedef int T; void f(int x, int T) { (T) - x; }"),
        ["(- T x)"]
    );
}

#[test]
fn a_local_label_declaration_names_labels_and_hides_no_typedef_name() {
    assert_eq!(
        body_items("typedef int T; void f(void) { __label__ T, u; __label__ v; T * x; T: ; }"),
        ["labels T u", "labels v", "decl x", "stmt"]
    );
}

#[test]
fn sizeof_follows_the_innermost_declaration_of_the_name() {
    assert_eq!(
        body_items("typedef int T; void f(void) { sizeof(T); T T; sizeof(T); }"),
        ["(sizeof type)", "decl T", "(sizeof T)"]
    );
}

#[test]
fn a_typedef_name_before_a_parenthesised_name_declares_it_and_a_function_is_called() {
    assert_eq!(
        body_items("typedef int T; void f(void) { T(x); }"),
        ["decl x"]
    );
    assert_eq!(
        body_items("typedef int T; void f(int x) { int (*T)(int); T(x); }"),
        ["decl T", "(call T x)"]
    );
}

#[test]
fn an_inner_typedef_hides_an_object_only_in_its_block() {
    assert_eq!(
        body_items("int T; void f(int x) { { typedef long T; T * x; } T * x; }"),
        ["stmt", "(* T x)"]
    );
}

#[test]
fn members_enumerators_and_parameters_named_like_a_typedef_parse() {
    let src = "typedef int T;
        struct s { T T; };
        enum { E = sizeof(T) };
        int g(T T) { return T; }
        void f(struct s *p) { p->T = E; enum { T }; T + 1; }";
    assert_eq!(body_items(src), ["(= (-> p T) E)", "decl ", "(+ T 1)"]);
}

#[test]
fn a_typedef_name_as_an_operand_is_gccs_expected_expression() {
    assert_eq!(
        syntax_error_of("typedef int T;\nint f(void) { return T; }\n"),
        "t.c:2:22: error: expected expression before 'T'\n    2 | int f(void) { return T; }\n      |                      ^\n"
    );
}

#[test]
fn a_typedef_name_out_of_scope_is_gccs_unknown_type_name() {
    assert_eq!(
        syntax_error_of("void f(void) { typedef int T; }\nT x;\n"),
        "t.c:2:1: error: unknown type name 'T'\n    2 | T x;\n      | ^\n"
    );
    assert!(
        syntax_error_of("int f(void) { foo x; }").contains("1:15: error: unknown type name 'foo'")
    );
    assert!(syntax_error_of("int f(foo *x);").contains("1:7: error: unknown type name 'foo'"));
}

#[test]
fn a_typedef_name_hidden_by_a_parameter_is_not_a_type_in_the_body() {
    assert!(syntax_error_of("typedef int T;\nint f(int T) { T x; }")
        .contains("2:17: error: expected ';' before 'x'"));
}

#[test]
fn array_parameters_keep_static_and_qualifiers_in_either_order() {
    let unit = parse(&SourceFile::new(
        "t.c",
        "void f(int a[static const 4], int b[restrict static 2], int c[volatile], int d[]);",
    ))
    .unwrap();
    let ExternalDecl::Declaration(d) = &unit.items[0] else {
        panic!()
    };
    let Some(Derived::Function(params, ..)) = d.declarators[0].declarator.derived.last() else {
        panic!()
    };
    let arrays: Vec<(bool, Vec<TypeQualifier>, bool)> = params
        .iter()
        .map(|p| match &p.declarator.derived[..] {
            [Derived::Array(size, _, q)] => (q.is_static, q.quals.clone(), size.is_some()),
            other => panic!("{other:?}"),
        })
        .collect();
    use TypeQualifier::*;
    assert_eq!(
        arrays,
        [
            (true, vec![Const], true),
            (true, vec![Restrict], true),
            (false, vec![Volatile], false),
            (false, vec![], false),
        ]
    );
}

#[test]
fn static_in_an_array_declarator_needs_a_size() {
    assert!(
        syntax_error_of("int n(int r[static]);").contains("expected expression before ']' token")
    );
}

#[test]
fn u8_strings_are_plain_strings_and_wide_ones_are_code_units() {
    assert_eq!(parse_expr(r#"u8"a\u00e9" "b""#), format!("{:?}", "aéb"));
    // UTF-16 takes a surrogate pair above U+FFFF; a plain piece joins a wide literal.
    assert_eq!(parse_expr(r#"u"\U0001F600" "é""#), "u[d83d, de00, e9]");
    assert_eq!(parse_expr(r#"L"a\x100" L"b""#), "L[61, 100, 62]");
    assert_eq!(parse_expr(r#"U'\u00e9'"#), "U[e9]");
    for mixed in [r#"L"a" u"b""#, r#"u8"a" U"b""#] {
        let src = format!("int f(void) {{ {mixed}; }}");
        let err = parse(&SourceFile::new("t.c", src)).unwrap_err();
        assert!(err[0]
            .message
            .contains("unsupported non-standard concatenation"));
    }
}

#[test]
fn universal_character_names_must_be_complete_and_valid() {
    let message = |lit: &str| {
        let src = format!("int f(void) {{ \"{lit}\"; }}");
        parse(&SourceFile::new("t.c", src)).unwrap_err()[0]
            .message
            .clone()
    };
    assert_eq!(
        message(r"\u12"),
        r"incomplete universal character name \u12"
    );
    assert_eq!(
        message(r"\u0041"),
        r"\u0041 is not a valid universal character"
    );
    assert_eq!(
        message(r"\ud800"),
        r"\ud800 is not a valid universal character"
    );
    assert_eq!(
        message(r"\U00110000"),
        r"\U00110000 is not a valid universal character"
    );
}

#[test]
fn alignment_specifiers_take_a_type_or_a_constant_expression() {
    let unit = parse(&SourceFile::new(
        "t.c",
        "typedef long T; _Alignas(T) _Alignas(4 * 4) char c; struct s { _Alignas(8) int x; };",
    ))
    .unwrap();
    let ExternalDecl::Declaration(d) = &unit.items[1] else {
        panic!()
    };
    let kinds: Vec<&str> = d
        .specs
        .alignas
        .iter()
        .map(|(a, _)| match a {
            AlignSpec::Type(_) => "type",
            AlignSpec::Expr(_) => "expr",
        })
        .collect();
    assert_eq!(kinds, ["type", "expr"]);
    let ExternalDecl::Declaration(s) = &unit.items[2] else {
        panic!()
    };
    let members = s.specs.members.as_ref().unwrap();
    assert_eq!(members[0].specs.alignas.len(), 1);
}

#[test]
fn generic_selections_are_primary_expressions() {
    assert_eq!(
        parse_expr("_Generic(x + 1, int: a, char *: b, default: c = 2)[0]"),
        "([] (generic (+ x 1) (type a) (type b) (default (= c 2))) 0)"
    );
}

/// `__builtin_va_arg` takes a type name, so it is a primary expression of its own; the
/// other va built-ins are ordinary calls that sema recognises by name.
#[test]
fn va_arg_takes_a_type_name_and_is_a_primary_expression() {
    assert_eq!(
        parse_expr("__builtin_va_arg(*p, struct s *)->x + __builtin_va_arg(ap, __builtin_va_list)"),
        "(+ (-> (va_arg (* p) type) x) (va_arg ap type))"
    );
    assert_eq!(
        parse_expr("__builtin_va_copy(a, b)"),
        "(call __builtin_va_copy a b)"
    );
}

//! Expressions: from the flat pair sequence the grammar gives to the AST, by precedence
//! climbing.
//!
//! `c.pest` (A.2.1) parses an expression as operands separated by infix operators, and an
//! operand as a run of prefix operators, a primary expression and a run of postfix
//! operators, all sibling pairs of one `expression` pair. This module folds the sequence:
//! `climb` is precedence climbing (Richards' algorithm, as Norvell describes it in "Parsing
//! Expressions by Recursive Descent"), with C's precedence and associativity in
//! `binding_power`. Within an operand, postfix operators bind tighter than prefix ones, so
//! `operand` applies the postfix operators to the primary first, then the prefix operators
//! from the innermost (the last) out.
//!
//! Recursion here follows the nesting the typedef pre-pass bounds (`typedefs::MAX_NESTING`
//! counts prefix operators and right-nested assignments and conditionals); a left-associative
//! chain of any length is a loop.

use super::{
    build_compound_items, build_each, build_initializer_items, build_type_name, literal, span,
    typedefs, written,
};
use super::{PResult, Rule};
use crate::ast::*;
use crate::diag::Span;
use pest::iterators::{Pair, Pairs};
use std::iter::Peekable;

type Sequence<'i> = Peekable<Pairs<'i, Rule>>;

/// Build any expression-level pair: a whole expression or a primary expression.
pub(super) fn build_expr(p: Pair<Rule>) -> PResult<Expr> {
    match p.as_rule() {
        // expression = operand ((infix_operator | comma) operand)*
        // assignment_expression = operand (infix_operator operand)*
        // constant_expression = operand ((binary_operator | conditional_operator) operand)*
        Rule::expression | Rule::assignment_expression | Rule::constant_expression => {
            climb(&mut p.into_inner().peekable(), 0)
        }
        _ => build_primary(p),
    }
}

/// An infix operator of the sequence.
enum Infix<'i> {
    /// With where the operator is.
    Binary(BinaryOp, Span),
    /// `=` (no operation) or a compound assignment, with where the operator is.
    Assign(Option<BinaryOp>, Span),
    /// `? e :`, with its middle operand (none in GNU C's `a ?: b`), and where the `:` is.
    Conditional(Option<Pair<'i, Rule>>, Span),
    Comma,
}

/// How tightly an infix operator binds (C11 6.5, from the comma up to `*`), and whether it
/// associates to the right. `None` for a pair that is not an infix operator.
fn binding_power(op: &Pair<Rule>) -> Option<(u8, bool)> {
    Some(match op.as_rule() {
        Rule::comma => (1, false),
        Rule::assignment_operator => (2, true),
        Rule::conditional_operator => (3, true),
        Rule::binary_operator => (binary_precedence(binary_op(op.as_str())), false),
        _ => return None,
    })
}

fn binary_precedence(op: BinaryOp) -> u8 {
    use BinaryOp::*;
    match op {
        LogOr => 4,
        LogAnd => 5,
        BitOr => 6,
        BitXor => 7,
        BitAnd => 8,
        Eq | Ne => 9,
        Lt | Gt | Le | Ge => 10,
        Shl | Shr => 11,
        Add | Sub => 12,
        Mul | Div | Rem => 13,
    }
}

/// Precedence climbing: an operand, then every infix operator binding at least as tightly
/// as `min`, each with its right operand climbed at the operator's own level (right
/// associative) or one above it (left associative).
fn climb(seq: &mut Sequence, min: u8) -> PResult<Expr> {
    let mut lhs = operand(seq)?;
    while let Some((power, right)) = seq.peek().and_then(binding_power) {
        if power < min {
            break;
        }
        let op = infix(seq.next().unwrap());
        let rhs = climb(seq, if right { power } else { power + 1 })?;
        lhs = combine(op, lhs, rhs)?;
    }
    Ok(lhs)
}

// assignment_operator = "=" | "*=" | ... | "|="
// binary_operator = "*" | "/" | ... | "||"
// conditional_operator = "?" expression? ":"
fn infix(p: Pair<Rule>) -> Infix {
    match p.as_rule() {
        Rule::comma => Infix::Comma,
        Rule::conditional_operator => {
            let sp = span(&p);
            let colon = Span::new(sp.hi - 1, sp.hi);
            Infix::Conditional(p.into_inner().next(), colon)
        }
        Rule::assignment_operator => {
            let op = match written(&p).as_str() {
                "=" => None,
                compound => Some(binary_op(&compound[..compound.len() - 1])),
            };
            Infix::Assign(op, span(&p))
        }
        _ => Infix::Binary(binary_op(p.as_str()), span(&p)),
    }
}

fn combine(op: Infix, lhs: Expr, rhs: Expr) -> PResult<Expr> {
    let sp = Span::new(lhs.span.lo, rhs.span.hi);
    let (lhs, rhs) = (Box::new(lhs), Box::new(rhs));
    let kind = match op {
        Infix::Binary(op, at) => ExprKind::Binary(op, lhs, rhs, at),
        Infix::Assign(op, at) => ExprKind::Assign(op, lhs, rhs, at),
        Infix::Comma => ExprKind::Comma(lhs, rhs),
        Infix::Conditional(Some(then), _) => {
            ExprKind::Conditional(lhs, Box::new(build_expr(then)?), rhs)
        }
        Infix::Conditional(None, colon) => ExprKind::BinaryConditional(lhs, rhs, colon),
    };
    Ok(Expr::new(kind, sp))
}

fn binary_op(s: &str) -> BinaryOp {
    match s {
        "*" => BinaryOp::Mul,
        "/" => BinaryOp::Div,
        "%" => BinaryOp::Rem,
        "+" => BinaryOp::Add,
        "-" => BinaryOp::Sub,
        "<<" => BinaryOp::Shl,
        ">>" => BinaryOp::Shr,
        "<" => BinaryOp::Lt,
        ">" => BinaryOp::Gt,
        "<=" => BinaryOp::Le,
        ">=" => BinaryOp::Ge,
        "==" => BinaryOp::Eq,
        "!=" => BinaryOp::Ne,
        "&" => BinaryOp::BitAnd,
        "^" => BinaryOp::BitXor,
        "|" => BinaryOp::BitOr,
        "&&" => BinaryOp::LogAnd,
        _ => BinaryOp::LogOr,
    }
}

// operand = prefix_operator* (sizeof_type | alignof_type | label_address
//                             | primary_expression postfix_operator*)
// prefix_operator = cast | unary_operator | "__extension__" | ("++" | "--" | "sizeof" | "_Alignof")
fn operand(seq: &mut Sequence) -> PResult<Expr> {
    let first = seq.next().expect("the grammar gives every operand a pair");
    let sp = span(&first);
    let prefix = match first.as_rule() {
        Rule::cast => Prefix::Cast(Box::new(build_type_name(
            first.into_inner().next().unwrap(),
        )?)),
        Rule::unary_operator => Prefix::Unary(match first.as_str() {
            "&" => UnaryOp::AddrOf,
            "*" => UnaryOp::Deref,
            "+" => UnaryOp::Plus,
            "-" => UnaryOp::Neg,
            "~" => UnaryOp::BitNot,
            "__real__" | "__real" => UnaryOp::Real,
            "__imag__" | "__imag" => UnaryOp::Imag,
            _ => UnaryOp::LogNot,
        }),
        Rule::op_inc | Rule::op_dec => Prefix::IncDec(first.as_rule() == Rule::op_inc),
        Rule::kw_sizeof => Prefix::Sizeof,
        Rule::kw_alignof => Prefix::Alignof,
        // `__extension__` silences pedwarns in its operand (see `super::extension`).
        Rule::kw_extension => {
            let e = operand(seq)?;
            super::extension(e.span);
            return Ok(e);
        }
        Rule::sizeof_type | Rule::alignof_type | Rule::label_address => return type_query(first),
        _ => return postfix_operators(build_primary(first)?, seq),
    };
    let arg = Box::new(operand(seq)?);
    let op = sp;
    let sp = Span::new(sp.lo, arg.span.hi);
    let kind = match prefix {
        Prefix::Cast(ty) => ExprKind::Cast(ty, arg),
        Prefix::Unary(op) => ExprKind::Unary(op, arg),
        Prefix::IncDec(inc) => ExprKind::IncDec {
            prefix: true,
            inc,
            arg,
            op,
        },
        Prefix::Sizeof => ExprKind::SizeofExpr(arg),
        Prefix::Alignof => ExprKind::AlignofExpr(arg),
    };
    Ok(Expr::new(kind, sp))
}

/// A prefix operator, read before the operand it applies to.
enum Prefix {
    Cast(Box<TypeName>),
    Unary(UnaryOp),
    IncDec(bool),
    Sizeof,
    Alignof,
}

// sizeof_type = "sizeof" "(" type_name ")"
// alignof_type = ("_Alignof" | "__alignof__" | "__alignof") "(" type_name ")"
// label_address = "&&" identifier
fn type_query(p: Pair<Rule>) -> PResult<Expr> {
    let sp = span(&p);
    let rule = p.as_rule();
    let mut it = p.into_inner();
    let kind = match rule {
        Rule::label_address => {
            let name = it.next().unwrap();
            let at = typedefs::first_token_of_line(span(&name).lo);
            ExprKind::LabelAddr(written(&name), None, at)
        }
        Rule::sizeof_type => ExprKind::SizeofType(Box::new(build_type_name(it.nth(1).unwrap())?)),
        _ => {
            let spelling = match it.next().map(|kw| kw.as_str()) {
                Some("_Alignof") => AlignofSpelling::C11,
                _ => AlignofSpelling::Gnu,
            };
            ExprKind::AlignofType(Box::new(build_type_name(it.next().unwrap())?), spelling)
        }
    };
    Ok(Expr::new(kind, sp))
}

// postfix_operator = index_suffix | call_suffix | member_suffix | arrow_suffix | "++" | "--"
fn postfix_operators(mut e: Expr, seq: &mut Sequence) -> PResult<Expr> {
    while let Some(suffix) = seq.next_if(|p| is_postfix(p.as_rule())) {
        let sp = Span::new(e.span.lo, span(&suffix).hi);
        let kind = match suffix.as_rule() {
            Rule::index_suffix => {
                let index = build_expr(suffix.into_inner().next().unwrap())?;
                ExprKind::Index(Box::new(e), Box::new(index))
            }
            Rule::call_suffix => {
                let args = build_each(suffix.into_inner(), build_expr)?;
                ExprKind::Call(Box::new(e), args)
            }
            Rule::member_suffix => {
                let name = written(&suffix.into_inner().next().unwrap());
                ExprKind::Member(Box::new(e), name)
            }
            Rule::arrow_suffix => {
                let name = written(&suffix.into_inner().next().unwrap());
                ExprKind::Arrow(Box::new(e), name)
            }
            rule => ExprKind::IncDec {
                prefix: false,
                inc: rule == Rule::op_inc,
                arg: Box::new(e),
                op: span(&suffix),
            },
        };
        e = Expr::new(kind, sp);
    }
    Ok(e)
}

fn is_postfix(rule: Rule) -> bool {
    matches!(
        rule,
        Rule::index_suffix
            | Rule::call_suffix
            | Rule::member_suffix
            | Rule::arrow_suffix
            | Rule::op_inc
            | Rule::op_dec
    )
}

// primary_expression = gnu_builtin | va_arg_expression | string_literals | character_constant
//                    | identifier | number | paren_expression | generic_selection
//                    | statement_expression | compound_literal
fn build_primary(p: Pair<Rule>) -> PResult<Expr> {
    let sp = span(&p);
    match p.as_rule() {
        // name_or_number = NAME FILL* | NUMBER FILL*
        Rule::name_or_number if p.as_str().as_bytes()[0] == typedefs::NUMBER => {
            typedefs::with_original(sp, |text| literal::number(text, sp))
        }
        Rule::name_or_number => Ok(Expr::new(ExprKind::Ident(written(&p), None), sp)),
        // paren_expression = "(" expression ")"
        Rule::paren_expression => {
            let mut e = build_expr(p.into_inner().next().unwrap())?;
            e.span = sp;
            Ok(e)
        }
        Rule::character_constant => literal::character(p.as_str(), sp),
        // string_literals = string_literal+
        Rule::string_literals => {
            let tokens: Vec<(&str, Span)> =
                p.into_inner().map(|s| (s.as_str(), span(&s))).collect();
            Ok(Expr::new(literal::join_strings(&tokens)?, sp))
        }
        Rule::compound_literal => build_compound_literal(p),
        Rule::generic_selection => build_generic_selection(p),
        // statement_expression = "(" compound_statement ")"
        Rule::statement_expression => {
            let body = build_compound_items(p.into_inner().next().unwrap())?;
            Ok(Expr::new(ExprKind::StmtExpr(body), sp))
        }
        Rule::builtin_offsetof => build_offsetof(p),
        // builtin_types_compatible = "__builtin_types_compatible_p" "(" type_name "," type_name ")"
        Rule::builtin_types_compatible => {
            let mut it = p.into_inner();
            let a = build_type_name(it.next().unwrap())?;
            let b = build_type_name(it.next().unwrap())?;
            Ok(Expr::new(ExprKind::TypesCompatible(Box::new((a, b))), sp))
        }
        // builtin_convertvector = "__builtin_convertvector" "(" assignment_expression "," type_name ")"
        Rule::builtin_convertvector => {
            let mut it = p.into_inner();
            let v = build_expr(it.next().unwrap())?;
            let tn = build_type_name(it.next().unwrap())?;
            Ok(Expr::new(
                ExprKind::ConvertVector(Box::new(v), Box::new(tn)),
                sp,
            ))
        }
        // va_arg_expression = "__builtin_va_arg" "(" assignment_expression "," type_name ")"
        Rule::va_arg_expression => {
            let mut it = p.into_inner().skip(1);
            let list = build_expr(it.next().unwrap())?;
            let tn = build_type_name(it.next().unwrap())?;
            Ok(Expr::new(ExprKind::VaArg(Box::new(list), Box::new(tn)), sp))
        }
        other => unreachable!("not an expression rule: {other:?}"),
    }
}

// compound_literal = "(" type_name ")" brace_initializer
fn build_compound_literal(p: Pair<Rule>) -> PResult<Expr> {
    let sp = span(&p);
    let mut it = p.into_inner();
    let type_name = build_type_name(it.next().unwrap())?;
    let list = it.next().unwrap();
    let list_span = span(&list);
    let items = build_initializer_items(list)?;
    let literal = CompoundLiteral {
        type_name,
        init: Initializer::List(items, list_span),
        sym: None,
        items: Vec::new(),
    };
    Ok(Expr::new(ExprKind::CompoundLiteral(Box::new(literal)), sp))
}

// builtin_offsetof = "__builtin_offsetof" "(" type_name "," offsetof_member ")"
// offsetof_member = identifier (member_suffix | index_suffix)*
fn build_offsetof(p: Pair<Rule>) -> PResult<Expr> {
    let sp = span(&p);
    let mut it = p.into_inner();
    let tn = build_type_name(it.next().unwrap())?;
    let mut designators = Vec::new();
    for d in it.next().unwrap().into_inner() {
        designators.push(match d.as_rule() {
            Rule::identifier => Designator::Member(written(&d), span(&d)),
            Rule::member_suffix => {
                let name = d.into_inner().next().unwrap();
                Designator::Member(written(&name), span(&name))
            }
            _ => Designator::Index(build_expr(d.into_inner().next().unwrap())?),
        });
    }
    Ok(Expr::new(ExprKind::Offsetof(Box::new(tn), designators), sp))
}

// generic_selection = "_Generic" "(" assignment_expression ("," generic_association)+ ")"
// generic_association = ("default" | type_name) ":" assignment_expression
fn build_generic_selection(p: Pair<Rule>) -> PResult<Expr> {
    let sp = span(&p);
    let mut it = p.into_inner().skip(1);
    let control = build_expr(it.next().unwrap())?;
    let mut associations = Vec::new();
    for assoc in it {
        let mut parts = assoc.into_inner();
        let head = parts.next().unwrap();
        let first_word = head
            .as_str()
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(head.as_str().len())
            .max(1);
        let lo = span(&head).lo;
        let type_name = match head.as_rule() {
            Rule::type_name => Some(build_type_name(head)?),
            _ => None,
        };
        associations.push(GenericAssociation {
            type_name,
            expr: build_expr(parts.next().unwrap())?,
            span: Span::new(lo, lo + first_word),
        });
    }
    let selection = GenericSelection {
        control,
        associations,
    };
    Ok(Expr::new(ExprKind::Generic(Box::new(selection)), sp))
}

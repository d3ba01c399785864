//! Runs of numeric constants in brace lists (`{ 1, 2, -3.5, ... }`), as the tables of
//! generated code have them: the grammar's `constant_run` gives one pair for the whole run,
//! read here into compact constants (`ast::ConstantRun`), with no pair and no expression
//! node per number, so that a table of a million numbers costs a few bytes per number.

use super::literal;
use super::Rule;
use crate::ast::{Constant, ConstantRun, ConstantType, ExprKind, Initializer, UnaryOp};
use crate::diag::{Diagnostic, Span};
use pest::iterators::Pair;

/// Append the items of the run `p` to `items`: its constants, and as an expression each
/// number a compact constant does not hold (a `long double` one).
pub(super) fn build_run(p: Pair<Rule>, items: &mut Vec<Initializer>) -> Result<(), Diagnostic> {
    let base = super::span(&p).lo;
    // pest reads the pre-pass's text, where a number is a mark and anything between tokens
    // (a comment too) is blank: the run's layout is read there, each number's digits from
    // the original.
    let marked = p.as_str();
    let written = super::written(&p);
    let mut run = Vec::with_capacity(marked.bytes().filter(|&b| b == b',').count() + 1);
    // run = number ("," number)+, where number = ("-" blank*)? pp-number.
    let mut start = 0;
    for piece in marked.split(',') {
        let end = start + piece.len();
        let lead = piece.len() - piece.trim_start().len();
        let text = piece.trim();
        let (negated, number) = match text.strip_prefix('-') {
            Some(rest) => (true, rest.trim_start()),
            None => (false, text),
        };
        let at = start + lead + text.len() - number.len();
        let number = &written[at..at + number.len()];
        let lo = base + start + lead;
        let number_lo = base + at;
        let hi = lo + text.len();
        start = end + 1;
        let plain = literal::plain_decimal(number)
            .and_then(|(value, ty)| Some((value, ConstantType::of(&ty)?)));
        let (value, ty) = match plain {
            Some(constant) => constant,
            None => {
                let literal = literal::number(number, Span::new(number_lo, hi))?;
                let ty = literal.ty.as_ref().and_then(ConstantType::of);
                match (&literal.kind, ty) {
                    (ExprKind::IntLit(v), Some(ty)) => (*v, ty),
                    (ExprKind::FloatLit(f), Some(ty)) => (f.to_bits(), ty),
                    _ => {
                        // A `long double` constant keeps its text: an expression of its own.
                        flush(&mut run, items);
                        let expr = match negated {
                            false => literal,
                            true => crate::ast::Expr::new(
                                ExprKind::Unary(UnaryOp::Neg, Box::new(literal)),
                                Span::new(lo, hi),
                            ),
                        };
                        items.push(Initializer::Expr(expr));
                        continue;
                    }
                }
            }
        };
        run.push(Constant {
            value,
            ty,
            negated,
            lo: position(lo)?,
            number_lo: position(number_lo)?,
            hi: position(hi)?,
        });
    }
    flush(&mut run, items);
    Ok(())
}

fn flush(run: &mut Vec<Constant>, items: &mut Vec<Initializer>) {
    if !run.is_empty() {
        items.push(Initializer::Constants(ConstantRun {
            constants: std::mem::take(run),
            next: 0,
        }));
    }
}

/// A position in the file as a compact constant holds it.
fn position(at: usize) -> Result<u32, Diagnostic> {
    u32::try_from(at).map_err(|_| {
        Diagnostic::error(
            Span::new(at, at),
            "translation unit too large (more than 4 GiB)",
        )
    })
}

//! Generic selection (C11 6.5.1.1): `_Generic(E, T1: e1, ..., default: e)`.
//!
//! Part of semantic analysis. The controlling expression is only looked at for its type
//! (after lvalue conversion, so arrays and functions decay); the association whose type is
//! compatible with it is chosen, or else the `default` one, and the selection node is
//! replaced by the chosen expression, which alone is evaluated. Lowering never sees
//! `_Generic`.
//!
//! `Type` records qualifiers below the top level (`const char *` and `char *` differ), not
//! those of the type itself, which lvalue conversion drops from the selector anyway. The
//! qualifiers each association's type spells are kept to tell `int` and `const int` apart;
//! a selector that matches two such associations is rejected as not supported rather than
//! given an arbitrary answer.

use super::decl::composite_type;
use super::*;
use crate::types::Type;

/// How a type name spells what `Type` does not record: the qualifiers at each level (the
/// specifiers', then each pointer's).
#[derive(Clone, PartialEq, Eq, Debug)]
struct Spelling {
    quals: Vec<Vec<TypeQualifier>>,
}

/// One association after checking: its type (`None` for `default`), spelling and span.
struct Checked {
    ty: Option<Type>,
    spelling: Spelling,
    span: Span,
}

impl Checker<'_> {
    /// Check a `_Generic` selection and replace `e` by the chosen association's expression.
    pub(super) fn generic_selection(&mut self, e: &mut Expr) -> Option<()> {
        let ExprKind::Generic(selection) = &mut e.kind else {
            return Some(());
        };
        let keyword = Span::new(e.span.lo, e.span.lo + "_Generic".len());
        self.before_c11(keyword, "'_Generic'");
        self.unevaluated += 1;
        let control = self.expr(&mut selection.control);
        self.unevaluated -= 1;
        control?;
        let quals = lvalue_quals(&selection.control, &self.syms);
        let selector = decayed(selection.control.ty(), quals);
        let mut checked: Vec<Checked> = Vec::new();
        for assoc in &mut selection.associations {
            let c = self.association(assoc)?;
            self.check_distinct(&checked, &c)?;
            checked.push(c);
        }
        let chosen = self.choose(&checked, &selector, selection.control.span)?;
        for (i, assoc) in selection.associations.iter_mut().enumerate() {
            if i != chosen {
                // Never evaluated, but still checked, as gcc does.
                self.unevaluated += 1;
                let ok = self.expr(&mut assoc.expr);
                self.unevaluated -= 1;
                ok?;
            }
        }
        let mut result = std::mem::replace(
            &mut selection.associations[chosen].expr,
            Expr::new(ExprKind::IntLit(0), e.span),
        );
        self.expr(&mut result)?;
        *e = result;
        Some(())
    }

    /// An association's type, which must be a complete object type (6.5.1.1p2).
    fn association(&mut self, assoc: &mut GenericAssociation) -> Option<Checked> {
        let Some(tn) = &mut assoc.type_name else {
            return Some(Checked {
                ty: None,
                spelling: Spelling { quals: Vec::new() },
                span: assoc.span,
            });
        };
        let ty = self.measured_type_name(tn)?;
        if matches!(ty, Type::Function(_)) {
            return self.error(assoc.span, "'_Generic' association has function type");
        }
        if ty.size().is_none() {
            return self.error(assoc.span, "'_Generic' association has incomplete type");
        }
        Some(Checked {
            ty: Some(ty),
            spelling: spelling(tn),
            span: assoc.span,
        })
    }

    /// No two associations may name compatible types, nor may there be two defaults.
    fn check_distinct(&mut self, earlier: &[Checked], c: &Checked) -> Option<()> {
        for prev in earlier {
            match (&prev.ty, &c.ty) {
                (None, None) => {
                    return self.error_with_note(
                        c.span,
                        "duplicate 'default' case in '_Generic'",
                        prev.span,
                        "original 'default' is here",
                    )
                }
                (Some(a), Some(b))
                    if composite_type(a, b).is_some() && prev.spelling == c.spelling =>
                {
                    return self.error_with_note(
                        c.span,
                        "'_Generic' specifies two compatible types",
                        prev.span,
                        "compatible type is here",
                    )
                }
                _ => {}
            }
        }
        Some(())
    }

    /// The index of the association the selector's type picks.
    fn choose(&mut self, checked: &[Checked], selector: &Type, sp: Span) -> Option<usize> {
        let matches: Vec<usize> = (0..checked.len())
            .filter(|&i| {
                let ty = checked[i].ty.as_ref();
                ty.is_some_and(|t| composite_type(t, selector).is_some())
            })
            .collect();
        match matches[..] {
            [i] => Some(i),
            [] => match checked.iter().position(|c| c.ty.is_none()) {
                Some(i) => Some(i),
                None => self.error(
                    sp,
                    format!(
                        "'_Generic' selector of type '{selector}' is not compatible with any association"
                    ),
                ),
            },
            // Only associations spelled differently get here (see the module comment).
            _ => self.unsupported(
                sp,
                format!(
                    "a '_Generic' selector of type '{selector}' matching associations that differ \
                     only in qualifiers"
                ),
            ),
        }
    }
}

/// A type after lvalue conversion (the selector's, `__auto_type`'s): arrays (of elements
/// qualified by `quals`) and functions decay to pointers.
pub(super) fn decayed(ty: Type, quals: Quals) -> Type {
    match ty {
        Type::Array(elem, _) | Type::Vla(elem, _) => Type::Pointer(elem, quals),
        Type::Function(_) => Type::pointer_to(ty),
        t => t,
    }
}

fn spelling(tn: &TypeName) -> Spelling {
    let specs = &tn.specs;
    let mut quals = vec![specs.qualifiers.iter().map(|(q, _)| *q).collect()];
    for d in &tn.declarator.derived {
        if let Derived::Pointer(qs) = d {
            quals.push(qs.clone());
        }
    }
    for level in &mut quals {
        level.sort_by_key(|q| *q as u8);
        level.dedup();
    }
    Spelling { quals }
}

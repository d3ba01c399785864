//! K&R (old-style) function definitions: `int f(a, b) int a; char *b; { ... }`.
//!
//! The parser gives such a definition an identifier list (parameters marked
//! `ParamDecl::kr`, with no specifiers) and the declarations between the declarator and the
//! body (`FunctionDef::kr_decls`). Here each parameter takes the specifiers and declarator of
//! its declaration, so that the rest of sema reads it like a prototype's parameter; one that
//! is not declared is an `int`, with gcc's warning. The function's type is then not a
//! prototype: callers pass arguments with the default argument promotions (6.5.2.2p6), so
//! its parameters are received with the promoted types (`double` for a `float`, `int` for a
//! `char` or `short`) and converted to the declared ones on entry, as gcc does. An earlier
//! prototype overrides that, as GNU C allows: its parameter types are what is received.

use super::expr::promoted;
use super::*;
use crate::types::FuncType;
use std::rc::Rc;

impl Checker<'_> {
    /// Give a K&R definition's parameters their declared types (in the syntax tree). Returns
    /// whether the definition is one.
    pub(super) fn kr_parameters(&mut self, f: &mut FunctionDef) -> Option<bool> {
        let name_span = f
            .declarator
            .name
            .as_ref()
            .map_or(f.declarator.span, |n| n.1);
        let params = match f.declarator.derived.last_mut() {
            Some(Derived::Function(params, ..)) if params.first().is_some_and(|p| p.kr) => params,
            _ => {
                if !f.kr_decls.is_empty() {
                    return self.error(
                        Span::new(name_span.lo, name_span.lo + 1),
                        "old-style parameter declarations in prototyped function definition",
                    );
                }
                return Some(false);
            }
        };
        let names: Vec<&str> = params
            .iter()
            .filter_map(|p| p.declarator.name.as_ref().map(|n| n.0.as_str()))
            .collect();
        if let Some(twice) = names
            .iter()
            .enumerate()
            .find(|(i, n)| names[..*i].contains(n))
        {
            let msg = format!("multiple parameters named '{}'", twice.1);
            return self.error(name_span, msg);
        }
        let mut declared = vec![false; params.len()];
        // Declarations of names that are not parameters, reported after the parameters
        // left undeclared, in gcc's order.
        let mut strays = Vec::new();
        for d in &f.kr_decls {
            if let Some((s, sp)) = d
                .specs
                .storage
                .iter()
                .find(|(s, _)| *s != StorageClass::Register)
            {
                let what = d
                    .declarators
                    .first()
                    .and_then(|i| i.declarator.name.as_ref());
                let msg = match (s, what) {
                    (StorageClass::Typedef, _) | (_, None) => {
                        "storage class specified for parameter".to_string()
                    }
                    (_, Some((n, _))) => format!("storage class specified for parameter '{n}'"),
                };
                return self.error(*sp, msg);
            }
            for init_decl in &d.declarators {
                let Some((pname, psp)) = init_decl.declarator.name.clone() else {
                    continue;
                };
                if init_decl.init.is_some() {
                    let at = first_token(&d.specs);
                    return self.error(at, format!("parameter '{pname}' is initialized"));
                }
                let Some(i) = params
                    .iter()
                    .position(|p| p.declarator.name.as_ref().is_some_and(|(n, _)| *n == pname))
                else {
                    strays.push((psp, pname));
                    continue;
                };
                if declared[i] {
                    let first = params[i].declarator.name.as_ref().map_or(psp, |n| n.1);
                    let base = self.base_type(&params[i].specs)?;
                    let specs = params[i].specs.clone();
                    let ty =
                        self.declarator_type(base, &specs, &mut params[i].declarator.clone())?;
                    let msg = format!("redefinition of parameter '{pname}'");
                    let note = format!("previous definition of '{pname}' with type '{ty}'");
                    return self.error_with_note(psp, msg, first, note);
                }
                params[i].kr = false;
                params[i].specs = d.specs.clone();
                params[i].declarator = init_decl.declarator.clone();
                params[i].span = d.span;
                declared[i] = true;
            }
        }
        for (p, _) in params.iter_mut().zip(&declared).filter(|(_, &d)| !d) {
            let pname = p.declarator.name.as_ref().map_or("", |n| n.0.as_str());
            // gcc 12's -Wimplicit-int warning (gcc 14's error); in C90 gcc 12 gives it only
            // with -Wextra, as -Wmissing-parameter-type, which tcc-rs does not tell apart.
            if self.standard() >= Standard::C99 {
                let msg = format!("type of '{pname}' defaults to 'int'");
                let _ = self.permissive_error(name_span, Permerror::ImplicitInt, &msg);
            }
            p.specs.type_specs.push((TypeSpec::Int, p.span));
            p.kr = false;
        }
        for (psp, pname) in strays {
            let msg = format!("declaration for parameter '{pname}' but no such parameter");
            self.error::<()>(psp, msg);
        }
        Some(true)
    }

    /// A declaration (not a definition) of a function with an identifier list, `int f(a,
    /// b);`, is gcc 14's -Wdeclaration-missing-parameter-type error at the specifiers;
    /// with -fpermissive a warning, and the function is declared without a prototype.
    pub(super) fn names_without_types(&mut self, specs: &DeclSpecs, d: &Declarator) {
        let kr = d.derived.iter().any(|derived| {
            matches!(derived, Derived::Function(params, ..) if params.first().is_some_and(|p| p.kr))
        });
        if kr {
            let msg = "parameter names (without types) in function declaration";
            let p = Permerror::DeclarationMissingParameterType;
            let _ = self.permissive_error(first_token(specs), p, msg);
        }
    }
}

/// The type of a K&R definition `ty` (whose parameters have their declared types): not a
/// prototype, its parameters received with the default argument promotions.
pub(super) fn old_style(ty: &Type) -> Type {
    let Type::Function(ft) = ty else {
        return ty.clone();
    };
    let params = ft
        .params
        .iter()
        .map(|p| match p {
            Type::Float {
                size: 4,
                floatn: None,
            } => Type::DOUBLE,
            t if t.is_integer() => promoted(t),
            t => t.clone(),
        })
        .collect();
    Type::Function(Rc::new(FuncType {
        params,
        prototyped: false,
        ..(**ft).clone()
    }))
}

/// Where the first of a declaration's specifiers is written (gcc's place for a warning
/// about the whole declaration).
pub(super) fn first_token(specs: &DeclSpecs) -> Span {
    let spans = specs.storage.iter().map(|s| s.1);
    let spans = spans.chain(specs.type_specs.iter().map(|s| s.1));
    let spans = spans.chain(specs.qualifiers.iter().map(|s| s.1));
    let spans = spans.chain(specs.function_specs.iter().map(|s| s.1));
    spans.min_by_key(|sp| sp.lo).unwrap_or(specs.span)
}

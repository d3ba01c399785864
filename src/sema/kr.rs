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
        let mut declared = vec![false; params.len()];
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
                    let at = d.specs.span;
                    return self.error(at, format!("parameter '{pname}' is initialized"));
                }
                let Some(i) = params
                    .iter()
                    .position(|p| p.declarator.name.as_ref().is_some_and(|(n, _)| *n == pname))
                else {
                    let msg = format!("declaration for parameter '{pname}' but no such parameter");
                    self.error::<()>(psp, msg);
                    continue;
                };
                params[i].specs = d.specs.clone();
                params[i].declarator = init_decl.declarator.clone();
                params[i].span = d.span;
                declared[i] = true;
            }
        }
        for (p, _) in params.iter_mut().zip(&declared).filter(|(_, &d)| !d) {
            let pname = p.declarator.name.as_ref().map_or("", |n| n.0.as_str());
            let msg = format!("type of '{pname}' defaults to 'int' [-Wimplicit-int]");
            self.warning(name_span, msg);
            p.specs.type_specs.push((TypeSpec::Int, p.span));
        }
        Some(true)
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
            Type::Float { size: 4 } => Type::DOUBLE,
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

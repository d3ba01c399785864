//! Checking of GNU C's builtin functions (the table of names is `crate::builtins`).
//!
//! A builtin call is recognised by name when no declaration of that name is in scope, and
//! becomes one of three things:
//! - a value sema computes: `__builtin_constant_p`, `__builtin_object_size`, `__builtin_inf`,
//!   a bit operation on a constant, and `__builtin_choose_expr` and `__builtin_expect` of a
//!   constant or with an expectation that is not one, which are replaced by the operand
//!   they yield;
//! - a call of the C library function it names (`__builtin_memcpy` calls `memcpy`), declared
//!   with the library's prototype from the table below;
//! - an `ExprKind::Builtin` node, which lowering expands inline (`lower::builtins`):
//!   `__builtin_clz` and friends, the overflow-checking arithmetic, `__builtin_unreachable`,
//!   `__builtin_trap`, the floating classifications and quiet comparisons, and
//!   `__builtin_expect`, whose hint lowering gives the branches on it.
//!
//! `__builtin_offsetof` and `__builtin_types_compatible_p` take type names, so the grammar
//! parses them (see `c.pest`); `__builtin_va_*` belong to the variadic-function support.

use super::constant::{eval_float, eval_int, eval_int128};
use super::expr::convert;
use super::*;
use crate::builtins::*;
use crate::types::Type;

/// The value of a bit operation on the constant `v`, an integer of `size` bytes.
pub fn fold_bits(op: BitOp, size: u8, v: i64) -> i64 {
    let bits = u32::from(size) * 8;
    let u = if bits == 64 {
        v as u64
    } else {
        (v as u64) & ((1u64 << bits) - 1)
    };
    let extra = 64 - bits;
    match op {
        BitOp::Clz => (u.leading_zeros() - extra) as i64,
        BitOp::Ctz => u.trailing_zeros().min(bits) as i64,
        BitOp::Popcount => u.count_ones() as i64,
        BitOp::Parity => (u.count_ones() & 1) as i64,
        BitOp::Ffs if u == 0 => 0,
        BitOp::Ffs => (u.trailing_zeros() + 1) as i64,
        BitOp::Clrsb => {
            let s = ((u << extra) as i64) >> extra;
            let x = (s ^ (s >> 63)) as u64;
            (x.leading_zeros() - extra) as i64 - 1
        }
        BitOp::Bswap => (u.swap_bytes() >> extra) as i64,
    }
}

impl Checker<'_> {
    /// If `e` calls a builtin (a `__builtin_` name with no declaration in scope), check
    /// it; `None` when it is not one.
    pub(super) fn builtin_call(&mut self, e: &mut Expr) -> Option<Option<()>> {
        let ExprKind::Call(callee, _) = &e.kind else {
            return None;
        };
        let ExprKind::Ident(name, _) = &callee.kind else {
            return None;
        };
        let builtin_prefix = ["__builtin_", "__atomic_", "__sync_"];
        if !builtin_prefix.iter().any(|p| name.starts_with(p)) || self.lookup(name).is_some() {
            return None;
        }
        let name = name.clone();
        let kind = kind(&name, self.syms.target.arch())?;
        Some(self.check_builtin(e, &name, kind))
    }

    fn check_builtin(&mut self, e: &mut Expr, name: &str, kind: Kind) -> Option<()> {
        let sp = e.span;
        let ExprKind::Call(callee, args) = &mut e.kind else {
            unreachable!("builtin_call matched a call")
        };
        // gcc points at the builtin's name.
        let name_sp = callee.span;
        let mut args = std::mem::take(args);
        match kind {
            Kind::Library(lib, sig) => return self.library_call(e, args, name, lib, sig),
            Kind::Inline(Builtin::Atomic(a)) => {
                *e = self.atomic_builtin(a, args, name, name_sp, sp)?;
                return Some(());
            }
            Kind::LockFree => {
                *e = self.lock_free(args, name, name_sp, sp)?;
                return Some(());
            }
            Kind::Syntax => {
                return self.error(sp, format!("'{name}' must be written with its own syntax"))
            }
            Kind::ComplexPart(part, size) => {
                *e = self.complex_part(args, name, part, size, (name_sp, sp))?;
                return Some(());
            }
            Kind::Prefetch | Kind::AssumeAligned => {
                *e = self.hint(&kind, args, name, name_sp, sp)?;
                return Some(());
            }
            Kind::Inline(b @ (Builtin::ShuffleVector | Builtin::Shuffle)) => {
                *e = self.shuffle(b, args, name, (name_sp, sp))?;
                return Some(());
            }
            Kind::Alloca => {
                self.builtin_arity(name, args.len(), 1, name_sp)?;
                self.rvalue(&mut args[0])?;
                let what = format!("argument 1 of '{name}'");
                self.assign_convert(&mut args[0], &Type::ULONG, &what)?;
                if let Some(f) = &mut self.func {
                    f.uses_alloca = true;
                }
                let ptr = Type::pointer_to(Type::Void);
                *e = builtin_node(Builtin::Alloca, args, ptr, sp);
                return Some(());
            }
            _ => {}
        }
        let arity = match &kind {
            Kind::Inline(Builtin::Unreachable | Builtin::Trap) | Kind::Infinity(_) => 0,
            Kind::Inline(
                Builtin::Bits(..)
                | Builtin::Classify(_)
                | Builtin::Frame { .. }
                | Builtin::HighBits { .. },
            )
            | Kind::ConstantP
            | Kind::Nan(_) => 1,
            Kind::Inline(Builtin::Compare(_) | Builtin::Complex)
            | Kind::Expect
            | Kind::ObjectSize => 2,
            Kind::Inline(Builtin::Fpclassify) => 6,
            _ => 3,
        };
        self.builtin_arity(name, args.len(), arity, name_sp)?;
        let replacement = match kind {
            Kind::Expect | Kind::ExpectWithProbability => {
                let mut value = args.remove(0);
                self.rvalue(&mut value)?;
                self.rvalue(&mut args[0])?;
                let what = format!("argument 1 of '{name}'");
                self.assign_convert(&mut value, &Type::LONG, &what)?;
                // The hint is kept only where it can say something: a constant `value` is
                // folded as before, and a non-constant expectation says nothing (gcc's too).
                let mut expected = eval_int(&args[0]).filter(|_| args[0].ty().is_integer());
                if let Some(p) = args.get_mut(1) {
                    // `v == c` at least as likely as not expects `c`; less likely, a truth
                    // value `c` expects the other one, any other `c` nothing.
                    let probability = self.probability(p, sp)?;
                    expected = match (expected, probability >= 0.5) {
                        (_, true) => expected,
                        (Some(c @ (0 | 1)), false) => Some(1 - c),
                        (_, false) => None,
                    };
                }
                match expected {
                    Some(c) if eval_int(&value).is_none() => {
                        builtin_node(Builtin::Expect(c), vec![value], Type::LONG, sp)
                    }
                    _ => value,
                }
            }
            Kind::ConstantP => {
                self.unevaluated += 1;
                let checked = self.rvalue(&mut args[0]);
                self.unevaluated -= 1;
                checked?;
                let constant = is_constant(&args[0]);
                int_literal(constant as u64, Type::INT, sp)
            }
            Kind::ChooseExpr => {
                self.rvalue(&mut args[0])?;
                let Some(c) = eval_int(&args[0]).filter(|_| args[0].ty().is_integer()) else {
                    return self.error(
                        name_sp,
                        "first argument to '__builtin_choose_expr' not a constant",
                    );
                };
                // Only the chosen operand is checked and evaluated (its type is the
                // result's); the other may be ill-typed here, as such code expects.
                let mut chosen = args.swap_remove(if c != 0 { 1 } else { 2 });
                self.expr(&mut chosen)?;
                chosen
            }
            Kind::ObjectSize => self.object_size(&mut args, sp)?,
            Kind::Infinity(ty) => {
                self.check_supported(&ty, sp)?;
                float_literal(f64::INFINITY, ty, sp)
            }
            Kind::Nan(ty) => {
                let Some(payload) = nan_payload(&args[0]) else {
                    return self.error(args[0].span, "argument to '__builtin_nan' is not a string");
                };
                self.check_supported(&ty, sp)?;
                float_literal(f64::from_bits(0x7ff8_0000_0000_0000 | payload), ty, sp)
            }
            Kind::TypedOverflow(op, ty) => {
                for (i, a) in args.iter_mut().enumerate() {
                    self.rvalue(a)?;
                    let to = if i == 2 {
                        Type::pointer_to(ty.clone())
                    } else {
                        ty.clone()
                    };
                    self.assign_convert(a, &to, &format!("argument {} of '{name}'", i + 1))?;
                }
                builtin_node(Builtin::Overflow(op), args, Type::Bool, sp)
            }
            Kind::Inline(b) => self.inline_builtin(b, args, name, sp)?,
            Kind::Library(..)
            | Kind::Syntax
            | Kind::ComplexPart(..)
            | Kind::Alloca
            | Kind::LockFree
            | Kind::Prefetch
            | Kind::AssumeAligned => {
                unreachable!("returned above")
            }
        };
        *e = replacement;
        Some(())
    }

    /// `__builtin_prefetch(addr[, rw[, locality]])`, a hint tcc-rs's code generator has no
    /// use for: the address (and any argument past the third, as gcc 12 takes them) is
    /// evaluated and the result is void; `rw` and `locality` must be
    /// constants, as gcc requires. `__builtin_assume_aligned(p, align[, misalign])`: `p` as a
    /// `void *` (the alignment is a promise tcc-rs does not exploit).
    fn hint(
        &mut self,
        kind: &Kind,
        mut args: Vec<Expr>,
        name: &str,
        name_sp: Span,
        sp: Span,
    ) -> Option<Expr> {
        // gcc 12 takes (and evaluates) arguments past prefetch's third.
        let (min, max) = match kind {
            Kind::Prefetch => (1, usize::MAX),
            _ => (2, 3),
        };
        // gcc's "too few/many arguments" against the nearer bound.
        self.builtin_arity(name, args.len(), args.len().clamp(min, max), name_sp)?;
        for a in args.iter_mut() {
            self.rvalue(a)?;
        }
        let ordinals = ["first", "second", "third"];
        for (i, a) in args.iter().enumerate().skip(1).take(2) {
            let constant = a.ty().is_integer() && eval_int(a).is_some();
            if matches!(kind, Kind::Prefetch) && !constant {
                let which = ordinals[i];
                return self.error(
                    sp,
                    format!("{which} argument to '{name}' must be a constant"),
                );
            }
            if !a.ty().is_integer() {
                let n = i + 1;
                return self.error(
                    a.span,
                    format!("argument {n} of '{name}' is not an integer"),
                );
            }
        }
        // gcc's values where the access or the locality is out of range, with its warnings.
        let prefetch = matches!(kind, Kind::Prefetch);
        let mut level = |i: usize, top: i64, which: &str| match args.get(i).and_then(eval_int) {
            Some(n) if prefetch && !(0..=top).contains(&n) => {
                self.warning(
                    sp,
                    format!("invalid {which} argument to '{name}'; using zero"),
                );
                0
            }
            Some(n) => n as u8,
            None => [0, 3][i - 1],
        };
        let (write, locality) = (level(1, 1, "second") == 1, level(2, 3, "third"));
        // Both take a `const void *`, and assume_aligned gives a `void *`.
        let mut addr = args.remove(0);
        let extra: Vec<Expr> = args.drain(args.len().min(2)..).collect();
        let const_void = Quals {
            is_const: true,
            ..Quals::NONE
        };
        let param = Type::pointer_to_qualified(Type::Void, const_void);
        self.assign_convert(&mut addr, &param, &format!("argument 1 of '{name}'"))?;
        let ty = match kind {
            Kind::Prefetch => Type::Void,
            _ => Type::pointer_to(Type::Void),
        };
        let mut hint = match kind {
            Kind::Prefetch => {
                let prefetch = Builtin::Prefetch { write, locality };
                builtin_node(prefetch, vec![addr], ty, sp)
            }
            _ => Expr {
                kind: ExprKind::ImplicitCast(Box::new(addr)),
                span: sp,
                ty: Some(ty),
            },
        };
        for e in extra {
            let ignored = Expr {
                span: e.span,
                kind: ExprKind::ImplicitCast(Box::new(e)),
                ty: Some(Type::Void),
            };
            hint = Expr {
                kind: ExprKind::Comma(Box::new(hint), Box::new(ignored)),
                span: sp,
                ty: Some(Type::Void),
            };
        }
        Some(hint)
    }

    /// The probability argument of `__builtin_expect_with_probability`: a floating constant
    /// from 0 to 1, as gcc -O2 requires it (gcc -O0 does not look).
    fn probability(&mut self, p: &mut Expr, call: Span) -> Option<f64> {
        self.rvalue(p)?;
        let value = eval_float(p)
            .or_else(|| eval_int(p).map(|v| v as f64))
            .filter(|_| p.ty().is_arithmetic());
        let Some(value) = value else {
            // gcc quotes the expression as it prints it; a name, here (`p`).
            let mut inner = &*p;
            while let ExprKind::ImplicitCast(e) = &inner.kind {
                inner = e;
            }
            let quoted = match &inner.kind {
                ExprKind::Ident(name, _) => format!(" '{name}'"),
                _ => String::new(),
            };
            return self.error(
                call,
                format!("probability{quoted} must be constant floating-point expression"),
            );
        };
        if !(0.0..=1.0).contains(&value) {
            // gcc writes the value as `1.5e+0`.
            let mut text = format!("{value:e}");
            if !text.contains('.') {
                text = text.replacen('e', ".0e", 1);
            }
            if !text.contains("e-") {
                text = text.replacen('e', "e+", 1);
            }
            return self.error(
                call,
                format!("probability '{text}' is outside the range [0.0, 1.0]"),
            );
        }
        Some(value)
    }

    /// gcc's "too few/many arguments to function" for a builtin.
    pub(super) fn builtin_arity(
        &mut self,
        name: &str,
        got: usize,
        want: usize,
        sp: Span,
    ) -> Option<()> {
        if got < want {
            return self.error(sp, format!("too few arguments to function '{name}'"));
        }
        if got > want {
            return self.error(sp, format!("too many arguments to function '{name}'"));
        }
        Some(())
    }

    /// `__builtin_object_size(p, type)`: what gcc answers without optimisation: the size
    /// of a named object when `p` is its address (`&x`, or an array `a`), else -1 for
    /// types 0 and 1 (unknown maximum) and 0 for 2 and 3 (unknown minimum). `p` is not
    /// evaluated.
    fn object_size(&mut self, args: &mut [Expr], sp: Span) -> Option<Expr> {
        self.unevaluated += 1;
        let checked = self.rvalue(&mut args[0]);
        self.unevaluated -= 1;
        checked?;
        self.rvalue(&mut args[1])?;
        let which = eval_int(&args[1]).filter(|v| (0..=3).contains(v));
        let Some(which) = which.filter(|_| args[1].ty().is_integer()) else {
            return self.error(
                args[1].span,
                "last argument of '__builtin_object_size' is not integer constant between 0 and 3",
            );
        };
        let unknown = if which < 2 { u64::MAX } else { 0 };
        let size = whole_object_size(&args[0]).unwrap_or(unknown);
        Some(int_literal(size, Type::ULONG, sp))
    }

    /// A builtin lowering expands: check and convert its operands, fold constants.
    fn inline_builtin(
        &mut self,
        b: Builtin,
        mut args: Vec<Expr>,
        name: &str,
        sp: Span,
    ) -> Option<Expr> {
        for a in args.iter_mut() {
            self.rvalue(a)?;
        }
        match b {
            Builtin::Expect(_) => unreachable!("made by builtin_call"),
            // Made by `hint`, which checks `__builtin_prefetch`'s own rules.
            Builtin::Unreachable | Builtin::Trap | Builtin::Prefetch { .. } => {
                Some(builtin_node(b, args, Type::Void, sp))
            }
            Builtin::Alloca => Some(builtin_node(b, args, Type::pointer_to(Type::Void), sp)),
            Builtin::Complex => self.builtin_complex(args, sp),
            Builtin::ShuffleVector | Builtin::Shuffle => self.shuffle(b, args, name, (sp, sp)),
            Builtin::Frame { .. } => {
                // gcc: the level is an unsigned constant.
                let level = eval_int(&args[0]).filter(|&v| v >= 0 && args[0].ty().is_integer());
                let Some(level) = level else {
                    return self.error(args[0].span, format!("invalid argument to '{name}'"));
                };
                let args = vec![int_literal(level as u64, Type::ULONG, args[0].span)];
                Some(builtin_node(b, args, Type::pointer_to(Type::Void), sp))
            }
            Builtin::Atomic(_) => unreachable!("checked by atomic_builtin"),
            Builtin::HighBits { lanes } => {
                // gcc's prototypes take `__vector(16) char`, `__vector(4) float` and
                // `__vector(2) double`, with no other vector converted to them.
                let lane = match lanes {
                    16 => Type::plain_char(self.char_is_signed()),
                    4 => Type::FLOAT,
                    _ => Type::DOUBLE,
                };
                let to = Type::Vector(std::rc::Rc::new(lane), 16);
                let (what, at) = (format!("argument 1 of '{name}'"), args[0].span);
                self.argument_convert(&mut args[0], &to, &what, at)?;
                Some(builtin_node(b, args, Type::INT, sp))
            }
            Builtin::Bits(op, size) => {
                // The operand converts as to the prototype's parameter: `unsigned int`,
                // `unsigned long`, `uint16_t`..., signed for `ffs` and `clrsb`.
                let signed = matches!(op, BitOp::Ffs | BitOp::Clrsb);
                let operand = Type::int(size, signed);
                self.assign_convert(&mut args[0], &operand, &format!("argument 1 of '{name}'"))?;
                let ty = if op == BitOp::Bswap {
                    Type::int(size, false)
                } else {
                    Type::INT
                };
                match eval_int(&args[0]) {
                    Some(v) => Some(int_literal(fold_bits(op, size, v) as u64, ty, sp)),
                    None => Some(builtin_node(b, args, ty, sp)),
                }
            }
            Builtin::Overflow(_) | Builtin::OverflowP(_) => {
                let by_pointer = matches!(b, Builtin::Overflow(_));
                for (i, a) in args.iter().enumerate() {
                    let t = a.ty();
                    let result = match i < 2 || !by_pointer {
                        true => Some(&t),
                        false => t.pointee(),
                    };
                    let ok = result.is_some_and(|r| r.is_integer() && *r != Type::Bool);
                    let wide = result.and_then(Type::size) == Some(16);
                    if ok && wide {
                        return self.error(
                            a.span,
                            format!(
                                "argument {} in call to function '{name}' is a 128-bit \
                                 integer, which tcc-rs's overflow builtins do not support",
                                i + 1
                            ),
                        );
                    }
                    if !ok {
                        let what = if i < 2 || !by_pointer {
                            "integral type"
                        } else {
                            "pointer to integral type"
                        };
                        return self.error(
                            a.span,
                            format!(
                                "argument {} in call to function '{name}' does not have {what}",
                                i + 1
                            ),
                        );
                    }
                }
                if let Builtin::OverflowP(op) = b {
                    if let Some(flag) = fold_overflow_p(op, &args) {
                        return Some(int_literal(u64::from(flag), Type::Bool, sp));
                    }
                }
                Some(builtin_node(b, args, Type::Bool, sp))
            }
            Builtin::Classify(_) => {
                let t = args[0].ty();
                if !t.is_arithmetic() {
                    return self.error(
                        sp,
                        format!("non-floating-point argument in call to function '{name}'"),
                    );
                }
                if t.is_integer() {
                    convert(&mut args[0], &Type::DOUBLE);
                }
                Some(builtin_node(b, args, Type::INT, sp))
            }
            Builtin::Fpclassify => {
                // gcc: the five classes are integer constants, and `x` must be floating.
                for (i, a) in args[..5].iter_mut().enumerate() {
                    if !a.ty().is_integer() || eval_int(a).is_none() {
                        return self.error(
                            a.span,
                            format!(
                                "non-const integer argument {} in call to function '{name}'",
                                i + 1
                            ),
                        );
                    }
                    convert(a, &Type::INT);
                }
                if !args[5].ty().is_float() {
                    return self.error(
                        args[5].span,
                        format!("non-floating-point argument in call to function '{name}'"),
                    );
                }
                Some(builtin_node(b, args, Type::INT, sp))
            }
            Builtin::Compare(_) => {
                let (lt, rt) = (args[0].ty(), args[1].ty());
                if !lt.is_arithmetic() || !rt.is_arithmetic() || !(lt.is_float() || rt.is_float()) {
                    return self.error(
                        sp,
                        format!("non-floating-point arguments in call to function '{name}'"),
                    );
                }
                // gcc's `fold_builtin_unordered_cmp`: the wider floating type (the first
                // of two of one width), or the floating one of a floating and an integer.
                let width = |t: &Type| t.float_rank().map(|(size, _)| size);
                let common = if width(&lt) >= width(&rt) {
                    lt.clone()
                } else {
                    rt.clone()
                };
                convert(&mut args[0], &common);
                convert(&mut args[1], &common);
                Some(builtin_node(b, args, Type::INT, sp))
            }
        }
    }

    /// `__builtin_memcpy(...)` and the like: a call of `memcpy` with its library prototype,
    /// or with the declaration in scope if the program has one.
    fn library_call(
        &mut self,
        e: &mut Expr,
        args: Vec<Expr>,
        name: &str,
        lib: &str,
        sig: &str,
    ) -> Option<()> {
        let ExprKind::Call(callee, slot) = &mut e.kind else {
            unreachable!("builtin_call matched a call")
        };
        *slot = args;
        // The program's own declaration if it has one, else one made from the table, kept
        // under a name no identifier can have so that the program may still declare `lib`.
        let hidden = format!("{name} (builtin)");
        let known = [lib, hidden.as_str()].map(|n| self.scopes[0].get(n).copied());
        let id = match known {
            [Some(id), _] if matches!(self.syms.get(id).kind, SymbolKind::Function(_)) => id,
            [_, Some(id)] => id,
            _ => {
                let id = self.add_symbol(Symbol {
                    name: lib.to_string(),
                    ty: prototype(sig, self.char_is_signed(), &self.va_list),
                    quals: Quals::default(),
                    kind: SymbolKind::Function(FunctionInfo {
                        linkage: symbol::Linkage::Import,
                        defined_at: None,
                        used: false,
                        inline: InlineDecls::default(),
                    }),
                    span: callee.span,
                });
                self.scopes[0].insert(hidden, id);
                id
            }
        };
        callee.kind = ExprKind::Ident(lib.to_string(), None);
        self.with_builtin_alias(lib, id, |c| c.expr(e))
    }

    /// Run `f` with `lib` naming symbol `id` in the innermost scope, so that the call's
    /// callee resolves to the library function whatever the program declared.
    fn with_builtin_alias<T>(
        &mut self,
        lib: &str,
        id: SymbolId,
        f: impl FnOnce(&mut Self) -> T,
    ) -> T {
        self.scopes.push(Scope::from_iter([(lib.to_string(), id)]));
        let r = f(self);
        self.scopes.pop();
        r
    }

    /// `__builtin_offsetof(T, m.n[i].k)`: the offset of the designated member, of type
    /// `size_t`: a constant unless an index is not one.
    pub(super) fn offsetof(&mut self, e: &mut Expr) -> Option<()> {
        let sp = e.span;
        let ExprKind::Offsetof(tn, designators) = &mut e.kind else {
            return Some(());
        };
        // gcc points at the keyword.
        let sp_kw = Span::new(sp.lo, sp.lo + "__builtin_offsetof".len());
        let mut ty = self.measured_type_name(tn)?;
        let mut offset: u64 = 0;
        // The terms of the indexes that are not constants, each scaled.
        let mut runtime: Option<Expr> = None;
        for d in designators.iter_mut() {
            match d {
                Designator::Member(name, nsp) => {
                    let Type::Struct(st) = &ty else {
                        return self.error(
                            *nsp,
                            format!(
                                "request for member '{name}' in something not a structure or union"
                            ),
                        );
                    };
                    if st.body().is_none() {
                        return self.error(sp_kw, format!("invalid use of undefined type '{ty}'"));
                    }
                    let Some((off, member_ty)) = st.member(name) else {
                        return self.error(sp_kw, format!("'{ty}' has no member named '{name}'"));
                    };
                    if st.member_bits(name).is_some() {
                        return self.error(
                            sp_kw,
                            format!(
                                "attempt to take address of bit-field structure member '{name}'"
                            ),
                        );
                    }
                    offset = offset.wrapping_add(off);
                    ty = member_ty;
                }
                Designator::Range(lo, _, _) => {
                    let msg = "internal compiler error: a range designator in '__builtin_offsetof'";
                    return self.error(lo.span, msg);
                }
                Designator::Index(index) => {
                    self.rvalue(index)?;
                    let Type::Array(elem, _) = &ty else {
                        return self
                            .error(index.span, "subscripted value is neither array nor pointer");
                    };
                    if !index.ty().is_integer() {
                        return self.error(index.span, "array subscript is not an integer");
                    }
                    let size = elem.size().unwrap_or(0);
                    match eval_int(index) {
                        Some(i) => offset = offset.wrapping_add((i as u64).wrapping_mul(size)),
                        // As gcc: not a constant then, but the offset all the same
                        // (libseccomp's `offsetof(struct seccomp_data, args[x])`).
                        None => {
                            let mut i = std::mem::replace(index, int_literal(0, Type::INT, sp));
                            convert(&mut i, &Type::ULONG);
                            let term =
                                size_t_binary(BinaryOp::Mul, i, int_literal(size, Type::ULONG, sp));
                            runtime = Some(match runtime.take() {
                                Some(sum) => size_t_binary(BinaryOp::Add, sum, term),
                                None => term,
                            });
                        }
                    }
                    ty = (**elem).clone();
                }
            }
        }
        let constant = int_literal(offset, Type::ULONG, sp);
        *e = match runtime {
            Some(sum) => Expr {
                span: sp,
                ..size_t_binary(BinaryOp::Add, constant, sum)
            },
            None => constant,
        };
        Some(())
    }

    /// `__builtin_types_compatible_p(T1, T2)`: 1 if the types are compatible, ignoring
    /// top-level qualifiers, else 0 (an `int` constant). The qualifiers below the top must
    /// agree, however they are spelled (directly, by a typedef name or by `typeof`): `Type`
    /// carries them, and `Type` has none at the top.
    pub(super) fn types_compatible(&mut self, e: &mut Expr) -> Option<()> {
        let sp = e.span;
        let ExprKind::TypesCompatible(pair) = &mut e.kind else {
            return Some(());
        };
        let a = self.measured_type_name(&mut pair.0)?;
        let b = self.measured_type_name(&mut pair.1)?;
        let same = super::decl::composite_type(&a, &b).is_some();
        *e = int_literal(same as u64, Type::INT, sp);
        Some(())
    }
}

/// The size of the named object whose address `p` is (`&x`, or the array `a` decayed).
fn whole_object_size(p: &Expr) -> Option<u64> {
    let mut inner = p;
    while let ExprKind::ImplicitCast(x) | ExprKind::Cast(_, x) = &inner.kind {
        if matches!(x.ty(), Type::Array(..)) {
            inner = x;
            break;
        }
        inner = x;
    }
    let object = match &inner.kind {
        ExprKind::Unary(UnaryOp::AddrOf, x) => x,
        _ if matches!(inner.ty(), Type::Array(..)) => inner,
        _ => return None,
    };
    match &object.kind {
        ExprKind::Ident(_, Some(_)) => object.ty().size(),
        _ => None,
    }
}

/// Whether gcc's `__builtin_constant_p` answers 1 without optimisation: an integer or
/// floating constant expression, or a string literal (possibly decayed to a pointer).
fn is_constant(e: &Expr) -> bool {
    let mut inner = e;
    while let ExprKind::ImplicitCast(x) | ExprKind::Cast(_, x) = &inner.kind {
        inner = x;
    }
    matches!(inner.kind, ExprKind::StringLit(..))
        || (e.ty().is_integer() && eval_int(e).is_some())
        || eval_float(e).is_some()
}

/// The payload `__builtin_nan("n")` puts in its NaN's mantissa (gcc reads it as `strtoull`
/// with base 0 would); `None` if the operand is not a string literal.
fn nan_payload(e: &Expr) -> Option<u64> {
    let mut inner = e;
    while let ExprKind::ImplicitCast(x) = &inner.kind {
        inner = x;
    }
    let ExprKind::StringLit(bytes, _) = &inner.kind else {
        return None;
    };
    let text = String::from_utf8_lossy(bytes);
    let t = text.trim();
    let v = if t.is_empty() {
        0
    } else if let Some(hex) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        u64::from_str_radix(hex, 16).unwrap_or(0)
    } else if t.len() > 1 && t.starts_with('0') {
        u64::from_str_radix(&t[1..], 8).unwrap_or(0)
    } else {
        t.parse().unwrap_or(0)
    };
    Some(v & 0x0007_ffff_ffff_ffff)
}

/// `__builtin_{add,sub,mul}_overflow_p(a, b, c)` when `a`, `b` and `c` are constants:
/// whether the exact result lies outside `c`'s type.
fn fold_overflow_p(op: OverflowOp, args: &[Expr]) -> Option<bool> {
    let (a, b) = (eval_int128(&args[0])?, eval_int128(&args[1])?);
    eval_int128(&args[2])?;
    let exact = match op {
        OverflowOp::Add => a.checked_add(b),
        OverflowOp::Sub => a.checked_sub(b),
        OverflowOp::Mul => a.checked_mul(b),
    };
    let t = args[2].ty();
    let bits = 8 * u32::from(t.size()? as u8);
    let (min, max) = match t.is_signed() {
        true => (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1),
        false => (0, (1i128 << bits) - 1),
    };
    Some(exact.is_none_or(|v| v < min || v > max))
}

/// `l op r`, both `size_t` (`unsigned long`) already, of that type.
fn size_t_binary(op: BinaryOp, l: Expr, r: Expr) -> Expr {
    let span = l.span;
    Expr {
        kind: ExprKind::Binary(op, Box::new(l), Box::new(r), span),
        span,
        ty: Some(Type::ULONG),
    }
}

pub(super) fn int_literal(v: u64, ty: Type, sp: Span) -> Expr {
    let v = super::constant::wrap(v as i64, &ty) as u64;
    Expr {
        kind: ExprKind::IntLit(v),
        span: sp,
        ty: Some(ty),
    }
}

fn float_literal(v: f64, ty: Type, sp: Span) -> Expr {
    Expr {
        kind: ExprKind::FloatLit(v),
        span: sp,
        ty: Some(ty),
    }
}

pub(super) fn builtin_node(b: Builtin, args: Vec<Expr>, ty: Type, sp: Span) -> Expr {
    Expr {
        kind: ExprKind::Builtin(b, args),
        span: sp,
        ty: Some(ty),
    }
}

impl Checker<'_> {
    /// `__builtin_creal(z)` and the like: `__real__`, `__imag__` or `~` of the operand
    /// converted to the builtin's complex type, as gcc expands them.
    fn complex_part(
        &mut self,
        mut args: Vec<Expr>,
        name: &str,
        part: ComplexPart,
        size: u8,
        (name_sp, sp): (Span, Span),
    ) -> Option<Expr> {
        self.builtin_arity(name, args.len(), 1, name_sp)?;
        let mut z = args.swap_remove(0);
        self.rvalue(&mut z)?;
        let ty = Type::Complex(std::rc::Rc::new(Type::float(size)));
        self.check_supported(&ty, sp)?;
        self.assign_convert(&mut z, &ty, &format!("argument 1 of '{name}'"))?;
        let (op, result) = match part {
            ComplexPart::Real => (UnaryOp::Real, Type::float(size)),
            ComplexPart::Imag => (UnaryOp::Imag, Type::float(size)),
            ComplexPart::Conj => (UnaryOp::BitNot, ty),
        };
        Some(Expr {
            kind: ExprKind::Unary(op, Box::new(z)),
            span: sp,
            ty: Some(result),
        })
    }

    /// `__builtin_complex(re, im)`: both operands of one real floating type, as gcc asks.
    fn builtin_complex(&mut self, args: Vec<Expr>, sp: Span) -> Option<Expr> {
        let (rt, it) = (args[0].ty(), args[1].ty());
        if !rt.is_float() || !it.is_float() {
            let at = if rt.is_float() {
                args[1].span
            } else {
                args[0].span
            };
            return self.error(
                at,
                "'__builtin_complex' operand not of real binary floating-point type",
            );
        }
        if rt != it {
            return self.error(sp, "'__builtin_complex' operands of different types");
        }
        let ty = Type::Complex(std::rc::Rc::new(rt));
        self.check_supported(&ty, sp)?;
        Some(builtin_node(Builtin::Complex, args, ty, sp))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::target::Arch;

    #[test]
    fn the_table_knows_the_builtins_headers_ask_about() {
        for name in [
            "__builtin_expect",
            "__builtin_clzll",
            "__builtin_popcountl",
            "__builtin_bswap64",
            "__builtin_uaddll_overflow",
            "__builtin_memcpy",
            "__builtin_offsetof",
            "__builtin_huge_valf",
            "__builtin_signbit",
            "__atomic_load_n",
            "__atomic_fetch_nand",
            "__atomic_or_fetch",
            "__atomic_compare_exchange",
            "__sync_fetch_and_add",
            "__sync_xor_and_fetch",
            "__sync_synchronize",
        ] {
            assert!(is_builtin(name, Arch::X86_64), "{name}");
        }
        for name in [
            "__builtin_clzx",
            "__builtin_frobnicate",
            "__atomic_fetch_mul",
            "__sync_fetch_and_",
            "memcpy",
            "__builtin_",
        ] {
            assert!(!is_builtin(name, Arch::X86_64), "{name}");
        }
    }

    #[test]
    fn bit_operations_fold_like_gcc() {
        assert_eq!(fold_bits(BitOp::Clz, 4, 1), 31);
        assert_eq!(fold_bits(BitOp::Clz, 8, 1), 63);
        assert_eq!(fold_bits(BitOp::Ctz, 4, 8), 3);
        assert_eq!(fold_bits(BitOp::Popcount, 8, -1), 64);
        assert_eq!(fold_bits(BitOp::Popcount, 4, -1), 32);
        assert_eq!(fold_bits(BitOp::Ffs, 4, 0), 0);
        assert_eq!(fold_bits(BitOp::Ffs, 4, 12), 3);
        assert_eq!(fold_bits(BitOp::Parity, 4, 7), 1);
        assert_eq!(fold_bits(BitOp::Clrsb, 4, -1), 31);
        assert_eq!(fold_bits(BitOp::Clrsb, 4, 1), 30);
        assert_eq!(fold_bits(BitOp::Bswap, 2, 0x1234), 0x3412);
        assert_eq!(fold_bits(BitOp::Bswap, 4, 0x1234_5678), 0x7856_3412);
    }
}

//! Initialization (6.7.9): brace-enclosed lists with brace elision and zero fill, string
//! literals for char arrays, arrays whose length the initializer gives, and the constant
//! bytes (with relocations) of objects with static storage.
//!
//! An initializer is flattened to the list of scalars it sets (`InitItem`s, each at a byte
//! offset); every other byte of the object is zero. Lowering stores the items; a static
//! object's items are evaluated here into its initial bytes.
//!
//! The walk follows 6.7.9p17-20: each list has a current object and a position in it; a
//! designation moves the position to the subobject it names, and the initializers after
//! it go on from there, first within the innermost object the designators entered (after
//! `.a.b = 1, 2` the 2 is for the member after `b` in `a`). A brace list, a string or
//! another member of a union initializes its subobject anew, discarding earlier values
//! inside it. Initializers left over when an object is full are ignored with gcc's warning.
//!
//! GNU C lets a static object initialize its flexible array member: the array's bytes
//! follow `sizeof` (the object is larger than its type, as gcc makes it), in the object
//! itself only, not in a structure or array that holds one.

use super::constant::{eval_float_on, eval_int, eval_int128_on, eval_long_double, wrap, wrap128};
use super::*;
use crate::types::{StructType, Type};
use rustc_hash::FxHashMap as HashMap;
use std::rc::Rc;

/// An integer type as wide as a pointer, which can hold an address constant (`long`,
/// `unsigned long long`, `uintptr_t`; not `_Bool`).
fn is_address_sized(ty: &Type) -> bool {
    matches!(ty, Type::Int { size: 8, .. })
}

/// How far `p + 1` moves an address held in a value of type `ty`, in bytes: the pointee's
/// size (a `void *` or a function's address by a byte, as GNU C has it), and a byte for an
/// address held in an integer (`(long)&x + 1`); `None` for an incomplete pointee.
fn address_step(ty: &Type) -> Option<i64> {
    match ty {
        Type::Pointer(t, _) if matches!(t.as_ref(), Type::Void | Type::Function(_)) => Some(1),
        Type::Pointer(t, _) => t.size().map(|n| n as i64),
        _ => Some(1),
    }
}

fn is_char_array(ty: &Type) -> bool {
    matches!(ty, Type::Array(elem, _) if matches!(**elem, Type::Int { size: 1, .. }))
}

fn string_bytes(e: &Expr) -> Option<&[u8]> {
    match &e.kind {
        ExprKind::StringLit(b, _) => Some(b),
        _ => None,
    }
}

/// A wide string literal's encoding and code units.
fn wide_string(e: &Expr) -> Option<(Encoding, &[u32])> {
    match &e.kind {
        ExprKind::WideStringLit(enc, units, _) => Some((*enc, units)),
        _ => None,
    }
}

/// Whether `e` is a string literal that initializes the array `ty` by itself (6.7.9p14-15):
/// a plain one a character array, a wide one an array of integers (whether of the right
/// type is checked then).
fn is_string_for(ty: &Type, e: &Expr) -> bool {
    let integer_array = matches!(ty, Type::Array(elem, _) if elem.is_integer());
    (is_char_array(ty) && string_bytes(e).is_some()) || (integer_array && wide_string(e).is_some())
}

/// gcc's error for an array initialized from a wide string literal of another type.
fn wide_string_for_array_of(elem: &Type, literal: &Type) -> String {
    match elem {
        Type::Int { size: 1 | 4, .. }
        | Type::Int {
            size: 2,
            signed: false,
            ..
        } => format!(
            "cannot initialize array of '{elem}' from a string literal with type array of \
             '{literal}'"
        ),
        _ => "array of inappropriate type initialized from string constant".into(),
    }
}

impl Checker<'_> {
    /// Flatten the initializer of a compound literal, an object gcc's notes call
    /// '(anonymous)'.
    pub(super) fn initializer(
        &mut self,
        ty: &Type,
        init: &mut Initializer,
    ) -> Option<(Type, Vec<InitItem>)> {
        self.object_initializer("(anonymous)", ty, init)
    }

    /// Flatten `init` for the object `name` of type `ty`. Returns the completed type (an
    /// array of unknown length gets its length from the initializer) and the items.
    pub(super) fn object_initializer(
        &mut self,
        name: &str,
        ty: &Type,
        init: &mut Initializer,
    ) -> Option<(Type, Vec<InitItem>)> {
        // A flexible array member is initialized only in a static object (an error here).
        self.flatten(name, ty, init, false)
            .map(|(ty, items, _)| (ty, items))
    }

    /// [`Checker::object_initializer`] for an object of static storage duration, whose
    /// items only [`Checker::object_bytes`] reads: runs of constants for an array of
    /// arithmetic elements become one item each, their bytes (`InitValue::Bytes`). The
    /// third result is the bytes its flexible array member's initializer adds to the
    /// object beyond `sizeof` (GNU C, as gcc sizes the object: `sizeof` plus the array).
    pub(super) fn static_object_initializer(
        &mut self,
        name: &str,
        ty: &Type,
        init: &mut Initializer,
    ) -> Option<(Type, Vec<InitItem>, u64)> {
        self.flatten(name, ty, init, true)
    }

    fn flatten(
        &mut self,
        name: &str,
        ty: &Type,
        init: &mut Initializer,
        in_bulk: bool,
    ) -> Option<(Type, Vec<InitItem>, u64)> {
        if matches!(ty, Type::Struct(st) if st.body().is_none()) {
            return self.error(
                initializer_span(init),
                format!("variable '{name}' has initializer but incomplete type"),
            );
        }
        let mut out = Flat {
            object: Some((name.to_string(), ty.clone())),
            in_bulk,
            ..Flat::default()
        };
        let ty = self.init_object(ty, init, 0, &mut out)?;
        let flexible = out.flexible;
        Some((ty, out.finish(), flexible))
    }

    /// Initialize one (sub)object from an initializer of its own (braced or not).
    fn init_object(
        &mut self,
        ty: &Type,
        init: &mut Initializer,
        offset: u64,
        out: &mut Flat,
    ) -> Option<Type> {
        match init {
            Initializer::Expr(e) => {
                if is_string_for(ty, e) {
                    let at = expression_location(e);
                    return self.string_init(ty, e, at, offset, out);
                }
                let at = expression_location(e);
                if let (Type::Array(elem, _), Some(_)) = (ty, string_bytes(e)) {
                    return self.error(at, string_for_array_of(elem));
                }
                if !ty.is_scalar() && !ty.is_struct() && !ty.is_complex() && !ty.is_vector() {
                    return self.error(at, "invalid initializer");
                }
                if ty.is_struct() {
                    // Only a value of the same structure or union type (a copy) initializes
                    // one without braces.
                    self.rvalue(e)?;
                    if e.ty() != *ty {
                        return self.error(at, "invalid initializer");
                    }
                    out.push(copy_item(ty, e, offset));
                    return Some(ty.clone());
                }
                self.scalar_item(ty, e, offset, out)?;
                Some(ty.clone())
            }
            Initializer::Designated(_, _, sp) => {
                let sp = *sp;
                self.error(sp, "designator outside a braced initializer")
            }
            Initializer::Constants(run) => {
                // Not in a list (the parser makes runs only there), but as such a list
                // would take it: its next constant.
                let mut one = Initializer::Expr(run.constants[run.next].expr());
                self.init_object(ty, &mut one, offset, out)
            }
            Initializer::List(items, sp) => {
                let sp = *sp;
                self.non_iso_list(items, sp);
                if !(out.in_bulk && is_bulk_array(ty)) {
                    expand_constant_runs(items);
                }
                if let [Initializer::Expr(e), rest @ ..] = items.as_mut_slice() {
                    if is_string_for(ty, e) {
                        if let Some(extra) = rest.first() {
                            // The string is the whole array's initializer.
                            let msg = "excess elements in 'char' array initializer";
                            return self.error_near(location(extra), msg, out.near(ty, offset));
                        }
                        // gcc reports a braced string at its brace.
                        let at = Span::new(sp.lo, sp.lo);
                        return self.string_init(ty, e, at, offset, out);
                    }
                }
                match ty {
                    t if t.is_scalar() || t.is_complex() => match items.as_mut_slice() {
                        [] => {
                            let near = out.near(t, offset);
                            let brace = Span::new(sp.lo, sp.lo + 1);
                            self.error_near(brace, "empty scalar initializer", near)
                        }
                        [Initializer::Designated(ds, _, start), ..] => {
                            // A scalar has no elements or members to designate.
                            let start = *start;
                            let first = ds.first_mut()?;
                            self.designated_subobject(t, first, start, (offset, out))?;
                            Some(t.clone())
                        }
                        [one, excess @ ..] => {
                            let done = self.init_object(t, one, offset, out)?;
                            for extra in excess {
                                let sp = location(extra);
                                let near = out.near(t, offset);
                                self.pedwarn_near(
                                    sp,
                                    "excess elements in scalar initializer",
                                    near,
                                );
                            }
                            Some(done)
                        }
                    },
                    Type::Array(..) | Type::Struct(_) => self.braced_list(ty, items, offset, out),
                    // A vector's list is its lanes', as an array's (missing lanes are zero).
                    Type::Vector(..) => {
                        let (elem, n) = super::vector::lanes(ty)?;
                        let lanes = Type::Array(Rc::new(elem), Some(n));
                        self.braced_list(&lanes, items, offset, out)?;
                        Some(ty.clone())
                    }
                    t => self.error(sp, format!("invalid initializer for type '{t}'")),
                }
            }
        }
    }

    /// A brace-enclosed list for an array, structure or union. An initializer left over when
    /// the object is full is only warned about and ignored, as gcc does; a designation after
    /// it starts over from the subobject it names.
    fn braced_list(
        &mut self,
        ty: &Type,
        items: &mut [Initializer],
        offset: u64,
        out: &mut Flat,
    ) -> Option<Type> {
        let what = match ty {
            Type::Array(..) => "array",
            Type::Struct(st) if st.union => "union",
            _ => "struct",
        };
        // A brace list initializes its whole object anew (6.7.9p19): `.in = { 1 }` after
        // `.in.d = 5` leaves `in.d` zero.
        if let Some(size) = ty.size() {
            out.initialize_anew(offset, offset + size);
        }
        let mut pos = 0;
        let mut done = self.fill_aggregate(ty, items, &mut pos, offset, out, true, 0)?;
        while pos < items.len() {
            if matches!(items[pos], Initializer::Designated(..)) {
                // The object's length is known by now (an array of unknown length is never full).
                let from = aggregate_len(&done);
                done = self.fill_aggregate(&done, items, &mut pos, offset, out, true, from)?;
            } else {
                let excess = match &items[pos] {
                    Initializer::Constants(run) => {
                        run.constants[run.next..].iter().map(|c| c.span()).collect()
                    }
                    item => vec![location(item)],
                };
                for sp in excess {
                    let near = out.near(ty, offset);
                    self.pedwarn_near(sp, &format!("excess elements in {what} initializer"), near);
                }
                pos += 1;
            }
        }
        Some(done)
    }

    /// Initialize the elements or members of an array or structure from `items[pos..]`,
    /// starting with element or member `from`, consuming as many initializers as it takes.
    /// `braced` is false for a sub-aggregate whose braces were elided: a designation then
    /// belongs to the enclosing list, so it stops there. Returns the type, completed (an
    /// array of unknown length gets one).
    #[allow(clippy::too_many_arguments)]
    fn fill_aggregate(
        &mut self,
        ty: &Type,
        items: &mut [Initializer],
        pos: &mut usize,
        offset: u64,
        out: &mut Flat,
        braced: bool,
        from: u64,
    ) -> Option<Type> {
        match ty {
            Type::Array(elem, len) => {
                let (elem, len) = (elem.clone(), *len);
                let size = elem.size().unwrap_or(0);
                let (mut i, mut max) = (from, from);
                while *pos < items.len() {
                    if matches!(items[*pos], Initializer::Designated(..)) {
                        if !braced {
                            break;
                        }
                        let (mut ds, start) = take_designation(items, *pos);
                        i = self.designation(ty, &mut ds, start, items, pos, offset, out)?;
                    } else {
                        if len.is_some_and(|n| i >= n) {
                            break;
                        }
                        if let Initializer::Constants(run) = &mut items[*pos] {
                            if out.in_bulk && is_bulk_array(ty) {
                                let room = len.map_or(u64::MAX, |n| n - i);
                                i += self.constants_in_bulk(
                                    &elem,
                                    run,
                                    room,
                                    offset + i * size,
                                    out,
                                )?;
                                if run.next == run.constants.len() {
                                    *pos += 1;
                                }
                                max = max.max(i);
                                continue;
                            }
                        }
                        let at = *pos;
                        self.init_element(&elem, items, pos, offset + i * size, out)?;
                        i += 1;
                        if *pos == at && len.is_none() {
                            // Elements that take no initializer (empty structures): the
                            // rest is excess.
                            break;
                        }
                    }
                    max = max.max(i);
                }
                Some(Type::Array(elem, Some(len.unwrap_or(max))))
            }
            Type::Struct(st) => {
                let Some(body) = st.body() else {
                    let sp = initializer_span(&items[(*pos).min(items.len().saturating_sub(1))]);
                    return self.error(sp, format!("invalid use of undefined type '{ty}'"));
                };
                let mut next = from as usize;
                while *pos < items.len() {
                    if matches!(items[*pos], Initializer::Designated(..)) {
                        if !braced {
                            break;
                        }
                        let (mut ds, start) = take_designation(items, *pos);
                        let after =
                            self.designation(ty, &mut ds, start, items, pos, offset, out)?;
                        next = after as usize;
                        continue;
                    }
                    // Unnamed bit-fields are padding: no initializer is for them.
                    while body
                        .members
                        .get(next)
                        .is_some_and(|m| m.name.is_none() && !m.ty.is_struct() && !st.union)
                    {
                        next += 1;
                    }
                    if next >= body.members.len() || (st.union && next >= 1) {
                        break;
                    }
                    let m = &body.members[next];
                    if matches!(m.ty, Type::Array(_, None)) {
                        let sp = initializer_span(&items[*pos]);
                        self.flexible_member_allowed(ty, offset, sp, out)?;
                        self.flexible_member(&m.ty, items, pos, offset + m.offset, out)?;
                        next += 1;
                        continue;
                    }
                    if st.union {
                        out.switch_union_member(offset, st, next as u64);
                        out.initialize_anew(offset, offset + ty.size().unwrap_or(0));
                    }
                    let before = out.len();
                    self.init_element(&m.ty, items, pos, offset + m.offset, out)?;
                    mark_bit_field(&mut out.items, before, m.bits);
                    next += 1;
                }
                Some(ty.clone())
            }
            t => {
                let sp = initializer_span(&items[*pos]);
                self.error(sp, format!("invalid initializer for type '{t}'"))
            }
        }
    }

    /// The designation `designators` of the initializer now at `items[*pos]`, in a list for
    /// an object of type `ty` at `offset`: initialize the subobject it designates, then go on
    /// in order after that subobject within each object the designators went into,
    /// innermost first, while that object has room (6.7.9p17-19: after `.a.b = x`, the next
    /// initializer is for the member after `b` in `a`). Returns the index, in `ty`, of the
    /// element or member after the one designated. `start` is where the designation
    /// begins in the source.
    #[allow(clippy::too_many_arguments)]
    fn designation(
        &mut self,
        ty: &Type,
        designators: &mut [Designator],
        start: Span,
        items: &mut [Initializer],
        pos: &mut usize,
        offset: u64,
        out: &mut Flat,
    ) -> Option<u64> {
        let Some(first) = designators.first_mut() else {
            let sp = initializer_span(&items[*pos]);
            return self.error(
                sp,
                "internal compiler error: a designation without designators",
            );
        };
        if let (Designator::Range(lo, hi, _), Type::Array(elem, len)) = (&mut *first, ty) {
            let range = self.designator_range(lo, hi, *len, out.near(ty, offset))?;
            let elem = (**elem).clone();
            return self.range_designation(
                &elem,
                range,
                designators,
                start,
                items,
                pos,
                offset,
                out,
            );
        }
        let (index, sub) = self.designated_subobject(ty, first, start, (offset, out))?;
        match ty {
            // Another member of a union replaces the whole union, as in gcc; the same one
            // again (`.w = 3, .h = 4` through an anonymous structure) keeps what it has.
            Type::Struct(st) if st.union && out.switch_union_member(offset, st, index) => {
                out.initialize_anew(offset, offset + ty.size().unwrap_or(0));
            }
            _ => {}
        }
        self.designated_init(&sub, designators, start, items, pos, offset, out)?;
        Some(index + 1)
    }

    /// Initialize the subobject `sub` (of the object at `offset`) that `designators[0]`
    /// named, from the initializer at `items[*pos]` and, inside `sub`, those after it.
    #[allow(clippy::too_many_arguments)]
    fn designated_init(
        &mut self,
        sub: &Subobject,
        designators: &mut [Designator],
        start: Span,
        items: &mut [Initializer],
        pos: &mut usize,
        offset: u64,
        out: &mut Flat,
    ) -> Option<()> {
        let before = out.len();
        let sub_offset = offset + sub.offset;
        // Through an anonymous member, the same designator applies inside it.
        let inner = if sub.anonymous {
            &mut designators[..]
        } else {
            &mut designators[1..]
        };
        if matches!(sub.ty, Type::Array(_, None)) {
            // A flexible array member (`designated_subobject` checked that it may be).
            self.flexible_member(&sub.ty, items, pos, sub_offset, out)?;
        } else if inner.is_empty() {
            self.init_element(&sub.ty, items, pos, sub_offset, out)?;
        } else {
            let next = self.designation(&sub.ty, inner, start, items, pos, sub_offset, out)?;
            self.fill_aggregate(&sub.ty, items, pos, sub_offset, out, false, next)?;
        }
        mark_bit_field(&mut out.items, before, sub.bits);
        Some(())
    }

    /// GNU C: whether the flexible array member of the structure `ty` at `offset` may be
    /// initialized, as gcc allows it: in the object itself (not a structure or array that
    /// holds it), of static storage duration. `sp` is its initializer.
    fn flexible_member_allowed(
        &mut self,
        ty: &Type,
        offset: u64,
        sp: Span,
        out: &Flat,
    ) -> Option<()> {
        let whole = offset == 0 && out.object.as_ref().is_some_and(|(_, t)| t == ty);
        if !whole {
            let msg = "initialization of flexible array member in a nested context";
            return self.error_near(sp, msg, out.near(ty, offset));
        }
        if !out.in_bulk {
            let msg = "non-static initialization of a flexible array member";
            return self.error_near(sp, msg, out.near(ty, offset));
        }
        Some(())
    }

    /// Initialize the flexible array member `fam` at `at` from `items[*pos]` (a list, a
    /// string, or with brace elision the rest of the list), recording the bytes it adds.
    fn flexible_member(
        &mut self,
        fam: &Type,
        items: &mut [Initializer],
        pos: &mut usize,
        at: u64,
        out: &mut Flat,
    ) -> Option<()> {
        let whole = match &items[*pos] {
            Initializer::List(..) => true,
            Initializer::Expr(e) => is_string_for(fam, e),
            _ => false,
        };
        let done = if whole {
            let done = self.init_object(fam, &mut items[*pos], at, out)?;
            *pos += 1;
            done
        } else {
            // Brace elision: the elements are the initializers left in the list.
            self.fill_aggregate(fam, items, pos, at, out, false, 0)?
        };
        out.flexible = done.size().unwrap_or(0);
        Some(())
    }

    /// GNU C's `[lo ... hi]` designation in a list for an array of `elem`. As gcc does, the one
    /// initializer after it (a brace list, or an expression: with brace elision, the first
    /// scalar of the element) is evaluated once and its value stored in each element from
    /// `lo` to `hi`; the initializers after it go on in element `hi`. Returns `hi + 1`.
    #[allow(clippy::too_many_arguments)]
    fn range_designation(
        &mut self,
        elem: &Type,
        (lo, hi): (u64, u64),
        designators: &mut [Designator],
        start: Span,
        items: &mut [Initializer],
        pos: &mut usize,
        offset: u64,
        out: &mut Flat,
    ) -> Option<u64> {
        let size = elem.size().unwrap_or(0);
        let element = |k: u64| Subobject {
            ty: elem.clone(),
            offset: k * size,
            bits: None,
            anonymous: false,
        };
        // The initializer as written, before checking it for element `hi` changes it.
        let mut alone = [items[*pos].clone()];
        let last = out.len();
        self.designated_init(&element(hi), designators, start, items, pos, offset, out)?;
        if lo == hi {
            return Some(hi + 1);
        }
        // Element `lo` from that initializer alone (its warnings are those of element `hi`,
        // already given), then copies of it in the elements up to `hi`.
        let (first, renewals, warnings) = (out.len(), out.renewed.len(), self.warnings.len());
        self.designated_init(
            &element(lo),
            designators,
            start,
            &mut alone,
            &mut 0,
            offset,
            out,
        )?;
        self.warnings.truncate(warnings);
        let once: Vec<InitItem> = out.items[first..].to_vec();
        let renewed: Vec<(u64, u64)> = out.renewed[renewals..]
            .iter()
            .map(|&(_, a, b)| (a, b))
            .collect();
        for k in lo + 1..hi {
            let shift = (k - lo) * size;
            for &(a, b) in &renewed {
                out.initialize_anew(a + shift, b + shift);
            }
            for item in &once {
                let offset = item.offset + shift;
                out.push(InitItem {
                    offset,
                    ..item.clone()
                });
            }
        }
        // Every element's values are those of element `hi`'s expressions, evaluated once.
        let n = once.len();
        for j in 0..n {
            let value = out.items[last + j].value.shared();
            out.items[last + j].value = value.clone();
            for copy in (first + j..out.len()).step_by(n) {
                out.items[copy].value = value.clone();
            }
        }
        Some(hi + 1)
    }

    /// The bounds of an array designator `[lo ... hi]`, within the array's bounds and not
    /// empty; `near` names the array. gcc's errors, at the start of `lo`.
    fn designator_range(
        &mut self,
        lo: &mut Expr,
        hi: &mut Expr,
        len: Option<u64>,
        near: Option<String>,
    ) -> Option<(u64, u64)> {
        self.rvalue(lo)?;
        self.rvalue(hi)?;
        let at = Span::new(lo.span.lo, lo.span.lo);
        for e in [&*lo, &*hi] {
            if !e.ty().is_integer() {
                let msg = "array index in initializer not of integer type";
                return self.error_near(e.span, msg, near);
            }
        }
        let (Some(first), Some(last)) = (eval_int(lo), eval_int(hi)) else {
            return self.error_near(at, "nonconstant array index in initializer", near);
        };
        if last < first {
            return self.error_near(at, "empty index range in initializer", near);
        }
        if first < 0 {
            let msg = "array index in initializer exceeds array bounds";
            return self.error_near(at, msg, near);
        }
        if len.is_some_and(|n| last as u64 >= n) {
            let msg = "array index range in initializer exceeds array bounds";
            return self.error_near(at, msg, near);
        }
        Some((first as u64, last as u64))
    }

    /// The element or member of `ty` (the object at `offset` of what `out` initializes) a
    /// designator names, with its index in `ty`. A member name for an object without
    /// members is reported, as gcc does, at the start of the whole designation, `start`,
    /// and near the object around that one.
    fn designated_subobject(
        &mut self,
        ty: &Type,
        designator: &mut Designator,
        start: Span,
        (offset, out): (u64, &Flat),
    ) -> Option<(u64, Subobject)> {
        match (designator, ty) {
            (Designator::Index(e), Type::Array(elem, len)) => {
                let index = self.designator_index(e, *len, out.near(ty, offset))?;
                let sub = Subobject {
                    ty: (**elem).clone(),
                    offset: index * elem.size().unwrap_or(0),
                    bits: None,
                    anonymous: false,
                };
                Some((index, sub))
            }
            (Designator::Member(name, nsp), Type::Struct(st)) => {
                let (name, nsp) = (name.clone(), *nsp);
                let body = st.body();
                let members = body.as_ref().map_or(&[][..], |b| &b.members[..]);
                let Some(k) = members.iter().position(|m| match (&m.name, &m.ty) {
                    (Some(n), _) => **n == *name,
                    (None, Type::Struct(inner)) => inner.member(&name).is_some(),
                    _ => false,
                }) else {
                    return self.error(nsp, format!("'{ty}' has no member named '{name}'"));
                };
                let m = &members[k];
                if matches!(m.ty, Type::Array(_, None)) {
                    self.flexible_member_allowed(ty, offset, nsp, out)?;
                }
                let sub = Subobject {
                    ty: m.ty.clone(),
                    offset: m.offset,
                    bits: m.bits,
                    anonymous: m.name.is_none(),
                };
                Some((k as u64, sub))
            }
            (Designator::Member(..), _) => {
                let at = Span::new(start.lo, start.lo);
                let near = out.near_enclosing(ty, offset);
                self.error_near(at, "field name not in record or union initializer", near)
            }
            (Designator::Index(e) | Designator::Range(e, _, _), _) => {
                let sp = e.span;
                let near = out.near_enclosing(ty, offset);
                self.error_near(sp, "array index in non-array initializer", near)
            }
        }
    }

    /// The value of an array designator `[e]`, within the array's bounds; `near` names
    /// the array.
    fn designator_index(
        &mut self,
        e: &mut Expr,
        len: Option<u64>,
        near: Option<String>,
    ) -> Option<u64> {
        self.rvalue(e)?;
        match eval_int(e) {
            Some(v) if e.ty().is_integer() && v >= 0 && len.is_none_or(|n| (v as u64) < n) => {
                Some(v as u64)
            }
            Some(_) if e.ty().is_integer() => {
                let msg = "array index in initializer exceeds array bounds";
                self.error_near(e.span, msg, near)
            }
            _ => self.error_near(
                e.span,
                "array index in initializer not of integer type",
                near,
            ),
        }
    }

    /// Initialize one element from the next initializer(s) of an enclosing list, leaving
    /// `pos` after the last one it used.
    fn init_element(
        &mut self,
        ty: &Type,
        items: &mut [Initializer],
        pos: &mut usize,
        offset: u64,
        out: &mut Flat,
    ) -> Option<()> {
        if let Initializer::Constants(run) = &mut items[*pos] {
            // The run's next constant, as an expression of its own.
            let one = Initializer::Expr(run.constants[run.next].expr());
            run.next += 1;
            if run.next == run.constants.len() {
                *pos += 1;
            }
            let mut list = [one];
            let mut at = 0;
            return self.init_element(ty, &mut list, &mut at, offset, out);
        }
        let elided = match &mut items[*pos] {
            Initializer::List(..) | Initializer::Designated(..) | Initializer::Constants(_) => {
                false
            }
            Initializer::Expr(e) if ty.is_struct() || ty.is_vector() => {
                // A structure member may be initialized by a structure value; only an
                // expression of another type starts an elided brace list.
                self.rvalue(e)?;
                if e.ty() == *ty && ty.is_vector() {
                    self.scalar_item(ty, e, offset, out)?;
                    *pos += 1;
                    return Some(());
                }
                if e.ty() == *ty {
                    out.push(copy_item(ty, e, offset));
                    *pos += 1;
                    return Some(());
                }
                true
            }
            Initializer::Expr(e) => !(ty.is_scalar() || ty.is_complex() || is_string_for(ty, e)),
        };
        if !elided {
            let item = &mut items[*pos];
            *pos += 1;
            self.init_object(ty, item, offset, out)?;
            return Some(());
        }
        // A sub-aggregate without its own braces takes the initializers that follow.
        match ty {
            Type::Array(_, Some(_)) | Type::Struct(_) => {
                self.fill_aggregate(ty, items, pos, offset, out, false, 0)?;
                Some(())
            }
            // As gcc: a vector's lanes take the initializers that follow, as an array's
            // elements (pixman's `prng_t prng_state_data = {0};`, a vector first).
            Type::Vector(..) => {
                let (elem, n) = super::vector::lanes(ty)?;
                let lanes = Type::Array(Rc::new(elem), Some(n));
                self.fill_aggregate(&lanes, items, pos, offset, out, false, 0)?;
                Some(())
            }
            t => {
                let sp = initializer_span(&items[*pos]);
                self.error(sp, format!("invalid initializer for type '{t}'"))
            }
        }
    }

    fn scalar_item(&mut self, ty: &Type, e: &mut Expr, offset: u64, out: &mut Flat) -> Option<()> {
        self.rvalue(e)?;
        self.assign_convert(e, ty, "initialization")?;
        out.push(InitItem {
            offset,
            ty: ty.clone(),
            value: InitValue::Expr(e.clone()),
            bits: None,
        });
        Some(())
    }

    /// Take up to `room` constants of `run` for consecutive elements of type `elem` (an
    /// arithmetic type, see [`is_bulk_array`]) from `offset` on, as one item holding their
    /// bytes; returns how many it took. A constant of the element's representation is
    /// stored as it is; any other goes through the conversion and evaluation of a scalar
    /// item.
    fn constants_in_bulk(
        &mut self,
        elem: &Type,
        run: &mut ConstantRun,
        room: u64,
        offset: u64,
        out: &mut Flat,
    ) -> Option<u64> {
        let size = elem.size().unwrap_or(0) as usize;
        let take = room.min((run.constants.len() - run.next) as u64) as usize;
        let mut bytes = Vec::with_capacity(take * size);
        for c in &run.constants[run.next..run.next + take] {
            if let Some(raw) = same_representation(c, elem) {
                bytes.extend_from_slice(&raw.to_le_bytes()[..size]);
                continue;
            }
            let mut e = c.expr();
            self.rvalue(&mut e)?;
            self.assign_convert(&mut e, elem, "initialization")?;
            let fmt = self.syms.target.facts().long_double;
            let Some(value) = arithmetic_bytes(elem, &e, fmt) else {
                return self.error(first_token(&e), "initializer element is not constant");
            };
            bytes.extend_from_slice(&value[..size]);
        }
        run.next += take;
        out.push(InitItem {
            offset,
            ty: Type::Array(Rc::new(elem.clone()), Some(take as u64)),
            value: InitValue::Bytes(bytes),
            bits: None,
        });
        Some(take as u64)
    }

    /// `char s[] = "abc"`, `wchar_t w[] = L"abc"`: one item per character (code unit),
    /// including the terminating null if it fits. `at` is where to report a string too
    /// long for the array, or of the wrong type.
    fn string_init(
        &mut self,
        ty: &Type,
        e: &Expr,
        at: Span,
        offset: u64,
        out: &mut Flat,
    ) -> Option<Type> {
        let Type::Array(elem, len) = ty else {
            unreachable!("string_init on a non-array")
        };
        let units: Vec<u32> = match wide_string(e) {
            Some((enc, units)) => {
                let literal = self.encoding_type(enc);
                let same = |t: &Type| (t.size(), t.is_signed());
                if same(elem) != same(&literal) {
                    return self.error(at, wide_string_for_array_of(elem, &literal));
                }
                units.to_vec()
            }
            None => string_bytes(e)
                .unwrap_or_default()
                .iter()
                .map(|&b| u32::from(b))
                .collect(),
        };
        let n = len.unwrap_or(units.len() as u64 + 1);
        let size = elem.size().unwrap_or(1);
        if units.len() as u64 > n {
            // Only the terminating null may be left out (6.7.9p14).
            let msg = format!("initializer-string for array of '{elem}' is too long");
            let near = out.near(ty, offset).filter(|_| !out.is_whole(ty, offset));
            self.pedwarn_near(at, &msg, near);
        }
        out.initialize_anew(offset, offset + n * size);
        for (i, &u) in units.iter().chain(std::iter::once(&0)).enumerate() {
            if i as u64 >= n {
                break;
            }
            out.push(InitItem {
                offset: offset + i as u64 * size,
                ty: (**elem).clone(),
                value: InitValue::Expr(Expr {
                    kind: ExprKind::IntLit(wrap(i64::from(u), elem) as u64),
                    span: e.span,
                    ty: Some((**elem).clone()),
                }),
                bits: None,
            });
        }
        Some(Type::Array(elem.clone(), Some(n)))
    }

    /// The initial bytes of a static object without a name to report.
    pub(super) fn static_bytes(
        &mut self,
        ty: &Type,
        items: &[InitItem],
    ) -> Option<symbol::GlobalInit> {
        self.object_bytes(None, ty, items, 0)
    }

    /// The initial bytes of a static object: each item must be an arithmetic constant or
    /// an address constant (6.6p7-9). `braced_name` is the object's name if its
    /// initializer is a brace list, where gcc names the element at fault in a note.
    /// `flexible` bytes for the initializer of a flexible array member follow `sizeof`.
    pub(super) fn object_bytes(
        &mut self,
        braced_name: Option<&str>,
        ty: &Type,
        items: &[InitItem],
        flexible: u64,
    ) -> Option<symbol::GlobalInit> {
        let size = (ty.size().unwrap_or(0) + flexible) as usize;
        let mut bytes = vec![0u8; size];
        let mut relocs = Vec::new();
        for item in items {
            let at = item.offset as usize;
            let width = item.ty.size().unwrap_or(0) as usize;
            let e = match &item.value {
                InitValue::Expr(e) => e,
                InitValue::Shared(e) => &**e,
                InitValue::Bytes(run) => {
                    if let Some(to) = bytes.get_mut(at..at + run.len()) {
                        to.copy_from_slice(run);
                    }
                    continue;
                }
            };
            let fmt = self.syms.target.facts().long_double;
            let value: Option<Vec<u8>> = match &item.ty {
                Type::Float { size: 4, .. } => {
                    eval_float_on(e, Some(fmt)).map(|v| (v as f32).to_le_bytes().to_vec())
                }
                Type::Float { size: 16, .. } => eval_long_double(e, fmt).map(|b| b.to_vec()),
                Type::Float { .. } => eval_float_on(e, Some(fmt)).map(|v| v.to_le_bytes().to_vec()),
                Type::Complex(part) if part.size() == Some(16) => {
                    super::constant::eval_complex_long_double(e, fmt)
                        .map(|(re, im)| [re, im].concat())
                }
                Type::Complex(part) => {
                    super::constant::eval_complex_on(e, Some(fmt)).map(|(re, im)| {
                        let mut b = Vec::new();
                        for v in [re, im] {
                            match part.size() {
                                Some(4) => b.extend_from_slice(&(v as f32).to_le_bytes()),
                                _ => b.extend_from_slice(&v.to_le_bytes()),
                            }
                        }
                        b
                    })
                }
                t if t.is_integer() => {
                    let folded = eval_int128_on(e, Some(fmt))
                        .or_else(|| eval_int128_on(&self.fold_addresses(e)?, Some(fmt)));
                    match folded {
                        Some(v) => Some(wrap128(v, t).to_le_bytes()[..width].to_vec()),
                        // An address converted to an integer as wide as a pointer.
                        None if is_address_sized(t) && item.bits.is_none() => {
                            self.address_word(e, at, &mut relocs)
                        }
                        None if self.narrowed_address(e) => {
                            let msg = "initializer element is not computable at load time";
                            return self.error(first_token(e), msg);
                        }
                        None => None,
                    }
                }
                _ => match eval_int(e) {
                    Some(v) => Some(v.to_le_bytes().to_vec()),
                    None => self.address_word(e, at, &mut relocs),
                },
            };
            let Some(value) = value else {
                let near = braced_name.and_then(|name| {
                    let path = subobject_path(ty, item.offset, &item.ty, item.bits)?;
                    Some(format!("{name}{path}"))
                });
                let at = first_token(e);
                return self.error_near(at, "initializer element is not constant", near);
            };
            if let Some((bit, w)) = item.bits {
                // Only the bytes the field occupies: in a packed structure it may cross
                // the end of its unit, or its unit reach past the end of the object.
                let end = at + (bit + w).div_ceil(8) as usize;
                if end <= bytes.len() {
                    insert_bits(&mut bytes[at..end], &value, bit, w);
                }
                continue;
            }
            if at + width <= bytes.len() {
                bytes[at..at + width].copy_from_slice(&value[..width]);
            }
        }
        if relocs.is_empty() && bytes.iter().all(|&b| b == 0) {
            return Some(symbol::GlobalInit::Zero);
        }
        Some(symbol::GlobalInit::Bytes { bytes, relocs })
    }

    /// The pointer-sized word at byte `at` holding the address constant `e`: zeros, and
    /// the relocation that writes the address, added to `relocs`.
    fn address_word(
        &mut self,
        e: &Expr,
        at: usize,
        relocs: &mut Vec<symbol::Reloc>,
    ) -> Option<Vec<u8>> {
        let (target, addend) = self.address_constant(e)?;
        let symbol = self.relocation_symbol(target);
        relocs.push(symbol::Reloc {
            offset: at as u32,
            symbol,
            addend,
        });
        Some(vec![0; 8])
    }

    /// Whether `e` is an address constant converted, as the object's type asks, to an
    /// integer narrower than a pointer (or to `_Bool` from an integer), which no relocation
    /// can write: gcc's "not computable at load time" (a cast written in the initializer,
    /// `(int)&x`, makes it "not constant", as in gcc).
    fn narrowed_address(&self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::ImplicitCast(inner) => {
                (inner.ty().is_pointer() || is_address_sized(&inner.ty()))
                    && self.address_constant(inner).is_some()
            }
            _ => false,
        }
    }

    /// The name a relocation writes for `target`: a function's or object's name in the
    /// object file as known now, noted so that `finish` can give it the final one (an asm
    /// label or an alias resolved after the initializer).
    fn relocation_symbol(&mut self, target: Target) -> String {
        match target {
            Target::Symbol(id) => {
                let name = self.syms.object_name(id).to_string();
                self.reloc_names.push((id, name.clone()));
                self.syms.static_refs.push(id);
                name
            }
            Target::Named(name) => name,
        }
    }

    /// `e` as an address constant: the name of the symbol a relocation would write and the
    /// byte offset from it (an asm `"i"` operand), the symbol counted as used.
    pub(super) fn address_symbol(&mut self, e: &Expr) -> Option<(String, i64)> {
        let (target, offset) = self.address_constant(e)?;
        Some((self.relocation_symbol(target), offset))
    }

    /// `e` with what only addresses decide folded into integer constants, as gcc folds it:
    /// an address constant converted to `_Bool` (1: no object's address is null, unless it
    /// is weak), and a comparison of two addresses in the same object (autoconf's stdbool
    /// check: `&(digs + 5)[-2 + (bool) 1] == &digs[4]`). `None` if there is nothing to fold.
    fn fold_addresses(&self, e: &Expr) -> Option<Expr> {
        let mut folded = e.clone();
        let mut changed = false;
        self.fold_addresses_in(&mut folded, &mut changed);
        changed.then_some(folded)
    }

    fn fold_addresses_in(&self, e: &mut Expr, changed: &mut bool) {
        let value = match &e.kind {
            ExprKind::ImplicitCast(inner) | ExprKind::Cast(_, inner)
                if e.ty() == Type::Bool && inner.ty().is_pointer() =>
            {
                match self.address_constant(inner) {
                    Some((Target::Symbol(id), _)) if self.may_be_null(id) => None,
                    Some(_) => Some(1),
                    None => None,
                }
            }
            // `&x != 0`, `"s" == 0`: an object's address is not null, as gcc folds it.
            ExprKind::Binary(op @ (BinaryOp::Eq | BinaryOp::Ne), l, r, _)
                if self.is_null_test(l, r) || self.is_null_test(r, l) =>
            {
                Some((*op == BinaryOp::Ne) as u64)
            }
            // `&a[3] - &a[1]`, `(long)&a[3] - (long)&a[1]`: a distance within one object.
            ExprKind::Binary(BinaryOp::Sub, l, r, _)
                if (l.ty().is_pointer() && r.ty().is_pointer())
                    || (is_address_sized(&l.ty()) && is_address_sized(&r.ty())) =>
            {
                match (
                    self.address_constant(l),
                    self.address_constant(r),
                    address_step(&l.ty()).filter(|&n| n > 0),
                ) {
                    (Some((a, x)), Some((b, y)), Some(n)) if a.same(&b) => {
                        Some(((x - y) / n) as u64)
                    }
                    _ => None,
                }
            }
            ExprKind::Binary(op, l, r, _) if l.ty().is_pointer() && r.ty().is_pointer() => {
                match (self.address_constant(l), self.address_constant(r)) {
                    (Some((a, x)), Some((b, y))) if a.same(&b) => match op {
                        BinaryOp::Eq => Some((x == y) as u64),
                        BinaryOp::Ne => Some((x != y) as u64),
                        BinaryOp::Lt => Some((x < y) as u64),
                        BinaryOp::Gt => Some((x > y) as u64),
                        BinaryOp::Le => Some((x <= y) as u64),
                        BinaryOp::Ge => Some((x >= y) as u64),
                        _ => None,
                    },
                    _ => None,
                }
            }
            _ => None,
        };
        if let Some(v) = value {
            e.kind = ExprKind::IntLit(v);
            *changed = true;
            return;
        }
        // An address that is not null where only its truth counts: `!&x`, `&x ? a : b`,
        // `&x && n`.
        let tested: Vec<&mut Expr> = match &mut e.kind {
            ExprKind::Unary(UnaryOp::LogNot, inner) => vec![&mut **inner],
            ExprKind::Conditional(c, _, _) => vec![&mut **c],
            ExprKind::Binary(BinaryOp::LogAnd | BinaryOp::LogOr, l, r, _) => {
                vec![&mut **l, &mut **r]
            }
            _ => Vec::new(),
        };
        for t in tested {
            if self.is_non_null_address(t) {
                t.kind = ExprKind::IntLit(1);
                *changed = true;
            }
        }
        match &mut e.kind {
            ExprKind::ImplicitCast(inner)
            | ExprKind::Cast(_, inner)
            | ExprKind::Unary(_, inner) => self.fold_addresses_in(inner, changed),
            ExprKind::Binary(_, l, r, _) => {
                self.fold_addresses_in(l, changed);
                self.fold_addresses_in(r, changed);
            }
            ExprKind::Conditional(c, a, b) => {
                self.fold_addresses_in(c, changed);
                self.fold_addresses_in(a, changed);
                self.fold_addresses_in(b, changed);
            }
            _ => {}
        }
    }

    /// Whether `e` is an address constant that cannot be null (not a weak symbol's).
    fn is_non_null_address(&self, e: &Expr) -> bool {
        e.ty().is_pointer()
            && match self.address_constant(e) {
                Some((Target::Symbol(id), _)) => !self.may_be_null(id),
                Some(_) => true,
                None => false,
            }
    }

    /// Whether `p == null` compares an address that cannot be null with a null pointer
    /// constant.
    fn is_null_test(&self, p: &Expr, null: &Expr) -> bool {
        self.is_non_null_address(p) && eval_int(null) == Some(0)
    }

    /// Whether the address of `id` may be null: a weak symbol's, when nothing defines it.
    fn may_be_null(&self, id: SymbolId) -> bool {
        self.syms.attrs.get(&id).is_some_and(|a| a.weak)
    }

    /// The value of a constant condition, addresses compared with null folded.
    fn condition_value(&self, c: &Expr) -> Option<i64> {
        eval_int(c).or_else(|| eval_int(&self.fold_addresses(c)?))
    }

    /// An address constant: a symbol and a byte offset from it.
    fn address_constant(&self, e: &Expr) -> Option<(Target, i64)> {
        self.symbol_and_offset(e, false)
    }

    /// The address `e` computes as a symbol and a byte offset from it, the symbol a
    /// local's too if `locals` (an address known up to its frame, not a constant).
    fn symbol_and_offset(&self, e: &Expr, locals: bool) -> Option<(Target, i64)> {
        match &e.kind {
            ExprKind::ImplicitCast(inner) | ExprKind::Cast(_, inner) => {
                let holds_address = |t: &Type| t.is_pointer() || is_address_sized(t);
                if matches!(inner.ty(), Type::Array(..) | Type::Function(_)) {
                    self.lvalue_address(inner, locals)
                } else if holds_address(&e.ty()) && holds_address(&inner.ty()) {
                    // A pointer, or an integer as wide (`(uintptr_t)&x`), holds the address.
                    self.symbol_and_offset(inner, locals)
                } else {
                    None
                }
            }
            ExprKind::Unary(UnaryOp::AddrOf, inner) => self.lvalue_address(inner, locals),
            // `c ? &x : &y` with a constant condition, as gcc folds it.
            ExprKind::Conditional(c, a, b) => match self.condition_value(c)? != 0 {
                true => self.symbol_and_offset(a, locals),
                false => self.symbol_and_offset(b, locals),
            },
            ExprKind::Binary(op @ (BinaryOp::Add | BinaryOp::Sub), l, r, _) => {
                // `p + n` steps by `address_step`.
                let (p, i) = match (l.ty().is_pointer(), r.ty().is_pointer()) {
                    (true, _) => (l, r),
                    (false, true) => (r, l),
                    _ if is_address_sized(&e.ty()) && eval_int(r).is_some() => (l, r),
                    _ if *op == BinaryOp::Add && is_address_sized(&e.ty()) => (r, l),
                    _ => return None,
                };
                let (sym, addend) = self.symbol_and_offset(p, locals)?;
                let k = eval_int(i)? * address_step(&p.ty())?;
                Some((
                    sym,
                    if *op == BinaryOp::Sub {
                        addend - k
                    } else {
                        addend + k
                    },
                ))
            }
            _ => None,
        }
    }

    fn lvalue_address(&self, e: &Expr, locals: bool) -> Option<(Target, i64)> {
        match &e.kind {
            ExprKind::Ident(_, Some(id)) => match &self.syms.get(*id).kind {
                // Each thread's instance is elsewhere: not an address constant (6.6p9).
                SymbolKind::Global(info) if info.thread_local => None,
                SymbolKind::Global(_) | SymbolKind::Function(_) => Some((Target::Symbol(*id), 0)),
                SymbolKind::Local if locals => Some((Target::Symbol(*id), 0)),
                SymbolKind::Local | SymbolKind::Typedef | SymbolKind::EnumConstant(_) => None,
            },
            ExprKind::StringLit(_, Some(i)) | ExprKind::WideStringLit(_, _, Some(i)) => {
                Some((Target::Named(string_name(*i)), 0))
            }
            ExprKind::CompoundLiteral(cl) => match &self.syms.get(cl.sym?).kind {
                SymbolKind::Global(info) => Some((Target::Named(info.ir_name.clone()), 0)),
                _ => None,
            },
            ExprKind::Index(base, index) => {
                let (sym, addend) = self.symbol_and_offset(base, locals)?;
                let size = e.ty().size()? as i64;
                Some((sym, addend + eval_int(index)? * size))
            }
            ExprKind::Unary(UnaryOp::Deref, p) => self.symbol_and_offset(p, locals),
            ExprKind::Member(base, name) => {
                let (sym, addend) = self.lvalue_address(base, locals)?;
                let Type::Struct(st) = base.ty() else {
                    return None;
                };
                Some((sym, addend + st.member(name)?.0 as i64))
            }
            ExprKind::Arrow(base, name) => {
                let (sym, addend) = self.symbol_and_offset(base, locals)?;
                let Some(Type::Struct(st)) = base.ty().pointee().cloned() else {
                    return None;
                };
                Some((sym, addend + st.member(name)?.0 as i64))
            }
            _ => None,
        }
    }

    /// Memory operands of an `asm` statement: for the lvalue `e`, an earlier one's index in
    /// `known` whose object is the same, and the distance from it in bytes; else `e`'s own
    /// symbol and offset join `known`.
    pub(super) fn same_object_as(
        &self,
        e: &Expr,
        index: usize,
        known: &mut Vec<(usize, Target, i64)>,
    ) -> Option<(usize, i64)> {
        let (sym, offset) = self.lvalue_address(e, true)?;
        if let Some((j, _, base)) = known.iter().find(|(_, s, _)| s.same(&sym)) {
            return Some((*j, offset - base));
        }
        known.push((index, sym, offset));
        None
    }
}

impl Checker<'_> {
    /// At the end of the unit: the relocations of static initializers that name a function
    /// or object by a name a later declaration changed (an asm label given after the
    /// initializer, `int f(int); void *p = f; int f(int) __asm__("g");`, or an alias
    /// resolved to its target) name it as the object file will, as in gcc.
    pub(super) fn rename_relocations(&mut self) {
        let renames: HashMap<String, String> = std::mem::take(&mut self.reloc_names)
            .into_iter()
            .filter_map(|(id, given)| {
                let now = self.syms.object_name(id);
                (now != given).then(|| (given, now.to_string()))
            })
            .collect();
        if renames.is_empty() {
            return;
        }
        for sym in &mut self.syms.table {
            if let SymbolKind::Global(GlobalInfo {
                init: Some(symbol::GlobalInit::Bytes { relocs, .. }),
                ..
            }) = &mut sym.kind
            {
                for r in relocs {
                    if let Some(now) = renames.get(&r.symbol) {
                        r.symbol = now.clone();
                    }
                }
            }
        }
    }
}

/// What an address constant is the address of: a function or object of the program, whose
/// name in the object file a later declaration may change, or a symbol of the compiler's
/// own (a string literal, a compound literal).
pub(super) enum Target {
    Symbol(SymbolId),
    Named(String),
}

impl Target {
    fn same(&self, other: &Target) -> bool {
        match (self, other) {
            (Target::Symbol(a), Target::Symbol(b)) => a == b,
            (Target::Named(a), Target::Named(b)) => a == b,
            _ => false,
        }
    }
}

impl Checker<'_> {
    /// What ISO C (or the standard `-std=` selects) does not allow of the brace list
    /// `items` starting at `sp`: no items (until C2x), designators before C99, GNU C's
    /// ranges of elements.
    fn non_iso_list(&mut self, items: &[Initializer], sp: Span) {
        if items.is_empty() {
            let brace = Span::new(sp.lo, sp.lo + 1);
            let msg = "ISO C forbids empty initializer braces";
            self.pedwarn(Pedwarn::Pedantic, brace, msg, Vec::new());
        }
        for item in items {
            let Initializer::Designated(ds, _, at) = item else {
                continue;
            };
            if self.standard() == Standard::C90 {
                let at = Span::new(at.lo, at.lo + 1);
                let msg = "ISO C90 forbids specifying subobject to initialize";
                self.pedwarn(Pedwarn::Pedantic, at, msg, Vec::new());
            }
            for d in ds {
                if let Designator::Range(_, _, dots) = d {
                    let msg = "ISO C forbids specifying range of elements to initialize";
                    self.pedwarn(Pedwarn::Pedantic, *dots, msg, Vec::new());
                }
            }
        }
    }

    /// A pedwarn given always (an error under `-pedantic-errors`) followed, as gcc's, by
    /// "(near initialization for 'x.m')" naming the object or subobject being initialized.
    fn pedwarn_near(&mut self, sp: Span, msg: &str, near: Option<String>) {
        let note = with_near_note(Diagnostic::warning(sp, ""), sp, near).notes;
        self.pedwarn(Pedwarn::Always, sp, msg, note);
    }

    /// An error with gcc's "(near initialization for ...)" note.
    fn error_near<T>(
        &mut self,
        sp: Span,
        msg: impl Into<String>,
        near: Option<String>,
    ) -> Option<T> {
        let d = Diagnostic::error(sp, msg);
        self.errors.push(with_near_note(d, sp, near));
        None
    }
}

fn with_near_note(d: Diagnostic, sp: Span, near: Option<String>) -> Diagnostic {
    match near {
        Some(name) => d.with_note(sp, format!("(near initialization for '{name}')")),
        None => d,
    }
}

/// gcc's error for a string literal initializing an array of `elem`, not of characters:
/// the wide-character element types are told they need a wide string.
fn string_for_array_of(elem: &Type) -> String {
    match elem {
        Type::Int { size: 4, .. }
        | Type::Int {
            size: 2,
            signed: false,
            ..
        } => format!(
            "cannot initialize array of '{elem}' from a string literal with type array of 'char'"
        ),
        t if t.is_integer() => {
            "array of inappropriate type initialized from string constant".into()
        }
        _ => "invalid initializer".into(),
    }
}

/// How gcc names the subobject of type `target` (a bit-field if `bits`) at byte `offset`
/// of an object of type `ty`: the designators leading to it (`.in.b`, `[1].x`), with
/// `.<anonymous>` for an anonymous member. The outermost subobject that fits is taken,
/// so a structure and its first member are told apart by their types.
fn subobject_path(
    ty: &Type,
    offset: u64,
    target: &Type,
    bits: Option<(u32, u32)>,
) -> Option<String> {
    if offset == 0 && bits.is_none() && ty == target {
        return Some(String::new());
    }
    match ty {
        Type::Array(elem, _) => {
            let size = elem.size().filter(|&s| s > 0)?;
            let i = offset / size;
            let rest = subobject_path(elem, offset - i * size, target, bits)?;
            Some(format!("[{i}]{rest}"))
        }
        Type::Struct(st) => st.body()?.members.iter().find_map(|m| {
            let size = m.ty.size()?.max(1);
            if offset < m.offset || offset >= m.offset + size {
                return None;
            }
            let rest = match m.bits {
                Some(_) if m.bits == bits && offset == m.offset && m.ty == *target => String::new(),
                Some(_) => return None,
                None => subobject_path(&m.ty, offset - m.offset, target, bits)?,
            };
            let name = m.name.as_deref().unwrap_or("<anonymous>");
            Some(format!(".{name}{rest}"))
        }),
        _ => None,
    }
}

/// An initializer being flattened: the scalars it sets, in order, and the subobjects it
/// initializes anew as a whole, which discards what earlier initializers set inside them.
#[derive(Default)]
struct Flat {
    items: Vec<InitItem>,
    /// Each subobject initialized anew: how many items came before, and its byte range.
    renewed: Vec<(usize, u64, u64)>,
    /// The object initialized, by name and type, for naming its subobjects in notes.
    object: Option<(String, Type)>,
    /// The member each union (by offset and type) was last initialized through.
    union_members: HashMap<(u64, *const StructType), u64>,
    /// Whether runs of constants for an array of arithmetic elements become one item each
    /// (`InitValue::Bytes`): for a static object, whose items only `object_bytes` reads.
    in_bulk: bool,
    /// The bytes the initializer of the object's flexible array member takes.
    flexible: u64,
}

impl Flat {
    /// Record that the union `st` at `offset` is initialized through member `index`;
    /// whether that is another member than before.
    fn switch_union_member(&mut self, offset: u64, st: &Rc<StructType>, index: u64) -> bool {
        let key = (offset, Rc::as_ptr(st));
        self.union_members.insert(key, index) != Some(index)
    }

    /// gcc's name for the subobject of type `ty` at `offset` (`x`, `x.in.b`, `x[2]`).
    fn near(&self, ty: &Type, offset: u64) -> Option<String> {
        let (name, root) = self.object.as_ref()?;
        let path = subobject_path(root, offset, ty, None)?;
        Some(format!("{name}{path}"))
    }

    /// Whether the subobject of type `ty` at `offset` is the whole object.
    fn is_whole(&self, ty: &Type, offset: u64) -> bool {
        self.object
            .as_ref()
            .is_some_and(|(_, root)| offset == 0 && root == ty)
    }

    /// gcc's name for the object enclosing that subobject (the object itself at the top):
    /// where gcc is when a designator does not fit the subobject.
    fn near_enclosing(&self, ty: &Type, offset: u64) -> Option<String> {
        let (name, root) = self.object.as_ref()?;
        let path = subobject_path(root, offset, ty, None)?;
        let parent = path.rfind(['.', '[']).map_or("", |i| &path[..i]);
        Some(format!("{name}{parent}"))
    }

    fn push(&mut self, item: InitItem) {
        self.items.push(item);
    }

    fn len(&self) -> usize {
        self.items.len()
    }

    /// The bytes `lo..hi` (a subobject) are initialized anew from here on.
    fn initialize_anew(&mut self, lo: u64, hi: u64) {
        if !self.items.is_empty() && lo < hi {
            self.renewed.push((self.items.len(), lo, hi));
        }
    }

    /// The items no later renewal discards. Subobject ranges are nested or disjoint, so
    /// one sweep from the last item back, keeping the outermost ranges renewed after the
    /// current item, decides each item with one lookup.
    fn finish(self) -> Vec<InitItem> {
        let Flat {
            items, mut renewed, ..
        } = self;
        if renewed.is_empty() {
            return items;
        }
        let mut after: std::collections::BTreeMap<u64, u64> = Default::default();
        let mut keep = vec![true; items.len()];
        for i in (0..items.len()).rev() {
            while let Some(&(_, lo, hi)) = renewed.last().filter(|r| r.0 > i) {
                renewed.pop();
                if after
                    .range(..=lo)
                    .next_back()
                    .is_some_and(|(_, &h)| h >= hi)
                {
                    continue;
                }
                let inside: Vec<u64> = after.range(lo..hi).map(|(&l, _)| l).collect();
                for l in inside {
                    after.remove(&l);
                }
                after.insert(lo, hi);
            }
            let at = items[i].offset;
            if after.range(..=at).next_back().is_some_and(|(_, &h)| at < h) {
                keep[i] = false;
            }
        }
        let mut keep = keep.into_iter();
        items
            .into_iter()
            .filter(|_| keep.next().unwrap_or(true))
            .collect()
    }
}

/// A structure or union initialized by a (checked) value of its own type. A GNU cast to
/// it is the value cast, at the start of the object (`(union u)1.5` is its `double`
/// member), so a constant one is a constant initializer, as in gcc.
fn copy_item(ty: &Type, e: &Expr, offset: u64) -> InitItem {
    match &e.kind {
        ExprKind::Cast(_, arg) | ExprKind::ImplicitCast(arg) if arg.ty().is_struct() => {
            return copy_item(&arg.ty(), arg, offset);
        }
        ExprKind::Cast(_, arg) | ExprKind::ImplicitCast(arg) => {
            return InitItem {
                offset,
                ty: arg.ty(),
                value: InitValue::Expr((**arg).clone()),
                bits: None,
            };
        }
        _ => {}
    }
    InitItem {
        offset,
        ty: ty.clone(),
        value: InitValue::Expr(e.clone()),
        bits: None,
    }
}

/// Whether `ty` is an array whose elements a run of constants may initialize in bulk: of
/// an integer type up to 8 bytes, `float` or `double`.
fn is_bulk_array(ty: &Type) -> bool {
    let Type::Array(elem, _) = ty else {
        return false;
    };
    match **elem {
        Type::Int { size, .. } => size <= 8,
        Type::Float { size, .. } => size == 4 || size == 8,
        _ => false,
    }
}

/// The bits of constant `c` converted to `elem`, where that takes no conversion (the same
/// representation: integers of the same size and signedness, or the same floating type),
/// little-endian from the lowest byte; `None` where it takes one.
fn same_representation(c: &Constant, elem: &Type) -> Option<u64> {
    match (&c.ty.ty(), elem) {
        (
            Type::Int { size, signed, .. },
            Type::Int {
                size: to_size,
                signed: to_signed,
                ..
            },
        ) if size == to_size && signed == to_signed => Some(match c.negated {
            // Two's complement: the low bytes of the negation in 64 bits.
            true => c.value.wrapping_neg(),
            false => c.value,
        }),
        (Type::Float { size: 8, .. }, Type::Float { size: 8, .. }) => {
            let v = f64::from_bits(c.value);
            Some(if c.negated { -v } else { v }.to_bits())
        }
        (Type::Float { size: 4, .. }, Type::Float { size: 4, .. }) => {
            let v = f64::from_bits(c.value) as f32;
            Some(u64::from(if c.negated { -v } else { v }.to_bits()))
        }
        _ => None,
    }
}

/// The bytes of the arithmetic constant expression `e` converted to `ty` (an integer type
/// up to 8 bytes, `float` or `double`), as [`Checker::object_bytes`] stores a scalar.
fn arithmetic_bytes(
    ty: &Type,
    e: &Expr,
    fmt: crate::target::long_double::Format,
) -> Option<Vec<u8>> {
    match ty {
        Type::Float { size: 4, .. } => {
            eval_float_on(e, Some(fmt)).map(|v| (v as f32).to_le_bytes().to_vec())
        }
        Type::Float { .. } => eval_float_on(e, Some(fmt)).map(|v| v.to_le_bytes().to_vec()),
        t => eval_int128_on(e, Some(fmt)).map(|v| wrap128(v, t).to_le_bytes().to_vec()),
    }
}

/// Replace each run of constants in `items` by its constants' expressions, one item each,
/// for a list whose elements are not taken in bulk.
fn expand_constant_runs(items: &mut Vec<Initializer>) {
    if !items.iter().any(|i| matches!(i, Initializer::Constants(_))) {
        return;
    }
    let mut expanded = Vec::with_capacity(items.len());
    for item in items.drain(..) {
        match item {
            Initializer::Constants(run) => expanded.extend(
                run.constants[run.next..]
                    .iter()
                    .map(|c| Initializer::Expr(c.expr())),
            ),
            other => expanded.push(other),
        }
    }
    *items = expanded;
}

/// An element or member a designator names: its type, where it is within its parent, and
/// its bits if it is a bit-field. An anonymous structure or union member is named through
/// the member inside it.
struct Subobject {
    ty: Type,
    offset: u64,
    bits: Option<(u32, u32)>,
    anonymous: bool,
}

/// Replace the designated initializer at `items[pos]` by its initializer, returning its
/// designators and where the designation starts: the checker has taken them in hand, and
/// the initializer is then one of the list like any other (so brace elision after
/// `.pos = 1, 2` works as without a designator).
fn take_designation(items: &mut [Initializer], pos: usize) -> (Vec<Designator>, Span) {
    let sp = initializer_span(&items[pos]);
    match std::mem::replace(&mut items[pos], Initializer::List(Vec::new(), sp)) {
        Initializer::Designated(ds, init, _) => {
            items[pos] = *init;
            (ds, sp)
        }
        other => {
            items[pos] = other;
            (Vec::new(), sp)
        }
    }
}

/// The number of elements or members of a complete array or structure type.
fn aggregate_len(ty: &Type) -> u64 {
    match ty {
        Type::Array(_, len) => len.unwrap_or(0),
        Type::Struct(st) => st.body().map_or(0, |b| b.members.len() as u64),
        _ => 0,
    }
}

/// Mark the item a bit-field member's initializer produced (its only one) as setting
/// those bits of its unit.
fn mark_bit_field(out: &mut [InitItem], before: usize, bits: Option<(u32, u32)>) {
    if let (Some(b), Some(item)) = (bits, out.get_mut(before)) {
        item.bits = Some(b);
    }
}

/// Store the low `width` bits of the little-endian `value` at bit `bit` of `field`, the
/// bytes from the start of the field's unit to its last (up to 16: a packed structure's
/// 64-bit field may start at bit 63 of its unit).
fn insert_bits(field: &mut [u8], value: &[u8], bit: u32, width: u32) {
    let mut word = [0u8; 16];
    word[..field.len()].copy_from_slice(field);
    let mut v = [0u8; 16];
    v[..value.len().min(8)].copy_from_slice(&value[..value.len().min(8)]);
    let mask = ((1u128 << width) - 1) << bit;
    let old = u128::from_le_bytes(word);
    let new = (old & !mask) | ((u128::from_le_bytes(v) << bit) & mask);
    field.copy_from_slice(&new.to_le_bytes()[..field.len()]);
}

/// The symbol name of the `i`-th string literal, as clang names them.
pub fn string_name(i: usize) -> String {
    if i == 0 {
        ".str".to_string()
    } else {
        format!(".str.{i}")
    }
}

/// Where gcc points for an initializer it complains about as a whole: an expression's
/// location (a call's is its callee), a brace list's opening brace.
fn location(init: &Initializer) -> Span {
    match init {
        Initializer::Expr(e) => expression_location(e),
        Initializer::Constants(run) => run.constants[run.next].span(),
        _ => {
            let sp = initializer_span(init);
            Span::new(sp.lo, sp.lo)
        }
    }
}

/// The first token of `e`, where gcc points the errors about an initializer's value: the
/// token's own span, or its first byte where that is all the tree tells (an operator, a
/// cast's or a parenthesised expression's `(`).
fn first_token(e: &Expr) -> Span {
    let at = |n: usize| Span::new(e.span.lo, (e.span.lo + n).min(e.span.hi));
    let leftmost = match &e.kind {
        ExprKind::ImplicitCast(inner) if inner.span.lo == e.span.lo => return first_token(inner),
        ExprKind::Binary(_, l, ..)
        | ExprKind::Assign(_, l, ..)
        | ExprKind::Conditional(l, ..)
        | ExprKind::BinaryConditional(l, ..)
        | ExprKind::Comma(l, _)
        | ExprKind::Call(l, _)
        | ExprKind::Index(l, _)
        | ExprKind::Member(l, _)
        | ExprKind::Arrow(l, _)
        | ExprKind::IncDec {
            prefix: false,
            arg: l,
            ..
        } => l,
        ExprKind::Unary(UnaryOp::Real | UnaryOp::Imag, _) => return e.span,
        ExprKind::Unary(..) | ExprKind::Cast(..) | ExprKind::CompoundLiteral(_) => return at(1),
        ExprKind::IncDec { prefix: true, .. } => return at(2),
        ExprKind::SizeofType(_) | ExprKind::SizeofExpr(_) => return at("sizeof".len()),
        ExprKind::Ident(name, _) if e.span.hi - e.span.lo > name.len() => return at(1),
        _ => return e.span,
    };
    match leftmost.span.lo == e.span.lo {
        true => first_token(leftmost),
        false => at(1),
    }
}

fn expression_location(e: &Expr) -> Span {
    match &e.kind {
        ExprKind::Call(callee, _) => callee.span,
        _ => e.span,
    }
}

pub(super) fn initializer_span(init: &Initializer) -> Span {
    match init {
        Initializer::Expr(e) => e.span,
        Initializer::List(_, sp) | Initializer::Designated(_, _, sp) => *sp,
        Initializer::Constants(run) => run.constants[run.next].span(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn item(offset: u64) -> InitItem {
        InitItem {
            offset,
            ty: Type::INT,
            value: InitValue::Expr(Expr {
                kind: ExprKind::IntLit(offset),
                span: Span::default(),
                ty: Some(Type::INT),
            }),
            bits: None,
        }
    }

    fn offsets(flat: Flat) -> Vec<u64> {
        flat.finish().iter().map(|i| i.offset).collect()
    }

    #[test]
    fn a_renewal_discards_only_earlier_items_inside_its_range() {
        let mut flat = Flat::default();
        flat.push(item(4));
        flat.push(item(12));
        flat.push(item(20));
        flat.initialize_anew(8, 20);
        flat.push(item(8));
        flat.push(item(16));
        assert_eq!(offsets(flat), [4, 20, 8, 16]);
    }

    #[test]
    fn nested_renewals_keep_the_outermost_range() {
        let mut flat = Flat::default();
        flat.push(item(0));
        flat.push(item(6));
        flat.initialize_anew(4, 8);
        flat.push(item(4));
        flat.initialize_anew(0, 16);
        flat.push(item(12));
        flat.initialize_anew(12, 16);
        flat.push(item(14));
        assert_eq!(offsets(flat), [14]);
    }
}

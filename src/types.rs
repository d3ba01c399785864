//! The C type model, shared by the parser, the AST, sema and lowering: C types (6.2.5) as
//! the front end sees them, with their sizes and alignments on the two
//! LP64 targets (x86-64 and aarch64 Linux), and their IR value types.

use crate::target::{Arch, Target};
use std::cell::RefCell;
use std::fmt;
use std::rc::Rc;

/// An index into sema's symbol table (defined here because a VLA type names the hidden
/// local holding its length; the syntax tree re-exports it).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SymbolId(pub usize);

/// A C type. Qualifiers of the object a type describes (`const int x`) belong to the
/// object (`sema::Symbol::quals`, a member's `quals`), not to its type; qualifiers below the
/// top level are recorded where C derives one type from another: a pointer knows the
/// qualifiers of what it points at (`const char *`). An array's qualifiers are its
/// elements', so they come from the object or pointer that holds the array.
///
/// Equality (`==`) ignores those pointee qualifiers: it says whether two types are the same
/// type once qualifiers are stripped at every level, which is what most of the front end
/// asks (is it `void *`, are two declarations of a function the same). Where C looks at
/// qualifiers (conversions that discard them, `_Atomic` pointees) the check compares them
/// itself (`Type::same_qualified`).
#[derive(Clone, Debug)]
pub enum Type {
    Void,
    /// `_Bool`.
    Bool,
    /// The integer types: `char` (size 1) up to `long long` (size 8). `kind` keeps apart
    /// the types C distinguishes though they share a representation (see `IntKind`).
    Int {
        size: u8,
        signed: bool,
        kind: IntKind,
    },
    /// `float` (4), `double` (8), `long double` (16: x87's 80-bit format on x86-64, IEEE
    /// binary128 on aarch64), and with `floatn` TS 18661-3's types of those formats: distinct
    /// types, the same values (see `FloatN`).
    Float {
        size: u8,
        floatn: Option<FloatN>,
    },
    /// The pointee and its qualifiers.
    Pointer(Rc<Type>, Quals),
    /// Element type and length (`None` for `int a[]` before its initializer sets it).
    Array(Rc<Type>, Option<u64>),
    /// A variable length array (6.7.6.2p4): the element type and the hidden local that
    /// holds the number of elements, set where the declarator's size is evaluated. It has
    /// no size known at compile time (`size()` is `None`); lowering computes it.
    Vla(Rc<Type>, SymbolId),
    Function(Rc<FuncType>),
    /// `_Complex` of a real type (`double _Complex`; GNU C allows integer ones too): laid
    /// out as two of them, the real part first. Floating ones have values
    /// (`lower::complex`); integer ones are only declared (sema refuses objects of them).
    Complex(Rc<Type>),
    /// A GNU vector (`vector_size(N)`): the element type and the size in bytes (a power of
    /// two, a multiple of the element's). Laid out as gcc does it, aligned to its size up
    /// to 16 bytes, so that structures holding one match gcc's; not supported in objects
    /// and expressions (issue 38 brings vector operations).
    Vector(Rc<Type>, u64),
    /// A structure or union. Two struct types are the same type only if they come from the
    /// same declaration, so this compares by identity (see `StructType`'s `PartialEq`).
    Struct(Rc<StructType>),
}

/// Type qualifiers (6.7.3): of an object, a member, or what a pointer points at.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Quals {
    pub is_const: bool,
    pub is_volatile: bool,
    /// `_Atomic`: its loads, stores and compound assignments are atomic (see
    /// `lower::atomic`).
    pub is_atomic: bool,
    pub is_restrict: bool,
}

impl Quals {
    pub const NONE: Quals = Quals {
        is_const: false,
        is_volatile: false,
        is_atomic: false,
        is_restrict: false,
    };

    /// Both sets together (a member of a `const` structure is `const`).
    pub fn union(self, o: Quals) -> Quals {
        Quals {
            is_const: self.is_const || o.is_const,
            is_volatile: self.is_volatile || o.is_volatile,
            is_atomic: self.is_atomic || o.is_atomic,
            is_restrict: self.is_restrict || o.is_restrict,
        }
    }

    /// The qualifiers of `self` that `o` lacks.
    pub fn minus(self, o: Quals) -> Quals {
        Quals {
            is_const: self.is_const && !o.is_const,
            is_volatile: self.is_volatile && !o.is_volatile,
            is_atomic: self.is_atomic && !o.is_atomic,
            is_restrict: self.is_restrict && !o.is_restrict,
        }
    }

    pub fn is_empty(self) -> bool {
        self == Quals::NONE
    }

    /// The qualifiers as gcc lists them, separated by spaces (`const volatile`).
    pub fn words(self) -> String {
        let named = [
            (self.is_atomic, "_Atomic"),
            (self.is_const, "const"),
            (self.is_volatile, "volatile"),
            (self.is_restrict, "restrict"),
        ];
        let words: Vec<&str> = named
            .iter()
            .filter(|(on, _)| *on)
            .map(|(_, w)| *w)
            .collect();
        words.join(" ")
    }
}

/// Which of the integer types of one size and signedness an `Int` is. C makes plain `char`
/// a type of its own, distinct from `signed char` and `unsigned char` though it has the
/// representation of one of them (6.2.5p15), and `long long` distinct from `long` though
/// both are 64 bits on LP64: they are not compatible (two declarations of one object
/// conflict, `_Generic` tells them apart, pointers to them do not convert silently), and
/// gcc names them apart in diagnostics. Everything else (size, signedness, conversions,
/// layout, the IR) looks only at `size` and `signed`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum IntKind {
    /// `signed char`, `unsigned char`, `short`, `int`, `long` and their unsigned forms.
    #[default]
    Standard,
    /// Plain `char` (`size` 1; `signed` as on the target).
    Char,
    /// `long long` and `unsigned long long` (`size` 8).
    LongLong,
}

/// The interchange and extended floating types of TS 18661-3 that gcc 12 has on x86-64 and
/// aarch64 (`_Float32`, ...; keywords from gcc 7). Each has the format of one of C's types
/// and is a `Type::Float` of its size, so conversions, layout and the IR treat it as that
/// type; but it is a type of its own, as in gcc: not compatible with it (`_Generic` and
/// `__builtin_types_compatible_p` tell them apart, which glibc's `<math.h>` relies on from gcc
/// 7), and ranked apart in the usual arithmetic conversions (`Type::float_rank`). `_Float128`
/// is binary128, long double's format on aarch64; on x86-64 it has no format tcc-rs computes
/// in, and sema refuses its values (`Checker::check_supported`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FloatN {
    F32,
    F64,
    F32x,
    F64x,
    F128,
}

impl FloatN {
    pub fn keyword(self) -> &'static str {
        match self {
            FloatN::F32 => "_Float32",
            FloatN::F64 => "_Float64",
            FloatN::F32x => "_Float32x",
            FloatN::F64x => "_Float64x",
            FloatN::F128 => "_Float128",
        }
    }

    /// Its size in bytes: that of the C type of its format.
    pub const fn size(self) -> u8 {
        match self {
            FloatN::F32 => 4,
            FloatN::F64 | FloatN::F32x => 8,
            FloatN::F64x | FloatN::F128 => 16,
        }
    }

    /// Whether it is an interchange type (`_FloatN`) rather than an extended one (`_FloatNx`).
    fn interchange(self) -> bool {
        matches!(self, FloatN::F32 | FloatN::F64 | FloatN::F128)
    }
}

impl Type {
    /// How the usual arithmetic conversions rank a floating type (`None` for others): the
    /// higher one is the common type. As gcc's `c_common_type` after TS 18661-3: the more
    /// precise first (on these targets, the larger; x86-64's `_Float128`, wider than its long
    /// double, is also preferred below), then among types of one format an interchange type
    /// (`_Float64`) before a standard one (`double`) before an extended one (`_Float32x`).
    pub fn float_rank(&self) -> Option<(u8, u8)> {
        let Type::Float { size, floatn } = self else {
            return None;
        };
        let kind = match floatn {
            Some(n) if n.interchange() => 2,
            None => 1,
            Some(_) => 0,
        };
        Some((*size, kind))
    }
}

/// A structure or union type (6.7.2.1). It is incomplete until its body is seen; the body
/// is filled in then, so every earlier `struct S *` sees the completed type.
pub struct StructType {
    pub tag: Option<Rc<str>>,
    pub union: bool,
    pub body: RefCell<Option<Rc<StructBody>>>,
    /// GNU `transparent_union`: a parameter of this union type takes an argument of any
    /// member's type (the union then holds it), passed as the union is, which is how its
    /// first member is passed (gcc allows the attribute only where that holds).
    pub transparent: std::cell::Cell<bool>,
}

/// The laid-out members of a complete structure or union, as gcc lays them out on LP64
/// targets: each member at the next multiple of its alignment (all at 0 in a union), the
/// size rounded up to the largest alignment.
#[derive(Debug)]
pub struct StructBody {
    pub members: Vec<Member>,
    pub size: u64,
    pub align: u64,
    /// gcc's `TYPE_USER_ALIGN`: an `aligned` or `_Alignas` (on the type, a member, or a
    /// member's type) decides `align`, which `_Alignof` then gives whole (`Type::c11_align`).
    pub user_align: bool,
}

#[derive(Clone, Debug)]
pub struct Member {
    /// The member's own qualifiers (`_Atomic int n;`), added to those of the structure
    /// object it is reached through.
    pub quals: Quals,
    /// `None` for an anonymous structure or union member (C11), whose members are found
    /// through it.
    pub name: Option<Rc<str>>,
    pub ty: Type,
    /// For a bit-field, the byte offset of its storage unit (an aligned object of its
    /// declared type).
    pub offset: u64,
    /// For a bit-field: its first bit within the unit (from the least significant) and
    /// its width.
    pub bits: Option<(u32, u32)>,
    /// How its declaration names its type, for `-g` (see [`Spelled`]).
    pub spelled: Option<Spelled>,
}

impl Member {
    /// A bit-field of a packed structure whose bits cross the end of the storage unit its
    /// type gives it (`int b : 30` after 11 bits), as gcc lays it out: lowering accesses
    /// the bytes it spans rather than its unit.
    pub fn straddles_its_unit(&self) -> bool {
        let unit = self.ty.size().unwrap_or(0) * 8;
        self.bits.is_some_and(|(bit, w)| u64::from(bit + w) > unit)
    }
}

/// A member found by name: offset, type, bit-field position and width, qualifiers.
type FoundMember = (u64, Type, Option<(u32, u32)>, Quals);

impl PartialEq for StructType {
    fn eq(&self, other: &StructType) -> bool {
        std::ptr::eq(self, other)
    }
}

impl fmt::Debug for StructType {
    /// Only the name: a self-referential structure's body would print forever.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kw = if self.union { "union" } else { "struct" };
        write!(f, "{kw} {}", self.tag.as_deref().unwrap_or("<anonymous>"))
    }
}

impl StructType {
    pub fn new(tag: Option<Rc<str>>, union: bool) -> StructType {
        StructType {
            tag,
            union,
            body: RefCell::new(None),
            transparent: Default::default(),
        }
    }

    pub fn body(&self) -> Option<Rc<StructBody>> {
        self.body.borrow().clone()
    }

    /// The type a GNU `aligned(N)` typedef of this complete type names: the same members
    /// and size, aligned to `align` (more or less than before), as gcc has it.
    pub fn with_alignment(&self, align: u64) -> Option<StructType> {
        let body = self.body()?;
        let aligned = StructBody {
            members: body.members.clone(),
            size: body.size,
            align,
            user_align: true,
        };
        Some(StructType {
            tag: self.tag.clone(),
            union: self.union,
            body: RefCell::new(Some(Rc::new(aligned))),
            transparent: self.transparent.clone(),
        })
    }

    /// The type a GNU `transparent_union` typedef of this union names, where the union
    /// is defined elsewhere: the same union, transparent (gcc makes such a variant).
    pub fn transparent_variant(&self) -> StructType {
        StructType {
            tag: self.tag.clone(),
            union: self.union,
            body: RefCell::new(self.body()),
            transparent: std::cell::Cell::new(true),
        }
    }

    /// The member called `name` with its offset from the start of the object, looking
    /// inside anonymous members too.
    pub fn member(&self, name: &str) -> Option<(u64, Type)> {
        self.find(name).map(|(off, ty, _, _)| (off, ty))
    }

    /// The qualifiers of member `name` (with those of the anonymous members it is in).
    pub fn member_quals(&self, name: &str) -> Quals {
        self.find(name).map_or(Quals::NONE, |(_, _, _, q)| q)
    }

    /// The bit position and width of member `name`, if it is a bit-field.
    pub fn member_bits(&self, name: &str) -> Option<(u32, u32)> {
        self.find(name).and_then(|(_, _, bits, _)| bits)
    }

    fn find(&self, name: &str) -> Option<FoundMember> {
        let body = self.body()?;
        for m in &body.members {
            match (&m.name, &m.ty) {
                (Some(n), _) if &**n == name => {
                    return Some((m.offset, m.ty.clone(), m.bits, m.quals))
                }
                (None, Type::Struct(inner)) => {
                    if let Some((off, ty, bits, q)) = inner.find(name) {
                        return Some((m.offset + off, ty, bits, q.union(m.quals)));
                    }
                }
                _ => {}
            }
        }
        None
    }

    /// Lay out members in declaration order, with nothing asked of the layout (see
    /// `layout_with`); a member with a width is a bit-field.
    pub fn layout(
        union: bool,
        members: Vec<(Option<Rc<str>>, Type, Option<u32>)>,
        target: Target,
    ) -> StructBody {
        StructType::layout_with(union, members, &[], Packing::default(), target)
    }

    /// Lay out members in declaration order as gcc does on both targets (`layout_record`,
    /// `place_field` and `layout_decl` in its `stor-layout.cc`), with what the declarations
    /// ask of it: each member's own alignment (`_Alignas`, `aligned`) and `packed` (missing
    /// entries ask for nothing), and the type's `packed`, `aligned` and `#pragma pack` (see
    /// `Packing`). Each member is placed at the next multiple of its alignment
    /// (`member_alignment`); a bit-field, whose alignment is only what it names, goes at the
    /// next free bit unless its bits would span more units of its type's alignment than
    /// its type does (`crosses_its_units`), where it moves to the next unit, which neither
    /// `packed` nor `#pragma pack` do. The structure is aligned to the strictest of its
    /// members and of its named bit-fields' types (`record_alignment`), and its size is a
    /// multiple of that. Work is in bits, as gcc's is.
    pub fn layout_with(
        union: bool,
        members: Vec<(Option<Rc<str>>, Type, Option<u32>)>,
        member_attrs: &[MemberAttrs],
        packing: Packing,
        target: Target,
    ) -> StructBody {
        let anonymous_bit_fields_align = target.facts().unnamed_bit_fields_align;
        let pragma = packing.max_field_align * 8;
        let mut end = 0u64;
        let mut record_align = 8u64.max(packing.min_align * 8);
        let mut user_align = packing.min_align > 0;
        // gcc's `offset_align`: positions are kept as multiples of it plus bits.
        let granule = BIGGEST_ALIGNMENT.max(record_align);
        let mut laid = Vec::with_capacity(members.len());
        for (i, (name, ty, width)) in members.into_iter().enumerate() {
            let attrs = member_attrs.get(i).copied().unwrap_or_default();
            let field = Field {
                type_align: match attrs.type_align {
                    0 => ty.align_on(target) * 8,
                    own => own * 8,
                },
                type_bits: ty.size().unwrap_or(0) * 8,
                width,
                user_align: attrs.align * 8,
                packed: width != Some(0) && (attrs.packed || packing.packed),
                pragma: if width == Some(0) { 0 } else { pragma },
            };
            user_align |= field.user_aligned(&attrs, &ty);
            let start = if union { 0 } else { end };
            let align = field.alignment(start);
            if width.is_none() || name.is_some() || anonymous_bit_fields_align {
                record_align = record_align.max(field.record_alignment(align, pragma));
            }
            let at = match union {
                true => 0,
                false => field.position(start, align, pragma, granule),
            };
            end = match (union, width) {
                (false, Some(w)) => at + u64::from(w),
                (false, None) => at + field.type_bits,
                (true, Some(w)) => end.max(u64::from(w).next_multiple_of(8)),
                (true, None) => end.max(field.type_bits),
            };
            if width == Some(0) {
                continue;
            }
            let (offset, bits) = match width {
                Some(w) => {
                    let unit = field.type_bits;
                    let offset = at.checked_div(unit).map_or(0, |u| u * unit / 8);
                    (offset, Some(((at - offset * 8) as u32, w)))
                }
                None => (at / 8, None),
            };
            laid.push(Member {
                quals: attrs.quals,
                name,
                ty,
                offset,
                bits,
                spelled: None,
            });
        }
        let align = record_align / 8;
        StructBody {
            members: laid,
            size: end.div_ceil(8).next_multiple_of(align),
            align,
            user_align,
        }
    }
}

/// gcc's `BIGGEST_ALIGNMENT` in bits on both targets (x86-64 without AVX, aarch64).
const BIGGEST_ALIGNMENT: u64 = 128;

/// One member as gcc's layout sees it, in bits.
struct Field {
    /// Its type's alignment (an `aligned(N)` typedef's, more or less than the type's own).
    type_align: u64,
    type_bits: u64,
    /// A bit-field's width.
    width: Option<u32>,
    /// What `_Alignas` or `aligned(N)` on the member asks for (0: nothing).
    user_align: u64,
    /// gcc's `DECL_PACKED`: never for a zero-width bit-field.
    packed: bool,
    /// The `#pragma pack` cap that applies to it: none for a zero-width bit-field.
    pragma: u64,
}

impl Field {
    /// gcc's `DECL_ALIGN` (`layout_decl`), where the member would start at bit `at`: a
    /// member is aligned to its type unless packed (then to a byte, or to what it names);
    /// a bit-field only to what it names, or to its type if its width is zero, or to its
    /// width where that is a machine integer's and `at` is already that aligned (gcc then
    /// accesses it as an ordinary integer, and the structure takes that alignment); then
    /// `#pragma pack` caps it.
    fn alignment(&self, at: u64) -> u64 {
        let mut align = self.user_align.max(1);
        match self.width {
            Some(0) => align = align.max(self.type_align),
            Some(w) if self.is_ordinary_integer_at(at) => align = align.max(u64::from(w)),
            Some(_) => {}
            None if self.packed && self.user_align > 0 => {}
            None => align = align.max(self.type_align),
        }
        if self.packed && self.user_align == 0 {
            align = align.min(8);
        }
        match self.pragma {
            0 => align,
            cap => align.min(cap),
        }
    }

    /// Whether gcc makes a bit-field that would start at bit `at` an ordinary integer
    /// (`layout_decl`): its width is a machine integer's, `at` is aligned to it, and the
    /// bit-field is not packed (unless one byte wide).
    fn is_ordinary_integer_at(&self, at: u64) -> bool {
        let Some(w) = self.width.map(u64::from) else {
            return false;
        };
        matches!(w, 8 | 16 | 32 | 64)
            && !(w > 8 && self.packed)
            && (at == 0 || (at & at.wrapping_neg()) >= w)
    }

    /// Whether gcc's `DECL_USER_ALIGN` of the member is set once `layout_decl` is done
    /// with it, which makes its structure's `TYPE_USER_ALIGN`: its own `aligned(N)` or
    /// `_Alignas` counts unless its type asks for more (`do_type_align` then takes the
    /// type's flag), except on a bit-field or a packed member, which keep it; an `aligned`
    /// typedef of its type, or a structure type with the flag, always counts.
    fn user_aligned(&self, attrs: &MemberAttrs, ty: &Type) -> bool {
        let kept = self.width.is_some_and(|w| w > 0) || attrs.packed;
        let own = attrs.align > 0 && (kept || attrs.align * 8 >= self.type_align);
        own || attrs.type_align > 0 || ty.user_aligned()
    }

    /// What the member asks of its structure's alignment (`update_alignment_for_field`),
    /// given its own `align`: a bit-field also its type's alignment, capped by `#pragma
    /// pack` (the structure's, also for a zero-width bit-field) or packing.
    fn record_alignment(&self, align: u64, pragma: u64) -> u64 {
        let Some(w) = self.width else {
            return align;
        };
        let type_align = if w == 0 {
            self.type_align
        } else if pragma > 0 {
            self.type_align.min(pragma)
        } else if self.packed {
            self.type_align.min(8)
        } else {
            self.type_align
        };
        align.max(type_align)
    }

    /// Where a member that would start at bit `start` goes, aligned to `align`
    /// (`place_field`): a bit-field whose bits would span more units of its type's
    /// alignment than its type moves to the next unit, unless it is packed, `#pragma pack`
    /// is in effect or gcc made it an ordinary integer.
    ///
    /// gcc keeps a position as bytes, a multiple of `granule` (its largest alignment,
    /// `BIGGEST_ALIGNMENT`, or the type's own `aligned(N)` if more), and bits past them, which it carries into the bytes only
    /// once the member is placed, and it aligns the bits alone: a type aligned to more than
    /// the largest alignment (`aligned(32)`) then moves the bit-field past the next multiple
    /// of its alignment, and so does an alignment that already carried the bits over.
    fn position(&self, start: u64, align: u64, pragma: u64, granule: u64) -> u64 {
        let (base, mut bits) = match align < granule {
            true => {
                let bits = start % granule;
                (start - bits, bits.next_multiple_of(align))
            }
            false => (start.next_multiple_of(align), 0),
        };
        let at = base + bits;
        let Some(w) = self.width.map(u64::from).filter(|&w| w > 0) else {
            return at;
        };
        let converted = self.is_ordinary_integer_at(start);
        let unit = self.type_align;
        let spans = (at % unit + w).div_ceil(unit) > self.type_bits / unit;
        if !converted && !self.packed && pragma == 0 && spans {
            bits = bits.next_multiple_of(unit);
        }
        base + bits
    }
}

/// What the attributes of a structure or union type, and the `#pragma pack` in effect
/// where it is defined, ask of its layout.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Packing {
    /// `__attribute__((packed))` on the type: every member as if it were declared packed.
    pub packed: bool,
    /// `#pragma pack(N)`: no member aligned to more than N bytes (0: no limit).
    pub max_field_align: u64,
    /// `aligned(N)` on the type: at least that alignment (0: none).
    pub min_align: u64,
}

/// What a member's own declaration asks of the layout.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MemberAttrs {
    /// `_Alignas(N)` or `__attribute__((aligned(N)))` (0: none).
    pub align: u64,
    /// `__attribute__((packed))` on the member.
    pub packed: bool,
    /// The alignment of the `aligned(N)` typedef the member is declared with, in place of
    /// its type's own, more or less than it (0: the type's own).
    pub type_align: u64,
    /// The member's qualifiers, which it keeps (they do not affect the layout).
    pub quals: Quals,
}

#[derive(Clone, Debug, PartialEq)]
pub struct FuncType {
    pub ret: Type,
    pub params: Vec<Type>,
    pub variadic: bool,
    /// False for an old-style `int f()` declaration, which says nothing about parameters.
    pub prototyped: bool,
    /// GNU `__attribute__((ms_abi))` (x86-64): called with the Microsoft x64 convention. A
    /// function type with it is another type than one without, as in gcc.
    pub ms_abi: bool,
}

impl Type {
    pub const INT: Type = Type::int(4, true);
    pub const UINT: Type = Type::int(4, false);
    pub const LONG: Type = Type::int(8, true);
    pub const ULONG: Type = Type::int(8, false);
    pub const LONG_LONG: Type = Type::Int {
        size: 8,
        signed: true,
        kind: IntKind::LongLong,
    };
    pub const ULONG_LONG: Type = Type::Int {
        size: 8,
        signed: false,
        kind: IntKind::LongLong,
    };
    pub const FLOAT: Type = Type::Float {
        size: 4,
        floatn: None,
    };
    pub const DOUBLE: Type = Type::Float {
        size: 8,
        floatn: None,
    };
    pub const LONG_DOUBLE: Type = Type::Float {
        size: 16,
        floatn: None,
    };

    /// The standard floating type of `size` bytes (`float`, `double`, `long double`).
    pub const fn float(size: u8) -> Type {
        Type::Float { size, floatn: None }
    }

    /// TS 18661-3's type `n`.
    pub const fn float_n(n: FloatN) -> Type {
        Type::Float {
            size: n.size(),
            floatn: Some(n),
        }
    }

    /// The standard integer type of `size` bytes and that signedness (`signed char`,
    /// `unsigned char`, `short` ... `unsigned long`).
    pub const fn int(size: u8, signed: bool) -> Type {
        Type::Int {
            size,
            signed,
            kind: IntKind::Standard,
        }
    }

    /// Plain `char`, signed or not as on the target.
    pub const fn plain_char(signed: bool) -> Type {
        Type::Int {
            size: 1,
            signed,
            kind: IntKind::Char,
        }
    }

    /// The same integer type with the other signedness where C has one (`unsigned long
    /// long` for `long long`); plain `char` has none, so it gives `signed char` or
    /// `unsigned char`. Other types are returned as they are.
    pub fn with_signedness(&self, signed: bool) -> Type {
        match self {
            Type::Int { size, kind, .. } => Type::Int {
                size: *size,
                signed,
                kind: match kind {
                    IntKind::Char => IntKind::Standard,
                    k => *k,
                },
            },
            t => t.clone(),
        }
    }

    pub fn pointer_to(t: Type) -> Type {
        Type::Pointer(Rc::new(t), Quals::NONE)
    }

    /// A pointer to `t` qualified by `q` (`const char *`).
    pub fn pointer_to_qualified(t: Type, q: Quals) -> Type {
        Type::Pointer(Rc::new(t), q)
    }

    /// The qualifiers of what a pointer points at (none for other types).
    pub fn pointee_quals(&self) -> Quals {
        match self {
            Type::Pointer(_, q) => *q,
            _ => Quals::NONE,
        }
    }

    /// `==`, and the same qualifiers below the top level too.
    pub fn same_qualified(&self, o: &Type) -> bool {
        match (self, o) {
            (Type::Pointer(a, qa), Type::Pointer(b, qb)) => qa == qb && a.same_qualified(b),
            (Type::Array(a, la), Type::Array(b, lb)) => la == lb && a.same_qualified(b),
            // A parameter's or the result's own qualifiers are not part of the type, but
            // those below them are (`void (*)(const int *)` is not `void (*)(int *)`).
            (Type::Function(a), Type::Function(b)) => {
                a == b
                    && a.ret.same_qualified(&b.ret)
                    && a.params
                        .iter()
                        .zip(&b.params)
                        .all(|(x, y)| x.same_qualified(y))
            }
            _ => self == o,
        }
    }

    pub fn is_integer(&self) -> bool {
        matches!(self, Type::Int { .. } | Type::Bool)
    }

    pub fn is_float(&self) -> bool {
        matches!(self, Type::Float { .. })
    }

    /// Whether it has `long double`'s format (`long double`, `_Float64x`; on aarch64
    /// `_Float128` too).
    pub fn is_long_double(&self) -> bool {
        matches!(self, Type::Float { size: 16, .. })
    }

    pub fn is_arithmetic(&self) -> bool {
        self.is_integer() || self.is_float()
    }

    pub fn is_pointer(&self) -> bool {
        matches!(self, Type::Pointer(..))
    }

    pub fn is_scalar(&self) -> bool {
        self.is_arithmetic() || self.is_pointer()
    }

    /// A structure or union (complete or not).
    pub fn is_struct(&self) -> bool {
        matches!(self, Type::Struct(_))
    }

    /// A complex type (`double _Complex`).
    /// A GNU vector (`vector_size`).
    pub fn is_vector(&self) -> bool {
        matches!(self, Type::Vector(..))
    }

    pub fn is_complex(&self) -> bool {
        matches!(self, Type::Complex(_))
    }

    /// The real type of a complex type's parts; a real type is its own.
    pub fn real_part(&self) -> &Type {
        match self {
            Type::Complex(real) => real,
            t => t,
        }
    }

    /// A value lowering keeps in memory and represents by the object's address: a
    /// structure, a union, a complex number (laid out as `{ re, im }`), or a GNU vector
    /// wider than Cranelift's 16-byte SIMD registers.
    pub fn is_aggregate(&self) -> bool {
        matches!(self, Type::Struct(_) | Type::Complex(_)) || self.is_wide_vector()
    }

    /// A GNU vector of 32 or 64 bytes (AVX's sizes), which no SIMD type of Cranelift's
    /// holds on our targets: lowering keeps it in memory and works on its 16-byte halves.
    pub fn is_wide_vector(&self) -> bool {
        matches!(self, Type::Vector(_, size) if *size > 16)
    }

    pub fn is_void(&self) -> bool {
        matches!(self, Type::Void)
    }

    pub fn is_signed(&self) -> bool {
        match self {
            Type::Int { signed, .. } => *signed,
            Type::Float { .. } => true,
            _ => false,
        }
    }

    /// An array of either kind.
    pub fn is_array(&self) -> bool {
        matches!(self, Type::Array(..) | Type::Vla(..))
    }

    /// The element type of an array of either kind.
    pub fn element(&self) -> Option<&Rc<Type>> {
        match self {
            Type::Array(elem, _) | Type::Vla(elem, _) => Some(elem),
            _ => None,
        }
    }

    /// A variably modified type (6.7.6p3): a variable length array, or derived from one
    /// (an array of them, a pointer to one).
    pub fn is_variably_modified(&self) -> bool {
        match self {
            Type::Vla(..) => true,
            Type::Array(elem, _) | Type::Pointer(elem, _) => elem.is_variably_modified(),
            _ => false,
        }
    }

    /// An object type whose size is known only at run time: a variable length array, or
    /// an array of them.
    pub fn has_runtime_size(&self) -> bool {
        match self {
            Type::Vla(..) => true,
            Type::Array(elem, _) => elem.has_runtime_size(),
            _ => false,
        }
    }

    /// The pointee of a pointer type.
    pub fn pointee(&self) -> Option<&Type> {
        match self {
            Type::Pointer(t, _) => Some(t),
            _ => None,
        }
    }

    /// Size in bytes (`sizeof`); `None` for incomplete types and functions.
    pub fn size(&self) -> Option<u64> {
        match self {
            Type::Void | Type::Function(_) | Type::Vla(..) => None,
            Type::Struct(st) => st.body().map(|b| b.size),
            Type::Bool => Some(1),
            Type::Int { size, .. } | Type::Float { size, .. } => Some(*size as u64),
            Type::Pointer(..) => Some(8),
            Type::Array(elem, len) => Some(elem.size()? * (*len)?),
            Type::Complex(real) => Some(real.size()? * 2),
            Type::Vector(_, size) => Some(*size),
        }
    }

    /// The alignment of an object of this type (gcc's `__alignof__`) on x86-64, where a GNU
    /// vector is aligned to its size, also a 32- or 64-byte one without AVX; `align_on`
    /// gives aarch64's.
    pub fn align(&self) -> u64 {
        match self {
            Type::Array(elem, _) | Type::Vla(elem, _) | Type::Complex(elem) => elem.align(),
            Type::Struct(st) => st.body().map_or(1, |b| b.align),
            Type::Vector(_, size) => *size,
            t => t.size().unwrap_or(1).max(1),
        }
    }

    /// The alignment of an object of this type on `target`: aarch64 aligns a GNU vector to
    /// at most 16 bytes (its `BIGGEST_ALIGNMENT`); a structure's was laid out for its target.
    pub fn align_on(&self, target: Target) -> u64 {
        match self {
            Type::Array(elem, _) | Type::Vla(elem, _) => elem.align_on(target),
            Type::Vector(_, size) if target.arch() == Arch::Aarch64 => (*size).min(16),
            t => t.align(),
        }
    }

    /// What C11's `_Alignof` of this type answers, as gcc's `min_align_of_type` does: an
    /// alignment above `BIGGEST_ALIGNMENT` (16) that no `aligned` or `_Alignas` decided
    /// (a 32-byte vector's, and a structure's that holds one) is given as 16.
    pub fn c11_align(&self) -> u64 {
        match self.user_aligned() {
            true => self.align(),
            false => self.align().min(BIGGEST_ALIGNMENT / 8),
        }
    }

    /// gcc's `TYPE_USER_ALIGN`, which tcc-rs's types have only as structures (see
    /// `StructBody::user_align`); an `aligned` typedef's is its declaration's business.
    fn user_aligned(&self) -> bool {
        match self {
            Type::Array(elem, _) | Type::Vla(elem, _) => elem.user_aligned(),
            Type::Struct(st) => st.body().is_some_and(|b| b.user_align),
            _ => false,
        }
    }

    /// Integer conversion rank (6.3.1.1): by size, and `long long` above `long`.
    pub fn rank(&self) -> u8 {
        match self {
            Type::Int { size, kind, .. } => size * 2 + u8::from(*kind == IntKind::LongLong),
            _ => 0,
        }
    }
}

impl PartialEq for Type {
    /// The same type with qualifiers below the top level ignored (see `Type`).
    fn eq(&self, o: &Type) -> bool {
        match (self, o) {
            (Type::Void, Type::Void) | (Type::Bool, Type::Bool) => true,
            (
                Type::Int { size, signed, kind },
                Type::Int {
                    size: s2,
                    signed: g2,
                    kind: k2,
                },
            ) => size == s2 && signed == g2 && kind == k2,
            (
                Type::Float { size, floatn },
                Type::Float {
                    size: s2,
                    floatn: n2,
                },
            ) => size == s2 && floatn == n2,
            (Type::Pointer(a, _), Type::Pointer(b, _)) => a == b,
            (Type::Array(a, la), Type::Array(b, lb)) => la == lb && a == b,
            (Type::Vla(a, na), Type::Vla(b, nb)) => na == nb && a == b,
            (Type::Function(a), Type::Function(b)) => a == b,
            (Type::Complex(a), Type::Complex(b)) => a == b,
            (Type::Vector(a, na), Type::Vector(b, nb)) => na == nb && a == b,
            (Type::Struct(a), Type::Struct(b)) => a == b,
            _ => false,
        }
    }
}

impl fmt::Display for Type {
    /// The type as gcc spells it in diagnostics: the specifiers, then an abstract
    /// declarator (`const char *`, `char * const*`, `int (*)[3]`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&spelled(self, Quals::NONE, String::new()))
    }
}

/// `ty` qualified by `q`, around the declarator `decl` built so far (from the outside in,
/// as gcc's pretty printer does: each pointer adds `*` and its own qualifiers on the
/// left, an array or function its suffix on the right, in parentheses after a pointer).
fn spelled(ty: &Type, q: Quals, decl: String) -> String {
    match ty {
        Type::Pointer(inner, iq) => {
            let own = if q.is_empty() {
                String::new()
            } else {
                format!(" {}", q.words())
            };
            let mut d = format!("*{own}{decl}");
            match &**inner {
                // gcc names the calling convention of a pointer's function type there.
                Type::Function(ft) if ft.ms_abi => d = format!("(__attribute__((ms_abi)) {d})"),
                Type::Array(..) | Type::Vla(..) | Type::Function(_) => d = format!("({d})"),
                _ => {}
            }
            spelled(inner, *iq, d)
        }
        Type::Array(elem, Some(n)) => around(elem, q, format!("{decl}[{n}]")),
        Type::Array(elem, None) => around(elem, q, format!("{decl}[]")),
        Type::Vla(elem, _) => around(elem, q, format!("{decl}[*]")),
        Type::Function(ft) => around(&ft.ret, Quals::NONE, format!("{decl}({})", params_text(ft))),
        base => {
            let words = if q.is_empty() {
                String::new()
            } else {
                format!("{} ", q.words())
            };
            let pointer = ["*", "(*", "(__attribute__"];
            let sep = if pointer.iter().any(|p| decl.starts_with(p)) {
                " "
            } else {
                ""
            };
            format!("{words}{}{sep}{decl}", BaseName(base))
        }
    }
}

/// `spelled` for the element or return type of an array or function declarator `decl`:
/// after a parenthesised pointer, gcc writes a pointer element or return type whole, then
/// a space (`int * (*)(int *)`).
fn around(inner: &Type, q: Quals, decl: String) -> String {
    match inner {
        Type::Pointer(..) if decl.starts_with('(') => {
            format!("{} {decl}", spelled(inner, q, String::new()))
        }
        _ => spelled(inner, q, decl),
    }
}

/// The specifier part of a type that is not derived from another.
struct BaseName<'a>(&'a Type);

impl fmt::Display for BaseName<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Type::Void => f.write_str("void"),
            Type::Bool => f.write_str("_Bool"),
            Type::Int { size, signed, kind } => f.write_str(match (signed, size, kind) {
                (_, _, IntKind::Char) => "char",
                (true, _, IntKind::LongLong) => "long long int",
                (false, _, IntKind::LongLong) => "long long unsigned int",
                (true, 1, _) => "signed char",
                (false, 1, _) => "unsigned char",
                (true, 2, _) => "short int",
                (false, 2, _) => "short unsigned int",
                (true, 4, _) => "int",
                (false, 4, _) => "unsigned int",
                (true, 16, _) => "__int128",
                (false, 16, _) => "__int128 unsigned",
                (true, _, _) => "long int",
                (false, _, _) => "long unsigned int",
            }),
            Type::Complex(real) => write!(f, "complex {real}"),
            Type::Vector(elem, size) => {
                let count = elem.size().map_or(0, |e| size / e.max(1));
                write!(f, "__vector({count}) {elem}")
            }
            Type::Float {
                floatn: Some(n), ..
            } => f.write_str(n.keyword()),
            Type::Float { size: 4, .. } => f.write_str("float"),
            Type::Float { size: 8, .. } => f.write_str("double"),
            Type::Float { .. } => f.write_str("long double"),
            Type::Struct(st) => {
                let kw = if st.union { "union" } else { "struct" };
                match &st.tag {
                    Some(t) => write!(f, "{kw} {t}"),
                    None => write!(f, "{kw} <anonymous>"),
                }
            }
            derived => f.write_str(&spelled(derived, Quals::NONE, String::new())),
        }
    }
}

fn params_text(ft: &FuncType) -> String {
    let mut parts: Vec<String> = ft.params.iter().map(|p| p.to_string()).collect();
    if ft.variadic {
        parts.push("...".into());
    }
    if parts.is_empty() && ft.prototyped {
        parts.push("void".into());
    }
    parts.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Size and alignment of a structure of `(named, type, width)` members.
    fn shape(members: &[(bool, Type, Option<u32>)], target: Target) -> (u64, u64) {
        let members = members
            .iter()
            .enumerate()
            .map(|(i, (named, ty, w))| (named.then(|| Rc::from(format!("m{i}"))), ty.clone(), *w))
            .collect();
        let body = StructType::layout(false, members, target);
        (body.size, body.align)
    }

    #[test]
    fn zero_width_bit_fields_align_the_structure_only_on_aarch64() {
        let char_ty = Type::plain_char(false);
        // struct { char a; int : 0; char b; } and struct { char a; long long : 0; }
        let int_zero = [
            (true, char_ty.clone(), None),
            (false, Type::INT, Some(0)),
            (true, char_ty.clone(), None),
        ];
        let long_zero = [(true, char_ty.clone(), None), (false, Type::LONG, Some(0))];
        assert_eq!(shape(&int_zero, Target::X86_64), (5, 1));
        assert_eq!(shape(&int_zero, Target::AARCH64), (8, 4));
        assert_eq!(shape(&long_zero, Target::X86_64), (8, 1));
        assert_eq!(shape(&long_zero, Target::AARCH64), (8, 8));
    }
}

/// Where a declaration names its type by a typedef or an enumeration, which types resolve
/// away (a `size_t` is an `unsigned long`, an `enum colour` an `unsigned int`): the name,
/// and how many derivations of the declarator (pointers, arrays, function results) lie
/// between the declared type and it. Sema records it for `-g` only, which describes the
/// type by that name as gcc does; nothing else reads it.
#[derive(Clone, Debug)]
pub struct Spelled {
    pub named: Rc<NamedType>,
    pub depth: u32,
}

/// A typedef or an enumeration as a debugger shows it.
#[derive(Debug)]
pub enum NamedType {
    /// `typedef T name;`: the type it stands for with its qualifiers, how its own
    /// declaration spells that type (a typedef of a typedef), and where it is declared (a
    /// byte offset in the preprocessed text).
    Typedef {
        name: String,
        ty: Type,
        quals: Quals,
        spelled: Option<Spelled>,
        decl: usize,
    },
    /// An enumeration: its tag, the integer type it is, and its constants.
    Enum {
        tag: Option<String>,
        ty: Type,
        enumerators: Vec<(String, i64)>,
        decl: usize,
    },
}

impl NamedType {
    /// The type the name stands for.
    pub fn ty(&self) -> &Type {
        match self {
            NamedType::Typedef { ty, .. } | NamedType::Enum { ty, .. } => ty,
        }
    }
}

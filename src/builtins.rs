//! GNU C's builtin functions: the one table of the `__builtin_*` names tcc-rs knows and
//! what each stands for. Shared by every stage that meets them, so that none imports a later
//! one: the preprocessor's `__has_builtin` asks `is_builtin`, the AST holds `Builtin` nodes,
//! sema checks calls (`sema::builtins`), lowering expands the inline ones
//! (`lower::builtins`).

use crate::types::{FuncType, Type};
use std::rc::Rc;

/// A builtin that lowering expands inline.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Builtin {
    /// `__builtin_unreachable()`: control never gets here (the block ends in `unreachable`).
    Unreachable,
    /// `__builtin_trap()`: stop the program with a trap instruction.
    Trap,
    /// A bit operation on an integer of `size` bytes (the argument's type).
    Bits(BitOp, u8),
    /// `__builtin_{add,sub,mul}_overflow(a, b, &r)`: store the wrapped result in `*r`
    /// and tell whether the exact result did not fit.
    Overflow(OverflowOp),
    /// A classification of one floating operand.
    Classify(FloatClass),
    /// A quiet comparison of two floating operands (`isgreater`...).
    Compare(FloatCompare),
    /// `__builtin_alloca(size)`: memory that lives until the function returns (see
    /// `lower::vla`).
    Alloca,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BitOp {
    Clz,
    Ctz,
    Popcount,
    Ffs,
    Parity,
    Clrsb,
    Bswap,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OverflowOp {
    Add,
    Sub,
    Mul,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FloatClass {
    IsNan,
    /// gcc's `__builtin_isinf` and `__builtin_isinf_sign`: -1, 0 or 1.
    IsInfSign,
    IsFinite,
    IsNormal,
    Signbit,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FloatCompare {
    Greater,
    GreaterEqual,
    Less,
    LessEqual,
    LessGreater,
    Unordered,
}

/// What a builtin's name stands for.
#[derive(Clone, Debug)]
pub(crate) enum Kind {
    Inline(Builtin),
    /// The typed overflow forms (`__builtin_sadd_overflow`): operands of one type.
    TypedOverflow(OverflowOp, Type),
    Expect,
    ConstantP,
    ChooseExpr,
    ObjectSize,
    Alloca,
    /// `__builtin_inf`, `__builtin_huge_val` (of a floating type of `size` bytes).
    Infinity(u8),
    /// `__builtin_nan("payload")`.
    Nan(u8),
    /// A call of the library function `name`, with the prototype `sig` (see `prototype`).
    Library(&'static str, &'static str),
    /// Parsed by the grammar (`__builtin_offsetof`, `__builtin_types_compatible_p`).
    Syntax,
}

/// The C library functions callable as `__builtin_NAME`, with their prototypes: the
/// result's letter, `:`, the parameters' letters, and `.` for a variadic one. Letters:
/// `v` void, `i` int, `l` long, `L` long long, `z` size_t, `d` double, `f` float, `p` void *, `s` char *.
const LIBRARY: &[(&str, &str)] = &[
    ("memcpy", "p:ppz"),
    ("memmove", "p:ppz"),
    ("memset", "p:piz"),
    ("memcmp", "i:ppz"),
    ("memchr", "p:piz"),
    ("strlen", "z:s"),
    ("strnlen", "z:sz"),
    ("strcmp", "i:ss"),
    ("strncmp", "i:ssz"),
    ("strcasecmp", "i:ss"),
    ("strncasecmp", "i:ssz"),
    ("strcpy", "s:ss"),
    ("strncpy", "s:ssz"),
    ("stpcpy", "s:ss"),
    ("strcat", "s:ss"),
    ("strncat", "s:ssz"),
    ("strchr", "s:si"),
    ("strrchr", "s:si"),
    ("strstr", "s:ss"),
    ("strpbrk", "s:ss"),
    ("strspn", "z:ss"),
    ("strcspn", "z:ss"),
    ("strdup", "s:s"),
    ("strndup", "s:sz"),
    ("index", "s:si"),
    ("rindex", "s:si"),
    ("printf", "i:s."),
    ("sprintf", "i:ss."),
    ("snprintf", "i:szs."),
    ("fprintf", "i:ps."),
    ("puts", "i:s"),
    ("putchar", "i:i"),
    ("fputs", "i:sp"),
    ("fputc", "i:ip"),
    ("fwrite", "z:pzzp"),
    ("abort", "v:"),
    ("exit", "v:i"),
    ("_exit", "v:i"),
    ("malloc", "p:z"),
    ("calloc", "p:zz"),
    ("realloc", "p:pz"),
    ("free", "v:p"),
    ("abs", "i:i"),
    ("labs", "l:l"),
    ("llabs", "L:L"),
    ("fabs", "d:d"),
    ("fabsf", "f:f"),
    ("sqrt", "d:d"),
    ("sqrtf", "f:f"),
    ("floor", "d:d"),
    ("floorf", "f:f"),
    ("ceil", "d:d"),
    ("ceilf", "f:f"),
    ("round", "d:d"),
    ("roundf", "f:f"),
    ("trunc", "d:d"),
    ("truncf", "f:f"),
    ("fmod", "d:dd"),
    ("fmodf", "f:ff"),
    ("pow", "d:dd"),
    ("powf", "f:ff"),
    ("exp", "d:d"),
    ("log", "d:d"),
    ("log2", "d:d"),
    ("log10", "d:d"),
    ("sin", "d:d"),
    ("cos", "d:d"),
    ("tan", "d:d"),
    ("atan2", "d:dd"),
    ("copysign", "d:dd"),
    ("copysignf", "f:ff"),
    ("fmin", "d:dd"),
    ("fmax", "d:dd"),
    ("isdigit", "i:i"),
    ("isalpha", "i:i"),
    ("isspace", "i:i"),
    ("toupper", "i:i"),
    ("tolower", "i:i"),
];

/// Whether `name` is a builtin tcc-rs implements (for `__has_builtin`).
pub fn is_builtin(name: &str) -> bool {
    kind(name).is_some()
}

/// The type of one letter of a `LIBRARY` prototype (plain `char` is signed or not as on
/// the target).
fn letter_type(c: u8, char_signed: bool) -> Type {
    match c {
        b'v' => Type::Void,
        b'i' => Type::INT,
        b'l' => Type::LONG,
        b'L' => Type::LONG_LONG,
        b'z' => Type::ULONG,
        b'd' => Type::DOUBLE,
        b'f' => Type::FLOAT,
        b's' => Type::pointer_to(Type::plain_char(char_signed)),
        _ => Type::pointer_to(Type::Void),
    }
}

/// The function type a `LIBRARY` prototype spells.
pub(crate) fn prototype(sig: &str, char_signed: bool) -> Type {
    let (ret, params) = sig.split_once(':').unwrap_or((sig, ""));
    let variadic = params.ends_with('.');
    let params = params.trim_end_matches('.');
    Type::Function(Rc::new(FuncType {
        ret: letter_type(ret.as_bytes()[0], char_signed),
        params: params
            .bytes()
            .map(|c| letter_type(c, char_signed))
            .collect(),
        variadic,
        prototyped: true,
    }))
}

/// The operand size a bit builtin's suffix names: none for `int`, `l` and `ll` for `long`.
fn sized(rest: &str, stem: &str) -> Option<u8> {
    match rest.strip_prefix(stem)? {
        "" => Some(4),
        "l" | "ll" => Some(8),
        _ => None,
    }
}

pub(crate) fn kind(name: &str) -> Option<Kind> {
    let rest = name.strip_prefix("__builtin_")?;
    let inline = |b| Some(Kind::Inline(b));
    let overflow = |op| Some(Kind::Inline(Builtin::Overflow(op)));
    let class = |c| Some(Kind::Inline(Builtin::Classify(c)));
    let compare = |c| Some(Kind::Inline(Builtin::Compare(c)));
    match rest {
        "expect" => return Some(Kind::Expect),
        "constant_p" => return Some(Kind::ConstantP),
        "choose_expr" => return Some(Kind::ChooseExpr),
        "object_size" => return Some(Kind::ObjectSize),
        "alloca" => return Some(Kind::Alloca),
        "offsetof" | "types_compatible_p" => return Some(Kind::Syntax),
        "unreachable" => return inline(Builtin::Unreachable),
        "trap" => return inline(Builtin::Trap),
        "bswap16" => return inline(Builtin::Bits(BitOp::Bswap, 2)),
        "bswap32" => return inline(Builtin::Bits(BitOp::Bswap, 4)),
        "bswap64" => return inline(Builtin::Bits(BitOp::Bswap, 8)),
        "add_overflow" => return overflow(OverflowOp::Add),
        "sub_overflow" => return overflow(OverflowOp::Sub),
        "mul_overflow" => return overflow(OverflowOp::Mul),
        "huge_val" | "inf" => return Some(Kind::Infinity(8)),
        "huge_valf" | "inff" => return Some(Kind::Infinity(4)),
        "nan" => return Some(Kind::Nan(8)),
        "nanf" => return Some(Kind::Nan(4)),
        "isnan" => return class(FloatClass::IsNan),
        "isinf" | "isinf_sign" => return class(FloatClass::IsInfSign),
        "isfinite" => return class(FloatClass::IsFinite),
        "isnormal" => return class(FloatClass::IsNormal),
        "signbit" | "signbitf" | "signbitl" => return class(FloatClass::Signbit),
        "isgreater" => return compare(FloatCompare::Greater),
        "isgreaterequal" => return compare(FloatCompare::GreaterEqual),
        "isless" => return compare(FloatCompare::Less),
        "islessequal" => return compare(FloatCompare::LessEqual),
        "islessgreater" => return compare(FloatCompare::LessGreater),
        "isunordered" => return compare(FloatCompare::Unordered),
        _ => {}
    }
    let bit_ops = [
        ("clz", BitOp::Clz),
        ("ctz", BitOp::Ctz),
        ("popcount", BitOp::Popcount),
        ("ffs", BitOp::Ffs),
        ("parity", BitOp::Parity),
        ("clrsb", BitOp::Clrsb),
    ];
    for (stem, op) in bit_ops {
        if let Some(size) = sized(rest, stem) {
            return inline(Builtin::Bits(op, size));
        }
    }
    if let Some(k) = typed_overflow(rest) {
        return Some(k);
    }
    LIBRARY
        .iter()
        .find(|(n, _)| *n == rest)
        .map(|&(n, sig)| Kind::Library(n, sig))
}

/// `sadd_overflow`, `uaddl_overflow`, `smulll_overflow`...: signedness, operation, size.
fn typed_overflow(rest: &str) -> Option<Kind> {
    let stem = rest.strip_suffix("_overflow")?;
    let (signed, stem) = match stem.as_bytes().first()? {
        b's' => (true, &stem[1..]),
        b'u' => (false, &stem[1..]),
        _ => return None,
    };
    let op = [
        ("add", OverflowOp::Add),
        ("sub", OverflowOp::Sub),
        ("mul", OverflowOp::Mul),
    ]
    .into_iter()
    .find(|(n, _)| stem.starts_with(n))?;
    let size = sized(stem, op.0)?;
    // The `ll` forms take `long long *`, a type apart from `long *`.
    let ty = match &stem[op.0.len()..] == "ll" {
        true => Type::LONG_LONG.with_signedness(signed),
        false => Type::int(size, signed),
    };
    Some(Kind::TypedOverflow(op.1, ty))
}

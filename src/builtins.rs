//! GNU C's builtin functions: the one table of the `__builtin_*` names tcc-rs knows and
//! what each stands for. Shared by every stage that meets them, so that none imports a later
//! one: the preprocessor's `__has_builtin` asks `is_builtin`, the AST holds `Builtin` nodes,
//! sema checks calls (`sema::builtins`), lowering expands the inline ones
//! (`lower::builtins`).

use crate::target::Arch;
use crate::types::{FuncType, Quals, Type};
use std::rc::Rc;

/// A builtin that lowering expands inline.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Builtin {
    /// `__builtin_expect(v, c)` with a constant `c` and a `v` that is not: the value of its
    /// one operand `v` (converted to `long`), which the program expects to equal `c`. A
    /// branch on it carries the hint (`ir::BranchHint`, `lower::expr::expectation`).
    Expect(i64),
    /// `__builtin_unreachable()`: control never gets here (the block ends in `unreachable`).
    Unreachable,
    /// `__builtin_trap()`: stop the program with a trap instruction.
    Trap,
    /// A bit operation on an integer of `size` bytes (the argument's type).
    Bits(BitOp, u8),
    /// `__builtin_{add,sub,mul}_overflow(a, b, &r)`: store the wrapped result in `*r`
    /// and tell whether the exact result did not fit.
    Overflow(OverflowOp),
    /// `__builtin_{add,sub,mul}_overflow_p(a, b, c)`: whether the exact result does not fit
    /// `c`'s type (`c` is evaluated, its value unused). A constant for constant `a` and `b`,
    /// as in gcc: gnulib's `intprops.h` uses it in constant expressions.
    OverflowP(OverflowOp),
    /// A classification of one floating operand.
    Classify(FloatClass),
    /// `__builtin_fpclassify(nan, infinite, normal, subnormal, zero, x)`: the one of the
    /// first five (`int`) operands that names `x`'s class (glibc's `fpclassify`, whose
    /// `FP_NAN`... they are).
    Fpclassify,
    /// A quiet comparison of two floating operands (`isgreater`...).
    Compare(FloatCompare),
    /// `__builtin_alloca(size)`: memory that lives until the function returns (see
    /// `lower::vla`).
    Alloca,
    /// `__builtin_frame_address(n)` or, with `ret`, `__builtin_return_address(n)`: a call
    /// of a runtime helper that walks the frame records from its caller's (`n` is a
    /// constant; see `runtime/helpers.c`).
    Frame {
        ret: bool,
    },
    Atomic(Atomic),
    /// `__builtin_complex(re, im)`: the complex number of those parts, both of one real
    /// floating type (glibc's `CMPLX`; the parser also reads `2.0i` as one).
    Complex,
    /// `__builtin_shufflevector(a, b, i...)`: the vector of lanes `i` of `a` then `b` (the
    /// constant indices follow the two vectors among the arguments; -1 is any lane).
    ShuffleVector,
    /// `__builtin_shuffle(a, mask)` and `__builtin_shuffle(a, b, mask)`: lane `i` is the lane
    /// `mask[i]` of `a` (then `b`), the index taken modulo their lane count.
    Shuffle,
    /// `__builtin_prefetch(addr, rw, locality)` once sema has checked it: the IR's `prefetch`
    /// of the one argument, `addr`.
    Prefetch {
        write: bool,
        locality: u8,
    },
    /// x86-64's `__builtin_ia32_pmovmskb128` (16 `char` lanes), `__builtin_ia32_movmskps`
    /// (4 `float`s) and `__builtin_ia32_movmskpd` (2 `double`s), which the SSE headers'
    /// `_mm_movemask_*` call: the top bit of each of the vector's `lanes` lanes, lane `i`'s at
    /// bit `i` of an `int` (the IR's `highbits`).
    HighBits {
        lanes: u8,
    },
}

/// GNU C's atomic builtins (gcc manual, "__atomic Builtins" and "__sync Builtins"). All
/// are sequentially consistent, as the IR's atomic instructions are: the memory-order
/// operands are evaluated and otherwise ignored, which gives each at least the order asked.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Atomic {
    /// `__atomic_load_n(p, order)`.
    Load,
    /// `__atomic_store_n(p, v, order)`.
    Store,
    /// `__atomic_exchange_n(p, v, order)`.
    Exchange,
    /// `__atomic_compare_exchange_n(p, expected, desired, weak, success, failure)`.
    CompareExchange,
    /// `__atomic_load(p, ret, order)`: the object copied to `*ret`.
    LoadGeneric,
    /// `__atomic_store(p, val, order)`.
    StoreGeneric,
    /// `__atomic_exchange(p, val, ret, order)`.
    ExchangeGeneric,
    /// `__atomic_compare_exchange(p, expected, desired, weak, success, failure)`.
    CompareExchangeGeneric,
    /// `__atomic_fetch_OP(p, v, order)` and `__sync_fetch_and_OP(p, v)` (`fetch_first`:
    /// the old value), or `__atomic_OP_fetch` and `__sync_OP_and_fetch` (the new one).
    Rmw {
        op: AtomicOp,
        fetch_first: bool,
        sync: bool,
    },
    /// `__sync_val_compare_and_swap(p, old, new)`: the old value.
    ValCas,
    /// `__sync_bool_compare_and_swap(p, old, new)`: whether it swapped.
    BoolCas,
    /// `__sync_lock_test_and_set(p, v)`: an exchange.
    LockTestAndSet,
    /// `__sync_lock_release(p)`: stores 0.
    LockRelease,
    /// `__atomic_test_and_set(p, order)`: sets the byte at `p`, yields whether it was set.
    TestAndSet,
    /// `__atomic_clear(p, order)`.
    Clear,
    /// `__atomic_thread_fence(order)`, `__atomic_signal_fence(order)`, or with `sync`
    /// `__sync_synchronize()`.
    Fence { sync: bool },
}

impl Atomic {
    /// The number of operands.
    pub fn arity(self) -> usize {
        match self {
            Atomic::Fence { sync: true } => 0,
            Atomic::Fence { sync: false } | Atomic::LockRelease => 1,
            Atomic::Load | Atomic::TestAndSet | Atomic::Clear | Atomic::LockTestAndSet => 2,
            Atomic::Rmw { sync: true, .. } => 2,
            Atomic::Store
            | Atomic::Exchange
            | Atomic::LoadGeneric
            | Atomic::StoreGeneric
            | Atomic::Rmw { .. }
            | Atomic::ValCas
            | Atomic::BoolCas => 3,
            Atomic::ExchangeGeneric => 4,
            Atomic::CompareExchange | Atomic::CompareExchangeGeneric => 6,
        }
    }
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
    /// `__builtin_expect_with_probability(v, c, p)`: `v`, expected to equal `c` with the
    /// probability `p`.
    ExpectWithProbability,
    /// `__builtin_prefetch(addr, rw, locality)`: a hint; the address is evaluated.
    Prefetch,
    /// `__builtin_assume_aligned(p, align, misalign)`: `p`, as a `void *`.
    AssumeAligned,
    ConstantP,
    ChooseExpr,
    ObjectSize,
    Alloca,
    /// `__builtin_inf`, `__builtin_huge_val` (of that floating type).
    Infinity(Type),
    /// `__builtin_nan("payload")`.
    Nan(Type),
    /// A call of the library function `name`, with the prototype `sig` (see `prototype`).
    Library(&'static str, &'static str),
    /// Parsed by the grammar (`__builtin_offsetof`, `__builtin_types_compatible_p`).
    Syntax,
    /// `__atomic_always_lock_free(size, p)` and `__atomic_is_lock_free(size, p)`.
    LockFree,
    /// `__builtin_creal`, `__builtin_cimag`, `__builtin_conj` and their `f` and `l` forms:
    /// the operation on a complex number whose parts have `size` bytes.
    ComplexPart(ComplexPart, u8),
}

/// What `Kind::ComplexPart` takes of a complex number.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ComplexPart {
    Real,
    Imag,
    Conj,
}

/// The C library functions callable as `__builtin_NAME`, with their prototypes: the
/// result's letter, `:`, the parameters' letters, and `.` for a variadic one. Letters:
/// `v` void, `i` int, `l` long, `L` long long, `z` size_t, `d` double, `f` float, `p` void *,
/// `q` const void *, `s` char *, `c` const char *, `V` `va_list` (as a parameter: a pointer
/// to its element on x86-64).
const LIBRARY: &[(&str, &str)] = &[
    // The object-size-checking forms glibc's `_FORTIFY_SOURCE` headers call
    // (`__builtin___memcpy_chk`): glibc's own checking functions, as gcc calls them when
    // it cannot fold the check away.
    ("__memcpy_chk", "p:pqzz"),
    ("__memmove_chk", "p:pqzz"),
    ("__mempcpy_chk", "p:pqzz"),
    // Makes the instruction cache see code written to [begin, end): libgcc's, which gcc
    // calls on aarch64 (on x86-64 gcc emits nothing and libgcc's does nothing).
    ("__clear_cache", "v:pp"),
    ("__memset_chk", "p:pizz"),
    ("__strcpy_chk", "s:scz"),
    ("__stpcpy_chk", "s:scz"),
    ("__strncpy_chk", "s:sczz"),
    ("__stpncpy_chk", "s:sczz"),
    ("__strcat_chk", "s:scz"),
    ("__strncat_chk", "s:sczz"),
    ("__sprintf_chk", "i:sizc."),
    ("__snprintf_chk", "i:szizc."),
    ("__vsprintf_chk", "i:sizcV"),
    ("__vsnprintf_chk", "i:szizcV"),
    ("__printf_chk", "i:ic."),
    ("__fprintf_chk", "i:pic."),
    ("__vprintf_chk", "i:icV"),
    ("__vfprintf_chk", "i:picV"),
    ("memcpy", "p:pqz"),
    ("memmove", "p:pqz"),
    ("memset", "p:piz"),
    ("memcmp", "i:qqz"),
    ("memchr", "p:qiz"),
    ("strlen", "z:c"),
    ("strnlen", "z:cz"),
    ("strcmp", "i:cc"),
    ("strncmp", "i:ccz"),
    ("strcasecmp", "i:cc"),
    ("strncasecmp", "i:ccz"),
    ("strcpy", "s:sc"),
    ("strncpy", "s:scz"),
    ("stpcpy", "s:sc"),
    ("strcat", "s:sc"),
    ("strncat", "s:scz"),
    ("strchr", "s:ci"),
    ("strrchr", "s:ci"),
    ("strstr", "s:cc"),
    ("strpbrk", "s:cc"),
    ("strspn", "z:cc"),
    ("strcspn", "z:cc"),
    ("strdup", "s:c"),
    ("strndup", "s:cz"),
    ("index", "s:ci"),
    ("rindex", "s:ci"),
    ("printf", "i:c."),
    ("sprintf", "i:sc."),
    ("snprintf", "i:szc."),
    ("fprintf", "i:pc."),
    ("puts", "i:c"),
    ("putchar", "i:i"),
    ("fputs", "i:cp"),
    ("fputc", "i:ip"),
    ("fwrite", "z:qzzp"),
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
    ("fabsl", "e:e"),
    ("sqrtl", "e:e"),
    ("floorl", "e:e"),
    ("ceill", "e:e"),
    ("roundl", "e:e"),
    ("truncl", "e:e"),
    ("fmodl", "e:ee"),
    ("powl", "e:ee"),
    ("expl", "e:e"),
    ("logl", "e:e"),
    ("copysignl", "e:ee"),
    ("fminl", "e:ee"),
    ("fmaxl", "e:ee"),
    ("fmin", "d:dd"),
    ("fmax", "d:dd"),
    ("fma", "d:ddd"),
    ("fmaf", "f:fff"),
    ("isdigit", "i:i"),
    ("isalpha", "i:i"),
    ("isspace", "i:i"),
    ("toupper", "i:i"),
    ("tolower", "i:i"),
];

/// Whether `name` is a builtin tcc-rs implements on `arch` (for `__has_builtin`).
pub fn is_builtin(name: &str, arch: Arch) -> bool {
    kind(name, arch).is_some()
}

/// The type of one letter of a `LIBRARY` prototype (plain `char` is signed or not as on
/// the target).
const CONST: Quals = Quals {
    is_const: true,
    ..Quals::NONE
};

fn letter_type(c: u8, char_signed: bool, va_list: &Type) -> Type {
    match c {
        b'V' => match va_list {
            Type::Array(element, _) => Type::pointer_to((**element).clone()),
            list => list.clone(),
        },
        b'v' => Type::Void,
        b'i' => Type::INT,
        b'l' => Type::LONG,
        b'L' => Type::LONG_LONG,
        b'z' => Type::ULONG,
        b'd' => Type::DOUBLE,
        b'f' => Type::FLOAT,
        b'e' => Type::LONG_DOUBLE,
        b's' => Type::pointer_to(Type::plain_char(char_signed)),
        b'c' => Type::pointer_to_qualified(Type::plain_char(char_signed), CONST),
        b'q' => Type::pointer_to_qualified(Type::Void, CONST),
        _ => Type::pointer_to(Type::Void),
    }
}

/// The function type a `LIBRARY` prototype spells, for the target's plain char and
/// `va_list`.
pub(crate) fn prototype(sig: &str, char_signed: bool, va_list: &Type) -> Type {
    let (ret, params) = sig.split_once(':').unwrap_or((sig, ""));
    let variadic = params.ends_with('.');
    let params = params.trim_end_matches('.');
    Type::Function(Rc::new(FuncType {
        ret: letter_type(ret.as_bytes()[0], char_signed, va_list),
        params: params
            .bytes()
            .map(|c| letter_type(c, char_signed, va_list))
            .collect(),
        variadic,
        prototyped: true,
        ms_abi: false,
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

/// The atomic builtins: `__atomic_*` and `__sync_*` names.
fn atomic_kind(name: &str) -> Option<Kind> {
    let atomic = |a| Some(Kind::Inline(Builtin::Atomic(a)));
    let ops = [
        ("add", AtomicOp::Add),
        ("sub", AtomicOp::Sub),
        ("and", AtomicOp::And),
        ("nand", AtomicOp::Nand),
        ("or", AtomicOp::Or),
        ("xor", AtomicOp::Xor),
    ];
    let rmw = |stem: &str, fetch_first, sync| {
        let (_, op) = ops.iter().find(|(n, _)| *n == stem)?;
        atomic(Atomic::Rmw {
            op: *op,
            fetch_first,
            sync,
        })
    };
    if let Some(rest) = name.strip_prefix("__sync_") {
        return match rest {
            "val_compare_and_swap" => atomic(Atomic::ValCas),
            "bool_compare_and_swap" => atomic(Atomic::BoolCas),
            "lock_test_and_set" => atomic(Atomic::LockTestAndSet),
            "lock_release" => atomic(Atomic::LockRelease),
            "synchronize" => atomic(Atomic::Fence { sync: true }),
            _ => match rest.strip_prefix("fetch_and_") {
                Some(stem) => rmw(stem, true, true),
                None => rmw(rest.strip_suffix("_and_fetch")?, false, true),
            },
        };
    }
    let rest = name.strip_prefix("__atomic_")?;
    match rest {
        "load_n" => atomic(Atomic::Load),
        "store_n" => atomic(Atomic::Store),
        "exchange_n" => atomic(Atomic::Exchange),
        "compare_exchange_n" => atomic(Atomic::CompareExchange),
        "load" => atomic(Atomic::LoadGeneric),
        "store" => atomic(Atomic::StoreGeneric),
        "exchange" => atomic(Atomic::ExchangeGeneric),
        "compare_exchange" => atomic(Atomic::CompareExchangeGeneric),
        "test_and_set" => atomic(Atomic::TestAndSet),
        "clear" => atomic(Atomic::Clear),
        "thread_fence" | "signal_fence" => atomic(Atomic::Fence { sync: false }),
        "always_lock_free" | "is_lock_free" => Some(Kind::LockFree),
        _ => match rest.strip_prefix("fetch_") {
            Some(stem) => rmw(stem, true, false),
            None => rmw(rest.strip_suffix("_fetch")?, false, false),
        },
    }
}

/// `__builtin_inff32`, `__builtin_huge_valf64x`, `__builtin_nanf128` and the like: gcc's
/// `_FloatN` forms, of their own types.
fn float_n_constant(rest: &str) -> Option<Kind> {
    use crate::types::FloatN;
    let suffixes = [
        ("f32", FloatN::F32),
        ("f64", FloatN::F64),
        ("f32x", FloatN::F32x),
        ("f64x", FloatN::F64x),
        ("f128", FloatN::F128),
    ];
    let (stem, n) = suffixes
        .into_iter()
        .find_map(|(suffix, n)| Some((rest.strip_suffix(suffix)?, n)))?;
    let ty = Type::float_n(n);
    match stem {
        "huge_val" | "inf" => Some(Kind::Infinity(ty)),
        "nan" => Some(Kind::Nan(ty)),
        _ => None,
    }
}

/// What the builtin `name` stands for on `arch`, if tcc-rs knows it there (the
/// `__builtin_ia32_` ones are x86-64's, as in gcc).
pub(crate) fn kind(name: &str, arch: Arch) -> Option<Kind> {
    if name.starts_with("__atomic_") || name.starts_with("__sync_") {
        return atomic_kind(name);
    }
    let rest = name.strip_prefix("__builtin_")?;
    if let Some(x86) = rest.strip_prefix("ia32_") {
        let lanes = match x86 {
            "pmovmskb128" => 16,
            "movmskps" => 4,
            "movmskpd" => 2,
            _ => return None,
        };
        return (arch == Arch::X86_64).then_some(Kind::Inline(Builtin::HighBits { lanes }));
    }
    if let Some(k) = float_n_constant(rest) {
        return Some(k);
    }
    let inline = |b| Some(Kind::Inline(b));
    let overflow = |op| Some(Kind::Inline(Builtin::Overflow(op)));
    let class = |c| Some(Kind::Inline(Builtin::Classify(c)));
    let compare = |c| Some(Kind::Inline(Builtin::Compare(c)));
    match rest {
        "expect" => return Some(Kind::Expect),
        "expect_with_probability" => return Some(Kind::ExpectWithProbability),
        "prefetch" => return Some(Kind::Prefetch),
        "assume_aligned" => return Some(Kind::AssumeAligned),
        "constant_p" => return Some(Kind::ConstantP),
        "choose_expr" => return Some(Kind::ChooseExpr),
        "object_size" => return Some(Kind::ObjectSize),
        "alloca" => return Some(Kind::Alloca),
        "offsetof" | "types_compatible_p" | "convertvector" => return Some(Kind::Syntax),
        "unreachable" => return inline(Builtin::Unreachable),
        "trap" => return inline(Builtin::Trap),
        "complex" => return inline(Builtin::Complex),
        "shufflevector" => return inline(Builtin::ShuffleVector),
        "shuffle" => return inline(Builtin::Shuffle),
        "creal" | "crealf" | "creall" | "cimag" | "cimagf" | "cimagl" | "conj" | "conjf"
        | "conjl" => {
            // `creal` ends in an `l` of its own.
            let stem = |n: &str| matches!(n, "creal" | "cimag" | "conj");
            let (part, size) = match rest.split_at(rest.len() - 1) {
                (p, "f") if stem(p) => (p, 4),
                (p, "l") if stem(p) => (p, 16),
                _ => (rest, 8),
            };
            let part = match part {
                "creal" => ComplexPart::Real,
                "cimag" => ComplexPart::Imag,
                _ => ComplexPart::Conj,
            };
            return Some(Kind::ComplexPart(part, size));
        }
        "frame_address" => return inline(Builtin::Frame { ret: false }),
        "return_address" => return inline(Builtin::Frame { ret: true }),
        "bswap16" => return inline(Builtin::Bits(BitOp::Bswap, 2)),
        "bswap32" => return inline(Builtin::Bits(BitOp::Bswap, 4)),
        "bswap64" => return inline(Builtin::Bits(BitOp::Bswap, 8)),
        "add_overflow" => return overflow(OverflowOp::Add),
        "sub_overflow" => return overflow(OverflowOp::Sub),
        "mul_overflow" => return overflow(OverflowOp::Mul),
        "add_overflow_p" => return inline(Builtin::OverflowP(OverflowOp::Add)),
        "sub_overflow_p" => return inline(Builtin::OverflowP(OverflowOp::Sub)),
        "mul_overflow_p" => return inline(Builtin::OverflowP(OverflowOp::Mul)),
        // With the `_FloatN` forms gcc has, of their own types (see `types::FloatN`).
        "huge_val" | "inf" => return Some(Kind::Infinity(Type::DOUBLE)),
        "huge_valf" | "inff" => return Some(Kind::Infinity(Type::FLOAT)),
        "huge_vall" | "infl" => return Some(Kind::Infinity(Type::LONG_DOUBLE)),
        "nan" => return Some(Kind::Nan(Type::DOUBLE)),
        "nanf" => return Some(Kind::Nan(Type::FLOAT)),
        "nanl" => return Some(Kind::Nan(Type::LONG_DOUBLE)),
        "isnan" => return class(FloatClass::IsNan),
        "isinf" | "isinf_sign" => return class(FloatClass::IsInfSign),
        "isfinite" => return class(FloatClass::IsFinite),
        "isnormal" => return class(FloatClass::IsNormal),
        "fpclassify" => return inline(Builtin::Fpclassify),
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

/// The operations of `atomic_rmw`: each stores `old OP value` and yields `old`; `xchg`
/// stores `value`, `nand` stores `!(old & value)`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum AtomicOp {
    Add,
    Sub,
    And,
    Nand,
    Or,
    Xor,
    Xchg,
}

impl AtomicOp {
    pub const ALL: [AtomicOp; 7] = [
        AtomicOp::Add,
        AtomicOp::Sub,
        AtomicOp::And,
        AtomicOp::Nand,
        AtomicOp::Or,
        AtomicOp::Xor,
        AtomicOp::Xchg,
    ];

    pub fn name(self) -> &'static str {
        match self {
            AtomicOp::Add => "add",
            AtomicOp::Sub => "sub",
            AtomicOp::And => "and",
            AtomicOp::Nand => "nand",
            AtomicOp::Or => "or",
            AtomicOp::Xor => "xor",
            AtomicOp::Xchg => "xchg",
        }
    }

    /// The new value stored over `old`.
    pub fn apply(self, old: i64, value: i64) -> i64 {
        match self {
            AtomicOp::Add => old.wrapping_add(value),
            AtomicOp::Sub => old.wrapping_sub(value),
            AtomicOp::And => old & value,
            AtomicOp::Nand => !(old & value),
            AtomicOp::Or => old | value,
            AtomicOp::Xor => old ^ value,
            AtomicOp::Xchg => value,
        }
    }
}

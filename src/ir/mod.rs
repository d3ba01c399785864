//! The tcc-rs intermediate representation.
//!
//! The front end lowers C into this IR in *memory form*: every local is an `alloca` in the
//! entry block, read with `load` and written with `store`. mem2reg (`crate::passes::mem2reg`)
//! promotes those allocas to SSA values joined by `phi`s; the code generator maps blocks and
//! phis one to one onto Cranelift blocks and block parameters.
//!
//! Entities are small `Copy` indices into `PrimaryMap`s, in the Cranelift style. A value is an
//! instruction result, a function parameter, a constant or `undef`; constants are values of
//! their own (not instructions), so they print inline as operands, as in LLVM.

pub mod binding;
pub mod builder;
pub mod callconv;
pub mod cfg;
pub mod csr;
pub mod debug;
pub mod dominators;
pub mod dot;
pub mod interp;
mod lists;
pub mod loops;
pub mod names;
pub mod print;
pub mod read;
pub mod verify;

use cranelift_entity::{entity_impl, PrimaryMap, SecondaryMap};
use lists::{List, Lists};
use std::fmt;

pub use crate::builtins::AtomicOp;
pub use crate::symbol::{GlobalInit, Linkage, Reloc, SymbolAttrs, Visibility};

/// A basic block.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Block(u32);
entity_impl!(Block, "bb");

/// An instruction (including phis; terminators are not instructions).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Inst(u32);
entity_impl!(Inst, "inst");

/// An SSA value.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Value(u32);
entity_impl!(Value, "v");

/// The value types of the IR. Pointers are 64 bits on both targets.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    I8,
    I16,
    I32,
    I64,
    /// GNU C's `__int128`: Cranelift lowers most operations itself; division, remainder and
    /// conversions to and from floating types are calls of libgcc's routines.
    I128,
    F32,
    F64,
    /// C's `long double`, 16 bytes: the x87 80-bit format (padded) on x86-64, IEEE binary128
    /// on aarch64. Only loads, stores, phis, calls and returns carry it: lowering turns every
    /// operation on it into a call of a runtime helper, and the verifier holds it to that.
    F128,
    Ptr,
    /// GNU C's vectors (`vector_size`), 16 bytes: one SIMD register of Cranelift's.
    I8X16,
    I16X8,
    I32X4,
    I64X2,
    F32X4,
    F64X2,
    /// The 8-byte vectors. Code generation keeps each in the low half of a 16-byte register
    /// (the high half is of no meaning), reads and writes 8 bytes, and passes it as the
    /// `f64` that has its bits, which is where both targets' C ABIs put a short vector.
    I8X8,
    I16X4,
    I32X2,
    I64X1,
    F32X2,
    F64X1,
}

impl Type {
    /// How many types there are: `ty as usize` indexes a table of this length.
    pub const COUNT: usize = 21;

    /// The vector types, 16-byte ones first.
    pub const VECTORS: [Type; 12] = [
        Type::I8X16,
        Type::I16X8,
        Type::I32X4,
        Type::I64X2,
        Type::F32X4,
        Type::F64X2,
        Type::I8X8,
        Type::I16X4,
        Type::I32X2,
        Type::I64X1,
        Type::F32X2,
        Type::F64X1,
    ];

    /// The vector of `lanes` lanes of `lane` (8 or 16 bytes in all), if the IR has it.
    pub fn vector(lane: Type, lanes: u32) -> Option<Type> {
        Type::VECTORS
            .into_iter()
            .find(|v| v.lane() == lane && v.lanes() == lanes)
    }

    pub fn is_vector(self) -> bool {
        self as usize >= Type::I8X16 as usize
    }

    /// The type of a vector's lanes (a scalar type is its own lane).
    pub fn lane(self) -> Type {
        match self {
            Type::I8X16 | Type::I8X8 => Type::I8,
            Type::I16X8 | Type::I16X4 => Type::I16,
            Type::I32X4 | Type::I32X2 => Type::I32,
            Type::I64X2 | Type::I64X1 => Type::I64,
            Type::F32X4 | Type::F32X2 => Type::F32,
            Type::F64X2 | Type::F64X1 => Type::F64,
            scalar => scalar,
        }
    }

    /// How many lanes a vector has (1 for a scalar).
    pub fn lanes(self) -> u32 {
        self.bytes() / self.lane().bytes()
    }

    /// The integer vector of the same shape, which a vector comparison gives (0 or -1 lanes).
    pub fn mask(self) -> Type {
        let lane = match self.lane() {
            Type::F32 => Type::I32,
            Type::F64 => Type::I64,
            t => t,
        };
        Type::vector(lane, self.lanes()).unwrap_or(self)
    }

    pub fn bytes(self) -> u32 {
        match self {
            Type::I8 => 1,
            Type::I16 => 2,
            Type::I32 | Type::F32 => 4,
            Type::I64 | Type::F64 | Type::Ptr => 8,
            Type::I128 | Type::F128 => 16,
            Type::I8X16 | Type::I16X8 | Type::I32X4 | Type::I64X2 | Type::F32X4 | Type::F64X2 => 16,
            Type::I8X8 | Type::I16X4 | Type::I32X2 | Type::I64X1 | Type::F32X2 | Type::F64X1 => 8,
        }
    }

    /// Floating types, which travel in floating (vector) registers: `f128` and the vectors
    /// included.
    pub fn is_float(self) -> bool {
        matches!(self, Type::F32 | Type::F64 | Type::F128) || self.is_vector()
    }

    /// The floating types that the IR's own arithmetic, comparisons and conversions apply
    /// to (all but `f128`).
    pub fn is_ieee_arith(self) -> bool {
        matches!(self, Type::F32 | Type::F64)
    }

    /// `k` reduced to this type's width and sign-extended back: the canonical form in which
    /// the IR keeps an integer constant of the type (`k` itself for types of 8 bytes or
    /// more).
    pub fn sign_extend(self, k: i64) -> i64 {
        let Some(shift) = 64u32.checked_sub(self.bytes() * 8) else {
            return k;
        };
        (k << shift) >> shift
    }

    /// Integer types, including `ptr` (which is a 64-bit integer to the machine).
    pub fn is_int(self) -> bool {
        !self.is_float()
    }

    pub fn name(self) -> &'static str {
        match self {
            Type::I8 => "i8",
            Type::I16 => "i16",
            Type::I32 => "i32",
            Type::I64 => "i64",
            Type::I128 => "i128",
            Type::F32 => "f32",
            Type::F64 => "f64",
            Type::F128 => "f128",
            Type::Ptr => "ptr",
            Type::I8X16 => "i8x16",
            Type::I16X8 => "i16x8",
            Type::I32X4 => "i32x4",
            Type::I64X2 => "i64x2",
            Type::F32X4 => "f32x4",
            Type::F64X2 => "f64x2",
            Type::I8X8 => "i8x8",
            Type::I16X4 => "i16x4",
            Type::I32X2 => "i32x2",
            Type::I64X1 => "i64x1",
            Type::F32X2 => "f32x2",
            Type::F64X1 => "f64x1",
        }
    }

    pub fn from_name(s: &str) -> Option<Type> {
        Some(match s {
            "i8" => Type::I8,
            "i16" => Type::I16,
            "i32" => Type::I32,
            "i64" => Type::I64,
            "i128" => Type::I128,
            "f32" => Type::F32,
            "f64" => Type::F64,
            "f128" => Type::F128,
            "ptr" => Type::Ptr,
            _ => return Type::VECTORS.into_iter().find(|v| v.name() == s),
        })
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How a narrow integer argument or return value is widened by the C ABI.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Ext {
    #[default]
    None,
    Sext,
    Zext,
}

/// What a parameter is for, beyond its value: the two ways a C aggregate travels in memory
/// that the code generator must arrange itself (they map to Cranelift's
/// `ArgumentPurpose::StructReturn` and `ArgumentPurpose::StructArgument`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Purpose {
    /// An ordinary value.
    #[default]
    Normal,
    /// A `ptr` to the memory the result is written to, passed where the target's standard
    /// wants a result address: the first integer argument register on x86-64 (the callee
    /// also returns it in `rax`), `x8` on aarch64. The signature then has no results. Text:
    /// `ptr sret`.
    StructReturn,
    /// A `ptr` to `size` bytes (a multiple of 8) that the caller copies into the outgoing
    /// argument area of the stack; the callee receives the address of that copy. This is an
    /// x86-64 MEMORY-class argument. Text: `ptr byval(24)`.
    StructArgument(u32),
}

/// One parameter or result of a signature.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AbiParam {
    pub ty: Type,
    pub ext: Ext,
    pub purpose: Purpose,
}

impl AbiParam {
    pub fn new(ty: Type) -> AbiParam {
        AbiParam {
            ty,
            ext: Ext::None,
            purpose: Purpose::Normal,
        }
    }

    /// The hidden result address (see `Purpose::StructReturn`).
    pub fn struct_return() -> AbiParam {
        AbiParam {
            purpose: Purpose::StructReturn,
            ..AbiParam::new(Type::Ptr)
        }
    }

    /// An aggregate of `size` bytes copied to the stack (see `Purpose::StructArgument`).
    pub fn struct_argument(size: u32) -> AbiParam {
        AbiParam {
            purpose: Purpose::StructArgument(size),
            ..AbiParam::new(Type::Ptr)
        }
    }
}

/// A function signature. At a call site of a variadic function, `params` lists the types of
/// all arguments actually passed (after the default argument promotions) and `fixed` says how
/// many of them the prototype names.
///
/// `ret` lists the results, in the registers the target assigns them in order (none for
/// `void`; two for a C aggregate returned in two registers, up to four for an aarch64
/// homogeneous floating-point aggregate). A call has one result value per entry and a
/// `ret` terminator one operand per entry.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Signature {
    pub params: Vec<AbiParam>,
    pub ret: Vec<AbiParam>,
    pub variadic: bool,
    pub fixed: usize,
    /// The calling convention the code generator places the parameters and results by.
    pub conv: CallConv,
}

/// A calling convention: the target's C one, or (x86-64) the Microsoft x64 one that GNU C's
/// `__attribute__((ms_abi))` selects. The front end has already lowered aggregates as the
/// convention passes them (`lower::abi`); what is left differs in the registers: `rcx`,
/// `rdx`, `r8`, `r9` or `xmm0`-`xmm3` by the argument's position, 32 bytes of stack the
/// caller reserves for them, and `rsi`, `rdi` and `xmm6`-`xmm15` saved by the callee.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum CallConv {
    #[default]
    C,
    MsAbi,
}

/// Integer binary operators. Division and remainder come signed and unsigned; `shl`, `lshr`
/// and `ashr` are shifts; the `f*` operators are floating point.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    SDiv,
    UDiv,
    SRem,
    URem,
    And,
    Or,
    Xor,
    Shl,
    LShr,
    AShr,
    FAdd,
    FSub,
    FMul,
    FDiv,
}

impl BinOp {
    pub const ALL: [BinOp; 17] = [
        BinOp::Add,
        BinOp::Sub,
        BinOp::Mul,
        BinOp::SDiv,
        BinOp::UDiv,
        BinOp::SRem,
        BinOp::URem,
        BinOp::And,
        BinOp::Or,
        BinOp::Xor,
        BinOp::Shl,
        BinOp::LShr,
        BinOp::AShr,
        BinOp::FAdd,
        BinOp::FSub,
        BinOp::FMul,
        BinOp::FDiv,
    ];

    pub fn name(self) -> &'static str {
        match self {
            BinOp::Add => "add",
            BinOp::Sub => "sub",
            BinOp::Mul => "mul",
            BinOp::SDiv => "sdiv",
            BinOp::UDiv => "udiv",
            BinOp::SRem => "srem",
            BinOp::URem => "urem",
            BinOp::And => "and",
            BinOp::Or => "or",
            BinOp::Xor => "xor",
            BinOp::Shl => "shl",
            BinOp::LShr => "lshr",
            BinOp::AShr => "ashr",
            BinOp::FAdd => "fadd",
            BinOp::FSub => "fsub",
            BinOp::FMul => "fmul",
            BinOp::FDiv => "fdiv",
        }
    }
}

/// Unary operators: integer negation and bitwise not, floating negation, absolute value
/// and square root.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum UnOp {
    Neg,
    Not,
    FNeg,
    /// The floating value with its sign bit cleared (C's `fabs`).
    FAbs,
    /// The correctly rounded floating square root (IEEE's, as `sqrtsd` and `fsqrt`); NaN for
    /// an operand below zero, without setting `errno` (`passes::lib_builtins` keeps the
    /// library call for that case).
    Sqrt,
    /// Count leading zero bits (the width for 0), as Cranelift's `clz`.
    Clz,
    /// Count trailing zero bits (the width for 0).
    Ctz,
    /// Count one bits.
    Popcnt,
    /// Reverse the byte order (i16 and wider).
    Bswap,
}

impl UnOp {
    /// Whether the operator takes a floating operand (the others take integers).
    pub fn is_float(self) -> bool {
        matches!(self, UnOp::FNeg | UnOp::FAbs | UnOp::Sqrt)
    }

    pub const ALL: [UnOp; 9] = [
        UnOp::Neg,
        UnOp::Not,
        UnOp::FNeg,
        UnOp::FAbs,
        UnOp::Sqrt,
        UnOp::Clz,
        UnOp::Ctz,
        UnOp::Popcnt,
        UnOp::Bswap,
    ];

    pub fn name(self) -> &'static str {
        match self {
            UnOp::Neg => "neg",
            UnOp::Not => "not",
            UnOp::FNeg => "fneg",
            UnOp::FAbs => "fabs",
            UnOp::Sqrt => "sqrt",
            UnOp::Clz => "clz",
            UnOp::Ctz => "ctz",
            UnOp::Popcnt => "popcnt",
            UnOp::Bswap => "bswap",
        }
    }
}

/// Comparison conditions. `icmp` takes the integer ones, `fcmp` the ordered (`o*`, false when
/// either side is NaN) and unordered-not-equal (`une`, true when either side is NaN) ones,
/// which is what C's `== != < <= > >=` need.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Cond {
    Eq,
    Ne,
    Slt,
    Sle,
    Sgt,
    Sge,
    Ult,
    Ule,
    Ugt,
    Uge,
    Oeq,
    Une,
    Olt,
    Ole,
    Ogt,
    Oge,
}

impl Cond {
    /// The condition with its operands exchanged: `a c b` is `b c.swapped() a`.
    pub fn swapped(self) -> Cond {
        match self {
            Cond::Slt => Cond::Sgt,
            Cond::Sle => Cond::Sge,
            Cond::Sgt => Cond::Slt,
            Cond::Sge => Cond::Sle,
            Cond::Ult => Cond::Ugt,
            Cond::Ule => Cond::Uge,
            Cond::Ugt => Cond::Ult,
            Cond::Uge => Cond::Ule,
            Cond::Olt => Cond::Ogt,
            Cond::Ole => Cond::Oge,
            Cond::Ogt => Cond::Olt,
            Cond::Oge => Cond::Ole,
            Cond::Eq | Cond::Ne | Cond::Oeq | Cond::Une => self,
        }
    }

    /// The integer condition that holds exactly when `self` does not; `None` for the
    /// floating ones (an ordered comparison's complement is an unordered one, which `fcmp`
    /// lacks).
    pub fn complement(self) -> Option<Cond> {
        Some(match self {
            Cond::Eq => Cond::Ne,
            Cond::Ne => Cond::Eq,
            Cond::Slt => Cond::Sge,
            Cond::Sge => Cond::Slt,
            Cond::Sle => Cond::Sgt,
            Cond::Sgt => Cond::Sle,
            Cond::Ult => Cond::Uge,
            Cond::Uge => Cond::Ult,
            Cond::Ule => Cond::Ugt,
            Cond::Ugt => Cond::Ule,
            _ => return None,
        })
    }

    pub const ALL: [Cond; 16] = [
        Cond::Eq,
        Cond::Ne,
        Cond::Slt,
        Cond::Sle,
        Cond::Sgt,
        Cond::Sge,
        Cond::Ult,
        Cond::Ule,
        Cond::Ugt,
        Cond::Uge,
        Cond::Oeq,
        Cond::Une,
        Cond::Olt,
        Cond::Ole,
        Cond::Ogt,
        Cond::Oge,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Cond::Eq => "eq",
            Cond::Ne => "ne",
            Cond::Slt => "slt",
            Cond::Sle => "sle",
            Cond::Sgt => "sgt",
            Cond::Sge => "sge",
            Cond::Ult => "ult",
            Cond::Ule => "ule",
            Cond::Ugt => "ugt",
            Cond::Uge => "uge",
            Cond::Oeq => "oeq",
            Cond::Une => "une",
            Cond::Olt => "olt",
            Cond::Ole => "ole",
            Cond::Ogt => "ogt",
            Cond::Oge => "oge",
        }
    }

    pub fn is_float(self) -> bool {
        matches!(
            self,
            Cond::Oeq | Cond::Une | Cond::Olt | Cond::Ole | Cond::Ogt | Cond::Oge
        )
    }
}

/// Conversions between value types.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CastOp {
    /// Sign-extend a narrower integer.
    Sext,
    /// Zero-extend a narrower integer.
    Zext,
    /// Keep the low bits of a wider integer.
    Trunc,
    FpExt,
    FpTrunc,
    SiToFp,
    UiToFp,
    /// Float to signed integer, truncating toward zero.
    FpToSi,
    /// Float to unsigned integer, truncating toward zero.
    FpToUi,
    /// Reinterpret between `ptr` and `i64`, or between `f32` (`f64`) and `i32` (`i64`), or
    /// between a vector and a vector or integer of its size (no bits change).
    Bitcast,
}

impl CastOp {
    pub const ALL: [CastOp; 10] = [
        CastOp::Sext,
        CastOp::Zext,
        CastOp::Trunc,
        CastOp::FpExt,
        CastOp::FpTrunc,
        CastOp::SiToFp,
        CastOp::UiToFp,
        CastOp::FpToSi,
        CastOp::FpToUi,
        CastOp::Bitcast,
    ];

    pub fn name(self) -> &'static str {
        match self {
            CastOp::Sext => "sext",
            CastOp::Zext => "zext",
            CastOp::Trunc => "trunc",
            CastOp::FpExt => "fpext",
            CastOp::FpTrunc => "fptrunc",
            CastOp::SiToFp => "sitofp",
            CastOp::UiToFp => "uitofp",
            CastOp::FpToSi => "fptosi",
            CastOp::FpToUi => "fptoui",
            CastOp::Bitcast => "bitcast",
        }
    }
}

/// What a call calls.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Callee {
    /// A function by symbol name (defined in the module or imported).
    Direct(String),
    /// A function pointer.
    Indirect(Value),
}

/// The instructions. Every instruction but `store` and a call without a return value has
/// one result (recorded in `InstData::result`); a call with several (`sig.ret`) records the
/// first there and the others in its `extra_results`.
#[derive(Clone, Debug, PartialEq)]
pub enum InstKind {
    /// Reserve `size` bytes of stack, aligned to `align`; the result is their address (`ptr`).
    /// Always in the entry block, all at its top.
    Alloca {
        size: u32,
        align: u32,
    },
    /// Read a `ty` from `addr`.
    Load {
        ty: Type,
        addr: Value,
        volatile: bool,
    },
    /// Write `value` (of type `ty`) to `addr`. No result.
    Store {
        ty: Type,
        value: Value,
        addr: Value,
        volatile: bool,
    },
    /// `nsw` ("no signed wrap", as in LLVM): the program has undefined behaviour if the
    /// result as a signed integer differs from the exact one. Only on integer `add`, `sub`
    /// and `mul`, set where C's signed overflow is undefined; the operation itself still
    /// wraps (the interpreter and code generation ignore the flag), but a pass may assume
    /// it does not (`passes::iv_widen`). Text: `add nsw i32 %a, %b`. A shift of a vector
    /// shifts every lane by lane 0 of the count vector, modulo the lane width (lowering
    /// emits one only with a `splat` count, so every lane holds the same).
    Binary {
        op: BinOp,
        ty: Type,
        lhs: Value,
        rhs: Value,
        nsw: bool,
    },
    Unary {
        op: UnOp,
        ty: Type,
        arg: Value,
    },
    /// Integer (or pointer) comparison; the result is an `i8` that is 0 or 1. On vectors it
    /// compares lane by lane, and the result is the vector's `mask` type, each lane 0 or -1.
    Icmp {
        cond: Cond,
        ty: Type,
        lhs: Value,
        rhs: Value,
    },
    /// Floating comparison; the result is an `i8` that is 0 or 1 (on vectors, a mask as for
    /// `icmp`).
    Fcmp {
        cond: Cond,
        ty: Type,
        lhs: Value,
        rhs: Value,
    },
    Cast {
        op: CastOp,
        from: Type,
        to: Type,
        arg: Value,
    },
    /// A call. Boxed, being by far the largest instruction: the others stay small.
    Call(Box<CallData>),
    /// The address of a global variable or string (`ptr`).
    GlobalAddr {
        name: Box<str>,
    },
    /// The address of a function (`ptr`).
    FuncAddr {
        name: Box<str>,
    },
    /// `base + offset` bytes, where `offset` is an `i64`; the result is a `ptr`.
    PtrOffset {
        base: Value,
        offset: Value,
    },
    /// Start reading the variable arguments of the (variadic) function it is in: fill the
    /// `va_list` object at `list` as the target's C ABI lays it out (x86-64: `gp_offset`,
    /// `fp_offset`, `overflow_arg_area`, `reg_save_area`; aarch64: `__stack`, `__gr_top`,
    /// `__vr_top`, `__gr_offs`, `__vr_offs`), pointing at the register save area the
    /// function's prologue fills and at the arguments on the stack. No result. Reading the
    /// arguments (`va_arg`) is ordinary loads, stores and branches on that object.
    VaStart {
        list: Value,
    },
    /// Read a `ty` (an integer or `ptr`) from `addr` atomically. The atomic instructions are
    /// all sequentially consistent, as Cranelift's are: a weaker C memory order is served by
    /// the strongest one.
    AtomicLoad {
        ty: Type,
        addr: Value,
    },
    /// Write `value` to `addr` atomically. No result.
    AtomicStore {
        ty: Type,
        value: Value,
        addr: Value,
    },
    /// Atomically replace the `ty` at `addr` by `old op value`; the result is `old`.
    AtomicRmw {
        op: AtomicOp,
        ty: Type,
        addr: Value,
        value: Value,
    },
    /// Atomically replace the `ty` at `addr` by `desired` if it equals `expected`; the result
    /// is the old value, whether or not it was replaced.
    AtomicCas {
        ty: Type,
        addr: Value,
        expected: Value,
        desired: Value,
    },
    /// A full memory barrier. No result.
    Fence,
    /// A hint that the program will soon read (`write`: write) the memory at `addr`
    /// (`__builtin_prefetch`): fetch its cache line, with `locality` 0 (no temporal
    /// locality) to 3 (keep it in every level of the cache). It reads and writes nothing the
    /// program can see, and never faults, whatever the address. No result.
    Prefetch {
        addr: Value,
        write: bool,
        locality: u8,
    },
    /// Lane `lane` of `vector`, a `ty`; the result is of `ty`'s lane type.
    ExtractLane {
        ty: Type,
        vector: Value,
        lane: u8,
    },
    /// `vector`, a `ty`, with lane `lane` replaced by `value`.
    InsertLane {
        ty: Type,
        vector: Value,
        value: Value,
        lane: u8,
    },
    /// A `ty` (a vector) with `value` in every lane.
    Splat {
        ty: Type,
        value: Value,
    },
    /// The top bit of each lane of `vector`, a 16-byte `ty`, gathered into an `i32`: lane
    /// `i`'s at bit `i`, the bits above the lanes' 0 (x86-64's `pmovmskb`, `movmskps` and
    /// `movmskpd`; Cranelift's `vhigh_bits`).
    HighBits {
        ty: Type,
        vector: Value,
    },
    /// `a * b + c` of a floating type `ty` (`f32`, `f64` or a vector of them), rounded once:
    /// a fused multiply-add, as C's `fma` computes it. Made by `passes::fp_contract` where
    /// gcc contracts an expression (`-ffp-contract=fast`), on targets that have the
    /// instruction.
    Fma {
        ty: Type,
        a: Value,
        b: Value,
        c: Value,
    },
    /// An SSA join: one operand per incoming CFG edge, in the order of `cfg::predecessors`.
    /// Two edges from the same block give two operands naming that block.
    Phi {
        ty: Type,
        args: Box<[(Block, Value)]>,
    },
}

/// A call's operands and signature. The first entry of `sig.ret` is the instruction's
/// result; each further one is a value of `extra_results`, in order (they are defined by the
/// call, not operands).
#[derive(Clone, Debug, PartialEq)]
pub struct CallData {
    pub callee: Callee,
    pub sig: Signature,
    pub args: Vec<Value>,
    pub extra_results: Vec<Value>,
    /// The callee is declared `noreturn`, `_Noreturn` or `cold`: a block that makes the call
    /// is unlikely to run (a hint for block placement, `codegen::cold`; text `call cold`).
    pub cold: bool,
}

impl InstKind {
    /// Whether the instruction only computes its result from its operands: arithmetic,
    /// compares, casts, addresses and vector lanes; no memory read or written, no call.
    /// (A division may still trap.)
    pub fn is_computation(&self) -> bool {
        matches!(
            self,
            InstKind::Binary { .. }
                | InstKind::Unary { .. }
                | InstKind::Icmp { .. }
                | InstKind::Fcmp { .. }
                | InstKind::Cast { .. }
                | InstKind::GlobalAddr { .. }
                | InstKind::FuncAddr { .. }
                | InstKind::PtrOffset { .. }
                | InstKind::ExtractLane { .. }
                | InstKind::InsertLane { .. }
                | InstKind::Splat { .. }
                | InstKind::HighBits { .. }
                | InstKind::Fma { .. }
        )
    }

    /// `lhs op rhs` of type `ty`, with no promise that it does not overflow (`nsw`).
    pub fn binary(op: BinOp, ty: Type, lhs: Value, rhs: Value) -> InstKind {
        InstKind::Binary {
            op,
            ty,
            lhs,
            rhs,
            nsw: false,
        }
    }

    /// A call; its `extra_results` are made when it is added to a function.
    pub fn call(callee: Callee, sig: Signature, args: Vec<Value>) -> InstKind {
        InstKind::Call(Box::new(CallData {
            callee,
            sig,
            args,
            extra_results: Vec::new(),
            cold: false,
        }))
    }

    /// The value operands, in order.
    pub fn operands(&self) -> Vec<Value> {
        let mut out = Vec::new();
        self.visit_operands(|v| out.push(v));
        out
    }

    /// Call `f` on every value operand, in order.
    pub fn visit_operands(&self, mut f: impl FnMut(Value)) {
        match self {
            InstKind::Alloca { .. } | InstKind::GlobalAddr { .. } | InstKind::FuncAddr { .. } => {}
            InstKind::Load { addr, .. } => f(*addr),
            InstKind::Store { value, addr, .. } => {
                f(*value);
                f(*addr)
            }
            InstKind::Binary { lhs, rhs, .. }
            | InstKind::Icmp { lhs, rhs, .. }
            | InstKind::Fcmp { lhs, rhs, .. } => {
                f(*lhs);
                f(*rhs)
            }
            InstKind::Unary { arg, .. } | InstKind::Cast { arg, .. } => f(*arg),
            InstKind::Call(call) => {
                if let Callee::Indirect(v) = call.callee {
                    f(v)
                }
                call.args.iter().copied().for_each(f)
            }
            InstKind::PtrOffset { base, offset } => {
                f(*base);
                f(*offset)
            }
            InstKind::VaStart { list } => f(*list),
            InstKind::AtomicLoad { addr, .. } => f(*addr),
            InstKind::AtomicStore { value, addr, .. } => {
                f(*value);
                f(*addr)
            }
            InstKind::AtomicRmw { addr, value, .. } => {
                f(*addr);
                f(*value)
            }
            InstKind::AtomicCas {
                addr,
                expected,
                desired,
                ..
            } => {
                f(*addr);
                f(*expected);
                f(*desired)
            }
            InstKind::Fence => {}
            InstKind::Prefetch { addr, .. } => f(*addr),
            InstKind::ExtractLane { vector, .. } => f(*vector),
            InstKind::InsertLane { vector, value, .. } => {
                f(*vector);
                f(*value)
            }
            InstKind::Splat { value, .. } => f(*value),
            InstKind::HighBits { vector, .. } => f(*vector),
            InstKind::Fma { a, b, c, .. } => {
                f(*a);
                f(*b);
                f(*c)
            }
            InstKind::Phi { args, .. } => args.iter().for_each(|&(_, v)| f(v)),
        }
    }

    /// Call `f` on every value operand, letting it replace the operand.
    pub fn map_operands(&mut self, mut f: impl FnMut(Value) -> Value) {
        match self {
            InstKind::Alloca { .. } | InstKind::GlobalAddr { .. } | InstKind::FuncAddr { .. } => {}
            InstKind::Load { addr, .. } => *addr = f(*addr),
            InstKind::Store { value, addr, .. } => {
                *value = f(*value);
                *addr = f(*addr)
            }
            InstKind::Binary { lhs, rhs, .. }
            | InstKind::Icmp { lhs, rhs, .. }
            | InstKind::Fcmp { lhs, rhs, .. } => {
                *lhs = f(*lhs);
                *rhs = f(*rhs)
            }
            InstKind::Unary { arg, .. } | InstKind::Cast { arg, .. } => *arg = f(*arg),
            InstKind::Call(call) => {
                if let Callee::Indirect(v) = &mut call.callee {
                    *v = f(*v)
                }
                call.args.iter_mut().for_each(|a| *a = f(*a))
            }
            InstKind::PtrOffset { base, offset } => {
                *base = f(*base);
                *offset = f(*offset)
            }
            InstKind::VaStart { list } => *list = f(*list),
            InstKind::AtomicLoad { addr, .. } => *addr = f(*addr),
            InstKind::AtomicStore { value, addr, .. } => {
                *value = f(*value);
                *addr = f(*addr)
            }
            InstKind::AtomicRmw { addr, value, .. } => {
                *addr = f(*addr);
                *value = f(*value)
            }
            InstKind::AtomicCas {
                addr,
                expected,
                desired,
                ..
            } => {
                *addr = f(*addr);
                *expected = f(*expected);
                *desired = f(*desired)
            }
            InstKind::Fence => {}
            InstKind::Prefetch { addr, .. } => *addr = f(*addr),
            InstKind::ExtractLane { vector, .. } => *vector = f(*vector),
            InstKind::InsertLane { vector, value, .. } => {
                *vector = f(*vector);
                *value = f(*value)
            }
            InstKind::Splat { value, .. } => *value = f(*value),
            InstKind::HighBits { vector, .. } => *vector = f(*vector),
            InstKind::Fma { a, b, c, .. } => {
                *a = f(*a);
                *b = f(*b);
                *c = f(*c)
            }
            InstKind::Phi { args, .. } => args.iter_mut().for_each(|(_, v)| *v = f(*v)),
        }
    }

    /// The type of the result, if the instruction has one.
    pub fn result_type(&self) -> Option<Type> {
        match self {
            InstKind::Alloca { .. }
            | InstKind::GlobalAddr { .. }
            | InstKind::FuncAddr { .. }
            | InstKind::PtrOffset { .. } => Some(Type::Ptr),
            InstKind::Load { ty, .. } => Some(*ty),
            InstKind::Store { .. }
            | InstKind::VaStart { .. }
            | InstKind::AtomicStore { .. }
            | InstKind::Fence
            | InstKind::Prefetch { .. } => None,
            InstKind::AtomicLoad { ty, .. }
            | InstKind::AtomicRmw { ty, .. }
            | InstKind::AtomicCas { ty, .. } => Some(*ty),
            InstKind::Binary { ty, .. } | InstKind::Unary { ty, .. } | InstKind::Fma { ty, .. } => {
                Some(*ty)
            }
            InstKind::Icmp { ty, .. } | InstKind::Fcmp { ty, .. } if ty.is_vector() => {
                Some(ty.mask())
            }
            InstKind::Icmp { .. } | InstKind::Fcmp { .. } => Some(Type::I8),
            InstKind::ExtractLane { ty, .. } => Some(ty.lane()),
            InstKind::InsertLane { ty, .. } | InstKind::Splat { ty, .. } => Some(*ty),
            InstKind::HighBits { .. } => Some(Type::I32),
            InstKind::Cast { to, .. } => Some(*to),
            InstKind::Call(call) => call.sig.ret.first().map(|r| r.ty),
            InstKind::Phi { ty, .. } => Some(*ty),
        }
    }
}

/// An instruction and its result.
#[derive(Clone, Debug, PartialEq)]
pub struct InstData {
    pub kind: InstKind,
    pub result: Option<Value>,
}

// Every pass reads every instruction, so their size is most of a pass's memory traffic on a
// large function: two to a cache line. What does not fit (a call, a phi's operands, a
// symbol name) lives behind a pointer.
const _: () = assert!(std::mem::size_of::<InstData>() == 32);

impl InstData {
    /// Every value the instruction defines: its result, then a call's extra results.
    pub fn results(&self) -> impl Iterator<Item = Value> + '_ {
        let extra: &[Value] = match &self.kind {
            InstKind::Call(call) => &call.extra_results,
            _ => &[],
        };
        self.result.into_iter().chain(extra.iter().copied())
    }
}

/// How a block ends.
#[derive(Clone, Debug, PartialEq)]
pub enum Terminator {
    Jump(Block),
    /// Go to `then_dest` if `cond` (any integer type) is non-zero, else to `else_dest`.
    /// `hint` says which way the program expects it to go (`__builtin_expect`).
    Br {
        cond: Value,
        then_dest: Block,
        else_dest: Block,
        hint: BranchHint,
    },
    /// Compare the integer `value` with each case constant; go to the first match, else to
    /// `default`. Several cases may share a target.
    Switch {
        value: Value,
        default: Block,
        cases: Vec<(i64, Block)>,
    },
    /// Return one value per result of the function's signature (none for `void`).
    Ret(Vec<Value>),
    /// Control never gets here (`__builtin_unreachable()`, a `switch` with no default that
    /// needs none): reaching it is undefined behaviour. A branch one of whose targets is
    /// nothing but `unreachable` goes to the other (`cfg::assume_unreachable`), as gcc's and
    /// clang's programs do; one reached unconditionally traps.
    Unreachable,
    /// `__builtin_trap()`: the program dies of SIGILL here, as gcc's `ud2`/`udf` makes it.
    Trap,
}

/// What the program says of a branch's condition (gcc's `__builtin_expect`, as in
/// `if (unlikely(err))`): a hint for block placement (`codegen::cold`), which never changes
/// what the branch does. Text: `br likely %c, ...`, `br unlikely %c, ...`.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum BranchHint {
    #[default]
    None,
    /// The condition is expected non-zero: the `else` edge is unlikely.
    Likely,
    /// The condition is expected zero: the `then` edge is unlikely.
    Unlikely,
}

impl BranchHint {
    /// The hint for the same branch with its successors swapped (its condition negated).
    pub fn inverted(self) -> BranchHint {
        match self {
            BranchHint::None => BranchHint::None,
            BranchHint::Likely => BranchHint::Unlikely,
            BranchHint::Unlikely => BranchHint::Likely,
        }
    }

    /// The keyword of the text form, if any.
    pub fn name(self) -> Option<&'static str> {
        match self {
            BranchHint::None => None,
            BranchHint::Likely => Some("likely"),
            BranchHint::Unlikely => Some("unlikely"),
        }
    }
}

impl Terminator {
    /// A branch with no hint.
    pub fn br(cond: Value, then_dest: Block, else_dest: Block) -> Terminator {
        Terminator::Br {
            cond,
            then_dest,
            else_dest,
            hint: BranchHint::None,
        }
    }

    /// The successor a hinted branch is unlikely to go to (`None` when both are the same
    /// block, which no edge hint can make colder than its other way in).
    pub fn unlikely_successor(&self) -> Option<Block> {
        match *self {
            Terminator::Br {
                then_dest,
                else_dest,
                hint,
                ..
            } if then_dest != else_dest => match hint {
                BranchHint::None => None,
                BranchHint::Likely => Some(else_dest),
                BranchHint::Unlikely => Some(then_dest),
            },
            _ => None,
        }
    }

    /// The CFG successors, one per edge, in edge order: `br` gives then, else; `switch` gives
    /// default, then each case. The same block may appear more than once.
    pub fn successors(&self) -> Vec<Block> {
        match self {
            Terminator::Jump(b) => vec![*b],
            Terminator::Br {
                then_dest,
                else_dest,
                ..
            } => vec![*then_dest, *else_dest],
            Terminator::Switch { default, cases, .. } => {
                let mut out = Vec::with_capacity(cases.len() + 1);
                out.push(*default);
                out.extend(cases.iter().map(|&(_, b)| b));
                out
            }
            Terminator::Ret(_) | Terminator::Unreachable | Terminator::Trap => Vec::new(),
        }
    }

    pub fn visit_operands(&self, mut f: impl FnMut(Value)) {
        match self {
            Terminator::Br { cond: v, .. } | Terminator::Switch { value: v, .. } => f(*v),
            Terminator::Ret(vs) => vs.iter().copied().for_each(f),
            Terminator::Jump(_) | Terminator::Unreachable | Terminator::Trap => {}
        }
    }

    pub fn map_operands(&mut self, mut f: impl FnMut(Value) -> Value) {
        match self {
            Terminator::Br { cond: v, .. } | Terminator::Switch { value: v, .. } => *v = f(*v),
            Terminator::Ret(vs) => vs.iter_mut().for_each(|v| *v = f(*v)),
            Terminator::Jump(_) | Terminator::Unreachable | Terminator::Trap => {}
        }
    }
}

/// A basic block: its phis, then its instructions in order, then one terminator. Its name
/// and its lists live in its function (one text and one array for all blocks): read them
/// with `Function::block_name`, `Function::block_phis` and `Function::block_insts`.
#[derive(Clone, Debug, PartialEq)]
pub struct BlockData {
    /// The label printed in the text form (`entry`, `if.then`, `for.cond3`...), unique in
    /// its function.
    name: NameRef,
    phis: List,
    insts: List,
    /// `None` only while the block is being built.
    pub term: Option<Terminator>,
}

// Passes read every block's record: two fit in a cache line.
const _: () = assert!(std::mem::size_of::<BlockData>() == 64);

/// Where a value comes from.
#[derive(Clone, Debug, PartialEq)]
pub enum ValueDef {
    /// A result of an instruction (`InstData::result`, or one of a call's `extra_results`).
    Inst(Inst),
    /// The n-th function parameter (a block parameter of the entry block).
    Param(usize),
    /// An integer constant of the value's type (also used for `ptr`, e.g. null). Stored
    /// sign-extended to 64 bits.
    IConst(i64),
    /// A floating constant, as the bits of an `f64` (an `f32` constant holds an `f64` that is
    /// exactly representable as `f32`).
    FConst(u64),
    /// An unspecified value (a read of a variable no store reaches). Code generation uses 0.
    Undef,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ValueData {
    pub ty: Type,
    pub def: ValueDef,
    /// A name hint for the text form (`x.addr`, `cmp`...); the printer makes names unique.
    /// Read it with `Function::value_name`.
    name: NameRef,
}

/// Where a value's name hint or a block's name lies in its function's `names` text (an
/// empty range for none). All of a function's names share that one buffer: naming a value
/// or a block allocates nothing of its own, and their records stay small.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
struct NameRef {
    start: u32,
    end: u32,
}

// A large function has more values than instructions; half the size of a `String` name
// inline, this keeps them two to a cache line.
const _: () = assert!(std::mem::size_of::<ValueData>() == 32);

/// A function definition.
#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    pub name: String,
    pub sig: Signature,
    pub linkage: Linkage,
    pub blocks: PrimaryMap<Block, BlockData>,
    pub insts: PrimaryMap<Inst, InstData>,
    pub values: PrimaryMap<Value, ValueData>,
    /// The entry block; it has no predecessors.
    pub entry: Block,
    /// The blocks in layout (printing) order, entry first. Blocks removed from the function
    /// are simply absent from this list.
    pub layout: Vec<Block>,
    /// The parameter values, in order.
    pub params: Vec<Value>,
    /// The text of the values' name hints and the blocks' names, one after another (see
    /// `value_name` and `block_name`).
    names: String,
    /// Every block's phi and instruction lists (see `lists`).
    lists: Lists,
    /// Where in the C source each instruction came from (for `--explain`).
    pub positions: SourcePositions,
    /// The allocas that hold variables declared in the C source, with where each is declared
    /// (for mem2reg's uninitialized uses).
    pub variables: Variables,
    /// The C blocks the declared locals' allocas belong to (for sharing stack storage).
    pub scopes: Scopes,
    /// `-g`: the result type and the variables (`debug`); `None` without `-g`.
    pub debug: Option<Box<debug::FunctionDebug>>,
}

/// Where in the C source each instruction and each block's terminator came from: the byte
/// offset, in the preprocessed text, of the statement or expression lowered into it. Only to
/// show code beside its source (`--explain`); like LLVM's debug locations it is no part of
/// the program, so it takes no part in comparing functions (`==` ignores it).
#[derive(Clone, Debug, Default)]
pub struct SourcePositions {
    /// The offset plus one; 0 means unknown (an instruction made by a pass or the reader).
    insts: cranelift_entity::SecondaryMap<Inst, u32>,
    terms: cranelift_entity::SecondaryMap<Block, u32>,
    /// The function's own: its declarator (where a debugger puts its prologue)...
    function: u32,
    /// ... and its closing brace (the line of its epilogue).
    closing_brace: u32,
    /// The calls the inliner replaced by copies of their callees, and which of them each
    /// copied instruction and terminator comes from (the call's index plus one; 0: the
    /// function's own code). Its copies keep the callee's positions, so a debugger shows
    /// them as the callee's lines in an inlined frame (`debug::InlinedCall`).
    inlined: Vec<debug::InlinedCall>,
    inst_calls: cranelift_entity::SecondaryMap<Inst, u32>,
    term_calls: cranelift_entity::SecondaryMap<Block, u32>,
}

impl SourcePositions {
    pub fn set_function(&mut self, offset: Option<usize>) {
        self.function = Self::encode(offset);
    }

    pub fn function(&self) -> Option<usize> {
        Self::decode(self.function)
    }

    pub fn set_closing_brace(&mut self, offset: Option<usize>) {
        self.closing_brace = Self::encode(offset);
    }

    pub fn closing_brace(&self) -> Option<usize> {
        Self::decode(self.closing_brace)
    }

    pub fn set_inst(&mut self, inst: Inst, offset: Option<usize>) {
        self.insts[inst] = Self::encode(offset);
    }

    pub fn set_term(&mut self, b: Block, offset: Option<usize>) {
        self.terms[b] = Self::encode(offset);
    }

    pub fn inst(&self, inst: Inst) -> Option<usize> {
        Self::decode(self.insts[inst])
    }

    pub fn term(&self, b: Block) -> Option<usize> {
        Self::decode(self.terms[b])
    }

    /// Give `to` the position of `from` (a copy of it), the inlined call it belongs to
    /// included.
    pub fn copy_inst(&mut self, from: Inst, to: Inst) {
        self.insts[to] = self.insts[from];
        self.set_inst_call(to, self.inst_call(from));
    }

    /// Give block `to`'s terminator the position of block `from`'s (a copy of it).
    pub fn copy_term(&mut self, from: Block, to: Block) {
        self.terms[to] = self.terms[from];
        self.set_term_call(to, self.term_call(from));
    }

    /// Record an inlined call; its number (from 1) for `set_inst_call`.
    pub fn add_inlined(&mut self, call: debug::InlinedCall) -> u32 {
        self.inlined.push(call);
        self.inlined.len() as u32
    }

    /// The inlined calls, the one numbered `n` at index `n - 1`; a call's copy nested in
    /// another's comes after it.
    pub fn inlined(&self) -> &[debug::InlinedCall] {
        &self.inlined
    }

    /// The inlined call (its number, 0 for none) whose copy `inst` belongs to.
    pub fn inst_call(&self, inst: Inst) -> u32 {
        self.inst_calls.get(inst).copied().unwrap_or(0)
    }

    pub fn term_call(&self, b: Block) -> u32 {
        self.term_calls.get(b).copied().unwrap_or(0)
    }

    pub fn set_inst_call(&mut self, inst: Inst, call: u32) {
        // Left unset where 0: without inlining the map takes no room.
        if call != 0 || self.inst_calls.get(inst).is_some_and(|&c| c != 0) {
            self.inst_calls[inst] = call;
        }
    }

    pub fn set_term_call(&mut self, b: Block, call: u32) {
        if call != 0 || self.term_calls.get(b).is_some_and(|&c| c != 0) {
            self.term_calls[b] = call;
        }
    }

    fn encode(offset: Option<usize>) -> u32 {
        offset.map_or(0, |o| u32::try_from(o + 1).unwrap_or(0))
    }

    fn decode(raw: u32) -> Option<usize> {
        raw.checked_sub(1).map(|o| o as usize)
    }
}

impl PartialEq for SourcePositions {
    fn eq(&self, _: &SourcePositions) -> bool {
        true
    }
}

/// The allocas of a function that hold the scalar local variables its C source declares,
/// each with the byte offset, in the preprocessed text, of its name in the declarator.
/// Compiler temporaries (a parameter's copy, a call's coerced result, a hidden length) and
/// aggregates (whose bit-fields are set by reading the word that holds them) are not
/// variables: only a variable's reads are judged by mem2reg's uninitialized uses. Like
/// `SourcePositions`, no part of the program (`==` ignores it, the text form omits it).
/// The copies of the parameters are noted apart (`parameter`): `-O0` keeps the homes of
/// both (`passes::mem2reg`'s `homes.rs`).
#[derive(Clone, Debug, Default)]
pub struct Variables {
    /// The offset plus one; 0 for an alloca that is no declared variable.
    declared: cranelift_entity::SecondaryMap<Inst, u32>,
    /// Whether the alloca holds a parameter's copy.
    parameter: cranelift_entity::SecondaryMap<Inst, bool>,
}

impl Variables {
    pub fn declare_parameter(&mut self, alloca: Inst) {
        self.parameter[alloca] = true;
    }

    /// Whether `alloca` holds a variable or a parameter the C source names.
    pub fn is_named(&self, alloca: Inst) -> bool {
        self.parameter[alloca] || self.declared_at(alloca).is_some()
    }

    pub fn declare(&mut self, alloca: Inst, offset: usize) {
        self.declared[alloca] = u32::try_from(offset + 1).unwrap_or(0);
    }

    /// Where the variable `alloca` holds is declared; `None` if it holds none.
    pub fn declared_at(&self, alloca: Inst) -> Option<usize> {
        self.declared[alloca].checked_sub(1).map(|o| o as usize)
    }
}

impl PartialEq for Variables {
    fn eq(&self, _: &Variables) -> bool {
        true
    }
}

/// The nesting of a function's C blocks (compound statements and `for` statements), and the
/// block each declared local's alloca belongs to. An object declared in a block lives until
/// the block ends (C11 6.2.4p6), so code generation lets the allocas of blocks of which
/// neither holds the other share storage, as gcc does: two sibling loops' buffers take one
/// frame's worth. Scope 0 is the whole function, the default of every alloca, so an alloca
/// that lowering does not place (a temporary) or a function read from text keeps storage of
/// its own. Like `Variables`, no part of comparing functions; the text form omits it.
#[derive(Clone, Debug, Default)]
pub struct Scopes {
    /// The enclosing scope of scope `i + 1`.
    parents: Vec<u32>,
    /// Each alloca's scope.
    of: cranelift_entity::SecondaryMap<Inst, u32>,
}

impl Scopes {
    /// A new scope nested in `parent`.
    pub fn open(&mut self, parent: u32) -> u32 {
        self.parents.push(parent);
        self.parents.len() as u32
    }

    pub fn place(&mut self, alloca: Inst, scope: u32) {
        self.of[alloca] = scope;
    }

    pub fn scope_of(&self, alloca: Inst) -> u32 {
        self.of[alloca]
    }

    /// The scope enclosing `scope`; the function's for scope 0.
    pub fn parent(&self, scope: u32) -> u32 {
        scope.checked_sub(1).map_or(0, |i| self.parents[i as usize])
    }

    /// How many scopes there are, the function's included.
    pub fn count(&self) -> usize {
        self.parents.len() + 1
    }
}

impl PartialEq for Scopes {
    fn eq(&self, _: &Scopes) -> bool {
        true
    }
}

impl Function {
    /// An empty function: no blocks, instructions or values. Its `entry` names a block that
    /// does not exist until one is added.
    pub fn new(name: String, sig: Signature, linkage: Linkage) -> Function {
        Function {
            name,
            sig,
            linkage,
            blocks: PrimaryMap::new(),
            insts: PrimaryMap::new(),
            values: PrimaryMap::new(),
            entry: Block::from_u32(0),
            layout: Vec::new(),
            params: Vec::new(),
            names: String::new(),
            lists: Lists::default(),
            positions: SourcePositions::default(),
            variables: Variables::default(),
            scopes: Scopes::default(),
            debug: None,
        }
    }

    /// Add a block named `name`, empty and without a terminator, to the function (not to
    /// its layout).
    pub fn add_block(&mut self, name: &str) -> Block {
        let name = self.append_name(|names| names.push_str(name));
        self.blocks.push(BlockData {
            name,
            phis: List::default(),
            insts: List::default(),
            term: None,
        })
    }

    /// The name of `b`.
    pub fn block_name(&self, b: Block) -> &str {
        self.name_text(self.blocks[b].name)
    }

    /// Give back the memory the function holds beyond its contents: the room its arrays
    /// kept to grow, and the ranges its instruction lists left behind as they grew. For a
    /// function kept long after it is built (a unit held for the inliner); nothing else
    /// changes, and it may grow again.
    pub fn shrink_to_fit(&mut self) {
        self.blocks.shrink_to_fit();
        self.insts.shrink_to_fit();
        self.values.shrink_to_fit();
        self.layout.shrink_to_fit();
        self.params.shrink_to_fit();
        self.names.shrink_to_fit();
        let lists = self
            .blocks
            .values_mut()
            .flat_map(|b| [&mut b.phis, &mut b.insts]);
        self.lists.compact(lists);
    }

    /// The phis of `b`, in order.
    pub fn block_phis(&self, b: Block) -> &[Inst] {
        self.lists.get(self.blocks[b].phis)
    }

    /// The instructions of `b` other than its phis, in order.
    pub fn block_insts(&self, b: Block) -> &[Inst] {
        self.lists.get(self.blocks[b].insts)
    }

    /// The phis of `b`, then its other instructions.
    pub fn block_phis_and_insts(&self, b: Block) -> impl Iterator<Item = Inst> + '_ {
        let bd = &self.blocks[b];
        let (phis, insts) = (self.lists.get(bd.phis), self.lists.get(bd.insts));
        phis.iter().chain(insts).copied()
    }

    /// Call `f` on each phi, then each instruction, of `b`, with write access to it.
    pub fn update_block_insts(&mut self, b: Block, mut f: impl FnMut(&mut InstData)) {
        let bd = &self.blocks[b];
        for list in [bd.phis, bd.insts] {
            for &i in self.lists.get(list) {
                f(&mut self.insts[i]);
            }
        }
    }

    /// Call `f` on every operand of every instruction and terminator, in layout order.
    pub fn visit_all_operands(&self, mut f: impl FnMut(Value)) {
        for &b in &self.layout {
            for i in self.block_phis_and_insts(b) {
                self.insts[i].kind.visit_operands(&mut f);
            }
            if let Some(term) = &self.blocks[b].term {
                term.visit_operands(&mut f);
            }
        }
    }

    /// Replace every operand `v` of every instruction and terminator by `to(v)`.
    pub fn map_all_operands(&mut self, mut to: impl FnMut(Value) -> Value) {
        for b in self.layout.clone() {
            self.update_block_insts(b, |d| d.kind.map_operands(&mut to));
            if let Some(term) = self.blocks[b].term.as_mut() {
                term.map_operands(&mut to);
            }
        }
    }

    /// Append a phi to `b`'s phis.
    pub fn push_phi(&mut self, b: Block, phi: Inst) {
        self.lists.push(&mut self.blocks[b].phis, phi)
    }

    /// Make `result` (a value made for it) the result of a new phi at the end of `b`'s phis,
    /// with operands `args`.
    pub fn define_by_phi(&mut self, b: Block, result: Value, args: Vec<(Block, Value)>) {
        let ty = self.value_type(result);
        let phi = self.insts.push(InstData {
            kind: InstKind::Phi {
                ty,
                args: args.into_boxed_slice(),
            },
            result: Some(result),
        });
        self.values[result].def = ValueDef::Inst(phi);
        self.push_phi(b, phi);
    }

    /// Make room for `more` phis in `b` at once.
    pub fn reserve_phis(&mut self, b: Block, more: usize) {
        self.lists.reserve(&mut self.blocks[b].phis, more)
    }

    /// Append an instruction to `b`.
    pub fn push_inst(&mut self, b: Block, inst: Inst) {
        self.lists.push(&mut self.blocks[b].insts, inst)
    }

    /// Insert an instruction into `b` at position `at` of its instructions (phis apart).
    pub fn insert_inst(&mut self, b: Block, at: usize, inst: Inst) {
        self.lists.insert(&mut self.blocks[b].insts, at, inst)
    }

    /// Keep only the phis and instructions of `b` for which `keep` holds.
    pub fn retain_in_block(&mut self, b: Block, mut keep: impl FnMut(Inst) -> bool) {
        let bd = &mut self.blocks[b];
        self.lists.retain(&mut bd.phis, &mut keep);
        self.lists.retain(&mut bd.insts, &mut keep);
    }

    /// Keep the first `len` instructions of `b` (phis apart).
    pub fn truncate_insts(&mut self, b: Block, len: usize) {
        Lists::truncate(&mut self.blocks[b].insts, len)
    }

    /// The second half of splitting a block at a call (inlining): `join` gets `rest`, the
    /// instructions that followed the call in `b`, and `b`'s old terminator `term` (at
    /// `term_position`), so the phis of `b`'s successors now name `join` where they named
    /// `b`; `between` (the blocks the call became) and then `join` are laid out right after
    /// `b`.
    pub fn move_tail(
        &mut self,
        b: Block,
        rest: &[Inst],
        (term, term_position): (Terminator, Option<usize>),
        join: Block,
        between: impl IntoIterator<Item = Block>,
    ) {
        for &i in rest {
            self.push_inst(join, i);
        }
        for s in term.successors() {
            for phi in self.block_phis(s).to_vec() {
                if let InstKind::Phi { args, .. } = &mut self.insts[phi].kind {
                    for (p, _) in args.iter_mut() {
                        if *p == b {
                            *p = join;
                        }
                    }
                }
            }
        }
        self.blocks[join].term = Some(term);
        self.positions.set_term(join, term_position);
        let place = self
            .layout
            .iter()
            .position(|&x| x == b)
            .expect("b is laid out");
        let blocks: Vec<Block> = between.into_iter().chain([join]).collect();
        self.layout.splice(place + 1..place + 1, blocks);
    }

    /// Add a value, with an optional name hint.
    pub fn add_value(&mut self, ty: Type, def: ValueDef, name: Option<&str>) -> Value {
        let name = match name {
            Some(text) => self.append_name(|names| names.push_str(text)),
            None => NameRef::default(),
        };
        self.values.push(ValueData { ty, def, name })
    }

    /// The name hint of `v`, if it has one.
    pub fn value_name(&self, v: Value) -> Option<&str> {
        let name = self.values[v].name;
        (name.start < name.end).then(|| self.name_text(name))
    }

    /// Give `v` the name hint `name` (formatted straight into the function's name text).
    /// Meant for a value that has none: a replaced name's text is not reclaimed.
    pub fn set_value_name(&mut self, v: Value, name: fmt::Arguments) {
        let name = self.append_name(|names| {
            let _ = fmt::Write::write_fmt(names, name);
        });
        self.values[v].name = name;
    }

    fn append_name(&mut self, write: impl FnOnce(&mut String)) -> NameRef {
        let offset = |len: usize| u32::try_from(len).expect("names under 4 GiB");
        let start = offset(self.names.len());
        write(&mut self.names);
        let end = offset(self.names.len());
        NameRef { start, end }
    }

    fn name_text(&self, name: NameRef) -> &str {
        &self.names[name.start as usize..name.end as usize]
    }

    /// The defining instruction of `v`, if it is an instruction result.
    pub fn def_inst(&self, v: Value) -> Option<Inst> {
        match self.values[v].def {
            ValueDef::Inst(i) => Some(i),
            _ => None,
        }
    }

    /// A side table with an entry for every block, each `default`, allocated at its full
    /// size at once: a table grown entry by entry as blocks are visited reallocates several
    /// times, and the passes build such tables for every function they see.
    pub fn block_map<V: Clone>(&self, default: V) -> SecondaryMap<Block, V> {
        let mut map = SecondaryMap::with_default(default);
        map.resize(self.blocks.len());
        map
    }

    pub fn value_type(&self, v: Value) -> Type {
        self.values[v].ty
    }

    /// True for constants and `undef`: values defined nowhere in the CFG.
    pub fn is_constant(&self, v: Value) -> bool {
        matches!(
            self.values[v].def,
            ValueDef::IConst(_) | ValueDef::FConst(_) | ValueDef::Undef
        )
    }

    pub fn terminator(&self, b: Block) -> &Terminator {
        self.blocks[b]
            .term
            .as_ref()
            .expect("internal compiler error: block without terminator")
    }
}

/// A global variable (or a string literal, which is a read-only local global).
#[derive(Clone, Debug, PartialEq)]
pub struct Global {
    pub name: String,
    pub size: u32,
    pub align: u32,
    pub linkage: Linkage,
    pub readonly: bool,
    /// `_Thread_local`/`__thread`: one instance per thread, in `.tdata`/`.tbss`, whose
    /// `global_addr` is the running thread's instance.
    pub thread_local: bool,
    /// Ignored when `linkage` is `Import`.
    pub init: GlobalInit,
}

/// The symbols named outside the functions' code: by the relocations of the data objects
/// `globals` and by the operands of the `asm` statements `asm`.
pub fn named_by_data_and_asm<'a>(
    globals: &'a [Global],
    asm: &'a [InlineAsm],
) -> impl Iterator<Item = &'a str> + 'a {
    let relocs = globals.iter().flat_map(|g| match &g.init {
        GlobalInit::Bytes { relocs, .. } => relocs.as_slice(),
        GlobalInit::Zero => &[],
    });
    let operands = asm.iter().flat_map(|a| &a.operands);
    (relocs.map(|r| r.symbol.as_str()))
        .chain(operands.filter_map(|o| o.symbol.as_ref().map(|(name, _)| name.as_str())))
}

/// A function declared but not defined in this module (called or addressed by it).
#[derive(Clone, Debug, PartialEq)]
pub struct FuncDecl {
    pub name: String,
    pub sig: Signature,
}

/// A symbol a function names, as far as the front end knows it when it hands the function
/// to code generation, before the rest of the unit is read (docs/design.md, "One function
/// at a time"). Its `linkage` is `Export` or `Local` if the unit defines it, so far or, by
/// the parser's forecast, further on; `Import` otherwise. The finished module has the last
/// word (`codegen::ObjectStream::finish` checks the forecast against it).
#[derive(Clone, Debug, PartialEq)]
pub enum Announced {
    Global(Global, Option<SymbolAttrs>),
    Function {
        decl: FuncDecl,
        linkage: Linkage,
        attrs: Option<SymbolAttrs>,
        /// The unit defines it further on.
        later: bool,
    },
}

/// A translation unit.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Module {
    pub globals: Vec<Global>,
    pub decls: Vec<FuncDecl>,
    pub functions: Vec<Function>,
    /// The attributes of the symbols that have any, by symbol name (ordered, so that the
    /// object file does not depend on hash order).
    pub attrs: std::collections::BTreeMap<String, SymbolAttrs>,
    /// The texts of the unit's `#ident` and `#sccs` directives, in order, for the object's
    /// `.comment` section.
    pub idents: Vec<Vec<u8>>,
    /// The unit's `asm` statements, each called as the function it names (docs/design.md,
    /// "Inline assembly"), in source order.
    pub inline_asm: Vec<InlineAsm>,
    /// The unit's file-scope `asm("...")` texts, in source order.
    pub file_asm: Vec<String>,
    /// `-g`: the types and the globals (`debug`).
    pub debug: debug::ModuleDebug,
    /// The unit's C99 inline definitions that provide no external definition (and GNU89's
    /// `extern inline` ones), kept when optimising for the inliner to copy into their
    /// calls: never emitted, their calls not inlined call the symbol another unit defines.
    /// Not part of the IR text.
    pub inline_only: Vec<InlineDefinition>,
}

/// An inline definition the unit does not emit (see [`Module::inline_only`]): its body,
/// and the functions and objects it names as code generation declares them where the
/// module has no declaration of its own, for a caller its body is copied into.
#[derive(Clone, Debug, PartialEq)]
pub struct InlineDefinition {
    pub function: Function,
    pub names: Vec<Announced>,
}

/// An `asm` statement, as lowering leaves it for code generation to write in assembler:
/// the function `symbol` that the statement's call reaches, taking the address of a block
/// of 16-byte operand slots (and returning, for `asm goto`, the index of the label taken,
/// 0 for none).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InlineAsm {
    pub symbol: String,
    pub template: String,
    /// Basic asm: the template is copied as written (its `%` are no operands).
    pub basic: bool,
    /// The outputs, then the inputs, in the order the template numbers them.
    pub operands: Vec<AsmOperand>,
    pub clobbers: Vec<String>,
    /// The `goto` labels' names (`%l[name]`); the template numbers them after the inputs.
    pub labels: Vec<String>,
    /// Where the statement is, for the assembler's messages.
    pub span: crate::diag::Span,
}

/// One operand of an [`InlineAsm`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AsmOperand {
    pub name: Option<String>,
    pub place: crate::target::asm::Place,
    /// An output operand (`=` or `+`), and whether it is written before the inputs are read
    /// (`&`), so that no input may share its register.
    pub output: bool,
    pub early_clobber: bool,
    /// Its slot's offset in the operand block: the value of a register operand, or the
    /// address of a memory operand.
    pub slot: u32,
    /// Its C type's size, and whether that type is floating.
    pub size: u32,
    pub float: bool,
    /// A register operand's value is loaded from the slot before the template runs (an
    /// input, a `+` output, an output a matching input shares), and stored to it after.
    pub load: bool,
    pub store: bool,
    /// An immediate operand's value.
    pub immediate: Option<i64>,
    /// An immediate operand that is a link-time constant: a symbol and an offset from it.
    pub symbol: Option<(String, i64)>,
    /// A memory operand in the same object as the earlier memory operand given, at the
    /// distance given in bytes: when the registers run out, it is addressed from that
    /// operand's register (gcc would address both from the frame).
    pub based_on: Option<(usize, i64)>,
}

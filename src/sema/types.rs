//! C types (6.2.5) as the front end sees them, with their sizes and alignments on the two
//! LP64 targets (x86-64 and aarch64 Linux), and their IR value types.

use crate::ir;
use std::fmt;
use std::rc::Rc;

#[derive(Clone, Debug, PartialEq)]
pub enum Type {
    Void,
    /// `_Bool`.
    Bool,
    /// The integer types: `char` (size 1) up to `long long` (size 8). `long` and
    /// `long long` are both 8 bytes on LP64.
    Int {
        size: u8,
        signed: bool,
    },
    /// `float` (4), `double` (8); `long double` (16) is recognised but not supported.
    Float {
        size: u8,
    },
    Pointer(Rc<Type>),
    /// Element type and length (`None` for `int a[]` before its initializer sets it).
    Array(Rc<Type>, Option<u64>),
    Function(Rc<FuncType>),
    /// A structure or union. Members are not supported yet, so it is always incomplete:
    /// only pointers to it can be used (enough for the `FILE *` of `<stdio.h>`).
    Struct {
        tag: Option<Rc<str>>,
        union: bool,
    },
}

#[derive(Clone, Debug, PartialEq)]
pub struct FuncType {
    pub ret: Type,
    pub params: Vec<Type>,
    pub variadic: bool,
    /// False for an old-style `int f()` declaration, which says nothing about parameters.
    pub prototyped: bool,
}

impl Type {
    pub const INT: Type = Type::Int {
        size: 4,
        signed: true,
    };
    pub const UINT: Type = Type::Int {
        size: 4,
        signed: false,
    };
    pub const LONG: Type = Type::Int {
        size: 8,
        signed: true,
    };
    pub const ULONG: Type = Type::Int {
        size: 8,
        signed: false,
    };
    pub const FLOAT: Type = Type::Float { size: 4 };
    pub const DOUBLE: Type = Type::Float { size: 8 };
    pub const LONG_DOUBLE: Type = Type::Float { size: 16 };

    pub fn pointer_to(t: Type) -> Type {
        Type::Pointer(Rc::new(t))
    }

    pub fn is_integer(&self) -> bool {
        matches!(self, Type::Int { .. } | Type::Bool)
    }

    pub fn is_float(&self) -> bool {
        matches!(self, Type::Float { .. })
    }

    pub fn is_arithmetic(&self) -> bool {
        self.is_integer() || self.is_float()
    }

    pub fn is_pointer(&self) -> bool {
        matches!(self, Type::Pointer(_))
    }

    pub fn is_scalar(&self) -> bool {
        self.is_arithmetic() || self.is_pointer()
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

    /// The pointee of a pointer type.
    pub fn pointee(&self) -> Option<&Type> {
        match self {
            Type::Pointer(t) => Some(t),
            _ => None,
        }
    }

    /// Size in bytes (`sizeof`); `None` for incomplete types and functions.
    pub fn size(&self) -> Option<u64> {
        match self {
            Type::Void | Type::Function(_) | Type::Struct { .. } => None,
            Type::Bool => Some(1),
            Type::Int { size, .. } | Type::Float { size } => Some(*size as u64),
            Type::Pointer(_) => Some(8),
            Type::Array(elem, len) => Some(elem.size()? * (*len)?),
        }
    }

    pub fn align(&self) -> u64 {
        match self {
            Type::Array(elem, _) => elem.align(),
            t => t.size().unwrap_or(1).max(1),
        }
    }

    /// The IR value type a scalar of this type lives in.
    pub fn ir_type(&self) -> Option<ir::Type> {
        Some(match self {
            Type::Bool => ir::Type::I8,
            Type::Int { size: 1, .. } => ir::Type::I8,
            Type::Int { size: 2, .. } => ir::Type::I16,
            Type::Int { size: 4, .. } => ir::Type::I32,
            Type::Int { .. } => ir::Type::I64,
            Type::Float { size: 4 } => ir::Type::F32,
            Type::Float { .. } => ir::Type::F64,
            Type::Pointer(_) => ir::Type::Ptr,
            _ => return None,
        })
    }

    /// Integer conversion rank (6.3.1.1), by size since no two standard types share a size
    /// with different ranks except `long`/`long long`, which behave identically here.
    pub fn rank(&self) -> u8 {
        match self {
            Type::Bool => 0,
            Type::Int { size, .. } => *size,
            _ => 0,
        }
    }
}

impl fmt::Display for Type {
    /// The type as gcc spells it in diagnostics.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Void => f.write_str("void"),
            Type::Bool => f.write_str("_Bool"),
            Type::Int { size, signed } => f.write_str(match (signed, size) {
                (true, 1) => "char",
                (false, 1) => "unsigned char",
                (true, 2) => "short int",
                (false, 2) => "short unsigned int",
                (true, 4) => "int",
                (false, 4) => "unsigned int",
                (true, _) => "long int",
                (false, _) => "long unsigned int",
            }),
            Type::Float { size: 4 } => f.write_str("float"),
            Type::Float { size: 8 } => f.write_str("double"),
            Type::Float { .. } => f.write_str("long double"),
            Type::Pointer(t) => match &**t {
                Type::Function(ft) => write!(f, "{} (*)({})", ft.ret, params_text(ft)),
                t => write!(f, "{t} *"),
            },
            Type::Array(t, Some(n)) => write!(f, "{t}[{n}]"),
            Type::Array(t, None) => write!(f, "{t}[]"),
            Type::Function(ft) => write!(f, "{}({})", ft.ret, params_text(ft)),
            Type::Struct { tag, union } => {
                let kw = if *union { "union" } else { "struct" };
                match tag {
                    Some(t) => write!(f, "{kw} {t}"),
                    None => write!(f, "{kw} <anonymous>"),
                }
            }
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

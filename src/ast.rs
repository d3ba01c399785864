//! The abstract syntax tree built from pest's parse pairs by `crate::parse`.
//!
//! It records what the programmer wrote, with a span on everything a diagnostic may point
//! at. Semantic analysis (`crate::sema`) then annotates it in place, clang style: it fills
//! each expression's type, resolves each identifier to a symbol, evaluates case labels, and
//! wraps operands in explicit `ImplicitCast` nodes, so that lowering never has to rediscover
//! C's conversion rules.

pub mod attributes;

use crate::diag::Span;
pub use crate::types::FloatN;
use crate::types::Type;

/// A whole translation unit: the external declarations in source order.
#[derive(Clone, Debug, Default)]
pub struct TranslationUnit {
    pub items: Vec<ExternalDecl>,
    /// Every GNU attribute written in the unit (name and span), in source order, wherever
    /// it is kept in the tree, so that sema can warn about each one it does not honour.
    pub attributes: Vec<(String, Span)>,
    /// What each `__extension__` covers (the declaration it starts, the operand it
    /// prefixes), where gcc gives no pedwarn of the program's extensions.
    pub extensions: Vec<Span>,
    /// The `#pragma` lines the preprocessor kept, each with the offset of the text that
    /// follows it (sema honours `#pragma pack`).
    pub pragmas: Vec<(usize, String)>,
}

#[derive(Clone, Debug)]
pub enum ExternalDecl {
    Function(FunctionDef),
    Declaration(Declaration),
    /// Basic `asm("...")` at file scope: its text, copied to the assembler verbatim.
    Asm(String, Span),
    /// A `;` alone at file scope (`int f(void) { ... };`), which GNU C allows and ISO C
    /// does not.
    Empty(Span),
}

/// `declaration-specifiers declarator compound-statement`
#[derive(Clone, Debug)]
pub struct FunctionDef {
    pub specs: DeclSpecs,
    pub declarator: Declarator,
    pub body: Vec<BlockItem>,
    /// Position of the closing brace (where control falls off the end).
    pub end: Span,
    /// The function's symbol, set by sema.
    pub sym: Option<SymbolId>,
    /// Symbols of the parameters in order, set by sema.
    pub param_syms: Vec<SymbolId>,
    /// A K&R definition's declarations of its parameters, between the declarator and the
    /// body (`int f(a, b) int a; char *b; { ... }`).
    pub kr_decls: Vec<Declaration>,
}

/// `declaration-specifiers init-declarator-list? ;`
#[derive(Clone, Debug)]
pub struct Declaration {
    pub specs: DeclSpecs,
    pub declarators: Vec<InitDeclarator>,
    pub span: Span,
    /// `_Static_assert(E, "message");` (then there are no specifiers or declarators); the
    /// message is optional since C2x.
    pub static_assert: Option<Box<(Expr, Option<Vec<u8>>)>>,
}

#[derive(Clone, Debug)]
pub struct InitDeclarator {
    pub declarator: Declarator,
    /// GNU `__asm__("name")` after the declarator: the symbol's name in the object file.
    pub asm_label: Option<(String, Span)>,
    pub init: Option<Initializer>,
    /// The declared symbol, set by sema.
    pub sym: Option<SymbolId>,
    /// The initializer flattened by sema into the scalars it sets (brace elision and string
    /// literals for char arrays resolved); every other byte of the object is zero.
    pub items: Vec<InitItem>,
}

/// One scalar of an initialized object: its byte offset in the object, its type, and the
/// value (already converted to that type).
#[derive(Clone, Debug)]
pub struct InitItem {
    pub offset: u64,
    pub ty: Type,
    pub value: InitValue,
    /// For a bit-field: its first bit and width in the unit at `offset`.
    pub bits: Option<(u32, u32)>,
}

/// What an [`InitItem`] stores.
#[derive(Clone, Debug)]
pub enum InitValue {
    /// A value of the item's type.
    Expr(Expr),
    /// Constants already converted to the element type of the item's type (an array),
    /// laid out one after another: a run of a static table's elements, evaluated in bulk
    /// (see [`ConstantRun`]).
    Bytes(Vec<u8>),
    /// A value stored in several places but evaluated once, where the first of them is
    /// stored: GNU C's `[lo ... hi] = f()` calls `f` once.
    Shared(std::rc::Rc<Expr>),
}

impl InitValue {
    /// The same value, to be evaluated once however many items hold it.
    pub fn shared(&self) -> InitValue {
        match self {
            InitValue::Expr(e) => InitValue::Shared(std::rc::Rc::new(e.clone())),
            other => other.clone(),
        }
    }
}

/// A run of numeric constants written one after another in a brace list (`1, 2, -3.5`),
/// as generated tables have them: each constant's value, type and place, without an
/// expression node of its own. Sema takes the run's elements in order, `next` being the
/// first one it has not taken yet, and evaluates them in bulk where the list is for an
/// array of arithmetic elements; elsewhere it takes each as the expression it stands for
/// ([`Constant::expr`]).
#[derive(Clone, Debug)]
pub struct ConstantRun {
    pub constants: Vec<Constant>,
    pub next: usize,
}

/// One constant of a [`ConstantRun`]: an integer or floating constant (not `long double`),
/// possibly negated.
#[derive(Clone, Debug)]
pub struct Constant {
    /// The integer constant's value, or the bits of the floating constant's `f64` value.
    pub value: u64,
    /// The constant's type, as the literal gives it (before any negation).
    pub ty: ConstantType,
    /// Written with a unary minus before it.
    pub negated: bool,
    /// Where the constant is, from its minus sign if it has one, and where its number starts.
    pub lo: u32,
    pub number_lo: u32,
    pub hi: u32,
}

/// The type of a [`Constant`]: one of those an integer or floating literal has, in a
/// byte.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConstantType {
    Int,
    UInt,
    Long,
    ULong,
    LongLong,
    ULongLong,
    Float,
    Double,
}

impl ConstantType {
    const ALL: [ConstantType; 8] = [
        ConstantType::Int,
        ConstantType::UInt,
        ConstantType::Long,
        ConstantType::ULong,
        ConstantType::LongLong,
        ConstantType::ULongLong,
        ConstantType::Float,
        ConstantType::Double,
    ];

    pub fn ty(self) -> Type {
        match self {
            ConstantType::Int => Type::INT,
            ConstantType::UInt => Type::UINT,
            ConstantType::Long => Type::LONG,
            ConstantType::ULong => Type::ULONG,
            ConstantType::LongLong => Type::LONG_LONG,
            ConstantType::ULongLong => Type::ULONG_LONG,
            ConstantType::Float => Type::FLOAT,
            ConstantType::Double => Type::DOUBLE,
        }
    }

    /// The constant type that is `ty`, if any.
    pub fn of(ty: &Type) -> Option<ConstantType> {
        Self::ALL.into_iter().find(|c| c.ty() == *ty)
    }
}

impl Constant {
    /// The expression the constant stands for: its literal, under a unary minus if it has
    /// one.
    pub fn expr(&self) -> Expr {
        let kind = if self.ty.ty().is_integer() {
            ExprKind::IntLit(self.value)
        } else {
            ExprKind::FloatLit(f64::from_bits(self.value))
        };
        let number_span = Span::new(self.number_lo as usize, self.hi as usize);
        let literal = Expr {
            kind,
            span: number_span,
            ty: Some(self.ty.ty()),
        };
        if !self.negated {
            return literal;
        }
        let sp = Span::new(self.lo as usize, self.hi as usize);
        Expr::new(ExprKind::Unary(UnaryOp::Neg, Box::new(literal)), sp)
    }

    pub fn span(&self) -> Span {
        Span::new(self.lo as usize, self.hi as usize)
    }
}

#[derive(Clone, Debug)]
pub enum Initializer {
    Expr(Expr),
    List(Vec<Initializer>, Span),
    /// An element of a list with a designation (6.7.9): `.x = 1`, `[2].y = 3`.
    Designated(Vec<Designator>, Box<Initializer>, Span),
    /// Constants that are items of the list one after another (see [`ConstantRun`]).
    Constants(ConstantRun),
}

#[derive(Clone, Debug)]
pub enum Designator {
    Index(Expr),
    /// GNU C's `[lo ... hi]`: the same initializer for each element from `lo` to `hi`; and
    /// where the `...` is.
    Range(Expr, Expr, Span),
    Member(String, Span),
}

/// One member declaration in a structure or union body: `int x, *y;` or `int bits : 3;`.
#[derive(Clone, Debug)]
pub struct MemberDecl {
    pub specs: DeclSpecs,
    /// Each declarator with its bit-field width, if any. No declarator at all declares an
    /// anonymous member when the specifiers are a structure or union.
    pub declarators: Vec<(Declarator, Option<Expr>)>,
    pub span: Span,
    /// A member-level `_Static_assert(E, "message")` (C11 6.7.2.1p1), which declares nothing.
    pub static_assert: Option<Box<(Expr, Option<Vec<u8>>)>>,
}

/// The declaration specifiers, each with the span of its keyword.
#[derive(Clone, Debug, Default)]
pub struct DeclSpecs {
    pub storage: Vec<(StorageClass, Span)>,
    pub type_specs: Vec<(TypeSpec, Span)>,
    pub qualifiers: Vec<(TypeQualifier, Span)>,
    pub function_specs: Vec<(FunctionSpec, Span)>,
    /// `_Alignas(N)` or `_Alignas(type)` (6.7.5), each with its span.
    pub alignas: Vec<(AlignSpec, Span)>,
    /// GNU `__attribute__((...))` among the specifiers.
    pub attrs: Vec<Attribute>,
    /// GNU attributes of a `struct`/`union`/`enum` specifier itself (after the keyword or
    /// after the body): they apply to the type.
    pub tag_attrs: Vec<Attribute>,
    /// The operand of a GNU `typeof` specifier (`TypeSpec::Typeof`).
    pub typeof_arg: Option<AlignSpec>,
    /// The typedef name among the type specifiers, if any.
    pub typedef_name: Option<String>,
    /// The tag of a `struct`/`union`/`enum` specifier, if any.
    pub tag: Option<String>,
    /// Where that tag is written.
    pub tag_span: Span,
    /// The enumerators of an `enum` specifier with a body: name, span, value expression.
    pub enumerators: Option<Vec<Enumerator>>,
    /// The `,` after the last enumerator, if any (C90 has none: gcc's -pedantic warns).
    pub enum_comma: Option<Span>,
    /// The member declarations of a `struct`/`union` specifier with a body.
    pub members: Option<Vec<MemberDecl>>,
    /// Where a `;` stands alone among the members (gcc's -pedantic warns).
    pub stray_semicolons: Vec<Span>,
    pub span: Span,
}

impl DeclSpecs {
    /// The span of the first specifier written, the keyword gcc marks.
    pub fn first_specifier(&self) -> Option<Span> {
        let spans = (self.storage.iter().map(|s| s.1))
            .chain(self.type_specs.iter().map(|s| s.1))
            .chain(self.qualifiers.iter().map(|s| s.1))
            .chain(self.function_specs.iter().map(|s| s.1));
        spans.min_by_key(|s| s.lo)
    }

    /// A file-scope declaration written with no specifiers at all (`x = 3;`, `f(void)
    /// {...}`): its specifiers' span is empty.
    /// Whether the specifiers say `inline` (or `__inline__`, `__inline`).
    pub fn is_inline(&self) -> bool {
        self.function_specs
            .iter()
            .any(|(s, _)| *s == FunctionSpec::Inline)
    }

    pub fn none_written(&self) -> bool {
        self.span.lo == self.span.hi
    }
}

/// A GNU attribute, `name` or `name(args)` inside `__attribute__((...))`, kept as written
/// for sema to honour or warn about (gcc's attribute names may be spelled `__name__`).
#[derive(Clone, Debug)]
pub struct Attribute {
    pub name: String,
    pub args: Vec<Expr>,
    pub span: Span,
}

impl Attribute {
    /// The name without the optional surrounding `__`, as gcc compares them.
    pub fn canonical_name(&self) -> &str {
        crate::ast::attributes::canonical(&self.name)
    }
}

/// The operand of an alignment specifier (and of GNU `typeof`): a type or an expression.
#[derive(Clone, Debug)]
pub enum AlignSpec {
    Type(Box<TypeName>),
    Expr(Box<Expr>),
}

/// `identifier ("=" constant_expression)?` in an enum body.
#[derive(Clone, Debug)]
pub struct Enumerator {
    pub name: String,
    pub span: Span,
    pub value: Option<Expr>,
    /// GNU attributes after the name (`A __attribute__((deprecated)) = 1`).
    pub attrs: Vec<Attribute>,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum StorageClass {
    Typedef,
    Extern,
    Static,
    Auto,
    Register,
    /// `_Thread_local`.
    ThreadLocal,
    /// GNU C's `__thread`: the same, except that it must follow `static` or `extern`.
    Thread,
}

impl StorageClass {
    pub fn is_thread_local(self) -> bool {
        matches!(self, StorageClass::ThreadLocal | StorageClass::Thread)
    }

    /// The keyword, as gcc names it in diagnostics.
    pub fn keyword(self) -> &'static str {
        match self {
            StorageClass::Typedef => "typedef",
            StorageClass::Extern => "extern",
            StorageClass::Static => "static",
            StorageClass::Auto => "auto",
            StorageClass::Register => "register",
            StorageClass::ThreadLocal => "_Thread_local",
            StorageClass::Thread => "__thread",
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TypeSpec {
    Void,
    Char,
    Short,
    Int,
    Long,
    Float,
    Double,
    Signed,
    Unsigned,
    Bool,
    Complex,
    Struct,
    Union,
    Enum,
    /// A typedef name (the name is `DeclSpecs::typedef_name`).
    TypedefName,
    /// GNU `typeof (...)` (the operand is `DeclSpecs::typeof_arg`).
    Typeof,
    /// GNU `__auto_type`: the type of the declarator's initializer after lvalue conversion
    /// (sema copies the initializer into `DeclSpecs::typeof_arg`).
    AutoType,
    /// GNU `__int128` (`__int128_t`); `__uint128_t` is written `Unsigned, Int128`.
    Int128,
    /// `_Float32`, `_Float64`, `_Float32x`, `_Float64x`, `_Float128` (ISO/IEC TS 18661-3,
    /// gcc's keywords from gcc 7).
    FloatN(FloatN),
}

impl TypeSpec {
    pub fn keyword(self) -> &'static str {
        match self {
            TypeSpec::Void => "void",
            TypeSpec::Char => "char",
            TypeSpec::Short => "short",
            TypeSpec::Int => "int",
            TypeSpec::Long => "long",
            TypeSpec::Float => "float",
            TypeSpec::Double => "double",
            TypeSpec::Signed => "signed",
            TypeSpec::Unsigned => "unsigned",
            TypeSpec::Bool => "_Bool",
            TypeSpec::Complex => "_Complex",
            TypeSpec::Struct => "struct",
            TypeSpec::Union => "union",
            TypeSpec::Enum => "enum",
            TypeSpec::TypedefName => "typedef name",
            TypeSpec::Typeof => "typeof",
            TypeSpec::AutoType => "__auto_type",
            TypeSpec::Int128 => "__int128",
            TypeSpec::FloatN(n) => n.keyword(),
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TypeQualifier {
    Const,
    Restrict,
    Volatile,
    Atomic,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FunctionSpec {
    Inline,
    Noreturn,
}

/// A declarator, flattened: the declared name (none in an abstract declarator) and the type
/// derivations in the order they apply to the base type. `int *a[3]` gives
/// `[Pointer, Array(3)]`: pointer to int first, then an array of those.
#[derive(Clone, Debug, Default)]
pub struct Declarator {
    pub name: Option<(String, Span)>,
    pub derived: Vec<Derived>,
    /// GNU attributes written in or after the declarator (they apply to the declared
    /// entity, as gcc treats the common cases).
    pub attrs: Vec<Attribute>,
    pub span: Span,
    /// Set by sema: the sizes of the variable length arrays the declarator writes, each
    /// with the hidden local that holds it (see `types::Type::Vla`), converted to
    /// `size_t`, in the order they are evaluated where the declarator is.
    pub vla_lengths: Vec<(SymbolId, Expr)>,
}

#[derive(Clone, Debug)]
pub enum Derived {
    Pointer(Vec<TypeQualifier>),
    Array(Option<Box<Expr>>, Span, ArrayParamQuals),
    Function(Vec<ParamDecl>, bool, Span),
}

/// What may stand before the size in a parameter's array declarator, `[static const 4]`:
/// the qualifiers of the pointer the parameter is adjusted to, and the promise that it
/// points to at least that many elements (6.7.6.3p7). `star` is `[*]`, a variable length
/// array of unspecified size, allowed only in a prototype that is not a definition
/// (6.7.6.2p4).
#[derive(Clone, Debug, Default)]
pub struct ArrayParamQuals {
    pub is_static: bool,
    pub quals: Vec<TypeQualifier>,
    pub star: bool,
    /// Not a qualifier: the first token of the line the `]` is on, where gcc reports a
    /// variable length array in C90 (its `input_location`).
    pub line_start: Span,
}

impl ArrayParamQuals {
    /// No `static` and no qualifiers (`[*]` is not one of them).
    pub fn is_empty(&self) -> bool {
        !self.is_static && self.quals.is_empty()
    }
}

/// One parameter of a function declarator; `variadic` lives on `Derived::Function`.
#[derive(Clone, Debug)]
pub struct ParamDecl {
    pub specs: DeclSpecs,
    pub declarator: Declarator,
    pub span: Span,
    /// A name in a K&R identifier list (`f(a, b)`): its type is declared after the
    /// declarator, or `int`.
    pub kr: bool,
}

/// `specifier-qualifier-list abstract-declarator?`
#[derive(Clone, Debug)]
pub struct TypeName {
    pub specs: DeclSpecs,
    pub declarator: Declarator,
    pub span: Span,
    /// The type it names, set by sema.
    pub ty: Option<Type>,
}

#[derive(Clone, Debug)]
pub enum BlockItem {
    Decl(Declaration),
    Stmt(Stmt),
    /// GNU C's local labels, `__label__ a, b;` at the start of a block: labels whose scope
    /// is that block. The names, and where the keyword is.
    Labels(Vec<(String, Span)>, Span),
}

/// A label as written. Sema renames each use of a GNU local label to `name.N`, unique in its
/// function, so that the later stages see one name space of labels per function, as for
/// ordinary ones; no identifier has a `.`, so the written name is what comes before it.
pub fn written_label(name: &str) -> &str {
    name.split('.').next().unwrap_or(name)
}

#[derive(Clone, Debug)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
    /// GNU attributes of the statement: those of a null statement
    /// (`__attribute__((fallthrough));`) or after a label (`l: __attribute__((unused))`).
    pub attrs: Vec<Attribute>,
}

impl Stmt {
    /// What a label at the end of a compound statement labels (`out: }`, C2x and GNU C):
    /// an empty statement of no length, where a written `;` has one.
    pub fn is_end_of_block(&self) -> bool {
        matches!(self.kind, StmtKind::Expr(None)) && self.span.lo == self.span.hi
    }
}

#[derive(Clone, Debug)]
pub enum StmtKind {
    Expr(Option<Expr>),
    Compound(Vec<BlockItem>),
    If(Expr, Box<Stmt>, Option<Box<Stmt>>),
    Switch(Expr, Box<Stmt>),
    While(Expr, Box<Stmt>),
    DoWhile(Box<Stmt>, Expr),
    For {
        init: Box<ForInit>,
        cond: Option<Expr>,
        step: Option<Expr>,
        body: Box<Stmt>,
    },
    Goto(String, Span),
    Continue,
    Break,
    Return(Option<Expr>),
    Labeled(String, Span, Box<Stmt>),
    /// `case E:`; sema stores the value of `E` in the second field.
    Case(Expr, Option<i64>, Box<Stmt>),
    /// GNU C's `case lo ... hi:`; sema stores the two values.
    CaseRange(Expr, Expr, Option<(i64, i64)>, Box<Stmt>),
    Default(Box<Stmt>),
    /// GNU C's computed goto, `goto *p;` (`p` a value of `&&label`).
    IndirectGoto(Expr),
    /// GNU inline assembly, `asm volatile ("..." : outputs : inputs : clobbers : labels)`.
    Asm(Box<AsmStmt>),
}

/// An `asm` statement as written; sema fills in each operand's parsed constraint.
#[derive(Clone, Debug)]
pub struct AsmStmt {
    /// The whole statement, from the `asm` keyword.
    pub span: Span,
    pub template: String,
    pub template_span: Span,
    /// Basic asm (no colon at all): its `%` are not operand references.
    pub basic: bool,
    /// `volatile` written (every statement is run as written anyway: it is a call).
    pub volatile: bool,
    pub outputs: Vec<AsmOperand>,
    pub inputs: Vec<AsmOperand>,
    pub clobbers: Vec<(String, Span)>,
    pub labels: Vec<(String, Span)>,
}

/// One operand: `[name] "constraint" (expression)`.
#[derive(Clone, Debug)]
pub struct AsmOperand {
    pub name: Option<String>,
    pub constraint: String,
    pub constraint_span: Span,
    pub expr: Expr,
    /// Set by sema: what the constraint asks for.
    pub parsed: Option<crate::target::asm::Constraint>,
    /// Set by sema: an immediate operand that is an address constant (`"i"(&x)`,
    /// `"i"(f)`): the symbol's name in the object and a byte offset from it.
    pub symbol: Option<(String, i64)>,
    /// Set by sema: a memory operand whose object is an earlier memory operand's at a
    /// constant distance (`"m"(a[3])` after `"m"(a[0])`): that operand's index and the
    /// distance in bytes (see `ir::AsmOperand::based_on`).
    pub based_on: Option<(usize, i64)>,
}

// Always boxed (in `StmtKind::For`), so the declaration's size costs nothing elsewhere.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
pub enum ForInit {
    Expr(Option<Expr>),
    Decl(Declaration),
}

pub use crate::types::SymbolId;

#[derive(Clone, Debug)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
    /// Set by sema; `None` until then.
    pub ty: Option<Type>,
}

impl Expr {
    pub fn new(kind: ExprKind, span: Span) -> Expr {
        Expr {
            kind,
            span,
            ty: None,
        }
    }

    /// The type sema gave this expression. Sema types every expression it accepts, so an
    /// untyped one here is a compiler bug: it is reported as an internal compiler error at
    /// the expression (see [`InternalError`]), never guessed as `int`.
    pub fn ty(&self) -> Type {
        match &self.ty {
            Some(ty) => ty.clone(),
            None => InternalError::raise(
                self.span,
                format!("{} was never typed by sema", self.kind.describe()),
            ),
        }
    }
}

/// A broken invariant between stages (an expression sema never typed, a construct sema
/// should have rejected), found where the tree is used. Raised as a panic whose payload is
/// this value, so that deep code needs no error plumbing for what cannot happen;
/// `front_end::lower_c` catches it and reports it as a located diagnostic,
/// `file:line:col: internal compiler error: ...`, with exit status 1.
#[derive(Debug)]
pub struct InternalError {
    pub span: Span,
    pub message: String,
}

impl InternalError {
    pub fn raise(span: Span, message: String) -> ! {
        std::panic::panic_any(InternalError { span, message })
    }
}

impl ExprKind {
    /// The construct, as a diagnostic names it.
    pub fn describe(&self) -> &'static str {
        match self {
            ExprKind::IntLit(_) => "an integer constant",
            ExprKind::FloatLit(_) | ExprKind::LongFloatLit(..) => "a floating constant",
            ExprKind::CharLit(_) => "a character constant",
            ExprKind::StringLit(..) | ExprKind::WideStringLit(..) => "a string literal",
            ExprKind::WideCharLit(..) => "a character constant",
            ExprKind::Ident(..) => "an identifier",
            ExprKind::Unary(..) => "a unary expression",
            ExprKind::IncDec { .. } => "an increment or decrement",
            ExprKind::Binary(..) => "a binary expression",
            ExprKind::Assign(..) => "an assignment",
            ExprKind::Conditional(..) => "a conditional expression",
            ExprKind::Comma(..) => "a comma expression",
            ExprKind::Call(..) => "a function call",
            ExprKind::Index(..) => "an array subscript",
            ExprKind::Member(..) | ExprKind::Arrow(..) => "a member access",
            ExprKind::Cast(..) => "a cast",
            ExprKind::SizeofType(_) | ExprKind::SizeofExpr(_) => "a sizeof expression",
            ExprKind::AlignofType(..) | ExprKind::AlignofExpr(_) => "an _Alignof expression",
            ExprKind::CompoundLiteral(_) => "a compound literal",
            ExprKind::Generic(_) => "a _Generic selection",
            ExprKind::StmtExpr(_) => "a statement expression",
            ExprKind::BinaryConditional(..) => "a conditional expression without middle operand",
            ExprKind::LabelAddr(..) => "a label address",
            ExprKind::Offsetof(..) => "an __builtin_offsetof",
            ExprKind::TypesCompatible(_) => "a __builtin_types_compatible_p",
            ExprKind::Builtin(..) => "a builtin call",
            ExprKind::VaArg(..) => "a va_arg",
            ExprKind::ConvertVector(..) => "a __builtin_convertvector",
            ExprKind::VaBuiltin(..) => "a va_start, va_end or va_copy",
            ExprKind::ImplicitCast(_) => "an implicit conversion",
        }
    }
}

/// The encoding of a wide character constant or string literal, by its prefix (6.4.4.4,
/// 6.4.5): `L` is `wchar_t`'s (UTF-32 with glibc), `u` UTF-16 (`char16_t`), `U` UTF-32
/// (`char32_t`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoding {
    Wide,
    Utf16,
    Utf32,
}

impl Encoding {
    /// The encoding a prefix names (`None` for none, `u8`, or anything else).
    pub fn of_prefix(prefix: &str) -> Option<Encoding> {
        Some(match prefix {
            "L" => Encoding::Wide,
            "u" => Encoding::Utf16,
            "U" => Encoding::Utf32,
            _ => return None,
        })
    }

    /// The largest code unit.
    pub fn max_unit(self) -> u32 {
        match self {
            Encoding::Utf16 => 0xffff,
            _ => u32::MAX,
        }
    }
}

/// How an alignment query of a type is spelled, which decides gcc's answer: C11's
/// `_Alignof` gives the alignment every object of the type is guaranteed (gcc's
/// `min_align_of_type`, capped at 16 unless an attribute asked for more), GNU's
/// `__alignof__` the type's own (`TYPE_ALIGN`: 32 for a 32-byte vector on x86-64).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AlignofSpelling {
    C11,
    Gnu,
}

#[derive(Clone, Debug)]
pub enum ExprKind {
    /// An integer constant with its value (already reduced to `ty`).
    IntLit(u64),
    FloatLit(f64),
    /// A `long double` constant (`1.1L`): its value rounded to a `double`, and its number
    /// as written, lower-cased, without the suffix (`0x1.8p3` or `1.1e5`), from which
    /// lowering computes the target's representation exactly (`crate::target::long_double`).
    LongFloatLit(f64, std::rc::Rc<str>),
    /// The bytes of a character constant; sema turns it into an `IntLit` (its value depends
    /// on whether plain `char` is signed on the target).
    CharLit(Vec<u8>),
    /// The bytes of a string literal, without the terminating NUL, and (set by sema) the
    /// index of the read-only global that holds it (see `sema::Symbols::strings`).
    StringLit(Vec<u8>, Option<usize>),
    /// A wide character constant (`L'x'`, `u'x'`, `U'x'`): its code units in the
    /// encoding; sema gives it the encoding's type for the target (`wchar_t` differs).
    WideCharLit(Encoding, Vec<u32>),
    /// A wide string literal (`L"..."`, `u"..."`, `U"..."`): its code units without the
    /// terminating null, and (set by sema) the index of the global holding it.
    WideStringLit(Encoding, Vec<u32>, Option<usize>),
    /// An identifier; sema resolves it to a symbol.
    Ident(String, Option<SymbolId>),
    Unary(UnaryOp, Box<Expr>),
    /// `++x`, `--x`, `x++`, `x--`; `op` is where the operator is, which gcc's diagnostics
    /// point at.
    IncDec {
        prefix: bool,
        inc: bool,
        arg: Box<Expr>,
        op: Span,
    },
    /// The operation, its operands, and where the operator is.
    Binary(BinaryOp, Box<Expr>, Box<Expr>, Span),
    /// `a = b` (op `None`) or a compound assignment `a op= b`, and where the operator is.
    Assign(Option<BinaryOp>, Box<Expr>, Box<Expr>, Span),
    Conditional(Box<Expr>, Box<Expr>, Box<Expr>),
    Comma(Box<Expr>, Box<Expr>),
    Call(Box<Expr>, Vec<Expr>),
    Index(Box<Expr>, Box<Expr>),
    Member(Box<Expr>, String),
    Arrow(Box<Expr>, String),
    Cast(Box<TypeName>, Box<Expr>),
    SizeofType(Box<TypeName>),
    SizeofExpr(Box<Expr>),
    /// `_Alignof(type-name)` or GNU C's `__alignof__(type-name)`, which gcc answers
    /// differently for over-aligned types (see `AlignofSpelling`).
    AlignofType(Box<TypeName>, AlignofSpelling),
    /// `(type-name){ initializer-list }` (6.5.2.5): an unnamed object.
    CompoundLiteral(Box<CompoundLiteral>),
    /// `_Generic(E, T1: e1, ..., default: e)` (6.5.1.1). Sema replaces it by the chosen
    /// expression, so later stages never see one.
    Generic(Box<GenericSelection>),
    /// GNU C's statement expression `({ ... })`: the value of its last statement if that
    /// is an expression statement, else `void`.
    StmtExpr(Vec<BlockItem>),
    /// GNU C's `a ?: b`: `a` if it is nonzero (evaluated once), else `b`; and where its
    /// `:` is.
    BinaryConditional(Box<Expr>, Box<Expr>, Span),
    /// GNU C's `__alignof__ expr`.
    AlignofExpr(Box<Expr>),
    /// GNU C's `&&label`; sema numbers the function's address-taken labels from 1 (see
    /// `lower::stmt` for how `goto *p` decodes the number). The span is where gcc's
    /// -pedantic reports it: the first token of the line the label's name is on.
    LabelAddr(String, Option<u32>, Span),
    /// `__builtin_offsetof(type, member-designator)`: the first designator is a member.
    Offsetof(Box<TypeName>, Vec<Designator>),
    /// `__builtin_types_compatible_p(type, type)`.
    TypesCompatible(Box<(TypeName, TypeName)>),
    /// A call of a compiler builtin (`__builtin_clz(x)`...) that sema recognised; the
    /// builtins that are plain library calls stay `Call`s.
    Builtin(crate::builtins::Builtin, Vec<Expr>),
    /// `__builtin_va_arg(ap, T)`: the next variable argument, of type `T`.
    VaArg(Box<Expr>, Box<TypeName>),
    /// GNU C's `__builtin_convertvector(v, type)`.
    ConvertVector(Box<Expr>, Box<TypeName>),
    /// `__builtin_va_start(ap, last)`, `__builtin_va_end(ap)`, `__builtin_va_copy(dst,
    /// src)`: parsed as calls, recognised by sema (the names are not declared anywhere).
    VaBuiltin(VaBuiltin, Vec<Expr>),
    /// A conversion sema inserted (to the node's own `ty`): integer promotions, the usual
    /// arithmetic conversions, assignment conversions, array and function decay.
    ImplicitCast(Box<Expr>),
}

/// The `va_list` built-ins other than `__builtin_va_arg`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum VaBuiltin {
    Start,
    End,
    Copy,
}

impl VaBuiltin {
    /// The built-in called `name`, if any.
    pub fn named(name: &str) -> Option<VaBuiltin> {
        match name {
            "__builtin_va_start" => Some(VaBuiltin::Start),
            "__builtin_va_end" => Some(VaBuiltin::End),
            "__builtin_va_copy" => Some(VaBuiltin::Copy),
            _ => None,
        }
    }

    /// The name gcc's messages use: `va_start`'s, or the built-in's own.
    pub fn name(self) -> &'static str {
        match self {
            VaBuiltin::Start => "__builtin_va_start",
            VaBuiltin::End => "__builtin_va_end",
            VaBuiltin::Copy => "__builtin_va_copy",
        }
    }
}

#[derive(Clone, Debug)]
pub struct CompoundLiteral {
    pub type_name: TypeName,
    pub init: Initializer,
    /// The unnamed object sema declares for it (a local, or a global at file scope).
    pub sym: Option<SymbolId>,
    /// Its initializer, flattened (see `InitDeclarator::items`).
    pub items: Vec<InitItem>,
}

#[derive(Clone, Debug)]
pub struct GenericSelection {
    pub control: Expr,
    pub associations: Vec<GenericAssociation>,
}

/// `type-name: expression`, or `default: expression` when `type_name` is `None`.
#[derive(Clone, Debug)]
pub struct GenericAssociation {
    pub type_name: Option<TypeName>,
    pub expr: Expr,
    /// The first token of the association (where gcc points).
    pub span: Span,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum UnaryOp {
    Plus,
    Neg,
    BitNot,
    LogNot,
    Deref,
    AddrOf,
    /// GNU C's `__real__` and `__imag__`: a part of a complex number (an lvalue if the
    /// operand is one); of a real number, the number and zero.
    Real,
    Imag,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BinaryOp {
    Mul,
    Div,
    Rem,
    Add,
    Sub,
    Shl,
    Shr,
    Lt,
    Gt,
    Le,
    Ge,
    Eq,
    Ne,
    BitAnd,
    BitXor,
    BitOr,
    LogAnd,
    LogOr,
}

impl BinaryOp {
    pub fn symbol(self) -> &'static str {
        match self {
            BinaryOp::Mul => "*",
            BinaryOp::Div => "/",
            BinaryOp::Rem => "%",
            BinaryOp::Add => "+",
            BinaryOp::Sub => "-",
            BinaryOp::Shl => "<<",
            BinaryOp::Shr => ">>",
            BinaryOp::Lt => "<",
            BinaryOp::Gt => ">",
            BinaryOp::Le => "<=",
            BinaryOp::Ge => ">=",
            BinaryOp::Eq => "==",
            BinaryOp::Ne => "!=",
            BinaryOp::BitAnd => "&",
            BinaryOp::BitXor => "^",
            BinaryOp::BitOr => "|",
            BinaryOp::LogAnd => "&&",
            BinaryOp::LogOr => "||",
        }
    }

    pub fn is_comparison(self) -> bool {
        matches!(
            self,
            BinaryOp::Lt | BinaryOp::Gt | BinaryOp::Le | BinaryOp::Ge | BinaryOp::Eq | BinaryOp::Ne
        )
    }
}

/// The bit position and width of `e` if it designates a bit-field (a member access whose
/// member [`StructType::member_bits`] describes). Used by sema and lowering.
pub fn bit_field(e: &Expr) -> Option<(u32, u32)> {
    match &e.kind {
        ExprKind::Member(base, name) => match base.ty() {
            Type::Struct(st) => st.member_bits(name),
            _ => None,
        },
        ExprKind::Arrow(base, name) => match base.ty().pointee() {
            Some(Type::Struct(st)) => st.member_bits(name),
            _ => None,
        },
        _ => None,
    }
}

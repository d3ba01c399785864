//! Semantic analysis: types, scopes, implicit conversions, constant expressions.
//!
//! Runs between the parser and lowering. It walks the AST once, in source order, with a
//! stack of scopes, and annotates the tree in place: every expression gets its type, every
//! identifier its symbol, every operand an explicit `ImplicitCast` where C converts it, and
//! every case label its value. Everything lowering needs to know about names ends up in the
//! symbol table this returns. Constructs the compiler does not support yet are rejected here
//! by name, so nothing is ever silently miscompiled.

mod align;
mod asm;
mod atomic;
mod attrs;
mod builtins;
pub mod constant;
mod decl;
mod expr;
mod generic;
mod init;
mod known_headers;
mod kr;
mod spelling;
mod stmt;
mod tls;
mod variadic;
mod vector;

pub use align::atomic_alignment;
pub use attrs::DeclAttrs;
pub use expr::is_lvalue;
pub use expr::lvalue_quals;
pub use expr::promoted as promoted_type;
pub use init::string_name;
pub use vector::mask_type;

use crate::ast::*;
use crate::diag::{Diagnostic, Pedwarn, Severity, Span, Standard};
use crate::target::Target;
use crate::types::Type;
use crate::{symbol, Options, Permerror};
use rustc_hash::FxHashMap as HashMap;

/// One block scope's ordinary identifiers. The Fx hash: every identifier the checker meets is
/// looked up scope by scope, and SipHash's guard against crafted collisions buys a compiler
/// reading its own input nothing.
type Scope = rustc_hash::FxHashMap<String, SymbolId>;

/// A named entity: an object or a function.
#[derive(Clone, Debug)]
pub struct Symbol {
    pub name: String,
    pub ty: Type,
    /// Qualifiers of the object itself (`const int x`, `int *volatile p`); those further
    /// inside its type (`const char *`) are in the type (see `Type`). A typedef's are
    /// those of the type it names (`typedef volatile int vi;`).
    pub quals: Quals,
    pub kind: SymbolKind,
    /// Where it was (last) declared, for "previous declaration" notes.
    pub span: Span,
}

pub use crate::types::Quals;

#[derive(Clone, Debug)]
pub enum SymbolKind {
    /// An object with automatic storage (a local variable or a parameter).
    Local,
    /// An object with static storage: a file-scope variable or a `static` local.
    Global(GlobalInfo),
    Function(FunctionInfo),
    /// A typedef name; `ty` is the type it names.
    Typedef,
    /// An enumeration constant with its value (of type `int`).
    EnumConstant(i64),
}

#[derive(Clone, Debug)]
pub struct GlobalInfo {
    /// The symbol name in the object file (`counter.1` for a static local).
    pub ir_name: String,
    /// `Import` while only `extern` declarations have been seen.
    pub linkage: symbol::Linkage,
    /// The initial contents, set by the definition that has an initializer.
    pub init: Option<symbol::GlobalInit>,
    /// Where the initializer (the definition) is, for "redefinition" errors.
    pub defined_at: Option<Span>,
    /// `_Thread_local` or `__thread`: one instance per thread (see `tls`).
    pub thread_local: bool,
}

#[derive(Clone, Debug)]
pub struct FunctionInfo {
    pub linkage: symbol::Linkage,
    pub defined_at: Option<Span>,
    /// Referenced by the program (so it must be declared in the IR module if not defined).
    pub used: bool,
    /// What its declarations say about `inline` (see [`Symbols::inline_only`]).
    pub inline: InlineDecls,
}

/// What the declarations of a function say about `inline`, which decides whether the
/// unit's definition of it is an external definition (C99 6.7.4p7, GNU89).
#[derive(Clone, Copy, Debug, Default)]
pub struct InlineDecls {
    /// Some declaration says `inline`.
    pub inline: bool,
    /// Some file-scope declaration says `extern`, or does not say `inline` (C99: the
    /// definition is then an external one). Declarations in blocks do not count, as in gcc.
    pub external: bool,
    /// Some file-scope declaration says `inline` without `extern` (GNU89: the definition
    /// is then an external one even if it says `extern inline`).
    pub plain_inline: bool,
    /// The definition says `extern inline` (GNU89: for inlining only).
    pub extern_inline_definition: bool,
}

/// The result of semantic analysis besides the annotated tree.
#[derive(Clone, Debug, Default)]
pub struct Symbols {
    pub table: Vec<Symbol>,
    /// Globals (file-scope and static locals) in the order they were first declared.
    pub globals: Vec<SymbolId>,
    /// Functions in the order they were first declared.
    pub functions: Vec<SymbolId>,
    /// The string literals, each with its terminating NUL; the `i`-th is the read-only
    /// global named `string_name(i)`.
    pub strings: Vec<Vec<u8>>,
    /// The alignment of each of `strings`: 1, or the code unit's size for a wide one.
    pub string_aligns: Vec<u32>,
    /// The target, whose procedure call standard lowering follows.
    pub target: Target,
    /// `inline` has GNU89's meaning in the unit (`Options::gnu89_inline`).
    pub gnu89_inline: bool,
    /// Signed overflow wraps in the unit (`Options::wrapv`).
    pub wrapv: bool,
    /// The functions and objects whose address a static initializer takes, in the order
    /// met (a function that only these name must still be emitted).
    pub static_refs: Vec<SymbolId>,
    /// Warnings about the accepted unit, in source order, for the driver to print.
    pub warnings: Vec<Diagnostic>,
    /// The parameters of the function definitions (gcc names them so in diagnostics).
    pub params: rustc_hash::FxHashSet<SymbolId>,
    /// Objects declared with `_Alignas`, with the alignment it requests.
    pub aligns: HashMap<SymbolId, u64>,
    /// Typedefs named with a GNU `aligned(N)` of a type other than a structure or union
    /// (which carries its own), and the objects declared with them (or arrays of them):
    /// the alignment that replaces the type's own, more or less than it, as in gcc.
    pub type_aligns: HashMap<SymbolId, u64>,
    /// For each function that takes the address of labels (`&&label`), those labels in
    /// the order of their numbers (the first is number 1).
    pub label_addresses: HashMap<SymbolId, Vec<String>>,
    /// With `-g`, where a declaration names its type by a typedef or an enumeration, by
    /// the offset of the name it declares (see `spelling`).
    pub spellings: HashMap<usize, crate::types::Spelled>,
    /// Functions and file-scope objects renamed by a GNU asm label
    /// (`int f(void) __asm__("g");`): the name in the object file.
    pub link_names: HashMap<SymbolId, String>,
    /// The GNU asm labels of functions and file-scope objects, as written: an alias's own
    /// symbol keeps its label when its uses are redirected (`alias_name`).
    pub asm_labels: HashMap<SymbolId, String>,
    /// The GNU attributes of functions and objects that have any (see `attrs`).
    pub attrs: HashMap<SymbolId, DeclAttrs>,
    /// The aliases another definition may replace (weak ones, say): the unit's uses name
    /// the alias's own symbol, not its target (see `attrs::resolve_aliases`).
    pub preemptible_aliases: rustc_hash::FxHashSet<SymbolId>,
    /// `-fvisibility=`: the visibility of definitions that do not give their own.
    pub default_visibility: symbol::Visibility,
    /// The functions that call `__builtin_alloca` (see `lower::vla`).
    pub alloca_functions: rustc_hash::FxHashSet<SymbolId>,
    /// Whether any function declares a variable length array object.
    pub has_vla_objects: bool,
}

impl Symbols {
    pub fn get(&self, id: SymbolId) -> &Symbol {
        &self.table[id.0]
    }

    /// Whether the unit's definition of function `id` is for inlining only, providing no
    /// external definition: the object file gets no symbol for it, and its calls that are
    /// not inlined call the one another unit defines. Under C99's rules (6.7.4p7), that is
    /// a definition every file-scope declaration of which says `inline` and none `extern`;
    /// under GNU89's (`-fgnu89-inline`, `-std=gnu89`, or the `gnu_inline` attribute on any
    /// declaration of it), one that says `extern inline` where no declaration says
    /// `inline` without `extern`. As gcc decides it.
    pub fn inline_only(&self, id: SymbolId) -> bool {
        let SymbolKind::Function(info) = &self.get(id).kind else {
            return false;
        };
        let d = info.inline;
        if !d.inline || info.linkage == symbol::Linkage::Local {
            return false;
        }
        let gnu_inline = self.attrs.get(&id).is_some_and(|a| a.gnu_inline);
        match self.gnu89_inline || gnu_inline {
            true => d.extern_inline_definition && !d.plain_inline,
            false => !d.external,
        }
    }

    /// Whether a declaration of function `id` says `inline`.
    pub fn declared_inline(&self, id: SymbolId) -> bool {
        matches!(&self.get(id).kind, SymbolKind::Function(info) if info.inline.inline)
    }

    /// Whether `id` is a `static inline` function: one the object file needs only if the
    /// program refers to it, as gcc emits it (even at -O0).
    pub fn static_inline(&self, id: SymbolId) -> bool {
        matches!(&self.get(id).kind,
            SymbolKind::Function(info) if info.inline.inline && info.linkage == symbol::Linkage::Local)
    }

    /// Whether function `id` must be in the object file whether or not the program refers
    /// to it: a constructor or destructor, `used`, or the target of an alias.
    pub fn kept(&self, id: SymbolId) -> bool {
        let a = self.attrs.get(&id);
        let name = &self.get(id).name;
        a.is_some_and(|a| a.constructor.is_some() || a.destructor.is_some() || a.used)
            || self
                .attrs
                .values()
                .any(|a| a.alias.as_ref().is_some_and(|(target, _)| target == name))
    }

    /// A function's name in the object file: its asm label, or its own name.
    pub fn link_name(&self, id: SymbolId) -> &str {
        self.link_names
            .get(&id)
            .map_or(self.get(id).name.as_str(), String::as_str)
    }

    /// The name of an alias's own symbol in the object file: its asm label, else its C
    /// name (`link_name` may be its target's, which its uses name).
    pub fn alias_name(&self, id: SymbolId) -> &str {
        self.asm_labels
            .get(&id)
            .map_or(self.get(id).name.as_str(), String::as_str)
    }

    /// The name in the object file of a function or object: an object's `ir_name` (a
    /// static local's `counter.1`, or its asm label), a function's asm label or own name.
    pub fn object_name(&self, id: SymbolId) -> &str {
        match &self.get(id).kind {
            SymbolKind::Global(info) => &info.ir_name,
            _ => self.link_name(id),
        }
    }

    /// An object's alignment: its type's (an `aligned(N)` typedef's), or stricter if
    /// `_Alignas` or the ABI's rule for array variables asks for more.
    pub fn align(&self, id: SymbolId) -> u64 {
        let ty = &self.get(id).ty;
        self.declared_align(id).max(self.array_variable_align(ty))
    }

    /// An object's alignment as its declaration gives it (what gcc's `_Alignof` of the
    /// object answers): its type's, an `aligned(N)` typedef's, or what `_Alignas` asks.
    pub fn declared_align(&self, id: SymbolId) -> u64 {
        let ty = &self.get(id).ty;
        let own = self
            .type_aligns
            .get(&id)
            .copied()
            .unwrap_or(ty.align_on(self.target));
        self.aligns.get(&id).map_or(own, |&a| a.max(own))
    }

    /// The x86-64 psABI (3.1.2) aligns a local or global array variable of 16 bytes or more
    /// to 16, which code using aligned vector loads on such buffers relies on. AAPCS64 has
    /// no such rule; gcc aligns aarch64 arrays of 8 bytes or more to 8, and so do we, so that
    /// objects are laid out as gcc lays them out.
    fn array_variable_align(&self, ty: &Type) -> u64 {
        let Type::Array(..) = ty else {
            return 1;
        };
        let threshold = self.target.facts().big_array_align;
        match ty.size() {
            Some(size) if size >= threshold => threshold,
            _ => 1,
        }
    }
}

/// What the checker knows about the function whose body it is in.
struct FunctionContext {
    /// The function's name, for `__func__`, and where it is written.
    name: String,
    name_span: Span,
    ret: Type,
    /// Labels defined so far, with their position.
    labels: HashMap<String, Span>,
    /// GNU C's local labels: for each enclosing block that declares some (`__label__ a;`),
    /// innermost last, each name with the name unique in the function that its uses take
    /// (see `ast::written_label`) and where it is declared.
    local_labels: Vec<HashMap<String, (String, Span)>>,
    /// How many local labels the function has declared, which numbers the next.
    local_label_count: u32,
    /// Every `goto`, checked against `labels` at the end of the body.
    gotos: Vec<(String, Span)>,
    /// The variably modified identifiers in scope at each label and at each `goto`
    /// (see `Checker::vm_scope`), recorded only when there are any.
    label_vm: HashMap<String, Vec<SymbolId>>,
    goto_vm: Vec<(String, Span, Vec<SymbolId>)>,
    /// Whether the body calls `__builtin_alloca` (lowering then frees its memory on return).
    uses_alloca: bool,
    loop_depth: usize,
    switches: Vec<SwitchContext>,
    /// The labels whose address `&&label` takes, each with its number (from 1, in order
    /// of first use), which is the value of `&&label` (see `lower::stmt`).
    label_addresses: HashMap<String, u32>,
    /// Whether the function takes variable arguments (`va_start` is allowed), and its last
    /// named parameter (the one `va_start` should name).
    variadic: bool,
    last_param: Option<SymbolId>,
}

struct SwitchContext {
    /// The promoted type of the controlling expression; case values convert to it.
    ty: Type,
    /// Where the switch is, and the variably modified identifiers in scope there: a case
    /// label may not be inside the scope of another.
    span: Span,
    vm_scope: Vec<SymbolId>,
    cases: HashMap<i64, Span>,
    /// GNU C's case ranges, `case lo ... hi:`.
    ranges: Vec<(i64, i64, Span)>,
    default: Option<Span>,
}

/// The checker's state; its methods are spread over `decl.rs`, `stmt.rs` and `expr.rs`.
pub struct Checker<'a> {
    opts: &'a Options,
    syms: Symbols,
    /// Innermost scope last; the first is file scope.
    scopes: Vec<Scope>,
    /// Entities with linkage declared so far only in blocks (`{ extern int q; }`): a later
    /// declaration with linkage names the same entity, but the name is visible only in
    /// the blocks that declare it.
    block_linked: HashMap<String, SymbolId>,
    errors: Vec<Diagnostic>,
    warnings: Vec<Diagnostic>,
    func: Option<FunctionContext>,
    static_locals: usize,
    /// Depth of operands that are never evaluated (of `sizeof`, or the arm a constant
    /// condition does not select): calls there need no code and no supported types.
    unevaluated: usize,
    /// The type of each enum tag (scopes are not tracked for tags).
    enum_tags: HashMap<String, Type>,
    /// Enum specifiers whose constants are declared (by the position of their specifiers),
    /// since one declaration's specifiers are read once per declarator.
    enums_declared: HashMap<usize, Type>,
    /// Specifier lists (by position) whose type specifiers ISO C lacks were reported, for
    /// the same reason (see `decl::non_iso_type_specifiers`).
    specifiers_checked: rustc_hash::FxHashSet<usize>,
    /// The pedwarns given, by position and message, for those about what sema may read
    /// more than once (a declarator's array sizes, a parameter list): see `pedwarn_once`.
    pedwarned: rustc_hash::FxHashSet<(usize, String)>,
    /// gcc's hint after "'for' loop initial declarations are only allowed in C99 or C11
    /// mode" was given (it is given once).
    for_declaration_hinted: bool,
    /// Structure and union specifiers already read (by position), for the same reason.
    structs_declared: HashMap<usize, Type>,
    /// Reading the specifiers of a declaration without declarators (`struct S;`).
    forward_declaration: bool,
    /// For "previous declaration" notes: each enumerator's enumeration, once complete
    /// (`enum E`, `enum <anonymous>`), and the locals defined with an initializer.
    enumerations: HashMap<SymbolId, String>,
    initialized_locals: rustc_hash::FxHashSet<SymbolId>,
    /// The type `__builtin_va_list` names (see `variadic`).
    va_list: Type,
    /// `#pragma pack`'s value from each offset of the unit on (see `attrs::pack_timeline`).
    pack: Vec<(usize, u64)>,
    /// Each `#pragma weak NAME [= TARGET]`, with its offset (see `attrs::weak_pragmas`).
    weak_pragmas: Vec<(usize, String, Option<String>)>,
    /// `#pragma GCC visibility`'s visibility from each offset on (see
    /// `attrs::visibility_timeline`).
    visibility: Vec<(usize, Option<symbol::Visibility>)>,
    /// `#pragma redefine_extname`'s new names (see `attrs::extname_pragmas`).
    extnames: HashMap<String, String>,
    /// The text spelled in system headers, where no pedwarn is given (see
    /// `SourceFile::system_text`).
    system_text: Vec<Span>,
    /// Variable length array sizes met in the declarator being read, each with its
    /// hidden local (see `decl::variable_length_array`), until the declarator takes them.
    vla_pending: Vec<(SymbolId, Expr)>,
    /// The identifiers of variably modified type in scope, innermost last: a jump may
    /// leave their scope but not enter it (6.8.6.1p1).
    vm_scope: Vec<SymbolId>,
    /// The external declarations checked so far (gcc's -pedantic warns of none at all).
    items: usize,
    /// What each `__extension__` covers, where gcc gives no pedwarn of an extension (see
    /// `in_extension`).
    extensions: Vec<Span>,
    /// Depth of parameter lists being read (their array sizes may be variable).
    prototype_depth: usize,
    /// The symbols given to the parameters of the last parameter list read, when its
    /// sizes needed them in scope: a definition's parameters are those symbols.
    last_param_syms: Vec<Option<SymbolId>>,
    /// Each function or object a static initializer takes the address of, with the name
    /// its relocation was given (see `init::relocation_symbol`).
    reloc_names: Vec<(SymbolId, String)>,
    /// Where each function's parameters are written in its latest declaration with a
    /// parameter list (see `decl::record_parameters`).
    parameter_spans: HashMap<SymbolId, Vec<Span>>,
    /// The headers a note has already offered to `#include` (gcc offers each once).
    headers_suggested: rustc_hash::FxHashSet<&'static str>,
    /// The functions declared implicitly so far: as in gcc, only the first implicit
    /// declaration of a name is diagnosed, though each is scoped to its block.
    implicit_functions: rustc_hash::FxHashSet<String>,
    /// With `-g`, the typedefs and enumerations as a debugger shows them (see `spelling`).
    named: spelling::NamedTypes,
}

/// Check a translation unit, annotating it; on success return its symbols.
pub fn check(unit: &mut TranslationUnit, opts: &Options) -> Result<Symbols, Vec<Diagnostic>> {
    let mut c = Checker::new(opts, &unit.pragmas);
    c.add_extensions(&unit.extensions);
    for item in &mut unit.items {
        c.check_item(item);
    }
    c.finish(&unit.attributes)
}

impl<'a> Checker<'a> {
    /// A checker for one translation unit, to be handed its external declarations in
    /// source order ([`Checker::check_item`]) and then finished ([`Checker::finish`]);
    /// `pragmas` are the unit's (see `TranslationUnit::pragmas`).
    pub fn new(opts: &'a Options, pragmas: &[(usize, String)]) -> Checker<'a> {
        let mut c = Checker {
            opts,
            syms: Symbols::default(),
            scopes: vec![Scope::default()],
            block_linked: HashMap::default(),
            errors: Vec::new(),
            warnings: Vec::new(),
            func: None,
            static_locals: 0,
            unevaluated: 0,
            enum_tags: HashMap::default(),
            enums_declared: HashMap::default(),
            specifiers_checked: Default::default(),
            pedwarned: Default::default(),
            for_declaration_hinted: false,
            structs_declared: HashMap::default(),
            forward_declaration: false,
            enumerations: HashMap::default(),
            initialized_locals: Default::default(),
            va_list: Type::Void,
            pack: attrs::pack_timeline(pragmas),
            weak_pragmas: attrs::weak_pragmas(pragmas),
            visibility: attrs::visibility_timeline(pragmas),
            extnames: attrs::extname_pragmas(pragmas),
            system_text: Vec::new(),
            vla_pending: Vec::new(),
            vm_scope: Vec::new(),
            prototype_depth: 0,
            extensions: Vec::new(),
            items: 0,
            last_param_syms: Vec::new(),
            reloc_names: Vec::new(),
            parameter_spans: HashMap::default(),
            headers_suggested: Default::default(),
            implicit_functions: Default::default(),
            named: Default::default(),
        };
        c.declare_builtin_va_list();
        // Known from the start: static `long double` initializers depend on it.
        c.syms.target = opts.target;
        c.syms.gnu89_inline = opts.gnu89_inline;
        c.syms.wrapv = opts.wrapv;
        c.syms.default_visibility = opts.visibility;
        c
    }

    /// The text spelled in system headers (`SourceFile::system_text`), where gcc gives no
    /// pedwarn.
    pub fn with_system_text(mut self, runs: &[Span]) -> Checker<'a> {
        self.system_text = runs.to_vec();
        self
    }

    /// What `__extension__` covers in the items about to be checked (see
    /// `TranslationUnit::extensions`).
    pub fn add_extensions(&mut self, covered: &[Span]) {
        self.extensions.extend_from_slice(covered);
    }

    /// Check the next external declaration, annotating it. An error in it does not stop
    /// the others: it is reported by [`Checker::finish`], with the rest.
    pub fn check_item(&mut self, item: &mut ExternalDecl) {
        self.items += 1;
        let _ = match item {
            ExternalDecl::Function(f) => self.function_definition(f),
            ExternalDecl::Declaration(d) => self.file_scope_declaration(d),
            ExternalDecl::Asm(..) => Some(()),
            ExternalDecl::Empty(sp) => {
                let msg = "ISO C does not allow extra ';' outside of a function";
                self.pedwarn(Pedwarn::Pedantic, *sp, msg, Vec::new());
                Some(())
            }
        };
    }

    /// Whether an item checked so far has an error (then the unit has no output).
    pub fn has_errors(&self) -> bool {
        !self.errors.is_empty()
    }

    /// The symbols as the items checked so far declare them (a later declaration may still
    /// complete a type or add an attribute).
    pub fn symbols(&self) -> &Symbols {
        &self.syms
    }

    /// What is checked once every item has been: aliases, the attributes that are not
    /// honoured (`attributes`, every one the unit writes), the sizes of the objects
    /// defined. On success, the unit's symbols.
    pub fn finish(mut self, attributes: &[(String, Span)]) -> Result<Symbols, Vec<Diagnostic>> {
        if self.items == 0 {
            let msg = "ISO C forbids an empty translation unit";
            if let Some(d) = self.pedwarn(Pedwarn::Pedantic, Span::default(), msg, Vec::new()) {
                d.at_end_of_file = true;
            }
        }
        self.apply_weak_pragmas();
        self.resolve_aliases();
        self.rename_relocations();
        self.warn_ignored_attributes(attributes);
        self.check_global_sizes();
        if self.errors.is_empty() {
            self.syms.warnings = self.warnings;
            Ok(self.syms)
        } else {
            Err(interleave(self.warnings, self.errors))
        }
    }
}

/// Warnings and errors in one list, as gcc prints them: each warning before the first error
/// that comes after it in the source, the errors in the order they were found.
fn interleave(warnings: Vec<Diagnostic>, errors: Vec<Diagnostic>) -> Vec<Diagnostic> {
    let at = |d: &Diagnostic| d.span.map_or(usize::MAX, |s| s.lo);
    let mut warnings = warnings.into_iter().peekable();
    let mut all = Vec::new();
    for e in errors {
        while let Some(w) = warnings.next_if(|w| at(w) <= at(&e)) {
            all.push(w);
        }
        all.push(e);
    }
    all.extend(warnings);
    all
}

impl Checker<'_> {
    /// Record an error; returns `None` so that callers can write `return self.error(..)`.
    fn error<T>(&mut self, span: Span, msg: impl Into<String>) -> Option<T> {
        self.errors.push(Diagnostic::error(span, msg));
        None
    }

    /// Record a warning (the unit is still accepted).
    fn warning(&mut self, span: Span, msg: impl Into<String>) {
        self.warnings.push(Diagnostic::warning(span, msg));
    }

    /// Warning `w` (one with a switch of its own, `diag::Warning`), as its switch has it.
    fn named_warning(&mut self, w: crate::diag::Warning, span: Span, msg: &str) {
        match self.opts.warnings.report(w, span, msg) {
            Some(d) if d.is_error() => self.errors.push(d),
            Some(d) => self.warnings.push(d),
            None => {}
        }
    }

    /// A pedwarn (see `diag::Pedwarn`): a warning, an error under `-pedantic-errors`, or
    /// nothing when its switch is off. `notes` follow it. The diagnostic recorded, if any, is
    /// returned, for a caller to add to.
    fn pedwarn(
        &mut self,
        kind: Pedwarn,
        span: Span,
        msg: &str,
        notes: Vec<Diagnostic>,
    ) -> Option<&mut Diagnostic> {
        if self.in_system_text(span) || (kind.is_extension() && self.in_extension(span)) {
            return None;
        }
        let mut d = self.opts.pedantic.pedwarn(kind, span, msg)?;
        d.notes = notes;
        let list = match d.is_error() {
            true => &mut self.errors,
            false => &mut self.warnings,
        };
        list.push(d);
        list.last_mut()
    }

    /// `pedwarn` once for the text at `span`, however many times sema reads it.
    fn pedwarn_once(&mut self, kind: Pedwarn, span: Span, msg: &str) {
        if self.pedwarned.insert((span.lo, msg.to_string())) {
            self.pedwarn(kind, span, msg, Vec::new());
        }
    }

    /// Whether `span` starts in what an `__extension__` covers. gcc's parser turns its
    /// -pedantic, -Wpointer-arith and -Wlong-long off there.
    fn in_extension(&self, span: Span) -> bool {
        self.extensions
            .iter()
            .any(|e| e.lo <= span.lo && span.lo < e.hi)
    }

    /// Whether `span` starts in text spelled in a system header (where gcc gives no pedwarn).
    fn in_system_text(&self, span: Span) -> bool {
        let i = self.system_text.partition_point(|run| run.hi <= span.lo);
        self.system_text.get(i).is_some_and(|run| run.lo <= span.lo)
    }

    /// The ISO C standard the program is held to (`-std=`).
    fn standard(&self) -> Standard {
        self.opts.pedantic.std
    }

    /// A warning gcc reports at the use of a system header's macro when the code it is
    /// about comes from one (see `Diagnostic::at_use`).
    /// `note`, if any, follows it at the same place.
    fn warning_at_use(&mut self, span: Span, msg: impl Into<String>, note: Option<String>) {
        let mut d = Diagnostic {
            at_use: true,
            ..Diagnostic::warning(span, msg)
        };
        if let Some(note) = note {
            d = d.with_note(span, note);
        }
        self.warnings.push(d);
    }

    fn error_with_note<T>(
        &mut self,
        span: Span,
        msg: impl Into<String>,
        note_span: Span,
        note: impl Into<String>,
    ) -> Option<T> {
        self.errors
            .push(Diagnostic::error(span, msg).with_note(note_span, note));
        None
    }

    /// gcc's "conflicting types" error, with a note at the previous declaration.
    fn conflicting_types<T>(
        &mut self,
        name: &str,
        ty: &Type,
        span: Span,
        prev: SymbolId,
    ) -> Option<T> {
        let note = self.previous_note(prev);
        self.error_with_note(
            span,
            format!("conflicting types for '{name}'; have '{ty}'"),
            self.syms.table[prev.0].span,
            note,
        )
    }

    /// gcc's error for a name declared as two kinds of ordinary identifier (object,
    /// function, typedef name, enumerator), with a note at the previous declaration.
    fn redeclared_as_other_kind<T>(&mut self, name: &str, span: Span, prev: SymbolId) -> Option<T> {
        let note = self.previous_note(prev);
        self.error_with_note(
            span,
            format!("'{name}' redeclared as different kind of symbol"),
            self.syms.table[prev.0].span,
            note,
        )
    }

    fn unsupported<T>(&mut self, span: Span, what: impl std::fmt::Display) -> Option<T> {
        self.error(span, format!("{what} is not supported yet"))
    }

    /// At the end of the unit, every object defined here must have a complete type (a
    /// structure may be completed after a tentative definition of an object of that type).
    fn check_global_sizes(&mut self) {
        for i in 0..self.syms.globals.len() {
            let sym = &self.syms.table[self.syms.globals[i].0];
            let defined =
                matches!(&sym.kind, SymbolKind::Global(g) if g.linkage != symbol::Linkage::Import);
            if defined && sym.ty.is_struct() && sym.ty.size().is_none() {
                let (sp, name) = (sym.span, sym.name.clone());
                self.error::<()>(sp, format!("storage size of '{name}' isn't known"));
            }
        }
    }

    fn lookup(&self, name: &str) -> Option<SymbolId> {
        self.scopes.iter().rev().find_map(|s| s.get(name).copied())
    }

    fn add_symbol(&mut self, sym: Symbol) -> SymbolId {
        let id = SymbolId(self.syms.table.len());
        match sym.kind {
            SymbolKind::Global(_) => self.syms.globals.push(id),
            SymbolKind::Function(_) => self.syms.functions.push(id),
            SymbolKind::Local | SymbolKind::Typedef | SymbolKind::EnumConstant(_) => {}
        }
        self.syms.table.push(sym);
        id
    }

    fn bind(&mut self, name: &str, id: SymbolId) {
        self.scopes
            .last_mut()
            .expect("the file scope is never popped")
            .insert(name.to_string(), id);
    }

    fn at_file_scope(&self) -> bool {
        self.func.is_none()
    }

    /// gcc's warning for each attribute whose meaning tcc-rs does not give yet and whose
    /// absence changes nothing a program can observe: the program is compiled as if it
    /// were not written, and says so. One whose absence would change a layout, a calling
    /// convention, a symbol or a value is an error instead.
    fn warn_ignored_attributes(&mut self, attributes: &[(String, Span)]) {
        for (name, sp) in attributes {
            if let Some(change) = crate::ast::attributes::refused(name) {
                let name = crate::ast::attributes::canonical(name);
                let msg = format!(
                    "the '{name}' attribute is not supported by tcc-rs: ignoring it would \
                     change {change}"
                );
                self.error::<()>(*sp, msg);
            } else if !crate::ast::attributes::understood(name) {
                let msg = format!("'{name}' attribute directive ignored");
                self.named_warning(crate::diag::Warning::Attributes, *sp, &msg);
            }
        }
        let at = |d: &Diagnostic| d.span.map_or(usize::MAX, |s| s.lo);
        self.warnings.sort_by_key(at);
    }

    /// Whether plain `char` is signed on the target (`-f[un]signed-char`).
    fn char_is_signed(&self) -> bool {
        self.opts.target.char_signed()
    }

    /// The types this version of the compiler can compile; anything else is reported by
    /// name where it is declared.
    fn check_supported(&mut self, ty: &Type, span: Span) -> Option<()> {
        match ty {
            Type::Void | Type::Bool | Type::Int { .. } => Some(()),
            // IEEE binary128 on x86-64, whose long double is x87's: declared, not computed.
            Type::Float {
                floatn: Some(FloatN::F128),
                ..
            } if self.opts.target.arch() == crate::target::Arch::X86_64 => self.error(
                span,
                "'_Float128' is not supported on x86-64: tcc-rs does not compute in IEEE \
                 binary128",
            ),
            Type::Float { .. } => Some(()),
            Type::Complex(real) => match **real {
                Type::Float { .. } => Some(()),
                _ => self.unsupported(span, format!("integer complex type '{ty}'")),
            },
            Type::Vector(_, 8 | 16 | 32 | 64) => Some(()),
            Type::Vector(_, size) => self.unsupported(
                span,
                format!("GNU vector type '{ty}' of {size} bytes (only 8, 16, 32 and 64)"),
            ),
            // Members were checked when the body was; the pointee of a pointer may be
            // the structure being defined, so it is not walked again.
            Type::Pointer(t, _) if matches!(**t, Type::Struct(_)) => Some(()),
            Type::Pointer(t, _) => self.check_supported(&t.clone(), span),
            Type::Struct(_) => Some(()),
            Type::Array(t, _) | Type::Vla(t, _) => self.check_supported(&t.clone(), span),
            Type::Function(ft) => {
                let ft = ft.clone();
                for t in std::iter::once(&ft.ret).chain(&ft.params) {
                    self.check_supported(t, span)?;
                    self.check_passed_by_value(t, span)?;
                }
                Some(())
            }
        }
    }

    /// A value passed to or returned from a function: an aggregate that holds an x86-64
    /// `_Float128` is refused.
    pub(super) fn check_passed_by_value(&mut self, ty: &Type, span: Span) -> Option<()> {
        if !ty.is_struct() || !self.holds_binary128(ty) {
            return Some(());
        }
        let msg = format!(
            "'{ty}' passed by value is not supported on x86-64: it holds a '_Float128', which \
             the psABI passes in SSE registers"
        );
        self.error(span, msg)
    }

    /// Whether an aggregate holds an x86-64 `_Float128`: tcc-rs lays it out and copies it,
    /// but would pass it by value as a `long double` (in memory, where gcc uses SSE
    /// registers).
    fn holds_binary128(&self, ty: &Type) -> bool {
        match ty {
            Type::Float {
                floatn: Some(FloatN::F128),
                ..
            } => self.opts.target.arch() == crate::target::Arch::X86_64,
            Type::Array(elem, _) => self.holds_binary128(elem),
            Type::Struct(st) => st
                .body()
                .is_some_and(|b| b.members.iter().any(|m| self.holds_binary128(&m.ty))),
            _ => false,
        }
    }
}

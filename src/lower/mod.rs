//! Lowering: the checked AST to IR in memory form (every local an alloca).
//!
//! The last stage of the front end. Every local and parameter gets an `alloca` at the top
//! of the entry block and is read with `load` and written with `store`; nothing is kept in
//! SSA values across statements. That is deliberate: turning this into SSA is mem2reg's
//! job, and the front end stays simple. Blocks are named as clang names them (`if.then`,
//! `for.cond`, `sw.epilog`...) so the IR reads like LLVM's.

pub(crate) mod abi;
mod asm;

mod atomic;
mod bitfield;
mod builtins;
mod cleanup;
mod complex;
mod debug;
mod expr;
mod long_double;
mod stmt;
mod variadic;
mod vector;
mod vla;

use crate::ast::*;
use crate::ir::builder::FunctionBuilder;
use crate::ir::{self, AbiParam, Block, Ext, Signature, Value};
use crate::sema;
use crate::sema::{SymbolKind, Symbols};
use crate::target::Target;
use crate::types::{FuncType, Type};
use cranelift_entity::SecondaryMap;
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// The IR value type a scalar of C type `ty` lives in; `None` for `void`, arrays and
/// functions. The mapping belongs to lowering: the C type model (`crate::types`) knows
/// nothing of the IR.
pub(crate) fn scalar_ir_type(ty: &Type) -> Option<ir::Type> {
    Some(match ty {
        Type::Bool => ir::Type::I8,
        Type::Int { size: 1, .. } => ir::Type::I8,
        Type::Int { size: 2, .. } => ir::Type::I16,
        Type::Int { size: 4, .. } => ir::Type::I32,
        Type::Int { size: 16, .. } => ir::Type::I128,
        Type::Int { .. } => ir::Type::I64,
        Type::Float { size: 4, .. } => ir::Type::F32,
        Type::Float { size: 16, .. } => ir::Type::F128,
        Type::Float { .. } => ir::Type::F64,
        // Lowering represents an aggregate's value by the address of the object holding it.
        Type::Pointer(..) | Type::Struct(_) | Type::Complex(_) => ir::Type::Ptr,
        t if t.is_wide_vector() => ir::Type::Ptr,
        Type::Vector(..) => return vector::vector_ir_type(ty),
        _ => return None,
    })
}

/// Lower a translation unit that `sema::check` accepted, all at once (the tests of the
/// stages after it; the compiler lowers each function as soon as sema has checked it,
/// with [`ModuleLowering`]).
pub fn lower(unit: &TranslationUnit, syms: &Symbols) -> ir::Module {
    let mut lowering = ModuleLowering::new(&unit.pragmas);
    let mut functions: Vec<ir::Function> = unit
        .items
        .iter()
        .flat_map(|item| match item {
            ExternalDecl::Function(f) => lowering.function(f, syms),
            ExternalDecl::Declaration(_) | ExternalDecl::Empty(_) => Vec::new(),
            ExternalDecl::Asm(text, _) => {
                lowering.file_scope_asm(text);
                Vec::new()
            }
        })
        .collect();
    functions.extend(lowering.release(syms));
    let finished = lowering.finish(syms);
    functions.retain(|f| !finished.withdrawn.contains(&f.name));
    functions.extend(finished.late);
    ir::Module {
        functions,
        ..finished.module
    }
}

/// Lowering one function definition at a time, each as soon as sema has checked it, so
/// that a caller can take each function through the later stages and drop it, and its
/// syntax tree, before the next is read (docs/design.md, "One function at a time").
/// [`ModuleLowering::function`] lowers a definition with the symbols as sema knows them
/// then; [`ModuleLowering::finish`] makes the rest of the module (the globals, the string
/// literals, the attributes, the declarations of the functions only called) from the
/// unit's final symbols, once sema has finished.
///
/// What a later declaration can change about a function already lowered is the name of a
/// symbol it names: a GNU asm label given after the first use, or an alias that sema
/// resolves to its target at the end. Lowering records the name each symbol was given, and
/// `finish` lists those that changed.
///
/// Not every definition goes to the object file: an inline definition that provides no
/// external definition never does (`Symbols::inline_only`), and a `static inline`
/// function only once something the object keeps refers to it (a function given out, a
/// static initializer), as in gcc. Such definitions are lowered and withheld; a `static
/// inline` one is given out, before the function that first names it, once named. A later
/// declaration can change what an inline definition is (`inline int f(void) {...}` then
/// `extern int f(void);`): `finish` gives the withheld definitions the finished unit needs
/// ([`Finished::late`]) and names those given out that it does not
/// ([`Finished::withdrawn`]). Lowering told to [`ModuleLowering::keep_inline_definitions`]
/// puts the inline definitions that provide no external definition in the finished module
/// for the inliner ([`ir::Module::inline_only`]).
pub struct ModuleLowering {
    idents: Vec<Vec<u8>>,
    /// The `asm` statements of the functions given out, and the file-scope `asm` texts.
    inline_asm: Vec<ir::InlineAsm>,
    file_asm: Vec<String>,
    /// The symbols of the definitions given out so far, in the order given.
    definitions: Vec<SymbolId>,
    /// The definitions lowered and not given out (see above).
    withheld: Vec<Lowered>,
    /// The functions and objects that the functions given out and the static
    /// initializers name, and how many of sema's `static_refs` are counted in.
    referenced: HashSet<SymbolId>,
    static_refs_seen: usize,
    /// Signatures of the calls made so far, for declaring old-style callees.
    callees: Vec<(String, Signature)>,
    /// The names in `callees`: a unit makes thousands of calls, and looking each
    /// function's callees up in the list was quadratic.
    callee_names: HashSet<String>,
    /// The functions and objects the functions lowered so far name, with the name they
    /// gave each (the last, if there were several; the others are in `renamed`).
    names: HashMap<SymbolId, String>,
    renamed: Vec<(SymbolId, String)>,
    /// For each function lowered and not announced yet ([`ModuleLowering::announcements`]),
    /// in order: its symbol and the symbols it names. Kept only when `announcing`.
    named: std::collections::VecDeque<(SymbolId, Vec<SymbolId>)>,
    announcing: bool,
    /// The definitions announced, and how many string literals.
    announced: HashSet<SymbolId>,
    strings_announced: usize,
    /// `-g`: the types of the variables and globals described so far.
    debug: Option<debug::TypeTable>,
    /// Whether the finished module keeps the inline definitions it does not emit.
    keep_inline: bool,
}

/// The module without its functions' bodies, once the unit is lowered: its globals, the
/// declarations of the functions it calls without defining them, the attributes, and its
/// definitions, bodiless, in the order given out (then the late ones).
pub struct Finished {
    pub module: ir::Module,
    /// The names functions lowered before the end of the unit gave symbols whose names
    /// changed since, each with the name the symbol has now (see [`ModuleLowering`]).
    pub renames: Vec<(String, String)>,
    /// Definitions withheld that the finished unit defines after all, in the order
    /// lowered (see [`ModuleLowering`]).
    pub late: Vec<ir::Function>,
    /// The names (as given) of the definitions given out that the finished unit does not
    /// define: inline definitions a later `gnu_inline` made for inlining only.
    pub withdrawn: Vec<String>,
}

/// A definition lowered: its symbol, its IR, the symbols it names, and the calls it makes
/// with their signatures (for declaring old-style callees).
struct Lowered {
    id: SymbolId,
    function: ir::Function,
    named: Vec<SymbolId>,
    callees: Vec<(String, Signature)>,
    /// Its `asm` statements: their functions are written only if it is given out.
    inline_asm: Vec<ir::InlineAsm>,
}

impl ModuleLowering {
    /// Lowering for a unit with the `pragmas` of `TranslationUnit::pragmas` (among them
    /// the `#ident` texts).
    pub fn new(pragmas: &[(usize, String)]) -> ModuleLowering {
        ModuleLowering {
            idents: idents(pragmas),
            inline_asm: Vec::new(),
            file_asm: Vec::new(),
            definitions: Vec::new(),
            withheld: Vec::new(),
            referenced: HashSet::default(),
            static_refs_seen: 0,
            callees: Vec::new(),
            callee_names: HashSet::default(),
            names: HashMap::default(),
            renamed: Vec::new(),
            named: Default::default(),
            announcing: false,
            announced: HashSet::default(),
            strings_announced: 0,
            debug: None,
            keep_inline: false,
        }
    }

    /// Keep in the finished module the bodies of the inline definitions it does not emit
    /// ([`ir::Module::inline_only`]), for the inliner.
    pub fn keep_inline_definitions(&mut self) {
        self.keep_inline = true;
    }

    /// Describe the types, globals and variables for a debugger (`-g`, `ir::debug`).
    pub fn describe_for_debugger(&mut self) {
        self.debug = Some(debug::TypeTable::default());
    }

    /// Lower the definition `f`, which sema has checked; `syms` are the symbols as sema
    /// knows them at the end of `f`, or later. The functions to give out now, in order:
    /// `f`, unless it is withheld, after the withheld definitions it names first.
    /// A file-scope `asm("...")`: its text goes to the assembler as written, in order.
    pub fn file_scope_asm(&mut self, text: &str) {
        self.file_asm.push(text.to_string());
    }

    pub fn function(&mut self, f: &FunctionDef, syms: &Symbols) -> Vec<ir::Function> {
        let id = f.sym.expect("sema resolved every function definition");
        let (mut named, mut callees) = (Vec::new(), Vec::new());
        let mut namer = Namer {
            names: &mut self.names,
            renamed: &mut self.renamed,
            named: &mut named,
        };
        namer.name(id, syms);
        let mut inline_asm = Vec::new();
        let function = FunctionLowering::lower(
            f,
            syms,
            (&mut callees, &mut inline_asm),
            namer,
            self.debug.as_mut(),
        );
        let lowered = Lowered {
            id,
            function,
            named,
            callees,
            inline_asm,
        };
        self.note_static_refs(syms);
        let mut out = Vec::new();
        match self.needed(id, syms) {
            true => self.give(lowered, syms, &mut out),
            false => self.withheld.push(lowered),
        }
        out
    }

    /// The withheld definitions that something given out or a static initializer has
    /// come to name since (see [`ModuleLowering`]), in the order to give them out.
    pub fn release(&mut self, syms: &Symbols) -> Vec<ir::Function> {
        let mut out = Vec::new();
        self.note_static_refs(syms);
        self.release_into(syms, &mut out);
        out
    }

    /// Give out the withheld definitions named since. (Only a reference can change what a
    /// `static inline` definition needs before the end; `finish` asks [`Self::needed`].)
    fn release_into(&mut self, syms: &Symbols, out: &mut Vec<ir::Function>) {
        let named =
            |r: &HashSet<SymbolId>, w: &Lowered| r.contains(&w.id) && !syms.inline_only(w.id);
        while let Some(i) = self
            .withheld
            .iter()
            .position(|w| named(&self.referenced, w))
        {
            let w = self.withheld.remove(i);
            self.give(w, syms, out);
        }
    }

    fn note_static_refs(&mut self, syms: &Symbols) {
        let new = syms
            .static_refs
            .get(self.static_refs_seen..)
            .unwrap_or_default();
        self.referenced.extend(new.iter().copied());
        self.static_refs_seen = syms.static_refs.len();
    }

    /// Whether the object file gets definition `id`, as the unit read so far has it.
    fn needed(&self, id: SymbolId, syms: &Symbols) -> bool {
        !syms.inline_only(id)
            && (!syms.static_inline(id) || self.referenced.contains(&id) || syms.kept(id))
    }

    /// Give `l` out, after the withheld definitions it names (which thus come before their
    /// first user, as a function defined before its callers).
    fn give(&mut self, l: Lowered, syms: &Symbols, out: &mut Vec<ir::Function>) {
        self.referenced.extend(l.named.iter().copied());
        self.release_into(syms, out);
        self.definitions.push(l.id);
        self.inline_asm.extend(l.inline_asm);
        for (name, sig) in l.callees {
            if !self.callee_names.contains(&name) {
                self.callee_names.insert(name.clone());
                self.callees.push((name, sig));
            }
        }
        if self.announcing {
            self.named.push_back((l.id, l.named));
        }
        out.push(l.function);
    }

    /// Keep what [`ModuleLowering::announcements`] gives, from the next function on.
    pub fn announce(&mut self) {
        self.announcing = true;
    }

    /// What code generation declares before it translates the next function lowered (in
    /// order; `None` if there is none): the functions and objects it names, itself
    /// included, as the unit read so far has them (`syms`), and the string literals made
    /// since the last call. A function lowered but not announced yet is one defined
    /// further on, as is one `later(name, function)` forecasts (or an object, for
    /// `function` false) by its C name.
    pub fn announcements(
        &mut self,
        syms: &Symbols,
        later: &dyn Fn(&str, bool) -> bool,
    ) -> Option<Vec<ir::Announced>> {
        let (definition, named) = self.named.pop_front()?;
        self.announced.insert(definition);
        let mut seen = HashSet::default();
        let mut out = Vec::new();
        for id in named {
            if seen.insert(id) {
                out.extend(announcement(id, syms, &self.announced, later));
            }
        }
        for i in self.strings_announced..syms.strings.len() {
            out.push(ir::Announced::Global(string_declaration(syms, i), None));
        }
        self.strings_announced = syms.strings.len();
        Some(out)
    }

    /// The rest of the module, from the unit's final symbols (see [`Finished`]).
    pub fn finish(mut self, syms: &Symbols) -> Finished {
        let mut late = self.release(syms);
        while let Some(i) = self.withheld.iter().position(|w| self.needed(w.id, syms)) {
            let w = self.withheld.remove(i);
            self.give(w, syms, &mut late);
        }
        let withdrawn = self.withdraw(syms);
        let inline_only = match self.keep_inline {
            true => self.inline_definitions(syms),
            false => Vec::new(),
        };
        let renames = self.renames(syms);
        for (name, _) in &mut self.callees {
            if let Some((_, new)) = renames.iter().find(|(old, _)| old == name) {
                *name = new.clone();
            }
        }
        let functions: Vec<ir::Function> = self
            .definitions
            .iter()
            .map(|&id| {
                let (name, sig, linkage) = definition_header(id, syms);
                ir::Function::new(name.to_string(), sig, linkage)
            })
            .collect();
        let defined: HashSet<String> = functions.iter().map(|f| f.name.clone()).collect();
        let mut module = ir::Module {
            idents: std::mem::take(&mut self.idents),
            inline_asm: std::mem::take(&mut self.inline_asm),
            file_asm: std::mem::take(&mut self.file_asm),
            ..ir::Module::default()
        };
        let referenced: HashSet<&str> = self
            .referenced
            .iter()
            .map(|&id| ir_name(id, syms))
            .collect();
        globals(&mut module, syms, &referenced);
        function_attrs(&mut module, syms, &defined);
        declarations(
            &mut module,
            (syms, &referenced),
            &defined,
            std::mem::take(&mut self.callees),
        );
        module.functions = functions;
        module.inline_only = inline_only;
        if let Some(mut table) = self.debug.take() {
            module.debug.globals = table.globals(syms, &module);
            module.debug.types = table.types;
        }
        Finished {
            module,
            renames,
            late,
            withdrawn,
        }
    }

    /// The withheld inline definitions that provide no external definition, each with the
    /// symbols it names as they are declared where the module does not declare them: a
    /// function as imported (an inline definition's own symbol is defined elsewhere, if at
    /// all), an object as the unit has it. Left out: a definition with `asm` statements
    /// (their functions are written only for a definition given out), and one that names a
    /// function the object does not get (a `static inline` one nothing else names; C99
    /// forbids an inline definition to name internal symbols, gcc only warns).
    fn inline_definitions(&mut self, syms: &Symbols) -> Vec<ir::InlineDefinition> {
        let (kept, withheld): (Vec<Lowered>, Vec<Lowered>) = std::mem::take(&mut self.withheld)
            .into_iter()
            .partition(|w| syms.inline_only(w.id) && w.inline_asm.is_empty());
        self.withheld = withheld;
        let absent = |id: SymbolId| {
            let w = self.withheld.iter().any(|w| w.id == id);
            w && !syms.inline_only(id) && matches!(&syms.get(id).kind, SymbolKind::Function(_))
        };
        let mut out = Vec::new();
        for w in kept {
            if w.named.iter().any(|&id| absent(id)) {
                continue;
            }
            let mut seen = HashSet::default();
            let names = (w.named.iter())
                .filter(|&&id| seen.insert(id))
                .filter_map(|&id| announcement(id, syms, &HashSet::default(), &|_, _| false))
                .map(|a| match a {
                    ir::Announced::Function { decl, attrs, .. } => ir::Announced::Function {
                        decl,
                        linkage: ir::Linkage::Import,
                        attrs,
                        later: false,
                    },
                    global => global,
                })
                .collect();
            out.push(ir::InlineDefinition {
                function: w.function,
                names,
            });
        }
        out
    }

    /// Take out of the definitions given out those the finished unit does not define; their
    /// names as given.
    fn withdraw(&mut self, syms: &Symbols) -> Vec<String> {
        let (gone, kept) = self
            .definitions
            .iter()
            .partition(|&&id| syms.inline_only(id));
        self.definitions = kept;
        gone.iter()
            .map(|id: &SymbolId| self.names[id].clone())
            .collect()
    }

    /// Each name a function lowered gave a symbol that now has another.
    fn renames(&self, syms: &Symbols) -> Vec<(String, String)> {
        let used = self
            .names
            .iter()
            .chain(self.renamed.iter().map(|(id, n)| (id, n)));
        let mut renames: Vec<(String, String)> = used
            .filter_map(|(&id, old)| {
                let now = ir_name(id, syms);
                (now != old).then(|| (old.clone(), now.to_string()))
            })
            .collect();
        renames.sort();
        renames.dedup();
        renames
    }
}

/// The name in the object file of a function or object: an object's `ir_name` (a static
/// local's `counter.1`, or its asm label), a function's asm label or own name.
fn ir_name(id: SymbolId, syms: &Symbols) -> &str {
    syms.object_name(id)
}

/// What lowering a function records of the names it gives symbols (see [`ModuleLowering`]).
struct Namer<'a> {
    names: &'a mut HashMap<SymbolId, String>,
    renamed: &'a mut Vec<(SymbolId, String)>,
    named: &'a mut Vec<SymbolId>,
}

impl Namer<'_> {
    /// The name of function or object `id` in the object file, noted as given.
    fn name<'s>(&mut self, id: SymbolId, syms: &'s Symbols) -> &'s str {
        let name = ir_name(id, syms);
        match self.names.get_mut(&id) {
            Some(given) if given == name => {}
            Some(given) => {
                let old = std::mem::replace(given, name.to_string());
                self.renamed.push((id, old));
            }
            None => {
                self.names.insert(id, name.to_string());
            }
        }
        self.named.push(id);
        name
    }
}

/// The globals of the unit: its objects (file-scope and static locals) in the order they were
/// first declared, then its string literals. An object declared and not defined is declared
/// only if `referenced` names it, so that the object file refers to no symbol the program
/// does not use (one whose definition is left out elsewhere), as gcc's.
fn globals(module: &mut ir::Module, syms: &Symbols, referenced: &HashSet<&str>) {
    for &id in &syms.globals {
        let sym = syms.get(id);
        let SymbolKind::Global(info) = &sym.kind else {
            continue;
        };
        // An alias is another name for its target's storage (which its uses name), not
        // an object of its own. The uses of one that may be replaced name the alias:
        // it is declared, and the object file defines it (`codegen::attrs::alias`).
        if syms.attrs.get(&id).is_some_and(|a| a.alias.is_some()) {
            if let Some(a) = symbol_attrs(syms, id, info.linkage, true) {
                module.attrs.insert(syms.alias_name(id).to_string(), a);
            }
            if syms.preemptible_aliases.contains(&id) {
                module.globals.push(ir::Global {
                    linkage: ir::Linkage::Import,
                    readonly: false,
                    init: ir::GlobalInit::Zero,
                    ..object_global(syms, id, info)
                });
            }
            continue;
        }
        let defined = info.linkage != ir::Linkage::Import;
        if !defined && !referenced.contains(info.ir_name.as_str()) {
            continue;
        }
        if let Some(a) = symbol_attrs(syms, id, info.linkage, defined) {
            module.attrs.insert(info.ir_name.clone(), a);
        }
        module.globals.push(object_global(syms, id, info));
    }
    for i in 0..syms.strings.len() {
        module.globals.push(string_global(syms, i));
    }
}

/// The global of object `id`, as `info` has it.
fn object_global(syms: &Symbols, id: SymbolId, info: &sema::GlobalInfo) -> ir::Global {
    let sym = syms.get(id);
    // An initialized flexible array member makes the object larger than its type.
    let size = match &info.init {
        Some(ir::GlobalInit::Bytes { bytes, .. }) => bytes.len() as u64,
        _ => sym.ty.size().unwrap_or(0),
    };
    ir::Global {
        name: info.ir_name.clone(),
        size: size as u32,
        align: syms.align(id) as u32,
        linkage: info.linkage,
        // A const object goes to read-only data, unless it holds addresses (those need
        // run-time relocation in a position-independent executable). A thread's instance
        // of a thread-local object is written when the thread starts: never read-only.
        readonly: sym.quals.is_const
            && !info.thread_local
            && !matches!(&info.init, Some(ir::GlobalInit::Bytes { relocs, .. }) if !relocs.is_empty()),
        thread_local: info.thread_local,
        init: info.init.clone().unwrap_or(ir::GlobalInit::Zero),
    }
}

/// The read-only global holding the `i`-th string literal.
fn string_global(syms: &Symbols, i: usize) -> ir::Global {
    ir::Global {
        init: ir::GlobalInit::Bytes {
            bytes: syms.strings[i].clone(),
            relocs: Vec::new(),
        },
        ..string_declaration(syms, i)
    }
}

/// [`string_global`] without its contents.
fn string_declaration(syms: &Symbols, i: usize) -> ir::Global {
    ir::Global {
        name: sema::string_name(i),
        size: syms.strings[i].len() as u32,
        // A wide literal is aligned to its code unit, as gcc does: glibc's wide string
        // functions read with aligned loads.
        align: syms.string_aligns[i],
        linkage: ir::Linkage::Local,
        readonly: true,
        thread_local: false,
        init: ir::GlobalInit::Zero,
    }
}

/// Function or object `id` as far as `syms` knows it, `announced` being the definitions
/// code generation has been given (see [`ModuleLowering::announcements`]).
fn announcement(
    id: SymbolId,
    syms: &Symbols,
    announced: &HashSet<SymbolId>,
    later: &dyn Fn(&str, bool) -> bool,
) -> Option<ir::Announced> {
    let sym = syms.get(id);
    match &sym.kind {
        SymbolKind::Global(info) => {
            let linkage = match info.linkage {
                ir::Linkage::Import if later(&sym.name, false) => ir::Linkage::Export,
                linkage => linkage,
            };
            // Its contents are not announced: they are the finished module's.
            let global = ir::Global {
                name: info.ir_name.clone(),
                size: sym.ty.size().unwrap_or(0) as u32,
                align: syms.align(id) as u32,
                linkage,
                readonly: false,
                thread_local: info.thread_local,
                init: ir::GlobalInit::Zero,
            };
            let attrs = symbol_attrs(syms, id, linkage, linkage != ir::Linkage::Import);
            Some(ir::Announced::Global(global, attrs))
        }
        SymbolKind::Function(info) => {
            let defined = announced.contains(&id);
            let later = !defined && (info.defined_at.is_some() || later(&sym.name, true));
            let linkage = match defined || later {
                true => info.linkage,
                false => ir::Linkage::Import,
            };
            let sig = match &sym.ty {
                Type::Function(ft) => signature(ft, syms.target),
                _ => Signature::default(),
            };
            let decl = ir::FuncDecl {
                name: syms.link_name(id).to_string(),
                sig,
            };
            Some(ir::Announced::Function {
                decl,
                linkage,
                attrs: symbol_attrs(syms, id, info.linkage, defined || later),
                later,
            })
        }
        _ => None,
    }
}

/// The attributes of the functions that have any; `defined` are the names of the functions
/// the unit defines.
fn function_attrs(module: &mut ir::Module, syms: &Symbols, defined: &HashSet<String>) {
    for &id in &syms.functions {
        let sym = syms.get(id);
        let SymbolKind::Function(info) = &sym.kind else {
            continue;
        };
        let name = syms.link_name(id);
        let alias = syms.attrs.get(&id).is_some_and(|a| a.alias.is_some());
        // An alias's uses name its target (`name`); the attributes go to its own name.
        let own_name = if alias { syms.alias_name(id) } else { name };
        let is_defined = defined.contains(name) || alias;
        if let Some(a) = symbol_attrs(syms, id, info.linkage, is_defined) {
            module.attrs.insert(own_name.to_string(), a);
        }
    }
}

/// The declarations of the functions `referenced` names and the unit does not define, in
/// the order sema met them, then those the front end calls on its own (`memset` for zero
/// fill); `callees` are the calls the functions given out make, with their signatures.
fn declarations(
    module: &mut ir::Module,
    (syms, referenced): (&Symbols, &HashSet<&str>),
    defined: &HashSet<String>,
    callees: Vec<(String, Signature)>,
) {
    let decls = &mut module.decls;
    let mut declared = HashSet::default();
    for &id in &syms.functions {
        let sym = syms.get(id);
        let SymbolKind::Function(info) = &sym.kind else {
            continue;
        };
        let name = syms.link_name(id);
        if !info.used || !referenced.contains(name) || defined.contains(name) {
            continue;
        }
        if !declared.insert(name) {
            continue;
        }
        let sig = match &sym.ty {
            Type::Function(ft) if ft.prototyped => signature(ft, syms.target),
            // An old-style declaration: the first call shows what is passed.
            _ => callees
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, s)| s.clone())
                .unwrap_or_default(),
        };
        decls.push(ir::FuncDecl {
            name: name.to_string(),
            sig,
        });
    }
    for (name, sig) in callees {
        if !defined.contains(name.as_str()) && !decls.iter().any(|d| d.name == name) {
            decls.push(ir::FuncDecl { name, sig });
        }
    }
}

/// A definition's object-file name, signature and linkage.
fn definition_header(id: SymbolId, syms: &Symbols) -> (&str, Signature, ir::Linkage) {
    let sym = syms.get(id);
    let Type::Function(ft) = &sym.ty else {
        unreachable!("a function definition has a function type")
    };
    let linkage = match &sym.kind {
        SymbolKind::Function(info) => info.linkage,
        _ => ir::Linkage::Export,
    };
    (syms.link_name(id), signature(ft, syms.target), linkage)
}

/// The texts of `#ident "text"` and `#sccs "text"`, which the preprocessor passes on among
/// the unit's pragmas (as `-E` writes them).
fn idents(pragmas: &[(usize, String)]) -> Vec<Vec<u8>> {
    pragmas
        .iter()
        .filter_map(|(_, line)| line.strip_prefix("#ident "))
        .filter_map(|text| {
            match crate::parse::literal::join_strings(&[(text, Default::default())]) {
                Ok(crate::ast::ExprKind::StringLit(bytes, _)) => Some(bytes),
                _ => None,
            }
        })
        .collect()
}

/// What the object file needs of a function's or object's GNU attributes, if anything:
/// `-fvisibility=` applies to the definitions of external symbols that name no visibility.
fn symbol_attrs(
    syms: &Symbols,
    id: crate::ast::SymbolId,
    linkage: ir::Linkage,
    defined: bool,
) -> Option<ir::SymbolAttrs> {
    let a = syms.attrs.get(&id).cloned().unwrap_or_default();
    let implicit = match (defined, linkage) {
        (true, ir::Linkage::Export) => syms.default_visibility,
        _ => ir::Visibility::Default,
    };
    let out = ir::SymbolAttrs {
        visibility: a.visibility.unwrap_or(implicit),
        weak: a.weak,
        local_alias: a.alias.is_some() && linkage == ir::Linkage::Local,
        alias: a.alias.map(|(target, _)| target),
        section: a.section,
        constructor: a.constructor,
        destructor: a.destructor,
        noinline: a.noinline,
        always_inline: a.always_inline,
        inline: syms.declared_inline(id),
        used: a.used,
    };
    (out != ir::SymbolAttrs::default()).then_some(out)
}

/// How an argument or return value of C type `ty` is passed.
fn abi_param(ty: &Type) -> AbiParam {
    let ext = match ty {
        Type::Bool => Ext::Zext,
        Type::Int { size, signed, .. } if *size < 4 => {
            if *signed {
                Ext::Sext
            } else {
                Ext::Zext
            }
        }
        _ => Ext::None,
    };
    AbiParam {
        ext,
        ..AbiParam::new(scalar_ir_type(ty).unwrap_or(ir::Type::I64))
    }
}

/// The IR signature of a C function type (the fixed part, for a variadic one).
pub fn signature(ft: &FuncType, target: Target) -> Signature {
    let conv = match ft.ms_abi {
        true => ir::CallConv::MsAbi,
        false => ir::CallConv::C,
    };
    let call = CallShape {
        fixed: ft.params.len(),
        variadic: ft.variadic,
        conv,
        phase: 0,
    };
    call_signature(&ft.ret, &ft.params, call, target)
}

/// What a call's signature needs besides its types: how many arguments the prototype
/// names, whether it is variadic, the callee's calling convention, and where the stack
/// arguments begin modulo the largest alignment (`abi::StackPhase`).
#[derive(Copy, Clone)]
struct CallShape {
    fixed: usize,
    variadic: bool,
    conv: ir::CallConv,
    phase: u64,
}

impl CallShape {
    /// A call of a non-variadic function of `params` parameters in the C convention.
    fn c(params: usize) -> CallShape {
        CallShape {
            fixed: params,
            variadic: false,
            conv: ir::CallConv::C,
            phase: 0,
        }
    }
}

/// The IR signature of a call returning `ret` with arguments of types `args`, the first
/// `fixed` of which are the named parameters; aggregates are lowered as `abi` says.
fn call_signature(ret: &Type, args: &[Type], call: CallShape, target: Target) -> Signature {
    let CallShape {
        fixed,
        variadic,
        conv,
        phase,
    } = call;
    let at = abi::StackPhase { fixed, phase };
    let lowered = abi::classify_call_at(ret, args, conv == ir::CallConv::MsAbi, target, at);
    let mut params = Vec::new();
    let ret = match lowered.ret {
        _ if ret.is_void() => vec![],
        abi::Passing::Indirect => {
            params.push(AbiParam::struct_return());
            vec![]
        }
        ref p => abi::params_of(p, abi_param(ret)),
    };
    let mut fixed_ir = params.len();
    for (i, (a, passing)) in args.iter().zip(&lowered.params).enumerate() {
        params.extend(abi::params_of(passing, abi_param(a)));
        if i < fixed {
            fixed_ir = params.len();
        }
    }
    Signature {
        params,
        ret,
        variadic,
        fixed: fixed_ir,
        conv,
    }
}

/// The names of a function's IR parameters, as clang names them: `agg.result` for a
/// hidden result pointer, `x.coerce0`, `x.coerce1` for the pieces of an aggregate `x`
/// (and `pad` for the dummy values before a spilled one).
fn ir_param_names(
    lowered: &abi::Lowered,
    ft: &FuncType,
    params: &[SymbolId],
    syms: &Symbols,
) -> Vec<String> {
    let mut names = Vec::new();
    if !ft.ret.is_void() && lowered.ret == abi::Passing::Indirect {
        names.push("agg.result".to_string());
    }
    for (&id, passing) in params.iter().zip(&lowered.params) {
        let sym = syms.get(id);
        let coerce = |n: usize| (0..n).map(|i| format!("{}.coerce{i}", sym.name));
        match passing {
            abi::Passing::Pieces(p) => names.extend(coerce(p.len())),
            abi::Passing::Spilled(pad, p) => {
                names.extend(pad.iter().map(|_| "pad".to_string()));
                names.extend(coerce(p.len()));
            }
            abi::Passing::Padded(..) => names.extend(["pad".to_string(), sym.name.clone()]),
            _ => names.push(sym.name.clone()),
        }
    }
    names
}

/// The size of a temporary that an aggregate is loaded from or stored to in whole
/// eightbytes: its size rounded up to 8 bytes.
fn padded_size(ty: &Type) -> u64 {
    let size = ty.size().unwrap_or(8);
    if ty.is_aggregate() {
        size.div_ceil(8) * 8
    } else {
        size
    }
}

/// Reduce an integer constant to the IR convention: sign-extended from its width.
fn ir_constant(v: i64, ty: ir::Type) -> i64 {
    match 64u32.checked_sub(ty.bytes() * 8) {
        Some(shift) if shift > 0 => (v << shift) >> shift,
        _ => v,
    }
}

/// The state of lowering one function.
struct FunctionLowering<'a> {
    b: FunctionBuilder,
    syms: &'a Symbols,
    /// The alloca of each local and parameter.
    locals: HashMap<SymbolId, Value>,
    block_names: HashSet<String>,
    /// Per base name, the first suffix `block` has not yet found taken: names are never
    /// given back, so probing can resume there (from 0 each time, a function with `n`
    /// loops would cost O(n²)).
    name_suffixes: HashMap<String, u32>,
    /// When each block was created or last started: the layout is the blocks in this order
    /// (set once at the end, since moving a block in the layout list each time it starts
    /// would cost O(n²)).
    started: SecondaryMap<Block, u32>,
    starts: u32,
    labels: HashMap<String, Block>,
    /// The labels whose address the function takes (`&&label`), by number from 1.
    label_addresses: &'a [String],
    /// The block every `goto *p` jumps to and the slot holding its label number (see
    /// `indirect_goto`).
    indirect_dispatch: Option<(Block, Value)>,
    /// Where `break` and `continue` go, each with the depth of the cleanup stack there.
    /// The blocks a `__builtin_expect` says the branches being lowered are unlikely to go
    /// to (`branch_on`): a `br` to one of them gets a hint (`ir::BranchHint`).
    unlikely_targets: Vec<Block>,
    break_targets: Vec<(Block, usize)>,
    continue_targets: Vec<(Block, usize)>,
    /// The locals with a GNU `cleanup` or a variable length array in scope, innermost
    /// last, with what leaving their scope does; and the ones in scope at each label
    /// (see `cleanup`).
    cleanups: Vec<(SymbolId, cleanup::Cleanup)>,
    /// The C block being lowered (see `ir::Scopes`).
    scope: u32,
    /// The variable length array objects, each with the slot holding its address.
    vla_objects: HashMap<SymbolId, Value>,
    label_scopes: HashMap<String, Vec<SymbolId>>,
    switches: Vec<SwitchLowering>,
    ret: Type,
    /// How the function's own result and parameters are passed.
    lowered: abi::Lowered,
    /// The hidden result pointer of a function returning an aggregate indirectly.
    sret: Option<Value>,
    target: Target,
    is_main: bool,
    /// Signatures of the calls made, for declaring old-style callees.
    callees: &'a mut Vec<(String, Signature)>,
    /// The `asm` statements lowered, for the module.
    inline_asm: &'a mut Vec<ir::InlineAsm>,
    namer: Namer<'a>,
    /// `-g`: the module's debug types, to describe the variables with.
    debug: Option<&'a mut debug::TypeTable>,
}

struct SwitchLowering {
    cases: Vec<(i64, Block)>,
    /// GNU C's case ranges, `case lo ... hi:`.
    ranges: Vec<(i64, i64, Block)>,
    default: Option<Block>,
    /// The IR type of the controlling value (case values are sign-extended from it).
    ty: ir::Type,
}

impl<'a> FunctionLowering<'a> {
    fn lower(
        f: &FunctionDef,
        syms: &'a Symbols,
        (callees, inline_asm): (&'a mut Vec<(String, Signature)>, &'a mut Vec<ir::InlineAsm>),
        namer: Namer<'a>,
        debug: Option<&'a mut debug::TypeTable>,
    ) -> ir::Function {
        let id = f.sym.expect("sema resolved every function definition");
        let (name, sig, linkage) = definition_header(id, syms);
        let sym = syms.get(id);
        let Type::Function(ft) = &sym.ty else {
            unreachable!("a function definition has a function type")
        };
        let lowered = abi::classify_function(ft, syms.target);
        let param_names = ir_param_names(&lowered, ft, &f.param_syms, syms);
        let names: Vec<&str> = param_names.iter().map(String::as_str).collect();
        let mut b = FunctionBuilder::new(name, sig, linkage, &names);
        let alloca = syms.alloca_functions.contains(&id);
        let mut debug = debug;
        if let Some(table) = debug.as_deref_mut() {
            let ret = table.spelled_result(&sym.ty, syms.spellings.get(&sym.span.lo));
            b.func.debug = Some(Box::new(ir::debug::FunctionDebug {
                ret,
                ..Default::default()
            }));
        }
        let mut fl = FunctionLowering {
            b,
            syms,
            locals: HashMap::default(),
            block_names: HashSet::from_iter(["entry".to_string()]),
            name_suffixes: HashMap::default(),
            started: SecondaryMap::new(),
            starts: 0,
            labels: HashMap::default(),
            label_addresses: f
                .sym
                .and_then(|id| syms.label_addresses.get(&id))
                .map_or(&[], |v| v.as_slice()),
            indirect_dispatch: None,
            unlikely_targets: Vec::new(),
            break_targets: Vec::new(),
            continue_targets: Vec::new(),
            cleanups: Vec::new(),
            scope: 0,
            vla_objects: HashMap::default(),
            label_scopes: cleanup::label_scopes(&f.body, syms, alloca.then_some(id)),
            switches: Vec::new(),
            ret: ft.ret.clone(),
            lowered,
            sret: None,
            target: syms.target,
            is_main: sym.name == "main",
            callees,
            inline_asm,
            namer,
            debug,
        };
        // The prologue belongs to the function's first line, the implicit return to its `}`.
        fl.b.set_position(Some(f.declarator.span.lo));
        fl.b.func.positions.set_function(Some(f.declarator.span.lo));
        fl.b.func.positions.set_closing_brace(Some(f.end.lo));
        fl.parameters(&f.param_syms, &ft.params);
        if let Some(Derived::Function(params, ..)) = f.declarator.derived.last() {
            for p in params {
                fl.vla_lengths(&p.declarator.vla_lengths);
            }
        }
        if alloca {
            fl.save_region_for_alloca(id);
        }
        for item in &f.body {
            fl.block_item(item);
        }
        fl.close_scope(0);
        fl.b.set_position(Some(f.end.lo));
        fl.fall_off_end();
        let started = &fl.started;
        fl.b.func.layout.sort_by_key(|&b| started[b]);
        let mut func = fl.b.finish();
        ir::cfg::assume_unreachable(&mut func);
        func
    }

    /// Each parameter `x` is copied into its own alloca `x.addr`, as clang does; an
    /// aggregate passed in pieces is reassembled in one, and one passed by reference or on
    /// the stack is used where the caller's copy is.
    /// `received` are the types the parameters arrive with: a K&R definition's are the
    /// promoted types of its parameters' own (see `sema::kr`), converted here.
    fn parameters(&mut self, params: &[SymbolId], received: &[Type]) {
        let mut next = 0;
        if self.lowered.ret == abi::Passing::Indirect && !self.ret.is_void() {
            self.sret = Some(self.b.func.params[0]);
            next = 1;
        }
        let passings = self.lowered.params.clone();
        for (i, (&id, passing)) in params.iter().zip(passings).enumerate() {
            let sym = self.syms.get(id);
            let ty = sym.ty.clone();
            let name = sym.name.clone();
            // The dummy argument before a padded `__int128` (see `abi::place_int128`).
            let passing = match passing {
                abi::Passing::Padded(_, inner) => {
                    next += 1;
                    *inner
                }
                p => p,
            };
            if matches!(passing, abi::Passing::Indirect | abi::Passing::Stack(_)) {
                self.locals.insert(id, self.b.func.params[next]);
                next += 1;
                continue;
            }
            let addr = self.b.alloca(
                padded_size(&ty) as u32,
                self.syms.align(id) as u32,
                &format!("{name}.addr"),
            );
            let pieces = match passing {
                abi::Passing::Pieces(pieces) => Some(pieces),
                abi::Passing::Spilled(pad, pieces) => {
                    next += pad.len();
                    Some(pieces)
                }
                _ => None,
            };
            match pieces {
                Some(pieces) => {
                    for (offset, t) in pieces {
                        let at = self.element_address(addr, offset);
                        let v = self.b.func.params[next];
                        self.b.store(t, v, at);
                        next += 1;
                    }
                }
                _ => {
                    let mut value = self.b.func.params[next];
                    if let Some(from) = received.get(i).filter(|&t| *t != ty) {
                        value = self.convert(value, from, &ty);
                    }
                    self.b.store(self.ir_type(&ty), value, addr);
                    next += 1;
                }
            }
            self.b.declare_parameter(addr);
            self.describe_variable(id, addr, true);
            self.locals.insert(id, addr);
        }
    }

    /// Reaching the closing brace returns 0 from `main` (5.1.2.2.3) and an unspecified
    /// value from any other non-void function.
    fn fall_off_end(&mut self) {
        if self.b.is_terminated() {
            return;
        }
        if self.is_main && !self.ret.is_void() {
            let ty = self.b.func.sig.ret.first().map_or(ir::Type::I32, |r| r.ty);
            let zero = self.b.iconst(ty, 0);
            self.b.ret(Some(zero));
            return;
        }
        self.ret_undef();
    }

    /// Return without a value: `undef` for each result of the signature.
    fn ret_undef(&mut self) {
        let types: Vec<ir::Type> = self.b.func.sig.ret.iter().map(|r| r.ty).collect();
        let values: Vec<Value> = types.into_iter().map(|t| self.b.undef(t)).collect();
        self.b.ret(values);
    }

    fn ir_type(&self, ty: &Type) -> ir::Type {
        scalar_ir_type(ty).unwrap_or(ir::Type::I64)
    }

    /// A new block named `base`, or `base1`, `base2`... if the name is taken.
    fn block(&mut self, base: &str) -> Block {
        // The base is copied only the first time it is met.
        if !self.name_suffixes.contains_key(base) {
            self.name_suffixes.insert(base.to_string(), 0);
        }
        let suffix = self.name_suffixes.get_mut(base).expect("inserted above");
        let name_with = |n: u32| match n {
            0 => base.to_string(),
            n => format!("{base}{n}"),
        };
        let mut name = name_with(*suffix);
        while self.block_names.contains(&name) {
            *suffix += 1;
            name = name_with(*suffix);
        }
        *suffix += 1;
        let b = self.b.create_block(&name);
        self.block_names.insert(name);
        self.stamp(b);
        b
    }

    /// Put `b` after every block created or started so far in the layout.
    fn stamp(&mut self, b: Block) {
        self.starts += 1;
        self.started[b] = self.starts;
    }

    /// Continue emitting code in `b`, falling through into it from the current block if
    /// that is still open. Blocks are laid out in the order they are started.
    fn start_block(&mut self, b: Block) {
        if !self.b.is_terminated() {
            self.b.jump(b);
        }
        self.stamp(b);
        self.b.switch_to(b);
    }

    /// Make sure there is an open block to emit into: code after `return`, `break` or
    /// `goto` goes into a fresh block that nothing jumps to.
    fn ensure_open(&mut self) {
        if self.b.is_terminated() {
            let b = self.block("unreachable");
            self.start_block(b);
        }
    }
}

#[cfg(test)]
mod tests;

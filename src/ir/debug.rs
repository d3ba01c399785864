//! What `-g` tells a debugger of the C source beyond lines: the types, the globals, and
//! each function's parameters and local variables with the C blocks they belong to. Like
//! LLVM's debug-info metadata it is no part of the program: lowering fills it in only for
//! `-g`, passes ignore it, the text form omits it, and `==` ignores it. Code generation
//! writes it as DWARF (`codegen::debug`).
//!
//! The types are the module's, one table (`DebugTypes`), in the terms a debugger uses:
//! typedefs and enumerations by their names, as declarations spell them (the front end
//! resolves both away; sema keeps the spelling for `-g`, `types::Spelled`); qualifiers
//! are types of their own, as in DWARF.

use super::{Block, Inst, Value};
use cranelift_entity::{entity_impl, PrimaryMap};
use std::collections::HashMap;
use std::sync::Arc;

/// A type in [`DebugTypes`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DebugType(u32);
entity_impl!(DebugType, "dt");

/// How a base type's bits are read (DWARF's `DW_ATE_*`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Encoding {
    Signed,
    Unsigned,
    SignedChar,
    UnsignedChar,
    Bool,
    Float,
    ComplexFloat,
}

/// One type. `None` where C has `void` (a `void *`'s pointee, a `void` function's result).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeInfo {
    Base {
        name: String,
        size: u32,
        encoding: Encoding,
    },
    Pointer(Option<DebugType>),
    Const(Option<DebugType>),
    Volatile(Option<DebugType>),
    /// The element type and the length (`None`: unknown, `int a[]`).
    Array(DebugType, Option<u64>),
    /// A structure or union; `size` is `None` while it is incomplete.
    Struct {
        union: bool,
        name: Option<String>,
        size: Option<u64>,
        members: Vec<Member>,
    },
    Function {
        ret: Option<DebugType>,
        params: Vec<DebugType>,
        variadic: bool,
        prototyped: bool,
    },
    /// A typedef: its name, the type it stands for, and where it is declared (a byte
    /// offset in the preprocessed text).
    Typedef {
        name: String,
        ty: Option<DebugType>,
        decl: usize,
    },
    /// An enumeration: its tag, the integer type it is (a base type) and that type's
    /// size, its constants, and where it is declared.
    Enum {
        name: Option<String>,
        ty: DebugType,
        size: u32,
        enumerators: Vec<(String, i64)>,
        decl: usize,
    },
}

/// A member of a structure or union: its byte offset, and for a bit-field the offset of
/// its first bit within the storage unit at `offset` (from the least significant) and its
/// width.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Member {
    pub name: Option<String>,
    pub ty: DebugType,
    pub offset: u64,
    pub bits: Option<(u32, u32)>,
}

/// The module's types. Equal types (other than structures, which lowering tells apart by
/// declaration) are entered once.
#[derive(Clone, Debug, Default)]
pub struct DebugTypes {
    pub types: PrimaryMap<DebugType, TypeInfo>,
    entered: HashMap<TypeInfo, DebugType>,
}

impl DebugTypes {
    /// The type `info`, entered if new.
    pub fn intern(&mut self, info: TypeInfo) -> DebugType {
        if let Some(&t) = self.entered.get(&info) {
            return t;
        }
        let t = self.types.push(info.clone());
        self.entered.insert(info, t);
        t
    }

    /// A structure entered without its members, for `set` to complete: its members may
    /// point back at it.
    pub fn reserve(&mut self, info: TypeInfo) -> DebugType {
        self.types.push(info)
    }

    pub fn set(&mut self, t: DebugType, info: TypeInfo) {
        self.types[t] = info;
    }
}

/// An object with static storage: its C name, its symbol, its type, where it is declared
/// (a byte offset in the preprocessed text), and whether it is visible outside the unit.
#[derive(Clone, Debug, PartialEq)]
pub struct DebugGlobal {
    pub name: String,
    pub symbol: String,
    pub ty: DebugType,
    pub decl: usize,
    pub external: bool,
}

/// The module's types and globals.
#[derive(Clone, Debug, Default)]
pub struct ModuleDebug {
    pub types: DebugTypes,
    pub globals: Vec<DebugGlobal>,
}

impl PartialEq for ModuleDebug {
    fn eq(&self, _: &ModuleDebug) -> bool {
        true
    }
}

/// A parameter or local variable held in memory by the alloca `alloca` (whose address is
/// the variable's), in the C block `scope` (see `ir::Scopes`).
#[derive(Clone, Debug)]
pub struct DebugVariable {
    pub name: String,
    pub ty: DebugType,
    pub alloca: Inst,
    pub param: bool,
    pub scope: u32,
    pub decl: usize,
    /// A variable mem2reg promoted that is stored once, with this value: wherever the value
    /// lives, the variable is that value (or not yet initialised, when any value will do).
    pub keeps: Option<Value>,
}

/// Where a variable mem2reg promoted, stored more than once, gets a value (LLVM's
/// `dbg.value`): the store it replaced was in `block`, before the instruction `before`
/// (`None`: before the terminator).
#[derive(Clone, Copy, Debug)]
pub struct DebugValue {
    /// The variable, by its index in [`FunctionDebug::variables`].
    pub var: u32,
    pub block: Block,
    pub before: Option<Inst>,
    /// The value stored, when the instruction just before the store defines it (or, at
    /// the start of the entry block, it is a parameter): a debugger is told where values
    /// live from their definition on. `None` for any other value (a constant, a copy of
    /// another variable), which a debugger is then not shown.
    pub value: Option<Value>,
}

/// A function's result type, its variables in declaration order (the parameters first),
/// and where each of its C blocks (`ir::Scopes`, scope `i + 1`) begins and ends in the
/// preprocessed text. mem2reg adds where the variables it promoted and stored more than
/// once get their values: at each store (`values`, in program order) and at each phi it
/// kept (`phis`: its block, the phi and its variable's index).
#[derive(Clone, Debug, Default)]
pub struct FunctionDebug {
    pub ret: Option<DebugType>,
    pub variables: Vec<DebugVariable>,
    pub scope_spans: Vec<(usize, usize)>,
    pub values: Vec<DebugValue>,
    pub phis: Vec<(Block, Inst, u32)>,
    /// Its static locals, each with the C block it is declared in.
    pub statics: Vec<(DebugGlobal, u32)>,
    /// The parameters and locals of the copies of functions inlined into it.
    pub inlined: Vec<InlinedVariable>,
}

/// A parameter or local of a function inlined into this one: of the copy of inlined call
/// `call` (its number in `SourcePositions::inlined`), the callee's variable `index` (in
/// its `FunctionDebug::variables`), with the alloca that holds it in this function, if
/// one does, or the value it is (as `DebugVariable::keeps`).
#[derive(Clone, Copy, Debug)]
pub struct InlinedVariable {
    pub call: u32,
    pub index: u32,
    pub alloca: Option<Inst>,
    pub keeps: Option<Value>,
}

impl FunctionDebug {
    /// Record the variables of `callee`, copied into this function as the copy of inlined
    /// call `calls[0]` (its own) and of `calls[n]` (those of its inlined call `n`);
    /// `value` and `alloca` give the copy of one of its values and allocas.
    pub fn add_inlined(
        &mut self,
        callee: &FunctionDebug,
        calls: &[u32],
        value: impl Fn(Value) -> Option<Value>,
        alloca: impl Fn(Inst) -> Option<Inst>,
    ) {
        let own = (callee.variables.iter().enumerate()).map(|(k, v)| InlinedVariable {
            call: 0,
            index: k as u32,
            alloca: Some(v.alloca),
            keeps: v.keeps,
        });
        for v in own.chain(callee.inlined.iter().copied()) {
            let Some(&call) = calls.get(v.call as usize) else {
                continue;
            };
            self.inlined.push(InlinedVariable {
                call,
                index: v.index,
                alloca: v.alloca.and_then(&alloca),
                keeps: v.keeps.and_then(&value),
            });
        }
    }
}

impl PartialEq for FunctionDebug {
    fn eq(&self, _: &FunctionDebug) -> bool {
        true
    }
}

/// A call the inliner replaced by a copy of the callee's body (`passes::inline`), for a
/// debugger's inlined frames (DWARF's `DW_TAG_inlined_subroutine`): the callee, where the
/// call is, and the inlined call whose copy held it (its number in
/// `SourcePositions::inlined`, 0 for the function's own code).
#[derive(Clone, Debug)]
pub struct InlinedCall {
    pub callee: String,
    /// The callee's declarator (a byte offset in the preprocessed text).
    pub declared: Option<usize>,
    pub external: bool,
    /// The call's position.
    pub call: Option<usize>,
    pub parent: u32,
    /// `-g`: the callee's description (its result type and variables), shared by its copies.
    pub debug: Option<Arc<FunctionDebug>>,
}

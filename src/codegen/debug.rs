//! `-g`: DWARF for debuggers, written with gimli: a line table (`.debug_line`) from the
//! source location of each of Cranelift's instructions, and a compile unit with the types
//! and globals of the module (`ir::debug`) and one subprogram per function (name, address
//! range, external or not, result type) holding its parameters and local variables in
//! lexical blocks, so `gdb` sets breakpoints by `file:line`, steps by lines, and shows a
//! backtrace's lines and arguments, locals, globals and returned values.
//!
//! Translation gives each Cranelift instruction a source location standing for the source
//! offset of the IR instruction it comes from (the statement or expression lowered into
//! it, `ir::Function::positions`) and the inlined call whose copy it belongs to
//! (`SourceLocations`); Cranelift's buffer reports the runs of machine code each location
//! covers; the driver, which has the preprocessor's source map, turns an offset into a
//! file and a line. Each inlined call is a `DW_TAG_inlined_subroutine` over the runs of its
//! copy, naming its callee's abstract subprogram.
//!
//! A variable is described where its alloca has a stack slot of its own (or a place in the
//! area sibling blocks share, `frame`): Cranelift's frame layout gives the slot's offset
//! from the frame pointer, which sits 16 bytes below the call frame address on both
//! targets (saved frame pointer and return address), so the location is an offset from
//! the CFA, the subprogram's frame base. A variable mem2reg promoted is located by its
//! labelled values (`ValueLocations`), or is a constant (`DW_AT_const_value`); else a
//! debugger says `<optimized out>`. A lexical block's address ranges are those of the
//! function's own line rows whose source offset lies within the block's braces.

use super::unwind::Relocated;
use crate::ir;
use crate::ir::debug::{DebugType, Encoding, FunctionDebug, InlinedCall, ModuleDebug, TypeInfo};
use cranelift_codegen::ir::StackSlot;
use cranelift_codegen::isa::TargetIsa;
use cranelift_codegen::MachBufferFrameLayout;
use cranelift_codegen::{LabelValueLoc, ValueLabelsRanges};
use cranelift_entity::{EntityRef, PrimaryMap, SecondaryMap};
use cranelift_module::FuncId;
use gimli::write::{
    Address, AttributeValue, DwarfUnit, EndianVec, Expression, FileId, LineProgram, LineString,
    Location, LocationList, Range, RangeList, RelocationTarget, Sections, UnitEntryId,
};
use gimli::{constants, Encoding as Encoding4, Format, LineEncoding, SectionId};
use object::write::{Object, SymbolId, SymbolSection};
use object::{RelocationEncoding, RelocationFlags, RelocationKind, SectionKind};
use rustc_hash::FxHashMap as HashMap;

/// `-g`: what a function's Cranelift source locations stand for: location `n` is entry
/// `n - 1` of `places`, a source offset and the inlined call (`inlined[call - 1]`, 0 for
/// none) whose copy the code belongs to. Cranelift's location is one number, so a table.
#[derive(Default)]
pub(crate) struct SourceLocations {
    pub places: Vec<(usize, u32)>,
    numbers: HashMap<(usize, u32), u32>,
    pub inlined: Vec<InlinedCall>,
}

impl SourceLocations {
    /// The location of `offset` in `call`'s copy, entered if new.
    pub fn number(&mut self, offset: usize, call: u32) -> u32 {
        let next = self.places.len() as u32 + 1;
        let n = *self.numbers.entry((offset, call)).or_insert(next);
        if n == next {
            self.places.push((offset, call));
        }
        n
    }
}

/// The line rows of one function: (offset in its code, source offset, inlined call), in
/// code order, and the calls inlined into it (`SourceLocations`).
pub(crate) struct FunctionLines {
    pub id: FuncId,
    pub rows: Vec<(u32, usize, u32)>,
    pub inlined: Vec<InlinedCall>,
    /// The size of its code.
    pub size: u32,
    /// Where its stack slots are.
    pub frame: Option<SlotFrame>,
    pub value_locations: ValueLocations,
}

/// Where a variable's labelled value lives: code ranges (offsets in the function's code)
/// in a register (DWARF's number) or at an offset from the CFA.
#[derive(Default)]
pub(crate) struct ValueLocations {
    by_variable: HashMap<usize, Vec<(u32, u32, Place)>>,
}

#[derive(Clone, Copy)]
enum Place {
    Register(u16),
    Cfa(i64),
}

impl ValueLocations {
    /// Cranelift's ranges. A register with no DWARF number drops its range: better unknown than wrong. So does
    /// the part of a range in a register that a call clobbers after the call (from its
    /// return address, `returns`): Cranelift ends a value's range after the moves that
    /// follow its last use, which on aarch64 puts the call's result into the register
    /// that held an argument (`finish` would show the result as the argument).
    pub fn of(ranges: &ValueLabelsRanges, isa: &dyn TargetIsa, returns: &[u32]) -> ValueLocations {
        let mut by_variable = HashMap::default();
        for (label, ranges) in ranges {
            let places = ranges
                .iter()
                .filter_map(|r| {
                    let (place, end) = match r.loc {
                        LabelValueLoc::Reg(reg) => {
                            let dwarf = isa.map_regalloc_reg_to_dwarf(reg).ok()?;
                            let end = match survives_calls(isa, dwarf) {
                                true => r.end,
                                false => (returns.iter().copied())
                                    .find(|&at| r.start < at && at < r.end)
                                    .unwrap_or(r.end),
                            };
                            (Place::Register(dwarf), end)
                        }
                        LabelValueLoc::CFAOffset(offset) => (Place::Cfa(offset), r.end),
                    };
                    Some((r.start, end, place))
                })
                .collect();
            by_variable.insert(label.index(), places);
        }
        ValueLocations { by_variable }
    }
}

/// Whether the DWARF register `r` keeps its value over a call: callee-saved in System V
/// x86-64 (rbx, rbp, r12-r15) and AAPCS64 (x19-x29, the low halves of v8-v15).
fn survives_calls(isa: &dyn TargetIsa, r: u16) -> bool {
    match isa.triple().architecture {
        target_lexicon::Architecture::X86_64 => matches!(r, 3 | 6 | 12..=15),
        target_lexicon::Architecture::Aarch64(_) => matches!(r, 19..=29 | 72..=79),
        _ => false,
    }
}

/// Each stack slot's offset from the call frame address (by `StackSlot` index).
pub(crate) struct SlotFrame {
    cfa_offsets: Vec<i64>,
}

impl SlotFrame {
    /// The frame pointer is `frame_to_fp_offset` above the frame's bottom, from which the
    /// slots' offsets count; the CFA is 16 bytes above the frame pointer.
    pub fn of(layout: &MachBufferFrameLayout) -> SlotFrame {
        let fp = i64::from(layout.frame_to_fp_offset);
        let cfa_offsets = (layout.stackslots.values())
            .map(|s| i64::from(s.offset) - fp - 16)
            .collect();
        SlotFrame { cfa_offsets }
    }

    fn cfa_offset(&self, (slot, offset): (StackSlot, i32)) -> Option<i64> {
        let base = self.cfa_offsets.get(slot.as_u32() as usize)?;
        Some(base + i64::from(offset))
    }
}

/// A function's variables (`ir::debug`), the stack slot and offset holding each one that
/// is in memory, the value of each one that is a constant (those of inlined copies after
/// the function's own), and its C blocks' nesting (the parent of scope `i + 1`).
pub(crate) struct FunctionVariables {
    debug: FunctionDebug,
    slots: Vec<Option<(StackSlot, i32)>>,
    constants: Vec<Option<AttributeValue>>,
    parents: Vec<u32>,
}

impl FunctionVariables {
    /// The variables of `f`, described by `debug`.
    pub fn new(
        f: &ir::Function,
        debug: &FunctionDebug,
        slots: Vec<Option<(StackSlot, i32)>>,
    ) -> FunctionVariables {
        let scopes = &f.scopes;
        let parents = (1..scopes.count() as u32)
            .map(|s| scopes.parent(s))
            .collect();
        let keeps =
            (debug.variables.iter().map(|v| v.keeps)).chain(debug.inlined.iter().map(|v| v.keeps));
        let constants = keeps
            .map(|v| v.and_then(|v| constant_value(f, v)))
            .collect();
        FunctionVariables {
            debug: debug.clone(),
            slots,
            constants,
            parents,
        }
    }
}

/// `DW_AT_const_value` for `v` if it is a constant: a variable stored once with a constant
/// is that constant over its whole scope (before the store it is not yet initialised, so
/// any value will do), with no register to hold it. An integer of at most 64 bits as a
/// number (gdb truncates it to the variable's type, and lists it with `info locals`), any
/// other as its bytes in memory (both targets are little-endian).
fn constant_value(f: &ir::Function, v: ir::Value) -> Option<AttributeValue> {
    let data = f.values.get(v)?;
    let bytes = match (data.def.clone(), data.ty) {
        (ir::ValueDef::IConst(c), ir::Type::I8 | ir::Type::I16 | ir::Type::I32)
        | (ir::ValueDef::IConst(c), ir::Type::I64 | ir::Type::Ptr) => {
            return Some(AttributeValue::Sdata(c))
        }
        (ir::ValueDef::IConst(c), ir::Type::I128) => i128::from(c).to_le_bytes().to_vec(),
        (ir::ValueDef::FConst(bits), ir::Type::F64) => bits.to_le_bytes().to_vec(),
        (ir::ValueDef::FConst(bits), ir::Type::F32) => (f64::from_bits(bits) as f32)
            .to_bits()
            .to_le_bytes()
            .to_vec(),
        _ => return None,
    };
    Some(AttributeValue::Block(bytes))
}

/// What the compile unit describes besides the functions' lines.
pub(crate) struct Described<'a> {
    pub module: &'a ModuleDebug,
    pub variables: &'a HashMap<FuncId, FunctionVariables>,
    /// The symbol of a global, by name.
    pub data: &'a dyn Fn(&str) -> Option<SymbolId>,
}

/// What the DWARF says of the source: the unit's file as given, the directory of the
/// compilation, and the file and line of a source offset (in the preprocessed text).
pub struct DebugSource<'a> {
    pub name: String,
    pub comp_dir: String,
    pub line_of: &'a dyn Fn(usize) -> Option<(String, u64)>,
}

/// Add the debugging sections describing `functions` and `described` to `object`, whose
/// symbol for each function is in `symbols`, each function named as `name` says.
pub(crate) fn write_debug_info(
    object: &mut Object<'static>,
    functions: &[FunctionLines],
    symbols: &SecondaryMap<FuncId, Option<(SymbolId, bool)>>,
    name: &dyn Fn(FuncId) -> String,
    source: &DebugSource,
    (isa, described): (&dyn TargetIsa, &Described),
) -> Result<(), String> {
    let encoding = Encoding4 {
        format: Format::Dwarf32,
        version: 4,
        address_size: 8,
    };
    let mut dwarf = DwarfUnit::new(encoding);
    dwarf.unit.line_program = LineProgram::new(
        encoding,
        LineEncoding::default(),
        LineString::String(source.comp_dir.clone().into_bytes()),
        None,
        LineString::String(source.name.clone().into_bytes()),
        None,
    );
    let mut w = Writer {
        dwarf,
        files: HashMap::default(),
        targets: Vec::new(),
        source,
        types: Vec::new(),
        size_type: None,
        abstracts: HashMap::default(),
    };
    w.types(&described.module.types.types);
    let mut ranges = Vec::new();
    for f in functions {
        let (symbol, _) = symbols[f.id].ok_or_else(|| ice("a function has no symbol"))?;
        let sym = object.symbol(symbol);
        let global = sym.scope != object::SymbolScope::Compilation;
        let (SymbolSection::Section(section), start) = (sym.section, sym.value) else {
            return Err(ice("a function with line rows is not defined"));
        };
        let at = w.target(object.section_symbol(section), start);
        let first_line = w.line_rows(f, at);
        ranges.push(Range::StartLength {
            begin: at,
            length: u64::from(f.size),
        });
        let sub = w.subprogram(&name(f.id), global, (at, f.size), first_line);
        let vars = described.variables.get(&f.id);
        w.inlined_calls(sub, f, vars, at);
        if let Some(vars) = vars {
            w.variables(sub, f, vars, at, described.data);
        }
    }
    for g in &described.module.globals {
        if let Some(symbol) = (described.data)(&g.symbol) {
            let root = w.dwarf.unit.root();
            w.global(root, g, symbol);
        }
    }
    let mut dwarf = w.dwarf;
    let ranges = dwarf.unit.ranges.add(RangeList(ranges));
    let strings = &mut dwarf.strings;
    let producer = strings.add(format!("tcc-rs {}", env!("CARGO_PKG_VERSION")));
    let unit_name = strings.add(source.name.clone());
    let comp_dir = strings.add(source.comp_dir.clone());
    let root = dwarf.unit.root();
    let entry = dwarf.unit.get_mut(root);
    entry.set(
        constants::DW_AT_producer,
        AttributeValue::StringRef(producer),
    );
    entry.set(
        constants::DW_AT_language,
        AttributeValue::Language(constants::DW_LANG_C99),
    );
    entry.set(constants::DW_AT_name, AttributeValue::StringRef(unit_name));
    entry.set(
        constants::DW_AT_comp_dir,
        AttributeValue::StringRef(comp_dir),
    );
    entry.set(
        constants::DW_AT_low_pc,
        AttributeValue::Address(Address::Constant(0)),
    );
    entry.set(
        constants::DW_AT_ranges,
        AttributeValue::RangeListRef(ranges),
    );

    let mut sections = Sections::new(Relocated {
        writer: EndianVec::new(super::unwind::endian(isa)),
        relocations: Vec::new(),
    });
    dwarf
        .write(&mut sections)
        .map_err(|e| ice(format!("cannot write the DWARF: {e}")))?;
    add_sections(object, &sections, &w.targets)
}

/// The compile unit being written.
struct Writer<'a> {
    dwarf: DwarfUnit,
    files: HashMap<String, FileId>,
    /// gimli names relocation targets by index: here, symbols and offsets from them.
    targets: Vec<(SymbolId, u64)>,
    source: &'a DebugSource<'a>,
    /// The entry of each of the module's types.
    types: Vec<UnitEntryId>,
    /// The index type of arrays (`long unsigned int`), made when first needed.
    size_type: Option<UnitEntryId>,
    /// The abstract entry of each function inlined somewhere, by name, with its
    /// variables' (by index in its `FunctionDebug::variables`).
    abstracts: HashMap<String, (UnitEntryId, Vec<UnitEntryId>)>,
}

impl Writer<'_> {
    /// The address `offset` bytes past `symbol`.
    fn target(&mut self, symbol: SymbolId, offset: u64) -> Address {
        self.targets.push((symbol, offset));
        Address::Symbol {
            symbol: self.targets.len() - 1,
            addend: 0,
        }
    }

    /// The file and line of a source offset, the file entered in the line table.
    fn file_line(&mut self, source_offset: usize) -> Option<(FileId, u64)> {
        // A line table cannot name a file `#line` left empty (or gave a NUL).
        let usable = |f: &String| !f.is_empty() && !f.contains('\0');
        let (file, line) = (self.source.line_of)(source_offset).filter(|(f, _)| usable(f))?;
        let program = &mut self.dwarf.unit.line_program;
        let dir = program.default_directory();
        let id = *self
            .files
            .entry(file.clone())
            .or_insert_with(|| program.add_file(LineString::String(file.into_bytes()), dir, None));
        Some((id, line))
    }

    /// The line rows of `f`, which starts at `at`; its first file and line.
    fn line_rows(&mut self, f: &FunctionLines, at: Address) -> Option<(FileId, u64)> {
        self.dwarf.unit.line_program.begin_sequence(Some(at));
        let mut first_line = None;
        for &(offset, source_offset, _) in &f.rows {
            let Some((file, line)) = self.file_line(source_offset) else {
                continue;
            };
            first_line.get_or_insert((file, line));
            let row = self.dwarf.unit.line_program.row();
            row.address_offset = u64::from(offset);
            row.file = file;
            row.line = line;
            self.dwarf.unit.line_program.generate_row();
        }
        (self.dwarf.unit.line_program).end_sequence(u64::from(f.size));
        first_line
    }

    fn set_decl(&mut self, entry: UnitEntryId, at: Option<(FileId, u64)>) {
        if let Some((file, line)) = at {
            let e = self.dwarf.unit.get_mut(entry);
            e.set(
                constants::DW_AT_decl_file,
                AttributeValue::FileIndex(Some(file)),
            );
            e.set(constants::DW_AT_decl_line, AttributeValue::Udata(line));
        }
    }

    fn set_name(&mut self, entry: UnitEntryId, name: &str) {
        let name = self.dwarf.strings.add(name);
        (self.dwarf.unit.get_mut(entry))
            .set(constants::DW_AT_name, AttributeValue::StringRef(name));
    }

    fn set_type(&mut self, entry: UnitEntryId, ty: Option<DebugType>) {
        let Some(&t) = ty.and_then(|t| self.types.get(t.index())) else {
            return;
        };
        (self.dwarf.unit.get_mut(entry)).set(constants::DW_AT_type, AttributeValue::UnitRef(t));
    }

    fn subprogram(
        &mut self,
        name: &str,
        global: bool,
        (at, size): (Address, u32),
        first_line: Option<(FileId, u64)>,
    ) -> UnitEntryId {
        let root = self.dwarf.unit.root();
        let sub = self.dwarf.unit.add(root, constants::DW_TAG_subprogram);
        self.set_name(sub, name);
        self.set_decl(sub, first_line);
        let entry = self.dwarf.unit.get_mut(sub);
        entry.set(constants::DW_AT_external, AttributeValue::Flag(global));
        entry.set(constants::DW_AT_low_pc, AttributeValue::Address(at));
        entry.set(
            constants::DW_AT_high_pc,
            AttributeValue::Udata(u64::from(size)),
        );
        let mut cfa = Expression::new();
        cfa.op(constants::DW_OP_call_frame_cfa);
        entry.set(constants::DW_AT_frame_base, AttributeValue::Exprloc(cfa));
        sub
    }

    /// The calls inlined into `f` (which starts at `at`, described by `sub`), as gcc
    /// describes them: each copy of a callee is a `DW_TAG_inlined_subroutine` in the
    /// entry of what held the call, naming the callee's abstract entry, the call's file
    /// and line, and the addresses of its code (after Cranelift's layout, often several
    /// ranges), with the callee's parameters and locals. A copy left with no code is
    /// left out, with the calls inlined into it. The entry of each call, by number.
    fn inlined_calls(
        &mut self,
        sub: UnitEntryId,
        f: &FunctionLines,
        vars: Option<&FunctionVariables>,
        at: Address,
    ) {
        let mut entries = vec![Some(sub)];
        for (i, call) in f.inlined.iter().enumerate() {
            let n = i as u32 + 1;
            let ranges = code_ranges(f, at, |_, c| inlined_within(&f.inlined, c, n));
            let parent = entries.get(call.parent as usize).copied().flatten();
            let entry = match parent {
                Some(parent) if !ranges.is_empty() => {
                    let entry = self.inlined_subroutine(parent, call, ranges);
                    if let Some(vars) = vars {
                        self.inlined_variables(entry, (n, call), f, vars, at);
                    }
                    Some(entry)
                }
                _ => None,
            };
            entries.push(entry);
        }
    }

    /// The parameters and locals of the copy of inlined call `n` (`entry`), each naming the
    /// callee's abstract one, where the copy holds them (`<optimized out>` where unknown).
    fn inlined_variables(
        &mut self,
        entry: UnitEntryId,
        (n, call): (u32, &InlinedCall),
        f: &FunctionLines,
        vars: &FunctionVariables,
        at: Address,
    ) {
        let (_, origins) = self.abstract_subprogram(call);
        let own = vars.debug.variables.len();
        for (j, v) in vars.debug.inlined.iter().enumerate() {
            let Some(&origin) = (v.call == n)
                .then(|| origins.get(v.index as usize))
                .flatten()
            else {
                continue;
            };
            let param = (call.debug.as_ref())
                .and_then(|d| d.variables.get(v.index as usize))
                .is_some_and(|d| d.param);
            let tag = match param {
                true => constants::DW_TAG_formal_parameter,
                false => constants::DW_TAG_variable,
            };
            let child = self.dwarf.unit.add(entry, tag);
            (self.dwarf.unit.get_mut(child)).set(
                constants::DW_AT_abstract_origin,
                AttributeValue::UnitRef(origin),
            );
            self.set_location(child, (f, vars), own + j, at);
        }
    }

    fn inlined_subroutine(
        &mut self,
        parent: UnitEntryId,
        call: &InlinedCall,
        ranges: Vec<Range>,
    ) -> UnitEntryId {
        let (origin, _) = self.abstract_subprogram(call);
        let entry = self
            .dwarf
            .unit
            .add(parent, constants::DW_TAG_inlined_subroutine);
        (self.dwarf.unit.get_mut(entry)).set(
            constants::DW_AT_abstract_origin,
            AttributeValue::UnitRef(origin),
        );
        self.set_ranges(entry, ranges);
        if let Some((file, line)) = call.call.and_then(|c| self.file_line(c)) {
            let e = self.dwarf.unit.get_mut(entry);
            e.set(
                constants::DW_AT_call_file,
                AttributeValue::FileIndex(Some(file)),
            );
            e.set(constants::DW_AT_call_line, AttributeValue::Udata(line));
        }
        entry
    }

    /// The address ranges of `entry`: one as `DW_AT_low_pc` and `DW_AT_high_pc`, several as
    /// a range list.
    fn set_ranges(&mut self, entry: UnitEntryId, mut ranges: Vec<Range>) {
        if let [Range::StartEnd {
            begin,
            end: Address::Symbol { addend: end, .. },
        }] = ranges[..]
        {
            if let Address::Symbol { addend: start, .. } = begin {
                let e = self.dwarf.unit.get_mut(entry);
                e.set(constants::DW_AT_low_pc, AttributeValue::Address(begin));
                e.set(
                    constants::DW_AT_high_pc,
                    AttributeValue::Udata((end - start) as u64),
                );
                return;
            }
        }
        let list = self
            .dwarf
            .unit
            .ranges
            .add(RangeList(std::mem::take(&mut ranges)));
        (self.dwarf.unit.get_mut(entry))
            .set(constants::DW_AT_ranges, AttributeValue::RangeListRef(list));
    }

    /// The abstract entry of an inlined callee (DWARF's abstract instance root, with
    /// `DW_AT_inline`, as gcc writes one for each function it inlines) and of its
    /// parameters and locals, made when first needed. Its out-of-line copy, if any, keeps
    /// a subprogram of its own.
    fn abstract_subprogram(&mut self, call: &InlinedCall) -> (UnitEntryId, Vec<UnitEntryId>) {
        if let Some(found) = self.abstracts.get(&call.callee) {
            return found.clone();
        }
        let root = self.dwarf.unit.root();
        let sub = self.dwarf.unit.add(root, constants::DW_TAG_subprogram);
        self.set_name(sub, &call.callee);
        let decl = call.declared.and_then(|d| self.file_line(d));
        self.set_decl(sub, decl);
        let e = self.dwarf.unit.get_mut(sub);
        e.set(
            constants::DW_AT_external,
            AttributeValue::Flag(call.external),
        );
        e.set(
            constants::DW_AT_inline,
            AttributeValue::Inline(constants::DW_INL_inlined),
        );
        let mut variables = Vec::new();
        if let Some(d) = &call.debug {
            (self.dwarf.unit.get_mut(sub))
                .set(constants::DW_AT_prototyped, AttributeValue::Flag(true));
            self.set_type(sub, d.ret);
            for v in &d.variables {
                let tag = match v.param {
                    true => constants::DW_TAG_formal_parameter,
                    false => constants::DW_TAG_variable,
                };
                let entry = self.dwarf.unit.add(sub, tag);
                self.set_name(entry, &v.name);
                let decl = self.file_line(v.decl);
                self.set_decl(entry, decl);
                self.set_type(entry, Some(v.ty));
                variables.push(entry);
            }
        }
        let found = (sub, variables);
        self.abstracts.insert(call.callee.clone(), found.clone());
        found
    }

    /// The parameters, locals and static locals (whose symbols `data` finds) of `f` (which
    /// starts at `at`), in lexical blocks under its subprogram `sub`.
    fn variables(
        &mut self,
        sub: UnitEntryId,
        f: &FunctionLines,
        vars: &FunctionVariables,
        at: Address,
        data: &dyn Fn(&str) -> Option<SymbolId>,
    ) {
        let d = &vars.debug;
        self.dwarf
            .unit
            .get_mut(sub)
            .set(constants::DW_AT_prototyped, AttributeValue::Flag(true));
        self.set_type(sub, d.ret);
        // Each block's entry, made when it has a variable to hold.
        let mut blocks: Vec<Option<UnitEntryId>> = vec![None; vars.parents.len() + 1];
        blocks[0] = Some(sub);
        for (k, v) in d.variables.iter().enumerate() {
            let Some(parent) = self.block(v.scope, &mut blocks, f, vars, at) else {
                continue;
            };
            let tag = match v.param {
                true => constants::DW_TAG_formal_parameter,
                false => constants::DW_TAG_variable,
            };
            let entry = self.dwarf.unit.add(parent, tag);
            self.set_name(entry, &v.name);
            let decl = self.file_line(v.decl);
            self.set_decl(entry, decl);
            self.set_type(entry, Some(v.ty));
            self.set_location(entry, (f, vars), k, at);
        }
        for (g, scope) in &d.statics {
            // In a block without code, it belongs to the function.
            let parent = self.block(*scope, &mut blocks, f, vars, at).unwrap_or(sub);
            if let Some(symbol) = data(&g.symbol) {
                self.global(parent, g, symbol);
            }
        }
    }

    /// The location of variable `k` of `f` (which starts at `at`): its stack slot, if it
    /// has one; else its value, if it is a constant (`DW_AT_const_value`, as gcc writes for a
    /// variable that is one constant throughout); else where Cranelift says its labelled
    /// values live.
    fn set_location(
        &mut self,
        entry: UnitEntryId,
        (f, vars): (&FunctionLines, &FunctionVariables),
        k: usize,
        at: Address,
    ) {
        let slot = vars.slots.get(k).copied().flatten();
        let offset = slot
            .zip(f.frame.as_ref())
            .and_then(|(s, frame)| frame.cfa_offset(s));
        if let Some(offset) = offset {
            let mut loc = Expression::new();
            loc.op_fbreg(offset);
            (self.dwarf.unit.get_mut(entry))
                .set(constants::DW_AT_location, AttributeValue::Exprloc(loc));
        } else if let Some(value) = vars.constants.get(k).cloned().flatten() {
            (self.dwarf.unit.get_mut(entry)).set(constants::DW_AT_const_value, value);
        } else if let Some(places) = f.value_locations.by_variable.get(&k) {
            self.location_list(entry, places, at);
        }
    }

    /// A location list: the variable lives in each place over its range of code.
    fn location_list(&mut self, entry: UnitEntryId, places: &[(u32, u32, Place)], at: Address) {
        let Address::Symbol { symbol, addend } = at else {
            return;
        };
        let address = |offset: u32| Address::Symbol {
            symbol,
            addend: addend + i64::from(offset),
        };
        let locations: Vec<Location> = (places.iter())
            .filter(|(start, end, _)| start < end)
            .map(|&(start, end, place)| {
                let mut data = Expression::new();
                match place {
                    Place::Register(r) => data.op_reg(gimli::Register(r)),
                    Place::Cfa(offset) => data.op_fbreg(offset),
                }
                Location::StartEnd {
                    begin: address(start),
                    end: address(end),
                    data,
                }
            })
            .collect();
        if locations.is_empty() {
            return;
        }
        let list = self.dwarf.unit.locations.add(LocationList(locations));
        (self.dwarf.unit.get_mut(entry)).set(
            constants::DW_AT_location,
            AttributeValue::LocationListRef(list),
        );
    }

    /// The entry of C block `scope`, made (in its parent's) if need be; `None` for a block
    /// with no code.
    fn block(
        &mut self,
        scope: u32,
        blocks: &mut [Option<UnitEntryId>],
        f: &FunctionLines,
        vars: &FunctionVariables,
        at: Address,
    ) -> Option<UnitEntryId> {
        if let Some(entry) = *blocks.get(scope as usize)? {
            return Some(entry);
        }
        let parent_scope = *vars.parents.get(scope as usize - 1)?;
        let parent = self.block(parent_scope, blocks, f, vars, at)?;
        let &(lo, hi) = vars.debug.scope_spans.get(scope as usize - 1)?;
        // The function's own code (an inlined copy keeps its callee's positions).
        let ranges = code_ranges(f, at, |source, call| {
            call == 0 && lo <= source && source < hi
        });
        if ranges.is_empty() {
            return None;
        }
        let entry = self.dwarf.unit.add(parent, constants::DW_TAG_lexical_block);
        let list = self.dwarf.unit.ranges.add(RangeList(ranges));
        (self.dwarf.unit.get_mut(entry))
            .set(constants::DW_AT_ranges, AttributeValue::RangeListRef(list));
        blocks[scope as usize] = Some(entry);
        Some(entry)
    }

    /// An object with static storage, in `parent` (the unit, or a static local's block).
    fn global(&mut self, parent: UnitEntryId, g: &ir::debug::DebugGlobal, symbol: SymbolId) {
        let entry = self.dwarf.unit.add(parent, constants::DW_TAG_variable);
        self.set_name(entry, &g.name);
        let decl = self.file_line(g.decl);
        self.set_decl(entry, decl);
        self.set_type(entry, Some(g.ty));
        let at = self.target(symbol, 0);
        let mut loc = Expression::new();
        loc.op_addr(at);
        let e = self.dwarf.unit.get_mut(entry);
        e.set(constants::DW_AT_external, AttributeValue::Flag(g.external));
        e.set(constants::DW_AT_location, AttributeValue::Exprloc(loc));
    }

    /// An entry for each type (all first, since they refer to each other), then their
    /// attributes.
    fn types(&mut self, types: &PrimaryMap<DebugType, TypeInfo>) {
        let root = self.dwarf.unit.root();
        for info in types.values() {
            let tag = match info {
                TypeInfo::Base { .. } => constants::DW_TAG_base_type,
                TypeInfo::Pointer(_) => constants::DW_TAG_pointer_type,
                TypeInfo::Const(_) => constants::DW_TAG_const_type,
                TypeInfo::Volatile(_) => constants::DW_TAG_volatile_type,
                TypeInfo::Array(..) => constants::DW_TAG_array_type,
                TypeInfo::Struct { union: true, .. } => constants::DW_TAG_union_type,
                TypeInfo::Struct { .. } => constants::DW_TAG_structure_type,
                TypeInfo::Function { .. } => constants::DW_TAG_subroutine_type,
                TypeInfo::Typedef { .. } => constants::DW_TAG_typedef,
                TypeInfo::Enum { .. } => constants::DW_TAG_enumeration_type,
            };
            let entry = self.dwarf.unit.add(root, tag);
            self.types.push(entry);
        }
        for (t, info) in types.iter() {
            self.describe_type(self.types[t.index()], info);
        }
    }

    fn describe_type(&mut self, entry: UnitEntryId, info: &TypeInfo) {
        match info {
            TypeInfo::Base {
                name,
                size,
                encoding,
            } => {
                self.set_name(entry, name);
                let e = self.dwarf.unit.get_mut(entry);
                e.set(
                    constants::DW_AT_byte_size,
                    AttributeValue::Udata(u64::from(*size)),
                );
                e.set(
                    constants::DW_AT_encoding,
                    AttributeValue::Encoding(ate(*encoding)),
                );
            }
            TypeInfo::Pointer(to) => {
                self.set_type(entry, *to);
                (self.dwarf.unit.get_mut(entry))
                    .set(constants::DW_AT_byte_size, AttributeValue::Udata(8));
            }
            TypeInfo::Const(t) | TypeInfo::Volatile(t) => self.set_type(entry, *t),
            TypeInfo::Array(elem, count) => {
                self.set_type(entry, Some(*elem));
                let index = self.size_type();
                let sub = self.dwarf.unit.add(entry, constants::DW_TAG_subrange_type);
                let e = self.dwarf.unit.get_mut(sub);
                e.set(constants::DW_AT_type, AttributeValue::UnitRef(index));
                if let Some(n) = count {
                    e.set(constants::DW_AT_count, AttributeValue::Udata(*n));
                }
            }
            TypeInfo::Struct {
                name,
                size,
                members,
                ..
            } => {
                if let Some(name) = name {
                    self.set_name(entry, name);
                }
                let Some(size) = size else {
                    (self.dwarf.unit.get_mut(entry))
                        .set(constants::DW_AT_declaration, AttributeValue::Flag(true));
                    return;
                };
                (self.dwarf.unit.get_mut(entry))
                    .set(constants::DW_AT_byte_size, AttributeValue::Udata(*size));
                for m in members {
                    self.member(entry, m);
                }
            }
            TypeInfo::Function {
                ret,
                params,
                variadic,
                prototyped,
            } => {
                self.set_type(entry, *ret);
                (self.dwarf.unit.get_mut(entry)).set(
                    constants::DW_AT_prototyped,
                    AttributeValue::Flag(*prototyped),
                );
                for &p in params {
                    let param = self
                        .dwarf
                        .unit
                        .add(entry, constants::DW_TAG_formal_parameter);
                    self.set_type(param, Some(p));
                }
                if *variadic {
                    self.dwarf
                        .unit
                        .add(entry, constants::DW_TAG_unspecified_parameters);
                }
            }
            TypeInfo::Typedef { name, ty, decl } => {
                self.set_name(entry, name);
                self.set_type(entry, *ty);
                let decl = self.file_line(*decl);
                self.set_decl(entry, decl);
            }
            TypeInfo::Enum {
                name,
                ty,
                size,
                enumerators,
                decl,
            } => self.enumeration(entry, name.as_deref(), (*ty, *size), enumerators, *decl),
        }
    }

    /// An enumeration with its constants; its integer type is DWARF 3's `DW_AT_type`, as
    /// gcc writes it.
    fn enumeration(
        &mut self,
        entry: UnitEntryId,
        name: Option<&str>,
        (ty, size): (DebugType, u32),
        enumerators: &[(String, i64)],
        decl: usize,
    ) {
        if let Some(name) = name {
            self.set_name(entry, name);
        }
        self.set_type(entry, Some(ty));
        (self.dwarf.unit.get_mut(entry)).set(
            constants::DW_AT_byte_size,
            AttributeValue::Udata(u64::from(size)),
        );
        let decl = self.file_line(decl);
        self.set_decl(entry, decl);
        for (name, value) in enumerators {
            let e = self.dwarf.unit.add(entry, constants::DW_TAG_enumerator);
            self.set_name(e, name);
            (self.dwarf.unit.get_mut(e))
                .set(constants::DW_AT_const_value, AttributeValue::Sdata(*value));
        }
    }

    /// A member; a bit-field's offset counts bits from the structure's start (DWARF 4's
    /// `DW_AT_data_bit_offset`; both targets are little-endian).
    fn member(&mut self, parent: UnitEntryId, m: &ir::debug::Member) {
        let entry = self.dwarf.unit.add(parent, constants::DW_TAG_member);
        if let Some(name) = &m.name {
            self.set_name(entry, name);
        }
        self.set_type(entry, Some(m.ty));
        let e = self.dwarf.unit.get_mut(entry);
        match m.bits {
            Some((bit, width)) => {
                let offset = m.offset * 8 + u64::from(bit);
                e.set(
                    constants::DW_AT_data_bit_offset,
                    AttributeValue::Udata(offset),
                );
                e.set(
                    constants::DW_AT_bit_size,
                    AttributeValue::Udata(u64::from(width)),
                );
            }
            None => e.set(
                constants::DW_AT_data_member_location,
                AttributeValue::Udata(m.offset),
            ),
        }
    }

    fn size_type(&mut self) -> UnitEntryId {
        if let Some(t) = self.size_type {
            return t;
        }
        let root = self.dwarf.unit.root();
        let entry = self.dwarf.unit.add(root, constants::DW_TAG_base_type);
        self.set_name(entry, "long unsigned int");
        let e = self.dwarf.unit.get_mut(entry);
        e.set(constants::DW_AT_byte_size, AttributeValue::Udata(8));
        e.set(
            constants::DW_AT_encoding,
            AttributeValue::Encoding(constants::DW_ATE_unsigned),
        );
        self.size_type = Some(entry);
        entry
    }
}

/// The machine code of `f` (which starts at `at`) whose line rows `within` takes (by
/// their source offset and inlined call), as address ranges.
fn code_ranges(f: &FunctionLines, at: Address, within: impl Fn(usize, u32) -> bool) -> Vec<Range> {
    let mut spans: Vec<(u32, u32)> = Vec::new();
    for (i, &(offset, source, call)) in f.rows.iter().enumerate() {
        if !within(source, call) {
            continue;
        }
        let end = f.rows.get(i + 1).map_or(f.size, |r| r.0);
        match spans.last_mut() {
            Some(last) if last.1 == offset => last.1 = end,
            _ if end > offset => spans.push((offset, end)),
            _ => {}
        }
    }
    let Address::Symbol { symbol, addend } = at else {
        return Vec::new();
    };
    spans
        .into_iter()
        .map(|(begin, end)| Range::StartEnd {
            begin: Address::Symbol {
                symbol,
                addend: addend + i64::from(begin),
            },
            end: Address::Symbol {
                symbol,
                addend: addend + i64::from(end),
            },
        })
        .collect()
}

fn ate(e: Encoding) -> gimli::DwAte {
    match e {
        Encoding::Signed => constants::DW_ATE_signed,
        Encoding::Unsigned => constants::DW_ATE_unsigned,
        Encoding::SignedChar => constants::DW_ATE_signed_char,
        Encoding::UnsignedChar => constants::DW_ATE_unsigned_char,
        Encoding::Bool => constants::DW_ATE_boolean,
        Encoding::Float => constants::DW_ATE_float,
        Encoding::ComplexFloat => constants::DW_ATE_complex_float,
    }
}

/// Whether the code of inlined call `call` (a number in `inlined`, 0 for none) is part of
/// the copy of call `n`: `n` is `call` or encloses it.
fn inlined_within(inlined: &[InlinedCall], mut call: u32, n: u32) -> bool {
    while call != 0 {
        if call == n {
            return true;
        }
        let Some(c) = inlined.get(call as usize - 1) else {
            return false;
        };
        // A call's copy is recorded after the one that holds it.
        if c.parent >= call {
            return false;
        }
        call = c.parent;
    }
    false
}

/// Put the non-empty sections into `object`, then their relocations: against the code's
/// section symbols (`targets`) and against each other's starts.
fn add_sections(
    object: &mut Object<'static>,
    sections: &Sections<Relocated>,
    targets: &[(SymbolId, u64)],
) -> Result<(), String> {
    let mut ids: HashMap<SectionId, object::write::SectionId> = HashMap::default();
    sections.for_each(|id, s| {
        if !s.writer.slice().is_empty() {
            let section = object.add_section(
                Vec::new(),
                id.name().as_bytes().to_vec(),
                SectionKind::Debug,
            );
            object.append_section_data(section, s.writer.slice(), 1);
            ids.insert(id, section);
        }
        Ok::<(), String>(())
    })?;
    sections.for_each(|id, s| {
        let Some(&section) = ids.get(&id) else {
            return Ok(());
        };
        for r in &s.relocations {
            let (symbol, addend) = match r.target {
                RelocationTarget::Symbol(i) => (targets[i].0, targets[i].1 as i64 + r.addend),
                RelocationTarget::Section(target) => {
                    let target = *ids
                        .get(&target)
                        .ok_or_else(|| ice(format!("{} refers to an empty section", id.name())))?;
                    (object.section_symbol(target), r.addend)
                }
            };
            let relocation = object::write::Relocation {
                offset: r.offset as u64,
                symbol,
                addend,
                flags: RelocationFlags::Generic {
                    kind: RelocationKind::Absolute,
                    encoding: RelocationEncoding::Generic,
                    size: r.size * 8,
                },
            };
            object
                .add_relocation(section, relocation)
                .map_err(|e| ice(format!("cannot relocate {}: {e}", id.name())))?;
        }
        Ok(())
    })
}

fn ice(msg: impl std::fmt::Display) -> String {
    format!("internal compiler error: {msg}")
}

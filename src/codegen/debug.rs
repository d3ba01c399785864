//! `-g`: DWARF for debuggers, written with gimli: a line table (`.debug_line`) from the
//! source location of each of Cranelift's instructions, and a compile unit with one
//! subprogram per function (name, address range, external or not), so `gdb` sets
//! breakpoints by `file:line`, steps by lines and shows a backtrace's lines.
//!
//! Translation gives each Cranelift instruction the source offset of the IR instruction it
//! comes from (the statement or expression lowered into it, `ir::Function::positions`);
//! Cranelift's buffer reports the runs of machine code each location covers; the driver,
//! which has the preprocessor's source map, turns an offset into a file and a line. Types,
//! variables and inlined frames are not described yet (issue 37).

use super::unwind::Relocated;
use cranelift_codegen::isa::TargetIsa;
use cranelift_entity::SecondaryMap;
use cranelift_module::FuncId;
use gimli::write::{
    Address, AttributeValue, DwarfUnit, EndianVec, LineProgram, LineString, Range, RangeList,
    RelocationTarget, Sections,
};
use gimli::{constants, Encoding, Format, LineEncoding, SectionId};
use object::write::{Object, SymbolId, SymbolSection};
use object::{RelocationEncoding, RelocationFlags, RelocationKind, SectionKind};
use std::collections::HashMap;

/// The line rows of one function: (offset in its code, source offset), in code order.
pub(crate) struct FunctionLines {
    pub id: FuncId,
    pub rows: Vec<(u32, usize)>,
    /// The size of its code.
    pub size: u32,
}

/// What the DWARF says of the source: the unit's file as given, the directory of the
/// compilation, and the file and line of a source offset (in the preprocessed text).
pub struct DebugSource<'a> {
    pub name: String,
    pub comp_dir: String,
    pub line_of: &'a dyn Fn(usize) -> Option<(String, u64)>,
}

/// Add the debugging sections describing `functions` to `object`, whose symbol for each
/// function is in `symbols`, each function named as `name` says.
pub(crate) fn write_debug_info(
    object: &mut Object<'static>,
    functions: &[FunctionLines],
    symbols: &SecondaryMap<FuncId, Option<(SymbolId, bool)>>,
    name: &dyn Fn(FuncId) -> String,
    source: &DebugSource,
    isa: &dyn TargetIsa,
) -> Result<(), String> {
    let encoding = Encoding {
        format: Format::Dwarf32,
        version: 4,
        address_size: 8,
    };
    let mut dwarf = DwarfUnit::new(encoding);
    let program = LineProgram::new(
        encoding,
        LineEncoding::default(),
        LineString::String(source.comp_dir.clone().into_bytes()),
        None,
        LineString::String(source.name.clone().into_bytes()),
        None,
    );
    dwarf.unit.line_program = program;
    let dir = dwarf.unit.line_program.default_directory();
    let mut files = HashMap::new();
    // gimli names relocation targets by index: here, section symbols and their offsets.
    let mut targets: Vec<(SymbolId, u64)> = Vec::new();
    let mut ranges = Vec::new();
    let root = dwarf.unit.root();
    for f in functions {
        let (symbol, _) = symbols[f.id].ok_or_else(|| ice("a function has no symbol"))?;
        let sym = object.symbol(symbol);
        let global = sym.scope != object::SymbolScope::Compilation;
        let (SymbolSection::Section(section), start) = (sym.section, sym.value) else {
            return Err(ice("a function with line rows is not defined"));
        };
        targets.push((object.section_symbol(section), start));
        let at = Address::Symbol {
            symbol: targets.len() - 1,
            addend: 0,
        };
        let program = &mut dwarf.unit.line_program;
        program.begin_sequence(Some(at));
        let mut first_line = None;
        for &(offset, source_offset) in &f.rows {
            // A line table cannot name a file `#line` left empty (or gave a NUL).
            let usable = |f: &String| !f.is_empty() && !f.contains('\0');
            let Some((file, line)) = (source.line_of)(source_offset).filter(|(f, _)| usable(f))
            else {
                continue;
            };
            let file = *files.entry(file.clone()).or_insert_with(|| {
                program.add_file(LineString::String(file.into_bytes()), dir, None)
            });
            first_line.get_or_insert((file, line));
            let row = program.row();
            row.address_offset = u64::from(offset);
            row.file = file;
            row.line = line;
            program.generate_row();
        }
        program.end_sequence(u64::from(f.size));
        ranges.push(Range::StartLength {
            begin: at,
            length: u64::from(f.size),
        });
        let sub = dwarf.unit.add(root, constants::DW_TAG_subprogram);
        let entry = dwarf.unit.get_mut(sub);
        let name = dwarf.strings.add(name(f.id));
        entry.set(constants::DW_AT_name, AttributeValue::StringRef(name));
        entry.set(constants::DW_AT_external, AttributeValue::Flag(global));
        entry.set(constants::DW_AT_low_pc, AttributeValue::Address(at));
        entry.set(
            constants::DW_AT_high_pc,
            AttributeValue::Udata(u64::from(f.size)),
        );
        if let Some((file, line)) = first_line {
            entry.set(
                constants::DW_AT_decl_file,
                AttributeValue::FileIndex(Some(file)),
            );
            entry.set(constants::DW_AT_decl_line, AttributeValue::Udata(line));
        }
        let mut cfa = gimli::write::Expression::new();
        cfa.op(constants::DW_OP_call_frame_cfa);
        entry.set(constants::DW_AT_frame_base, AttributeValue::Exprloc(cfa));
    }
    let ranges = dwarf.unit.ranges.add(RangeList(ranges));
    let strings = &mut dwarf.strings;
    let producer = strings.add(format!("tcc-rs {}", env!("CARGO_PKG_VERSION")));
    let unit_name = strings.add(source.name.clone());
    let comp_dir = strings.add(source.comp_dir.clone());
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
    entry.set(constants::DW_AT_low_pc, AttributeValue::Udata(0));
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
    add_sections(object, &sections, &targets)
}

/// Put the non-empty sections into `object`, then their relocations: against the code's
/// section symbols (`targets`) and against each other's starts.
fn add_sections(
    object: &mut Object<'static>,
    sections: &Sections<Relocated>,
    targets: &[(SymbolId, u64)],
) -> Result<(), String> {
    let mut ids: HashMap<SectionId, object::write::SectionId> = HashMap::new();
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

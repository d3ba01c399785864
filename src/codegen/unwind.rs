//! Unwind tables: the `.eh_frame` section of an object file, and the frames `-run` registers
//! with the unwinder, from the unwind information Cranelift records as it compiles a function
//! (what its prologue and epilogue do to the call frame).
//!
//! Every function gets a frame description entry (FDE), as gcc's default
//! `-fasynchronous-unwind-tables` gives, so that glibc's `backtrace()`, a C++ exception
//! thrown through C code, a debugger and a profiler can walk through tcc-rs frames.
//! cranelift-object has an `.eh_frame` writer, but it sees only the functions it compiles
//! itself, and tcc-rs hands it machine code as bytes (`define_function_bytes`, after
//! `direct` and `loop_place` have edited it). So this is that writer, with what tcc-rs
//! needs besides: a function started after bytes of no-op (`loop_place`) gets an entry for
//! them too, and the stubs tcc-rs writes itself (the variadic `%al` stubs, the SIGFPE
//! trap), which never touch the stack, get one that says so: the frame as the CIE describes
//! it at entry, throughout.
//!
//! In an object the FDEs point at their code PC-relatively (`DW_EH_PE_pcrel|sdata4`, as
//! gcc's), relocated against the code's section symbol, so the linker needs no dynamic
//! relocation and `ld --eh-frame-hdr` indexes them. In memory they hold absolute addresses.

use cranelift_codegen::isa::unwind::UnwindInfo;
use cranelift_codegen::isa::TargetIsa;
use cranelift_entity::SecondaryMap;
use cranelift_module::FuncId;
use gimli::write::{
    Address, CommonInformationEntry, EhFrame, EndianVec, FrameDescriptionEntry, FrameTable,
    RelocateWriter, Relocation, RelocationTarget,
};
use gimli::{constants, RunTimeEndian};
use object::write::{Object, SymbolId, SymbolSection};
use object::{RelocationEncoding, RelocationFlags, RelocationKind};

/// How one function's code treats the call frame.
pub(crate) struct Frame {
    pub id: FuncId,
    /// What Cranelift recorded of its prologue and epilogues; `None` for code that leaves
    /// the stack and the return address where the call put them.
    pub info: Option<UnwindInfo>,
    /// The code's size in bytes, from its symbol (`loop_place`'s padding is before it).
    pub size: u32,
}

impl Frame {
    /// The FDE of this code, at `start`.
    fn entry(&self, start: Address) -> FrameDescriptionEntry {
        match &self.info {
            Some(UnwindInfo::SystemV(info)) => info.to_fde(start),
            _ => FrameDescriptionEntry::new(start, self.size),
        }
    }
}

/// The target's common information entry (the frame at a function's entry), with the
/// FDEs' addresses in `encoding`.
fn cie(isa: &dyn TargetIsa, encoding: constants::DwEhPe) -> Result<CommonInformationEntry, String> {
    let mut cie = isa
        .create_systemv_cie()
        .ok_or_else(|| ice("the target has no System V unwind information"))?;
    cie.fde_address_encoding = encoding;
    Ok(cie)
}

/// Add the `.eh_frame` section describing `frames` to `object`, whose symbol for each
/// function is in `functions` (as cranelift-object's product has them).
pub(crate) fn write_eh_frame(
    object: &mut Object<'static>,
    frames: &[Frame],
    functions: &SecondaryMap<FuncId, Option<(SymbolId, bool)>>,
    isa: &dyn TargetIsa,
) -> Result<(), String> {
    if frames.is_empty() {
        return Ok(());
    }
    let pcrel = constants::DwEhPe(constants::DW_EH_PE_pcrel.0 | constants::DW_EH_PE_sdata4.0);
    let mut table = FrameTable::default();
    let cie_id = table.add_cie(cie(isa, pcrel)?);
    // gimli names relocation targets by index: here, the section symbols.
    let mut targets: Vec<SymbolId> = Vec::new();
    for frame in frames {
        let (symbol, _) = functions[frame.id]
            .ok_or_else(|| ice("a function with unwind information has no symbol"))?;
        let symbol = object.symbol(symbol);
        let (SymbolSection::Section(section), start) = (symbol.section, symbol.value) else {
            return Err(ice("a function with unwind information is not defined"));
        };
        targets.push(object.section_symbol(section));
        let target = targets.len() - 1;
        let at = Address::Symbol {
            symbol: target,
            addend: start as i64,
        };
        table.add_fde(cie_id, frame.entry(at));
    }
    let mut eh_frame = EhFrame(Relocated {
        writer: EndianVec::new(endian(isa)),
        relocations: Vec::new(),
    });
    table
        .write_eh_frame(&mut eh_frame)
        .map_err(|e| ice(format!("cannot write .eh_frame: {e}")))?;
    let EhFrame(Relocated {
        writer,
        relocations,
    }) = eh_frame;
    let section = object.section_id(object::write::StandardSection::EhFrame);
    object.append_section_data(section, &writer.into_vec(), 8);
    for r in relocations {
        let RelocationTarget::Symbol(target) = r.target else {
            return Err(ice(".eh_frame relocated against a section"));
        };
        if r.eh_pe != Some(pcrel) {
            return Err(ice(format!(".eh_frame pointer encoding {:?}", r.eh_pe)));
        }
        let relocation = object::write::Relocation {
            offset: r.offset as u64,
            symbol: targets[target],
            addend: r.addend,
            flags: RelocationFlags::Generic {
                kind: RelocationKind::Relative,
                encoding: RelocationEncoding::Generic,
                size: 32,
            },
        };
        object
            .add_relocation(section, relocation)
            .map_err(|e| ice(format!("cannot relocate .eh_frame: {e}")))?;
    }
    Ok(())
}

/// Register `frames`, whose code is in this process's memory (`address` of each function),
/// with the unwinder, for the lifetime of the process. The table is built as an `.eh_frame`
/// section with absolute addresses, ended by a zero length as the linker ends one, and given
/// to libgcc's `__register_frame` (the unwinder the compiler itself is linked with, which
/// glibc's `backtrace()` and C++'s exceptions use).
pub(crate) fn register_in_memory(
    frames: &[Frame],
    address: impl Fn(FuncId) -> *const u8,
    isa: &dyn TargetIsa,
) -> Result<(), String> {
    if frames.is_empty() {
        return Ok(());
    }
    let mut table = FrameTable::default();
    let cie_id = table.add_cie(cie(isa, constants::DW_EH_PE_absptr)?);
    for frame in frames {
        let start = Address::Constant(address(frame.id) as u64);
        table.add_fde(cie_id, frame.entry(start));
    }
    let mut eh_frame = EhFrame(EndianVec::new(endian(isa)));
    table
        .write_eh_frame(&mut eh_frame)
        .map_err(|e| ice(format!("cannot write the unwind table: {e}")))?;
    let mut bytes = eh_frame.0.into_vec();
    bytes.extend([0; 4]);
    // The unwinder keeps reading the table until the process exits.
    let table: &'static [u8] = Box::leak(bytes.into_boxed_slice());
    // SAFETY: `table` is a well-formed `.eh_frame` (written by gimli, ended by a zero
    // length) that lives as long as the process, describing code that does too.
    unsafe { __register_frame(table.as_ptr()) };
    Ok(())
}

extern "C" {
    /// libgcc's: add the `.eh_frame` section starting at `begin` to the unwinder's tables.
    fn __register_frame(begin: *const u8);
}

pub(super) fn endian(isa: &dyn TargetIsa) -> RunTimeEndian {
    match isa.endianness() {
        cranelift_codegen::ir::Endianness::Little => RunTimeEndian::Little,
        cranelift_codegen::ir::Endianness::Big => RunTimeEndian::Big,
    }
}

/// A section being written by gimli (`.eh_frame` here, `-g`'s DWARF in `debug`), with the
/// relocations its addresses and offsets need.
#[derive(Clone)]
pub(super) struct Relocated {
    pub(super) writer: EndianVec<RunTimeEndian>,
    pub(super) relocations: Vec<Relocation>,
}

impl RelocateWriter for Relocated {
    type Writer = EndianVec<RunTimeEndian>;

    fn writer(&self) -> &Self::Writer {
        &self.writer
    }

    fn writer_mut(&mut self) -> &mut Self::Writer {
        &mut self.writer
    }

    fn relocate(&mut self, relocation: Relocation) {
        self.relocations.push(relocation);
    }
}

fn ice(msg: impl std::fmt::Display) -> String {
    format!("internal compiler error: {msg}")
}

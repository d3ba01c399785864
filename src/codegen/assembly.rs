//! `-S`: the object file written back as GNU assembler input, so that `as` (or `gcc -c`)
//! rebuilds an object equivalent to the one `-c` writes.
//!
//! Each section is written as its bytes (`.byte`, or `.zero` for `.bss`), its symbols as
//! labels with their binding, visibility, type and size, and each relocation as a `.reloc`
//! directive with the relocation's own type, symbol and addend. The machine code is not
//! re-spelled as mnemonics: Cranelift has no assembler output, and a disassembler's text
//! would have to guess where code ends and inline data (jump tables, constant pools)
//! begins. Instead each function's Cranelift listing (`--emit=asm`) is written above its
//! bytes as a comment, for the reader.

use super::AsmListing;
use crate::target::Target;
use object::{
    Object, ObjectSection, ObjectSymbol, RelocationFlags, RelocationTarget, SectionFlags,
    SectionIndex, SectionKind, SymbolFlags, SymbolKind, SymbolSection,
};
use std::fmt::Write;

/// The assembler text of the ELF object `bytes`; `listings` are shown beside the functions.
pub fn object_to_assembly(
    bytes: &[u8],
    listings: &[AsmListing],
    target: Target,
) -> Result<String, String> {
    let file = object::File::parse(bytes).map_err(|e| format!("cannot read the object: {e}"))?;
    let comment = target.facts().asm_comment;
    let mut out = format!(
        "{comment} tcc-rs -S for {target}: the object's sections as bytes, with their symbols and\n\
         {comment} relocations, for `as`; each function's machine code is listed in comments.\n"
    );
    let section_label = |i: SectionIndex| format!(".Ltcc_section{}", i.0);
    for section in file.sections() {
        match section.kind() {
            SectionKind::Text
            | SectionKind::Data
            | SectionKind::ReadOnlyData
            | SectionKind::ReadOnlyDataWithRel
            | SectionKind::ReadOnlyString
            | SectionKind::OtherString
            | SectionKind::UninitializedData
            | SectionKind::Tls
            | SectionKind::UninitializedTls => {}
            SectionKind::Elf(t) if elf_type(t).is_some() => {}
            SectionKind::Metadata | SectionKind::Other | SectionKind::Note
                if section.size() == 0 =>
            {
                continue
            }
            SectionKind::Metadata | SectionKind::Linker => continue,
            // `-g`'s DWARF, written out as bytes with its relocations like any data.
            SectionKind::Debug | SectionKind::Other
                if section.name().is_ok_and(|n| n.starts_with(".debug_")) => {}
            kind => {
                let name = section.name().unwrap_or("?");
                return Err(format!(
                    "cannot write section {name} ({kind:?}) as assembly"
                ));
            }
        }
        let writer = SectionWriter {
            file: &file,
            comment,
            listings,
            reloc_name: target.facts().reloc_name,
        };
        writer.write(&mut out, &section, &section_label)?;
    }
    // An undefined weak reference resolves to 0 when nothing defines it.
    for symbol in file.symbols().filter(|s| s.is_undefined() && s.is_weak()) {
        let name = symbol.name().map_err(|e| e.to_string())?;
        let _ = writeln!(out, "\t.weak {}", symbol_name(name));
    }
    // Another unit's thread-local object (`extern __thread int x;`).
    let tls = |s: &object::Symbol| s.is_undefined() && s.kind() == SymbolKind::Tls;
    for symbol in file.symbols().filter(tls) {
        let name = symbol.name().map_err(|e| e.to_string())?;
        let _ = writeln!(out, "\t.type {},@tls_object", symbol_name(name));
    }
    // No executable stack, as in every object gcc writes.
    out.push_str("\t.section .note.GNU-stack,\"\",@progbits\n");
    Ok(out)
}

struct SectionWriter<'a, 'data> {
    file: &'a object::File<'data>,
    comment: &'a str,
    listings: &'a [AsmListing],
    /// The assembler's name of an ELF relocation type on the target.
    reloc_name: fn(u32) -> Option<&'static str>,
}

impl SectionWriter<'_, '_> {
    fn write(
        &self,
        out: &mut String,
        section: &object::Section,
        section_label: &dyn Fn(SectionIndex) -> String,
    ) -> Result<(), String> {
        let name = section.name().map_err(|e| e.to_string())?;
        let nobits = matches!(
            section.kind(),
            SectionKind::UninitializedData | SectionKind::UninitializedTls
        );
        let section_type = match section.kind() {
            SectionKind::Elf(t) => elf_type(t).unwrap_or("progbits"),
            _ if nobits => "nobits",
            _ => "progbits",
        };
        let flags = section_flags(section.flags());
        if name == ".comment" {
            // `#ident`'s texts: gas knows this section's attributes (and warns when they
            // are spelled out).
            let _ = writeln!(out, "\n\t.section .comment");
        } else {
            // Mergeable sections (strings) name their entry size: bytes here.
            let entsize = if flags.contains('M') { ",1" } else { "" };
            let _ = writeln!(
                out,
                "\n\t.section {name},\"{flags}\",@{section_type}{entsize}"
            );
        }
        let _ = writeln!(out, "\t.balign {}", section.align().max(1));
        let _ = writeln!(out, "{}:", section_label(section.index()));
        let data = if nobits {
            &[][..]
        } else {
            section.data().map_err(|e| e.to_string())?
        };
        let mut symbols: Vec<object::Symbol> = self
            .file
            .symbols()
            .filter(|s| s.section() == SymbolSection::Section(section.index()))
            .filter(|s| !matches!(s.kind(), SymbolKind::Section | SymbolKind::File))
            .collect();
        symbols.sort_by_key(|s| s.address());
        let mut at = 0u64;
        for symbol in &symbols {
            self.fill(out, data, nobits, at, symbol.address());
            at = at.max(symbol.address());
            self.declare(out, symbol)?;
        }
        self.fill(out, data, nobits, at, section.size());
        for (offset, reloc) in section.relocations() {
            let _ = writeln!(
                out,
                "\t.reloc {}+{offset}, {}, {}",
                section_label(section.index()),
                self.reloc_name(reloc.flags())?,
                self.reloc_value(&reloc, section_label)?
            );
        }
        Ok(())
    }

    /// The bytes `from..to` of the section (zeros in `.bss`).
    fn fill(&self, out: &mut String, data: &[u8], nobits: bool, from: u64, to: u64) {
        if to <= from {
            return;
        }
        if nobits {
            let _ = writeln!(out, "\t.zero {}", to - from);
            return;
        }
        let (from, to) = (from as usize, (to as usize).min(data.len()));
        for chunk in data[from..to].chunks(16) {
            let bytes: Vec<String> = chunk.iter().map(|b| format!("0x{b:02x}")).collect();
            let _ = writeln!(out, "\t.byte {}", bytes.join(","));
        }
    }

    /// A symbol's directives and label; a function's listing goes above it.
    fn declare(&self, out: &mut String, symbol: &object::Symbol) -> Result<(), String> {
        let name = symbol_name(symbol.name().map_err(|e| e.to_string())?);
        if symbol.kind() == SymbolKind::Text {
            let raw = symbol.name().unwrap_or("");
            if let Some(l) = self.listings.iter().find(|l| l.function == raw) {
                let _ = writeln!(out, "\n{} function {raw} ({} bytes):", self.comment, l.size);
                for line in l.text.lines() {
                    let _ = writeln!(out, "{}   {line}", self.comment);
                }
            }
        }
        if symbol.is_weak() {
            let _ = writeln!(out, "\t.weak {name}");
        } else if symbol.is_global() {
            let _ = writeln!(out, "\t.globl {name}");
        }
        if let SymbolFlags::Elf { st_other, .. } = symbol.flags() {
            match st_other & 3 {
                object::elf::STV_HIDDEN => {
                    let _ = writeln!(out, "\t.hidden {name}");
                }
                object::elf::STV_PROTECTED => {
                    let _ = writeln!(out, "\t.protected {name}");
                }
                _ => {}
            }
        }
        match symbol.kind() {
            SymbolKind::Text => {
                let _ = writeln!(out, "\t.type {name},@function");
            }
            SymbolKind::Data => {
                let _ = writeln!(out, "\t.type {name},@object");
            }
            SymbolKind::Tls => {
                let _ = writeln!(out, "\t.type {name},@tls_object");
            }
            _ => {}
        }
        if symbol.size() > 0 {
            let _ = writeln!(out, "\t.size {name}, {}", symbol.size());
        }
        let _ = writeln!(out, "{name}:");
        Ok(())
    }

    fn reloc_name(&self, flags: RelocationFlags) -> Result<&'static str, String> {
        let RelocationFlags::Elf { r_type } = flags else {
            return Err("a relocation that is not ELF's".to_string());
        };
        (self.reloc_name)(r_type)
            .ok_or_else(|| format!("relocation type {r_type} has no assembler name here"))
    }

    /// `symbol+addend`; a section symbol is named by the label at the section's start.
    fn reloc_value(
        &self,
        reloc: &object::Relocation,
        section_label: &dyn Fn(SectionIndex) -> String,
    ) -> Result<String, String> {
        let RelocationTarget::Symbol(index) = reloc.target() else {
            return Err("a relocation against something other than a symbol".to_string());
        };
        let symbol = self
            .file
            .symbol_by_index(index)
            .map_err(|e| e.to_string())?;
        let base = match (symbol.kind(), symbol.section()) {
            (SymbolKind::Section, SymbolSection::Section(s)) => section_label(s),
            _ => symbol_name(symbol.name().map_err(|e| e.to_string())?),
        };
        Ok(match reloc.addend() {
            0 => base,
            a => format!("{base}{a:+}"),
        })
    }
}

/// The `.section` type of the constructor and destructor tables, and of x86-64's unwind
/// tables (`.eh_frame`).
fn elf_type(sh_type: u32) -> Option<&'static str> {
    match sh_type {
        object::elf::SHT_X86_64_UNWIND => Some("unwind"),
        object::elf::SHT_INIT_ARRAY => Some("init_array"),
        object::elf::SHT_FINI_ARRAY => Some("fini_array"),
        object::elf::SHT_PREINIT_ARRAY => Some("preinit_array"),
        _ => None,
    }
}

/// The letters of `.section`'s flags argument.
fn section_flags(flags: SectionFlags) -> String {
    use object::elf::{SHF_ALLOC, SHF_EXECINSTR, SHF_MERGE, SHF_STRINGS, SHF_TLS, SHF_WRITE};
    let SectionFlags::Elf { sh_flags } = flags else {
        return String::new();
    };
    [
        (SHF_ALLOC, 'a'),
        (SHF_WRITE, 'w'),
        (SHF_EXECINSTR, 'x'),
        (SHF_MERGE, 'M'),
        (SHF_STRINGS, 'S'),
        (SHF_TLS, 'T'),
    ]
    .iter()
    .filter(|(bit, _)| sh_flags & u64::from(*bit) != 0)
    .map(|(_, c)| *c)
    .collect()
}

/// A symbol as the assembler reads it: quoted unless it is a plain identifier.
fn symbol_name(name: &str) -> String {
    let plain = !name.is_empty()
        && !name.starts_with(|c: char| c.is_ascii_digit())
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$'));
    if plain {
        name.to_string()
    } else {
        format!("\"{}\"", name.replace('\\', "\\\\").replace('"', "\\\""))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::read::read_module;
    use crate::Options;

    /// A global initialised with another's address, a string, and a call through the PLT.
    const MODULE: &str = r#"
global local readonly @.fmt size 4 align 1 = "%d\0A\00"
global @table size 8 align 8 = "\00\00\00\00\00\00\00\00" [0: @.fmt+0]
declare @printf(ptr, ...) -> i32
fn @main() -> i32 {
entry:
  %p = global_addr @.fmt
  %n = call i32 @printf(ptr %p, ... i32 7)
  ret i32 0
}
"#;

    #[test]
    fn symbols_sections_and_relocations_are_spelled_for_the_assembler() {
        let m = read_module(MODULE).unwrap();
        let text = crate::codegen::assembly_text(&m, &Options::default(), None).unwrap();
        for expected in [
            "\t.section .text,\"ax\",@progbits\n",
            "\t.globl main\n\t.type main,@function\n",
            "\t.section .data,\"aw\",@progbits\n",
            "\t.globl table\n\t.type table,@object\n\t.size table, 8\ntable:\n",
            "\t.section .note.GNU-stack,\"\",@progbits\n",
        ] {
            assert!(text.contains(expected), "{expected:?} not in\n{text}");
        }
        // The data's pointer, and the call to printf (through its variadic stub on x86-64).
        assert!(text.contains(", R_X86_64_64, .fmt") || text.contains(", R_AARCH64_ABS64, .fmt"));
        assert!(text.contains("R_X86_64_PLT32") || text.contains("R_AARCH64_CALL26"));
        // The listing is a comment.
        assert!(text
            .lines()
            .any(|l| l.starts_with("# function main (") || l.starts_with("// function main (")));
    }

    #[test]
    fn thread_local_sections_symbols_and_relocations() {
        let m = read_module(
            "global thread_local @t size 4 align 4 = \"\\01\\00\\00\\00\"
global local thread_local @z size 8 align 8
global import thread_local @e size 4 align 4
fn @f() -> ptr {
entry:
  %a = global_addr @t
  %b = global_addr @z
  %c = global_addr @e
  ret ptr %c
}
",
        )
        .unwrap();
        for triple in ["x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu"] {
            let opts = Options {
                target: triple.parse().unwrap(),
                ..Options::default()
            };
            let text = crate::codegen::assembly_text(&m, &opts, None).unwrap();
            for expected in [
                "\t.section .tdata,\"awT\",@progbits\n",
                "\t.section .tbss,\"awT\",@nobits\n",
                "\t.globl t\n\t.type t,@tls_object\n",
                "\t.type z,@tls_object\n",
                "\t.type e,@tls_object\n",
            ] {
                assert!(
                    text.contains(expected),
                    "{triple}: {expected:?} not in\n{text}"
                );
            }
            assert!(
                text.contains("R_X86_64_TLSGD, e") || text.contains("R_AARCH64_TLSDESC_CALL, e")
            );
        }
    }

    #[test]
    fn names_the_assembler_would_misread_are_quoted() {
        assert_eq!(
            symbol_name("printf.tccrs.variadic"),
            "printf.tccrs.variadic"
        );
        assert_eq!(symbol_name("a b"), "\"a b\"");
        assert_eq!(symbol_name("9lives"), "\"9lives\"");
    }
}

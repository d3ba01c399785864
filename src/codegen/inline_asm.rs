//! The assembler text of a unit's inline assembly: for each `asm` statement
//! (`ir::InlineAsm`) a function in GNU assembler syntax that the statement's call reaches,
//! and the file-scope `asm` texts as written (docs/design.md, "Inline assembly").
//!
//! A wrapper takes the address of the operand block (the first argument register), saves
//! the callee-saved registers it uses or the statement clobbers, keeps the block's address
//! on the stack, loads each operand's register from its slot (a memory operand's register
//! holds the object's address), runs the template with the operands substituted, stores the
//! outputs back through the block and returns (for `asm goto`, the index of the label taken).
//! The driver assembles the text with the target's `as`.

use crate::diag::{Diagnostic, Span};
use crate::ir::{AsmOperand, InlineAsm, Module};
use crate::target::asm::{self, OperandRef, Piece, Place, Reg, RegClass};
use crate::target::{Arch, Target};
use std::collections::HashSet;
use std::fmt::Write;

/// How the wrappers are linked.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Linking {
    /// Into the unit's object: weak and hidden.
    Object,
    /// Into a shared library that `-run` loads and looks the wrappers up in: weak, visible.
    Library,
}

/// The assembler text for `module`'s inline assembly, if it has any. `locate` gives a
/// statement's file and line, for the line markers that make `as` report errors there.
pub fn assembler_text(
    module: &Module,
    target: Target,
    linking: Linking,
    locate: &dyn Fn(Span) -> (String, u32),
) -> Result<Option<String>, Diagnostic> {
    if module.inline_asm.is_empty() && module.file_asm.is_empty() {
        return Ok(None);
    }
    // gcc writes file-scope asm first, in `.text`, one after another (a `.section` in one
    // holds for the next).
    let mut out = String::from("\t.text\n");
    for text in &module.file_asm {
        out.push_str("#APP\n");
        out.push_str(text);
        out.push_str("\n#NO_APP\n");
    }
    let mut written = HashSet::new();
    for (n, statement) in module.inline_asm.iter().enumerate() {
        let symbol = statement.operands.iter().find_map(|o| o.symbol.as_ref());
        if let (Linking::Library, Some((name, _))) = (linking, symbol) {
            // The wrappers are a library apart from the JIT's code, whose symbols it cannot
            // name.
            return Err(Diagnostic::error(
                statement.span,
                format!("an 'asm' operand naming the symbol '{name}' is not supported with -run"),
            ));
        }
        if written.insert(statement.symbol.as_str()) {
            let wrapper = Wrapper::new(statement, target, n + 1)?;
            wrapper.write(&mut out, linking, locate(statement.span));
        }
    }
    // The stack stays non-executable, as with gcc's objects.
    let progbits = match target.arch() {
        Arch::X86_64 => "@progbits",
        Arch::Aarch64 => "%progbits",
    };
    let _ = writeln!(out, "\t.section .note.GNU-stack,\"\",{progbits}");
    Ok(Some(out))
}

/// One statement's wrapper being written.
struct Wrapper<'a> {
    asm: &'a InlineAsm,
    arch: Arch,
    /// The register of each operand (a memory operand's address), by operand number.
    regs: Vec<Option<Reg>>,
    /// Callee-saved registers to save, in order.
    saved: Vec<Reg>,
    /// Whether the block's address stays in its argument register over the template
    /// (neither an operand nor a clobber names it, so the template preserves it); else it
    /// is kept on the stack.
    kept: bool,
    /// `%=`.
    unique: usize,
    /// The memory operands addressed from another's register (`AsmOperand::based_on`),
    /// with their distance from it.
    shared: Vec<Option<i64>>,
}

impl<'a> Wrapper<'a> {
    fn new(asm: &'a InlineAsm, target: Target, unique: usize) -> Result<Self, Diagnostic> {
        let arch = target.arch();
        let error = |m: String| Diagnostic::error(asm.span, m);
        let clobbered: Vec<Reg> = asm
            .clobbers
            .iter()
            .filter_map(|c| asm::register_named(target, c))
            .collect();
        let mut taken: HashSet<Reg> = clobbered.iter().copied().collect();
        taken.extend(reserved(arch));
        let mut regs = vec![None; asm.operands.len()];
        // Registers the constraints name first (sema checked they can have them), then
        // the ones the compiler chooses.
        let shape: Vec<_> = asm
            .operands
            .iter()
            .map(|o| (o.place, o.output, o.early_clobber))
            .collect();
        if let Some(i) = asm::fixed_register_conflict(&shape, &clobbered) {
            return Err(error(format!(
                "'asm' operand {i} has impossible constraints"
            )));
        }
        for (i, op) in asm.operands.iter().enumerate() {
            if let Place::Fixed(r) = op.place {
                taken.insert(r);
                regs[i] = Some(r);
            }
        }
        let high = high_byte_operands(asm, target);
        let mut shared = vec![None; asm.operands.len()];
        for (i, op) in asm.operands.iter().enumerate() {
            let class = match op.place {
                Place::Register(_) if high.contains(&i) => RegClass::HighByte,
                Place::Register(c) => c,
                Place::Memory => RegClass::General,
                _ => continue,
            };
            let free = pool(arch, class).into_iter().find(|r| !taken.contains(r));
            // Out of registers, a memory operand in an earlier one's object is addressed
            // from that one's register, on x86-64 (whose every memory operand takes a
            // displacement; aarch64's "Q" takes none).
            let base = op
                .based_on
                .filter(|_| free.is_none() && arch == Arch::X86_64)
                .and_then(|(j, distance)| Some((regs[j]?, distance)));
            if let Some((r, distance)) = base {
                regs[i] = Some(r);
                shared[i] = Some(distance);
                continue;
            }
            let Some(r) = free else {
                return Err(error(format!(
                    "no register is left for operand {i} of this 'asm' (tcc-rs gives every \
                     operand a register of its own)"
                )));
            };
            taken.insert(r);
            regs[i] = Some(r);
        }
        for (i, op) in asm.operands.iter().enumerate() {
            if let Place::Tied(n) = op.place {
                regs[i] = regs[n];
            }
        }
        let mut saved: Vec<Reg> = regs.iter().flatten().copied().chain(clobbered).collect();
        saved.retain(|r| r.callee_saved(arch) && !always_saved(arch, *r));
        saved.sort();
        saved.dedup();
        let block = block_register(arch);
        let kept = !taken.contains(&block) && !regs.contains(&Some(block));
        Ok(Wrapper {
            asm,
            arch,
            regs,
            saved,
            kept,
            unique,
            shared,
        })
    }

    fn write(&self, out: &mut String, linking: Linking, (file, line): (String, u32)) {
        let sym = &self.asm.symbol;
        let (align, kind) = match self.arch {
            Arch::X86_64 => ("4", "@function"),
            Arch::Aarch64 => ("2", "%function"),
        };
        let _ = writeln!(out, "\t.text\n\t.p2align {align}\n\t.weak {sym}");
        if linking == Linking::Object {
            let _ = writeln!(out, "\t.hidden {sym}");
        }
        let _ = writeln!(out, "\t.type {sym}, {kind}\n{sym}:");
        self.prologue(out);
        self.loads(out);
        let file = file.replace('\\', "\\\\").replace('"', "\\\"");
        let _ = writeln!(out, "#APP\n# {line} \"{file}\" 1");
        out.push_str(&self.template());
        out.push_str("\n# 0 \"\" 2\n#NO_APP\n");
        let exit = format!(".L{sym}_exit");
        self.exit_path(out, 0, &exit);
        for i in 0..self.asm.labels.len() {
            let _ = writeln!(out, "{}:", self.label(i));
            self.exit_path(out, i + 1, &exit);
        }
        let _ = writeln!(out, "{exit}:");
        self.epilogue(out);
        let _ = writeln!(out, "\t.size {sym}, .-{sym}");
    }

    fn label(&self, i: usize) -> String {
        format!(".L{}_l{i}", self.asm.symbol)
    }

    /// Save registers and, unless it is kept in its register, the block's address at the
    /// top of the stack.
    fn prologue(&self, out: &mut String) {
        match self.arch {
            Arch::X86_64 => {
                for r in &self.saved {
                    let _ = writeln!(out, "\tpushq %{}", r.x86_name(8, false));
                }
                if !self.kept {
                    out.push_str("\tpushq %rdi\n");
                }
                // The stack 16-byte aligned at the template, as at a call.
                if self.padded() {
                    out.push_str("\tsubq $8, %rsp\n");
                }
            }
            Arch::Aarch64 => {
                out.push_str("\tstp x29, x30, [sp, #-16]!\n\tmov x29, sp\n");
                for r in &self.saved {
                    let _ = writeln!(out, "\tstr {}, [sp, #-16]!", a64_save_name(*r));
                }
                if !self.kept {
                    out.push_str("\tstr x0, [sp, #-16]!\n");
                }
            }
        }
    }

    /// x86-64: whether 8 bytes of padding align the stack (on entry it is 8 past a multiple
    /// of 16, and each push moves it by 8).
    fn padded(&self) -> bool {
        (self.saved.len() + usize::from(!self.kept)).is_multiple_of(2)
    }

    fn epilogue(&self, out: &mut String) {
        match self.arch {
            Arch::X86_64 => {
                let pad = 8 * (u32::from(self.padded()) + u32::from(!self.kept));
                if pad > 0 {
                    let _ = writeln!(out, "\taddq ${pad}, %rsp");
                }
                for r in self.saved.iter().rev() {
                    let _ = writeln!(out, "\tpopq %{}", r.x86_name(8, false));
                }
                out.push_str("\tret\n");
            }
            Arch::Aarch64 => {
                if !self.kept {
                    out.push_str("\tadd sp, sp, #16\n");
                }
                for r in self.saved.iter().rev() {
                    let _ = writeln!(out, "\tldr {}, [sp], #16", a64_save_name(*r));
                }
                out.push_str("\tldp x29, x30, [sp], #16\n\tret\n");
            }
        }
    }

    /// Each operand's register from its slot; the block's own register last.
    fn loads(&self, out: &mut String) {
        let block = block_register(self.arch);
        let mut last = None;
        for (i, op) in self.asm.operands.iter().enumerate() {
            let Some(r) = self.regs[i] else { continue };
            let memory = op.place == Place::Memory;
            if !memory && !op.load || self.shared[i].is_some() {
                continue;
            }
            let line = self.transfer(true, op, memory, r, &name_of(self.arch, block));
            match r == block {
                true => last = Some(line),
                false => out.push_str(&line),
            }
        }
        if let Some(line) = last {
            out.push_str(&line);
        }
    }

    /// After the template (or at label `index - 1`): store the outputs, return `index`.
    fn exit_path(&self, out: &mut String, index: usize, exit: &str) {
        let operands = &self.asm.operands;
        let stored = |flag: bool| {
            (0..operands.len()).filter(move |&i| {
                operands[i].store && matches!(operands[i].place, Place::Flag(_)) == flag
            })
        };
        let base = if stored(false).chain(stored(true)).next().is_none() {
            None
        } else if self.kept {
            Some(block_register(self.arch))
        } else {
            // Any register but an output's holds the block's address again.
            let outputs: HashSet<Reg> = stored(false).filter_map(|i| self.regs[i]).collect();
            let scratch = pool(self.arch, RegClass::General)
                .into_iter()
                .find(|r| !outputs.contains(r))
                .expect("more general registers than outputs");
            let name = name_of(self.arch, scratch);
            let _ = match self.arch {
                Arch::X86_64 => writeln!(out, "\tmovq {}(%rsp), %{name}", self.block_offset()),
                Arch::Aarch64 => writeln!(out, "\tldr {name}, [sp]"),
            };
            Some(scratch)
        };
        if let Some(base) = base {
            let base_name = name_of(self.arch, base);
            for i in stored(false) {
                let r = self.regs[i].expect("an output register");
                out.push_str(&self.transfer(false, &operands[i], false, r, &base_name));
            }
            // The flags, once every register output is stored (no store changes them).
            let temp = pool(self.arch, RegClass::General)
                .into_iter()
                .find(|r| *r != base)
                .expect("two general registers");
            for i in stored(true) {
                let Place::Flag(cond) = operands[i].place else {
                    continue;
                };
                let cond = asm::flag_conditions(self.arch)[cond as usize];
                let _ = match self.arch {
                    Arch::X86_64 => writeln!(
                        out,
                        "\tset{cond} %{}\n\tmovzbl %{}, %{}",
                        temp.x86_name(1, false),
                        temp.x86_name(1, false),
                        temp.x86_name(4, false)
                    ),
                    Arch::Aarch64 => writeln!(out, "\tcset w{}, {cond}", temp.0),
                };
                out.push_str(&self.transfer(false, &operands[i], false, temp, &base_name));
            }
        }
        if !self.asm.labels.is_empty() {
            let _ = match self.arch {
                Arch::X86_64 => writeln!(out, "\tmovl ${index}, %eax\n\tjmp {exit}"),
                Arch::Aarch64 => writeln!(out, "\tmov w0, #{index}\n\tb {exit}"),
            };
        }
    }

    /// Where the block's address is kept on x86-64, from `%rsp` at the template.
    fn block_offset(&self) -> u32 {
        8 * u32::from(self.padded())
    }

    /// One load (`load`) or store of an operand's register at its slot from `base`.
    fn transfer(&self, load: bool, op: &AsmOperand, address: bool, r: Reg, base: &str) -> String {
        let slot = op.slot;
        match self.arch {
            Arch::X86_64 => {
                let mem = format!("{slot}(%{base})");
                let (insn, size) = if address {
                    ("movq", 8)
                } else if r.is_vector(self.arch) {
                    let insn = match (op.size, op.float) {
                        (4, true) => "movss",
                        (8, true) => "movsd",
                        (4, false) => "movd",
                        (8, false) => "movq",
                        _ => "movdqu",
                    };
                    (insn, 16)
                } else {
                    let insn = match (op.size, load) {
                        (1, true) => "movzbl",
                        (2, true) => "movzwl",
                        (1, false) => "movb",
                        (2, false) => "movw",
                        (4, _) => "movl",
                        _ => "movq",
                    };
                    let size = if load { op.size.max(4) } else { op.size };
                    (insn, size)
                };
                let reg = format!("%{}", r.x86_name(size, false));
                match load {
                    true => format!("\t{insn} {mem}, {reg}\n"),
                    false => format!("\t{insn} {reg}, {mem}\n"),
                }
            }
            Arch::Aarch64 => {
                let mem = format!("[{base}, #{slot}]");
                let n = r.index(self.arch);
                let (insn, reg) = if address {
                    ("ldr", format!("x{n}"))
                } else if r.is_vector(self.arch) {
                    let bank = match op.size {
                        1 => "b",
                        2 => "h",
                        4 => "s",
                        8 => "d",
                        _ => "q",
                    };
                    (if load { "ldr" } else { "str" }, format!("{bank}{n}"))
                } else {
                    let insn = match (op.size, load) {
                        (1, true) => "ldrb",
                        (2, true) => "ldrh",
                        (1, false) => "strb",
                        (2, false) => "strh",
                        (_, true) => "ldr",
                        (_, false) => "str",
                    };
                    let bank = if op.size == 8 { "x" } else { "w" };
                    (insn, format!("{bank}{n}"))
                };
                format!("\t{insn} {reg}, {mem}\n")
            }
        }
    }

    /// The template with its operands substituted (basic asm: as written).
    fn template(&self) -> String {
        if self.asm.basic {
            return self.asm.template.clone();
        }
        let target = Target::new(self.arch);
        let pieces =
            asm::parse_template(target, &self.asm.template).expect("sema checked the template");
        let mut text = String::new();
        for piece in pieces {
            match piece {
                Piece::Text(t) => text.push_str(&t),
                Piece::Unique => text.push_str(&self.unique.to_string()),
                Piece::Operand(modifier, reference) => {
                    let i = self.operand_index(&reference);
                    text.push_str(&self.operand_text(i, modifier));
                }
            }
        }
        text
    }

    fn operand_index(&self, reference: &OperandRef) -> usize {
        let count = self.asm.operands.len();
        match reference {
            OperandRef::Number(n) => *n,
            OperandRef::Name(name) => self
                .asm
                .operands
                .iter()
                .position(|o| o.name.as_deref() == Some(name))
                .or_else(|| {
                    let labels = self.asm.labels.iter();
                    labels.clone().position(|l| l == name).map(|i| count + i)
                })
                .expect("sema checked the operand names"),
        }
    }

    /// Operand `i` as the template writes it with `modifier`.
    fn operand_text(&self, i: usize, modifier: Option<char>) -> String {
        let count = self.asm.operands.len();
        if i >= count {
            return self.label(i - count);
        }
        let op = &self.asm.operands[i];
        if let Some((name, offset)) = &op.symbol {
            return symbol_text(self.arch, name, *offset, modifier);
        }
        if let Some(v) = op.immediate {
            return immediate_text(self.arch, v, modifier);
        }
        let r = self.regs[i].expect("a register or memory operand has a register");
        let size = match op.place {
            Place::Tied(n) => self.asm.operands[n].size,
            _ => op.size,
        };
        match self.arch {
            Arch::X86_64 => {
                if op.place == Place::Memory || modifier == Some('a') {
                    let distance = self.shared[i].filter(|&d| d != 0);
                    let displacement = distance.map_or(String::new(), |d| d.to_string());
                    return format!("{displacement}(%{})", r.x86_name(8, false));
                }
                if r.is_vector(self.arch) {
                    return format!("%{}", r.x86_name(16, false));
                }
                let (size, high) = match modifier {
                    Some('b') => (1, false),
                    Some('h') => (1, true),
                    Some('w') => (2, false),
                    Some('k') => (4, false),
                    Some('q') => (8, false),
                    _ => (size, false),
                };
                format!("%{}", r.x86_name(size, high))
            }
            Arch::Aarch64 => {
                let n = r.index(self.arch);
                if op.place == Place::Memory || modifier == Some('a') {
                    return format!("[x{n}]");
                }
                if r.is_vector(self.arch) {
                    return match modifier {
                        Some(b @ ('b' | 'h' | 's' | 'd' | 'q')) => format!("{b}{n}"),
                        _ => format!("v{n}"),
                    };
                }
                match modifier {
                    Some('w') => format!("w{n}"),
                    _ => format!("x{n}"),
                }
            }
        }
    }
}

/// An immediate as the template writes it: x86-64's `$5` (bare with `%c`, `%P`, negated
/// with `%n`), aarch64's `5` (zero with `%x` or `%w`: the zero register, `xzr` or `wzr`, as
/// gcc writes a `Z` operand).
fn immediate_text(arch: Arch, v: i64, modifier: Option<char>) -> String {
    match (arch, modifier) {
        (_, Some('n')) => v.wrapping_neg().to_string(),
        (Arch::Aarch64, Some(m @ ('x' | 'w'))) if v == 0 => format!("{m}zr"),
        (Arch::X86_64, Some('c' | 'P' | 'a')) | (Arch::Aarch64, _) => v.to_string(),
        (Arch::X86_64, _) => format!("${v}"),
    }
}

/// A symbol's address as an immediate: x86-64's `$sym+8` (bare with `%c`, `%P`, `%a`: `call
/// %P0`), aarch64's `sym+8` (for `adrp x0, %0`).
fn symbol_text(arch: Arch, name: &str, offset: i64, modifier: Option<char>) -> String {
    let sym = match offset {
        0 => name.to_string(),
        _ => format!("{name}{offset:+}"),
    };
    match (arch, modifier) {
        (Arch::X86_64, Some('c' | 'P' | 'a')) | (Arch::Aarch64, _) => sym,
        (Arch::X86_64, _) => format!("${sym}"),
    }
}

/// The operands the template writes with `%h`: their register needs a high byte.
fn high_byte_operands(asm: &InlineAsm, target: Target) -> HashSet<usize> {
    if asm.basic || target.arch() != Arch::X86_64 {
        return HashSet::new();
    }
    let pieces = asm::parse_template(target, &asm.template).unwrap_or_default();
    pieces
        .iter()
        .filter_map(|p| match p {
            Piece::Operand(Some('h'), OperandRef::Number(n)) => Some(*n),
            Piece::Operand(Some('h'), OperandRef::Name(name)) => asm
                .operands
                .iter()
                .position(|o| o.name.as_deref() == Some(name)),
            _ => None,
        })
        .collect()
}

/// The registers the compiler chooses from for a class: caller-saved ones first, the
/// block's argument register last of those (so that it can usually keep the block's address).
fn pool(arch: Arch, class: RegClass) -> Vec<Reg> {
    let numbers: Vec<u8> = match (arch, class) {
        (Arch::X86_64, RegClass::General) => {
            vec![0, 1, 2, 6, 8, 9, 10, 11, 7, 3, 12, 13, 14, 15, 5]
        }
        (Arch::X86_64, RegClass::HighByte) => vec![0, 1, 2, 3],
        (Arch::X86_64, _) => (16..32).collect(),
        (Arch::Aarch64, RegClass::General | RegClass::HighByte) => {
            (1..18).chain([0]).chain(19..29).collect()
        }
        (Arch::Aarch64, RegClass::Vector) => (32..40).chain(48..64).chain(40..48).collect(),
        (Arch::Aarch64, RegClass::LowVector) => (32..48).collect(),
    };
    numbers.into_iter().map(Reg).collect()
}

/// Registers never given to an operand: the stack pointer, and on aarch64 the platform
/// register, the frame pointer and the link register.
fn reserved(arch: Arch) -> Vec<Reg> {
    match arch {
        Arch::X86_64 => vec![asm::X86_RSP],
        Arch::Aarch64 => vec![Reg(18), Reg(29), Reg(30), asm::A64_SP],
    }
}

/// Registers every wrapper saves anyway (aarch64's frame record).
fn always_saved(arch: Arch, r: Reg) -> bool {
    arch == Arch::Aarch64 && matches!(r.0, 29 | 30)
}

/// The register holding the block's address on entry.
fn block_register(arch: Arch) -> Reg {
    match arch {
        Arch::X86_64 => asm::X86_RDI,
        Arch::Aarch64 => Reg(0),
    }
}

/// A register's full name (no `%`).
fn name_of(arch: Arch, r: Reg) -> String {
    match arch {
        Arch::X86_64 => r.x86_name(8, false),
        Arch::Aarch64 if r.is_vector(arch) => format!("v{}", r.index(arch)),
        Arch::Aarch64 if r == asm::A64_SP => "sp".into(),
        Arch::Aarch64 => format!("x{}", r.0),
    }
}

/// The part of an aarch64 callee-saved register the ABI preserves (`x19`; `d8`).
fn a64_save_name(r: Reg) -> String {
    match r.is_vector(Arch::Aarch64) {
        true => format!("d{}", r.index(Arch::Aarch64)),
        false => format!("x{}", r.0),
    }
}

//! GNU inline assembly's target facts: what each constraint letter asks for, the registers
//! a constraint or clobber names, which constants an immediate letter accepts, and the
//! template's syntax (operand references, modifiers, `%=`, dialect alternatives).
//!
//! Sema checks a statement with these; lowering reads the parsed constraints; codegen
//! writes the assembler text from them (docs/design.md, "Inline assembly").

use super::{Arch, Target};

/// The registers an operand may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RegClass {
    /// Any general-purpose register (`r`, `q`, `g`, `X`).
    General,
    /// x86-64's registers with a high byte: a, b, c, d (`Q`).
    HighByte,
    /// A floating-point or vector register: x86-64's `x` (xmm0-15), aarch64's `w`.
    Vector,
    /// aarch64's `x`: v0-v15.
    LowVector,
}

/// Where an operand lives while the template runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// A register of the class, chosen by the compiler.
    Register(RegClass),
    /// The register a letter names (x86-64's `a`, `S`...), or an explicit register variable.
    Fixed(Reg),
    /// Memory: the operand is the object itself, addressed by a register.
    Memory,
    /// An integer constant, written into the template.
    Immediate(ImmediateRange),
    /// The same place as output operand N (`"0"`).
    Tied(usize),
    /// A flag output (`"=@ccz"`): 1 if the condition holds after the template, else 0. The
    /// condition, by its index in the target's [`flag_conditions`].
    Flag(u8),
}

/// The condition names a flag output (`=@cc<cond>`) may use: x86-64's `setCC` suffixes,
/// aarch64's `cset` conditions, as gcc accepts them.
pub fn flag_conditions(arch: Arch) -> &'static [&'static str] {
    match arch {
        Arch::X86_64 => &[
            "a", "ae", "b", "be", "c", "e", "g", "ge", "l", "le", "na", "nae", "nb", "nbe", "nc",
            "ne", "ng", "nge", "nl", "nle", "no", "np", "ns", "nz", "o", "p", "s", "z",
        ],
        Arch::Aarch64 => &[
            "eq", "ne", "cs", "hs", "cc", "lo", "mi", "pl", "vs", "vc", "hi", "ls", "ge", "lt",
            "gt", "le",
        ],
    }
}

/// The constants an immediate constraint accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ImmediateRange {
    /// `i`: any integer constant, or a symbol's address (plus an offset), which the
    /// assembler and linker resolve.
    Any,
    /// `n`: an integer constant whose value is known now.
    Numeric,
    /// A letter with a range: the letter, for the message.
    Letter(char),
}

/// A register, by its number in the target's table (`REGISTERS_X86_64`, `REGISTERS_AARCH64`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Reg(pub u8);

/// One operand's constraint, parsed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Constraint {
    /// `=`: written only.
    pub output: bool,
    /// `+`: read and written.
    pub read_write: bool,
    /// `&`: written before the inputs are all read (every operand has a register of its
    /// own here, so this asks nothing more).
    pub early_clobber: bool,
    pub place: Place,
}

/// x86-64's general registers (0-15, in hardware order) and xmm0-15 (16-31).
const GPR_X86_64: [&str; 16] = [
    "rax", "rcx", "rdx", "rbx", "rsp", "rbp", "rsi", "rdi", "r8", "r9", "r10", "r11", "r12", "r13",
    "r14", "r15",
];
pub const X86_RAX: Reg = Reg(0);
pub const X86_RCX: Reg = Reg(1);
pub const X86_RDX: Reg = Reg(2);
pub const X86_RBX: Reg = Reg(3);
pub const X86_RSP: Reg = Reg(4);
pub const X86_RSI: Reg = Reg(6);
pub const X86_RDI: Reg = Reg(7);
/// aarch64: x0-x30 are 0-30, sp 31, v0-v31 32-63.
pub const A64_SP: Reg = Reg(31);

impl Reg {
    pub fn is_vector(self, arch: Arch) -> bool {
        match arch {
            Arch::X86_64 => self.0 >= 16,
            Arch::Aarch64 => self.0 >= 32,
        }
    }

    /// The register's number within its bank (`r9` -> 9, `xmm3` -> 3, `v7` -> 7).
    pub fn index(self, arch: Arch) -> u8 {
        match (arch, self.is_vector(arch)) {
            (Arch::X86_64, true) => self.0 - 16,
            (Arch::Aarch64, true) => self.0 - 32,
            _ => self.0,
        }
    }

    /// Whether the calling convention makes a function preserve it.
    pub fn callee_saved(self, arch: Arch) -> bool {
        match arch {
            Arch::X86_64 => matches!(self.0, 3 | 5 | 12..=15),
            Arch::Aarch64 => matches!(self.0, 19..=30) || matches!(self.0, 40..=47),
        }
    }

    /// The register's name at `size` bytes (x86-64 general registers: 1, 2, 4, 8; 1 with
    /// `high` for `%ah`), without the `%`.
    pub fn x86_name(self, size: u32, high: bool) -> String {
        let n = self.0 as usize;
        if n >= 16 {
            return format!("xmm{}", n - 16);
        }
        if n >= 8 {
            let suffix = match size {
                1 => "b",
                2 => "w",
                4 => "d",
                _ => "",
            };
            return format!("r{n}{suffix}");
        }
        let base = &GPR_X86_64[n][1..]; // "ax", "cx", "si", "sp"...
        match (size, high) {
            (1, true) => format!("{}h", &base[..1]),
            (1, _) if n < 4 => format!("{}l", &base[..1]),
            (1, _) => format!("{base}l"),
            (2, _) => base.to_string(),
            (4, _) => format!("e{base}"),
            _ => GPR_X86_64[n].to_string(),
        }
    }
}

/// The register a clobber or an explicit register variable names (`"rax"`, `"%eax"`, `"al"`,
/// `"r12d"`, `"xmm3"`; `"x19"`, `"w3"`, `"v8"`, `"d8"`, `"lr"`), if the target has it.
pub fn register_named(target: Target, name: &str) -> Option<Reg> {
    let name = name.strip_prefix('%').unwrap_or(name);
    match target.arch() {
        Arch::X86_64 => x86_register_named(name),
        Arch::Aarch64 => aarch64_register_named(name),
    }
}

fn x86_register_named(name: &str) -> Option<Reg> {
    if let Some(n) = name.strip_prefix("xmm").and_then(|n| n.parse::<u8>().ok()) {
        return (n < 16).then_some(Reg(16 + n));
    }
    if let Some(rest) = name.strip_prefix('r') {
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        if let Ok(n) = digits.parse::<u8>() {
            let suffix = &rest[digits.len()..];
            return ((8..16).contains(&n) && matches!(suffix, "" | "d" | "w" | "b"))
                .then_some(Reg(n));
        }
    }
    let legacy = ["ax", "cx", "dx", "bx", "sp", "bp", "si", "di"];
    for (n, base) in legacy.iter().enumerate() {
        let forms = [
            format!("r{base}"),
            format!("e{base}"),
            base.to_string(),
            if n < 4 {
                format!("{}l", &base[..1])
            } else {
                format!("{base}l")
            },
        ];
        let high = n < 4 && name == format!("{}h", &base[..1]);
        if high || forms.iter().any(|f| f == name) {
            return Some(Reg(n as u8));
        }
    }
    None
}

fn aarch64_register_named(name: &str) -> Option<Reg> {
    match name {
        "sp" | "wsp" => return Some(A64_SP),
        "lr" => return Some(Reg(30)),
        "fp" => return Some(Reg(29)),
        _ => {}
    }
    let (bank, digits) = name.split_at(1.min(name.len()));
    let n: u8 = digits.parse().ok().filter(|_| !digits.starts_with('+'))?;
    match bank {
        "x" | "w" if n <= 30 => Some(Reg(n)),
        "v" | "q" | "d" | "s" | "h" | "b" if n <= 31 => Some(Reg(32 + n)),
        _ => None,
    }
}

/// The first operand whose named register (`Place::Fixed`) it cannot have: one a clobber
/// names, or another operand on the same side, or an input sharing an early-clobbered
/// output's. An input may share an output's register otherwise (`"=a"(n) : "a"(0)`).
/// `operands` are the outputs, then the inputs: (place, output, early clobber).
pub fn fixed_register_conflict(
    operands: &[(Place, bool, bool)],
    clobbered: &[Reg],
) -> Option<usize> {
    let named = |i: usize| match operands[i].0 {
        Place::Fixed(r) => Some(r),
        _ => None,
    };
    (0..operands.len()).find(|&i| {
        let Some(r) = named(i) else { return false };
        let (_, output, early) = operands[i];
        clobbered.contains(&r)
            || (0..i).any(|j| {
                let (_, other_output, other_early) = operands[j];
                named(j) == Some(r) && (other_output == output || early || other_early)
            })
    })
}

/// Why a constraint cannot be honoured: the message for sema's error.
pub type ConstraintError = String;

/// Parse an operand's constraint (`"=r"`, `"+m"`, `"0"`, `"=&a"`, `"Ir"`). Of several
/// letters, a register class is taken first, then memory, then an immediate (all are
/// correct for gcc's semantics: the operand may be any of the places its letters allow).
pub fn parse_constraint(
    target: Target,
    text: &str,
    is_output: bool,
) -> Result<Constraint, ConstraintError> {
    let mut c = Constraint {
        output: false,
        read_write: false,
        early_clobber: false,
        place: Place::Memory,
    };
    if let Some(cond) = text.strip_prefix("=@cc") {
        let conditions = flag_conditions(target.arch());
        return match conditions.iter().position(|c| *c == cond) {
            Some(i) if is_output => Ok(Constraint {
                output: true,
                place: Place::Flag(i as u8),
                ..c
            }),
            _ => Err(format!("unknown asm flag output '{text}'")),
        };
    }
    let (mut register, mut fixed, mut memory, mut immediate, mut tied) =
        (None, None, false, None, None);
    let mut chars = text.chars().peekable();
    while let Some(ch) = chars.next() {
        match ch {
            '=' if is_output => c.output = true,
            '+' if is_output => c.read_write = true,
            '=' | '+' => return Err(format!("input operand constraint contains '{ch}'")),
            '&' => c.early_clobber = true,
            '%' | ',' | ' ' | '\t' | '*' | '?' | '!' => {}
            '0'..='9' => {
                let mut digits = ch.to_string();
                while let Some(d) = chars.next_if(char::is_ascii_digit) {
                    digits.push(d);
                }
                if is_output {
                    return Err("matching constraint not valid in output operand".into());
                }
                tied = digits.parse().ok();
            }
            _ => match letter(target, ch)? {
                Letter::Register(class) => register = register.or(Some(class)),
                Letter::Fixed(reg) => {
                    if fixed.is_some_and(|f| f != reg) {
                        return Err(format!(
                            "constraint '{text}' names more than one register, which tcc-rs \
                             does not choose between"
                        ));
                    }
                    fixed = Some(reg);
                }
                Letter::Memory => memory = true,
                Letter::Immediate(range) => immediate = immediate.or(Some(range)),
            },
        }
    }
    if is_output && !c.output && !c.read_write {
        return Err("output operand constraint lacks '='".to_string());
    }
    c.place = match (tied, fixed, register, memory, immediate) {
        (Some(n), ..) => Place::Tied(n),
        (_, Some(reg), ..) => Place::Fixed(reg),
        (_, _, Some(class), ..) => Place::Register(class),
        (_, _, _, true, _) => Place::Memory,
        (_, _, _, _, Some(range)) if !is_output => Place::Immediate(range),
        _ => return Err("impossible constraint in 'asm'".into()),
    };
    Ok(c)
}

enum Letter {
    Register(RegClass),
    Fixed(Reg),
    Memory,
    Immediate(ImmediateRange),
}

/// What one constraint letter asks for on the target.
fn letter(target: Target, ch: char) -> Result<Letter, ConstraintError> {
    use Letter::*;
    Ok(match (target.arch(), ch) {
        (_, 'r' | 'g' | 'X') => Register(RegClass::General),
        (_, 'm' | 'o' | 'V' | '<' | '>') => Memory,
        (_, 'i') => Immediate(ImmediateRange::Any),
        (_, 'n') => Immediate(ImmediateRange::Numeric),
        (Arch::X86_64, 'q' | 'R') => Register(RegClass::General),
        (Arch::X86_64, 'Q') => Register(RegClass::HighByte),
        (Arch::X86_64, 'x' | 'v') => Register(RegClass::Vector),
        (Arch::X86_64, 'a') => Fixed(X86_RAX),
        (Arch::X86_64, 'b') => Fixed(X86_RBX),
        (Arch::X86_64, 'c') => Fixed(X86_RCX),
        (Arch::X86_64, 'd') => Fixed(X86_RDX),
        (Arch::X86_64, 'S') => Fixed(X86_RSI),
        (Arch::X86_64, 'D') => Fixed(X86_RDI),
        (Arch::X86_64, 'I' | 'J' | 'K' | 'L' | 'M' | 'N' | 'e' | 'Z') => {
            Immediate(ImmediateRange::Letter(ch))
        }
        (Arch::Aarch64, 'w') => Register(RegClass::Vector),
        (Arch::Aarch64, 'x') => Register(RegClass::LowVector),
        (Arch::Aarch64, 'Q') => Memory,
        (Arch::Aarch64, 'I' | 'J' | 'K' | 'L' | 'M' | 'N' | 'Z') => {
            Immediate(ImmediateRange::Letter(ch))
        }
        _ => {
            return Err(format!(
                "constraint letter '{ch}' in 'asm' is not supported by tcc-rs"
            ))
        }
    })
}

/// Whether `value` fits the immediate letter on the target, as gcc's constraint documents it.
/// Whether an immediate of `range` may be a symbol's address (`i`, not `n` or the letters
/// of ranges).
pub fn takes_symbols(range: ImmediateRange) -> bool {
    range == ImmediateRange::Any
}

pub fn immediate_fits(target: Target, range: ImmediateRange, value: i64) -> bool {
    let ImmediateRange::Letter(letter) = range else {
        return true;
    };
    match (target.arch(), letter) {
        (Arch::X86_64, 'I') => (0..=31).contains(&value),
        (Arch::X86_64, 'J') => (0..=63).contains(&value),
        (Arch::X86_64, 'K') => (-128..=127).contains(&value),
        (Arch::X86_64, 'L') => matches!(value, 0xff | 0xffff | 0xffff_ffff),
        (Arch::X86_64, 'M') => (0..=3).contains(&value),
        (Arch::X86_64, 'N') => (0..=255).contains(&value),
        (Arch::X86_64, 'e') => i32::try_from(value).is_ok(),
        (Arch::X86_64, 'Z') => u32::try_from(value).is_ok(),
        (Arch::Aarch64, 'I') => add_immediate(value),
        (Arch::Aarch64, 'J') => add_immediate(value.wrapping_neg()) && value < 0,
        (Arch::Aarch64, 'K') => {
            i32::try_from(value).is_ok()
                || u32::try_from(value).is_ok() && {
                    let v = value as u32 as u64;
                    logical_immediate(v | v << 32)
                }
        }
        (Arch::Aarch64, 'L') => logical_immediate(value as u64),
        (Arch::Aarch64, 'M') => {
            let v = value as u32;
            (i32::try_from(value).is_ok() || u32::try_from(value).is_ok())
                && (move_wide(v as u64, 2) || move_wide(!v as u64, 2) || {
                    let w = v as u64;
                    logical_immediate(w | w << 32)
                })
        }
        (Arch::Aarch64, 'N') => {
            let v = value as u64;
            move_wide(v, 4) || move_wide(!v, 4) || logical_immediate(v)
        }
        // zero, which `%x`/`%w` write as the zero register (gmp's `"rZ"` operands)
        (Arch::Aarch64, 'Z') => value == 0,
        _ => false,
    }
}

/// aarch64's `add` immediate: 12 bits, optionally shifted left by 12.
fn add_immediate(v: i64) -> bool {
    (0..4096).contains(&v) || (v & 0xfff == 0 && (0..4096 << 12).contains(&v))
}

/// One 16-bit chunk of `v` set, in one of the low `chunks` positions (`movz`).
fn move_wide(v: u64, chunks: u32) -> bool {
    (0..chunks).any(|i| v & !(0xffff << (16 * i)) == 0)
}

/// aarch64's bitmask immediate: a repeated element of 2, 4, ..., 64 bits holding one
/// rotated run of ones (neither all zeros nor all ones).
fn logical_immediate(v: u64) -> bool {
    if v == 0 || v == u64::MAX {
        return false;
    }
    let mut size = 64;
    while size > 2 {
        let half = size / 2;
        let mask = (1u64 << half) - 1;
        if (v & mask) != ((v >> half) & mask) {
            break;
        }
        size = half;
    }
    let mask = if size == 64 {
        u64::MAX
    } else {
        (1u64 << size) - 1
    };
    let e = v & mask;
    // A rotated run of ones: rotating so that it starts at bit 0 leaves `2^k - 1`.
    (0..size).any(|r| {
        let rot = if r == 0 {
            e
        } else {
            ((e >> r) | (e << (size - r))) & mask
        };
        rot & (rot + 1) == 0
    })
}

/// A piece of a template.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Piece {
    Text(String),
    /// `%0`, `%k1`, `%[name]`, `%l[label]`: the modifier and the operand.
    Operand(Option<char>, OperandRef),
    /// `%=`: a number unique to the statement in the unit.
    Unique,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OperandRef {
    Number(usize),
    Name(String),
}

/// The operand modifiers the target knows.
pub fn modifier_known(target: Target, m: char) -> bool {
    match target.arch() {
        Arch::X86_64 => "bhwkqcnPalx".contains(m),
        Arch::Aarch64 => "wxsdqabhcl".contains(m),
    }
}

/// Split an extended asm's template into text and operand references. On x86-64, `{a|b}`
/// dialect alternatives keep the first (AT&T); `%{`, `%|`, `%}` are the characters.
pub fn parse_template(target: Target, template: &str) -> Result<Vec<Piece>, String> {
    let dialects = target.arch() == Arch::X86_64;
    let mut pieces = Vec::new();
    let mut text = String::new();
    let mut chars = template.chars().peekable();
    // Inside `{...|...}`: whether the current alternative is skipped.
    let mut alternative: Option<bool> = None;
    while let Some(ch) = chars.next() {
        match ch {
            '{' if dialects => alternative = Some(false),
            '|' if dialects && alternative.is_some() => alternative = Some(true),
            '}' if dialects && alternative.is_some() => alternative = None,
            _ if alternative == Some(true) => {
                if ch == '%' {
                    chars.next();
                }
            }
            '%' => match chars.next() {
                Some('%') => text.push('%'),
                Some(c @ ('{' | '|' | '}')) => text.push(c),
                Some('=') => {
                    flush(&mut text, &mut pieces);
                    pieces.push(Piece::Unique);
                }
                Some(c) => {
                    let (modifier, first) = if c.is_ascii_alphabetic() {
                        (Some(c), chars.next())
                    } else {
                        (None, Some(c))
                    };
                    if let Some(m) = modifier.filter(|m| !modifier_known(target, *m)) {
                        return Err(format!("invalid 'asm': invalid operand code '{m}'"));
                    }
                    let operand = match first {
                        Some('[') => {
                            let name: String = chars.by_ref().take_while(|&c| c != ']').collect();
                            OperandRef::Name(name.trim().to_string())
                        }
                        Some(d @ '0'..='9') => {
                            let mut digits = d.to_string();
                            while let Some(d) = chars.next_if(char::is_ascii_digit) {
                                digits.push(d);
                            }
                            OperandRef::Number(digits.parse().map_err(|_| {
                                "invalid 'asm': operand number out of range".to_string()
                            })?)
                        }
                        _ => {
                            return Err(
                                "invalid 'asm': operand number missing after %-letter".into()
                            )
                        }
                    };
                    flush(&mut text, &mut pieces);
                    pieces.push(Piece::Operand(modifier, operand));
                }
                None => return Err("invalid 'asm': '%' at the end of the template".into()),
            },
            _ => text.push(ch),
        }
    }
    if alternative.is_some() {
        return Err("invalid 'asm': unterminated assembly dialect alternative".into());
    }
    flush(&mut text, &mut pieces);
    Ok(pieces)
}

fn flush(text: &mut String, pieces: &mut Vec<Piece>) {
    if !text.is_empty() {
        pieces.push(Piece::Text(std::mem::take(text)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn x86_registers_are_named_at_every_width() {
        let t = Target::X86_64;
        assert_eq!(register_named(t, "eax"), Some(X86_RAX));
        assert_eq!(register_named(t, "%ah"), Some(X86_RAX));
        assert_eq!(register_named(t, "r12d"), Some(Reg(12)));
        assert_eq!(register_named(t, "sil"), Some(X86_RSI));
        assert_eq!(register_named(t, "xmm15"), Some(Reg(31)));
        assert_eq!(register_named(t, "xmm16"), None);
        assert_eq!(register_named(t, "r16"), None);
        assert_eq!(Reg(0).x86_name(1, true), "ah");
        assert_eq!(Reg(6).x86_name(1, false), "sil");
        assert_eq!(Reg(9).x86_name(4, false), "r9d");
    }

    #[test]
    fn aarch64_registers_and_immediates() {
        let t = Target::AARCH64;
        assert_eq!(register_named(t, "x19"), Some(Reg(19)));
        assert_eq!(register_named(t, "d8"), Some(Reg(40)));
        assert_eq!(register_named(t, "x31"), None);
        assert!(logical_immediate(0x5555_5555_5555_5555));
        assert!(logical_immediate(0xff00));
        assert!(!logical_immediate(0x1234));
        assert!(immediate_fits(t, ImmediateRange::Letter('I'), 4095));
        assert!(!immediate_fits(t, ImmediateRange::Letter('I'), 4097));
        assert!(immediate_fits(t, ImmediateRange::Letter('Z'), 0));
        assert!(!immediate_fits(t, ImmediateRange::Letter('Z'), 1));
    }

    #[test]
    fn constraints_parse_to_places() {
        let t = Target::X86_64;
        let c = parse_constraint(t, "=&a", true).unwrap();
        assert!(c.output && c.early_clobber);
        assert_eq!(c.place, Place::Fixed(X86_RAX));
        assert_eq!(
            parse_constraint(t, "0", false).unwrap().place,
            Place::Tied(0)
        );
        assert_eq!(
            parse_constraint(t, "rm", false).unwrap().place,
            Place::Register(RegClass::General)
        );
        assert!(parse_constraint(t, "y", false).is_err());
        assert_eq!(
            parse_constraint(t, "=@ccz", true).unwrap().place,
            Place::Flag(27)
        );
        assert!(parse_constraint(t, "=@ccq", true).is_err());
        assert!(parse_constraint(t, "r", true).is_err());
    }

    #[test]
    fn templates_split_into_operands() {
        let t = Target::X86_64;
        let p = parse_template(t, "{movl %k1, %0|mov %0, %k1} %%eax %= %[x]").unwrap();
        assert_eq!(
            p,
            vec![
                Piece::Text("movl ".into()),
                Piece::Operand(Some('k'), OperandRef::Number(1)),
                Piece::Text(", ".into()),
                Piece::Operand(None, OperandRef::Number(0)),
                Piece::Text(" %eax ".into()),
                Piece::Unique,
                Piece::Text(" ".into()),
                Piece::Operand(None, OperandRef::Name("x".into())),
            ]
        );
        assert!(parse_template(t, "%y0").is_err());
        let a = parse_template(Target::AARCH64, "ld1 {v0.16b}, [%1]").unwrap();
        assert_eq!(a.len(), 3);
    }
}

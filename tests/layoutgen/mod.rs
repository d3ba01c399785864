//! A seeded generator of random structure and union declarations, and of a program that
//! prints how each is laid out, for the layout test (`tests/layout.rs`), which compares what
//! gcc's build and tcc-rs's build of it print.
//!
//! The declarations mix what decides a layout in gcc (`stor-layout.cc`): bit-fields of every
//! width of every integer type (zero widths and unnamed ones included), `_Bool`, floating
//! members, pointers, GNU vectors of 8, 16, 32 and 64 bytes, arrays, structures and unions
//! declared earlier (also through typedefs that raise or lower their alignment), anonymous
//! structure and union members, flexible array members, `__attribute__((packed))` and
//! `__attribute__((aligned(N)))` on types and members (before the type or after the
//! declarator), `_Alignas` with a number or a type, and `#pragma pack(N)`, `pack()`,
//! `pack(push[, N])` and `pack(pop)` between declarations.
//!
//! For each type `Tn` the program prints `sizeof` and `_Alignof`, every named member's
//! `offsetof`, and for every bit-field the bytes of a zeroed object in which that bit-field
//! alone was set to all ones (which gives its bits), with the value read back. The same
//! seed always gives the same program.

use std::fmt::Write;

#[path = "../randc/rng.rs"]
mod rng;
pub use rng::Rng;

/// One generated program: its text, and each type's declaration (with the pragmas written
/// since the previous one) for reporting a difference.
pub struct Batch {
    pub source: String,
    pub decls: Vec<String>,
}

/// The integer types a bit-field may have, with their width in bits and their alignment.
const BIT_FIELD_TYPES: &[(&str, u32, u64)] = &[
    ("char", 8, 1),
    ("signed char", 8, 1),
    ("unsigned char", 8, 1),
    ("_Bool", 1, 1),
    ("short", 16, 2),
    ("unsigned short", 16, 2),
    ("int", 32, 4),
    ("unsigned", 32, 4),
    ("long", 64, 8),
    ("unsigned long", 64, 8),
    ("long long", 64, 8),
    ("unsigned long long", 64, 8),
    ("int_a1", 32, 1),
    ("int_a2", 32, 2),
    ("int_a8", 32, 8),
    ("char_a4", 8, 4),
    ("short_a16", 16, 16),
    ("ll_a4", 64, 4),
    ("uint_a32", 32, 32),
];

/// The other scalar member types, with their alignment.
const SCALAR_TYPES: &[(&str, u64)] = &[
    ("float", 4),
    ("double", 8),
    ("long double", 16),
    ("void *", 8),
    ("char *", 8),
    ("v2si", 8),
    ("v4sf", 16),
    ("v4df", 32),
    ("v64qi", 64),
];

/// Operands of `_Alignas`, with the alignment each asks for.
const ALIGNAS: &[(&str, u64)] = &[
    ("1", 1),
    ("2", 2),
    ("4", 4),
    ("8", 8),
    ("16", 16),
    ("32", 32),
    ("char", 1),
    ("short", 2),
    ("int", 4),
    ("long long", 8),
    ("long double", 16),
    ("int_a8", 8),
    ("int __attribute__((aligned(16)))", 16),
    ("char __attribute__((aligned(32)))", 32),
];

/// Typedefs that change an integer type's alignment (more or less), as gcc allows on
/// typedefs.
const PRELUDE: &str = "\
#include <stddef.h>
#include <stdio.h>
#include <string.h>
typedef int int_a1 __attribute__((aligned(1)));
typedef int int_a2 __attribute__((aligned(2)));
typedef int int_a8 __attribute__((aligned(8)));
typedef char char_a4 __attribute__((aligned(4)));
typedef short short_a16 __attribute__((aligned(16)));
typedef long long ll_a4 __attribute__((aligned(4)));
typedef unsigned uint_a32 __attribute__((aligned(32)));
typedef int v2si __attribute__((vector_size(8)));
typedef float v4sf __attribute__((vector_size(16)));
typedef double v4df __attribute__((vector_size(32)));
typedef char v64qi __attribute__((vector_size(64)));
static void bytes(const char *name, const void *p, size_t n, long long value) {
    const unsigned char *b = p;
    printf(\"%s =%lld:\", name, value);
    for (size_t i = 0; i < n; i++)
        if (b[i])
            printf(\" %zu:%02x\", i, b[i]);
    printf(\"\\n\");
}
";

/// What the program prints about one member.
enum Probe {
    Offset(String),
    /// A bit-field, and whether it is a `_Bool` (set to 1, not -1).
    Bits(String, bool),
}

struct Generator {
    rng: Rng,
    /// The types declared so far that a member may have: `struct T3`, `A5`, ...
    aggregates: Vec<String>,
    /// The `#pragma pack` value in effect (0: none), and those pushed.
    pack: u64,
    pushed: Vec<u64>,
    members: usize,
}

/// The program for `seed`, declaring `count` types.
pub fn batch(seed: u64, count: usize) -> Batch {
    let mut g = Generator {
        rng: Rng::new(seed),
        aggregates: Vec::new(),
        pack: 0,
        pushed: Vec::new(),
        members: 0,
    };
    let mut source = String::from(PRELUDE);
    let mut decls = Vec::new();
    let mut main = String::from("int main(void) {\n");
    for n in 0..count {
        let mut decl = g.pragmas();
        if g.pack != 0 {
            decl += &format!("/* in effect: #pragma pack({}) */\n", g.pack);
        }
        let mut probes = Vec::new();
        decl += &g.aggregate(n, &mut probes);
        source += &decl;
        decls.push(decl);
        let tag = format!(
            "{} T{n}",
            if decl_is_union(&decls[n]) {
                "union"
            } else {
                "struct"
            }
        );
        writeln!(source, "static {tag} v{n};").unwrap();
        g.print_layout(&mut main, n, &tag, &probes);
        if g.rng.below(5) == 0 {
            let align = 1 << g.rng.below(6);
            writeln!(
                source,
                "typedef {tag} A{n} __attribute__((aligned({align})));"
            )
            .unwrap();
            g.aggregates.push(format!("A{n}"));
        }
        g.aggregates.push(tag);
    }
    source += &main;
    source += "    return 0;\n}\n";
    Batch { source, decls }
}

fn decl_is_union(decl: &str) -> bool {
    decl.lines()
        .find(|l| !l.starts_with('#') && !l.starts_with('/'))
        .is_some_and(|l| l.starts_with("union"))
}

impl Generator {
    fn chance(&mut self, percent: usize) -> bool {
        self.rng.below(100) < percent
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.rng.below(items.len())]
    }

    fn power_of_two(&mut self, max_log: usize) -> u64 {
        1 << self.rng.below(max_log + 1)
    }

    /// Sometimes a `#pragma pack` line, before a declaration.
    fn pragmas(&mut self) -> String {
        if !self.chance(20) {
            return String::new();
        }
        let n = self.power_of_two(4);
        let line = match self.rng.below(5) {
            0 | 1 => {
                self.pack = n;
                format!("#pragma pack({n})")
            }
            2 => {
                self.pack = 0;
                "#pragma pack()".to_string()
            }
            3 => {
                self.pushed.push(self.pack);
                match self.chance(50) {
                    true => {
                        self.pack = n;
                        format!("#pragma pack(push, {n})")
                    }
                    false => "#pragma pack(push)".to_string(),
                }
            }
            _ => match self.pushed.pop() {
                Some(pack) => {
                    self.pack = pack;
                    "#pragma pack(pop)".to_string()
                }
                None => {
                    self.pack = n;
                    format!("#pragma pack({n})")
                }
            },
        };
        line + "\n"
    }

    /// `struct Tn { ... };` or a union, with attributes.
    fn aggregate(&mut self, n: usize, probes: &mut Vec<Probe>) -> String {
        let keyword = if self.chance(20) { "union" } else { "struct" };
        let before = self.type_attributes();
        let body = self.body(probes, 0, keyword == "struct");
        let after = self.type_attributes();
        format!("{keyword} {before}T{n} {{\n{body}}}{after};\n")
    }

    fn type_attributes(&mut self) -> String {
        let mut attrs = String::new();
        if self.chance(15) {
            attrs += "__attribute__((packed)) ";
        }
        if self.chance(10) {
            let a = self.power_of_two(5);
            write!(attrs, "__attribute__((aligned({a}))) ").unwrap();
        }
        attrs
    }

    /// The members of a body: 1 to 8 of them, and sometimes a flexible array member last.
    fn body(&mut self, probes: &mut Vec<Probe>, depth: usize, flexible: bool) -> String {
        let mut text = String::new();
        for _ in 0..1 + self.rng.below(8) {
            text += &self.member(probes, depth);
        }
        if flexible && !probes.is_empty() && self.chance(5) {
            let name = self.name();
            writeln!(text, "    int {name}[];").unwrap();
            probes.push(Probe::Offset(name));
        }
        text
    }

    fn name(&mut self) -> String {
        self.members += 1;
        format!("m{}", self.members)
    }

    fn member(&mut self, probes: &mut Vec<Probe>, depth: usize) -> String {
        match self.rng.below(100) {
            0..=44 => self.bit_field(probes),
            45..=79 => self.scalar(probes),
            80..=91 if !self.aggregates.is_empty() => {
                let ty = self.pick(&self.aggregates.clone()).clone();
                let name = self.name();
                // An array's elements must be a multiple of their alignment apart.
                let array = match ty.starts_with('A') {
                    true => String::new(),
                    false => self.array_suffix(),
                };
                let (before, after) = self.member_attributes(u64::MAX);
                probes.push(Probe::Offset(name.clone()));
                format!("    {before}{ty} {name}{array}{after};\n")
            }
            92..=99 if depth == 0 => {
                let keyword = if self.chance(50) { "union" } else { "struct" };
                let attrs = self.type_attributes();
                let body = self.body(probes, depth + 1, false);
                format!("    {keyword} {attrs}{{\n{body}    }};\n")
            }
            _ => self.scalar(probes),
        }
    }

    fn array_suffix(&mut self) -> String {
        match self.chance(20) {
            true => format!("[{}]", 1 + self.rng.below(3)),
            false => String::new(),
        }
    }

    /// A bit-field of a random integer type and width; zero widths are unnamed.
    fn bit_field(&mut self, probes: &mut Vec<Probe>) -> String {
        let &(ty, bits, _) = self.pick(BIT_FIELD_TYPES);
        let width = match self.rng.below(10) {
            0 => 0,
            1 => bits,
            _ => 1 + self.rng.below(bits as usize) as u32,
        };
        let named = width > 0 && !self.chance(10);
        let name = if named { self.name() } else { String::new() };
        let mut before = String::new();
        let mut after = String::new();
        if self.chance(12) {
            let a = self.power_of_two(5);
            let attr = format!("__attribute__((aligned({a}))) ");
            match self.chance(50) {
                true => before = attr,
                false => after = format!(" {}", attr.trim_end()),
            }
        }
        if self.chance(12) {
            after += " __attribute__((packed))";
        }
        if named {
            probes.push(Probe::Bits(name.clone(), ty == "_Bool"));
        }
        format!("    {before}{ty} {name}:{width}{after};\n")
    }

    /// A scalar member, maybe an array, maybe with `_Alignas` or attributes.
    fn scalar(&mut self, probes: &mut Vec<Probe>) -> String {
        let (ty, align) = match self.chance(70) {
            true => {
                let &(ty, _, align) = self.pick(BIT_FIELD_TYPES);
                (ty, align)
            }
            false => *self.pick(SCALAR_TYPES),
        };
        let name = self.name();
        let array = match ty.contains('_') {
            true => String::new(),
            false => self.array_suffix(),
        };
        let (before, after) = self.member_attributes(align);
        probes.push(Probe::Offset(name.clone()));
        format!("    {before}{ty} {name}{array}{after};\n")
    }

    /// Attributes and alignment specifiers for a member that is not a bit-field: `_Alignas`
    /// only where it cannot lower the type's alignment `align` (gcc rejects that).
    fn member_attributes(&mut self, align: u64) -> (String, String) {
        let mut before = String::new();
        let mut after = String::new();
        match self.rng.below(100) {
            0..=7 => {
                let a = self.power_of_two(5);
                before = format!("__attribute__((aligned({a}))) ");
            }
            8..=15 => {
                let a = self.power_of_two(5);
                after = format!(" __attribute__((aligned({a})))");
            }
            16..=23 => {
                let &(operand, asked) = self.pick(ALIGNAS);
                if asked >= align && align != u64::MAX {
                    before = format!("_Alignas({operand}) ");
                }
            }
            _ => {}
        }
        if self.chance(12) {
            after += " __attribute__((packed))";
        }
        (before, after)
    }

    /// The statements of `main` that print type `n`'s layout.
    fn print_layout(&mut self, main: &mut String, n: usize, tag: &str, probes: &[Probe]) {
        writeln!(
            main,
            "    printf(\"T{n} %zu %zu\\n\", sizeof({tag}), _Alignof({tag}));"
        )
        .unwrap();
        for probe in probes {
            match probe {
                Probe::Offset(m) => writeln!(
                    main,
                    "    printf(\"T{n}.{m} %zu\\n\", offsetof({tag}, {m}));"
                )
                .unwrap(),
                Probe::Bits(m, boolean) => {
                    let ones = if *boolean { "1" } else { "-1" };
                    writeln!(
                        main,
                        "    memset(&v{n}, 0, sizeof v{n}); v{n}.{m} = {ones}; \
                         bytes(\"T{n}.{m}\", &v{n}, sizeof v{n}, v{n}.{m});"
                    )
                    .unwrap()
                }
            }
        }
    }
}

//! The generated ABI case: many random signatures, each called in both directions.
//!
//! Hand-written cases pin down the rules one at a time; this one covers the combinations no
//! one would write by hand: every parameter type in every register and stack position, next
//! to every other type. A fixed-seed generator makes `FUNCTIONS` signatures from the scalar
//! types tcc-rs accepts and writes a case like the hand-written ones:
//! - `lib.c` defines `fN`, which prints its parameters and returns a value computed from all
//!   of them, and `call_fN`, which calls `main.c`'s `cb_fN` of the same signature through a
//!   pointer with other arguments;
//! - `main.c` calls every `fN` and `call_fN(cb_fN)` and prints each result widened to 64 bits,
//!   so a narrow result left unextended shows.
//!
//! Argument values are drawn from each type's edges. The same seed gives the same files, so a
//! failure reproduces. `TCC_RS_ABI_SEED=N cargo test --test abi generated` explores another
//! seed (decimal or 0x-hex).

use std::fmt::Write;

/// How many signatures the case has.
const FUNCTIONS: usize = 48;
/// The most parameters a signature has: enough to fill both register files and spill.
const MAX_PARAMS: usize = 22;
const SEED: u64 = 0x7cc_4a5b_1c2d_3e4f;

/// A parameter or return type of a generated signature.
#[derive(Clone, Copy, PartialEq)]
enum Scalar {
    SChar,
    UChar,
    Short,
    UShort,
    Int,
    UInt,
    Long,
    ULong,
    LongLong,
    Bool,
    Float,
    Double,
    /// `long *`, pointing at one of `main.c`'s or `lib.c`'s globals.
    LongPtr,
}

const SCALARS: [Scalar; 13] = [
    Scalar::SChar,
    Scalar::UChar,
    Scalar::Short,
    Scalar::UShort,
    Scalar::Int,
    Scalar::UInt,
    Scalar::Long,
    Scalar::ULong,
    Scalar::LongLong,
    Scalar::Bool,
    Scalar::Float,
    Scalar::Double,
    Scalar::LongPtr,
];

impl Scalar {
    fn c_type(self) -> &'static str {
        match self {
            Scalar::SChar => "signed char",
            Scalar::UChar => "unsigned char",
            Scalar::Short => "short",
            Scalar::UShort => "unsigned short",
            Scalar::Int => "int",
            Scalar::UInt => "unsigned",
            Scalar::Long => "long",
            Scalar::ULong => "unsigned long",
            Scalar::LongLong => "long long",
            Scalar::Bool => "_Bool",
            Scalar::Float => "float",
            Scalar::Double => "double",
            Scalar::LongPtr => "long *",
        }
    }

    /// C literals at and near the type's edges. Floating values stay within +-1e6 so that
    /// converting them to `long` is defined.
    fn edge_values(self) -> &'static [&'static str] {
        match self {
            Scalar::SChar => &["-128", "-1", "0", "1", "127"],
            Scalar::UChar => &["0", "1", "127", "128", "255"],
            Scalar::Short => &["-32768", "-1", "0", "255", "32767"],
            Scalar::UShort => &["0", "255", "32768", "65535"],
            Scalar::Int => &["-2147483647 - 1", "-1", "0", "65536", "2147483647"],
            Scalar::UInt => &["0u", "1u", "2147483648u", "4294967295u"],
            Scalar::Long => &[
                "-9223372036854775807L - 1",
                "-1L",
                "0x123456789L",
                "9223372036854775807L",
            ],
            Scalar::ULong => &[
                "0UL",
                "18446744073709551615UL",
                "0x8000000000000000UL",
                "4294967296UL",
            ],
            Scalar::LongLong => &["-9223372036854775807LL - 1", "-1LL", "0x7fffffff00000000LL"],
            Scalar::Bool => &["0", "1"],
            Scalar::Float => &["0.5f", "-1.25f", "1e-3f", "340000.5f", "-0.0f"],
            Scalar::Double => &["0.1", "-2.5", "1e5", "-123456.75", "1e-300"],
            Scalar::LongPtr => &["&longs[0]", "&longs[1]", "&longs[2]"],
        }
    }

    /// The `printf` conversion that prints a value of this type exactly, after the default
    /// argument promotions.
    fn format(self) -> &'static str {
        match self {
            Scalar::SChar | Scalar::Short | Scalar::Int | Scalar::Bool => "%d",
            Scalar::UChar | Scalar::UShort | Scalar::UInt => "%u",
            Scalar::Long => "%ld",
            Scalar::ULong => "%lu",
            Scalar::LongLong => "%lld",
            Scalar::Float => "%.9g",
            Scalar::Double => "%.17g",
            Scalar::LongPtr => "%ld",
        }
    }

    /// The expression that prints parameter `name` with `format()`.
    fn printed(self, name: &str) -> String {
        match self {
            Scalar::LongPtr => format!("*{name}"),
            _ => name.to_string(),
        }
    }

    fn is_float(self) -> bool {
        matches!(self, Scalar::Float | Scalar::Double)
    }

    fn is_signed_int(self) -> bool {
        matches!(
            self,
            Scalar::SChar | Scalar::Short | Scalar::Int | Scalar::Long | Scalar::LongLong
        )
    }
}

/// xorshift64*: a tiny generator whose sequence is fixed by its seed on every platform.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }
}

struct Signature {
    ret: Scalar,
    params: Vec<Scalar>,
}

impl Signature {
    fn random(rng: &mut Rng) -> Signature {
        let count = rng.below(MAX_PARAMS + 1);
        let returns: Vec<Scalar> = SCALARS
            .iter()
            .copied()
            .filter(|&s| s != Scalar::LongPtr)
            .collect();
        Signature {
            ret: rng.pick(&returns),
            params: (0..count).map(|_| rng.pick(&SCALARS)).collect(),
        }
    }

    /// `R name(P0 p0, P1 p1, ...)`.
    fn declaration(&self, name: &str) -> String {
        let params: Vec<String> = self
            .params
            .iter()
            .enumerate()
            .map(|(i, p)| format!("{} p{i}", p.c_type()))
            .collect();
        let params = if params.is_empty() {
            "void".to_string()
        } else {
            params.join(", ")
        };
        format!("{} {name}({params})", self.ret.c_type())
    }

    /// The type `R (*)(P0, P1, ...)` with `name` in place of the declarator.
    fn pointer(&self, name: &str) -> String {
        let params: Vec<&str> = self.params.iter().map(|p| p.c_type()).collect();
        let params = if params.is_empty() {
            "void".to_string()
        } else {
            params.join(", ")
        };
        format!("{} (*{name})({params})", self.ret.c_type())
    }

    /// A body that prints every parameter and returns a value made from all of them.
    fn body(&self, name: &str) -> String {
        let mut out = String::new();
        let formats: Vec<&str> = self.params.iter().map(|p| p.format()).collect();
        let printed: Vec<String> = (0..self.params.len())
            .map(|i| self.params[i].printed(&format!("p{i}")))
            .collect();
        let mut args = String::new();
        for p in &printed {
            write!(args, ", {p}").unwrap();
        }
        writeln!(
            out,
            "  printf(\"{name}(%s):{}\\n\", side{args});",
            formats.iter().map(|f| format!(" {f}")).collect::<String>()
        )
        .unwrap();
        writeln!(
            out,
            "  return ({}){};",
            self.ret.c_type(),
            self.combination()
        )
        .unwrap();
        out
    }

    /// Every parameter folded into one value of the return type's kind: integers in wrapping
    /// `unsigned long` arithmetic, floating values through `double`.
    fn combination(&self) -> String {
        if self.params.is_empty() {
            return "42".to_string();
        }
        let terms: Vec<String> = self
            .params
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let value = p.printed(&format!("p{i}"));
                if self.ret.is_float() {
                    format!("(double){value} * {}", i + 1)
                } else if p.is_float() {
                    format!("(unsigned long)(long){value} * {}UL", 2 * i + 1)
                } else {
                    format!("(unsigned long){value} * {}UL", 2 * i + 1)
                }
            })
            .collect();
        format!("({})", terms.join(" + "))
    }

    /// Arguments for one call, drawn from each parameter type's edges.
    fn arguments(&self, rng: &mut Rng) -> String {
        let args: Vec<&str> = self
            .params
            .iter()
            .map(|p| rng.pick(p.edge_values()))
            .collect();
        args.join(", ")
    }

    /// `printf` of a call's result, widened to 64 bits (or double) before printing.
    fn print_result(&self, label: &str, call: &str) -> String {
        let (format, widened) = if self.ret.is_float() {
            ("%.17g", format!("(double){call}"))
        } else if self.ret.is_signed_int() {
            ("%lld", format!("(long long){call}"))
        } else {
            ("%llu", format!("(unsigned long long){call}"))
        };
        format!("  printf(\"{label} = {format}\\n\", {widened});\n")
    }
}

/// `SEED`, unless `TCC_RS_ABI_SEED` names another (xorshift needs a nonzero state).
fn seed() -> u64 {
    let Ok(text) = std::env::var("TCC_RS_ABI_SEED") else {
        return SEED;
    };
    let parsed = match text.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16),
        None => text.parse(),
    };
    match parsed {
        Ok(seed) if seed != 0 => seed,
        _ => {
            eprintln!("abi: TCC_RS_ABI_SEED={text:?} is not a nonzero number; using the default");
            SEED
        }
    }
}

/// The generated `main.c` and `lib.c`.
pub struct Sources {
    pub main: String,
    pub lib: String,
}

pub fn sources() -> Sources {
    let mut rng = Rng(seed());
    let signatures: Vec<Signature> = (0..FUNCTIONS)
        .map(|_| Signature::random(&mut rng))
        .collect();
    let mut lib = String::from(
        "/* Generated by tests/abi/generate.rs: random signatures called both ways. */\n\
         int printf(const char *fmt, ...);\n\
         static const char *side = \"lib\";\n\
         long longs[3] = {-5, 0x123456789abcL, 7};\n\n",
    );
    let mut main = String::from(
        "/* Generated by tests/abi/generate.rs: random signatures called both ways. */\n\
         int printf(const char *fmt, ...);\n\
         static const char *side = \"main\";\n\
         extern long longs[3];\n\n",
    );
    for (n, sig) in signatures.iter().enumerate() {
        let (f, cb, call) = (format!("f{n}"), format!("cb_{n}"), format!("call_f{n}"));
        let caller = format!("{} {call}({})", sig.ret.c_type(), sig.pointer("fp"));
        writeln!(lib, "{} {{\n{}}}\n", sig.declaration(&f), sig.body(&f)).unwrap();
        writeln!(
            lib,
            "{caller} {{\n  return fp({});\n}}\n",
            sig.arguments(&mut rng)
        )
        .unwrap();
        writeln!(main, "{};\n{caller};", sig.declaration(&f)).unwrap();
        writeln!(
            main,
            "static {} {{\n{}}}\n",
            sig.declaration(&cb),
            sig.body(&cb)
        )
        .unwrap();
    }
    main.push_str("int main(void) {\n");
    for (n, sig) in signatures.iter().enumerate() {
        let call = format!("f{n}({})", sig.arguments(&mut rng));
        main.push_str(&sig.print_result(&format!("f{n}"), &call));
        main.push_str(&sig.print_result(&format!("call_f{n}"), &format!("call_f{n}(cb_{n})")));
    }
    main.push_str("  return 0;\n}\n");
    Sources { main, lib }
}

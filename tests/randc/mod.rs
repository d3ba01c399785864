//! A seeded generator of random C programs for differential testing (`tests/differential.rs`),
//! aimed at what csmith does not write: floating point, `switch` with fall-through, `goto`
//! forwards, backwards and into loop bodies (irreducible control flow), struct copies and
//! structs passed and returned by value, calls through function pointers, many variables live
//! across nested loops, variables whose address is taken, and unreachable blocks.
//!
//! Every program is free of undefined behaviour by construction, so gcc is a valid oracle:
//! integer arithmetic is done in unsigned types (signed values come from conversions, which gcc
//! defines as modular), shift counts are masked, divisions are guarded against zero and
//! `INT_MIN / -1`, every double stored is clamped to a range where converting it to `int` is
//! defined, loops have dedicated counters the body never writes, backward jumps have a bounded
//! budget, and a function only calls functions defined before it (calls inside loops only reach
//! the leaf functions), so every program terminates quickly. All locals are declared, and
//! initialised, at the top of their function, so no jump skips an initialisation.
//!
//! The same seed always gives the same program (`program(seed)`).

use std::fmt::Write;

mod rng;
pub use rng::Rng;

/// The generator's own draws, on top of the shared stream.
impl Rng {
    /// True with probability `percent`/100.
    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// The scalar types of the generated variables.
#[derive(Clone, Copy, PartialEq)]
enum Ty {
    U8,
    I16,
    U32,
    I32,
    U64,
    I64,
    F32,
    F64,
}

const TYPES: [Ty; 8] = [
    Ty::U8,
    Ty::I16,
    Ty::U32,
    Ty::I32,
    Ty::U64,
    Ty::I64,
    Ty::F32,
    Ty::F64,
];

impl Ty {
    fn c(self) -> &'static str {
        match self {
            Ty::U8 => "unsigned char",
            Ty::I16 => "short",
            Ty::U32 => "unsigned",
            Ty::I32 => "int",
            Ty::U64 => "unsigned long long",
            Ty::I64 => "long long",
            Ty::F32 => "float",
            Ty::F64 => "double",
        }
    }

    fn is_float(self) -> bool {
        matches!(self, Ty::F32 | Ty::F64)
    }
}

/// The fixed part of every program: the struct types, helpers and the hash.
const PRELUDE: &str = r#"#include <stdio.h>

struct S { unsigned a; int b; double d; unsigned char c[3]; short s; };
struct T { struct S s; unsigned long long w[3]; float f; };
typedef unsigned long long (*fn_t)(unsigned, long long, double, struct S);

static unsigned long long hash = 1469598103934665603ULL;

static void mix(unsigned long long v) { hash = (hash ^ v) * 1099511628211ULL; }

/* Keeps every stored double finite and small enough to convert to int. */
static double clampd(double x) { return (x > -1e9 && x < 1e9) ? x : 1.5; }

static struct S make_s(unsigned a, double d) {
    struct S s = { a, (int)(a >> 3), d, { (unsigned char)a, 7, 9 }, (short)a };
    return s;
}

static unsigned long long sum_s(struct S s) {
    return s.a + (unsigned)s.b + (unsigned)(int)s.d + s.c[0] + s.c[1] + s.c[2] + (unsigned)s.s;
}
"#;

/// f0 and f1 call nothing; they are the only functions called inside loops.
const LEAVES: usize = 2;

/// Everything a function body may refer to.
struct Scope {
    /// (name, type) of the scalars readable and writable here.
    vars: Vec<(String, Ty)>,
    /// Locals of type `struct S` and `struct T`.
    structs: Vec<String>,
    tstructs: Vec<String>,
    /// Local arrays `unsigned NAME[8]`.
    arrays: Vec<String>,
    /// How many functions before this one may be called (f0 .. f{callable-1}).
    callable: usize,
    /// How many of those are leaves (call nothing), the only ones callable inside loops.
    leaves: usize,
}

struct Gen {
    rng: Rng,
    out: String,
    /// Unique numbers for labels and loop counters.
    next_id: usize,
    /// Loop counters and goto budgets to declare at the top of the current function.
    counters: Vec<String>,
    /// Current loop depth and statement nesting depth.
    loops: usize,
    depth: usize,
}

/// The C program for `seed`.
pub fn program(seed: u64) -> String {
    let mut g = Gen {
        rng: Rng::new(seed),
        out: String::new(),
        next_id: 0,
        counters: Vec::new(),
        loops: 0,
        depth: 0,
    };
    g.program();
    g.out
}

impl Gen {
    fn id(&mut self) -> usize {
        self.next_id += 1;
        self.next_id
    }

    fn program(&mut self) {
        let mut text = String::from(PRELUDE);
        let globals = self.globals(&mut text);
        let functions = 3 + self.rng.below(4);
        // Prototypes first: the table of every function comes before their bodies.
        for f in 0..functions {
            let _ = writeln!(
                text,
                "static unsigned long long f{f}(unsigned, long long, double, struct S);"
            );
        }
        text.push_str(&self.table(functions));
        for f in 0..functions {
            let body = self.function(f, globals.clone());
            text.push_str(&body);
        }
        text.push_str(&self.main(&globals, functions));
        self.out = text;
    }

    /// Declares the global scalars (with initial values); returns them.
    fn globals(&mut self, text: &mut String) -> Vec<(String, Ty)> {
        let mut vars = Vec::new();
        for i in 0..4 + self.rng.below(6) {
            let ty = *self.rng.pick(&TYPES);
            let name = format!("g{i}");
            let init = self.constant(ty);
            let _ = writeln!(text, "static {} {name} = {init};", ty.c());
            vars.push((name, ty));
        }
        let _ = writeln!(
            text,
            "static struct S gs = {{ 3u, -4, 2.5, {{ 1, 2, 3 }}, -5 }};"
        );
        text.push('\n');
        vars
    }

    fn constant(&mut self, ty: Ty) -> String {
        match ty {
            Ty::F32 | Ty::F64 => {
                let v = *self.rng.pick(&[
                    "0.0", "1.0", "-2.5", "0.1", "3.75", "1e6", "-1e-3", "123.456",
                ]);
                v.into()
            }
            Ty::U64 | Ty::I64 => {
                let v = *self.rng.pick(&[
                    "0",
                    "1",
                    "255",
                    "0xffffffffffffffffULL",
                    "0x8000000000000000ULL",
                    "4294967296ULL",
                    "12345678901ULL",
                    "7",
                ]);
                format!("({}){v}", ty.c())
            }
            _ => {
                let v = *self.rng.pick(&[
                    "0",
                    "1",
                    "2",
                    "255",
                    "0xffffffffu",
                    "0x80000000u",
                    "65535",
                    "40000",
                    "3",
                ]);
                format!("({}){v}", ty.c())
            }
        }
    }

    /// `static unsigned long long fN(unsigned a, long long b, double c, struct S s)`.
    fn function(&mut self, index: usize, globals: Vec<(String, Ty)>) -> String {
        self.counters.clear();
        self.loops = 0;
        self.depth = 0;
        let mut vars = globals;
        vars.push(("pa".into(), Ty::U32));
        vars.push(("pb".into(), Ty::I64));
        vars.push(("pc".into(), Ty::F64));
        let mut decls = String::new();
        // Many locals: with deep loops they are all live at once.
        let many = self.rng.chance(30);
        let locals = 4 + self.rng.below(if many { 24 } else { 8 });
        for i in 0..locals {
            let ty = *self.rng.pick(&TYPES);
            let name = format!("v{i}");
            let init = self.constant(ty);
            let _ = writeln!(decls, "    {} {name} = {init};", ty.c());
            vars.push((name, ty));
        }
        let _ = writeln!(decls, "    struct S s0 = ps, s1 = gs;");
        let _ = writeln!(
            decls,
            "    struct T t0 = {{ {{ 0 }} }}, t1 = {{ ps, {{ 1, 2, 3 }}, 0.5f }};"
        );
        let _ = writeln!(decls, "    unsigned arr[8] = {{ 1, 2, 3, 4, 5, 6, 7, 8 }};");
        let scope = Scope {
            vars,
            structs: vec!["s0".into(), "s1".into(), "ps".into()],
            tstructs: vec!["t0".into(), "t1".into()],
            arrays: vec!["arr".into()],
            callable: if index < LEAVES { 0 } else { index },
            leaves: LEAVES,
        };
        // A pointer to one of the unsigned locals, when there is one.
        let pointee = scope
            .vars
            .iter()
            .find(|(n, t)| *t == Ty::U32 && n.starts_with('v'))
            .map(|(n, _)| n.clone());
        let mut body = String::new();
        let statements = 3 + self.rng.below(6);
        for _ in 0..statements {
            body.push_str(&self.statement(&scope, 1, pointee.as_deref()));
        }
        let mut text = format!(
            "static unsigned long long f{index}(unsigned pa, long long pb, double pc, struct S ps) {{\n"
        );
        text.push_str(&decls);
        if let Some(p) = &pointee {
            let _ = writeln!(text, "    unsigned *ptr = &{p};");
        }
        for c in &self.counters {
            let _ = writeln!(text, "    unsigned {c} = 0;");
        }
        text.push_str(&body);
        // Everything the function computed flows into the hash and the result.
        for (name, ty) in scope.vars.iter().filter(|(n, _)| n.starts_with('v')) {
            let _ = writeln!(text, "    mix({});", as_u64(name, *ty));
        }
        let _ = writeln!(
            text,
            "    mix(sum_s(s0) + sum_s(s1) + sum_s(t1.s) + t0.w[0] + t1.w[2]);"
        );
        let _ = writeln!(text, "    mix(arr[0] + arr[3] + arr[7]);");
        let ret = self.int_expr(&scope, 2, Ty::U64);
        let _ = writeln!(text, "    return {ret};\n}}\n");
        text
    }

    /// The table of every function, for calls through pointers.
    fn table(&mut self, functions: usize) -> String {
        let names: Vec<String> = (0..functions).map(|f| format!("f{f}")).collect();
        format!(
            "static fn_t table[{functions}] = {{ {} }};\n\n",
            names.join(", ")
        )
    }

    fn main(&mut self, globals: &[(String, Ty)], functions: usize) -> String {
        let mut text = String::from("int main(void) {\n");
        for f in 0..functions {
            let a = self.rng.next() as u32;
            let b = self.rng.next() as i32;
            let _ = writeln!(
                text,
                "    mix(f{f}({a}u, {b}LL, {}.25, make_s({a}u >> 4, -1.5)));",
                self.rng.below(100)
            );
        }
        for (name, ty) in globals {
            let (format, value) = match ty {
                Ty::F32 | Ty::F64 => ("%.17g", format!("(double){name}")),
                Ty::U64 => ("%llu", name.clone()),
                Ty::I64 => ("%lld", name.clone()),
                Ty::U32 => ("%u", name.clone()),
                _ => ("%d", format!("(int){name}")),
            };
            let _ = writeln!(text, "    printf(\"{name} = {format}\\n\", {value});");
        }
        text.push_str("    printf(\"gs = %u %d %.17g %d\\n\", gs.a, gs.b, gs.d, gs.s);\n");
        text.push_str("    printf(\"hash = %llu\\n\", hash);\n");
        text.push_str("    return (int)(hash % 101u);\n}\n");
        text
    }

    /// One statement at `indent` levels.
    fn statement(&mut self, scope: &Scope, indent: usize, pointee: Option<&str>) -> String {
        let pad = "    ".repeat(indent);
        self.depth += 1;
        let deep = self.depth > 3;
        let choice = if deep {
            self.rng.below(5)
        } else {
            self.rng.below(16)
        };
        let text = match choice {
            0 | 1 => self.assignment(scope, &pad),
            2 => self.struct_statement(scope, &pad),
            3 => match pointee {
                Some(_) => {
                    let e = self.int_expr(scope, 2, Ty::U32);
                    format!("{pad}*ptr = *ptr * 3u + ({e});\n")
                }
                None => self.assignment(scope, &pad),
            },
            4 => self.call(scope, &pad),
            5 | 6 => self.if_else(scope, indent, pointee),
            7 | 8 => self.for_loop(scope, indent, pointee),
            9 => self.switch(scope, indent, pointee),
            10 => self.forward_goto(scope, indent, pointee),
            11 => self.backward_goto(scope, indent, pointee),
            12 => self.goto_into_loop(scope, indent, pointee),
            13 => self.unreachable(scope, indent, pointee),
            14 => self.while_loop(scope, indent, pointee),
            _ => self.array_statement(scope, &pad),
        };
        self.depth -= 1;
        text
    }

    fn block(&mut self, scope: &Scope, indent: usize, pointee: Option<&str>) -> String {
        let mut text = String::new();
        for _ in 0..1 + self.rng.below(3) {
            text.push_str(&self.statement(scope, indent, pointee));
        }
        text
    }

    fn assignment(&mut self, scope: &Scope, pad: &str) -> String {
        let (name, ty) = self.rng.pick(&scope.vars).clone();
        let value = self.value_of(scope, ty);
        let op = match ty.is_float() || self.rng.chance(60) {
            true => "=",
            false => *self.rng.pick(&["+=", "-=", "^=", "|=", "&="]),
        };
        if op != "=" && matches!(ty, Ty::I32 | Ty::I64 | Ty::I16 | Ty::U8) {
            // Compound assignment on a signed type could overflow: go through unsigned.
            let u = if ty == Ty::I64 { Ty::U64 } else { Ty::U32 };
            let e = self.int_expr(scope, 3, u);
            let bin = &op[..1];
            return format!(
                "{pad}{name} = ({})(({}){name} {bin} ({e}));\n",
                ty.c(),
                u.c()
            );
        }
        format!("{pad}{name} {op} {value};\n")
    }

    /// An expression to store into a variable of type `ty`.
    fn value_of(&mut self, scope: &Scope, ty: Ty) -> String {
        match ty {
            Ty::F32 | Ty::F64 => {
                let e = self.float_expr(scope, 3);
                format!("({})clampd({e})", ty.c())
            }
            Ty::U64 | Ty::I64 => {
                let e = self.int_expr(scope, 3, Ty::U64);
                format!("({})({e})", ty.c())
            }
            _ => {
                let e = self.int_expr(scope, 3, Ty::U32);
                format!("({})({e})", ty.c())
            }
        }
    }

    /// An integer expression of unsigned type `ty` (U32 or U64), `depth` levels deep at most.
    fn int_expr(&mut self, scope: &Scope, depth: usize, ty: Ty) -> String {
        let bits = if ty == Ty::U64 { 63 } else { 31 };
        let signed = if ty == Ty::U64 { "long long" } else { "int" };
        if depth == 0 || self.rng.chance(25) {
            return self.int_leaf(scope, ty);
        }
        let a = self.int_expr(scope, depth - 1, ty);
        let b = self.int_expr(scope, depth - 1, ty);
        let t = ty.c();
        match self.rng.below(14) {
            0 => format!("({a} + {b})"),
            1 => format!("({a} - {b})"),
            2 => format!("({a} * {b})"),
            3 => format!("({a} & {b})"),
            4 => format!("({a} | {b})"),
            5 => format!("({a} ^ {b})"),
            6 => format!("({a} << (({b}) & {bits}))"),
            7 => format!("({a} >> (({b}) & {bits}))"),
            8 => format!("(({b}) ? ({a}) / ({b}) : ({a}))"),
            9 => format!("(({b}) ? ({a}) % ({b}) : ~({a}))"),
            // Signed division, guarded against zero and the one overflowing quotient.
            10 => format!(
                "((({signed})({b}) != 0 && !(({signed})({a}) == ({signed})(({t})1 << {bits}) && ({signed})({b}) == -1)) ? ({t})(({signed})({a}) / ({signed})({b})) : ({t})({a}))"
            ),
            // Arithmetic right shift of a signed value (gcc: sign-extending).
            11 => format!("({t})(({signed})({a}) >> (({b}) & {bits}))"),
            12 => {
                let c = self.condition(scope, depth - 1);
                format!("(({c}) ? ({a}) : ({b}))")
            }
            _ => {
                let c = self.condition(scope, depth - 1);
                format!("({t})({c})")
            }
        }
    }

    /// A leaf of an integer expression, converted to `ty`.
    fn int_leaf(&mut self, scope: &Scope, ty: Ty) -> String {
        let t = ty.c();
        match self.rng.below(10) {
            0 => format!("({t}){}", self.rng.next() % 1000),
            1 => format!("({t}){}u", self.rng.next() as u32),
            2 => {
                let s = self.rng.pick(&scope.structs).clone();
                let field = *self.rng.pick(&["a", "b", "c[0]", "c[2]", "s"]);
                format!("({t}){s}.{field}")
            }
            3 => {
                let a = self.rng.pick(&scope.arrays).clone();
                format!("({t}){a}[{} & 7u]", self.rng.below(64))
            }
            _ => {
                let (name, vty) = self.rng.pick(&scope.vars).clone();
                match vty.is_float() {
                    // Stored doubles are clamped, so the conversion to int is defined.
                    true => format!("({t})(int){name}"),
                    false => format!("({t}){name}"),
                }
            }
        }
    }

    /// A comparison or logical combination, of type int.
    fn condition(&mut self, scope: &Scope, depth: usize) -> String {
        match self.rng.below(6) {
            0 => {
                let a = self.float_expr(scope, depth.min(2));
                let b = self.float_expr(scope, depth.min(2));
                let op = *self.rng.pick(&["<", "<=", ">", ">=", "==", "!="]);
                format!("({a} {op} {b})")
            }
            1 => {
                let a = self.condition(scope, depth.saturating_sub(1));
                let b = self.condition(scope, depth.saturating_sub(1));
                let op = *self.rng.pick(&["&&", "||"]);
                format!("({a} {op} {b})")
            }
            2 => {
                // A signed comparison.
                let a = self.int_expr(scope, depth.min(2), Ty::U32);
                let b = self.int_expr(scope, depth.min(2), Ty::U32);
                let op = *self.rng.pick(&["<", "<=", ">", ">="]);
                format!("((int)({a}) {op} (int)({b}))")
            }
            3 => {
                let a = self.int_expr(scope, depth.min(2), Ty::U64);
                format!("!({a})")
            }
            _ => {
                let ty = *self.rng.pick(&[Ty::U32, Ty::U64]);
                let a = self.int_expr(scope, depth.min(2), ty);
                let b = self.int_expr(scope, depth.min(2), ty);
                let op = *self.rng.pick(&["<", "<=", ">", ">=", "==", "!="]);
                format!("({a} {op} {b})")
            }
        }
    }

    /// A double expression. Intermediate infinities and NaNs are allowed (they are well
    /// defined and both compilers use the same IEEE arithmetic); stores go through `clampd`.
    fn float_expr(&mut self, scope: &Scope, depth: usize) -> String {
        if depth == 0 || self.rng.chance(25) {
            return self.float_leaf(scope);
        }
        let a = self.float_expr(scope, depth - 1);
        let b = self.float_expr(scope, depth - 1);
        match self.rng.below(7) {
            0 => format!("({a} + {b})"),
            1 => format!("({a} - {b})"),
            2 => format!("({a} * {b})"),
            3 => format!("({a} / (1.0 + ({b}) * ({b})))"),
            4 => format!("(-({a}))"),
            5 => format!("(double)(float)clampd({a})"),
            _ => {
                let c = self.condition(scope, depth - 1);
                format!("(({c}) ? {a} : {b})")
            }
        }
    }

    fn float_leaf(&mut self, scope: &Scope) -> String {
        match self.rng.below(8) {
            0 => (*self
                .rng
                .pick(&["0.5", "-1.25", "3.0", "1e-5", "1e5", "0.1f", "2.0f"]))
            .into(),
            1 => {
                let e = self.int_leaf(scope, Ty::U32);
                format!("(double){e}")
            }
            2 => {
                let e = self.int_leaf(scope, Ty::U64);
                format!("(double)(long long){e}")
            }
            3 => {
                let s = self.rng.pick(&scope.structs).clone();
                format!("{s}.d")
            }
            4 => {
                let t = self.rng.pick(&scope.tstructs).clone();
                format!("{t}.f")
            }
            _ => {
                let floats: Vec<&(String, Ty)> =
                    scope.vars.iter().filter(|(_, t)| t.is_float()).collect();
                match floats.is_empty() {
                    true => "pc".into(),
                    false => self.rng.pick(&floats).0.clone(),
                }
            }
        }
    }

    fn struct_statement(&mut self, scope: &Scope, pad: &str) -> String {
        let s = self.rng.pick(&scope.structs).clone();
        let other = self.rng.pick(&scope.structs).clone();
        let t = self.rng.pick(&scope.tstructs).clone();
        let u = self.rng.pick(&scope.tstructs).clone();
        match self.rng.below(8) {
            0 => format!("{pad}{s} = {other};\n"),
            1 => format!("{pad}{t} = {u};\n"),
            2 => format!("{pad}{t}.s = {s};\n"),
            3 => format!("{pad}{s} = {t}.s;\n"),
            4 => {
                let a = self.int_expr(scope, 2, Ty::U32);
                let d = self.float_expr(scope, 2);
                format!("{pad}{s} = make_s({a}, clampd({d}));\n")
            }
            5 => {
                let i = self.int_expr(scope, 2, Ty::U32);
                let v = self.int_expr(scope, 2, Ty::U64);
                format!("{pad}{t}.w[({i}) % 3u] = {v};\n")
            }
            6 => {
                let d = self.float_expr(scope, 2);
                format!("{pad}{t}.f = (float)clampd({d});\n")
            }
            _ => {
                let field = *self.rng.pick(&["a", "c[1]", "s", "b"]);
                let v = self.int_expr(scope, 2, Ty::U32);
                let ty = match field {
                    "a" => "unsigned",
                    "c[1]" => "unsigned char",
                    "s" => "short",
                    _ => "int",
                };
                format!("{pad}{s}.{field} = ({ty})({v});\n")
            }
        }
    }

    fn array_statement(&mut self, scope: &Scope, pad: &str) -> String {
        let a = self.rng.pick(&scope.arrays).clone();
        let i = self.int_expr(scope, 2, Ty::U32);
        let v = self.int_expr(scope, 2, Ty::U32);
        format!("{pad}{a}[({i}) & 7u] += {v};\n")
    }

    /// A call to an earlier function, directly or through the table; inside loops only
    /// leaves are called, so the work stays bounded.
    fn call(&mut self, scope: &Scope, pad: &str) -> String {
        let limit = match self.loops {
            0 => scope.callable,
            _ => scope.leaves.min(scope.callable),
        };
        if limit == 0 {
            return self.assignment(scope, pad);
        }
        let (name, ty) = self.rng.pick(&scope.vars).clone();
        let a = self.int_expr(scope, 2, Ty::U32);
        let b = self.int_expr(scope, 2, Ty::U64);
        let c = self.float_expr(scope, 1);
        let s = self.rng.pick(&scope.structs).clone();
        let callee = match self.rng.chance(40) {
            true => {
                let i = self.int_expr(scope, 1, Ty::U32);
                format!("table[({i}) % {limit}u]")
            }
            false => format!("f{}", self.rng.below(limit)),
        };
        let call = format!("{callee}({a}, (long long)({b}), clampd({c}), {s})");
        match ty.is_float() {
            true => format!("{pad}{name} = ({})(int)({call} & 0xffffu);\n", ty.c()),
            false => format!("{pad}{name} = ({})({call});\n", ty.c()),
        }
    }

    fn if_else(&mut self, scope: &Scope, indent: usize, pointee: Option<&str>) -> String {
        let pad = "    ".repeat(indent);
        let c = self.condition(scope, 2);
        let then = self.block(scope, indent + 1, pointee);
        let mut text = format!("{pad}if ({c}) {{\n{then}{pad}}}");
        if self.rng.chance(50) {
            let other = self.block(scope, indent + 1, pointee);
            let _ = write!(text, " else {{\n{other}{pad}}}");
        }
        text.push('\n');
        text
    }

    /// A new loop counter, declared at the top of the function.
    fn counter(&mut self, prefix: &str) -> String {
        let name = format!("{prefix}{}", self.id());
        self.counters.push(name.clone());
        name
    }

    fn loop_bound(&mut self) -> usize {
        // Nested loops multiply: keep the inner ones short.
        match self.loops {
            0 => 1 + self.rng.below(8),
            1 => 1 + self.rng.below(6),
            _ => 1 + self.rng.below(3),
        }
    }

    fn for_loop(&mut self, scope: &Scope, indent: usize, pointee: Option<&str>) -> String {
        let pad = "    ".repeat(indent);
        let k = self.counter("k");
        let n = self.loop_bound();
        self.loops += 1;
        let mut body = self.block(scope, indent + 1, pointee);
        if self.rng.chance(30) {
            let c = self.condition(scope, 1);
            let jump = *self.rng.pick(&["break", "continue"]);
            body.push_str(&format!("{pad}    if ({c}) {jump};\n"));
            body.push_str(&self.statement(scope, indent + 1, pointee));
        }
        self.loops -= 1;
        format!("{pad}for ({k} = 0; {k} < {n}u; {k}++) {{\n{body}{pad}}}\n")
    }

    fn while_loop(&mut self, scope: &Scope, indent: usize, pointee: Option<&str>) -> String {
        let pad = "    ".repeat(indent);
        let k = self.counter("w");
        let n = self.loop_bound();
        self.loops += 1;
        let body = self.block(scope, indent + 1, pointee);
        self.loops -= 1;
        match self.rng.chance(50) {
            true => format!("{pad}{k} = 0;\n{pad}while ({k}++ < {n}u) {{\n{body}{pad}}}\n"),
            false => format!("{pad}{k} = 0;\n{pad}do {{\n{body}{pad}}} while (++{k} < {n}u);\n"),
        }
    }

    fn switch(&mut self, scope: &Scope, indent: usize, pointee: Option<&str>) -> String {
        let pad = "    ".repeat(indent);
        let signed = self.rng.chance(40);
        let e = self.int_expr(scope, 2, Ty::U32);
        let head = match signed {
            true => format!("(int)({e}) % 7"),
            false => format!("({e}) % 9u"),
        };
        let mut text = format!("{pad}switch ({head}) {{\n");
        let mut values: Vec<i64> = match signed {
            true => (-6..=6).collect(),
            false => (0..9).collect(),
        };
        let cases = 1 + self.rng.below(5);
        for _ in 0..cases {
            if values.is_empty() {
                break;
            }
            let v = values.remove(self.rng.below(values.len()));
            let _ = writeln!(text, "{pad}case {v}:");
            text.push_str(&self.block(scope, indent + 1, pointee));
            if self.rng.chance(70) {
                let _ = writeln!(text, "{pad}    break;");
            }
        }
        if self.rng.chance(60) {
            let _ = writeln!(text, "{pad}default:");
            text.push_str(&self.block(scope, indent + 1, pointee));
        }
        let _ = writeln!(text, "{pad}}}");
        text
    }

    fn forward_goto(&mut self, scope: &Scope, indent: usize, pointee: Option<&str>) -> String {
        let pad = "    ".repeat(indent);
        let label = format!("skip{}", self.id());
        let c = self.condition(scope, 2);
        let body = self.block(scope, indent, pointee);
        format!("{pad}if ({c}) goto {label};\n{body}{pad}{label}:;\n")
    }

    /// A loop made of a backward `goto` with a budget counter.
    fn backward_goto(&mut self, scope: &Scope, indent: usize, pointee: Option<&str>) -> String {
        let pad = "    ".repeat(indent);
        let label = format!("again{}", self.id());
        let budget = self.counter("b");
        let n = self.loop_bound();
        self.loops += 1;
        let body = self.block(scope, indent, pointee);
        self.loops -= 1;
        let c = self.condition(scope, 1);
        format!(
            "{pad}{budget} = 0;\n{pad}{label}:\n{body}{pad}if (({c}) || {budget} < 2u) {{ if ({budget}++ < {n}u) goto {label}; }}\n"
        )
    }

    /// A jump into the middle of a loop body: a loop with two entries, irreducible control
    /// flow that mem2reg must place phis for correctly.
    fn goto_into_loop(&mut self, scope: &Scope, indent: usize, pointee: Option<&str>) -> String {
        let pad = "    ".repeat(indent);
        let label = format!("inside{}", self.id());
        let k = self.counter("j");
        let n = self.loop_bound();
        let c = self.condition(scope, 2);
        self.loops += 1;
        let first = self.block(scope, indent + 1, pointee);
        let second = self.block(scope, indent + 1, pointee);
        self.loops -= 1;
        format!(
            "{pad}{k} = 0;\n{pad}if ({c}) goto {label};\n{pad}while ({k} < {n}u) {{\n{first}{pad}{label}:\n{second}{pad}    {k}++;\n{pad}}}\n"
        )
    }

    /// Code no execution reaches: after an unconditional jump, or under a constant false
    /// condition.
    fn unreachable(&mut self, scope: &Scope, indent: usize, pointee: Option<&str>) -> String {
        let pad = "    ".repeat(indent);
        let dead = self.block(scope, indent + 1, pointee);
        match self.rng.chance(50) {
            true => format!("{pad}if (0) {{\n{dead}{pad}}}\n"),
            false => {
                let label = format!("over{}", self.id());
                format!("{pad}goto {label};\n{pad}{{\n{dead}{pad}}}\n{pad}{label}:;\n")
            }
        }
    }
}

/// A variable's value folded into an unsigned long long for the hash.
fn as_u64(name: &str, ty: Ty) -> String {
    match ty {
        Ty::F32 | Ty::F64 => format!("(unsigned long long)(long long)({name} * 1000.0)"),
        _ => format!("(unsigned long long){name}"),
    }
}

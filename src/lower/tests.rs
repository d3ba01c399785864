//! Tests of lowering: the shape of the memory-form IR for small C functions.
//!
//! A compact dump of the IR (blocks, instruction kinds, terminators) keeps these tests
//! independent of the text printer, which is another stage's business.

use super::*;
use crate::diag::SourceFile;
use crate::front_end::lower_source;
use crate::ir::{InstKind, Terminator, ValueDef};
use crate::Options;
use std::fmt::Write;

fn lower_ok(src: &str) -> ir::Module {
    let file = SourceFile::new("t.c", src);
    match lower_source(&file, &Options::default()) {
        Ok(l) => l.module,
        Err(ds) => panic!(
            "unexpected errors:\n{}",
            ds.iter().map(|d| d.render(&file)).collect::<String>()
        ),
    }
}

fn operand(f: &ir::Function, v: Value) -> String {
    match &f.values[v].def {
        ValueDef::IConst(c) => c.to_string(),
        ValueDef::FConst(b) => f64::from_bits(*b).to_string(),
        ValueDef::Undef => "undef".into(),
        _ => format!("%{}", v.as_u32()),
    }
}

/// One line per instruction: `%N = kind operands`, and the terminator with block names.
pub(crate) fn dump(f: &ir::Function) -> String {
    let mut out = String::new();
    let name = |b: Block| f.block_name(b).to_string();
    for &b in &f.layout {
        let _ = writeln!(out, "{}:", f.block_name(b));
        for &i in f.block_insts(b) {
            let d = &f.insts[i];
            if let Some(r) = d.result {
                let _ = write!(out, "  %{} = ", r.as_u32());
            } else {
                out.push_str("  ");
            }
            let ops: Vec<String> = d.kind.operands().iter().map(|&v| operand(f, v)).collect();
            let head = match &d.kind {
                InstKind::Alloca { size, .. } => format!("alloca {size}"),
                InstKind::Load { ty, .. } => format!("load {ty}"),
                InstKind::Store { ty, .. } => format!("store {ty}"),
                InstKind::Binary { op, ty, .. } => format!("{} {ty}", op.name()),
                InstKind::Unary { op, ty, .. } => format!("{} {ty}", op.name()),
                InstKind::Icmp { cond, ty, .. } => format!("icmp {} {ty}", cond.name()),
                InstKind::Fcmp { cond, ty, .. } => format!("fcmp {} {ty}", cond.name()),
                InstKind::Cast { op, from, to, .. } => format!("{} {from} {to}", op.name()),
                InstKind::Call(call) => match &call.callee {
                    ir::Callee::Direct(n) => format!("call @{n}"),
                    ir::Callee::Indirect(_) => "call".into(),
                },
                InstKind::GlobalAddr { name } => format!("global_addr @{name}"),
                InstKind::FuncAddr { name } => format!("func_addr @{name}"),
                InstKind::PtrOffset { .. } => "ptr_offset".into(),
                InstKind::VaStart { .. } => "va_start".into(),
                InstKind::AtomicLoad { ty, .. } => format!("atomic_load {ty}"),
                InstKind::AtomicStore { ty, .. } => format!("atomic_store {ty}"),
                InstKind::AtomicRmw { op, ty, .. } => format!("atomic_rmw {} {ty}", op.name()),
                InstKind::AtomicCas { ty, .. } => format!("atomic_cas {ty}"),
                InstKind::Fence => "fence".into(),
                InstKind::Prefetch {
                    write, locality, ..
                } => format!("prefetch {} {locality}", u8::from(*write)),
                InstKind::Phi { .. } => "phi".into(),
                InstKind::ExtractLane { ty, lane, .. } => format!("extractlane {ty} {lane}"),
                InstKind::InsertLane { ty, lane, .. } => format!("insertlane {ty} {lane}"),
                InstKind::Splat { ty, .. } => format!("splat {ty}"),
                InstKind::HighBits { ty, .. } => format!("highbits {ty}"),
                InstKind::Fma { ty, .. } => format!("fma {ty}"),
            };
            let _ = writeln!(out, "{head} {}", ops.join(", "));
        }
        let term = match &f.blocks[b].term {
            Some(Terminator::Jump(t)) => format!("jump {}", name(*t)),
            Some(Terminator::Br {
                cond,
                then_dest,
                else_dest,
                hint,
            }) => format!(
                "br {}{}, {}, {}",
                hint.name().map_or(String::new(), |h| format!("{h} ")),
                operand(f, *cond),
                name(*then_dest),
                name(*else_dest)
            ),
            Some(Terminator::Switch {
                value,
                default,
                cases,
            }) => {
                let cases: Vec<String> = cases
                    .iter()
                    .map(|(c, b)| format!("{c} {}", name(*b)))
                    .collect();
                format!(
                    "switch {}, {} [{}]",
                    operand(f, *value),
                    name(*default),
                    cases.join(", ")
                )
            }
            Some(Terminator::Ret(vs)) if vs.is_empty() => "ret".into(),
            Some(Terminator::Ret(vs)) => {
                let ops: Vec<String> = vs.iter().map(|&v| operand(f, v)).collect();
                format!("ret {}", ops.join(", "))
            }
            Some(Terminator::Unreachable) => "unreachable".into(),
            Some(Terminator::Trap) => "trap".into(),
            None => "<no terminator>".into(),
        };
        let _ = writeln!(out, "  {term}");
    }
    out
}

fn function<'m>(m: &'m ir::Module, name: &str) -> &'m ir::Function {
    m.functions.iter().find(|f| f.name == name).unwrap()
}

fn every_block_terminated(f: &ir::Function) -> bool {
    f.layout.iter().all(|&b| f.blocks[b].term.is_some())
}

#[test]
fn parameters_get_an_alloca_and_a_store_in_entry() {
    let m = lower_ok("int id(int x) { return x; }");
    let d = dump(function(&m, "id"));
    assert_eq!(
        d,
        "entry:\n  %1 = alloca 4 \n  store i32 %0, %1\n  %2 = load i32 %1\n  ret %2\n"
    );
}

#[test]
fn if_branches_directly_on_a_comparison() {
    let m = lower_ok("int f(int c) { int x; if (c > 0) x = 1; else x = -1; return x; }");
    let d = dump(function(&m, "f"));
    assert!(d.contains("icmp sgt i32"), "{d}");
    assert!(d.contains("br %"), "{d}");
    assert!(
        d.contains("if.then:") && d.contains("if.else:") && d.contains("if.end:"),
        "{d}"
    );
    assert!(!d.contains("zext"), "a condition needs no zext:\n{d}");
}

#[test]
fn comparison_as_a_value_is_zero_extended() {
    let m = lower_ok("int f(int a, int b) { return a < b; }");
    let d = dump(function(&m, "f"));
    assert!(
        d.contains("icmp slt i32") && d.contains("zext i8 i32"),
        "{d}"
    );
}

#[test]
fn loops_use_clang_block_names() {
    let m = lower_ok(
        "int f(int n) { int s = 0; for (int i = 0; i < n; i++) { if (i == 3) continue; s += i; }
         while (s > 100) s--; do s++; while (s < 5); return s; }",
    );
    let f = function(&m, "f");
    let d = dump(f);
    for b in [
        "for.cond:",
        "for.body:",
        "for.inc:",
        "for.end:",
        "while.cond:",
        "while.body:",
        "while.end:",
        "do.body:",
        "do.cond:",
        "do.end:",
    ] {
        assert!(d.contains(b), "missing {b}:\n{d}");
    }
    assert!(every_block_terminated(f), "{d}");
}

#[test]
fn block_names_stay_unique_when_a_label_takes_a_generated_name() {
    // The label `unreachable1` takes the name the second block after a `return` would get;
    // blocks appear in the layout in the order they are started, a label's block where
    // its statement is, not where the `goto` created it.
    let m = lower_ok(
        "int f(int x) { goto unreachable1; x++; unreachable1: if (x) return 1; x--; return x;
         x++; return 0; }",
    );
    let f = function(&m, "f");
    let names: Vec<&str> = f.layout.iter().map(|&b| f.block_name(b)).collect();
    assert_eq!(
        names,
        [
            "entry",
            "unreachable",
            "unreachable1",
            "if.then",
            "if.end",
            "unreachable2"
        ]
    );
}

#[test]
fn switch_becomes_a_switch_terminator_with_fall_through() {
    let m = lower_ok(
        "int f(int x) { int r = 0; switch (x) { case 1: r = 10; case 2: r += 1; break; default: r = -1; } return r; }",
    );
    let f = function(&m, "f");
    let d = dump(f);
    assert!(
        d.contains("switch %") && d.contains("1 sw.bb") && d.contains("2 sw.bb1"),
        "{d}"
    );
    assert!(d.contains("sw.default") && d.contains("sw.epilog"), "{d}");
    // Fall-through from case 1 into case 2.
    assert!(
        d.contains("sw.bb:\n  store i32 10, %") && d.contains("jump sw.bb1"),
        "{d}"
    );
    assert!(every_block_terminated(f), "{d}");
}

#[test]
fn short_circuit_in_a_condition_branches_without_a_temporary() {
    let m = lower_ok("int f(int a, int b) { if (a && (b || !a)) return 1; return 0; }");
    let f = function(&m, "f");
    let d = dump(f);
    assert!(
        d.contains("land.lhs.true:") && d.contains("lor.lhs.false:"),
        "{d}"
    );
    assert_eq!(
        d.matches("alloca").count(),
        2,
        "only the parameters' allocas:\n{d}"
    );
    assert!(every_block_terminated(f), "{d}");
}

#[test]
fn goto_forward_and_backward() {
    let m = lower_ok(
        "int f(void) { int i = 0; top: i++; if (i < 10) goto top; goto done; i = 5; done: return i; }",
    );
    let f = function(&m, "f");
    let d = dump(f);
    assert!(
        d.contains("top:") && d.contains("jump top") && d.contains("done:"),
        "{d}"
    );
    assert!(every_block_terminated(f), "{d}");
}

#[test]
fn main_falls_off_the_end_returning_zero() {
    let m = lower_ok("int main(void) { }");
    assert_eq!(dump(function(&m, "main")), "entry:\n  ret 0\n");
}

#[test]
fn globals_statics_and_externs() {
    let m = lower_ok(
        "int a = 5; int b; static int c = -2; extern int d;
         int f(void) { static int counter = 3; return counter++ + a + b + c + d; }",
    );
    let g = |n: &str| m.globals.iter().find(|g| g.name == n).unwrap().clone();
    assert_eq!(
        g("a").init,
        ir::GlobalInit::Bytes {
            bytes: vec![5, 0, 0, 0],
            relocs: vec![]
        }
    );
    assert_eq!(g("b").init, ir::GlobalInit::Zero);
    assert_eq!(g("c").linkage, ir::Linkage::Local);
    assert_eq!(g("d").linkage, ir::Linkage::Import);
    let counter = g("counter.1");
    assert_eq!(counter.linkage, ir::Linkage::Local);
    assert!(dump(function(&m, "f")).contains("global_addr @counter.1"));
}

#[test]
fn offsetof_spelled_through_a_null_pointer_is_an_integer_constant() {
    let m = lower_ok(
        "struct in { char c; int v[4]; }; struct s { char a; double d; struct in in; };
         unsigned long offs[] = {
             (unsigned long)&((struct s *)0)->d,
             (unsigned long)&((struct s *)0)->in.v[2],
             (unsigned long)(((struct s *)0)->in.v + 3),
         };
         char sized[(unsigned long)&((struct in *)0)->v];",
    );
    let g = |n: &str| m.globals.iter().find(|g| g.name == n).unwrap().clone();
    let ir::GlobalInit::Bytes { bytes, .. } = g("offs").init else {
        panic!("offs has no bytes");
    };
    let words: Vec<u64> = bytes
        .chunks(8)
        .map(|c| u64::from_le_bytes(c.try_into().unwrap()))
        .collect();
    assert_eq!(words, vec![8, 28, 32]);
    assert_eq!(g("sized").size, 4);
}

#[test]
fn tags_inside_a_local_body_refer_to_outer_types() {
    // A declaration without declarators used to look every tag inside it up as a bare
    // `struct S;`, hiding the complete outer type.
    let m = lower_ok(
        "struct s { int a; double d; };
         int f(void) {
             struct t { struct s x; int y; };
             enum { N = sizeof(struct s) };
             struct t v = {{1, 2.0}, 3};
             return v.x.a + v.y + N;
         }",
    );
    assert!(every_block_terminated(function(&m, "f")));
    assert!(dump(function(&m, "f")).contains("16"));
}

#[test]
fn storing_to_a_63_bit_field_builds_its_mask_without_overflow() {
    let m = lower_ok(
        "struct s { unsigned long long a : 63; unsigned char b : 2; };
         unsigned long long f(struct s *p) { p->a = 5; p->b = 3; return p->a; }",
    );
    let d = dump(function(&m, "f"));
    // The mask of bits 0..63 and the bits it keeps.
    assert!(d.contains(&i64::MAX.to_string()), "{d}");
}

#[test]
fn narrow_bit_fields_of_long_long_type_are_read_as_int_like_gcc() {
    let m = lower_ok(
        "struct b { unsigned long long a : 31; unsigned long long u : 32;
                    long long s : 32; unsigned long long w : 33; };
         unsigned long sizes[] = {
             sizeof(((struct b *)0)->a + 0), sizeof(((struct b *)0)->u + 0),
             sizeof(((struct b *)0)->s + 0), sizeof(((struct b *)0)->w + 0),
         };
         int negative(struct b *p) { return p->a - 1 < 0; }",
    );
    let g = m.globals.iter().find(|g| g.name == "sizes").unwrap();
    let ir::GlobalInit::Bytes { bytes, .. } = &g.init else {
        panic!("sizes has no bytes");
    };
    let sizes: Vec<u64> = bytes
        .chunks(8)
        .map(|c| u64::from_le_bytes(c.try_into().unwrap()))
        .collect();
    assert_eq!(sizes, vec![4, 4, 4, 8]);
    // `p->a - 1` is an `int` subtraction, compared as signed.
    let d = dump(function(&m, "negative"));
    assert!(d.contains("sub i32"), "{d}");
}

#[test]
fn called_external_functions_are_declared() {
    let m = lower_ok("int putchar(int c); int unused(int); int main() { putchar(65); return 0; }");
    assert_eq!(m.decls.len(), 1);
    assert_eq!(m.decls[0].name, "putchar");
    assert_eq!(m.decls[0].sig.params, vec![AbiParam::new(ir::Type::I32)]);
}

#[test]
fn character_constants_and_escapes() {
    let m = lower_ok("int f(void) { return 'A' + '\\n' + '\\x41' + '\\101'; }");
    let d = dump(function(&m, "f"));
    assert!(d.contains("add i32 65, 10"), "{d}");
}

#[test]
fn negative_literals_are_constants() {
    let m = lower_ok("int f(void) { int x = -1; return x; }");
    assert!(dump(function(&m, "f")).contains("store i32 -1"));
}

#[test]
fn pointer_arithmetic_is_scaled_by_the_pointee_size() {
    let m = lower_ok("long *f(long *p, int i) { return p + i; }");
    let d = dump(function(&m, "f"));
    assert!(
        d.contains("sext i32 i64") && d.contains("mul i64") && d.contains(", 8"),
        "{d}"
    );
    assert!(d.contains("ptr_offset"), "{d}");
}

/// A pointer difference divides exactly: a shift for a power-of-two size, a shift and a
/// multiplication by the odd part's inverse modulo 2^64 otherwise (24 = 8 * 3, and 3 *
/// 0xaaaaaaaaaaaaaaab wraps to 1), a signed division only for a size known at run time.
#[test]
fn pointer_difference_is_an_exact_division() {
    let m = lower_ok(
        "struct n { long a, b, c; };\n\
         long f(int *p, int *q) { return p - q; }\n\
         long g(struct n *p, struct n *q) { return p - q; }\n\
         long h(char *p, char *q) { return p - q; }\n\
         long k(int n) { int a[4][n]; return &a[3] - &a[1]; }",
    );
    let f = dump(function(&m, "f"));
    assert!(f.contains("ashr i64") && f.contains(", 2"), "{f}");
    assert!(!f.contains("sdiv") && !f.contains("mul"), "{f}");
    let g = dump(function(&m, "g"));
    assert!(g.contains("ashr i64") && g.contains(", 3"), "{g}");
    let inverse = (0xaaaa_aaaa_aaaa_aaabu64 as i64).to_string();
    assert!(g.contains("mul i64") && g.contains(&inverse), "{g}");
    let h = dump(function(&m, "h"));
    assert!(
        !h.contains("ashr") && !h.contains("sdiv") && !h.contains("mul"),
        "{h}"
    );
    let k = dump(function(&m, "k"));
    assert!(k.contains("sdiv i64"), "{k}");
}

#[test]
fn string_literals_are_read_only_local_globals() {
    let m = lower_ok(
        "int puts(const char *s); int main(void) { puts(\"hi\"); puts(\"yo\"); return 0; }",
    );
    let s = m.globals.iter().find(|g| g.name == ".str").unwrap();
    assert!(s.readonly && s.linkage == ir::Linkage::Local);
    assert_eq!(
        s.init,
        ir::GlobalInit::Bytes {
            bytes: b"hi\0".to_vec(),
            relocs: vec![]
        }
    );
    assert!(m.globals.iter().any(|g| g.name == ".str.1"));
}

#[test]
fn variadic_calls_pass_promoted_argument_types() {
    let m = lower_ok(
        "int printf(const char *fmt, ...); int main(void) { char c = 1; float f = 2; printf(\"%d %f\", c, f); return 0; }",
    );
    let main = function(&m, "main");
    let sig = main
        .insts
        .values()
        .find_map(|i| match &i.kind {
            InstKind::Call(call) => Some(call.sig.clone()),
            _ => None,
        })
        .unwrap();
    assert!(sig.variadic);
    assert_eq!(sig.fixed, 1);
    let tys: Vec<ir::Type> = sig.params.iter().map(|p| p.ty).collect();
    assert_eq!(tys, vec![ir::Type::Ptr, ir::Type::I32, ir::Type::F64]);
}

#[test]
fn global_address_constants_become_relocations() {
    let m = lower_ok("int a[4]; int *p = &a[2]; char *s = \"abc\" + 1;");
    let p = m.globals.iter().find(|g| g.name == "p").unwrap();
    let ir::GlobalInit::Bytes { relocs, .. } = &p.init else {
        panic!("p has no initializer")
    };
    assert_eq!((relocs[0].symbol.as_str(), relocs[0].addend), ("a", 8));
    let s = m.globals.iter().find(|g| g.name == "s").unwrap();
    let ir::GlobalInit::Bytes { relocs, .. } = &s.init else {
        panic!("s has no initializer")
    };
    assert_eq!((relocs[0].symbol.as_str(), relocs[0].addend), (".str", 1));
}

#[test]
fn null_pointer_initializers_of_non_void_pointers_are_zero() {
    // `NULL` is `((void *)0)`; converted to `int *` it is still a null constant.
    let m = lower_ok(
        "struct v { const char *n; const struct v *super; };\n\
         static const struct v a = {\"a\", ((void *)0)};\n\
         int *p = (void *)0; int *q = (int *)(void *)0L;\n\
         int main(void) { return a.super != 0 || p || q; }",
    );
    for name in ["p", "q"] {
        let g = m.globals.iter().find(|g| g.name == name).unwrap();
        assert!(matches!(g.init, ir::GlobalInit::Zero), "{name} is not zero");
    }
    let a = m.globals.iter().find(|g| g.name == "a").unwrap();
    let ir::GlobalInit::Bytes { bytes, relocs } = &a.init else {
        panic!("a has no initializer")
    };
    assert_eq!((relocs.len(), &bytes[8..16]), (1, &[0u8; 8][..]));
}

#[test]
fn volatile_objects_get_volatile_accesses() {
    let m = lower_ok("int f(void) { volatile int v = 1; return v; }");
    let f = function(&m, "f");
    let volatile_accesses = f
        .insts
        .values()
        .filter(|i| {
            matches!(
                i.kind,
                InstKind::Load { volatile: true, .. } | InstKind::Store { volatile: true, .. }
            )
        })
        .count();
    assert_eq!(volatile_accesses, 2);
}

#[test]
fn plain_char_follows_the_target() {
    let src = SourceFile::new("t.c", "int f(void) { char c = 200; return c; }");
    let widen = |triple: &str| {
        let opts = Options {
            target: triple.parse().unwrap(),
            ..Options::default()
        };
        let m = lower_source(&src, &opts).unwrap().module;
        dump(function(&m, "f"))
    };
    assert!(widen("x86_64-unknown-linux-gnu").contains("sext i8 i32"));
    assert!(widen("aarch64-unknown-linux-gnu").contains("zext i8 i32"));
}

#[test]
fn a_struct_local_stays_in_memory_while_the_scalars_around_it_are_promoted() {
    let mut m = lower_ok(
        "struct p { int x, y; };
         int f(int n) {
             struct p a = { 1, 2 };
             int s = 0;
             for (int i = 0; i < n; i++) { a.x += i; s += a.y; }
             return s + a.x;
         }",
    );
    let f = &mut m.functions[0];
    let report = crate::passes::mem2reg::run(f);
    let names: Vec<&str> = report.remarks.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(names, ["a"]);
    assert_eq!(
        report.remarks[0].reason,
        crate::passes::mem2reg::NotPromoted::Offset
    );
    let allocas = f
        .insts
        .values()
        .filter(|d| matches!(d.kind, InstKind::Alloca { .. }))
        .count();
    let live_allocas = f
        .layout
        .iter()
        .flat_map(|&b| f.block_insts(b).iter())
        .filter(|&&i| matches!(f.insts[i].kind, InstKind::Alloca { .. }))
        .count();
    assert!(allocas >= 3, "n, s and i had allocas before mem2reg");
    assert_eq!(live_allocas, 1, "only the struct's alloca is left");
}

#[test]
fn small_structs_are_passed_in_register_pieces_and_big_ones_on_the_stack() {
    let m = lower_ok(
        "struct small { int a; float b; double c; };
         struct big { long v[4]; };
         double f(struct small s, struct big b) { return s.c + b.v[3]; }
         struct big g(struct big b) { return b; }
         struct small h(void) { struct small s = { 1, 2, 3 }; return s; }",
    );
    let params = |f: &ir::Function| f.sig.params.clone();
    let byval = ir::AbiParam::struct_argument(32);
    assert_eq!(
        params(&m.functions[0]),
        [
            ir::AbiParam::new(ir::Type::I64),
            ir::AbiParam::new(ir::Type::F64),
            byval
        ]
    );
    // The hidden result address comes first, and nothing is returned in registers.
    assert_eq!(
        params(&m.functions[1]),
        [ir::AbiParam::struct_return(), byval]
    );
    assert!(m.functions[1].sig.ret.is_empty());
    // 16 bytes come back in two registers, one of each class.
    let ret: Vec<ir::Type> = m.functions[2].sig.ret.iter().map(|r| r.ty).collect();
    assert_eq!(ret, [ir::Type::I64, ir::Type::F64]);
}

#[test]
fn short_case_ranges_become_cases_and_long_ones_are_tested_before_the_default() {
    let m = lower_ok(
        "int f(int x) { switch (x) { case 1 ... 3: return 1; case 10 ... 1000: return 2; default: return 3; } }",
    );
    let f = function(&m, "f");
    let d = dump(f);
    assert!(
        d.contains("1 sw.bb") && d.contains("2 sw.bb") && d.contains("3 sw.bb"),
        "{d}"
    );
    assert!(!d.contains("4 sw.bb") && !d.contains("10 sw.bb"), "{d}");
    // The long range: (x - 10) <= 990 unsigned, else the default.
    assert!(d.contains("sw.range:") && d.contains("icmp ule"), "{d}");
    assert!(every_block_terminated(f), "{d}");
}

#[test]
fn computed_goto_is_a_switch_over_the_address_taken_labels() {
    let m = lower_ok(
        "int f(int i) { static void *t[] = { &&a, &&b }; goto *t[i]; a: return 1; b: return 2; }",
    );
    let f = function(&m, "f");
    let d = dump(f);
    assert!(
        d.contains("1 a") && d.contains("2 b") && d.contains("indirectgoto.default"),
        "{d}"
    );
    assert!(every_block_terminated(f), "{d}");
    // The table holds the labels' numbers.
    let t = m
        .globals
        .iter()
        .find(|g| g.name.starts_with("t."))
        .expect("the static table");
    let ir::GlobalInit::Bytes { bytes, .. } = &t.init else {
        panic!("{:?}", t.init)
    };
    assert_eq!(bytes[0], 1);
    assert_eq!(bytes[8], 2);
}

#[test]
fn nsw_marks_the_arithmetic_whose_signed_overflow_is_undefined() {
    let m = lower_ok(
        "_Atomic int ai;
        void f(int i, unsigned u, long l, signed char c, short s) {
            i = i + 1; i = i * 2; i = i / 2; u = u + 1; l -= 3; c++; s += 1; i--; ai += 1;
        }",
    );
    let f = &m.functions[0];
    let ops: Vec<String> = f
        .layout
        .iter()
        .flat_map(|&b| f.block_insts(b))
        .filter_map(|&i| match &f.insts[i].kind {
            InstKind::Binary { op, ty, nsw, .. } => Some(format!(
                "{}{} {ty}",
                op.name(),
                if *nsw { " nsw" } else { "" }
            )),
            _ => None,
        })
        .collect();
    // `c++` is done in `signed char` and wraps; `s += 1` in `int`, then converted back; the
    // atomic update wraps as `atomic_fetch_add` does.
    let expected = [
        "add nsw i32",
        "mul nsw i32",
        "sdiv i32",
        "add i32",
        "sub nsw i64",
        "add i8",
        "add nsw i32",
        "sub nsw i32",
        "add i32",
    ];
    assert_eq!(ops, expected);
}

#[test]
fn a_branch_to_builtin_unreachable_goes_to_the_other_target() {
    // gnulib's `assume (R)` and the `if` form: the test leaves no conditional branch.
    let m = lower_ok(
        "int f(int x) { ((x > 0) ? (void) 0 : __builtin_unreachable ()); \
         if (x > 9) __builtin_unreachable(); return x; }",
    );
    let d = dump(function(&m, "f"));
    assert!(!d.contains("br %"), "{d}");
    assert!(
        d.contains("jump cond.true") && d.contains("jump if.end"),
        "{d}"
    );
    // Reached without a condition, it stays.
    let m = lower_ok("int g(void) { __builtin_unreachable(); }");
    assert!(dump(function(&m, "g")).contains("unreachable"));
}

#[test]
fn builtin_trap_is_a_trap_that_a_branch_keeps() {
    let m = lower_ok("int f(int x) { if (x) __builtin_trap(); return x; }");
    let d = dump(function(&m, "f"));
    assert!(d.contains("br %") && d.contains("  trap\n"), "{d}");
}

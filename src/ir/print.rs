//! The IR text form: the printer.
//!
//! Every stage of the pipeline can be dumped with this (`--emit=ir`), the golden tests
//! compare its output, and `read` parses it back: `print(read(print(m))) == print(m)`.
//! The syntax looks like LLVM's so that the mem2reg literature reads naturally next to it:
//!
//! ```text
//! fn @foo(i32 %x, i32 %cond) -> i32 {
//! entry:
//!   %x.addr = alloca 4, align 4
//!   store i32 %x, %x.addr
//!   %c = icmp sgt i32 %cond, 0
//!   br %c, if.then, if.else
//! ...
//! }
//! ```
//!
//! Names come from the name hints, made unique per function by appending a number (LLVM
//! does the same); values without a hint are numbered `%0, %1, ...` in the order their
//! definitions are printed. Constants have no definition: they print inline as operands.

use super::*;
use cranelift_entity::SecondaryMap;
use std::collections::{HashMap, HashSet};
use std::fmt::{self, Write};

impl fmt::Display for Function {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&print_function(self))
    }
}

impl fmt::Display for Module {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&print_module(self))
    }
}

/// The whole module: globals, then declarations, then functions, each group separated from
/// the next by a blank line.
pub fn print_module(m: &Module) -> String {
    let mut sections = Vec::new();
    if !m.globals.is_empty() {
        sections.push(m.globals.iter().map(print_global).collect::<String>());
    }
    if !m.decls.is_empty() {
        sections.push(m.decls.iter().map(print_decl).collect::<String>());
    }
    if !m.attrs.is_empty() {
        sections.push(m.attrs.iter().map(|(n, a)| print_attrs(n, a)).collect());
    }
    sections.extend(m.functions.iter().map(print_function));
    sections.join("\n")
}

pub fn print_function(f: &Function) -> String {
    let names = Names::new(f);
    let mut out = String::new();
    write_header(&mut out, f, &names);
    for &b in &f.layout {
        let data = &f.blocks[b];
        let _ = writeln!(out, "{}:", names.block(b));
        for i in f.block_phis_and_insts(b) {
            out.push_str("  ");
            write_inst(&mut out, f, &names, i);
            out.push('\n');
        }
        match &data.term {
            Some(t) => {
                out.push_str("  ");
                write_terminator(&mut out, f, &names, t);
                out.push('\n');
            }
            // A block under construction; the reader reads this back as such.
            None => out.push_str("  ; no terminator\n"),
        }
    }
    out.push_str("}\n");
    out
}

/// `global [local|import] [readonly] [thread_local] @name size N align A [= "bytes" [[off:
/// @sym+addend, ...]]]`;
/// no initialiser means all zero.
pub fn print_global(g: &Global) -> String {
    let mut out = String::from("global ");
    out.push_str(linkage_prefix(g.linkage));
    if g.readonly {
        out.push_str("readonly ");
    }
    if g.thread_local {
        out.push_str("thread_local ");
    }
    let _ = write!(out, "@{} size {} align {}", g.name, g.size, g.align);
    if let GlobalInit::Bytes { bytes, relocs } = &g.init {
        out.push_str(" = ");
        write_bytes(&mut out, bytes);
        if !relocs.is_empty() {
            out.push_str(" [");
            for (n, r) in relocs.iter().enumerate() {
                if n > 0 {
                    out.push_str(", ");
                }
                let _ = write!(out, "{}: @{}{:+}", r.offset, r.symbol, r.addend);
            }
            out.push(']');
        }
    }
    out.push('\n');
    out
}

/// `attributes @name [protected|hidden|internal] [weak] [alias @target [local]] [section "name"]
/// [constructor N] [destructor N] [noinline] [always_inline] [inline] [used]`
pub fn print_attrs(name: &str, a: &SymbolAttrs) -> String {
    let mut out = format!("attributes @{name}");
    if a.visibility != Visibility::Default {
        let _ = write!(out, " {}", a.visibility.name());
    }
    if a.weak {
        out.push_str(" weak");
    }
    if let Some(target) = &a.alias {
        let _ = write!(out, " alias @{target}");
        if a.local_alias {
            out.push_str(" local");
        }
    }
    if let Some(section) = &a.section {
        out.push_str(" section ");
        write_bytes(&mut out, section.as_bytes());
    }
    if let Some(p) = a.constructor {
        let _ = write!(out, " constructor {p}");
    }
    if let Some(p) = a.destructor {
        let _ = write!(out, " destructor {p}");
    }
    for (on, word) in [
        (a.noinline, "noinline"),
        (a.always_inline, "always_inline"),
        (a.inline, "inline"),
        (a.used, "used"),
    ] {
        if on {
            out.push(' ');
            out.push_str(word);
        }
    }
    out.push('\n');
    out
}

/// `declare @printf(ptr, ...) -> i32`
pub fn print_decl(d: &FuncDecl) -> String {
    let params: Vec<String> = d.sig.params.iter().map(abi_param_text).collect();
    let mut out = format!("declare @{}", d.name);
    write_param_list(&mut out, &d.sig, &params);
    write_ret(&mut out, &d.sig.ret);
    out.push('\n');
    out
}

/// The text of one instruction, without indentation or newline (as in the function text).
pub fn inst_text(f: &Function, names: &Names, inst: Inst) -> String {
    let mut out = String::new();
    write_inst(&mut out, f, names, inst);
    out
}

/// A function's first line, `fn @name(...) -> ty {`, without the newline.
pub fn header_text(f: &Function, names: &Names) -> String {
    let mut out = String::new();
    write_header(&mut out, f, names);
    out.pop();
    out
}

/// The text of a terminator, without indentation or newline.
pub fn terminator_text(f: &Function, names: &Names, term: &Terminator) -> String {
    let mut out = String::new();
    write_terminator(&mut out, f, names, term);
    out
}

/// The printed names of a function's values and blocks.
pub struct Names {
    /// Without the `%`; empty for constants, which print inline.
    values: SecondaryMap<Value, String>,
    blocks: SecondaryMap<Block, String>,
}

impl Names {
    pub fn new(f: &Function) -> Names {
        let mut namer = Namer::default();
        let mut values: SecondaryMap<Value, String> = SecondaryMap::new();
        let mut name = |v: Value, values: &mut SecondaryMap<Value, String>| {
            if values[v].is_empty() {
                values[v] = namer.value(f.value_name(v));
            }
        };
        for &p in &f.params {
            name(p, &mut values);
        }
        for &b in &f.layout {
            for i in f.block_phis_and_insts(b) {
                for r in f.insts[i].results() {
                    name(r, &mut values);
                }
            }
        }
        // Results of instructions that are in no block: a broken function (a deleted load
        // still used) must still print, so the verifier can show it.
        for v in f.values.keys() {
            if !f.is_constant(v) {
                name(v, &mut values);
            }
        }
        let mut block_namer = Namer::default();
        let mut blocks: SecondaryMap<Block, String> = SecondaryMap::new();
        for b in f.layout.iter().copied().chain(f.blocks.keys()) {
            if blocks[b].is_empty() {
                blocks[b] = block_namer.block(f.block_name(b));
            }
        }
        Names { values, blocks }
    }

    /// The operand text of `v`: `%name`, or the constant itself.
    pub fn value(&self, f: &Function, v: Value) -> String {
        let data = &f.values[v];
        match data.def {
            ValueDef::IConst(c) => c.to_string(),
            ValueDef::FConst(bits) => float_text(bits),
            ValueDef::Undef => "undef".to_string(),
            ValueDef::Inst(_) | ValueDef::Param(_) => format!("%{}", self.values[v]),
        }
    }

    pub fn block(&self, b: Block) -> &str {
        &self.blocks[b]
    }
}

/// Hands out unique names: a hint is used as is the first time, then with a numeric
/// suffix; values without a hint get the next number.
#[derive(Default)]
struct Namer {
    used: HashSet<String>,
    next_suffix: HashMap<String, u32>,
    next_number: u32,
}

impl Namer {
    fn value(&mut self, hint: Option<&str>) -> String {
        match hint.map(sanitize) {
            Some(base) if !base.is_empty() => self.unique(base),
            _ => {
                self.next_number += 1;
                (self.next_number - 1).to_string()
            }
        }
    }

    fn block(&mut self, hint: &str) -> String {
        let base = sanitize(hint);
        self.unique(if base.is_empty() {
            "bb".to_string()
        } else {
            base
        })
    }

    fn unique(&mut self, base: String) -> String {
        if self.used.insert(base.clone()) {
            return base;
        }
        let suffix = self.next_suffix.entry(base.clone()).or_insert(1);
        loop {
            let candidate = format!("{base}{suffix}");
            *suffix += 1;
            if self.used.insert(candidate.clone()) {
                return candidate;
            }
        }
    }
}

/// Characters a name may hold in the text form.
pub(crate) fn is_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$'
}

/// Make a hint printable: other characters become `_`, and a leading digit gets a `_` in
/// front so that a named value can never look like a numbered one (nor a block name like
/// a number).
fn sanitize(hint: &str) -> String {
    let mut s: String = hint
        .chars()
        .map(|c| if is_name_char(c) { c } else { '_' })
        .collect();
    // A block called `...` would read as the variadic marker.
    if s.starts_with(|c: char| c.is_ascii_digit()) || s == "..." {
        s.insert(0, '_');
    }
    s
}

/// A float constant in a form that reads back to the same bits: Rust's shortest
/// round-tripping decimal, and the raw bits in hex for NaNs (whose payload decimal loses).
fn float_text(bits: u64) -> String {
    let x = f64::from_bits(bits);
    if x.is_nan() {
        format!("0x{bits:016x}")
    } else {
        format!("{x:?}")
    }
}

fn linkage_prefix(l: Linkage) -> &'static str {
    match l {
        Linkage::Export => "",
        Linkage::Local => "local ",
        Linkage::Import => "import ",
    }
}

fn ext_suffix(e: Ext) -> &'static str {
    match e {
        Ext::None => "",
        Ext::Sext => " sext",
        Ext::Zext => " zext",
    }
}

fn abi_param_text(p: &AbiParam) -> String {
    let purpose = match p.purpose {
        Purpose::Normal => String::new(),
        Purpose::StructReturn => " sret".to_string(),
        Purpose::StructArgument(size) => format!(" byval({size})"),
    };
    format!("{}{}{purpose}", p.ty, ext_suffix(p.ext))
}

/// `void`, or the results separated by commas: `i64, f64`.
fn results_text(ret: &[AbiParam]) -> String {
    if ret.is_empty() {
        return "void".to_string();
    }
    let items: Vec<String> = ret.iter().map(abi_param_text).collect();
    items.join(", ")
}

/// `(a, b, ... c)`: the items of a parameter or argument list, with `...` where the fixed
/// parameters of a variadic signature end.
fn write_param_list(out: &mut String, sig: &Signature, items: &[String]) {
    let fixed = if sig.variadic {
        sig.fixed.min(items.len())
    } else {
        items.len()
    };
    out.push('(');
    let mut parts: Vec<String> = items[..fixed].to_vec();
    if sig.variadic {
        let rest = &items[fixed..];
        if rest.is_empty() {
            parts.push("...".to_string());
        } else {
            parts.push(format!("... {}", rest[0]));
            parts.extend(rest[1..].iter().cloned());
        }
    }
    out.push_str(&parts.join(", "));
    out.push(')');
    if sig.conv == CallConv::MsAbi {
        out.push_str(" ms_abi");
    }
}

fn write_ret(out: &mut String, ret: &[AbiParam]) {
    let _ = write!(out, " -> {}", results_text(ret));
}

fn write_header(out: &mut String, f: &Function, names: &Names) {
    let _ = write!(out, "fn {}@{}", linkage_prefix(f.linkage), f.name);
    let params: Vec<String> = f
        .sig
        .params
        .iter()
        .enumerate()
        .map(|(i, p)| match f.params.get(i) {
            Some(&v) => format!("{} {}", abi_param_text(p), names.value(f, v)),
            None => abi_param_text(p),
        })
        .collect();
    write_param_list(out, &f.sig, &params);
    write_ret(out, &f.sig.ret);
    out.push_str(" {\n");
}

fn write_inst(out: &mut String, f: &Function, names: &Names, inst: Inst) {
    let data = &f.insts[inst];
    let v = |x: Value| names.value(f, x);
    let results: Vec<String> = data.results().map(v).collect();
    if !results.is_empty() {
        let _ = write!(out, "{} = ", results.join(", "));
    }
    let _ = match &data.kind {
        InstKind::Alloca { size, align } => write!(out, "alloca {size}, align {align}"),
        InstKind::Load { ty, addr, volatile } => {
            write!(out, "load {}{ty}, {}", volatile_prefix(*volatile), v(*addr))
        }
        InstKind::Store {
            ty,
            value,
            addr,
            volatile,
        } => write!(
            out,
            "store {}{ty} {}, {}",
            volatile_prefix(*volatile),
            v(*value),
            v(*addr)
        ),
        InstKind::Binary {
            op,
            ty,
            lhs,
            rhs,
            nsw,
        } => {
            let flag = if *nsw { " nsw" } else { "" };
            write!(out, "{}{flag} {ty} {}, {}", op.name(), v(*lhs), v(*rhs))
        }
        InstKind::Unary { op, ty, arg } => write!(out, "{} {ty} {}", op.name(), v(*arg)),
        InstKind::Icmp { cond, ty, lhs, rhs } => {
            write!(out, "icmp {} {ty} {}, {}", cond.name(), v(*lhs), v(*rhs))
        }
        InstKind::Fcmp { cond, ty, lhs, rhs } => {
            write!(out, "fcmp {} {ty} {}, {}", cond.name(), v(*lhs), v(*rhs))
        }
        InstKind::Cast { op, from, to, arg } => {
            write!(out, "{} {from} {} to {to}", op.name(), v(*arg))
        }
        InstKind::Call(call) => {
            if call.cold {
                out.push_str("call cold ");
            } else {
                out.push_str("call ");
            }
            write_call(out, f, names, &call.callee, &call.sig, &call.args);
            Ok(())
        }
        InstKind::GlobalAddr { name } => write!(out, "global_addr @{name}"),
        InstKind::FuncAddr { name } => write!(out, "func_addr @{name}"),
        InstKind::PtrOffset { base, offset } => {
            write!(out, "ptr_offset {}, {}", v(*base), v(*offset))
        }
        InstKind::VaStart { list } => write!(out, "va_start {}", v(*list)),
        InstKind::AtomicLoad { ty, addr } => write!(out, "atomic_load {ty}, {}", v(*addr)),
        InstKind::AtomicStore { ty, value, addr } => {
            write!(out, "atomic_store {ty} {}, {}", v(*value), v(*addr))
        }
        InstKind::AtomicRmw {
            op,
            ty,
            addr,
            value,
        } => write!(
            out,
            "atomic_rmw {} {ty} {}, {}",
            op.name(),
            v(*addr),
            v(*value)
        ),
        InstKind::AtomicCas {
            ty,
            addr,
            expected,
            desired,
        } => write!(
            out,
            "atomic_cas {ty} {}, {}, {}",
            v(*addr),
            v(*expected),
            v(*desired)
        ),
        InstKind::Fence => write!(out, "fence"),
        InstKind::Prefetch {
            addr,
            write,
            locality,
        } => write!(
            out,
            "prefetch {}, {}, {locality}",
            v(*addr),
            u8::from(*write)
        ),
        InstKind::ExtractLane { ty, vector, lane } => {
            write!(out, "extractlane {ty} {}, {lane}", v(*vector))
        }
        InstKind::InsertLane {
            ty,
            vector,
            value,
            lane,
        } => write!(out, "insertlane {ty} {}, {}, {lane}", v(*vector), v(*value)),
        InstKind::Splat { ty, value } => write!(out, "splat {ty} {}", v(*value)),
        InstKind::HighBits { ty, vector } => write!(out, "highbits {ty} {}", v(*vector)),
        InstKind::Fma { ty, a, b, c } => {
            write!(out, "fma {ty} {}, {}, {}", v(*a), v(*b), v(*c))
        }
        InstKind::Phi { ty, args } => {
            let _ = write!(out, "phi {ty} ");
            let ops: Vec<String> = args
                .iter()
                .map(|&(b, x)| format!("[{}, {}]", v(x), names.block(b)))
                .collect();
            out.push_str(&ops.join(", "));
            Ok(())
        }
    };
}

fn volatile_prefix(volatile: bool) -> &'static str {
    if volatile {
        "volatile "
    } else {
        ""
    }
}

/// `call i32 @f(i32 %a, ptr %p)`, `call void %fp()`, `call i32 @printf(ptr %s, ... f64 %d)`,
/// `call i64, f64 @g()`
fn write_call(
    out: &mut String,
    f: &Function,
    names: &Names,
    callee: &Callee,
    sig: &Signature,
    args: &[Value],
) {
    out.push_str(&results_text(&sig.ret));
    match callee {
        Callee::Direct(name) => {
            let _ = write!(out, " @{name}");
        }
        Callee::Indirect(p) => {
            let _ = write!(out, " {}", names.value(f, *p));
        }
    }
    // A call whose signature and argument count disagree still prints every argument; the
    // missing types show as `?` so the verifier's message can point at it.
    let items: Vec<String> = args
        .iter()
        .enumerate()
        .map(|(i, &a)| match sig.params.get(i) {
            Some(p) => format!("{} {}", abi_param_text(p), names.value(f, a)),
            None => format!("? {}", names.value(f, a)),
        })
        .collect();
    write_param_list(out, sig, &items);
}

fn write_terminator(out: &mut String, f: &Function, names: &Names, t: &Terminator) {
    let v = |x: Value| names.value(f, x);
    let _ = match t {
        Terminator::Jump(b) => write!(out, "jump {}", names.block(*b)),
        Terminator::Br {
            cond,
            then_dest,
            else_dest,
            hint,
        } => {
            // A constant condition needs its type spelled out; a value carries its own.
            let ty = if f.is_constant(*cond) {
                format!("{} ", f.value_type(*cond))
            } else {
                String::new()
            };
            let hint = hint.name().map_or(String::new(), |h| format!("{h} "));
            write!(
                out,
                "br {hint}{ty}{}, {}, {}",
                v(*cond),
                names.block(*then_dest),
                names.block(*else_dest)
            )
        }
        Terminator::Switch {
            value,
            default,
            cases,
        } => {
            let cases: Vec<String> = cases
                .iter()
                .map(|&(c, b)| format!("{c}: {}", names.block(b)))
                .collect();
            write!(
                out,
                "switch {} {}, {} [{}]",
                f.value_type(*value),
                v(*value),
                names.block(*default),
                cases.join(", ")
            )
        }
        Terminator::Ret(xs) if xs.is_empty() => write!(out, "ret void"),
        Terminator::Ret(xs) => {
            let items: Vec<String> = xs
                .iter()
                .map(|&x| format!("{} {}", f.value_type(x), v(x)))
                .collect();
            write!(out, "ret {}", items.join(", "))
        }
        Terminator::Unreachable => write!(out, "unreachable"),
        Terminator::Trap => write!(out, "trap"),
    };
}

/// A byte string: printable ASCII as is, everything else (and `"` and `\`) as `\XX`.
fn write_bytes(out: &mut String, bytes: &[u8]) {
    out.push('"');
    for &b in bytes {
        if (0x20..0x7f).contains(&b) && b != b'"' && b != b'\\' {
            out.push(b as char);
        } else {
            let _ = write!(out, "\\{b:02X}");
        }
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::builder::FunctionBuilder;
    use crate::ir::read::read_function;

    fn sig(params: &[Type], ret: Option<Type>) -> Signature {
        Signature {
            params: params.iter().map(|&t| AbiParam::new(t)).collect(),
            ret: ret.into_iter().map(AbiParam::new).collect(),
            variadic: false,
            fixed: params.len(),
            ..Default::default()
        }
    }

    /// Clashing, numeric, empty and odd hints all print as unique, readable names, and
    /// the text is a fixed point of read-then-print.
    #[test]
    fn names_are_made_unique_and_printable() {
        let mut b = FunctionBuilder::new(
            "f",
            sig(&[Type::I32], Some(Type::I32)),
            Linkage::Local,
            &["x"],
        );
        let x = b.func.params[0];
        let one = b.iconst(Type::I32, 1);
        let a = b.binary(BinOp::Add, Type::I32, x, one, Some("x"));
        let c = b.binary(BinOp::Add, Type::I32, a, one, None);
        let d = b.binary(BinOp::Add, Type::I32, c, one, Some("x1"));
        let e = b.binary(BinOp::Add, Type::I32, d, one, Some("0"));
        let g = b.binary(BinOp::Add, Type::I32, e, one, Some("a b-c"));
        let h = b.binary(BinOp::Add, Type::I32, g, one, Some(""));
        let next = b.create_block("entry");
        b.jump(next);
        b.switch_to(next);
        b.ret(Some(h));
        let text = print_function(&b.finish());
        assert_eq!(
            text,
            "fn local @f(i32 %x) -> i32 {
entry:
  %x1 = add i32 %x, 1
  %0 = add i32 %x1, 1
  %x11 = add i32 %0, 1
  %_0 = add i32 %x11, 1
  %a_b_c = add i32 %_0, 1
  %1 = add i32 %a_b_c, 1
  jump entry1
entry1:
  ret i32 %1
}
"
        );
        assert_eq!(print_function(&read_function(&text).unwrap()), text);
    }

    /// The Microsoft x64 convention (`ms_abi`) shows after the parameter list of a
    /// declaration, a definition and a call, and reads back.
    #[test]
    fn ms_abi_signatures_print_and_read_back() {
        let text = "declare @g(i64, f64) ms_abi -> f64

fn @f(ptr %p, i32 %x) ms_abi -> i32 {
entry:
  %0 = call f64 @g(i64 1, f64 2.0) ms_abi
  %1 = call i32 %p(i32 %x) ms_abi
  %2 = call i32 %p(i32 %1)
  ret i32 %2
}
";
        let module = crate::ir::read::read_module(text).unwrap();
        assert_eq!(module.functions[0].sig.conv, CallConv::MsAbi);
        assert_eq!(print_module(&module), text);
    }

    #[test]
    fn float_constants_print_so_they_read_back_to_the_same_bits() {
        for x in [
            0.1,
            -0.0,
            1e300,
            5e-324,
            f64::INFINITY,
            f64::NEG_INFINITY,
            1.0 / 3.0,
        ] {
            let text = float_text(x.to_bits());
            assert_eq!(
                text.parse::<f64>().unwrap().to_bits(),
                x.to_bits(),
                "{text}"
            );
        }
        assert_eq!(float_text(0x7ff8_0000_0000_0001), "0x7ff8000000000001");
    }

    #[test]
    fn thread_local_globals_read_back_as_printed() {
        let text = "global local thread_local @t size 4 align 4 = \"\\01\\00\\00\\00\"\n";
        let m = crate::ir::read::read_module(text).unwrap();
        assert!(m.globals[0].thread_local && !m.globals[0].readonly);
        assert_eq!(print_global(&m.globals[0]), text);
    }

    #[test]
    fn globals_print_bytes_escaped_and_relocations() {
        let g = Global {
            name: "t".into(),
            size: 8,
            align: 8,
            linkage: Linkage::Export,
            readonly: true,
            thread_local: false,
            init: GlobalInit::Bytes {
                bytes: b"a\"\\\n\0\xffz~".to_vec(),
                relocs: vec![Reloc {
                    offset: 0,
                    symbol: "s".into(),
                    addend: -3,
                }],
            },
        };
        assert_eq!(
            print_global(&g),
            "global readonly @t size 8 align 8 = \"a\\22\\5C\\0A\\00\\FFz~\" [0: @s-3]\n"
        );
    }

    #[test]
    fn a_broken_function_still_prints() {
        // A load removed from its block but still used, and a block without terminator.
        let mut b = FunctionBuilder::new("f", sig(&[], Some(Type::I32)), Linkage::Export, &[]);
        let p = b.alloca(4, 4, "p");
        let v = b.load(Type::I32, p, Some("v"));
        b.ret(Some(v));
        let mut f = b.finish();
        let entry = f.entry;
        f.truncate_insts(entry, 1);
        let dangling = f.add_block("open");
        f.layout.push(dangling);
        assert_eq!(
            format!("{f}"),
            "fn @f() -> i32 {\nentry:\n  %p = alloca 4, align 4\n  ret i32 %v\nopen:\n  ; no terminator\n}\n"
        );
    }
}

//! The IR verifier: checks that a function is well formed before code generation, and after
//! every pass in debug builds and tests.
//!
//! Two phases. The structural phase checks what the CFG needs to exist at all: each block of
//! the layout has one terminator whose targets are in the layout, the entry comes first and
//! has no predecessors, and each instruction sits in at most one block. Only if that holds
//! does the second phase build the CFG and dominator tree and check the rest: operand types,
//! allocas at the top of the entry block, phis at the top of their block with one operand per
//! incoming edge, and strict SSA (every use dominated by its definition; a phi operand's
//! definition dominates the end of the incoming block). Unreachable blocks are exempt from
//! dominance, but reachable code may not use what they define.
//!
//! Messages name the function, the block and the printed instruction or value, as the
//! printer shows them, and all problems found are reported, one per line.

use super::cfg::Cfg;
use super::dominators::DomTree;
use super::print::{inst_text, terminator_text, Names};
use super::*;
use cranelift_entity::SecondaryMap;
use std::cell::OnceCell;
use std::collections::HashSet;

/// Check one function; the error lists every problem, one per line.
pub fn verify_function(f: &Function) -> Result<(), String> {
    // Entities out of range would make every later check (and the printer) index out of
    // bounds, so they are reported alone, by their raw numbers.
    let dangling = dangling_entities(f);
    if !dangling.is_empty() {
        return Err(dangling
            .iter()
            .map(|e| format!("function @{}: {e}", f.name))
            .collect::<Vec<_>>()
            .join("\n"));
    }
    let mut v = Verifier::new(f);
    v.check_structure();
    if v.errors.is_empty() {
        v.check_ssa();
    }
    if v.errors.is_empty() {
        Ok(())
    } else {
        Err(v.errors.join("\n"))
    }
}

/// Check every function, and that every symbol a function names exists in the module.
pub fn verify_module(m: &Module) -> Result<(), String> {
    let mut errors: Vec<String> = m
        .functions
        .iter()
        .filter_map(|f| verify_function(f).err())
        .collect();
    let uses: Vec<SymbolUse> = m.functions.iter().flat_map(symbol_uses).collect();
    if let Err(e) = verify_symbols(m, &uses) {
        errors.push(e);
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors.join("\n"))
    }
}

/// A symbol a function names (a callee, or an address taken), and where.
pub struct SymbolUse {
    function: String,
    block: String,
    name: String,
    /// Named by `global_addr` (a global or a function), not by a call or `func_addr`.
    global: bool,
}

impl SymbolUse {
    /// The symbol named.
    pub fn name(&self) -> &str {
        &self.name
    }
}

/// The names of the symbols `f` calls directly or takes the address of, as
/// [`symbol_uses`] finds them, each as often as named.
pub fn symbol_names(f: &Function) -> impl Iterator<Item = &str> + '_ {
    let insts = f
        .layout
        .iter()
        .flat_map(move |&b| f.block_phis_and_insts(b));
    insts.filter_map(move |i| match &f.insts[i].kind {
        InstKind::Call(call) => match &call.callee {
            Callee::Direct(name) => Some(name.as_str()),
            Callee::Indirect(_) => None,
        },
        InstKind::FuncAddr { name } | InstKind::GlobalAddr { name } => Some(&**name),
        _ => None,
    })
}

/// The symbols `f` names, for [`verify_symbols`] (which a module built one function at a
/// time can run once its declarations are known, after the function is gone).
pub fn symbol_uses(f: &Function) -> Vec<SymbolUse> {
    let mut uses = Vec::new();
    for &b in &f.layout {
        for i in f.block_phis_and_insts(b) {
            let (name, global) = match &f.insts[i].kind {
                InstKind::Call(call) => match &call.callee {
                    Callee::Direct(name) => (name.to_string(), false),
                    Callee::Indirect(_) => continue,
                },
                InstKind::FuncAddr { name } => (name.to_string(), false),
                InstKind::GlobalAddr { name } => (name.to_string(), true),
                _ => continue,
            };
            uses.push(SymbolUse {
                function: f.name.clone(),
                block: f.block_name(b).to_string(),
                name,
                global,
            });
        }
    }
    uses
}

/// Every symbol in `uses` is defined or declared in `m` (whose functions may be bodiless),
/// and every global's initial contents fit it.
pub fn verify_symbols(m: &Module, uses: &[SymbolUse]) -> Result<(), String> {
    let mut errors = Vec::new();
    let functions: HashSet<&str> = m
        .functions
        .iter()
        .map(|f| f.name.as_str())
        .chain(m.decls.iter().map(|d| d.name.as_str()))
        .collect();
    let globals: HashSet<&str> = m.globals.iter().map(|g| g.name.as_str()).collect();
    for u in uses {
        let name = u.name.as_str();
        let missing = if u.global {
            (!globals.contains(name) && !functions.contains(name))
                .then(|| format!("global @{name} is not in the module"))
        } else {
            (!functions.contains(name))
                .then(|| format!("function @{name} is neither defined nor declared"))
        };
        if let Some(msg) = missing {
            errors.push(format!(
                "function @{}, block {}: {msg}",
                u.function, u.block
            ));
        }
    }
    for g in &m.globals {
        if let GlobalInit::Bytes { bytes, relocs } = &g.init {
            if bytes.len() != g.size as usize {
                errors.push(format!(
                    "global @{}: {} initial bytes for a size of {}",
                    g.name,
                    bytes.len(),
                    g.size
                ));
            }
            for r in relocs {
                if r.offset as usize + 8 > bytes.len() {
                    errors.push(format!(
                        "global @{}: relocation at offset {} does not fit",
                        g.name, r.offset
                    ));
                }
            }
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors.join("\n"))
    }
}

/// References to blocks, instructions and values that do not exist in the function (taken
/// from another function, or left over from a deleted one).
pub(crate) fn dangling_entities(f: &Function) -> Vec<String> {
    let mut errors = Vec::new();
    if !f.blocks.is_valid(f.entry) {
        errors.push(format!("the entry block {} does not exist", f.entry));
    }
    for &p in &f.params {
        if !f.values.is_valid(p) {
            errors.push(format!("parameter value {p} does not exist"));
        }
    }
    for &b in &f.layout {
        if !f.blocks.is_valid(b) {
            errors.push(format!("block {b} in the layout does not exist"));
            continue;
        }
        let data = &f.blocks[b];
        let name = f.block_name(b);
        let mut used = Vec::new();
        let mut named_blocks = Vec::new();
        for i in f.block_phis_and_insts(b) {
            if !f.insts.is_valid(i) {
                errors.push(format!("block {name}: instruction {i} does not exist"));
                continue;
            }
            let inst = &f.insts[i];
            inst.kind.visit_operands(|v| used.push(v));
            used.extend(inst.results());
            if let InstKind::Phi { args, .. } = &inst.kind {
                named_blocks.extend(args.iter().map(|&(p, _)| p));
            }
        }
        if let Some(t) = &data.term {
            t.visit_operands(|v| used.push(v));
            named_blocks.extend(t.successors());
        }
        for v in used.into_iter().filter(|&v| !f.values.is_valid(v)) {
            errors.push(format!("block {name}: value {v} does not exist"));
        }
        for b in named_blocks.into_iter().filter(|&b| !f.blocks.is_valid(b)) {
            errors.push(format!("block {name}: block {b} does not exist"));
        }
    }
    for (v, data) in f.values.iter() {
        if let ValueDef::Inst(i) = data.def {
            if !f.insts.is_valid(i) {
                errors.push(format!(
                    "value {v} is defined by instruction {i}, which does not exist"
                ));
            }
        }
    }
    errors
}

/// Where an instruction sits: its block and its index there (phis first, then the rest).
#[derive(Copy, Clone, Default)]
struct Place {
    block: Option<Block>,
    index: u32,
}

struct Verifier<'a> {
    f: &'a Function,
    /// Built on the first error only: a correct function costs no printing.
    names: OnceCell<Names>,
    errors: Vec<String>,
    in_layout: SecondaryMap<Block, bool>,
    place: SecondaryMap<Inst, Place>,
}

impl<'a> Verifier<'a> {
    fn new(f: &'a Function) -> Verifier<'a> {
        Verifier {
            f,
            names: OnceCell::new(),
            errors: Vec::new(),
            in_layout: SecondaryMap::new(),
            place: SecondaryMap::new(),
        }
    }

    fn names(&self) -> &Names {
        self.names.get_or_init(|| Names::new(self.f))
    }

    fn value(&self, v: Value) -> String {
        self.names().value(self.f, v)
    }

    fn block_name(&self, b: Block) -> String {
        self.names().block(b).to_string()
    }

    fn error(&mut self, b: Option<Block>, msg: String) {
        let at = match b {
            Some(b) => format!("function @{}, block {}", self.f.name, self.block_name(b)),
            None => format!("function @{}", self.f.name),
        };
        self.errors.push(format!("{at}: {msg}"));
    }

    /// An error about an instruction, quoting it.
    fn inst_error(&mut self, b: Block, i: Inst, msg: String) {
        let text = inst_text(self.f, self.names(), i);
        self.error(Some(b), format!("`{text}`: {msg}"));
    }

    fn term_error(&mut self, b: Block, msg: String) {
        let text = terminator_text(self.f, self.names(), self.f.terminator(b));
        self.error(Some(b), format!("`{text}`: {msg}"));
    }

    // ---- Phase 1: structure ----

    fn check_structure(&mut self) {
        let f = self.f;
        if f.layout.first() != Some(&f.entry) {
            self.error(None, "the entry block is not first in the layout".into());
        }
        let mut first_occurrences = Vec::with_capacity(f.layout.len());
        for &b in &f.layout {
            if self.in_layout[b] {
                self.error(Some(b), "the block appears twice in the layout".into());
            } else {
                first_occurrences.push(b);
            }
            self.in_layout[b] = true;
        }
        for b in first_occurrences {
            self.check_block_structure(b);
        }
        self.check_params();
    }

    fn check_block_structure(&mut self, b: Block) {
        let f = self.f;
        for (n, i) in f.block_phis_and_insts(b).enumerate() {
            if let Some(other) = self.place[i].block {
                let msg = format!(
                    "the instruction is also in block {}",
                    self.block_name(other)
                );
                self.inst_error(b, i, msg);
            }
            self.place[i] = Place {
                block: Some(b),
                index: n as u32,
            };
        }
        let Some(term) = &f.blocks[b].term else {
            self.error(Some(b), "the block has no terminator".into());
            return;
        };
        for s in term.successors() {
            if !self.in_layout[s] {
                let msg = format!(
                    "branches to {}, a block not in the layout",
                    self.block_name(s)
                );
                self.term_error(b, msg);
            }
            if s == f.entry {
                self.term_error(b, "branches to the entry block".into());
            }
        }
    }

    fn check_params(&mut self) {
        let f = self.f;
        if f.params.len() != f.sig.params.len() {
            let msg = format!(
                "{} parameter values for {} signature parameters",
                f.params.len(),
                f.sig.params.len()
            );
            self.error(None, msg);
        }
        for (n, (&v, p)) in f.params.iter().zip(&f.sig.params).enumerate() {
            if f.values[v].def != ValueDef::Param(n) || f.values[v].ty != p.ty {
                let msg = format!(
                    "parameter {n} ({}) is not a {} parameter",
                    self.value(v),
                    p.ty
                );
                self.error(None, msg);
            }
        }
        for msg in signature_errors(&f.sig) {
            self.error(None, format!("signature: {msg}"));
        }
    }

    // ---- Phase 2: types, placement rules and SSA ----

    fn check_ssa(&mut self) {
        let f = self.f;
        let cfg = Cfg::new(f);
        let dom = DomTree::new(f, &cfg);
        for &b in &f.layout {
            for &i in f.block_phis(b) {
                self.check_phi(b, i, &cfg, &dom);
            }
            // The allocas at the top of the entry block: the leading run of allocas.
            let is_alloca = |&i: &Inst| matches!(f.insts[i].kind, InstKind::Alloca { .. });
            let top = match b == f.entry {
                true => f.block_insts(b).iter().take_while(|i| is_alloca(i)).count(),
                false => 0,
            };
            for (n, &i) in f.block_insts(b).iter().enumerate() {
                self.check_inst(b, n < top, i, &dom);
            }
            self.check_terminator(b, &dom);
        }
    }

    fn check_result(&mut self, b: Block, i: Inst) {
        let f = self.f;
        let data = &f.insts[i];
        match (data.result, data.kind.result_type()) {
            (Some(r), Some(ty)) => {
                if f.values[r].def != ValueDef::Inst(i) {
                    self.inst_error(b, i, "its result is recorded as defined elsewhere".into());
                } else if f.values[r].ty != ty {
                    let msg = format!("the result is a {}, not a {ty}", f.values[r].ty);
                    self.inst_error(b, i, msg);
                }
            }
            (None, None) => {}
            (Some(_), None) => self.inst_error(b, i, "has a result but produces none".into()),
            (None, Some(_)) => self.inst_error(b, i, "produces a value but has no result".into()),
        }
        if let InstKind::Call(call) = &data.kind {
            self.check_extra_results(b, i, &call.sig, &call.extra_results);
        }
    }

    /// A call's results after the first: one per further result of its signature.
    fn check_extra_results(&mut self, b: Block, i: Inst, sig: &Signature, extra: &[Value]) {
        let f = self.f;
        let want = sig.ret.len().saturating_sub(1);
        if extra.len() != want {
            let msg = format!(
                "{} results for {} in the signature",
                extra.len() + 1,
                want + 1
            );
            self.inst_error(b, i, msg);
            return;
        }
        for (&r, p) in extra.iter().zip(sig.ret.iter().skip(1)) {
            if f.values[r].def != ValueDef::Inst(i) {
                let msg = format!(
                    "its result {} is recorded as defined elsewhere",
                    self.value(r)
                );
                self.inst_error(b, i, msg);
            } else if f.values[r].ty != p.ty {
                let msg = format!(
                    "the result {} is a {}, not a {}",
                    self.value(r),
                    f.values[r].ty,
                    p.ty
                );
                self.inst_error(b, i, msg);
            }
        }
    }

    /// `at_top`: `i` is in the leading run of allocas of the entry block.
    fn check_inst(&mut self, b: Block, at_top: bool, i: Inst, dom: &DomTree) {
        let f = self.f;
        self.check_result(b, i);
        let kind = &f.insts[i].kind;
        match kind {
            InstKind::Phi { .. } => {
                self.inst_error(b, i, "a phi after a non-phi instruction".into());
            }
            InstKind::Alloca { align, .. } => {
                if !at_top {
                    let msg = "an alloca not at the top of the entry block".into();
                    self.inst_error(b, i, msg);
                }
                if !align.is_power_of_two() {
                    self.inst_error(b, i, "the alignment is not a power of two".into());
                }
            }
            _ => {}
        }
        for problem in operand_type_errors(f, kind) {
            self.inst_error(b, i, problem);
        }
        let index = self.place[i].index;
        kind.visit_operands(|v| self.check_use(b, Some(i), index, v, dom));
    }

    fn check_phi(&mut self, b: Block, i: Inst, cfg: &Cfg, dom: &DomTree) {
        let f = self.f;
        self.check_result(b, i);
        let InstKind::Phi { ty, args } = &f.insts[i].kind else {
            self.inst_error(b, i, "is in the phi list but is not a phi".into());
            return;
        };
        let mut incoming: Vec<Block> = args.iter().map(|&(p, _)| p).collect();
        let mut preds = cfg.predecessors(b).to_vec();
        incoming.sort();
        preds.sort();
        if incoming != preds {
            let list = |bs: &[Block]| {
                let names: Vec<String> = bs.iter().map(|&x| self.block_name(x)).collect();
                format!("[{}]", names.join(", "))
            };
            let msg = format!(
                "operands for {} but the incoming edges are from {}",
                list(&sorted_by_name(self, &incoming)),
                list(&sorted_by_name(self, &preds))
            );
            self.inst_error(b, i, msg);
        }
        for &(p, v) in args {
            if f.values[v].ty != *ty {
                let msg = format!(
                    "operand {} is a {}, not a {ty}",
                    self.value(v),
                    f.values[v].ty
                );
                self.inst_error(b, i, msg);
            }
            self.check_phi_use(b, i, p, v, dom);
        }
    }

    fn check_terminator(&mut self, b: Block, dom: &DomTree) {
        let f = self.f;
        let term = f.terminator(b);
        let int_operand = |what: &str, v: Value| {
            (!f.value_type(v).is_int()).then(|| format!("the {what} is a {}", f.value_type(v)))
        };
        let problem = match term {
            Terminator::Br { cond, .. } => int_operand("condition", *cond),
            Terminator::Switch { value, .. } => int_operand("switch value", *value),
            Terminator::Ret(vs) => {
                let got: Vec<Type> = vs.iter().map(|&v| f.value_type(v)).collect();
                let want: Vec<Type> = f.sig.ret.iter().map(|r| r.ty).collect();
                (got != want).then(|| {
                    format!(
                        "returns {} from a function returning {}",
                        types_text(&got),
                        types_text(&want)
                    )
                })
            }
            Terminator::Jump(_) | Terminator::Unreachable | Terminator::Trap => None,
        };
        if let Some(msg) = problem {
            self.term_error(b, msg);
        }
        let index = (f.block_phis(b).len() + f.block_insts(b).len()) as u32;
        term.visit_operands(|v| self.check_use(b, None, index, v, dom));
    }

    /// Where `v` is defined, if it is an instruction result: the block, or an error when the
    /// instruction is in no block of the layout.
    fn def_block(&mut self, b: Block, user: Option<Inst>, v: Value) -> Result<Option<Block>, ()> {
        let f = self.f;
        match f.values[v].def {
            ValueDef::Inst(d) => match self.place[d].block {
                Some(db) => Ok(Some(db)),
                None => {
                    let msg = format!(
                        "uses {}, whose defining instruction is in no block",
                        self.value(v)
                    );
                    self.use_error(b, user, msg);
                    Err(())
                }
            },
            ValueDef::Param(n) => {
                if f.params.get(n) != Some(&v) {
                    let msg = format!("uses {}, not a parameter of this function", self.value(v));
                    self.use_error(b, user, msg);
                    return Err(());
                }
                Ok(None)
            }
            ValueDef::IConst(_) | ValueDef::FConst(_) | ValueDef::Undef => Ok(None),
        }
    }

    fn use_error(&mut self, b: Block, user: Option<Inst>, msg: String) {
        match user {
            Some(i) => self.inst_error(b, i, msg),
            None => self.term_error(b, msg),
        }
    }

    /// Strict SSA for an ordinary use at position `index` of block `b`.
    fn check_use(&mut self, b: Block, user: Option<Inst>, index: u32, v: Value, dom: &DomTree) {
        let Ok(Some(db)) = self.def_block(b, user, v) else {
            return;
        };
        if !dom.is_reachable(b) {
            return;
        }
        let d = self.f.def_inst(v).expect("an instruction result");
        let ok = if db == b {
            self.place[d].index < index
        } else {
            dom.dominates(db, b)
        };
        if !ok {
            let msg = self.dominance_message(v, db, dom);
            self.use_error(b, user, msg);
        }
    }

    /// A phi operand is used at the end of its incoming block `p`.
    fn check_phi_use(&mut self, b: Block, phi: Inst, p: Block, v: Value, dom: &DomTree) {
        let Ok(Some(db)) = self.def_block(b, Some(phi), v) else {
            return;
        };
        if !dom.is_reachable(p) || !dom.is_reachable(b) {
            return;
        }
        if !dom.dominates(db, p) {
            let msg = format!(
                "{} (from {})",
                self.dominance_message(v, db, dom),
                self.block_name(p)
            );
            self.inst_error(b, phi, msg);
        }
    }

    fn dominance_message(&self, v: Value, db: Block, dom: &DomTree) -> String {
        if dom.is_reachable(db) {
            format!(
                "uses {}, whose definition in {} does not dominate the use",
                self.value(v),
                self.block_name(db)
            )
        } else {
            format!(
                "uses {}, defined in the unreachable block {}",
                self.value(v),
                self.block_name(db)
            )
        }
    }
}

fn sorted_by_name(v: &Verifier, blocks: &[Block]) -> Vec<Block> {
    let mut out = blocks.to_vec();
    out.sort_by_key(|&b| v.block_name(b));
    out
}

/// The operand type rules of each instruction kind.
fn operand_type_errors(f: &Function, kind: &InstKind) -> Vec<String> {
    let mut errors = Vec::new();
    let ty = |v: Value| f.value_type(v);
    let mismatch = |what: &str, v: Value, want: Type| {
        (ty(v) != want).then(|| format!("the {what} is a {}, not a {want}", ty(v)))
    };
    match kind {
        InstKind::Alloca { .. }
        | InstKind::GlobalAddr { .. }
        | InstKind::FuncAddr { .. }
        | InstKind::Phi { .. } => {}
        InstKind::Load { addr, .. } => errors.extend(mismatch("address", *addr, Type::Ptr)),
        InstKind::Store {
            ty: t, value, addr, ..
        } => {
            errors.extend(mismatch("stored value", *value, *t));
            errors.extend(mismatch("address", *addr, Type::Ptr));
        }
        InstKind::Binary {
            op,
            ty: t,
            lhs,
            rhs,
            nsw,
        } => {
            errors.extend(mismatch("left operand", *lhs, *t));
            errors.extend(mismatch("right operand", *rhs, *t));
            let float_op = matches!(op, BinOp::FAdd | BinOp::FSub | BinOp::FMul | BinOp::FDiv);
            if float_op != t.lane().is_float() || *t == Type::F128 {
                errors.push(format!("{} does not apply to {t}", op.name()));
            }
            let wraps = matches!(op, BinOp::Add | BinOp::Sub | BinOp::Mul);
            if *nsw && (!wraps || *t == Type::Ptr) {
                errors.push(format!("nsw does not apply to {} {t}", op.name()));
            }
        }
        InstKind::Unary { op, ty: t, arg } => {
            errors.extend(mismatch("operand", *arg, *t));
            let bad_bswap = *op == UnOp::Bswap && t.bytes() < 2;
            let no_arith = matches!(t, Type::Ptr | Type::F128);
            let lanewise = matches!(op, UnOp::Neg | UnOp::Not | UnOp::FNeg);
            let bad_vector = t.is_vector() && !lanewise;
            if op.is_float() != t.lane().is_float() || bad_bswap || no_arith || bad_vector {
                errors.push(format!("{} does not apply to {t}", op.name()));
            }
        }
        InstKind::Icmp {
            cond,
            ty: t,
            lhs,
            rhs,
        }
        | InstKind::Fcmp {
            cond,
            ty: t,
            lhs,
            rhs,
        } => {
            errors.extend(mismatch("left operand", *lhs, *t));
            errors.extend(mismatch("right operand", *rhs, *t));
            let is_fcmp = matches!(kind, InstKind::Fcmp { .. });
            if cond.is_float() != is_fcmp || t.lane().is_float() != is_fcmp || *t == Type::F128 {
                let which = if is_fcmp { "fcmp" } else { "icmp" };
                errors.push(format!("{which} {} does not apply to {t}", cond.name()));
            }
        }
        InstKind::Cast { op, from, to, arg } => {
            errors.extend(mismatch("operand", *arg, *from));
            if !cast_is_valid(*op, *from, *to) {
                errors.push(format!("{} cannot convert {from} to {to}", op.name()));
            }
        }
        InstKind::Call(call) => {
            let CallData {
                callee, sig, args, ..
            } = &**call;
            errors.extend(signature_errors(sig));
            if let Callee::Indirect(p) = callee {
                errors.extend(mismatch("callee", *p, Type::Ptr));
            }
            if args.len() != sig.params.len() {
                errors.push(format!(
                    "{} arguments for {} parameters",
                    args.len(),
                    sig.params.len()
                ));
            }
            for (n, (&a, p)) in args.iter().zip(&sig.params).enumerate() {
                errors.extend(mismatch(&format!("argument {n}"), a, p.ty));
            }
            if sig.variadic && sig.fixed > sig.params.len() {
                errors.push("more fixed parameters than arguments".into());
            }
        }
        InstKind::PtrOffset { base, offset } => {
            errors.extend(mismatch("base", *base, Type::Ptr));
            errors.extend(mismatch("offset", *offset, Type::I64));
        }
        InstKind::VaStart { list } => {
            errors.extend(mismatch("va_list", *list, Type::Ptr));
            if !f.sig.variadic {
                errors.push("va_start in a function that is not variadic".into());
            }
        }
        InstKind::AtomicLoad { ty: t, addr } => {
            errors.extend(mismatch("address", *addr, Type::Ptr));
            errors.extend(atomic_type_errors("atomic_load", *t));
        }
        InstKind::AtomicStore { ty: t, value, addr } => {
            errors.extend(mismatch("value", *value, *t));
            errors.extend(mismatch("address", *addr, Type::Ptr));
            errors.extend(atomic_type_errors("atomic_store", *t));
        }
        InstKind::AtomicRmw {
            ty: t, addr, value, ..
        } => {
            errors.extend(mismatch("address", *addr, Type::Ptr));
            errors.extend(mismatch("value", *value, *t));
            errors.extend(atomic_type_errors("atomic_rmw", *t));
        }
        InstKind::AtomicCas {
            ty: t,
            addr,
            expected,
            desired,
        } => {
            errors.extend(mismatch("address", *addr, Type::Ptr));
            errors.extend(mismatch("expected value", *expected, *t));
            errors.extend(mismatch("desired value", *desired, *t));
            errors.extend(atomic_type_errors("atomic_cas", *t));
        }
        InstKind::Fence => {}
        InstKind::Prefetch { addr, locality, .. } => {
            errors.extend(mismatch("address", *addr, Type::Ptr));
            if *locality > 3 {
                errors.push(format!("prefetch's locality {locality} is not 0 to 3"));
            }
        }
        InstKind::ExtractLane {
            ty: t,
            vector,
            lane,
        } => {
            errors.extend(mismatch("vector", *vector, *t));
            errors.extend(lane_errors(*t, *lane));
        }
        InstKind::InsertLane {
            ty: t,
            vector,
            value,
            lane,
        } => {
            errors.extend(mismatch("vector", *vector, *t));
            errors.extend(mismatch("lane value", *value, t.lane()));
            errors.extend(lane_errors(*t, *lane));
        }
        InstKind::Splat { ty: t, value } => {
            errors.extend(mismatch("lane value", *value, t.lane()));
            if !t.is_vector() {
                errors.push(format!("splat makes a vector, not a {t}"));
            }
        }
        InstKind::Fma { ty: t, a, b, c } => {
            errors.extend(mismatch("first factor", *a, *t));
            errors.extend(mismatch("second factor", *b, *t));
            errors.extend(mismatch("addend", *c, *t));
            if !t.lane().is_float() || *t == Type::F128 {
                errors.push(format!("fma does not apply to {t}"));
            }
        }
        InstKind::HighBits { ty: t, vector } => {
            errors.extend(mismatch("vector", *vector, *t));
            if !t.is_vector() || t.bytes() != 16 {
                errors.push(format!("highbits takes a 16-byte vector, not a {t}"));
            }
        }
    }
    kind.visit_operands(|v| {
        if ty(v).is_vector() && matches!(f.values[v].def, ValueDef::IConst(_) | ValueDef::FConst(_))
        {
            errors.push(format!(
                "the constant {v} is a {}: vectors have no constants",
                ty(v)
            ));
        }
    });
    errors
}

/// A lane instruction's type is a vector that has the lane.
fn lane_errors(t: Type, lane: u8) -> Option<String> {
    if !t.is_vector() {
        return Some(format!("{t} is not a vector"));
    }
    (u32::from(lane) >= t.lanes()).then(|| format!("{t} has no lane {lane}"))
}

/// Cranelift's atomic instructions take integers of 8 to 64 bits (and `ptr`, which is one).
fn atomic_type_errors(what: &str, t: Type) -> Option<String> {
    (t.is_float() || t == Type::I128).then(|| format!("{what} does not apply to {t}"))
}

/// `void`, or the types separated by commas.
fn types_text(types: &[Type]) -> String {
    if types.is_empty() {
        return "void".to_string();
    }
    let names: Vec<&str> = types.iter().map(|t| t.name()).collect();
    names.join(", ")
}

/// What the code generator relies on in a signature's parameter purposes: both kinds are
/// addresses, a struct argument's size is whole eightbytes, and a function with a result
/// address has no results and at most one such address, its first parameter.
pub(crate) fn signature_errors(sig: &Signature) -> Vec<String> {
    let mut errors = Vec::new();
    for (n, p) in sig.params.iter().enumerate() {
        let what = match p.purpose {
            Purpose::Normal => continue,
            Purpose::StructReturn => "sret",
            Purpose::StructArgument(size) => {
                if size % 8 != 0 {
                    errors.push(format!(
                        "parameter {n}: byval size {size} is not a multiple of 8"
                    ));
                }
                "byval"
            }
        };
        if p.ty != Type::Ptr {
            errors.push(format!(
                "parameter {n}: a {what} parameter is a {}, not a ptr",
                p.ty
            ));
        }
        if p.purpose == Purpose::StructReturn && n != 0 {
            errors.push(format!("parameter {n}: sret is not the first parameter"));
        }
    }
    if sig
        .params
        .iter()
        .any(|p| p.purpose == Purpose::StructReturn)
        && !sig.ret.is_empty()
    {
        errors.push("a signature with an sret parameter returns values".into());
    }
    if sig.ret.iter().any(|r| r.purpose != Purpose::Normal) {
        errors.push("a result with a purpose".into());
    }
    errors
}

fn cast_is_valid(op: CastOp, from: Type, to: Type) -> bool {
    let int = |t: Type| t.is_int() && t != Type::Ptr;
    match op {
        // Also an 8-byte integer vector's lanes to lanes of twice the width (`i32x2` to
        // `i64x2`), the widening of `__builtin_convertvector`.
        CastOp::Sext | CastOp::Zext if from.is_vector() || to.is_vector() => {
            from.is_vector()
                && to.is_vector()
                && int(from.lane())
                && from.lanes() == to.lanes()
                && to.lane().bytes() == 2 * from.lane().bytes()
                && to.bytes() == 16
        }
        CastOp::Sext | CastOp::Zext => int(from) && int(to) && from.bytes() < to.bytes(),
        CastOp::Trunc => int(from) && int(to) && from.bytes() > to.bytes(),
        CastOp::FpExt => from == Type::F32 && to == Type::F64,
        CastOp::FpTrunc => from == Type::F64 && to == Type::F32,
        CastOp::SiToFp | CastOp::UiToFp => int(from) && to.is_ieee_arith(),
        CastOp::FpToSi | CastOp::FpToUi => from.is_ieee_arith() && int(to),
        // A vector's bits as another vector's, or as an integer's, of its size.
        CastOp::Bitcast if from.is_vector() || to.is_vector() => {
            from.bytes() == to.bytes()
                && (from.is_vector() || int(from))
                && (to.is_vector() || int(to))
        }
        // An `f32`'s or `f64`'s bits as the integer of its size and back (SROA's slices).
        CastOp::Bitcast if from.is_ieee_arith() || to.is_ieee_arith() => {
            from.bytes() == to.bytes() && (int(from) || int(to))
        }
        CastOp::Bitcast => matches!((from, to), (Type::Ptr, Type::I64) | (Type::I64, Type::Ptr)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::read::{read_function, read_module};

    fn function(text: &str) -> Function {
        read_function(text).unwrap_or_else(|e| panic!("{e}"))
    }

    /// A vector widens only lane for lane, from 8 bytes to 16 (`i32x2` to `i64x2`).
    #[test]
    fn a_vector_extension_doubles_each_lane_of_an_8_byte_vector() {
        assert!(cast_is_valid(CastOp::Zext, Type::I32X2, Type::I64X2));
        assert!(cast_is_valid(CastOp::Sext, Type::I8X8, Type::I16X8));
        assert!(!cast_is_valid(CastOp::Zext, Type::I32X4, Type::I64X2));
        assert!(!cast_is_valid(CastOp::Sext, Type::I16X4, Type::I64X2));
        assert!(!cast_is_valid(CastOp::Zext, Type::F32X2, Type::F64X2));
        assert!(!cast_is_valid(CastOp::Zext, Type::I32X2, Type::I64));
    }

    fn error_of(text: &str) -> String {
        verify_function(&function(text)).expect_err("the function is invalid")
    }

    const DIAMOND: &str = "fn @f(i32 %x, i8 %c) -> i32 {
entry:
  %x.addr = alloca 4, align 4
  store i32 %x, %x.addr
  br %c, then, else
then:
  %a = add i32 %x, 1
  jump end
else:
  %b = add i32 %x, 2
  jump end
end:
  %p = phi i32 [%a, then], [%b, else]
  %r = load i32, %x.addr
  ret i32 %p
}";

    #[test]
    fn a_well_formed_function_passes() {
        assert_eq!(verify_function(&function(DIAMOND)), Ok(()));
    }

    #[test]
    fn entities_that_do_not_exist_are_reported_without_panicking() {
        let mut f = function(DIAMOND);
        let entry = f.entry;
        f.blocks[entry].term = Some(Terminator::Ret(vec![Value::from_u32(999)]));
        let last = f.layout[3];
        f.blocks[last].term = Some(Terminator::Jump(Block::from_u32(77)));
        assert_eq!(
            verify_function(&f).unwrap_err(),
            "function @f: block entry: value v999 does not exist
function @f: block end: block bb77 does not exist"
        );
    }

    #[test]
    fn layout_and_placement_bookkeeping_is_checked() {
        let mut f = function(DIAMOND);
        let (then, end) = (f.layout[1], f.layout[3]);
        f.layout.swap(0, 1);
        f.layout.push(end);
        let add = f.block_insts(then)[0];
        f.push_inst(end, add);
        assert_eq!(
            verify_function(&f).unwrap_err(),
            "function @f: the entry block is not first in the layout
function @f, block end: the block appears twice in the layout
function @f, block end: `%a = add i32 %x, 1`: the instruction is also in block then"
        );
    }

    #[test]
    fn struct_passing_parameters_and_several_results_are_checked() {
        let text = "fn @f(ptr sret %r, i32 byval(12) %s) -> i64 {
entry:
  %a, %b = call i64, f64 @f(ptr sret %r, i32 byval(12) %s)
  ret i64 %a, f64 %b
}
";
        let errors = verify_function(&read_function(text).unwrap()).unwrap_err();
        let lines: Vec<&str> = errors.lines().collect();
        assert_eq!(
            lines,
            [
                "function @f: signature: parameter 1: byval size 12 is not a multiple of 8",
                "function @f: signature: parameter 1: a byval parameter is a i32, not a ptr",
                "function @f: signature: a signature with an sret parameter returns values",
            ]
        );
        let fixed = text
            .replace("i32 byval(12)", "ptr byval(16)")
            .replace(" -> i64", " -> void");
        let errors = verify_function(&read_function(&fixed).unwrap()).unwrap_err();
        assert!(
            errors.contains("returns i64, f64 from a function returning void"),
            "{errors}"
        );
        assert!(errors.contains("a signature with an sret parameter returns values"));
    }

    #[test]
    fn results_and_parameters_must_match_their_definitions() {
        let mut f = function(DIAMOND);
        let entry = f.entry;
        let (alloca, store) = (f.block_insts(entry)[0], f.block_insts(entry)[1]);
        let x_addr = f.insts[alloca].result.unwrap();
        f.values[x_addr].ty = Type::I64;
        f.insts[store].result = Some(x_addr);
        let end = f.layout[3];
        let load = f.block_insts(end)[0];
        f.push_phi(end, load);
        f.truncate_insts(end, 0);
        f.params.pop();
        assert_eq!(
            verify_function(&f).unwrap_err(),
            "function @f: 1 parameter values for 2 signature parameters"
        );
        f.params.push(x_addr);
        assert_eq!(
            verify_function(&f).unwrap_err(),
            "function @f: parameter 1 (%x.addr) is not a i8 parameter"
        );
        let c = f.add_value(Type::I8, ValueDef::Param(1), Some("c"));
        f.params[1] = c;
        // The branch still uses the old parameter value, which the new `%c` displaced.
        let e = verify_function(&f).unwrap_err();
        assert_eq!(
            e,
            "function @f, block entry: `%x.addr = alloca 4, align 4`: the result is a i64, not a ptr
function @f, block entry: `%x.addr = store i32 %x, %x.addr`: has a result but produces none
function @f, block entry: `%x.addr = store i32 %x, %x.addr`: the address is a i64, not a ptr
function @f, block entry: `br %c1, then, else`: uses %c1, not a parameter of this function
function @f, block end: `%r = load i32, %x.addr`: is in the phi list but is not a phi"
        );
    }

    #[test]
    fn comparisons_unary_and_variadic_calls_are_type_checked() {
        let mut f = function(
            "fn @f(i32 %x, f32 %y) -> void {
entry:
  %n = fneg i32 %x
  %m = not f32 %y
  %a = icmp olt i32 %x, %x
  %b = fcmp oeq i32 %x, %x
  %c = icmp eq f32 %y, %y
  %d = fcmp olt f32 %y, %x
  %e = call i32 @printf(ptr 0, ... i32 %x)
  ret void
}",
        );
        let entry = f.entry;
        let call = *f.block_insts(entry).last().unwrap();
        if let InstKind::Call(call) = &mut f.insts[call].kind {
            call.sig.fixed = 3;
        }
        assert_eq!(
            verify_function(&f).unwrap_err(),
            "function @f, block entry: `%n = fneg i32 %x`: fneg does not apply to i32
function @f, block entry: `%m = not f32 %y`: not does not apply to f32
function @f, block entry: `%a = icmp olt i32 %x, %x`: icmp olt does not apply to i32
function @f, block entry: `%b = fcmp oeq i32 %x, %x`: fcmp oeq does not apply to i32
function @f, block entry: `%c = icmp eq f32 %y, %y`: icmp eq does not apply to f32
function @f, block entry: `%d = fcmp olt f32 %y, %x`: the right operand is a i32, not a f32
function @f, block entry: `%e = call i32 @printf(ptr 0, i32 %x, ...)`: more fixed parameters than arguments"
        );
    }

    #[test]
    fn global_initialisers_must_fit() {
        let m = read_module(
            "global @t size 8 align 8 = \"\\00\\00\\00\\00\\00\\00\\00\\00\" [4: @t+0]",
        )
        .unwrap();
        assert_eq!(
            verify_module(&m).unwrap_err(),
            "global @t: relocation at offset 4 does not fit"
        );
    }

    #[test]
    fn a_block_without_terminator_is_reported() {
        let e = error_of("fn @f() -> void {\nentry:\n  jump b\nb:\n}");
        assert_eq!(e, "function @f, block b: the block has no terminator");
    }

    /// Allocas belong to the leading run of the entry block's instructions.
    #[test]
    fn allocas_must_be_at_the_top_of_the_entry_block() {
        let top = "fn @f() -> void {\nentry:\n  %a = alloca 4, align 4\n  %b = alloca 8, align 8\n  store i32 0, %a\n  ret void\n}";
        assert_eq!(verify_function(&function(top)), Ok(()));
        let late = "fn @f() -> void {\nentry:\n  %a = alloca 4, align 4\n  store i32 0, %a\n  %b = alloca 8, align 8\n  ret void\n}";
        assert_eq!(
            error_of(late),
            "function @f, block entry: `%b = alloca 8, align 8`: an alloca not at the top of the entry block"
        );
        let elsewhere =
            "fn @f() -> void {\nentry:\n  jump b\nb:\n  %a = alloca 4, align 4\n  ret void\n}";
        assert_eq!(
            error_of(elsewhere),
            "function @f, block b: `%a = alloca 4, align 4`: an alloca not at the top of the entry block"
        );
    }

    #[test]
    fn a_branch_to_a_block_outside_the_layout_is_reported() {
        let mut f = function(DIAMOND);
        let els = f.layout.iter().position(|&b| f.block_name(b) == "else");
        f.layout.remove(els.unwrap());
        let e = verify_function(&f).unwrap_err();
        assert_eq!(
            e,
            "function @f, block entry: `br %c, then, else`: branches to else, a block not in the layout"
        );
    }

    #[test]
    fn the_entry_block_must_have_no_predecessors() {
        let e = error_of("fn @f() -> void {\nentry:\n  jump entry\n}");
        assert_eq!(
            e,
            "function @f, block entry: `jump entry`: branches to the entry block"
        );
    }

    #[test]
    fn a_deleted_instruction_that_is_still_used_is_reported() {
        // What a promoted alloca's leftover load looks like once mem2reg removed it from its
        // block but forgot to replace its uses.
        let mut f = function(DIAMOND);
        let end = f.layout[3];
        let r = f
            .values
            .keys()
            .find(|&v| f.value_name(v) == Some("r"))
            .unwrap();
        f.truncate_insts(end, 0);
        f.blocks[end].term = Some(Terminator::Ret(vec![r]));
        let e = verify_function(&f).unwrap_err();
        assert_eq!(
            e,
            "function @f, block end: `ret i32 %r`: uses %r, whose defining instruction is in no block"
        );
    }

    #[test]
    fn operand_types_must_agree_with_the_instruction() {
        let e = error_of(
            "fn @f(i64 %w, f64 %d, ptr %p) -> i32 {
entry:
  %a = add i32 %w, 1
  store i32 %d, %p
  %l = load i32, %w
  %m = fadd i32 1, 2
  %z = zext i64 %w to i32
  br %d, x, x
x:
  switch f64 %d, x []
}",
        );
        let expected = [
            "function @f, block entry: `%a = add i32 %w, 1`: the left operand is a i64, not a i32",
            "function @f, block entry: `store i32 %d, %p`: the stored value is a f64, not a i32",
            "function @f, block entry: `%l = load i32, %w`: the address is a i64, not a ptr",
            "function @f, block entry: `%m = fadd i32 1, 2`: fadd does not apply to i32",
            "function @f, block entry: `%z = zext i64 %w to i32`: zext cannot convert i64 to i32",
            "function @f, block entry: `br %d, x, x`: the condition is a f64",
            "function @f, block x: `switch f64 %d, x []`: the switch value is a f64",
        ];
        assert_eq!(e, expected.join("\n"));
    }

    #[test]
    fn nsw_only_on_integer_add_sub_and_mul() {
        let good = "fn @f(i32 %x, i64 %y) -> i32 {
entry:
  %a = add nsw i32 %x, 1
  %b = sub nsw i64 %y, 2
  %c = mul nsw i32 %a, %x
  ret i32 %c
}";
        let f = function(good);
        assert_eq!(verify_function(&f), Ok(()));
        assert_eq!(crate::ir::print::print_function(&f), format!("{good}\n"));
        let e = error_of(
            "fn @f(i32 %x, f64 %d) -> i32 {
entry:
  %a = sdiv nsw i32 %x, 3
  %b = fadd nsw f64 %d, %d
  %c = shl nsw i32 %x, 1
  ret i32 %a
}",
        );
        let expected = [
            "function @f, block entry: `%a = sdiv nsw i32 %x, 3`: nsw does not apply to sdiv i32",
            "function @f, block entry: `%b = fadd nsw f64 %d, %d`: nsw does not apply to fadd f64",
            "function @f, block entry: `%c = shl nsw i32 %x, 1`: nsw does not apply to shl i32",
        ];
        assert_eq!(e, expected.join("\n"));
    }

    #[test]
    fn ptr_offset_constant_offsets_read_as_i64() {
        let f = function("fn @f(ptr %p) -> void {\nentry:\n  %o = ptr_offset %p, 4\n  ret void\n}");
        assert_eq!(verify_function(&f), Ok(()));
    }

    #[test]
    fn returns_and_calls_must_match_their_signatures() {
        let e = error_of(
            "fn @f(i32 %x) -> i32 {
entry:
  %r = call i32 @g(i32 %x, i32 %x)
  ret void
}",
        );
        assert_eq!(
            e,
            "function @f, block entry: `ret void`: returns void from a function returning i32"
        );
        let mut f =
            function("fn @f(i32 %x) -> void {\nentry:\n  %r = call i32 @g(i64 %x)\n  ret void\n}");
        assert_eq!(
            verify_function(&f).unwrap_err(),
            "function @f, block entry: `%r = call i32 @g(i64 %x)`: the argument 0 is a i32, not a i64"
        );
        let call = f.block_insts(f.entry)[0];
        if let InstKind::Call(call) = &mut f.insts[call].kind {
            call.args.clear();
        }
        assert_eq!(
            verify_function(&f).unwrap_err(),
            "function @f, block entry: `%r = call i32 @g()`: 0 arguments for 1 parameters"
        );
    }

    #[test]
    fn allocas_belong_at_the_top_of_the_entry_block() {
        let e = error_of(
            "fn @f() -> void {
entry:
  %a = add i32 1, 2
  %x = alloca 4, align 4
  jump b
b:
  %y = alloca 4, align 3
  ret void
}",
        );
        assert_eq!(
            e,
            "function @f, block entry: `%x = alloca 4, align 4`: an alloca not at the top of the entry block
function @f, block b: `%y = alloca 4, align 3`: an alloca not at the top of the entry block
function @f, block b: `%y = alloca 4, align 3`: the alignment is not a power of two"
        );
    }

    #[test]
    fn phis_belong_at_the_top_of_their_block() {
        let e = error_of(
            "fn @f() -> i32 {
entry:
  jump b
b:
  %a = add i32 1, 2
  %p = phi i32 [%a, entry]
  ret i32 %p
}",
        );
        assert_eq!(
            e,
            "function @f, block b: `%p = phi i32 [%a, entry]`: a phi after a non-phi instruction"
        );
    }

    #[test]
    fn a_phi_needs_one_operand_per_incoming_edge() {
        // Two edges from entry need two operands naming entry.
        let e = error_of(
            "fn @f(i8 %c) -> i32 {
entry:
  br %c, b, b
b:
  %p = phi i32 [1, entry]
  ret i32 %p
}",
        );
        assert_eq!(
            e,
            "function @f, block b: `%p = phi i32 [1, entry]`: operands for [entry] but the incoming edges are from [entry, entry]"
        );
        let e = error_of(
            "fn @f(i8 %c) -> i32 {
entry:
  jump b
other:
  jump b
b:
  %p = phi i32 [1, entry], [2, b]
  ret i32 %p
}",
        );
        assert_eq!(
            e,
            "function @f, block b: `%p = phi i32 [1, entry], [2, b]`: operands for [b, entry] but the incoming edges are from [entry, other]"
        );
    }

    #[test]
    fn a_use_must_be_dominated_by_its_definition() {
        let e = error_of(
            "fn @f(i32 %x, i8 %c) -> i32 {
entry:
  br %c, then, end
then:
  %a = add i32 %x, 1
  jump end
end:
  ret i32 %a
}",
        );
        assert_eq!(
            e,
            "function @f, block end: `ret i32 %a`: uses %a, whose definition in then does not dominate the use"
        );
    }

    #[test]
    fn a_use_before_its_definition_in_the_same_block_is_reported() {
        let e = error_of(
            "fn @f(i32 %x) -> i32 {
entry:
  %a = add i32 %b, 1
  %b = add i32 %x, 1
  ret i32 %a
}",
        );
        assert_eq!(
            e,
            "function @f, block entry: `%a = add i32 %b, 1`: uses %b, whose definition in entry does not dominate the use"
        );
    }

    #[test]
    fn a_phi_operand_must_dominate_the_end_of_its_incoming_block() {
        let ok = "fn @f(i32 %n) -> i32 {
entry:
  jump loop
loop:
  %i = phi i32 [0, entry], [%j, loop]
  %j = add i32 %i, 1
  %c = icmp slt i32 %j, %n
  br %c, loop, exit
exit:
  ret i32 %j
}";
        assert_eq!(verify_function(&function(ok)), Ok(()));
        let e = error_of(
            "fn @f(i8 %c) -> i32 {
entry:
  br %c, a, b
a:
  %x = add i32 1, 2
  jump b
b:
  %p = phi i32 [%x, entry], [%x, a]
  ret i32 %p
}",
        );
        assert_eq!(
            e,
            "function @f, block b: `%p = phi i32 [%x, entry], [%x, a]`: uses %x, whose definition in a does not dominate the use (from entry)"
        );
    }

    #[test]
    fn unreachable_blocks_are_exempt_but_may_not_feed_reachable_code() {
        // In the unreachable block, a use that no definition dominates is fine.
        let exempt = "fn @f() -> i32 {
entry:
  ret i32 0
dead:
  %a = add i32 %b, 1
  %b = add i32 1, 1
  jump dead
}";
        assert_eq!(verify_function(&function(exempt)), Ok(()));
        let e = error_of(
            "fn @f() -> i32 {
entry:
  jump end
dead:
  %a = add i32 1, 1
  jump end
end:
  %p = phi i32 [0, entry], [%a, dead]
  ret i32 %a
}",
        );
        assert_eq!(
            e,
            "function @f, block end: `ret i32 %a`: uses %a, defined in the unreachable block dead"
        );
    }

    #[test]
    fn the_module_names_every_symbol_it_uses() {
        let m = read_module(
            "global @s size 2 align 1 = \"a\"
fn @f() -> void {
entry:
  %g = global_addr @nowhere
  %r = call i32 @missing()
  ret void
}",
        )
        .unwrap();
        assert_eq!(
            verify_module(&m).unwrap_err(),
            "function @f, block entry: global @nowhere is not in the module
function @f, block entry: function @missing is neither defined nor declared
global @s: 1 initial bytes for a size of 2"
        );
    }
}

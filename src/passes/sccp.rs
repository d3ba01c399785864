//! Sparse conditional constant propagation (Wegman and Zadeck's algorithm, LLVM's `sccp`):
//! the values that are the same constant on every execution are replaced by that constant,
//! and the branches and switches on such values become jumps.
//!
//! Each integer value has a place in a three-level lattice: not yet known (no execution
//! defines it so far), one constant, or several values (anything else). Blocks start not
//! executable, the entry apart; an edge becomes executable when its block is and its
//! terminator may take it: a `br` on a constant takes one target, on anything else both.
//! A phi meets only the operands of its executable edges, so a value that is constant
//! wherever it can come from stays constant even when a path that cannot run would bring
//! another. Two worklists drive it, one of edges newly executable and one of values whose
//! place went down; each value goes down at most twice, so the pass is linear in the size
//! of the function times the uses of each value.
//!
//! What is folded follows C, and the interpreter's semantics (`ir::interp`, whose operations
//! this reuses) where C defines the result: integer arithmetic wraps in its type; shifts
//! only by less than the width (C leaves larger counts undefined, and the IR takes them
//! modulo the width: no guess is made); division and remainder never by zero nor `INT_MIN
//! / -1` (undefined, and a trap on x86-64); comparisons, `sext`, `zext`, `trunc` and
//! `bitcast` between integers and `ptr`. Floating point, `i128`, vectors, loads, calls and
//! `undef` are left alone: their values are "several".
//!
//! Then every instruction and phi whose value is a constant gives way to the constant;
//! every `br` or `switch` on a constant becomes a `jump` to the target it takes (the other
//! targets' phis lose the operands of the edges that went); and the blocks no executable
//! edge reaches, now unreachable, are removed (`cfg::remove_unreachable`).

use crate::ir::cfg::{remove_unreachable, retarget};
use crate::ir::csr::{group_by_key, Csr};
use crate::ir::interp::{self, Val};
use crate::ir::{
    BinOp, Block, CastOp, Function, Inst, InstKind, Terminator, Type, UnOp, Value, ValueDef,
};
use crate::passes::pipeline::{self, Context, Pass};
use crate::passes::simplify_cfg::replace_values;
use cranelift_entity::{EntityRef, SecondaryMap};

/// What the pass did to one function (`--stats`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Instructions and phis replaced by constants.
    pub values: usize,
    /// `br` and `switch` terminators on constants made jumps.
    pub branches: usize,
}

/// The pass in the pipeline (`passes::pipeline`).
pub const PASS: Pass = Pass {
    name: "sccp",
    flag: "--no-sccp",
    help: "Do not propagate constants (by default, when optimising, values that are \
           constant on every path that can run become constants, and branches on them \
           jumps)",
    counters: &[
        "values replaced by constants",
        "branches on constants made jumps",
    ],
    run: |f, _: &Context| {
        let s = run(f);
        pipeline::Stats::of(&[s.values, s.branches])
    },
};

/// A value's place in the lattice.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
enum Lattice {
    /// No executable definition seen yet.
    #[default]
    Unknown,
    /// This integer on every execution (canonical: sign-extended from its type's width).
    Const(i64),
    /// Not a constant, or not one the pass can know.
    Varying,
}

impl Lattice {
    fn meet(self, o: Lattice) -> Lattice {
        match (self, o) {
            (Lattice::Unknown, x) | (x, Lattice::Unknown) => x,
            (Lattice::Const(a), Lattice::Const(b)) if a == b => Lattice::Const(a),
            _ => Lattice::Varying,
        }
    }
}

/// The scalar integer types the pass folds (`ptr` included: a 64-bit integer).
pub(crate) fn foldable(ty: Type) -> bool {
    matches!(ty, Type::I8 | Type::I16 | Type::I32 | Type::I64 | Type::Ptr)
}

/// Who uses a value: an instruction (or phi), or a block's terminator.
#[derive(Copy, Clone)]
enum User {
    Inst(Inst),
    Term(Block),
}

/// The solver's state.
struct Solver<'a> {
    f: &'a Function,
    values: SecondaryMap<Value, Lattice>,
    executable: SecondaryMap<Block, bool>,
    /// Executable edges, as (from, to) pairs: two edges from one block to the same block
    /// are executable together (a conservative merge).
    edges: rustc_hash::FxHashSet<(Block, Block)>,
    /// The block of each laid-out instruction.
    block_of: SecondaryMap<Inst, Block>,
    /// Users of each value, grouped by value in one array.
    users: Csr<User>,
    edge_work: Vec<(Block, Block)>,
    value_work: Vec<Value>,
}

impl<'a> Solver<'a> {
    fn new(f: &'a Function) -> Solver<'a> {
        let mut values: SecondaryMap<Value, Lattice> = SecondaryMap::new();
        for (v, data) in f.values.iter() {
            values[v] = match data.def {
                ValueDef::Inst(_) => Lattice::Unknown,
                ValueDef::IConst(k) if foldable(data.ty) => Lattice::Const(data.ty.sign_extend(k)),
                _ => Lattice::Varying,
            };
        }
        let mut block_of = SecondaryMap::with_default(f.entry);
        let mut uses: Vec<(u32, User)> = Vec::new();
        for &b in &f.layout {
            for i in f.block_phis_and_insts(b) {
                block_of[i] = b;
                f.insts[i]
                    .kind
                    .visit_operands(|v| uses.push((v.index() as u32, User::Inst(i))));
            }
            if let Some(t) = &f.blocks[b].term {
                t.visit_operands(|v| uses.push((v.index() as u32, User::Term(b))));
            }
        }
        let users = group_by_key(f.values.len(), uses.iter().copied());
        Solver {
            f,
            values,
            executable: SecondaryMap::new(),
            edges: Default::default(),
            block_of,
            users,
            edge_work: Vec::new(),
            value_work: Vec::new(),
        }
    }

    fn solve(&mut self) {
        if !self.executable[self.f.entry] {
            self.executable[self.f.entry] = true;
            self.visit_block(self.f.entry);
        }
        loop {
            if let Some((from, to)) = self.edge_work.pop() {
                self.visit_edge(from, to);
            } else if let Some(v) = self.value_work.pop() {
                let (lo, hi) = (self.users.start[v.index()], self.users.start[v.index() + 1]);
                for k in lo as usize..hi as usize {
                    match self.users.items[k] {
                        User::Inst(i) if self.executable[self.block_of[i]] => self.visit_inst(i),
                        User::Term(b) if self.executable[b] => self.visit_term(b),
                        _ => {}
                    }
                }
            } else {
                break;
            }
        }
    }

    fn visit_edge(&mut self, from: Block, to: Block) {
        if !self.edges.insert((from, to)) {
            return;
        }
        if self.executable[to] {
            // Only the phis can see the new edge.
            for &phi in self.f.block_phis(to) {
                self.visit_inst(phi);
            }
        } else {
            self.executable[to] = true;
            self.visit_block(to);
        }
    }

    fn visit_block(&mut self, b: Block) {
        for i in self.f.block_phis_and_insts(b) {
            self.visit_inst(i);
        }
        self.visit_term(b);
    }

    fn set(&mut self, v: Value, new: Lattice) {
        let old = self.values[v];
        let new = old.meet(new);
        if new != old {
            self.values[v] = new;
            self.value_work.push(v);
        }
    }

    fn visit_inst(&mut self, i: Inst) {
        let data = &self.f.insts[i];
        let Some(result) = data.result else {
            return;
        };
        let b = self.block_of[i];
        let value = match &data.kind {
            InstKind::Phi { ty, args } if foldable(*ty) => {
                let feasible = args.iter().filter(|(p, _)| self.edges.contains(&(*p, b)));
                feasible.fold(Lattice::Unknown, |acc, &(_, v)| acc.meet(self.values[v]))
            }
            kind => self.evaluate(kind),
        };
        self.set(result, value);
        // A call's other results are never known.
        if let InstKind::Call(call) = &data.kind {
            for &v in &call.extra_results {
                self.set(v, Lattice::Varying);
            }
        }
    }

    /// The place of an instruction's result (phis apart) given its operands' places.
    fn evaluate(&self, kind: &InstKind) -> Lattice {
        let operands = |vs: &[Value]| -> Result<Vec<i64>, Lattice> {
            let mut out = Vec::with_capacity(vs.len());
            for &v in vs {
                match self.values[v] {
                    Lattice::Const(k) => out.push(k),
                    other => return Err(other),
                }
            }
            Ok(out)
        };
        let ks = match fold_operands(kind) {
            Some((lhs, Some(rhs))) => operands(&[lhs, rhs]),
            Some((arg, None)) => operands(&[arg]),
            None => return Lattice::Varying,
        };
        let ks = match ks {
            Ok(ks) => ks,
            Err(place) => return place,
        };
        match fold(kind, &ks) {
            Some(k) => Lattice::Const(k),
            None => Lattice::Varying,
        }
    }

    fn visit_term(&mut self, b: Block) {
        let Some(t) = &self.f.blocks[b].term else {
            return;
        };
        match taken(self.f, t, |v| self.values[v]) {
            Taken::None => {}
            Taken::One(edge) => self.edge_work.push((b, t.successors()[edge])),
            Taken::All => {
                let succs = t.successors();
                self.edge_work.extend(succs.into_iter().map(|s| (b, s)));
            }
        }
    }
}

/// Which successors a terminator may take, given its operand's place.
enum Taken {
    /// None yet (its operand is not known yet).
    None,
    /// The one at this edge index (of `Terminator::successors`).
    One(usize),
    All,
}

fn taken(f: &Function, t: &Terminator, place: impl Fn(Value) -> Lattice) -> Taken {
    let (v, cases) = match t {
        Terminator::Br { cond, .. } => (*cond, None),
        Terminator::Switch { value, cases, .. } => (*value, Some(cases)),
        _ => return Taken::All,
    };
    match place(v) {
        Lattice::Unknown => Taken::None,
        Lattice::Varying => Taken::All,
        Lattice::Const(k) => Taken::One(match cases {
            None => usize::from(k == 0),
            Some(cases) => {
                let ty = f.value_type(v);
                let at = cases.iter().position(|&(c, _)| ty.sign_extend(c) == k);
                at.map_or(0, |at| at + 1)
            }
        }),
    }
}

/// The operands of instruction `kind` (the second only for a binary one or a comparison)
/// when it is one `fold` folds, at the foldable types.
pub(crate) fn fold_operands(kind: &InstKind) -> Option<(Value, Option<Value>)> {
    match *kind {
        InstKind::Binary { ty, lhs, rhs, .. } | InstKind::Icmp { ty, lhs, rhs, .. }
            if foldable(ty) =>
        {
            Some((lhs, Some(rhs)))
        }
        InstKind::Unary { ty, arg, .. } if foldable(ty) => Some((arg, None)),
        InstKind::Cast { from, to, arg, .. } if foldable(from) && foldable(to) => Some((arg, None)),
        _ => None,
    }
}

/// The result of instruction `kind` on the constant operands `ks` (in operand order), if C
/// defines it; the types are the foldable ones.
pub(crate) fn fold(kind: &InstKind, ks: &[i64]) -> Option<i64> {
    match *kind {
        InstKind::Binary { op, ty, .. } => {
            let (x, y) = (ks[0], ks[1]);
            let bits = u64::from(ty.bytes() * 8);
            let unsigned_y = y as u64 & (u64::MAX >> (64 - bits));
            match op {
                BinOp::Shl | BinOp::LShr | BinOp::AShr if unsigned_y >= bits => return None,
                BinOp::SDiv | BinOp::SRem | BinOp::UDiv | BinOp::URem if y == 0 => return None,
                BinOp::SDiv | BinOp::SRem if y == -1 && x == ty.sign_extend(1 << (bits - 1)) => {
                    return None
                }
                BinOp::FAdd | BinOp::FSub | BinOp::FMul | BinOp::FDiv => return None,
                _ => {}
            }
            interp::binary(op, ty, Val::Int(x), Val::Int(y))
                .ok()
                .map(Val::int)
        }
        InstKind::Unary { op, ty, .. } => match op {
            UnOp::FNeg | UnOp::FAbs | UnOp::Sqrt => None,
            UnOp::Bswap if ty.bytes() < 2 => None,
            _ => Some(interp::unary(op, ty, Val::Int(ks[0])).int()),
        },
        InstKind::Icmp { cond, ty, .. } if !cond.is_float() => {
            Some(i64::from(interp::icmp(cond, ty, ks[0], ks[1])))
        }
        InstKind::Cast { op, from, to, .. } => match op {
            CastOp::Sext | CastOp::Zext | CastOp::Trunc | CastOp::Bitcast => {
                Some(interp::cast(op, from, to, Val::Int(ks[0])).int())
            }
            _ => None,
        },
        _ => None,
    }
}

impl Solver<'_> {
    /// Solve, then take as varying the operand of any branch of an executable block that is
    /// still unknown (defined only by values no execution defines, in a cycle), which would
    /// otherwise leave edges that are not executable but still in the graph; and again.
    fn solve_all(&mut self) {
        self.solve();
        loop {
            let mut again = false;
            for &b in &self.f.layout {
                if !self.executable[b] {
                    continue;
                }
                if let Some(Terminator::Br { cond: v, .. } | Terminator::Switch { value: v, .. }) =
                    &self.f.blocks[b].term
                {
                    if self.values[*v] == Lattice::Unknown {
                        self.values[*v] = Lattice::Varying;
                        self.value_work.push(*v);
                        again = true;
                    }
                }
            }
            if !again {
                break;
            }
            self.solve();
        }
    }
}

/// How many of `f`'s instructions (phis apart) are left once this pass has run on it with
/// the parameters `known` bound to constants: those of the blocks an execution can still
/// reach, less those whose value is then a constant. The inliner weighs a call with
/// constant arguments by it, as gcc's inliner weighs a callee under what it knows of the
/// call's arguments (`ipa-fnsummary`'s predicates).
pub fn size_given(f: &Function, known: &[(Value, i64)]) -> usize {
    let mut solver = Solver::new(f);
    for &(p, k) in known {
        let ty = f.value_type(p);
        if foldable(ty) {
            solver.values[p] = Lattice::Const(ty.sign_extend(k));
        }
    }
    solver.solve_all();
    let mut n = 0;
    for &b in &f.layout {
        if !solver.executable[b] {
            continue;
        }
        n += (f.block_insts(b).iter())
            .filter(|&&i| {
                !matches!(
                    f.insts[i].result.map(|v| solver.values[v]),
                    Some(Lattice::Const(_))
                )
            })
            .count();
    }
    n
}

/// Propagate constants through `f`, replace what is constant and fold the branches on it.
pub fn run(f: &mut Function) -> Stats {
    let mut solver = Solver::new(f);
    solver.solve_all();
    let Solver {
        values, executable, ..
    } = solver;
    let mut stats = Stats::default();

    // The branches on constants.
    for b in f.layout.clone() {
        if !executable[b] {
            continue;
        }
        let t = f.terminator(b);
        if !matches!(t, Terminator::Br { .. } | Terminator::Switch { .. }) {
            continue;
        }
        if let Taken::One(edge) = taken(f, t, |v| values[v]) {
            retarget(f, b, edge);
            stats.branches += 1;
        }
    }
    // The constants, one value each, and the instructions they replace.
    let mut replace: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    let mut folded: SecondaryMap<Inst, bool> = SecondaryMap::new();
    for b in f.layout.clone() {
        if !executable[b] {
            continue;
        }
        for i in f.block_phis_and_insts(b).collect::<Vec<_>>() {
            let Some(v) = f.insts[i].result else { continue };
            if let Lattice::Const(k) = values[v] {
                let ty = f.value_type(v);
                replace[v] = Some(f.add_value(ty, ValueDef::IConst(k), None));
                folded[i] = true;
                stats.values += 1;
            }
        }
    }
    if stats.values > 0 {
        for b in f.layout.clone() {
            f.retain_in_block(b, |i| !folded[i]);
        }
        replace_values(f, |v: Value| replace[v].unwrap_or(v));
    }

    if stats.branches > 0 {
        remove_unreachable(f);
    }
    stats
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::print::print_function;
    use crate::ir::read::read_function;
    use crate::ir::verify::verify_function;

    fn binary(op: BinOp, ty: Type, x: i64, y: i64) -> Option<i64> {
        let kind = InstKind::Binary {
            op,
            ty,
            lhs: Value::new(0),
            rhs: Value::new(1),
            nsw: false,
        };
        fold(&kind, &[x, y])
    }

    #[test]
    fn integer_arithmetic_wraps_in_its_type() {
        assert_eq!(
            binary(BinOp::Add, Type::I32, i32::MAX as i64, 1),
            Some(i32::MIN as i64)
        );
        assert_eq!(binary(BinOp::Mul, Type::I8, 16, 16), Some(0));
        assert_eq!(binary(BinOp::Sub, Type::I64, i64::MIN, 1), Some(i64::MAX));
        assert_eq!(binary(BinOp::UDiv, Type::I32, -1, 2), Some(i32::MAX as i64));
        assert_eq!(binary(BinOp::SRem, Type::I32, -7, 2), Some(-1));
        assert_eq!(binary(BinOp::URem, Type::I8, -1, 10), Some(5));
    }

    #[test]
    fn what_c_leaves_undefined_is_not_folded() {
        assert_eq!(binary(BinOp::SDiv, Type::I32, 1, 0), None);
        assert_eq!(binary(BinOp::URem, Type::I64, 1, 0), None);
        assert_eq!(binary(BinOp::SDiv, Type::I32, i32::MIN as i64, -1), None);
        assert_eq!(binary(BinOp::SRem, Type::I64, i64::MIN, -1), None);
        assert_eq!(
            binary(BinOp::SDiv, Type::I64, i32::MIN as i64, -1),
            Some(1 << 31)
        );
        assert_eq!(binary(BinOp::Shl, Type::I32, 1, 32), None);
        assert_eq!(binary(BinOp::LShr, Type::I8, 1, -1), None);
        assert_eq!(binary(BinOp::AShr, Type::I64, -8, 64), None);
    }

    #[test]
    fn shifts_by_less_than_the_width() {
        assert_eq!(binary(BinOp::Shl, Type::I32, 1, 31), Some(i32::MIN as i64));
        assert_eq!(binary(BinOp::LShr, Type::I8, -128, 7), Some(1));
        assert_eq!(binary(BinOp::AShr, Type::I8, -128, 7), Some(-1));
        assert_eq!(binary(BinOp::LShr, Type::I32, -1, 28), Some(15));
    }

    #[test]
    fn comparisons_and_casts() {
        let (a, b) = (Value::new(0), Value::new(1));
        let icmp = |cond, ty| InstKind::Icmp {
            cond,
            ty,
            lhs: a,
            rhs: b,
        };
        use crate::ir::Cond;
        assert_eq!(fold(&icmp(Cond::Ult, Type::I32), &[1, -1]), Some(1));
        assert_eq!(fold(&icmp(Cond::Slt, Type::I32), &[1, -1]), Some(0));
        assert_eq!(fold(&icmp(Cond::Ne, Type::I32), &[1, 0]), Some(1));
        let cast = |op, from, to| InstKind::Cast {
            op,
            from,
            to,
            arg: a,
        };
        assert_eq!(
            fold(&cast(CastOp::Zext, Type::I8, Type::I32), &[-1]),
            Some(255)
        );
        assert_eq!(
            fold(&cast(CastOp::Sext, Type::I8, Type::I32), &[-1]),
            Some(-1)
        );
        assert_eq!(
            fold(&cast(CastOp::Trunc, Type::I32, Type::I8), &[0x1ff]),
            Some(-1)
        );
        assert_eq!(
            fold(&cast(CastOp::SiToFp, Type::I32, Type::F64), &[1]),
            None
        );
        let neg = InstKind::Unary {
            op: UnOp::Neg,
            ty: Type::I32,
            arg: a,
        };
        assert_eq!(fold(&neg, &[i32::MIN as i64]), Some(i32::MIN as i64));
    }

    fn after(text: &str) -> (String, Stats) {
        let mut f = read_function(text).unwrap_or_else(|e| panic!("{e}"));
        let stats = run(&mut f);
        verify_function(&f).unwrap_or_else(|e| panic!("{e}\n{}", print_function(&f)));
        (print_function(&f), stats)
    }

    #[test]
    fn the_size_given_constant_parameters_counts_what_they_leave() {
        // Four instructions; with `%n` 0 the branch folds to `small`, and `%c` and the
        // unreachable `big`'s two are not counted: `%m` alone is left (`%c` is constant).
        let f = read_function(
            "fn @f(i32 %n, i32 %k) -> i32 {
entry:
  %c = icmp eq i32 %n, 0
  br %c, small, big
small:
  %m = add i32 %k, 1
  ret i32 %m
big:
  %a = mul i32 %n, %k
  %b = add i32 %a, %n
  ret i32 %b
}
",
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let (n, k) = (f.params[0], f.params[1]);
        assert_eq!(size_given(&f, &[]), 4);
        assert_eq!(size_given(&f, &[(n, 0)]), 1);
        // With `%n` 3, `big` stays and so do its instructions of `%k`.
        assert_eq!(size_given(&f, &[(n, 3)]), 2);
        // `%k` decides nothing: only what it makes constant goes.
        assert_eq!(size_given(&f, &[(k, 5)]), 3);
    }

    #[test]
    fn a_phi_ignores_edges_that_cannot_run() {
        // The loop's `%x` is 1 on entry and stays 1: the edge that would make it 2 is
        // never taken, because `%x` is 1.
        let (text, stats) = after(
            "fn @f(i32 %n) -> i32 {
entry:
  jump loop
loop:
  %x = phi i32 [1, entry], [%y, other], [%x, loop]
  %c = icmp eq i32 %x, 1
  br %c, same, other
same:
  %d = icmp slt i32 %n, 10
  br %d, loop, out
other:
  %y = add i32 %x, 1
  jump loop
out:
  ret i32 %x
}
",
        );
        assert!(text.contains("ret i32 1"), "{text}");
        assert!(!text.contains("other"), "{text}");
        assert_eq!(stats.branches, 1);
    }

    #[test]
    fn a_switch_on_a_constant_is_a_jump() {
        let (text, stats) = after(
            "fn @f(i32 %n) -> i32 {
entry:
  %k = add i32 2, 1
  switch i32 %k, def [1: one, 3: three, 4: three]
one:
  ret i32 10
three:
  %r = phi i32 [%n, entry], [%n, entry]
  ret i32 %r
def:
  ret i32 0
}
",
        );
        assert_eq!(stats.branches, 1);
        assert!(text.contains("jump three"), "{text}");
        assert!(!text.contains("one:") && !text.contains("def:"), "{text}");
    }
}

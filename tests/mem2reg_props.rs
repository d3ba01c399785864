//! Property test of mem2reg: random memory-form functions (loops, diamonds, irreducible
//! regions, unreachable blocks, multi-edges, switches sharing targets) over several allocas
//! of two types and the parameters, run before and after the pass on random inputs. The
//! path taken (block by block, under bounded fuel) and the result must be identical, the
//! output must verify, and no promotable alloca, load or store may remain.
//!
//! The phis must be those of the textbook construction (`mem2reg_reference/`, Cytron et al.
//! with full dominance frontiers, pruned by liveness): the same variables in the same
//! blocks, and its output must compute the same results.
//!
//! Two oracles: `ir::interp`, the project's interpreter, on the result; and a small
//! reference interpreter of the generated subset kept here, which also compares the path
//! block by block (its fuel counts blocks, which mem2reg does not change). In both, memory
//! reads before any write give 0 and `undef` is 0 (as in code generation), so a program
//! that reads an uninitialised variable must give the same result before and after.

use cranelift_entity::EntityRef;
use tcc_rs::ir::builder::FunctionBuilder;
use tcc_rs::ir::cfg::Cfg;
use tcc_rs::ir::interp::{run_function_with_fuel, InterpError, Val};
use tcc_rs::ir::print::print_function;
use tcc_rs::ir::verify::verify_function;
use tcc_rs::ir::{
    AbiParam, BinOp, Block, CastOp, Cond, Function, InstKind, Linkage, Signature, Terminator, Type,
    Value, ValueDef,
};
use tcc_rs::passes::mem2reg;

#[path = "mem2reg_reference/mod.rs"]
mod reference;

/// xorshift64*: a deterministic generator, so a failing seed reproduces.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

const OPS: [BinOp; 6] = [
    BinOp::Add,
    BinOp::Sub,
    BinOp::Mul,
    BinOp::And,
    BinOp::Or,
    BinOp::Xor,
];
const CONDS: [Cond; 4] = [Cond::Slt, Cond::Sgt, Cond::Eq, Cond::Ne];

/// One random function `fn @f(i32 %a, i32 %b) -> i64`.
fn generate(rng: &mut Rng) -> Function {
    let sig = Signature {
        params: vec![AbiParam::new(Type::I32); 2],
        ret: vec![AbiParam::new(Type::I64)],
        variadic: false,
        fixed: 2,
        ..Default::default()
    };
    let mut fb = FunctionBuilder::new("f", sig, Linkage::Export, &["a", "b"]);
    let params = fb.func.params.clone();
    let nvars = 1 + rng.below(5);
    let vars: Vec<(Value, Type)> = (0..nvars)
        .map(|i| {
            let ty = if rng.chance(30) { Type::I64 } else { Type::I32 };
            (fb.alloca(ty.bytes(), ty.bytes(), &format!("v{i}")), ty)
        })
        .collect();
    let nblocks = 1 + rng.below(10);
    let blocks: Vec<Block> = std::iter::once(fb.func.entry)
        .chain((1..nblocks).map(|i| fb.create_block(&format!("bb{i}"))))
        .collect();
    // Some variables live in one block only (a loop body's temporary, say): the
    // single-block fast path's ground, including loads before the store in a loop block.
    let home: Vec<Option<usize>> = vars
        .iter()
        .map(|_| rng.chance(30).then(|| rng.below(nblocks)))
        .collect();
    for (i, &b) in blocks.iter().enumerate() {
        fb.switch_to(b);
        let visible: Vec<(Value, Type)> = vars
            .iter()
            .zip(&home)
            .filter(|(_, h)| h.is_none_or(|h| h == i))
            .map(|(&v, _)| v)
            .collect();
        let vars = if visible.is_empty() { &vars } else { &visible };
        let mut pool: Vec<(Value, Type)> = params.iter().map(|&p| (p, Type::I32)).collect();
        if i == 0 {
            // The front end stores parameters to their slots first; some variables start
            // initialised, others not.
            for &(v, ty) in vars {
                if rng.chance(50) {
                    let x = pick(rng, &mut fb, &pool, ty);
                    fb.store(ty, x, v);
                }
            }
        }
        for _ in 0..rng.below(6) {
            random_inst(rng, &mut fb, vars, &mut pool);
        }
        let last = i + 1 == blocks.len();
        random_terminator(rng, &mut fb, &blocks, vars, &pool, last);
    }
    fb.finish()
}

/// A value of type `ty` from the block's pool, or a small constant.
fn pick(rng: &mut Rng, fb: &mut FunctionBuilder, pool: &[(Value, Type)], ty: Type) -> Value {
    let fitting: Vec<Value> = pool.iter().filter(|p| p.1 == ty).map(|p| p.0).collect();
    if fitting.is_empty() || rng.chance(25) {
        return fb.iconst(ty, rng.below(7) as i64 - 3);
    }
    fitting[rng.below(fitting.len())]
}

fn random_inst(
    rng: &mut Rng,
    fb: &mut FunctionBuilder,
    vars: &[(Value, Type)],
    pool: &mut Vec<(Value, Type)>,
) {
    let (var, ty) = vars[rng.below(vars.len())];
    match rng.below(4) {
        0 => pool.push((fb.load(ty, var, None), ty)),
        1 => {
            let x = pick(rng, fb, pool, ty);
            fb.store(ty, x, var);
        }
        2 => {
            let (x, y) = (pick(rng, fb, pool, ty), pick(rng, fb, pool, ty));
            pool.push((fb.binary(OPS[rng.below(OPS.len())], ty, x, y, None), ty));
        }
        _ => {
            // `var = var + k`: a read-modify-write, the shape of loop counters.
            let x = fb.load(ty, var, None);
            let k = fb.iconst(ty, rng.below(3) as i64 - 1);
            let y = fb.binary(BinOp::Add, ty, x, k, None);
            fb.store(ty, y, var);
            pool.push((y, ty));
        }
    }
}

fn random_terminator(
    rng: &mut Rng,
    fb: &mut FunctionBuilder,
    blocks: &[Block],
    vars: &[(Value, Type)],
    pool: &[(Value, Type)],
    last: bool,
) {
    // Never a branch to the entry block, which has no predecessors.
    let target = |rng: &mut Rng| blocks[1 + rng.below(blocks.len() - 1)];
    if last || blocks.len() == 1 || rng.chance(10) {
        return ret_variables(rng, fb, vars);
    }
    match rng.below(3) {
        0 => fb.jump(target(rng)),
        1 => {
            let ty = if rng.chance(50) { Type::I32 } else { Type::I64 };
            let (x, y) = (pick(rng, fb, pool, ty), pick(rng, fb, pool, ty));
            let c = fb.icmp(CONDS[rng.below(CONDS.len())], ty, x, y, None);
            let (t, e) = (target(rng), target(rng));
            fb.br(c, t, e)
        }
        _ => {
            let value = pick(rng, fb, pool, Type::I32);
            let default = target(rng);
            let cases = (0..1 + rng.below(4))
                .map(|k| (k as i64 - 1, target(rng)))
                .collect();
            fb.terminate(Terminator::Switch {
                value,
                default,
                cases,
            })
        }
    }
}

/// `return v0 * 1 + v1 * 3 + ...` over most variables, so their final values are
/// observable; the others stay local to the blocks that use them.
fn ret_variables(rng: &mut Rng, fb: &mut FunctionBuilder, vars: &[(Value, Type)]) {
    let mut acc = fb.iconst(Type::I64, 0);
    for (i, &(v, ty)) in vars.iter().enumerate() {
        if rng.chance(30) {
            continue;
        }
        let mut x = fb.load(ty, v, None);
        if ty != Type::I64 {
            x = fb.cast(CastOp::Sext, ty, Type::I64, x, None);
        }
        let k = fb.iconst(Type::I64, 2 * i as i64 + 1);
        let m = fb.binary(BinOp::Mul, Type::I64, x, k, None);
        acc = fb.binary(BinOp::Add, Type::I64, acc, m, None);
    }
    fb.ret(Some(acc));
}

/// What a run did: the blocks entered, then the result or `None` when fuel ran out.
#[derive(Debug, PartialEq)]
struct Run {
    path: Vec<Block>,
    result: Option<i64>,
}

/// The reference interpreter for the generated subset. Values are `i64`s normalised to
/// their type (an `i32` is kept sign-extended); an alloca's address is its slot number.
fn interpret(f: &Function, args: [i64; 2], fuel: usize) -> Result<Run, String> {
    let cfg = Cfg::new(f);
    let mut regs = vec![0i64; f.values.len()];
    let mut memory: Vec<i64> = Vec::new();
    let mut slot_of = vec![usize::MAX; f.values.len()];
    for (i, &p) in f.params.iter().enumerate() {
        regs[p.index()] = args[i];
    }
    let val = |regs: &[i64], v: Value| match f.values[v].def {
        ValueDef::IConst(c) => norm(f.value_type(v), c),
        ValueDef::Undef => 0,
        _ => regs[v.index()],
    };
    let (mut block, mut from): (Block, Option<(Block, usize)>) = (f.entry, None);
    let mut path = Vec::new();
    while path.len() < fuel {
        path.push(block);
        if let Some((pred, edge)) = from {
            let slot = edge_slot(&cfg, pred, block, edge);
            let incoming: Vec<i64> = f
                .block_phis(block)
                .iter()
                .map(|&phi| match &f.insts[phi].kind {
                    InstKind::Phi { args, .. } if args.get(slot).map(|a| a.0) == Some(pred) => {
                        Ok(val(&regs, args[slot].1))
                    }
                    k => Err(format!(
                        "phi {k:?} has no operand for edge {slot} from {pred}"
                    )),
                })
                .collect::<Result<_, _>>()?;
            for (&phi, x) in f.block_phis(block).iter().zip(incoming) {
                regs[f.insts[phi].result.unwrap().index()] = x;
            }
        }
        for &inst in f.block_insts(block) {
            let result = f.insts[inst].result;
            let out = match &f.insts[inst].kind {
                InstKind::Alloca { .. } => {
                    slot_of[result.unwrap().index()] = memory.len();
                    memory.push(0);
                    continue;
                }
                InstKind::Load { ty, addr, .. } => norm(*ty, memory[slot_of[addr.index()]]),
                InstKind::Store { value, addr, .. } => {
                    memory[slot_of[addr.index()]] = val(&regs, *value);
                    continue;
                }
                InstKind::Binary {
                    op, ty, lhs, rhs, ..
                } => binary(*op, *ty, val(&regs, *lhs), val(&regs, *rhs)),
                InstKind::Icmp { cond, lhs, rhs, .. } => {
                    icmp(*cond, val(&regs, *lhs), val(&regs, *rhs)) as i64
                }
                InstKind::Cast {
                    op: CastOp::Sext,
                    arg,
                    ..
                } => val(&regs, *arg),
                k => return Err(format!("the reference interpreter does not know {k:?}")),
            };
            regs[result.unwrap().index()] = out;
        }
        let (next, edge) = match f.terminator(block) {
            Terminator::Ret(v) => {
                let result = v.first().map(|&v| val(&regs, v));
                return Ok(Run { path, result });
            }
            Terminator::Jump(d) => (*d, 0),
            Terminator::Br {
                cond,
                then_dest,
                else_dest,
                ..
            } => match val(&regs, *cond) {
                0 => (*else_dest, 1),
                _ => (*then_dest, 0),
            },
            Terminator::Switch {
                value,
                default,
                cases,
            } => {
                let x = val(&regs, *value);
                match cases.iter().position(|&(k, _)| k == x) {
                    Some(i) => (cases[i].1, i + 1),
                    None => (*default, 0),
                }
            }
            Terminator::Unreachable => return Err("reached `unreachable`".into()),
            Terminator::Trap => return Err("reached `trap`".into()),
        };
        from = Some((block, edge));
        block = next;
    }
    Ok(Run { path, result: None })
}

/// The phi operand index of edge number `edge` of `pred`'s terminator into `succ`: the
/// predecessor list has one entry per edge, a block's edges to one successor adjacent.
fn edge_slot(cfg: &Cfg, pred: Block, succ: Block, edge: usize) -> usize {
    let first = cfg
        .predecessors(succ)
        .iter()
        .position(|&p| p == pred)
        .unwrap();
    let earlier = cfg.successors(pred)[..edge]
        .iter()
        .filter(|&&s| s == succ)
        .count();
    first + earlier
}

fn norm(ty: Type, x: i64) -> i64 {
    match ty {
        Type::I32 => x as i32 as i64,
        _ => x,
    }
}

fn binary(op: BinOp, ty: Type, x: i64, y: i64) -> i64 {
    norm(
        ty,
        match op {
            BinOp::Add => x.wrapping_add(y),
            BinOp::Sub => x.wrapping_sub(y),
            BinOp::Mul => x.wrapping_mul(y),
            BinOp::And => x & y,
            BinOp::Or => x | y,
            _ => x ^ y,
        },
    )
}

fn icmp(cond: Cond, x: i64, y: i64) -> bool {
    match cond {
        Cond::Slt => x < y,
        Cond::Sgt => x > y,
        Cond::Eq => x == y,
        _ => x != y,
    }
}

/// No alloca, load or store is left (the generator never takes an address), and every
/// phi lists the predecessors edge by edge.
fn check_fully_promoted(f: &Function) -> Result<(), String> {
    let cfg = Cfg::new(f);
    for &b in &f.layout {
        for &i in f.block_insts(b) {
            if let InstKind::Alloca { .. } | InstKind::Load { .. } | InstKind::Store { .. } =
                f.insts[i].kind
            {
                return Err(format!("memory instruction left in {}", f.block_name(b)));
            }
        }
        for &phi in f.block_phis(b) {
            let InstKind::Phi { args, .. } = &f.insts[phi].kind else {
                return Err("non-phi in a phi list".into());
            };
            if !args
                .iter()
                .map(|a| a.0)
                .eq(cfg.predecessors(b).iter().copied())
            {
                return Err(format!(
                    "phi operands of {} do not follow the edges",
                    f.block_name(b)
                ));
            }
        }
    }
    Ok(())
}

/// The pass's phis as (block, variable), sorted: a phi is named after its variable
/// (`v3.0` merges `v3`, the entry block's fourth alloca).
fn phis_by_variable(f: &Function) -> Vec<(Block, usize)> {
    let mut phis: Vec<(Block, usize)> = f
        .layout
        .iter()
        .flat_map(|&b| f.block_phis(b).iter().map(move |&phi| (b, phi)))
        .map(|(b, phi)| {
            let name = f.value_name(f.insts[phi].result.unwrap()).unwrap_or("");
            let var = name.trim_start_matches('v').split('.').next().unwrap_or("");
            (b, var.parse().unwrap_or(usize::MAX))
        })
        .collect();
    phis.sort();
    phis
}

/// Check one generated function; returns how many runs the project interpreter finished.
fn check_one(seed: u64) -> Result<usize, String> {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let original = generate(&mut rng);
    let mut promoted = original.clone();
    let report = mem2reg::run(&mut promoted);
    if !report.remarks.is_empty() {
        return Err(format!("unexpected remarks {:?}", report.remarks));
    }
    verify_function(&promoted).map_err(|e| format!("verifier: {e}"))?;
    check_fully_promoted(&promoted)?;
    let mut textbook = original.clone();
    let textbook_phis = reference::promote(&mut textbook);
    verify_function(&textbook).map_err(|e| format!("verifier on the reference: {e}"))?;
    let phis = phis_by_variable(&promoted);
    if phis != textbook_phis {
        return Err(format!(
            "phis (block, variable) {phis:?}, the reference's {textbook_phis:?}\nreference:\n{}",
            print_function(&textbook)
        ));
    }
    let mut finished = 0;
    for _ in 0..4 {
        let args = [rng.below(9) as i64 - 4, rng.below(9) as i64 - 4];
        let before = interpret(&original, args, 200)?;
        let after = interpret(&promoted, args, 200)?;
        if before != after {
            return Err(format!(
                "inputs {args:?}: before {before:?}, after {after:?}"
            ));
        }
        let by_reference = interpret(&textbook, args, 200)?;
        if before != by_reference {
            return Err(format!(
                "inputs {args:?}: before {before:?}, the reference's {by_reference:?}"
            ));
        }
        // The project's interpreter as a second oracle. Its fuel counts instructions, of
        // which mem2reg removes many, so only a finished run of the original is compared.
        let vals = args.map(Val::Int);
        let project_before = run_function_with_fuel(&original, &vals, 20_000);
        if project_before != Err(InterpError::OutOfFuel) {
            finished += 1;
            let project_after = run_function_with_fuel(&promoted, &vals, 20_000);
            if project_before != project_after {
                return Err(format!(
                    "interp {args:?}: {project_before:?} then {project_after:?}"
                ));
            }
        }
    }
    let mut again = original.clone();
    mem2reg::run(&mut again);
    if again != promoted {
        return Err("two runs on the same input differ".into());
    }
    Ok(finished)
}

#[test]
fn mem2reg_preserves_semantics_on_random_cfgs() {
    let cases: u64 = std::env::var("MEM2REG_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(3000);
    let mut finished = 0;
    for seed in 0..cases {
        match check_one(seed) {
            Ok(n) => finished += n,
            Err(e) => {
                let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
                let f = generate(&mut rng);
                let mut g = f.clone();
                mem2reg::run(&mut g);
                panic!(
                    "seed {seed}: {e}\nbefore:\n{}\nafter:\n{}",
                    print_function(&f),
                    print_function(&g)
                );
            }
        }
    }
    // Most random inputs must run to the end, or the interpreter oracle checks nothing.
    assert!(
        finished as u64 >= cases,
        "only {finished} interpreter runs finished"
    );
}

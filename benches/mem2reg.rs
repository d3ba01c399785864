//! Compile-time benchmark of mem2reg on generated memory-form functions of about 1k, 10k,
//! 100k and 1M instructions. The time per instruction should stay roughly flat as the size
//! grows: the pass is meant to be linear. Run with `cargo bench --bench mem2reg`.
//!
//! Each function is a chain of regions, cycling through the shapes that stress the pass:
//! if/else diamonds on a few function-wide variables, loop nests three deep whose
//! counters are fresh variables, wide switches assigning one variable in every case, and
//! blocks with many short-lived locals. Everything the front end would emit: allocas at the
//! top of the entry block, parameters stored to their `.addr` slots. The mix is the same at
//! every size (per 1000 instructions: about 230 blocks, 85 allocas, 60 phis), but the eight
//! function-wide variables are live in every block, so their phi placement covers the
//! whole function.
//!
//! Only the pass is timed: each iteration's input is generated afresh outside the
//! measurement (`iter_batched`), so that it comes as the front end hands a function to the
//! pass, its arrays with the spare room that growing by pushes leaves. (A clone has none:
//! the pass's first phi would then reallocate the instruction and value arrays, a copy of
//! 50 MB at 1M that a compile rarely pays.) The output is returned, so that freeing it is
//! not measured either.
//!
//! `MEM2REG_ONCE=<size>[,<runs>]` runs the pass alone instead (`mem2reg::run_timed`),
//! and prints the best run's time and the time of each of its steps, and the pass's
//! counters; `MEM2REG_DUMP=<file>` writes the output IR (see `run_once`). It also times
//! the least any pass does, one read of every instruction's kind and result type in layout
//! order (`read_every_instruction`): the memory system's floor.
//!
//! Memory. Inside `tcc-rs` the pass takes 1k to 2k page faults on the 1M-instruction
//! function (from `.ir` and from C): the heap is full of the memory that reading or
//! lowering the function freed. Here, glibc hands each run's large tables back to the
//! system and the next run faults them in again, 1k to 19k times (about 1.6 us a fault on
//! a virtual machine), which the medians at 100k and 1M show. `GLIBC_TUNABLES=glibc.malloc.mmap_max=0:glibc.malloc.
//! trim_threshold=100000000000` (no `mmap` for large blocks, no trimming) keeps freed memory
//! in the process, as a compile's heap does; `benches/mem2reg_scaling.py` times that way.
//!
//! The group `pipeline` times each pass of the pipeline after mem2reg
//! (`passes::pipeline::PIPELINE`, read from the list) on the same functions after mem2reg,
//! at 1k and 10k instructions: `cargo bench --bench mem2reg -- pipeline`.
//!
//! Figures, and what the pass's earlier speed-ups bought, are in `docs/benchmarks.md`
//! (section "mem2reg"): numbers from one run belong there, not here.

use criterion::{criterion_group, BatchSize, BenchmarkId, Criterion, Throughput};
use std::hint::black_box;
use tcc_rs::ir::binding::Binding;
use tcc_rs::ir::builder::FunctionBuilder;
use tcc_rs::ir::print::print_function;
use tcc_rs::ir::{
    AbiParam, BinOp, Cond, Function, InstKind, Linkage, Signature, Terminator, Type, Value,
};
use tcc_rs::passes::inline::Bodies;
use tcc_rs::passes::mem2reg;
use tcc_rs::passes::pipeline::{Context, PIPELINE};
use tcc_rs::passes::small_memops;

const WIDE: Type = Type::I32;

struct Generator {
    fb: FunctionBuilder,
    /// Variables live across the whole function.
    globals: Vec<Value>,
    /// Counts regions, to vary constants and the variables each region touches.
    seq: usize,
}

impl Generator {
    fn new() -> Generator {
        let sig = Signature {
            params: vec![AbiParam::new(WIDE)],
            ret: vec![AbiParam::new(WIDE)],
            variadic: false,
            fixed: 1,
            ..Default::default()
        };
        let mut fb = FunctionBuilder::new("big", sig, Linkage::Export, &["n"]);
        let n = fb.func.params[0];
        let globals: Vec<Value> = (0..8).map(|i| fb.alloca(4, 4, &format!("g{i}"))).collect();
        for &g in &globals {
            fb.store(WIDE, n, g);
        }
        Generator {
            fb,
            globals,
            seq: 0,
        }
    }

    fn k(&mut self, v: i64) -> Value {
        self.fb.iconst(WIDE, v)
    }

    fn global(&self, i: usize) -> Value {
        self.globals[(self.seq + i) % self.globals.len()]
    }

    /// `x op= y` on two variables.
    fn update(&mut self, x: Value, y: Value, op: BinOp) {
        let a = self.fb.load(WIDE, x, None);
        let b = self.fb.load(WIDE, y, None);
        let r = self.fb.binary(op, WIDE, a, b, None);
        self.fb.store(WIDE, r, x);
    }

    /// `if (g0 > k) g1 += g2; else g1 = k;`
    fn diamond(&mut self) {
        let (g0, g1, g2) = (self.global(0), self.global(1), self.global(2));
        let then = self.fb.create_block("if.then");
        let els = self.fb.create_block("if.else");
        let end = self.fb.create_block("if.end");
        let a = self.fb.load(WIDE, g0, None);
        let k = self.k(self.seq as i64);
        let c = self.fb.icmp(Cond::Sgt, WIDE, a, k, None);
        self.fb.br(c, then, els);
        self.fb.switch_to(then);
        self.update(g1, g2, BinOp::Add);
        self.fb.jump(end);
        self.fb.switch_to(els);
        self.fb.store(WIDE, k, g1);
        self.fb.jump(end);
        self.fb.switch_to(end);
    }

    /// `for (i = 0; i < 4; i++) for (j ...) for (k ...) g3 += g4;`, fresh counters.
    fn loop_nest(&mut self, depth: usize) {
        if depth == 0 {
            let (g3, g4) = (self.global(3), self.global(4));
            self.update(g3, g4, BinOp::Add);
            return;
        }
        let i = self.fb.alloca(4, 4, "i");
        let zero = self.k(0);
        self.fb.store(WIDE, zero, i);
        let cond = self.fb.create_block("for.cond");
        let body = self.fb.create_block("for.body");
        let exit = self.fb.create_block("for.end");
        self.fb.jump(cond);
        self.fb.switch_to(cond);
        let v = self.fb.load(WIDE, i, None);
        let four = self.k(4);
        let c = self.fb.icmp(Cond::Slt, WIDE, v, four, None);
        self.fb.br(c, body, exit);
        self.fb.switch_to(body);
        self.loop_nest(depth - 1);
        let v = self.fb.load(WIDE, i, None);
        let one = self.k(1);
        let n = self.fb.binary(BinOp::Add, WIDE, v, one, None);
        self.fb.store(WIDE, n, i);
        self.fb.jump(cond);
        self.fb.switch_to(exit);
    }

    /// `switch (g5 & 31) { case 0: g6 = 0; break; ... }`, several cases sharing a target.
    fn switch(&mut self, width: usize) {
        let (g5, g6) = (self.global(5), self.global(6));
        let v = self.fb.load(WIDE, g5, None);
        let mask = self.k(31);
        let idx = self.fb.binary(BinOp::And, WIDE, v, mask, None);
        let end = self.fb.create_block("sw.end");
        let default = self.fb.create_block("sw.default");
        let mut cases = Vec::new();
        let from = self.fb.current_block().expect("a current block");
        for c in 0..width {
            let b = self.fb.create_block("sw.case");
            self.fb.switch_to(b);
            let k = self.k(c as i64);
            self.fb.store(WIDE, k, g6);
            self.fb.jump(end);
            cases.push((c as i64, b));
            cases.push((c as i64 + 32, b));
        }
        self.fb.switch_to(default);
        self.update(g6, g5, BinOp::Sub);
        self.fb.jump(end);
        self.fb.switch_to(from);
        self.fb.terminate(Terminator::Switch {
            value: idx,
            default,
            cases,
        });
        self.fb.switch_to(end);
    }

    /// A block with `count` locals, each written and read a few times, then folded into g7.
    fn locals(&mut self, count: usize) {
        let g7 = self.global(7);
        let locals: Vec<Value> = (0..count).map(|_| self.fb.alloca(4, 4, "t")).collect();
        for (i, &t) in locals.iter().enumerate() {
            let k = self.k(i as i64);
            self.fb.store(WIDE, k, t);
            self.update(t, g7, BinOp::Mul);
            self.update(g7, t, BinOp::Xor);
        }
    }

    fn region(&mut self) {
        match self.seq % 4 {
            0 => self.diamond(),
            1 => self.loop_nest(3),
            2 => self.switch(16),
            _ => self.locals(8),
        }
        self.seq += 1;
    }

    fn finish(mut self) -> Function {
        let g = self.global(0);
        let r = self.fb.load(WIDE, g, None);
        self.fb.ret(Some(r));
        self.fb.finish()
    }
}

fn instruction_count(f: &Function) -> usize {
    f.layout
        .iter()
        .map(|&b| f.block_insts(b).len() + f.block_phis(b).len())
        .sum()
}

/// A function of at least `target` instructions.
fn generate(target: usize) -> Function {
    let mut g = Generator::new();
    // Every instruction created is placed, so the entity count is the size (in O(1)).
    while g.fb.func.insts.len() < target {
        g.region();
    }
    g.finish()
}

fn bench_mem2reg(c: &mut Criterion) {
    let mut group = c.benchmark_group("mem2reg");
    for target in [1_000, 10_000, 100_000, 1_000_000] {
        let func = generate(target);
        let insts = instruction_count(&func);
        group.throughput(Throughput::Elements(insts as u64));
        if target >= 100_000 {
            group.sample_size(10);
        }
        group.bench_with_input(BenchmarkId::from_parameter(insts), &func, |b, _| {
            b.iter_batched(
                || generate(target),
                // Returned, so freeing the function is not part of the measurement.
                |mut f| {
                    let report = mem2reg::run(&mut f);
                    (black_box(report), f)
                },
                BatchSize::LargeInput,
            )
        });
    }
    group.finish();
}

/// Each pass of the pipeline on the generated function after mem2reg, as the driver runs
/// it (after the passes before it in the list); only the pass is timed.
fn bench_pipeline(c: &mut Criterion) {
    let mut group = c.benchmark_group("pipeline");
    for target in [1_000, 10_000] {
        let mut ssa = generate(target);
        mem2reg::run(&mut ssa);
        let bodies = Bodies::default();
        let cx = Context {
            ssa: &ssa,
            binding: Binding::FINAL,
            bodies: &bodies,
            unit: Default::default(),
            expands: &small_memops::FUNCTIONS,
            tables: &Default::default(),
            builtins: &small_memops::FUNCTIONS,
            lib_builtins: &[],
            math_errno: true,
            fp_contract: false,
        };
        let mut input = ssa.clone();
        for pass in &PIPELINE {
            group.throughput(Throughput::Elements(instruction_count(&input) as u64));
            let id = BenchmarkId::new(pass.name, instruction_count(&ssa));
            group.bench_with_input(id, &input, |b, input| {
                b.iter_batched(
                    || input.clone(),
                    |mut f| {
                        let stats = (pass.run)(&mut f, &cx);
                        (black_box(stats), f)
                    },
                    BatchSize::LargeInput,
                )
            });
            (pass.run)(&mut input, &cx);
        }
    }
    group.finish();
}

/// `MEM2REG_ONCE=<size>[,<runs>]`: instead of the criterion benchmark, run the pass on a
/// freshly generated function `runs` times (default 1), print the best time per
/// instruction, its steps, and the pass's counters. A short, repeatable run to put under
/// `valgrind --tool=callgrind --cache-sim=yes --toggle-collect='*mem2reg::run_timed'`
/// (counting only the pass). With `MEM2REG_DUMP=<file>` it also writes the output IR there, so that
/// two versions of the pass can be checked for byte-identical output on large functions.
fn run_once(spec: &str) {
    let mut parts = spec.split(',').map(|p| p.trim().parse::<usize>());
    let (Some(Ok(size)), runs) = (parts.next(), parts.next()) else {
        eprintln!("MEM2REG_ONCE wants <size>[,<runs>], got {spec:?}");
        std::process::exit(2);
    };
    let runs = runs.and_then(Result::ok).unwrap_or(1).max(1);
    let func = generate(size);
    let insts = instruction_count(&func);
    // Every run is timed step by step (eight clock reads, against milliseconds of work);
    // the best run's total and steps are shown, so the two come from the same run.
    let mut best: Option<(f64, mem2reg::StepTimes)> = None;
    let mut output = None;
    for _ in 0..runs {
        let mut f = generate(size);
        let start = std::time::Instant::now();
        let report = mem2reg::run_timed(&mut f);
        let total = start.elapsed().as_nanos() as f64;
        if best.as_ref().is_none_or(|(b, _)| total < *b) {
            best = Some((total, report.times));
        }
        // Replaced only after the clock stops, so freeing the previous output is not timed.
        output = Some((black_box(report), f));
    }
    let (best, steps) = best.expect("at least one run");
    let floor = best_of(runs, || read_every_instruction(&func));
    println!(
        "{insts} instructions: {:.1} ns/inst; one read of every instruction {:.1} ns/inst; ratio {:.1}",
        best / insts as f64,
        floor / insts as f64,
        best / floor
    );
    let per_inst = |t: std::time::Duration| t.as_nanos() as f64 / insts as f64;
    let parts: Vec<String> = mem2reg::STEPS
        .iter()
        .zip(steps.0)
        .map(|(name, t)| format!("{name} {:.1}", per_inst(t)))
        .collect();
    println!("  ns/inst by step: {}", parts.join("; "));
    if let Some((report, f)) = &output {
        let s = report.stats;
        println!(
            "  {} blocks, {} allocas promoted ({} single-store, {} single-block), {} phis",
            f.layout.len(),
            s.promoted,
            s.single_store,
            s.single_block,
            s.phis_inserted
        );
    }
    if let (Ok(path), Some((_, f))) = (std::env::var("MEM2REG_DUMP"), &output) {
        if let Err(e) = std::fs::write(&path, print_function(f)) {
            eprintln!("{path}: {e}");
            std::process::exit(1);
        }
    }
}

/// The best time of `runs` calls of `work`, in nanoseconds.
fn best_of<T>(runs: usize, mut work: impl FnMut() -> T) -> f64 {
    let mut best = f64::INFINITY;
    for _ in 0..runs {
        let start = std::time::Instant::now();
        black_box(work());
        best = best.min(start.elapsed().as_nanos() as f64);
    }
    best
}

/// The least any pass over the function does: visit every instruction in layout order and
/// look at its kind and its result's type (what step 2 of mem2reg must read). Its time per
/// instruction at each size is the memory system's floor for the pass.
fn read_every_instruction(f: &Function) -> u64 {
    let mut seen = 0u64;
    for &b in &f.layout {
        for &i in f.block_insts(b) {
            let data = &f.insts[i];
            seen += matches!(data.kind, InstKind::Load { .. }) as u64;
            if let Some(v) = data.result {
                seen += (f.values[v].ty == Type::Ptr) as u64;
            }
        }
    }
    seen
}

criterion_group!(benches, bench_mem2reg, bench_pipeline);

fn main() {
    match std::env::var("MEM2REG_ONCE") {
        Ok(spec) => run_once(&spec),
        Err(_) => {
            benches();
            Criterion::default().configure_from_args().final_summary();
        }
    }
}

#!/usr/bin/env python3
"""Does mem2reg scale linearly? Work and time per instruction, from 1k to 1M instructions.

Runs the pass alone (`MEM2REG_ONCE` of `benches/mem2reg.rs`) on the benchmark's generated
functions of about 1k, 10k, 100k and 1M IR instructions, and prints two things per size:

- work: the machine instructions the pass executes per IR instruction, counted by
  `valgrind --tool=callgrind` (collection on `mem2reg::run_timed` only). The count does
  not depend on the machine's load, so it is the repeatable test of linearity: a step
  that is quadratic in the function, or O(n log n), makes it grow with the size. With
  `--cache-sim`, also the last-level cache misses per IR instruction (callgrind's model
  of an 8 MB cache), which is where the time of a large function goes.
- time: the least wall time per IR instruction over `--rounds` rounds, the sizes
  interleaved so that a slow spell of a shared machine touches all of them, and the time
  of the least any pass does (one read of every instruction's kind and result type), the
  memory system's floor at that size.

  The timing runs keep freed memory in the process (`GLIBC_TUNABLES`, see `KEEP_MEMORY`),
  as the compiler's heap does: on the 1M-instruction function the pass takes 1k to 2k
  page faults inside `tcc-rs` (from `.ir` and from C), whose heap is full of the memory
  that reading or lowering the function freed, but 1k to 19k a run in the benchmark,
  where glibc hands each run's large tables back to the system and the next run faults
  them in again (about 1.6 us a fault on a virtual machine). `--default-malloc` times
  with glibc's defaults instead.

The check fails (exit status 1) if the work per instruction at any size exceeds `--limit`
times the least of them. Time is reported, not checked: it depends on the machine.

Usage: python3 benches/mem2reg_scaling.py [--sizes 1000,...] [--rounds N] [--cache-sim]
       [--limit X] [--default-malloc] [--bench PATH]
Needs valgrind (Debian: valgrind). Builds the benchmark with `cargo bench --no-run`
unless `--bench` names its executable. Takes about five minutes.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

from cargo_bench import bench_executable

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
# glibc keeps every freed block (no mmap for large ones, no trimming of the heap's top).
KEEP_MEMORY = {
    "GLIBC_TUNABLES": "glibc.malloc.mmap_max=0:glibc.malloc.trim_threshold=100000000000"
}


def build_bench():
    """Build the mem2reg benchmark and return its executable."""
    return bench_executable("mem2reg")


def run_once(bench, size, runs, env=None):
    """`MEM2REG_ONCE=size,runs`: (IR instructions, best ns/inst, one read ns/inst)."""
    out = subprocess.run(
        [bench],
        env=dict(os.environ, MEM2REG_ONCE=f"{size},{runs}", **(env or {})),
        stdout=subprocess.PIPE,
        check=True,
        text=True,
    ).stdout
    m = re.match(
        r"(\d+) instructions: ([\d.]+) ns/inst; one read of every instruction ([\d.]+)", out
    )
    if not m:
        sys.exit(f"mem2reg_scaling: unexpected benchmark output: {out!r}")
    return int(m.group(1)), float(m.group(2)), float(m.group(3))


def callgrind(bench, size, cache_sim, tmp):
    """Machine instructions (and last-level misses, or None) of one run of the pass."""
    out = os.path.join(tmp, f"callgrind.{size}")
    cmd = [
        "valgrind",
        "--tool=callgrind",
        "--toggle-collect=*mem2reg::run_timed",
        f"--callgrind-out-file={out}",
    ]
    if cache_sim:
        cmd += ["--cache-sim=yes", "--D1=32768,8,64", "--LL=8388608,16,64"]
    subprocess.run(
        cmd + [bench],
        env=dict(os.environ, MEM2REG_ONCE=f"{size},1"),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        check=True,
    )
    events, totals = None, None
    with open(out) as f:
        for line in f:
            if line.startswith("events:"):
                events = line.split()[1:]
            elif line.startswith("totals:") or (totals is None and line.startswith("summary:")):
                totals = [int(x) for x in line.split()[1:]]
    if events is None or totals is None:
        sys.exit(f"mem2reg_scaling: no totals in {out}")
    counts = dict(zip(events, totals))
    misses = None
    if cache_sim:
        misses = counts.get("DLmr", 0) + counts.get("DLmw", 0) + counts.get("ILmr", 0)
    return counts["Ir"], misses


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sizes", default="1000,10000,100000,1000000")
    ap.add_argument("--rounds", type=int, default=5, help="interleaved timing rounds")
    ap.add_argument("--cache-sim", action="store_true", help="also count cache misses")
    ap.add_argument("--limit", type=float, default=1.5, help="largest work ratio allowed")
    ap.add_argument(
        "--default-malloc", action="store_true", help="time with glibc's default malloc"
    )
    ap.add_argument("--bench", help="the benchmark executable (default: build it)")
    args = ap.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    if shutil.which("valgrind") is None:
        sys.exit("mem2reg_scaling: needs valgrind (Debian: apt-get install valgrind)")
    bench = args.bench or build_bench()

    # Enough runs per round that each size takes a similar time.
    runs = {s: max(1, min(300, 4_000_000 // s)) for s in sizes}
    insts, best, floor = {}, {}, {}
    for _ in range(args.rounds):
        for s in sizes:
            env = None if args.default_malloc else KEEP_MEMORY
            n, t, r = run_once(bench, s, runs[s], env)
            insts[s] = n
            best[s] = min(best.get(s, t), t)
            floor[s] = min(floor.get(s, r), r)

    work, misses = {}, {}
    with tempfile.TemporaryDirectory() as tmp:
        for s in sizes:
            ir, ll = callgrind(bench, s, args.cache_sim, tmp)
            work[s] = ir / insts[s]
            if ll is not None:
                misses[s] = ll / insts[s]

    least_work, first = min(work.values()), sizes[0]
    head = "| IR instructions | machine instr./inst | ratio |"
    rule = "|---:|---:|---:|"
    if args.cache_sim:
        head += " LL misses/inst |"
        rule += "---:|"
    head += " best ns/inst | ratio to first | one read ns/inst | ratio to first |"
    rule += "---:|---:|---:|---:|"
    print(head)
    print(rule)
    for s in sizes:
        row = f"| {insts[s]:,} | {work[s]:.0f} | {work[s] / least_work:.2f} |"
        if args.cache_sim:
            row += f" {misses[s]:.1f} |"
        row += (
            f" {best[s]:.1f} | {best[s] / best[first]:.2f} |"
            f" {floor[s]:.1f} | {floor[s] / floor[first]:.2f} |"
        )
        print(row)
    worst = max(work.values()) / least_work
    verdict = "flat" if worst <= args.limit else "NOT flat"
    print(
        f"\nwork per instruction: largest/least = {worst:.2f} ({verdict}; limit {args.limit})"
    )
    return 0 if worst <= args.limit else 1


if __name__ == "__main__":
    sys.exit(main())

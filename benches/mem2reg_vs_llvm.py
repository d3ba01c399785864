#!/usr/bin/env python3
"""tcc-rs's mem2reg against LLVM's, on the same C, at four function sizes.

Generates C functions of about 1k, 10k, 100k and 1M IR instructions, made of the regions
`benches/mem2reg.rs` builds directly in IR (if/else diamonds on eight function-wide
variables, loop nests three deep with fresh counters, 16-case switches, blocks of
short-lived locals). Every size gets about 1M instructions in total (1000 functions of 1k,
100 of 10k, 10 of 100k, one of 1M), so each timing covers the same amount of work.

For tcc-rs, `tcc-rs --emit=ir` writes the memory form, and `tcc-rs --time-passes
--emit=ssa` on that `.ir` file times mem2reg alone (it includes the CFG and the dominator
tree). For LLVM, `clang -O0 -Xclang -disable-O0-optnone -emit-llvm` writes the memory form,
and `opt -passes=mem2reg -time-passes` times PromotePass; the dominator tree it uses is
timed apart (DominatorTreeAnalysis) and is added. Each is run several times and the best
is kept; times are divided by each compiler's own count of instructions in memory form.

Usage: python3 benches/mem2reg_vs_llvm.py [--tcc-rs PATH] [--runs N] [--sizes 1000,...]
Needs clang and opt (Debian: clang, llvm) and a built tcc-rs (cargo build --release).
"""

import argparse
import os
import re
import resource
import subprocess
import sys
import tempfile

TOTAL = 1_000_000
# opt's address space is capped: LLVM 14's mem2reg needs more than 24 GB on the 1M function.
OPT_MEMORY = 12 << 30


def region(seq, out):
    """One region of the generated function, as `benches/mem2reg.rs` builds it."""
    g = [f"g{(seq + i) % 8}" for i in range(8)]
    kind = seq % 4
    if kind == 0:
        out.append(f"  if ({g[0]} > {seq}) {g[1]} += {g[2]}; else {g[1]} = {seq};")
    elif kind == 1:
        out.append("  {")
        for d in range(3):
            out.append(f"    int i{d}_{seq};")
            out.append(f"    for (i{d}_{seq} = 0; i{d}_{seq} < 4; i{d}_{seq}++) {{")
        out.append(f"      {g[3]} += {g[4]};")
        out.append("    }}}")
        out.append("  }")
    elif kind == 2:
        out.append(f"  switch ({g[5]} & 31) {{")
        for c in range(16):
            out.append(f"  case {c}: case {c + 32}: {g[6]} = {c}; break;")
        out.append(f"  default: {g[6]} -= {g[5]};")
        out.append("  }")
    else:
        out.append("  {")
        for i in range(8):
            t = f"t{i}_{seq}"
            out.append(f"    int {t} = {i}; {t} *= {g[7]}; {g[7]} ^= {t};")
        out.append("  }")


def function(name, regions):
    out = [f"int {name}(int n) {{"]
    out.append("  int " + ", ".join(f"g{i} = n" for i in range(8)) + ";")
    for seq in range(regions):
        region(seq, out)
    out.append("  return g0;")
    out.append("}")
    return "\n".join(out) + "\n"


def run(cmd, check=True, **kw):
    r = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if check and r.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed:\n{r.stderr}")
    return r


def limit_memory():
    resource.setrlimit(resource.RLIMIT_AS, (OPT_MEMORY, OPT_MEMORY))


def tcc_rs_ir(tcc_rs, c_file, ir_file):
    """Write the memory form; return its instruction count."""
    run([tcc_rs, "--emit=ir", c_file, "-o", ir_file])
    count = 0
    with open(ir_file) as f:
        for line in f:
            s = line.strip()
            # Instructions: `%v = op ...` and `store ...` (the generated C makes no calls);
            # not labels, terminators or braces.
            if s.startswith("%") or s.startswith("store "):
                count += 1
    return count


def llvm_ir(c_file, ll_file):
    run(["clang", "-O0", "-Xclang", "-disable-O0-optnone", "-S", "-emit-llvm",
         c_file, "-o", ll_file])
    count = 0
    inside = False
    terminators = ("br ", "switch ", "ret ", "unreachable")
    with open(ll_file) as f:
        for line in f:
            if line.startswith("define "):
                inside = True
            elif line.startswith("}"):
                inside = False
            elif inside and line.startswith("  ") and not line.startswith("   "):
                s = line.strip()
                if not s.startswith(terminators):
                    count += 1
    return count


def tcc_rs_time(tcc_rs, ir_file):
    r = run([tcc_rs, "--time-passes", "--emit=ssa", ir_file, "-o", os.devnull])
    m = re.search(r"^\s*([0-9.]+) \([ 0-9.]+%\).*\bmem2reg$", r.stderr, re.M)
    if not m:
        sys.exit(f"no mem2reg time in:\n{r.stderr}")
    return float(m.group(1))


def llvm_time(ll_file):
    """The time, or None if opt fails (runs out of memory)."""
    r = run(["opt", "-passes=mem2reg", "-time-passes", "-disable-output", ll_file],
            check=False, preexec_fn=limit_memory)
    if r.returncode != 0:
        return None
    total = 0.0
    for name in ("PromotePass", "DominatorTreeAnalysis"):
        # The wall time is the fourth column.
        m = re.search(r"^\s*(?:[0-9.]+ \([ 0-9.]+%\)\s+){3}([0-9.]+) \([ 0-9.]+%\)\s+"
                      + name + r"$", r.stderr, re.M)
        if not m:
            sys.exit(f"no {name} time in:\n{r.stderr}")
        total += float(m.group(1))
    return total


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tcc-rs", default=os.path.join(here, "..", "target", "release", "tcc-rs"))
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--sizes", default="1000,10000,100000,1000000")
    args = ap.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    with tempfile.TemporaryDirectory() as tmp:
        # Instructions per region, from a 400-region function.
        probe_c = os.path.join(tmp, "probe.c")
        with open(probe_c, "w") as f:
            f.write(function("probe", 400))
        per_region = tcc_rs_ir(args.tcc_rs, probe_c, os.path.join(tmp, "probe.ir")) / 400
        print("| instructions per function | functions | tcc-rs ns/inst | LLVM ns/inst |")
        print("|---:|---:|---:|---:|")
        for size in sizes:
            count = max(1, TOTAL // size)
            regions = max(1, round(size / per_region))
            c_file = os.path.join(tmp, f"f{size}.c")
            with open(c_file, "w") as f:
                for i in range(count):
                    f.write(function(f"f{i}", regions))
            ir_file, ll_file = c_file[:-2] + ".ir", c_file[:-2] + ".ll"
            ours = tcc_rs_ir(args.tcc_rs, c_file, ir_file)
            theirs = llvm_ir(c_file, ll_file)
            t_ours = min(tcc_rs_time(args.tcc_rs, ir_file) for _ in range(args.runs))
            times = []
            while len(times) < args.runs and None not in times:
                times.append(llvm_time(ll_file))
            if None in times:
                llvm = f"out of memory (over {OPT_MEMORY >> 30} GB)"
            else:
                llvm = f"{min(times) / theirs * 1e9:.0f}"
            print(f"| {ours // count} | {count} | {t_ours / ours * 1e9:.0f} | {llvm} |",
                  flush=True)


if __name__ == "__main__":
    main()

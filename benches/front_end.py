#!/usr/bin/env python3
"""How fast tcc-rs compiles, against gcc, clang and tcc: the benchmarks of issue 17.

Five parts, each a table of medians over `--reps` repetitions. The repetitions are
interleaved (each one runs every command of the part once, in turn), so a burst of load on a
shared machine hits all the compilers alike: compare the ratios, measured side by side in
one run, rather than the absolute times.

- parser: the parse phase alone (`--time-passes`, CPU time) on the generated 60,000-line
  file of the compile-time benchmark, in MB/s of preprocessed C (the size of `tcc-rs -E`'s
  output). Issue 17's target is 10 MB/s.
- tables: a generated file of large initialized tables (1,000,000 numbers in `int`,
  `unsigned long long` and `double` arrays, an array of 20,000 structures, 20,000 strings),
  `-c`: CPU time and peak RSS of tcc-rs against clang -O0 (and gcc -O0, tcc). Target: at
  most clang -O0's time and memory.
- hello: hello world with `<stdio.h>`, source to executable, against gcc -O0, clang -O0
  and tcc: the compile step (`-c`), the link step (`CC hello.o -o hello`) and the two in
  one command, wall time.
- large: the generated 60,000-line file, `-c`, tcc-rs (default and `-O0`) against clang -O0,
  gcc -O0 and tcc: CPU time (user + system, children included) and peak RSS (of the
  largest process: `cc1` for gcc, `clang -cc1` for clang), with their ratios to clang -O0.
  Targets: default <= 0.5x clang -O0's time, `-O0` <= 0.3x, peak RSS <= 0.5x. The same
  file doubled (120,000 lines, twice the functions) shows whether memory grows with the
  number of functions.
- projects: a full build of the vendored real projects (zlib's `make libz.a example
  minigzip` after gcc's `./configure`, with CFLAGS=-O0 in place of its -O3; cJSON's `make
  all`) with CC set to each compiler at -O0: CPU time of the whole build (make, the
  compiler, the assembler and the linker), against gcc -O0 and tcc.

The parser part also prints the phases of `--time-passes` (issue 17: no phase above 40% of
the compile), and the output starts with the machine's load average, before and after.

Usage: python3 benches/front_end.py [--reps N] [--parts parser,tables,hello,large,projects]
       [--tcc-rs PATH] [--lines N]
Needs gcc, clang and tcc on PATH (a missing one is left out). Builds the release binary and
the file generator (`cargo bench --bench runtime --no-run`) unless `--tcc-rs` is given
(the generator is still built: `cargo bench --bench runtime --no-run`). Writes its files to a temporary directory; prints Markdown.
Takes about ten minutes with the default three repetitions.
"""

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from cargo_bench import bench_executable

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def cargo_build(build_tcc_rs):
    """The release tcc-rs (built if `build_tcc_rs`) and the runtime benchmark's executable
    (the file generator)."""
    if build_tcc_rs:
        subprocess.run(["cargo", "build", "--release", "--quiet"], cwd=ROOT, check=True)
    return os.path.join(ROOT, "target", "release", "tcc-rs"), bench_executable("runtime")


class Run:
    """One measured run of a command: wall and CPU seconds, peak RSS in MiB, stderr."""

    def __init__(self, argv, cwd):
        start = time.perf_counter()
        proc = subprocess.Popen(
            argv, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
        )
        # wait4's usage covers the child and the descendants it waited for; ru_maxrss is
        # that of the largest of them.
        stderr = proc.stderr.read()
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        self.wall = time.perf_counter() - start
        self.cpu = usage.ru_utime + usage.ru_stime
        self.rss = usage.ru_maxrss / 1024
        self.stderr = stderr.decode(errors="replace")
        if proc.returncode != 0:
            sys.exit(f"failed ({proc.returncode}): {' '.join(argv)}\n{self.stderr}")


def interleaved(commands, reps, cwd):
    """Run every (label, argv) of `commands` once per repetition, in turn; the runs by label."""
    runs = {label: [] for label, _ in commands}
    for rep in range(reps):
        for label, argv in commands:
            runs[label].append(Run(argv, cwd))
        print(f"  repetition {rep + 1}/{reps} done", file=sys.stderr)
    return runs


def median(runs, attr):
    return statistics.median(getattr(r, attr) for r in runs)


def available(compilers):
    return [c for c in compilers if shutil.which(c)]


def table(header, rows):
    out = "| " + " | ".join(header) + " |\n"
    out += "|---" + "|---:" * (len(header) - 1) + "|\n"
    for row in rows:
        out += "| " + " | ".join(row) + " |\n"
    return out


# ---------------------------------------------------------------- parser


def parse_seconds(stderr):
    """The CPU seconds of the parse phase in a `--time-passes` report."""
    for line in stderr.splitlines():
        # `  0.5512 ( 40.1%)     0.55 ( 41.0%)  parse`: wall, its share, CPU, its share, name.
        fields = line.split()
        if len(fields) == 7 and fields[-1] == "parse":
            return float(fields[3])
    sys.exit("no parse line in --time-passes:\n" + stderr)


PHASE = re.compile(r"^\s+([\d.]+) \(\s*([\d.]+)%\)\s+(?:([\d.]+) \(\s*([\d.]+)%\)|-)\s+(\S.*)$")


def phase_shares(stderr):
    """(name, wall s, wall %, CPU s, CPU %) of each phase of the first report of
    `--time-passes` (CPU empty where it is counted in another phase)."""
    phases = []
    for line in stderr.splitlines():
        m = PHASE.match(line)
        if not m:
            continue
        wall, wall_share, cpu, cpu_share, name = m.groups()
        if name == "Total":
            break
        phases.append((name, wall, wall_share, cpu or "", cpu_share or ""))
    return phases


def parser_part(tcc_rs, large, reps, work):
    preprocessed = subprocess.run(
        [tcc_rs, "-E", large], cwd=work, stdout=subprocess.PIPE, check=True
    ).stdout
    size = len(preprocessed)
    cmd = [tcc_rs, "--time-passes", "-c", large, "-o", os.path.join(work, "p.o")]
    runs = interleaved([("parse", cmd)], reps, work)["parse"]
    seconds = statistics.median(parse_seconds(r.stderr) for r in runs)
    mb = size / 1e6
    out = (
        f"Parser alone: {os.path.basename(large)}, {mb:.2f} MB preprocessed; parse phase "
        f"CPU {seconds:.3f} s (median of {reps}): **{mb / seconds:.1f} MB/s** "
        f"(target 10 MB/s)\n\n"
    )
    # The phases of the run whose parse time is the median.
    run = sorted(runs, key=lambda r: parse_seconds(r.stderr))[len(runs) // 2]
    rows = [list(p) for p in phase_shares(run.stderr)]
    out += "`--time-passes -c` of that file (target: no phase above 40%)\n\n"
    return out + table(["phase", "wall (s)", "wall (%)", "CPU (s)", "CPU (%)"], rows)


# ---------------------------------------------------------------- tables


def generate_tables(path):
    """1,000,000 numbers in three arrays, 20,000 structures, 20,000 strings."""
    x = 0x2545F491

    def rnd():
        nonlocal x
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        return x

    with open(path, "w") as f:
        f.write("/* Generated by benches/front_end.py: large initialized tables. */\n")
        f.write("int ints[600000] = {\n")
        f.write(",\n".join(",".join(str(rnd() % 100000) for _ in range(20)) for _ in range(30000)))
        f.write("\n};\nunsigned long long longs[300000] = {\n")
        f.write(",\n".join(",".join(f"{rnd()}ULL" for _ in range(10)) for _ in range(30000)))
        f.write("\n};\nconst double reals[100000] = {\n")
        f.write(",\n".join(",".join(f"{rnd() % 1000}.{rnd() % 100}" for _ in range(10)) for _ in range(10000)))
        f.write("\n};\nstruct entry { const char *name; int code; double weight; short flags[4]; };\n")
        f.write("struct entry entries[20000] = {\n")
        f.write(
            ",\n".join(
                f'  {{"entry{i}", {rnd() % 5000}, {rnd() % 100}.5, {{{i % 7}, 1, 2, 3}}}}'
                for i in range(20000)
            )
        )
        f.write("\n};\nconst char *const words[20000] = {\n")
        f.write(",\n".join(f'  "word {i} of the table, {rnd() % 1000}"' for i in range(20000)))
        f.write("\n};\nint lookup(int i) { return ints[i] + entries[i % 20000].code; }\n")


def compile_part(title, source, variants, reps, work, baseline):
    """CPU time, wall time and peak RSS of `-c` for each (label, argv prefix), against
    `baseline`."""
    obj = os.path.join(work, "out.o")
    commands = [(label, argv + ["-c", source, "-o", obj]) for label, argv in variants]
    return build_table(title, commands, reps, work, baseline, rss=True)


def build_table(title, commands, reps, work, baseline, rss):
    """The medians of `commands` run interleaved, and their ratios to `baseline`'s."""
    runs = interleaved(commands, reps, work)
    base = runs[baseline]
    rows = []
    base_cpu, base_wall = median(base, "cpu"), median(base, "wall")
    base_rss = max(r.rss for r in base)
    for label, _ in commands:
        cpu, wall = median(runs[label], "cpu"), median(runs[label], "wall")
        row = [label, f"{cpu:.3f}", f"{cpu / base_cpu:.2f}", f"{wall:.3f}", f"{wall / base_wall:.2f}"]
        if rss:
            peak = max(r.rss for r in runs[label])
            row += [f"{peak:.1f}", f"{peak / base_rss:.2f}"]
        rows.append(row)
    header = ["compiler", "CPU (s)", f"CPU / {baseline}", "wall (s)", f"wall / {baseline}"]
    if rss:
        header += ["peak RSS (MiB)", f"RSS / {baseline}"]
    return f"{title}\n\n" + table(header, rows)


def reference_compilers():
    refs = [("clang -O0", ["clang", "-O0"]), ("gcc -O0", ["gcc", "-O0"]), ("tcc", ["tcc"])]
    return [(label, argv) for label, argv in refs if shutil.which(argv[0])]


# ---------------------------------------------------------------- hello


def hello_part(tcc_rs, reps, work):
    src = os.path.join(work, "hello.c")
    with open(src, "w") as f:
        f.write('#include <stdio.h>\nint main(void) { printf("hello, world\\n"); return 0; }\n')
    compilers = [("tcc-rs", [tcc_rs])] + [
        (label, argv) for label, argv in reference_compilers()
    ]
    # tcc-rs builds its runtime library once per machine: build it before timing.
    subprocess.run([tcc_rs, src, "-o", os.path.join(work, "warm")], check=True)
    commands = []
    for label, argv in compilers:
        obj, exe = os.path.join(work, f"h-{label}.o"), os.path.join(work, f"h-{label}")
        commands.append((f"{label} compile", argv + ["-c", src, "-o", obj]))
        commands.append((f"{label} link", [argv[0], obj, "-o", exe]))
        commands.append((f"{label} both", argv + [src, "-o", exe]))
    runs = interleaved(commands, reps, work)
    rows = []
    for label, _ in compilers:
        ms = [median(runs[f"{label} {step}"], "wall") * 1000 for step in ("compile", "link", "both")]
        rows.append([label] + [f"{m:.1f}" for m in ms])
    header = ["compiler", "compile `-c` (ms)", "link (ms)", "source to executable (ms)"]
    return "Hello world with `<stdio.h>`, wall time\n\n" + table(header, rows)


# ---------------------------------------------------------------- projects


def projects_part(tcc_rs, reps, work):
    """Full builds of zlib and cJSON, each compiler's build in its own copy."""
    projects = os.path.join(ROOT, "tests", "projects")
    compilers = [("tcc-rs -O0", f"{tcc_rs} -O0")] + [
        (label, " ".join(argv)) for label, argv in reference_compilers() if label != "clang -O0"
    ]
    commands = []
    for label, cc in compilers:
        name = label.replace(" ", "")
        zlib = os.path.join(work, f"zlib-{name}")
        shutil.copytree(os.path.join(projects, "zlib"), zlib)
        # configure once, with gcc: what is timed is the build.
        subprocess.run(["./configure"], cwd=zlib, env=dict(os.environ, CC="gcc"), check=True,
                       stdout=subprocess.DEVNULL)
        cjson = os.path.join(work, f"cjson-{name}")
        shutil.copytree(os.path.join(projects, "cJSON"), cjson)
        # `make clean` before each build, inside the timed command (it costs milliseconds).
        # zlib's configure asks for -O3: CFLAGS=-O0 keeps every compiler at -O0.
        build = (f"make -s -C {zlib} clean >/dev/null && make -s -C {zlib} CC='{cc}' CFLAGS=-O0 "
                 f"libz.a example minigzip && make -s -C {cjson} clean >/dev/null && "
                 f"make -s -C {cjson} CC='{cc} -std=c89' all")
        commands.append((label, ["sh", "-c", build]))
    return build_table("Full build of zlib and cJSON (`make`), CPU time of every process",
                       commands, reps, work, "gcc -O0", rss=False)


# ---------------------------------------------------------------- main


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--parts", default="parser,tables,hello,large,projects")
    ap.add_argument("--tcc-rs", help="the tcc-rs binary (default: build the release one)")
    ap.add_argument("--lines", type=int, default=60000)
    args = ap.parse_args()
    parts = args.parts.split(",")
    tcc_rs, generator = cargo_build(not args.tcc_rs)
    tcc_rs = os.path.abspath(args.tcc_rs) if args.tcc_rs else tcc_rs
    work = tempfile.mkdtemp(prefix="tcc-rs-bench-")
    try:
        large = os.path.join(work, "large.c")
        doubled = os.path.join(work, "doubled.c")
        for path, lines in [(large, args.lines), (doubled, 2 * args.lines)]:
            subprocess.run([generator, "--gen-large", path, "--lines", str(lines)], check=True,
                           stdout=subprocess.DEVNULL)
        load = "{:.1f} {:.1f} {:.1f}".format(*os.getloadavg())
        out = [f"tcc-rs: {tcc_rs}; {args.reps} interleaved repetitions, medians; "
               f"{os.cpu_count()} CPUs, load average at the start {load}\n"]
        if "parser" in parts:
            print("parser...", file=sys.stderr)
            out.append(parser_part(tcc_rs, large, args.reps, work))
        if "tables" in parts:
            print("tables...", file=sys.stderr)
            tables = os.path.join(work, "tables.c")
            generate_tables(tables)
            variants = [("tcc-rs", [tcc_rs])] + reference_compilers()
            out.append(compile_part("Large initialized tables, `-c`", tables, variants,
                                    args.reps, work, "clang -O0"))
        if "hello" in parts:
            print("hello...", file=sys.stderr)
            out.append(hello_part(tcc_rs, args.reps, work))
        if "large" in parts:
            print("large...", file=sys.stderr)
            variants = [("tcc-rs", [tcc_rs]), ("tcc-rs -O0", [tcc_rs, "-O0"])] + reference_compilers()
            out.append(compile_part(f"Generated {args.lines}-line file, `-c`", large, variants,
                                    args.reps, work, "clang -O0"))
            out.append(compile_part(f"The same generator at {2 * args.lines} lines, `-c`", doubled,
                                    variants, args.reps, work, "clang -O0"))
        if "projects" in parts:
            print("projects...", file=sys.stderr)
            out.append(projects_part(tcc_rs, args.reps, work))
        load = "{:.1f} {:.1f} {:.1f}".format(*os.getloadavg())
        out.append(f"Load average at the end: {load}\n")
        print("\n".join(out))
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()

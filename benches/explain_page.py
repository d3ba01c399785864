#!/usr/bin/env python3
"""The explain page's cost on real files: time, peak memory and page size of `--explain`
beside the compile's own (issue 39's bound).

Usage: python3 benches/explain_page.py [--tcc-rs PATH] [--no-graphviz] [FILE[:ARGS] ...]

For each file it runs, one after the other, `tcc-rs ARGS -c FILE` (the compile) and
`tcc-rs ARGS --explain FILE` (the page), and prints wall and CPU seconds, peak memory (each
process's own, from `wait4`), the page's size and the ratio of the page's wall time to the
compile's. CPU time and peak memory come from `wait4`, so they include the `dot` processes
the page runs (the peak is the largest process's). `--no-graphviz` also times the page with
`dot` out of reach (PATH emptied): tcc-rs's own share, every CFG left to the page's layout.

Without FILE arguments it measures what the README's bound is stated on, where it finds it:
zlib's `deflate.c` (tests/projects), and Lua's `lvm.c` and SQLite's amalgamation from the
corpus's build trees (`make test-corpus` unpacks them under target/corpus/build/tcc-rs/), and
a generated 60,000-line file (`cargo bench --bench runtime -- --gen-large FILE` writes it;
give it as an argument). Figures are ratios measured in one run: the machine is shared.
"""

import argparse
import glob
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def default_files():
    found = [os.path.join(ROOT, "tests/projects/zlib/deflate.c")]
    build = os.path.join(ROOT, "target/corpus/build/tcc-rs")
    for pattern in ("lua5.4/*/src/lvm.c", "sqlite3/*/sqlite3.c"):
        found += sorted(glob.glob(os.path.join(build, pattern)))[:1]
    return [f for f in found if os.path.exists(f)]


def measure(argv, env=None, cwd=None):
    """Wall seconds, CPU seconds and peak KB of one process and those it waited for."""
    start = time.monotonic()
    child = subprocess.Popen(
        argv, env=env, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.monotonic() - start
    err = child.stderr.read().decode(errors="replace")
    child.stderr.close()
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        sys.exit(f"{' '.join(argv)}: exit status {code}\n{err}")
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss


def row(label, wall, cpu, kb, size, base):
    size = f"{size / 1e6:.1f} MB" if size is not None else ""
    ratio = f"{wall / base:.1f}x" if base else ""
    return f"| {label} | {wall:.2f} | {cpu:.2f} | {kb / 1024:.0f} MB | {size} | {ratio} |"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tcc-rs", default=os.path.join(ROOT, "target/release/tcc-rs"))
    ap.add_argument("--no-graphviz", action="store_true")
    ap.add_argument("files", nargs="*")
    args = ap.parse_args()
    files = args.files or default_files()
    if not files:
        sys.exit("no files: give FILE arguments (see --help)")
    tcc = os.path.abspath(args.tcc_rs)
    print("| file: step | wall s | CPU s | peak memory | page | wall / compile's |")
    print("|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        page = os.path.join(tmp, "page.html")
        for spec in files:
            path, _, extra = spec.partition(":")
            path = os.path.abspath(path)
            name = os.path.basename(path)
            flags = extra.split()
            cwd = os.path.dirname(path)
            wall, cpu, kb = measure([tcc, *flags, "-c", path, "-o", os.path.join(tmp, "x.o")], cwd=cwd)
            print(row(f"{name}: compile", wall, cpu, kb, None, None), flush=True)
            base = wall
            runs = [("explain", None)]
            if args.no_graphviz:
                runs.append(("explain, no Graphviz", dict(os.environ, PATH=tmp)))
            for label, env in runs:
                wall, cpu, kb = measure([tcc, *flags, "--explain", path, "-o", page], env=env, cwd=cwd)
                print(row(f"{name}: {label}", wall, cpu, kb, os.path.getsize(page), base), flush=True)


if __name__ == "__main__":
    main()

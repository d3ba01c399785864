#!/usr/bin/env python3
"""Stack frame sizes, function by function, of x86-64 objects built by several compilers.

Usage: python3 benches/frame_sizes.py [--over R:C] LABEL=OBJ LABEL=OBJ ...

The first object is the baseline (gcc -O0's, say). A function's frame is what its prologue
takes: 8 bytes per `push` of a register plus the `sub $N,%rsp` (or gcc's `add $-N,%rsp`) in
its first instructions, read from `objdump -d`. Leaves that gcc keeps in the red zone show
only their `push %rbp`, and arguments gcc pushes at a call are not counted. Functions are
listed largest first, with the ratio of the second object's frame to the baseline's, and
the totals; `--over R:C` lists only the functions whose second frame exceeds R times the
baseline's plus C bytes (issue 33: `--over 1.5:64`).

  gcc -O0 -c f.c -o f.gcc.o; tcc-rs -O0 -c f.c -o f.O0.o
  python3 benches/frame_sizes.py gcc=f.gcc.o O0=f.O0.o
"""

import argparse
import re
import subprocess

PROLOGUE = 14  # instructions looked at


def frames(obj):
    listing = subprocess.run(
        ["objdump", "-d", "--no-show-raw-insn", obj], capture_output=True, text=True, check=True
    ).stdout
    sizes, function, n = {}, None, 0
    for line in listing.splitlines():
        start = re.match(r"^[0-9a-f]+ <(.+)>:$", line)
        if start:
            function, n = start.group(1), 0
            sizes[function] = 0
            continue
        if function is None or ":" not in line:
            continue
        n += 1
        if n > PROLOGUE:
            continue
        ins = line.split(":", 1)[1].strip()
        if re.match(r"push\s+%r", ins):
            sizes[function] += 8
        sub = re.match(r"sub\s+\$0x([0-9a-f]+),%rsp", ins)
        if sub:
            sizes[function] += int(sub.group(1), 16)
        add = re.match(r"add\s+\$0x([0-9a-f]+),%rsp", ins)
        if add and n <= 4:
            sizes[function] += (1 << 64) - int(add.group(1), 16)
    return sizes


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--over", help="R:C, only frames above R x baseline + C bytes")
    parser.add_argument("objects", nargs="+", help="LABEL=OBJECT, the baseline first")
    args = parser.parse_args()
    labels = [o.split("=", 1) for o in args.objects]
    data = [frames(path) for _, path in labels]
    names = sorted(data[0], key=lambda f: -max(d.get(f, 0) for d in data))
    if args.over:
        ratio, extra = (float(x) for x in args.over.split(":"))
        names = [f for f in names if len(data) > 1 and data[1].get(f, 0) > ratio * data[0][f] + extra]
    print(f"{'function':40}" + "".join(f"{label:>10}" for label, _ in labels) + "  ratio")
    for f in names:
        sizes = [d.get(f, 0) for d in data]
        ratio = f"{sizes[1] / sizes[0]:.2f}" if len(sizes) > 1 and sizes[0] else "-"
        print(f"{f[:40]:40}" + "".join(f"{s:10}" for s in sizes) + f"  {ratio}")
    totals = [sum(d.get(f, 0) for f in data[0]) for d in data]
    print(f"{'TOTAL (' + str(len(data[0])) + ' functions)':40}" + "".join(f"{t:10}" for t in totals))


if __name__ == "__main__":
    main()

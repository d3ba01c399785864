#!/bin/sh
# Start-up of `-run`: hello world through `tcc-rs -run`, `tcc -run`, and tcc-rs's compile
# and link, side by side (the commands interleaved, so a busy machine slows them alike:
# compare the ratios, not the absolute times).
#
# 1. hyperfine's wall time (user and system time beside it);
# 2. benches/cpu_time.py: CPU time (user + system from `wait4`, every thread, from exec to
#    exit), wall time and page faults, the `-run` commands alternated run by run for ROUNDS
#    rounds (default 300), their medians and ratios to `tcc -run`'s, as docs/benchmarks.md reports
#    them. (Not `perf stat`: under perf, cranelift-jit writes a perf map per function, a
#    cost tcc-rs alone would pay; see cpu_time.py.) The machine's state moves these ratios
#    by a tenth or so from one run to the next; take several.
#
# Usage: sh benches/run_hello.sh [HYPERFINE OPTIONS...]   (needs hyperfine, tcc and
# python3; builds the release binary first)
set -eu
cd "$(dirname "$0")/.."
cargo build --release --quiet
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/hello.c" <<'C'
#include <stdio.h>
int main(void) { printf("hello, world\n"); return 0; }
C
tcc_rs=$PWD/target/release/tcc-rs
# The runtime library is built once per machine and cached: build it before timing.
"$tcc_rs" -run "$work/hello.c" > /dev/null
hyperfine -N --warmup 5 --runs 50 "$@" \
    "$tcc_rs -run $work/hello.c" \
    "tcc -run $work/hello.c" \
    "$tcc_rs $work/hello.c -o $work/hello"

echo
python3 benches/cpu_time.py --rounds "${ROUNDS:-300}" \
    "tcc -run $work/hello.c" \
    "$tcc_rs -run $work/hello.c"

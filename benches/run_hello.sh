#!/bin/sh
# Start-up of `-run`: hello world through `tcc-rs -run`, `tcc -run`, and tcc-rs's compile
# and link, timed side by side by hyperfine (the commands interleaved in one run, so a busy
# machine slows them alike: compare the ratios, not the absolute times).
#
# Usage: sh benches/run_hello.sh [HYPERFINE OPTIONS...]   (needs hyperfine and tcc; builds
# the release binary first)
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

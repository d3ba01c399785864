#!/bin/sh
# Start-up of `-run`: hello world through `tcc-rs -run`, `tcc -run`, and tcc-rs's compile
# and link, side by side (the commands interleaved, so a busy machine slows them alike:
# compare the ratios, not the absolute times).
#
# 1. hyperfine's wall time (user and system time beside it);
# 2. with `perf` available: CPU time (task-clock, from exec to exit, every thread) and page
#    faults, ROUNDS rounds (default 20) of `perf stat -r 20` for each `-run` command in
#    turn, as the README reports them: the mean and median of the rounds and their ratio
#    to `tcc -run`'s. The machine's state moves these ratios by a tenth or more from one
#    run to the next; take several.
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

command -v perf > /dev/null || exit 0
rounds=${ROUNDS:-20}
# cranelift-jit writes a perf map for every function it defines when PERF_BUILDID_DIR is
# set, as `perf stat` sets it: a cost a run outside perf does not have.
unset PERF_BUILDID_DIR
echo
echo "perf stat -r 20, $rounds interleaved rounds: task-clock (ms) and page faults"
r=1
while [ "$r" -le "$rounds" ]; do
    for who in tcc-rs tcc; do
        if [ "$who" = tcc ]; then cmd=tcc; else cmd=$tcc_rs; fi
        perf stat -r 20 -x, -e task-clock,page-faults "$cmd" -run "$work/hello.c" \
            2>&1 > /dev/null | awk -F, -v who="$who" '
                $3 == "task-clock" { ms = $1 }
                $3 ~ /page-faults/ { pf = $1 }
                END { print who, ms, pf }'
    done
    r=$((r + 1))
done | awk '
    { ms[$1] = ms[$1] " " $2; pf[$1] += $3; n[$1]++ }
    function stats(list,   a, k, i, j, t, sum) {
        k = split(list, a, " ")
        for (i = 1; i <= k; i++) for (j = i + 1; j <= k; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
        for (i = 1; i <= k; i++) sum += a[i]
        mean = sum / k; median = (k % 2) ? a[(k + 1) / 2] : (a[k / 2] + a[k / 2 + 1]) / 2; best = a[1]
    }
    END {
        stats(ms["tcc"]); tm = mean; tmed = median
        for (w in n) {
            stats(ms[w])
            printf "%-7s -run hello.c  mean %.2f ms  median %.2f ms  best %.2f ms  %.0f page faults  %.2fx tcc -run (mean), %.2fx (median)\n", w, mean, median, best, pf[w] / n[w], mean / tm, median / tmed
        }
    }'

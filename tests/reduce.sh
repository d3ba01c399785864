#!/usr/bin/env bash
# Reduces a program on which tcc-rs and gcc disagree (kept by tests/differential.rs in
# target/differential/GENERATOR-SEED/program.c) to a small one with C-Vise, for samples/csmith/.
#
#   tests/reduce.sh PROGRAM.c [--aarch64] [--no-mem2reg]
#
# The program stays "interesting" while gcc -O0 builds it without undefined behaviour that
# UBSan sees (x86-64 only), and tcc-rs (target/debug/tcc-rs, or $TCC_RS) either fails on it
# (a crash or a rejection) or builds a program whose output or exit status differs from gcc's.
# The result is written to PROGRAM.reduced.c; make it a sample with
#   cp PROGRAM.reduced.c samples/csmith/NAME.c && make samples-expected SAMPLE=csmith/NAME
set -euo pipefail

[ $# -ge 1 ] || { sed -n '2,12p' "$0"; exit 2; }
program=$(realpath "$1"); shift
root=$(cd "$(dirname "$0")/.." && pwd)
tcc=${TCC_RS:-$root/target/debug/tcc-rs}
gcc=gcc run=""
tcc_flags=()
for arg in "$@"; do
    case $arg in
        --aarch64) gcc=aarch64-linux-gnu-gcc; run="qemu-aarch64 -L /usr/aarch64-linux-gnu"
                   tcc_flags+=(--target aarch64-unknown-linux-gnu) ;;
        *) tcc_flags+=("$arg") ;;
    esac
done
include=${CSMITH_INCLUDE:-/usr/include/csmith}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$program" "$work/program.c"
cat > "$work/interesting.sh" <<SCRIPT
#!/usr/bin/env bash
# C-Vise runs this in a scratch copy of the directory: exit 0 means "still shows the bug".
ulimit -t 60
$gcc -O0 -w -ffp-contract=off -I$include program.c -o gcc.exe -lm 2>/dev/null || exit 1
if [ "$gcc" = gcc ]; then
    gcc -O0 -w -I$include -fsanitize=undefined -fno-sanitize-recover=all program.c -o ubsan.exe 2>/dev/null || exit 1

    timeout 10 ./ubsan.exe 2>&1 | grep -q 'runtime error' && exit 1
fi
expected=\$(timeout 10 $run ./gcc.exe; echo "exit \$?")
case \$expected in *"exit 124") exit 1 ;; esac
"$tcc" ${tcc_flags[*]} -w -I$include program.c -o tcc.exe > tcc.err 2>&1
status=\$?
[ \$status -eq 0 ] || { [ \$status -ne 1 ] || grep -q 'panicked\|internal compiler error' tcc.err; exit \$?; }
actual=\$(timeout 30 $run ./tcc.exe; echo "exit \$?")
[ "\$expected" != "\$actual" ]
SCRIPT
chmod +x "$work/interesting.sh"
(cd "$work" && ./interesting.sh) || { echo "reduce: $program does not show the bug" >&2; exit 1; }
(cd "$work" && nice -n 19 cvise --n 1 ./interesting.sh program.c)
cp "$work/program.c" "${program%.c}.reduced.c"
echo "reduced: ${program%.c}.reduced.c"

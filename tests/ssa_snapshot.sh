#!/bin/sh
# The SSA that mem2reg produces, as one checksum per input: run before and after a change to
# the pass (or anything it relies on) and compare, when the change must not alter the output.
#
#   tests/ssa_snapshot.sh OUT.txt [TCC_RS]
#
# Writes to OUT.txt, for every C file under samples/ (each file of a multi-file sample on its
# own) and for both targets, and for the IR files under tests/ir and tests/mem2reg, the
# checksum of `--emit=ssa` (standard output, standard error and exit status). With
# LARGE=target/bench/large.c (made by `cargo bench --bench runtime -- --gen-large FILE`) the
# 60,000-line generated file is included too. Then: `diff before.txt after.txt`.
set -eu
out=$1
tcc=${2:-target/release/tcc-rs}
cd "$(dirname "$0")/.."
one() {
  # $1 = input, $2 = target
  r=$({ "$tcc" --target "$2" --emit=ssa "$1" 2>&1; echo "exit $?"; } | md5sum | cut -d' ' -f1)
  echo "$r $2 $1"
}
{
  find samples -name '*.c' | sort | while read -r f; do
    for t in x86_64-unknown-linux-gnu aarch64-unknown-linux-gnu; do one "$f" "$t"; done
  done
  find tests/ir tests/mem2reg -name '*.ir' | sort | while read -r f; do
    one "$f" x86_64-unknown-linux-gnu
  done
  if [ -n "${LARGE:-}" ]; then one "$LARGE" x86_64-unknown-linux-gnu; fi
} >"$out"
wc -l <"$out"

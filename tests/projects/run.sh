#!/usr/bin/env bash
# Build the vendored real projects with their own build systems and CC set to tcc-rs, and
# run their own test suites. The sources under tests/projects/ are never touched: each build
# happens in a copy under a scratch directory.
#
#   tests/projects/run.sh [TCC] [CHECK...]
#
# TCC is the compiler (default target/release/tcc-rs). CHECKS are any of
#   zlib           ./configure && make test, with configure's findings compared to gcc's
#   cjson-make     cJSON's Makefile (make CC=... all test)
#   cjson-cmake    cJSON's CMake build with its unity tests and cJSON_Utils (ctest)
#   zlib-aarch64   zlib cross-built for aarch64, its tests run under qemu-aarch64
#   ccache         cJSON's Makefile build twice with CC='ccache tcc-rs'; the second from the cache
#   distcc         zlib built with CC='distcc tcc-rs' against a distccd started on 127.0.0.1:
#                  every compilation runs on the server, and the objects equal a local build's
# (default: all of them; those whose tools are missing are skipped with a message).
#
# Every compilation goes through a wrapper that logs it and execs tcc-rs; afterwards every
# object file is checked to have been written by tcc-rs (gcc marks its objects with a
# .comment section naming GCC; tcc-rs writes none). Exits non-zero if any check fails.
set -u

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
tcc=${1:-$root/target/release/tcc-rs}
case $tcc in /*) ;; *) tcc=$(pwd)/$tcc ;; esac
[ $# -gt 0 ] && shift
checks=${*:-zlib cjson-make cjson-cmake zlib-aarch64 ccache distcc}
[ -x "$tcc" ] || { echo "run.sh: no compiler at $tcc (run 'cargo build --release')" >&2; exit 2; }

scratch=$(mktemp -d "${TMPDIR:-/tmp}/tcc-rs-projects.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
failures=""
passed=""

# A CC that records each compilation (one line per call) and runs tcc-rs.
wrapper() { # NAME EXTRA-ARGS...
    w=$scratch/bin/$1
    shift
    mkdir -p "$scratch/bin"
    cat >"$w" <<EOF
#!/bin/sh
echo "\$*" >>"$scratch/compilations.log"
exec "$tcc" $* "\$@"
EOF
    chmod +x "$w"
    echo "$w"
}

step() { echo "--- $*"; }
fail() { echo "FAILED: $*"; return 1; }

# Copy project $1 to a fresh directory $2.
copy() { rm -rf "$2"; mkdir -p "$2" && cp -R "$here/$1/." "$2/"; }

# Every object file under $1 was written by tcc-rs.
only_tcc_objects() {
    n=0
    for o in $(find "$1" -name '*.o' -o -name '*.a'); do
        n=$((n + 1))
        if readelf -p .comment "$o" 2>/dev/null | grep -q 'GCC\|clang'; then
            echo "  $o was compiled by another compiler"
            return 1
        fi
    done
    echo "  $n object files and archives, all written by tcc-rs"
    [ "$n" -gt 0 ]
}

# The lines of zlib's configure output that say what it found, with the compiler's name
# taken out.
findings() { sed -n 's/^Checking for \(.*\)$/\1/p; s/^Building \(.*\) with .*/\1/p' "$1" | sed "s|$2|CC|g"; }

check_zlib() {
    cc=$(wrapper tcc-rs)
    copy zlib "$scratch/zlib-gcc"
    (cd "$scratch/zlib-gcc" && CC=gcc ./configure >configure.out 2>&1)
    copy zlib "$scratch/zlib"
    cd "$scratch/zlib" || return 1
    step "zlib: CC=tcc-rs ./configure"
    if ! CC=$cc ./configure >configure.out 2>&1; then
        cat configure.out configure.log; fail zlib "configure"; return 1
    fi
    cat configure.out
    if ! diff <(findings "$scratch/zlib-gcc/configure.out" gcc) <(findings configure.out "$cc") >/dev/null 2>&1; then
        findings "$scratch/zlib-gcc/configure.out" gcc >gcc.find
        findings configure.out "$cc" >tcc.find
        if ! diff gcc.find tcc.find; then fail zlib "configure found other features than with gcc"; return 1; fi
    fi
    echo "  configure found the same features as with CC=gcc"
    step "zlib: make test"
    if ! make test >make.out 2>&1; then tail -40 make.out; fail zlib "make test"; return 1; fi
    grep -i 'test.*ok\|passed' make.out
    only_tcc_objects . || fail zlib "objects not from tcc-rs"
}

check_cjson_make() {
    cc=$(wrapper tcc-rs)
    copy cJSON "$scratch/cjson-make"
    cd "$scratch/cjson-make" || return 1
    step "cJSON: make CC='tcc-rs -std=c89' all test"
    if ! make CC="$cc -std=c89" all test >make.out 2>&1; then tail -40 make.out; fail cjson-make "make"; return 1; fi
    ./cJSON_test >tcc.out || { fail cjson-make "cJSON_test"; return 1; }
    # The same test program built by gcc is the reference for its output.
    copy cJSON "$scratch/cjson-gcc"
    (cd "$scratch/cjson-gcc" && make CC="gcc -std=c89" cJSON_test >/dev/null 2>&1 && ./cJSON_test) >gcc.out ||
        { fail cjson-make "gcc's build of cJSON_test"; return 1; }
    cmp -s gcc.out tcc.out || { diff gcc.out tcc.out | head -20; fail cjson-make "cJSON_test's output differs from gcc's build"; return 1; }
    echo "  cJSON_test: $(wc -l <tcc.out) lines of output, identical to the gcc-built program's"
    only_tcc_objects . || fail cjson-make "objects not from tcc-rs"
}

check_cjson_cmake() {
    command -v cmake >/dev/null || { echo "skipped cjson-cmake: no cmake"; return; }
    cc=$(wrapper tcc-rs)
    copy cJSON "$scratch/cjson-cmake"
    mkdir -p "$scratch/cjson-cmake/build" && cd "$scratch/cjson-cmake/build" || return 1
    step "cJSON: cmake -DCMAKE_C_COMPILER=tcc-rs -DENABLE_CJSON_UTILS=On && make && ctest"
    if ! cmake -DCMAKE_C_COMPILER="$cc" -DENABLE_CJSON_UTILS=On -DENABLE_CJSON_TEST=On .. >cmake.out 2>&1; then
        tail -30 cmake.out; fail cjson-cmake "cmake"; return 1
    fi
    if ! make >make.out 2>&1; then tail -40 make.out; fail cjson-cmake "make"; return 1; fi
    if ! ctest --output-on-failure >ctest.out 2>&1; then tail -40 ctest.out; fail cjson-cmake "ctest"; return 1; fi
    tail -3 ctest.out
    only_tcc_objects . || fail cjson-cmake "objects not from tcc-rs"
}

check_zlib_aarch64() {
    command -v qemu-aarch64 >/dev/null && command -v aarch64-linux-gnu-gcc >/dev/null ||
        { echo "skipped zlib-aarch64: no qemu-aarch64 or aarch64-linux-gnu-gcc"; return; }
    cc=$(wrapper tcc-rs-aarch64 --target aarch64-unknown-linux-gnu)
    copy zlib "$scratch/zlib-aarch64"
    cd "$scratch/zlib-aarch64" || return 1
    step "zlib for aarch64: CHOST=aarch64-linux-gnu CC='tcc-rs --target aarch64-unknown-linux-gnu' ./configure && make test under qemu"
    if ! CHOST=aarch64-linux-gnu CC=$cc ./configure >configure.out 2>&1; then
        cat configure.out; fail zlib-aarch64 "configure"; return 1
    fi
    if ! make test QEMU_RUN="qemu-aarch64 -L /usr/aarch64-linux-gnu" >make.out 2>&1; then
        tail -40 make.out; fail zlib-aarch64 "make test"; return 1
    fi
    grep -i 'test.*ok\|passed' make.out
    only_tcc_objects . || fail zlib-aarch64 "objects not from tcc-rs"
}

check_ccache() {
    command -v ccache >/dev/null || { echo "skipped ccache: no ccache"; return; }
    cc=$(wrapper tcc-rs)
    export CCACHE_DIR="$scratch/ccache"
    # The wrapper is a gcc-compatible compiler; hash by content, not by its path.
    export CCACHE_COMPILERTYPE=gcc CCACHE_COMPILERCHECK=content
    for build in 1 2; do
        copy cJSON "$scratch/cjson-ccache"
        cd "$scratch/cjson-ccache" || return 1
        step "cJSON with CC='ccache tcc-rs -std=c89', build $build"
        if ! make CC="ccache $cc -std=c89" all test >make.out 2>&1; then
            tail -40 make.out; fail ccache "build $build"; return 1
        fi
        tail -1 make.out
        cd "$scratch" || return 1
    done
    ccache --print-stats >"$scratch/ccache.stats" 2>/dev/null
    stat() { sed -n "s/^$1\t//p" "$scratch/ccache.stats"; }
    hits=$(( $(stat direct_cache_hit) + $(stat preprocessed_cache_hit) ))
    misses=$(stat cache_miss)
    echo "  ccache: $hits hits, $misses misses over the two builds"
    [ "$hits" -gt 0 ] && [ "$hits" -eq "$misses" ] || fail ccache "the second build did not come entirely from the cache"
}

check_distcc() {
    command -v distcc >/dev/null && command -v distccd >/dev/null ||
        { echo "skipped distcc: no distcc or distccd"; return; }
    # distccd (which gives up root for its own user) must reach the compiler and its log,
    # and find tcc-rs by name on its PATH, as a build farm's servers do.
    chmod 755 "$scratch"
    mkdir -p "$scratch/distcc-bin" && ln -sf "$tcc" "$scratch/distcc-bin/tcc-rs"
    log=$scratch/distccd.log
    : >"$log" && chmod 666 "$log"
    port=$((20000 + RANDOM % 20000))
    PATH="$scratch/distcc-bin:$PATH" distccd --daemon --no-detach --listen 127.0.0.1 \
        --port "$port" --allow 127.0.0.1 --enable-tcp-insecure --jobs 2 \
        --log-file "$log" --log-level info &
    server=$!
    trap 'kill $server 2>/dev/null' RETURN
    sleep 1
    export PATH="$scratch/distcc-bin:$PATH" DISTCC_DIR="$scratch/distcc-state"
    mkdir -p "$DISTCC_DIR"
    # Remote only: no falling back to a local compilation.
    export DISTCC_HOSTS="127.0.0.1:$port/2" DISTCC_FALLBACK=0 DISTCC_SKIP_LOCAL_RETRY=1
    for how in local distcc; do
        copy zlib "$scratch/zlib-$how"
        cd "$scratch/zlib-$how" || return 1
        cc=tcc-rs
        [ $how = distcc ] && cc="distcc tcc-rs"
        step "zlib: CC='$cc' ./configure && make"
        if ! CC=tcc-rs ./configure >configure.out 2>&1; then cat configure.out; fail distcc configure; return 1; fi
        if ! make CC="$cc" >make.out 2>&1; then tail -40 make.out; fail distcc "make with CC='$cc'"; return 1; fi
    done
    remote=$(grep -c 'COMPILE_OK' "$log")
    objects=$(find . -name '*.o' | wc -l)
    echo "  distccd compiled $remote files; $objects objects"
    [ "$remote" -ge "$objects" ] && [ "$objects" -gt 0 ] || { tail -20 "$log"; fail distcc "not every object was compiled by distccd"; return 1; }
    for o in $(find . -name '*.o'); do
        cmp -s "$o" "$scratch/zlib-local/$o" || { fail distcc "$o differs from the local build's"; return 1; }
    done
    echo "  all $objects objects identical to a local build's"
    make CC="distcc tcc-rs" test >test.out 2>&1 || { tail -20 test.out; fail distcc "make test"; return 1; }
    grep -i 'test.*ok\|passed' test.out
}

for c in $checks; do
    case $c in
        zlib | cjson-make | cjson-cmake | zlib-aarch64 | ccache | distcc) ;;
        *) echo "run.sh: unknown check '$c'" >&2; exit 2 ;;
    esac
    # Each check in a subshell: its cd and exports stay there.
    if (check_${c//-/_}); then passed="$passed $c"; else failures="$failures $c"; fi
done
echo "--- passed:${passed:- none}"
[ -z "$failures" ] || { echo "--- failed:$failures"; exit 1; }

#!/usr/bin/env python3
"""Real-workload benchmarks: Debian packages of the corpus, built by each compiler, timed.

    python3 benches/workloads.py [--only W,...] [--configs C,...] [--runs N] [--quick]
                                 [--build-only] [--tcc-rs PATH] [--tcc-rs-flags FLAGS]...
                                 [--tcc-rs-baseline PATH] [--count] [--profile [CONFIG]]

Issue 36's suite. Seven packages of the real-world corpus (tests/corpus/packages.toml:
sqlite3, bzip2, xz-utils, libzstd, pcre2, lua5.4, gawk) are downloaded and unpacked by the
corpus's own code (`apt-get source`, the upstream tarball; nothing else is downloaded) and
built unmodified with their own build systems, once per compiler configuration, into
target/bench-workloads/CONFIG/PKG. A configuration is a compiler and the flags that CC
appends after the package's own (so that `-O0` or `--no-mem2reg` wins over the package's
`-O2`, as the corpus's --mode does): gcc -O2 (the reference), clang -O2, gcc -O0, tcc, and
tcc-rs at its default level, with `-O0` and with `--no-mem2reg`. A build is kept until the
compiler binary, its flags or the recipe change. For a before/after comparison,
`--tcc-rs-flags "--no-sccp"` (repeatable) adds the configuration "tcc-rs --no-sccp" (tcc-rs
with those flags) and `--tcc-rs-baseline PATH` the configuration "tcc-rs baseline" (another
tcc-rs binary, at its default level), both measured in the same interleaved run as the
rest. A compiler that is not installed is
skipped with a note; a package a compiler cannot build is reported as "did not build".

Then each workload runs on a fixed input generated here from a seeded generator (nothing is
downloaded): SQLite's speedtest1 and an SQL workload run by the sqlite3 shell; compression
and decompression of 20 MB of mixed text and binary records with bzip2, xz and zstd; pcre2grep
with a set of patterns over a log-like text; a Lua benchmark script; a gawk report over the
same text. Runs are interleaved (every workload under every configuration once, then again),
each run's standard output is hashed and compared with gcc -O2's, and a difference fails the
run loudly. The report gives the median CPU time (user + system of the child and everything
it waited for, from wait4) per workload and configuration, ratios to gcc -O2 and their
geometric mean: target/bench-workloads/report.md and runtime.svg (the chart `make bench`
draws). Everything runs at nice 10. Python 3.11 standard library only.

On a loaded machine the times are noise; `--count` instead runs each workload once under
callgrind and reports the instructions it ran, which do not depend on the load (use --quick:
callgrind is about fifty times slower). Lua seeds its string hashes from addresses and the
clock, so its counts vary by about 1% from run to run; the others repeat exactly.
"""

import argparse
import hashlib
import math
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "tests", "corpus"))
sys.path.insert(0, HERE)
import run as corpus  # noqa: E402  (tests/corpus/run.py: download, unpack, build steps)
import workload_inputs  # noqa: E402

OUT = os.path.join(ROOT, "target", "bench-workloads")
DATA = os.path.join(HERE, "workloads")
TCC_RS = os.path.join(ROOT, "target", "release", "tcc-rs")
REFERENCE = "gcc -O2"

# name -> (compiler, flags appended to every compilation); the order of the report's columns.
CONFIGS = {
    "gcc -O2": ("gcc", ["-O2"]),
    "tcc-rs": (TCC_RS, []),
    "tcc-rs --no-mem2reg": (TCC_RS, ["--no-mem2reg"]),
    "tcc-rs -O0": (TCC_RS, ["-O0"]),
    "gcc -O0": ("gcc", ["-O0"]),
    "clang -O2": ("clang", ["-O2"]),
    "tcc": ("tcc", []),
}

# How each corpus package is configured and built here: only what the benchmarks run is
# built (no tests, no documentation); static libraries so that libtool links the programs
# themselves rather than wrapper scripts. `products` are the programs the workloads run;
# `libraries` the package's own libraries, which a product must not load from the system
# instead (see `system_copies`).
PACKAGES = {
    "sqlite3": {
        "configure": "./configure --disable-tcl --disable-shared",
        "build": "make sqlite3 speedtest1",
        "products": ["sqlite3", "speedtest1"],
        "libraries": ["libsqlite3"],
    },
    # bzip2's Makefile links `bzip2.o -L. -lbz2`; tcc takes a shared library from any
    # directory before a static one, so it linked Debian's gcc-built libbz2.so rather than the
    # libbz2.a it had just compiled. The link names the archive itself.
    "bzip2": {"configure": "", "build": 'make CC="$CC" libbz2.a bzip2.o && $CC -o bzip2 bzip2.o libbz2.a',
              "products": ["bzip2"], "libraries": ["libbz2"]},
    "xz-utils": {
        "configure": "./configure --disable-shared --disable-nls --disable-doc",
        "build": "make -C src/liblzma && make -C src/xz",
        "products": ["src/xz/xz"],
        "libraries": ["liblzma"],
    },
    "libzstd": {"configure": "", "build": 'make CC="$CC" -C programs zstd',
                "products": ["programs/zstd"], "libraries": ["libzstd"]},
    "pcre2": {
        "configure": "./configure --disable-shared",
        "build": "make pcre2grep",
        "products": ["pcre2grep"],
        "libraries": ["libpcre2"],
    },
    "lua5.4": {"configure": "", "build": 'make CC="$CC" linux', "products": ["src/lua"],
               "libraries": ["liblua"]},
    # --disable-mpfr: configure enables MPFR (`-M`) when libmpfr-dev is installed, and with it
    # checks of its own on the hot paths (`r_unref` calls `mpfr_unset`); the workload does not
    # use -M, and every compiler's build must be the same program whatever the machine has.
    "gawk": {
        "configure": "./configure --disable-nls --disable-mpfr",
        "build": "make -C support && make gawk",
        "products": ["gawk"],
        "libraries": [],
    },
}


class Workload:
    """One program run on one input. `argv` names the package's programs as {PKG/PRODUCT} and
    the inputs as {INPUT}; `stdin` is an input name or None; `normalise` turns the output into
    what must agree (speedtest1 prints its own timings)."""

    def __init__(self, name, package, argv, stdin=None, normalise=None, what=""):
        self.name, self.package, self.argv, self.stdin = name, package, argv, stdin
        self.normalise, self.what = normalise, what


def strip_timings(text):
    """speedtest1's output without the seconds it prints after each test."""
    return re.sub(rb"\s+\d+\.\d+s$", b"", text, flags=re.M)


# Sizes: a run of one to five seconds under gcc -O2 on the 2-core VM of docs/benchmarks.md;
# --quick divides the inputs by QUICK_DIVISOR and the repetitions to one.
def workloads(quick):
    reps = (lambda n: 1) if quick else (lambda n: n)
    st_size = "10" if quick else "100"
    return [
        Workload("speedtest1", "sqlite3",
                 ["{sqlite3/speedtest1}", "--size", st_size, "--verify", "--nosync", "--memdb"],
                 normalise=strip_timings,
                 what=f"SQLite's own benchmark (test/speedtest1.c), --size {st_size}, in memory"),
        Workload("sqlite3 SQL", "sqlite3", ["{sqlite3/sqlite3}", ":memory:"],
                 stdin="workload.sql",
                 what="inserts, an index, joins, sorts, GROUP BY, LIKE, a recursive CTE, window "
                      "functions and JSON through the sqlite3 shell (benches/workloads/sqlite.sql)"),
        Workload("bzip2 -9", "bzip2", ["{bzip2/bzip2}", "-9", "-c"], stdin="mixed",
                 what="compress the 20 MB mixed input"),
        Workload("bzip2 -d", "bzip2", ["{bzip2/bzip2}", "-d", "-c"] + ["{mixed.bz2}"] * reps(2),
                 what="decompress it twice (once with --quick)"),
        Workload("xz -1", "xz-utils", ["{xz-utils/src/xz/xz}", "-1", "-T1", "-c"], stdin="mixed",
                 what="compress the 20 MB mixed input, one thread"),
        Workload("xz -d", "xz-utils", ["{xz-utils/src/xz/xz}", "-d", "-c"] + ["{mixed.xz}"] * reps(6),
                 what="decompress it six times (once with --quick)"),
        Workload("zstd -11", "libzstd",
                 ["{libzstd/programs/zstd}", "-q", "-11", "--single-thread", "-c"], stdin="mixed",
                 what="compress the 20 MB mixed input, one thread"),
        Workload("zstd -d", "libzstd",
                 ["{libzstd/programs/zstd}", "-q", "-d", "-c"] + ["{mixed.zst}"] * reps(30),
                 what="decompress it thirty times (once with --quick)"),
        Workload("pcre2grep", "pcre2",
                 ["sh", "{DATA}/pcre2grep.sh", "{pcre2/pcre2grep}", "{DATA}/patterns.txt", "{text}"],
                 what="each pattern of benches/workloads/patterns.txt over the 20 MB log text "
                      "(interpreter, no JIT): counts and the matches of some"),
        Workload("lua", "lua5.4", ["{lua5.4/src/lua}", "{DATA}/bench.lua", "1" if quick else "6"],
                 what="benches/workloads/bench.lua: tables, strings, closures, metatables, "
                      "numeric loops"),
        Workload("gawk", "gawk", ["{gawk/gawk}", "-f", "{DATA}/report.awk", "{text}", "{text}"],
                 what="benches/workloads/report.awk: a report over the log text read twice "
                      "(fields, regular expressions, associative arrays, printf)"),
    ]


# --- configurations and builds ------------------------------------------------------------

def slug(config):
    return re.sub(r"[^A-Za-z0-9]+", "-", config).strip("-")


def compiler_path(config):
    compiler = CONFIGS[config][0]
    found = shutil.which(compiler)
    return os.path.abspath(found) if found else None


def file_digest(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def write_cc(config, work):
    """The CC of a configuration: a script that runs the compiler with the package's arguments
    followed by the configuration's flags (tests/corpus/run.py's mode_compiler does the same)."""
    compiler, flags = compiler_path(config), CONFIGS[config][1]
    path = os.path.join(work, "cc")
    text = f'#!/bin/sh\nexec {compiler} "$@" {" ".join(flags)}\n'
    if not os.path.exists(path) or open(path).read() != text:
        with open(path, "w") as f:
            f.write(text)
        os.chmod(path, 0o755)
    return path


def source_dir(config, name):
    """Where PKG's tree is for CONFIG: build_package unpacks the tarball into
    target/bench-workloads/CONFIG/PKG, and the tarball has one top directory."""
    scratch = os.path.join(OUT, slug(config), name)
    tops = [d for d in os.listdir(scratch) if os.path.isdir(os.path.join(scratch, d))] \
        if os.path.isdir(scratch) else []
    return os.path.join(scratch, tops[0]) if len(tops) == 1 else scratch


def build_stamp(config, name, pkg):
    """What a build depends on: the compiler binary, the flags, the package and its recipe."""
    recipe = repr((CONFIGS[config][1], pkg["version"], PACKAGES[name]))
    return f"{file_digest(compiler_path(config))} {hashlib.sha256(recipe.encode()).hexdigest()}\n"


def build(config, name, pkg, cache, timeout):
    """Build PKG for CONFIG unless an up-to-date build is there; '' or why it did not build."""
    work = os.path.join(OUT, slug(config))
    os.makedirs(work, exist_ok=True)
    stamp_path = os.path.join(work, name + ".stamp")
    stamp = build_stamp(config, name, pkg)
    def products():
        return [os.path.join(source_dir(config, name), p) for p in PACKAGES[name]["products"]]
    if os.path.exists(stamp_path) and open(stamp_path).read() == stamp:
        failed = os.path.join(work, name + ".failed")
        if os.path.exists(failed):
            return open(failed).read().strip()
        return "" if all(os.path.exists(p) for p in products()) else "products missing"
    for leftover in (stamp_path, os.path.join(work, name + ".failed")):
        if os.path.exists(leftover):
            os.remove(leftover)
    entry = dict(pkg, configure=PACKAGES[name]["configure"], build=PACKAGES[name]["build"],
                 test="", config_h="", unpack=pkg.get("unpack", ""))
    args = argparse.Namespace(cache=cache, work=work, cc=write_cc(config, work), record=False,
                              timeout=timeout, mode="default", env={})
    start = time.time()
    result = corpus.build_package(entry, args)
    reason = ""
    if result["stage"] != "test" or not all(os.path.exists(p) for p in products()):
        reason = f"{result['stage']}: {result['error'] or 'products missing'}"
    else:
        copies = [c for p in products() for c in system_copies(ldd(p), PACKAGES[name]["libraries"])]
        if copies:
            reason = "link: loads the system's " + ", ".join(sorted(set(copies))) + ", not its own build"
    if reason:
        with open(os.path.join(work, name + ".failed"), "w") as f:
            f.write(reason + "\n")
    with open(stamp_path, "w") as f:
        f.write(stamp)
    say(f"  built {name} with {config} in {time.time() - start:.0f} s"
        + (f": did not build ({reason})" if reason else ""))
    return reason


def ldd(path):
    """`ldd`'s report of the shared libraries PATH loads ('' if ldd cannot tell)."""
    try:
        return subprocess.run(["ldd", path], capture_output=True, text=True, timeout=60).stdout
    except (OSError, subprocess.TimeoutExpired):
        return ""


def system_copies(ldd_output, libraries):
    """The shared libraries in LDD_OUTPUT that are one of the package's own LIBRARIES: a
    program that loads one runs the system's (gcc-built) copy of the code being measured."""
    found = []
    for line in ldd_output.splitlines():
        soname = line.strip().split(" ")[0]
        if any(soname.startswith(lib + ".so") or soname.startswith(lib + "-") for lib in libraries):
            found.append(soname)
    return found


def say(*args):
    print(*args, file=sys.stderr, flush=True)


# --- running ----------------------------------------------------------------------------

def resolve(arg, config, inputs):
    """An argument with {PKG/PRODUCT}, {INPUT} and {DATA} replaced by paths."""
    def sub(m):
        key = m.group(1)
        if key == "DATA":
            return DATA
        if "/" in key:
            package, product = key.split("/", 1)
            return os.path.join(source_dir(config, package), product)
        return inputs[key]
    return re.sub(r"\{([^}]+)\}", sub, arg)


def run_env():
    """The environment of every workload: the C locale (gawk and pcre2grep would otherwise
    decode UTF-8 under some users' locales and not others'), and no PERF_BUILDID_DIR."""
    env = {k: v for k, v in os.environ.items() if k != "PERF_BUILDID_DIR"}
    env["LC_ALL"] = "C"
    return env


def run_once(argv, stdin_path, normalise):
    """(CPU seconds, digest of the standard output) of one run; the output is read through a
    pipe and hashed as it comes, so that nothing large is written to disk. CPU time is the
    user + system time wait4 reports: the child's and that of everything it waited for."""
    read_end, write_end = os.pipe()
    actions = [(os.POSIX_SPAWN_DUP2, write_end, 1), (os.POSIX_SPAWN_CLOSE, read_end)]
    if stdin_path:
        actions.append((os.POSIX_SPAWN_OPEN, 0, stdin_path, os.O_RDONLY, 0))
    else:
        actions.append((os.POSIX_SPAWN_OPEN, 0, os.devnull, os.O_RDONLY, 0))
    pid = os.posix_spawnp(argv[0], argv, run_env(), file_actions=actions)
    os.close(write_end)
    h = hashlib.sha256()
    kept = [] if normalise else None
    with os.fdopen(read_end, "rb", buffering=0) as pipe:
        while chunk := pipe.read(1 << 20):
            if kept is not None:
                kept.append(chunk)
            else:
                h.update(chunk)
    _, status, usage = os.wait4(pid, 0)
    if kept is not None:
        h.update(normalise(b"".join(kept)))
    code = os.waitstatus_to_exitcode(status)
    return usage.ru_utime + usage.ru_stime, h.hexdigest()[:16], code


def prepare_inputs(quick):
    """The generated inputs (kept between runs: the generator is deterministic) and the
    compressed ones, which gcc -O2's builds of bzip2, xz and zstd make."""
    d = os.path.join(OUT, "inputs-quick" if quick else "inputs")
    os.makedirs(d, exist_ok=True)
    size = workload_inputs.SIZE // (workload_inputs.QUICK_DIVISOR if quick else 1)
    inputs = {}
    for name, gen in (("mixed", workload_inputs.mixed), ("text", workload_inputs.log_text)):
        path = os.path.join(d, name)
        if not os.path.exists(path) or os.path.getsize(path) != size:
            say(f"workloads: generating {path} ({size} bytes)")
            with open(path + ".tmp", "wb") as f:
                f.write(gen(size))
            os.replace(path + ".tmp", path)
        inputs[name] = path
    inputs["workload.sql"] = os.path.join(d, "workload.sql")
    with open(inputs["workload.sql"], "w") as f:
        f.write(workload_inputs.sql_workload(quick))
    for ext, argv in (("bz2", ["bzip2/bzip2", "-9", "-c"]),
                      ("xz", ["xz-utils/src/xz/xz", "-1", "-T1", "-c"]),
                      ("zst", ["libzstd/programs/zstd", "-q", "-11", "--single-thread", "-c"])):
        path = os.path.join(d, "mixed." + ext)
        package, product = argv[0].split("/", 1)
        tool = os.path.join(source_dir(REFERENCE, package), product)
        if os.path.exists(tool) and (not os.path.exists(path)
                                     or os.path.getmtime(path) < os.path.getmtime(tool)):
            with open(inputs["mixed"], "rb") as src, open(path, "wb") as out:
                subprocess.run([tool] + argv[1:], stdin=src, stdout=out, check=True)
        inputs["mixed." + ext] = path
    return inputs


def measure(selected, configs, runs, inputs, broken):
    """Run every workload under every configuration, `runs` rounds interleaved. Returns
    {(workload, config): [seconds]} and {(workload, config): problem}; a wrong output is
    reported at once."""
    times, problems, reference = {}, dict(broken), {}
    for round_ in range(runs):
        say(f"workloads: round {round_ + 1} of {runs}")
        for w in selected:
            for config in configs:
                key = (w.name, config)
                if key in problems:
                    continue
                argv = [resolve(a, config, inputs) for a in w.argv]
                stdin = inputs[w.stdin] if w.stdin else None
                cpu, digest, code = run_once(argv, stdin, w.normalise)
                if code != 0:
                    problems[key] = f"exit status {code}"
                    say(f"workloads: ERROR: {w.name} under {config} exited with {code}")
                    continue
                want = reference.setdefault(w.name, digest) if config == REFERENCE \
                    else reference.get(w.name)
                if want is not None and digest != want:
                    problems[key] = "WRONG"
                    say(f"workloads: WRONG OUTPUT: {w.name} under {config}: output {digest}, "
                        f"gcc -O2's {want}")
                    continue
                times.setdefault(key, []).append(cpu)
                say(f"  {w.name:<12} {config:<20} {cpu:7.3f} s  {digest}")
    return times, problems


# --- report -----------------------------------------------------------------------------

def geomean(values):
    values = [v for v in values if v]
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else None


def report(selected, configs, times, problems, header):
    """The Markdown report: median seconds and ratios to gcc -O2 per workload and config."""
    med = {k: statistics.median(v) for k, v in times.items()}

    def ratio(w, c, base=REFERENCE):
        if (w, c) in med and (w, base) in med:
            return med[(w, c)] / med[(w, base)]
        return None

    lines = [header, "",
             "Median CPU seconds (user + system) and, in brackets, the ratio to gcc -O2:", "",
             "| workload | " + " | ".join(configs) + " |",
             "|---|" + "---:|" * len(configs)]
    for w in selected:
        cells = []
        for c in configs:
            if (w.name, c) in problems:
                cells.append(problems[(w.name, c)])
            elif (w.name, c) in med:
                r = ratio(w.name, c)
                cells.append(f"{med[(w.name, c)]:.3f}" + (f" ({r:.2f})" if r else ""))
            else:
                cells.append("-")
        lines.append(f"| {w.name} | " + " | ".join(cells) + " |")
    means = [geomean([ratio(w.name, c) for w in selected]) for c in configs]
    lines.append("| geomean, relative to gcc -O2 | "
                 + " | ".join(f"{m:.2f}" if m else "-" for m in means) + " |")
    if "tcc" in configs and "tcc-rs -O0" in configs:
        lines += ["", "tcc-rs -O0 / tcc: " + ", ".join(
            f"{w.name} {ratio(w.name, 'tcc-rs -O0', 'tcc'):.2f}" for w in selected
            if ratio(w.name, "tcc-rs -O0", "tcc"))]
    lines += ["", "Workloads:", ""] + [f"- {w.name}: {w.what}" for w in selected]
    return "\n".join(lines) + "\n", {(w.name, c): ratio(w.name, c) for w in selected
                                     for c in configs}


COLORS = ["#4e79a7", "#e15759", "#f28e2b", "#edc948", "#59a14f", "#76b7b2", "#b07aa1",
          "#9c755f"]


def xml_escape(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def runtime_svg(names, configs, ratios):
    """A grouped bar chart of run time relative to gcc -O2 on a log2 scale, one group per
    workload and one bar per configuration: benches/runtime/report.rs's chart, in Python."""
    finite = [r for r in ratios.values() if r]
    lo = math.floor(math.log2(min(finite + [0.5])))
    hi = math.ceil(math.log2(max(finite + [2.0])))
    bar, gap = 11.0, 18.0
    group = bar * len(configs) + gap
    left, top, plot_h, bottom = 60.0, 40.0 + 18.0 * len(configs), 320.0, 90.0
    width, height = left + group * len(names) + 20.0, top + plot_h + bottom

    def y_of(r):
        return top + plot_h * (hi - math.log2(r)) / (hi - lo)

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" '
           'font-family="sans-serif" font-size="11">',
           '<rect width="100%" height="100%" fill="white"/>',
           f'<text x="{left}" y="16" font-size="14">Run time relative to {REFERENCE} (median CPU '
           'time, log scale; lower is faster)</text>']
    for v, name in enumerate(configs):
        y = 30.0 + 18.0 * v
        out.append(f'<rect x="{left}" y="{y:.0f}" width="12" height="12" '
                   f'fill="{COLORS[v % len(COLORS)]}"/><text x="{left + 18}" y="{y + 10:.0f}">'
                   f'{xml_escape(name)}</text>')
    for exp in range(lo, hi + 1):
        y, r = y_of(2.0 ** exp), 2.0 ** exp
        tick = f"{r:.0f}x" if r >= 1 else f"1/{1 / r:.0f}x"
        out.append(f'<line x1="{left}" x2="{width - 20:.0f}" y1="{y:.1f}" y2="{y:.1f}" '
                   f'stroke="{"#333" if exp == 0 else "#ddd"}"/><text x="{left - 6}" '
                   f'y="{y + 4:.1f}" text-anchor="end">{tick}</text>')
    base = y_of(1.0)
    for p, name in enumerate(names):
        x0 = left + group * p + gap / 2
        for v, config in enumerate(configs):
            x, r = x0 + bar * v, ratios.get((name, config))
            color = COLORS[v % len(COLORS)]
            if r:
                y = y_of(r)
                y_top, h = (y, base - y) if y < base else (base, y - base)
                out.append(f'<rect x="{x:.1f}" y="{y_top:.1f}" width="{bar - 1:.1f}" '
                           f'height="{max(h, 0.5):.1f}" fill="{color}"><title>'
                           f'{xml_escape(name)} / {xml_escape(config)}: {r:.2f}</title></rect>')
            else:
                # no bar: the configuration did not build, crashed or printed a wrong answer
                out.append(f'<text x="{x + bar / 2:.1f}" y="{base - 3:.1f}" font-size="9" '
                           f'text-anchor="middle" fill="{color}">x</text>')
        lx, ly = x0 + bar * len(configs) / 2, top + plot_h + 14
        out.append(f'<text x="{lx:.1f}" y="{ly:.1f}" text-anchor="end" '
                   f'transform="rotate(-40 {lx:.1f} {ly:.1f})">{xml_escape(name)}</text>')
    return "\n".join(out) + "\n</svg>\n"


# --- profiles ---------------------------------------------------------------------------

def base_symbol(name):
    """A function's name without the suffixes of gcc's clones (foo.isra.0, foo.constprop.1,
    foo.part.0, foo.cold), so that a function is matched with itself across compilers."""
    return re.sub(r"(\.(isra|constprop|part|cold|lto_priv)(\.\d+)?)+$", "", name)


def perf_profile(w, config, inputs, directory):
    """(total seconds, {function: seconds}) of one run of W under CONFIG, from `perf record`
    (its sampling clock; children included) and `perf report` by symbol."""
    data = os.path.join(directory, f"{slug(w.name)}.{slug(config)}.perf.data")
    argv = [resolve(a, config, inputs) for a in w.argv]
    stdin = open(inputs[w.stdin], "rb") if w.stdin else subprocess.DEVNULL
    subprocess.run(["perf", "record", "-q", "-F", "2000", "-o", data, "--"] + argv, stdin=stdin,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=run_env(), check=True)
    report = subprocess.run(["perf", "report", "-i", data, "--stdio", "--no-children",
                             "--sort", "sym", "--percent-limit", "0.1"],
                            capture_output=True, text=True, check=True).stdout
    m = re.search(r"Event count \(approx\.\): (\d+)", report)
    total = int(m.group(1)) / 1e9 if m else 0.0
    functions = {}
    for pct, name in re.findall(r"^\s+([\d.]+)%\s+\[.\]\s+(\S+)", report, re.M):
        key = base_symbol(name)
        functions[key] = functions.get(key, 0.0) + float(pct) / 100 * total
    return total, functions


def profile(selected, inputs, config, top):
    """Markdown: for each workload, its hottest functions under CONFIG beside gcc -O2's time
    in the same function ('-': gcc inlined it, or spent under 0.1% there)."""
    directory = os.path.join(OUT, "perf")
    os.makedirs(directory, exist_ok=True)
    out = [f"Profiles (`perf record -F 2000`, self time by function), {config} against "
           f"{REFERENCE}:", ""]
    for w in selected:
        say(f"workloads: perf {w.name}")
        ref_total, ref = perf_profile(w, REFERENCE, inputs, directory)
        total, funcs = perf_profile(w, config, inputs, directory)
        out += [f"### {w.name}", "",
                f"{config} {total:.2f} s, {REFERENCE} {ref_total:.2f} s "
                f"({total / ref_total:.2f}x); the {top} hottest functions under {config}:", "",
                f"| function | {config} s | share | {REFERENCE} s | ratio |", "|---|---:|---:|---:|---:|"]
        for name, secs in sorted(funcs.items(), key=lambda kv: -kv[1])[:top]:
            theirs = ref.get(name)
            out.append(f"| `{name}` | {secs:.3f} | {secs / total:.1%} | "
                       + (f"{theirs:.3f} | {secs / theirs:.2f} |" if theirs else "- | - |"))
        missing = sorted(((n, t) for n, t in ref.items() if n not in funcs), key=lambda kv: -kv[1])
        if missing and missing[0][1] > 0.02 * ref_total:
            out.append("")
            out.append(f"Hot under {REFERENCE} only: " + ", ".join(
                f"`{n}` {t:.3f} s" for n, t in missing[:5] if t > 0.01 * ref_total))
        out.append("")
    return "\n".join(out)


def instructions(w, config, inputs):
    """Instructions W runs under CONFIG (children included), counted by callgrind: the same
    on every run of a deterministic program, however loaded the machine."""
    argv = [resolve(a, config, inputs) for a in w.argv]
    stdin = open(inputs[w.stdin], "rb") if w.stdin else subprocess.DEVNULL
    run = subprocess.run(["valgrind", "--tool=callgrind", "--trace-children=yes",
                          "--callgrind-out-file=/dev/null"] + argv, stdin=stdin,
                         stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=run_env())
    counts = re.findall(r"Collected : ([\d,]+)", run.stderr.decode(errors="replace"))
    if run.returncode != 0 or not counts:
        return None
    return sum(int(c.replace(",", "")) for c in counts)


def count(selected, configs, inputs, broken):
    """Markdown: the instructions each workload runs under each configuration (one run under
    callgrind, about fifty times slower than a timed one), as ratios to gcc -O2's."""
    out = ["Instructions run (`valgrind --tool=callgrind`), in millions, and the ratio to "
           f"{REFERENCE}'s:", "", "| workload | " + " | ".join(configs) + " |",
           "|---|" + "---:|" * len(configs)]
    for w in selected:
        say(f"workloads: callgrind {w.name}")
        n = {c: None if (w.name, c) in broken else instructions(w, c, inputs) for c in configs}
        ref = n[REFERENCE]
        cells = [("-" if n[c] is None else f"{n[c] / 1e6:,.0f}"
                  + (f" ({n[c] / ref:.3f})" if ref and c != REFERENCE else "")) for c in configs]
        out.append(f"| {w.name} | " + " | ".join(cells) + " |")
    return "\n".join(out) + "\n"


# --- main -------------------------------------------------------------------------------

def choose(option, known, what):
    if not option:
        return list(known)
    wanted = [x.strip() for x in option.split(",")]
    unknown = [x for x in wanted if x not in known]
    if unknown:
        sys.exit(f"workloads: no such {what}: {', '.join(unknown)} (known: {', '.join(known)})")
    return wanted


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--only", default="", help="comma-separated workloads")
    ap.add_argument("--configs", default="", help="comma-separated configurations "
                    "(gcc -O2, the reference, is always run)")
    ap.add_argument("--runs", type=int, default=3, help="interleaved rounds (3)")
    ap.add_argument("--quick", action="store_true",
                    help="small inputs and one round: a smoke test")
    ap.add_argument("--build-only", action="store_true", help="build, do not run")
    ap.add_argument("--profile", nargs="?", const="tcc-rs", metavar="CONFIG",
                    help="instead of timing, profile each workload with perf under CONFIG "
                         "(default tcc-rs) and gcc -O2: target/bench-workloads/profile.md")
    ap.add_argument("--count", action="store_true",
                    help="instead of timing, count the instructions each workload runs under "
                         "callgrind (repeatable on a loaded machine; use with --quick): "
                         "target/bench-workloads/count.md")
    ap.add_argument("--tcc-rs", default="", help="the tcc-rs binary (default: cargo build "
                    "--release, then target/release/tcc-rs)")
    ap.add_argument("--tcc-rs-flags", action="append", default=[], metavar="FLAGS",
                    help="also run tcc-rs with these flags (space-separated), as the "
                         "configuration 'tcc-rs FLAGS' (repeatable)")
    ap.add_argument("--tcc-rs-baseline", default="", metavar="PATH",
                    help="also run this other tcc-rs binary, as the configuration "
                         "'tcc-rs baseline'")
    ap.add_argument("--timeout", type=int, default=1800, help="seconds per build step (1800)")
    args = ap.parse_args()
    added = []
    for flags in args.tcc_rs_flags:
        name = f"tcc-rs {flags.strip()}"
        CONFIGS[name] = (TCC_RS, flags.split())
        added.append(name)
    if args.tcc_rs_baseline:
        CONFIGS["tcc-rs baseline"] = (os.path.abspath(args.tcc_rs_baseline), [])
        added.append("tcc-rs baseline")
    names = [w.name for w in workloads(args.quick)]
    selected = [w for w in workloads(args.quick) if w.name in choose(args.only, names, "workload")]
    configs = choose(args.configs, list(CONFIGS), "configuration")
    configs += [c for c in added if c not in configs]
    if REFERENCE not in configs:
        configs.insert(0, REFERENCE)
    runs = 1 if args.quick else args.runs

    if args.tcc_rs:
        for c in CONFIGS:
            if CONFIGS[c][0] == TCC_RS:
                CONFIGS[c] = (os.path.abspath(args.tcc_rs), CONFIGS[c][1])
    elif any(CONFIGS[c][0] == TCC_RS for c in configs):
        say("workloads: cargo build --release")
        subprocess.run(["nice", "-n", "10", "cargo", "build", "--release", "--quiet"], cwd=ROOT,
                       check=True)
    notes = []
    for c in list(configs):
        if not compiler_path(c):
            notes.append(f"{c}: {CONFIGS[c][0]} is not installed, skipped")
            say("workloads: " + notes[-1])
            configs.remove(c)
    if REFERENCE not in configs:
        sys.exit("workloads: gcc is needed: its -O2 builds are the reference")

    manifest = {p["name"]: p for p in corpus.load_manifest()}
    packages = sorted({w.package for w in selected}, key=list(PACKAGES).index)
    corpus.ensure_deb_src()
    corpus.ensure_packages(["dpkg-dev"] + [a for p in packages for a in manifest[p]["apt"]])
    cache = os.path.abspath(os.environ.get("TCC_RS_CORPUS_CACHE",
                                           os.path.join(ROOT, "target/corpus/cache")))
    broken = {}
    for config in configs:
        for name in packages:
            reason = build(config, name, manifest[name], cache, args.timeout)
            if reason:
                for w in selected:
                    if w.package == name:
                        broken[(w.name, config)] = "did not build"
                notes.append(f"{name} with {config} did not build: {reason}")
    if args.build_only:
        return 0

    inputs = prepare_inputs(args.quick)
    if args.profile:
        if args.profile not in configs or not shutil.which("perf"):
            sys.exit(f"workloads: --profile needs perf and {args.profile} among the configurations")
        usable = [w for w in selected if (w.name, args.profile) not in broken]
        text = profile(usable, inputs, args.profile, 12)
        with open(os.path.join(OUT, "profile.md"), "w") as f:
            f.write(text)
        print(text)
        return 0
    if args.count:
        if not shutil.which("valgrind"):
            sys.exit("workloads: --count needs valgrind")
        text = count(selected, configs, inputs, broken)
        with open(os.path.join(OUT, "count.md"), "w") as f:
            f.write(text)
        print(text)
        return 0
    start = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    times, problems = measure(selected, configs, runs, inputs, broken)
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT,
                            capture_output=True, text=True).stdout.strip()
    header = (f"`python3 benches/workloads.py{' --quick' if args.quick else ''}` started {start}, "
              f"commit {commit}, {runs} interleaved round(s).")
    text, ratios = report(selected, configs, times, problems, header)
    if notes:
        text += "\nNotes:\n\n" + "".join(f"- {n}\n" for n in notes)
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, "report.md"), "w") as f:
        f.write(text)
    with open(os.path.join(OUT, "runtime.svg"), "w") as f:
        f.write(runtime_svg([w.name for w in selected], configs, ratios))
    print(text)
    say(f"workloads: wrote {OUT}/report.md and runtime.svg")
    wrong = [k for k, v in problems.items() if v not in ("did not build",)]
    if wrong:
        say("workloads: FAILED: " + ", ".join(f"{w} under {c} ({problems[(w, c)]})"
                                               for w, c in wrong))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""The real-world corpus: Debian 12 source packages built with tcc-rs as CC.

    tests/corpus/run.py [--cc COMPILER] [--mode MODE,...] [--jobs N] [--only PKG,...]
                        [--record] [--write-expected] [--markdown FILE]

For each package in tests/corpus/packages.toml (its exact Debian version, how to configure,
build and test it, gcc's recorded result and tcc-rs's expected one):

  1. download: `apt-get source --download-only PKG=VERSION` into the cache directory
     ($TCC_RS_CORPUS_CACHE, default target/corpus/cache); a package already there is not
     downloaded again. apt needs a deb-src entry: if it has none, one is written that mirrors
     the machine's deb entries (/etc/apt/sources.list.d/debian.sources), then `apt-get update`.
  2. unpack the upstream .orig tarball (not the Debian patches) into a scratch directory
     (target/corpus/build/CC-NAME/PKG, kept after the run for inspection); a package whose
     entry says `unpack = "debian"` is unpacked with its Debian changes (dpkg-source -x);
  3. configure with the package's own build system and CC set to the compiler (an absolute
     path, no wrapper, no extra flags); the config.h it writes (for autotools the first
     header config.status lists) is compared with gcc's, recorded in tests/corpus/config/PKG.h;
  4. build; 5. run the package's own tests and count passes and failures where the test
     driver reports them (Automake's test-suite.log, Autotest's testsuite.log, ctest,
     meson test), else the test command's exit status counts as one test.

Tests that do worse than expected run once more, the build unchanged (a test that races its
child or the clock can lose on a loaded machine): the second run's results count, and the
first run's are reported beside them and again in the summary.

One row per package: the stage reached, tests passed/failed beside gcc's, and the first
error line. The run fails (exit 1) when a package does worse than its `tcc` entry expects;
one that does better is reported as improved so that the entry can be updated.

--mode runs the corpus once per mode: `default` (CC is tcc-rs itself), `no-mem2reg` and `O0`
(CC is a small script, written into the build directory, that runs tcc-rs with the package's
arguments followed by `--no-mem2reg` or `-O0`, so that the mode wins over the package's own
-O flags). Each mode is judged against the same expected outcome, the same test results,
unless the entry has its own for the mode (`tcc_O0 = "build"`, `tcc_no-mem2reg`), for a package
that fails in that mode for a reason of its own (said in its `tcc_O0_note`). `aarch64` (not in
`all`) builds every package for aarch64 (`--target aarch64-unknown-linux-gnu`) and runs its
build-time programs and tests under qemu-user through binfmt_misc (registered when missing, as
root; Debian's cross C library as qemu's library prefix, /etc/qemu-binfmt/aarch64), as cross
builds, with the libraries they link built first by the cross gcc from Debian's sources into
target/corpus/aarch64-sysroot (tests/corpus/aarch64-libs.toml), judged against the same
expectation (`tcc_aarch64` where the entry has one).

--record runs with CC=gcc, writes gcc's config.h files to tests/corpus/config/ and, with
--write-expected, its results into the `gcc` fields of packages.toml. --write-expected
without --record writes the results into the `tcc` fields (the expected outcome today).

Build tools and libraries the packages need (their `apt` lists) are installed with apt-get
when missing (as root; otherwise the run stops and names them). Python 3.11 stdlib only.
"""

import argparse
import concurrent.futures
import glob
import os
import re
import shlex
import shutil
import signal
import stat
import subprocess
import sys
import tarfile
import threading
import time
import tomllib

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
MANIFEST = os.path.join(HERE, "packages.toml")
CONFIG_DIR = os.path.join(HERE, "config")
DEB_SOURCES = "/etc/apt/sources.list.d/debian.sources"
OUR_SOURCES = "/etc/apt/sources.list.d/tcc-rs-corpus-src.sources"

# The stages in order; a result's stage is the one it stopped in ("test" once tests ran).
STAGES = ["download", "configure", "build", "test"]

# What each build system does unless the package says otherwise. $CC is in the environment.
SYSTEMS = {
    "autotools": {
        "configure": "[ -x configure ] || autoreconf -fi; ./configure",
        "build": "make",
        "test": "make -k check",
        "results": "automake",
        "config_h": "auto",
    },
    "cmake": {
        "configure": "cmake -S . -B _build",
        "build": "cmake --build _build",
        "test": "ctest --test-dir _build",
        "results": "ctest",
        "config_h": "",
    },
    "meson": {
        "configure": "meson setup _build",
        "build": "meson compile -C _build",
        "test": "meson test -C _build",
        "results": "meson",
        "config_h": "_build/config.h",
    },
    "make": {
        "configure": "",
        "build": 'make CC="$CC"',
        "test": 'make CC="$CC" check',
        "results": "status",
        "config_h": "",
    },
}

# Every locale glibc knows, compiled (Debian's `locales-all`, into /usr/lib/locale): the
# packages' tests that need en_US.UTF-8, fr_FR, tr_TR.UTF-8... run instead of skipping. The
# files are the same for x86-64 and aarch64 (both little-endian), and an aarch64 program
# under qemu-user finds them too: qemu looks an absolute name up in its library prefix
# (/etc/qemu-binfmt/aarch64), then on the host. Locales of a charset glibc converts through
# a gconv module (ja_JP.eucJP, zh_TW.Big5) still fail for aarch64 programs: the cross C
# library has no aarch64 gconv modules, and Debian's libc6:arm64, which has them, is not
# installed (see cross_configure).
LOCALES = "locales-all"

print_lock = threading.Lock()


def say(*args):
    with print_lock:
        print(*args, flush=True)


# --- apt ---------------------------------------------------------------------------------

def apt_has_deb_src():
    out = subprocess.run(["apt-get", "indextargets", "--format", "$(CREATED_BY)"],
                         capture_output=True, text=True).stdout
    return "Sources" in out.split()


def ensure_deb_src():
    """Give apt a deb-src entry mirroring the machine's deb entries, unless it has one."""
    if apt_has_deb_src():
        return
    if os.geteuid() != 0:
        sys.exit("corpus: apt has no deb-src entry and this is not root: add one "
                 f"(Types: deb-src, as in {DEB_SOURCES}) and run apt-get update")
    text = open(DEB_SOURCES).read()
    stanzas = [s for s in re.split(r"\n\s*\n", text) if re.search(r"^Types:.*\bdeb\b", s, re.M)]
    out = []
    for s in stanzas:
        lines = [l for l in s.splitlines() if not l.startswith("#")]
        lines = ["Types: deb-src" if l.startswith("Types:") else l for l in lines]
        out.append("\n".join(lines))
    with open(OUR_SOURCES, "w") as f:
        f.write("# Written by tcc-rs tests/corpus/run.py: the deb entries as deb-src.\n")
        f.write("\n\n".join(out) + "\n")
    say(f"corpus: wrote {OUR_SOURCES}; apt-get update")
    subprocess.run(["apt-get", "update", "-q"], check=True, stdout=subprocess.DEVNULL)


def ensure_packages(names):
    """apt-get install the Debian packages (build tools, libraries) that are missing."""
    missing = []
    for name in sorted(set(names)):
        r = subprocess.run(["dpkg-query", "-W", "-f", "${Status}", name],
                           capture_output=True, text=True)
        if "install ok installed" not in r.stdout:
            missing.append(name)
    if not missing:
        return
    if os.geteuid() != 0:
        sys.exit("corpus: not root, cannot apt-get install " + " ".join(missing))
    say("corpus: apt-get install " + " ".join(missing))
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run(["apt-get", "install", "-y", "-q", "--no-install-recommends"] + missing,
                   check=True, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)


def orig_tarball(directory):
    tars = [t for t in glob.glob(os.path.join(directory, "*.orig.tar.*"))
            if not t.endswith(".asc")]
    return tars[0] if tars else None


def download(pkg, cache):
    """The .orig tarball of PKG=VERSION, downloaded into the cache unless it is there."""
    d = os.path.join(cache, pkg["name"])
    if glob.glob(os.path.join(d, "*.dsc")) and orig_tarball(d):
        return orig_tarball(d), ""
    os.makedirs(d, exist_ok=True)
    r = subprocess.run(["apt-get", "source", "--download-only",
                        f"{pkg['name']}={pkg['version']}"],
                       cwd=d, capture_output=True, text=True)
    if r.returncode != 0 or not orig_tarball(d):
        errors = [l for l in (r.stderr + r.stdout).splitlines() if l.startswith("E:")]
        return None, (errors or ["apt-get source failed"])[0]
    return orig_tarball(d), ""


# --- building ----------------------------------------------------------------------------

def run_step(command, cwd, env, log, timeout):
    """Run a shell command at nice 10, its output appended to log; True if it exited 0."""
    with open(log, "a") as f:
        f.write(f"\n$ {command}\n")
        f.flush()
        p = subprocess.Popen(["nice", "-n", "10", "bash", "-c", command], cwd=cwd, env=env, stdout=f,
                             stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                             start_new_session=True)
        try:
            return p.wait(timeout=timeout) == 0
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)
            p.wait()
            f.write(f"\ncorpus: error: timed out after {timeout} s\n")
            return False


def first_error(log, since):
    """The first line of the log after offset `since` that reads like an error."""
    with open(log, errors="replace") as f:
        f.seek(since)
        lines = f.read().splitlines()
    pattern = re.compile(r"\berror\b|^FAIL:|^ERROR:|\bFAILED\b|Error \d|failed$|timed out|"
                         r"multiple definition|undefined reference", re.I)
    for line in lines:
        if pattern.search(line) and not re.search(r"-Werror|[-\w]error|error\.\w|# ERROR: +0",
                                                  line, re.I):
            return line.strip()[:200]
    tail = [l for l in lines if l.strip()]
    return tail[-1].strip()[:200] if tail else ""


def files_named(src, name):
    """The files called `name` anywhere under `src`, sorted. Symbolic links to directories
    are not followed: acl's build links include/acl and include/sys to include itself, where
    glob's `**` would go round the loop without end."""
    return sorted(os.path.join(d, name) for d, _, files in os.walk(src) if name in files)


def count_results(kind, src, log, since, ok):
    """(passed, failed) as the test driver reports them."""
    with open(log, errors="replace") as f:
        f.seek(since)
        out = f.read()
    if kind == "automake":
        passed = failed = 0
        found = False
        for path in files_named(src, "test-suite.log"):
            text = open(path, errors="replace").read()
            for key, value in re.findall(r"^# (PASS|FAIL|XPASS|ERROR): +(\d+)", text, re.M):
                found = True
                if key == "PASS":
                    passed += int(value)
                else:
                    failed += int(value)
        if found:
            # a failure the test-suite.log files do not count (a check outside Automake's
            # driver) counts as one
            return passed, failed + (0 if ok or failed else 1)
    elif kind == "autotest":
        m = re.search(r"(\d+) tests? (?:were )?(?:behaved as expected|successful)", out)
        if m:
            n = int(m.group(1))
            return n, 0
        m = re.search(r"ERROR: (\d+) tests? (?:were )?run,\s*(\d+) failed", out)
        if m:
            return int(m.group(1)) - int(m.group(2)), int(m.group(2))
    elif kind == "ctest":
        m = re.search(r"tests passed, (\d+) tests failed out of (\d+)", out)
        if m:
            return int(m.group(2)) - int(m.group(1)), int(m.group(1))
    elif kind == "meson":
        counts = dict(re.findall(r"^(Ok|Fail|Timeout|Unexpected Pass|Expected Fail):\s+(\d+)",
                                 out, re.M))
        if counts:
            failed = sum(int(counts.get(k, 0)) for k in ("Fail", "Timeout", "Unexpected Pass"))
            return int(counts.get("Ok", 0)) + int(counts.get("Expected Fail", 0)), failed
    elif kind.startswith("regex:"):
        # regex:KEY=PATTERN;KEY=PATTERN, KEY pass, fail or total, each pattern with one
        # group, summed over all its matches; passes are total - fail where not given
        counts = {}
        for part in kind[len("regex:"):].split(";"):
            key, pattern = part.split("=", 1)
            counts[key] = sum(int(n) for n in re.findall(pattern, out, re.M))
        failed = counts.get("fail", 0)
        if "pass" in counts:
            passed = counts["pass"]
        elif "total" in counts:
            passed = counts["total"] - failed
        else:
            passed = 0  # the driver names its failures only (gawk's "3 TESTS FAILED")
        if passed or failed:
            return passed, failed + (0 if ok or failed else 1)
    return (1, 0) if ok else (0, 1)


def config_defines(text):
    """NAME -> value (or None for an #undef) of a config.h's macros."""
    result = {}
    for line in text.splitlines():
        m = re.match(r"\s*#\s*define\s+(\w+)(?:\s+(.*?))?\s*$", line)
        if m:
            result[m.group(1)] = m.group(2) or ""
            continue
        m = re.match(r"\s*/\*\s*#\s*undef\s+(\w+)\s*\*/", line)
        if m and m.group(1) not in result:
            result[m.group(1)] = None
    return result


def compare_config(name, src, config_h, record, scratch):
    """Differences between this run's config.h and gcc's recorded one (or record it). The
    scratch directory's path, where a header names it, reads @SCRATCH@ in both."""
    if config_h == "auto":
        # the first header config.status writes (AC_CONFIG_HEADERS), e.g. config.h, lib/config.h
        try:
            status = open(os.path.join(src, "config.status"), errors="replace").read()
            m = re.search(r'^config_headers="\s*([^\s":]+)', status, re.M)
            config_h = m.group(1) if m else ""
        except OSError:
            config_h = "config.h"
    if not config_h:
        return []
    path = os.path.join(src, config_h)
    expected = os.path.join(CONFIG_DIR, name + ".h")
    if not os.path.exists(path):
        return [f"{config_h} not written"]
    text = open(path, errors="replace").read().replace(scratch, "@SCRATCH@")
    if record:
        os.makedirs(CONFIG_DIR, exist_ok=True)
        with open(expected, "w") as f:
            f.write(text)
        return []
    if not os.path.exists(expected):
        return [f"no recorded tests/corpus/config/{name}.h to compare with"]
    ours, gccs = config_defines(text), config_defines(open(expected, errors="replace").read())
    show = lambda v: "undefined" if v is None else (v if v != "" else "defined")
    diffs = []
    for key in sorted(set(ours) | set(gccs)):
        a, b = gccs.get(key, None), ours.get(key, None)
        if a != b:
            diffs.append(f"{key}: gcc {show(a)}, here {show(b)}")
    return diffs


# The flags each --mode appends to every compilation. `all` is the first three; aarch64
# runs the packages' builds and tests as aarch64 programs under qemu-user (see
# ensure_aarch64).
MODES = {"default": [], "no-mem2reg": ["--no-mem2reg"], "O0": ["-O0"],
         "aarch64": ["--target", "aarch64-unknown-linux-gnu"]}
ALL_MODES = ["default", "no-mem2reg", "O0"]
AARCH64_ROOT = "/usr/aarch64-linux-gnu"
BINFMT = "/proc/sys/fs/binfmt_misc"
QEMU_PREFIX_LINK = "/etc/qemu-binfmt/aarch64"
SYSROOT_MANIFEST = os.path.join(HERE, "aarch64-libs.toml")


def ensure_aarch64(cc, work):
    """Make aarch64 programs run here as they do on an aarch64 machine: Debian's cross
    toolchain, C library and qemu-user, the kernel's binfmt_misc handler for aarch64 ELF
    files (registered from qemu-user-binfmt's rule when missing, as root), and qemu told
    where the aarch64 C library is. Then a program tcc-rs builds for aarch64 must run."""
    ensure_packages(["gcc-aarch64-linux-gnu", "g++-aarch64-linux-gnu", "libc6-dev-arm64-cross",
                     "qemu-user", "qemu-user-binfmt"])
    if not os.path.exists(os.path.join(BINFMT, "qemu-aarch64")):
        if os.geteuid() != 0:
            sys.exit("corpus: aarch64 programs cannot run here (no binfmt_misc handler for "
                     "qemu-aarch64), and registering one needs root")
        if not os.path.exists(os.path.join(BINFMT, "register")):
            subprocess.run(["mount", "-t", "binfmt_misc", "binfmt_misc", BINFMT], check=True)
        with open("/usr/lib/binfmt.d/qemu-aarch64.conf") as rule, \
                open(os.path.join(BINFMT, "register"), "w") as register:
            register.write(rule.read().strip())
    # qemu-user finds the aarch64 C library under its library prefix: QEMU_LD_PREFIX, or
    # else /etc/qemu-binfmt/aarch64 (Debian's qemu-user is built with that prefix). A test
    # driver that clears the environment (make's run_make_tests.pl) loses the variable, so
    # the prefix is that link, to the cross C library.
    if os.path.realpath(QEMU_PREFIX_LINK) != os.path.realpath(AARCH64_ROOT):
        if os.path.lexists(QEMU_PREFIX_LINK):
            sys.exit(f"corpus: {QEMU_PREFIX_LINK} is not a link to {AARCH64_ROOT}, qemu-user's "
                     "library prefix for aarch64 programs: move it away")
        if os.geteuid() != 0:
            sys.exit(f"corpus: qemu-user needs {QEMU_PREFIX_LINK} -> {AARCH64_ROOT} (its "
                     "library prefix), and making the link needs root")
        os.makedirs(os.path.dirname(QEMU_PREFIX_LINK), exist_ok=True)
        os.symlink(AARCH64_ROOT, QEMU_PREFIX_LINK)
        say(f"corpus: made {QEMU_PREFIX_LINK} -> {AARCH64_ROOT}")
    os.environ.pop("QEMU_LD_PREFIX", None)
    # json-c's test driver runs each test under valgrind unless USE_VALGRIND=0; the host's
    # valgrind has no arm64 tool, so under qemu it would fail every test before it ran.
    os.environ["USE_VALGRIND"] = "0"
    probe = os.path.join(work, "aarch64-probe")
    with open(probe + ".c", "w") as f:
        f.write('#include <stdio.h>\nint main(void) { puts("aarch64"); return 0; }\n')
    built = subprocess.run([cc, probe + ".c", "-o", probe], capture_output=True, text=True)
    ran = built.returncode == 0 and subprocess.run(
        [probe], capture_output=True, text=True).stdout == "aarch64\n"
    if not ran:
        sys.exit(f"corpus: an aarch64 program built by {cc} does not run here "
                 f"({built.stderr.strip() or 'qemu-user did not run it'})")


# What a cross build for aarch64 adds to each build system's configure step: autotools
# `--host` (so config.guess does not name x86-64 and configure does not pick x86 code, and
# its run tests take their cross-compiling answers), CMake's target system, Meson's cross
# file; programs the build runs go through qemu-user (binfmt_misc). Debian's arm64 `-dev`
# packages (multiarch) would give the packages their aarch64 libraries, but they bring
# libc6:arm64, whose version is not the cross toolchain's C library's: qemu then loads one's
# ld.so with the other's libc.so.6, and threaded programs hang. So they are not installed.
CROSS_HOST = "aarch64-linux-gnu"
CROSS_PKG_CONFIG_LIBDIR = "/usr/lib/aarch64-linux-gnu/pkgconfig:/usr/share/pkgconfig"
CROSS_CMAKE = ("-DCMAKE_SYSTEM_NAME=Linux -DCMAKE_SYSTEM_PROCESSOR=aarch64 "
               "-DCMAKE_CROSSCOMPILING_EMULATOR=qemu-aarch64")


def cross_configure(command, system, work):
    """The configure step `command` of a package built with `system`, as a cross build
    for aarch64."""
    if system == "autotools" or "configure" in command:
        host = f" --build=x86_64-pc-linux-gnu --host={CROSS_HOST}"
        command = re.sub(r"(\./configure|\.\./configure)(?=\s|$|;)", r"\1" + host, command)
    if "cmake -S" in command:
        command = command.replace("cmake -S", f"cmake {CROSS_CMAKE} -S")
    if "meson setup" in command:
        command = command.replace("meson setup",
                                  f"meson setup --cross-file {os.path.join(work, 'cross.ini')}")
    return command


def sysroot_libraries(packages):
    """The entries of aarch64-libs.toml that `packages` need, with the libraries those
    need, in the file's order."""
    with open(SYSROOT_MANIFEST, "rb") as f:
        libs = [{"name": name, **entry} for name, entry in tomllib.load(f).items()]
    wanted = {p["name"] for p in packages}
    needed = set()  # not `wanted`: a corpus package of a library's name (gmp) needs no build of it
    for lib in reversed(libs):  # a library after those it needs: users come later
        if wanted & set(lib["for"]):
            wanted.add(lib["name"])
            needed.add(lib["name"])
    return [lib for lib in libs if lib["name"] in needed]


def sysroot_env(prefix, env):
    """`env` pointed at the aarch64 libraries in `prefix`: the compiler's and linker's
    search paths, pkg-config's and CMake's, and a run path for its one shared library."""
    return dict(env, CPPFLAGS=f"-I{prefix}/include",
                LDFLAGS=f"-L{prefix}/lib -Wl,-rpath,{prefix}/lib",
                PKG_CONFIG_LIBDIR=f"{prefix}/lib/pkgconfig:{prefix}/share/pkgconfig:"
                                  f"{CROSS_PKG_CONFIG_LIBDIR}",
                CMAKE_PREFIX_PATH=prefix)


def ensure_sysroot(args, packages):
    """Build the aarch64 libraries `packages` need (aarch64-libs.toml) into the sysroot
    beside the cache, each once: its Debian source (downloaded into the cache as the
    corpus's are), built by the cross gcc as a static library. A library already there at
    its version (a stamp under .built/) is not built again. Returns the sysroot."""
    prefix = os.path.join(os.path.dirname(args.cache), "aarch64-sysroot")
    work = os.path.join(os.path.dirname(args.cache), "build", "aarch64-sysroot")
    os.makedirs(os.path.join(prefix, ".built"), exist_ok=True)
    os.makedirs(work, exist_ok=True)
    libs = sysroot_libraries(packages)
    ensure_packages([a for lib in libs for a in lib.get("apt", [])])
    for lib in libs:
        name = lib["name"]
        stamp = os.path.join(prefix, ".built", name)
        if os.path.exists(stamp) and open(stamp).read().strip() == lib["version"]:
            continue
        say(f"corpus: building {name} {lib['version']} for aarch64 into {prefix}")
        tarball, error = download(lib, args.cache)
        if not tarball:
            sys.exit(f"corpus: cannot download {name}={lib['version']}: {error}")
        src = unpack(lib, tarball, os.path.join(work, name))
        log = os.path.join(work, name + ".log")
        open(log, "w").close()
        env = sysroot_env(prefix, dict(os.environ, CC=f"{CROSS_HOST}-gcc", PREFIX=prefix,
                                       HOST=CROSS_HOST, LC_ALL="C.UTF-8", MAKEFLAGS="-j2"))
        for stage in ("configure", "build", "install"):
            since = os.path.getsize(log)
            if not run_step(lib[stage], src, env, log, args.timeout):
                sys.exit(f"corpus: building {name} for aarch64 failed at {stage}: "
                         f"{first_error(log, since)} (log: {log})")
        with open(stamp, "w") as f:
            f.write(lib["version"] + "\n")
    return prefix


def write_meson_cross_file(cc, work, prefix):
    """Meson's description of the aarch64 machine and its tools."""
    with open(os.path.join(work, "cross.ini"), "w") as f:
        f.write(f"""[binaries]
c = '{cc}'
ar = 'aarch64-linux-gnu-ar'
strip = 'aarch64-linux-gnu-strip'
pkg-config = 'pkg-config'
exe_wrapper = 'qemu-aarch64'

[properties]
pkg_config_libdir = '{prefix}/lib/pkgconfig:{prefix}/share/pkgconfig:{CROSS_PKG_CONFIG_LIBDIR}'

[host_machine]
system = 'linux'
cpu_family = 'aarch64'
cpu = 'aarch64'
endian = 'little'
""")


def mode_compiler(cc, mode, work):
    """The CC for `mode`: tcc-rs itself, or a script that appends the mode's flags."""
    if not MODES[mode]:
        return cc
    path = os.path.join(work, "tcc-rs-" + mode)
    # Written beside and renamed over the old one: another run of the same compiler and mode
    # (`--only PKG` while a full run goes on) may be executing it, and writing it in place
    # made that run's next compile fail ("Text file busy").
    with open(path + ".new", "w") as f:
        f.write(f'#!/bin/sh\nexec {shlex.quote(cc)} "$@" {" ".join(MODES[mode])}\n')
    os.chmod(path + ".new", 0o755)
    os.replace(path + ".new", path)
    return path


def unpack(pkg, tarball, scratch):
    """Unpack the package into a new directory `scratch`; the directory of its sources."""
    shutil.rmtree(scratch, ignore_errors=True)
    os.makedirs(scratch)
    if pkg.get("unpack") == "debian":
        # The Debian source (the upstream tarball with Debian's changes), for a tarball
        # that the build tools of Debian 12 cannot build as it is.
        dsc = glob.glob(os.path.join(os.path.dirname(tarball), "*.dsc"))[0]
        subprocess.run(["dpkg-source", "--no-check", "-x", dsc, os.path.join(scratch, "src")],
                       check=True, stdout=subprocess.DEVNULL)
    else:
        with tarfile.open(tarball) as t:
            t.extractall(scratch, filter="fully_trusted")
    tops = [d for d in os.listdir(scratch) if os.path.isdir(os.path.join(scratch, d))]
    return os.path.join(scratch, tops[0]) if len(tops) == 1 else scratch


def build_package(pkg, args):
    """Download, unpack, configure, build and test one package; its result as a dict."""
    name = pkg["name"]
    result = {"name": name, "version": pkg["version"], "stage": "download", "passed": 0,
              "failed": 0, "error": "", "config": [], "seconds": 0.0, "ice": ""}
    start = time.time()
    tarball, error = download(pkg, args.cache)
    if not tarball:
        result["error"] = error
        return result
    scratch = os.path.join(args.work, name)
    log = os.path.join(args.work, name + ".log")
    open(log, "w").close()
    src = os.path.join(unpack(pkg, tarball, scratch), pkg.get("subdir", ""))
    env = dict(os.environ, **args.env, CC=args.cc, LC_ALL="C.UTF-8")
    env.pop("MAKEFLAGS", None)
    env.pop("MFLAGS", None)
    env.pop("MAKELEVEL", None)
    # a step's limit: the entry's own for the mode (`timeout_aarch64`: qemu is slower), its
    # own, or --timeout
    timeout = pkg.get(f"timeout_{args.mode}", pkg.get("timeout", args.timeout))
    # an entry's command for one mode (`configure_aarch64`, `build_aarch64`, `test_aarch64`)
    # replaces its own in that mode
    steps = [(stage, pkg.get(f"{stage}_{args.mode}", pkg[stage]))
             for stage in ("configure", "build", "test")]
    if args.mode == "aarch64":
        steps[0] = ("configure", cross_configure(steps[0][1], pkg["system"], args.work))
    for stage, command in steps:
        result["stage"] = stage
        if not command:
            continue
        since = os.path.getsize(log)
        ok = run_step(command, src, env, log, timeout)
        if stage == "configure":
            result["config"] = compare_config(name, src, pkg["config_h"], args.record,
                                              scratch)
        if stage == "test":
            result["passed"], result["failed"] = count_results(pkg["results"], src, log,
                                                               since, ok)
            # A test run worse than expected runs once more, the build unchanged: a test
            # that races its own child or the clock (gawk's clos1way2, pcre2's callout) can
            # lose on a loaded machine. The second run's results count, and the first's
            # are reported beside them, so that a flaky failure is seen, never hidden.
            if judge(result, expected_outcome(pkg, args)) == "WORSE":
                result["first_run"] = format_outcome(result)
                result["first_error"] = first_error(log, since)
                with open(log, "a") as f:
                    f.write("\ncorpus: worse than expected; the tests run once more\n")
                since = os.path.getsize(log)
                ok = run_step(command, src, env, log, timeout)
                result["passed"], result["failed"] = count_results(pkg["results"], src, log,
                                                                   since, ok)
            if result["failed"] or not ok:
                result["error"] = first_error(log, since)
            break
        if not ok:
            result["error"] = first_error(log, since)
            break
    result["ice"] = internal_error(log, src)
    result["seconds"] = time.time() - start
    return result


def internal_error(log, src):
    """The first report of a crash of tcc-rs in the package's log or its configure logs:
    an internal compiler error fails the run whatever the package's tests say."""
    logs = [log] + files_named(src, "config.log")
    for path in logs:
        with open(path, errors="replace") as f:
            for line in f:
                if "internal compiler error" in line or "panicked at" in line:
                    return line.strip()
    return ""


# --- expectations ------------------------------------------------------------------------

def parse_outcome(text):
    """'test 10/2' -> ('test', 10, 2); 'build' -> ('build', 0, 0)."""
    m = re.fullmatch(r"(\w+)(?: (-?\d+)/(\d+))?", text.strip())
    if not m or m.group(1) not in STAGES:
        raise ValueError(f"bad outcome {text!r}")
    return m.group(1), int(m.group(2) or 0), int(m.group(3) or 0)


def format_outcome(r):
    if r["stage"] == "test":
        return f"test {r['passed']}/{r['failed']}"
    return r["stage"]


def expected_outcome(pkg, args):
    """The outcome `pkg` is expected to reach in this run: gcc's under --record, else
    tcc-rs's, the mode's own where the entry has one (`tcc_O0`, with a note saying why)."""
    field = "gcc" if args.record else "tcc"
    return pkg.get(f"{field}_{args.mode}", pkg[field])


def judge(result, expected):
    """'as expected', 'improved' or 'WORSE' compared with the expected outcome."""
    stage, passed, failed = parse_outcome(expected)
    got = STAGES.index(result["stage"])
    want = STAGES.index(stage)
    if got != want:
        return "improved" if got > want else "WORSE"
    if stage != "test":
        return "as expected"
    if result["passed"] < passed or result["failed"] > failed:
        return "WORSE"
    if result["passed"] > passed or result["failed"] < failed:
        return "improved"
    return "as expected"


def write_expected(results, field):
    """Rewrite each package's `field = "..."` line in packages.toml with this run's result."""
    text = open(MANIFEST).read()
    for r in results:
        header = r'^\["?' + re.escape(r["name"]) + r'"?\]\n'
        pattern = re.compile(r'(' + header + r'(?:(?!^\[).*\n)*?)'
                             r'^' + field + r' = ".*"$', re.M)
        new = f'{field} = "{format_outcome(r)}"'
        text, n = pattern.subn(lambda m: m.group(1) + new, text, count=1)
        if n == 0:
            say(f"corpus: no `{field}` line in [{r['name']}] to update")
    open(MANIFEST, "w").write(text)


def write_markdown(results, path):
    """The results as a Markdown table (for docs/corpus.md)."""
    with open(path, "w") as f:
        f.write("| package | version | gcc | tcc-rs | why tcc-rs fails | first error |\n")
        f.write("|---|---|---|---|---|---|\n")
        for r in results:
            error = r["error"].replace("|", "\\|").replace("`", "'")
            f.write(f"| {r['name']} | {r['version']} | {r['gcc']} | {format_outcome(r)} | "
                    f"{r['note']} | {'`' + error + '`' if error else ''} |\n")


def load_manifest():
    with open(MANIFEST, "rb") as f:
        data = tomllib.load(f)
    packages = []
    for name, entry in data.items():
        system = SYSTEMS[entry["system"]]
        pkg = {"name": name, **system, **entry}
        pkg.setdefault("apt", [])
        pkg.setdefault("gcc", "download")
        pkg.setdefault("tcc", "download")
        packages.append(pkg)
    return packages


def main():
    # A shell that starts this in the background ignores SIGINT, and the packages' programs
    # would inherit that (gnulib's test-execute raises SIGINT in a child and expects it to
    # die of it): their tests run with the default disposition, as from a terminal.
    signal.signal(signal.SIGINT, signal.default_int_handler)
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cc", default=os.path.join(ROOT, "target/release/tcc-rs"),
                    help="the compiler (default target/release/tcc-rs)")
    ap.add_argument("--mode", default="default",
                    help="comma-separated modes: default, no-mem2reg, O0, aarch64, or all "
                         "(the first three; default: default)")
    ap.add_argument("--jobs", type=int, default=2, help="packages built at a time (2)")
    ap.add_argument("--only", default="", help="comma-separated packages to run")
    ap.add_argument("--timeout", type=int, default=600, help="seconds per step (600)")
    ap.add_argument("--record", action="store_true",
                    help="run with gcc and record its config.h files as expected data")
    ap.add_argument("--write-expected", action="store_true",
                    help="write the results into packages.toml (gcc's with --record)")
    ap.add_argument("--markdown", metavar="FILE", help="also write the table in Markdown")
    args = ap.parse_args()
    if args.record:
        args.cc = "gcc"
    cc = shutil.which(args.cc) or args.cc
    args.cc = os.path.abspath(cc)
    if not os.access(args.cc, os.X_OK):
        sys.exit(f"corpus: no compiler at {args.cc} (run 'cargo build --release')")
    cache = os.environ.get("TCC_RS_CORPUS_CACHE", os.path.join(ROOT, "target/corpus/cache"))
    args.cache = os.path.abspath(cache)
    modes = ALL_MODES if args.mode == "all" else args.mode.split(",")
    unknown = [m for m in modes if m not in MODES]
    if unknown or (args.record and modes != ["default"]):
        sys.exit("corpus: --mode takes default, no-mem2reg, O0, aarch64 or all "
                 "(gcc: default only)")

    packages = load_manifest()
    if args.only:
        wanted = args.only.split(",")
        unknown = set(wanted) - {p["name"] for p in packages}
        if unknown:
            sys.exit("corpus: no such package: " + " ".join(sorted(unknown)))
        packages = [p for p in packages if p["name"] in wanted]

    ensure_deb_src()
    ensure_packages(["dpkg-dev", LOCALES] + [a for p in packages for a in p["apt"]])

    worse = []
    for mode in modes:
        worse += [f"{name} ({mode})" for name in run_mode(args, mode, packages)]
    if len(modes) > 1:
        say(f"\ncorpus: modes {', '.join(modes)}: "
            f"{'worse: ' + ' '.join(worse) if worse else 'none worse than expected'}")
    return 1 if worse else 0


def check_dev_null(name, path="/dev/null"):
    """After each package: is /dev/null still the null device? On a shared machine something
    has replaced it with a regular file during a run (30 November), and every later test
    that reads or compares /dev/null then fails for no reason of its package's; say so,
    naming the package just finished, and as root put the device back."""
    try:
        if stat.S_ISCHR(os.stat(path).st_mode):
            return
    except FileNotFoundError:
        pass
    say(f"corpus: {path} is not the null device after {name} (or a package built beside it)")
    if os.geteuid() == 0:
        if os.path.lexists(path):
            os.remove(path)
        os.mknod(path, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
        os.chmod(path, 0o666)
        say(f"corpus: {path} made the null device again")


def run_mode(args, mode, packages):
    """Build and test `packages` in one mode; the names of those that did worse."""
    label = "gcc" if args.record else os.path.basename(args.cc)
    if mode != "default":
        label += "-" + mode
    work = os.path.join(os.path.dirname(args.cache), "build", label)
    os.makedirs(work, exist_ok=True)
    args = argparse.Namespace(**vars(args), work=work, env={})
    args.mode = mode
    args.cc = mode_compiler(args.cc, mode, work)
    if mode == "aarch64":
        ensure_aarch64(args.cc, work)
        prefix = ensure_sysroot(args, packages)
        write_meson_cross_file(args.cc, work, prefix)
        # the mode's environment (not the process's: a later mode of the run has its own)
        args.env = sysroot_env(prefix, {})
        args.env["CORPUS_SYSROOT"] = prefix  # for an entry's configure_aarch64
        # make's default linker, for Makefiles that link objects with `$(LD) -r` (pv's):
        # the cross one, as configure's --host gives libtool
        args.env["LD"] = f"{CROSS_HOST}-ld"
        # the C++ compiler for a package's C++ parts (cmark's api_test): CMake's cross build
        # takes `c++` otherwise, the host's, which cannot link aarch64 objects (autotools'
        # --host finds the cross one by its prefix)
        args.env["CXX"] = f"{CROSS_HOST}-g++"

    field = "gcc" if args.record else "tcc"
    say(f"corpus: {len(packages)} packages, mode {mode}, CC={args.cc}, {args.jobs} at a time; "
        f"logs and build trees in {args.work}")
    start = time.time()
    results = []
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        futures = {pool.submit(build_package, p, args): p for p in packages}
        for future in concurrent.futures.as_completed(futures):
            p = futures[future]
            r = future.result()
            expected = expected_outcome(p, args)
            r["verdict"] = "WORSE" if r["ice"] else judge(r, expected)
            r["expected"] = expected
            r["gcc"] = p["gcc"]
            r["note"] = p.get("tcc_note", "")
            results.append(r)
            again = f"; the first run gave {r['first_run']}" if "first_run" in r else ""
            say(f"  {r['name']}: {format_outcome(r)} ({r['seconds']:.0f} s, {r['verdict']}{again})")
            if r["ice"]:
                say(f"    {r['ice']}")
            check_dev_null(r["name"])
    total = time.time() - start

    order = {p["name"]: i for i, p in enumerate(packages)}
    results.sort(key=lambda r: order[r["name"]])
    say("")
    say(f"{'package':<12} {'version':<22} {'result':<12} {'gcc':<12} {'expected':<12} "
        f"{'verdict':<11} first error")
    for r in results:
        say(f"{r['name']:<12} {r['version']:<22} {format_outcome(r):<12} {r['gcc']:<12} "
            f"{r['expected']:<12} {r['verdict']:<11} {r['error']}")
    diffs = [r for r in results if r["config"]]
    if diffs:
        say("\nconfig.h against gcc's:")
        for r in diffs:
            for d in r["config"]:
                say(f"  {r['name']}: {d}")
    worse = [r["name"] for r in results if r["verdict"] == "WORSE"]
    improved = [r["name"] for r in results if r["verdict"] == "improved"]
    say(f"\ncorpus: {len(results)} packages in {total / 60:.1f} minutes; "
        f"{len(worse)} worse than expected, {len(improved)} improved")
    if improved:
        say("  improved (update their entries): " + " ".join(improved))
    flaky = [r for r in results if "first_run" in r]
    if flaky:
        say("  tests run twice, the first run worse than expected:")
        for r in flaky:
            say(f"    {r['name']}: {r['first_run']} ({r['first_error']}), then {format_outcome(r)}")
    if worse:
        say("  worse: " + " ".join(worse))
    if args.write_expected and mode == "default":
        write_expected(results, field)
    if args.markdown and mode == "default":
        write_markdown(results, args.markdown)
    return worse


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Write src/driver/warning_options.rs's table from gcc 12 itself.

The names are the `-W...` strings in gcc's `cc1` (its option table); each is then given to
`gcc -c` on an empty C file, in its forms (`-WNAME`, `-Wno-NAME`, `-Werror=NAME`, with
values for those that take one), and what gcc says of it decides its entry: the languages
it is valid for, whether `-Wno-` is accepted, whether `-Werror=` takes it, and what value
it takes. Run from the repository's root with gcc 12 as `gcc`:

    python3 scripts/gen_warning_options.py > table.rs

and put the output in place of the table in src/driver/warning_options.rs, then `cargo fmt`.
"""
import os
import re
import subprocess
import sys
import tempfile

GCC = os.environ.get("GCC", "gcc")


def cc1_names():
    cc1 = subprocess.run([GCC, "-print-prog-name=cc1"], capture_output=True, text=True).stdout.strip()
    out = subprocess.run(["strings", "-n", "2", cc1], capture_output=True, text=True).stdout
    return sorted({l[2:] for l in out.splitlines() if re.fullmatch(r"-W[a-zA-Z0-9+_=-]*", l)})


TMP = tempfile.mkdtemp()
SRC = os.path.join(TMP, "x.c")
with open(SRC, "w") as f:
    f.write("int main(void) { return 0; }\n")


def gcc(*flags):
    """gcc's exit status and messages for `flags`, quotes made plain."""
    p = subprocess.run([GCC, *flags, "-c", SRC, "-o", "/dev/null"], capture_output=True, text=True)
    text = p.stderr.replace("\u2018", "'").replace("\u2019", "'")
    return p.returncode, text


def wrong_lang(text):
    m = re.search(r"is valid for (\S+) but not for C", text)
    return m.group(1) if m else None


def named(text):
    """The option gcc names in its warning that it is another language's."""
    m = re.search(r"command-line option '-W([^']*)' is valid for", text)
    return m.group(1) if m else None


def classify_arg(name):
    """What the joined option `-W<name>` takes: (kind, valid example value)."""
    rc, text = gcc(f"-W{name}x")
    if rc == 0:
        return "Any", "x"
    if "optionally followed by a size unit" in text:
        return "ByteSize", "1"
    if "should be a non-negative integer" in text:
        rc, text = gcc(f"-W{name}99999")
        m = re.search(r"is not between (\d+) and (\d+)", text)
        if m:
            return f"Range({m.group(1)}, {m.group(2)})", m.group(1)
        return "UInt", "1"
    m = re.search(r"valid arguments to '-W[^']*' are: (.*)", text)
    if m:
        values = m.group(1).split()
        return "Enum(&[" + ", ".join(f'"{v}"' for v in values) + "])", values[0]
    if "arguments ignored for" in text:
        # `-Wno-attributes=ns::attr`: attributes not to warn about; gcc refuses a value to
        # the positive form.
        return "NegativeOnly", "ns::attr"
    raise SystemExit(f"-W{name}: unknown kind of argument: {text}")


def entry(name):
    if name == "error=":
        # `-Werror=NAME` and `-Wno-error=NAME`, which the driver reads itself; here for
        # `-Werror=error=...`, which names no warning.
        return '    o("error=", C, NEG, Any),'
    joined = name.endswith("=") or name.endswith("-")
    if joined and "missing argument" not in gcc(f"-W{name}")[1]:
        return None
    arg, value = ("NoArg", "") if not joined else classify_arg(name)
    rc, text = gcc(f"-W{name}{value}")
    if "unrecognized command-line option" in text:
        return None
    lang = wrong_lang(text)
    shown_on = named(text)
    # gcc's driver warns "switch '-WNAME' is no longer supported" instead.
    removed = "is no longer supported" in text
    if removed and "is not valid for C" in gcc(f"-Werror={name}{value}")[1]:
        lang = "another language"
    rc, text = gcc(f"-Wno-{name}{value}")
    negative = rc == 0
    shown_off = named(text)
    # cc1 asks this of `-Wno-error=NAME`; of `-Werror=NAME`, only for C's options.
    rc, text = gcc(f"-Wno-error={name}{value}")
    warning = "is not an option that controls warnings" not in text
    target = name
    m = re.search(r"argument to '-W([^']*)'", gcc(f"-W{name}x")[1]) if joined else None
    if m and m.group(1) != name:
        target = m.group(1)
    lang = LANGS[lang]
    flags = (("NEG", negative), ("WARN", warning), ("REMOVED", removed))
    flags = " | ".join(f for f, on in flags if on) or "0"
    line = f'    o("{name}", {lang}, {flags}, {arg})'
    if target != name:
        line += f'.shown_as("{target}")'
    if lang != "C" and arg == "NoArg" and not removed and (shown_on, shown_off) != (f"{name}{value}", f"no-{name}{value}"):
        # An alias, which gcc names by what it stands for.
        line += f'.lang_shown("{shown_on}", "{shown_off}")'
    return line + ","


# The languages gcc names in "is valid for LANGS but not for C", as the table's constants.
LANGS = {
    None: "C",
    "C++/ObjC++": "CXX",
    "C++": "CXX_ONLY",
    "ObjC/ObjC++": "OBJC",
    "Fortran": "FORTRAN",
    "D": "D",
    "Modula-2": "MODULA2",
    "Ada": "ADA",
    "Go": "GO",
    "another language": "OTHER",
}


def main():
    lines = [e for e in map(entry, cc1_names()) if e]
    print(f"static OPTIONS: [WOption; {len(lines)}] = [")
    print("\n".join(lines))
    print("];")


main()

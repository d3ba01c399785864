//! Header search and the C library's headers, through the built binary: gcc's search order
//! (`-iquote`, `-I`, `-isystem`, the compiler's own headers, the system directories,
//! `-idirafter`; `-nostdinc`), `#include_next`, `-v`, and programs that include glibc's
//! headers under the usual feature macros, on both targets.

use std::fs;
use std::path::Path;
use std::process::{Command, Output};

fn tcc(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tcc-rs"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("tcc-rs runs")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// Write `files` (name, text) under a new temporary directory.
fn tree(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temporary directory");
    for (name, body) in files {
        let path = dir.path().join(name);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, body).unwrap();
    }
    dir
}

/// Preprocess `main.c` in `dir` with `args`, returning the output without line markers.
fn preprocess(dir: &Path, args: &[&str]) -> String {
    let mut all = vec!["-E", "-P"];
    all.extend_from_slice(args);
    all.push("main.c");
    let out = tcc(dir, &all);
    assert!(out.status.success(), "{}", text(&out.stderr));
    text(&out.stdout)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn quote_includes_look_in_iquote_dirs_angled_ones_do_not() {
    let d = tree(&[
        ("q/h.h", "from_iquote"),
        ("i/h.h", "from_I"),
        ("main.c", "#include \"h.h\"\n#include <h.h>\n"),
    ]);
    assert_eq!(
        preprocess(d.path(), &["-iquote", "q", "-Ii"]),
        "from_iquote from_I"
    );
}

#[test]
fn search_order_is_i_then_isystem_then_system_then_idirafter() {
    let d = tree(&[
        ("i/a.h", "a_from_I"),
        ("s/a.h", "a_from_isystem"),
        ("s/b.h", "b_from_isystem"),
        ("after/stdio.h", "stdio_from_idirafter"),
        ("after/c.h", "c_from_idirafter"),
        (
            "main.c",
            "#include <a.h>\n#include <b.h>\n#include <c.h>\n#include <stdio.h>\nEOF\n",
        ),
    ]);
    let out = preprocess(d.path(), &["-isystem", "s", "-Ii", "-idirafter", "after"]);
    assert!(
        out.starts_with("a_from_I b_from_isystem c_from_idirafter"),
        "{out}"
    );
    // The C library's stdio.h comes before -idirafter.
    assert!(!out.contains("stdio_from_idirafter"), "{out}");
    assert!(out.contains("printf"), "{out}");
}

#[test]
fn include_next_continues_after_the_directory_of_the_current_file() {
    let d = tree(&[
        ("one/x.h", "one\n#include_next <x.h>\n"),
        ("two/x.h", "two\n#include_next <x.h>\n"),
        ("three/x.h", "three"),
        ("one/limits.h", "my_limits\n#include_next <limits.h>\n"),
        (
            "main.c",
            "#include <x.h>\n#include <limits.h>\nINT_MAX PATH_MAX\n",
        ),
    ]);
    let out = preprocess(d.path(), &["-Ione", "-Itwo", "-Ithree"]);
    // Through the compiler's limits.h to glibc's: both the sizes and the POSIX limits.
    assert_eq!(out, "one two three my_limits 2147483647 4096");
}

#[test]
fn nostdinc_leaves_only_the_given_directories() {
    let d = tree(&[("main.c", "#include <stddef.h>\n")]);
    let out = tcc(d.path(), &["-E", "-nostdinc", "main.c"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("stddef.h: No such file or directory"),
        "{}",
        text(&out.stderr)
    );
    let d = tree(&[
        ("inc/stddef.h", "mine"),
        ("main.c", "#include <stddef.h>\n"),
    ]);
    assert_eq!(preprocess(d.path(), &["-nostdinc", "-Iinc"]), "mine");
}

#[test]
fn dash_v_prints_the_search_list_as_gcc_does() {
    let d = tree(&[("q/.keep", ""), ("i/.keep", ""), ("main.c", "int x;\n")]);
    for (target, system) in [
        (
            "x86_64-unknown-linux-gnu",
            " /usr/local/include\n /usr/include/x86_64-linux-gnu\n /usr/include\n",
        ),
        (
            "aarch64-unknown-linux-gnu",
            " /usr/aarch64-linux-gnu/include\n /usr/include\n",
        ),
    ] {
        let out = tcc(
            d.path(),
            &[
                "-v", "-E", "-iquote", "q", "-Ii", "-Inope", "--target", target, "main.c",
            ],
        );
        assert!(out.status.success());
        let want = format!(
            "ignoring nonexistent directory \"nope\"\n\
             #include \"...\" search starts here:\n q\n\
             #include <...> search starts here:\n i\n <tcc-rs>\n{system}End of search list.\n"
        );
        // /usr/local/include may be absent on a machine; gcc then leaves it out too.
        let got = text(&out.stderr);
        let want = if Path::new("/usr/local/include").is_dir() {
            want
        } else {
            want.replace(" /usr/local/include\n", "")
                .replace(
                    "ignoring nonexistent directory \"nope\"\n",
                    "ignoring nonexistent directory \"nope\"\nignoring nonexistent directory \"/usr/local/include\"\n",
                )
        };
        assert_eq!(got, want, "{target}");
    }
}

/// The glibc headers a program may include, all at once.
const GLIBC_HEADERS: &[&str] = &[
    "assert.h",
    "ctype.h",
    "errno.h",
    "fenv.h",
    "float.h",
    "inttypes.h",
    "limits.h",
    "locale.h",
    "math.h",
    "complex.h",
    "setjmp.h",
    "signal.h",
    "stdarg.h",
    "stdbool.h",
    "stddef.h",
    "stdint.h",
    "stdio.h",
    "stdlib.h",
    "string.h",
    "time.h",
    "wchar.h",
    "wctype.h",
    "unistd.h",
    "fcntl.h",
    "sys/types.h",
    "sys/stat.h",
    "sys/time.h",
    "sys/wait.h",
    "sys/mman.h",
    "sys/socket.h",
    "sys/uio.h",
    "sys/utsname.h",
    "sys/resource.h",
    "sys/select.h",
    "sys/ioctl.h",
    "dirent.h",
    "pthread.h",
    "getopt.h",
    "poll.h",
    "termios.h",
    "netinet/in.h",
    "arpa/inet.h",
    "netdb.h",
    "dlfcn.h",
    "link.h",
    "regex.h",
    "glob.h",
    "fnmatch.h",
    "libgen.h",
    "pwd.h",
    "grp.h",
    "sched.h",
    "semaphore.h",
    "strings.h",
    "syslog.h",
    "utime.h",
    "langinfo.h",
    "iconv.h",
    "search.h",
    "spawn.h",
    "err.h",
    "stdnoreturn.h",
    "tgmath.h",
    "stdalign.h",
    "iso646.h",
];

/// Uses a declaration or macro from many of the headers, and prints what does not depend
/// on the machine.
const USES: &str = r#"
int main(void) {
    char buf[64];
    struct stat st;
    jmp_buf jb;
    regex_t re;
    sigset_t set;
    pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
    int64_t big = INT64_MAX;
    size_t n = strlen("hello");
    off_t off = 0;
    assert(n == 5);
    snprintf(buf, sizeof buf, "%" PRId64 " %zu %d", big, n, isdigit('7') != 0);
    puts(buf);
    printf("%d %d %d\n", stat("/", &st) == 0 && S_ISDIR(st.st_mode), EINVAL > 0,
           O_RDONLY == 0);
    printf("%d\n", regcomp(&re, "a+b", REG_EXTENDED) == 0 && regexec(&re, "xaab", 0, 0, 0) == 0);
    regfree(&re);
    sigemptyset(&set);
    printf("%d %d\n", sigismember(&set, SIGINT), pthread_mutex_lock(&m) == 0);
    pthread_mutex_unlock(&m);
    printf("%u %d %d\n", ntohs(htons(80)), (int)sqrt(16.0), abs(-3));
    if (setjmp(jb) == 0)
        longjmp(jb, 1);
    printf("%d %ld %ld\n", CHAR_BIT, (long)sizeof off, (long)sizeof(off_t));
    return 0;
}
"#;

#[test]
fn glibc_headers_compile_and_run_under_feature_macros_on_both_targets() {
    let mut src: String = GLIBC_HEADERS
        .iter()
        .map(|h| format!("#include <{h}>\n"))
        .collect();
    src.push_str(USES);
    let d = tree(&[("main.c", &src)]);
    let qemu = Command::new("qemu-aarch64")
        .arg("--version")
        .output()
        .is_ok();
    for target in ["x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu"] {
        for feature in [
            None,
            Some("-D_GNU_SOURCE"),
            Some("-D_POSIX_C_SOURCE=200809L"),
            Some("-D_FILE_OFFSET_BITS=64"),
            Some("-D_DEFAULT_SOURCE"),
        ] {
            let mut args = vec!["--target", target, "main.c", "-o", "prog", "-lm"];
            args.extend(feature);
            let out = tcc(d.path(), &args);
            let what = format!("{target} {feature:?}");
            assert!(out.status.success(), "{what}:\n{}", text(&out.stderr));
            assert_eq!(
                text(&out.stderr),
                "",
                "{what}: no warnings from system headers"
            );
            let run = if target.starts_with("x86_64") {
                Command::new(d.path().join("prog")).output()
            } else if qemu {
                Command::new("qemu-aarch64")
                    .args(["-L", "/usr/aarch64-linux-gnu"])
                    .arg(d.path().join("prog"))
                    .output()
            } else {
                continue;
            };
            let run = run.expect("program runs");
            assert_eq!(
                text(&run.stdout),
                "9223372036854775807 5 1\n1 1 1\n1\n0 1\n80 4 3\n8 8 8\n",
                "{what}"
            );
        }
    }
}

#[test]
fn asm_labels_rename_the_symbol() {
    let d = tree(&[(
        "main.c",
        "#include <stdio.h>\n\
         extern int my_puts(const char *) __asm__(\"puts\");\n\
         static int twice(int x) __asm__(\"twice_renamed\");\n\
         static int twice(int x) { return 2 * x; }\n\
         int main(void) { int (*p)(int) = twice; my_puts(\"renamed\"); return p(21) == 42 ? 0 : 1; }\n",
    )]);
    let out = tcc(d.path(), &["main.c", "-o", "prog"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let run = Command::new(d.path().join("prog")).output().unwrap();
    assert_eq!(text(&run.stdout), "renamed\n");
    assert_eq!(run.status.code(), Some(0));
}

/// The `#define` lines of `out` whose names do not start with `_` (the program's and the C
/// library's own, not the compiler's), less gcc's `linux` and `unix`, which tcc-rs does
/// not define.
fn visible_definitions(out: &[u8]) -> Vec<String> {
    let mut lines: Vec<String> = text(out)
        .lines()
        .filter(|l| !l.starts_with("#define _"))
        .filter(|l| !matches!(*l, "#define linux 1" | "#define unix 1"))
        .map(str::to_string)
        .collect();
    lines.sort();
    lines
}

#[test]
fn dash_dm_prints_the_macros_defined_at_the_end_as_gcc_does() {
    let src = "#include <stdio.h>\n#include <errno.h>\n#include <stdlib.h>\n\
               #define EMPTY\n#define ONE 1\n#define SUM(a, b)   ((a) +   (b))\n\
               #define LOG(fmt, ...) printf(fmt, __VA_ARGS__)\n\
               #define GLOG(fmt, args...) printf(fmt , ## args)\n\
               #define STR(x) #x\n#define CAT(a,b) a ## b\n#define NOARGS() 42\n\
               #define STRING \"a  b\"  /* comment */ + 'c'\n#undef ONE\n";
    let d = tree(&[("main.c", src)]);
    // glibc defines more under `__OPTIMIZE__` (`fread_unlocked`): both levels agree.
    let mut ours = Vec::new();
    for level in ["-O0", "-O2"] {
        let args = [level, "-dM", "-E", "-DCMD=3", "-DFLAG", "main.c"];
        let out = tcc(d.path(), &args);
        assert!(out.status.success(), "{}", text(&out.stderr));
        let gcc = Command::new("gcc")
            .args(args)
            .current_dir(d.path())
            .output()
            .expect("gcc runs");
        ours = visible_definitions(&out.stdout);
        assert_eq!(ours, visible_definitions(&gcc.stdout), "{level}");
    }
    for line in [
        "#define EMPTY ",
        "#define SUM(a,b) ((a) + (b))",
        "#define EOF (-1)",
    ] {
        assert!(ours.iter().any(|l| l == line), "{line} missing");
    }
    assert!(!ours.iter().any(|l| l.starts_with("#define ONE")));
}

#[test]
fn dash_dm_lists_the_predefined_macros_of_the_target_and_needs_dash_e() {
    let d = tree(&[("main.c", "")]);
    for (target, arch) in [
        ("x86_64-unknown-linux-gnu", "#define __x86_64__ 1"),
        ("aarch64-unknown-linux-gnu", "#define __aarch64__ 1"),
    ] {
        let out = tcc(d.path(), &["--target", target, "-dM", "-E", "main.c"]);
        let defines = text(&out.stdout);
        for line in [arch, "#define __GNUC__ 4", "#define __STDC__ 1"] {
            assert!(
                defines.lines().any(|l| l == line),
                "{target}: {line} missing"
            );
        }
        assert!(!defines.contains("__LINE__") && !defines.contains("__DATE__"));
    }
    let out = tcc(d.path(), &["-dM", "-c", "main.c"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("'-dM' is supported only with '-E'"));
}

/// A header that is not UTF-8 (a Latin-1 comment, as old headers have) is read, not
/// refused.
#[test]
fn a_header_in_latin_1_is_read() {
    let d = tree(&[("main.c", "#include \"lat.h\"\nint x = X;\n")]);
    fs::write(d.path().join("lat.h"), b"/* caf\xe9 */\n#define X 7\n").unwrap();
    assert_eq!(preprocess(d.path(), &[]), "int x = 7;");
}

/// A source file that is not UTF-8 is read, as a header is; one that is UTF-8 keeps its
/// characters.
#[test]
fn a_source_file_in_latin_1_or_utf_8_is_read() {
    let d = tree(&[("utf8.c", "/* café */\nint x = 1; /* ß */\n")]);
    fs::write(d.path().join("lat.c"), b"/* caf\xe9 */\nint x = 1;\n").unwrap();
    for file in ["lat.c", "utf8.c"] {
        let out = tcc(d.path(), &["-E", "-P", file]);
        assert!(out.status.success(), "{file}: {}", text(&out.stderr));
        assert_eq!(text(&out.stdout).trim(), "int x = 1;", "{file}");
    }
    let out = tcc(d.path(), &["-c", "-Wall", "lat.c", "-o", "lat.o"]);
    assert!(
        out.status.success() && out.stderr.is_empty(),
        "{}",
        text(&out.stderr)
    );
}

/// A source is bytes: what is not UTF-8 in literals, comments and `#if 0` groups is kept
/// as written, in `-E` output as in the program (samples/strings/raw_bytes checks the
/// program's bytes against gcc's), and so is a reserved code point written in UTF-8.
#[test]
fn e_output_keeps_bytes_that_are_not_utf_8() {
    let d = tree(&[]);
    let source: &[u8] = b"/* \xa4\xa2 */\n#if 0\n\xff\xfe\n#endif\n#define S(x) #x\n\
        const char *e = \"\xa4\xa2\", *s = S(\xe9), *r = \"\xf4\x8f\xbe\x80\";\nint c = '\xe9';\n";
    fs::write(d.path().join("raw.c"), source).unwrap();
    let out = tcc(d.path(), &["-E", "-P", "raw.c"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let expected: &[u8] =
        b"const char *e = \"\xa4\xa2\", *s = \"\xe9\", *r = \"\xf4\x8f\xbe\x80\";\nint c = '\xe9';";
    assert_eq!(out.stdout.trim_ascii(), expected, "{}", text(&out.stdout));
}

/// Diagnostics show the source's bytes as written, as gcc does (here in `#warning`'s text
/// and in the quoted line).
#[test]
fn diagnostics_show_bytes_that_are_not_utf_8_as_written() {
    let d = tree(&[]);
    fs::write(d.path().join("w.c"), b"#warning caf\xe9\nint x;\n").unwrap();
    let out = tcc(d.path(), &["-c", "w.c", "-o", "w.o"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stderr = &out.stderr;
    let line = b"w.c:1:2: warning: #warning caf\xe9 [-Wcpp]\n    1 | #warning caf\xe9\n";
    assert!(
        stderr.windows(line.len()).any(|w| w == line),
        "{}",
        text(stderr)
    );
}

/// A wide, UTF-16 or UTF-32 literal is the source's characters converted: bytes that are
/// not UTF-8 have none, and gcc's error says so. A `u8` literal takes them as they are.
#[test]
fn wide_literals_refuse_bytes_that_are_not_utf_8() {
    let d = tree(&[]);
    for (i, prefix) in ["L", "u", "U"].into_iter().enumerate() {
        let name = format!("w{i}.c");
        let source = [b"int *p = (void *)", prefix.as_bytes(), b"\"a\xe9\";\n"].concat();
        fs::write(d.path().join(&name), source).unwrap();
        let out = tcc(d.path(), &["-c", &name, "-o", "w.o"]);
        assert_eq!(out.status.code(), Some(1), "{prefix}");
        let message = "error: converting to execution character set: Invalid or incomplete \
                       multibyte or wide character";
        assert!(text(&out.stderr).contains(message), "{}", text(&out.stderr));
    }
    fs::write(d.path().join("u8.c"), b"const char *p = u8\"a\xe9\";\n").unwrap();
    let out = tcc(d.path(), &["-c", "u8.c", "-o", "u8.o"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
}

/// An `#include` name is bytes too: a header whose name is not UTF-8 is found, and its
/// name reaches `__FILE__` as written.
#[test]
fn include_names_that_are_not_utf_8_are_found() {
    use std::os::unix::ffi::OsStrExt;
    let d = tree(&[]);
    let header = std::ffi::OsStr::from_bytes(b"h\xe9.h");
    fs::write(d.path().join(header), "const char *file = __FILE__;\n").unwrap();
    fs::write(d.path().join("main.c"), b"#include \"h\xe9.h\"\n").unwrap();
    let out = tcc(d.path(), &["-E", "-P", "main.c"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(out.stdout.trim_ascii(), b"const char *file = \"h\xe9.h\";");
}

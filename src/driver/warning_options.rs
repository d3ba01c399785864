//! gcc 12's `-W` options, to answer each as gcc does: a C warning's option is accepted, one
//! for another language draws cc1's warning, an unknown one is refused, and an unknown
//! `-Wno-NAME` is accepted (gcc mentions it only beside other diagnostics). A configure
//! script probing "whether the compiler accepts -Wshorten-64-to-32" then decides as it
//! does with gcc.
//!
//! `OPTIONS` is generated from gcc 12 itself by `scripts/gen_warning_options.py`: the `-W`
//! names in its `cc1`, each given to `gcc -c` in its forms to learn the languages it is
//! valid for, whether it takes `-Wno-` and `-Werror=`, and what value it takes. The lookup
//! follows gcc's `find_opt` and `decode_cmdline_option` (opts-common.cc): the longest name
//! that is the option or, taking a value, starts it; failing that, `-Wno-` and the rest.

/// What value an option takes after its name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arg {
    /// None: the name is the whole option.
    NoArg,
    /// A non-negative integer (decimal, or hexadecimal with `0x`).
    UInt,
    /// A non-negative integer from the first to the second.
    Range(u64, u64),
    /// A non-negative decimal integer, optionally followed by a size unit (`kB`, `KiB`...).
    ByteSize,
    /// One of these words.
    Enum(&'static [&'static str]),
    /// A value only in the `-Wno-` form (`-Wno-attributes=ns::attr`).
    NegativeOnly,
    /// Anything (`-Werror=`'s).
    Any,
}
use Arg::*;

/// One of gcc's `-W` options.
#[derive(Clone, Copy, Debug)]
struct WOption {
    /// The name after `-W`, with its `=` if it takes a value.
    name: &'static str,
    /// The languages gcc names for an option C has not; `None` for C's.
    lang: Option<&'static str>,
    /// `NEG`: `-Wno-NAME` is accepted; `WARN`: `-Werror=NAME` is (it controls warnings).
    flags: u8,
    arg: Arg,
    /// The name gcc gives in its messages about the value (that of the option it stands for).
    shown: &'static str,
    /// For an alias of another language's option, what gcc names in its warning for
    /// `-WNAME` and `-Wno-NAME`: the option it stands for.
    lang_shown: Option<(&'static str, &'static str)>,
}

const NEG: u8 = 1;
const WARN: u8 = 2;
/// A switch gcc no longer supports: its driver warns so of `-WNAME`.
const REMOVED: u8 = 4;
const C: Option<&str> = None;
const CXX: Option<&str> = Some("C++/ObjC++");
const CXX_ONLY: Option<&str> = Some("C++");
const OBJC: Option<&str> = Some("ObjC/ObjC++");
const FORTRAN: Option<&str> = Some("Fortran");
const D: Option<&str> = Some("D");
const MODULA2: Option<&str> = Some("Modula-2");
/// A removed switch's language, which gcc names nowhere (`-Werror=NAME` is "not valid for C").
const OTHER: Option<&str> = Some("another language");

const fn o(name: &'static str, lang: Option<&'static str>, flags: u8, arg: Arg) -> WOption {
    WOption {
        name,
        lang,
        flags,
        arg,
        shown: name,
        lang_shown: None,
    }
}

impl WOption {
    const fn shown_as(self, shown: &'static str) -> WOption {
        WOption { shown, ..self }
    }

    const fn lang_shown(self, on: &'static str, off: &'static str) -> WOption {
        WOption {
            lang_shown: Some((on, off)),
            ..self
        }
    }

    fn joined(&self) -> bool {
        self.arg != NoArg
    }
}

/// What the driver does with a `-W` option gcc accepts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Accepted {
    /// A C warning's option.
    C,
    /// An option of other languages: cc1 warns with this message.
    OtherLanguage(String),
    /// `-Wno-NAME` for no option gcc knows: cc1 notes it only if it gives other diagnostics.
    UnknownNegative,
    /// A switch gcc no longer supports: its driver warns "switch '-WNAME' is no longer
    /// supported", once, whatever `-w` and `-Werror` say.
    Removed,
}

/// `-WREST` as gcc's driver takes it: accepted (and how), or its error message.
pub fn check(rest: &str) -> Result<Accepted, String> {
    let arg = format!("-W{rest}");
    let unrecognized = || format!("unrecognized command-line option '{arg}'");
    let (option, negated) = match find(rest) {
        Some(option) => (option, false),
        None => match rest.strip_prefix("no-").filter(|r| !r.is_empty()) {
            Some(positive) => match find(positive) {
                Some(option) if option.flags & NEG == 0 => return Err(unrecognized()),
                Some(option) => (option, true),
                None => return Ok(Accepted::UnknownNegative),
            },
            None => return Err(unrecognized()),
        },
    };
    if option.joined() {
        let value = &rest[option.name.len() + if negated { 3 } else { 0 }..];
        if value.is_empty() {
            return Err(format!("missing argument to '{arg}'"));
        }
        match option.arg {
            NegativeOnly if !negated => {
                let name = option.shown;
                return Err(format!(
                    "arguments ignored for '-W{name}'; use '-Wno-{name}' instead"
                ));
            }
            NegativeOnly => ignored_attributes(value)?,
            _ => check_value(option, value, true)?,
        }
    }
    if option.flags & REMOVED != 0 {
        // Its `-Wno-` form is accepted in silence, whatever language it was for.
        return Ok(if negated {
            Accepted::C
        } else {
            Accepted::Removed
        });
    }
    let Some(lang) = option.lang else {
        return Ok(Accepted::C);
    };
    let named = match option.lang_shown {
        Some((on, off)) => format!("-W{}", if negated { off } else { on }),
        None => arg,
    };
    Ok(Accepted::OtherLanguage(format!(
        "command-line option '{named}' is valid for {lang} but not for C"
    )))
}

/// What cc1 says of `-Werror=NAME` (`error`) or `-Wno-error=NAME`, as gcc's
/// `enable_warning_as_error` does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ErrorSwitch {
    /// Nothing.
    Fine,
    /// A warning: "'-Werror=' argument '-Werror=NAME' is not valid for C".
    NotForC(String),
    /// An error, with its message.
    Error(String),
}

/// [`ErrorSwitch`] for `-Werror=NAME` (`error`) or `-Wno-error=NAME`.
pub fn check_error_switch(name: &str, error: bool) -> ErrorSwitch {
    let form = if error { "-Werror=" } else { "-Wno-error=" };
    let Some(option) = find(name) else {
        return ErrorSwitch::Error(format!("'{form}{name}': no option '-W{name}'"));
    };
    if error && option.lang.is_some() {
        return ErrorSwitch::NotForC(format!(
            "'-Werror=' argument '-Werror={name}' is not valid for C"
        ));
    }
    if option.flags & WARN == 0 {
        // gcc names `-Werror=` here whichever form was given.
        return ErrorSwitch::Error(format!(
            "'-Werror={name}': '-W{name}' is not an option that controls warnings"
        ));
    }
    if option.lang.is_some() {
        return ErrorSwitch::Fine;
    }
    if error && option.joined() {
        // `-Werror=NAME` turns the warning on too, and so its value is read (not its range).
        let value = &name[option.name.len()..];
        if value.is_empty() {
            return ErrorSwitch::Error(format!("missing argument to '-W{}'", option.shown));
        }
        if let Err(message) = check_value(option, value, false) {
            return ErrorSwitch::Error(message);
        }
    }
    ErrorSwitch::Fine
}

/// The option `-WREST` names: the longest of gcc's names that is `rest` or, taking a value,
/// starts it; one of C's before one of another language's.
fn find(rest: &str) -> Option<&'static WOption> {
    let mut matches: Vec<&WOption> = OPTIONS
        .iter()
        .filter(|o| rest == o.name || (o.joined() && rest.starts_with(o.name)))
        .collect();
    matches.sort_by_key(|o| std::cmp::Reverse(o.name.len()));
    let c = matches.iter().find(|o| o.lang.is_none());
    c.or(matches.first()).copied()
}

/// Refuse `value` for `option` as gcc does; `range`: check the range too (cc1 does not when
/// `-Werror=` turns a warning on).
fn check_value(option: &WOption, value: &str, range: bool) -> Result<(), String> {
    let shown = option.shown;
    match option.arg {
        UInt | Range(..) => {
            let Some(n) = integer(value) else {
                return Err(format!(
                    "argument to '-W{shown}' should be a non-negative integer"
                ));
            };
            match option.arg {
                Range(lo, hi) if range && !(lo..=hi).contains(&n) => Err(format!(
                    "argument to '-W{shown}' is not between {lo} and {hi}"
                )),
                _ => Ok(()),
            }
        }
        ByteSize if !byte_size(value) => Err(format!(
            "argument to '-W{shown}' should be a non-negative integer optionally followed by \
             a size unit"
        )),
        Enum(words) if !words.contains(&value) => Err(format!(
            "argument '{value}' to '-W{}' not recognized (valid arguments to '-W{shown}' are: \
             {})",
            shown.trim_end_matches('='),
            words.join(" ")
        )),
        _ => Ok(()),
    }
}

/// `-Wno-attributes=LIST`: attributes not to warn about, each `ns::attr` or `ns::` (a whole
/// namespace), checked as gcc 12's `handle_ignored_attributes_option` checks them (where
/// cc1 gives the error; the first bad one is told here).
fn ignored_attributes(list: &str) -> Result<(), String> {
    if list.ends_with(',') {
        return Err("trailing ',' in arguments for '-Wno-attributes='".into());
    }
    let name = |s: &str| {
        s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
            && s.bytes().any(|b| b.is_ascii_alphanumeric())
    };
    for item in list.split(',') {
        let wrong = "wrong argument to ignored attributes";
        match item.split_once("::") {
            Some((ns, attr)) if !ns.is_empty() => {
                if !name(ns) || !(attr.is_empty() || name(attr)) {
                    return Err(wrong.into());
                }
            }
            _ => return Err(format!("{wrong} (valid format is 'ns::attr' or 'ns::')")),
        }
    }
    Ok(())
}

/// gcc's `integral_argument` without a size unit: decimal digits, or `0x` and hexadecimal
/// ones; a number too large saturates (and is out of any range).
fn integer(value: &str) -> Option<u64> {
    let digits = |s: &str, radix: u32| {
        (!s.is_empty() && s.chars().all(|c| c.is_digit(radix)))
            .then(|| u64::from_str_radix(s, radix).unwrap_or(u64::MAX))
    };
    match value.get(..2) {
        Some("0x" | "0X") => digits(&value[2..], 16),
        _ => digits(value, 10),
    }
}

/// gcc's `integral_argument` with a size unit: decimal digits, then optionally one of its
/// units (`kB` or `KB` and the like for powers of 1000, `KiB` in any case for 1024's).
fn byte_size(value: &str) -> bool {
    let end = value
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(value.len());
    let (digits, unit) = value.split_at(end);
    const DECIMAL: [&str; 7] = ["kB", "KB", "MB", "GB", "TB", "PB", "EB"];
    const BINARY: [&str; 6] = ["KiB", "MiB", "GiB", "TiB", "PiB", "EiB"];
    !digits.is_empty()
        && (unit.is_empty()
            || DECIMAL.contains(&unit)
            || BINARY.iter().any(|b| b.eq_ignore_ascii_case(unit)))
}

static OPTIONS: [WOption; 409] = [
    o("", C, WARN, NoArg),
    o("NSObject-attribute", C, NEG | WARN, NoArg),
    o("abi", C, NEG | WARN, NoArg),
    o("abi-tag", CXX, NEG | WARN, NoArg),
    o("abi=", C, WARN, UInt),
    o("absolute-value", C, NEG | WARN, NoArg),
    o("address", C, NEG | WARN, NoArg),
    o("address-of-packed-member", C, NEG | WARN, NoArg),
    o("aggregate-return", C, NEG | WARN, NoArg),
    o("aggressive-loop-optimizations", C, NEG | WARN, NoArg),
    o("aliasing", FORTRAN, NEG | WARN, NoArg),
    o("align-commons", FORTRAN, NEG | WARN, NoArg),
    o("aligned-new", CXX, NEG, NoArg).lang_shown("aligned-new=global", "aligned-new=none"),
    o("aligned-new=", CXX, WARN, Enum(&["all", "global", "none"])),
    o("all", C, NEG | WARN, NoArg),
    o("alloc-size-larger-than=", C, NEG | WARN, ByteSize),
    o("alloc-zero", C, NEG | WARN, NoArg),
    o("alloca", C, NEG | WARN, NoArg),
    o("alloca-larger-than=", C, NEG | WARN, ByteSize),
    o("ampersand", FORTRAN, NEG | WARN, NoArg),
    o("analyzer-double-fclose", C, NEG | WARN, NoArg),
    o("analyzer-double-free", C, NEG | WARN, NoArg),
    o(
        "analyzer-exposure-through-output-file",
        C,
        NEG | WARN,
        NoArg,
    ),
    o("analyzer-file-leak", C, NEG | WARN, NoArg),
    o("analyzer-free-of-non-heap", C, NEG | WARN, NoArg),
    o("analyzer-malloc-leak", C, NEG | WARN, NoArg),
    o("analyzer-mismatching-deallocation", C, NEG | WARN, NoArg),
    o("analyzer-null-argument", C, NEG | WARN, NoArg),
    o("analyzer-null-dereference", C, NEG | WARN, NoArg),
    o("analyzer-possible-null-argument", C, NEG | WARN, NoArg),
    o("analyzer-possible-null-dereference", C, NEG | WARN, NoArg),
    o("analyzer-shift-count-negative", C, NEG | WARN, NoArg),
    o("analyzer-shift-count-overflow", C, NEG | WARN, NoArg),
    o("analyzer-stale-setjmp-buffer", C, NEG | WARN, NoArg),
    o("analyzer-tainted-allocation-size", C, NEG | WARN, NoArg),
    o("analyzer-tainted-array-index", C, NEG | WARN, NoArg),
    o("analyzer-tainted-divisor", C, NEG | WARN, NoArg),
    o("analyzer-tainted-offset", C, NEG | WARN, NoArg),
    o("analyzer-tainted-size", C, NEG | WARN, NoArg),
    o("analyzer-too-complex", C, NEG | WARN, NoArg),
    o(
        "analyzer-unsafe-call-within-signal-handler",
        C,
        NEG | WARN,
        NoArg,
    ),
    o("analyzer-use-after-free", C, NEG | WARN, NoArg),
    o(
        "analyzer-use-of-pointer-in-stale-stack-frame",
        C,
        NEG | WARN,
        NoArg,
    ),
    o("analyzer-use-of-uninitialized-value", C, NEG | WARN, NoArg),
    o("analyzer-write-to-const", C, NEG | WARN, NoArg),
    o("analyzer-write-to-string-literal", C, NEG | WARN, NoArg),
    o("argument-mismatch", OTHER, NEG | REMOVED, NoArg),
    o("arith-conversion", C, NEG | WARN, NoArg),
    o("array-bounds", C, NEG | WARN, NoArg),
    o("array-bounds=", C, WARN, Range(0, 2)),
    o("array-compare", C, NEG | WARN, NoArg),
    o("array-parameter", C, NEG | WARN, NoArg),
    o("array-parameter=", C, WARN, Range(0, 2)),
    o("array-temporaries", FORTRAN, NEG | WARN, NoArg),
    o("assign-intercept", OBJC, NEG | WARN, NoArg),
    o("attribute-alias", C, NEG | WARN, NoArg),
    o("attribute-alias=", C, WARN, Range(0, 2)),
    o("attribute-warning", C, NEG | WARN, NoArg),
    o("attributes", C, NEG | WARN, NoArg),
    o("attributes=", C, NEG, NegativeOnly),
    o("bad-function-cast", C, NEG | WARN, NoArg),
    o("bidi-chars", C, NEG | WARN, NoArg),
    o(
        "bidi-chars=",
        C,
        WARN,
        Enum(&["any", "none", "ucn", "unpaired"]),
    ),
    o("bool-compare", C, NEG | WARN, NoArg),
    o("bool-operation", C, NEG | WARN, NoArg),
    o("builtin-declaration-mismatch", C, NEG | WARN, NoArg),
    o("builtin-macro-redefined", C, NEG | WARN, NoArg),
    o("c++-compat", C, NEG | WARN, NoArg),
    o("c++0x-compat", CXX, NEG | WARN, NoArg).lang_shown("c++11-compat", "no-c++11-compat"),
    o("c++11-compat", CXX, NEG | WARN, NoArg),
    o("c++11-extensions", CXX, NEG | WARN, NoArg),
    o("c++14-compat", CXX, NEG | WARN, NoArg),
    o("c++14-extensions", CXX, NEG | WARN, NoArg),
    o("c++17-compat", CXX, NEG | WARN, NoArg),
    o("c++17-extensions", CXX, NEG | WARN, NoArg),
    o("c++1z-compat", CXX, NEG | WARN, NoArg).lang_shown("c++17-compat", "no-c++17-compat"),
    o("c++20-compat", CXX, NEG | WARN, NoArg),
    o("c++20-extensions", CXX, NEG | WARN, NoArg),
    o("c++23-extensions", CXX, NEG | WARN, NoArg),
    o("c++2a-compat", CXX, NEG | WARN, NoArg).lang_shown("c++20-compat", "no-c++20-compat"),
    o("c-binding-type", FORTRAN, NEG | WARN, NoArg),
    o("c11-c2x-compat", C, NEG | WARN, NoArg),
    o("c90-c99-compat", C, NEG | WARN, NoArg),
    o("c99-c11-compat", C, NEG | WARN, NoArg),
    o("cannot-profile", C, NEG | WARN, NoArg),
    o("cast-align", C, NEG | WARN, NoArg),
    o("cast-align=strict", C, NEG | WARN, NoArg),
    o("cast-function-type", C, NEG | WARN, NoArg),
    o("cast-qual", C, NEG | WARN, NoArg),
    o("cast-result", D, NEG | WARN, NoArg),
    o("catch-value", CXX, NEG | WARN, NoArg).lang_shown("catch-value=1", "catch-value=0"),
    o("catch-value=", CXX, WARN, Range(0, 3)),
    o("char-subscripts", C, NEG | WARN, NoArg),
    o("character-truncation", FORTRAN, NEG | WARN, NoArg),
    o("chkp", C, NEG | WARN | REMOVED, NoArg),
    o("class-conversion", CXX, NEG | WARN, NoArg),
    o("class-memaccess", CXX, NEG | WARN, NoArg),
    o("clobbered", C, NEG | WARN, NoArg),
    o("comma-subscript", CXX, NEG | WARN, NoArg),
    o("comment", C, NEG | WARN, NoArg),
    o("comments", C, NEG | WARN, NoArg),
    o("compare-reals", FORTRAN, NEG | WARN, NoArg),
    o("conditionally-supported", CXX, NEG | WARN, NoArg),
    o("conversion", C, NEG | WARN, NoArg),
    o("conversion-extra", FORTRAN, NEG | WARN, NoArg),
    o("conversion-null", CXX, NEG | WARN, NoArg),
    o("coverage-invalid-line-number", C, NEG | WARN, NoArg),
    o("coverage-mismatch", C, NEG | WARN, NoArg),
    o("cpp", C, NEG | WARN, NoArg),
    o("ctad-maybe-unsupported", CXX, NEG | WARN, NoArg),
    o("ctor-dtor-privacy", CXX, NEG | WARN, NoArg),
    o("dangling-else", C, NEG | WARN, NoArg),
    o("dangling-pointer", C, NEG | WARN, NoArg),
    o("dangling-pointer=", C, WARN, Range(0, 2)),
    o("date-time", C, NEG | WARN, NoArg),
    o("declaration-after-statement", C, NEG | WARN, NoArg),
    o("delete-incomplete", CXX, NEG | WARN, NoArg),
    o("delete-non-virtual-dtor", CXX, NEG | WARN, NoArg),
    o("deprecated", C, NEG | WARN, NoArg),
    o("deprecated-copy", CXX, NEG | WARN, NoArg),
    o("deprecated-copy-dtor", CXX, NEG | WARN, NoArg),
    o("deprecated-declarations", C, NEG | WARN, NoArg),
    o("deprecated-enum-enum-conversion", CXX, NEG | WARN, NoArg),
    o("deprecated-enum-float-conversion", CXX, NEG | WARN, NoArg),
    o("designated-init", C, NEG | WARN, NoArg),
    o("disabled-optimization", C, NEG | WARN, NoArg),
    o("discarded-array-qualifiers", C, NEG | WARN, NoArg),
    o("discarded-qualifiers", C, NEG | WARN, NoArg),
    o("div-by-zero", C, NEG | WARN, NoArg),
    o("do-subscript", FORTRAN, NEG | WARN, NoArg),
    o("double-promotion", C, NEG | WARN, NoArg),
    o("duplicate-decl-specifier", C, NEG | WARN, NoArg),
    o("duplicated-branches", C, NEG | WARN, NoArg),
    o("duplicated-cond", C, NEG | WARN, NoArg),
    o("effc++", CXX, NEG | WARN, NoArg),
    o("empty-body", C, NEG | WARN, NoArg),
    o("endif-labels", C, NEG | WARN, NoArg),
    o("enum-compare", C, NEG | WARN, NoArg),
    o("enum-conversion", C, NEG | WARN, NoArg),
    o("error", C, NEG, NoArg),
    o("error-implicit-function-declaration", C, WARN, NoArg),
    o("error=", C, NEG, Any),
    o("exceptions", CXX, NEG | WARN, NoArg),
    o("expansion-to-defined", C, NEG | WARN, NoArg),
    o("extra", C, NEG | WARN, NoArg),
    o("extra-semi", CXX, NEG | WARN, NoArg),
    o("fatal-errors", C, NEG, NoArg),
    o("float-conversion", C, NEG | WARN, NoArg),
    o("float-equal", C, NEG | WARN, NoArg),
    o("format", C, NEG | WARN, NoArg),
    o("format-contains-nul", C, NEG | WARN, NoArg),
    o("format-diag", C, NEG | WARN, NoArg),
    o("format-extra-args", C, NEG | WARN, NoArg),
    o("format-nonliteral", C, NEG | WARN, NoArg),
    o("format-overflow", C, NEG | WARN, NoArg),
    o("format-overflow=", C, WARN, Range(0, 2)),
    o("format-security", C, NEG | WARN, NoArg),
    o("format-signedness", C, NEG | WARN, NoArg),
    o("format-truncation", C, NEG | WARN, NoArg),
    o("format-truncation=", C, WARN, Range(0, 2)),
    o("format-y2k", C, NEG | WARN, NoArg),
    o("format-zero-length", C, NEG | WARN, NoArg),
    o("format=", C, WARN, Range(0, 2)),
    o("frame-address", C, NEG | WARN, NoArg),
    o("frame-larger-than=", C, WARN, ByteSize),
    o("free-nonheap-object", C, NEG | WARN, NoArg),
    o("frontend-loop-interchange", FORTRAN, NEG, NoArg),
    o("function-elimination", FORTRAN, NEG | WARN, NoArg),
    o("hsa", C, NEG | WARN, NoArg),
    o("if-not-aligned", C, NEG | WARN, NoArg),
    o("ignored-attributes", C, NEG | WARN, NoArg),
    o("ignored-qualifiers", C, NEG | WARN, NoArg),
    o("implicit", C, NEG | WARN, NoArg),
    o("implicit-fallthrough", C, NEG | WARN, NoArg),
    o("implicit-fallthrough=", C, WARN, Range(0, 5)),
    o("implicit-function-declaration", C, NEG | WARN, NoArg),
    o("implicit-int", C, NEG | WARN, NoArg),
    o("implicit-interface", FORTRAN, NEG | WARN, NoArg),
    o("implicit-procedure", FORTRAN, NEG | WARN, NoArg),
    o("import", C, NEG, NoArg),
    o("inaccessible-base", CXX, NEG | WARN, NoArg),
    o("incompatible-pointer-types", C, NEG | WARN, NoArg),
    o("infinite-recursion", C, NEG | WARN, NoArg),
    o("inherited-variadic-ctor", CXX, NEG | WARN, NoArg),
    o("init-list-lifetime", CXX, NEG | WARN, NoArg),
    o("init-self", C, NEG | WARN, NoArg),
    o("inline", C, NEG | WARN, NoArg),
    o("int-conversion", C, NEG | WARN, NoArg),
    o("int-in-bool-context", C, NEG | WARN, NoArg),
    o("int-to-pointer-cast", C, NEG | WARN, NoArg),
    o("integer-division", FORTRAN, NEG | WARN, NoArg),
    o("interference-size", CXX, NEG | WARN, NoArg),
    o("intrinsic-shadow", FORTRAN, NEG | WARN, NoArg),
    o("intrinsics-std", FORTRAN, NEG | WARN, NoArg),
    o("invalid-imported-macros", CXX, NEG | WARN, NoArg),
    o("invalid-memory-model", C, NEG | WARN, NoArg),
    o("invalid-offsetof", CXX, NEG | WARN, NoArg),
    o("invalid-pch", C, NEG | WARN, NoArg),
    o("jump-misses-init", C, NEG | WARN, NoArg),
    o("larger-than-", C, WARN, ByteSize).shown_as("larger-than="),
    o("larger-than=", C, WARN, ByteSize),
    o("line-truncation", FORTRAN, NEG | WARN, NoArg),
    o("literal-suffix", CXX, NEG | WARN, NoArg),
    o("logical-not-parentheses", C, NEG | WARN, NoArg),
    o("logical-op", C, NEG | WARN, NoArg),
    o("long-long", C, NEG | WARN, NoArg),
    o("lto-type-mismatch", C, NEG | WARN, NoArg),
    o("main", C, NEG | WARN, NoArg),
    o("maybe-uninitialized", C, NEG | WARN, NoArg),
    o("memset-elt-size", C, NEG | WARN, NoArg),
    o("memset-transposed-args", C, NEG | WARN, NoArg),
    o("misleading-indentation", C, NEG | WARN, NoArg),
    o("mismatched-dealloc", C, NEG | WARN, NoArg),
    o("mismatched-new-delete", CXX, NEG | WARN, NoArg),
    o("mismatched-tags", CXX, NEG | WARN, NoArg),
    o("missing-attributes", C, NEG | WARN, NoArg),
    o("missing-braces", C, NEG | WARN, NoArg),
    o("missing-declarations", C, NEG | WARN, NoArg),
    o("missing-field-initializers", C, NEG | WARN, NoArg),
    o("missing-format-attribute", C, NEG | WARN, NoArg),
    o("missing-include-dirs", C, NEG | WARN, NoArg),
    o("missing-noreturn", C, NEG | WARN, NoArg),
    o("missing-parameter-type", C, NEG | WARN, NoArg),
    o("missing-profile", C, NEG | WARN, NoArg),
    o("missing-prototypes", C, NEG | WARN, NoArg),
    o("missing-requires", CXX, NEG | WARN, NoArg),
    o("missing-template-keyword", CXX, NEG | WARN, NoArg),
    o("mudflap", C, NEG | REMOVED, NoArg),
    o("multichar", C, NEG | WARN, NoArg),
    o("multiple-inheritance", CXX, NEG | WARN, NoArg),
    o("multistatement-macros", C, NEG | WARN, NoArg),
    o("namespaces", CXX, NEG | WARN, NoArg),
    o("narrowing", C, NEG | WARN, NoArg),
    o("nested-externs", C, NEG | WARN, NoArg),
    o("no-alloc-size-larger-than", C, WARN, NoArg),
    o("no-alloca-larger-than", C, WARN, NoArg),
    o("no-frame-larger-than", C, WARN, NoArg),
    o("no-larger-than", C, WARN, NoArg),
    o("no-stack-usage", C, WARN, NoArg),
    o("no-vla-larger-than", C, WARN, NoArg),
    o("noexcept", CXX, NEG | WARN, NoArg),
    o("noexcept-type", CXX, NEG | WARN, NoArg),
    o("non-template-friend", CXX, NEG | WARN, NoArg),
    o("non-virtual-dtor", CXX, NEG | WARN, NoArg),
    o("nonnull", C, NEG | WARN, NoArg),
    o("nonnull-compare", C, NEG | WARN, NoArg),
    o("normalized", C, NEG | WARN, NoArg),
    o("normalized=", C, WARN, Enum(&["id", "nfc", "nfkc", "none"])),
    o("null-dereference", C, NEG | WARN, NoArg),
    o("objc-root-class", OBJC, NEG | WARN, NoArg),
    o("odr", C, NEG | WARN, NoArg),
    o("old-style-cast", CXX, NEG | WARN, NoArg),
    o("old-style-declaration", C, NEG | WARN, NoArg),
    o("old-style-definition", C, NEG | WARN, NoArg),
    o("openacc-parallelism", C, NEG | WARN, NoArg),
    o("openmp-simd", C, NEG | WARN, NoArg),
    o("overflow", C, NEG | WARN, NoArg),
    o("overlength-strings", C, NEG | WARN, NoArg),
    o("overloaded-virtual", CXX, NEG | WARN, NoArg),
    o("override-init", C, NEG | WARN, NoArg),
    o("override-init-side-effects", C, NEG | WARN, NoArg),
    o("overwrite-recursive", FORTRAN, NEG | WARN, NoArg),
    o("packed", C, NEG | WARN, NoArg),
    o("packed-bitfield-compat", C, NEG | WARN, NoArg),
    o("packed-not-aligned", C, NEG | WARN, NoArg),
    o("padded", C, NEG | WARN, NoArg),
    o("parentheses", C, NEG | WARN, NoArg),
    o("pedantic", C, NEG | WARN, NoArg),
    o("pedantic-cast", MODULA2, NEG, NoArg),
    o("pedantic-param-names", MODULA2, NEG, NoArg),
    o("pessimizing-move", CXX, NEG | WARN, NoArg),
    o("placement-new", CXX_ONLY, NEG | WARN, NoArg)
        .lang_shown("placement-new=1", "placement-new=0"),
    o("placement-new=", CXX_ONLY, WARN, Range(0, 2)),
    o("pmf-conversions", CXX, NEG | WARN, NoArg),
    o("pointer-arith", C, NEG | WARN, NoArg),
    o("pointer-compare", C, NEG | WARN, NoArg),
    o("pointer-sign", C, NEG | WARN, NoArg),
    o("pointer-to-int-cast", C, NEG | WARN, NoArg),
    o("pragmas", C, NEG | WARN, NoArg),
    o("prio-ctor-dtor", C, NEG | WARN, NoArg),
    o("property-assign-default", OBJC, NEG | WARN, NoArg),
    o("protocol", OBJC, NEG | WARN, NoArg),
    o("psabi", C, NEG | WARN, NoArg),
    o("range-loop-construct", CXX, NEG | WARN, NoArg),
    o("real-q-constant", FORTRAN, NEG | WARN, NoArg),
    o("realloc-lhs", FORTRAN, NEG | WARN, NoArg),
    o("realloc-lhs-all", FORTRAN, NEG | WARN, NoArg),
    o("redundant-decls", C, NEG | WARN, NoArg),
    o("redundant-move", CXX, NEG | WARN, NoArg),
    o("redundant-tags", CXX, NEG | WARN, NoArg),
    o("register", CXX, NEG | WARN, NoArg),
    o("reorder", CXX, NEG | WARN, NoArg),
    o("restrict", C, NEG | WARN, NoArg),
    o("return-local-addr", C, NEG | WARN, NoArg),
    o("return-type", C, NEG | WARN, NoArg),
    o("scalar-storage-order", C, NEG | WARN, NoArg),
    o("selector", OBJC, NEG | WARN, NoArg),
    o("sequence-point", C, NEG | WARN, NoArg),
    o("shadow", C, NEG | WARN, NoArg),
    o("shadow-compatible-local", C, NEG | WARN, NoArg),
    o("shadow-ivar", OBJC, NEG | WARN, NoArg),
    o("shadow-local", C, NEG | WARN, NoArg),
    o("shadow=compatible-local", C, NEG | WARN, NoArg),
    o("shadow=global", C, NEG | WARN, NoArg),
    o("shadow=local", C, NEG | WARN, NoArg),
    o("shift-count-negative", C, NEG | WARN, NoArg),
    o("shift-count-overflow", C, NEG | WARN, NoArg),
    o("shift-negative-value", C, NEG | WARN, NoArg),
    o("shift-overflow", C, NEG | WARN, NoArg),
    o("shift-overflow=", C, WARN, Range(0, 2)),
    o("sign-compare", C, NEG | WARN, NoArg),
    o("sign-conversion", C, NEG | WARN, NoArg),
    o("sign-promo", CXX, NEG | WARN, NoArg),
    o("sized-deallocation", CXX, NEG | WARN, NoArg),
    o("sizeof-array-argument", C, NEG | WARN, NoArg),
    o("sizeof-array-div", C, NEG | WARN, NoArg),
    o("sizeof-pointer-div", C, NEG | WARN, NoArg),
    o("sizeof-pointer-memaccess", C, NEG | WARN, NoArg),
    o("speculative", D, NEG, NoArg),
    o("stack-protector", C, NEG | WARN, NoArg),
    o("stack-usage=", C, WARN, ByteSize),
    o("strict-aliasing", C, NEG | WARN, NoArg),
    o("strict-aliasing=", C, WARN, Range(0, 3)),
    o("strict-null-sentinel", CXX, NEG | WARN, NoArg),
    o("strict-overflow", C, NEG | WARN, NoArg),
    o("strict-overflow=", C, WARN, Range(0, 5)),
    o("strict-prototypes", C, NEG | WARN, NoArg),
    o("strict-selector-match", OBJC, NEG | WARN, NoArg),
    o("string-compare", C, NEG | WARN, NoArg),
    o("stringop-overflow", C, NEG | WARN, NoArg),
    o("stringop-overflow=", C, WARN, Range(0, 4)),
    o("stringop-overread", C, NEG | WARN, NoArg),
    o("stringop-truncation", C, NEG | WARN, NoArg),
    o("students", MODULA2, NEG, NoArg),
    o("subobject-linkage", CXX, NEG | WARN, NoArg),
    o("suggest-attribute=cold", C, NEG | WARN, NoArg),
    o("suggest-attribute=const", C, NEG | WARN, NoArg),
    o("suggest-attribute=format", C, NEG | WARN, NoArg),
    o("suggest-attribute=malloc", C, NEG | WARN, NoArg),
    o("suggest-attribute=noreturn", C, NEG | WARN, NoArg),
    o("suggest-attribute=pure", C, NEG | WARN, NoArg),
    o("suggest-final-methods", C, NEG | WARN, NoArg),
    o("suggest-final-types", C, NEG | WARN, NoArg),
    o("suggest-override", CXX, NEG | WARN, NoArg),
    o("surprising", FORTRAN, NEG | WARN, NoArg),
    o("switch", C, NEG | WARN, NoArg),
    o("switch-bool", C, NEG | WARN, NoArg),
    o("switch-default", C, NEG | WARN, NoArg),
    o("switch-enum", C, NEG | WARN, NoArg),
    o("switch-outside-range", C, NEG | WARN, NoArg),
    o("switch-unreachable", C, NEG | WARN, NoArg),
    o("sync-nand", C, NEG | WARN, NoArg),
    o("synth", CXX, NEG | WARN, NoArg),
    o("system-headers", C, NEG | WARN, NoArg),
    o("tabs", FORTRAN, NEG | WARN, NoArg),
    o("target-lifetime", FORTRAN, NEG | WARN, NoArg),
    o("tautological-compare", C, NEG | WARN, NoArg),
    o("templates", CXX, NEG | WARN, NoArg),
    o("terminate", CXX, NEG | WARN, NoArg),
    o("traditional", C, NEG | WARN, NoArg),
    o("traditional-conversion", C, NEG | WARN, NoArg),
    o("trampolines", C, NEG | WARN, NoArg),
    o("trigraphs", C, NEG | WARN, NoArg),
    o("trivial-auto-var-init", C, NEG | WARN, NoArg),
    o("tsan", C, NEG | WARN, NoArg),
    o("type-limits", C, NEG | WARN, NoArg),
    o("undeclared-selector", OBJC, NEG | WARN, NoArg),
    o("undef", C, NEG | WARN, NoArg),
    o("undefined-do-loop", FORTRAN, NEG | WARN, NoArg),
    o("underflow", FORTRAN, NEG | WARN, NoArg),
    o("uninitialized", C, NEG | WARN, NoArg),
    o("unknown-pragmas", C, NEG | WARN, NoArg),
    o("unreachable-code", C, NEG | WARN, NoArg),
    o("unsafe-loop-optimizations", C, NEG | WARN, NoArg),
    o("unsuffixed-float-constants", C, NEG | WARN, NoArg),
    o("unused", C, NEG | WARN, NoArg),
    o("unused-but-set-parameter", C, NEG | WARN, NoArg),
    o("unused-but-set-variable", C, NEG | WARN, NoArg),
    o("unused-const-variable", C, NEG | WARN, NoArg),
    o("unused-const-variable=", C, WARN, Range(0, 2)),
    o("unused-dummy-argument", FORTRAN, NEG | WARN, NoArg),
    o("unused-function", C, NEG | WARN, NoArg),
    o("unused-label", C, NEG | WARN, NoArg),
    o("unused-local-typedefs", C, NEG | WARN, NoArg),
    o("unused-macros", C, NEG | WARN, NoArg),
    o("unused-parameter", C, NEG | WARN, NoArg),
    o("unused-result", C, NEG | WARN, NoArg),
    o("unused-value", C, NEG | WARN, NoArg),
    o("unused-variable", C, NEG | WARN, NoArg),
    o("use-after-free", C, NEG | WARN, NoArg),
    o("use-after-free=", C, WARN, Range(0, 3)),
    o("use-without-only", FORTRAN, NEG | WARN, NoArg),
    o("useless-cast", CXX, NEG | WARN, NoArg),
    o("varargs", C, NEG | WARN, NoArg),
    o("variadic-macros", C, NEG | WARN, NoArg),
    o("vector-operation-performance", C, NEG | WARN, NoArg),
    o("verbose-unbounded", MODULA2, NEG, NoArg),
    o("vexing-parse", CXX, NEG | WARN, NoArg),
    o("virtual-inheritance", CXX, NEG | WARN, NoArg),
    o("virtual-move-assign", CXX, NEG | WARN, NoArg),
    o("vla", C, NEG | WARN, NoArg),
    o("vla-larger-than=", C, NEG | WARN, ByteSize),
    o("vla-parameter", C, NEG | WARN, NoArg),
    o("volatile", CXX, NEG | WARN, NoArg),
    o("volatile-register-var", C, NEG | WARN, NoArg),
    o("write-strings", C, NEG | WARN, NoArg),
    o("zero-as-null-pointer-constant", CXX, NEG | WARN, NoArg),
    o("zero-length-bounds", C, NEG | WARN, NoArg),
    o("zerotrip", FORTRAN, NEG | WARN, NoArg),
];

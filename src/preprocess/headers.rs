//! Header search (C11 6.10.2, in gcc's order): the directories `#include` looks in, and the
//! compiler's own headers bundled into the binary.
//!
//! As in gcc, `#include "..."` looks in the including file's directory, then the `-iquote`
//! directories, then the chain `#include <...>` uses: `-I`, `-isystem`, the compiler's own
//! headers, the C library's directories for the target, and `-idirafter`. `-nostdinc` drops
//! the compiler's own headers and the system directories. The compiler's own headers
//! (runtime/include/) are those a C compiler provides and gcc keeps in its resource
//! directory: `stdarg.h`, `stddef.h`, `float.h`, x86's `cpuid.h` and SSE intrinsics
//! (`emmintrin.h`...), aarch64's NEON intrinsics (`arm_neon.h`), and `tgmath.h` (glibc's needs
//! a newer gcc than tcc-rs says it is). `complex.h`, `limits.h`
//! and `stdint.h` are thin layers over the C library's, reached with `#include_next`.
//! Everything else (`stdio.h`, `unistd.h`...) comes from the C library, glibc, as for gcc.

use std::io::{IoSliceMut, Read, Seek};
use std::path::{Path, PathBuf};
use std::rc::Rc;

use crate::target::{Arch, Target};

use super::PpOptions;

/// A place `#include` looks in.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SearchDir {
    Path(PathBuf),
    Bundled,
}

/// A header found by the search.
#[derive(Clone)]
pub struct Found {
    /// Identifies the file for `#pragma once`, include guards and the lexing cache.
    pub key: String,
    /// The name diagnostics and `__FILE__` use.
    pub display: String,
    /// The text of a bundled header; a file's is read only when it is entered (`read`),
    /// not for a second `#include` its guard skips, nor for `__has_include`; a bundled
    /// header's is copied into a shared string only then too.
    text: Option<&'static str>,
    path: PathBuf,
    /// The file's size when it was found.
    size: u64,
    /// The directory of the file, where its own `#include "..."` look first.
    pub dir: SearchDir,
    /// Position in the search list, for `#include_next`.
    pub index: Option<usize>,
}

impl Found {
    /// The header's text (bytes that are not UTF-8 decoded as `source_bytes` says); `None`
    /// if the file cannot be read.
    pub fn read(&self) -> Option<Rc<str>> {
        if let Some(text) = self.text {
            return Some(text.into());
        }
        let mut file = std::fs::File::open(&self.path).ok()?;
        // The size is known from the search's `stat`: the text is read straight into the
        // shared string the source map and the lexer keep, not into a vector then copied.
        let bytes = match read_exactly(&mut file, self.size) {
            Some(bytes) => bytes,
            None => {
                // The file changed size since: read what it holds now (a `Take` reads with
                // the plain loop, without another `stat` for a size hint).
                let mut bytes = Vec::new();
                file.rewind().ok()?;
                file.take(u64::MAX).read_to_end(&mut bytes).ok()?;
                bytes.into()
            }
        };
        Some(crate::source_bytes::decode_shared(bytes))
    }
}

/// The whole of `file` if it holds exactly `size` bytes, read into a shared buffer of that
/// size; `None` if it holds more or fewer.
fn read_exactly(file: &mut std::fs::File, size: u64) -> Option<Rc<[u8]>> {
    let len = usize::try_from(size).ok()?;
    // One allocation of the exact size (`repeat_n` has a known length).
    let mut buf: Rc<[u8]> = std::iter::repeat_n(0, len).collect();
    let text = Rc::get_mut(&mut buf)?;
    // One system call for a header: the text and a byte past it in one `readv`. A read of
    // a regular file that returns fewer bytes than asked has met the end of the file, so
    // `len` bytes back means nothing past the size seen, as gcc's reader takes it.
    let mut past = [0u8; 1];
    let mut parts = [IoSliceMut::new(text), IoSliceMut::new(&mut past)];
    let got = file.read_vectored(&mut parts).ok()?;
    if got < len {
        // A short read before the size seen: read the rest, then make sure that is all.
        file.read_exact(&mut text[got..]).ok()?;
        return (file.read(&mut past).ok()? == 0).then_some(buf);
    }
    (got == len).then_some(buf)
}

/// The prefix of bundled headers' names, as `__FILE__` and diagnostics show them.
pub const BUNDLED_PREFIX: &str = "<tcc-rs>/";

/// How `-v` names the directory of the bundled headers in the search list.
pub const BUNDLED_DIR: &str = "<tcc-rs>";

/// The bundled headers: each one's name, text, and the architecture it is for (`None`: all).
const BUNDLED: &[(&str, &str, Option<Arch>)] = &[
    (
        "__tcc_rs_va_list.h",
        include_str!("../../runtime/include/__tcc_rs_va_list.h"),
        None,
    ),
    (
        "arm_neon.h",
        include_str!("../../runtime/include/arm_neon.h"),
        Some(Arch::Aarch64),
    ),
    (
        "complex.h",
        include_str!("../../runtime/include/complex.h"),
        None,
    ),
    (
        "cpuid.h",
        include_str!("../../runtime/include/cpuid.h"),
        Some(Arch::X86_64),
    ),
    (
        "emmintrin.h",
        include_str!("../../runtime/include/emmintrin.h"),
        Some(Arch::X86_64),
    ),
    (
        "float.h",
        include_str!("../../runtime/include/float.h"),
        None,
    ),
    (
        "immintrin.h",
        include_str!("../../runtime/include/immintrin.h"),
        Some(Arch::X86_64),
    ),
    (
        "iso646.h",
        include_str!("../../runtime/include/iso646.h"),
        None,
    ),
    (
        "limits.h",
        include_str!("../../runtime/include/limits.h"),
        None,
    ),
    (
        "mm_malloc.h",
        include_str!("../../runtime/include/mm_malloc.h"),
        Some(Arch::X86_64),
    ),
    (
        "mmintrin.h",
        include_str!("../../runtime/include/mmintrin.h"),
        Some(Arch::X86_64),
    ),
    (
        "nmmintrin.h",
        include_str!("../../runtime/include/nmmintrin.h"),
        Some(Arch::X86_64),
    ),
    (
        "pmmintrin.h",
        include_str!("../../runtime/include/pmmintrin.h"),
        Some(Arch::X86_64),
    ),
    (
        "smmintrin.h",
        include_str!("../../runtime/include/smmintrin.h"),
        Some(Arch::X86_64),
    ),
    (
        "stdalign.h",
        include_str!("../../runtime/include/stdalign.h"),
        None,
    ),
    (
        "stdarg.h",
        include_str!("../../runtime/include/stdarg.h"),
        None,
    ),
    (
        "stdbool.h",
        include_str!("../../runtime/include/stdbool.h"),
        None,
    ),
    (
        "stdatomic.h",
        include_str!("../../runtime/include/stdatomic.h"),
        None,
    ),
    (
        "stddef.h",
        include_str!("../../runtime/include/stddef.h"),
        None,
    ),
    (
        "stdint.h",
        include_str!("../../runtime/include/stdint.h"),
        None,
    ),
    (
        "stdnoreturn.h",
        include_str!("../../runtime/include/stdnoreturn.h"),
        None,
    ),
    (
        "tgmath.h",
        include_str!("../../runtime/include/tgmath.h"),
        None,
    ),
    (
        "tmmintrin.h",
        include_str!("../../runtime/include/tmmintrin.h"),
        Some(Arch::X86_64),
    ),
    (
        "wmmintrin.h",
        include_str!("../../runtime/include/wmmintrin.h"),
        Some(Arch::X86_64),
    ),
    (
        "x86intrin.h",
        include_str!("../../runtime/include/x86intrin.h"),
        Some(Arch::X86_64),
    ),
    (
        "xmmintrin.h",
        include_str!("../../runtime/include/xmmintrin.h"),
        Some(Arch::X86_64),
    ),
];

/// The names of the bundled headers for `arch`.
pub fn bundled_names(arch: Arch) -> impl Iterator<Item = &'static str> {
    BUNDLED
        .iter()
        .filter(move |(_, _, only)| only.is_none_or(|a| a == arch))
        .map(|(n, _, _)| *n)
}

/// The text of a bundled header for `arch` (x86's `cpuid.h` and `*intrin.h` are not there for
/// aarch64, as gcc has them only for x86, nor `arm_neon.h` for x86-64).
pub fn bundled(name: &str, arch: Arch) -> Option<&'static str> {
    BUNDLED
        .iter()
        .find(|(n, _, only)| *n == name && only.is_none_or(|a| a == arch))
        .map(|(_, t, _)| *t)
}

/// The search list: `dirs[..angled_start]` are searched for `"..."` only (`-iquote`), the
/// rest for both forms.
#[derive(Clone, Debug, Default)]
pub struct SearchList {
    pub dirs: Vec<SearchDir>,
    pub angled_start: usize,
    /// Where the system part starts (`-isystem` onwards): headers found from here are
    /// system headers, whose warnings are not shown, as in gcc.
    pub system_start: usize,
    /// Directories given or known but absent, dropped as gcc drops them (`-v` names them).
    pub nonexistent: Vec<PathBuf>,
    /// Directories given twice (or a system directory given with `-I`), dropped too.
    pub duplicates: Vec<PathBuf>,
    /// The target's architecture, whose bundled headers `SearchDir::Bundled` holds.
    pub arch: Option<Arch>,
}

/// The C library's header directories for `target`, as Debian's gcc searches them: for
/// the host architecture `/usr/local/include`, the multiarch directory and `/usr/include`;
/// for another architecture (a cross compiler) the cross C library's directory, then
/// `/usr/include` (`aarch64-linux-gnu-gcc -xc -E -v -`).
pub fn system_dirs(target: Target) -> Vec<PathBuf> {
    let multiarch = target.multiarch();
    if target.is_host() {
        vec![
            "/usr/local/include".into(),
            Path::new("/usr/include").join(&multiarch),
            "/usr/include".into(),
        ]
    } else {
        vec![
            Path::new("/usr").join(&multiarch).join("include"),
            "/usr/include".into(),
        ]
    }
}

/// Build the search list from the command line, dropping absent and repeated directories
/// as gcc does (a repeat keeps the first place, except that a system directory keeps its
/// system place when also given with `-I`).
pub fn search_list(opts: &PpOptions) -> SearchList {
    let mut list = SearchList {
        arch: Some(opts.target.arch()),
        ..SearchList::default()
    };
    let system: Vec<PathBuf> = if opts.nostdinc {
        Vec::new()
    } else {
        system_dirs(opts.target)
    };
    // Directories are told apart by device and inode, as gcc does: one `stat` each, where
    // resolving the path would take a `readlink` per component.
    let user_dirs = opts.quote_dirs.len() + opts.include_dirs.len();
    let system_ids: Vec<(u64, u64)> = match user_dirs {
        0 => Vec::new(),
        _ => system.iter().filter_map(|d| dir_id(d)).collect(),
    };
    let mut seen: Vec<(u64, u64)> = Vec::new();
    let add =
        |list: &mut SearchList, seen: &mut Vec<(u64, u64)>, dir: &PathBuf, is_system: bool| {
            let Some(key) = dir_id(dir) else {
                list.nonexistent.push(dir.clone());
                return;
            };
            let shadows_system = !is_system && system_ids.contains(&key);
            if seen.contains(&key) || shadows_system {
                list.duplicates.push(dir.clone());
                return;
            }
            seen.push(key);
            list.dirs.push(SearchDir::Path(dir.clone()));
        };
    for d in &opts.quote_dirs {
        add(&mut list, &mut seen, d, false);
    }
    // "..." directories may repeat in the angled chain: gcc keeps both.
    seen.clear();
    list.angled_start = list.dirs.len();
    for d in &opts.include_dirs {
        add(&mut list, &mut seen, d, false);
    }
    list.system_start = list.dirs.len();
    for d in &opts.isystem_dirs {
        add(&mut list, &mut seen, d, true);
    }
    if !opts.nostdinc {
        list.dirs.push(SearchDir::Bundled);
    }
    for d in system.iter().chain(&opts.after_dirs) {
        add(&mut list, &mut seen, d, true);
    }
    list
}

/// The device and inode of directory `dir`, if it is one.
fn dir_id(dir: &Path) -> Option<(u64, u64)> {
    use std::os::unix::fs::MetadataExt;
    let meta = std::fs::metadata(dir).ok().filter(|m| m.is_dir())?;
    Some((meta.dev(), meta.ino()))
}

/// The search list as `gcc -v` prints it.
pub fn describe(list: &SearchList) -> String {
    let mut out = String::new();
    for d in &list.duplicates {
        out.push_str(&format!(
            "ignoring duplicate directory \"{}\"\n",
            d.display()
        ));
    }
    for d in &list.nonexistent {
        out.push_str(&format!(
            "ignoring nonexistent directory \"{}\"\n",
            d.display()
        ));
    }
    out.push_str("#include \"...\" search starts here:\n");
    for (i, d) in list.dirs.iter().enumerate() {
        if i == list.angled_start {
            out.push_str("#include <...> search starts here:\n");
        }
        match d {
            SearchDir::Path(p) => out.push_str(&format!(" {}\n", p.display())),
            SearchDir::Bundled => out.push_str(&format!(" {BUNDLED_DIR}\n")),
        }
    }
    if list.angled_start == list.dirs.len() {
        out.push_str("#include <...> search starts here:\n");
    }
    out.push_str("End of search list.\n");
    out
}

/// Look for `name` in `dir`, the bundled headers being those for `arch`.
pub fn find_in(dir: &SearchDir, name: &str, index: Option<usize>, arch: Arch) -> Option<Found> {
    match dir {
        SearchDir::Path(p) => read_real(&p.join(crate::source_bytes::to_path(name)), index),
        SearchDir::Bundled => {
            let text = bundled(name, arch)?;
            let display = format!("{BUNDLED_PREFIX}{name}");
            Some(Found {
                key: display.clone(),
                display,
                text: Some(text),
                path: PathBuf::new(),
                size: 0,
                dir: SearchDir::Bundled,
                index,
            })
        }
    }
}

/// What identifies a file for `#pragma once`, include guards and the lexing cache: its
/// device and inode, so that two paths to one file (a symbolic link, `..`) are one file.
/// One `stat`, where resolving the path would take a `readlink` per component.
pub fn file_key(meta: &std::fs::Metadata) -> String {
    use std::os::unix::fs::MetadataExt;
    format!("{}:{}", meta.dev(), meta.ino())
}

/// A header in the file system, if `path` is a file (read later, by `Found::read`).
pub fn read_real(path: &Path, index: Option<usize>) -> Option<Found> {
    use std::os::unix::ffi::OsStrExt;
    let meta = std::fs::metadata(path).ok().filter(|m| m.is_file())?;
    let dir = path.parent().map_or_else(PathBuf::new, Path::to_path_buf);
    Some(Found {
        key: file_key(&meta),
        display: crate::source_bytes::to_text(path.as_os_str().as_bytes()).into_owned(),
        text: None,
        path: path.to_path_buf(),
        size: meta.len(),
        dir: SearchDir::Path(dir),
        index,
    })
}

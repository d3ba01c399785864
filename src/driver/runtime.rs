//! The runtime object every program is linked with, built once per target and cached.
//! `-run` loads the same runtime built as a shared library, cached beside it, and `-c`
//! merges the helper object (the `__tcc_rs_*` functions generated code calls, weak and
//! hidden) into every object that refers to a helper, so that it links without tcc-rs.
//!
//! The runtime's C source is embedded in the compiler. Its object lives at
//! `$XDG_CACHE_HOME/tcc-rs/<version>/<triple>/<hash of source and compiler>/runtime.o`
//! (`~/.cache/...` when `XDG_CACHE_HOME` is unset). Concurrent tcc-rs processes may all build
//! it; each writes a temporary file in the cache directory and renames it into place, and a
//! rename is atomic, so no process ever links a half-written object.

use crate::target::Target;
use std::path::{Path, PathBuf};
use std::process::Command;

const RUNTIME_SOURCE: &str = include_str!("../../runtime/runtime.c");
/// The helpers, which `runtime.c` includes and the helper object is built from alone.
const HELPERS_SOURCE: &str = include_str!("../../runtime/helpers.c");
/// The prefix of every helper's symbol (and of nothing else the generated code names).
const HELPER_PREFIX: &[u8] = b"__tcc_rs_";

/// The path of the runtime object for `triple`, building it with `cc` if it is not cached.
/// If no cache directory is usable, the object is built into `scratch` (uncached).
pub fn runtime_object(target: Target, cc: &str, scratch: &Path) -> Result<PathBuf, String> {
    cached(target, cc, scratch, Kind::Object)
}

/// The runtime as a shared library, which `-run` loads into the process (with
/// `scratch` as for `runtime_object`).
pub fn runtime_shared_library(target: Target, cc: &str, scratch: &Path) -> Result<PathBuf, String> {
    cached(target, cc, scratch, Kind::SharedLibrary)
}

/// The helper object, building it with `cc` if it is not cached (`scratch` as for
/// `runtime_object`); with unwind tables (an `.eh_frame`) if `unwind_tables`, as the object
/// it goes into has them.
pub fn helpers_object(
    target: Target,
    cc: &str,
    scratch: &Path,
    unwind_tables: bool,
) -> Result<PathBuf, String> {
    let kind = match unwind_tables {
        true => Kind::Helpers,
        false => Kind::HelpersWithoutUnwindTables,
    };
    cached(target, cc, scratch, kind)
}

/// Whether the ELF object `bytes` refers to a helper it does not define.
pub fn refers_to_helpers(bytes: &[u8]) -> bool {
    use object::{Object, ObjectSymbol};
    let Ok(file) = object::File::parse(bytes) else {
        return false;
    };
    file.symbols()
        .any(|s| s.is_undefined() && s.name_bytes().is_ok_and(|n| n.starts_with(HELPER_PREFIX)))
}

/// The forms of the runtime: an object to link, a shared library to load, and the helpers
/// alone, to merge into an object, with or without unwind tables.
#[derive(Copy, Clone)]
enum Kind {
    Object,
    SharedLibrary,
    Helpers,
    HelpersWithoutUnwindTables,
}

impl Kind {
    fn file_name(self) -> &'static str {
        match self {
            Kind::Object => "runtime.o",
            Kind::SharedLibrary => "libtccrs-runtime.so",
            Kind::Helpers => "helpers.o",
            Kind::HelpersWithoutUnwindTables => "helpers-no-unwind-tables.o",
        }
    }

    fn cc_flags(self) -> &'static [&'static str] {
        match self {
            Kind::Object => &["-c", "-O2", "-fPIC", "-w"],
            // No `.comment` naming GCC: the object it goes into is tcc-rs's.
            Kind::Helpers => &["-c", "-O2", "-fPIC", "-w", "-fno-ident"],
            Kind::HelpersWithoutUnwindTables => &[
                "-c",
                "-O2",
                "-fPIC",
                "-w",
                "-fno-ident",
                "-fno-asynchronous-unwind-tables",
                "-fno-unwind-tables",
            ],
            // The JIT looks the helpers up by name: plain global symbols.
            Kind::SharedLibrary => &["-shared", "-O2", "-fPIC", "-w", "-DTCC_RS_HELPER="],
        }
    }

    fn source_name(self) -> &'static str {
        match self {
            Kind::Object | Kind::SharedLibrary => "runtime.c",
            Kind::Helpers | Kind::HelpersWithoutUnwindTables => "helpers.c",
        }
    }
}

fn cached(target: Target, cc: &str, scratch: &Path, kind: Kind) -> Result<PathBuf, String> {
    if let Some(dir) = cache_dir(target, cc) {
        let obj = dir.join(kind.file_name());
        if obj.is_file() {
            return Ok(obj);
        }
        if std::fs::create_dir_all(&dir).is_ok() {
            if let Ok(()) = build_into(&dir, cc, kind, &obj) {
                return Ok(obj);
            }
        }
    }
    let obj = scratch.join(kind.file_name());
    build_into(scratch, cc, kind, &obj)?;
    Ok(obj)
}

fn cache_dir(target: Target, cc: &str) -> Option<PathBuf> {
    let base = match std::env::var_os("XDG_CACHE_HOME") {
        Some(d) if !d.is_empty() => PathBuf::from(d),
        _ => PathBuf::from(std::env::var_os("HOME")?).join(".cache"),
    };
    // The flags each form is built with are part of the key, as the sources are.
    let kinds = [
        Kind::Object,
        Kind::SharedLibrary,
        Kind::Helpers,
        Kind::HelpersWithoutUnwindTables,
    ];
    let flags = kinds
        .iter()
        .flat_map(|k| k.cc_flags())
        .fold(RUNTIME_SOURCE_HASH, |h, f| fnv1a_part(h, f.as_bytes()));
    let key = fnv1a_part(flags, cc.as_bytes());
    Some(
        base.join("tcc-rs")
            .join(env!("CARGO_PKG_VERSION"))
            .join(target.to_string())
            .join(format!("{key:016x}")),
    )
}

/// Compile the runtime source in `dir` and atomically rename the result to `obj`.
fn build_into(dir: &Path, cc: &str, kind: Kind, obj: &Path) -> Result<(), String> {
    let work = tempfile::Builder::new()
        .prefix(".runtime-build-")
        .tempdir_in(dir)
        .map_err(|e| {
            format!(
                "cannot create a temporary directory in {}: {e}",
                dir.display()
            )
        })?;
    for (name, text) in [("runtime.c", RUNTIME_SOURCE), ("helpers.c", HELPERS_SOURCE)] {
        let path = work.path().join(name);
        std::fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    let src = work.path().join(kind.source_name());
    let tmp_obj = work.path().join(kind.file_name());
    let out = Command::new(cc)
        .args(kind.cc_flags())
        .arg("-o")
        .arg(&tmp_obj)
        .arg(&src)
        .output()
        .map_err(|e| format!("cannot run '{cc}' to build the runtime: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "building the runtime with '{cc}' failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    std::fs::rename(&tmp_obj, obj).map_err(|e| format!("cannot write {}: {e}", obj.display()))
}

/// FNV-1a: a hash that, unlike `std`'s, is stable across Rust versions, so the cache key is.
/// Each part is followed by a 0 byte.
#[cfg(test)]
fn fnv1a(parts: &[&[u8]]) -> u64 {
    parts.iter().fold(FNV_OFFSET, |h, part| fnv1a_part(h, part))
}

const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;

/// The hash of the runtime's source, the first part of the cache key, computed when
/// tcc-rs is built rather than at every start (it was most of `-run`'s own set-up).
const RUNTIME_SOURCE_HASH: u64 = fnv1a_part(
    fnv1a_part(FNV_OFFSET, RUNTIME_SOURCE.as_bytes()),
    HELPERS_SOURCE.as_bytes(),
);

/// FNV-1a from the state `h` over `part` and a 0 byte.
const fn fnv1a_part(mut h: u64, part: &[u8]) -> u64 {
    let mut i = 0;
    while i <= part.len() {
        let b = if i < part.len() { part[i] } else { 0 };
        h ^= b as u64;
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
        i += 1;
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cache_key_depends_on_the_compiler_and_the_target() {
        assert_ne!(
            cache_dir(Target::X86_64, "cc"),
            cache_dir(Target::AARCH64, "aarch64-linux-gnu-gcc")
        );
        assert_ne!(fnv1a(&[b"ab", b"c"]), fnv1a(&[b"a", b"bc"]));
        // The key of the sources computed at build time is the one computed at run time.
        assert_eq!(
            RUNTIME_SOURCE_HASH,
            fnv1a(&[RUNTIME_SOURCE.as_bytes(), HELPERS_SOURCE.as_bytes()])
        );
    }

    #[test]
    fn runtime_builds_and_is_reused() {
        let scratch = tempfile::tempdir().unwrap();
        let first = runtime_object(Target::host(), "cc", scratch.path()).unwrap();
        let second = runtime_object(Target::host(), "cc", scratch.path()).unwrap();
        assert_eq!(first, second);
        assert!(std::fs::metadata(&first).unwrap().len() > 0);
    }
}

//! Header search (C11 6.10.2): the directories `#include` looks in, and the standard headers
//! bundled into the compiler binary.
//!
//! The bundled headers (runtime/include/) are a virtual directory searched after the `-I`
//! directories and before the system ones, so the compiler works from any directory without
//! installing anything, and never reads glibc's headers (which need GNU extensions) for the
//! standard headers it provides.

use std::path::{Path, PathBuf};
use std::rc::Rc;

/// A place `#include` looks in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SearchDir {
    Path(PathBuf),
    Bundled,
}

/// A header found by the search.
pub struct Found {
    /// Identifies the file for `#pragma once`, include guards and the lexing cache.
    pub key: String,
    /// The name diagnostics and `__FILE__` use.
    pub display: String,
    pub text: Rc<str>,
    /// The directory of the file, where its own `#include "..."` look first.
    pub dir: SearchDir,
    /// Position in the search list, for `#include_next`.
    pub index: Option<usize>,
}

/// The prefix of bundled headers' names, as `__FILE__` and diagnostics show them.
pub const BUNDLED_PREFIX: &str = "<tcc-rs>/";

const BUNDLED: &[(&str, &str)] = &[
    (
        "__tcc_rs_va_list.h",
        include_str!("../../runtime/include/__tcc_rs_va_list.h"),
    ),
    ("assert.h", include_str!("../../runtime/include/assert.h")),
    ("ctype.h", include_str!("../../runtime/include/ctype.h")),
    ("errno.h", include_str!("../../runtime/include/errno.h")),
    ("float.h", include_str!("../../runtime/include/float.h")),
    (
        "inttypes.h",
        include_str!("../../runtime/include/inttypes.h"),
    ),
    ("iso646.h", include_str!("../../runtime/include/iso646.h")),
    ("limits.h", include_str!("../../runtime/include/limits.h")),
    ("math.h", include_str!("../../runtime/include/math.h")),
    (
        "stdalign.h",
        include_str!("../../runtime/include/stdalign.h"),
    ),
    ("stdarg.h", include_str!("../../runtime/include/stdarg.h")),
    ("stdbool.h", include_str!("../../runtime/include/stdbool.h")),
    ("stddef.h", include_str!("../../runtime/include/stddef.h")),
    ("stdint.h", include_str!("../../runtime/include/stdint.h")),
    ("stdio.h", include_str!("../../runtime/include/stdio.h")),
    ("stdlib.h", include_str!("../../runtime/include/stdlib.h")),
    (
        "stdnoreturn.h",
        include_str!("../../runtime/include/stdnoreturn.h"),
    ),
    ("string.h", include_str!("../../runtime/include/string.h")),
    ("time.h", include_str!("../../runtime/include/time.h")),
];

/// The names of the bundled headers.
pub fn bundled_names() -> impl Iterator<Item = &'static str> {
    BUNDLED.iter().map(|(n, _)| *n)
}

/// The text of a bundled header.
pub fn bundled(name: &str) -> Option<&'static str> {
    BUNDLED.iter().find(|(n, _)| *n == name).map(|(_, t)| *t)
}

/// Look for `name` in `dir`.
pub fn find_in(dir: &SearchDir, name: &str, index: Option<usize>) -> Option<Found> {
    match dir {
        SearchDir::Path(p) => read_real(&p.join(name), index),
        SearchDir::Bundled => {
            let text = bundled(name)?;
            let display = format!("{BUNDLED_PREFIX}{name}");
            Some(Found {
                key: display.clone(),
                display,
                text: text.into(),
                dir: SearchDir::Bundled,
                index,
            })
        }
    }
}

/// Read a header from the file system (invalid UTF-8 is replaced, not an error).
pub fn read_real(path: &Path, index: Option<usize>) -> Option<Found> {
    if !path.is_file() {
        return None;
    }
    let bytes = std::fs::read(path).ok()?;
    let text: Rc<str> = String::from_utf8_lossy(&bytes).into();
    let key = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    let dir = path.parent().map_or_else(PathBuf::new, Path::to_path_buf);
    Some(Found {
        key: key.to_string_lossy().into_owned(),
        display: path.to_string_lossy().into_owned(),
        text,
        dir: SearchDir::Path(dir),
        index,
    })
}

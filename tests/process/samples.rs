//! Where the samples are: `samples/` holds topic folders (`structs/`, `libc/`...), and each
//! sample is `TOPIC/NAME.c` with `TOPIC/NAME.stdout` and `TOPIC/NAME.status` beside it (and
//! optionally `TOPIC/NAME.stdin`, and `TOPIC/NAME.libs`: linker flags such as `-latomic`). A sample of several files is a directory `TOPIC/NAME/` of
//! `.c` files with `TOPIC/NAME.stdout` beside it: a directory with a sibling `.stdout` is one
//! program, any other directory is a folder of samples. A sample's name is its path under
//! `samples/` without the extension (`structs/linked_list`), and names its trials.

use std::fs;
use std::path::{Path, PathBuf};

/// A sample's files, before its expectations are read.
pub struct SampleFiles {
    /// The path under `samples/` without extension, with `/` separators.
    pub name: String,
    /// The `.c` files, compiled together.
    pub sources: Vec<PathBuf>,
    /// `dir/stem` is the prefix of the `.stdout`, `.status` and `.stdin` files.
    pub dir: PathBuf,
    pub stem: String,
}

impl SampleFiles {
    /// `NAME.ext` beside the sample.
    pub fn sibling(&self, ext: &str) -> PathBuf {
        self.dir.join(format!("{}.{ext}", self.stem))
    }
}

/// Every sample under `root`, sorted by name.
pub fn discover(root: &Path) -> Result<Vec<SampleFiles>, String> {
    let mut found = Vec::new();
    walk(root, "", &mut found)?;
    found.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(found)
}

fn walk(dir: &Path, prefix: &str, found: &mut Vec<SampleFiles>) -> Result<(), String> {
    let entries = fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    for entry in entries {
        let path = entry.map_err(|e| e.to_string())?.path();
        let file_name = path.file_name().unwrap().to_string_lossy().into_owned();
        let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
        let is_program_dir = path.is_dir() && dir.join(format!("{file_name}.stdout")).exists();
        let sources = if path.is_dir() && !is_program_dir {
            walk(&path, &format!("{prefix}{file_name}/"), found)?;
            continue;
        } else if is_program_dir {
            c_files_in(&path)?
        } else if path.extension().is_some_and(|ext| ext == "c") {
            vec![path.clone()]
        } else {
            continue;
        };
        if sources.is_empty() {
            continue;
        }
        found.push(SampleFiles {
            name: format!("{prefix}{stem}"),
            sources,
            dir: dir.to_path_buf(),
            stem,
        });
    }
    Ok(())
}

fn c_files_in(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let entries = fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    let mut files = Vec::new();
    for entry in entries {
        let path = entry.map_err(|e| e.to_string())?.path();
        if path.extension().is_some_and(|ext| ext == "c") {
            files.push(path);
        }
    }
    files.sort();
    Ok(files)
}

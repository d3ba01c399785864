//! Linking: the target's C compiler driver links the objects, the runtime and `-lm`, and
//! merges the helper object into an object (`-r`).

use std::path::{Path, PathBuf};
use std::process::Command;

/// What goes on the linker's command line, in order.
pub enum LinkInput {
    File(PathBuf),
    Arg(String),
}

/// Why linking failed.
pub enum LinkError {
    /// The linker could not be started.
    NotRun(String),
    /// The linker ran and failed with this exit status (its messages went to stderr).
    Failed(i32),
}

/// What the link adds to the inputs.
pub struct Flags<'a> {
    /// gcc's linking flags as given (`-shared`, `-static`, `-pthread`...).
    pub gcc: &'a [String],
    /// The runtime object, if it is linked in.
    pub runtime: Option<&'a Path>,
    /// Link `-lm` (every C program may call the math library, as with tcc).
    pub libm: bool,
    /// `-v`: the C compiler shows the linker's command line, as `gcc -v` does (CMake reads
    /// the linker's directories and the library architecture from it).
    pub verbose: bool,
}

/// Link `inputs`, then the runtime and `-lm`, into `output`.
pub fn link(cc: &str, inputs: &[LinkInput], flags: &Flags, output: &Path) -> Result<(), LinkError> {
    let mut cmd = Command::new(cc);
    if flags.verbose {
        cmd.arg("-v");
    }
    cmd.args(flags.gcc);
    for i in inputs {
        match i {
            LinkInput::File(p) => cmd.arg(p),
            LinkInput::Arg(a) => cmd.arg(a),
        };
    }
    if let Some(runtime) = flags.runtime {
        cmd.arg(runtime);
    }
    if flags.libm {
        cmd.arg("-lm");
    }
    cmd.arg("-o").arg(output);
    let status = cmd
        .status()
        .map_err(|e| LinkError::NotRun(format!("cannot run the linker '{cc}': {e}")))?;
    if status.success() {
        Ok(())
    } else {
        Err(LinkError::Failed(status.code().unwrap_or(1)))
    }
}

/// Merge the relocatable objects `inputs` into one, `output` (`cc -r`, which runs `ld -r`).
pub fn merge_objects(cc: &str, inputs: &[&Path], output: &Path) -> Result<(), String> {
    let out = Command::new(cc)
        .args(["-r", "-nostdlib", "-o"])
        .arg(output)
        .args(inputs)
        .output()
        .map_err(|e| format!("cannot run '{cc}' to merge objects: {e}"))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "merging the helper object with '{cc} -r' failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

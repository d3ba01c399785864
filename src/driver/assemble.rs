//! Assembly sources: `.s` (`-x assembler`), and `.S` and `.sx` (`-x assembler-with-cpp`),
//! which C's preprocessor reads first. tcc-rs has no assembler, so each goes to the target's
//! C compiler driver (the one that links, `Target::c_compiler`), which runs the target's
//! assembler, and for a preprocessed source its own preprocessor with the command line's
//! `-D`, `-U`, `-I`, `-include`... as gcc hands them on. `-Wa,` options reach the assembler.

use std::ffi::OsString;
use std::path::Path;
use std::process::Command;

use super::cli::Cli;
use super::Failure;
use crate::preprocess::CmdMacro;

/// `-c`: assemble the source `path` into the object `output`.
pub fn assemble(cli: &Cli, path: &str, preprocess: bool, output: &Path) -> Result<(), Failure> {
    let mut cmd = command(cli, path, preprocess);
    if preprocess {
        cmd.args(dependency_options(cli, path));
    }
    cmd.arg("-c").arg("-o").arg(output);
    let status = cmd.status().map_err(|e| not_run(cli, &e))?;
    match status.success() {
        true => Ok(()),
        // The assembler's (or preprocessor's) messages went to standard error.
        false => Err(Failure::reported()),
    }
}

/// `-E`: the preprocessed text of a `.S` source; none for a `.s` one, as with gcc.
pub fn preprocess(cli: &Cli, path: &str, preprocess: bool) -> Result<Vec<u8>, Failure> {
    if !preprocess {
        return Ok(Vec::new());
    }
    let mut cmd = command(cli, path, preprocess);
    cmd.arg("-E");
    if !cli.line_markers {
        cmd.arg("-P");
    }
    cmd.stderr(std::process::Stdio::inherit());
    let out = cmd.output().map_err(|e| not_run(cli, &e))?;
    match out.status.success() {
        true => Ok(out.stdout),
        false => Err(Failure::reported()),
    }
}

/// The target's driver with the options for `path`, which is named last.
fn command(cli: &Cli, path: &str, preprocess: bool) -> Command {
    let mut cmd = Command::new(cli.options.target.c_compiler());
    if preprocess {
        cmd.args(preprocessor_options(cli));
    }
    // `__PIC__` for the sources that test it, as gcc defines it.
    if cli.options.pic == crate::PicMode::SharedObject {
        cmd.arg("-fPIC");
    }
    cmd.args(&cli.gcc.assembler);
    let language = if preprocess {
        "assembler-with-cpp"
    } else {
        "assembler"
    };
    cmd.args(["-x", language, path]);
    cmd
}

/// `-MD`/`-MMD` and their companions, for the driver's preprocessor to write the
/// dependencies of the `.S` source `path` beside its object, as gcc does (libffi's build
/// moves the `-MF` file it names afterwards). The file and the targets are named as for a C
/// source, since the driver writes its object to a temporary file first.
fn dependency_options(cli: &Cli, path: &str) -> Vec<OsString> {
    let deps = &cli.gcc.deps;
    if !deps.beside {
        return Vec::new();
    }
    let flag = if deps.user_only { "-MMD" } else { "-MD" };
    let file = super::dependency_file(cli, path);
    let mut args: Vec<OsString> = vec![flag.into(), "-MF".into(), file.into()];
    for target in super::dependency_targets(cli, path) {
        args.extend(["-MT".into(), target.into()]);
    }
    if deps.phony {
        args.push("-MP".into());
    }
    args
}

/// The preprocessor's options of the command line, in gcc's spelling: `-D` and `-U` in
/// their order (less the `-std=` macros, which gcc does not define for assembly), then the
/// directories, `-H` and the forced includes.
fn preprocessor_options(cli: &Cli) -> Vec<OsString> {
    let pp = &cli.pp;
    let mut args: Vec<OsString> = pp
        .macros
        .iter()
        .filter(|m| !super::flags::is_standard_macro(m))
        .map(|m| match m {
            CmdMacro::Define(name, Some(value)) => format!("-D{name}={value}").into(),
            CmdMacro::Define(name, None) => format!("-D{name}").into(),
            CmdMacro::Undef(name) => format!("-U{name}").into(),
        })
        .collect();
    let dirs = [
        ("-iquote", &pp.quote_dirs),
        ("-I", &pp.include_dirs),
        ("-isystem", &pp.isystem_dirs),
        ("-idirafter", &pp.after_dirs),
    ];
    for (flag, list) in dirs {
        for dir in list {
            args.push(flag.into());
            args.push(dir.into());
        }
    }
    if pp.nostdinc {
        args.push("-nostdinc".into());
    }
    // `-H`: the system driver's preprocessor traces a `.S` source's headers itself.
    if pp.trace_includes {
        args.push("-H".into());
    }
    for file in &pp.forced_includes {
        args.push("-include".into());
        args.push(file.into());
    }
    args
}

fn not_run(cli: &Cli, e: &std::io::Error) -> Failure {
    let cc = cli.options.target.c_compiler();
    Failure::error(format!("cannot run the assembler's driver '{cc}': {e}"))
}

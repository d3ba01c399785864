//! A unit's inline assembly into its object: code generation writes the assembler text
//! (`codegen::inline_asm`); the object Cranelift wrote is written back as assembler text
//! (as `-S` does), the two are joined into one source, and the target's `as` (through its
//! `cc`) assembles it, so that file-scope directives naming the C code's symbols (`.set`,
//! `.symver`) see them defined, as in gcc's output (docs/design.md, "Inline assembly").
//! The assembler's messages come back at the C source lines, as gcc shows them.

use super::cli::Cli;
use super::{print_diagnostics, write_file, Failure};
use crate::codegen::inline_asm::Linking;
use crate::preprocess::PpOutput;
use crate::{codegen, ir};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The assembler text of `module`'s inline assembly, if it has any: for the unit's
/// object, or under `-run` for a shared library ([`load_for_run`]).
pub fn text(cli: &Cli, pp: &PpOutput, module: &ir::Module) -> Result<Option<String>, Failure> {
    let locate = |sp: crate::diag::Span| {
        pp.source_line(sp.lo)
            .map_or((String::new(), 0), |(f, l)| (f, l as u32))
    };
    let linking = match cli.run {
        Some(_) => Linking::Library,
        None => Linking::Object,
    };
    codegen::inline_asm::assembler_text(module, cli.options.target, linking, &locate).map_err(|d| {
        print_diagnostics(cli, pp, &[d]);
        Failure::reported()
    })
}

/// `object` with `module`'s inline assembly assembled in (unchanged if the unit has none).
pub fn merge(
    cli: &Cli,
    pp: &PpOutput,
    module: &ir::Module,
    object: Vec<u8>,
) -> Result<Vec<u8>, Failure> {
    let Some(text) = text(cli, pp, module)? else {
        return Ok(object);
    };
    let target = cli.options.target;
    let compiled = codegen::object_assembly(&object, target).map_err(Failure::error)?;
    let scratch = tempfile::tempdir()
        .map_err(|e| Failure::error(format!("cannot create a temporary directory: {e}")))?;
    let assembled = scratch.path().join("unit.o");
    assemble(cli, &(compiled + &text), &["-c"], &assembled)?;
    std::fs::read(&assembled)
        .map_err(|e| Failure::error(format!("cannot read the assembled object: {e}")))
}

/// `-run`: each unit's file-scope asm and the wrappers of its asm statements (`texts`)
/// assembled into a shared library each, in `dir`, for the JIT to load and find them in.
/// The library is apart from the JIT's code: asm that names the program's own functions or
/// objects cannot be linked or loaded there, which the error says.
pub fn libraries_for_run(cli: &Cli, texts: &[String], dir: &Path) -> Result<Vec<PathBuf>, Failure> {
    let mut libraries = Vec::new();
    for (i, text) in texts.iter().enumerate() {
        let library = dir.join(format!("inline-asm-{i}.so"));
        assemble(cli, text, &["-shared", "-nostdlib"], &library)
            .map_err(|_| Failure::error(UNREACHABLE_UNDER_RUN))?;
        libraries.push(library);
    }
    Ok(libraries)
}

/// What `-run` says when a unit's asm library cannot be built or loaded: most often, asm
/// that names the program's own symbols.
pub const UNREACHABLE_UNDER_RUN: &str = "-run runs inline assembly from a library of its own, \
    which failed to build or load (see above): asm there cannot name the program's own \
    functions or objects; compile and link the program instead";

/// Assemble `text` with the target's `cc` and `mode` (`-c`, `-shared`) into `output`,
/// printing the assembler's messages located at the C source.
fn assemble(cli: &Cli, text: &str, mode: &[&str], output: &Path) -> Result<(), Failure> {
    let source = output.with_extension("s");
    write_file(&source, text.as_bytes())?;
    let cc = cli.options.target.c_compiler();
    let out = Command::new(&cc)
        .args(&cli.gcc.assembler)
        .args(mode)
        .args(["-x", "assembler"])
        .arg(&source)
        .arg("-o")
        .arg(output)
        .output()
        .map_err(|e| Failure::error(format!("cannot run '{cc}' to assemble inline asm: {e}")))?;
    eprint!(
        "{}",
        located_messages(&String::from_utf8_lossy(&out.stderr))
    );
    match out.status.success() {
        true => Ok(()),
        false => Err(Failure::reported()),
    }
}

/// The assembler's messages in gcc's form: `foo.c:5: Error: msg` (the text's line markers
/// name the C source) becomes `foo.c:5: error: msg`, without the `Assembler messages:` header.
fn located_messages(stderr: &str) -> String {
    let mut out = String::new();
    for line in stderr.lines() {
        if line.ends_with(": Assembler messages:") {
            continue;
        }
        let line =
            line.replacen(": Error: ", ": error: ", 1)
                .replacen(": Warning: ", ": warning: ", 1);
        out.push_str(&line);
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn assembler_messages_take_gcc_form() {
        let stderr = "t.c: Assembler messages:\nt.c:5: Error: no such instruction: `foo'\n";
        assert_eq!(
            located_messages(stderr),
            "t.c:5: error: no such instruction: `foo'\n"
        );
    }
}

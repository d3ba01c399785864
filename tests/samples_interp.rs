//! Every sample's IR, interpreted before and after mem2reg, and after SROA and mem2reg.
//!
//! The samples runner (`tests/samples.rs`) checks mem2reg end to end through Cranelift; this
//! harness checks it without a back end. Each single-file sample is preprocessed and lowered,
//! then `main` is run by the IR interpreter (`tcc_rs::ir::interp`) on the memory-form IR,
//! again after mem2reg, and again after SROA and mem2reg, as the driver runs them (with the
//! verifier run on each result). Every run must print exactly the sample's expected standard
//! output and end with its expected exit status.
//!
//! The interpreter knows the runtime's printing helpers and `putchar`, not libc, so a sample
//! that calls anything else (printf, malloc...), reads standard input, or takes `argc`/`argv`
//! cannot be interpreted: its trial is listed as ignored, with the reason in its name, so the
//! count of what was really checked stays visible.
//!
//! A sample that defines a variadic function runs a second time lowered for aarch64, with the
//! interpreter modelling AAPCS64's `va_list` (`interp-aarch64/NAME`): the variable arguments
//! and `va_arg` code differ between the targets, everything else does not.

mod process;

use libtest_mimic::{Arguments, Failed, Trial};
use std::fs;
use std::path::Path;
use tcc_rs::diag::SourceFile;
use tcc_rs::ir::interp::{InterpError, Interpreter, Val};
use tcc_rs::ir::{verify, InstKind, Module};
use tcc_rs::preprocess::{preprocess, PpOptions};
use tcc_rs::{front_end, passes, Options, Target};

/// The external functions the interpreter implements (see `Interpreter::builtin`).
const BUILTINS: [&str; 7] = [
    "putchar",
    "print_int",
    "print_char",
    "print_newline",
    "__tcc_rs_stack_save",
    "__tcc_rs_stack_alloc",
    "__tcc_rs_stack_restore",
];

/// Steps one run may take. A sample that needs more is cut short: what it printed by then must
/// still be the beginning of gcc's output (the compiled runs in tests/samples.rs check the
/// whole of it).
const FUEL: u64 = 20_000_000;

fn main() {
    let args = Arguments::from_args();
    let mut trials = Vec::new();
    let samples = process::samples::discover(Path::new("samples")).expect("samples/ is readable");
    // Multi-file samples are left to the compiled runs: the interpreter runs one module.
    let single_file = |s: &process::samples::SampleFiles| {
        s.sources.len() == 1 && s.sources[0].parent() == Some(s.dir.as_path())
    };
    for sample in samples.into_iter().filter(single_file) {
        let (path, name) = (sample.sources[0].clone(), sample.name);
        let (trial, variadic) = match prepare(&path, Target::X86_64) {
            Ok(module) => {
                let variadic = defines_variadic_function(&module);
                let expected = expected_behaviour(&path);
                let trial = Trial::test(format!("interp/{name}"), move || {
                    check(&module, &expected, Target::X86_64)
                });
                (trial, variadic)
            }
            Err(why) => {
                let trial = Trial::test(format!("interp/{name} ({why})"), || Ok(()));
                (trial.with_ignored_flag(true), false)
            }
        };
        trials.push(trial);
        if variadic {
            trials.push(aarch64_trial(&path, &name));
        }
    }
    libtest_mimic::run(&args, trials).exit();
}

fn defines_variadic_function(module: &Module) -> bool {
    module.functions.iter().any(|f| f.sig.variadic)
}

fn aarch64_trial(path: &Path, name: &str) -> Trial {
    let label = format!("interp-aarch64/{name}");
    match prepare(path, Target::AARCH64) {
        Ok(module) => {
            let expected = expected_behaviour(path);
            Trial::test(label, move || check(&module, &expected, Target::AARCH64))
        }
        Err(why) => Trial::test(format!("{label} ({why})"), || Ok(())).with_ignored_flag(true),
    }
}

/// Lower a sample and decide whether the interpreter can run it; `Err` says why not.
fn prepare(path: &Path, target: Target) -> Result<Module, String> {
    if path.with_extension("stdin").exists() {
        return Err("reads standard input".into());
    }
    let text = tcc_rs::source_bytes::decode(fs::read(path).map_err(|e| e.to_string())?);
    let file = SourceFile::new(path.to_string_lossy(), text);
    let pp_options = PpOptions {
        target,
        ..PpOptions::default()
    };
    let pp = preprocess(&file, Some(path), &pp_options)
        .map_err(|_| "does not preprocess".to_string())?;
    let lowered = SourceFile::new(file.name.clone(), pp.text.clone());
    let options = Options {
        target,
        ..Options::default()
    };
    let module = front_end::lower_source(&lowered, &options)
        .map_err(|_| "does not compile".to_string())?
        .module;
    let main = module
        .functions
        .iter()
        .find(|f| f.name == "main")
        .ok_or("has no main")?;
    if !main.sig.params.is_empty() {
        return Err("takes argc and argv".into());
    }
    let defined = |n: &str| module.functions.iter().any(|f| f.name == n);
    for f in &module.functions {
        for inst in f.insts.values() {
            let InstKind::Call(call) = &inst.kind else {
                continue;
            };
            if let tcc_rs::ir::Callee::Direct(callee) = &call.callee {
                if !defined(callee) && !BUILTINS.contains(&callee.as_str()) {
                    return Err(format!("calls {callee}"));
                }
            }
        }
    }
    Ok(module)
}

struct Expected {
    stdout: Vec<u8>,
    status: i64,
}

fn expected_behaviour(path: &Path) -> Expected {
    let stdout = fs::read(path.with_extension("stdout")).unwrap_or_default();
    let status = fs::read_to_string(path.with_extension("status"))
        .ok()
        .and_then(|s| s.trim().parse().ok())
        .unwrap_or(0);
    Expected { stdout, status }
}

/// What one interpreted run of `main` did.
#[derive(Debug, PartialEq)]
struct Run {
    stdout: Vec<u8>,
    result: Result<Option<Val>, InterpError>,
}

fn interpret(module: &Module, target: Target) -> Run {
    let mut interp = Interpreter::new(module);
    interp.set_fuel(FUEL);
    interp.set_target(target);
    let result = interp.call("main", &[]);
    Run {
        stdout: interp.output().to_vec(),
        result,
    }
}

fn check(module: &Module, expected: &Expected, target: Target) -> Result<(), Failed> {
    let before = interpret(module, target);
    let mut promoted = module.clone();
    for f in &mut promoted.functions {
        passes::mem2reg::run(f);
    }
    verify::verify_module(&promoted).map_err(|e| format!("verifier after mem2reg:\n{e}"))?;
    let after = interpret(&promoted, target);
    let mut split = module.clone();
    for f in &mut split.functions {
        passes::sroa::run(f);
        passes::mem2reg::run(f);
    }
    verify::verify_module(&split).map_err(|e| format!("verifier after sroa:\n{e}"))?;
    let after_sroa = interpret(&split, target);
    let runs = [
        ("before mem2reg", &before),
        ("after mem2reg", &after),
        ("after sroa and mem2reg", &after_sroa),
    ];
    for (label, run) in runs {
        let status = match &run.result {
            Ok(Some(v)) => v.int() & 0xff,
            Ok(None) => 0,
            Err(InterpError::OutOfFuel) if expected.stdout.starts_with(&run.stdout) => continue,
            Err(e) => return Err(format!("{label}: {e}").into()),
        };
        if run.stdout != expected.stdout {
            return Err(format!(
                "{label}: output differs from gcc's\n--- expected\n{}\n--- interpreted\n{}",
                String::from_utf8_lossy(&expected.stdout),
                String::from_utf8_lossy(&run.stdout)
            )
            .into());
        }
        if status != expected.status {
            return Err(format!(
                "{label}: exit status {status}, gcc's is {}",
                expected.status
            )
            .into());
        }
    }
    Ok(())
}

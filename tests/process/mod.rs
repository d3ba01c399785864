//! Running a child process with a time limit, and the targets and mem2reg modes a program is
//! built for, shared by the integration tests that run the compiler and the programs it
//! builds (`tests/samples.rs`, `tests/abi.rs`, `tests/cli.rs`).
//!
//! A miscompiled program may loop forever; a test must then fail with a message instead of
//! hanging the whole suite, so every child is polled against a deadline and killed past it.

// Each test crate compiles this module and uses a part of it.
#![allow(dead_code)]

pub mod samples;

use std::io::{Read, Write};
use std::process::{Command, ExitStatus, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// What a finished child left behind.
pub struct Finished {
    pub status: ExitStatus,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
}

/// Runs `cmd` with `stdin` as its standard input, capturing standard output and error.
/// Returns an error message if the child cannot be started or outlives `limit`.
pub fn run_with_timeout(
    cmd: &mut Command,
    stdin: &[u8],
    limit: Duration,
) -> Result<Finished, String> {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start {:?}: {e}", cmd.get_program()))?;

    // Feed stdin and drain both pipes on threads: a child that fills a pipe buffer while we
    // wait for it to exit would otherwise deadlock.
    let mut child_stdin = child.stdin.take().expect("stdin was piped");
    let input = stdin.to_vec();
    let feeder = thread::spawn(move || {
        // The child may exit without reading its input; a broken pipe is not an error here.
        let _ = child_stdin.write_all(&input);
    });
    let stdout = drain(child.stdout.take().expect("stdout was piped"));
    let stderr = drain(child.stderr.take().expect("stderr was piped"));

    let deadline = Instant::now() + limit;
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if Instant::now() >= deadline => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!(
                    "{:?} did not finish within {} s and was killed",
                    cmd.get_program(),
                    limit.as_secs()
                ));
            }
            Ok(None) => thread::sleep(Duration::from_millis(5)),
            Err(e) => return Err(format!("waiting for {:?}: {e}", cmd.get_program())),
        }
    };
    let _ = feeder.join();
    Ok(Finished {
        status,
        stdout: stdout.join().unwrap_or_default(),
        stderr: stderr.join().unwrap_or_default(),
    })
}

fn drain(mut pipe: impl Read + Send + 'static) -> thread::JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = pipe.read_to_end(&mut bytes);
        bytes
    })
}

/// The exit status as a shell would print it: the code, or 128 + the signal number.
pub fn status_code(status: ExitStatus) -> i32 {
    use std::os::unix::process::ExitStatusExt;
    match (status.code(), status.signal()) {
        (Some(code), _) => code,
        (None, Some(signal)) => 128 + signal,
        (None, None) => -1,
    }
}

/// Whether `program` is an executable file in a directory of `PATH`.
pub fn on_path(program: &str) -> bool {
    use std::os::unix::fs::PermissionsExt;
    let Some(path) = std::env::var_os("PATH") else {
        return false;
    };
    std::env::split_paths(&path).any(|dir| {
        std::fs::metadata(dir.join(program))
            .map(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
            .unwrap_or(false)
    })
}

/// Whether aarch64 programs can be built and run here: an x86-64 host with the cross linker
/// (`aarch64-linux-gnu-gcc`) and `qemu-aarch64` on `PATH`. When they are missing, says once
/// on stderr, naming the `harness`, that its aarch64 trials are skipped and why.
pub fn can_run_aarch64(harness: &str) -> bool {
    if std::env::consts::ARCH != "x86_64" {
        return false;
    }
    let missing: Vec<&str> = ["aarch64-linux-gnu-gcc", "qemu-aarch64"]
        .into_iter()
        .filter(|tool| !on_path(tool))
        .collect();
    if !missing.is_empty() {
        eprintln!(
            "{harness}: aarch64 trials skipped: {} not on PATH",
            missing.join(" and ")
        );
    }
    missing.is_empty()
}

/// Where a compiled test program runs.
#[derive(Clone, Copy)]
pub enum Target {
    /// The host: compiled without `--target`, run directly.
    Host,
    /// aarch64 Linux from an x86-64 host: cross-compiled, run under qemu.
    Aarch64Qemu,
}

impl Target {
    /// The targets to test on this machine; says once, naming the `harness`, why aarch64 is
    /// left out if it is.
    pub fn available(harness: &str) -> Vec<Target> {
        let mut targets = vec![Target::Host];
        if can_run_aarch64(harness) {
            targets.push(Target::Aarch64Qemu);
        }
        targets
    }

    pub fn label(self) -> &'static str {
        match self {
            Target::Host => std::env::consts::ARCH,
            Target::Aarch64Qemu => "aarch64",
        }
    }

    /// The tcc-rs arguments that select this target.
    pub fn tcc_args(self) -> &'static [&'static str] {
        match self {
            Target::Host => &[],
            Target::Aarch64Qemu => &["--target", "aarch64-unknown-linux-gnu"],
        }
    }

    /// The command that runs the executable `exe` built for this target.
    pub fn run_command(self, exe: &std::path::Path) -> Command {
        match self {
            Target::Host => Command::new(exe),
            Target::Aarch64Qemu => {
                let mut qemu = Command::new("qemu-aarch64");
                qemu.arg("-L").arg("/usr/aarch64-linux-gnu").arg(exe);
                qemu
            }
        }
    }
}

/// Whether tcc-rs runs mem2reg.
#[derive(Clone, Copy)]
pub enum Mode {
    Mem2reg,
    NoMem2reg,
    /// `-O0`: mem2reg, none of the later passes, Cranelift's fastest settings.
    O0,
}

impl Mode {
    pub fn label(self) -> &'static str {
        match self {
            Mode::Mem2reg => "mem2reg",
            Mode::NoMem2reg => "no-mem2reg",
            Mode::O0 => "O0",
        }
    }

    /// The tcc-rs arguments that select this mode.
    pub fn tcc_args(self) -> &'static [&'static str] {
        match self {
            Mode::Mem2reg => &[],
            Mode::NoMem2reg => &["--no-mem2reg"],
            Mode::O0 => &["-O0"],
        }
    }
}

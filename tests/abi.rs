//! The ABI interoperability suite: objects built by tcc-rs and objects built by a peer C
//! compiler (gcc, and clang where installed) call each other, and the linked program must
//! print exactly what the program built by the peer alone prints.
//!
//! A case is a directory `tests/abi/NAME/` holding
//! - `main.c`: the calling side (it has `main`),
//! - `lib.c`: the called side (and callers of callbacks that `main.c` passes it),
//! - optionally `*.peer.c`: code only the peer compiles (it may include system headers, e.g.
//!   a variadic function using `<stdarg.h>`), linked into every build of the case.
//!
//! The peer compiles at `-O2`, so its code relies on every extension guarantee the ABI gives
//! (clang on x86-64 also on the de-facto one: char and short arguments extended to 32 bits
//! by the caller) and leaves garbage wherever the ABI allows. Each (target, mode, direction,
//! case) is one trial, named like `aarch64/no-mem2reg/gcc-calls-tcc/stack_args`:
//! - `tcc-calls-gcc`: tcc-rs compiles `main.c` and links it with the gcc-built `lib.o`;
//! - `gcc-calls-tcc`: gcc compiles `main.c`, tcc-rs compiles `lib.c` (`-c`), gcc links;
//! - `tcc-calls-clang`, `clang-calls-tcc`: the same with clang as the peer.
//!
//! Besides the directories, one case is generated (`tests/abi/generate.rs`): random
//! signatures of every scalar type, written to Cargo's test scratch directory as `generated`.
//!
//! Callbacks run the other way in each direction: the `lib.c` side calls functions `main.c`
//! passes it by pointer. The expected output is the all-peer build's, made once per case,
//! peer and target. A line `abi-skip: PEER/TARGET ...` in `main.c` marks the trials of that
//! peer and target ignored, for a case that relies on what only the other peer guarantees.
//!
//! aarch64 trials exist on an x86-64 host when `aarch64-linux-gnu-gcc` and `qemu-aarch64` are
//! on `PATH`; the binaries run under `qemu-aarch64 -L /usr/aarch64-linux-gnu`. Clang
//! cross-compiles with `--target=aarch64-linux-gnu`; the target's gcc links every build
//! that tcc-rs does not link.

#[path = "abi/generate.rs"]
mod generate;
mod process;

use libtest_mimic::{Arguments, Failed, Trial};
use process::{on_path, run_with_timeout, status_code, Mode, Target};
use similar::TextDiff;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

/// How long one compilation or link may take.
const COMPILE_LIMIT: Duration = Duration::from_secs(60);
/// How long one program may run (generous for qemu on a loaded machine).
const RUN_LIMIT: Duration = Duration::from_secs(20);

/// One pair of C files (and their peer-only helpers) that call each other.
struct Case {
    name: String,
    main: PathBuf,
    lib: PathBuf,
    peer_only: Vec<PathBuf>,
    /// `PEER/TARGET` labels whose trials are ignored (from `abi-skip:` lines in `main.c`).
    skip: Vec<String>,
    /// The all-peer build's output per peer and target, made by the first trial needing it.
    expected: [OnceLock<Result<String, String>>; 4],
}

impl Target {
    fn index(self) -> usize {
        self as usize
    }

    /// The gcc that links for this target.
    fn gcc(self) -> &'static str {
        match self {
            Target::Host => "gcc",
            Target::Aarch64Qemu => "aarch64-linux-gnu-gcc",
        }
    }
}

/// The C compiler that builds the side tcc-rs does not.
#[derive(Clone, Copy)]
enum Peer {
    Gcc,
    Clang,
}

impl Peer {
    fn label(self) -> &'static str {
        match self {
            Peer::Gcc => "gcc",
            Peer::Clang => "clang",
        }
    }

    fn index(self) -> usize {
        self as usize
    }

    /// The command that compiles C for `target` at `-O2`, without inputs.
    fn compiler(self, target: Target) -> Command {
        let mut cmd = match self {
            Peer::Gcc => Command::new(target.gcc()),
            Peer::Clang => Command::new("clang"),
        };
        if let (Peer::Clang, Target::Aarch64Qemu) = (self, target) {
            cmd.arg("--target=aarch64-linux-gnu");
        }
        cmd.args(["-O2", "-w"]);
        cmd
    }
}

/// Which side tcc-rs compiles.
#[derive(Clone, Copy)]
enum Direction {
    /// tcc-rs builds `main.c` and links; the peer builds `lib.c`.
    TccCallsPeer,
    /// The peer builds `main.c`, tcc-rs builds `lib.c` (`-c`), gcc links.
    PeerCallsTcc,
}

/// One build of a case: everything that names a trial.
#[derive(Clone, Copy)]
struct Config {
    target: Target,
    mode: Mode,
    peer: Peer,
    direction: Direction,
}

impl Config {
    fn label(self) -> String {
        let peer = self.peer.label();
        let direction = match self.direction {
            Direction::TccCallsPeer => format!("tcc-calls-{peer}"),
            Direction::PeerCallsTcc => format!("{peer}-calls-tcc"),
        };
        format!("{}/{}/{direction}", self.target.label(), self.mode.label())
    }

    /// The label `abi-skip:` lines use.
    fn peer_target(self) -> String {
        format!("{}/{}", self.peer.label(), self.target.label())
    }

    fn expected_index(self) -> usize {
        self.peer.index() * 2 + self.target.index()
    }
}

fn main() {
    let args = Arguments::from_args();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("abi");
    let cases = match discover(&dir).and_then(|mut cases| {
        cases.push(generated_case()?);
        Ok(cases)
    }) {
        Ok(cases) => cases,
        Err(message) => {
            eprintln!("abi: {message}");
            std::process::exit(101);
        }
    };
    libtest_mimic::run(
        &args,
        trials(cases, &configs(&Target::available("abi"), &peers())),
    )
    .exit();
}

/// The peers installed; says once why clang is left out if it is.
fn peers() -> Vec<Peer> {
    if on_path("clang") {
        vec![Peer::Gcc, Peer::Clang]
    } else {
        eprintln!("abi: clang trials skipped: clang not on PATH");
        vec![Peer::Gcc]
    }
}

fn configs(targets: &[Target], peers: &[Peer]) -> Vec<Config> {
    let mut configs = Vec::new();
    for &target in targets {
        for mode in [Mode::Mem2reg, Mode::NoMem2reg] {
            for &peer in peers {
                for direction in [Direction::TccCallsPeer, Direction::PeerCallsTcc] {
                    configs.push(Config {
                        target,
                        mode,
                        peer,
                        direction,
                    });
                }
            }
        }
    }
    configs
}

fn trials(cases: Vec<Case>, configs: &[Config]) -> Vec<Trial> {
    let cases: Vec<Arc<Case>> = cases.into_iter().map(Arc::new).collect();
    let mut trials = Vec::new();
    for &config in configs {
        for case in &cases {
            let name = format!("{}/{}", config.label(), case.name);
            let skipped = case.skip.contains(&config.peer_target());
            let case = case.clone();
            let trial = Trial::test(name, move || check(&case, config));
            trials.push(trial.with_ignored_flag(skipped));
        }
    }
    trials
}

/// Every directory under `dir` is a case and must hold a `main.c` and a `lib.c`.
fn discover(dir: &Path) -> Result<Vec<Case>, String> {
    let mut cases = Vec::new();
    for path in entries(dir)? {
        if !path.is_dir() {
            continue;
        }
        let (main, lib) = (path.join("main.c"), path.join("lib.c"));
        if !main.is_file() || !lib.is_file() {
            return Err(format!("{}: a case needs main.c and lib.c", path.display()));
        }
        let main_text = fs::read_to_string(&main)
            .map_err(|e| format!("cannot read {}: {e}", main.display()))?;
        let peer_only = entries(&path)?
            .into_iter()
            .filter(|p| p.to_string_lossy().ends_with(".peer.c"))
            .collect();
        cases.push(Case {
            name: path.file_name().unwrap().to_string_lossy().into_owned(),
            skip: skip_labels(&main_text),
            main,
            lib,
            peer_only,
            expected: Default::default(),
        });
    }
    cases.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(cases)
}

/// Writes the generated case's sources to Cargo's scratch directory for integration tests,
/// where they stay for a person to read after a failure.
fn generated_case() -> Result<Case, String> {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("abi-generated");
    fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let sources = generate::sources();
    let (main, lib) = (dir.join("main.c"), dir.join("lib.c"));
    for (path, text) in [(&main, &sources.main), (&lib, &sources.lib)] {
        fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    Ok(Case {
        name: "generated".to_string(),
        main,
        lib,
        peer_only: Vec::new(),
        skip: Vec::new(),
        expected: Default::default(),
    })
}

/// The paths in `dir`, sorted.
fn entries(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let read = fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    let mut paths = read
        .map(|entry| entry.map(|e| e.path()).map_err(|e| e.to_string()))
        .collect::<Result<Vec<PathBuf>, String>>()?;
    paths.sort();
    Ok(paths)
}

/// The `PEER/TARGET` words after `abi-skip:` on any line.
fn skip_labels(source: &str) -> Vec<String> {
    source
        .lines()
        .filter_map(|line| line.split_once("abi-skip:"))
        .flat_map(|(_, rest)| rest.split_whitespace())
        .filter(|word| word.contains('/'))
        .map(str::to_string)
        .collect()
}

/// One trial: build the mixed program, run it, compare with the all-peer build.
fn check(case: &Case, config: Config) -> Result<(), Failed> {
    let expected = case.expected[config.expected_index()]
        .get_or_init(|| reference_output(case, config))
        .as_ref()
        .map_err(|e| {
            format!(
                "the all-{} reference build failed: {e}",
                config.peer.label()
            )
        })?;
    let work = tempdir()?;
    let exe = work.path().join("mixed");
    let compiler_stderr = build_mixed(case, config, work.path(), &exe)?;
    let run = execute(&exe, config.target)?;
    let stdout = String::from_utf8_lossy(&run.stdout);
    let status = status_code(run.status);
    if stdout == *expected && status == 0 {
        return Ok(());
    }
    let outcome = Outcome {
        stdout: &stdout,
        status,
        program_stderr: &run.stderr,
        compiler_stderr: &compiler_stderr,
    };
    Err(report(config, expected, &outcome).into())
}

fn tempdir() -> Result<tempfile::TempDir, String> {
    tempfile::tempdir().map_err(|e| format!("cannot make a temporary directory: {e}"))
}

/// The output of the program built by the peer alone; it must exit 0.
fn reference_output(case: &Case, config: Config) -> Result<String, String> {
    let work = tempdir()?;
    let exe = work.path().join("reference");
    let mut objects = peer_objects(case, config, work.path())?;
    objects.push(peer_object(
        config,
        &case.main,
        &work.path().join("main.o"),
    )?);
    objects.push(peer_object(config, &case.lib, &work.path().join("lib.o"))?);
    link(config.target, &objects, &exe)?;
    let run = execute(&exe, config.target)?;
    if !run.status.success() {
        return Err(format!(
            "the {}-built program exited with status {}:\n{}",
            config.peer.label(),
            status_code(run.status),
            String::from_utf8_lossy(&run.stderr)
        ));
    }
    Ok(String::from_utf8_lossy(&run.stdout).into_owned())
}

/// Builds the program with one side by tcc-rs and the other by the peer; returns what tcc-rs
/// said on standard error (warnings). tcc-rs links when it builds `main.c`, gcc otherwise.
fn build_mixed(case: &Case, config: Config, work: &Path, exe: &Path) -> Result<String, String> {
    let mut objects = peer_objects(case, config, work)?;
    match config.direction {
        Direction::TccCallsPeer => {
            objects.push(peer_object(config, &case.lib, &work.join("lib.o"))?);
            let mut cmd = tcc(config);
            cmd.arg(&case.main).args(&objects).arg("-o").arg(exe);
            tool(&mut cmd)
        }
        Direction::PeerCallsTcc => {
            let lib = work.join("lib.o");
            let mut cmd = tcc(config);
            cmd.arg("-c").arg(&case.lib).arg("-o").arg(&lib);
            let warnings = tool(&mut cmd)?;
            objects.push(peer_object(config, &case.main, &work.join("main.o"))?);
            objects.push(lib);
            objects.push(runtime_object(config.target)?);
            link(config.target, &objects, exe)?;
            Ok(warnings)
        }
    }
}

/// The tcc-rs runtime (`runtime/runtime.c`) built for `target` by its gcc, once per run. An
/// object that tcc-rs compiles with `-c` may call the runtime's helpers (`long double`
/// arithmetic, the stack region of variable length arrays), so a program that another
/// compiler's driver links needs it, as docs/usage.md ("The runtime") says.
fn runtime_object(target: Target) -> Result<PathBuf, String> {
    static BUILT: [OnceLock<Result<PathBuf, String>>; 2] = [OnceLock::new(), OnceLock::new()];
    let slot = &BUILT[usize::from(matches!(target, Target::Aarch64Qemu))];
    slot.get_or_init(|| {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("abi-runtime");
        fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        let obj = dir.join(format!("runtime-{}.o", target.label()));
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("runtime/runtime.c");
        let mut cmd = Command::new(target.gcc());
        cmd.args(["-c", "-O2", "-fPIC", "-w"])
            .arg(&src)
            .arg("-o")
            .arg(&obj);
        tool(&mut cmd)?;
        Ok(obj)
    })
    .clone()
}

/// The tcc-rs command for `config`, without inputs.
fn tcc(config: Config) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_tcc-rs"));
    cmd.args(config.mode.tcc_args())
        .args(config.target.tcc_args());
    cmd
}

/// The objects of the case's `*.peer.c` files.
fn peer_objects(case: &Case, config: Config, work: &Path) -> Result<Vec<PathBuf>, String> {
    case.peer_only
        .iter()
        .enumerate()
        .map(|(i, src)| peer_object(config, src, &work.join(format!("peer{i}.o"))))
        .collect()
}

fn peer_object(config: Config, src: &Path, obj: &Path) -> Result<PathBuf, String> {
    let mut cmd = config.peer.compiler(config.target);
    cmd.arg("-c").arg(src).arg("-o").arg(obj);
    tool(&mut cmd)?;
    Ok(obj.to_path_buf())
}

fn link(target: Target, objects: &[PathBuf], exe: &Path) -> Result<(), String> {
    let mut cmd = Command::new(target.gcc());
    cmd.args(objects).arg("-o").arg(exe);
    tool(&mut cmd).map(drop)
}

/// Runs a compiler or linker; its standard error on success, or a message naming the
/// command on failure.
fn tool(cmd: &mut Command) -> Result<String, String> {
    let out = run_with_timeout(cmd, b"", COMPILE_LIMIT)?;
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    if out.status.success() {
        return Ok(stderr);
    }
    let args: Vec<String> = cmd
        .get_args()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    Err(format!(
        "`{} {}` failed (exit status {}):\n{stderr}",
        cmd.get_program().to_string_lossy(),
        args.join(" "),
        status_code(out.status)
    ))
}

fn execute(exe: &Path, target: Target) -> Result<process::Finished, String> {
    run_with_timeout(&mut target.run_command(exe), b"", RUN_LIMIT)
}

/// What the mixed program and tcc-rs did.
struct Outcome<'a> {
    stdout: &'a str,
    status: i32,
    program_stderr: &'a [u8],
    compiler_stderr: &'a str,
}

/// A failure message a person can act on: which side each compiler built, what differs as
/// a unified diff, and everything the program and tcc-rs said on standard error.
fn report(config: Config, expected: &str, outcome: &Outcome) -> String {
    let peer = config.peer.label();
    let mut message = match config.direction {
        Direction::TccCallsPeer => format!("main.c by tcc-rs, lib.c by {peer}"),
        Direction::PeerCallsTcc => format!("main.c by {peer}, lib.c by tcc-rs"),
    };
    message.push_str(&format!(
        "; target {}, {}\n",
        config.target.label(),
        config.mode.label()
    ));
    if outcome.stdout != expected {
        message.push_str(&format!(
            "standard output differs from the all-{peer} build's:\n"
        ));
        let diff = TextDiff::from_lines(expected, outcome.stdout);
        let header = format!("all {peer}");
        message.push_str(
            &diff
                .unified_diff()
                .context_radius(3)
                .header(&header, "mixed")
                .to_string(),
        );
    }
    if outcome.status != 0 {
        message.push_str(&format!("exit status {}, expected 0\n", outcome.status));
    }
    if !outcome.program_stderr.is_empty() {
        message.push_str("program stderr:\n");
        message.push_str(&String::from_utf8_lossy(outcome.program_stderr));
    }
    if !outcome.compiler_stderr.is_empty() {
        message.push_str("tcc-rs stderr:\n");
        message.push_str(outcome.compiler_stderr);
    }
    message
}

//! Running child processes and measuring them: CPU time (user + system) and peak resident
//! set size, as the kernel accounts them to the child, plus a timeout-guarded run that
//! captures standard output for checking a program's result.
//!
//! CPU time rather than wall-clock time is what the runner compares: the machine may be
//! shared, and a process's own CPU time is much less disturbed by other load than its wall
//! time. The numbers come from `wait4(2)`, which returns the `rusage` of the reaped child
//! including its own reaped children (so `gcc`, which runs `cc1` and `as`, is measured as a
//! whole, and its peak RSS is that of its largest process, as `/usr/bin/time` reports it).
//! That peak is never below the runner's own peak at the time the child was started: Linux
//! records the parent's high-water mark in the child's when a child spawned with `vfork`
//! (as `Command` spawns) executes its program. So memory is measured before the runner grows.

use std::io::{self, Read};
use std::os::raw::{c_int, c_long};
use std::os::unix::process::ExitStatusExt;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// What one finished child process used.
#[derive(Clone, Copy, Debug)]
pub struct Usage {
    /// User plus system CPU time.
    pub cpu: Duration,
    /// Peak resident set size in KiB (Linux reports `ru_maxrss` in kilobytes).
    pub max_rss_kib: u64,
}

/// `struct timeval` of the Linux ABI on 64-bit targets.
#[repr(C)]
#[derive(Default)]
struct Timeval {
    tv_sec: c_long,
    tv_usec: c_long,
}

/// `struct rusage` of the Linux ABI: two timevals and fourteen longs.
#[repr(C)]
#[derive(Default)]
struct Rusage {
    ru_utime: Timeval,
    ru_stime: Timeval,
    ru_maxrss: c_long,
    /// ixrss, idrss, isrss, minflt, majflt, nswap, inblock, oublock, msgsnd, msgrcv,
    /// nsignals, nvcsw, nivcsw: not needed here, but part of the layout.
    _rest: [c_long; 13],
}

extern "C" {
    /// From the C library every Rust program on Linux already links with.
    fn wait4(pid: c_int, status: *mut c_int, options: c_int, rusage: *mut Rusage) -> c_int;
}

fn timeval_to_duration(tv: &Timeval) -> Duration {
    Duration::from_secs(tv.tv_sec.max(0) as u64) + Duration::from_micros(tv.tv_usec.max(0) as u64)
}

/// Runs `cmd` to completion with its output discarded and returns how it exited and what it
/// used. Standard input is closed (`/dev/null`).
pub fn run_measured(cmd: &mut Command) -> io::Result<(ExitStatus, Usage)> {
    run_measured_from(cmd, Stdio::null())
}

/// [`run_measured`] with standard input read from `stdin`.
pub fn run_measured_from(cmd: &mut Command, stdin: Stdio) -> io::Result<(ExitStatus, Usage)> {
    let child = cmd
        .stdin(stdin)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()?;
    let pid = c_int::try_from(child.id()).map_err(|_| io::Error::other("pid out of range"))?;
    let mut status: c_int = 0;
    let mut usage = Rusage::default();
    loop {
        // SAFETY: `pid` is our own unreaped child (std's `Child` never waits on drop), and
        // both out-pointers point at live, correctly laid out locals.
        let rc = unsafe { wait4(pid, &mut status, 0, &mut usage) };
        if rc == pid {
            break;
        }
        let err = io::Error::last_os_error();
        if err.kind() != io::ErrorKind::Interrupted {
            return Err(err);
        }
    }
    let cpu = timeval_to_duration(&usage.ru_utime) + timeval_to_duration(&usage.ru_stime);
    let max_rss_kib = u64::try_from(usage.ru_maxrss).unwrap_or(0);
    Ok((ExitStatus::from_raw(status), Usage { cpu, max_rss_kib }))
}

/// How a checked run ended.
#[derive(Debug)]
pub enum Outcome {
    Exited {
        status: ExitStatus,
        stdout: String,
        stderr: String,
    },
    TimedOut,
}

/// Reads a pipe to its end on its own thread, so a chatty child cannot block on a full pipe.
fn drain<R: Read + Send + 'static>(mut pipe: R) -> thread::JoinHandle<io::Result<String>> {
    thread::spawn(move || {
        let mut bytes = Vec::new();
        pipe.read_to_end(&mut bytes)?;
        Ok(String::from_utf8_lossy(&bytes).into_owned())
    })
}

fn join(reader: thread::JoinHandle<io::Result<String>>) -> io::Result<String> {
    reader
        .join()
        .map_err(|_| io::Error::other("pipe reader panicked"))?
}

/// Runs `cmd`, capturing standard output and error, and kills it if it is still running
/// after `timeout`.
pub fn run_captured(cmd: &mut Command, timeout: Duration) -> io::Result<Outcome> {
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    let stdout = drain(child.stdout.take().expect("stdout was piped"));
    let stderr = drain(child.stderr.take().expect("stderr was piped"));
    let status = wait_or_kill(&mut child, timeout)?;
    let (stdout, stderr) = (join(stdout)?, join(stderr)?);
    Ok(match status {
        Some(status) => Outcome::Exited {
            status,
            stdout,
            stderr,
        },
        None => Outcome::TimedOut,
    })
}

/// Runs `cmd` with standard input from `stdin` and standard output written to `stdout` (the
/// output may be large or binary); standard error is captured. `None` when it is still
/// running after `timeout` (it is killed).
pub fn run_to_file(
    cmd: &mut Command,
    stdin: Stdio,
    stdout: Stdio,
    timeout: Duration,
) -> io::Result<Option<(ExitStatus, String)>> {
    let mut child = cmd
        .stdin(stdin)
        .stdout(stdout)
        .stderr(Stdio::piped())
        .spawn()?;
    let stderr = drain(child.stderr.take().expect("stderr was piped"));
    let status = wait_or_kill(&mut child, timeout)?;
    let stderr = join(stderr)?;
    Ok(status.map(|status| (status, stderr)))
}

/// Waits for `child` until `timeout` has passed, then kills it; `None` if it was killed.
fn wait_or_kill(child: &mut Child, timeout: Duration) -> io::Result<Option<ExitStatus>> {
    let deadline = Instant::now() + timeout;
    loop {
        if let Some(status) = child.try_wait()? {
            return Ok(Some(status));
        }
        if Instant::now() >= deadline {
            child.kill()?;
            child.wait()?;
            return Ok(None);
        }
        thread::sleep(Duration::from_millis(5));
    }
}

/// The median of a non-empty sample (the mean of the middle two for an even count).
pub fn median(samples: &[Duration]) -> Option<Duration> {
    let mut sorted = samples.to_vec();
    sorted.sort();
    let n = sorted.len();
    match n {
        0 => None,
        _ if n % 2 == 1 => Some(sorted[n / 2]),
        _ => Some((sorted[n / 2 - 1] + sorted[n / 2]) / 2),
    }
}

/// The geometric mean of positive ratios; `None` for an empty list.
pub fn geomean(ratios: &[f64]) -> Option<f64> {
    if ratios.is_empty() {
        return None;
    }
    let log_sum: f64 = ratios.iter().map(|r| r.ln()).sum();
    Some((log_sum / ratios.len() as f64).exp())
}

//! `--time-passes`: the wall time of each phase of the pipeline, printed to stderr as a
//! table with totals and percentages, in the spirit of LLVM's `-time-passes`.
//!
//! A module of its own, beside the driver and the front end that both time phases with it.
//! The driver owns the clock: it times the phases it calls (preprocess, parse, sema, lower,
//! mem2reg, verify, link) and adds the phases that code generation measures inside itself
//! (translation to Cranelift IR, Cranelift's per-function compilation, object emission).
//! Time spent in a phase on several files adds up.
//!
//! Besides wall time, each phase gets the CPU time (user + system) it took: on a loaded
//! machine wall time mostly measures the wait for a core, while CPU time still measures the
//! work. The phases run on the calling thread while code generation's workers compile
//! earlier functions on others, so a phase gets the CPU time of the calling thread, and
//! Cranelift's compilation that of the other threads (the process's, from
//! `/proc/self/stat`, less the calling thread's: Linux reports the process's in ticks of
//! 1/100 s, `USER_HZ`, fixed by the kernel ABI).

use crate::passes::mem2reg::{StepTimes, STEPS};
use crate::passes::pipeline::PIPELINE;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Every phase, in pipeline order, each pass of the pipeline after mem2reg
/// (`passes::pipeline::PIPELINE`) one: the table always lists all of them, so that a phase
/// that did not run (`link` under `-c`, `mem2reg` and `sroa` under `--no-mem2reg`) shows as zero.
pub fn phases() -> Vec<&'static str> {
    let passes = PIPELINE.iter().map(|p| p.name);
    [PREPROCESS, PARSE, SEMA, LOWER, SMALL_MEMOPS, SROA, MEM2REG]
        .into_iter()
        .chain(passes)
        .chain([VERIFY, TRANSLATE, COMPILE, EMIT, LINK])
        .collect()
}
pub const PREPROCESS: &str = "preprocess";
pub const PARSE: &str = "parse";
pub const SEMA: &str = "sema";
pub const LOWER: &str = "lower";
pub const SMALL_MEMOPS: &str = crate::passes::small_memops::NAME;
pub const SROA: &str = crate::passes::sroa::NAME;
pub const MEM2REG: &str = "mem2reg";
pub const VERIFY: &str = "verify";
pub const TRANSLATE: &str = "codegen: IR to Cranelift IR";
pub const COMPILE: &str = "codegen: Cranelift compile";
pub const EMIT: &str = "object emission";
pub const LINK: &str = "link";

/// Accumulated time per phase; disabled timers measure nothing.
#[derive(Debug)]
pub struct PassTimes {
    enabled: bool,
    phases: Vec<Phase>,
    started: Instant,
    cpu_at_start: Option<Duration>,
    /// mem2reg's steps, summed over every function; `None` until mem2reg reports some.
    mem2reg_steps: Option<StepTimes>,
    /// The CPU time of the phases timed on threads other than the calling one
    /// ([`SharedTimes`]): not code generation's, though it runs beside it.
    elsewhere: Duration,
}

/// Phases timed on several threads at once (the pipeline's passes on the functions of a
/// unit): each run is recorded as it ends, and all go to the [`PassTimes`] that made this
/// once the threads are done ([`PassTimes::absorb`]). Their wall times add up across the
/// threads, as the CPU times do.
pub struct SharedTimes {
    enabled: bool,
    /// The thread that made this, whose CPU time its [`PassTimes`] already follows.
    owner: std::thread::ThreadId,
    runs: Mutex<Vec<Run>>,
}

/// One run of a phase [`SharedTimes`] timed: the phase, its wall and CPU time, and whether
/// it ran on another thread than the one that made the clock.
type Run = (&'static str, Duration, Option<Duration>, bool);

impl SharedTimes {
    /// Run `f` as (part of) `phase`, on any thread.
    pub fn time<T>(&self, phase: &'static str, f: impl FnOnce() -> T) -> T {
        if !self.enabled {
            return f();
        }
        let (start, cpu_start) = (Instant::now(), thread_cpu_time());
        let out = f();
        let cpu = cpu_start
            .zip(thread_cpu_time())
            .map(|(a, b)| b.saturating_sub(a));
        let elsewhere = std::thread::current().id() != self.owner;
        let run = (phase, start.elapsed(), cpu, elsewhere);
        self.runs
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(run);
        out
    }
}

#[derive(Clone, Debug)]
struct Phase {
    name: &'static str,
    wall: Duration,
    /// `None` where the phase overlaps others on other threads, so that the process's CPU
    /// time cannot be split (its CPU time is counted in an overlapping phase).
    cpu: Option<Duration>,
}

/// User plus system time of this process so far (all threads), if the system says.
fn process_cpu_time() -> Option<Duration> {
    const USER_HZ: u64 = 100;
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The command name (field 2) is in parentheses and may contain spaces; utime and stime
    // are fields 14 and 15, the 12th and 13th after it.
    let after_name = &stat[stat.rfind(')')? + 1..];
    let mut fields = after_name.split_whitespace().skip(11);
    let utime: u64 = fields.next()?.parse().ok()?;
    let stime: u64 = fields.next()?.parse().ok()?;
    Some(Duration::from_millis((utime + stime) * 1000 / USER_HZ))
}

/// User plus system time of the calling thread so far, if the system says.
fn thread_cpu_time() -> Option<Duration> {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `clock_gettime` writes the time into `t`, which lives across the call.
    let ok = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) } == 0;
    ok.then(|| Duration::new(t.tv_sec as u64, t.tv_nsec as u32))
}

/// The CPU time of the process and of the calling thread at one moment
/// ([`PassTimes::cpu_mark`]).
#[derive(Copy, Clone, Debug)]
pub struct CpuMark {
    process: Duration,
    thread: Duration,
    elsewhere: Duration,
}

impl PassTimes {
    pub fn new(enabled: bool) -> PassTimes {
        PassTimes {
            enabled,
            phases: phases()
                .into_iter()
                .map(|name| Phase {
                    name,
                    wall: Duration::ZERO,
                    cpu: Some(Duration::ZERO),
                })
                .collect(),
            started: Instant::now(),
            cpu_at_start: if enabled { process_cpu_time() } else { None },
            mem2reg_steps: None,
            elsewhere: Duration::ZERO,
        }
    }

    /// A clock for phases that run on several threads at once, added back by
    /// [`PassTimes::absorb`].
    pub fn shared(&self) -> SharedTimes {
        SharedTimes {
            enabled: self.enabled,
            owner: std::thread::current().id(),
            runs: Mutex::new(Vec::new()),
        }
    }

    /// Add the runs `shared` timed.
    pub fn absorb(&mut self, shared: SharedTimes) {
        let runs = shared.runs.into_inner().unwrap_or_else(|e| e.into_inner());
        for (phase, wall, cpu, elsewhere) in runs {
            self.add(phase, wall, cpu);
            if elsewhere {
                self.elsewhere += cpu.unwrap_or_default();
            }
        }
    }

    /// The calling thread's CPU time so far, to measure phases that run elsewhere.
    pub fn cpu_now(&self) -> Option<Duration> {
        if self.enabled {
            thread_cpu_time()
        } else {
            None
        }
    }

    /// The CPU time so far of the process and the calling thread, to measure what other
    /// threads do from now on ([`PassTimes::other_threads_since`]).
    pub fn cpu_mark(&self) -> Option<CpuMark> {
        if !self.enabled {
            return None;
        }
        Some(CpuMark {
            process: process_cpu_time()?,
            thread: thread_cpu_time()?,
            elsewhere: self.elsewhere,
        })
    }

    /// The CPU time the threads other than the calling one took since `mark`, but for the
    /// phases timed there ([`SharedTimes`]).
    pub fn other_threads_since(&self, mark: Option<CpuMark>) -> Option<Duration> {
        let now = self.cpu_mark()?;
        let mark = mark?;
        let process = now.process.saturating_sub(mark.process);
        let own = now.thread.saturating_sub(mark.thread);
        let timed = now.elsewhere.saturating_sub(mark.elsewhere);
        Some(process.saturating_sub(own).saturating_sub(timed))
    }

    /// Run `f` as (part of) `phase`.
    pub fn time<T>(&mut self, phase: &'static str, f: impl FnOnce() -> T) -> T {
        if !self.enabled {
            return f();
        }
        let (start, cpu_start) = (Instant::now(), thread_cpu_time());
        let out = f();
        let cpu = match (cpu_start, thread_cpu_time()) {
            (Some(a), Some(b)) => b.saturating_sub(a),
            _ => Duration::ZERO,
        };
        self.add(phase, start.elapsed(), Some(cpu));
        out
    }

    /// Add time measured elsewhere (inside code generation) to `phase`.
    pub fn add(&mut self, phase: &'static str, wall: Duration, cpu: Option<Duration>) {
        match self.phases.iter_mut().find(|p| p.name == phase) {
            Some(p) => {
                p.wall += wall;
                p.cpu = p.cpu.zip(cpu).map(|(a, b)| a + b);
            }
            None => self.phases.push(Phase {
                name: phase,
                wall,
                cpu,
            }),
        }
    }

    /// Add the times of mem2reg's steps on one function ([`crate::passes::mem2reg::run_timed`]).
    pub fn add_mem2reg_steps(&mut self, times: StepTimes) {
        if self.enabled {
            *self.mem2reg_steps.get_or_insert_default() += times;
        }
    }

    pub fn enabled(&self) -> bool {
        self.enabled
    }

    /// The report: one line per phase, slowest (in wall time) first, then the sums, and the
    /// whole run (the difference is reading files and the driver itself).
    pub fn report(&self) -> String {
        let wall: Duration = self.phases.iter().map(|p| p.wall).sum();
        let cpu: Duration = self.phases.iter().filter_map(|p| p.cpu).sum();
        let run_cpu = match (self.cpu_at_start, process_cpu_time()) {
            (Some(a), Some(b)) => b.saturating_sub(a),
            _ => Duration::ZERO,
        };
        let mut rows = self.phases.clone();
        rows.sort_by_key(|p| std::cmp::Reverse(p.wall));
        let mut out = String::new();
        let rule = "===-------------------------------------------------------------===\n";
        out.push_str(rule);
        out.push_str("                tcc-rs pass execution timing report\n");
        out.push_str(rule);
        out.push_str(&format!(
            "  Total of the phases: {:.4} s wall, {:.2} s CPU (whole run: {:.4} s wall, {:.2} s CPU)\n\n",
            wall.as_secs_f64(),
            cpu.as_secs_f64(),
            self.started.elapsed().as_secs_f64(),
            run_cpu.as_secs_f64(),
        ));
        out.push_str("   ---Wall Time---    ---CPU Time---   --Name--\n");
        for p in rows {
            let cpu_column = match p.cpu {
                Some(c) => format!("{:7.2} ({:5.1}%)", c.as_secs_f64(), percent(c, cpu)),
                None => format!("{:>7} {:8}", "-", ""),
            };
            out.push_str(&format!(
                "   {:8.4} ({:5.1}%)  {cpu_column}  {}\n",
                p.wall.as_secs_f64(),
                percent(p.wall, wall),
                p.name
            ));
        }
        out.push_str(&format!(
            "   {:8.4} (100.0%)  {:7.2} (100.0%)  Total\n",
            wall.as_secs_f64(),
            cpu.as_secs_f64()
        ));
        if self.phases.iter().any(|p| p.cpu.is_none()) {
            out.push_str("   (-: CPU time counted in 'codegen: Cranelift compile')\n");
        }
        if let Some(steps) = &self.mem2reg_steps {
            out.push_str(&mem2reg_report(steps));
        }
        out
    }
}

/// The second table: mem2reg's time split into its steps, in the order they run (as LLVM
/// lists the dominator tree apart from the pass that uses it).
fn mem2reg_report(steps: &StepTimes) -> String {
    let total: Duration = steps.0.iter().sum();
    let rule = "===-------------------------------------------------------------===\n";
    let mut out = String::from(rule);
    out.push_str("                    mem2reg, step by step\n");
    out.push_str(rule);
    out.push_str("   ---Wall Time---   --Step--\n");
    for (name, t) in STEPS.iter().zip(steps.0) {
        out.push_str(&format!(
            "   {:8.4} ({:5.1}%)  {name}\n",
            t.as_secs_f64(),
            percent(t, total)
        ));
    }
    out.push_str(&format!("   {:8.4} (100.0%)  Total\n", total.as_secs_f64()));
    out
}

fn percent(part: Duration, whole: Duration) -> f64 {
    if whole.is_zero() {
        0.0
    } else {
        100.0 * part.as_secs_f64() / whole.as_secs_f64()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_report_lists_every_phase_and_the_total() {
        let mut t = PassTimes::new(true);
        // A recorded phase, not a timed sleep: under load a sleep can last longer than the
        // 6 ms below, and the order checked at the end would depend on the machine.
        t.time(PARSE, || ());
        t.add(PARSE, Duration::from_millis(2), None);
        t.add(
            COMPILE,
            Duration::from_millis(6),
            Some(Duration::from_millis(10)),
        );
        t.add(TRANSLATE, Duration::from_millis(1), None);
        let r = t.report();
        for p in phases() {
            assert!(r.contains(p), "{p} missing from\n{r}");
        }
        assert!(r.contains("Total"), "{r}");
        // Slowest first: compile (6 ms) before parse (2 ms and a moment).
        assert!(r.find(COMPILE).unwrap() < r.find(PARSE).unwrap(), "{r}");
    }

    #[test]
    fn mem2reg_steps_are_summed_over_functions_and_listed_in_order() {
        let mut t = PassTimes::new(true);
        assert!(!t.report().contains("step by step"), "no steps, no table");
        let mut one = StepTimes::default();
        one.0[0] = Duration::from_millis(3);
        one.0[3] = Duration::from_millis(1);
        t.add_mem2reg_steps(one);
        t.add_mem2reg_steps(one);
        let r = t.report();
        let table = &r[r.find("mem2reg, step by step").expect("the steps' table")..];
        let rows: Vec<&str> = table.lines().skip(3).collect();
        assert_eq!(rows.len(), STEPS.len() + 1, "{table}");
        for (row, step) in rows.iter().zip(STEPS) {
            assert!(row.ends_with(step), "{row:?} is not {step:?}");
        }
        assert_eq!(rows[0].trim(), format!("0.0060 ( 75.0%)  {}", STEPS[0]));
        assert_eq!(rows[3].trim(), format!("0.0020 ( 25.0%)  {}", STEPS[3]));
        assert_eq!(rows[1].trim(), format!("0.0000 (  0.0%)  {}", STEPS[1]));
        assert_eq!(rows[STEPS.len()].trim(), "0.0080 (100.0%)  Total");
    }

    #[test]
    fn a_disabled_timer_still_runs_the_phase() {
        let mut t = PassTimes::new(false);
        assert_eq!(t.time(SEMA, || 7), 7);
        assert!(!t.enabled());
    }

    #[test]
    fn cpu_time_grows_with_work() {
        let before = process_cpu_time().expect("/proc/self/stat is readable on Linux");
        let (mut x, start) = (0u64, Instant::now());
        while process_cpu_time().unwrap() < before + Duration::from_millis(20)
            && start.elapsed() < Duration::from_secs(30)
        {
            x = std::hint::black_box(x.wrapping_mul(31).wrapping_add(7));
        }
        assert!(process_cpu_time().unwrap() >= before + Duration::from_millis(20));
    }
}

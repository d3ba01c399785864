//! `--time-passes`: the wall time of each phase of the pipeline, printed to stderr as a
//! table with totals and percentages, in the spirit of LLVM's `-time-passes`.
//!
//! The driver owns the clock: it times the phases it calls (preprocess, parse, sema, lower,
//! mem2reg, verify, link) and adds the phases that code generation measures inside itself
//! (translation to Cranelift IR, Cranelift's per-function compilation, object emission).
//! Phases keep the order in which they first ran; time spent in a phase on several files
//! adds up.

use std::time::{Duration, Instant};

/// Every phase, in pipeline order: the table always lists all of them, so that a phase
/// that did not run (`link` under `-c`, `mem2reg` under `--no-mem2reg`) shows as zero.
pub const PHASES: [&str; 10] = [
    PREPROCESS, PARSE, SEMA, LOWER, MEM2REG, VERIFY, TRANSLATE, COMPILE, EMIT, LINK,
];
pub const PREPROCESS: &str = "preprocess";
pub const PARSE: &str = "parse";
pub const SEMA: &str = "sema";
pub const LOWER: &str = "lower";
pub const MEM2REG: &str = "mem2reg";
pub const VERIFY: &str = "verify";
pub const TRANSLATE: &str = "codegen: IR to Cranelift IR";
pub const COMPILE: &str = "codegen: Cranelift compile";
pub const EMIT: &str = "object emission";
pub const LINK: &str = "link";

/// Accumulated wall time per phase; disabled timers measure nothing.
#[derive(Debug)]
pub struct PassTimes {
    enabled: bool,
    phases: Vec<(&'static str, Duration)>,
    started: Instant,
}

impl PassTimes {
    pub fn new(enabled: bool) -> PassTimes {
        PassTimes {
            enabled,
            phases: PHASES.iter().map(|&p| (p, Duration::ZERO)).collect(),
            started: Instant::now(),
        }
    }

    /// Run `f` as (part of) `phase`.
    pub fn time<T>(&mut self, phase: &'static str, f: impl FnOnce() -> T) -> T {
        if !self.enabled {
            return f();
        }
        let start = Instant::now();
        let out = f();
        self.add(phase, start.elapsed());
        out
    }

    /// Add time measured elsewhere (inside code generation) to `phase`.
    pub fn add(&mut self, phase: &'static str, d: Duration) {
        match self.phases.iter_mut().find(|(p, _)| *p == phase) {
            Some((_, total)) => *total += d,
            None => self.phases.push((phase, d)),
        }
    }

    pub fn enabled(&self) -> bool {
        self.enabled
    }

    /// The report: one line per phase, slowest first, then the sum of the phases and the
    /// wall time of the whole run (the difference is reading files and the driver itself).
    pub fn report(&self) -> String {
        let sum: Duration = self.phases.iter().map(|&(_, d)| d).sum();
        let wall = self.started.elapsed();
        let mut rows = self.phases.clone();
        rows.sort_by_key(|&(_, d)| std::cmp::Reverse(d));
        let pct = |d: Duration| {
            if sum.is_zero() {
                0.0
            } else {
                100.0 * d.as_secs_f64() / sum.as_secs_f64()
            }
        };
        let mut out = String::new();
        out.push_str("===-------------------------------------------------------------===\n");
        out.push_str("                    tcc-rs pass execution timing report\n");
        out.push_str("===-------------------------------------------------------------===\n");
        out.push_str(&format!(
            "  Total of the phases: {:.4} seconds ({:.4} wall clock)\n\n",
            sum.as_secs_f64(),
            wall.as_secs_f64()
        ));
        out.push_str("   ---Wall Time---  --Name--\n");
        for (name, d) in rows {
            out.push_str(&format!(
                "   {:8.4} ({:5.1}%)  {name}\n",
                d.as_secs_f64(),
                pct(d)
            ));
        }
        out.push_str(&format!("   {:8.4} (100.0%)  Total\n", sum.as_secs_f64()));
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_report_lists_every_phase_and_the_total() {
        let mut t = PassTimes::new(true);
        t.time(PARSE, || std::thread::sleep(Duration::from_millis(2)));
        t.add(COMPILE, Duration::from_millis(6));
        let r = t.report();
        for p in PHASES {
            assert!(r.contains(p), "{p} missing from\n{r}");
        }
        assert!(r.contains("Total"), "{r}");
        // Slowest first: compile (6 ms) before parse (about 2 ms).
        assert!(r.find(COMPILE).unwrap() < r.find(PARSE).unwrap(), "{r}");
    }

    #[test]
    fn a_disabled_timer_still_runs_the_phase() {
        let mut t = PassTimes::new(false);
        assert_eq!(t.time(SEMA, || 7), 7);
        assert!(!t.enabled());
    }
}

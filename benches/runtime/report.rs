//! The results of a benchmark run and their presentation: the Markdown tables (run time
//! per program and variant with the ratios the project's targets are stated in, compile time
//! and memory on the large file) and an SVG bar chart of run time relative to gcc -O2.
//!
//! The chart is written by hand (a few rectangles and labels) rather than with a plotting
//! crate, so the runner adds no dependency.

use crate::measure::{geomean, median};
use std::fmt::Write;
use std::time::Duration;

/// What happened to one program under one compiler variant.
#[derive(Debug)]
pub enum Cell {
    /// The compiler is not installed.
    NotInstalled,
    /// The compiler rejected the program; the first line of its diagnostics.
    CompileFailed(String),
    /// The binary crashed, exited with a non-zero status, or could not be started.
    Crashed(String),
    /// The binary ran past the time limit of the checking run.
    TimedOut,
    /// The binary ran: whether its output matched the reference, and its CPU times.
    Ran { correct: bool, times: Vec<Duration> },
}

impl Cell {
    /// The median CPU time, for a binary that printed the right answer.
    pub fn median(&self) -> Option<Duration> {
        match self {
            Cell::Ran {
                correct: true,
                times,
            } => median(times),
            _ => None,
        }
    }

    fn text(&self) -> String {
        match self {
            Cell::NotInstalled => "not installed".into(),
            Cell::CompileFailed(_) => "compile failed".into(),
            Cell::Crashed(_) => "crashed".into(),
            Cell::TimedOut => "timed out".into(),
            Cell::Ran { correct, times } => match (median(times), correct) {
                (Some(t), true) => format!("{:.3}", t.as_secs_f64()),
                (Some(t), false) => format!("**WRONG** {:.3}", t.as_secs_f64()),
                (None, _) => "not run".into(),
            },
        }
    }
}

/// One benchmark program's results, one cell per variant.
pub struct ProgramResult {
    pub name: String,
    pub cells: Vec<Cell>,
}

impl ProgramResult {
    fn has_mismatch(&self) -> bool {
        self.cells
            .iter()
            .any(|c| matches!(c, Cell::Ran { correct: false, .. }))
    }

    /// `time(numerator) / time(denominator)` when both ran correctly.
    pub fn ratio(&self, numerator: usize, denominator: usize) -> Option<f64> {
        let n = self.cells[numerator].median()?.as_secs_f64();
        let d = self.cells[denominator].median()?.as_secs_f64();
        (n > 0.0 && d > 0.0).then(|| n / d)
    }
}

/// A ratio column of the run-time table: a label and the two variants it divides.
pub struct RatioColumn {
    pub label: &'static str,
    pub numerator: usize,
    pub denominator: usize,
}

/// The geometric mean of a ratio over the programs where it is defined.
pub fn geomean_ratio(
    results: &[ProgramResult],
    numerator: usize,
    denominator: usize,
) -> Option<f64> {
    let ratios: Vec<f64> = results
        .iter()
        .filter_map(|r| r.ratio(numerator, denominator))
        .collect();
    geomean(&ratios)
}

/// The largest value of a ratio over the programs where it is defined.
pub fn max_ratio(results: &[ProgramResult], numerator: usize, denominator: usize) -> Option<f64> {
    results
        .iter()
        .filter_map(|r| r.ratio(numerator, denominator))
        .reduce(f64::max)
}

fn format_ratio(r: Option<f64>) -> String {
    r.map_or_else(|| "-".into(), |r| format!("{r:.2}"))
}

/// The run-time table: median CPU seconds per program and variant, then the ratio columns,
/// and a last row with geometric means (of each variant's time relative to `reference`, and
/// of each ratio column).
pub fn runtime_table(
    variants: &[&str],
    results: &[ProgramResult],
    ratios: &[RatioColumn],
    reference: usize,
) -> String {
    let mut out = String::new();
    out.push_str("| program |");
    for v in variants {
        let _ = write!(out, " {v} |");
    }
    for r in ratios {
        let _ = write!(out, " {} |", r.label);
    }
    out.push('\n');
    out.push_str("|---|");
    out.push_str(&"---:|".repeat(variants.len() + ratios.len()));
    out.push('\n');
    for result in results {
        let name = if result.has_mismatch() {
            format!("{} (**MISMATCH**)", result.name)
        } else {
            result.name.clone()
        };
        let _ = write!(out, "| {name} |");
        for cell in &result.cells {
            let _ = write!(out, " {} |", cell.text());
        }
        for r in ratios {
            let _ = write!(
                out,
                " {} |",
                format_ratio(result.ratio(r.numerator, r.denominator))
            );
        }
        out.push('\n');
    }
    let _ = write!(out, "| geomean, relative to {} |", variants[reference]);
    for v in 0..variants.len() {
        let _ = write!(
            out,
            " {} |",
            format_ratio(geomean_ratio(results, v, reference))
        );
    }
    for r in ratios {
        let _ = write!(
            out,
            " {} |",
            format_ratio(geomean_ratio(results, r.numerator, r.denominator))
        );
    }
    out.push('\n');
    out
}

/// Notes under the table: every compile failure, crash and wrong output, by name.
pub fn runtime_notes(variants: &[&str], results: &[ProgramResult]) -> String {
    let mut out = String::new();
    for result in results {
        for (v, cell) in result.cells.iter().enumerate() {
            let note = match cell {
                Cell::CompileFailed(why) => format!("compile failed: {why}"),
                Cell::Crashed(why) => format!("crashed: {why}"),
                Cell::TimedOut => "timed out".into(),
                Cell::Ran { correct: false, .. } => {
                    "printed a different checksum from the reference (excluded from the ratios)"
                        .into()
                }
                _ => continue,
            };
            let _ = writeln!(out, "- {} / {}: {note}", result.name, variants[v]);
        }
    }
    out
}

/// One compiler's figures on the large file.
pub struct CompileResult {
    pub label: String,
    /// Median CPU time and the largest peak RSS over the repetitions; `Err` with the reason
    /// when the compiler failed.
    pub outcome: Result<(Duration, u64), String>,
}

/// The compile-time table: CPU time, throughput, peak memory, and both relative to
/// `reference` (clang -O0).
pub fn compile_table(lines: usize, results: &[CompileResult], reference: Option<usize>) -> String {
    let reference = reference.and_then(|r| results[r].outcome.as_ref().ok().copied());
    let mut out = String::new();
    out.push_str("| compiler | CPU time (s) | lines/s | peak RSS (MiB) | time / clang -O0 | RSS / clang -O0 |\n");
    out.push_str("|---|---:|---:|---:|---:|---:|\n");
    for r in results {
        match &r.outcome {
            Ok((cpu, rss)) => {
                let secs = cpu.as_secs_f64();
                let throughput = if secs > 0.0 {
                    lines as f64 / secs
                } else {
                    f64::INFINITY
                };
                let (time_ratio, rss_ratio) = match reference {
                    Some((ref_cpu, ref_rss)) => (
                        format!("{:.2}", secs / ref_cpu.as_secs_f64()),
                        format!("{:.2}", *rss as f64 / ref_rss as f64),
                    ),
                    None => ("-".into(), "-".into()),
                };
                let _ = writeln!(
                    out,
                    "| {} | {secs:.3} | {throughput:.0} | {:.1} | {time_ratio} | {rss_ratio} |",
                    r.label,
                    *rss as f64 / 1024.0
                );
            }
            Err(why) => {
                let _ = writeln!(out, "| {} | failed: {why} | - | - | - | - |", r.label);
            }
        }
    }
    out
}

const COLORS: [&str; 8] = [
    "#4e79a7", "#e15759", "#f28e2b", "#edc948", "#59a14f", "#76b7b2", "#b07aa1", "#9c755f",
];

/// A grouped bar chart, one group per program and one bar per variant, of run time relative
/// to `reference` on a log2 scale (so 2x slower and 2x faster are the same distance from 1).
pub fn runtime_svg(variants: &[&str], results: &[ProgramResult], reference: usize) -> String {
    let ratios: Vec<Vec<Option<f64>>> = results
        .iter()
        .map(|r| (0..variants.len()).map(|v| r.ratio(v, reference)).collect())
        .collect();
    let finite = ratios.iter().flatten().flatten().copied();
    let max = finite.clone().fold(2.0f64, f64::max);
    let min = finite.fold(0.5f64, f64::min);
    let (lo, hi) = (min.log2().floor(), max.log2().ceil());

    let bar = 11.0;
    let group_gap = 18.0;
    let group = bar * variants.len() as f64 + group_gap;
    let (left, top, plot_h, bottom) = (60.0, 40.0 + 18.0 * variants.len() as f64, 320.0, 90.0);
    let width = left + group * results.len() as f64 + 20.0;
    let height = top + plot_h + bottom;
    let y_of = |ratio: f64| top + plot_h * (hi - ratio.log2()) / (hi - lo);

    let mut svg = String::new();
    let _ = writeln!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0}" height="{height:.0}" font-family="sans-serif" font-size="11">"#
    );
    let _ = writeln!(svg, r#"<rect width="100%" height="100%" fill="white"/>"#);
    let _ = writeln!(
        svg,
        r#"<text x="{left}" y="16" font-size="14">Run time relative to {} (median CPU time, log scale; lower is faster)</text>"#,
        variants[reference]
    );
    for (v, name) in variants.iter().enumerate() {
        let y = 30.0 + 18.0 * v as f64;
        let _ = writeln!(
            svg,
            r#"<rect x="{left}" y="{:.0}" width="12" height="12" fill="{}"/><text x="{}" y="{:.0}">{}</text>"#,
            y,
            COLORS[v % COLORS.len()],
            left + 18.0,
            y + 10.0,
            xml_escape(name)
        );
    }
    let mut exp = lo;
    while exp <= hi {
        let ratio = exp.exp2();
        let y = y_of(ratio);
        let stroke = if exp == 0.0 { "#333" } else { "#ddd" };
        let _ = writeln!(
            svg,
            r#"<line x1="{left}" x2="{:.0}" y1="{y:.1}" y2="{y:.1}" stroke="{stroke}"/><text x="{}" y="{:.1}" text-anchor="end">{}</text>"#,
            width - 20.0,
            left - 6.0,
            y + 4.0,
            format_tick(ratio)
        );
        exp += 1.0;
    }
    let base_y = y_of(1.0);
    for (p, result) in results.iter().enumerate() {
        let x0 = left + group * p as f64 + group_gap / 2.0;
        for (v, ratio) in ratios[p].iter().enumerate() {
            let x = x0 + bar * v as f64;
            match ratio {
                Some(r) => {
                    let y = y_of(*r);
                    let (y_top, h) = if y < base_y {
                        (y, base_y - y)
                    } else {
                        (base_y, y - base_y)
                    };
                    let _ = writeln!(
                        svg,
                        r#"<rect x="{x:.1}" y="{y_top:.1}" width="{:.1}" height="{:.1}" fill="{}"><title>{} / {}: {r:.2}</title></rect>"#,
                        bar - 1.0,
                        h.max(0.5),
                        COLORS[v % COLORS.len()],
                        xml_escape(&result.name),
                        xml_escape(variants[v])
                    );
                }
                None => {
                    // No bar: the variant failed, crashed or printed a wrong answer.
                    let _ = writeln!(
                        svg,
                        r#"<text x="{:.1}" y="{:.1}" font-size="9" text-anchor="middle" fill="{}">x</text>"#,
                        x + bar / 2.0,
                        base_y - 3.0,
                        COLORS[v % COLORS.len()]
                    );
                }
            }
        }
        let label_x = x0 + bar * variants.len() as f64 / 2.0;
        let label_y = top + plot_h + 14.0;
        let _ = writeln!(
            svg,
            r#"<text x="{label_x:.1}" y="{label_y:.1}" text-anchor="end" transform="rotate(-40 {label_x:.1} {label_y:.1})">{}</text>"#,
            xml_escape(&result.name)
        );
    }
    svg.push_str("</svg>\n");
    svg
}

fn format_tick(ratio: f64) -> String {
    if ratio >= 1.0 {
        format!("{ratio:.0}x")
    } else {
        format!("{ratio}x")
    }
}

fn xml_escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

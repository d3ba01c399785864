//! The page of a small program: its structure from the HTML text, then as a real browser
//! renders it (headless Chromium runs its script and a check script, and dumps the DOM; a
//! screenshot is taken).

use crate::driver;
use std::path::Path;
use std::process::Command;

/// A loop with two variables that need phis, and an array indexed by a variable, whose
/// address is offset (a remark; SROA leaves it whole).
const SOURCE: &str = "int printf(const char *, ...);
int sum(int n) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s += i;
    return s;
}
int main(void) {
    int a[4] = {1, 2, 3, 4};
    int k = sum(3) % 4;
    printf(\"%d %d\\n\", sum(10), a[k]);
    return 0;
}
";

/// The page of `SOURCE`, written in `dir`.
fn explain(dir: &Path) -> String {
    explain_source(dir, SOURCE)
}

/// The page of `source`, written in `dir`.
fn explain_source(dir: &Path, source: &str) -> String {
    let src = dir.join("loop.c");
    std::fs::write(&src, source).unwrap();
    let out = dir.join("loop.html");
    let args = [
        "--explain",
        src.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
    ];
    assert_eq!(
        driver::main(args.iter().map(|s| s.to_string()).collect()),
        0
    );
    std::fs::read_to_string(out).unwrap()
}

/// The text of `html` from `start` to the next `end`.
fn between<'a>(html: &'a str, start: &str, end: &str) -> &'a str {
    let from = html.find(start).unwrap_or_else(|| panic!("no {start}")) + start.len();
    let len = html[from..].find(end).unwrap_or_else(|| panic!("no {end}"));
    &html[from..from + len]
}

/// A function's JSON blob in `html`, with the escapes of JSON and of `json_for_script`
/// undone (enough to search it as text).
fn blob(html: &str, id: &str) -> String {
    let start = format!("class=\"explain-data\" id=\"data-{id}\">");
    between(html, &start, "</script>")
        .replace("\\u003c", "<")
        .replace("\\u000a", "\n")
        .replace("\\\"", "\"")
        .replace("\\\\", "\\")
}

#[test]
fn the_index_lists_every_function_and_its_data_holds_source_stages_cfgs_and_machine_code() {
    let dir = tempfile::tempdir().unwrap();
    let html = explain(dir.path());
    assert!(html.starts_with("<!DOCTYPE html>"));
    // The index: a row per function, with its size.
    let index = between(&html, "<nav class=\"index\">", "</nav>");
    assert!(
        index.contains("2 functions <input type=\"search\""),
        "{index}"
    );
    assert!(
        index.contains("<tr><td><a href=\"#f0-0\">sum</a></td><td>"),
        "{index}"
    );
    assert!(
        index.contains("<tr><td><a href=\"#f0-1\">main</a></td><td>"),
        "{index}"
    );
    // sum: 5 blocks, 2 phis, passes (simplifycfg, loop-rotate) changed it.
    assert!(
        index.contains("loop.c</td><td class=\"n\">5</td>"),
        "{index}"
    );
    // The C source once, as lines.
    assert!(between(&html, "id=\"source-0\">", "</script>")
        .contains("\"    for (int i = 0; i \\u003c n; i++)\""));
    for (id, name) in [("f0-0", "sum"), ("f0-1", "main")] {
        let data = blob(&html, id);
        assert!(data.starts_with(&format!("{{\"id\":\"{id}\",\"name\":\"{name}\"")));
        for part in [
            "\"stages\":[{\"name\":\"memory form\"",
            "{\"name\":\"mem2reg\"",
            "<table class=\"stats\">",
            "<div class=\"remarks\">",
            "<div class=\"col asm with\">",
            "<div class=\"col asm without\">",
        ] {
            assert!(data.contains(part), "{name}: {part}");
        }
        // Graphviz's pictures, or the graphs for the page's own layout without it.
        let pictures = data.matches("{\"svg\":\"<svg").count() + data.matches("\"graph\":").count();
        assert_eq!(pictures, 2, "{name}");
    }
    let sum = blob(&html, "f0-0");
    assert!(sum.contains("\"span\":[2,6]"), "{sum}");
    // The IR made from lines 4 and 5, in memory form, each line with its C line.
    assert!(
        sum.contains("[\"  %cmp = icmp slt i32 %0, %1\",4]"),
        "{sum}"
    );
    assert!(sum.contains("[\"  %add = add nsw i32 %3, %2\",5]"), "{sum}");
    // The SSA form refers to the lines it keeps (the entry's label and the header) and
    // holds those that changed.
    assert!(sum.contains("{\"name\":\"mem2reg\","), "{sum}");
    assert!(
        sum.contains("\"lines\":[[0,2],[8,2],[\"  %s.0 = phi i32 [0, entry], [%add, for.inc]\",4]")
    );
    // Two phis (s and i) in the loop header, each with its line in the SSA form.
    assert_eq!(sum.matches("{\"id\":\"phi-f0-0-").count(), 2, "{sum}");
    assert!(
        sum.contains("\"block\":\"for.cond\",\"variable\":"),
        "{sum}"
    );
    assert!(
        sum.contains("\"name\":\"s\",\"defs\":[\"entry\",\"for.body\"]"),
        "{sum}"
    );
    assert!(sum.contains("\"idf\":[\"for.cond\"]"), "{sum}");
    assert!(
        sum.contains("\"placed\":[{\"block\":\"for.cond\",\"kept\":true}]"),
        "{sum}"
    );
    // The loop is rotated: a stage after mem2reg, with what the pass counted.
    assert!(
        sum.contains("{\"name\":\"loop-rotate\",\"stats\":\"<ul><li>1: loops rotated"),
        "{sum}"
    );
    // Statistics, and the machine code is smaller with mem2reg.
    assert!(sum.contains("<td class=\"n\">2</td><td>Number of PHI nodes inserted"));
    let with: usize = between(&sum, "size-with\">", "<").parse().unwrap();
    let without: usize = between(&sum, "size-without\">", "<").parse().unwrap();
    assert!(with < without, "{with} {without}");
    let main = blob(&html, "f0-1");
    assert!(main.contains("alloca <code>%a</code> not promoted: address offset"));
    // Self-contained: nothing to fetch.
    for external in ["<link", " src=", "href=\"http", "url(http"] {
        assert!(!html.contains(external), "{external}");
    }
}

/// A structure SROA splits: SROA's stage, with what it counted, comes between the memory
/// form and mem2reg's, which keeps its name (the phis' data refers to its lines).
#[test]
fn sroa_is_a_stage_before_mem2reg_when_it_splits_an_aggregate() {
    let dir = tempfile::tempdir().unwrap();
    let source = "struct p { int x, y; };
int f(int a) {
    struct p s = { a, 2 };
    for (int i = 0; i < a; i++)
        s.x += s.y;
    return s.x;
}
";
    let html = explain_source(dir.path(), source);
    let f = blob(&html, "f0-0");
    let at = |part: &str| f.find(part).unwrap_or_else(|| panic!("no {part} in {f}"));
    let memory = at("{\"name\":\"memory form\"");
    let sroa = at(
        "{\"name\":\"sroa\",\"stats\":\"<ul><li>1: aggregates split</li>\
                   <li>2: slices made</li></ul>\"",
    );
    let mem2reg = at("{\"name\":\"mem2reg\"");
    assert!(memory < sroa && sroa < mem2reg, "{f}");
    at("%s.sroa.0 = alloca 4, align 4");
    at("%s.sroa.0.0 = phi i32");
}

/// A stage repeats none of the lines of the stage before it that it keeps: a run of them
/// is `[first, count]`.
#[test]
fn a_stage_refers_to_the_lines_it_keeps_from_the_stage_before() {
    let line = |text: &str, line| super::IrLine {
        text: text.to_string(),
        line,
    };
    let before = [
        line("a", Some(1)),
        line("b", Some(2)),
        line("c", None),
        line("d", None),
    ];
    let after = [
        line("a", Some(1)),
        line("b", Some(2)),
        line("x", Some(3)),
        line("d", None),
    ];
    let json = super::stage_json("p", "", &after, Some(&before));
    assert_eq!(
        json,
        "{\"name\":\"p\",\"stats\":\"\",\"lines\":[[0,2],[\"x\",3],[3,1]]}"
    );
    let first = super::stage_json("m", "", &before, None);
    assert!(
        first.contains("\"lines\":[[\"a\",1],[\"b\",2],\"c\",\"d\"]"),
        "{first}"
    );
}

/// Appended to a copy of the page: checks the function the page opens (the first), clicks
/// its first phi, a block of its CFG and its last stage tab, and records what the browser
/// laid out, in a `<pre id="check">` the DOM dump shows.
const CHECK_SCRIPT: &str = r#"<script>
(function () {
  const out = {};
  const section = document.querySelector("section.function");
  out.opened = section.id;
  const cols = [...section.querySelectorAll(".columns.three > .col")].map(c => c.getBoundingClientRect());
  out.columns = cols.length;
  out.sideBySide = cols.every((r, i) => i === 0 ||
    (Math.abs(r.top - cols[0].top) < 1 && r.left >= cols[i - 1].right - 1 && r.width > 150));
  out.phis = document.querySelectorAll(".line.phi").length;
  out.panelsBefore = document.querySelectorAll(".phi-panel").length;
  section.querySelector(".line.phi").click();
  const panel = section.querySelector(".phi-panel.open");
  out.panelShown = !!panel && panel.getBoundingClientRect().height > 40;
  out.panelText = panel ? panel.textContent : "";
  const after = section.querySelector("figure.cfg.after");
  out.marked = ["def", "idf", "phiblock"].map(c => after.querySelectorAll("g.node." + c).length);
  out.pictures = [...document.querySelectorAll("figure.cfg svg")]
    .filter(s => s.getBoundingClientRect().width > 50).length;
  after.querySelector("g.node").dispatchEvent(new MouseEvent("click", { bubbles: true }));
  const block = section.querySelector(".block-panel.open");
  out.blockText = block ? block.textContent : "";
  const tabs = [...section.querySelectorAll(".stages button")];
  out.tabs = tabs.map(b => b.textContent);
  tabs[tabs.length - 1].click();
  out.afterTitle = section.querySelector(".col.ssa h3").textContent;
  out.status = document.querySelector(".js-status").textContent;
  out.errors = window.explainErrors;
  const pre = document.createElement("pre");
  pre.id = "check";
  pre.textContent = JSON.stringify(out);
  document.body.append(pre);
})();
</script>
"#;

/// Put first in the page's `<head>`: collects the script errors, for `CHECK_SCRIPT`.
pub(crate) const ERROR_SINK: &str = "<script>window.explainErrors = [];\
    addEventListener(\"error\", e => explainErrors.push(e.message + \" line \" + e.lineno));</script>";

/// A function of 900 blocks (a chain of `if`s) and a small one: the big CFG is drawn by
/// tcc-rs's own layout at once, with a note, instead of being handed to Graphviz; the small
/// one still is (when `dot` is installed), so the page comes in bounded time.
#[test]
fn a_cfg_too_big_for_graphviz_is_drawn_by_the_own_layout_with_a_note() {
    let mut source = String::from("int big(int x) {\n    int s = 0;\n");
    for i in 0..450 {
        source.push_str(&format!("    if (x > {i}) s += x ^ {i};\n"));
    }
    source.push_str("    return s;\n}\nint small(int x) { return x + 1; }\n");
    let dir = tempfile::tempdir().unwrap();
    let html = explain_source(dir.path(), &source);
    let big = blob(&html, "f0-0");
    assert_eq!(
        big.matches("too big for Graphviz").count(),
        2,
        "before and after mem2reg"
    );
    // The page's script draws them from the graph: each block, its size and successors.
    assert_eq!(big.matches("\"graph\":[[\"entry\",").count(), 2, "{big}");
    let small = blob(&html, "f0-1");
    assert!(!small.contains("too big for Graphviz"));
}

/// Headless Chromium's command with the flags that keep it off the network and out of the
/// user's profile; `None` (and a message) where it is not installed.
fn chromium(profile: &Path) -> Option<Command> {
    let found = ["chromium", "chromium-browser"].into_iter().find(|c| {
        Command::new(c)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    });
    let Some(program) = found else {
        eprintln!(
            "chromium not installed (Debian: apt-get install chromium); skipping the browser test"
        );
        return None;
    };
    let mut cmd = Command::new(program);
    cmd.args([
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
    ])
    .arg(format!("--user-data-dir={}", profile.display()));
    Some(cmd)
}

#[test]
fn the_page_renders_in_headless_chromium_and_its_script_builds_the_function_view() {
    let dir = tempfile::tempdir().unwrap();
    let Some(mut dump) = chromium(&dir.path().join("profile")) else {
        return;
    };
    let html = explain(dir.path());
    let checked = dir.path().join("checked.html");
    let with_checks = html
        .replacen("<head>", &format!("<head>{ERROR_SINK}"), 1)
        .replace("</body>", &format!("{CHECK_SCRIPT}</body>"));
    std::fs::write(&checked, with_checks).unwrap();
    let out = dump
        .arg("--dump-dom")
        .arg(format!("file://{}", checked.display()))
        .output()
        .unwrap();
    let dom = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let check = between(&dom, "<pre id=\"check\">", "</pre>");
    for fact in [
        "\"opened\":\"f0-0\"",
        "\"columns\":3",
        "\"sideBySide\":true",
        "\"phis\":2,\"panelsBefore\":0",
        "\"panelShown\":true",
        // sum's phi of s: defined in entry and for.body, IDF for.cond (which gets the phi).
        "\"marked\":[2,1,1]",
        "\"pictures\":2",
        // The entry block, before and after mem2reg: its allocas and stores go.
        "\"blockText\":\"Block entrybefore mem2reg",
        "\"tabs\":[\"mem2reg\",\"simplifycfg\",\"loop-rotate\"]",
        "\"afterTitle\":\"after loop-rotate\"",
        "\"status\":\"2 function(s); open one from the index.\"",
        "\"errors\":[]",
    ] {
        assert!(check.contains(fact), "{fact} not in {check}");
    }
    for text in [
        "on the edge entry → for.cond",
        "iterated dominance frontier",
        "for.cond",
        "store i32 0, %s",
    ] {
        assert!(check.contains(text), "{text} not in {check}");
    }
    // The view exists only because the page's script built it.
    assert!(!html.contains("<section class=\"function\""));
    assert!(dom.contains("<section class=\"function\" id=\"f0-0\""));

    // A screenshot with the first phi's panel open.
    let page = dir.path().join("loop.html");
    let shot = dir.path().join("shot.png");
    let out = chromium(&dir.path().join("profile"))
        .unwrap()
        .arg(format!("--screenshot={}", shot.display()))
        .arg("--window-size=1200,900")
        .arg(format!("file://{}?phi=phi-f0-0-0", page.display()))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let png = std::fs::read(&shot).unwrap();
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    let dimension = |at: usize| u32::from_be_bytes(png[at..at + 4].try_into().unwrap());
    assert_eq!((dimension(16), dimension(20)), (1200, 900));
    // A blank page of that size compresses to a few kilobytes; this one has text and pictures.
    assert!(png.len() > 40_000, "{} bytes", png.len());
}

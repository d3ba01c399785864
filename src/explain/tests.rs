//! The page of a small program: its structure from the HTML text, then as a real browser
//! renders it (headless Chromium runs its script and a check script, and dumps the DOM; a
//! screenshot is taken).

use crate::driver;
use std::path::Path;
use std::process::Command;

/// A loop with two variables that need phis, and an array whose address is offset (a
/// remark).
const SOURCE: &str = "int printf(const char *, ...);
int sum(int n) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s += i;
    return s;
}
int main(void) {
    int a[4] = {1, 2, 3, 4};
    printf(\"%d %d\\n\", sum(10), a[2]);
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

#[test]
fn every_function_gets_its_source_ir_ssa_cfgs_statistics_and_machine_code() {
    let dir = tempfile::tempdir().unwrap();
    let html = explain(dir.path());
    assert!(html.starts_with("<!DOCTYPE html>"));
    for (id, name) in [("f0-0", "sum"), ("f0-1", "main")] {
        let section = between(
            &html,
            &format!("<section class=\"function\" id=\"{id}\">"),
            "</section>",
        );
        assert!(section.contains(&format!("<h2>{name} ")), "{name}");
        for part in [
            "<div class=\"col source\">",
            "<div class=\"col ir\">",
            "<div class=\"col ssa\">",
            "<figure class=\"cfg before\">",
            "<figure class=\"cfg after\">",
            "<div class=\"col asm with\">",
            "<div class=\"col asm without\">",
            "<table class=\"stats\">",
            "<div class=\"remarks\">",
            "<script type=\"application/json\" class=\"explain-data\">",
        ] {
            assert!(section.contains(part), "{name}: {part}");
        }
        assert_eq!(section.matches("<svg").count(), 2, "{name}");
    }
    let sum = between(&html, "id=\"f0-0\">", "</section>");
    // The C lines, numbered as in the file, and the IR made from line 4 in both forms.
    assert!(sum.contains(
        "<span class=\"line\" data-line=\"4\"><span class=\"ln\">   4</span>     for (int i = 0; i &lt; n; i++)</span>"
    ));
    let ir = between(sum, "<div class=\"col ir\">", "</div>");
    let ssa = between(sum, "<div class=\"col ssa\">", "</div>");
    assert!(ir.contains("data-line=\"4\">  %cmp = icmp slt i32"), "{ir}");
    assert!(
        ssa.contains("data-line=\"4\">  %cmp = icmp slt i32"),
        "{ssa}"
    );
    assert!(ir.contains("data-line=\"5\">  %add = add nsw i32"), "{ir}");
    // Two phis (s and i) in the loop header, each operand naming its edge.
    assert_eq!(ssa.matches("class=\"line phi\"").count(), 2);
    assert!(ssa.contains(
        "<span class=\"operand\" title=\"on the edge entry &#8594; for.cond\">[0, entry]</span>"
    ));
    assert!(!ir.contains("phi"));
    let data = between(sum, "class=\"explain-data\">", "</script>");
    assert!(
        data.contains("\"name\":\"s\",\"defs\":[\"entry\",\"for.body\"]"),
        "{data}"
    );
    assert!(data.contains("\"idf\":[\"for.cond\"]"), "{data}");
    assert!(
        data.contains("\"placed\":[{\"block\":\"for.cond\",\"kept\":true}]"),
        "{data}"
    );
    // Statistics, and the machine code is smaller with mem2reg.
    assert!(sum.contains("<td class=\"n\">2</td><td>Number of PHI nodes inserted"));
    let with: usize = between(sum, "size-with\">", "<").parse().unwrap();
    let without: usize = between(sum, "size-without\">", "<").parse().unwrap();
    assert!(with < without, "{with} {without}");
    let main = between(&html, "id=\"f0-1\">", "</section>");
    assert!(main.contains("alloca <code>%a</code> not promoted: address offset"));
    // Self-contained: nothing to fetch.
    for external in ["<link", " src=", "href=\"http", "url(http"] {
        assert!(!html.contains(external), "{external}");
    }
}

/// Appended to a copy of the page: clicks the first phi and records what the browser laid
/// out, in a `<pre id="check">` the DOM dump shows.
const CHECK_SCRIPT: &str = r#"<script>
(function () {
  const out = {};
  const section = document.querySelector("section.function");
  const cols = [...section.querySelectorAll(".columns.three > .col")].map(c => c.getBoundingClientRect());
  out.columns = cols.length;
  out.sideBySide = cols.every((r, i) => i === 0 ||
    (Math.abs(r.top - cols[0].top) < 1 && r.left >= cols[i - 1].right - 1 && r.width > 150));
  out.phis = document.querySelectorAll(".line.phi").length;
  out.panels = document.querySelectorAll(".phi-panel").length;
  out.hiddenBefore = [...document.querySelectorAll(".phi-panel")]
    .every(p => p.getBoundingClientRect().height === 0);
  section.querySelector(".line.phi").click();
  const panel = section.querySelector(".phi-panel.open");
  out.panelShown = !!panel && panel.getBoundingClientRect().height > 40;
  out.panelText = panel ? panel.textContent : "";
  const after = section.querySelector("figure.cfg.after");
  out.marked = ["def", "idf", "phiblock"].map(c => after.querySelectorAll("g.node." + c).length);
  out.pictures = [...document.querySelectorAll("figure.cfg svg")]
    .filter(s => s.getBoundingClientRect().width > 50).length;
  out.status = document.querySelector(".js-status").textContent;
  const pre = document.createElement("pre");
  pre.id = "check";
  pre.textContent = JSON.stringify(out);
  document.body.append(pre);
})();
</script>
"#;

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
    let big = between(
        &html,
        "<section class=\"function\" id=\"f0-0\">",
        "</section>",
    );
    assert_eq!(
        big.matches("too big for Graphviz").count(),
        2,
        "before and after mem2reg"
    );
    assert_eq!(big.matches("class=\"own-layout\"").count(), 2);
    let small = between(
        &html,
        "<section class=\"function\" id=\"f0-1\">",
        "</section>",
    );
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
fn the_page_renders_in_headless_chromium_and_its_script_builds_the_phi_panels() {
    let dir = tempfile::tempdir().unwrap();
    let Some(mut dump) = chromium(&dir.path().join("profile")) else {
        return;
    };
    let html = explain(dir.path());
    let checked = dir.path().join("checked.html");
    std::fs::write(
        &checked,
        html.replace("</body>", &format!("{CHECK_SCRIPT}</body>")),
    )
    .unwrap();
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
        "\"columns\":3",
        "\"sideBySide\":true",
        "\"phis\":2,\"panels\":2",
        "\"hiddenBefore\":true",
        "\"panelShown\":true",
        // sum's phi of s: defined in entry and for.body, IDF for.cond (which gets the phi).
        "\"marked\":[2,1,1]",
        "\"pictures\":4",
        "\"status\":\"2 function(s), 2 phi panel(s) ready.\"",
    ] {
        assert!(check.contains(fact), "{fact} not in {check}");
    }
    for text in [
        "on the edge entry → for.cond",
        "iterated dominance frontier",
        "for.cond",
    ] {
        assert!(check.contains(text), "{text} not in {check}");
    }
    // The panels exist only because the page's script built them.
    assert!(!html.contains("class=\"phi-panel\" data-for"));
    assert_eq!(
        dom.matches("class=\"phi-panel\" data-for").count()
            + dom.matches("class=\"phi-panel open\" data-for").count(),
        2
    );

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

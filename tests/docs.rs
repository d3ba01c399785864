//! The documents stay readable and their links hold.
//!
//! Every Markdown file in the repository's root and in `docs/`: prose lines of at most
//! 120 characters (code blocks and tables aside), table cells of at most 300, and every
//! relative link (`[text](path)`, `[text](path#anchor)`, `[text](#anchor)`) naming a file
//! that exists and, with an anchor, a heading of that file (GitHub's slugs). README.md has
//! at most 400 lines: the rest belongs in `docs/`.

use std::collections::HashSet;
use std::fs;
use std::path::{Path, PathBuf};

const MAX_README_LINES: usize = 400;
const MAX_PROSE_LINE: usize = 120;
const MAX_TABLE_CELL: usize = 300;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// README.md and the other `.md` files of the root and of `docs/`, sorted.
fn markdown_files() -> Vec<PathBuf> {
    let mut files = Vec::new();
    for dir in [root(), root().join("docs")] {
        for entry in fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "md") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

fn relative(path: &Path) -> String {
    path.strip_prefix(root())
        .unwrap_or(path)
        .display()
        .to_string()
}

/// A line that opens or closes a fenced code block.
fn is_fence(line: &str) -> bool {
    let t = line.trim_start();
    t.starts_with("```") || t.starts_with("~~~")
}

fn is_table_row(line: &str) -> bool {
    line.trim_start().starts_with('|')
}

/// The lines outside fenced code blocks, with their 1-based numbers.
fn lines_outside_code(text: &str) -> Vec<(usize, &str)> {
    let mut in_code = false;
    let mut lines = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if is_fence(line) {
            in_code = !in_code;
        } else if !in_code {
            lines.push((i + 1, line));
        }
    }
    lines
}

/// The cells of a table row: split at `|` not escaped by a backslash.
fn table_cells(row: &str) -> Vec<String> {
    let mut cells = vec![String::new()];
    let mut escaped = false;
    for c in row
        .trim()
        .trim_start_matches('|')
        .trim_end_matches('|')
        .chars()
    {
        if c == '|' && !escaped {
            cells.push(String::new());
        } else {
            cells.last_mut().unwrap().push(c);
        }
        escaped = c == '\\';
    }
    cells
}

/// The line with its code spans removed, so that `[a](b)` inside backticks is no link.
fn without_code_spans(line: &str) -> String {
    let mut out = String::new();
    let mut in_code = false;
    for c in line.chars() {
        if c == '`' {
            in_code = !in_code;
        } else if !in_code {
            out.push(c);
        }
    }
    out
}

/// The targets of the inline links and images of a line: what stands in `](...)`.
fn link_targets(line: &str) -> Vec<String> {
    let text = without_code_spans(line);
    let mut targets = Vec::new();
    let mut rest = text.as_str();
    while let Some(at) = rest.find("](") {
        let after = &rest[at + 2..];
        match after.find(')') {
            Some(end) => {
                let target = after[..end].split_whitespace().next().unwrap_or("");
                targets.push(target.trim_matches(['<', '>']).to_string());
                rest = &after[end..];
            }
            None => break,
        }
    }
    targets
}

/// GitHub's anchor for a heading: lower case, punctuation but `-` and `_` dropped, spaces
/// made hyphens; a link's text stands for the link.
fn slug(heading: &str) -> String {
    let mut text = String::new();
    let mut rest = heading;
    while let Some(open) = rest.find('[') {
        let Some(middle) = rest[open..].find("](").map(|m| open + m) else {
            break;
        };
        let Some(end) = rest[middle..].find(')').map(|e| middle + e) else {
            break;
        };
        text.push_str(&rest[..open]);
        text.push_str(&rest[open + 1..middle]);
        rest = &rest[end + 1..];
    }
    text.push_str(rest);
    text.trim()
        .chars()
        .filter(|c| c.is_alphanumeric() || *c == ' ' || *c == '-' || *c == '_')
        .flat_map(char::to_lowercase)
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The anchors of a Markdown file's headings, `-1`, `-2`... after repeats, as GitHub has them.
fn anchors(text: &str) -> HashSet<String> {
    let mut seen = HashSet::new();
    for (_, line) in lines_outside_code(text) {
        let hashes = line.chars().take_while(|&c| c == '#').count();
        if hashes == 0 || hashes > 6 || !line[hashes..].starts_with(' ') {
            continue;
        }
        let base = slug(line[hashes..].trim().trim_end_matches('#'));
        let mut anchor = base.clone();
        let mut n = 0;
        while seen.contains(&anchor) {
            n += 1;
            anchor = format!("{base}-{n}");
        }
        seen.insert(anchor);
    }
    seen
}

#[test]
fn readme_is_at_most_400_lines() {
    let readme = fs::read_to_string(root().join("README.md")).unwrap();
    let lines = readme.lines().count();
    assert!(
        lines <= MAX_README_LINES,
        "README.md has {lines} lines, at most {MAX_README_LINES} wanted: move reference \
         material to docs/ and link it"
    );
}

#[test]
fn prose_lines_and_table_cells_are_short() {
    let mut problems = Vec::new();
    for file in markdown_files() {
        let text = fs::read_to_string(&file).unwrap();
        for (number, line) in lines_outside_code(&text) {
            let name = relative(&file);
            if is_table_row(line) {
                for cell in table_cells(line) {
                    let length = cell.trim().chars().count();
                    if length > MAX_TABLE_CELL {
                        problems.push(format!(
                            "{name}:{number}: a table cell of {length} characters (at most \
                             {MAX_TABLE_CELL}): {}...",
                            cell.trim().chars().take(60).collect::<String>()
                        ));
                    }
                }
            } else if line.chars().count() > MAX_PROSE_LINE {
                problems.push(format!(
                    "{name}:{number}: a line of {} characters (at most {MAX_PROSE_LINE})",
                    line.chars().count()
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn relative_links_name_files_and_headings_that_exist() {
    let mut problems = Vec::new();
    for file in markdown_files() {
        let text = fs::read_to_string(&file).unwrap();
        let dir = file.parent().unwrap();
        for (number, line) in lines_outside_code(&text) {
            for target in link_targets(line) {
                if target.is_empty() || target.contains("://") || target.starts_with("mailto:") {
                    continue;
                }
                let (path, anchor) = match target.split_once('#') {
                    Some((path, anchor)) => (path, Some(anchor)),
                    None => (target.as_str(), None),
                };
                let linked = if path.is_empty() {
                    file.clone()
                } else {
                    dir.join(path)
                };
                let at = format!("{}:{number}: link `{target}`", relative(&file));
                if !linked.exists() {
                    problems.push(format!("{at}: no file {}", relative(&linked)));
                    continue;
                }
                let Some(anchor) = anchor else { continue };
                if linked.extension().is_none_or(|e| e != "md") {
                    continue;
                }
                let linked_text = fs::read_to_string(&linked).unwrap();
                if !anchors(&linked_text).contains(anchor) {
                    problems.push(format!(
                        "{at}: no heading #{anchor} in {}",
                        relative(&linked)
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn slugs_are_githubs() {
    assert_eq!(slug("Command line"), "command-line");
    assert_eq!(slug("`-run` start-up"), "-run-start-up");
    assert_eq!(
        slug("mem2reg: watching the pass work"),
        "mem2reg-watching-the-pass-work"
    );
    assert_eq!(
        slug("Front end (issue 17): `make bench-front-end`"),
        "front-end-issue-17-make-bench-front-end"
    );
    assert_eq!(slug("The [link](x.md) text"), "the-link-text");
    let repeated = anchors("# A\n## A\n```\n# B\n```\n");
    assert!(repeated.contains("a") && repeated.contains("a-1") && !repeated.contains("b"));
}

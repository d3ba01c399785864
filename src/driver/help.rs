//! `--help` and the manual page, both rendered from the one option table in
//! `cli::options`, so that what the two say cannot drift apart. `docs/tcc-rs.1` is the
//! page as `tcc-rs --print-man-page` prints it; `tests/man_page.rs` checks that it still is.

use super::cli::options::{self, Entry, DESCRIPTION, NOTES, SUMMARY, SYNOPSIS};

/// `--help` lines are at most this wide.
const WIDTH: usize = 92;
/// Where an option's description starts in `--help`.
const TEXT_COLUMN: usize = 21;

/// The text `--help` prints.
pub fn usage() -> String {
    let mut out = format!("Usage: {SYNOPSIS}\n\n{SUMMARY}\n\nOptions:\n");
    for Entry { flags, text } in options::all() {
        let lead = format!("  {flags}");
        let lines = wrap(text, WIDTH - TEXT_COLUMN);
        let mut rest = lines.iter();
        if lead.len() < TEXT_COLUMN {
            // Short enough: the description starts on the option's line.
            let first = rest.next().map_or("", String::as_str);
            out.push_str(&format!("{lead:<TEXT_COLUMN$}{first}\n"));
        } else {
            out.push_str(&format!("{lead}\n"));
        }
        for line in rest {
            out.push_str(&format!("{:TEXT_COLUMN$}{line}\n", ""));
        }
    }
    out.push('\n');
    for note in NOTES {
        for line in wrap(note, WIDTH) {
            out.push_str(&line);
            out.push('\n');
        }
    }
    out
}

/// The manual page in roff (`man 7 man`), as `make install` installs it.
pub fn man_page() -> String {
    let mut out = String::new();
    out.push_str(".\\\" Made by `tcc-rs --print-man-page` from the option table in\n");
    out.push_str(".\\\" src/driver/cli.rs, which --help prints too: do not edit by hand.\n");
    out.push_str(&format!(
        ".TH TCC-RS 1 \"\" \"tcc-rs {}\" \"User Commands\"\n",
        env!("CARGO_PKG_VERSION")
    ));
    out.push_str(".SH NAME\n");
    let what = SUMMARY.trim_end_matches('.');
    let what = what.replacen("A C", "a C", 1);
    out.push_str(&format!("tcc-rs \\- {}\n", roff_text(&what)));
    out.push_str(".SH SYNOPSIS\n");
    let (name, arguments) = SYNOPSIS.split_once(' ').unwrap_or((SYNOPSIS, ""));
    out.push_str(&format!(".B {name}\n{}\n", roff_arguments(arguments)));
    out.push_str(".SH DESCRIPTION\n");
    out.push_str(&format!("{}\n", roff_text(DESCRIPTION)));
    out.push_str(".SH OPTIONS\n");
    for Entry { flags, text } in options::all() {
        out.push_str(&format!(
            ".TP\n{}\n{}\n",
            roff_flags(flags),
            roff_text(text)
        ));
    }
    out.push_str(".SH NOTES\n");
    for (i, note) in NOTES.iter().enumerate() {
        if i > 0 {
            out.push_str(".PP\n");
        }
        out.push_str(&format!("{}\n", roff_text(note)));
    }
    out.push_str(".SH SEE ALSO\n.BR gcc (1),\n.BR cc (1).\n");
    out.push_str(&roff_text(
        "Every option at length: docs/usage.md in the source; the C accepted: docs/c-support.md.",
    ));
    out.push('\n');
    out
}

/// `text` in lines of at most `width` characters, broken at spaces (a longer word stands
/// alone on its line).
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && line.len() + 1 + word.len() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// Text for roff: backslashes and hyphens escaped (`\-` is a minus, which options need to be
/// copied from the page), and a line that would start with a control character protected.
fn roff_text(text: &str) -> String {
    let escaped = text.replace('\\', "\\e").replace('-', "\\-");
    if escaped.starts_with('.') || escaped.starts_with('\'') {
        format!("\\&{escaped}")
    } else {
        escaped
    }
}

/// The synopsis's arguments for roff: the words in italics, the brackets and dots not.
fn roff_arguments(arguments: &str) -> String {
    let mut out = String::new();
    let mut in_word = false;
    for c in arguments.chars() {
        let word_char = c.is_alphanumeric();
        if word_char != in_word {
            out.push_str(if word_char { "\\fI" } else { "\\fR" });
            in_word = word_char;
        }
        out.push(c);
    }
    if in_word {
        out.push_str("\\fR");
    }
    out
}

/// An option's spelling for roff: the options in bold, their arguments in italics.
fn roff_flags(flags: &str) -> String {
    let words: Vec<String> = flags
        .split(' ')
        .map(|word| {
            let (word, comma) = match word.strip_suffix(',') {
                Some(word) => (word, ","),
                None => (word, ""),
            };
            let font = if word.starts_with('-') { 'B' } else { 'I' };
            format!("\\f{font}{}\\fR{comma}", roff_text(word))
        })
        .collect();
    words.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrap_breaks_at_spaces_within_the_width() {
        assert_eq!(wrap("aa bb cc", 5), ["aa bb", "cc"]);
        assert_eq!(wrap("a verylongword b", 4), ["a", "verylongword", "b"]);
    }

    #[test]
    fn help_puts_short_options_and_their_text_on_one_line() {
        let help = usage();
        assert!(help.starts_with("Usage: tcc-rs [options] file...\n"));
        assert!(help.contains("\n  -o FILE            Write the output to FILE"));
        // An option too long for its column has its description on the next line.
        assert!(help.contains("\n  --no-strength-reduction\n                     Keep"));
        assert!(help.lines().all(|line| line.len() <= WIDTH), "{help}");
    }

    #[test]
    fn man_page_lists_every_option_in_roff() {
        let page = man_page();
        assert!(page.contains(".TP\n\\fB\\-o\\fR \\fIFILE\\fR\nWrite the output"));
        assert!(page.contains("\\fB\\-l\\fR \\fILIB\\fR, \\fB\\-L\\fR \\fIDIR\\fR"));
        assert_eq!(page.matches("\n.TP\n").count(), options::all().len());
    }
}

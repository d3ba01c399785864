//! `docs/tcc-rs.1`, the manual page `make install` installs, is the page rendered from the
//! option table that `--help` prints (`src/driver/cli.rs`, `src/driver/help.rs`): a change to
//! the table without the page fails here. `BLESS=1 cargo test --test man_page` (or
//! `tcc-rs --print-man-page > docs/tcc-rs.1`) writes the page again.

use std::path::PathBuf;
use std::process::Command;

#[test]
fn checked_in_man_page_is_the_one_rendered_from_the_option_table() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("docs/tcc-rs.1");
    let rendered = tcc_rs::driver::help::man_page();
    if std::env::var_os("BLESS").is_some() {
        std::fs::write(&path, &rendered).unwrap();
        return;
    }
    let checked_in = std::fs::read_to_string(&path).unwrap_or_default();
    if checked_in != rendered {
        let line = checked_in
            .lines()
            .zip(rendered.lines())
            .position(|(a, b)| a != b)
            .unwrap_or_else(|| checked_in.lines().count().min(rendered.lines().count()));
        panic!(
            "docs/tcc-rs.1 is not the manual page the option table in src/driver/cli.rs gives \
             (first difference at line {}): regenerate it with `BLESS=1 cargo test --test \
             man_page` or `target/debug/tcc-rs --print-man-page > docs/tcc-rs.1`",
            line + 1
        );
    }
}

#[test]
fn print_man_page_prints_it() {
    let out = Command::new(env!("CARGO_BIN_EXE_tcc-rs"))
        .arg("--print-man-page")
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        tcc_rs::driver::help::man_page()
    );
}

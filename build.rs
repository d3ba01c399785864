//! Link the `tcc-rs` executable at a fixed address (not position-independent) on Linux.
//!
//! A position-independent executable carries one relative relocation per pointer in its
//! data (about 11,000 here: Cranelift's and pest's tables, vtables), which the dynamic loader
//! applies at every start, writing to (and so copying) every page that holds one: for
//! `tcc-rs -run hello.c` that was about a third of the start-up's page faults. Linked at a
//! fixed address the linker resolves them once. Only the executable is affected; the code is
//! compiled as before (position-independent, which a fixed-address link accepts).
fn main() {
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    if os == "linux" && env == "gnu" {
        println!("cargo:rustc-link-arg-bins=-no-pie");
    }
    println!("cargo:rerun-if-changed=build.rs");
}

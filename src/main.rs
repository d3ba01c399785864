//! The `tcc-rs` executable. Its `main` is the C one, not Rust's `fn main`: Rust's start-up
//! (`lang_start`) reads `/proc/self/maps` to find the main thread's stack guard and sets up
//! an alternate signal stack for its stack-overflow message, which the compiler does not
//! use (it runs on a stack of its own, `stack::on_compiler_stack`), and both cost `-run`'s
//! start-up. `std` needs no set-up of its own on Linux: the arguments are captured by
//! glibc's initialisers, and `process::exit` flushes standard output as a return from
//! Rust's `main` would.
// The test harness brings its own `main`.
#![cfg_attr(not(test), no_main)]

#[cfg(not(test))]
#[no_mangle]
extern "C" fn main(
    _argc: std::ffi::c_int,
    _argv: *const *const std::ffi::c_char,
) -> std::ffi::c_int {
    // As Rust's start-up does: a write to a closed pipe is an error to report, not a signal.
    // SAFETY: setting a signal's disposition to "ignore" has no other effect.
    unsafe { libc::signal(libc::SIGPIPE, libc::SIG_IGN) };
    let args: Vec<String> = std::env::args().skip(1).collect();
    std::process::exit(tcc_rs::driver::process_main(args));
}

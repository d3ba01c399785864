//! A source file is bytes; the compiler's text is `str`. This module is the one place that
//! turns one into the other and back, losing nothing.
//!
//! gcc reads its input as UTF-8 without checking it: a string literal, a character
//! constant, a comment or an `#if 0` group may hold any bytes (EUC-JP, Shift-JIS,
//! Latin-1...), and a narrow literal's bytes reach the object as they were written. tcc-rs
//! keeps source text as `str`, so a byte that is not part of valid UTF-8 is decoded into a
//! reserved code point, and the encoders of what leaves the compiler as bytes map it back:
//!
//! - byte `b` (0x80..=0xFF) that is not part of valid UTF-8 is the code point
//!   `U+10FF00 + b` (U+10FF80..=U+10FFFF, the end of plane 16, supplementary private use,
//!   which real text does not use);
//! - so that this is lossless whatever the file holds, a reserved code point written in the
//!   file as valid UTF-8 is decoded as its four bytes, each one reserved code point.
//!
//! Then `encode(decode(bytes)) == bytes` for every byte string. Valid UTF-8 without a
//! reserved code point (nearly every file) is taken as it is, without a copy: the check is
//! the UTF-8 validation every file had, and a search for the byte 0xF4 that begins the
//! reserved code points' encodings.
//!
//! Who maps back: narrow string literals and character constants (`parse::literal`); wide,
//! UTF-16 and UTF-32 literals take the bytes as UTF-8 and, as gcc does, refuse invalid ones;
//! `#include` names (`to_path`); `-E` output and diagnostics as they are written (the
//! driver). Everything in between (macros, `#`, `##`, `_Pragma`) moves the code points
//! as text, which is moving the bytes.

use std::borrow::Cow;
use std::path::Path;
use std::rc::Rc;

/// The code point standing for byte 0x00; only bytes 0x80..=0xFF are ever decoded so.
const BASE: u32 = 0x10_FF00;

/// The first byte of the UTF-8 encoding of every reserved code point (and of others).
const LEAD: u8 = 0xF4;

/// The byte a reserved code point stands for; `None` for any other character.
#[inline]
pub fn raw_byte(c: char) -> Option<u8> {
    let v = u32::from(c);
    (v >= BASE + 0x80).then(|| (v - BASE) as u8)
}

/// The reserved code point standing for byte `b` (0x80..=0xFF).
fn reserved(b: u8) -> char {
    debug_assert!(b >= 0x80);
    char::from_u32(BASE + u32::from(b)).unwrap_or(char::REPLACEMENT_CHARACTER)
}

/// Whether valid UTF-8 `text` holds a reserved code point (encoded `F4 8F BE..=BF xx`).
fn has_reserved(text: &[u8]) -> bool {
    memchr::memchr_iter(LEAD, text).any(|i| text.get(i + 1) == Some(&0x8F) && text[i + 2] >= 0xBE)
}

/// The text of a file's bytes, taken as it is when it needs no decoding.
pub fn decode(bytes: Vec<u8>) -> String {
    match String::from_utf8(bytes) {
        Ok(text) if !has_reserved(text.as_bytes()) => text,
        Ok(text) => decode_slow(text.as_bytes()),
        Err(e) => decode_slow(e.as_bytes()),
    }
}

/// `decode` for a shared buffer (a header), which is reused as the text when it can be.
pub fn decode_shared(bytes: Rc<[u8]>) -> Rc<str> {
    match std::str::from_utf8(&bytes) {
        Ok(_) if !has_reserved(&bytes) => {
            // SAFETY: `bytes` holds valid UTF-8, and `str` has the layout of `[u8]`.
            unsafe { Rc::from_raw(Rc::into_raw(bytes) as *const str) }
        }
        _ => decode_slow(&bytes).into(),
    }
}

/// `decode` of borrowed bytes (a file name, a literal's bytes shown in a diagnostic).
pub fn to_text(bytes: &[u8]) -> Cow<'_, str> {
    match std::str::from_utf8(bytes) {
        Ok(text) if !has_reserved(bytes) => Cow::Borrowed(text),
        _ => Cow::Owned(decode_slow(bytes)),
    }
}

/// The general case: each byte outside valid UTF-8, and each byte of a reserved code point,
/// becomes a reserved code point.
fn decode_slow(bytes: &[u8]) -> String {
    let mut text = String::with_capacity(bytes.len() + bytes.len() / 2);
    for chunk in bytes.utf8_chunks() {
        for c in chunk.valid().chars() {
            match raw_byte(c) {
                Some(_) => {
                    let mut buf = [0u8; 4];
                    text.extend(c.encode_utf8(&mut buf).bytes().map(reserved));
                }
                None => text.push(c),
            }
        }
        text.extend(chunk.invalid().iter().map(|&b| reserved(b)));
    }
    text
}

/// Append the bytes `c` stands for: its raw byte if it is reserved, else its UTF-8.
#[inline]
pub fn push_char(out: &mut Vec<u8>, c: char) {
    match raw_byte(c) {
        Some(b) => out.push(b),
        None => out.extend_from_slice(c.encode_utf8(&mut [0u8; 4]).as_bytes()),
    }
}

/// The bytes `text` stands for, borrowed when it holds no reserved code point.
pub fn encode(text: &str) -> Cow<'_, [u8]> {
    if !has_reserved(text.as_bytes()) {
        return Cow::Borrowed(text.as_bytes());
    }
    let mut out = Vec::with_capacity(text.len());
    for c in text.chars() {
        push_char(&mut out, c);
    }
    Cow::Owned(out)
}

/// The characters `text` stands for when its bytes are read as UTF-8 (as a wide literal
/// reads them); `None` if they are not valid UTF-8.
pub fn as_utf8(text: &str) -> Option<Cow<'_, str>> {
    match encode(text) {
        Cow::Borrowed(_) => Some(Cow::Borrowed(text)),
        Cow::Owned(bytes) => String::from_utf8(bytes).ok().map(Cow::Owned),
    }
}

/// The path an `#include` name stands for.
pub fn to_path(name: &str) -> Cow<'_, Path> {
    use std::os::unix::ffi::OsStrExt;
    match encode(name) {
        Cow::Borrowed(_) => Cow::Borrowed(Path::new(name)),
        Cow::Owned(bytes) => Cow::Owned(std::ffi::OsStr::from_bytes(&bytes).into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utf8_without_reserved_code_points_is_taken_as_it_is() {
        let bytes = "int é = 1; // 日本".as_bytes().to_vec();
        let ptr = bytes.as_ptr();
        let text = decode(bytes);
        assert_eq!(text.as_ptr(), ptr);
        assert!(matches!(encode(&text), Cow::Borrowed(_)));
    }

    #[test]
    fn invalid_bytes_are_reserved_code_points() {
        let text = decode(b"\"\xa4\xa2\" \x95\\".to_vec());
        let chars: Vec<char> = text.chars().collect();
        assert_eq!(chars[1], '\u{10FFA4}');
        assert_eq!(chars[2], '\u{10FFA2}');
        assert_eq!(chars[5], '\u{10FF95}');
        assert_eq!(chars[6], '\\');
    }

    #[test]
    fn every_byte_string_comes_back_unchanged() {
        let cases: [&[u8]; 6] = [
            b"\xa4\xa2\xff\x80\xc3",
            "\u{10FF80}\u{10FFFF}\u{10FF7F}".as_bytes(),
            b"\xf4\x8f\xbe",
            b"\xf4\x8f\xbe\x80\xe9",
            b"plain \xc3\xa9 text",
            b"",
        ];
        for bytes in cases {
            let text = decode(bytes.to_vec());
            assert_eq!(&*encode(&text), bytes, "{bytes:x?}");
            assert_eq!(&*encode(&to_text(bytes)), bytes);
            assert_eq!(&*encode(&decode_shared(bytes.into())), bytes);
        }
    }

    #[test]
    fn a_reserved_code_point_in_the_file_reads_back_as_utf8() {
        let text = decode("\u{10FF80}".as_bytes().to_vec());
        assert_eq!(text.chars().count(), 4);
        assert_eq!(as_utf8(&text).as_deref(), Some("\u{10FF80}"));
        assert_eq!(as_utf8(&decode(b"a\xe9".to_vec())), None);
    }
}

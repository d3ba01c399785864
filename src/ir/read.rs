//! The IR text form: the reader, the inverse of `print`.
//!
//! Golden tests and hand-written test programs are IR text; this turns them back into the
//! in-memory IR. A small hand-written lexer feeds a recursive-descent parser, one function
//! per production (the production is in the comment above it). Whitespace and newlines are
//! insignificant and `;` starts a comment to the end of the line. Values and blocks may be
//! used before they are defined (a phi in a loop header names a value of the latch), so the
//! parser creates them on first mention and checks at the end of the function that each was
//! defined. Type agreement is left to the verifier; the reader checks only the syntax and
//! that names resolve. Names are kept as name hints; `%` followed by digits only is an
//! unnamed value.
//!
//! The grammar (`{ }` repeats, `[ ]` is optional; names are `[A-Za-z0-9_.$]+`):
//!
//! ```text
//! module    = { global | decl | attrs | function }
//! global    = "global" [ "local" | "import" ] [ "readonly" ] [ "thread_local" ] @name
//!             "size" N "align" N
//!             [ "=" "bytes" [ "[" N ":" @sym (+N|-N) { "," N ":" @sym (+N|-N) } "]" ] ]
//!             (no initialiser: all zero; bytes: printable ASCII, others as \XX hex)
//! decl      = "declare" @name "(" [ abi { "," abi } ] [ "..." ] ")" [ "ms_abi" ] "->" results
//! attrs     = "attributes" @name [ "protected" | "hidden" | "internal" ] [ "weak" ]
//!             [ "alias" @target [ "local" ] ] [ "section" string ] [ "constructor" N ] [ "destructor" N ]
//!             [ "noinline" ] [ "always_inline" ] [ "inline" ] [ "used" ]
//! function  = "fn" [ "local" | "import" ] @name "(" [ abi %p { "," abi %p } ] [ "..." ] ")"
//!             [ "ms_abi" ] "->" results "{" block { block } "}"
//! results   = "void" | abi { "," abi }
//! abi       = type [ "sext" | "zext" ] [ "sret" | "byval" "(" N ")" ]
//! type      = "i8" | "i16" | "i32" | "i64" | "f32" | "f64" | "ptr"
//! block     = name ":" { [ %v { "," %v } "=" ] inst } [ term ]  (phis first; entry first;
//!                                                   several results only for a call)
//! operand   = %v | integer | float | "undef"     (a constant takes its position's type)
//! inst      = "alloca" N "," "align" N
//!           | "load" [ "volatile" ] type "," operand
//!           | "store" [ "volatile" ] type operand "," operand
//!           | binop [ "nsw" ] type operand "," operand
//!                                                   binop: add sub mul sdiv udiv srem urem
//!                                                   and or xor shl lshr ashr fadd fsub fmul fdiv
//!                                                   (`nsw` on add, sub and mul only)
//!           | unop type operand                     unop: neg not fneg
//!           | ( "icmp" | "fcmp" ) cond type operand "," operand
//!                                                   cond: eq ne slt sle sgt sge ult ule ugt uge
//!                                                         oeq une olt ole ogt oge
//!           | castop type operand "to" type         castop: sext zext trunc fpext fptrunc
//!                                                   sitofp uitofp fptosi fptoui bitcast
//!           | "call" [ "cold" ] results ( @f | operand ) "(" [ arg { "," arg } ] ")" [ "ms_abi" ]
//!                 arg = abi operand; "..." before the first variadic argument; `ms_abi`:
//!                 the Microsoft x64 calling convention (`CallConv::MsAbi`); `cold`: the
//!                 callee is `noreturn` or `cold` (`CallData::cold`)
//!                 (`call i32 @printf(ptr %s, ... f64 %d)`)
//!           | "global_addr" @g | "func_addr" @f | "ptr_offset" operand "," operand
//!           | "va_start" operand
//!           | "atomic_load" type "," operand | "atomic_store" type operand "," operand
//!           | "atomic_rmw" rmwop type operand "," operand
//!                                                   rmwop: add sub and nand or xor xchg
//!           | "atomic_cas" type operand "," operand "," operand | "fence"
//!           | "extractlane" type operand "," N | "insertlane" type operand "," operand "," N
//!           | "splat" type operand
//!           | "phi" type "[" operand "," name "]" { "," "[" operand "," name "]" }
//! term      = "jump" name | "br" [ "likely" | "unlikely" ] [ type ] operand "," name "," name
//!           | "switch" type operand "," name "[" [ N ":" name { "," N ":" name } ] "]"
//!           | "ret" "void" | "ret" type operand { "," type operand } | "unreachable" | "trap"
//! ```
//!
//! Integers are decimal (or `0x` hex); floats are Rust's shortest round-trip decimal
//! (`1.5`, `1e-7`, `inf`, `-inf`) or `0x` and the 16 hex digits of the `f64` bits (NaNs).
//! `br` spells the type only for a constant condition. A non-variadic signature reads with
//! `fixed` equal to its parameter count.

use super::print::is_name_char;
use super::*;
use cranelift_entity::SecondaryMap;
use std::collections::HashMap;
use std::fmt;

/// A syntax error, with the 1-based line and column where it was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadError {
    pub line: u32,
    pub col: u32,
    pub message: String,
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.col, self.message)
    }
}

impl std::error::Error for ReadError {}

/// module = { global | declare | function }
pub fn read_module(text: &str) -> Result<Module, ReadError> {
    let mut p = Parser::new(text)?;
    let mut m = Module::default();
    loop {
        match p.peek() {
            Tok::Eof => return Ok(m),
            Tok::Ident(kw) if kw == "global" => m.globals.push(p.global()?),
            Tok::Ident(kw) if kw == "declare" => m.decls.push(p.decl()?),
            Tok::Ident(kw) if kw == "fn" => m.functions.push(p.function()?),
            Tok::Ident(kw) if kw == "attributes" => {
                let (name, attrs) = p.attrs()?;
                m.attrs.insert(name, attrs);
            }
            _ => return Err(p.error("expected `global`, `declare`, `attributes` or `fn`")),
        }
    }
}

/// Exactly one function definition.
pub fn read_function(text: &str) -> Result<Function, ReadError> {
    let mut p = Parser::new(text)?;
    let f = p.function()?;
    match p.peek() {
        Tok::Eof => Ok(f),
        _ => Err(p.error("expected the end of the input after the function")),
    }
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    /// Keywords, types, block names.
    Ident(String),
    /// `%name`, without the `%`.
    Local(String),
    /// `@name`, without the `@`.
    Global(String),
    /// A numeric literal, kept as text until its type is known.
    Num(String),
    Str(Vec<u8>),
    Punct(char),
    Ellipsis,
    Arrow,
    Eof,
}

impl fmt::Display for Tok {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Tok::Ident(s) | Tok::Num(s) => write!(f, "`{s}`"),
            Tok::Local(s) => write!(f, "`%{s}`"),
            Tok::Global(s) => write!(f, "`@{s}`"),
            Tok::Str(_) => write!(f, "a string"),
            Tok::Punct(c) => write!(f, "`{c}`"),
            Tok::Ellipsis => write!(f, "`...`"),
            Tok::Arrow => write!(f, "`->`"),
            Tok::Eof => write!(f, "the end of the input"),
        }
    }
}

struct Token {
    tok: Tok,
    line: u32,
    col: u32,
}

/// Split the text into tokens (the whole input at once: IR files are small enough, and the
/// parser then gets arbitrary lookahead for free).
fn lex(text: &str) -> Result<Vec<Token>, ReadError> {
    let chars: Vec<char> = text.chars().collect();
    let mut toks = Vec::new();
    let (mut i, mut line, mut col) = (0usize, 1u32, 1u32);
    while i < chars.len() {
        let c = chars[i];
        let start = (line, col);
        let at = |k: usize| chars.get(k).copied().unwrap_or('\0');
        let err = |msg: String| ReadError {
            line: start.0,
            col: start.1,
            message: msg,
        };
        let (tok, len) = if c == '\n' {
            i += 1;
            line += 1;
            col = 1;
            continue;
        } else if c.is_whitespace() {
            (None, 1)
        } else if c == ';' {
            let len = chars[i..].iter().take_while(|&&c| c != '\n').count();
            (None, len)
        } else if c == '%' || c == '@' {
            let len = chars[i + 1..]
                .iter()
                .take_while(|&&c| is_name_char(c))
                .count();
            if len == 0 {
                return Err(err(format!("expected a name after `{c}`")));
            }
            let name: String = chars[i + 1..i + 1 + len].iter().collect();
            let tok = if c == '%' {
                Tok::Local(name)
            } else {
                Tok::Global(name)
            };
            (Some(tok), len + 1)
        } else if c == '"' {
            let (bytes, len) = lex_string(&chars[i..]).map_err(err)?;
            (Some(Tok::Str(bytes)), len)
        } else if c == '-' && at(i + 1) == '>' {
            (Some(Tok::Arrow), 2)
        } else if c.is_ascii_digit() || (c == '-' && (at(i + 1).is_ascii_alphanumeric())) {
            let len = number_len(&chars[i..]);
            (Some(Tok::Num(chars[i..i + len].iter().collect())), len)
        } else if is_name_char(c) {
            // `...` is the variadic marker only as a whole word: `...x` is a name.
            let len = chars[i..].iter().take_while(|&&c| is_name_char(c)).count();
            let word: String = chars[i..i + len].iter().collect();
            let tok = if word == "..." {
                Tok::Ellipsis
            } else {
                Tok::Ident(word)
            };
            (Some(tok), len)
        } else if "()[]{},:=+".contains(c) {
            (Some(Tok::Punct(c)), 1)
        } else {
            return Err(err(format!("unexpected character `{c}`")));
        };
        if let Some(tok) = tok {
            toks.push(Token {
                tok,
                line: start.0,
                col: start.1,
            });
        }
        i += len;
        col += len as u32;
    }
    toks.push(Token {
        tok: Tok::Eof,
        line,
        col,
    });
    Ok(toks)
}

/// A number's extent: `-`, then letters, digits and dots (`1.5e-7`, `0x7ff8..`, `-inf`), with
/// a sign allowed right after the exponent's `e` of a decimal.
fn number_len(s: &[char]) -> usize {
    let hex = s.starts_with(&['0', 'x']) || s.starts_with(&['-', '0', 'x']);
    let mut len = usize::from(s[0] == '-');
    while len < s.len() {
        let c = s[len];
        let exponent_sign =
            (c == '-' || c == '+') && !hex && matches!(s[len - 1], 'e' | 'E') && len > 1;
        if c.is_ascii_alphanumeric() || c == '.' || exponent_sign {
            len += 1;
        } else {
            break;
        }
    }
    len
}

/// `"bytes"` with `\XX` hex escapes (and `\\`, `\"`); returns the bytes and the length in chars.
fn lex_string(s: &[char]) -> Result<(Vec<u8>, usize), String> {
    let mut bytes = Vec::new();
    let mut i = 1;
    loop {
        match s.get(i) {
            None | Some('\n') => return Err("unterminated string".to_string()),
            Some('"') => return Ok((bytes, i + 1)),
            Some('\\') => match (s.get(i + 1), s.get(i + 2)) {
                (Some('\\'), _) | (Some('"'), _) => {
                    bytes.push(s[i + 1] as u8);
                    i += 2;
                }
                (Some(&h), Some(&l)) if h.is_ascii_hexdigit() && l.is_ascii_hexdigit() => {
                    let hex: String = [h, l].iter().collect();
                    bytes.push(u8::from_str_radix(&hex, 16).unwrap_or(0));
                    i += 3;
                }
                _ => return Err("a string escape is `\\` and two hex digits".to_string()),
            },
            Some(&c) => {
                let mut buf = [0u8; 4];
                bytes.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
                i += 1;
            }
        }
    }
}

struct Parser {
    toks: Vec<Token>,
    pos: usize,
}

/// The per-function name tables: values and blocks may be mentioned before their definition.
struct FnScope {
    values: HashMap<String, Value>,
    defined: SecondaryMap<Value, bool>,
    /// Values used before their definition, with where they were first used.
    forward_values: Vec<(Value, String, u32, u32)>,
    blocks: HashMap<String, Block>,
    placed: SecondaryMap<Block, bool>,
    forward_blocks: Vec<(Block, u32, u32)>,
}

impl Parser {
    fn new(text: &str) -> Result<Parser, ReadError> {
        Ok(Parser {
            toks: lex(text)?,
            pos: 0,
        })
    }

    fn peek(&self) -> &Tok {
        &self.toks[self.pos].tok
    }

    fn peek_at(&self, k: usize) -> &Tok {
        &self.toks[(self.pos + k).min(self.toks.len() - 1)].tok
    }

    fn next(&mut self) {
        if self.pos + 1 < self.toks.len() {
            self.pos += 1;
        }
    }

    fn here(&self) -> (u32, u32) {
        let t = &self.toks[self.pos];
        (t.line, t.col)
    }

    fn error(&self, msg: &str) -> ReadError {
        let (line, col) = self.here();
        ReadError {
            line,
            col,
            message: format!("{msg}, found {}", self.peek()),
        }
    }

    fn error_at(&self, (line, col): (u32, u32), msg: String) -> ReadError {
        ReadError {
            line,
            col,
            message: msg,
        }
    }

    fn is_kw(&self, kw: &str) -> bool {
        matches!(self.peek(), Tok::Ident(s) if s == kw)
    }

    fn eat_kw(&mut self, kw: &str) -> bool {
        let yes = self.is_kw(kw);
        if yes {
            self.next();
        }
        yes
    }

    fn expect_kw(&mut self, kw: &str) -> Result<(), ReadError> {
        if self.eat_kw(kw) {
            Ok(())
        } else {
            Err(self.error(&format!("expected `{kw}`")))
        }
    }

    fn eat_punct(&mut self, c: char) -> bool {
        let yes = *self.peek() == Tok::Punct(c);
        if yes {
            self.next();
        }
        yes
    }

    fn expect_punct(&mut self, c: char) -> Result<(), ReadError> {
        if self.eat_punct(c) {
            Ok(())
        } else {
            Err(self.error(&format!("expected `{c}`")))
        }
    }

    fn ident(&mut self, what: &str) -> Result<String, ReadError> {
        match self.peek() {
            Tok::Ident(s) => {
                let s = s.clone();
                self.next();
                Ok(s)
            }
            _ => Err(self.error(&format!("expected {what}"))),
        }
    }

    fn global_name(&mut self) -> Result<String, ReadError> {
        match self.peek() {
            Tok::Global(s) => {
                let s = s.clone();
                self.next();
                Ok(s)
            }
            _ => Err(self.error("expected a symbol `@name`")),
        }
    }

    fn unsigned(&mut self, what: &str) -> Result<u32, ReadError> {
        match self.peek() {
            Tok::Num(s) => match s.parse::<u32>() {
                Ok(n) => {
                    self.next();
                    Ok(n)
                }
                Err(_) => Err(self.error(&format!("expected {what} (an unsigned integer)"))),
            },
            _ => Err(self.error(&format!("expected {what}"))),
        }
    }

    fn integer(&mut self) -> Result<i64, ReadError> {
        match self.peek() {
            Tok::Num(s) => match parse_int(s) {
                Some(n) => {
                    self.next();
                    Ok(n)
                }
                None => Err(self.error("expected an integer")),
            },
            _ => Err(self.error("expected an integer")),
        }
    }

    /// A lane number of a vector of type `ty`.
    fn lane(&mut self, ty: Type) -> Result<u8, ReadError> {
        let pos = self.here();
        let n = self.integer()?;
        match u8::try_from(n) {
            Ok(lane) if u32::from(lane) < ty.lanes() => Ok(lane),
            _ => Err(self.error_at(pos, format!("lane {n} out of range for {ty}"))),
        }
    }

    // ty = "i8" | "i16" | "i32" | "i64" | "f32" | "f64" | "ptr" | "i32x4" ...
    fn ty(&mut self) -> Result<Type, ReadError> {
        match self.peek() {
            Tok::Ident(s) => match Type::from_name(s) {
                Some(t) => {
                    self.next();
                    Ok(t)
                }
                None => Err(self.error("expected a type")),
            },
            _ => Err(self.error("expected a type")),
        }
    }

    fn is_type(&self) -> bool {
        matches!(self.peek(), Tok::Ident(s) if Type::from_name(s).is_some())
    }

    // ext = [ "sext" | "zext" ]
    fn ext(&mut self) -> Ext {
        if self.eat_kw("sext") {
            Ext::Sext
        } else if self.eat_kw("zext") {
            Ext::Zext
        } else {
            Ext::None
        }
    }

    // abi_param = ty ext purpose
    fn abi_param(&mut self) -> Result<AbiParam, ReadError> {
        let ty = self.ty()?;
        let ext = self.ext();
        let purpose = self.purpose()?;
        Ok(AbiParam { ty, ext, purpose })
    }

    // purpose = [ "sret" | "byval" "(" N ")" ]
    fn purpose(&mut self) -> Result<Purpose, ReadError> {
        if self.eat_kw("sret") {
            return Ok(Purpose::StructReturn);
        }
        if !self.eat_kw("byval") {
            return Ok(Purpose::Normal);
        }
        self.expect_punct('(')?;
        let size = self.unsigned("the size")?;
        self.expect_punct(')')?;
        Ok(Purpose::StructArgument(size))
    }

    // linkage = [ "local" | "import" ]
    fn linkage(&mut self) -> Linkage {
        if self.eat_kw("local") {
            Linkage::Local
        } else if self.eat_kw("import") {
            Linkage::Import
        } else {
            Linkage::Export
        }
    }

    // ret = [ "->" results ]
    fn ret(&mut self) -> Result<Vec<AbiParam>, ReadError> {
        if *self.peek() != Tok::Arrow {
            return Ok(Vec::new());
        }
        self.next();
        self.results()
    }

    // results = "void" | abi_param { "," abi_param }
    fn results(&mut self) -> Result<Vec<AbiParam>, ReadError> {
        if self.eat_kw("void") {
            return Ok(Vec::new());
        }
        let mut ret = vec![self.abi_param()?];
        while self.eat_punct(',') {
            ret.push(self.abi_param()?);
        }
        Ok(ret)
    }

    /// list = "(" [ item { "," item } ] ")" where an item may be `...` followed directly by
    /// another item: the variadic marker. Returns the items and where `...` was.
    fn list<T>(
        &mut self,
        mut item: impl FnMut(&mut Parser) -> Result<T, ReadError>,
    ) -> Result<(Vec<T>, Option<usize>), ReadError> {
        self.expect_punct('(')?;
        let mut items = Vec::new();
        let mut ellipsis = None;
        if self.eat_punct(')') {
            return Ok((items, ellipsis));
        }
        loop {
            if *self.peek() == Tok::Ellipsis {
                if ellipsis.is_some() {
                    return Err(self.error("`...` appears twice"));
                }
                self.next();
                ellipsis = Some(items.len());
                if self.eat_punct(')') {
                    return Ok((items, ellipsis));
                }
            }
            items.push(item(self)?);
            if self.eat_punct(')') {
                return Ok((items, ellipsis));
            }
            self.expect_punct(',')?;
        }
    }

    // global = "global" linkage [ "readonly" ] [ "thread_local" ] @name "size" N "align" N
    //          [ "=" string [ "[" off ":" @sym (+|-)addend { "," ... } "]" ] ]
    fn global(&mut self) -> Result<Global, ReadError> {
        self.expect_kw("global")?;
        let linkage = self.linkage();
        let readonly = self.eat_kw("readonly");
        let thread_local = self.eat_kw("thread_local");
        let name = self.global_name()?;
        self.expect_kw("size")?;
        let size = self.unsigned("the size")?;
        self.expect_kw("align")?;
        let align = self.unsigned("the alignment")?;
        let mut init = GlobalInit::Zero;
        if self.eat_punct('=') {
            let bytes = match self.peek() {
                Tok::Str(b) => b.clone(),
                _ => return Err(self.error("expected the initial bytes as a string")),
            };
            self.next();
            let mut relocs = Vec::new();
            if self.eat_punct('[') {
                while !self.eat_punct(']') {
                    if !relocs.is_empty() {
                        self.expect_punct(',')?;
                    }
                    relocs.push(self.reloc()?);
                }
            }
            init = GlobalInit::Bytes { bytes, relocs };
        }
        Ok(Global {
            name,
            size,
            align,
            linkage,
            readonly,
            thread_local,
            init,
        })
    }

    // reloc = offset ":" @symbol [ "+" N | "-N" ]
    fn reloc(&mut self) -> Result<Reloc, ReadError> {
        let offset = self.unsigned("the relocation offset")?;
        self.expect_punct(':')?;
        let symbol = self.global_name()?;
        // `@g+4` lexes as `+` then `4`; `@g-4` as the number `-4`.
        let explicit_sign = self.eat_punct('+');
        let addend = if explicit_sign || matches!(self.peek(), Tok::Num(s) if s.starts_with('-')) {
            self.integer()?
        } else {
            0
        };
        Ok(Reloc {
            offset,
            symbol,
            addend,
        })
    }

    // attrs = "attributes" @name [ visibility ] [ "weak" ] [ "alias" @target [ "local" ] ]
    //         [ "section" string ] [ "constructor" N ] [ "destructor" N ] [ "noinline" ]
    //         [ "always_inline" ] [ "inline" ] [ "used" ]
    fn attrs(&mut self) -> Result<(String, SymbolAttrs), ReadError> {
        self.expect_kw("attributes")?;
        let name = self.global_name()?;
        let mut a = SymbolAttrs::default();
        for v in ["protected", "hidden", "internal"] {
            if self.eat_kw(v) {
                a.visibility = Visibility::named(v).unwrap_or_default();
            }
        }
        a.weak = self.eat_kw("weak");
        if self.eat_kw("alias") {
            a.alias = Some(self.global_name()?);
            a.local_alias = self.eat_kw("local");
        }
        if self.eat_kw("section") {
            let Tok::Str(bytes) = self.peek().clone() else {
                return Err(self.error("expected the section name as a string"));
            };
            self.next();
            a.section = Some(String::from_utf8_lossy(&bytes).into_owned());
        }
        let priority = |p: &mut Parser, kw: &str| -> Result<Option<u16>, ReadError> {
            if !p.eat_kw(kw) {
                return Ok(None);
            }
            let n = p.unsigned("the priority")?;
            u16::try_from(n)
                .map(Some)
                .map_err(|_| p.error("the priority is at most 65535"))
        };
        a.constructor = priority(self, "constructor")?;
        a.destructor = priority(self, "destructor")?;
        a.noinline = self.eat_kw("noinline");
        a.always_inline = self.eat_kw("always_inline");
        a.inline = self.eat_kw("inline");
        a.used = self.eat_kw("used");
        Ok((name, a))
    }

    // conv = [ "ms_abi" ]: after a parameter or argument list, the calling convention
    fn conv(&mut self) -> CallConv {
        match self.eat_kw("ms_abi") {
            true => CallConv::MsAbi,
            false => CallConv::C,
        }
    }

    // decl = "declare" @name "(" [ abi_param { "," abi_param } ] [ "..." ] ")" conv ret
    fn decl(&mut self) -> Result<FuncDecl, ReadError> {
        self.expect_kw("declare")?;
        let name = self.global_name()?;
        let (params, ellipsis) = self.list(|p| p.abi_param())?;
        let conv = self.conv();
        let ret = self.ret()?;
        Ok(FuncDecl {
            name,
            sig: signature(params, ellipsis, conv, ret),
        })
    }

    // function = "fn" linkage @name "(" [ param { "," param } ] [ "..." ] ")" conv ret "{" block { block } "}"
    // param = abi_param %name
    fn function(&mut self) -> Result<Function, ReadError> {
        self.expect_kw("fn")?;
        let linkage = self.linkage();
        let name = self.global_name()?;
        let start = self.here();
        let (params, ellipsis) = self.list(|p| {
            let param = p.abi_param()?;
            let pos = p.here();
            match p.peek() {
                Tok::Local(n) => {
                    let n = n.clone();
                    p.next();
                    Ok((param, n, pos))
                }
                _ => Err(p.error("expected a parameter name `%name`")),
            }
        })?;
        let conv = self.conv();
        let ret = self.ret()?;
        let sig = signature(params.iter().map(|p| p.0).collect(), ellipsis, conv, ret);
        let mut f = Function::new(name, sig, linkage);
        let mut scope = FnScope {
            values: HashMap::new(),
            defined: SecondaryMap::new(),
            forward_values: Vec::new(),
            blocks: HashMap::new(),
            placed: SecondaryMap::new(),
            forward_blocks: Vec::new(),
        };
        for (i, (p, pname, pos)) in params.into_iter().enumerate() {
            let v = self.define_value(&mut f, &mut scope, &pname, pos, p.ty, ValueDef::Param(i))?;
            f.params.push(v);
        }
        self.expect_punct('{')?;
        while !self.eat_punct('}') {
            self.block(&mut f, &mut scope)?;
        }
        self.finish_scope(&f, &scope)?;
        match f.layout.first() {
            Some(&b) => f.entry = b,
            None => return Err(self.error_at(start, format!("function @{} has no blocks", f.name))),
        }
        Ok(f)
    }

    /// Every value and block mentioned must have been defined by the end of the function.
    fn finish_scope(&self, f: &Function, scope: &FnScope) -> Result<(), ReadError> {
        for (v, name, line, col) in &scope.forward_values {
            if !scope.defined[*v] {
                return Err(self.error_at((*line, *col), format!("undefined value %{name}")));
            }
        }
        for &(b, line, col) in &scope.forward_blocks {
            if !scope.placed[b] {
                let name = f.block_name(b);
                return Err(self.error_at((line, col), format!("undefined block {name}")));
            }
        }
        Ok(())
    }

    // block = name ":" { phi } { inst } [ terminator ]
    fn block(&mut self, f: &mut Function, scope: &mut FnScope) -> Result<(), ReadError> {
        let pos = self.here();
        let name = self.ident("a block label")?;
        self.expect_punct(':')?;
        let b = block_ref(f, scope, &name);
        if scope.placed[b] {
            return Err(self.error_at(pos, format!("block {name} is defined twice")));
        }
        scope.placed[b] = true;
        f.layout.push(b);
        loop {
            let at_label =
                matches!(self.peek(), Tok::Ident(_)) && *self.peek_at(1) == Tok::Punct(':');
            if at_label || *self.peek() == Tok::Punct('}') {
                return Ok(());
            }
            if let Some(term) = self.terminator(f, scope)? {
                f.blocks[b].term = Some(term);
                return Ok(());
            }
            let inst = self.inst(f, scope)?;
            // Phis go to the phi list only at the top of the block; a late phi stays where
            // it was written, for the verifier to report.
            if matches!(f.insts[inst].kind, InstKind::Phi { .. }) && f.block_insts(b).is_empty() {
                f.push_phi(b, inst);
            } else {
                f.push_inst(b, inst);
            }
        }
    }

    fn block_name(&mut self, f: &mut Function, scope: &mut FnScope) -> Result<Block, ReadError> {
        let pos = self.here();
        let name = self.ident("a block name")?;
        let b = block_ref(f, scope, &name);
        if !scope.placed[b] {
            scope.forward_blocks.push((b, pos.0, pos.1));
        }
        Ok(b)
    }

    /// terminator = "jump" block
    ///            | "br" [ ty ] operand "," block "," block
    ///            | "switch" ty operand "," block "[" [ int ":" block { "," int ":" block } ] "]"
    ///            | "ret" ( "void" | ty operand { "," ty operand } ) | "unreachable" | "trap"
    /// Returns `None` (consuming nothing) when the next thing is not a terminator.
    fn terminator(
        &mut self,
        f: &mut Function,
        scope: &mut FnScope,
    ) -> Result<Option<Terminator>, ReadError> {
        let kw = match self.peek() {
            Tok::Ident(s) => s.as_str(),
            _ => return Ok(None),
        };
        let term = match kw {
            "jump" => {
                self.next();
                Terminator::Jump(self.block_name(f, scope)?)
            }
            "br" => {
                self.next();
                let hint = if self.eat_kw("likely") {
                    BranchHint::Likely
                } else if self.eat_kw("unlikely") {
                    BranchHint::Unlikely
                } else {
                    BranchHint::None
                };
                let ty = if self.is_type() {
                    Some(self.ty()?)
                } else {
                    None
                };
                let cond = self.operand(f, scope, ty)?;
                self.expect_punct(',')?;
                let then_dest = self.block_name(f, scope)?;
                self.expect_punct(',')?;
                let else_dest = self.block_name(f, scope)?;
                Terminator::Br {
                    cond,
                    then_dest,
                    else_dest,
                    hint,
                }
            }
            "switch" => {
                self.next();
                let ty = self.ty()?;
                let value = self.operand(f, scope, Some(ty))?;
                self.expect_punct(',')?;
                let default = self.block_name(f, scope)?;
                self.expect_punct('[')?;
                let mut cases = Vec::new();
                while !self.eat_punct(']') {
                    if !cases.is_empty() {
                        self.expect_punct(',')?;
                    }
                    let c = self.integer()?;
                    self.expect_punct(':')?;
                    cases.push((c, self.block_name(f, scope)?));
                }
                Terminator::Switch {
                    value,
                    default,
                    cases,
                }
            }
            "ret" => {
                self.next();
                let mut values = Vec::new();
                if !self.eat_kw("void") {
                    loop {
                        let ty = self.ty()?;
                        values.push(self.operand(f, scope, Some(ty))?);
                        if !self.eat_punct(',') {
                            break;
                        }
                    }
                }
                Terminator::Ret(values)
            }
            "unreachable" => {
                self.next();
                Terminator::Unreachable
            }
            "trap" => {
                self.next();
                Terminator::Trap
            }
            _ => return Ok(None),
        };
        Ok(Some(term))
    }

    // inst = [ %name { "," %name } "=" ] opcode ...
    fn inst(&mut self, f: &mut Function, scope: &mut FnScope) -> Result<Inst, ReadError> {
        let mut names = self.result_names();
        let result = (!names.is_empty()).then(|| names.remove(0));
        let op_pos = self.here();
        let kind = self.inst_kind(f, scope)?;
        let ty = kind.result_type();
        let extra: Vec<Type> = match &kind {
            InstKind::Call(call) => call.sig.ret.iter().skip(1).map(|r| r.ty).collect(),
            _ => Vec::new(),
        };
        if names.len() > extra.len() || (!names.is_empty() && names.len() < extra.len()) {
            let msg = format!(
                "this instruction has {} results, not {}",
                usize::from(ty.is_some()) + extra.len(),
                names.len() + 1
            );
            return Err(self.error_at(op_pos, msg));
        }
        let inst = f.insts.push(InstData { kind, result: None });
        let mut extra_values = Vec::with_capacity(extra.len());
        for (k, ty) in extra.into_iter().enumerate() {
            let v = match names.get(k) {
                Some((name, pos)) => {
                    self.define_value(f, scope, name, *pos, ty, ValueDef::Inst(inst))?
                }
                None => f.add_value(ty, ValueDef::Inst(inst), None),
            };
            extra_values.push(v);
        }
        if let InstKind::Call(call) = &mut f.insts[inst].kind {
            call.extra_results = extra_values;
        }
        match (result, ty) {
            (Some((name, pos)), Some(ty)) => {
                let v = self.define_value(f, scope, &name, pos, ty, ValueDef::Inst(inst))?;
                f.insts[inst].result = Some(v);
            }
            (Some(_), None) => {
                return Err(self.error_at(op_pos, "this instruction has no result".into()))
            }
            // An instruction with a result must have a result value, even when the text
            // gives it no name.
            (None, Some(ty)) => {
                let v = f.add_value(ty, ValueDef::Inst(inst), None);
                f.insts[inst].result = Some(v);
            }
            (None, None) => {}
        }
        Ok(inst)
    }

    /// The `%a, %b =` in front of an instruction, with where each name is (none if absent).
    fn result_names(&mut self) -> Vec<(String, (u32, u32))> {
        let mut k = 0;
        while matches!(self.peek_at(k), Tok::Local(_)) && *self.peek_at(k + 1) == Tok::Punct(',') {
            k += 2;
        }
        if !matches!(self.peek_at(k), Tok::Local(_)) || *self.peek_at(k + 1) != Tok::Punct('=') {
            return Vec::new();
        }
        let mut names = Vec::new();
        for _ in 0..=k / 2 {
            if let Tok::Local(name) = self.peek() {
                names.push((name.clone(), self.here()));
            }
            self.next();
            self.next();
        }
        names
    }

    fn inst_kind(&mut self, f: &mut Function, scope: &mut FnScope) -> Result<InstKind, ReadError> {
        let opcode = self.ident("an instruction")?;
        let op = opcode.as_str();
        if let Some(&op) = BinOp::ALL.iter().find(|o| o.name() == op) {
            // binary = op [ "nsw" ] ty operand "," operand
            let nsw = self.eat_kw("nsw");
            let ty = self.ty()?;
            let (lhs, rhs) = self.operand_pair(f, scope, ty)?;
            return Ok(InstKind::Binary {
                op,
                ty,
                lhs,
                rhs,
                nsw,
            });
        }
        if let Some(&op) = UnOp::ALL.iter().find(|o| o.name() == op) {
            // unary = op ty operand
            let ty = self.ty()?;
            let arg = self.operand(f, scope, Some(ty))?;
            return Ok(InstKind::Unary { op, ty, arg });
        }
        if let Some(&op) = CastOp::ALL.iter().find(|o| o.name() == op) {
            // cast = op ty operand "to" ty
            let from = self.ty()?;
            let arg = self.operand(f, scope, Some(from))?;
            self.expect_kw("to")?;
            let to = self.ty()?;
            return Ok(InstKind::Cast { op, from, to, arg });
        }
        Ok(match op {
            // alloca = "alloca" size "," "align" align
            "alloca" => {
                let size = self.unsigned("the size")?;
                self.expect_punct(',')?;
                self.expect_kw("align")?;
                let align = self.unsigned("the alignment")?;
                InstKind::Alloca { size, align }
            }
            // load = "load" [ "volatile" ] ty "," operand
            "load" => {
                let volatile = self.eat_kw("volatile");
                let ty = self.ty()?;
                self.expect_punct(',')?;
                let addr = self.operand(f, scope, Some(Type::Ptr))?;
                InstKind::Load { ty, addr, volatile }
            }
            // store = "store" [ "volatile" ] ty operand "," operand
            "store" => {
                let volatile = self.eat_kw("volatile");
                let ty = self.ty()?;
                let value = self.operand(f, scope, Some(ty))?;
                self.expect_punct(',')?;
                let addr = self.operand(f, scope, Some(Type::Ptr))?;
                InstKind::Store {
                    ty,
                    value,
                    addr,
                    volatile,
                }
            }
            // compare = ("icmp" | "fcmp") cond ty operand "," operand
            "icmp" | "fcmp" => {
                let pos = self.here();
                let cname = self.ident("a condition")?;
                let cond = Cond::ALL
                    .iter()
                    .copied()
                    .find(|c| c.name() == cname)
                    .ok_or_else(|| self.error_at(pos, format!("unknown condition `{cname}`")))?;
                let ty = self.ty()?;
                let (lhs, rhs) = self.operand_pair(f, scope, ty)?;
                if op == "icmp" {
                    InstKind::Icmp { cond, ty, lhs, rhs }
                } else {
                    InstKind::Fcmp { cond, ty, lhs, rhs }
                }
            }
            "call" => self.call(f, scope)?,
            // global_addr = "global_addr" @name ; func_addr = "func_addr" @name
            "global_addr" => InstKind::GlobalAddr {
                name: self.global_name()?.into(),
            },
            "func_addr" => InstKind::FuncAddr {
                name: self.global_name()?.into(),
            },
            // ptr_offset = "ptr_offset" operand "," operand
            "ptr_offset" => {
                let base = self.operand(f, scope, Some(Type::Ptr))?;
                self.expect_punct(',')?;
                let offset = self.operand(f, scope, Some(Type::I64))?;
                InstKind::PtrOffset { base, offset }
            }
            // va_start = "va_start" operand
            "va_start" => InstKind::VaStart {
                list: self.operand(f, scope, Some(Type::Ptr))?,
            },
            "atomic_load" => {
                let ty = self.ty()?;
                self.expect_punct(',')?;
                let addr = self.operand(f, scope, Some(Type::Ptr))?;
                InstKind::AtomicLoad { ty, addr }
            }
            "atomic_store" => {
                let ty = self.ty()?;
                let value = self.operand(f, scope, Some(ty))?;
                self.expect_punct(',')?;
                let addr = self.operand(f, scope, Some(Type::Ptr))?;
                InstKind::AtomicStore { ty, value, addr }
            }
            "atomic_rmw" => {
                let pos = self.here();
                let name = self.ident("an atomic operation")?;
                let op = AtomicOp::ALL
                    .iter()
                    .copied()
                    .find(|o| o.name() == name)
                    .ok_or_else(|| {
                        self.error_at(pos, format!("unknown atomic operation `{name}`"))
                    })?;
                let ty = self.ty()?;
                let addr = self.operand(f, scope, Some(Type::Ptr))?;
                self.expect_punct(',')?;
                let value = self.operand(f, scope, Some(ty))?;
                InstKind::AtomicRmw {
                    op,
                    ty,
                    addr,
                    value,
                }
            }
            "atomic_cas" => {
                let ty = self.ty()?;
                let addr = self.operand(f, scope, Some(Type::Ptr))?;
                self.expect_punct(',')?;
                let (expected, desired) = self.operand_pair(f, scope, ty)?;
                InstKind::AtomicCas {
                    ty,
                    addr,
                    expected,
                    desired,
                }
            }
            "fence" => InstKind::Fence,
            // prefetch = "prefetch" operand "," ("0" | "1") "," ("0" | "1" | "2" | "3")
            "prefetch" => {
                let addr = self.operand(f, scope, Some(Type::Ptr))?;
                self.expect_punct(',')?;
                let pos = self.here();
                let write = match self.integer()? {
                    0 => false,
                    1 => true,
                    n => {
                        return Err(
                            self.error_at(pos, format!("prefetch's access is 0 or 1, not {n}"))
                        )
                    }
                };
                self.expect_punct(',')?;
                let pos = self.here();
                let locality = match self.integer()? {
                    n @ 0..=3 => n as u8,
                    n => {
                        return Err(
                            self.error_at(pos, format!("prefetch's locality is 0 to 3, not {n}"))
                        )
                    }
                };
                InstKind::Prefetch {
                    addr,
                    write,
                    locality,
                }
            }
            // extractlane = "extractlane" ty operand "," N
            "extractlane" => {
                let ty = self.ty()?;
                let vector = self.operand(f, scope, Some(ty))?;
                self.expect_punct(',')?;
                let lane = self.lane(ty)?;
                InstKind::ExtractLane { ty, vector, lane }
            }
            // insertlane = "insertlane" ty operand "," operand "," N
            "insertlane" => {
                let ty = self.ty()?;
                let vector = self.operand(f, scope, Some(ty))?;
                self.expect_punct(',')?;
                let value = self.operand(f, scope, Some(ty.lane()))?;
                self.expect_punct(',')?;
                let lane = self.lane(ty)?;
                InstKind::InsertLane {
                    ty,
                    vector,
                    value,
                    lane,
                }
            }
            // splat = "splat" ty operand
            "splat" => {
                let ty = self.ty()?;
                let value = self.operand(f, scope, Some(ty.lane()))?;
                InstKind::Splat { ty, value }
            }
            // highbits = "highbits" ty operand
            "highbits" => {
                let ty = self.ty()?;
                let vector = self.operand(f, scope, Some(ty))?;
                InstKind::HighBits { ty, vector }
            }
            // fma = "fma" ty operand "," operand "," operand
            "fma" => {
                let ty = self.ty()?;
                let a = self.operand(f, scope, Some(ty))?;
                self.expect_punct(',')?;
                let b = self.operand(f, scope, Some(ty))?;
                self.expect_punct(',')?;
                let c = self.operand(f, scope, Some(ty))?;
                InstKind::Fma { ty, a, b, c }
            }
            // phi = "phi" ty "[" operand "," block "]" { "," "[" operand "," block "]" }
            "phi" => {
                let ty = self.ty()?;
                let mut args = Vec::new();
                loop {
                    self.expect_punct('[')?;
                    let v = self.operand(f, scope, Some(ty))?;
                    self.expect_punct(',')?;
                    let b = self.block_name(f, scope)?;
                    self.expect_punct(']')?;
                    args.push((b, v));
                    if !self.eat_punct(',') {
                        break;
                    }
                }
                InstKind::Phi {
                    ty,
                    args: args.into(),
                }
            }
            _ => {
                self.pos -= 1;
                return Err(self.error("expected an instruction"));
            }
        })
    }

    // call = "call" [ "cold" ] results ( @name | operand )
    //        "(" [ arg { "," arg } ] [ "..." ] ")" conv ; arg = abi_param operand
    fn call(&mut self, f: &mut Function, scope: &mut FnScope) -> Result<InstKind, ReadError> {
        let cold = self.eat_kw("cold");
        let ret = self.results()?;
        let callee = match self.peek() {
            Tok::Global(name) => {
                let name = name.clone();
                self.next();
                Callee::Direct(name)
            }
            _ => Callee::Indirect(self.operand(f, scope, Some(Type::Ptr))?),
        };
        let (args, ellipsis) = self.list(|p| {
            let param = p.abi_param()?;
            Ok((param, p.operand(f, scope, Some(param.ty))?))
        })?;
        let conv = self.conv();
        let sig = signature(args.iter().map(|a| a.0).collect(), ellipsis, conv, ret);
        let args = args.into_iter().map(|a| a.1).collect();
        let mut call = InstKind::call(callee, sig, args);
        if let InstKind::Call(data) = &mut call {
            data.cold = cold;
        }
        Ok(call)
    }

    fn operand_pair(
        &mut self,
        f: &mut Function,
        scope: &mut FnScope,
        ty: Type,
    ) -> Result<(Value, Value), ReadError> {
        let lhs = self.operand(f, scope, Some(ty))?;
        self.expect_punct(',')?;
        let rhs = self.operand(f, scope, Some(ty))?;
        Ok((lhs, rhs))
    }

    /// operand = %name | integer | float | "undef"; `ty` is the type the position expects,
    /// which gives a constant its type (`None` only for a `br` condition, where constants
    /// default to `i32`).
    fn operand(
        &mut self,
        f: &mut Function,
        scope: &mut FnScope,
        ty: Option<Type>,
    ) -> Result<Value, ReadError> {
        let pos = self.here();
        let const_ty = ty.unwrap_or(Type::I32);

        let v = match self.peek() {
            Tok::Local(name) => match scope.values.get(name) {
                Some(&v) => v,
                None => {
                    // A forward reference: the definition will fill in the type and def.
                    let v = f.add_value(const_ty, ValueDef::Undef, name_hint(name));
                    scope.values.insert(name.clone(), v);
                    scope.forward_values.push((v, name.clone(), pos.0, pos.1));
                    v
                }
            },
            Tok::Ident(s) if s == "undef" => f.add_value(const_ty, ValueDef::Undef, None),
            Tok::Num(s) | Tok::Ident(s) if const_ty.is_float() => match parse_float(s) {
                Some(bits) => f.add_value(const_ty, ValueDef::FConst(bits), None),
                None => return Err(self.error("expected a floating-point operand")),
            },
            Tok::Num(s) => match parse_int(s) {
                Some(n) => f.add_value(const_ty, ValueDef::IConst(n), None),
                None => return Err(self.error("expected an integer operand")),
            },
            _ => return Err(self.error("expected an operand")),
        };
        self.next();
        Ok(v)
    }

    fn define_value(
        &self,
        f: &mut Function,
        scope: &mut FnScope,
        name: &str,
        pos: (u32, u32),
        ty: Type,
        def: ValueDef,
    ) -> Result<Value, ReadError> {
        let v = match scope.values.get(name) {
            Some(&v) if scope.defined[v] => {
                return Err(self.error_at(pos, format!("%{name} is defined twice")))
            }
            Some(&v) => v,
            None => {
                let v = f.add_value(ty, def.clone(), name_hint(name));
                scope.values.insert(name.to_string(), v);
                v
            }
        };
        f.values[v].ty = ty;
        f.values[v].def = def;
        scope.defined[v] = true;
        Ok(v)
    }
}

fn block_ref(f: &mut Function, scope: &mut FnScope, name: &str) -> Block {
    if let Some(&b) = scope.blocks.get(name) {
        return b;
    }
    let b = f.add_block(name);
    scope.blocks.insert(name.to_string(), b);
    b
}

fn signature(
    params: Vec<AbiParam>,
    ellipsis: Option<usize>,
    conv: CallConv,
    ret: Vec<AbiParam>,
) -> Signature {
    let fixed = ellipsis.unwrap_or(params.len());
    Signature {
        params,
        ret,
        variadic: ellipsis.is_some(),
        fixed,
        conv,
    }
}

/// `%12` is an unnamed value; anything else keeps its name as the hint.
fn name_hint(name: &str) -> Option<&str> {
    (!name.chars().all(|c| c.is_ascii_digit())).then_some(name)
}

/// Decimal (or `0x` hex) integers; values above `i64::MAX` wrap, so `u64` constants read.
fn parse_int(s: &str) -> Option<i64> {
    let (neg, digits) = match s.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, s),
    };
    let magnitude = match digits.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16).ok()?,
        None => digits.parse::<u64>().ok()?,
    };
    if neg {
        if magnitude > 1u64 << 63 {
            return None;
        }
        Some((magnitude as i64).wrapping_neg())
    } else {
        Some(magnitude as i64)
    }
}

/// Decimal floats (`1.5`, `1e-7`, `inf`, `-inf`), or `0x` followed by the `f64` bits.
fn parse_float(s: &str) -> Option<u64> {
    if let Some(hex) = s.strip_prefix("0x") {
        return u64::from_str_radix(hex, 16).ok();
    }
    s.parse::<f64>().ok().map(f64::to_bits)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::print::print_function;

    fn err(text: &str) -> ReadError {
        read_module(text).expect_err("the text is invalid")
    }

    /// The C ABI's shapes: a call with two results, a return of two values, a result
    /// address and a struct argument read back to the same text and verify.
    #[test]
    fn several_results_and_parameter_purposes_read_back() {
        let text = "declare @ldiv(i64, i64) -> i64, i64
declare @big(ptr sret, ptr byval(24), i32 sext) -> void

fn @f(i64 %a, f64 %b) -> i64, f64 {
entry:
  %r = alloca 24, align 8
  %q, %m = call i64, i64 @ldiv(i64 %a, i64 7)
  call void @big(ptr sret %r, ptr byval(24) %r, i32 sext 1)
  %s = add i64 %q, %m
  ret i64 %s, f64 %b
}
";
        let m = read_module(text).unwrap();
        assert_eq!(crate::ir::print::print_module(&m), text);
        crate::ir::verify::verify_module(&m).unwrap();
        let f = &m.functions[0];
        let call = f.block_insts(f.entry)[1];
        assert_eq!(f.insts[call].results().count(), 2);
        assert_eq!(
            m.decls[1].sig.params[1].purpose,
            Purpose::StructArgument(24)
        );
        assert_eq!(
            err("fn @f() -> void {\nentry:\n  %a, %b = alloca 4, align 4\n  ret void\n}").message,
            "this instruction has 1 results, not 2"
        );
    }

    /// `unreachable` and `trap` read back, and the interpreter stops at each.
    #[test]
    fn unreachable_and_trap_read_back_and_stop_the_interpreter() {
        let text = "fn @f(i32 %x) -> i32 {
entry:
  br %x, dead, trapped
dead:
  unreachable
trapped:
  trap
}
";
        let m = read_module(text).unwrap();
        assert_eq!(crate::ir::print::print_module(&m), text);
        crate::ir::verify::verify_module(&m).unwrap();
        use crate::ir::interp::{run_function, InterpError, Val};
        let run = |x| run_function(&m.functions[0], &[Val::Int(x)]).map(|_| ());
        assert_eq!(run(1), Err(InterpError::Unreachable));
        assert_eq!(run(0), Err(InterpError::Trap));
    }

    /// The atomic instructions read back to the same text, verify, and run (one thread:
    /// the interpreter gives them their sequential meaning).
    #[test]
    fn atomic_instructions_read_back_verify_and_run() {
        let text = "fn @f(i32 %x) -> i32 {
entry:
  %p = alloca 4, align 4
  atomic_store i32 %x, %p
  %a = atomic_rmw add i32 %p, 5
  %b = atomic_rmw nand i32 %p, 6
  fence
  %c = atomic_cas i32 %p, -7, 100
  %d = atomic_cas i32 %p, 1, 2
  %e = atomic_load i32, %p
  %s = add i32 %a, %b
  %t = add i32 %s, %c
  %u = add i32 %t, %d
  %v = add i32 %u, %e
  ret i32 %v
}
";
        let m = read_module(text).unwrap();
        assert_eq!(crate::ir::print::print_module(&m), text);
        crate::ir::verify::verify_module(&m).unwrap();
        // x = 3: a = 3, b = 8 (then !(8 & 6) = -1), c = -1 (no swap), d = -1, e = -1.
        let r = crate::ir::interp::run_function(&m.functions[0], &[crate::ir::interp::Val::Int(3)]);
        assert_eq!(
            r.unwrap(),
            Some(crate::ir::interp::Val::Int(3 + 8 - 1 - 1 - 1))
        );
        let bad = "fn @g(ptr %p) -> f64 {\nentry:\n  %v = atomic_load f64, %p\n  ret f64 %v\n}\n";
        let err = crate::ir::verify::verify_module(&read_module(bad).unwrap()).unwrap_err();
        assert!(err.contains("atomic_load does not apply to f64"), "{err}");
    }

    #[test]
    fn forward_references_to_values_and_blocks_resolve() {
        let f = read_function(
            "fn @f(i32 %n) -> i32 {\nentry:\n  jump loop\nloop:\n  %i = phi i32 [0, entry], [%j, loop]\n  %j = add i32 %i, 1\n  %c = icmp slt i32 %j, %n\n  br %c, loop, exit\nexit:\n  ret i32 %j\n}\n",
        )
        .unwrap();
        let loop_block = f.layout[1];
        let phi = f.block_phis(loop_block)[0];
        let InstKind::Phi { args, .. } = &f.insts[phi].kind else {
            panic!("not a phi")
        };
        let j = f.insts[f.block_insts(loop_block)[0]].result.unwrap();
        assert_eq!(args[1], (loop_block, j));
        assert_eq!(f.value_type(j), Type::I32);
    }

    #[test]
    fn comments_and_whitespace_are_ignored() {
        let f = read_function(
            "; leading comment\nfn @f() -> void {   ; header\n entry :\n\n ret   void ; done\n}",
        )
        .unwrap();
        assert_eq!(
            print_function(&f),
            "fn @f() -> void {\nentry:\n  ret void\n}\n"
        );
    }

    #[test]
    fn an_undefined_value_is_reported_where_it_is_used() {
        let e = err("fn @f() -> i32 {\nentry:\n  ret i32 %nope\n}\n");
        assert_eq!((e.line, e.col), (3, 11));
        assert_eq!(e.message, "undefined value %nope");
    }

    #[test]
    fn an_undefined_block_is_reported() {
        let e = err("fn @f() -> void {\nentry:\n  jump nowhere\n}\n");
        assert_eq!(
            (e.line, e.col, e.message.as_str()),
            (3, 8, "undefined block nowhere")
        );
    }

    #[test]
    fn a_value_defined_twice_is_an_error() {
        let e = err("fn @f(i32 %x) -> void {\nentry:\n  %x = add i32 %x, 1\n  ret void\n}\n");
        assert_eq!(e.message, "%x is defined twice");
        assert_eq!(e.line, 3);
    }

    #[test]
    fn a_block_defined_twice_is_an_error() {
        let e = err("fn @f() -> void {\na:\n  ret void\na:\n  ret void\n}\n");
        assert_eq!(
            (e.line, e.message.as_str()),
            (4, "block a is defined twice")
        );
    }

    #[test]
    fn syntax_errors_say_what_was_expected_and_found() {
        let e = err("fn @f() -> void {\nentry:\n  %x = frobnicate i32 1\n}\n");
        assert_eq!(e.message, "expected an instruction, found `frobnicate`");
        assert_eq!((e.line, e.col), (3, 8));
        let e = err("fn @f() -> void {\nentry:\n  %x = add i33 1, 2\n}\n");
        assert_eq!(e.message, "expected a type, found `i33`");
        let e = err("global @s size 1 align 1 = \"\\zz\"");
        assert_eq!(e.message, "a string escape is `\\` and two hex digits");
        let e = err("fn @f() -> void {\nentry:\n  ret void");
        assert_eq!(
            e.message,
            "expected a block label, found the end of the input"
        );
    }

    #[test]
    fn a_result_on_an_instruction_without_one_is_an_error() {
        let e = err("fn @f(ptr %p) -> void {\nentry:\n  %s = store i32 1, %p\n  ret void\n}");
        assert_eq!(e.message, "this instruction has no result");
    }

    #[test]
    fn constants_take_the_type_of_their_position() {
        let f = read_function(
            "fn @f(ptr %p) -> void {\nentry:\n  %q = ptr_offset %p, -8\n  store f32 0.5, %q\n  ret void\n}",
        )
        .unwrap();
        let types: Vec<(Type, ValueDef)> = f
            .values
            .values()
            .filter(|v| !matches!(v.def, ValueDef::Inst(_) | ValueDef::Param(_)))
            .map(|v| (v.ty, v.def.clone()))
            .collect();
        assert_eq!(
            types,
            vec![
                (Type::I64, ValueDef::IConst(-8)),
                (Type::F32, ValueDef::FConst(0.5f64.to_bits()))
            ]
        );
    }

    #[test]
    fn integers_and_floats_parse_in_every_spelling() {
        assert_eq!(parse_int("-9223372036854775808"), Some(i64::MIN));
        assert_eq!(parse_int("18446744073709551615"), Some(-1));
        assert_eq!(parse_int("0x10"), Some(16));
        assert_eq!(parse_int("1.5"), None);
        assert_eq!(parse_float("-inf"), Some(f64::NEG_INFINITY.to_bits()));
        assert_eq!(parse_float("1e-7"), Some(1e-7f64.to_bits()));
        assert_eq!(parse_float("0x7ff8000000000001"), Some(0x7ff8000000000001));
    }

    /// Mangled IR (every prefix, and every single character replaced) gives an error or a
    /// function, never a panic.
    #[test]
    fn mangled_input_never_panics() {
        let text = "global @g size 8 align 8 = \"ab\" [0: @f-4]\ndeclare @p(ptr, ...) -> i32\nfn @f(i32 %n, ...) -> i32 {\nentry:\n  br i32 1, a, b\na:\n  %x = phi i32 [%n, entry], [-inf, a]\n  switch i32 %x, b [1: a]\nb:\n  %c = call i32 @p(ptr undef, ... f64 0x1)\n  ret i32 %c\n}\n";
        let chars: Vec<char> = text.chars().collect();
        for cut in 0..chars.len() {
            let prefix: String = chars[..cut].iter().collect();
            let _ = read_module(&prefix);
            for replacement in ['%', '@', '"', '-', '[', ',', '.', '0', 'x', ' '] {
                let mut mangled = chars.clone();
                mangled[cut] = replacement;
                let _ = read_module(&mangled.iter().collect::<String>());
            }
        }
    }
}

//! An IR interpreter: the oracle that checks passes without a back end.
//!
//! Running a function before and after mem2reg must give the same result and output; the
//! property tests do exactly that on random CFGs. The semantics are those Cranelift gives
//! the code generator's output: wrapping integer arithmetic, a trap on division by zero
//! and on `INT_MIN / -1`, shift amounts masked to the type's width, comparisons giving an
//! `i8` 0 or 1, and float-to-integer conversions that saturate (as the code generator's do).
//!
//! Memory is one byte array: the globals (with their initialisers and relocations) at the
//! bottom, then a stack of allocas that is zeroed as it grows and cut back on return, so a
//! read before any write gives 0 and `undef` (also 0) agrees with it. Functions have fake
//! addresses for `func_addr` and indirect calls. Calls to functions of the module run in the
//! interpreter on an explicit frame stack (deep recursion cannot overflow the Rust stack);
//! the runtime's `putchar`, `print_int`, `print_char` and `print_newline` append to an
//! output buffer, and its stack region for variable length arrays takes memory from the
//! interpreter's stack; any other external call is an error. A step budget (fuel) turns an
//! infinite loop into an error.
//!
//! Variadic functions run as compiled: a call passes its variable arguments where the
//! target's C convention puts them (`ir::callconv`), into a register save area and a stack
//! argument area in the callee's frame laid out as the code generator's, and `va_start`
//! fills the `va_list` as the code generator's does, so the front end's `va_arg` code reads
//! them back unchanged. The layout is x86-64's unless `set_target` says the module was
//! lowered for aarch64 (the IR does not record its target).

use super::callconv::{self, ArgSlot};
use super::*;
use crate::target::{Arch, Target};
use cranelift_entity::EntityRef;
use std::collections::HashMap;
use std::fmt;

/// A run-time value. Integers (and pointers) are kept sign-extended from their type's width,
/// so equal values of one type compare equal.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Val {
    Int(i64),
    F32(f32),
    F64(f64),
}

impl Val {
    /// The zero of a type: what `undef` and fresh memory read as.
    pub fn zero(ty: Type) -> Val {
        match ty {
            Type::F32 => Val::F32(0.0),
            Type::F64 => Val::F64(0.0),
            _ => Val::Int(0),
        }
    }

    /// The value as an integer (a float gives its bits).
    pub fn int(self) -> i64 {
        match self {
            Val::Int(i) => i,
            Val::F32(x) => x.to_bits() as i64,
            Val::F64(x) => x.to_bits() as i64,
        }
    }

    fn f64(self) -> f64 {
        match self {
            Val::F64(x) => x,
            Val::F32(x) => x as f64,
            Val::Int(i) => f64::from_bits(i as u64),
        }
    }

    fn f32(self) -> f32 {
        match self {
            Val::F32(x) => x,
            Val::F64(x) => x as f32,
            Val::Int(i) => f32::from_bits(i as u32),
        }
    }
}

/// Why a run stopped without returning.
#[derive(Clone, Debug, PartialEq)]
pub enum InterpError {
    /// The step budget ran out (an infinite loop, or just a long run).
    OutOfFuel,
    DivisionByZero,
    /// `INT_MIN / -1`, which traps in Cranelift as it does on x86.
    IntegerOverflow,
    /// A load or store outside the globals and the live stack (null included).
    MemoryFault {
        addr: u64,
        size: u32,
    },
    /// The allocas (or the globals) outgrew the interpreter's memory, or calls nested too
    /// deeply.
    StackOverflow,
    /// An `unreachable` terminator was executed.
    Unreachable,
    /// A `trap` terminator was executed (`__builtin_trap()`).
    Trap,
    /// A call to a function that is neither in the module nor a known runtime builtin.
    UnknownFunction(String),
    UnknownGlobal(String),
    /// An indirect call through something that is not a function's address, or a call
    /// whose arguments do not match the callee.
    BadCall(String),
    /// IR the verifier rejects (a block without terminator, for instance), or that the
    /// interpreter does not model (`i128` and vector values).
    Malformed(String),
}

impl fmt::Display for InterpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InterpError::OutOfFuel => write!(f, "out of fuel (infinite loop?)"),
            InterpError::DivisionByZero => write!(f, "integer division by zero"),
            InterpError::IntegerOverflow => write!(f, "integer overflow in division"),
            InterpError::MemoryFault { addr, size } => {
                write!(f, "memory fault: {size} bytes at {addr:#x}")
            }
            InterpError::StackOverflow => write!(f, "stack overflow"),
            InterpError::Unreachable => write!(f, "executed `unreachable`"),
            InterpError::Trap => write!(f, "executed `trap`"),
            InterpError::UnknownFunction(n) => write!(f, "call to unknown function @{n}"),
            InterpError::UnknownGlobal(n) => write!(f, "unknown global @{n}"),
            InterpError::BadCall(m) | InterpError::Malformed(m) => f.write_str(m),
        }
    }
}

impl std::error::Error for InterpError {}

/// Steps a run may take by default.
pub const DEFAULT_FUEL: u64 = 10_000_000;
/// Where memory starts: low addresses (null and small offsets from it) fault.
const MEM_BASE: u64 = 0x1_0000;
/// How large the globals plus the stack may grow.
const MEM_LIMIT: usize = 64 << 20;
/// How deep calls may nest: unbounded recursion must stop before it eats the machine's memory.
const MAX_CALL_DEPTH: usize = 200_000;
/// Function `n` has the fake address `FUNC_BASE + 16 n`, far from data.
const FUNC_BASE: u64 = 0x7f00_0000_0000;

/// Run one function on its own (no globals, calls only to itself or builtins).
pub fn run_function(f: &Function, args: &[Val]) -> Result<Option<Val>, InterpError> {
    run_function_with_fuel(f, args, DEFAULT_FUEL)
}

/// `run_function` with a step budget: property tests that may build infinite loops use a
/// small one.
pub fn run_function_with_fuel(
    f: &Function,
    args: &[Val],
    fuel: u64,
) -> Result<Option<Val>, InterpError> {
    let mut interp = Interpreter::with_functions(vec![f], &[], &[]);
    interp.set_fuel(fuel);
    interp.call(&f.name, args)
}

/// A function ready to run: the constants of its value table are evaluated once.
struct Prepared<'m> {
    func: &'m Function,
    initial: Vec<Val>,
}

pub struct Interpreter<'m> {
    functions: Vec<Prepared<'m>>,
    /// Every function symbol (defined, then declared), indexed by fake address.
    symbols: Vec<String>,
    by_name: HashMap<String, usize>,
    globals: HashMap<String, u64>,
    mem: Vec<u8>,
    /// The length of `mem` taken by the globals; the stack starts here.
    globals_end: usize,
    output: Vec<u8>,
    fuel: u64,
    /// A problem found while laying out the globals, reported by every call.
    setup_error: Option<InterpError>,
    /// Whether variable arguments and `va_list` follow AAPCS64 (else x86-64's psABI).
    target: Target,
}

/// An activation: which function, where it is, its values, and its part of the stack.
struct Frame {
    func: usize,
    block: Block,
    /// The next instruction of `block`; `insts.len()` means the terminator.
    pos: usize,
    vals: Vec<Val>,
    stack_base: usize,
    /// The caller's values receiving the results.
    results: Vec<Value>,
    /// In a variadic function: where its variable arguments are.
    varargs: Option<VarArgs>,
}

/// The variable arguments of a variadic function's frame, as the code generator leaves
/// them: a register save area and the stack arguments, and what the named parameters took.
struct VarArgs {
    save_area: u64,
    stack: u64,
    named: callconv::Used,
}

impl<'m> Interpreter<'m> {
    pub fn new(m: &'m Module) -> Interpreter<'m> {
        Self::with_functions(m.functions.iter().collect(), &m.globals, &m.decls)
    }

    fn with_functions(
        funcs: Vec<&'m Function>,
        globals: &[Global],
        decls: &[FuncDecl],
    ) -> Interpreter<'m> {
        let functions: Vec<Prepared<'m>> = funcs.into_iter().map(prepare).collect();
        let symbols: Vec<String> = functions
            .iter()
            .map(|p| p.func.name.clone())
            .chain(decls.iter().map(|d| d.name.clone()))
            .collect();
        let by_name = functions
            .iter()
            .enumerate()
            .map(|(i, p)| (p.func.name.clone(), i))
            .collect();
        let mut interp = Interpreter {
            functions,
            symbols,
            by_name,
            globals: HashMap::new(),
            mem: Vec::new(),
            globals_end: 0,
            output: Vec::new(),
            fuel: DEFAULT_FUEL,
            setup_error: None,
            target: Target::X86_64,
        };
        // The interpreter indexes its tables without checks; a function referring to
        // entities it does not have is refused up front instead.
        for p in &interp.functions {
            if let Some(e) = super::verify::dangling_entities(p.func).first() {
                let e = InterpError::Malformed(format!("function @{}: {e}", p.func.name));
                interp.setup_error.get_or_insert(e);
            }
        }
        interp.lay_out_globals(globals);
        interp
    }

    /// Give later calls a step budget of `fuel` (each instruction and terminator is a step).
    pub fn set_fuel(&mut self, fuel: u64) {
        self.fuel = fuel;
    }

    /// Model the variable arguments and `va_list` of the target the module was lowered for
    /// (x86-64's unless set).
    pub fn set_target(&mut self, target: Target) {
        self.target = target;
    }

    /// Everything the program printed so far.
    pub fn output(&self) -> &[u8] {
        &self.output
    }

    /// Read `size` bytes of memory (for tests that inspect globals).
    pub fn read_memory(&self, addr: u64, size: u32) -> Result<&[u8], InterpError> {
        let i = self.index(addr, size)?;
        Ok(&self.mem[i..i + size as usize])
    }

    /// The address of a global.
    pub fn global_address(&self, name: &str) -> Option<u64> {
        self.globals.get(name).copied()
    }

    /// Run the function `name` on `args` (integers are narrowed to the parameter types);
    /// the result is its first (for C, its only scalar) result.
    pub fn call(&mut self, name: &str, args: &[Val]) -> Result<Option<Val>, InterpError> {
        if let Some(e) = &self.setup_error {
            return Err(e.clone());
        }
        let &func = self
            .by_name
            .get(name)
            .ok_or_else(|| InterpError::UnknownFunction(name.to_string()))?;
        self.mem.truncate(self.globals_end);
        // Arguments from outside have the types of their values.
        let abi: Vec<AbiParam> = args
            .iter()
            .map(|a| match a {
                Val::Int(_) => AbiParam::new(Type::I64),
                Val::F32(_) => AbiParam::new(Type::F32),
                Val::F64(_) => AbiParam::new(Type::F64),
            })
            .collect();
        let frame = self.enter(func, args, &abi, Vec::new())?;
        Ok(self.run(frame)?.first().copied())
    }

    fn lay_out_globals(&mut self, globals: &[Global]) {
        for g in globals {
            let start = align_up(self.mem.len(), g.align.max(1) as usize);
            if start + g.size as usize > MEM_LIMIT {
                self.setup_error.get_or_insert(InterpError::StackOverflow);
                return;
            }
            self.mem.resize(start + g.size as usize, 0);
            if let GlobalInit::Bytes { bytes, .. } = &g.init {
                let n = bytes.len().min(g.size as usize);
                self.mem[start..start + n].copy_from_slice(&bytes[..n]);
            }
            self.globals.insert(g.name.clone(), MEM_BASE + start as u64);
        }
        for g in globals {
            if let GlobalInit::Bytes { relocs, .. } = &g.init {
                for r in relocs {
                    let result = self.symbol_address(&r.symbol).and_then(|a| {
                        let at = self.globals[&g.name] + r.offset as u64;
                        self.store(
                            Type::I64,
                            at,
                            Val::Int(a.wrapping_add(r.addend as u64) as i64),
                        )
                    });
                    if let Err(e) = result {
                        self.setup_error.get_or_insert(e);
                    }
                }
            }
        }
        self.globals_end = self.mem.len();
    }

    fn symbol_address(&self, name: &str) -> Result<u64, InterpError> {
        if let Some(&a) = self.globals.get(name) {
            return Ok(a);
        }
        match self.symbols.iter().position(|s| s == name) {
            Some(i) => Ok(FUNC_BASE + 16 * i as u64),
            None => Err(InterpError::UnknownGlobal(name.to_string())),
        }
    }

    /// A new frame for `func`, with its parameters bound; `abi` says how each argument is
    /// passed (the call site's signature). A struct argument (`byval`) is copied into the new
    /// frame, as the caller's copy on the stack would be; so are the variable arguments of
    /// a variadic function (see `pass_variable_arguments`).
    fn enter(
        &mut self,
        func: usize,
        args: &[Val],
        abi: &[AbiParam],
        results: Vec<Value>,
    ) -> Result<Frame, InterpError> {
        let p = &self.functions[func];
        let f = p.func;
        let fits = match f.sig.variadic {
            true => args.len() >= f.params.len() && abi.len() == args.len(),
            false => args.len() == f.params.len(),
        };
        if !fits {
            return Err(InterpError::BadCall(format!(
                "@{} takes {} arguments, given {}",
                f.name,
                f.params.len(),
                args.len()
            )));
        }
        if f.values.values().any(|v| v.ty == Type::F128) {
            return Err(InterpError::Malformed(format!(
                "@{}: the IR interpreter does not model long double (f128) values",
                f.name
            )));
        }
        let mut vals = p.initial.clone();
        let stack_base = self.mem.len();
        for ((&param, &a), abi) in f.params.iter().zip(args).zip(&f.sig.params) {
            let a = match abi.purpose {
                Purpose::StructArgument(size) => Val::Int(self.copy_to_stack(a, size)? as i64),
                _ => a,
            };
            vals[param.index()] = convert_to(a, f.value_type(param));
        }
        let varargs = match f.sig.variadic {
            true => Some(self.pass_variable_arguments(&f.sig.params, args, abi)?),
            false => None,
        };
        Ok(Frame {
            func,
            block: f.entry,
            pos: 0,
            vals,
            stack_base,
            results,
            varargs,
        })
    }

    /// Place the arguments past the `named` parameters where a caller compiled for the
    /// target would have put them: in a register save area laid out as the code generator's
    /// (`codegen::variadic`) and in a stack argument area, both in the new frame.
    fn pass_variable_arguments(
        &mut self,
        named: &[AbiParam],
        args: &[Val],
        abi: &[AbiParam],
    ) -> Result<VarArgs, InterpError> {
        let target = self.target;
        let (slots, stack_bytes) = callconv::argument_slots(abi, target);
        let (save_size, gp_base, fp_base) = match target.arch() {
            Arch::Aarch64 => (callconv::AAPCS_SAVE_AREA, callconv::AAPCS_VR_AREA, 0),
            Arch::X86_64 => (callconv::SYSV_SAVE_AREA, 0, callconv::SYSV_GP_AREA),
        };
        let save_area = self.alloca(save_size, 16)?;
        let stack = self.alloca(stack_bytes, 16)?;
        let variable = args.iter().zip(abi).zip(&slots).skip(named.len());
        for ((&a, p), &slot) in variable {
            let at = match slot {
                ArgSlot::Gp(n) => save_area + u64::from(gp_base + 8 * n),
                ArgSlot::Fp(n) => save_area + u64::from(fp_base + 16 * n),
                ArgSlot::Stack(offset) => stack + u64::from(offset),
                ArgSlot::Hidden => continue,
            };
            match p.purpose {
                Purpose::StructArgument(size) => {
                    let src = self.index(a.int() as u64, size)?;
                    let dst = self.index(at, size)?;
                    self.mem.copy_within(src..src + size as usize, dst);
                }
                _ => self.store(p.ty, at, a)?,
            }
        }
        let named = callconv::used_by(named, target);
        Ok(VarArgs {
            save_area,
            stack: stack + u64::from(named.stack),
            named,
        })
    }

    /// `va_start`: the `va_list` at `list` as the code generator's `va_start` fills it.
    fn va_start(&mut self, frame: &Frame, list: u64) -> Result<(), InterpError> {
        let Some(va) = &frame.varargs else {
            return Err(InterpError::Malformed(
                "va_start in a function that is not variadic".into(),
            ));
        };
        let (gp, fp) = (i64::from(va.named.gp), i64::from(va.named.fp));
        let (fields, count): ([(Type, i64); 5], usize) = match self.target.arch() {
            Arch::Aarch64 => {
                let save = va.save_area as i64;
                (
                    [
                        (Type::Ptr, va.stack as i64),
                        (Type::Ptr, save + i64::from(callconv::AAPCS_SAVE_AREA)),
                        (Type::Ptr, save + i64::from(callconv::AAPCS_VR_AREA)),
                        (Type::I32, -8 * (8 - gp)),
                        (Type::I32, -16 * (8 - fp)),
                    ],
                    5,
                )
            }
            Arch::X86_64 => (
                [
                    (Type::I32, 8 * gp),
                    (Type::I32, i64::from(callconv::SYSV_GP_AREA) + 16 * fp),
                    (Type::Ptr, va.stack as i64),
                    (Type::Ptr, va.save_area as i64),
                    (Type::Ptr, 0),
                ],
                4,
            ),
        };
        let mut at = list;
        for (ty, v) in fields.into_iter().take(count) {
            self.store(ty, at, Val::Int(v))?;
            at += u64::from(ty.bytes());
        }
        Ok(())
    }

    /// A fresh copy of the `size` bytes at `from` on the stack; returns its address.
    fn copy_to_stack(&mut self, from: Val, size: u32) -> Result<u64, InterpError> {
        let src = self.index(from.int() as u64, size)?;
        let to = self.alloca(size, 16)?;
        let dst = self.index(to, size)?;
        self.mem.copy_within(src..src + size as usize, dst);
        Ok(to)
    }

    /// The interpreter loop over an explicit stack of frames.
    fn run(&mut self, first: Frame) -> Result<Vec<Val>, InterpError> {
        let mut stack = vec![first];
        let mut fuel = self.fuel;
        loop {
            if fuel == 0 {
                return Err(InterpError::OutOfFuel);
            }
            fuel -= 1;
            let frame = stack.last_mut().expect("the stack is never empty here");
            let f = self.functions[frame.func].func;
            if let Some(&inst) = f.block_insts(frame.block).get(frame.pos) {
                frame.pos += 1;
                if let Some(callee) = self.step(frame, f, inst)? {
                    if stack.len() >= MAX_CALL_DEPTH {
                        return Err(InterpError::StackOverflow);
                    }
                    stack.push(callee);
                }
                continue;
            }
            let block = &f.blocks[frame.block];
            let term = block.term.as_ref().ok_or_else(|| {
                InterpError::Malformed(format!(
                    "block {} has no terminator",
                    f.block_name(frame.block)
                ))
            })?;
            let returned = match term {
                Terminator::Ret(vs) => vs.iter().map(|v| frame.vals[v.index()]).collect::<Vec<_>>(),
                _ => {
                    self.branch(frame, f, term)?;
                    continue;
                }
            };
            let done = stack.pop().expect("the frame just used");
            self.mem.truncate(done.stack_base);
            match stack.last_mut() {
                None => return Ok(returned),
                Some(caller) => {
                    for (r, v) in done.results.iter().zip(returned) {
                        caller.vals[r.index()] = v;
                    }
                }
            }
        }
    }

    /// Take the terminator's edge: pick the successor, then assign its phis from the
    /// operands of this edge, all at once (phis read the values from before the edge).
    fn branch(
        &mut self,
        frame: &mut Frame,
        f: &Function,
        term: &Terminator,
    ) -> Result<(), InterpError> {
        let (dest, edge) = match term {
            Terminator::Jump(b) => (*b, 0),
            Terminator::Br {
                cond,
                then_dest,
                else_dest,
                ..
            } => {
                if frame.vals[cond.index()].int() != 0 {
                    (*then_dest, 0)
                } else {
                    (*else_dest, 1)
                }
            }
            Terminator::Switch {
                value,
                default,
                cases,
            } => {
                let ty = f.value_type(*value);
                let v = frame.vals[value.index()].int();
                match cases.iter().position(|&(c, _)| narrow(ty, c) == v) {
                    Some(k) => (cases[k].1, k + 1),
                    None => (*default, 0),
                }
            }
            Terminator::Unreachable => return Err(InterpError::Unreachable),
            Terminator::Trap => return Err(InterpError::Trap),
            Terminator::Ret(_) => unreachable!("returns are handled by the caller"),
        };
        let from = frame.block;
        // Several edges from `from` to `dest` have one phi operand each, in edge order.
        let nth = term.successors()[..edge]
            .iter()
            .filter(|&&s| s == dest)
            .count();
        let phis = f.block_phis(dest);
        let mut incoming = Vec::with_capacity(phis.len());
        for &phi in phis {
            let InstKind::Phi { args, .. } = &f.insts[phi].kind else {
                return Err(InterpError::Malformed("a non-phi in the phi list".into()));
            };
            let operand = args.iter().filter(|(b, _)| *b == from).nth(nth);
            let Some(&(_, v)) = operand else {
                return Err(InterpError::Malformed(format!(
                    "a phi in block {} has no operand for the edge from {}",
                    f.block_name(dest),
                    f.block_name(from)
                )));
            };
            incoming.push(frame.vals[v.index()]);
        }
        for (&phi, v) in phis.iter().zip(incoming) {
            if let Some(r) = f.insts[phi].result {
                frame.vals[r.index()] = v;
            }
        }
        frame.block = dest;
        frame.pos = 0;
        Ok(())
    }

    /// Execute one instruction; a call to a function of the module returns its new frame.
    fn step(
        &mut self,
        frame: &mut Frame,
        f: &Function,
        inst: Inst,
    ) -> Result<Option<Frame>, InterpError> {
        let data = &f.insts[inst];
        let get = |v: &Value| frame.vals[v.index()];
        // Values are modelled in 64 bits: `i128` and vector code is the code generator's to
        // check.
        let wide = |v: Value| f.value_type(v) == Type::I128 || f.value_type(v).is_vector();
        if data.results().any(wide) || data.kind.operands().into_iter().any(wide) {
            return Err(InterpError::Malformed(format!(
                "{inst}: the interpreter does not model i128 or vectors"
            )));
        }
        let value = match &data.kind {
            InstKind::Alloca { size, align } => Val::Int(self.alloca(*size, *align)? as i64),
            InstKind::Load { ty, addr, .. } => self.load(*ty, get(addr).int() as u64)?,
            InstKind::Store {
                ty, value, addr, ..
            } => {
                self.store(*ty, get(addr).int() as u64, get(value))?;
                return Ok(None);
            }
            InstKind::Binary {
                op, ty, lhs, rhs, ..
            } => binary(*op, *ty, get(lhs), get(rhs))?,
            InstKind::Unary { op, ty, arg } => unary(*op, *ty, get(arg)),
            InstKind::Fma { ty, a, b, c } => fma(*ty, get(a), get(b), get(c)),
            InstKind::Icmp { cond, ty, lhs, rhs } => {
                Val::Int(icmp(*cond, *ty, get(lhs).int(), get(rhs).int()) as i64)
            }
            InstKind::Fcmp { cond, lhs, rhs, .. } => {
                Val::Int(fcmp(*cond, get(lhs).f64(), get(rhs).f64()) as i64)
            }
            InstKind::Cast { op, from, to, arg } => cast(*op, *from, *to, get(arg)),
            InstKind::GlobalAddr { name } => Val::Int(self.symbol_address(name)? as i64),
            InstKind::FuncAddr { name } => Val::Int(self.symbol_address(name)? as i64),
            InstKind::PtrOffset { base, offset } => {
                Val::Int(get(base).int().wrapping_add(get(offset).int()))
            }
            // The interpreter runs one thread: an atomic access is an ordinary one.
            InstKind::AtomicLoad { ty, addr } => self.load(*ty, get(addr).int() as u64)?,
            InstKind::AtomicStore { ty, value, addr } => {
                self.store(*ty, get(addr).int() as u64, get(value))?;
                return Ok(None);
            }
            InstKind::AtomicRmw {
                op,
                ty,
                addr,
                value,
            } => {
                let at = get(addr).int() as u64;
                let old = self.load(*ty, at)?;
                let new = narrow(*ty, op.apply(old.int(), get(value).int()));
                self.store(*ty, at, Val::Int(new))?;
                old
            }
            InstKind::AtomicCas {
                ty,
                addr,
                expected,
                desired,
            } => {
                let at = get(addr).int() as u64;
                let old = self.load(*ty, at)?;
                if old.int() == narrow(*ty, get(expected).int()) {
                    self.store(*ty, at, get(desired))?;
                }
                old
            }
            InstKind::Fence | InstKind::Prefetch { .. } => return Ok(None),
            // Refused above: every lane instruction has a vector operand or result.
            InstKind::ExtractLane { .. }
            | InstKind::InsertLane { .. }
            | InstKind::Splat { .. }
            | InstKind::HighBits { .. } => {
                return Err(InterpError::Malformed(format!(
                    "{inst}: a vector instruction"
                )))
            }
            InstKind::Phi { .. } => {
                return Err(InterpError::Malformed(
                    "a phi among the instructions".into(),
                ))
            }
            InstKind::VaStart { list } => {
                self.va_start(frame, get(list).int() as u64)?;
                return Ok(None);
            }
            InstKind::Call(call) => {
                let CallData {
                    callee, sig, args, ..
                } = &**call;
                let args: Vec<Val> = args.iter().map(get).collect();
                let name = match callee {
                    Callee::Direct(name) => name.clone(),
                    Callee::Indirect(p) => self.function_at(get(p).int() as u64)?,
                };
                if let Some(&func) = self.by_name.get(&name) {
                    let results = data.results().collect();
                    return self.enter(func, &args, &sig.params, results).map(Some);
                }
                match self.builtin(&name, &args, sig)? {
                    Some(v) => v,
                    None => return Ok(None),
                }
            }
        };
        if let Some(r) = data.result {
            frame.vals[r.index()] = value;
        }
        Ok(None)
    }

    fn function_at(&self, addr: u64) -> Result<String, InterpError> {
        let offset = addr.wrapping_sub(FUNC_BASE);
        match self.symbols.get((offset / 16) as usize) {
            Some(name) if offset.is_multiple_of(16) => Ok(name.clone()),
            _ => Err(InterpError::BadCall(format!(
                "indirect call to {addr:#x}, not a function"
            ))),
        }
    }

    /// The runtime functions a test program may call (runtime/runtime.c).
    fn builtin(
        &mut self,
        name: &str,
        args: &[Val],
        sig: &Signature,
    ) -> Result<Option<Val>, InterpError> {
        let arg = |i: usize| args.get(i).map_or(0, |a| a.int());
        let returned: i64 = match name {
            "putchar" => {
                self.output.push(arg(0) as u8);
                arg(0) & 0xff
            }
            "print_char" => {
                self.output.push(arg(0) as u8);
                0
            }
            "print_int" => {
                self.output.extend((arg(0) as i32).to_string().bytes());
                0
            }
            "print_newline" => {
                self.output.push(b'\n');
                0
            }
            // The runtime's stack region (see `lower::vla`) lives on the interpreter's
            // stack: what it gives is above the caller's allocas, and a return cuts it
            // back with them.
            names::STACK_SAVE => (MEM_BASE + self.mem.len() as u64) as i64,
            names::STACK_ALLOC => {
                let size = u32::try_from(arg(0)).map_err(|_| InterpError::StackOverflow)?;
                self.alloca(size, 16)? as i64
            }
            names::STACK_RESTORE => {
                let mark = (arg(0) as u64).wrapping_sub(MEM_BASE) as usize;
                if mark >= self.globals_end && mark < self.mem.len() {
                    self.mem.truncate(mark);
                }
                0
            }
            _ => return Err(InterpError::UnknownFunction(name.to_string())),
        };
        Ok(sig
            .ret
            .first()
            .map(|r| convert_to(Val::Int(returned), r.ty)))
    }

    fn alloca(&mut self, size: u32, align: u32) -> Result<u64, InterpError> {
        let start = align_up(self.mem.len(), align.max(1) as usize);
        let end = start + size as usize;
        if end > MEM_LIMIT {
            return Err(InterpError::StackOverflow);
        }
        self.mem.resize(end, 0);
        Ok(MEM_BASE + start as u64)
    }

    fn index(&self, addr: u64, size: u32) -> Result<usize, InterpError> {
        let i = addr.wrapping_sub(MEM_BASE);
        if addr < MEM_BASE || i.saturating_add(size as u64) > self.mem.len() as u64 {
            return Err(InterpError::MemoryFault { addr, size });
        }
        Ok(i as usize)
    }

    fn load(&self, ty: Type, addr: u64) -> Result<Val, InterpError> {
        let i = self.index(addr, ty.bytes())?;
        let mut buf = [0u8; 8];
        buf[..ty.bytes() as usize].copy_from_slice(&self.mem[i..i + ty.bytes() as usize]);
        let bits = u64::from_le_bytes(buf);
        Ok(match ty {
            Type::F32 => Val::F32(f32::from_bits(bits as u32)),
            Type::F64 => Val::F64(f64::from_bits(bits)),
            _ => Val::Int(narrow(ty, bits as i64)),
        })
    }

    fn store(&mut self, ty: Type, addr: u64, v: Val) -> Result<(), InterpError> {
        let i = self.index(addr, ty.bytes())?;
        let bits = match ty {
            Type::F32 => v.f32().to_bits() as u64,
            Type::F64 => v.f64().to_bits(),
            _ => v.int() as u64,
        };
        let n = ty.bytes() as usize;
        self.mem[i..i + n].copy_from_slice(&bits.to_le_bytes()[..n]);
        Ok(())
    }
}

fn prepare(func: &Function) -> Prepared<'_> {
    let initial = func
        .values
        .values()
        .map(|v| match v.def {
            ValueDef::IConst(c) => convert_to(Val::Int(c), v.ty),
            ValueDef::FConst(bits) => convert_to(Val::F64(f64::from_bits(bits)), v.ty),
            _ => Val::zero(v.ty),
        })
        .collect();
    Prepared { func, initial }
}

fn align_up(n: usize, align: usize) -> usize {
    n.div_ceil(align) * align
}

/// A value as the given type holds it.
fn convert_to(v: Val, ty: Type) -> Val {
    match ty {
        Type::F32 => Val::F32(v.f32()),
        Type::F64 => Val::F64(v.f64()),
        _ => Val::Int(narrow(ty, v.int())),
    }
}

/// `x` truncated to the width of `ty` and sign-extended back: the canonical form of an
/// integer of that type.
pub(crate) fn narrow(ty: Type, x: i64) -> i64 {
    match ty {
        Type::I8 => x as i8 as i64,
        Type::I16 => x as i16 as i64,
        Type::I32 | Type::F32 => x as i32 as i64,
        _ => x,
    }
}

/// The bits of a canonical integer as unsigned.
fn unsigned(ty: Type, x: i64) -> u64 {
    match ty {
        Type::I8 => x as u8 as u64,
        Type::I16 => x as u16 as u64,
        Type::I32 | Type::F32 => x as u32 as u64,
        _ => x as u64,
    }
}

/// `a * b + c` rounded once, in `ty` (`f32` or `f64`).
fn fma(ty: Type, a: Val, b: Val, c: Val) -> Val {
    match ty {
        Type::F32 => Val::F32(a.f32().mul_add(b.f32(), c.f32())),
        _ => Val::F64(a.f64().mul_add(b.f64(), c.f64())),
    }
}

pub(crate) fn binary(op: BinOp, ty: Type, a: Val, b: Val) -> Result<Val, InterpError> {
    if ty == Type::F32 {
        let (x, y) = (a.f32(), b.f32());
        return Ok(Val::F32(match op {
            BinOp::FAdd => x + y,
            BinOp::FSub => x - y,
            BinOp::FMul => x * y,
            _ => x / y,
        }));
    }
    if ty == Type::F64 {
        let (x, y) = (a.f64(), b.f64());
        return Ok(Val::F64(match op {
            BinOp::FAdd => x + y,
            BinOp::FSub => x - y,
            BinOp::FMul => x * y,
            _ => x / y,
        }));
    }
    let (x, y) = (a.int(), b.int());
    let (ux, uy) = (unsigned(ty, x), unsigned(ty, y));
    let shift = (uy % (ty.bytes() as u64 * 8)) as u32;
    let r = match op {
        BinOp::Add | BinOp::FAdd => x.wrapping_add(y),
        BinOp::Sub | BinOp::FSub => x.wrapping_sub(y),
        BinOp::Mul | BinOp::FMul => x.wrapping_mul(y),
        BinOp::SDiv | BinOp::FDiv | BinOp::SRem => {
            if y == 0 {
                return Err(InterpError::DivisionByZero);
            }
            let min = narrow(ty, 1i64 << (ty.bytes() * 8 - 1));
            match op {
                BinOp::SRem if y == -1 => 0,
                BinOp::SRem => x.wrapping_rem(y),
                _ if x == min && y == -1 => return Err(InterpError::IntegerOverflow),
                _ => x.wrapping_div(y),
            }
        }
        BinOp::UDiv | BinOp::URem => {
            if uy == 0 {
                return Err(InterpError::DivisionByZero);
            }
            if op == BinOp::UDiv {
                (ux / uy) as i64
            } else {
                (ux % uy) as i64
            }
        }
        BinOp::And => x & y,
        BinOp::Or => x | y,
        BinOp::Xor => x ^ y,
        BinOp::Shl => x.wrapping_shl(shift),
        BinOp::LShr => (ux >> shift) as i64,
        BinOp::AShr => x >> shift,
    };
    Ok(Val::Int(narrow(ty, r)))
}

pub(crate) fn unary(op: UnOp, ty: Type, a: Val) -> Val {
    match (ty, op) {
        (Type::F32, UnOp::FAbs) => Val::F32(a.f32().abs()),
        (Type::F64, UnOp::FAbs) => Val::F64(a.f64().abs()),
        (Type::F32, UnOp::Sqrt) => Val::F32(a.f32().sqrt()),
        (Type::F64, UnOp::Sqrt) => Val::F64(a.f64().sqrt()),
        (Type::F32, _) => Val::F32(-a.f32()),
        (Type::F64, _) => Val::F64(-a.f64()),
        (_, UnOp::Not) => Val::Int(narrow(ty, !a.int())),
        (_, UnOp::Clz | UnOp::Ctz | UnOp::Popcnt | UnOp::Bswap) => {
            let bits = ty.bytes() * 8;
            let u = unsigned(ty, a.int());
            let r = match op {
                UnOp::Clz => i64::from(u.leading_zeros() - (64 - bits)),
                UnOp::Ctz => i64::from(u.trailing_zeros().min(bits)),
                UnOp::Popcnt => i64::from(u.count_ones()),
                _ => (u.swap_bytes() >> (64 - bits)) as i64,
            };
            Val::Int(narrow(ty, r))
        }
        (_, _) => Val::Int(narrow(ty, a.int().wrapping_neg())),
    }
}

pub(crate) fn icmp(cond: Cond, ty: Type, x: i64, y: i64) -> bool {
    let (ux, uy) = (unsigned(ty, x), unsigned(ty, y));
    match cond {
        Cond::Eq | Cond::Oeq => x == y,
        Cond::Ne | Cond::Une => x != y,
        Cond::Slt | Cond::Olt => x < y,
        Cond::Sle | Cond::Ole => x <= y,
        Cond::Sgt | Cond::Ogt => x > y,
        Cond::Sge | Cond::Oge => x >= y,
        Cond::Ult => ux < uy,
        Cond::Ule => ux <= uy,
        Cond::Ugt => ux > uy,
        Cond::Uge => ux >= uy,
    }
}

/// Ordered comparisons are false when either side is NaN; `une` is true then. f32 operands
/// compare exactly as f64, since widening is exact.
fn fcmp(cond: Cond, x: f64, y: f64) -> bool {
    match cond {
        Cond::Oeq | Cond::Eq => x == y,
        Cond::Une | Cond::Ne => x != y,
        Cond::Olt | Cond::Slt | Cond::Ult => x < y,
        Cond::Ole | Cond::Sle | Cond::Ule => x <= y,
        Cond::Ogt | Cond::Sgt | Cond::Ugt => x > y,
        Cond::Oge | Cond::Sge | Cond::Uge => x >= y,
    }
}

pub(crate) fn cast(op: CastOp, from: Type, to: Type, a: Val) -> Val {
    match op {
        CastOp::Bitcast if to == Type::F32 => Val::F32(f32::from_bits(a.int() as u32)),
        CastOp::Bitcast if to == Type::F64 => Val::F64(f64::from_bits(a.int() as u64)),
        CastOp::Sext | CastOp::Trunc | CastOp::Bitcast => Val::Int(narrow(to, a.int())),
        CastOp::Zext => Val::Int(narrow(to, unsigned(from, a.int()) as i64)),
        CastOp::FpExt | CastOp::FpTrunc => convert_to(a, to),
        CastOp::SiToFp => int_to_float(a.int() as f64, a.int() as f32, to),
        CastOp::UiToFp => {
            let u = unsigned(from, a.int());
            int_to_float(u as f64, u as f32, to)
        }
        CastOp::FpToSi | CastOp::FpToUi => float_to_int(op, a.f64(), to),
    }
}

/// An integer converted to `f32` must round once, from the integer, not twice through
/// `f64`; so both conversions are made from the integer and the caller passes them here.
fn int_to_float(as_f64: f64, as_f32: f32, to: Type) -> Val {
    if to == Type::F32 {
        Val::F32(as_f32)
    } else {
        Val::F64(as_f64)
    }
}

/// Truncate toward zero, saturating, exactly as the code generator does (C leaves
/// out-of-range conversions undefined; these never trap): NaN gives 0; signed targets below
/// 64 bits saturate at 32 bits, unsigned targets below 64 bits convert through a *signed*
/// i64 (as gcc does on x86-64), and the result is truncated to the target width. Rust's
/// `as` from float to integer saturates the same way as Cranelift's `fcvt_to_*_sat`.
fn float_to_int(op: CastOp, x: f64, to: Type) -> Val {
    let i = match (op == CastOp::FpToSi, to.bytes() == 8) {
        (true, true) => x as i64,
        (true, false) => x as i32 as i64,
        (false, true) => x as u64 as i64,
        (false, false) => x as i64,
    };
    Val::Int(narrow(to, i))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::read::{read_function, read_module};

    fn run(text: &str, args: &[Val]) -> Result<Option<Val>, InterpError> {
        let f = read_function(text).unwrap_or_else(|e| panic!("{e}"));
        run_function(&f, args)
    }

    fn int(text: &str, args: &[i64]) -> i64 {
        let args: Vec<Val> = args.iter().map(|&a| Val::Int(a)).collect();
        match run(text, &args) {
            Ok(Some(Val::Int(i))) => i,
            other => panic!("expected an integer, got {other:?}"),
        }
    }

    const SUM_SSA: &str = "fn @sum(i32 %n) -> i32 {
entry:
  jump loop
loop:
  %i = phi i32 [0, entry], [%i.next, loop]
  %acc = phi i32 [0, entry], [%acc.next, loop]
  %acc.next = add i32 %acc, %i
  %i.next = add i32 %i, 1
  %done = icmp sge i32 %i.next, %n
  br %done, exit, loop
exit:
  ret i32 %acc.next
}";

    const SUM_MEMORY: &str = "fn @sum(i32 %n) -> i32 {
entry:
  %i = alloca 4, align 4
  %acc = alloca 4, align 4
  store i32 0, %i
  store i32 0, %acc
  jump loop
loop:
  %0 = load i32, %acc
  %1 = load i32, %i
  %2 = add i32 %0, %1
  store i32 %2, %acc
  %3 = add i32 %1, 1
  store i32 %3, %i
  %done = icmp sge i32 %3, %n
  br %done, exit, loop
exit:
  %r = load i32, %acc
  ret i32 %r
}";

    #[test]
    fn a_loop_with_phis_and_its_memory_form_agree() {
        for n in [1, 2, 10, 100] {
            let expected = (0..n).sum::<i64>();
            assert_eq!(int(SUM_SSA, &[n]), expected);
            assert_eq!(int(SUM_MEMORY, &[n]), expected);
        }
    }

    #[test]
    fn phis_of_one_edge_are_assigned_all_at_once() {
        // Each iteration swaps a and b: the phis must read the values from before the edge.
        let swap = "fn @f(i32 %n) -> i32 {
entry:
  jump loop
loop:
  %a = phi i32 [1, entry], [%b, loop]
  %b = phi i32 [2, entry], [%a, loop]
  %i = phi i32 [0, entry], [%i1, loop]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br %c, loop, exit
exit:
  %r = mul i32 %a, 10
  %s = add i32 %r, %b
  ret i32 %s
}";
        assert_eq!(int(swap, &[1]), 12);
        assert_eq!(int(swap, &[2]), 21);
        assert_eq!(int(swap, &[3]), 12);
    }

    #[test]
    fn two_edges_from_one_block_take_their_own_phi_operand() {
        let f = "fn @f(i8 %c) -> i32 {
entry:
  br %c, join, join
join:
  %x = phi i32 [1, entry], [2, entry]
  ret i32 %x
}";
        assert_eq!(int(f, &[1]), 1);
        assert_eq!(int(f, &[0]), 2);
    }

    #[test]
    fn switch_takes_the_first_matching_case_or_the_default() {
        let f = "fn @f(i32 %v) -> i32 {
entry:
  switch i32 %v, def [1: one, 2: two, 3: one, -1: two]
one:
  %p = phi i32 [10, entry], [10, entry]
  ret i32 %p
two:
  %q = phi i32 [20, entry], [21, entry]
  ret i32 %q
def:
  ret i32 0
}";
        assert_eq!(int(f, &[1]), 10);
        assert_eq!(int(f, &[3]), 10);
        assert_eq!(int(f, &[2]), 20);
        assert_eq!(int(f, &[-1]), 21);
        assert_eq!(int(f, &[7]), 0);
    }

    #[test]
    fn recursion_and_indirect_calls_run_in_the_module() {
        let m = read_module(
            "fn @fib(i32 %n) -> i32 {
entry:
  %small = icmp slt i32 %n, 2
  br %small, base, rec
base:
  ret i32 %n
rec:
  %a = sub i32 %n, 1
  %b = sub i32 %n, 2
  %fa = call i32 @fib(i32 %a)
  %fp = func_addr @fib
  %fb = call i32 %fp(i32 %b)
  %s = add i32 %fa, %fb
  ret i32 %s
}

fn @deep(i32 %n) -> i32 {
entry:
  %z = icmp eq i32 %n, 0
  br %z, done, more
done:
  ret i32 0
more:
  %m = sub i32 %n, 1
  %r = call i32 @deep(i32 %m)
  %r1 = add i32 %r, 1
  ret i32 %r1
}
",
        )
        .unwrap();
        let mut interp = Interpreter::new(&m);
        assert_eq!(
            interp.call("fib", &[Val::Int(20)]),
            Ok(Some(Val::Int(6765)))
        );
        // Recursion deeper than the Rust stack would allow for a recursive interpreter, and
        // recursion without end.
        assert_eq!(
            interp.call("deep", &[Val::Int(100_000)]),
            Ok(Some(Val::Int(100_000)))
        );
        assert_eq!(
            interp.call("deep", &[Val::Int(-1)]),
            Err(InterpError::StackOverflow)
        );
        assert_eq!(
            interp.call("nope", &[]),
            Err(InterpError::UnknownFunction("nope".into()))
        );
    }

    #[test]
    fn globals_strings_relocations_and_output() {
        let m = read_module(
            "global @counter size 4 align 4 = \"\\05\\00\\00\\00\"
global local readonly @.str size 4 align 1 = \"hi\\0A\\00\"
global @ptr size 8 align 8 = \"\\00\\00\\00\\00\\00\\00\\00\\00\" [0: @.str+1]

declare @putchar(i32) -> i32
declare @print_int(i32) -> i32
declare @print_newline() -> i32

fn @bump() -> i32 {
entry:
  %g = global_addr @counter
  %v = load i32, %g
  %v1 = add i32 %v, 1
  store i32 %v1, %g
  ret i32 %v1
}

fn @puts_ptr() -> void {
entry:
  %pp = global_addr @ptr
  %p0 = load ptr, %pp
  jump loop
loop:
  %p = phi ptr [%p0, entry], [%next, body]
  %c = load i8, %p
  %z = icmp eq i8 %c, 0
  br %z, done, body
body:
  %ci = sext i8 %c to i32
  %r = call i32 @putchar(i32 %ci)
  %next = ptr_offset %p, 1
  jump loop
done:
  %n = call i32 @print_int(i32 -42)
  %nl = call i32 @print_newline()
  ret void
}
",
        )
        .unwrap();
        let mut interp = Interpreter::new(&m);
        assert_eq!(interp.call("bump", &[]), Ok(Some(Val::Int(6))));
        assert_eq!(interp.call("bump", &[]), Ok(Some(Val::Int(7))));
        assert_eq!(interp.call("puts_ptr", &[]), Ok(None));
        assert_eq!(interp.output(), b"i\n-42\n");
        let counter = interp.global_address("counter").unwrap();
        assert_eq!(interp.read_memory(counter, 4), Ok(&[7u8, 0, 0, 0][..]));
    }

    #[test]
    fn integer_arithmetic_wraps_and_masks_shifts_like_cranelift() {
        let op = |text: &str, a: i64, b: i64| {
            int(
                &format!(
                    "fn @f(i32 %a, i32 %b) -> i32 {{\nentry:\n  %r = {text} i32 %a, %b\n  ret i32 %r\n}}"
                ),
                &[a, b],
            )
        };
        assert_eq!(op("add", i32::MAX as i64, 1), i32::MIN as i64);
        assert_eq!(op("mul", 65536, 65536), 0);
        assert_eq!(op("shl", 1, 33), 2);
        assert_eq!(op("lshr", -1, 28), 15);
        assert_eq!(op("ashr", -16, 2), -4);
        assert_eq!(op("udiv", -1, 2), i32::MAX as i64);
        assert_eq!(op("urem", -1, 10), 5);
        assert_eq!(op("sdiv", -7, 2), -3);
        assert_eq!(op("srem", -7, 2), -1);
        assert_eq!(op("srem", i32::MIN as i64, -1), 0);
        let narrow = "fn @f(i8 %a) -> i32 {\nentry:\n  %b = add i8 %a, 1\n  %s = sext i8 %b to i32\n  %z = zext i8 %b to i32\n  %r = add i32 %s, %z\n  ret i32 %r\n}";
        // 127 + 1 wraps to -128 as i8: sext gives -128, zext 128.
        assert_eq!(int(narrow, &[127]), 0);
        let cmp =
            "fn @f(i32 %a, i32 %b) -> i8 {\nentry:\n  %c = icmp ult i32 %a, %b\n  ret i8 %c\n}";
        assert_eq!(int(cmp, &[1, -1]), 1);
    }

    #[test]
    fn traps_are_errors() {
        let div = "fn @f(i32 %a, i32 %b) -> i32 {\nentry:\n  %r = sdiv i32 %a, %b\n  ret i32 %r\n}";
        let args = |a: i64, b: i64| [Val::Int(a), Val::Int(b)];
        assert_eq!(run(div, &args(1, 0)), Err(InterpError::DivisionByZero));
        assert_eq!(
            run(div, &args(i32::MIN as i64, -1)),
            Err(InterpError::IntegerOverflow)
        );
        let null = "fn @f() -> i32 {\nentry:\n  %r = load i32, 0\n  ret i32 %r\n}";
        assert_eq!(
            run(null, &[]),
            Err(InterpError::MemoryFault { addr: 0, size: 4 })
        );
        let conv = "fn @f(f64 %d) -> i32 {\nentry:\n  %r = fptosi f64 %d to i32\n  ret i32 %r\n}";
        assert_eq!(run(conv, &[Val::F64(-2.9)]), Ok(Some(Val::Int(-2))));
        // Out of range saturates and NaN gives 0, as codegen's `fcvt_to_sint_sat`.
        assert_eq!(
            run(conv, &[Val::F64(3e9)]),
            Ok(Some(Val::Int(i32::MAX as i64)))
        );
        assert_eq!(run(conv, &[Val::F64(f64::NAN)]), Ok(Some(Val::Int(0))));
        let narrow = "fn @f(f64 %d) -> i8 {\nentry:\n  %r = fptoui f64 %d to i8\n  ret i8 %r\n}";
        // Converts through a signed i64, then truncates: 300 -> 44, -5 -> the bits of -5
        // (0xfb, held sign-extended), as gcc's `cvttsd2si %xmm0, %rax` does.
        assert_eq!(run(narrow, &[Val::F64(300.0)]), Ok(Some(Val::Int(44))));
        assert_eq!(run(narrow, &[Val::F64(-5.0)]), Ok(Some(Val::Int(-5))));
        let dead = "fn @f() -> void {\nentry:\n  unreachable\n}";
        assert_eq!(run(dead, &[]), Err(InterpError::Unreachable));
        let external = "fn @f() -> i32 {\nentry:\n  %r = call i32 @abort()\n  ret i32 %r\n}";
        assert_eq!(
            run(external, &[]),
            Err(InterpError::UnknownFunction("abort".into()))
        );
    }

    #[test]
    fn an_infinite_loop_runs_out_of_fuel() {
        let f =
            read_function("fn @f() -> void {\nentry:\n  jump entry2\nentry2:\n  jump entry2\n}")
                .unwrap();
        assert_eq!(
            run_function_with_fuel(&f, &[], 1000),
            Err(InterpError::OutOfFuel)
        );
        let m = Module {
            functions: vec![f],
            ..Module::default()
        };
        let mut interp = Interpreter::new(&m);
        interp.set_fuel(10);
        assert_eq!(interp.call("f", &[]), Err(InterpError::OutOfFuel));
    }

    #[test]
    fn a_function_naming_values_it_does_not_have_is_refused() {
        let mut f = read_function("fn @f() -> i32 {\nentry:\n  ret i32 0\n}").unwrap();
        let entry = f.entry;
        f.blocks[entry].term = Some(Terminator::Ret(vec![Value::from_u32(40)]));
        assert_eq!(
            run_function(&f, &[]),
            Err(InterpError::Malformed(
                "function @f: block entry: value v40 does not exist".into()
            ))
        );
    }

    #[test]
    fn undef_and_fresh_allocas_read_as_zero() {
        let f = "fn @f() -> i32 {\nentry:\n  %a = alloca 4, align 4\n  %x = load i32, %a\n  %y = add i32 %x, undef\n  ret i32 %y\n}";
        assert_eq!(int(f, &[]), 0);
    }

    #[test]
    fn floats_compute_in_their_own_precision() {
        let f = "fn @f(f32 %x) -> f64 {
entry:
  %y = fmul f32 %x, 3.0
  %c = fcmp olt f32 %y, 1.0
  %d = fpext f32 %y to f64
  %n = fcmp une f64 %d, 0x7ff8000000000000
  %ci = sitofp i8 %n to f64
  %r = fadd f64 %d, %ci
  ret f64 %r
}";
        let r = run(f, &[Val::F32(0.1)]).unwrap();
        // une with NaN is true, so 1.0 is added to the f32 product.
        assert_eq!(r, Some(Val::F64((0.1f32 * 3.0) as f64 + 1.0)));
        let u = "fn @f(i64 %x) -> f32 {\nentry:\n  %r = uitofp i64 %x to f32\n  ret f32 %r\n}";
        assert_eq!(run(u, &[Val::Int(-1)]), Ok(Some(Val::F32(u64::MAX as f32))));
    }
}

# tcc-rs: build, try, test.
#
#   make / make build      release build of the compiler (target/release/tcc-rs)
#   make run               build, then compile and run one showcase sample with tcc-rs
#   make test              the whole test suite (cargo test: unit, samples, CLI, IR tests)
#   make install           install the compiler as PREFIX/bin/tcc-rs and its manual page as
#                          PREFIX/share/man/man1/tcc-rs.1 (PREFIX=/usr/local; DESTDIR=...
#                          stages them elsewhere, for packaging)
#   make test-projects     build the vendored real projects (tests/projects/: zlib, cJSON) with
#                          their own build systems and CC=tcc-rs, and run their test suites
#   make test-corpus       build Debian 12 source packages (tests/corpus/packages.toml) with
#                          CC=tcc-rs and run their own tests; fails if one does worse than
#                          its entry expects (CORPUS_ARGS="--only sed,grep" runs some)
#   make bench             run-time and compile-time benchmarks against gcc, clang, tcc
#                          (make bench-quick: a one-minute smoke run)
#   make bench-workloads  real workloads (SQLite, bzip2, xz, zstd, pcre2, Lua, gawk from the
#                          corpus) built by gcc, clang, tcc and tcc-rs, timed, checked against
#                          gcc -O2 (WORKLOADS_ARGS="--quick", "--only lua,gawk", "--runs 5")
#   make bench-front-end   compile-time benchmarks of the front end (parser MB/s, tables,
#                          hello world, the large file, zlib and cJSON), as Markdown
#   make differential      random programs (csmith's and tests/randc's), gcc against tcc-rs:
#                          DIFF_CSMITH=N DIFF_RANDC=N DIFF_SEED=S (default 10,000 of each),
#                          DIFF_JOBS=N programs at a time (default: one per core)
#   make fuzz              the mutation fuzzer for FUZZ_SECONDS (default 3600) per stream
#   make samples-expected  regenerate samples/*.stdout and *.status with gcc
#                          (all samples, or one: make samples-expected SAMPLE=TOPIC/NAME)
#   make clean

CARGO    ?= cargo
CC       ?= gcc
# The aarch64 samples (samples/*-aarch64/) are built for aarch64 and run under qemu.
CC_AARCH64   ?= aarch64-linux-gnu-gcc
QEMU_AARCH64 ?= qemu-aarch64 -L /usr/aarch64-linux-gnu
TCC      := target/release/tcc-rs
SHOWCASE ?= recursion/nqueens
OUT      := target/showcase
PREFIX   ?= /usr/local
BINDIR   ?= $(PREFIX)/bin
MANDIR   ?= $(PREFIX)/share/man

.PHONY: all build run test install test-projects test-corpus differential fuzz bench bench-quick bench-workloads bench-front-end samples-expected clean

all: build

build:
	$(CARGO) build --release

run: build
	@mkdir -p $(OUT)
	$(TCC) samples/$(SHOWCASE).c -o $(OUT)/$(notdir $(SHOWCASE))
	@echo "--- output of samples/$(SHOWCASE).c compiled by tcc-rs:"
	@./$(OUT)/$(notdir $(SHOWCASE)); echo "--- exit status $$?"

# Clippy's warnings are errors, in the tests too (skipped, saying so, where clippy is not installed).
test:
	@if $(CARGO) clippy --version >/dev/null 2>&1; then \
		$(CARGO) clippy --all-targets -- -D warnings; \
	else echo "make test: cargo clippy is not installed; lints skipped"; fi
	$(CARGO) test

# The binary is self-contained: the runtime's source and the compiler's own headers are inside it.
# docs/tcc-rs.1 is rendered from the option table --help prints (tests/man_page.rs checks it).
install: build
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1
	install -m 755 $(TCC) $(DESTDIR)$(BINDIR)/tcc-rs
	install -m 644 docs/tcc-rs.1 $(DESTDIR)$(MANDIR)/man1/tcc-rs.1

# Long runs at the lowest priority; `make test` runs a short fixed share of each.
DIFF_CSMITH   ?= 10000
DIFF_RANDC    ?= 10000
DIFF_SEED     ?= 1
DIFF_JOBS     ?= $(shell nproc)
FUZZ_SECONDS  ?= 3600
differential:
	DIFF_CSMITH=$(DIFF_CSMITH) DIFF_RANDC=$(DIFF_RANDC) DIFF_SEED=$(DIFF_SEED) \
	  nice -n 19 $(CARGO) test --test differential -- --test-threads=$(DIFF_JOBS)

fuzz:
	FUZZ_SECONDS=$(FUZZ_SECONDS) nice -n 19 $(CARGO) test --test fuzz

# A few minutes: zlib is configured and built six times (x86-64, aarch64, gcc's configure
# for comparison, and a local and a distcc build compared), cJSON three times. Some checks only: PROJECT_CHECKS="zlib ...".
test-projects: build
	tests/projects/run.sh $(TCC) $(PROJECT_CHECKS)

# Downloads into target/corpus/cache (or $TCC_RS_CORPUS_CACHE) once; builds two packages at a
# time. Needs root the first time (a deb-src entry for apt, build tools and libraries).
test-corpus: build
	python3 tests/corpus/run.py --cc $(TCC) $(CORPUS_ARGS)

# Writes target/bench/report.md and target/bench/runtime.svg (see docs/benchmarks.md).
bench:
	$(CARGO) bench --bench runtime

bench-quick:
	$(CARGO) bench --bench runtime -- --quick

# The first run builds seven packages with seven compilers (25 minutes on two busy cores); later
# runs reuse the builds and take half an hour to an hour. Writes target/bench-workloads/report.md
# and runtime.svg (see docs/benchmarks.md). Its unit tests: python3 benches/test_workloads.py.
bench-workloads:
	python3 benches/workloads.py $(WORKLOADS_ARGS)

# About ten minutes; options: make bench-front-end FRONT_END_ARGS="--reps 5 --parts parser".
bench-front-end:
	python3 benches/front_end.py $(FRONT_END_ARGS)

# A sample is samples/TOPIC/NAME.c, or a directory samples/TOPIC/NAME/ of .c files (with
# samples/TOPIC/NAME.stdout beside it; for a new one, name it: SAMPLE=TOPIC/NAME); its expected
# output is what the gcc-built program prints with NAME.stdin (if any) on standard input.
SAMPLE_NAMES := $(if $(SAMPLE),$(SAMPLE),$(shell cd samples && find . -name '*.c' | \
                  sed 's|^\./||' | while read -r f; do d=$${f%/*}; \
                  if [ "$$d" != "$$f" ] && [ -f "$$d.stdout" ]; then echo "$$d"; \
                  else echo "$${f%.c}"; fi; done | sort -u))

samples-expected:
	@mkdir -p target/samples-expected
	@set -e; for name in $(SAMPLE_NAMES); do \
	  if [ -d samples/$$name ]; then files=$$(ls samples/$$name/*.c); \
	  else files=samples/$$name.c; fi; \
	  exe=target/samples-expected/$$name; mkdir -p $$(dirname $$exe); \
	  libs=$$(cat samples/$$name.libs 2>/dev/null || true); \
	  cc="$(CC)"; run=""; \
	  case $$name in *-aarch64/*) cc="$(CC_AARCH64)"; run="$(QEMU_AARCH64)";; \
	    simd-x86_64/*) cc="$(CC) -march=x86-64-v2";; esac; \
	  $$cc -w -o $$exe $$files runtime/runtime.c -lm $$libs; \
	  input=/dev/null; [ -f samples/$$name.stdin ] && input=samples/$$name.stdin; \
	  status=0; $$run ./$$exe < $$input > samples/$$name.stdout || status=$$?; \
	  echo $$status > samples/$$name.status; \
	  echo "$$name: exit $$status"; \
	done

clean:
	$(CARGO) clean
	rm -rf target/samples-expected $(OUT)

# tcc-rs: build, try, test.
#
#   make / make build      release build of the compiler (target/release/tcc-rs)
#   make run               build, then compile and run one showcase sample with tcc-rs
#   make test              the whole test suite (cargo test: unit, samples, CLI, IR tests)
#   make bench             run-time and compile-time benchmarks against gcc, clang, tcc
#                          (make bench-quick: a one-minute smoke run)
#   make samples-expected  regenerate samples/*.stdout and *.status with gcc
#                          (all samples, or one: make samples-expected SAMPLE=gcd)
#   make clean

CARGO    ?= cargo
CC       ?= gcc
TCC      := target/release/tcc-rs
SHOWCASE ?= nqueens
OUT      := target/showcase

.PHONY: all build run test bench bench-quick samples-expected clean

all: build

build:
	$(CARGO) build --release

run: build
	@mkdir -p $(OUT)
	$(TCC) samples/$(SHOWCASE).c -o $(OUT)/$(SHOWCASE)
	@echo "--- output of samples/$(SHOWCASE).c compiled by tcc-rs:"
	@./$(OUT)/$(SHOWCASE); echo "--- exit status $$?"

test:
	$(CARGO) test

# Writes target/bench/report.md and target/bench/runtime.svg (see docs/benchmarks.md).
bench:
	$(CARGO) bench --bench runtime

bench-quick:
	$(CARGO) bench --bench runtime -- --quick

# A sample is samples/NAME.c or a directory samples/NAME/ of .c files; its expected output
# is what the gcc-built program prints with samples/NAME.stdin (if any) on standard input.
SAMPLE_NAMES := $(if $(SAMPLE),$(SAMPLE),$(sort $(basename $(notdir $(wildcard samples/*.c))) \
                  $(patsubst samples/%/,%,$(dir $(wildcard samples/*/*.c)))))

samples-expected:
	@mkdir -p target/samples-expected
	@set -e; for name in $(SAMPLE_NAMES); do \
	  if [ -d samples/$$name ]; then files=$$(ls samples/$$name/*.c); \
	  else files=samples/$$name.c; fi; \
	  exe=target/samples-expected/$$name; \
	  $(CC) -w -o $$exe $$files runtime/runtime.c -lm; \
	  input=/dev/null; [ -f samples/$$name.stdin ] && input=samples/$$name.stdin; \
	  status=0; ./$$exe < $$input > samples/$$name.stdout || status=$$?; \
	  echo $$status > samples/$$name.status; \
	  echo "$$name: exit $$status"; \
	done

clean:
	$(CARGO) clean
	rm -rf target/samples-expected $(OUT)

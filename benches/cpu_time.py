#!/usr/bin/env python3
"""CPU time of commands run in turn, from the kernel's own accounting.

Usage: python3 benches/cpu_time.py [--rounds N] 'COMMAND ARGS...' 'COMMAND ARGS...' ...

Each round runs every command once, in the order given, so that a machine whose speed
drifts slows them alike; the first command is the baseline of the ratios. For each command:
the median over the rounds of its CPU time (user + system, every thread, from exec to exit:
`wait4`'s resource usage, which Linux derives from the scheduler's exact run time, the
figure `perf stat`'s task-clock reads), its wall time and its page faults (minor and major).

Why not `perf stat`: perf exports PERF_BUILDID_DIR to what it runs, and cranelift-jit then
appends every function it defines to /tmp/perf-PID.map (about 0.1 ms for hello world that a
run outside perf does not spend, and a file left behind per run); and `perf stat -r N` runs
one command N times in a row, so drift between blocks lands on one side. Here the variable
is removed, and the commands alternate run by run. Standard output goes to /dev/null.
"""

import argparse
import os
import shlex
import statistics
import time


def run(argv, env):
    """(CPU seconds, wall seconds, page faults) of one run of `argv`."""
    start = time.perf_counter()
    pid = os.posix_spawnp(
        argv[0],
        argv,
        env,
        file_actions=[(os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0)],
    )
    _, status, usage = os.wait4(pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"cpu_time.py: {shlex.join(argv)} failed ({status})")
    return usage.ru_utime + usage.ru_stime, wall, usage.ru_minflt + usage.ru_majflt


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=300)
    parser.add_argument("--warmup", type=int, default=10)
    parser.add_argument("commands", nargs="+")
    args = parser.parse_args()
    commands = [shlex.split(c) for c in args.commands]
    env = {k: v for k, v in os.environ.items() if k != "PERF_BUILDID_DIR"}
    for argv in commands:
        for _ in range(args.warmup):
            run(argv, env)
    runs = [[] for _ in commands]
    for _ in range(args.rounds):
        for argv, results in zip(commands, runs):
            results.append(run(argv, env))
    medians = [[statistics.median(r[k] for r in results) for k in range(3)] for results in runs]
    base_cpu, base_wall, _ = medians[0]
    print(f"{args.rounds} rounds, medians; ratios to the first command")
    for argv, (cpu, wall, faults) in zip(commands, medians):
        print(
            f"  cpu {cpu * 1e3:6.2f} ms ({cpu / base_cpu:4.2f}x)  "
            f"wall {wall * 1e3:6.2f} ms ({wall / base_wall:4.2f}x)  "
            f"{faults:4.0f} page faults  {shlex.join(argv)}"
        )


if __name__ == "__main__":
    main()

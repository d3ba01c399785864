"""Shared by the Python benchmark scripts: building one of the crate's `cargo bench`
targets and finding its executable."""

import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def bench_executable(name):
    """Build the bench target `name` (release profile) and return its executable's path."""
    out = subprocess.run(
        ["cargo", "bench", "--bench", name, "--no-run", "--message-format=json"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        check=True,
        text=True,
    ).stdout
    for line in out.splitlines():
        msg = json.loads(line)
        if msg.get("reason") == "compiler-artifact" and msg.get("executable"):
            if msg["target"]["name"] == name:
                return msg["executable"]
    sys.exit(f"cargo built no executable for the bench target '{name}'")

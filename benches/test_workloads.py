#!/usr/bin/env python3
"""Unit tests of benches/workloads.py's pieces that need no package build (a second or two):

    python3 benches/test_workloads.py

The inputs must be the same bytes on every run and machine, or the timings of two runs (and
the outputs checked against gcc's) would not be of the same work.
"""

import hashlib
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import workload_inputs  # noqa: E402
import workloads  # noqa: E402


class Linking(unittest.TestCase):
    def test_a_system_copy_of_the_packages_own_library_is_found(self):
        # tcc linked bzip2 with Debian's libbz2.so rather than the libbz2.a it had built.
        out = ("\tlinux-vdso.so.1 (0x00007ffd)\n"
               "\tlibbz2.so.1.0 => /lib/x86_64-linux-gnu/libbz2.so.1.0 (0x00007f35)\n"
               "\tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x00007f34)\n")
        self.assertEqual(workloads.system_copies(out, ["libbz2"]), ["libbz2.so.1.0"])
        self.assertEqual(workloads.system_copies(out, ["liblzma"]), [])
        pcre = "\tlibpcre2-8.so.0 => /lib/x86_64-linux-gnu/libpcre2-8.so.0 (0x1)\n"
        self.assertEqual(workloads.system_copies(pcre, ["libpcre2"]), ["libpcre2-8.so.0"])

    def test_every_package_names_its_own_libraries(self):
        for name, recipe in workloads.PACKAGES.items():
            self.assertIn("libraries", recipe, name)


class Inputs(unittest.TestCase):
    def test_generators_are_deterministic_and_exact_in_size(self):
        for gen in (workload_inputs.log_text, workload_inputs.mixed):
            a, b = gen(100_000), gen(100_000)
            self.assertEqual(len(a), 100_000)
            self.assertEqual(a, b)
            self.assertNotEqual(a, gen(100_000, seed=workload_inputs.SEED + 7))

    def test_inputs_are_pinned(self):
        # A change here changes what the benchmarks measure: update docs/benchmarks.md's
        # figures with the digests.
        digests = {gen.__name__: hashlib.sha256(gen(200_000)).hexdigest()[:16]
                   for gen in (workload_inputs.log_text, workload_inputs.mixed)}
        self.assertEqual(digests, {"log_text": "d8602ad9e4be0750", "mixed": "c308dd075cd03a7f"})

    def test_log_text_has_the_fields_gawk_reads(self):
        for line in workload_inputs.log_text(50_000).decode().splitlines()[:-1]:
            f = line.split(" ")
            self.assertRegex(f[0], r"^2026-03-\d\d$")
            self.assertTrue(f[3].startswith("user=") and f[4].startswith("ip="), line)
            self.assertTrue(f[7].startswith("status=") and f[8].startswith("bytes="), line)
            self.assertTrue(f[9].startswith("ms=") and "@" in f[-1], line)

    def test_mixed_holds_text_and_binary_records(self):
        data = workload_inputs.mixed(500_000)
        self.assertIn(b" status=", data)
        self.assertGreater(sum(1 for b in data if b >= 0x80), 5_000)

    def test_sql_workload_sets_its_scale(self):
        sql = workload_inputs.sql_workload(quick=True)
        self.assertTrue(sql.startswith("CREATE TABLE params(n INTEGER);\nINSERT INTO params"))
        self.assertIn("OVER (PARTITION BY", sql)


class Pieces(unittest.TestCase):
    def test_speedtest1_timings_are_stripped(self):
        out = b" 100 - 50000 INSERTs into table with no index......    0.071s\nVerification\n"
        self.assertEqual(workloads.strip_timings(out),
                         b" 100 - 50000 INSERTs into table with no index......\nVerification\n")

    def test_run_once_hashes_output_and_reports_status(self):
        cpu, digest, code = workloads.run_once(["sh", "-c", "echo hi; exit 3"], None, None)
        self.assertEqual(code, 3)
        self.assertEqual(digest, hashlib.sha256(b"hi\n").hexdigest()[:16])
        self.assertGreaterEqual(cpu, 0.0)

    def test_geomean_and_chart(self):
        self.assertAlmostEqual(workloads.geomean([2.0, 0.5, None]), 1.0)
        svg = workloads.runtime_svg(["a"], ["gcc -O2", "tcc-rs"],
                                    {("a", "gcc -O2"): 1.0, ("a", "tcc-rs"): None})
        self.assertTrue(svg.startswith("<svg") and svg.rstrip().endswith("</svg>"))
        self.assertIn(">x</text>", svg)  # the missing bar is marked

    def test_every_workload_names_a_built_package(self):
        for w in workloads.workloads(quick=False):
            self.assertIn(w.package, workloads.PACKAGES)


if __name__ == "__main__":
    unittest.main()

"""The inputs of benches/workloads.py, made by a seeded generator rather than downloaded.

Two 20 MB inputs, the same bytes on every machine and every Python 3 (only
`random.Random(seed).getrandbits`, whose output the random module keeps stable, is used):

- `log_text`: lines of a web server's log with free text in them: dates, hosts, users, IP
  addresses, URLs, status codes, sizes, quoted sentences of words drawn with a Zipf-like skew,
  e-mail addresses. pcre2grep and gawk read it.
- `mixed`: what a compressor meets in practice: runs of that text and of prose, interleaved
  with binary records (little-endian counters and small integers with noise, and stretches of
  random bytes), so that bzip2, xz and zstd find both long matches and incompressible data.

And the SQL workload the sqlite3 shell runs: benches/workloads/sqlite.sql with its scale.
"""

import os
import random

SIZE = 20_000_000
QUICK_DIVISOR = 10
SEED = 36  # issue 36

SYLLABLES = ["ka", "lo", "mi", "ne", "ru", "sa", "ti", "vo", "an", "el", "is", "or", "un",
             "ber", "cal", "dor", "fen", "gar", "hul", "jin", "kor", "lem", "mar", "nol",
             "pra", "qui", "ros", "sten", "tra", "vel", "wex", "yor", "zan", "th", "ch", "st"]
COMMON = ["the", "of", "and", "to", "in", "is", "that", "for", "it", "as", "was", "with",
          "be", "by", "on", "not", "he", "this", "are", "or", "his", "from", "at", "which",
          "but", "have", "an", "had", "they", "you", "were", "their", "one", "all", "we",
          "error", "warning", "quick", "lazy", "data", "value", "request", "fatal", "cache"]
METHODS = ["GET", "GET", "GET", "POST", "PUT", "DELETE", "HEAD"]
STATUSES = [200] * 12 + [201, 204, 301, 302, 304, 400, 401, 403, 404, 404, 500, 502, 503]
DOMAINS = ["example.org", "mail.example.com", "corp.test", "uni.example.edu", "dev.local"]
SECTIONS = ["api/v1/items", "api/v2/items", "api/v2/users", "static/img", "static/js",
            "search", "login", "cart", "orders", "docs/guide"]


class Rng:
    """Uniform choices from `random.Random(seed).getrandbits`, stable across Python versions."""

    def __init__(self, seed):
        self.bits = random.Random(seed).getrandbits

    def below(self, n):
        return self.bits(32) % n

    def pick(self, items):
        return items[self.bits(32) % len(items)]

    def zipf(self, n):
        """An index below n, small ones far more often (a word's rank in a text)."""
        u = (self.bits(32) + 1) / 4294967297.0
        return min(n - 1, int(n ** u) - 1)


def vocabulary(rng, n=3000):
    """n invented words, the common English ones first (the most frequent ranks)."""
    words = list(COMMON)
    seen = set(words)
    while len(words) < n:
        w = "".join(rng.pick(SYLLABLES) for _ in range(1 + rng.below(3)))
        if w not in seen:
            seen.add(w)
            words.append(w)
    return words


def sentence(rng, words, n):
    return " ".join(words[rng.zipf(len(words))] for _ in range(n))


def log_line(rng, words, i):
    day = 1 + (i // 40000) % 28
    secs = (i * 7 + rng.below(7)) % 86400
    user = words[rng.zipf(400)] + str(rng.below(100))
    ip = f"10.{rng.below(4)}.{rng.below(256)}.{rng.below(256)}"
    url = f"/{rng.pick(SECTIONS)}/{rng.zipf(100000)}"
    if rng.below(4) == 0:
        url += f"?q={words[rng.zipf(len(words))]}&page={rng.below(20)}"
    mail = f"{words[rng.zipf(len(words))]}.{words[rng.below(len(words))]}@{rng.pick(DOMAINS)}"
    return (f"2026-03-{day:02d} {secs // 3600:02d}:{secs // 60 % 60:02d}:{secs % 60:02d} "
            f"host{rng.below(32)} user={user} ip={ip} {rng.pick(METHODS)} {url} "
            f"status={rng.pick(STATUSES)} bytes={rng.zipf(2000000)} ms={rng.zipf(5000)} "
            f'"{sentence(rng, words, 3 + rng.below(12))}" {mail}\n')


def log_text(size, seed=SEED):
    """`size` bytes of log lines (the last one cut at `size`)."""
    rng = Rng(seed)
    words = vocabulary(rng)
    out, total, i = [], 0, 0
    while total < size:
        line = log_line(rng, words, i).encode()
        out.append(line)
        total += len(line)
        i += 1
    return b"".join(out)[:size]


def binary_record(rng, i):
    """A block of fixed-layout records (counters and small fields with noise) or, one time in
    eight, random bytes that no compressor can shrink."""
    if rng.below(8) == 0:
        return bytes(rng.below(256) for _ in range(64 + rng.below(448)))
    out = bytearray()
    for k in range(4 + rng.below(28)):
        out += (i * 1000 + k).to_bytes(4, "little")
        out += rng.below(16).to_bytes(2, "little")
        out += (rng.zipf(65536)).to_bytes(2, "little")
        out += bytes([rng.below(4), 0, 0, 0xFF])
    return bytes(out)


def mixed(size, seed=SEED):
    """`size` bytes: log lines, prose and binary records in runs, chosen by the generator."""
    rng = Rng(seed + 1)
    words = vocabulary(rng)
    out, total, i = [], 0, 0
    while total < size:
        kind = rng.below(10)
        if kind < 5:
            chunk = b"".join(log_line(rng, words, i + k).encode() for k in range(1 + rng.below(8)))
        elif kind < 8:
            chunk = (sentence(rng, words, 20 + rng.below(80)).capitalize() + ".\n").encode()
        else:
            chunk = binary_record(rng, i)
        out.append(chunk)
        total += len(chunk)
        i += 1
    return b"".join(out)[:size]


def sql_workload(quick):
    """benches/workloads/sqlite.sql after a table holding its scale (the number of orders)."""
    rows = 25_000 if quick else 250_000
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "workloads", "sqlite.sql")) as f:
        body = f.read()
    return f"CREATE TABLE params(n INTEGER);\nINSERT INTO params VALUES({rows});\n" + body

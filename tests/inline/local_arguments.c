// A callee's loads and stores through a parameter vanish from a copy whose argument is a
// local of the caller: SROA and mem2reg take the local apart once the copy is in the caller
// (LLVM's SROA savings, gcc's `eliminated_by_inlining_prob`). `refill` is over the size
// limit, but its accesses to `*s` count against it where the caller passes a local's
// address, as zstd's and bzip2's bit readers are called on a local stream state.
struct stream { unsigned long bits; unsigned count; const unsigned char *p; const unsigned char *end; };
void consume(struct stream *);

static unsigned refill(struct stream *s, unsigned n) {
    unsigned v = (unsigned)(s->bits >> (64 - n));
    s->bits <<= n;
    s->count += n;
    if (s->count >= 32 && s->p < s->end) {
        s->bits |= (unsigned long)s->p[0] << (s->count - 32);
        s->bits |= (unsigned long)s->p[1] << (s->count - 24);
        s->bits |= (unsigned long)s->p[2] << (s->count - 16);
        s->bits |= (unsigned long)s->p[3] << (s->count - 8);
        s->p += 4;
        s->count -= 32;
    }
    if (s->count > 56 && s->p + 1 < s->end) {
        s->bits |= (unsigned long)s->p[0] << 8 | s->p[1];
        s->p += 2;
        s->count -= 16;
    }
    return v;
}

// Inlined: the stream is a local, which then lives in registers.
unsigned sum_codes(const unsigned char *p, const unsigned char *end, int k) {
    struct stream s = { 0, 64, p, end };
    unsigned total = 0;
    total += refill(&s, (unsigned)k + 1);
    total += refill(&s, (unsigned)k + 2);
    total ^= refill(&s, (unsigned)k);
    return total;
}

// Kept: the stream is the caller's parameter, memory the copy would still go through.
unsigned next_code(struct stream *s, int k) {
    return refill(s, (unsigned)k) + refill(s, (unsigned)k + 2);
}

// Kept: the callee hands its parameter to a call, so the local would stay in memory.
static unsigned refill_noted(struct stream *s, unsigned n) {
    consume(s);
    return refill(s, n) + refill(s, n + 1);
}

unsigned noted_codes(const unsigned char *p, const unsigned char *end) {
    struct stream s = { 0, 64, p, end };
    return refill_noted(&s, (unsigned)(end - p)) + refill_noted(&s, 6);
}

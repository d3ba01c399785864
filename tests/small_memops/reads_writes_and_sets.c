/* Each function goes through small-memops, SROA and mem2reg. A memcpy, memmove or memset of
   a constant size up to 16 bytes becomes loads of the source then stores to the destination,
   so the local whose address it took is promoted (read64, write32, pun, clear); a bigger or
   variable size, or a memset of a byte not known, stays a call. */
typedef unsigned long size_t;
void *memcpy(void *d, const void *s, size_t n);
void *memmove(void *d, const void *s, size_t n);
void *memset(void *d, int c, size_t n);

unsigned long read64(const void *p) {
    unsigned long v;
    memcpy(&v, p, 8);
    return v;
}

void write32(void *p, unsigned v) {
    memcpy(p, &v, sizeof v);
}

float pun(unsigned bits) {
    float f;
    __builtin_memcpy(&f, &bits, 4);
    return f;
}

void copy7(char *d, const char *s) {
    memcpy(d, s, 7);
}

/* Overlapping: every byte is read before any is written. */
void shift16(char *buf) {
    memmove(buf + 1, buf, 16);
}

struct pair { int a, b; };

int clear(void) {
    struct pair p;
    memset(&p, 0, sizeof p);
    return p.a + p.b;
}

void *result_used(void *d, const void *s) {
    return memcpy(d, s, 2);
}

void stays_calls(char *d, const char *s, size_t n, int c) {
    memcpy(d, s, 17);
    memcpy(d, s, n);
    memset(d, c, 8);
    memset(d, 0, 129);
}

/* A memset of a constant byte is expanded up to 128 bytes: an 88-byte node cleared as
   gawk's make_number clears its NODE, then 128 bytes of 0xff. */
struct node { double num; char *ptr; long rest[9]; };

void clear_node(struct node *r) {
    memset(r, 0, sizeof *r);
}

void fill128(char *d) {
    memset(d, 255, 128);
}

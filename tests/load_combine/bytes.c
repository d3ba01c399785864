// Integers assembled from byte loads, as portable C reads a file format's fields.
typedef unsigned char u8;
typedef unsigned int u32;
typedef unsigned long long u64;

// SQLite's `sqlite3Get4byte` without `__builtin_bswap32`: big-endian, one `bswap`.
u32 get4(const u8 *p) {
    return ((unsigned)p[0] << 24) | (p[1] << 16) | (p[2] << 8) | p[3];
}

// SQLite's `get2byte`: a 16-bit load, swapped, widened to the `int` it is.
int get2(const u8 *p) {
    return (p[0] << 8) | p[1];
}

// Little-endian, eight bytes in any order of the `|`s: one load, no swap.
u64 get8le(const u8 *p) {
    return (u64)p[7] << 56 | (u64)p[6] << 48 | (u64)p[5] << 40 | (u64)p[4] << 32 |
           (u64)p[3] << 24 | (u64)p[2] << 16 | (u64)p[1] << 8 | p[0];
}

// SQLite's `get2byte(&data[hdr + 5])` macro, its argument written twice: two copies of
// the address, equal in structure; and a variable index `2*i` and `2*i+1` (`int`: the
// `+1` does not overflow).
int header(const u8 *data, int hdr, int i) {
    return ((&data[hdr + 5])[0] << 8 | (&data[hdr + 5])[1]) + (data[2 * i] << 8 | data[2 * i + 1]);
}

// Left alone: a gap between the bytes, a store between the loads, a byte that is not in
// its place, a volatile byte.
int gap(const u8 *p) {
    return (p[0] << 8) | p[2];
}

int stored(u8 *p, u8 *q) {
    int hi = p[0] << 8;
    *q = 0;
    return hi | p[1];
}

int misplaced(const u8 *p) {
    return (p[0] << 16) | p[1];
}

int volatile_byte(const volatile u8 *p) {
    return (p[0] << 8) | p[1];
}

// Left alone: a byte that is used again (its load must stay).
int reused(const u8 *p) {
    int hi = p[0];
    return hi * 3 + ((hi << 8) | p[1]);
}

// Combined: the store is before the bytes' loads (`*first` may be `p[0]`, so `p[0]` is
// loaded again after it).
int stored_before(const u8 *p, int *first) {
    *first = p[0];
    return (p[0] << 8) | p[1];
}

// SQLite's `TWO_BYTE_INT` and `FOUR_BYTE_INT`: the most significant byte sign-extended
// (multiplied, not shifted): the load's swap sign-extended to the `int`, then to the `i64`.
long long two_byte_int(const u8 *x) {
    long long v = 256 * (signed char)x[0] | x[1];
    return v;
}

long long four_byte_int(const u8 *x) {
    long long v = 16777216 * (signed char)x[0] | (x[1] << 16) | (x[2] << 8) | x[3];
    return v;
}

// Left alone: a sign-extended byte that is not the most significant (its sign would
// spill over the bytes above it).
int signed_low(const u8 *x) {
    return (x[0] << 8) | (signed char)x[1];
}

// What common subexpression elimination removes, from C: each `g.s[i]` is a `global_addr`,
// two `ptr_offset`s and a `zext` of `i` where it is written (SQLite's speedtest1 hashes its
// output with this loop). After the pass the three reads of `g.s[i]` share one address, and
// the two writes reuse the reads' addresses.
static struct {
    unsigned char i, j, s[256];
} g;

void update(const unsigned char *data, unsigned n) {
    unsigned char i = g.i, j = g.j, t;
    for (unsigned k = 0; k < n; k++) {
        j += g.s[i] + data[k];
        t = g.s[j];
        g.s[j] = g.s[i];
        g.s[i] = t;
        i++;
    }
    g.i = i;
    g.j = j;
}

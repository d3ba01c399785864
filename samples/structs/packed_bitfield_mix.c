/* A packed bit-field record mixed by a small hash: every field crosses its storage unit,
 * and each round reads, updates (+=, ^=, ++, --, <<=) and stores them in place, in a
 * static array and a local copy. Printing goes through putchar only. */
int putchar(int c);

struct __attribute__((packed)) state {
    unsigned char lo : 5;
    int a : 31;        /* bits 5..35 */
    unsigned b : 27;   /* bits 36..62 */
    long c : 61;       /* bits 63..123 */
    short d : 11;      /* bits 124..134 */
    unsigned long e : 64;
};

static struct state states[3] = {{1, -1, 1, -1, -1, 1}, {31, 0x3fffffff, 0x7ffffff, 1, 1023, ~0UL}};

static void put_unsigned(unsigned long v)
{
    if (v >= 10)
        put_unsigned(v / 10);
    putchar('0' + v % 10);
}

static void put_signed(long v)
{
    if (v < 0) {
        putchar('-');
        put_unsigned(-(unsigned long)v);
    } else {
        put_unsigned(v);
    }
}

static void show(const struct state *s)
{
    put_unsigned(s->lo);
    putchar(' ');
    put_signed(s->a);
    putchar(' ');
    put_unsigned(s->b);
    putchar(' ');
    put_signed(s->c);
    putchar(' ');
    put_signed(s->d);
    putchar(' ');
    put_unsigned(s->e);
    putchar('\n');
}

static void round_of(struct state *s, int i)
{
    s->a += s->d * 1000003 + i;
    s->b ^= (unsigned)s->a << 3;
    s->c -= (long)s->b * 77777 + s->lo;
    s->d++;
    s->lo--;
    s->e = s->e * 6364136223846793005UL + (unsigned long)s->c;
    s->e <<= i & 7;
}

int main(void)
{
    putchar('0' + sizeof(struct state) / 10);
    putchar('0' + sizeof(struct state) % 10);
    putchar('\n');
    for (int i = 0; i < 3; i++)
        show(&states[i]);
    struct state local = {7, -123456, 99, -5, -1024, 42};
    for (int i = 0; i < 20; i++) {
        round_of(&local, i);
        round_of(&states[i % 3], i);
    }
    show(&local);
    for (int i = 0; i < 3; i++)
        show(&states[i]);
    return (local.a ^ local.d) & 0x7f;
}

/* Nested loops over local scalars: the loop counters and accumulators are all locals, so
 * this is where promoting them from stack slots to registers matters most.
 * Argument: the outer trip count. */
int printf(const char *format, ...);
int atoi(const char *s);

// bench: quick-arg=300

int main(int argc, char **argv) {
    int outer = 10000;
    if (argc > 1)
        outer = atoi(argv[1]);
    unsigned int a = 1, b = 2, c = 3, d = 4;
    int i, j;
    for (i = 0; i < outer; i++) {
        for (j = 0; j < 20000; j++) {
            unsigned int t = a ^ (a << 11);
            a = b;
            b = c;
            c = d;
            d = d ^ (d >> 19) ^ t ^ (t >> 8);
            if ((d & 7u) == 3u)
                c += (unsigned int)j;
            else
                b ^= (unsigned int)i;
        }
    }
    printf("a=%u b=%u c=%u d=%u\n", a, b, c, d);
    printf("checksum %u\n", a ^ b ^ c ^ d);
    return 0;
}

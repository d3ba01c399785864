/* Integer hashing into an open-addressing hash table (linear probing, multiplicative
 * 64-bit hash): insert a stream of keys, then look them and their neighbours up.
 * Argument: the number of passes. */
int printf(const char *format, ...);
int atoi(const char *s);

// bench: quick-arg=1

unsigned long keys[1048576];
int values[1048576];
char used[1048576];

unsigned long mix(unsigned long k) {
    k ^= k >> 33;
    k *= 0xff51afd7ed558ccdul;
    k ^= k >> 33;
    k *= 0xc4ceb9fe1a85ec53ul;
    k ^= k >> 33;
    return k;
}

void clear(void) {
    int i;
    for (i = 0; i < 1048576; i++)
        used[i] = 0;
}

void insert(unsigned long key, int value) {
    unsigned long slot = mix(key) & 1048575ul;
    while (used[slot] && keys[slot] != key)
        slot = (slot + 1ul) & 1048575ul;
    used[slot] = 1;
    keys[slot] = key;
    values[slot] = value;
}

int lookup(unsigned long key) {
    unsigned long slot = mix(key) & 1048575ul;
    while (used[slot]) {
        if (keys[slot] == key)
            return values[slot];
        slot = (slot + 1ul) & 1048575ul;
    }
    return -1;
}

int main(int argc, char **argv) {
    int passes = 6;
    if (argc > 1)
        passes = atoi(argv[1]);
    unsigned long sum = 0;
    int found = 0;
    int p, i;
    for (p = 0; p < passes; p++) {
        clear();
        unsigned long key = 88172645463325252ul + (unsigned long)p;
        for (i = 0; i < 700000; i++) {
            key ^= key << 13;
            key ^= key >> 7;
            key ^= key << 17;
            insert(key % 10000000ul, i);
        }
        for (i = 0; i < 1400000; i++) {
            int v = lookup((unsigned long)i * 7ul);
            if (v >= 0) {
                found++;
                sum += (unsigned long)v;
            }
        }
    }
    printf("found %d\n", found);
    printf("checksum %lu\n", sum);
    return 0;
}

/* Duff's device: case labels inside a do-while inside a switch, so the switch jumps
   into the middle of the unrolled loop. Also a forward-declared static function and
   tentative definitions. */
int printf(const char *fmt, ...);

static unsigned checksum(const int *v, int n);

int zeroed;
int zeroed;
extern int seed;
int seed = 7;

void copy(int *to, const int *from, int count) {
    int n = (count + 7) / 8;
    switch (count % 8) {
    case 0: do { *to++ = *from++;
    case 7:      *to++ = *from++;
    case 6:      *to++ = *from++;
    case 5:      *to++ = *from++;
    case 4:      *to++ = *from++;
    case 3:      *to++ = *from++;
    case 2:      *to++ = *from++;
    case 1:      *to++ = *from++;
            } while (--n > 0);
    }
}

static unsigned checksum(const int *v, int n) {
    unsigned h = seed;
    for (int i = 0; i < n; i++)
        h = h * 31 + v[i];
    return h;
}

int main(void) {
    int src[40], dst[40];
    for (int count = 0; count <= 17; count += 1) {
        for (int i = 0; i < 40; i++) {
            src[i] = i * i + count;
            dst[i] = zeroed;
        }
        if (count > 0)
            copy(dst, src, count);
        printf("count %2d: checksum %u, dst[count] %d\n", count, checksum(dst, 40), dst[count]);
    }
    return 0;
}

/* Loops that clear and copy arrays: loop idiom recognition turns many of them into memset,
 * memcpy and memmove calls; others (overlapping copies that spread a value, non-unit
 * strides, values whose bytes differ, volatile stores) must stay loops. Every shape prints
 * a checksum of the arrays it touched, so wrong sizes or starts show. */
#include <limits.h>
#include <stdio.h>

#define N 300
#define NOINLINE __attribute__((noinline))

static unsigned char bytes[N + 8];
static short shorts[N];
static int ints[N];
static long longs[N];
static double doubles[N];
struct rgb {
    unsigned char r, g, b;
};
static struct rgb pixels[N];
static struct rgb pixels2[N];
static int other[N];

static unsigned sum_bytes(const void *p, unsigned long n) {
    const unsigned char *b = p;
    unsigned h = 2166136261u;
    for (unsigned long i = 0; i < n; i++)
        h = (h ^ b[i]) * 16777619u;
    return h;
}

static void fill(void) {
    for (int i = 0; i < N + 8; i++)
        bytes[i] = (unsigned char)(i * 7 + 1);
    for (int i = 0; i < N; i++) {
        shorts[i] = (short)(i * 31 - 5);
        ints[i] = i * 1000003;
        longs[i] = (long)i * 0x10001 - 7;
        doubles[i] = i * 0.5 - 3;
        pixels[i].r = (unsigned char)i;
        pixels[i].g = (unsigned char)(i * 3);
        pixels[i].b = (unsigned char)(i * 5);
        other[i] = -i;
    }
}

static void report(const char *what) {
    printf("%-22s %08x %08x %08x %08x %08x %08x %08x\n", what, sum_bytes(bytes, sizeof bytes),
           sum_bytes(shorts, sizeof shorts), sum_bytes(ints, sizeof ints),
           sum_bytes(longs, sizeof longs), sum_bytes(doubles, sizeof doubles),
           sum_bytes(pixels, sizeof pixels), sum_bytes(other, sizeof other));
}

NOINLINE void clear_le(int limit) {
    for (int i = 0; i <= limit; i++)
        bytes[i] = 0;
}

NOINLINE void clear_from(int from, int to, unsigned char c) {
    for (int i = from; i < to; i++)
        bytes[i] = c;
}

NOINLINE void set_shorts(int n) {
    for (int i = 0; i < n; i++)
        shorts[i] = -1;
}

NOINLINE void set_ints_offset(int n) {
    for (int i = 0; i < n; i++)
        ints[i + 3] = 0x01010101;
}

NOINLINE void set_longs_down(int n) {
    for (int i = n - 1; i >= 0; i--)
        longs[i] = 0;
}

NOINLINE void set_longs_down_gt(long n, long stop) {
    for (long i = n; i > stop; i--)
        longs[i] = 0x2222222222222222;
}

NOINLINE void set_doubles(unsigned n) {
    for (unsigned i = 0; i < n; i++)
        doubles[i] = 0.0;
}

NOINLINE void set_doubles_not_splat(int n) {
    for (int i = 0; i < n; i++)
        doubles[i] = 1.0;
}

NOINLINE void set_ne(long from, long to) {
    for (long i = from; i != to; i++)
        ints[i] = 0;
}

NOINLINE unsigned set_unsigned_le(unsigned n) {
    unsigned i;
    for (i = 0; i <= n; i++)
        bytes[i] = 0x55;
    return i;
}

NOINLINE int set_keep_index(int n) {
    int i;
    for (i = 0; i < n; i++)
        ints[i] = 0;
    return i;
}

NOINLINE int set_down_keep_index(int n) {
    int i;
    for (i = n; i > 0; i--)
        shorts[i - 1] = 0;
    return i;
}

NOINLINE void set_stride2(int n) {
    for (int i = 0; i < n; i++)
        bytes[2 * i] = 0;
}

NOINLINE void set_volatile(int n) {
    volatile unsigned char *v = bytes;
    for (int i = 0; i < n; i++)
        v[i] = 9;
}

NOINLINE void set_pixels(int n) {
    for (int i = 0; i < n; i++) {
        pixels[i].r = 0;
        pixels[i].g = 0;
        pixels[i].b = 0;
    }
}

NOINLINE void copy_local(int n) {
    int tmp[N];
    int tmp2[N];
    for (int i = 0; i < n; i++)
        tmp[i] = ints[i] + 1;
    for (int i = 0; i < n; i++)
        tmp2[i] = tmp[i];
    for (int i = 0; i < n; i++)
        other[i] = tmp2[i];
}

NOINLINE void copy_globals(int n) {
    for (int i = 0; i < n; i++)
        other[i] = ints[i];
}

NOINLINE void copy_pixels(int n) {
    for (int i = 0; i < n; i++)
        pixels2[i] = pixels[i];
    for (int i = 0; i < n; i++)
        pixels[n - 1 - i] = pixels2[i];
}

NOINLINE void shift_down(int n) {
    for (int i = 0; i < n; i++)
        ints[i] = ints[i + 1];
}

NOINLINE void shift_up_spreads(int n) {
    for (int i = 0; i < n; i++)
        ints[i + 1] = ints[i];
}

NOINLINE void shift_up_down(int n) {
    for (int i = n; i > 0; i--)
        shorts[i] = shorts[i - 1];
}

NOINLINE void shift_bytes_param(unsigned char *p, int n) {
    for (int i = 0; i < n; i++)
        p[i] = p[i + 2];
}

NOINLINE void copy_params(int *d, const int *s, int n) {
    for (int i = 0; i < n; i++)
        d[i] = s[i];
}

NOINLINE long guarded_int_max(int limit) {
    long seen = 0;
    if (limit < INT_MAX - 1) {
        for (int i = limit - 10; i <= limit; i++)
            if (i >= 0 && i < N)
                seen += i;
    }
    for (int i = limit; i <= limit && i < N; i++)
        bytes[i] = 1;
    return seen;
}

NOINLINE void set_unsigned_char_counter(unsigned char n) {
    for (unsigned char i = 0; i < n; i++)
        bytes[i] = 0x77;
}

NOINLINE long clear_and_sum(int n) {
    long s = 0;
    for (int i = 0; i < n; i++) {
        s += ints[i];
        ints[i] = 0;
    }
    return s;
}

int main(void) {
    fill();
    report("start");
    clear_le(-1);
    report("clear_le(-1)");
    clear_le(0);
    report("clear_le(0)");
    clear_le(99);
    report("clear_le(99)");
    fill();
    clear_from(10, 10, 3);
    clear_from(10, 5, 3);
    report("clear_from empty");
    clear_from(10, 200, 3);
    report("clear_from(10,200)");
    set_shorts(0);
    set_shorts(N);
    report("set_shorts");
    set_ints_offset(N - 3);
    report("set_ints_offset");
    set_longs_down(0);
    set_longs_down(N / 2);
    report("set_longs_down");
    set_longs_down_gt(N - 1, N / 2);
    set_longs_down_gt(3, 7);
    report("set_longs_down_gt");
    fill();
    set_doubles(0);
    set_doubles(N);
    report("set_doubles");
    set_doubles_not_splat(N / 3);
    report("set_doubles_not_splat");
    set_ne(5, 5);
    set_ne(5, 77);
    report("set_ne");
    printf("set_unsigned_le %u\n", set_unsigned_le(N - 1));
    report("set_unsigned_le");
    printf("set_keep_index %d %d\n", set_keep_index(0), set_keep_index(N / 4));
    report("set_keep_index");
    printf("set_down_keep_index %d %d\n", set_down_keep_index(0), set_down_keep_index(N));
    report("set_down_keep_index");
    fill();
    set_stride2(N / 2);
    report("set_stride2");
    set_volatile(20);
    report("set_volatile");
    set_pixels(N / 2);
    report("set_pixels");
    fill();
    copy_local(N);
    report("copy_local");
    fill();
    copy_globals(0);
    copy_globals(N);
    report("copy_globals");
    copy_pixels(N);
    report("copy_pixels");
    fill();
    shift_down(N - 1);
    report("shift_down");
    fill();
    shift_up_spreads(N - 1);
    report("shift_up_spreads");
    fill();
    shift_up_down(N - 1);
    report("shift_up_down");
    fill();
    shift_bytes_param(bytes, N);
    report("shift_bytes_param");
    shift_bytes_param(bytes + 3, 0);
    report("shift_bytes_param 0");
    fill();
    copy_params(other, ints, N);
    copy_params(ints + 1, ints, 50);
    report("copy_params");
    printf("guarded %ld\n", guarded_int_max(INT_MAX));
    printf("guarded %ld\n", guarded_int_max(20));
    report("guarded");
    set_unsigned_char_counter(0);
    set_unsigned_char_counter(255);
    report("unsigned char counter");
    fill();
    printf("clear_and_sum %ld\n", clear_and_sum(N));
    report("clear_and_sum");
    return 0;
}

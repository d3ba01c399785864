/* Image processing on odd-sized structs passed by value: 3-byte RGB pixels, 5-byte
 * pixels with a mask byte and a short, 10-byte and 12-byte records mixing shorts, chars
 * and floats. A small procedurally drawn image is blurred with a 3x3 kernel, converted to
 * grey, thresholded, and histogrammed; every struct crosses function boundaries by value. */
#include <stdio.h>
#include <string.h>

typedef struct { unsigned char r, g, b; } Rgb;                      /* 3 bytes */
typedef struct { unsigned char mask; unsigned char lo, hi, x, y; } Tag5;  /* 5 bytes */
typedef struct { short x, y; unsigned char r, g, b, a; short weight; } Splat; /* 10 bytes */
typedef struct { float lum; unsigned short count; unsigned char bin, flags; unsigned char pad[4]; } Cell; /* 12 bytes */
typedef struct { unsigned char v[9]; } K9;                          /* 9 bytes */
typedef struct { unsigned char v[15]; } K15;                        /* 15 bytes */

#define W 24
#define H 12

static Rgb image[H][W];

static Rgb rgb(int r, int g, int b) {
    Rgb p = {(unsigned char)(r < 0 ? 0 : r > 255 ? 255 : r), (unsigned char)(g < 0 ? 0 : g > 255 ? 255 : g),
             (unsigned char)(b < 0 ? 0 : b > 255 ? 255 : b)};
    return p;
}

static Rgb add_splat(Rgb base, Splat s, int px, int py) {
    int dx = px - s.x, dy = py - s.y, d2 = dx * dx + dy * dy;
    if (d2 > s.weight * s.weight)
        return base;
    int k = s.a * (s.weight * s.weight - d2) / (s.weight * s.weight);
    return rgb(base.r + s.r * k / 255, base.g + s.g * k / 255, base.b + s.b * k / 255);
}

static Rgb blur_at(int x, int y, K9 kernel) {
    int sr = 0, sg = 0, sb = 0, sw = 0;
    for (int j = -1; j <= 1; j++)
        for (int i = -1; i <= 1; i++) {
            int xx = x + i, yy = y + j;
            if (xx < 0 || yy < 0 || xx >= W || yy >= H)
                continue;
            int w = kernel.v[(j + 1) * 3 + (i + 1)];
            Rgb p = image[yy][xx];
            sr += p.r * w;
            sg += p.g * w;
            sb += p.b * w;
            sw += w;
        }
    return rgb(sr / sw, sg / sw, sb / sw);
}

static Cell classify(Rgb p, Tag5 t) {
    Cell c;
    memset(&c, 0, sizeof c);
    c.lum = 0.299f * p.r + 0.587f * p.g + 0.114f * p.b;
    c.bin = (unsigned char)((int)c.lum / 32);
    c.flags = (unsigned char)((c.lum > t.lo) | ((c.lum > t.hi) << 1) | (t.mask << 2));
    c.count = 1;
    return c;
}

static Tag5 tag(unsigned char mask, int x, int y) { return (Tag5){mask, 60, 160, (unsigned char)x, (unsigned char)y}; }

static unsigned checksum(K15 k) {
    unsigned h = 0;
    for (int i = 0; i < 15; i++)
        h = h * 31 + k.v[i];
    return h;
}

int main(void) {
    Splat splats[] = {{5, 4, 255, 40, 40, 255, 5}, {16, 7, 40, 200, 60, 200, 6}, {11, 2, 30, 60, 255, 255, 4}};
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            Rgb p = rgb(x * 4, y * 6, 30);
            for (int s = 0; s < 3; s++)
                p = add_splat(p, splats[s], x, y);
            image[y][x] = p;
        }
    K9 box = {{1, 2, 1, 2, 4, 2, 1, 2, 1}};
    static Rgb blurred[H][W];
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            blurred[y][x] = blur_at(x, y, box);
    const char *ramp = " .:-=+*#%@";
    unsigned hist[8] = {0};
    int bright = 0, mid = 0;
    for (int y = 0; y < H; y++) {
        char row[W + 1];
        for (int x = 0; x < W; x++) {
            Cell c = classify(blurred[y][x], tag((unsigned char)((x + y) & 1), x, y));
            hist[c.bin] += c.count;
            bright += (c.flags & 2) != 0;
            mid += (c.flags & 3) == 1;
            row[x] = ramp[(int)(c.lum * 9.99f / 256)];
        }
        row[W] = '\0';
        printf("|%s|\n", row);
    }
    printf("histogram:");
    for (int i = 0; i < 8; i++)
        printf(" %u", hist[i]);
    printf("\nbright %d mid %d\n", bright, mid);
    K15 sig;
    for (int i = 0; i < 15; i++) {
        Rgb p = blurred[(i * 5) % H][(i * 7) % W];
        sig.v[i] = (unsigned char)(p.r ^ p.g ^ p.b);
    }
    printf("signature %u\n", checksum(sig));
    printf("sizes %zu %zu %zu %zu %zu %zu\n", sizeof(Rgb), sizeof(Tag5), sizeof(Splat), sizeof(Cell), sizeof(K9), sizeof(K15));
    Rgb corner = blur_at(0, 0, (K9){{0, 0, 0, 0, 1, 0, 0, 0, 0}});
    return corner.r == image[0][0].r && corner.g == image[0][0].g && corner.b == image[0][0].b ? 0 : 1;
}

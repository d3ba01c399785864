/* Image processing on variable length arrays: a grey-scale image of a size chosen at run
 * time (`unsigned char img[h][w]`), a box blur and a Sobel edge filter with kernels passed
 * as VLA parameters (`int k[ks][ks]`), a histogram, downsampling into a VLA of half the
 * size, and ASCII-art output. Pointers to VLA rows (`unsigned char (*row)[w]`) walk the
 * image. */
#include <stdio.h>
#include <stdlib.h>

static void render(int h, int w, unsigned char img[h][w]) {
    static const char shades[] = " .:-=+*#%@";
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++)
            putchar(shades[img[y][x] * 9 / 255]);
        putchar('\n');
    }
}

static void convolve(int h, int w, unsigned char in[h][w], unsigned char out[h][w], int ks,
                     int k[ks][ks], int divisor, int absolute) {
    int r = ks / 2;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            long acc = 0;
            for (int j = 0; j < ks; j++)
                for (int i = 0; i < ks; i++) {
                    int yy = y + j - r, xx = x + i - r;
                    yy = yy < 0 ? 0 : yy >= h ? h - 1 : yy;
                    xx = xx < 0 ? 0 : xx >= w ? w - 1 : xx;
                    acc += k[j][i] * in[yy][xx];
                }
            acc /= divisor;
            if (absolute && acc < 0)
                acc = -acc;
            out[y][x] = acc > 255 ? 255 : acc < 0 ? 0 : (unsigned char)acc;
        }
}

static void downsample(int h, int w, unsigned char in[h][w], unsigned char out[h / 2][w / 2]) {
    for (int y = 0; y < h / 2; y++)
        for (int x = 0; x < w / 2; x++)
            out[y][x] = (in[2 * y][2 * x] + in[2 * y][2 * x + 1] + in[2 * y + 1][2 * x] +
                         in[2 * y + 1][2 * x + 1] + 2) / 4;
}

static unsigned checksum(int h, int w, unsigned char img[h][w]) {
    unsigned sum = 0;
    for (unsigned char(*row)[w] = img; row < img + h; row++)
        for (int x = 0; x < w; x++)
            sum = sum * 31 + (*row)[x];
    return sum;
}

static void histogram(int h, int w, unsigned char img[h][w], int buckets) {
    int count[buckets];
    for (int b = 0; b < buckets; b++)
        count[b] = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            count[img[y][x] * buckets / 256]++;
    printf("histogram:");
    for (int b = 0; b < buckets; b++)
        printf(" %d", count[b]);
    printf("\n");
}

int main(int argc, char **argv) {
    int h = argc > 1 ? atoi(argv[1]) : 24, w = argc > 2 ? atoi(argv[2]) : 48;
    unsigned char img[h][w], tmp[h][w];
    /* A disc and a bar on a gradient. */
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            int dx = x - w / 3, dy = 2 * (y - h / 2);
            int v = x * 120 / w;
            if (dx * dx + dy * dy < (h * h) / 2)
                v = 230;
            if (x > 2 * w / 3 && x < 2 * w / 3 + 5)
                v = 180;
            img[y][x] = (unsigned char)v;
        }
    printf("image %dx%d (%zu bytes), checksum %u\n", w, h, sizeof img, checksum(h, w, img));
    render(h, w, img);
    histogram(h, w, img, 8);

    int box[3][3] = {{1, 1, 1}, {1, 1, 1}, {1, 1, 1}};
    convolve(h, w, img, tmp, 3, box, 9, 0);
    printf("blurred checksum %u\n", checksum(h, w, tmp));

    int sobel_x[3][3] = {{-1, 0, 1}, {-2, 0, 2}, {-1, 0, 1}};
    convolve(h, w, img, tmp, 3, sobel_x, 1, 1);
    printf("vertical edges:\n");
    render(h, w, tmp);
    histogram(h, w, tmp, 4);

    int n = 5;
    int wide[n][n];
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++)
            wide[j][i] = 1 + (i == n / 2) + (j == n / 2);
    convolve(h, w, img, tmp, n, wide, 35, 0);
    unsigned char small[h / 2][w / 2];
    downsample(h, w, tmp, small);
    printf("5x5 blur, halved to %dx%d (%zu bytes), checksum %u:\n", w / 2, h / 2, sizeof small,
           checksum(h / 2, w / 2, small));
    render(h / 2, w / 2, small);
    return 0;
}

/* A character grid passed as pointer-to-array (char (*)[W]): rotation by 90 degrees,
 * mirroring, recursive flood fill that labels connected regions, and region statistics
 * sorted with qsort; operations are chosen through a function returning a function pointer. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define H 8
#define W 8

typedef void (*grid_op)(char (*dst)[W], char (*src)[W]);

static void rotate(char (*dst)[W], char (*src)[W]) {
    for (int r = 0; r < H; r++)
        for (int c = 0; c < W; c++)
            dst[c][H - 1 - r] = src[r][c];
}

static void mirror(char (*dst)[W], char (*src)[W]) {
    for (int r = 0; r < H; r++)
        for (int c = 0; c < W; c++)
            dst[r][W - 1 - c] = src[r][c];
}

static void (*operation(const char *name))(char (*)[W], char (*)[W]) {
    if (strcmp(name, "rotate") == 0)
        return rotate;
    if (strcmp(name, "mirror") == 0)
        return mirror;
    return NULL;
}

static void show(const char *title, char (*g)[W]) {
    printf("%s:\n", title);
    for (int r = 0; r < H; r++)
        printf("  %.*s\n", W, g[r]);
}

static int fill(char (*g)[W], int r, int c, char target, char label) {
    if (r < 0 || r >= H || c < 0 || c >= W || g[r][c] != target)
        return 0;
    g[r][c] = label;
    return 1 + fill(g, r + 1, c, target, label) + fill(g, r - 1, c, target, label) +
           fill(g, r, c + 1, target, label) + fill(g, r, c - 1, target, label);
}

static int descending(const void *a, const void *b) {
    return *(const int *)b - *(const int *)a;
}

int main(void) {
    static const char *rows[H] = {"##..#...", "#...##..", "....#...", ".##.....",
                                  ".##..###", "......#.", "#.....#.", "##......"};
    char grid[H][W], work[H][W];
    for (int r = 0; r < H; r++)
        memcpy(grid[r], rows[r], W);
    show("original", grid);

    const char *names[] = {"rotate", "mirror", "shear"};
    for (int i = 0; i < 3; i++) {
        grid_op op = operation(names[i]);
        if (op == NULL) {
            printf("%s: no such operation\n", names[i]);
            continue;
        }
        op(work, grid);
        show(names[i], work);
    }

    memcpy(work, grid, sizeof grid);
    int sizes[H * W];
    int regions = 0;
    for (int r = 0; r < H; r++)
        for (int c = 0; c < W; c++)
            if (work[r][c] == '#') {
                sizes[regions] = fill(work, r, c, '#', (char)('A' + regions));
                regions++;
            }
    show("regions", work);
    qsort(sizes, (size_t)regions, sizeof sizes[0], descending);
    printf("%d regions, sizes:", regions);
    for (int i = 0; i < regions; i++)
        printf(" %d", sizes[i]);
    int water = fill(work, 0, 2, '.', '~');
    printf("\nwater reachable from (0,2): %d cells\n", water);
    return 0;
}

/* Dynamic arrays with stdlib.h: a vector that grows by doubling with realloc, a calloc'd
 * zero-initialised table, and a malloc'd triangle of rows (Pascal's triangle). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int *data;
static size_t length, capacity;

static void push(int value) {
    if (length == capacity) {
        size_t new_capacity = capacity ? capacity * 2 : 4;
        int *grown = realloc(data, new_capacity * sizeof *grown);
        if (grown == NULL) {
            fprintf(stderr, "out of memory\n");
            exit(EXIT_FAILURE);
        }
        printf("grow %zu -> %zu\n", capacity, new_capacity);
        data = grown;
        capacity = new_capacity;
    }
    data[length++] = value;
}

int main(void) {
    for (int i = 1; i <= 50; i++)
        if (i % 3 == 0 || i % 5 == 0)
            push(i * i);
    long sum = 0;
    for (size_t i = 0; i < length; i++)
        sum += data[i];
    printf("%zu elements, sum of squares %ld, last %d\n", length, sum, data[length - 1]);
    free(data);

    int *counts = calloc(10, sizeof *counts);
    if (counts == NULL)
        return EXIT_FAILURE;
    const char *digits = "31415926535897932384626433832795028841971693993751";
    for (size_t i = 0; i < strlen(digits); i++)
        counts[digits[i] - '0']++;
    for (int d = 0; d < 10; d++)
        printf("%d:%d%s", d, counts[d], d == 9 ? "\n" : " ");
    free(counts);

    int rows = 12;
    long **triangle = malloc(rows * sizeof *triangle);
    for (int r = 0; r < rows; r++) {
        triangle[r] = malloc((r + 1) * sizeof **triangle);
        triangle[r][0] = triangle[r][r] = 1;
        for (int k = 1; k < r; k++)
            triangle[r][k] = triangle[r - 1][k - 1] + triangle[r - 1][k];
    }
    for (int r = 0; r < rows; r++) {
        printf("%*s", (rows - r - 1) * 2, "");
        for (int k = 0; k <= r; k++)
            printf("%4ld", triangle[r][k]);
        putchar('\n');
    }
    for (int r = 0; r < rows; r++)
        free(triangle[r]);
    free(triangle);

    char *text = malloc(1);
    text[0] = '\0';
    const char *parts[] = {"alpha", "beta", "gamma", "delta"};
    for (int i = 0; i < 4; i++) {
        text = realloc(text, strlen(text) + strlen(parts[i]) + 2);
        if (i > 0)
            strcat(text, "+");
        strcat(text, parts[i]);
    }
    printf("joined: %s (%zu chars)\n", text, strlen(text));
    free(text);
    return EXIT_SUCCESS;
}

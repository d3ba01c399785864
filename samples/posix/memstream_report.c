/* In-memory streams (POSIX 2008): a report written with fprintf into open_memstream's
 * growing buffer, then read back line by line through fmemopen with sscanf. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct item { const char *name; int qty; double price; };

int main(void) {
    struct item items[] = {{"bolt", 120, 0.05}, {"nut", 300, 0.02}, {"gear", 4, 12.5}, {"belt", 2, 7.25}};
    char *buf = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&buf, &size);
    for (size_t i = 0; i < sizeof items / sizeof *items; i++)
        fprintf(out, "%s %d %.2f\n", items[i].name, items[i].qty, items[i].price);
    fflush(out);
    printf("after fflush: %zu bytes, strlen %zu\n", size, strlen(buf));
    fprintf(out, "total-lines %zu\n", sizeof items / sizeof *items);
    fclose(out);
    printf("report (%zu bytes):\n%s", size, buf);

    FILE *in = fmemopen(buf, size, "r");
    char name[32], line[64];
    int qty;
    double price, total = 0;
    while (fgets(line, sizeof line, in))
        if (sscanf(line, "%31s %d %lf", name, &qty, &price) == 3) {
            printf("%-5s %4d x %6.2f = %7.2f\n", name, qty, price, qty * price);
            total += qty * price;
        }
    fclose(in);
    printf("total %.2f\n", total);
    free(buf);
    return 0;
}

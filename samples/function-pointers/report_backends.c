/* A report generator with pluggable output backends (plain text, CSV, Markdown): each
 * backend is a struct of function pointers, some of them pointing straight at libc
 * (printf, snprintf, putchar, toupper, strlen), variadic ones included, so calls go
 * through pointers to variadic functions. */
#include <stdio.h>
#include <string.h>
#include <ctype.h>
#include <stdlib.h>

typedef int (*printf_fn)(const char *, ...);
typedef int (*snprintf_fn)(char *, size_t, const char *, ...);

struct row { const char *region; int units; double revenue; };

struct backend {
    const char *name;
    printf_fn out;
    snprintf_fn format;
    int (*put)(int);
    int (*transform)(int);           /* applied to header letters */
    size_t (*measure)(const char *);
    void (*header)(const struct backend *, const char *const *cols, int n);
    void (*line)(const struct backend *, const struct row *);
    void (*footer)(const struct backend *, int units, double revenue);
};

static int keep(int c) { return c; }

static void print_cell_header(const struct backend *b, const char *col, int width)
{
    int n = 0;
    for (const char *p = col; *p; p++, n++) b->put(b->transform((unsigned char)*p));
    while (n++ < width) b->put(' ');
}

static void plain_header(const struct backend *b, const char *const *cols, int n)
{
    for (int i = 0; i < n; i++) print_cell_header(b, cols[i], i ? 10 : 8);
    b->put('\n');
    for (int i = 0; i < 28; i++) b->put('-');
    b->put('\n');
}
static void plain_line(const struct backend *b, const struct row *r)
{
    b->out("%-8s%10d%10.2f\n", r->region, r->units, r->revenue);
}
static void plain_footer(const struct backend *b, int units, double revenue)
{
    b->out("%-8s%10d%10.2f\n", "total", units, revenue);
}

static void csv_header(const struct backend *b, const char *const *cols, int n)
{
    for (int i = 0; i < n; i++) b->out("%s%s", i ? "," : "", cols[i]);
    b->put('\n');
}
static void csv_line(const struct backend *b, const struct row *r)
{
    char cell[32];
    int len = b->format(cell, sizeof cell, "%.2f", r->revenue);
    b->out("\"%s\",%d,%s (%d chars)\n", r->region, r->units, cell, len);
}
static void csv_footer(const struct backend *b, int units, double revenue)
{
    b->out("\"total\",%d,%.2f\n", units, revenue);
}

static void md_header(const struct backend *b, const char *const *cols, int n)
{
    b->put('|');
    for (int i = 0; i < n; i++) { b->put(' '); print_cell_header(b, cols[i], 0); b->out(" |"); }
    b->out("\n|");
    for (int i = 0; i < n; i++) b->out("%s|", i ? "---:" : "---");
    b->put('\n');
}
static void md_line(const struct backend *b, const struct row *r)
{
    char name[16];
    b->format(name, sizeof name, "**%s**", r->region);
    b->out("| %s | %d | %.1f |  <!-- %zu -->\n", name, r->units, r->revenue, b->measure(name));
}
static void md_footer(const struct backend *b, int units, double revenue)
{
    b->out("| total | %d | %.1f |\n", units, revenue);
}

static const struct backend backends[] = {
    {"plain", printf, snprintf, putchar, toupper, strlen, plain_header, plain_line, plain_footer},
    {"csv", printf, snprintf, putchar, keep, strlen, csv_header, csv_line, csv_footer},
    {"markdown", printf, snprintf, putchar, tolower, strlen, md_header, md_line, md_footer},
};

static int by_revenue_desc(const void *a, const void *b)
{
    const struct row *x = a, *y = b;
    if (x->revenue != y->revenue) return x->revenue < y->revenue ? 1 : -1;
    return strcmp(x->region, y->region);
}

static void render(const struct backend *b, const struct row *rows, int n)
{
    static const char *const cols[] = {"Region", "Units", "Revenue"};
    int units = 0;
    double revenue = 0;
    printf("== %s ==\n", b->name);
    b->header(b, cols, 3);
    for (int i = 0; i < n; i++) {
        b->line(b, &rows[i]);
        units += rows[i].units;
        revenue += rows[i].revenue;
    }
    b->footer(b, units, revenue);
}

int main(void)
{
    struct row rows[] = {
        {"north", 120, 15432.50}, {"south", 87, 9120.25}, {"east", 203, 30110.00},
        {"west", 56, 9120.25},    {"central", 141, 17777.77},
    };
    int n = (int)(sizeof rows / sizeof rows[0]);
    qsort(rows, (size_t)n, sizeof rows[0], by_revenue_desc);
    for (size_t i = 0; i < sizeof backends / sizeof backends[0]; i++) render(&backends[i], rows, n);
    return 0;
}

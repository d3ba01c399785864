/* Callbacks passed down several levels: a directory-like tree walk with filters and sinks. */
#include <stdio.h>
#include <string.h>

struct entry {
    const char *name;
    int size;
    int depth;
};

typedef int (*filter_fn)(const struct entry *, void *ctx);
typedef void (*sink_fn)(const struct entry *, void *ctx);

struct pipeline {
    filter_fn filter;
    void *filter_ctx;
    sink_fn sink;
    void *sink_ctx;
};

static const struct entry entries[] = {
    {"root", 0, 0},      {"bin", 0, 1},       {"ls", 120, 2},     {"cat", 64, 2},
    {"etc", 0, 1},       {"hosts", 3, 2},     {"passwd", 17, 2},  {"usr", 0, 1},
    {"lib", 0, 2},       {"libc.so", 2048, 3}, {"libm.so", 512, 3}, {"share", 0, 2},
    {"readme", 9, 3},
};

/* Level 3: applies one entry to the pipeline. */
static void visit(const struct entry *e, const struct pipeline *p)
{
    if (p->filter(e, p->filter_ctx))
        p->sink(e, p->sink_ctx);
}

/* Level 2: walks a contiguous range. */
static void walk_range(int lo, int hi, const struct pipeline *p)
{
    int i;
    for (i = lo; i < hi; i++)
        visit(&entries[i], p);
}

/* Level 1: walks everything, split into halves to add one more level. */
static void walk_all(filter_fn f, void *fctx, sink_fn s, void *sctx)
{
    struct pipeline p = {f, fctx, s, sctx};
    int n = (int)(sizeof entries / sizeof entries[0]);
    walk_range(0, n / 2, &p);
    walk_range(n / 2, n, &p);
}

static int min_size(const struct entry *e, void *ctx) { return e->size >= *(int *)ctx; }
static int at_depth(const struct entry *e, void *ctx) { return e->depth == *(int *)ctx; }
static int name_has(const struct entry *e, void *ctx) { return strstr(e->name, ctx) != NULL; }
static int everything(const struct entry *e, void *ctx)
{
    (void)e;
    (void)ctx;
    return 1;
}

static void print_indented(const struct entry *e, void *ctx)
{
    const char *prefix = ctx;
    printf("%s%*s%s (%d)\n", prefix, e->depth * 2, "", e->name, e->size);
}

struct stats {
    int count;
    long total;
    int largest;
    const char *largest_name;
};

static void accumulate(const struct entry *e, void *ctx)
{
    struct stats *s = ctx;
    s->count++;
    s->total += e->size;
    if (e->size > s->largest) {
        s->largest = e->size;
        s->largest_name = e->name;
    }
}

int main(void)
{
    int threshold = 50, depth = 2;
    struct stats st = {0, 0, -1, "none"};

    walk_all(everything, NULL, print_indented, "| ");
    walk_all(min_size, &threshold, print_indented, "big ");
    walk_all(at_depth, &depth, print_indented, "d2 ");
    walk_all(name_has, "lib", print_indented, "lib ");
    walk_all(everything, NULL, accumulate, &st);
    printf("all: %d entries, %ld bytes, largest %s (%d)\n", st.count, st.total,
           st.largest_name, st.largest);

    struct stats deep = {0, 0, -1, "none"};
    depth = 3;
    walk_all(at_depth, &depth, accumulate, &deep);
    printf("depth 3: %d entries, %ld bytes, largest %s\n", deep.count, deep.total,
           deep.largest_name);
    return 0;
}

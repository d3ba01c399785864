/* Object-oriented C: a base struct embedded as the first member of derived structs,
 * vtables as const structs of function pointers, container_of through offsetof to get
 * from an embedded list link back to its object, and an intrusive doubly-linked list
 * holding shapes of several kinds that is sorted by area with insertion sort. */
#include <stdio.h>
#include <stddef.h>
#include <stdlib.h>

#define container_of(ptr, type, member) ((type *)((char *)(ptr) - offsetof(type, member)))

struct link { struct link *prev, *next; };

struct shape;
struct shape_ops {
    const char *kind;
    double (*area)(const struct shape *);
    double (*perimeter)(const struct shape *);
    void (*scale)(struct shape *, double);
};

struct shape {
    const struct shape_ops *ops;
    int id;
    struct link node; /* not first: container_of must subtract its offset */
};

struct circle { struct shape base; double r; };
struct rect { struct shape base; double w, h; };
struct triangle { struct shape base; double a, b, c; };

static double circle_area(const struct shape *s) { const struct circle *c = (const struct circle *)s; return 3.14159265358979 * c->r * c->r; }
static double circle_perim(const struct shape *s) { return 2 * 3.14159265358979 * ((const struct circle *)s)->r; }
static void circle_scale(struct shape *s, double k) { ((struct circle *)s)->r *= k; }
static double rect_area(const struct shape *s) { const struct rect *r = (const struct rect *)s; return r->w * r->h; }
static double rect_perim(const struct shape *s) { const struct rect *r = (const struct rect *)s; return 2 * (r->w + r->h); }
static void rect_scale(struct shape *s, double k) { struct rect *r = (struct rect *)s; r->w *= k; r->h *= k; }
static double tri_perim(const struct shape *s) { const struct triangle *t = (const struct triangle *)s; return t->a + t->b + t->c; }
static double tri_area(const struct shape *s) {
    const struct triangle *t = (const struct triangle *)s;
    double p = tri_perim(s) / 2, q = p * (p - t->a) * (p - t->b) * (p - t->c);
    /* Heron's formula by Newton's square root, to stay independent of libm. */
    double x = q > 1 ? q : 1;
    for (int i = 0; i < 60; i++)
        x = (x + q / x) / 2;
    return x;
}
static void tri_scale(struct shape *s, double k) { struct triangle *t = (struct triangle *)s; t->a *= k; t->b *= k; t->c *= k; }

static const struct shape_ops circle_ops = {"circle", circle_area, circle_perim, circle_scale};
static const struct shape_ops rect_ops = {.kind = "rect", .area = rect_area, .perimeter = rect_perim, .scale = rect_scale};
static const struct shape_ops tri_ops = {"triangle", tri_area, tri_perim, tri_scale};

static struct link head = {&head, &head};

static void insert_before(struct link *pos, struct link *n) {
    n->prev = pos->prev;
    n->next = pos;
    pos->prev->next = n;
    pos->prev = n;
}
static void unlink_node(struct link *n) {
    n->prev->next = n->next;
    n->next->prev = n->prev;
}

static struct shape *shape_of(struct link *l) { return container_of(l, struct shape, node); }

static void add(struct shape *s) { insert_before(&head, &s->node); }

static void sort_by_area(void) {
    struct link *cur = head.next;
    while (cur != &head) {
        struct link *next = cur->next, *pos = cur->prev;
        double a = shape_of(cur)->ops->area(shape_of(cur));
        while (pos != &head && shape_of(pos)->ops->area(shape_of(pos)) > a)
            pos = pos->prev;
        if (pos->next != cur) {
            unlink_node(cur);
            insert_before(pos->next, cur);
        }
        cur = next;
    }
}

static void report(const char *title) {
    printf("%s:\n", title);
    for (struct link *l = head.next; l != &head; l = l->next) {
        const struct shape *s = shape_of(l);
        printf("  #%d %-8s area %9.4f perimeter %8.4f\n", s->id, s->ops->kind, s->ops->area(s), s->ops->perimeter(s));
    }
}

int main(void) {
    struct circle c1 = {{&circle_ops, 1}, 1.0}, c2 = {{&circle_ops, 2}, 2.5};
    struct rect r1 = {{&rect_ops, 3}, 3, 4}, r2 = {.base = {.ops = &rect_ops, .id = 4}, .w = 0.5, .h = 10};
    struct triangle t1 = {{&tri_ops, 5}, 3, 4, 5};
    struct triangle *t2 = malloc(sizeof *t2);
    *t2 = (struct triangle){{&tri_ops, 6}, 6, 6, 6};
    struct shape *all[] = {&c1.base, &r1.base, &t1.base, &c2.base, &r2.base, &t2->base};
    for (int i = 0; i < 6; i++)
        add(all[i]);
    report("in insertion order");
    sort_by_area();
    report("sorted by area");
    for (int i = 0; i < 6; i += 2)
        all[i]->ops->scale(all[i], 2);
    sort_by_area();
    report("after doubling #1, #5, #4");
    unlink_node(&r1.base.node);
    unlink_node(&t2->base.node);
    double total = 0;
    int count = 0;
    for (struct link *l = head.prev; l != &head; l = l->prev, count++)
        total += shape_of(l)->ops->area(shape_of(l));
    printf("after removing two: %d shapes, total area %.4f\n", count, total);
    printf("node offset %zu, container_of(&c2.base.node) == &c2: %s\n", offsetof(struct shape, node),
           (void *)container_of(&c2.base.node, struct shape, node) == (void *)&c2 ? "yes" : "no");
    free(t2);
    return count == 4 ? 0 : 1;
}

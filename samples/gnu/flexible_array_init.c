/* GNU C: initializing the flexible array member of a static object. sizeof stays the
 * structure's; the object is as large as its initializer needs, so the objects around it
 * keep their values. */
#include <stdio.h>
#include <string.h>

struct ints { int n; int a[]; };
struct chars { long l; char k; char a[]; };

struct ints before = {-1};
struct ints listed = {3, {10, 20, 30}};
struct ints elided = {2, 7, 8};
struct ints designated = {.a = {[4] = 9, [1] = 4}, .n = 5};
struct chars named = {1, 'k', "flexible"};
struct ints empty = {0, {}};
struct ints after = {-2};

static void show(const char *name, const struct ints *s) {
    printf("%s:", name);
    for (int i = 0; i < s->n; i++)
        printf(" %d", s->a[i]);
    printf("\n");
}

int main(void) {
    static struct ints local = {4, {1, 1, 2, 3}};
    static const struct chars *p = &named;
    printf("sizeof %zu %zu\n", sizeof listed, sizeof named);
    show("listed", &listed);
    show("elided", &elided);
    show("designated", &designated);
    show("local", &local);
    show("empty", &empty);
    printf("named: %ld %c %s %zu\n", p->l, p->k, p->a, strlen(named.a));
    printf("neighbours: %d %d\n", before.n, after.n);
    return 0;
}

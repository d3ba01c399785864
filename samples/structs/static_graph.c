/* A graph built entirely from static initializers: nodes are global structs whose edge
 * lists point at other globals, at members of array elements (`&nodes[3].edges[1]`) and
 * at string literals; a self-referential circular list and a tree with parent pointers
 * are initialized the same way. The program walks them: Dijkstra over the static graph,
 * the circular list twice round, and root paths in the tree. */
#include <stdio.h>
#include <limits.h>

struct node;
struct edge { struct node *to; int weight; };
struct node { const char *name; int nedges; const struct edge *edges; int dist; struct node *prev; };

extern struct node nodes[6];
static const struct edge e_a[] = {{&nodes[1], 7}, {&nodes[2], 9}, {&nodes[5], 14}};
static const struct edge e_b[] = {{&nodes[0], 7}, {&nodes[2], 10}, {&nodes[3], 15}};
static const struct edge e_c[] = {{&nodes[0], 9}, {&nodes[1], 10}, {&nodes[3], 11}, {&nodes[5], 2}};
static const struct edge e_d[] = {{&nodes[1], 15}, {&nodes[2], 11}, {&nodes[4], 6}};
static const struct edge e_e[] = {{&nodes[3], 6}, {&nodes[5], 9}};
static const struct edge e_f[] = {{&nodes[0], 14}, {&nodes[2], 2}, {&nodes[4], 9}};

struct node nodes[6] = {
    {"a", 3, e_a}, {"b", 3, e_b}, {"c", 4, e_c}, {"d", 3, e_d}, {"e", 2, e_e}, {"f", 3, &e_f[0]},
};

/* A pointer into the middle of an array member of an array element. */
static const struct edge *const middle = &e_c[2];
static struct node *const last = nodes + 5;

struct ring { int value; struct ring *next; };
static struct ring r3;
static struct ring r1 = {1, 0}, r2 = {2, &r3}, r3 = {3, &r1};
static struct ring *ring_head = &r2;

struct tnode { const char *label; struct tnode *parent; };
static struct tnode root = {"root", 0};
static struct tnode usr = {"usr", &root}, bin = {"bin", &root};
static struct tnode local = {"local", &usr};
static struct tnode lbin = {"bin", &local};
static struct tnode *leaves[] = {&lbin, &bin, &usr, &root};

static void dijkstra(struct node *src) {
    int done[6] = {0};
    for (int i = 0; i < 6; i++) {
        nodes[i].dist = INT_MAX;
        nodes[i].prev = 0;
    }
    src->dist = 0;
    for (;;) {
        struct node *u = 0;
        for (int i = 0; i < 6; i++)
            if (!done[i] && nodes[i].dist != INT_MAX && (!u || nodes[i].dist < u->dist))
                u = &nodes[i];
        if (!u)
            break;
        done[u - nodes] = 1;
        for (int k = 0; k < u->nedges; k++) {
            struct node *v = u->edges[k].to;
            if (u->dist + u->edges[k].weight < v->dist) {
                v->dist = u->dist + u->edges[k].weight;
                v->prev = u;
            }
        }
    }
}

static void print_path(const struct node *n) {
    if (n->prev) {
        print_path(n->prev);
        printf(" -> ");
    }
    printf("%s", n->name);
}

static void print_tpath(const struct tnode *t) {
    if (t->parent) {
        print_tpath(t->parent);
        printf("%s%s", t->parent->parent ? "/" : "", t->label);
    } else {
        printf("/");
    }
}

int main(void) {
    r1.next = &r2; /* close the ring at run time */
    for (int s = 0; s < 6; s += 5) {
        dijkstra(&nodes[s]);
        for (int i = 0; i < 6; i++) {
            printf("%s->%s %2d: ", nodes[s].name, nodes[i].name, nodes[i].dist);
            print_path(&nodes[i]);
            printf("\n");
        }
    }
    printf("middle edge goes to %s weight %d; last node %s has %d edges\n", middle->to->name,
           middle->weight, last->name, last->nedges);
    printf("edge into the same array: %s\n", e_f[1].to == &nodes[2] ? "yes" : "no");
    int sum = 0, steps = 0;
    for (struct ring *r = ring_head; steps < 6; r = r->next, steps++) {
        printf("%d ", r->value);
        sum += r->value;
    }
    printf("| sum %d\n", sum);
    for (unsigned i = 0; i < sizeof leaves / sizeof leaves[0]; i++) {
        print_tpath(leaves[i]);
        printf("\n");
    }
    return nodes[4].dist == 9 ? 0 : 1;
}

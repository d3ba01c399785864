/* An intrusive doubly linked list, as in the Linux kernel: nodes embedded in the
   structures they link, and container_of to get back to the structure. */
#include <stdio.h>
#include <stddef.h>

struct list { struct list *prev, *next; };

#define container_of(ptr, type, member) \
    ((type *)((char *)(ptr) - __builtin_offsetof(type, member)))

static void list_init(struct list *l) { l->prev = l->next = l; }
static void list_add_tail(struct list *head, struct list *n) {
    n->prev = head->prev; n->next = head;
    head->prev->next = n; head->prev = n;
}
static void list_del(struct list *n) { n->prev->next = n->next; n->next->prev = n->prev; }

struct task {
    int id;
    char name[12];
    struct { int prio; double weight; } sched;
    struct list by_prio;
    struct list all;
};

struct matrix { int rows, cols; double cell[4][4]; };

int main(void) {
    static struct task tasks[] = {
        {1, "init", {0, 1.0}}, {2, "shell", {5, 0.5}}, {3, "editor", {3, 0.75}}, {4, "daemon", {9, 0.1}},
    };
    struct list all;
    list_init(&all);
    for (int i = 0; i < 4; i++)
        list_add_tail(&all, &tasks[i].all);
    list_del(&tasks[1].all);
    for (struct list *p = all.next; p != &all; p = p->next) {
        struct task *t = container_of(p, struct task, all);
        printf("task %d %s prio %d\n", t->id, t->name, t->sched.prio);
    }
    printf("offsets: id %zu name %zu prio %zu weight %zu by_prio %zu all %zu\n",
           __builtin_offsetof(struct task, id), __builtin_offsetof(struct task, name),
           __builtin_offsetof(struct task, sched.prio), __builtin_offsetof(struct task, sched.weight),
           __builtin_offsetof(struct task, by_prio), offsetof(struct task, all));
    printf("name[5] at %zu, cell[2][3] at %zu\n", __builtin_offsetof(struct task, name[5]),
           __builtin_offsetof(struct matrix, cell[2][3]));
    struct matrix m = {4, 4};
    double *cell = &m.cell[1][2];
    *cell = 2.5;
    struct matrix *back = container_of((void *)cell - __builtin_offsetof(struct matrix, cell[1][2])
                                       + __builtin_offsetof(struct matrix, rows), struct matrix, rows);
    printf("back %d %d %.1f\n", back->rows, back == &m, back->cell[1][2]);
    enum { SIZE = __builtin_offsetof(struct task, all) + sizeof(struct list) };
    printf("SIZE %d sizeof %zu\n", SIZE, sizeof(struct task));
    return 0;
}

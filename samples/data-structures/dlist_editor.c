/* A doubly linked list of lines used as a tiny line editor: a script of commands (insert
 * after, delete, move up, swap neighbours) runs against it, checking links both ways. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Line {
    struct Line *prev, *next;
    int id;
    char text[24];
} Line;

typedef struct {
    Line sentinel; /* circular: sentinel.next is the first line, sentinel.prev the last */
    int count;
} Buffer;

typedef enum { CMD_INSERT, CMD_DELETE, CMD_MOVE_UP, CMD_SWAP_NEXT } CmdKind;

typedef struct {
    CmdKind kind;
    int target; /* id of the line the command applies to (0 = the sentinel) */
    const char *text;
} Command;

static void buffer_init(Buffer *b) {
    b->sentinel.prev = b->sentinel.next = &b->sentinel;
    b->sentinel.id = 0;
    b->sentinel.text[0] = '\0';
    b->count = 0;
}

static void link_after(Line *pos, Line *n) {
    n->prev = pos;
    n->next = pos->next;
    pos->next->prev = n;
    pos->next = n;
}

static void unlink_line(Line *n) {
    n->prev->next = n->next;
    n->next->prev = n->prev;
}

static Line *find(Buffer *b, int id) {
    if (id == 0)
        return &b->sentinel;
    for (Line *l = b->sentinel.next; l != &b->sentinel; l = l->next)
        if (l->id == id)
            return l;
    return NULL;
}

static int apply(Buffer *b, const Command *c, int *next_id) {
    Line *t = find(b, c->target);
    if (!t)
        return 0;
    switch (c->kind) {
    case CMD_INSERT: {
        Line *n = calloc(1, sizeof *n);
        n->id = (*next_id)++;
        snprintf(n->text, sizeof n->text, "%s", c->text);
        link_after(t, n);
        b->count++;
        return 1;
    }
    case CMD_DELETE:
        if (t == &b->sentinel)
            return 0;
        unlink_line(t);
        free(t);
        b->count--;
        return 1;
    case CMD_MOVE_UP: {
        Line *p = t->prev;
        if (t == &b->sentinel || p == &b->sentinel)
            return 0;
        unlink_line(t);
        link_after(p->prev, t);
        return 1;
    }
    case CMD_SWAP_NEXT: {
        Line *n = t->next;
        if (t == &b->sentinel || n == &b->sentinel)
            return 0;
        unlink_line(n);
        link_after(t->prev, n);
        return 1;
    }
    }
    return 0;
}

static int check_links(const Buffer *b) {
    int forward = 0, backward = 0;
    for (const Line *l = b->sentinel.next; l != &b->sentinel; l = l->next) {
        if (l->next->prev != l)
            return -1;
        forward++;
    }
    for (const Line *l = b->sentinel.prev; l != &b->sentinel; l = l->prev)
        backward++;
    return forward == backward && forward == b->count ? forward : -1;
}

static void show(const Buffer *b) {
    int row = 1;
    for (const Line *l = b->sentinel.next; l != &b->sentinel; l = l->next)
        printf("  %2d [#%d] %s\n", row++, l->id, l->text);
}

int main(void) {
    static const Command script[] = {
        {CMD_INSERT, 0, "int main(void) {"},
        {CMD_INSERT, 1, "}"},
        {CMD_INSERT, 1, "return 0;"},
        {CMD_INSERT, 1, "puts(\"hi\");"},
        {CMD_SWAP_NEXT, 4, NULL},
        {CMD_INSERT, 0, "#include <stdio.h>"},
        {CMD_INSERT, 5, ""},
        {CMD_MOVE_UP, 6, NULL},
        {CMD_MOVE_UP, 6, NULL},
        {CMD_DELETE, 9, NULL},
        {CMD_DELETE, 6, NULL},
        {CMD_INSERT, 5, "/* greet */"},
        {CMD_SWAP_NEXT, 2, NULL},
        {CMD_MOVE_UP, 3, NULL},
        {CMD_MOVE_UP, 5, NULL},
    };
    Buffer b;
    buffer_init(&b);
    int next_id = 1, applied = 0;
    for (size_t i = 0; i < sizeof script / sizeof script[0]; i++) {
        int ok = apply(&b, &script[i], &next_id);
        applied += ok;
        printf("cmd %2zu kind %d target %d -> %s, %d lines\n", i, (int)script[i].kind,
               script[i].target, ok ? "ok" : "rejected", check_links(&b));
    }
    show(&b);
    unsigned h = 5381;
    for (const Line *l = b.sentinel.next; l != &b.sentinel; l = l->next)
        for (size_t i = 0; i < strlen(l->text); i++)
            h = h * 33u + (unsigned char)l->text[i];
    printf("applied %d of %zu, hash %u\n", applied, sizeof script / sizeof script[0], h);
    while (b.sentinel.next != &b.sentinel) {
        Line *l = b.sentinel.next;
        unlink_line(l);
        free(l);
    }
    return applied == 11 ? 0 : 3;
}

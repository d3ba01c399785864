/* The command pattern with undo and redo: edit commands on a text buffer are structs
 * holding apply/revert function pointers and their own saved data; two stacks give
 * undo/redo, and a macro command groups several edits. */
#include <stdio.h>
#include <string.h>

#define CAP 128

struct buffer { char text[CAP]; int len; };

struct command;
typedef int (*cmd_fn)(struct command *, struct buffer *);

struct command {
    const char *label;
    cmd_fn apply, revert;
    int pos, count;
    char data[32];           /* inserted text, or the text a delete removed */
    struct command *parts;   /* macro: sub-commands */
    int nparts;
};

static int do_insert(struct command *c, struct buffer *b)
{
    int n = (int)strlen(c->data);
    if (c->pos > b->len || b->len + n >= CAP) return -1;
    memmove(b->text + c->pos + n, b->text + c->pos, (size_t)(b->len - c->pos + 1));
    memcpy(b->text + c->pos, c->data, (size_t)n);
    b->len += n;
    return 0;
}

static int undo_insert(struct command *c, struct buffer *b)
{
    int n = (int)strlen(c->data);
    memmove(b->text + c->pos, b->text + c->pos + n, (size_t)(b->len - c->pos - n + 1));
    b->len -= n;
    return 0;
}

static int do_delete(struct command *c, struct buffer *b)
{
    if (c->pos + c->count > b->len || c->count >= (int)sizeof c->data) return -1;
    memcpy(c->data, b->text + c->pos, (size_t)c->count);
    c->data[c->count] = '\0';
    memmove(b->text + c->pos, b->text + c->pos + c->count, (size_t)(b->len - c->pos - c->count + 1));
    b->len -= c->count;
    return 0;
}

static int undo_delete(struct command *c, struct buffer *b) { return do_insert(c, b); }

static int do_upper(struct command *c, struct buffer *b)
{
    if (c->pos + c->count > b->len) return -1;
    memcpy(c->data, b->text + c->pos, (size_t)c->count);
    for (int i = 0; i < c->count; i++) {
        char *p = &b->text[c->pos + i];
        if (*p >= 'a' && *p <= 'z') *p = (char)(*p - 'a' + 'A');
    }
    return 0;
}

static int undo_upper(struct command *c, struct buffer *b)
{
    memcpy(b->text + c->pos, c->data, (size_t)c->count);
    return 0;
}

static int do_macro(struct command *c, struct buffer *b)
{
    for (int i = 0; i < c->nparts; i++)
        if (c->parts[i].apply(&c->parts[i], b) != 0) {
            while (i-- > 0) c->parts[i].revert(&c->parts[i], b);
            return -1;
        }
    return 0;
}

static int undo_macro(struct command *c, struct buffer *b)
{
    for (int i = c->nparts; i-- > 0;) c->parts[i].revert(&c->parts[i], b);
    return 0;
}

struct history {
    struct command *undo[16], *redo[16];
    int nundo, nredo;
};

static void run(struct history *h, struct buffer *b, struct command *c)
{
    if (c->apply(c, b) != 0) {
        printf("%-12s failed   |%s|\n", c->label, b->text);
        return;
    }
    h->undo[h->nundo++] = c;
    h->nredo = 0;
    printf("%-12s         |%s|\n", c->label, b->text);
}

static void undo(struct history *h, struct buffer *b)
{
    if (!h->nundo) { printf("undo: nothing\n"); return; }
    struct command *c = h->undo[--h->nundo];
    c->revert(c, b);
    h->redo[h->nredo++] = c;
    printf("undo %-7s         |%s|\n", c->label, b->text);
}

static void redo(struct history *h, struct buffer *b)
{
    if (!h->nredo) { printf("redo: nothing\n"); return; }
    struct command *c = h->redo[--h->nredo];
    c->apply(c, b);
    h->undo[h->nundo++] = c;
    printf("redo %-7s         |%s|\n", c->label, b->text);
}

#define INSERT(l, p, s) {l, do_insert, undo_insert, p, 0, s, NULL, 0}
#define DELETE(l, p, n) {l, do_delete, undo_delete, p, n, "", NULL, 0}
#define UPPER(l, p, n) {l, do_upper, undo_upper, p, n, "", NULL, 0}

int main(void)
{
    struct buffer b = {"", 0};
    struct history h = {{0}, {0}, 0, 0};
    struct command title_parts[] = {INSERT("i", 0, "** "), UPPER("u", 3, 5), INSERT("i", 0, "")};
    struct command cmds[] = {
        INSERT("ins hello", 0, "hello world"),
        INSERT("ins comma", 5, ","),
        DELETE("del world", 7, 5),
        INSERT("ins there", 7, "there, friend"),
        DELETE("del bad", 50, 3),
        {"title macro", do_macro, undo_macro, 0, 0, "", title_parts, 3},
        UPPER("upper all", 0, 10),
    };
    run(&h, &b, &cmds[0]);
    run(&h, &b, &cmds[1]);
    run(&h, &b, &cmds[2]);
    run(&h, &b, &cmds[3]);
    run(&h, &b, &cmds[4]);
    undo(&h, &b);
    undo(&h, &b);
    redo(&h, &b);
    run(&h, &b, &cmds[5]);
    run(&h, &b, &cmds[6]);
    redo(&h, &b);
    undo(&h, &b);
    undo(&h, &b);
    redo(&h, &b);
    while (h.nundo) undo(&h, &b);
    undo(&h, &b);
    printf("final length %d, redo depth %d\n", b.len, h.nredo);
    while (h.nredo) redo(&h, &b);
    printf("replayed: |%s|\n", b.text);
    return 0;
}

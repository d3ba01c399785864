/* A gap buffer text editor core: the text lives in one array with a movable gap at the
 * cursor; a list of edit operations (insert, delete backward/forward, move) is replayed,
 * with an undo log of inverse operations used to roll everything back at the end. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char *data;
    size_t cap, gap_start, gap_end; /* text is data[0..gap_start) + data[gap_end..cap) */
    int moves, grows;
} GapBuffer;

typedef enum { OP_INSERT, OP_DELETE_BACK, OP_DELETE_FWD, OP_MOVE } OpKind;

typedef struct {
    OpKind kind;
    int arg;           /* characters to delete, or absolute cursor position */
    const char *text;  /* for inserts */
} Op;

typedef struct {
    OpKind kind;
    size_t pos;
    char text[32];
} UndoEntry;

static size_t gb_length(const GapBuffer *b) { return b->cap - (b->gap_end - b->gap_start); }

static void gb_init(GapBuffer *b, size_t cap) {
    b->data = malloc(cap);
    b->cap = cap;
    b->gap_start = 0;
    b->gap_end = cap;
    b->moves = b->grows = 0;
}

static void gb_move_to(GapBuffer *b, size_t pos) {
    if (pos < b->gap_start) {
        size_t n = b->gap_start - pos;
        memmove(b->data + b->gap_end - n, b->data + pos, n);
        b->gap_start -= n;
        b->gap_end -= n;
    } else if (pos > b->gap_start) {
        size_t n = pos - b->gap_start;
        memmove(b->data + b->gap_start, b->data + b->gap_end, n);
        b->gap_start += n;
        b->gap_end += n;
    }
    b->moves++;
}

static void gb_insert(GapBuffer *b, const char *s) {
    size_t n = strlen(s);
    if (b->gap_end - b->gap_start < n) {
        size_t ncap = (b->cap + n) * 2, tail = b->cap - b->gap_end;
        char *nd = malloc(ncap);
        memcpy(nd, b->data, b->gap_start);
        memcpy(nd + ncap - tail, b->data + b->gap_end, tail);
        free(b->data);
        b->data = nd;
        b->gap_end = ncap - tail;
        b->cap = ncap;
        b->grows++;
    }
    memcpy(b->data + b->gap_start, s, n);
    b->gap_start += n;
}

/* Delete up to n characters before (back) or after the cursor; copy them to `out`. */
static size_t gb_delete(GapBuffer *b, size_t n, int back, char *out) {
    if (back) {
        if (n > b->gap_start) n = b->gap_start;
        memcpy(out, b->data + b->gap_start - n, n);
        b->gap_start -= n;
    } else {
        if (n > b->cap - b->gap_end) n = b->cap - b->gap_end;
        memcpy(out, b->data + b->gap_end, n);
        b->gap_end += n;
    }
    out[n] = '\0';
    return n;
}

static void gb_text(const GapBuffer *b, char *out) {
    memcpy(out, b->data, b->gap_start);
    memcpy(out + b->gap_start, b->data + b->gap_end, b->cap - b->gap_end);
    out[gb_length(b)] = '\0';
}

static void apply(GapBuffer *b, const Op *op, UndoEntry *u) {
    u->kind = op->kind;
    u->pos = b->gap_start;
    u->text[0] = '\0';
    switch (op->kind) {
    case OP_INSERT: gb_insert(b, op->text); snprintf(u->text, sizeof u->text, "%s", op->text); break;
    case OP_DELETE_BACK: gb_delete(b, (size_t)op->arg, 1, u->text); break;
    case OP_DELETE_FWD: gb_delete(b, (size_t)op->arg, 0, u->text); break;
    case OP_MOVE: gb_move_to(b, (size_t)op->arg < gb_length(b) ? (size_t)op->arg : gb_length(b)); break;
    }
}

static void undo(GapBuffer *b, const UndoEntry *u) {
    char scratch[32];
    size_t n = strlen(u->text);
    switch (u->kind) {
    case OP_INSERT: gb_move_to(b, u->pos + n); gb_delete(b, n, 1, scratch); break;
    case OP_DELETE_BACK: gb_move_to(b, u->pos - n); gb_insert(b, u->text); break;
    case OP_DELETE_FWD: gb_move_to(b, u->pos); gb_insert(b, u->text); gb_move_to(b, u->pos); break;
    case OP_MOVE: gb_move_to(b, u->pos); break;
    }
}

int main(void) {
    static const Op script[] = {
        {OP_INSERT, 0, "Hello world"}, {OP_MOVE, 5, NULL}, {OP_INSERT, 0, ","},
        {OP_MOVE, 100, NULL}, {OP_INSERT, 0, "! This is a gap buffer."}, {OP_MOVE, 7, NULL},
        {OP_DELETE_FWD, 5, NULL}, {OP_INSERT, 0, "there"}, {OP_MOVE, 0, NULL},
        {OP_INSERT, 0, ">> "}, {OP_MOVE, 20, NULL}, {OP_DELETE_BACK, 4, NULL},
        {OP_DELETE_FWD, 99, NULL}, {OP_INSERT, 0, "is fun."},
    };
    enum { NOPS = sizeof script / sizeof script[0] };
    GapBuffer b;
    gb_init(&b, 8);
    UndoEntry log[NOPS];
    char text[256];
    unsigned h = 0;
    for (int i = 0; i < NOPS; i++) {
        apply(&b, &script[i], &log[i]);
        gb_text(&b, text);
        printf("%2d cursor %2zu len %2zu |%s|\n", i, b.gap_start, gb_length(&b), text);
        for (const char *c = text; *c; c++) h = h * 31u + (unsigned char)*c;
    }
    printf("grows %d moves %d hash %u\n", b.grows, b.moves, h);
    for (int i = NOPS - 1; i >= 0; i--) {
        undo(&b, &log[i]);
        if (i % 4 == 0) {
            gb_text(&b, text);
            printf("undo to %2d: |%s|\n", i, text);
        }
    }
    int empty = gb_length(&b) == 0;
    free(b.data);
    return empty ? 0 : 1;
}

/* Layered output streams in the style of stdio/zlib: a stream is a struct whose vtable
 * has write/flush/close; filter streams (upper-casing, run-length encoding, line
 * numbering, byte counting) wrap another stream. Method calls go through a variadic
 * macro, SEND(obj, method, ...), that passes the object as the first argument. */
#include <stdio.h>
#include <string.h>
#include <ctype.h>

struct stream;
struct stream_vt {
    const char *kind;
    int (*write)(struct stream *, const char *buf, int n);
    void (*flush)(struct stream *);
    void (*close)(struct stream *);
};

struct stream {
    const struct stream_vt *vt;
    struct stream *inner;       /* NULL for sinks */
    char data[256];             /* sink storage, or filter state */
    int len;
    long count;
    int at_line_start, line, run_char, run_len;
};

#define SEND(obj, method, ...) ((obj)->vt->method((obj), __VA_ARGS__))
#define SEND0(obj, method) ((obj)->vt->method(obj))
#define PUTS(obj, s) SEND(obj, write, s, (int)strlen(s))

/* Memory sink. */
static int mem_write(struct stream *s, const char *b, int n)
{
    int room = (int)sizeof s->data - 1 - s->len, k = n < room ? n : room;
    memcpy(s->data + s->len, b, (size_t)k);
    s->len += k;
    s->data[s->len] = '\0';
    return k;
}
static void nop(struct stream *s) { (void)s; }
static const struct stream_vt mem_vt = {"memory", mem_write, nop, nop};

/* Filters pass flush/close down the chain. */
static void pass_flush(struct stream *s) { SEND0(s->inner, flush); }
static void pass_close(struct stream *s) { SEND0(s, flush); SEND0(s->inner, close); }

static int upper_write(struct stream *s, const char *b, int n)
{
    char tmp[64];
    int done = 0;
    while (done < n) {
        int k = n - done < 64 ? n - done : 64;
        for (int i = 0; i < k; i++) tmp[i] = (char)toupper((unsigned char)b[done + i]);
        SEND(s->inner, write, tmp, k);
        done += k;
    }
    return n;
}
static const struct stream_vt upper_vt = {"upper", upper_write, pass_flush, pass_close};

static int count_write(struct stream *s, const char *b, int n)
{
    s->count += n;
    return SEND(s->inner, write, b, n);
}
static const struct stream_vt count_vt = {"count", count_write, pass_flush, pass_close};

static int lines_write(struct stream *s, const char *b, int n)
{
    for (int i = 0; i < n; i++) {
        if (s->at_line_start) {
            char num[16];
            int k = snprintf(num, sizeof num, "%3d| ", ++s->line);
            SEND(s->inner, write, num, k);
            s->at_line_start = 0;
        }
        SEND(s->inner, write, &b[i], 1);
        if (b[i] == '\n') s->at_line_start = 1;
    }
    return n;
}
static const struct stream_vt lines_vt = {"lines", lines_write, pass_flush, pass_close};

/* Run-length encoding: runs of 4 or more become "~Nc". State is flushed on flush. */
static void rle_emit(struct stream *s)
{
    char out[16];
    int k;
    if (s->run_len >= 4) k = snprintf(out, sizeof out, "~%d%c", s->run_len, s->run_char);
    else { k = s->run_len; memset(out, s->run_char, (size_t)k); }
    if (k) SEND(s->inner, write, out, k);
    s->run_len = 0;
}
static int rle_write(struct stream *s, const char *b, int n)
{
    for (int i = 0; i < n; i++) {
        if (s->run_len && b[i] != s->run_char) rle_emit(s);
        s->run_char = (unsigned char)b[i];
        s->run_len++;
    }
    return n;
}
static void rle_flush(struct stream *s) { if (s->run_len) rle_emit(s); SEND0(s->inner, flush); }
static const struct stream_vt rle_vt = {"rle", rle_write, rle_flush, pass_close};

static void init(struct stream *s, const struct stream_vt *vt, struct stream *inner)
{
    memset(s, 0, sizeof *s);
    s->vt = vt;
    s->inner = inner;
    s->at_line_start = 1;
}

static void describe(const struct stream *s)
{
    printf("chain:");
    for (; s; s = s->inner) printf(" %s", s->vt->kind);
    printf("\n");
}

int main(void)
{
    static struct stream sink, a, b, c, d;
    static const char *text[] = {"hello, layered world\n", "aaaaaabbbcccccccc\n", "zzz... end\n"};
    static const struct { const struct stream_vt *top[4]; int n; } setups[] = {
        {{&count_vt}, 1},
        {{&upper_vt, &count_vt}, 2},
        {{&lines_vt, &rle_vt, &count_vt}, 3},
        {{&count_vt, &rle_vt, &upper_vt, &lines_vt}, 4},
    };
    struct stream *layers[] = {&a, &b, &c, &d};
    for (size_t k = 0; k < sizeof setups / sizeof setups[0]; k++) {
        init(&sink, &mem_vt, NULL);
        struct stream *top = &sink;
        for (int i = setups[k].n - 1; i >= 0; i--) {
            init(layers[i], setups[k].top[i], top);
            top = layers[i];
        }
        describe(top);
        for (size_t i = 0; i < sizeof text / sizeof text[0]; i++) PUTS(top, text[i]);
        SEND0(top, close);
        printf("%s", sink.data);
        long counted = 0;
        for (struct stream *s = top; s; s = s->inner)
            if (s->vt == &count_vt) counted = s->count;
        printf("[%d bytes in sink, count layer saw %ld]\n", sink.len, counted);
    }
    return 0;
}

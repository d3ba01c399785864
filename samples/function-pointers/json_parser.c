/* A recursive-descent parser for a JSON subset producing a tree of value structs, with
 * a table of parse functions keyed by the first character and a printer/query walker. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

enum vtype { V_NULL, V_BOOL, V_NUM, V_STR, V_ARR, V_OBJ };

struct value {
    enum vtype type;
    long num;
    char *str;               /* V_STR payload, or member key when inside an object */
    struct value *child;     /* first element/member */
    struct value *next;      /* sibling */
    char *key;
};

struct parser {
    const char *p;
    int error;
    int depth, max_depth;
};

typedef struct value *(*parse_fn)(struct parser *);

static struct value *parse_value(struct parser *ps);

static struct value *new_value(enum vtype t)
{
    struct value *v = calloc(1, sizeof *v);
    v->type = t;
    return v;
}

static void skip_ws(struct parser *ps)
{
    while (isspace((unsigned char)*ps->p))
        ps->p++;
}

static int expect(struct parser *ps, char c)
{
    skip_ws(ps);
    if (*ps->p != c) { ps->error = 1; return 0; }
    ps->p++;
    return 1;
}

static char *parse_raw_string(struct parser *ps)
{
    const char *start;
    char *s;
    if (!expect(ps, '"')) return NULL;
    start = ps->p;
    while (*ps->p && *ps->p != '"') ps->p++;
    if (*ps->p != '"') { ps->error = 2; return NULL; }
    s = malloc((size_t)(ps->p - start) + 1);
    memcpy(s, start, (size_t)(ps->p - start));
    s[ps->p - start] = '\0';
    ps->p++;
    return s;
}

static struct value *parse_string(struct parser *ps)
{
    char *s = parse_raw_string(ps);
    struct value *v;
    if (!s) return NULL;
    v = new_value(V_STR);
    v->str = s;
    return v;
}

static struct value *parse_number(struct parser *ps)
{
    struct value *v = new_value(V_NUM);
    int sign = 1;
    if (*ps->p == '-') { sign = -1; ps->p++; }
    if (!isdigit((unsigned char)*ps->p)) ps->error = 3;
    while (isdigit((unsigned char)*ps->p))
        v->num = v->num * 10 + (*ps->p++ - '0');
    v->num *= sign;
    return v;
}

static struct value *parse_word(struct parser *ps)
{
    static const struct { const char *w; enum vtype t; long n; } words[] = {
        {"true", V_BOOL, 1}, {"false", V_BOOL, 0}, {"null", V_NULL, 0}};
    size_t i;
    for (i = 0; i < 3; i++) {
        size_t len = strlen(words[i].w);
        if (strncmp(ps->p, words[i].w, len) == 0) {
            struct value *v = new_value(words[i].t);
            v->num = words[i].n;
            ps->p += len;
            return v;
        }
    }
    ps->error = 4;
    return NULL;
}

/* Parses '[' v, v ']' or '{' "k": v, ... '}' depending on is_obj. */
static struct value *parse_container(struct parser *ps, int is_obj)
{
    struct value *v = new_value(is_obj ? V_OBJ : V_ARR), **tail = &v->child;
    char close = is_obj ? '}' : ']';
    ps->p++;
    if (++ps->depth > ps->max_depth) ps->max_depth = ps->depth;
    skip_ws(ps);
    if (*ps->p == close) { ps->p++; ps->depth--; return v; }
    for (;;) {
        char *key = NULL;
        struct value *item;
        if (is_obj) {
            key = parse_raw_string(ps);
            if (!key || !expect(ps, ':')) { free(key); break; }
        }
        item = parse_value(ps);
        if (!item) { free(key); break; }
        item->key = key;
        *tail = item;
        tail = &item->next;
        skip_ws(ps);
        if (*ps->p == ',') { ps->p++; continue; }
        expect(ps, close);
        break;
    }
    ps->depth--;
    return v;
}

static struct value *parse_array(struct parser *ps) { return parse_container(ps, 0); }
static struct value *parse_object(struct parser *ps) { return parse_container(ps, 1); }

static struct value *parse_value(struct parser *ps)
{
    static parse_fn by_char[128];
    static int ready;
    int c;
    if (!ready) {
        for (c = '0'; c <= '9'; c++) by_char[c] = parse_number;
        by_char['-'] = parse_number;
        by_char['"'] = parse_string;
        by_char['['] = parse_array;
        by_char['{'] = parse_object;
        by_char['t'] = by_char['f'] = by_char['n'] = parse_word;
        ready = 1;
    }
    skip_ws(ps);
    c = (unsigned char)*ps->p;
    if (ps->error || c >= 128 || !by_char[c]) { ps->error = ps->error ? ps->error : 5; return NULL; }
    return by_char[c](ps);
}

static void print_value(const struct value *v)
{
    const struct value *c;
    switch (v->type) {
    case V_NULL: printf("null"); break;
    case V_BOOL: printf(v->num ? "true" : "false"); break;
    case V_NUM: printf("%ld", v->num); break;
    case V_STR: printf("'%s'", v->str); break;
    case V_ARR: case V_OBJ:
        putchar(v->type == V_ARR ? '[' : '{');
        for (c = v->child; c; c = c->next) {
            if (c->key) printf("%s=", c->key);
            print_value(c);
            if (c->next) putchar(' ');
        }
        putchar(v->type == V_ARR ? ']' : '}');
    }
}

static long sum_numbers(const struct value *v)
{
    long s = v->type == V_NUM ? v->num : 0;
    const struct value *c;
    for (c = v->child; c; c = c->next) s += sum_numbers(c);
    return s;
}

static const struct value *get(const struct value *obj, const char *key)
{
    const struct value *c;
    for (c = obj ? obj->child : NULL; c; c = c->next)
        if (c->key && strcmp(c->key, key) == 0) return c;
    return NULL;
}

static void release(struct value *v)
{
    while (v) {
        struct value *next = v->next;
        release(v->child);
        free(v->str);
        free(v->key);
        free(v);
        v = next;
    }
}

int main(void)
{
    static const char *docs[] = {
        "{\"name\": \"tcc\", \"version\": [0, 1, 12], \"stable\": false, \"deps\": {}}",
        " [1, -2, [3, [4, [5]]], {\"a\": null, \"b\": true}] ",
        "{\"users\": [{\"id\": 7, \"tags\": [\"x\", \"y\"]}, {\"id\": 35, \"tags\": []}]}",
        "[1, 2,, 3]",
        "{\"k\" 5}",
    };
    size_t i;
    int failures = 0;
    for (i = 0; i < sizeof docs / sizeof docs[0]; i++) {
        struct parser ps = {docs[i], 0, 0, 0};
        struct value *v = parse_value(&ps);
        printf("doc %zu: ", i);
        if (ps.error || !v) {
            printf("error %d at offset %ld\n", ps.error, (long)(ps.p - docs[i]));
            failures++;
        } else {
            print_value(v);
            printf("\n  sum %ld, depth %d\n", sum_numbers(v), ps.max_depth);
            const struct value *users = get(v, "users");
            if (users) {
                const struct value *u;
                for (u = users->child; u; u = u->next)
                    printf("  user %ld has %s tags\n", get(u, "id")->num,
                           get(u, "tags")->child ? "some" : "no");
            }
        }
        release(v);
    }
    return failures;
}

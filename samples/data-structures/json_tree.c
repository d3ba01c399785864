/* A small JSON-like document model: values are a tagged union (null, bool, number, string,
 * array, object) with children in growable arrays; a recursive-descent parser builds the
 * tree, a path lookup navigates it ("a.b[2].c"), and a printer re-serializes canonically
 * with sorted object keys. Errors come back as positioned enum codes. */
#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef enum { J_NULL, J_BOOL, J_NUMBER, J_STRING, J_ARRAY, J_OBJECT } JKind;

typedef struct JValue JValue;
typedef struct { char *key; JValue *value; } JMember;

struct JValue {
    JKind kind;
    union {
        bool b;
        double num;
        char *str;
        struct { JValue **items; int n; } arr;
        struct { JMember *members; int n; } obj;
    } u;
};

typedef enum { P_OK, P_UNEXPECTED, P_UNTERMINATED, P_TRAILING } PError;

typedef struct {
    const char *src;
    size_t pos;
    PError err;
} Parser;

static JValue *jv_new(JKind k) {
    JValue *v = calloc(1, sizeof *v);
    v->kind = k;
    return v;
}

static void skip_ws(Parser *p) { while (isspace((unsigned char)p->src[p->pos])) p->pos++; }

static char *parse_string(Parser *p) {
    size_t start = ++p->pos; /* after the quote */
    while (p->src[p->pos] && p->src[p->pos] != '"') p->pos++;
    if (!p->src[p->pos]) { p->err = P_UNTERMINATED; return NULL; }
    size_t n = p->pos - start;
    char *s = malloc(n + 1);
    memcpy(s, p->src + start, n);
    s[n] = '\0';
    p->pos++;
    return s;
}

static JValue *parse_value(Parser *p);

static JValue *parse_container(Parser *p, bool object) {
    JValue *v = jv_new(object ? J_OBJECT : J_ARRAY);
    char close = object ? '}' : ']';
    p->pos++;
    skip_ws(p);
    if (p->src[p->pos] == close) { p->pos++; return v; }
    for (;;) {
        char *key = NULL;
        if (object) {
            skip_ws(p);
            if (p->src[p->pos] != '"') { p->err = P_UNEXPECTED; return v; }
            key = parse_string(p);
            if (!key) return v;
            skip_ws(p);
            if (p->src[p->pos] != ':') { p->err = P_UNEXPECTED; free(key); return v; }
            p->pos++;
        }
        JValue *child = parse_value(p);
        if (object) {
            v->u.obj.members = realloc(v->u.obj.members, sizeof(JMember) * (size_t)(v->u.obj.n + 1));
            v->u.obj.members[v->u.obj.n++] = (JMember){key, child};
        } else {
            v->u.arr.items = realloc(v->u.arr.items, sizeof(JValue *) * (size_t)(v->u.arr.n + 1));
            v->u.arr.items[v->u.arr.n++] = child;
        }
        if (p->err != P_OK) return v;
        skip_ws(p);
        if (p->src[p->pos] == ',') { p->pos++; continue; }
        if (p->src[p->pos] == close) { p->pos++; return v; }
        p->err = p->src[p->pos] ? P_UNEXPECTED : P_UNTERMINATED;
        return v;
    }
}

static JValue *parse_value(Parser *p) {
    skip_ws(p);
    const char *s = p->src + p->pos;
    if (*s == '{' || *s == '[') return parse_container(p, *s == '{');
    if (*s == '"') {
        JValue *v = jv_new(J_STRING);
        v->u.str = parse_string(p);
        if (!v->u.str) v->kind = J_NULL;
        return v;
    }
    if (strncmp(s, "true", 4) == 0 || strncmp(s, "false", 5) == 0) {
        JValue *v = jv_new(J_BOOL);
        v->u.b = *s == 't';
        p->pos += v->u.b ? 4 : 5;
        return v;
    }
    if (strncmp(s, "null", 4) == 0) { p->pos += 4; return jv_new(J_NULL); }
    if (*s == '-' || isdigit((unsigned char)*s)) {
        char *end;
        JValue *v = jv_new(J_NUMBER);
        v->u.num = strtod(s, &end);
        p->pos += (size_t)(end - s);
        return v;
    }
    p->err = *s ? P_UNEXPECTED : P_UNTERMINATED;
    return jv_new(J_NULL);
}

static void jv_free(JValue *v) {
    if (v && v->kind == J_STRING) free(v->u.str);
    for (int i = 0; v && v->kind == J_ARRAY && i < v->u.arr.n; i++) jv_free(v->u.arr.items[i]);
    for (int i = 0; v && v->kind == J_OBJECT && i < v->u.obj.n; i++) {
        free(v->u.obj.members[i].key);
        jv_free(v->u.obj.members[i].value);
    }
    if (v && v->kind == J_ARRAY) free(v->u.arr.items);
    if (v && v->kind == J_OBJECT) free(v->u.obj.members);
    free(v);
}

static int member_cmp(const void *a, const void *b) {
    return strcmp(((const JMember *)a)->key, ((const JMember *)b)->key);
}

static void jv_print(JValue *v) {
    switch (v->kind) {
    case J_NULL: printf("null"); break;
    case J_BOOL: printf(v->u.b ? "true" : "false"); break;
    case J_NUMBER: printf("%g", v->u.num); break;
    case J_STRING: printf("\"%s\"", v->u.str); break;
    case J_ARRAY:
        for (int i = 0; i < v->u.arr.n; i++) { putchar(i ? ',' : '['); jv_print(v->u.arr.items[i]); }
        printf(v->u.arr.n ? "]" : "[]");
        break;
    case J_OBJECT:
        qsort(v->u.obj.members, (size_t)v->u.obj.n, sizeof(JMember), member_cmp);
        putchar('{');
        for (int i = 0; i < v->u.obj.n; i++) {
            printf("%s\"%s\":", i ? "," : "", v->u.obj.members[i].key);
            jv_print(v->u.obj.members[i].value);
        }
        putchar('}');
        break;
    }
}

static const JValue *lookup(const JValue *v, const char *path) {
    char name[32];
    while (v && *path) {
        if (*path == '.') path++;
        if (*path == '[') {
            int idx = (int)strtol(path + 1, (char **)&path, 10);
            path++; /* ']' */
            v = v->kind == J_ARRAY && idx >= 0 && idx < v->u.arr.n ? v->u.arr.items[idx] : NULL;
            continue;
        }
        size_t n = strcspn(path, ".[");
        if (n >= sizeof name) return NULL;
        memcpy(name, path, n);
        name[n] = '\0';
        path += n;
        const JValue *found = NULL;
        if (v->kind == J_OBJECT)
            for (int i = 0; i < v->u.obj.n; i++)
                if (strcmp(v->u.obj.members[i].key, name) == 0) found = v->u.obj.members[i].value;
        v = found;
    }
    return v;
}

int main(void) {
    static const char *docs[] = {
        "{\"name\": \"tcc-rs\", \"version\": [0, 1, 0], \"targets\": [{\"arch\": \"x86-64\", \"abi\": \"sysv\"},"
        " {\"arch\": \"aarch64\", \"abi\": \"aapcs64\", \"hfa\": true}], \"mem2reg\": null, \"speed\": -1.5e2}",
        "[1, 2, [3, [4, [5]]], {\"z\": 1, \"a\": {\"m\": false}}]",
        "{\"broken\": [1, 2,}",
        "{\"open\": \"never closed}",
        "[1 2]",
    };
    static const char *errs[] = {"ok", "unexpected character", "unterminated input", "trailing data"};
    static const char *paths[] = {"name", "version[1]", "targets[1].abi", "targets[1].hfa", "targets[2]", "speed", "mem2reg"};
    int failures = 0;
    for (int d = 0; d < 5; d++) {
        Parser p = {docs[d], 0, P_OK};
        JValue *v = parse_value(&p);
        if (p.err == P_OK) { skip_ws(&p); if (p.src[p.pos]) p.err = P_TRAILING; }
        printf("doc %d: %s at %zu\n  ", d, errs[p.err], p.pos);
        if (p.err == P_OK) jv_print(v);
        else failures++;
        printf("\n");
        if (d == 0)
            for (int i = 0; i < 7; i++) {
                const JValue *r = lookup(v, paths[i]);
                printf("  %-15s -> ", paths[i]);
                if (r) { jv_print((JValue *)r); printf(" (kind %d)\n", (int)r->kind); }
                else printf("missing\n");
            }
        jv_free(v);
    }
    return failures;
}

/* A tiny JSON-like value tree: a recursive-descent parser builds tagged-union nodes in a
 * pool (objects and arrays as child lists), then the tree is queried by path, summed,
 * and printed back in canonical compact form and indented form. */
#include <stdio.h>
#include <string.h>
#include <ctype.h>
#include <stdlib.h>

typedef enum { J_NULL, J_BOOL, J_NUM, J_STR, J_ARR, J_OBJ } JType;

typedef struct Node {
    JType type;
    char key[16];       /* member name when inside an object */
    struct Node *next;  /* next sibling */
    union {
        int boolean;
        double num;
        char str[24];
        struct { struct Node *first; int count; } kids;
    } u;
} Node;

static Node pool[128];
static int used;
static const char *src;

static Node *alloc(JType t) {
    Node *n = &pool[used++];
    memset(n, 0, sizeof *n);
    n->type = t;
    return n;
}

static void skip_ws(void) { while (isspace((unsigned char)*src)) src++; }

static void parse_string(char *out, size_t cap) {
    size_t k = 0;
    src++; /* opening quote */
    while (*src && *src != '"') {
        if (k + 1 < cap)
            out[k++] = *src;
        src++;
    }
    out[k] = '\0';
    if (*src == '"')
        src++;
}

static Node *parse_value(void);

static Node *parse_container(JType t, char close) {
    Node *n = alloc(t), **tail = &n->u.kids.first;
    src++;
    skip_ws();
    while (*src && *src != close) {
        char key[16] = "";
        if (t == J_OBJ) {
            parse_string(key, sizeof key);
            skip_ws();
            src++; /* ':' */
        }
        Node *child = parse_value();
        strcpy(child->key, key);
        *tail = child;
        tail = &child->next;
        n->u.kids.count++;
        skip_ws();
        if (*src == ',')
            src++;
        skip_ws();
    }
    src++;
    return n;
}

static Node *parse_value(void) {
    skip_ws();
    Node *n;
    switch (*src) {
    case '{': return parse_container(J_OBJ, '}');
    case '[': return parse_container(J_ARR, ']');
    case '"':
        n = alloc(J_STR);
        parse_string(n->u.str, sizeof n->u.str);
        return n;
    case 't': case 'f':
        n = alloc(J_BOOL);
        n->u.boolean = *src == 't';
        src += n->u.boolean ? 4 : 5;
        return n;
    case 'n':
        src += 4;
        return alloc(J_NULL);
    default: {
        char *end;
        n = alloc(J_NUM);
        n->u.num = strtod(src, &end);
        src = end;
        return n;
    }
    }
}

static void print_compact(const Node *n) {
    switch (n->type) {
    case J_NULL: printf("null"); break;
    case J_BOOL: printf(n->u.boolean ? "true" : "false"); break;
    case J_NUM: printf("%g", n->u.num); break;
    case J_STR: printf("\"%s\"", n->u.str); break;
    case J_ARR: case J_OBJ:
        putchar(n->type == J_ARR ? '[' : '{');
        for (const Node *c = n->u.kids.first; c; c = c->next) {
            if (n->type == J_OBJ)
                printf("\"%s\":", c->key);
            print_compact(c);
            if (c->next)
                putchar(',');
        }
        putchar(n->type == J_ARR ? ']' : '}');
    }
}

static void print_tree(const Node *n, int depth) {
    static const char *names[] = {[J_NULL] = "null", [J_BOOL] = "bool", [J_NUM] = "number",
                                  [J_STR] = "string", [J_ARR] = "array", [J_OBJ] = "object"};
    printf("%*s%s%s%s", depth * 2, "", n->key, n->key[0] ? ": " : "", names[n->type]);
    if (n->type == J_ARR || n->type == J_OBJ) {
        printf(" (%d)\n", n->u.kids.count);
        for (const Node *c = n->u.kids.first; c; c = c->next)
            print_tree(c, depth + 1);
    } else {
        printf(" = ");
        print_compact(n);
        printf("\n");
    }
}

/* Path like "store.items.1.price": object keys or array indices separated by dots. */
static const Node *lookup(const Node *n, const char *path) {
    char part[16];
    while (n && *path) {
        size_t k = strcspn(path, ".");
        memcpy(part, path, k);
        part[k] = '\0';
        path += k + (path[k] == '.');
        const Node *c = n->u.kids.first;
        if (n->type == J_ARR)
            for (int i = atoi(part); c && i > 0; i--)
                c = c->next;
        else
            while (c && strcmp(c->key, part) != 0)
                c = c->next;
        n = c;
    }
    return n;
}

static double sum_numbers(const Node *n) {
    if (n->type == J_NUM)
        return n->u.num;
    double s = 0;
    if (n->type == J_ARR || n->type == J_OBJ)
        for (const Node *c = n->u.kids.first; c; c = c->next)
            s += sum_numbers(c);
    return s;
}

int main(void) {
    src = "{ \"store\": { \"name\": \"corner\", \"open\": true,\n"
          "  \"items\": [ {\"id\": 1, \"price\": 2.5, \"tags\": [\"a\", \"b\"]},\n"
          "             {\"id\": 2, \"price\": 10.25, \"tags\": []},\n"
          "             {\"id\": 3, \"price\": -1e2, \"note\": null} ] },\n"
          "  \"version\": 7, \"flags\": [true, false, false] }";
    Node *root = parse_value();
    print_compact(root);
    printf("\n");
    print_tree(root, 0);
    const char *paths[] = {"store.name", "store.items.1.price", "store.items.0.tags.1",
                           "flags.2", "version", "store.items.5", "store.missing"};
    for (int i = 0; i < 7; i++) {
        const Node *n = lookup(root, paths[i]);
        printf("%-22s -> ", paths[i]);
        if (n)
            print_compact(n);
        else
            printf("(absent)");
        printf("\n");
    }
    printf("sum of numbers %.3f, nodes %d\n", sum_numbers(root), used);
    return used == 24 ? 0 : 1;
}

/* X-macros describing a struct once and generating from that list the struct itself, its
 * defaults, and a table of {name, type, offset, size} descriptors
 * built with offsetof. The descriptor table drives a generic serializer to "key=value"
 * text, a parser back into a fresh struct, a field-wise diff, and a checksum. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stddef.h>

#define CONFIG_FIELDS(X)                  \
    X(INT, int, port, , 8080)             \
    X(INT, int, workers, , 4)             \
    X(DBL, double, timeout, , 2.5)        \
    X(STR, char, host, [24], "localhost") \
    X(BOOL, int, verbose, , 0)            \
    X(DBL, double, ratio, , 0.75)         \
    X(STR, char, mode, [8], "fast")

enum ftype { FT_INT, FT_DBL, FT_STR, FT_BOOL };

/* An empty macro argument (C99) stands for "no array dimension". */
#define DECLARE(kind, ctype, name, dims, def) ctype name dims;
struct config { CONFIG_FIELDS(DECLARE) };

#define DESCRIBE(kind, ctype, name, dims, def) \
    {#name, #ctype " " #name #dims, FT_##kind, offsetof(struct config, name), sizeof(((struct config *)0)->name)},
struct field { const char *name, *decl; enum ftype type; size_t offset, size; };
static const struct field fields[] = { CONFIG_FIELDS(DESCRIBE) };
#define NFIELDS (sizeof fields / sizeof fields[0])

static const char *const type_name[] = {[FT_INT] = "int", [FT_DBL] = "double", [FT_STR] = "string", [FT_BOOL] = "bool"};

static struct config defaults(void) {
    struct config c;
    memset(&c, 0, sizeof c);
#define SET_INT(lv, v) lv = v;
#define SET_DBL(lv, v) lv = v;
#define SET_BOOL(lv, v) lv = v;
#define SET_STR(lv, v) strcpy(lv, v);
#define DEFAULT(kind, ctype, name, dims, def) SET_##kind(c.name, def)
    CONFIG_FIELDS(DEFAULT)
    return c;
}

static int format_field(const struct config *c, const struct field *f, char *out, size_t cap) {
    const char *base = (const char *)c + f->offset;
    const char *name = f->name;
    switch (f->type) {
    case FT_INT: { int v; memcpy(&v, base, sizeof v); return snprintf(out, cap, "%s=%d", name, v); }
    case FT_BOOL: { int v; memcpy(&v, base, sizeof v); return snprintf(out, cap, "%s=%s", name, v ? "true" : "false"); }
    case FT_DBL: { double v; memcpy(&v, base, sizeof v); return snprintf(out, cap, "%s=%.4f", name, v); }
    case FT_STR: return snprintf(out, cap, "%s=%.*s", name, (int)f->size, base);
    }
    return 0;
}

static int parse_line(struct config *c, const char *line) {
    const char *eq = strchr(line, '=');
    if (!eq)
        return 0;
    for (size_t i = 0; i < NFIELDS; i++) {
        const char *name = fields[i].name;
        if (strlen(name) != (size_t)(eq - line) || strncmp(line, name, strlen(name)) != 0)
            continue;
        char *base = (char *)c + fields[i].offset;
        const char *val = eq + 1;
        switch (fields[i].type) {
        case FT_INT: { int v = atoi(val); memcpy(base, &v, sizeof v); break; }
        case FT_BOOL: { int v = strcmp(val, "true") == 0; memcpy(base, &v, sizeof v); break; }
        case FT_DBL: { double v = strtod(val, NULL); memcpy(base, &v, sizeof v); break; }
        case FT_STR:
            memset(base, 0, fields[i].size);
            strncpy(base, val, fields[i].size - 1);
            break;
        }
        return 1;
    }
    return 0;
}

int main(void) {
    printf("%-20s %-7s %6s %4s\n", "declaration", "type", "offset", "size");
    for (size_t i = 0; i < NFIELDS; i++)
        printf("%-20s %-7s %6zu %4zu\n", fields[i].decl, type_name[fields[i].type], fields[i].offset, fields[i].size);
    printf("sizeof(struct config) = %zu\n", sizeof(struct config));
    struct config c = defaults();
    const char *edits[] = {"port=9090", "host=example.org", "verbose=true", "ratio=0.3333", "colour=blue",
                           "mode=a-very-long-mode", "workers", "timeout=10"};
    for (size_t i = 0; i < sizeof edits / sizeof edits[0]; i++)
        printf("apply %-22s %s\n", edits[i], parse_line(&c, edits[i]) ? "ok" : "rejected");
    char text[NFIELDS][64];
    for (size_t i = 0; i < NFIELDS; i++) {
        format_field(&c, &fields[i], text[i], sizeof text[i]);
        printf("  %s\n", text[i]);
    }
    struct config back = defaults();
    for (size_t i = 0; i < NFIELDS; i++)
        parse_line(&back, text[i]);
    struct config base = defaults();
    unsigned sum = 0;
    for (size_t i = 0; i < NFIELDS; i++) {
        char x[64], y[64];
        format_field(&back, &fields[i], x, sizeof x);
        format_field(&base, &fields[i], y, sizeof y);
        if (strcmp(x, y) != 0)
            printf("changed: %s (was %s)\n", x, strchr(y, '=') + 1);
        for (const char *q = x; *q; q++)
            sum = sum * 33 + (unsigned char)*q;
    }
    printf("round trip equal: %s, checksum %u\n",
           back.port == c.port && back.verbose == c.verbose && strcmp(back.host, c.host) == 0 ? "yes" : "no", sum);
    return 0;
}

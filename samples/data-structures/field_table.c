/* Table-driven record serialization: each struct type is described by a static array of
 * field descriptors built with offsetof (constant initializers, including NULL pointers
 * and offsets of nested members and array elements); one generic routine prints,
 * checksums, and parses records of any described type. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef enum { F_INT, F_DOUBLE, F_STR, F_SHORT } FieldKind;

typedef struct {
    const char *name;
    FieldKind kind;
    size_t offset;
    const char *unit; /* NULL when the field has no unit */
} Field;

typedef struct {
    const char *type_name;
    size_t size;
    const Field *fields;
    int nfields;
} Schema;

typedef struct {
    short x, y;
} Point;

typedef struct {
    int id;
    char name[16];
    double mass;
    Point pos[2];
} Body;

typedef struct {
    char code[4];
    int flights;
    double lat, lon;
} Airport;

static const Field body_fields[] = {
    {"id", F_INT, offsetof(Body, id), NULL},
    {"name", F_STR, offsetof(Body, name), (void *)0},
    {"mass", F_DOUBLE, offsetof(Body, mass), "kg"},
    {"x0", F_SHORT, offsetof(Body, pos[0].x), "m"},
    {"y0", F_SHORT, offsetof(Body, pos[0].y), "m"},
    {"x1", F_SHORT, offsetof(Body, pos[1].x), "m"},
    {"y1", F_SHORT, offsetof(Body, pos[1].y), "m"},
};

static const Field airport_fields[] = {
    {"code", F_STR, offsetof(Airport, code), NULL},
    {"flights", F_INT, offsetof(Airport, flights), "/day"},
    {"lat", F_DOUBLE, offsetof(Airport, lat), "deg"},
    {"lon", F_DOUBLE, offsetof(Airport, lon), "deg"},
};

static const Schema schemas[] = {
    {"Body", sizeof(Body), body_fields, (int)(sizeof body_fields / sizeof body_fields[0])},
    {"Airport", sizeof(Airport), airport_fields, 4},
};

/* The old pre-sizeof idiom for a record's stride: the address one past a null record. */
static const size_t strides[] = {(size_t)((Body *)0 + 1), (size_t)((Airport *)0 + 1), (size_t)(&((Point *)0)[3] - (Point *)0)};

/* Offsets must be known at compile time: this array's size is one. */
static char offset_check[offsetof(Body, pos[1].y) == 2 * sizeof(short) + offsetof(Body, pos) + sizeof(short) ? 1 : -1];

static void print_record(const Schema *s, const void *rec) {
    const char *base = rec;
    printf("%s {", s->type_name);
    for (int i = 0; i < s->nfields; i++) {
        const Field *f = &s->fields[i];
        const char *p = base + f->offset;
        printf(i ? ", %s=" : " %s=", f->name);
        switch (f->kind) {
        case F_INT: { int v; memcpy(&v, p, sizeof v); printf("%d", v); break; }
        case F_SHORT: { short v; memcpy(&v, p, sizeof v); printf("%d", v); break; }
        case F_DOUBLE: { double v; memcpy(&v, p, sizeof v); printf("%.4g", v); break; }
        case F_STR: printf("\"%s\"", p); break;
        }
        if (f->unit)
            printf("%s", f->unit);
    }
    printf(" }\n");
}

/* Parse "v1;v2;..." into a zeroed record, field by field. */
static int parse_record(const Schema *s, void *rec, const char *text) {
    char *base = rec;
    char buf[128];
    memset(rec, 0, s->size);
    snprintf(buf, sizeof buf, "%s", text);
    char *tok = strtok(buf, ";");
    int i = 0;
    for (; tok && i < s->nfields; i++, tok = strtok(NULL, ";")) {
        const Field *f = &s->fields[i];
        char *p = base + f->offset;
        switch (f->kind) {
        case F_INT: { int v = atoi(tok); memcpy(p, &v, sizeof v); break; }
        case F_SHORT: { short v = (short)atoi(tok); memcpy(p, &v, sizeof v); break; }
        case F_DOUBLE: { double v = strtod(tok, NULL); memcpy(p, &v, sizeof v); break; }
        case F_STR: {
            size_t cap = (i + 1 < s->nfields ? s->fields[i + 1].offset : s->size) - f->offset;
            strncpy(p, tok, cap - 1);
            break;
        }
        }
    }
    return i;
}

static unsigned field_checksum(const Schema *s, const void *rec) {
    const unsigned char *base = rec;
    unsigned h = 7;
    for (int i = 0; i < s->nfields; i++) {
        const Field *f = &s->fields[i];
        size_t len = f->kind == F_STR ? strlen((const char *)base + f->offset)
                   : f->kind == F_DOUBLE ? sizeof(double)
                   : f->kind == F_SHORT ? sizeof(short) : sizeof(int);
        for (size_t k = 0; k < len; k++)
            h = h * 31u + base[f->offset + k];
    }
    return h;
}

int main(void) {
    static const char *inputs[] = {
        "0;Body;1;7;Sun;1.989e30;0;0;10;-10",
        "0;Body;2;8;Earth;5.972e24;150;0;151;2",
        "1;Airport;3;AMS;1400;52.31;4.76",
        "1;Airport;3;NRT;650;35.77;140.39",
        "0;Body;1;4;Moon;7.35e22;150;1",
    };
    unsigned total = 0;
    printf("layout check %zu, Body %zu bytes, Airport %zu bytes\n", sizeof offset_check,
           sizeof(Body), sizeof(Airport));
    printf("strides %zu %zu, three points %zu\n", strides[0], strides[1], strides[2]);
    for (int s = 0; s < 2; s++)
        for (int i = 0; i < schemas[s].nfields; i++)
            printf("%s.%s at %zu%s\n", schemas[s].type_name, schemas[s].fields[i].name,
                   schemas[s].fields[i].offset, schemas[s].fields[i].unit ? "" : " (no unit)");
    for (size_t i = 0; i < sizeof inputs / sizeof inputs[0]; i++) {
        int which = inputs[i][0] - '0';
        const Schema *s = &schemas[which];
        const char *rest = strchr(strchr(strchr(inputs[i], ';') + 1, ';') + 1, ';') + 1;
        void *rec = malloc(s->size);
        int n = parse_record(s, rec, rest);
        print_record(s, rec);
        unsigned h = field_checksum(s, rec);
        printf("  parsed %d fields, checksum %u\n", n, h);
        total ^= h;
        free(rec);
    }
    printf("total %u\n", total);
    return 0;
}

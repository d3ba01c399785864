/* A string interner: strings are copied once into a chunked arena and identified by small
 * integer handles; an open-addressing index of handles finds duplicates. Used to
 * tokenize a configuration text into symbol ids, then compare symbols by id only. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef uint32_t Sym;

typedef struct Chunk {
    struct Chunk *prev;
    size_t used, cap;
    char bytes[];
} Chunk;

typedef struct {
    Chunk *arena;
    const char **strings; /* handle -> text */
    uint32_t *lengths;
    uint32_t count, cap;
    Sym *index;          /* open addressing, 0 = empty, else handle + 1 */
    uint32_t index_cap;
    size_t arena_bytes, chunks;
} Interner;

static uint32_t hash_bytes(const char *s, size_t n) {
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++) h = (h ^ (unsigned char)s[i]) * 16777619u;
    return h;
}

static char *arena_copy(Interner *in, const char *s, size_t n) {
    if (!in->arena || in->arena->used + n + 1 > in->arena->cap) {
        size_t cap = n + 1 > 64 ? n + 1 : 64;
        Chunk *c = malloc(sizeof(Chunk) + cap);
        c->prev = in->arena;
        c->used = 0;
        c->cap = cap;
        in->arena = c;
        in->chunks++;
    }
    char *dst = in->arena->bytes + in->arena->used;
    memcpy(dst, s, n);
    dst[n] = '\0';
    in->arena->used += n + 1;
    in->arena_bytes += n + 1;
    return dst;
}

static void index_insert(Interner *in, Sym handle) {
    uint32_t mask = in->index_cap - 1;
    uint32_t i = hash_bytes(in->strings[handle], in->lengths[handle]) & mask;
    while (in->index[i]) i = (i + 1) & mask;
    in->index[i] = handle + 1;
}

static Sym intern(Interner *in, const char *s, size_t n) {
    if (in->index_cap == 0 || (in->count + 1) * 4 > in->index_cap * 3) {
        free(in->index);
        in->index_cap = in->index_cap ? in->index_cap * 2 : 16;
        in->index = calloc(in->index_cap, sizeof(Sym));
        for (Sym h = 0; h < in->count; h++) index_insert(in, h);
    }
    uint32_t mask = in->index_cap - 1;
    for (uint32_t i = hash_bytes(s, n) & mask;; i = (i + 1) & mask) {
        Sym e = in->index[i];
        if (!e) break;
        if (in->lengths[e - 1] == n && memcmp(in->strings[e - 1], s, n) == 0) return e - 1;
    }
    if (in->count == in->cap) {
        in->cap = in->cap ? in->cap * 2 : 8;
        in->strings = realloc(in->strings, in->cap * sizeof *in->strings);
        in->lengths = realloc(in->lengths, in->cap * sizeof *in->lengths);
    }
    Sym h = in->count++;
    in->strings[h] = arena_copy(in, s, n);
    in->lengths[h] = (uint32_t)n;
    index_insert(in, h);
    return h;
}

static void interner_free(Interner *in) {
    while (in->arena) {
        Chunk *p = in->arena->prev;
        free(in->arena);
        in->arena = p;
    }
    free(in->strings);
    free(in->lengths);
    free(in->index);
}

typedef struct {
    Sym section, key, value;
} Setting;

int main(void) {
    static const char config[] =
        "[server]\nhost = localhost\nport = 8080\nmode = production\n"
        "[client]\nhost = localhost\ntimeout = 30\nmode = debug\n"
        "[cache]\nmode = production\nsize = 8080\nhost = cachebox\n"
        "[server]\nworkers = 8\nmode = debug\n";
    Interner in = {0};
    Setting settings[32];
    int n = 0;
    Sym section = intern(&in, "global", 6);
    for (const char *line = config; *line;) {
        const char *end = strchr(line, '\n');
        size_t len = (size_t)(end - line);
        if (line[0] == '[') {
            section = intern(&in, line + 1, len - 2);
        } else {
            const char *eq = memchr(line, '=', len);
            size_t klen = (size_t)(eq - line) - 1, voff = (size_t)(eq - line) + 2;
            settings[n++] = (Setting){section, intern(&in, line, klen), intern(&in, line + voff, len - voff)};
        }
        line = end + 1;
    }
    printf("%d settings, %u symbols, %zu arena bytes in %zu chunks, index capacity %u\n", n, in.count, in.arena_bytes,
           in.chunks, in.index_cap);
    for (Sym s = 0; s < in.count; s++) printf("%s%u:%s", s ? " " : "", s, in.strings[s]);
    printf("\n");
    Sym mode = intern(&in, "mode", 4), production = intern(&in, "production", 10), server = intern(&in, "server", 6);
    int prod = 0, server_settings = 0;
    for (int i = 0; i < n; i++) {
        prod += settings[i].key == mode && settings[i].value == production;
        server_settings += settings[i].section == server;
    }
    printf("sections in production mode: %d, server settings: %d\n", prod, server_settings);
    for (int i = 0; i < n; i++)
        if (settings[i].value == intern(&in, "8080", 4))
            printf("  %s.%s uses 8080\n", in.strings[settings[i].section], in.strings[settings[i].key]);
    uint32_t before = in.count;
    char buf[16];
    for (int i = 0; i < 40; i++) {
        snprintf(buf, sizeof buf, "tmp%d", i % 25);
        intern(&in, buf, strlen(buf));
    }
    printf("interned 40 temporaries: %u new symbols, index capacity %u, chunks %zu\n", in.count - before, in.index_cap,
           in.chunks);
    interner_free(&in);
    return 0;
}

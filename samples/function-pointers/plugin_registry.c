/* A plugin registry: plugins describe themselves with a struct of function pointers
 * (init, process, finish) and capability flags; the host registers them, resolves
 * dependencies by name, orders them topologically and runs a text through the chain. */
#include <stdio.h>
#include <string.h>
#include <ctype.h>

enum caps { CAP_TRANSFORM = 1, CAP_STATS = 2, CAP_FILTER = 4 };

struct plugin {
    const char *name;
    const char *depends_on;          /* NULL or another plugin's name */
    unsigned caps;
    int (*init)(struct plugin *self);
    void (*process)(struct plugin *self, char *text);
    void (*finish)(const struct plugin *self);
    long state[4];
};

static int init_zero(struct plugin *p) { memset(p->state, 0, sizeof p->state); return 0; }

static void upper_process(struct plugin *p, char *t)
{
    for (; *t; t++)
        if (islower((unsigned char)*t)) { *t = (char)toupper((unsigned char)*t); p->state[0]++; }
}
static void upper_finish(const struct plugin *p) { printf("  upper: %ld letters raised\n", p->state[0]); }

static void squeeze_process(struct plugin *p, char *t)
{
    char *w = t;
    const char *r;
    for (r = t; *r; r++) {
        if (*r == ' ' && w > t && w[-1] == ' ') { p->state[0]++; continue; }
        *w++ = *r;
    }
    *w = '\0';
}
static void squeeze_finish(const struct plugin *p) { printf("  squeeze: %ld spaces removed\n", p->state[0]); }

static void count_process(struct plugin *p, char *t)
{
    int in_word = 0;
    p->state[2]++;
    for (; *t; t++) {
        p->state[0]++;
        if (isalpha((unsigned char)*t)) { if (!in_word) p->state[1]++; in_word = 1; }
        else in_word = 0;
    }
}
static void count_finish(const struct plugin *p)
{
    printf("  count: %ld lines, %ld words, %ld chars\n", p->state[2], p->state[1], p->state[0]);
}

static void vowels_process(struct plugin *p, char *t)
{
    char *w = t;
    for (; *t; t++) {
        if (strchr("AEIOU", *t)) { p->state[0]++; continue; }
        *w++ = *t;
    }
    *w = '\0';
}
static void vowels_finish(const struct plugin *p) { printf("  vowels: %ld dropped\n", p->state[0]); }

static int broken_init(struct plugin *p) { (void)p; return -1; }

static struct plugin available[] = {
    {"count", "vowels", CAP_STATS, init_zero, count_process, count_finish, {0}},
    {"vowels", "upper", CAP_FILTER, init_zero, vowels_process, vowels_finish, {0}},
    {"squeeze", NULL, CAP_TRANSFORM, init_zero, squeeze_process, squeeze_finish, {0}},
    {"upper", "squeeze", CAP_TRANSFORM, init_zero, upper_process, upper_finish, {0}},
    {"broken", NULL, CAP_STATS, broken_init, count_process, count_finish, {0}},
    {"orphan", "missing", CAP_FILTER, init_zero, vowels_process, vowels_finish, {0}},
};
#define NAVAIL ((int)(sizeof available / sizeof available[0]))

struct registry {
    struct plugin *loaded[8];
    int n;
};

static struct plugin *find(struct plugin *set, int n, const char *name)
{
    int i;
    for (i = 0; i < n; i++)
        if (strcmp(set[i].name, name) == 0) return &set[i];
    return NULL;
}

static int is_loaded(const struct registry *r, const struct plugin *p)
{
    int i;
    for (i = 0; i < r->n; i++)
        if (r->loaded[i] == p) return 1;
    return 0;
}

/* Loads p after its dependency chain; returns 0 on success. */
static int load(struct registry *r, struct plugin *p, int depth)
{
    if (is_loaded(r, p)) return 0;
    if (depth > NAVAIL) return -3;
    if (p->depends_on) {
        struct plugin *dep = find(available, NAVAIL, p->depends_on);
        if (!dep) { printf("%s: missing dependency %s\n", p->name, p->depends_on); return -2; }
        if (load(r, dep, depth + 1) != 0) return -2;
    }
    if (p->init(p) != 0) { printf("%s: init failed\n", p->name); return -1; }
    r->loaded[r->n++] = p;
    printf("loaded %s (caps %u)\n", p->name, p->caps);
    return 0;
}

int main(void)
{
    static const char *wanted[] = {"count", "broken", "orphan", "upper"};
    static const char *lines[] = {"the  quick brown   fox", "jumps over    the lazy dog",
                                  "  plugins   all the way down "};
    struct registry reg = {{0}, 0};
    size_t i;
    int j, failures = 0;
    for (i = 0; i < sizeof wanted / sizeof wanted[0]; i++) {
        struct plugin *p = find(available, NAVAIL, wanted[i]);
        if (!p || load(&reg, p, 0) != 0) failures++;
    }
    printf("chain:");
    for (j = 0; j < reg.n; j++) printf(" %s", reg.loaded[j]->name);
    printf("\n");
    for (i = 0; i < sizeof lines / sizeof lines[0]; i++) {
        char buf[64];
        strcpy(buf, lines[i]);
        for (j = 0; j < reg.n; j++) reg.loaded[j]->process(reg.loaded[j], buf);
        printf("[%s]\n", buf);
    }
    unsigned all_caps = 0;
    for (j = 0; j < reg.n; j++) {
        reg.loaded[j]->finish(reg.loaded[j]);
        all_caps |= reg.loaded[j]->caps;
    }
    printf("caps union %u, %d failed\n", all_caps, failures);
    return failures;
}

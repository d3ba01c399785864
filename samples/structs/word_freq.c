/* Word frequencies from standard input: words are interned in a chained hash table of
 * entry structs (a fixed pool, indices as links), each entry recording count, first and
 * last line; the report sorts an array of entry pointers by count (descending), then
 * alphabetically, and prints line-span statistics per word length with a struct table. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

#define MAXWORDS 512
#define NBUCKETS 127

struct entry {
    char word[20];
    int count, first_line, last_line;
    int next; /* chain link, -1 ends */
};

struct table {
    struct entry pool[MAXWORDS];
    int used;
    int bucket[NBUCKETS];
    long total;
};

struct length_stats { int words, occurrences; const struct entry *longest_span; };

static unsigned hash(const char *s) {
    unsigned h = 5381;
    while (*s)
        h = h * 33 ^ (unsigned char)*s++;
    return h % NBUCKETS;
}

static struct entry *intern(struct table *t, const char *w, int line) {
    unsigned b = hash(w);
    for (int i = t->bucket[b]; i >= 0; i = t->pool[i].next)
        if (strcmp(t->pool[i].word, w) == 0) {
            t->pool[i].count++;
            t->pool[i].last_line = line;
            return &t->pool[i];
        }
    if (t->used == MAXWORDS)
        return NULL;
    struct entry *e = &t->pool[t->used];
    strncpy(e->word, w, sizeof e->word - 1);
    e->word[sizeof e->word - 1] = '\0';
    e->count = 1;
    e->first_line = e->last_line = line;
    e->next = t->bucket[b];
    t->bucket[b] = t->used++;
    return e;
}

static int by_count(const void *pa, const void *pb) {
    const struct entry *a = *(const struct entry *const *)pa, *b = *(const struct entry *const *)pb;
    if (a->count != b->count)
        return b->count - a->count;
    return strcmp(a->word, b->word);
}

int main(void) {
    static struct table t;
    for (int b = 0; b < NBUCKETS; b++)
        t.bucket[b] = -1;
    char line[256], word[20];
    int lineno = 0;
    while (fgets(line, sizeof line, stdin)) {
        lineno++;
        int k = 0;
        for (char *p = line;; p++) {
            if (isalpha((unsigned char)*p) || (*p == '\'' && k > 0)) {
                if (k < (int)sizeof word - 1)
                    word[k++] = (char)tolower((unsigned char)*p);
            } else {
                if (k > 0) {
                    word[k] = '\0';
                    if (intern(&t, word, lineno))
                        t.total++;
                    k = 0;
                }
                if (!*p)
                    break;
            }
        }
    }
    struct entry *sorted[MAXWORDS];
    for (int i = 0; i < t.used; i++)
        sorted[i] = &t.pool[i];
    qsort(sorted, t.used, sizeof sorted[0], by_count);
    printf("%d lines, %ld words, %d distinct\n", lineno, t.total, t.used);
    for (int i = 0; i < t.used && i < 12; i++)
        printf("%3d %-10s lines %d-%d\n", sorted[i]->count, sorted[i]->word, sorted[i]->first_line,
               sorted[i]->last_line);
    struct length_stats by_len[20] = {{0}};
    for (int i = 0; i < t.used; i++) {
        const struct entry *e = &t.pool[i];
        struct length_stats *s = &by_len[strlen(e->word)];
        s->words++;
        s->occurrences += e->count;
        if (!s->longest_span || e->last_line - e->first_line > s->longest_span->last_line - s->longest_span->first_line ||
            (e->last_line - e->first_line == s->longest_span->last_line - s->longest_span->first_line &&
             strcmp(e->word, s->longest_span->word) < 0))
            s->longest_span = e;
    }
    for (int n = 1; n < 20; n++)
        if (by_len[n].words)
            printf("length %2d: %3d words %3d uses, widest spread '%s'\n", n, by_len[n].words, by_len[n].occurrences,
                   by_len[n].longest_span->word);
    int chains = 0, longest = 0;
    for (int b = 0; b < NBUCKETS; b++) {
        int len = 0;
        for (int i = t.bucket[b]; i >= 0; i = t.pool[i].next)
            len++;
        chains += len > 0;
        if (len > longest)
            longest = len;
    }
    printf("buckets used %d, longest chain %d\n", chains, longest);
    return 0;
}

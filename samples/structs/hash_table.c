/* A hash table with separate chaining, keyed by strings: counts the letters-only words of a
 * text, grows when the load factor passes 3/4, and reports counts and chain statistics. */
int printf(const char *fmt, ...);
void *calloc(unsigned long n, unsigned long size);
void *malloc(unsigned long size);
void free(void *p);
int strcmp(const char *a, const char *b);
unsigned long strlen(const char *s);
char *strcpy(char *dst, const char *src);

struct entry {
    char *key;
    int value;
    struct entry *next;
};

struct table {
    struct entry **buckets;
    unsigned long capacity;
    unsigned long count;
    int resizes;
};

static unsigned long fnv1a(const char *s) {
    unsigned long h = 14695981039346656037UL;
    while (*s) {
        h ^= (unsigned char)*s++;
        h *= 1099511628211UL;
    }
    return h;
}

static void init(struct table *t, unsigned long capacity) {
    t->buckets = calloc(capacity, sizeof(struct entry *));
    t->capacity = capacity;
    t->count = 0;
}

static void grow(struct table *t) {
    struct table bigger = *t;
    init(&bigger, t->capacity * 2);
    for (unsigned long i = 0; i < t->capacity; i++) {
        struct entry *e = t->buckets[i];
        while (e) {
            struct entry *next = e->next;
            unsigned long b = fnv1a(e->key) % bigger.capacity;
            e->next = bigger.buckets[b];
            bigger.buckets[b] = e;
            bigger.count++;
            e = next;
        }
    }
    free(t->buckets);
    bigger.resizes = t->resizes + 1;
    *t = bigger;
}

static struct entry *find_or_add(struct table *t, const char *key) {
    unsigned long b = fnv1a(key) % t->capacity;
    for (struct entry *e = t->buckets[b]; e; e = e->next)
        if (strcmp(e->key, key) == 0)
            return e;
    if ((t->count + 1) * 4 > t->capacity * 3) {
        grow(t);
        b = fnv1a(key) % t->capacity;
    }
    struct entry *e = malloc(sizeof *e);
    e->key = malloc(strlen(key) + 1);
    strcpy(e->key, key);
    e->value = 0;
    e->next = t->buckets[b];
    t->buckets[b] = e;
    t->count++;
    return e;
}

int main(void) {
    const char *text = "It was the best of times, it was the worst of times, it was the age "
                       "of wisdom, it was the age of foolishness, it was the epoch of belief, "
                       "it was the epoch of incredulity, it was the season of Light, it was "
                       "the season of Darkness";
    struct table t = { 0 };
    init(&t, 4);
    char word[32];
    int len = 0;
    for (const char *p = text;; p++) {
        char c = *p;
        if (c >= 'A' && c <= 'Z')
            c += 'a' - 'A';
        if (c >= 'a' && c <= 'z') {
            if (len < 31)
                word[len++] = c;
            continue;
        }
        if (len) {
            word[len] = 0;
            find_or_add(&t, word)->value++;
            len = 0;
        }
        if (!c)
            break;
    }
    const char *probe[] = { "it", "was", "the", "of", "times", "light", "missing" };
    for (int i = 0; i < 7; i++) {
        unsigned long b = fnv1a(probe[i]) % t.capacity;
        int n = 0;
        for (struct entry *e = t.buckets[b]; e; e = e->next)
            if (strcmp(e->key, probe[i]) == 0)
                n = e->value;
        printf("%-8s %d\n", probe[i], n);
    }
    unsigned long used = 0, longest = 0;
    for (unsigned long i = 0; i < t.capacity; i++) {
        unsigned long n = 0;
        for (struct entry *e = t.buckets[i]; e; e = e->next)
            n++;
        used += n > 0;
        if (n > longest)
            longest = n;
    }
    printf("%lu words in %lu buckets (%lu used, longest chain %lu), %d resizes\n", t.count,
           t.capacity, used, longest, t.resizes);
    return 0;
}

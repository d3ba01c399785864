/* A trie over lowercase words read from standard input: word counts, prefix counts,
 * longest common prefix, autocomplete in lexicographic order, and deletion with pruning
 * of dead branches. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { ALPHA = 26, MAX_WORD = 32 };

typedef struct TrieNode {
    struct TrieNode *next[ALPHA];
    int words;    /* words ending here */
    int passing;  /* words in this subtree */
} TrieNode;

typedef struct {
    TrieNode *root;
    int nodes;
    int distinct;
} Trie;

static TrieNode *node_new(Trie *t) {
    t->nodes++;
    return calloc(1, sizeof(TrieNode));
}

static void trie_add(Trie *t, const char *w) {
    TrieNode *n = t->root;
    n->passing++;
    for (; *w; w++) {
        int c = *w - 'a';
        if (!n->next[c])
            n->next[c] = node_new(t);
        n = n->next[c];
        n->passing++;
    }
    if (n->words++ == 0)
        t->distinct++;
}

static const TrieNode *trie_find(const Trie *t, const char *prefix) {
    const TrieNode *n = t->root;
    for (; n && *prefix; prefix++)
        n = n->next[*prefix - 'a'];
    return n;
}

/* Remove one occurrence; free nodes nobody passes through any more. */
static int trie_remove(Trie *t, const char *w) {
    const TrieNode *f = trie_find(t, w);
    if (!f || f->words == 0)
        return 0;
    TrieNode *n = t->root;
    n->passing--;
    for (; *w; w++) {
        TrieNode **slot = &n->next[*w - 'a'];
        TrieNode *child = *slot;
        if (--child->passing == 0) {
            /* the rest of the path is only ours: free it */
            for (const char *rest = w + 1; child;) {
                TrieNode *after = *rest ? child->next[*rest - 'a'] : NULL;
                free(child);
                t->nodes--;
                child = after;
                if (*rest) rest++;
            }
            *slot = NULL;
            t->distinct--;
            return 1;
        }
        n = child;
    }
    if (--n->words == 0)
        t->distinct--;
    return 1;
}

typedef struct {
    char buf[MAX_WORD];
    int depth, shown, limit;
} Walk;

static void complete(const TrieNode *n, Walk *w) {
    if (w->shown >= w->limit)
        return;
    if (n->words) {
        w->buf[w->depth] = '\0';
        printf(" %s(%d)", w->buf, n->words);
        w->shown++;
    }
    for (int c = 0; c < ALPHA; c++)
        if (n->next[c] && w->depth < MAX_WORD - 1) {
            w->buf[w->depth++] = (char)('a' + c);
            complete(n->next[c], w);
            w->depth--;
        }
}

static int longest_common_prefix(const Trie *t, char *out) {
    const TrieNode *n = t->root;
    int len = 0;
    while (n->words == 0) {
        int only = -1, kids = 0;
        for (int c = 0; c < ALPHA; c++)
            if (n->next[c]) { only = c; kids++; }
        if (kids != 1) break;
        out[len++] = (char)('a' + only);
        n = n->next[only];
    }
    out[len] = '\0';
    return len;
}

static void free_nodes(TrieNode *n) {
    for (int c = 0; c < ALPHA; c++)
        if (n->next[c]) free_nodes(n->next[c]);
    free(n);
}

int main(void) {
    Trie t = {NULL, 0, 0};
    t.root = node_new(&t);
    char word[MAX_WORD];
    int len = 0, total = 0, ch;
    while ((ch = getchar()) != EOF) {
        if (isalpha(ch) && len < MAX_WORD - 1) {
            word[len++] = (char)tolower(ch);
        } else if (!isalpha(ch) && len > 0) {
            word[len] = '\0';
            trie_add(&t, word);
            total++;
            len = 0;
        }
    }
    printf("words %d distinct %d nodes %d\n", total, t.distinct, t.nodes);
    static const char *prefixes[] = {"th", "a", "de", "str", "q", "in"};
    for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; i++) {
        const TrieNode *n = trie_find(&t, prefixes[i]);
        Walk w = {{0}, 0, 0, 5};
        strcpy(w.buf, prefixes[i]);
        w.depth = (int)strlen(prefixes[i]);
        printf("%-4s %3d:", prefixes[i], n ? n->passing : 0);
        if (n) complete(n, &w);
        printf("\n");
    }
    static const char *gone[] = {"the", "the", "data", "structure", "zebra", "a", "tree", "employing", "radix", "shapes", "accessible", "access", "that"};
    int removed = 0;
    for (size_t i = 0; i < sizeof gone / sizeof *gone; i++)
        removed += trie_remove(&t, gone[i]);
    printf("removed %d: words %d distinct %d nodes %d\n", removed, t.root->passing, t.distinct, t.nodes);
    char lcp[MAX_WORD];
    Trie small = {NULL, 0, 0};
    small.root = node_new(&small);
    trie_add(&small, "interval");
    trie_add(&small, "internet");
    trie_add(&small, "interior");
    printf("lcp '%s' (%d)\n", lcp, longest_common_prefix(&small, lcp));
    free_nodes(small.root);
    free_nodes(t.root);
    return 0;
}

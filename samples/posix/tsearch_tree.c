/* The POSIX binary search tree of <search.h>: tsearch inserts (and finds duplicates),
 * tfind looks up, twalk visits in order (leaf, preorder, postorder, endorder), tdelete
 * removes, and word counts kept in the tree's nodes. */
#include <search.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct word { char text[16]; int count; };

static int by_text(const void *a, const void *b) {
    return strcmp(((const struct word *)a)->text, ((const struct word *)b)->text);
}

static void print_inorder(const void *node, VISIT which, int depth) {
    (void)depth;
    if (which == postorder || which == leaf) {
        const struct word *w = *(struct word *const *)node;
        printf(" %s:%d", w->text, w->count);
    }
}

int main(void) {
    const char *text = "the quick brown fox jumps over the lazy dog the end fox";
    void *root = NULL;
    char copy[128];
    strcpy(copy, text);
    int distinct = 0;
    for (char *save, *t = strtok_r(copy, " ", &save); t; t = strtok_r(NULL, " ", &save)) {
        struct word *w = calloc(1, sizeof *w);
        strcpy(w->text, t);
        struct word **found = tsearch(w, &root, by_text);
        if (*found != w) {
            free(w);
        } else {
            distinct++;
        }
        (*found)->count++;
    }
    printf("%d distinct words:", distinct);
    twalk(root, print_inorder);
    printf("\n");
    struct word key = {"fox", 0};
    struct word **hit = tfind(&key, &root, by_text);
    printf("fox: %d\n", hit ? (*hit)->count : -1);
    strcpy(key.text, "cat");
    printf("cat: %s\n", tfind(&key, &root, by_text) ? "found" : "absent");
    strcpy(key.text, "the");
    hit = tfind(&key, &root, by_text);
    struct word *the = *hit;
    tdelete(&key, &root, by_text);
    free(the);
    printf("without 'the':");
    twalk(root, print_inorder);
    printf("\n");
    while (root) {
        struct word *w = *(struct word **)root;
        tdelete(w, &root, by_text);
        free(w);
    }
    printf("empty: %s\n", root ? "no" : "yes");
    return 0;
}

/* Singly linked list of records: push, append, delete by key, in-place reversal and a
 * stable bottom-up-free (recursive split) merge sort, with checksums after each step. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Node {
    int key;
    char tag[8];
    struct Node *next;
} Node;

typedef struct {
    Node *head;
    Node *tail;
    size_t length;
} List;

static Node *node_new(int key, const char *tag) {
    Node *n = malloc(sizeof *n);
    n->key = key;
    strncpy(n->tag, tag, sizeof n->tag - 1);
    n->tag[sizeof n->tag - 1] = '\0';
    n->next = NULL;
    return n;
}

static void list_push_front(List *l, Node *n) {
    n->next = l->head;
    l->head = n;
    if (!l->tail)
        l->tail = n;
    l->length++;
}

static void list_append(List *l, Node *n) {
    n->next = NULL;
    if (l->tail)
        l->tail->next = n;
    else
        l->head = n;
    l->tail = n;
    l->length++;
}

static int list_delete(List *l, int key) {
    Node **link = &l->head, *prev = NULL;
    while (*link && (*link)->key != key) {
        prev = *link;
        link = &(*link)->next;
    }
    if (!*link)
        return 0;
    Node *dead = *link;
    *link = dead->next;
    if (l->tail == dead)
        l->tail = prev;
    free(dead);
    l->length--;
    return 1;
}

static void list_reverse(List *l) {
    Node *prev = NULL, *cur = l->head;
    l->tail = cur;
    while (cur) {
        Node *next = cur->next;
        cur->next = prev;
        prev = cur;
        cur = next;
    }
    l->head = prev;
}

static Node *merge(Node *a, Node *b) {
    Node dummy = {0, "", NULL};
    Node *t = &dummy;
    while (a && b) {
        if (b->key < a->key) { t->next = b; b = b->next; }
        else { t->next = a; a = a->next; }
        t = t->next;
    }
    t->next = a ? a : b;
    return dummy.next;
}

static Node *merge_sort(Node *h) {
    if (!h || !h->next)
        return h;
    Node *slow = h, *fast = h->next;
    while (fast && fast->next) {
        slow = slow->next;
        fast = fast->next->next;
    }
    Node *second = slow->next;
    slow->next = NULL;
    return merge(merge_sort(h), merge_sort(second));
}

static void list_sort(List *l) {
    l->head = merge_sort(l->head);
    Node *t = l->head;
    while (t && t->next)
        t = t->next;
    l->tail = t;
}

static unsigned checksum(const List *l) {
    unsigned h = 2166136261u;
    for (const Node *n = l->head; n; n = n->next) {
        h = (h ^ (unsigned)n->key) * 16777619u;
        for (const char *c = n->tag; *c; c++)
            h = (h ^ (unsigned char)*c) * 16777619u;
    }
    return h;
}

static void print_list(const char *what, const List *l) {
    printf("%-8s n=%zu:", what, l->length);
    int shown = 0;
    for (const Node *n = l->head; n && shown < 12; n = n->next, shown++)
        printf(" %d%s", n->key, n->tag);
    printf("%s  sum=%08x tail=%d\n", l->length > 12 ? " ..." : "", checksum(l),
           l->tail ? l->tail->key : -1);
}

int main(void) {
    static const char *tags[] = {"a", "bb", "ccc", "dd", "e"};
    List l = {NULL, NULL, 0};
    unsigned x = 12345;
    for (int i = 0; i < 40; i++) {
        x = x * 1103515245u + 12345u;
        int key = (int)((x >> 16) % 100);
        if (i % 3 == 0)
            list_push_front(&l, node_new(key, tags[i % 5]));
        else
            list_append(&l, node_new(key, tags[i % 5]));
    }
    print_list("built", &l);
    list_reverse(&l);
    print_list("reversed", &l);
    list_sort(&l);
    print_list("sorted", &l);
    int removed = 0;
    for (int k = 0; k < 100; k += 7)
        removed += list_delete(&l, k);
    print_list("deleted", &l);
    printf("removed %d\n", removed);
    int prev = -1, ok = 1;
    for (Node *n = l.head; n; n = n->next) {
        if (n->key < prev)
            ok = 0;
        prev = n->key;
    }
    while (l.head) {
        Node *n = l.head;
        l.head = n->next;
        free(n);
    }
    return ok ? 0 : 1;
}

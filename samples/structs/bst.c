/* A binary search tree of words with counts: inserts a fixed text word by word, then prints
 * the words in order, the tree's height and size, and the most frequent word. */
int printf(const char *fmt, ...);
void *malloc(unsigned long size);
int strcmp(const char *a, const char *b);
char *strcpy(char *dst, const char *src);

typedef struct tree_node {
    char word[16];
    int count;
    struct tree_node *left, *right;
} tree_node;

typedef struct {
    tree_node *root;
    int size;
} tree;

static tree_node *insert(tree *t, tree_node *n, const char *word) {
    if (!n) {
        n = malloc(sizeof *n);
        strcpy(n->word, word);
        n->count = 1;
        n->left = n->right = 0;
        t->size++;
        return n;
    }
    int c = strcmp(word, n->word);
    if (c < 0)
        n->left = insert(t, n->left, word);
    else if (c > 0)
        n->right = insert(t, n->right, word);
    else
        n->count++;
    return n;
}

static int height(const tree_node *n) {
    if (!n)
        return 0;
    int l = height(n->left), r = height(n->right);
    return 1 + (l > r ? l : r);
}

static void in_order(const tree_node *n) {
    if (!n)
        return;
    in_order(n->left);
    printf("%s:%d ", n->word, n->count);
    in_order(n->right);
}

static const tree_node *most_frequent(const tree_node *n, const tree_node *best) {
    if (!n)
        return best;
    if (!best || n->count > best->count)
        best = n;
    best = most_frequent(n->left, best);
    return most_frequent(n->right, best);
}

int main(void) {
    const char *text = "the quick brown fox jumps over the lazy dog and the dog "
                       "sleeps while the fox runs over the hill and far away";
    tree t = { 0, 0 };
    char word[16];
    int len = 0;
    for (const char *p = text;; p++) {
        if (*p == ' ' || *p == 0) {
            if (len > 0) {
                word[len] = 0;
                t.root = insert(&t, t.root, word);
                len = 0;
            }
            if (*p == 0)
                break;
        } else if (len < 15) {
            word[len++] = *p;
        }
    }
    in_order(t.root);
    printf("\nsize %d height %d\n", t.size, height(t.root));
    const tree_node *top = most_frequent(t.root, 0);
    printf("most frequent: %s (%d)\n", top->word, top->count);
    return 0;
}

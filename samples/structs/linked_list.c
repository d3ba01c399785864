/* Singly linked lists of structs: builds a list of the first squares, reverses it in place,
 * removes the odd values, inserts in sorted order, and prints each stage with its length. */
int printf(const char *fmt, ...);
void *malloc(unsigned long size);
void free(void *p);

struct node {
    int value;
    struct node *next;
};

struct list {
    struct node *head;
    int length;
};

static struct node *new_node(int value, struct node *next) {
    struct node *n = malloc(sizeof(struct node));
    n->value = value;
    n->next = next;
    return n;
}

static void push_front(struct list *l, int value) {
    l->head = new_node(value, l->head);
    l->length++;
}

static void reverse(struct list *l) {
    struct node *prev = 0, *cur = l->head;
    while (cur) {
        struct node *next = cur->next;
        cur->next = prev;
        prev = cur;
        cur = next;
    }
    l->head = prev;
}

static void remove_odd(struct list *l) {
    struct node **link = &l->head;
    while (*link) {
        if ((*link)->value % 2) {
            struct node *dead = *link;
            *link = dead->next;
            free(dead);
            l->length -= 1;
        } else {
            link = &(*link)->next;
        }
    }
}

static void insert_sorted(struct list *l, int value) {
    struct node **link = &l->head;
    while (*link && (*link)->value < value)
        link = &(*link)->next;
    *link = new_node(value, *link);
    ++l->length;
}

static void print(const char *label, const struct list *l) {
    printf("%-10s (%d):", label, l->length);
    for (struct node *n = l->head; n != 0; n = n->next)
        printf(" %d", n->value);
    printf("\n");
}

int main(void) {
    struct list squares = { 0, 0 };
    for (int i = 1; i <= 10; i++)
        push_front(&squares, i * i);
    print("built", &squares);
    reverse(&squares);
    print("reversed", &squares);
    remove_odd(&squares);
    print("even", &squares);
    int extra[] = { 50, 2, 17, 101, 0 };
    for (int i = 0; i < 5; i++)
        insert_sorted(&squares, extra[i]);
    print("inserted", &squares);
    struct list copy = squares;
    copy.length = 0;
    for (struct node *n = copy.head; n; n = n->next)
        copy.length++;
    printf("lengths agree: %d\n", copy.length == squares.length);
    return 0;
}

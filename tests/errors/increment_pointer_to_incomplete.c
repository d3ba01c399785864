struct node;
struct node *next(struct node *p) {
    return ++p;
}
int main(void) { return 0; }

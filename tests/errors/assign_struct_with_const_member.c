struct entry { const int key; int value; };
struct table { struct entry slots[2]; int used; };
void reset(struct entry *e, struct table *t, struct entry fresh) {
    struct entry local = { 1, 2 };
    local = fresh;
    *e = fresh;
    e[1] = fresh;
    t->slots[0].value = 3;
    struct table copy = *t;
    copy = *t;
}

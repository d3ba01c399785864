struct opaque;
int get(struct opaque *p) {
    return p->field;
}
int main(void) { return 0; }

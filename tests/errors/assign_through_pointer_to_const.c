struct config { const int version; int flags; };
void update(const int *limit, struct config *c, const struct config *fixed, const char **msg) {
    *limit = 1;
    c->version = 2;
    fixed->flags = 3;
    **msg = 'x';
    (*limit)++;
}

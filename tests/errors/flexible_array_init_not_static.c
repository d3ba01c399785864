struct s { int n; int a[]; };

int f(void) {
    struct s w = {1, {2}};
    return w.n;
}

struct t {
    struct s s;
    int k;
} t = {{1, {2}}, 3};

/* Uses of variables before a store reaches them, for -Wuninitialized and
   -Wmaybe-uninitialized (tests/cli.rs; the table in docs/mem2reg.md compares what tcc-rs,
   gcc 12 and clang 14 report for each function). */
int g(int *);
int h(int);

int never(void) {
    int y;
    return y;
}

int one_path(int c) {
    int y;
    if (c)
        y = 2;
    return y;
}

int loop_last(int n) {
    int s, i;
    for (i = 0; i < n; i++)
        s = i;
    return s;
}

int correlated(int c) {
    int x;
    if (c)
        x = 1;
    h(0);
    if (c)
        return x;
    return 0;
}

int escapes(void) {
    int y;
    g(&y);
    return y;
}

int both_paths(int c) {
    int y;
    if (c)
        y = 1;
    else
        y = 2;
    return y;
}

int increment(void) {
    int y;
    y++;
    return y;
}

int self_init(void) {
    int x = x;
    return x;
}

int unreachable(void) {
    int y;
    if (0)
        return y;
    return 1;
}

int do_while(int n) {
    int s;
    do {
        s = n--;
    } while (n > 0);
    return s;
}

int switch_no_default(int k) {
    int r;
    switch (k) {
    case 0: r = 10; break;
    case 1: r = 20; break;
    }
    return r;
}

int switch_default(int k) {
    int r;
    switch (k) {
    case 0: r = 10; break;
    default: r = 20; break;
    }
    return r;
}

int goto_skip(int c) {
    int y;
    if (c)
        goto out;
    y = 1;
out:
    return y;
}

int while_true(int n) {
    int v;
    while (1) {
        if (n > 10) {
            v = n;
            break;
        }
        n++;
    }
    return v;
}

int used_in_loop(int n) {
    int acc;
    for (int i = 0; i < n; i++)
        acc += i;
    return acc;
}

int pointer_deref(void) {
    int *p;
    return *p;
}

double floating(int c) {
    double d;
    if (c > 1)
        d = 1.5;
    return d;
}

int second_use(int c) {
    int y;
    if (c)
        y = 3;
    int a = y;
    int b = y;
    return a + b;
}

int struct_member(void) {
    struct { int a, b; } s;
    s.b = 1;
    return s.a;
}

int array_element(void) {
    int a[4];
    a[1] = 1;
    return a[0];
}

int previous_iteration(int n) {
    int last, sum = 0;
    for (int i = 0; i < n; i++) {
        if (i > 0)
            sum += last;
        last = i;
    }
    return sum;
}

int static_local(void) {
    static int s;
    return s;
}

int conditional_expression(int c) {
    int y;
    c ? (y = 1) : 0;
    return y;
}

int short_circuit(int a, int b) {
    int y;
    if (a && (y = b) > 0)
        return y;
    return 0;
}

int flag_variable(int n, int k) {
    int found = 0, value;
    for (int i = 1; i <= n; i++) {
        if (i % k == 0) {
            value = i;
            found = 1;
            break;
        }
    }
    return found ? value : 0;
}

int different_conditions(int c, int d) {
    int x;
    if (c)
        x = 1;
    if (d)
        return x;
    return 0;
}

int opposite_condition(int c) {
    int x;
    if (c)
        x = 1;
    if (!c)
        return x;
    return 0;
}

int condition_changes(int c) {
    int x;
    if (c)
        x = 1;
    c = h(c);
    if (c)
        return x;
    return 0;
}

/* memcached's do_cache_alloc: the guard tests a phi of a later merge, and the path without
   a store gives it a null pointer (a conversion of 0) through an inner merge. No warning. */
void *obtain(unsigned long);
void *adjust(void *);

void *null_through_nested_merge(int a, int b, void *q) {
    void *ret;
    void *object;
    if (a > 0) {
        ret = q;
        object = adjust(ret);
    } else if (b) {
        object = ret = obtain(2);
        if (ret != ((void *)0))
            object = adjust(ret);
    } else {
        object = ((void *)0);
    }
    if (object != ((void *)0)) {
        char *pre = ret;
        *pre = 0;
    }
    return object;
}

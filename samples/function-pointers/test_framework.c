/* A minimal unit-test framework: test cases are registered in a table of structs with a
 * test function pointer and optional fixture (setup/teardown) pointers; assertion
 * macros record failures with line numbers in a result struct; suites report and the
 * exit status is the number of failed tests. The code under test is a small stack and
 * a string utility library, one of whose functions has a deliberate bug. */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

struct result { int checks, failures; const char *first_msg; int first_line; };

#define CHECK(r, cond) do { (r)->checks++; if (!(cond)) { if (!(r)->failures++) { (r)->first_msg = #cond; (r)->first_line = __LINE__; } } } while (0)
#define CHECK_EQ(r, a, b) CHECK(r, (a) == (b))
#define CHECK_STR(r, a, b) CHECK(r, strcmp((a), (b)) == 0)

/* --- code under test --- */
struct stack { int *items; int len, cap; };
static void stack_init(struct stack *s) { s->items = NULL; s->len = s->cap = 0; }
static void stack_push(struct stack *s, int v)
{
    if (s->len == s->cap) {
        s->cap = s->cap ? s->cap * 2 : 4;
        s->items = realloc(s->items, (size_t)s->cap * sizeof *s->items);
    }
    s->items[s->len++] = v;
}
static int stack_pop(struct stack *s, int *out)
{
    if (!s->len) return 0;
    *out = s->items[--s->len];
    return 1;
}
static void stack_free(struct stack *s) { free(s->items); stack_init(s); }

static void str_reverse(char *s)
{
    size_t n = strlen(s);
    for (size_t i = 0; i < n / 2; i++) { char t = s[i]; s[i] = s[n - 1 - i]; s[n - 1 - i] = t; }
}
static int str_count(const char *s, char c) { int n = 0; for (; *s; s++) n += *s == c; return n; }
/* Deliberate bug: does not trim a trailing tab. */
static void str_trim(char *s)
{
    size_t n = strlen(s), a = 0;
    while (n && s[n - 1] == ' ') n--;
    while (a < n && (s[a] == ' ' || s[a] == '\t')) a++;
    memmove(s, s + a, n - a);
    s[n - a] = '\0';
}

/* --- fixtures --- */
struct fixture { struct stack st; char buf[32]; };
static void setup_stack(struct fixture *f)
{
    stack_init(&f->st);
    for (int i = 1; i <= 10; i++) stack_push(&f->st, i * i);
}
static void teardown_stack(struct fixture *f) { stack_free(&f->st); }
static void setup_buf(struct fixture *f) { strcpy(f->buf, "  hello world\t"); }

/* --- tests --- */
static void test_push_pop(struct fixture *f, struct result *r)
{
    int v = 0;
    CHECK_EQ(r, f->st.len, 10);
    CHECK(r, stack_pop(&f->st, &v));
    CHECK_EQ(r, v, 100);
    CHECK_EQ(r, f->st.len, 9);
}
static void test_growth(struct fixture *f, struct result *r)
{
    CHECK(r, f->st.cap >= f->st.len);
    for (int i = 0; i < 100; i++) stack_push(&f->st, i);
    CHECK_EQ(r, f->st.len, 110);
    CHECK_EQ(r, f->st.cap, 128);
}
static void test_drain(struct fixture *f, struct result *r)
{
    int v, sum = 0, n = 0;
    while (stack_pop(&f->st, &v)) { sum += v; n++; }
    CHECK_EQ(r, n, 10);
    CHECK_EQ(r, sum, 385);
    CHECK(r, !stack_pop(&f->st, &v));
}
static void test_reverse(struct fixture *f, struct result *r)
{
    (void)f;
    char s[] = "abcdef", t[] = "x", e[] = "";
    str_reverse(s); str_reverse(t); str_reverse(e);
    CHECK_STR(r, s, "fedcba");
    CHECK_STR(r, t, "x");
    CHECK_STR(r, e, "");
}
static void test_count(struct fixture *f, struct result *r)
{
    CHECK_EQ(r, str_count(f->buf, 'l'), 3);
    CHECK_EQ(r, str_count(f->buf, ' '), 3);
    CHECK_EQ(r, str_count(f->buf, 'z'), 0);
}
static void test_trim(struct fixture *f, struct result *r)
{
    str_trim(f->buf);
    CHECK_EQ(r, f->buf[0], 'h');
    CHECK_STR(r, f->buf, "hello world");        /* fails: the tab survives */
    CHECK_EQ(r, strlen(f->buf), 11u);
}
static void test_wrong_expectation(struct fixture *f, struct result *r)
{
    int v;
    stack_pop(&f->st, &v);
    CHECK_EQ(r, v, 99);                         /* fails: it is 100 */
}

typedef void (*test_fn)(struct fixture *, struct result *);
typedef void (*fixture_fn)(struct fixture *);

struct test_case { const char *suite, *name; test_fn run; fixture_fn setup, teardown; };

static const struct test_case tests[] = {
    {"stack", "push_pop", test_push_pop, setup_stack, teardown_stack},
    {"stack", "growth", test_growth, setup_stack, teardown_stack},
    {"stack", "drain", test_drain, setup_stack, teardown_stack},
    {"stack", "wrong_expectation", test_wrong_expectation, setup_stack, teardown_stack},
    {"string", "reverse", test_reverse, NULL, NULL},
    {"string", "count", test_count, setup_buf, NULL},
    {"string", "trim", test_trim, setup_buf, NULL},
};

int main(void)
{
    int failed = 0, checks = 0;
    const char *suite = "";
    for (size_t i = 0; i < sizeof tests / sizeof tests[0]; i++) {
        const struct test_case *t = &tests[i];
        struct fixture fx;
        struct result r = {0, 0, NULL, 0};
        memset(&fx, 0, sizeof fx);
        if (strcmp(suite, t->suite) != 0) printf("suite %s\n", suite = t->suite);
        if (t->setup) t->setup(&fx);
        t->run(&fx, &r);
        if (t->teardown) t->teardown(&fx);
        checks += r.checks;
        if (r.failures) {
            failed++;
            printf("  FAIL %-18s %d/%d checks failed; first: %s (line %d)\n", t->name, r.failures, r.checks,
                   r.first_msg, r.first_line);
        } else {
            printf("  ok   %-18s %d checks\n", t->name, r.checks);
        }
    }
    printf("%zu tests, %d checks, %d failed\n", sizeof tests / sizeof tests[0], checks, failed);
    return failed;
}

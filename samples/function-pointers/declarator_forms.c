/* The many spellings of function pointers: explicit and implicit dereference (f, *f,
 * **f, &f), pointers to pointers to functions as out-parameters, function pointers in
 * unions, conditional expressions choosing functions, casts to a generic function type
 * and back, arrays of pointers to functions returning pointers to arrays, and
 * functions taking and returning such things, used by a small unit-conversion tool. */
#include <stdio.h>
#include <string.h>

typedef double conv_fn(double);          /* a function type, not a pointer type */
typedef void (*generic_fn)(void);

static double c_to_f(double c) { return c * 9 / 5 + 32; }
static double f_to_c(double f) { return (f - 32) * 5 / 9; }
static double km_to_mi(double k) { return k / 1.609344; }
static double mi_to_km(double m) { return m * 1.609344; }
static double kg_to_lb(double k) { return k / 0.45359237; }
static double identity(double x) { return x; }

/* Declared with the function type: the parameter adjusts to a pointer. */
static double apply_twice(conv_fn f, double x) { return f(f(x)); }
static double apply_ptr(conv_fn *f, double x) { return (*f)(x); }

/* Out-parameter: a pointer to a function pointer. */
static int find_conversion(const char *from, const char *to, conv_fn **out)
{
    static const struct { const char *from, *to; conv_fn *fn; } table[] = {
        {"C", "F", c_to_f}, {"F", "C", f_to_c}, {"km", "mi", km_to_mi},
        {"mi", "km", mi_to_km}, {"kg", "lb", kg_to_lb},
    };
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (!strcmp(table[i].from, from) && !strcmp(table[i].to, to)) {
            *out = table[i].fn;
            return 1;
        }
    *out = strcmp(from, to) == 0 ? identity : NULL;
    return *out != NULL;
}

/* A function returning a pointer to an array of 3 ints, and an array of pointers to such functions. */
static int primes[3] = {2, 3, 5}, squares[3] = {1, 4, 9};
static int (*get_primes(void))[3] { return &primes; }
static int (*get_squares(void))[3] { return &squares; }
static int (*(*array_getters[2])(void))[3] = {get_primes, get_squares};

/* A function taking an int and returning a pointer to a function taking a double and returning double. */
static conv_fn *pick(int i) { return i % 2 ? c_to_f : f_to_c; }
static double (*(*picker)(int))(double) = pick;

union callable {
    conv_fn *unary;
    int (*(*getter)(void))[3];
    generic_fn any;
};

struct tagged_callable {
    enum { UNARY, GETTER } kind;
    union callable fn;
};

static double invoke(struct tagged_callable t, double arg)
{
    if (t.kind == UNARY) return t.fn.unary(arg);
    int (*arr)[3] = t.fn.getter();
    return (*arr)[0] + (*arr)[1] + (*arr)[2] + arg;
}

int main(void)
{
    conv_fn *f = c_to_f;
    printf("forms: %.2f %.2f %.2f %.2f %.2f\n", f(100), (*f)(100), (**f)(100), (&c_to_f)(100),
           (*c_to_f)(-40));
    printf("twice: %.4f %.4f\n", apply_twice(f_to_c, 212), apply_twice(km_to_mi, 100));
    printf("ptr: %.4f %.4f\n", apply_ptr(&mi_to_km, 26.2), apply_ptr(kg_to_lb, 70));

    static const char *queries[][2] = {{"C", "F"}, {"mi", "km"}, {"kg", "lb"}, {"lb", "kg"}, {"km", "km"}};
    for (size_t i = 0; i < sizeof queries / sizeof queries[0]; i++) {
        conv_fn *conv;
        if (find_conversion(queries[i][0], queries[i][1], &conv))
            printf("10 %s = %.4f %s%s\n", queries[i][0], conv(10), queries[i][1],
                   conv == identity ? " (identity)" : "");
        else
            printf("no conversion %s -> %s\n", queries[i][0], queries[i][1]);
    }

    for (int i = 0; i < 2; i++) {
        int (*arr)[3] = array_getters[i]();
        printf("getter %d: %d %d %d\n", i, (*arr)[0], (*arr)[1], arr[0][2]);
    }
    (*array_getters[1]())[2] = 16;
    printf("squares[2] now %d\n", squares[2]);

    for (int i = 0; i < 4; i++) {
        double x = i * 25.0;
        conv_fn *g = (i & 2) ? picker(i) : (i ? f_to_c : c_to_f);
        printf("pick %d: %.3f via %s\n", i, g(x), g == c_to_f ? "c_to_f" : "f_to_c");
    }

    /* Round trip through a generic function pointer type. */
    generic_fn stash[3] = {(generic_fn)km_to_mi, (generic_fn)get_squares, (generic_fn)identity};
    conv_fn *back = (conv_fn *)stash[0];
    printf("generic round trip: %.5f, same %d\n", back(42.195), back == km_to_mi);

    struct tagged_callable calls[] = {
        {UNARY, {.unary = mi_to_km}}, {GETTER, {.getter = get_primes}}, {GETTER, {.getter = get_squares}},
        {UNARY, {.unary = (conv_fn *)stash[2]}},
    };
    double total = 0;
    for (size_t i = 0; i < sizeof calls / sizeof calls[0]; i++) {
        double v = invoke(calls[i], 1.5);
        printf("invoke %zu: %.4f\n", i, v);
        total += v;
    }
    printf("total %.4f, sizes equal %d\n", total, sizeof(union callable) == sizeof(generic_fn));
    return 0;
}

/* A tagged union as a dynamically typed value (nil, bool, int, double, string, pair),
 * the way interpreters represent values: constructors returning structs by value, an
 * evaluator for a tiny stack machine over such values, equality, and printing. */
#include <stdio.h>
#include <string.h>
#include <stdbool.h>

typedef enum { V_NIL, V_BOOL, V_INT, V_REAL, V_STR, V_PAIR } Kind;

typedef struct Value Value;
struct Value {
    Kind kind;
    union {
        bool b;
        long i;
        double r;
        const char *s;
        struct {
            int car, cdr; /* indices into the pair heap */
        } pair;
    } as;
};

static Value heap[64];
static int heap_top;

static Value nil(void) { Value v = {V_NIL}; return v; }
static Value boolean(bool b) { Value v = {.kind = V_BOOL, .as.b = b}; return v; }
static Value integer(long i) { Value v; v.kind = V_INT; v.as.i = i; return v; }
static Value real(double r) { return (Value){.kind = V_REAL, .as = {.r = r}}; }
static Value string(const char *s) { Value v = {V_STR, {.s = s}}; return v; }
static Value cons(Value a, Value d) {
    Value v = {V_PAIR};
    heap[heap_top] = a;
    heap[heap_top + 1] = d;
    v.as.pair.car = heap_top;
    v.as.pair.cdr = heap_top + 1;
    heap_top += 2;
    return v;
}

static const char *kind_name[] = {
    [V_NIL] = "nil", [V_BOOL] = "bool", [V_INT] = "int",
    [V_REAL] = "real", [V_STR] = "string", [V_PAIR] = "pair",
};

static void print_value(Value v) {
    switch (v.kind) {
    case V_NIL: printf("()"); break;
    case V_BOOL: printf(v.as.b ? "#t" : "#f"); break;
    case V_INT: printf("%ld", v.as.i); break;
    case V_REAL: printf("%.4f", v.as.r); break;
    case V_STR: printf("\"%s\"", v.as.s); break;
    case V_PAIR:
        printf("(");
        print_value(heap[v.as.pair.car]);
        while (heap[v.as.pair.cdr].kind == V_PAIR) {
            v = heap[v.as.pair.cdr];
            printf(" ");
            print_value(heap[v.as.pair.car]);
        }
        if (heap[v.as.pair.cdr].kind != V_NIL) {
            printf(" . ");
            print_value(heap[v.as.pair.cdr]);
        }
        printf(")");
        break;
    }
}

static bool equal(Value a, Value b) {
    if (a.kind != b.kind) {
        if ((a.kind == V_INT || a.kind == V_REAL) && (b.kind == V_INT || b.kind == V_REAL))
            return (a.kind == V_INT ? (double)a.as.i : a.as.r) ==
                   (b.kind == V_INT ? (double)b.as.i : b.as.r);
        return false;
    }
    switch (a.kind) {
    case V_NIL: return true;
    case V_BOOL: return a.as.b == b.as.b;
    case V_INT: return a.as.i == b.as.i;
    case V_REAL: return a.as.r == b.as.r;
    case V_STR: return strcmp(a.as.s, b.as.s) == 0;
    case V_PAIR:
        return equal(heap[a.as.pair.car], heap[b.as.pair.car]) &&
               equal(heap[a.as.pair.cdr], heap[b.as.pair.cdr]);
    }
    return false;
}

/* Numeric addition with int/real promotion, string concatenation by length. */
static Value add(Value a, Value b) {
    if (a.kind == V_INT && b.kind == V_INT)
        return integer(a.as.i + b.as.i);
    if ((a.kind == V_INT || a.kind == V_REAL) && (b.kind == V_INT || b.kind == V_REAL))
        return real((a.kind == V_INT ? (double)a.as.i : a.as.r) +
                    (b.kind == V_INT ? (double)b.as.i : b.as.r));
    if (a.kind == V_STR && b.kind == V_STR)
        return integer((long)(strlen(a.as.s) + strlen(b.as.s)));
    return nil();
}

static long list_length(Value v) {
    long n = 0;
    while (v.kind == V_PAIR) {
        n++;
        v = heap[v.as.pair.cdr];
    }
    return n;
}

int main(void) {
    Value vals[] = {nil(), boolean(true), integer(42), real(2.5), string("hi"),
                    cons(integer(1), cons(real(0.5), cons(string("x"), nil())))};
    int n = sizeof vals / sizeof vals[0];
    for (int i = 0; i < n; i++) {
        printf("%-6s ", kind_name[vals[i].kind]);
        print_value(vals[i]);
        printf("\n");
    }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            Value s = add(vals[i], vals[j]);
            if (s.kind != V_NIL) {
                print_value(vals[i]);
                printf(" + ");
                print_value(vals[j]);
                printf(" = ");
                print_value(s);
                printf("\n");
            }
        }
    Value list = nil();
    for (long k = 5; k >= 1; k--)
        list = cons(integer(k * k), list);
    print_value(list);
    printf(" has length %ld\n", list_length(list));
    Value dotted = cons(string("a"), string("b"));
    print_value(dotted);
    printf("\n");
    Value l2 = nil();
    for (long k = 5; k >= 1; k--)
        l2 = cons(k == 3 ? real(9.0) : integer(k * k), l2);
    printf("equal lists: %d, equal to dotted: %d, int 2 == real 2.0: %d\n", equal(list, l2),
           equal(list, dotted), equal(integer(2), real(2.0)));
    printf("heap cells used: %d, sizeof(Value) >= 16: %d\n", heap_top, sizeof(Value) >= 16);
    return heap_top == 28 ? 0 : 3;
}

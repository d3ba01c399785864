/* Polynomials with rational-free integer coefficients as sorted linked lists of terms:
 * parsing from text, addition, multiplication, derivative, evaluation by Horner's rule over
 * the sparse list, long division by a monic divisor, and printing in canonical form. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct Term {
    long coef;
    int exp;
    struct Term *next; /* strictly decreasing exponents, no zero coefficients */
} Term;

typedef struct {
    Term *head;
} Poly;

/* Add coef*x^exp into p, keeping the list sorted and free of zero terms. */
static void poly_add_term(Poly *p, long coef, int exp) {
    if (coef == 0) return;
    Term **link = &p->head;
    while (*link && (*link)->exp > exp) link = &(*link)->next;
    if (*link && (*link)->exp == exp) {
        (*link)->coef += coef;
        if ((*link)->coef == 0) {
            Term *dead = *link;
            *link = dead->next;
            free(dead);
        }
        return;
    }
    Term *t = malloc(sizeof *t);
    *t = (Term){coef, exp, *link};
    *link = t;
}

static void poly_free(Poly *p) {
    while (p->head) {
        Term *t = p->head;
        p->head = t->next;
        free(t);
    }
}

/* Grammar: term (('+'|'-') term)*, term = [int] ['x' ['^' int]] */
static Poly poly_parse(const char *s) {
    Poly p = {NULL};
    int sign = 1;
    while (*s) {
        while (*s == ' ') s++;
        if (*s == '+') { sign = 1; s++; continue; }
        if (*s == '-') { sign = -1; s++; continue; }
        long coef = 1;
        int exp = 0, have_digits = 0;
        if (isdigit((unsigned char)*s)) { coef = strtol(s, (char **)&s, 10); have_digits = 1; }
        while (*s == ' ' || *s == '*') s++;
        if (*s == 'x') {
            exp = 1;
            s++;
            if (*s == '^') { s++; exp = (int)strtol(s, (char **)&s, 10); }
        } else if (!have_digits) {
            break; /* unexpected character */
        }
        poly_add_term(&p, sign * coef, exp);
        sign = 1;
    }
    return p;
}

static Poly poly_add(const Poly *a, const Poly *b, long scale_b) {
    Poly r = {NULL};
    for (const Term *t = a->head; t; t = t->next) poly_add_term(&r, t->coef, t->exp);
    for (const Term *t = b->head; t; t = t->next) poly_add_term(&r, scale_b * t->coef, t->exp);
    return r;
}

static Poly poly_mul(const Poly *a, const Poly *b) {
    Poly r = {NULL};
    for (const Term *x = a->head; x; x = x->next)
        for (const Term *y = b->head; y; y = y->next) poly_add_term(&r, x->coef * y->coef, x->exp + y->exp);
    return r;
}

static Poly poly_derivative(const Poly *a) {
    Poly r = {NULL};
    for (const Term *t = a->head; t; t = t->next)
        if (t->exp > 0) poly_add_term(&r, t->coef * t->exp, t->exp - 1);
    return r;
}

static long poly_eval(const Poly *a, long x) { /* Horner over the gaps between exponents */
    long acc = 0;
    int prev = a->head ? a->head->exp : 0;
    for (const Term *t = a->head; t; t = t->next) {
        for (int k = t->exp; k < prev; k++) acc *= x;
        acc += t->coef;
        prev = t->exp;
    }
    for (int k = 0; k < prev; k++) acc *= x;
    return acc;
}

/* Divide by a monic divisor: a = q*d + r. */
static void poly_divmod(const Poly *a, const Poly *d, Poly *q, Poly *r) {
    q->head = NULL;
    *r = poly_add(a, &(Poly){NULL}, 0);
    int dexp = d->head->exp;
    while (r->head && r->head->exp >= dexp) {
        long c = r->head->coef;
        int e = r->head->exp - dexp;
        poly_add_term(q, c, e);
        for (const Term *t = d->head; t; t = t->next) poly_add_term(r, -c * t->coef, t->exp + e);
    }
}

static void poly_print(const char *label, const Poly *p) {
    printf("%-6s = ", label);
    if (!p->head) { printf("0\n"); return; }
    for (const Term *t = p->head; t; t = t->next) {
        long c = t->coef;
        if (t != p->head) printf(c < 0 ? " - " : " + ");
        else if (c < 0) printf("-");
        if (c < 0) c = -c;
        if (c != 1 || t->exp == 0) printf("%ld", c);
        if (t->exp > 0) printf("x");
        if (t->exp > 1) printf("^%d", t->exp);
    }
    printf("\n");
}

int main(void) {
    Poly a = poly_parse("3x^4 - 2x^2 + x - 7 + x^2");
    Poly b = poly_parse("x^2 - 1");
    Poly c = poly_parse("2 x^3 + 5x - 4x^3 + 2x^3");
    poly_print("a", &a);
    poly_print("b", &b);
    poly_print("c", &c);
    Poly sum = poly_add(&a, &b, 1), diff = poly_add(&a, &a, -1), prod = poly_mul(&a, &b), da = poly_derivative(&a);
    poly_print("a+b", &sum);
    poly_print("a-a", &diff);
    poly_print("a*b", &prod);
    poly_print("a'", &da);
    Poly q, r;
    poly_divmod(&prod, &b, &q, &r);
    poly_print("ab/b", &q);
    poly_print("ab%b", &r);
    Poly q2, r2;
    poly_divmod(&a, &b, &q2, &r2);
    poly_print("a/b", &q2);
    poly_print("a%b", &r2);
    Poly cube = poly_mul(&b, &b);
    Poly cube3 = poly_mul(&cube, &b);
    poly_print("b^3", &cube3);
    long check = 0;
    for (long x = -3; x <= 3; x++) {
        long lhs = poly_eval(&prod, x), rhs = poly_eval(&a, x) * poly_eval(&b, x);
        printf("x=%2ld a=%5ld b=%3ld a*b=%7ld a'=%5ld\n", x, poly_eval(&a, x), poly_eval(&b, x), lhs, poly_eval(&da, x));
        check += lhs != rhs;
    }
    Poly *all[] = {&a, &b, &c, &sum, &diff, &prod, &da, &q, &r, &q2, &r2, &cube, &cube3};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) poly_free(all[i]);
    return check == 0 && r.head == NULL ? 0 : 1;
}

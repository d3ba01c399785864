/* K&R definitions in their own unit, called from main.c through old-style declarations
 * (no prototypes): float and char arguments arrive promoted to double and int. */
double area(w, h)
    float w, h;
{
    return w * h;
}

int scale(c, factor)
    char c;
    short factor;
{
    return (c - '0') * factor;
}

/* A prototype before the old-style definition: GNU C lets the prototype decide how the
 * arguments are passed (the float is passed as a float here). */
float average(float a, float b);

float average(a, b)
    float a, b;
{
    return (a + b) / 2;
}

long total(n, xs)
    unsigned char n;
    int *xs;
{
    long t = 0;
    while (n--)
        t += xs[n];
    return t;
}

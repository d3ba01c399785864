/* A const table of structs: the first 36 elements with symbol, name, standard atomic
 * weight, group, period and category. Lookups by symbol with bsearch over a sorted index,
 * molar masses of formulas parsed from text (with parenthesised groups), and summaries
 * per category and per period. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

enum category { ALKALI, ALKALINE, TRANSITION, POST_TRANSITION, METALLOID, NONMETAL, HALOGEN, NOBLE, NCAT };

struct element {
    unsigned char z;
    char symbol[3];
    const char *name;
    double weight;
    unsigned char group, period;
    enum category cat;
};

static const struct element table[] = {
    {1, "H", "hydrogen", 1.008, 1, 1, NONMETAL},     {2, "He", "helium", 4.0026, 18, 1, NOBLE},
    {3, "Li", "lithium", 6.94, 1, 2, ALKALI},        {4, "Be", "beryllium", 9.0122, 2, 2, ALKALINE},
    {5, "B", "boron", 10.81, 13, 2, METALLOID},      {6, "C", "carbon", 12.011, 14, 2, NONMETAL},
    {7, "N", "nitrogen", 14.007, 15, 2, NONMETAL},   {8, "O", "oxygen", 15.999, 16, 2, NONMETAL},
    {9, "F", "fluorine", 18.998, 17, 2, HALOGEN},    {10, "Ne", "neon", 20.180, 18, 2, NOBLE},
    {11, "Na", "sodium", 22.990, 1, 3, ALKALI},      {12, "Mg", "magnesium", 24.305, 2, 3, ALKALINE},
    {13, "Al", "aluminium", 26.982, 13, 3, POST_TRANSITION},
    {14, "Si", "silicon", 28.085, 14, 3, METALLOID}, {15, "P", "phosphorus", 30.974, 15, 3, NONMETAL},
    {16, "S", "sulfur", 32.06, 16, 3, NONMETAL},     {17, "Cl", "chlorine", 35.45, 17, 3, HALOGEN},
    {18, "Ar", "argon", 39.948, 18, 3, NOBLE},       {19, "K", "potassium", 39.098, 1, 4, ALKALI},
    {20, "Ca", "calcium", 40.078, 2, 4, ALKALINE},   {21, "Sc", "scandium", 44.956, 3, 4, TRANSITION},
    {22, "Ti", "titanium", 47.867, 4, 4, TRANSITION}, {23, "V", "vanadium", 50.942, 5, 4, TRANSITION},
    {24, "Cr", "chromium", 51.996, 6, 4, TRANSITION}, {25, "Mn", "manganese", 54.938, 7, 4, TRANSITION},
    {26, "Fe", "iron", 55.845, 8, 4, TRANSITION},    {27, "Co", "cobalt", 58.933, 9, 4, TRANSITION},
    {28, "Ni", "nickel", 58.693, 10, 4, TRANSITION}, {29, "Cu", "copper", 63.546, 11, 4, TRANSITION},
    {30, "Zn", "zinc", 65.38, 12, 4, TRANSITION},    {31, "Ga", "gallium", 69.723, 13, 4, POST_TRANSITION},
    {32, "Ge", "germanium", 72.630, 14, 4, METALLOID}, {33, "As", "arsenic", 74.922, 15, 4, METALLOID},
    {34, "Se", "selenium", 78.971, 16, 4, NONMETAL}, {35, "Br", "bromine", 79.904, 17, 4, HALOGEN},
    {36, "Kr", "krypton", 83.798, 18, 4, NOBLE},
};
#define NEL (sizeof table / sizeof table[0])

static const char *const cat_name[NCAT] = {
    [ALKALI] = "alkali metal", [ALKALINE] = "alkaline earth", [TRANSITION] = "transition metal",
    [POST_TRANSITION] = "post-transition", [METALLOID] = "metalloid", [NONMETAL] = "nonmetal",
    [HALOGEN] = "halogen", [NOBLE] = "noble gas",
};

static const struct element *by_symbol[NEL];

static int cmp_sym(const void *a, const void *b) {
    return strcmp((*(const struct element *const *)a)->symbol, (*(const struct element *const *)b)->symbol);
}
static int cmp_key(const void *key, const void *elem) {
    return strcmp((const char *)key, (*(const struct element *const *)elem)->symbol);
}

static const struct element *find(const char *sym) {
    const struct element *const *hit = bsearch(sym, by_symbol, NEL, sizeof by_symbol[0], cmp_key);
    return hit ? *hit : NULL;
}

/* formula := { (symbol | '(' formula ')') count? } ; returns -1 on an unknown symbol. */
static double mass(const char **s) {
    double total = 0;
    while (**s && **s != ')') {
        double part;
        if (**s == '(') {
            (*s)++;
            part = mass(s);
            if (part < 0)
                return -1;
            if (**s == ')')
                (*s)++;
        } else {
            char sym[3] = {0};
            if (!isupper((unsigned char)**s))
                return -1;
            sym[0] = *(*s)++;
            if (islower((unsigned char)**s))
                sym[1] = *(*s)++;
            const struct element *e = find(sym);
            if (!e)
                return -1;
            part = e->weight;
        }
        int n = 0;
        while (isdigit((unsigned char)**s))
            n = n * 10 + (*(*s)++ - '0');
        total += part * (n ? n : 1);
    }
    return total;
}

int main(void) {
    for (size_t i = 0; i < NEL; i++)
        by_symbol[i] = &table[i];
    qsort(by_symbol, NEL, sizeof by_symbol[0], cmp_sym);
    printf("first by symbol: %s %s %s, last: %s\n", by_symbol[0]->symbol, by_symbol[1]->symbol,
           by_symbol[2]->symbol, by_symbol[NEL - 1]->symbol);
    const char *formulas[] = {"H2O", "C6H12O6", "NaCl", "Ca(OH)2", "Fe2(SO4)3", "CuSO4(H2O)5",
                              "Mg3(PO4)2", "C2H5OH", "Xy2", "K4(Fe(CN)6)"};
    for (size_t i = 0; i < sizeof formulas / sizeof formulas[0]; i++) {
        const char *p = formulas[i];
        double m = mass(&p);
        if (m < 0)
            printf("%-12s unknown element\n", formulas[i]);
        else
            printf("%-12s %9.3f g/mol\n", formulas[i], m);
    }
    int count[NCAT] = {0};
    double wsum[NCAT] = {0};
    for (size_t i = 0; i < NEL; i++) {
        count[table[i].cat]++;
        wsum[table[i].cat] += table[i].weight;
    }
    for (int c = 0; c < NCAT; c++)
        printf("%-17s %2d elements, mean weight %7.3f\n", cat_name[c], count[c], wsum[c] / count[c]);
    for (int period = 1; period <= 4; period++) {
        const struct element *heavy = NULL;
        printf("period %d:", period);
        for (size_t i = 0; i < NEL; i++)
            if (table[i].period == period) {
                printf(" %s", table[i].symbol);
                if (!heavy || table[i].weight > heavy->weight)
                    heavy = &table[i];
            }
        printf("  (heaviest %s)\n", heavy->name);
    }
    /* Atomic weight is not monotonic in Z: find the inversions. */
    for (size_t i = 1; i < NEL; i++)
        if (table[i].weight < table[i - 1].weight)
            printf("inversion: %s (%d) lighter than %s (%d)\n", table[i].name, table[i].z,
                   table[i - 1].name, table[i - 1].z);
    return find("Fe")->z == 26 ? 0 : 1;
}

/* A units converter driven by const tables of structs: each unit belongs to a dimension
 * and converts to the dimension's base unit either by a factor (and offset, for
 * temperatures) or through a pair of function pointers. Queries like "3.5 mi in km" are
 * parsed with sscanf and answered; incompatible dimensions are rejected. */
#include <stdio.h>
#include <string.h>
#include <math.h>

enum dimension { LENGTH, MASS, TEMPERATURE, VOLUME, FUEL, NDIM };

typedef double (*conv_fn)(double);

struct unit {
    const char *name;
    const char *aliases[3];
    enum dimension dim;
    double factor; /* base = value * factor + offset */
    double offset;
    conv_fn to_base, from_base; /* when non-null, used instead of factor/offset */
};

/* Fuel economy: base unit is litres per 100 km; mpg is reciprocal, so it needs functions. */
static double mpg_to_l100(double mpg) { return 235.214583 / mpg; }
static double l100_to_mpg(double l) { return 235.214583 / l; }
static double kmpl_to_l100(double k) { return 100.0 / k; }
static double l100_to_kmpl(double l) { return 100.0 / l; }

static const struct unit units[] = {
    {"m", {"meter", "metre"}, LENGTH, 1.0, 0, NULL, NULL},
    {"km", {"kilometer"}, LENGTH, 1000.0, 0, NULL, NULL},
    {"cm", {0}, LENGTH, 0.01, 0, NULL, NULL},
    {"in", {"inch", "inches"}, LENGTH, 0.0254, 0, NULL, NULL},
    {"ft", {"foot", "feet"}, LENGTH, 0.3048, 0, NULL, NULL},
    {"mi", {"mile", "miles"}, LENGTH, 1609.344, 0, NULL, NULL},
    {"kg", {"kilogram"}, MASS, 1.0, 0, NULL, NULL},
    {"g", {"gram"}, MASS, 0.001, 0, NULL, NULL},
    {"lb", {"pound", "lbs"}, MASS, 0.45359237, 0, NULL, NULL},
    {"oz", {"ounce"}, MASS, 0.028349523125, 0, NULL, NULL},
    {"K", {"kelvin"}, TEMPERATURE, 1.0, 0, NULL, NULL},
    {"C", {"celsius"}, TEMPERATURE, 1.0, 273.15, NULL, NULL},
    {"F", {"fahrenheit"}, TEMPERATURE, 5.0 / 9.0, 273.15 - 32 * 5.0 / 9.0, NULL, NULL},
    {"l", {"litre", "liter"}, VOLUME, 1.0, 0, NULL, NULL},
    {"ml", {0}, VOLUME, 0.001, 0, NULL, NULL},
    {"gal", {"gallon"}, VOLUME, 3.785411784, 0, NULL, NULL},
    {"l/100km", {0}, FUEL, 1.0, 0, NULL, NULL},
    {"mpg", {0}, FUEL, 0, 0, mpg_to_l100, l100_to_mpg},
    {"km/l", {0}, FUEL, 0, 0, kmpl_to_l100, l100_to_kmpl},
};

static const char *const dim_name[NDIM] = {"length", "mass", "temperature", "volume", "fuel economy"};

static const struct unit *lookup(const char *name) {
    for (size_t i = 0; i < sizeof units / sizeof units[0]; i++) {
        if (strcmp(units[i].name, name) == 0)
            return &units[i];
        for (int a = 0; a < 3 && units[i].aliases[a]; a++)
            if (strcmp(units[i].aliases[a], name) == 0)
                return &units[i];
    }
    return NULL;
}

static double to_base(const struct unit *u, double v) {
    return u->to_base ? u->to_base(v) : v * u->factor + u->offset;
}
static double from_base(const struct unit *u, double b) {
    return u->from_base ? u->from_base(b) : (b - u->offset) / u->factor;
}

/* Prints a value with 6 significant digits, never as -0. */
static void show(double v) {
    if (fabs(v) < 5e-12)
        v = 0;
    printf("%.6g", v);
}

static int answer(const char *query) {
    double value;
    char from[16], to[16];
    printf("%-24s => ", query);
    if (sscanf(query, "%lf %15s in %15s", &value, from, to) != 3) {
        printf("cannot parse\n");
        return 1;
    }
    const struct unit *a = lookup(from), *b = lookup(to);
    if (!a || !b) {
        printf("unknown unit '%s'\n", a ? to : from);
        return 1;
    }
    if (a->dim != b->dim) {
        printf("cannot convert %s to %s\n", dim_name[a->dim], dim_name[b->dim]);
        return 1;
    }
    show(value);
    printf(" %s = ", a->name);
    show(from_base(b, to_base(a, value)));
    printf(" %s\n", b->name);
    return 0;
}

int main(void) {
    const char *queries[] = {
        "3.5 mi in km", "100 ft in m", "12 inches in cm", "1 mile in feet", "2.2 lb in kg",
        "16 oz in lb", "500 g in ounce", "100 C in F", "-40 F in C", "0 K in celsius",
        "98.6 fahrenheit in kelvin", "1 gal in l", "750 ml in gallon", "30 mpg in l/100km",
        "5 l/100km in mpg", "20 km/l in mpg", "3 kg in m", "7 parsec in km", "hello",
    };
    int failures = 0;
    for (size_t i = 0; i < sizeof queries / sizeof queries[0]; i++)
        failures += answer(queries[i]);
    /* Round trips through every unit of each dimension come back to the start. */
    int bad = 0;
    for (size_t i = 0; i < sizeof units / sizeof units[0]; i++)
        for (size_t j = 0; j < sizeof units / sizeof units[0]; j++) {
            if (units[i].dim != units[j].dim)
                continue;
            double v = 42.5;
            double there = from_base(&units[j], to_base(&units[i], v));
            double back = from_base(&units[i], to_base(&units[j], there));
            bad += fabs(back - v) > 1e-9;
        }
    printf("round trip failures: %d, rejected queries: %d\n", bad, failures);
    return failures;
}

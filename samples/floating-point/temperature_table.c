/* Conversion tables with aligned printf columns: Celsius, Fahrenheit and Kelvin, a wind
 * chill table (the North American formula with pow), and dew points from relative
 * humidity with the Magnus formula (log); each table has a header row of field widths. */
#include <math.h>
#include <stdio.h>

#define C_TO_F(c) ((c) * 9.0 / 5.0 + 32.0)
#define F_TO_C(f) (((f) - 32.0) * 5.0 / 9.0)
#define C_TO_K(c) ((c) + 273.15)

static double wind_chill(double t_celsius, double v_kmh) {
    double v = pow(v_kmh, 0.16);
    return 13.12 + 0.6215 * t_celsius - 11.37 * v + 0.3965 * t_celsius * v;
}

static double dew_point(double t, double rh) {
    const double a = 17.62, b = 243.12;
    double gamma = log(rh / 100.0) + a * t / (b + t);
    return b * gamma / (a - gamma);
}

int main(void) {
    printf("%8s %8s %8s\n", "Celsius", "Fahr.", "Kelvin");
    for (int c = -40; c <= 100; c += 20)
        printf("%8d %8.1f %8.2f\n", c, C_TO_F(c), C_TO_K(c));
    printf("\n%8s %8s\n", "Fahr.", "Celsius");
    for (int f = 0; f <= 212; f += 53)
        printf("%8d %8.3f\n", f, F_TO_C(f));

    printf("\nwind chill (C)\n%6s", "T\\v");
    for (int v = 10; v <= 60; v += 10)
        printf("%7d", v);
    putchar('\n');
    for (int t = 5; t >= -30; t -= 5) {
        printf("%6d", t);
        for (int v = 10; v <= 60; v += 10)
            printf("%7.1f", wind_chill(t, v));
        putchar('\n');
    }

    printf("\ndew point (C)\n%6s", "T\\RH%");
    for (int rh = 20; rh <= 100; rh += 20)
        printf("%7d", rh);
    putchar('\n');
    for (int t = 0; t <= 35; t += 5) {
        printf("%6d", t);
        for (int rh = 20; rh <= 100; rh += 20)
            printf("%7.1f", dew_point(t, rh));
        putchar('\n');
    }
    return 0;
}

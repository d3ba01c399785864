/* __builtin_types_compatible_p drops the top-level qualifiers of each type, then asks
   whether the types are compatible, the qualifiers below the top included, however they
   are spelled: directly, through a typedef name, or through typeof. A function type's
   parameters lose their own qualifiers but not those below them. */
#include <stdio.h>

typedef const int CI;
typedef int *IP;
typedef const int *CIP;
typedef int A3[3];

#define T(a, b) printf("%-44s %d\n", #a ", " #b, __builtin_types_compatible_p(a, b))

int main(void) {
    const int *q = 0;
    int *p = 0;
    CI ci = 0;
    const int *const cq = 0;
    const int arr[3] = {0};
    volatile char *vc = 0;
    T(__typeof__(q), const int *);
    T(__typeof__(q), int *);
    T(__typeof__(p), const int *);
    T(__typeof__(p), int *);
    T(__typeof__(cq), const int *);
    T(__typeof__(cq), int *const);
    T(__typeof__(ci), int);
    T(__typeof__(&q), const int **);
    T(__typeof__(&q), int **);
    T(__typeof__(&cq), const int *const *);
    T(__typeof__(&cq), const int **);
    T(__typeof__(arr), const int[3]);
    T(__typeof__(arr), int[3]);
    T(__typeof__(&arr), const int(*)[3]);
    T(__typeof__(&arr), int(*)[3]);
    T(__typeof__(vc), volatile char *);
    T(__typeof__(vc), char *);
    T(CI *, const int *);
    T(CI *, int *);
    T(CIP, const int *);
    T(CIP, __typeof__(q));
    T(CIP, int *);
    T(IP, int *);
    T(const IP, int *);
    T(const IP, int *const);
    T(IP *, int **);
    T(const IP *, int *const *);
    T(const IP *, int **);
    T(CI[2], const int[2]);
    T(CI[2], int[2]);
    T(const A3 *, const int(*)[3]);
    T(const A3 *, A3 *);
    T(const int, int);
    T(volatile int, int);
    T(int, long);
    T(int *, long *);
    T(char *, unsigned char *);
    T(int (*)(const int *), int (*)(int *));
    T(int (*)(CIP), int (*)(const int *));
    T(int (*)(const int), int (*)(int));
    T(const int *(*)(void), int *(*)(void));
    T(__typeof__(&printf), int (*)(const char *, ...));
    return 0;
}

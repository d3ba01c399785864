/* stdlib.h: general utilities (C11 7.22), bundled with tcc-rs; the functions are glibc's. */
#ifndef _TCC_RS_STDLIB_H
#define _TCC_RS_STDLIB_H

#ifndef _TCC_RS_SIZE_T
#define _TCC_RS_SIZE_T
typedef __SIZE_TYPE__ size_t;
#endif

#ifndef _TCC_RS_WCHAR_T
#define _TCC_RS_WCHAR_T
typedef __WCHAR_TYPE__ wchar_t;
#endif

#ifndef NULL
#define NULL ((void *)0)
#endif

#define EXIT_FAILURE 1
#define EXIT_SUCCESS 0
#define RAND_MAX 2147483647
extern size_t __ctype_get_mb_cur_max(void);
#define MB_CUR_MAX (__ctype_get_mb_cur_max())

typedef struct {
    int quot;
    int rem;
} div_t;

typedef struct {
    long quot;
    long rem;
} ldiv_t;

typedef struct {
    long long quot;
    long long rem;
} lldiv_t;

extern double atof(const char *nptr);
extern int atoi(const char *nptr);
extern long atol(const char *nptr);
extern long long atoll(const char *nptr);
extern double strtod(const char *restrict nptr, char **restrict endptr);
extern float strtof(const char *restrict nptr, char **restrict endptr);
extern long double strtold(const char *restrict nptr, char **restrict endptr);
extern long strtol(const char *restrict nptr, char **restrict endptr, int base);
extern long long strtoll(const char *restrict nptr, char **restrict endptr, int base);
extern unsigned long strtoul(const char *restrict nptr, char **restrict endptr, int base);
extern unsigned long long strtoull(const char *restrict nptr, char **restrict endptr,
                                   int base);

extern int rand(void);
extern void srand(unsigned int seed);
extern long random(void);
extern void srandom(unsigned int seed);

extern void *aligned_alloc(size_t alignment, size_t size);
extern void *calloc(size_t nmemb, size_t size);
extern void free(void *ptr);
extern void *malloc(size_t size);
extern void *realloc(void *ptr, size_t size);
extern int posix_memalign(void **memptr, size_t alignment, size_t size);

extern _Noreturn void abort(void);
extern int atexit(void (*func)(void));
extern int at_quick_exit(void (*func)(void));
extern _Noreturn void exit(int status);
extern _Noreturn void _Exit(int status);
extern _Noreturn void quick_exit(int status);
extern char *getenv(const char *name);
extern int setenv(const char *name, const char *value, int overwrite);
extern int unsetenv(const char *name);
extern int system(const char *string);

extern void *bsearch(const void *key, const void *base, size_t nmemb, size_t size,
                     int (*compar)(const void *, const void *));
extern void qsort(void *base, size_t nmemb, size_t size,
                  int (*compar)(const void *, const void *));

extern int abs(int j);
extern long labs(long j);
extern long long llabs(long long j);
extern div_t div(int numer, int denom);
extern ldiv_t ldiv(long numer, long denom);
extern lldiv_t lldiv(long long numer, long long denom);

extern int mblen(const char *s, size_t n);
extern int mbtowc(wchar_t *restrict pwc, const char *restrict s, size_t n);
extern int wctomb(char *s, wchar_t wc);
extern size_t mbstowcs(wchar_t *restrict pwcs, const char *restrict s, size_t n);
extern size_t wcstombs(char *restrict s, const wchar_t *restrict pwcs, size_t n);

#endif

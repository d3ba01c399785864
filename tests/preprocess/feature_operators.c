/* __has_builtin and __has_attribute outside #if: gcc expands them anywhere, as in #if. */
int a = __has_builtin(__builtin_expect);
int b = __has_builtin(__builtin_no_such_thing);
int c = __has_attribute(packed) + __has_attribute(__aligned__);
int d = __has_attribute(no_such_attribute);
#define HAS(x) __has_builtin(x)
int e = HAS(__builtin_alloca) * 2;
#ifdef __has_builtin
int f = 1;
#endif

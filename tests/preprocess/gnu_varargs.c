/* gcc's `, ## __VA_ARGS__` and variadic macros with empty arguments. */
#define eprintf(format, ...) fprintf(stderr, format, ##__VA_ARGS__)
#define eprintf2(format, ...) fprintf(stderr, format , ## __VA_ARGS__)
#define count(...) n(__VA_ARGS__)
#define first(a, ...) a
#define rest(a, ...) __VA_ARGS__
#define named(args...) g(args)
#define tally(...) t(0, ##__VA_ARGS__)
eprintf("a");
eprintf("a", );
eprintf("a", 1);
eprintf("a", 1, 2);
eprintf2("b");
eprintf2("b", x, (y, z));
count() count(1) count(1, 2) count((1, 2), 3)
first(1) first(1, 2, 3) rest(1) rest(1, 2, 3)
named() named(1, 2)
tally() tally(1) tally(1, 2)

#include <stdio.h>
typedef int v4si __attribute__((vector_size(16)));
typedef long long __m128i __attribute__((__vector_size__(16), __may_alias__));
typedef long long __m128i_u __attribute__((__vector_size__(16), __may_alias__, __aligned__(1)));
typedef int __v4si __attribute__((__vector_size__(16)));
static __inline __m128i __attribute__((__always_inline__)) my_add(__m128i a, __m128i b) { return (__m128i)((__v4si)a + (__v4si)b); }
static __inline __m128i my_loadu(void const *p) { return *(__m128i_u const *)p; }
static __inline void my_storeu(void *p, __m128i v) { *(__m128i_u *)p = v; }
static __inline __m128i my_set(int a, int b, int c, int d) { return __extension__ (__m128i)(__v4si){ d, c, b, a }; }
static __inline int my_cvt(__m128i a) { return ((__v4si)a)[0]; }
int main(int argc, char **argv) {
    v4si a = {1,2,3,4}, b = {5,6,7,8};
    v4si c = argc > 1 ? a : b;
    printf("%d\n", c[0]);
    int buf[9] = {0,1,2,3,4,5,6,7,8};
    __m128i x = my_loadu(buf + 1);
    __m128i y = my_add(x, my_set(10, 20, 30, 40));
    my_storeu(buf + 3, y);
    for (int i = 0; i < 9; i++) printf("%d ", buf[i]);
    printf("%d\n", my_cvt(y));
    v4si z = {0};
    z[argc] = 5;
    printf("%d %d\n", z[1], z[0]);
    return 0;
}

/* assert.h: diagnostics (C11 7.2), bundled with tcc-rs.
 *
 * Deliberately not include-guarded: C11 7.2p1 says assert is redefined by each inclusion,
 * according to the NDEBUG in effect there. A failed assertion calls glibc's
 * __assert_fail, which prints "prog: file:line: function: Assertion `expr' failed." and
 * aborts, exactly as with glibc's own header. */
#undef assert

#ifdef NDEBUG
#define assert(expr) ((void)0)
#else
#ifndef _TCC_RS_ASSERT_FAIL
#define _TCC_RS_ASSERT_FAIL
extern _Noreturn void __assert_fail(const char *__assertion, const char *__file,
                                    unsigned int __line, const char *__function);
#endif
#define assert(expr) ((expr) ? (void)0 : __assert_fail(#expr, __FILE__, __LINE__, __func__))
#endif

#ifndef static_assert
#define static_assert _Static_assert
#endif

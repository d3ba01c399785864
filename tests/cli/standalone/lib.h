/* Objects that stand alone: each of these units, compiled by tcc-rs with -c, calls the
 * helpers tcc-rs's generated code needs (tests/cli.rs links them with plain gcc). */
long vla_sum(int n);
long alloca_sum(int n);
long double ld_scale(long double x, int k);
int ld_compare(long double a, long double b);
int tls_bump(void);
long atomic_add(long k);

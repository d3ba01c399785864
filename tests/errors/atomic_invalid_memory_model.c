/* gcc's -Winvalid-memory-model warnings: constant orders an operation cannot have
   (0 relaxed, 1 consume, 2 acquire, 3 release, 4 acq_rel, 5 seq_cst). */
int x, expected;
struct pair { int a, b; } p, q;
int main(int argc, char **argv) {
    (void)argv;
    int v = __atomic_load_n(&x, 3);
    __atomic_store_n(&x, 1, 2);
    __atomic_store(&p, &q, 1);
    v += __atomic_fetch_add(&x, 1, 7);
    __atomic_compare_exchange_n(&x, &expected, 1, 0, 5, 3);
    __atomic_compare_exchange_n(&x, &expected, 1, 0, 0, 2);
    __atomic_clear(&expected, 4);
    /* Valid, and a non-constant order: no warning. */
    v += __atomic_load_n(&x, 2);
    __atomic_store_n(&x, v, 3);
    v += __atomic_load_n(&x, argc);
    return v;
}

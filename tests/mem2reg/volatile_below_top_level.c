/* Volatile reached through a typedef, a pointer and a member: the typedef'd local stays
 * in memory with every access kept, the plain local beside it is promoted, and both
 * stores through the pointer to volatile remain. */
typedef volatile int vi;

struct device {
    int id;
    volatile unsigned status;
};

int spin(int n) {
    vi ticks = 0;
    int plain = 0;
    for (int i = 0; i < n; i++) {
        ticks++;
        plain += 2;
    }
    return ticks + plain;
}

void poke(volatile int *reg, struct device *d) {
    *reg = 1;
    *reg = 2;
    d->status = 3;
    d->status = 4;
}

/* A bank ledger: transaction records (account, date, amount in cents, kind) are applied
 * to accounts, rejected when they would overdraw, then sorted with qsort under several
 * orderings, each comparator breaking ties down to a unique sequence number so the order
 * is fully determined. Monthly statements and totals follow. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum kind { DEPOSIT, WITHDRAWAL, TRANSFER_OUT, TRANSFER_IN, FEE };

struct date { int y, m, d; };

struct txn {
    unsigned seq;
    int account;
    struct date when;
    long cents;
    enum kind kind;
    int rejected;
};

struct account {
    int id;
    char owner[16];
    long balance;
    long overdraft; /* how far below zero the balance may go */
    int count;
};

static struct account accounts[] = {
    {101, "ada", 50000, 0}, {102, "brian", 1200, 10000}, {103, "chen", 0, 0}, {104, "dora", 250000, 50000},
};
#define NACC (int)(sizeof accounts / sizeof accounts[0])

static const char *kind_name[] = {"deposit", "withdraw", "xfer-out", "xfer-in", "fee"};

static struct account *find(int id) {
    for (int i = 0; i < NACC; i++)
        if (accounts[i].id == id)
            return &accounts[i];
    return NULL;
}

static int date_cmp(struct date a, struct date b) {
    if (a.y != b.y) return a.y < b.y ? -1 : 1;
    if (a.m != b.m) return a.m < b.m ? -1 : 1;
    if (a.d != b.d) return a.d < b.d ? -1 : 1;
    return 0;
}

static int by_seq(const void *pa, const void *pb) {
    const struct txn *a = pa, *b = pb;
    return (a->seq > b->seq) - (a->seq < b->seq);
}
static int by_date(const void *pa, const void *pb) {
    const struct txn *a = pa, *b = pb;
    int c = date_cmp(a->when, b->when);
    return c ? c : by_seq(pa, pb);
}
static int by_amount_desc(const void *pa, const void *pb) {
    const struct txn *a = pa, *b = pb;
    if (a->cents != b->cents) return a->cents > b->cents ? -1 : 1;
    return by_date(pa, pb);
}
static int by_account_then_date(const void *pa, const void *pb) {
    const struct txn *a = pa, *b = pb;
    if (a->account != b->account) return a->account < b->account ? -1 : 1;
    return by_date(pa, pb);
}

static void money(long cents) {
    printf("%s%ld.%02ld", cents < 0 ? "-" : "", labs(cents) / 100, labs(cents) % 100);
}

static int apply(struct txn *t) {
    struct account *a = find(t->account);
    long delta = (t->kind == DEPOSIT || t->kind == TRANSFER_IN) ? t->cents : -t->cents;
    if (!a || a->balance + delta < -a->overdraft)
        return t->rejected = 1, 0;
    a->balance += delta;
    a->count++;
    return 1;
}

static void list(const char *title, struct txn *t, int n, int (*cmp)(const void *, const void *)) {
    qsort(t, n, sizeof *t, cmp);
    printf("-- %s\n", title);
    for (int i = 0; i < n; i++) {
        printf("  #%02u %d %04d-%02d-%02d %-8s ", t[i].seq, t[i].account, t[i].when.y, t[i].when.m,
               t[i].when.d, kind_name[t[i].kind]);
        money(t[i].cents);
        printf("%s\n", t[i].rejected ? "  REJECTED" : "");
    }
}

int main(void) {
    struct txn log[24];
    int n = 0;
    unsigned seed = 2024;
    const int ids[] = {101, 102, 103, 104, 105};
    for (int i = 0; i < 20; i++) {
        seed = seed * 1664525u + 1013904223u;
        struct txn t = {.seq = (unsigned)i + 1};
        t.account = ids[(seed >> 8) % 5];
        t.when = (struct date){2024, 1 + (int)((seed >> 12) % 3), 1 + (int)((seed >> 16) % 28)};
        t.kind = (enum kind)((seed >> 20) % 3 == 0 ? DEPOSIT : (seed >> 20) % 3 == 1 ? WITHDRAWAL : FEE);
        t.cents = t.kind == FEE ? 250 : (long)((seed >> 4) % 4000) * 25;
        log[n++] = t;
    }
    /* A transfer is two records, one per account, applied on the same date. */
    struct txn out = {21, 104, {2024, 2, 14}, 123456, TRANSFER_OUT, 0};
    struct txn in = out;
    in.seq = 22;
    in.account = 103;
    in.kind = TRANSFER_IN;
    log[n++] = out;
    log[n++] = in;

    qsort(log, n, sizeof log[0], by_date);
    int ok = 0;
    for (int i = 0; i < n; i++)
        ok += apply(&log[i]);
    printf("applied %d of %d\n", ok, n);
    for (int i = 0; i < NACC; i++) {
        printf("%d %-6s %2d txns balance ", accounts[i].id, accounts[i].owner, accounts[i].count);
        money(accounts[i].balance);
        printf("\n");
    }
    list("by amount, largest first", log, n, by_amount_desc);
    list("by account then date", log, n, by_account_then_date);
    long month_total[4] = {0};
    for (int i = 0; i < n; i++)
        if (!log[i].rejected && log[i].kind != TRANSFER_IN && log[i].kind != TRANSFER_OUT)
            month_total[log[i].when.m] += log[i].kind == DEPOSIT ? log[i].cents : -log[i].cents;
    for (int m = 1; m <= 3; m++) {
        printf("month %d net ", m);
        money(month_total[m]);
        printf("\n");
    }
    qsort(log, n, sizeof log[0], by_seq);
    int rejected = 0;
    for (int i = 0; i < n; i++)
        rejected += log[i].rejected;
    printf("first seq %u, last seq %u, rejected %d\n", log[0].seq, log[n - 1].seq, rejected);
    return rejected;
}

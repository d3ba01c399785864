/* An old-style program in the manner of 1980s Unix tools: every function defined with a
 * K&R identifier list, parameters of type char, short and float (promoted at the call
 * and converted back in the callee), old-style declarations without prototypes, a
 * comparison function handed to qsort, register variables, and a dispatch table of
 * functions declared `double (*)()`. It keeps a small ledger of accounts. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXACCT 16

struct account {
    char code;
    short branch;
    char name[12];
    double balance;
    long ops;
};

static struct account book[MAXACCT];
static int naccts;

double deposit();
double withdraw();
double interest();
int lookup();

int lookup(code, branch)
char code;
short branch;
{
    register int i;

    for (i = 0; i < naccts; i++)
        if (book[i].code == code && book[i].branch == branch)
            return i;
    return -1;
}

int open_account(code, branch, name, opening)
char code;
short branch;
char *name;
float opening;
{
    struct account *a;

    if (naccts == MAXACCT || lookup(code, branch) >= 0)
        return -1;
    a = &book[naccts];
    a->code = code;
    a->branch = branch;
    strncpy(a->name, name, sizeof a->name - 1);
    a->balance = opening;
    a->ops = 0;
    return naccts++;
}

double deposit(a, amount)
struct account *a;
float amount;
{
    a->ops++;
    return a->balance += amount;
}

double withdraw(a, amount)
struct account *a;
float amount;
{
    a->ops++;
    if (amount > a->balance)
        return -1.0;
    return a->balance -= amount;
}

/* rate is in basis points, a short promoted to int at the call. */
double interest(a, rate)
struct account *a;
short rate;
{
    a->ops++;
    return a->balance += a->balance * rate / 10000.0;
}

int by_balance(p, q)
char *p, *q;
{
    struct account *a = (struct account *)p, *b = (struct account *)q;

    if (a->balance != b->balance)
        return a->balance < b->balance ? 1 : -1;
    return a->code - b->code;
}

static double (*ops[])() = {deposit, withdraw, interest};
static char opnames[] = "DWI";

int apply(line)
char *line;
{
    char op, code;
    int branch, i;
    float amount;
    char *where;

    if (sscanf(line, " %c %c %d %f", &op, &code, &branch, &amount) != 4)
        return -1;
    i = lookup(code, (short)branch);
    where = strchr(opnames, op);
    if (i < 0 || where == NULL)
        return -1;
    if (op == 'I')
        (*ops[where - opnames])(&book[i], (short)amount);
    else
        (*ops[where - opnames])(&book[i], amount);
    return i;
}

void report(title)
char *title;
{
    register int i;
    double total;

    total = 0;
    printf("== %s\n", title);
    for (i = 0; i < naccts; i++) {
        printf("%c%03d %-10s %12.2f %3ld\n", book[i].code, book[i].branch, book[i].name,
               book[i].balance, book[i].ops);
        total += book[i].balance;
    }
    printf("total %.2f\n", total);
}

int main(argc, argv)
int argc;
char **argv;
{
    static char *script[] = {
        "D a 1 250.50", "D b 7 1000", "W a 1 100.25", "W c 3 5000", "I b 7 150",
        "D c 3 75.75",  "X a 1 1",    "W b 7 20",     "I a 1 300",  "D z 9 1",
    };
    int i, rejected;

    (void)argc;
    (void)argv;
    open_account('a', 1, "alice", 100.0f);
    open_account('b', 7, "bob", 0.0f);
    open_account('c', 3, "carol", 4000.0f);
    if (open_account('a', 1, "again", 1.0f) < 0)
        printf("duplicate account refused\n");
    report("opened");
    rejected = 0;
    for (i = 0; i < (int)(sizeof script / sizeof script[0]); i++)
        if (apply(script[i]) < 0)
            rejected++;
    report("after the script");
    printf("rejected %d lines\n", rejected);
    qsort(book, naccts, sizeof book[0], by_balance);
    report("by balance");
    return 0;
}

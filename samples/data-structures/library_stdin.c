/* A library circulation system driven by commands on standard input (parsed with sscanf
 * straight into struct members): books live in an array indexed by a hash table on ISBN,
 * members have singly linked loan lists, and a waiting queue per book is a ring of member
 * ids. Reports overdue fines at the end. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_BOOKS = 64, MAX_MEMBERS = 16, HOLD_CAP = 4, LOAN_DAYS = 14 };

typedef struct Loan {
    int book;
    int due;
    struct Loan *next;
} Loan;

typedef struct {
    long isbn;
    char title[32];
    int copies, out;
    int holds[HOLD_CAP], hold_head, hold_count;
} Book;

typedef struct {
    char name[16];
    Loan *loans;
    int fines;
} Member;

typedef struct {
    Book books[MAX_BOOKS];
    int nbooks;
    int index[128]; /* isbn hash -> book + 1 */
    Member members[MAX_MEMBERS];
    int nmembers;
    int today;
} Library;

static int find_book(const Library *lib, long isbn) {
    for (unsigned h = (unsigned)(isbn % 127);; h = (h + 1) % 128u) {
        int b = lib->index[h];
        if (!b) return -1;
        if (lib->books[b - 1].isbn == isbn) return b - 1;
    }
}

static int add_book(Library *lib, long isbn, const char *title, int copies) {
    int b = find_book(lib, isbn);
    if (b >= 0) { lib->books[b].copies += copies; return b; }
    if (lib->nbooks == MAX_BOOKS) return -1;
    b = lib->nbooks++;
    Book *bk = &lib->books[b];
    memset(bk, 0, sizeof *bk);
    bk->isbn = isbn;
    snprintf(bk->title, sizeof bk->title, "%s", title);
    bk->copies = copies;
    unsigned h = (unsigned)(isbn % 127);
    while (lib->index[h]) h = (h + 1) % 128u;
    lib->index[h] = b + 1;
    return b;
}

static int member_id(Library *lib, const char *name) {
    for (int i = 0; i < lib->nmembers; i++)
        if (strcmp(lib->members[i].name, name) == 0) return i;
    if (lib->nmembers == MAX_MEMBERS) return -1;
    Member *m = &lib->members[lib->nmembers];
    snprintf(m->name, sizeof m->name, "%s", name);
    m->loans = NULL;
    m->fines = 0;
    return lib->nmembers++;
}

static void lend(Library *lib, int m, int b) {
    Loan *l = malloc(sizeof *l);
    *l = (Loan){b, lib->today + LOAN_DAYS, lib->members[m].loans};
    lib->members[m].loans = l;
    lib->books[b].out++;
    printf("day %2d: %s borrows \"%s\" (due day %d)\n", lib->today, lib->members[m].name, lib->books[b].title, l->due);
}

static void borrow(Library *lib, int m, int b) {
    Book *bk = &lib->books[b];
    if (bk->out < bk->copies) { lend(lib, m, b); return; }
    if (bk->hold_count == HOLD_CAP) { printf("day %2d: hold queue for \"%s\" is full\n", lib->today, bk->title); return; }
    bk->holds[(bk->hold_head + bk->hold_count++) % HOLD_CAP] = m;
    printf("day %2d: %s waits for \"%s\" (position %d)\n", lib->today, lib->members[m].name, bk->title, bk->hold_count);
}

static void give_back(Library *lib, int m, int b) {
    Loan **link = &lib->members[m].loans;
    while (*link && (*link)->book != b) link = &(*link)->next;
    if (!*link) { printf("day %2d: %s has no loan of isbn %ld\n", lib->today, lib->members[m].name, lib->books[b].isbn); return; }
    Loan *l = *link;
    int late = lib->today - l->due;
    if (late > 0) lib->members[m].fines += late * 25;
    printf("day %2d: %s returns \"%s\"%s\n", lib->today, lib->members[m].name, lib->books[b].title, late > 0 ? " late" : "");
    *link = l->next;
    free(l);
    Book *bk = &lib->books[b];
    bk->out--;
    if (bk->hold_count > 0) {
        int next = bk->holds[bk->hold_head];
        bk->hold_head = (bk->hold_head + 1) % HOLD_CAP;
        bk->hold_count--;
        lend(lib, next, b);
    }
}

int main(void) {
    static Library lib;
    char line[128], cmd[16], name[16], title[32];
    long isbn;
    int n, bad = 0;
    while (fgets(line, sizeof line, stdin)) {
        if (sscanf(line, "%15s", cmd) != 1 || cmd[0] == '#') continue;
        if (strcmp(cmd, "day") == 0 && sscanf(line, "%*s %d", &lib.today) == 1) continue;
        if (strcmp(cmd, "add") == 0 && sscanf(line, "%*s %ld %d %31[^\n]", &isbn, &n, title) == 3) {
            add_book(&lib, isbn, title, n);
        } else if ((strcmp(cmd, "borrow") == 0 || strcmp(cmd, "return") == 0) &&
                   sscanf(line, "%*s %15s %ld", name, &isbn) == 2) {
            int b = find_book(&lib, isbn), m = b >= 0 ? member_id(&lib, name) : -1;
            if (b < 0 || m < 0) { printf("day %2d: unknown isbn %ld\n", lib.today, isbn); bad++; continue; }
            if (cmd[0] == 'b') borrow(&lib, m, b);
            else give_back(&lib, m, b);
        } else {
            printf("bad command: %s", line);
            bad++;
        }
    }
    printf("--- end of day %d ---\n", lib.today);
    for (int i = 0; i < lib.nmembers; i++) {
        Member *m = &lib.members[i];
        int loans = 0, overdue = 0;
        for (Loan *l = m->loans; l; l = l->next) {
            loans++;
            if (l->due < lib.today) { overdue++; m->fines += (lib.today - l->due) * 25; }
        }
        printf("%-6s loans %d overdue %d fines $%d.%02d\n", m->name, loans, overdue, m->fines / 100, m->fines % 100);
        while (m->loans) { Loan *l = m->loans; m->loans = l->next; free(l); }
    }
    for (int b = 0; b < lib.nbooks; b++)
        printf("%ld %-28s %d/%d out, %d waiting\n", lib.books[b].isbn, lib.books[b].title, lib.books[b].out,
               lib.books[b].copies, lib.books[b].hold_count);
    return bad;
}

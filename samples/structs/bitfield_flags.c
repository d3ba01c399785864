/* Packed flags in bit-fields: Unix-style permission bits and file-type fields in a
 * struct of one-bit and multi-bit fields, permission checks for user/group/other,
 * chmod-style symbolic edits ("u+x,go-w"), octal conversion both ways, and a TCP-like
 * header flags byte driving a connection state machine. */
#include <stdio.h>
#include <string.h>

struct perms {
    unsigned ox : 1, ow : 1, or_ : 1;
    unsigned gx : 1, gw : 1, gr : 1;
    unsigned ux : 1, uw : 1, ur : 1;
    unsigned sticky : 1, setgid : 1, setuid : 1;
    unsigned type : 3; /* 1 file, 2 dir, 3 link */
};

struct file { const char *name; unsigned uid, gid; struct perms p; };

static struct perms from_octal(unsigned mode, unsigned type) {
    struct perms p;
    memset(&p, 0, sizeof p);
    p.ox = mode & 1; p.ow = mode >> 1 & 1; p.or_ = mode >> 2 & 1;
    p.gx = mode >> 3 & 1; p.gw = mode >> 4 & 1; p.gr = mode >> 5 & 1;
    p.ux = mode >> 6 & 1; p.uw = mode >> 7 & 1; p.ur = mode >> 8 & 1;
    p.sticky = mode >> 9 & 1; p.setgid = mode >> 10 & 1; p.setuid = mode >> 11 & 1;
    p.type = type;
    return p;
}

static unsigned to_octal(struct perms p) {
    return p.ox | p.ow << 1 | p.or_ << 2 | p.gx << 3 | p.gw << 4 | p.gr << 5 | p.ux << 6 |
           p.uw << 7 | p.ur << 8 | p.sticky << 9 | p.setgid << 10 | p.setuid << 11;
}

static void to_string(struct perms p, char out[11]) {
    out[0] = p.type == 2 ? 'd' : p.type == 3 ? 'l' : '-';
    out[1] = p.ur ? 'r' : '-';
    out[2] = p.uw ? 'w' : '-';
    out[3] = p.setuid ? (p.ux ? 's' : 'S') : (p.ux ? 'x' : '-');
    out[4] = p.gr ? 'r' : '-';
    out[5] = p.gw ? 'w' : '-';
    out[6] = p.setgid ? (p.gx ? 's' : 'S') : (p.gx ? 'x' : '-');
    out[7] = p.or_ ? 'r' : '-';
    out[8] = p.ow ? 'w' : '-';
    out[9] = p.sticky ? (p.ox ? 't' : 'T') : (p.ox ? 'x' : '-');
    out[10] = '\0';
}

/* Applies "who(+|-|=)what" clauses separated by commas; returns 0 on a syntax error. */
static int chmod_symbolic(struct perms *p, const char *spec) {
    while (*spec) {
        int u = 0, g = 0, o = 0;
        for (; strchr("ugoa", *spec) && *spec; spec++) {
            u |= *spec == 'u' || *spec == 'a';
            g |= *spec == 'g' || *spec == 'a';
            o |= *spec == 'o' || *spec == 'a';
        }
        if (!u && !g && !o)
            u = g = o = 1;
        char op = *spec++;
        if (op != '+' && op != '-' && op != '=')
            return 0;
        unsigned r = 0, w = 0, x = 0;
        for (; *spec && *spec != ','; spec++) {
            if (*spec == 'r') r = 1;
            else if (*spec == 'w') w = 1;
            else if (*spec == 'x') x = 1;
            else return 0;
        }
        if (*spec == ',')
            spec++;
#define APPLY(field, bit) field = op == '+' ? (field | bit) : op == '-' ? (field & !bit) : bit
        if (u) { APPLY(p->ur, r); APPLY(p->uw, w); APPLY(p->ux, x); }
        if (g) { APPLY(p->gr, r); APPLY(p->gw, w); APPLY(p->gx, x); }
        if (o) { APPLY(p->or_, r); APPLY(p->ow, w); APPLY(p->ox, x); }
#undef APPLY
    }
    return 1;
}

static int may(const struct file *f, unsigned uid, unsigned gid, char what) {
    const struct perms *p = &f->p;
    if (uid == 0)
        return what != 'x' || p->ux || p->gx || p->ox;
    unsigned r, w, x;
    if (uid == f->uid) { r = p->ur; w = p->uw; x = p->ux; }
    else if (gid == f->gid) { r = p->gr; w = p->gw; x = p->gx; }
    else { r = p->or_; w = p->ow; x = p->ox; }
    return what == 'r' ? r : what == 'w' ? w : x;
}

struct tcp_flags { unsigned char fin : 1, syn : 1, rst : 1, psh : 1, ack : 1, urg : 1, ece : 1, cwr : 1; };
enum tcp_state { CLOSED, SYN_SENT, ESTABLISHED, FIN_WAIT, TIME_WAIT };

static enum tcp_state step(enum tcp_state s, struct tcp_flags f) {
    if (f.rst) return CLOSED;
    switch (s) {
    case CLOSED: return f.syn && !f.ack ? SYN_SENT : CLOSED;
    case SYN_SENT: return f.syn && f.ack ? ESTABLISHED : SYN_SENT;
    case ESTABLISHED: return f.fin ? FIN_WAIT : ESTABLISHED;
    case FIN_WAIT: return f.ack ? TIME_WAIT : FIN_WAIT;
    default: return s;
    }
}

int main(void) {
    struct file files[] = {
        {"notes.txt", 1000, 100, from_octal(0644, 1)}, {"bin", 0, 0, from_octal(0755, 2)},
        {"tmp", 0, 0, from_octal(01777, 2)}, {"passwd", 0, 0, from_octal(04755, 1)},
        {"shared", 1001, 100, from_octal(02770, 2)}, {"secret", 1000, 100, from_octal(0600, 1)},
    };
    int n = sizeof files / sizeof files[0];
    const unsigned users[][2] = {{1000, 100}, {1001, 100}, {1002, 200}, {0, 0}};
    for (int i = 0; i < n; i++) {
        char s[11];
        to_string(files[i].p, s);
        printf("%s %04o %-10s", s, to_octal(files[i].p), files[i].name);
        for (int u = 0; u < 4; u++)
            printf(" %c%c%c", may(&files[i], users[u][0], users[u][1], 'r') ? 'r' : '-',
                   may(&files[i], users[u][0], users[u][1], 'w') ? 'w' : '-',
                   may(&files[i], users[u][0], users[u][1], 'x') ? 'x' : '-');
        printf("\n");
    }
    const char *edits[] = {"u+x", "go-r", "a=rw", "o+x,g+w", "=r", "u+q", "ug+rwx,o-rwx"};
    struct perms p = from_octal(0644, 1);
    for (int i = 0; i < 7; i++) {
        char s[11];
        int ok = chmod_symbolic(&p, edits[i]);
        to_string(p, s);
        printf("chmod %-14s -> %s %04o%s\n", edits[i], s, to_octal(p), ok ? "" : "  (syntax error)");
    }
    int round = 0;
    for (unsigned m = 0; m < 07777; m += 37)
        round += to_octal(from_octal(m, 1)) == m;
    printf("octal round trips: %d, sizeof perms %zu\n", round, sizeof(struct perms));

    static const char *state_name[] = {"CLOSED", "SYN_SENT", "ESTABLISHED", "FIN_WAIT", "TIME_WAIT"};
    const unsigned char wire[] = {0x02, 0x12, 0x10, 0x18, 0x11, 0x10, 0x04};
    enum tcp_state s = CLOSED;
    for (unsigned i = 0; i < sizeof wire; i++) {
        struct tcp_flags f;
        f.fin = wire[i] & 1; f.syn = wire[i] >> 1 & 1; f.rst = wire[i] >> 2 & 1; f.psh = wire[i] >> 3 & 1;
        f.ack = wire[i] >> 4 & 1; f.urg = wire[i] >> 5 & 1; f.ece = wire[i] >> 6 & 1; f.cwr = wire[i] >> 7;
        s = step(s, f);
        printf("flags 0x%02x [%s%s%s%s%s] -> %s\n", wire[i], f.syn ? "S" : "", f.ack ? "A" : "",
               f.fin ? "F" : "", f.psh ? "P" : "", f.rst ? "R" : "", state_name[s]);
    }
    return s == CLOSED ? 0 : 1;
}

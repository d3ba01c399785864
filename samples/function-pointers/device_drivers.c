/* A miniature device layer: drivers are const structs of operations (open, read, write,
 * ioctl, close) registered in a device table with bit-field status flags; a file
 * descriptor table maps fds to devices; devices are a null sink, a zero source, a
 * ring-buffer pipe and a counter with ioctl commands. */
#include <stdio.h>
#include <string.h>

struct device;

struct driver_ops {
    int (*open)(struct device *);
    int (*read)(struct device *, char *buf, int n);
    int (*write)(struct device *, const char *buf, int n);
    int (*ioctl)(struct device *, unsigned cmd, long *arg);
    void (*close)(struct device *);
};

struct device {
    const char *name;
    const struct driver_ops *ops;
    unsigned readable : 1;
    unsigned writable : 1;
    unsigned exclusive : 1;
    unsigned opens : 4;       /* current open count, saturating at 15 */
    unsigned errors : 9;
    char ring[16];
    int head, count;
    long counter;
};

static int generic_open(struct device *d)
{
    if (d->exclusive && d->opens) return -16;      /* busy */
    if (d->opens < 15) d->opens++;
    return 0;
}
static void generic_close(struct device *d) { if (d->opens) d->opens--; }
static int no_ioctl(struct device *d, unsigned cmd, long *arg) { (void)d; (void)cmd; (void)arg; return -25; }

static int null_read(struct device *d, char *b, int n) { (void)d; (void)b; (void)n; return 0; }
static int null_write(struct device *d, const char *b, int n) { (void)d; (void)b; return n; }

static int zero_read(struct device *d, char *b, int n) { (void)d; memset(b, 0, (size_t)n); return n; }

static int pipe_read(struct device *d, char *b, int n)
{
    int k = 0;
    while (k < n && d->count > 0) {
        b[k++] = d->ring[d->head];
        d->head = (d->head + 1) % 16;
        d->count--;
    }
    return k;
}
static int pipe_write(struct device *d, const char *b, int n)
{
    int k = 0;
    while (k < n && d->count < 16) {
        d->ring[(d->head + d->count) % 16] = b[k++];
        d->count++;
    }
    if (k < n) d->errors++;                        /* short write: buffer full */
    return k;
}
static int pipe_ioctl(struct device *d, unsigned cmd, long *arg)
{
    switch (cmd) {
    case 1: *arg = d->count; return 0;             /* bytes available */
    case 2: d->head = d->count = 0; return 0;      /* flush */
    default: return -22;
    }
}

static int counter_read(struct device *d, char *b, int n)
{
    return snprintf(b, (size_t)n, "%ld", d->counter++);
}
static int counter_ioctl(struct device *d, unsigned cmd, long *arg)
{
    if (cmd == 3) { d->counter = *arg; return 0; }
    if (cmd == 4) { *arg = d->counter; return 0; }
    return -22;
}

static const struct driver_ops null_ops = {generic_open, null_read, null_write, no_ioctl, generic_close};
static const struct driver_ops zero_ops = {generic_open, zero_read, NULL, no_ioctl, generic_close};
static const struct driver_ops pipe_ops = {generic_open, pipe_read, pipe_write, pipe_ioctl, generic_close};
static const struct driver_ops counter_ops = {generic_open, counter_read, NULL, counter_ioctl, generic_close};

static struct device devices[] = {
    {"null", &null_ops, 1, 1, 0, 0, 0, {0}, 0, 0, 0},
    {"zero", &zero_ops, 1, 0, 0, 0, 0, {0}, 0, 0, 0},
    {"pipe", &pipe_ops, 1, 1, 1, 0, 0, {0}, 0, 0, 0},
    {"counter", &counter_ops, 1, 0, 0, 0, 0, {0}, 0, 0, 100},
};

static struct device *fds[8];

static int dev_open(const char *name)
{
    for (size_t i = 0; i < sizeof devices / sizeof devices[0]; i++)
        if (strcmp(devices[i].name, name) == 0) {
            int r = devices[i].ops->open(&devices[i]);
            if (r < 0) return r;
            for (int fd = 0; fd < 8; fd++)
                if (!fds[fd]) { fds[fd] = &devices[i]; return fd; }
            devices[i].ops->close(&devices[i]);
            return -24;
        }
    return -2;
}

static int dev_read(int fd, char *b, int n)
{
    if (fd < 0 || fd >= 8 || !fds[fd]) return -9;
    if (!fds[fd]->readable || !fds[fd]->ops->read) return -1;
    return fds[fd]->ops->read(fds[fd], b, n);
}

static int dev_write(int fd, const char *b, int n)
{
    if (fd < 0 || fd >= 8 || !fds[fd]) return -9;
    if (!fds[fd]->writable || !fds[fd]->ops->write) { fds[fd]->errors++; return -1; }
    return fds[fd]->ops->write(fds[fd], b, n);
}

static int dev_ioctl(int fd, unsigned cmd, long *arg)
{
    if (fd < 0 || fd >= 8 || !fds[fd]) return -9;
    return fds[fd]->ops->ioctl(fds[fd], cmd, arg);
}

static void dev_close(int fd)
{
    if (fd >= 0 && fd < 8 && fds[fd]) { fds[fd]->ops->close(fds[fd]); fds[fd] = NULL; }
}

int main(void)
{
    char buf[32];
    long arg;
    int n1 = dev_open("null"), z = dev_open("zero"), p = dev_open("pipe"), p2 = dev_open("pipe");
    int c = dev_open("counter"), bad = dev_open("tape");
    printf("fds: null %d zero %d pipe %d pipe-again %d counter %d tape %d\n", n1, z, p, p2, c, bad);

    printf("null write %d read %d\n", dev_write(n1, "discard", 7), dev_read(n1, buf, 8));
    int zr = dev_read(z, buf, 5), zsum = 0;
    for (int i = 0; i < 5; i++) zsum += buf[i];
    printf("zero read %d sum %d, zero write %d\n", zr, zsum, dev_write(z, "x", 1));

    printf("pipe write %d", dev_write(p, "hello, ", 7));
    printf(" %d", dev_write(p, "device world!", 13));
    dev_ioctl(p, 1, &arg);
    printf(" avail %ld", arg);
    int r = dev_read(p, buf, 10);
    printf(" read %d '%.*s'", r, r, buf);
    r = dev_read(p, buf, 32);
    printf(" read %d '%.*s'\n", r, r, buf);
    dev_write(p, "abc", 3);
    printf("pipe ioctl flush %d", dev_ioctl(p, 2, &arg));
    dev_ioctl(p, 1, &arg);
    printf(" avail %ld, bad ioctl %d\n", arg, dev_ioctl(p, 99, &arg));

    for (int i = 0; i < 3; i++) {
        r = dev_read(c, buf, sizeof buf);
        printf("counter read %d '%s'\n", r, buf);
    }
    arg = -5;
    dev_ioctl(c, 3, &arg);
    r = dev_read(c, buf, sizeof buf);
    dev_ioctl(c, 4, &arg);
    long scratch = 0;
    int null_ioctl = dev_ioctl(n1, 1, &scratch);
    printf("counter after set: '%s', now %ld, ioctl on null %d\n", buf, arg, null_ioctl);

    for (int i = 0; i < 20; i++) dev_open("null");
    dev_close(p);
    int p3 = dev_open("pipe");
    printf("reopen pipe %d, write to closed fd %d\n", p3, dev_write(99, "x", 1));
    for (size_t i = 0; i < sizeof devices / sizeof devices[0]; i++)
        printf("%-8s opens %u errors %u flags %c%c%c\n", devices[i].name, devices[i].opens, devices[i].errors,
               devices[i].readable ? 'r' : '-', devices[i].writable ? 'w' : '-', devices[i].exclusive ? 'x' : '-');
    return 0;
}

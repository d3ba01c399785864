/* getopt over several argument vectors: flags, options with arguments, unknown options,
 * a missing argument, and the operands left after the options. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static void parse(int argc, char **argv) {
    int verbose = 0, count = 1;
    const char *name = "world";
    int opt;
    optind = 1;
    opterr = 0;
    printf("argv:");
    for (int i = 0; i < argc; i++)
        printf(" %s", argv[i]);
    printf("\n");
    while ((opt = getopt(argc, argv, ":vn:c:")) != -1) {
        switch (opt) {
        case 'v':
            verbose++;
            break;
        case 'n':
            name = optarg;
            break;
        case 'c':
            count = atoi(optarg);
            break;
        case ':':
            printf("  option -%c needs an argument\n", optopt);
            break;
        default:
            printf("  unknown option -%c\n", optopt);
            break;
        }
    }
    printf("  verbose=%d count=%d name=%s operands:", verbose, count, name);
    for (int i = optind; i < argc; i++)
        printf(" [%s]", argv[i]);
    printf("\n");
}

int main(void) {
    char *a[] = {"prog", "-v", "-n", "alice", "file1", NULL};
    char *b[] = {"prog", "-vv", "-c3", "-x", "--", "-n", NULL};
    char *c[] = {"prog", "-c", NULL};
    char *d[] = {"prog", "plain", "args", NULL};
    parse(5, a);
    parse(6, b);
    parse(2, c);
    parse(3, d);
    return 0;
}

/* A mini shell: reads commands from standard input, tokenizes them and dispatches
 * through a command table; variables, an accumulator stack and aliases. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

#define MAXARGS 8

struct shell;
typedef int (*builtin_fn)(struct shell *, int argc, char **argv);

struct builtin {
    const char *name;
    builtin_fn fn;
    int min_args;
    const char *usage;
};

struct var {
    char name[16];
    long value;
};

struct shell {
    struct var vars[16];
    int nvars;
    long stack[16];
    int depth;
    int status;
    int lineno;
    int quit;
};

static const struct builtin *find_builtin(const char *name);

static struct var *lookup(struct shell *sh, const char *name, int create)
{
    int i;
    for (i = 0; i < sh->nvars; i++)
        if (strcmp(sh->vars[i].name, name) == 0) return &sh->vars[i];
    if (!create || sh->nvars == 16) return NULL;
    snprintf(sh->vars[sh->nvars].name, sizeof sh->vars[0].name, "%s", name);
    sh->vars[sh->nvars].value = 0;
    return &sh->vars[sh->nvars++];
}

/* A number, or $name for a variable's value. */
static int value_of(struct shell *sh, const char *tok, long *out)
{
    char *end;
    if (tok[0] == '$') {
        struct var *v = lookup(sh, tok + 1, 0);
        if (!v) return 0;
        *out = v->value;
        return 1;
    }
    *out = strtol(tok, &end, 10);
    return *tok && *end == '\0';
}

static int b_set(struct shell *sh, int argc, char **argv)
{
    long v;
    (void)argc;
    if (!value_of(sh, argv[2], &v)) { printf("set: bad value %s\n", argv[2]); return 1; }
    struct var *var = lookup(sh, argv[1], 1);
    if (!var) return 2;
    var->value = v;
    return 0;
}

static int b_echo(struct shell *sh, int argc, char **argv)
{
    int i;
    for (i = 1; i < argc; i++) {
        long v;
        if (argv[i][0] == '$' && value_of(sh, argv[i], &v)) printf("%ld", v);
        else printf("%s", argv[i]);
        putchar(i + 1 < argc ? ' ' : '\n');
    }
    if (argc == 1) putchar('\n');
    return 0;
}

static int b_push(struct shell *sh, int argc, char **argv)
{
    int i;
    for (i = 1; i < argc; i++) {
        long v;
        if (!value_of(sh, argv[i], &v) || sh->depth == 16) return 1;
        sh->stack[sh->depth++] = v;
    }
    return 0;
}

static int b_arith(struct shell *sh, int argc, char **argv)
{
    (void)argc;
    if (sh->depth < 2) { printf("%s: stack underflow\n", argv[0]); return 1; }
    long b = sh->stack[--sh->depth], a = sh->stack[--sh->depth], r;
    switch (argv[0][0]) {
    case 'a': r = a + b; break;
    case 's': r = a - b; break;
    case 'm': r = a * b; break;
    default:
        if (b == 0) { printf("div: by zero\n"); return 1; }
        r = a / b;
    }
    sh->stack[sh->depth++] = r;
    return 0;
}

static int b_pop(struct shell *sh, int argc, char **argv)
{
    (void)argc;
    if (sh->depth == 0) return 1;
    struct var *v = lookup(sh, argv[1], 1);
    if (!v) return 2;
    v->value = sh->stack[--sh->depth];
    return 0;
}

static int b_vars(struct shell *sh, int argc, char **argv)
{
    int i;
    (void)argc; (void)argv;
    for (i = 0; i < sh->nvars; i++) printf("  %s=%ld\n", sh->vars[i].name, sh->vars[i].value);
    return 0;
}

static int b_status(struct shell *sh, int argc, char **argv)
{
    (void)argc; (void)argv;
    printf("last status %d, stack depth %d\n", sh->status, sh->depth);
    return 0;
}

static int b_help(struct shell *sh, int argc, char **argv);
static int b_exit(struct shell *sh, int argc, char **argv)
{
    long v = 0;
    if (argc > 1) value_of(sh, argv[1], &v);
    sh->quit = 1;
    return (int)v;
}

static const struct builtin builtins[] = {
    {"set", b_set, 2, "set NAME VALUE"}, {"echo", b_echo, 0, "echo WORDS..."},
    {"push", b_push, 1, "push VALUES..."}, {"add", b_arith, 0, "add"},
    {"sub", b_arith, 0, "sub"}, {"mul", b_arith, 0, "mul"}, {"div", b_arith, 0, "div"},
    {"pop", b_pop, 1, "pop NAME"}, {"vars", b_vars, 0, "vars"},
    {"status", b_status, 0, "status"}, {"help", b_help, 0, "help [COMMAND]"},
    {"exit", b_exit, 0, "exit [CODE]"},
};

static const struct builtin *find_builtin(const char *name)
{
    size_t i;
    for (i = 0; i < sizeof builtins / sizeof builtins[0]; i++)
        if (strcmp(builtins[i].name, name) == 0) return &builtins[i];
    return NULL;
}

static int b_help(struct shell *sh, int argc, char **argv)
{
    size_t i;
    (void)sh;
    if (argc > 1) {
        const struct builtin *b = find_builtin(argv[1]);
        printf("usage: %s\n", b ? b->usage : "no such command");
        return b ? 0 : 1;
    }
    for (i = 0; i < sizeof builtins / sizeof builtins[0]; i++) printf("%s ", builtins[i].name);
    printf("\n");
    return 0;
}

static int tokenize(char *line, char **argv)
{
    int argc = 0;
    char *p = line;
    for (;;) {
        while (isspace((unsigned char)*p)) p++;
        if (*p == '\0' || *p == '#' || argc == MAXARGS) break;
        argv[argc++] = p;
        while (*p && !isspace((unsigned char)*p)) p++;
        if (*p) *p++ = '\0';
    }
    return argc;
}

int main(void)
{
    struct shell sh;
    char line[128];
    memset(&sh, 0, sizeof sh);
    while (!sh.quit && fgets(line, sizeof line, stdin)) {
        char *argv[MAXARGS];
        int argc;
        sh.lineno++;
        argc = tokenize(line, argv);
        if (argc == 0) continue;
        const struct builtin *b = find_builtin(argv[0]);
        if (!b) { printf("%d: %s: command not found\n", sh.lineno, argv[0]); sh.status = 127; continue; }
        if (argc - 1 < b->min_args) { printf("%d: usage: %s\n", sh.lineno, b->usage); sh.status = 2; continue; }
        sh.status = b->fn(&sh, argc, argv);
        if (sh.status) printf("%d: %s exited %d\n", sh.lineno, argv[0], sh.status);
    }
    return sh.status;
}

/* Environment variables: setenv (with and without overwrite), getenv, putenv, unsetenv,
 * and the variables seen through environ. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

extern char **environ;

static void show(const char *name) {
    const char *v = getenv(name);
    printf("%s=%s\n", name, v ? v : "(unset)");
}

int main(void) {
    setenv("TCC_RS_COLOR", "blue", 1);
    show("TCC_RS_COLOR");
    setenv("TCC_RS_COLOR", "red", 0);
    show("TCC_RS_COLOR");
    setenv("TCC_RS_COLOR", "green", 1);
    show("TCC_RS_COLOR");
    static char entry[] = "TCC_RS_SHAPE=circle";
    putenv(entry);
    show("TCC_RS_SHAPE");
    int seen = 0;
    for (char **e = environ; *e; e++)
        if (strncmp(*e, "TCC_RS_", 7) == 0)
            seen++;
    printf("TCC_RS_ variables in environ: %d\n", seen);
    unsetenv("TCC_RS_COLOR");
    show("TCC_RS_COLOR");
    printf("setenv with '=' in the name: %d\n", setenv("BAD=NAME", "x", 1));
    return 0;
}

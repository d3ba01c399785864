/* The GNU `a ?: b` operator: the first operand is evaluated once and is the result when
   it is nonzero; handy for defaults and fallback chains. */
#include <stdio.h>
#include <string.h>

struct config { const char *host; int port; int retries; double timeout; };

static int lookups;
static const char *env_lookup(const char *key) {
    lookups++;
    if (strcmp(key, "HOST") == 0)
        return "example.org";
    return NULL;
}

static int first_nonzero(const int *xs, int n) {
    int r = 0;
    for (int i = 0; i < n; i++)
        r = r ?: xs[i];
    return r;
}

int main(void) {
    struct config c = {0, 0, 3, 0.0};
    const char *host = env_lookup("HOST") ?: "localhost";
    const char *user = env_lookup("USER") ?: "nobody";
    printf("host %s user %s after %d lookups\n", host, user, lookups);
    printf("port %d retries %d timeout %.1f\n", c.port ?: 8080, c.retries ?: 1, c.timeout ?: 2.5);
    printf("host field %s\n", c.host ?: "(unset)");
    int xs[] = {0, 0, 7, 9, 0};
    printf("first nonzero %d\n", first_nonzero(xs, 5));
    int counter = 0;
    int v = counter++ ?: counter++ ?: counter++ ?: 100;
    printf("chain %d counter %d\n", v, counter);
    long big = 0;
    unsigned short small = 40000;
    printf("mixed %ld\n", big ?: small);
    char buf[8] = "";
    printf("[%s]\n", buf[0] ? buf : "empty");
    enum { DEFAULT_SIZE = 0 ?: 64 };
    printf("constant %d\n", DEFAULT_SIZE);
    return 0 ?: 0;
}

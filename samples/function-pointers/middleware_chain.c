/* A request-handling middleware chain: each layer is a function taking the request, the
 * response and a "next" continuation (a struct holding the remaining chain), so layers
 * can run code before and after the rest, short-circuit, or rewrite the request. */
#include <stdio.h>
#include <string.h>

struct request { char path[32]; const char *user; int body_len; };
struct response { int status; char body[64]; int log_depth; };

struct chain;
typedef void (*middleware_fn)(struct request *, struct response *, const struct chain *next);

struct chain {
    const middleware_fn *layers;
    int n;
};

static void call_next(struct request *rq, struct response *rs, const struct chain *c)
{
    if (c->n == 0) return;
    struct chain rest = {c->layers + 1, c->n - 1};
    c->layers[0](rq, rs, &rest);
}

static void logger(struct request *rq, struct response *rs, const struct chain *next)
{
    printf("  -> %s (user %s)\n", rq->path, rq->user ? rq->user : "-");
    rs->log_depth++;
    call_next(rq, rs, next);
    printf("  <- %d %s\n", rs->status, rs->body);
}

static void auth(struct request *rq, struct response *rs, const struct chain *next)
{
    if (strncmp(rq->path, "/admin", 6) == 0 && (!rq->user || strcmp(rq->user, "root") != 0)) {
        rs->status = 403;
        strcpy(rs->body, "forbidden");
        return;                                  /* short-circuit */
    }
    call_next(rq, rs, next);
}

static void limit(struct request *rq, struct response *rs, const struct chain *next)
{
    if (rq->body_len > 1000) {
        rs->status = 413;
        strcpy(rs->body, "too large");
        return;
    }
    call_next(rq, rs, next);
}

static void rewrite(struct request *rq, struct response *rs, const struct chain *next)
{
    /* Old URLs are served from their new location. */
    if (strncmp(rq->path, "/old/", 5) == 0) {
        char tmp[32];
        snprintf(tmp, sizeof tmp, "/new/%s", rq->path + 5);
        strcpy(rq->path, tmp);
    }
    call_next(rq, rs, next);
}

static void trailing_slash(struct request *rq, struct response *rs, const struct chain *next)
{
    size_t n = strlen(rq->path);
    if (n > 1 && rq->path[n - 1] == '/') rq->path[n - 1] = '\0';
    call_next(rq, rs, next);
}

struct route { const char *path; int status; const char *body; };

static void router(struct request *rq, struct response *rs, const struct chain *next)
{
    static const struct route routes[] = {
        {"/", 200, "home"}, {"/new/page", 200, "new page"}, {"/admin", 200, "admin panel"},
        {"/admin/users", 200, "3 users"},
    };
    (void)next;
    for (size_t i = 0; i < sizeof routes / sizeof routes[0]; i++)
        if (strcmp(routes[i].path, rq->path) == 0) {
            rs->status = routes[i].status;
            strcpy(rs->body, routes[i].body);
            return;
        }
    rs->status = 404;
    snprintf(rs->body, sizeof rs->body, "no route for %s", rq->path);
}

static void gzip_marker(struct request *rq, struct response *rs, const struct chain *next)
{
    call_next(rq, rs, next);
    if (rs->status == 200 && strlen(rs->body) > 4) strcat(rs->body, " [gz]");
}

int main(void)
{
    static const middleware_fn full[] = {logger, limit, auth, trailing_slash, rewrite, gzip_marker, router};
    static const middleware_fn bare[] = {logger, router};
    const struct chain stacks[] = {{full, 7}, {bare, 2}};
    struct request requests[] = {
        {"/", NULL, 0}, {"/old/page/", "ann", 10}, {"/admin", "ann", 0}, {"/admin/users", "root", 5},
        {"/upload", "bob", 5000}, {"/missing", NULL, 0},
    };
    int histogram[6] = {0};
    for (int s = 0; s < 2; s++) {
        printf("stack %d\n", s);
        for (size_t i = 0; i < sizeof requests / sizeof requests[0]; i++) {
            struct request rq = requests[i];
            struct response rs = {0, "", 0};
            call_next(&rq, &rs, &stacks[s]);
            histogram[rs.status / 100]++;
        }
    }
    printf("2xx %d, 4xx %d\n", histogram[2], histogram[4]);
    return 0;
}

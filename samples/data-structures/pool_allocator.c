/* A fixed-size block pool allocator carved out of one static arena, with an intrusive free
 * list (a union of the free-list link and the user payload), allocation statistics, a
 * double-free check by block state, and a particle simulation that churns through it. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef struct {
    float x, y, vx, vy;
    int ttl;
    unsigned id;
} Particle;

typedef union Block {
    union Block *next_free;
    Particle particle;
} Block;

enum { POOL_BLOCKS = 64 };

typedef struct {
    Block blocks[POOL_BLOCKS];
    unsigned char in_use[POOL_BLOCKS];
    Block *free_list;
    int used, peak, allocs, frees, failures, double_frees;
} Pool;

static void pool_init(Pool *p) {
    memset(p, 0, sizeof *p);
    for (int i = POOL_BLOCKS - 1; i >= 0; i--) {
        p->blocks[i].next_free = p->free_list;
        p->free_list = &p->blocks[i];
    }
}

static Particle *pool_alloc(Pool *p) {
    Block *b = p->free_list;
    if (!b) {
        p->failures++;
        return NULL;
    }
    p->free_list = b->next_free;
    p->in_use[b - p->blocks] = 1;
    p->allocs++;
    if (++p->used > p->peak) p->peak = p->used;
    return &b->particle;
}

static void pool_free(Pool *p, Particle *q) {
    Block *b = (Block *)q; /* the particle is the union's first (and only) member */
    ptrdiff_t i = b - p->blocks;
    if (i < 0 || i >= POOL_BLOCKS || !p->in_use[i]) {
        p->double_frees++;
        return;
    }
    p->in_use[i] = 0;
    b->next_free = p->free_list;
    p->free_list = b;
    p->used--;
    p->frees++;
}

static int free_list_length(const Pool *p) {
    int n = 0;
    for (const Block *b = p->free_list; b; b = b->next_free) n++;
    return n;
}

static uint32_t lcg(uint32_t *s) {
    *s = *s * 1664525u + 1013904223u;
    return *s >> 8;
}

int main(void) {
    static Pool pool;
    pool_init(&pool);
    Particle *live[POOL_BLOCKS * 2];
    int nlive = 0;
    uint32_t seed = 77;
    unsigned next_id = 1;
    double energy_trace = 0;
    for (int tick = 0; tick < 200; tick++) {
        int spawn = (int)(lcg(&seed) % 6u);
        for (int k = 0; k < spawn; k++) {
            Particle *q = pool_alloc(&pool);
            if (!q) break;
            *q = (Particle){0.0f, 0.0f, (float)((int)(lcg(&seed) % 200u) - 100) / 50.0f,
                            (float)(lcg(&seed) % 100u) / 25.0f, 10 + (int)(lcg(&seed) % 30u), next_id++};
            live[nlive++] = q;
        }
        double energy = 0;
        for (int i = 0; i < nlive;) {
            Particle *q = live[i];
            q->vy -= 0.25f;
            q->x += q->vx;
            q->y += q->vy;
            if (q->y < 0) { q->y = -q->y; q->vy = -q->vy * 0.5f; }
            energy += 0.5 * ((double)q->vx * q->vx + (double)q->vy * q->vy);
            if (--q->ttl <= 0) {
                pool_free(&pool, q);
                live[i] = live[--nlive];
            } else {
                i++;
            }
        }
        energy_trace += energy;
        if (tick % 40 == 39)
            printf("tick %3d live %2d used %2d free %2d energy %.3f\n", tick + 1, nlive, pool.used,
                   free_list_length(&pool), energy);
    }
    if (nlive > 0) {
        Particle *victim = live[0];
        pool_free(&pool, victim);
        pool_free(&pool, victim); /* caught: block already free */
        live[0] = live[--nlive];
    }
    printf("allocs %d frees %d peak %d failures %d double frees %d next id %u\n", pool.allocs,
           pool.frees, pool.peak, pool.failures, pool.double_frees, next_id);
    printf("energy trace %.4f, sizeof(Block) %s sizeof(Particle)\n", energy_trace,
           sizeof(Block) == sizeof(Particle) ? "==" : "!=");
    while (nlive > 0) pool_free(&pool, live[--nlive]);
    return pool.used == 0 && free_list_length(&pool) == POOL_BLOCKS ? 0 : 1;
}

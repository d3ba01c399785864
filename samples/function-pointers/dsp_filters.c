/* A chain of signal filters: each filter is a struct with a process function pointer,
 * a reset function pointer and its own state (moving average ring, one-pole IIR,
 * biquad, DC blocker, clipper, decimating peak follower); the chain runs on a
 * synthetic signal and prints statistics with fixed precision. */
#include <stdio.h>
#include <math.h>

struct filter;
typedef double (*process_fn)(struct filter *, double);
typedef void (*reset_fn)(struct filter *);

struct filter {
    const char *name;
    process_fn process;
    reset_fn reset;
    double p[5];          /* parameters */
    double s[8];          /* state */
    int idx;
};

static void zero_state(struct filter *f)
{
    for (int i = 0; i < 8; i++) f->s[i] = 0;
    f->idx = 0;
}

/* Moving average over p[0] (<= 8) samples. */
static double moving_average(struct filter *f, double x)
{
    int n = (int)f->p[0];
    f->s[f->idx] = x;
    f->idx = (f->idx + 1) % n;
    double sum = 0;
    for (int i = 0; i < n; i++) sum += f->s[i];
    return sum / n;
}

static double one_pole(struct filter *f, double x)
{
    f->s[0] += f->p[0] * (x - f->s[0]);
    return f->s[0];
}

/* Direct form I biquad: p = b0 b1 b2 a1 a2; s = x1 x2 y1 y2. */
static double biquad(struct filter *f, double x)
{
    double y = f->p[0] * x + f->p[1] * f->s[0] + f->p[2] * f->s[1] - f->p[3] * f->s[2] - f->p[4] * f->s[3];
    f->s[1] = f->s[0];
    f->s[0] = x;
    f->s[3] = f->s[2];
    f->s[2] = y;
    return y;
}

static double dc_block(struct filter *f, double x)
{
    double y = x - f->s[0] + f->p[0] * f->s[1];
    f->s[0] = x;
    f->s[1] = y;
    return y;
}

static double clip(struct filter *f, double x)
{
    if (x > f->p[0]) { f->s[0]++; return f->p[0]; }
    if (x < -f->p[0]) { f->s[0]++; return -f->p[0]; }
    return x;
}

static double peak_follow(struct filter *f, double x)
{
    double a = fabs(x);
    f->s[0] = a > f->s[0] ? a : f->s[0] * f->p[0];
    return f->s[0];
}

static void run_chain(struct filter *chain, int n, const double *in, double *out, int len)
{
    for (int i = 0; i < n; i++) chain[i].reset(&chain[i]);
    for (int t = 0; t < len; t++) {
        double v = in[t];
        for (int i = 0; i < n; i++) v = chain[i].process(&chain[i], v);
        out[t] = v;
    }
}

static void stats(const char *label, const double *v, int len)
{
    double sum = 0, sq = 0, lo = v[0], hi = v[0];
    for (int i = 0; i < len; i++) {
        sum += v[i];
        sq += v[i] * v[i];
        if (v[i] < lo) lo = v[i];
        if (v[i] > hi) hi = v[i];
    }
    printf("%-22s mean %9.6f rms %9.6f min %9.6f max %9.6f\n", label, sum / len, sqrt(sq / len), lo, hi);
}

int main(void)
{
    enum { LEN = 400 };
    static double in[LEN], out[LEN];
    unsigned rng = 5;
    for (int t = 0; t < LEN; t++) {
        rng = rng * 1664525u + 1013904223u;
        double noise = ((double)(rng >> 8) / 16777216.0 - 0.5) * 0.4;
        in[t] = 0.5 + sin(2 * M_PI * t / 50.0) + 0.3 * sin(2 * M_PI * t / 7.0) + noise;
    }
    stats("input", in, LEN);

    struct filter chain[] = {
        {"dc", dc_block, zero_state, {0.995}, {0}, 0},
        {"avg4", moving_average, zero_state, {4}, {0}, 0},
        {"lowpass", biquad, zero_state, {0.0675, 0.135, 0.0675, -1.143, 0.413}, {0}, 0},
        {"pole", one_pole, zero_state, {0.3}, {0}, 0},
        {"clip", clip, zero_state, {0.8}, {0}, 0},
        {"peak", peak_follow, zero_state, {0.97}, {0}, 0},
    };
    int n = (int)(sizeof chain / sizeof chain[0]);
    for (int k = 1; k <= n; k++) {
        char label[32];
        snprintf(label, sizeof label, "first %d (+%s)", k, chain[k - 1].name);
        run_chain(chain, k, in, out, LEN);
        stats(label, out, LEN);
    }
    printf("clipped %.0f samples; last outputs %.6f %.6f %.6f\n", chain[4].s[0], out[LEN - 3], out[LEN - 2],
           out[LEN - 1]);
    /* Each filter alone on a unit step. */
    for (int i = 0; i < n; i++) {
        double step[20], resp[20];
        for (int t = 0; t < 20; t++) step[t] = t >= 2 ? 1.0 : 0.0;
        run_chain(&chain[i], 1, step, resp, 20);
        printf("step %-8s %.6f %.6f %.6f %.6f\n", chain[i].name, resp[2], resp[3], resp[5], resp[19]);
    }
    return 0;
}

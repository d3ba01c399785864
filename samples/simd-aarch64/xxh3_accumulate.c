/* The inner loop of XXH3 (xxhash's 64-bit hash for long inputs) in its NEON form, as
   xxhash.h 0.8.1 writes XXH3_accumulate_512_neon and XXH3_scrambleAcc_neon: 64-bit lanes
   split into 32-bit halves with vmovn/vshrn, multiplied and accumulated with vmlal_u32
   (32x32->64), swapped with vextq_u64, then scrambled with shifts, xors and a
   multiplication split in 32-bit halves.
   The SIMD and scalar versions run over the same stripes and must give the same eight
   accumulators; their mix is printed for a few input lengths. */
#include <arm_neon.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define STRIPE 64
#define STRIPES_PER_BLOCK 16
#define PRIME32_1 0x9E3779B1U

static uint8_t secret[192];

static uint64_t read64(const void *p)
{
    uint64_t v;
    memcpy(&v, p, 8);
    return v;
}

static void accumulate_512_neon(uint64_t *acc, const uint8_t *input, const uint8_t *key)
{
    uint64x2_t *xacc = (uint64x2_t *)acc;
    int i;
    for (i = 0; i < STRIPE / 16; i++) {
        uint8x16_t data_vec = vld1q_u8(input + 16 * i);
        uint8x16_t key_vec = vld1q_u8(key + 16 * i);
        uint64x2_t data_key = vreinterpretq_u64_u8(veorq_u8(data_vec, key_vec));
        uint32x2_t data_key_lo = vmovn_u64(data_key);
        uint32x2_t data_key_hi = vshrn_n_u64(data_key, 32);
        uint64x2_t data_swap = vextq_u64(vreinterpretq_u64_u8(data_vec), vreinterpretq_u64_u8(data_vec), 1);
        xacc[i] = vaddq_u64(xacc[i], data_swap);
        xacc[i] = vmlal_u32(xacc[i], data_key_lo, data_key_hi);
    }
}

static void scramble_neon(uint64_t *acc, const uint8_t *key)
{
    uint64x2_t *xacc = (uint64x2_t *)acc;
    uint32x2_t prime = vdup_n_u32(PRIME32_1);
    int i;
    for (i = 0; i < STRIPE / 16; i++) {
        uint64x2_t acc_vec = xacc[i];
        uint64x2_t shifted = vshrq_n_u64(acc_vec, 47);
        uint64x2_t data_vec = veorq_u64(acc_vec, shifted);
        uint8x16_t key_vec = vld1q_u8(key + 16 * i);
        uint64x2_t data_key = veorq_u64(data_vec, vreinterpretq_u64_u8(key_vec));
        uint32x2_t data_key_lo = vmovn_u64(data_key);
        uint32x2_t data_key_hi = vshrn_n_u64(data_key, 32);
        uint64x2_t prod_hi = vmull_u32(data_key_hi, prime);
        prod_hi = vshlq_n_u64(prod_hi, 32);
        xacc[i] = vmlal_u32(prod_hi, data_key_lo, prime);
    }
}

static void accumulate_512_scalar(uint64_t *acc, const uint8_t *input, const uint8_t *key)
{
    int i;
    for (i = 0; i < 8; i++) {
        uint64_t data_val = read64(input + 8 * i);
        uint64_t data_key = data_val ^ read64(key + 8 * i);
        acc[i ^ 1] += data_val;
        acc[i] += (uint64_t)(uint32_t)data_key * (data_key >> 32);
    }
}

static void scramble_scalar(uint64_t *acc, const uint8_t *key)
{
    int i;
    for (i = 0; i < 8; i++) {
        uint64_t a = acc[i];
        a ^= a >> 47;
        a ^= read64(key + 8 * i);
        acc[i] = a * PRIME32_1;
    }
}

typedef void accumulate_fn(uint64_t *, const uint8_t *, const uint8_t *);
typedef void scramble_fn(uint64_t *, const uint8_t *);

static uint64_t hash_long(const uint8_t *in, size_t len, accumulate_fn *accumulate, scramble_fn *scramble)
{
    uint64_t acc[8] __attribute__((aligned(16))) = {
        0xC2B2AE3DU, 0x9E3779B185EBCA87ULL, 0xC2B2AE3D27D4EB4FULL, 0x165667B19E3779F9ULL,
        0x85EBCA77C2B2AE63ULL, 0x85EBCA77U, 0x27D4EB2F165667C5ULL, 0x9E3779B1U};
    size_t nb_stripes = (len - 1) / STRIPE, n, s;
    uint64_t h = len * 0x9E3779B185EBCA87ULL;
    int i;
    for (n = 0; n < nb_stripes; n++) {
        s = n % STRIPES_PER_BLOCK;
        accumulate(acc, in + n * STRIPE, secret + s * 8);
        if (s == STRIPES_PER_BLOCK - 1)
            scramble(acc, secret + sizeof secret - STRIPE);
    }
    accumulate(acc, in + len - STRIPE, secret + sizeof secret - STRIPE - 7);
    for (i = 0; i < 8; i++)
        h = (h ^ acc[i]) * 0x165667B19E3779F9ULL, h ^= h >> 29;
    return h;
}

int main(void)
{
    static uint8_t data[5000];
    static const size_t lengths[] = {64, 65, 128, 1000, 1024, 1025, 4096, 5000};
    size_t i;
    int errors = 0;
    uint64_t x = 0x123456789abcdefULL;
    for (i = 0; i < sizeof secret; i++) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        secret[i] = (uint8_t)(x >> 56);
    }
    for (i = 0; i < sizeof data; i++)
        data[i] = (uint8_t)(i * 131 + (i >> 8));
    for (i = 0; i < sizeof lengths / sizeof lengths[0]; i++) {
        uint64_t a = hash_long(data, lengths[i], accumulate_512_neon, scramble_neon);
        uint64_t b = hash_long(data, lengths[i], accumulate_512_scalar, scramble_scalar);
        printf("%5zu bytes: %016llx %s\n", lengths[i], (unsigned long long)a, a == b ? "ok" : "DIFFERS");
        errors += a != b;
    }
    return errors;
}

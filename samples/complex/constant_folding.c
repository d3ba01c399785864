/* `*` and `/` of complex constants, folded as gcc folds them (MPC): each part of the result is
 * the exact value rounded once to float or double, with C99 Annex G's infinities, NaNs, and
 * signs of zeros as MPC gives them. In a static initializer gcc always folds; in a function it
 * folds only when the operands and the result are finite and the result exact in its type,
 * and otherwise calls __mulsc3/__divdc3... at run time. The random cases were made once
 * (Python's random, seed 38); every value is printed exactly, with %a. */
#include <complex.h>
#include <math.h>
#include <stdio.h>

#define RANDOM_F(X) \
    X(CMPLXF(742.104f, -0x1.b2a724p9f) * CMPLXF(-353.335f, 0x1.5458b6p19f)) \
    X(CMPLXF(0x1.f67986p17f, -501.144f) / CMPLXF(-0x1.3f1720p-20f, 885.982f)) \
    X(CMPLXF(150.486f, 0x1.1d4fb0p-12f) * CMPLXF(-0x1.c58984p5f, 0x1.741ac0p6f)) \
    X(CMPLXF(-271.706f, 81.244f) / CMPLXF(-0x1.9151a2p-5f, -868.437f)) \
    X(CMPLXF(-373.862f, 0x1.eb60a8p13f) * CMPLXF(892.925f, -0x1.096e52p-6f)) \
    X(CMPLXF(67.165f, 0x1.0bef2ap14f) / CMPLXF(0x1.602b6ap-12f, 696.760f)) \
    X(CMPLXF(-349.705f, 0x1.bbbafap-19f) * CMPLXF(-0x1.8bee84p-7f, 0x1.2f6014p-19f)) \
    X(CMPLXF(-97.537f, 0x1.e82448p-16f) / CMPLXF(0x1.6287b4p-2f, 0x1.68acbep-4f)) \
    X(CMPLXF(325.190f, 0x1.910312p-14f) * CMPLXF(-0x1.47e36ap-10f, -0x1.e9466ep-5f)) \
    X(CMPLXF(0x1.f5bb52p-9f, 0x1.0c28d2p7f) / CMPLXF(646.234f, -593.361f)) \
    X(CMPLXF(0x1.276944p15f, 0x1.dba346p-14f) * CMPLXF(0x1.ebe3a6p20f, 0x1.5f307cp-3f)) \
    X(-441.454f / CMPLXF(459.240f, 0x1.f4a95ep3f)) \
    X(CMPLXF(0x1.ffe70ep9f, 0x1.46696cp-6f) * CMPLXF(830.358f, 313.898f)) \
    X(CMPLXF(-0x1.286946p13f, -0x1.3f1202p12f) / CMPLXF(128.146f, 0x1.bdb39cp-2f)) \
    X(CMPLXF(-921.559f, 671.696f) * CMPLXF(426.058f, -0x1.2bccf2p-10f)) \
    X(CMPLXF(430.611f, -0x1.1f6436p-10f) / CMPLXF(-644.513f, 734.518f)) \
    X(CMPLXF(0x1.7510fcp12f, -0x1.47a308p11f) * CMPLXF(-672.539f, -0x1.43bcd0p13f)) \
    X(CMPLXF(87.077f, 391.151f) / CMPLXF(-302.195f, -0x1.2f068cp17f)) \
    X(CMPLXF(0x1.9762fep-15f, -0x1.da163cp-3f) * CMPLXF(165.962f, 268.315f)) \
    X(CMPLXF(348.829f, 808.779f) / CMPLXF(-250.105f, -0x1.052cc0p1f)) \
    X(CMPLXF(-647.371f, 0x1.999154p-11f) * CMPLXF(548.941f, -264.025f)) \
    X(CMPLXF(0x1.edc2f6p-18f, 0x1.6c9036p-9f) / CMPLXF(-861.290f, 0x1.ff284ap-13f)) \
    X(CMPLXF(-0x1.a2c476p-11f, 639.549f) * CMPLXF(-0x1.0ac09ap-18f, -351.634f)) \
    X(0x1.9c532ep0f / CMPLXF(104.695f, 420.236f)) \
    X(CMPLXF(627.790f, -0x1.16c17cp-5f) * CMPLXF(0x1.babdf4p6f, -0x1.0ae0cap15f)) \
    X(CMPLXF(57.102f, -185.431f) / CMPLXF(375.375f, 0x1.57560cp-1f)) \
    X(CMPLXF(999.416f, -827.753f) * CMPLXF(-3.953f, 79.296f)) \
    X(CMPLXF(0x1.2997e0p-8f, 0x1.a6fe9ap5f) / CMPLXF(-891.680f, 998.600f)) \
    X(CMPLXF(-0x1.319c1ep13f, -117.235f) * CMPLXF(0x1.e5c37ep-7f, 0x1.5d8596p-16f)) \
    X(CMPLXF(842.970f, 0x1.e8f606p-18f) / CMPLXF(-956.041f, 467.096f)) \
    X(CMPLXF(471.374f, 799.760f) * CMPLXF(932.885f, 130.843f)) \
    X(CMPLXF(0x1.99fcacp13f, 0x1.6ac3e6p-9f) / CMPLXF(45.373f, 826.039f)) \
    X(CMPLXF(0x1.1c0194p4f, 0x1.673e20p-19f) * CMPLXF(-26.124f, 0x1.4b0d7ep-3f)) \
    X(CMPLXF(-471.642f, 954.628f) / CMPLXF(-517.800f, -844.766f)) \
    X(CMPLXF(0x1.5087c6p13f, 0x1.281beap7f) * CMPLXF(0x1.1420d0p15f, -0x1.d4378cp-8f)) \
    X(0x1.4e3548p-2f / CMPLXF(-469.531f, 0x1.22ed5cp-17f)) \
    X(CMPLXF(-0x1.aac500p16f, -915.376f) * CMPLXF(743.524f, 0x1.e189f0p-12f)) \
    X(CMPLXF(361.298f, 600.482f) / CMPLXF(-52.835f, 0x1.4caebap-19f)) \
    X(CMPLXF(0x1.c42984p-18f, -361.931f) * CMPLXF(0x1.c83162p18f, 0x1.547160p7f)) \
    X(CMPLXF(0x1.0a497cp9f, -0x1.1ceca0p4f) / CMPLXF(-0x1.5eac6ap12f, -0x1.36af08p8f)) \
    X(CMPLXF(-0x1.c3bf94p14f, -758.009f) * CMPLXF(-0x1.1cf2a2p-8f, 21.401f)) \
    X(CMPLXF(-977.323f, 12.679f) / CMPLXF(0x1.a57870p0f, 0x1.6b18eep1f)) \
    X(CMPLXF(832.212f, 0x1.db484cp-8f) * CMPLXF(0x1.25f908p12f, -0x1.567692p15f)) \
    X(CMPLXF(0x1.6d7912p-1f, 0x1.75b63ap2f) / CMPLXF(-257.735f, 0x1.26130cp-16f)) \
    X(CMPLXF(-71.264f, -510.975f) * CMPLXF(83.848f, 0x1.0e5cb0p-14f)) \
    X(CMPLXF(0x1.030c5ep-16f, 0x1.2652d0p4f) / CMPLXF(-727.888f, 102.548f)) \
    X(CMPLXF(452.554f, 0x1.249cfep-7f) * CMPLXF(177.257f, 936.939f)) \
    X(698.657f / CMPLXF(-24.182f, -0x1.d657d2p-1f))

#define RANDOM_D(X) \
    X(CMPLX(0x1.74b4e9f2d03d2p27, 239.389) * CMPLX(633.881, 0x1.ccf1d22b44240p-11)) \
    X(CMPLX(485.083, -0x1.5cee13ec12278p18) / CMPLX(0x1.ffb0d22b59624p22, -822.721)) \
    X(CMPLX(0x1.78d3dad9e0c38p-25, 0x1.4e81994c535b0p-9) * CMPLX(26.841, 238.204)) \
    X(CMPLX(302.565, -556.554) / CMPLX(-0x1.a63ef7594395fp-16, -0x1.5f60b7a877708p-8)) \
    X(CMPLX(939.925, -0x1.a4c64663a74b7p16) * CMPLX(667.562, 0x1.780001b7a5fb1p2)) \
    X(CMPLX(-0x1.0267b43da394ep-3, 636.473) / CMPLX(-0x1.e69563acdeaafp-7, 709.352)) \
    X(CMPLX(327.952, 0x1.7165769435af0p9) * CMPLX(-688.195, -0x1.32aa34393e377p9)) \
    X(CMPLX(698.902, 126.317) / CMPLX(854.894, 0x1.5d962f05f9604p-17)) \
    X(CMPLX(0x1.7b8d03955950ap1, 0x1.71593abdc3879p26) * CMPLX(489.731, 359.993)) \
    X(CMPLX(-0x1.67b6e7a341c31p22, 0x1.d24f870cb4f28p18) / CMPLX(-0x1.8f22184566fdap29, 0x1.7a71af40660a7p-26)) \
    X(CMPLX(0x1.2c94e7ec97f6fp8, -471.347) * CMPLX(0x1.1467f6b268815p-3, 917.673)) \
    X(938.595 / CMPLX(-0x1.1756b47df0c8cp-12, -193.471)) \
    X(CMPLX(0x1.4853c1e4a8769p7, -572.176) * CMPLX(-0x1.309905191585cp3, 0x1.37071768d331cp-3)) \
    X(CMPLX(282.003, -0x1.ea18b2048f0d6p23) / CMPLX(-0x1.b86d47ac89043p-20, 0x1.f330400ade6b5p-23)) \
    X(CMPLX(0x1.b8789734d97a9p-1, -0x1.70af3017069bcp15) * CMPLX(-0x1.4e560786f303ap1, 792.344)) \
    X(CMPLX(618.832, 780.157) / CMPLX(0x1.5e90bcbb3925bp26, 518.477)) \
    X(CMPLX(0x1.fd7c4fe2c9238p21, -987.887) * CMPLX(-496.374, 0x1.f37e1a0382385p-21)) \
    X(CMPLX(814.274, -302.720) / CMPLX(-981.289, -529.752)) \
    X(CMPLX(716.664, 0x1.e0df74afe1916p21) * CMPLX(0x1.6350eaf262f9cp26, 343.313)) \
    X(CMPLX(-103.936, -429.531) / CMPLX(-659.785, 0x1.239be7402d21ap-26)) \
    X(CMPLX(741.571, 961.146) * CMPLX(509.052, 0x1.0a3b3eb318185p9)) \
    X(CMPLX(861.646, -0x1.22f21ff2bcb52p14) / CMPLX(-952.179, 674.012)) \
    X(CMPLX(-180.265, 339.938) * CMPLX(0x1.8f18e99c02528p11, 0x1.01258730e9d08p-5)) \
    X(225.099 / CMPLX(347.588, -0x1.4f2acfbfef06ep-12)) \
    X(CMPLX(0x1.943801f6e097dp-19, 0x1.47d4318a21325p-16) * CMPLX(-0x1.27019ea0c0cfap0, 451.170)) \
    X(CMPLX(-0x1.8f82d3b8d791ep20, 0x1.023e1e6f5eb9dp-2) / CMPLX(-0x1.affda60b50594p4, -319.646)) \
    X(CMPLX(-655.383, 230.380) * CMPLX(80.187, 0x1.5d5144e8f3654p-13)) \
    X(CMPLX(213.109, -0x1.2797416b52d2ap10) / CMPLX(-0x1.f9557fa6d528ep-10, -642.665)) \
    X(CMPLX(0x1.8469554ebd77cp7, 0x1.3e51ce8b96acap4) * CMPLX(181.497, 0x1.ff2b560cbf0cfp19)) \
    X(CMPLX(-0x1.369fcd7c1498fp26, 582.727) / CMPLX(-0x1.7f20889abd4efp-12, -128.984)) \
    X(CMPLX(836.167, -241.682) * CMPLX(0x1.78a0ee67c77a2p16, -0x1.79ee2a2eccd2ap-10)) \
    X(CMPLX(942.048, -498.132) / CMPLX(0x1.900b62993f91dp18, 468.935)) \
    X(CMPLX(0x1.e2aee4f10c4b4p27, -283.032) * CMPLX(696.739, 0x1.624bc70f56d9cp-18)) \
    X(CMPLX(-0x1.6da0f370d7fcbp-27, 927.616) / CMPLX(-199.009, 0x1.38730a00a2ec7p-6)) \
    X(CMPLX(882.151, -368.100) * CMPLX(-0x1.d5598cd85dc02p-16, -0x1.20b6569691186p-29)) \
    X(645.403 / CMPLX(188.013, -0x1.b466da7fec2a4p7)) \
    X(CMPLX(0x1.7bd8e9a1a85bcp1, 517.688) * CMPLX(-0x1.801aa5dca8481p16, -801.367)) \
    X(CMPLX(0x1.ea1cdd1710c2ep7, -0x1.bed5f67462b07p-24) / CMPLX(0x1.4a2ae0ceab6dcp-13, -0x1.2895d22dfac9cp-11)) \
    X(CMPLX(0x1.59da36e6d27aap-15, -0x1.9ee152086a357p14) * CMPLX(576.512, -0x1.fd22480e9695ep-10)) \
    X(CMPLX(556.322, -0x1.54289eeeb7dc6p26) / CMPLX(-0x1.513507e57f4dap2, -115.391)) \
    X(CMPLX(0x1.d8f535e3766d0p0, 324.815) * CMPLX(0x1.893cef7fb61dfp-19, 816.302)) \
    X(CMPLX(0x1.eba1cdb633e7ap21, -399.030) / CMPLX(-0x1.7be84e7221f7bp-22, -0x1.0bb5ed328f6ccp-2)) \
    X(CMPLX(-0x1.83481681b5da4p-8, 582.634) * CMPLX(382.702, -669.240)) \
    X(CMPLX(-0x1.86c3e3d286798p-8, -0x1.723311308d942p24) / CMPLX(-529.127, -0x1.ededec7a856fbp10)) \
    X(CMPLX(-0x1.76bf863b26f93p30, 16.227) * CMPLX(0x1.0a22eddf1b20dp-22, 0x1.48f70cc3e6b7ep-23)) \
    X(CMPLX(847.443, -0x1.3bca94ce49bd4p28) / CMPLX(0x1.00845ccefa2a0p16, -0x1.e1a394fa63817p-1)) \
    X(CMPLX(763.160, 389.502) * CMPLX(0x1.eaa84ee255b8ap7, 631.028)) \
    X(0x1.3225dcccd156fp-19 / CMPLX(0x1.8cf1093db52a4p22, 0x1.6561d30df4fd3p2))


#define SPECIAL_D(X) \
    X(CMPLX(-2.0, 0.0) * CMPLX(INFINITY, -2.0)) \
    X(CMPLX(NAN, INFINITY) * CMPLX(-2.0, -INFINITY)) \
    X(CMPLX(0.0, INFINITY) * CMPLX(-INFINITY, -INFINITY)) \
    X(CMPLX(0.0, -0.0) * CMPLX(1.5, 0.0)) \
    X(CMPLX(1.5, 1.5) * CMPLX(0.0, -INFINITY)) \
    X(CMPLX(-0.0, 0.0) * CMPLX(-2.0, -0.0)) \
    X(CMPLX(-0.0, -2.0) * CMPLX(-0.0, 1.5)) \
    X(CMPLX(1.5, -2.0) * CMPLX(NAN, NAN)) \
    X(CMPLX(1.5, -2.0) * CMPLX(0.0, NAN)) \
    X(CMPLX(1.5, INFINITY) * CMPLX(-0.0, -2.0)) \
    X(CMPLX(NAN, -INFINITY) * CMPLX(0.0, INFINITY)) \
    X(CMPLX(INFINITY, NAN) * CMPLX(1.5, -INFINITY)) \
    X(CMPLX(0.0, INFINITY) * CMPLX(-INFINITY, 1.5)) \
    X(CMPLX(-0.0, INFINITY) * CMPLX(0.0, 0.0)) \
    X(CMPLX(-0.0, -INFINITY) * CMPLX(-2.0, -0.0)) \
    X(CMPLX(0.0, 0.0) * CMPLX(-0.0, -0.0)) \
    X(CMPLX(1.5, 1.5) * CMPLX(NAN, -2.0)) \
    X(CMPLX(-INFINITY, NAN) * CMPLX(INFINITY, 1.5)) \
    X(CMPLX(-0.0, 0.0) * CMPLX(NAN, -0.0)) \
    X(CMPLX(0.0, INFINITY) * CMPLX(NAN, -INFINITY)) \
    X(CMPLX(0.0, 0.0) * CMPLX(-INFINITY, -0.0)) \
    X(CMPLX(-0.0, -2.0) * CMPLX(NAN, -2.0)) \
    X(CMPLX(1.5, -0.0) * CMPLX(-0.0, 0.0)) \
    X(CMPLX(-INFINITY, -2.0) * CMPLX(1.5, INFINITY)) \
    X(CMPLX(1.5, NAN) / CMPLX(-INFINITY, -INFINITY)) \
    X(CMPLX(-INFINITY, -0.0) / CMPLX(NAN, -0.0)) \
    X(CMPLX(NAN, INFINITY) / CMPLX(0.0, INFINITY)) \
    X(CMPLX(INFINITY, -INFINITY) / CMPLX(0.0, -2.0)) \
    X(CMPLX(-INFINITY, INFINITY) / CMPLX(INFINITY, -INFINITY)) \
    X(CMPLX(0.0, -2.0) / CMPLX(1.5, -INFINITY)) \
    X(CMPLX(NAN, -0.0) / CMPLX(NAN, 0.0)) \
    X(CMPLX(1.5, -0.0) / CMPLX(-0.0, INFINITY)) \
    X(CMPLX(-0.0, NAN) / CMPLX(1.5, NAN)) \
    X(CMPLX(1.5, 0.0) / CMPLX(1.5, -INFINITY)) \
    X(CMPLX(0.0, -2.0) / CMPLX(INFINITY, 1.5)) \
    X(CMPLX(-0.0, INFINITY) / CMPLX(0.0, 0.0)) \
    X(CMPLX(1.5, 0.0) / CMPLX(-2.0, INFINITY)) \
    X(CMPLX(NAN, NAN) / CMPLX(NAN, NAN)) \
    X(CMPLX(-2.0, -INFINITY) / CMPLX(-2.0, NAN)) \
    X(CMPLX(-0.0, INFINITY) / CMPLX(INFINITY, -0.0)) \
    X(CMPLX(INFINITY, NAN) / CMPLX(0.0, -2.0)) \
    X(CMPLX(-INFINITY, -INFINITY) / CMPLX(-INFINITY, INFINITY)) \
    X(CMPLX(0.0, -INFINITY) / CMPLX(NAN, 1.5)) \
    X(CMPLX(1.5, 0.0) / CMPLX(NAN, -INFINITY)) \
    X(CMPLX(NAN, INFINITY) / CMPLX(-INFINITY, -0.0)) \
    X(CMPLX(-2.0, -0.0) / CMPLX(INFINITY, -INFINITY)) \
    X(CMPLX(NAN, NAN) / CMPLX(INFINITY, INFINITY)) \
    X(CMPLX(NAN, -2.0) / CMPLX(NAN, -INFINITY))

#define SPECIAL_F(X) \
    X(CMPLXF(NAN, -0.0) * CMPLXF(-2.0, -INFINITY)) \
    X(CMPLXF(0.0, 0.0) * CMPLXF(0.0, -2.0)) \
    X(CMPLXF(1.5, NAN) * CMPLXF(0.0, 1.5)) \
    X(CMPLXF(-0.0, 1.5) * CMPLXF(INFINITY, -INFINITY)) \
    X(CMPLXF(-2.0, INFINITY) * CMPLXF(0.0, -0.0)) \
    X(CMPLXF(1.5, NAN) * CMPLXF(NAN, -2.0)) \
    X(CMPLXF(NAN, -INFINITY) * CMPLXF(-INFINITY, -INFINITY)) \
    X(CMPLXF(1.5, NAN) * CMPLXF(1.5, -INFINITY)) \
    X(CMPLXF(-INFINITY, -INFINITY) / CMPLXF(1.5, -0.0)) \
    X(CMPLXF(-0.0, -2.0) / CMPLXF(-0.0, -0.0)) \
    X(CMPLXF(-2.0, 0.0) / CMPLXF(1.5, 0.0)) \
    X(CMPLXF(INFINITY, 0.0) / CMPLXF(INFINITY, -INFINITY)) \
    X(CMPLXF(NAN, -INFINITY) / CMPLXF(1.5, NAN)) \
    X(CMPLXF(NAN, NAN) / CMPLXF(-INFINITY, 0.0)) \
    X(CMPLXF(INFINITY, 0.0) / CMPLXF(-0.0, NAN)) \
    X(CMPLXF(NAN, INFINITY) / CMPLXF(-INFINITY, -0.0))

/* Finite operands whose result gcc does not fold outside an initializer: an overflow, a
 * result that loses bits as a subnormal, and a quotient by zero; then exact ones it folds. */
#define EDGE_D(X) \
    X(CMPLX(1e300, 1e300) * CMPLX(1e300, 2e300)) \
    X(CMPLX(0x1.8p-1000, 0x1.8p-1000) * CMPLX(0x1.0000000000001p-70, 0x1p-100)) \
    X(CMPLX(0x1.8p-1000, 0x1.8p-1000) * CMPLX(0x1p-70, 0x1p-100)) \
    X(CMPLX(1.0, 2.0) / CMPLX(0.0, 0.0)) \
    X(CMPLX(1e-300, 3.0) / CMPLX(1e300, 1e300)) \
    X(CMPLX(-0.0, 0.0) * CMPLX(-0.0, -0.0)) \
    X(CMPLX(1.0, 0.0) * CMPLX(-1.0, -0.0)) \
    X(CMPLX(0.0, -0.0) / CMPLX(-1.0, 2.0)) \
    X(CMPLX(1.0, 1.0) * CMPLX(1.0, 1.0)) \
    X((0.1 + 0.7i) * (0.3 + 0.9i)) \
    X((0.1 + 0.7i) / (0.3 + 0.9i)) \
    X(1.0 / (0.3 + 0.9i))

#define ITEM(e) e,
#define COUNT(a) (int)(sizeof a / sizeof a[0])

static float complex random_f[] = {RANDOM_F(ITEM)};
static double complex random_d[] = {RANDOM_D(ITEM)};
static float complex special_f[] = {SPECIAL_F(ITEM)};
static double complex special_d[] = {SPECIAL_D(ITEM)};
static double complex edge_d[] = {EDGE_D(ITEM)};

static void show_f(const char *what, const float complex *z, int n) {
    for (int i = 0; i < n; i++)
        printf("%s[%d] %a %a\n", what, i, (double)crealf(z[i]), (double)cimagf(z[i]));
}

static void show_d(const char *what, const double complex *z, int n) {
    for (int i = 0; i < n; i++)
        printf("%s[%d] %a %a\n", what, i, creal(z[i]), cimag(z[i]));
}

/* A NaN computed at run time has the sign of the machine's default NaN (negative on
 * x86-64, positive on aarch64): printed without it. */
static void show_run(const char *what, const double complex *z, int n) {
    for (int i = 0; i < n; i++) {
        printf("%s[%d]", what, i);
        double part[2] = {creal(z[i]), cimag(z[i])};
        for (int j = 0; j < 2; j++)
            isnan(part[j]) ? printf(" nan") : printf(" %a", part[j]);
        printf("\n");
    }
}

int main(void) {
    show_f("static float", random_f, COUNT(random_f));
    show_d("static double", random_d, COUNT(random_d));
    show_f("static special float", special_f, COUNT(special_f));
    show_d("static special double", special_d, COUNT(special_d));
    show_d("static edge", edge_d, COUNT(edge_d));
    /* The same expressions in a function: folded by gcc's front end at every -O. */
    float complex local_f[] = {RANDOM_F(ITEM)};
    double complex local_d[] = {RANDOM_D(ITEM)};
    double complex local_edge[] = {EDGE_D(ITEM)};
    show_f("local float", local_f, COUNT(local_f));
    show_d("local double", local_d, COUNT(local_d));
    show_run("local edge", local_edge, COUNT(local_edge));
    double complex z = (0.1 + 0.7i) * (0.3 + 0.9i);
    float complex w = 1.0f / (0.3f + 0.9if);
    printf("z %a %a\nw %a %a\n", creal(z), cimag(z), (double)crealf(w), (double)cimagf(w));
    return 0;
}

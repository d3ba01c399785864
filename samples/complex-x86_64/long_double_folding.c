/* `*` and `/` of long double complex constants, folded as gcc folds them (MPC): each part is
 * the exact value rounded once to the target's long double (x87 80-bit on x86-64, binary128 on
 * aarch64, so each architecture has a sample with its own output; the aarch64 one includes
 * this file), with C99 Annex G's infinities, NaNs and signs of zeros as MPC gives them. In a
 * static initializer gcc always folds; in a function only when the operands and the result are
 * finite and the result exact in long double, and otherwise it calls __mulxc3/__divxc3
 * (__multc3/__divtc3) at run time. The random cases were made once (Python's random, seed
 * 3838). */
#include <complex.h>
#include <math.h>
#include <stdio.h>

#define RANDOM_L(X) \
    X(CMPLXL(0x1.1df8ad5229756d2bc12b99f96eb7p0L, -976.727L) * CMPLXL(155.060L, 0x1.d73ccfbfbcbb6ed8c233288e0d4bp26L)) \
    X(CMPLXL(0x1.5da39ad79ae0ac7fbf7b58b3bef9p5L, -0x1.6ddc8bde652dd0e169ca4d487ae2p-25L) / CMPLXL(0x1.c34a34041cb550d93977355ad53dp33L, 0x1.4b7d00ca9064528a84907fb6cc63p26L)) \
    X(CMPLXL(-506.676L, -0x1.9a9f44fecae3f87261c4f94e9dc0p18L) * CMPLXL(648.778L, 855.121L)) \
    X(CMPLXL(0x1.592a757f45fcc973a53f871ef39fp-15L, -0x1.1ba10b8162333324ad10668adc38p-26L) / CMPLXL(0x1.f975b3b32360287c16a380898d79p-31L, 934.911L)) \
    X(CMPLXL(714.250L, 297.491L) * CMPLXL(-0x1.f4e17b30aa8e5dbc724054883df3p39L, -603.332L)) \
    X(CMPLXL(0x1.ee339d835a838dbb1748a71810e9p-39L, 149.878L) / CMPLXL(0x1.5ce9ee830927809ea1257a518e89p4L, -38.794L)) \
    X(CMPLXL(0x1.399fb0cd88a11a13d5fd4162cf0dp-19L, -283.520L) * CMPLXL(0x1.a7a11a317a79baa3545ed30f7753p-33L, -208.944L)) \
    X(CMPLXL(0x1.7be80476eaeaf54cf312c7c57fafp7L, 0x1.5a83b51dd334aa0f7161f16f7b02p-16L) / CMPLXL(831.887L, -548.213L)) \
    X(CMPLXL(0x1.98fc785ae520219827a4efa74a43p-21L, 0x1.0039fcab60272f1d0f3fa6d8909cp-4L) * CMPLXL(-156.665L, 0x1.3c50ed467a33d29543e77487568fp-6L)) \
    X(CMPLXL(0x1.9db53f45186caa1900e25091cb59p38L, 0x1.51852aadacb1f674e415f439a6b5p5L) / CMPLXL(-0x1.af1d500864873b7b650fd1a396c7p-26L, 239.331L)) \
    X(CMPLXL(41.663L, -936.144L) * CMPLXL(0x1.f94f8c9b1669b6816d827a30f801p35L, -379.275L)) \
    X(0x1.666c66a34c3ea4131fc9a28d3745p22L / CMPLXL(0x1.b3352ad556e17c3b477840e110ffp-23L, 0x1.ad73f4fe9593072c257021d5681dp-15L)) \
    X(CMPLXL(590.754L, 0x1.3ffaf98633b28cb978fb31bfc3a8p34L) * CMPLXL(0x1.4f08228dcafd6c108f1adbd9871fp-4L, 663.617L)) \
    X(CMPLXL(0x1.7e0694d170d1abcff843f8cdd7c5p-15L, -0x1.4a9acc499017c7b5c1618f527ed6p-34L) / CMPLXL(-746.285L, -0x1.e7950956ee9f8366efa87d595195p8L)) \
    X(CMPLXL(-400.327L, 13.602L) * CMPLXL(-0x1.0b44f1431a66542eb520461ada40p-18L, 264.957L)) \
    X(CMPLXL(667.680L, 0x1.3bc74c5ab55d9c18dc95b2cd6af5p-15L) / CMPLXL(960.794L, 583.190L)) \
    X(CMPLXL(0x1.5ba40bcd867cc7f7a3c90458aeb1p-9L, 437.829L) * CMPLXL(166.551L, -398.696L)) \
    X(CMPLXL(0x1.486e169bee912b65df5d44dda8d6p29L, 0x1.8e9f018b8a82148c4530ed510aa9p-28L) / CMPLXL(0x1.f3c9447ecddef7218bb9e5f52649p23L, 952.005L)) \
    X(CMPLXL(0x1.5588306dadca546f10c410974bfep26L, -197.306L) * CMPLXL(698.432L, 47.515L)) \
    X(CMPLXL(152.757L, -966.713L) / CMPLXL(0x1.d78b94b88bf74e46694e25161342p-18L, -0x1.cdc18dea9eb96a287fdb99b4a760p-38L)) \
    X(CMPLXL(0x1.cf318fb234c23ed62f8f064199dap19L, 0x1.98667c92025f2ad4b72973800d03p-6L) * CMPLXL(-0x1.e5588f78ec20e5bb4acd69fb33b6p22L, -476.808L)) \
    X(CMPLXL(-769.652L, 0x1.ae4bbe4f63e368a4dcc4d4cf0810p29L) / CMPLXL(-978.308L, 0x1.6508c30eee63d9efec0b907156a2p21L)) \
    X(CMPLXL(-0x1.8425c4ec9bf77387b179e9000ceap-36L, 870.605L) * CMPLXL(356.898L, 0x1.e104210ff118ae1603a8800a68d7p40L)) \
    X(0x1.8b56551d1009b52d1d8c19282b17p12L / CMPLXL(993.114L, 0x1.5141bf295f530e8b27bed5a38565p1L)) \
    X(CMPLXL(-0x1.c41eb561029b00e8eecea4373bd4p19L, -0x1.2e915c1881180eba264e2d0c07c6p-20L) * CMPLXL(-988.894L, -744.845L)) \
    X(CMPLXL(-0x1.9209ea1440e230ab9c0cc9095a1dp-37L, -0x1.8f481f050d64c6ea4ce63c76d1d7p-33L) / CMPLXL(0x1.7e08e7b59604874fca08e98637e7p-33L, 0x1.7e06a4582ee846256923e46fa520p34L)) \
    X(CMPLXL(-0x1.e97889abc7b81d4b8959e71dba5ap-36L, -213.710L) * CMPLXL(-0x1.ac9729540cd3d39504afc27a6b77p-24L, 0x1.13df48a1c8c7a703bfadf0d9a210p-9L)) \
    X(CMPLXL(338.143L, -0x1.ac86a27d829444095a622f6d74eep-25L) / CMPLXL(266.461L, -0x1.c4d48068aaa26868eafe76df953ap34L)) \
    X(CMPLXL(0x1.9f9b084df5729907f136a1c2146ap-33L, 504.238L) * CMPLXL(-864.710L, 10.426L)) \
    X(CMPLXL(859.602L, -0x1.690bf3e7f3f680e0c73a79b8e800p-35L) / CMPLXL(667.624L, 0x1.a08f59639db10a2313a7ec09927fp-30L)) \
    X(CMPLXL(985.912L, 0x1.eec255352ced46d8262a4b00014fp-6L) * CMPLXL(-457.289L, -0x1.1fb0e1e4832525b8bc676b26ba45p-39L)) \
    X(CMPLXL(745.895L, -140.526L) / CMPLXL(-0x1.62f79ab0297025ec143a427ac2dep-38L, 0x1.6b88c46c108faa888f6e7b6d0bb6p1L)) \
    X(CMPLXL(0x1.0b2c502957e6b24e1621a6a022efp-22L, -0x1.717e294cbd8ca236ddf18f38966bp-2L) * CMPLXL(0x1.d34fa0c40d6250dad296627c8872p12L, 0x1.a4d84046417db12158025872abb0p6L)) \
    X(CMPLXL(678.819L, 375.273L) / CMPLXL(0x1.b82cf5b70f752b7b329db03a6e46p-21L, 0x1.d205f49dcd7c5cb59f3450e27f4bp12L)) \
    X(CMPLXL(985.013L, -0x1.39d61afa060c3715df6c28256a8dp18L) * CMPLXL(-0x1.ce99b30f43d3b959eebb4cb9fc00p-30L, 993.763L)) \
    X(0x1.f755fde5aa7ba1dfce781dbe978ep-3L / CMPLXL(-446.720L, 0x1.15b9d87f5b6d766b04a150cd83c1p5L)) \
    X(CMPLXL(0x1.5ade444af182ef52a91e93e3f797p18L, 539.792L) * CMPLXL(0x1.c21b9e4414d3926d4d1b5aafa953p39L, -415.137L)) \
    X(CMPLXL(-959.528L, -0x1.5fff6e318ae51809e82f631bdd4fp36L) / CMPLXL(0x1.78eb209f5cc9b589bc42bb7dd68ep-5L, -501.273L)) \
    X(CMPLXL(-0x1.ee1acee7f00516cf42944ac904a9p25L, 0x1.518aa08f0db36c42bf41206f774cp-28L) * CMPLXL(0x1.3f0dcbf9942e0d36527760b31120p9L, 0x1.7bda3b57a3cad46a47c1e15b1995p-9L)) \
    X(CMPLXL(0x1.0afa0b30a0d116d5c9bd1e439013p-13L, -0x1.f49749a011ac2e5f8c8dd69eb5d9p-26L) / CMPLXL(-0x1.9db1ee848b09d89f84ff98855975p9L, -0x1.60362e24e46c50526e6cb2860a7ap16L)) \
    X(CMPLXL(357.380L, -0x1.edd06fce38f15257f5a1404a87f9p21L) * CMPLXL(-0x1.f2b2bea28da91f61761b8e426a87p24L, -0x1.f4fd56c2fb00287a26a66753d18fp-2L)) \
    X(CMPLXL(0x1.7a31296f5bcc698958b35442a780p3L, 0x1.360c43b5f17ae06d04406a7950f7p-22L) / CMPLXL(0x1.4f0c604b0bc4ba0a3642cf5049fcp1L, 496.811L)) \
    X(CMPLXL(-0x1.8601c0c5310c7be30aad6e1fd36ep35L, 0x1.33920cfcfe0fa27559fd6830eb15p28L) * CMPLXL(208.536L, 148.501L)) \
    X(CMPLXL(382.933L, 232.518L) / CMPLXL(-0x1.fe4ff1a4975002336d3eba57bbdbp-30L, -140.571L)) \
    X(CMPLXL(-460.852L, -953.878L) * CMPLXL(0x1.f242a5e3548bef76581405f48f48p-29L, -208.897L)) \
    X(CMPLXL(-997.776L, -929.681L) / CMPLXL(-0x1.0f73575fccb397b827f4867b1a1ep-32L, 0x1.a444796c9215e8b9d6cff6a17cf9p-22L)) \
    X(CMPLXL(-681.383L, 0x1.eaba326b712b4dd5591b24dc90cdp15L) * CMPLXL(-0x1.29986e1186b90352192ef70e5e74p17L, 0x1.d4578cefab0f0d55be1a8141ca24p30L)) \
    X(-0x1.9a0508342bff8da35c7dfb67b7bep22L / CMPLXL(828.218L, -0x1.1f6633eb2e58e3a254449e3a7678p-28L))


#define SPECIAL_L(X) \
    X(CMPLXL(-2.0, 0.0) * CMPLXL(INFINITY, -2.0)) \
    X(CMPLXL(NAN, INFINITY) * CMPLXL(-2.0, -INFINITY)) \
    X(CMPLXL(0.0, INFINITY) * CMPLXL(-INFINITY, -INFINITY)) \
    X(CMPLXL(0.0, -0.0) * CMPLXL(1.5, 0.0)) \
    X(CMPLXL(1.5, 1.5) * CMPLXL(0.0, -INFINITY)) \
    X(CMPLXL(-0.0, 0.0) * CMPLXL(-2.0, -0.0)) \
    X(CMPLXL(-0.0, -2.0) * CMPLXL(-0.0, 1.5)) \
    X(CMPLXL(1.5, -2.0) * CMPLXL(NAN, NAN)) \
    X(CMPLXL(1.5, -2.0) * CMPLXL(0.0, NAN)) \
    X(CMPLXL(1.5, INFINITY) * CMPLXL(-0.0, -2.0)) \
    X(CMPLXL(NAN, -INFINITY) * CMPLXL(0.0, INFINITY)) \
    X(CMPLXL(INFINITY, NAN) * CMPLXL(1.5, -INFINITY)) \
    X(CMPLXL(0.0, INFINITY) * CMPLXL(-INFINITY, 1.5)) \
    X(CMPLXL(-0.0, INFINITY) * CMPLXL(0.0, 0.0)) \
    X(CMPLXL(-0.0, -INFINITY) * CMPLXL(-2.0, -0.0)) \
    X(CMPLXL(0.0, 0.0) * CMPLXL(-0.0, -0.0)) \
    X(CMPLXL(1.5, NAN) / CMPLXL(-INFINITY, -INFINITY)) \
    X(CMPLXL(-INFINITY, -0.0) / CMPLXL(NAN, -0.0)) \
    X(CMPLXL(NAN, INFINITY) / CMPLXL(0.0, INFINITY)) \
    X(CMPLXL(INFINITY, -INFINITY) / CMPLXL(0.0, -2.0)) \
    X(CMPLXL(-INFINITY, INFINITY) / CMPLXL(INFINITY, -INFINITY)) \
    X(CMPLXL(0.0, -2.0) / CMPLXL(1.5, -INFINITY)) \
    X(CMPLXL(NAN, -0.0) / CMPLXL(NAN, 0.0)) \
    X(CMPLXL(1.5, -0.0) / CMPLXL(-0.0, INFINITY)) \
    X(CMPLXL(-0.0, NAN) / CMPLXL(1.5, NAN)) \
    X(CMPLXL(1.5, 0.0) / CMPLXL(1.5, -INFINITY)) \
    X(CMPLXL(0.0, -2.0) / CMPLXL(INFINITY, 1.5)) \
    X(CMPLXL(-0.0, INFINITY) / CMPLXL(0.0, 0.0)) \
    X(CMPLXL(1.5, 0.0) / CMPLXL(-2.0, INFINITY)) \
    X(CMPLXL(NAN, NAN) / CMPLXL(NAN, NAN)) \
    X(CMPLXL(-2.0, -INFINITY) / CMPLXL(-2.0, NAN)) \
    X(CMPLXL(-0.0, INFINITY) / CMPLXL(INFINITY, -0.0))

/* Finite operands whose result gcc does not fold outside an initializer (an overflow, a
 * subnormal that loses bits, a quotient by zero), then exact ones it folds. */
#define EDGE_L(X) \
    X(CMPLXL(1e4900L, 1e4900L) * CMPLXL(1e4900L, 2e4900L)) \
    X(CMPLXL(0x1.8p-16000L, 0x1.8p-16000L) * CMPLXL(0x1.0000000000000000000000000001p-440L, 0x1p-500L)) \
    X(CMPLXL(1.0L, 2.0L) / CMPLXL(0.0L, 0.0L)) \
    X(CMPLXL(-0.0L, 0.0L) * CMPLXL(-0.0L, -0.0L)) \
    X(CMPLXL(0.0L, -0.0L) / CMPLXL(-1.0L, 2.0L)) \
    X((0.1L + 0.7iL) * (0.3L + 0.9iL)) \
    X((0.1L + 0.7iL) / (0.3L + 0.9iL)) \
    X(1.0L / (0.3L + 0.9iL))

#define ITEM(e) e,
#define COUNT(a) (int)(sizeof a / sizeof a[0])

static long double complex random_l[] = {RANDOM_L(ITEM)};
static long double complex special_l[] = {SPECIAL_L(ITEM)};
static long double complex edge_l[] = {EDGE_L(ITEM)};

/* A NaN computed at run time may have either sign (libgcc's): printed without it. */
static void show(const char *what, const long double complex *z, int n, int run) {
    for (int i = 0; i < n; i++) {
        printf("%s[%d]", what, i);
        long double part[2] = {creall(z[i]), cimagl(z[i])};
        for (int j = 0; j < 2; j++)
            run && isnan(part[j]) ? printf(" nan") : printf(" %La", part[j]);
        printf("\n");
    }
}

int main(void) {
    show("static", random_l, COUNT(random_l), 0);
    show("static special", special_l, COUNT(special_l), 0);
    show("static edge", edge_l, COUNT(edge_l), 0);
    /* The same expressions in a function: folded by gcc's front end at every -O. */
    long double complex local_l[] = {RANDOM_L(ITEM)};
    long double complex local_edge[] = {EDGE_L(ITEM)};
    show("local", local_l, COUNT(local_l), 1);
    show("local edge", local_edge, COUNT(local_edge), 1);
    return 0;
}

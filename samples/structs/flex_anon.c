/* Flexible array members and anonymous members (C11) in a message-queue setting:
 * variable-length packets allocated with malloc as header + payload, a packet header
 * whose fields are reachable both by name through an anonymous struct and as raw words
 * through an anonymous union, checksums, and a ring of packets consumed in order. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <stddef.h>

struct header {
    union {
        struct {
            uint16_t type;
            uint16_t length;
            uint32_t seq;
        };
        uint32_t words[2];
    };
};

struct packet {
    struct header h;
    uint32_t sum;
    unsigned char payload[];
};

struct shape {
    enum { CIRCLE, RECT } kind;
    union {
        struct { double r; };
        struct { double w, h; };
    };
};

static uint32_t adler32(const unsigned char *p, size_t n) {
    uint32_t a = 1, b = 0;
    for (size_t i = 0; i < n; i++) {
        a = (a + p[i]) % 65521u;
        b = (b + a) % 65521u;
    }
    return b << 16 | a;
}

static struct packet *make_packet(uint16_t type, uint32_t seq, const void *data, uint16_t len) {
    struct packet *p = malloc(sizeof *p + len);
    if (!p)
        return NULL;
    p->h.type = type;
    p->h.length = len;
    p->h.seq = seq;
    memcpy(p->payload, data, len);
    p->sum = adler32(p->payload, len);
    return p;
}

static double area(struct shape s) { return s.kind == CIRCLE ? 3.0 * s.r * s.r : s.w * s.h; }

int main(void) {
    printf("sizeof header %zu packet %zu, payload at %zu, seq at %zu\n", sizeof(struct header),
           sizeof(struct packet), offsetof(struct packet, payload), offsetof(struct header, seq));
    const char *texts[] = {"hello", "", "flexible array members", "Wikipedia", "xyz"};
    struct packet *ring[5];
    for (int i = 0; i < 5; i++)
        ring[i] = make_packet((uint16_t)(i % 2 + 1), 1000u + (uint32_t)i * 7, texts[i],
                              (uint16_t)strlen(texts[i]));
    for (int i = 0; i < 5; i++) {
        struct packet *p = ring[(i + 2) % 5];
        /* The same header seen as words: type in the low half of words[0] on little-endian
         * targets (both are), so read it back with shifts and compare. */
        uint16_t t_from_word = (uint16_t)(p->h.words[0] & 0xffff);
        uint16_t l_from_word = (uint16_t)(p->h.words[0] >> 16);
        printf("seq %u type %u len %2u sum %08x words %08x %08x %s \"%.*s\"\n", p->h.seq,
               p->h.type, p->h.length, p->sum, p->h.words[0], p->h.words[1],
               t_from_word == p->h.type && l_from_word == p->h.length && p->h.words[1] == p->h.seq
                   ? "consistent" : "MISMATCH",
               (int)p->h.length, (const char *)p->payload);
    }
    /* Corrupt one byte and detect it. */
    ring[2]->payload[3] ^= 0x20;
    int bad = 0;
    for (int i = 0; i < 5; i++)
        if (adler32(ring[i]->payload, ring[i]->h.length) != ring[i]->sum) {
            bad++;
            printf("corrupted: seq %u now \"%.*s\"\n", ring[i]->h.seq, (int)ring[i]->h.length,
                   (const char *)ring[i]->payload);
        }
    /* Copying a struct with a flexible member copies only the header part. */
    struct packet copy = *ring[0];
    printf("copied header seq %u sum %08x\n", copy.h.seq, copy.sum);
    for (int i = 0; i < 5; i++)
        free(ring[i]);

    struct shape shapes[] = {{CIRCLE, {{2.0}}}, {.kind = RECT, .w = 3, .h = 4}, {RECT, .w = 1.5}};
    shapes[2].h = 2;
    double total = 0;
    for (int i = 0; i < 3; i++) {
        total += area(shapes[i]);
        printf("shape %d kind %d area %.3f\n", i, shapes[i].kind, area(shapes[i]));
    }
    struct header h = {.type = 9, .length = 3, .seq = 77};
    struct header h2 = h;
    h2.words[1]++;
    printf("total %.3f, header copy seq %u -> %u\n", total, h.seq, h2.seq);
    return bad == 1 ? 0 : 1;
}

/* Under `#pragma pack(1)` a bit-field goes right after the previous one whatever its
 * type's unit, as gcc packs it: a 60-bit field after 7 bits spans eight bytes, a 17-bit
 * one after it crosses into the next unit. A little bit-stream encoder reads and writes
 * such fields in place. */
#include <stdio.h>

#pragma pack(push, 1)
struct sample {
    unsigned char channel : 7;
    unsigned long time : 60;
    int value : 17;
    unsigned short flags : 9;
    long long offset : 41;
};
#pragma pack(pop)

struct frame {
    char name[3];
    struct sample s[5];
};

static unsigned checksum(const void *p, unsigned long n)
{
    const unsigned char *b = p;
    unsigned h = 2166136261u;
    while (n--)
        h = (h ^ *b++) * 16777619u;
    return h;
}

int main(void)
{
    struct frame f = {"ab", {{1, 1000, -65536, 511, -1}, {.value = 65535, .channel = 127}}};
    printf("sizeof sample %zu, frame %zu\n", sizeof(struct sample), sizeof(struct frame));
    for (int i = 2; i < 5; i++) {
        struct sample *s = &f.s[i];
        s->channel = i * 40;
        s->time = 0xfffffffffffffffUL / (i + 1);
        s->value = -i * 30000;
        s->flags = i << 7;
        s->offset = -(1LL << 40) + i;
    }
    for (int i = 0; i < 5; i++) {
        const struct sample *s = &f.s[i];
        printf("%d: ch=%u time=%lu value=%d flags=%u offset=%lld\n", i, s->channel, s->time,
               s->value, s->flags, s->offset);
    }
    printf("checksum %08x\n", checksum(&f, sizeof f));
    f.s[1].time += 5;
    f.s[1].value--;
    f.s[4].offset >>= 3;
    f.s[0].flags <<= 1;
    printf("after: %lu %d %lld %u\n", f.s[1].time, f.s[1].value, f.s[4].offset, f.s[0].flags);
    printf("checksum %08x\n", checksum(&f, sizeof f));
    return f.s[2].value & 0xff;
}

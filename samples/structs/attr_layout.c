/* Layout under GNU attributes and #pragma pack: sizeof, _Alignof and offsetof of packed
   and aligned structures, unions and members, with bit-fields, as gcc lays them out. */
#include <stddef.h>
#include <stdio.h>

#define SHOW(T) printf("%-22s size %2zu align %2zu\n", #T, sizeof(T), _Alignof(T))
#define AT(T, m) printf("  %-20s at %2zu\n", #m, offsetof(T, m))

struct __attribute__((packed)) packed_s { char c; int i; short s; double d; };
struct packed_after { char c; int i; long l; } __attribute__((__packed__));
struct member_packed { char c; int i __attribute__((packed)); short s; };
struct aligned_s { char c; } __attribute__((aligned(16)));
struct aligned_member { char c; int i __attribute__((aligned(8))); char d; };
struct packed_aligned { char c; int i; } __attribute__((packed, aligned(4)));
struct packed_own_align { char c; int i __attribute__((aligned(2))); } __attribute__((packed));
struct bare_aligned { char c; } __attribute__((aligned));
union __attribute__((packed)) packed_u { char c; int i; double d; };
union aligned_u { char c; short s; } __attribute__((aligned(8)));
struct __attribute__((packed)) packed_bits { char c; int a : 3; int b : 30; short s : 9; };
struct __attribute__((packed)) packed_flags { char c; unsigned a : 4, b : 4; short s : 12; int i; };
struct nested_in_packed { char c; struct aligned_member inner; } __attribute__((packed));
struct holds_packed { char c; struct packed_s p; int after; };

#pragma pack(push, 2)
struct pack2 { char c; int i; double d; short s; };
struct pack2_bits { char c; int a : 20; int b : 20; };
struct pack2_aligned { char c; int i __attribute__((aligned(8))); };
#pragma pack(push, 1)
struct pack1 { char c; long l; };
#pragma pack(pop)
struct pack2_again { char c; double d; };
#pragma pack(pop)
struct unpacked { char c; double d; };
#pragma pack(4)
struct pack4 { char c; double d; long long ll; };
struct pack4_type_aligned { char c; } __attribute__((aligned(16)));
#pragma pack()
struct after_reset { char c; double d; };

struct packed_s packed_array[3];
struct aligned_s aligned_var;

int main(void) {
    SHOW(struct packed_s); AT(struct packed_s, i); AT(struct packed_s, s); AT(struct packed_s, d);
    SHOW(struct packed_after); AT(struct packed_after, l);
    SHOW(struct member_packed); AT(struct member_packed, i); AT(struct member_packed, s);
    SHOW(struct aligned_s);
    SHOW(struct aligned_member); AT(struct aligned_member, i); AT(struct aligned_member, d);
    SHOW(struct packed_aligned); AT(struct packed_aligned, i);
    SHOW(struct packed_own_align); AT(struct packed_own_align, i);
    SHOW(struct bare_aligned);
    SHOW(union packed_u);
    SHOW(union aligned_u);
    SHOW(struct packed_bits); AT(struct packed_bits, c);
    SHOW(struct nested_in_packed); AT(struct nested_in_packed, inner);
    SHOW(struct holds_packed); AT(struct holds_packed, p); AT(struct holds_packed, after);
    SHOW(struct pack2); AT(struct pack2, i); AT(struct pack2, d); AT(struct pack2, s);
    SHOW(struct pack2_bits);
    SHOW(struct pack2_aligned); AT(struct pack2_aligned, i);
    SHOW(struct pack1); AT(struct pack1, l);
    SHOW(struct pack2_again); AT(struct pack2_again, d);
    SHOW(struct unpacked); AT(struct unpacked, d);
    SHOW(struct pack4); AT(struct pack4, d); AT(struct pack4, ll);
    SHOW(struct pack4_type_aligned);
    SHOW(struct after_reset); AT(struct after_reset, d);

    SHOW(struct packed_flags); AT(struct packed_flags, i);
    /* Bit-fields of a packed structure, and the members after them, read back. */
    struct packed_flags f = { 'x', 9, 3, -200, 77 };
    f.a += 1;
    f.s -= 1;
    printf("flags %c %u %u %d %d\n", f.c, f.a, f.b, f.s, f.i);
    /* Misaligned members are read and written through the structure. */
    for (int k = 0; k < 3; k++) {
        packed_array[k].c = (char)('a' + k);
        packed_array[k].i = 1000 * k + 7;
        packed_array[k].d = k + 0.5;
    }
    double sum = 0;
    for (int k = 0; k < 3; k++)
        sum += packed_array[k].i + packed_array[k].d;
    printf("array %zu %.1f %c\n", sizeof packed_array, sum, packed_array[2].c);
    printf("aligned var %d\n", (int)((unsigned long)&aligned_var % 16));
    return 0;
}

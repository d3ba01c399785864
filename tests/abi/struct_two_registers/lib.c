/* Results of 9 to 16 bytes, which come back in two registers: rax/rdx, xmm0/xmm1, or one of
 * each in either order on x86-64 (by the class of each eightbyte); x0/x1 on aarch64, and
 * v0-v3 for a homogeneous floating-point aggregate of up to four members (up to 32 bytes).
 * Callbacks return the same shapes the other way. */
int printf(const char *fmt, ...);

struct ll { long a, b; };
struct dd { double x, y; };
struct ld { long a; double d; };
struct dl { double d; long a; };
struct ifd { int i; float f; double d; };
struct fff { float a, b, c; };
struct ffff { float a, b, c, d; };
struct ddd { double x, y, z; };
struct dddd { double w, x, y, z; };
struct c12 { char s[12]; };
struct sd { short s; double d; };
union u16 { long l[2]; double d; };
typedef struct { long quot; long rem; } my_ldiv_t;

struct ll make_ll(long a, long b) { struct ll r = { a * 3, b - 1 }; return r; }
struct dd make_dd(double x) { struct dd r = { x / 3, -x }; return r; }
struct ld make_ld(long a, double d) { struct ld r = { a + 1, d * 2 }; return r; }
struct dl make_dl(double d, long a) { struct dl r = { d - 0.5, a - 2 }; return r; }
struct ifd make_ifd(int i) { struct ifd r = { i, i * 0.25f, i * 1e10 }; return r; }
struct fff make_fff(float k) { struct fff r = { k, k * 2, k * -4 }; return r; }
struct ffff make_ffff(float k) { struct ffff r = { k, k + 1, k + 2, 1e30f }; return r; }
struct ddd make_ddd(double k) { struct ddd r = { k, k * k, 1 / k }; return r; }
struct dddd make_dddd(double k) { struct dddd r = { k, -k, k * 10, 1e-300 }; return r; }
struct c12 make_c12(char c) {
  struct c12 r;
  for (int i = 0; i < 12; i++)
    r.s[i] = (char)(c + i);
  return r;
}
struct sd make_sd(short s) { struct sd r = { s, s * 1.5 }; return r; }
union u16 make_u16(long a) { union u16 r; r.l[0] = a; r.l[1] = ~a; return r; }
my_ldiv_t my_ldiv(long n, long d) { my_ldiv_t r = { n / d, n % d }; return r; }

/* Each callback's result, printed where it arrives. */
void call_makers(struct ll (*ll)(long), struct ld (*ld)(long), struct dl (*dl)(double),
                 struct fff (*fff)(float), struct dddd (*dddd)(double),
                 struct c12 (*c12)(char)) {
  struct ll a = ll(5);
  struct ld b = ld(-6);
  struct dl c = dl(0.75);
  struct fff f = fff(1.5f);
  struct dddd q = dddd(2.0);
  struct c12 s = c12('a');
  printf("lib: %ld %ld | %ld %.17g | %.17g %ld\n", a.a, a.b, b.a, b.d, c.d, c.a);
  printf("lib: %.9g %.9g %.9g | %.17g %.17g %.17g %.17g | %.12s\n", f.a, f.b, f.c, q.w, q.x,
         q.y, q.z, s.s);
}

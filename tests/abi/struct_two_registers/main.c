/* The caller side of lib.c's two-register results, and callbacks returning them. */
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

struct ll make_ll(long a, long b);
struct dd make_dd(double x);
struct ld make_ld(long a, double d);
struct dl make_dl(double d, long a);
struct ifd make_ifd(int i);
struct fff make_fff(float k);
struct ffff make_ffff(float k);
struct ddd make_ddd(double k);
struct dddd make_dddd(double k);
struct c12 make_c12(char c);
struct sd make_sd(short s);
union u16 make_u16(long a);
my_ldiv_t my_ldiv(long n, long d);
void call_makers(struct ll (*ll)(long), struct ld (*ld)(long), struct dl (*dl)(double),
                 struct fff (*fff)(float), struct dddd (*dddd)(double),
                 struct c12 (*c12)(char));

static struct ll cb_ll(long a) { struct ll r = { a, -a * 1000000000000L }; return r; }
static struct ld cb_ld(long a) { struct ld r = { a * 7, a / 4.0 }; return r; }
static struct dl cb_dl(double d) { struct dl r = { d * d, (long)(d * 100) }; return r; }
static struct fff cb_fff(float k) { struct fff r = { k, -k, k / 8 }; return r; }
static struct dddd cb_dddd(double k) { struct dddd r = { k, k + 0.5, k * 1e100, -k }; return r; }
static struct c12 cb_c12(char c) {
  struct c12 r;
  for (int i = 0; i < 12; i++)
    r.s[i] = (char)(c + 11 - i);
  return r;
}

int main(void) {
  struct ll a = make_ll(7, -9);
  struct dd b = make_dd(1.0);
  struct ld c = make_ld(-4, 0.1);
  struct dl d = make_dl(3.25, 40);
  struct ifd e = make_ifd(-3);
  struct fff f = make_fff(0.5f);
  struct ffff g = make_ffff(-1.25f);
  struct ddd h = make_ddd(3.0);
  struct dddd i = make_dddd(-0.125);
  struct c12 j = make_c12('A');
  struct sd k = make_sd(-300);
  union u16 u = make_u16(0x123456789L);
  my_ldiv_t q = my_ldiv(-17, 5);
  printf("%ld %ld | %.17g %.17g | %ld %.17g | %.17g %ld\n", a.a, a.b, b.x, b.y, c.a, c.d, d.d,
         d.a);
  printf("%d %.9g %.17g | %.9g %.9g %.9g | %.9g %.9g %.9g %.9g\n", e.i, e.f, e.d, f.a, f.b, f.c,
         g.a, g.b, g.c, g.d);
  printf("%.17g %.17g %.17g | %.17g %.17g %.17g %.17g\n", h.x, h.y, h.z, i.w, i.x, i.y, i.z);
  printf("%.12s | %d %.17g | %lx %lx | %ld %ld\n", j.s, k.s, k.d, u.l[0], u.l[1], q.quot,
         q.rem);
  printf("%ld %.17g\n", make_ll(1, 2).b + make_ld(3, 4.5).a, make_dd(9).y + make_ddd(2).z);
  call_makers(cb_ll, cb_ld, cb_dl, cb_fff, cb_dddd, cb_c12);
  return 0;
}

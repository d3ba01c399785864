/* Structures passed through `...` to the peer's variadic function from this side, directly,
 * after many other arguments, and through a pointer. */
struct pair { long a, b; };
struct big { long v[3]; };
struct dd { double x, y; };
struct fff { float a, b, c; };
struct ld { long a; double d; };

double vstructs(const char *spec, ...);

double forward_structs(struct pair p, struct big b, struct dd d, struct fff f, struct ld m) {
  double (*fp)(const char *, ...) = vstructs;
  double s = vstructs("pbdfm", p, b, d, f, m);
  s += vstructs("iiiiipibdgggggggfgm", 1, 2, 3, 4, 5, p, 6, b, d, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0,
                7.0, f, 8.0, m);
  s += fp("mbp", m, b, p);
  return s;
}

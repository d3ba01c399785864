/* Attributes on enumerators, null statements and labels are kept like any other: the ones
 * tcc-rs gives their meaning to (deprecated, fallthrough, unused, hot) pass silently, and an
 * unknown one gets gcc's warning where it is written. */
enum e { A __attribute__((deprecated)) = 1, B __attribute__((bogus_enumerator)), C };

int f(int x) {
  switch (x) {
  case 1:
    x += 1;
    __attribute__((fallthrough));
  case 2:
    x += B;
    __attribute__((bogus_statement));
  default:
    x += C;
  }
done: __attribute__((unused, bogus_label))
  x++;
hot: __attribute__((hot));
  return x;
}

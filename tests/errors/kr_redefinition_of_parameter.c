int k(q) int q; int q; { return q; }

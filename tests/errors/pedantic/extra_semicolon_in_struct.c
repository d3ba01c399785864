/* options: -std=c17 -pedantic */
struct s { int a;; int b; };
union u { ; int c; };
struct t { int x; ; };
struct v { int a; int b;; };

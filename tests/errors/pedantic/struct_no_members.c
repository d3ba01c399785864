/* options: -std=c17 -pedantic */
struct E {};
union U {};
struct F { int : 3; };
struct E e;

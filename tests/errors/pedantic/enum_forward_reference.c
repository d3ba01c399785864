/* options: -std=c17 -pedantic */
enum E;
enum E *pe, *pf;
enum E { A, B };
enum E e;

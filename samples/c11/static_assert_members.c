/* _Static_assert among a structure's members (C11 6.7.2.1), also after a flexible array member
   and in a structure declared inside sizeof: they declare nothing and are checked. */
struct ok { _Static_assert(sizeof(int) == 4, "int"); int a; _Static_assert(1, "x"); };
struct s { int a; int tail[]; _Static_assert(1, "after the flexible member"); };
int f(void) { return sizeof(struct { _Static_assert(2 > 1, "fine"); int x; }) + sizeof(struct ok); }
int main(void) { return f() == 8 ? 0 : 1; }

long char a;
short int long b;
unsigned double c;
long long long d;
signed signed e;
struct S { int m; };
struct S unsigned f;
void int g;

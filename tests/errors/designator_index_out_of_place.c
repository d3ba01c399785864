struct P { int x, y; };
struct Q { struct P p; int a[2]; };
int s = { [0] = 1 };
struct Q q2 = { .a[5] = 1 };
int arr[2] = { [1.5] = 1 };
struct Q q4 = { .p.x[1] = 1 };
struct Q q5[2] = { [1].a.x = 1 };

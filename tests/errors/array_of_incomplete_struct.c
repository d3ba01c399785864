struct S a[2];
struct S {
    int x;
};

struct S {
    int n;
    void m[2];
};

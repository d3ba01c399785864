struct S {
    _Alignas(8) int x : 3;
};

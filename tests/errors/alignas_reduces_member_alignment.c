struct S {
    _Alignas(8) int x;
    _Alignas(1) long y;
};

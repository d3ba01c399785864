int n = 4;
_Alignas(n) int e;

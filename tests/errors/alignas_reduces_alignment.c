_Alignas(2) int a;

_Alignas(3) int b;

_Alignas(1L << 29) char big;

_Alignas(16) int g(void);

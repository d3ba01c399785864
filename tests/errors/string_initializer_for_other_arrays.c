char d[2] = { "ab", "c"};
int e[2] = "ab";
long f[2] = "ab";
double h[2] = "ab";

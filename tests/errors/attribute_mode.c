typedef int T __attribute__((mode(XX)));
typedef float U __attribute__((mode(QI)));
typedef int V __attribute__((mode("QI")));

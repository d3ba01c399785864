int n = 3;
int table[n];

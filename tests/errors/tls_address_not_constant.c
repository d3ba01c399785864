__thread int z;
int *p = &z;

union U;
int h(union U b[]);

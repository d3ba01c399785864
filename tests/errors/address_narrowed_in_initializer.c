int counter;
int narrow = (int)&counter;
_Bool truth = (long)&counter;

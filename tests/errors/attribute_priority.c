void early(void) __attribute__((constructor(50)));
void two(void) __attribute__((constructor(101, 2)));
void text(void) __attribute__((destructor("x")));
int object __attribute__((constructor));

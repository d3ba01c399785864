extern int optional_feature __attribute__((weak));
int has_feature = &optional_feature != 0;

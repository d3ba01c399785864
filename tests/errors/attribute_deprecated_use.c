__attribute__((deprecated)) int old(void);
__attribute__((deprecated("use fresh instead"))) extern int old_count;
int use(void) { return old() + old_count; }

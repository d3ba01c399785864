typedef __thread int T;
int f(void) { register __thread int r; auto _Thread_local int q; return r; }

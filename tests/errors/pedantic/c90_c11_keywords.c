/* options: -std=c90 -pedantic */
_Thread_local int counter;
_Noreturn void die(void);
static _Noreturn void stop(void) { for (;;) ; }
_Alignas(16) int aligned;
int k = _Alignof(double);
int chosen = _Generic(1, int: 2, default: 3);
_Atomic int shared;
_Atomic(long) other;
int g = __alignof__(int);
void use(void) { stop(); }

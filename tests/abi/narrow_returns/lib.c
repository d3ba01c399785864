/* Callees returning narrow integers computed in wide arithmetic. A compiler may return the
 * narrow value with garbage above its width (gcc -O2 does: `lea eax, [rdi+rsi]` for a
 * `signed char` sum), so the caller must extend it before using it as a wider value. */

signed char ret_schar(int a, int b) { return (signed char)(a + b); }
unsigned char ret_uchar(int a, int b) { return (unsigned char)(a + b); }
char ret_char(int a, int b) { return (char)(a + b); }
short ret_short(int a, int b) { return (short)(a + b); }
unsigned short ret_ushort(int a, int b) { return (unsigned short)(a + b); }
_Bool ret_bool(int a, int b) { return (_Bool)(a & b); }
int ret_int(long a, long b) { return (int)(a + b); }
unsigned ret_uint(long a, long b) { return (unsigned)(a + b); }
long ret_long(long a, long b) { return a + b; }
unsigned long ret_ulong(long a, long b) { return (unsigned long)(a + b); }
long long ret_llong(long long a, long long b) { return a * b; }
unsigned long long ret_ullong(unsigned long long a, unsigned long long b) { return a * b; }

/* Narrow values taken straight from memory: the byte load leaves the upper bits to the
 * callee's choice of instruction. */
signed char schars[4] = {-128, -1, 0, 127};
unsigned char uchars[4] = {255, 128, 0, 1};
short shorts[4] = {-32768, -1, 0, 32767};
unsigned short ushorts[4] = {65535, 32768, 0, 1};

signed char load_schar(int i) { return schars[i]; }
unsigned char load_uchar(int i) { return uchars[i]; }
short load_short(int i) { return shorts[i]; }
unsigned short load_ushort(int i) { return ushorts[i]; }

/* Function pointers: a table of operations initialised with function names, calls
   through pointers, a pointer passed as a callback, and a file-scope pointer. */
int printf(const char *fmt, ...);

int add(int a, int b) { return a + b; }
int sub(int a, int b) { return a - b; }
int mul(int a, int b) { return a * b; }
int quot(int a, int b) { return b ? a / b : 0; }

int (*ops[4])(int, int) = {add, sub, mul, quot};
const char *names[4] = {"add", "sub", "mul", "div"};
int (*current)(int, int) = &mul;

int fold(int (*f)(int, int), const int *v, int n, int init) {
    int acc = init;
    for (int i = 0; i < n; i++)
        acc = f(acc, v[i]);
    return acc;
}

int main(void) {
    for (int i = 0; i < 4; i++)
        printf("%s(84, 4) = %d\n", names[i], ops[i](84, 4));
    int v[5] = {1, 2, 3, 4, 5};
    printf("sum %d product %d\n", fold(add, v, 5, 0), fold(mul, v, 5, 1));
    printf("current %d\n", current(6, 7));
    current = sub;
    printf("current %d\n", (*current)(6, 7));
    int (*pick)(int, int) = v[0] ? ops[2] : ops[0];
    return pick(3, 4);
}

struct buffer { const char *data; volatile int *reg; };
void fill(char *out);
char *first(const char *s) { return s; }
int main(void) {
    const char *text = "abc";
    char *p = text;
    p = text;
    fill(text);
    struct buffer b = { text, 0 };
    int *r = b.reg;
    char *const *names = 0;
    char **q = names;
    const volatile int *cv = 0;
    void *any = cv;
    return *p + *r + **q + (any != 0);
}

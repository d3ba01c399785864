int puts(const char *);

int main(void) {
    puts("a\jb");
    return '\q' == 'q' ? 0 : 1;
}

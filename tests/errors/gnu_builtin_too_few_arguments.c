int main(void) {
    return __builtin_clz();
}

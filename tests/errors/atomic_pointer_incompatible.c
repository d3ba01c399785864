int main(void) {
    _Atomic int counter = 0;
    int *plain = &counter;
    const char **names = 0;
    char **mutable_names = names;
    return *plain + (mutable_names != 0);
}

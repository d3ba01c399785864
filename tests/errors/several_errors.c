int main(void) {
    a = 1;
    break;
    b = 2;
    return undefined_fn(1);
}

union value { int i; double d; };

int main(void) {
    union value v = 5;
    return v.i;
}

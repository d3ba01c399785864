int f(int x) {
    switch (x) {
    case 'a' ... 'z':
        return 1;
    case 'q':
        return 2;
    }
    return 0;
}

int f(int x) {
    switch (x) {
    case 1 ... 5:
        return 1;
    case 3 ... 9:
        return 2;
    }
    return 0;
}

int f(int x) {
    switch (x) {
    case 10 ... 1:
        return 1;
    }
    return 0;
}

struct point {
    int x;
    int 4;
    int y;
};

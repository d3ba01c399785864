struct point {
    const x;
    volatile y, z;
    const : 3;
};

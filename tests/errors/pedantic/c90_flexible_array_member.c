/* options: -std=c90 -pedantic */
struct buffer {
    int length;
    char data[];
};
struct fine { int n; char d[4]; };

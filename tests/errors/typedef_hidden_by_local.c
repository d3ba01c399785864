typedef unsigned long size;

int main(void) {
    int size = 3;
    {
        size n = 4;
        return n;
    }
}

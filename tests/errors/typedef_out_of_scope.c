int main(void) {
    {
        typedef int count;
        count n = 1;
    }
    count m = 2;
    return m;
}

#include <stdio.h>

double area();
int scale();
float average(float, float);
long total();

int main(void) {
    float w = 2.5f, h = 4.0f;
    char digit = '7';
    short f = 3;
    int xs[] = {5, 10, 20, 40};
    unsigned char n = 4;
    printf("area %.2f\n", area(w, h));
    printf("scale %d\n", scale(digit, f));
    printf("average %.3f\n", average(1.5f, 2.0f));
    printf("total %ld\n", total(n, xs));
    return 0;
}

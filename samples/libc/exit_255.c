/* The exit status is the low eight bits of main's return value; 255 is the largest. The
 * status is computed, not a literal, and nothing is printed before main returns. */
int compute(int a, int b) {
    return (a * b) % 256;
}

int main(void) {
    return compute(17, 15);
}

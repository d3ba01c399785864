// A function named memset (or memcpy, memmove) keeps its loop: a call would be to itself.
void *memset(void *dst, int c, unsigned long n) {
    unsigned char *p = dst;
    for (unsigned long i = 0; i < n; i++)
        p[i] = (unsigned char)c;
    return dst;
}

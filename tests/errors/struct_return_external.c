typedef struct { long quot; long rem; } ldiv_t;
ldiv_t ldiv(long numer, long denom);
int main(void) {
    ldiv_t r = ldiv(17, 5);
    return (int)r.rem;
}

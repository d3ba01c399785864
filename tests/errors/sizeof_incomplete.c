int main(void) {
    return sizeof(void);
}

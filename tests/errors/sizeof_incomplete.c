struct Q;
int main(void) {
    return sizeof(struct Q);
}

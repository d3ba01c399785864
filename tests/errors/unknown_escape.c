int main(void) {
    return '\q';
}

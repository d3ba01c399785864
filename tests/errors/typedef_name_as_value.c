typedef int number;
int main(void) {
    return number + 1;
}

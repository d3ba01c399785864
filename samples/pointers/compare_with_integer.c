/* Pointers compared with integers and with pointers of other types: C wants a cast, gcc
   (14 too) warns and compares the addresses, the integer converted to a pointer. */
#include <stdio.h>

struct node {
    int key;
    struct node *next;
};

int main(void)
{
    char text[] = "compare";
    int numbers[4] = {1, 2, 3, 4};
    char *p = text + 3;
    long address = (long)p;
    unsigned long past = (unsigned long)(text + 7);
    struct node n = {7, 0};

    printf("%d %d\n", p == address, p != address);
    printf("%d %d\n", address + 1 > p, p < past);
    /* A pointer compared with pointers of other types: by address. */
    printf("%d %d\n", (void *)numbers == numbers, (char *)&numbers[1] > numbers);
    printf("%d %d\n", &n == &n.key, &n.key < &n.next);
    printf("%d\n", n.next == 0);
    return 0;
}

/* options: -std=c17 -pedantic -Werror -Wno-error=pedantic */
struct empty {};
int main(void) { return 0; }

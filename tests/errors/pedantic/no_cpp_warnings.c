/* options: -Wno-cpp -Werror */
#warning nobody sees this
#error but everybody sees this
int x;

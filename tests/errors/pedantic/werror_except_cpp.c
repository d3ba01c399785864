/* options: -Werror -Wno-error=cpp -Wno-cpp -Wcpp */
#warning this build is experimental
int table[2] = {1, 2, 3};

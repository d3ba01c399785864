/* options: -Werror=cpp */
#warning this build is experimental
int x;

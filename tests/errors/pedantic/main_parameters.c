/* options: -std=c17 -pedantic */
/* gcc's -Wmain checks of main's parameters, each at main's name: the later ones at the
   same place show no source again, as in gcc. */
int main(long argc, int argv, unsigned char **envp, int extra) { return 0; }

/* options: -Wall */
/* -Wall turns -Wmain on, as in gcc. */
int main(int argc, char **argv, ...) { return argc; }

enum e { A, B, A };
int main(void) { return 0; }

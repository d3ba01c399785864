__thread int y;
int y;

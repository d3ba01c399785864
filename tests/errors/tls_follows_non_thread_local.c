int x;
__thread int x;

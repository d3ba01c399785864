__thread static int s;

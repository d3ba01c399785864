struct pair {
  int left int right;
};

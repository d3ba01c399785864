int n(int r[static]);

restrict int x;

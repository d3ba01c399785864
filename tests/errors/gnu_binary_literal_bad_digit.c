int x = 0b102;

static total = 40;

double d = 1e+;

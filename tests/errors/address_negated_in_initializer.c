int counter;
long negated = -(long)&counter;

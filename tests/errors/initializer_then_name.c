int first = 5, second = 3 third;

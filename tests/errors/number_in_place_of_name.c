int counter, 5;

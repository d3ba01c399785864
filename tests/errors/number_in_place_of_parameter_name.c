int area(int width, int 3);

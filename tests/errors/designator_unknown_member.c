struct point { int x, y; };
struct point origin = { .x = 0, .z = 1 };

struct point { int x, y; };
struct box { struct point corner; int depth; };

int numbers[2] = { .x = 1 };
struct box b = { .depth.x = 1 };
int grid[2][2] = { [0].x = 1 };
int scalar = { .x = 1 };

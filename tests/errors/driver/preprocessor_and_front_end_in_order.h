#warning the header's warning comes after the first initializer's
int in_header[1] = {1, 2};

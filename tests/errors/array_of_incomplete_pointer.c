struct inc;
struct inc (*q)[4];

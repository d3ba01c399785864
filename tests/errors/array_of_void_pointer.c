void (*p)[3];

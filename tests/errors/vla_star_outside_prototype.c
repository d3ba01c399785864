int (*p)[*];

#ifndef GUARDED_H
#define GUARDED_H
/* Only comments and white space may surround the guard. */
#define GUARDED_VALUE 1
int guarded;
#endif

#ifndef HINT_GUARDED_H
#define HINT_GUARDED_H
typedef int guarded_int;
#endif

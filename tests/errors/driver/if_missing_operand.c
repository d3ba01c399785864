#if 1 +
#endif
#if 1 / * 2
#endif
#if 2 / / 1
#endif
#if / 1
#endif
#if -
#endif
#if 1 ? : 2
#endif
#if (
#endif
#if ()
#endif
#if 1 , , 2
#endif
#if 0
#elif * 2
#endif
#if (/ 2)
#endif
int x;

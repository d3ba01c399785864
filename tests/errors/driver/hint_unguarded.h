/* No include guard: each #include of it enters it again. */
extern int unguarded_count;

__thread int g(void);

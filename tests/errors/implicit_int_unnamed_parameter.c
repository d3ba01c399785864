int count(const, char *);

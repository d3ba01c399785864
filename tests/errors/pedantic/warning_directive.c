/* options: -std=c17 -pedantic */
#warning the cache is not thread-safe
  #  warning   indented, with spaces   
int x;

/* A computed <...> include glued from tokens of several macros, as gcc glues them: white
   space before a macro's name in the list is its invocation's and is not spelled, so
   `< dir file >` names pp/42glued.h (tinycc's test suite includes its tests/42test.h so). */
#define dir pp/
#define file 42glued.h
#define computed < dir file >
#include computed
#define INC(name) <pp/name.h>
#include INC(42glued)
int after;

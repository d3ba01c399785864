/* Splices, comments, and macro invocations spanning lines. */
#define ADD(a, \
            b) ((a) + \
(b))
int x = ADD(1,
            2);
int y = AD\
D(3, /* a comment
 spanning lines */ 4);
int z = ADD
(
5
,
6
)
;
// a line comment \
   continued
long s = sizeof("str\
ing");
#define LINE __LINE__
int l1 = __LINE__; int l2 = LINE;
int l3 = ADD(__LINE__,
             __LINE__);
#line 100
int l4 = __LINE__;
#line 200 "renamed.c"
const char *f = __FILE__; int l5 = __LINE__;

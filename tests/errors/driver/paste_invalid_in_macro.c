/* gcc notes the macro the left operand of a failed ## comes from: the parameter in the
   body for an argument's token, the invocation for the body's own. */
#define CAT(a, b) a##b
#define P(a) a ## +
#define Q - ## +
int x = CAT(1, +) 1;
int y = P(-) 1;
int z = Q 1;

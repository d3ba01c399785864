/* gcc warns of a quote left open in a skipped group, or in a macro's definition, in
   every mode; an apostrophe in a comment is no quote. */
#if 0
don't
it"s
#error can't
#elif defined NOTHING
  #define x it's
#else
/* won't */
// shan't
#endif
#define y it's
int z;

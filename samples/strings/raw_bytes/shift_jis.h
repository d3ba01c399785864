/* Shift-JIS: a second byte 0x5C is a backslash to a C compiler that reads UTF-8, as gcc
   does, so it starts an escape sequence: "表\" is the bytes 95 5C. */
struct named { const char *name; const char *text; };
static const struct named sjis[] = {
    { "sjis-table", "表\" },          /* 95 5C: the escape \\ */
    { "sjis-so-n", "ソn" },              /* 83 0A: the escape \n */
    { "sjis-kana", "カナ" },       /* plain bytes */
};
#define SJIS_COUNT ((int)(sizeof sjis / sizeof sjis[0]))

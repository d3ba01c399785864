/* iso646.h: alternative spellings (C11 7.9), bundled with tcc-rs. */
#ifndef _TCC_RS_ISO646_H
#define _TCC_RS_ISO646_H

#define and &&
#define and_eq &=
#define bitand &
#define bitor |
#define compl ~
#define not !
#define not_eq !=
#define or ||
#define or_eq |=
#define xor ^
#define xor_eq ^=

#endif

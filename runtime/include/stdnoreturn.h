/* stdnoreturn.h: _Noreturn (C11 7.23), bundled with tcc-rs. */
#ifndef _TCC_RS_STDNORETURN_H
#define _TCC_RS_STDNORETURN_H

#define noreturn _Noreturn

#endif

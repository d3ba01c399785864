/* stdalign.h: alignment (C11 7.15), bundled with tcc-rs. */
#ifndef _TCC_RS_STDALIGN_H
#define _TCC_RS_STDALIGN_H

#define alignas _Alignas
#define alignof _Alignof
#define __alignas_is_defined 1
#define __alignof_is_defined 1

#endif

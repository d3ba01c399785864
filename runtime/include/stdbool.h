/* stdbool.h: boolean type and values (C11 7.18), bundled with tcc-rs. */
#ifndef _TCC_RS_STDBOOL_H
#define _TCC_RS_STDBOOL_H

#define bool _Bool
#define true 1
#define false 0
#define __bool_true_false_are_defined 1

#endif

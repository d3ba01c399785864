/* Quoted, angled, computed and repeated includes; guards and #pragma once. */
#include "inc/guarded.h"
#include "inc/guarded.h"
#include "inc/once.h"
#include "inc/once.h"
#define HEADER "inc/plain.h"
#include HEADER
#define ANGLED <plain2.h>
#include ANGLED
#include <plain2.h>
#include "inc/nested.h"
int after = GUARDED_VALUE + ONCE_VALUE;

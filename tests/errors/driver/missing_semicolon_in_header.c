int before;
#include "missing_semicolon.h"

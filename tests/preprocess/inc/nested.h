/* Found relative to this file's directory. */
#include "sibling.h"

#pragma once
#define ONCE_VALUE 2
int once;

// An ordinary `switch` on an entry of a constant table: the switch takes the index, with
// one case per entry, each going where that entry's value went. Entries no case names go
// to the default.
static const unsigned char kind[16] = {0, 1, 1, 2, 3, 3, 3, 4, 0, 0, 1, 2, 2, 4, 4, 0};

int classify(unsigned c) {
  switch (kind[c & 15]) {
  case 1: return 10;
  case 2: return 20;
  case 3: return 30;
  default: return -1;
  }
}

// Left alone: a table of 256 entries for a switch of three cases (a load and a small
// switch cost less than a jump table of 256 entries) ...
static const signed char big[256] = {1, 2, 3, -1};

int big_table(unsigned char c) {
  switch (big[c]) {
  case 1: return 5;
  case 2: return 6;
  case -1: return 7;
  default: return 0;
  }
}

// ... a table a program may write ...
static unsigned char writable[16] = {0, 1, 2, 3};

int mutable_table(unsigned c) {
  switch (writable[c & 15]) {
  case 1: return 5;
  case 2: return 6;
  default: return 0;
  }
}

// ... and one another unit may define.
extern const unsigned char elsewhere[16];

int imported_table(unsigned c) {
  switch (elsewhere[c & 15]) {
  case 1: return 5;
  case 2: return 6;
  default: return 0;
  }
}

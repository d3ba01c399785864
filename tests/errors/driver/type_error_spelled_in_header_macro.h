#define FIELD(s) (s).missing

/* options: -std=c2x */
int c = u8'\u00e9';

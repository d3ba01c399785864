int c = u8'\u00e9';

int g = { };

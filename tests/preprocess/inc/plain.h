int plain = __INCLUDE_LEVEL__;

__auto_type x;

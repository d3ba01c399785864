int from_glued_header;

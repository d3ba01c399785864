int plain2;

/* gcc warns and keeps the constant's last four characters. */
int five = 'abcde';

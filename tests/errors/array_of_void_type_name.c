unsigned long size(void)
{
    return sizeof(void[2]);
}

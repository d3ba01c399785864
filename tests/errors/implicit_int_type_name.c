int scale(long v)
{
    return (const) v + sizeof(volatile);
}

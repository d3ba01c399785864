/* The library builtins: __builtin_memcpy, __builtin_strlen and friends call the C
   library, with no header needed for their prototypes. */
int main(void) {
    char buf[64];
    __builtin_memset(buf, 0, sizeof buf);
    __builtin_strcpy(buf, "hello");
    __builtin_strcat(buf, ", world");
    __builtin_printf("%s (%lu)\n", buf, (unsigned long)__builtin_strlen(buf));
    char copy[64];
    __builtin_memcpy(copy, buf, __builtin_strlen(buf) + 1);
    __builtin_memmove(copy + 1, copy, 5);
    __builtin_printf("%s %d %d\n", copy, __builtin_strcmp(buf, copy) > 0, __builtin_memcmp(buf, "hello", 5));
    char *comma = __builtin_strchr(buf, ',');
    __builtin_printf("comma at %ld, last l at %ld, world at %ld\n", (long)(comma - buf),
                     (long)(__builtin_strrchr(buf, 'l') - buf), (long)(__builtin_strstr(buf, "world") - buf));
    __builtin_strncpy(copy, "abcdefgh", 3);
    copy[3] = 0;
    __builtin_puts(copy);
    __builtin_printf("%d %ld %.1f\n", __builtin_abs(-4), __builtin_labs(-5L), __builtin_fabs(-1.5));
    char *dup = __builtin_malloc(8);
    __builtin_snprintf(dup, 8, "%d-%d", 12, 34);
    __builtin_printf("%s\n", dup);
    __builtin_free(dup);
    return 0;
}

/* string.h: string handling (C11 7.24), bundled with tcc-rs; the functions are glibc's. */
#ifndef _TCC_RS_STRING_H
#define _TCC_RS_STRING_H

#ifndef _TCC_RS_SIZE_T
#define _TCC_RS_SIZE_T
typedef __SIZE_TYPE__ size_t;
#endif

#ifndef NULL
#define NULL ((void *)0)
#endif

extern void *memcpy(void *restrict s1, const void *restrict s2, size_t n);
extern void *memmove(void *s1, const void *s2, size_t n);
extern void *memset(void *s, int c, size_t n);
extern int memcmp(const void *s1, const void *s2, size_t n);
extern void *memchr(const void *s, int c, size_t n);

extern char *strcpy(char *restrict s1, const char *restrict s2);
extern char *strncpy(char *restrict s1, const char *restrict s2, size_t n);
extern char *strcat(char *restrict s1, const char *restrict s2);
extern char *strncat(char *restrict s1, const char *restrict s2, size_t n);
extern int strcmp(const char *s1, const char *s2);
extern int strncmp(const char *s1, const char *s2, size_t n);
extern int strcoll(const char *s1, const char *s2);
extern size_t strxfrm(char *restrict s1, const char *restrict s2, size_t n);
extern char *strchr(const char *s, int c);
extern char *strrchr(const char *s, int c);
extern size_t strcspn(const char *s1, const char *s2);
extern size_t strspn(const char *s1, const char *s2);
extern char *strpbrk(const char *s1, const char *s2);
extern char *strstr(const char *s1, const char *s2);
extern char *strtok(char *restrict s1, const char *restrict s2);
extern char *strtok_r(char *restrict s, const char *restrict delim, char **restrict saveptr);
extern size_t strlen(const char *s);
extern size_t strnlen(const char *s, size_t maxlen);
extern char *strerror(int errnum);
extern char *strdup(const char *s);
extern char *strndup(const char *s, size_t n);
extern int strcasecmp(const char *s1, const char *s2);
extern int strncasecmp(const char *s1, const char *s2, size_t n);

#endif

/* stdio.h: input/output (C11 7.21), bundled with tcc-rs; the functions are glibc's. FILE is
 * glibc's struct _IO_FILE, left incomplete: programs only hold pointers to it. */
#ifndef _TCC_RS_STDIO_H
#define _TCC_RS_STDIO_H

#ifndef _TCC_RS_SIZE_T
#define _TCC_RS_SIZE_T
typedef __SIZE_TYPE__ size_t;
#endif

#include <__tcc_rs_va_list.h>

#ifndef NULL
#define NULL ((void *)0)
#endif

typedef struct _IO_FILE FILE;

/* glibc's fpos_t: an offset and a multibyte conversion state, 16 bytes. */
typedef struct {
    long __pos;
    struct {
        int __count;
        union {
            unsigned int __wch;
            char __wchb[4];
        } __value;
    } __state;
} fpos_t;

typedef long ssize_t;

#define EOF (-1)
#define BUFSIZ 8192
#define FILENAME_MAX 4096
#define FOPEN_MAX 16
#define L_tmpnam 20
#define TMP_MAX 238328
#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2
#define _IOFBF 0
#define _IOLBF 1
#define _IONBF 2

extern FILE *stdin;
extern FILE *stdout;
extern FILE *stderr;
#define stdin stdin
#define stdout stdout
#define stderr stderr

extern int remove(const char *filename);
extern int rename(const char *old, const char *new);
extern FILE *tmpfile(void);
extern char *tmpnam(char *s);
extern int fclose(FILE *stream);
extern int fflush(FILE *stream);
extern FILE *fopen(const char *restrict filename, const char *restrict mode);
extern FILE *freopen(const char *restrict filename, const char *restrict mode,
                     FILE *restrict stream);
extern FILE *fdopen(int fd, const char *mode);
extern int fileno(FILE *stream);
extern FILE *popen(const char *command, const char *type);
extern int pclose(FILE *stream);
extern void setbuf(FILE *restrict stream, char *restrict buf);
extern int setvbuf(FILE *restrict stream, char *restrict buf, int mode, size_t size);

extern int fprintf(FILE *restrict stream, const char *restrict format, ...);
extern int fscanf(FILE *restrict stream, const char *restrict format, ...);
extern int printf(const char *restrict format, ...);
extern int scanf(const char *restrict format, ...);
extern int snprintf(char *restrict s, size_t n, const char *restrict format, ...);
extern int sprintf(char *restrict s, const char *restrict format, ...);
extern int sscanf(const char *restrict s, const char *restrict format, ...);
extern int dprintf(int fd, const char *restrict format, ...);
extern int vfprintf(FILE *restrict stream, const char *restrict format, __tcc_va_list arg);
extern int vfscanf(FILE *restrict stream, const char *restrict format, __tcc_va_list arg);
extern int vprintf(const char *restrict format, __tcc_va_list arg);
extern int vscanf(const char *restrict format, __tcc_va_list arg);
extern int vsnprintf(char *restrict s, size_t n, const char *restrict format,
                     __tcc_va_list arg);
extern int vsprintf(char *restrict s, const char *restrict format, __tcc_va_list arg);
extern int vsscanf(const char *restrict s, const char *restrict format, __tcc_va_list arg);

extern int fgetc(FILE *stream);
extern char *fgets(char *restrict s, int n, FILE *restrict stream);
extern int fputc(int c, FILE *stream);
extern int fputs(const char *restrict s, FILE *restrict stream);
extern int getc(FILE *stream);
extern int getchar(void);
extern int putc(int c, FILE *stream);
extern int putchar(int c);
extern int puts(const char *s);
extern int ungetc(int c, FILE *stream);
extern ssize_t getline(char **restrict lineptr, size_t *restrict n, FILE *restrict stream);
extern ssize_t getdelim(char **restrict lineptr, size_t *restrict n, int delim,
                        FILE *restrict stream);

extern size_t fread(void *restrict ptr, size_t size, size_t nmemb, FILE *restrict stream);
extern size_t fwrite(const void *restrict ptr, size_t size, size_t nmemb,
                     FILE *restrict stream);

extern int fgetpos(FILE *restrict stream, fpos_t *restrict pos);
extern int fseek(FILE *stream, long offset, int whence);
extern int fsetpos(FILE *stream, const fpos_t *pos);
extern long ftell(FILE *stream);
extern void rewind(FILE *stream);

extern void clearerr(FILE *stream);
extern int feof(FILE *stream);
extern int ferror(FILE *stream);
extern void perror(const char *s);

#endif

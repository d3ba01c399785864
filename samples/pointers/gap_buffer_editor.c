/* A gap-buffer text editor driven by a command script on standard input: the gap moves
 * with memmove, grows with realloc, and each command (insert, delete, move, print) is
 * parsed from a line with sscanf-free string handling (strncmp, strtol, strchr). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *buffer;
static size_t capacity, gap_start, gap_end;

static size_t text_length(void) {
    return capacity - (gap_end - gap_start);
}

static void move_gap(size_t pos) {
    if (pos < gap_start) {
        size_t n = gap_start - pos;
        memmove(buffer + gap_end - n, buffer + pos, n);
        gap_start -= n;
        gap_end -= n;
    } else if (pos > gap_start) {
        size_t n = pos - gap_start;
        memmove(buffer + gap_start, buffer + gap_end, n);
        gap_start += n;
        gap_end += n;
    }
}

static void ensure_gap(size_t needed) {
    if (gap_end - gap_start >= needed)
        return;
    size_t tail = capacity - gap_end;
    size_t new_capacity = capacity * 2 + needed;
    buffer = realloc(buffer, new_capacity);
    memmove(buffer + new_capacity - tail, buffer + gap_end, tail);
    gap_end = new_capacity - tail;
    capacity = new_capacity;
    printf("  (grew to %zu bytes)\n", capacity);
}

static void insert(size_t pos, const char *text) {
    size_t n = strlen(text);
    move_gap(pos);
    ensure_gap(n);
    memcpy(buffer + gap_start, text, n);
    gap_start += n;
}

static void erase(size_t pos, size_t n) {
    move_gap(pos);
    size_t available = capacity - gap_end;
    gap_end += n < available ? n : available;
}

static void print_text(void) {
    printf("  [%.*s%.*s] len=%zu gap=%zu..%zu\n", (int)gap_start, buffer,
           (int)(capacity - gap_end), buffer + gap_end, text_length(), gap_start, gap_end);
}

static size_t clamp_position(long pos) {
    if (pos < 0)
        return 0;
    return (size_t)pos > text_length() ? text_length() : (size_t)pos;
}

int main(void) {
    capacity = 8;
    buffer = malloc(capacity);
    gap_start = 0;
    gap_end = capacity;

    char line[128];
    while (fgets(line, sizeof line, stdin) != NULL) {
        line[strcspn(line, "\n")] = '\0';
        printf("> %s\n", line);
        char *rest;
        if (strncmp(line, "insert ", 7) == 0) {
            long pos = strtol(line + 7, &rest, 10);
            if (*rest == ' ')
                rest++;
            insert(clamp_position(pos), rest);
        } else if (strncmp(line, "append ", 7) == 0) {
            insert(text_length(), line + 7);
        } else if (strncmp(line, "delete ", 7) == 0) {
            long pos = strtol(line + 7, &rest, 10);
            long n = strtol(rest, NULL, 10);
            erase(clamp_position(pos), n > 0 ? (size_t)n : 0);
        } else if (strcmp(line, "print") == 0) {
            print_text();
        } else if (strcmp(line, "upper") == 0) {
            for (size_t i = 0; i < gap_start; i++)
                buffer[i] = (char)toupper((unsigned char)buffer[i]);
            for (size_t i = gap_end; i < capacity; i++)
                buffer[i] = (char)toupper((unsigned char)buffer[i]);
        } else {
            printf("  unknown command\n");
        }
    }
    print_text();
    free(buffer);
    return 0;
}

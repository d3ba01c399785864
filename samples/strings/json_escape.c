/* Writing JSON safely: strings are escaped (quotes, backslashes, control characters as
 * \uXXXX via snprintf), numbers formatted with %.17g only when finite, and a small document
 * is assembled into a growing malloc'd buffer then printed and measured. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *out;
static size_t out_len, out_cap;

static void append(const char *s, size_t n) {
    if (out_len + n + 1 > out_cap) {
        while (out_len + n + 1 > out_cap)
            out_cap = out_cap ? out_cap * 2 : 32;
        out = realloc(out, out_cap);
    }
    memcpy(out + out_len, s, n);
    out_len += n;
    out[out_len] = '\0';
}

static void append_str(const char *s) {
    append(s, strlen(s));
}

static void append_json_string(const char *s) {
    append_str("\"");
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        char esc[8];
        switch (c) {
        case '"':
            append_str("\\\"");
            break;
        case '\\':
            append_str("\\\\");
            break;
        case '\n':
            append_str("\\n");
            break;
        case '\t':
            append_str("\\t");
            break;
        default:
            if (c < 0x20) {
                snprintf(esc, sizeof esc, "\\u%04x", c);
                append_str(esc);
            } else {
                append((const char *)&c, 1);
            }
        }
    }
    append_str("\"");
}

static void append_number(double v) {
    char buf[32];
    if (isfinite(v))
        snprintf(buf, sizeof buf, "%.17g", v);
    else
        strcpy(buf, "null");
    append_str(buf);
}

static void append_pair_string(const char *key, const char *value, int last) {
    append_str("  ");
    append_json_string(key);
    append_str(": ");
    append_json_string(value);
    append_str(last ? "\n" : ",\n");
}

int main(void) {
    append_str("{\n");
    append_pair_string("name", "tcc-rs \"mem2reg\" edition", 0);
    append_pair_string("path", "C:\\temp\\out.o", 0);
    append_pair_string("note", "line one\nline two\ttabbed\x01\x1f end", 0);
    append_str("  \"numbers\": [");
    double numbers[] = {0.1, 1e21, -2.5, 1.0 / 3.0, HUGE_VAL, 42};
    for (int i = 0; i < 6; i++) {
        if (i)
            append_str(", ");
        append_number(numbers[i]);
    }
    append_str("],\n");
    append_str("  \"flags\": [true, false, null],\n");
    append_pair_string("empty", "", 1);
    append_str("}\n");

    fputs(out, stdout);
    int depth = 0, max_depth = 0, quotes = 0;
    for (size_t i = 0; i < out_len; i++) {
        if (out[i] == '\\') {
            i++;
            continue;
        }
        if (out[i] == '"')
            quotes++;
        if (out[i] == '{' || out[i] == '[')
            if (++depth > max_depth)
                max_depth = depth;
        if (out[i] == '}' || out[i] == ']')
            depth--;
    }
    printf("%zu bytes, capacity %zu, max depth %d, %d unescaped quotes, balanced: %s\n", out_len,
           out_cap, max_depth, quotes, depth == 0 ? "yes" : "no");
    free(out);
    return 0;
}

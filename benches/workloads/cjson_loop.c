/* The cJSON workload of `cargo bench --bench runtime`: parses a JSON document and prints it
 * back, formatted and unformatted in turn, ROUNDS times, with the vendored cJSON
 * (tests/projects/cJSON). Prints what it printed (bytes, a hash of every byte) so that builds
 * by different compilers can be checked against each other before they are timed.
 *
 * Usage: cjson_loop FILE ROUNDS */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cJSON.h"

static char *read_file(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    if (fseek(f, 0, SEEK_END) != 0) {
        fclose(f);
        return NULL;
    }
    long size = ftell(f);
    rewind(f);
    char *text = size >= 0 ? malloc((size_t)size + 1) : NULL;
    if (text && fread(text, 1, (size_t)size, f) != (size_t)size) {
        free(text);
        text = NULL;
    }
    fclose(f);
    if (text)
        text[size] = '\0';
    return text;
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: %s FILE ROUNDS\n", argv[0]);
        return 2;
    }
    char *text = read_file(argv[1]);
    if (!text) {
        perror(argv[1]);
        return 1;
    }
    int rounds = atoi(argv[2]);
    unsigned long hash = 5381;
    unsigned long printed = 0;
    long items = 0;
    for (int round = 0; round < rounds; round++) {
        cJSON *document = cJSON_Parse(text);
        if (!document) {
            fprintf(stderr, "%s: parse error before '%.20s'\n", argv[1], cJSON_GetErrorPtr());
            return 1;
        }
        char *out = round % 2 ? cJSON_PrintUnformatted(document) : cJSON_Print(document);
        if (!out) {
            fprintf(stderr, "%s: out of memory while printing\n", argv[0]);
            return 1;
        }
        for (const char *p = out; *p; p++)
            hash = hash * 33 + (unsigned char)*p;
        printed += strlen(out);
        items += cJSON_GetArraySize(document);
        cJSON_free(out);
        cJSON_Delete(document);
    }
    printf("%d rounds: %ld top-level items, %lu bytes printed, hash %lu\n", rounds, items, printed,
           hash);
    free(text);
    return 0;
}

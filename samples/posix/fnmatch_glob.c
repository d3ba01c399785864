/* Shell-style patterns: fnmatch with its flags, and glob over files made in a fresh
   directory (sorted, as glob returns them). */
#include <fnmatch.h>
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <fcntl.h>

int main(void) {
    const char *names[] = {"main.c", "util.h", ".hidden.c", "dir/file.c", "README", "a1.c"};
    const char *patterns[] = {"*.c", "?1.c", "[a-m]*", "dir/*", "*", "*.[ch]"};
    for (int p = 0; p < 6; p++) {
        printf("%-7s", patterns[p]);
        for (int n = 0; n < 6; n++) {
            int plain = fnmatch(patterns[p], names[n], 0) == 0;
            int strict = fnmatch(patterns[p], names[n], FNM_PATHNAME | FNM_PERIOD) == 0;
            printf(" %d%d", plain, strict);
        }
        printf("\n");
    }
    printf("casefold: %d %d\n", fnmatch("readme", "README", 0) == 0,
           fnmatch("readme", "README", FNM_CASEFOLD) == 0);

    char dir[] = "/tmp/tcc-rs-glob-XXXXXX";
    if (!mkdtemp(dir))
        return 1;
    const char *files[] = {"b.txt", "a.txt", "c.log", "d.txt"};
    char path[128];
    for (int i = 0; i < 4; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, files[i]);
        close(open(path, O_CREAT | O_WRONLY, 0600));
    }
    glob_t g;
    snprintf(path, sizeof path, "%s/*.txt", dir);
    int rc = glob(path, 0, NULL, &g);
    printf("glob rc %d, %zu matches:", rc, g.gl_pathc);
    for (size_t i = 0; i < g.gl_pathc; i++)
        printf(" %s", g.gl_pathv[i] + strlen(dir) + 1);
    printf("\n");
    globfree(&g);
    snprintf(path, sizeof path, "%s/*.none", dir);
    printf("no match: %d\n", glob(path, 0, NULL, &g) == GLOB_NOMATCH);
    for (int i = 0; i < 4; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, files[i]);
        unlink(path);
    }
    printf("rmdir %d\n", rmdir(dir));
    return 0;
}

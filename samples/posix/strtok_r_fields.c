/* strtok_r: nested tokenizing of "key=value" pairs separated by ';' (the reentrant form
 * keeps two scans going at once), and strsep's empty fields for comparison. */
#include <stdio.h>
#include <string.h>

int main(void) {
    char config[] = "name=tcc-rs;;targets=x86_64,aarch64; passes=mem2reg ;empty=";
    char *outer_save, *inner_save;
    for (char *pair = strtok_r(config, ";", &outer_save); pair;
         pair = strtok_r(NULL, ";", &outer_save)) {
        char *key = strtok_r(pair, "= ", &inner_save);
        printf("key [%s]:", key);
        for (char *v = strtok_r(NULL, "=, ", &inner_save); v; v = strtok_r(NULL, "=, ", &inner_save))
            printf(" [%s]", v);
        printf("\n");
    }
    char csv[] = "a,,b,c,";
    char *rest = csv, *field;
    int i = 0;
    while ((field = strsep(&rest, ",")) != NULL)
        printf("field %d: [%s]\n", i++, field);
    return 0;
}

/* Anonymous memory with mmap: a shared mapping survives fork (the child's writes are seen
   by the parent), mprotect changes access, munmap gives it back. */
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

int main(void) {
    size_t size = 4096;
    int *shared = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    char *private = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (shared == MAP_FAILED || private == MAP_FAILED) {
        perror("mmap");
        return 1;
    }
    printf("fresh pages are zero: %d %d\n", shared[100], private[4095]);
    strcpy(private, "parent's copy");
    pid_t pid = fork();
    if (pid == 0) {
        for (int i = 0; i < 10; i++)
            shared[i] = i * i;
        strcpy(private, "child's copy");
        _exit(0);
    }
    int status;
    waitpid(pid, &status, 0);
    int sum = 0;
    for (int i = 0; i < 10; i++)
        sum += shared[i];
    printf("child exited %d, shared sum %d, private \"%s\"\n", WEXITSTATUS(status), sum, private);
    printf("mprotect read-only: %d\n", mprotect(private, size, PROT_READ));
    printf("still readable: %c\n", private[0]);
    printf("munmap: %d %d\n", munmap(shared, size), munmap(private, size));
    return 0;
}

// A C++ exception thrown by a callback of walk.c (compiled by tcc-rs), caught here.
#include <cstdio>
#include <stdexcept>

extern "C" int walk(const int *a, int n, void (*visit)(int));
extern "C" int walk_copy(const int *a, int n, void (*visit)(int));

static void visit(int x) {
    if (x == 3)
        throw std::runtime_error("three");
}

int main() {
    int a[] = {1, 2, 3, 4};
    try {
        walk(a, 4, visit);
        std::puts("not thrown");
    } catch (const std::exception &e) {
        std::printf("caught %s\n", e.what());
    }
    try {
        walk_copy(a, 4, visit);
        std::puts("not thrown");
    } catch (const std::exception &e) {
        std::printf("caught %s again\n", e.what());
    }
    return 0;
}

/* Sorting an "array" of 10 elements simulated by 10 globals and get/set functions: bubble sort
 * and selection sort over the same data. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int a0, a1, a2, a3, a4, a5, a6, a7, a8, a9;
int swaps;

int get(int i) {
    switch (i) {
    case 0: return a0;
    case 1: return a1;
    case 2: return a2;
    case 3: return a3;
    case 4: return a4;
    case 5: return a5;
    case 6: return a6;
    case 7: return a7;
    case 8: return a8;
    case 9: return a9;
    }
    return 0;
}

void set(int i, int v) {
    switch (i) {
    case 0: a0 = v; break;
    case 1: a1 = v; break;
    case 2: a2 = v; break;
    case 3: a3 = v; break;
    case 4: a4 = v; break;
    case 5: a5 = v; break;
    case 6: a6 = v; break;
    case 7: a7 = v; break;
    case 8: a8 = v; break;
    case 9: a9 = v; break;
    }
}

void swap(int i, int j) {
    int t = get(i);
    set(i, get(j));
    set(j, t);
    swaps++;
}

void fill(int seed) {
    for (int i = 0; i < 10; i++) {
        seed = (seed * 1103 + 12345) % 10007;
        set(i, seed % 100);
    }
}

void dump(void) {
    for (int i = 0; i < 10; i++) {
        print_int(get(i));
        putchar(i == 9 ? '\n' : ' ');
    }
}

void bubble_sort(void) {
    for (int n = 10; n > 1; n--) {
        int swapped = 0;
        for (int i = 0; i + 1 < n; i++)
            if (get(i) > get(i + 1)) {
                swap(i, i + 1);
                swapped = 1;
            }
        if (!swapped)
            break;
    }
}

void selection_sort_desc(void) {
    for (int i = 0; i < 10; i++) {
        int best = i;
        for (int j = i + 1; j < 10; j++)
            if (get(j) > get(best))
                best = j;
        if (best != i)
            swap(i, best);
    }
}

int sorted_asc(void) {
    for (int i = 0; i < 9; i++)
        if (get(i) > get(i + 1))
            return 0;
    return 1;
}

int main(void) {
    fill(42);
    dump();
    bubble_sort();
    dump();
    print_int(swaps);
    print_newline();
    swaps = 0;
    fill(7);
    selection_sort_desc();
    dump();
    print_int(swaps);
    print_newline();
    return sorted_asc() * 10 + swaps;
}

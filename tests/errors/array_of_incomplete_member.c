struct Node;
struct List {
    struct Node nodes[8];
};

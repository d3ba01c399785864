/* Tic-tac-toe positions as 9-bit bitboards, written with the <iso646.h> operator spellings
 * (bitand, bitor, compl, xor, and, or, not), a <stdnoreturn.h> fatal() for malformed boards,
 * and <stdalign.h> alignof for the board arrays; exits through fatal() with status 3. */
#include <iso646.h>
#include <stdalign.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdnoreturn.h>

static const uint16_t lines[8] = {0007, 0070, 0700, 0111, 0222, 0444, 0421, 0124};

static noreturn void fatal(const char *board, const char *why) {
    printf("fatal: board \"%s\": %s\n", board, why);
    fflush(stdout);
    exit(3);
}

static bool wins(uint16_t bits) {
    for (int i = 0; i < 8; i++)
        if ((bits bitand lines[i]) == lines[i])
            return true;
    return false;
}

static int popcount9(uint16_t bits) {
    int n = 0;
    for (int i = 0; i < 9; i++)
        n += bits >> i bitand 1;
    return n;
}

static void parse(const char *board, uint16_t *x, uint16_t *o) {
    *x = *o = 0;
    for (int i = 0; i < 9; i++) {
        char c = board[i];
        if (c == '\0')
            fatal(board, "too short");
        if (c == 'X')
            *x = (uint16_t)(*x bitor 1u << i);
        else if (c == 'O')
            *o = (uint16_t)(*o bitor 1u << i);
        else if (c not_eq '.')
            fatal(board, "bad square");
    }
}

static const char *judge(const char *board) {
    uint16_t x, o;
    parse(board, &x, &o);
    int nx = popcount9(x), no = popcount9(o);
    if (not(nx == no or nx == no + 1))
        return "illegal (move counts)";
    bool xw = wins(x), ow = wins(o);
    if (xw and ow)
        return "illegal (both win)";
    if (xw)
        return nx == no + 1 ? "X wins" : "illegal (X won out of turn)";
    if (ow)
        return nx == no ? "O wins" : "illegal (O won out of turn)";
    uint16_t empty = (uint16_t)(compl(x bitor o) bitand 0777);
    if (empty == 0)
        return "draw";
    return nx == no ? "X to move" : "O to move";
}

int main(void) {
    printf("alignof(uint16_t) = %zu, alignof(double) = %zu\n", alignof(uint16_t),
           alignof(double));
    uint16_t mask = 0;
    for (int i = 0; i < 8; i++)
        mask xor_eq lines[i];
    printf("xor of all lines = %03o\n", mask);
    const char *boards[] = {"XXXOO....", "XO.XO.X..", "XOXXOOOXX", "OOO.XX.X.", "XXX.OO.O.",
                            ".........", "XOXOXOOXO", "XX.......", "OOOXXX...", "XO.OX...X",
                            "X.O.Q...."};
    for (int i = 0; i < 11; i++)
        printf("%s  %s\n", boards[i], judge(boards[i]));
    return 0;
}

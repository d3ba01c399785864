/* Enumerations: constants with implicit and explicit values, an enum-typed variable
   driving a state machine through a switch, enum constants as array sizes and case
   labels, and gcc's choice of an unsigned type when no value is negative. */
int printf(const char *fmt, ...);

enum token { NUMBER, PLUS, MINUS, TIMES, END, TOKEN_KINDS };
enum level { LOW = -1, MEDIUM, HIGH = 10, HIGHER };
typedef enum { IDLE, RUNNING, DONE } state_t;

const char *token_names[TOKEN_KINDS] = {"number", "plus", "minus", "times", "end"};

/* Evaluates "3 + 4 * 2 - 5" given as tokens, with * binding tighter. */
int evaluate(const enum token *kinds, const int *values) {
    int total = 0, term = 0, sign = 1;
    enum token pending = PLUS;
    for (int i = 0;; i++) {
        switch (kinds[i]) {
        case NUMBER:
            term = pending == TIMES ? term * values[i] : values[i];
            break;
        case PLUS:
        case MINUS:
            total += sign * term;
            sign = kinds[i] == PLUS ? 1 : -1;
            pending = kinds[i];
            break;
        case TIMES:
            pending = TIMES;
            break;
        case END:
            return total + sign * term;
        default:
            return -1;
        }
    }
}

int main(void) {
    enum token kinds[] = {NUMBER, PLUS, NUMBER, TIMES, NUMBER, MINUS, NUMBER, END};
    int values[] = {3, 0, 4, 0, 2, 0, 5, 0};
    for (int i = 0; i < 8; i++)
        printf("%s%c", token_names[kinds[i]], i == 7 ? '\n' : ' ');
    printf("3 + 4 * 2 - 5 = %d\n", evaluate(kinds, values));
    printf("levels %d %d %d %d\n", LOW, MEDIUM, HIGH, HIGHER);

    state_t s = IDLE;
    int steps = 0;
    while (s != DONE) {
        s = s == IDLE ? RUNNING : steps >= 2 ? DONE : RUNNING;
        steps++;
    }
    printf("done after %d steps\n", steps);

    enum token t = NUMBER;
    enum level l = LOW;
    /* t has an unsigned type, l a signed one. */
    printf("%d %d %d\n", t - 1 > 0, l < 0, (int)sizeof(enum token));
    return TOKEN_KINDS;
}

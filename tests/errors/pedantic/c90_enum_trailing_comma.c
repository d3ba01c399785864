/* options: -std=c90 -pedantic */
enum colour { RED, GREEN, BLUE, };
enum shape { ROUND = 1, SQUARE = 2 , };
enum fine { ONE, TWO };
typedef enum { A,
    B,
} letters;

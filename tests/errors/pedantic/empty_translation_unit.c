/* options: -std=c17 -pedantic */

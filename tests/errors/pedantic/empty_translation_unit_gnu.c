/* options: -std=gnu17 */

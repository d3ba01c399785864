static int bad(void) {
    return undefined_thing;
}

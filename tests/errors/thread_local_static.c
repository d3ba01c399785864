/* _Thread_local combined with static is valid C11; tcc-rs says it is not supported
   rather than miscounting it as a second storage class. */
static _Thread_local int counter = 3;

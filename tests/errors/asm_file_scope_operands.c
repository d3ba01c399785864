/* At file scope only basic asm is allowed, as in gcc. */
asm("" : );

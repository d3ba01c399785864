_Atomic double balance;

_Thread_local _Thread_local int d;
__thread _Thread_local int e;

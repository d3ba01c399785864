struct S { int a; };
union S u;

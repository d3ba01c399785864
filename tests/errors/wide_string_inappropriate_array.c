short units[] = u"abc";

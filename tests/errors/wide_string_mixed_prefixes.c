const void *p = L"wide" u"utf-16";

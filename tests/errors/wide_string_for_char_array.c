char narrow[] = L"abc";

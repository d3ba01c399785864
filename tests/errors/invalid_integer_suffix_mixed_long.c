long long big = 1lL;

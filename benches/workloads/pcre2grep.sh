#!/bin/sh
# pcre2grep.sh PCRE2GREP PATTERNS TEXT: run PCRE2GREP once per line of PATTERNS over TEXT. A
# line is OPTIONS, a tab and a pattern: OPTIONS is -c (count the matching lines), -ci (the same,
# caseless) or -o (print every match). Each result is printed after its pattern.
grep=$1
patterns=$2
text=$3
tab=$(printf '\t')
while IFS="$tab" read -r options pattern; do
    case $options in '#'*|'') continue ;; esac
    printf '%s %s\n' "$options" "$pattern"
    "$grep" $options -e "$pattern" "$text"
    status=$?
    [ $status -le 1 ] || exit $status
done < "$patterns"

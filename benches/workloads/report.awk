# The gawk workload of benches/workloads.py: a report over the generated log text (see
# benches/workload_inputs.py for its fields). Fields, regular expressions, split, substr,
# sub/gsub, associative arrays, printf; arrays are traversed in sorted order so that the
# output is the same everywhere.
{
    lines++
    split($4, u, "=")
    user = u[2]
    sub(/[0-9]+$/, "", user)
    status = substr($8, 8)
    bytes = substr($9, 7) + 0
    ms = substr($10, 4) + 0
    hour = substr($2, 1, 2)
    by_status[status]++
    by_user[user] += bytes
    per_hour[hour]++
    time_by_method[$6] += ms
    count_by_method[$6]++
    if (status >= 500)
        errors[$3]++
    path = $7
    sub(/\?.*/, "", path)
    n = split(path, segs, "/")
    section[segs[2] "/" segs[3]]++
    if (match($0, /"[^"]*"/)) {
        text = tolower(substr($0, RSTART + 1, RLENGTH - 2))
        nw = split(text, ws, " ")
        for (i = 1; i <= nw; i++)
            freq[ws[i]]++
        words += nw
    }
    if ($NF ~ /@(mail\.)?example\.(com|org)$/)
        example_mail++
    if (index($7, "?q=") > 0)
        queries++
}
END {
    PROCINFO["sorted_in"] = "@ind_str_asc"
    printf "%d lines, %d words, %d queries, %d example mails\n", lines, words, queries, example_mail
    for (s in by_status)
        printf "status %s %d\n", s, by_status[s]
    for (m in time_by_method)
        printf "method %s %d %.3f\n", m, count_by_method[m], time_by_method[m] / count_by_method[m]
    for (h in per_hour)
        printf "hour %s %d\n", h, per_hour[h]
    for (s in section)
        printf "section %s %d\n", s, section[s]
    for (h in errors)
        printf "errors %s %d\n", h, errors[h]
    PROCINFO["sorted_in"] = "@val_num_desc"
    shown = 0
    for (w in freq) {
        # ties are broken by the word, so that the order does not depend on the hash table
        ranked[sprintf("%09d %s", 999999999 - freq[w], w)] = w
    }
    PROCINFO["sorted_in"] = "@ind_str_asc"
    for (k in ranked) {
        if (++shown > 25)
            break
        printf "word %s %d\n", ranked[k], freq[ranked[k]]
    }
    shown = 0
    for (k in by_user)
        top[sprintf("%015d %s", 999999999999999 - by_user[k], k)] = k
    for (k in top) {
        if (++shown > 10)
            break
        printf "user %s %d\n", top[k], by_user[top[k]]
    }
}

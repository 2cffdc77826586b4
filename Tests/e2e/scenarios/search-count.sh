# The e2e scenario "search-count", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit search-count

# The search tells which match the selection is and of how many: at the right of the prompt
# as you type, on the bottom line after Enter, n and N (N from the first wraps to the last).
scenario_search_count() {
    start_and_wait search-count
    keys /
    type_text "cancel"
    require "search-count: the prompt counts the matches as you type" \
        wait_until last_line_matches '^/cancel +match 1 of [0-9]+$'
    local total
    total=$(last_line | sed -E 's/.* of ([0-9]+)$/\1/')
    check "search-count: Cancel is in more than one cell" test "$total" -gt 1
    keys Enter
    require "search-count: Enter tells which match of how many" \
        wait_until last_line_matches "^\"cancel\": match 1 of $total"
    keys n
    require "search-count: n tells the second" \
        wait_until last_line_matches "^\"cancel\": match 2 of $total"
    keys N N
    require "search-count: N from the first wraps to the last" \
        wait_until last_line_matches "^\"cancel\": match $total of $total"
    keys /
    type_text "zzqx"
    require "search-count: a query that matches nothing says so beside the prompt" \
        wait_until last_line_matches '^/zzqx +No match for "zzqx"$'
    keys Escape
    require "search-count: Esc ends the search" wait_for_last_line "Tab gap  ] finding"
    keys q
    require "search-count: q quits" wait_for_exit
}

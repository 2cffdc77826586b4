# The e2e scenario "sort-prompt", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit sort-prompt

# Neither a flag nor the settings file says whether saves sort: the first save that would
# re-sort a file asks, and the answer is recorded in a new .l10nedit.json.
scenario_sort_prompt() {
    SORT_FLAG= start_and_wait sort-prompt
    keys /
    type_text "CFBundleDisplayName"
    keys Enter
    require "sort-prompt: the search selects CFBundleDisplayName" \
        wait_for_text "─ InfoPlist › CFBundleDisplayName ─ en"
    keys Enter C-u
    type_text "Tidemark Pro"
    keys Enter s
    require "sort-prompt: s asks, naming the unsorted file and the lines that would move" \
        wait_until last_line_starts_with "1 unsorted file: saving sorts it ("
    check "sort-prompt: the answers are listed" \
        last_line_contains "s sort · k keep order · r review · Esc cancel"
    check "sort-prompt: nothing is written yet" \
        cmp -s "$SAMPLE/Resources/en.lproj/InfoPlist.strings" "$PROJ/Resources/en.lproj/InfoPlist.strings"
    keys k
    require "sort-prompt: k saves, keeping the order, and says where it is recorded" \
        wait_until last_line_starts_with "Saved 1 file: en.lproj/InfoPlist.strings · review states: .l10nedit-review · \"sort\": false recorded in"
    check "sort-prompt: the settings file records the answer" \
        bytes_equal "$PROJ/Resources/.l10nedit.json" $'{\n  "sort": false\n}\n'
    local changed
    changed=$(diff "$SAMPLE/Resources/en.lproj/InfoPlist.strings" \
        "$PROJ/Resources/en.lproj/InfoPlist.strings" | grep -c '^>' || true)
    check "sort-prompt: the unsorted file changes by one line ($changed)" test "$changed" -eq 1
    # The source text changed: its translations need review, in the review file.
    check "sort-prompt: the source edit marked its translations in the review file" \
        grep -q $'^InfoPlist\tCFBundleDisplayName\tde\t\tneeds-review\tsource-changed\tTidemark$' \
        "$PROJ/Resources/.l10nedit-review"
    keys q
    require "sort-prompt: q quits" wait_for_exit
}

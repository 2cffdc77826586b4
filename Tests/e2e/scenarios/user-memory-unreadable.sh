# The e2e scenario "user-memory-unreadable", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit user-memory-unreadable

scenario_user_memory_unreadable() {
    local folder="$WORK/user-memory-bad"
    mkdir -p "$folder"
    head -c 8192 /dev/zero | tr '\0' 'A' >"$folder/memory.sqlite"
    EXTRA="--memory $(printf '%q' "$folder/memory.sqlite")" start_and_wait user-memory-bad
    select_ja_new_note
    require "user-memory-bad: the memory that is not a database is said in the panel" \
        wait_for_text "User memory not read: SQLite error 26: file is not a database"
    check "user-memory-bad: the project's suggestion is listed" \
        screen_has "1  72% 新規メモ  · Localizable › note.new"
    keys M-1
    require "user-memory-bad: Alt-1 still puts it in place" \
        wait_for_text " ja (editing): 新規メモ"
    keys Escape
    require "user-memory-bad: Esc closes the panel" \
        wait_for_last_line "Tab gap  ] finding  Enter edit"
    keys q
    require "user-memory-bad: q quits" wait_for_exit
    check "user-memory-bad: the editor exited normally" exit_status_is 0
    check "user-memory-bad: nothing was written" same_as_sample
}

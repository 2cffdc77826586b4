# The e2e scenario "user-memory-two-savers", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit user-memory-two-savers

# Two editors, on two copies of the project, save into one user memory at once
# (WAL: both saves succeed, nothing is "locked"); each then gets the other's
# translation of the same cell as a suggestion, never its own back.
scenario_user_memory_two_savers() {
    local folder="$WORK/user-memory-two"
    mkdir -p "$folder"
    local memory="$folder/memory.sqlite"
    check "user-memory-two: tm import makes the shared memory" \
        "$BIN" tm import "$SAMPLE/Resources" --memory "$memory"
    # edit_with_memory NAME TEXT: an editor on a new copy, ja shortcuts.new_note set to TEXT.
    edit_with_memory() {
        EXTRA="--memory $(printf '%q' "$memory")" start_and_wait "$1"
        select_ja_new_note
        type_text "$2"
        keys Enter
        require "$1: the editor holds its edit" wait_until line_contains 1 "● unsaved (1)"
    }
    edit_with_memory user-memory-two-a "メモ甲"
    local first=$SESSION first_proj=$PROJ first_exit=$EXIT_FILE
    edit_with_memory user-memory-two-b "メモ乙"
    local second=$SESSION second_proj=$PROJ second_exit=$EXIT_FILE
    # Both saves at once.
    tmx send-keys -t "=$first:" s
    tmx send-keys -t "=$second:" s
    for SESSION in "$first" "$second"; do
        require "user-memory-two: $SESSION saved" wait_until last_line_starts_with "Saved 1 file"
        check "user-memory-two: $SESSION says nothing of the memory" \
            bash -c '! grep -q "user memory" <<<"$1"' _ "$(last_line)"
    done
    SESSION=$first EXIT_FILE=$first_exit
    keys q
    require "user-memory-two: the first quits" wait_for_exit
    SESSION=$second EXIT_FILE=$second_exit
    keys q
    require "user-memory-two: the second quits" wait_for_exit
    local from_first from_second
    from_first=$("$BIN" suggest "$first_proj/Resources" --table Localizable \
        --key shortcuts.new_note --language ja --memory "$memory")
    from_second=$("$BIN" suggest "$second_proj/Resources" --table Localizable \
        --key shortcuts.new_note --language ja --memory "$memory")
    check "user-memory-two: the first project is offered the second's save" \
        grep -q "メモ乙  · user memory › Localizable › shortcuts.new_note" <<<"$from_first"
    check "user-memory-two: ... and not its own" bash -c '! grep -q "メモ甲" <<<"$1"' _ "$from_first"
    check "user-memory-two: the second project is offered the first's save" \
        grep -q "メモ甲  · user memory › Localizable › shortcuts.new_note" <<<"$from_second"
    check "user-memory-two: ... and not its own" bash -c '! grep -q "メモ乙" <<<"$1"' _ "$from_second"
}

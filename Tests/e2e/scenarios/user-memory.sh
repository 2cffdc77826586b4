# The e2e scenario "user-memory", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit user-memory

scenario_user_memory() {
    local folder="$WORK/user-memory"
    mkdir -p "$folder"
    cat >"$folder/other.tmx" <<'TMX'
<?xml version="1.0" encoding="UTF-8"?>
<tmx version="1.4"><header creationtool="e2e" creationtoolversion="1" datatype="plaintext"
 segtype="sentence" adminlang="en" srclang="en" o-tmf="none"/>
<body><tu tuid="Menu › new"><tuv xml:lang="en"><seg>New Note ⌘N</seg></tuv>
<tuv xml:lang="ja"><seg>新しいメモ ⌘N</seg></tuv></tu></body></tmx>
TMX
    check "user-memory: tm import fills the scenario's memory" \
        "$BIN" tm import "$folder/other.tmx" --memory "$folder/memory.sqlite"
    EXTRA="--memory $(printf '%q' "$folder/memory.sqlite")" start_and_wait user-memory
    select_ja_new_note
    require "user-memory: the user memory's suggestion is listed first, marked" \
        wait_for_text "1  90% 新しいメモ ⌘N  · user memory › other.tmx"
    check "user-memory: the project's suggestion after it" \
        screen_has "2  72% 新規メモ  · Localizable › note.new"
    keys M-1
    require "user-memory: Alt-1 puts it in place of the text" \
        wait_for_text " ja (editing): 新しいメモ ⌘N"
    check "user-memory: nothing is written while suggested" same_as_sample
    keys Escape
    require "user-memory: Esc closes the panel" wait_for_last_line "Tab gap  ] finding  Enter edit"
    keys q
    require "user-memory: q quits" wait_for_exit
    check "user-memory: nothing was written" same_as_sample
}

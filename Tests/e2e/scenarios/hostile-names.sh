# The e2e scenario "hostile-names", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit hostile-names

# Hostile names: a table name with an escape sequence, keys with OSC 0 (set the
# terminal's title) and U+202E. Everything is drawn as symbols; nothing reaches
# the terminal (tmux would take the OSC as the pane's title).
add_hostile_table() {
    printf '"osc\033]0;pwned\007" = "OSC";\n"rev\342\200\256olleh" = "reversed";\n' \
        > "$1/Resources/en.lproj/Evil"$'\033'"[31mTable.strings"
}

scenario_hostile_names() {
    PREPARE=add_hostile_table start_app hostile-names
    require "hostile-names: the table's group row shows the escape as a symbol" \
        wait_for_text "▾ Evil␛[31mTable"
    check "hostile-names: the OSC key is drawn as symbols" screen_has "osc␛]0;pwned␇"
    check "hostile-names: U+202E is shown by its code point" screen_has "rev⟦U+202E⟧"
    check "hostile-names: the pane's title was not set by the file" \
        test "$(tmx display-message -p -t "=$SESSION:" '#{pane_title}')" != pwned
    keys t
    require "hostile-names: the table picker opens" wait_for_text "Show which table?"
    check "hostile-names: the picker lists the table with the symbol" screen_has "Evil␛[31mTable"
    keys q
    require "hostile-names: q closes the picker" wait_until screen_lacks "Show which table?"
    keys q
    require "hostile-names: q quits" wait_for_exit
    check "hostile-names: exit status 0" exit_status_is 0
}

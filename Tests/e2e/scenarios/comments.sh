# The e2e scenario "comments", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit comments

offered_languages_are_not_de_fr() {
    local line
    line=$(last_line)
    [[ $line == *" ja"* && ! $line =~ [\ ,](de|fr)[\ ,] ]]
}

give_de_its_own_comment() {
    sed -i 's|^/\* Shown when the sync session token has expired \*/$|/* formal register */|' \
        "$1/Resources/de.lproj/Errors.strings"
}

scenario_comments() {
    PREPARE=give_de_its_own_comment start_and_wait comments
    local de="$PROJ/Resources/de.lproj/Errors.strings"
    check "comments: the detail pane shows no de comment for the en cell" screen_lacks "comment (de)"
    keys /
    type_text "error.auth.expired"
    keys Enter
    require "comments: the search selects error.auth.expired" \
        wait_for_text "─ Errors › error.auth.expired ─ en"
    keys c C-u
    type_text "Session token expired"
    keys Enter
    require "comments: a new source comment is offered to the languages that shared the old one" \
        wait_until last_line_starts_with "Also give this comment to"
    check "comments: ja is offered, de (its own comment) and fr (a section mark above) are not" \
        offered_languages_are_not_de_fr
    keys y
    require "comments: y applies it" wait_until last_line_starts_with "Comment applied to"
    keys s
    require "comments: s saves" wait_until last_line_starts_with "Saved "
    keys q
    require "comments: q quits" wait_for_exit
    check "comments: de keeps its own comment" grep -qF "/* formal register */" "$de"
    check "comments: ja gets the new one" \
        grep -qF "/* Session token expired */" "$PROJ/Resources/ja.lproj/Errors.strings"
}

# The e2e scenario "git-conflict", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit git-conflict

# Git left de's Localizable.strings with conflict markers around "Cancel": ours "Abbrechen",
# theirs "Zurück".
add_git_conflict_markers() {
    local de="$1/Resources/de.lproj/Localizable.strings"
    sed -i 's/^"Cancel" = "Abbrechen";$/<<<<<<< ours\n"Cancel" = "Abbrechen";\n=======\n"Cancel" = "Zurück";\n>>>>>>> theirs/' "$de"
}

scenario_git_conflict() {
    PREPARE=add_git_conflict_markers start_app git-conflict
    local de="$PROJ/Resources/de.lproj/Localizable.strings"
    require "git-conflict: the conflict left by git is asked about at open" \
        wait_for_text "git left 1 conflict: m keeps ours, d takes theirs, e types the merge"
    check "git-conflict: the detail shows theirs" screen_has "theirs (d): Zurück"
    check "git-conflict: and ours" screen_has "ours (m): Abbrechen"
    check "git-conflict: no version as read (git gives none)" screen_lacks "as read:"
    keys d
    require "git-conflict: d takes theirs and saves the file without markers" \
        wait_until file_lacks "<<<<<<<" "$de"
    check "git-conflict: theirs is on disk" grep -qF '"Cancel" = "Zurück";' "$de"
    check "git-conflict: the rest of the file is as before" \
        test "$(grep -c . "$de")" -eq "$(grep -c . "$SAMPLE/Resources/de.lproj/Localizable.strings")"
    check "git-conflict: nothing is left unsaved" line_lacks 1 "unsaved"
    keys q
    require "git-conflict: q quits" wait_for_exit
    check "git-conflict: exit status 0" exit_status_is 0
}

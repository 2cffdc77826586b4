# The e2e scenario "read-only-folder", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit read-only-folder

scenario_read_only_folder() {
    start_and_wait read-only
    chmod 555 "$PROJ/Resources/zh-Hans.lproj"
    fill_first_gap x
    keys s
    require "read-only: s reports the file it could not write, in words" \
        wait_for_text "Not saved: Resources/zh-Hans.lproj/InfoPlist.strings: not written: Permission denied"
    check "read-only: the edit is still unsaved" line_contains 1 "● unsaved (1)"
    check "read-only: nothing was written" same_as_sample
    keys q
    require "read-only: q still asks" wait_for_last_line "$UNSAVED_PROMPT"
    chmod 755 "$PROJ/Resources/zh-Hans.lproj"
    keys s
    require "read-only: once the folder is writable, s saves and quits" wait_for_exit
    check "read-only: exit status 0" exit_status_is 0
    check "read-only: the new file holds the edit" \
        bytes_equal "$PROJ/Resources/zh-Hans.lproj/InfoPlist.strings" '"CFBundleDisplayName" = "x";'$'\n'
}

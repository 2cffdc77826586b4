# The e2e scenario "quit-save", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit quit-save

scenario_quit_save() {
    start_and_wait quit-save
    fill_first_gap x
    keys q
    require "quit-save: q with unsaved edits asks first" wait_for_last_line "$UNSAVED_PROMPT"
    keys s
    require "quit-save: s saves and quits" wait_for_exit
    check "quit-save: exit status 0" exit_status_is 0
    check "quit-save: exactly one file changed (the new zh-Hans InfoPlist.strings)" \
        only_new_file "Resources/zh-Hans.lproj/InfoPlist.strings"
    check "quit-save: it holds the new entry" \
        bytes_equal "$PROJ/Resources/zh-Hans.lproj/InfoPlist.strings" '"CFBundleDisplayName" = "x";'$'\n'
}

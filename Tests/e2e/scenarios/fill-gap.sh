# The e2e scenario "fill-gap", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit fill-gap

scenario_fill_gap() {
    local text="Grüße 👋🏽"
    start_and_wait fill-gap
    fill_first_gap "$text"
    check "fill-gap: the cell shows ✎ and the new value" screen_has "│✎ Grüße"
    keys s
    require "fill-gap: s saves one file" wait_for_last_line "Saved 1 file: zh-Hans.lproj/InfoPlist.strings"
    check "fill-gap: unsaved indicator gone after save" wait_until screen_lacks "● unsaved"
    keys q
    require "fill-gap: q quits" wait_for_exit
    check "fill-gap: exit status 0" exit_status_is 0

    local file="$PROJ/Resources/zh-Hans.lproj/InfoPlist.strings"
    check "fill-gap: zh-Hans.lproj/InfoPlist.strings holds exactly the new entry" \
        bytes_equal "$file" "\"CFBundleDisplayName\" = \"$text\";"$'\n'
    check "fill-gap: written file is valid UTF-8" valid_utf8 "$file"
    check "fill-gap: written file has no BOM" no_bom "$file"
    check "fill-gap: written file has no CR" no_cr "$file"
    check "fill-gap: no other file differs from SampleProject" \
        only_new_file "Resources/zh-Hans.lproj/InfoPlist.strings"
}

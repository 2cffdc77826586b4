# The e2e scenario "code-usage", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit code-usage

# Code scanning: an Objective-C source and a settings file naming it; the
# detail pane says where a key is used, and the palette offers filter unused.
add_objc_sources() {
    mkdir -p "$1/Sources"
    printf '%s\n' '#import <Foundation/Foundation.h>' 'NSString *title(void) {' \
        '    return NSLocalizedString(@"welcome.title", @"Welcome");' '}' >"$1/Sources/Welcome.m"
    printf '%s\n' '{ "sources": ["../Sources"] }' >"$1/Resources/.l10nedit.json"
}

scenario_code_usage() {
    PREPARE=add_objc_sources start_app code_usage
    require "code: the bottom line says the code was scanned" \
        wait_for_last_line "Code scanned: 1 use of keys in 1 file"
    keys :
    require "code: : opens the palette" wait_until palette_open
    type_text welcome.title
    keys Enter
    require "code: the detail pane says where welcome.title is used" \
        wait_for_text "used at: Resources/../Sources/Welcome.m:3:30 (NSLocalizedString)"
    keys :
    require "code: : opens the palette again" wait_until palette_open
    type_text "filter unused"
    keys Enter
    require "code: filter unused lists the unused keys" \
        wait_until line_contains 1 "unused"
    check "code: an unused key says so" screen_has "used at: nowhere in the scanned code"
    keys q
    require "code: q quits" wait_for_exit
}

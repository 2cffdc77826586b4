# The e2e scenario "resize", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit resize

scenario_resize() {
    start_and_wait resize abs
    local before k
    # Move the selection three keys down and four languages right (to es-MX,
    # which at 80 columns is only visible if the table scrolls sideways).
    for k in j j j l l l l; do
        before=$(heading)
        keys "$k"
        wait_until heading_is_not "$before" || true
    done
    require "resize: selection moved to error.file.unsupported / es-MX" \
        heading_is "─ Errors › error.file.unsupported ─ es-MX"
    local selected
    selected=$(heading)

    local size w h
    for size in 80x24 120x40; do
        w=${size%x*}; h=${size#*x}
        tmx resize-window -t "=$SESSION:" -x "$w" -y "$h"
        require "resize: $size: pane is $h rows" wait_until screen_rows_are "$h"
        require "resize: $size: app redraws (status line on row $h)" \
            wait_for_last_line "Tab gap  ] finding"
        check "resize: $size: title bar still on line 1" line_starts_with 1 " l10nedit"
        check "resize: $size: selection unchanged ($selected)" wait_for_heading "$selected"
        check "resize: $size: the selected language's column is visible" line_contains 2 "es-MX"
        check "resize: $size: no line wider than $w columns" screen_fits_width "$w"
    done
    keys q
    check "resize: q quits with exit status 0" wait_until exit_status_is 0
    check "resize: no file changed" same_as_sample
}

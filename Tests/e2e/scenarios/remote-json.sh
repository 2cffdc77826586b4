# The e2e scenario "remote-json", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit remote-json

# A remote strings JSON file opened as a project: fix es_MX's %d, save, and
# only that value's line changes; a plural form added to ja's inline object.
scenario_remote_json() {
    local file
    ARG=Remote/strings.json start_app remote-json
    file="$PROJ/Remote/strings.json"
    require "remote-json: title bar counts the JSON file's keys and languages" \
        wait_until line_starts_with 1 " l10nedit │ 6 keys · 5 languages"
    check "remote-json: the title names the file" line_contains 1 "│ Remote/strings.json"
    check "remote-json: a column per language, the source first" \
        line_starts_with 2 "KEY                │en (source)"
    check "remote-json: es_MX is a column as the file spells it" line_contains 2 "│es_MX"
    check "remote-json: the title counts one problem, in the singular" \
        line_contains 1 "5 gaps · 1 problem │"
    check "remote-json: Arabic plural forms show in the grid" line_with "inbox.count" "zero: لا"
    keys j l l
    require "remote-json: es_MX error_screen.retry selected, its finding shown" \
        wait_for_text "─ strings › error_screen.retry ─ es_MX ─ error"
    check "remote-json: the finding names the placeholder" screen_has "found a single %d"
    keys Enter
    require "remote-json: Enter opens the edit panel" \
        wait_for_text "es_MX (editing): No se pudo conectar con «%d». ¿Reintentar?"
    keys C-u
    type_text "No se pudo conectar con «%@». ¿Reintentar?"
    check "remote-json: the live check agrees with the source" \
        wait_for_text "✔ placeholders match the source: a single %@"
    keys Enter
    require "remote-json: Enter keeps the edit" wait_until line_contains 1 "● unsaved (1)"
    keys s
    require "remote-json: s saves the JSON file" wait_for_last_line "Saved 1 file: strings.json"
    check "remote-json: only the edited value's line changed" \
        only_line_changed "Remote/strings.json" 34 \
        '    "error_screen.retry": "No se pudo conectar con «%@». ¿Reintentar?",'
    keys q
    require "remote-json: q quits" wait_for_exit
    check "remote-json: exit status 0" exit_status_is 0
}

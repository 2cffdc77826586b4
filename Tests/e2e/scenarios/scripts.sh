# The e2e scenario "scripts", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit scripts

HINDI="के बारे में"

BENGALI="অ্যাপটি সম্পর্কে"

put_indic_values() {  # ar gets a Hindi value, de a Bengali one (error.auth.expired)
    sed -i "s|^\"error.auth.expired\" = .*|\"error.auth.expired\" = \"$HINDI\";|" \
        "$1/Resources/ar.lproj/Errors.strings"
    sed -i "s|^\"error.auth.expired\" = .*|\"error.auth.expired\" = \"$BENGALI\";|" \
        "$1/Resources/de.lproj/Errors.strings"
}

# separator_columns LINE: the display columns of the │ in LINE (wcwidth, as the terminal).
separator_columns() {
    local line=$1 i columns=""
    for ((i = 0; i < ${#line}; i++)); do
        if [[ ${line:i:1} == "│" ]]; then
            columns+=" $(printf '%s' "${line:0:i}" | LC_ALL=$UTF8_LOCALE wc -L)"
        fi
    done
    echo "$columns"
}

# The row of KEY in the grid has its │ where the header row has them.
row_aligned() {
    local header row
    header=$(screen_line 2)
    row=$(screen | grep -F -- "$1" | sed -n 1p)
    [[ -n $row && "$(separator_columns "$row")" == "$(separator_columns "$header")" ]]
}

scenario_scripts() {
    local LC_ALL=$UTF8_LOCALE  # bash compares and slices the screen text by character
    PREPARE=put_indic_values start_and_wait scripts
    local row="error.auth.expired"
    # Hindi in the ar column and Bengali in de are mixed-scripts warnings (▲): right, and the
    # glyph sits before the text as any state does.
    check "scripts: the grid shows the Hindi value intact" line_with "$row" "│▲ $HINDI "
    check "scripts: the grid shows the Bengali value intact" line_with "$row" "│▲ $BENGALI "
    check "scripts: the row's separators line up with the header's" row_aligned "$row"
    keys /
    type_text "$row"
    keys Enter
    require "scripts: the search selects $row" wait_for_text "─ Errors › $row ─ en"
    keys l
    require "scripts: l selects ar" wait_for_text "─ Errors › $row ─ ar"
    check "scripts: the detail pane shows the Hindi value intact" screen_has " ar: $HINDI"
    keys l
    require "scripts: l selects de" wait_for_text "─ Errors › $row ─ de"
    check "scripts: the detail pane shows the Bengali value intact" screen_has " de: $BENGALI"
    keys q
    require "scripts: q quits" wait_for_exit
}

# The e2e scenario "catalog-vary", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit catalog-vary

# A catalog's German text varied by plural from the palette, as Xcode's "Vary by Plural":
# one and other hold the text (one to review), the save writes exactly that, and the
# palette's vary-plural again, undone, leaves the saved forms.
put_vary_catalog() {
    cat >"$1/Resources/Songs.xcstrings" <<'JSON'
{
  "sourceLanguage" : "en",
  "strings" : {
    "songs.count" : {
      "localizations" : {
        "de" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "%lld Lieder"
          }
        },
        "en" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "%lld songs"
          }
        }
      }
    }
  },
  "version" : "1.0"
}
JSON
}

scenario_catalog_vary() {
    PREPARE=put_vary_catalog SORT_FLAG=" --keep-order" start_app catalog-vary
    require "catalog-vary: the editor opens" wait_until line_starts_with 1 " l10nedit │"
    keys /
    type_text "songs.count"
    keys Enter
    require "catalog-vary: the search selects songs.count" \
        wait_for_text "─ Songs › songs.count ─ en"
    keys :
    type_text "German"
    keys Enter
    require "catalog-vary: the palette selects de" wait_for_text "─ Songs › songs.count ─ de"
    keys :
    type_text "vary-plural"
    keys Enter
    require "catalog-vary: vary-plural says the categories" \
        wait_for_text "varies by plural: one, other"
    check "catalog-vary: the detail pane shows the forms" \
        screen_has "de: one: %lld Lieder · other: %lld Lieder"
    keys s
    require "catalog-vary: s saves the catalog" wait_for_last_line "Saved 1 file: Songs.xcstrings"
    local file="$PROJ/Resources/Songs.xcstrings"
    check "catalog-vary: one of de needs review" \
        grep -Pzq '"de" : \{\n          "variations" : \{\n            "plural" : \{\n              "one" : \{\n                "stringUnit" : \{\n                  "state" : "needs_review"' "$file"
    check "catalog-vary: en is as it was" \
        grep -Pzq '"en" : \{\n          "stringUnit" : \{\n            "state" : "translated",\n            "value" : "%lld songs"' "$file"
    keys :
    type_text "vary-plural"
    keys Enter
    require "catalog-vary: vary-plural again gives the text back" \
        wait_for_text "the other form's text again"
    keys u
    require "catalog-vary: u undoes it" wait_for_text "de: one: %lld Lieder · other: %lld Lieder"
    keys q
    require "catalog-vary: q quits (nothing unsaved)" wait_for_exit
}

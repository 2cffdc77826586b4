# The e2e scenario "git-sidecar", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit git-sidecar

# A catalog merged by l10nedit merge with one conflict (fr "one" of photos.count): the catalog
# keeps ours, the conflicts file beside it lists theirs.
put_catalog_merge_conflict() {
    put_plural_catalog "$1"
    local catalog="$1/Resources/Catalog.xcstrings" sides="$1/sides"
    mkdir "$sides"
    cp "$catalog" "$sides/base"
    sed 's/"value" : "%lld photo" } },$/"value" : "%lld photo (theirs)" } },/' "$catalog" >"$sides/theirs"
    sed -i 's/"value" : "%lld photo" } },$/"value" : "%lld photo (ours)" } },/' "$catalog"
    (cd "$1/Resources" && "$BIN" merge ../sides/base Catalog.xcstrings ../sides/theirs \
        --path Catalog.xcstrings >/dev/null 2>&1) || true
}

scenario_git_sidecar() {
    PREPARE=put_catalog_merge_conflict SORT_FLAG=" --keep-order" start_app git-sidecar
    local catalog="$PROJ/Resources/Catalog.xcstrings"
    local sidecar="$catalog.l10nedit-conflicts.json"
    check "git-sidecar: the merge left the conflicts file" test -s "$sidecar"
    require "git-sidecar: its conflicts are asked about at open" \
        wait_for_text "Catalog.xcstrings: git left 2 conflicts"
    check "git-sidecar: theirs is shown as theirs" screen_has "theirs (d): "
    keys d
    keys d
    require "git-sidecar: d, d take theirs and save the catalog" \
        wait_until grep -qF '%lld photo (theirs)' "$catalog"
    check "git-sidecar: ours is gone" file_lacks '%lld photo (ours)' "$catalog"
    keys q
    require "git-sidecar: q quits" wait_for_exit
    check "git-sidecar: exit status 0" exit_status_is 0
    check "git-sidecar: the conflicts file is removed once decided and saved" test ! -e "$sidecar"
}

#!/usr/bin/env bash
# Copies the seed inputs of fuzz target TARGET into the folder DEST: the corpus beside the
# checkout (../shared/corpus, read in place, never committed), SampleProject, a unit-test fixture,
# and a few inputs written here for what none holds (XLIFF, settings, UTF-16 and plist .strings).
#   seeds.sh TARGET DEST
set -euo pipefail
target=$1
dest=$2
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(dirname "$here")"
corpus="$(dirname "$repo")/shared/corpus"
mkdir -p "$dest"

# Copies every file below the corpus and SampleProject whose name ends with one of the
# suffixes, each under a name made from its path.
copy() {
  local roots=("$repo/SampleProject")
  [ -d "$corpus" ] && roots+=("$corpus")
  local suffix
  for suffix in "$@"; do
    find "${roots[@]}" -type f -name "*$suffix" -print0 | while IFS= read -r -d '' file; do
      cp "$file" "$dest/$(printf '%s' "$file" | cksum | cut -d' ' -f1)$suffix"
    done
  done
}

# Writes one seed.
seed() {
  printf '%b' "$2" > "$dest/$1"
}

case "$target" in
  FuzzStrings)
    copy .strings
    seed utf16le.strings '\xff\xfe"\x00a\x00"\x00=\x00"\x00b\x00"\x00;\x00'
    seed utf16be.strings '\x00"\x00a\x00"\x00=\x00"\x00\xe9\x00"\x00;'
    seed plist.strings '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n\t<key>a</key>\n\t<string>b</string>\n</dict>\n</plist>\n'
    seed bom.strings '\xef\xbb\xbf/* c */\n"k" = "v\\n\\U00e9";\r\n// x\nbare = word;\n"only";\n'
    ;;
  FuzzStringsdict | FuzzOldStylePlist)
    copy .stringsdict .pbxproj
    seed old.plist '{ a = ( b, "c\\n", <0fbd 7780> ); "d" = { e = f; }; } // end\n'
    ;;
  FuzzXcodeProject)
    copy .pbxproj
    # The reader tests' project (old-style text in a Swift string literal, tabs as \t).
    sed -n '/^private let fixture = """$/,/^  """$/p' \
      "$repo/Tests/L10nFormatsTests/XcodeProjectReaderTests.swift" \
      | sed '1d;$d' | sed 's/^  //' | sed 's/\\t/\t/g' > "$dest/fixture.pbxproj"
    ;;
  FuzzJSON | FuzzXCStrings)
    copy .xcstrings .json
    ;;
  FuzzRemoteStrings)
    copy .json
    seed inline.json '{"en":{"a":"A \\u00e9","b":{"one":"x","other":"y"}},"fr":{}}'
    seed crlf.json '{\r\n\t"en" : {\r\n\t\t"a" : "A",\r\n\t\t"a" : "A2"\r\n\t}\r\n}'
    ;;
  FuzzFormatString)
    # The values with a '%' of the .strings files, one a seed (at most 2,000).
    copy .strings
    find "$dest" -name '*.strings' -print0 | xargs -0 cat \
      | grep -aoE '"[^"]*%[^"]*"' | sort -u | head -n 2000 | split -l 1 - "$dest/value-"
    find "$dest" -name '*.strings' -delete
    seed plural '%#@files@ in %1$#@folders@ %%'
    seed widths '%-+#0'"'"'*2$.*3$lld %.99999999999999999999f %hhu %Lf %5@'
    ;;
  FuzzSettings)
    seed settings.json '{"sourceLanguage": "en", "rules": {"missing-translation": "warning"}, "ignore": {"keys": ["a.*"], "tables": ["InfoPlist"], "languages": ["de"]}, "sort": false, "bundles": {"App": ["Sources"]}, "sources": ["Sources"], "routines": ["L10n"]}\n'
    seed settings.yml 'sourceLanguage: en\nrules:\n  missing-translation: warning\n  unused-key: off\nignore:\n  keys: [a.*]\n  tables:\n    - InfoPlist\nsort: true\n'
    ;;
  FuzzXLIFF)
    seed xcode.xliff '<?xml version="1.0" encoding="UTF-8"?>\n<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">\n  <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="de" datatype="plaintext">\n    <body>\n      <trans-unit id="k &amp; &#13;" xml:space="preserve">\n        <source>A &lt; B</source>\n        <target state="translated">A &lt; B de</target>\n        <note>comment</note>\n      </trans-unit>\n      <group><trans-unit id="/k:dict/n:dict/one:dict/:string" translate="no"><source>x</source><note/></trans-unit></group>\n    </body>\n  </file>\n</xliff>\n'
    ;;
  *)
    echo "seeds.sh: unknown target $target" >&2
    exit 2
    ;;
esac

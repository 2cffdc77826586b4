#!/usr/bin/env bash
# Copies the seed inputs of fuzz target TARGET into the folder DEST: the maintainers' corpus
# (shared/corpus beside the checkout, read in place, never committed; used only when present,
# see Documentation/Development/Testing.md), SampleProject, a unit-test fixture,
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

# Writes a binary property list (bplist00) NAME of the OBJECTS given in hex, the last one its
# root; references take one byte, offsets one (two once the objects pass 255 bytes).
bplist() {
  local name=$1
  shift
  local body="" offsets=() offset=8 object
  for object in "$@"; do
    offsets+=("$offset")
    body+=$object
    offset=$((offset + ${#object} / 2))
  done
  local size=1
  [ "$offset" -gt 255 ] && size=2
  local table=""
  for object in "${offsets[@]}"; do table+=$(printf "%0$((size * 2))x" "$object"); done
  local trailer
  trailer=$(printf '000000000000%02x01%016x%016x%016x' "$size" "$#" "$(($# - 1))" "$offset")
  printf '%b' "$(printf '%s' "62706c6973743030$body$table$trailer" | sed 's/../\\x&/g')" \
    > "$dest/$name"
}

# N times the text S.
repeat() {
  local out="" index
  for ((index = 0; index < $1; index++)); do out+=$2; done
  printf '%s' "$out"
}

case "$target" in
  FuzzStrings)
    copy .strings
    seed utf16le.strings '\xff\xfe"\x00a\x00"\x00=\x00"\x00b\x00"\x00;\x00'
    seed utf16be.strings '\x00"\x00a\x00"\x00=\x00"\x00\xe9\x00"\x00;'
    seed plist.strings '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n\t<key>a</key>\n\t<string>b</string>\n</dict>\n</plist>\n'
    seed bom.strings '\xef\xbb\xbf/* c */\n"k" = "v\\n\\U00e9";\r\n// x\nbare = word;\n"only";\n'
    ;;
  FuzzMerge)
    copy .strings
    seed added '"a" = "A";\n\x01"a" = "A";\n"o" = "O";\n\x01"a" = "A";\n"t" = "T";\n'
    seed conflict '"a" = "A";\n"b" = "B";\n\x01"a" = "X";\n\x01"a" = "Y";\n"b" = "B2";\n'
    seed deleted '/* c */\n"a" = "A";\n"b" = "B";\n\x01"b" = "B";\n\x01"a" = "A2";\r\n'
    seed markers '<<<<<<< ours\n"a" = "X";\n=======\n"a" = "Y";\n>>>>>>> theirs\n'
    ;;
  FuzzStringsdict | FuzzOldStylePlist)
    copy .stringsdict .pbxproj
    seed old.plist '{ a = ( b, "c\\n", <0fbd 7780> ); "d" = { e = f; }; } // end\n'
    ;;
  FuzzBinaryPlist)
    # "a" = "b"; a .stringsdict entry with a plural variable; UTF-16; numbers and booleans.
    bplist strings.bplist 5161 5162 d10001
    bplist stringsdict.bplist 5566696c6573 d202030405 \
      5f101a4e53537472696e674c6f63616c697a6564466f726d61744b6579 516e 552523406e40 \
      d4060708090a0b0c0d 5f10194e53537472696e67466f726d617453706563547970654b6579 \
      5f101a4e53537472696e67466f726d617456616c7565547970654b6579 536f6e65 556f74686572 \
      5f10164e53537472696e67506c7572616c52756c6554797065 5164 56312066696c65 \
      5825642066696c6573 d10001
    bplist utf16.bplist 5161 6300e9d83dde0b d10001
    bplist numbers.bplist 1001 110100 1200010000 138000000000000000 233ff8000000000000 \
      223dcccccd 08 09 a80001020304050607 5161 d10908
    # Reused references: 30 arrays, each referring 8 times to the one before (8^30 values);
    # a 1,000-byte string referred to 7,000 times; cycles of one and of two arrays.
    dag=(5178)
    for ((level = 0; level < 30; level++)); do dag+=("a8$(repeat 8 "$(printf %02x "$level")")"); done
    bplist dag.bplist "${dag[@]}" 5162 d11f1e
    bplist wide.bplist "5f1103e8$(repeat 1000 78)" "af111b58$(repeat 7000 00)"
    bplist cycle1.bplist a100
    bplist cycle2.bplist a101 a100
    ;;
  FuzzCSV)
    # SampleProject's keys: texts, plural forms, quoted line breaks and quotes, a byte order
    # mark, a new language, and a quote that never closes.
    seed texts.csv 'table,key,comment,en,de,fr\r\nLocalizable,welcome.title,,Welcome,Willkommen,Bienvenue\r\nLocalizable,Done,"a, comment",Done,Fertig,\r\n'
    seed plural.csv 'table,key,comment,en,de,pt-BR\r\nLocalizable,files.remaining[one],,,%ld Datei,%ld arquivo\r\nLocalizable,files.remaining[other],,,%ld Dateien,%ld arquivos\r\nLocalizable,files.remaining[format],,,%#@files@,\r\n'
    seed quoted.csv '\xef\xbb\xbftable,key,comment,en,de\nLocalizable,welcome.body,,x,"Zeile 1\r\nZeile ""2"""\nErrors,error.auth.expired,,,Abgelaufen\n'
    seed unclosed.csv 'table,key,comment,en,de\r\nLocalizable,welcome.body,,x,"Hallo\r\nLocalizable,Done,,,Fertig\r\n'
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
  FuzzCatalogStream)
    copy .xcstrings
    # The compiler tests' catalog: plurals, substitutions (one varying by device), devices.
    sed -n '/^  static let catalog = """$/,/^    """$/p' \
      "$repo/Tests/L10nFormatsTests/CatalogCompilerTests.swift" | sed '1d;$d' \
      > "$dest/compiler.xcstrings"
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
    # Anchors of aliases of anchors, nine deep: 432 bytes naming 9^9 values.
    bomb='a: &a [x,x,x,x,x,x,x,x,x]'
    previous=a
    for name in b c d e f g h i; do
      bomb+="\\n$name: &$name [$(printf "*$previous,%.0s" {1..8})*$previous]"
      previous=$name
    done
    seed aliases.yml "$bomb\\nsourceLanguage: en\\n"
    seed aliases-key.yml "$bomb\\n? *i\\n: x\\n"
    ;;
  FuzzXLIFF)
    seed xcode.xliff '<?xml version="1.0" encoding="UTF-8"?>\n<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">\n  <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="de" datatype="plaintext">\n    <body>\n      <trans-unit id="k &amp; &#13;" xml:space="preserve">\n        <source>A &lt; B</source>\n        <target state="translated">A &lt; B de</target>\n        <note>comment</note>\n      </trans-unit>\n      <group><trans-unit id="/k:dict/n:dict/one:dict/:string" translate="no"><source>x</source><note/></trans-unit></group>\n    </body>\n  </file>\n</xliff>\n'
    ;;
  FuzzTMX)
    seed l10nedit.tmx '<?xml version="1.0" encoding="UTF-8"?>\n<tmx version="1.4">\n  <header creationtool="l10nedit" creationtoolversion="1" segtype="block" o-tmf="l10nedit" adminlang="en" srclang="en" datatype="plaintext"/>\n  <body>\n    <tu tuid="Main › k &amp; &#13;">\n      <note>comment</note>\n      <prop type="x-context">c</prop>\n      <tuv xml:lang="en"><seg>A &lt; B %@</seg></tuv>\n      <tuv xml:lang="de"><seg>A &lt; B %@ de</seg></tuv>\n    </tu>\n  </body>\n</tmx>\n'
    seed other.tmx '<tmx version="1.1"><header srclang="*all*"/><body><tu><tuv lang="EN-US"><seg>Delete <ph x="1">%d</ph> <bpt i="1">&lt;b&gt;</bpt>files<ept i="1">&lt;/b&gt;</ept></seg></tuv><tuv xml:lang="de"><seg><![CDATA[<x>]]></seg></tuv></tu></body></tmx>'
    ;;
  FuzzGlossary)
    seed glossary.csv 'term,language,translation,note\nfile,de,Datei,"Always ""Datei"", never\nDokument"\n\nWi-Fi settings,pt-BR,Configurações de Wi-Fi,\nファイル,en,file,\n'
    seed glossary.tbx '<?xml version="1.0"?>\n<!DOCTYPE martif SYSTEM "TBXcoreStructV02.dtd">\n<martif type="TBX" xml:lang="en"><text><body>\n<termEntry id="t1"><note>a &amp; b</note>\n<langSet xml:lang="en"><tig><term>file</term></tig></langSet>\n<langSet xml:lang="de"><ntig><termGrp><term>Datei</term></termGrp></ntig></langSet>\n<langSet xml:lang="de"><tig><term>Dokument</term><termNote type="administrativeStatus">deprecatedTerm-admn-sts</termNote></tig></langSet>\n</termEntry></body></text></martif>\n'
    seed glossary3.tbx '<tbx type="TBX-Basic" xml:lang="en"><text><body><conceptEntry id="c"><descrip type="definition">d</descrip><langSec xml:lang="en-US"><termSec><term><![CDATA[Settings]]></term></termSec></langSec><langSec xml:lang="hi"><termSec><term>सेटिंग्स</term></termSec></langSec></conceptEntry></body></text></tbx>'
    ;;
  FuzzReviewFile)
    seed review '# l10nedit review states\nLocalizable\tgreeting\tde\t\tneeds-review\tsource-changed\tHello\\tthere\nLocalizable\tfiles\tru\tvariable:count.few\tneeds-review\tsource-changed\t%d files\nApp/Main\ta\\nb\tfr\tsubstitution:n.one\tneeds-review\tby-hand\nMain\tk\tja\tplural.other\tnew\nMain\t\\u{7F}\tde\tdevice.mac\tneeds-review\timported\n'
    seed conflict '<<<<<<< ours\nMain\tk\tde\t\tnew\n=======\nMain\tk\tde\t\tneeds-review\tby-hand\n>>>>>>> theirs\n'
    seed reviewed 'Main\topen\tde\t\treviewed\t\tOpen\\u{2026}\nMain\topen\tde\tvariable:n.few\tneeds-review\tby-hand\nMain\tsave\tfr\t\treviewed\t\t\n'
    ;;
  FuzzProviderResponse)
    seed text '{"id":"r1","text":"Abrir \u27e61\u27e7 ahora"}'
    seed error '{"id": "7", "error": "\\u001b[31mquota\\r\\nexceeded \\u202e", "extra": [1, {"a": null}, -2.5e3, true]}'
    seed escapes '{"text":"\\ud83d\\ude00 \\"q\\" \\\\ \\/ \\b\\f\\n\\r\\t","id":"\\u00e9"}'
    seed twice '{"id":"1","id":"2","text":"a"}'
    seed both '{"id":"1","text":"a","error":"b"}'
    seed junk 'Traceback (most recent call last):'
    ;;
  FuzzLSPMessage)
    seed initialize 'Content-Length: 90\r\n\r\n{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{},"rootUri":null}}'
    seed two 'Content-Length: 52\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{"jsonrpc":"2.0","method":"exit","params":{"a":[1]}}Content-Length: 40\r\n\r\n{"jsonrpc":"2.0","id":"x","result":null}'
    seed broken 'Content-Length 3\r\n\r\n{}}Content-Length: 7\r\n\r\n{oops!}content-length:2\r\n\r\n[]Content-Length: 99999999999999999999\r\n\r\n'
    seed change 'Content-Length: 153\r\n\r\n{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///a/é.swift","version":2},"contentChanges":[{"text":"😀"}]}}'
    ;;
  FuzzSwiftPackage)
    # This repository's manifests, those of the corpus's code when present, and one with what
    # the reader reads through: conditions, a computed path, raw and multi-line strings.
    cp "$repo/Package.swift" "$dest/root-Package.swift"
    cp "$repo/Fuzz/Package.swift" "$dest/fuzz-Package.swift"
    if [ -d "$(dirname "$repo")/shared/corpus-code" ]; then
      find "$(dirname "$repo")/shared/corpus-code" -name Package.swift -print0 \
        | while IFS= read -r -d '' file; do
          cp "$file" "$dest/$(printf '%s' "$file" | cksum | cut -d' ' -f1)-Package.swift"
        done
    fi
    seed conditions.swift '// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(\n  name: "App",\n  defaultLocalization: "en",\n  targets: [\n#if os(Linux)\n    .target(name: "Kit", path: "Linux/Kit", exclude: ["x"], resources: [.process("R"), .copy(#"Raw\\"Data"#)]),\n#else\n    .target(name: "Kit", resources: [.embedInCode("""\n      a.json\n      """)]),\n#endif\n    .executableTarget(name: "App", dependencies: ["Kit"], path: "Sources/" + name),\n    .binaryTarget(name: "Bin", path: "Bin.xcframework"),\n    .testTarget(name: "AppTests", dependencies: ["App"]),\n  ]\n)\n'
    ;;
  *)
    echo "seeds.sh: unknown target $target" >&2
    exit 2
    ;;
esac

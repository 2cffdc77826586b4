import L10nFormats
import L10nModel
import L10nTestSupport
import Testing

/// A remote strings JSON file opened as a project: read through the loader, edited through the
/// cell layer as the editor edits it, written back by `ProjectWriter` as a save writes it.
@Suite("Remote strings JSON as a project")
struct RemoteStringsDocumentTests {
  static let example = """
    {
        "en": {
            "error_screen.title": "Error",
            "error_screen.ok": "OK",
            "files": { "one": "%d file", "other": "%d files" },
            "path": "a/b é"
        },
        "fr": {
            "error_screen.title": "Erreur",
            "files": {
                "one": "%d fichier",
                "other": "%d fichiers"
            }
        }
    }

    """

  /// A project of the one file `strings.json` holding `text`.
  static func project(_ text: String, sourceLanguage: LanguageID? = nil) throws -> (
    TemporaryFolder, Project
  ) {
    let folder = try TestSupport.fixture(["strings.json": text])
    let project = try ProjectLoader.load(
      folder.path + "/strings.json", sourceLanguage: sourceLanguage)
    return (folder, project)
  }

  static func cell(_ key: String, _ language: String) -> CellID {
    CellID(table: TableID("strings"), key: LocalizationKey(key), language: LanguageID(language))
  }

  /// The text the file is saved as after `edits`.
  static func saved(_ text: String, _ edits: [CellEdit], order: WriteOrder? = nil) throws
    -> String
  {
    var (folder, project) = try Self.project(text)
    _ = try project.apply(edits)
    let bytes = try #require(ProjectWriter.bytes(of: project, file: 0, order: order))
    _ = folder
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The lines of `after` that differ from `before` (same line count assumed), as pairs.
  static func changedLines(_ before: String, _ after: String) -> [String] {
    let old = before.split(separator: "\n", omittingEmptySubsequences: false)
    let new = after.split(separator: "\n", omittingEmptySubsequences: false)
    guard old.count == new.count else { return ["line count \(old.count) → \(new.count)"] }
    return zip(old, new).filter { $0 != $1 }.map { String($0.1) }
  }

  @Test("the file is one table, a column per language, the source en; plurals are plural cells")
  func grid() throws {
    let (_, project) = try Self.project(Self.example)
    #expect(project.grids.map(\.table) == [TableID("strings")])
    #expect(project.sourceLanguage == .english)
    #expect(project.languages == [LanguageID("en"), LanguageID("fr")])
    #expect(project.content(of: Self.cell("path", "en")) == .text("a/b é", state: nil))
    #expect(project.coverage(of: Self.cell("error_screen.ok", "fr")) == .gap(.missing))
    let plural = try #require(project.content(of: Self.cell("files", "fr")).plural)
    #expect(plural.variables.first?.forms.map(\.category) == ["one", "other"])
    #expect(plural.variables.first?.forms.map(\.text) == ["%d fichier", "%d fichiers"])
  }

  @Test("the source language: the one asked for, else en, else the first in the file")
  func sourceLanguage() throws {
    let text = #"{ "fr": { "a": "A" }, "de": { "a": "B" }, "en": { "a": "C" } }"#
    #expect(try Self.project(text).1.sourceLanguage == .english)
    #expect(try Self.project(text, sourceLanguage: LanguageID("de")).1.sourceLanguage.code == "de")
    let withoutEnglish = #"{ "fr": { "a": "A" }, "de": { "a": "B" } }"#
    #expect(try Self.project(withoutEnglish).1.sourceLanguage.code == "fr")
  }

  @Test("unedited, it is written back byte for byte, in any layout")
  func unedited() throws {
    let layouts = [
      Self.example,
      #"{"en":{"a":"A \u00e9","b":{"one":"x","other":"y"}},"fr":{}}"#,
      "{\r\n\t\"en\" : {\r\n\t\t\"a\" : \"A\"\r\n\t}\r\n}",
      #"{ "en": { "a": "A", "a": "A2" } }"#,
    ]
    for text in layouts {
      #expect(try Self.saved(text, []) == text)
      #expect(try Self.saved(text, [], order: .keepOrder) == text)
    }
  }

  @Test("an edited value changes only its own line; escapes follow the file's")
  func editValue() throws {
    let after = try Self.saved(
      Self.example, [.setText(Self.cell("error_screen.title", "fr"), "Erreur \"grave\" a/b é\n")])
    #expect(
      Self.changedLines(Self.example, after) == [
        #"        "error_screen.title": "Erreur \"grave\" a/b é\n","#
      ])
    // A file that writes `\/` and `\u00e9` (never `/` or `é` literally) gets them escaped.
    let escaped = #"{ "en": { "a": "x\/y \u00e9" } }"#
    #expect(
      try Self.saved(escaped, [.setText(Self.cell("a", "en"), "p/q è 😀")])
        == #"{ "en": { "a": "p\/q \u00e8 \ud83d\ude00" } }"#)
  }

  @Test("a new key goes beside its neighbours, indented like them, commas where JSON needs them")
  func addKey() throws {
    let after = try Self.saved(Self.example, [.setText(Self.cell("error_screen.ok", "fr"), "OK")])
    #expect(
      after == """
        {
            "en": {
                "error_screen.title": "Error",
                "error_screen.ok": "OK",
                "files": { "one": "%d file", "other": "%d files" },
                "path": "a/b é"
            },
            "fr": {
                "error_screen.title": "Erreur",
                "error_screen.ok": "OK",
                "files": {
                    "one": "%d fichier",
                    "other": "%d fichiers"
                }
            }
        }

        """)
    let added = try Self.saved(
      Self.example,
      [.addKey(TableID("strings"), LocalizationKey("zeta"), sourceValue: "Z", comment: nil)])
    #expect(added.contains("\"path\": \"a/b é\",\n        \"zeta\": \"Z\"\n    },"))
    // In a language whose keys are sorted, a new key goes in order.
    let sorted = #"{"en":{"a":"A","c":"C"},"fr":{"a":"A","c":"C"}}"#
    #expect(
      try Self.saved(sorted, [.setText(Self.cell("b", "fr"), "B")])
        == #"{"en":{"a":"A","c":"C"},"fr":{"a":"A","b":"B","c":"C"}}"#)
  }

  @Test("a deleted key takes its line and the comma before it when it was last")
  func deleteKey() throws {
    let after = try Self.saved(
      Self.example, [.deleteKey(TableID("strings"), LocalizationKey("path"))])
    #expect(
      after.contains(
        "\"files\": { \"one\": \"%d file\", \"other\": \"%d files\" }\n    },"))
    #expect(!after.contains("path"))
    let removed = try Self.saved(
      Self.example,
      [
        .removeTranslation(Self.cell("error_screen.title", "fr")),
        .removeTranslation(Self.cell("files", "fr")),
      ])
    #expect(removed.hasSuffix("\"fr\": {}\n}\n"))
  }

  @Test("renaming a key renames it in every language, values untouched")
  func renameKey() throws {
    let after = try Self.saved(
      Self.example,
      [.renameKey(TableID("strings"), LocalizationKey("files"), to: LocalizationKey("docs"))])
    #expect(Self.changedLines(Self.example, after).count == 2)
    #expect(after.contains(#""docs": { "one": "%d file", "other": "%d files" },"#))
    #expect(after.contains("        \"docs\": {\n            \"one\": \"%d fichier\","))
  }

  @Test("plural forms: a changed form changes only its text; new forms go in CLDR order")
  func pluralForms() throws {
    let after = try Self.saved(
      Self.example,
      [.setPluralForms(Self.cell("files", "fr"), .plural, ["many": "%d de fichiers", "one": nil])]
    )
    #expect(
      after.contains(
        """
                "files": {
                    "many": "%d de fichiers",
                    "other": "%d fichiers"
                }
        """))
    let changed = try Self.saved(
      Self.example, [.setPluralForms(Self.cell("files", "en"), .plural, ["other": "%d docs"])])
    #expect(
      Self.changedLines(Self.example, changed) == [
        #"        "files": { "one": "%d file", "other": "%d docs" },"#
      ])
    // A new plural value in a new language is laid out like the file.
    let added = try Self.saved(
      Self.example,
      [
        .addLanguage(LanguageID("de")),
        .setPluralForms(
          Self.cell("files", "de"), .plural, ["one": "%d Datei", "other": "%d Dateien"]),
      ]
    )
    #expect(
      added.hasSuffix(
        """
            },
            "de": {
                "files": {
                    "one": "%d Datei",
                    "other": "%d Dateien"
                }
            }
        }

        """))
    var (_, project) = try Self.project(Self.example)
    #expect(throws: EditError.self) {
      _ = try project.apply([.setPluralForms(Self.cell("files", "fr"), .plural, ["other": nil])])
    }
  }

  @Test("sorting orders each language's keys and keeps every member's own text")
  func sorting() throws {
    let text = "{\n  \"en\": {\n    \"b\": \"B\",\n    \"a\": \"A\"\n  }\n}\n"
    #expect(
      try Self.saved(text, [], order: .sorted)
        == "{\n  \"en\": {\n    \"a\": \"A\",\n    \"b\": \"B\"\n  }\n}\n")
  }

  @Test("a repeated key: the later value is the cell's and is the one an edit changes")
  func repeatedKey() throws {
    let text = #"{ "en": { "a": "first", "a": "second" } }"#
    let (_, project) = try Self.project(text)
    #expect(project.content(of: Self.cell("a", "en")) == .text("second", state: nil))
    #expect(
      try Self.saved(text, [.setText(Self.cell("a", "en"), "third")])
        == #"{ "en": { "a": "first", "a": "third" } }"#)
    #expect(
      try Self.saved(text, [.deleteKey(TableID("strings"), LocalizationKey("a"))])
        == #"{ "en": {} }"#)
  }

  @Test("a CRLF file gets CRLF line breaks in what is added")
  func crlf() throws {
    let text = "{\r\n  \"en\": {\r\n    \"a\": \"A\"\r\n  }\r\n}\r\n"
    #expect(
      try Self.saved(text, [.addLanguage(LanguageID("de")), .setText(Self.cell("a", "de"), "Ä")])
        == "{\r\n  \"en\": {\r\n    \"a\": \"A\"\r\n  },\r\n  \"de\": {\r\n    \"a\": \"Ä\"\r\n  }\r\n}\r\n"
    )
  }

  @Test("comments, review states and outer plural formats are refused, nothing changed")
  func unsupported() throws {
    var (_, project) = try Self.project(Self.example)
    for edit in [
      CellEdit.setComment(Self.cell("files", "en"), "note"),
      .setState(Self.cell("files", "fr"), .needsReview),
      .setPluralFormat(Self.cell("files", "fr"), "%#@files@"),
    ] {
      #expect(throws: EditError.self) { _ = try project.apply([edit]) }
    }
    #expect(
      ProjectWriter.bytes(of: project, file: 0).map { String(decoding: $0, as: UTF8.self) }
        == Self.example)
  }

  @Test("JSON files in a project folder are not taken for remote strings")
  func notDiscoveredInFolders() throws {
    let folder = try TestSupport.fixture([
      "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
      "Assets.xcassets/Contents.json": #"{ "info": { "version": 1 } }"#,
      "strings.json": #"{ "en": { "b": "B" } }"#,
    ])
    let project = try ProjectLoader.load(folder.path)
    #expect(project.files.map(\.relativePath) == ["en.lproj/Localizable.strings"])
  }
}

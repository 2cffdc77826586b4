import Foundation
import L10nFormats

/// Hostile but legal inputs (issue 18), each a project of about a given size.
///
/// The one big file of each case stresses one reader or check. Tests write them small;
/// `l10nedit-bench --pathological` writes them at 1, 4 and 16 MB.
package enum PathologicalInput: String, CaseIterable, Sendable {
  /// One value made of `\n` escapes.
  case escapes
  /// Every entry on one line.
  case oneLine = "one-line"
  /// One value on one line, of words with two- and three-byte characters.
  case longValue = "long-value"
  /// One short entry per line: 1,000,000 keys at 16 MB.
  case manyKeys = "many-keys"
  /// `<dict><key>k</key>` nested without end in a `.stringsdict`.
  case nestedDictionaries = "nested-dicts"
  /// `[` nested without end in a String Catalog.
  case nestedArrays = "nested-arrays"
  /// `/* ` repeated after the last entry, never closed.
  case openComments = "open-comments"
  /// A value of backslashes whose last one escapes the closing quote.
  case backslashes
  /// A String Catalog whose every key is translated into one language of its own.
  case languages
  /// A table of one short entry per line in English and German beside a one-key String Catalog
  /// naming one language fewer than `LanguageLimit.count`: languages the table never has.
  case foreignLanguages = "foreign-languages"
  /// Format strings naming argument position 100,000,000 (`%1$@ %100000000$@`).
  case positions

  /// The files of the case at about `bytes` bytes, by path relative to the project folder.
  ///
  /// Besides the big file each project has a German `Localizable.strings` with only the first
  /// key, so that lint has translations to compare.
  package func files(bytes: Int) -> [String: String] {
    let german = ["de.lproj/Localizable.strings": "\"key.0\" = \"Wert\";\n"]
    switch self {
    case .escapes:
      return german.merging(
        ["en.lproj/Localizable.strings": "\"key.0\" = \"" + repeated("\\n", bytes) + "\";\n"]
      ) { $1 }
    case .oneLine:
      return german.merging(["en.lproj/Localizable.strings": entries(bytes, separator: " ")]) {
        $1
      }
    case .longValue:
      return german.merging(
        [
          "en.lproj/Localizable.strings": "\"key.0\" = \"" + repeated("Hello wörld 日本 ", bytes)
            + "\";\n"
        ]) { $1 }
    case .manyKeys:
      return german.merging(["en.lproj/Localizable.strings": entries(bytes, separator: "\n")]) {
        $1
      }
    case .nestedDictionaries:
      let levels = bytes / 36
      return german.merging([
        "en.lproj/Localizable.strings": "\"key.0\" = \"Value\";\n",
        "en.lproj/Localizable.stringsdict":
          "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n"
          + String(repeating: "<dict><key>k</key>", count: levels) + "<string>v</string>"
          + String(repeating: "</dict>", count: levels) + "\n</plist>\n",
      ]) { $1 }
    case .nestedArrays:
      return german.merging([
        "en.lproj/Localizable.strings": "\"key.0\" = \"Value\";\n",
        "Nested.xcstrings": String(repeating: "[", count: bytes / 2)
          + String(repeating: "]", count: bytes / 2),
      ]) { $1 }
    case .openComments:
      return german.merging(
        ["en.lproj/Localizable.strings": "\"key.0\" = \"Value\";\n" + repeated("/* ", bytes)]
      ) { $1 }
    case .backslashes:
      return german.merging(
        [
          "en.lproj/Localizable.strings": "\"key.0\" = \"Value\";\n\"key.1\" = \""
            + String(repeating: "\\", count: bytes | 1) + "\";\n"
        ]) { $1 }
    case .languages:
      return ["Localizable.xcstrings": catalog(bytes)]
    case .foreignLanguages:
      return [
        "en.lproj/Localizable.strings": entries(bytes / 2, separator: "\n"),
        "de.lproj/Localizable.strings": entries(bytes / 2, separator: "\n", value: "Werte"),
        "Other.xcstrings": foreignCatalog(),
      ]
    case .positions:
      var text = ""
      for index in 0..<(bytes / 35) { text += "\"key.\(index)\" = \"%1$@ %100000000$@\";\n" }
      return german.merging(["en.lproj/Localizable.strings": text]) { $1 }
    }
  }

  /// Writes the case at about `bytes` bytes into `folder`, creating it.
  package func write(bytes: Int, to folder: URL) throws {
    for (path, text) in files(bytes: bytes) {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
  }

  /// The language code of the catalog's language `index` (`languages`): two letters, a
  /// region of letters and digits, as BCP 47 allows.
  package static func languageCode(_ index: Int) -> String {
    "ab-" + String(index, radix: 36, uppercase: true)
  }

  /// `unit` repeated to about `bytes` bytes.
  private func repeated(_ unit: String, _ bytes: Int) -> String {
    String(repeating: unit, count: max(1, bytes / unit.utf8.count))
  }

  /// `"key.N" = "Value N";` entries joined by `separator`, about `bytes` bytes in all.
  private func entries(_ bytes: Int, separator: String, value: String = "Value") -> String {
    var text = ""
    text.reserveCapacity(bytes + 64)
    var index = 0
    while text.utf8.count < bytes {
      text += "\"key.\(index)\" = \"\(value) \(index)\";" + separator
      index += 1
    }
    return text
  }

  /// A catalog in source language `en` of one key translated into `LanguageLimit.count - 1`
  /// languages (`languageCode`).
  private func foreignCatalog() -> String {
    let localizations = (0..<(LanguageLimit.count - 1)).map { index in
      "\"\(Self.languageCode(index))\" : { \"stringUnit\" : { \"state\" : \"translated\", "
        + "\"value\" : \"V\" } }"
    }
    return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"k\" : {\n"
      + "      \"localizations\" : {\n        " + localizations.joined(separator: ",\n        ")
      + "\n      }\n    }\n  },\n  \"version\" : \"1.0\"\n}\n"
  }

  /// A catalog in source language `en` whose key `key.N` has an English value and one in
  /// language `N` (`languageCode`), about `bytes` bytes in all.
  private func catalog(_ bytes: Int) -> String {
    var text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
    text.reserveCapacity(bytes + 256)
    var index = 0
    while text.utf8.count < bytes {
      let unit = { (code: String, value: String) in
        "        \"\(code)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(value)\" } }"
      }
      text +=
        (index == 0 ? "" : ",\n") + "    \"key.\(index)\" : {\n      \"localizations\" : {\n"
        + unit("en", "Value \(index)") + ",\n" + unit(Self.languageCode(index), "V \(index)")
        + "\n      }\n    }"
      index += 1
    }
    return text + "\n  },\n  \"version\" : \"1.0\"\n}\n"
  }
}

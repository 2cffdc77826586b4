import Foundation
import L10nModel

/// Reads what resources tell about tables: the object ids of storyboards and xibs, the
/// strings of intent definitions, the intent definitions an Xcode project lists, the texts of
/// Settings bundles' panes.
enum ResourceScanner {
  /// The values of the `id="…"` attributes of an Interface Builder document.
  static func objectIDs(in text: String) -> Set<String> {
    values(in: text, after: " id=\"", until: "\"")
  }

  /// The `<string>…</string>` values of a property list (an intent definition), entities
  /// decoded.
  static func strings(in text: String) -> Set<String> {
    Set(
      values(in: text, after: "<string>", until: "</string>").map {
        $0.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
          .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(
            of: "&apos;", with: "'"
          ).replacingOccurrences(of: "&amp;", with: "&")
      })
  }

  /// The intent definition files an Xcode project (`project.pbxproj`) names.
  static func intentDefinitions(listedIn project: String) -> Set<String> {
    var found: Set<String> = []
    for line in project.split(separator: "\n") where line.contains(".intentdefinition") {
      // `… /* Intents.intentdefinition */ …` or `path = Shared/Intents.intentdefinition;`
      for word in line.split(whereSeparator: { " \t/;\"=".contains($0) })
      where word.hasSuffix(".intentdefinition") && word.count > ".intentdefinition".count {
        found.insert(String(word))
      }
    }
    return found
  }

  /// The text between each `start` and the next `end`.
  private static func values(in text: String, after start: String, until end: String) -> Set<
    String
  > {
    var found: Set<String> = []
    var rest = text[...]
    while let open = rest.range(of: start) {
      rest = rest[open.upperBound...]
      guard let close = rest.range(of: end) else { break }
      found.insert(String(rest[..<close.lowerBound]))
      rest = rest[close.upperBound...]
    }
    return found
  }

  /// What the resource files of `files` tell: storyboards' and xibs' ids, intent definitions
  /// (their own strings, or only their names when a project lists them).
  static func scan(_ files: SourceFiles) throws -> CodeUsage {
    var usage = CodeUsage(interfaceBuilderFiles: files.interfaceBuilder)
    for path in files.interfaceBuilder {
      usage.interfaceBuilderIDs[tableName(path), default: []].formUnion(
        objectIDs(in: try read(path)))
    }
    for path in files.xcodeProjects {
      for file in intentDefinitions(listedIn: try read(path)) {
        usage.intentDefinitions[tableName(file)] = IntentDefinition(file: file, strings: nil)
      }
    }
    for path in files.intentDefinitions {
      let file = (path as NSString).lastPathComponent
      usage.intentDefinitions[tableName(file)] = IntentDefinition(
        file: file, strings: strings(in: try read(path)))
    }
    for path in files.settingsPanes {
      let text = try read(path)
      // A binary pane is not read: its table stays not judged.
      guard !text.hasPrefix("bplist") else { continue }
      let (table, texts) = settingsPane(text, name: tableName(path))
      usage.settingsTexts[table, default: []].formUnion(texts)
    }
    return usage
  }

  /// The table that localizes a Settings bundle pane (its `StringsTable`, else `name`, the
  /// pane's file name) and the pane's texts: every `<string>` value, which holds its titles,
  /// footers and values' titles (and identifiers and types, which are never keys).
  static func settingsPane(_ text: String, name: String) -> (table: String, texts: Set<String>) {
    var table = name
    if let key = text.range(of: "<key>StringsTable</key>") {
      let rest = text[key.upperBound...].drop(while: \.isWhitespace)
      if rest.hasPrefix("<string>"), let end = rest.range(of: "</string>") {
        let value = rest[rest.index(rest.startIndex, offsetBy: 8)..<end.lowerBound]
        if !value.isEmpty { table = String(value) }
      }
    }
    return (table, strings(in: text))
  }

  /// A file's name without folders and extension: its table's name.
  static func tableName(_ path: String) -> String {
    ((path as NSString).lastPathComponent as NSString).deletingPathExtension
  }

  private static func read(_ path: String) throws -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ScanError.unreadable(path)
    }
    return String(decoding: data, as: UTF8.self)
  }
}
